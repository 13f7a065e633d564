package match

import (
	"context"
	"fmt"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/gtp-referee/gtp-referee/rules"
)

// TestBestOf: a best-of-N match (RULES.md section 7's "best-of-N
// matches") stops once its result over the N games is decided, on points
// (RULES.md section 7's scoring: win 2, draw 1, loss 0). The --black
// program plays by a script, one word a game: "win" (C3, then passes:
// White passes too, and the Tromp-Taylor count gives Black the whole 7x7
// board, B+49), "draw" (it passes, White passes: no stone, no point, komi
// 0, a draw) or "loss" (it resigns). By hand, the lead against the games
// left, 2 points a game:
//
//   - best of 5, win win win: 6-0 after 3 games, 2 left could make up 4:
//     decided, games 4 and 5 not played (a majority of the 5 won);
//   - best of 3, win draw loss: 2-0 after 1 (2 left: 4), 3-1 after 2
//     (1 left: 2, a lead of 2 is not more), 3-3 after 3: all played,
//     not decided (a tie over the 3);
//   - best of 4, win win draw loss: 4-0 after 2 (2 left: 4, not more),
//     5-1 after 3 (1 left: 2): decided, game 4 not played (two wins
//     of four are no majority of the games, but 5 of the 8 points are:
//     the other program's 3 at most cannot reach them).
//
// Run again on its directory, a decided match plays nothing more.
func TestBestOf(t *testing.T) {
	for _, c := range []struct {
		games   int
		script  []string
		played  int
		decided bool
		stopped string
	}{
		{5, []string{"win", "win", "win", "win", "win"}, 3, true, "best of 5: decided after 3 games, 6-0 points; 2 of 5 games not played"},
		{3, []string{"win", "draw", "loss"}, 3, false, ""},
		{4, []string{"win", "win", "draw", "loss"}, 3, true, "best of 4: decided after 3 games, 5-1 points; 1 of 4 games not played"},
	} {
		name := fmt.Sprint(c.games, c.script)
		out := t.TempDir()
		var mu sync.Mutex
		game, moved := -1, false
		start := func(_ context.Context, argv []string) (Engine, error) {
			if argv[0] == "white" {
				return &scriptedEngine{move: func(context.Context) string { return "pass" }}, nil
			}
			return &scriptedEngine{
				other: func(_ context.Context, cmd string, _ []string) string {
					if cmd == "clear_board" {
						mu.Lock()
						game, moved = game+1, false
						mu.Unlock()
					}
					return ""
				},
				move: func(context.Context) string {
					mu.Lock()
					defer mu.Unlock()
					switch c.script[game] {
					case "win":
						if !moved {
							moved = true
							return "C3"
						}
						return "pass"
					case "draw":
						return "pass"
					}
					return "resign"
				},
			}, nil
		}
		scoring, err := ParseScoring("tromp-taylor")
		if err != nil {
			t.Fatal(err)
		}
		cfg := Config{Black: []string{"black"}, White: []string{"white"}, BlackCmd: "black", WhiteCmd: "white",
			Games: c.games, Size: 7, Rules: rules.MustLookup("chinese-1988"), Komi: 0, Scoring: scoring,
			Out: out, BestOf: true, Start: start}
		sum, err := Run(context.Background(), cfg)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		var got []string
		for _, r := range sum.Records {
			got = append(got, r.Result)
		}
		if len(sum.Records) != c.played || sum.Decided != c.decided || sum.Stopped != c.stopped {
			t.Errorf("%s: records %v, decided %t, stopped %q; want %d records, decided %t, stopped %q",
				name, got, sum.Decided, sum.Stopped, c.played, c.decided, c.stopped)
		}
		again, err := Run(context.Background(), cfg)
		if err != nil {
			t.Fatalf("%s: resumed: %v", name, err)
		}
		if again.Played != 0 || len(again.Records) != c.played {
			t.Errorf("%s: resumed: %d played, %d records; want none played, %d records", name, again.Played, len(again.Records), c.played)
		}
	}
}

// TestBestOfDropsTheGameInProgress: with --parallel 2, a best-of-3 match
// decided while a game is in progress stops that game and does not record
// it. The first --black engine started plays C3 and White resigns at once
// (a win for the --black program) once the second is thinking; the
// second thinks until stopped. The worker with the first plays two of
// the three games, whichever it takes (the other worker holds the third):
// two wins, 4-0 points with one game left (2 points): decided, so the
// other game is stopped and dropped, where it would otherwise think until
// the test's deadline. (The first engine waited for no one before, and
// on a loaded machine its worker could take games 0 and 1 before the
// other began game 2, which the test's "game 2" refused.)
func TestBestOfDropsTheGameInProgress(t *testing.T) {
	var mu sync.Mutex
	blacks := 0
	thinking := make(chan struct{})
	var once sync.Once
	start := func(_ context.Context, argv []string) (Engine, error) {
		if argv[0] == "white" {
			return &scriptedEngine{move: func(context.Context) string { return "resign" }}, nil
		}
		mu.Lock()
		blacks++
		first := blacks == 1
		mu.Unlock()
		if first {
			return &scriptedEngine{move: func(ctx context.Context) string {
				select {
				case <-thinking:
				case <-ctx.Done():
				}
				return "C3"
			}}, nil
		}
		return &scriptedEngine{move: func(ctx context.Context) string {
			once.Do(func() { close(thinking) })
			<-ctx.Done()
			return ""
		}}, nil
	}
	cfg := Config{Black: []string{"black"}, White: []string{"white"}, BlackCmd: "black", WhiteCmd: "white",
		Games: 3, Size: 7, Rules: rules.MustLookup("chinese-1988"), Komi: 5.5, Parallel: 2,
		Out: t.TempDir(), BestOf: true, Start: start}
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	sum, err := Run(ctx, cfg)
	if err != nil {
		t.Fatal(err)
	}
	var games []string
	for _, r := range sum.Records {
		games = append(games, fmt.Sprint(r.Game, " ", r.Result))
	}
	ok := len(games) == 2 && strings.HasSuffix(games[0], " B+R") && strings.HasSuffix(games[1], " B+R")
	if want := "best of 3: decided after 2 games, 4-0 points; 1 of 3 games not played"; !ok || !sum.Decided || sum.Stopped != want {
		t.Errorf("games %v, decided %t, stopped %q; want two of the three games, both B+R, decided, %q", games, sum.Decided, sum.Stopped, want)
	}
}
