// Package areacount counts a position by area: Tromp-Taylor reach computed
// on bitboards, and the Chinese count in stones with the dame split, komi in
// stones and points, handicap compensation and result strings.
//
// Reach is a bitboard flood fill: the empty points next to black stones are
// grown through empty points to a fixed point by dilation, and the same for
// white; an empty point reached only by black is black's, only by white
// white's, by both or neither dame. Dead stones are an input: they are
// removed before counting.
package areacount

import (
	"fmt"
	"math"
	"math/bits"
	"strconv"
	"strings"

	"github.com/gtp-referee/gtp-referee/geom"
)

// Area is the outcome of an area count.
type Area struct {
	Black, White int // stones plus surrounded empty points
	Dame         int // empty points reached by both colours or neither
	Points       int // points on the board
}

// Count counts the position given by the two stone sets, after removing the
// stones in dead; dead may be nil when no stone is dead.
func Count(g *geom.Geometry, black, white, dead *geom.Bitboard) Area {
	nw := g.NW
	if dead != nil {
		var b, w geom.Bitboard
		for i := 0; i < nw; i++ {
			b[i] = black[i] &^ dead[i]
			w[i] = white[i] &^ dead[i]
		}
		black, white = &b, &w
	}
	var sb, sw, rb, rw geom.Bitboard
	n := reach(g, black, white, &sb, &sw, &rb, &rw)
	var a Area
	for i := 0; i < n; i++ {
		a.Black += bits.OnesCount64(sb[i] | rb[i]&^rw[i])
		a.White += bits.OnesCount64(sw[i] | rw[i]&^rb[i])
	}
	a.Points = g.Size()
	a.Dame = a.Points - a.Black - a.White
	return a
}

// Reach returns the empty points reachable from black stones and from white
// stones through empty points.
//
// Both reaches grow together by sweeps over the bitboard words, in place and
// alternately in increasing and decreasing word order: each sweep grows
// them by one step in every direction, and because it reads the words it
// has already updated, growth in the sweep's direction also crosses word
// boundaries within the sweep. Every sweep then fills each run of empty
// points along a row to its right end with one addition (the carry of E+S
// runs through the empty points above each seed in S), across words in the
// increasing sweeps. Within a word, each sweep also spreads two more rows
// in its direction, and the decreasing sweeps fill runs leftwards too (a
// five-step Kogge-Stone fill), so most positions settle in two or three
// sweeps. Sweeps repeat until one changes nothing or, after an increasing
// sweep, a cheap check finds both reaches closed. The sweeps work on a copy
// one row up that drops the border row above the board, so a 19x19 board
// takes six words instead of seven.
func Reach(g *geom.Geometry, black, white *geom.Bitboard) (rb, rw geom.Bitboard) {
	var sb, sw, srb, srw geom.Bitboard
	reach(g, black, white, &sb, &sw, &srb, &srw)
	// Back to the board's layout: up by one row.
	s := uint(g.Stride) & 63
	var pb, pw uint64
	for i := 0; i < g.NW; i++ {
		rb[i] = srb[i]<<s | pb>>(64-s)
		rw[i] = srw[i]<<s | pw>>(64-s)
		pb, pw = srb[i], srw[i]
	}
	return rb, rw
}

// reach sets rb and rw, which must be zero, to the reaches of black and
// white, and sb and sw to the stones, all in a layout one row down from the
// board's: the border row above the board is dropped, which saves a word on
// most sizes (19x19 fits in six words instead of seven). It returns the
// number of words of that layout.
func reach(g *geom.Geometry, black, white, sb, sw, rb, rw *geom.Bitboard) int {
	var empty geom.Bitboard
	if g.Stride == 20 && g.H == 19 {
		// 19x19: constant shifts and bounds.
		m := &mask19
		for i := 0; i < 6; i++ {
			b := black[i]>>20 | black[i+1]<<44
			w := white[i]>>20 | white[i+1]<<44
			sb[i], sw[i] = b, w
			empty[i] = m[i] &^ (b | w)
		}
		reach19(6, sb, sw, &empty, rb, rw)
		return 6
	}
	s := uint(g.Stride) & 63
	n := min((g.H*g.Stride+63)/64, geom.Words)
	var mask geom.Bitboard
	shiftUp(&mask, &g.Mask, s, n)
	shiftUp(sb, black, s, n)
	shiftUp(sw, white, s, n)
	for i := 0; i < n; i++ {
		empty[i] = mask[i] &^ (sb[i] | sw[i])
	}
	if s == 20 {
		reach19(n, sb, sw, &empty, rb, rw)
	} else {
		reachAny(n, s, (64-s)&63, sb, sw, &empty, rb, rw)
	}
	return n
}

