package record

import (
	"testing"

	"github.com/gtp-referee/gtp-referee/geom"
	"github.com/gtp-referee/gtp-referee/rules"
	"github.com/gtp-referee/gtp-referee/sgf"
)

// FuzzFinalPosition replays arbitrary SGF the way the count does
// (FinalPosition, with its work-rounds for recording errors): it must not
// panic; a final position, when there is one, has a liberty for every
// chain, and every move the replay broke the rules for is reported as
// skipped or played.
func FuzzFinalPosition(f *testing.F) {
	f.Add([]byte("(;GM[1]FF[4]SZ[9];B[ee];W[ee];B[ah];W[ed];B[bi];W[ai])"))
	f.Add([]byte("(;GM[1]FF[4]SZ[2];B[ab];W[ba];B[bb];W[aa];B[ab];W[bb];B[ab])"))
	f.Add([]byte("(;GM[1]FF[4]SZ[5];B[be];W[ce];B[ad];W[dd];B[bc];W[cc];B[cd];W[bd];B[cd];W[ea])"))
	f.Add([]byte("(;SZ[9]HA[2];W[ee];B[gc])"))
	f.Add([]byte("(;SZ[3];B[kk])"))
	f.Fuzz(func(t *testing.T, data []byte) {
		col, err := sgf.Parse(data)
		if err != nil || len(col.Games) == 0 {
			return
		}
		r, err := FromSGF(col.Games[0])
		if err != nil {
			return
		}
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
	})
}
