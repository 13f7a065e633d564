package areacount

import (
	"math"
	"math/big"
	"strconv"
	"strings"
	"testing"

	"github.com/gtp-referee/gtp-referee/geom"
)

// position reads a diagram, top row first, X black, O white, and lower-case
// x / o for dead black / white stones.
func position(t testing.TB, rows ...string) (g *geom.Geometry, black, white, dead geom.Bitboard) {
	t.Helper()
	h := len(rows)
	w := len(strings.Fields(rows[0]))
	g, err := geom.Get(w, h)
	if err != nil {
		t.Fatal(err)
	}
	for i, r := range rows {
		f := strings.Fields(r)
		if len(f) != w {
			t.Fatalf("row %d has %d points, want %d", i, len(f), w)
		}
		y := h - 1 - i
		for x, c := range f {
			p := g.Point(x, y)
			switch c {
			case "X":
				black.Set(p)
			case "O":
				white.Set(p)
			case "x":
				black.Set(p)
				dead.Set(p)
			case "o":
				white.Set(p)
				dead.Set(p)
			case ".":
			default:
				t.Fatalf("bad cell %q", c)
			}
		}
	}
	return g, black, white, dead
}

func TestCountHand(t *testing.T) {
	for _, tc := range []struct {
		name string
		rows []string
		want Area
	}{
		{"empty 2x2", []string{". .", ". ."}, Area{0, 0, 4, 4}},
		{"empty 19x19", func() []string {
			r := make([]string, 19)
			for i := range r {
				r[i] = strings.TrimSpace(strings.Repeat(". ", 19))
			}
			return r
		}(), Area{0, 0, 361, 361}},
		{"single black stone owns 5x5", []string{
			". . . . .",
			". . . . .",
			". . X . .",
			". . . . .",
			". . . . .",
		}, Area{25, 0, 0, 25}},
		{"single white stone in a corner of 25x2", []string{
			"O . . . . . . . . . . . . . . . . . . . . . . . .",
			". . . . . . . . . . . . . . . . . . . . . . . . .",
		}, Area{0, 50, 0, 50}},
		{"one stone each: all dame", []string{
			". . . .",
			". X . .",
			". . O .",
		}, Area{1, 1, 10, 12}},
		// Black wall on column B, White wall on column D of a 5x3 board:
		// A is Black's, E White's, C touches both.
		{"walls 5x3", []string{
			". X . O .",
			". X . O .",
			". X . O .",
		}, Area{6, 6, 3, 15}},
		// 3x4 (3 wide, 4 high) split by rows.
		{"rows 3x4", []string{
			". . .",
			"O O O",
			"X X X",
			". X .",
		}, Area{6, 6, 0, 12}},
		// A dead black chain of two among white stones.
		{"dead chain of two", []string{
			"O O O O",
			"O x x O",
			"O O O O",
		}, Area{0, 12, 0, 12}},
		// Everything dead: all dame.
		{"all dead", []string{
			"x . .",
			". . o",
		}, Area{0, 0, 6, 6}},
	} {
		g, b, w, d := position(t, tc.rows...)
		got := Count(g, &b, &w, &d)
		if got != tc.want {
			t.Errorf("%s: %+v, want %+v", tc.name, got, tc.want)
		}
	}
}

func TestDeadStoneByHand(t *testing.T) {
	g, b, w, d := position(t,
		". . X . .",
		". o X . .",
		"X X X . .",
		". . . . O",
		". . . O .",
	)
	// After removing B4: Black stones C5 C4 A3 B3 C3 = 5; Black's empty
	// region A5 B5 A4 B4 = 4. The region D5 E5 D4 E4 D3 E3 A2 B2 C2 D2
	// A1 B1 C1 touches both colours (13 dame); White stones E2 D1 = 2 and
	// the point E1 between them = 3.
	want := Area{Black: 9, White: 3, Dame: 13, Points: 25}
	if got := Count(g, &b, &w, &d); got != want {
		t.Errorf("%+v, want %+v", got, want)
	}
	// Without removal the region A5 B5 A4 touches White's B4 too: 3 more
	// dame, and B4 is a White stone.
	var none geom.Bitboard
	want = Area{Black: 5, White: 4, Dame: 16, Points: 25}
	if got := Count(g, &b, &w, &none); got != want {
		t.Errorf("no removal: %+v, want %+v", got, want)
	}
}

