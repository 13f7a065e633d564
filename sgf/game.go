package sgf

import (
	"errors"
	"fmt"
	"iter"
	"math"
	"strconv"
	"strings"
	"unicode"
)

// Board size limits accepted by [Node.Size] and [NewGame] (GTP's limits).
const (
	MinBoardSize = 2
	MaxBoardSize = 25
)

// Colour is the colour of a stone or of the player to move.
type Colour int

// Colours. None is the zero value: no colour (an empty point, or no PL).
const (
	None Colour = iota
	Black
	White
)

// String returns "B", "W" or "" for None.
func (c Colour) String() string {
	switch c {
	case Black:
		return "B"
	case White:
		return "W"
	}
	return ""
}

// Point is a board point, 0-based from the top-left corner as SGF letters
// give it: "aa" is {0, 0}, "ba" is {1, 0} (X is the column, Y the row).
type Point struct {
	X, Y int
}

// Move is a move of one player: a stone at X, Y (0-based from the top-left,
// as in [Point]), or a pass when Pass is true (X and Y are then 0).
type Move struct {
	Colour Colour // Black or White
	X, Y   int
	Pass   bool
}

// Size returns the board size from the SZ property: "19" is 19x19, "19:13"
// is 19 wide and 13 high; a size written as a Real without a fraction,
// "19.0", is that size, as GNU Go 3.8 and Sabaki read it. A size written
// with an x between the width and the height, "9x9" or "19x13" (also X or
// ×), which FF[4] writes "9" or "19:13", is read as the size it names,
// with a warning from [Node.Warnings]: GNU Go 3.8 reads SZ[9x9] as 9
// (and SZ[19x13] as 19), Sabaki 3.4.7 as absent (19x19), which would put
// a 9x9 game's moves on the wrong board. Without SZ the
// size is 19x19. Sizes outside
// MinBoardSize..MaxBoardSize give an error such as
// "board size 26 out of range 2..25".
func (n *Node) Size() (w, h int, err error) {
	v, ok := n.Get("SZ")
	if !ok {
		return 19, 19, nil
	}
	ws, hs, rect := strings.Cut(v, ":")
	if tw, th, times := cutTimes(v); !rect && times {
		ws, hs, rect = tw, th, true
	}
	w, ok = wholeNumber(ws)
	if !ok {
		return 0, 0, fmt.Errorf("invalid board size SZ[%s]", v)
	}
	h = w
	if rect {
		if h, ok = wholeNumber(hs); !ok {
			return 0, 0, fmt.Errorf("invalid board size SZ[%s]", v)
		}
	}
	for _, d := range []int{w, h} {
		if d < MinBoardSize || d > MaxBoardSize {
			return 0, 0, fmt.Errorf("board size %d out of range %d..%d", d, MinBoardSize, MaxBoardSize)
		}
	}
	return w, h, nil
}

// cutTimes splits a board size written with a times sign, "9x9", "19 X 13"
// or "9×9", into its width and height; ok is false for any other value.
func cutTimes(v string) (w, h string, ok bool) {
	for _, sep := range [...]string{"x", "X", "×"} {
		if w, h, ok = strings.Cut(v, sep); ok {
			return w, h, true
		}
	}
	return "", "", false
}

