package main

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

func runMain(t testing.TB, args ...string) (stdout, stderr string, code int) {
	t.Helper()
	var out, errb bytes.Buffer
	err := run(context.Background(), args, strings.NewReader(""), &out, &errb)
	code = 0
	if err != nil {
		var ee *exitError
		if errors.As(err, &ee) {
			code = ee.code
			if ee.err != nil {
				// What main prints for it.
				errb.WriteString("gtp-referee: " + ee.err.Error() + "\n")
			}
		} else {
			code = -1
		}
	}
	return out.String(), errb.String(), code
}

func writeFile(t testing.TB, dir, name, content string) string {
	t.Helper()
	p := filepath.Join(dir, name)
	if err := os.WriteFile(p, []byte(content), 0o644); err != nil {
		t.Fatal(err)
	}
	return p
}

func TestCheckExample(t *testing.T) {
	out, _, code := runMain(t, "check", "../../testdata/example-19x19.sgf")
	if code != 0 {
		t.Fatalf("exit %d, output %q", code, out)
	}
	if !regexp.MustCompile(`^\.\./\.\./testdata/example-19x19\.sgf: ok, 174 moves, area [BW]\+\d+(\.5)?\n$`).MatchString(out) {
		t.Fatalf("unexpected output %q", out)
	}
}

// TestCheckVerdicts uses records whose verdicts follow from RULES.md: the
// ko of P1 (B F4 takes F5, W F5 at once retakes: illegal under every
// preset), a stone on an occupied point, single-stone suicide (P2), and a
// hand-counted area on an otherwise empty 5x5 board, a move off the board.
func TestCheckVerdicts(t *testing.T) {
	dir := t.TempDir()
	// P1's diagram (6x5): row 5 is SGF row a.
	p1 := "(;GM[1]FF[4]SZ[6:5]" +
		"AB[da][ea][bb][cb][db][cc][ad][bd]" +
		"AW[ba][fa][ab][eb][ac][ec][fc][dd][ed][ae][be][ce][de][fe]" +
		";B[fb];W[fa])"
	files := map[string]string{
		"ko.sgf":       p1,
		"occupied.sgf": "(;SZ[9];B[ee];W[ee])",
		"suicide.sgf":  "(;SZ[3];B[ab];W[cc];B[bc];W[ac])",
		"area.sgf":     "(;SZ[5]KM[0.5];B[cc])",
		"broken.sgf":   "(;SZ[9]\n;W[ff", // cut off before a move is read
		// A move off the board is an illegal move (RULES.md section 4),
		// not a malformed file; the first illegal move is reported. (jj,
		// just off the 9x9 board's corner, is an old pass: see
		// TestCheckOldPass.)
		"offboard.sgf":  "(;SZ[9];B[ee];W[kk];B[cc])",
		"offboard2.sgf": "(;SZ[9];B[ee];W[ee];B[kk])",
	}
	for name, content := range files {
		writeFile(t, dir, name, content)
	}
	want := map[string]string{
		"ko.sgf":        "illegal move 2 (W F5): ko",
		"occupied.sgf":  "illegal move 2 (W E5): occupied",
		"suicide.sgf":   "illegal move 4 (W A1): suicide",
		"area.sgf":      "ok, 1 moves, area B+24.5",
		"broken.sgf":    "error: line 2, column",
		"offboard.sgf":  "illegal move 2 (W kk): off board",
		"offboard2.sgf": "illegal move 2 (W E5): occupied",
	}
	out, _, code := runMain(t, "check", dir)
	if code != 2 {
		t.Errorf("exit status %d, want 2 (a broken file)", code)
	}
	for name, w := range want {
		if !strings.Contains(out, filepath.Join(dir, name)+": "+w) {
			t.Errorf("%s: want %q in output:\n%s", name, w, out)
		}
	}
	_, _, code = runMain(t, "check", filepath.Join(dir, "ko.sgf"), filepath.Join(dir, "area.sgf"))
	if code != 1 {
		t.Errorf("exit status %d with an illegal move, want 1", code)
	}
	_, _, code = runMain(t, "check", "--rules", "tromp-taylor", filepath.Join(dir, "area.sgf"))
	if code != 0 {
		t.Errorf("exit status %d for a legal record, want 0", code)
	}
	// RULES.md P3 (8x5, eternal life): C1, E1, D1, F1 restore the start;
	// under simple ko (the chinese preset) the third time, at move 8,
	// ends the game with no result (RULES.md section 3); 4 more moves
	// are recorded here. Under the default preset's superko the first
	// F1 is illegal.
	cycle := writeFile(t, dir, "cycle.sgf", "(;GM[1]FF[4]SZ[8:5]"+
		"AB[ac][bc][cc][dc][ec][ad][ed][fd][de][ge]"+
		"AW[ab][bb][cb][db][eb][fb][fc][bd][cd][dd][gd][hd][be][fe]"+
		";B[ce];W[ee];B[de];W[fe];B[ce];W[ee];B[de];W[fe];B[ce];W[ee];B[de];W[fe])")
	for _, tc := range []struct{ rules, want string }{
		{"chinese", "ok, 12 moves, no result: a full-board cycle under simple ko at move 8 (4 moves recorded after it)"},
		{"chinese-1988", "illegal move 4 (W F1): superko"},
	} {
		out, _, _ := runMain(t, "check", "--rules", tc.rules, cycle)
		if !strings.Contains(out, cycle+": "+tc.want) {
			t.Errorf("P3 under %s: %q, want %q", tc.rules, out, tc.want)
		}
	}
}

