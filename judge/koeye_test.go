package judge

import (
	"fmt"
	"testing"
)

// TestKoEyes checks which points koEyes reports: an eye whose owner has a
// lone stone in atari on it (the opponent's capture there leaves a ko),
// and not the shapes that look alike but are no ko eye.
func TestKoEyes(t *testing.T) {
	cases := []struct {
		name string
		rows []string
		want []string // "eye/stone/owner"
	}{
		{"on the edge: C2 is a lone black stone in atari on the eye C1", []string{
			". . . . . .",
			". O O O . .",
			"X O X O X .",
			"X X . X X .",
		}, []string{"C1/C2/B"}},
		{"in the corner", []string{
			". . . .",
			"O O . .",
			"X O . .",
			". X X .",
		}, []string{"A1/A2/B"}},
		{"in the middle, for White", []string{
			". . . . . . .",
			". . . X . . .",
			". . X O X . .",
			". . O . O . .",
			". . O O O . .",
			". . . . . . .",
			". . . . . . .",
		}, []string{"D4/D5/W"}},
		{"the chain in atari has two stones: no ko", []string{
			". O O O . .",
			". O X O . .",
			"X O X O X .",
			"X X . X X .",
		}, nil},
		{"two chains in atari around the eye: no ko", []string{
			". . . . . . .",
			". O O O O . .",
			"X O X O X O .",
			"X X . X X O .",
		}, nil},
		{"a real eye: no neighbour in atari", []string{
			". . . . . .",
			". O O O . .",
			"X O X X X .",
			"X X . X X .",
		}, nil},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			gm := diagram(t, "chinese", 7.5, tc.rows...)
			g := gm.Geometry()
			var got []string
			for _, k := range koEyes(gm.Board(), false) {
				got = append(got, fmt.Sprintf("%s/%s/%s", g.Vertex(k.eye), g.Vertex(k.stone), k.owner))
			}
			if fmt.Sprint(got) != fmt.Sprint(tc.want) {
				t.Errorf("koEyes = %v, want %v", got, tc.want)
			}
		})
	}
}
