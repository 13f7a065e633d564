package gtpengine

import (
	"context"
	"fmt"
	"math/rand/v2"
	"os/exec"
	"slices"
	"strings"
	"testing"

	"github.com/gtp-referee/gtp-referee/geom"
	"github.com/gtp-referee/gtp-referee/gtp"
	"github.com/gtp-referee/gtp-referee/rules"
)

// TestJudgmentKeyPrisoners: the cached judgment and its score belong to
// the whole position, prisoners included. On 5x5 under the japanese preset
// (territory plus prisoners, komi 6.5), B B1, W A1, B A2 (taking A1) and
// B B1, W pass, B A2 reach the same stones in as many moves with the same
// last move; only the prisoners differ. Hand count: Black's two stones
// surround the other 23 points, so Black has 23 territory, plus 1 prisoner
// after the capture: B+17.5 (23+1-6.5), and B+16.5 (23-6.5) without it.
// A GUI that undoes the capture and reaches the position again by the pass
// (GoGui syncs with undo) got the first count again, the cache keyed on
// the stones alone.
func TestJudgmentKeyPrisoners(t *testing.T) {
	s := startSession(t, Options{Rules: "japanese", Playouts: 200})
	s.ask(t, "boardsize 5")
	for _, m := range []string{"play b b1", "play w a1", "play b a2"} {
		s.ask(t, m)
	}
	if got := s.ask(t, "final_score"); got != "B+17.5" {
		t.Fatalf("after the capture: final_score %s, want B+17.5", got)
	}
	s.ask(t, "gg-undo 2")
	s.ask(t, "play w pass")
	s.ask(t, "play b a2")
	if got := s.ask(t, "captures black"); got != "0" {
		t.Fatalf("captures black %s, want 0", got)
	}
	for _, cmd := range []string{"final_score", "gogui-rules_final_result"} {
		if got := s.ask(t, cmd); got != "B+16.5" && got != "Black 23 territory + 0 prisoners, White 0 + 0, komi 6.5 (B+16.5)" {
			t.Errorf("without the capture: %s %q, want B+16.5", cmd, got)
		}
	}
}

