package match_test

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/gtp-referee/gtp-referee/match"
)

// freeHandicap3 is a 9x9 match with three handicap stones placed freely,
// komi 0.5 and the output in dir.
func freeHandicap3(dir string) setup {
	return func(c *match.Config) {
		c.Size, c.Handicap, c.FreeHandicap, c.Komi, c.Out = 9, 3, true, 0.5, dir
	}
}

// readLog returns the commands a fake engine logged (-log).
func readLog(t *testing.T, path string) string {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return string(data)
}

// TestFreeHandicap: with --free-handicap, Black's engine is asked
// place_free_handicap N (GTP 2 section 6.3.2) and the stones stand where
// it answers, D5 E5 F5 here (not GTP's fixed three, C3 G7 C7): White's
// engine gets them with set_free_handicap D5 E5 F5, or as plays where it
// lacks that command, and Black's engine is sent nothing more (its reply
// placed them). The record has HA[3] and AB at those points (SGF FF[4]:
// D5 on 9x9 is column d, row 9-5 = 4, e: de; E5 ee; F5 fe), PL[W], and
// the count gives White the preset's compensation: both engines pass at
// once, Black's three stones reach the whole board, 81 points against 0,
// less komi 0.5 and 3 points for three stones under chinese-1988 (RULES.md
// section 2): B+77.5. Before, --handicap always placed the fixed points.
func TestFreeHandicap(t *testing.T) {
	for _, white := range []string{"set_free_handicap", ""} {
		dir := t.TempDir()
		logB, logW := filepath.Join(dir, "b.log"), filepath.Join(dir, "w.log")
		out := filepath.Join(dir, "out")
		_, recs, err := run(t, fake("-list", "place_free_handicap,set_free_handicap", "-free-at", "D5,E5,F5", "-log", logB),
			fake("-list", white, "-log", logW), 1, freeHandicap3(out))
		if err != nil {
			t.Fatal(err)
		}
		r := recs[0]
		if r.Result != "B+77.5" || r.Reason != "score" || r.Handicap != 3 || r.Err || len(r.Events) != 0 {
			t.Errorf("white lists %q: %s (%s) handicap %d err %v: %s %q", white, r.Result, r.Reason, r.Handicap, r.Err, r.Detail, r.Events)
		}
		data, err := os.ReadFile(filepath.Join(out, r.SGF))
		if err != nil {
			t.Fatal(err)
		}
		for _, s := range []string{"HA[3]", "AB[de][ee][fe]", "PL[W]"} {
			if !strings.Contains(string(data), s) {
				t.Errorf("white lists %q: SGF without %s:\n%s", white, s, data)
			}
		}
		b, w := readLog(t, logB), readLog(t, logW)
		if !strings.Contains(b, "place_free_handicap 3\n") || strings.Contains(b, "set_free_handicap") ||
			strings.Contains(b, "play black") || strings.Contains(b, "fixed_handicap") {
			t.Errorf("black's commands:\n%s", b)
		}
		wantW := []string{"set_free_handicap D5 E5 F5\n"}
		if white == "" {
			wantW = []string{"play black D5\n", "play black E5\n", "play black F5\n"}
		}
		for _, s := range wantW {
			if !strings.Contains(w, s) {
				t.Errorf("white lists %q: no %q among its commands:\n%s", white, s, w)
			}
		}
	}
}

