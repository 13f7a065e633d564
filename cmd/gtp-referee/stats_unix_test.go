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

// TestStatsDatFromPipe: a gogui-twogtp results table given as a pipe
// (stats /dev/stdin < twogtp.dat) is read as the same table on disk, named
// .dat, is read. Its name cannot tell, but its text can: the "# Key:
// value" lines CLIENTS.md section 5 describes, which no results.jsonl has.
// It was refused as "not a results.jsonl ... nor a gogui-twogtp .dat
// table", exit status 2. The table is written by hand in that format:
// RES_B and RES_W say B+ where the -black program won, on the ALT 1 row
// too (CLIENTS.md), so the --black program won games 0 and 2 and lost game
// 1: 2 wins, 1 loss.
func TestStatsDatFromPipe(t *testing.T) {
	if _, err := os.Stat("/dev/fd/0"); err != nil {
		t.Skip("no /dev/fd")
	}
	var b strings.Builder
	for _, kv := range [][2]string{{"Black", "gnugo"}, {"BlackCommand", "gnugo --mode gtp"}, {"BlackLabel", "gnugo"},
		{"BlackVersion", "3.8"}, {"Date", "2026-12-06"}, {"Host", "h"}, {"Komi", "7.5"}, {"Referee", "-"}, {"Size", "9"},
		{"White", "gnugo"}, {"WhiteCommand", "gnugo --mode gtp --level 1"}, {"WhiteLabel", "gnugo"}, {"WhiteVersion", "3.8"}, {"Xml", "0"}} {
		fmt.Fprintf(&b, "# %s: %s\n", kv[0], kv[1])
	}
	b.WriteString("#\n#GAME\tRES_B\tRES_W\tRES_R\tALT\tDUP\tLEN\tTIME_B\tTIME_W\tCPU_B\tCPU_W\tERR\tERR_MSG\n")
	b.WriteString("0\tB+3.5\tB+3.5\t?\t0\t-\t80\t1.0\t1.0\t0.5\t0.5\t0\t\n")
	b.WriteString("1\tW+2.5\tW+2.5\t?\t1\t-\t81\t1.0\t1.0\t0.5\t0.5\t0\t\n")
	b.WriteString("2\tB+R\tB+R\t?\t0\t-\t60\t1.0\t1.0\t0.5\t0.5\t0\t\n")
	dat := filepath.Join(t.TempDir(), "twogtp.dat")
	if err := os.WriteFile(dat, []byte(b.String()), 0o644); err != nil {
		t.Fatal(err)
	}
	want, errOut, code := runMain(t, "stats", dat)
	if code != 0 || !strings.Contains(want, "games: 3 ") || !strings.Contains(want, "2 wins, 1 loss") {
		t.Fatalf("stats of the table: exit %d, stderr %q\n%s", code, errOut, want)
	}
	r, w, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	defer r.Close()
	if _, err := w.WriteString(b.String()); err != nil { // fits in the pipe's buffer
		t.Fatal(err)
	}
	w.Close()
	out, errOut, code := runMain(t, "stats", fmt.Sprintf("/dev/fd/%d", r.Fd()))
	if code != 0 || out != want {
		t.Errorf("stats of the table through a pipe: exit %d, stderr %q\n%s\nwant the file's:\n%s", code, errOut, out, want)
	}
}
