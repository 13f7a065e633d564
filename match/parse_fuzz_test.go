package match

import (
	"os"
	"path/filepath"
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

// FuzzLoadOpenings reads arbitrary bytes as an openings file (--openings)
// of a 9x9 match: no panic; an opening accepted has every setup stone and
// move on the board (or a pass) and a side to move that is a colour or
// none, and replays as the engines get it, its setup stones as plays
// (black, then white) that are legal and capture nothing, then its moves,
// each legal under the preset.
func FuzzLoadOpenings(f *testing.F) {
	for _, s := range []string{
		"(;SZ[9]AB[cc][gg]AW[cg]PL[W];W[ee];B[])",
		"(;SZ[9];B[aa];W[ba];B[ab];W[bb])",
		"(;SZ[9]AB[aa:ii])",
		"(;SZ[9]AB[ba][ab]AW[aa];W[ca])",
		"(;SZ[9];B[tt];W[zz])",
		"(;SZ[19];B[dd])",
		"(;SZ[9]AE[aa])",
	} {
		f.Add([]byte(s))
	}
	g := geom.MustGet(9, 9)
	preset := rules.MustLookup(rules.Default)
	f.Fuzz(func(t *testing.T, data []byte) {
		dir := t.TempDir()
		if err := os.WriteFile(filepath.Join(dir, "o.sgf"), data, 0o644); err != nil {
			t.Fatal(err)
		}
		ops, err := LoadOpenings(dir, 9, preset)
		if err != nil {
			return
		}
		if len(ops) != 1 {
			t.Fatalf("%q: %d openings", data, len(ops))
		}
		op := ops[0]
		for _, p := range append(append([]geom.Point(nil), op.SetupBlack...), op.SetupWhite...) {
			if !g.OnBoard(p) {
				t.Fatalf("%q: setup stone at %d, off the board", data, p)
			}
		}
		if op.ToMove != geom.Empty && op.ToMove != geom.Black && op.ToMove != geom.White {
			t.Fatalf("%q: to move %v", data, op.ToMove)
		}
		// The engines get the setup as plays, black then white
		// (setupOpening): each must be legal and capture nothing.
		gm := engine.NewGame(g, preset)
		for i, pts := range [][]geom.Point{op.SetupBlack, op.SetupWhite} {
			for _, p := range pts {
				if r := gm.Play(geom.Black+geom.Colour(i), p); r != engine.Legal {
					t.Fatalf("%q: setup stone %s played: %v", data, g.Vertex(p), r)
				}
			}
		}
		bs, ws := gm.Board().Stones(geom.Black), gm.Board().Stones(geom.White)
		if n := bs.Count() + ws.Count(); n != len(op.SetupBlack)+len(op.SetupWhite) {
			t.Fatalf("%q: the setup played leaves %d stones of %d", data, n, len(op.SetupBlack)+len(op.SetupWhite))
		}
		for i, m := range op.Moves {
			if m.Point != geom.Pass && !g.OnBoard(m.Point) || m.Colour != geom.Black && m.Colour != geom.White {
				t.Fatalf("%q: move %d %+v", data, i+1, m)
			}
			if r := gm.Play(m.Colour, m.Point); r != engine.Legal {
				t.Fatalf("%q: move %d %+v: %v", data, i+1, m, r)
			}
		}
	})
}
