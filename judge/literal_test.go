package judge

import (
	"context"
	"strings"
	"testing"

	"github.com/gtp-referee/gtp-referee/engine"
	"github.com/gtp-referee/gtp-referee/geom"
)

// passOut ends gm with two passes, Black first.
func passOut(t *testing.T, gm *engine.Game) {
	t.Helper()
	for _, c := range []geom.Colour{geom.Black, geom.White} {
		if r := gm.Play(c, geom.Pass); r != engine.Legal {
			t.Fatal(r)
		}
	}
}

// mirror reverses every row of a diagram (left and right exchanged).
func mirror(rows []string) []string {
	out := make([]string, len(rows))
	for i, r := range rows {
		f := strings.Fields(r)
		for a, b := 0, len(f)-1; a < b; a, b = a+1, b-1 {
			f[a], f[b] = f[b], f[a]
		}
		out[i] = strings.Join(f, " ")
	}
	return out
}

// TestPassedOutIsLiteral: once two passes have ended the game the count is
// RULES.md section 2's: each empty point to the colour that alone reaches
// it, the others dame, split (no dame filling anticipated, no open
// boundary split by distance). Hand counts:
//   - 9x9, Black C5 and White H5 only, komi 5.5: every empty point reaches
//     both, 79 dame; Black 1 + 39.5 = 40.5 stones, W+5.5.
//   - teirePosition, komi 0.5: Black A6 and B1-B5 (6 stones) own A1-A5
//     (11), White's 8 stones on C1-C7 and B6 own the 28 points right of
//     them (36), A7 and B7 are dame: 11 - 36 - 0.5, W+25.5. (Passed out,
//     the teire that filling A7 would force is not charged: TestAreaTeire
//     has it for the position not passed out, W+26.5.)
//   - P6 mirrored left to right, komi 0.5: W+4.5 as printed (before,
//     W+6.5 in four of the eight orientations).
func TestPassedOutIsLiteral(t *testing.T) {
	open := []string{}
	for y := 9; y >= 1; y-- {
		row := ". . . . . . . . ."
		if y == 5 {
			row = ". . X . . . . O ."
		}
		open = append(open, row)
	}
	cases := []struct {
		name string
		komi float64
		rows []string
		want string
	}{
		{"open", 5.5, open, "W+5.5"},
		{"teire", 0.5, teirePosition, "W+25.5"},
		{"p6", 0.5, p6, "W+4.5"},
		{"p6 mirrored", 0.5, mirror(p6), "W+4.5"},
	}
	for _, c := range cases {
		gm := diagram(t, "chinese", c.komi, c.rows...)
		passOut(t, gm)
		res, _, err := EstimateScore(context.Background(), gm, Options{Seed: 1})
		if err != nil {
			t.Fatal(err)
		}
		if got := res.String(); got != c.want {
			t.Errorf("%s, passed out: %s, want %s (%s)", c.name, got, c.want, res.Chinese())
		}
	}
}

// wallBands13 is a 13x13 of walls in bands: White's territory on rows
// 11-13 behind his wall on row 10, which has a gap at F10; Black's wall
// on row 9, in which White's F9 is in atari (Black's E9, G9 and F8 around
// it, F10 its liberty); Black's territory on rows 6-8 behind his wall on
// row 5; White's wall on row 4 and territory on rows 1-3. Black, to move,
// captures F9; White, to move, connects it at F10.
var wallBands13 = []string{
	". . . . . . . . . . . . .", // 13
	". . . . . . . . . . . . .", // 12
	". . . . . . . . . . . . .", // 11
	"O O O O O . O O O O O O O", // 10
	"X X X X X O X X X X X X X", // 9
	". . . . . X . . . . . . .", // 8
	". . . . . . . . . . . . .", // 7
	". . . . . . . . . . . . .", // 6
	"X X X X X X X X X X X X X", // 5
	"O O O O O O O O O O O O O", // 4
	". . . . . . . . . . . . .", // 3
	". . . . . . . . . . . . .", // 2
	". . . . . . . . . . . . .", // 1
}

