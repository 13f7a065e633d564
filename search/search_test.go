package search

import (
	"context"
	"fmt"
	"math"
	"testing"
	"time"

	"github.com/gtp-referee/gtp-referee/engine"
	"github.com/gtp-referee/gtp-referee/geom"
	"github.com/gtp-referee/gtp-referee/rules"
)

// game returns a game on a size x size board with the given stones (GTP
// vertices) set up, c to move.
func game(t *testing.T, size int, komi float64, c geom.Colour, black, white []string) *engine.Game {
	t.Helper()
	g := geom.MustGet(size, size)
	gm := engine.NewGame(g, rules.MustLookup("chinese"))
	gm.SetKomi(komi)
	for _, set := range []struct {
		col geom.Colour
		vs  []string
	}{{geom.Black, black}, {geom.White, white}} {
		for _, v := range set.vs {
			p, err := g.ParseVertex(v)
			if err != nil {
				t.Fatal(err)
			}
			gm.Setup(set.col, p)
		}
	}
	gm.SetToMove(c)
	return gm
}

func vertex(g *geom.Geometry, p geom.Point) string { return g.Vertex(p) }

// TestLastDame: on 9x9, Black's wall on column D and White's on F split
// the board; column E holds Black stones from E6 up and White stones
// from E4 down. By hand: 40 points each and E5 neutral, so with komi 0.5
// whoever takes E5 wins (B+0.5 or W+1.5). Black to move must take it.
func TestLastDame(t *testing.T) {
	var black, white []string
	for y := 1; y <= 9; y++ {
		black = append(black, fmt.Sprintf("D%d", y))
		white = append(white, fmt.Sprintf("F%d", y))
		switch {
		case y >= 6:
			black = append(black, fmt.Sprintf("E%d", y))
		case y <= 4:
			white = append(white, fmt.Sprintf("E%d", y))
		}
	}
	gm := game(t, 9, 0.5, geom.Black, black, white)
	s := New(gm, geom.Empty, CountingOf(gm), 1, 1)
	s.Run(context.Background(), 3000)
	best, wr := s.Best()
	if got := vertex(gm.Geometry(), best); got != "E5" {
		t.Errorf("best move %s (win rate %.2f), want E5", got, wr)
	}
	if wr < 0.6 {
		t.Errorf("win rate after E5 %.2f, want a clear win", wr)
	}
	mean, _ := s.Score()
	if mean < -3 || mean > 3 {
		t.Errorf("mean score %.1f, want near the hand count (B+0.5 / W+1.5)", mean)
	}
}

// TestNoOwnEye: a search never fills its own one-point eyes.
func TestNoOwnEye(t *testing.T) {
	// 5x5: Black owns everything but one-point eyes at A1 and E5 and
	// White has no stones; Black must not fill its eyes, so it passes.
	var black []string
	g := geom.MustGet(5, 5)
	for _, p := range g.Points {
		v := g.Vertex(p)
		if v != "A1" && v != "E5" {
			black = append(black, v)
		}
	}
	gm := game(t, 5, 0.5, geom.Black, black, nil)
	s := New(gm, geom.Empty, CountingOf(gm), 1, 1)
	s.Run(context.Background(), 500)
	best, _ := s.Best()
	if best != geom.Pass {
		t.Errorf("best move %s, want pass (only own eyes are left)", vertex(g, best))
	}
}

// TestDeterministic: the same seed, workers and budget give the same
// candidates whatever the scheduling of the two trees, and the search
// leaves the game alone.
func TestDeterministic(t *testing.T) {
	gm := game(t, 9, 7.5, geom.Black, []string{"E5", "C3"}, []string{"G7", "C7"})
	before := gm.Board().Hash()
	run := func() []Candidate {
		s := New(gm, geom.Empty, CountingOf(gm), 42, 2)
		s.Run(context.Background(), 2000)
		return s.Candidates()
	}
	a, b := run(), run()
	if len(a) == 0 || len(a) != len(b) {
		t.Fatalf("candidates: %d and %d", len(a), len(b))
	}
	for i := range a {
		if a[i].Move != b[i].Move || a[i].Visits != b[i].Visits || a[i].Winrate != b[i].Winrate {
			t.Fatalf("candidate %d differs: %+v vs %+v", i, a[i], b[i])
		}
	}
	if gm.Board().Hash() != before || len(gm.Moves()) != 4 {
		t.Error("the search changed the game")
	}
	total := 0
	for _, c := range a {
		total += c.Visits
		if c.Winrate < 0 || c.Winrate > 1 || c.LCB > c.Winrate || c.Prior < 0 || c.Prior > 1 {
			t.Errorf("candidate out of range: %+v", c)
		}
		if len(c.PV) == 0 || c.PV[0] != c.Move {
			t.Errorf("pv %v does not start with the move %v", c.PV, c.Move)
		}
	}
	if total != 2000 {
		t.Errorf("root visits %d, want 2000 (one per playout)", total)
	}
}

