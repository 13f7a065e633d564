// Package engine is the Go board and the game built on it.
//
// Board holds one position: a colour per mailbox cell, one bitboard per
// colour, chains as circular stone lists with pseudo-liberty counters, an
// incremental Zobrist hash, the simple-ko point and the list of empty points
// (for random playouts). It knows captures, suicide and simple ko, never the
// history. Game adds the history and applies a rule preset, using package ko
// for superko. Boards are plain values: copying one copies the position.
//
// Liberties are pseudo-liberties (one per stone and empty neighbour) kept
// with their sum and sum of squares, so a chain is in atari exactly when
// count*sumsq == sum*sum, and its last liberty is sum/count.
package engine

import (
	"fmt"
	"strings"

	"github.com/gtp-referee/gtp-referee/geom"
	"github.com/gtp-referee/gtp-referee/zobrist"
)

// Reason says why a move is illegal. The zero Reason means legal.
type Reason uint8

// The reasons, worded as RULES.md section 4 writes them.
const (
	Legal Reason = iota
	Occupied
	Suicide
	Ko
	Superko
	OffBoard
)

var reasonText = [...]string{"", "occupied", "suicide", "ko", "superko", "off board"}

// String returns the reason's wording ("occupied", "superko", ...), or ""
// for a legal move.
func (r Reason) String() string { return reasonText[r] }

// Error lets a Reason be returned as an error.
func (r Reason) Error() string { return "illegal move: " + reasonText[r] }

// nCells is the length of the per-cell arrays: the mailbox of the largest
// board plus one cell, the diagonal neighbour past the top-right corner
// (mailbox index Geometry.Cells), which Reset marks as border too.
const nCells = geom.MaxCells + 1

// Board is one position. The zero Board is not usable: call NewBoard or
// Reset. It holds no pointer, so that copying it is a plain memory copy.
type Board struct {
	colour [nCells]geom.Colour
	chain  [nCells]geom.Point // root of the chain of a stone; 0 for an empty or border cell
	next   [nCells]geom.Point // next stone of the chain (circular)
	// Per chain root. Cell 0, a border cell, absorbs the updates that the
	// branch-free code makes for neighbours that are no chain.
	size [nCells]int16
	libs [nCells]int16 // pseudo-liberties
	lsum [nCells]libSums
	// Empty points, for random move choice.
	empty    [nCells]geom.Point
	emptyIdx [nCells]int16
	nEmpty   int

	// nbr packs, per point, the number of empty neighbours (bits 0-3),
	// of neighbours that are black or off board (bits 4-7) and of those
	// that are white or off board (bits 8-11).
	nbr [nCells]uint16

	w, h     uint8            // geometry
	stride   geom.Point       // cells per row
	dirs     [4]geom.Point    // neighbour offsets: -1, +1, -stride, +stride
	stones   [2]geom.Bitboard // black, white
	hash     uint64
	koPoint  geom.Point // simple-ko point for koColour, or Pass
	koColour geom.Colour
	captured [2]int // stones captured by black, by white
}

// libSums holds, per chain root, the sum of the pseudo-liberty points and
// the sum of their squares.
type libSums struct {
	sum int32
	sq  uint32
}

// NewBoard returns an empty board of geometry g.
func NewBoard(g *geom.Geometry) *Board {
	b := new(Board)
	b.Reset(g)
	return b
}

