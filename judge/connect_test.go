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

// atariPosition is the final position of the 4th Limin Cup, Chen Xian -
// Seol Hyunjun (semifinal, komi 7.5, W+0.5 by count). White's R6 is in
// atari, held by Black's live Q6 and R5; Black takes it at S6 (not a ko)
// and his R7 ... S10 join the lower right. GNU Go 3.8 calls R6 dead and
// counts W+0.5, as recorded; the playouts left R6 and Black's R7 group
// unsettled and resolved the group dead (W+26.5).
var atariPosition = []string{
	". . . . . . . . . . O O X . X O O . .", // 19
	". . . . . . . . . . O X X . X X O . .", // 18
	". . . O . O . . . . O X X X O X O O .", // 17
	"O O . . O X O . O O . O X O O O X X .", // 16
	"X O O O X X O O O O . O X X O O O O .", // 15
	"X X O X . X O O O O O X . X O X O . .", // 14
	". X X X X X X X O X X X X X X X X O .", // 13
	"O X . . . O . X O O O X . O . X O . .", // 12
	"X X O O . . X X O X O X . . X X O O O", // 11
	"O X . . . X . . X X O X O . X O O X O", // 10
	"O X X . X O X X X X X O X X X O X X X", // 9
	"O X . X O O O X O X X O O O O O X . .", // 8
	"O O X X X O O O O O O X X X X O X . .", // 7
	"O O O O X O X O O X X X O O X X O . .", // 6
	". . . . O O X X X O O O O X . X X . .", // 5
	"O O . O O O O X X O O X X . O O X . .", // 4
	"X O O X O X X X O . O O X X O X . X .", // 3
	"X X X X X X X O . O O . O X X . X O .", // 2
	"X . O X . X O O O . . O O O X X . . .", // 1
}

// sekiConnPosition is the final position of the 37th Meijin League, Kim
// Sujun - Yuki Satoshi (2012, komi 6.5, B+8.5 by Japanese count). On the
// left, Black's B7 B6 C6 B5 A5 A4 share A6 with White's A7, and the
// playouts call them a seki; but their other liberty, D6, joins them to
// Black's live group, and a White stone there would be captured at once. GNU Go 3.8 finds no seki
// (final_status_list seki). Counted as a seki, Black's D6 was an
// uncounted seki eye under Japanese rules (B+12.5).
var sekiConnPosition = []string{
	". X X O . . . . . . . . . O . O . . .", // 19
	"X X O O . . . . . . O . O . O . O . .", // 18
	". X X O . . . . . X O X . O X O O . O", // 17
	"X X O O . O O O . X O . X O X X X O O", // 16
	"X X X O O X O X . O . O O X O O X X X", // 15
	"X O X X X X X O O O . O . X X O O X .", // 14
	"X O O O O X . O O . O . X X . . . X .", // 13
	"O . O X X X X X O . O X X O X X . . .", // 12
	". O . O X O . X O O X O O O X . X . .", // 11
	". . O O O O O O . O X . O . O X . . .", // 10
	". O X X O X O O X X X X O . O X . . .", // 9
	". O O X O X X O X X O O . O X . . . .", // 8
	"O X O X X . X X X O O O O O X . . . .", // 7
	". X X . X . . X O O O X X X . X X . .", // 6
	"X X O X X X O X X O O O X . X . . . .", // 5
	"X O O O X O X X O O X X O . . X . . .", // 4
	"O . . . O O O X X X O X . O . X . . .", // 3
	". O . O . O X X . . . . . . . . . . .", // 2
	". . . . O X X . . . . . . . . . . . .", // 1
}

// TestSekiConnected checks that a seki chain joined to a live chain of its
// colour by an uncuttable point is alive, and that the seki's points go
// with it.
func TestSekiConnected(t *testing.T) {
	gm := diagram(t, "japanese", 6.5, sekiConnPosition...)
	g := gm.Geometry()
	for seed := uint64(1); seed <= 2; seed++ {
		j, err := Judge(context.Background(), gm, Options{Seed: seed})
		if err != nil {
			t.Fatal(err)
		}
		for _, v := range []string{"B6", "A5", "C6"} {
			if p, _ := g.ParseVertex(v); j.Status(p) != Alive {
				t.Errorf("seed %d: %s is %v, want alive", seed, v, j.Status(p))
			}
		}
		if p, _ := g.ParseVertex("D6"); j.Seki.Has(p) {
			t.Errorf("seed %d: D6 is a seki point", seed)
		}
	}
}