// TestCheckRecordRules: without --rules a record is replayed under the
// rules its RU names, as score counts it. RULES.md P3 recorded as a
// Japanese game (simple ko: the cycle ends the game with no result at
// move 8) was reported as "illegal move 4 (W F1): superko", the default
// preset's verdict, while score counted the same record as void; a
// record without RU stays under the default (positional superko: the
// first W F1 is illegal), and --rules still overrides RU.
func TestCheckRecordRules(t *testing.T) {
	dir := t.TempDir()
	body := "SZ[8:5]" +
		"AB[ac][bc][cc][dc][ec][ad][ed][fd][de][ge]" +
		"AW[ab][bb][cb][db][eb][fb][fc][bd][cd][dd][gd][hd][be][fe]" +
		";B[ce];W[ee];B[de];W[fe];B[ce];W[ee];B[de];W[fe];B[ce];W[ee];B[de];W[fe])"
	japanese := writeFile(t, dir, "japanese.sgf", "(;GM[1]FF[4]RU[Japanese]"+body)
	plain := writeFile(t, dir, "plain.sgf", "(;GM[1]FF[4]"+body)
	const void = "ok, 12 moves, no result: a full-board cycle under simple ko at move 8 (4 moves recorded after it)"
	const superko = "illegal move 4 (W F1): superko"
	for _, tc := range []struct {
		args []string
		file string
		want string
	}{
		{nil, japanese, void},
		{nil, plain, superko},
		{[]string{"--rules", "chinese-1988"}, japanese, superko},
	} {
		out, _, _ := runMain(t, append(append([]string{"check"}, tc.args...), tc.file)...)
		if !strings.Contains(out, tc.file+": "+tc.want) {
			t.Errorf("check %v %s: %q, want %q", tc.args, filepath.Base(tc.file), out, tc.want)
		}
	}
	out, _, _ := runMain(t, "check", "--json", japanese)
	var r struct {
		Rules string `json:"rules"`
	}
	if err := json.Unmarshal([]byte(out), &r); err != nil {
		t.Fatalf("%v: %q", err, out)
	}
	if r.Rules != "japanese" {
		t.Errorf("check --json of a RU[Japanese] record: rules %q, want japanese", r.Rules)
	}
}

func TestCheckJSON(t *testing.T) {
	dir := t.TempDir()
	writeFile(t, dir, "a.sgf", "(;SZ[9];B[ee];W[ee])")
	out, _, code := runMain(t, "check", "--json", dir)
	if code != 1 {
		t.Fatalf("exit %d", code)
	}
	var r struct {
		File        string `json:"file"`
		OK          bool   `json:"ok"`
		Moves       int    `json:"moves"`
		IllegalMove *struct {
			Number int    `json:"number"`
			Colour string `json:"colour"`
			Vertex string `json:"vertex"`
			Reason string `json:"reason"`
		} `json:"illegal_move"`
	}
	if err := json.Unmarshal([]byte(out), &r); err != nil {
		t.Fatalf("%v in %q", err, out)
	}
	if r.OK || r.Moves != 2 || r.IllegalMove == nil || r.IllegalMove.Number != 2 || r.IllegalMove.Colour != "W" || r.IllegalMove.Vertex != "E5" || r.IllegalMove.Reason != "occupied" {
		t.Fatalf("unexpected %+v", r)
	}
}