// mask19 is the 19x19 board's mask in the layout of reach.
var mask19 = func() (m geom.Bitboard) {
	shiftUp(&m, &geom.MustGet(19, 19).Mask, 20, 6)
	return m
}()

// shiftUp sets the first n words of dst to src moved down by s bits.
func shiftUp(dst, src *geom.Bitboard, s uint, n int) {
	for i := 0; i < n; i++ {
		var next uint64
		if i+1 < geom.Words {
			next = src[i+1]
		}
		dst[i] = src[i]>>s | next<<(64-s)
	}
}

// reachAny is the sweep loop of Reach for a stride of s cells (t = 64-s):
// it sets rb and rw to the points of empty reachable from black and from
// white.
func reachAny(nw int, s, t uint, black, white, empty, rb, rw *geom.Bitboard) {
	nw = min(nw, geom.Words)
	// First sweep: from the stones, not in place.
	var pb, pw, cb, cw uint64
	for i := 0; i < nw; i++ {
		e := empty[i]
		var nb, nwh uint64
		if i+1 < nw {
			nb, nwh = black[i+1], white[i+1]
		}
		b, w := black[i], white[i]
		db := (b<<1 | pb>>63 | b>>1 | nb<<63 | b<<s | pb>>t | b>>s | nb<<t) & e
		dw := (w<<1 | pw>>63 | w>>1 | nwh<<63 | w<<s | pw>>t | w>>s | nwh<<t) & e
		db |= db << s & e
		dw |= dw << s & e
		db |= db << s & e
		dw |= dw << s & e
		var sum uint64
		sum, cb = bits.Add64(e, db, cb)
		rb[i] = db | (sum^e^db)&e
		sum, cw = bits.Add64(e, dw, cw)
		rw[i] = dw | (sum^e^dw)&e
		pb, pw = b, w
	}
	for {
		// Decreasing sweep: the word above is already updated.
		var changed, nb, nwh uint64
		for i := nw - 1; i >= 0; i-- {
			e := empty[i]
			var pb, pw uint64
			if i > 0 {
				pb, pw = rb[i-1], rw[i-1]
			}
			b, w := rb[i], rw[i]
			// The run fills below cover the horizontal neighbours within
			// the word; only the bits across word boundaries are added.
			db := (b | pb>>63 | nb<<63 | b<<s | pb>>t | b>>s | nb<<t) & e
			dw := (w | pw>>63 | nwh<<63 | w<<s | pw>>t | w>>s | nwh<<t) & e
			db |= db >> s & e
			dw |= dw >> s & e
			db |= db >> s & e
			dw |= dw >> s & e
			// Fill runs leftwards within the word (Kogge-Stone).
			m := e
			db |= db >> 1 & m
			dw |= dw >> 1 & m
			m &= m >> 1
			db |= db >> 2 & m
			dw |= dw >> 2 & m
			m &= m >> 2
			db |= db >> 4 & m
			dw |= dw >> 4 & m
			m &= m >> 4
			db |= db >> 8 & m
			dw |= dw >> 8 & m
			m &= m >> 8
			db |= db >> 16 & m
			dw |= dw >> 16 & m
			db = (db | ((e + db) ^ e)) & e
			dw = (dw | ((e + dw) ^ e)) & e
			changed |= (db ^ b) | (dw ^ w)
			rb[i], rw[i] = db, dw
			nb, nwh = db, dw
		}
		if changed == 0 {
			return
		}
		// Increasing sweep: the word below is already updated, and the
		// run fill carries across words.
		changed, pb, pw, cb, cw = 0, 0, 0, 0, 0
		for i := 0; i < nw; i++ {
			e := empty[i]
			var nb, nwh uint64
			if i+1 < nw {
				nb, nwh = rb[i+1], rw[i+1]
			}
			b, w := rb[i], rw[i]
			// The carry fill below covers the right-hand neighbours.
			db := (b | pb>>63 | b>>1 | nb<<63 | b<<s | pb>>t | b>>s | nb<<t) & e
			dw := (w | pw>>63 | w>>1 | nwh<<63 | w<<s | pw>>t | w>>s | nwh<<t) & e
			db |= db << s & e
			dw |= dw << s & e
			db |= db << s & e
			dw |= dw << s & e
			var sum uint64
			sum, cb = bits.Add64(e, db, cb)
			db |= (sum ^ e ^ db) & e
			sum, cw = bits.Add64(e, dw, cw)
			dw |= (sum ^ e ^ dw) & e
			changed |= (db ^ b) | (dw ^ w)
			rb[i], rw[i] = db, dw
			pb, pw = db, dw
		}
		// Most positions are settled now; checking that costs a quarter
		// of the decreasing sweep that would otherwise find it.
		if changed == 0 || closed(nw, s, t, empty, rb, rw) {
			return
		}
	}
}

