package gtpengine

import (
	"context"
	"fmt"
	"math"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/gtp-referee/gtp-referee/areacount"
	"github.com/gtp-referee/gtp-referee/engine"
	"github.com/gtp-referee/gtp-referee/geom"
	"github.com/gtp-referee/gtp-referee/gtp"
	"github.com/gtp-referee/gtp-referee/judge"
	"github.com/gtp-referee/gtp-referee/search"
)

// Move generation and the analysis streams (CLIENTS.md sections 2 and 3),
// both driven by package search.

// Defaults of the move generator.
const (
	// DefaultMoveTime is genmove's thinking time when neither a playout
	// budget nor a clock says otherwise.
	DefaultMoveTime = time.Second
	// ResignRate is the win rate under which genmove resigns, once the
	// search has run at least resignPlayouts playouts and the game has
	// gone a quarter of the board's points.
	ResignRate     = 0.02
	resignPlayouts = 2000
	// batch is the number of playouts between two looks at the clock.
	batch = 256
	// maxInfo is the default number of candidates in an analysis line.
	maxInfo = 20
	// maxIntervalCS caps the analysis interval (centiseconds, a day).
	maxIntervalCS = 100 * 86400
)

// budget returns genmove's budget for colour c: a playout count (when
// Options.MovePlayouts is set) or a duration: MoveTime, cut down to fit the
// last time_left, or, when the clock was set but no time_left came, the
// main time left by our own account (then the byo-yomi).
func (e *Engine) budget(c geom.Colour) (int, time.Duration) {
	if e.movePlayouts > 0 {
		return e.movePlayouts, 0
	}
	t := e.moveTime
	if t <= 0 {
		t = DefaultMoveTime
	}
	sec := func(s int) time.Duration { return time.Duration(s) * time.Second }
	moves := time.Duration(max(e.game.Board().EmptyCount()/3, 30)) // likely left
	clk := e.clock
	left := clk.Left[c-1]
	// What the engine spent since the last time_left (none when one comes
	// before every genmove, as from kgsGtp, gtp2ogs or our referee):
	// a clock that is not sent again has run on.
	since, movedSince := e.spent[c-1]-left.spentAt, e.moved[c-1]-left.movesAt
	// byo is the share of a byo-yomi period or Canadian block one move may
	// take (0 without byo-yomi): a move within a period keeps it.
	var byo time.Duration
	switch {
	case clk.System == "byoyomi":
		byo = withinLag(sec(clk.ByoTime))
	case clk.System == "canadian" && clk.Stones > 0:
		byo = withinLag(sec(clk.ByoTime) / time.Duration(clk.Stones))
	}
	switch {
	case clk.System == "none":
		// No limit (time_settings 0 1 0, kgs-time_settings none): a
		// time_left, if one comes, says nothing of a limit.
	case left.Set && left.Stones > 0 && clk.System == "byoyomi":
		// Japanese byo-yomi: kgsGtp and gtp2ogs give the periods left
		// in the stones field and the time left in this period.
		t = min(t, withinLag(sec(left.Seconds)))
	case left.Set && left.Stones > 0:
		// A Canadian block: share it (a block whose stones have all been
		// played since has given way to a fresh one).
		secs, stones := sec(left.Seconds)-since, left.Stones-movedSince
		if stones <= 0 && clk.Stones > 0 {
			secs, stones = sec(clk.ByoTime), clk.Stones
		}
		t = min(t, withinLag(max(secs, 0)/time.Duration(max(stones, 1))))
	case left.Set:
		// Main time: spread it over the moves likely left, or take the
		// byo-yomi share that follows it when that is more (time_left
		// 0 0 at the end of the main time, as Leela Zero reads it).
		t = min(t, max(max(sec(left.Seconds)-since, 0)/moves, byo))
	case clk.System == "absolute" || clk.System == "byoyomi" || clk.System == "canadian":
		// No time_left (gogui-twogtp never sends one): our own account,
		// which holds the thinking time only; a tenth of the main time is
		// kept back for what it leaves out (reading and answering the
		// commands, the pipes): on 19x19 with 10 s of sudden death a
		// player counted out of the whole main time lost on time near move
		// 480, when 10.2 s had passed on the referee's clock.
		main := sec(clk.MainTime)*9/10 - e.spent[c-1]
		switch {
		case main > 0:
			t = min(t, max(main/moves, byo))
		case byo > 0:
			t = min(t, byo)
		default:
			t = 0 // the main time is gone
		}
	}
	// A floor, so that a move has a search behind it; a small one in
	// sudden death (a clock with no byo-yomi to follow), where the moves
	// of a long game must fit in what is left: at 20 ms a move (about
	// 22 ms with the overhead, 19x19), under a second of main time ran
	// out in 45 moves, and a 472-move self-play with 20 s each went up to
	// 0.3 s over; at 2 ms a move takes about 4 ms.
	floor := 20 * time.Millisecond
	if byo == 0 && clk.System != "none" && (left.Set && left.Stones == 0 || clk.System == "absolute") {
		floor = 2 * time.Millisecond
	}
	return 0, max(t, floor)
}

