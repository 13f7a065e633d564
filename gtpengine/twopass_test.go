package gtpengine

import (
	"strings"
	"testing"
)

// TestPassedOutOpenedLists: under territory scoring, after two passes,
// the count plays out the capture of a dead chain whose removal would
// open a territory (judge's settleOpened), and the points where that
// play-out puts stones are area but no territory. The territory lists
// must leave them out as the count does, so that a GUI adding up
// black_territory, white_territory and the prisoners gets final_score.
// Before, they were listed as territory: 27 and 36 points against a
// count of 26 and 35.
//
// The position is judge's atariWallRows (Black's wall on column D,
// White's on column E, Black's E5 in atari in White's wall at D5), komi
// 0.5, japanese, passes White then Black (White next: he takes E5). The
// play-out is W D5 (takes E5), B C5, W E5. Hand count: Black's territory
// A-C less C5, 26; White's F-J less F5, 35, and 1 prisoner: W+10.5.
// GNU Go 3.8 (--japanese-rules) after those three moves lists the same
// 35 points as white_territory (and 25 black ones, B6 a dame by its own
// quirk). C5 and D5 are no one's territory: dame.
func TestPassedOutOpenedLists(t *testing.T) {
	s := startSession(t, Options{Seed: 1, Width: 9, NoFiles: true})
	s.ask(t, "kata-set-rules japanese")
	s.ask(t, "komi 0.5")
	rows := []string{
		". . . X O . . . .",
		". . . X O . . . .",
		". . . X O . . . .",
		". . . X O . . . .",
		". . . . X O . . .",
		". . . X O . . . .",
		". . . X O . . . .",
		". . . X O . . . .",
		". . . X O . . . .",
	}
	for i, row := range rows {
		for x, f := range strings.Fields(row) {
			v := string(vertexLetters[x]) + string(rune('9'-i))
			switch f {
			case "X":
				s.ask(t, "play b "+v)
			case "O":
				s.ask(t, "play w "+v)
			}
		}
	}
	s.ask(t, "play w pass")
	s.ask(t, "play b pass")
	if got := s.ask(t, "final_score"); got != "W+10.5" {
		t.Errorf("final_score = %s, want W+10.5", got)
	}
	bt := strings.Fields(s.ask(t, "final_status_list black_territory"))
	wt := strings.Fields(s.ask(t, "final_status_list white_territory"))
	if len(bt) != 26 || len(wt) != 35 {
		t.Errorf("%d black_territory and %d white_territory points, want 26 and 35", len(bt), len(wt))
	}
	for _, v := range []string{"C5", "D5"} {
		if got := s.ask(t, "final_status "+v); got != "dame" {
			t.Errorf("final_status %s = %s, want dame", v, got)
		}
	}
	if got, want := s.ask(t, "gogui-rules_final_result"), "Black 26 territory + 0 prisoners, White 35 + 1, komi 0.5 (W+10.5)"; got != want {
		t.Errorf("gogui-rules_final_result = %q, want %q", got, want)
	}
}
