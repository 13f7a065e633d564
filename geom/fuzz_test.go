package geom

import (
	"strings"
	"testing"
)

// FuzzParseVertex reads arbitrary text as a vertex on square and
// rectangular boards: no panic; a vertex it accepts is on the board, is
// written back by Vertex in GTP's form (the column letter, I skipped, and
// the row number, upper case), and that form reads back to the same point;
// "pass" is accepted in any case and nothing else reads as a pass.
func FuzzParseVertex(f *testing.F) {
	for _, s := range []string{"d4", "Q16", "pass", "PaSs", "T19", "I5", "J10", "A0", "A-1", "A+1", "Z25", "A01", "", "a", "aa1"} {
		f.Add(s)
	}
	geoms := []*Geometry{MustGet(19, 19), MustGet(9, 9), MustGet(MaxSize, MaxSize), MustGet(7, 5)}
	f.Fuzz(func(t *testing.T, s string) {
		for _, g := range geoms {
			p, err := g.ParseVertex(s)
			if err != nil {
				continue
			}
			if p == Pass {
				if !strings.EqualFold(s, "pass") {
					t.Fatalf("%dx%d: %q read as a pass", g.W, g.H, s)
				}
				continue
			}
			if !g.OnBoard(p) {
				t.Fatalf("%dx%d: %q read as off-board point %d", g.W, g.H, s, p)
			}
			v := g.Vertex(p)
			if v[0] == 'I' || v != strings.ToUpper(v) {
				t.Fatalf("%dx%d: %q written back as %q", g.W, g.H, s, v)
			}
			if q, err := g.ParseVertex(v); err != nil || q != p {
				t.Fatalf("%dx%d: %q read as %q, which reads back as %d, %v", g.W, g.H, s, v, q, err)
			}
			if s[1] != '0' && v != strings.ToUpper(s) {
				t.Fatalf("%dx%d: %q written back as %q", g.W, g.H, s, v)
			}
		}
	})
}

// FuzzParseColour reads arbitrary text as a GTP colour: on ASCII text it
// agrees with a plain reference (b, w, black or white in any case, as GTP 2
// takes colours); on other text it accepts only what lower-cases (Unicode's
// simple mapping) to one of those names; a colour it accepts is Black or
// White, and its Name reads back to it.
func FuzzParseColour(f *testing.F) {
	for _, s := range []string{"b", "W", "black", "WHITE", "BlAcK", "", "bl", "blacks", " b", "e", "empty"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		want := Empty
		for _, r := range []struct {
			name string
			c    Colour
		}{{"b", Black}, {"black", Black}, {"w", White}, {"white", White}} {
			if isASCII(s) && strings.EqualFold(s, r.name) || !isASCII(s) && strings.ToLower(s) == r.name {
				want = r.c
			}
		}
		c, err := ParseColour(s)
		if (err == nil) != (want != Empty) || err == nil && c != want {
			t.Fatalf("%q read as %v, %v; want %v", s, c, err, want)
		}
		if err != nil {
			return
		}
		if back, err := ParseColour(c.Name()); err != nil || back != c {
			t.Fatalf("%q: %v's name %q reads back as %v, %v", s, c, c.Name(), back, err)
		}
	})
}

// isASCII reports whether s is ASCII text.
func isASCII(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= 0x80 {
			return false
		}
	}
	return true
}
