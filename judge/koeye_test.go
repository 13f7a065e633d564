package judge

import (
	"fmt"
	"testing"

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
