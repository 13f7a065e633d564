package judge

import (
	"github.com/gtp-referee/gtp-referee/engine"
	"github.com/gtp-referee/gtp-referee/geom"
)

// sekiLost undoes the seki that classify found from the playouts where a
// later reading killed stones that kept it: a seki chain whose opponent,
// once the dead stones are off, fills a liberty they share and keeps more
// liberties than the chain then has, which are a single eye of one or two
// points (bordered by its own stones only, next to no opponent chain in
// atari), is dead: it moves next and loses the race, and the opponent's chains beside that liberty alive. The playouts
// miss it where the capture of the dead chain takes a move that touches
// no stone of its (the outside liberty of a chain shut in by the seki
// partner), so the partner never gains the liberties it captures.
func (j *Judgment) sekiLost() {
	if j.Seki.IsZero() || j.Dead.IsZero() {
		return
	}
	g := j.g
	b := j.board
	b.SetStones(b.Stones(geom.Black).AndNot(j.Dead), b.Stones(geom.White).AndNot(j.Dead))
	var buf [geom.MaxCells]geom.Point
	for _, p := range g.Points {
		if b.At(p) != geom.Empty || stoneColours(g, &b, p) != geom.Black|geom.White {
			continue
		}
		for _, c := range [2]geom.Colour{geom.Black, geom.White} {
			if b.LibertiesAfter(c, p, 2) < 2 {
				continue
			}
			for _, d := range g.Dirs {
				y := p + d
				if b.At(y) != c.Opp() || j.status[y] != Seki {
					continue
				}
				eye, ok := oneEyeAfter(g, &j.board, &b, c, p, y)
				if !ok {
					continue
				}
				for _, s := range b.ChainStones(buf[:0], y) {
					j.setStatus(s, Dead)
				}
				for q := range eye.All() {
					j.Seki.Clear(q)
					j.status[q] = None
				}
				j.Seki.Clear(p)
				j.status[p] = None
				for _, d2 := range g.Dirs {
					if x := p + d2; b.At(x) == c && j.status[x] == Seki {
						for _, s := range b.ChainStones(buf[:0], x) {
							j.setStatus(s, Alive)
						}
					}
				}
			}
		}
	}
}

// oneEyeAfter plays c at p on a copy of b (the board orig less its dead
// stones) and reports whether the opponent's chain at y is then left with
// a single eye of at most two points: its liberties one empty region
// bordered by its colour only, with no chain of c next to it in atari. It
// returns that region.
func oneEyeAfter(g *geom.Geometry, orig, b *engine.Board, c geom.Colour, p, y geom.Point) (geom.Bitboard, bool) {
	var eye geom.Bitboard
	b2 := *b
	b2.Apply(c, p)
	if b2.At(y) != c.Opp() || b2.At(p) != c {
		return eye, false
	}
	// Its opponent moves next: the filler's chain must outlast it, with
	// more liberties than the eye gives (a two-point eye takes two moves).
	// The points of the dead chains it takes count, less the liberties it
	// fills to take them (a dead stone in its own eye gains nothing).
	libs := b2.Liberties(y)
	n := libs.Count()
	if n == 0 || n > 2 {
		return eye, false
	}
	own := b2.Liberties(p)
	m := own.Count()
	var taken geom.Bitboard
	for q := range own.All() {
		if orig.At(q) != c.Opp() || taken.Has(orig.Chain(q)) {
			continue
		}
		taken.Set(orig.Chain(q))
		dl := orig.Liberties(q)
		m -= dl.Count()
	}
	if m <= n {
		return eye, false
	}
	var buf [geom.MaxCells]geom.Point
	for _, s := range b2.ChainStones(buf[:0], y) {
		for _, d := range g.Dirs {
			if n := s + d; b2.At(n) == c && b2.InAtari(n) {
				return eye, false
			}
		}
	}
	// The region of empty points around the liberties: at most two, all
	// liberties of y, bordered by y's colour only.
	region := libs.Points(buf[:0])
	for _, q := range region {
		for _, d := range g.Dirs {
			n := q + d
			switch b2.At(n) {
			case geom.Empty:
				if !libs.Has(n) {
					return eye, false
				}
			case c:
				return eye, false
			}
		}
		eye.Set(q)
	}
	if len(region) == 2 && !neighbours(g, region[0], region[1]) {
		return eye, false
	}
	return eye, true
}

// neighbours reports whether p and q are adjacent points.
func neighbours(g *geom.Geometry, p, q geom.Point) bool {
	for _, d := range g.Dirs {
		if p+d == q {
			return true
		}
	}
	return false
}
