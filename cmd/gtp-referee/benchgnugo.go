package main

import (
	"context"
	"errors"
	"fmt"
	"strconv"
	"time"

	"github.com/gtp-referee/gtp-referee/areacount"
	"github.com/gtp-referee/gtp-referee/engine"
	"github.com/gtp-referee/gtp-referee/geom"
	"github.com/gtp-referee/gtp-referee/gtp"
)

// gnugoScorer times GNU Go's final_score (with --chinese-rules) on the
// positions that bench score times ours on, side by side in the same run:
// issue 4 sets our target against GNU Go 3.8's time per game. One GNU Go
// process serves every position.
type gnugoScorer struct {
	c *gtp.Client
	// times holds GNU Go's final_score times in seconds, one per
	// position it scored.
	times []float64
	// skipped counts positions GNU Go was not given: a board that is not
	// square or larger than 19x19 (GNU Go 3.8's limits), a record whose
	// setup clears a point, which GTP cannot express, or a move GNU Go
	// refuses.
	skipped int
	// sameWinner counts positions where GNU Go's result names the winner
	// ours names (a draw as a draw).
	sameWinner int
}

// gnugoMaxSize is the largest board GNU Go 3.8 plays as built by Debian.
const gnugoMaxSize = 19

// startGnugoScorer starts GNU Go at gnugoPath in GTP mode under Chinese
// rules.
func startGnugoScorer(ctx context.Context) (*gnugoScorer, error) {
	c, err := gtp.Start(ctx, gnugoPath, []string{"--mode", "gtp", "--chinese-rules"}, gtp.ClientOptions{})
	if err != nil {
		return nil, fmt.Errorf("gnugo: %w", err)
	}
	return &gnugoScorer{c: c}, nil
}

// score sets up gm's game in GNU Go (board size, komi, and every move as a
// play, setup stones and passes included) and times its final_score alone.
// ours is our margin for the same position, for the winner tally. It
// returns GNU Go's margin for Black, and ok false where GNU Go did not
// score the position (skipped, or a reply that is no result).
func (s *gnugoScorer) score(ctx context.Context, gm *engine.Game, ours float64) (theirs float64, ok bool, err error) {
	g := gm.Geometry()
	if g.W != g.H || g.W > gnugoMaxSize {
		s.skipped++
		return 0, false, nil
	}
	moves := gm.Moves()
	for _, m := range moves {
		if m.Colour != geom.Black && m.Colour != geom.White {
			s.skipped++
			return 0, false, nil
		}
	}
	if _, err := s.c.Send(ctx, "boardsize", strconv.Itoa(g.W)); err != nil {
		return 0, false, fmt.Errorf("gnugo: %w", err)
	}
	if _, err := s.c.Send(ctx, "clear_board"); err != nil {
		return 0, false, fmt.Errorf("gnugo: %w", err)
	}
	if _, err := s.c.Send(ctx, "komi", strconv.FormatFloat(gm.Komi(), 'f', -1, 64)); err != nil {
		return 0, false, fmt.Errorf("gnugo: %w", err)
	}
	for i, m := range moves {
		colour := "B"
		if m.Colour == geom.White {
			colour = "W"
		}
		v := "pass"
		if m.Point != geom.Pass {
			v = g.Vertex(m.Point)
		}
		if _, err := s.c.Send(ctx, "play", colour, v); err != nil {
			if ee := (*gtp.EngineError)(nil); errors.As(err, &ee) {
				// A move GNU Go refuses: its rules differ from the
				// preset's. The position is not timed.
				s.skipped++
				return 0, false, nil
			}
			return 0, false, fmt.Errorf("gnugo: move %d: %w", i+1, err)
		}
	}
	t0 := time.Now()
	res, err := s.c.Send(ctx, "final_score")
	el := time.Since(t0).Seconds()
	if err != nil {
		return 0, false, fmt.Errorf("gnugo: final_score: %w", err)
	}
	s.times = append(s.times, el)
	theirs, ok = areacount.ParsePointsResult(res)
	if ok && sameWinner(theirs, ours) {
		s.sameWinner++
	}
	return theirs, ok, nil
}

// close ends the GNU Go process.
func (s *gnugoScorer) close() error { return s.c.Close() }
