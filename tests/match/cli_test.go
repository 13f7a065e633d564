package match_test

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/gtp-referee/gtp-referee/match"
	"github.com/gtp-referee/gtp-referee/match/results"
	"github.com/gtp-referee/gtp-referee/sgf"
)

func cli(t *testing.T, args ...string) (string, error) {
	t.Helper()
	return cliTimeout(t, 90*time.Second, args...)
}

func cliTimeout(t *testing.T, d time.Duration, args ...string) (string, error) {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), d)
	defer cancel()
	cmd := exec.CommandContext(ctx, refereeBin, append([]string{"match", "--quiet"}, args...)...)
	var out bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &out
	err := cmd.Run()
	return out.String(), err
}

func jsonlLines(t *testing.T, path string) []results.Record {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	var recs []results.Record
	sc := bufio.NewScanner(bytes.NewReader(data))
	for sc.Scan() {
		var r results.Record
		if err := json.Unmarshal(sc.Bytes(), &r); err != nil {
			t.Fatalf("bad line %q: %v", sc.Text(), err)
		}
		recs = append(recs, r)
	}
	return recs
}

// TestKill9Resume kills the runner with SIGKILL in the middle of a match,
// runs the same command again, and compares with an uninterrupted match.
func TestKill9Resume(t *testing.T) {
	const games = 24
	eng := fakeBin + " -random -delay 1ms"
	args := func(out string) []string {
		return []string{"--black", eng, "--white", eng, "--games", "24", "--size", "9", "--parallel", "2",
			"--alternate", "--out", out}
	}
	full := t.TempDir()
	if out, err := cli(t, args(full)...); err != nil {
		t.Fatalf("uninterrupted match: %v\n%s", err, out)
	}
	dir := t.TempDir()
	partial := false
	for kills := 0; kills < 3; kills++ {
		cmd := exec.Command(refereeBin, append([]string{"match", "--quiet"}, args(dir)...)...)
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		time.Sleep(time.Duration(300+300*kills) * time.Millisecond)
		cmd.Process.Signal(syscall.SIGKILL)
		cmd.Wait()
		recs, _, err := results.Load(filepath.Join(dir, "results.jsonl"))
		if err != nil {
			t.Fatalf("after kill %d: %v", kills+1, err)
		}
		t.Logf("after kill %d: %d complete records", kills+1, len(recs))
		if len(recs) > 0 && len(recs) < games {
			partial = true
		}
	}
	if !partial {
		t.Log("no kill landed in the middle of the match; the check is weaker this time")
	}
	// The engines of the killed runner see their input close and exit.
	// The kernel drops the killed runner's lock on the output directory
	// only once no process holds its file: an engine it was starting
	// holds a copy until its exec, which on a loaded machine can come
	// after the runner is reaped (one resume was refused so, once, while
	// another build ran). The resume waits for that, as a user would.
	for try := 0; ; try++ {
		out, err := cli(t, args(dir)...)
		if err != nil && strings.Contains(out, "is locked") && try < 20 {
			time.Sleep(250 * time.Millisecond)
			continue
		}
		if err != nil {
			t.Fatalf("resumed match: %v\n%s", err, out)
		}
		break
	}
	a, b := jsonlLines(t, filepath.Join(full, "results.jsonl")), jsonlLines(t, filepath.Join(dir, "results.jsonl"))
	if len(a) != games || len(b) != games {
		t.Fatalf("records: uninterrupted %d, resumed %d, want %d", len(a), len(b), games)
	}
	seen := map[int]bool{}
	for _, r := range b {
		if seen[r.Game] {
			t.Errorf("game %d recorded twice", r.Game)
		}
		seen[r.Game] = true
		if r.Alt != (r.Game%2 == 1) {
			t.Errorf("game %d: alt %v", r.Game, r.Alt)
		}
		data, err := os.ReadFile(filepath.Join(dir, r.SGF))
		if err != nil {
			t.Fatal(err)
		}
		if _, err := sgf.Parse(data); err != nil {
			t.Errorf("game %d: %v", r.Game, err)
		}
	}
	sgfs, _ := filepath.Glob(filepath.Join(dir, "results-*.sgf"))
	if len(sgfs) != games {
		t.Errorf("%d SGF files, want %d", len(sgfs), games)
	}
	dat, _ := os.ReadFile(filepath.Join(dir, "results.dat"))
	rows := 0
	for _, l := range strings.Split(string(dat), "\n") {
		if l != "" && l[0] != '#' {
			rows++
		}
	}
	if rows != games {
		t.Errorf("results.dat has %d rows, want %d", rows, games)
	}
}

// TestResultsDatFormat checks results.dat against gogui-twogtp's layout.
func TestResultsDatFormat(t *testing.T) {
	dir := t.TempDir()
	if out, err := cli(t, "--black", fakeBin+" -random -name Alpha", "--white", fakeBin+" -random -name Beta",
		"--games", "2", "--size", "7", "--alternate", "--out", dir); err != nil {
		t.Fatalf("%v\n%s", err, out)
	}
	data, err := os.ReadFile(filepath.Join(dir, "results.dat"))
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimRight(string(data), "\n"), "\n")
	keys := []string{"Black", "BlackCommand", "BlackLabel", "BlackVersion", "Date", "Host", "Komi", "Referee",
		"Size", "White", "WhiteCommand", "WhiteLabel", "WhiteVersion", "Xml"}
	if len(lines) != len(keys)+2+2 {
		t.Fatalf("%d lines:\n%s", len(lines), data)
	}
	for i, k := range keys {
		if !strings.HasPrefix(lines[i], "# "+k+": ") {
			t.Errorf("line %d %q, want key %s", i+1, lines[i], k)
		}
	}
	for i, w := range map[int]string{0: "# Black: Alpha", 2: "# BlackLabel: Alpha", 9: "# White: Beta", 6: "# Komi: 5.5", 8: "# Size: 7", 13: "# Xml: 0"} {
		if lines[i] != w {
			t.Errorf("line %d %q, want %q", i+1, lines[i], w)
		}
	}
	if lines[14] != "#" {
		t.Errorf("line 15 %q, want #", lines[14])
	}
	if lines[15] != "#GAME\tRES_B\tRES_W\tRES_R\tALT\tDUP\tLEN\tTIME_B\tTIME_W\tCPU_B\tCPU_W\tERR\tERR_MSG" {
		t.Errorf("column line %q", lines[15])
	}
	recs := jsonlLines(t, filepath.Join(dir, "results.jsonl"))
	for i, row := range lines[16:] {
		f := strings.Split(row, "\t")
		if len(f) != 13 {
			t.Fatalf("row %q has %d fields", row, len(f))
		}
		r := recs[i]
		if f[0] != "0" && f[0] != "1" || f[4] != map[bool]string{false: "0", true: "1"}[r.Alt] {
			t.Errorf("row %q", row)
		}
		// RES_R from the --black program's side.
		wantR := r.Result
		if wantR == "Void" {
			wantR = "?"
		}
		if r.Alt {
			wantR = results.SwapColours(wantR)
		}
		if f[3] != wantR {
			t.Errorf("game %d: RES_R %q, want %q (result %s, alt %v)", r.Game, f[3], wantR, r.Result, r.Alt)
		}
		if (strings.HasPrefix(f[3], "B+")) != (r.Winner == results.ProgBlack) {
			t.Errorf("game %d: RES_R %q but winner %q", r.Game, f[3], r.Winner)
		}
		// The moves are kept for DUP's near-duplicates: three bytes each.
		if !strings.HasPrefix(r.Placements, "7 7|") || len(r.Placements)-len("7 7|") != 3*r.Moves {
			t.Errorf("game %d: %d moves, placements %q", r.Game, r.Moves, r.Placements)
		}
	}
}