// Reset empties the board and gives it geometry g. Cells past g.Cells (save
// the one at g.Cells, the last diagonal neighbour) are never read for this
// geometry and are left as they are.
func (b *Board) Reset(g *geom.Geometry) {
	b.w, b.h = uint8(g.W), uint8(g.H)
	b.stride = geom.Point(g.Stride)
	b.dirs = g.Dirs
	for p := 0; p <= g.Cells; p++ {
		b.colour[p] = geom.Border
		b.chain[p] = 0
	}
	b.nEmpty = 0
	for _, p := range g.Points {
		b.colour[p] = geom.Empty
		b.addEmpty(p)
	}
	for _, p := range g.Points {
		var n uint16
		for _, d := range g.Dirs {
			if b.colour[p+d] == geom.Border {
				n += nbrUnit(geom.Black) + nbrUnit(geom.White)
			} else {
				n += nbrUnit(geom.Empty)
			}
		}
		b.nbr[p] = n
	}
	b.stones = [2]geom.Bitboard{}
	b.hash = 0
	b.koPoint = geom.Pass
	b.koColour = geom.Empty
	b.captured = [2]int{}
}

// Geometry returns the board's geometry.
func (b *Board) Geometry() *geom.Geometry { return geom.MustGet(int(b.w), int(b.h)) }

// At returns the colour of cell p.
func (b *Board) At(p geom.Point) geom.Colour { return b.colour[p] }

// Hash returns the Zobrist hash of the stones on the board.
func (b *Board) Hash() uint64 { return b.hash }

// Stones returns the bitboard of colour c's stones.
func (b *Board) Stones(c geom.Colour) geom.Bitboard { return b.stones[c-1] }

// Captured returns how many stones colour c has captured.
func (b *Board) Captured(c geom.Colour) int { return b.captured[c-1] }

// PlacedLead returns how many more stones Black than White has put on the
// board and kept there or lost to a capture: Black's stones on the board
// and those White captured, less White's and those Black captured. It is
// what Black's margin in an area count of the position exceeds his margin
// in a territory count (territory plus prisoners) by: a live stone is a
// point of its owner's area and none of his territory, and a stone
// captured in play or taken off dead at the end is a prisoner of the
// opponent's, whose point the opponent counts under both.
func (b *Board) PlacedLead() int {
	return b.stones[0].Count() + b.captured[1] - b.stones[1].Count() - b.captured[0]
}

// KoPoint returns the point where colour c may not play because of simple
// ko, or Pass if there is none.
func (b *Board) KoPoint(c geom.Colour) geom.Point {
	if c == b.koColour {
		return b.koPoint
	}
	return geom.Pass
}

// SetKoPoint forbids colour c to play at p on its next move, as the
// simple-ko ban after a capture does (a board rebuilt from its stones,
// SetStones, has none); Pass lifts the ban. The next move of either
// colour ends it.
func (b *Board) SetKoPoint(c geom.Colour, p geom.Point) {
	b.koPoint, b.koColour = p, c
	if p == geom.Pass {
		b.koColour = geom.Empty
	}
}

// EmptyCount returns the number of empty points.
func (b *Board) EmptyCount() int { return b.nEmpty }

// nbrUnit is the increment of Board.nbr for one neighbour of colour c
// (Empty, Black or White).
func nbrUnit(c geom.Colour) uint16 { return 1 << (4 * (c & 3)) }

// nbrCount returns how many neighbours of p are colour c (Black and White
// counting the edge too; Empty counting only empty points).
func (b *Board) nbrCount(p geom.Point, c geom.Colour) int {
	return int(b.nbr[p]>>(4*(c&3))) & 15
}

func (b *Board) addEmpty(p geom.Point) {
	b.emptyIdx[p] = int16(b.nEmpty)
	b.empty[b.nEmpty] = p
	b.nEmpty++
}

func (b *Board) removeEmpty(p geom.Point) {
	i := b.emptyIdx[p]
	b.nEmpty--
	last := b.empty[b.nEmpty]
	b.empty[i] = last
	b.emptyIdx[last] = i
}

func (b *Board) addLib(r, lib geom.Point) {
	b.libs[r]++
	s := &b.lsum[r]
	s.sum += int32(lib)
	s.sq += uint32(lib) * uint32(lib)
}

func (b *Board) removeLib(r, lib geom.Point) {
	b.libs[r]--
	s := &b.lsum[r]
	s.sum -= int32(lib)
	s.sq -= uint32(lib) * uint32(lib)
}

