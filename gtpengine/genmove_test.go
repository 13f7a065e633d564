package gtpengine

import (
	"strings"
	"testing"
)

// walls sets up a finished 9x9 game: Black walls column E, White column F,
// nothing else. By hand, Black has 36 points of territory (A to D) and 45
// of area, White 27 and 36: with komi 8.5 Black wins by 0.5 under both
// the area and the territory count.
func walls(t *testing.T, s *session) {
	t.Helper()
	s.ask(t, "komi 8.5")
	for y := 1; y <= 9; y++ {
		s.ask(t, "play b e"+string(rune('0'+y)))
		s.ask(t, "play w f"+string(rune('0'+y)))
	}
}

// TestGenmovePassWins: with the game finished and White having passed,
// Black's pass ends the game with a Black win (walls), so genmove b passes.
// Before, the search scored the pass by stones and one-point eyes, which
// leave out the inside of large territories, and filled Black's own area
// (under the territory count a lost point, and the game).
func TestGenmovePassWins(t *testing.T) {
	for _, rules := range []string{"japanese", "chinese"} {
		s := startSession(t, Options{Seed: 1, Width: 9, MovePlayouts: 2000, Rules: rules})
		walls(t, s)
		if got := s.ask(t, "final_score"); got != "B+0.5" {
			t.Fatalf("%s: final_score = %s, want B+0.5 by hand", rules, got)
		}
		s.ask(t, "play w pass")
		if got := s.ask(t, "genmove b"); !strings.EqualFold(got, "pass") {
			t.Errorf("%s: genmove b after White's pass = %s, want pass (it wins B+0.5)", rules, got)
		}
	}
}

// TestGenmoveCompensation: on 5x5 with four handicap stones (Chinese
// practice: White gets 4 points, RULES.md section 2) and komi -7.5, Black
// holds columns A and B with eyes at A4 and A2 (10 points of area) and
// White columns C to E with eyes at D4, D3 and D2 (15): by hand
// 10 - 15 + 7.5 - 4 = -1.5, White wins by 1.5. Before, the search left the
// compensation out (Black +2.5 for it), so White resigned a won game.
// White's eye space D4 D3 D2 is a straight three, and the group has no
// other liberty: Black to move would kill it at D3, so Black passes first
// and White is to move.
func TestGenmoveCompensation(t *testing.T) {
	s := startSession(t, Options{Seed: 1, Width: 5, MovePlayouts: 3000})
	for _, cmd := range []string{"komi -7.5", "set_free_handicap A5 B5 A1 B1",
		"play b B4", "play b A3", "play b B3", "play b B2",
		"play w C5", "play w D5", "play w E5", "play w C4", "play w E4", "play w C3",
		"play w E3", "play w C2", "play w E2", "play w C1", "play w D1", "play w E1", "play b pass"} {
		s.ask(t, cmd)
	}
	if got := s.ask(t, "final_score"); got != "W+1.5" {
		t.Fatalf("final_score = %s, want W+1.5 by hand", got)
	}
	if got := s.ask(t, "genmove w"); strings.EqualFold(got, "resign") {
		t.Errorf("genmove w resigned a game White wins by 1.5")
	}
}

// TestGenmoveKoAfterPass: 7x5, komi -3.5, Black C5 C4 C2 C1 B3 D3, White D5
// D4 E3 D2 D1; White passes. Black's D3 is in atari (its liberty C3). By
// hand, connecting at C3 counts Black 7 stones + 9 points against White's
// 5 + 14, B+0.5; passing ends the game with D3 capturable, so it counts
// as dead: Black 14, White 19 with C3 and D3 dame, W+1.5. Black must
// connect. (The pass was judged once with Black still to move, when a ko
// stone its owner can connect lives, and genmove passed into the loss.)
func TestGenmoveKoAfterPass(t *testing.T) {
	s := startSession(t, Options{Seed: 1, MovePlayouts: 2000})
	for _, cmd := range []string{"rectangular_boardsize 7 5", "komi -3.5",
		"play b C5", "play b C4", "play b C2", "play b C1", "play b B3", "play b D3",
		"play w D5", "play w D4", "play w E3", "play w D2", "play w D1", "play w pass"} {
		s.ask(t, cmd)
	}
	if got := s.ask(t, "genmove b"); got != "C3" {
		t.Errorf("genmove b = %s, want C3", got)
	}
	if got := s.ask(t, "final_score"); got != "B+0.5" {
		t.Errorf("final_score after it = %s, want B+0.5", got)
	}
}

