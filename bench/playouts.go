package bench

import (
	"context"
	"time"

	"github.com/gtp-referee/gtp-referee/engine"
	"github.com/gtp-referee/gtp-referee/geom"
)

// PlayoutsReport is the result of Playouts.
type PlayoutsReport struct {
	Bench string `json:"bench"` // "playouts"
	// BlackWinRate is the share of playouts Black wins by more than 7.5
	// (stones plus one-point eyes).
	BlackWinRate    float64 `json:"black_win_rate"`
	MovesPerPlayout float64 `json:"moves_per_playout"`
	Playouts        int     `json:"playouts"`
	// PlayoutsPerSec is the median part's rate, PlayoutsPerSecMean the
	// whole run's.
	PlayoutsPerSec     float64 `json:"playouts_per_sec"`
	PlayoutsPerSecMean float64 `json:"playouts_per_sec_mean"`
	Seconds            float64 `json:"seconds"`
	Size               int     `json:"size"`
}

// Playouts runs n light random playouts from the empty board of g on one
// thread, as issue 2 defines them (engine.Board.Playout: uniform among
// the legal moves that fill no one-point eye of the mover's, to two
// passes or three times the points in moves), in ten parts each timed on
// its own.
func Playouts(ctx context.Context, g *geom.Geometry, n int, seed uint64) (PlayoutsReport, error) {
	start := engine.NewBoard(g)
	var work engine.Board
	r := engine.NewRand(seed)
	maxMoves := 3 * g.Size()
	moves, blackWins := 0, 0
	const parts = 10
	rates := make([]float64, 0, parts)
	t0 := time.Now()
	for k := 0; k < parts; k++ {
		lo, hi := n*k/parts, n*(k+1)/parts
		t := time.Now()
		for i := lo; i < hi; i++ {
			if i&1023 == 0 && ctx.Err() != nil {
				return PlayoutsReport{}, ctx.Err()
			}
			work = *start
			moves += work.Playout(geom.Black, r, maxMoves)
			b, w := work.StonesAndEyes()
			if float64(b-w) > 7.5 {
				blackWins++
			}
		}
		if hi > lo {
			rates = append(rates, float64(hi-lo)/time.Since(t).Seconds())
		}
	}
	el := time.Since(t0).Seconds()
	return PlayoutsReport{
		Bench:              "playouts",
		BlackWinRate:       Round(float64(blackWins)/float64(n), 4),
		MovesPerPlayout:    Round(float64(moves)/float64(n), 1),
		Playouts:           n,
		PlayoutsPerSec:     Round(Median(rates, float64(n)/el), 0),
		PlayoutsPerSecMean: Round(float64(n)/el, 0),
		Seconds:            Round(el, 3),
		Size:               g.W,
	}, nil
}