// inAtari reports whether chain root r has exactly one liberty.
func (b *Board) inAtari(r geom.Point) bool {
	n := uint64(b.libs[r])
	s := &b.lsum[r]
	sum := uint64(s.sum)
	return n*uint64(s.sq) == sum*sum
}

// Chain returns the root of the chain of the stone at p; all stones of a
// chain share it.
func (b *Board) Chain(p geom.Point) geom.Point { return b.chain[p] }

// ChainStones appends the stones of the chain through p to dst.
func (b *Board) ChainStones(dst []geom.Point, p geom.Point) []geom.Point {
	s := p
	for {
		dst = append(dst, s)
		s = b.next[s]
		if s == p {
			return dst
		}
	}
}

// ChainSize returns the number of stones of the chain through p.
func (b *Board) ChainSize(p geom.Point) int { return int(b.size[b.chain[p]]) }

// InAtari reports whether the chain through the stone at p has exactly one
// liberty.
func (b *Board) InAtari(p geom.Point) bool { return b.inAtari(b.chain[p]) }

// AtariLiberty returns the only liberty of the chain through the stone at
// p, which must be in atari (InAtari): with one liberty point, the sum of
// the pseudo-liberties over their count is that point. It returns
// geom.Pass for a point with no chain.
func (b *Board) AtariLiberty(p geom.Point) geom.Point {
	r := b.chain[p]
	if b.libs[r] <= 0 {
		return geom.Pass
	}
	return geom.Point(b.lsum[r].sum / int32(b.libs[r]))
}

// LibertiesUpTo adds to libs[:n] the liberties of the chain through the
// stone at p, other than except and those already there, until libs holds
// k of them (k <= len(libs)), and returns how many it holds. It walks the
// chain only as far as it must, so asking whether a chain has at least two
// liberties costs a few stones, not the whole chain.
func (b *Board) LibertiesUpTo(p, except geom.Point, libs []geom.Point, n, k int) int {
	if n >= k {
		return n
	}
	st := b.stride
	s := p
	for {
		// A stone without an empty neighbour (most of a large chain's)
		// adds nothing: its count of empty neighbours says so at once.
		if b.nbr[s]&15 == 0 {
			s = b.next[s]
			if s == p {
				return n
			}
			continue
		}
		for _, q := range [4]geom.Point{s - 1, s + 1, s - st, s + st} {
			if b.colour[q] != geom.Empty || q == except {
				continue
			}
			dup := false
			for _, x := range libs[:n] {
				dup = dup || x == q
			}
			if !dup {
				libs[n] = q
				n++
				if n >= k {
					return n
				}
			}
		}
		s = b.next[s]
		if s == p {
			return n
		}
	}
}

// LibertiesAtMost reports whether the chain through the stone at p has at
// most k liberties (k <= 8). Its pseudo-liberty count, which counts every
// liberty at least once, answers at once when it is k or less; otherwise
// LibertiesUpTo walks the chain until it has seen k+1 liberties.
func (b *Board) LibertiesAtMost(p geom.Point, k int) bool {
	if int(b.libs[b.chain[p]]) <= k {
		return true
	}
	var seen [9]geom.Point
	return b.LibertiesUpTo(p, geom.Pass, seen[:], 0, k+1) <= k
}

