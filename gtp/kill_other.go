//go:build !unix

package gtp

import (
	"errors"
	"os"
	"syscall"
)

// engineProcAttr has no process group to ask for outside Unix.
func engineProcAttr() *syscall.SysProcAttr { return nil }

// killGroup kills the process pid; outside Unix there is no process group,
// so children the engine started are not reached.
func killGroup(pid int) error {
	p, err := os.FindProcess(pid)
	if err != nil {
		return nil // gone already
	}
	if err := p.Kill(); err != nil && !errors.Is(err, os.ErrProcessDone) {
		return err
	}
	return nil
}
