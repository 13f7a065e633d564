package engine

import (
	"math/rand/v2"
	"testing"

	"github.com/gtp-referee/gtp-referee/geom"
	"github.com/gtp-referee/gtp-referee/rules"
)

// naiveLiberties returns the liberties of the chain through the stone at p
// by a flood fill over At, independent of the board's chain lists.
func naiveLiberties(g *geom.Geometry, b *Board, p geom.Point) map[geom.Point]bool {
	c := b.At(p)
	seen := map[geom.Point]bool{p: true}
	libs := map[geom.Point]bool{}
	stack := []geom.Point{p}
	for len(stack) > 0 {
		s := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		for _, d := range g.Dirs {
			n := s + d
			switch b.At(n) {
			case geom.Empty:
				libs[n] = true
			case c:
				if !seen[n] {
					seen[n] = true
					stack = append(stack, n)
				}
			}
		}
	}
	return libs
}

// TestLibertyQueries checks Liberties, LibertiesUpTo, LibertiesAtMost,
// OtherLiberties and AtariLiberty on every stone, and LibertiesAfter (on a quarter), Contacts
// and Legal on the empty points, of positions from random games against a
// flood fill (Legal against Check).
func TestLibertyQueries(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 11))
	checked := 0
	for game := 0; game < 40; game++ {
		g := geom.MustGet([]int{5, 9, 13, 19}[game%4], []int{5, 9, 13, 19}[game%4])
		gm := NewGame(g, rules.MustLookup("chinese"))
		for mv := 0; mv < 3*len(g.Points) && !gm.Over(); mv++ {
			c := gm.ToMove()
			legal := gm.LegalMoves(nil, c)
			p := geom.Pass
			if len(legal) > 0 && rng.IntN(30) != 0 {
				p = legal[rng.IntN(len(legal))]
			}
			gm.Play(c, p)
			if mv%13 != 0 {
				continue
			}
			b := gm.Board()
			for _, s := range g.Points {
				if b.At(s) == geom.Empty {
					if rng.IntN(4) == 0 {
						checkLibertiesAfter(t, g, b, s)
					}
					checkContacts(t, g, b, s)
					continue
				}
				if b.At(s) != geom.Black && b.At(s) != geom.White {
					continue
				}
				want := naiveLiberties(g, b, s)
				bb := b.Liberties(s)
				if bb.Count() != len(want) {
					t.Fatalf("Liberties(%v) has %d points, flood fill %d\n%v", s, bb.Count(), len(want), b)
				}
				for l := range want {
					n := min(len(want)-1, 2)
					if got := b.OtherLiberties(s, l); got != n {
						t.Fatalf("OtherLiberties(%v, %v) = %d with %d liberties\n%v", s, l, got, len(want), b)
					}
				}
				if e := g.Points[rng.IntN(len(g.Points))]; b.At(e) == geom.Empty && !want[e] {
					if got := b.OtherLiberties(s, e); got != min(len(want), 2) {
						t.Fatalf("OtherLiberties(%v, %v) = %d with %d liberties, not %v\n%v", s, e, got, len(want), e, b)
					}
				}
				for k := 0; k <= 8; k++ {
					if got := b.LibertiesAtMost(s, k); got != (len(want) <= k) {
						t.Fatalf("LibertiesAtMost(%v, %d) = %v with %d liberties\n%v", s, k, got, len(want), b)
					}
				}
				if b.InAtari(s) != (len(want) == 1) {
					t.Fatalf("InAtari(%v) = %v with %d liberties\n%v", s, b.InAtari(s), len(want), b)
				}
				if len(want) == 1 && !want[b.AtariLiberty(s)] {
					t.Fatalf("AtariLiberty(%v) = %v, not its liberty\n%v", s, b.AtariLiberty(s), b)
				}
				// An exception: none, one of the liberties, or another point.
				except := []geom.Point{geom.Pass, g.Points[rng.IntN(len(g.Points))]}
				for l := range want {
					except = append(except, l)
					break
				}
				for _, ex := range except {
					n := len(want)
					if want[ex] {
						n--
					}
					for k := 1; k <= 5; k++ {
						var buf [5]geom.Point
						got := b.LibertiesUpTo(s, ex, buf[:], 0, k)
						if got != min(n, k) {
							t.Fatalf("LibertiesUpTo(%v, except %v, k=%d) = %d, want %d\n%v", s, ex, k, got, min(n, k), b)
						}
						for i, q := range buf[:got] {
							if !want[q] || q == ex {
								t.Fatalf("LibertiesUpTo(%v) gave %v, not a liberty", s, q)
							}
							for _, o := range buf[:i] {
								if o == q {
									t.Fatalf("LibertiesUpTo(%v) gave %v twice", s, q)
								}
							}
						}
					}
				}
				checked++
			}
		}
	}
	if checked < 10000 {
		t.Fatalf("only %d stones checked", checked)
	}
	t.Logf("%d stones checked", checked)
}

// checkLibertiesAfter compares LibertiesAfter at empty point p, for both
// colours and every cap, with the flood fill: a capture counts as the cap,
// else the empty neighbours and the liberties of the own chains next to p,
// p itself left out.
func checkLibertiesAfter(t *testing.T, g *geom.Geometry, b *Board, p geom.Point) {
	t.Helper()
	for _, c := range []geom.Colour{geom.Black, geom.White} {
		libs := map[geom.Point]bool{}
		captures := false
		for _, d := range g.Dirs {
			switch n := p + d; b.At(n) {
			case geom.Empty:
				libs[n] = true
			case c:
				for l := range naiveLiberties(g, b, n) {
					libs[l] = true
				}
			case c.Opp():
				captures = captures || len(naiveLiberties(g, b, n)) == 1
			}
		}
		delete(libs, p)
		for k := 1; k <= 4; k++ {
			want := min(len(libs), k)
			if captures {
				want = k
			}
			if got := b.LibertiesAfter(c, p, k); got != want {
				t.Fatalf("LibertiesAfter(%v, %v, %d) = %d, want %d\n%v", c, p, k, got, want, b)
			}
		}
	}
}

// checkContacts compares Contacts at empty point p, for both colours, with
// the neighbours' colours and the flood fill's liberty counts, Legal with
// Check, and Playable with IsEyelike and Legal.
func checkContacts(t *testing.T, g *geom.Geometry, b *Board, p geom.Point) {
	t.Helper()
	for _, c := range []geom.Colour{geom.Black, geom.White} {
		var own, opp, atari uint8
		for i, d := range g.Dirs {
			switch n := p + d; b.At(n) {
			case c:
				own |= 1 << i
			case c.Opp():
				opp |= 1 << i
			default:
				continue
			}
			if len(naiveLiberties(g, b, p+d)) == 1 {
				atari |= 1 << i
			}
		}
		if _, why := b.Check(c, p, false); b.Legal(c, p) != (why == Legal) {
			t.Fatalf("Legal(%v, %v) = %v, Check says %q\n%v", c, p, b.Legal(c, p), why, b)
		}
		if want := !b.IsEyelike(c, p) && b.Legal(c, p); b.Playable(c, p) != want {
			t.Fatalf("Playable(%v, %v) = %v, want %v\n%v", c, p, !want, want, b)
		}
		if o, x, a := b.Contacts(c, p); o != own || x != opp || a != atari {
			t.Fatalf("Contacts(%v, %v) = %04b %04b %04b, want %04b %04b %04b\n%v", c, p, o, x, a, own, opp, atari, b)
		}
	}
}
