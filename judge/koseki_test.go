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
	// With a second eye point (H1 empty: G1-H1) Black wins the kos: no
	// seki (White's chain has two liberties, Black's three).
	open := slices.Clone(doubleKo)
	open[8] = ". O O X . X . . O"
	gm := diagram(t, "chinese", 0, open...)
	j, err := Judge(context.Background(), gm, Options{Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	if p, _ := gm.Geometry().ParseVertex("E3"); j.Seki.Has(p) {
		t.Errorf("with two eye points: seki %v", vertices(gm.Geometry(), &j.Seki))
	}
}
