package gtpengine

import (
	"context"
	"errors"
	"fmt"
	"math"
	"strconv"
	"strings"
	"time"

	"github.com/gtp-referee/gtp-referee/engine"
	"github.com/gtp-referee/gtp-referee/geom"
)

// parseKomi reads a komi: any finite float, negative and zero included.
func parseKomi(s string) (float64, error) {
	k, err := ParseKomi(s)
	if err != nil {
		return 0, syntaxf("%w", err)
	}
	return k, nil
}

// ParseKomi reads a komi as GTP's komi command takes it: a float written
// as a plain decimal number, an optional sign, digits with an optional
// decimal point ("7.5", "-3", ".5", "6."), and an optional decimal
// exponent ("1e9"). Go's other float syntax, which strconv.ParseFloat
// accepts, is refused: underscores between digits ("1_000"), hexadecimal
// ("0x1p-2"), Inf and NaN; so is a value beyond the float range.
func ParseKomi(s string) (float64, error) {
	k, err := strconv.ParseFloat(s, 64)
	if !plainDecimal(s) || err != nil || math.IsInf(k, 0) {
		return 0, fmt.Errorf("komi %q is not a float", s)
	}
	return k, nil
}

// plainDecimal reports whether s is a decimal number: an optional sign,
// digits with at most one decimal point (a digit on at least one side),
// then optionally e or E, an optional sign and digits.
func plainDecimal(s string) bool {
	i := 0
	if i < len(s) && (s[i] == '+' || s[i] == '-') {
		i++
	}
	digits := func() int {
		j := i
		for i < len(s) && s[i] >= '0' && s[i] <= '9' {
			i++
		}
		return i - j
	}
	n := digits()
	if i < len(s) && s[i] == '.' {
		i++
		n += digits()
	}
	if n == 0 {
		return false
	}
	if i < len(s) && (s[i] == 'e' || s[i] == 'E') {
		i++
		if i < len(s) && (s[i] == '+' || s[i] == '-') {
			i++
		}
		if digits() == 0 {
			return false
		}
	}
	return i == len(s)
}

// Time settings. They are stored; genmove answers at once anyway.

func parseSeconds(args []string, what string) ([]int, error) {
	out := make([]int, len(args))
	for i, a := range args {
		n, err := parseNumber(a, what)
		if err != nil {
			return nil, err
		}
		if n < 0 {
			return nil, syntaxf("negative %s %d", what, n)
		}
		out[i] = n
	}
	return out, nil
}

// parseNumber reads an integer, or a plain decimal number with a
// fraction or an exponent (some controllers send fractional seconds),
// truncated; Go's other float syntax ("inf", "0x10", "1_0") is refused.
// Values beyond 32 bits (more than 68 years of seconds) are taken as the
// largest, so that no duration made of them overflows.
func parseNumber(a, what string) (int, error) {
	f, err := strconv.ParseFloat(a, 64)
	if !plainDecimal(a) || err != nil && !errors.Is(err, strconv.ErrRange) {
		return 0, syntaxf("%s %q is not a number", what, a)
	}
	return int(max(min(f, math.MaxInt32), math.MinInt32)), nil
}

func (e *Engine) cmdTimeSettings(_ context.Context, args []string) (string, error) {
	if err := wantArgs(args, 3, "time_settings MAIN BYO_TIME BYO_STONES"); err != nil {
		return "", err
	}
	v, err := parseSeconds(args, "time")
	if err != nil {
		return "", err
	}
	c := Clock{MainTime: v[0], ByoTime: v[1], Stones: v[2]}
	switch {
	case v[1] > 0 && v[2] == 0:
		// A byo-yomi time without stones is no limit, whatever the main
		// time (the GTP specification): "0 1 0" (GoGui), "1 1 0" (q5Go).
		c.System = "none"
	case v[2] == 0:
		c.System, c.ByoTime = "absolute", 0
	default:
		c.System = "canadian"
	}
	e.clock = c
	e.spent, e.moved = [2]time.Duration{}, [2]int{}
	return "", nil
}

func (e *Engine) cmdKGSTimeSettings(_ context.Context, args []string) (string, error) {
	if len(args) == 0 {
		return "", syntaxf("usage: kgs-time_settings none|absolute|byoyomi|canadian ...")
	}
	sys := geom.LowerASCII(args[0])
	want := map[string]int{"none": 0, "absolute": 1, "byoyomi": 3, "canadian": 3}
	n, ok := want[sys]
	if !ok {
		return "", syntaxf("unknown time system %q", args[0])
	}
	if len(args)-1 != n {
		what := "arguments"
		if n == 1 {
			what = "argument"
		}
		return "", syntaxf("kgs-time_settings %s takes %d %s", sys, n, what)
	}
	v, err := parseSeconds(args[1:], "time")
	if err != nil {
		return "", err
	}
	c := Clock{System: sys}
	switch sys {
	case "absolute":
		c.MainTime = v[0]
	case "byoyomi":
		c.MainTime, c.ByoTime, c.Periods = v[0], v[1], v[2]
		if c.Periods <= 0 || c.ByoTime <= 0 {
			// The player loses when the last period is used up
			// (RULES.md section 6): with no period (or periods of no
			// length) when the main time is, as in absolute time,
			// and no move may think in a period it does not have.
			c = Clock{System: "absolute", MainTime: v[0]}
		}
	case "canadian":
		c.MainTime, c.ByoTime, c.Stones = v[0], v[1], v[2]
	}
	e.clock = c
	e.spent, e.moved = [2]time.Duration{}, [2]int{}
	return "", nil
}