// TestPassedOutOpenedWall: a dead stone on a boundary, two passes played.
// Taken off, its point joins its owner's territory to the capturer's
// stones, and the literal count made that territory dame (atariWallRows,
// White to move next: E5 dead, Black's columns A-C dame, W+36.5). Black
// would not agree that E5 is dead at that price; the capture is played
// out (RULES.md Art. 7, 8 and 21), and the count is that of the board it
// leaves. Hand counts:
//   - atariWallRows, passes White then Black (White to move next), komi
//     0.5: W D5 takes E5, Black C5 puts D5 in atari, W E5 connects. Black
//     has columns A-C (27) and D1-D4, D6-D9 (8), 35; White the other 46:
//     W+11.5. GNU Go 3.8 (--chinese-rules, the three moves played, then
//     final_score): W+11.5. By territory (japanese): Black 26 (A-C less
//     C5), White 35 (F-J less F5) and 1 prisoner: W+10.5 (GNU Go's
//     Japanese count, W+11.5, lists B6 as a dame).
//   - wallBands13, passes Black then White (Black to move next, he takes
//     F9), komi 7.5: B F10 takes F9, W F11 puts F10 in atari, B F9
//     connects. Black has F10, row 9 (13), rows 6-8 (39) and row 5 (13),
//     66; White rows 11-13 (39), row 10 but F10 (12), row 4 (13) and rows
//     1-3 (39), 103: W+44.5. By territory Black 38 (rows 6-8 less F8) and
//     1 prisoner, White 77 (rows 11-13 less F11, rows 1-3): W+45.5. GNU
//     Go 3.8 after the three moves: W+44.5 (--chinese-rules), W+45.5
//     (--japanese-rules).
//   - the same with E4-H4 left empty (White's wall on row 3, A4-D4 and
//     J4-N4 White): the four dame stay dame, split, while F9's capture is
//     played out: Black 66, White 99, W+40.5; GNU Go 3.8 after the three
//     moves: W+40.5 (with E4-H4 listed as dame).
//   - atariWallRows with two gaps, D3 and D7 (E3 and E7 Black, in atari),
//     White to move next: W D3 takes E3, B C3, W E3, B C2 (else W C2
//     takes D1-D2), W D7 takes E7, B C7, W E7, B C8. Black has columns
//     A-C (27) and D1, D2, D4-D6, D8, D9 (7), 34; White 47: W+13.5. GNU Go
//     3.8 after those moves: W+13.5.
//   - wallBands13 with White to move next: F9 is alive (he connects at
//     F10), nothing is removed and the count is literal: Black 64 (F9
//     White's), White 105, W+48.5; GNU Go 3.8 after W F10: W+48.5.
func TestPassedOutOpenedWall(t *testing.T) {
	twoGaps := append([]string(nil), atariWallRows...)
	twoGaps[2], twoGaps[4], twoGaps[6] = atariWallRows[4], atariWallRows[0], atariWallRows[4]
	dame13 := append([]string(nil), wallBands13...)
	dame13[9] = "O O O O . . . . O O O O O"  // 4
	dame13[10] = "O O O O O O O O O O O O O" // 3
	type point struct {
		v     string
		owner geom.Colour
	}
	cases := []struct {
		name   string
		preset string
		komi   float64
		rows   []string
		passes [2]geom.Colour
		want   string
		dead   []string
		owners []point
	}{
		{"9x9 wall", "chinese", 0.5, atariWallRows, [2]geom.Colour{geom.White, geom.Black}, "W+11.5",
			[]string{"E5"}, []point{{"E5", geom.White}, {"D5", geom.White}, {"C5", geom.Black}, {"A1", geom.Black}, {"B6", geom.Black}}},
		{"9x9 wall by territory", "japanese", 0.5, atariWallRows, [2]geom.Colour{geom.White, geom.Black}, "W+10.5",
			[]string{"E5"}, nil},
		{"9x9 wall, two gaps", "chinese", 0.5, twoGaps, [2]geom.Colour{geom.White, geom.Black}, "W+13.5",
			[]string{"E3", "E7"}, []point{{"D3", geom.White}, {"D7", geom.White}, {"C3", geom.Black}, {"A5", geom.Black}}},
		{"13x13 bands", "chinese", 7.5, wallBands13, [2]geom.Colour{geom.Black, geom.White}, "W+44.5",
			[]string{"F9"}, []point{{"F9", geom.Black}, {"F10", geom.Black}, {"F11", geom.White}, {"A13", geom.White}}},
		{"13x13 bands by territory", "japanese", 7.5, wallBands13, [2]geom.Colour{geom.Black, geom.White}, "W+45.5",
			[]string{"F9"}, nil},
		{"13x13 bands with dame", "chinese", 7.5, dame13, [2]geom.Colour{geom.Black, geom.White}, "W+40.5",
			[]string{"F9"}, []point{{"F10", geom.Black}, {"E4", geom.Empty}, {"H4", geom.Empty}}},
		{"13x13 bands, owner to move", "chinese", 7.5, wallBands13, [2]geom.Colour{geom.White, geom.Black}, "W+48.5",
			nil, []point{{"F9", geom.White}, {"F10", geom.White}}},
	}
	for _, c := range cases {
		gm, scores := passedOutScores(t, c.preset, c.komi, c.rows, c.passes[0])
		g := gm.Geometry()
		at := vertexAt(t, g)
		for i, res := range scores {
			seed := i + 1
			if got := res.String(); got != c.want {
				t.Errorf("%s, seed %d: %s, want %s (%s)", c.name, seed, got, c.want, res.Chinese())
			}
			dead := res.Dead()
			if got := strings.Join(vertices(g, &dead), " "); got != strings.Join(c.dead, " ") {
				t.Errorf("%s, seed %d: dead %q, want %q", c.name, seed, got, strings.Join(c.dead, " "))
			}
			for _, p := range c.owners {
				if got := res.Owner(gm.Board(), at(p.v)); got != p.owner {
					t.Errorf("%s, seed %d: %s counted for %v, want %v", c.name, seed, p.v, got, p.owner)
				}
			}
		}
	}
}

