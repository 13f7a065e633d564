//go:build unix && !linux

package gtp

import "syscall"

// engineProcAttr puts an engine in a process group of its own, so Close can
// kill it with its children.
func engineProcAttr() *syscall.SysProcAttr {
	return &syscall.SysProcAttr{Setpgid: true}
}