// lagBuffer is the time a move kept within a byo-yomi period or a
// Canadian block's share leaves for what the clock counts beyond the
// search: the reply's way through the bridge (kgsGtp, gtp2ogs) and the
// network to the server, and the server's own rounding. KataGo's lagBuffer
// defaults to the same second; Leela's lagbuffer to 100 centiseconds.
const lagBuffer = time.Second

// withinLag is the part of share, the time one move may take before it
// loses a byo-yomi period, that the search may think: all but lagBuffer,
// and at most half of a share under two seconds (0.5 s of a 1 s period),
// so that a short period is neither overrun nor left unused.
func withinLag(share time.Duration) time.Duration {
	return share - min(lagBuffer, share/2)
}

// think searches the current position for c within genmove's budget,
// calling progress after every batch of playouts (nil: none), and returns
// the search. It goes on with s when s can be moved to the position
// (search.Search.Reuse: the tree of the last genmove, after its move and
// the reply), else starts a new search.
func (e *Engine) think(ctx context.Context, c geom.Colour, s *search.Search, progress func(*search.Search)) *search.Search {
	start := time.Now()
	cnt := e.counting(e.judgeContext(ctx, c), c)
	return e.thinkWith(ctx, c, cnt, s, nil, progress, start)
}

// judgeContext bounds the judgment that counting may make to half of
// genmove's time budget, so that it cannot make the move late: cut short,
// it gives no count and the search goes on without one.
func (e *Engine) judgeContext(ctx context.Context, c geom.Colour) context.Context {
	n, d := e.budget(c)
	if n > 0 {
		return ctx
	}
	jctx, cancel := context.WithTimeout(ctx, d/2)
	context.AfterFunc(jctx, cancel) // released when it ends, by its time or ctx
	return jctx
}

// thinkWith is think with the search's counting given; the budget runs from
// start.
func (e *Engine) thinkWith(ctx context.Context, c geom.Colour, cnt search.Counting, s *search.Search, avoid []search.Avoid, progress func(*search.Search), start time.Time) *search.Search {
	if s == nil || len(avoid) > 0 || !s.Reuse(e.game, c, cnt) {
		s = search.New(e.game, c, cnt, e.rnd.Uint64(), runtime.GOMAXPROCS(0))
		s.SetAvoid(avoid)
	}
	n, d := e.budget(c)
	deadline := start.Add(d)
	// Batches of playouts between looks at the clock: shorter when the
	// budget is (a quarter under 100 ms), so that a move on a tight clock
	// does not run a batch past it.
	step := batch
	if n == 0 && d < 100*time.Millisecond {
		step = batch / 4
	}
	// A first batch even when interrupted at once: an answer needs a
	// search behind it.
	s.Run(context.Background(), min(step, max(n, 1)))
	if progress != nil {
		progress(s)
	}
	for ctx.Err() == nil {
		k := step
		if n > 0 {
			k = min(batch, n-s.Playouts())
			if k <= 0 {
				break
			}
		} else if !time.Now().Before(deadline) {
			break
		}
		s.Run(ctx, k)
		if progress != nil {
			progress(s)
		}
	}
	return s
}

