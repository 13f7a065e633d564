package judge

import (
	"context"
	"slices"
	"testing"

	"github.com/gtp-referee/gtp-referee/geom"
)

// doubleKo is the double-ko seki: Black's chain E4-H1 has the eye G1 and
// the ko point E1, where White takes D1; White's chain A2-D4 has the eye
// A1 and the ko point D3, where Black takes E3. Whoever takes one ko puts
// the other's chain in atari, which takes the other ko: neither can win.
var doubleKo = []string{
	". . . X O . . . .", // 9
	". . . X O . . . .", // 8
	"X X X X O O O O O", // 7
	". . . X O . . . .", // 6
	". X X X O O O . .", // 5
	". X O O X X O . .", // 4
	"X X O . O X O O O", // 3
	"O O O O X X X X O", // 2
	". O O X . X . X O", // 1
}

// TestDoubleKoSeki: both chains and both ko stones are in seki, none is
// dead; GNU Go 3.8's final_status_list seki lists the same four chains.
// Hand count, area, komi 0: Black 23 stones, A6-C6 A5 A4 (5), A9-C8 (6)
// and the points G1 and E1 that only Black's stones touch, 36; White 27
// stones, F9-J8 (8), F6-J4 (8), A1 and D3, 45: W+9, the Tromp-Taylor
// count. Territory, where the points of a seki are no one's, no
// prisoners: Black 11, White 16: W+5. Before, the playouts, which end
// with both kos taken, had E3 and D1 dead (the same margins: each side
// lost a stone and a point).
func TestDoubleKoSeki(t *testing.T) {
	for _, tc := range []struct {
		preset string
		want   float64
	}{{"chinese", -9}, {"japanese", -5}} {
		res := passAndScore(t, tc.preset, doubleKo, []geom.Colour{geom.Black, geom.White})
		if res.Margin != tc.want {
			t.Errorf("%s: %s, want %v", tc.preset, res, tc.want)
		}
		gm := diagram(t, tc.preset, 0, doubleKo...)
		j, err := Judge(context.Background(), gm, Options{Seed: 1})
		if err != nil {
			t.Fatal(err)
		}
		g := gm.Geometry()
		if dead := j.List(Dead); len(dead) != 0 {
			t.Errorf("%s: dead %v, want none", tc.preset, vertices(g, &j.Dead))
		}
		seki := vertices(g, &j.Seki)
		for _, v := range []string{"E3", "D1", "C3", "E2", "H1", "A1", "G1", "D3", "E1"} {
			if !slices.Contains(seki, v) {
				t.Errorf("%s: seki %v lacks %s", tc.preset, seki, v)
			}
		}
	}
	// With H1 empty Black wins the kos: no seki. White's chain has two
	// liberties, A1 and D3, and Black's E3 capture takes one; White's
	// take at E1 leaves Black G1, H1 and E3, and Black's A1 captures. By
	// hand the same with White to move (her E1, H1 or G1 first changes
	// nothing; D3 fills her own liberty). GNU Go 3.8 disagrees: it lists
	// both chains in seki with Black to move and Black's dead with White
	// to move (W+16.5 and W+40.5 at komi 7.5).
	open := slices.Clone(doubleKo)
	open[8] = ". O O X . X . . O"
	noSekiAt(t, open, "E3")
}

// noSekiAt judges rows (Chinese rules, komi 0, Black to move) and fails
// the test when the stone at v is in seki.
func noSekiAt(t *testing.T, rows []string, v string) {
	t.Helper()
	gm := diagram(t, "chinese", 0, rows...)
	j, err := Judge(context.Background(), gm, Options{Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	if p, _ := gm.Geometry().ParseVertex(v); j.Seki.Has(p) {
		t.Errorf("seki %v, want %s out of it", vertices(gm.Geometry(), &j.Seki), v)
	}
}

// koSekiRows is the ko seki: Black's chain D4-F1 has the eye E1 and the
// liberty C1, which it shares with White's chain B4-B1; White's has the
// eye A1, C1 and the ko point C3, where Black takes the lone stone D3.
// Neither side can fill C1, so both chains live in seki; the ko decides
// who gets C3 and D3.
var koSekiRows = []string{
	". . X O . . . . .", // 9
	". . X O . . . . .", // 8
	"X X X O O O O O O", // 7
	". . X O . . . . .", // 6
	"X X X O O O . . .", // 5
	"X O O X X O . . .", // 4
	"X O . O X O O . .", // 3
	"O O O X X X O . .", // 2
	". O . X . X O . .", // 1
}

// TestKoSeki: both chains are in seki with either side to move, and the
// lone stone D3 is dead with Black to move (he takes the ko and connects)
// and in seki with White to move (she connects at C3): GNU Go 3.8 lists
// the same (final_status_list dead and seki, --chinese-rules) and counts
// W+31.5 and W+35.5 at komi 7.5. Hand count, area, komi 0: Black has 11
// stones and 6 points in the upper left and the 8 stones of D4-F1 with the
// eye E1; with Black to move also C3 and D3, 28 against White's 52 (C1 a
// dame): W+24; with White to move Black 26, White 54: W+28. Before, the
// playouts, which take and retake the ko, had Black's chain dead with
// some seeds (W+47 at komi 0) and D3 alive or dead with others.
func TestKoSeki(t *testing.T) {
	sekiChains := []string{"B4", "C4", "B3", "A2", "B2", "C2", "B1", "D4", "E4", "E3", "D2", "E2", "F2", "D1", "F1"}
	// With D1 empty and Black to move, taking the ko loses Black's chain
	// (White C1, and the region C1-E1 is shared), so Black plays D1 and
	// it is the ko seki with White to move: GNU Go 3.8 lists the same
	// chains and D3 in seki and counts W+35.5 at komi 7.5, the count
	// above (W+28 at komi 0). Before, the local reading's transposition
	// table ignored the ko ban, found no living move, and the count was
	// W+31 at komi 0 with no seki.
	open := slices.Clone(koSekiRows)
	open[8] = ". O . . . X O . ."
	for _, tc := range []struct {
		name   string
		rows   []string
		passes []geom.Colour
		want   float64
		d3     Status
	}{
		{"Black to move", koSekiRows, nil, -24, Dead},
		{"White to move", koSekiRows, []geom.Colour{geom.Black}, -28, Seki},
		{"D1 open, Black to move", open, nil, -28, Seki},
	} {
		for seed := uint64(1); seed <= 4; seed++ {
			gm := diagram(t, "chinese", 0, tc.rows...)
			for _, c := range tc.passes {
				gm.Play(c, geom.Pass)
			}
			j, err := Judge(context.Background(), gm, Options{Seed: seed})
			if err != nil {
				t.Fatal(err)
			}
			g := gm.Geometry()
			res := Score(gm, j)
			if res.Margin != tc.want {
				t.Errorf("%s, seed %d: %s, want %v", tc.name, seed, res, tc.want)
			}
			for _, v := range sekiChains {
				// Only stones have a status (D1 open: the count plays it).
				if p, _ := g.ParseVertex(v); gm.Board().At(p) != geom.Empty && j.Status(p) != Seki {
					t.Errorf("%s, seed %d: %s is %v, want seki", tc.name, seed, v, j.Status(p))
				}
			}
			if p, _ := g.ParseVertex("D3"); j.Status(p) != tc.d3 {
				t.Errorf("%s, seed %d: D3 is %v, want %v", tc.name, seed, j.Status(p), tc.d3)
			}
		}
	}
}
