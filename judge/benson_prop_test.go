package judge

import (
	"testing"

	"github.com/gtp-referee/gtp-referee/engine"
	"github.com/gtp-referee/gtp-referee/geom"
)

// naivePassAlive is Benson's algorithm written as plainly as it is stated,
// with maps and slices, for TestPassAliveMatchesNaive: the chains of c and
// the regions (connected sets of points that are not c's stones); a region
// is vital to a chain next to it when each of its empty points (each of its
// points, suicide legal) is next to a stone of the chain; chains with fewer
// than two vital regions, and then the regions next to a dropped chain,
// drop out until nothing changes. The area is the chains left plus the
// regions left that are vital to at least one of them.
func naivePassAlive(b *engine.Board, c geom.Colour, suicideLegal bool) (stones, area geom.Bitboard) {
	g := b.Geometry()
	flood := func(p geom.Point, in func(geom.Point) bool, seen map[geom.Point]bool) []geom.Point {
		var out []geom.Point
		todo := []geom.Point{p}
		seen[p] = true
		for len(todo) > 0 {
			q := todo[0]
			todo = todo[1:]
			out = append(out, q)
			for _, n := range neighboursXY(g, q) {
				if in(n) && !seen[n] {
					seen[n] = true
					todo = append(todo, n)
				}
			}
		}
		return out
	}
	seen := map[geom.Point]bool{}
	var chains [][]geom.Point
	chainOf := map[geom.Point]int{}
	for _, p := range g.Points {
		if b.At(p) == c && !seen[p] {
			ch := flood(p, func(q geom.Point) bool { return b.At(q) == c }, seen)
			for _, q := range ch {
				chainOf[q] = len(chains)
			}
			chains = append(chains, ch)
		}
	}
	var regions [][]geom.Point
	for _, p := range g.Points {
		if b.At(p) != c && !seen[p] {
			regions = append(regions, flood(p, func(q geom.Point) bool { return b.At(q) != c }, seen))
		}
	}
	// next[r][x]: region r touches chain x; vital[r][x]: r is vital to x.
	next := make([]map[int]bool, len(regions))
	vital := make([]map[int]bool, len(regions))
	for i, r := range regions {
		next[i], vital[i] = map[int]bool{}, map[int]bool{}
		for _, q := range r {
			for _, n := range neighboursXY(g, q) {
				if b.At(n) == c {
					next[i][chainOf[n]] = true
				}
			}
		}
		for x := range next[i] {
			ok := true
			for _, q := range r {
				if !suicideLegal && b.At(q) != geom.Empty {
					continue
				}
				touches := false
				for _, n := range neighboursXY(g, q) {
					if b.At(n) == c && chainOf[n] == x {
						touches = true
					}
				}
				ok = ok && touches
			}
			vital[i][x] = ok
		}
	}
	alive := make([]bool, len(chains))
	for i := range alive {
		alive[i] = true
	}
	kept := make([]bool, len(regions))
	for i := range kept {
		kept[i] = true
	}
	for changed := true; changed; {
		changed = false
		for x := range chains {
			n := 0
			for i := range regions {
				if kept[i] && vital[i][x] {
					n++
				}
			}
			if alive[x] && n < 2 {
				alive[x] = false
				changed = true
			}
		}
		for i := range regions {
			for x := range next[i] {
				if kept[i] && !alive[x] {
					kept[i] = false
					changed = true
				}
			}
		}
	}
	for x, ch := range chains {
		if alive[x] {
			for _, q := range ch {
				stones.Set(q)
			}
		}
	}
	area = stones
	for i, r := range regions {
		if !kept[i] || len(vital[i]) == 0 {
			continue
		}
		any := false
		for _, v := range vital[i] {
			any = any || v
		}
		if any {
			for _, q := range r {
				area.Set(q)
			}
		}
	}
	return stones, area
}

// neighboursXY returns the points beside p on the board, found by
// coordinates rather than by the geometry's offsets.
func neighboursXY(g *geom.Geometry, p geom.Point) []geom.Point {
	x, y := g.XY(p)
	var out []geom.Point
	for _, d := range [4][2]int{{-1, 0}, {1, 0}, {0, -1}, {0, 1}} {
		if nx, ny := x+d[0], y+d[1]; nx >= 0 && nx < g.W && ny >= 0 && ny < g.H {
			out = append(out, g.Point(nx, ny))
		}
	}
	return out
}

// TestPassAliveMatchesNaive compares PassAlive with naivePassAlive on
// positions left by random games (randomPositions: 5 to 9 lines a side,
// square or not), for both colours, suicide legal and not.
func TestPassAliveMatchesNaive(t *testing.T) {
	n, some := 0, 0
	randomPositions(5, 300, 5, 5, func(i int, g *geom.Geometry, b *engine.Board) {
		for _, c := range []geom.Colour{geom.Black, geom.White} {
			for _, suicide := range []bool{false, true} {
				s, a := PassAlive(b, c, suicide)
				ws, wa := naivePassAlive(b, c, suicide)
				n++
				if !s.IsZero() {
					some++
				}
				if s != ws || a != wa {
					t.Fatalf("position %d, %v, suicide %v:\n%s\nstones %v, want %v\narea %v, want %v",
						i, c, suicide, b, vertices(g, &s), vertices(g, &ws), vertices(g, &a), vertices(g, &wa))
				}
			}
		}
	})
	// The comparison means something only where pass-alive chains occur.
	if some < n/4 {
		t.Fatalf("pass-alive chains in only %d of %d positions", some, n)
	}
	t.Logf("%d positions, %d with pass-alive chains", n, some)
}

// BenchmarkPassAlive runs Benson's algorithm for both colours on the final
// position of the 19x19 GNU Go self-play game in testdata with the most
// dead stones; it allocates nothing (-benchmem).
func BenchmarkPassAlive(b *testing.B) {
	board := mostDead19(b).Board()
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		PassAlive(board, geom.Black, false)
		PassAlive(board, geom.White, false)
	}
}
