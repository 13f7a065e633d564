package gtpengine

import (
	"testing"
)

// TestJudgmentCacheSeesPrisoners: two games that end on the same stones
// after as many moves, one with a prisoner and one without, must not share
// a count. 9x9, japanese, komi 6.5. Game 1: B A1, W B1, B pass, W A2 (takes
// A1), B pass, W pass. Game 2, after six undos: B pass, W B1, B pass, W A2,
// B pass, W pass: the same two White stones, no prisoner. By hand (RULES.md
// section 5, territory plus prisoners): White's B1 and A2 reach all the
// other 79 points, Black has nothing, so game 1 is W+(79+1+6.5) = W+86.5
// and game 2 W+(79+0+6.5) = W+85.5. Before, the judgment cached for game 1
// (keyed by the stones and the number of moves) answered W+86.5 for game 2
// too, after undo as after clear_board.
func TestJudgmentCacheSeesPrisoners(t *testing.T) {
	s := startSession(t, Options{Seed: 1, Width: 9, NoFiles: true})
	s.ask(t, "kgs-rules japanese")
	s.ask(t, "komi 6.5")
	game1 := []string{"b A1", "w B1", "b pass", "w A2", "b pass", "w pass"}
	game2 := []string{"b pass", "w B1", "b pass", "w A2", "b pass", "w pass"}
	play := func(moves []string) {
		for _, m := range moves {
			s.ask(t, "play "+m)
		}
	}
	play(game1)
	if got := s.ask(t, "final_score"); got != "W+86.5" {
		t.Errorf("game 1: final_score = %s, want W+86.5", got)
	}
	for range game1 {
		s.ask(t, "undo")
	}
	play(game2)
	if got := s.ask(t, "final_score"); got != "W+85.5" {
		t.Errorf("game 2 after undo: final_score = %s, want W+85.5", got)
	}
	if got, want := s.ask(t, "gogui-rules_final_result"), "Black 0 territory + 0 prisoners, White 79 + 0, komi 6.5 (W+85.5)"; got != want {
		t.Errorf("game 2 after undo: gogui-rules_final_result = %q, want %q", got, want)
	}
	s.ask(t, "clear_board")
	play(game1)
	s.ask(t, "final_score")
	s.ask(t, "clear_board")
	play(game2)
	if got := s.ask(t, "final_score"); got != "W+85.5" {
		t.Errorf("game 2 after clear_board: final_score = %s, want W+85.5", got)
	}
}
