package judge

import (
	"context"
	"reflect"
	"testing"

	"github.com/gtp-referee/gtp-referee/engine"
	"github.com/gtp-referee/gtp-referee/geom"
)

var p7 = []string{
	". . O . O . X X .",
	". O O O O . X . X",
	"O O . . . . . X X",
	". . . . . . . . .",
	". . . . . . . . .",
	"X . . . . . . O O",
	". X X . . . O . O",
	"X . X . . O O . O",
	". X . X . O . O .",
}

// TestBensonP7 checks RULES.md P7: the pass-alive areas are exactly the
// listed points, whether suicide is legal or not.
func TestBensonP7(t *testing.T) {
	wantB := sorted("G9 H9 J9 G8 H8 J8 H7 J7")
	wantW := sorted("H4 J4 G3 H3 J3 F2 G2 H2 J2 F1 G1 H1 J1")
	for _, suicide := range []bool{false, true} {
		gm := diagram(t, "chinese", 7.5, p7...)
		g := gm.Geometry()
		_, ab := PassAlive(gm.Board(), geom.Black, suicide)
		_, aw := PassAlive(gm.Board(), geom.White, suicide)
		if got := vertices(g, &ab); !reflect.DeepEqual(got, wantB) {
			t.Errorf("suicide %v: black pass-alive area %v, want %v", suicide, got, wantB)
		}
		if got := vertices(g, &aw); !reflect.DeepEqual(got, wantW) {
			t.Errorf("suicide %v: white pass-alive area %v, want %v", suicide, got, wantW)
		}
	}
}

var p8 = []string{
	". . . X",
	"X X . .",
	"O X X X",
	"O O X .",
	". X . X",
}

// TestBensonP8 checks RULES.md P8: with suicide illegal, Black's chains
// other than D5 are pass-alive and own A3 A2 B2 A1 C1 D2; with multi-stone
// suicide legal no black chain is pass-alive.
func TestBensonP8(t *testing.T) {
	gm := diagram(t, "chinese", 7.5, p8...)
	g := gm.Geometry()
	sb, ab := PassAlive(gm.Board(), geom.Black, false)
	if got, want := vertices(g, &sb), sorted("A4 B4 B3 C3 D3 C2 B1 D1"); !reflect.DeepEqual(got, want) {
		t.Errorf("suicide illegal: pass-alive black stones %v, want %v", got, want)
	}
	if got, want := vertices(g, &ab), sorted("A4 B4 B3 C3 D3 C2 B1 D1 A3 A2 B2 A1 C1 D2"); !reflect.DeepEqual(got, want) {
		t.Errorf("suicide illegal: black pass-alive area %v, want %v", got, want)
	}
	sb, ab = PassAlive(gm.Board(), geom.Black, true)
	if !sb.IsZero() || !ab.IsZero() {
		t.Errorf("suicide legal: black pass-alive %v area %v, want none", vertices(g, &sb), vertices(g, &ab))
	}
}

// TestP7AliveInPractice checks the rest of RULES.md P7: the top-left White
// group (C9 E9 B8 C8 D8 E8 A7 B7, eyes A9 B9 A8 and D9) and the bottom-left
// Black group (A4 B3 C3 A2 C2 B1 D1, eyes A3 B2 A1 and C1) are alive in
// practice though not pass-alive, whether suicide is legal or not: the
// judgment calls every one of their stones alive (neither dead, unsettled
// nor seki), with the diagram's Black to move and after two passes.
func TestP7AliveInPractice(t *testing.T) {
	groups := sorted("C9 E9 B8 C8 D8 E8 A7 B7 A4 B3 C3 A2 C2 B1 D1")
	for _, preset := range []string{"chinese-1988", "new-zealand"} {
		for _, passed := range []bool{false, true} {
			gm := diagram(t, preset, 7.5, p7...)
			g := gm.Geometry()
			if passed {
				for _, c := range []geom.Colour{geom.Black, geom.White} {
					if r := gm.Play(c, geom.Pass); r != engine.Legal {
						t.Fatalf("%s pass: %v", c, r)
					}
				}
			}
			j, err := Judge(context.Background(), gm, Options{Seed: 1})
			if err != nil {
				t.Fatal(err)
			}
			for _, v := range groups {
				p, _ := g.ParseVertex(v)
				if st := j.Status(p); st != Alive {
					t.Errorf("%s (passed %v): %s is %v, want alive", preset, passed, v, st)
				}
				if j.PassAlive.Has(p) {
					t.Errorf("%s (passed %v): %s is pass-alive, want not", preset, passed, v)
				}
			}
		}
	}
}
