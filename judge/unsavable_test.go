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

// corpusPrefix returns the game of corpus record name without its last
// cut moves, skipping where ../shared is absent.
func corpusPrefix(t *testing.T, name string, cut int) *engine.Game {
	t.Helper()
	path := filepath.Join("..", "..", "shared", "corpus", name)
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
	gm := corpusPrefix(t, unsavableRecord, 9)
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
	gm := corpusPrefix(t, unsavableRecord, 10)
	res, _, err := EstimateScore(context.Background(), gm, Options{Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	checkCornerDead(t, gm, res, "T4")
}

// TestCapturableThreeLiberties: corpus record a12d1b6f1000876d (Black
// resigned) before White's last move, White to move; its dame cut in
// TestProPlayoutCuts. The upper right (X Black, O White):
//
//	19  O X X . . O O O
//	18  O O X . X O . O
//	17  O X X X X X O O
//	16  O X X O X O O X
//	    M N O P Q R S T
//
// Black's group of 18 stones N19-O18-Q18-R17-P13 is shut in by White;
// its liberties are P18, P19 and Q19. White's corner R19-T19-R16 has the
// eye S18 and the liberty Q19. By hand: White's Q19 joins the corner
// (liberties S18 and P19) and leaves Black P18 and P19; Black's P19 or
// P18 then puts his own group in atari and White takes it, and if Black
// plays elsewhere White's P18 does the same (Black's P19 takes that stone
// back with his group left one liberty, P18, where White takes it). The
// two rival chains were unsettled and counted so: at the proxy's seed the
// one with more liberties kept, Black's group alive and White's corner
// dead, B+1.5; at seed 1 both alive, W+22.5. GNU Go 3.8 (loadsgf, level 10,
// --chinese-rules) on this position: owl_attack O18 answers "1 P19" and
// owl_defend O18 "1 Q19", dragon_status O18 "critical": the side to move
// decides, and White is to move; its final_score is W+60.5 with the group
// dead, the count of its play-out in TestProPlayoutCuts too.
//
// Seed 214 is the proxy's: there the capture came on top of White's corner
// taken dead, W+38.5 with both rivals dead, until the capture's dead
// unsettled rivals were revived.
func TestCapturableThreeLiberties(t *testing.T) {
	gm := corpusPrefix(t, "a12d1b6f1000876d.sgf", 1)
	g := gm.Geometry()
	for _, seed := range []uint64{1, 214} {
		res, _, err := EstimateScore(context.Background(), gm, Options{Seed: seed})
		if err != nil {
			t.Fatal(err)
		}
		for _, v := range []string{"N19", "O18", "Q18", "R17", "P13"} {
			p, _ := g.ParseVertex(v)
			if !res.Removed.Has(p) {
				t.Errorf("seed %d: %s not dead (dead %v); White to move kills Black's group", seed, v, vertices(g, &res.Removed))
			}
		}
		for _, v := range []string{"R19", "S16", "T17"} {
			p, _ := g.ParseVertex(v)
			if res.Removed.Has(p) {
				t.Errorf("seed %d: %s dead; White's corner lives once Black's group dies", seed, v)
			}
		}
		if res.Margin != -60.5 {
			t.Errorf("seed %d: count %s, GNU Go 3.8's final_score W+60.5", seed, res)
		}
	}
}

// TestUnsavableCapturersDead: corpus record 968a50d18bfa3f4f (Black
// resigned) at its end, Black to move. The upper right (X Black, O White):
//
//	19  X O O . X
//	18  X X O O .
//	17  . X X O O
//	16  X X O O .
//	    P Q R S T
//
// Black's lone T19 has the liberties S19 and T18, and White's R19-S18 and
// S17-T17 shut it in: with Black to move it cannot be saved (his S19 and
// T18 take no liberty from White), which unsavableOwn counted dead. But
// the White stones are dead themselves. By hand: they form one chain,
// Q19-R19-R18-S18-S17-T17-S16-R16, with the liberties S19, T18 and T16,
// shut in by Black's P19-Q18, Q17-R17, Q16 and Q15-R15-S15; its only eye
// space is the corner round T19 (S19, T18, T19), and Black to move plays
// T16, after which White has at most that one eye. GNU Go 3.8 (loadsgf
// of the record, --chinese-rules, level 10): owl_defend S18 answers "0",
// owl_attack S18 "1 T16", final_status_list dead lists Q19 R19 R18 S18
// S17 T17 R16 S16 and not T19. Before capturersDead T19 was counted dead
// with them (gtp-referee score: "dead: Q19 R19 T19 ...").
func TestUnsavableCapturersDead(t *testing.T) {
	gm := corpusPrefix(t, "968a50d18bfa3f4f.sgf", 0)
	g := gm.Geometry()
	res, _, err := EstimateScore(context.Background(), gm, Options{Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	if p, _ := g.ParseVertex("T19"); res.Removed.Has(p) {
		t.Errorf("T19 dead (dead %v); White's stones round it are dead", vertices(g, &res.Removed))
	}
	for _, v := range []string{"Q19", "R19", "R18", "S18", "S17", "T17", "R16", "S16"} {
		if p, _ := g.ParseVertex(v); !res.Removed.Has(p) {
			t.Errorf("%s not dead; GNU Go 3.8 has White's corner dead", v)
		}
	}
}
