package judge

import (
	"context"
	"math"
	"slices"
	"strings"
	"testing"

	"github.com/gtp-referee/gtp-referee/engine"
	"github.com/gtp-referee/gtp-referee/geom"
)

// straightThree: Black's 17 stones A6-E9 (less A9 B9 C9) have no liberty
// but their eye space A9 B9 C9, a straight three, inside White's wall on
// the F file and the fifth line; Black's G file and White's lower left
// are settled.
var straightThree = []string{
	". . . X X O X . .", // 9
	"X X X X X O X . .", // 8
	"X X X X X O X . .", // 7
	"X X X X X O X . .", // 6
	"O O O O O O X . .", // 5
	". . . . . O X . .", // 4
	". . . . . O X . .", // 3
	". . . . . O X . .", // 2
	". . . . . O X . .", // 1
}

// bulkyFive and pyramidFour: the same group with a bulky five (A9 B9 C9
// A8 B8, killed at B9) or a pyramid four (A9 B9 C9 B8, killed at B9)
// for its eye space; the counts by area are the straight three's.
var bulkyFive = append([]string{straightThree[0], ". . X X X O X . ."}, straightThree[2:]...)
var pyramidFour = append([]string{straightThree[0], "X . X X X O X . ."}, straightThree[2:]...)

// bentFour: the colours the other way round, with White's 16 stones around
// the empty bent four in the corner A9 B9 C9 A8.
var bentFour = []string{
	". . . O O X O . .", // 9
	". O O O O X O . .", // 8
	"O O O O O X O . .", // 7
	"O O O O O X O . .", // 6
	"X X X X X X O . .", // 5
	". . . . . X O . .", // 4
	". . . . . X O . .", // 3
	". . . . . X O . .", // 2
	". . . . . X O . .", // 1
}

