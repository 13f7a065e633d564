package judge

import (
	"context"
	"flag"
	"fmt"
	"testing"

	"github.com/gtp-referee/gtp-referee/geom"
	"github.com/gtp-referee/gtp-referee/record"
	"github.com/gtp-referee/gtp-referee/rules"
)

var dbgFile = flag.String("dbg.file", "", "")
var dbgSeed = flag.Uint64("dbg.seed", 1, "")

func TestZZDebug(t *testing.T) {
	if *dbgFile == "" {
		t.Skip()
	}
	recs, err := record.ReadFile(*dbgFile)
	if err != nil {
		t.Fatal(err)
	}
	gm, _, _ := recs[0].FinalPosition(rules.MustLookup(rules.Default))
	j, err := Judge(context.Background(), gm, Options{Seed: *dbgSeed})
	if err != nil {
		t.Fatal(err)
	}
	g := gm.Geometry()
	b := gm.Board()
	fmt.Println("to move", gm.ToMove(), "playouts", j.Playouts)
	for y := g.H - 1; y >= 0; y-- {
		row := ""
		for x := 0; x < g.W; x++ {
			p := g.Point(x, y)
			v := j.Ownership[p]
			ch := " "
			switch b.At(p) {
			case geom.Black:
				ch = "X"
			case geom.White:
				ch = "O"
			}
			row += fmt.Sprintf("%s%+3.0f", ch, v*99)
		}
		fmt.Println(row)
	}
	res := Score(gm, j)
	for _, ch := range j.chains(&res.Removed) {
		fmt.Println("removed", g.Vertex(ch[0]), len(ch), j.Status(ch[0]), j.ChainOwnership[ch[0]])
	}
	for _, ch := range j.UnsettledChains() {
		fmt.Println("unsettled", g.Vertex(ch[0]), len(ch), j.ChainOwnership[ch[0]])
	}
}