// counting is how a search for c counts the current game: the preset's
// komi, compensation and scoring (search.CountingOf) and, when c's pass
// would end the game (the opponent has just passed), the count final_score
// would then give: the judgment of the game with that pass played (the
// position over, so that no ko stone lives by a connection c could still
// play), cached as final_score's would be. An interrupted judgment gives
// no such count.
func (e *Engine) counting(ctx context.Context, c geom.Colour) search.Counting {
	cnt := search.CountingOf(e.game)
	n := len(e.game.Moves())
	if e.game.Passes() > 0 && c == e.game.ToMove() && !e.game.Over() && e.game.Play(c, geom.Pass) == engine.Legal {
		_, res, err := e.judgeOnce(ctx)
		e.takeBack(n)
		if err == nil {
			cnt.PassEnds, cnt.PassMargin = true, res.Margin
		}
	}
	return cnt
}

// choose returns the move the search recommends, Resign when it is hopeless.
func (e *Engine) choose(s *search.Search) geom.Point {
	cands := s.Candidates()
	if len(cands) == 0 {
		return geom.Pass
	}
	best, wr := cands[0].Move, cands[0].Winrate
	g := e.game.Geometry()
	if len(cands) == 1 && best == geom.Pass {
		// Nothing to play but a pass: pass, lost or not.
		return geom.Pass
	}
	if wr < ResignRate && s.Playouts() >= resignPlayouts && len(e.game.Moves()) > g.Size()/4 {
		// Even when passing is the best of a lost position.
		return resign
	}
	return best
}

// resign is the pseudo-point genmove answers "resign" for.
const resign = geom.Point(-1)

// generateMove picks c's move: the search's, or the light policy's when
// Options.MovePolicy is "random". It records the search for top_moves.
func (e *Engine) generateMove(ctx context.Context, c geom.Colour, progress func(*search.Search)) geom.Point {
	return e.generateAvoiding(ctx, c, nil, progress)
}

// generateAvoiding is generateMove with the moves avoid keeps out of the
// search (the avoid and allow keys of genmove_analyze); a search with
// such moves out starts afresh rather than reuse the last one.
func (e *Engine) generateAvoiding(ctx context.Context, c geom.Colour, avoid []search.Avoid, progress func(*search.Search)) geom.Point {
	return e.generateFrom(ctx, c, avoid, progress, time.Now())
}

// generateFrom is generateAvoiding with the move's time budget counted from
// start, which may be earlier than the search (the cleanup phase judges
// the position first).
func (e *Engine) generateFrom(ctx context.Context, c geom.Colour, avoid []search.Avoid, progress func(*search.Search), start time.Time) geom.Point {
	if e.game.NoResult() {
		// A full-board cycle under simple ko voided the game (the rules
		// program lists no legal move): replaying the cycle would go on
		// for ever under a runner that waits for two passes.
		e.lastSearch = nil
		return geom.Pass
	}
	if e.randomPolicy {
		e.lastSearch = nil
		return e.generate(c, avoid)
	}
	cnt := e.counting(e.judgeContext(ctx, c), c)
	if cnt.PassEnds && (c == geom.Black) == (cnt.PassMargin > 0) && cnt.PassMargin != 0 {
		// The opponent has passed and the count is c's: a pass wins
		// now, where any other move only prolongs the game (and costs a
		// point under territory counting if it fills c's territory).
		// No search is needed (top_moves has none to show).
		e.spent[c-1] += time.Since(start)
		e.moved[c-1]++
		e.lastSearch = nil
		return geom.Pass
	}
	// A position that may be finished is judged before the search
	// (within half the budget, like the count above; cached, so that
	// final_score and the cleanup reuse it), for settledMove.
	var settled *judge.Judgment
	var dead geom.Bitboard
	if e.mayBeFinished() {
		if j, res, err := e.judgeOnce(e.judgeContext(ctx, c)); err == nil {
			settled, dead = j, res.Dead()
		}
	}
	s := e.thinkWith(ctx, c, cnt, e.lastSearch, avoid, progress, start)
	e.spent[c-1] += time.Since(start)
	e.moved[c-1]++
	e.lastSearch = s
	p := e.choose(s)
	if q, ok := e.settledMove(c, p, settled, dead, avoid); ok {
		p = q
	}
	return p
}

