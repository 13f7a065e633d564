package gtpengine

import (
	"strings"
	"testing"
)

// TestFinalStatusListsKilled: GNU Go game 38 of judge/testdata/gnugo (9x9,
// komi 0.5), stopped two moves before its end, Black to move. White's E5
// stands among the dame; Black's D5 (GNU Go's next move) leaves it two
// liberties White cannot keep, and the count takes it as Black's (judge's
// kill by a dame). final_status_list dead must name it with the dead stone
// C3, as GNU Go 3.8 listed both at the end of the game, and final_status
// must agree; final_score is GNU Go's count of the whole game.
func TestFinalStatusListsKilled(t *testing.T) {
	s := startSession(t, Options{Seed: 1, Width: 9})
	moves := "B C3,W D2,B E8,W D4,B F6,W D3,B C6,W C4,B F4,W G3,B G4,W H3,B H4,W B5,B B6," +
		"W J4,B J5,W J3,B H6,W A6,B A7,W A5,B B7,W C5,B D6,W E5,B E4,W F3"
	s.ask(t, "komi 0.5")
	for _, m := range strings.Split(moves, ",") {
		s.ask(t, "play "+m)
	}
	if got := s.ask(t, "final_score"); got != "B+8.5" {
		t.Errorf("final_score = %s, want B+8.5", got)
	}
	if got, want := s.ask(t, "final_status_list dead"), "E5\nC3"; got != want {
		t.Errorf("final_status_list dead = %q, want %q", got, want)
	}
	if got := s.ask(t, "final_status E5"); got != "dead" {
		t.Errorf("final_status E5 = %s, want dead", got)
	}
	if got := s.ask(t, "final_status_list alive"); strings.Contains(got, "E5") {
		t.Errorf("final_status_list alive lists E5: %q", got)
	}
}
