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
// count rose from 450/447/396/392 to 452/450/406/396 of 464 (405/395
// before the gaps were allowed: game 112 cut by three, a hane beside a
// gap, is one it gained); in 11 of 13 positions read, the block is GNU
// Go's next move, and in the other two the opponent's (the point both
// wanted).
func (j *Judgment) blockIntrusion() geom.Point {
	c, last := j.toMove, j.lastMove
	if (c != geom.Black && c != geom.White) || last == geom.Pass || j.board.At(last) != c.Opp() || j.status[last] != Alive {
		return geom.Pass
	}
	b, g := &j.board, j.g
	dead := j.Resolved()
	found := geom.Pass
	var seen geom.Bitboard
	for _, d := range g.Dirs {
		q := last + d
		if b.At(q) != geom.Empty || seen.Has(q) {
			continue
		}
		own, at, n := reachedAt(g, b, &dead, c, q, &seen)
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
		if found != geom.Pass {
			return geom.Pass // two regions entered: no single block
		}
		found = q
	}
	if found != geom.Pass {
		j.rescue = found
		after := j.Resolved()
		j.rescue = geom.Pass
		if after != dead {
			return geom.Pass
		}
	}
	return found
}

// reachedAt floods the empty region of b holding q, marking it in seen,
// and reports whether a live stone of c (not in dead) is next to it, the
// one point of it next to a live opponent stone (geom.Pass if none is,
// noPoint if more than one is), q, or else one next to no live stone of c
// (a point next to both is a gap in the wall, which the count's owners
// close), and its size.
func reachedAt(g *geom.Geometry, b *engine.Board, dead *geom.Bitboard, c geom.Colour, q geom.Point, seen *geom.Bitboard) (own bool, at geom.Point, n int) {
	at = geom.Pass
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
