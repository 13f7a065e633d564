package gtpengine

import (
	"context"
	"testing"
	"time"

	"github.com/gtp-referee/gtp-referee/geom"
)

// TestUndoOne: GNU Go 3.8 answers "undo 1" by taking back one move
// (printf 'play b d4\nplay w e5\nundo 1\nmove_history\n' | /usr/games/gnugo
// --mode gtp: "=", "=", "=", "= black D4"); we refused it ("? syntax error:
// usage: undo"). It is undo; "undo 2", which GNU Go also takes back as one
// move, and "undo x" stay refused with the position kept (move_history
// still "black D4"), since their sender asked for something else.
func TestUndoOne(t *testing.T) {
	s := startSession(t, Options{Seed: 1, Width: 9, Height: 9})
	s.ask(t, "play b d4")
	s.ask(t, "play w e5")
	s.ask(t, "undo 1")
	if got := s.ask(t, "move_history"); got != "black D4" {
		t.Errorf("after undo 1: move_history %q, want %q", got, "black D4")
	}
	for _, cmd := range []string{"undo 2", "undo x", "undo 1 1"} {
		if ok, r := s.reply(t, cmd); ok {
			t.Errorf("%s: accepted (%q)", cmd, r)
		}
		if got := s.ask(t, "move_history"); got != "black D4" {
			t.Errorf("after %s: move_history %q, want %q", cmd, got, "black D4")
		}
	}
	s.ask(t, "undo 1")
	if ok, _ := s.reply(t, "undo 1"); ok {
		t.Errorf("undo 1 on an empty history accepted (GNU Go 3.8: ? cannot undo)")
	}
}

// TestTimeLeftNegativeStones: GNU Go 3.8 accepts "time_left b 10 -1"
// (/usr/games/gnugo --mode gtp answers "= "); we refused it ("? syntax
// error: negative stones -1"). Negative stones are no byo-yomi period: the
// clock reads as main time, as "time_left b 10 0" does, whose budget is a
// thirtieth of the 10 s left (the rule TestStaleTimeLeft states: main time
// spread over at least 30 moves).
func TestTimeLeftNegativeStones(t *testing.T) {
	ctx := context.Background()
	e, err := New(Options{Seed: 1, Width: 9, Height: 9})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := e.cmdTimeSettings(ctx, []string{"10", "0", "0"}); err != nil {
		t.Fatal(err)
	}
	if _, err := e.cmdTimeLeft(ctx, []string{"b", "10", "-1"}); err != nil {
		t.Fatalf("time_left b 10 -1: %v", err)
	}
	if _, got := e.budget(geom.Black); got != 10*time.Second/30 {
		t.Errorf("budget %v, want %v", got, 10*time.Second/30)
	}
}
