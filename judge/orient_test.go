package judge

import (
	"context"
	"strings"
	"testing"

	"github.com/gtp-referee/gtp-referee/geom"
)

// turnRows returns a diagram (rows of X/O/., top row first) turned by
// symmetry s (see geom.Geometry.Turn).
func turnRows(rows []string, s int) []string {
	h := len(rows)
	w := len(strings.Fields(rows[0]))
	g := geom.MustGet(w, h)
	tg := g.Turned(s)
	out := make([][]string, tg.H)
	for i := range out {
		out[i] = make([]string, tg.W)
	}
	for i, row := range rows {
		for x, f := range strings.Fields(row) {
			tx, ty := tg.XY(g.Turn(g.Point(x, h-1-i), s))
			out[tg.H-1-ty][tx] = f
		}
	}
	turned := make([]string, tg.H)
	for i, r := range out {
		turned[i] = strings.Join(r, " ")
	}
	return turned
}

// TestOrientation judges positions in their eight turns: the dead stones
// and the count must not depend on how the board is turned. Each of these
// depended on it: the playouts' first capture among chains of one size in
// atari, and the scan for a playout move from a random point on, followed
// board order (lifeDead: W+8.5 in four turns, W+36.5 in the others); the
// dame filling takes them in board order (P6, a row of three dame that
// White's stone at its mouth takes whole: W+4.5, the rules' hand count, in
// four turns, W+6.5 in the others; fillSidePosition W+8.5 or W+9.5); a
// group next to a dragon that the local reading killed stayed as the
// playouts left it, in which the dragon lived (koEyeDragon: W+22.5, the
// count of GNU Go's play-out, in one turn, W+11.5 in seven).
func TestOrientation(t *testing.T) {
	if testing.Short() {
		t.Skip("eight judgments a position")
	}
	cases := []struct {
		name   string
		rows   []string
		komi   float64
		result string // hand count, record or GNU Go
	}{
		{"P6", p6, 0.5, "W+4.5"}, // RULES.md P6, its hand count
		{"dead group", lifeDead, 7.5, "W+8.5"},
		{"filling by the side", fillSidePosition, 7.5, ""},
		{"ko eye", koEyeDragon, 7.5, "W+22.5"},
		{"ko seki", koSekiRows, 7.5, "W+31.5"}, // GNU Go, Black to move
		{"carpenter's square", carpenterSquare, 7.5, ""},
		{"pocket seki", pocketSeki, 7.5, "B+52.5"}, // GNU Go, Black to move
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			var first string
			for s := 0; s < geom.Symmetries; s++ {
				rows := turnRows(tc.rows, s)
				gm := diagram(t, "chinese", tc.komi, rows...)
				j, err := Judge(context.Background(), gm, Options{Seed: 1})
				if err != nil {
					t.Fatal(err)
				}
				// The dead stones, turned back.
				og := geom.MustGet(len(strings.Fields(tc.rows[0])), len(tc.rows))
				removed := j.Resolved()
				var dead geom.Bitboard
				for _, p := range og.Points {
					if removed.Has(og.Turn(p, s)) {
						dead.Set(p)
					}
				}
				got := Score(gm, j).String() + " dead " + strings.Join(vertices(og, &dead), " ")
				if s == 0 {
					first = got
					if tc.result != "" && !strings.HasPrefix(got, tc.result+" ") {
						t.Errorf("%s, want %s", got, tc.result)
					}
					continue
				}
				if got != first {
					t.Errorf("turn %d: %s; unturned: %s", s, got, first)
				}
			}
		})
	}
}
