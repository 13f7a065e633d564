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
	return b.nbrCount(p, c) == 4 && b.diagonalsOK(c, p)
}

// diagonalsOK is the diagonal half of IsEyelike: fewer than two diagonals
// of p held by the opponent, the edge counting as one.
func (b *Board) diagonalsOK(c geom.Colour, p geom.Point) bool {
	s := b.stride
	opp := c.Opp()
	bad := 0
	edge := 0
	for _, q := range [4]geom.Point{p - s - 1, p - s + 1, p + s - 1, p + s + 1} {
		switch b.colour[q] {
		case opp:
			bad++
		case geom.Border:
			edge = 1
		}
	}
	return bad+edge < 2
}

// stoneNeighbourLegal tells, for an empty point p without empty neighbours,
// whether c may play there without suicide: some opponent neighbour chain
// is in atari or some own neighbour chain is not. It tests all four
// neighbours without a branch.
func (b *Board) stoneNeighbourLegal(c geom.Colour, p geom.Point) bool {
	// A border neighbour gives nothing, whatever its dummy root 0 holds.
	s := b.stride
	n0, n1, n2, n3 := p-1, p+1, p-s, p+s
	c0, c1, c2, c3 := b.colour[n0], b.colour[n1], b.colour[n2], b.colour[n3]
	ok := (b2u(b.inAtari(b.chain[n0]))^b2u(c0 == c))&b2u(c0-1 < 2) |
		(b2u(b.inAtari(b.chain[n1]))^b2u(c1 == c))&b2u(c1-1 < 2) |
		(b2u(b.inAtari(b.chain[n2]))^b2u(c2 == c))&b2u(c2-1 < 2) |
		(b2u(b.inAtari(b.chain[n3]))^b2u(c3 == c))&b2u(c3-1 < 2)
	return ok != 0
}

// Contacts describes the four neighbours of the empty point p for colour c
// as masks of directions (bit i for Geometry.Dirs[i]): own holds those
// where a stone of c stands, opp those where an opponent stone stands, and
// atari those of own and opp whose chain is in atari. It looks at all four
// neighbours without a branch: the playout policies ask it of most points
// they try, where a loop over the neighbours mispredicts on their colours.
func (b *Board) Contacts(c geom.Colour, p geom.Point) (own, opp, atari uint8) {
	s := b.stride
	n0, n1, n2, n3 := p-1, p+1, p-s, p+s
	c0, c1, c2, c3 := b.colour[n0], b.colour[n1], b.colour[n2], b.colour[n3]
	o := c.Opp()
	own = b2u(c0 == c) | b2u(c1 == c)<<1 | b2u(c2 == c)<<2 | b2u(c3 == c)<<3
	opp = b2u(c0 == o) | b2u(c1 == o)<<1 | b2u(c2 == o)<<2 | b2u(c3 == o)<<3
	// An empty or border neighbour has the dummy root 0, whatever its
	// sums say: the mask drops it.
	atari = b2u(b.inAtari(b.chain[n0])) | b2u(b.inAtari(b.chain[n1]))<<1 |
		b2u(b.inAtari(b.chain[n2]))<<2 | b2u(b.inAtari(b.chain[n3]))<<3
	return own, opp, atari & (own | opp)
}

// eyeTable says, per colour c (index c-1) and per key (bit 8: all four
// neighbours are c or edge; bits 0-7: the colours of the four diagonals, two
// bits each), whether the point is a one-point eye of c in the IsEyelike
// sense.
var eyeTable = func() (t [2][512]bool) {
	for c := geom.Black; c <= geom.White; c++ {
		for k := 0; k < 256; k++ {
			bad, edge := 0, 0
			for i := 0; i < 8; i += 2 {
				switch geom.Colour(k >> i & 3) {
				case c.Opp():
					bad++
				case geom.Border:
					edge = 1
				}
			}
			t[c-1][256|k] = bad+edge < 2
		}
	}
	return t
}()

