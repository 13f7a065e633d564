package judge

import (
	"slices"

	"github.com/gtp-referee/gtp-referee/engine"
	"github.com/gtp-referee/gtp-referee/geom"
)

// doubleKoSeki finds the double-ko seki: two chains of opposite colours,
// each with two liberties, a one-point eye and a ko point; at each ko point
// the other colour takes a single stone in atari (a ko capture) that
// touches the other chain. Whoever takes one ko puts his own chain's
// opponent in atari, which answers by taking the other ko: the captures
// go round and neither side can win, so both chains and both ko stones
// live in seki. The playouts end with both kos taken, and the stones in
// them were dead. Under area counting the count is the same either way
// (each side loses a stone and the point its own stones surround); the
// statuses, which GTP's final_status_list gives, are not.
func (j *Judgment) doubleKoSeki() {
	b, g := &j.board, j.g
	var none geom.Bitboard
	// koStone returns, for a chain at r of colour c with two liberties,
	// one of them an eye, the stone of c's that the opponent takes in a
	// ko at the other.
	koStone := func(r geom.Point) geom.Point {
		c := b.At(r)
		if libs := b.Liberties(r); libs.Count() != 2 || b.ChainSize(r) < 2 {
			return geom.Pass
		}
		var buf [2]geom.Point // two liberties: the eye and one other
		_, others, ok := eyeAndOthers(g, b, r, buf[:0])
		if !ok {
			return geom.Pass
		}
		ko := others[0]
		for _, d := range g.Dirs {
			if s := ko + d; b.At(s) == c && b.Chain(s) != b.Chain(r) && b.ChainSize(s) == 1 &&
				koCapture(g, b, &none, c.Opp(), ko) == s {
				return s
			}
		}
		return geom.Pass
	}
	for _, r := range g.Points {
		if b.At(r) != geom.Black || b.Chain(r) != r || j.PassAlive.Has(r) {
			continue
		}
		x := koStone(r) // Black's stone at White's ko point
		if x == geom.Pass {
			continue
		}
		// White's chain is next to x; its ko stone must touch Black's
		// chain at r.
		for _, d := range g.Dirs {
			w := x + d
			if b.At(w) != geom.White || j.PassAlive.Has(w) {
				continue
			}
			y := koStone(b.Chain(w))
			if y == geom.Pass || !adjacent(g, b, y, b.Chain(r)) {
				continue
			}
			// The ko points are liberties of the chains: in seki too.
			j.markSeki(r, geom.Pass)
			j.markSeki(b.Chain(w), geom.Pass)
			j.setStatus(x, Seki)
			j.setStatus(y, Seki)
			break
		}
	}
}

// koSeki finds the ko seki: a chain X with two liberties, a one-point eye
// and a liberty s shared with an opponent chain Y, where Y has three, a
// one-point eye, s and a ko point k, at which X's colour takes a lone
// stone of Y's that touches X. Neither side can fill s (it would put its
// own chain in atari with the other chain to take it at its eye), and
// the ko only decides who gets its two points: X's side takes at k and
// connects at the lone stone's point, or Y's side connects at k; both
// chains live in seki either way. The playouts, which take and retake
// the ko, had one of the chains dead as often as not, and the verdict
// turned on the seed. The lone stone is in seki when its owner is to
// move (he connects), else dead: the side to move takes the ko and
// connects, and in a game both passed the count's dame filling settles
// the ko's two points.
func (j *Judgment) koSeki() {
	b, g := &j.board, j.g
	var none geom.Bitboard
	// safeAround reports whether every chain of colour c next to the chain
	// at r, other than the chains in skip, is alive: the seki's outside
	// is settled.
	safeAround := func(r geom.Point, c geom.Colour, skip ...geom.Point) bool {
		var buf [geom.MaxCells]geom.Point
		for _, s := range b.ChainStones(buf[:0], r) {
			for _, d := range g.Dirs {
				n := s + d
				if b.At(n) != c || slices.Contains(skip, b.Chain(n)) {
					continue
				}
				if st := j.status[n]; st != Alive && !j.PassAlive.Has(n) {
					return false
				}
			}
		}
		return true
	}
	var buf [geom.MaxCells]geom.Point
	for _, x := range g.Points {
		c := b.At(x)
		if (c != geom.Black && c != geom.White) || b.Chain(x) != x || j.PassAlive.Has(x) || b.ChainSize(x) < 2 {
			continue
		}
		_, xo, ok := eyeAndOthers(g, b, x, buf[:0])
		if !ok || len(xo) != 1 {
			continue
		}
		s := xo[0]
		for _, d := range g.Dirs {
			y := s + d
			if b.At(y) != c.Opp() || j.PassAlive.Has(y) || b.ChainSize(y) < 2 {
				continue
			}
			y = b.Chain(y)
			_, yo, ok := eyeAndOthers(g, b, y, buf[:0])
			if !ok || len(yo) != 2 || (yo[0] != s && yo[1] != s) {
				continue
			}
			k := yo[0]
			if k == s {
				k = yo[1]
			}
			t := koCapture(g, b, &none, c, k)
			if t == geom.Pass || b.At(t) != c.Opp() || b.ChainSize(t) != 1 || !adjacent(g, b, t, x) {
				continue
			}
			if !safeAround(x, c.Opp(), y, t) || !safeAround(y, c, x) {
				continue
			}
			j.markSeki(x, k)
			j.markSeki(y, k)
			// The lone stone: its owner to move connects it (in seki with
			// his chain); else it is taken, the count's filling settling
			// who gets the ko's points where nobody is to move.
			if j.toMove == c.Opp() {
				j.setStatus(t, Seki)
			} else {
				j.setStatus(t, Dead)
			}
			break
		}
	}
}

// eyeAndOthers splits the liberties of the chain at root r into its one
// own one-point eye (ownEye, next to the chain) and the others, appended
// to buf; ok is false unless there is exactly one such eye.
func eyeAndOthers(g *geom.Geometry, b *engine.Board, r geom.Point, buf []geom.Point) (eye geom.Point, others []geom.Point, ok bool) {
	c := b.At(r)
	eye, others = geom.Pass, buf
	libs := b.Liberties(r)
	for l := range libs.All() {
		if ownEye(g, b, c, l) && adjacent(g, b, l, r) {
			if eye != geom.Pass {
				return geom.Pass, nil, false
			}
			eye = l
		} else {
			others = append(others, l)
		}
	}
	return eye, others, eye != geom.Pass
}

// markSeki puts the chain at root r in seki with its liberties, but for
// except (geom.Pass for none).
func (j *Judgment) markSeki(r, except geom.Point) {
	b := &j.board
	var buf [geom.MaxCells]geom.Point
	for _, s := range b.ChainStones(buf[:0], r) {
		j.setStatus(s, Seki)
	}
	libs := b.Liberties(r)
	for l := range libs.All() {
		if l != except {
			j.Seki.Set(l)
			j.status[l] = Seki
		}
	}
}
