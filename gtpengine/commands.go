package gtpengine

import (
	"context"
	"fmt"
	"strings"
	"time"

	"github.com/gtp-referee/gtp-referee/areacount"
	"github.com/gtp-referee/gtp-referee/engine"
	"github.com/gtp-referee/gtp-referee/geom"
	"github.com/gtp-referee/gtp-referee/gtp"
	"github.com/gtp-referee/gtp-referee/judge"
	"github.com/gtp-referee/gtp-referee/rules"
	"github.com/gtp-referee/gtp-referee/search"
)

// Setup commands: board size, komi, clearing.

func (e *Engine) cmdBoardsize(_ context.Context, args []string) (string, error) {
	// Lizzie and gtp2ogs may send "boardsize W H".
	switch len(args) {
	case 1:
		return e.resize(args[0], args[0])
	case 2:
		return e.resize(args[0], args[1])
	}
	return "", syntaxf("usage: boardsize N")
}

func (e *Engine) cmdRectBoardsize(_ context.Context, args []string) (string, error) {
	if err := wantArgs(args, 2, "rectangular_boardsize W H"); err != nil {
		return "", err
	}
	return e.resize(args[0], args[1])
}

// resize changes the board size, clearing the board but keeping komi and
// rules.
func (e *Engine) resize(ws, hs string) (string, error) {
	w, err := parseInt(ws, "size")
	if err != nil {
		return "", err
	}
	h, err := parseInt(hs, "size")
	if err != nil {
		return "", err
	}
	g, err := geom.Get(w, h)
	if err != nil {
		return "", fmt.Errorf("%w: %w", gtp.ErrUnacceptableSize, err)
	}
	e.clear(g)
	return "", nil
}

func (e *Engine) clear(g *geom.Geometry) {
	e.game.Reset(g)
	e.newGame()
}

// newGame resets what the engine keeps of the game before a new one, which
// clear_board and loadsgf start: the history undo may remove is all of it,
// no move was generated, and the time accounting starts afresh (the last
// game's thinking time and time_left no longer say anything of the clock;
// GNU Go 3.8's loadsgf calls init_timers, as its clear_board does).
func (e *Engine) newGame() {
	e.base = 0
	e.baseMove = geom.Black
	e.hasGen = false
	e.spent, e.moved = [2]time.Duration{}, [2]int{}
	e.clock.Left = [2]TimeLeft{}
	e.cleanupDead = geom.Bitboard{}
}

func (e *Engine) cmdClearBoard(_ context.Context, args []string) (string, error) {
	if err := wantArgs(args, 0, "clear_board"); err != nil {
		return "", err
	}
	e.clear(e.game.Geometry())
	return "", nil
}

func (e *Engine) cmdKomi(_ context.Context, args []string) (string, error) {
	if err := wantArgs(args, 1, "komi FLOAT"); err != nil {
		return "", err
	}
	k, err := parseKomi(args[0])
	if err != nil {
		return "", err
	}
	e.game.SetKomi(k)
	return "", nil
}

func (e *Engine) cmdGetKomi(_ context.Context, args []string) (string, error) {
	if err := wantArgs(args, 0, "get_komi"); err != nil {
		return "", err
	}
	return formatFloat(e.game.Komi()), nil
}

// Moves.

func (e *Engine) cmdPlay(_ context.Context, args []string) (string, error) {
	if len(args) != 2 {
		return "", syntaxf("usage: play COLOR VERTEX")
	}
	c, err := parseColour(args[0])
	if err != nil {
		return "", err
	}
	p, off, err := e.parseVertex(args[1])
	if off {
		return "", fmt.Errorf("%w: %s", gtp.ErrIllegalMove, engine.OffBoard.String())
	}
	if err != nil {
		return "", err
	}
	if r := e.game.Play(c, p); r != engine.Legal {
		return "", fmt.Errorf("%w: %s", gtp.ErrIllegalMove, r.String())
	}
	return "", nil
}