// TestKoAtRoot: the root offers only moves legal under the preset; the
// immediate recapture of a ko is not among them.
func TestKoAtRoot(t *testing.T) {
	g := geom.MustGet(5, 5)
	gm := engine.NewGame(g, rules.MustLookup("chinese"))
	for _, mv := range []struct {
		c geom.Colour
		v string
	}{
		{geom.Black, "B1"}, {geom.White, "C1"}, {geom.Black, "A2"}, {geom.White, "D2"},
		{geom.Black, "B3"}, {geom.White, "C3"}, {geom.Black, "C2"}, {geom.White, "B2"},
	} {
		p, _ := g.ParseVertex(mv.v)
		if r := gm.Play(mv.c, p); r != engine.Legal {
			t.Fatalf("%v %s: %v", mv.c, mv.v, r)
		}
	}
	// White B2 captured C2; Black may not retake at C2 at once.
	c2, _ := g.ParseVertex("C2")
	s := New(gm, geom.Empty, CountingOf(gm), 1, 1)
	s.Run(context.Background(), 300)
	for _, c := range s.Candidates() {
		if c.Move == c2 {
			t.Errorf("the ko recapture C2 was searched at the root")
		}
	}
}

// BenchmarkSearch19 measures playouts through the tree from the empty
// 19x19 board; ns/op is per playout.
func BenchmarkSearch19(b *testing.B) { benchSearch(b, 19) }

// BenchmarkSearch9 is BenchmarkSearch19 on 9x9.
func BenchmarkSearch9(b *testing.B) { benchSearch(b, 9) }

func benchSearch(b *testing.B, size int) {
	gm := engine.NewGame(geom.MustGet(size, size), rules.MustLookup("chinese"))
	gm.SetKomi(7.5)
	s := New(gm, geom.Empty, CountingOf(gm), 1, 1)
	b.ResetTimer()
	s.Run(context.Background(), b.N)
}

// TestReuse: after the search's move and a reply it explored, Reuse keeps
// the subtree (its visits are there before any new playout), offers only
// legal moves, and counts new playouts from zero; a position that does not
// follow the root is refused.
func TestReuse(t *testing.T) {
	gm := game(t, 9, 7.5, geom.Black, []string{"E5"}, []string{"C3"})
	s := New(gm, geom.Empty, CountingOf(gm), 7, 2)
	s.Run(context.Background(), 4000)
	best := s.Candidates()[0]
	if len(best.PV) < 2 {
		t.Fatalf("principal variation %v too short", best.PV)
	}
	next := game(t, 9, 7.5, geom.Black, []string{"E5"}, []string{"C3"})
	if r := next.Play(geom.Black, best.PV[0]); r != engine.Legal {
		t.Fatal(r)
	}
	if r := next.Play(geom.White, best.PV[1]); r != engine.Legal {
		t.Fatal(r)
	}
	if s.Reuse(next, geom.White, CountingOf(next)) {
		t.Fatal("Reuse accepted the wrong colour to move")
	}
	next.SetKomi(0.5)
	if s.Reuse(next, geom.Black, CountingOf(next)) {
		t.Fatal("Reuse accepted a changed komi")
	}
	next.SetKomi(7.5)
	if !s.Reuse(next, geom.Black, CountingOf(next)) {
		t.Fatal("Reuse refused the continuation along the principal variation")
	}
	kept := 0
	for _, c := range s.Candidates() {
		kept += c.Visits
		if c.Move != geom.Pass && next.Check(geom.Black, c.Move) != engine.Legal {
			t.Errorf("candidate %s is illegal after the reuse", next.Geometry().Vertex(c.Move))
		}
		// A kept candidate keeps its mean score (margins are never
		// whole with komi 7.5, so a mean of exactly 0 means none).
		if c.ScoreMean == 0 {
			t.Errorf("candidate %s: %d visits kept, score mean 0", next.Geometry().Vertex(c.Move), c.Visits)
		}
	}
	if kept == 0 || s.Playouts() != 0 {
		t.Errorf("after Reuse: %d visits kept, %d playouts; want some kept and 0", kept, s.Playouts())
	}
	s.Run(context.Background(), 500)
	if s.Playouts() != 500 {
		t.Errorf("playouts %d after 500 more, want 500", s.Playouts())
	}
	other := game(t, 9, 7.5, geom.Black, []string{"D4"}, []string{"F6"})
	other.Play(geom.Black, best.PV[0])
	if s.Reuse(other, geom.White, CountingOf(other)) {
		t.Error("Reuse accepted a position that does not follow the root")
	}
}

