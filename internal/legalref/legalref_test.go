package legalref

import (
	"strings"
	"testing"

	"github.com/gtp-referee/gtp-referee/rules"
)

// The test positions of RULES.md section 8, played on the reference alone:
// the reference is the other side of the engine's differential tests, so
// it must give the answers the specification writes down.

// diagram is a position of RULES.md section 8: its size and its stones.
type diagram struct {
	w, h         int
	black, white [][2]int
}

// parse reads a diagram as RULES.md draws it: a header of column letters
// (GTP's, without I), then rows from the top, each its number and one
// cell per column ('.', 'X' black, 'O' white).
func parse(t *testing.T, text string) diagram {
	t.Helper()
	var rows [][]string
	for _, line := range strings.Split(strings.TrimSpace(text), "\n") {
		f := strings.Fields(line)
		if len(f) == 0 || f[0] == "A" {
			continue
		}
		rows = append(rows, f[1:])
	}
	d := diagram{w: len(rows[0]), h: len(rows)}
	for i, r := range rows {
		if len(r) != d.w {
			t.Fatalf("diagram row %d has %d cells, want %d", i, len(r), d.w)
		}
		y := d.h - 1 - i
		for x, c := range r {
			switch c {
			case "X":
				d.black = append(d.black, [2]int{x, y})
			case "O":
				d.white = append(d.white, [2]int{x, y})
			}
		}
	}
	return d
}

// game sets the diagram up on a new game under preset p, as one setup
// position with Black to move.
func (d diagram) game(t *testing.T, p rules.Preset) *Game {
	t.Helper()
	g := New(d.w, d.h, p)
	for _, s := range d.black {
		if !g.Setup(Black, s[0], s[1]) {
			t.Fatalf("setup black %v refused", s)
		}
	}
	for _, s := range d.white {
		if !g.Setup(White, s[0], s[1]) {
			t.Fatalf("setup white %v refused", s)
		}
	}
	return g
}

// vertex reads a GTP vertex ("C5") as (x, y) from the bottom left.
func vertex(t *testing.T, v string) (int, int) {
	t.Helper()
	col := strings.IndexByte("ABCDEFGHJKLMNOPQRSTUVWXYZ", v[0])
	y := 0
	for _, c := range v[1:] {
		y = y*10 + int(c-'0')
	}
	if col < 0 || y < 1 {
		t.Fatalf("bad vertex %q", v)
	}
	return col, y - 1
}

// play plays a comma-separated list of moves ("B F4, W pass"), each of
// which must be legal.
func play(t *testing.T, g *Game, moves string) {
	t.Helper()
	for _, m := range strings.Split(moves, ",") {
		f := strings.Fields(m)
		c := Black
		if f[0] == "W" {
			c = White
		}
		x, y := -1, -1
		if f[1] != "pass" {
			x, y = vertex(t, f[1])
		}
		if why := g.Play(c, x, y); why != "" {
			t.Fatalf("%s: illegal (%s)", strings.TrimSpace(m), why)
		}
	}
}

// reason returns why colour c may not play at v ("" when it may).
func reason(t *testing.T, g *Game, c int, v string) string {
	t.Helper()
	x, y := vertex(t, v)
	_, why := g.After(c, x, y)
	return why
}

// banned returns the empty points where colour c's move is refused for
// "ko" or "superko", in GTP vertices.
func banned(t *testing.T, g *Game, c int) []string {
	t.Helper()
	var out []string
	b := g.Board()
	for y := 0; y < g.h; y++ {
		for x := 0; x < g.w; x++ {
			if b[y*g.w+x] != '.' {
				continue
			}
			if _, why := g.After(c, x, y); why == "ko" || why == "superko" {
				out = append(out, string("ABCDEFGHJKLMNOPQRSTUVWXYZ"[x])+itoa(y+1))
			}
		}
	}
	return out
}

func itoa(n int) string {
	if n < 10 {
		return string(rune('0' + n))
	}
	return itoa(n/10) + string(rune('0'+n%10))
}

// presets returns the presets with ko rule k.
func presets(k rules.Ko) []rules.Preset {
	var out []rules.Preset
	for _, n := range rules.Names() {
		if p := rules.MustLookup(n); p.Ko == k {
			out = append(out, p)
		}
	}
	return out
}