// generate picks a move for c with the light playout policy: a uniformly
// random move among those legal under the preset (superko included) that
// do not fill one of c's own one-point eyes nor commit a multi-stone
// suicide (never the player's move, as in package search: CGOS forbids
// it), less those avoid keeps out (the avoid and allow keys of
// genmove_analyze, search.Avoided at the root); pass when there is none.
func (e *Engine) generate(c geom.Colour, avoid []search.Avoid) geom.Point {
	b := e.game.Board()
	cand := e.scratch[:0]
	for _, p := range e.game.LegalMoves(e.scratch[:0], c) {
		if info, _ := b.Check(c, p, true); !b.IsEyelike(c, p) && !info.Suicide && !search.Avoided(avoid, c, p, 0) {
			cand = append(cand, p)
		}
	}
	e.scratch = cand
	if len(cand) == 0 {
		return geom.Pass
	}
	return cand[e.rnd.Intn(len(cand))]
}

func (e *Engine) cmdGenmove(ctx context.Context, args []string) (string, error) {
	c, err := colourArg(args, "genmove COLOR")
	if err != nil {
		return "", err
	}
	return genmoveReply(e.playGenerated(c, e.generateMove(ctx, c, nil)))
}

// genmoveReply is a generated move as genmove, reg_genmove and
// kgs-genmove_cleanup answer it: in GNU Go's form, a pass written "PASS".
// Kigo tells the engine's pass from a move by comparing the answer with
// that text; the other clients read a vertex in any case. The "play MOVE"
// line of the analysis streams keeps KataGo's "pass".
func genmoveReply(v string, err error) (string, error) {
	if v == "pass" { // geom.Geometry.Vertex of geom.Pass
		v = "PASS"
	}
	return v, err
}

// cmdGenmoveCleanup is kgs-genmove_cleanup: genmove for the cleanup phase
// after a dispute over dead stones, where play goes on until they are
// captured; it never resigns (the search's best move instead).
func (e *Engine) cmdGenmoveCleanup(ctx context.Context, args []string) (string, error) {
	c, err := colourArg(args, "kgs-genmove_cleanup COLOR")
	if err != nil {
		return "", err
	}
	// The judgment cleanupMove needs is made first, within half the
	// move's budget, and the search has what is left: made after the
	// search, it ran past the budget (94 ms for 20 ms, 835 ms for 800).
	// Cut short, it is not cached, and cleanupMove, held to the budget,
	// then goes on with the stones the last cleanup move judged dead,
	// else keeps the search's move.
	start := time.Now()
	_, _, _ = e.judgeOnce(e.judgeContext(ctx, c))
	cctx := ctx
	if n, d := e.budget(c); n == 0 {
		var cancel context.CancelFunc
		cctx, cancel = context.WithDeadline(ctx, start.Add(d))
		defer cancel()
	}
	p := e.generateFrom(ctx, c, nil, nil, start)
	if p == resign {
		p, _ = e.lastSearch.Best()
	}
	if q, ok := e.cleanupMove(cctx, c, p); ok {
		p = q
	}
	return genmoveReply(e.playGenerated(c, p))
}

