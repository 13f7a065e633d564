//go:build unix

package bench

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"testing"
	"time"
)

// TestGTPCancelled: bench gtp stopped by Ctrl-C (its context cancelled)
// fails with the cancellation, which the command line reports as an
// interrupted run (exit status 130, "interrupted"), as the other
// benchmarks do. Cancelling the context kills the program being timed, and
// GTP returned what that did to its output, "reading reply: EOF", so that
// `gtp-referee bench gtp` interrupted by Ctrl-C exited 2 with that message.
// The engines are shell scripts: the context is cancelled during the
// stream (the replies after the first wait a second), then during the
// starts (every command answered at once, a million starts).
func TestGTPCancelled(t *testing.T) {
	dir := t.TempDir()
	fast := filepath.Join(dir, "fast")
	slow := filepath.Join(dir, "slow")
	for p, body := range map[string]string{
		fast: "while read -r l; do printf '= 2\\n\\n'; done\n",
		// A first reply at once (the stream's warm-up), then nothing
		// before a second has passed.
		slow: "read -r l; printf '= 2\\n\\n'; sleep 1; while read -r l; do printf '= 2\\n\\n'; done\n",
	} {
		if err := os.WriteFile(p, []byte("#!/bin/sh\n"+body), 0o755); err != nil {
			t.Fatal(err)
		}
	}
	for _, tc := range []struct {
		name          string
		argv          []string
		pairs, starts int
	}{
		{"stream", []string{slow}, 1000, 1},
		{"starts", []string{fast}, 1, 1_000_000},
	} {
		ctx, cancel := context.WithCancel(context.Background())
		timer := time.AfterFunc(300*time.Millisecond, cancel)
		_, err := GTP(ctx, tc.argv, tc.pairs, tc.starts, nil)
		timer.Stop()
		cancel()
		if !errors.Is(err, context.Canceled) {
			t.Errorf("%s: cancelled: %v, want context.Canceled", tc.name, err)
		}
	}
}