// LibertiesAfter returns how many liberties c's chain through the empty
// point p would have after c plays there, counted up to k (at most 4): k
// when it has k or more, and k for a move that captures, since taking a
// chain gives liberties. It walks own chains only as far as it must.
func (b *Board) LibertiesAfter(c geom.Colour, p geom.Point, k int) int {
	var libs [4]geom.Point
	n := 0
	st := b.stride
	nb := [4]geom.Point{p - 1, p + 1, p - st, p + st}
	own := false
	for _, q := range nb {
		switch b.colour[q] {
		case geom.Empty:
			if n < k {
				libs[n] = q
				n++
			}
		case c:
			own = true
		case c.Opp():
			if b.inAtari(b.chain[q]) {
				return k
			}
		}
	}
	if !own || n >= k {
		return n
	}
	if k <= 2 {
		// Each own chain has, besides p, no liberty, one (a point of
		// its own), or two or more, which its pseudo-liberty sums tell
		// without a walk (otherLiberties).
		for _, q := range nb {
			if b.colour[q] != c {
				continue
			}
			m, l := b.otherLiberties(b.chain[q], p)
			if m >= 2 {
				return k
			}
			if m == 1 && !contains(libs[:n], l) {
				libs[n] = l
				if n++; n >= k {
					return k
				}
			}
		}
		return n
	}
	for _, q := range nb {
		if b.colour[q] == c {
			if n = b.LibertiesUpTo(q, p, libs[:], n, k); n >= k {
				return k
			}
		}
	}
	return n
}

// OtherLiberties returns how many liberties the chain through the stone
// at s has besides the empty point p, counted up to 2: 0, 1, or 2 for two
// or more. It walks nothing (see otherLiberties).
func (b *Board) OtherLiberties(s, p geom.Point) int {
	m, _ := b.otherLiberties(b.chain[s], p)
	return m
}

// otherLiberties returns how many liberties chain root r has besides the
// empty point p, counted up to 2, and the liberty when there is one. The
// chain's pseudo-liberties hold p once for each of its stones next to p;
// taken out, the rest are none, all one point (their count times their
// sum of squares is the square of their sum), or two or more points.
func (b *Board) otherLiberties(r, p geom.Point) (int, geom.Point) {
	st := b.stride
	m := int64(b2u(b.chain[p-1] == r) + b2u(b.chain[p+1] == r) + b2u(b.chain[p-st] == r) + b2u(b.chain[p+st] == r))
	n := int64(b.libs[r]) - m
	if n <= 0 {
		return 0, geom.Pass
	}
	sum := int64(b.lsum[r].sum) - m*int64(p)
	sq := int64(b.lsum[r].sq) - m*int64(p)*int64(p)
	if n*sq == sum*sum {
		return 1, geom.Point(sum / n)
	}
	return 2, geom.Pass
}

// Liberties returns the liberties of the chain through the stone at p as a
// bitboard.
func (b *Board) Liberties(p geom.Point) geom.Bitboard {
	var libs geom.Bitboard
	st := b.stride
	s := p
	for {
		for _, n := range [4]geom.Point{s - 1, s + 1, s - st, s + st} {
			if b.colour[n] == geom.Empty {
				libs.Set(n)
			}
		}
		s = b.next[s]
		if s == p {
			return libs
		}
	}
}

// MoveInfo describes the effect of a legal move before it is played.
type MoveInfo struct {
	Hash     uint64 // the board hash after the move
	Captures int    // opponent stones it removes
	Suicide  bool   // it removes the mover's own chain (multi-stone suicide)
}