// TestPassedOutDeadInside: dead stones inside a territory, taken off after
// two passes, open no boundary; the count stays literal, dame split.
// 9x9, komi 0.5, Black then White passing:
//   - inside: Black's wall on column D, White's on E and G (column F a
//     corridor); White's B5 dead in Black's A-C, Black's F5 dead in the
//     corridor. Black 27 + 9 = 36, White 9 + 9 + 9 + 18 = 45: W+9.5.
//     GNU Go 3.8 (--chinese-rules, final_score): W+9.5, B5 and F5 dead.
//   - dame: Black's wall on column C (and D1), White's on E and G, D2-D9
//     left empty by both; B5 and F5 dead as before. Black 18 + 9 + 1 =
//     28, White 45, 8 dame split: W+17.5; GNU Go 3.8: W+17.5, D2-D9 dame.
func TestPassedOutDeadInside(t *testing.T) {
	inside := make([]string, 9)
	dame := make([]string, 9)
	for i := range inside {
		inside[i] = ". . . X O . O . ."
		dame[i] = ". . X . O . O . ."
	}
	inside[4] = ". O . X O X O . ."
	dame[4] = ". O X . O X O . ."
	dame[8] = ". . X X O . O . ."
	for _, c := range []struct {
		name string
		rows []string
		want string
		dame int
	}{
		{"inside", inside, "W+9.5", 0},
		{"dame", dame, "W+17.5", 8},
	} {
		gm := diagram(t, "chinese", 0.5, c.rows...)
		passOut(t, gm)
		j, err := Judge(context.Background(), gm, Options{Seed: 1})
		if err != nil {
			t.Fatal(err)
		}
		res := Score(gm, j)
		dead := res.Dead()
		g := gm.Geometry()
		if got := strings.Join(vertices(g, &dead), " "); res.String() != c.want || got != "B5 F5" || res.Area.Dame != c.dame {
			t.Errorf("%s: %s, dead %q, %d dame; want %s, B5 F5, %d dame", c.name, res, got, res.Area.Dame, c.want, c.dame)
		}
	}
}