// passAndScore sets up the diagram under the preset at komi 0, plays the
// passes, and judges and scores the position.
func passAndScore(t *testing.T, preset string, rows []string, passes []geom.Colour) Result {
	t.Helper()
	gm := diagram(t, preset, 0, rows...)
	for _, c := range passes {
		gm.Play(c, geom.Pass)
	}
	j, err := Judge(context.Background(), gm, Options{Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	return Score(gm, j)
}

// TestVitalPoint: a group whose only liberties are an empty nakade shape
// lives or dies by who plays its vital point first.
//
// Straight three (B9 is the vital point): White to move kills, so the 17
// stones are dead: by area White has 81-27 = 54 (Black keeps the G file and
// the two files right of it, 27 points), W+27 at komi 0; by territory
// White's 40 points (the 20 of the upper left, the dead stones' included,
// and the 20 of the lower left) less B9, where his killing stone stands,
// and 17 prisoners against Black's 18: W+38 (GNU Go 3.8's final_score by
// its Japanese count, White to move: W+38; the count gave W+39 while it
// left the stone unplayed). Black to move lives at B9: Black 20 + 27 = 47
// against 34, B+13.
// In a finished game the Japanese rules (1989, article 7) call dead the
// stones the opponent captures by playing first: dead again, and no stone
// is played (W+39); the Chinese count of a game both passed, Black to
// move, keeps them alive.
//
// Bent four in the corner (A9 B9 C9 A8): White to move lives at B9 (two
// eyes, A9-A8 and C9): by area White has 25 stones, the 4 eye points and
// the 18 of the H and J files, 47, against Black's 14 stones and 20 points
// of the lower left, 34: W+13; by territory White's 4 + 18 against
// Black's 20: W+2. Black to move, or a finished game, is the bent-four ko
// that only Black can start: dead, Black 14 + 20 + 20 = 54 against 27,
// B+27.
func TestVitalPoint(t *testing.T) {
	for _, tc := range []struct {
		name, preset string
		rows         []string
		passes       []geom.Colour // after the setup
		dead         int
		want         string
	}{
		{"straight three, White to move", "chinese-1988", straightThree, []geom.Colour{geom.Black}, 17, "W+27"},
		{"straight three, White to move, territory", "japanese", straightThree, []geom.Colour{geom.Black}, 17, "W+38"},
		{"straight three, Black to move", "chinese-1988", straightThree, []geom.Colour{geom.White}, 0, "B+13"},
		{"straight three, passed out, territory", "japanese", straightThree, []geom.Colour{geom.Black, geom.White}, 17, "W+39"},
		{"straight three, passed out, area", "chinese-1988", straightThree, []geom.Colour{geom.Black, geom.White}, 0, "B+13"},
		{"bulky five, White to move", "chinese-1988", bulkyFive, []geom.Colour{geom.Black}, 15, "W+27"},
		{"bulky five, Black to move", "chinese-1988", bulkyFive, []geom.Colour{geom.White}, 0, "B+13"},
		{"pyramid four, White to move", "chinese-1988", pyramidFour, []geom.Colour{geom.Black}, 16, "W+27"},
		{"bent four in the corner, White to move", "chinese-1988", bentFour, []geom.Colour{geom.Black}, 0, "W+13"},
		{"bent four in the corner, White to move, territory", "japanese", bentFour, []geom.Colour{geom.Black}, 0, "W+2"},
		{"bent four in the corner, Black to move", "chinese-1988", bentFour, []geom.Colour{geom.White}, 16, "B+27"},
		{"bent four in the corner, passed out", "chinese-1988", bentFour, []geom.Colour{geom.Black, geom.White}, 16, "B+27"},
	} {
		res := passAndScore(t, tc.preset, tc.rows, tc.passes)
		if d := res.Dead(); d.Count() != tc.dead || res.String() != tc.want {
			t.Errorf("%s: %d dead, %s; want %d dead, %s", tc.name, d.Count(), res.String(), tc.dead, tc.want)
		}
	}
}

// TestKillTempo: the side to move who kills a group at the vital point of
// its eye space spends his move there, and the opponent fills the dame
// first. On koBanThree with White's E4 added, at komi 7.5: with Black's
// D9 and White's E9 played the group's only liberties are the straight
// three (vitalPointDead); with Black's E9 and White's D9 a ko eye is its
// second (koEyeDeaths, TestKoEyeUnderBan); koBanBent with E4 likewise.
// Black to move plays the vital point, White fills the one dame E5 (an
// atari-free push that Black blocks at E6), and the rest is settled. By
// hand: Black has the 36 points of rows 6 to 9 and the 8 stones of row 5,
// 44; White the 36 of rows 1 to 4 and E5, 37: B+7, W+0.5 at komi 7.5.
// GNU Go 3.8's final_score on the three positions: W+0.5. With Black's
// move left for the dame the count split it, B+7.5 rounded toward Black
// (the side to move), B+1.5 at komi 7.5: the wrong winner. The same in
// the eight turns of the board and with the colours swapped.
func TestKillTempo(t *testing.T) {
	plain := straightThreeE4()
	for _, tc := range []struct {
		name  string
		rows  []string
		moves []string
		dead  string
	}{
		{"straight three", plain, []string{"W pass"}, "E9 F9 E8 F8 G8 H8 J8"},
		{"straight three and a ko eye", withE4(koBanThree), []string{"B E9", "W D9"}, "D9 F9 E8 F8 G8 H8 J8"},
		{"bent three and a ko eye", withE4(koBanBent), []string{"B E9", "W D9"}, "D9 F9 G9 E8 F8 G8 H8 H7 J7"},
	} {
		turnedCase(t, tc.name, tc.rows, 7.5, tc.moves, tc.dead, -0.5, true)
	}
}

// withE4 returns rows (koBanThree, koBanBent) with White's E4 added.
func withE4(rows []string) []string {
	return append(append(append([]string{}, rows[:5]...), "O O O O O O O O O"), rows[6:]...)
}

// straightThreeE4 is koBanThree with Black's D9 and White's E9 and E4:
// White's group E9 F9 E8-J8 has no liberty but the straight three G9 H9
// J9, and E5 is the one dame.
func straightThreeE4() []string {
	rows := withE4(koBanThree)
	rows[0] = ". . X X O O . . ."
	return rows
}

// TestLiveTempo is TestKillTempo with White to move: he lives at H9 (two
// eyes, G9 and J9), the move his group needs, and Black fills the dame
// E5 first. By hand: White has the 36 points of rows 1 to 4 and the 10 of
// E9-J9 and E8-J8, 46; Black the other 35: W+11, B+0.5 at komi -11.5
// (chosen so that the dame decides the game). GNU Go 3.8's final_score:
// B+0.5. The judgment kept the group alive but gave White no move to
// play first (vitalPointDead named the vital point for the attacker to
// move only, and readLocal's search, which found that the group lives
// with White first and not with Black first, kept none), so the count
// split the dame and gave its odd half to White, the side to move: W+1.5.
// The same in the eight turns of the board and with the colours swapped.
func TestLiveTempo(t *testing.T) {
	turnedCase(t, "White to move", straightThreeE4(), -11.5, []string{"B pass"}, "", 0.5, true)
}

// TestVitalPointOutsideLiberty: White's group F9 E8-J8 has the straight
// three G9 H9 J9 and one more liberty, E9, between it and Black's D9: a
// point with no empty neighbour, where a White stone makes no eye and a
// Black one joins his wall, which keeps liberties of its own. The
// liberty only delays the capture: Black to move kills at H9 (White
// takes nothing back: his stones at G9 or J9 are self-ataris, and E9
// fills his own liberty). By hand, as in TestKillTempo (White fills the
// dame E5 after Black's H9, Black blocks at E6): Black 44, White 37, B+7,
// W+0.5 at komi 7.5; GNU Go 3.8's final_score: W+0.5, the group dead.
// White to move lives at H9 (GNU Go: W+18.5, the group alive). Since the
// eye space was not the group's only liberties, vitalPointDead left it to
// the playouts, which kept it alive whoever moved: W+19.5 with Black to
// move. The same in the eight turns of the board and with the colours
// swapped.
func TestVitalPointOutsideLiberty(t *testing.T) {
	rows := []string{
		". . X X . O . . .", // 9
		". . X X O O O O O", // 8
		". . . X X X X X X", // 7
		". . . . . . . . .", // 6
		"X X X X . X X X X", // 5
		"O O O O O O O O O", // 4
		". . . . . . . . .", // 3
		". . . . . . . . .", // 2
		". . . . . . . . .", // 1
	}
	turnedCase(t, "Black to move", rows, 7.5, []string{"W pass"}, "F9 E8 F8 G8 H8 J8", -0.5, true)
	turnedCase(t, "White to move", rows, 7.5, []string{"B pass"}, "", -1, false)
}

// TestOutsideLibertyBesideAtari is TestVitalPointOutsideLiberty with
// White's C9 D9 in atari at E9 in place of Black's D9, beside Black's B9,
// C8 and D8: White's group F9 E8-J8 has the straight three G9 H9 J9 and
// the liberty E9, which touches no Black stone but the two stones in
// atari. White's stone at E9 joins them with no liberty gained, Black's
// captures them and joins his wall: E9 only delays the capture. Black to
// move kills at H9; White pushes at E5, Black blocks at E6. By hand:
// Black has rows 6 to 9 (C9 D9 taken, the group's stones and eye space
// his) and the 8 stones of row 5, 44; White rows 1 to 4 and E5, 37:
// B+7, W+0.5 at komi 7.5. GNU Go 3.8 (--chinese-rules, the stones
// played, Black to move): final_status_list dead lists C9 D9 F9 E8 F8 G8
// H8 J8, final_score W+0.5, owl_attack F9 "1 H9". shutInOutside refused
// a liberty next to a chain of the group's colour outside the group, so
// the group was left to the playouts, which kept it alive: W+20.5 with
// only C9 D9 dead. The same in the eight turns of the board and with the
// colours swapped.
func TestOutsideLibertyBesideAtari(t *testing.T) {
	rows := []string{
		". X O O . O . . .", // 9
		". . X X O O O O O", // 8
		". . . X X X X X X", // 7
		". . . . . . . . .", // 6
		"X X X X . X X X X", // 5
		"O O O O O O O O O", // 4
		". . . . . . . . .", // 3
		". . . . . . . . .", // 2
		". . . . . . . . .", // 1
	}
	turnedCase(t, "Black to move", rows, 7.5, []string{"W pass"}, "C9 D9 F9 E8 F8 G8 H8 J8", -0.5, true)
}

// equalRace: Black's row 6 and White's row 5, no eye each, three outside
// liberties each (B7 D7 F7 inside White's wall, B4 D4 F4 inside Black's),
// none shared: whoever moves first wins the race (W B7, B B4, W D7, B D4,
// W F7 takes Black's row), and the two chains can never both die.
var equalRace = []string{
	". . . . . . . . .", // 9
	"O O O O O O O O O", // 8
	"O . O . O . O O O", // 7
	"X X X X X X X X X", // 6
	"O O O O O O O O O", // 5
	"X . X . X . X X X", // 4
	"X X X X X X X X X", // 3
	". . . . . . . . .", // 2
	". . . . . . . . .", // 1
}

// TestEqualRace: the local search leaves such a race at even and both
// chains were removed (B+9, whoever moved). The side to move wins it; with
// no side to move (a finished game) both stay. The counts after the race
// depend on the filling and are not checked here; the winner is.
func TestEqualRace(t *testing.T) {
	for _, tc := range []struct {
		name   string
		passes []geom.Colour
		dead   []string
		black  bool // Black wins
	}{
		{"White to move", []geom.Colour{geom.Black}, []string{"A6", "B6", "C6", "D6", "E6", "F6", "G6", "H6", "J6"}, false},
		{"Black to move", []geom.Colour{geom.White}, []string{"A5", "B5", "C5", "D5", "E5", "F5", "G5", "H5", "J5"}, true},
		{"passed out", []geom.Colour{geom.Black, geom.White}, nil, true},
	} {
		res := passAndScore(t, "chinese-1988", equalRace, tc.passes)
		d := res.Dead()
		got := vertices(geom.MustGet(9, 9), &d)
		if strings.Join(got, " ") != strings.Join(sorted(strings.Join(tc.dead, " ")), " ") || (res.Margin > 0) != tc.black {
			t.Errorf("%s: dead %v, %s; want dead %v and %s winning", tc.name, got, res.String(), tc.dead, map[bool]string{true: "Black", false: "White"}[tc.black])
		}
	}
}

// TestNoLibertySetup: setup stones can leave a chain with no liberty
// (White's A1 under Black's A2 and B1), which play never does. The
// judgment takes it off as a capture would, instead of failing on a chain
// in "atari" with no liberty to name: Black's two stones then reach every
// point of the 5x5 board, 25 at komi 0.
func TestNoLibertySetup(t *testing.T) {
	rows := []string{
		". . . . .",
		". . . . .",
		". . . . .",
		"X . . . .",
		"O X . . .",
	}
	for _, passes := range [][]geom.Colour{nil, {geom.Black}, {geom.Black, geom.White}} {
		res := passAndScore(t, "chinese", rows, passes)
		if res.Margin != 25 {
			t.Errorf("passes %v: %s, want B+25", passes, res)
		}
	}
}

// TestDecidedRace: a race that needs an approach move. Black's F2 G2 have
// the liberties F1 and G1; White's C2 D2 E2 E1 have D1 and F1, and Black's
// D1 would put his C1 in atari, so Black must first play B1, and White
// wins even with Black to move: F2 G2 are dead. D1 looks like the shared
// liberty of a seki (neither player may fill it before F2 G2 are taken),
// but once they are off White's chain has their points as liberties: no
// seki. By hand, Black 35 points in the upper left, A2 B2 A1 B1 C1: 40;
// White 28 in the upper right, C2 D2 E2 F2 G2 H2 J2 and E1 F1 G1 H1 J1:
// 40; D1 dame; a draw at komi 0 (tests/gtp/race-approach.tst: W+7.5 at
// komi 7.5).
func TestDecidedRace(t *testing.T) {
	rows := []string{
		". . . . X O . . .",
		". . . . X O . . .",
		". . . . X O . . .",
		"X X X X X O O O O",
		". . . . X O . . .",
		". . . . X O . . .",
		"X X X X X O O O O",
		"X X O O O X X O .",
		"X . X . O . . O .",
	}
	res := passAndScore(t, "chinese", rows, []geom.Colour{geom.Black, geom.White})
	g := geom.MustGet(9, 9)
	dead := res.Dead()
	if res.Margin != 0 || !slices.Equal(vertices(g, &dead), []string{"F2", "G2"}) || !res.Seki.IsZero() {
		t.Errorf("%s, dead %v, seki %v; want a draw at komi 0, dead [F2 G2], no seki", res, vertices(g, &dead), vertices(g, &res.Seki))
	}
}

// carpenterSquare is Black's carpenter's square in the lower left corner.
var carpenterSquare = []string{
	". . . . O X . . .",
	". . . . O X . . .",
	". . . . O X . . .",
	". . . . O X . . .",
	"O O O O O X . . .",
	". X X X O X . . .",
	". . . X O X . . .",
	". . . X O X . . .",
	". . . . O X . . .",
}

// TestCarpenterSquare: Black's carpenter's square in the lower left corner
// (B4 C4 D4 D3 D2, A4 and D1 empty, no outside liberty) lives with Black
// to move, at the 2-2 point B2 (the shape's standard reading; GNU Go 3.8's
// owl_defend answers B2), and is a ko with White to move, which White wins
// at the end of a game without threats. The exact search with the short
// budget could not tell the first, and the playouts and the Monte Carlo
// search called the group dead whoever moved.
//
// With Black to move the count plays his B2 first (the move the group
// needs, bestLivingMove) and then fills the dame White first: GNU Go 3.8's
// final_score, Black to move, is B+11.5 at komi 7.5, B+19 at komi 0; we
// must be within one point of it. Before, the filling had White take the
// dame A4 with B2 still open, after which the corner was capturable and
// was split as an open region: B+15.
func TestCarpenterSquare(t *testing.T) {
	rows := carpenterSquare
	for _, tc := range []struct {
		pass geom.Colour // the pass that leaves the other colour to move
		dead bool
	}{{geom.White, false}, {geom.Black, true}} {
		res := passAndScore(t, "chinese", rows, []geom.Colour{tc.pass})
		g := geom.MustGet(9, 9)
		dead := res.Dead()
		if got := dead.Has(g.Point(1, 3)); got != tc.dead {
			t.Errorf("%v to move: dead %v (%s), want the group dead %v", tc.pass.Opp(), vertices(g, &dead), res, tc.dead)
		}
		if tc.pass == geom.White && math.Abs(res.Margin-19) > 1 {
			t.Errorf("Black to move: %s, want within one point of GNU Go's B+19", res)
		}
	}
	gm := diagram(t, "chinese", 0, rows...)
	gm.Play(geom.White, geom.Pass)
	j, err := Judge(context.Background(), gm, Options{Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	if v := gm.Geometry().Vertex(j.rescue); v != "B2" {
		t.Errorf("Black to move plays %s first, want B2", v)
	}
}

// TestLivingMoveRace: GNU Go self-play game 165 (9x9) cut by four moves
// (B B2, W A9, B C9, W D9 follow), Black to move. Black's A3-B3 (liberties
// A2, B2) race White's C3-D1 (B2, B1) in the corner, and Black wins it by
// moving first: A2, B2 and B1 all do (livingMoves). B2 is GNU Go's move
// and takes White's liberty; A2, first in the region's order and no worse
// for the dame filling, only adds one of Black's, and the second judgment
// then lost the corner: W+1.5 against GNU Go's count of the whole game,
// B+9.5. Now B2, and within one point of it (the moves cut at A9, C9 and
// D9 are endgame, not dame). With seeds 2 and 5 the Monte Carlo reading
// killed the race's White chain C3-D1 and with it the White group above
// Black's two stones, which has two eyes (B5, A6-B7), joined to it in the
// region across them: B+38.5. It now kills the chain alone (groupRegion).
func TestLivingMoveRace(t *testing.T) {
	gm := gameAbout(t, defaultGnugoFile, 165, 4, "B B2", "B+9.5")
	for seed := uint64(1); seed <= 6; seed++ {
		j, err := Judge(context.Background(), gm, Options{Seed: seed})
		if err != nil {
			t.Fatal(err)
		}
		// No move where the judgment has the race won already.
		if v := gm.Geometry().Vertex(j.rescue); v != "B2" && v != "pass" {
			t.Errorf("seed %d: Black plays %s first, want B2", seed, v)
		}
		if res := Score(gm, j); math.Abs(res.Margin-9.5) > 1 {
			t.Errorf("seed %d: %s, want within one point of B+9.5", seed, res)
		}
	}
}

// jGroup is Black's J-shaped group in the lower left corner (A3 B3 C3 C2
// and the lone stone D1, eye space A1 A2 B1 B2 C1) inside White's wall.
var jGroup = []string{
	". . . . O X . . .",
	". . . . O X . . .",
	". . . . O X . . .",
	". . . . O X . . .",
	"O O O O O X . . .",
	"O O O O O X . . .",
	"X X X O O X . . .",
	". . X O O X . . .",
	". . . X O X . . .",
}

// TestJGroup: the J group is dead with either side to move. Black's
// tries fail by hand: C1 leaves the square four A1 A2 B1 B2; A2 the
// pyramid A1 B1 C1 B2, killed at B1; B2 lets White take D1 at C1; B1,
// the best, is met by White's A2, and after Black A1 White takes D1 at
// C1, which leaves Black's chain one liberty and him banned from
// retaking. GNU Go 3.8 lists the five stones dead and counts W+16.5 at
// komi 7.5 whoever is to move; by hand, komi 0, Black has the 36 points
// F9-J1, White the 45 of A9-E1: W+9. Before, the local reading's
// transposition table took a position where Black may retake the ko for
// the same position where he may not, and found a life for him with
// Black to move: B+1.5 at komi 7.5.
func TestJGroup(t *testing.T) {
	for _, pass := range []geom.Colour{geom.White, geom.Black} {
		res := passAndScore(t, "chinese", jGroup, []geom.Colour{pass})
		if res.Margin != -9 {
			t.Errorf("%v to move: %s, want W+9", pass.Opp(), res)
		}
		g := geom.MustGet(9, 9)
		dead := res.Dead()
		for _, v := range []string{"A3", "B3", "C3", "C2", "D1"} {
			if p, _ := g.ParseVertex(v); !dead.Has(p) {
				t.Errorf("%v to move: %s not dead (dead %v)", pass.Opp(), v, vertices(g, &dead))
			}
		}
	}
}

// turnedCase sets up rows at komi, plays moves ("B E9"; a pass as "W
// pass"), judges and scores the position, and checks the dead stones,
// want, and the margin: margin itself where exact, else its winner; in
// the eight turns of the board and with the colours swapped (then the
// komi and the margin negated).
func turnedCase(t *testing.T, name string, rows []string, komi float64, moves []string, want string, margin float64, exact bool) {
	t.Helper()
	w, h := len(strings.Fields(rows[0])), len(rows)
	og := geom.MustGet(w, h)
	for s := 0; s < geom.Symmetries; s++ {
		for _, swap := range []bool{false, true} {
			r, k := turnRows(rows, s), komi
			_, _, mv := turnMoves(t, w, h, moves, s)
			if swap {
				r, mv, k = swapRows(r), swapMoves(t, mv), -komi
			}
			gm := diagram(t, "chinese", k, r...)
			g := gm.Geometry()
			for _, m := range mv {
				f := strings.Fields(m)
				c, _ := geom.ParseColour(f[0])
				p, _ := g.ParseVertex(f[1])
				if res := gm.Play(c, p); res != engine.Legal {
					t.Fatalf("%s turn %d: %s: %v", name, s, m, res)
				}
			}
			j, err := Judge(context.Background(), gm, Options{Seed: 1})
			if err != nil {
				t.Fatal(err)
			}
			res := Score(gm, j)
			dead := res.Dead()
			back := og.UnturnSet(&dead, s)
			got := vertices(og, &back)
			m := res.Margin
			if swap {
				m = -m
			}
			ok := m == margin || !exact && m*margin > 0
			if strings.Join(got, " ") != strings.Join(sorted(want), " ") || !ok {
				t.Errorf("%s, turn %d, swapped %v: %s, dead %v; want dead %v, margin %v (exact %v) before the swap", name, s, swap, res, got, sorted(want), margin, exact)
			}
		}
	}
}

// TestKillWorthMost: Black's two groups have only a nakade shape for
// liberties, inside White's live wall: the seven stones A8-D8, A7, B7
// and D9 around the straight three A9 B9 C9, and the six F9 F8 G8 G7 H7
// J7 around the bulky five G9 H9 J9 H8 J8. White to move has one kill:
// H9 takes the second group's 11 points (6 stones, 5 eye points) and
// Black's B9 saves the first (7 stones, the stone and two eyes: 10);
// B9 would take 10 and leave Black H9 and 11. By hand at komi 0, White
// killing at H9: Black 10, White 71, W+61. GNU Go 3.8's final_score:
// W+61, the six stones dead. vitalPointDead killed the group with the
// most stones, the seven, and gave Black the other: W+59. The same in
// the eight turns of the board and with the colours swapped.
func TestKillWorthMost(t *testing.T) {
	rows := twoNakadeGroups()
	turnedCase(t, "White to move", rows, 0, []string{"B pass"}, "F9 F8 G8 G7 H7 J7", -61, true)
}

// TestSaveOneLoseOther is TestKillWorthMost with Black to move: he saves
// the group worth more at H9 (its bulky five's vital point, two eyes),
// and White kills the other at B9. By hand at komi 0: Black 6 stones,
// H9 and 4 eye points, 11; White 70: W+59. GNU Go 3.8's final_score:
// W+59, the seven stones D9 A8-D8 A7 B7 dead. vitalPointDead gave Black
// his move on one group and left the other to the playouts, which keep
// a nakade shape alive whoever moves: both groups lived, W+39. The same
// in the eight turns of the board and with the colours swapped.
func TestSaveOneLoseOther(t *testing.T) {
	rows := twoNakadeGroups()
	turnedCase(t, "Black to move", rows, 0, []string{"W pass"}, "D9 A8 B8 C8 D8 A7 B7", -59, true)
}

// TestKillBeforeAnswer: Black's six stones F9 F8 G8 G7 H7 J7 have only
// the bulky five G9 H9 J9 H8 J8 for liberties inside White's wall, and
// Black's last move F4 put White's E4 in atari (its liberty E5). White to
// move has one move: the kill at H9 turns over 11 points, the connection
// at E5 saves one stone. By hand at komi 0, White H9, Black E5 taking E4
// (White has no ko threat to take back at E4), Black connecting at E4:
// Black the 27 points of rows 1 to 3, the 9 of row 4 and E5, 37; White
// 44: W+7. GNU Go 3.8's final_score: W+7, the six stones dead (the
// count lists E4 too, which Black takes). The
// answer to the atari (rescued) came first and vitalPointDead gave White
// no kill; the position after White's E5 was judged again with Black to
// move, who saves the group at H9: B+11. The same in the eight turns of
// the board and with the colours swapped.
func TestKillBeforeAnswer(t *testing.T) {
	rows := []string{
		". . . O O X . . .", // 9
		". . . O O X X . .", // 8
		". O O O O O X X X", // 7
		"O O O O O O O O O", // 6
		"O O O O . O O O O", // 5
		"X X X X O . X X X", // 4
		"X X X X X X X X X", // 3
		". . . . . . . . .", // 2
		". . . . . . . . .", // 1
	}
	turnedCase(t, "White to move", rows, 0, []string{"B F4"}, "E4 F9 F8 G8 G7 H7 J7", -7, true)
}

// TestVitalBeforeConnection: Black's six stones F9 F8 G8 G7 H7 J7 have
// only the bulky five G9 H9 J9 H8 J8 for liberties inside White's wall,
// and his E5 inside the wall is in atari (its liberty E4); White's last
// move F4. Black to move has one move: H9 saves the group (11 points),
// E4 would connect one stone. By hand at komi 0, Black H9, White E4
// taking E5: Black the 27 points of rows 1 to 3, A4-D4 and G4-J4 and
// the group's 11, 45; White 36: B+9. GNU Go 3.8's final_score: B+9,
// E5 dead. The judgment had Black connect E5 out (ataried: his one
// chain in atari that connects to live stones) and play H9 as well:
// B+12. The same in the eight turns of the board and with the colours
// swapped.
func TestVitalBeforeConnection(t *testing.T) {
	rows := []string{
		". . . O O X . . .", // 9
		". . . O O X X . .", // 8
		". O O O O O X X X", // 7
		"O O O O O O O O O", // 6
		"O O O O X O O O O", // 5
		"X X X X . . X X X", // 4
		"X X X X X X X X X", // 3
		". . . . . . . . .", // 2
		". . . . . . . . .", // 1
	}
	turnedCase(t, "Black to move", rows, 0, []string{"W F4"}, "E5", 9, true)
}

// twoNakadeGroups is the board of TestKillWorthMost and
// TestSaveOneLoseOther: Black's seven stones around the straight three
// A9 B9 C9 and six around the bulky five G9 H9 J9 H8 J8, inside White's
// live wall.
func twoNakadeGroups() []string {
	return []string{
		". . . X O X . . .", // 9
		"X X X X O X X . .", // 8
		"X X O O O O X X X", // 7
		"O O O O O O O O O", // 6
		". . . . . . . . .", // 5
		". . . . . . . . .", // 4
		". . . . . . . . .", // 3
		". . . . . . . . .", // 2
		". . . . . . . . .", // 1
	}
}

// TestGapPushSente: koBanThree after Black's E9 and White's D9, Black to
// move at komi 0. White's group dies (TestKoEyeUnderBan) and Black spends
// his move on the vital point H9; White then has the move, and the
// two-point gap E5-E4 between Black's wall on row 5 and White's on row 4
// is his: his push at E5 stands next to Black's stones only, cannot be
// cut (Black's E4 would be a stone in atari inside White's wall, taken at
// E3), and Black must block at E6 or White's E6 breaks into rows 6 to 9;
// E4 is then White's. By hand: Black the 36 points of rows 6 to 9 and
// the 8 stones of row 5, 44; White the 27 points of rows 1 to 3, the 9 of
// row 4 and E5, 37: B+7. GNU Go 3.8 (gnugo --mode gtp --chinese-rules,
// loadsgf of the position with the two moves, final_score): B+7, the
// group and D9 dead. The region of the whole board's empty points was
// open, split by distance (E5 Black's, E4 White's): B+9. The same in the
// eight turns of the board and with the colours swapped.
func TestGapPushSente(t *testing.T) {
	turnedCase(t, "two-point gap", koBanThree, 0, []string{"B E9", "W D9"}, "D9 F9 E8 F8 G8 H8 J8", 7, true)
}

// TestVitalThenOddDame: TestShapes' straight three (Q1 R1 S1, outside
// liberty R3) and bent four in the corner (R1 S1 T1 T2, outside liberty
// R3), Black to move (White passed). Black spends his move on the vital
// point and lives; White then has the move and fills first two of the
// three dame R3, J17 and L7. Hand counts at komi 7.5: the straight
// three, Black's R1, Black 185 + 1 = 186, White 173 + 2 = 175: B+3.5; the
// bent four, Black's T1, Black 182 + 1 = 183, White 176 + 2 = 178: W+2.5.
// GNU Go 3.8 (gnugo --mode gtp --chinese-rules, loadsgf of the position
// with PL[B], play black R1 or T1, final_score): B+3.5 and W+2.5, none
// dead. The count split the three dame (the side to move's order was
// taken only where a single dame was left): B+4.5 and W+1.5. The same in
// the eight turns of the board and with the colours swapped.
func TestVitalThenOddDame(t *testing.T) {
	three := edit(t, shapesBase, shapes["straight three"]...)
	turnedCase(t, "straight three, Black to move", three, 7.5, []string{"W pass"}, "", 3.5, true)
	bent := edit(t, shapesBase, shapes["bent four"]...)
	turnedCase(t, "bent four, Black to move", bent, 7.5, []string{"W pass"}, "", -2.5, true)
}

// nakadeAndLoneDame: Black's six stones F9 F8 G8 G7 H7 J7 around the
// bulky five G9 H9 J9 H8 J8 inside White's wall, Black's area A3-D3 and
// rows 1 and 2 below White's row 4, and one dame, E3, between them.
func nakadeAndLoneDame() []string {
	return []string{
		". . . O O X . . .", // 9
		". . . O O X X . .", // 8
		". O O O O O X X X", // 7
		"O O O O O O O O O", // 6
		". . . . . . . . .", // 5
		"O O O O O O O O O", // 4
		"X X X X . O O O O", // 3
		"X X X X X X X X X", // 2
		". . . . . . . . .", // 1
	}
}

// TestVitalThenLoneDame: after the side to move's stone on the vital
// point of the bulky five, the one dame E3 is the other player's, who has
// the move and nothing else to play. At komi 0, White to move kills at
// H9 and Black fills E3: Black the 18 points of rows 1 and 2, A3-D3 and
// E3, 23; White 58: W+35. Black to move lives at H9 (two eyes, G9 and
// H8 J8 J9) and White fills E3: Black 22 and the group's 11 (7 stones, 4
// eye points), 33; White 48: W+15. GNU Go 3.8 (gnugo --mode gtp
// --chinese-rules, loadsgf of the position after Black's pass, then after
// White's, final_score): W+35 with the six dead, W+15 with none. The
// count split the dame (the mean of both filling orders): W+36 and W+14.
// The same in the eight turns of the board and with the colours swapped.
func TestVitalThenLoneDame(t *testing.T) {
	rows := nakadeAndLoneDame()
	turnedCase(t, "White to move", rows, 0, []string{"B pass"}, "F9 F8 G8 G7 H7 J7", -35, true)
	turnedCase(t, "Black to move", rows, 0, []string{"W pass"}, "", -15, true)
}

// TestVitalThenDameAndTeire is TestVitalThenLoneDame with E2 empty: the
// one dame E3 now calls for a teire when White fills it (White's E3
// threatens to push at E2 into Black's area, and Black blocks there), so
// the filling White starts places two stones, Black's one. At komi 0,
// White to move kills at H9 and Black fills E3: E2 is Black's, the count
// is TestVitalThenLoneDame's, W+35. Black to move lives at H9, White
// fills E3 and Black blocks at E2: Black 22 (row 1, row 2 with E2, A3-D3)
// and the group's 11, 33; White 48: W+15. GNU Go 3.8 (gnugo --mode gtp
// --chinese-rules, the stones played, then Black's pass or White's,
// final_score): W+35 with the six F9 F8 G8 G7 H7 J7 dead, W+15 with none.
// A rule that took only fillings of one stone each took the mean of
// the two orders for both counts: W+36 and W+14. The same in
// the eight turns of the board and with the colours swapped.
func TestVitalThenDameAndTeire(t *testing.T) {
	rows := append([]string(nil), nakadeAndLoneDame()...)
	rows[7] = "X X X X . X X X X" // 2
	turnedCase(t, "White to move", rows, 0, []string{"B pass"}, "F9 F8 G8 G7 H7 J7", -35, true)
	turnedCase(t, "Black to move", rows, 0, []string{"W pass"}, "", -15, true)
}
