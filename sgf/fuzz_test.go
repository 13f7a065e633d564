package sgf

import (
	"bytes"
	"errors"
	"testing"
)

// FuzzParse checks that Parse never panics, that its errors carry a
// position, and that whatever parses round-trips stably through Write.
func FuzzParse(f *testing.F) {
	seeds := []string{
		"(;FF[4]GM[1]SZ[19]KM[7.5];B[pd];W[dd];B[];W[tt])",
		"(;SZ[19:13]AB[aa:cc][dd]AW[ee]PL[W];W[ff](;B[gg])(;B[hh]C[x\\]y\\\\z]))",
		"(;CA[GB2312]PB[\xba\xda\xc6\xe5]C[\xb1\xed\\]])",
		"(;CA[Shift_JIS]C[\x95\\\x83\\]])",
		"(;CA[Big5]C[\xa5\\\xa5\\])",
		"(;AddBlack[aa]Comment[soft\\\nbreak])(;B[aa])",
		"(;C[\xe4\xbd]PB[\xff])",
		"(;B[aa](;W[bb]);B[cc])",
		"(;",
		"((;))",
		"",
	}
	for _, s := range seeds {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		c, err := Parse(data)
		if err != nil {
			var se *SyntaxError
			if !errors.As(err, &se) {
				t.Fatalf("error of type %T: %v", err, err)
			}
			if se.Line < 1 || se.Col < 1 {
				t.Fatalf("bad position: %v", err)
			}
			// ParsePartial fails alike, with the game trees before
			// the error, if any.
			pc, perr := ParsePartial(data)
			if perr == nil || perr.Error() != err.Error() || pc != nil && len(pc.Games) == 0 {
				t.Fatalf("ParsePartial: %v, %v; Parse: %v", pc, perr, err)
			}
			if pc != nil {
				if _, err := pc.Marshal(); err != nil {
					t.Fatalf("Marshal of the partial collection: %v", err)
				}
			}
			return
		}
		out1, err := c.Marshal()
		if err != nil {
			t.Fatalf("Marshal: %v", err)
		}
		c2, err := Parse(out1)
		if err != nil {
			t.Fatalf("re-parse: %v\n%q", err, out1)
		}
		if err := equalTrees(c, c2); err != nil {
			t.Fatalf("round trip: %v\n%q", err, out1)
		}
		out2, err := c2.Marshal()
		if err != nil || !bytes.Equal(out1, out2) {
			t.Fatalf("Write not idempotent: %v\n%q\n%q", err, out1, out2)
		}
		// The game-info helpers must not panic either.
		for _, g := range c.Games {
			g.Size()
			g.Komi()
			g.Handicap()
			g.MainLine()
			for _, n := range g.MainLineNodes() {
				n.Setup(25, 25)
			}
		}
	})
}
