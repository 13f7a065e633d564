//go:build !unix

package gtpengine

import (
	"io"
	"os"
	"time"
)

// openStream opens the file at path for reading. Systems other than Unix
// have no FIFOs in the file system (the named pipes of Windows live in
// their own namespace) and no O_NONBLOCK, so this is a plain open, and a
// read of a device (CON) may block: readRecord takes only regular files
// here (streamsNeverBlock).
func openStream(path string) (*os.File, error) {
	return os.Open(path)
}

// streamsNeverBlock reports whether the files openStream opens never block
// a read: false here.
const streamsNeverBlock = false

// pollStream returns f: readRecord takes no stream here, so it is never
// called.
func pollStream(f *os.File, _ time.Time) io.Reader { return f }
