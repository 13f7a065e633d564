package engine

import (
	"testing"

	"github.com/gtp-referee/gtp-referee/geom"
)

// TestSetKoPoint: the ban forbids only the colour given, only the point
// given, and lasts until the next move of either colour; Pass lifts it.
func TestSetKoPoint(t *testing.T) {
	g := geom.MustGet(5, 5)
	var b Board
	b.Reset(g)
	c3, _ := g.ParseVertex("C3")
	d4, _ := g.ParseVertex("D4")
	b.SetKoPoint(geom.White, c3)
	if _, r := b.Check(geom.White, c3, false); r != Ko {
		t.Errorf("White at the banned C3: %v, want ko", r)
	}
	if _, r := b.Check(geom.Black, c3, false); r != Legal {
		t.Errorf("Black at C3: %v, want legal", r)
	}
	if _, r := b.Check(geom.White, d4, false); r != Legal {
		t.Errorf("White at D4: %v, want legal", r)
	}
	if b.KoPoint(geom.White) != c3 {
		t.Errorf("KoPoint(White) = %v, want C3", g.Vertex(b.KoPoint(geom.White)))
	}
	b.Apply(geom.Black, d4)
	if _, r := b.Check(geom.White, c3, false); r != Legal {
		t.Errorf("White at C3 after Black's move: %v, want legal", r)
	}
	b.SetKoPoint(geom.Black, c3)
	b.SetKoPoint(geom.Black, geom.Pass)
	if _, r := b.Check(geom.Black, c3, false); r != Legal || b.KoPoint(geom.Black) != geom.Pass {
		t.Errorf("after Pass lifted the ban: Black at C3 %v, ko point %v", r, b.KoPoint(geom.Black))
	}
}
