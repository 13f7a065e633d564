package judge

import (
	"context"
	"math"
	"strings"
	"testing"

	"github.com/gtp-referee/gtp-referee/geom"
	"github.com/gtp-referee/gtp-referee/rules"
)

// turnRows returns a diagram (rows of X/O/., top row first) turned by
// symmetry s (see geom.Geometry.Turn).
func turnRows(rows []string, s int) []string {
	h := len(rows)
	w := len(strings.Fields(rows[0]))
	g := geom.MustGet(w, h)
	tg := g.Turned(s)
	out := make([][]string, tg.H)
	for i := range out {
		out[i] = make([]string, tg.W)
	}
	for i, row := range rows {
		for x, f := range strings.Fields(row) {
			tx, ty := tg.XY(g.Turn(g.Point(x, h-1-i), s))
			out[tg.H-1-ty][tx] = f
		}
	}
	turned := make([]string, tg.H)
	for i, r := range out {
		turned[i] = strings.Join(r, " ")
	}
	return turned
}

// TestOrientation judges positions in their eight turns: the dead stones
// and the count must not depend on how the board is turned. Each of these
// depended on it: the playouts' first capture among chains of one size in
// atari, and the scan for a playout move from a random point on, followed
// board order (lifeDead: W+8.5 in four turns, W+36.5 in the others); the
// dame filling takes them in board order (P6, a row of three dame that
// White's stone at its mouth takes whole: W+4.5, the rules' hand count, in
// four turns, W+6.5 in the others; fillSidePosition W+8.5 or W+9.5); a
// group next to a dragon that the local reading killed stayed as the
// playouts left it, in which the dragon lived (koEyeDragon: W+22.5, the
// count of GNU Go's play-out, in one turn, W+11.5 in seven).
func TestOrientation(t *testing.T) {
	if testing.Short() {
		t.Skip("eight judgments a position")
	}
	cases := []struct {
		name   string
		rows   []string
		komi   float64
		result string // hand count, record or GNU Go
	}{
		{"P6", p6, 0.5, "W+4.5"}, // RULES.md P6, its hand count
		{"dead group", lifeDead, 7.5, "W+8.5"},
		{"filling by the side", fillSidePosition, 7.5, ""},
		{"ko eye", koEyeDragon, 7.5, "W+22.5"},
		{"ko seki", koSekiRows, 7.5, "W+31.5"}, // GNU Go, Black to move
		{"carpenter's square", carpenterSquare, 7.5, ""},
		{"pocket seki", pocketSeki, 7.5, "B+52.5"}, // GNU Go, Black to move
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			var first string
			for s := 0; s < geom.Symmetries; s++ {
				rows := turnRows(tc.rows, s)
				gm := diagram(t, "chinese", tc.komi, rows...)
				j, err := Judge(context.Background(), gm, Options{Seed: 1})
				if err != nil {
					t.Fatal(err)
				}
				// The dead stones, turned back.
				og := geom.MustGet(len(strings.Fields(tc.rows[0])), len(tc.rows))
				removed := j.Resolved()
				var dead geom.Bitboard
				for _, p := range og.Points {
					if removed.Has(og.Turn(p, s)) {
						dead.Set(p)
					}
				}
				got := Score(gm, j).String() + " dead " + strings.Join(vertices(og, &dead), " ")
				if s == 0 {
					first = got
					if tc.result != "" && !strings.HasPrefix(got, tc.result+" ") {
						t.Errorf("%s, want %s", got, tc.result)
					}
					continue
				}
				if got != first {
					t.Errorf("turn %d: %s; unturned: %s", s, got, first)
				}
			}
		})
	}
}

// turnOwnership is the final position of a GNU Go level-8 play-out of a
// corpus record (White to move; GNU Go 3.8 counts W+24.5, White's Q19-S16
// group dead). The playouts drew their random moves with the engine's
// RandomMove, which scans on from a refused point (an eye, a suicide) to
// the next one in the board's list of empty points, whose order follows
// the board's orientation and the game's history: in the replayed game the
// first-phase playouts gave the group an ownership for White of -0.12 to
// 0.00 in this turn of the board and 0.33 to 0.43 in the turn by
// symmetry 1 (six seeds each), and the judgment killed it in some turns
// (W+24.5) and let it live in others (W+53.5).
var turnOwnership = []string{
	". . X X X X X O O O X X X X X O . . .", // 19
	". X . . . . X X X O O O O X . O . X X", // 18
	". X X . X . X O O O . O O X X O O O O", // 17
	"X X O X X X O . O O . O X X X X . O X", // 16
	"X O O X O X O O . O O X X O O X . X X", // 15
	"X O O X O X O X O O X X X O O O X . .", // 14
	"X O X O O X X X X O X O X X X O X . .", // 13
	"O O X . . O X O X X O O O X X O X X X", // 12
	". O X O . O O O X X X O . O X O O X X", // 11
	"O O O . O O X O O X O O . O O . O O X", // 10
	"X O O O O X X X O X X O O . O X O X X", // 9
	"X X O X X . X X O X O O . O X O O X X", // 8
	"X . X X . . . X O O . O O X X . O O O", // 7
	"X X X X O . . X O . O X O X . O O O .", // 6
	"X O O O X X X X X O O X X . X O X O O", // 5
	"O . O X X X O X O O . O X X . O X O X", // 4
	". . O O X O O X X O O . O X X O X X X", // 3
	". . . . O . O O X X O O O O O X . X .", // 2
	". . . . . O O X X X X O . O X X X . .", // 1
}

// TestPlayoutOwnershipTurned: the first-phase playouts' ownership of every
// point of turnOwnership is the same, within sampling noise, in the eight
// turns of the board (4096 playouts a turn: a standard error near 0.015 a
// point, so 0.15 is some seven of them for the difference). With
// RandomMove's scan, from the diagram (ownership Black positive), S18 had
// 0.14 in turn 1 and -0.06 in the first, T19 0.11 and -0.09 in turn 2,
// P11 0.53 and 0.71 in turn 6.
func TestPlayoutOwnershipTurned(t *testing.T) {
	if testing.Short() {
		t.Skip("eight runs of 4096 playouts")
	}
	const n, tolerance = 4096, 0.15
	suicide := rules.MustLookup("chinese").SuicideLegal
	phaseOne := func(rows []string) []float64 {
		gm := diagram(t, "chinese", 7.5, rows...)
		b := gm.Board()
		_, _, static := firstProtection(b, suicide)
		own, _, err := runPlayouts(context.Background(), b, n, 1, 2, &policy{prot: &static})
		if err != nil {
			t.Fatal(err)
		}
		return own
	}
	g := geom.MustGet(19, 19)
	base := phaseOne(turnOwnership)
	for s := 1; s < 8; s++ {
		own := phaseOne(turnRows(turnOwnership, s))
		worst, at := 0.0, geom.Pass
		for _, p := range g.Points {
			if d := math.Abs(base[p] - own[g.Turn(p, s)]); d > worst {
				worst, at = d, p
			}
		}
		if worst > tolerance {
			t.Errorf("turn %d: ownership of %s %.2f, %.2f in the first turn", s, g.Vertex(at), own[g.Turn(at, s)], base[at])
		}
	}
}
