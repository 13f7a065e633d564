//go:build unix

package gtpengine

import (
	"os"
	"syscall"
)

// openFIFO opens the FIFO at path for reading without waiting for a
// writer: with none, reads find the end of the input at once.
func openFIFO(path string) (*os.File, error) {
	return os.OpenFile(path, os.O_RDONLY|syscall.O_NONBLOCK, 0)
}