// Komi returns the komi in points from the KM property, normalised, and
// whether a usable value was present. The normalisation rule:
//
//  1. The value is read as an SGF Real: an optional sign, digits and an
//     optional fraction (surrounding spaces ignored, a decimal comma
//     accepted), or as people write a komi by hand: such a number
//     followed by a word for points (KM[7.5 points], KM[5.5pts]), or a
//     whole number and a half (KM[6½], KM[6 1/2]), or in the Japanese
//     or Korean words for points and a half (KM[6目半], KM[6집반]: 6.5;
//     KM[7目]: 7), or a quarter or three
//     (KM[3¾], KM[2 3/4], which step 3 reads as stones; so too MultiGo's
//     Chinese KM[3又3/4子], 3 and 3/4 stones); anything else (an
//     exponent as in 1e2, a hexadecimal number, Inf, NaN, other words)
//     gives (0, false).
//  2. Hundredths: if |komi| >= 100 it is divided by 100. Fox (AP[foxwq],
//     older AP[YuanYu]) writes komi times 100: KM[750] is 7.5, KM[650] is
//     6.5, KM[550] is 5.5. No real komi reaches 100 points, so this is
//     applied whatever AP says.
//  3. Stones: if the value is an odd multiple of 0.25 (its fraction is .25
//     or .75) under 5, it is a Chinese komi in stones and is doubled:
//     KM[3.75] (a GoGoD Chinese record) is 7.5 points, KM[2.75] is 5.5,
//     and with step 2 Fox's KM[375] is 7.5 and KM[275] is 5.5. Komi in
//     stones are 2.75 to 4 (5.5 to 8 points); a quarter from 5 up
//     (KM[6.75], as GTP's komi command may set and printsgf write) is
//     points, as FF[4] reads KM.
//
// Values such as 0, 0.5, 5.5, 6.5, 7, 7.5, 7.50 and -3.5 are returned
// unchanged. Steps 2 and 3 are skipped for a record that gtp-referee wrote
// (an AP value naming "gtp-referee", as printsgf and match write): its KM
// is the komi in points as GTP's komi command set it, 3.75 or 750 too (and
// a KM edited by hand there, KM[7.5 points], is read by step 1 as in any
// other record).
//
// A Fox record (an AP value naming foxwq or YuanYu) has two more quirks:
//
//  4. Hundredths below 100 too: a whole number from 10 to 99 is
//     hundredths, KM[50] is 0.5 (Fox's half-point komi of handicap
//     games).
//  5. Zero in an even game: KM[0] with no handicap (HA absent or 0, no
//     AB in the root, and not two Black moves first, which are the
//     handicap stones of a Fox handicap game written as moves; Fox marks
//     a game without komi HA[1]) is Fox's komi left unwritten, and is
//     read as FoxEvenKomi, or FoxChineseKomi where RU names Chinese
//     rules (Chinese, 中国 or 中國 in it). On the 117 corpus records of this kind that a player
//     resigned after move 250, our count of the final position names the
//     winner in 72 with komi 0, and in 90 with 6.5 or with 7.5; two of
//     them, with no dame and nothing unsettled and Black ahead by 7 on
//     the board, Black won, which no komi of 7 or more allows, and 6.5 is
//     the komi of Fox's default (Japanese) rules. FoxKomiZero reports
//     whether this step applied.
func (n *Node) Komi() (float64, bool) {
	v, ok := n.Get("KM")
	if !ok {
		return 0, false
	}
	if n.Own() {
		k, ok := parseKomi(v)
		return k + 0, ok
	}
	if n.fox() {
		if k, ok := parseKomi(v); ok && k == math.Trunc(k) && math.Abs(k) >= 10 && math.Abs(k) < 100 {
			return k / 100, true
		}
		if n.FoxKomiZero() {
			if ru := strings.ToLower(n.Rules()); strings.Contains(ru, "chinese") || strings.Contains(ru, "中国") || strings.Contains(ru, "中國") {
				return FoxChineseKomi, true
			}
			return FoxEvenKomi, true
		}
	}
	return NormalizeKomi(v)
}

// FoxEvenKomi is the komi in points of a Fox record's even game whose KM
// is 0 (step 5 of [Node.Komi]): Fox's komi under its default Japanese
// rules.
const FoxEvenKomi = 6.5

// FoxChineseKomi is FoxEvenKomi for a record whose RU names Chinese
// rules: the komi that Fox's Chinese-rules records write as KM[375].
const FoxChineseKomi = 7.5

// FoxKomiZero reports whether the KM of n, a game's root, is the zero of
// a Fox record's even game that [Node.Komi] reads as Fox's komi.
func (n *Node) FoxKomiZero() bool {
	if !n.fox() || n.Own() || n.Handicap() >= 1 || n.Has("AB") || n.leadingBlackMoves() {
		return false
	}
	v, _ := n.Get("KM")
	k, ok := parseKomi(v)
	return ok && k == 0
}

// leadingBlackMoves reports whether the first two moves after n (the
// main line's) are both Black's: handicap stones given as moves, as Fox
// writes a handicap game with HA[0] and KM[0].
func (n *Node) leadingBlackMoves() bool {
	black := 0
	for c := n; len(c.Children) > 0 && black < 2; {
		c = c.Children[0]
		switch {
		case c.Has("B"):
			black++
		case c.Has("W"):
			return false
		}
	}
	return black == 2
}

// fox reports whether an AP value of n names Fox's client (FoxApp).
func (n *Node) fox() bool {
	for _, ap := range n.Values("AP") {
		if name, _, _ := strings.Cut(ap, ":"); FoxApp(name) {
			return true
		}
	}
	return false
}

// FoxApp reports whether an application name (an AP value's name part)
// is Fox's client: it names foxwq or, in older records, YuanYu, in any
// case. Fox's records have the quirks of [Node.Komi], and say
// RU[Japanese] although the server counts by area (RULES.md section 2).
func FoxApp(name string) bool {
	name = strings.ToLower(name)
	return strings.Contains(name, "fox") || strings.Contains(name, "yuanyu")
}

// Own reports whether gtp-referee wrote the record whose root is n: an AP
// value names OwnApplication. Its KM and RE are in points as GTP's komi
// and final_score give them, without the quirks of other writers.
func (n *Node) Own() bool {
	for _, ap := range n.Values("AP") {
		if name, _, _ := strings.Cut(ap, ":"); trimSpace(name) == OwnApplication {
			return true
		}
	}
	return false
}

// OwnApplication is the application name (AP) of the records gtp-referee
// writes, whose KM [Node.Komi] reads without the quirks of other writers.
const OwnApplication = "gtp-referee"

