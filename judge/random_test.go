package judge

import (
	"context"
	"flag"
	"fmt"
	"testing"

	"github.com/gtp-referee/gtp-referee/engine"
	"github.com/gtp-referee/gtp-referee/geom"
	"github.com/gtp-referee/gtp-referee/rules"
)

// TestRandomPositions judges and scores positions left by random games of
// every length on boards from 2x2 to 25x25, square and not, under the area
// and territory presets. Beyond not panicking (the local searches, the
// tactical reading and the dame filling see shapes no real game has), a
// judgment must be consistent: removed stones are dead or unsettled, seki
// and pass-alive stones are never removed, the areas and the dame add up
// to the board, and every live stone counts for its colour, with the side
// to move unknown and with either side to move.
func TestRandomPositions(t *testing.T) {
	sizes := [][2]int{{2, 2}, {3, 3}, {4, 7}, {5, 5}, {7, 7}, {9, 9}, {13, 13}, {19, 19}, {25, 25}, {19, 9}}
	presets := []string{"chinese", "japanese", "tromp-taylor"}
	r := engine.NewRand(7)
	for _, sz := range sizes {
		g := geom.MustGet(sz[0], sz[1])
		for k := 0; k < 6; k++ {
			var b engine.Board
			b.Reset(g)
			// From an almost empty board to a filled one.
			moves := (k * 3 * len(g.Points)) / 5
			b.Playout(geom.Black, r, moves)
			for _, name := range presets {
				p := rules.MustLookup(name)
				t.Run(fmt.Sprintf("%dx%d/%d/%s", sz[0], sz[1], moves, name), func(t *testing.T) {
					judgeAndCheck(t, &b, p, Options{Seed: uint64(k + 1), Playouts: 256})
				})
			}
		}
	}
}

var randomN = flag.Int("random.n", 2000, "TestRandomBoards: how many random positions")

// TestRandomBoards makes TestRandomPositions' checks on many more random
// positions: boards of 2 to 13 lines a side, square or not, after random
// games of random length, under the five kinds of preset, the side to
// move unknown and either. Its 2,000 positions take about 20 seconds; two
// ad hoc runs of 20,000 found the negative areas and territories of
// TestOpenBoardAreas and TestOpenBoardTerritory, about one position in
// 5,000, and on the code before them this test fails at position 1731 (a
// 3x7 board: a territory of -1). -random.n 20000 passes (190 s).
func TestRandomBoards(t *testing.T) {
	presets := []string{"chinese", "japanese", "tromp-taylor", "aga", "nz"}
	r := engine.NewRand(11)
	for i := 0; i < *randomN; i++ {
		w, h := 2+r.Intn(12), 2+r.Intn(12)
		g := geom.MustGet(w, h)
		var b engine.Board
		b.Reset(g)
		moves := r.Intn(3 * len(g.Points))
		b.Playout(geom.Black, r, moves)
		p := rules.MustLookup(presets[r.Intn(len(presets))])
		if !judgeAndCheck(t, &b, p, Options{Seed: uint64(i + 1), Playouts: 128}) {
			t.Fatalf("position %d (%dx%d, %d moves, %s):\n%s", i, w, h, moves, p.Name, b.String())
		}
	}
}

// judgeAndCheck judges b under preset p and checks its count (checkScore)
// with the side to move unknown and with either side to move: known, as in
// a record that stops before the passes, the filling takes kos, kills by a
// dame and takes the dame worth most first. It reports whether every check
// passed; it stops at the first failure, so a caller checking several
// boards runs each in a subtest.
func judgeAndCheck(t *testing.T, b *engine.Board, p rules.Preset, opts Options) bool {
	t.Helper()
	j, err := JudgeBoard(context.Background(), b, p, opts)
	if err != nil {
		t.Fatal(err)
	}
	for _, next := range []geom.Colour{geom.Empty, geom.Black, geom.White} {
		res := score(j, p, 7.5, 0, next, false)
		checkScore(t, b.Geometry(), b, j, &res, p)
		if t.Failed() {
			t.Logf("%v to move: %v, areas %+v, territories %d and %d", next, res, res.Area.Area, res.BlackTerritory, res.WhiteTerritory)
			return false
		}
	}
	return true
}