// TestReuseAfterAvoid: a search given moves to avoid is not moved to a
// later position: its nodes were made without those moves (here every
// Black move but J9, for ten plies), which a moved search, given none to
// avoid, would then never try. Before, Reuse accepted it, and Black's
// next genmove on an open board found only the pass.
func TestReuseAfterAvoid(t *testing.T) {
	gm := game(t, 9, 7.5, geom.Black, nil, nil)
	g := gm.Geometry()
	j9, err := g.ParseVertex("J9")
	if err != nil {
		t.Fatal(err)
	}
	var only geom.Bitboard
	only.Set(j9)
	s := New(gm, geom.Black, CountingOf(gm), 7, 1)
	s.SetAvoid([]Avoid{{Colour: geom.Black, Points: g.Mask.AndNot(only), Depth: 10}})
	s.Run(context.Background(), 3000)
	pv := s.Candidates()[0].PV
	if len(pv) < 2 || pv[0] != j9 {
		t.Fatalf("principal variation %v, want J9 and a reply", pv)
	}
	for i, c := range []geom.Colour{geom.Black, geom.White} {
		if r := gm.Play(c, pv[i]); r != engine.Legal {
			t.Fatal(r)
		}
	}
	if s.Reuse(gm, geom.Black, CountingOf(gm)) {
		t.Error("Reuse moved a search that avoided moves")
	}
}

// TestCounting: what a playout's count is set against, by hand.
//   - Chinese rules, 4 handicap stones, komi 0.5: White gets 4 points of
//     compensation (RULES.md section 2), so Black's area must beat 4.5.
//   - Japanese rules on 9x9, Black walls column E and White column F (9
//     stones each, no prisoners): the area and territory counts differ by
//     nothing yet, so 8.5 stays 8.5. Passed out as it stands Black has 45
//     points of area and White 36: Black wins by 0.5; one more Black stone
//     in Black's territory costs a point (W+0.5), as territory counting
//     charges it, where area counting does not.
//   - After White captures a Black stone at A1 with A2 and B1 (White 2
//     stones and a prisoner more), the territory count gives White 2 - 1
//     points fewer than the area count: 8.5 - 1.
func TestCounting(t *testing.T) {
	gm := game(t, 9, 0.5, geom.White, []string{"D4", "F4", "D6", "F6"}, nil)
	gm.SetHandicap(4)
	if cnt := CountingOf(gm); cnt.Komi != 4.5 || cnt.Territory || cnt.PassEnds {
		t.Errorf("chinese, 4 handicap, komi 0.5: %+v, want Komi 4.5 and area counting", cnt)
	}

	var black, white []string
	for y := 1; y <= 9; y++ {
		black = append(black, fmt.Sprintf("E%d", y))
		white = append(white, fmt.Sprintf("F%d", y))
	}
	gm = game(t, 9, 8.5, geom.Black, black, white)
	gm.SetRules(rules.MustLookup("japanese"))
	cnt := CountingOf(gm)
	if cnt.Komi != 8.5 || !cnt.Territory {
		t.Fatalf("japanese walls: %+v, want Komi 8.5 and territory counting", cnt)
	}
	tr := newTree(gm, geom.Black, cnt, 1)
	for _, c := range []struct {
		charged int
		want    float64
	}{{0, 0.5}, {1, -0.5}, {-1, 1.5}} {
		if got := tr.margin(gm.Board(), true, false, c.charged); got != c.want {
			t.Errorf("japanese walls passed out, %d stones charged: margin %v, want %v", c.charged, got, c.want)
		}
	}
	gm.SetRules(rules.MustLookup("chinese"))
	tr = newTree(gm, geom.Black, CountingOf(gm), 1)
	if got := tr.margin(gm.Board(), true, false, 1); got != 0.5 {
		t.Errorf("chinese walls passed out, a stone more for Black: margin %v, want 0.5 (area counting charges nothing)", got)
	}
	tr.count.PassEnds, tr.count.PassMargin = true, -3
	if got := tr.margin(gm.Board(), true, true, 0); got != -3 {
		t.Errorf("the root's pass ending the game: margin %v, want the referee's -3", got)
	}

	gm.SetRules(rules.MustLookup("japanese"))
	gm.SetToMove(geom.Black)
	for _, m := range []struct {
		c geom.Colour
		v string
	}{{geom.Black, "A1"}, {geom.White, "A2"}, {geom.Black, "pass"}, {geom.White, "B1"}} {
		p, err := gm.Geometry().ParseVertex(m.v)
		if err != nil {
			t.Fatal(err)
		}
		if r := gm.Play(m.c, p); r != engine.Legal {
			t.Fatalf("%v %s: %v", m.c, m.v, r)
		}
	}
	if cnt := CountingOf(gm); cnt.Komi != 7.5 {
		t.Errorf("japanese walls after White took A1: Komi %v, want 7.5", cnt.Komi)
	}
}

