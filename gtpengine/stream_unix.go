//go:build unix

package gtpengine

import (
	"errors"
	"io"
	"os"
	"syscall"
	"time"
)

// openStream opens the file at path for reading without ever waiting: a
// FIFO without a writer, or a terminal line without carrier, is opened at
// once, and a read of the file finds the end of the input (a FIFO nobody
// writes to), takes what is there, or fails (EAGAIN, for a stream that the
// poller does not take, so that it has no read deadline: pollStream reads
// it again), instead of blocking. A regular file reads as without
// O_NONBLOCK.
func openStream(path string) (*os.File, error) {
	return os.OpenFile(path, os.O_RDONLY|syscall.O_NONBLOCK, 0)
}

// streamsNeverBlock reports whether the files openStream opens never block
// a read: true here, since they are opened with O_NONBLOCK.
const streamsNeverBlock = true

// pollStream returns a reader of f, a file openStream opened that has no
// read deadline (the poller does not take it), which reads until deadline
// as if it had one (pollingReader).
func pollStream(f *os.File, deadline time.Time) io.Reader {
	return &pollingReader{f: f, deadline: deadline}
}

// pollInterval is the pause of a pollingReader between two reads that
// found no data.
const pollInterval = 5 * time.Millisecond

// pollingReader reads a non-blocking file that has no read deadline,
// reading again after each EAGAIN until its deadline, past which it
// answers os.ErrDeadlineExceeded, as a file with a deadline does.
type pollingReader struct {
	f        *os.File
	deadline time.Time
}

func (r *pollingReader) Read(p []byte) (int, error) {
	for {
		n, err := r.f.Read(p)
		if n > 0 || !errors.Is(err, syscall.EAGAIN) {
			return n, err
		}
		if !time.Now().Before(r.deadline) {
			return 0, os.ErrDeadlineExceeded
		}
		time.Sleep(pollInterval)
	}
}
