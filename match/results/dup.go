package results

import (
	"cmp"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"slices"
	"strings"
)

// Placement is a stone or pass in a game, for duplicate detection: X, Y
// from 0 at the top-left, Colour 'B' or 'W'; Pass true for a pass. Setup
// marks a stone set up rather than played (a handicap stone, an opening's
// AB or AW): a run of consecutive setup stones is one SGF node's, whose
// stones have no order, and a setup stone is not a move at its point (as
// gogui-twogtp's Compare tells them apart).
type Placement struct {
	Colour byte
	X, Y   int
	Pass   bool
	Setup  bool
}

// DupKey returns a key that is equal for two games on a w x h board exactly
// when their placements (setup stones, in any order within a run of them,
// and moves, in order) are the same up to one of the 8 symmetries of the
// square (the 4 of a rectangle). A symmetry that maps a set of setup
// stones onto itself (fixed handicap stones) changes their order, not the
// game.
func DupKey(w, h int, ps []Placement) string {
	var best []byte
	q := make([]Placement, len(ps))
	for s := 0; s < 8; s++ {
		if w != h && s&4 != 0 {
			continue // transposition needs a square board
		}
		for i, p := range ps {
			q[i] = transform(p, s, w, h)
		}
		sortSetupRuns(q)
		buf := make([]byte, 0, 3*len(ps)+4)
		buf = append(buf, byte(w), byte(h))
		for _, p := range q {
			c := p.Colour
			if p.Setup {
				c |= 0x20 // 'b', 'w': set up, not played
			}
			if p.Pass {
				buf = append(buf, c, 255, 255)
				continue
			}
			buf = append(buf, c, byte(p.X), byte(p.Y))
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

// sortSetupRuns puts each run of consecutive setup stones of ps in one
// order (colour, then x, then y), so that the order in which a node's
// stones were listed, or a symmetry left them, does not matter.
func sortSetupRuns(ps []Placement) {
	for i := 0; i < len(ps); {
		j := i
		for j < len(ps) && ps[j].Setup {
			j++
		}
		if j > i+1 {
			slices.SortFunc(ps[i:j], func(a, b Placement) int {
				return cmp.Or(cmp.Compare(a.Colour, b.Colour), cmp.Compare(a.X, b.X), cmp.Compare(a.Y, b.Y))
			})
		}
		i = max(j, i+1)
	}
}

// EncodePlacements writes a w x h game's placements compactly for a
// record: "19 19|" then three bytes per placement, the colour and the
// SGF letters of the point ("Bdd"), "--" for a pass; the colour of a
// setup stone in lower case ("bdd"), each run of setup stones in
// sortSetupRuns' order, so that NearDuplicateOf compares records as
// written.
func EncodePlacements(w, h int, ps []Placement) string {
	if slices.ContainsFunc(ps, func(p Placement) bool { return p.Setup }) {
		ps = slices.Clone(ps)
		sortSetupRuns(ps)
	}
	var b strings.Builder
	fmt.Fprintf(&b, "%d %d|", w, h)
	for _, p := range ps {
		c := p.Colour
		if p.Setup && (c == 'B' || c == 'W') {
			c |= 0x20
		}
		b.WriteByte(c)
		if p.Pass || p.X < 0 || p.Y < 0 || p.X >= len(sgfLetters) || p.Y >= len(sgfLetters) {
			b.WriteString("--")
			continue
		}
		b.WriteByte(sgfLetters[p.X])
		b.WriteByte(sgfLetters[p.Y])
	}
	return b.String()
}

// MarksSetup reports whether placements, in EncodePlacements' form, hold
// a stone marked as set up (a lower-case colour), as records of games with
// setup stones do since set-up stones are told from moves.
func MarksSetup(placements string) bool {
	_, body, _ := strings.Cut(placements, "|")
	for i := 0; i < len(body); i += 3 {
		if body[i] == 'b' || body[i] == 'w' {
			return true
		}
	}
	return false
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
		if p.Colour == 'b' || p.Colour == 'w' {
			p.Colour, p.Setup = p.Colour&^0x20, true
		}
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

// differences counts the placements in which a differs from b, both in
// EncodePlacements' form without the size (three bytes a placement), as
// gogui-twogtp counts them: one for each placement beyond the shorter
// game's length, one for each move number of the shorter length holding
// another placement; it stops counting past limit.
func differences(a, b string, limit int) int {
	la, lb := len(a)/3, len(b)/3
	n := abs(la - lb)
	for i := 0; n <= limit && i < min(la, lb); i++ {
		if a[3*i:3*i+3] != b[3*i:3*i+3] {
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

// NearDuplicateOf returns the number of the game among earlier (the
// games recorded before r) that r nearly repeats with the programs on the
// same colours, as gogui-twogtp's DUP column marks it with a question
// mark: fewer differing placements, compared by move number under one of
// the 8 symmetries, than a fifth of r's placements; the highest-numbered
// such game. It reports false for none, for an identical game (Duplicates
// finds those), and for records without Placements (older ones, games
// without a move). It is computed once, when r is recorded (see
// Record.NearDup): comparing every game with every other on each rewrite
// of results.dat would grow with the square of the match.
func NearDuplicateOf(earlier []Record, r *Record) (int, bool) {
	g, ok := decodePlacements(r.Placements)
	if r.DupKey == "" || !ok {
		return 0, false
	}
	size, _, _ := strings.Cut(r.Placements, "|")
	// r under each symmetry; comparing r turned by s with a game is
	// comparing r with the game turned back, and the 8 turns are all
	// the turns back. The games are compared in their encoded form.
	var sym []string
	for s := 0; s < 8; s++ {
		if g.w != g.h && s&4 != 0 {
			continue // transposition needs a square board
		}
		ps := make([]Placement, len(g.ps))
		for i, p := range g.ps {
			ps[i] = transform(p, s, g.w, g.h)
		}
		_, body, _ := strings.Cut(EncodePlacements(g.w, g.h, ps), "|")
		sym = append(sym, body)
	}
	limit := len(g.ps) / 5
	best, found := 0, false
	for i := range earlier {
		e := &earlier[i]
		if e.Game == r.Game || e.Alt != r.Alt || e.DupKey == "" || e.DupKey == r.DupKey || found && e.Game < best {
			continue
		}
		esize, body, ok := strings.Cut(e.Placements, "|")
		if !ok || esize != size || len(body)%3 != 0 || abs(len(body)/3-len(g.ps)) >= limit {
			continue
		}
		for _, a := range sym {
			if d := differences(a, body, limit); d > 0 && d < limit {
				best, found = e.Game, true
				break
			}
		}
	}
	return best, found
}

// NearDuplicates sets the NearDup of each record that has Placements to
// the game it nearly repeats among the records before it (NearDuplicateOf),
// and to nil when there is none: the marks one run playing the games in
// this order would have recorded. recs must be sorted by game number
// (Unique), so that "before" is "numbered lower", as in the shards of a
// match merged together, whose games were each compared only with their
// own shard's. A record without Placements cannot be compared and keeps
// its NearDup. Every game is compared with every earlier one, as
// gogui-twogtp compares each new game with those before it: the work grows
// with the square of the games (3000 random 19x19 games of 200 to 300
// moves, about 4 s).
func NearDuplicates(recs []Record) {
	for i := range recs {
		r := &recs[i]
		if r.Placements == "" {
			continue
		}
		r.NearDup = nil
		if d, ok := NearDuplicateOf(recs[:i], r); ok {
			r.NearDup = &d
		}
	}
}
