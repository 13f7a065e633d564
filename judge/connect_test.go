package judge

import (
	"context"
	"testing"

	"github.com/gtp-referee/gtp-referee/engine"
	"github.com/gtp-referee/gtp-referee/geom"
)

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

// TestConnectCutCaptured: a stone joined to a live group by one shared
// liberty where the opponent's cut has two liberties but is caught at
// once (White C2 is netted by Black C3: White C1 then has the single
// liberty D1) is alive. The cut point alone decides: with C3 White's, the
// cut at C2 joins it and runs out, and the stone stays dead.
func TestConnectCutCaptured(t *testing.T) {
	for _, tc := range []struct {
		name, row3 string
		want       Status
	}{
		{"net", ". X . . . O . . .", Alive},
		{"cut joins a white stone", ". X O . . O . . .", Dead},
	} {
		t.Run(tc.name, func(t *testing.T) {
			gm := diagram(t, "chinese", 7.5,
				". X O . . . . . .",
				"X X O . . . . . .",
				". X O . . . . . .",
				"X X O . . . . . .",
				"X X O O O O . . .",
				"X X . . . O . . .",
				tc.row3,
				"X X . X . O . . .",
				". X . . . O . . .")
			g := gm.Geometry()
			if st := deadThenConnect(t, gm, g.Point(1, 1), g.Point(3, 1)); st != tc.want { // B2, D2
				t.Errorf("D2 is %v, want %v", st, tc.want)
			}
		})
	}
}
