package judge

import (
	"testing"

	"github.com/gtp-referee/gtp-referee/engine"
	"github.com/gtp-referee/gtp-referee/geom"
)

// TestDoubleAtariRandom checks doubleAtariAt against the definition by
// brute force on positions left by random games: wherever it names a
// point, the attacker's stone there is legal, keeps two liberties and
// captures nothing, puts two or more of the opponent's chains in atari
// that had two liberties before, and no legal opponent move anywhere on
// the board (not only on the chains' liberties) leaves all of them with
// two liberties or more.
func TestDoubleAtariRandom(t *testing.T) {
	r := engine.NewRand(5)
	found := 0
	for i := 0; i < 3000; i++ {
		w, h := 5+r.Intn(9), 5+r.Intn(9)
		g := geom.MustGet(w, h)
		var b engine.Board
		b.Reset(g)
		b.Playout(geom.Black, r, r.Intn(2*len(g.Points)))
		var none geom.Bitboard
		for _, x := range []geom.Colour{geom.Black, geom.White} {
			m := doubleAtariAt(g, &b, &none, x, geom.Pass)
			if m == geom.Pass {
				continue
			}
			found++
			if !isDoubleAtari(g, &b, x, m) {
				t.Fatalf("position %d (%dx%d), %v at %s: not a double atari by brute force\n%s", i, w, h, x, g.Vertex(m), b.String())
			}
		}
	}
	if found < 20 {
		t.Errorf("only %d double ataris in 6,000 tries: the test checks too little", found)
	}
	t.Logf("%d double ataris checked", found)
}

// isDoubleAtari is the brute-force definition that TestDoubleAtariRandom
// checks doubleAtariAt with.
func isDoubleAtari(g *geom.Geometry, b *engine.Board, x geom.Colour, m geom.Point) bool {
	c := x.Opp()
	if _, why := b.Check(x, m, false); why != engine.Legal {
		return false
	}
	after := *b
	after.Apply(x, m)
	if after.Captured(x) != b.Captured(x) || libCount(&after, m) < 2 {
		return false
	}
	var hit []geom.Point // opponent chains put from two liberties in atari
	for _, p := range g.Points {
		if b.At(p) == c && b.Chain(p) == p && libCount(b, p) == 2 && after.InAtari(p) {
			hit = append(hit, p)
		}
	}
	if len(hit) < 2 {
		return false
	}
	for _, s := range g.Points {
		if _, why := after.Check(c, s, false); why != engine.Legal {
			continue
		}
		saved := after
		saved.Apply(c, s)
		all := true
		for _, p := range hit {
			if saved.At(p) != c || libCount(&saved, p) < 2 {
				all = false
			}
		}
		if all {
			return false
		}
	}
	return true
}