// cleanupMove returns the move kgs-genmove_cleanup plays instead of the
// search's choice p while opponent stones that final_status_list lists dead
// (judged dead, or taken by the play the count anticipates), or would list
// dead once c's pass ended the game (deadAfterPass), are on the board: the
// search would happily pass or fill its own territory in a won
// position, and the cleanup phase is there to take those stones off. p
// stands when it already attacks a dead chain, or when it answers an atari
// on one of c's live chains. Otherwise the move captures a dead chain in
// atari, or else fills a liberty of one (the search's most visited such
// move, or the first by fewest liberties, top row first) leaving c's chain
// at least two liberties, or, where only such a move is left, throws a
// stone in that puts one in atari (attack). With no dead stones left in a finished
// position, a move inside an area only one colour reaches becomes a pass. ok is
// false when p stands unchanged.
//
// Where the clock cuts the judgment of the position short (ctx), the
// targets are the stones the last cleanup move judged dead that are still
// on the board, and without them p stands: no judgment is made past the
// move's budget (final's fallback judgment of every stone alive took half
// a second on 9x9), and none turns p into a pass.
func (e *Engine) cleanupMove(ctx context.Context, c geom.Colour, p geom.Point) (geom.Point, bool) {
	j, res, err := e.judgeOnce(ctx)
	// The stones final_status_list lists dead: the judged dead ones and
	// those the count takes as captured (a ko, a kill by a dame).
	var gone geom.Bitboard
	if err == nil {
		gone = res.Dead()
	}
	after, afterErr := e.deadAfterPass(ctx, c)
	gone = gone.Or(after)
	b := e.game.Board()
	opp := c.Opp()
	if err != nil || afterErr != nil {
		gone = gone.Or(e.cleanupDead)
	}
	e.cleanupDead = gone.And(b.Stones(opp))
	var targets [][]geom.Point // dead opponent chains
	for _, ch := range e.chains(opp) {
		if gone.Has(ch[0]) {
			targets = append(targets, ch)
		}
	}
	if len(targets) == 0 && err != nil {
		return p, false
	}
	if len(targets) == 0 {
		// Nothing left to take off: only dame remain to be played, then
		// the pass that ends the cleanup (settledMove). Where areas are
		// still open the search's move stands.
		return e.settledMove(c, p, j, gone, nil)
	}
	var attacks geom.Bitboard
	var order []geom.Point // attacking moves, captures first, then by liberties
	var captures, throwIns []geom.Point
	for _, ch := range targets {
		libs := b.Liberties(ch[0])
		topFirst(e.game.Geometry(), func(q geom.Point) {
			if !libs.Has(q) || attacks.Has(q) {
				return
			}
			switch e.attack(c, q, &gone) {
			case attackNone:
				return
			case attackThrowIn:
				throwIns = append(throwIns, q)
			default:
				if libs.Count() == 1 {
					captures = append(captures, q)
				} else {
					order = append(order, q)
				}
			}
			attacks.Set(q)
		})
	}
	if p != geom.Pass && p != resign && attacks.Has(p) {
		return p, true
	}
	if len(captures) > 0 {
		return captures[0], true
	}
	if p != geom.Pass && p != resign {
		for _, ch := range e.chains(c) {
			if !gone.Has(ch[0]) && b.InAtari(ch[0]) {
				return p, true
			}
		}
	}
	if len(order) == 0 {
		// Only throw-ins are left: the dead chain's last liberties are
		// in its own eye space (a two-point eye: the stone thrown in
		// puts it in atari, and the next move takes it, as GNU Go's
		// cleanup does).
		if len(throwIns) > 0 {
			return throwIns[0], true
		}
		return p, false
	}
	if e.lastSearch != nil {
		for _, cd := range e.lastSearch.Candidates() {
			if cd.Move != geom.Pass && attacks.Has(cd.Move) {
				return cd.Move, true
			}
		}
	}
	best, bestLibs := order[0], -1
	for _, q := range order {
		for _, ch := range targets {
			if l := b.Liberties(ch[0]); l.Has(q) && (bestLibs < 0 || l.Count() < bestLibs) {
				best, bestLibs = q, l.Count()
			}
		}
	}
	return best, true
}

