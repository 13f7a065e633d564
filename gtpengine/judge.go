package gtpengine

import (
	"context"
	"fmt"
	"strconv"
	"strings"

	"github.com/gtp-referee/gtp-referee/engine"
	"github.com/gtp-referee/gtp-referee/geom"
	"github.com/gtp-referee/gtp-referee/gtp"
	"github.com/gtp-referee/gtp-referee/judge"
	"github.com/gtp-referee/gtp-referee/rules"
)

// judgeKey identifies everything a judgment and its score are made from:
// the position (its stones, and the simple-ko ban of either colour,
// which the count's filling respects), the prisoners (a territory count
// adds them), the rules, komi and handicap, the colour to move (the
// judgment's playouts start half with him even in a finished game, see
// judge.Judge), whether two passes ended the game (the count is then
// literal), and, in a game not over, the last move (whose atari the side
// to move answers, judge.Options.LastMove). The stones alone do not tell
// these: the same stones are reached with other prisoners, or with the
// other colour to move, in as many moves.
type judgeKey struct {
	hash      uint64
	moves     int
	next      geom.Colour   // the side to move in a game not over, else Empty
	toMove    geom.Colour   // the colour to move, over or not
	ko        [2]geom.Point // the simple-ko ban of each colour
	captured  [2]int
	passedOut bool
	last      engine.Move
	geometry  *geom.Geometry
	rules     rules.Preset // whole: presets named "custom" differ
	komi      float64
	handicap  int
}

func (e *Engine) currentJudgeKey() judgeKey {
	next := geom.Empty
	var last engine.Move
	if !e.game.Over() {
		next = e.game.ToMove()
		if ms := e.game.Moves(); len(ms) > 0 {
			last = ms[len(ms)-1]
		}
	}
	b := e.game.Board()
	return judgeKey{
		hash:      b.Hash(),
		moves:     len(e.game.Moves()),
		next:      next,
		toMove:    e.game.ToMove(),
		ko:        [2]geom.Point{b.KoPoint(geom.Black), b.KoPoint(geom.White)},
		captured:  [2]int{b.Captured(geom.Black), b.Captured(geom.White)},
		passedOut: e.game.Passes() >= 2,
		last:      last,
		geometry:  e.game.Geometry(),
		rules:     e.game.Rules(),
		komi:      e.game.Komi(),
		handicap:  e.game.Handicap(),
	}
}

// final returns the dead-stone judgment of the current position and its
// score, computed once per position (final_score, final_status_list, the
// analyze commands and printsgf share it). The judgment is deterministic:
// the same position always gets the same answer. If ctx is cancelled
// (an interrupt) the judgment falls back to every stone alive.
func (e *Engine) final(ctx context.Context) (*judge.Judgment, judge.Result) {
	j, res, err := e.judgeOnce(ctx)
	if err != nil {
		// Interrupted: count every stone alive, and do not cache.
		e.logf("judgment interrupted: %v", err)
		j, _ = judge.Judge(context.Background(), e.game, judge.Options{Playouts: 1, Seed: 1})
		p := e.game.Rules()
		p.AllAlive = true
		return j, judge.ScoreWith(j, p, e.game.Komi(), p.Handicap.Points(e.game.Handicap()))
	}
	return j, res
}

// judgeOnce returns the judgment of the current position and its score,
// made once per position and cached, or ctx's error when it was cut short
// (nothing cached then).
func (e *Engine) judgeOnce(ctx context.Context) (*judge.Judgment, judge.Result, error) {
	key := e.currentJudgeKey()
	for _, c := range e.judged {
		if c.j != nil && c.key == key {
			return c.j, c.res, nil
		}
	}
	j, err := judge.Judge(ctx, e.game, judge.Options{Playouts: e.playouts, Seed: 1})
	if err != nil {
		return nil, judge.Result{}, err
	}
	res := judge.Score(e.game, j)
	e.judged[1], e.judged[0] = e.judged[0], judgedPosition{key: key, j: j, res: res}
	return j, res, nil
}

// cmdFinalScore answers the count of the judged position, or for a game a
// cycle left without result the specification's failure, "cannot score",
// with the reason after a colon (gogui-twogtp then records "?").
func (e *Engine) cmdFinalScore(ctx context.Context, args []string) (string, error) {
	if e.game.NoResult() {
		return "", fmt.Errorf("%w: %s", gtp.ErrCannotScore, engine.NoResultReason)
	}
	_, res := e.final(ctx)
	return res.String(), nil
}

// cmdEstimateScore is GNU Go's estimate_score: the count of the judged
// position, or, while whole areas are still open (more than
// judge.EstimateOpenMin points the playouts give to neither side) in a
// game not passed out, the playouts' expected area difference less komi
// and compensation, as a territory count under territory scoring
// (judge.MarginEstimate, judge.ExpectedMargin). A game a cycle left
// without result has no score to estimate: it fails as final_score does,
// rather than estimate a result the game cannot have.
func (e *Engine) cmdEstimateScore(ctx context.Context, args []string) (string, error) {
	if e.game.NoResult() {
		return "", fmt.Errorf("%w: %s", gtp.ErrCannotScore, engine.NoResultReason)
	}
	j, res := e.final(ctx)
	m := judge.MarginEstimate(e.game, j, res)
	// GNU Go's layout; its bounds are signed from White's side, and an
	// even estimate is White's ("W+0.0", as GNU Go gives White the jigo;
	// Kigo reads an answer that starts with neither W nor B as no score).
	head := fmt.Sprintf("W+%.1f", -m+0)
	if m > 0 {
		head = fmt.Sprintf("B+%.1f", m)
	}
	return fmt.Sprintf("%s (upper bound: %.1f, lower: %.1f)", head, -m+0, -m+0), nil
}

