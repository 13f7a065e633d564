package match

import (
	"context"
	"os"
	"path/filepath"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/gtp-referee/gtp-referee/match/results"
	"github.com/gtp-referee/gtp-referee/match/stats"
	"github.com/gtp-referee/gtp-referee/rules"
)

// scriptedEngine is an in-process Engine for the runner's tests: it
// answers every command but genmove with an empty success, and genmove
// with what its move function says (which may wait); a command whose
// context ends fails with the context's error, as gtp.Client's does.
type scriptedEngine struct {
	move func(ctx context.Context) string
	// other, if set, answers the other commands but name and version.
	other func(ctx context.Context, cmd string, args []string) string
}

func (e *scriptedEngine) Send(ctx context.Context, _ time.Duration, cmd string, args ...string) (string, error) {
	reply := ""
	switch cmd {
	case "name":
		reply = "scripted"
	case "version":
		reply = "1"
	case "genmove":
		reply = e.move(ctx)
	default:
		if e.other != nil {
			reply = e.other(ctx, cmd, args)
		}
	}
	return reply, ctx.Err()
}

func (e *scriptedEngine) Known(string) bool { return false }
func (e *scriptedEngine) Close() error      { return nil }
func (e *scriptedEngine) Kill() error       { return nil }

// TestParallelSPRTVerdictOfTheRecords: with --parallel the games finish out
// of order, and the SPRT's verdict is that of the games in results.jsonl
// (README: the match stops "when the sequential test ... decides"; the
// test is on the games played). Two games run at once. In one, the
// --black program's first engine plays C3 and White resigns: a win, which
// alone crosses H1's bound of SPRT -200,200 at alpha = beta = 0.25 (hand
// count from the package's formula: n = 1, s = 1, variance with a win and
// a loss added 2/3 - 4/9 = 2/9, s1 - s0 = 0.5195: LLR = 0.5195 / (4/9) =
// 1.169 >= log(3) = 1.099). In the other, the --black program's second
// engine thinks until 2 s after that game is recorded, then resigns. The runner took
// the verdict once, when the first record crossed the bound, let the other
// game play on to its loss (one win and one loss: LLR 0, no decision),
// recorded it, and still said "H1 accepted", stopping with games left.
// Now the decision stops the game in progress, which is recorded
// unfinished with no result (RE[Void], charged to no one), and the verdict
// of the records is the decision.
func TestParallelSPRTVerdictOfTheRecords(t *testing.T) {
	out := t.TempDir()
	jsonl := filepath.Join(out, RecordsFile)
	var blacks atomic.Int32
	// The first game's Black plays only once the other game's Black is
	// thinking, so that the decision always finds a game in progress
	// (on a loaded machine the second game could begin after it, and
	// the match then recorded one game, rightly).
	thinking := make(chan struct{})
	var once sync.Once
	start := func(_ context.Context, argv []string) (Engine, error) {
		if argv[0] == "white" {
			return &scriptedEngine{move: func(context.Context) string { return "resign" }}, nil
		}
		if blacks.Add(1) == 1 {
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
			// Think until stopped, or resign 2 s after a game is in
			// results.jsonl.
			for ctx.Err() == nil {
				if st, err := os.Stat(jsonl); err == nil && st.Size() > 0 && time.Since(st.ModTime()) > 2*time.Second {
					break
				}
				time.Sleep(5 * time.Millisecond)
			}
			return "resign"
		}}, nil
	}
	sprt := stats.SPRT{Elo0: -200, Elo1: 200, Alpha: 0.25, Beta: 0.25}
	cfg := Config{Black: []string{"black"}, White: []string{"white"}, BlackCmd: "black", WhiteCmd: "white",
		Games: 4, Size: 7, Rules: rules.MustLookup("chinese-1988"), Komi: 5.5, Parallel: 2,
		Out: out, SPRT: &sprt, Start: start}
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	sum, err := Run(ctx, cfg)
	if err != nil {
		t.Fatal(err)
	}
	store, recs, err := results.OpenStore(jsonl)
	if err != nil {
		t.Fatal(err)
	}
	store.Close()
	var wdl stats.WDL
	for _, r := range recs {
		wdl = wdl.Add(outcome(&r))
	}
	llr, d := sprt.Decide(wdl)
	if sum.Decision != d || (d == stats.Continue) != (sum.Stopped == "") {
		t.Errorf("summary: decision %v, stopped %q; results.jsonl holds %+v: LLR %.3f, %v", sum.Decision, sum.Stopped, wdl, llr, d)
	}
	if d == stats.Continue && len(recs) != cfg.Games {
		t.Errorf("undecided on its %d records (%+v), the match stopped before its %d games", len(recs), wdl, cfg.Games)
	}
	if len(recs) != 2 || d != stats.AcceptH1 {
		t.Fatalf("%d records, %v; want the win and the stopped game, H1 accepted", len(recs), d)
	}
	for _, r := range recs {
		if r.Result == "B+R" {
			continue
		}
		if r.Result != "Void" || r.Reason != "stopped" || r.Charged != "" || r.Err || len(r.Killed)+len(r.Crashed) != 0 {
			t.Errorf("game %d: %s (%s) charged %q err %v killed %q crashed %q: %s; want Void, stopped, no fault",
				r.Game, r.Result, r.Reason, r.Charged, r.Err, r.Killed, r.Crashed, r.Detail)
		}
	}
}

