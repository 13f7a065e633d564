package gtpengine

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/gtp-referee/gtp-referee/geom"
)

// TestStaleTimeLeft: a time_left that is not sent again before the next
// genmove (GTP does not require one every move) ages by the time the
// engine has spent since. With 10 s of sudden death left at the start and
// 9 s of it spent, a move may take a thirtieth of the 1 s left (the
// budget spreads main time over at least 30 moves), not of the 10 s the
// stale time_left says; once it is all gone, only the sudden-death floor
// of 2 ms. In a Canadian block of 10 s for 5 stones, 9.5 s and four stones
// later the last stone has half of 0.5 s (a share under 2 s keeps half
// for the lag); after the fifth stone a fresh
// block begins. With no time_left at all, the engine's own account spreads
// nine tenths of the main time (it counts its thinking time only).
func TestStaleTimeLeft(t *testing.T) {
	ctx := context.Background()
	e, err := New(Options{Seed: 1, Width: 9, Height: 9})
	if err != nil {
		t.Fatal(err)
	}
	run := func(cmd string) {
		t.Helper()
		f := strings.Fields(cmd)
		var err error
		switch f[0] {
		case "time_settings":
			_, err = e.cmdTimeSettings(ctx, f[1:])
		case "kgs-time_settings":
			_, err = e.cmdKGSTimeSettings(ctx, f[1:])
		case "time_left":
			_, err = e.cmdTimeLeft(ctx, f[1:])
		}
		if err != nil {
			t.Fatalf("%s: %v", cmd, err)
		}
	}
	check := func(what string, spent time.Duration, moved int, want time.Duration) {
		t.Helper()
		e.spent[0], e.moved[0] = spent, moved
		if _, got := e.budget(geom.Black); got != want {
			t.Errorf("%s: budget %v, want %v", what, got, want)
		}
	}
	run("time_settings 10 0 0")
	run("time_left b 10 0")
	check("fresh time_left", 0, 0, 10*time.Second/30)
	check("9 s spent since", 9*time.Second, 27, time.Second/30)
	check("all spent since", 10*time.Second, 30, 2*time.Millisecond)

	// Without time_left the engine's own account keeps a tenth of the
	// main time back: 9 s of 10 to spread, 0.5 s of them left after 8.5 s.
	run("time_settings 10 0 0")
	check("own account", 8500*time.Millisecond, 25, 500*time.Millisecond/30)

	run("kgs-time_settings canadian 0 10 5")
	run("time_left b 10 5")
	check("fresh block", 0, 0, DefaultMoveTime)
	check("last stone of the block", 9500*time.Millisecond, 4, 250*time.Millisecond)
	check("a fresh block", 9900*time.Millisecond, 5, DefaultMoveTime)
}

// TestTimeLeftWithoutSettings: a time_left is the clock's own word on the
// time left, even when no time_settings came before it (a server or bridge
// may send only time_left). A move must then fit in it: with time_left b 1
// 0 (one second for the rest of the game) or time_left b 1 1 (one second
// for one stone), genmove may not think the configured 3 s, nor even the
// whole second. The bound checked is the time left itself; the budget is a
// small share of it.
func TestTimeLeftWithoutSettings(t *testing.T) {
	ctx := context.Background()
	for _, left := range [][]string{{"b", "1", "0"}, {"b", "1", "1"}, {"black", "2", "0"}} {
		e, err := New(Options{Seed: 1, Width: 9, Height: 9, MoveTime: 3 * time.Second})
		if err != nil {
			t.Fatal(err)
		}
		if _, err := e.cmdTimeLeft(ctx, left); err != nil {
			t.Fatal(err)
		}
		secs := time.Second
		if left[1] == "2" {
			secs = 2 * time.Second
		}
		if n, d := e.budget(geom.Black); n != 0 || d >= secs {
			t.Errorf("time_left %v: budget %d playouts, %v; want under %v", left, n, d, secs)
		}
		start := time.Now()
		if _, err := e.cmdGenmove(ctx, []string{"b"}); err != nil {
			t.Fatal(err)
		}
		if took := time.Since(start); took >= secs {
			t.Errorf("time_left %v: genmove took %v", left, took)
		}
	}
}

