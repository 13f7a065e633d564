package judge

import (
	"context"
	"testing"

	"github.com/gtp-referee/gtp-referee/geom"
)

// dameLeftRows is the position of corpus record 5100dfd3cb472a84 where
// GNU Go 3.8's play-out of it (judge/testdata/pro/playouts.jsonl) leaves
// only dame and teire: White to move after Black's R18, which put White's
// S18 in atari (R18 itself is in atari at R17). Fourteen points are open
// to the playouts (Judgment.Open), more than FinishedOpenMax, but every
// one lies in an empty region of three points or fewer: dame, not an area
// still being played.
var dameLeftRows = []string{
	". . . . . . . . . X O O . . O . O . .", // 19
	". . . . . X X X X X X O O O O O X O X", // 18
	". . . . . O O X O O O O X X O X . X .", // 17
	". X . X . X X O X X X X O X X X X X X", // 16
	". X O X . O X O O O . . O . . . X . O", // 15
	"X X X O X X X X O X . . O O O O O X O", // 14
	"X O O O . . X O O O O O O X O X X X O", // 13
	"O . O . X X X X X X X X O X X X . O .", // 12
	". O X X X O O O X . X O O X O X . O O", // 11
	"O O O X X . O X X X X . O X . X X O .", // 10
	"X O O O X O O O X O O X X . X O O O O", // 9
	"X X X X . X . O . O X . X X X X O X O", // 8
	". O X X X X X O O O X X X O O O O X X", // 7
	"O O O O X O O X X X O X X X O . X X .", // 6
	"O O . O O O X . O O O O X O . O O X .", // 5
	"O X X O X O O O . X . O O . O O X . .", // 4
	"O O X X X X X . O . . O . . O O X . .", // 3
	"O X . X X O O O . . O . O O O X X . .", // 2
	"X . X . O . . . . . . . . O X X . . .", // 1
}

// TestFinishedWithManyDame: a position whose open points are all dame in
// small regions is finished (Judgment.finished), however many they are,
// so that the side to move connects out his one chain in atari
// (ataried). In dameLeftRows White's S18 has one liberty, S19; White's
// stone there joins it to R19, and R19-S19-S18 has the liberties Q19 and
// T19, Q19 also joining it to Q18 and White's live top: Black cannot
// capture it, and S18 is alive (RULES.md Art. 8: dead stones are those
// that cannot escape capture). GNU Go played exactly that (W S19, then
// B R17 saving R18) and counted its play-out W+4.5 (final_score, komi
// 7.5), S18 not among its dead stones. With 14 open points the position
// was taken as still being played: S18 was listed dead, Black's S19 then
// taking the corner, and the count was W+0.5.
func TestFinishedWithManyDame(t *testing.T) {
	gm := diagram(t, "chinese", 7.5, dameLeftRows...)
	gm.SetToMove(geom.White)
	res, j, err := EstimateScore(context.Background(), gm, Options{Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	g := gm.Geometry()
	if n := j.Open(); n <= FinishedOpenMax {
		t.Errorf("%d open points, want more than FinishedOpenMax (%d): the test no longer tests the rule", n, FinishedOpenMax)
	}
	dead := res.Dead()
	if s18, _ := g.ParseVertex("S18"); dead.Has(s18) {
		t.Errorf("S18 dead, want alive (White connects at S19); dead %v", vertices(g, &dead))
	}
	if got := res.String(); got != "W+4.5" {
		t.Errorf("%s, want GNU Go's count of its play-out, W+4.5", got)
	}
}
