package judge

import (
	"math/bits"

	"github.com/gtp-referee/gtp-referee/engine"
	"github.com/gtp-referee/gtp-referee/geom"
)

// retries is how many random candidates a playout move draws before it
// scans the board for an acceptable move.
const retries = 8

// playout plays random moves from b, c to move, until two passes or max
// moves, and returns the number of moves (passes included). The policy is
// the engine's light one (legal, no suicide, no filling one's own one-point
// eyes) with refinements for judging finished positions:
//
//   - contact only: a move must capture, give liberties to one's own chain
//     in atari, or touch an opponent stone (a protected chain only from
//     next to one's own stones). Nobody fills his own territory or invades
//     the opponent's along a wall, so eye space is not destroyed at random,
//     while intruders are surrounded and captured.
//   - each side's first move captures the largest opponent chain left in
//     atari, if any.
//   - tactical answers to the opponent's last move (capture it in atari,
//     save one's chain it put in atari, sometimes atari it back).
//   - half the time, a local answer: a point next to the opponent's last
//     move (eight directions), beside an own chain of localMinChain stones
//     or more, counts as contact (see localAnswer).
//   - in the first phase, contact without an own stone next to the point
//     only against a small opponent chain short of liberties; in the
//     second, against any unprotected chain, and rarely or never on a
//     point the first phase gave to the opponent (TerritoryThreshold).
//   - protected chains (pol.prot, and pol.maybe in a share of playouts)
//     are never reduced below two liberties, but by the capture of a
//     chain the position left in atari (pol.atari), other than in a ko: a
//     stone in atari whose capture leaves the wall beside it short of
//     liberties lived in every playout otherwise, though its owner cannot
//     save it (the second rule takes the largest such chain only).
//   - no self-atari of a chain of two or more stones without a capture,
//     which keeps the shared liberties of a seki empty.
//   - no capture that recreates one of the last 16 positions: the player
//     passes instead (several kos would otherwise cycle to max).
//
// A player with no such move passes.
func playout(b *engine.Board, c geom.Colour, r *engine.Rand, max int, pol *policy) int {
	g := pol.g
	passes := 0
	last := geom.Pass
	var buf [geom.MaxCells]geom.Point
	var recent [16]uint64 // hashes after the last moves
	m := 0
	for ; m < max && passes < 2; m++ {
		p := geom.Pass
		if m < 2 {
			// Each side's first move takes the largest opponent chain left
			// in atari: stones left in atari at the end of a game are
			// dead when the capture is legal.
			p = captureAny(b, c, r, pol)
		}
		if p == geom.Pass {
			p = tactical(b, c, last, r, pol)
		}
		if p == geom.Pass && last != geom.Pass && r.Intn(2) == 0 {
			p = localAnswer(b, c, last, r, pol)
		}
		for t := 0; p == geom.Pass && t < retries; t++ {
			// A uniform draw: RandomMove's scan on from a refused point
			// drew some points more often than others by the order of
			// the board's list of empty points, which follows its
			// orientation and history (TestPlayoutOwnershipTurned).
			q := b.RandomEmpty(r)
			if q == geom.Pass {
				break
			}
			if playable(b, c, q, pol, r, false) {
				p = q
			}
		}
		if p == geom.Pass {
			// Try the candidates, the empty points next to an opponent
			// stone (the contact rule), in a random order. (A scan from
			// a random point on in board order would favour the point
			// after a run of refused ones, and so depend on how the
			// board is turned.)
			opp := b.Stones(c.Opp())
			cand := g.Dilate(&opp)
			bs, ws := b.Stones(geom.Black), b.Stones(geom.White)
			for i := 0; i < g.NW; i++ {
				cand[i] &^= bs[i] | ws[i]
			}
			pts := cand.Points(buf[:0])
			for n := len(pts); n > 0; n-- {
				k := r.Intn(n)
				q := pts[k]
				pts[k] = pts[n-1]
				if playable(b, c, q, pol, r, false) {
					p = q
					break
				}
			}
		}
		if p != geom.Pass && repeats(b, c, p, &recent, pol) {
			// Several kos, or captures answered by passes, make cycles
			// that random play would repeat to the move limit: the player
			// passes instead of recreating a recent position.
			p = geom.Pass
		}
		if p == geom.Pass {
			passes++
			b.Play(c, geom.Pass, false)
		} else {
			passes = 0
			b.Apply(c, p)
			recent[m%len(recent)] = b.Hash()
		}
		last = p
		c = c.Opp()
	}
	return m
}

// repeats reports whether c playing at p would capture and recreate one of
// the positions in recent. Only a capture can bring back an earlier
// position.
func repeats(b *engine.Board, c geom.Colour, p geom.Point, recent *[16]uint64, pol *policy) bool {
	if !captures(b, c, p) {
		return false
	}
	info, _ := b.Check(c, p, false)
	for _, h := range recent {
		if h == info.Hash {
			return true
		}
	}
	return false
}

