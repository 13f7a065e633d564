package judge

import (
	"context"
	"strings"
	"testing"

	"github.com/gtp-referee/gtp-referee/geom"
)

// TestKillableShape checks the eye shapes that nakadeSeki treats as
// killable against the textbook list: up to three points, the square and
// the pyramid four, the bulky and the cross five and the rabbity six are
// killed by a play at their vital point; the straight, bent and zigzag
// fours, the other fives and sixes, and broken shapes make two eyes or are
// not one eye space.
func TestKillableShape(t *testing.T) {
	cases := []struct {
		name string
		rows []string
		want bool
	}{
		{"one point", []string{"X"}, true},
		{"two points", []string{"X X"}, true},
		{"straight three", []string{"X X X"}, true},
		{"bent three", []string{"X X", "X ."}, true},
		{"square four", []string{"X X", "X X"}, true},
		{"pyramid four", []string{"X X X", ". X ."}, true},
		{"straight four", []string{"X X X X"}, false},
		{"bent four", []string{"X X X", "X . ."}, false},
		{"zigzag four", []string{"X X .", ". X X"}, false},
		{"bulky five", []string{"X X X", "X X ."}, true},
		{"cross five", []string{". X .", "X X X", ". X ."}, true},
		{"straight five", []string{"X X X X X"}, false},
		{"L five", []string{"X X X X", "X . . ."}, false},
		{"rabbity six", []string{". X .", "X X X", ". X X"}, true},
		{"rectangular six", []string{"X X X", "X X X"}, false},
		{"two separate points", []string{"X . X"}, false},
		{"square and a separate point", []string{"X X . X", "X X . ."}, false},
	}
	g := geom.MustGet(9, 9)
	for _, tc := range cases {
		var set geom.Bitboard
		for i, row := range tc.rows {
			for x, f := range strings.Fields(row) {
				if f == "X" {
					set.Set(g.Point(x+2, 6-i))
				}
			}
		}
		if got := killableShape(g, &set); got != tc.want {
			t.Errorf("%s: killable %v, want %v", tc.name, got, tc.want)
		}
	}
}

// TestBentFourInTheCorner checks killableShape on four points placed at a
// corner of a 19x19 board: the bent four whose bend is the corner point is
// killable (a ko the defender cannot start; dead once the attacker has
// removed the ko threats), in each corner and both orientations; the same
// four points away from the corner, and the bent four with the corner at
// one end, are not.
func TestBentFourInTheCorner(t *testing.T) {
	g := geom.MustGet(19, 19)
	cases := []struct {
		pts  []string
		want bool
	}{
		{[]string{"T19", "S19", "R19", "T18"}, true},
		{[]string{"T19", "S19", "T18", "T17"}, true},
		{[]string{"A1", "B1", "C1", "A2"}, true},
		{[]string{"A19", "A18", "A17", "B19"}, true},
		{[]string{"T1", "S1", "T2", "T3"}, true},
		{[]string{"S19", "R19", "Q19", "S18"}, false}, // along the edge, no corner
		{[]string{"T19", "S19", "R19", "R18"}, false}, // the corner at an end
		{[]string{"T19", "S19", "R19", "Q19"}, false}, // straight four
		{[]string{"J10", "H10", "G10", "J9"}, false},  // bent four in the centre
	}
	for _, tc := range cases {
		var set geom.Bitboard
		for _, v := range tc.pts {
			p, err := g.ParseVertex(v)
			if err != nil {
				t.Fatal(err)
			}
			set.Set(p)
		}
		if got := killableShape(g, &set); got != tc.want {
			t.Errorf("%v: killable %v, want %v", tc.pts, got, tc.want)
		}
	}
}

// TestBentInCornerSmallBoard: on a board of two or three lines a bent four
// may hold two corners. On 3x2, A1-B1-C1-A2 is the corner point A1, one
// point along one edge (A2) and two along the other (B1, C1): the
// definition's bent four in the corner, whose other corner A2 is an end.
// bentInCorner answered for the first corner of the set in board order,
// so that the same shape was bent in some turns of the board and not in
// others. Every turn must answer as the definition does.
func TestBentInCornerSmallBoard(t *testing.T) {
	g := geom.MustGet(3, 2)
	for _, pts := range [][]string{{"A1", "B1", "C1", "A2"}, {"A1", "B1", "C1", "C2"}} {
		for s := 0; s < geom.Symmetries; s++ {
			tg := g.Turned(s)
			var set geom.Bitboard
			for _, v := range pts {
				p, err := g.ParseVertex(v)
				if err != nil {
					t.Fatal(err)
				}
				set.Set(g.Turn(p, s))
			}
			if !bentInCorner(tg, &set) || !killableShape(tg, &set) {
				t.Errorf("%v in turn %d: not a bent four in the corner", pts, s)
			}
		}
	}
}