// TestEngineNotFound: a program that cannot be run at all (no such file,
// not executable, no interpreter, a script without #!) is a mistake in the command line, not a game: the match
// stops before the first game with a message naming the flag, exit status
// 2 like every other bad argument, and no forfeit is recorded against it.
func TestEngineNotFound(t *testing.T) {
	noexec := filepath.Join(t.TempDir(), "engine")
	if err := os.WriteFile(noexec, []byte("#!/bin/sh\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	// A script whose interpreter is missing: exec fails with "no such
	// file" when it starts it, which is no forfeit either.
	noInterp := filepath.Join(t.TempDir(), "engine.sh")
	if err := os.WriteFile(noInterp, []byte("#!/nonexistent/interpreter\n"), 0o755); err != nil {
		t.Fatal(err)
	}
	// The same through env, with a CRLF line end.
	noEnvInterp := filepath.Join(t.TempDir(), "engine-env.sh")
	if err := os.WriteFile(noEnvInterp, []byte("#!/usr/bin/env no-such-interpreter-here\r\n"), 0o755); err != nil {
		t.Fatal(err)
	}
	// A shell script without its #! line: a shell runs it with sh, but
	// execve(2) fails with ENOEXEC (exec format error), so every start
	// failed, and three forfeits were recorded before the match stopped
	// as a crash loop, with exit status 1.
	noShebang := filepath.Join(t.TempDir(), "engine-nosheb")
	if err := os.WriteFile(noShebang, []byte("exec "+fakeBin+" \"$@\"\n"), 0o755); err != nil {
		t.Fatal(err)
	}
	for _, fc := range [][2]string{{"--black", "/nonexistent/engine --gtp"}, {"--white", noexec}, {"--black", noInterp}, {"--white", noEnvInterp},
		{"--black", noShebang}} {
		flag, cmd := fc[0], fc[1]
		dir := t.TempDir()
		args := []string{"--black", fakeBin, "--white", fakeBin, "--games", "3", "--size", "7", "--out", dir}
		if flag == "--black" {
			args[1] = cmd
		} else {
			args[3] = cmd
		}
		out, err := cli(t, args...)
		var ee *exec.ExitError
		if !errors.As(err, &ee) || ee.ExitCode() != 2 {
			t.Errorf("%s %s: %v, want exit status 2\n%s", flag, cmd, err, out)
		}
		if !strings.Contains(out, flag) {
			t.Errorf("%s %s: the message does not name the flag:\n%s", flag, cmd, out)
		}
		if recs, _, _ := results.Load(filepath.Join(dir, "results.jsonl")); len(recs) != 0 {
			t.Errorf("%s %s: %d games recorded", flag, cmd, len(recs))
		}
	}
}

// TestWrapperCannotRun: a wrapper (env, sh -c, nice, a shell script) that
// cannot find or execute the program it names exits at once with status
// 127 or 126, which POSIX gives a command that is not found or not
// executable (XCU 2.8.2; env(1): "126 if utility was found but could not be
// invoked, 127 if utility could not be found"), before any output. That
// is the same mistake in the command line as a program not found, which
// gogui-twogtp users expect to stop the run with a clear message: exit
// status 2, the message naming the flag and the status, no game recorded
// and no match left in the directory, which then takes the corrected
// command. It was charged as a crash at start, W+F or B+F, game after game.
// A command that writes to stdout before it exits 127, or that exits at
// start with another status, is an engine that crashed: still charged.
func TestWrapperCannotRun(t *testing.T) {
	tmp := t.TempDir()
	script := filepath.Join(tmp, "engine.sh")
	if err := os.WriteFile(script, []byte("#!/bin/sh\nexec /nonexistent/engine \"$@\"\n"), 0o755); err != nil {
		t.Fatal(err)
	}
	noexec := filepath.Join(tmp, "noexec")
	if err := os.WriteFile(noexec, []byte("#!/bin/sh\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, fc := range []struct{ flag, cmd, status string }{
		{"--black", "env no-such-engine-here --mode gtp", "127"},
		{"--white", "sh -c 'exec no-such-engine-here --mode gtp'", "127"},
		{"--black", "nice /nonexistent/engine", "127"},
		{"--white", script, "127"},
		{"--black", "env " + noexec, "126"},
	} {
		dir := t.TempDir()
		args := []string{"--black", fakeBin, "--white", fakeBin, "--games", "3", "--size", "7", "--out", dir}
		if fc.flag == "--black" {
			args[1] = fc.cmd
		} else {
			args[3] = fc.cmd
		}
		out, err := cli(t, args...)
		var ee *exec.ExitError
		if !errors.As(err, &ee) || ee.ExitCode() != 2 {
			t.Errorf("%s %s: %v, want exit status 2\n%s", fc.flag, fc.cmd, err, out)
		}
		for _, want := range []string{fc.flag, "status " + fc.status} {
			if !strings.Contains(out, want) {
				t.Errorf("%s %s: the message does not say %q:\n%s", fc.flag, fc.cmd, want, out)
			}
		}
		for _, f := range []string{"results.jsonl", "results.dat", "match.json", "results-0.sgf"} {
			if _, err := os.Stat(filepath.Join(dir, f)); err == nil {
				t.Errorf("%s %s: %s written", fc.flag, fc.cmd, f)
			}
		}
		args[1], args[3] = fakeBin, fakeBin
		args[5] = "1"
		if out, err := cli(t, args...); err != nil {
			t.Errorf("%s %s: the corrected command in the same directory: %v\n%s", fc.flag, fc.cmd, err, out)
		}
	}
	// Crashes: output before the exit with 127, or another status.
	for _, cmd := range []string{"sh -c 'echo hello; exit 127'", "sh -c 'exit 3'", "sh -c 'exit 1'"} {
		dir := t.TempDir()
		out, err := cli(t, "--black", cmd, "--white", fakeBin, "--games", "1", "--size", "7", "--out", dir)
		var ee *exec.ExitError
		if errors.As(err, &ee) && ee.ExitCode() == 2 {
			t.Errorf("%s: exit status 2, want the crash charged\n%s", cmd, out)
		}
		recs := jsonlLines(t, filepath.Join(dir, "results.jsonl"))
		if len(recs) != 1 || recs[0].Result != "W+F" {
			t.Errorf("%s: %d records %v, want one W+F", cmd, len(recs), recs)
		}
	}
}

// TestMergeKeepsEveryGame: merge joins the shards of one match (README).
// Shards of one match are merged whole, each game with its own SGF;
// directories of two different matches are refused rather than silently
// dropping the games whose numbers clash.
func TestMergeKeepsEveryGame(t *testing.T) {
	eng := fakeBin + " -random"
	base := []string{"--black", eng, "--white", eng, "--games", "4", "--size", "7"}
	root := t.TempDir()
	s0, s1, other := filepath.Join(root, "s0"), filepath.Join(root, "s1"), filepath.Join(root, "other")
	for _, a := range [][]string{{"--shard", "0/2", "--out", s0}, {"--shard", "1/2", "--out", s1},
		{"--komi", "0.5", "--out", other}} {
		if out, err := cli(t, append(append([]string{}, base...), a...)...); err != nil {
			t.Fatalf("%v\n%s", err, out)
		}
	}
	merge := func(args ...string) (string, error) {
		cmd := exec.Command(refereeBin, append([]string{"merge"}, args...)...)
		out, err := cmd.CombinedOutput()
		return string(out), err
	}
	all := filepath.Join(root, "all")
	if out, err := merge("--out", all, s0, s1); err != nil {
		t.Fatalf("%v\n%s", err, out)
	}
	recs := jsonlLines(t, filepath.Join(all, "results.jsonl"))
	if len(recs) != 4 {
		t.Fatalf("%d games merged, want 4", len(recs))
	}
	for _, r := range recs {
		data, err := os.ReadFile(filepath.Join(all, r.SGF))
		if err != nil {
			t.Fatal(err)
		}
		col, err := sgf.Parse(data)
		if err != nil || col.Games[0].Result() != r.Result {
			t.Errorf("game %d: SGF %v, result %q", r.Game, err, r.Result)
		}
	}
	mixed := filepath.Join(root, "mixed")
	out, err := merge("--out", mixed, s0, s1, other)
	if err == nil {
		t.Errorf("merging two different matches succeeded:\n%s", out)
	}
	if !strings.Contains(out, other) {
		t.Errorf("the message does not name the odd directory:\n%s", out)
	}
}

// TestMergeKeepsOpenings: the shards of a match played from --openings
// name the openings in their results.dat header ("# Openings: DIR (N
// files)", between Komi and Referee as the keys go in alphabetical order);
// the merged table is the same match's and must name them too. The merge
// copied every other key of the first shard's header and dropped this one.
func TestMergeKeepsOpenings(t *testing.T) {
	root := t.TempDir()
	ops := openingsDir(t, root, map[string]string{"a.sgf": "(;GM[1]FF[4]SZ[7];B[dd];W[cc])"})
	eng := fakeBin + " -random"
	var shards []string
	for i := range 2 {
		dir := filepath.Join(root, fmt.Sprintf("s%d", i))
		shards = append(shards, dir)
		if out, err := cli(t, "--black", eng, "--white", eng, "--games", "2", "--size", "7", "--openings", ops,
			"--shard", fmt.Sprintf("%d/2", i), "--out", dir); err != nil {
			t.Fatalf("%v\n%s", err, out)
		}
	}
	all := filepath.Join(root, "all")
	if out, err := exec.Command(refereeBin, "merge", "--out", all, shards[0], shards[1]).CombinedOutput(); err != nil {
		t.Fatalf("%v\n%s", err, out)
	}
	want := "# Openings: " + ops + " (1 file)"
	for _, dir := range []string{shards[0], all} {
		head, err := results.ReadDatHeader(filepath.Join(dir, "results.dat"))
		if err != nil {
			t.Fatal(err)
		}
		if got := "# Openings: " + head["Openings"]; got != want {
			t.Errorf("%s: %q, want %q", dir, got, want)
		}
	}
}

// TestIllegalOpeningRefused: an opening whose moves are not legal under the
// match's rules (here White plays on Black's stone: occupied, RULES.md
// section 4) cannot be played. It was found only when its game came up:
// the games before it were played, then the match stopped with exit
// status 1, and stopped so again on every resume. It is refused when the
// openings are read, as a setup after the moves is, with exit status 2
// and nothing written.
func TestIllegalOpeningRefused(t *testing.T) {
	root := t.TempDir()
	ops := openingsDir(t, root, map[string]string{
		"a.sgf": "(;GM[1]FF[4]SZ[7];B[dd];W[cc])",
		"b.sgf": "(;GM[1]FF[4]SZ[7];B[dd];W[dd])",
	})
	dir := filepath.Join(root, "out")
	out, err := cli(t, "--black", fakeBin+" -random", "--white", fakeBin+" -random", "--size", "7", "--games", "4",
		"--openings", ops, "--out", dir)
	var ee *exec.ExitError
	if !errors.As(err, &ee) || ee.ExitCode() != 2 || !strings.Contains(out, "b.sgf") || !strings.Contains(out, "occupied") {
		t.Errorf("%v, want exit status 2 naming b.sgf and occupied\n%s", err, out)
	}
	if _, err := os.Stat(dir); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("the output directory was created (%v)", err)
	}
}

// TestOpeningOfAnotherGameRefused: an opening whose record is of another
// game than Go (SGF FF[4]'s GM: 1 is Go, 2 Othello, 3 chess) holds no Go
// moves: check and score refuse such a record ("not a Go record"), but the
// match read GM[2]'s B[dd] as a Go move and played every game from it. It
// is refused when the openings are read, with exit status 2 and nothing
// written, as an opening with an illegal move is. GM[1] written 01 is Go.
func TestOpeningOfAnotherGameRefused(t *testing.T) {
	root := t.TempDir()
	ops := openingsDir(t, root, map[string]string{
		"a.sgf": "(;GM[01]FF[4]SZ[7];B[dd];W[cc])",
		"b.sgf": "(;GM[2]FF[4]SZ[7];B[dd];W[ce])",
	})
	dir := filepath.Join(root, "out")
	out, err := cli(t, "--black", fakeBin+" -random", "--white", fakeBin+" -random", "--size", "7", "--games", "4",
		"--openings", ops, "--out", dir)
	var ee *exec.ExitError
	if !errors.As(err, &ee) || ee.ExitCode() != 2 || !strings.Contains(out, "b.sgf") || !strings.Contains(out, "not a Go record") {
		t.Errorf("%v, want exit status 2 naming b.sgf, not a Go record\n%s", err, out)
	}
	if _, err := os.Stat(dir); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("the output directory was created (%v)", err)
	}
}

// TestMatchArguments: values no match can use are refused before any game
// with exit status 2, like the other invalid flags: no game count, a board
// size outside GTP's 2..25, a komi that is not a number, and one that the
// records' KM would not give back: a quarter (KM[3.75] reads as stones,
// 7.5 points; before, --komi 6.75 wrote RE[B+0.25] in a record that score
// then counted W+6.5) or 100 points or more (KM[150] reads as Fox's
// hundredths, 1.5).
func TestMatchArguments(t *testing.T) {
	for _, args := range [][]string{{"--games", "0"}, {"--games", "-3"}, {"--size", "1"}, {"--size", "26"},
		{"--komi", "nan"}, {"--komi", "inf"}, {"--komi", "3.75"}, {"--komi", "6.75"}, {"--komi", "150"},
		// Zero or negative counts used to become the defaults silently
		// (gogui-twogtp's -maxmoves -1 is no limit, which we do not have).
		{"--max-moves", "0"}, {"--max-moves", "-1"}, {"--parallel", "0"}, {"--crash-limit", "0"},
		{"--referee", "gnugo --mode gtp", "--scoring", "agreement"},
		// Handicaps that GTP's fixed_handicap table cannot place (2 to
		// 4 stones on 7x7 and even sizes, 2 to 9 on larger odd ones,
		// none below 7x7): they created the directory, then stopped
		// the match at its first game with exit status 1.
		{"--handicap", "1"}, {"--handicap", "5"}, {"--size", "9", "--handicap", "10"},
		{"--size", "5", "--handicap", "2"}, {"--size", "10", "--handicap", "5"}} {
		dir := filepath.Join(t.TempDir(), "out")
		out, err := cli(t, append([]string{"--black", fakeBin, "--white", fakeBin, "--size", "7", "--out", dir}, args...)...)
		var ee *exec.ExitError
		if !errors.As(err, &ee) || ee.ExitCode() != 2 {
			t.Errorf("%v: %v, want exit status 2\n%s", args, err, out)
		}
		if args[0] == "--games" && args[1] == "0" && !strings.Contains(out, "no limit, is not supported") {
			t.Errorf("--games 0: the message does not say that gogui-twogtp's unlimited 0 is not supported:\n%s", out)
		}
		if _, err := os.Stat(dir); !errors.Is(err, os.ErrNotExist) {
			t.Errorf("%v: the output directory was created (%v)", args, err)
		}
	}
}

// TestMaxMovesDefault: without --max-moves a 25x25 match allows twice
// its 625 points; --max-moves 0 is still refused.
func TestMaxMovesDefault(t *testing.T) {
	dir := t.TempDir()
	args := []string{"--black", fakeBin, "--white", fakeBin, "--size", "25", "--out", dir}
	if out, err := cli(t, args...); err != nil {
		t.Fatalf("%v\n%s", err, out)
	}
	data, err := os.ReadFile(filepath.Join(dir, "match.json"))
	if err != nil || !strings.Contains(string(data), `"MaxMoves": 1250`) && !strings.Contains(string(data), `"MaxMoves":1250`) {
		t.Errorf("match.json (%v):\n%s", err, data)
	}
	if out, err := cli(t, append(args, "--max-moves", "0")...); err == nil {
		t.Errorf("--max-moves 0 accepted:\n%s", out)
	}
}

// TestObserverAccepted: a gogui-twogtp command line with -observer runs;
// the observer is not run, and a note says so.
func TestObserverAccepted(t *testing.T) {
	dir := t.TempDir()
	out, err := cli(t, "-black", fakeBin, "-white", fakeBin, "-size", "7", "-sgffile", dir, "-observer", "no-such-program")
	if err != nil || !strings.Contains(out, `--observer "no-such-program" is not run`) {
		t.Errorf("%v\n%s", err, out)
	}
}

// TestDebugToCommentAccepted: -debugtocomment is one of gogui-twogtp's
// options (its usage: "save stderr of programs in SGF comments"), and
// README says a gogui-twogtp command line runs as it is; the match stopped
// with "flag provided but not defined: -debugtocomment" and exit status 2.
// It is accepted, the match is played, and a note says that the programs'
// standard error is not recorded.
func TestDebugToCommentAccepted(t *testing.T) {
	dir := t.TempDir()
	out, err := cli(t, "-black", fakeBin, "-white", fakeBin, "-size", "7", "-sgffile", dir, "-debugtocomment", "-auto")
	if err != nil || !strings.Contains(out, "--debugtocomment is ignored") {
		t.Fatalf("%v\n%s", err, out)
	}
	if recs := jsonlLines(t, filepath.Join(dir, "results.jsonl")); len(recs) != 1 {
		t.Errorf("%d games recorded, want 1", len(recs))
	}
}

// TestForce: a second match with another configuration in the same
// directory is refused; with --force (gogui-twogtp's -force) it starts
// anew: the earlier match's records are gone, other files stay.
func TestForce(t *testing.T) {
	dir := t.TempDir()
	args := []string{"--black", fakeBin + " -random", "--white", fakeBin + " -random", "--size", "7", "--out", dir}
	if out, err := cli(t, append(args, "--games", "2", "--komi", "5.5")...); err != nil {
		t.Fatalf("%v\n%s", err, out)
	}
	for _, name := range []string{"notes.txt", "results-x.sgf"} {
		if err := os.WriteFile(filepath.Join(dir, name), []byte("keep"), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	if out, err := cli(t, append(args, "--games", "1", "--komi", "0.5")...); err == nil {
		t.Fatalf("another komi in the same directory was not refused:\n%s", out)
	}
	if out, err := cli(t, append(args, "--games", "1", "--komi", "0.5", "--force")...); err != nil {
		t.Fatalf("--force: %v\n%s", err, out)
	}
	recs := jsonlLines(t, filepath.Join(dir, "results.jsonl"))
	if len(recs) != 1 || recs[0].Komi != 0.5 {
		t.Errorf("after --force: %d records, komi %v", len(recs), recs[0].Komi)
	}
	for name, want := range map[string]bool{"results-0.sgf": true, "results-1.sgf": false, "notes.txt": true, "results-x.sgf": true} {
		if _, err := os.Stat(filepath.Join(dir, name)); (err == nil) != want {
			t.Errorf("%s: exists %v, want %v", name, err == nil, want)
		}
	}
}

// TestRefusedRunWritesNothing: a run refused because results.jsonl is
// damaged (a bad line before the last) leaves match.json as it was: it
// was written (created, or given the new --games) before the records
// were read.
func TestRefusedRunWritesNothing(t *testing.T) {
	dir := t.TempDir()
	args := []string{"--black", fakeBin + " -random", "--white", fakeBin + " -random", "--size", "7", "--out", dir}
	if out, err := cli(t, append(args, "--games", "2")...); err != nil {
		t.Fatalf("%v\n%s", err, out)
	}
	jsonl, state := filepath.Join(dir, "results.jsonl"), filepath.Join(dir, "match.json")
	data, err := os.ReadFile(jsonl)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(jsonl, append([]byte("{damaged\n"), data...), 0o644); err != nil {
		t.Fatal(err)
	}
	before, err := os.ReadFile(state)
	if err != nil {
		t.Fatal(err)
	}
	refused := func(what string, args ...string) {
		t.Helper()
		out, err := cli(t, args...)
		var ee *exec.ExitError
		if !errors.As(err, &ee) || ee.ExitCode() != 1 {
			t.Errorf("%s: %v, want exit status 1\n%s", what, err, out)
		}
	}
	refused("a longer match", append(args, "--games", "4")...)
	if after, err := os.ReadFile(state); err != nil || !bytes.Equal(after, before) {
		t.Errorf("match.json rewritten by a refused run (%v):\n%s\nwas:\n%s", err, after, before)
	}
	if err := os.Remove(state); err != nil {
		t.Fatal(err)
	}
	refused("without match.json", append(args, "--games", "2")...)
	if _, err := os.Stat(state); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("match.json created by a refused run (%v)", err)
	}
}

// TestGoguiTwogtpFlags: a gogui-twogtp command line runs unchanged (CLIENTS.md
// section 5): -auto and -verbose are accepted and ignored, -sgffile names the
// output directory, -maxmoves and -threads are --max-moves and --parallel,
// -referee asks for the built-in referee's count (the program is not run).
// A bare -time number is seconds, and a note says gogui-twogtp's counts
// minutes. They used to stop with "flag provided but not defined".
func TestGoguiTwogtpFlags(t *testing.T) {
	dir := t.TempDir()
	eng := fakeBin + " -random"
	out, err := cli(t, "-black", eng, "-white", eng, "-games", "2", "-size", "9", "-alternate", "-auto", "-verbose",
		"-sgffile", dir, "-maxmoves", "10", "-threads", "2", "-referee", "no-such-referee", "-time", "600")
	if err != nil {
		t.Fatalf("%v\n%s", err, out)
	}
	if !strings.Contains(out, "not run") || !strings.Contains(out, "bare numbers as seconds") || !strings.Contains(out, "write 600m") {
		t.Errorf("no notes for -referee and -time:\n%s", out)
	}
	recs := jsonlLines(t, filepath.Join(dir, "results.jsonl"))
	if len(recs) != 2 {
		t.Fatalf("%d records in -sgffile's directory, want 2", len(recs))
	}
	for _, r := range recs {
		if r.Moves > 10 || r.Result != "Void" {
			t.Errorf("game %d: %d moves, %s; want the 10-move limit's Void", r.Game, r.Moves, r.Result)
		}
	}
}

// TestSekiCount: RULES.md P6 (9x9, a seki) as an opening that both engines
// pass on, komi 0.5. By area W+4.5 (RULES.md: Black 27 stones + 9, White
// 33 + 7). By territory with the eyes in seki uncounted (the japanese
// preset, RULES.md section 5): Black 9, White 7 less the seki eyes F9 and
// J6, so B+3.5 by hand (RULES.md's "W+0.5" takes the two eyes from the
// wrong side; see judge.TestP6). Both with the engines agreeing on no dead
// stones and with the referee's judgment; before, the match counted the
// seki eyes as White's territory (B+1.5).
func TestSekiCount(t *testing.T) {
	open := t.TempDir()
	p6 := "(;GM[1]FF[4]SZ[9]" +
		"AB[ba][da][ia][db][hb][bc][cc][dc][ec][fc][gc][ad][gd][ae][ge][af][gf][hf][if][ag][bg][cg][bh][ch][dh][bi][di]" +
		"AW[ea][ga][eb][fb][gb][hc][ic][bd][cd][dd][ed][fd][hd][be][de][fe][he][ie][bf][cf][df][ef][ff][dg][hg][ig][eh][fh][gh][hh][ei][gi][ii]PL[B])"
	if err := os.WriteFile(filepath.Join(open, "p6.sgf"), []byte(p6), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct{ rules, scoring, want string }{
		{"chinese", "agreement", "W+4.5"},
		{"japanese", "agreement", "B+3.5"},
		{"japanese", "referee", "B+3.5"},
	} {
		dir := t.TempDir()
		out, err := cli(t, "--black", fakeBin, "--white", fakeBin, "--size", "9", "--komi", "0.5", "--games", "1",
			"--openings", open, "--rules", tc.rules, "--scoring", tc.scoring, "--out", dir)
		if err != nil {
			t.Fatalf("%v\n%s", err, out)
		}
		recs := jsonlLines(t, filepath.Join(dir, "results.jsonl"))
		if len(recs) == 0 || recs[0].Result != tc.want {
			t.Errorf("%s, %s: %+v, want %s", tc.rules, tc.scoring, recs, tc.want)
		}
	}
}

// TestCleanupCostsNoTerritory: 9x9, Black walls column E and White column
// F, a dead White stone at B5, komi 6.5, japanese. Agreed dead, by hand:
// Black 36 points (A to D, B5 included) + 1 prisoner, White 27: B+3.5.
// Here White says nothing is dead, so play resumes (the cleanup phase) and
// Black takes B5 with A5, C5, B6 and B4. Those four stones in Black's own
// territory settle a status and must not cost it four points (as the
// confirmation play of the Japanese rules changes no count): still B+3.5.
// Before, they did, and the winner flipped (W+0.5).
func TestCleanupCostsNoTerritory(t *testing.T) {
	open := wallsOpening(t)
	dir := t.TempDir()
	out, err := cli(t, "--black", fakeBin+" -dead B5 -script pass,A5,C5,B6,B4", "--white", fakeBin,
		"--size", "9", "--komi", "6.5", "--games", "1", "--openings", open, "--rules", "japanese", "--out", dir)
	if err != nil {
		t.Fatalf("%v\n%s", err, out)
	}
	recs := jsonlLines(t, filepath.Join(dir, "results.jsonl"))
	if len(recs) == 0 || recs[0].Result != "B+3.5" || !strings.Contains(strings.Join(recs[0].Events, " "), "not agreed") {
		t.Errorf("%+v, want B+3.5 after a cleanup", recs)
	}
}

// wallsOpening writes, in a directory of its own, the openings file of
// TestCleanupCostsNoTerritory and TestRefereeScoringNamesDeadStones: 9x9,
// a Black wall on column E, a White wall on column F, White's lone B5 in
// Black's side, Black to play; it returns the directory.
func wallsOpening(t *testing.T) string {
	t.Helper()
	open := t.TempDir()
	sgfText := "(;GM[1]FF[4]SZ[9]AB"
	for y := 'a'; y <= 'i'; y++ {
		sgfText += "[e" + string(y) + "]"
	}
	sgfText += "AW[be]"
	for y := 'a'; y <= 'i'; y++ {
		sgfText += "[f" + string(y) + "]"
	}
	sgfText += "PL[B])"
	if err := os.WriteFile(filepath.Join(open, "walls.sgf"), []byte(sgfText), 0o644); err != nil {
		t.Fatal(err)
	}
	return open
}

// TestRefereeScoringNamesDeadStones: TestCleanupCostsNoTerritory's walls
// (Black column E, White column F, a lone White stone at B5), both engines
// passing, --scoring referee, chinese, komi 6.5. GNU Go 3.8 on that
// position (loadsgf, then final_status_list dead and final_score, with
// --chinese-rules) answers B5 and B+2.5: Black's 45 points less White's
// 36, less komi. The record named the agreed dead stones but gave only the
// number of the referee's ("referee's judgment, 1 dead"), so that neither
// the SGF nor results.jsonl said which stones the count took off. It names
// them as the agreed ones are named.
func TestRefereeScoringNamesDeadStones(t *testing.T) {
	open := wallsOpening(t)
	dir := t.TempDir()
	out, err := cli(t, "--black", fakeBin, "--white", fakeBin, "--size", "9", "--komi", "6.5", "--games", "1",
		"--openings", open, "--rules", "chinese", "--scoring", "referee", "--out", dir)
	if err != nil {
		t.Fatalf("%v\n%s", err, out)
	}
	recs := jsonlLines(t, filepath.Join(dir, "results.jsonl"))
	if len(recs) == 0 || recs[0].Result != "B+2.5" || !strings.Contains(recs[0].Detail, "1 dead: B5") {
		t.Fatalf("%+v, want B+2.5 with B5 named dead", recs)
	}
	data, err := os.ReadFile(filepath.Join(dir, recs[0].SGF))
	if err != nil || !strings.Contains(string(data), "1 dead: B5") {
		t.Errorf("the SGF does not name B5 dead (%v):\n%s", err, data)
	}
	// The engines' own counts stand in the root comment beside the
	// referee's, as gogui-twogtp's root comment gives its programs'
	// results (Result[Black], Result[White]); it had none. The fake
	// engine counts every stone alive: Black's 9 stones of column E, White
	// 36 points and B5, 9 - 37 - 6.5 = W+34.5 by hand.
	if !strings.Contains(string(data), "final_score of Black's engine: W+34.5; of White's engine: W+34.5") {
		t.Errorf("the SGF's root comment does not give the engines' final_score:\n%s", data)
	}
}

// TestBuiltinResumesFromAnotherPath: the README's first command (go run
// ./cmd/gtp-referee match) runs the built-in engines from the path of the
// running executable, which go run changes from one run to the next; the
// same command run again must resume the match (README: "Run the same
// command again"), not call it a different match. Here the second run is
// a copy of the binary at another path.
func TestBuiltinResumesFromAnotherPath(t *testing.T) {
	dir := t.TempDir()
	if out, err := cli(t, "--games", "1", "--out", dir); err != nil {
		t.Fatalf("first run: %v\n%s", err, out)
	}
	data, err := os.ReadFile(refereeBin)
	if err != nil {
		t.Fatal(err)
	}
	copyBin := filepath.Join(t.TempDir(), "gtp-referee-copy")
	if err := os.WriteFile(copyBin, data, 0o755); err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	out, err := exec.CommandContext(ctx, copyBin, "match", "--quiet", "--games", "1", "--out", dir).CombinedOutput()
	if err != nil {
		t.Fatalf("the same command from another path: %v\n%s", err, out)
	}
	if recs := jsonlLines(t, filepath.Join(dir, "results.jsonl")); len(recs) != 1 {
		t.Errorf("%d records, want the 1 game of the first run", len(recs))
	}
}

// TestSecondRunRefused: a match started into an output directory where
// another match is running is refused with a clear message and a failing
// exit status, and the first one's records are whole (an audit found two such runs
// exiting 0, with two records run together on one line of results.jsonl,
// which stats then dropped). gogui-twogtp refuses the same way.
func TestSecondRunRefused(t *testing.T) {
	dir := t.TempDir()
	eng := fakeBin + " -random -delay 20ms"
	args := []string{"match", "--quiet", "--black", eng, "--white", eng, "--games", "2", "--size", "9", "--out", dir}
	first := exec.Command(refereeBin, args...)
	if err := first.Start(); err != nil {
		t.Fatal(err)
	}
	// The first run holds the lock once it has created match.json.
	deadline := time.Now().Add(10 * time.Second)
	for {
		if _, err := os.Stat(filepath.Join(dir, "match.json")); err == nil {
			break
		}
		if time.Now().After(deadline) {
			t.Fatal("the first run wrote no match.json")
		}
		time.Sleep(10 * time.Millisecond)
	}
	out, err := cli(t, args[2:]...)
	var ee *exec.ExitError
	if !errors.As(err, &ee) || !strings.Contains(out, "used by another running match") {
		t.Errorf("second run: %v\n%s", err, out)
	}
	if err := first.Wait(); err != nil {
		t.Fatalf("first run: %v", err)
	}
	if recs := jsonlLines(t, filepath.Join(dir, "results.jsonl")); len(recs) != 2 {
		t.Errorf("%d records, want 2", len(recs))
	}
}

// TestRecordNamesPrograms: with two configurations of one engine, PB and PW
// are the same name, so the root comment says which program (by its
// command) played each colour; with --alternate the roles swap in game 1
// (CLIENTS.md section 6, item 4: colours consistent between records).
func TestRecordNamesPrograms(t *testing.T) {
	dir := t.TempDir()
	a, b := fakeBin+" -random -seed 1", fakeBin+" -random -seed 2"
	if out, err := cli(t, "--black", a, "--white", b, "--games", "2", "--size", "9", "--alternate", "--out", dir); err != nil {
		t.Fatalf("%v\n%s", err, out)
	}
	for g, want := range []string{
		"Black is the --black program: " + a + "\nreferee: White is the --white program: " + b,
		"Black is the --white program: " + b + "\nreferee: White is the --black program: " + a,
	} {
		data, err := os.ReadFile(filepath.Join(dir, fmt.Sprintf("results-%d.sgf", g)))
		if err != nil {
			t.Fatal(err)
		}
		c, err := sgf.Parse(data)
		if err != nil {
			t.Fatal(err)
		}
		root := c.Games[0]
		pb, _ := root.Get("PB")
		pw, _ := root.Get("PW")
		if pb != pw {
			t.Fatalf("game %d: PB %q PW %q: the test wants one name", g, pb, pw)
		}
		if cm, _ := root.Get("C"); !strings.Contains(cm, want) {
			t.Errorf("game %d: root comment %q, want it to say %q", g, cm, want)
		}
	}
}

// TestHandicapKomi: a handicap match without --komi is played at half a
// point (rules.HandicapKomi: what GNU Go 3.8 reads for a record with HA
// and no KM, and what KGS sets), not at the even game's komi, which with
// the compensation gave White 5.5 + 2 points at two stones; --komi still
// wins.
func TestHandicapKomi(t *testing.T) {
	for _, tc := range []struct {
		args []string
		want string
	}{
		{nil, "0.5"},
		{[]string{"--komi", "3"}, "3"},
	} {
		dir := t.TempDir()
		args := append([]string{"--black", fakeBin + " -random", "--white", fakeBin + " -random", "--games", "1", "--size", "9",
			"--handicap", "2", "--out", dir}, tc.args...)
		if out, err := cli(t, args...); err != nil {
			t.Fatalf("%v\n%s", err, out)
		}
		data, err := os.ReadFile(filepath.Join(dir, "results-0.sgf"))
		if err != nil {
			t.Fatal(err)
		}
		c, err := sgf.Parse(data)
		if err != nil {
			t.Fatal(err)
		}
		if km, _ := c.Games[0].Get("KM"); km != tc.want {
			t.Errorf("%v: KM[%s], want KM[%s]", tc.args, km, tc.want)
		}
	}
}

// TestPlacementsFromSGF: merge reads the moves of a record from before
// records kept them (results.Record.Placements) back from the game's SGF
// file (match.PlacementsFromSGF): handicap stones, then the moves, passes
// included, in the order a played game records them, the handicap stones
// marked as set up ("|b..."). For played games, handicap and all, the file
// gives back exactly the record's placements.
func TestPlacementsFromSGF(t *testing.T) {
	dir := t.TempDir()
	if out, err := cli(t, "--black", fakeBin+" -random", "--white", fakeBin+" -random", "--games", "3", "--size", "9",
		"--handicap", "2", "--out", dir); err != nil {
		t.Fatalf("%v\n%s", err, out)
	}
	recs := jsonlLines(t, filepath.Join(dir, "results.jsonl"))
	if len(recs) != 3 {
		t.Fatalf("%d games", len(recs))
	}
	for _, r := range recs {
		data, err := os.ReadFile(filepath.Join(dir, r.SGF))
		if err != nil {
			t.Fatal(err)
		}
		ps, key, ok := match.PlacementsFromSGF(data, r.DupKey)
		if !ok || ps != r.Placements || key != r.DupKey || !strings.Contains(ps, "|b") {
			t.Errorf("game %d: %q %s %v, the record has %q %s", r.Game, ps, key, ok, r.Placements, r.DupKey)
		}
		if _, _, ok := match.PlacementsFromSGF(data, r.DupKey+"0"); ok {
			t.Errorf("game %d: placements for another key", r.Game)
		}
	}
}

// TestBoardSizeRefused: an engine that refuses `boardsize N` (GNU Go 3.8
// answers "? unacceptable size" above 19x19) cannot play any game of the
// match. gogui-twogtp sends boardsize to every program before a game and
// stops the whole match with an error when one refuses (CLIENTS.md section
// 5); so does the referee, whether one engine refuses or both, with exit
// status 2 (a command line that cannot be played, as a program that cannot
// be run) and a message naming the refused command, the engine and its
// reply. A match that recorded no game leaves no match.json, results.jsonl
// or results.dat behind, so that the corrected command runs in the same
// directory. One refuser used to forfeit game after game (W+F, "refused")
// until --crash-limit stopped the match with exit status 1 and three
// records of games never played.
func TestBoardSizeRefused(t *testing.T) {
	refuser := fakeBin + " -unknown boardsize"
	type side struct{ black, white, size, who, reply string }
	cases := []side{
		{refuser, refuser, "7", "black (--black program Fake)", "unknown command"},
		{refuser, fakeBin, "7", "black (--black program Fake)", "unknown command"},
		{fakeBin, refuser, "7", "white (--white program Fake)", "unknown command"},
	}
	if _, err := os.Stat(gnugo); err == nil {
		// GNU Go refuses 21x21, the built-in engine takes it.
		g, b := gnugo+" --mode gtp --level 1", refereeBin+" gtp"
		cases = append(cases,
			side{g, g, "21", "white (--white program GNU Go)", "unacceptable size"},
			side{g, b, "21", "black (--black program GNU Go)", "unacceptable size"},
			side{b, g, "21", "white (--white program GNU Go)", "unacceptable size"})
	}
	for _, c := range cases {
		dir := t.TempDir()
		out, err := cli(t, "-black", c.black, "-white", c.white, "-size", c.size, "-games", "4", "-alternate", "-sgffile", dir)
		var ee *exec.ExitError
		if !errors.As(err, &ee) || ee.ExitCode() != 2 {
			t.Errorf("%s vs %s: %v, want exit status 2\n%s", c.black, c.white, err, out)
		}
		for _, s := range []string{"boardsize " + c.size, c.who, c.reply} {
			if !strings.Contains(out, s) {
				t.Errorf("%s vs %s: the message does not say %q:\n%s", c.black, c.white, s, out)
			}
		}
		for _, f := range []string{"results.jsonl", "results.dat", "match.json", "results-0.sgf"} {
			if _, err := os.Stat(filepath.Join(dir, f)); err == nil {
				t.Errorf("%s vs %s: %s written", c.black, c.white, f)
			}
		}
		// The same directory takes the corrected command.
		if c.size == "7" {
			if out, err := cli(t, "-black", fakeBin, "-white", fakeBin, "-size", "7", "-games", "1", "-sgffile", dir); err != nil {
				t.Errorf("the corrected command in the same directory: %v\n%s", err, out)
			}
		}
	}
	// An engine that takes the size in game 0 and refuses it in game 1
	// (its second boardsize): the match stops there, game 0's record
	// kept, results.dat holding its one row, no record of game 1; the
	// same command resumes at game 1 (a new process, which no longer
	// refuses: -once).
	dir := t.TempDir()
	args := []string{"-black", fakeBin + " -fault refuse -on boardsize -at 2 -once " + once(t), "-white", fakeBin, "-size", "7", "-games", "3", "-sgffile", dir}
	out, err := cli(t, args...)
	var ee *exec.ExitError
	if !errors.As(err, &ee) || ee.ExitCode() != 2 || !strings.Contains(out, "game 1") || !strings.Contains(out, "I refuse") {
		t.Errorf("a refusal in game 1: %v, want exit status 2 naming game 1 and the reply\n%s", err, out)
	}
	recs := jsonlLines(t, filepath.Join(dir, "results.jsonl"))
	if len(recs) != 1 || recs[0].Game != 0 {
		t.Fatalf("%d records (%v), want game 0's only", len(recs), recs)
	}
	dat, _, err := results.ReadDat(filepath.Join(dir, "results.dat"))
	if err != nil || len(dat) != 1 || dat[0].Game != 0 {
		t.Errorf("results.dat: %d rows, %v; want game 0's", len(dat), err)
	}
	for _, f := range []string{"match.json", "results-0.sgf"} {
		if _, err := os.Stat(filepath.Join(dir, f)); err != nil {
			t.Errorf("%s: %v", f, err)
		}
	}
	if _, err := os.Stat(filepath.Join(dir, "results-1.sgf")); err == nil {
		t.Errorf("results-1.sgf written for a game never played")
	}
	if out, err := cli(t, args...); err != nil {
		t.Fatalf("resume: %v\n%s", err, out)
	}
	if recs := jsonlLines(t, filepath.Join(dir, "results.jsonl")); len(recs) != 3 {
		t.Errorf("after the resume: %d records, want 3", len(recs))
	}
}

// TestOpeningEndingWithAPass: two consecutive passes end play (RULES.md,
// Art. 7; gogui-twogtp ends a game whose opening leaves both players
// passed). An opening whose last move is Black's pass leaves the first of
// the two: White's pass then ends the game, after 4 moves (B D4, W C5,
// B pass, W pass). The pass of the opening was not counted, so the game
// went on to a third pass (5 moves). An opening that itself ends with two
// passes leaves no game to play: it is refused, as an illegal opening
// is, with exit status 2 before anything is written (it used to be played
// on to a fourth pass).
func TestOpeningEndingWithAPass(t *testing.T) {
	dir := t.TempDir()
	ops := openingsDir(t, dir, map[string]string{"p.sgf": "(;GM[1]FF[4]SZ[7];B[dd];W[cc];B[])"})
	out := filepath.Join(dir, "out")
	// The fake engines pass at every genmove.
	if o, err := cli(t, "-black", fakeBin, "-white", fakeBin, "-size", "7", "-games", "2", "-openings", ops, "-sgffile", out); err != nil {
		t.Fatalf("%v\n%s", err, o)
	}
	for _, r := range jsonlLines(t, filepath.Join(out, "results.jsonl")) {
		if r.Moves != 4 || r.Reason != "score" {
			t.Errorf("game %d: %d moves, %s; want the game ended by White's pass after 4 moves", r.Game, r.Moves, r.Reason)
		}
		data, err := os.ReadFile(filepath.Join(out, r.SGF))
		if err != nil {
			t.Fatal(err)
		}
		col, err := sgf.Parse(data)
		if err != nil {
			t.Fatal(err)
		}
		if moves, err := col.Games[0].MainLine(); err != nil || len(moves) != 4 {
			t.Errorf("game %d: %d moves in the SGF (%v), want 4:\n%s", r.Game, len(moves), err, data)
		}
	}

	if err := os.WriteFile(filepath.Join(ops, "p.sgf"), []byte("(;GM[1]FF[4]SZ[7];B[dd];W[cc];B[];W[])"), 0o644); err != nil {
		t.Fatal(err)
	}
	out2 := filepath.Join(dir, "out2")
	o, err := cli(t, "-black", fakeBin, "-white", fakeBin, "-size", "7", "-games", "2", "-openings", ops, "-sgffile", out2)
	var ee *exec.ExitError
	if !errors.As(err, &ee) || ee.ExitCode() != 2 || !strings.Contains(o, "p.sgf") {
		t.Errorf("an opening ended by two passes: %v, want exit status 2 naming it\n%s", err, o)
	}
	if _, err := os.Stat(filepath.Join(out2, "results.jsonl")); err == nil {
		t.Errorf("an opening ended by two passes: records written")
	}
}

// TestOlderHandicapRecords: the records of handicap games that an older
// version wrote (gtp-referee at 6d1e7b1, before set-up stones were told
// from moves: placements "BcgBgc...", and the duplicate key that version
// gave them) are still duplicates of the same games played now. Two games
// where both engines pass at once after the two handicap stones are the
// same game, so results.dat's DUP names game 0 for games 1 to 3, as
// gogui-twogtp marks a game identical to an earlier one, and stats counts
// three duplicates; the merge of
// such a directory reads the placements and key anew from the SGF files,
// with no warning, also for a record that kept no placements. The key of the resumed games changed with the marks,
// so DUP showed "-" for game 2 (and "2" for game 3), and merge kept the
// old placements, or, for the record without them, warned that its SGF
// file did not hold the game its key named.
func TestOlderHandicapRecords(t *testing.T) {
	dir := t.TempDir()
	args := []string{"--black", fakeBin, "--white", fakeBin, "--size", "9", "--handicap", "2", "--out", dir}
	if out, err := cli(t, append(args, "--games", "2")...); err != nil {
		t.Fatalf("%v\n%s", err, out)
	}
	recs := jsonlLines(t, filepath.Join(dir, "results.jsonl"))
	var buf []byte
	for i := range recs {
		r := &recs[i]
		if r.Placements != "9 9|bcgbgcW--B--" {
			t.Fatalf("game %d: placements %q, the test wants the handicap stones and two passes", r.Game, r.Placements)
		}
		// As gtp-referee at 6d1e7b1 recorded this very game; game 1 as
		// one from before records kept the placements.
		r.Placements, r.DupKey = "9 9|BcgBgcW--B--", "db507da3ef5ee91e8642dec5"
		if r.Game == 1 {
			r.Placements = ""
		}
		b, err := results.MarshalLine(r)
		if err != nil {
			t.Fatal(err)
		}
		buf = append(buf, b...)
	}
	if err := os.WriteFile(filepath.Join(dir, "results.jsonl"), buf, 0o644); err != nil {
		t.Fatal(err)
	}
	if out, err := cli(t, append(args, "--games", "4")...); err != nil {
		t.Fatalf("resume: %v\n%s", err, out)
	}
	dups := func(dat string) []string {
		data, err := os.ReadFile(dat)
		if err != nil {
			t.Fatal(err)
		}
		var col []string
		for _, l := range strings.Split(strings.TrimSpace(string(data)), "\n") {
			if f := strings.Split(l, "\t"); !strings.HasPrefix(l, "#") && len(f) > 5 {
				col = append(col, f[5])
			}
		}
		return col
	}
	want := []string{"-", "0", "0", "0"}
	if got := dups(filepath.Join(dir, "results.dat")); !slices.Equal(got, want) {
		t.Errorf("resumed: DUP column %q, want %q", got, want)
	}
	// stats counts the same three duplicates.
	if msg, err := exec.Command(refereeBin, "stats", dir).CombinedOutput(); err != nil || !strings.Contains(string(msg), "3 duplicates") {
		t.Errorf("stats: %v, want 3 duplicates:\n%s", err, msg)
	}
	out := filepath.Join(t.TempDir(), "merged")
	cmd := exec.Command(refereeBin, "merge", "--out", out, dir)
	msg, err := cmd.CombinedOutput()
	if err != nil || strings.Contains(string(msg), "warning") {
		t.Errorf("merge: %v\n%s", err, msg)
	}
	if got := dups(filepath.Join(out, "results.dat")); !slices.Equal(got, want) {
		t.Errorf("merged: DUP column %q, want %q", got, want)
	}
	for _, r := range jsonlLines(t, filepath.Join(out, "results.jsonl")) {
		if r.Placements != "9 9|bcgbgcW--B--" {
			t.Errorf("merged game %d: placements %q, want them read anew with the stones set up", r.Game, r.Placements)
		}
	}
}

// TestMergeOpeningWithVoidMove: a record this version writes for a game
// played from an opening of moves (no set-up stones), with a void move
// (--illegal penalty: the move is recorded as a pass that is no placement,
// README's table of faults), is no older version's record, and the merge
// has nothing to warn about: the record keeps its placements and key and
// is compared with the other games as it is (the merged DUP column is the
// shard's). The merge, which does not know the match's openings, took the
// record for an older version's with a set-up opening, read the SGF file
// anew, found the void pass in it, and warned that the game is "not
// compared with the other shards' games for near-duplicates", which was
// not so either.
func TestMergeOpeningWithVoidMove(t *testing.T) {
	root := t.TempDir()
	ops := openingsDir(t, root, map[string]string{"a.sgf": "(;GM[1]FF[4]SZ[7];B[dd];W[cc])"})
	dir := filepath.Join(root, "m")
	if out, err := cli(t, "--black", fakeBin+" -fault occupied -at 1", "--white", fakeBin, "--games", "1", "--size", "7",
		"--openings", ops, "--illegal", "penalty", "--out", dir); err != nil {
		t.Fatalf("%v\n%s", err, out)
	}
	recs := jsonlLines(t, filepath.Join(dir, "results.jsonl"))
	if len(recs) != 1 || recs[0].Opening == "" || recs[0].Placements == "" {
		t.Fatalf("records %+v, the test wants one game from the opening, with its placements", recs)
	}
	sgfData, err := os.ReadFile(filepath.Join(dir, recs[0].SGF))
	if err != nil || !strings.Contains(string(sgfData), "void") && !strings.Contains(string(sgfData), "illegal") {
		t.Fatalf("the game has no void move (%v):\n%s", err, sgfData)
	}
	all := filepath.Join(root, "all")
	out, err := exec.Command(refereeBin, "merge", "--out", all, dir).CombinedOutput()
	if err != nil || strings.Contains(string(out), "warning") {
		t.Errorf("merge: %v\n%s", err, out)
	}
	merged := jsonlLines(t, filepath.Join(all, "results.jsonl"))
	if len(merged) != 1 || merged[0].Placements != recs[0].Placements || merged[0].DupKey != recs[0].DupKey {
		t.Errorf("merged record %+v, want the shard's placements and key %q %q", merged, recs[0].Placements, recs[0].DupKey)
	}
}

// openingsDir writes the openings files (name to SGF text) into a new
// directory "openings" under parent and returns its path.
func openingsDir(t *testing.T, parent string, files map[string]string) string {
	t.Helper()
	ops := filepath.Join(parent, "openings")
	if err := os.Mkdir(ops, 0o755); err != nil {
		t.Fatal(err)
	}
	for name, src := range files {
		if err := os.WriteFile(filepath.Join(ops, name), []byte(src), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return ops
}

// TestByoyomiWithoutPeriods: byo-yomi with no period is absolute time. The
// player loses when the last period is used up (RULES.md section 6); with
// none, when the main time is. --time 1s+5sx0 was refused (exit status 2).
// It is now played as 1 s of sudden death: the engines hear GTP's
// time_settings 1 0 0 (byo_stones 0: absolute, RULES.md section 6) or
// kgs-time_settings absolute 1, never a period to think in; the record has
// TM[1] and no OT; and a 1.5 s move (past the main time and the grace of
// 0.1 s, well within the 5 s period it does not have) loses on time.
func TestByoyomiWithoutPeriods(t *testing.T) {
	dir := t.TempDir()
	logB, logW := filepath.Join(dir, "b.log"), filepath.Join(dir, "w.log")
	out := filepath.Join(dir, "out")
	o, err := cli(t, "-black", fakeBin+" -script C3 -fault slow -slow 1500ms -at 2 -log "+logB,
		"-white", fakeBin+" -random -list kgs-time_settings -log "+logW,
		"-size", "7", "-time", "1s+5sx0", "-grace", "100ms", "-out", out)
	if err != nil {
		t.Fatalf("%v\n%s", err, o)
	}
	for _, c := range [][2]string{{logB, "time_settings 1 0 0\n"}, {logW, "kgs-time_settings absolute 1\n"}} {
		data, err := os.ReadFile(c[0])
		if err != nil {
			t.Fatal(err)
		}
		if !strings.Contains(string(data), c[1]) || strings.Contains(string(data), "byoyomi") {
			t.Errorf("%s: want %q and no byoyomi; the engine got:\n%s", filepath.Base(c[0]), c[1], data)
		}
	}
	recs := jsonlLines(t, filepath.Join(out, "results.jsonl"))
	if len(recs) != 1 {
		t.Fatalf("%d records", len(recs))
	}
	if r := recs[0]; r.Result != "W+T" || r.Reason != "time" {
		t.Errorf("a 1.5 s move with 1 s of absolute time: %s (%s): %s, want W+T", r.Result, r.Reason, r.Detail)
	}
	data, err := os.ReadFile(filepath.Join(out, recs[0].SGF))
	if err != nil {
		t.Fatal(err)
	}
	col, err := sgf.Parse(data)
	if err != nil {
		t.Fatal(err)
	}
	root := col.Games[0]
	if tm, _ := root.Get("TM"); tm != "1" || root.Has("OT") {
		ot, _ := root.Get("OT")
		t.Errorf("TM %q OT %q, want TM 1 and no OT", tm, ot)
	}
}

// TestResumeWithFewerGames: a match resumed with a --games below the games
// its records already hold is refused, as gogui-twogtp refuses a results
// table that "already contains N games" beyond its -games (ResultFile):
// exit status 1, the count named, and nothing written (match.json keeps
// the count of its games). The run took the smaller count into match.json,
// played nothing, reported the 3 games and exited 0: the records then held
// a game that the match, by its match.json, did not have. The same count,
// or a larger one, still resumes.
func TestResumeWithFewerGames(t *testing.T) {
	dir := t.TempDir()
	args := []string{"--black", fakeBin + " -random", "--white", fakeBin + " -random", "--size", "7", "--out", dir}
	if out, err := cli(t, append(args, "--games", "3")...); err != nil {
		t.Fatalf("%v\n%s", err, out)
	}
	state, jsonl := filepath.Join(dir, "match.json"), filepath.Join(dir, "results.jsonl")
	before := map[string][]byte{}
	for _, f := range []string{state, jsonl} {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		before[f] = data
	}
	out, err := cli(t, append(args, "--games", "2")...)
	var ee *exec.ExitError
	if !errors.As(err, &ee) || ee.ExitCode() != 1 || !strings.Contains(out, "already holds 3 games") || !strings.Contains(out, "--games 3 or more") {
		t.Errorf("--games 2 after 3 games: %v, want exit status 1 naming the 3 games and --games 3\n%s", err, out)
	}
	for f, data := range before {
		if after, err := os.ReadFile(f); err != nil || !bytes.Equal(after, data) {
			t.Errorf("%s rewritten by the refused run (%v):\n%s\nwas:\n%s", filepath.Base(f), err, after, data)
		}
	}
	if out, err := cli(t, append(args, "--games", "3")...); err != nil || !strings.Contains(out, "games: 3 ") {
		t.Errorf("--games 3 again: %v\n%s", err, out)
	}
}