func TestCheckSizes(t *testing.T) {
	dir := t.TempDir()
	writeFile(t, dir, "big.sgf", "(;SZ[26];B[aa])")
	out, _, code := runMain(t, "check", dir)
	if code != 2 || !strings.Contains(out, "out of range 2..25") {
		t.Fatalf("exit %d output %q", code, out)
	}
}

// FuzzCheck feeds arbitrary bytes as an SGF file to check: it must not
// panic, and must print exactly one line for the file.
func FuzzCheck(f *testing.F) {
	f.Add([]byte("(;SZ[9];B[ee];W[ee])"))
	f.Add([]byte("(;GM[1]FF[4]SZ[19:13]KM[375]AP[foxwq]AB[aa:cc];W[dd](;B[ee])(;B[ff]))"))
	f.Add([]byte("(;SZ[2];B[aa];W[ab];B[ba];W[bb];B[];W[])"))
	f.Add([]byte(strings.Repeat("(;", 1000)))
	dir := f.TempDir()
	f.Fuzz(func(t *testing.T, data []byte) {
		p := filepath.Join(dir, "f.sgf")
		if err := os.WriteFile(p, data, 0o644); err != nil {
			t.Fatal(err)
		}
		out, _, code := runMain(t, "check", p)
		if code < 0 || code > 2 {
			t.Fatalf("exit %d", code)
		}
		if !strings.HasSuffix(out, "\n") || !strings.HasPrefix(out, p+": ") && !strings.HasPrefix(out, p+"[") {
			t.Fatalf("malformed output %q", out)
		}
	})
}

// TestCheckArgumentOrder: the lines follow the order of the arguments, a
// missing file included: it is reported where it was named, not before the
// files named ahead of it.
func TestCheckArgumentOrder(t *testing.T) {
	dir := t.TempDir()
	a := writeFile(t, dir, "a.sgf", "(;SZ[5]KM[0.5];B[cc])")
	missing := filepath.Join(dir, "missing.sgf")
	b := writeFile(t, dir, "b.sgf", "(;SZ[5]KM[0.5];B[cc])")
	for _, cmd := range []string{"check", "score"} {
		out, _, code := runMain(t, cmd, a, missing, b)
		if code != 2 {
			t.Errorf("%s: exit %d, want 2 (a missing file)", cmd, code)
		}
		lines := strings.Split(strings.TrimSuffix(out, "\n"), "\n")
		var got []string
		for _, l := range lines {
			name, _, _ := strings.Cut(l, ": ")
			got = append(got, name)
		}
		if want := []string{a, missing, b}; strings.Join(got, ",") != strings.Join(want, ",") {
			t.Errorf("%s: files in order %v, want %v", cmd, got, want)
		}
	}
}

// TestCheckWarnings: a record whose KM is not a number is replayed (nothing
// is lost) with the flaw named on its line, an illegal move's line too, in
// the JSON too, and score says it beside the count. Under chinese-1988 (komi 2¾ stones, 5.5
// points) Black's lone stone owns the 9x9 board: B+75.5.
func TestCheckWarnings(t *testing.T) {
	dir := t.TempDir()
	path := writeFile(t, dir, "km.sgf", "(;SZ[9]KM[abc];B[ee])")
	warn := `line 1, column 2: KM[abc]: not a komi; read as absent`
	out, _, code := runMain(t, "check", path)
	if want := path + ": ok, 1 moves, area B+75.5 (" + warn + ")\n"; code != 0 || out != want {
		t.Errorf("check: exit %d, %q; want 0, %q", code, out, want)
	}
	ill := writeFile(t, dir, "ill.sgf", "(;SZ[9]KM[abc];B[ee];W[ee])")
	out, _, code = runMain(t, "check", ill)
	if want := ill + ": illegal move 2 (W E5): occupied (" + warn + ")\n"; code != 1 || out != want {
		t.Errorf("check: exit %d, %q; want 1, %q", code, out, want)
	}
	out, _, _ = runMain(t, "check", "--json", path)
	var r checkResult
	if err := json.Unmarshal([]byte(out), &r); err != nil || len(r.Warnings) != 1 || r.Warnings[0] != warn {
		t.Errorf("check --json: %q (%v)", out, err)
	}
	out, _, code = runMain(t, "score", path)
	if !strings.HasPrefix(out, path+": B+75.5 ") || !strings.HasSuffix(out, " ("+warn+")\n") || code != 0 {
		t.Errorf("score: exit %d, %q", code, out)
	}
}

