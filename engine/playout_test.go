package engine

import (
	"testing"

	"github.com/gtp-referee/gtp-referee/geom"
	"github.com/gtp-referee/gtp-referee/zobrist"
)

// refPlayout is Playout written with the public move functions: RandomMove,
// Apply and a pass through Play.
func refPlayout(b *Board, c geom.Colour, r *Rand, maxMoves int) int {
	passes, moves := 0, 0
	for moves < maxMoves && passes < 2 {
		p := b.RandomMove(c, r)
		if p == geom.Pass {
			passes++
			b.Play(c, geom.Pass, false)
		} else {
			passes = 0
			b.Apply(c, p)
		}
		moves++
		c = c.Opp()
	}
	return moves
}

// TestPlayoutMatchesReference checks that Playout plays the same moves as
// refPlayout and leaves the board, hash and bitboards included, exactly as
// the general move functions do, from empty boards and from positions part
// way through a playout.
func TestPlayoutMatchesReference(t *testing.T) {
	n := 300
	if testing.Short() {
		n = 60
	}
	for _, size := range []int{5, 9, 13, 19} {
		g := geom.MustGet(size, size)
		empty := NewBoard(g)
		for i := 0; i < n; i++ {
			start := *empty
			// Some playouts start from a position reached by a
			// truncated playout.
			if i%3 == 1 {
				refPlayout(&start, geom.Black, NewRand(uint64(1000+i)), i%(size*size))
			}
			c := geom.Colour(1 + i%2)
			fast, ref := start, start
			seed := uint64(i)
			nf := fast.Playout(c, NewRand(seed), 3*size*size)
			nr := refPlayout(&ref, c, NewRand(seed), 3*size*size)
			if nf != nr || fast != ref {
				t.Fatalf("%dx%d playout %d: Playout played %d moves, reference %d; boards equal: %v\n%v\n%v",
					size, size, i, nf, nr, fast == ref, &fast, &ref)
			}
			var want [2]geom.Bitboard
			var h uint64
			for _, p := range g.Points {
				if col := fast.At(p); col == geom.Black || col == geom.White {
					want[col-1].Set(p)
					h ^= zobrist.Stone(uint8(col), int(p))
				}
			}
			if want[0] != fast.Stones(geom.Black) || want[1] != fast.Stones(geom.White) || h != fast.Hash() {
				t.Fatalf("%dx%d playout %d: bitboards or hash do not match the stones", size, size, i)
			}
		}
	}
}

// TestPlayoutLength checks the mean playout length from the empty board
// against libego's figures (110.8 moves on 9x9, 454.5 on 19x19).
func TestPlayoutLength(t *testing.T) {
	for _, tc := range []struct {
		size int
		want float64
	}{{9, 110.8}, {19, 454.5}} {
		g := geom.MustGet(tc.size, tc.size)
		empty := NewBoard(g)
		r := NewRand(7)
		n := 4000
		if tc.size == 19 {
			n = 1000
		}
		moves := 0
		for i := 0; i < n; i++ {
			b := *empty
			moves += b.Playout(geom.Black, r, 3*tc.size*tc.size)
		}
		if mean := float64(moves) / float64(n); mean < tc.want*0.98 || mean > tc.want*1.02 {
			t.Errorf("%dx%d: %.1f moves per playout, want about %.1f", tc.size, tc.size, mean, tc.want)
		}
	}
}

func TestPlayoutNoAllocs(t *testing.T) {
	g := geom.MustGet(9, 9)
	empty := NewBoard(g)
	r := NewRand(3)
	var b Board
	if n := testing.AllocsPerRun(20, func() {
		b = *empty
		b.Playout(geom.Black, r, 243)
		b.StonesAndEyes()
	}); n != 0 {
		t.Errorf("a playout allocates %v times", n)
	}
}

// TestEyeTable checks the table-driven isEye against IsEyelike on every
// empty point of positions taken along playouts.
func TestEyeTable(t *testing.T) {
	for _, size := range []int{2, 3, 9, 19} {
		g := geom.MustGet(size, size)
		for i := 0; i < 40; i++ {
			b := NewBoard(g)
			b.Playout(geom.Black, NewRand(uint64(i)), i*size*size/10)
			for _, p := range g.Points {
				if b.At(p) != geom.Empty {
					continue
				}
				for c := geom.Black; c <= geom.White; c++ {
					if got, want := b.isEye(c, p, b.nbr[p]), b.IsEyelike(c, p); got != want {
						t.Fatalf("%dx%d: isEye(%v, %s) = %v, IsEyelike %v\n%v", size, size, c, g.Vertex(p), got, want, b)
					}
				}
			}
		}
	}
}

// TestRandomEmptyUniform: RandomEmpty draws every empty point about as
// often, including those that follow a run of occupied points or eyes in
// the board's list, which RandomMove's scan favours (it never returns an
// own eye, and returns the point after one twice as often). On a 5x5
// board with a black wall on the second row and Black's eyes A1, C1 and
// E1, 40000 draws give each of the 18 empty points about 2222 (a standard
// error near 46): every count must lie within 300 of that, and the full
// board must give geom.Pass.
func TestRandomEmptyUniform(t *testing.T) {
	g := geom.MustGet(5, 5)
	b := NewBoard(g)
	var black, white geom.Bitboard
	for x := 0; x < 5; x++ {
		black.Set(g.Point(x, 1))
	}
	black.Set(g.Point(1, 0))
	black.Set(g.Point(3, 0))
	b.SetStones(black, white)
	r := NewRand(7)
	count := map[geom.Point]int{}
	const draws = 40000
	for i := 0; i < draws; i++ {
		p := b.RandomEmpty(r)
		if p == geom.Pass || b.At(p) != geom.Empty {
			t.Fatalf("draw %d: %v is not an empty point", i, p)
		}
		count[p]++
	}
	n := b.EmptyCount()
	if len(count) != n {
		t.Fatalf("%d points drawn of %d empty", len(count), n)
	}
	for p, k := range count {
		if want := draws / n; k < want-300 || k > want+300 {
			t.Errorf("%s drawn %d times, want about %d", g.Vertex(p), k, want)
		}
	}
	var full geom.Bitboard
	for _, p := range g.Points {
		full.Set(p)
	}
	b.SetStones(full, white)
	if p := b.RandomEmpty(r); p != geom.Pass {
		t.Errorf("full board: %v, want pass", p)
	}
}
