package geom

import (
	"errors"
	"math/rand/v2"
	"testing"
)

func TestGetLimits(t *testing.T) {
	for _, tc := range []struct {
		w, h int
		ok   bool
	}{{2, 2, true}, {25, 25, true}, {19, 13, true}, {2, 25, true}, {1, 1, false}, {26, 19, false}, {19, 26, false}, {0, 5, false}} {
		g, err := Get(tc.w, tc.h)
		if (err == nil) != tc.ok {
			t.Errorf("Get(%d, %d): %v", tc.w, tc.h, err)
		}
		if err == nil && (g.W != tc.w || g.H != tc.h || len(g.Points) != tc.w*tc.h || g.Mask.Count() != tc.w*tc.h) {
			t.Errorf("Get(%d, %d): bad geometry", tc.w, tc.h)
		}
	}
}

func TestVertices(t *testing.T) {
	g := MustGet(19, 19)
	for _, tc := range []struct {
		v    string
		x, y int
	}{{"A1", 0, 0}, {"a1", 0, 0}, {"D4", 3, 3}, {"J10", 8, 9}, {"T19", 18, 18}, {"Q16", 15, 15}} {
		p, err := g.ParseVertex(tc.v)
		if err != nil || p != g.Point(tc.x, tc.y) {
			t.Errorf("ParseVertex(%q) = %v, %v", tc.v, p, err)
		}
	}
	for _, bad := range []string{"I5", "U1", "A0", "A20", "A", "", "A+1", "11", "Z99"} {
		if _, err := g.ParseVertex(bad); err == nil {
			t.Errorf("ParseVertex(%q) accepted", bad)
		}
	}
	// A column letter and a row of digits from 1 is a vertex, off this
	// board however far (ErrOffBoard's doc): a row of three digits or
	// more too, which was read as malformed. Malformed text stays so.
	for _, off := range []string{"Z99", "A100", "t1000", "A0100", "B99999999999999999999999"} {
		if _, err := g.ParseVertex(off); !errors.Is(err, ErrOffBoard) {
			t.Errorf("ParseVertex(%q) = %v, want off board", off, err)
		}
	}
	for _, bad := range []string{"A00", "A1x", "A 1", "A-10", "A1.5", "AA1", "A１"} {
		if _, err := g.ParseVertex(bad); err == nil || errors.Is(err, ErrOffBoard) {
			t.Errorf("ParseVertex(%q) = %v, want malformed", bad, err)
		}
	}
	if p, err := g.ParseVertex("PASS"); err != nil || p != Pass || g.Vertex(Pass) != "pass" {
		t.Error("pass")
	}
	// Round trip and XY on every size, rectangular included.
	for w := MinSize; w <= MaxSize; w++ {
		for h := MinSize; h <= MaxSize; h++ {
			g := MustGet(w, h)
			for _, p := range g.Points {
				x, y := g.XY(p)
				if g.Point(x, y) != p || !g.OnBoard(p) {
					t.Fatalf("%dx%d: XY round trip of %d", w, h, p)
				}
				q, err := g.ParseVertex(g.Vertex(p))
				if err != nil || q != p {
					t.Fatalf("%dx%d: vertex round trip of %s: %v", w, h, g.Vertex(p), err)
				}
				edges := 0
				if x == 0 || x == w-1 {
					edges++
				}
				if y == 0 || y == h-1 {
					edges++
				}
				if g.EdgeCount(p) != edges {
					t.Fatalf("%dx%d %s: EdgeCount %d, want %d", w, h, g.Vertex(p), g.EdgeCount(p), edges)
				}
			}
			if g.OnBoard(Pass) || g.OnBoard(g.Point(w, 0)) || g.OnBoard(Point(g.Cells)) {
				t.Fatalf("%dx%d: off-board cell reported on board", w, h)
			}
		}
	}
}

func TestColours(t *testing.T) {
	if Black.Opp() != White || White.Opp() != Black {
		t.Error("Opp")
	}
	for s, want := range map[string]Colour{"b": Black, "BLACK": Black, "w": White, "White": White} {
		if c, err := ParseColour(s); err != nil || c != want {
			t.Errorf("ParseColour(%q) = %v, %v", s, c, err)
		}
	}
	if _, err := ParseColour("red"); err == nil {
		t.Error("ParseColour(red) accepted")
	}
}

// TestDilate compares Dilate with a neighbour-by-neighbour construction on
// random sets, on every board size.
func TestDilate(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 5))
	for w := MinSize; w <= MaxSize; w++ {
		for h := MinSize; h <= MaxSize; h += 1 + rng.IntN(3) {
			g := MustGet(w, h)
			for k := 0; k < 5; k++ {
				var b, want Bitboard
				for _, p := range g.Points {
					if rng.IntN(8) == 0 {
						b.Set(p)
					}
				}
				for _, p := range g.Points {
					if b.Has(p) {
						want.Set(p)
						for _, d := range g.Dirs {
							if g.OnBoard(p + d) {
								want.Set(p + d)
							}
						}
					}
				}
				if got := g.Dilate(&b); got != want {
					t.Fatalf("%dx%d: Dilate differs", w, h)
				}
			}
		}
	}
}