func TestScoreStrings(t *testing.T) {
	for _, tc := range []struct {
		s      Score
		result string
		margin float64
	}{
		{Score{Area: Area{Black: 36, White: 40, Dame: 5, Points: 81}, Komi: 0.5}, "W+4.5", -4.5},
		{Score{Area: Area{Black: 21, White: 21, Points: 42}, Komi: 0}, "0", 0},
		{Score{Area: Area{Black: 21, White: 21, Points: 42}, Komi: -0.5}, "B+0.5", 0.5},
		{Score{Area: Area{Black: 200, White: 161, Points: 361}, Komi: 7.5, Compensation: 4}, "B+27.5", 27.5},
		{Score{Area: Area{Black: 180, White: 181, Points: 361}, Komi: 7}, "W+8", -8},
		// Seven digits and a half, in fixed point: %g wrote W+1.9999755e+06.
		{Score{Area: Area{Black: 25, Points: 25}, Komi: 2000000.5}, "W+1999975.5", -1999975.5},
		{Score{Area: Area{Black: 361, Points: 361}, Komi: -12345678.5}, "B+12346039.5", 12346039.5},
	} {
		if got := tc.s.Result(); got != tc.result {
			t.Errorf("%+v: %q, want %q", tc.s, got, tc.result)
		}
		if got := tc.s.Margin(); got != tc.margin {
			t.Errorf("%+v: margin %v, want %v", tc.s, got, tc.margin)
		}
	}
	for v, want := range map[float64]string{185: "185", 184.5: "184 1/2", 0.75: "3/4", 1.25: "1 1/4", 0.25: "1/4", 0.1: "0.1", 1234567.1: "1234567.1"} {
		if got := Stones(v); got != want {
			t.Errorf("Stones(%v) = %q, want %q", v, got, want)
		}
	}
}

// TestResultDecimalKomi: GTP's komi takes any float, and a komi such as
// 6.4 or 24.9 has no exact binary value, so the margin computed from it
// (the area difference less the komi) misses its decimal by a rounding
// error. The result is still the decimal that plain arithmetic gives, as
// GTP's final_score and SGF's RE write a real: 17 - 7 - 6.4 = 3.6, not
// 3.5999999999999996; 25 - 24.9 = 0.1; in stones 17 1/2 - 12 1/2 - 3.2 =
// 1.8 and 25 - 12 1/2 - 12.45 = 0.05 (hand counts).
func TestResultDecimalKomi(t *testing.T) {
	for _, tc := range []struct {
		s              Score
		result, stones string
	}{
		{Score{Area: Area{Black: 17, White: 7, Dame: 1, Points: 25}, Komi: 6.4}, "B+3.6",
			"Black 17 1/2 stones, wins by 1.8 stones (B+3.6)"},
		{Score{Area: Area{Black: 25, Points: 25}, Komi: 24.9}, "B+0.1",
			"Black 25 stones, wins by 0.05 stone (B+0.1)"},
		{Score{Area: Area{Black: 7, White: 17, Dame: 1, Points: 25}, Komi: 0.3}, "W+10.3",
			"Black 7 1/2 stones, loses by 5.15 stones (W+10.3)"},
		{Score{Area: Area{Black: 40, White: 41, Points: 81}, Komi: 1.1, Compensation: 2}, "W+4.1",
			"Black 40 stones, loses by 2.05 stones (W+4.1)"},
	} {
		if got := tc.s.Result(); got != tc.result {
			t.Errorf("%+v: %q, want %q", tc.s, got, tc.result)
		}
		if got := tc.s.Chinese(); got != tc.stones {
			t.Errorf("%+v: %q, want %q", tc.s, got, tc.stones)
		}
	}
	// Differences computed at run time (a constant expression would be
	// exact): whole stones less a komi in stones.
	for _, tc := range []struct {
		whole, komi float64
		want        string
	}{{4, 3.2, "0.8"}, {5, 3.2, "1.8"}, {3, 2.25, "3/4"}, {1000000000, 0.1, "999999999.9"}} {
		if got := Stones(tc.whole - tc.komi); got != tc.want {
			t.Errorf("Stones(%v - %v) = %q, want %q", tc.whole, tc.komi, got, tc.want)
		}
	}
}