// TestAnswerBeforeReadingCapture: White's last move A7 puts Black's A6 in
// atari (its liberty A5, next to Black's B5), and White's H1, with G1
// and J1 for liberties inside Black's corner, falls to Black's move (J1,
// then G1 whatever White does: White's G1 is taken with F1 and G2 at
// F2). Black to move has one move for both. The shape is that of GNU Go
// self-play dame-cut position 196, the rest filled in. By hand at komi 0:
// Black A5, White G1, Black J1, White F2; Black has A1-A6, B1-B5, C1-C5,
// D1-D4 and E1 (21) and G3-G9, H2-H9 and J1-J9 (24), 45; White the other
// 36 (no dame left): B+9. Black's
// capture first (J1, White A5 taking A6, Black A4, White F2, Black G1
// taking H1) moves A5 and A6 to White and G1 and H1 to Black: B+9 again.
// GNU Go 3.8 (gnugo --mode gtp --chinese-rules, loadsgf of the position,
// final_score): B+9, final_status_list dead empty; after its own play-out
// (W G1, B J1, W F2, B H3) B+9. The judgment had Black answer A5, found
// that no status changed with it (A6 is alive: his one chain in atari
// that connects out) and dropped the answer, so that the race Black wins
// by reading took H1 with the same move: B+13, H1 dead. The same in the
// eight turns of the board and with the colours swapped.
func TestAnswerBeforeReadingCapture(t *testing.T) {
	rows := []string{
		"O O O O O O X . .", // 9
		"O . O O . O X . .", // 8
		". O O O O O X . .", // 7
		"X O O O O O X . .", // 6
		". X X O O O X . .", // 5
		". . X X O O X . .", // 4
		". . . X O O X . .", // 3
		". . . X O . O X X", // 2
		". . . X X O . O .", // 1
	}
	turnedCase(t, "Black to move", rows, 0, []string{"W A7"}, "", 9, true)
}

// TestSaveBeforeCapture: Black's last move H9 leaves White's five stones
// E8 F8 G8 G7 F9 with E9 and G9 for liberties and capturable: Black's G9
// puts them in atari, White's E9 joins D9, whose other liberty C9 Black
// then takes (Black's E9 at once is an atari White cannot escape, his G9
// having no liberty). White saves them at C9, joining D9 to C8 first
// (after it Black's E9 is suicide and his G9 is answered at E9). Black's
// B3, in atari in White's wall (its liberty C3), is then Black's to
// connect at C3, to C4 and C2. White to move has one move for both: the
// capture at C3 costs the five stones (Black G9, White E9, Black C9 takes
// seven). The shape is that of GNU Go self-play dame-cut position 455
// (White's G18 chain and Black's M18). By hand at komi 0, White C9, Black
// C3, White E9, Black G9: White has A9-F9, A8-C8, E8-G8, A7, B7, G7 and
// A6-B1 but B3 (26), Black the other 55: B+29. GNU Go 3.8 (gnugo --mode
// gtp --chinese-rules, loadsgf of the position): final_score B+29,
// final_status_list dead empty, and genmove white C9, then genmove black
// C3. The count had B3 dead, taken at C3 with the move White needs for his
// chain: B+25 (B3, C3 and D3 dame). The same in the eight turns of the
// board and with the colours swapped.
func TestSaveBeforeCapture(t *testing.T) {
	rows := []string{
		". . . O . O . . .", // 9
		". O O X O O O X .", // 8
		". O X X X X O X X", // 7
		". O X . X . X X .", // 6
		". O X X X X X . X", // 5
		"O O X . X X X X X", // 4
		"O X . . X . X . X", // 3
		"O O X X X X X X X", // 2
		". O X . X . X . X", // 1
	}
	turnedCase(t, "White to move", rows, 0, []string{"B H9"}, "", 29, true)
}
