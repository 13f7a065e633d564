package engine

import (
	"testing"

	"github.com/gtp-referee/gtp-referee/geom"
)

func benchPlayout(b *testing.B, size int) {
	g := geom.MustGet(size, size)
	start := NewBoard(g)
	var work Board
	r := NewRand(1)
	moves := 0
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		work = *start
		moves += work.Playout(geom.Black, r, 3*size*size)
		work.StonesAndEyes()
	}
	b.ReportMetric(float64(moves)/float64(b.N), "moves/playout")
}

func BenchmarkPlayout9(b *testing.B)  { benchPlayout(b, 9) }
func BenchmarkPlayout19(b *testing.B) { benchPlayout(b, 19) }
