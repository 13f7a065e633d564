package record

import (
	"math"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/gtp-referee/gtp-referee/areacount"
	"github.com/gtp-referee/gtp-referee/geom"
)

// parseResult reads Black's margin in points from an RE value written by
// another program than ours: areacount.ParseResult's forms ("B+2.5",
// "W+3.25" in stones, "0", "Draw"; also with blanks around the sign, "B +
// 3.5"; and with a word for points after the margin, "B+3.5pts", "W+12.5
// points", "B+3.5 pts."; a decimal comma, "W+0,5"), a margin with a common fraction ("B+3 1/2", "W+1/2", "B+2½",
// "W+3 1/4" in stones), and the wording of
// Chinese, Japanese and Korean records: the winner (黑, 黒 or 흑 for
// Black; 白 or 백 for White; also 黑棋, 白方, 黒番, 白の) and 胜, 勝 or 승, a margin in stones (子, two
// points each) or in points (目, 点, 點, 집), in digits or Chinese
// numerals, with 又 (or a blank) before a fraction ("黑胜3又1/4子" is 6.5
// points) and 半
// for a half ("白胜2目半" is 2.5 points, "黑胜半子" is 1), or a draw (和,
// 和棋, 和局, 持碁 or its reading ジゴ, 무승부); such a margin with its unit may follow FF[4]'s "B+"
// or "W+" instead of a worded winner ("B+5目" is 5 points, "W+3子" 6 points
// for White); each with or without a remark in parentheses after
// it ("W+0.5 (Chinese)"); a margin in those parentheses is the rest of
// the result ("B+3 (1/2)" is B+3 1/2, "白胜（3又1/4子）" 6.5 points for
// White). A win without a margin, by resignation (中盘, 中押,
// 불계) or on time is no count: false.
func parseResult(re string) (float64, bool) {
	if m, ok := parseResultText(re); ok {
		return m, true
	}
	d, remark, ok := splitRemark(re)
	if !ok {
		return 0, false
	}
	// A margin in the parentheses is the rest of the result, not a remark
	// on it: "B+3 (1/2)" is B+3 1/2, "白胜（3又1/4子）" 白胜3又1/4子.
	if m, ok := parseResultText(d + " " + remark); ok {
		return m, true
	}
	return parseResultText(d)
}

// parseResultText is parseResult without the remark: the whole of re is
// the result.
func parseResultText(re string) (float64, bool) {
	if m, ok := areacount.ParseResult(re); ok {
		return m, true
	}
	s := decimalComma(joinSign(strings.TrimSpace(re)))
	if m, ok := areacount.ParseResult(s); ok {
		return m, true
	}
	if m, ok := parsePointsUnit(s); ok {
		return m, true
	}
	if m, ok := parseFractionResult(s); ok {
		return m, true
	}
	return parseWordedResult(s)
}

// dropRemark returns the result s without a remark in parentheses at its
// end, which some records add after the result ("W+0.5 (Chinese)",
// "B+R (time control)"; full-width parentheses too): the result is the
// text before it. A value that is all in parentheses is returned as it is.
func dropRemark(s string) string {
	if d, _, ok := splitRemark(s); ok {
		return d
	}
	return strings.TrimSpace(s)
}

// splitRemark splits the result s into the text before a remark in
// parentheses at its end and the remark, without its parentheses, both
// trimmed (dropRemark); ok is false when s has no such remark or is all
// in parentheses.
func splitRemark(s string) (result, remark string, ok bool) {
	s = strings.TrimSpace(s)
	for _, p := range [][2]string{{"(", ")"}, {"（", "）"}} {
		if !strings.HasSuffix(s, p[1]) {
			continue
		}
		if i := strings.LastIndex(s, p[0]); i > 0 {
			return strings.TrimSpace(s[:i]), strings.TrimSpace(s[i+len(p[0]) : len(s)-len(p[1])]), true
		}
	}
	return s, "", false
}

// pointsUnits are the words a margin in points may be followed by, as some
// programs write RE ("B+3.5pts", "W+12.5 points", "B+3.5 pts."), in lower
// case; a '.' may end them.
var pointsUnits = []string{"points", "point", "pts", "pt"}

