package bench

import (
	"context"
	"errors"
	"time"

	"github.com/gtp-referee/gtp-referee/areacount"
	"github.com/gtp-referee/gtp-referee/engine"
	"github.com/gtp-referee/gtp-referee/geom"
	"github.com/gtp-referee/gtp-referee/record"
	"github.com/gtp-referee/gtp-referee/rules"
)

// ErrNoRecords is returned by the benchmarks of records given none they
// can use.
var ErrNoRecords = errors.New("no readable records")

// ReplayReport is the result of Replay.
type ReplayReport struct {
	Bench string `json:"bench"` // "replay"
	// BrokenFiles is the number of files the caller could not read, in
	// whole or in part (a game of a collection); the benchmark leaves it
	// for the caller to set.
	BrokenFiles int `json:"broken_files"`
	Games       int `json:"games"`
	// IllegalGames counts the records with an illegal move under the
	// preset (replayed up to it).
	IllegalGames int `json:"illegal_games"`
	Moves        int `json:"moves"`
	// MovesPerSec is the median round's rate, MovesPerSecMean the whole
	// run's; NsPerMove is the median round's time per move.
	MovesPerSec     float64 `json:"moves_per_sec"`
	MovesPerSecMean float64 `json:"moves_per_sec_mean"`
	NsPerMove       float64 `json:"ns_per_move"`
	Rounds          int     `json:"rounds"`
	Rules           string  `json:"rules"`
	Seconds         float64 `json:"seconds"`
}

// Replay replays the main line of every record under preset, legality
// and superko included, rounds times, each round timed on its own.
func Replay(ctx context.Context, recs []*record.Record, preset rules.Preset, rounds int) (ReplayReport, error) {
	if len(recs) == 0 {
		return ReplayReport{}, ErrNoRecords
	}
	gm := engine.NewGame(geom.MustGet(19, 19), preset)
	moves, illegal := 0, 0
	rates := make([]float64, 0, rounds)
	t0 := time.Now()
	for round := 0; round < rounds; round++ {
		if ctx.Err() != nil {
			return ReplayReport{}, ctx.Err()
		}
		t, m := time.Now(), 0
		for _, r := range recs {
			if ill := r.Replay(gm, -1); ill != nil {
				illegal++
				m += ill.Number - 1
			} else {
				m += r.Moves
			}
		}
		rates = append(rates, float64(m)/time.Since(t).Seconds())
		moves += m
	}
	el := time.Since(t0).Seconds()
	rate := Median(rates, float64(moves)/el)
	return ReplayReport{
		Bench:           "replay",
		Games:           len(recs),
		IllegalGames:    illegal / max(rounds, 1),
		Moves:           moves,
		MovesPerSec:     Round(rate, 0),
		MovesPerSecMean: Round(float64(moves)/el, 0),
		NsPerMove:       Round(1e9/rate, 1),
		Rounds:          rounds,
		Rules:           preset.Name,
		Seconds:         Round(el, 3),
	}, nil
}

// AreaReport is the result of Area.
type AreaReport struct {
	Bench string `json:"bench"` // "area"
	// BrokenFiles is left for the caller to set, as in ReplayReport.
	BrokenFiles int `json:"broken_files"`
	// Checksum is the sum of Black's area less White's over every count,
	// which keeps the counts from being optimised away and lets two runs
	// be compared.
	Checksum  int     `json:"checksum"`
	Counts    int     `json:"counts"`
	Positions int     `json:"positions"`
	Rounds    int     `json:"rounds"`
	Seconds   float64 `json:"seconds"`
	// UsPerPosition is the median round's time per count in
	// microseconds, UsPerPositionMean the whole run's.
	UsPerPosition     float64 `json:"us_per_position"`
	UsPerPositionMean float64 `json:"us_per_position_mean"`
}

// Area counts the final position of every record (replayed under
// chinese-kgs, up to an illegal move) by Tromp-Taylor area, every stone
// alive, rounds times, each round timed on its own.
func Area(ctx context.Context, recs []*record.Record, rounds int) (AreaReport, error) {
	type pos struct {
		g    *geom.Geometry
		b, w geom.Bitboard
	}
	var ps []pos
	gm := engine.NewGame(geom.MustGet(19, 19), rules.MustLookup("chinese-kgs"))
	for _, r := range recs {
		r.Replay(gm, -1)
		b := gm.Board()
		ps = append(ps, pos{gm.Geometry(), b.Stones(geom.Black), b.Stones(geom.White)})
	}
	if len(ps) == 0 {
		return AreaReport{}, ErrNoRecords
	}
	sum := 0
	per := make([]float64, 0, rounds)
	t0 := time.Now()
	for r := 0; r < rounds; r++ {
		if ctx.Err() != nil {
			return AreaReport{}, ctx.Err()
		}
		t := time.Now()
		for i := range ps {
			a := areacount.Count(ps[i].g, &ps[i].b, &ps[i].w, nil)
			sum += a.Black - a.White
		}
		per = append(per, time.Since(t).Seconds()*1e6/float64(len(ps)))
	}
	el := time.Since(t0).Seconds()
	n := len(ps) * rounds
	return AreaReport{
		Bench:             "area",
		Checksum:          sum,
		Counts:            n,
		Positions:         len(ps),
		Rounds:            rounds,
		Seconds:           Round(el, 3),
		UsPerPosition:     Round(Median(per, el*1e6/float64(n)), 3),
		UsPerPositionMean: Round(el*1e6/float64(n), 3),
	}, nil
}
