package judge

import (
	"github.com/gtp-referee/gtp-referee/areacount"
	"github.com/gtp-referee/gtp-referee/engine"
	"github.com/gtp-referee/gtp-referee/geom"
)

// fillDame plays out the neutral points of a judged position, its dead
// stones already taken off, as players do before a Chinese count, and
// returns the filled board; open holds the open regions of Score, which
// are not filled. From toMove on, each player in turn
//
//  1. connects an own chain in atari (a teire) when that gives it two
//     liberties,
//  2. else captures an opponent chain in atari,
//  3. else fills a dame (an empty point reached by both colours, outside
//     the open regions) where his chain keeps two liberties,
//     one that puts an opponent chain in atari first,
//  4. else passes; two passes in a row end it.
//
// A teire costs its owner the dame the opponent fills meanwhile, which a
// count that splits the dame misses.
func fillDame(b *engine.Board, open *geom.Bitboard, toMove geom.Colour) engine.Board {
	g := b.Geometry()
	work := *b
	c := toMove
	if c != geom.White {
		c = geom.Black
	}
	passes := 0
	for i := 0; i < 2*g.Size() && passes < 2; i++ {
		q := fillMove(g, &work, c, open)
		if q == geom.Pass {
			passes++
		} else {
			passes = 0
			work.Apply(c, q)
		}
		c = c.Opp()
	}
	return work
}

// fillMove chooses c's move in fillDame.
func fillMove(g *geom.Geometry, b *engine.Board, c geom.Colour, open *geom.Bitboard) geom.Point {
	legal := func(q geom.Point) bool {
		_, r := b.Check(c, q, false)
		return r == engine.Legal
	}
	capture := geom.Pass
	for _, p := range g.Points {
		col := b.At(p)
		if (col != geom.Black && col != geom.White) || b.Chain(p) != p || !b.InAtari(p) {
			continue
		}
		libs := b.Liberties(p)
		q := libs.Points(nil)[0]
		switch {
		case col == c && legal(q) && libertiesAfter(g, b, c, q) >= 2:
			return q
		case col != c && capture == geom.Pass && legal(q):
			capture = q
		}
	}
	if capture != geom.Pass {
		return capture
	}
	black, white := b.Stones(geom.Black), b.Stones(geom.White)
	rb, rw := areacount.Reach(g, &black, &white)
	dame := rb.And(rw).AndNot(black.Or(white)).AndNot(*open)
	first := geom.Pass
	for _, q := range dame.Points(nil) {
		if !legal(q) || libertiesAfter(g, b, c, q) < 2 {
			continue
		}
		for _, d := range g.Dirs {
			if n := q + d; b.At(n) == c.Opp() && ataris(b, n, q) {
				return q
			}
		}
		if first == geom.Pass {
			first = q
		}
	}
	return first
}

// ataris reports whether a stone at q would leave the chain through n with
// a single liberty.
func ataris(b *engine.Board, n, q geom.Point) bool {
	libs := b.Liberties(n)
	libs.Clear(q)
	return libs.Count() == 1
}