// parsePointsUnit reads a decimal margin followed by a word that says it
// is in points ("B+3.5pts", "W+12.5 points", "B+3.5 pts.", any case): a
// margin in points is whole or half, so a quarter, which ParseResult reads
// as stones, is no count here. Anything else after the margin is none
// either ("B+3.5 pointsx", "W+2.5 moku?").
func parsePointsUnit(s string) (float64, bool) {
	if len(s) < 3 || s[1] != '+' {
		return 0, false
	}
	lower := strings.ToLower(strings.TrimSuffix(s, "."))
	for _, u := range pointsUnits {
		margin, ok := strings.CutSuffix(lower, u)
		if !ok {
			continue
		}
		margin = strings.TrimRight(margin, " \t")
		if !isDecimal(margin[2:]) {
			return 0, false
		}
		m, ok := areacount.ParsePointsResult(margin)
		if !ok || 2*m != math.Trunc(2*m) {
			return 0, false
		}
		return m, true
	}
	return 0, false
}

// decimalComma returns s with a decimal comma read as a point: a ',' between
// two digits, where s has no '.' ("W+0,5", as programs write a margin
// where the locale writes 0,5 and KM[6,5], which sgf.Node.Komi reads).
// A comma before three digits after a whole number that does not start
// with 0, "B+1,000", is left as it is, no count: it reads as a thousands
// separator too, a margin of 1000, more than the largest board (25x25,
// 625 points) and a komi give, and a margin written to three decimal
// places is none of the forms the programs write; "W+0,500" stays 0.5.
func decimalComma(s string) string {
	i := strings.IndexByte(s, ',')
	if i <= 0 || i+1 >= len(s) || strings.Count(s, ",") != 1 || strings.Contains(s, ".") || !isDigit(s[i-1]) || !isDigit(s[i+1]) {
		return s
	}
	j := i + 1
	for j < len(s) && isDigit(s[j]) {
		j++
	}
	k := i
	for k > 0 && isDigit(s[k-1]) {
		k--
	}
	if j-i-1 == 3 && s[k] != '0' {
		return s
	}
	return s[:i] + "." + s[i+1:]
}

// joinSign drops the blanks around the '+' of a result written "B + 3.5"
// or "W+ 0.5", so that it reads as "B+3.5".
func joinSign(s string) string {
	if s == "" || !strings.ContainsRune("BbWw", rune(s[0])) {
		return s
	}
	rest := strings.TrimLeft(s[1:], " \t")
	if !strings.HasPrefix(rest, "+") {
		return s
	}
	return s[:1] + "+" + strings.TrimLeft(rest[1:], " \t")
}

// fractions are the common fractions a margin may end with, as written
// after a whole number or alone.
var fractions = []struct {
	text  string
	value float64
}{
	{"1/2", 0.5}, {"½", 0.5}, {"1/4", 0.25}, {"¼", 0.25}, {"3/4", 0.75}, {"¾", 0.75},
	{"二分之一", 0.5}, {"四分之一", 0.25}, {"四分之三", 0.75},
}

// parseFractionResult reads "B+3 1/2", "W+1/2" or "B+2½": a winner, '+',
// an optional whole number and a common fraction. A quarter is a margin in
// stones, as areacount.ParseResult reads it.
func parseFractionResult(s string) (float64, bool) {
	if len(s) < 3 || s[1] != '+' {
		return 0, false
	}
	if !strings.ContainsRune("BbWw", rune(s[0])) {
		return 0, false
	}
	rest := strings.TrimSpace(s[2:])
	for _, f := range fractions[:6] {
		whole, ok := strings.CutSuffix(rest, f.text)
		if !ok {
			continue
		}
		whole = strings.TrimSpace(whole)
		n := 0
		if whole != "" {
			var err error
			if n, err = strconv.Atoi(whole); err != nil || n < 0 {
				return 0, false
			}
		}
		return areacount.ParseResult(s[:2] + strconv.FormatFloat(float64(n)+f.value, 'f', -1, 64))
	}
	return 0, false
}

