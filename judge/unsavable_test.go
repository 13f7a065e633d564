package judge

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"testing"

	"github.com/gtp-referee/gtp-referee/engine"
)

// unsavableRecord is the corpus record whose dame cut in
// TestProPlayoutCuts, ten moves before the record's end, the unsavable
// tests read (ebf8fb44572078a8 is the same game). The lower right corner
// at the cut, Black to move after White's T4 (X Black, O White):
//
//	6  O O O X .
//	5  O . X . .
//	4  O O X X O
//	3  X X O O X
//	2  X O O X .
//	1  X . O . X
//	   P Q R S T
//
// White's Q2-R2-R3-S3-R1 has two liberties, Q1 and S1; Black's S2 and T1
// share S1 and T2, and T3 has T2 only. With T4 on the board White saves
// the corner by taking T3 at T2 (Black's retake at T3 is a ko). Black's
// answer T5, the record's next move, takes T4 and gives T3 the liberty T4;
// after it, by hand, White has no move: his S1 and T2 are suicide (they
// capture nothing), his Q1 leaves him S1 only, and if he plays elsewhere
// Black's Q1 puts the corner in atari and his S1 takes five stones. GNU Go
// 3.8 agrees (loadsgf, level 10, --chinese-rules): on the cut owl_attack
// R2 answers "1 T5" (Black to move kills there) and dragon_status R2
// "critical"; after T5, owl_defend R2 answers "0" (White to move cannot
// save it), owl_attack R2 "1 Q1", dragon_status R2 "dead".
const unsavableRecord = "de5dc0e52c0e8a53.sgf"

// unsavableCorner is White's corner chain.
var unsavableCorner = []string{"Q2", "R2", "R3", "S3", "R1"}

// unsavablePosition returns unsavableRecord's game without its last cut
// moves, skipping where ../shared is absent.
func unsavablePosition(t *testing.T, cut int) *engine.Game {
	t.Helper()
	path := filepath.Join("..", "..", "shared", "corpus", unsavableRecord)
	if _, err := os.Stat(path); errors.Is(err, os.ErrNotExist) {
		t.Skip("../shared/corpus not present")
	}
	mv, _, err := recordMoves(path)
	if err != nil {
		t.Fatal(err)
	}
	gm, err := replay(gnugoGame{Size: 19, Komi: 7.5, Moves: mv[:len(mv)-cut]})
	if err != nil {
		t.Fatal(err)
	}
	return gm
}

// checkCornerDead fails unless every stone of unsavableCorner, and of
// more, is in dead.
func checkCornerDead(t *testing.T, gm *engine.Game, res Result, more ...string) {
	t.Helper()
	g := gm.Geometry()
	for _, v := range append(more, unsavableCorner...) {
		p, _ := g.ParseVertex(v)
		if !res.Removed.Has(p) {
			t.Errorf("%s not dead (dead %v); White cannot save the corner", v, vertices(g, &res.Removed))
		}
	}
}

// TestUnsavableOwnChainDead: with White to move after Black's T5, the
// corner that no move of White's saves is dead (unsavableOwn). Before it
// the playouts left the chain unsettled and the count kept it alive:
// W+14.5, the corner unsettled and counted alive. The count is GNU Go 3.8's
// final_score on the position after T5 (the record less its last nine
// moves, komi 7.5):
//
//	printf 'loadsgf after-T5.sgf\nfinal_score\n' | gnugo --mode gtp --chinese-rules
//
// answers W+2.5, with the corner dead.
func TestUnsavableOwnChainDead(t *testing.T) {
	gm := unsavablePosition(t, 9)
	res, _, err := EstimateScore(context.Background(), gm, Options{Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	checkCornerDead(t, gm, res)
	if res.Margin != -2.5 {
		t.Errorf("count %s, GNU Go 3.8's final_score W+2.5", res)
	}
}

// TestUnsavableAfterAnswer: on the cut itself, Black to move after White's
// T4, Black answers the atari at T5 (rescued) and the position after it
// is judged again with White to move (judgeAnswered): the corner is dead
// there too. Before unsavableOwn: W+14.5, the corner unsettled and kept.
func TestUnsavableAfterAnswer(t *testing.T) {
	gm := unsavablePosition(t, 10)
	res, _, err := EstimateScore(context.Background(), gm, Options{Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	checkCornerDead(t, gm, res, "T4")
}
