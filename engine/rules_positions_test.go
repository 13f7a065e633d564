package engine

// The test positions P1..P10 of RULES.md section 8 and the counting examples
// of section 2. Expected values are the claims of RULES.md (and hand
// derivations written out in the comments), never the engine's own output.

import (
	"strconv"
	"strings"
	"testing"

	"github.com/gtp-referee/gtp-referee/areacount"
	"github.com/gtp-referee/gtp-referee/geom"
	"github.com/gtp-referee/gtp-referee/rules"
	"github.com/gtp-referee/gtp-referee/zobrist"
)

// diagram is a position read from a RULES.md diagram.
type diagram struct {
	g            *geom.Geometry
	black, white []geom.Point
}

// parseDiagram reads a diagram written as in RULES.md: an optional header of
// column letters, then one line per row, top row first, each starting with
// its row number, X for black, O for white and . for empty.
func parseDiagram(t testing.TB, text string) diagram {
	t.Helper()
	type row struct {
		y     int
		cells []string
	}
	var rows []row
	width := -1
	for _, line := range strings.Split(text, "\n") {
		f := strings.Fields(line)
		if len(f) == 0 {
			continue
		}
		n, err := strconv.Atoi(f[0])
		if err != nil {
			continue // the column header
		}
		if width >= 0 && len(f)-1 != width {
			t.Fatalf("diagram row %d has %d points, want %d", n, len(f)-1, width)
		}
		width = len(f) - 1
		rows = append(rows, row{n - 1, f[1:]})
	}
	h := len(rows)
	g, err := geom.Get(width, h)
	if err != nil {
		t.Fatal(err)
	}
	var d diagram
	d.g = g
	for i, r := range rows {
		if r.y != h-1-i {
			t.Fatalf("diagram rows out of order: row %d at line %d", r.y+1, i)
		}
		for x, c := range r.cells {
			switch c {
			case "X":
				d.black = append(d.black, g.Point(x, r.y))
			case "O":
				d.white = append(d.white, g.Point(x, r.y))
			case ".":
			default:
				t.Fatalf("bad diagram cell %q", c)
			}
		}
	}
	return d
}

// game sets the diagram up in a new game under preset p, Black to move.
func (d diagram) game(p rules.Preset) *Game {
	gm := NewGame(d.g, p)
	for _, q := range d.black {
		gm.Setup(geom.Black, q)
	}
	for _, q := range d.white {
		gm.Setup(geom.White, q)
	}
	gm.SetToMove(geom.Black)
	return gm
}

// rtMove is a move of a test sequence: "B F4", "W pass".
type rtMove struct {
	c geom.Colour
	p geom.Point
}

func rtMoves(t testing.TB, g *geom.Geometry, s string) []rtMove {
	t.Helper()
	var out []rtMove
	for _, m := range strings.Split(s, ",") {
		f := strings.Fields(m)
		if len(f) != 2 {
			t.Fatalf("bad move %q", m)
		}
		c, err := geom.ParseColour(f[0])
		if err != nil {
			t.Fatal(err)
		}
		p, err := g.ParseVertex(f[1])
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, rtMove{c, p})
	}
	return out
}