// NormalizeKomi applies the rule of [Node.Komi] to a KM value.
func NormalizeKomi(v string) (float64, bool) {
	k, ok := parseKomi(v)
	if !ok {
		return 0, false
	}
	if math.Abs(k) >= 100 {
		k /= 100
	}
	if stonesKomi(k) {
		k *= 2
	}
	return k + 0, true // KM[-0] is no komi, not a negative zero
}

// KomiInStones returns the komi in stones that step 3 of [Node.Komi]
// reads the KM value v as (3.75 for KM[3.75], KM[375] and KM[3.75
// points], whose word for points step 3 does not heed: a komi in points
// is whole or half), and whether it does; (0, false) where v is no komi
// or is read as points.
func KomiInStones(v string) (float64, bool) {
	k, ok := parseKomi(v)
	if !ok {
		return 0, false
	}
	if math.Abs(k) >= 100 {
		k /= 100
	}
	return k, stonesKomi(k)
}

// stonesKomi reports whether k, a KM value after step 2 of [Node.Komi],
// is a Chinese komi in stones: an odd multiple of 0.25 under 5.
func stonesKomi(k float64) bool {
	q := k * 4
	return q == math.Trunc(q) && math.Mod(math.Abs(q), 2) == 1 && math.Abs(k) < 5
}

// HandWrittenKomi reports whether the KM value v is a komi that step 1 of
// [Node.Komi] reads as people write it by hand (KM[7.5 points], KM[6½],
// KM[6目半]) rather than as FF[4]'s Real, which a record's reader names
// in a warning.
func HandWrittenKomi(v string) bool {
	if _, ok := parseReal(v); ok {
		return false
	}
	_, ok := parseKomi(v)
	return ok
}

// parseKomi reads a KM value as step 1 of [Node.Komi] says: an SGF Real
// (parseReal), else such a Real followed by a word for points (points,
// point, pts or pt, in any case, a '.' after it), else a
// whole number and a half, "6½" or "6 1/2", or a quarter or three, "3¾"
// or "3 3/4" (cutFraction; also the fraction alone, a sign before the
// whole), with or without such a unit after it, or a number followed by
// 目 or 집 (points) and then, for a whole number, 半 or 반 (a half):
// "6目半" is 6.5, as record/result.go reads 白胜2目半; or in Chinese a
// whole number, 又 (and) and such a fraction, 子 (stones) after it or
// not: "3又3/4子" is 3.75, which step 3 reads as 7.5 points.
func parseKomi(v string) (float64, bool) {
	if k, ok := parseReal(v); ok {
		return k, true
	}
	s := trimSpace(v)
	for _, u := range [...]struct {
		suffix string
		half   float64
	}{{"目半", 0.5}, {"집반", 0.5}, {"目", 0}, {"집", 0}} {
		if w, ok := strings.CutSuffix(s, u.suffix); ok {
			k, ok := parseReal(w)
			if !ok || u.half != 0 && k != math.Trunc(k) {
				return 0, false
			}
			return k + math.Copysign(u.half, k), true
		}
	}
	t := strings.TrimSuffix(s, ".")
	for _, u := range [...]string{"points", "point", "pts", "pt"} {
		if n := len(t) - len(u); n >= 0 && asciiLower(t[n:]) == u {
			s = trimSpace(t[:n])
			if k, ok := parseReal(s); ok {
				return k, true
			}
			break
		}
	}
	whole, frac, ok := cutFraction(s)
	if w, f, yes := strings.Cut(s, "又"); yes {
		// MultiGo 4.4's Chinese komi in stones, 3又3/4子: a whole number,
		// 又 (and), a fraction, and 子 (stones) or nothing after it.
		var rest string
		rest, frac, ok = cutFraction(trimSpace(strings.TrimSuffix(f, "子")))
		whole = trimSpace(w)
		ok = ok && rest == "" && whole != ""
	}
	if !ok {
		return 0, false
	}
	neg := false
	if whole != "" && (whole[0] == '+' || whole[0] == '-') {
		neg, whole = whole[0] == '-', whole[1:]
	}
	n := 0
	for i := 0; i < len(whole); i++ {
		if whole[i] < '0' || whole[i] > '9' || n > 1e6 {
			return 0, false
		}
		n = 10*n + int(whole[i]-'0')
	}
	k := float64(n) + frac
	if neg {
		k = -k
	}
	return k, true
}

// cutFraction splits s, a komi written by hand, into the whole number
// before its fraction, trimmed, and the fraction's value: "6½", "6 1/2",
// "3¾", "3 3/4" (a blank between the whole and a fraction written with a
// slash: "61/2" is no komi), "½" and "1/2" alone.
func cutFraction(s string) (whole string, frac float64, ok bool) {
	// The fractions a komi written by hand ends with: a half in points,
	// a quarter or three in stones (KM[3¾] is the Chinese komi of 3¾
	// stones, 7.5 points: RULES.md section 1, article 11).
	handFractions := [...]struct {
		glyph, slash string
		value        float64
	}{{"½", "1/2", 0.5}, {"¼", "1/4", 0.25}, {"¾", "3/4", 0.75}}
	for _, f := range handFractions {
		if w, ok := strings.CutSuffix(s, f.glyph); ok {
			return trimSpace(w), f.value, true
		}
		if w, ok := strings.CutSuffix(s, f.slash); ok && (w == "" || w == "-" || w == "+" || strings.HasSuffix(w, " ")) {
			return trimSpace(w), f.value, true
		}
	}
	return "", 0, false
}

