package judge

import (
	"context"
	"strings"
	"testing"

	"github.com/gtp-referee/gtp-referee/geom"
)

// swapColours returns GNU Go game gg with every move made by the other
// colour and the komi negated: the same game seen from the other side.
func swapColours(t *testing.T, gg gnugoGame) gnugoGame {
	t.Helper()
	out := gg
	out.Moves = make([]string, 0, len(gg.Moves))
	for _, m := range gg.Moves {
		f := strings.Fields(m)
		if len(f) != 2 {
			t.Fatalf("move %q: want a colour and a vertex", m)
		}
		c, err := geom.ParseColour(f[0])
		if err != nil {
			t.Fatalf("move %q: %v", m, err)
		}
		out.Moves = append(out.Moves, c.Opp().String()+" "+f[1])
	}
	out.Komi = -gg.Komi
	return out
}

// TestColourSwap judges the GNU Go self-play games on 13x13 and 19x19,
// their final positions and the positions cut where only dame and teire
// are left (dameCut), and the same positions with the colours swapped. The
// rules favour neither colour, and the judgment's halves of the playouts
// start with the side to move and with his opponent whatever their colour
// (or, in a game both passed, with the player whose turn it would be), so
// each judgment of a swapped position must be the other's with the colours
// swapped: Black's area minus White's in one is White's minus Black's in
// the other, and the same stones are dead, in seki and unsettled.
func TestColourSwap(t *testing.T) {
	if testing.Short() {
		t.Skip("two judgments of each of about 500 positions")
	}
	games := loadGnugo(t)
	ctx := context.Background()
	n := 0
	for i, gg := range games {
		if gg.Size < 13 {
			continue
		}
		mv := gg.played()
		cuts := []int{0}
		if k, _ := dameCut(gg); k > 0 {
			cuts = append(cuts, k)
		}
		for _, k := range cuts {
			cut := gg
			cut.Moves = mv[:len(mv)-k]
			gm, err := replay(cut)
			if err != nil {
				t.Fatalf("game %d: %v", i, err)
			}
			gs, err := replay(swapColours(t, cut))
			if err != nil {
				t.Fatalf("game %d swapped: %v", i, err)
			}
			if gs.ToMove() != gm.ToMove().Opp() || gs.Over() != gm.Over() {
				t.Fatalf("game %d: %v to move, swapped %v", i, gm.ToMove(), gs.ToMove())
			}
			r1, j1, err := EstimateScore(ctx, gm, Options{Seed: uint64(i) + 1})
			if err != nil {
				t.Fatal(err)
			}
			r2, j2, err := EstimateScore(ctx, gs, Options{Seed: uint64(i) + 1})
			if err != nil {
				t.Fatal(err)
			}
			n++
			d1, d2 := r1.Margin+gm.Komi(), r2.Margin+gs.Komi()
			if d1+d2 != 0 {
				t.Errorf("game %d cut by %d: Black's area minus White's %+.1f, swapped %+.1f (open %d and %d)", i, k, d1, d2, j1.Open(), j2.Open())
			}
			for _, c := range []struct {
				what   string
				b1, b2 geom.Bitboard
			}{
				{"dead", r1.Dead(), r2.Dead()},
				{"seki", r1.Seki, r2.Seki},
				{"unsettled", j1.Unsettled, j2.Unsettled},
			} {
				if c.b1 != c.b2 {
					t.Errorf("game %d cut by %d: %s stones differ when the colours are swapped", i, k, c.what)
				}
			}
		}
	}
	if n < 400 {
		t.Errorf("only %d positions", n)
	}
	t.Logf("%d positions", n)
}