// mayBeFinished reports whether the current position may be finished,
// cheaper than a judgment: both colours are on the board, and either at
// most half the empty points are reached by both as the stones stand (an
// open area is reached by both; a territory only by its owner, unless
// dead stones lie in it), or the last search (of the position a move or
// two before, in a game) left at most twice judge.FinishedOpenMax empty
// points open by its ownership (judge.OpenBelow), dead stones or not.
func (e *Engine) mayBeFinished() bool {
	g := e.game.Geometry()
	b := e.game.Board()
	bl, wh := b.Stones(geom.Black), b.Stones(geom.White)
	if bl.IsZero() || wh.IsZero() {
		return false
	}
	rb, rw := areacount.Reach(g, &bl, &wh)
	both := rb.And(rw).AndNot(bl).AndNot(wh)
	if 2*both.Count() <= b.EmptyCount() {
		return true
	}
	if e.lastSearch == nil {
		return false
	}
	own := e.lastSearch.Ownership()
	if len(own) != g.Cells { // a search of another board
		return false
	}
	open := 0
	for _, p := range g.Points {
		if b.At(p) == geom.Empty && own[p] < judge.OpenBelow && own[p] > -judge.OpenBelow {
			open++
		}
	}
	return open <= 2*judge.FinishedOpenMax
}

// cmdCandidates is GoGui's "Search Candidates" (pspairs): a search of
// genmove's budget for the colour, interruptible, answered as point and
// label pairs, the label the win rate in percent, most visited first. The
// position and the clock account are left alone.
func (e *Engine) cmdCandidates(ctx context.Context, args []string) (string, error) {
	c, err := colourArg(args, "referee-candidates COLOR")
	if err != nil {
		return "", err
	}
	var parts []string
	for _, cd := range e.think(ctx, c, nil, nil).Candidates() {
		if cd.Move != geom.Pass && len(parts) < 10 {
			parts = append(parts, fmt.Sprintf("%s %d", e.vertex(cd.Move), permyriad(cd.Winrate)/100))
		}
	}
	return strings.Join(parts, " "), nil
}

// kataBoolKeys are the keys of KataGo's analysis commands that take a
// boolean, lower-cased: ownership and rootInfo, which are reported, and
// the others, which are read and ignored (what they ask for, the
// ownership's deviation, the ownership after each move, the visits along
// each variation, the search does not keep per node). KataGo knows them in
// kata-analyze and kata-genmove_analyze only.
var kataBoolKeys = []string{"ownership", "ownershipstdev", "movesownership", "movesownershipstdev", "pvvisits", "pvedgevisits", "rootinfo"}

// analyzeArgs are the arguments of the analysis commands.
type analyzeArgs struct {
	colour    geom.Colour
	interval  time.Duration
	maxMoves  int
	ownership bool
	rootInfo  bool           // KataGo's rootInfo: the root's statistics
	avoid     []search.Avoid // avoid and allow keys
}

