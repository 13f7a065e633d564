//go:build unix

package gtpengine

import (
	"os"
	"syscall"
)

// openStream opens the file at path for reading without ever waiting: a
// FIFO without a writer, or a terminal line without carrier, is opened at
// once, and a read of the file finds the end of the input (a FIFO nobody
// writes to), takes what is there, or fails (EAGAIN, for a stream that the
// poller does not take, so that it has no read deadline), instead of
// blocking. A regular file reads as without O_NONBLOCK.
func openStream(path string) (*os.File, error) {
	return os.OpenFile(path, os.O_RDONLY|syscall.O_NONBLOCK, 0)
}

// streamsNeverBlock reports whether the files openStream opens never block
// a read: true here, since they are opened with O_NONBLOCK.
const streamsNeverBlock = true