// captures reports whether c playing at the empty point q would capture:
// an opponent chain next to q is in atari.
func captures(b *engine.Board, c geom.Colour, q geom.Point) bool {
	_, opp, atari := b.Contacts(c, q)
	return opp&atari != 0
}

// captureAny returns the capture of the largest opponent chain in atari,
// or geom.Pass. Among chains of the same size it draws one at random: a
// choice by board order would give the first capture to the same chain in
// every playout, and the judgment of a position would depend on how the
// board is turned.
func captureAny(b *engine.Board, c geom.Colour, r *engine.Rand, pol *policy) geom.Point {
	best, size, ties := geom.Pass, 0, 0
	opp := b.Stones(c.Opp())
	// The buffer, of the board's size, is not written back: nothing a
	// playout reads may then escape through the policy (runPlayouts).
	for _, s := range opp.Points(pol.buf[:0]) {
		if b.Chain(s) != s || !b.InAtari(s) || b.ChainSize(s) < size {
			continue
		}
		q := b.AtariLiberty(s)
		if q == geom.Pass || !legal(b, c, q) {
			continue
		}
		if n := b.ChainSize(s); n > size {
			best, size, ties = q, n, 1
			continue
		}
		ties++
		if r.Intn(ties) == 0 {
			best = q
		}
	}
	return best
}

// isKoTake reports whether c's capture at q takes a ko: it takes one
// stone and leaves c's stone alone with one liberty, so that the opponent
// could take back.
func isKoTake(b *engine.Board, c geom.Colour, q geom.Point) bool {
	taken := 0
	for _, d := range b.Geometry().Dirs {
		switch n := q + d; b.At(n) {
		case geom.Empty, c:
			return false
		case c.Opp():
			if b.InAtari(n) {
				taken += b.ChainSize(n)
			}
		}
	}
	return taken == 1
}

// legal reports whether c may play at q, multi-stone suicide forbidden.
func legal(b *engine.Board, c geom.Colour, q geom.Point) bool {
	return b.Legal(c, q)
}

// tactical answers the opponent's last move: capture it if it stands in
// atari, save one's own chain it put in atari by extending, or (half the
// time) put it in atari when it has two liberties. It returns geom.Pass
// when none applies.
func tactical(b *engine.Board, c geom.Colour, last geom.Point, r *engine.Rand, pol *policy) geom.Point {
	if last == geom.Pass || b.At(last) != c.Opp() {
		return geom.Pass
	}
	if b.InAtari(last) {
		if q := b.AtariLiberty(last); q != geom.Pass && legal(b, c, q) {
			return q
		}
	}
	for _, d := range pol.g.Dirs {
		n := last + d
		if b.At(n) == c && b.InAtari(n) {
			if q := b.AtariLiberty(n); q != geom.Pass && b.LibertiesAfter(c, q, 2) >= 2 && legal(b, c, q) {
				return q
			}
		}
	}
	if r.Intn(2) == 0 {
		var pts [3]geom.Point
		if b.LibertiesUpTo(last, geom.Pass, pts[:], 0, 3) == 2 {
			if pts[1] < pts[0] {
				pts[0], pts[1] = pts[1], pts[0]
			}
			q := pts[r.Intn(2)]
			if !b.IsEyelike(c, q) && b.LibertiesAfter(c, q, 2) >= 2 && !threatens(b, c, q, pol) && legal(b, c, q) {
				return q
			}
		}
	}
	return geom.Pass
}

// localAnswer returns a move next to the opponent's last move (in the
// eight directions) that the rules of playout accept, counting nearness to
// that move as contact, or geom.Pass. Without it an invader inside a group's
// eye space could be answered only from points that touch him, never on
// the vital point beside him, and living groups died in the playouts.
func localAnswer(b *engine.Board, c geom.Colour, last geom.Point, r *engine.Rand, pol *policy) geom.Point {
	if b.At(last) != c.Opp() {
		return geom.Pass
	}
	var cand [8]geom.Point
	n := 0
	for _, d := range pol.g.Dirs {
		if q := last + d; b.At(q) == geom.Empty {
			cand[n] = q
			n++
		}
	}
	for _, d := range pol.g.Diags {
		if q := last + d; b.At(q) == geom.Empty {
			cand[n] = q
			n++
		}
	}
	for n > 0 {
		k := r.Intn(n)
		q := cand[k]
		cand[k] = cand[n-1]
		n--
		if nextToLarge(b, c, q, pol) && playable(b, c, q, pol, r, true) {
			return q
		}
	}
	return geom.Pass
}

// localMinChain is the size of own chain a local answer must touch: large
// groups defend their eye space, while a few stones thrown into the
// opponent's area do not get the help.
const localMinChain = 4

