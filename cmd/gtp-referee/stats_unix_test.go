//go:build unix

package main

import (
	"context"
	"errors"
	"fmt"
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

// TestStatsFromPipe: stats reads a results file given as a pipe
// (stats <(ssh host cat results.jsonl), stats /dev/stdin < results.jsonl)
// as it reads the same file on disk: a pipe can be read once only, and
// stats read each file three times (a look at its start, the records, the
// end of the last record), so that the records came without their first
// 512 bytes: "invalid character ... after top-level value", exit 1.
func TestStatsFromPipe(t *testing.T) {
	if _, err := os.Stat("/dev/fd/0"); err != nil {
		t.Skip("no /dev/fd")
	}
	// Six games won by the --black program as Black, written as a match
	// writes them, one JSON object a line: 6 wins, 0 losses.
	dir := shardDir(t, t.TempDir(), "m", "0/1", 0, 1, 2, 3, 4, 5)
	data, err := os.ReadFile(filepath.Join(dir, "results.jsonl"))
	if err != nil {
		t.Fatal(err)
	}
	if len(data) <= 512 {
		t.Fatalf("%d bytes of records: want more than stats looked at first", len(data))
	}
	want, _, code := runMain(t, "stats", filepath.Join(dir, "results.jsonl"))
	if code != 0 || !strings.Contains(want, "games: 6 ") || !strings.Contains(want, "6 wins, 0 losses") {
		t.Fatalf("stats of the file: exit %d\n%s", code, want)
	}
	r, w, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	defer r.Close()
	if _, err := w.Write(data); err != nil { // fits in the pipe's buffer
		t.Fatal(err)
	}
	w.Close()
	out, errOut, code := runMain(t, "stats", fmt.Sprintf("/dev/fd/%d", r.Fd()))
	if code != 0 || out != want {
		t.Errorf("stats of a pipe: exit %d, stderr %q\n%s\nwant the file's:\n%s", code, errOut, out, want)
	}
}