// FuzzResultDecimal checks ResultString against exact decimal arithmetic
// (math/big): an area difference d less a komi written with up to four
// decimals gives the margin that plain arithmetic gives, without a
// rounding error in its text.
func FuzzResultDecimal(f *testing.F) {
	f.Add(int16(10), int32(64), uint8(1))
	f.Add(int16(25), int32(249), uint8(1))
	f.Add(int16(-361), int32(75), uint8(1))
	f.Add(int16(0), int32(7), uint8(0))
	f.Fuzz(func(t *testing.T, d int16, komi int32, decimals uint8) {
		decimals %= 5
		k := new(big.Rat).SetFrac64(int64(komi), int64(math.Pow10(int(decimals))))
		text := k.FloatString(int(decimals))
		kf, err := strconv.ParseFloat(text, 64)
		if err != nil {
			t.Fatal(err)
		}
		exact := new(big.Rat).Sub(new(big.Rat).SetInt64(int64(d)), k)
		// The margin's decimals, without trailing zeros.
		text = new(big.Rat).Abs(exact).FloatString(int(decimals))
		if decimals > 0 {
			text = strings.TrimSuffix(strings.TrimRight(text, "0"), ".")
		}
		want := "0"
		switch exact.Sign() {
		case 1:
			want = "B+" + text
		case -1:
			want = "W+" + text
		}
		if got := ResultString(float64(d) - kf); got != want {
			t.Errorf("%d - %s: %q, want %q", d, k.FloatString(int(decimals)), got, want)
		}
	})
}

// realistic19 is a finished-looking 19x19 game with territories, a few
// dame and dead stones.
var realistic19 = []string{
	". . X O . O . . . . . O X . X . . . .",
	". X X O O . O O O O O X X X . X X . .",
	". X O O . O X X X O X . X O X . X . .",
	"X X O . O O X . X O O X X O O X . X .",
	". X O O . O X X O O X . X O . O X X X",
	"X X X O O O O X X X X X O O O O O X .",
	". X . X X O . O O X . X X O . O X X X",
	". . X X O O O . O X X O O . O X X . .",
	". . X O O . . O O O X X O O O X . X .",
	". . X X O . . . . O O X O . O X X . .",
	". X X O O . o . O O X X X O O O X X .",
	". X O O . O . . O X X . X O . O O X .",
	". X X O O . . O X . X X O . O X X . .",
	". . X X O O O X X X . X X O O X . . .",
	". X . X X O O O X X X O O O X X X . .",
	". . X . X X O X . X O O . O O X . x .",
	". . . X . X O O X X O . O O X X X . .",
	". . X . X X X O O X O O . O O X . X .",
	". . . . . . X X O X X O O . O O X . .",
}

func BenchmarkCount19(b *testing.B) {
	g, black, white, dead := position(b, realistic19...)
	a := Count(g, &black, &white, &dead)
	if a.Points != 361 || a.Black+a.White+a.Dame != 361 {
		b.Fatalf("bad count %+v", a)
	}
	b.ReportAllocs()
	for b.Loop() {
		a = Count(g, &black, &white, &dead)
	}
	_ = a
}

func TestCount19NoAllocs(t *testing.T) {
	g, black, white, dead := position(t, realistic19...)
	if n := testing.AllocsPerRun(100, func() { Count(g, &black, &white, &dead) }); n != 0 {
		t.Errorf("Count allocates %v times per call", n)
	}
}

// TestParseResult reads what ResultString writes, SGF's draw spellings, and
// refuses results that are not counts.
func TestParseResult(t *testing.T) {
	for s, want := range map[string]float64{
		"B+1.5": 1.5, "W+0.5": -0.5, "b+12": 12, " W+3.50 ": -3.5, "0": 0, "Draw": 0, "jigo": 0,
		// In stones (RULES.md section 2: one stone is two points).
		"W+3.25": -6.5, "B+0.75": 1.5, "B+2.25": 4.5,
	} {
		if got, ok := ParseResult(s); !ok || got != want {
			t.Errorf("ParseResult(%q) = %v, %v; want %v, true", s, got, ok, want)
		}
	}
	for _, s := range []string{"B+R", "W+Resign", "B+T", "W+F", "Void", "", "B+", "X+3", "B+-2", "W+NaN", "B+0.1", "W+2.3"} {
		if got, ok := ParseResult(s); ok {
			t.Errorf("ParseResult(%q) = %v, true; want false", s, got)
		}
	}
	for _, m := range []float64{2.5, -0.5, 0, 81} {
		if got, ok := ParseResult(ResultString(m)); !ok || got != m {
			t.Errorf("ParseResult(ResultString(%v)) = %v, %v", m, got, ok)
		}
	}
}

