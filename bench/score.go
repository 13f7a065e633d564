package bench

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/gtp-referee/gtp-referee/judge"
	"github.com/gtp-referee/gtp-referee/record"
	"github.com/gtp-referee/gtp-referee/rules"
)

// ScoreOptions says how Score counts.
type ScoreOptions struct {
	// Preset gives the preset a record is counted under, as
	// `gtp-referee score` counts it.
	Preset func(*record.Record) rules.Preset
	// Playouts and Seed are the judgment's (judge.Options): the same
	// seed for every record, as score uses it.
	Playouts int
	Seed     uint64
	// ResignedAfter, when positive, also tallies how often the count
	// names the winner of the records resigned after at least so many
	// moves.
	ResignedAfter int
	// GnuGo, when not nil, times GNU Go's final_score on each position
	// too.
	GnuGo *GnuGo
}

// ScoreReport is the result of Score. Times are in milliseconds. The
// fields that are pointers are there only with ScoreOptions.ResignedAfter
// (the resigned ones) or GnuGo (the gnugo and paired ones; the times and
// ratios only when GNU Go scored a position).
type ScoreReport struct {
	Bench string `json:"bench"` // "score"
	// BrokenFiles is left for the caller to set, as in ReplayReport.
	BrokenFiles int `json:"broken_files"`
	// Counted is the number of records with a counted result (RE[W+2.5],
	// not B+R) whose game has a result (not one that a full-board cycle
	// under simple ko ended); Winner and WithinOne how often our count
	// names its winner and comes within one point of its margin.
	Counted int `json:"counted"`
	// The same against the counted results of the records GNU Go scored,
	// for GNU Go.
	GnugoCounted *int `json:"gnugo_counted,omitempty"`
	// GNU Go's times.
	GnugoMaxMs    *float64 `json:"gnugo_max_ms,omitempty"`
	GnugoMeanMs   *float64 `json:"gnugo_mean_ms,omitempty"`
	GnugoMedianMs *float64 `json:"gnugo_median_ms,omitempty"`
	GnugoP95Ms    *float64 `json:"gnugo_p95_ms,omitempty"`
	// GnugoPositions is the number of positions GNU Go scored.
	GnugoPositions *int `json:"gnugo_positions,omitempty"`
	// The records resigned late that GNU Go scored, and how often it
	// names the player who did not resign.
	GnugoResigned       *int `json:"gnugo_resigned,omitempty"`
	GnugoResignedWinner *int `json:"gnugo_resigned_winner,omitempty"`
	// GnugoSameWinner counts the positions where GNU Go names the winner
	// we name.
	GnugoSameWinner *int `json:"gnugo_same_winner,omitempty"`
	// GnugoSkipped counts the positions GNU Go was not given (a board it
	// cannot play, a setup it cannot be sent, a move it refuses), and
	// GnugoTimedOut those whose final_score took longer than its limit.
	GnugoSkipped  *int `json:"gnugo_skipped,omitempty"`
	GnugoTimedOut *int `json:"gnugo_timed_out,omitempty"`
	// GnugoFailed counts the positions GNU Go failed on: it exited,
	// broke the protocol or answered a failure ("? ..."); a GNU Go that
	// exited is started again for the next position.
	GnugoFailed    *int `json:"gnugo_failed,omitempty"`
	GnugoWinner    *int `json:"gnugo_winner,omitempty"`
	GnugoWithinOne *int `json:"gnugo_within_one,omitempty"`
	// Our times.
	MaxMs    float64 `json:"max_ms"`
	MeanMs   float64 `json:"mean_ms"`
	MedianMs float64 `json:"median_ms"`
	P95Ms    float64 `json:"p95_ms"`
	// Ours on the same records as GNU Go's tallies.
	PairedResignedWinner *int `json:"paired_resigned_winner,omitempty"`
	PairedWinner         *int `json:"paired_winner,omitempty"`
	PairedWithinOne      *int `json:"paired_within_one,omitempty"`
	Playouts             int  `json:"playouts"`
	// Positions is the number of final positions counted.
	Positions int `json:"positions"`
	// GNU Go's mean and median time over ours on the positions both
	// scored.
	RatioMean   *float64 `json:"ratio_mean,omitempty"`
	RatioMedian *float64 `json:"ratio_median,omitempty"`
	// The records resigned late, and how often our count names the
	// player who did not resign.
	Resigned       *int `json:"resigned,omitempty"`
	ResignedWinner *int `json:"resigned_winner,omitempty"`
	// Unreached counts the records whose replay does not reach a final
	// position (a move on a handicap stone assumed from HA without AB):
	// not timed, not in Positions nor in the tallies.
	Unreached int `json:"unreached"`
	Winner    int `json:"winner"`
	WithinOne int `json:"within_one"`
}

// ErrNoFinalPosition is returned by Score when no record reaches its
// final position.
var ErrNoFinalPosition = errors.New("no record reaches its final position (a move on a handicap stone assumed from HA without AB)")

