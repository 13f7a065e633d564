package gtpengine

import (
	"fmt"
	"slices"
	"strings"
	"testing"
)

// TestGenmoveCleanupCaptures follows CLIENTS.md section 2 and kgsGtp's
// cleanup phase: kgs-genmove_cleanup "keeps playing until dead stones are
// captured". On 9x9 Black walls column E and White column F; White has dead
// stones at B7 and B3-C3 in Black's area and Black a dead stone at H5 in
// White's (the judgment lists exactly these, one chain per line, as GNU Go
// 3.8 does for the same position). With White passing, Black needs by hand
// 4 moves to take B7 and 6 to take B3-C3: in 12 moves of cleanup it must
// have taken all three stones, and it may not pass while any remains.
func TestGenmoveCleanupCaptures(t *testing.T) {
	s := startSession(t, Options{Seed: 3, Width: 9, MovePlayouts: 1500, Rules: "japanese"})
	cmds := []string{"komi 6.5"}
	for y := 1; y <= 9; y++ {
		cmds = append(cmds, "play b e"+string(rune('0'+y)), "play w f"+string(rune('0'+y)))
	}
	cmds = append(cmds, "play w b7", "play w b3", "play w c3", "play b h5", "play b pass", "play w pass")
	ask := func(cmd string) string { t.Helper(); return s.ask(t, cmd) }
	for _, c := range cmds {
		ask(c)
	}
	if got, want := ask("final_status_list dead"), "B7\nH5\nB3 C3"; got != want {
		t.Fatalf("final_status_list dead = %q, want %q", got, want)
	}
	remaining := func() int {
		n := 0
		for _, v := range strings.Fields(ask("list_stones white")) {
			if v == "B7" || v == "B3" || v == "C3" {
				n++
			}
		}
		return n
	}
	for i := 0; i < 12 && remaining() > 0; i++ {
		mv := ask("kgs-genmove_cleanup b")
		if strings.EqualFold(mv, "pass") || strings.EqualFold(mv, "resign") {
			t.Fatalf("move %d: kgs-genmove_cleanup b = %s while %d dead White stones remain", i+1, mv, remaining())
		}
		ask("play w pass")
	}
	if n := remaining(); n > 0 {
		t.Errorf("after 12 cleanup moves %d dead White stones remain:\n%s", n, ask("showboard"))
	}
	// Then there is nothing left to do: no dame (the walls touch), no dead
	// White stone, so the cleanup ends with Black's pass; a move in either
	// area would cost a point of territory or a prisoner under the
	// japanese rules of the game.
	if mv := ask("kgs-genmove_cleanup b"); !strings.EqualFold(mv, "pass") {
		t.Errorf("kgs-genmove_cleanup b after the cleanup = %s, want pass:\n%s", mv, ask("showboard"))
	}
}

