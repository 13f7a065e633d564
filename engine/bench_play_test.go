package engine

import (
	"math/rand/v2"
	"testing"

	"github.com/gtp-referee/gtp-referee/geom"
	"github.com/gtp-referee/gtp-referee/rules"
)

// BenchmarkPlay measures one Game.Play in the replay of a fixed random
// 19x19 game under positional superko (chinese-1988), history included. The
// game is replayed from a Reset, so after the first replay nothing is
// allocated.
func BenchmarkPlay(b *testing.B) {
	g := geom.MustGet(19, 19)
	moves := randomGame(g, rand.New(rand.NewPCG(19, 19)), 600)
	gm := NewGame(g, rules.MustLookup("chinese-1988"))
	replay := func() {
		gm.Reset(g)
		for _, m := range moves {
			if gm.Play(m.c, m.p) != Legal {
				b.Fatal("replay: illegal move")
			}
		}
	}
	replay() // warm up: history table and checkpoints reach their size
	replay()
	gm.Reset(g)
	b.ReportAllocs()
	i := 0
	for b.Loop() {
		if i == len(moves) {
			gm.Reset(g)
			i = 0
		}
		m := moves[i]
		gm.Play(m.c, m.p)
		i++
	}
	b.ReportMetric(float64(len(moves)), "moves/game")
}

func TestPlayNoAllocs(t *testing.T) {
	g := geom.MustGet(19, 19)
	moves := randomGame(g, rand.New(rand.NewPCG(19, 19)), 600)
	gm := NewGame(g, rules.MustLookup("chinese-1988"))
	replay := func() {
		gm.Reset(g)
		for _, m := range moves {
			gm.Play(m.c, m.p)
		}
	}
	replay()
	if n := testing.AllocsPerRun(5, replay); n != 0 {
		t.Errorf("replaying a %d-move game allocates %v times", len(moves), n)
	}
}
