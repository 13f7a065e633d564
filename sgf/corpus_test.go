package sgf

import (
	"errors"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"
	"unicode/utf8"
)

// corpusDir is the shared corpus of real 19x19 records, relative to this
// package's directory.
const corpusDir = "../../shared/corpus"

// brokenCorpusFiles lists corpus files that are genuinely broken, with the
// reason found by looking at them. None so far: the 14 records whose
// player names are truncated in the middle of a UTF-8 sequence parse with
// U+FFFD in place of the partial character.
var brokenCorpusFiles = map[string]string{}

func corpusFiles(t testing.TB) []string {
	t.Helper()
	if _, err := os.Stat(corpusDir); errors.Is(err, os.ErrNotExist) {
		t.Skip("../shared/corpus not present")
	}
	files, err := filepath.Glob(filepath.Join(corpusDir, "*.sgf"))
	if err != nil {
		t.Fatal(err)
	}
	sort.Strings(files)
	return files
}

func TestCorpus(t *testing.T) {
	files := corpusFiles(t)
	if len(files) == 0 {
		t.Skip("../shared/corpus not present")
	}
	var failed, moves, replaced int
	komi := map[float64]int{}
	for _, f := range files {
		base := filepath.Base(f)
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		err = checkCorpusFile(t, data, komi, &moves, &replaced)
		if reason, known := brokenCorpusFiles[base]; known {
			if err == nil {
				t.Errorf("%s: listed as broken (%s) but passes", base, reason)
			}
			continue
		}
		if err != nil {
			failed++
			t.Errorf("%s: %v", base, err)
		}
	}
	t.Logf("%d files, %d failed, %d main-line moves, %d values with U+FFFD, komi %v",
		len(files), failed, moves, replaced, komi)
	for k := range komi {
		switch k {
		case 0, 0.5, 5.5, 6.5, 7, 7.5:
		default:
			t.Errorf("unexpected normalised komi %v", k)
		}
	}
}

// checkCorpusFile parses one record, extracts its main line, checks the
// text is UTF-8 and round-trips it.
func checkCorpusFile(t *testing.T, data []byte, komi map[float64]int, moves, replaced *int) error {
	c, err := Parse(data)
	if err != nil {
		return err
	}
	for _, g := range c.Games {
		ml, err := g.MainLine()
		if err != nil {
			return err
		}
		*moves += len(ml)
		if k, ok := g.Komi(); ok {
			komi[k]++
		}
		for _, n := range g.MainLineNodes() {
			w, h, _ := g.Size()
			if _, _, _, _, err := n.Setup(w, h); err != nil {
				return err
			}
		}
		stack := []*Node{g}
		for len(stack) > 0 {
			n := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			for _, p := range n.Props {
				for _, v := range p.Values {
					if !utf8.ValidString(v) {
						return errors.New("invalid UTF-8 in " + p.Ident)
					}
					if strings.ContainsRune(v, utf8.RuneError) {
						*replaced++
					}
				}
			}
			stack = append(stack, n.Children...)
		}
	}
	checkRoundTrip(t, c)
	return nil
}

// BenchmarkParseCorpusFile parses a typical record: a 2017 Fox game with
// Chinese player names and about 250 moves.
func BenchmarkParseCorpusFile(b *testing.B) {
	data, err := os.ReadFile(filepath.Join(corpusDir, "0002045920cbc71a.sgf"))
	if err != nil {
		b.Skip("../shared/corpus not present")
	}
	b.SetBytes(int64(len(data)))
	b.ReportAllocs()
	for b.Loop() {
		if _, err := Parse(data); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkWrite writes the same record back.
func BenchmarkWrite(b *testing.B) {
	data, err := os.ReadFile(filepath.Join(corpusDir, "0002045920cbc71a.sgf"))
	if err != nil {
		b.Skip("../shared/corpus not present")
	}
	c, err := Parse(data)
	if err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	for b.Loop() {
		if _, err := c.Marshal(); err != nil {
			b.Fatal(err)
		}
	}
}
