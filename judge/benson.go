package judge

import (
	"github.com/gtp-referee/gtp-referee/engine"
	"github.com/gtp-referee/gtp-referee/geom"
)

// PassAlive runs Benson's algorithm for colour c on board b and returns the
// stones of c's unconditionally alive (pass-alive) chains and the area they
// own unconditionally: those stones plus the enclosed regions that are vital
// to at least one pass-alive chain and bordered only by pass-alive chains.
//
// A region is a maximal connected set of points that are not c's stones
// (empty points and opponent stones). Classically (suicide illegal) a region
// is vital to a bordering chain X when every empty point of the region is a
// liberty of X: the opponent can never fill the last such point of two vital
// regions, because that move would be suicide, so X can never be captured.
//
// When multi-stone suicide is legal (suicideLegal), the opponent can remove
// his own stones inside a region by suicide and so turn them into empty
// points that need not touch X (RULES.md P8: White A1 takes A1 A2 A3 B2 off
// the board, leaving A2 and A3 out of reach of B1). The variant therefore
// treats every point of the region, stone or empty, as a point the opponent
// may empty: the region is vital to X only when every point of it is
// adjacent to X.
func PassAlive(b *engine.Board, c geom.Colour, suicideLegal bool) (stones, area geom.Bitboard) {
	g := b.Geometry()
	// Chains of c, indexed by root.
	var chainIdx [geom.MaxCells]int16
	var roots []geom.Point
	for _, p := range g.Points {
		if b.At(p) == c && b.Chain(p) == p {
			chainIdx[p] = int16(len(roots))
			roots = append(roots, p)
		}
	}
	if len(roots) == 0 {
		return
	}
	// Regions: flood fill of non-c points.
	var regionOf [geom.MaxCells]int16
	for i := range regionOf[:g.Cells] {
		regionOf[i] = -1
	}
	type region struct {
		points []geom.Point
		border []int // chain indices bordering the region
		vital  []int // chain indices the region is vital to
		ok     bool
	}
	var regions []*region
	stack := make([]geom.Point, 0, 64)
	mark := make([]int, len(roots)) // scratch: last region/point stamp per chain
	for i := range mark {
		mark[i] = -1
	}
	for _, p := range g.Points {
		if b.At(p) == c || regionOf[p] >= 0 {
			continue
		}
		ri := len(regions)
		r := &region{ok: true}
		regions = append(regions, r)
		regionOf[p] = int16(ri)
		stack = append(stack[:0], p)
		for len(stack) > 0 {
			q := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			r.points = append(r.points, q)
			for _, d := range g.Dirs {
				n := q + d
				switch col := b.At(n); {
				case col == c:
					ci := int(chainIdx[b.Chain(n)])
					if mark[ci] != ri {
						mark[ci] = ri
						r.border = append(r.border, ci)
					}
				case col != geom.Border && regionOf[n] < 0:
					regionOf[n] = int16(ri)
					stack = append(stack, n)
				}
			}
		}
		// Vital chains: bordering chains adjacent to every relevant point.
		cand := append([]int(nil), r.border...)
		var adj [4]int
		for _, q := range r.points {
			if !suicideLegal && b.At(q) != geom.Empty {
				continue
			}
			na := 0
			for _, d := range g.Dirs {
				if n := q + d; b.At(n) == c {
					adj[na] = int(chainIdx[b.Chain(n)])
					na++
				}
			}
			k := 0
			for _, ci := range cand {
				for _, a := range adj[:na] {
					if a == ci {
						cand[k] = ci
						k++
						break
					}
				}
			}
			cand = cand[:k]
			if k == 0 {
				break
			}
		}
		r.vital = cand
	}
	alive := make([]bool, len(roots))
	for i := range alive {
		alive[i] = true
	}
	nVital := make([]int, len(roots))
	for changed := true; changed; {
		changed = false
		for i := range nVital {
			nVital[i] = 0
		}
		for _, r := range regions {
			if r.ok {
				for _, ci := range r.vital {
					nVital[ci]++
				}
			}
		}
		for i := range alive {
			if alive[i] && nVital[i] < 2 {
				alive[i] = false
				changed = true
			}
		}
		for _, r := range regions {
			if !r.ok {
				continue
			}
			for _, ci := range r.border {
				if !alive[ci] {
					r.ok = false
					changed = true
					break
				}
			}
		}
	}
	for i, root := range roots {
		if alive[i] {
			for _, s := range b.ChainStones(stack[:0], root) {
				stones.Set(s)
			}
		}
	}
	area = stones
	for _, r := range regions {
		if r.ok && len(r.vital) > 0 {
			for _, q := range r.points {
				area.Set(q)
			}
		}
	}
	return stones, area
}
