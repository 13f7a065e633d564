//go:build !unix

package main

import "syscall"

// ownSession has no session to ask for outside Unix.
func ownSession() *syscall.SysProcAttr { return nil }