func (e *Engine) cmdTimeLeft(_ context.Context, args []string) (string, error) {
	if err := wantArgs(args, 3, "time_left COLOR TIME STONES"); err != nil {
		return "", err
	}
	c, err := parseColour(args[0])
	if err != nil {
		return "", err
	}
	// A clock that ran over comes as negative seconds (a GUI that lets a
	// human go on, a server subtracting the time used): no time left, as
	// GNU Go takes it.
	secs, err := parseNumber(args[1], "time")
	if err != nil {
		return "", err
	}
	// Negative stones are no byo-yomi period: main time, as 0 stones
	// says (GNU Go 3.8 accepts "time_left b 10 -1" too).
	stones, err := parseNumber(args[2], "stones")
	if err != nil {
		return "", err
	}
	e.clock.Left[c-1] = TimeLeft{Seconds: max(secs, 0), Stones: max(stones, 0), Set: true, spentAt: e.spent[c-1], movesAt: e.moved[c-1]}
	return "", nil
}

// Board queries in GNU Go's formats.

// topFirst calls f for every point, top row first, left to right (the
// order GNU Go lists vertices in).
func topFirst(g *geom.Geometry, f func(p geom.Point)) {
	for y := g.H - 1; y >= 0; y-- {
		for x := 0; x < g.W; x++ {
			f(g.Point(x, y))
		}
	}
}

// cmdIsLegal is GNU Go's is_legal: 1 when c may play the vertex (pass
// included), else 0. A vertex off the board is no argument of it: the
// command fails, as GNU Go 3.8 answers "? invalid color or coordinate" for
// any vertex outside the board, unlike play, which takes it for an illegal
// move (RULES.md section 4, "off board").
func (e *Engine) cmdIsLegal(_ context.Context, args []string) (string, error) {
	if err := wantArgs(args, 2, "is_legal COLOR VERTEX"); err != nil {
		return "", err
	}
	c, err := parseColour(args[0])
	if err != nil {
		return "", err
	}
	p, _, err := e.parseVertex(args[1])
	if err != nil {
		return "", err
	}
	if e.game.Check(c, p) == engine.Legal {
		return "1", nil
	}
	return "0", nil
}

// legalList returns the legal moves of c, top row first, as vertices.
func (e *Engine) legalList(c geom.Colour) []string {
	g := e.game.Geometry()
	b := e.game.Board()
	var out []string
	topFirst(g, func(p geom.Point) {
		if b.At(p) == geom.Empty && e.game.Check(c, p) == engine.Legal {
			out = append(out, g.Vertex(p))
		}
	})
	return out
}

func (e *Engine) cmdAllLegal(_ context.Context, args []string) (string, error) {
	c, err := colourArg(args, "all_legal COLOR")
	if err != nil {
		return "", err
	}
	return strings.Join(e.legalList(c), " "), nil
}

func (e *Engine) cmdCaptures(_ context.Context, args []string) (string, error) {
	c, err := colourArg(args, "captures COLOR")
	if err != nil {
		return "", err
	}
	return strconv.Itoa(e.game.Board().Captured(c)), nil
}

func (e *Engine) cmdCountlib(_ context.Context, args []string) (string, error) {
	libs, err := e.chainLiberties(args, "countlib VERTEX")
	if err != nil {
		return "", err
	}
	return strconv.Itoa(libs.Count()), nil
}

// chainLiberties reads the one vertex argument of command usage and
// returns the liberties of the chain there; an empty point is an error.
func (e *Engine) chainLiberties(args []string, usage string) (geom.Bitboard, error) {
	if err := wantArgs(args, 1, usage); err != nil {
		return geom.Bitboard{}, err
	}
	p, err := e.point(args[0])
	if err != nil {
		return geom.Bitboard{}, err
	}
	b := e.game.Board()
	if b.At(p) == geom.Empty {
		return geom.Bitboard{}, fmt.Errorf("vertex must not be empty")
	}
	return b.Liberties(p), nil
}

// cmdFindlib is GNU Go's findlib: the liberties of the chain at the
// vertex, top row first.
func (e *Engine) cmdFindlib(_ context.Context, args []string) (string, error) {
	libs, err := e.chainLiberties(args, "findlib VERTEX")
	if err != nil {
		return "", err
	}
	var pts []geom.Point
	topFirst(e.game.Geometry(), func(q geom.Point) {
		if libs.Has(q) {
			pts = append(pts, q)
		}
	})
	return e.vertexList(pts), nil
}

