package record

import (
	"slices"
	"strings"
	"testing"

	"github.com/gtp-referee/gtp-referee/geom"
	"github.com/gtp-referee/gtp-referee/rules"
)

// FuzzFinalPosition replays arbitrary SGF the way the count does
// (FinalPosition, with its work-rounds for recording errors), the games
// of ParseGames, a broken tree's reading up to its error too: it must not
// panic; a final position, when there is one, has a liberty for every
// chain, and every move the replay broke the rules for is reported as
// skipped or played. A game ParseGames gives beside an error is read up to
// it (Broken, the same error, or, past the main line, a warning naming
// it) and has a move.
func FuzzFinalPosition(f *testing.F) {
	f.Add([]byte("(;GM[1]FF[4]SZ[9];B[ee];W[ee];B[ah];W[ed];B[bi];W[ai])"))
	f.Add([]byte("(;GM[1]FF[4]SZ[2];B[ab];W[ba];B[bb];W[aa];B[ab];W[bb];B[ab])"))
	f.Add([]byte("(;GM[1]FF[4]SZ[5];B[be];W[ce];B[ad];W[dd];B[bc];W[cc];B[cd];W[bd];B[cd];W[ea])"))
	f.Add([]byte("(;SZ[9]HA[2];W[ee];B[gc])"))
	f.Add([]byte("(;SZ[3];B[kk])"))
	f.Add([]byte("(;SZ[9];B[ee];W[dd]C[a ]b];B[cc])(;SZ[9]x[1];B[aa])(;SZ[5];B[aa]x;W[bb])(;SZ[9];B[cc];W["))
	// Records-12's forms: a Fox handicap game as moves, a setup stone on
	// the other colour's, a komi in a root's KO, a KM hidden in BR.
	f.Add([]byte("(;GM[1]SZ[9]AP[foxwq]KM[0]HA[0];B[cc];B[gg];W[ee];AB[ee];W[])"))
	f.Add([]byte("(;GM[1]SZ[9]AP[YuanYu]KO[7.5]BR[9娈礭\nKM\\[0];B[cc];W[ee])"))
	f.Fuzz(func(t *testing.T, data []byte) {
		recs, errs, err := ParseGames(data)
		if err != nil {
			return
		}
		for i, r := range recs {
			if errs[i] == nil {
				if r == nil {
					t.Fatalf("game %d: no record and no error", i)
				}
				checkFinalPosition(t, r)
				continue
			}
			if r != nil {
				// Broken is the error, or nil for an error past the
				// main line, which a warning names.
				named := r.Broken == errs[i] || r.Broken == nil && slices.ContainsFunc(r.Warnings, func(w string) bool { return strings.HasPrefix(w, errs[i].Error()+": ") })
				if !named || r.Moves == 0 {
					t.Fatalf("game %d: read up to %v with Broken %v, warnings %q, %d moves", i, errs[i], r.Broken, r.Warnings, r.Moves)
				}
				checkFinalPosition(t, r)
			}
		}
	})
}

// checkFinalPosition checks FuzzFinalPosition's properties of r's final
// positions.
func checkFinalPosition(t *testing.T, r *Record) {
	t.Helper()
	for _, name := range []string{"chinese", "new-zealand"} {
		gm, broke, ill := r.FinalPosition(rules.MustLookup(name))
		for _, b := range broke {
			if h := b.Handling(); h != "skipped" && h != "played as recorded" {
				t.Fatalf("%s: %v handled as %q", name, b, h)
			}
		}
		if ill != nil {
			continue
		}
		if p := gm.Board().Libertyless(); p != geom.Pass {
			t.Fatalf("%s: chain at %s without liberties", name, gm.Geometry().Vertex(p))
		}
	}
}