// TestParseResultDecimalOnly: a margin is a decimal, as SGF FF[4] writes a
// Real (Number ["." Digit {Digit}], the sign before the margin being the
// '+' of the result) and GTP a float: an exponent, a second sign or a
// hexadecimal float is no count. strconv.ParseFloat took them all, so
// that score --compare counted RE[B+1e308] as a margin of 1e308 points
// (a difference of -1e308 from the count) and RE[B+0x1p3] as 8.
func TestParseResultDecimalOnly(t *testing.T) {
	for _, s := range []string{"B+1e308", "W+1E2", "B++5", "B+0x1p3", "W+-0", "B+1_0", "B+Inf"} {
		if got, ok := ParseResult(s); ok {
			t.Errorf("ParseResult(%q) = %v, true; want false", s, got)
		}
		if got, ok := ParsePointsResult(s); ok {
			t.Errorf("ParsePointsResult(%q) = %v, true; want false", s, got)
		}
	}
	for s, want := range map[string]float64{"B+3": 3, "W+0.5": -0.5, "B+99999999999999999999": 1e20} {
		if got, ok := ParseResult(s); !ok || got != want {
			t.Errorf("ParseResult(%q) = %v, %v; want %v, true", s, got, ok, want)
		}
	}
}

// TestParsePointsResult: gtp-referee's own results are margins in points
// whatever their fraction (komi 7.25 gives W+7.25, ResultString's text),
// where ParseResult reads a quarter as stones; what is no count is
// refused by both.
func TestParsePointsResult(t *testing.T) {
	for s, want := range map[string]float64{
		"W+7.25": -7.25, "B+0.75": 0.75, "B+1.5": 1.5, "w+3": -3, "0": 0, "Draw": 0, "B+0.1": 0.1, "W+1999975.5": -1999975.5,
	} {
		if got, ok := ParsePointsResult(s); !ok || got != want {
			t.Errorf("ParsePointsResult(%q) = %v, %v; want %v, true", s, got, ok, want)
		}
	}
	for _, s := range []string{"B+R", "W+Resign", "Void", "", "B+", "X+3", "B+-2", "W+NaN", "B+Inf"} {
		if got, ok := ParsePointsResult(s); ok {
			t.Errorf("ParsePointsResult(%q) = %v, true; want false", s, got)
		}
	}
	for _, m := range []float64{7.25, -7.25, -0.75, 2.5, 0} {
		if got, ok := ParsePointsResult(ResultString(m)); !ok || got != m {
			t.Errorf("ParsePointsResult(ResultString(%v)) = %v, %v", m, got, ok)
		}
	}
}

// FuzzParseResult: whatever the text, ParseResult does not panic, and a
// result it accepts is a finite margin in whole or half points (RULES.md
// section 2; a quarter is read as stones and doubled) that ResultString
// writes back as a text it reads as the same margin.
func FuzzParseResult(f *testing.F) {
	for _, s := range []string{"B+1.5", "W+0.5", "0", "Draw", "jigo", "W+3.25", "B+0.75", "B+R", "W+Resign", "", "B+", "B+-2", "W+NaN", "B+Inf", "B+1e400", "b+12", "B+0.1", " W+3.50 "} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		v, ok := ParseResult(s)
		if !ok {
			return
		}
		if math.IsNaN(v) || math.IsInf(v, 0) || 2*v != math.Trunc(2*v) {
			t.Fatalf("ParseResult(%q) = %v: not a whole or half number of points", s, v)
		}
		back, ok := ParseResult(ResultString(v))
		if !ok || back != v {
			t.Fatalf("ParseResult(%q) = %v, written %q, read back %v, %v", s, v, ResultString(v), back, ok)
		}
	})
}

// TestChineseSmallCounts checks the noun after a count of one stone or less
// (hand counts): on a 2x2 board with one black stone, one white and two
// dame (a seki), Black counts 1 + 2/2 = 2 stones against the baseline 2; on
// 1x2 with one white stone and one dame point he counts 1/2 stone against
// 1; on 1x2 with one stone each, 1 stone; on a 2x2 board all White's, 0
// stones.
func TestChineseSmallCounts(t *testing.T) {
	for _, tc := range []struct {
		s    Score
		want string
	}{
		{Score{Area: Area{Black: 1, White: 1, Dame: 2, Points: 4}, Komi: 0.5},
			"Black 2 stones, loses by 1/4 stone (W+0.5)"},
		{Score{Area: Area{Black: 0, White: 1, Dame: 1, Points: 2}},
			"Black 1/2 stone, loses by 1/2 stone (W+1)"},
		{Score{Area: Area{Black: 1, White: 1, Points: 2}, Komi: 0.5},
			"Black 1 stone, loses by 1/4 stone (W+0.5)"},
		{Score{Area: Area{White: 4, Points: 4}},
			"Black 0 stones, loses by 2 stones (W+4)"},
	} {
		if got := tc.s.Chinese(); got != tc.want {
			t.Errorf("%+v: %q, want %q", tc.s, got, tc.want)
		}
	}
}
