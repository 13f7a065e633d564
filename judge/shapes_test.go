package judge

import (
	"context"
	"reflect"
	"strings"
	"testing"

	"github.com/gtp-referee/gtp-referee/geom"
)

// shapesBase is a settled 19x19 final position: Black's wall runs from H19
// down to J1 (H19-H14, J14-J9, K9-K4, J4-J1), White's beside it, with a
// few stones inside each area. Hand count: Black owns columns A-H of rows
// 19-15, A-J of rows 14-10, A-K of rows 9-4 and A-J of rows 3-1: 172;
// J17 and L7 are dame; White has the other 187 points. W+22.5 at komi
// 7.5, the dame split (RULES.md section 2). GNU Go 3.8 (--chinese-rules,
// final_score) gives the same. The cases of TestShapes add one or two
// textbook situations to it, in areas whose points it already gives to
// one side, so that most counts are the base's.
var shapesBase = []string{
	". . . . . . . X O . . . . . . . . . .", // 19
	". . . . . . . X O O . . . . . . . . .", // 18
	". . . X . . . X . O . . . . . . O . .", // 17
	". . . . . . . X O O . . . . . . . . .", // 16
	". . X . . . . X O O . . . . . . . . .", // 15
	". . . . . . . X X O . . . . . . . . .", // 14
	". . . . . . . . X O . . . . . . . . .", // 13
	". . . . . . . . X O . . . . . . . . .", // 12
	". . . . . . . . X O . . . . . . . . .", // 11
	". . . X . . . . X O O . . . . . O . .", // 10
	". . . . . . . . X X O . . . . . . . .", // 9
	". . . . . . . . . X O . . . . . . . .", // 8
	". . . . . . . . . X . O . . . . . . .", // 7
	". . X . . . . . . X O O . . . . . . .", // 6
	". . . . . . . . . X O . . . . . . . .", // 5
	". . . X . . . . X X O . . . . . . . .", // 4
	". . . . . . . . X O O . . . . . O . .", // 3
	". . . . . . . . X O . . . . . . . . .", // 2
	". . . . . . . . X O . . . . . . . . .", // 1
}

// edit returns a copy of the diagram rows with stones placed or removed:
// each change is a colour ("X", "O" or ".") followed by the GTP vertices
// it goes on, as in "X P12 Q12".
func edit(t *testing.T, rows []string, changes ...string) []string {
	t.Helper()
	grid := make([][]string, len(rows))
	for i, r := range rows {
		grid[i] = strings.Fields(r)
	}
	g := geom.MustGet(len(grid[0]), len(grid))
	for _, c := range changes {
		f := strings.Fields(c)
		for _, v := range f[1:] {
			p, err := g.ParseVertex(v)
			if err != nil {
				t.Fatalf("%s: %v", v, err)
			}
			x, y := g.XY(p)
			grid[len(grid)-1-y][x] = f[0]
		}
	}
	out := make([]string, len(grid))
	for i, r := range grid {
		out[i] = strings.Join(r, " ")
	}
	return out
}

