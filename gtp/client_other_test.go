//go:build !unix

package gtp

// leaveGroup reports that a fake engine cannot leave its process group
// here: process groups are a Unix notion (the tests that need it are in
// client_unix_test.go).
func leaveGroup() bool { return false }
