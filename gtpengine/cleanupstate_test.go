package gtpengine

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"github.com/gtp-referee/gtp-referee/geom"
)

// TestCleanupForgetsUndoneGame: the stones a kgs-genmove_cleanup judged
// dead, kept for a later cleanup move whose own judgment the clock cuts
// short, belong to the game they were judged in. Here Black's cleanup
// judges White's A3 B3 B2 B1 dead (TestCleanupAfterOpponentPass's
// position), then every move is taken back (gg-undo, as a client going
// back to the start of its game tree does) and a new game begins with
// Black's free handicap on A3 and B3, White to move. Nothing on that board
// is dead (GNU Go 3.8's final_status_list dead answers nothing there), so
// White's cleanup move, its judgment cut short, has no target and keeps
// the search's move. The old set survived the undo, and White's cleanup
// went after Black's handicap stones on its old points.
func TestCleanupForgetsUndoneGame(t *testing.T) {
	e, err := New(Options{Seed: 1, MovePlayouts: 1500})
	if err != nil {
		t.Fatal(err)
	}
	commands := map[string]func(context.Context, []string) (string, error){
		"boardsize": e.cmdBoardsize, "clear_board": e.cmdClearBoard, "komi": e.cmdKomi, "play": e.cmdPlay,
		"kgs-genmove_cleanup": e.cmdGenmoveCleanup, "gg-undo": e.cmdGGUndo, "set_free_handicap": e.cmdSetFreeHandicap,
	}
	ask := func(cmd string) string {
		t.Helper()
		f := strings.Fields(cmd)
		out, err := commands[f[0]](context.Background(), f[1:])
		if err != nil {
			t.Fatalf("%s: %v", cmd, err)
		}
		return out
	}
	for _, cmd := range []string{"boardsize 9", "clear_board", "komi 6.5"} {
		ask(cmd)
	}
	for y := 1; y <= 9; y++ {
		ask("play black e" + string(rune('0'+y)))
		ask("play white f" + string(rune('0'+y)))
	}
	for _, v := range []string{"a3", "b3", "b2", "b1"} {
		ask("play white " + v)
	}
	ask("play black pass")
	ask("play white pass")
	ask("kgs-genmove_cleanup black")
	ask(fmt.Sprintf("gg-undo %d", len(e.game.Moves())))
	ask("set_free_handicap a3 b3")
	cut, cancel := context.WithCancel(context.Background())
	cancel()
	p := e.game.Geometry().Point(4, 4) // E5
	if q, ok := e.cleanupMove(cut, geom.White, p); ok || q != p {
		t.Errorf("White's cleanup move with its judgment cut short: %s (changed %v), want E5 unchanged: no stone on the board was judged dead", e.vertex(q), ok)
	}
}