const p1 = `
   A B C D E F
 5 . O . X X O
 4 O X X X O .
 3 O . X . O O
 2 X X . O O .
 1 O O O O . O
`

// TestP1 is RULES.md P1 (ko plus send-two-return-one, 6x5): "positional:
// after B F4, W F5 is illegal; after B A5, W B5 is illegal; after W B5,
// B F4 is illegal; after the last W C5, B A5 and B F4 are both illegal.
// situational: after B A5 nothing is illegal for White; after the last
// W C5 only A5 is illegal for Black."
func TestP1(t *testing.T) {
	d := parse(t, p1)
	for _, p := range presets(rules.KoPositional) {
		g := d.game(t, p)
		play(t, g, "B F4")
		if why := reason(t, g, White, "F5"); why == "" {
			t.Errorf("%s: W F5 after B F4 legal", p.Name)
		}
		play(t, g, "W pass, B D3, W C5, B A5")
		if why := reason(t, g, White, "B5"); why == "" {
			t.Errorf("%s: W B5 after B A5 legal", p.Name)
		}
		play(t, g, "W F5, B pass, W B5")
		if why := reason(t, g, Black, "F4"); why != "superko" {
			t.Errorf("%s: B F4 after W B5: %q, want superko", p.Name, why)
		}
		play(t, g, "B pass, W C5")
		if got := strings.Join(banned(t, g, Black), " "); got != "F4 A5" {
			t.Errorf("%s: after the last W C5 Black's banned points %q, want F4 A5 (row 4 first)", p.Name, got)
		}
	}
	for _, p := range presets(rules.KoSituational) {
		g := d.game(t, p)
		play(t, g, "B F4, W pass, B D3, W C5, B A5")
		if got := banned(t, g, White); len(got) != 0 {
			t.Errorf("%s: after B A5 White's banned points %v, want none", p.Name, got)
		}
		play(t, g, "W F5, B pass, W B5, B pass, W C5")
		if got := strings.Join(banned(t, g, Black), " "); got != "A5" {
			t.Errorf("%s: after the last W C5 Black's banned points %q, want A5", p.Name, got)
		}
	}
}

const p3 = `
   A B C D E F G H
 5 . . . . . . . .
 4 O O O O O O . .
 3 X X X X X O . .
 2 X O O O X X O O
 1 . O . X . O X .
`

// TestP3 is RULES.md P3 (eternal life, 8x5): "B C1, W E1 (takes two),
// B D1 (takes two), W F1 restores the start with Black to move. Repeating
// the four moves once more ends the game with no result (simple ko).
// Under positional or situational superko the first W F1 is illegal."
func TestP3(t *testing.T) {
	d := parse(t, p3)
	for _, p := range presets(rules.KoSimple) {
		g := d.game(t, p)
		start := g.Board()
		play(t, g, "B C1, W E1, B D1, W F1")
		if g.Board() != start || g.ToMove() != Black || g.Cycle() {
			t.Fatalf("%s: first run: board restored %v, to move %d, cycle %v", p.Name, g.Board() == start, g.ToMove(), g.Cycle())
		}
		play(t, g, "B C1, W E1, B D1")
		if g.Cycle() {
			t.Fatalf("%s: cycle before the eighth move", p.Name)
		}
		play(t, g, "W F1")
		if !g.Cycle() {
			t.Errorf("%s: the second run did not end the game", p.Name)
		}
	}
	for _, k := range []rules.Ko{rules.KoPositional, rules.KoSituational} {
		for _, p := range presets(k) {
			g := d.game(t, p)
			play(t, g, "B C1, W E1, B D1")
			if why := reason(t, g, White, "F1"); why != "superko" {
				t.Errorf("%s: W F1: %q, want superko", p.Name, why)
			}
		}
	}
}

const p4 = `
   A B C D E F G
 6 O O O O O O O
 5 O X O . O . O
 4 X . X O X O X
 3 X X X X X X X
 2 O O O O O O O
 1 . . . . . . .
`

