package judge

import (
	"context"
	"strings"
	"testing"

	"github.com/gtp-referee/gtp-referee/geom"
)

// twoAtari9 is a 9x9 of Black's wall on column D and White's on column E
// with two gaps in Black's wall: Black's E7 (E8, E6 and F7 White's) in
// atari at D7, and Black's E3-F3 (E4, F4, E2, F2 and G3 White's) in
// atari at D3.
var twoAtari9 = []string{
	". . . X O . . . .", // 9
	". . . X O . . . .", // 8
	". . . . X O . . .", // 7
	". . . X O . . . .", // 6
	". . . X O . . . .", // 5
	". . . X O O . . .", // 4
	". . . . X X O . .", // 3
	". . . X O O . . .", // 2
	". . . X O . . . .", // 1
}

// twoAtari13 is wallBands13 with two White chains in atari in Black's
// row-9 wall: F9-F8 (E8, G8 and F7 Black's) at the gap F10 in White's
// row-10 wall, and K9 (K8 Black's) at the gap K10.
var twoAtari13 = []string{
	". . . . . . . . . . . . .", // 13
	". . . . . . . . . . . . .", // 12
	". . . . . . . . . . . . .", // 11
	"O O O O O . O O O . O O O", // 10
	"X X X X X O X X X O X X X", // 9
	". . . . X O X . . X . . .", // 8
	". . . . . X . . . . . . .", // 7
	". . . . . . . . . . . . .", // 6
	"X X X X X X X X X X X X X", // 5
	"O O O O O O O O O O O O O", // 4
	". . . . . . . . . . . . .", // 3
	". . . . . . . . . . . . .", // 2
	". . . . . . . . . . . . .", // 1
}

// TestPassedOutTwoAtari: after two passes two chains of one colour are in
// atari in the opponent's wall, each at its own liberty (no one move saves
// both), and their owner would move next (RULES.md Art. 7: he may resume;
// Art. 21: the dispute is settled by play). He connects the larger; the
// opponent captures the other. Before, the connect-out rule saved a single
// chain only and both were taken off as dead. Hand counts:
//   - twoAtari9, Black next, komi 0.5: B D3 saves E3-F3; W D7 takes E7, B
//     C7, W E7, B C8 (else W C8 ataris D8-D9). Black: A-C less C7 and C8
//     (25), column D but D7 (8), C7, C8, E3, F3: 37; White 44: W+7.5. GNU
//     Go 3.8 (--chinese-rules, those five moves played, final_score):
//     W+7.5. (Saving E7 instead: W+9.5, GNU Go too.)
//   - twoAtari13, White next, komi 7.5: W F10 saves F9-F8; B K10 takes K9,
//     W K11, B K9. Black: row 9 but F9 (12), K10, rows 6-8 but F8 (38),
//     row 5 (13): 64; White 105: W+48.5. GNU Go 3.8 after those four
//     moves: W+48.5. (Saving K9 instead: W+46.5, GNU Go too.)
func TestPassedOutTwoAtari(t *testing.T) {
	for _, c := range []struct {
		name       string
		komi       float64
		rows       []string
		next       geom.Colour
		want, dead string
		alive      []string
	}{
		{"9x9", 0.5, twoAtari9, geom.Black, "W+7.5", "E7", []string{"E3", "F3"}},
		{"13x13", 7.5, twoAtari13, geom.White, "W+48.5", "K9", []string{"F9", "F8"}},
	} {
		gm, scores := passedOutScores(t, "chinese", c.komi, c.rows, c.next)
		g := gm.Geometry()
		at := vertexAt(t, g)
		for i, res := range scores {
			seed := i + 1
			if got := res.String(); got != c.want {
				t.Errorf("%s, seed %d: %s, want %s", c.name, seed, got, c.want)
			}
			dead := res.Dead()
			if got := strings.Join(vertices(g, &dead), " "); got != c.dead {
				t.Errorf("%s, seed %d: dead %q, want %q", c.name, seed, got, c.dead)
			}
			for _, v := range c.alive {
				if dead.Has(at(v)) {
					t.Errorf("%s, seed %d: %s dead, want alive", c.name, seed, v)
				}
			}
		}
	}
}

// koAtari9 is a 9x9 of Black's wall on column E and White's on column F,
// Black's F7 in White's wall (F8, F6 and G7 White's) in atari at E7, where
// White's capture is a ko: his stone at E7 would stand among Black's D7,
// E8 and E6 with F7 its one liberty.
var koAtari9 = []string{
	". . . . X O . . .", // 9
	". . . . X O . . .", // 8
	". . . X . X O . .", // 7
	". . . . X O . . .", // 6
	". . . . X O . . .", // 5
	". . . . X O . . .", // 4
	". . . . X O . . .", // 3
	". . . . X O . . .", // 2
	". . . . X O . . .", // 1
}

