package engine

import "github.com/gtp-referee/gtp-referee/geom"

// Rand is a small, fast pseudo-random generator (xorshift64*) for playouts.
// The zero Rand is not usable: use NewRand.
type Rand struct{ s uint64 }

// NewRand returns a generator seeded with seed.
func NewRand(seed uint64) *Rand {
	r := &Rand{}
	r.Seed(seed)
	return r
}

// Seed reseeds the generator.
func (r *Rand) Seed(seed uint64) {
	r.s = seed*0x9E3779B97F4A7C15 + 0x2545F4914F6CDD1D
	if r.s == 0 {
		r.s = 1
	}
}

// Uint64 returns the next pseudo-random number.
func (r *Rand) Uint64() uint64 {
	r.s ^= r.s >> 12
	r.s ^= r.s << 25
	r.s ^= r.s >> 27
	return r.s * 0x2545F4914F6CDD1D
}

// Intn returns a number in [0, n) for n > 0.
func (r *Rand) Intn(n int) int {
	return int((r.Uint64() >> 32) * uint64(n) >> 32)
}

// IsEyelike reports whether p is a one-point eye of colour c in the light
// playout sense: every neighbour is a stone of c or off the board, and fewer
// than two diagonals are held by the opponent (counting the edge as one).
func (b *Board) IsEyelike(c geom.Colour, p geom.Point) bool {
	if b.nbrCount(p, c) != 4 {
		return false
	}
	bad := 0
	edge := false
	opp := c.Opp()
	for _, d := range b.g.Diags {
		switch b.colour[p+d] {
		case opp:
			bad++
		case geom.Border:
			edge = true
		}
	}
	if edge {
		bad++
	}
	return bad < 2
}

// playoutLegal is the light legality test of a random playout: p is empty,
// not the simple-ko point, and not suicide (of any size).
func (b *Board) playoutLegal(c geom.Colour, p geom.Point) bool {
	if b.nbr[p]&15 != 0 {
		return p != b.koPoint || c != b.koColour
	}
	if p == b.koPoint && c == b.koColour {
		return false
	}
	opp := c.Opp()
	for _, d := range b.dirs {
		n := p + d
		switch b.colour[n] {
		case geom.Empty:
			return true
		case opp:
			if b.inAtari(b.chain[n]) {
				return true
			}
		case c:
			if !b.inAtari(b.chain[n]) {
				return true
			}
		}
	}
	return false
}

// RandomMove returns a random empty point where c may play that is legal in
// the light sense (simple ko, no suicide) and does not fill c's own
// one-point eye, or geom.Pass when there is none.
func (b *Board) RandomMove(c geom.Colour, r *Rand) geom.Point {
	n := b.nEmpty
	if n == 0 {
		return geom.Pass
	}
	start := r.Intn(n)
	for i := start; i < n; i++ {
		if p := b.empty[i]; b.playoutLegal(c, p) && !b.IsEyelike(c, p) {
			return p
		}
	}
	for i := 0; i < start; i++ {
		if p := b.empty[i]; b.playoutLegal(c, p) && !b.IsEyelike(c, p) {
			return p
		}
	}
	return geom.Pass
}

// Playout plays light random moves from the position, c to move, until two
// consecutive passes or maxMoves moves, and returns the number of moves
// played. The board is modified: play on a copy.
func (b *Board) Playout(c geom.Colour, r *Rand, maxMoves int) int {
	passes := 0
	moves := 0
	for moves < maxMoves && passes < 2 {
		p := b.RandomMove(c, r)
		if p == geom.Pass {
			passes++
			b.koPoint = geom.Pass
		} else {
			passes = 0
			b.Apply(c, p)
		}
		moves++
		c = c.Opp()
	}
	return moves
}

// StonesAndEyes returns Black's and White's stones plus the empty points
// whose neighbours are all stones of that one colour: the quick score of a
// finished playout.
func (b *Board) StonesAndEyes() (black, white int) {
	black = b.stones[0].Count()
	white = b.stones[1].Count()
	for i := 0; i < b.nEmpty; i++ {
		p := b.empty[i]
		var seen geom.Colour
		for _, d := range b.dirs {
			if col := b.colour[p+d]; col != geom.Border {
				seen |= col
			}
		}
		switch seen {
		case geom.Black:
			black++
		case geom.White:
			white++
		}
	}
	return black, white
}
