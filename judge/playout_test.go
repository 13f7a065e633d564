package judge

import (
	"testing"

	"github.com/gtp-referee/gtp-referee/engine"
	"github.com/gtp-referee/gtp-referee/geom"
)

// TestPlayoutNoAllocs: a judgment runs a thousand playouts per position,
// and a playout (its move choice, the liberty questions of its policy, the
// moves) allocates nothing, with or without protected chains and the first
// phase's ownership. The position is the final one of the 19x19 GNU Go
// self-play game with the most dead stones, as in BenchmarkJudge19.
func TestPlayoutNoAllocs(t *testing.T) {
	gm := mostDead19(t)
	b := gm.Board()
	g := b.Geometry()
	// Every chain of either colour protected, and ownership leaning to
	// each stone's colour: the policy's refusals are exercised too.
	var prot geom.Bitboard
	black, white := b.Stones(geom.Black), b.Stones(geom.White)
	own := make([]float64, g.Cells)
	for _, p := range g.Points {
		switch b.At(p) {
		case geom.Black:
			prot.Set(b.Chain(p))
			own[p] = 0.5
		case geom.White:
			prot.Set(b.Chain(p))
			own[p] = -0.5
		}
	}
	for _, tc := range []struct {
		name string
		pol  policy
	}{
		{"plain", policy{g: g, buf: make([]geom.Point, 0, g.Size())}},
		{"protected", policy{g: g, buf: make([]geom.Point, 0, g.Size()), prot: &prot, own: own, black: &black, white: &white}},
	} {
		r := engine.NewRand(1)
		var work engine.Board
		moves := 0
		allocs := testing.AllocsPerRun(50, func() {
			work = *b
			moves += playout(&work, geom.Black, r, 3*g.Size(), &tc.pol)
		})
		if allocs != 0 {
			t.Errorf("%s: %.1f allocations per playout, want 0", tc.name, allocs)
		}
		// 51 runs (one to warm up) of at least the two final passes:
		// more moves than that means stones were played.
		if moves <= 2*51 {
			t.Errorf("%s: %d moves in 51 playouts, only passes", tc.name, moves)
		}
	}
}
