package judge

import (
	"context"
	"strings"
	"testing"

	"github.com/gtp-referee/gtp-referee/engine"
	"github.com/gtp-referee/gtp-referee/geom"
	"github.com/gtp-referee/gtp-referee/rules"
)

// playSmall plays moves ("B A1", "W pass") on a w x h board under the
// chinese preset with komi: a game as a GUI or a rules test would send it.
func playSmall(t *testing.T, w, h int, komi float64, moves ...string) *engine.Game {
	t.Helper()
	g := geom.MustGet(w, h)
	gm := engine.NewGame(g, rules.MustLookup("chinese"))
	gm.SetKomi(komi)
	for _, m := range moves {
		f := strings.Fields(m)
		c, err := geom.ParseColour(f[0])
		if err != nil {
			t.Fatalf("%s: %v", m, err)
		}
		p, err := g.ParseVertex(f[1])
		if err != nil {
			t.Fatalf("%s: %v", m, err)
		}
		if r := gm.Play(c, p); r != engine.Legal {
			t.Fatalf("%s: %v", m, r)
		}
	}
	return gm
}

// turnMoves returns moves with every vertex turned by symmetry s of a
// w x h board (see geom.Geometry.Turn), and the turned board's size.
func turnMoves(t *testing.T, w, h int, moves []string, s int) (int, int, []string) {
	t.Helper()
	g := geom.MustGet(w, h)
	tg := g.Turned(s)
	out := make([]string, len(moves))
	for i, m := range moves {
		f := strings.Fields(m)
		p, err := g.ParseVertex(f[1])
		if err != nil {
			t.Fatalf("%s: %v", m, err)
		}
		if p == geom.Pass {
			out[i] = m
			continue
		}
		out[i] = f[0] + " " + tg.Vertex(g.Turn(p, s))
	}
	return tg.W, tg.H, out
}

// swapMoves returns moves with every colour exchanged.
func swapMoves(t *testing.T, moves []string) []string {
	t.Helper()
	out := make([]string, len(moves))
	for i, m := range moves {
		f := strings.Fields(m)
		c, err := geom.ParseColour(f[0])
		if err != nil {
			t.Fatalf("%s: %v", m, err)
		}
		out[i] = c.Opp().String() + " " + f[1]
	}
	return out
}

