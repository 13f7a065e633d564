package gtp_test

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// How a differential step compares the two replies.
const (
	sameOutcome = iota // both succeed or both fail
	sameText           // both succeed with the same text, or both fail
	sameSet            // both succeed with the same words in any order, or both fail
	sameError          // both fail, ours with GNU Go's text before any ": reason"
)

// diffStep is one command sent to both engines.
type diffStep struct {
	cmd  string
	want int // how the replies must agree
}

// TestGNUGoStandardCommands sends the same GTP 2 command scripts to
// gtp-referee and to GNU Go 3.8, the protocol's reference implementation,
// and compares only what the specification (or GNU Go's documented reply
// format, which CLIENTS.md section 2 asks for) fixes: whether a command
// succeeds; the error text where GTP 2 names it ("illegal move", "cannot
// undo", "unacceptable size", "board not empty", "unknown command"; our
// more precise reason after a colon is allowed, CLIENTS.md section 1);
// and the text of the board queries (list_stones, captures, countlib,
// findlib, is_legal, all_legal, showboard, move_history without passes,
// loadsgf's colour to move), the handicap vertices as a set (their
// order is free). Differences that are deliberate are left out: GNU Go's
// 1x1 board and board sizes we take (25), its leniency with extra
// arguments ("play b d4 x" plays), its scoring and move choice. Each
// script gets a fresh pair of engines; the whole runs in about a second.
func TestGNUGoStandardCommands(t *testing.T) {
	if _, err := os.Stat(gnugo); err != nil {
		t.Skip("GNU Go not installed at " + gnugo)
	}
	abs := func(name string) string {
		p, err := filepath.Abs(filepath.Join("testdata", name))
		if err != nil {
			t.Fatal(err)
		}
		return p
	}
	x := func(cmds ...string) []diffStep { // same text
		s := make([]diffStep, len(cmds))
		for i, c := range cmds {
			s[i] = diffStep{c, sameText}
		}
		return s
	}
	stones := x("list_stones black", "list_stones white", "captures black", "captures white")
	scripts := map[string][]diffStep{
		"setup": slices.Concat([]diffStep{
			{"protocol_version", sameText},
			{"boardsize 19", sameOutcome}, {"boardsize 2", sameOutcome},
			{"boardsize 26", sameError}, {"boardsize 0", sameError}, {"boardsize -1", sameError},
			{"boardsize abc", sameOutcome}, {"boardsize", sameOutcome},
			{"boardsize 9", sameOutcome}, {"komi 6.5", sameOutcome}, {"boardsize 13", sameOutcome},
			{"komi -7.5", sameOutcome}, {"komi 0", sameOutcome}, {"komi abc", sameOutcome}, {"komi", sameOutcome},
			{"no_such_command", sameError}, {"known_command play", sameText},
			{"known_command no_such_command", sameText}, {"known_command", sameText},
			{"known_command play extra", sameText}, {"list_commands", sameOutcome},
			{"query_boardsize", sameText},
			{"play b d4", sameOutcome}, {"play w c3", sameOutcome},
			{"clear_board", sameOutcome},
		}, stones, x("move_history"), []diffStep{{"undo", sameError}}),
		"play": slices.Concat([]diffStep{
			{"boardsize 9", sameOutcome},
			{"play b a1", sameOutcome}, {"play B A2", sameOutcome}, {"play black a3", sameOutcome},
			{"play BLACK a4", sameOutcome}, {"play White j9", sameOutcome}, {"play WHITE J1", sameOutcome},
			{"play w pass", sameOutcome}, {"play b PASS", sameOutcome},
			{"play w a1", sameError}, {"play w i5", sameOutcome}, {"play w k1", sameOutcome},
			{"play w z99", sameOutcome}, {"play w a0", sameOutcome}, {"play x b1", sameOutcome},
			{"play w", sameOutcome}, {"play", sameOutcome},
			// A black wall round a1-a4, then White's suicide at b1's corner.
			{"play b b2", sameOutcome}, {"play b c1", sameOutcome}, {"play w b1", sameError},
		}, stones, []diffStep{
			// A vertex off the board: is_legal fails (GNU Go: "?
			// invalid color or coordinate").
			{"is_legal b k1", sameOutcome}, {"is_legal w j10", sameOutcome}, {"is_legal b z99", sameOutcome},
		}, x("is_legal w b1", "is_legal b b1", "all_legal white", "all_legal black",
			"countlib a1", "findlib a1", "countlib j9", "findlib j9", "showboard")),
		"capture-ko-undo": slices.Concat([]diffStep{
			{"boardsize 9", sameOutcome},
			// A ko at d5/e5: Black takes at e5, White's retake is illegal.
			{"play b d6", sameOutcome}, {"play b c5", sameOutcome}, {"play b d4", sameOutcome},
			{"play w e6", sameOutcome}, {"play w f5", sameOutcome}, {"play w e4", sameOutcome},
			{"play w d5", sameOutcome}, {"play b e5", sameOutcome}, {"play w d5", sameError},
		}, stones, x("all_legal white", "showboard"), []diffStep{
			{"play w a9", sameOutcome}, {"play b a1", sameOutcome}, {"play w d5", sameOutcome},
			{"undo", sameOutcome}, {"undo", sameOutcome}, {"undo", sameOutcome},
		}, stones, x("move_history", "all_legal white"), []diffStep{
			{"gg-undo 2", sameOutcome}, {"gg-undo 20", sameError}, {"gg-undo 0", sameOutcome},
		}, stones, x("move_history"), []diffStep{
			{"play b pass", sameOutcome}, {"undo", sameOutcome},
			{"clear_board", sameOutcome}, {"undo", sameError},
		}, stones),
		"handicap": slices.Concat([]diffStep{
			{"boardsize 19", sameOutcome},
			{"fixed_handicap 0", sameOutcome}, {"fixed_handicap 1", sameOutcome},
			{"fixed_handicap 10", sameOutcome}, {"fixed_handicap abc", sameOutcome},
			{"fixed_handicap 9", sameSet},
		}, stones, []diffStep{
			{"fixed_handicap 2", sameError}, {"undo", sameError}, {"get_handicap", sameText},
			{"clear_board", sameOutcome}, {"fixed_handicap 5", sameSet},
			{"clear_board", sameOutcome}, {"fixed_handicap 6", sameSet},
			{"boardsize 13", sameOutcome}, {"fixed_handicap 9", sameSet},
			{"boardsize 9", sameOutcome}, {"fixed_handicap 5", sameSet},
			{"boardsize 7", sameOutcome}, {"fixed_handicap 4", sameSet},
			{"boardsize 7", sameOutcome}, {"fixed_handicap 5", sameOutcome},
			{"boardsize 8", sameOutcome}, {"fixed_handicap 4", sameSet},
			{"boardsize 10", sameOutcome}, {"fixed_handicap 9", sameOutcome},
			{"boardsize 6", sameOutcome}, {"fixed_handicap 2", sameOutcome},
			{"boardsize 19", sameOutcome}, {"place_free_handicap 1", sameOutcome},
			{"place_free_handicap 3", sameOutcome}, {"place_free_handicap 3", sameError},
			{"clear_board", sameOutcome},
			// GNU Go leaves the vertices before a bad one on the board
			// (its own defect: a failed command should change nothing),
			// hence the clear_board after each failure.
			{"set_free_handicap d4", sameOutcome}, {"clear_board", sameOutcome},
			{"set_free_handicap d4 d4", sameOutcome}, {"clear_board", sameOutcome},
			{"set_free_handicap d4 pass", sameOutcome}, {"clear_board", sameOutcome},
			{"set_free_handicap d4 z99", sameOutcome}, {"clear_board", sameOutcome},
			{"set_free_handicap d4 q16 k10", sameOutcome},
		}, stones, x("get_handicap", "move_history"), []diffStep{
			{"set_free_handicap a1 a2", sameError},
			{"play w c3", sameOutcome}, {"undo", sameOutcome}, {"undo", sameError},
		}),
		"loadsgf": slices.Concat(
			[]diffStep{{"loadsgf " + abs("capture.sgf"), sameText}}, stones, x("query_boardsize"),
			[]diffStep{{"loadsgf " + abs("capture.sgf") + " 3", sameText}}, stones, x("move_history"),
			[]diffStep{{"loadsgf " + abs("handicap.sgf"), sameText}}, stones,
			[]diffStep{{"loadsgf " + abs("handicap.sgf") + " 2", sameText}}, stones,
			[]diffStep{{"loadsgf " + abs("short.sgf") + " 1", sameText}}, stones, x("move_history"),
			[]diffStep{{"loadsgf " + abs("short.sgf") + " 100", sameText}}, stones,
			[]diffStep{{"undo", sameOutcome}}, stones,
			[]diffStep{{"loadsgf", sameOutcome}, {"loadsgf /nonexistent/file.sgf", sameOutcome}},
		),
		"queries": slices.Concat([]diffStep{
			{"boardsize 9", sameOutcome},
			{"countlib e5", sameOutcome}, {"findlib e5", sameOutcome},
			{"captures x", sameOutcome}, {"list_stones", sameOutcome},
			{"time_settings 0 1 0", sameOutcome}, {"time_settings 300 30 5", sameOutcome},
			{"time_settings 1 2", sameOutcome}, {"time_settings a b c", sameOutcome},
			{"time_left b 300 0", sameOutcome}, {"time_left white 30 5", sameOutcome},
			{"time_left b 30", sameOutcome}, {"time_left x 30 0", sameOutcome},
			// (final_score and final_status_list are left out: GNU Go
			// takes seconds to judge even an empty board.)
		}, stones),
	}
	names := make([]string, 0, len(scripts))
	for n := range scripts {
		names = append(names, n)
	}
	slices.Sort(names)
	for _, name := range names {
		t.Run(name, func(t *testing.T) {
			ours := startEngine(t)
			gg := startProc(t, gnugo, "--mode", "gtp")
			for _, s := range scripts[name] {
				a, err := ours.send(s.cmd)
				if err != nil {
					t.Fatalf("gtp-referee: %s: %v", s.cmd, err)
				}
				b, err := gg.send(s.cmd)
				if err != nil {
					t.Fatalf("gnugo: %s: %v", s.cmd, err)
				}
				if msg := compareReplies(s.want, a, b); msg != "" {
					t.Errorf("%s: %s\n gtp-referee: %s %q\n gnugo:       %s %q", s.cmd, msg, mark(a), a.text, mark(b), b.text)
				}
			}
		})
	}
}

func mark(r reply) string {
	if r.ok {
		return "="
	}
	return "?"
}

// compareReplies says how ours and gg's replies differ under want, or "".
func compareReplies(want int, ours, gg reply) string {
	if ours.ok != gg.ok {
		return "success differs"
	}
	switch {
	case want == sameError && ours.ok:
		return "expected a failure"
	case want == sameError:
		if head, _, _ := strings.Cut(ours.text, ":"); head != gg.text {
			return "error text differs"
		}
	case !ours.ok:
	case want == sameText && ours.text != gg.text:
		return "text differs"
	case want == sameSet:
		a, b := strings.Fields(ours.text), strings.Fields(gg.text)
		slices.Sort(a)
		slices.Sort(b)
		if !slices.Equal(a, b) {
			return "vertex sets differ"
		}
	}
	return ""
}