// reach19 is reachAny for a stride of 20 (boards 19 wide), with constant
// shift counts: amd64 shifts by a variable count only through CL, which
// costs register moves and spills in the loop. Keep it in step with
// reachAny.
func reach19(nw int, black, white, empty, rb, rw *geom.Bitboard) {
	nw = min(nw, geom.Words)
	// First sweep: from the stones, not in place.
	var pb, pw, cb, cw uint64
	for i := 0; i < nw; i++ {
		e := empty[i]
		var nb, nwh uint64
		if i+1 < nw {
			nb, nwh = black[i+1], white[i+1]
		}
		b, w := black[i], white[i]
		db := (b<<1 | pb>>63 | b>>1 | nb<<63 | b<<20 | pb>>44 | b>>20 | nb<<44) & e
		dw := (w<<1 | pw>>63 | w>>1 | nwh<<63 | w<<20 | pw>>44 | w>>20 | nwh<<44) & e
		db |= db << 20 & e
		dw |= dw << 20 & e
		db |= db << 20 & e
		dw |= dw << 20 & e
		var sum uint64
		sum, cb = bits.Add64(e, db, cb)
		rb[i] = db | (sum^e^db)&e
		sum, cw = bits.Add64(e, dw, cw)
		rw[i] = dw | (sum^e^dw)&e
		pb, pw = b, w
	}
	for {
		// Decreasing sweep: the word above is already updated.
		var changed, nb, nwh uint64
		for i := nw - 1; i >= 0; i-- {
			e := empty[i]
			var pb, pw uint64
			if i > 0 {
				pb, pw = rb[i-1], rw[i-1]
			}
			b, w := rb[i], rw[i]
			// The run fills below cover the horizontal neighbours within
			// the word; only the bits across word boundaries are added.
			db := (b | pb>>63 | nb<<63 | b<<20 | pb>>44 | b>>20 | nb<<44) & e
			dw := (w | pw>>63 | nwh<<63 | w<<20 | pw>>44 | w>>20 | nwh<<44) & e
			db |= db >> 20 & e
			dw |= dw >> 20 & e
			db |= db >> 20 & e
			dw |= dw >> 20 & e
			// Fill runs leftwards within the word (Kogge-Stone).
			m := e
			db |= db >> 1 & m
			dw |= dw >> 1 & m
			m &= m >> 1
			db |= db >> 2 & m
			dw |= dw >> 2 & m
			m &= m >> 2
			db |= db >> 4 & m
			dw |= dw >> 4 & m
			m &= m >> 4
			db |= db >> 8 & m
			dw |= dw >> 8 & m
			m &= m >> 8
			db |= db >> 16 & m
			dw |= dw >> 16 & m
			db = (db | ((e + db) ^ e)) & e
			dw = (dw | ((e + dw) ^ e)) & e
			changed |= (db ^ b) | (dw ^ w)
			rb[i], rw[i] = db, dw
			nb, nwh = db, dw
		}
		if changed == 0 {
			return
		}
		// Increasing sweep: the word below is already updated, and the
		// run fill carries across words.
		changed, pb, pw, cb, cw = 0, 0, 0, 0, 0
		for i := 0; i < nw; i++ {
			e := empty[i]
			var nb, nwh uint64
			if i+1 < nw {
				nb, nwh = rb[i+1], rw[i+1]
			}
			b, w := rb[i], rw[i]
			// The carry fill below covers the right-hand neighbours.
			db := (b | pb>>63 | b>>1 | nb<<63 | b<<20 | pb>>44 | b>>20 | nb<<44) & e
			dw := (w | pw>>63 | w>>1 | nwh<<63 | w<<20 | pw>>44 | w>>20 | nwh<<44) & e
			db |= db << 20 & e
			dw |= dw << 20 & e
			db |= db << 20 & e
			dw |= dw << 20 & e
			var sum uint64
			sum, cb = bits.Add64(e, db, cb)
			db |= (sum ^ e ^ db) & e
			sum, cw = bits.Add64(e, dw, cw)
			dw |= (sum ^ e ^ dw) & e
			changed |= (db ^ b) | (dw ^ w)
			rb[i], rw[i] = db, dw
			pb, pw = db, dw
		}
		// Most positions are settled now; checking that costs a quarter
		// of the decreasing sweep that would otherwise find it.
		if changed == 0 || closed19(nw, empty, rb, rw) {
			return
		}
	}
}

