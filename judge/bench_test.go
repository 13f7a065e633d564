package judge

import (
	"context"
	"slices"
	"testing"
	"time"

	"github.com/gtp-referee/gtp-referee/engine"
	"github.com/gtp-referee/gtp-referee/geom"
)

// BenchmarkJudge19 judges and scores the final position of the 19x19 GNU Go
// self-play game in testdata with the most dead stones, with the default
// playout count.
func BenchmarkJudge19(b *testing.B) {
	gm := mostDead19(b)
	ctx := context.Background()
	b.ReportAllocs()
	b.ResetTimer()
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

// BenchmarkFillShift19 times the dame filling that counts a position with
// dame left (fillShift, both orders in the board's eight turns): GNU Go
// 19x19 game 13 (gnugo19File) cut where only dame and teire are left,
// White to move, its dead stones as the judgment resolves them. The
// filling reads ataris, ladders and double ataris at every move; it
// allocates nothing (-benchmem).
func BenchmarkFillShift19(b *testing.B) {
	games := loadGnugoFile(b, gnugo19File)
	if len(games) <= 13 {
		b.Skip("no game 13")
	}
	_, gm := dameCut(games[13])
	if gm == nil {
		b.Fatal("game 13 has no dame cut")
	}
	j, err := Judge(context.Background(), gm, Options{Seed: 1})
	if err != nil {
		b.Fatal(err)
	}
	dead := j.Resolved()
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if _, _, _, _, ok := fillShift(&j.board, &dead, geom.White); !ok {
			b.Fatal("the filling captured a live stone")
		}
	}
}

// BenchmarkJudgeCancel19 judges BenchmarkJudge19's position under a
// context that its deadline ends after 1, 10 or 30 ms, or that another
// goroutine cancels after 1 ms (as the GTP server's reader does on new
// input), and reports, as ms-late, the median time from the end to
// Judge's return (ns/op is the whole time): cancellation should be prompt
// in every phase of the judgment. The machine's other load shows in the
// median too.
func BenchmarkJudgeCancel19(b *testing.B) {
	gm := mostDead19(b)
	for _, tc := range []struct {
		name   string
		d      time.Duration
		cancel bool
	}{
		{"deadline-1ms", time.Millisecond, false},
		{"deadline-10ms", 10 * time.Millisecond, false},
		{"deadline-30ms", 30 * time.Millisecond, false},
		{"cancel-1ms", time.Millisecond, true},
	} {
		b.Run(tc.name, func(b *testing.B) {
			late := make([]time.Duration, b.N)
			for i := 0; i < b.N; i++ {
				ctx, cancel := context.WithTimeout(context.Background(), tc.d)
				if tc.cancel {
					ctx, cancel = context.WithCancel(context.Background())
					time.AfterFunc(tc.d, cancel)
				}
				start := time.Now()
				if _, err := Judge(ctx, gm, Options{Seed: uint64(i)}); err != nil {
					late[i] = time.Since(start) - tc.d
				}
				cancel()
			}
			slices.Sort(late)
			b.ReportMetric(float64(late[b.N/2])/1e6, "ms-late")
		})
	}
}
