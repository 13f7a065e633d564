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