// settledMove returns the move c plays instead of the search's choice p
// in a finished position (j, the judgment of the current position, has
// at most judge.FinishedOpenMax open points; dead, the stones it takes
// off), where p lies inside a closed area: reached by one colour only
// once the dead stones are off, both colours having live stones. Such a
// move only fills c's own territory (a point lost under territory
// counting, RULES.md section 5, nothing gained under area counting) or is
// a stone thrown into the opponent's, which the judgment the count rests
// on holds dead (a prisoner for him under territory counting). Playouts
// cannot tell: they take a finished territory for an open area that
// random stones invade, and a stone of one's own there for a gain, so
// that the search's move was such a stone in all but a few finished
// positions. Under area counting a dame is a point: the search's most
// visited dame that leaves its stone two liberties (never a shared
// liberty of a seki; else the first such, top row first) is played then;
// otherwise c passes, as GNU Go does. p stands where it captures a chain
// the judgment holds alive, or is a liberty of one of c's live chains
// with two liberties or fewer (a teire the count expects c to play). ok
// is false when p stands. A dame that avoid keeps c from at the root (the
// avoid and allow keys of genmove_analyze) is never played in its place.
func (e *Engine) settledMove(c geom.Colour, p geom.Point, j *judge.Judgment, dead geom.Bitboard, avoid []search.Avoid) (geom.Point, bool) {
	if p == geom.Pass || p == resign || j == nil || j.Open() > judge.FinishedOpenMax {
		return p, false
	}
	b := e.game.Board()
	g := e.game.Geometry()
	bl, wh := b.Stones(geom.Black).AndNot(dead), b.Stones(geom.White).AndNot(dead)
	if bl.IsZero() || wh.IsZero() {
		return p, false
	}
	rb, rw := areacount.Reach(g, &bl, &wh)
	if rb.Has(p) == rw.Has(p) {
		return p, false // a dame
	}
	for _, d := range g.Dirs {
		if n := p + d; b.At(n) == c.Opp() && !dead.Has(n) && b.InAtari(n) {
			return p, false // it captures a live chain
		}
	}
	live := bl
	if c == geom.White {
		live = wh
	}
	for _, d := range g.Dirs {
		if n := p + d; live.Has(n) {
			if libs := b.Liberties(n); libs.Count() <= 2 {
				return p, false
			}
		}
	}
	if e.game.Rules().Scoring != rules.Territory {
		dame := func(q geom.Point) bool {
			return q != geom.Pass && b.At(q) == geom.Empty && rb.Has(q) && rw.Has(q) &&
				!search.Avoided(avoid, c, q, 0) &&
				b.LibertiesAfter(c, q, 3) >= 2 && e.game.Check(c, q) == engine.Legal
		}
		if e.lastSearch != nil {
			for _, cd := range e.lastSearch.Candidates() {
				if dame(cd.Move) {
					return cd.Move, true
				}
			}
		}
		// A dame the search never visited (its playouts, which see no
		// finished territory, prefer the stones inside): the first, top
		// row first.
		q := geom.Pass
		topFirst(g, func(r geom.Point) {
			if q == geom.Pass && dame(r) {
				q = r
			}
		})
		return q, true
	}
	return geom.Pass, true
}

// deadAfterPass returns the stones final_status_list would list dead once
// c's pass ended the game: the opponent has just passed (the cleanup phase
// goes on until two passes end it), so c's pass would leave them on the
// board for the count. A position in play is judged otherwise than a
// finished one (the side to move may still save or kill), and a group
// that the position in play leaves alive, with room to live in an open
// area, is dead once the game is over: the cleanup must take it off
// before it passes. The judgment is the one genmove's counting made for
// its pass, cached; none (an empty set) where c's pass would not end the
// game, or where the judgment is cut short (then with ctx's error).
func (e *Engine) deadAfterPass(ctx context.Context, c geom.Colour) (geom.Bitboard, error) {
	n := len(e.game.Moves())
	if e.game.Passes() == 0 || e.game.Over() || c != e.game.ToMove() || e.game.Play(c, geom.Pass) != engine.Legal {
		return geom.Bitboard{}, nil
	}
	defer e.takeBack(n)
	_, res, err := e.judgeOnce(ctx)
	if err != nil {
		return geom.Bitboard{}, err
	}
	return res.Dead(), nil
}

