package judge

import (
	"context"
	"fmt"
	"testing"

	"github.com/gtp-referee/gtp-referee/areacount"
	"github.com/gtp-referee/gtp-referee/engine"
	"github.com/gtp-referee/gtp-referee/geom"
)

// TestKoEyes checks which points koEyes reports: an eye whose owner has a
// lone stone in atari on it (the opponent's capture there leaves a ko),
// an approach ko eye (a lone opponent stone in atari in the owner's wall,
// whose capture leaves the capturing stone open to an atari and a ko),
// and not the shapes that look alike but are no ko eye.
func TestKoEyes(t *testing.T) {
	cases := []struct {
		name string
		rows []string
		want []string // "eye/stone/owner"
	}{
		{"on the edge: C2 is a lone black stone in atari on the eye C1", []string{
			". . . . . .",
			". O O O . .",
			"X O X O X .",
			"X X . X X .",
		}, []string{"C1/C2/B"}},
		{"in the corner", []string{
			". . . .",
			"O O . .",
			"X O . .",
			". X X .",
		}, []string{"A1/A2/B"}},
		{"in the middle, for White", []string{
			". . . . . . .",
			". . . X . . .",
			". . X O X . .",
			". . O . O . .",
			". . O O O . .",
			". . . . . . .",
			". . . . . . .",
		}, []string{"D4/D5/W"}},
		{"the chain in atari has two stones: no ko", []string{
			". O O O . .",
			". O X O . .",
			"X O X O X .",
			"X X . X X .",
		}, nil},
		{"two chains in atari around the eye: no ko", []string{
			". . . . . . .",
			". O O O O . .",
			"X O X O X O .",
			"X X . X X O .",
		}, nil},
		{"a real eye: no neighbour in atari", []string{
			". . . . . .",
			". O O O . .",
			"X O X X X .",
			"X X . X X .",
		}, nil},
		{"approach: Black's B5 would take C5 and be left with A5 and C5, White's A5 the atari", []string{
			". . O X . .",
			"O O X X . .",
			". . X . . .",
			". . X . . .",
			". . X . . .",
		}, []string{"B5/C5/B approach"}},
		{"approach with White's atari a self-atari: no ko", []string{
			". . O X . .",
			"O O X X . .",
			". O X . . .",
			"X X X . . .",
			". . . . . .",
		}, nil},
		{"Black's capture leaves three liberties: no ko", []string{
			". . O X . .",
			". . X X . .",
			"O O X . . .",
			". . X . . .",
			". . X . . .",
		}, nil},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			gm := diagram(t, "chinese", 7.5, tc.rows...)
			g := gm.Geometry()
			var got []string
			for _, k := range koEyes(gm.Board(), false) {
				e := fmt.Sprintf("%s/%s/%s", g.Vertex(k.eye), g.Vertex(k.stone), k.owner)
				if k.approach {
					e += " approach"
				}
				got = append(got, e)
			}
			if fmt.Sprint(got) != fmt.Sprint(tc.want) {
				t.Errorf("koEyes = %v, want %v", got, tc.want)
			}
		})
	}
}

