//go:build unix

package main

import "syscall"

// ownSession starts a process in a session of its own, out of the
// engine's process group.
func ownSession() *syscall.SysProcAttr { return &syscall.SysProcAttr{Setsid: true} }
