package judge

import (
	"fmt"
	"testing"
)

// TestKoEyes checks which points koEyes reports: an eye whose owner has a
// lone stone in atari on it (the opponent's capture there leaves a ko),
// an approach ko eye (a lone opponent stone in atari in the owner's wall,
// whose capture leaves the capturing stone open to an atari and a ko),
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
		{"approach: Black's B5 would take C5 and be left with A5 and C5, White's A5 the atari", []string{
			". . O X . .",
			"O O X X . .",
			". . X . . .",
			". . X . . .",
			". . X . . .",
		}, []string{"B5/C5/B approach"}},
		{"approach with White's atari a self-atari: no ko", []string{
			". . O X . .",
			"O O X X . .",
			". O X . . .",
			"X X X . . .",
			". . . . . .",
		}, nil},
		{"Black's capture leaves three liberties: no ko", []string{
			". . O X . .",
			". . X X . .",
			"O O X . . .",
			". . X . . .",
			". . X . . .",
		}, nil},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			gm := diagram(t, "chinese", 7.5, tc.rows...)
			g := gm.Geometry()
			var got []string
			for _, k := range koEyes(gm.Board(), false) {
				e := fmt.Sprintf("%s/%s/%s", g.Vertex(k.eye), g.Vertex(k.stone), k.owner)
				if k.approach {
					e += " approach"
				}
				got = append(got, e)
			}
			if fmt.Sprint(got) != fmt.Sprint(tc.want) {
				t.Errorf("koEyes = %v, want %v", got, tc.want)
			}
		})
	}
}
