package judge

import (
	"bufio"
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"slices"
	"testing"

	"github.com/gtp-referee/gtp-referee/engine"
)

// TestFalseSekiFilled: the dame cut of corpus record ebf8fb44572078a8
// (the game of unsavableRecord; the record less its last ten moves, Black
// to move after White's T4) at the seed TestProPlayoutCuts gives it (303,
// its line in the play-outs file) and at seed 1. Black answers the atari
// at T5 and the position after it, White to move, is judged again
// (judgeAnswered). There, at seed 303, the playouts left White's corner
// Q2-R2-R3-S3-R1 in seki with Black's S2 and T1 around the shared
// liberty S1 (a self-atari for both), and no rule looked at its other
// liberty, Q1: a point Black fills without self-atari (his P1 chain keeps
// O2 and more), after which White, in atari at S1, can neither extend
// (S1 is suicide) nor take a Black chain next to his (S2 and T1 keep T2).
// By hand the corner is dead (see unsavableRecord's reading), and GNU Go
// 3.8 agrees on the cut (loadsgf of the record less ten moves, level 10,
// --chinese-rules): owl_attack R2 "1 T5", and final_score W+2.5. Before
// connectThenFill filled such a liberty directly (fillTakes), seed 303
// counted W+14.5, the corner in seki.
func TestFalseSekiFilled(t *testing.T) {
	gm := corpusPrefix(t, "ebf8fb44572078a8.sgf", 10)
	g := gm.Geometry()
	for _, seed := range []uint64{1, 303} {
		res, _, err := EstimateScore(context.Background(), gm, Options{Seed: seed})
		if err != nil {
			t.Fatal(err)
		}
		checkCornerDead(t, gm, res, "T4")
		for _, v := range []string{"S2", "T1", "S1"} {
			if p, _ := g.ParseVertex(v); res.Removed.Has(p) || res.Seki.Has(p) {
				t.Errorf("seed %d: %s dead or in seki (seki %v); Black's stones live once the corner is dead", seed, v, vertices(g, &res.Seki))
			}
		}
		if res.Margin != -2.5 {
			t.Errorf("seed %d: count %s, GNU Go 3.8's final_score W+2.5", seed, res)
		}
	}
}

// proCut returns the dame cut of TestProPlayoutCuts for corpus record
// name (dameCut of its GNU Go play-out in proFile) and the seed the proxy
// judges it with (its line number in proFile), skipping where
// ../shared is absent.
func proCut(t *testing.T, name string) (*engine.Game, uint64) {
	t.Helper()
	path := filepath.Join(*proCorpus, name)
	if _, err := os.Stat(path); err != nil {
		t.Skipf("no corpus record %s: %v", path, err)
	}
	f, err := os.Open(proFile)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	for i := uint64(1); sc.Scan(); i++ {
		var p proPlayout
		if err := json.Unmarshal(sc.Bytes(), &p); err != nil {
			t.Fatal(err)
		}
		if p.Record != name {
			continue
		}
		mv, _, err := recordMoves(path)
		if err != nil {
			t.Fatal(err)
		}
		gg := gnugoGame{Size: 19, Komi: p.Komi, Level: p.Level, Moves: append(slices.Clip(mv), p.Moves...), FinalScore: p.FinalScore, Dead: p.Dead}
		k, gm := dameCut(gg)
		if k == 0 {
			t.Fatalf("%s has no dame cut", name)
		}
		return gm, i
	}
	t.Fatalf("%s is not in %s", name, proFile)
	return nil, 0
}

// TestFalseSekiNakade: the dame cut of corpus record 849ad2902da18a84
// (White to move), lower edge (X Black, O White):
//
//	4  X X X X X O
//	3  O X . O X O
//	2  O X X O X X
//	1  X X X O . X
//	   E F G H J K
//
// White's H1-H2-H3 has the liberties G3 and J1, both shared with Black's
// large chain, whose other liberties are M2 and O1 only (it has no eye).
// Black can fill G3 without self-atari and take the three stones at J1,
// but the capture leaves him the straight three H1-H2-H3 for his only
// eye: White plays H2 and fills M2 and O1, and the chain dies. So neither
// side approaches: a seki (nakadeSeki's), not the false seki of
// TestFalseSekiFilled, and the fill at once must leave it alone. GNU Go
// 3.8 on the cut (loadsgf, level 10, --chinese-rules): owl_attack H2 "0",
// owl_attack G2 "0", final_status_list dead without H1-H3 or G2, and
// final_score B+7.5; the count with White's three stones dead was B+15.5.
func TestFalseSekiNakade(t *testing.T) {
	gm, proSeed := proCut(t, "849ad2902da18a84.sgf")
	g := gm.Geometry()
	for _, seed := range []uint64{1, proSeed} {
		res, _, err := EstimateScore(context.Background(), gm, Options{Seed: seed})
		if err != nil {
			t.Fatal(err)
		}
		for _, v := range []string{"H1", "H2", "H3", "G2", "J2", "F3"} {
			if p, _ := g.ParseVertex(v); res.Removed.Has(p) {
				t.Errorf("seed %d: %s dead (dead %v); the nakade seki keeps both sides", seed, v, vertices(g, &res.Removed))
			}
		}
	}
}

// TestFalseSekiDeadStone: game 256 of the GNU Go self-play set (13x13)
// at its dame cut, one move before the end, Black to move; the upper left
// (X Black, O White):
//
//	13  . O X X O . O
//	12  X X X O O O O
//	11  O O X X X . O
//	10  . O O O X X O
//	    A B C D E F G
//
// White's large chain D12-G12 (down to G7) has the liberties F13, its own
// eye, and F11, shared with Black's chain A12-C13-F10, whose other
// liberty is A13 beside White's lone B13 (in atari at A13). By hand a
// seki: Black's F11 puts his own chain in atari (A13), and White takes it
// there; with B13 taken (Black's A13) Black has B13 and F11, and his F11
// still leaves him B13 alone, so neither fills F11. With the dead B13 off
// the board the fill at once saw A13 and B13 both and killed White's 30
// stones: B+67.5. GNU Go 3.8 played the game out to two passes and counts
// B+30.5 with only J9, K8, B5, L5, L4 and M2 dead (its final_status_list).
func TestFalseSekiDeadStone(t *testing.T) {
	const i = 256
	games := loadGnugo(t)
	_, gm := dameCut(games[i])
	g := gm.Geometry()
	res, _, err := EstimateScore(context.Background(), gm, Options{Seed: i + 1})
	if err != nil {
		t.Fatal(err)
	}
	for _, v := range []string{"D12", "G12", "E13", "G7", "C13", "F10"} {
		if p, _ := g.ParseVertex(v); res.Removed.Has(p) {
			t.Errorf("%s dead (dead %v); the seki keeps both chains", v, vertices(g, &res.Removed))
		}
	}
	if res.Margin != 30.5 {
		t.Errorf("count %s, GNU Go 3.8's count of the game B+30.5", res)
	}
}