// asciiLower returns s with its ASCII capitals in lower case, and nothing
// else changed (so that its length stays that of s).
func asciiLower(s string) string {
	b := []byte(s)
	for i, c := range b {
		if c >= 'A' && c <= 'Z' {
			b[i] = c + 'a' - 'A'
		}
	}
	return string(b)
}

// parseReal reads an SGF Real ("+"|"-" digits "." digits, each part but
// one digit optional), allowing surrounding spaces and a decimal comma.
func parseReal(v string) (float64, bool) {
	s := strings.ReplaceAll(trimSpace(v), ",", ".")
	t := s
	if t != "" && (t[0] == '+' || t[0] == '-') {
		t = t[1:]
	}
	digits, dot := 0, false
	for i := 0; i < len(t); i++ {
		switch c := t[i]; {
		case c >= '0' && c <= '9':
			digits++
		case c == '.' && !dot:
			dot = true
		default:
			return 0, false
		}
	}
	if digits == 0 {
		return 0, false
	}
	k, err := strconv.ParseFloat(s, 64)
	if err != nil || math.IsInf(k, 0) {
		return 0, false
	}
	return k, true
}

// Handicap returns the number of handicap stones from HA, or 0 when HA is
// absent, not a number or negative; an HA with a fraction gives its whole
// part (TruncatedHandicap).
func (n *Node) Handicap() int {
	v, _ := n.Get("HA")
	if h, ok := ParseHandicap(v); ok {
		return h
	}
	h, _ := TruncatedHandicap(v)
	return h
}

// TruncatedHandicap reads an HA value that [ParseHandicap] refuses for its
// fraction, a Real of 0 or more ("2.5"), as its whole part, the number of
// stones GNU Go 3.8's loadsgf reads there (it sets up 2 handicap stones
// for HA[2.5]); ok false, and 0, for any other value.
func TruncatedHandicap(v string) (int, bool) {
	k, ok := parseReal(v)
	if !ok || k < 0 || k == math.Trunc(k) || k > math.MaxInt32 {
		return 0, false
	}
	return int(k), true
}

// ParseHandicap reads an HA value: a whole number of stones, 0 or more,
// written as FF[4]'s Number or as a Real without a fraction ("2.0", as
// some converters write it, and GNU Go 3.8 reads as 2); ok false, and 0,
// otherwise ("2.5", "two", "-1").
func ParseHandicap(v string) (int, bool) {
	h, ok := wholeNumber(v)
	if !ok || h < 0 {
		return 0, false
	}
	return h, true
}

// wholeNumber reads v as FF[4]'s Number (a sign, digits), or as a Real
// without a fraction ("9.0", "2."), as GNU Go 3.8 and Sabaki read such an
// SZ or HA: the number, if its magnitude fits 32 bits.
func wholeNumber(v string) (int, bool) {
	if n, err := strconv.Atoi(trimSpace(v)); err == nil {
		return n, true
	}
	k, ok := parseReal(v)
	if !ok || k != math.Trunc(k) || math.Abs(k) > math.MaxInt32 {
		return 0, false
	}
	return int(k), true
}

// Rules returns the RU property (e.g. "Japanese", "Chinese"), "" if absent.
func (n *Node) Rules() string { v, _ := n.Get("RU"); return v }

// Result returns the RE property (e.g. "B+R", "W+0.5", "0"), "" if absent.
func (n *Node) Result() string { v, _ := n.Get("RE"); return v }

// PlayerBlack returns the PB property, "" if absent.
func (n *Node) PlayerBlack() string { v, _ := n.Get("PB"); return v }

// PlayerWhite returns the PW property, "" if absent.
func (n *Node) PlayerWhite() string { v, _ := n.Get("PW"); return v }

// Date returns the DT property, "" if absent.
func (n *Node) Date() string { v, _ := n.Get("DT"); return v }

// Application returns the AP property split into the application name and
// its version ("CGoban:3" gives "CGoban", "3"); both are "" if absent.
func (n *Node) Application() (name, version string) {
	v, _ := n.Get("AP")
	name, version, _ = strings.Cut(v, ":")
	return name, version
}

// parsePoint decodes a two-letter point ("a".."z" are 0..25, "A".."Z" are
// 26..51) and checks it against a w x h board.
func (n *Node) parsePoint(ident, v string, w, h int) (Point, error) {
	s := trimSpace(v)
	if len(s) != 2 {
		return Point{}, n.valueError(ident, v, "invalid point")
	}
	x, okx := letterIndex(s[0])
	y, oky := letterIndex(s[1])
	if !okx || !oky {
		return Point{}, n.valueError(ident, v, "invalid point")
	}
	if x >= w || y >= h {
		e := n.valueError(ident, v, fmt.Sprintf("point outside the %dx%d board", w, h))
		e.err = ErrOffBoard
		return Point{}, e
	}
	return Point{x, y}, nil
}

