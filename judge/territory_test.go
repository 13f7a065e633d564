package judge

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"github.com/gtp-referee/gtp-referee/engine"
	"github.com/gtp-referee/gtp-referee/geom"
	"github.com/gtp-referee/gtp-referee/rules"
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

// game38Moves is GNU Go game 38 of testdata/gnugo (9x9, komi 0.5) stopped
// two moves before its end, Black to move (as gtpengine's
// TestFinalStatusListsKilled).
const game38Moves = "B C3,W D2,B E8,W D4,B F6,W D3,B C6,W C4,B F4,W G3,B G4,W H3,B H4,W B5,B B6," +
	"W J4,B J5,W J3,B H6,W A6,B A7,W A5,B B7,W C5,B D6,W E5,B E4,W F3"

// game38 plays game38Moves under preset on g, turned by s and with the
// colours swapped where swap says, komi 0.5 (-0.5 swapped): Black (White
// swapped) is to move.
func game38(t *testing.T, g *geom.Geometry, preset string, s int, swap bool) *engine.Game {
	t.Helper()
	gm := engine.NewGame(g, rules.MustLookup(preset))
	gm.SetKomi(0.5)
	if swap {
		gm.SetKomi(-0.5)
	}
	for _, m := range strings.Split(game38Moves, ",") {
		f := strings.Fields(m)
		c := geom.Black
		if (f[0] == "W") != swap {
			c = geom.White
		}
		p, err := g.ParseVertex(f[1])
		if err != nil {
			t.Fatal(err)
		}
		if r := gm.Play(c, g.Turn(p, s)); r != engine.Legal {
			t.Fatalf("%s: %v", m, r)
		}
	}
	return gm
}

// TestTerritoryDameKillsBreakdown: the territory count's breakdown books
// a chain the filling kills (Lost) as the killer's prisoners and the
// rest of what the filling gains him as his territory, not as the
// victim's territory lost. TestTerritoryDameKills' position and hand
// count: Black 31 territory (E5, E6 and F5 among them) + 1 prisoner
// (E5), White 22 territory (C3's point among them) + 1 prisoner (C3):
// 31 + 1 - 22 - 1 - 0.5 = B+8.5. The margin was right, but the breakdown
// said Black 28 + 0, White 18 + 1 (gogui-rules_final_result, score's
// line and JSON). In the eight turns of the board, colours swapped too.
func TestTerritoryDameKillsBreakdown(t *testing.T) {
	g := geom.MustGet(9, 9)
	for _, preset := range []string{"japanese", "korean"} {
		for _, swap := range []bool{false, true} {
			for s := 0; s < 8; s++ {
				gm := game38(t, g, preset, s, swap)
				res, _, err := EstimateScore(context.Background(), gm, Options{Seed: 1})
				if err != nil {
					t.Fatal(err)
				}
				got := [4]int{res.BlackTerritory, res.BlackPrisoners, res.WhiteTerritory, res.WhitePrisoners}
				want := [4]int{31, 1, 22, 1}
				if swap {
					want = [4]int{22, 1, 31, 1}
				}
				if got != want {
					t.Errorf("%s, turn %d, swapped %v: Black %d territory + %d prisoners, White %d + %d; want %d + %d, %d + %d (%s)",
						preset, s, swap, got[0], got[1], got[2], got[3], want[0], want[1], want[2], want[3], res.String())
				}
			}
		}
	}
}

// TestTerritoryDameKills: under territory scoring, in a finished position,
// the side to move's first dame that kills a chain is his as under area
// scoring (the filling's order, fillShiftBy, and Lost). Game38Moves,
// japanese and korean, komi 0.5: White's E5 stands among the dame with
// the liberties D5, E6 and F5; Black's D5 leaves it two it cannot keep
// (W E6 is answered at F5, W F5 at E6). Hand count after B D5 (GNU Go's
// next move in the game) with E5 and the dead C3 off: Black 31 territory
// (E5, E6, F5 among them) + 1 prisoner (E5), White 22 + 1 (C3), E3 dame:
// B+8.5. GNU Go 3.8 (`gnugo --mode gtp --japanese-rules`, the moves
// played, final_score) says B+8.5 on the position, E5 and C3 dead, and
// B+8.5 after B D5. Before, the territory count kept the mean of both
// filling orders, E5 alive and D5 E6 F5 dame: B+4.5. In the eight turns
// of the board, colours swapped too.
func TestTerritoryDameKills(t *testing.T) {
	g := geom.MustGet(9, 9)
	for _, preset := range []string{"japanese", "korean"} {
		for _, swap := range []bool{false, true} {
			for s := 0; s < 8; s++ {
				gm := game38(t, g, preset, s, swap)
				want, killer := "B+8.5", geom.Black
				if swap {
					want, killer = "W+8.5", geom.White
				}
				what := fmt.Sprintf("%s, turn %d, swapped %v", preset, s, swap)
				if gm.ToMove() != killer {
					t.Fatalf("%s: %v to move", what, gm.ToMove())
				}
				res, _, err := EstimateScore(context.Background(), gm, Options{Seed: 1})
				if err != nil {
					t.Fatal(err)
				}
				if got := res.String(); got != want {
					t.Errorf("%s: %s, want %s", what, got, want)
				}
				e5, _ := g.ParseVertex("E5")
				if dead := res.Dead(); !dead.Has(g.Turn(e5, s)) {
					t.Errorf("%s: E5 not listed dead", what)
				}
			}
		}
	}
}