// Check tells whether colour c may play at p on this board, looking at
// occupancy, suicide and simple ko but not at superko, and what the move
// would do. suicideLegal allows multi-stone suicide; single-stone suicide is
// always illegal. p must be an on-board point (use Geometry.OnBoard).
func (b *Board) Check(c geom.Colour, p geom.Point, suicideLegal bool) (MoveInfo, Reason) {
	var info MoveInfo
	if b.colour[p] != geom.Empty {
		return info, Occupied
	}
	opp := c.Opp()
	hash := b.hash ^ zobrist.Stone(uint8(c), int(p))
	if nb := b.nbr[p]; nb&15 != 0 && nb>>(4*(opp&3))&15 == 0 && p != b.koPoint {
		// An empty neighbour and no opponent one (nor edge): a quiet
		// legal move.
		info.Hash = hash
		return info, Legal
	}
	hasLib := false
	own := false
	var seen [4]geom.Point
	ns := 0
	st := b.stride
	for _, n := range [4]geom.Point{p - 1, p + 1, p - st, p + st} {
		switch b.colour[n] {
		case geom.Empty:
			hasLib = true
		case c:
			own = true
			if !b.inAtari(b.chain[n]) {
				hasLib = true
			}
		case opp:
			r := b.chain[n]
			if !b.inAtari(r) || contains(seen[:ns], r) {
				continue
			}
			seen[ns] = r
			ns++
			info.Captures += int(b.size[r])
			hash ^= b.chainHash(r, opp)
		}
	}
	if info.Captures == 0 && !hasLib {
		if !own || !suicideLegal {
			return info, Suicide
		}
		// Multi-stone suicide: the new stone and its own neighbours go.
		info.Suicide = true
		hash = b.hash
		ns = 0
		for _, n := range [4]geom.Point{p - 1, p + 1, p - st, p + st} {
			if b.colour[n] == c && !contains(seen[:ns], b.chain[n]) {
				seen[ns] = b.chain[n]
				ns++
				hash ^= b.chainHash(b.chain[n], c)
			}
		}
	}
	if p == b.koPoint && c == b.koColour {
		return info, Ko
	}
	info.Hash = hash
	return info, Legal
}

// Legal reports whether colour c may play at p with multi-stone suicide
// forbidden: Check(c, p, false) returns Legal, told without the hash of
// the position after the move. p must be an on-board point.
func (b *Board) Legal(c geom.Colour, p geom.Point) bool {
	if b.colour[p] != geom.Empty || p == b.ko(c) {
		return false
	}
	return b.nbr[p]&15 != 0 || b.stoneNeighbourLegal(c, p)
}

func contains(s []geom.Point, r geom.Point) bool {
	for _, x := range s {
		if x == r {
			return true
		}
	}
	return false
}

func (b *Board) chainHash(r geom.Point, c geom.Colour) uint64 {
	var h uint64
	s := r
	for {
		h ^= zobrist.Stone(uint8(c), int(s))
		s = b.next[s]
		if s == r {
			return h
		}
	}
}

// Play plays a move for colour c at p after checking it with Check; a pass
// (p == geom.Pass) is always legal and only clears the ko point. On an
// illegal move the board is unchanged.
func (b *Board) Play(c geom.Colour, p geom.Point, suicideLegal bool) Reason {
	if p == geom.Pass {
		b.koPoint = geom.Pass
		return Legal
	}
	if _, r := b.Check(c, p, suicideLegal); r != Legal {
		return r
	}
	b.Apply(c, p)
	return Legal
}

// Apply plays a stone of colour c at the empty point p without checking
// legality beyond what the board needs: opponent chains left without a
// liberty are captured, then the mover's own chain if it has none (suicide).
// It returns the number of opponent stones captured.
func (b *Board) Apply(c geom.Colour, p geom.Point) int {
	dead := b.place(c, p)
	b.hash ^= zobrist.Stone(uint8(c), int(p))
	b.stones[c-1].Set(p)
	b.koPoint = geom.Pass
	if dead != 0 {
		return b.capture(c, p, dead)
	}
	if r := b.chain[p]; b.libs[r] == 0 {
		b.captured[c^3-1] += b.remove(r, c)
	}
	return 0
}

// capture finishes a move of colour c at p that left the opponent chains
// of the directions in dead (see place) without a liberty: it removes them,
// counts them, and sets the ko point when the move took one stone and left
// the single new stone in atari. It returns the number of stones captured.
func (b *Board) capture(c geom.Colour, p geom.Point, dead uint8) int {
	opp := c ^ 3
	captures := 0
	var last geom.Point
	for i, d := range b.dirs {
		// Two directions may name the same chain: the second finds
		// its stones gone.
		if n := p + d; dead>>i&1 != 0 && b.colour[n] == opp {
			captures += b.remove(b.chain[n], opp)
			last = n
		}
	}
	b.captured[c-1] += captures
	if r := b.chain[p]; captures == 1 && b.size[r] == 1 && b.inAtari(r) {
		b.koPoint = last
		b.koColour = opp
	}
	return captures
}