// TestFreeHandicapFallback: an engine that does not list
// place_free_handicap places nothing: the stones stand on GTP's fixed
// points (GTP 2 section 4.1.1: C3 G7 C7 for three on 9x9, SGF cg gc cc),
// both engines get them as under --handicap alone, and an event says so.
// Under --alternate the engine that lists it places them in the games it
// plays Black (0 and 2), the other gets the fixed points in its (1 and 3).
func TestFreeHandicapFallback(t *testing.T) {
	dir := t.TempDir()
	out := filepath.Join(dir, "out")
	placer := fake("-list", "place_free_handicap,set_free_handicap", "-free-at", "D5,E5,F5")
	plain := fake("-list", "set_free_handicap")
	_, recs, err := run(t, placer, plain, 4, freeHandicap3(out), func(c *match.Config) { c.Alternate = true })
	if err != nil {
		t.Fatal(err)
	}
	for g := range 4 {
		r := recs[g]
		ab, fallback := "AB[de][ee][fe]", false
		if g%2 == 1 {
			ab, fallback = "AB[cg][gc][cc]", true
		}
		if r.Result != "B+77.5" || r.Reason != "score" || r.Err || hasEvent(r, "does not list place_free_handicap") != fallback {
			t.Errorf("game %d: %s (%s) err %v: %s %q", g, r.Result, r.Reason, r.Err, r.Detail, r.Events)
		}
		data, err := os.ReadFile(filepath.Join(out, r.SGF))
		if err != nil {
			t.Fatal(err)
		}
		if !strings.Contains(string(data), ab) || !strings.Contains(string(data), "HA[3]") {
			t.Errorf("game %d: SGF without %s and HA[3]:\n%s", g, ab, data)
		}
	}
}

// TestFreeHandicapFaults: Black's answer to place_free_handicap 3 must be
// three distinct empty points of the board (GTP 2 section 6.3.2: the
// vertices where the stones were placed; the board is empty before the
// handicap; section 4.1.2 allows fewer, TestFreeHandicapFewer, but
// set_free_handicap takes two at least). Another answer is Black's fault
// and forfeits, as the README's fault table charges a reply to genmove
// that is no move ("malformed": a word that is no vertex, a pass, one
// stone, four stones for three) or an illegal
// move ("illegal": a point off the 9x9 board, a point named twice, which
// the second stone would find occupied); a refusal is charged as a
// refused setup command. White wins W+F and is never asked for a move.
// No stone was placed, so the record has neither AB nor HA: SGF FF[4] has
// HA give the number of handicap stones, which AB places, and a reader
// given HA[3] without AB (GNU Go 3.8's loadsgf, ours) takes the game for
// one of three stones with White to move on an empty board. The record
// had HA[3] without AB.
func TestFreeHandicapFaults(t *testing.T) {
	for _, tc := range []struct {
		flags  []string
		reason string
	}{
		{[]string{"-free-at", "D5,E5,xyz"}, "malformed"},
		{[]string{"-free-at", "D5,pass,F5"}, "malformed"},
		{[]string{"-free-at", "D5"}, "malformed"},
		{[]string{"-free-at", "D5,E5,F5,G5"}, "malformed"},
		{[]string{"-free-at", "D5,E5,J10"}, "illegal"},
		{[]string{"-free-at", "D5,E5,d5"}, "illegal"},
		{[]string{"-fault", "refuse", "-on", "place_free_handicap"}, "refused"},
	} {
		dir := t.TempDir()
		logW := filepath.Join(dir, "w.log")
		black := fake(append([]string{"-list", "place_free_handicap"}, tc.flags...)...)
		_, recs, err := run(t, black, fake("-list", "set_free_handicap", "-log", logW), 1, freeHandicap3(filepath.Join(dir, "out")))
		if err != nil {
			t.Fatal(err)
		}
		r := recs[0]
		if r.Result != "W+F" || r.Reason != tc.reason || r.Charged != "B" || !strings.Contains(r.Detail, "place_free_handicap 3") {
			t.Errorf("%q: %s (%s) charged %q: %s; want W+F (%s) charged to B", tc.flags, r.Result, r.Reason, r.Charged, r.Detail, tc.reason)
		}
		if w := readLog(t, logW); strings.Contains(w, "genmove") || strings.Contains(w, "set_free_handicap") {
			t.Errorf("%q: white's commands:\n%s", tc.flags, w)
		}
		data, err := os.ReadFile(filepath.Join(dir, "out", r.SGF))
		if err != nil {
			t.Fatal(err)
		}
		if strings.Contains(string(data), "HA[") || strings.Contains(string(data), "AB[") {
			t.Errorf("%q: record with HA or AB but no stone placed:\n%s", tc.flags, data)
		}
	}
}

