package judge

import (
	"context"
	"math"
	"testing"

	"github.com/gtp-referee/gtp-referee/areacount"
	"github.com/gtp-referee/gtp-referee/engine"
	"github.com/gtp-referee/gtp-referee/geom"
)

// firstLineHane is a 19x19 position whose every point is settled but the
// top of the boundary between Black's wall on column J and White's on
// column K: Black owns columns A to H and his wall, White the rest. White's
// hane at J19 (played as the last move in TestBlockIntrusion) goes under
// Black's J18, next to H19 and no Black stone.
var firstLineHane = []string{
	". . . . . . . . . O . . . . . . . . .",
	". . . . . . . . X O . . . . . . . . .",
	". . . . . . . . X O . . . O . . . . .",
	". . X . X . . . X O . . . O . . . . .",
	". . . . X . . . X O . . . O . . O . .",
	". . . . X . . . X O . . . O . . . . .",
	". . . . X . . . X O . . . O . . . . .",
	". . . . X . . . X O . . . O . . . . .",
	". . . . X . . . X O . . . O . . . . .",
	". . X . X . . . X O . . . O . . O . .",
	". . . . X . . . X O . . . O . . . . .",
	". . . . X . . . X O . . . O . . . . .",
	". . . . X . . . X O . . . O . . . . .",
	". . . . X . . . X O . . . O . . . . .",
	". . . . X . . . X O . . . O . . . . .",
	". . . . X . . . X O . . . O . . O . .",
	". . X . X . . . X O . . . O . . . . .",
	". . . . . . . . X O . . . O . . . . .",
	". . . . . . . . X O . . . . . . . . .",
}

// sideHane is a 9x9 position: Black's wall on column E from E2 up, White's
// on column F; White's hane at E1 (the last move in TestBlockIntrusion)
// goes under Black's E2, next to D1.
var sideHane = []string{
	". . . . X O . . .",
	". . . . X O . . .",
	". . . . X O . . .",
	". . . . X O . . .",
	". . . . X O . . .",
	". . . . X O . . .",
	". . . . X O . . .",
	". . . . X O . . .",
	". . . . . O . . .",
}

// sideHaneGap is sideHane with a gap in Black's wall at E9, next to
// both colours.
var sideHaneGap = append([]string{". . . . . O . . ."}, sideHane[1:]...)

// TestBlockIntrusion: a record that stops on a hane into the side to
// move's territory is counted after his block (blockIntrusion). Counted
// by hand with Black's block: at J19, Black has columns A to H (152 points,
// H19 his stone) and J1-J18, 170 points, White 191: W+28.5 at komi 7.5; at
// E1, Black has columns A to D (36 points, D1 his stone) and E2-E9, 44
// points, White 37: B+6.5 at komi 0.5. With the gap at E9 as well, White
// then fills E9 and Black answers at D9 inside his area: 43 points to 38,
// B+4.5. Before the block rule the first counted W+34.5, the second W+1.5
// and the third W+2.5: the territory, open at the point next to the hane,
// was split by distance (the third also before the block allowed gaps).
func TestBlockIntrusion(t *testing.T) {
	for _, tc := range []struct {
		name  string
		rows  []string
		komi  float64
		hane  string
		block string
		want  float64
	}{
		{"first line 19x19", firstLineHane, 7.5, "J19", "H19", -28.5},
		{"side 9x9", sideHane, 0.5, "E1", "D1", 6.5},
		{"side 9x9 with a gap", sideHaneGap, 0.5, "E1", "D1", 4.5},
	} {
		t.Run(tc.name, func(t *testing.T) {
			gm := diagram(t, "chinese", tc.komi, tc.rows...)
			g := gm.Geometry()
			hane, _ := g.ParseVertex(tc.hane)
			if r := gm.Play(geom.White, hane); r != engine.Legal {
				t.Fatalf("W %s: %v", tc.hane, r)
			}
			for seed := uint64(1); seed <= 3; seed++ {
				res, j, err := EstimateScore(context.Background(), gm, Options{Seed: seed})
				if err != nil {
					t.Fatal(err)
				}
				if got := g.Vertex(j.rescue); got != tc.block {
					t.Errorf("seed %d: Black answers at %s, want %s", seed, got, tc.block)
				}
				if res.Margin != tc.want {
					t.Errorf("seed %d: %s, want %s", seed, res, areacount.ResultString(tc.want))
				}
			}
		})
	}
}

// TestBlockGnugoCut: GNU Go self-play games cut by three moves where the
// last move is a push into the side to move's territory next to a gap,
// and GNU Go's next move is the block. Game 133 (9x9): White's F5 touches
// Black's area at F6 and at G5, a gap next to Black's H5 and G4; Black
// blocks at F6. Game 291 (9x9): White's E6 touches Black's area at F6 and
// E5, both gaps; blocking at F6 leaves Black more than at E5 (the filling
// gives White E5 and Black F5 after it). The count then comes within a
// point of GNU Go's count of the whole game (B+26.5 and W+2); without the
// block game 133 counted B+15.5. Games 167 and 245 (9x9): Black's hane on
// the second line (G2, C8) touches White's corner at two points, the one
// next to White's wall (H2, B8) and a first-line point next only to dead
// White stones (G1, C9); White blocks at the first, and the count of the
// rest (GNU Go's game goes on with Black's push at the other and White's
// second block) is GNU Go's: B+24.5 and B+18, where the region split by
// distance counted B+28.5 and B+22.
func TestBlockGnugoCut(t *testing.T) {
	for _, tc := range []struct {
		n     int
		block string
		final string
	}{{133, "B F6", "B+26.5"}, {291, "B F6", "W+2.0"}, {167, "W H2", "B+24.5"}, {245, "W B8", "B+18.0"}} {
		gm := gameAbout(t, defaultGnugoFile, tc.n, 3, tc.block, tc.final)
		want, _ := areacount.ParseResult(tc.final)
		for seed := uint64(1); seed <= 3; seed++ {
			res, j, err := EstimateScore(context.Background(), gm, Options{Seed: seed})
			if err != nil {
				t.Fatal(err)
			}
			if got := gm.ToMove().String() + " " + gm.Geometry().Vertex(j.rescue); got != tc.block {
				t.Errorf("game %d seed %d: block %s, want GNU Go's %s", tc.n, seed, got, tc.block)
			}
			if math.Abs(res.Margin-want) > 1 {
				t.Errorf("game %d seed %d: %s, more than a point from %s", tc.n, seed, res, tc.final)
			}
		}
	}
}