// TestCheckParseWarnings: a flaw the parser works around, here a CA label
// no registry knows, is named on the record's line with its place (the
// second tree starts line 2, column 1).
func TestCheckParseWarnings(t *testing.T) {
	path := writeFile(t, t.TempDir(), "ca.sgf", "(;SZ[9];B[ee])\n(;CA[X-NO-SUCH]SZ[9];B[ee])")
	out, _, code := runMain(t, "check", path)
	want := path + "[1]: ok, 1 moves, area B+75.5\n" +
		path + "[2]: ok, 1 moves, area B+75.5 (line 2, column 1: unknown charset CA[X-NO-SUCH]; read as UTF-8)\n"
	if code != 0 || out != want {
		t.Errorf("check: exit %d, %q; want 0, %q", code, out, want)
	}
}

// TestCheckOldPass: W[jj] on 9x9, the point just off the far corner, is an
// old writers' pass (GoGui: "Non-standard pass move encoding"): the game
// goes on, with the warning on its line. Black's two stones own the
// board under the default preset (komi 5.5): 81 - 5.5 = B+75.5.
func TestCheckOldPass(t *testing.T) {
	path := writeFile(t, t.TempDir(), "jj.sgf", "(;SZ[9];B[ee];W[jj];B[cc])")
	out, _, code := runMain(t, "check", path)
	want := path + ": ok, 3 moves, area B+75.5 (line 1, column 14: W[jj]: non-standard pass move encoding; read as a pass)\n"
	if code != 0 || out != want {
		t.Errorf("check: exit %d, %q; want 0, %q", code, out, want)
	}
}

// TestCheckAssumedHandicap: HA[2] without AB on 9x9, White first: the
// replay puts Black's stones on GTP's fixed points C3 and G7, and says so;
// Black's recorded G7 is then occupied, because of that assumption.
func TestCheckAssumedHandicap(t *testing.T) {
	path := writeFile(t, t.TempDir(), "ha.sgf", "(;SZ[9]HA[2];W[ee];B[gc])")
	out, _, code := runMain(t, "check", path)
	want := path + ": illegal move 2 (B G7): occupied (a handicap stone assumed from HA[2] without AB)" +
		" (line 1, column 2: HA[2] without AB: fixed placement assumed)\n"
	if code != 1 || out != want {
		t.Errorf("check: exit %d, %q; want 1, %q", code, out, want)
	}
}

// TestCheckCollectionBadGame: a collection whose second game has a bad SZ
// reports that game as an error, under its own name, and still checks
// the others (before: the whole file was one error). Each 9x9 board holds
// one black stone: 81 - 5.5 = B+75.5 under the default preset.
func TestCheckCollectionBadGame(t *testing.T) {
	path := writeFile(t, t.TempDir(), "coll.sgf", "(;FF[4]SZ[9];B[ee])(;FF[4]SZ[abc];B[ee])(;FF[4]SZ[9];B[cc])")
	out, _, code := runMain(t, "check", path)
	want := path + "[1]: ok, 1 moves, area B+75.5\n" +
		path + "[2]: error: line 1, column 21: invalid board size SZ[abc]\n" +
		path + "[3]: ok, 1 moves, area B+75.5\n"
	if code != 2 || out != want {
		t.Errorf("check: exit %d, %q; want 2, %q", code, out, want)
	}
	out, _, code = runMain(t, "score", path)
	if lines := strings.Split(strings.TrimSpace(out), "\n"); code != 2 || len(lines) != 3 ||
		!strings.HasPrefix(lines[1], path+"[2]: error: ") || !strings.HasPrefix(lines[2], path+"[3]: B+") {
		t.Errorf("score: exit %d, %q", code, out)
	}
}

