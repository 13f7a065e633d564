package judge

import (
	"github.com/gtp-referee/gtp-referee/engine"
	"github.com/gtp-referee/gtp-referee/geom"
)

// Tactical reading of chains short of liberties: whether a chain with one
// or two liberties can be captured, ladders included, the way a player
// reads before he fills a dame next to it.
const (
	// tacticDepth is the move depth of a tactical reading.
	tacticDepth = 40
	// tacticNodes is the node budget of one reading; a reading that runs
	// out counts the chain as safe.
	tacticNodes = 400
)

// tactics reads captures on one board.
type tactics struct {
	g     *geom.Geometry
	nodes int
}

// capturable reports whether the chain at p can be captured with its
// opponent to move: it has one liberty the opponent may play (other than
// into a snapback), or two and an atari on one of them that the chain's
// owner cannot escape. Chains with three liberties or more are safe.
func capturable(g *geom.Geometry, b *engine.Board, p geom.Point) bool {
	t := tactics{g: g}
	return t.attack(b, p, tacticDepth)
}

// unsavable reports whether the chain at p, of two liberties or fewer,
// is lost with its owner to move: no move of his saves it (an extension
// on a liberty or a capture next to it leaving three liberties or two the
// opponent cannot take away, as in capturable), he cannot capture an
// opponent chain next to it either (capturable, his move first: a race he
// may win, which defend does not read), and if he plays elsewhere the
// opponent captures it (capturable). The race gate: without it corpus
// record 3419b549c6a26af5 (White to move) had Black's E2-F2 dead, which
// races White's C2-C3-D2 (liberties C1 and D1) and which GNU Go 3.8 has
// alive (owl_attack E2 "0"), and 5d04c40871e565ca White's F18-G18 dead,
// which White to move saves by H19 against Black's F17-H18 (liberties
// G16 and H19; GNU Go: owl_defend F18 "1 H19").
func unsavable(g *geom.Geometry, b *engine.Board, p geom.Point) bool {
	if !b.LibertiesAtMost(p, 2) {
		return false
	}
	t := tactics{g: g}
	if t.defend(b, p, tacticDepth) {
		return false
	}
	d := b.At(p)
	var stones [geom.MaxSize * geom.MaxSize]geom.Point
	for _, s := range b.ChainStones(stones[:0], p) {
		for _, dir := range g.Dirs {
			if n := s + dir; b.At(n) == d.Opp() && b.LibertiesAtMost(n, 2) && capturable(g, b, n) {
				return false
			}
		}
	}
	return capturable(g, b, p)
}

// capturableThree reports whether the opponent of the chain at p, which
// has three liberties and is shut in (its liberties open onto no other
// empty point), captures it with the move: a stone of his on one of
// its liberties, legal and not capturable itself (safePlay), after which
// the chain is unsavable (its owner, to move, cannot save it, and it falls
// if he plays elsewhere).
func capturableThree(g *geom.Geometry, b *engine.Board, p geom.Point) bool {
	var libs [4]geom.Point
	if b.LibertiesUpTo(p, geom.Pass, libs[:], 0, 4) != 3 {
		return false
	}
	// Shut in: no liberty opens onto an empty point that is not one of
	// them (a chain among the dame is the filling's, killDame's: GNU Go
	// game 38 cut by two, TestKillByDame).
	for _, q := range libs[:3] {
		for _, dir := range g.Dirs {
			if x := q + dir; b.At(x) == geom.Empty && x != libs[0] && x != libs[1] && x != libs[2] {
				return false
			}
		}
	}
	d := b.At(p)
	for _, q := range libs[:3] {
		if child, ok := safePlay(g, b, d.Opp(), q); ok && child.At(p) == d && unsavable(g, &child, p) {
			return true
		}
	}
	return false
}

// safePlay plays c's stone at q on a copy of b and reports whether the move
// is legal and leaves a chain there that cannot be captured (capturable);
// the copy is meaningful only then.
func safePlay(g *geom.Geometry, b *engine.Board, c geom.Colour, q geom.Point) (engine.Board, bool) {
	if _, why := b.Check(c, q, false); why != engine.Legal {
		return engine.Board{}, false
	}
	child := *b
	child.Apply(c, q)
	return child, !capturable(g, &child, q)
}