func letterIndex(b byte) (int, bool) {
	switch {
	case b >= 'a' && b <= 'z':
		return int(b - 'a'), true
	case b >= 'A' && b <= 'Z':
		return int(b-'A') + 26, true
	}
	return 0, false
}

func (n *Node) valueError(ident, v, msg string) *ValueError {
	return &ValueError{Line: n.Line, Col: n.Col, Ident: ident, Value: v, Msg: msg}
}

// Move returns the move of the node (property B or W) on a w x h board, and
// whether the node has one. B[] and, on boards up to 19x19, B[tt] are
// passes; so is the point just off the board's far corner, (w, h) ("jj" on
// 9x9), as old writers put a pass on boards smaller than 19x19, and a
// value of one character (B[e]), as GNU Go 3.8 and Sabaki read it, and
// one of three letters or more (B[ddd]), as Sabaki reads it: both
// [Node.Warnings] names. Any other point off the board, a malformed point, several values, or
// both B and W in one node give a [*ValueError] naming the node's position
// ([Node.Moves] reads the last two as the moves they write).
func (n *Node) Move(w, h int) (m Move, ok bool, err error) {
	bv, hasB := n.Values("B"), n.Has("B")
	wv, hasW := n.Values("W"), n.Has("W")
	if hasB && hasW {
		return Move{}, false, n.valueError("W", strings.Join(wv, "]["), "node has both B and W")
	}
	ident, vs := "B", bv
	if hasW {
		ident, vs = "W", wv
	} else if !hasB {
		return Move{}, false, nil
	}
	if len(vs) != 1 {
		return Move{}, false, n.valueError(ident, strings.Join(vs, "]["), "a move has exactly one value")
	}
	m, err = n.ParseMove(ident, vs[0], w, h)
	if err != nil {
		return Move{}, false, err
	}
	return m, true, nil
}

// Moves returns the moves of the node on a w x h board in the order they
// are written, each value of B and W read as [Node.ParseMove] reads it,
// nil if the node has none. FF[4] gives a node one move, but records
// write B[ee]W[gg] or B[dd][pp]; GNU Go 3.8's loadsgf plays every value of
// both, in the order written (Sabaki plays B's first value only), and so
// a replay loses none of the record's stones; [Node.Warnings] names such
// a node. The error is the first value's that ParseMove refuses.
func (n *Node) Moves(w, h int) ([]Move, error) {
	var out []Move
	for ident, v := range n.MovesWritten() {
		m, err := n.ParseMove(ident, v, w, h)
		if err != nil {
			return nil, err
		}
		out = append(out, m)
	}
	return out, nil
}

// MovesWritten yields the values of the node's move properties, each
// with its identifier, "B" or "W", in the order the record writes them:
// B[ee]W[gg]B[cc] yields B ee, W gg, B cc, as GNU Go 3.8's loadsgf plays
// them, although the node's properties merge the two B (Props holds
// B[ee][cc] and W[gg]). For a node built or changed in memory it yields
// the properties' values in their order.
func (n *Node) MovesWritten() iter.Seq2[string, string] {
	return func(yield func(string, string) bool) {
		bv, wv := n.Values("B"), n.Values("W")
		if o := n.moveOrder; o != "" && len(o) == len(bv)+len(wv) {
			for i := 0; i < len(o); i++ {
				ident, v := "B", ""
				if o[i] == 'W' {
					ident, v, wv = "W", wv[0], wv[1:]
				} else {
					v, bv = bv[0], bv[1:]
				}
				if !yield(ident, v) {
					return
				}
			}
			return
		}
		for _, p := range n.Props {
			if p.Ident != "B" && p.Ident != "W" {
				continue
			}
			for _, v := range p.Values {
				if !yield(p.Ident, v) {
					return
				}
			}
		}
	}
}

// ParseMove reads the value v of the node's move property ident, "B" or
// "W", on a w x h board, as [Node.Move] reads a node's single value: an
// empty value, "tt" on boards up to 19x19, the point just off the far
// corner and a value of one character are passes; a point off the board
// gives a [*ValueError] wrapping ErrOffBoard, a malformed point one
// without; a value of three letters or more (W[ddd]) is a pass too, as
// Sabaki reads it.
func (n *Node) ParseMove(ident, v string, w, h int) (Move, error) {
	m := Move{Colour: Black}
	if ident == "W" {
		m.Colour = White
	}
	if s := trimSpace(v); s == "" || (s == "tt" && w <= 19 && h <= 19) || cornerPass(s, w, h) || len(s) == 1 || longWord(s) {
		m.Pass = true
		return m, nil
	}
	p, err := n.parsePoint(ident, v, w, h)
	if err != nil {
		return Move{}, err
	}
	m.X, m.Y = p.X, p.Y
	return m, nil
}