// TestRulesLegalMovesDifferential is GoGui's contract with a rules
// program (CLIENTS.md sections 2 and 4): an empty gogui-rules_legal_moves
// ends the game, so the list must hold exactly the moves play accepts. In
// random games on boards from 2x2 to 5x5, where ko fights and whole-board
// cycles are frequent, under every preset, with passes, handicap stones,
// setup stones (gogui-setup; GNU Go is left out of those games),
// a declared player to move, undo and gg-undo: at every position, play of
// the side to move is tried at every point (and taken back), and the
// points it accepts, with pass, must be the list; the list is empty only
// after two passes (or, under simple ko, a cycle that voids the game), and
// the side to move is the colour after the last move, White after the
// handicap, the colour declared by gogui-setup_player, and after an undo
// the colour of the move undone. Where GNU Go 3.8 plays the same rules
// (suicide forbidden: simple ko, or --positional-superko,
// --situational-superko), its all_legal for the side to move must be the
// same list; the presets that allow suicide differ from it on a
// multi-stone suicide that repeats a position, which GNU Go does not check
// for superko (see engine.TestGnugoSuperko).
func TestRulesLegalMovesDifferential(t *testing.T) {
	gnugoOpts := map[string][]string{
		"japanese": {"--simple-ko"}, "korean": {"--simple-ko"}, "chinese": {"--simple-ko"},
		"chinese-1988": {"--positional-superko"}, "chinese-kgs": {"--positional-superko"}, "chinese-ogs": {"--positional-superko"},
		"aga": {"--situational-superko"},
	}
	var gnugo string
	if !testing.Short() {
		for _, p := range []string{"gnugo", "/usr/games/gnugo"} {
			if path, err := exec.LookPath(p); err == nil {
				gnugo = path
				break
			}
		}
	}
	other := func(c string) string { return map[string]string{"black": "white", "white": "black"}[c] }
	ctx := context.Background()
	rng := rand.New(rand.NewPCG(2026, 12))
	positions, probes, compared, ended := 0, 0, 0, 0
	for _, preset := range rules.Names() {
		s := startSession(t, Options{Rules: preset, Playouts: 50})
		var gg *gtp.Client
		if opts, ok := gnugoOpts[preset]; ok && gnugo != "" {
			c, err := gtp.Start(ctx, gnugo, append([]string{"--mode", "gtp", "--level", "0"}, opts...), gtp.ClientOptions{})
			if err != nil {
				t.Fatal(err)
			}
			defer c.Close()
			gg = c
		}
		client := gg
		ggAsk := func(cmd string) string {
			t.Helper()
			f := strings.Fields(cmd)
			r, err := client.Send(ctx, f[0], f[1:]...)
			if err != nil {
				t.Fatalf("GNU Go %s: %v", cmd, err)
			}
			return r
		}
		for game := 0; game < 13; game++ {
			dims := [][2]int{{2, 2}, {3, 3}, {4, 4}, {5, 5}, {3, 5}, {5, 2}}[game%6]
			if game == 12 {
				dims = [2]int{25, 25}
			}
			w, h := dims[0], dims[1]
			g := geom.MustGet(w, h)
			gg := gg // GNU Go plays square boards up to 19x19
			if w != h || w > 19 {
				gg = nil
			}
			var log []string
			both := func(cmd string) {
				t.Helper()
				s.ask(t, cmd)
				if gg != nil {
					ggAsk(cmd)
				}
				log = append(log, cmd)
			}
			s.ask(t, fmt.Sprintf("boardsize %d %d", w, h))
			if gg != nil {
				ggAsk(fmt.Sprintf("boardsize %d", w))
			}
			both("clear_board")
			toMove := []string{"black"} // the side to move after each move of the history
			var moves []string          // the moves played, as "white pass"
			switch {
			case w >= 4 && game%3 == 0:
				both("set_free_handicap A1 " + g.Vertex(g.Point(w-1, h-1)))
				toMove = []string{"white"}
			case game%3 == 1:
				s.ask(t, "gogui-setup_player white")
				log = append(log, "gogui-setup_player white")
				toMove = []string{"white"}
			case game%3 == 2 && w*h > 4:
				// Setup stones, which GNU Go has no command for: a black
				// and a white stone on the board's two middle rows.
				setup := fmt.Sprintf("gogui-setup b %s w %s", g.Vertex(g.Point(0, h/2)), g.Vertex(g.Point(w-1, (h-1)/2)))
				s.ask(t, setup)
				log = append(log, setup)
				gg = nil
			}
			steps := 60
			if w == 25 {
				steps = 8
			}
		play:
			for step := 0; step < steps; step++ {
				side := s.ask(t, "gogui-rules_side_to_move")
				if want := toMove[len(toMove)-1]; side != want {
					t.Fatalf("%s after %v: side to move %s, want %s", preset, log, side, want)
				}
				list := s.ask(t, "gogui-rules_legal_moves")
				listed := strings.Fields(list)
				var accepted []string
				topFirst(g, func(p geom.Point) {
					v := g.Vertex(p)
					probes++
					s.send(t, "play "+side+" "+v)
					if r := s.next(t); s.next(t) != "" || !strings.HasPrefix(r, "=") {
						return
					}
					accepted = append(accepted, v)
					s.ask(t, "undo")
				})
				positions++
				k := len(moves)
				passes := k >= 2 && moves[k-1] == other(moves[k-2][:5])+" pass" && strings.HasSuffix(moves[k-2], " pass")
				if passes && list != "" {
					t.Fatalf("%s after %v: two passes, and the legal moves %s", preset, log, list)
				}
				if list == "" {
					ended++
					if over := s.ask(t, "gogui-rules_final_result"); !passes && !strings.HasPrefix(over, "Void") {
						t.Fatalf("%s after %v: empty legal-move list, the game not ended (%s)", preset, log, over)
					}
				} else {
					accepted = append(accepted, "pass")
					if !slices.Equal(listed, accepted) {
						t.Fatalf("%s after %v: gogui-rules_legal_moves %v, play accepts %v", preset, log, listed, accepted)
					}
					if gg != nil {
						want := strings.Fields(strings.ToUpper(ggAsk("all_legal " + side)))
						got := listed[:len(listed)-1]
						slices.Sort(want)
						slices.Sort(got)
						if !slices.Equal(got, want) {
							t.Fatalf("%s after %v: %s's legal moves %v, GNU Go's %v", preset, log, side, got, want)
						}
						compared++
					}
				}
				switch r := rng.IntN(20); {
				case r < 2 && len(toMove) > 1:
					k := 1 + rng.IntN(min(3, len(toMove)-1))
					s.ask(t, fmt.Sprintf("gg-undo %d", k))
					if gg != nil {
						for range k {
							ggAsk("undo")
						}
					}
					log = append(log, fmt.Sprintf("gg-undo %d", k))
					toMove = toMove[:len(toMove)-k]
					moves = moves[:len(moves)-k]
					continue
				case list == "":
					break play
				}
				mv := "pass"
				if r := rng.IntN(10); r > 0 && len(listed) > 1 {
					mv = listed[rng.IntN(len(listed)-1)]
				}
				both("play " + side + " " + mv)
				toMove = append(toMove, other(side))
				moves = append(moves, side+" "+mv)
			}
		}
	}
	t.Logf("%d positions, %d points tried with play, %d lists compared with GNU Go's, %d games ended", positions, probes, compared, ended)
	if positions < 500 || ended < 10 {
		t.Errorf("only %d positions and %d ended games", positions, ended)
	}
}