func TestBitboardOps(t *testing.T) {
	var a, b Bitboard
	a.Set(1)
	a.Set(64)
	a.Set(700)
	b.Set(64)
	b.Set(3)
	if a.Count() != 3 || !a.Has(700) || a.Has(2) {
		t.Error("Set/Has/Count")
	}
	if x := a.And(b); x.Count() != 1 || !x.Has(64) {
		t.Error("And")
	}
	if x := a.Or(b); x.Count() != 4 {
		t.Error("Or")
	}
	if x := a.AndNot(b); x.Count() != 2 || x.Has(64) {
		t.Error("AndNot")
	}
	if pts := a.Points(nil); len(pts) != 3 || pts[0] != 1 || pts[1] != 64 || pts[2] != 700 {
		t.Errorf("Points %v", pts)
	}
	a.Clear(64)
	a.Clear(1)
	a.Clear(700)
	if !a.IsZero() {
		t.Error("Clear/IsZero")
	}
}

// TestBitboardAll checks All against Points on random sets, with an early
// break, and that changing the set during the loop changes nothing.
func TestBitboardAll(t *testing.T) {
	g := MustGet(19, 19)
	seed := uint64(12345)
	for n := 0; n < 200; n++ {
		var b Bitboard
		for _, p := range g.Points {
			seed = seed*6364136223846793005 + 1442695040888963407
			if seed>>61 == 0 {
				b.Set(p)
			}
		}
		want := b.Points(nil)
		var got []Point
		for p := range b.All() {
			got = append(got, p)
			b.Clear(p) // the loop visits the set as it was
		}
		if len(got) != len(want) {
			t.Fatalf("set %d: All gave %d cells, Points %d", n, len(got), len(want))
		}
		for i := range got {
			if got[i] != want[i] {
				t.Fatalf("set %d: cell %d is %v, want %v", n, i, got[i], want[i])
			}
		}
		if len(want) > 1 {
			k := 0
			for range b.All() {
				k++
			}
			if k != 0 {
				t.Fatalf("set %d: %d cells left after clearing", n, k)
			}
			b2 := Bitboard{}
			for _, p := range want {
				b2.Set(p)
			}
			k = 0
			for range b2.All() {
				k++
				if k == 1 {
					break
				}
			}
			if k != 1 {
				t.Fatalf("set %d: break after one cell visited %d", n, k)
			}
		}
	}
}

// TestASCIICase: GTP's colours and "pass" are read in any ASCII case
// (CLIENTS.md section 1), and only in ASCII case: GNU Go 3.8, which lowers
// byte by byte, answers "? invalid color or coordinate" to "play blacK d4"
// with the Kelvin sign (U+212A) for K and to "play b paſs" with the long s
// (U+017F); strings.ToLower reads the first as "black" and
// strings.EqualFold the second as "pass", and so did ParseColour and
// ParseVertex.
func TestASCIICase(t *testing.T) {
	for _, s := range []string{"b", "B", "black", "BLACK", "bLaCk"} {
		if c, err := ParseColour(s); err != nil || c != Black {
			t.Errorf("ParseColour(%q) = %v, %v; want black", s, c, err)
		}
	}
	for _, s := range []string{"w", "W", "white", "WHITE"} {
		if c, err := ParseColour(s); err != nil || c != White {
			t.Errorf("ParseColour(%q) = %v, %v; want white", s, c, err)
		}
	}
	for _, s := range []string{"blac\u212a", "\u212a", "wh\u0130te", "whıte"} {
		if c, err := ParseColour(s); err == nil {
			t.Errorf("ParseColour(%q) = %v, want an error", s, c)
		}
	}
	g := MustGet(9, 9)
	for _, s := range []string{"pass", "PASS", "Pass"} {
		if p, err := g.ParseVertex(s); err != nil || p != Pass {
			t.Errorf("ParseVertex(%q) = %v, %v; want pass", s, p, err)
		}
	}
	for _, s := range []string{"pa\u017fs", "pa\u017f\u017f"} {
		if p, err := g.ParseVertex(s); err == nil {
			t.Errorf("ParseVertex(%q) = %v, want an error", s, p)
		}
	}
	for _, tc := range []struct{ in, want string }{
		{"", ""}, {"abc", "abc"}, {"ABC-Z_1", "abc-z_1"}, {"blac\u212a", "blac\u212a"}, {"CH\u0130NESE", "ch\u0130nese"},
	} {
		if got := LowerASCII(tc.in); got != tc.want {
			t.Errorf("LowerASCII(%q) = %q, want %q", tc.in, got, tc.want)
		}
	}
	for _, tc := range []struct {
		a, b string
		want bool
	}{
		{"pass", "PASS", true}, {"Pass", "pAsS", true}, {"pa\u017fs", "pass", false}, {"\u212a", "k", false},
		{"pass", "pas", false}, {"[", "{", false}, {"@", "`", false},
	} {
		if got := EqualFoldASCII(tc.a, tc.b); got != tc.want {
			t.Errorf("EqualFoldASCII(%q, %q) = %v, want %v", tc.a, tc.b, got, tc.want)
		}
	}
}
