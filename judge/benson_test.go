package judge

import (
	"reflect"
	"testing"

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
