package judge

import (
	"context"
	"strings"
	"testing"

	"github.com/gtp-referee/gtp-referee/engine"
	"github.com/gtp-referee/gtp-referee/geom"
)

// passOut ends gm with two passes, Black first.
func passOut(t *testing.T, gm *engine.Game) {
	t.Helper()
	for _, c := range []geom.Colour{geom.Black, geom.White} {
		if r := gm.Play(c, geom.Pass); r != engine.Legal {
			t.Fatal(r)
		}
	}
}

// mirror reverses every row of a diagram (left and right exchanged).
func mirror(rows []string) []string {
	out := make([]string, len(rows))
	for i, r := range rows {
		f := strings.Fields(r)
		for a, b := 0, len(f)-1; a < b; a, b = a+1, b-1 {
			f[a], f[b] = f[b], f[a]
		}
		out[i] = strings.Join(f, " ")
	}
	return out
}

// TestPassedOutIsLiteral: once two passes have ended the game the count is
// RULES.md section 2's: each empty point to the colour that alone reaches
// it, the others dame, split (no dame filling anticipated, no open
// boundary split by distance). Hand counts:
//   - 9x9, Black C5 and White H5 only, komi 5.5: every empty point reaches
//     both, 79 dame; Black 1 + 39.5 = 40.5 stones, W+5.5.
//   - teirePosition, komi 0.5: Black A6 and B1-B5 (6 stones) own A1-A5
//     (11), White's 8 stones on C1-C7 and B6 own the 28 points right of
//     them (36), A7 and B7 are dame: 11 - 36 - 0.5, W+25.5. (Passed out,
//     the teire that filling A7 would force is not charged: TestAreaTeire
//     has it for the position not passed out, W+26.5.)
//   - P6 mirrored left to right, komi 0.5: W+4.5 as printed (before,
//     W+6.5 in four of the eight orientations).
func TestPassedOutIsLiteral(t *testing.T) {
	open := []string{}
	for y := 9; y >= 1; y-- {
		row := ". . . . . . . . ."
		if y == 5 {
			row = ". . X . . . . O ."
		}
		open = append(open, row)
	}
	cases := []struct {
		name string
		komi float64
		rows []string
		want string
	}{
		{"open", 5.5, open, "W+5.5"},
		{"teire", 0.5, teirePosition, "W+25.5"},
		{"p6", 0.5, p6, "W+4.5"},
		{"p6 mirrored", 0.5, mirror(p6), "W+4.5"},
	}
	for _, c := range cases {
		gm := diagram(t, "chinese", c.komi, c.rows...)
		passOut(t, gm)
		res, _, err := EstimateScore(context.Background(), gm, Options{Seed: 1})
		if err != nil {
			t.Fatal(err)
		}
		if got := res.String(); got != c.want {
			t.Errorf("%s, passed out: %s, want %s (%s)", c.name, got, c.want, res.Chinese())
		}
	}
}
