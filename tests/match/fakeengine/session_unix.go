//go:build unix

package main

import "syscall"

// ownSession starts a process in a session of its own, out of the
// engine's process group.
func ownSession() *syscall.SysProcAttr { return &syscall.SysProcAttr{Setsid: true} }

// killSelf ends the process with SIGKILL, as the kernel's OOM killer or
// a user's kill -9 would.
func killSelf() { syscall.Kill(syscall.Getpid(), syscall.SIGKILL) }