// parseWordedResult reads the Chinese, Japanese and Korean wordings of a
// result that parseResult describes.
func parseWordedResult(s string) (float64, bool) {
	s = joinFields(strings.Fields(s))
	for _, draw := range []string{"和棋", "和", "和局", "持碁", "ジゴ", "무승부", "平局"} {
		if s == draw {
			return 0, true
		}
	}
	winner, s, won := latinWinner(s)
	if !won {
		winner, s = wordedWinner(s)
	}
	sign := 1.0
	switch winner {
	case geom.White:
		sign = -1
	case geom.Empty:
		return 0, false
	}
	if !won {
		// 黑棋胜, 白方胜, 黒番3目半勝, 白の5目半勝ち: the player named
		// longer.
		for _, w := range []string{"棋", "方", "番", "の"} {
			s = strings.TrimPrefix(s, w)
		}
		// The verb "wins" comes before the margin in Chinese (黑胜3目)
		// and after it in Japanese and Korean (黒3目半勝ち, 흑3집반승).
		for _, verb := range []string{"胜", "勝ち", "勝", "승"} {
			if t, ok := strings.CutPrefix(s, verb); ok {
				s, won = t, true
				break
			}
			if t, ok := strings.CutSuffix(s, verb); ok {
				s, won = t, true
				break
			}
		}
	}
	if !won || s == "" {
		return 0, false
	}
	var unit float64 // points per unit of the margin
	var before, after string
	for _, u := range []struct {
		text   string
		points float64
	}{{"子", 2}, {"目", 1}, {"点", 1}, {"點", 1}, {"집", 1}} {
		if b, a, ok := strings.Cut(s, u.text); ok {
			unit, before, after = u.points, b, a
			break
		}
	}
	if unit == 0 {
		return 0, false
	}
	// A half after the unit: 2目半, 3子半, 2집반.
	half := 0.0
	switch after {
	case "":
	case "半", "반":
		half = 0.5
	default:
		return 0, false
	}
	n, ok := parseAmount(before)
	if !ok || (n == 0 && half == 0) || (half != 0 && n != float64(int(n))) {
		return 0, false
	}
	return sign * (n + half) * unit, true
}

// latinWinner reads the winner of a result written as FF[4]'s RE, "B+" or
// "W+", before a margin in the units of the worded results ("B+5目",
// "W+3子", "B+2目半"), and returns the text after the sign; won is false,
// and s returned, when s does not start so.
func latinWinner(s string) (winner geom.Colour, rest string, won bool) {
	if len(s) < 3 || s[1] != '+' {
		return geom.Empty, s, false
	}
	switch s[0] {
	case 'B', 'b':
		return geom.Black, s[2:], true
	case 'W', 'w':
		return geom.White, s[2:], true
	}
	return geom.Empty, s, false
}

// joinFields joins the words of a worded result without the blanks
// between them, except that a whole number and a fraction after it
// ("黑胜3 3/4子") are joined by 又, as they are written without a blank.
func joinFields(f []string) string {
	var b strings.Builder
	for i, w := range f {
		if i > 0 && isDigit(f[i-1][len(f[i-1])-1]) && isDigit(w[0]) && strings.Contains(w, "/") {
			b.WriteString("又")
		}
		b.WriteString(w)
	}
	return b.String()
}

func isDigit(c byte) bool { return c >= '0' && c <= '9' }

// parseAmount reads a margin before its unit: digits (ASCII or full
// width) with an optional decimal fraction, a whole number and 又 and a
// fraction (3又1/4), a fraction alone (1/4, 四分之三), 半 or 반 (a half),
// or a Chinese numeral up to 99 (三, 十二).
func parseAmount(s string) (float64, bool) {
	s = strings.Map(func(r rune) rune {
		if r >= '０' && r <= '９' {
			return r - '０' + '0'
		}
		if r == '．' {
			return '.'
		}
		return r
	}, s)
	if s == "半" || s == "반" {
		return 0.5, true
	}
	whole, frac, joined := strings.Cut(s, "又")
	if !joined {
		for _, f := range fractions {
			if s == f.text {
				return f.value, true
			}
		}
		whole, frac = s, ""
	}
	var n float64
	if v, err := strconv.ParseFloat(whole, 64); err == nil && isDecimal(whole) {
		n = v
	} else if v, ok := chineseNumber(whole); ok {
		n = float64(v)
	} else {
		return 0, false
	}
	if !joined {
		return n, true
	}
	if n != float64(int(n)) {
		return 0, false
	}
	for _, f := range fractions {
		if frac == f.text {
			return n + f.value, true
		}
	}
	return 0, false
}

// isDecimal reports whether s is digits with at most one '.' between
// digits.
func isDecimal(s string) bool {
	digits, dot := 0, false
	for i := 0; i < len(s); i++ {
		switch c := s[i]; {
		case c >= '0' && c <= '9':
			digits++
		case c == '.' && !dot && i > 0 && i < len(s)-1:
			dot = true
		default:
			return false
		}
	}
	return digits > 0
}

