package judge

import (
	"context"
	"testing"

	"github.com/gtp-referee/gtp-referee/engine"
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
			if got := read(g, gm.Board(), &r, geom.Black); got != tc.blackFirst {
				t.Errorf("Black first: %v, want %v", got, tc.blackFirst)
			}
			if got := read(g, gm.Board(), &r, geom.White); got != tc.whiteFirst {
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

// TestConnectSafe: a stone joined to a live group by a point where the
// opponent's cut would be in atari at once is alive, whatever the playouts
// said; a stone with a single liberty is not rescued that way.
// TestConnectMiai covers the other way of joining.
func TestConnectSafe(t *testing.T) {
	for _, tc := range []struct {
		name, row9 string
		want       Status
	}{
		// Black's group lives with the eyes A1 and A5. White D9 ataris
		// C9 and Black connects at B9; White B9 first is captured at A9.
		{"two liberties", ". . X . . . . . .", Alive},
		// C9 has one liberty: White B9 captures it.
		{"one liberty", ". . X O . . . . .", Dead},
	} {
		t.Run(tc.name, func(t *testing.T) {
			gm := diagram(t, "chinese", 7.5,
				tc.row9,
				"X X O O O O O O O",
				"X X O . . . . . .",
				"X X O . . . . . .",
				". X O . . . . . .",
				"X X O . . . . . .",
				"X X O . . . . . .",
				"X X O . . . . . .",
				". X O . . . . . .")
			g := gm.Geometry()
			if st := deadThenConnect(t, gm, g.Point(1, 1), g.Point(2, 8)); st != tc.want { // B2, C9
				t.Errorf("C9 is %v, want %v", st, tc.want)
			}
		})
	}
}

// TestConnectMiai: a stone diagonal to a live group, with both points
// between them empty, is joined to it: a cut at one is answered at the
// other.
func TestConnectMiai(t *testing.T) {
	gm := diagram(t, "chinese", 7.5,
		". . . . . . . . .",
		". . . . . . . . .",
		". . X . . . . . .",
		"X X . O O O O O O",
		"X X O . . . . . .",
		". X O . . . . . .",
		"X X O . . . . . .",
		"X X O . . . . . .",
		". X O . . . . . .")
	g := gm.Geometry()
	if st := deadThenConnect(t, gm, g.Point(1, 5), g.Point(2, 6)); st != Alive { // B6, C7
		t.Errorf("C7 is %v, want alive (B7 and C6 are miai)", st)
	}
}

// deadThenConnect judges gm, checks that the chain at group is alive, marks
// the stone at p dead as if the playouts had misjudged it, runs
// connectSafe and returns the stone's status.
func deadThenConnect(t *testing.T, gm *engine.Game, group, p geom.Point) Status {
	t.Helper()
	j, err := Judge(context.Background(), gm, Options{Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	if st := j.Status(group); st != Alive {
		t.Fatalf("%s is %v, want alive", gm.Geometry().Vertex(group), st)
	}
	j.setStatus(p, Dead)
	j.connectSafe()
	return j.Status(p)
}