// TestFreeHandicapFewer: GTP 2 section 4.1.2 allows an engine asked for
// a free placement to place fewer stones than asked, so D5 E5 for three is
// no fault: the game is one of two stones, HA[2] and AB[de][ee], White's
// engine gets set_free_handicap D5 E5, an event says so, and the count
// gives White 2 points of compensation (chinese-1988, N), not 3: both
// engines pass at once, 81 - 0.5 - 2 = B+78.5.
func TestFreeHandicapFewer(t *testing.T) {
	dir := t.TempDir()
	logW := filepath.Join(dir, "w.log")
	out := filepath.Join(dir, "out")
	_, recs, err := run(t, fake("-list", "place_free_handicap", "-free-at", "D5,E5"),
		fake("-list", "set_free_handicap", "-log", logW), 1, freeHandicap3(out))
	if err != nil {
		t.Fatal(err)
	}
	r := recs[0]
	if r.Result != "B+78.5" || r.Reason != "score" || r.Handicap != 2 || r.Err || !hasEvent(r, "placed 2 handicap stones of the 3 asked") {
		t.Errorf("%s (%s) handicap %d err %v: %s %q", r.Result, r.Reason, r.Handicap, r.Err, r.Detail, r.Events)
	}
	data, err := os.ReadFile(filepath.Join(out, r.SGF))
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range []string{"HA[2]", "AB[de][ee]PL[W]"} {
		if !strings.Contains(string(data), s) {
			t.Errorf("SGF without %s:\n%s", s, data)
		}
	}
	if w := readLog(t, logW); !strings.Contains(w, "set_free_handicap D5 E5\n") {
		t.Errorf("white's commands:\n%s", w)
	}
}

// TestFreeHandicapResume: a match with --free-handicap is resumed as any
// match (README: running the same command again plays the games left),
// and match.json keeps the flag, so that the same directory with
// --handicap alone, another match, is refused (match.ErrDifferentMatch),
// as a different --handicap is.
func TestFreeHandicapResume(t *testing.T) {
	out := filepath.Join(t.TempDir(), "out")
	placer := fake("-list", "place_free_handicap", "-free-at", "D5,E5,F5")
	if _, _, err := run(t, placer, fake(), 1, freeHandicap3(out)); err != nil {
		t.Fatal(err)
	}
	_, recs, err := run(t, placer, fake(), 2, freeHandicap3(out))
	if err != nil || len(recs) != 2 {
		t.Fatalf("resumed to 2 games: %v, %d records", err, len(recs))
	}
	for g := range 2 {
		if r := recs[g]; r.Result != "B+77.5" || r.Handicap != 3 {
			t.Errorf("game %d: %s handicap %d: %s %q", g, r.Result, r.Handicap, r.Detail, r.Events)
		}
	}
	_, _, err = run(t, placer, fake(), 3, freeHandicap3(out), func(c *match.Config) { c.FreeHandicap = false })
	if !errors.Is(err, match.ErrDifferentMatch) || !strings.Contains(err.Error(), "free-handicap true, now false") {
		t.Errorf("resumed without --free-handicap: %v; want %v", err, match.ErrDifferentMatch)
	}
}

// TestFreeHandicapNeedsHandicap: --free-handicap says where the stones of
// --handicap go; without them it is a usage error.
func TestFreeHandicapNeedsHandicap(t *testing.T) {
	_, _, err := run(t, fake(), fake(), 1, func(c *match.Config) { c.FreeHandicap = true })
	if err == nil || !strings.Contains(err.Error(), "--free-handicap needs --handicap") {
		t.Errorf("got %v", err)
	}
}
