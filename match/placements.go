package match

import (
	"github.com/gtp-referee/gtp-referee/match/results"
	"github.com/gtp-referee/gtp-referee/sgf"
)

// PlacementsFromSGF reads a game's placements back from the SGF file the
// match wrote for it (data), for a record from before records kept them
// (results.Record.Placements): the root's setup stones, AB then AW, in
// their order, then the moves of the main line, passes included, as a
// game records them when it is played. It returns them in
// results.EncodePlacements' form, and ok only when they have the
// duplicate key key (results.DupKey) that the record holds: a file that
// does not hold that game (one with a voided illegal move, recorded as a
// pass that was no placement, or a file edited since) gives false.
func PlacementsFromSGF(data []byte, key string) (placements string, ok bool) {
	col, err := sgf.Parse(data)
	if err != nil || len(col.Games) == 0 {
		return "", false
	}
	root := col.Games[0]
	w, h, err := root.Size()
	if err != nil {
		return "", false
	}
	black, white, _, _, err := root.Setup(w, h)
	if err != nil {
		return "", false
	}
	moves, err := root.MainLine()
	if err != nil {
		return "", false
	}
	var ps []results.Placement
	for _, p := range black {
		ps = append(ps, results.Placement{Colour: 'B', X: p.X, Y: p.Y, Setup: true})
	}
	for _, p := range white {
		ps = append(ps, results.Placement{Colour: 'W', X: p.X, Y: p.Y, Setup: true})
	}
	for _, m := range moves {
		c := byte('B')
		if m.Colour == sgf.White {
			c = 'W'
		}
		ps = append(ps, results.Placement{Colour: c, X: m.X, Y: m.Y, Pass: m.Pass})
	}
	if results.DupKey(w, h, ps) != key {
		return "", false
	}
	return results.EncodePlacements(w, h, ps), true
}