// TestCheckScoreHelp: --help (and -h) prints the usage and exits 0, as
// "gtp-referee help" and "gtp-referee gtp --help" do and as Go's flag
// package does for -h under ExitOnError; before, check and score exited 2,
// the status of a usage error, so that a script could not tell asking for
// help from a mistake. The usage names the exit statuses.
func TestCheckScoreHelp(t *testing.T) {
	for _, cmd := range []string{"check", "score"} {
		for _, flag := range []string{"--help", "-h"} {
			_, stderr, code := runMain(t, cmd, flag)
			if code != 0 || !strings.Contains(stderr, "usage: gtp-referee "+cmd) || !strings.Contains(stderr, "Exit status") {
				t.Errorf("%s %s: exit status %d, usage %q; want 0 and the usage with the exit statuses", cmd, flag, code, stderr)
			}
		}
		if _, _, code := runMain(t, cmd, "--no-such-flag", "x.sgf"); code != 2 {
			t.Errorf("%s --no-such-flag: exit status %d, want 2", cmd, code)
		}
	}
}

// TestCheckCollectionBrokenLater: a collection whose last game tree is cut
// off inside a value (a truncated download) still has its complete games
// replayed, each on its own line; the broken tree gets its own line with
// the line and column of the error, marked truncated, its move before the
// error checked (TestCheckTruncated), and the exit status is 2 (unreadable
// input). Before, the whole file was one error and its complete games were
// lost. The first game: B E5 on 9x9 with komi 7 gives B+74 by area, all 81
// points Black's (hand count: 81 - 0 - 7); the second, B D6 read, without
// KM or DT, B+75.5 under chinese-1988's komi 5.5 (81 - 0 - 5.5).
func TestCheckCollectionBrokenLater(t *testing.T) {
	dir := t.TempDir()
	f := writeFile(t, dir, "coll.sgf", "(;GM[1]SZ[9]KM[7];B[ee])\n(;GM[1]SZ[9];B[dd];W[")
	out, _, code := runMain(t, "check", f)
	if code != 2 {
		t.Errorf("exit status %d, want 2", code)
	}
	for _, want := range []string{f + "[1]: ok, 1 moves, area B+74\n", f + "[2]: truncated, 1 moves, area B+75.5 (line 2, column 22: unexpected end of input inside property value W["} {
		if !strings.Contains(out, want) {
			t.Errorf("want %q in output:\n%s", want, out)
		}
	}
}

// TestCheckCollectionBrokenFirst: a collection whose first game tree has
// a syntax error before the parenthesis that closes it (a stray word in a
// hand-edited record) still has its later games replayed, each on its own
// line; the broken tree has its line with the line and column of the
// error (the 'x' is column 19 of line 1, counted by hand), marked
// truncated, its move before the error checked (B E5 on 9x9, no KM or DT:
// B+75.5 under chinese-1988's komi 5.5, 81 - 0 - 5.5), and the exit
// status is 2. Before, the whole file was that one error. The second game:
// B E5 on 9x9 with komi 7 gives B+74 by area, all 81 points Black's (hand
// count: 81 - 0 - 7).
func TestCheckCollectionBrokenFirst(t *testing.T) {
	dir := t.TempDir()
	f := writeFile(t, dir, "coll.sgf", "(;GM[1]SZ[9];B[ee]x[1];W[cc])\n(;GM[1]SZ[9]KM[7];B[ee])\n")
	out, _, code := runMain(t, "check", f)
	if code != 2 {
		t.Errorf("exit status %d, want 2", code)
	}
	for _, want := range []string{f + `[1]: truncated, 1 moves, area B+75.5 (line 1, column 19: bad property ident "x": no upper-case letter: the game tree breaks there; the 1 moves before it checked)` + "\n", f + "[2]: ok, 1 moves, area B+74\n"} {
		if !strings.Contains(out, want) {
			t.Errorf("want %q in output:\n%s", want, out)
		}
	}
}

