package results

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"strings"
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
			q := transform(p, s, w, h)
			buf = append(buf, p.Colour, byte(q.X), byte(q.Y))
		}
		if best == nil || string(buf) < string(best) {
			best = buf
		}
	}
	sum := sha256.Sum256(best)
	return hex.EncodeToString(sum[:12])
}

// sgfLetters are the coordinate letters of SGF, one per line of the board.
const sgfLetters = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"

// EncodePlacements writes a w x h game's placements compactly for a
// record: "19 19|" then three bytes per placement, the colour and the
// SGF letters of the point ("Bdd"), "--" for a pass.
func EncodePlacements(w, h int, ps []Placement) string {
	var b strings.Builder
	fmt.Fprintf(&b, "%d %d|", w, h)
	for _, p := range ps {
		b.WriteByte(p.Colour)
		if p.Pass || p.X < 0 || p.Y < 0 || p.X >= len(sgfLetters) || p.Y >= len(sgfLetters) {
			b.WriteString("--")
			continue
		}
		b.WriteByte(sgfLetters[p.X])
		b.WriteByte(sgfLetters[p.Y])
	}
	return b.String()
}

// placed is a game decoded for the near-duplicate comparison.
type placed struct {
	w, h int
	ps   []Placement
}

func decodePlacements(s string) (placed, bool) {
	head, body, ok := strings.Cut(s, "|")
	var g placed
	if !ok || len(body)%3 != 0 {
		return g, false
	}
	if _, err := fmt.Sscanf(head, "%d %d", &g.w, &g.h); err != nil {
		return g, false
	}
	for i := 0; i < len(body); i += 3 {
		p := Placement{Colour: body[i]}
		if body[i+1:i+3] == "--" {
			p.Pass = true
		} else {
			p.X, p.Y = strings.IndexByte(sgfLetters, body[i+1]), strings.IndexByte(sgfLetters, body[i+2])
			if p.X < 0 || p.Y < 0 {
				return g, false
			}
		}
		g.ps = append(g.ps, p)
	}
	return g, true
}

// transform maps p by symmetry s (bit 0 mirrors x, bit 1 mirrors y, bit 2
// transposes) of a w x h board.
func transform(p Placement, s, w, h int) Placement {
	if p.Pass {
		return p
	}
	if s&1 != 0 {
		p.X = w - 1 - p.X
	}
	if s&2 != 0 {
		p.Y = h - 1 - p.Y
	}
	if s&4 != 0 {
		p.X, p.Y = p.Y, p.X
	}
	return p
}

// codes returns the placements of g under symmetry s as small integers,
// equal exactly when the placements are.
func (g placed) codes(s int) []int32 {
	out := make([]int32, len(g.ps))
	for i, p := range g.ps {
		q := transform(p, s, g.w, g.h)
		c := int32(q.Colour) << 16
		if q.Pass {
			c |= 0xffff
		} else {
			c |= int32(q.X)<<8 | int32(q.Y)
		}
		out[i] = c
	}
	return out
}

// differences counts the placements in which a differs from b, as
// gogui-twogtp counts them: one for each placement beyond the shorter
// game's length, one for each move number of the shorter length holding
// another placement; it stops counting past limit.
func differences(a, b []int32, limit int) int {
	n := abs(len(a) - len(b))
	for i := 0; n <= limit && i < min(len(a), len(b)); i++ {
		if a[i] != b[i] {
			n++
		}
	}
	return n
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// NearDuplicates maps the number of each game that is no duplicate (see
// Duplicates) but nearly repeats an earlier game with the programs on the
// same colours, to the number of the last such game: as gogui-twogtp,
// which writes it with a question mark in the DUP column, nearly means
// fewer differing placements (moves compared by number, under one of the
// 8 symmetries) than a fifth of the game's placements. Records without
// Placements (older ones, games without a move) are not compared.
func NearDuplicates(recs []Record) map[int]int {
	exact := Duplicates(recs)
	type game struct {
		num  int
		alt  bool
		w, h int
		sym  [8][]int32 // the placements under each symmetry
	}
	var earlier []game
	out := map[int]int{}
	for _, r := range Unique(recs) {
		g, ok := decodePlacements(r.Placements)
		if r.DupKey == "" || !ok {
			continue
		}
		own := g.codes(0)
		if _, dup := exact[r.Game]; !dup {
			limit := len(own) / 5
			for _, e := range earlier {
				if e.alt != r.Alt || e.w != g.w || e.h != g.h || abs(len(e.sym[0])-len(own)) >= limit {
					continue
				}
				for _, b := range e.sym {
					if d := differences(own, b, limit); b != nil && d > 0 && d < limit {
						out[r.Game] = e.num
						break
					}
				}
			}
		}
		e := game{num: r.Game, alt: r.Alt, w: g.w, h: g.h}
		for s := range e.sym {
			if g.w == g.h || s&4 == 0 { // transposition needs a square board
				e.sym[s] = g.codes(s)
			}
		}
		earlier = append(earlier, e)
	}
	return out
}
