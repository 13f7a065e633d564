package sgf

import (
	"bytes"
	"errors"
	"regexp"
	"slices"
	"testing"
	"unicode/utf8"
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
		"(;B[aa](;W[bb])C[x](;W[cc]))",
		"(;GM[1];B[aa]x)(;GM[1];W[bb])(;B[cc]1)(;GM[1];B[dd])",
		"(;B[cc]()(;W[gg];B[dd]))",
		"(;B[cc](;W[gg];B[dd])1(;W[ff]).)",
		"(;SZ[9x9]HA[2.5]KM[6目半];B[ee]W[gg][hh];W[e])",
		"(;SZ[9];B[ee]W[gg]B[cc]C[x]W[dd][e])",
		"(;GM[1](;B[aa]C[caf\xe9])()(;B[bb]C[x]))",
		"(;GM[1];B[cc]1);B[dd](;W[ee]))(;AB[aa]AW[ba])",
		"(;GM[1];B[cc]x;W[dd]C ;B[ee]PB[a]b)c];W[ff])",
		"((;B[aa]) ( ) )((;B[bb])(;B[cc]))",
		"( (;GM[1];B[aa]) (;GM[1]SZ[9];B[bb]C[)]) )((;B[cc])(;W[dd]x[1])",
		"(;GM[1];B[aa]\n(;GM[1]SZ[9];B[bb])",
		"\xef\xbb\xbf \n;GM[1]SZ[9];B[cc](;W[dd])(;W[ee]))(;B[aa])",
		" \n( GM[1]SZ[9];B[cc](;W[dd])(;W[ee]))(;B[aa])",
		"(;GM[1]SZ[9];B[aa](B[cc];W[ee])(;B[dd]))",
		"(;GM[1]SZ[9]A\nB[cc];B[ee]\r\nW\n[dd];[bb][cc]W[gg])",
		";GM[1]SZ[9];B[cc]\n(;GM[1]SZ[9];B[ee];W[gg])",
		"(GM[1]SZ[9]AB[cc]AW[dd])",
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
			// ParseAll too, keeping a collection where the input
			// holds only broken trees, their readings up to the error
			// usable.
			ac, aerr := ParseAll(data)
			if aerr == nil || aerr.Error() != err.Error() || pc != nil && (ac == nil || len(ac.Games) != len(pc.Games)) {
				t.Fatalf("ParseAll: %v, %v; ParsePartial: %v, %v", ac, aerr, pc, perr)
			}
			if ac != nil {
				for _, sk := range ac.Skipped {
					if sk.Partial != nil {
						sk.Partial.MainLine()
						if _, err := NewCollection(sk.Partial).Marshal(); err != nil {
							t.Fatalf("Marshal of a partial tree: %v", err)
						}
					}
				}
			}
			if pc != nil {
				if _, err := pc.Marshal(); err != nil {
					t.Fatalf("Marshal of the partial collection: %v", err)
				}
				// Every tree not read is listed, in input order,
				// with a located syntax error, the first the error
				// returned.
				if len(pc.Skipped) == 0 || pc.Skipped[0].Err != perr {
					t.Fatalf("skipped %v, error %v", pc.Skipped, perr)
				}
				for i, sk := range pc.Skipped {
					var se *SyntaxError
					if !errors.As(sk.Err, &se) || se.Line < 1 || se.Col < 1 || sk.Before > len(pc.Games) || i > 0 && sk.Before < pc.Skipped[i-1].Before {
						t.Fatalf("skipped tree %d: %+v", i, sk)
					}
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
				n.Moves(19, 19)
				n.Warnings(19, 19)
				// MovesWritten yields each move value once, B's
				// in B's order and W's in W's.
				var bs, ws []string
				for ident, v := range n.MovesWritten() {
					if ident == "B" {
						bs = append(bs, v)
					} else {
						ws = append(ws, v)
					}
				}
				if !slices.Equal(bs, n.Values("B")) || !slices.Equal(ws, n.Values("W")) {
					t.Fatalf("MovesWritten: B %q W %q; props B %q W %q", bs, ws, n.Values("B"), n.Values("W"))
				}
			}
		}
	})
}

// lineBreakRE matches one line break: CR LF, LF CR, or a lone CR or LF.
var lineBreakRE = regexp.MustCompile("\r\n|\n\r|\r|\n")

// FuzzWriteValue writes arbitrary text (valid UTF-8, as the record
// declares CA[UTF-8]) into a game's properties and reads it back: Parse
// gives the text with each CR LF, LF CR or lone CR as one LF, FF[4]'s line breaks,
// whatever brackets, backslashes and colons it holds. FuzzParse writes only
// values that Parse produced, which never hold a CR.
func FuzzWriteValue(f *testing.F) {
	for _, s := range []string{"a]b\\c:d", "cr\rlf\n", "\\\r\n", "x\\", "\x00\x1b[0m", "日本\u2028", "lf\n\rcr\r\n\r"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, v string) {
		if !utf8.ValidString(v) {
			return
		}
		// Leftmost-first alternation takes the pairs greedily.
		want := lineBreakRE.ReplaceAllString(v, "\n")
		root, err := NewGame(9, 9)
		if err != nil {
			t.Fatal(err)
		}
		for _, id := range []string{"PB", "C", "GN"} {
			if err := root.SetProperty(id, v); err != nil {
				t.Fatal(err)
			}
		}
		if _, err := root.AddMove(Move{Colour: Black, X: 2, Y: 3}); err != nil {
			t.Fatal(err)
		}
		data, err := NewCollection(root).Marshal()
		if err != nil {
			t.Fatal(err)
		}
		// No CR at all: Sabaki's reader drops a lone one.
		if bytes.IndexByte(data, '\r') >= 0 {
			t.Fatalf("written with a CR: %q", data)
		}
		c, err := Parse(data)
		if err != nil {
			t.Fatalf("Parse of %q: %v", data, err)
		}
		g := c.Games[0]
		for _, id := range []string{"PB", "C", "GN"} {
			if got, _ := g.Get(id); got != want {
				t.Fatalf("%s[%q] read back as %q, want %q", id, v, got, want)
			}
		}
		if moves, err := g.MainLine(); err != nil || len(moves) != 1 {
			t.Fatalf("moves %v, %v; want the one move", moves, err)
		}
	})
}