// savingPlay plays c's stone at q on a copy of b and reports whether the
// move is legal and leaves neither the stone nor c's chain at p capturable
// (safePlay, capturable); the copy is meaningful only then.
func savingPlay(g *geom.Geometry, b *engine.Board, c geom.Colour, q, p geom.Point) (engine.Board, bool) {
	child, ok := safePlay(g, b, c, q)
	return child, ok && !capturable(g, &child, p)
}

// attack reports whether the opponent, to move, captures the chain at p.
func (t *tactics) attack(b *engine.Board, p geom.Point, depth int) bool {
	t.nodes++
	d := b.At(p)
	att := d.Opp()
	libs := b.Liberties(p)
	var buf [2]geom.Point
	switch libs.Count() {
	case 1:
		q := libs.Points(buf[:0])[0]
		if _, why := b.Check(att, q, false); why != engine.Legal {
			return false
		}
		// A capture whose stones are then in atari, several of them,
		// is a snapback: the owner takes them back.
		child := *b
		child.Apply(att, q)
		return !(child.InAtari(q) && child.ChainSize(q) > 1)
	case 2:
		if depth <= 0 || t.nodes > tacticNodes {
			return false
		}
		for _, q := range libs.Points(buf[:0]) {
			if _, why := b.Check(att, q, false); why != engine.Legal {
				continue
			}
			child := *b
			child.Apply(att, q)
			if child.At(p) != d {
				return true
			}
			if !t.defend(&child, p, depth-1) {
				return true
			}
		}
	}
	return false
}

// defend reports whether the owner of the chain at p, to move, can save it
// from capture: by a move after which the chain has three liberties or
// more, or two that the opponent cannot take away, extending on a
// liberty or capturing an opponent chain next to it that is in atari.
func (t *tactics) defend(b *engine.Board, p geom.Point, depth int) bool {
	t.nodes++
	if t.nodes > tacticNodes {
		return true
	}
	d := b.At(p)
	libs := b.Liberties(p)
	if libs.Count() >= 3 {
		return true
	}
	try := func(q geom.Point) bool {
		if _, why := b.Check(d, q, false); why != engine.Legal {
			return false
		}
		child := *b
		child.Apply(d, q)
		if child.At(p) != d {
			return false
		}
		l := child.Liberties(p)
		switch n := l.Count(); {
		case n >= 3:
			return true
		case n == 2:
			return !t.attack(&child, p, depth-1)
		}
		return false
	}
	var lbuf [4]geom.Point
	for _, q := range libs.Points(lbuf[:0]) {
		if try(q) {
			return true
		}
	}
	var cbuf [8]geom.Point
	for _, q := range t.counterCaptures(cbuf[:0], b, p) {
		if try(q) {
			return true
		}
	}
	return false
}

// counterCaptures appends to dst the liberties of the opponent chains in
// atari next to the chain at p, the captures that give it liberties, and
// returns the extended slice.
func (t *tactics) counterCaptures(dst []geom.Point, b *engine.Board, p geom.Point) []geom.Point {
	d := b.At(p)
	var seenBuf [8]geom.Point
	seen := seenBuf[:0]
	var stones [geom.MaxSize * geom.MaxSize]geom.Point
	for _, s := range b.ChainStones(stones[:0], p) {
		for _, dir := range t.g.Dirs {
			n := s + dir
			if b.At(n) != d.Opp() || !b.InAtari(n) {
				continue
			}
			r := b.Chain(n)
			dup := false
			for _, x := range seen {
				dup = dup || x == r
			}
			if dup {
				continue
			}
			seen = append(seen, r)
			dst = append(dst, b.AtariLiberty(n))
		}
	}
	return dst
}

// defence returns a move of the chain's owner that saves the chain at p
// from capture (see capturable), preferring the one after which it has
// the most liberties, or geom.Pass when there is none.
func defence(g *geom.Geometry, b *engine.Board, p geom.Point) geom.Point {
	t := tactics{g: g}
	d := b.At(p)
	libs := b.Liberties(p)
	var cbuf [16]geom.Point
	cands := libs.Points(cbuf[:0])
	cands = t.counterCaptures(cands, b, p)
	best, most := geom.Pass, 0
	for _, q := range cands {
		if _, why := b.Check(d, q, false); why != engine.Legal {
			continue
		}
		child := *b
		child.Apply(d, q)
		if child.At(p) != d {
			continue
		}
		l := child.Liberties(p)
		n := l.Count()
		if n < 2 || n <= most {
			continue
		}
		t.nodes = 0
		if n == 2 && t.attack(&child, p, tacticDepth) {
			continue
		}
		best, most = q, n
	}
	return best
}
