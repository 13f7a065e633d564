package judge

import (
	"context"
	"strings"
	"testing"

	"github.com/gtp-referee/gtp-referee/geom"
)

// TestTeireNoTerritory: under territory scoring a teire the count charges
// its owner is no territory in the lists either (Owner, which GTP's
// final_status answers by), so that they add up to the margin. The second
// position of TestTeire (komi 0.5, not passed out): A5 is Black's teire
// (White fills B7 and A7, and A6 falls into atari unless Black has
// connected at A5). Hand count: Black A1-A4, 4; White D1-G7, 28; A7 and
// B7 dame, A5 filled: W+24.5. GNU Go 3.8 (`gnugo --mode gtp
// --japanese-rules`, the stones played, `komi 0.5`): final_score W+24.5,
// final_status_list black_territory A4 A3 A2 A1, white_territory the 28,
// dame A7 B7 A5. Before, A5 was listed as Black's territory (five points
// for Black in the list, four in the count). In the eight turns of the
// board, colours swapped too, under japanese and korean (RULES.md section
// 5: the same count).
func TestTeireNoTerritory(t *testing.T) {
	for _, preset := range []string{"japanese", "korean"} {
		for _, swap := range []bool{false, true} {
			rows, komi, want := teirePosition, 0.5, "W+24.5"
			own, opp := geom.Black, geom.White
			if swap {
				rows, komi, want = swapRows(rows), -0.5, "B+24.5"
				own, opp = opp, own
			}
			for s := 0; s < 8; s++ {
				turned := turnRows(rows, s)
				gm := diagram(t, preset, komi, turned...)
				// The teire's owner is to move, as in TestTeire: with
				// the other to move his group is critical (GNU Go 3.8's
				// dragon_status: critical; the attacker's stone at the
				// teire point ataris A6).
				gm.SetToMove(own)
				g := gm.Geometry()
				res, _, err := EstimateScore(context.Background(), gm, Options{Seed: 1})
				if err != nil {
					t.Fatal(err)
				}
				what := preset
				if swap {
					what += ", colours swapped"
				}
				if got := res.String(); got != want {
					t.Errorf("%s, turn %d: %s, want %s", what, s, got, want)
				}
				listed := map[geom.Colour]int{}
				var dame []string
				for _, p := range g.Points {
					if gm.Board().At(p) != geom.Empty {
						continue
					}
					c := res.Owner(gm.Board(), p)
					listed[c]++
					if c == geom.Empty {
						dame = append(dame, g.Vertex(p))
					}
				}
				// A5, A7 and B7 in the first turn; the turned points
				// in the others: three dame, whatever their names.
				if listed[own] != 4 || listed[opp] != 28 || len(dame) != 3 {
					t.Errorf("%s, turn %d: listed %d for the teire's owner, %d for the other, dame %s; want 4, 28 and three dame",
						what, s, listed[own], listed[opp], strings.Join(dame, " "))
				}
				if s == 0 {
					if got := strings.Join(sorted(strings.Join(dame, " ")), " "); got != "A5 A7 B7" {
						t.Errorf("%s: dame %s, want A5 A7 B7", what, got)
					}
				}
			}
		}
	}
}
