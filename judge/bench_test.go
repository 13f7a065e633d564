package judge

import (
	"context"
	"testing"

	"github.com/gtp-referee/gtp-referee/engine"
)

// BenchmarkJudge19 judges and scores the final position of the 19x19 GNU Go
// self-play game in testdata with the most dead stones, with the default
// playout count.
func BenchmarkJudge19(b *testing.B) {
	gm := mostDead19(b)
	ctx := context.Background()
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		if _, _, err := EstimateScore(ctx, gm, Options{Seed: uint64(i)}); err != nil {
			b.Fatal(err)
		}
	}
}

// mostDead19 returns the final position of the 19x19 GNU Go self-play game
// in testdata with the most dead stones, skipping when there is none.
func mostDead19(tb testing.TB) *engine.Game {
	tb.Helper()
	var gg *gnugoGame
	games := loadGnugo(tb)
	for i := range games {
		if games[i].Size == 19 && (gg == nil || len(games[i].Dead) > len(gg.Dead)) {
			gg = &games[i]
		}
	}
	if gg == nil {
		tb.Skip("no 19x19 game")
	}
	gm, err := replay(*gg)
	if err != nil {
		tb.Fatal(err)
	}
	return gm
}
