package bench

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
	"github.com/gtp-referee/gtp-referee/rules"
)

// GnuGo times GNU Go's final_score on the positions that Score times ours
// on, side by side in the same run: issue 4 sets our target against GNU
// Go 3.8's time per game. One GNU Go process counts by area
// (--chinese-rules), and, started when a position counted by territory
// first needs it, one by territory (its default, Japanese rules).
type GnuGo struct {
	// path is the GNU Go binary.
	path string
	// area and territory are the two GNU Go processes; territory's
	// client is nil until a position needs it.
	area, territory gnugoProc
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
	// limit bounds one final_score: on a position still being fought
	// GNU Go plays the game out before it counts, which can take
	// minutes. A position past it is counted in timedOut, not in times,
	// and that GNU Go is restarted for the next one.
	limit    time.Duration
	timedOut int
	// failed counts positions GNU Go did not score because it failed:
	// it exited (a crash), broke the protocol, or answered a command of
	// the setup or final_score with a GTP failure. A process that
	// exited or broke the protocol is killed and restarted for the next
	// position.
	failed int
}

// gnugoProc is one GNU Go process and the position it last scored.
type gnugoProc struct {
	c *gtp.Client
	// last is the board of the process's last final_score, and scored
	// says whether there was one. GNU Go keeps the dead stones of that
	// board and answers a final_score of the same board from them at
	// once, after a clear_board and the same moves too (0.09 ms, where
	// counting a 19x19 game's final position took 1.1 s here), and even
	// with another seed ("final_score 1") and a clear_cache it counts
	// that board again in a fifth of the time: a record ending in the
	// position of the one before it (copies, a game in two collections)
	// would time no count, or a cheap one. Such a position is given to
	// a new GNU Go.
	last   scoredBoard
	scored bool
}

// scoredBoard is a position as GNU Go's final_score cache compares it:
// the stones on a board of a size.
type scoredBoard struct {
	w, h         int
	black, white geom.Bitboard
}

// gnugoMaxSize is the largest board GNU Go 3.8 plays as built by Debian.
const gnugoMaxSize = 19

// StartGnuGo starts the GNU Go at path in GTP mode under Chinese rules.
// One final_score may take at most limit (0: no limit).
func StartGnuGo(ctx context.Context, path string, limit time.Duration) (*GnuGo, error) {
	s := &GnuGo{path: path, limit: limit}
	c, err := s.start(ctx, "--chinese-rules")
	if err != nil {
		return nil, err
	}
	s.area.c = c
	return s, nil
}

// start starts GNU Go in GTP mode under the rules flag given.
func (s *GnuGo) start(ctx context.Context, rulesFlag string) (*gtp.Client, error) {
	c, err := gtp.Start(ctx, s.path, []string{"--mode", "gtp", rulesFlag}, gtp.ClientOptions{})
	if err != nil {
		return nil, fmt.Errorf("gnugo: %w", err)
	}
	return c, nil
}

// score sets up gm's game in GNU Go (board size, komi 0, and every move as a
// play, setup stones and passes included) and times its final_score alone,
// asking the GNU Go that counts as gm's preset does: by territory (its
// Japanese rules) or by area. GNU Go is given komi 0 and no handicap, and
// the game's komi and the preset's handicap compensation are taken from
// its margin here: GNU Go 3.8 answers a final_score on the position of its
// previous final_score with the previous answer, whatever komi was set
// since (two records ending in the same position), and
// it knows of no handicap where the handicap stones come as plays (under
// Chinese rules it gives White one point per handicap stone, the
// compensation of the Chinese presets, but not of AGA's or of the
// territory presets). ours is our margin for the same position, for the
// winner tally. It returns GNU Go's margin for Black, and ok false where
// GNU Go did not score the position (skipped, or a reply that is no
// result).
func (s *GnuGo) score(ctx context.Context, gm *engine.Game, ours float64) (theirs float64, ok bool, err error) {
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
	proc, flag := &s.area, "--chinese-rules"
	if gm.Rules().Scoring == rules.Territory {
		proc, flag = &s.territory, "--japanese-rules"
	}
	b := gm.Board()
	pos := scoredBoard{w: g.W, h: g.H, black: b.Stones(geom.Black), white: b.Stones(geom.White)}
	if proc.c != nil && proc.scored && proc.last == pos {
		// The board it has just counted: a fresh GNU Go counts it.
		proc.c.Close()
		proc.c = nil
	}
	if proc.c == nil {
		// Not started yet, killed after a final_score past the limit,
		// or closed for a repeated board.
		c, err := s.start(ctx, flag)
		if err != nil {
			return 0, false, err
		}
		*proc = gnugoProc{c: c}
	}
	c := proc.c
	// fail counts a position GNU Go failed on (a record it cannot take
	// must not end the run) and, unless it only answered a failure,
	// kills the process: the next position gets a new one.
	fail := func(err error) (float64, bool, error) {
		if ctx.Err() != nil {
			return 0, false, fmt.Errorf("gnugo: %w", err)
		}
		if ee := (*gtp.EngineError)(nil); !errors.As(err, &ee) {
			c.Kill()
			proc.c = nil
		}
		s.failed++
		return 0, false, nil
	}
	for _, cmd := range [][]string{{"boardsize", strconv.Itoa(g.W)}, {"clear_board"}, {"komi", "0"}} {
		if _, err := c.Send(ctx, cmd[0], cmd[1:]...); err != nil {
			return fail(err)
		}
	}
	for _, m := range moves {
		colour := "B"
		if m.Colour == geom.White {
			colour = "W"
		}
		v := "pass"
		if m.Point != geom.Pass {
			v = g.Vertex(m.Point)
		}
		if _, err := c.Send(ctx, "play", colour, v); err != nil {
			if ee := (*gtp.EngineError)(nil); errors.As(err, &ee) {
				// A move GNU Go refuses: its rules differ from the
				// preset's. The position is not timed.
				s.skipped++
				return 0, false, nil
			}
			return fail(err)
		}
	}
	t0 := time.Now()
	res, err := c.SendTimeout(ctx, s.limit, "final_score")
	el := time.Since(t0).Seconds()
	proc.last, proc.scored = pos, true
	if errors.Is(err, gtp.ErrTimeout) && ctx.Err() == nil {
		c.Kill()
		proc.c = nil
		s.timedOut++
		return 0, false, nil
	}
	if err != nil {
		return fail(err)
	}
	s.times = append(s.times, el)
	board, ok := areacount.ParsePointsResult(res)
	if !ok {
		return 0, false, nil
	}
	theirs = board - gm.Komi() - gm.Rules().Handicap.Points(gm.Handicap())
	if SameWinner(theirs, ours) {
		s.sameWinner++
	}
	return theirs, ok, nil
}

// Close ends the GNU Go processes.
func (s *GnuGo) Close() error {
	var err error
	for _, c := range []*gtp.Client{s.area.c, s.territory.c} {
		if c != nil {
			err = errors.Join(err, c.Close())
		}
	}
	return err
}