// TestApproachKoEyeRandom checks the approach ko eyes that koEyes reports
// on positions left by random games by playing each one out: the
// opponent's stone connects out at its liberty with two liberties or more;
// the owner's capture there takes it and leaves his capturing chain two
// liberties; the opponent's stone on the other one is legal with two
// liberties or more, and leaves that chain in atari on the
// taken stone's point, where the opponent's retake is legal and captures
// it: the owner keeps his eye only by filling it. (It found that a
// connection out that captures was taken for two liberties where it had
// one.)
func TestApproachKoEyeRandom(t *testing.T) {
	found := 0
	randomPositions(11, 3000, 5, 5, func(i int, g *geom.Geometry, b *engine.Board) {
		for _, k := range koEyes(b, false) {
			if !k.approach {
				continue
			}
			found++
			att := k.owner.Opp()
			fail := func(format string, args ...any) {
				t.Helper()
				t.Fatalf("position %d, approach ko eye %s (stone %s, owner %v): %s\n%s", i, g.Vertex(k.eye), g.Vertex(k.stone), k.owner, fmt.Sprintf(format, args...), b.String())
			}
			if b.At(k.stone) != att || b.ChainSize(k.stone) != 1 || !b.InAtari(k.stone) || b.AtariLiberty(k.stone) != k.eye {
				fail("the stone is no lone stone in atari on the eye")
			}
			out := *b
			if out.Play(att, k.eye, false) != engine.Legal || libCount(&out, k.eye) < 2 {
				fail("connecting out is illegal or leaves fewer than two liberties")
			}
			taken := *b
			if taken.Play(k.owner, k.eye, false) != engine.Legal || taken.At(k.stone) != geom.Empty {
				fail("the owner's capture does not take the stone")
			}
			if n := libCount(&taken, k.eye); n != 2 {
				fail("the capturing chain has %d liberties", n)
			}
			libs := taken.Liberties(k.eye)
			libs.Clear(k.stone)
			m := libs.Points(nil)[0]
			atari := taken
			if atari.Play(att, m, false) != engine.Legal {
				fail("the atari at %s is illegal", g.Vertex(m))
			}
			if libCount(&atari, m) < 2 {
				fail("the atari at %s is a self-atari", g.Vertex(m))
			}
			if !atari.InAtari(k.eye) || atari.AtariLiberty(k.eye) != k.stone {
				fail("after the atari at %s the capturing chain is not in atari on the stone's point", g.Vertex(m))
			}
			retake := atari
			if retake.Play(att, k.stone, false) != engine.Legal || retake.At(k.eye) != geom.Empty {
				fail("the retake at %s does not capture", g.Vertex(k.stone))
			}
		}
	})
	if found < 20 {
		t.Errorf("only %d approach ko eyes: the test checks too little", found)
	}
	t.Logf("%d approach ko eyes", found)
}

// koBanThree: White's group E8-J8 and F9 around the eye E9 and the
// straight three G9 H9 J9, before Black's E9 and White's D9, which takes
// it in a ko; Black's wall on the seventh line and the C file, White's
// fourth line below it, the gap E5-E4 between them.
var koBanThree = []string{
	". . X . . O . . .", // 9
	". . X X O O O O O", // 8
	". . . X X X X X X", // 7
	". . . . . . . . .", // 6
	"X X X X . X X X X", // 5
	"O O O O . O O O O", // 4
	". . . . . . . . .", // 3
	". . . . . . . . .", // 2
	". . . . . . . . .", // 1
}

// koBanBent is koBanThree with a bent three in the corner (H9 J9 J8, its
// vital point J9) for White's second eye space: White's group F9 G9
// E8-H8 H7 J7, Black's wall bending down the G file to H6 J6.
var koBanBent = []string{
	". . X . . O O . .", // 9
	". . X X O O O O .", // 8
	". . . X X X X O O", // 7
	". . . . . . X X X", // 6
	"X X X X . X X X X", // 5
	"O O O O . O O O O", // 4
	". . . . . . . . .", // 3
	". . . . . . . . .", // 2
	". . . . . . . . .", // 1
}

// TestKoEyeUnderBan: Black plays E9 and White's D9 takes it in a ko, Black
// to move. White's E9 is a ko eye (D9 is a lone stone in atari on it) that
// Black may not retake at once, and White's other eye space is a three
// whose vital point (H9 in koBanThree, J9 in koBanBent) is the only move:
// White's stone there gives two eyes besides the ko, Black's leaves one
// eye (White captures it and is left with a one-point eye: White's E9
// connection then leaves a single eye, and White's attempt to take the
// stone first is met by Black's retake at E9, an atari on the whole
// group). Black to move kills: GNU Go 3.8 lists the group and D9 dead on
// both positions. koEyes called E9 no ko eye because Black's capture
// there is forbidden by the ko ban, and koEyeDeaths skipped D9 as already
// dead: the group lived (W+10 and W+14). Under the ban White connects at
// E9 before Black can retake (Black plays elsewhere: at the vital point),
// which fills the eye all the same; the position so is judged again. The
// count is checked for its winner here (TestKillTempo checks its points);
// the same in the eight turns of the board and with the colours swapped.
func TestKoEyeUnderBan(t *testing.T) {
	for _, tc := range []struct {
		name string
		rows []string
		dead string
	}{
		{"straight three", koBanThree, "D9 F9 E8 F8 G8 H8 J8"},
		{"bent three", koBanBent, "D9 F9 G9 E8 F8 G8 H8 H7 J7"},
	} {
		koBanKill(t, tc.name, tc.rows, tc.dead)
	}
}