// parseAnalyze reads "[colour] [interval] [key value ...]" (KataGo's and
// Leela Zero's form) for the kata-* commands (kata true) or the others;
// the interval is in centiseconds (a fraction allowed). The keys are
// KataGo's, read as its parseAnalyzeCommand reads them, in any ASCII case:
// interval, maxmoves and minmoves (a count; minmoves is ignored) in every
// command, the boolean keys of kataBoolKeys (the value true or false, in
// any case) in the kata-* commands only; any other key or value fails the
// command with a syntax error, as KataGo fails it ("Could not parse analyze
// arguments or arguments out of range"). avoid and allow take three
// values, "avoid COLOUR VERTEX,VERTEX,... DEPTH" (Lizzie sends them with
// lz-analyze): the colour's moves at those vertices (avoid) or at all
// others (allow) are not searched in the first DEPTH plies, nor played by
// the genmove_analyze forms. DEPTH is 1 or more (KataGo and Leela Zero
// refuse a smaller one), and a colour takes either avoid keys or a single
// allow key, as in KataGo.
func (e *Engine) parseAnalyze(args []string, kata bool) (analyzeArgs, error) {
	a := analyzeArgs{colour: e.game.ToMove(), interval: time.Second, maxMoves: maxInfo}
	if a.colour != geom.White {
		a.colour = geom.Black
	}
	i := 0
	if i < len(args) {
		if c, err := geom.ParseColour(args[i]); err == nil && c != geom.Empty {
			a.colour = c
			i++
		}
	}
	// The interval is a number of centiseconds, with a fraction or not
	// (KataGo reads a float), in plain decimal.
	number := func(s string) (float64, bool) {
		f, err := strconv.ParseFloat(s, 64)
		return f, err == nil && plainDecimal(s) && !math.IsInf(f, 0)
	}
	interval := func(s string) error {
		cs, ok := number(s)
		if !ok || cs < 0 {
			return syntaxf("interval %q is not a number of centiseconds", s)
		}
		cs = min(cs, maxIntervalCS)
		a.interval = max(time.Duration(cs*float64(10*time.Millisecond)), 20*time.Millisecond)
		return nil
	}
	if i < len(args) {
		if _, ok := number(args[i]); ok {
			if err := interval(args[i]); err != nil {
				return a, err
			}
			i++
		}
	}
	// The avoid and allow keys seen per colour (index colour-1).
	var avoided, allowed [2]bool
	for i < len(args) {
		key := geom.LowerASCII(args[i])
		need := 1
		if key == "avoid" || key == "allow" {
			need = 3
		}
		if i+need >= len(args) {
			return a, syntaxf("%s needs a value", args[i])
		}
		val := args[i+1]
		switch {
		case key == "interval":
			if err := interval(val); err != nil {
				return a, err
			}
		case key == "maxmoves" || key == "minmoves":
			n, err := strconv.Atoi(val)
			if err != nil || n < 0 || n >= 1e9 {
				return a, syntaxf("%s %q is not a count", args[i], val)
			}
			if key == "maxmoves" && n > 0 {
				a.maxMoves = n
			}
		case kata && slices.Contains(kataBoolKeys, key):
			var on bool
			switch geom.LowerASCII(val) {
			case "true":
				on = true
			case "false":
			default:
				return a, syntaxf("%s %q is neither true nor false", args[i], val)
			}
			switch key {
			case "ownership":
				a.ownership = on
			case "rootinfo":
				a.rootInfo = on
			}
		case key == "avoid" || key == "allow":
			av, err := e.parseAvoid(key, args[i+1:i+4])
			if err != nil {
				return a, err
			}
			k := av.Colour - 1
			if allowed[k] || key == "allow" && avoided[k] {
				return a, syntaxf("%s: %s has an allow key, which takes no other avoid or allow key", key, av.Colour.Name())
			}
			avoided[k] = avoided[k] || key == "avoid"
			allowed[k] = allowed[k] || key == "allow"
			a.avoid = append(a.avoid, av)
		default:
			return a, syntaxf("unknown key %q", args[i])
		}
		i += need + 1
	}
	return a, nil
}

// parseAvoid reads the three values of an avoid or allow key: a colour, a
// comma-separated list of vertices (pass and empty entries skipped) and a
// depth in plies, 1 or more.
func (e *Engine) parseAvoid(key string, vals []string) (search.Avoid, error) {
	c, err := geom.ParseColour(vals[0])
	if err != nil || c == geom.Empty {
		return search.Avoid{}, syntaxf("%s: %q is not a colour", key, vals[0])
	}
	// KataGo's parseAnalyzeCommand fails a depth below 1 ("untilDepth <
	// 1"), and Leela Zero's AnalyzeTags one below 1 too ("until_movenum
	// < 1"): a key that avoids nothing is a client's mistake.
	depth, err := strconv.Atoi(vals[2])
	if err != nil || depth < 1 {
		return search.Avoid{}, syntaxf("%s: depth %q is not a number of plies (1 or more)", key, vals[2])
	}
	av := search.Avoid{Colour: c, Depth: depth}
	for _, v := range strings.Split(vals[1], ",") {
		if v == "" || geom.EqualFoldASCII(v, "pass") {
			continue
		}
		p, err := e.game.Geometry().ParseVertex(v)
		if err != nil {
			// The reason after the specification's text (CLIENTS.md
			// section 1), as for the other values.
			return search.Avoid{}, fmt.Errorf("%w: %s: %w", gtp.ErrSyntax, key, err)
		}
		av.Points.Set(p)
	}
	if key == "allow" {
		g := e.game.Geometry()
		all := g.Mask
		av.Points = all.AndNot(av.Points)
	}
	return av, nil
}

// legalPrefix returns how many moves of pv, played in turn from colour c
// in the current position, the preset allows: the search's tree follows
// simple ko only, and a variation shown to the user (Sabaki and Lizzie
// let one play it out) stops before its first move that superko forbids.
// The game is left as it was.
func (e *Engine) legalPrefix(pv []geom.Point, c geom.Colour) int {
	start := len(e.game.Moves())
	n := 0
	for _, p := range pv {
		if e.game.Play(c, p) != engine.Legal {
			break
		}
		n++
		c = c.Opp()
	}
	e.takeBack(start)
	return n
}

