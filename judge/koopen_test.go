package judge

import (
	"flag"
	"fmt"
	"testing"

	"github.com/gtp-referee/gtp-referee/engine"
	"github.com/gtp-referee/gtp-referee/geom"
)

// gnugoKo splits the dame-cut tallies by whether a ko is open at the cut
// (openKos), and among those counts the positions with two kos or more open
// and those where a ko's stone to be taken is among our dead stones
// (koTally). When added (main at 68a400f):
//
//	go test ./judge -run 'TestGnugoDameCut$' -v -gnugo.dame -gnugo.ko
//	go test ./judge -run 'TestProPlayoutCuts$' -v -gnugo.ko
//
// GNU Go self-play: 95 of the 425 cuts have a ko open, 85 within one point
// (89.5%), against 306 of the 330 others (92.7%); two kos or more in 5 (all
// within one), a ko stone ours dead in 1 (game 64, whose miss is White's
// E6, dead in GNU Go's count, not the ko). Professional proxy: 144 of the
// 299 cuts, 121 within one (84.0%), against 144 of 155 (92.9%); two kos or
// more in 38 (31 within one), a ko stone ours dead in 2 (1 within one).
// After koEyeDeaths' joinsLiveBy (TestKoEyesApart) the proxy's figures
// are 122 within one, two kos or more 32 within one, a ko stone ours dead
// in 1: d0ed829d6ee58e5b, W+84.5 to W+81.5 (GNU Go W+80.5).
var gnugoKo = flag.Bool("gnugo.ko", false, "TestGnugoDameCut, TestProPlayoutCuts: tally the dame cuts with a ko open (openKos) apart from the rest, and print those cuts' misses")

// openKos returns the points of b where a stone of either colour takes a
// ko: it captures a single stone and is left a single stone in atari (so
// that the stone it took could take it back at once), the ban of a ko the
// last move took set aside (the retake of that ko is one of them). A
// capture among dead stones (dead: an independent list, GNU Go's final
// dead stones) is no ko that counts: the stone taken must not be dead, nor
// any stone beside the point played or the point taken. It is the
// measurement's own reading, from the rules' definition of a ko, and
// shares no code with the judgment's koTake and koCapture.
func openKos(b *engine.Board, dead *geom.Bitboard) []geom.Point {
	g := b.Geometry()
	free := *b
	free.SetKoPoint(geom.Black, geom.Pass)
	var out []geom.Point
	for _, q := range g.Points {
		if free.At(q) != geom.Empty {
			continue
		}
		for _, c := range [2]geom.Colour{geom.Black, geom.White} {
			info, r := free.Check(c, q, false)
			if r != engine.Legal || info.Captures != 1 {
				continue
			}
			child := free
			child.Apply(c, q)
			if child.ChainSize(q) != 1 || !child.InAtari(q) {
				continue
			}
			s := child.AtariLiberty(q) // the point of the stone taken
			if dead.Has(s) || deadBeside(g, dead, q) || deadBeside(g, dead, s) {
				continue
			}
			out = append(out, q)
		}
	}
	return out
}

// deadBeside reports whether a neighbour of p is in dead.
func deadBeside(g *geom.Geometry, dead *geom.Bitboard, p geom.Point) bool {
	for _, d := range g.Dirs {
		if dead.Has(p + d) {
			return true
		}
	}
	return false
}

// koTally is proTally split by whether the position has a ko open, and
// the positions with a ko open by two of their kinds: two kos or more
// open, and a ko whose stone to be taken our judgment lists dead.
type koTally struct{ ko, rest, twoKos, deadKo proTally }

// add tallies position b with our count ours, our dead stones removed,
// the reference want and the reference's dead stones dead; it returns
// the ko points (openKos) and whether ours is within one point.
func (k *koTally) add(b *engine.Board, removed, dead *geom.Bitboard, ours, want float64) ([]geom.Point, bool) {
	kos := openKos(b, dead)
	if len(kos) == 0 {
		return nil, k.rest.add(ours, want)
	}
	if len(kos) > 1 {
		k.twoKos.add(ours, want)
	}
	for _, q := range kos {
		if removed.Has(koStone(b, q)) {
			k.deadKo.add(ours, want)
			break
		}
	}
	return kos, k.ko.add(ours, want)
}

// koStone returns the stone that a ko take at q (a point of openKos) takes:
// the lone neighbour of q in atari.
func koStone(b *engine.Board, q geom.Point) geom.Point {
	g := b.Geometry()
	for _, d := range g.Dirs {
		if n := q + d; b.At(n) != geom.Empty && b.At(n) != geom.Border && b.ChainSize(n) == 1 && b.InAtari(n) && b.AtariLiberty(n) == q {
			return n
		}
	}
	return geom.Pass
}

func (k koTally) String() string {
	return fmt.Sprintf("ko open: %s; no ko open: %s; two kos or more open: %s; a ko stone ours dead: %s", k.ko, k.rest, k.twoKos, k.deadKo)
}

// TestOpenKos checks openKos and koStone on a hand-made ko: Black's C3, in atari
// with its one liberty B3 (D3, C4 and C2 are White's), which White's
// stone at B3 takes, left alone in atari there (A3, B4 and B2 are
// Black's); then the same ko once White has taken it (Black's retake at
// C3, banned now, is the open ko); then with a stone beside it dead.
func TestOpenKos(t *testing.T) {
	gm := diagram(t, "chinese", 0,
		". . . . .",
		". X O . .",
		"X . X O .",
		". X O . .",
		". . . . .",
	)
	at := vertexAt(t, gm.Geometry())
	g := gm.Geometry()
	var none geom.Bitboard
	if got := openKos(gm.Board(), &none); len(got) != 1 || got[0] != at("B3") {
		t.Errorf("ko shape: %v, want [B3]", vertices(g, pointSet(got)))
	}
	if s := koStone(gm.Board(), at("B3")); s != at("C3") {
		t.Errorf("koStone(B3) = %s, want C3", g.Vertex(s))
	}
	if r := gm.Play(geom.White, at("B3")); r != engine.Legal {
		t.Fatal(r)
	}
	if got := openKos(gm.Board(), &none); len(got) != 1 || got[0] != at("C3") {
		t.Errorf("ko just taken: %v, want [C3]", vertices(g, pointSet(got)))
	}
	var dead geom.Bitboard
	dead.Set(at("B4"))
	if got := openKos(gm.Board(), &dead); len(got) != 0 {
		t.Errorf("ko beside a dead stone: %v, want none", vertices(g, pointSet(got)))
	}
}

// pointSet returns the points as a bitboard.
func pointSet(ps []geom.Point) *geom.Bitboard {
	var bb geom.Bitboard
	for _, p := range ps {
		bb.Set(p)
	}
	return &bb
}