// closed reports whether rb and rw are closed under growth into empty
// points, for a stride of s cells (t = 64-s).
func closed(nw int, s, t uint, empty, rb, rw *geom.Bitboard) bool {
	var pb, pw, open uint64
	for i := 0; i < nw; i++ {
		var nb, nwh uint64
		if i+1 < nw {
			nb, nwh = rb[i+1], rw[i+1]
		}
		b, w := rb[i], rw[i]
		db := b<<1 | pb>>63 | b>>1 | nb<<63 | b<<s | pb>>t | b>>s | nb<<t
		dw := w<<1 | pw>>63 | w>>1 | nwh<<63 | w<<s | pw>>t | w>>s | nwh<<t
		open |= (db&^b | dw&^w) & empty[i]
		pb, pw = b, w
	}
	return open == 0
}

// closed19 is closed for a stride of 20, with constant shifts like reach19
// (the variable shifts of closed cost 7% more instructions per count).
func closed19(nw int, empty, rb, rw *geom.Bitboard) bool {
	nw = min(nw, geom.Words)
	var pb, pw, open uint64
	for i := 0; i < nw; i++ {
		var nb, nwh uint64
		if i+1 < nw {
			nb, nwh = rb[i+1], rw[i+1]
		}
		b, w := rb[i], rw[i]
		db := b<<1 | pb>>63 | b>>1 | nb<<63 | b<<20 | pb>>44 | b>>20 | nb<<44
		dw := w<<1 | pw>>63 | w>>1 | nwh<<63 | w<<20 | pw>>44 | w>>20 | nwh<<44
		open |= (db&^b | dw&^w) & empty[i]
		pb, pw = b, w
	}
	return open == 0
}

// Score is a scored game: an area count with komi and compensation.
type Score struct {
	Area
	Komi         float64 // points
	Compensation float64 // points given to White for handicap stones
}

// Margin returns Black's margin in points: area difference minus komi and
// compensation. Positive means Black wins.
func (s Score) Margin() float64 {
	return float64(s.Black-s.White) - s.Komi - s.Compensation
}

// Result returns the GTP result string: "B+1.5", "W+0.5", or "0" for a
// draw.
func (s Score) Result() string { return ResultString(s.Margin()) }

// ResultString formats a margin in points as GTP and SGF do. The margin
// is written as the decimal it stands for (see decimal): with komi 6.4, a
// lead of 10 points on the board is B+3.6.
func ResultString(m float64) string {
	v := formatPoints(math.Abs(m))
	switch {
	case v == "0":
		return "0"
	case m > 0:
		return "B+" + v
	}
	return "W+" + v
}

// ParseResult reads a counted result, as GTP final_score and SGF RE write
// it ("B+1.5", "W+0.5", "0", "Draw", "Jigo", any case), as Black's margin
// in points. A margin that ends in a quarter (.25 or .75) is a Chinese
// margin in stones, as Fox writes it for its Chinese games (KM[375],
// RE[W+3.25]), and is doubled: W+3.25 is 6.5 points; a margin in points is
// always whole or half. Results that are not counts (B+R, W+Resign, B+T,
// Void, "") give false, as do margins that are neither (B+0.1) and margins
// not written as decimals (B+1e308, B++5).
func ParseResult(s string) (float64, bool) { return parseResult(s, true) }

// ParsePointsResult reads a counted result as ParseResult does, but as a
// margin in points whatever its fraction: W+7.25 is 7.25 points, as
// ResultString writes a count with komi 7.25 (GTP's komi takes any
// number). It is for records that gtp-referee wrote, whose margin is
// never in stones; margins that are not whole or half are accepted.
func ParsePointsResult(s string) (float64, bool) { return parseResult(s, false) }

// isDecimal reports whether s is a margin as SGF's Real and GTP's float
// write it: digits with at most one '.' among them ("3", "3.5", also "3."
// and ".5"), nothing else: no sign, exponent, hexadecimal, Inf or NaN,
// which strconv.ParseFloat would take ("B+1e308" is no count).
func isDecimal(s string) bool {
	digits, dot := 0, false
	for i := 0; i < len(s); i++ {
		switch c := s[i]; {
		case c >= '0' && c <= '9':
			digits++
		case c == '.' && !dot:
			dot = true
		default:
			return false
		}
	}
	return digits > 0
}