// takeBack undoes the game's history down to its first n entries: what a
// query, or a command that failed part way, played on the game. Each undo
// gives the move back to the colour that had it (engine.Game.Undo), also
// where a handicap, gogui-setup_player or a record's PL set it.
func (e *Engine) takeBack(n int) {
	for len(e.game.Moves()) > n {
		e.game.Undo()
	}
}

// infoLine formats the candidates of s as one analysis line: Leela Zero's
// integers (kata false) or KataGo's floats with the score, and the
// ownership when asked. Values are from the side to move at the root. The
// pass is never listed (CLIENTS.md section 3): where it is the best move,
// the line starts with the best of the others, which the search tries at
// least once each; where there is no other move (every empty point is the
// player's own eye or a suicide) the line is empty and no line is written.
//
// first, when the search visited it, is listed first (order 0), the
// others following in their order: the move a genmove_analyze form plays,
// which is not the search's best where settledMove took a dame in its
// place, so that the line's best move is the one the "play" line then
// gives. geom.Pass (never listed) leaves the
// search's order.
func (e *Engine) infoLine(s *search.Search, a analyzeArgs, kata bool, first geom.Point) string {
	var sb strings.Builder
	_, stdev := s.Score()
	sign := 1.0
	if s.ToMove() == geom.White {
		sign = -1
	}
	cands := s.Candidates()
	if first != geom.Pass {
		if i := slices.IndexFunc(cands, func(c search.Candidate) bool { return c.Move == first }); i > 0 {
			cands = slices.Concat(cands[i:i+1], cands[:i], cands[i+1:])
		}
	}
	order := 0
	for _, c := range cands {
		if c.Move == geom.Pass || order >= a.maxMoves {
			continue
		}
		if sb.Len() > 0 {
			sb.WriteByte(' ')
		}
		fmt.Fprintf(&sb, "info move %s visits %d ", e.vertex(c.Move), c.Visits)
		if kata {
			fmt.Fprintf(&sb, "winrate %.4f scoreMean %.2f scoreStdev %.2f scoreLead %.2f prior %.4f lcb %.4f order %d pv",
				c.Winrate, sign*c.ScoreMean+0, stdev, sign*c.ScoreMean+0, c.Prior, c.LCB, order)
		} else {
			fmt.Fprintf(&sb, "winrate %d prior %d lcb %d order %d pv",
				permyriad(c.Winrate), permyriad(c.Prior), permyriad(c.LCB), order)
		}
		for _, p := range c.PV[:e.legalPrefix(c.PV, s.ToMove())] {
			sb.WriteByte(' ')
			sb.WriteString(e.vertex(p))
		}
		order++
	}
	if kata && a.rootInfo && sb.Len() > 0 {
		// KataGo's rootInfo: the root position's statistics, its visits
		// and the visits-weighted means of its children's (the pass
		// included, which no info block lists), from the side to move.
		visits, wins, score := 0, 0.0, 0.0
		for _, c := range cands {
			visits += c.Visits
			wins += c.Winrate * float64(c.Visits)
			score += c.ScoreMean * float64(c.Visits)
		}
		mean := sign*score/float64(visits) + 0
		fmt.Fprintf(&sb, " rootInfo visits %d winrate %.4f scoreMean %.2f scoreStdev %.2f scoreLead %.2f",
			visits, wins/float64(visits), mean, stdev, mean)
	}
	if kata && a.ownership && sb.Len() > 0 {
		own := s.Ownership()
		sb.WriteString(" ownership")
		g := e.game.Geometry()
		for y := g.H - 1; y >= 0; y-- {
			for x := 0; x < g.W; x++ {
				fmt.Fprintf(&sb, " %.3f", sign*own[g.Point(x, y)]+0)
			}
		}
	}
	return sb.String()
}

func permyriad(x float64) int { return int(math.Round(x * 10000)) }

