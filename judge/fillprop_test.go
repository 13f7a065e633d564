package judge

import (
	"testing"

	"github.com/gtp-referee/gtp-referee/engine"
	"github.com/gtp-referee/gtp-referee/geom"
)

// Property tests of the dame filling's tactical helpers against their
// definitions, by brute force on positions left by random games.

// TestDoubleAtariRandom checks doubleAtariAt against the definition by
// brute force on positions left by random games: wherever it names a
// point, the attacker's stone there is legal, keeps two liberties and
// captures nothing, puts two or more of the opponent's chains in atari
// that had two liberties before, and no legal opponent move anywhere on
// the board (not only on the chains' liberties) leaves all of them with
// two liberties or more.
func TestDoubleAtariRandom(t *testing.T) {
	found := 0
	randomPositions(5, 3000, 5, 9, func(i int, g *geom.Geometry, b *engine.Board) {
		var none geom.Bitboard
		for _, x := range []geom.Colour{geom.Black, geom.White} {
			m := doubleAtariAt(g, b, &none, x, geom.Pass)
			if m == geom.Pass {
				continue
			}
			found++
			if !isDoubleAtari(g, b, x, m) {
				t.Fatalf("position %d (%dx%d), %v at %s: not a double atari by brute force\n%s", i, g.W, g.H, x, g.Vertex(m), b.String())
			}
		}
	})
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

// TestKoTakeRandom checks koTake against its definition on positions left
// by random games: wherever it names a move, the move is legal, takes
// exactly the one opponent stone it names, which was alone and in atari,
// and leaves the taker's stone alone with that point as its one liberty.
func TestKoTakeRandom(t *testing.T) {
	found := 0
	randomPositions(6, 3000, 3, 11, func(i int, g *geom.Geometry, b *engine.Board) {
		var none geom.Bitboard
		for _, c := range []geom.Colour{geom.Black, geom.White} {
			q, stone := koTake(g, b, &none, c)
			if q == geom.Pass {
				continue
			}
			found++
			if b.At(stone) != c.Opp() || b.ChainSize(stone) != 1 || !b.InAtari(stone) {
				t.Fatalf("position %d, %v at %s: %s is no lone stone in atari\n%s", i, c, g.Vertex(q), g.Vertex(stone), b.String())
			}
			if _, why := b.Check(c, q, false); why != engine.Legal {
				t.Fatalf("position %d, %v at %s: %v", i, c, g.Vertex(q), why)
			}
			after := *b
			after.Apply(c, q)
			libs := after.Liberties(q)
			if after.Captured(c)-b.Captured(c) != 1 || after.At(stone) != geom.Empty || after.ChainSize(q) != 1 || libs.Count() != 1 || !libs.Has(stone) {
				t.Fatalf("position %d, %v at %s taking %s: not a ko\n%s", i, c, g.Vertex(q), g.Vertex(stone), after.String())
			}
		}
	})
	if found < 20 {
		t.Errorf("only %d ko takes in 6,000 tries: the test checks too little", found)
	}
	t.Logf("%d ko takes checked", found)
}

// randomPositions calls fn with n positions left by random games (the
// random generator seeded with seed), on boards of lo to lo+spread-1
// lines a side, square or not, of random length up to twice the points.
func randomPositions(seed uint64, n, lo, spread int, fn func(i int, g *geom.Geometry, b *engine.Board)) {
	r := engine.NewRand(seed)
	for i := 0; i < n; i++ {
		w, h := lo+r.Intn(spread), lo+r.Intn(spread)
		g := geom.MustGet(w, h)
		var b engine.Board
		b.Reset(g)
		b.Playout(geom.Black, r, r.Intn(2*len(g.Points)))
		fn(i, g, &b)
	}
}

// TestForcedAnswerRandom checks forcedAnswer on positions left by random
// games. Wherever it names an answer to x's stone at q, the stone is legal
// and leaves an opponent chain next to it with two liberties or fewer, or
// the answer is q itself (a double atari, or a chain with no defence);
// an answer elsewhere is legal for the opponent after the stone, and after
// it one of those chains is still on the board with two liberties or more.
func TestForcedAnswerRandom(t *testing.T) {
	found, elsewhere := 0, 0
	randomPositions(7, 3000, 5, 5, func(i int, g *geom.Geometry, b *engine.Board) {
		var none geom.Bitboard
		for _, x := range []geom.Colour{geom.Black, geom.White} {
			c := x.Opp()
			for _, q := range g.Points {
				if b.At(q) != geom.Empty {
					continue
				}
				a := forcedAnswer(g, b, &none, x, q)
				if a == geom.Pass {
					continue
				}
				found++
				if _, why := b.Check(x, q, false); why != engine.Legal {
					t.Fatalf("position %d, %v at %s: %v", i, x, g.Vertex(q), why)
				}
				after := *b
				after.Apply(x, q)
				var short []geom.Point // opponent chains next to q left two liberties or fewer
				for _, d := range g.Dirs {
					if n := q + d; after.At(n) == c && libCount(&after, n) <= 2 {
						short = append(short, n)
					}
				}
				if a == q {
					continue
				}
				if len(short) == 0 {
					t.Fatalf("position %d, %v at %s: answer %s, but no opponent chain next to it is short of liberties\n%s", i, x, g.Vertex(q), g.Vertex(a), after.String())
				}
				elsewhere++
				if _, why := after.Check(c, a, false); why != engine.Legal {
					t.Fatalf("position %d, %v at %s: answer %s is %v\n%s", i, x, g.Vertex(q), g.Vertex(a), why, after.String())
				}
				answered := after
				answered.Apply(c, a)
				ok := false
				for _, p := range short {
					if answered.At(p) == c && libCount(&answered, p) >= 2 {
						ok = true
					}
				}
				if !ok {
					t.Fatalf("position %d, %v at %s: answer %s leaves every threatened chain short\n%s", i, x, g.Vertex(q), g.Vertex(a), answered.String())
				}
			}
		}
	})
	if elsewhere < 50 {
		t.Errorf("only %d answers away from the stone (%d forcing stones): the test checks too little", elsewhere, found)
	}
	t.Logf("%d forcing stones, %d answered elsewhere", found, elsewhere)
}