// isEye is IsEyelike(c, p) for a point p whose neighbour counts are nb
// (b.nbr[p]), by one lookup in eyeTable.
func (b *Board) isEye(c geom.Colour, p geom.Point, nb uint16) bool {
	s := b.stride
	k := uint(b.colour[p-s-1]) | uint(b.colour[p-s+1])<<2 | uint(b.colour[p+s-1])<<4 | uint(b.colour[p+s+1])<<6
	// The count of c-or-edge neighbours is at most 4, so bit 2 says it
	// is 4.
	k |= uint(nb>>(4*(c&3))) & 4 << 6
	return eyeTable[(c-1)&1][k]
}

// ko returns the point where c may not play because of simple ko, or Pass
// (which no empty point equals).
func (b *Board) ko(c geom.Colour) geom.Point {
	if c == b.koColour {
		return b.koPoint
	}
	return geom.Pass
}

// crowdedPlayable tells, for an empty point p without empty neighbours and
// ko = b.ko(c), whether c may play there in a light playout: not the ko
// point, not c's eye (IsEyelike) and not suicide.
func (b *Board) crowdedPlayable(c geom.Colour, p, ko geom.Point) bool {
	return p != ko && !b.isEye(c, p, b.nbr[p]) && b.stoneNeighbourLegal(c, p)
}

// Playable reports whether c may play at p in a light playout: p is
// empty, not c's one-point eye (IsEyelike) and legal (Legal). A point with
// an empty neighbour is no eye and no suicide, so only the ko point is
// refused among those; the others are told by one table lookup and the
// branch-free neighbour test of RandomMove.
func (b *Board) Playable(c geom.Colour, p geom.Point) bool {
	if b.colour[p] != geom.Empty {
		return false
	}
	if b.nbr[p]&15 != 0 {
		return p != b.ko(c)
	}
	return b.crowdedPlayable(c, p, b.ko(c))
}

// RandomEmpty returns an empty point drawn uniformly, or geom.Pass when
// the board has none. Unlike RandomMove it does not scan on from a refused
// point, so no point is drawn more often for following others in the list
// of empty points (whose order depends on the board's orientation).
func (b *Board) RandomEmpty(r *Rand) geom.Point {
	if b.nEmpty == 0 {
		return geom.Pass
	}
	return b.empty[r.Intn(b.nEmpty)]
}

// RandomMove returns a random empty point where c may play that is legal in
// the light sense (simple ko, no suicide) and does not fill c's own
// one-point eye, or geom.Pass when there is none.
func (b *Board) RandomMove(c geom.Colour, r *Rand) geom.Point {
	n := b.nEmpty
	if n == 0 {
		return geom.Pass
	}
	// Scan the empty points from a random one, wrapping round; a point
	// with an empty neighbour is playable unless it is the ko point.
	start := r.Intn(n)
	ko := b.ko(c)
	empty := b.empty[:n]
	for _, p := range empty[start:] {
		if b.nbr[p]&15 != 0 {
			if p != ko {
				return p
			}
		} else if b.crowdedPlayable(c, p, ko) {
			return p
		}
	}
	for _, p := range empty[:start] {
		if b.nbr[p]&15 != 0 {
			if p != ko {
				return p
			}
		} else if b.crowdedPlayable(c, p, ko) {
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
// whose stone neighbours are all of that one colour (at least one; empty
// neighbours, which a playout ended by passes leaves none of, are ignored):
// the quick score of a finished playout.
func (b *Board) StonesAndEyes() (black, white int) {
	black = b.stones[0].Count()
	white = b.stones[1].Count()
	for _, p := range b.empty[:b.nEmpty] {
		// With e empty neighbours and bo, wo black-or-edge and
		// white-or-edge ones, p has 4-wo-e black and 4-bo-e white
		// neighbours.
		nb := b.nbr[p]
		e, bo, wo := nb&15, nb>>4&15, nb>>8&15
		if bo+e == 4 && wo+e < 4 {
			black++
		} else if wo+e == 4 && bo+e < 4 {
			white++
		}
	}
	return black, white
}
