package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestMatchKomiHundredths: match refuses a komi of 100 or more (a record's
// KM that large reads as Fox's hundredths) and names it in fixed point;
// %g wrote 2e+06.
func TestMatchKomiHundredths(t *testing.T) {
	_, errOut, code := runMain(t, "match", "--komi", "2000000")
	want := "gtp-referee: match: --komi: invalid komi 2000000: a record's KM of 100 or more reads as hundredths (Fox)\n"
	if code != 2 || errOut != want {
		t.Errorf("exit %d, stderr %q; want 2, %q", code, errOut, want)
	}
}

// TestTimeInMinutes: gogui-twogtp's -time is "min[+min/moves]"; bare
// numbers in our --time are seconds, and the note names the spec in
// minutes for each of them.
func TestTimeInMinutes(t *testing.T) {
	for spec, want := range map[string]string{"5": "5m", "5+1/10": "5m+1m/10", "10m+30x5": "10m+30mx5", "1.5+2": "1.5m+2m"} {
		if got, ok := inMinutes(spec); !ok || got != want {
			t.Errorf("%q: %q %v, want %q", spec, got, ok, want)
		}
	}
	for _, spec := range []string{"5m", "10m+30sx5", "10m+5m/25"} {
		if got, ok := inMinutes(spec); ok {
			t.Errorf("%q: a note (%q) for a spec with units", spec, got)
		}
	}
}

// TestSPRTHypothesesOrder: --sprt ELO0,ELO1 tests H0 "elo <= ELO0" against
// H1 "elo >= ELO1", so ELO0 must be below ELO1 (Wald's one-sided test);
// match and stats refuse the reverse order as a bad flag value, with exit
// status 2 and the flag named, before any game. Both took it: match ran,
// and stopped with "H0 accepted" (the --black program failed) after a run
// of its wins.
func TestSPRTHypothesesOrder(t *testing.T) {
	root := t.TempDir()
	s0 := shardDir(t, root, "s0", "0/1", 0, 1)
	for _, args := range [][]string{
		{"match", "--black", "/bin/false", "--white", "/bin/false", "--games", "1", "--out", filepath.Join(root, "m"), "--quiet", "--sprt", "10,0"},
		{"match", "--black", "/bin/false", "--white", "/bin/false", "--games", "1", "--out", filepath.Join(root, "m"), "--quiet", "--sprt", "0,0,0.05,0.05"},
		{"stats", s0, "--sprt", "50,0"},
	} {
		out, errOut, code := runMain(t, args...)
		if code != 2 || out != "" || !strings.Contains(errOut, ": --sprt: ") || !strings.Contains(errOut, "ELO0 must be below ELO1") {
			t.Errorf("%v: exit %d, stdout %q, stderr %q; want 2 and the flag named", args, code, out, errOut)
		}
	}
	if _, err := os.Stat(filepath.Join(root, "m")); err == nil {
		t.Errorf("a refused match wrote its output directory")
	}
}

// TestSPRTWithShardRefused: a shard plays games I, I+N, ... of the match and
// sees only those: an SPRT there would stop the shard on part of the match
// (with --alternate and 2 shards, shard 0 holds only the games in which the
// --black program plays Black, README's --shard and --alternate), each
// shard deciding on its own. The combination is refused as a bad flag
// value, exit status 2, both flags named, before anything is written; it
// was taken, and each shard stopped on its own games. --shard 0/1 is the
// whole match and keeps its SPRT.
func TestSPRTWithShardRefused(t *testing.T) {
	root := t.TempDir()
	out := filepath.Join(root, "m")
	base := []string{"match", "--black", "/bin/false", "--white", "/bin/false", "--games", "2", "--quiet", "--sprt", "0,50"}
	stdout, errOut, code := runMain(t, append(base, "--out", out, "--alternate", "--shard", "0/2")...)
	if code != 2 || stdout != "" || !strings.Contains(errOut, "--sprt cannot be combined with --shard") {
		t.Errorf("--sprt with --shard 0/2: exit %d, stdout %q, stderr %q; want 2 and both flags named", code, stdout, errOut)
	}
	if _, err := os.Stat(out); err == nil {
		t.Errorf("a refused match wrote its output directory")
	}
	if _, errOut, code := runMain(t, append(base, "--out", filepath.Join(root, "whole"), "--shard", "0/1")...); code != 0 {
		t.Errorf("--sprt with --shard 0/1: exit %d, stderr %q", code, errOut)
	}
}

// TestHandicapWithOpeningsRefused: --handicap and --openings cannot go
// together (each gives the game its first stones); the combination is a
// usage error, exit status 2 (the package comment: "Exit status 2 is a usage
// error"), refused before anything is written, as a bad flag value is. It
// was refused only when the match began: exit status 1, without the
// "match:" of the other refusals.
func TestHandicapWithOpeningsRefused(t *testing.T) {
	root := t.TempDir()
	ops := filepath.Join(root, "openings")
	if err := os.Mkdir(ops, 0o755); err != nil {
		t.Fatal(err)
	}
	writeFile(t, ops, "a.sgf", "(;GM[1]FF[4]SZ[9];B[ee])")
	out := filepath.Join(root, "m")
	stdout, errOut, code := runMain(t, "match", "--black", "/bin/false", "--white", "/bin/false", "--size", "9",
		"--handicap", "2", "--openings", ops, "--out", out, "--quiet")
	if code != 2 || stdout != "" || !strings.Contains(errOut, "gtp-referee: match: --handicap and --openings cannot be combined") {
		t.Errorf("exit %d, stdout %q, stderr %q; want 2 and the two flags named", code, stdout, errOut)
	}
	if _, err := os.Stat(out); err == nil {
		t.Errorf("a refused match wrote its output directory")
	}
}
