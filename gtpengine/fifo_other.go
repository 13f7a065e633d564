//go:build !unix

package gtpengine

import "os"

// openFIFO opens the FIFO at path for reading. Systems other than Unix
// have no FIFOs in the file system (the named pipes of Windows live in
// their own namespace), so this is a plain open.
func openFIFO(path string) (*os.File, error) {
	return os.Open(path)
}
