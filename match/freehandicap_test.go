package match

import (
	"context"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/gtp-referee/gtp-referee/rules"
)

// listingEngine is a scriptedEngine that lists the commands of known and
// logs every command it gets.
type listingEngine struct {
	scriptedEngine
	known map[string]bool
	mu    sync.Mutex
	log   []string
}

func (e *listingEngine) Send(ctx context.Context, d time.Duration, cmd string, args ...string) (string, error) {
	e.mu.Lock()
	e.log = append(e.log, strings.Join(append([]string{cmd}, args...), " "))
	e.mu.Unlock()
	return e.scriptedEngine.Send(ctx, d, cmd, args...)
}

func (e *listingEngine) Known(cmd string) bool { return e.known[cmd] }

// TestFreeHandicapResync: under --illegal penalty a void move has the
// offender's engine cleared (clear_board) and given the position again;
// the handicap stones its own place_free_handicap placed are part of that
// position, so after clear_board it gets them back (GTP 2 section 6.3.2:
// clear_board empties the board; set_free_handicap puts the stones
// there), the ones it placed (D5 E5 F5), not GTP's fixed three (C3 G7
// C7). Black's engine places three stones on 9x9, then answers genmove
// with D5, its own stone (occupied: void, a warning), then passes; White
// passes. Both passes end the game: Black's three stones reach all 81
// points, less komi 0.5 and 3 points of compensation (chinese-1988,
// RULES.md section 2): B+77.5.
func TestFreeHandicapResync(t *testing.T) {
	black := &listingEngine{known: map[string]bool{"place_free_handicap": true, "set_free_handicap": true}}
	moves := 0
	black.move = func(context.Context) string {
		moves++
		if moves == 1 {
			return "D5"
		}
		return "pass"
	}
	black.other = func(_ context.Context, cmd string, _ []string) string {
		if cmd == "place_free_handicap" {
			return "D5 E5 F5"
		}
		return ""
	}
	white := &listingEngine{scriptedEngine: scriptedEngine{move: func(context.Context) string { return "pass" }},
		known: map[string]bool{"set_free_handicap": true}}
	start := func(_ context.Context, argv []string) (Engine, error) {
		if argv[0] == "white" {
			return white, nil
		}
		return black, nil
	}
	cfg := Config{Black: []string{"black"}, White: []string{"white"}, BlackCmd: "black", WhiteCmd: "white",
		Games: 1, Size: 9, Rules: rules.MustLookup("chinese-1988"), Komi: 0.5, Handicap: 3, FreeHandicap: true,
		Illegal: Penalty, Out: t.TempDir(), Start: start}
	r := runOneGame(t, cfg)
	if r.Result != "B+77.5" || r.Reason != "score" {
		t.Errorf("%s (%s): %s %q", r.Result, r.Reason, r.Detail, r.Events)
	}
	log := strings.Join(black.log, "\n")
	i := strings.Index(log, "clear_board\nset_free_handicap D5 E5 F5\nplay white pass")
	if !strings.Contains(log, "place_free_handicap 3") || i < 0 || strings.Count(log, "set_free_handicap") != 1 {
		t.Errorf("black's commands:\n%s", log)
	}
	if w := strings.Join(white.log, "\n"); !strings.Contains(w, "set_free_handicap D5 E5 F5") || strings.Contains(w, "place_free_handicap") {
		t.Errorf("white's commands:\n%s", w)
	}
}

// TestFreeHandicapOneStoneMessage: a place_free_handicap reply of one
// vertex ("D5") to "place_free_handicap 3" is malformed (GTP 2 section
// 4.1.2: at least two stones); the message counts the stones it got, one
// stone, in the singular ("1 stone", not "1 stones").
func TestFreeHandicapOneStoneMessage(t *testing.T) {
	black := &listingEngine{known: map[string]bool{"place_free_handicap": true}}
	black.move = func(context.Context) string { return "pass" }
	black.other = func(_ context.Context, cmd string, _ []string) string {
		if cmd == "place_free_handicap" {
			return "D5"
		}
		return ""
	}
	white := &listingEngine{scriptedEngine: scriptedEngine{move: func(context.Context) string { return "pass" }}}
	start := func(_ context.Context, argv []string) (Engine, error) {
		if argv[0] == "white" {
			return white, nil
		}
		return black, nil
	}
	cfg := Config{Black: []string{"black"}, White: []string{"white"}, BlackCmd: "black", WhiteCmd: "white",
		Games: 1, Size: 9, Rules: rules.MustLookup("chinese-1988"), Komi: 0.5, Handicap: 3, FreeHandicap: true,
		Out: t.TempDir(), Start: start}
	r := runOneGame(t, cfg)
	if !strings.Contains(r.Detail, "1 stone, not 2 to 3") || strings.Contains(r.Detail, "1 stones") {
		t.Errorf("%s (%s): detail %q, want it to say \"1 stone, not 2 to 3\"", r.Result, r.Reason, r.Detail)
	}
}