// TestPassedOutOpenedWithDeadInside: atariWallRows with a dead White stone
// at B5, inside Black's area, in the region that E5's removal opens
// (passes White then Black, White to move next, komi 0.5). Only E5 is on
// the boundary and captured by play (W D5, B C5, W E5); B5 is taken off
// without a move, as in any territory. Before, B5 was captured by filling
// its liberties too: Black's stones on A5, B4 and B6 cost him three points
// of territory (W+13.5 by territory). Hand counts:
//   - territory: Black 27 (A-C) less C5 = 26 and 1 prisoner (B5), White
//     35 (F-J less F5) and 1 prisoner (E5): W+9.5. GNU Go 3.8
//     (--japanese-rules, the three moves played, final_score): W+10.5,
//     B5 dead, with C6 listed as a dame (the same one-point quirk as in
//     TestPassedOutOpenedWall's count by territory).
//   - area: as TestPassedOutOpenedWall's 9x9 wall, B5 Black's: 35
//     against 46, W+11.5; GNU Go 3.8 (--chinese-rules): W+11.5.
//
// And wallBands13 with Black's B12 dead inside White's rows 11-13, which
// F9's removal opens (passes Black then White, Black to move next, komi
// 7.5): B F10 takes F9, W F11, B F9; B12 comes off (before, White filled
// its four liberties, W+42.5 by territory). Hand counts: territory, Black
// 38 (rows 6-8 less F8) and 1 prisoner, White 38 (rows 11-13 less F11)
// + 39 (rows 1-3) and 1 prisoner: W+46.5; area as TestPassedOutOpenedWall's
// 13x13 bands, B12 White's: W+44.5. GNU Go 3.8 after the three moves:
// W+46.5 (--japanese-rules) and W+44.5 (--chinese-rules), B12 dead.
func TestPassedOutOpenedWithDeadInside(t *testing.T) {
	rows := append([]string(nil), atariWallRows...)
	rows[4] = ". O . . X O . . ."
	bands := append([]string(nil), wallBands13...)
	bands[1] = ". X . . . . . . . . . . ."
	for _, c := range []struct {
		preset string
		komi   float64
		rows   []string
		next   geom.Colour
		want   string
		dead   string
		owned  []string
		owner  geom.Colour
	}{
		{"japanese", 0.5, rows, geom.White, "W+9.5", "B5 E5", []string{"A5", "B4", "B5", "B6"}, geom.Black},
		{"chinese", 0.5, rows, geom.White, "W+11.5", "B5 E5", []string{"A5", "B4", "B5", "B6"}, geom.Black},
		{"japanese", 7.5, bands, geom.Black, "W+46.5", "B12 F9", []string{"A12", "B11", "B12", "B13", "C12"}, geom.White},
		{"chinese", 7.5, bands, geom.Black, "W+44.5", "B12 F9", []string{"A12", "B11", "B12", "B13", "C12"}, geom.White},
	} {
		gm, scores := passedOutScores(t, c.preset, c.komi, c.rows, c.next)
		g := gm.Geometry()
		at := vertexAt(t, g)
		for i, res := range scores {
			seed := i + 1
			if got := res.String(); got != c.want {
				t.Errorf("%s, seed %d: %s, want %s", c.preset, seed, got, c.want)
			}
			dead := res.Dead()
			if got := strings.Join(vertices(g, &dead), " "); got != c.dead {
				t.Errorf("%s, seed %d: dead %q, want %q", c.preset, seed, got, c.dead)
			}
			for _, v := range c.owned {
				if got := res.Owner(gm.Board(), at(v)); got != c.owner {
					t.Errorf("%s, seed %d: %s counted for %v, want %v", c.preset, seed, v, got, c.owner)
				}
			}
		}
	}
}

// passedOutScores sets up the diagram rows under the preset and komi with
// first to move, plays first's pass and his opponent's, so that first
// would move next, and returns the game and its Score under the seeds 1
// and 2.
func passedOutScores(t *testing.T, preset string, komi float64, rows []string, first geom.Colour) (*engine.Game, []Result) {
	t.Helper()
	gm := diagram(t, preset, komi, rows...)
	gm.SetToMove(first)
	for _, col := range []geom.Colour{first, first.Opp()} {
		if r := gm.Play(col, geom.Pass); r != engine.Legal {
			t.Fatalf("%v pass: %v", col, r)
		}
	}
	var out []Result
	for seed := uint64(1); seed <= 2; seed++ {
		j, err := Judge(context.Background(), gm, Options{Seed: seed})
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, Score(gm, j))
	}
	return gm, out
}