func mustPt(t testing.TB, g *geom.Geometry, v string) geom.Point {
	t.Helper()
	p, err := g.ParseVertex(v)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// playAll plays the moves, failing on any illegal one.
func playAll(t *testing.T, gm *Game, moves []rtMove) {
	t.Helper()
	for i, m := range moves {
		if r := gm.Play(m.c, m.p); r != Legal {
			t.Fatalf("%s: move %d %s %s illegal: %s\n%s", gm.Rules().Name, i+1, m.c, gm.Geometry().Vertex(m.p), r, gm.Board())
		}
	}
}

// presetsWith returns the presets whose ko rule is ko (and, when
// suicideIllegal, that forbid multi-stone suicide).
func presetsWith(ko rules.Ko, suicideIllegal bool) []rules.Preset {
	var out []rules.Preset
	for _, n := range rules.Names() {
		p := rules.MustLookup(n)
		if p.Ko == ko && (!suicideIllegal || !p.SuicideLegal) {
			out = append(out, p)
		}
	}
	return out
}

// wantReason checks gm.Check(c, v) and that Play agrees without changing
// the position when the move is illegal.
func wantReason(t *testing.T, gm *Game, c geom.Colour, v string, want Reason) {
	t.Helper()
	g := gm.Geometry()
	p := mustPt(t, g, v)
	if got := gm.Check(c, p); got != want {
		t.Errorf("%s: %s %s: Check = %q, want %q\n%s", gm.Rules().Name, c, v, got, want, gm.Board())
	}
	if want != Legal {
		h, n := gm.Board().Hash(), len(gm.Moves())
		if got := gm.Play(c, p); got != want {
			t.Errorf("%s: %s %s: Play = %q, want %q", gm.Rules().Name, c, v, got, want)
		}
		if gm.Board().Hash() != h || len(gm.Moves()) != n {
			t.Errorf("%s: illegal %s %s changed the game", gm.Rules().Name, c, v)
		}
	}
}

// illegalPoints returns the empty points where c may not play.
func illegalPoints(gm *Game, c geom.Colour) []string {
	var out []string
	g := gm.Geometry()
	for _, p := range g.Points {
		if gm.Board().At(p) == geom.Empty && gm.Check(c, p) != Legal {
			out = append(out, g.Vertex(p))
		}
	}
	return out
}

const diagramP1 = `
   A B C D E F
 5 . O . X X O
 4 O X X X O .
 3 O . X . O O
 2 X X . O O .
 1 O O O O . O
`

const movesP1 = "B F4, W pass, B D3, W C5, B A5, W F5, B pass, W B5, B pass, W C5"

func TestRulesP1(t *testing.T) {
	d := parseDiagram(t, diagramP1)
	moves := rtMoves(t, d.g, movesP1)
	// The captures the text announces.
	t.Run("captures", func(t *testing.T) {
		gm := d.game(rules.MustLookup("chinese"))
		want := map[int]struct {
			taker geom.Colour
			n     int
		}{0: {geom.Black, 1}, 4: {geom.Black, 2}, 5: {geom.White, 1}, 7: {geom.White, 1}}
		for i, m := range moves {
			cb, cw := gm.Board().Captured(geom.Black), gm.Board().Captured(geom.White)
			playAll(t, gm, moves[i:i+1])
			db, dw := gm.Board().Captured(geom.Black)-cb, gm.Board().Captured(geom.White)-cw
			w := want[i]
			var wb, ww int
			if w.taker == geom.Black {
				wb = w.n
			} else if w.taker == geom.White {
				ww = w.n
			}
			if db != wb || dw != ww {
				t.Errorf("move %d %s %s captured %d/%d, want %d/%d", i+1, m.c, d.g.Vertex(m.p), db, dw, wb, ww)
			}
		}
	})
	t.Run("positional", func(t *testing.T) {
		for _, p := range presetsWith(rules.KoPositional, true) {
			gm := d.game(p)
			playAll(t, gm, moves[:1]) // B F4
			wantReason(t, gm, geom.White, "F5", Ko)
			playAll(t, gm, moves[1:5]) // W pass, B D3, W C5, B A5
			wantReason(t, gm, geom.White, "B5", Superko)
			playAll(t, gm, moves[5:8]) // W F5, B pass, W B5
			// B F4 would recreate the board after move 3 (B D3).
			wantReason(t, gm, geom.Black, "F4", Superko)
			playAll(t, gm, moves[8:]) // B pass, W C5
			// B A5 recreates the board after move 6, B F4 the board after move 4.
			wantReason(t, gm, geom.Black, "A5", Superko)
			wantReason(t, gm, geom.Black, "F4", Superko)
		}
	})
	t.Run("situational", func(t *testing.T) {
		for _, p := range presetsWith(rules.KoSituational, true) {
			gm := d.game(p)
			// "Nothing is illegal" means no ko or superko ban: the only
			// illegal points are suicides, B3 for White (the chain A4 A3
			// would have no liberty) and, later, E1 and F2 for Black
			// (single-stone suicides), checked by hand.
			playAll(t, gm, moves[:5])
			if ill := illegalPoints(gm, geom.White); strings.Join(ill, " ") != "B3" {
				t.Errorf("%s: after B A5, White's illegal points are %v, want only the suicide B3", p.Name, ill)
			}
			wantReason(t, gm, geom.White, "B3", Suicide)
			playAll(t, gm, moves[5:])
			if ill := illegalPoints(gm, geom.Black); strings.Join(ill, " ") != "E1 F2 A5" {
				t.Errorf("%s: after the last W C5, Black's illegal points are %v, want A5 and the suicides E1 F2", p.Name, ill)
			}
			wantReason(t, gm, geom.Black, "E1", Suicide)
			wantReason(t, gm, geom.Black, "F2", Suicide)
			wantReason(t, gm, geom.Black, "F4", Legal)
			wantReason(t, gm, geom.Black, "A5", Superko)
		}
	})
	t.Run("simple", func(t *testing.T) {
		for _, p := range presetsWith(rules.KoSimple, true) {
			gm := d.game(p)
			playAll(t, gm, moves)
			// The cycle B A5, W B5, B pass, W C5 repeats. Derived by hand:
			// after move 7 (B pass) the board is start+D3+A5-B5 with White
			// to move; it recurs after moves 11 and 15, the first position
			// to occur a third time, so move 15 (B A5 of the second run)
			// ends the game with no result.
			cycle := rtMoves(t, d.g, "B A5, W B5, B pass, W C5")
			for i := 0; i < 8; i++ {
				moveNo := len(gm.Moves()) - (len(d.black) + len(d.white)) + 1
				if gm.NoResult() || gm.Over() {
					t.Fatalf("%s: game over before move %d", p.Name, moveNo)
				}
				playAll(t, gm, cycle[i%4:i%4+1])
				if got, want := gm.NoResult(), moveNo == 15; got != want {
					t.Fatalf("%s: after move %d NoResult = %v, want %v", p.Name, moveNo, got, want)
				}
				if moveNo == 15 {
					if !gm.Over() {
						t.Errorf("%s: a no-result cycle must end the game", p.Name)
					}
					break
				}
			}
			if !gm.NoResult() {
				t.Errorf("%s: the cycle did not end the game", p.Name)
			}
			// Undoing the last move reopens the game.
			gm.Undo()
			if gm.NoResult() || gm.Over() {
				t.Errorf("%s: undo of the cycle's last move left the game over", p.Name)
			}
		}
	})
}

func TestRulesP2(t *testing.T) {
	g := geom.MustGet(3, 3)
	for _, n := range rules.Names() {
		p := rules.MustLookup(n)
		gm := NewGame(g, p)
		playAll(t, gm, rtMoves(t, g, "B A2, W pass, B B1"))
		wantReason(t, gm, geom.White, "A1", Suicide)
		b := NewBoard(g)
		b.Setup(geom.Black, mustPt(t, g, "A2"))
		b.Setup(geom.Black, mustPt(t, g, "B1"))
		for _, sl := range []bool{false, true} {
			if _, r := b.Check(geom.White, mustPt(t, g, "A1"), sl); r != Suicide {
				t.Errorf("Board.Check(W A1, suicideLegal=%v) = %q, want suicide", sl, r)
			}
		}
	}
}

const diagramP3 = `
   A B C D E F G H
 5 . . . . . . . .
 4 O O O O O O . .
 3 X X X X X O . .
 2 X O O O X X O O
 1 . O . X . O X .
`

func TestRulesP3(t *testing.T) {
	d := parseDiagram(t, diagramP3)
	cycle := rtMoves(t, d.g, "B C1, W E1, B D1, W F1")
	t.Run("simple", func(t *testing.T) {
		for _, p := range presetsWith(rules.KoSimple, false) {
			gm := d.game(p)
			start := gm.Board().Hash()
			wantCapt := []int{0, 2, 2, 0}
			for i := 0; i < 8; i++ {
				cb, cw := gm.Board().Captured(geom.Black), gm.Board().Captured(geom.White)
				playAll(t, gm, cycle[i%4:i%4+1])
				if got := gm.Board().Captured(geom.Black) + gm.Board().Captured(geom.White) - cb - cw; got != wantCapt[i%4] {
					t.Errorf("%s: move %d captured %d, want %d", p.Name, i+1, got, wantCapt[i%4])
				}
				if i%4 == 3 && gm.Board().Hash() != start {
					t.Errorf("%s: W F1 (move %d) did not restore the start", p.Name, i+1)
				}
				// The start recurs after moves 4 and 8: the third occurrence
				// ends the game.
				if got, want := gm.NoResult(), i == 7; got != want {
					t.Fatalf("%s: after move %d NoResult = %v, want %v", p.Name, i+1, got, want)
				}
			}
			if !gm.Over() || gm.ToMove() != geom.Black {
				t.Errorf("%s: over %v, to move %v", p.Name, gm.Over(), gm.ToMove())
			}
		}
	})
	t.Run("superko", func(t *testing.T) {
		for _, ko := range []rules.Ko{rules.KoPositional, rules.KoSituational} {
			for _, p := range presetsWith(ko, false) {
				gm := d.game(p)
				playAll(t, gm, cycle[:3])
				wantReason(t, gm, geom.White, "F1", Superko)
			}
		}
	})
}

const diagramP4 = `
   A B C D E F G
 6 O O O O O O O
 5 O X O . O . O
 4 X . X O X O X
 3 X X X X X X X
 2 O O O O O O O
 1 . . . . . . .
`

func TestRulesP4(t *testing.T) {
	d := parseDiagram(t, diagramP4)
	cycle := rtMoves(t, d.g, "B D5, W B4, B F5, W D4, B B5, W F4")
	t.Run("simple", func(t *testing.T) {
		for _, p := range presetsWith(rules.KoSimple, false) {
			gm := d.game(p)
			start := gm.Board().Hash()
			for i := 0; i < 12; i++ {
				if gm.Over() {
					t.Fatalf("%s: over before move %d", p.Name, i+1)
				}
				cb, cw := gm.Board().Captured(geom.Black), gm.Board().Captured(geom.White)
				playAll(t, gm, cycle[i%6:i%6+1])
				if got := gm.Board().Captured(geom.Black) + gm.Board().Captured(geom.White) - cb - cw; got != 1 {
					t.Errorf("%s: move %d captured %d stones, want 1", p.Name, i+1, got)
				}
				if i%6 == 5 && gm.Board().Hash() != start {
					t.Errorf("%s: move %d did not restore the start", p.Name, i+1)
				}
				if got, want := gm.NoResult(), i == 11; got != want {
					t.Fatalf("%s: after move %d NoResult = %v, want %v", p.Name, i+1, got, want)
				}
			}
			if !gm.Over() {
				t.Errorf("%s: the second run of the cycle did not end the game", p.Name)
			}
		}
	})
	t.Run("positional", func(t *testing.T) {
		for _, p := range presetsWith(rules.KoPositional, false) {
			gm := d.game(p)
			playAll(t, gm, cycle[:5])
			// B4 retakes the ko just taken (Ko); F4 recreates the start.
			wantReason(t, gm, geom.White, "B4", Ko)
			wantReason(t, gm, geom.White, "F4", Superko)
		}
	})
}

func TestRulesP5(t *testing.T) {
	for _, size := range []int{4, 5, 9, 19} {
		g := geom.MustGet(size, size)
		moves := rtMoves(t, g, "B A2, W B1, B B2, W C2, B B3, W D1, B A3, W A1, B C1")
		for _, n := range rules.Names() {
			p := rules.MustLookup(n)
			gm := NewGame(g, p)
			playAll(t, gm, moves[:7])
			after7 := gm.Board().Hash()
			playAll(t, gm, moves[7:])
			if c := gm.Board().Captured(geom.Black); c != 2 {
				t.Errorf("%s: B C1 captured %d, want 2", p.Name, c)
			}
			want := Legal
			if p.Ko == rules.KoPositional {
				want = Superko
			}
			wantReason(t, gm, geom.White, "B1", want)
			if want == Legal {
				playAll(t, gm, rtMoves(t, g, "W B1"))
				if gm.Board().Hash() != after7 || gm.Board().At(mustPt(t, g, "C1")) != geom.Empty {
					t.Errorf("%s: W B1 did not recreate the board after move 7", p.Name)
				}
			}
		}
	}
}

const diagramP6 = `
   A B C D E F G H J
 9 . X . X O . O . X
 8 . . . X O O O X .
 7 . X X X X X X O O
 6 X O O O O O X O .
 5 X O . O . O X O O
 4 X O O O O O X X X
 3 X X X O . . . O O
 2 . X X X O O O O .
 1 . X . X O . O . O
`

func TestRulesP6(t *testing.T) {
	d := parseDiagram(t, diagramP6)
	if len(d.black) != 27 || len(d.white) != 33 {
		t.Fatalf("diagram has %d black and %d white stones, RULES.md says 27 and 33", len(d.black), len(d.white))
	}
	for _, n := range []string{"chinese", "chinese-1988", "tromp-taylor", "aga"} {
		gm := d.game(rules.MustLookup(n))
		gm.SetKomi(0.5)
		playAll(t, gm, rtMoves(t, d.g, "B pass, W pass"))
		if !gm.Over() {
			t.Errorf("%s: two passes did not end the game", n)
		}
		s := gm.Score(nil)
		if s.Black != 27+9 || s.White != 33+7 || s.Dame != 5 || s.Points != 81 {
			t.Errorf("%s: area %+v, want Black 36, White 40, dame 5", n, s.Area)
		}
		if r := s.Result(); r != "W+4.5" {
			t.Errorf("%s: result %s, want W+4.5", n, r)
		}
		if m := s.Margin(); m != -4.5 {
			t.Errorf("%s: margin %v, want -4.5", n, m)
		}
	}
	// The dame and the seki eyes, point by point.
	b := NewBoard(d.g)
	for _, q := range d.black {
		b.Setup(geom.Black, q)
	}
	for _, q := range d.white {
		b.Setup(geom.White, q)
	}
	bs, ws := b.Stones(geom.Black), b.Stones(geom.White)
	rb, rw := areacount.Reach(d.g, &bs, &ws)
	for _, v := range []string{"H9", "J8", "E3", "F3", "G3"} {
		p := mustPt(t, d.g, v)
		if !rb.Has(p) || !rw.Has(p) {
			t.Errorf("dame %s not reached by both colours", v)
		}
	}
	for _, v := range []string{"F9", "J6"} {
		p := mustPt(t, d.g, v)
		if rb.Has(p) || !rw.Has(p) {
			t.Errorf("seki eye %s should be White's only", v)
		}
	}
}

func TestRulesP9(t *testing.T) {
	g := geom.MustGet(7, 6)
	for _, tc := range []struct {
		komi float64
		want string
	}{{0.5, "W+0.5"}, {0, "0"}, {-0.5, "B+0.5"}} {
		for _, n := range rules.Names() {
			gm := NewGame(g, rules.MustLookup(n))
			for x := 0; x < 7; x++ {
				gm.Setup(geom.Black, g.Point(x, 2))
				gm.Setup(geom.White, g.Point(x, 3))
			}
			gm.SetToMove(geom.Black)
			gm.SetKomi(tc.komi)
			playAll(t, gm, rtMoves(t, g, "B pass, W pass"))
			if !gm.Over() || gm.NoResult() {
				t.Errorf("%s: over %v no result %v after two passes", n, gm.Over(), gm.NoResult())
			}
			s := gm.Score(nil)
			if s.Black != 21 || s.White != 21 || s.Dame != 0 {
				t.Errorf("%s: area %+v, want 21/21/0", n, s.Area)
			}
			if got := s.Result(); got != tc.want {
				t.Errorf("%s komi %v: result %q, want %q", n, tc.komi, got, tc.want)
			}
		}
	}
}

const diagramP10 = `
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

func TestRulesP10(t *testing.T) {
	d := parseDiagram(t, diagramP10)
	want := map[geom.Colour]map[string]string{ // ko capture -> the stone it takes
		geom.Black: {"F3": "G3"},
		geom.White: {"G5": "G4", "A1": "B1"},
	}
	b := NewBoard(d.g)
	for _, q := range d.black {
		b.Setup(geom.Black, q)
	}
	for _, q := range d.white {
		b.Setup(geom.White, q)
	}
	for _, c := range []geom.Colour{geom.Black, geom.White} {
		got := map[string]string{}
		for _, p := range d.g.Points {
			if b.At(p) != geom.Empty {
				continue
			}
			work := *b
			if work.Play(c, p, false) != Legal {
				continue
			}
			if k := work.KoPoint(c.Opp()); k != geom.Pass {
				got[d.g.Vertex(p)] = d.g.Vertex(k)
			}
		}
		if len(got) != len(want[c]) {
			t.Errorf("%s ko captures %v, want %v", c, got, want[c])
		}
		for mv, taken := range want[c] {
			if got[mv] != taken {
				t.Errorf("%s %s: ko point %q, want %q", c, mv, got[mv], taken)
			}
		}
	}
	// Under every preset, the ko capture is followed by a Ko ban on the
	// immediate recapture and nothing else of the opponent's is affected.
	for _, n := range rules.Names() {
		p := rules.MustLookup(n)
		for c, m := range want {
			for mv, taken := range m {
				gm := d.game(p)
				if c == geom.White {
					playAll(t, gm, rtMoves(t, d.g, "B pass"))
				}
				playAll(t, gm, rtMoves(t, d.g, c.String()+" "+mv))
				wantReason(t, gm, c.Opp(), taken, Ko)
				// After a pass by each side the simple-ko ban is gone; the
				// recapture would recreate the start position (with the
				// same player to move), which superko still forbids.
				playAll(t, gm, rtMoves(t, d.g, c.Opp().String()+" pass, "+c.String()+" pass"))
				after := Legal
				if p.Ko != rules.KoSimple {
					after = Superko
				}
				wantReason(t, gm, c.Opp(), taken, after)
			}
		}
	}
}

// TestRulesP10WhiteFirst is P10 with White moving first from the diagram,
// as its text lists White's ko captures: the start position had White to
// move. After W G5 (takes G4), B pass, W pass, Black's G4 would recreate
// the start with White to move: superko under positional and situational
// superko (RULES.md section 3: "an earlier position with the same player
// to move"), legal under simple ko once the passes lifted the ban. The side
// to move is given by SetToMove (GoGui's gogui-setup_player, SGF PL) or
// only by White playing first.
func TestRulesP10WhiteFirst(t *testing.T) {
	d := parseDiagram(t, diagramP10)
	for _, n := range rules.Names() {
		p := rules.MustLookup(n)
		for _, declared := range []bool{true, false} {
			gm := d.game(p)
			if declared {
				gm.SetToMove(geom.White)
			}
			playAll(t, gm, rtMoves(t, d.g, "W G5"))
			wantReason(t, gm, geom.Black, "G4", Ko)
			playAll(t, gm, rtMoves(t, d.g, "B pass, W pass"))
			want := Superko
			if p.Ko == rules.KoSimple {
				want = Legal
			}
			if r := gm.Check(geom.Black, mustPt(t, d.g, "G4")); r != want {
				t.Errorf("%s (White to move declared %v): B G4 is %q, want %q", n, declared, r.String(), want.String())
			}
		}
	}
}

// TestChineseWording checks the counting examples of RULES.md section 2.
func TestChineseWording(t *testing.T) {
	for _, tc := range []struct {
		black  int
		komi   float64
		result string
		text   string
	}{
		{185, 7.5, "B+1.5", "Black 185 stones, wins by 3/4 stone (B+1.5)"},
		{184, 7.5, "W+0.5", "Black 184 stones, loses by 1/4 stone (W+0.5)"},
		{184, 5.5, "B+1.5", "Black 184 stones, wins by 3/4 stone (B+1.5)"},
		{183, 5.5, "W+0.5", "Black 183 stones, loses by 1/4 stone (W+0.5)"},
	} {
		s := areacount.Score{Area: areacount.Area{Black: tc.black, White: 361 - tc.black, Points: 361}, Komi: tc.komi}
		if got := s.Result(); got != tc.result {
			t.Errorf("Black %d komi %v: %s, want %s", tc.black, tc.komi, got, tc.result)
		}
		if got := s.Chinese(); got != tc.text {
			t.Errorf("Black %d komi %v: %q, want %q", tc.black, tc.komi, got, tc.text)
		}
		// The same count on a 19x19 board filled with stones: the first
		// tc.black points black, the rest white.
		g := geom.MustGet(19, 19)
		gm := NewGame(g, rules.MustLookup("chinese"))
		gm.SetKomi(tc.komi)
		for i, p := range g.Points {
			if i < tc.black {
				gm.Setup(geom.Black, p)
			} else {
				gm.Setup(geom.White, p)
			}
		}
		sc := gm.Score(nil)
		if sc.Black != tc.black || sc.Chinese() != tc.text {
			t.Errorf("board with %d black stones: %+v %q", tc.black, sc.Area, sc.Chinese())
		}
	}
	// Dame split half each: 2 dame on 19x19, Black 184 + 1 = 185 stones.
	s := areacount.Score{Area: areacount.Area{Black: 184, White: 175, Dame: 2, Points: 361}, Komi: 7.5}
	if got, want := s.Chinese(), "Black 185 stones, wins by 3/4 stone (B+1.5)"; got != want {
		t.Errorf("with dame: %q, want %q", got, want)
	}
	// A draw with integer komi.
	s = areacount.Score{Area: areacount.Area{Black: 184, White: 177, Points: 361}, Komi: 7}
	if s.Result() != "0" || !strings.HasSuffix(s.Chinese(), "(0)") {
		t.Errorf("draw: %q %q", s.Result(), s.Chinese())
	}
}

// TestSetupNode checks that consecutive setup stones form one position for
// the ko rules, also across Undo: after undoing the last setup stone, the
// position of the one before it is a position of the game again.
func TestSetupNode(t *testing.T) {
	d := parseDiagram(t, diagramP3)
	last := d.white[len(d.white)-1] // F1, the last setup stone
	for _, p := range presetsWith(rules.KoPositional, false) {
		gm := d.game(p)
		// Undo the last setup stone and put it back: same as before.
		gm.Undo()
		gm.Setup(geom.White, last)
		playAll(t, gm, rtMoves(t, d.g, "B C1, W E1, B D1"))
		wantReason(t, gm, geom.White, "F1", Superko)
	}
	for _, p := range presetsWith(rules.KoSimple, false) {
		gm := d.game(p)
		gm.Undo() // the position without F1, Black to move, is now the start
		// Its key is back on top of the history, with Black to move.
		if top, _ := gm.hist.Top(); top != gm.Board().Hash() {
			t.Errorf("%s: after undoing the last setup stone the position is not recorded", p.Name)
		}
		// Putting F1 back and running P3's cycle twice still ends the game
		// at the third occurrence of the start (move 8).
		gm.Setup(geom.White, last)
		cycle := rtMoves(t, d.g, "B C1, W E1, B D1, W F1")
		for i := 0; i < 8; i++ {
			playAll(t, gm, cycle[i%4:i%4+1])
			if got, want := gm.NoResult(), i == 7; got != want {
				t.Fatalf("%s: after move %d NoResult = %v, want %v", p.Name, i+1, got, want)
			}
		}
	}
}

// TestSideToMoveAfterUndo checks the history keys of the start of P10
// under situational superko (the bare hash with Black to move, the hash
// with the side key with White to move): White moving first from it
// records it with White to move; after that move is undone, Black moving
// from it records it with Black to move again.
func TestSideToMoveAfterUndo(t *testing.T) {
	d := parseDiagram(t, diagramP10)
	gm := d.game(rules.MustLookup("aga"))
	start := gm.Board().Hash()
	before := func() uint64 { return gm.hist.At(gm.hist.Len() - 2) }
	playAll(t, gm, rtMoves(t, d.g, "W G5"))
	if before() != start^zobrist.WhiteToMove() {
		t.Error("after W G5 the start is not recorded with White to move")
	}
	gm.Undo()
	playAll(t, gm, rtMoves(t, d.g, "B pass"))
	if before() != start {
		t.Error("after undo and B pass the start is not recorded with Black to move")
	}
}

// TestPassesMakeNoCycle: passes alone repeat the board with the same
// player to move every second pass, but that is the end of play (two
// passes, RULES.md Art. 7), not a full-board cycle of play (section 3:
// triple ko, eternal life, ...): under simple ko, six passes after a move
// (a game resumed after two passes and passed out again, or a client that
// sends extra passes) end the game normally, with a result.
func TestPassesMakeNoCycle(t *testing.T) {
	g := geom.MustGet(9, 9)
	for _, p := range presetsWith(rules.KoSimple, false) {
		gm := NewGame(g, p)
		playAll(t, gm, rtMoves(t, g, "B E5, W pass, B pass, W pass, B pass, W pass, B pass"))
		if gm.NoResult() || !gm.Over() {
			t.Errorf("%s: six passes: no result %v, over %v; want a normal end", p.Name, gm.NoResult(), gm.Over())
		}
	}
}
