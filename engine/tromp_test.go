package engine

// John Tromp's counts of legal Go positions (RULES.md P11), computed with
// the board's own chain and liberty bookkeeping: every colouring of an n x n
// board is built stone by stone and kept when every chain has a liberty.

import (
	"os"
	"testing"
	"time"

	"github.com/gtp-referee/gtp-referee/geom"
)

// countLegalPositions enumerates the 3^(n*n) colourings. With viaLiberties
// it also asks Board.Liberties for every stone and checks that it agrees
// with the pseudo-liberty counters.
func countLegalPositions(t *testing.T, n int, viaLiberties bool) int {
	g := geom.MustGet(n, n)
	pts := g.Points
	digits := make([]geom.Colour, len(pts))
	b := NewBoard(g)
	count := 0
	for {
		b.Reset(g)
		for i, c := range digits {
			if c != geom.Empty {
				b.place(c, pts[i])
			}
		}
		legal := true
		for _, p := range pts {
			if b.At(p) == geom.Empty {
				continue
			}
			hasLib := b.libs[b.Chain(p)] > 0
			if viaLiberties {
				libs := b.Liberties(p)
				if (libs.Count() > 0) != hasLib {
					t.Fatalf("Liberties(%s) = %d but pseudo-liberties %d\n%s", g.Vertex(p), libs.Count(), b.libs[b.Chain(p)], b)
				}
			}
			if !hasLib {
				legal = false
				break
			}
		}
		if legal {
			count++
		}
		// Next colouring (base-3 odometer).
		i := 0
		for i < len(digits) && digits[i] == geom.White {
			digits[i] = geom.Empty
			i++
		}
		if i == len(digits) {
			return count
		}
		digits[i]++
	}
}

func TestTrompCounts(t *testing.T) {
	for _, tc := range []struct{ n, want int }{{2, 57}, {3, 12675}} {
		start := time.Now()
		if got := countLegalPositions(t, tc.n, true); got != tc.want {
			t.Errorf("%dx%d: %d legal positions, want %d", tc.n, tc.n, got, tc.want)
		}
		t.Logf("%dx%d: %d legal positions in %v", tc.n, tc.n, tc.want, time.Since(start))
	}
}

func TestTrompCount4x4(t *testing.T) {
	if os.Getenv("GTPREF_LONG") != "1" {
		t.Skip("4x4 (43,046,721 colourings) runs only with GTPREF_LONG=1")
	}
	start := time.Now()
	if got, want := countLegalPositions(t, 4, false), 24318165; got != want {
		t.Errorf("4x4: %d legal positions, want %d", got, want)
	}
	t.Logf("4x4: 24,318,165 legal positions in %v", time.Since(start))
}
