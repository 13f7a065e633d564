package engine

import (
	"testing"

	"github.com/gtp-referee/gtp-referee/geom"
	"github.com/gtp-referee/gtp-referee/rules"
)

// TestSamePlayerPasses: the game ends when both players pass in turn
// (RULES.md section 1, articles 7 and 21: "two consecutive passes" that
// both confirm); GTP lets a colour repeat, and two passes by White alone
// do not end it. A pass by Black after them does, and undoing it restores
// the run of one.
func TestSamePlayerPasses(t *testing.T) {
	g := geom.MustGet(5, 5)
	gm := NewGame(g, rules.MustLookup("chinese"))
	c3, _ := g.ParseVertex("C3")
	for i, m := range []struct {
		c    geom.Colour
		p    geom.Point
		runs int
		over bool
	}{
		{geom.Black, c3, 0, false},
		{geom.White, geom.Pass, 1, false},
		{geom.White, geom.Pass, 1, false},
		{geom.Black, geom.Pass, 2, true},
	} {
		if r := gm.Play(m.c, m.p); r != Legal {
			t.Fatalf("move %d: %v", i+1, r)
		}
		if gm.Passes() != m.runs || gm.Over() != m.over {
			t.Errorf("after move %d: passes %d over %v, want %d %v", i+1, gm.Passes(), gm.Over(), m.runs, m.over)
		}
	}
	gm.Undo()
	if gm.Passes() != 1 || gm.Over() {
		t.Errorf("after undo: passes %d over %v, want 1 false", gm.Passes(), gm.Over())
	}
}