// TestCheckKOProperty: a move whose node has FF[4]'s KO property ("execute
// a given move even it's illegal") is reported as illegal and played, and
// the replay goes on to the moves after it, which are checked too. Before,
// check stopped there as at any illegal move. RULES.md P1 (6x5): after B F4
// takes F5, W F5 at once retakes the ko, illegal under every preset; played,
// it restores the diagram, whose Tromp-Taylor area (hand count) is Black's
// 8 stones against White's 14 stones and 4 points (A5, F4, F2, E1; C5, B3,
// D3, C2 touch both), so with the default preset's komi 5.5 W+15.5. A
// marked move on an occupied point cannot be played and stops the replay.
func TestCheckKOProperty(t *testing.T) {
	dir := t.TempDir()
	const p1 = "(;GM[1]FF[4]SZ[6:5]" +
		"AB[da][ea][bb][cb][db][cc][ad][bd]" +
		"AW[ba][fa][ab][eb][ac][ec][fc][dd][ed][ae][be][ce][de][fe]"
	for _, tc := range []struct{ moves, want string }{
		{";B[fb];W[fa]KO[])", "illegal move 2 (W F5): ko (marked KO[]: executed); 2 moves, area W+15.5"},
		// B5 is White's.
		{";B[fb];W[fa]KO[];B[ba])", "illegal move 2 (W F5): ko (marked KO[]: executed); illegal move 3 (B B5): occupied"},
		{";B[fb];W[fa])", "illegal move 2 (W F5): ko"},
		{";B[fb];W[fb]KO[])", "illegal move 2 (W F4): occupied"},
	} {
		path := writeFile(t, dir, "ko.sgf", p1+tc.moves)
		out, _, code := runMain(t, "check", path)
		if code != 1 || out != path+": "+tc.want+"\n" {
			t.Errorf("%s: exit %d, %q; want exit 1, %q", tc.moves, code, out, tc.want)
		}
	}
	path := writeFile(t, dir, "ko.sgf", p1+";B[fb];W[fa]KO[])")
	var r struct {
		OK       bool `json:"ok"`
		Executed []struct {
			Number int    `json:"number"`
			Vertex string `json:"vertex"`
			Reason string `json:"reason"`
		} `json:"executed"`
		IllegalMove *struct{} `json:"illegal_move"`
		Area        string    `json:"area"`
	}
	out, _, _ := runMain(t, "check", "--json", path)
	if err := json.Unmarshal([]byte(out), &r); err != nil {
		t.Fatalf("%v in %q", err, out)
	}
	if r.OK || len(r.Executed) != 1 || r.Executed[0].Number != 2 || r.Executed[0].Vertex != "F5" || r.Executed[0].Reason != "ko" || r.IllegalMove != nil || r.Area != "W+15.5" {
		t.Errorf("--json: %+v", r)
	}
}

// TestCheckTruncatedExecuted: a truncated record with a move its node marks
// KO[] says "truncated" first, as the JSON and a record without such a
// move do; the line began with the executed move. TestCheckKOProperty's
// P1 diagram and moves, then a comment whose unescaped ']' leaves the word
// "b" (column 132, counted by hand: the root's 131 characters before it)
// before B A5: the two moves before the break are read, W F5 executed, and
// the area is that test's hand count, W+15.5.
func TestCheckTruncatedExecuted(t *testing.T) {
	const rec = "(;GM[1]FF[4]SZ[6:5]" +
		"AB[da][ea][bb][cb][db][cc][ad][bd]" +
		"AW[ba][fa][ab][eb][ac][ec][fc][dd][ed][ae][be][ce][de][fe]" +
		";B[fb];W[fa]KO[]C[a]b c];B[aa])"
	f := writeFile(t, t.TempDir(), "k.sgf", rec)
	out, _, code := runMain(t, "check", f)
	want := f + `: truncated, illegal move 2 (W F5): ko (marked KO[]: executed); 2 moves, area W+15.5 (line 1, column 132: bad property ident "b": no upper-case letter: the game tree breaks there; the 2 moves before it checked)` + "\n"
	if out != want || code != 2 {
		t.Errorf("check: %q, exit %d; want %q, 2", out, code, want)
	}
}