// longWord reports whether the move value s is three letters or more
// (W[ddd], a slip of a hand edit): no point, read as a pass, as Sabaki
// reads any value that is not two characters; GNU Go 3.8 plays the point
// of its first two letters, a guess at which letter is the slip. A value
// with another character (W[d4], a GTP vertex) stays an error: a record
// written in another notation would be read as passes throughout.
func longWord(s string) bool {
	if len(s) < 3 {
		return false
	}
	for i := 0; i < len(s); i++ {
		if _, ok := letterIndex(s[i]); !ok {
			return false
		}
	}
	return true
}

// upperOffBoard reports whether the move value s is two letters, one of
// them upper case, that name a point off a w x h board: FF[4]'s lines 27
// to 52, which an FF[4] reader (Sabaki) takes as written and GNU Go 3.8
// as the lower-case letters.
func upperOffBoard(s string, w, h int) bool {
	if len(s) != 2 || !strings.ContainsFunc(s, unicode.IsUpper) {
		return false
	}
	x, okx := letterIndex(s[0])
	y, oky := letterIndex(s[1])
	return okx && oky && (x >= w || y >= h)
}

// cornerPass reports whether the point s is (w, h), just off the far corner
// of a w x h board: a pass as old writers put it ("jj" on 9x9).
func cornerPass(s string, w, h int) bool {
	if len(s) != 2 {
		return false
	}
	x, okx := letterIndex(s[0])
	y, oky := letterIndex(s[1])
	return okx && oky && x == w && y == h
}

// skippedSetup reports whether the setup value s names no point and is
// skipped: empty, or "tt" (a pass-like point) on a board up to 19x19.
func skippedSetup(s string, w, h int) bool {
	s = trimSpace(s)
	return s == "" || s == "tt" && w <= 19 && h <= 19
}

// Warnings returns the values of the node that [Node.Moves] and
// [Node.Setup] read leniently on a w x h board, each with what was done: a
// move at (w, h) read as a pass ("non-standard pass move encoding", as
// GoGui says), a move of one character read as a pass, several moves in
// one node (both B and W, or a move property with several values, which
// FF[4] forbids) played in the order written, an empty or "tt" setup value
// skipped, a setup point off the board skipped (a rectangle reaching off
// it set on it), a PL that names no colour (PL[x]) read as absent, a root
// property (GM, FF, SZ, CA, AP, ST) in a node that is not a root, ignored.
// nil if none. Each is placed at its node's ';' (ValueError), the
// property named in its text: a position per property would cost every
// parse 8 bytes a node (BenchmarkParseCorpusFile 54,040 to 56,601 B/op).
func (n *Node) Warnings(w, h int) []*ValueError {
	var out []*ValueError
	if v, ok := n.Get("SZ"); ok && n.Parent == nil {
		// A root's SZ[9x9], which Size reads.
		if _, _, times := cutTimes(v); times && !strings.Contains(v, ":") {
			if w, h, err := n.Size(); err == nil {
				out = append(out, n.valueError("SZ", v, fmt.Sprintf("FF[4] writes a size as W or W:H; read as %dx%d", w, h)))
			}
		}
	}
	if n.Parent != nil {
		// FF[4]: root properties "may only appear in root nodes".
		// A node off the root holding them is most often a second
		// game's root, joined to the first game by its missing ')'.
		for _, ident := range rootIdents {
			if v, ok := n.Get(ident); ok {
				out = append(out, n.valueError(ident, v, "a root property, which FF[4] allows only in a game's root node; ignored (another game's root, the game tree before it not closed?)"))
				break
			}
		}
	}
	if n.Has("B") && n.Has("W") {
		out = append(out, n.valueError("W", strings.Join(n.Values("W"), "]["), "node has both B and W, which FF[4] forbids; both played, in the order written, as GNU Go 3.8 plays them"))
	}
	for _, ident := range []string{"B", "W"} {
		vs := n.Values(ident)
		if len(vs) > 1 {
			out = append(out, n.valueError(ident, strings.Join(vs, "]["), fmt.Sprintf("a move has one value in FF[4]; all %d played, in order, as GNU Go 3.8 plays them", len(vs))))
		}
		for _, v := range vs {
			switch s := trimSpace(v); {
			case cornerPass(s, w, h) && !(w <= 19 && h <= 19 && s == "tt"):
				out = append(out, n.valueError(ident, v, "non-standard pass move encoding; read as a pass"))
			case len(s) == 1:
				out = append(out, n.valueError(ident, v, "not a point; read as a pass, as GNU Go 3.8 and Sabaki read it"))
			case longWord(s):
				out = append(out, n.valueError(ident, v, "not a point; read as a pass, as Sabaki reads it (GNU Go 3.8 plays the point of its first two letters)"))
			case upperOffBoard(s, w, h):
				// FF[4]: 'A'-'Z' are the lines after 'z' (27-52).
				out = append(out, n.valueError(ident, v, fmt.Sprintf("off the %dx%d board (FF[4]'s upper-case letters are lines 27 to 52): an illegal move, as Sabaki reads it (GNU Go 3.8 reads the letters as lower case, %s)", w, h, strings.ToLower(s))))
			}
		}
	}
	if v, ok := n.Get("PL"); ok && trimSpace(v) != "" && plColour(v) == None {
		out = append(out, n.valueError("PL", v, "not a colour; read as absent"))
	}
	for _, ident := range []string{"AB", "AW", "AE"} {
		for _, v := range n.Values(ident) {
			switch {
			case skippedSetup(v, w, h):
				out = append(out, n.valueError(ident, v, "no point; skipped"))
			case setupOffBoard(v, w, h) && strings.Contains(v, ":"):
				out = append(out, n.valueError(ident, v, fmt.Sprintf("reaches off the %dx%d board; the points on it set, as GNU Go 3.8 and Sabaki set them", w, h)))
			case setupOffBoard(v, w, h) && strings.ContainsFunc(v, unicode.IsUpper):
				// FF[4]: 'A'-'Z' are the lines after 'z' (27-52).
				out = append(out, n.valueError(ident, v, fmt.Sprintf("off the %dx%d board (FF[4]'s upper-case letters are lines 27 to 52); skipped, as Sabaki skips it (GNU Go 3.8 reads the letters as lower case)", w, h)))
			case setupOffBoard(v, w, h):
				out = append(out, n.valueError(ident, v, fmt.Sprintf("off the %dx%d board; skipped, as GNU Go 3.8 and Sabaki skip it", w, h)))
			}
		}
	}
	return out
}