// shapes places the situations of TestShapes on shapesBase.
var shapes = map[string][]string{
	// Black's three stones P12 Q12 P11 in White's area, with two
	// liberties (Q13, O11) among White's stones.
	"invasion": {"X P12 Q12 P11", "O O12 P13 R12 Q11 P10"},
	// A failed 3-3 invasion under Black's D4: White's C3 D3 C4 (three
	// liberties, B3 B4 C2) with Black's B2 in the corner.
	"three-three": {"O C3 D3 C4", "X E3 D2 C5 B2"},
	// White's eight stones on the left edge: one real eye at A11 and a
	// false eye at A9, as A8-A7 hang by it (Black takes them at A9).
	"false eye": {
		"O A12 B12 B11 B10 A10 B9 A8 A7",
		"X A13 B13 C13 C12 C11 C10 C9 C8 B8 B7 A6 B6",
	},
	// Fifteen white stones C12-F9 inside a black ring (B8-G13), one eye
	// (D11) and two outside liberties (B10, D8).
	"large dead group": {
		"X B13 C13 D13 E13 F13 G13 B12 G12 B11 G11 G10 B9 G9 B8 C8 E8 F8 G8",
		"O C12 D12 E12 F12 C11 E11 F11 C10 D10 E10 F10 C9 D9 E9 F9",
	},
	// Seki without eyes: White's K3 L3 K2 K1 and Black's M3 M2 M1 have
	// the same two liberties, L2 and L1, and no other; the walls around
	// them (J1-J5 K4 K5 L4, M4 M5 N1-N4) are alive.
	"seki": {"X J5 L4 M3 M2 M1", "O M5 M4 N4 K3 L3 N3 N2 N1", ". L2 L1"},
	// A ko at the boundary: White's J13 is in atari (liberty K13), and
	// Black's capture at K13 is a ko (K14, K12 and L13 are White's).
	"ko": {"O J13 L13", "X H13", ". K13"},
	// A capturing race in White's lower right: Black's P3-T3 and P2 have
	// two liberties (P1, T2), White's Q2 R2 S2 four (Q1, R1, S1, T2).
	"race": {"O O4 P4 Q4 R4 S4 T4 O3 O2 O1 Q2 R2 S2", "X P3 Q3 R3 S3 T3 P2"},
	// White's two-eyed group on the left edge (eyes A7 and C7) with the
	// dame E7 beside it, which threatens nothing.
	"two eyes": {
		"O A8 B8 C8 D8 B7 D7 A6 B6 C6 D6",
		"X A9 B9 C9 D9 E9 E8 F7 E6 A5 B5 C5 D5 E5",
	},
	// Black's J12 has two liberties, the dame J13 and H12 inside his
	// area: White's J13 would put it in atari, and Black must connect at
	// H12 (a teire).
	"teire": {". J13", "X H13 H11", "O J11"},
	// Black's straight three Q1 R1 S1 in White's lower right corner, with
	// one outside liberty, R3.
	"straight three": {
		"O O4 P4 Q4 R4 S4 T4 O3 P3 O2 O1",
		"X Q3 S3 T3 P2 Q2 R2 S2 T2 P1 T1",
		". R3 Q1 R1 S1",
	},
	// Black's bent four in the corner (R1 S1 T1 T2, the bend at T1) in
	// White's lower right, with one outside liberty, R3.
	"bent four": {
		"O P4 Q4 R4 S4 T4 P3 Q3 P2 P1",
		"X S3 T3 Q2 R2 S2 Q1",
		". R3 R1 S1 T1 T2",
	},
	// Black's rectangular six in the corner (R1 S1 T1 R2 S2 T2) with no
	// outside liberty.
	"rectangular six": {
		"O P4 Q4 R4 S4 T4 P3 P2 P1",
		"X Q3 R3 S3 T3 Q2 Q1",
		". R2 S2 T2 R1 S1 T1",
	},
	// Black's carpenter's square in the corner (Q4 R4 S4 Q3 Q2), T4 and
	// Q1 empty, no other outside liberty.
	"carpenter's square": {
		"O P5 Q5 R5 S5 T5 P4 P3 P2 P1",
		"X Q4 R4 S4 Q3 Q2",
		". T4 R3 S3 T3 R2 S2 T2 Q1 R1 S1 T1",
	},
}