// nextToLarge reports whether q touches a chain of c of at least
// localMinChain stones.
func nextToLarge(b *engine.Board, c geom.Colour, q geom.Point, pol *policy) bool {
	for _, d := range pol.g.Dirs {
		if n := q + d; b.At(n) == c && b.ChainSize(n) >= localMinChain {
			return true
		}
	}
	return false
}

// playable reports whether c may play at q in a playout: the move rules
// (acceptable), not his own eye, and legal.
func playable(b *engine.Board, c geom.Colour, q geom.Point, pol *policy, r *engine.Rand, near bool) bool {
	return acceptable(b, c, q, pol, r, near) && b.Playable(c, q)
}

// acceptable applies the move rules of playout to c playing at q; near
// says that q is next to the opponent's last move, which counts as
// contact.
func acceptable(b *engine.Board, c geom.Colour, q geom.Point, pol *policy, r *engine.Rand, near bool) bool {
	own, opp, atari := b.Contacts(c, q)
	dirs := &pol.g.Dirs
	if a := opp & atari; a != 0 {
		// A capture; one that leaves a protected chain short of
		// liberties only when it takes a chain the position left in
		// atari (pol.atari), and not in a ko. The chain looked at is the
		// first in atari in the order of the directions.
		n := q + dirs[bits.TrailingZeros8(a)]
		return !threatens(b, c, q, pol) || pol.atari != nil && pol.atari.Has(b.Chain(n)) && !isKoTake(b, c, q)
	}
	if own&atari != 0 {
		// A rescue: it gives liberties to one's own chain in atari.
		return pol.fine(b, c, q)
	}
	if pol.own != nil {
		// Rarely inside the opponent's territory (as the first playouts
		// saw it), except to capture or to save a chain in atari: the
		// move is refused with a probability growing with the opponent's
		// ownership of the point, certainly from TerritoryThreshold on.
		o := pol.own[q]
		if c == geom.Black {
			o = -o
		}
		if o > 0 && (o >= TerritoryThreshold || r.Intn(1024) < int(1024*o/TerritoryThreshold)) {
			return false
		}
	}
	if !near && opp == 0 {
		return false // no contact
	}
	if own != 0 {
		return pol.fine(b, c, q)
	}
	// Contact without an own stone next to it: closing in on an
	// unprotected chain (in the first phase only a small one short of
	// liberties), never an invasion along a protected wall.
	for m := opp; m != 0; m &= m - 1 {
		n := q + dirs[bits.TrailingZeros8(m)]
		if pol.protected(b, n) {
			continue
		}
		if pol.own != nil {
			return pol.fine(b, c, q)
		}
		if b.ChainSize(n) <= weakSize && libsAtMost(b, n, weakLibs) {
			return pol.fine(b, c, q)
		}
	}
	return false
}

// libsAtMost reports whether the chain through p has at most k (<= 8)
// liberties (Board.LibertiesAtMost: without a walk when the chain's
// pseudo-liberties are k or fewer, else stopping as soon as it has seen
// more).
func libsAtMost(b *engine.Board, p geom.Point, k int) bool {
	return b.LibertiesAtMost(p, k)
}

// In the first phase, an unprotected chain of at most weakSize stones with at most
// weakLibs liberties may be approached from any side in a playout.
const (
	weakSize = 10
	weakLibs = 4
)

// policy holds what the second phase of playouts knows from the first:
// protected stones and the ownership. A nil policy field means unknown.
type policy struct {
	prot  *geom.Bitboard
	atari *geom.Bitboard // roots of the chains in atari where the playouts start
	own   []float64
	maybe []maybeProt // chains protected in a share of the playouts
	first geom.Colour // who plays first in the even playouts: the side to move (Black when none)
	// black and white are the stones of each colour where the playouts
	// start: a protected point guards only a stone of the colour it held
	// then (see guarded).
	black, white *geom.Bitboard
	// Per shard: the geometry and a scratch buffer.
	g   *geom.Geometry
	buf []geom.Point
}

// fine applies the last two rules to a move otherwise acceptable: no
// self-atari of a chain of two or more stones, no threat to a protected
// chain.
func (pol *policy) fine(b *engine.Board, c geom.Colour, q geom.Point) bool {
	return !selfAtari(pol.g, b, c, q) && !threatens(b, c, q, pol)
}

// protected reports whether the chain of the stone at n is protected.
func (pol *policy) protected(b *engine.Board, n geom.Point) bool {
	return pol.prot != nil && (pol.guarded(b, n) || pol.guarded(b, b.Chain(n)))
}