// rootIdents are FF[4]'s root properties, which [Node.Warnings] names in a
// node that is not a root, the first it finds in this order.
var rootIdents = []string{"GM", "FF", "SZ", "CA", "AP", "ST"}

// Setup returns the setup properties of the node on a w x h board: the
// points of AB (black stones added), AW (white stones added) and AE
// (points cleared), with compressed lists such as AB[aa:cc] (a rectangle
// given by two opposite corners) expanded, each point once in each list,
// and the colour to play from PL (None without PL or with a PL that names
// no colour: PL[], or PL[x], which [Node.Warnings] names). Empty values,
// and "tt" on boards up to 19x19 (a pass-like point), are skipped, as
// are other points off the board (a rectangle's points off it too), as
// GNU Go 3.8's loadsgf and Sabaki's board skip them; [Node.Warnings]
// names both. A value that is no point is an error.
func (n *Node) Setup(w, h int) (black, white, empty []Point, toPlay Colour, err error) {
	if black, err = n.pointList("AB", w, h); err != nil {
		return nil, nil, nil, None, err
	}
	if white, err = n.pointList("AW", w, h); err != nil {
		return nil, nil, nil, None, err
	}
	if empty, err = n.pointList("AE", w, h); err != nil {
		return nil, nil, nil, None, err
	}
	if v, ok := n.Get("PL"); ok {
		toPlay = plColour(v)
	}
	return black, white, empty, toPlay, nil
}

// plColour returns the colour that the PL value v names (B, W, their
// names in any case, or FF[3]'s 1 and 2), None for any other value: PL[]
// or PL[x] names no colour, read as if absent (Node.Warnings names the
// latter), where the record was refused; GNU Go 3.8's loadsgf reads PL[x]
// as Black, its turn before any PL.
func plColour(v string) Colour {
	switch strings.ToUpper(trimSpace(v)) {
	case "B", "BLACK", "1":
		return Black
	case "W", "WHITE", "2":
		return White
	}
	return None
}

// HasSetup reports whether the node has any of AB, AW, AE or PL.
func (n *Node) HasSetup() bool {
	return n.Has("AB") || n.Has("AW") || n.Has("AE") || n.Has("PL")
}

// pointList expands the point list of property ident, each point once,
// in the order of its first mention. A point listed again (a repeated
// value, overlapping rectangles) adds no stone a second time: FF[4] wants
// the points of a list unique, and adding is overwriting, so the repeat
// changes nothing; kept, it would let a few bytes per repeated rectangle
// multiply the list without bound (AB[aa:yy] is 625 points in 7 bytes).
func (n *Node) pointList(ident string, w, h int) ([]Point, error) {
	vals := n.Values(ident)
	if len(vals) == 0 {
		return nil, nil
	}
	var out []Point
	seen := make([]bool, max(w*h, 0)) // the loops below keep points on the board
	add := func(x, y int) {
		if !seen[y*w+x] {
			seen[y*w+x] = true
			out = append(out, Point{x, y})
		}
	}
	for _, v := range vals {
		if skippedSetup(v, w, h) {
			continue
		}
		p, q, ok := setupCorners(v)
		if !ok {
			return nil, n.valueError(ident, v, "invalid point")
		}
		// The points off the board are skipped (setupOffBoard), as
		// GNU Go 3.8's loadsgf and Sabaki's board skip them.
		for y := min(p.Y, q.Y); y <= min(max(p.Y, q.Y), h-1); y++ {
			for x := min(p.X, q.X); x <= min(max(p.X, q.X), w-1); x++ {
				add(x, y)
			}
		}
	}
	return out, nil
}

