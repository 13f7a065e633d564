package judge

import (
	"context"
	"flag"
	"strings"
	"testing"
)

var dbgGame = flag.Int("dbg.game", 0, "")
var dbgK = flag.Int("dbg.k", 1, "")

func TestZZDbg(t *testing.T) {
	gg := loadGnugo(t)[*dbgGame]
	mv := gg.Moves
	for strings.HasSuffix(mv[len(mv)-1], "pass") {
		mv = mv[:len(mv)-1]
	}
	cut := gg
	cut.Moves = mv[:len(mv)-*dbgK]
	gm, _ := replay(cut)
	res, j, _ := EstimateScore(context.Background(), gm, Options{Seed: uint64(*dbgGame) + 1})
	g := gm.Geometry()
	t.Logf("last %v removed %v: %s want %s dead %v uns %v area %+v\n%s", cut.Moves[len(cut.Moves)-1], mv[len(mv)-*dbgK:], res, gg.FinalScore, vertices(g, &res.Removed), vertices(g, &j.Unsettled), res.Area, gm.Board().String())
	for _, q := range g.Points {
		if gm.Board().At(q) != 0 && gm.Board().Chain(q) == q {
			t.Logf("%s %v %.2f", g.Vertex(q), j.Status(q), j.ChainOwnership[q])
		}
	}
}