// chineseNumber reads a Chinese numeral from 0 to 99: 零, 一 .. 九 (两 for
// 2), 十, 十一 .. 十九, 二十 .. 九十九.
func chineseNumber(s string) (int, bool) {
	digit := func(r rune) (int, bool) {
		if i := slices.Index([]rune("零一二三四五六七八九"), r); i >= 0 {
			return i, true
		}
		if r == '两' || r == '兩' {
			return 2, true
		}
		return 0, false
	}
	rs := []rune(s)
	switch {
	case len(rs) == 1 && rs[0] == '十':
		return 10, true
	case len(rs) == 1:
		return digit(rs[0])
	case len(rs) == 2 && rs[0] == '十':
		d, ok := digit(rs[1])
		return 10 + d, ok && d > 0
	case len(rs) == 2 && rs[1] == '十':
		d, ok := digit(rs[0])
		return 10 * d, ok && d > 1
	case len(rs) == 3 && rs[1] == '十':
		t, ok1 := digit(rs[0])
		d, ok2 := digit(rs[2])
		return 10*t + d, ok1 && ok2 && t > 1 && d > 0
	}
	return 0, false
}

// Resigned returns the winner of a record whose RE says the game ended by
// resignation: "B+R", "W+Resign", "B+Res.", "W+Resigned" (any case; a remark in parentheses after it ignored), or the wording of Chinese,
// Japanese and Korean records, the winner (黑, 黒, 흑; 白, 백) with 中盘,
// 中押 or 불계 ("黑中盘胜", "白中押し勝ち", "흑 불계승"), or the loser so named
// with a word for lost ("白中盘负", "黒中押し負け", "백 불계패": Black won). ok is false for any
// other result: a count, a win on time or by forfeit, a draw, none.
func (r *Record) Resigned() (winner geom.Colour, ok bool) {
	if c, ok := resigned(r.Result); ok {
		return c, true
	}
	if d := dropRemark(r.Result); d != strings.TrimSpace(r.Result) {
		return resigned(d)
	}
	return geom.Empty, false
}

// resigned is Resigned for the result s, without the remark: the whole of
// s is the result, so that a remark that says the resignation
// ("白胜（中盘）") is read.
func resigned(s string) (geom.Colour, bool) {
	s = strings.Join(strings.Fields(s), "")
	if len(s) > 2 && (s[0] == 'B' || s[0] == 'W' || s[0] == 'b' || s[0] == 'w') && s[1] == '+' {
		// KGS writes "B+Res.", others "W+Resigned".
		switch strings.ToLower(strings.TrimSuffix(s[2:], ".")) {
		case "r", "res", "resign", "resigned", "resignation":
			if s[0] == 'B' || s[0] == 'b' {
				return geom.Black, true
			}
			return geom.White, true
		}
		return geom.Empty, false
	}
	c, rest := wordedWinner(s)
	if c == geom.Empty {
		return geom.Empty, false
	}
	for _, w := range []string{"中盘", "中盤", "中押", "불계"} {
		if strings.Contains(rest, w) {
			if lost(rest) {
				// 白中盘负: White lost by resignation, Black won.
				return c.Opp(), true
			}
			return c, true
		}
	}
	return geom.Empty, false
}

// lost reports whether the rest of a worded result says that the player it
// names lost (负 or 败 in Chinese, 負 or 敗 in Japanese, 패 in Korean) and
// not that he won (胜, 勝, 승).
func lost(rest string) bool {
	for _, w := range []string{"胜", "勝", "승"} {
		if strings.Contains(rest, w) {
			return false
		}
	}
	for _, w := range []string{"负", "負", "败", "敗", "패"} {
		if strings.Contains(rest, w) {
			return true
		}
	}
	return false
}

// wordedWinner reads the winner that a Chinese, Japanese or Korean result
// names first (黑, 黒 or 흑 for Black; 白 or 백 for White) and returns the
// text after that character, or geom.Empty and s when s names neither.
func wordedWinner(s string) (geom.Colour, string) {
	var c geom.Colour
	switch {
	case strings.HasPrefix(s, "黑"), strings.HasPrefix(s, "黒"), strings.HasPrefix(s, "흑"):
		c = geom.Black
	case strings.HasPrefix(s, "白"), strings.HasPrefix(s, "백"):
		c = geom.White
	default:
		return geom.Empty, s
	}
	_, size := utf8.DecodeRuneInString(s)
	return c, s[size:]
}