// TestCleanupSquaredFour follows kgsGtp's cleanup phase (CLIENTS.md
// sections 2 and 5: kgs-genmove_cleanup "keeps playing until dead stones
// are captured") on a dead group whose capture needs a sacrifice of three
// stones. On 9x9 Black walls column E and White column F; White's ring of
// twelve stones A1-D1, A2, D2, A3, D3, A4-D4, shut in by Black's A5-D5,
// holds the square eye B2 C2 B3 C3: a squared four, dead (GNU Go 3.8's
// final_status_list dead names the same twelve stones, one chain). By
// hand, with White passing: Black fills two of the four points, then a
// third, which leaves his three stones in atari but White's ring too (its
// last liberty is the fourth point), and the fourth point takes the
// twelve stones: four moves; GNU Go's own cleanup takes them. The cleanup
// passed after two moves, the ring still on the board, under the chinese
// and japanese rules of kgs-rules alike.
func TestCleanupSquaredFour(t *testing.T) {
	ring := []string{"A4", "B4", "C4", "D4", "A3", "D3", "A2", "D2", "A1", "B1", "C1", "D1"}
	for _, kgs := range []string{"chinese", "japanese"} {
		s := startSession(t, Options{Seed: 1, Width: 9, MovePlayouts: 1500})
		ask := func(cmd string) string { t.Helper(); return s.ask(t, cmd) }
		for _, cmd := range []string{"komi 6.5", "kgs-rules " + kgs} {
			ask(cmd)
		}
		for y := 1; y <= 9; y++ {
			ask(fmt.Sprintf("play black e%d", y))
			ask(fmt.Sprintf("play white f%d", y))
		}
		for _, v := range []string{"a5", "b5", "c5", "d5"} {
			ask("play black " + v)
		}
		for _, v := range ring {
			ask("play white " + strings.ToLower(v))
		}
		ask("play black pass")
		ask("play white pass")
		if got, want := ask("final_status_list dead"), strings.Join(ring, " "); got != want {
			t.Fatalf("%s: final_status_list dead = %q, want %q", kgs, got, want)
		}
		left := func() int {
			n := 0
			for _, v := range strings.Fields(ask("list_stones white")) {
				if slices.Contains(ring, v) {
					n++
				}
			}
			return n
		}
		for i := 0; i < 12 && left() > 0; i++ {
			if mv := ask("kgs-genmove_cleanup black"); strings.EqualFold(mv, "pass") {
				t.Fatalf("%s: cleanup move %d is a pass while %d ring stones remain:\n%s", kgs, i+1, left(), ask("showboard"))
			}
			ask("play white pass")
		}
		if n := left(); n > 0 {
			t.Errorf("%s: after 12 cleanup moves %d ring stones remain:\n%s", kgs, n, ask("showboard"))
		}
	}
}

// TestCleanupNoSuicide follows the README ("it never plays a multi-stone
// suicide, which tromp-taylor and new-zealand allow but CGOS ... forbids")
// and RULES.md section 1, article 5 (a move that leaves the mover's chain
// without liberty and captures nothing), for kgs-genmove_cleanup, whose
// attacks on dead stones are chosen outside the search. On 4x4, Black to
// move:
//
//	  A B C D
//	4 . O O . 4
//	3 X O X . 3
//	2 X O X X 2
//	1 O O X . 1
//
// White's six stones B4 C4 B3 B2 B1 A1 have the liberties A4 and D4. By
// hand: Black A4 joins A3-A2, whose only liberty it was, and leaves White
// D4, so it takes nothing and removes Black's own three stones (a suicide,
// legal under both presets); D4 (liberty D3) puts White in atari instead.
// The cleanup took A4 for an attack on the white chain (one seed in five
// with 64 playouts), so that Black lost three stones; every seed here must
// answer a move that keeps Black's stones on the board.
func TestCleanupNoSuicide(t *testing.T) {
	setup := []string{"play w B1", "play w D1", "play w C4", "play w B3", "play w B2", "play b C1", "play b C2",
		"play w B4", "play b A2", "play w A1", "play b C3", "play b A3", "play b D2"}
	for _, preset := range []string{"new-zealand", "tromp-taylor"} {
		for seed := uint64(1); seed <= 12; seed++ {
			s := startSession(t, Options{Seed: seed, Width: 4, MovePlayouts: 64, Rules: preset})
			ask := func(cmd string) string { t.Helper(); return s.ask(t, cmd) }
			for _, c := range setup {
				ask(c)
			}
			if got, want := ask("list_stones black"), "A3 C3 D2 A2 C2 C1"; !sameFields(got, want) {
				t.Fatalf("%s: black stones %q, want %q:\n%s", preset, got, want, ask("showboard"))
			}
			mv := ask("kgs-genmove_cleanup b")
			if n := len(strings.Fields(ask("list_stones black"))); !strings.EqualFold(mv, "pass") && n != 7 {
				t.Errorf("%s, seed %d: kgs-genmove_cleanup b = %s leaves Black %d stones, want 7 (a suicide):\n%s",
					preset, seed, mv, n, ask("showboard"))
			}
		}
	}
}

// sameFields reports whether a and b list the same words in any order.
func sameFields(a, b string) bool {
	x, y := strings.Fields(a), strings.Fields(b)
	slices.Sort(x)
	slices.Sort(y)
	return slices.Equal(x, y)
}