// The kinds of cleanup move on a liberty of a dead opponent chain.
const (
	attackNone    = iota // illegal, or a self-atari that forces nothing
	attackSafe           // captures, or keeps two liberties
	attackThrowIn        // a sacrifice that puts a dead chain in atari
)

// throwInMax is the largest chain a throw-in may leave in atari anywhere;
// a larger one must lie inside a dead chain's eye space (insideDead).
const throwInMax = 2

// attack classifies c's move at q, a liberty of a chain in dead (the
// opponent's stones final_status_list lists dead): safe when it captures
// or keeps at least two liberties for the chain it forms; a throw-in when
// it leaves that chain in atari but puts a dead chain next to it in atari
// too, so that the next move takes that chain, or, where the opponent
// takes the stones thrown in, he is left the smaller eye they filled;
// else none (a multi-stone suicide among them, which takes nothing). The chain thrown in is at most throwInMax stones, or lies
// in the eye space of dead chains (insideDead): never a live group of c's.
// A squared four needs the second: its third stone inside leaves three in
// atari, and the fourth point then takes the dead chain.
func (e *Engine) attack(c geom.Colour, q geom.Point, dead *geom.Bitboard) int {
	if e.game.Check(c, q) != engine.Legal {
		return attackNone
	}
	// On a copy of the board: the game (its history, its undo, the
	// judgment cached for its position) is not touched by a query.
	b := *e.game.Board()
	if info, _ := b.Check(c, q, true); info.Suicide {
		// A multi-stone suicide, legal under tromp-taylor and
		// new-zealand: it takes c's own stones off and attacks nothing
		// (the engine never plays one, as in package search).
		return attackNone
	}
	captures := b.Apply(c, q)
	libs := b.Liberties(q)
	switch {
	case captures > 0 || libs.Count() >= 2:
		return attackSafe
	case libs.Count() == 0 || b.ChainSize(q) > throwInMax && !insideDead(e.game.Geometry(), &b, c, q, dead):
		return attackNone
	}
	for _, d := range e.game.Geometry().Dirs {
		if n := q + d; b.At(n) == c.Opp() && dead.Has(n) && b.InAtari(n) {
			return attackThrowIn
		}
	}
	return attackNone
}

// insideDead reports whether c's chain at q on b, thrown into the eye
// space of dead opponent chains, may be left there in atari: the region of
// empty points and c's stones connected to q, bounded by opponent stones,
// is bounded only by stones in dead (and the edge) and has at most
// judge.NakadeMaxStones points (the killable eye shapes have no more), so
// that no live group of c's, which reaches out of it, is part of the
// chain; and the chain is a killable eye shape (judge.KillableShape), so
// that where the opponent takes it, the eye its capture leaves him is one
// that c kills by playing its vital point.
func insideDead(g *geom.Geometry, b *engine.Board, c geom.Colour, q geom.Point, dead *geom.Bitboard) bool {
	var seen geom.Bitboard
	var stack [judge.NakadeMaxStones]geom.Point
	stack[0] = q
	n := 1
	seen.Set(q)
	for size := 1; n > 0; {
		n--
		p := stack[n]
		for _, d := range g.Dirs {
			r := p + d
			switch col := b.At(r); {
			case col == geom.Border || seen.Has(r):
			case col == c.Opp():
				if !dead.Has(r) {
					return false
				}
			default:
				if size == judge.NakadeMaxStones {
					return false
				}
				seen.Set(r)
				stack[n] = r
				n, size = n+1, size+1
			}
		}
	}
	var chain geom.Bitboard
	for _, p := range b.ChainStones(stack[:0], q) {
		chain.Set(p)
	}
	return judge.KillableShape(g, &chain)
}

