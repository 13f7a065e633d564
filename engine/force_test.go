package engine

import (
	"testing"

	"github.com/gtp-referee/gtp-referee/geom"
	"github.com/gtp-referee/gtp-referee/rules"
)

// TestForce: Force plays a move only a ko rule forbids (the immediate
// recapture of a ko, which takes the ko stone) and a suicide (White's A1
// between Black's A2 and B1, which removes the stone: a turn, no stone),
// and refuses a move that cannot be played (an occupied point), leaving
// the game unchanged.
func TestForce(t *testing.T) {
	g := geom.MustGet(5, 5)
	gm := NewGame(g, rules.MustLookup("chinese-1988"))
	v := func(s string) geom.Point {
		p, err := g.ParseVertex(s)
		if err != nil {
			t.Fatal(err)
		}
		return p
	}
	for i, s := range []string{"B1", "C1", "A2", "D2", "B3", "C3", "C2", "B2"} {
		c := geom.Black
		if i%2 == 1 {
			c = geom.White
		}
		if r := gm.Play(c, v(s)); r != Legal {
			t.Fatalf("%s: %v", s, r)
		}
	}
	if r := gm.Play(geom.Black, v("C2")); r != Ko {
		t.Fatalf("the recapture C2 is %v, want ko", r)
	}
	if r := gm.Force(geom.Black, v("C2")); r != Legal {
		t.Fatalf("Force C2: %v", r)
	}
	if gm.Board().At(v("B2")) != geom.Empty || gm.Board().At(v("C2")) != geom.Black || gm.ToMove() != geom.White {
		t.Errorf("after Force: B2 %v, C2 %v, to move %v", gm.Board().At(v("B2")), gm.Board().At(v("C2")), gm.ToMove())
	}
	n := len(gm.Moves())
	if r := gm.Play(geom.White, v("A1")); r != Suicide {
		t.Fatalf("White A1 is %v, want suicide", r)
	}
	if r := gm.Force(geom.White, v("A1")); r != Legal || len(gm.Moves()) != n+1 || gm.Board().At(v("A1")) != geom.Empty || gm.ToMove() != geom.Black {
		t.Fatalf("Force A1: %v with %d moves, A1 %v, to move %v; want legal, %d moves, A1 empty, Black to move", r, len(gm.Moves()), gm.Board().At(v("A1")), gm.ToMove(), n+1)
	}
	n++
	if r := gm.Force(geom.White, v("C1")); r != Occupied || len(gm.Moves()) != n {
		t.Errorf("Force on an occupied point: %v with %d moves, want occupied and %d", r, len(gm.Moves()), n)
	}
}
