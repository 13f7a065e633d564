//go:build unix

package gtp

import (
	"context"
	"errors"
	"os"
	"strings"
	"syscall"
	"testing"
	"time"
)

// TestClientWriteWithoutDeadlines: the pipes of os.Pipe take no deadline
// where the runtime poller does not handle them (on Windows, os.Pipe's
// handles are created blocking: os/file_windows.go), and SetWriteDeadline
// then fails with os.ErrNoDeadline. The client returned that error from
// every write, which Send reported as a crash of the engine: no command
// could ever be sent there. A pipe opened in blocking mode here is the
// same kind of file: commands are written to it, and a write that cannot
// complete still ends at its deadline or when ctx ends, with
// os.ErrDeadlineExceeded, as on a pipe that takes deadlines.
func TestClientWriteWithoutDeadlines(t *testing.T) {
	var fds [2]int
	if err := syscall.Pipe(fds[:]); err != nil {
		t.Fatal(err)
	}
	r, w := os.NewFile(uintptr(fds[0]), "engine stdin"), os.NewFile(uintptr(fds[1]), "referee end")
	defer r.Close()
	defer w.Close()
	if err := w.SetWriteDeadline(time.Now().Add(time.Second)); !errors.Is(err, os.ErrNoDeadline) {
		t.Skipf("a blocking pipe takes deadlines here (%v): nothing to test", err)
	}
	c := &Client{stdin: w}
	ctx := context.Background()
	if err := c.write(ctx, time.Now().Add(time.Second), "1 name\n"); err != nil {
		t.Fatalf("write: %v", err)
	}
	if err := c.write(ctx, time.Time{}, "2 version\n"); err != nil {
		t.Fatalf("write without a deadline: %v", err)
	}
	buf := make([]byte, 64)
	n, _ := r.Read(buf)
	if got := string(buf[:n]); got != "1 name\n2 version\n" {
		t.Fatalf("the engine read %q", got)
	}
	// Nobody reads: 1 MB does not fit in the pipe.
	big := strings.Repeat("x", 1<<20) + "\n"
	start := time.Now()
	if err := c.write(ctx, time.Now().Add(200*time.Millisecond), big); !errors.Is(err, os.ErrDeadlineExceeded) {
		t.Errorf("write past its deadline: %v, want os.ErrDeadlineExceeded", err)
	}
	cctx, cancel := context.WithCancel(ctx)
	time.AfterFunc(100*time.Millisecond, cancel)
	if err := c.write(cctx, time.Time{}, big); !errors.Is(err, os.ErrDeadlineExceeded) {
		t.Errorf("write when ctx ends: %v, want os.ErrDeadlineExceeded", err)
	}
	if el := time.Since(start); el > 2*time.Second {
		t.Errorf("the blocked writes returned after %v", el)
	}
	// The engine's end closing (the deferred r.Close) releases the
	// writes left blocked.
}