// TestShapes judges and counts final positions made of shapesBase and one
// or more textbook situations (shapes), with either side to move (the
// record stops where the players stopped), and compares the dead stones
// (the stones the count removes, Result.Dead), the seki stones and the
// result with hand counts; GNU Go 3.8 (--chinese-rules: loadsgf,
// final_status_list dead and seki, final_score, owl_attack and
// owl_defend) is noted where it agrees. Counts are at komi 7.5, the dame
// split (RULES.md section 2), which a filling in either order gives where
// the two orders differ by no more than a tempo.
func TestShapes(t *testing.T) {
	invasion := "P12 Q12 P11"
	falseEye := "A12 B12 B11 B10 A10 B9 A8 A7"
	cases := []struct {
		name   string
		shapes []string // keys of shapes
		toMove geom.Colour
		dead   string
		seki   string
		want   string // "" where the count is not checked
	}{
		// Dead, whoever moves: the base's count. GNU Go: the same dead
		// stones, W+22.5.
		{"invasion", []string{"invasion"}, geom.Black, invasion, "", "W+22.5"},
		{"three-three, Black to move", []string{"three-three"}, geom.Black, "C3 D3 C4", "", "W+22.5"},
		{"three-three, White to move", []string{"three-three"}, geom.White, "C3 D3 C4", "", "W+22.5"},
		{"false eye", []string{"false eye"}, geom.Black, falseEye, "", "W+22.5"},
		{"large dead group, Black to move", []string{"large dead group"}, geom.Black, "C12 D12 E12 F12 C11 E11 F11 C10 D10 E10 F10 C9 D9 E9 F9", "", "W+22.5"},
		{"large dead group, White to move", []string{"large dead group"}, geom.White, "C12 D12 E12 F12 C11 E11 F11 C10 D10 E10 F10 C9 D9 E9 F9", "", "W+22.5"},
		// Black's six stones lose the race whoever starts: two
		// liberties against four. GNU Go agrees, W+22.5.
		{"race", []string{"race"}, geom.Black, "P3 Q3 R3 S3 T3 P2", "", "W+22.5"},
		// Black gains L4, M3, M2 and M1 (176); White loses them and
		// the shared liberties L2 L1 (181); four dame: W+12.5. GNU Go
		// lists the same seki stones and counts W+12.5.
		{"seki", []string{"seki"}, geom.Black, "", "K3 L3 K2 K1 M3 M2 M1", "W+12.5"},
		// Black to move takes the ko at K13, White has no threat and
		// fills a dame, Black connects at J13 and White takes the last
		// dame: Black 172 + K13 = 173, White 187 - K13 + 2 = 188,
		// W+22.5 (the count lists J13 dead). White to move connects at
		// K13: Black 172 - J13 + 1 = 172, White 187 + J13 + 1 = 189,
		// W+24.5. (GNU Go counts J13 dead and W+22.5 whoever moves.)
		{"ko, Black to move", []string{"ko"}, geom.Black, "J13", "", "W+22.5"},
		{"ko, White to move", []string{"ko"}, geom.White, "", "", "W+24.5"},
		// The ten stones of White's group take 12 points (the eyes A7
		// and C7) from Black's area: Black 159, White 199, three dame
		// (E7, J17, L7) split: W+47.5. (GNU Go gives the odd dame to
		// Black, W+46.5.)
		{"two eyes, Black to move", []string{"two eyes"}, geom.Black, "", "", "W+47.5"},
		{"two eyes, White to move", []string{"two eyes"}, geom.White, "", "", "W+47.5"},
		// Black 170 (J13 and J11 off his area), White 188, dame J13,
		// J17, L7. Black first fills J13 and one more dame (W+24.5);
		// White first fills J13, Black connects at H12 and each fills
		// one (W+26.5): the mean, and the split, W+25.5.
		{"teire, Black to move", []string{"teire"}, geom.Black, "", "", "W+25.5"},
		{"teire, White to move", []string{"teire"}, geom.White, "", "", "W+25.5"},
		// Black to move lives at R1 (GNU Go's owl_defend: R1): Black
		// keeps 185 points, White 173, three dame (R3, J17, L7), of
		// which White, who then has the move, fills two: B+3.5
		// (TestVitalThenOddDame).
		{"straight three, Black to move", []string{"straight three"}, geom.Black, "", "", "B+3.5"},
		// White to move kills at R1 (GNU Go's owl_attack: R1); R3
		// then only delays the capture: the base's count, W+22.5 (GNU
		// Go 3.8: W+22.5). The judgment kept it alive (B+4.5) before
		// vitalPointDead took in such outside liberties.
		{"straight three, White to move", []string{"straight three"}, geom.White, "Q3 S3 T3 P2 Q2 R2 S2 T2 P1 T1", "", "W+22.5"},
		// Black to move lives at S1 or T1 (GNU Go's owl_defend: T1):
		// Black 182, White 176, three dame (R3, J17, L7), of which
		// White, who then has the move, fills two: W+2.5
		// (TestVitalThenOddDame).
		{"bent four, Black to move", []string{"bent four"}, geom.Black, "", "", "W+2.5"},
		// The rectangular six: Black to move lives (GNU Go's
		// owl_defend: S1): Black 184, White 175, dame J17 L7: B+1.5.
		{"rectangular six, Black to move", []string{"rectangular six"}, geom.Black, "", "", "B+1.5"},
		// The carpenter's square: Black to move lives at S2 (owl_defend:
		// S2; the count of the dame around it is not checked here), White
		// to move kills it (owl_attack: S2; a ko in the textbooks, which
		// White wins once the threats are gone, TestCarpenterSquare): the
		// base's W+22.5.
		{"carpenter's square, Black to move", []string{"carpenter's square"}, geom.Black, "", "", ""},
		{"carpenter's square, White to move", []string{"carpenter's square"}, geom.White, "Q4 R4 S4 Q3 Q2", "", "W+22.5"},
		// White to move kills the bent four with its outside liberty
		// and the rectangular six (TestCornerShapesAttacked, where the
		// hand counts are): Black's stones dead. GNU Go 3.8 lists the
		// same dead stones (owl_attack: S1, a ko White takes first; S2).
		// The bent four's count is TestCornerShapesAttacked's.
		{"bent four, White to move", []string{"bent four"}, geom.White, "S3 T3 Q2 R2 S2 Q1", "", ""},
		{"rectangular six, White to move", []string{"rectangular six"}, geom.White, "Q3 R3 S3 T3 Q2 Q1", "", "W+22.5"},
		// All of it on one board: the dead stones off, Black 175,
		// White 182 with J13 alive, dame J17, L7 and the seki's L2, L1
		// (which no one can fill). White has a ko threat, Black none:
		// White's E4 puts Black's D4 in atari (its other liberty D5;
		// the dead C3 D3 C4 take the rest), and Black must answer or
		// let the three-three stones out. So the ko is White's whoever
		// moves. Black to move fills a dame, White connects at K13,
		// Black fills the other: 177 - 182, W+12.5 (taking and
		// connecting the ko while White fills J17 and L7 gives the
		// same count, 177 - 182, but White retakes after E4); White to
		// move connects at K13 and each fills a dame: 176 - 183,
		// W+14.5. GNU Go lists the same dead stones and seki stones
		// (and J13 with Black to move: it reads no threats).
		{"combined, Black to move", []string{"three-three", "false eye", "seki", "ko", "invasion"}, geom.Black,
			"C3 D3 C4 " + falseEye + " " + invasion, "K3 L3 K2 K1 M3 M2 M1", "W+12.5"},
		{"combined, White to move", []string{"three-three", "false eye", "seki", "ko", "invasion"}, geom.White,
			"C3 D3 C4 " + falseEye + " " + invasion, "K3 L3 K2 K1 M3 M2 M1", "W+14.5"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			rows := shapesBase
			for _, s := range tc.shapes {
				rows = edit(t, rows, shapes[s]...)
			}
			gm := diagram(t, "chinese", 7.5, rows...)
			gm.SetToMove(tc.toMove)
			g := gm.Geometry()
			res, _, err := EstimateScore(context.Background(), gm, Options{Seed: 1})
			if err != nil {
				t.Fatal(err)
			}
			dead := res.Dead()
			if got, want := vertices(g, &dead), sorted(tc.dead); !reflect.DeepEqual(got, want) && (len(got) > 0 || len(want) > 0) {
				t.Errorf("dead %v, want %v", got, want)
			}
			stones := gm.Board().Stones(geom.Black).Or(gm.Board().Stones(geom.White))
			seki := res.Seki.And(stones)
			if got, want := vertices(g, &seki), sorted(tc.seki); !reflect.DeepEqual(got, want) && (len(got) > 0 || len(want) > 0) {
				t.Errorf("seki %v, want %v", got, want)
			}
			if got := res.String(); tc.want != "" && got != tc.want {
				t.Errorf("%s, want %s (%+v)", got, tc.want, res.Area)
			}
		})
	}
}

