//go:build unix && !linux

package gtpengine

import (
	"errors"
	"os"
)

// openPTY is the pseudo-terminal of the Linux tests, not opened here.
func openPTY() (*os.File, string, error) {
	return nil, "", errors.New("pseudo-terminals are opened on Linux only")
}
