package judge

import (
	"context"
	"testing"

	"github.com/gtp-referee/gtp-referee/geom"
)

// TestRead reads textbook corner shapes. Black's group on the first two
// lines of the lower left corner is shut in by a white wall that owns the
// rest of the board; the eye space along the edge decides.
func TestRead(t *testing.T) {
	empty := ". . . . . . . . ."
	cases := []struct {
		name       string
		row3, row2 string
		row1       string
		// Outcomes with Black to move first and with White first.
		blackFirst, whiteFirst outcome
	}{
		{
			// Straight three: the middle point makes two eyes or kills.
			name: "straight three",
			row3: "O O O O O . . . .", row2: "X X X X O . . . .", row1: ". . . X O . . . .",
			blackFirst: lives, whiteFirst: dies,
		},
		{
			// Straight three with a white stone on the vital point:
			// dead whoever moves first.
			name: "straight three, vital point taken",
			row3: "O O O O O . . . .", row2: "X X X X O . . . .", row1: ". O . X O . . . .",
			blackFirst: dies, whiteFirst: dies,
		},
		{
			// Straight four: alive whoever moves first.
			name: "straight four",
			row3: "O O O O O O . . .", row2: "X X X X X O . . .", row1: ". . . . X O . . .",
			blackFirst: lives, whiteFirst: lives,
		},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			gm := diagram(t, "chinese", 7.5, empty, empty, empty, empty, empty, empty, tc.row3, tc.row2, tc.row1)
			j, err := Judge(context.Background(), gm, Options{Seed: 1})
			if err != nil {
				t.Fatal(err)
			}
			g := gm.Geometry()
			r, ok := j.enclosedRegion(g.Point(0, 1)) // A2
			if !ok {
				t.Fatalf("A2: no enclosed region found")
			}
			if got := new(searcher).read(context.Background(), g, gm.Board(), &r, geom.Black); got != tc.blackFirst {
				t.Errorf("Black first: %v, want %v", got, tc.blackFirst)
			}
			if got := new(searcher).read(context.Background(), g, gm.Board(), &r, geom.White); got != tc.whiteFirst {
				t.Errorf("White first: %v, want %v", got, tc.whiteFirst)
			}
			// The judgment follows: dead when dead whoever moves first,
			// alive when alive whoever moves first.
			st := j.Status(g.Point(0, 1))
			switch {
			case tc.blackFirst == dies && st != Dead:
				t.Errorf("A2 is %v, want dead", st)
			case tc.whiteFirst == lives && st != Alive:
				t.Errorf("A2 is %v, want alive", st)
			}
		})
	}
}