// TestSPRTStartsNoGameOnceDecided: once the records cross a bound, no
// game is begun; the games already running are stopped (or, ended
// already, recorded with their result), and the verdict is that of all
// the records. The --black program wins
// every game (White resigns), the first record crosses H1 (as in
// TestParallelSPRTVerdictOfTheRecords), so at most the two games begun
// with it are played. The feeder offered the next game to a worker
// whichever way the select between the offer and the stop went, and a
// game could begin after the decision.
func TestSPRTStartsNoGameOnceDecided(t *testing.T) {
	for range 100 {
		out := t.TempDir()
		start := func(_ context.Context, argv []string) (Engine, error) {
			if argv[0] == "white" {
				return &scriptedEngine{move: func(context.Context) string { return "resign" }}, nil
			}
			return &scriptedEngine{move: func(context.Context) string { return "C3" }}, nil
		}
		sprt := stats.SPRT{Elo0: -200, Elo1: 200, Alpha: 0.25, Beta: 0.25}
		cfg := Config{Black: []string{"black"}, White: []string{"white"}, BlackCmd: "black", WhiteCmd: "white",
			Games: 20, Size: 7, Rules: rules.MustLookup("chinese-1988"), Komi: 5.5, Parallel: 2,
			Out: out, SPRT: &sprt, Start: start}
		sum, err := Run(context.Background(), cfg)
		if err != nil {
			t.Fatal(err)
		}
		if n := len(sum.Records); n > 2 || sum.Decision != stats.AcceptH1 {
			t.Fatalf("%d games recorded, decision %v; want at most the 2 begun before the first record's H1", n, sum.Decision)
		}
	}
}

