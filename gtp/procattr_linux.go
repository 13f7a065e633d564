package gtp

import "syscall"

// engineProcAttr puts an engine in a process group of its own (so Close
// can kill it with its children) and asks Linux to kill it if the runner
// dies, even by SIGKILL, so no engine outlives a killed match.
func engineProcAttr() *syscall.SysProcAttr {
	return &syscall.SysProcAttr{Setpgid: true, Pdeathsig: syscall.SIGKILL}
}
