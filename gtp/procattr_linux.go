package gtp

import "syscall"

// engineProcAttr puts an engine in a process group of its own (so Close
// can kill it with its children) and asks Linux to kill it if the runner
// dies, even by SIGKILL. That signal reaches the engine's own process
// only: an engine started by a wrapper script that does not exec it
// survives a killed runner unless it ends when its input closes, as GTP
// engines do.
func engineProcAttr() *syscall.SysProcAttr {
	return &syscall.SysProcAttr{Setpgid: true, Pdeathsig: syscall.SIGKILL}
}
