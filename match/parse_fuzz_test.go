package match

import (
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/gtp-referee/gtp-referee/areacount"
	"github.com/gtp-referee/gtp-referee/engine"
	"github.com/gtp-referee/gtp-referee/geom"
	"github.com/gtp-referee/gtp-referee/rules"
)

// FuzzParseList reads arbitrary text as an engine's final_status_list
// reply on a 9x9 board holding stones of both colours: no panic; it is
// refused exactly when a blank-separated word is not a vertex on the board
// (GTP 2: the reply is a list of vertices; a pass is none); accepted, the
// list is exactly the stones among its vertices, empty points dropped.
func FuzzParseList(f *testing.F) {
	for _, s := range []string{"", "C3 D4\nE5", "c3\td4", "pass", "J9 K9", "A0", "c3 c3", "Z1", "e5 f6 g7"} {
		f.Add(s)
	}
	g := geom.MustGet(9, 9)
	gm := engine.NewGame(g, rules.MustLookup(rules.Default))
	for _, m := range []struct {
		c geom.Colour
		v string
	}{{geom.Black, "C3"}, {geom.White, "D4"}, {geom.Black, "E5"}, {geom.White, "J9"}, {geom.Black, "A1"}} {
		p, err := g.ParseVertex(m.v)
		if err != nil || gm.Play(m.c, p) != engine.Legal {
			f.Fatalf("setup %s: %v", m.v, err)
		}
	}
	r := &gameRun{geo: g, game: gm}
	f.Fuzz(func(t *testing.T, s string) {
		bb, err := r.parseList(s)
		var want geom.Bitboard
		valid := true
		for _, w := range strings.Fields(s) {
			p, perr := g.ParseVertex(w)
			if perr != nil || p == geom.Pass || !g.OnBoard(p) {
				valid = false
				break
			}
			if c := gm.Board().At(p); c == geom.Black || c == geom.White {
				want.Set(p)
			}
		}
		if (err == nil) != valid || err == nil && bb != want {
			t.Fatalf("parseList(%q) = %v, %v; valid %v, want %v", s, bb.Points(nil), err, valid, want.Points(nil))
		}
	})
}

// FuzzFinalScore reads arbitrary text as an engine's final_score reply
// for the record: no panic; blank is "?"; a count that
// areacount.ParseResult reads keeps its value (upper-cased); anything else
// is the reply trimmed and, beyond 80 bytes, cut at a character boundary
// with "..." added, valid UTF-8 kept valid.
func FuzzFinalScore(f *testing.F) {
	for _, s := range []string{"B+3.5", " w+0.5 ", "0", "draw", "b+r", "W+Resign", "", "junk", strings.Repeat("é", 60), "B+3.5\nW+2"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		got := finalScore(s)
		trim := strings.TrimSpace(s)
		if trim == "" {
			if got != "?" {
				t.Fatalf("finalScore(%q) = %q, want ?", s, got)
			}
			return
		}
		if v, ok := areacount.ParseResult(trim); ok {
			if w, ok := areacount.ParseResult(got); !ok || w != v {
				t.Fatalf("finalScore(%q) = %q, which reads as %v, %v; want %v", s, got, w, ok, v)
			}
			return
		}
		if strings.EqualFold(got, trim) {
			return
		}
		body, cut := strings.CutSuffix(got, "...")
		if !cut || len(body) > 80 || !strings.HasPrefix(trim, body) || len(trim) <= 80 {
			t.Fatalf("finalScore(%q) = %q", s, got)
		}
		if utf8.ValidString(trim) && !utf8.ValidString(body) {
			t.Fatalf("finalScore(%q) = %q: cut inside a character", s, got)
		}
	})
}

// FuzzParsePolicies reads arbitrary text as --scoring and --illegal: no
// panic; only the documented names are accepted (any ASCII case; empty
// for the default); what is accepted reads back from its String.
func FuzzParsePolicies(f *testing.F) {
	for _, s := range []string{"", "agreement", "REFEREE", "tromp-taylor", "tromp_taylor", "tt", "forfeit", "Penalty", "x"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		ascii := !strings.ContainsFunc(s, func(r rune) bool { return r >= 0x80 })
		in := func(names ...string) bool {
			for _, n := range names {
				if strings.EqualFold(s, n) {
					return true
				}
			}
			return false
		}
		m, err := ParseScoring(s)
		if ascii && (err == nil) != in("", "agreement", "referee", "tromp-taylor", "tromp_taylor", "tt") {
			t.Fatalf("ParseScoring(%q) = %v, %v", s, m, err)
		}
		if err == nil {
			if back, err := ParseScoring(m.String()); err != nil || back != m {
				t.Fatalf("ParseScoring(%q) = %v, which reads back as %v, %v", s, m, back, err)
			}
		}
		p, err := ParseIllegal(s)
		if ascii && (err == nil) != in("", "forfeit", "penalty") {
			t.Fatalf("ParseIllegal(%q) = %v, %v", s, p, err)
		}
		if err == nil {
			if back, err := ParseIllegal(p.String()); err != nil || back != p {
				t.Fatalf("ParseIllegal(%q) = %v, which reads back as %v, %v", s, p, back, err)
			}
		}
	})
}