// TestCandidateScore: every playout goes through one child of the root, so
// the candidates' mean margins, weighted by their playouts, make the
// search's mean; and on an open 9x9 board they are not all the same
// (before, the analysis gave every candidate the root's mean).
func TestCandidateScore(t *testing.T) {
	gm := game(t, 9, 7.5, geom.Black, []string{"C3", "G7"}, []string{"G3", "C7"})
	s := New(gm, geom.Empty, CountingOf(gm), 5, 2)
	s.Run(context.Background(), 4000)
	var sum float64
	n := 0
	distinct := map[float64]bool{}
	for _, c := range s.Candidates() {
		sum += c.ScoreMean * float64(c.Visits)
		n += c.Visits
		distinct[c.ScoreMean] = true
	}
	mean, _ := s.Score()
	if n != s.Playouts() || math.Abs(sum/float64(n)-mean) > 1e-3 { // node means are float32
		t.Errorf("candidates: %d playouts, mean %v; search: %d, %v", n, sum/float64(n), s.Playouts(), mean)
	}
	if len(distinct) < 2 {
		t.Errorf("every candidate has the same score mean %v", mean)
	}
}

// TestReuseOtherBoard: a game on another board is no continuation of the
// search's root, whatever its moves. A 19x19 search of the empty board and
// a 25x25 game with Black's D4 used to pass Reuse's checks (the Zobrist
// keys follow the cell index, so one stone at the same index gives the
// same hash on both boards), and the next Run indexed the 19x19 trees
// with 25x25 points: gtp-referee died of an index out of range on
// "boardsize 19, genmove b, boardsize 25, play b D4, genmove w".
func TestReuseOtherBoard(t *testing.T) {
	gm := game(t, 19, 7.5, geom.Black, nil, nil)
	s := New(gm, geom.Empty, CountingOf(gm), 3, 1)
	s.Run(context.Background(), 2000)
	for _, size := range []int{25, 9} {
		next := game(t, size, 7.5, geom.Black, nil, nil)
		p, err := next.Geometry().ParseVertex("D4")
		if err != nil {
			t.Fatal(err)
		}
		if r := next.Play(geom.Black, p); r != engine.Legal {
			t.Fatal(r)
		}
		if s.Reuse(next, geom.White, CountingOf(next)) {
			t.Errorf("Reuse accepted a %dx%d game for a 19x19 search", size, size)
		}
	}
}