// cmdRegGenmove is reg_genmove: genmove's move, neither played nor
// charged to c's clock (GTP 2: "effects: none"), so that a regression
// suite or an analysis tool asking it mid-game leaves the engine's own
// account of its time (the budget without time_left) as it was.
func (e *Engine) cmdRegGenmove(ctx context.Context, args []string) (string, error) {
	c, err := colourArg(args, "reg_genmove COLOR")
	if err != nil {
		return "", err
	}
	spent, moved := e.spent, e.moved
	p := e.generateMove(ctx, c, nil)
	e.spent, e.moved = spent, moved
	if p == resign {
		e.hasGen = false
		return "resign", nil
	}
	e.lastGen, e.hasGen = p, true
	return genmoveReply(e.vertex(p), nil)
}

// undoable returns how many history entries undo may take back.
func (e *Engine) undoable() int { return len(e.game.Moves()) - e.base }

func (e *Engine) undo(n int) error {
	if n > e.undoable() {
		return gtp.ErrCannotUndo
	}
	for i := 0; i < n; i++ {
		e.game.Undo()
	}
	if n > 0 {
		e.hasGen = false
		// The stones the last cleanup judged dead were judged in the
		// position taken back.
		e.cleanupDead = geom.Bitboard{}
	}
	if len(e.game.Moves()) == e.base {
		e.game.SetToMove(e.baseMove)
	}
	return nil
}

// cmdUndo is GTP's undo, without arguments. "undo 1" is taken as "undo":
// GNU Go 3.8 ignores undo's arguments (/usr/games/gnugo --mode gtp
// answers "undo 1" by taking back one move), and a client that writes the
// count asks for what undo does. Any other argument is refused, the
// position kept: GNU Go takes back one move for "undo 2" too, which its
// sender, who meant two, would not expect; gg-undo N takes back N.
func (e *Engine) cmdUndo(_ context.Context, args []string) (string, error) {
	if len(args) == 1 && args[0] == "1" {
		args = args[:0]
	}
	if len(args) > 0 {
		return "", syntaxf("usage: undo (takes back one move; gg-undo N takes back N)")
	}
	return "", e.undo(1)
}

func (e *Engine) cmdGGUndo(_ context.Context, args []string) (string, error) {
	n := 1
	switch len(args) {
	case 0:
	case 1:
		var err error
		if n, err = parseInt(args[0], "count"); err != nil {
			return "", err
		}
		if n < 0 {
			return "", syntaxf("negative count %d", n)
		}
	default:
		return "", syntaxf("usage: gg-undo [N]")
	}
	return "", e.undo(n)
}

func (e *Engine) cmdPlaySequence(_ context.Context, args []string) (string, error) {
	if len(args)%2 != 0 {
		return "", syntaxf("usage: gogui-play_sequence COLOR VERTEX ...")
	}
	type mv struct {
		c geom.Colour
		p geom.Point
	}
	seq := make([]mv, 0, len(args)/2)
	for i := 0; i < len(args); i += 2 {
		c, err := parseColour(args[i])
		if err != nil {
			return "", err
		}
		p, off, err := e.parseVertex(args[i+1])
		if off {
			return "", fmt.Errorf("%w: %s (%s %s)", gtp.ErrIllegalMove, engine.OffBoard.String(), c, strings.ToUpper(args[i+1]))
		}
		if err != nil {
			return "", err
		}
		seq = append(seq, mv{c, p})
	}
	n := len(e.game.Moves())
	for _, m := range seq {
		if r := e.game.Play(m.c, m.p); r != engine.Legal {
			e.takeBack(n)
			return "", fmt.Errorf("%w: %s (%s %s)", gtp.ErrIllegalMove, r.String(), m.c, e.vertex(m.p))
		}
	}
	if len(seq) > 0 {
		e.hasGen = false
	}
	return "", nil
}

// Handicap.

func (e *Engine) boardEmpty() bool {
	b := e.game.Board()
	bs, ws := b.Stones(geom.Black), b.Stones(geom.White)
	return bs.IsZero() && ws.IsZero()
}