// Score times the judgment and count (judge.Judge, judge.Score) of the
// final position of every record, as `gtp-referee score` counts it, and
// tallies the counts against the records' counted results, GNU Go's
// beside them when opts.GnuGo is set.
func Score(ctx context.Context, recs []*record.Record, opts ScoreOptions) (ScoreReport, error) {
	if len(recs) == 0 {
		return ScoreReport{}, ErrNoRecords
	}
	gg := opts.GnuGo
	var times, paired []float64
	unreached := 0 // records whose replay reaches no final position
	// Against the records' counted results (RE): ours on every record
	// that has one, GNU Go's on those of them it scored, and ours on the
	// same ones.
	var cmp, gnugoCmp, pairedCmp Tally
	// Against the winners of the records resigned late (B+R after
	// ResignedAfter moves): the same three tallies, winners only.
	var resg, gnugoRes, pairedRes Tally
	for i, r := range recs {
		// Each record is counted as score counts it: under its preset
		// with its own komi and handicap, from the final position that
		// a lenient replay reaches (a recording error worked round).
		gm, _, ill := r.FinalPosition(opts.Preset(r))
		if ill != nil {
			unreached++
			continue
		}
		t0 := time.Now()
		j, err := judge.Judge(ctx, gm, judge.Options{Playouts: opts.Playouts, Seed: opts.Seed})
		if err != nil {
			return ScoreReport{}, err
		}
		res := judge.Score(gm, j)
		el := time.Since(t0).Seconds()
		times = append(times, el)
		// A game that a full-board cycle ended has no result (RULES.md
		// section 3): its RE, whatever it says, is not compared, as
		// score --compare leaves it out.
		void := gm.NoResult()
		recorded, counted := r.Margin()
		counted = counted && !void
		if counted {
			cmp.Add(res.Margin, recorded)
		}
		winner, resigned := r.Resigned()
		resigned = resigned && !void && opts.ResignedAfter > 0 && r.Moves >= opts.ResignedAfter
		if resigned {
			resg.AddWinner(res.Margin, winner)
		}
		if gg != nil {
			n := len(gg.times)
			theirs, ok, err := gg.score(ctx, gm, res.Margin)
			if err != nil {
				return ScoreReport{}, fmt.Errorf("record %d: %w", i+1, err)
			}
			if len(gg.times) > n {
				paired = append(paired, el)
			}
			if ok && counted {
				gnugoCmp.Add(theirs, recorded)
				pairedCmp.Add(res.Margin, recorded)
			}
			if ok && resigned {
				gnugoRes.AddWinner(theirs, winner)
				pairedRes.AddWinner(res.Margin, winner)
			}
		}
	}
	if len(times) == 0 {
		return ScoreReport{}, ErrNoFinalPosition
	}
	ours := Summarize(times)
	rep := ScoreReport{
		Bench:     "score",
		Counted:   cmp.N,
		MaxMs:     ours.Max,
		MeanMs:    ours.Mean,
		MedianMs:  ours.Median,
		P95Ms:     ours.P95,
		Playouts:  opts.Playouts,
		Positions: len(times),
		Unreached: unreached,
		Winner:    cmp.Winner,
		WithinOne: cmp.WithinOne,
	}
	if opts.ResignedAfter > 0 {
		rep.Resigned = ptr(resg.N)
		rep.ResignedWinner = ptr(resg.Winner)
		if gg != nil {
			rep.GnugoResigned = ptr(gnugoRes.N)
			rep.GnugoResignedWinner = ptr(gnugoRes.Winner)
			rep.PairedResignedWinner = ptr(pairedRes.Winner)
		}
	}
	if gg != nil {
		rep.GnugoPositions = ptr(len(gg.times))
		rep.GnugoSkipped = ptr(gg.skipped)
		rep.GnugoTimedOut = ptr(gg.timedOut)
		rep.GnugoFailed = ptr(gg.failed)
		rep.GnugoCounted = ptr(gnugoCmp.N)
		rep.GnugoWinner = ptr(gnugoCmp.Winner)
		rep.GnugoWithinOne = ptr(gnugoCmp.WithinOne)
		rep.PairedWinner = ptr(pairedCmp.Winner)
		rep.PairedWithinOne = ptr(pairedCmp.WithinOne)
	}
	if gg != nil && len(gg.times) > 0 {
		theirs, same := Summarize(gg.times), Summarize(paired)
		rep.GnugoMedianMs = ptr(theirs.Median)
		rep.GnugoMeanMs = ptr(theirs.Mean)
		rep.GnugoP95Ms = ptr(theirs.P95)
		rep.GnugoMaxMs = ptr(theirs.Max)
		rep.GnugoSameWinner = ptr(gg.sameWinner)
		rep.RatioMedian = ptr(Round(theirs.Median/same.Median, 2))
		rep.RatioMean = ptr(Round(theirs.Mean/same.Mean, 2))
	}
	return rep, nil
}