// smallVerdict judges a finished game and returns its count and its dead
// and seki stones, turned back to the unturned board by symmetry s of the
// w x h board.
func smallVerdict(t *testing.T, gm *engine.Game, w, h, s int) (string, []string, []string) {
	t.Helper()
	j, err := Judge(context.Background(), gm, Options{Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	res := Score(gm, j)
	og := geom.MustGet(w, h)
	removed := j.Resolved()
	var dead, seki geom.Bitboard
	for _, p := range og.Points {
		q := og.Turn(p, s)
		if removed.Has(q) {
			dead.Set(p)
		}
		if j.Seki.Has(q) && j.Board().At(q) != geom.Empty {
			seki.Set(p)
		}
	}
	return res.String(), vertices(og, &dead), vertices(og, &seki)
}

// TestWholeBoardSeki: positions of a small board whose stones are all in
// one seki, after two passes. On 2x2, Black A1 and White B2: whoever fills
// A2 or B1 puts both chains in atari and loses his stones. GNU Go 3.8
// (--chinese-rules, komi 5.5) answers final_score W+5.5 and
// final_status_list seki A1 B2. On 3x2, Black A1-A2 and White C1-C2 share
// their two liberties B1 and B2, and on 4x2 Black A1-A2-B2 and White
// C1-D1-D2 share B1 and C2: whoever fills one is taken (derived by hand;
// GNU Go plays no rectangular board), each side counts its stones and the
// two dame are shared: W+0.5 at komi 0.5. With the colours exchanged and
// the komi negated the count is the same for the other colour, and every
// turn of the board gives the same answer. The race reading read these
// chains as a capturing race in a region that held every stone of the
// attacker's (the whole board): the attacker fills a liberty, the
// defender takes his stones, and his throw-in into the empty points then
// captured the target, which the search counted as a lost race although
// the attacker's stones, with nothing to join, were as capturable
// afterwards (2x2: W+9.5 with A1 dead, or White's A1 dead at W+1.5 with
// the colours exchanged; 3x2: Black's A1-A2 dead, W+6.5).
func TestWholeBoardSeki(t *testing.T) {
	cases := []struct {
		w, h  int
		moves []string
		komi  float64
		want  string
		seki  string
	}{
		{2, 2, []string{"B A1", "W B2"}, 5.5, "W+5.5", "A1 B2"}, // GNU Go 3.8
		{3, 2, []string{"B A1", "W C1", "B A2", "W C2"}, 0.5, "W+0.5", "A1 A2 C1 C2"},
		{4, 2, []string{"B A1", "W C1", "B A2", "W D1", "B B2", "W D2"}, 0.5, "W+0.5", "A1 A2 B2 C1 D1 D2"},
		// Black A1-B1-C1 and White B2 share A2 and C2: whoever fills
		// one is taken, and each side's sacrifice (fill one, be taken,
		// take back) is the other's, so neither is a final status
		// (sacrificeSeki). Black 3 stones, White 1, two dame: B+2
		// less the komi (hand count). Black's stones died in four
		// turns (W+6.5): Black's stones with a point White fills,
		// A1-B1-C1-A2, hold the corners A1 and A2, and bentInCorner
		// answered for the first corner it met, in those turns the end
		// A2, where the shape does not bend; Black's sacrifice was then
		// no bent four, and White's looked one-sided.
		{3, 2, []string{"B A1", "W B2", "B B1", "B C1"}, 0.5, "B+1.5", "A1 B1 B2 C1"},
	}
	for _, tc := range cases {
		moves := append(append([]string(nil), tc.moves...), "B pass", "W pass")
		for _, swap := range []bool{false, true} {
			mv, komi, want := moves, tc.komi, tc.want
			if swap {
				mv, komi = swapMoves(t, moves), -tc.komi
				want = map[byte]string{'W': "B", 'B': "W"}[want[0]] + want[1:]
			}
			for s := 0; s < geom.Symmetries; s++ {
				w, h, tm := turnMoves(t, tc.w, tc.h, mv, s)
				gm := playSmall(t, w, h, komi, tm...)
				res, dead, seki := smallVerdict(t, gm, tc.w, tc.h, s)
				if res != want || len(dead) != 0 || strings.Join(seki, " ") != tc.seki {
					t.Errorf("%dx%d %v, swapped %v, turn %d: %s, dead %v, seki %v; want %s, no dead stone, seki %s", tc.w, tc.h, tc.moves, swap, s, res, dead, seki, want, tc.seki)
				}
			}
		}
	}
}

// swapRows returns diagram rows with X and O exchanged.
func swapRows(rows []string) []string {
	out := make([]string, len(rows))
	for i, r := range rows {
		out[i] = strings.Map(func(c rune) rune {
			switch c {
			case 'X':
				return 'O'
			case 'O':
				return 'X'
			}
			return c
		}, r)
	}
	return out
}

// passedDiagram is diagram with the game ended by two passes, first
// passing first (so that first would be to move again).
func passedDiagram(t *testing.T, komi float64, first geom.Colour, rows ...string) *engine.Game {
	t.Helper()
	gm := diagram(t, "chinese", komi, rows...)
	gm.SetToMove(first)
	for _, c := range []geom.Colour{first, first.Opp()} {
		if r := gm.Play(c, geom.Pass); r != engine.Legal {
			t.Fatalf("pass: %v", r)
		}
	}
	return gm
}

// TestSmallDiagramSymmetry judges finished diagrams of small boards,
// square and not, in the eight turns of the board, with the colours
// exchanged (the komi negated, the player who would move next exchanged
// too) and with either player to move next: every judgment must give the
// same dead stones, turned back, and the same count, for the other colour
// where they are exchanged, and that count is known independently.
func TestSmallDiagramSymmetry(t *testing.T) {
	cases := []struct {
		name string
		rows []string
		komi float64
		want string // the count with Black and White as drawn
		dead string
		why  string
	}{
		{"P8", p8, 7.5, "B+12.5", "A2 A3 B2", "RULES.md P8"},
		{"P9 komi 0.5", p9Rows, 0.5, "W+0.5", "", "RULES.md P9"},
		{"P9 komi 0", p9Rows, 0, "0", "", "RULES.md P9"},
		// White's corner has the eye space A7-B7 and no other
		// liberty: Black's stone in it leaves one eye (GNU Go 3.8:
		// A6 B6 C6 C7 dead, B+48.5).
		{"two-point eye", []string{
			". . O X . . .",
			"O O O X . . .",
			"X X X X . . .",
			". . . . . . .",
			". . . . . . .",
			". . . . . . .",
			". . . . . . .",
		}, 0.5, "B+48.5", "A6 B6 C6 C7", "GNU Go 3.8"},
		// Black's eye space A4-A5-B5-B4 with White's B4 in it is the
		// square four, dead (GNU Go 3.8: W+25.5, the five stones dead).
		{"square four", []string{
			". . X O .",
			". O X O .",
			"X X X O .",
			"O O O O .",
			". . . . .",
		}, 0.5, "W+25.5", "A3 B3 C3 C4 C5", "GNU Go 3.8"},
		// Every group has two eyes; F2 touches both colours, a dame.
		// Black 13 stones and the eyes A6 and B5, 15; White 15
		// stones, E6, F5 and A2, C2, B1, 20; the dame split: W+5
		// and komi (hand count, RULES.md section 2).
		{"two eyes each", []string{
			". X X O . O",
			"X . X O O .",
			"X X X X O O",
			"O O O X X O",
			". O . O X .",
			"O . O O X X",
		}, 0.5, "W+5.5", "", "hand count"},
	}
	opp := map[byte]string{'W': "B", 'B': "W"}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			w, h := len(strings.Fields(tc.rows[0])), len(tc.rows)
			for _, first := range []geom.Colour{geom.Black, geom.White} {
				for _, swap := range []bool{false, true} {
					want, komi, f := tc.want, tc.komi, first
					if swap {
						if want != "0" {
							want = opp[want[0]] + want[1:]
						}
						komi, f = -komi, first.Opp()
					}
					for s := 0; s < geom.Symmetries; s++ {
						rows := turnRows(tc.rows, s)
						if swap {
							rows = swapRows(rows)
						}
						gm := passedDiagram(t, komi, f, rows...)
						res, dead, _ := smallVerdict(t, gm, w, h, s)
						if res != want || strings.Join(dead, " ") != tc.dead {
							t.Errorf("%v next, swapped %v, turn %d: %s, dead %v; want %s, dead %s (%s)", first, swap, s, res, dead, want, tc.dead, tc.why)
						}
					}
				}
			}
		})
	}
}