// koAtari13 is wallBands13 where Black's capture of White's F9 at F10 is a
// ko: White's F11 stands behind the gap, so that Black's F10 would have F9
// as its one liberty.
var koAtari13 = []string{
	". . . . . . . . . . . . .", // 13
	". . . . . . . . . . . . .", // 12
	". . . . . O . . . . . . .", // 11
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

// TestPassedOutKoAtari: after two passes a lone stone in atari in the
// opponent's wall, whose capture is a ko, and its owner would move next.
// The dispute is settled by play (RULES.md Art. 21) and the owner, to
// move, ends the ko by connecting (the ko rule lets the opponent no
// recapture: he never captured), so the stone lives. Before, it was judged
// dead as if the opponent had taken it, its owner's area given away.
// Hand counts:
//   - koAtari9, Black next, komi 0.5: B E7 connects F7. Black: A-E (45)
//     and F7, 46; White 35: B+10.5. GNU Go 3.8 (--chinese-rules,
//     final_score): B+10.5 with no stone dead, and after B E7 too.
//   - koAtari13, White next, komi 7.5: W F10 connects F9. Black: row 9 but
//     F9 (12), rows 6-8 (39), row 5 (13): 64; White 105: W+48.5. GNU Go
//     3.8 after W F10: W+48.5 (before it GNU Go takes F9 dead, W+44.5,
//     not knowing who moves next).
func TestPassedOutKoAtari(t *testing.T) {
	for _, c := range []struct {
		name  string
		komi  float64
		rows  []string
		next  geom.Colour
		want  string
		stone string
	}{
		{"9x9", 0.5, koAtari9, geom.Black, "B+10.5", "F7"},
		{"13x13", 7.5, koAtari13, geom.White, "W+48.5", "F9"},
	} {
		gm, scores := passedOutScores(t, "chinese", c.komi, c.rows, c.next)
		g := gm.Geometry()
		for i, res := range scores {
			seed := i + 1
			if got := res.String(); got != c.want {
				t.Errorf("%s, seed %d: %s, want %s", c.name, seed, got, c.want)
			}
			if dead := res.Dead(); !dead.IsZero() {
				t.Errorf("%s, seed %d: dead %q, want none (%s alive)", c.name, seed, vertices(g, &dead), c.stone)
			}
		}
	}
}

// TestPassedOutDeadAmongDame: after two passes, a dead stone among the
// dame. 9x9, komi 0.5: Black's wall on column C, White's on F, columns D
// and E left empty but for White's D5, which Black's D4 and D6 hold in
// atari at E5; Black would move next, so D5 cannot escape (it is dead:
// GNU Go 3.8, --chinese-rules, lists it dead). Taken off, its point is
// reached by both colours (E5 is White's way in), a dame (RULES.md
// section 2). Hand count: Black 27 (A-C) and D4, D6, 29; White 36 (F-J);
// 16 dame (D1-D3, D5, D7-D9 and column E): W+7.5. Owner and Ownership
// must give D5 to no one, as the count does; before, they gave it to
// Black, the captor, while the count split it as a dame.
func TestPassedOutDeadAmongDame(t *testing.T) {
	rows := []string{
		". . X . . O . . .", // 9
		". . X . . O . . .", // 8
		". . X . . O . . .", // 7
		". . X X . O . . .", // 6
		". . X O . O . . .", // 5
		". . X X . O . . .", // 4
		". . X . . O . . .", // 3
		". . X . . O . . .", // 2
		". . X . . O . . .", // 1
	}
	gm := diagram(t, "chinese", 0.5, rows...)
	gm.SetToMove(geom.Black)
	for _, col := range []geom.Colour{geom.Black, geom.White} {
		gm.Play(col, geom.Pass)
	}
	at := vertexAt(t, gm.Geometry())
	d5 := at("D5")
	for seed := uint64(1); seed <= 2; seed++ {
		j, err := Judge(context.Background(), gm, Options{Seed: seed})
		if err != nil {
			t.Fatal(err)
		}
		res := Score(gm, j)
		if res.String() != "W+7.5" || res.Area.Dame != 16 || !res.Removed.Has(d5) {
			t.Errorf("seed %d: %s, %d dame, D5 removed %v; want W+7.5, 16, true", seed, res, res.Area.Dame, res.Removed.Has(d5))
		}
		if got := res.Owner(gm.Board(), d5); got != geom.Empty {
			t.Errorf("seed %d: D5 counted for %v, want no one (a dame)", seed, got)
		}
		if got := res.Ownership(j, gm.Board())[d5]; got != 0 {
			t.Errorf("seed %d: D5 ownership %v, want 0 (a dame)", seed, got)
		}
	}
}

// TestPassedOutConnectionByTerritory: under territory scoring, after two
// passes, the point where the player next to move connects a chain of his
// in atari (connected out, or a ko he ends) is filled when he resumes
// (RULES.md Art. 21), so it is his area but no territory, as a teire.
// Before, the literal count gave it to him as territory, one point too
// many. Hand counts (japanese):
//   - koAtari9, Black next, komi 0.5: B E7. Black's territory A-D less D7,
//     35; White's G-J less G7, 26: B+8.5. GNU Go 3.8 (--japanese-rules)
//     lists the same 35 points as black_territory and E7 as a dame (its
//     B+9.5 lists G8 a dame too, a quirk of its own).
//   - atariWallRows, Black next, komi 0.5: B D5. Black's territory A-C,
//     27; White's F-J less F5, 35: W+8.5. GNU Go 3.8 lists the same 27
//     points and D5 as a dame (its W+7.5 lists G4 a dame too).
//   - koAtari13, White next, komi 7.5: W F10. Black's territory rows 6-8
//     less F8, 38; White's rows 11-13 less F11, 38, and rows 1-3, 39:
//     W+46.5. GNU Go 3.8 after W F10: W+46.5, 38 and 77 points listed.
func TestPassedOutConnectionByTerritory(t *testing.T) {
	for _, c := range []struct {
		name   string
		komi   float64
		rows   []string
		next   geom.Colour
		want   string
		terr   [2]int
		filled string
	}{
		{"koAtari9", 0.5, koAtari9, geom.Black, "B+8.5", [2]int{35, 26}, "E7"},
		{"atariWallRows", 0.5, atariWallRows, geom.Black, "W+8.5", [2]int{27, 35}, "D5"},
		{"koAtari13", 7.5, koAtari13, geom.White, "W+46.5", [2]int{38, 77}, "F10"},
	} {
		gm, scores := passedOutScores(t, "japanese", c.komi, c.rows, c.next)
		at := vertexAt(t, gm.Geometry())
		for i, res := range scores {
			seed := i + 1
			if got := res.String(); got != c.want || res.BlackTerritory != c.terr[0] || res.WhiteTerritory != c.terr[1] {
				t.Errorf("%s, seed %d: %s, territory %d and %d; want %s, %d and %d", c.name, seed, got, res.BlackTerritory, res.WhiteTerritory, c.want, c.terr[0], c.terr[1])
			}
			if got := res.Owner(gm.Board(), at(c.filled)); got != geom.Empty {
				t.Errorf("%s, seed %d: %s counted for %v, want no one's territory", c.name, seed, c.filled, got)
			}
		}
		// By area the point is the connecting player's as before.
		gm, scores = passedOutScores(t, "chinese", c.komi, c.rows, c.next)
		if got := scores[0].Owner(gm.Board(), at(c.filled)); got != c.next {
			t.Errorf("%s by area: %s counted for %v, want %v", c.name, c.filled, got, c.next)
		}
	}
}

// bothAtari9 is twoAtari9 with White's D7 in Black's wall (C7, D8 and D6
// Black's) in atari at E7, a gap in White's wall, instead of Black's E7:
// a chain of each colour in atari, Black's E3-F3 at D3, White's D7 at E7.
var bothAtari9 = []string{
	". . . X O . . . .", // 9
	". . . X O . . . .", // 8
	". . X O . . . . .", // 7
	". . . X O . . . .", // 6
	". . . X O . . . .", // 5
	". . . X O O . . .", // 4
	". . . . X X O . .", // 3
	". . . X O O . . .", // 2
	". . . X O . . . .", // 1
}

// TestPassedOutAtariBothColours: after two passes a chain of each colour is
// in atari, each at its own liberty, and each can connect out. Play
// settles it (RULES.md Art. 21): a connection threatens nothing, so the
// player next to move who connects his chain lets the opponent connect
// his; a capture is answered and keeps the capturer the move. Before, the
// player next to move was given his connection and the opponent's capture
// both (Chinese, Black next: W+3.5). Hand counts (komi 0.5):
//   - Black next: B D3 (saving E3-F3), W E7 (saving D7). Black: A-C (27),
//     column D but D7 (8), E3, F3: 37; White 44: W+7.5. (B E7 taking D7
//     instead is answered by W F7, B D7, and White then takes E3-F3: W D3,
//     B C3, W E3, B C2; Black 36, White 45: W+9.5.) GNU Go 3.8
//     (--chinese-rules, B D3 and W E7 played, final_score): W+7.5. By
//     territory (japanese) after the same two moves: Black A-C less C7,
//     26; White F-J less F3, F4, F2 and G3, 32: W+6.5, GNU Go 3.8
//     (--japanese-rules) too; E7, where White connects, is no territory.
//     (C8 is a teire here too, see White next, and so is White's G2: B G2
//     ataris E1-E2-F2, and W F1 leaves it in atari. GNU Go lists both as
//     dame; after two passes the count keeps teire as territory, the
//     same margin.)
//   - White next: W D3 takes E3-F3, B C3, W E3, B C2 (else W C2 takes
//     D1-D2), W E7 saves D7. Black: A-C (27), column D but D3 and D7 (7):
//     34; White 47: W+13.5. GNU Go 3.8 (--chinese-rules) after those five
//     moves: W+13.5. By territory (japanese) after the same five moves:
//     Black A-C less C7, C3, C2 and C8, 23; White F-J less F4, F2, G3, 33,
//     and the two prisoners E3 F3: W+12.5. C8 is a teire: with White's D7
//     connected at E7, Black's D8-D9 has only C8 and C9, and W C8 kills it
//     (B C9 is taken at B9, B B8 lets W C9 take D8-D9), so Black fills C8
//     (a count of 24 for Black, W+11.5, leaves it out). GNU Go 3.8
//     (--japanese-rules, the five moves played, final_score): W+12.5, with
//     C8 a dame and the same territories.
//
// The count must not depend on the board's turn, nor on the colours.
func TestPassedOutAtariBothColours(t *testing.T) {
	for _, c := range []struct {
		name, preset string
		next         geom.Colour
		want         string
		dead         string
	}{
		{"black next", "chinese", geom.Black, "W+7.5", ""},
		{"white next", "chinese", geom.White, "W+13.5", "E3 F3"},
		{"black next by territory", "japanese", geom.Black, "W+6.5", ""},
		{"white next by territory", "japanese", geom.White, "W+12.5", "E3 F3"},
	} {
		for s := 0; s < 8; s++ {
			rows := turnRows(bothAtari9, s)
			_, scores := passedOutScores(t, c.preset, 0.5, rows, c.next)
			for i, res := range scores {
				if got := res.String(); got != c.want {
					t.Errorf("%s, turn %d, seed %d: %s, want %s", c.name, s, i+1, got, c.want)
				}
				if s == 0 {
					g := geom.MustGet(9, 9)
					dead := res.Dead()
					if got := strings.Join(vertices(g, &dead), " "); got != c.dead {
						t.Errorf("%s, seed %d: dead %q, want %q", c.name, i+1, got, c.dead)
					}
				}
			}
		}
		if c.preset == "japanese" {
			// E7, where White connects D7, is no territory.
			gm, scores := passedOutScores(t, c.preset, 0.5, bothAtari9, c.next)
			if got := scores[0].Owner(gm.Board(), vertexAt(t, gm.Geometry())("E7")); got != geom.Empty {
				t.Errorf("%s: E7 counted for %v, want no one's territory", c.name, got)
			}
		}
		swapped := strings.NewReplacer("W+", "B+").Replace(c.want)
		_, scores := passedOutScores(t, c.preset, -0.5, swapRows(bothAtari9), c.next.Opp())
		if got := scores[0].String(); got != swapped {
			t.Errorf("%s, colours swapped: %s, want %s", c.name, got, swapped)
		}
	}
}

// TestPassedOutCaptureTurned: after two passes the capture of a dead chain
// of two stones in the opponent's wall, whose removal opens a territory,
// is played out (settleOpened) in every turn of the board. 9x9, komi 0.5,
// White next: Black's wall on column D, White's on E, Black's E3-F3 in
// atari at D3 (twoAtari9 with D7 Black's and E7 White's). Hand count: W
// D3 takes E3-F3, B C3, W E3, B C2 (else W C2 takes D1-D2). Black: A-C
// (27) and column D but D3 (8), 35; White 46: W+11.5. By territory:
// Black A-C less C3 and C2, 25; White F-J less F4, F2 and G3, 33, and 2
// prisoners: W+10.5. GNU Go 3.8 (final_score, the position as it is,
// turned or not): W+11.5 (--chinese-rules) and W+10.5
// (--japanese-rules), E3 and F3 dead. Before, in the four turns that
// mirror the board, the play-out took the capturing stone that the
// answer connects at the second stone's point for another dead chain to
// capture, filled the liberties of White's whole wall and, a live stone
// lost, left the region literal: W+35.5 and W+34.5, Black's area dame.
func TestPassedOutCaptureTurned(t *testing.T) {
	rows := append([]string(nil), twoAtari9...)
	rows[2] = ". . . X O . . . ." // 7
	for _, c := range []struct {
		preset, want string
	}{{"chinese", "W+11.5"}, {"japanese", "W+10.5"}} {
		for s := 0; s < 8; s++ {
			_, scores := passedOutScores(t, c.preset, 0.5, turnRows(rows, s), geom.White)
			for i, res := range scores {
				if got := res.String(); got != c.want {
					t.Errorf("%s, turn %d, seed %d: %s, want %s", c.preset, s, i+1, got, c.want)
				}
			}
		}
	}
}

// sharedAtari9 has a chain of each colour in atari at one point, E5:
// Black's E6-E7 (D6, D7, E8, F7 and F6 White's) and White's E4 (D4, E3
// and F4 Black's). E5 is next to Black's live D5 and White's live F5, so
// either stone there connects its chain and captures the other.
var sharedAtari9 = []string{
	". . X O . . . . .", // 9
	". . X O O . . . .", // 8
	". . X O X O . . .", // 7
	". . X O X O . . .", // 6
	". . X X . O . . .", // 5
	". . . X O X O . .", // 4
	". . . X X X O . .", // 3
	". . . . X O . . .", // 2
	". . . . X O . . .", // 1
}

// TestPassedOutAtariShared: after two passes the player next to move
// plays the liberty that a chain of his and one of the opponent's share:
// his stone connects his and captures the other (one move), so his lives
// and the opponent's is dead, in every turn of the board.
func TestPassedOutAtariShared(t *testing.T) {
	for _, c := range []struct {
		next geom.Colour
		dead string
	}{{geom.Black, "E4"}, {geom.White, "E6 E7"}} {
		for s := 0; s < 8; s++ {
			rows := turnRows(sharedAtari9, s)
			gm, scores := passedOutScores(t, "chinese", 0.5, rows, c.next)
			g := gm.Geometry()
			// The vertices of the turned board.
			at := func(v string) string {
				p := vertexAt(t, geom.MustGet(9, 9))(v)
				return g.Vertex(g.Turn(p, s))
			}
			var want []string
			for _, v := range strings.Fields(c.dead) {
				want = append(want, at(v))
			}
			for i, res := range scores {
				dead := res.Dead()
				if got := strings.Join(vertices(g, &dead), " "); got != strings.Join(sorted(strings.Join(want, " ")), " ") {
					t.Errorf("%v next, turn %d, seed %d: dead %q, want %q", c.next, s, i+1, got, want)
				}
			}
		}
	}
}

// TestPassedOutConnectionCaptures: after two passes, on sharedAtari9, the
// player next to move connects his chain at E5 and so captures the
// opponent's; the count gives him E5 and the captured stones' points, as
// the play leaves them. Before, the literal count left E5 and the removed
// stones' points dame (reached from the opponent's F5 or D5): W+1.5 with
// Black next, W+4.5 with White next. Hand counts (komi 0.5):
//   - Black next, B E5 takes E4. Black: columns A-C (27), D1-D5 (5), E1-E7
//     (7), F3, F4: 41; White: D6-D9, E8, E9 and F-J less F3 and F4 (34):
//     40. B+0.5.
//   - White next, W E5 takes E6-E7. White: D6-D9, E4-E9 (10) and 34: 44;
//     Black 37: W+7.5. GNU Go 3.8 (--chinese-rules) after W E5: W+7.5.
func TestPassedOutConnectionCaptures(t *testing.T) {
	for _, c := range []struct {
		next geom.Colour
		want string
	}{{geom.Black, "B+0.5"}, {geom.White, "W+7.5"}} {
		for s := 0; s < 8; s++ {
			_, scores := passedOutScores(t, "chinese", 0.5, turnRows(sharedAtari9, s), c.next)
			for i, res := range scores {
				if got := res.String(); got != c.want {
					t.Errorf("%v next, turn %d, seed %d: %s, want %s", c.next, s, i+1, got, c.want)
				}
			}
		}
	}
}