// merge joins chain b2 into chain a (or the other way round, keeping the
// larger as root).
func (b *Board) merge(a, b2 geom.Point) {
	if b.size[a] < b.size[b2] {
		a, b2 = b2, a
	}
	s := b2
	for {
		b.chain[s] = a
		s = b.next[s]
		if s == b2 {
			break
		}
	}
	b.next[a], b.next[b2] = b.next[b2], b.next[a]
	b.size[a] += b.size[b2]
	b.libs[a] += b.libs[b2]
	sa, sb := &b.lsum[a], &b.lsum[b2]
	sa.sum += sb.sum
	sa.sq += sb.sq
}

// remove takes the chain r of colour c off the board and returns its size.
func (b *Board) remove(r geom.Point, c geom.Colour) int {
	n := int(b.size[r])
	delta := nbrUnit(geom.Empty) - nbrUnit(c)
	st := b.stride
	stones := &b.stones[c-1]
	s := r
	for {
		for _, m := range [4]geom.Point{s - 1, s + 1, s - st, s + st} {
			// A stone of another chain gains a liberty; anything else
			// updates the dummy root 0.
			q := b.chain[m]
			if q == r {
				q = 0
			}
			b.addLib(q, s)
			b.nbr[m] += delta
		}
		b.colour[s] = geom.Empty
		b.chain[s] = 0
		b.hash ^= zobrist.Stone(uint8(c), int(s))
		stones.Clear(s)
		b.addEmpty(s)
		s = b.next[s]
		if s == r {
			return n
		}
	}
}

// Setup puts a stone of colour c on p, or empties p when c is Empty, as SGF
// setup properties (AB, AW, AE) do. A setup stone captures nothing; a
// resulting chain without liberties stays on the board, as in SGF.
func (b *Board) Setup(c geom.Colour, p geom.Point) {
	if b.colour[p] == c {
		return
	}
	// Rebuild chains from scratch: setup is rare and may split chains.
	black, white := b.stones[0], b.stones[1]
	switch c {
	case geom.Empty:
		black.Clear(p)
		white.Clear(p)
	case geom.Black:
		black.Set(p)
		white.Clear(p)
	case geom.White:
		white.Set(p)
		black.Clear(p)
	}
	b.SetStones(black, white)
}

// Libertyless returns a stone of a chain without liberties, the first in
// the order of the geometry's Points (row 1 first, left to right), or
// geom.Pass when every chain has a liberty. Play never leaves such a chain;
// setup stones (Setup, SetStones) capture nothing and can.
func (b *Board) Libertyless() geom.Point {
	for _, p := range b.Geometry().Points {
		if b.colour[p] == geom.Empty {
			continue
		}
		if libs := b.Liberties(p); libs.IsZero() {
			return p
		}
	}
	return geom.Pass
}

// SetStones replaces the position by the given black and white stones, as
// setup properties put them (nothing is captured), keeping the capture
// counts; there is no ko point afterwards. A point in both sets is black.
// It builds the chains once, where Setup stone by stone would build them
// again for every stone.
func (b *Board) SetStones(black, white geom.Bitboard) {
	g := b.Geometry()
	black = black.And(g.Mask)
	white = white.And(g.Mask).AndNot(black)
	capB, capW := b.captured[0], b.captured[1]
	b.Reset(g)
	for _, q := range g.Points {
		switch {
		case black.Has(q):
			b.place(geom.Black, q)
			b.hash ^= zobrist.Stone(uint8(geom.Black), int(q))
		case white.Has(q):
			b.place(geom.White, q)
			b.hash ^= zobrist.Stone(uint8(geom.White), int(q))
		}
	}
	b.stones = [2]geom.Bitboard{black, white}
	b.captured = [2]int{capB, capW}
}

