//go:build unix

package main

import (
	"os"
	"path/filepath"
	"syscall"
	"testing"
	"time"
)

// TestCheckFIFOInDirectory: a FIFO named like a record in a directory
// (or a link to one) is reported ("not a regular file") and skipped, and
// the other records are read. It was opened as a record: the open blocked
// until some process wrote to the FIFO, so that check and score of the
// directory hung without a word. The FIFO is given a writer after a few
// seconds to release the old code.
func TestCheckFIFOInDirectory(t *testing.T) {
	dir := t.TempDir()
	fifo := filepath.Join(dir, "b.sgf")
	if err := syscall.Mkfifo(fifo, 0o600); err != nil {
		t.Skipf("mkfifo: %v", err)
	}
	if err := os.Symlink(fifo, filepath.Join(dir, "c.sgf")); err != nil {
		t.Fatal(err)
	}
	good := writeFile(t, dir, "a.sgf", "(;GM[1]SZ[9];B[ee])")
	type result struct {
		out  string
		code int
	}
	done := make(chan result, 1)
	go func() {
		out, _, code := runMain(t, "check", dir)
		done <- result{out, code}
	}()
	var r result
	select {
	case r = <-done:
	case <-time.After(5 * time.Second):
		t.Error("check of a directory holding a FIFO: no answer in 5 s")
		// Release each open of the FIFO by a writer that closes at once.
	release:
		for {
			select {
			case r = <-done:
				break release
			case <-time.After(20 * time.Millisecond):
				if f, err := os.OpenFile(fifo, os.O_WRONLY|syscall.O_NONBLOCK, 0); err == nil {
					f.Close()
				}
			}
		}
	}
	want := good + ": ok, 1 moves, area B+75.5\n" +
		fifo + ": error: not a regular file\n" +
		filepath.Join(dir, "c.sgf") + ": error: not a regular file\n"
	if r.code != 2 || r.out != want {
		t.Errorf("check DIR: exit %d,\n%s\nwant 2,\n%s", r.code, r.out, want)
	}
}