// TestShapesNineByNine: a ko at the boundary of a 9x9 final position.
// White's wall on row 6 and Black's on row 5; Black's E6 sits in White's
// wall in atari (liberty E5), and White's capture at E5 is a ko. Komi 6.5,
// no dame. Black to move connects at E5: Black has rows 1-5 and E6, 46
// points, White 35: B+4.5. White to move takes at E5, Black has no
// threat, and White connects at E6: Black 44, White 37: B+0.5 (E6 listed
// dead). GNU Go 3.8 counts B+4.5 whoever moves.
func TestShapesNineByNine(t *testing.T) {
	rows := []string{
		". . . . . . . . .",
		". . O . . . O . .",
		". . . . O . . . .",
		"O O O O X O O O O",
		"X X X X . X X X X",
		". . . . X . . . .",
		". . X . . . X . .",
		". . . . . . . . .",
		". . . . . . . . .",
	}
	for _, tc := range []struct {
		toMove geom.Colour
		dead   int
		want   string
	}{{geom.Black, 0, "B+4.5"}, {geom.White, 1, "B+0.5"}} {
		gm := diagram(t, "chinese", 6.5, rows...)
		gm.SetToMove(tc.toMove)
		res, _, err := EstimateScore(context.Background(), gm, Options{Seed: 1})
		if err != nil {
			t.Fatal(err)
		}
		if d := res.Dead(); d.Count() != tc.dead || res.String() != tc.want {
			t.Errorf("%v to move: %d dead, %s; want %d dead, %s", tc.toMove, d.Count(), res, tc.dead, tc.want)
		}
	}
}