// koBanKill plays Black's E9 and White's D9 on rows at komi 0 and checks
// the dead stones, want, and that Black wins (see turnedCase).
func koBanKill(t *testing.T, name string, rows []string, want string) {
	t.Helper()
	turnedCase(t, name, rows, 0, []string{"B E9", "W D9"}, want, 1, false)
}

// koEyesApart has three ko eyes. White's top group (A8-F8, C9-E9) has the
// two-point eye A9-B9 and the ko eye F9 (G9 a lone white stone in atari
// there): Black, who takes and connects once the threats are gone, kills
// it. Black's row 5 has two ko eyes, C5 and G5 (C4 and G4 lone black
// stones in atari there), beside White's solid wall of rows 3 and 4;
// their loss kills nothing: Black's chains A5-B5, D5-F5 and H5-J5 keep
// two liberties inside his wall once White has taken and connected, and
// join it there.
var koEyesApart = []string{
	". . O O O . O X .", // 9
	"O O O O O O X X .", // 8
	"X X X X X X X . .", // 7
	". . X . . . X . .", // 6
	"X X . X X X . X X", // 5
	"O O X O O O X O O", // 4
	"O O O O O O O O O", // 3
	". . . . . . . . .", // 2
	". . . . . . . . .", // 1
}

// TestKoEyesApart: koEyesApart with either side to move, komi 0, no
// dame and no ko threat left. The side to move takes or ends one of the
// two kos on row 5 and the other player the other: one each. Hand count:
// Black has rows 6 to 9 (36 points, White's top group dead), eight points
// of row 5 and one of row 4 (his stone of the ko he keeps), 45; White
// the other point of row 5, eight of row 4 and rows 1 to 3, 36: B+9.
// GNU Go 3.8 (gnugo --mode gtp --chinese-rules, loadsgf of the position
// with PL[W], then PL[B]) answers final_score B+9.0 to both, its
// final_status_list dead the top group only; at level 10 with White to
// move it plays G5 (takes G4), Black J7, White G4, Black C5: B+9.
// koEyeDeaths judged the board with both kos taken at once, where the
// playouts captured H5-J5 (or A5-B5), two liberties left in Black's
// wall, and took that for a kill: both kos went to White with the top
// group's death, C4 and G4 dead, B+1 with White to move. The same in
// the eight turns of the board and with the colours swapped.
func TestKoEyesApart(t *testing.T) {
	for s := 0; s < geom.Symmetries; s++ {
		for _, swap := range []bool{false, true} {
			rows := turnRows(koEyesApart, s)
			if swap {
				rows = swapRows(rows)
			}
			for _, next := range []geom.Colour{geom.Black, geom.White} {
				gm := diagram(t, "chinese", 0, rows...)
				toMove, want := next, 9.0
				if swap {
					toMove, want = next.Opp(), -9
				}
				gm.SetToMove(toMove)
				res, _, err := EstimateScore(context.Background(), gm, Options{Seed: 1})
				if err != nil {
					t.Fatal(err)
				}
				if res.Margin != want {
					g := gm.Geometry()
					t.Errorf("turn %d, swapped %v, %v to move: %s, dead %v; want %s", s, swap, toMove, res, vertices(g, &res.Removed), areacount.ResultString(want))
				}
			}
		}
	}
}
