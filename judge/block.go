package judge

import (
	"github.com/gtp-referee/gtp-referee/engine"
	"github.com/gtp-referee/gtp-referee/geom"
)

// blockIntrusion returns the side to move's block of the last move's
// intrusion into his area, geom.Pass if there is none. The last move, a
// live opponent stone, is next to an empty region that his live stones
// reach and that the opponent's live stones reach only at one point, next
// to the last move, and at gaps in his wall (points next to both colours,
// which newOwners closes): a hane into his territory, whose next push the
// count's owners cannot see coming (newOwners splits the region, open at
// that point, by distance, and the playouts let the hane crawl on). The
// record stopped on the hane, and he blocks at that point before the
// count, as he answers an atari of the last move (rescued). Only where
// the region is one the owners split (OpenRegionMin points or more; a
// smaller one is dame, and the filling blocks there where it gains), his
// stone is legal and not in atari, no other region is entered so, and
// the block takes the place of no capture he would make (Resolved leaves
// those out where the side to move has an answer to play).
//
// A hand-counted first-line hane (TestBlockIntrusion) counted six points
// too many for the intruder without it. On GNU Go's self-play games cut
// by one to four moves, the counts within one point of GNU Go's final
// count rose from 450/447/396/392 to 452/450/408/396 of 464 (405/395
// before the gaps were allowed: games 112 and 133 cut by three, hanes
// beside a gap, are two it gained, TestBlockGnugoCut); in 11 of 13
// positions read, the block is GNU Go's next move, and in the other two
// the opponent's (the point both wanted).
func (j *Judgment) blockIntrusion() geom.Point {
	c, last := j.toMove, j.lastMove
	if (c != geom.Black && c != geom.White) || last == geom.Pass || j.board.At(last) != c.Opp() || j.status[last] != Alive {
		return geom.Pass
	}
	b, g := &j.board, j.g
	dead := j.Resolved()
	var cands []geom.Point
	for _, d := range g.Dirs {
		// Each empty neighbour on its own: of two in one region, one may
		// be a gap and the other the hane's point.
		q := last + d
		if b.At(q) != geom.Empty {
			continue
		}
		own, at, n := reachedAt(g, b, &dead, c, q)
		if !own || at != q || n < OpenRegionMin {
			continue
		}
		if _, why := b.Check(c, q, false); why != engine.Legal {
			continue
		}
		child := *b
		child.Apply(c, q)
		if child.InAtari(q) {
			continue
		}
		cands = append(cands, q)
	}
	found := geom.Pass
	switch len(cands) {
	case 0:
		return geom.Pass
	case 1:
		found = cands[0]
	default:
		// Two points entered (the hane between two gaps, say): the block
		// after which the count, the dame filled with the opponent to
		// move first, leaves him the most; none on a tie.
		best, tie := 0, false
		for i, q := range cands {
			v := blockValue(g, b, &dead, c, q)
			switch {
			case i == 0 || v > best:
				found, best, tie = q, v, false
			case v == best:
				tie = true
			}
		}
		if tie {
			return geom.Pass
		}
	}
	// The block takes the place of no capture he would make.
	j.rescue = found
	after := j.Resolved()
	j.rescue = geom.Pass
	if after != dead {
		return geom.Pass
	}
	return found
}

// blockValue returns c's area minus the opponent's on b after c's stone at
// q, the dead stones off, the dame filled with the opponent to move first
// (fillShift; split where the filling fails).
func blockValue(g *geom.Geometry, b *engine.Board, dead *geom.Bitboard, c geom.Colour, q geom.Point) int {
	child := *b
	child.Apply(c, q)
	black := child.Stones(geom.Black).AndNot(*dead)
	white := child.Stones(geom.White).AndNot(*dead)
	o := newOwners(g, &black, &white)
	v := o.split(g)
	if shift, _, _, _, ok := fillShift(&child, dead, c.Opp()); ok {
		v += shift
	}
	if c == geom.White {
		v = -v
	}
	return v
}

// reachedAt floods the empty region of b holding q and reports whether a live stone of c (not in dead) is next to it, the
// one point of it next to a live opponent stone (geom.Pass if none is,
// noPoint if more than one is), q, or else one next to no live stone of c
// (a point next to both is a gap in the wall, which the count's owners
// close), and its size.
func reachedAt(g *geom.Geometry, b *engine.Board, dead *geom.Bitboard, c geom.Colour, q geom.Point) (own bool, at geom.Point, n int) {
	at = geom.Pass
	var seen geom.Bitboard
	stack := []geom.Point{q}
	seen.Set(q)
	for len(stack) > 0 {
		p := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		n++
		mine, theirs := false, false
		for _, d := range g.Dirs {
			r := p + d
			switch col := b.At(r); {
			case col == geom.Empty:
				if !seen.Has(r) {
					seen.Set(r)
					stack = append(stack, r)
				}
			case dead.Has(r):
			case col == c:
				mine = true
			case col == c.Opp():
				theirs = true
			}
		}
		own = own || mine
		switch {
		case !theirs || mine && p != q:
		case at == geom.Pass:
			at = p
		default:
			at = noPoint
		}
	}
	return own, at, n
}

// noPoint is reachedAt's answer for a region the opponent reaches at more
// than one point.
const noPoint geom.Point = -1
