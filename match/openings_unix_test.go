//go:build unix

package match

import (
	"os"
	"path/filepath"
	"syscall"
	"testing"
	"time"

	"github.com/gtp-referee/gtp-referee/rules"
)

// TestOpeningsFIFOSkipped: a FIFO named like an opening in the --openings
// directory is passed over, and the regular file beside it is read. It was
// read with os.ReadFile, whose open blocks until some process writes to the
// FIFO, so the match never started. The FIFO is given a writer after a few
// seconds to release the old code.
func TestOpeningsFIFOSkipped(t *testing.T) {
	dir := t.TempDir()
	fifo := filepath.Join(dir, "b.sgf")
	if err := syscall.Mkfifo(fifo, 0o600); err != nil {
		t.Skipf("mkfifo: %v", err)
	}
	if err := os.WriteFile(filepath.Join(dir, "a.sgf"), []byte("(;GM[1]SZ[9];B[ee];W[cc])"), 0o600); err != nil {
		t.Fatal(err)
	}
	type result struct {
		n   int
		err error
	}
	done := make(chan result, 1)
	go func() {
		ops, err := LoadOpenings(dir, 9, rules.MustLookup("chinese-1988"))
		done <- result{len(ops), err}
	}()
	var r result
	select {
	case r = <-done:
	case <-time.After(5 * time.Second):
		// Release the blocked open with a writer that closes at once.
		if f, err := os.OpenFile(fifo, os.O_WRONLY, 0); err == nil {
			f.Close()
		}
		r = <-done
		t.Fatalf("LoadOpenings blocked on a FIFO (then gave %d openings, %v)", r.n, r.err)
	}
	if r.err != nil || r.n != 1 {
		t.Fatalf("LoadOpenings: %d openings, %v; want the 1 regular file", r.n, r.err)
	}
}