// place adds a stone of colour c at the empty point p with chain
// bookkeeping but no capture, and without touching the hash or the
// bitboards. It returns the opponent neighbours whose chain the stone
// leaves without a liberty, as a mask of directions (bit i for b.dirs[i]).
func (b *Board) place(c geom.Colour, p geom.Point) (dead uint8) {
	b.removeEmpty(p)
	b.colour[p] = c
	b.chain[p] = p
	b.next[p] = p
	b.size[p] = 1
	b.libs[p] = int16(b.nbr[p] & 15)
	b.lsum[p] = libSums{}
	delta := nbrUnit(c) - nbrUnit(geom.Empty)
	// Each neighbour's chain (the dummy root 0 for an empty or border
	// cell) loses p as a liberty; the new stone's own pseudo-liberties,
	// its empty neighbours, are summed without a branch and added to its
	// chain at the end (merging adds the sums, so the order does not
	// matter).
	s := b.stride
	n0, n1, n2, n3 := p-1, p+1, p-s, p+s
	c0, c1, c2, c3 := b.colour[n0], b.colour[n1], b.colour[n2], b.colour[n3]
	b.nbr[n0] += delta
	b.nbr[n1] += delta
	b.nbr[n2] += delta
	b.nbr[n3] += delta
	m0, m1 := -int32(b2u(c0 == geom.Empty)), -int32(b2u(c1 == geom.Empty))
	m2, m3 := -int32(b2u(c2 == geom.Empty)), -int32(b2u(c3 == geom.Empty))
	sum := int32(n0)&m0 + int32(n1)&m1 + int32(n2)&m2 + int32(n3)&m3
	sq := uint32(n0)*uint32(n0)&uint32(m0) + uint32(n1)*uint32(n1)&uint32(m1) +
		uint32(n2)*uint32(n2)&uint32(m2) + uint32(n3)*uint32(n3)&uint32(m3)
	r0, r1, r2, r3 := b.chain[n0], b.chain[n1], b.chain[n2], b.chain[n3]
	b.removeLib(r0, p)
	b.removeLib(r1, p)
	b.removeLib(r2, p)
	b.removeLib(r3, p)
	opp := c ^ 3
	dead = b2u(c0 == opp)&b2u(b.libs[r0] == 0) | (b2u(c1 == opp)&b2u(b.libs[r1] == 0))<<1 |
		(b2u(c2 == opp)&b2u(b.libs[r2] == 0))<<2 | (b2u(c3 == opp)&b2u(b.libs[r3] == 0))<<3
	// Merging changes roots: read them again.
	if c0 == c {
		b.merge(p, r0)
	}
	if c1 == c && b.chain[n1] != b.chain[p] {
		b.merge(b.chain[p], b.chain[n1])
	}
	if c2 == c && b.chain[n2] != b.chain[p] {
		b.merge(b.chain[p], b.chain[n2])
	}
	if c3 == c && b.chain[n3] != b.chain[p] {
		b.merge(b.chain[p], b.chain[n3])
	}
	ls := &b.lsum[b.chain[p]]
	ls.sum += sum
	ls.sq += sq
	return dead
}

// b2u converts a bool to 0 or 1 without a branch.
func b2u(x bool) uint8 {
	var u uint8
	if x {
		u = 1
	}
	return u
}

// String draws the board, top row first, X for black and O for white.
func (b *Board) String() string {
	var sb strings.Builder
	g := b.Geometry()
	for y := g.H - 1; y >= 0; y-- {
		fmt.Fprintf(&sb, "%2d", y+1)
		for x := 0; x < g.W; x++ {
			switch b.colour[g.Point(x, y)] {
			case geom.Black:
				sb.WriteString(" X")
			case geom.White:
				sb.WriteString(" O")
			default:
				sb.WriteString(" .")
			}
		}
		sb.WriteByte('\n')
	}
	return sb.String()
}
