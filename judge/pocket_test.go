package judge

import (
	"context"
	"fmt"
	"testing"

	"github.com/gtp-referee/gtp-referee/engine"
	"github.com/gtp-referee/gtp-referee/geom"
)

// pocketSeki: Black's H2-H1 sit in the eye space of White's chain E3-F1,
// which has the eye F2 and surrounds G1, J2 and J1 with them. Black to
// move makes a seki at J2 (each side then has one eye and the shared
// liberty G1); White to move takes the second eye at G1, and the stones
// die.
var pocketSeki = []string{
	". . . . . . . . .", // 9
	". . . . . . . . .", // 8
	". . . . . . . . .", // 7
	". . . . . . . . .", // 6
	". . . . . . . . .", // 5
	"X X X X X X X X X", // 4
	". . . X O O O O O", // 3
	". . . X O . O X .", // 2
	". . . X O O . X .", // 1
}

// TestPocketSeki: GNU Go 3.8 (final_status_list, --chinese-rules) lists
// White's chain and H2-H1 in seki with Black to move and counts B+52.5 at
// komi 7.5, and H2-H1 dead with White to move, B+43.5. Hand count, area,
// komi 0: Black to move, Black has the 45 points of rows 5-9, the 12
// stones of his wall, A1-C3 (9) and H2 H1 J2 with the eye J1, 70; White
// her 9 stones and F2, 10; G1 a dame: B+60. White to move, White adds G1
// and the four points of H2-J1: 66 against 15, B+51. Before, H2-H1 were
// dead with either side to move: the local reading's flood ran through
// White's chain, which Black's stones can capture, to Black's wall and
// past its bounds (pocketRegion). With White to move the playouts, half
// of which start with Black, left H2-H1 unsettled, and the count removed
// them at some seeds only (B+57 at seeds 5 and 6): the local reading of
// White's move settles them, at seeds 1 to 6.
func TestPocketSeki(t *testing.T) {
	for _, tc := range []struct {
		name   string
		passes []geom.Colour
		want   float64
		h2     Status
	}{
		{"Black to move", nil, 60, Seki},
		{"White to move", []geom.Colour{geom.Black}, 51, Dead},
	} {
		for seed := uint64(1); seed <= 6; seed++ {
			gm := diagram(t, "chinese", 0, pocketSeki...)
			for _, c := range tc.passes {
				gm.Play(c, geom.Pass)
			}
			j, err := Judge(context.Background(), gm, Options{Seed: seed})
			if err != nil {
				t.Fatal(err)
			}
			pocketSekiCounts(t, gm, j, fmt.Sprintf("%s, seed %d", tc.name, seed), tc.want, tc.h2)
		}
	}
}

// pocketSekiCounts checks TestPocketSeki's count and statuses.
func pocketSekiCounts(t *testing.T, gm *engine.Game, j *Judgment, name string, want float64, h2 Status) {
	t.Helper()
	g := gm.Geometry()
	res := Score(gm, j)
	if res.Margin != want {
		t.Errorf("%s: %s, want %v", name, res, want)
	}
	// What final_status_list reports: the stones the count removes
	// are dead (an unsettled chain included).
	dead := res.Dead()
	status := func(v string) Status {
		p, _ := g.ParseVertex(v)
		if dead.Has(p) {
			return Dead
		}
		return j.Status(p)
	}
	e3 := map[Status]Status{Seki: Seki, Dead: Alive}[h2]
	for v, want := range map[string]Status{"H2": h2, "H1": h2, "E3": e3, "F1": e3} {
		if got := status(v); got != want {
			t.Errorf("%s: %s is %v, want %v", name, v, got, want)
		}
	}
}