// placeHandicap puts black stones on pts as handicap, records the count for
// the preset's compensation and gives White the move. The handicap starts
// the game: the history of the empty board it is placed on (passes, or
// stones all taken off again) goes, as GNU Go 3.8's handicap commands drop
// it (its move_history is empty after "play b pass" then fixed_handicap 2,
// and undo cannot undo); left in place, a pass before the handicap showed
// in move_history and printsgf wrote it as the game's first move, before
// the handicap stones.
func (e *Engine) placeHandicap(pts []geom.Point) string {
	if len(e.game.Moves()) > 0 {
		e.game.Reset(e.game.Geometry()) // keeps the preset and komi
		e.hasGen = false
	}
	e.cleanupDead = geom.Bitboard{} // a new game
	vs := make([]string, len(pts))
	for i, p := range pts {
		e.game.Setup(geom.Black, p)
		vs[i] = e.vertex(p)
	}
	e.game.SetHandicap(len(pts))
	e.game.SetToMove(geom.White)
	e.base = len(e.game.Moves())
	e.baseMove = geom.White
	return strings.Join(vs, " ")
}

// stones says "1 stone" or "n stones".
func stones(n int) string {
	if n == 1 {
		return "1 stone"
	}
	return fmt.Sprintf("%d stones", n)
}

func (e *Engine) handicapCount(args []string, usage string) (int, error) {
	if err := wantArgs(args, 1, usage); err != nil {
		return 0, err
	}
	n, err := parseInt(args[0], "number of stones")
	if err != nil {
		return 0, err
	}
	if !e.boardEmpty() {
		return 0, ErrBoardNotEmpty
	}
	if n < 2 || n >= e.game.Geometry().Size() {
		return 0, fmt.Errorf("%w: %s", ErrInvalidHandicap, stones(n))
	}
	return n, nil
}

func (e *Engine) cmdFixedHandicap(_ context.Context, args []string) (string, error) {
	n, err := e.handicapCount(args, "fixed_handicap N")
	if err != nil {
		return "", err
	}
	pts, err := engine.FixedHandicap(e.game.Geometry(), n)
	if err != nil {
		return "", fmt.Errorf("%w: %w", gtp.ErrNonStandardHandicap, err)
	}
	return e.placeHandicap(pts), nil
}

func (e *Engine) cmdPlaceFreeHandicap(_ context.Context, args []string) (string, error) {
	n, err := e.handicapCount(args, "place_free_handicap N")
	if err != nil {
		return "", err
	}
	return e.placeHandicap(freePlacement(e.game.Geometry(), n)), nil
}

// freePlacement chooses n handicap points: GTP's fixed placement when it
// exists for n, otherwise the largest fixed placement, completed one point
// at a time with the free point farthest from the points chosen so far,
// off the first two lines while the board has room there, then off the
// first (board order breaks ties).
func freePlacement(g *geom.Geometry, n int) []geom.Point {
	if f, err := engine.FixedHandicap(g, n); err == nil {
		return f
	}
	var pts []geom.Point
	for k := min(n, 9); k >= 2; k-- {
		if f, err := engine.FixedHandicap(g, k); err == nil {
			pts = f
			break
		}
	}
	margin := 0 // the edge lines kept clear: two from 7x7, one on 5x5 and 6x6
	switch m := min(g.W, g.H); {
	case m >= 7:
		margin = 2
	case m >= 5:
		margin = 1
	}
	const far = 1 << 30
	dist := make([]int, g.Cells) // squared distance to the nearest point chosen; -1 chosen
	for _, p := range g.Points {
		dist[p] = far
	}
	choose := func(p geom.Point) {
		x, y := g.XY(p)
		for _, q := range g.Points {
			qx, qy := g.XY(q)
			if d := (x-qx)*(x-qx) + (y-qy)*(y-qy); d < dist[q] {
				dist[q] = d
			}
		}
		dist[p] = -1
	}
	for _, p := range pts {
		choose(p)
	}
	for len(pts) < n {
		best, bestLine, bestD := geom.Pass, -1, -1
		for _, p := range g.Points {
			if dist[p] < 0 {
				continue
			}
			x, y := g.XY(p)
			line := min(x, y, g.W-1-x, g.H-1-y, margin)
			if line > bestLine || (line == bestLine && dist[p] > bestD) {
				best, bestLine, bestD = p, line, dist[p]
			}
		}
		choose(best)
		pts = append(pts, best)
	}
	return pts
}