// TestP4 is RULES.md P4 (triple ko, 7x6): "Simple ko: the second run of
// the cycle ends the game with no result on its 12th move. Positional:
// after B D5, W B4, B F5, W D4, B B5, White's B4 and F4 are illegal."
func TestP4(t *testing.T) {
	d := parse(t, p4)
	cycle := strings.Split("B D5, W B4, B F5, W D4, B B5, W F4", ", ")
	for _, p := range presets(rules.KoSimple) {
		g := d.game(t, p)
		for i := 0; i < 12; i++ {
			play(t, g, cycle[i%6])
			if got, want := g.Cycle(), i == 11; got != want {
				t.Fatalf("%s: after move %d cycle %v, want %v", p.Name, i+1, got, want)
			}
		}
	}
	for _, p := range presets(rules.KoPositional) {
		g := d.game(t, p)
		play(t, g, strings.Join(cycle[:5], ", "))
		if got := strings.Join(banned(t, g, White), " "); got != "B4 F4" {
			t.Errorf("%s: White's banned points %q, want B4 F4", p.Name, got)
		}
	}
}

// TestP5 is RULES.md P5: after B A2, W B1, B B2, W C2, B B3, W D1, B A3,
// W A1, B C1 (takes A1 and B1), "W B1 (taking C1) recreates the board
// after move 7: illegal under positional superko, legal under situational
// superko and under simple ko".
func TestP5(t *testing.T) {
	for _, n := range rules.Names() {
		p := rules.MustLookup(n)
		g := New(5, 5, p)
		play(t, g, "B A2, W B1, B B2, W C2, B B3, W D1, B A3")
		after7 := g.Board()
		play(t, g, "W A1, B C1")
		want := ""
		if p.Ko == rules.KoPositional {
			want = "superko"
		}
		next, why := g.After(White, 1, 0)
		if why != want {
			t.Errorf("%s: W B1: %q, want %q", n, why, want)
		}
		if why == "" && next != after7 {
			t.Errorf("%s: W B1 makes %s, want the board after move 7 %s", n, next, after7)
		}
	}
}

// TestP2 is RULES.md P2: with X at A2 and B1 on 3x3, "W A1 is illegal
// under every preset" (single-stone suicide).
func TestP2(t *testing.T) {
	for _, n := range rules.Names() {
		g := New(3, 3, rules.MustLookup(n))
		play(t, g, "B A2, W pass, B B1")
		if why := reason(t, g, White, "A1"); why != "suicide" {
			t.Errorf("%s: W A1: %q, want suicide", n, why)
		}
	}
}

const p10 = `
   A B C D E F G H J
 9 . . . . . O X X .
 8 . . O . O . O O X
 7 . O X O . O X X .
 6 . O . O . . X . .
 5 . X O X . X . X O
 4 . . X . . O X O .
 3 . . . . O . O X X
 2 X O . . . O X O X
 1 . X O . . X . O O
`

// TestP10 is RULES.md P10: "A ko capture takes exactly one stone and
// leaves the capturing stone alone with one liberty. Black: F3 only
// (takes G3). White: G5 (takes G4) and A1 (takes B1)." Each ko capture
// bans the immediate recapture; no other capture of the position does.
func TestP10(t *testing.T) {
	d := parse(t, p10)
	kos := map[int][]string{Black: {"F3"}, White: {"G5", "A1"}}
	for _, c := range []int{Black, White} {
		for _, n := range []string{"chinese", "japanese"} {
			for y := 0; y < d.h; y++ {
				for x := 0; x < d.w; x++ {
					g := d.game(t, rules.MustLookup(n))
					if c == White {
						play(t, g, "B pass")
					}
					before := strings.Count(g.Board(), ".")
					if g.Play(c, x, y) != "" {
						continue
					}
					v := string("ABCDEFGHJ"[x]) + itoa(y+1)
					captured := strings.Count(g.Board(), ".") - before + 1
					ko := len(banned(t, g, 3-c)) > 0
					want := false
					for _, k := range kos[c] {
						want = want || k == v
					}
					if ko != want {
						t.Errorf("%s: %d %s (takes %d): ko ban %v, want %v", n, c, v, captured, ko, want)
					}
				}
			}
		}
	}
}
