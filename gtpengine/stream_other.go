//go:build !unix

package gtpengine

import "os"

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
