//go:build !linux

package gtp

import "os"

// escapedDescendants finds no process outside Linux, which alone names
// the processes and their parents in /proc: a process that left the
// engine's group is not reached.
func escapedDescendants(int, uint64) []*os.Process { return nil }

// procStart knows no start time outside Linux.
func procStart(int) (uint64, bool) { return 0, false }

// runsOn cannot tell a running process from an exiting one outside
// Linux: known is false.
func runsOn(int, uint64) (running, known bool) { return false, false }

// activity cannot tell what a process does outside Linux: ok is false.
func activity(int, uint64) (cpu uint64, asleep, ok bool) { return 0, false, false }

// pipeHolders finds no process outside Linux (see escapedDescendants).
func pipeHolders(...*os.File) []*os.Process { return nil }
