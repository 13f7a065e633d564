//go:build unix

package main

import (
	"context"
	"errors"
	"io"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
)

// TestStatsRecordsUnreadable: a match directory whose results.jsonl
// cannot be looked at (here a symbolic link to itself, which the system
// refuses with ELOOP) is refused with the system's error, which says what
// is wrong, not as "not a match output directory": the directory holds a
// results.jsonl, and the cause was lost.
func TestStatsRecordsUnreadable(t *testing.T) {
	dir := t.TempDir()
	rec := filepath.Join(dir, "results.jsonl")
	if err := os.Symlink(rec, rec); err != nil {
		t.Skip(err)
	}
	err := run(context.Background(), []string{"stats", dir}, strings.NewReader(""), io.Discard, io.Discard)
	var ee *exitError
	if !errors.As(err, &ee) || ee.code != 2 || !errors.Is(err, syscall.ELOOP) {
		t.Errorf("stats: %v, want exit status 2 with the ELOOP of %s", err, rec)
	}
}