// TestCheckSecondRoot: a collection whose first game tree lacks its ')'
// is read, as @sabaki/sgf 3.4.7 and GNU Go 3.8's loadsgf read it, as one
// game whose main line runs on into the second game's (black C7 D6, white
// E5); check names the tree not closed and now the second root too (its
// GM[1] at line 2, column 2, by hand). Area by hand: two black stones, one
// white, every empty point reaching both: 2 - 1 - 5.5, W+4.5.
func TestCheckSecondRoot(t *testing.T) {
	f := writeFile(t, t.TempDir(), "c.sgf", "(;GM[1]SZ[9];B[cc]\n(;GM[1]SZ[9];B[dd];W[ee])")
	out, _, code := runMain(t, "check", f)
	want := f + `: ok, 3 moves, area W+4.5 (line 2, column 26: game tree not closed: input ends without ')' (tree opened on line 1); line 2, column 2: GM[1]: a root property, which FF[4] allows only in a game's root node; ignored (another game's root, the game tree before it not closed?))` + "\n"
	if out != want || code != 0 {
		t.Errorf("check: %q, exit %d; want %q, 0", out, code, want)
	}
}

// TestCheckSetupOffBoard: a record whose setup names points off its board
// is checked, those points skipped (a rectangle's set on the board), as
// GNU Go 3.8's loadsgf sets them (black H2 J2 H1 J1, white C7); it was an
// error. Area by hand: 4 - 1 - 5.5, W+2.5, the empty points one region
// touching both.
func TestCheckSetupOffBoard(t *testing.T) {
	f := writeFile(t, t.TempDir(), "s.sgf", "(;GM[1]SZ[9]AB[hh:kk][kk]AW[ka][cc]AE[zz])")
	out, _, code := runMain(t, "check", f)
	if want := f + ": ok, 0 moves, area W+2.5 ("; !strings.HasPrefix(out, want) || !strings.Contains(out, "AE[zz]: off the 9x9 board; skipped") || code != 0 {
		t.Errorf("check: %q, exit %d; want %q..., 0", out, code, want)
	}
}

// TestCheckTruncated: a record whose game tree breaks after its root node
// is checked as far as it was read, marked truncated with the error, and
// the exit status is 2 (malformed input); it was an error line alone, the
// game lost. The last node's comment holds an unescaped ']' and a word
// after it (column 66, counted by hand) after the three moves, which GNU
// Go 3.8's loadsgf plays (Black E5 G3, White C7). Area by hand: Black's
// two stones, White's one, every empty point reaching both: 2 - 1 - 7,
// W+6.
func TestCheckTruncated(t *testing.T) {
	dir := t.TempDir()
	f := writeFile(t, dir, "a.sgf", "(;GM[1]SZ[9]KM[7];B[ee];W[cc];B[gg]C[Black wins [by resignation] thanks])")
	const msg = `line 1, column 66: bad property ident "thanks": no upper-case letter`
	out, _, code := runMain(t, "check", f)
	if want := f + ": truncated, 3 moves, area W+6 (" + msg + ": the game tree breaks there; the 3 moves before it checked)\n"; out != want || code != 2 {
		t.Errorf("check: %q, exit %d; want %q, 2", out, code, want)
	}
	out, _, code = runMain(t, "check", "--json", f)
	var r checkResult
	if err := json.Unmarshal([]byte(out), &r); err != nil || code != 2 {
		t.Fatalf("check --json: %q, %v, exit %d", out, err, code)
	}
	if r.OK || r.Moves != 3 || r.Area != "W+6" || r.Truncated != msg || r.Error != "" {
		t.Errorf("check --json: %+v; want not ok, 3 moves, W+6, truncated %q", r, msg)
	}
}

// TestCheckPastMainLine: a record whose syntax error lies in a variation
// after its main line is checked whole, as any record, the error a warning
// (exit status 0); it was an error line alone. The main line is
// @sabaki/sgf 3.4.7's, B A9, W B8, B C7 (GNU Go 3.8's loadsgf refuses the
// file); area by hand: two black stones, one white, every empty point
// reaching both, no KM: 2 - 1 - 5.5, W+4.5.
func TestCheckPastMainLine(t *testing.T) {
	dir := t.TempDir()
	f := writeFile(t, dir, "a.sgf", "(;GM[1]SZ[9];B[aa](;W[bb];B[cc])(;W[dd]x[1];B[ee]))")
	out, _, code := runMain(t, "check", f)
	want := f + `: ok, 3 moves, area W+4.5 (line 1, column 40: bad property ident "x": no upper-case letter: the game tree breaks there, past its main line, which is read whole; the variations after the error are not)` + "\n"
	if out != want || code != 0 {
		t.Errorf("check: %q, exit %d; want %q, 0", out, code, want)
	}
}

