package main

import (
	"bytes"
	"context"
	"errors"
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