// guarded reports whether the stone at s is protected: its point is in
// prot and held a stone of its colour where the playouts started. A
// stone played where an opponent's protected stone was taken (a chain in
// atari at the start, which the first moves capture) is not: it would
// otherwise inherit the protection, and its chain, never reduced below
// two liberties, lived: Black's invasion of TestLifeJudgment's
// retakeInvasion, which took White's K13 and filled the point, in 180 of
// 200 playouts.
func (pol *policy) guarded(b *engine.Board, s geom.Point) bool {
	if !pol.prot.Has(s) {
		return false
	}
	if b.At(s) == geom.Black {
		return pol.black.Has(s)
	}
	return pol.white.Has(s)
}

// maybeProt is a chain protected in share/1024 of the playouts.
type maybeProt struct {
	stones geom.Bitboard
	share  int
}

// threatens reports whether c playing at q would leave a protected
// opponent chain (one with a stone in prot, nil meaning none) with fewer
// than two liberties.
func threatens(b *engine.Board, c geom.Colour, q geom.Point, pol *policy) bool {
	if pol.prot == nil {
		return false
	}
	for _, d := range pol.g.Dirs {
		n := q + d
		if b.At(n) == c.Opp() && pol.protected(b, n) {
			if b.InAtari(n) || libsAtMost(b, n, 2) {
				return true
			}
		}
	}
	return false
}

// selfAtari reports whether c playing at empty p would leave a chain of at
// least two stones with a single liberty while capturing nothing, except a
// nakade-like move: a chain of at most NakadeMax stones that puts no
// adjacent opponent chain in atari (filling the opponent's eye space, whose
// capture leaves it one eye). Filling a shared liberty of a seki puts both
// sides in atari, so it stays forbidden.
func selfAtari(g *geom.Geometry, b *engine.Board, c geom.Colour, p geom.Point) bool {
	return selfAtariOf(g, b, c, p, false)
}

// selfAtariOf is selfAtari; with sacrifice, a chain of at most NakadeMax
// stones is not refused for putting an opponent chain in atari either: the
// shared liberty of what looks like a seki, which a local search must try
// because the capture may leave the opponent an eye space of two or three
// points, one eye (a White group of no eye with a Black stone inside whose
// two liberties it shares: Black fills one, White takes two stones, Black
// throws in).
func selfAtariOf(g *geom.Geometry, b *engine.Board, c geom.Colour, p geom.Point, sacrifice bool) bool {
	own := false
	for _, d := range g.Dirs {
		if b.At(p+d) == c {
			own = true
			break
		}
	}
	if !own || b.LibertiesAfter(c, p, 2) >= 2 {
		return false
	}
	size := 1
	var seen [4]geom.Point
	ns := 0
	for _, d := range g.Dirs {
		n := p + d
		switch b.At(n) {
		case c:
			r := b.Chain(n)
			dup := false
			for _, x := range seen[:ns] {
				dup = dup || x == r
			}
			if !dup {
				seen[ns] = r
				ns++
				size += b.ChainSize(n)
			}
		case c.Opp():
			if !sacrifice && b.OtherLiberties(n, p) < 2 {
				return true
			}
		}
	}
	return size > NakadeMax
}

// tallyBoard adds the owners of a finished playout's points: stones to
// their colour, empty points as nearest assigns them.
func tallyBoard(b *engine.Board, g *geom.Geometry, black, white, neutral []int32) {
	bs, ws := b.Stones(geom.Black), b.Stones(geom.White)
	ob, ow := nearest(g, &bs, &ws)
	for _, q := range g.Points {
		switch {
		case bs.Has(q), ob.Has(q):
			black[q]++
		case ws.Has(q), ow.Has(q):
			white[q]++
		default:
			neutral[q]++
		}
	}
}

// nearest splits the empty points (those in neither black nor white) by
// the colour whose stones are nearer through empty points. Points as near
// to both colours, or out of reach of both, are in neither result and
// block the way: a region reached by one colour only is that colour's, and
// a territory behind an open boundary point still goes to its owner.
func nearest(g *geom.Geometry, black, white *geom.Bitboard) (ob, ow geom.Bitboard) {
	var empty, done geom.Bitboard
	nw := g.NW
	for i := 0; i < nw; i++ {
		empty[i] = g.Mask[i] &^ (black[i] | white[i])
	}
	fb, fw := *black, *white // frontiers
	for {
		db := g.Dilate(&fb)
		dw := g.Dilate(&fw)
		grew := uint64(0)
		for i := 0; i < nw; i++ {
			free := empty[i] &^ done[i]
			nb := db[i] & free
			nwt := dw[i] & free
			both := nb & nwt
			ob[i] |= nb &^ both
			ow[i] |= nwt &^ both
			done[i] |= nb | nwt
			fb[i] = nb &^ both
			fw[i] = nwt &^ both
			grew |= nb | nwt
		}
		if grew == 0 {
			return ob, ow
		}
	}
}