// TestSPRTDecidedOnTheLastGame: a match whose last game's record crosses a
// bound has played every game: the verdict is reported, but it did not stop
// early. The summary said "stopped early: SPRT: H1 accepted" for a
// one-game match that the SPRT decided (hand count of
// TestParallelSPRTVerdictOfTheRecords: one win crosses H1), as for one it
// cut short; a match it cuts short says how many games it left.
func TestSPRTDecidedOnTheLastGame(t *testing.T) {
	start := func(_ context.Context, argv []string) (Engine, error) {
		if argv[0] == "white" {
			return &scriptedEngine{move: func(context.Context) string { return "resign" }}, nil
		}
		return &scriptedEngine{move: func(context.Context) string { return "C3" }}, nil
	}
	sprt := stats.SPRT{Elo0: -200, Elo1: 200, Alpha: 0.25, Beta: 0.25}
	for _, c := range []struct {
		games   int
		stopped string
	}{{1, ""}, {3, "SPRT: H1 accepted; 2 of 3 games not played"}} {
		cfg := Config{Black: []string{"black"}, White: []string{"white"}, BlackCmd: "black", WhiteCmd: "white",
			Games: c.games, Size: 7, Rules: rules.MustLookup("chinese-1988"), Komi: 5.5,
			Out: t.TempDir(), SPRT: &sprt, Start: start}
		sum, err := Run(context.Background(), cfg)
		if err != nil {
			t.Fatal(err)
		}
		if sum.Decision != stats.AcceptH1 || sum.Stopped != c.stopped || len(sum.Records) != 1 {
			t.Errorf("%d games: decision %v, stopped %q, %d records; want H1 accepted, stopped %q, 1 record",
				c.games, sum.Decision, sum.Stopped, len(sum.Records), c.stopped)
		}
	}
}

// TestSPRTKeepsTheResultOfAnEndedGame: the decision stops the games in
// progress, but a game whose play had ended is recorded as what it is, a
// game with its result. Two games at once: in one both players pass and
// the count (W+5.5 on the empty board: komi 5.5, no stone) is made, and
// Black's engine is then slow to answer final_score; the other game is a
// win for the --black program, recorded meanwhile, which alone crosses H1
// (hand count in TestParallelSPRTVerdictOfTheRecords). The counted game
// must be recorded with its result (a loss for the --black program, which
// takes the records back to no decision: one win, one loss), not dropped
// as a game interrupted by Ctrl-C is, which left the match without it.
func TestSPRTKeepsTheResultOfAnEndedGame(t *testing.T) {
	var passer atomic.Bool
	inFinal := make(chan struct{})
	var once sync.Once
	start := func(_ context.Context, argv []string) (Engine, error) {
		var mu sync.Mutex
		last := ""
		other := func(ctx context.Context, cmd string, args []string) string {
			switch cmd {
			case "play":
				mu.Lock()
				last = args[len(args)-1]
				mu.Unlock()
			case "final_score":
				once.Do(func() { close(inFinal) })
				// Slow: 3 s, or until stopped.
				select {
				case <-ctx.Done():
				case <-time.After(3 * time.Second):
				}
				return "W+5.5"
			}
			return ""
		}
		if argv[0] == "white" {
			return &scriptedEngine{other: other, move: func(context.Context) string {
				mu.Lock()
				defer mu.Unlock()
				if last == "pass" {
					return "pass"
				}
				return "resign"
			}}, nil
		}
		return &scriptedEngine{other: other, move: func(ctx context.Context) string {
			if passer.CompareAndSwap(false, true) {
				return "pass"
			}
			select {
			case <-inFinal:
			case <-ctx.Done():
			}
			return "C3"
		}}, nil
	}
	sprt := stats.SPRT{Elo0: -200, Elo1: 200, Alpha: 0.25, Beta: 0.25}
	cfg := Config{Black: []string{"black"}, White: []string{"white"}, BlackCmd: "black", WhiteCmd: "white",
		Games: 2, Size: 7, Rules: rules.MustLookup("chinese-1988"), Komi: 5.5, Parallel: 2,
		Out: t.TempDir(), SPRT: &sprt, Start: start}
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	sum, err := Run(ctx, cfg)
	if err != nil {
		t.Fatal(err)
	}
	got := map[string]bool{}
	for _, r := range sum.Records {
		got[r.Result] = true
	}
	if len(sum.Records) != 2 || !got["W+5.5"] || !got["B+R"] || sum.Decision != stats.Continue || sum.Stopped != "" {
		t.Errorf("%d records %v, decision %v, stopped %q; want the count W+5.5 and the win B+R, no decision",
			len(sum.Records), got, sum.Decision, sum.Stopped)
	}
}
