package geom

import "testing"

// TestTurn checks that each symmetry maps the board one to one onto the
// turned board, keeps neighbours neighbours, and for the square board of
// a known vertex gives the vertex found by hand.
func TestTurn(t *testing.T) {
	for _, size := range [][2]int{{19, 19}, {9, 13}, {2, 25}} {
		g := MustGet(size[0], size[1])
		for s := 0; s < Symmetries; s++ {
			tg := g.Turned(s)
			if tg.Size() != g.Size() {
				t.Fatalf("%dx%d s%d: turned board has %d points", g.W, g.H, s, tg.Size())
			}
			var set Bitboard
			for i, p := range g.Points {
				if i%3 == 0 {
					set.Set(p)
				}
			}
			turned := g.TurnSet(&set, s)
			if turned.Count() != set.Count() {
				t.Fatalf("%dx%d s%d: TurnSet has %d points, want %d", g.W, g.H, s, turned.Count(), set.Count())
			}
			for _, p := range set.Points(nil) {
				if !turned.Has(g.Turn(p, s)) {
					t.Fatalf("%dx%d s%d: TurnSet lacks the turn of %s", g.W, g.H, s, g.Vertex(p))
				}
			}
			if back := g.UnturnSet(&turned, s); back != set {
				t.Fatalf("%dx%d s%d: UnturnSet(TurnSet(set)) differs from set", g.W, g.H, s)
			}
			seen := map[Point]bool{}
			for _, p := range g.Points {
				q := g.Turn(p, s)
				if !tg.OnBoard(q) || seen[q] {
					t.Fatalf("%dx%d s%d: %s goes to %d, off the board or twice", g.W, g.H, s, g.Vertex(p), q)
				}
				seen[q] = true
				for _, d := range g.Dirs {
					if n := p + d; g.OnBoard(n) {
						m := g.Turn(n, s)
						adjacent := false
						for _, e := range tg.Dirs {
							adjacent = adjacent || q+e == m
						}
						if !adjacent {
							t.Fatalf("%dx%d s%d: neighbours %s and %s are apart after the turn", g.W, g.H, s, g.Vertex(p), g.Vertex(n))
						}
					}
				}
			}
		}
	}
	g := MustGet(19, 19)
	p, _ := g.ParseVertex("C4")
	// By hand: mirrored left-right C4 is R4, top-bottom C16, both R16;
	// transposed (column 3, row 4 -> column 4, row 3) D3.
	want := []string{"C4", "R4", "C16", "R16", "D3", "D17", "Q3", "Q17"}
	for s, w := range want {
		if got := g.Vertex(g.Turn(p, s)); got != w {
			t.Errorf("s%d: C4 goes to %s, want %s", s, got, w)
		}
	}
}
