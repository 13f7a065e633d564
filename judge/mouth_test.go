package judge

import (
	"testing"

	"github.com/gtp-referee/gtp-referee/geom"
)

// TestMouthOf checks the mouths of small eye spaces on RULES.md P6 and on
// a corner drawn by hand. In P6, E3 F3 G3 touch White only, but for G3,
// which also touches Black's G4: G3 is the mouth of White's space. Its
// three dame H9 J8 (each touching both colours) are no mouth.
func TestMouthOf(t *testing.T) {
	gm := diagram(t, "chinese", 0.5, p6...)
	g := gm.Geometry()
	b := gm.Board()
	at := vertexAt(t, g)
	var none geom.Bitboard
	for v, want := range map[string]geom.Colour{
		"G3": geom.White, "F3": geom.Empty, "E3": geom.Empty,
		"H9": geom.Empty, "J8": geom.Empty, "A9": geom.Empty,
	} {
		if got := mouthOf(g, b, &none, at(v)); got != want {
			t.Errorf("P6 %s: mouth of %v, want %v", v, got, want)
		}
	}
	// White's row of five on the right edge, entered from Black's G1 at
	// H1 (GNU Go game 167's corner); a second Black stone touching the
	// row (at J5 in the second board) or a row of six is no mouth.
	rows := []string{
		". . . . . . . . .", // 9
		". . . . . . . . .", // 8
		". . . . . . . . .", // 7
		". . . . . . . . .", // 6
		". . . . . . . O O", // 5
		". . . . . . X O .", // 4
		". . . . . . X O .", // 3
		". . . . . . X O .", // 2
		". . . . . . X . .", // 1
	}
	cases := []struct {
		name string
		edit func([]string) []string
		want geom.Colour
	}{
		{"row of five", func(r []string) []string { return r }, geom.White},
		{"touched twice", func(r []string) []string {
			r[4] = ". . . . . . . O X"
			return r
		}, geom.Empty},
		{"row of six", func(r []string) []string {
			r[3] = ". . . . . . . O O"
			r[4] = ". . . . . . . O ."
			return r
		}, geom.Empty},
	}
	for _, tc := range cases {
		r := tc.edit(append([]string(nil), rows...))
		gm := diagram(t, "chinese", 7.5, r...)
		at := vertexAt(t, gm.Geometry())
		if got := mouthOf(gm.Geometry(), gm.Board(), &none, at("H1")); got != tc.want {
			t.Errorf("%s: H1 mouth of %v, want %v\n%s", tc.name, got, tc.want, gm.Board().String())
		}
	}
}

// TestFillMouth: two GNU Go self-play games cut before White's last move,
// which closed the mouth of a five-point eye space of a group with no
// other eye (H1 in game 167, B9 in game 245). A Black stone there, a dame
// to the plain filling, leaves a space Black enters point by point and
// kills the group, so every filling failed and the count fell back on the
// dame split: 5 points off. White, whose group the judgment counts alive,
// closes the mouth; the count must be GNU Go's count of the whole game.
func TestFillMouth(t *testing.T) {
	cutCountsAsGnugo(t, 167, 1, "W H1", "B+24.5")
	cutCountsAsGnugo(t, 245, 1, "W B9", "B+18.0")
}
