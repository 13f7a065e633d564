package results

import (
	"slices"
	"strings"
	"testing"
)

// FuzzPlacements reads arbitrary text as the Placements of a record of
// results.jsonl, as a resumed match or stats reads them back: no panic in
// decodePlacements or NearDuplicateOf; a body that decodes is written back
// by EncodePlacements with each run of setup stones put in order, and so
// unchanged where they are in order already (three bytes a placement,
// "--" for a pass, SGF letters for the point); a game is never a near duplicate of itself,
// nor of a game with its own DupKey (an identical game, which Duplicates
// reports instead).
func FuzzPlacements(f *testing.F) {
	for _, s := range []string{"19 19|BddWpp", "9 9|B--Wee", "19 19|", "5 7|Baa", "x|Baa", "19 19|Bd", "-3 -3|Bzz", "1000000 1|BZZ", "19 19 extra|Bdd", "19 19|bppbddWqq", "9 9|bccwaabaaBee"} {
		f.Add(s, "19 19|BddWpq")
	}
	f.Fuzz(func(t *testing.T, s, other string) {
		g, ok := decodePlacements(s)
		if ok {
			_, body, _ := strings.Cut(s, "|")
			_, back, _ := strings.Cut(EncodePlacements(g.w, g.h, g.ps), "|")
			if back != body && sortedSetup(g.ps) {
				t.Fatalf("%q decodes to %+v, which encodes as %q", s, g, back)
			}
			// Setup stones out of order are written in order, once.
			again, _ := decodePlacements(EncodePlacements(g.w, g.h, g.ps))
			if _, twice, _ := strings.Cut(EncodePlacements(again.w, again.h, again.ps), "|"); twice != back {
				t.Fatalf("%q encodes as %q, then as %q", s, back, twice)
			}
		}
		r := Record{Game: 5, DupKey: "k", Placements: s}
		earlier := []Record{
			{Game: 1, DupKey: "k", Placements: s},
			{Game: 2, DupKey: "k", Placements: other},
			{Game: 3, DupKey: "o", Placements: other},
			{Game: 4, DupKey: "o", Placements: s, Alt: true},
			{Game: 5, DupKey: "p", Placements: s},
		}
		n, found := NearDuplicateOf(earlier, &r)
		if found && n != 3 {
			t.Fatalf("%q, %q: near duplicate of game %d", s, other, n)
		}
	})
}

// sortedSetup reports whether each run of setup stones of ps is in
// sortSetupRuns' order already.
func sortedSetup(ps []Placement) bool {
	q := slices.Clone(ps)
	sortSetupRuns(q)
	return slices.Equal(q, ps)
}