// TestShapesThirteen: a 13x13 final position, Black's wall on the F file and
// White's on the G file (G7 dame), with two dead invasions: White's C8 C7
// (liberties B7, D8) among Black's C9 B8 D7 C6, and Black's L3 L2 M2
// (liberties M1, N3) among White's K3 K2 L4 M3 N2 L1. Hand count with them
// off: Black 78 (columns A-F), White 90 (columns G-N less G7), G7 dame:
// W+18.5 at komi 6.5, the dame split (RULES.md section 2), whoever moves.
// GNU Go 3.8 lists the same dead stones (its final_score, W+17.5, gives G7
// to Black).
func TestShapesThirteen(t *testing.T) {
	rows := []string{
		". . . . . X O . . . . . .", // 13
		". . . . . X O . . . . . .", // 12
		". . X . . X O . . . O . .", // 11
		". . . . . X O . . . . . .", // 10
		". . X . . X O . . . . . .", // 9
		". X O . . X O O . . . . .", // 8
		". . O X . X . O . . . . .", // 7
		". . X . . X O O . . . . .", // 6
		". . X . . X O . . . O . .", // 5
		". . . . . X O . . . O . .", // 4
		". . . . . X O . . O X O .", // 3
		". . . . . X O . . O X X O", // 2
		". . . . . X O . . . O . .", // 1
	}
	for _, c := range []geom.Colour{geom.Black, geom.White} {
		gm := diagram(t, "chinese", 6.5, rows...)
		gm.SetToMove(c)
		res, _, err := EstimateScore(context.Background(), gm, Options{Seed: 1})
		if err != nil {
			t.Fatal(err)
		}
		dead := res.Dead()
		if got, want := vertices(gm.Geometry(), &dead), sorted("C8 C7 L3 L2 M2"); !reflect.DeepEqual(got, want) || res.String() != "W+18.5" {
			t.Errorf("%v to move: dead %v, %s; want dead %v, W+18.5", c, got, res, want)
		}
	}
}

// TestCornerShapesAttacked: TestShapes' bent four in the corner with an
// outside liberty and rectangular six in the corner, White to move (Black
// passed), in the eight turns of the board and with the colours swapped.
// The judgment kept both alive (W+1.5 and B+1.5, as with Black to move):
// the complete local search with White first kills them, but calling
// dead what the attacker to move kills was rejected on real late
// positions (readLocal), and vitalPointDead left out the bent four in the
// corner (bentFourDead's, which takes no outside liberty) and the six.
//
// The bent four R1 S1 T1 T2: White S1 (next to the corner on the long
// side), Black T1, White T2 takes the ko; Black has no threat, so he
// fills the dame J17, and White must resolve the ko (T1, a stone Black
// takes at R1 to leave the bent three S1 T1 T2, whose vital point T1
// White plays again) while Black fills L7; White fills R3 and captures.
// White's stones all go into his own area: Black 172 + J17 + L7 = 174,
// White 187, W+20.5 at komi 7.5. White's T1 first lets Black live at S1
// (eyes R1 and T1-T2). GNU Go 3.8 (--chinese-rules, the stones played,
// White to move): final_status_list dead lists the six stones,
// final_score W+20.5, owl_attack Q1 "2 S1" (a ko White takes first),
// owl_does_attack T1 Q1 0. The count gave W+22.5 (the kill one move,
// then each side filled a dame) and only the winner was checked; the
// filling now lets the attacker pass his first turn (fillRules.koKill).
//
// The rectangular six R1 S1 T1 R2 S2 T2 with no outside liberty is dead
// with the attacker first at the middle of the long side away from the
// edge, S2 (textbook: it needs two outside liberties to live
// unconditionally, one gives a ko); GNU Go 3.8: owl_attack Q1 "1 S2",
// owl_does_attack S1 Q1 "2" (the edge point is a ko), the six stones
// dead, final_score W+22.5. By hand: with the stones off, the base's
// count, Black 172, White 187 (the corner his), J17 and L7 one each:
// W+22.5.
func TestCornerShapesAttacked(t *testing.T) {
	bent := edit(t, shapesBase, shapes["bent four"]...)
	turnedCase(t, "bent four, White to move", bent, 7.5, []string{"B pass"}, "S3 T3 Q2 R2 S2 Q1", -20.5, true)
	six := edit(t, shapesBase, shapes["rectangular six"]...)
	turnedCase(t, "rectangular six, White to move", six, 7.5, []string{"B pass"}, "Q3 R3 S3 T3 Q2 Q1", -22.5, true)
}

