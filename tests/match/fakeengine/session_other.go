//go:build !unix

package main

import (
	"os"
	"syscall"
)

// ownSession has no session to ask for outside Unix.
func ownSession() *syscall.SysProcAttr { return nil }

// killSelf ends the process at once (no signals outside Unix).
func killSelf() { os.Exit(137) }