// statusOf returns the GTP final status of a stone or an empty point: an
// empty point is the territory of the colour the count gives it to, else
// dame.
func (e *Engine) statusOf(j *judge.Judgment, res judge.Result, p geom.Point) string {
	b := e.game.Board()
	owner := res.Owner(b, p)
	switch c := b.At(p); c {
	case geom.Black, geom.White:
		switch {
		case res.Removed.Has(p) || res.Lost.Has(p): // the judged dead and the Lost stones
			return "dead"
		case res.Seki.Has(p):
			return "seki"
		}
		return "alive"
	}
	// An eye in seki is no territory under the Japanese rules, so the
	// count leaves it out and Owner has it no one's (GNU Go calls it dame
	// too).
	switch owner {
	case geom.Black:
		return "black_territory"
	case geom.White:
		return "white_territory"
	}
	return "dame"
}

// cmdFinalStatusList lists the chains with the given status, one chain per
// line, as GNU Go does. Dead stones are those removed before counting
// (judged dead, or unsettled and resolved as dead) and the live ones the
// count takes as captured in the play it anticipates (judge.Result.Lost: a
// ko the side to move takes, a chain his first dame kills), so that a GUI
// that counts the position from this list counts as final_score does; seki
// stones are alive but listed apart.
func (e *Engine) cmdFinalStatusList(ctx context.Context, args []string) (string, error) {
	if err := wantArgs(args, 1, "final_status_list alive|dead|seki|black_territory|white_territory|dame"); err != nil {
		return "", err
	}
	want := geom.LowerASCII(args[0])
	switch want {
	case "alive", "dead", "seki":
	case "black_territory", "white_territory", "dame":
		// GNU Go's lists of empty points: all on one line, top row
		// first.
		j, res := e.final(ctx)
		var pts []geom.Point
		topFirst(e.game.Geometry(), func(p geom.Point) {
			if e.game.Board().At(p) == geom.Empty && e.statusOf(j, res, p) == want {
				pts = append(pts, p)
			}
		})
		return e.vertexList(pts), nil
	default:
		return "", syntaxf("invalid status %q", args[0])
	}
	j, res := e.final(ctx)
	var lines []string
	for _, ch := range e.chains(geom.Empty) {
		if e.statusOf(j, res, ch[0]) == want {
			lines = append(lines, e.vertexList(ch))
		}
	}
	return strings.Join(lines, "\n"), nil
}

// cmdFinalStatus answers GNU Go's final_status VERTEX: alive, dead or seki
// for a stone; black_territory, white_territory or dame for an empty point.
func (e *Engine) cmdFinalStatus(ctx context.Context, args []string) (string, error) {
	if err := wantArgs(args, 1, "final_status VERTEX"); err != nil {
		return "", err
	}
	p, err := e.point(args[0])
	if err != nil {
		return "", err
	}
	j, res := e.final(ctx)
	return e.statusOf(j, res, p), nil
}

// cmdUnsettled lists the stones whose status the judgment leaves open
// (neither dead, alive nor seki: the count resolves them, final_status_list
// names them dead or alive accordingly), top row first, so that a GUI can
// show which fights the count had to guess.
func (e *Engine) cmdUnsettled(ctx context.Context, args []string) (string, error) {
	j, _ := e.final(ctx)
	var pts []geom.Point
	topFirst(e.game.Geometry(), func(p geom.Point) {
		if j.Unsettled.Has(p) {
			pts = append(pts, p)
		}
	})
	return e.vertexList(pts), nil
}

// cmdOwnership draws the judged ownership as a GoGui dboard: one value per
// point in -1..1 (White negative), top row first: the playouts' mean
// where it agrees with the count, else the count's owner
// (judge.Result.Ownership), so that the board shades a stone
// final_status_list lists dead as the opponent's (after two passes, as
// the count has its point: a dead stone among the dame is no one's).
func (e *Engine) cmdOwnership(ctx context.Context, args []string) (string, error) {
	j, res := e.final(ctx)
	own := res.Ownership(j, e.game.Board())
	return grid(e.game.Geometry(), func(p geom.Point) string {
		return strconv.FormatFloat(own[p], 'f', 2, 64)
	}), nil
}

func (e *Engine) cmdRulesFinalResult(ctx context.Context, args []string) (string, error) {
	if e.game.NoResult() {
		return "Void: " + engine.NoResultReason, nil
	}
	_, res := e.final(ctx)
	if res.Scoring == rules.Territory {
		return fmt.Sprintf("Black %d territory + %d prisoners, White %d + %d, komi %s (%s)",
			res.BlackTerritory, res.BlackPrisoners, res.WhiteTerritory, res.WhitePrisoners,
			formatFloat(e.game.Komi()), res.String()), nil
	}
	return res.Chinese(), nil
}
