package bench

import (
	"context"
	"time"

	"github.com/gtp-referee/gtp-referee/engine"
	"github.com/gtp-referee/gtp-referee/geom"
	"github.com/gtp-referee/gtp-referee/rules"
	"github.com/gtp-referee/gtp-referee/search"
)

// SearchReport is the result of Search.
type SearchReport struct {
	Bench string `json:"bench"` // "search"
	// Best is the move the search prefers for Black, Winrate its win
	// rate.
	Best     string `json:"best"`
	Playouts int    `json:"playouts"`
	// PlayoutsPerSec is the median part's rate, PlayoutsPerSecMean the
	// whole run's.
	PlayoutsPerSec     float64 `json:"playouts_per_sec"`
	PlayoutsPerSecMean float64 `json:"playouts_per_sec_mean"`
	Seconds            float64 `json:"seconds"`
	Size               int     `json:"size"`
	Winrate            float64 `json:"winrate"`
	Workers            int     `json:"workers"`
}

// Search runs genmove's search for Black from the empty board of g under
// the default preset, n playouts in ten parts each timed on its own, with
// one tree per worker.
func Search(ctx context.Context, g *geom.Geometry, n, workers int, seed uint64) (SearchReport, error) {
	gm := engine.NewGame(g, rules.MustLookup(rules.Default))
	s := search.New(gm, geom.Black, search.CountingOf(gm), seed, workers)
	const parts = 10
	rates := make([]float64, 0, parts)
	t0 := time.Now()
	for k := 0; k < parts; k++ {
		lo, hi := n*k/parts, n*(k+1)/parts
		if hi == lo {
			continue // Run(0) would search until cancelled
		}
		t := time.Now()
		if done := s.Run(ctx, hi-lo); done < hi-lo {
			return SearchReport{}, ctx.Err()
		}
		rates = append(rates, float64(hi-lo)/time.Since(t).Seconds())
	}
	el := time.Since(t0).Seconds()
	best, wr := s.Best()
	return SearchReport{
		Bench:              "search",
		Best:               g.Vertex(best),
		Playouts:           s.Playouts(),
		PlayoutsPerSec:     Round(Median(rates, float64(n)/el), 0),
		PlayoutsPerSecMean: Round(float64(n)/el, 0),
		Seconds:            Round(el, 3),
		Size:               g.W,
		Winrate:            Round(wr, 4),
		Workers:            workers,
	}, nil
}