func (e *Engine) cmdSetFreeHandicap(_ context.Context, args []string) (string, error) {
	pts := make([]geom.Point, 0, len(args))
	for _, a := range args {
		p, _, err := e.parseVertex(a)
		if err != nil {
			return "", err
		}
		pts = append(pts, p)
	}
	if !e.boardEmpty() {
		return "", ErrBoardNotEmpty
	}
	if len(pts) < 2 || len(pts) >= e.game.Geometry().Size() {
		return "", fmt.Errorf("%w: %s", ErrInvalidHandicap, stones(len(pts)))
	}
	var seen geom.Bitboard
	for _, p := range pts {
		if p == geom.Pass {
			return "", fmt.Errorf("%w: pass in the vertex list", ErrInvalidHandicap)
		}
		if seen.Has(p) {
			return "", fmt.Errorf("%w: repeated vertex %s", ErrInvalidHandicap, e.vertex(p))
		}
		seen.Set(p)
	}
	e.placeHandicap(pts)
	return "", nil
}

// Setup stones (GoGui).

func (e *Engine) cmdSetup(_ context.Context, args []string) (string, error) {
	if len(args)%2 != 0 {
		return "", syntaxf("usage: gogui-setup COLOR VERTEX ...")
	}
	type st struct {
		c geom.Colour
		p geom.Point
	}
	var sts []st
	for i := 0; i < len(args); i += 2 {
		c, err := parseColour(args[i])
		if err != nil {
			return "", err
		}
		p, err := e.point(args[i+1])
		if err != nil {
			return "", err
		}
		sts = append(sts, st{c, p})
	}
	// Check the whole setup on a copy first, so that a refused setup
	// leaves the game as it was: every point must be empty and named
	// once (setup stones overwrite, and the history would then disagree
	// with the board), and no chain may end up without liberties (a
	// position that play cannot reach and nothing can count).
	b := *e.game.Board()
	var seen geom.Bitboard
	for _, s := range sts {
		switch {
		case seen.Has(s.p):
			return "", fmt.Errorf("%w: repeated vertex %s", ErrInvalidSetup, e.vertex(s.p))
		case b.At(s.p) != geom.Empty:
			return "", fmt.Errorf("%w: %s is occupied", ErrInvalidSetup, e.vertex(s.p))
		}
		seen.Set(s.p)
		b.Setup(s.c, s.p)
	}
	if p := b.Libertyless(); p != geom.Pass {
		return "", fmt.Errorf("%w: the %s chain at %s has no liberties", ErrInvalidSetup, b.At(p).Name(), e.vertex(p))
	}
	toMove := e.game.ToMove()
	for _, s := range sts {
		e.game.Setup(s.c, s.p)
	}
	// Another position: the stones the last cleanup judged dead may
	// live in it.
	e.cleanupDead = geom.Bitboard{}
	e.game.SetToMove(toMove)
	e.base = len(e.game.Moves())
	e.baseMove = toMove
	return "", nil
}

func (e *Engine) cmdSetupPlayer(_ context.Context, args []string) (string, error) {
	c, err := colourArg(args, "gogui-setup_player COLOR")
	if err != nil {
		return "", err
	}
	e.game.SetToMove(c)
	if len(e.game.Moves()) == e.base {
		e.baseMove = c
	}
	return "", nil
}

func (e *Engine) cmdTitle(_ context.Context, args []string) (string, error) {
	g := e.game.Geometry()
	return fmt.Sprintf("%s %s: %s, %dx%d, komi %s", Name, Version, e.game.Rules().Name, g.W, g.H, formatFloat(e.game.Komi())), nil
}
