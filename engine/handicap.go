package engine

import (
	"fmt"

	"github.com/gtp-referee/gtp-referee/geom"
)

// FixedHandicap returns the points of GTP's fixed handicap placement for n
// stones on a square board of geometry g (GTP 2 specification, section
// 4.1.1): corners on the fourth line from boards of 13 up (third line
// below), then sides and centre on odd boards. Boards under 7x7 allow none,
// even and 7x7 boards at most 4, odd boards from 9x9 at most 9.
func FixedHandicap(g *geom.Geometry, n int) ([]geom.Point, error) {
	if g.W != g.H {
		return nil, fmt.Errorf("fixed handicap needs a square board")
	}
	size := g.W
	max := 0
	switch {
	case size < 7:
		max = 0
	case size == 7 || size%2 == 0:
		max = 4
	default:
		max = 9
	}
	if n < 2 || n > max {
		if max == 0 {
			return nil, fmt.Errorf("no fixed handicap placement on %dx%d", size, size)
		}
		return nil, fmt.Errorf("no fixed placement of %d stones on %dx%d (2 to %d there)", n, size, size, max)
	}
	e := 3
	if size < 13 {
		e = 2
	}
	lo, hi, mid := e, size-1-e, size/2
	pt := func(x, y int) geom.Point { return g.Point(x, y) }
	// Order of the GTP table: lower left and upper right, then upper left,
	// lower right, centre (odd n), left and right sides, bottom and top.
	stones := []geom.Point{pt(lo, lo), pt(hi, hi)}
	if n >= 3 {
		stones = append(stones, pt(lo, hi))
	}
	if n >= 4 {
		stones = append(stones, pt(hi, lo))
	}
	if n >= 6 {
		stones = append(stones, pt(lo, mid), pt(hi, mid))
	}
	if n >= 8 {
		stones = append(stones, pt(mid, lo), pt(mid, hi))
	}
	if n%2 == 1 && n >= 5 {
		stones = append(stones, pt(mid, mid))
	}
	return stones, nil
}