// TestCornerShapesFinishedTerritory: TestCornerShapesAttacked's two
// shapes in a game both players passed, under the Japanese rules, whose
// article 7 (1989) calls dead the stones the opponent captures when he
// plays first: White's S1 makes the bent-four ko that he takes first, and
// in the confirmation the defender may retake it only after a pass;
// White's S2 kills the rectangular six outright. Dead, the stones not
// played. (Under area counting a game both passed is counted as it
// stands: TestVitalPoint's straight three.) Only the dead stones are
// checked. The judgment kept both alive.
func TestCornerShapesFinishedTerritory(t *testing.T) {
	for _, tc := range []struct{ shape, dead string }{
		{"bent four", "S3 T3 Q2 R2 S2 Q1"},
		{"rectangular six", "Q3 R3 S3 T3 Q2 Q1"},
	} {
		gm := diagram(t, "japanese", 6.5, edit(t, shapesBase, shapes[tc.shape]...)...)
		gm.Play(geom.Black, geom.Pass)
		gm.Play(geom.White, geom.Pass)
		j, err := Judge(context.Background(), gm, Options{Seed: 1})
		if err != nil {
			t.Fatal(err)
		}
		res := Score(gm, j)
		dead := res.Dead()
		if got, want := vertices(gm.Geometry(), &dead), sorted(tc.dead); !reflect.DeepEqual(got, want) {
			t.Errorf("%s: dead %v, want %v", tc.shape, got, want)
		}
	}
}

// rectSixOneLiberty: Black's six stones A3 B3 C3 D3 D2 D1 around the
// rectangular six A1-C2 in the corner, inside White's wall A4-E4 E3 E2
// F1, with one outside liberty, E1.
func rectSixOneLiberty() []string {
	return []string{
		". . . . . . . . .", // 9
		". . . . . . . . .", // 8
		". . . . . . . . .", // 7
		". . . . . . . . .", // 6
		". . . . . . . . .", // 5
		"O O O O O . . . .", // 4
		"X X X X O . . . .", // 3
		". . . X O . . . .", // 2
		". . . X . O . . .", // 1
	}
}

// TestRectSixOneLiberty: the rectangular six in the corner with one
// outside liberty is a ko that the attacker to move takes first, as the
// bent four in the corner with one (TestCornerShapesAttacked). GNU Go
// 3.8 (gnugo --mode gtp --chinese-rules, the stones played, then
// owl_attack A3): "2 B1", KO_A; its genmove line after White's B1: Black
// B2, White C1, Black A1, White A2 takes, and Black may not retake at A1
// without a threat, which the finished board does not hold. White then
// fills E1 and C2 and takes the six: at komi 0, White the 81 points,
// W+81. (GNU Go's final_score keeps the six alive, W+57, against its own
// owl reading.) The judgment kept them alive whoever moved: W+56, E1
// split. With two outside liberties (E2 empty too, White's F2) the six
// lives: GNU Go's owl_attack A3 answers 0, and none is dead. The same
// in the eight turns of the board and with the colours swapped.
func TestRectSixOneLiberty(t *testing.T) {
	rows := rectSixOneLiberty()
	turnedCase(t, "one liberty, White to move", rows, 0, []string{"B pass"}, "A3 B3 C3 D3 D2 D1", -81, true)
	two := append([]string(nil), rows...)
	two[7] = ". . . X . O . . ." // 2
	turnedCase(t, "two liberties, White to move", two, 0, []string{"B pass"}, "", -55, false)
}