func checkScore(t *testing.T, g *geom.Geometry, b *engine.Board, j *Judgment, res *Result, p rules.Preset) {
	t.Helper()
	for _, q := range res.Removed.Points(nil) {
		if st := j.Status(q); st != Dead && st != Unsettled {
			t.Errorf("%s removed but %v", g.Vertex(q), st)
		}
	}
	if a := res.Area; a.Black+a.White+a.Dame != len(g.Points) || a.Black < 0 || a.White < 0 || a.Dame < 0 {
		t.Errorf("areas %d + %d + dame %d on %d points", a.Black, a.White, a.Dame, len(g.Points))
	}
	if res.Margin != res.Margin {
		t.Error("margin is NaN")
	}
	if res.BlackTerritory < 0 || res.WhiteTerritory < 0 || res.BlackTerritory+res.WhiteTerritory > len(g.Points) {
		t.Errorf("territories %d and %d on %d points", res.BlackTerritory, res.WhiteTerritory, len(g.Points))
	}
	if p.AllAlive {
		// Tromp-Taylor: stones plus the empty regions that reach one
		// colour only, counted here by a plain flood.
		bl, wh := naiveArea(g, b)
		if res.Area.Black != bl || res.Area.White != wh {
			t.Errorf("tromp-taylor area %d-%d, flood count %d-%d", res.Area.Black, res.Area.White, bl, wh)
		}
	}
}

// naiveArea counts Tromp-Taylor areas by flooding each empty region.
func naiveArea(g *geom.Geometry, b *engine.Board) (black, white int) {
	seen := map[geom.Point]bool{}
	for _, p := range g.Points {
		switch b.At(p) {
		case geom.Black:
			black++
		case geom.White:
			white++
		default:
			if seen[p] {
				continue
			}
			region := []geom.Point{p}
			seen[p] = true
			var touches geom.Colour
			for i := 0; i < len(region); i++ {
				for _, d := range g.Dirs {
					n := region[i] + d
					if !g.OnBoard(n) {
						continue
					}
					switch c := b.At(n); c {
					case geom.Black, geom.White:
						touches |= c
					default:
						if !seen[n] {
							seen[n] = true
							region = append(region, n)
						}
					}
				}
			}
			switch touches {
			case geom.Black:
				black += len(region)
			case geom.White:
				white += len(region)
			}
		}
	}
	return black, white
}

// TestOpenBoards checks the count on open boards of a few stones, where
// the dame filling moved the margin by more points than a side's area or
// territory holds: White's area was -2 on the 4x2 board (areas 1 + -2 +
// dame 9 of 8 points), Black's japanese territory -1 on the 5x2 one. Both
// were found by 20,000 random positions, many more than
// TestRandomPositions plays, and the seeds are theirs. Areas and
// territories are 0 or more and the areas add up with the dame to the
// board, as RULES.md's count defines them; a side with no territory has no
// point of his to fill, so his teire cost nothing.
func TestOpenBoards(t *testing.T) {
	cases := []struct {
		presets []string
		seed    uint64
		rows    []string
	}{
		{[]string{"chinese", "nz"}, 8663, []string{
			". . O .",
			". X . .",
		}},
		{[]string{"japanese"}, 19655, []string{
			". X X O .",
			"X . . . .",
		}},
	}
	for _, tc := range cases {
		for _, name := range tc.presets {
			t.Run(fmt.Sprintf("%s/%s", tc.rows[0], name), func(t *testing.T) {
				gm := diagram(t, name, 7.5, tc.rows...)
				judgeAndCheck(t, gm.Board(), rules.MustLookup(name), Options{Seed: tc.seed, Playouts: 256})
			})
		}
	}
}
