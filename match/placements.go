package match

import (
	"os"
	"path/filepath"
	"slices"

	"github.com/gtp-referee/gtp-referee/match/results"
	"github.com/gtp-referee/gtp-referee/sgf"
)

// PlacementsFromSGF reads a game's placements back from the SGF file the
// match wrote for it (data), for a record an older version wrote (from
// before records kept the placements, or OutdatedKey): the root's setup stones, AB then AW, in their order,
// marked as set up, then the moves of the main line, passes included, as
// a game records them when it is played. It returns them in
// results.EncodePlacements' form with their duplicate key
// (results.DupKey), and ok only when key, the key the record holds, is
// that key or the one an older version made of the same placements
// before it told set-up stones from moves (every stone a move, in the
// order listed): a file that does not hold that game (one with a voided
// illegal move, recorded as a pass that was no placement, or a file
// edited since) gives false.
func PlacementsFromSGF(data []byte, key string) (placements, dupKey string, ok bool) {
	col, err := sgf.Parse(data)
	if err != nil || len(col.Games) == 0 {
		return "", "", false
	}
	root := col.Games[0]
	w, h, err := root.Size()
	if err != nil {
		return "", "", false
	}
	black, white, _, _, err := root.Setup(w, h)
	if err != nil {
		return "", "", false
	}
	moves, err := root.MainLine()
	if err != nil {
		return "", "", false
	}
	var ps []results.Placement
	for _, p := range black {
		ps = append(ps, results.Placement{Colour: 'B', X: p.X, Y: p.Y, Setup: true})
	}
	for _, p := range white {
		ps = append(ps, results.Placement{Colour: 'W', X: p.X, Y: p.Y, Setup: true})
	}
	setup := len(ps)
	for _, m := range moves {
		c := byte('B')
		if m.Colour == sgf.White {
			c = 'W'
		}
		ps = append(ps, results.Placement{Colour: c, X: m.X, Y: m.Y, Pass: m.Pass})
	}
	dupKey = results.DupKey(w, h, ps)
	if dupKey != key {
		if setup == 0 {
			return "", "", false
		}
		// The key of an older version: no stone marked as set up.
		old := slices.Clone(ps)
		for i := range setup {
			old[i].Setup = false
		}
		if results.DupKey(w, h, old) != key {
			return "", "", false
		}
	}
	return results.EncodePlacements(w, h, ps), dupKey, true
}

// OutdatedKey reports whether the duplicate key of r, a record of a game
// with an SGF file, may be the one an older version made before it told
// set-up stones from moves, which is not the key the same game played now
// has, so that neither would be found a duplicate of the other: r's
// placements (if it kept them) mark no stone as set up, while its game
// began with handicap stones or with an opening that sets stones up.
// openings, when given, are the match's, and tell which openings set
// stones up; an opening not among them is taken to. UpdateRecord brings
// such a record up to date from its SGF file.
func OutdatedKey(r *results.Record, openings []Opening) bool {
	if r.DupKey == "" || r.SGF == "" || results.MarksSetup(r.Placements) {
		return false
	}
	if r.Handicap > 0 {
		return true
	}
	if r.Opening == "" {
		return false
	}
	for _, op := range openings {
		if op.Name == r.Opening {
			return len(op.SetupBlack)+len(op.SetupWhite) > 0
		}
	}
	return true
}

// UpdateRecord sets r's placements and duplicate key to the current form
// from data, its game's SGF file (PlacementsFromSGF), and reports whether
// the file gave them; r is left as it was otherwise.
func UpdateRecord(r *results.Record, data []byte) bool {
	ps, key, ok := PlacementsFromSGF(data, r.DupKey)
	if ok {
		r.Placements, r.DupKey = ps, key
	}
	return ok
}

// UpdateKeys brings the records of recs, in the output directory dir,
// whose key may be an older version's (OutdatedKey, with the match's
// openings where they are known) up to date from their SGF files
// (UpdateRecord), so that the duplicate comparisons take them with the
// games played now. It returns the numbers of the games whose file did not
// give them (a file that cannot be read, or that holds another game);
// those keep what they had.
func UpdateKeys(dir string, recs []results.Record, openings []Opening) (failed []int) {
	for i := range recs {
		r := &recs[i]
		if !OutdatedKey(r, openings) {
			continue
		}
		data, err := os.ReadFile(filepath.Join(dir, r.SGF))
		if err != nil || !UpdateRecord(r, data) {
			failed = append(failed, r.Game)
		}
	}
	return failed
}
