package engine

import (
	"fmt"
	"testing"

	"github.com/gtp-referee/gtp-referee/geom"
	"github.com/gtp-referee/gtp-referee/rules"
)

// TestRulesP3EnteredByPlays enters RULES.md P3 (eternal life) the way GUIs
// send setup stones, as plays whose colours repeat (RULES.md section 1,
// article 2; CLIENTS.md: "setup stones arrive as plays"), turned by the
// eight symmetries, with the colours swapped or not, and with either
// colour's stones sent last. Whatever the order, the cycle's first player
// moves first from the set-up position, so that position is one with him
// to move, and RULES.md's facts hold: under positional and situational
// superko the cycle's fourth move (W F1) is illegal, as it recreates the
// start with Black to move; under simple ko the start recurs after moves 4
// and 8, and its third occurrence ends the game with no result on move 8,
// not before. (The stones are sent bottom row first, so that no position
// the plays pass through is one of the cycle: sent in another order, a
// position between two plays may be, and superko then rightly refuses the
// move that recreates it.) Entered with Black's stone last, the start was keyed with
// White to move only (the opponent of its last mover), so W F1 was legal
// under situational superko and the simple-ko cycle ran to move 12. GNU Go
// 3.8 (--situational-superko) agrees: with P3 on the lower rows of an 8x8
// board, entered by plays in either colour order, its is_legal w F1 is 0
// after B C1, W E1, B D1.
func TestRulesP3EnteredByPlays(t *testing.T) {
	d := parseDiagram(t, diagramP3)
	cycle := rtMoves(t, d.g, "B C1, W E1, B D1, W F1")
	for s := 0; s < geom.Symmetries; s++ {
		tg := d.g.Turned(s)
		for _, swap := range []bool{false, true} {
			col := func(c geom.Colour) geom.Colour {
				if swap {
					return c.Opp()
				}
				return c
			}
			for _, lastBlack := range []bool{false, true} {
				first, second := d.white, d.black
				fc, sc := geom.White, geom.Black
				if !lastBlack {
					first, second, fc, sc = second, first, sc, fc
				}
				for _, name := range rules.Names() {
					p := rules.MustLookup(name)
					gm := NewGame(tg, p)
					// Each colour's stones bottom row first: the positions
					// the plays pass through lack a stone of the upper
					// rows, so none of them is a position of the cycle.
					for _, st := range []struct {
						c  geom.Colour
						qs []geom.Point
					}{{fc, first}, {sc, second}} {
						for i := len(st.qs) - 1; i >= 0; i-- {
							if r := gm.Play(col(st.c), d.g.Turn(st.qs[i], s)); r != Legal {
								t.Fatalf("setup play: %s", r)
							}
						}
					}
					where := func(i int) string {
						return fmt.Sprintf("%s, symmetry %d, colours swapped %v, black stones last %v, move %d", p.Name, s, swap, lastBlack, i+1)
					}
					for i := 0; i < 8; i++ {
						m := cycle[i%4]
						c, q := col(m.c), d.g.Turn(m.p, s)
						if i == 3 && p.Ko != rules.KoSimple {
							if r := gm.Check(c, q); r != Superko {
								t.Errorf("%s: Check = %q, want superko", where(i), r.String())
							}
							break
						}
						if r := gm.Play(c, q); r != Legal {
							t.Fatalf("%s: %s", where(i), r)
						}
						if got, want := gm.NoResult(), i == 7; got != want {
							t.Errorf("%s: NoResult = %v, want %v", where(i), got, want)
							break
						}
					}
				}
			}
		}
	}
}
