package judge

import (
	"errors"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/gtp-referee/gtp-referee/engine"
	"github.com/gtp-referee/gtp-referee/geom"
	"github.com/gtp-referee/gtp-referee/record"
	"github.com/gtp-referee/gtp-referee/rules"
)

// diagram builds a game from rows of X/O/. written top row first, with the
// stones placed as setup stones.
func diagram(t testing.TB, preset string, komi float64, rows ...string) *engine.Game {
	t.Helper()
	h := len(rows)
	w := len(strings.Fields(rows[0]))
	g := geom.MustGet(w, h)
	gm := engine.NewGame(g, rules.MustLookup(preset))
	gm.SetKomi(komi)
	for i, row := range rows {
		y := h - 1 - i
		for x, f := range strings.Fields(row) {
			switch f {
			case "X":
				gm.Setup(geom.Black, g.Point(x, y))
			case "O":
				gm.Setup(geom.White, g.Point(x, y))
			}
		}
	}
	return gm
}

// vertices lists a bitboard as sorted GTP vertices.
func vertices(g *geom.Geometry, bb *geom.Bitboard) []string {
	var out []string
	for _, p := range bb.Points(nil) {
		out = append(out, g.Vertex(p))
	}
	sort.Strings(out)
	return out
}

func sorted(s string) []string {
	f := strings.Fields(s)
	sort.Strings(f)
	return f
}

// corpusFinal returns the final position of ../shared/corpus/name under
// the preset, and skips the test where ../shared is absent.
func corpusFinal(t *testing.T, name, preset string) *engine.Game {
	t.Helper()
	path := filepath.Join("..", "..", "shared", "corpus", name)
	if _, err := os.Stat(path); errors.Is(err, os.ErrNotExist) {
		t.Skip("../shared/corpus not present")
	}
	recs, err := record.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	gm, _, ill := recs[0].FinalPosition(rules.MustLookup(preset))
	if ill != nil {
		t.Fatal(ill)
	}
	return gm
}
