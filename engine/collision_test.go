package engine

import (
	"strings"
	"testing"

	"github.com/gtp-referee/gtp-referee/geom"
	"github.com/gtp-referee/gtp-referee/rules"
)

// TestKeyCollision: a 64-bit key match is not a repetition (RULES.md
// section 3: "a full comparison on a hash match"). White B1, then Black C1,
// B2, A2 and 35 stones (White passing after each) chosen (by elimination over GF(2) on this
// package's Zobrist keys, in a read-only audit) so that the position after
// Black A1, capturing B1, has the key of an earlier position of the game.
// A1 has never held a stone, so by hand the move repeats nothing, and it is
// legal under every superko preset; before, it was refused as superko.
func TestKeyCollision(t *testing.T) {
	stones := "C1 B2 A2 A3 A7 A9 A11 A13 A17 A19 C3 C15 C19 E7 E9 E15 G3 G7 G11 G13 G15 G19 " +
		"J7 J13 J15 J17 L1 L3 L7 L9 L13 L17 L19 N1 N5 N7 N11 N17"
	g := geom.MustGet(19, 19)
	a1 := mustPt(t, g, "A1")
	for _, name := range rules.Names() {
		p := rules.MustLookup(name)
		if p.Ko == rules.KoSimple {
			continue
		}
		gm := NewGame(g, p)
		if r := gm.Play(geom.White, mustPt(t, g, "B1")); r != Legal {
			t.Fatal(r)
		}
		// White passes after each black stone, so that every position
		// the black stones make has White to move, as the collision was
		// built (the side to move is part of the key under situational
		// superko, and Black moving again from a position would key it
		// with Black to move).
		for _, v := range strings.Fields(stones) {
			if r := gm.Play(geom.Black, mustPt(t, g, v)); r != Legal {
				t.Fatalf("%s: B %s: %v", name, v, r)
			}
			if r := gm.Play(geom.White, geom.Pass); r != Legal {
				t.Fatalf("%s: W pass: %v", name, r)
			}
		}
		// The premise: the key after A1 is in the history.
		info, r := gm.board.Check(geom.Black, a1, p.SuicideLegal)
		if r != Legal || info.Captures != 1 {
			t.Fatalf("%s: B A1 on the board: %v, %d captures; want legal, capturing B1", name, r, info.Captures)
		}
		if !gm.hist.Contains(gm.key(info.Hash, geom.White)) {
			t.Fatalf("%s: the key after B A1 is new: the Zobrist keys changed and the collision must be rebuilt", name)
		}
		if r := gm.Check(geom.Black, a1); r != Legal {
			t.Errorf("%s: B A1 = %v, want legal: no earlier position had a stone on A1", name, r)
		}
	}
}