// TestCheckStrayWordComment: a comment whose unescaped ']' leaves the words
// "first; W[ee] next]" is not read as a move W[ee]: the tree breaks at
// "first" (line 1, column 30, by hand), after B C7 alone, as GNU Go 3.8's
// loadsgf reads it ("= white", list_stones black "C7", white ""). Area by
// hand: C7's, 81 points, less 5.5. check read 2 moves (B C7, W E5: area
// W+5.5) and score counted W E5's stone.
func TestCheckStrayWordComment(t *testing.T) {
	f := writeFile(t, t.TempDir(), "c.sgf", "(;GM[1]SZ[9];B[cc]C[try [dd] first; W[ee] next];W[gg];B[ee])")
	out, _, code := runMain(t, "check", f)
	want := f + `: truncated, 1 moves, area B+75.5 (line 1, column 30: bad property ident "first": no upper-case letter: the game tree breaks there; the 1 moves before it checked)` + "\n"
	if out != want || code != 2 {
		t.Errorf("check: %q, exit %d; want %q, 2", out, code, want)
	}
}

// TestCheckTruncatedIllegal: a truncated record with an illegal move
// before its break does not say that its moves before the break were all
// checked: the replay stops at move 2 (W C7 on Black's C7, occupied), of
// the 3 moves read before the stray "b" (line 1, column 35, by hand); it
// said "the 3 moves before it checked". Exit status 2, as for any
// truncated record (score's too).
func TestCheckTruncatedIllegal(t *testing.T) {
	f := writeFile(t, t.TempDir(), "i.sgf", "(;GM[1]SZ[9];B[cc];W[cc];B[dd]C[a]b c];W[ee])")
	out, _, code := runMain(t, "check", f)
	want := f + `: illegal move 2 (W C7): occupied (line 1, column 35: bad property ident "b": no upper-case letter: the game tree breaks there, after 3 moves)` + "\n"
	if out != want || code != 2 {
		t.Errorf("check: %q, exit %d; want %q, 2", out, code, want)
	}
}

// TestCheckBrokenTreeWarnings: check names the warnings of a broken tree's
// reading, as of a tree read whole (both were dropped with the tree): past
// the main line, the node after a variation skipped (line 1, column 35,
// counted by hand: the ';' of ";B[ee]", which @sabaki/sgf 3.4.7 skips,
// its main line B[cc] W[gg]); truncated, the unknown charset, as for the
// same record without the broken comment (reported at the tree's '(',
// column 1). Areas by hand: C7 against G3, 1 - 1 - 5.5; C7 D6 against
// G3, 2 - 1 - 5.5, the empty points one region touching both.
func TestCheckBrokenTreeWarnings(t *testing.T) {
	dir := t.TempDir()
	past := writeFile(t, dir, "past.sgf", "(;GM[1]SZ[9];B[cc](;W[gg])(;W[dd]);B[ee](;W[ff]C[a]b c]))")
	cut := writeFile(t, dir, "cut.sgf", "(;GM[1]SZ[9]CA[foo];B[cc];W[gg];B[dd]C[a]b c];W[ee])")
	out, _, code := runMain(t, "check", past, cut)
	want := past + `: ok, 2 moves, area W+5.5 (line 1, column 35: node after a variation skipped: FF[4] puts a node's variations after its sequence; line 1, column 52: bad property ident "b": no upper-case letter: the game tree breaks there, past its main line, which is read whole; the variations after the error are not)` + "\n" +
		cut + `: truncated, 3 moves, area W+4.5 (line 1, column 42: bad property ident "b": no upper-case letter: the game tree breaks there; the 3 moves before it checked) (line 1, column 1: unknown charset CA[foo]; read as UTF-8)` + "\n"
	if out != want || code != 2 {
		t.Errorf("check: %q, exit %d; want %q, 2", out, code, want)
	}
}