// TestLongAnalysisWins: a root move's wins stay exact however long the
// search runs. Lizzie and Sabaki leave lz-analyze running on one position
// for as long as the user looks at it; at about 26,000 playouts a second
// per tree on 9x9, one root move of one tree reaches 2^24 wins in well
// under an hour, and a float32 sum stops growing there (2^24 + 1 rounds
// back to 2^24; a draw's half already stops at 2^23), so the move's win
// rate then fell with every playout it won, and the tree turned away from
// it. Here a move on 2x2 (where a playout's bookkeeping is cheap) wins
// 2^24 + 2^18 playouts in a row: its win rate is 1 by hand, where the
// float32 sum gave 2^24 / (2^24 + 2^18) = 64/65. Then 2^18 draws (a half
// each) give (2^24 + 2^18 + 2^17) / (2^24 + 2^19) = 131/132.
func TestLongAnalysisWins(t *testing.T) {
	if testing.Short() {
		t.Skip("17 million updates")
	}
	gm := game(t, 2, 0.5, geom.Black, nil, nil)
	s := New(gm, geom.Black, CountingOf(gm), 1, 1)
	tr := s.trees[0]
	b := tr.root
	tr.expand(0, &b, geom.Black, 0)
	k := tr.nodes[0].first
	move := tr.nodes[k].move
	tr.path = append(tr.path[:0], 0, k)
	tr.moves = append(tr.moves[:0], move)
	tr.cols = append(tr.cols[:0], geom.Black)
	winrate := func() float64 {
		for _, c := range s.Candidates() {
			if c.Move == move {
				return c.Winrate
			}
		}
		t.Fatalf("%s is no candidate", vertex(gm.Geometry(), move))
		return 0
	}
	for range 1<<24 + 1<<18 {
		tr.update(1) // Black, who played the move, wins
	}
	if got := winrate(); got != 1 {
		t.Errorf("after 2^24 + 2^18 wins in a row: win rate %.6f, want 1", got)
	}
	for range 1 << 18 {
		tr.update(0) // a draw
	}
	if got, want := winrate(), 131.0/132; math.Abs(got-want) > 1e-12 {
		t.Errorf("after 2^18 draws more: win rate %.6f, want 131/132 = %.6f", got, want)
	}
}

// TestReuseOtherGame: a search is asked to move to another game whose
// history is a few moves longer than the search's root (a GUI replays
// another game after clear_board, or another variation, as Sabaki does
// when the user jumps in the game tree). The moves after the root's length
// are not moves of the root's position: here (two GNU Go self-play games
// of judge/testdata/gnugo, 35 and 43 moves) White's D6 and G3 are points
// White holds there. Reuse must refuse (the positions differ), not play
// them on the root's board: a stone played on an occupied point made a
// chain that merged with itself, and the replay never returned (genmove
// hung).
func TestReuseOtherGame(t *testing.T) {
	g := geom.MustGet(9, 9)
	game := func(vs ...string) *engine.Game {
		gm := engine.NewGame(g, rules.MustLookup("japanese"))
		c := geom.Black
		for _, v := range vs {
			p, err := g.ParseVertex(v)
			if err != nil {
				t.Fatal(err)
			}
			if r := gm.Play(c, p); r != engine.Legal {
				t.Fatalf("%v %s: %v", c, v, r)
			}
			c = c.Opp()
		}
		return gm
	}
	a := game("F8", "E2", "E5", "C7", "G4", "H3", "H4", "C4", "F2", "F3", "G2", "G3", "H2", "J3", "E3", "E4",
		"F4", "D3", "J4", "D5", "E6", "D8", "E8", "D6", "D9", "C9", "E9", "E7", "H6", "F7", "G8", "F5", "G6",
		"F6", "G7")
	s := New(a, geom.Empty, CountingOf(a), 1, 1)
	s.Run(context.Background(), 200)

	b := game("C5", "F5", "D7", "F7", "F3", "C3", "G4", "G5", "H4", "H5", "J5", "J6", "J4", "H7", "D2", "D3",
		"C2", "E4", "E8", "B2", "E3", "D5", "C7", "B4", "B5", "C1", "E1", "A4", "A5", "F8", "F9", "G9", "E9",
		"H8", "C4", "D4", "E7", "E6", "D6", "B1", "D1", "F4", "G3")
	done := make(chan bool, 1)
	go func() { done <- s.Reuse(b, geom.White, CountingOf(b)) }()
	select {
	case ok := <-done:
		if ok {
			t.Error("Reuse moved the search to another game")
		}
	case <-time.After(10 * time.Second):
		t.Fatal("Reuse did not return")
	}
}