// p9Rows is RULES.md's P9: a 7x6 board, a Black wall on row 3 and a White
// wall on row 4.
var p9Rows = []string{
	". . . . . . .",
	". . . . . . .",
	"O O O O O O O",
	"X X X X X X X",
	". . . . . . .",
	". . . . . . .",
}

// TestSmallColourSwap judges positions left by random games on boards of
// three to seven lines a side, square and not, ended by two passes, and
// the same positions with the colours exchanged and the other player to
// move next. The judgment starts half its playouts with each player and
// favours no colour, so the exchanged judgment must be the other's with
// the colours exchanged: the same dead and seki stones, the count negated.
// (The eight turns of such positions are not compared: where a fight is
// still open, the playouts' sampling may settle it differently in another
// turn; TestSmallDiagramSymmetry turns finished positions.)
func TestSmallColourSwap(t *testing.T) {
	if testing.Short() {
		t.Skip("two judgments of each of 120 positions")
	}
	r := engine.NewRand(5)
	for i := 0; i < 120; i++ {
		w, h := 3+r.Intn(5), 3+r.Intn(5)
		g := geom.MustGet(w, h)
		var b engine.Board
		b.Reset(g)
		b.Playout(geom.Black, r, len(g.Points)*(2+r.Intn(5))/5)
		rows := make([]string, h)
		for y := h - 1; y >= 0; y-- {
			f := make([]string, w)
			for x := range f {
				f[x] = map[geom.Colour]string{geom.Black: "X", geom.White: "O", geom.Empty: "."}[b.At(g.Point(x, y))]
			}
			rows[h-1-y] = strings.Join(f, " ")
		}
		first := geom.Black
		if r.Intn(2) == 0 {
			first = geom.White
		}
		gm := passedDiagram(t, 0.5, first, rows...)
		gs := passedDiagram(t, -0.5, first.Opp(), swapRows(rows)...)
		j1, err := Judge(context.Background(), gm, Options{Seed: 1})
		if err != nil {
			t.Fatal(err)
		}
		j2, err := Judge(context.Background(), gs, Options{Seed: 1})
		if err != nil {
			t.Fatal(err)
		}
		d1, d2 := Score(gm, j1).Margin+gm.Komi(), Score(gs, j2).Margin+gs.Komi()
		r1, r2 := j1.Resolved(), j2.Resolved()
		if d1+d2 != 0 || r1 != r2 || j1.Seki != j2.Seki {
			t.Errorf("position %d (%dx%d, %v next):\n%s\narea %+.1f, dead %v; exchanged %+.1f, dead %v", i, w, h, first,
				strings.Join(rows, "\n"), d1, vertices(g, &r1), d2, vertices(g, &r2))
		}
	}
}
