package main

import (
	"bytes"
	"context"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// runStdin runs the command line args with in as standard input, as
// runMain does with an empty one.
func runStdin(t *testing.T, in string, args ...string) (stdout string, code int) {
	t.Helper()
	var out, errb bytes.Buffer
	err := run(context.Background(), args, strings.NewReader(in), &out, &errb)
	var ee *exitError
	switch {
	case err == nil:
	case errors.As(err, &ee):
		code = ee.code
	default:
		t.Fatalf("%v (stderr %q)", err, errb.String())
	}
	return out.String(), code
}

// TestStdinDash: the argument "-" is standard input for check and score,
// as POSIX utilities (cat, grep) and gofmt read "-", and the record is
// reported as "-". Before, "-" was a file name: "-: error: stat -: no such
// file or directory", exit status 2. The expected counts are by hand: one
// black stone on an empty 5x5 board reaches all 25 points, so the area
// difference is 25 and, less KM[0.5], B+24.5; under komi 7.5 it is B+17.5.
// Two game trees on standard input are two records, "-[1]" and "-[2]", as
// a collection file's games are named.
func TestStdinDash(t *testing.T) {
	const rec = "(;GM[1]FF[4]SZ[5]KM[0.5];B[cc])"
	out, code := runStdin(t, rec, "check", "-")
	if code != 0 || out != "-: ok, 1 moves, area B+24.5\n" {
		t.Errorf("check -: exit %d, %q", code, out)
	}
	out, code = runStdin(t, rec+"\n"+"(;GM[1]FF[4]SZ[5]KM[7.5];B[cc])", "check", "-")
	if code != 0 || out != "-[1]: ok, 1 moves, area B+24.5\n-[2]: ok, 1 moves, area B+17.5\n" {
		t.Errorf("check - with a collection: exit %d, %q", code, out)
	}
	out, code = runStdin(t, rec, "score", "--rules", "tromp-taylor", "-")
	if code != 0 || !strings.HasPrefix(out, "-: B+24.5 ") {
		t.Errorf("score -: exit %d, %q", code, out)
	}
	// Unreadable input is a broken file, exit status 2, named "-".
	out, code = runStdin(t, "not a record", "check", "-")
	if code != 2 || !strings.HasPrefix(out, "-: error: ") {
		t.Errorf("check - with a broken record: exit %d, %q", code, out)
	}
}

// TestStdinDashTwice: standard input is read once, so a second "-" among
// the arguments is reported as an input error (exit status 2) with a
// reason, after the records the first "-" read. Before, it read the
// emptied input and said "line 1, column 1: no game tree found", an error
// about a record that was not broken.
func TestStdinDashTwice(t *testing.T) {
	const rec = "(;GM[1]FF[4]SZ[5]KM[0.5];B[cc])"
	out, code := runStdin(t, rec, "check", "-", "-")
	if code != 2 || out != "-: ok, 1 moves, area B+24.5\n-: error: standard input named twice; it is read once, for the first -\n" {
		t.Errorf("check - -: exit %d, %q", code, out)
	}
}

// TestStatsStdinDash: stats reads "-" as standard input, as check, score
// and bench read "-" (and as POSIX utilities do). Before, "-" was a file
// name: "stats: stat -: no such file or directory", exit status 2. The
// records are written by hand as a match writes results.jsonl, one JSON
// object a line: games 0 and 1 won by Black with colours not exchanged,
// game 2 won by White: the --black program has 2 wins and 1 loss. A
// gogui-twogtp table on standard input is read by its "#" lines (CLIENTS.md
// section 5): RES_B B+ on an ALT 0 row is a win of the first program. A
// second "-" is refused (standard input is read once), and so is a text
// that is neither.
func TestStatsStdinDash(t *testing.T) {
	jsonl := `{"game":0,"result":"B+R","winner":"black","moves":10}` + "\n" +
		`{"game":1,"result":"B+3.5","winner":"black","moves":10}` + "\n" +
		`{"game":2,"result":"W+R","winner":"white","moves":10}` + "\n"
	out, code := runStdin(t, jsonl, "stats", "-")
	if code != 0 || !strings.Contains(out, "games: 3 ") || !strings.Contains(out, "2 wins, 1 loss") {
		t.Errorf("stats - with results.jsonl: exit %d\n%s", code, out)
	}
	dat := "# Black: A\n# Referee: -\n# White: B\n#\n#GAME\tRES_B\tRES_W\tRES_R\tALT\tDUP\tLEN\tTIME_B\tTIME_W\tCPU_B\tCPU_W\tERR\tERR_MSG\n" +
		"0\tB+R\tB+R\t?\t0\t-\t50\t1\t1\t1\t1\t0\t\n"
	out, code = runStdin(t, dat, "stats", "-")
	if code != 0 || !strings.Contains(out, "games: 1 ") || !strings.Contains(out, "1 win, 0 losses") {
		t.Errorf("stats - with a results table: exit %d\n%s", code, out)
	}
	if out, code := runStdin(t, jsonl, "stats", "-", "-"); code != 2 {
		t.Errorf("stats - -: exit %d, want 2\n%s", code, out)
	}
	if out, code := runStdin(t, "(;GM[1]SZ[9])", "stats", "-"); code != 2 {
		t.Errorf("stats - with an SGF record: exit %d, want 2\n%s", code, out)
	}
	// merge joins directories only: - is none, and nothing is written.
	dir := filepath.Join(t.TempDir(), "merged")
	if out, code := runStdin(t, jsonl, "merge", "--out", dir, "-"); code != 2 {
		t.Errorf("merge -: exit %d, want 2\n%s", code, out)
	}
	if _, err := os.Stat(dir); !os.IsNotExist(err) {
		t.Errorf("merge - wrote %s: %v", dir, err)
	}
}