func (e *Engine) cmdListStones(_ context.Context, args []string) (string, error) {
	c, err := colourArg(args, "list_stones COLOR")
	if err != nil {
		return "", err
	}
	g := e.game.Geometry()
	b := e.game.Board()
	var out []string
	topFirst(g, func(p geom.Point) {
		if b.At(p) == c {
			out = append(out, g.Vertex(p))
		}
	})
	return strings.Join(out, " "), nil
}

func (e *Engine) cmdMoveHistory(_ context.Context, args []string) (string, error) {
	if err := wantArgs(args, 0, "move_history"); err != nil {
		return "", err
	}
	moves := e.game.Moves()
	var sb strings.Builder
	for i := len(moves) - 1; i >= 0; i-- {
		m := moves[i]
		if m.Setup {
			continue
		}
		if sb.Len() > 0 {
			sb.WriteByte('\n')
		}
		sb.WriteString(m.Colour.Name())
		sb.WriteByte(' ')
		if m.Point == geom.Pass {
			sb.WriteString("PASS")
		} else {
			sb.WriteString(e.vertex(m.Point))
		}
	}
	return sb.String(), nil
}

func (e *Engine) cmdCPUTime(_ context.Context, args []string) (string, error) {
	return fmt.Sprintf("%.3f", cpuSeconds(e.started)), nil
}

// showboard, in GNU Go's layout.

// isHoshi reports whether (x, y) is a star point in GNU Go's diagrams.
func isHoshi(w, h, x, y int) bool {
	onAxis := func(n, v int) (ok, mid bool) {
		mid = n%2 == 1 && v == n/2
		if n < 5 {
			return mid, mid
		}
		d := 2
		switch {
		case n == 5:
			d = 1
		case n >= 12:
			d = 3
		}
		return mid || v == d || v == n-1-d, mid
	}
	okX, midX := onAxis(w, x)
	okY, midY := onAxis(h, y)
	if !okX || !okY {
		return false
	}
	if midX != midY { // a side point: only on large odd boards
		return min(w, h) >= 13
	}
	return true
}

func (e *Engine) cmdShowboard(_ context.Context, args []string) (string, error) {
	g := e.game.Geometry()
	b := e.game.Board()
	var sb strings.Builder
	header := func() {
		sb.WriteString("   ")
		for x := 0; x < g.W; x++ {
			if x > 0 {
				sb.WriteByte(' ')
			}
			sb.WriteString(g.Vertex(g.Point(x, 0))[:1])
		}
		sb.WriteByte('\n')
	}
	sb.WriteByte('\n')
	header()
	whiteRow := max(g.H-8, 2)
	for y := g.H - 1; y >= 0; y-- {
		fmt.Fprintf(&sb, "%2d", y+1)
		for x := 0; x < g.W; x++ {
			ch := "."
			switch b.At(g.Point(x, y)) {
			case geom.Black:
				ch = "X"
			case geom.White:
				ch = "O"
			default:
				if isHoshi(g.W, g.H, x, y) {
					ch = "+"
				}
			}
			sb.WriteByte(' ')
			sb.WriteString(ch)
		}
		fmt.Fprintf(&sb, " %d", y+1)
		switch y + 1 {
		case whiteRow:
			fmt.Fprintf(&sb, "     WHITE (O) has captured %d stones", b.Captured(geom.White))
		case whiteRow - 1:
			fmt.Fprintf(&sb, "     BLACK (X) has captured %d stones", b.Captured(geom.Black))
		}
		sb.WriteByte('\n')
	}
	header()
	return strings.TrimSuffix(sb.String(), "\n"), nil
}

// chains returns the chains of colour c (both colours when c is Empty),
// each as its stones top row first, ordered by their first stone in the
// same order (GNU Go's final_status_list layout).
func (e *Engine) chains(c geom.Colour) [][]geom.Point {
	g := e.game.Geometry()
	b := e.game.Board()
	var seen geom.Bitboard
	var out [][]geom.Point
	topFirst(g, func(p geom.Point) {
		col := b.At(p)
		if col == geom.Empty || seen.Has(p) || (c != geom.Empty && col != c) {
			return
		}
		var members geom.Bitboard
		for _, s := range b.ChainStones(nil, p) {
			members.Set(s)
			seen.Set(s)
		}
		var chain []geom.Point
		topFirst(g, func(q geom.Point) {
			if members.Has(q) {
				chain = append(chain, q)
			}
		})
		out = append(out, chain)
	})
	return out
}

func (e *Engine) vertexList(pts []geom.Point) string {
	vs := make([]string, len(pts))
	for i, p := range pts {
		vs[i] = e.vertex(p)
	}
	return strings.Join(vs, " ")
}