// parseResult is ParseResult, reading quarters as stones when stones is
// set, and as ParsePointsResult does otherwise.
func parseResult(s string, stones bool) (float64, bool) {
	s = strings.TrimSpace(s)
	switch strings.ToLower(s) {
	case "0", "draw", "jigo":
		return 0, true
	}
	if len(s) < 3 || s[1] != '+' || !isDecimal(s[2:]) {
		return 0, false
	}
	v, err := strconv.ParseFloat(s[2:], 64)
	if err != nil || math.IsInf(v, 0) {
		return 0, false
	}
	if stones {
		if q := v * 4; q == math.Trunc(q) && math.Mod(q, 2) == 1 {
			v *= 2
		}
		if h := v * 2; h != math.Trunc(h) {
			return 0, false // neither points (whole, half) nor stones (quarters)
		}
	}
	switch s[0] {
	case 'B', 'b':
		return v, true
	case 'W', 'w':
		return -v, true
	}
	return 0, false
}

// formatPoints writes a margin in fixed point (see decimal): 1999975.5,
// not %g's 1.9999755e+06, which neither GTP's final_score nor SGF's RE
// ("B+" and a real) allow.
func formatPoints(m float64) string { return decimal(m) }

// decimal writes v in fixed point with the fewest decimals that give it
// up to the rounding error of the arithmetic that made it. A margin is a
// whole number of points less a komi read from decimal text; a komi such
// as 6.4 has no exact binary value, so the difference misses its decimal
// by a few units in the last place (10 - 6.4 is 3.5999999999999996), and
// the shortest text that reads back exactly would show that error. The
// tolerance, 1e-14 of the value and never under 1e-12, is far above that
// error and far below any decimal a komi is written with.
func decimal(v float64) string {
	tol := max(math.Abs(v)*1e-14, 1e-12)
	for prec := 0; prec < 16; prec++ {
		s := strconv.FormatFloat(v, 'f', prec, 64)
		if back, err := strconv.ParseFloat(s, 64); err == nil && math.Abs(back-v) <= tol {
			if s == "-0" {
				s = "0"
			}
			return s
		}
	}
	return strconv.FormatFloat(v, 'f', -1, 64)
}

// BlackStones returns Black's Chinese count in stones: Black's area plus
// half the dame.
func (s Score) BlackStones() float64 { return float64(s.Black) + float64(s.Dame)/2 }

// Baseline returns the count that ties before komi: half the points.
func (s Score) Baseline() float64 { return float64(s.Points) / 2 }

// MarginStones returns Black's margin in stones: count minus baseline minus
// komi and compensation in stones (half the points).
func (s Score) MarginStones() float64 {
	return s.BlackStones() - s.Baseline() - (s.Komi+s.Compensation)/2
}

// Chinese returns the result in the 1988 rules' wording, for example
// "Black 185 stones, wins by 3/4 stone (B+1.5)".
func (s Score) Chinese() string {
	m := s.MarginStones()
	if decimal(m) == "0" {
		m = 0 // a draw, as Result writes it
	}
	b := s.BlackStones()
	head := "Black " + Stones(b) + " " + stoneWord(b) + ", "
	switch {
	case m > 0:
		return head + "wins by " + Stones(m) + " " + stoneWord(m) + " (" + s.Result() + ")"
	case m < 0:
		return head + "loses by " + Stones(-m) + " " + stoneWord(-m) + " (" + s.Result() + ")"
	}
	return head + "draw (0)"
}

// stoneWord is the noun after a number of stones: singular for a stone or
// a fraction of one, plural otherwise (0 stones, 1 1/4 stones).
func stoneWord(m float64) string {
	if m > 0 && m <= 1 {
		return "stone"
	}
	return "stones"
}

// Stones writes a non-negative number of stones with its fraction in
// quarters: 185, "184 1/2", "3/4", "1 1/4". Other fractions are written as
// decimals, as the decimal the number stands for (see decimal): 1.8, not
// 1.7999999999999998.
func Stones(v float64) string {
	if d, err := strconv.ParseFloat(decimal(v), 64); err == nil {
		v = d
	}
	whole := math.Floor(v)
	frac := v - whole
	var f string
	switch frac {
	case 0:
		return fmt.Sprintf("%.0f", whole)
	case 0.25:
		f = "1/4"
	case 0.5:
		f = "1/2"
	case 0.75:
		f = "3/4"
	default:
		return decimal(v)
	}
	if whole == 0 {
		return f
	}
	return fmt.Sprintf("%.0f %s", whole, f)
}
