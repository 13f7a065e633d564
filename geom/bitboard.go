package geom

import (
	"iter"
	"math/bits"
)

// Bitboard is a set of mailbox cells, one bit per cell. Only the first
// Geometry.NW words are used for a given board; the rest stay zero.
type Bitboard [Words]uint64

// Set adds p.
func (b *Bitboard) Set(p Point) { b[p>>6] |= 1 << (uint(p) & 63) }

// Clear removes p.
func (b *Bitboard) Clear(p Point) { b[p>>6] &^= 1 << (uint(p) & 63) }

// Has reports whether p is in the set.
func (b *Bitboard) Has(p Point) bool { return b[p>>6]>>(uint(p)&63)&1 != 0 }

// Count returns the number of cells in the set.
func (b *Bitboard) Count() int {
	n := 0
	for _, w := range b {
		n += bits.OnesCount64(w)
	}
	return n
}

// IsZero reports whether the set is empty.
func (b *Bitboard) IsZero() bool {
	var o uint64
	for _, w := range b {
		o |= w
	}
	return o == 0
}

// AndNot returns b minus o.
func (b Bitboard) AndNot(o Bitboard) Bitboard {
	for i := range b {
		b[i] &^= o[i]
	}
	return b
}

// And returns the intersection of b and o.
func (b Bitboard) And(o Bitboard) Bitboard {
	for i := range b {
		b[i] &= o[i]
	}
	return b
}

// Or returns the union of b and o.
func (b Bitboard) Or(o Bitboard) Bitboard {
	for i := range b {
		b[i] |= o[i]
	}
	return b
}

// Points appends the cells of the set to dst in increasing order.
func (b *Bitboard) Points(dst []Point) []Point {
	for i, w := range b {
		for w != 0 {
			dst = append(dst, Point(i*64+bits.TrailingZeros64(w)))
			w &= w - 1
		}
	}
	return dst
}

// All returns the cells of the set in increasing order, as Points does,
// without a slice: the set is copied when All is called, so changes to it
// during the loop do not change the cells visited.
func (b Bitboard) All() iter.Seq[Point] {
	return func(yield func(Point) bool) {
		for i, w := range b {
			for w != 0 {
				if !yield(Point(i*64 + bits.TrailingZeros64(w))) {
					return
				}
				w &= w - 1
			}
		}
	}
}

// Dilate returns b grown by one step in the four directions, limited to
// the board: b | neighbours(b), masked with g.Mask.
func (g *Geometry) Dilate(b *Bitboard) Bitboard {
	var out Bitboard
	s := uint(g.Stride)
	n := g.NW
	var prev uint64
	for i := 0; i < n; i++ {
		w := b[i]
		var next uint64
		if i+1 < n {
			next = b[i+1]
		}
		// w<<1 brings in prev's top bit; w>>1 brings in next's low bit.
		v := w | w<<1 | prev>>63 | w>>1 | next<<63 |
			w<<s | prev>>(64-s) | w>>s | next<<(64-s)
		out[i] = v & g.Mask[i]
		prev = w
	}
	return out
}
