package gtpengine

import (
	"context"
	"flag"
	"fmt"
	"regexp"
	"strings"
	"testing"

	"github.com/gtp-referee/gtp-referee/engine"
	"github.com/gtp-referee/gtp-referee/geom"
)

// game38 is GNU Go game 38 of judge/testdata/gnugo (9x9, komi 0.5) without
// its last two moves, Black's D5 and White's E3: Black to move.
const game38 = "B C3,W D2,B E8,W D4,B F6,W D3,B C6,W C4,B F4,W G3,B G4,W H3,B H4,W B5,B B6," +
	"W J4,B J5,W J3,B H6,W A6,B A7,W A5,B B7,W C5,B D6,W E5,B E4,W F3"

// TestFinalStatusListsKilled: GNU Go game 38 of judge/testdata/gnugo (9x9,
// komi 0.5), stopped two moves before its end, Black to move. White's E5
// stands among the dame; Black's D5 (GNU Go's next move) leaves it two
// liberties White cannot keep, and the count takes it as Black's (judge's
// kill by a dame). final_status_list dead must name it with the dead stone
// C3, as GNU Go 3.8 listed both at the end of the game, and final_status
// must agree; final_score is GNU Go's count of the whole game.
func TestFinalStatusListsKilled(t *testing.T) {
	s := startSession(t, Options{Seed: 1, Width: 9})
	s.ask(t, "komi 0.5")
	for _, m := range strings.Split(game38, ",") {
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

// playMoves plays moves ("b E5,w D4,..."), each of which must be legal,
// on e's game directly.
func playMoves(t *testing.T, e *Engine, moves string) {
	t.Helper()
	g := e.game.Geometry()
	for _, m := range strings.Split(moves, ",") {
		c, _ := geom.ParseColour(m[:1])
		p, err := g.ParseVertex(m[2:])
		if err != nil {
			t.Fatal(err)
		}
		if r := e.game.Play(c, p); r != engine.Legal {
			t.Fatalf("%s: %v", m, r)
		}
	}
}

// TestCleanupTakesLost: in the same position (GNU Go game 38 stopped two
// moves early, Black to move), the cleanup move that replaces a pass of
// the search (kgs-genmove_cleanup plays on until the stones
// final_status_list lists dead are off the board) must attack White's E5,
// which the count takes as killed: one of its liberties D5, F5 and E6, as
// GNU Go's own next move D5 was. Only the search's pass is replaced here,
// so that the search's choice cannot hide the cleanup's.
func TestCleanupTakesLost(t *testing.T) {
	e, err := New(Options{Seed: 1, Width: 9})
	if err != nil {
		t.Fatal(err)
	}
	e.game.SetKomi(0.5)
	g := e.game.Geometry()
	playMoves(t, e, game38)
	q, ok := e.cleanupMove(context.Background(), geom.Black, geom.Pass)
	switch v := g.Vertex(q); {
	case !ok:
		t.Errorf("cleanup keeps the pass; want a liberty of E5 (D5, F5 or E6)")
	case v != "D5" && v != "F5" && v != "E6":
		t.Errorf("cleanup plays %s; want a liberty of E5 (D5, F5 or E6)", v)
	}
}

// TestCleanupThrowIn: where the last liberties of a dead chain are its own
// two-point eye, the cleanup throws a stone in. 9x9: Black's wall on column
// D, White's on column E; Black's G1 G2 H2 J2 in White's area, its outside
// liberties filled by White's G3 H3 J3 F2 F1, has the eye H1 J1 alone and
// is dead (two points of eye space: by hand, White's H1 puts it in atari
// and J1 takes it). The cleanup must play H1 or J1, where each of White's
// other moves would be a pass or a fill of his own area (before, it
// passed: both points leave White's stone in atari; GNU Go's cleanup plays
// such throw-ins). Only the search's pass is replaced here.
func TestCleanupThrowIn(t *testing.T) {
	e, err := New(Options{Seed: 1, Width: 9})
	if err != nil {
		t.Fatal(err)
	}
	e.game.SetKomi(7)
	g := e.game.Geometry()
	for i := 1; i <= 9; i++ {
		playMoves(t, e, fmt.Sprintf("b D%d,w E%d", i, i))
	}
	playMoves(t, e, "b G1,b G2,b H2,b J2,w G3,w H3,w J3,w F2,w F1")
	q, ok := e.cleanupMove(context.Background(), geom.White, geom.Pass)
	if v := g.Vertex(q); !ok || v != "H1" && v != "J1" {
		t.Errorf("cleanup plays %s (replaced: %v); want the throw-in H1 or J1", v, ok)
	}
}

// TestAreaBoardWithoutLost: GoGui's area views (referee-area_board, the
// area as the count has it once the dead stones are off) take off the same stones as
// final_status_list dead. In game38 White's E5, which the count takes as
// killed, is off: its point joins the empty region of D5, F5 and E6, which
// both colours reach (E), where the stone standing made it White's (W).
func TestAreaBoardWithoutLost(t *testing.T) {
	s := startSession(t, Options{Seed: 1, Width: 9})
	s.ask(t, "komi 0.5")
	for _, m := range strings.Split(game38, ",") {
		s.ask(t, "play "+m)
	}
	rows := strings.Split(s.ask(t, "referee-area_board"), "\n")
	if len(rows) != 9 {
		t.Fatalf("referee-area_board: %d rows, want 9: %q", len(rows), rows)
	}
	row5 := strings.Fields(rows[9-5])
	if len(row5) != 9 || row5[4] != "E" || row5[3] != "E" || row5[5] != "E" {
		t.Errorf("referee-area_board row 5 = %q, want E at D5, E5 and F5", rows[9-5])
	}
}

// TestAreaBoardAsCounted: in a game still being played, the area views
// show the areas the count settles (every point of the open board is
// someone's or dame in it), not the literal area of the stones, which
// leaves nearly every empty point unowned: the cells of referee-area_board
// add up to referee-count's areas and dame.
func TestAreaBoardAsCounted(t *testing.T) {
	s := startSession(t, Options{Seed: 1, Width: 9})
	s.ask(t, "komi 7.5")
	for _, m := range []string{"b C3", "w G7", "b C7", "w G3", "b E5", "w D4", "b D3"} {
		s.ask(t, "play "+m)
	}
	cells := map[string]int{}
	for _, f := range strings.Fields(s.ask(t, "referee-area_board")) {
		cells[f]++
	}
	out := s.ask(t, "referee-count")
	m := regexp.MustCompile(`^Black area (\d+) \(\d+ stones\), White area (\d+) \(\d+ stones\), dame (\d+)`).FindStringSubmatch(out)
	if m == nil {
		t.Fatalf("referee-count: %q", out)
	}
	if got := fmt.Sprintf("%d %d %d", cells["B"], cells["W"], cells["E"]); got != strings.Join(m[1:], " ") {
		t.Errorf("referee-area_board cells B W E: %s; referee-count: %s", got, strings.Join(m[1:], " "))
	}
}

// TestCountOneStone: referee-count's English has "1 stone", not "1
// stones": one black stone on an empty 9x9 reaches all 81 points (hand
// count), Black has one stone and White none.
func TestCountOneStone(t *testing.T) {
	s := startSession(t, Options{Seed: 1, Width: 9})
	s.ask(t, "play b E5")
	out := s.ask(t, "referee-count")
	if want := "Black area 81 (1 stone), White area 0 (0 stones), dame 0\nBlack count 81 stones against"; !strings.HasPrefix(out, want) {
		t.Errorf("referee-count = %q, want it to start %q", out, want)
	}
}

// TestCountWithoutLost: referee-count gives each colour's stones left once
// the stones final_status_list lists dead are off. In game38 Black has 14
// stones on the board and his dead C3 goes: 13; White has 14 and E5, which
// the count takes as killed, goes: 13 (counted by hand from the moves).
func TestCountWithoutLost(t *testing.T) {
	s := startSession(t, Options{Seed: 1, Width: 9})
	s.ask(t, "komi 0.5")
	for _, m := range strings.Split(game38, ",") {
		s.ask(t, "play "+m)
	}
	out := s.ask(t, "referee-count")
	m := regexp.MustCompile(`^Black area \d+ \((\d+) stones\), White area \d+ \((\d+) stones\)`).FindStringSubmatch(out)
	if m == nil || m[1] != "13" || m[2] != "13" {
		t.Errorf("referee-count = %q, want 13 stones each", out)
	}
}

var (
	statusN     = flag.Int("status.n", 40, "TestStatusPartition: how many random games")
	finalResult = regexp.MustCompile(`^(0|[BW]\+\d+(\.5)?)$`)
)

// TestStatusPartition plays random games on random boards (2 to 19 lines
// a side, square or not) under random rule sets over GTP and checks what
// a GUI relies on: final_score answers a result, the stones of
// final_status_list alive, dead and seki are each listed once and are
// together every stone on the board (list_stones), and final_status of
// each stone names the list it is in. An ad hoc run of 1,500 games passed
// (-status.n 1500, about three minutes).
func TestStatusPartition(t *testing.T) {
	r := engine.NewRand(5)
	s := startSession(t, Options{Seed: 1, NoFiles: true, MovePlayouts: 64})
	const letters = "ABCDEFGHJKLMNOPQRST"
	ruleSets := []string{"chinese", "japanese", "korean", "tromp-taylor", "aga", "new-zealand"}
	for i := 0; i < *statusN; i++ {
		w, h := 2+r.Intn(18), 2+r.Intn(18)
		if r.Intn(3) == 0 {
			h = w
		}
		s.ask(t, fmt.Sprintf("rectangular_boardsize %d %d", w, h))
		s.ask(t, "clear_board")
		s.ask(t, "kata-set-rules "+ruleSets[r.Intn(len(ruleSets))])
		moves := r.Intn(3 * w * h)
		colour := "b"
		for k := 0; k < moves; k++ {
			v := fmt.Sprintf("%c%d", letters[r.Intn(w)], 1+r.Intn(h))
			if r.Intn(30) == 0 {
				v = "pass"
			}
			s.send(t, "play "+colour+" "+v)
			if strings.HasPrefix(s.next(t), "=") {
				if colour == "b" {
					colour = "w"
				} else {
					colour = "b"
				}
			}
			for s.next(t) != "" {
			}
		}
		what := fmt.Sprintf("game %d (%dx%d, %d moves tried)", i, w, h, moves)
		if score := s.ask(t, "final_score"); !finalResult.MatchString(score) {
			t.Fatalf("%s: final_score %q", what, score)
		}
		listed := map[string]string{}
		for _, status := range []string{"alive", "dead", "seki"} {
			for _, v := range strings.Fields(s.ask(t, "final_status_list "+status)) {
				if other, ok := listed[v]; ok {
					t.Fatalf("%s: %s listed %s and %s", what, v, other, status)
				}
				listed[v] = status
			}
		}
		stones := strings.Fields(s.ask(t, "list_stones black") + " " + s.ask(t, "list_stones white"))
		if len(stones) != len(listed) {
			t.Fatalf("%s: %d stones, %d listed", what, len(stones), len(listed))
		}
		for _, v := range stones {
			status, ok := listed[v]
			if !ok {
				t.Fatalf("%s: %s in no list\n%s", what, v, s.ask(t, "showboard"))
			}
			if got := strings.Fields(s.ask(t, "final_status "+v)); len(got) == 0 || got[0] != status {
				t.Fatalf("%s: final_status %s = %v, listed %s", what, v, got, status)
			}
		}
	}
}

// TestFinalStatusTeireDame: under the japanese preset final_status_list
// lists a teire as dame, as GNU Go 3.8 does, so that its lists add up to
// final_score. judge.TestTeireNoTerritory's position (7x7, komi 0.5,
// Black to move): Black's A6 falls into atari once White fills B7 and A7,
// so Black must fill A5. `gnugo --mode gtp --japanese-rules` with the same
// stones: final_score W+24.5, final_status_list black_territory
// "A4 A3 A2 A1", dame "A7 B7 A5". Before, A5 was listed as Black's
// territory (five points listed, four counted).
func TestFinalStatusTeireDame(t *testing.T) {
	s := startSession(t, Options{Seed: 1, Width: 7})
	s.ask(t, "kata-set-rules japanese")
	s.ask(t, "komi 0.5")
	// White's stones last, so that Black is to move.
	for _, m := range strings.Fields("A6 B5 B4 B3 B2 B1") {
		s.ask(t, "play b "+m)
	}
	for _, m := range strings.Fields("C7 B6 C6 C5 C4 C3 C2 C1") {
		s.ask(t, "play w "+m)
	}
	for cmd, want := range map[string]string{
		"final_score":                       "W+24.5",
		"final_status_list black_territory": "A4 A3 A2 A1",
		"final_status_list dame":            "A7 B7 A5",
		"final_status A5":                   "dame",
	} {
		if got := s.ask(t, cmd); got != want {
			t.Errorf("%s = %q, want %q", cmd, got, want)
		}
	}
}
