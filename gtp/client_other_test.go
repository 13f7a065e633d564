//go:build !unix

package gtp

import "time"

// leaveGroup reports that a fake engine cannot leave its process group
// here: process groups are a Unix notion (the tests that need it are in
// client_unix_test.go).
func leaveGroup() bool { return false }

// cpuTime is not measured here: the fake engine that works for a given
// processor time (closeoutbusy) stops at once.
func cpuTime() time.Duration { return time.Hour }