// TestGenmoveAfterResize: a new game on another board size after a
// genmove gets a move of its own board, on every path that generates one.
// The search kept from the last genmove was taken for the new game's
// (search.Search.Reuse) and its 19x19 trees indexed with 25x25 points:
// the process died of an index out of range.
func TestGenmoveAfterResize(t *testing.T) {
	for _, gen := range []string{"genmove w", "genmove_analyze w", "kgs-genmove_cleanup w", "reg_genmove w"} {
		s := startSession(t, Options{Seed: 1, MovePlayouts: 300})
		s.ask(t, "genmove b")
		s.ask(t, "boardsize 25")
		s.ask(t, "play b d4")
		got := s.ask(t, gen)
		if i := strings.LastIndex(got, "play "); i >= 0 {
			got = got[i+len("play "):]
		}
		if strings.EqualFold(got, "pass") || got == "resign" {
			continue
		}
		check := "list_stones white" // the move is played
		want := strings.ToUpper(got)
		if strings.HasPrefix(gen, "reg_") {
			check, want = "is_legal w "+got, "1"
		}
		if r := s.ask(t, check); r != want {
			t.Errorf("%s: answered %q; %s: %q, want %q", gen, got, check, r, want)
		}
	}
}

// TestGenmovePassesFinishedTerritory: the walls position (see walls) with
// komi 0.5 and nobody having passed, under the japanese preset. By hand:
// Black's territory is A1-D9 (36 points), White's G1-J9 (27), no dame,
// no stone in atari; both areas are closed. Black wins by 36 - 27 - 0.5
// = 8.5 whatever either plays, so the win rate cannot choose; but every
// move but the pass fills one's own territory or is a stone thrown into
// the opponent's, which dies: each a point lost under territory counting
// (RULES.md section 5). GNU Go 3.8 with --japanese-rules answers PASS to
// genmove b and genmove w here. Before, the search never visited the
// root's pass (a prior of no wins, and no all-moves-as-first rate to lift
// it) and filled its own territory.
func TestGenmovePassesFinishedTerritory(t *testing.T) {
	for _, c := range []string{"b", "w"} {
		for seed := uint64(1); seed <= 3; seed++ {
			s := startSession(t, Options{Seed: seed, Width: 9, MovePlayouts: 4000, Rules: "japanese"})
			walls(t, s)
			s.ask(t, "komi 0.5")
			if got := s.ask(t, "genmove "+c); !strings.EqualFold(got, "pass") {
				t.Errorf("seed %d: genmove %s = %s, want pass (every other move costs a point)", seed, c, got)
			}
		}
	}
}

// TestGenmoveFillsDame: 9x9 under the chinese preset, Black's wall on
// column D and White's on F, column E Black from E6 up and White from E4
// down (search's TestLastDame), komi -5.5. By hand: 40 points of area
// each and E5 neutral, so Black wins whatever happens: B+6.5 if Black
// takes E5, B+4.5 if White does, B+5.5 if nobody does. The dame is a
// point under area counting (RULES.md section 2), and the only move that
// changes the score: each side must take it rather than pass or fill its
// own area. GNU Go 3.8 with --chinese-rules answers E5 to genmove b and
// genmove w here.
func TestGenmoveFillsDame(t *testing.T) {
	for _, c := range []string{"b", "w"} {
		for seed := uint64(1); seed <= 3; seed++ {
			s := startSession(t, Options{Seed: seed, Width: 9, MovePlayouts: 4000, Rules: "chinese"})
			s.ask(t, "komi -5.5")
			for y := 1; y <= 9; y++ {
				r := string(rune('0' + y))
				s.ask(t, "play b d"+r)
				s.ask(t, "play w f"+r)
				switch {
				case y >= 6:
					s.ask(t, "play b e"+r)
				case y <= 4:
					s.ask(t, "play w e"+r)
				}
			}
			if got := s.ask(t, "genmove "+c); got != "E5" {
				t.Errorf("seed %d: genmove %s = %s, want the dame E5", seed, c, got)
			}
		}
	}
}
