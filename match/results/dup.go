package results

import (
	"crypto/sha256"
	"encoding/hex"
)

// Placement is a stone or pass in a game, for duplicate detection: X, Y
// from 0 at the top-left, Colour 'B' or 'W'; Pass true for a pass.
type Placement struct {
	Colour byte
	X, Y   int
	Pass   bool
}

// DupKey returns a key that is equal for two games on a w x h board exactly
// when their placements (setup stones and moves, in order) are the same up
// to one of the 8 symmetries of the square (the 4 of a rectangle).
func DupKey(w, h int, ps []Placement) string {
	var best []byte
	for s := 0; s < 8; s++ {
		if w != h && s&4 != 0 {
			continue // transposition needs a square board
		}
		buf := make([]byte, 0, 3*len(ps)+4)
		buf = append(buf, byte(w), byte(h))
		for _, p := range ps {
			if p.Pass {
				buf = append(buf, p.Colour, 255, 255)
				continue
			}
			x, y := p.X, p.Y
			if s&1 != 0 {
				x = w - 1 - x
			}
			if s&2 != 0 {
				y = h - 1 - y
			}
			if s&4 != 0 {
				x, y = y, x
			}
			buf = append(buf, p.Colour, byte(x), byte(y))
		}
		if best == nil || string(buf) < string(best) {
			best = buf
		}
	}
	sum := sha256.Sum256(best)
	return hex.EncodeToString(sum[:12])
}