// analyze is the handler of lz-analyze (kata false) and kata-analyze: it
// streams analysis lines every interval until new input arrives. The
// position is not changed.
func (e *Engine) analyze(ctx context.Context, req *gtp.Request, kata bool) (string, error) {
	a, err := e.parseAnalyze(req.Args, kata)
	if err != nil {
		return "", err
	}
	// The "=id" line at once, as KataGo and Leela Zero answer: clients
	// wait for it, and it is there even if input stops the stream before
	// the first line.
	if err := req.Open(); err != nil {
		return "", err
	}
	s := search.New(e.game, a.colour, e.counting(ctx, a.colour), e.rnd.Uint64(), runtime.GOMAXPROCS(0))
	s.SetAvoid(a.avoid)
	next := time.Now()
	for ctx.Err() == nil {
		s.Run(ctx, batch)
		if now := time.Now(); !now.Before(next) {
			if line := e.infoLine(s, a, kata, geom.Pass); line != "" {
				if req.Emit(line) != nil {
					break
				}
			}
			next = now.Add(a.interval)
		}
		if s.Playouts() > 0 && e.game.Board().EmptyCount() == 0 {
			break // nothing to search
		}
	}
	return "", nil
}

// genmoveAnalyze is the handler of lz-genmove_analyze and
// kata-genmove_analyze: genmove with the analysis stream, ending with
// "play MOVE".
func (e *Engine) genmoveAnalyze(ctx context.Context, req *gtp.Request, kata bool) (string, error) {
	a, err := e.parseAnalyze(req.Args, kata)
	if err != nil {
		return "", err
	}
	// "play MOVE" must come on a line of its own (Lizzie and Sabaki look
	// for it there), also when the search ends before the first info line.
	if err := req.Open(); err != nil {
		return "", err
	}
	c := a.colour
	next := time.Now().Add(a.interval)
	// The search's last state is reported once more before the move when
	// no line showed it: Leela Zero and KataGo post the analysis at least
	// once, and a search shorter than the interval (or KataGo's form
	// without one, which clients send to get one line at the end) would
	// otherwise give none.
	var last *search.Search
	lastPlayouts := -1
	p := e.generateAvoiding(ctx, c, a.avoid, func(s *search.Search) {
		if now := time.Now(); !now.Before(next) {
			if line := e.infoLine(s, a, kata, geom.Pass); line != "" {
				req.Emit(line)
			}
			last, lastPlayouts = s, s.Playouts()
			next = now.Add(a.interval)
		}
	})
	// e.lastSearch is the search behind p (nil when no search chose it).
	s := e.lastSearch
	if s == nil && p == geom.Pass && !e.randomPolicy && !e.game.NoResult() {
		// The pass that wins once the opponent has passed comes without
		// a search (generateFrom). One batch of playouts, for this
		// report only, gives the stream the other moves to show beside
		// it (it lists no pass); the judgment that counting makes is
		// the one generateFrom cached.
		s = search.New(e.game, c, e.counting(ctx, c), e.rnd.Uint64(), runtime.GOMAXPROCS(0))
		s.SetAvoid(a.avoid)
		s.Run(context.Background(), batch)
	}
	// The last line lists the move played first: written again where the
	// stream's last line showed the same search with another move first
	// (a dame or capture taken in place of the search's best).
	if s != nil && (s != last || s.Playouts() != lastPlayouts || reordered(s, p)) {
		if line := e.infoLine(s, a, kata, p); line != "" {
			req.Emit(line)
		}
	}
	v, err := e.playGenerated(c, p)
	if err != nil {
		return "", err
	}
	return "play " + v, nil
}

// reordered reports whether infoLine lists p (a move of the root of s)
// first only because it is given as first: s visited p, and its best
// listed move (the pass is never listed) is another.
func reordered(s *search.Search, p geom.Point) bool {
	if p == geom.Pass || p == resign {
		return false
	}
	visited := false
	for _, c := range s.Candidates() {
		if c.Move == p {
			visited = true
			break
		}
	}
	for _, c := range s.Candidates() {
		if c.Move != geom.Pass {
			return visited && c.Move != p
		}
	}
	return false
}

// playGenerated plays generated move p for c (resign plays nothing) and
// returns its GTP text.
func (e *Engine) playGenerated(c geom.Colour, p geom.Point) (string, error) {
	if p == resign {
		e.hasGen = false
		return "resign", nil
	}
	if r := e.game.Play(c, p); r != engine.Legal {
		// Cannot happen: generated moves are legal.
		return "", fmt.Errorf("internal error: generated move %s is illegal: %s", e.vertex(p), r.String())
	}
	e.lastGen, e.hasGen = p, true
	e.logf("genmove %s: %s", c.Name(), e.vertex(p))
	return e.vertex(p), nil
}
