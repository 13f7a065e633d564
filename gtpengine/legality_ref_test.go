package gtpengine

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/gtp-referee/gtp-referee/geom"
	"github.com/gtp-referee/gtp-referee/internal/legalref"
	"github.com/gtp-referee/gtp-referee/rules"
)

// reply sends cmd and returns whether it succeeded and its text ("=" or
// "?" and spaces trimmed).
func (s *session) reply(t *testing.T, cmd string) (bool, string) {
	t.Helper()
	s.send(t, cmd)
	var lines []string
	for {
		l := s.next(t)
		if l == "" {
			break
		}
		lines = append(lines, l)
	}
	r := strings.Join(lines, "\n")
	return strings.HasPrefix(r, "="), strings.TrimSpace(r[1:])
}

// TestArbiterAgainstReference plays random games through the GTP commands
// of an arbiter (play of either colour, colours repeating as setup stones
// sent as plays, passes, undo, gg-undo, gogui-play_sequence, gogui-setup,
// gogui-setup_player, set_free_handicap, clear_board, kata-set-rules, and
// printsgf then loadsgf of the game) on boards from 2x2 to 6x4 under every
// preset, and compares after every command all_legal of both colours, the
// error text of every refused move (CLIENTS.md section 1: "illegal move"
// then the reason after a colon), what undo may take back and the side to
// move with package legalref, a naive reference written from RULES.md
// sections 3 to 5. Undo stops at the setup stones and handicap that start
// the game (GNU Go's and GoGui's behaviour), giving back the colour to
// move they left.
func TestArbiterAgainstReference(t *testing.T) {
	games := 400
	if testing.Short() {
		games = 80
	}
	rng := rand.New(rand.NewPCG(2026, 12))
	sizes := [][2]int{{2, 2}, {3, 3}, {3, 2}, {2, 3}, {4, 4}, {5, 3}, {5, 5}, {6, 4}, {2, 5}}
	names := rules.Names()
	s := startSession(t, Options{})
	for gi := 0; gi < games; gi++ {
		sz := sizes[gi%len(sizes)]
		w, h := sz[0], sz[1]
		g := geom.MustGet(w, h)
		p := rules.MustLookup(names[gi%len(names)])
		s.ask(t, fmt.Sprintf("rectangular_boardsize %d %d", w, h))
		s.ask(t, "kata-set-rules "+p.Name)
		ref := legalref.New(w, h, p)
		base, baseMove := 0, legalref.Black // what undo may not take back, and the colour to move there
		player := false                     // gogui-setup_player was used: printsgf does not keep every declared colour
		var log []string
		fail := func(format string, args ...any) {
			t.Helper()
			_, b := s.reply(t, "showboard")
			t.Fatalf("%dx%d %s after %s:\n%s\n%s", w, h, p.Name, strings.Join(log, ", "), fmt.Sprintf(format, args...), b)
		}
		colour := func(c int) string { return "bw"[c-1 : c] }
		vertex := func(x, y int) string {
			if x < 0 {
				return "pass"
			}
			return g.Vertex(g.Point(x, y))
		}
		undone := func(n int) {
			for k := 0; k < n; k++ {
				ref.Undo()
			}
			if ref.Moves() == base {
				ref.SetToMove(baseMove)
			}
		}
	steps:
		for step := 0; step < 30+rng.IntN(8*w*h); step++ {
			if _, got := s.reply(t, "gogui-rules_side_to_move"); got != map[int]string{1: "black", 2: "white"}[ref.ToMove()] {
				fail("side to move %s, reference %d", got, ref.ToMove())
			}
			c := ref.ToMove()
			if rng.IntN(8) == 0 {
				c = 3 - c // out of turn
			}
			switch roll := rng.IntN(100); {
			case roll < 8:
				ok, _ := s.reply(t, "undo")
				if want := ref.Moves() > base; ok != want {
					fail("undo %v, want %v", ok, want)
				}
				if ok {
					undone(1)
					log = append(log, "undo")
				}
			case roll < 10:
				n := rng.IntN(4)
				ok, _ := s.reply(t, fmt.Sprintf("gg-undo %d", n))
				if want := ref.Moves()-base >= n; ok != want {
					fail("gg-undo %d %v, want %v", n, ok, want)
				}
				if ok {
					undone(n)
					log = append(log, fmt.Sprintf("gg-undo %d", n))
				}
			case roll < 12:
				// gogui-setup of one or two stones: the reference takes
				// them one by one.
				var args []string
				placed, okRef := 0, true
				for k := 1 + rng.IntN(2); k > 0; k-- {
					x, y, sc := rng.IntN(w), rng.IntN(h), 1+rng.IntN(2)
					args = append(args, colour(sc), vertex(x, y))
					if okRef = okRef && ref.Setup(sc, x, y); okRef {
						placed++
					}
				}
				if !okRef {
					for ; placed > 0; placed-- {
						ref.Undo()
					}
				}
				switch ok, _ := s.reply(t, "gogui-setup "+strings.Join(args, " ")); {
				case ok && !okRef:
					// A chain without liberties after the first stone
					// that the second joins to one with liberties: a
					// setup the reference does not make.
					break steps
				case !ok && okRef:
					fail("gogui-setup %v refused", args)
				case ok:
					base, baseMove = ref.Moves(), ref.ToMove()
					log = append(log, "setup "+strings.Join(args, " "))
				}
			case roll < 14:
				s.ask(t, "gogui-setup_player "+colour(c))
				ref.SetToMove(c)
				if ref.Moves() == base {
					baseMove = c
				}
				player = true
				log = append(log, "player "+colour(c))
			case roll < 15:
				np := rules.MustLookup(names[rng.IntN(len(names))])
				s.ask(t, "kata-set-rules "+np.Name)
				ref.SetRules(np)
				log = append(log, "rules "+np.Name)
			case roll < 17 && strings.Trim(ref.Board(), ".") == "":
				n := 2
				if w*h > 4 {
					n += rng.IntN(2)
				}
				perm := rng.Perm(w * h)[:n]
				var vs []string
				for _, i := range perm {
					vs = append(vs, vertex(i%w, i/w))
				}
				if ok, msg := s.reply(t, "set_free_handicap "+strings.Join(vs, " ")); !ok {
					fail("set_free_handicap %v: %s", vs, msg)
				}
				np := rules.MustLookup(names[0])
				np.Ko, np.SuicideLegal = refRules(t, s)
				ref = legalref.New(w, h, np)
				for _, i := range perm {
					ref.Setup(legalref.Black, i%w, i/w)
				}
				ref.SetToMove(legalref.White)
				base, baseMove, player = ref.Moves(), legalref.White, false
				log = append(log, "handicap "+strings.Join(vs, " "))
			case roll < 18:
				s.ask(t, "clear_board")
				np := rules.MustLookup(names[0])
				np.Ko, np.SuicideLegal = refRules(t, s)
				ref = legalref.New(w, h, np)
				base, baseMove, player = 0, legalref.Black, false
				log = append(log, "clear_board")
			case roll < 20 && !player:
				f := t.TempDir() + "/game.sgf"
				s.ask(t, "printsgf "+f)
				if ok, msg := s.reply(t, "loadsgf "+f); !ok {
					fail("loadsgf: %s", msg)
				}
				// The record says who moved first after the setup.
				if base < ref.Moves() {
					if m, ok := ref.Mover(base); ok {
						baseMove = m
					}
				}
				log = append(log, "printsgf, loadsgf")
			case roll < 24:
				var args []string
				before := ref.Moves()
				want := ""
				col := c
				for k := 1 + rng.IntN(3); k > 0; k-- {
					x, y := rng.IntN(w), rng.IntN(h)
					if rng.IntN(6) == 0 {
						x = -1
					}
					if rng.IntN(5) == 0 {
						col = 3 - col
					}
					args = append(args, colour(col), vertex(x, y))
					if want == "" {
						want = ref.Play(col, x, y)
					}
					col = 3 - col
				}
				ok, msg := s.reply(t, "gogui-play_sequence "+strings.Join(args, " "))
				if ok != (want == "") || !ok && !strings.HasPrefix(msg, "illegal move: "+want+" (") {
					fail("gogui-play_sequence %v: %v %q, reference %q", args, ok, msg, want)
				}
				if !ok {
					// The whole sequence is taken back.
					for ref.Moves() > before {
						ref.Undo()
					}
				}
				log = append(log, fmt.Sprintf("sequence %v %v", args, ok))
			default:
				x, y := rng.IntN(w), rng.IntN(h)
				if roll < 32 {
					x = -1
				}
				v := vertex(x, y)
				want := ref.Play(c, x, y)
				ok, msg := s.reply(t, "play "+colour(c)+" "+v)
				if ok != (want == "") || !ok && msg != "illegal move: "+want {
					fail("play %s %s: %v %q, reference %q", colour(c), v, ok, msg, want)
				}
				if ok {
					log = append(log, colour(c)+" "+v)
				}
			}
			for col := legalref.Black; col <= legalref.White; col++ {
				var want []string
				for y := h - 1; y >= 0; y-- {
					for x := 0; x < w; x++ {
						if _, r := ref.After(col, x, y); r == "" {
							want = append(want, vertex(x, y))
						}
					}
				}
				if _, got := s.reply(t, "all_legal "+colour(col)); got != strings.Join(want, " ") {
					fail("all_legal %s: %q, reference %q", colour(col), got, strings.Join(want, " "))
				}
			}
		}
	}
}

// refRules reads the ko and suicide rules in force from kata-get-rules.
func refRules(t *testing.T, s *session) (rules.Ko, bool) {
	r := s.ask(t, "kata-get-rules")
	k := rules.KoSimple
	switch {
	case strings.Contains(r, `"POSITIONAL"`):
		k = rules.KoPositional
	case strings.Contains(r, `"SITUATIONAL"`):
		k = rules.KoSituational
	}
	return k, strings.Contains(r, `"suicide":true`)
}
