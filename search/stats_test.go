package search

import (
	"context"
	"math"
	"testing"
	"unsafe"

	"github.com/gtp-referee/gtp-referee/geom"
)

// TestNodeSize: the node keeps its 40 bytes (the float64 score sum paid
// for by 16-bit priors), so that MaxNodes nodes take what they did.
func TestNodeSize(t *testing.T) {
	if n := unsafe.Sizeof(node{}); n != 40 {
		t.Errorf("a node takes %d bytes, want 40", n)
	}
}

// statsSearch returns a one-tree search of the empty 9x9 board, Black to
// move, its root expanded, and the index of the root's child E5.
func statsSearch(t *testing.T) (*Search, *tree, int32) {
	t.Helper()
	gm := game(t, 9, 7.5, geom.Black, nil, nil)
	s := New(gm, geom.Black, CountingOf(gm), 1, 1)
	s.Run(context.Background(), 1)
	tr := s.trees[0]
	e5, _ := gm.Geometry().ParseVertex("E5")
	k := tr.descend([]geom.Point{e5})
	if k < 0 {
		t.Fatal("E5 is not a child of the root")
	}
	return s, tr, k
}

// updateThrough counts n playouts of Black's margin m through the root's
// child k alone (Black's move, played first).
func updateThrough(tr *tree, k int32, m float64, n int) {
	for i := 0; i < n; i++ {
		tr.path = append(tr.path[:0], 0, k)
		tr.moves = append(tr.moves[:0], tr.nodes[k].move)
		tr.cols = append(tr.cols[:0], geom.Black)
		tr.update(m)
	}
}

// setStats gives node k v visits whose margins average mean, all won by
// the node's player, with as many all-moves-as-first visits and wins.
func setStats(tr *tree, k int32, v int32, mean float64) {
	n := &tr.nodes[k]
	n.visits, n.halfWins = v, 2*uint32(v)
	n.amafVisits, n.amafHalves = v, 2*uint32(v)
	n.scoreSum = mean * float64(v)
}

// TestScoreMeanLong: a candidate's mean score follows new playouts after
// 10^8 visits. E5 has 10^8 visits of mean margin 8; 10^6 more of margin 24
// make the mean (8*10^8 + 24*10^6) / (1.01*10^8) = 8.158415841... by
// hand. A float32 running mean stayed at 8: each step, 16/10^8, is under
// half of float32's last bit at 8 (2^-20, about 9.5*10^-7).
func TestScoreMeanLong(t *testing.T) {
	s, tr, k := statsSearch(t)
	setStats(tr, k, 100_000_000, 8)
	updateThrough(tr, k, 24, 1_000_000)
	want := (8*1e8 + 24*1e6) / 1.01e8
	for _, c := range s.Candidates() {
		if c.Move == tr.nodes[k].move {
			if c.Visits != 101_000_000 {
				t.Errorf("E5 has %d visits, want 101000000", c.Visits)
			}
			if math.Abs(c.ScoreMean-want) > 1e-9 {
				t.Errorf("E5's mean score is %.9f, want %.9f", c.ScoreMean, want)
			}
			return
		}
	}
	t.Fatal("E5 is not a candidate")
}

// TestVisitsSaturate: counts of 2^31 - 1 playouts through a move, in one
// tree, do not wrap round. E5 has maxVisits - 1 visits (and as many
// all-moves-as-first ones), all won by Black; ten more won by Black leave
// it at maxVisits = 2147483647 visits, a win rate of exactly 1 and the
// halves of wins at 2 * 2147483647 = 4294967294, where int32 visits wrapped
// to -2147483648 (and uint32 halves to 0).
func TestVisitsSaturate(t *testing.T) {
	s, tr, k := statsSearch(t)
	setStats(tr, k, math.MaxInt32-1, 3)
	tr.nodes[0].visits = math.MaxInt32 - 1
	updateThrough(tr, k, 5, 10)
	n := tr.nodes[k]
	if n.visits != math.MaxInt32 || n.halfWins != 2*math.MaxInt32 || n.amafVisits != math.MaxInt32 || n.amafHalves != 2*math.MaxInt32 {
		t.Errorf("E5: visits %d, halves %d, all-moves-as-first %d and %d; want 2147483647, 4294967294 twice",
			n.visits, n.halfWins, n.amafVisits, n.amafHalves)
	}
	if r := tr.nodes[0].visits; r != math.MaxInt32 {
		t.Errorf("the root has %d visits, want 2147483647", r)
	}
	for _, c := range s.Candidates() {
		if c.Move == n.move {
			if c.Visits != math.MaxInt32 || c.Winrate != 1 {
				t.Errorf("E5: %d visits, win rate %v; want 2147483647, 1", c.Visits, c.Winrate)
			}
			// (3*(2^31-2) + 5) / (2^31-1), the last playout's margin
			// counted, the rest frozen.
			if want := (3*float64(math.MaxInt32-1) + 5) / math.MaxInt32; math.Abs(c.ScoreMean-want) > 1e-12 {
				t.Errorf("E5's mean score is %v, want %v", c.ScoreMean, want)
			}
			return
		}
	}
	t.Fatal("E5 is not a candidate")
}