// TestByoyomiWithoutPeriods: kgs-time_settings byoyomi M T 0 has no
// period: the player loses when the last period is used up (RULES.md
// section 6), so with none when the main time M is, as in absolute time.
// A move may not take 80% of the period it does not have: with time_left b
// 1 0 (one second for the rest of the game) the budget must stay under
// that second, and with the main time spent by the engine's own account
// (no time_left) only the sudden-death floor is left. It was 3 s, the
// MoveTime, both times (80% of 30 s, cut to MoveTime). Periods of no
// length (byoyomi 60 0 5) are the same.
func TestByoyomiWithoutPeriods(t *testing.T) {
	ctx := context.Background()
	for _, settings := range [][]string{{"byoyomi", "60", "30", "0"}, {"byoyomi", "60", "0", "5"}} {
		e, err := New(Options{Seed: 1, Width: 9, Height: 9, MoveTime: 3 * time.Second})
		if err != nil {
			t.Fatal(err)
		}
		if _, err := e.cmdKGSTimeSettings(ctx, settings); err != nil {
			t.Fatal(err)
		}
		e.spent[0] = 61 * time.Second
		if _, d := e.budget(geom.Black); d > 20*time.Millisecond {
			t.Errorf("%v, the main time spent: budget %v, want the sudden-death floor", settings, d)
		}
		if _, err := e.cmdTimeLeft(ctx, []string{"b", "1", "0"}); err != nil {
			t.Fatal(err)
		}
		if _, d := e.budget(geom.Black); d >= time.Second {
			t.Errorf("%v, time_left b 1 0: budget %v, want under the 1 s left", settings, d)
		}
	}
}

// TestRegGenmoveLeavesTheClock: reg_genmove generates a move without
// playing it, and GTP 2 gives it no effect ("effects: none"): the engine's
// own account of its thinking time, which the budget spreads the main time
// by when no time_left comes, stays as it was; genmove's thinking is
// charged.
func TestRegGenmoveLeavesTheClock(t *testing.T) {
	ctx := context.Background()
	e, err := New(Options{Seed: 1, Width: 9, Height: 9, MovePlayouts: 300})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := e.cmdTimeSettings(ctx, []string{"600", "0", "0"}); err != nil {
		t.Fatal(err)
	}
	for i := 0; i < 3; i++ {
		if _, err := e.cmdRegGenmove(ctx, []string{"b"}); err != nil {
			t.Fatal(err)
		}
	}
	if e.spent[0] != 0 || e.moved[0] != 0 {
		t.Errorf("after three reg_genmove: spent %v over %d moves, want none", e.spent[0], e.moved[0])
	}
	if _, err := e.cmdGenmove(ctx, []string{"b"}); err != nil {
		t.Fatal(err)
	}
	if e.spent[0] == 0 || e.moved[0] != 1 {
		t.Errorf("after genmove: spent %v over %d moves, want one move charged", e.spent[0], e.moved[0])
	}
}

// TestByoyomiLagBuffer: a move in byo-yomi must reach the server before
// the period ends, through kgsGtp or gtp2ogs and the network. We thought
// 80% of the period (kgs-time_settings byoyomi 0 1 1; time_left w 1 1:
// 800 ms of a 1 s period, answered in 802 ms, 0.2 s left for the way),
// and wasted a fifth of a long one (24 s of 30). KataGo keeps a lag buffer
// of 1 s (its gtp config: "lagBuffer = 1.0", seconds to buffer for lag for
// GTP time controls); we keep the same second, but at most half of a share
// under 2 s. By hand: 1 s period: 1 s - 0.5 s = 500 ms; 2 s: 2 s - 1 s; 10 s:
// 9 s; 30 s: 29 s; Canadian 300 s for 25 stones: a 12 s share, 11 s.
func TestByoyomiLagBuffer(t *testing.T) {
	ctx := context.Background()
	for _, c := range []struct {
		settings, left []string
		want           time.Duration
	}{
		{[]string{"byoyomi", "0", "1", "1"}, []string{"w", "1", "1"}, 500 * time.Millisecond},
		{[]string{"byoyomi", "0", "2", "5"}, []string{"w", "2", "5"}, time.Second},
		{[]string{"byoyomi", "0", "10", "3"}, []string{"w", "10", "3"}, 9 * time.Second},
		{[]string{"byoyomi", "600", "30", "5"}, []string{"w", "30", "5"}, 29 * time.Second},
		{[]string{"canadian", "0", "300", "25"}, []string{"w", "300", "25"}, 11 * time.Second},
	} {
		e, err := New(Options{Seed: 1, Width: 9, Height: 9, MoveTime: time.Minute})
		if err != nil {
			t.Fatal(err)
		}
		if _, err := e.cmdKGSTimeSettings(ctx, c.settings); err != nil {
			t.Fatal(err)
		}
		if _, err := e.cmdTimeLeft(ctx, c.left); err != nil {
			t.Fatal(err)
		}
		if _, got := e.budget(geom.White); got != c.want {
			t.Errorf("kgs-time_settings %v, time_left %v: budget %v, want %v", c.settings, c.left, got, c.want)
		}
	}
}
