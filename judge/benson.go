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
//
// It allocates nothing: its working space is of fixed size
// (BenchmarkPassAlive; TestPassAliveMatchesNaive checks it against a plain
// statement of the algorithm).
func PassAlive(b *engine.Board, c geom.Colour, suicideLegal bool) (stones, area geom.Bitboard) {
	g := b.Geometry()
	// The working space, fixed in size so that nothing is allocated: the
	// chains of c by root; the regions, each a range of points, of
	// bordering chains and of the chains it is vital to, in flat arrays.
	var (
		chainIdx [geom.MaxCells]int16
		roots    [geom.MaxCells]geom.Point
		regionOf [geom.MaxCells]int16
		points   [geom.MaxCells]geom.Point
		regions  [geom.MaxCells]bensonRegion
		border   [4 * geom.MaxCells]int16
		vital    [4 * geom.MaxCells]int16
		mark     [geom.MaxCells]int16 // last region stamp per chain
		alive    [geom.MaxCells]bool
		nVital   [geom.MaxCells]int16
		stack    [geom.MaxCells]geom.Point
	)
	nRoots := 0
	for _, p := range g.Points {
		if b.At(p) == c && b.Chain(p) == p {
			chainIdx[p] = int16(nRoots)
			roots[nRoots] = p
			mark[nRoots] = -1
			nRoots++
		}
	}
	if nRoots == 0 {
		return
	}
	// Regions: flood fill of non-c points.
	for i := range regionOf[:g.Cells] {
		regionOf[i] = -1
	}
	nRegions, nPoints, nBorder, nVitalAll := 0, 0, 0, 0
	for _, p := range g.Points {
		if b.At(p) == c || regionOf[p] >= 0 {
			continue
		}
		ri := nRegions
		nRegions++
		r := &regions[ri]
		*r = bensonRegion{p0: nPoints, b0: nBorder, ok: true}
		regionOf[p] = int16(ri)
		sp := 0
		stack[sp] = p
		sp++
		for sp > 0 {
			sp--
			q := stack[sp]
			points[nPoints] = q
			nPoints++
			for _, d := range g.Dirs {
				n := q + d
				switch col := b.At(n); {
				case col == c:
					ci := chainIdx[b.Chain(n)]
					if mark[ci] != int16(ri) {
						mark[ci] = int16(ri)
						border[nBorder] = ci
						nBorder++
					}
				case col != geom.Border && regionOf[n] < 0:
					regionOf[n] = int16(ri)
					stack[sp] = n
					sp++
				}
			}
		}
		r.p1, r.b1 = nPoints, nBorder
		// Vital chains: bordering chains adjacent to every relevant point.
		// The candidates start as a copy of the bordering chains in vital's
		// free part, which never runs out: vital holds at most one entry
		// per border entry, and border at most one per side of a point.
		r.v0 = nVitalAll
		cand := vital[nVitalAll : nVitalAll+copy(vital[nVitalAll:], border[r.b0:r.b1])]
		var adj [4]int16
		for _, q := range points[r.p0:r.p1] {
			if !suicideLegal && b.At(q) != geom.Empty {
				continue
			}
			na := 0
			for _, d := range g.Dirs {
				if n := q + d; b.At(n) == c {
					adj[na] = chainIdx[b.Chain(n)]
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
		nVitalAll += len(cand)
		r.v1 = nVitalAll
	}
	for i := range alive[:nRoots] {
		alive[i] = true
	}
	for changed := true; changed; {
		changed = false
		for i := range nVital[:nRoots] {
			nVital[i] = 0
		}
		for i := range regions[:nRegions] {
			if r := &regions[i]; r.ok {
				for _, ci := range vital[r.v0:r.v1] {
					nVital[ci]++
				}
			}
		}
		for i := range alive[:nRoots] {
			if alive[i] && nVital[i] < 2 {
				alive[i] = false
				changed = true
			}
		}
		for i := range regions[:nRegions] {
			r := &regions[i]
			if !r.ok {
				continue
			}
			for _, ci := range border[r.b0:r.b1] {
				if !alive[ci] {
					r.ok = false
					changed = true
					break
				}
			}
		}
	}
	for i, root := range roots[:nRoots] {
		if alive[i] {
			for _, s := range b.ChainStones(stack[:0], root) {
				stones.Set(s)
			}
		}
	}
	area = stones
	for i := range regions[:nRegions] {
		if r := &regions[i]; r.ok && r.v1 > r.v0 {
			for _, q := range points[r.p0:r.p1] {
				area.Set(q)
			}
		}
	}
	return stones, area
}

// bensonRegion is a region of PassAlive: its points are points[p0:p1], the
// chains bordering it border[b0:b1], those it is vital to vital[v0:v1]; ok
// until a bordering chain is found not pass-alive.
type bensonRegion struct {
	p0, p1, b0, b1, v0, v1 int
	ok                     bool
}