// setupCorners reads a setup value, a point or a rectangle "aa:cc" given
// by two opposite corners, as its corners (the same point twice for a
// point), wherever they lie; false for a value that is neither.
func setupCorners(v string) (p, q Point, ok bool) {
	a, b, rect := strings.Cut(v, ":")
	if p, ok = letterPoint(a); !ok {
		return Point{}, Point{}, false
	}
	if !rect {
		return p, p, true
	}
	q, ok = letterPoint(b)
	return p, q, ok
}

// letterPoint reads a point's two letters, wherever they lie.
func letterPoint(v string) (Point, bool) {
	s := trimSpace(v)
	if len(s) != 2 {
		return Point{}, false
	}
	x, okx := letterIndex(s[0])
	y, oky := letterIndex(s[1])
	return Point{x, y}, okx && oky
}

// setupOffBoard reports whether the setup value v names a point off the w
// x h board, or a rectangle reaching off it; false for an invalid value.
func setupOffBoard(v string, w, h int) bool {
	p, q, ok := setupCorners(v)
	return ok && (max(p.X, q.X) >= w || max(p.Y, q.Y) >= h)
}

// MainLine returns the moves of the main line of the game tree rooted at
// n (following first children), on the board size given by the root's SZ.
// Setup properties are not included; a replayer that needs them walks
// [Node.MainLineNodes] and calls [Node.Setup] and [Node.Moves] per node.
// A node's moves are those [Node.Moves] reads, both of B[ee]W[gg] too.
// Errors are [*ValueError] values naming the offending node's position,
// or the board-size error of [Node.Size].
func (n *Node) MainLine() ([]Move, error) {
	w, h, err := n.Size()
	if err != nil {
		return nil, err
	}
	var moves []Move
	for _, node := range n.MainLineNodes() {
		ms, err := node.Moves(w, h)
		if err != nil {
			return nil, err
		}
		moves = append(moves, ms...)
	}
	return moves, nil
}

// NewGame returns the root of a new game record on a w x h board, with
// FF[4], GM[1] (Go), CA[UTF-8] and SZ (written "19" for a square board,
// "19:13" otherwise). Set further game information with
// [Node.SetProperty]: RE, KM, HA, PB, PW, DT, RU, ..., then add moves with
// [Node.AddMove] and write it with NewCollection(root).Write(w).
func NewGame(w, h int) (*Node, error) {
	for _, d := range []int{w, h} {
		if d < MinBoardSize || d > MaxBoardSize {
			return nil, fmt.Errorf("board size %d out of range %d..%d", d, MinBoardSize, MaxBoardSize)
		}
	}
	sz := strconv.Itoa(w)
	if w != h {
		sz += ":" + strconv.Itoa(h)
	}
	root := &Node{}
	root.Props = []Property{
		{Ident: "FF", Values: []string{"4"}},
		{Ident: "GM", Values: []string{"1"}},
		{Ident: "CA", Values: []string{"UTF-8"}},
		{Ident: "SZ", Values: []string{sz}},
	}
	return root, nil
}

// ErrBadMove is wrapped by the errors of [Node.AddMove].
var ErrBadMove = errors.New("sgf: bad move")

// AddMove appends a child node holding the move m and returns it. A pass
// is written as B[] / W[]. The colour must be Black or White and the
// coordinates 0..51 (the SGF letters); the board size is not checked here.
func (n *Node) AddMove(m Move) (*Node, error) {
	ident := m.Colour.String()
	if ident == "" {
		return nil, fmt.Errorf("%w: colour %d is neither Black nor White", ErrBadMove, m.Colour)
	}
	v := ""
	if !m.Pass {
		var err error
		if v, err = PointString(Point{m.X, m.Y}); err != nil {
			return nil, fmt.Errorf("%w: %w", ErrBadMove, err)
		}
	}
	c := n.AddChild()
	c.Props = []Property{{Ident: ident, Values: []string{v}}}
	return c, nil
}

// PointString returns the SGF letters of p ("aa" for {0, 0}); coordinates
// must be 0..51.
func PointString(p Point) (string, error) {
	const letters = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
	if p.X < 0 || p.X >= len(letters) || p.Y < 0 || p.Y >= len(letters) {
		return "", fmt.Errorf("point (%d, %d) outside the SGF range 0..51", p.X, p.Y)
	}
	return string([]byte{letters[p.X], letters[p.Y]}), nil
}

// FormatKomi formats a komi in points for a KM value ("7.5", "6.5", "0").
func FormatKomi(k float64) string {
	return strconv.FormatFloat(k+0, 'f', -1, 64) // -0 is written 0
}