// mlily48 is the final position of the 1st Mlily Cup, Ke Jie - Lian Xiao
// (2013), komi 7.5, W+0.5 by count. At the bottom, White's M2 N2 O2 sit
// in the only eye of Black's group F3 ... S1, whose other liberties (J7,
// L4, T1) are shared with White's live stones: capturing the three stones
// would leave Black a straight three, killed at N2, so the position is a
// seki. GNU Go 3.8 (final_status_list seki) agrees; the playouts alone
// call the three white stones dead (B+7.5).
var mlily48 = []string{
	"X . X . X . X X X X O . X X . . . . .", // 19
	". X O X X X X X O X O O X X X . X . .", // 18
	"X O O X O O O X O O X O O X O X . . .", // 17
	". O X O O . . O O + . . O O O X X X X", // 16
	". X X O . X . O O O . . . . . O O O X", // 15
	". . X O . O O X X X O O O . . X O . O", // 14
	". O X O O O O O O X O X O X X O . O .", // 13
	". X O O X O X X O X X X X O O . O . O", // 12
	". X X O X X X X X X . . X O . O O O O", // 11
	". X . X X X O X O O X . . X O O O X O", // 10
	". . X O O O O O . O X . . X X O X X X", // 9
	". O X O . X . . O O O X . . X X . X O", // 8
	". X O O O X O O . O X X . . X X X X O", // 7
	". X O X O O X X X O X O X X O X O O O", // 6
	". X X X O X X O O O O O O X O X O . O", // 5
	". X O X O X X X X X . O O O O O . O X", // 4
	". X O O O X O O O X X X X X X O O X .", // 3
	"X . X O . O O O O O X O O O X X O O O", // 2
	". X X X O . . X O X X . X . X X X X .", // 1
}

// TestNakadeSeki checks that the judgment finds the seki of mlily48 and
// that the count gives the recorded result.
func TestNakadeSeki(t *testing.T) {
	gm := diagram(t, "chinese", 7.5, mlily48...)
	g := gm.Geometry()
	for seed := uint64(1); seed <= 2; seed++ {
		j, err := Judge(context.Background(), gm, Options{Seed: seed})
		if err != nil {
			t.Fatal(err)
		}
		for _, v := range []string{"M2", "N2", "O2", "N1", "L3", "K1", "S1"} {
			p, _ := g.ParseVertex(v)
			if st := j.Status(p); st != Seki {
				t.Errorf("seed %d: %s is %v, want seki", seed, v, st)
			}
		}
		if got := Score(gm, j).String(); got != "W+0.5" {
			t.Errorf("seed %d: result %s, want W+0.5", seed, got)
		}
	}
}

// lg28 is the final position of the 28th LG Cup (Chinese preliminary,
// 2023), Xu Jiayang - Li Weiqing, komi 6.5, W+0.5 by count. Black's group
// in the upper left (A15 ... E15, B14 D14, B16 ... B19, C17) has no eye;
// White's A17 A18 sit where its eye would be, with the liberties A16 and
// A19, shared with the group, whose one other liberty is C19. The playouts
// and the nakade rule alone call it a seki, but White can approach: W C19
// (his chain keeps D19 E18 ...), then W A16, and Black must take the three
// stones at A19, which leaves him the straight three A16 A17 A18, killed
// at A17. GNU Go 3.8 calls the group dead (final_status_list dead) and
// counts W+0.5 with Japanese rules, B+0.5 with Chinese rules.
var lg28 = []string{
	". X . . . O O X X X . . . . X O O O X", // 19
	"O X O O . O X O O . . X X X X X O O X", // 18
	"O X X O O X X O . . . X O O O O O X X", // 17
	". X O O O O X X X X X X O X O O X X .", // 16
	"X X X X X O O X O O O O X . O X X . .", // 15
	"O X O X O O . O . O X X O O . O X . .", // 14
	"O O O O X X O O O O X O . . . O X . X", // 13
	"X O . . O X X X X X X O . . . O X X O", // 12
	"X O O O . O X . X O O O . O . O X O O", // 11
	"X X O O O O X X O . O X O . O X X O O", // 10
	". X O X O X X X O . O X X O O O X X O", // 9
	"X X X X X X O X X O O O X X O X X X O", // 8
	"O O X O X O O O O O X X X O O X . X O", // 7
	"O X X O O O X X X X X O O O X X X X O", // 6
	"O O O O X X . X X O O O O O X O O X O", // 5
	"O O O X . . . X O O X O X O O O O O O", // 4
	"O X O X . . . . X X X X X O X X X X O", // 3
	"X X X X . . . . . . . . . X . . . X X", // 2
	". X . . . . . . . . . . . . . . . . .", // 1
}

// sekiAtari is a seki with a dead stone in atari in one of its eyes (a
// position made for the test). White's B9 ... E8 has the eye C9 and the
// liberty E9, which it shares with Black's F9 ... J9; neither side can
// fill E9 (it would leave its own chain to be taken), so the two groups
// live in seki. White's G9 sits in Black's eye with its last liberty H9:
// Black takes it with one move whenever he likes and keeps E9, which
// White still cannot fill, so G9 is dead, not in seki. Hand count: Black
// 13 stones on the left and below, 24 points of area there, 6 stones in
// the seki and its eye G9 H9 = 45; White 6 stones and the eye C9, 10
// stones and 18 points on the right = 35; E9 is shared. B+10 on the board,
// B+2.5 with komi 7.5, as GNU Go 3.8's final_score has it (its
// final_status_list calls G9 seki). With G9 taken for a seki stone White
// would count G9, H9 would be neutral: W+0.5.
var sekiAtari = []string{
	"X O . O . X O . X", // 9
	"X O O O O X X X X", // 8
	"X X X X X O O O O", // 7
	". . . . X O . . .", // 6
	". . . . X O . . .", // 5
	". . . . X O . . .", // 4
	". . . . X O . . .", // 3
	". . . . X O . . .", // 2
	". . . . X O . . .", // 1
}
