package judge

import (
	"context"
	"testing"
)

// sacrificeExtra is made for the test: Black's chain B9-J9-A6 has the
// liberties A9, A7 and B7, shared with White's A8-B8, and J8, which White
// fills next to his live wall. White fills J8, A9 and A7 (or B7), Black
// takes three stones into a bent or pyramid eye and White kills it. Hand
// count: all 81 points White's, W+88.5 at komi 7.5; GNU Go 3.8 agrees
// (final_score W+88.5, the 13 black stones dead).
var sacrificeExtra = []string{
	". X X X X X X X X",
	"O O X O O O O O .",
	". . X O . . . O O",
	"X X X O . . . O .",
	"O O O O O O O O O",
	". . . . . . . . .",
	". . . . . . . . .",
	". . . . . . . . .",
	". . . . . . . . .",
}

// sacrificeCorner is made for the test: White's F9-J7 chain and Black's
// G9-J9 share their two liberties, G8 and J8. Black fills J8, White must
// take four stones with G8, and his eye G9-H9-J9-J8 is the bent four in the
// corner: Black plays H9, and White's best is a ko that Black wins once he
// has removed the threats. Hand count: all 81 points Black's, B+73.5 at
// komi 7.5; GNU Go 3.8 agrees (final_score B+73.5, White's seven stones
// dead).
var sacrificeCorner = []string{
	"X X X X X O X X X",
	"X X X X X O . O .",
	"X X X X X O O O O",
	"X X X X X X X X X",
	". . . . . . . . .",
	". . . . . . . . .",
	". . . . . . . . .",
	". . . . . . . . .",
	". . . . . . . . .",
}

// TestSacrificeSeki checks sacrificeSeki on its own, the chains first put
// in seki as the playouts leave them where the reading does not reach
// (falseSeki, in the life test, is such a position): the false seki of a
// small chain that can be sacrificed into a killable eye is undone, with
// and without other liberties of the big chain, and a true seki
// (sekiThree, whose small chain is too long for a killable eye) stays.
func TestSacrificeSeki(t *testing.T) {
	cases := []struct {
		name       string
		rows       []string
		seki       []string // put in seki before the step
		dead, live []string // after it
	}{
		{"shared liberties and one more", sacrificeExtra, []string{"B9", "A8"}, []string{"B9", "J9", "A6"}, []string{"A8", "B8"}},
		{"shared liberties only", falseSeki, []string{"B13", "A12", "F13", "D13"}, []string{"B13", "C9", "F13", "E8"}, []string{"A12", "B12", "D13", "E7"}},
		{"into the bent four in the corner", sacrificeCorner, []string{"F9", "G9"}, []string{"F9", "J7"}, []string{"G9", "J9"}},
		{"true seki", sekiThree, []string{"A8", "B9"}, nil, nil},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			gm := diagram(t, "chinese", 7.5, tc.rows...)
			g := gm.Geometry()
			j, err := Judge(context.Background(), gm, Options{Seed: 1})
			if err != nil {
				t.Fatal(err)
			}
			b := &j.board
			for _, v := range tc.seki {
				p, _ := g.ParseVertex(v)
				for _, s := range b.ChainStones(nil, p) {
					j.setStatus(s, Seki)
				}
			}
			j.sacrificeSeki()
			for _, v := range tc.dead {
				p, _ := g.ParseVertex(v)
				if st := j.Status(p); st != Dead {
					t.Errorf("%s is %v, want dead", v, st)
				}
			}
			for _, v := range tc.live {
				p, _ := g.ParseVertex(v)
				if st := j.Status(p); st != Alive {
					t.Errorf("%s is %v, want alive", v, st)
				}
			}
			if tc.dead == nil {
				for _, v := range tc.seki {
					p, _ := g.ParseVertex(v)
					if st := j.Status(p); st != Seki {
						t.Errorf("%s is %v, want seki", v, st)
					}
				}
			}
		})
	}
}
