// Package match_test tests the match referee end to end with small fake
// engines (built from ./fakeengine), the built-in engine and GNU Go.
package match_test

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"
	"unicode/utf8"

	"github.com/gtp-referee/gtp-referee/gtp"
	"github.com/gtp-referee/gtp-referee/match"
	"github.com/gtp-referee/gtp-referee/match/clock"
	"github.com/gtp-referee/gtp-referee/match/results"
	"github.com/gtp-referee/gtp-referee/match/stats"
	"github.com/gtp-referee/gtp-referee/rules"
	"github.com/gtp-referee/gtp-referee/sgf"
)

var (
	fakeBin    string // the fake engine
	refereeBin string // gtp-referee
)

func TestMain(m *testing.M) {
	dir, err := os.MkdirTemp("", "matchtest")
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	fakeBin = filepath.Join(dir, "fakeengine")
	refereeBin = filepath.Join(dir, "gtp-referee")
	for _, b := range [][2]string{{fakeBin, "./fakeengine"}, {refereeBin, "../../cmd/gtp-referee"}} {
		out, err := exec.Command("go", "build", "-o", b[0], b[1]).CombinedOutput()
		if err != nil {
			fmt.Fprintf(os.Stderr, "building %s: %v\n%s", b[1], err, out)
			os.Exit(1)
		}
	}
	code := m.Run()
	os.RemoveAll(dir)
	os.Exit(code)
}

// children returns the pids of the live processes whose parent is this test.
func children(t *testing.T) []int {
	t.Helper()
	ents, err := os.ReadDir("/proc")
	if err != nil {
		t.Skip("no /proc")
	}
	me := os.Getpid()
	var out []int
	for _, e := range ents {
		pid, err := strconv.Atoi(e.Name())
		if err != nil {
			continue
		}
		data, err := os.ReadFile(filepath.Join("/proc", e.Name(), "stat"))
		if err != nil {
			continue
		}
		s := string(data)
		i := strings.LastIndexByte(s, ')')
		if i < 0 {
			continue
		}
		f := strings.Fields(s[i+1:])
		if len(f) > 1 {
			if pp, _ := strconv.Atoi(f[1]); pp == me {
				out = append(out, pid)
			}
		}
	}
	return out
}

func checkNoChildren(t *testing.T) {
	t.Helper()
	deadline := time.Now().Add(3 * time.Second)
	for {
		c := children(t)
		if len(c) == 0 {
			return
		}
		if time.Now().After(deadline) {
			t.Errorf("processes left behind: %v", c)
			return
		}
		time.Sleep(50 * time.Millisecond)
	}
}

// fake returns the argument vector of a fake engine with flags.
func fake(flags ...string) []string { return append([]string{fakeBin}, flags...) }

type setup func(*match.Config)

// run plays a match in-process and returns its summary, records by game
// number and the run's error.
func run(t *testing.T, black, white []string, games int, opts ...setup) (*match.Summary, map[int]results.Record, error) {
	t.Helper()
	cfg := match.Config{
		Black: black, White: white, BlackCmd: strings.Join(black, " "), WhiteCmd: strings.Join(white, " "),
		Games: games, Size: 7, Rules: rules.MustLookup("chinese-1988"), Komi: 5.5,
		Out: t.TempDir(), CommandTimeout: 5 * time.Second, Parallel: 1,
	}
	for _, o := range opts {
		o(&cfg)
	}
	cfg.Start = match.GTPStarter(gtp.ClientOptions{}, cfg.StartupTimeout)
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	sum, err := match.Run(ctx, cfg)
	checkNoChildren(t)
	recs := map[int]results.Record{}
	if sum != nil {
		for _, r := range sum.Records {
			recs[r.Game] = r
		}
		// Every record has its SGF, readable by our parser.
		for _, r := range sum.Records {
			data, err := os.ReadFile(filepath.Join(cfg.Out, r.SGF))
			if err != nil {
				t.Fatalf("game %d: %v", r.Game, err)
			}
			col, err := sgf.Parse(data)
			if err != nil {
				t.Fatalf("game %d: sgf: %v", r.Game, err)
			}
			if got := col.Games[0].Result(); got != r.Result {
				t.Errorf("game %d: SGF RE %q, record %q", r.Game, got, r.Result)
			}
			// The record's move count (results.dat's LEN) is the number of
			// move nodes in the SGF, counted here on the text.
			if n := len(sgfMoveRE.FindAll(data, -1)); n != r.Moves {
				t.Errorf("game %d: %d moves in the SGF, record (LEN) %d", r.Game, n, r.Moves)
			}
		}
	}
	return sum, recs, err
}

// sgfMoveRE matches the start of a move property in a node.
var sgfMoveRE = regexp.MustCompile(`;\s*[BW]\[`)

func want(t *testing.T, r results.Record, result, reason, charged, detail string) {
	t.Helper()
	if r.Result != result || r.Reason != reason || r.Charged != charged || !strings.Contains(r.Detail, detail) {
		t.Errorf("game %d: got %s (%s) charged %q: %s; want %s (%s) charged %q containing %q",
			r.Game, r.Result, r.Reason, r.Charged, r.Detail, result, reason, charged, detail)
	}
}

// wantErr checks a record's ERR flag: set for the failures that count
// toward --crash-limit (a crash, a hang past --timeout, a broken protocol),
// not for a loss on time under a clock or an illegal move, which are
// results under the rules that gogui-twogtp -analyze must count (it leaves
// out the rows marked ERR); an audit found them all marked.
func wantErr(t *testing.T, r results.Record, err bool) {
	t.Helper()
	if r.Err != err {
		t.Errorf("game %d (%s, %s): err %v, want %v", r.Game, r.Result, r.Reason, r.Err, err)
	}
}

func once(t *testing.T) string { return filepath.Join(t.TempDir(), "once") }

func TestCrashAtMove(t *testing.T) {
	_, recs, err := run(t, fake("-random", "-fault", "crash", "-at", "3", "-once", once(t)), fake("-random"), 3)
	if err != nil {
		t.Fatal(err)
	}
	if len(recs) != 3 {
		t.Fatalf("%d records, want 3", len(recs))
	}
	want(t, recs[0], "W+F", "crash", "B", "crashed on genmove")
	wantErr(t, recs[0], true)
	if recs[0].ChargedProgram != results.ProgBlack || recs[0].Winner != results.ProgWhite {
		t.Errorf("charged %q winner %q", recs[0].ChargedProgram, recs[0].Winner)
	}
	for _, g := range []int{1, 2} {
		if recs[g].Reason != "score" {
			t.Errorf("game %d after the restart: %s (%s)", g, recs[g].Result, recs[g].Detail)
		}
	}
}

func TestCrashWithAlternation(t *testing.T) {
	// The --black program crashes in game 1, where it plays White.
	_, recs, err := run(t, fake("-name", "Crasher", "-random", "-fault", "crash", "-at", "2"), fake("-random"), 2,
		func(c *match.Config) { c.Alternate = true; c.CrashLimit = 5 })
	if err != nil {
		t.Fatal(err)
	}
	want(t, recs[0], "W+F", "crash", "B", "")
	want(t, recs[1], "B+F", "crash", "W", "")
	for _, g := range []int{0, 1} {
		if recs[g].ChargedProgram != results.ProgBlack || recs[g].Winner != results.ProgWhite {
			t.Errorf("game %d: charged %q winner %q", g, recs[g].ChargedProgram, recs[g].Winner)
		}
	}
	// ERR_MSG names the program, not only the colour, which changes
	// from game to game ("white crashed" was the --black program).
	for g, who := range []string{"black (--black program Crasher) crashed on genmove", "white (--black program Crasher) crashed on genmove"} {
		if !strings.HasPrefix(recs[g].ErrMsg, who) {
			t.Errorf("game %d: ERR_MSG %q, want it to start with %q", g, recs[g].ErrMsg, who)
		}
	}
}

func TestHangOnGenmove(t *testing.T) {
	tc, _ := clock.Parse("2s")
	_, recs, err := run(t, fake("-random"), fake("-random", "-fault", "hang", "-at", "2", "-once", once(t)), 2,
		func(c *match.Config) { c.Time = tc; c.Grace = 100 * time.Millisecond })
	if err != nil {
		t.Fatal(err)
	}
	want(t, recs[0], "B+T", "time", "W", "killed")
	wantErr(t, recs[0], false)
	if recs[1].Reason != "score" {
		t.Errorf("game 1: %s %s", recs[1].Result, recs[1].Detail)
	}
}

// TestHangWithoutClock: without a clock there is no time limit to exceed
// (RULES.md art. 23.5): a genmove unanswered within --timeout is a fault
// of the engine (reason hang), not a loss on time.
func TestHangWithoutClock(t *testing.T) {
	_, recs, err := run(t, fake("-random", "-fault", "hang", "-at", "2"), fake("-random"), 1,
		func(c *match.Config) { c.CommandTimeout = time.Second })
	if err != nil {
		t.Fatal(err)
	}
	want(t, recs[0], "W+F", "hang", "B", "hung on genmove")
	wantErr(t, recs[0], true)
}

// TestHangOutsideTheClock: a command outside the clocked turn (a setup
// command before any clock ran) unanswered within --timeout is a fault
// (X+F, reason hang), even under a clock with all its time left; it was
// recorded as a loss on time.
func TestHangOutsideTheClock(t *testing.T) {
	tc, _ := clock.Parse("10s")
	for _, cmd := range []string{"boardsize", "komi", "time_settings"} {
		t.Run(cmd, func(t *testing.T) {
			_, recs, err := run(t, fake("-random"), fake("-random", "-fault", "hang", "-on", cmd, "-at", "1"), 1,
				func(c *match.Config) { c.Time = tc; c.CommandTimeout = 500 * time.Millisecond })
			if err != nil {
				t.Fatal(err)
			}
			want(t, recs[0], "B+F", "hang", "W", "hung on "+cmd)
			wantErr(t, recs[0], true)
		})
	}
}

func TestOverTime(t *testing.T) {
	tc, _ := clock.Parse("1s")
	_, recs, err := run(t, fake("-random", "-fault", "slow", "-slow", "700ms", "-at", "1"),
		fake("-random", "-fault", "slow", "-slow", "800ms", "-at", "1"), 1,
		func(c *match.Config) { c.Time = tc; c.Grace = 100 * time.Millisecond })
	if err != nil {
		t.Fatal(err)
	}
	// Black used 0.6s of its second; White's 0.7s fits too; then Black's
	// second slow move... only one slow move each: both fit, the game ends
	// normally unless the clock is wrong.
	if recs[0].Reason != "score" {
		t.Errorf("game 0: %s %s", recs[0].Result, recs[0].Detail)
	}
	_, recs, err = run(t, fake("-random", "-fault", "slow", "-slow", "1500ms", "-at", "2"), fake("-random"), 1,
		func(c *match.Config) { c.Time = tc; c.Grace = 100 * time.Millisecond })
	if err != nil {
		t.Fatal(err)
	}
	want(t, recs[0], "W+T", "time", "B", "")
}

func TestByoyomiSurvives(t *testing.T) {
	// 0 main time, 3 periods of 1s: a 1.3s move uses one period up.
	tc, _ := clock.Parse("0+1sx3")
	_, recs, err := run(t, fake("-random", "-fault", "slow", "-slow", "1300ms", "-at", "2"), fake("-random"), 1,
		func(c *match.Config) { c.Time = tc; c.Grace = 100 * time.Millisecond })
	if err != nil {
		t.Fatal(err)
	}
	if recs[0].Reason != "score" {
		t.Errorf("game 0: %s %s", recs[0].Result, recs[0].Detail)
	}
}

func TestGarbageReply(t *testing.T) {
	_, recs, err := run(t, fake("-random", "-fault", "garbage", "-at", "3"), fake("-random"), 1)
	if err != nil {
		t.Fatal(err)
	}
	want(t, recs[0], "W+F", "malformed", "B", "not a move")
}

// TestResignLookAlike: GTP's words are ASCII, its case free (RESIGN is a
// resignation), but a reply spelt with a Unicode look-alike of a letter
// (RESİGN with the capital I with a dot, U+0130, which strings.ToLower
// reads as "resign") is no move at all: a malformed reply, charged to the
// player who wrote it, as GNU Go 3.8 refuses such words in its own
// commands ("? invalid color or coordinate").
func TestResignLookAlike(t *testing.T) {
	for reply, w := range map[string][3]string{
		"RESIGN": {"W+R", "resign", ""},
		"RESİGN": {"W+F", "malformed", "B"},
	} {
		_, recs, err := run(t, fake("-random", "-fault", "say", "-say", reply, "-at", "3"), fake("-random"), 1)
		if err != nil {
			t.Fatal(err)
		}
		want(t, recs[0], w[0], w[1], w[2], "")
	}
}

func TestProtocolError(t *testing.T) {
	_, recs, err := run(t, fake("-random"), fake("-random", "-fault", "protocol", "-at", "3", "-once", once(t)), 2)
	if err != nil {
		t.Fatal(err)
	}
	want(t, recs[0], "B+F", "protocol", "W", "")
	if recs[1].Reason != "score" {
		t.Errorf("game 1 after the restart: %s %s", recs[1].Result, recs[1].Detail)
	}
}

func TestRefusedGenmove(t *testing.T) {
	_, recs, err := run(t, fake("-random", "-fault", "refuse", "-at", "2"), fake("-random"), 1)
	if err != nil {
		t.Fatal(err)
	}
	want(t, recs[0], "W+F", "refused", "B", "I refuse")
}

func TestIllegalOccupied(t *testing.T) {
	dir := t.TempDir()
	_, recs, err := run(t, fake("-random"), fake("-random", "-fault", "occupied", "-at", "4"), 1,
		func(c *match.Config) { c.Out = dir })
	if err != nil {
		t.Fatal(err)
	}
	want(t, recs[0], "B+F", "illegal", "W", "(occupied)")
	wantErr(t, recs[0], false)
	// The forfeited move is not in the record as a pass White never played.
	data, err := os.ReadFile(filepath.Join(dir, recs[0].SGF))
	if err != nil {
		t.Fatal(err)
	}
	if bytes.Contains(data, []byte("W[]")) {
		t.Errorf("SGF shows a White pass:\n%s", data)
	}
}

func TestIllegalSuicide(t *testing.T) {
	_, recs, err := run(t, fake("-script", "G7,G6,A1"), fake("-script", "A2,B1"), 1)
	if err != nil {
		t.Fatal(err)
	}
	want(t, recs[0], "W+F", "illegal", "B", "illegal move B A1 (suicide)")
}

func TestIllegalKo(t *testing.T) {
	// Black C5 D6 D4 around D5, White E6 E4 F5 around E5; W D5, B E5
	// takes it, W D5 retakes at once.
	_, recs, err := run(t, fake("-script", "C5,D6,D4,G1,E5"), fake("-script", "E6,E4,F5,D5,D5"), 1)
	if err != nil {
		t.Fatal(err)
	}
	want(t, recs[0], "B+F", "illegal", "W", "illegal move W D5 (ko)")
}

func TestIllegalSuperko(t *testing.T) {
	// RULES.md P5.
	_, recs, err := run(t, fake("-script", "A2,B2,B3,A3,C1"), fake("-script", "B1,C2,D1,A1,B1"), 1)
	if err != nil {
		t.Fatal(err)
	}
	want(t, recs[0], "B+F", "illegal", "W", "illegal move W B1 (superko)")
}

// TestVoidMoveIsAPassForSuperko: under --illegal penalty a void move is
// recorded as a pass (RULES.md section 4), so the position it leaves, with
// the other player to move, is a position of the game for situational
// superko (section 3). RULES.md P5 with White's eighth move void (A2,
// occupied) and a Black pass after it: B A2, W B1, B B2, W C2, B B3, W D1,
// B A3, W void, B pass, W A1, B C1 (takes A1 and B1); W B1 (takes C1) then
// recreates the board after B A3 with Black to move, as the void pass
// left it. Under aga and new-zealand (situational superko) it is a
// superko, White's second warning: B+F. The referee's own record must
// replay so (gtp-referee check reads W[] as that pass); it took the move,
// as its game had left the void out. Under simple ko (chinese) W B1 is
// legal and the game is counted.
func TestVoidMoveIsAPassForSuperko(t *testing.T) {
	black, white := fake("-script", "A2,B2,B3,A3,pass,C1"), fake("-script", "B1,C2,D1,A2,A1,B1")
	for _, name := range []string{"aga", "new-zealand", "chinese"} {
		_, recs, err := run(t, black, white, 1, func(c *match.Config) {
			c.Illegal = match.Penalty
			c.Rules = rules.MustLookup(name)
			c.Komi = c.Rules.Komi
		})
		if err != nil {
			t.Fatal(err)
		}
		r := recs[0]
		if name == "chinese" {
			if r.Reason != "score" || r.WarningsW != 1 {
				t.Errorf("%s: %s (%s) warnings %d; want a count after one warning", name, r.Result, r.Detail, r.WarningsW)
			}
			continue
		}
		want(t, r, "B+F", "illegal", "W", "illegal move W B1 (superko): second warning")
	}
}

func TestPenaltyWarnings(t *testing.T) {
	pen := func(c *match.Config) { c.Illegal = match.Penalty }
	// One illegal move: void, a warning, the game goes on to a count.
	_, recs, err := run(t, fake("-script", "A1,A1"), fake(), 1, pen)
	if err != nil {
		t.Fatal(err)
	}
	r := recs[0]
	if r.Reason != "score" || r.WarningsB != 1 || !strings.Contains(strings.Join(r.Events, "\n"), "warning 1") {
		t.Errorf("one warning: %s (%s) warnings %d events %q", r.Result, r.Detail, r.WarningsB, r.Events)
	}
	// Two illegal moves: the second warning loses.
	_, recs, err = run(t, fake("-script", "A1,A1,A1"), fake(), 1, pen)
	if err != nil {
		t.Fatal(err)
	}
	want(t, recs[0], "W+F", "illegal", "B", "second warning")
}

func TestStderrFlood(t *testing.T) {
	_, recs, err := run(t, fake("-random", "-stderr-flood", "10000000"), fake("-random"), 1)
	if err != nil {
		t.Fatal(err)
	}
	if recs[0].Reason != "score" {
		t.Errorf("game 0: %s %s", recs[0].Result, recs[0].Detail)
	}
}

func TestNoFinalScore(t *testing.T) {
	_, recs, err := run(t, fake("-random", "-no-final-score"), fake("-random"), 1)
	if err != nil {
		t.Fatal(err)
	}
	r := recs[0]
	if r.Reason != "score" || r.ScoreB != "?" || r.ScoreW == "?" || r.ScoreR != r.Result {
		t.Errorf("scores B %q W %q R %q result %q", r.ScoreB, r.ScoreW, r.ScoreR, r.Result)
	}
}

func TestHangOnFinalScore(t *testing.T) {
	_, recs, err := run(t, fake("-random"), fake("-random", "-fault", "hang-final-score"), 2,
		func(c *match.Config) { c.CommandTimeout = 500 * time.Millisecond })
	if err != nil {
		t.Fatal(err)
	}
	for g := range 2 {
		if r := recs[g]; r.Reason != "score" || r.ScoreW != "?" || r.Charged != "" {
			t.Errorf("game %d: %s (%s) score_w %q charged %q", g, r.Result, r.Reason, r.ScoreW, r.Charged)
		}
	}
}

// TestHangOnFinalScoreLoop: README: --crash-limit consecutive games in
// which one program fails (a hang past --timeout too) stop the match. A
// program that hung on final_score in every game was killed and restarted
// each time, cost --timeout per game, and the match went on for ever
// without a word in ERR: the fault was only an event. It is now handled as
// a hang on final_status_list is: the result stands, the game is marked
// ERR 1, and three such games in a row stop the match.
func TestHangOnFinalScoreLoop(t *testing.T) {
	_, recs, err := run(t, fake("-random"), fake("-random", "-fault", "hang-final-score"), 5,
		func(c *match.Config) { c.CommandTimeout = 300 * time.Millisecond })
	if !errors.Is(err, match.ErrCrashLoop) {
		t.Fatalf("%v, want a crash loop", err)
	}
	if len(recs) != 3 {
		t.Errorf("%d games recorded, want 3", len(recs))
	}
	for g := range len(recs) {
		r := recs[g]
		if r.Reason != "score" || r.Charged != "" || r.ScoreW != "?" || r.ScoreB == "?" {
			t.Errorf("game %d: %s (%s) charged %q scores %q %q", g, r.Result, r.Reason, r.Charged, r.ScoreB, r.ScoreW)
		}
		if !r.Err || !strings.Contains(r.ErrMsg, "final_score") {
			t.Errorf("game %d: err %v %q, want ERR 1 naming final_score", g, r.Err, r.ErrMsg)
		}
	}
}

// TestFinalStatusListFault: after two passes play is over. A hang, a
// crash or a broken protocol on final_status_list forfeited the game,
// while the same fault on final_score cost nothing: now the result is
// the referee's count, the event is noted and the game is marked as an
// engine error (ERR); the engine is restarted for the next game.
func TestFinalStatusListFault(t *testing.T) {
	tc, _ := clock.Parse("1m")
	for _, fault := range []string{"hang", "crash", "protocol"} {
		t.Run(fault, func(t *testing.T) {
			_, recs, err := run(t, fake("-random"), fake("-random", "-fault", fault, "-on", "final_status_list", "-at", "1", "-once", once(t)), 2,
				func(c *match.Config) { c.Time = tc; c.CommandTimeout = 500 * time.Millisecond })
			if err != nil {
				t.Fatal(err)
			}
			r := recs[0]
			if r.Reason != "score" || r.Charged != "" || r.ScoreR != r.Result || r.ScoreW != "?" || r.ScoreB == "?" {
				t.Errorf("game 0: %s (%s) charged %q scores %q %q %q: %s", r.Result, r.Reason, r.Charged, r.ScoreB, r.ScoreW, r.ScoreR, r.Detail)
			}
			if !r.Err || !strings.Contains(r.ErrMsg, "final_status_list") || !hasEvent(r, "final_status_list") {
				t.Errorf("game 0: err %v %q, events %q", r.Err, r.ErrMsg, r.Events)
			}
			if r := recs[1]; r.Reason != "score" || r.Err {
				t.Errorf("game 1 after the restart: %s (%s) err %v: %s", r.Result, r.Reason, r.Err, r.Detail)
			}
		})
	}
}

// TestFinalScoreReplies: an engine's final_score is recorded as a result
// in upper case when it is one, and as written (trimmed) otherwise: a junk
// reply "hello" was stored as "HELLO", and one with a blank as "?".
func TestFinalScoreReplies(t *testing.T) {
	for _, tc := range []struct{ say, want string }{
		{"hello", "hello"},
		{"b+2.5", "B+2.5"},
		{"w+resign", "W+RESIGN"},
		{"no idea", "no idea"},
	} {
		_, recs, err := run(t, fake("-random", "-fault", "say", "-say", tc.say, "-on", "final_score", "-at", "1"), fake("-random"), 1)
		if err != nil {
			t.Fatal(err)
		}
		if r := recs[0]; r.Reason != "score" || r.ScoreB != tc.want {
			t.Errorf("final_score %q: %s (%s) score_b %q, want %q", tc.say, r.Result, r.Reason, r.ScoreB, tc.want)
		}
	}
}

func TestDisagreeingDeadStones(t *testing.T) {
	_, recs, err := run(t, fake("-script", "C3", "-dead", "E5"), fake("-script", "E5", "-dead", ""), 1)
	if err != nil {
		t.Fatal(err)
	}
	r := recs[0]
	ev := strings.Join(r.Events, "\n")
	if r.Reason != "score" || !strings.Contains(ev, "not agreed") || !strings.Contains(r.Detail, "after cleanup") {
		t.Errorf("%s (%s) events %q", r.Result, r.Detail, r.Events)
	}
	// Agreement: both call E5 dead; it is removed before counting.
	_, recs, err = run(t, fake("-script", "C3", "-dead", "E5"), fake("-script", "E5", "-dead", "E5"), 1)
	if err != nil {
		t.Fatal(err)
	}
	if r := recs[0]; r.Result != "B+43.5" || !strings.Contains(r.Detail, "agreed dead stones: E5") {
		t.Errorf("agreed: %s (%s)", r.Result, r.Detail)
	}
}

// TestDeadStoneOfAChain: a chain is captured whole (RULES.md, Art. 3-4),
// so a stone that both players agree cannot escape capture (Art. 8) takes
// its chain with it. Two engines that each named one stone of Black's
// chain D4-D5 dead agreed on a list the referee took stone by stone: D4
// came off, D5 stayed and made every empty point dame (W+5.5, an area of
// one stone each). By hand, without the chain: White's A1 alone reaches
// the 49 points, W+54.5 with komi 5.5.
func TestDeadStoneOfAChain(t *testing.T) {
	_, recs, err := run(t, fake("-script", "D4,D5", "-dead", "D4"), fake("-script", "A1", "-dead", "d4"), 1)
	if err != nil {
		t.Fatal(err)
	}
	if r := recs[0]; r.Result != "W+54.5" || !strings.Contains(r.Detail, "agreed dead stones: D4 D5") {
		t.Errorf("%s (%s), want W+54.5 with D4 and D5 dead", r.Result, r.Detail)
	}
}

func TestExitAtStartIsACrashLoop(t *testing.T) {
	sum, recs, err := run(t, fake("-fault", "exit-at-start"), fake(), 5)
	if !errors.Is(err, match.ErrCrashLoop) {
		t.Fatalf("error %v, want a crash loop", err)
	}
	if len(recs) != 3 {
		t.Fatalf("%d records, want 3 (then the crash loop stops the match)", len(recs))
	}
	for g := range 3 {
		want(t, recs[g], "W+F", "crash", "B", "failed to start")
		// White started and said its name ("Fake", version "1.0"): the
		// record names it though the game never began.
		if recs[g].NameW != "Fake 1.0" {
			t.Errorf("game %d: White's name %q, want %q", g, recs[g].NameW, "Fake 1.0")
		}
		// Black never said its name: the program's file name (README).
		if want := filepath.Base(fakeBin); recs[g].NameB != want {
			t.Errorf("game %d: Black's name %q, want its file name %q", g, recs[g].NameB, want)
		}
	}
	// Games that ended before a move repeat no game (results.dat's DUP).
	if d := results.Duplicates(sum.Records); len(d) != 0 {
		t.Errorf("games without a move marked duplicates: %v", d)
	}
}

// TestHangAtStartup: an engine that starts but does not answer its first
// commands (list_commands, name, version) within --startup-timeout hung at
// startup; it was reported as a crash ("failed to start"). The startup
// timeout bounds the whole start, so it leaves a loaded machine (CI runs
// the race detector beside it) time to start the process and answer the
// commands before the one that hangs: at 500 ms, list_commands once took
// longer and the test named it where it wanted name.
func TestHangAtStartup(t *testing.T) {
	for _, cmd := range []string{"list_commands", "name", "version"} {
		t.Run(cmd, func(t *testing.T) {
			_, recs, err := run(t, fake("-random", "-fault", "hang", "-on", cmd, "-at", "1"), fake("-random"), 1,
				func(c *match.Config) { c.StartupTimeout = 3 * time.Second })
			if err != nil {
				t.Fatal(err)
			}
			want(t, recs[0], "W+F", "hang", "B", "hung at startup")
			wantErr(t, recs[0], true)
			if r := recs[0]; !strings.Contains(r.Detail, cmd) || len(r.Crashed) != 0 {
				t.Errorf("detail %q (want %s named), crashed %v (want none)", r.Detail, cmd, r.Crashed)
			}
		})
	}
}

func TestPositionDrift(t *testing.T) {
	_, recs, err := run(t, fake("-random"), fake("-fault", "reject-play", "-once", once(t)), 1)
	if err != nil {
		t.Fatal(err)
	}
	r := recs[0]
	if r.Reason != "score" || !r.Err || !strings.Contains(strings.Join(r.Events, "\n"), "position drift") {
		t.Errorf("%s (%s) err %v events %q", r.Result, r.Detail, r.Err, r.Events)
	}
}

// TestRestartAfterGenmoveFault: README (the fault table): after a "?" or
// an unreadable reply to genmove "the engine is restarted for the next
// game", as after a crash or a broken protocol: an engine that failed so
// may be in any state. It was kept: the same process played the next game.
// Here each process of the --black program fails on its own second
// genmove, so a restarted engine fails in game 1 too, and two processes
// were started (two list_commands in the log). The lines it wrote outside
// its replies before it was killed are noted as those of any engine.
func TestRestartAfterGenmoveFault(t *testing.T) {
	for fault, reason := range map[string]string{"refuse": "refused", "garbage": "malformed"} {
		t.Run(fault, func(t *testing.T) {
			log := filepath.Join(t.TempDir(), "log")
			_, recs, err := run(t, fake("-random", "-fault", fault, "-at", "2", "-log", log, "-debug-before", "thinking"), fake("-random"), 2,
				func(c *match.Config) { c.CrashLimit = 5 })
			if err != nil {
				t.Fatal(err)
			}
			for g := range 2 {
				want(t, recs[g], "W+F", reason, "B", "")
				// The debug line before the first move is still
				// noted, though the engine is gone by the end.
				if !hasEvent(recs[g], "outside its replies") {
					t.Errorf("game %d: events %q, want the stray line noted", g, recs[g].Events)
				}
			}
			data, err := os.ReadFile(log)
			if err != nil {
				t.Fatal(err)
			}
			if n := strings.Count(string(data), "list_commands\n"); n != 2 {
				t.Errorf("%d engine processes started, want 2 (one per game)", n)
			}
		})
	}
}

// TestPositionDriftThenCharged: a position drift marks the game ERR 1
// (README: the referee's verdict stands, "position drift" is an event and
// the game is marked ERR 1), whatever ends it. Here White's engine rejects
// Black's C3, keeps an empty C3 on its board, and then plays there: the
// referee charges the occupied point to White (its verdict stands), but
// the game was recorded ERR 0, a plain loss, as if the two boards had
// never parted; only games that ended without a charged player were
// marked.
func TestPositionDriftThenCharged(t *testing.T) {
	_, recs, err := run(t, fake("-script", "C3,D4"), fake("-fault", "reject-play", "-once", once(t), "-script", "C3"), 1)
	if err != nil {
		t.Fatal(err)
	}
	r := recs[0]
	want(t, r, "B+F", "illegal", "W", "illegal move W C3 (occupied)")
	wantErr(t, r, true)
	if !hasEvent(r, "position drift") || !strings.Contains(r.ErrMsg, "position drift") || !strings.Contains(r.ErrMsg, "occupied") {
		t.Errorf("err_msg %q, events %q: want both the drift and the forfeit", r.ErrMsg, r.Events)
	}
}

func TestResignAndHandicap(t *testing.T) {
	sum, recs, err := run(t, fake("-random", "-resign-at", "3"), fake("-random"), 1,
		func(c *match.Config) { c.Size = 9; c.Handicap = 2 })
	if err != nil {
		t.Fatal(err)
	}
	want(t, recs[0], "W+R", "resign", "", "")
	_ = sum
}

func TestMoveLimitIsVoid(t *testing.T) {
	_, recs, err := run(t, fake("-random"), fake("-random"), 1, func(c *match.Config) { c.MaxMoves = 10 })
	if err != nil {
		t.Fatal(err)
	}
	want(t, recs[0], "Void", "move limit", "", "")
	if recs[0].Winner != "" || recs[0].Moves != 10 {
		t.Errorf("winner %q moves %d", recs[0].Winner, recs[0].Moves)
	}
}

func TestParallelAndCancel(t *testing.T) {
	out := t.TempDir()
	cfg := match.Config{
		Black: fake("-random"), White: fake("-random"), BlackCmd: "a", WhiteCmd: "b",
		Games: 400, Size: 9, Rules: rules.MustLookup("chinese-1988"), Komi: 5.5,
		Out: out, CommandTimeout: 5 * time.Second, Parallel: 2,
	}
	cfg.Start = match.GTPStarter(gtp.ClientOptions{}, cfg.CommandTimeout)
	ctx, cancel := context.WithTimeout(context.Background(), 700*time.Millisecond)
	defer cancel()
	sum, err := match.Run(ctx, cfg)
	if err == nil {
		t.Fatal("no error after cancellation")
	}
	checkNoChildren(t)
	n := len(sum.Records)
	// Resume and finish a few more.
	cfg.Games = n + 4
	sum, err = match.Run(context.Background(), cfg)
	if err != nil {
		t.Fatal(err)
	}
	checkNoChildren(t)
	if len(sum.Records) != n+4 {
		t.Fatalf("%d records after resume, want %d", len(sum.Records), n+4)
	}
	for i, r := range sum.Records {
		if r.Game != i {
			t.Fatalf("record %d is game %d", i, r.Game)
		}
	}
	// match.json keeps the new length, which merge and stats compare.
	data, err := os.ReadFile(filepath.Join(out, match.StateFile))
	if err != nil || !strings.Contains(string(data), fmt.Sprintf(`"Games": %d,`, n+4)) {
		t.Errorf("match.json after the resume (%v):\n%s", err, data)
	}
}

// TestCancelDuringFinalScore: a match interrupted while the engines are
// asked final_score at the end of a game commits no record of that game
// (README: the games in progress are played again on resume); before, it
// was committed with "?" for the engines' scores.
func TestCancelDuringFinalScore(t *testing.T) {
	out := t.TempDir()
	cfg := match.Config{
		Black: fake("-script", "D4", "-on", "final_score", "-fault", "slow", "-slow", "30s"), White: fake(),
		BlackCmd: "a", WhiteCmd: "b", Games: 1, Size: 7, Rules: rules.MustLookup("chinese-1988"), Komi: 5.5,
		Out: out, CommandTimeout: time.Minute, Parallel: 1,
	}
	cfg.Start = match.GTPStarter(gtp.ClientOptions{}, cfg.CommandTimeout)
	ctx, cancel := context.WithTimeout(context.Background(), 1500*time.Millisecond)
	defer cancel()
	start := time.Now()
	sum, err := match.Run(ctx, cfg)
	if err == nil {
		t.Fatal("no error after cancellation")
	}
	checkNoChildren(t)
	// The slow final_score takes 30 s: a run that waited for it was not
	// cancelled there. The bound is far from both the 1.5 s of the
	// cancellation and the 30 s, so that a loaded machine does not fail it.
	if time.Since(start) > 20*time.Second {
		t.Fatalf("the cancellation took %v: final_score was waited for", time.Since(start))
	}
	if sum != nil && len(sum.Records) != 0 {
		t.Errorf("%d records committed, want none: %+v", len(sum.Records), sum.Records[0])
	}
	if recs, _, _ := results.Load(filepath.Join(out, "results.jsonl")); len(recs) != 0 {
		t.Errorf("results.jsonl holds %d records, want none", len(recs))
	}
}

// TestTerritoryCount: under the japanese preset the referee counts
// territory plus prisoners. A lone black stone on 7x7 surrounds the 48
// other points: 48 - 5.5 komi = B+42.5 (by area it would be B+43.5).
func TestTerritoryCount(t *testing.T) {
	_, recs, err := run(t, fake("-script", "C3", "-dead", ""), fake("-script", "", "-dead", ""), 1,
		func(c *match.Config) { c.Rules = rules.MustLookup("japanese") })
	if err != nil {
		t.Fatal(err)
	}
	if r := recs[0]; r.Result != "B+42.5" || !strings.Contains(r.Detail, "territory") {
		t.Errorf("%s (%s), want B+42.5 by territory", r.Result, r.Detail)
	}
}

// TestOffBoardIsIllegal: a vertex outside the board is an illegal move with
// the reason "off board" (RULES.md section 4), not an unreadable reply:
// under the penalty policy it is void with a warning and the game goes on.
func TestOffBoardIsIllegal(t *testing.T) {
	_, recs, err := run(t, fake("-script", "C3,H8"), fake(), 1)
	if err != nil {
		t.Fatal(err)
	}
	want(t, recs[0], "W+F", "illegal", "B", "illegal move B H8 (off board)")
	_, recs, err = run(t, fake("-script", "C3,h8"), fake(), 1, func(c *match.Config) { c.Illegal = match.Penalty })
	if err != nil {
		t.Fatal(err)
	}
	r := recs[0]
	if r.Reason != "score" || r.WarningsB != 1 || !strings.Contains(strings.Join(r.Events, "\n"), "(off board)") {
		t.Errorf("penalty: %s (%s) warnings %d events %q", r.Result, r.Detail, r.WarningsB, r.Events)
	}
}

// TestOffBoardBeyondGTPLimit: a vertex such as Z99 (a column letter and a
// row number, GTP's vertex syntax) that lies off the largest board GTP
// allows is still a move off the board, an illegal move (RULES.md section
// 4, reason "off board"), as the built-in arbiter answers `play b Z99`
// with "illegal move: off board". It was read as a reply that is no move,
// a failure marked ERR 1 that counts toward --crash-limit and forfeits at
// once under --illegal penalty. On the largest board, A26 (an off-by-one
// row) is the same case.
func TestOffBoardBeyondGTPLimit(t *testing.T) {
	for _, tc := range []struct {
		size int
		move string
	}{{7, "Z99"}, {7, "a30"}, {25, "A26"}} {
		_, recs, err := run(t, fake("-script", "C3,"+tc.move), fake(), 1, func(c *match.Config) { c.Size = tc.size })
		if err != nil {
			t.Fatal(err)
		}
		want(t, recs[0], "W+F", "illegal", "B", "illegal move B "+strings.ToUpper(tc.move)+" (off board)")
		wantErr(t, recs[0], false)
		_, recs, err = run(t, fake("-script", "C3,"+tc.move), fake(), 1,
			func(c *match.Config) { c.Size = tc.size; c.Illegal = match.Penalty })
		if err != nil {
			t.Fatal(err)
		}
		if r := recs[0]; r.Reason != "score" || r.WarningsB != 1 || !hasEvent(r, "(off board)") {
			t.Errorf("penalty, %s on %dx%d: %s (%s) warnings %d events %q", tc.move, tc.size, tc.size, r.Result, r.Detail, r.WarningsB, r.Events)
		}
	}
}

// TestSlowTimeLeftIsCharged: the player's clock runs through its whole
// turn (RULES.md section 6: exceeding the time limit loses), so an engine
// that takes its time answering time_left is charged for it.
func TestSlowTimeLeftIsCharged(t *testing.T) {
	tc, _ := clock.Parse("1s")
	_, recs, err := run(t, fake("-random", "-fault", "slow", "-slow", "1500ms", "-on", "time_left", "-at", "2"), fake("-random"), 1,
		func(c *match.Config) { c.Time = tc; c.Grace = 100 * time.Millisecond })
	if err != nil {
		t.Fatal(err)
	}
	want(t, recs[0], "W+T", "time", "B", "")
}

// TestSlowPlayIsCharged: the opponent's move starts the player's turn, so
// time spent acknowledging it with play is the player's.
func TestSlowPlayIsCharged(t *testing.T) {
	tc, _ := clock.Parse("1s")
	_, recs, err := run(t, fake("-random"), fake("-random", "-fault", "slow", "-slow", "1500ms", "-on", "play", "-at", "2"), 1,
		func(c *match.Config) { c.Time = tc; c.Grace = 100 * time.Millisecond })
	if err != nil {
		t.Fatal(err)
	}
	want(t, recs[0], "B+T", "time", "W", "")
}

// TestSlowPlayWithinClock: with a clock, a play is bounded by the player's
// time left (README: the turn runs from play through time_left to genmove),
// not by --timeout: a 1 s play with 30 s on the clock and a 300 ms command
// timeout costs the player time, not the game.
func TestSlowPlayWithinClock(t *testing.T) {
	tc, _ := clock.Parse("30s")
	_, recs, err := run(t, fake("-random"), fake("-random", "-fault", "slow", "-slow", "1s", "-on", "play", "-at", "2"), 1,
		func(c *match.Config) { c.Time = tc; c.CommandTimeout = 300 * time.Millisecond })
	if err != nil {
		t.Fatal(err)
	}
	if r := recs[0]; r.Reason == "time" {
		t.Errorf("game 0: %s (%s): %s; want no loss on time", r.Result, r.Reason, r.Detail)
	}
}

// TestTimeLeftAfterSlowPlay: the turn begins with the play of the
// opponent's move (README), so an engine that took 1.5 s to acknowledge it
// has 10 - 1.5 + 0.1 (the grace) = 8.6 s left when time_left is sent: GTP's
// time_left gives the time remaining, 8 whole seconds (5 to 7 accepted
// where a loaded machine is slow to pass the reply on), not the 10 s the clock showed when the turn
// began (the engine would plan with time it no longer has).
func TestTimeLeftAfterSlowPlay(t *testing.T) {
	tc, _ := clock.Parse("10s")
	log := filepath.Join(t.TempDir(), "log")
	_, recs, err := run(t, fake("-script", "C3,D3,pass"),
		fake("-script", "E3,E4,pass", "-log", log, "-fault", "slow", "-slow", "1500ms", "-on", "play", "-at", "2"), 1,
		func(c *match.Config) { c.Time = tc; c.Grace = 100 * time.Millisecond })
	if err != nil {
		t.Fatal(err)
	}
	if r := recs[0]; r.Reason == "time" {
		t.Fatalf("game 0: %s (%s): %s", r.Result, r.Reason, r.Detail)
	}
	data, err := os.ReadFile(log)
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(string(data), "\n")
	plays := 0
	for i, l := range lines {
		if !strings.HasPrefix(l, "play ") {
			continue
		}
		if plays++; plays == 2 {
			var secs, stones int
			next := lines[min(i+1, len(lines)-1)]
			if n, _ := fmt.Sscanf(next, "time_left white %d %d", &secs, &stones); n != 2 || secs < 5 || secs > 8 || stones != 0 {
				t.Errorf("after the slow %q: %q, want \"time_left white 8 0\"; the engine got:\n%s", l, next, data)
			}
			return
		}
	}
	t.Fatalf("no second play; the engine got:\n%s", data)
}

// datWatcher is a progress writer that, at every game's line, counts the
// rows of results.dat and the records of results.jsonl.
type datWatcher struct {
	dir  string
	rows []int // results.dat rows at each game
	recs []int // results.jsonl records at each game
}

func (w *datWatcher) Write(p []byte) (int, error) {
	if bytes.HasPrefix(p, []byte("game ")) {
		data, _ := os.ReadFile(filepath.Join(w.dir, "results.dat"))
		n := 0
		for _, l := range strings.Split(string(data), "\n") {
			if l != "" && l[0] >= '0' && l[0] <= '9' {
				n++
			}
		}
		recs, _, _ := results.Load(filepath.Join(w.dir, "results.jsonl"))
		w.rows, w.recs = append(w.rows, n), append(w.recs, len(recs))
	}
	return len(p), nil
}

// TestDatAfterEveryGame: results.dat is rewritten after every game
// (CLIENTS.md), so that a tool reading it during the match, or after the
// referee was killed, sees every game committed to results.jsonl.
func TestDatAfterEveryGame(t *testing.T) {
	w := &datWatcher{}
	_, _, err := run(t, fake("-random", "-resign-at", "3"), fake("-random"), 4, func(c *match.Config) {
		w.dir = c.Out
		c.Progress = w
	})
	if err != nil {
		t.Fatal(err)
	}
	if len(w.rows) != 4 {
		t.Fatalf("%d progress lines, want 4", len(w.rows))
	}
	for i := range w.rows {
		if w.rows[i] != i+1 || w.recs[i] != i+1 {
			t.Errorf("after game %d: %d rows in results.dat, %d records in results.jsonl; want %d", i, w.rows[i], w.recs[i], i+1)
		}
	}
}

// TestBothFailToStart: when neither program can start, neither wins: the
// game has no result, and the crash counts against both programs, so a
// crash loop still stops the match.
func TestBothFailToStart(t *testing.T) {
	_, recs, err := run(t, fake("-fault", "exit-at-start"), fake("-fault", "exit-at-start"), 5)
	if !errors.Is(err, match.ErrCrashLoop) {
		t.Fatalf("error %v, want a crash loop", err)
	}
	if len(recs) != 3 {
		t.Fatalf("%d records, want 3", len(recs))
	}
	for g := range 3 {
		r := recs[g]
		if r.Result != "Void" || r.Winner != "" || !strings.Contains(r.Detail, "black") || !strings.Contains(r.Detail, "white") {
			t.Errorf("game %d: %s (%s) winner %q: %s", g, r.Result, r.Reason, r.Winner, r.Detail)
		}
	}
}

// TestByoyomiTimeLeft: Japanese byo-yomi reaches an engine that does not
// list kgs-time_settings as GTP's Canadian time_settings with one stone
// per period (RULES.md section 6), so in overtime its time_left must say
// one stone in the period; an engine told kgs-time_settings byoyomi gets
// the periods left, as KGS sends them. One that lists kgs-time_settings
// but refuses it (KGS: settings it cannot play with) gets time_settings
// instead, and GTP's time_left: it used to get no settings at all, so by
// GTP it played without a clock, and KGS's time_left.
func TestByoyomiTimeLeft(t *testing.T) {
	tc, _ := clock.Parse("0+1sx3")
	for _, c := range []struct {
		name           string
		flags          []string
		settings, left string
	}{
		{"plain", nil, "time_settings 0 1 1", "time_left black 1 1"},
		{"kgs", []string{"-list", "kgs-time_settings"}, "kgs-time_settings byoyomi 0 1 3", "time_left black 1 3"},
		{"kgs refused", []string{"-list", "kgs-time_settings", "-on", "kgs-time_settings", "-fault", "refuse", "-at", "1"},
			"time_settings 0 1 1", "time_left black 1 1"},
	} {
		log := filepath.Join(t.TempDir(), "log")
		flags := append([]string{"-script", "C3,pass", "-log", log}, c.flags...)
		_, _, err := run(t, fake(flags...), fake(), 1,
			func(c *match.Config) { c.Time = tc; c.Grace = 100 * time.Millisecond })
		if err != nil {
			t.Fatal(err)
		}
		data, err := os.ReadFile(log)
		if err != nil {
			t.Fatal(err)
		}
		text := string(data)
		if !strings.Contains(text, c.settings+"\n") || !strings.Contains(text, c.left+"\n") {
			t.Errorf("%s: want %q and %q; the engine got:\n%s", c.name, c.settings, c.left, text)
		}
	}
}

// TestCrashOnCputime: an engine that dies on cputime, after its game is
// over, is restarted for the next game (README: "the engine is restarted
// for the next game") instead of forfeiting a game in which it did nothing
// wrong yet.
func TestCrashOnCputime(t *testing.T) {
	_, recs, err := run(t, fake("-random", "-list", "cputime", "-fault", "exit0", "-on", "cputime", "-at", "2"), fake("-random"), 2)
	if err != nil {
		t.Fatal(err)
	}
	if r := recs[0]; r.Reason != "score" || !strings.Contains(strings.Join(r.Events, "\n"), "cputime") {
		t.Errorf("game 0: %s (%s) events %q", r.Result, r.Detail, r.Events)
	}
	if r := recs[1]; r.Reason != "score" {
		t.Errorf("game 1: %s (%s): %s", r.Result, r.Reason, r.Detail)
	}
}

// TestHugeEngineText: engine text is clipped wherever it is recorded. A
// refusal of 900 KB went in full into the SGF comment, results.dat's
// ERR_MSG and results.jsonl (detail, err_msg, events), as did a name of
// any length.
func TestHugeEngineText(t *testing.T) {
	dir := t.TempDir()
	_, recs, err := run(t, fake("-random", "-fault", "bigrefuse", "-at", "2"),
		fake("-random", "-name", strings.Repeat("N", 5000), "-fault", "bigrefuse", "-on", "komi", "-at", "1"), 1,
		func(c *match.Config) { c.Out = dir })
	if err != nil {
		t.Fatal(err)
	}
	r := recs[0]
	want(t, r, "W+F", "refused", "B", "EEE")
	if !hasEvent(r, "refused komi") {
		t.Errorf("no event for the refused komi: %q", r.Events)
	}
	for _, s := range append([]string{r.Detail, r.ErrMsg, r.NameW}, r.Events...) {
		if len(s) > 1000 {
			t.Errorf("a record field of %d bytes: %.100s...", len(s), s)
		}
	}
	for _, f := range []string{r.SGF, match.RecordsFile, match.DatFile} {
		if st, err := os.Stat(filepath.Join(dir, f)); err != nil || st.Size() > 20000 {
			t.Errorf("%s: %v, %d bytes", f, err, st.Size())
		}
	}
}

// TestCputimeReplies: strconv.ParseFloat reads "nan", "inf" and
// "Infinity", which no JSON record can hold: an audit saw such a cputime
// reply abort the match ("json: unsupported value: NaN") for good. Such
// a reply, any other unreadable one, and a count that goes back are
// noted as events, with a CPU time of 0; the game stands.
func TestCputimeReplies(t *testing.T) {
	for _, tc := range []struct{ name, say, at string }{
		{"nan at the end", "nan", "2"},
		{"inf at the end", "inf", "2"},
		{"Infinity at the end", "Infinity", "2"},
		{"negative at the end", "-Inf", "2"},
		{"going back", "0.1", "2"}, // the start's count is 0.5
		{"NaN at the start", "NaN", "1"},
		{"text at the start", "soon", "1"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, recs, err := run(t, fake("-random", "-list", "cputime", "-fault", "say", "-say", tc.say, "-on", "cputime", "-at", tc.at),
				fake("-random", "-list", "cputime"), 1)
			if err != nil {
				t.Fatal(err)
			}
			r := recs[0]
			if r.Reason != "score" || r.Charged != "" || r.CPUB != 0 || r.CPUW <= 0 || !hasEvent(r, "cputime") {
				t.Errorf("%s (%s) charged %q cpu %g/%g events %q", r.Result, r.Reason, r.Charged, r.CPUB, r.CPUW, r.Events)
			}
		})
	}
}

// TestCputimeFaultAtStart: the cputime sent at the start of a game is a
// setup command as the others: a hang or a broken protocol there is
// charged to it. It was sent with its error discarded, so a hang was
// blamed on the next command and a protocol error was ignored.
func TestCputimeFaultAtStart(t *testing.T) {
	for _, fault := range []string{"hang", "protocol", "crash"} {
		t.Run(fault, func(t *testing.T) {
			_, recs, err := run(t, fake("-random", "-list", "cputime", "-fault", fault, "-on", "cputime", "-at", "1", "-once", once(t)),
				fake("-random"), 2, func(c *match.Config) { c.CommandTimeout = 500 * time.Millisecond })
			if err != nil {
				t.Fatal(err)
			}
			if r := recs[0]; r.Charged != "B" || !strings.HasPrefix(r.Result, "W+") || !strings.Contains(r.Detail, "cputime") || !r.Err {
				t.Errorf("game 0: %s (%s) charged %q err %v: %s", r.Result, r.Reason, r.Charged, r.Err, r.Detail)
			}
			if r := recs[1]; r.Reason != "score" {
				t.Errorf("game 1 after the restart: %s (%s): %s", r.Result, r.Reason, r.Detail)
			}
		})
	}
}

// TestExitBetweenGames: an engine that answers final_score and then exits
// left no game unfinished; it is restarted before the next game, which
// it does not forfeit.
func TestExitBetweenGames(t *testing.T) {
	_, recs, err := run(t, fake("-random", "-fault", "replyexit", "-say", "W+1.5", "-on", "final_score", "-at", "1"), fake("-random"), 2)
	if err != nil {
		t.Fatal(err)
	}
	if r := recs[0]; r.Reason != "score" || r.ScoreB != "W+1.5" {
		t.Errorf("game 0: %s (%s) score_b %q", r.Result, r.Detail, r.ScoreB)
	}
	if r := recs[1]; r.Reason != "score" || !strings.Contains(strings.Join(r.Events, "\n"), "restarted") {
		t.Errorf("game 1: %s (%s): %s; events %q", r.Result, r.Reason, r.Detail, r.Events)
	}
}

// TestExitBetweenGamesSlowly: an engine that answers its last command of
// a game and exits a moment later is still running when the next game
// starts, so the referee cannot see that it will be gone; when it dies on
// the next game's first command, it is restarted and the game is played
// (the fault is not the engine's: it ended its game properly).
func TestExitBetweenGamesSlowly(t *testing.T) {
	_, recs, err := run(t, fake("-random", "-fault", "replyexit", "-exit-after", "300ms", "-say", "W+1.5", "-on", "final_score", "-at", "1"), fake("-random"), 2)
	if err != nil {
		t.Fatal(err)
	}
	if r := recs[1]; r.Reason != "score" || !strings.Contains(strings.Join(r.Events, "\n"), "restarted") {
		t.Errorf("game 1: %s (%s): %s; events %q", r.Result, r.Reason, r.Detail, r.Events)
	}
}

// TestDatResultColumns: RES_B and RES_W are the programs' final_score
// replies, "?" when unknown (CLIENTS.md section 5); gogui-twogtp writes a
// resignation into all three columns. A game that ends otherwise than by
// a count or a resignation never asks the programs, so their columns are
// "?", and a game without result (RE[Void]) has no final_score-style
// result at all: RES_R is "?" too (gogui-twogtp -analyze counts it as an
// unknown result).
func TestDatResultColumns(t *testing.T) {
	cases := []struct {
		name         string
		black, white []string
		opt          setup
		b, w, r      string
	}{
		{"resign", fake("-random", "-resign-at", "3"), fake("-random"), nil, "W+R", "W+R", "W+R"},
		{"forfeit", fake("-random"), fake("-random", "-fault", "occupied", "-at", "4"), nil, "?", "?", "B+F"},
		{"void", fake("-random"), fake("-random"), func(c *match.Config) { c.MaxMoves = 10 }, "?", "?", "?"},
	}
	for _, tc := range cases {
		var opts []setup
		if tc.opt != nil {
			opts = append(opts, tc.opt)
		}
		_, recs, err := run(t, tc.black, tc.white, 1, opts...)
		if err != nil {
			t.Fatal(err)
		}
		dat := string(results.Dat(results.Header{}, []results.Record{recs[0]}))
		lines := strings.Split(strings.TrimSpace(dat), "\n")
		f := strings.Split(strings.TrimSpace(lines[len(lines)-1]), "\t")
		if len(f) < 4 || f[1] != tc.b || f[2] != tc.w || f[3] != tc.r {
			t.Errorf("%s: row %q, want RES_B %s RES_W %s RES_R %s", tc.name, lines[len(lines)-1], tc.b, tc.w, tc.r)
		}
	}
}

// hasEvent reports whether one of r's events contains s.
func hasEvent(r results.Record, s string) bool {
	for _, e := range r.Events {
		if strings.Contains(e, s) {
			return true
		}
	}
	return false
}

// TestStrayStdoutLines: a banner before the first command and debug lines
// before and after replies are not replies (GTP allows no such output, but
// engines print them); they are dropped and noted, the game goes on, and
// every reply still goes to its command.
func TestStrayStdoutLines(t *testing.T) {
	_, recs, err := run(t, fake("-random", "-banner", `MyEngine 1.0 ready\n`, "-debug-before", "info: thinking",
		"-debug-after", "info: pondering"), fake("-random"), 1)
	if err != nil {
		t.Fatal(err)
	}
	r := recs[0]
	if r.Reason != "score" || r.Charged != "" || r.NameB != "Fake 1.0" {
		t.Fatalf("%s (%s) charged %q, name %q: %s", r.Result, r.Reason, r.Charged, r.NameB, r.Detail)
	}
	if !hasEvent(r, `black wrote`) || !hasEvent(r, `"MyEngine 1.0 ready"`) {
		t.Errorf("no event for the stray lines: %q", r.Events)
	}
}

// TestEqualsDebugLines: an engine that writes a debug line beginning with
// '=' that is no reply start (GTP 2, section 2.6: '=', the id's digits,
// then white space or the line's end) before each genmove reply and after
// every reply wrote lines outside its replies, which README's fault table
// ignores and notes. The line after the reply to list_commands began a
// "reply" that name's reply ended, so name timed out: black "hung at
// startup" and forfeited (W+F). The game is played and counted, charged to
// no one, and the lines are noted.
func TestEqualsDebugLines(t *testing.T) {
	_, recs, err := run(t, fake("-random", "-debug-before", "=== thinking ===", "-debug-after", "=== idle ==="), fake("-random"), 1,
		func(c *match.Config) { c.StartupTimeout = 5 * time.Second })
	if err != nil {
		t.Fatal(err)
	}
	r := recs[0]
	if r.Reason != "score" || r.Charged != "" || r.Err {
		t.Fatalf("%s (%s) charged %q err %v: %s", r.Result, r.Reason, r.Charged, r.Err, r.Detail)
	}
	if !hasEvent(r, "black wrote") || !hasEvent(r, `"=== idle ==="`) {
		t.Errorf("no event for the lines outside the replies: %q", r.Events)
	}
}

// TestStrayLineThenMalformedReply: an engine that writes a line after each
// reply, in its write and without an empty line ("idle"), and answers its
// second genmove with a block without '=' ("this is not GTP", then the
// empty line) broke the protocol there: the block, begun before the
// genmove was sent, is that command's malformed reply once no reply
// follows by the deadline. It was taken for lines outside replies, and
// the engine charged a hang (W+F, "hung on genmove").
func TestStrayLineThenMalformedReply(t *testing.T) {
	_, recs, err := run(t, fake("-debug-after", "idle", "-fault", "protocol", "-at", "2"), fake("-random"), 1,
		func(c *match.Config) { c.CommandTimeout = 2 * time.Second })
	if err != nil {
		t.Fatal(err)
	}
	want(t, recs[0], "W+F", "protocol", "B", "this is not GTP")
}

// TestStdoutFloodAtStart: an engine that writes megabytes of text on
// stdout when it starts, before its first reply and without an empty line
// (a long log), wrote lines outside its replies: README's fault table
// ignores them and notes them as an event, and gogui-twogtp's GtpClient
// skips every line before a response start. Past 1 MB of them (the
// client's reply limit) the referee took the reply to list_commands that
// followed for a malformed reply and forfeited the engine (W+F, protocol
// at startup, ERR 1). The game is played and counted, charged to no one,
// and each line of the flood is counted in the event (5,000,000 bytes
// in lines of 1,024: 4,883 lines).
func TestStdoutFloodAtStart(t *testing.T) {
	_, recs, err := run(t, fake("-random", "-stdout-flood", "5000000"), fake("-random"), 1)
	if err != nil {
		t.Fatal(err)
	}
	r := recs[0]
	if r.Reason != "score" || r.Charged != "" || r.Err {
		t.Fatalf("%s (%s) charged %q err %v: %s", r.Result, r.Reason, r.Charged, r.Err, r.Detail)
	}
	if !hasEvent(r, "black wrote 4883 line(s) on stdout outside its replies") || !hasEvent(r, `"yyyy`) {
		t.Errorf("no event for the 4883-line flood: %q", r.Events)
	}
}

// TestBlockAfterReplies: an engine that follows each reply with a block
// of text ended by an empty line ("info: idle", then the empty line) wrote
// lines outside its replies, which README's fault table has ignored and
// noted. The block after the last reply of a game was kept as a malformed
// reply and taken for the next game's boardsize: the engine forfeited
// that game (W+F protocol) for output of the game before. Both games are
// played and counted, and the lines are noted.
func TestBlockAfterReplies(t *testing.T) {
	_, recs, err := run(t, fake("-random", "-debug-after", `info: idle\n`), fake("-random"), 2)
	if err != nil {
		t.Fatal(err)
	}
	for g, r := range recs {
		if r.Reason != "score" || r.Charged != "" || r.Err {
			t.Errorf("game %d: %s (%s) charged %q err %v: %s", g, r.Result, r.Reason, r.Charged, r.Err, r.Detail)
		}
		if !hasEvent(r, `black wrote`) || !hasEvent(r, `"info: idle"`) {
			t.Errorf("game %d: no event for the stray lines: %q", g, r.Events)
		}
	}
}

// TestBlockWhileOpponentThinks: an engine that prints a block of lines
// after its genmove reply, ended by an empty line only later (output while
// the opponent thinks), wrote lines outside its replies, which README's
// fault table ignores and notes. When the referee sent the next command
// (the opponent's move, as play) before the block's end, the block was
// taken for that command's malformed reply: the engine forfeited its first
// game (W+F, protocol, ERR 1) and its real reply to play was noted as a
// second reply, though it sent one. The block began before the command was
// written, so it is no reply to it (GTP 2: a response follows its command):
// the game is played and counted, charged to no one.
func TestBlockWhileOpponentThinks(t *testing.T) {
	_, recs, err := run(t, fake("-random", "-ponder", "100ms"), fake("-random"), 1)
	checkPonderLinesNoted(t, recs, err)
}

// checkPonderLinesNoted checks the game of a match whose Black wrote
// "ponder: thinking" blocks outside its replies: played and counted,
// charged to no one, the lines noted in an event, no reply taken for a
// reply to no command.
func checkPonderLinesNoted(t *testing.T, recs map[int]results.Record, err error) {
	t.Helper()
	if err != nil {
		t.Fatal(err)
	}
	r := recs[0]
	if r.Reason != "score" || r.Charged != "" || r.Err {
		t.Fatalf("%s (%s) charged %q err %v: %s", r.Result, r.Reason, r.Charged, r.Err, r.Detail)
	}
	if !hasEvent(r, "black wrote") || !hasEvent(r, `"ponder: thinking"`) {
		t.Errorf("no event for the lines outside the replies: %q", r.Events)
	}
	if hasEvent(r, "answered no command") {
		t.Errorf("a reply taken for a reply to no command: %q", r.Events)
	}
}

// TestPonderBlockAfterNextCommand: TestBlockWhileOpponentThinks's block
// written whole in a write of its own, which reaches the referee only once
// it has sent the next command (the engine writes it here when it reads
// that command; a scheduler on a busy machine does the same to a write
// made right after the reply). It was that command's malformed reply: a
// Python engine writing "ponder: thinking" and an empty line right after
// each genmove reply forfeited or lost its counted result in 3 games of 3
// at a load of 11 (protocol errors on play and on final_status_list), and
// the crash limit stopped the match. The block is lines outside replies,
// as the reply that follows shows: the game is played and counted,
// charged to no one, the lines noted.
func TestPonderBlockAfterNextCommand(t *testing.T) {
	_, recs, err := run(t, fake("-random", "-ponder-next"), fake("-random"), 1)
	checkPonderLinesNoted(t, recs, err)
}

// TestBannerLikeReply: an engine that echoes ids and writes a banner that
// looks like a reply without id ("= ready") before its first command, the
// banner reaching the referee only once that command was sent (the engine
// writes it here when it reads the command), has the banner taken for the
// reply to list_commands. Its real reply to list_commands, with its id,
// then came once name was sent and was name's protocol error: W+F at
// startup, charged to it, or nothing, as the writes fell. That reply
// answers no command awaiting one (a second reply to list_commands, an
// event) and the game is played, charged to no one.
func TestBannerLikeReply(t *testing.T) {
	_, recs, err := run(t, fake("-random", "-banner-late", `= ready\n\n`), fake("-random"), 1)
	if err != nil {
		t.Fatal(err)
	}
	r := recs[0]
	if r.Reason != "score" || r.Charged != "" || r.Err {
		t.Fatalf("%s (%s) charged %q err %v: %s", r.Result, r.Reason, r.Charged, r.Err, r.Detail)
	}
	if !hasEvent(r, `a second reply to "list_commands"`) {
		t.Errorf("no event for list_commands' own reply: %q", r.Events)
	}
}

// TestBannerAndNoIDs: a banner ended by an empty line before the first
// reply, here in two blocks, is stray output, not a malformed reply to the
// first command, and an engine that does not echo command ids (GTP
// requires it; tools that send none never notice) still plays: its
// replies go to the commands in order.
func TestBannerAndNoIDs(t *testing.T) {
	_, recs, err := run(t, fake("-random", "-banner", `MyEngine 1.0\n\nready\n\n`), fake("-random", "-no-ids"), 1)
	if err != nil {
		t.Fatal(err)
	}
	r := recs[0]
	if r.Reason != "score" || r.Charged != "" {
		t.Fatalf("%s (%s) charged %q: %s", r.Result, r.Reason, r.Charged, r.Detail)
	}
	if !hasEvent(r, `black wrote 2 line(s)`) || !hasEvent(r, `"MyEngine 1.0"`) {
		t.Errorf("no event for the banner: %q", r.Events)
	}
}

// TestSlowStartup: an engine that loads for longer than the command
// timeout before it answers its first command (KataGo, Leela Zero load
// their networks) is waited for up to the startup timeout, and the load
// is not charged to its clock.
func TestSlowStartup(t *testing.T) {
	tc, _ := clock.Parse("2s")
	_, recs, err := run(t, fake("-random", "-startup", "2500ms"), fake("-random"), 1, func(c *match.Config) {
		c.CommandTimeout = time.Second
		c.Time = tc
	})
	if err != nil {
		t.Fatal(err)
	}
	if r := recs[0]; r.Reason != "score" || r.Charged != "" {
		t.Fatalf("%s (%s) charged %q: %s", r.Result, r.Reason, r.Charged, r.Detail)
	}
	// A start that takes longer than --startup-timeout fails as before,
	// as a hang at startup.
	_, recs, err = run(t, fake("-random", "-startup", "3s"), fake("-random"), 1, func(c *match.Config) {
		c.StartupTimeout = time.Second
	})
	if err != nil {
		t.Fatal(err)
	}
	want(t, recs[0], "W+F", "hang", "B", "list_commands")
}

// TestStartupDeadline: --startup-timeout is the deadline of an engine's
// start (README: the start, loading included, may take up to it for its
// answers to list_commands, name and version; the flag: "deadline of an
// engine's start"). Each of the three answers was given the whole timeout,
// so that a start of 2.7 s passed a 2 s limit (and a start of three times
// the limit could pass). An engine that takes 0.9 s on each hung at
// startup; one that takes 0.3 s on each (0.9 s, leaving a loaded machine
// 1.1 s) started in time.
func TestStartupDeadline(t *testing.T) {
	_, recs, err := run(t, fake("-random", "-slow-start", "900ms"), fake("-random"), 1,
		func(c *match.Config) { c.StartupTimeout = 2 * time.Second })
	if err != nil {
		t.Fatal(err)
	}
	want(t, recs[0], "W+F", "hang", "B", "hung at startup")
	_, recs, err = run(t, fake("-random", "-slow-start", "300ms"), fake("-random"), 1,
		func(c *match.Config) { c.StartupTimeout = 2 * time.Second })
	if err != nil {
		t.Fatal(err)
	}
	if r := recs[0]; r.Reason != "score" || r.Charged != "" {
		t.Errorf("a start of 0.9 s: %s (%s) charged %q: %s", r.Result, r.Reason, r.Charged, r.Detail)
	}
}

// TestReplyFraming: replies that GTP readers accept (CRLF line ends, a
// stray '\r', blanks after the move or after '=', lower or upper case,
// pass and resign in any case, a reply written in two parts, control
// characters that GTP discards) are moves, not faults.
func TestReplyFraming(t *testing.T) {
	tc, _ := clock.Parse("20s")
	for _, tt := range []struct {
		name  string
		flags []string
	}{
		{"crlf", []string{"-eol", `\r\n`}},
		{"cr-inside", []string{"-eol", `\r\r\n`, "-trail", `\r`}},
		{"trailing-blanks", []string{"-trail", " \t ", "-sep", "  "}},
		{"tab-after-equals", []string{"-sep", `\t`}},
		{"lower", []string{"-case", "lower"}},
		{"upper", []string{"-case", "upper", "-eol", `\r\n`}},
		{"split", []string{"-split", "20ms"}},
		// GTP 2, section 2.2: control characters other than HT, CR and
		// LF are discarded on input. A NUL before and after the move,
		// and one after the empty line that ends each reply (the next
		// reply's first byte) were a move that is no move and a reply
		// that does not start with '=': the engine forfeited.
		{"nul-in-reply", []string{"-sep", ` \0`, "-trail", `\0`}},
		{"nul-after-reply", []string{"-eol", `\n\0`}},
		// GTP 2, section 3.1: a controller removes every CR of a
		// response. Lines ended by LF CR put each reply's last CR
		// before the next reply's '=': that reply was taken for one
		// begun before its command (a reply to none) and dropped, and
		// the engine hung at startup.
		{"lf-cr", []string{"-eol", `\n\r`}},
	} {
		t.Run(tt.name, func(t *testing.T) {
			// Random moves, then passes (the fake passes when the random
			// playout has no move left); the other engine resigns late.
			_, recs, err := run(t, fake(append([]string{"-random"}, tt.flags...)...), fake("-random"), 1,
				func(c *match.Config) { c.Time = tc })
			if err != nil {
				t.Fatal(err)
			}
			if r := recs[0]; r.Reason != "score" || r.Charged != "" || r.Moves < 10 {
				t.Fatalf("%s (%s) charged %q after %d moves: %s", r.Result, r.Reason, r.Charged, r.Moves, r.Detail)
			}
			// resign and pass in the same framing.
			_, recs, err = run(t, fake(append([]string{"-resign-at", "2"}, tt.flags...)...), fake("-random"), 1)
			if err != nil {
				t.Fatal(err)
			}
			want(t, recs[0], "W+R", "resign", "", "black resigned")
			if recs[0].Moves != 2 {
				t.Errorf("%d moves before the resignation, want 2 (a pass, a white move)", recs[0].Moves)
			}
		})
	}
}

// TestUnknownOptionalCommands: an engine that answers "? unknown command"
// to every optional command the referee may send, list_commands included,
// plays its game; the referee scores by itself, notes each refusal once
// and does not ask time_left again after a refusal.
func TestUnknownOptionalCommands(t *testing.T) {
	tc, _ := clock.Parse("30s")
	log := filepath.Join(t.TempDir(), "log")
	_, recs, err := run(t, fake("-random", "-log", log, "-no-list", "-unknown",
		"komi,time_settings,kgs-time_settings,time_left,cputime,final_score,final_status_list,name,version,protocol_version"),
		fake("-random"), 1, func(c *match.Config) { c.Time = tc })
	if err != nil {
		t.Fatal(err)
	}
	r := recs[0]
	if r.Reason != "score" || r.Charged != "" || r.ScoreB != "?" || r.NameB == "" {
		t.Fatalf("%s (%s) charged %q, black's score %q, name %q: %s", r.Result, r.Reason, r.Charged, r.ScoreB, r.NameB, r.Detail)
	}
	n := 0
	for _, e := range r.Events {
		if strings.Contains(e, "time_left") {
			n++
		}
	}
	if n != 1 {
		t.Errorf("%d events about time_left, want 1: %q", n, r.Events)
	}
	data, err := os.ReadFile(log)
	if err != nil {
		t.Fatal(err)
	}
	if k := strings.Count(string(data), "time_left "); k != 1 {
		t.Errorf("time_left sent %d times, want once", k)
	}
	// Without time_left the clock still bounds genmove.
	tc, _ = clock.Parse("1s")
	start := time.Now()
	_, recs, err = run(t, fake("-random", "-unknown", "time_left", "-fault", "hang", "-at", "3"), fake("-random"), 1,
		func(c *match.Config) { c.Time = tc })
	if err != nil {
		t.Fatal(err)
	}
	want(t, recs[0], "W+T", "time", "B", "no answer to genmove")
	if el := time.Since(start); el > 4*time.Second {
		t.Errorf("the hang was found after %v, beyond the 1s clock", el)
	}
}

// TestQuitWithoutReplyOrSlowExit: an engine that exits at quit without
// answering, or answers and takes seconds to exit, costs nothing: its
// games stand, and the match ends within the quit timeout (the slow one
// is killed with its group).
func TestQuitWithoutReplyOrSlowExit(t *testing.T) {
	start := time.Now()
	_, recs, err := run(t, fake("-random", "-quit", "noreply"), fake("-random", "-quit", "slow", "-quit-delay", "20s"), 2)
	if err != nil {
		t.Fatal(err)
	}
	for g := 0; g < 2; g++ {
		if r := recs[g]; r.Reason != "score" || r.Charged != "" || r.Err || len(r.Crashed) > 0 {
			t.Errorf("game %d: %s (%s) charged %q crashed %q: %s", g, r.Result, r.Reason, r.Charged, r.Crashed, r.Detail)
		}
	}
	if el := time.Since(start); el > 10*time.Second {
		t.Errorf("the match took %v", el)
	}
}

// TestEngineNames: an engine name with ']', a backslash and non-ASCII text
// is escaped in PB and read back unchanged; a multi-line version keeps its
// first line; bytes that are not UTF-8 and control characters do not reach
// the SGF (declared CA[UTF-8]) or results.dat; an empty name falls back to
// the program.
func TestEngineNames(t *testing.T) {
	dir := t.TempDir()
	name := "Zen]ř 囲碁 \\ \xff\x1b[31m"
	_, recs, err := run(t, fake("-random", "-name", name, "-version", `2.1\nbuilt with CUDA`), fake("-random", "-name", ""), 1,
		func(c *match.Config) { c.Out = dir })
	if err != nil {
		t.Fatal(err)
	}
	r := recs[0]
	const wantB = "Zen]ř 囲碁 \\ \uFFFD[31m 2.1"
	if r.NameB != wantB {
		t.Errorf("NameB %q, want %q", r.NameB, wantB)
	}
	if r.NameW != "fakeengine 1.0" {
		t.Errorf("NameW %q, want the program's file name", r.NameW)
	}
	data, err := os.ReadFile(filepath.Join(dir, r.SGF))
	if err != nil {
		t.Fatal(err)
	}
	if !utf8.Valid(data) {
		t.Errorf("the SGF is not UTF-8")
	}
	col, err := sgf.Parse(data)
	if err != nil {
		t.Fatal(err)
	}
	if pb, _ := col.Games[0].Root().Get("PB"); pb != wantB {
		t.Errorf("PB %q, want %q", pb, wantB)
	}
	dat, err := os.ReadFile(filepath.Join(dir, "results.dat"))
	if err != nil {
		t.Fatal(err)
	}
	if !utf8.Valid(dat) || !strings.Contains(string(dat), "# Black: Zen]ř 囲碁 \\ \uFFFD[31m\n") ||
		!strings.Contains(string(dat), "\n# BlackVersion: 2.1\n") {
		t.Errorf("results.dat header:\n%s", dat)
	}
	// The finished match run again plays nothing and rebuilds the header
	// from the records: a name with spaces stays whole (before: "Zen]ř"
	// and a version "囲碁 \ ...").
	if _, _, err := run(t, fake("-random", "-name", name, "-version", `2.1\nbuilt with CUDA`), fake("-random", "-name", ""), 1,
		func(c *match.Config) { c.Out = dir }); err != nil {
		t.Fatal(err)
	}
	dat, err = os.ReadFile(filepath.Join(dir, "results.dat"))
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(dat), "# Black: Zen]ř 囲碁 \\ \uFFFD[31m\n") || !strings.Contains(string(dat), "\n# BlackVersion: 2.1\n") {
		t.Errorf("results.dat header after the match was run again:\n%s", dat)
	}
}

// TestSuperkoPerRules: P5 of RULES.md section 8. White's B1 recreates the
// board after move 7: illegal under positional superko (chinese-1988),
// legal under situational superko (aga), where the game goes on without a
// fault or a drift.
func TestSuperkoPerRules(t *testing.T) {
	black := []string{"-script", "A2,B2,B3,A3,C1"}
	white := []string{"-script", "B1,C2,D1,A1,B1"}
	_, recs, err := run(t, fake(black...), fake(white...), 1)
	if err != nil {
		t.Fatal(err)
	}
	want(t, recs[0], "B+F", "illegal", "W", "W B1 (superko)")
	_, recs, err = run(t, fake(append(black, "-rules", "aga")...), fake(append(white, "-rules", "aga")...), 1,
		func(c *match.Config) { c.Rules = rules.MustLookup("aga"); c.Komi = 7.5 })
	if err != nil {
		t.Fatal(err)
	}
	if r := recs[0]; r.Reason != "score" || r.Charged != "" || r.Err || r.Moves != 12 {
		t.Errorf("aga: %s (%s) charged %q after %d moves, err %v: %s %q", r.Result, r.Reason, r.Charged, r.Moves, r.Err, r.Detail, r.Events)
	}
}

// TestResignFirstMove: a resignation before any move leaves an SGF with
// no move node, the result once in the root's comment, and LEN 0.
func TestResignFirstMove(t *testing.T) {
	dir := t.TempDir()
	_, recs, err := run(t, fake("-resign-at", "1"), fake("-random"), 1, func(c *match.Config) { c.Out = dir })
	if err != nil {
		t.Fatal(err)
	}
	r := recs[0]
	want(t, r, "W+R", "resign", "", "black resigned")
	if r.Moves != 0 || r.ScoreB != "W+R" || r.ScoreW != "W+R" {
		t.Errorf("moves %d, scores %q %q", r.Moves, r.ScoreB, r.ScoreW)
	}
	data, err := os.ReadFile(filepath.Join(dir, r.SGF))
	if err != nil {
		t.Fatal(err)
	}
	if n := strings.Count(string(data), "result W+R"); n != 1 {
		t.Errorf("the result is written %d times in the SGF:\n%s", n, data)
	}
}

// TestHandicapCommands: CLIENTS.md section 6.7, handicap sent as handicap.
// An engine that lists set_free_handicap gets it, one that lists only
// fixed_handicap gets that; the SGF has HA, AB and PL[W], White moves
// first, and White gets the preset's compensation (chinese-1988: N).
// An engine whose fixed_handicap places other points than GTP's table
// has drifted: the referee notes it and gives it the referee's stones.
func TestHandicapCommands(t *testing.T) {
	dir := t.TempDir()
	logB, logW := filepath.Join(dir, "b.log"), filepath.Join(dir, "w.log")
	_, recs, err := run(t, fake("-list", "fixed_handicap", "-log", logB), fake("-list", "set_free_handicap", "-log", logW), 1,
		func(c *match.Config) { c.Size = 9; c.Handicap = 3; c.Komi = 0.5; c.Out = dir })
	if err != nil {
		t.Fatal(err)
	}
	r := recs[0]
	// Both pass at once: White's area is nothing, Black's is the board;
	// the count is 81 - 0.5 - 3 for Black.
	if r.Result != "B+77.5" || r.Reason != "score" || r.Err {
		t.Errorf("%s (%s) err %v: %s %q", r.Result, r.Reason, r.Err, r.Detail, r.Events)
	}
	data, err := os.ReadFile(filepath.Join(dir, r.SGF))
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range []string{"HA[3]", "AB[cg][gc][cc]", "PL[W]", ";W[]"} {
		if !strings.Contains(string(data), s) {
			t.Errorf("SGF without %s:\n%s", s, data)
		}
	}
	if i, j := strings.Index(string(data), ";W["), strings.Index(string(data), ";B["); i < 0 || j < i {
		t.Errorf("White does not move first:\n%s", data)
	}
	for _, l := range []struct{ file, want, first string }{
		{logB, "fixed_handicap 3\n", "play white pass\ngenmove black"},
		{logW, "set_free_handicap C3 G7 C7\n", "time_settings 0 1 0\ngenmove white"},
	} {
		got, err := os.ReadFile(l.file)
		if err != nil {
			t.Fatal(err)
		}
		if !strings.Contains(string(got), l.want) || strings.Contains(string(got), "play black C3") ||
			!strings.Contains(string(got), l.first) {
			t.Errorf("%s:\n%s", l.file, got)
		}
	}

	// fixed_handicap that places other stones.
	_, recs, err = run(t, fake("-list", "fixed_handicap", "-fixed-at", "D5,E5,F5"), fake("-random"), 1,
		func(c *match.Config) { c.Size = 9; c.Handicap = 3; c.Komi = 0.5 })
	if err != nil {
		t.Fatal(err)
	}
	r = recs[0]
	if r.Charged != "" || !hasEvent(r, "fixed_handicap placed D5 E5 F5") || r.Err || hasEvent(r, "rejected play") {
		t.Errorf("%s (%s) charged %q err %v: %s %q", r.Result, r.Reason, r.Charged, r.Err, r.Detail, r.Events)
	}
}

// TestHandicapOpening: an opening record with HA[2] and the black stones
// set up (AB) opens a handicap game as --handicap 2 does: White moves
// first, the count gives White the preset's handicap compensation (RULES.md
// section 5: N under chinese-1988, N-1 under aga), the record says HA[2],
// and the engines get the stones as handicap (CLIENTS.md section 6 item 7):
// set_free_handicap where listed; fixed_handicap only for GTP's fixed
// points, which C7 and G3 are not (the fixed two on 9x9 are C3 and G7), so
// plays. The referee counted such a game with no compensation (B+75.5) and
// sent the stones as plays, without HA in the record.
func TestHandicapOpening(t *testing.T) {
	for _, tc := range []struct {
		rules string
		komi  float64
		want  string
	}{
		// Both pass at once: Black's two stones reach the whole 9x9
		// board, 81 points against White's 0; less the komi and the
		// compensation, 2 points for two stones under chinese-1988.
		{"chinese-1988", 5.5, "B+73.5"},
		// aga gives N-1: one point. 81 - 7.5 - 1.
		{"aga", 7.5, "B+72.5"},
		// japanese gives none (counted by territory: Black's 79 empty
		// points against White's 0, less the komi).
		{"japanese", 6.5, "B+72.5"},
	} {
		dir := t.TempDir()
		ops := openingsDir(t, dir, map[string]string{"h.sgf": "(;GM[1]FF[4]SZ[9]HA[2]AB[cc][gg])"})
		preset := rules.MustLookup(tc.rules)
		openings, err := match.LoadOpenings(ops, 9, preset)
		if err != nil {
			t.Fatal(err)
		}
		logB, logW := filepath.Join(dir, "b.log"), filepath.Join(dir, "w.log")
		out := filepath.Join(dir, "out")
		_, recs, err := run(t, fake("-list", "set_free_handicap", "-log", logB), fake("-list", "fixed_handicap", "-log", logW), 2,
			func(c *match.Config) {
				c.Size, c.Rules, c.Komi = 9, preset, tc.komi
				c.OpeningsDir, c.Openings, c.Out = ops, openings, out
			})
		if err != nil {
			t.Fatal(err)
		}
		for g := range 2 {
			r := recs[g]
			if r.Result != tc.want || r.Reason != "score" || r.Handicap != 2 || r.Err {
				t.Errorf("%s game %d: %s (%s) handicap %d err %v, want %s: %s %q", tc.rules, g, r.Result, r.Reason, r.Handicap, r.Err, tc.want, r.Detail, r.Events)
			}
			data, err := os.ReadFile(filepath.Join(out, r.SGF))
			if err != nil {
				t.Fatal(err)
			}
			for _, s := range []string{"HA[2]", "AB[cc][gg]", "PL[W]", "RE[" + tc.want + "]"} {
				if !strings.Contains(string(data), s) {
					t.Errorf("%s game %d: SGF without %s:\n%s", tc.rules, g, s, data)
				}
			}
			if i, j := strings.Index(string(data), ";W["), strings.Index(string(data), ";B["); i < 0 || j < i {
				t.Errorf("%s game %d: White does not move first:\n%s", tc.rules, g, data)
			}
		}
		for _, l := range []struct{ file, want, not string }{
			{logB, "clear_board\nkomi " + strconv.FormatFloat(tc.komi, 'f', -1, 64) + "\nset_free_handicap C7 G3\n", "play black C7"},
			{logW, "play black C7\nplay black G3\n", "fixed_handicap"},
		} {
			got, err := os.ReadFile(l.file)
			if err != nil {
				t.Fatal(err)
			}
			if strings.Count(string(got), l.want) != 2 || strings.Contains(string(got), l.not) {
				t.Errorf("%s: %s, want %q in each game and no %q:\n%s", tc.rules, l.file, l.want, l.not, got)
			}
		}
	}
}

// TestHandicapOpeningStoneCount: an opening whose HA says 2 but which sets
// three black stones up is a game of three handicap stones, the stones the
// engines are given as handicap: GNU Go 3.8, given set_free_handicap C7 G3
// E5 on an empty 9x9 board, answers final_score B+77.5 under
// --chinese-rules with komi 0.5, three points of compensation (81 - 0.5 -
// 3). The referee counted two (HA) for the three stones it had sent, and
// wrote HA[2] beside them. By hand, both engines passing at once: Black's
// three stones reach the 81 points, less komi 5.5 and 3 points under
// chinese-1988, B+72.5.
func TestHandicapOpeningStoneCount(t *testing.T) {
	dir := t.TempDir()
	ops := openingsDir(t, dir, map[string]string{"h.sgf": "(;GM[1]FF[4]SZ[9]HA[2]AB[cc][gg][ee])"})
	preset := rules.MustLookup("chinese-1988")
	openings, err := match.LoadOpenings(ops, 9, preset)
	if err != nil {
		t.Fatal(err)
	}
	logB := filepath.Join(dir, "b.log")
	out := filepath.Join(dir, "out")
	_, recs, err := run(t, fake("-list", "set_free_handicap", "-log", logB), fake("-list", "set_free_handicap"), 1,
		func(c *match.Config) {
			c.Size, c.Rules, c.Komi = 9, preset, 5.5
			c.OpeningsDir, c.Openings, c.Out = ops, openings, out
		})
	if err != nil {
		t.Fatal(err)
	}
	r := recs[0]
	if r.Result != "B+72.5" || r.Handicap != 3 {
		t.Errorf("%s handicap %d, want B+72.5 with 3 stones: %s %q", r.Result, r.Handicap, r.Detail, r.Events)
	}
	data, err := os.ReadFile(filepath.Join(out, r.SGF))
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(data), "HA[3]") {
		t.Errorf("SGF without HA[3]:\n%s", data)
	}
	if got, err := os.ReadFile(logB); err != nil || !strings.Contains(string(got), "set_free_handicap C7 G3 E5\n") {
		t.Errorf("the stones were not sent as handicap (%v):\n%s", err, got)
	}
}

// TestStderrDuringGenmove: an engine that writes a lot on stderr while it
// thinks (search logs) is not blocked by the referee, nor charged for it.
func TestStderrDuringGenmove(t *testing.T) {
	tc, _ := clock.Parse("20s")
	_, recs, err := run(t, fake("-random", "-stderr-genmove", "1000000"), fake("-random"), 1,
		func(c *match.Config) { c.Time = tc })
	if err != nil {
		t.Fatal(err)
	}
	if r := recs[0]; r.Reason != "score" || r.Charged != "" {
		t.Fatalf("%s (%s) charged %q: %s", r.Result, r.Reason, r.Charged, r.Detail)
	}
}

// TestOpenings: each opening of --openings is played with both colour
// assignments (issue 5); its moves and setup stones open the record and
// reach both engines, and the game goes on from the colour that moves next:
// Black after B E5, W C7; White where a setup-only opening says PL[W].
// Setup stones or a PL after the moves cannot be sent as played and are
// refused when the openings are read.
func TestOpenings(t *testing.T) {
	dir := t.TempDir()
	ops := openingsDir(t, dir, map[string]string{
		"a.sgf": "(;GM[1]FF[4]SZ[9];B[ee];W[cc])",
		"b.sgf": "(;GM[1]FF[4]SZ[9]AB[ee][gg]AW[cc]PL[W])",
	})
	openings, err := match.LoadOpenings(ops, 9, rules.MustLookup("chinese-1988"))
	if err != nil {
		t.Fatal(err)
	}
	out := filepath.Join(dir, "out")
	logB := filepath.Join(dir, "b.log")
	_, recs, err := run(t, fake("-random", "-log", logB), fake("-random"), 4,
		func(c *match.Config) { c.Size = 9; c.OpeningsDir = ops; c.Openings = openings; c.Out = out })
	if err != nil {
		t.Fatal(err)
	}
	// results.dat names the openings as gogui-twogtp does.
	if dat, err := os.ReadFile(filepath.Join(out, match.DatFile)); err != nil || !strings.Contains(string(dat), "\n# Openings: "+ops+" (2 files)\n") {
		t.Errorf("results.dat without the Openings key (%v):\n%s", err, dat)
	}
	seen := map[string]int{}
	for g := range 4 {
		r := recs[g]
		seen[r.Opening]++
		data, err := os.ReadFile(filepath.Join(out, r.SGF))
		if err != nil {
			t.Fatal(err)
		}
		sgfText := string(data)
		var want []string
		next := ";B["
		switch r.Opening {
		case "a.sgf":
			want = []string{";B[ee]", ";W[cc]"}
		case "b.sgf":
			want, next = []string{"AB[ee][gg]", "AW[cc]", "PL[W]"}, ";W["
		default:
			t.Fatalf("game %d: opening %q", g, r.Opening)
		}
		for _, s := range want {
			if !strings.Contains(sgfText, s) {
				t.Errorf("game %d (%s): SGF without %s:\n%s", g, r.Opening, s, sgfText)
			}
		}
		// The first move after the opening.
		rest := sgfText
		if r.Opening == "a.sgf" {
			rest = sgfText[strings.Index(sgfText, ";W[cc]")+len(";W[cc]"):]
		}
		if i := strings.Index(rest, "\n;"); i < 0 || !strings.HasPrefix(rest[i+1:], next) {
			t.Errorf("game %d (%s): the game does not go on with %s:\n%s", g, r.Opening, next, sgfText)
		}
	}
	if seen["a.sgf"] != 2 || seen["b.sgf"] != 2 {
		t.Errorf("openings played %v, want each twice", seen)
	}
	log, err := os.ReadFile(logB)
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range []string{"play black E5\nplay white C7\n", "play black E5\nplay black G3\nplay white C7\n"} {
		if !strings.Contains(string(log), s) {
			t.Errorf("the --black engine was not sent %q:\n%s", s, log)
		}
	}

	bad := filepath.Join(dir, "bad")
	if err := os.Mkdir(bad, 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(bad, "late.sgf"), []byte("(;GM[1]FF[4]SZ[9];B[ee];AB[cc])"), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, err := match.LoadOpenings(bad, 9, rules.MustLookup("chinese-1988")); err == nil || !strings.Contains(err.Error(), "setup or PL after the moves") {
		t.Errorf("setup after the moves: %v", err)
	}
}

// TestFailureLoop: a program that hangs past the command timeout or breaks
// the protocol on its first genmove of every game (killed and restarted
// each game), or answers every genmove with an error, forfeits each game,
// and --crash-limit (3) consecutive such games stop the match as
// crashes do (README's fault table); the games, ended before any move,
// repeat nothing, so none is a duplicate (CLIENTS.md: DUP names an earlier
// identical game).
func TestFailureLoop(t *testing.T) {
	for _, tc := range []struct {
		name, reason, result string
		black                []string
	}{
		{"hang", "hang", "W+F", fake("-fault", "hang")},
		{"protocol", "protocol", "W+F", fake("-fault", "protocol")},
		// Refused: not killed, so the same process answers every
		// game's genmove with an error.
		{"refuse", "refused", "W+F", fake("-unknown", "genmove")},
	} {
		t.Run(tc.name, func(t *testing.T) {
			sum, recs, err := run(t, tc.black, fake(), 6, func(c *match.Config) {
				c.CommandTimeout = 300 * time.Millisecond
			})
			if !errors.Is(err, match.ErrCrashLoop) {
				t.Fatalf("error %v, want a crash loop", err)
			}
			if len(recs) != 3 {
				t.Fatalf("%d records, want 3 (then the limit stops the match)", len(recs))
			}
			for g := range 3 {
				want(t, recs[g], tc.result, tc.reason, "B", "")
				if recs[g].Moves != 0 || recs[g].DupKey != "" {
					t.Errorf("game %d: %d moves, duplicate key %q; want none", g, recs[g].Moves, recs[g].DupKey)
				}
			}
			if d := results.Duplicates(sum.Records); len(d) != 0 {
				t.Errorf("duplicates %v, want none", d)
			}
		})
	}
}

// TestBothCrashAlternating: both programs crash on their first genmove
// and colours alternate, so in every game the program playing White is
// never asked to move. Such a game must not reset its failure streak:
// the audit saw all 10 games played despite --crash-limit 3. The --black
// program fails in games 0, 2 and 4, which stops the match there.
func TestBothCrashAlternating(t *testing.T) {
	crasher := fake("-random", "-fault", "crash", "-at", "1")
	_, recs, err := run(t, crasher, crasher, 10, func(c *match.Config) { c.Alternate = true })
	if !errors.Is(err, match.ErrCrashLoop) {
		t.Fatalf("error %v, want a crash loop", err)
	}
	if len(recs) != 5 {
		t.Fatalf("%d records, want 5 (the --black program's third failure is game 4)", len(recs))
	}
	for g := range 5 {
		want(t, recs[g], "W+F", "crash", "B", "crashed on genmove")
	}
}

// TestCrashLimitAcrossResume: --crash-limit counts consecutive games of the
// match (its help: "consecutive games in which one program crashes ...
// that stop the match"), so a resumed match goes on with the run of
// failures its records end with. Two games in which the --black program
// crashed, then a resume: its third consecutive failure, game 2, stops
// the match. The count began again at every run, so the resume played
// games 2, 3 and 4 before it stopped. With alternating colours and both
// programs crashing on their first genmove, each is never asked for a
// move in the games the other loses (such games leave its count, as
// TestBothCrashAlternating shows in one run), and the --black program's
// third failure is game 4 however the match is split into runs.
func TestCrashLimitAcrossResume(t *testing.T) {
	crasher := fake("-random", "-fault", "crash", "-at", "1")
	dir := t.TempDir()
	in := func(c *match.Config) { c.Out = dir }
	if _, recs, err := run(t, crasher, fake("-random"), 2, in); err != nil || len(recs) != 2 {
		t.Fatalf("first run: %v, %d records", err, len(recs))
	}
	_, recs, err := run(t, crasher, fake("-random"), 10, in)
	if !errors.Is(err, match.ErrCrashLoop) || len(recs) != 3 {
		t.Fatalf("resume: %v, %d records; want a crash loop at game 2 (3 records)", err, len(recs))
	}
	for g := range 3 {
		want(t, recs[g], "W+F", "crash", "B", "crashed on genmove")
	}

	dir = t.TempDir()
	alt := func(c *match.Config) { c.Out, c.Alternate = dir, true }
	for games := 1; games <= 4; games++ {
		// One game a run: the runs of games 0 to 3 end without a loop.
		if _, _, err := run(t, crasher, crasher, games, alt); err != nil {
			t.Fatalf("run to %d games: %v", games, err)
		}
	}
	_, recs, err = run(t, crasher, crasher, 10, alt)
	if !errors.Is(err, match.ErrCrashLoop) || len(recs) != 5 {
		t.Fatalf("alternating resume: %v, %d records; want a crash loop at game 4 (5 records)", err, len(recs))
	}
}

// TestGraceKeptForResume: --grace decides who loses on time, so a match
// resumed with another grace is another match: match.json keeps it (with
// a clock) and a resume with a different grace is refused, as one with a
// different --time; it was not kept at all.
func TestGraceKeptForResume(t *testing.T) {
	dir := t.TempDir()
	tc, _ := clock.Parse("1m")
	with := func(games int, grace time.Duration) setup {
		return func(c *match.Config) { c.Out, c.Time, c.Grace, c.Games = dir, tc, grace, games }
	}
	if _, _, err := run(t, fake("-random"), fake("-random"), 1, with(1, 100*time.Millisecond)); err != nil {
		t.Fatal(err)
	}
	data, err := os.ReadFile(filepath.Join(dir, match.StateFile))
	if err != nil || !strings.Contains(string(data), `"Grace": "100ms"`) {
		t.Errorf("match.json without the grace (%v):\n%s", err, data)
	}
	_, _, err = run(t, fake("-random"), fake("-random"), 2, with(2, time.Second))
	if err == nil || !strings.Contains(err.Error(), "grace 100ms, now 1s") {
		t.Errorf("resume with another grace: %v, want it refused", err)
	}
	if _, recs, err := run(t, fake("-random"), fake("-random"), 2, with(2, 100*time.Millisecond)); err != nil || len(recs) != 2 {
		t.Errorf("resume with the same grace: %v, %d records", err, len(recs))
	}
}

// TestTimeLossesAreNoLoop: losses on time under a clock are results, not
// failures: four in a row do not stop the match (the engine is killed at
// its deadline and restarted, as a hung one is).
func TestTimeLossesAreNoLoop(t *testing.T) {
	tc, _ := clock.Parse("1s")
	_, recs, err := run(t, fake("-random", "-fault", "slow", "-slow", "1500ms", "-at", "1"), fake("-random"), 4,
		func(c *match.Config) { c.Time = tc; c.Grace = 100 * time.Millisecond })
	if err != nil {
		t.Fatal(err)
	}
	if len(recs) != 4 {
		t.Fatalf("%d records, want 4", len(recs))
	}
	for g := range 4 {
		want(t, recs[g], "W+T", "time", "B", "")
	}
}

// TestSetupPlayRefusedIsDrift: README's fault table: "the other engine
// rejects a move the referee accepted" is a position drift, an event, and
// the game is marked ERR 1. A play refused outside the play loop (a
// handicap stone sent as a play, an opening's move, a move replayed to
// resynchronise an engine after a void move) was only noted as "refused
// play ...", so the engines' boards parted without a drift and the game
// stayed ERR 0.
func TestSetupPlayRefusedIsDrift(t *testing.T) {
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "a.sgf"), []byte("(;GM[1]FF[4]SZ[7];B[cc])"), 0o644); err != nil {
		t.Fatal(err)
	}
	openings, err := match.LoadOpenings(dir, 7, rules.MustLookup("chinese-1988"))
	if err != nil {
		t.Fatal(err)
	}
	refuseFirstPlay := []string{"-fault", "refuse", "-on", "play", "-at", "1"}
	for _, tc := range []struct {
		name         string
		black, white []string
		opt          setup
	}{
		// White's engine refuses the first handicap stone; both pass.
		{"handicap", fake(), fake(refuseFirstPlay...), func(c *match.Config) { c.Handicap = 2; c.Komi = 0.5 }},
		// White's engine refuses the opening's B C5.
		{"opening", fake(), fake(refuseFirstPlay...), func(c *match.Config) { c.OpeningsDir = dir; c.Openings = openings }},
		// Black plays A1 twice: the second is void (occupied) and its
		// engine is given the game again, whose A1 (its second play,
		// after White's pass) it refuses. Its script's third A1 is then
		// occupied: the second warning.
		{"resync", fake("-script", "A1,A1,A1", "-fault", "refuse", "-on", "play", "-at", "2"), fake(),
			func(c *match.Config) { c.Illegal = match.Penalty }},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, recs, err := run(t, tc.black, tc.white, 1, tc.opt)
			if err != nil {
				t.Fatal(err)
			}
			r := recs[0]
			if !r.Err || !hasEvent(r, "position drift") || !strings.Contains(r.ErrMsg, "position drift") {
				t.Errorf("%s (%s) err %v %q, events %q: want a position drift, ERR 1", r.Result, r.Reason, r.Err, r.ErrMsg, r.Events)
			}
		})
	}
}

// TestLateFaultAfterCharge: README: an engine that hangs, crashes or breaks
// the protocol on cputime (or final_score) after play "loses nothing ...
// the game is marked ERR 1". In a game already decided against a charged
// player (here White's forfeit for an illegal move, a result that alone is
// ERR 0), Black's crash on the final cputime was only an event: the game
// stayed ERR 0 and ERR_MSG did not name it, though the crash counts toward
// --crash-limit.
func TestLateFaultAfterCharge(t *testing.T) {
	_, recs, err := run(t, fake("-script", "C3", "-list", "cputime", "-fault", "crash", "-on", "cputime", "-at", "2"),
		fake("-script", "C3"), 1)
	if err != nil {
		t.Fatal(err)
	}
	r := recs[0]
	want(t, r, "B+F", "illegal", "W", "illegal move W C3 (occupied)")
	wantErr(t, r, true)
	if !strings.Contains(r.ErrMsg, "occupied") || !strings.Contains(r.ErrMsg, "cputime") || len(r.Crashed) != 1 || r.Crashed[0] != results.ProgBlack {
		t.Errorf("err_msg %q, crashed %q: want the forfeit and black's crash on cputime", r.ErrMsg, r.Crashed)
	}
}

// TestStaleTemporariesRemoved: records are written to a temporary file
// and renamed (README); a run killed (kill -9) in between leaves the
// half-written temporary in the output directory, which no later run
// removed. The run that resumes the match, holding the lock, deletes the
// temporaries of its own files and nothing else.
func TestStaleTemporariesRemoved(t *testing.T) {
	dir := t.TempDir()
	stale := []string{".results-0.sgf.tmp123456", ".results.dat.tmp42", ".match.json.tmp7", ".results-12.sgf.tmp9"}
	kept := []string{".notes.txt.tmp1", "results.dat.tmp5", ".results-0.sgf.tmpabc", ".results-0.sgf.tmp", "mine.sgf"}
	for _, name := range append(append([]string{}, stale...), kept...) {
		if err := os.WriteFile(filepath.Join(dir, name), []byte("(;GM[1]FF[4]SZ[7];B["), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	if _, _, err := run(t, fake("-random"), fake("-random"), 1, func(c *match.Config) { c.Out = dir }); err != nil {
		t.Fatal(err)
	}
	for _, name := range stale {
		if _, err := os.Stat(filepath.Join(dir, name)); err == nil {
			t.Errorf("%s left behind", name)
		}
	}
	for _, name := range kept {
		if _, err := os.Stat(filepath.Join(dir, name)); err != nil {
			t.Errorf("%s, not a temporary of the referee's, was removed: %v", name, err)
		}
	}
}

// TestStrayLinesOfKilledEngine: README: lines on stdout outside replies are
// "ignored and noted as an event". Those of an engine killed after a
// crash, a hang, a broken protocol or a loss on time were dropped with it
// (finish noted only the engines still running); only the engines killed
// after a refused or unreadable genmove had them noted. The fake engine
// writes one line outside replies ("thinking", -debug-before, before its
// first genmove's reply), so the event counts one line in each case. The
// protocol fault's block ("this is not GTP" and its empty line, written
// as the reply to the second genmove) is set aside as lines outside
// replies until the deadline shows that no reply follows it; it is then
// that genmove's malformed reply, which the record's detail (ERR_MSG)
// quotes: no line outside replies. The event counted it too (d5ec1f8),
// "2 line(s) ... ignored", beside the detail that charged it.
func TestStrayLinesOfKilledEngine(t *testing.T) {
	tc, _ := clock.Parse("1s")
	for _, c := range []struct {
		name, fault string
		opt         setup
	}{
		{"crash", "crash", nil},
		{"hang", "hang", func(c *match.Config) { c.CommandTimeout = 500 * time.Millisecond }},
		{"protocol", "protocol", nil},
		{"time", "hang", func(c *match.Config) { c.Time = tc; c.Grace = 100 * time.Millisecond }},
	} {
		t.Run(c.name, func(t *testing.T) {
			var opts []setup
			if c.opt != nil {
				opts = append(opts, c.opt)
			}
			_, recs, err := run(t, fake("-random", "-debug-before", "thinking", "-fault", c.fault, "-at", "2"), fake("-random"), 1, opts...)
			if err != nil {
				t.Fatal(err)
			}
			r := recs[0]
			if r.Charged != "B" || !hasEvent(r, `black wrote 1 line(s) on stdout outside its replies`) || !hasEvent(r, `"thinking"`) {
				t.Errorf("%s (%s) charged %q, events %q: want the stray line noted", r.Result, r.Reason, r.Charged, r.Events)
			}
			if c.fault == "protocol" && !strings.Contains(r.Detail, `"this is not GTP"`) {
				t.Errorf("detail %q: want the malformed reply quoted", r.Detail)
			}
		})
	}
}

// TestMalformedReplies: replies that break GTP's framing on genmove (GTP
// 2: a response is "=id result" ended by an empty line, the id echoed)
// forfeit the game of the engine that sent them, which is killed and
// restarted, so that the next game is played (README's fault table): a
// wrong id and a reply longer than the client accepts are protocol errors
// (one whose first line never ends too: it was left to --timeout, a
// hang); a reply never ended by its empty line gets no complete answer
// within --timeout, a hang; stdout closed while the process runs is a
// crash.
// Each is an engine failure, ERR 1. (A reply sent twice is
// TestReplySentTwice's.)
func TestMalformedReplies(t *testing.T) {
	for _, tc := range []struct {
		fault, reason, on string
	}{
		{"wrongid", "protocol", "genmove"},
		{"flood", "protocol", "genmove"},
		{"runaway", "protocol", "genmove"},
		{"noterm", "hang", "genmove"},
		{"closeout", "crash", "genmove"},
	} {
		t.Run(tc.fault, func(t *testing.T) {
			_, recs, err := run(t, fake("-random", "-fault", tc.fault, "-say", "C3", "-at", "2", "-once", once(t)), fake("-random"), 2,
				func(c *match.Config) { c.CommandTimeout = time.Second })
			if err != nil {
				t.Fatal(err)
			}
			want(t, recs[0], "W+F", tc.reason, "B", " on "+tc.on)
			wantErr(t, recs[0], true)
			if r := recs[0]; len(r.Killed) != 1 || r.Killed[0] != results.ProgBlack {
				t.Errorf("killed %q, want the black program's engine", r.Killed)
			}
			if r := recs[1]; r.Reason != "score" || r.Err {
				t.Errorf("game 1 after the restart: %s (%s) err %v: %s", r.Result, r.Reason, r.Err, r.Detail)
			}
		})
	}
}

// TestCancelKillsDeafEngines: README: "Ctrl-C stops at once and kills the
// engines". Engines that ignore SIGTERM and SIGINT, one of them hung in
// genmove, are gone when the cancelled match returns, and it returns at
// once rather than after the hang's --timeout.
func TestCancelKillsDeafEngines(t *testing.T) {
	cfg := match.Config{
		Black:    fake("-random", "-ignore-sigterm"),
		White:    fake("-random", "-ignore-sigterm", "-fault", "hang", "-at", "3"),
		BlackCmd: "a", WhiteCmd: "b", Games: 4, Size: 7, Rules: rules.MustLookup("chinese-1988"), Komi: 5.5,
		Out: t.TempDir(), CommandTimeout: time.Minute, Parallel: 2,
	}
	cfg.Start = match.GTPStarter(gtp.ClientOptions{}, 0)
	ctx, cancel := context.WithTimeout(context.Background(), time.Second)
	defer cancel()
	start := time.Now()
	if _, err := match.Run(ctx, cfg); err == nil || !errors.Is(err, context.DeadlineExceeded) {
		t.Errorf("%v, want the match interrupted", err)
	}
	if el := time.Since(start); el > 10*time.Second {
		t.Errorf("the cancelled match returned after %v", el)
	}
	checkNoChildren(t)
}

// TestGTPStarterConcurrent: the workers of a --parallel match share one
// Starter, which must be safe for concurrent use. GTPStarter given no
// startup timeout (zero: the default) set the default into the variable
// its closure shares on every call, a data race between two workers
// starting engines at once; `go test -race` reports it here (and in any
// parallel match run with a zero timeout, as TestCancelKillsDeafEngines).
func TestGTPStarterConcurrent(t *testing.T) {
	start := match.GTPStarter(gtp.ClientOptions{}, 0)
	errs := make(chan error, 4)
	for range 4 {
		go func() {
			e, err := start(context.Background(), fake())
			if err == nil {
				err = e.Close()
			}
			errs <- err
		}()
	}
	for range 4 {
		if err := <-errs; err != nil {
			t.Error(err)
		}
	}
	checkNoChildren(t)
}

// TestProtocolErrorAtStartup: an engine that answers name with a wrong id
// or version with a block that is no GTP reply has started and then broken
// the protocol, and the referee kills it. results.Record says what the
// record must hold: Killed lists the engines the referee killed after a
// fault, a protocol error among them, and Crashed those that crashed or
// failed to start. Such a startup was recorded as a crash, in Crashed and
// not in Killed. A hang at startup is recorded as a hang (TestHangAtStartup);
// this is the same for a broken protocol, and the next game is played.
func TestProtocolErrorAtStartup(t *testing.T) {
	for _, tc := range []struct{ fault, on string }{{"wrongid", "name"}, {"protocol", "version"}} {
		t.Run(tc.on, func(t *testing.T) {
			// The version fault's block without a reply start is the
			// protocol error once the start's deadline has passed with
			// no reply after it.
			_, recs, err := run(t, fake("-random", "-fault", tc.fault, "-say", "x", "-on", tc.on, "-at", "1", "-once", once(t)), fake("-random"), 2,
				func(c *match.Config) { c.StartupTimeout = 2 * time.Second })
			if err != nil {
				t.Fatal(err)
			}
			r := recs[0]
			want(t, r, "W+F", "protocol", "B", tc.on)
			wantErr(t, r, true)
			if len(r.Crashed) != 0 || len(r.Killed) != 1 || r.Killed[0] != results.ProgBlack {
				t.Errorf("crashed %q, killed %q: want killed [black], crashed none", r.Crashed, r.Killed)
			}
			if r := recs[1]; r.Reason != "score" || r.Err {
				t.Errorf("game 1 after the restart: %s (%s) err %v: %s", r.Result, r.Reason, r.Err, r.Detail)
			}
		})
	}
}

// TestUnendedReplyDetail: a genmove reply that is never ended by its empty
// line (GTP 2: a response ends with an empty line) is no complete answer:
// under a clock the player loses on time, without one it is a hang after
// --timeout (README's fault table; these results stay). But the reply
// began ("=N C3" arrived), and the gtp client's error says so
// (TestClientUnendedReply): the record must not say that no answer came.
func TestUnendedReplyDetail(t *testing.T) {
	tc, _ := clock.Parse("2s")
	for _, c := range []struct {
		name, result, reason string
		err                  bool
		opt                  setup
	}{
		{"clock", "W+T", "time", false, func(c *match.Config) { c.Time = tc; c.Grace = 100 * time.Millisecond }},
		{"noclock", "W+F", "hang", true, func(c *match.Config) { c.CommandTimeout = time.Second }},
	} {
		t.Run(c.name, func(t *testing.T) {
			_, recs, err := run(t, fake("-random", "-fault", "noterm", "-say", "C3", "-on", "genmove", "-at", "2"), fake("-random"), 1, c.opt)
			if err != nil {
				t.Fatal(err)
			}
			r := recs[0]
			want(t, r, c.result, c.reason, "B", "not ended by an empty line")
			wantErr(t, r, c.err)
			if !strings.Contains(r.Detail, "C3") || strings.Contains(r.Detail, "no answer") {
				t.Errorf("detail %q: want the begun reply (C3) named, and no \"no answer\"", r.Detail)
			}
		})
	}
}

// TestCROnlyLineEnds: an engine whose lines end with a CR alone (old
// Mac OS) never ends a line, since GTP 2 has a controller remove every CR
// (section 3.1): no reply comes whole, at startup a hang (README's fault
// table: no answer to list_commands within --startup-timeout), charged to
// it alone. The record said "no reply to list_commands", as for a silent
// engine; it names the reply begun and not ended.
func TestCROnlyLineEnds(t *testing.T) {
	_, recs, err := run(t, fake("-random", "-eol", `\r`), fake("-random"), 1,
		func(c *match.Config) { c.StartupTimeout = time.Second })
	if err != nil {
		t.Fatal(err)
	}
	want(t, recs[0], "W+F", "hang", "B", "not ended by an empty line")
	wantErr(t, recs[0], true)
}

// TestReplySentTwice: GTP gives each command one reply, carrying the
// command's id. An engine that sends a reply twice sends a reply to no
// command; the copy was read as the reply to the engine's next command,
// whatever it was: after the last command of a game, the next game's
// boardsize, so that the engine forfeited a game in which it did nothing
// wrong (a protocol error; without ids, every later reply one command off).
// README: faults are charged to the player who made them. The copy is
// noted as an event of the game in which it was sent and the next game is
// played: a copy of the reply to cputime at the start of a game (the game
// goes on), of a resignation or of the game's last cputime (the engine's
// last command of the game), with or without ids; a copy sent late, once
// the next game's first command is sent, has the engine restarted for that
// game, which is not charged.
func TestReplySentTwice(t *testing.T) {
	for _, tc := range []struct {
		name  string
		flags []string
		event string // in game 0 (game 1 for a late copy)
		late  bool
	}{
		{"cputime-start", []string{"-list", "cputime", "-on", "cputime", "-at", "1", "-say", "0.25"}, `a second reply to "cputime"`, false},
		{"cputime-end", []string{"-list", "cputime", "-on", "cputime", "-at", "2", "-say", "0.75"}, `a second reply to "cputime"`, false},
		{"resign", []string{"-on", "genmove", "-at", "1", "-say", "resign"}, `a second reply to "genmove black"`, false},
		{"resign-noids", []string{"-no-ids", "-on", "genmove", "-at", "1", "-say", "resign"}, `after "genmove black"`, false},
		{"resign-late", []string{"-on", "genmove", "-at", "1", "-say", "resign", "-slow", "1500ms"}, `second reply to "genmove black" of its last game`, true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			black := fake(append([]string{"-random", "-fault", "multi", "-once", once(t)}, tc.flags...)...)
			_, recs, err := run(t, black, fake("-random"), 2)
			if err != nil {
				t.Fatal(err)
			}
			for g, r := range recs {
				if r.Charged == "B" || r.Err || len(r.Killed) != 0 || len(r.Crashed) != 0 {
					t.Errorf("game %d: %s (%s) charged %q err %v killed %q: %s", g, r.Result, r.Reason, r.Charged, r.Err, r.Killed, r.Detail)
				}
			}
			if r := recs[1]; r.Reason != "score" {
				t.Errorf("game 1: %s (%s): %s", r.Result, r.Reason, r.Detail)
			}
			if strings.HasPrefix(tc.name, "resign") {
				want(t, recs[0], "W+R", "resign", "", "resigned")
			} else if recs[0].Reason != "score" {
				t.Errorf("game 0: %s (%s): %s", recs[0].Result, recs[0].Reason, recs[0].Detail)
			}
			g := 0
			if tc.late {
				g = 1
			}
			if !hasEvent(recs[g], tc.event) {
				t.Errorf("game %d: no event with %q: %q", g, tc.event, recs[g].Events)
			}
		})
	}
}

// TestFinalPassOutsideTheClock: two passes end play (RULES.md, Art. 7 and
// 21), so the play that tells a player the opponent's game-ending pass
// starts no turn of his. The referee sent it as the start of a turn, on
// the player's clock: an engine that took 1.5 s to acknowledge the final
// pass with 1 s left lost on time (W+T) a game that two passes had ended.
// The play is now sent outside the clock, with --timeout; a hang past
// --timeout there is a failure after the end of play, as on
// final_status_list: the engine is killed, the game marked ERR 1, and the
// referee counts with its own judgment. Black passes at every move, so the
// only pass he is told is White's, which ends the game.
func TestFinalPassOutsideTheClock(t *testing.T) {
	tc, _ := clock.Parse("1s")
	_, recs, err := run(t, fake("-slow-pass", "1500ms"), fake("-random"), 1,
		func(c *match.Config) { c.Time = tc; c.Grace = 100 * time.Millisecond })
	if err != nil {
		t.Fatal(err)
	}
	r := recs[0]
	if r.Reason != "score" || r.Charged != "" || r.Err || len(r.Killed) != 0 {
		t.Errorf("slow: %s (%s) charged %q err %v killed %q: %s; want the game counted", r.Result, r.Reason, r.Charged, r.Err, r.Killed, r.Detail)
	}
	_, recs, err = run(t, fake("-slow-pass", "1h"), fake("-random"), 1,
		func(c *match.Config) { c.Time = tc; c.CommandTimeout = time.Second })
	if err != nil {
		t.Fatal(err)
	}
	r = recs[0]
	if r.Reason != "score" || r.Charged != "" || !r.Err || len(r.Killed) != 1 || r.Killed[0] != results.ProgBlack ||
		!hasEvent(r, "black (--black program Fake) hung on play white pass after the end of play") ||
		!strings.HasPrefix(r.Result, "W+") || r.ScoreB != "?" {
		t.Errorf("hang: %s (%s) charged %q err %v killed %q score_b %q events %q: %s; want the referee's count, ERR 1, black killed",
			r.Result, r.Reason, r.Charged, r.Err, r.Killed, r.ScoreB, r.Events, r.Detail)
	}
}

// TestEngineNameWithTabs: GTP 2 (section 2.3) counts HT as white space, as
// SPACE, so an engine that answers name with "My<HT>Go<HT>Engine" is "My Go
// Engine". The tabs were dropped as control characters, which glued the
// words into "MyGoEngine" in PB/PW and in results.dat's header. An empty
// version leaves the header's BlackVersion empty (gogui-twogtp writes the
// reply as it came) and the label the bare name.
func TestEngineNameWithTabs(t *testing.T) {
	dir := t.TempDir()
	_, recs, err := run(t, fake("-random", "-name", "My\tGo\tEngine\t", "-version", ""), fake("-random", "-name", "Other"), 1,
		func(c *match.Config) { c.Out = dir })
	if err != nil {
		t.Fatal(err)
	}
	if got := recs[0].NameB; got != "My Go Engine" {
		t.Errorf("NameB %q, want %q", got, "My Go Engine")
	}
	data, err := os.ReadFile(filepath.Join(dir, recs[0].SGF))
	if err != nil {
		t.Fatal(err)
	}
	col, err := sgf.Parse(data)
	if err != nil {
		t.Fatal(err)
	}
	if pb, _ := col.Games[0].Root().Get("PB"); pb != "My Go Engine" {
		t.Errorf("PB %q, want %q", pb, "My Go Engine")
	}
	dat, err := os.ReadFile(filepath.Join(dir, "results.dat"))
	if err != nil {
		t.Fatal(err)
	}
	for _, line := range []string{"# Black: My Go Engine\n", "# BlackLabel: My Go Engine\n", "# BlackVersion: \n"} {
		if !strings.Contains(string(dat), line) {
			t.Errorf("results.dat has no line %q:\n%s", line, dat)
		}
	}
}

// TestSPRTStopsGamesInProgress: with --parallel, the record that crosses an
// SPRT bound ends the match: the games still in progress are stopped
// (their engines quit, or are killed when they do not answer), and recorded
// as what they are, unfinished games with no result (SGF FF[4]'s RE[Void],
// "no result or suspended play"), charged to no one, ERR 0 in results.dat;
// the verdict is that of the records (README's SPRT). Two games at once:
// the first --black engine to be asked a move hangs in genmove, the other
// game is a win for the --black program (White resigns after a second, so
// that the other game is hung by then), which alone
// crosses H1 of -200,200 at alpha = beta = 0.25 (hand count in
// match.TestParallelSPRTVerdictOfTheRecords). The runner waited for the
// hung game until --timeout (45 s), then recorded it as the --black
// program's hang forfeit, a loss that took the records back to no decision
// (one win, one loss), while it reported "H1 accepted".
func TestSPRTStopsGamesInProgress(t *testing.T) {
	out := t.TempDir()
	sprt := &stats.SPRT{Elo0: -200, Elo1: 200, Alpha: 0.25, Beta: 0.25}
	start := time.Now()
	sum, recs, err := run(t, fake("-random", "-fault", "hang", "-at", "1", "-once", once(t)), fake("-resign-at", "1", "-delay", "1s"), 4,
		func(c *match.Config) { c.Out, c.Parallel, c.SPRT, c.CommandTimeout = out, 2, sprt, 45*time.Second })
	if err != nil {
		t.Fatal(err)
	}
	if el := time.Since(start); el > 20*time.Second {
		t.Errorf("the match took %v: the game in progress was not stopped", el)
	}
	if len(recs) != 2 || sum.Decision != stats.AcceptH1 || !strings.Contains(sum.Stopped, "1 stopped unfinished") {
		t.Fatalf("%d records, decision %v, stopped %q; want 2 records, H1 accepted, 1 game stopped", len(recs), sum.Decision, sum.Stopped)
	}
	var stopped results.Record
	for _, r := range recs {
		if r.Result != "B+R" {
			stopped = r
		}
	}
	if r := stopped; r.Result != "Void" || r.Reason != "stopped" || r.Charged != "" || r.Err || len(r.Killed)+len(r.Crashed) != 0 {
		t.Errorf("game %d: %s (%s) charged %q err %v killed %q crashed %q: %s; want Void, stopped, no fault",
			r.Game, r.Result, r.Reason, r.Charged, r.Err, r.Killed, r.Crashed, r.Detail)
	}
	dat, err := os.ReadFile(filepath.Join(out, match.DatFile))
	if err != nil {
		t.Fatal(err)
	}
	row := fmt.Sprintf("\n%d\t?\t?\t?\t0\t", stopped.Game)
	if !strings.Contains(string(dat), row) || strings.Count(string(dat), "\n") != 18 {
		t.Errorf("results.dat: want 2 rows, game %d's RES_B, RES_W and RES_R unknown:\n%s", stopped.Game, dat)
	}
	if llr, d := sprt.Decide(stats.WDL{Wins: 1}); d != sum.Decision {
		t.Errorf("the records' verdict: LLR %.3f, %v; the summary's %v", llr, d, sum.Decision)
	}
}

// TestEmptyGenmoveReplies: GTP 2's genmove (section 6.3.3, core play
// commands) answers with a vertex, "pass" or "resign", so an empty success
// reply ("=" alone) is no move: a malformed reply, charged (W+F, ERR 1),
// after which the engine is restarted for the next game. A failure reply
// without text ("?" alone) is a refused genmove, also charged; the record said "answered genmove with an error: ", its
// sentence ended by a colon that introduced nothing, in the SGF comment,
// results.jsonl and results.dat's ERR_MSG, and so did the event of a komi
// refused so ("black refused komi 5.5: "). It now says "no message".
func TestEmptyGenmoveReplies(t *testing.T) {
	for _, tc := range []struct {
		name, fault, reason, detail string
	}{
		{"empty", "say", "malformed", `black (--black program Fake) answered genmove with "", which is not a move`},
		{"bare-question-mark", "sayerr", "refused", "black (--black program Fake) answered genmove with an error: no message"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			black := fake("-random", "-fault", tc.fault, "-say", "", "-at", "2", "-once", once(t))
			_, recs, err := run(t, black, fake("-random", "-fault", "sayerr", "-say", "", "-on", "komi", "-at", "1"), 2)
			if err != nil {
				t.Fatal(err)
			}
			r := recs[0]
			want(t, r, "W+F", tc.reason, "B", tc.detail)
			wantErr(t, r, true)
			if r.Detail != tc.detail || r.ErrMsg != tc.detail {
				t.Errorf("detail %q, err_msg %q; want both %q", r.Detail, r.ErrMsg, tc.detail)
			}
			if len(r.Killed) != 1 || r.Killed[0] != results.ProgBlack {
				t.Errorf("killed %q, want the black program's engine (restarted for the next game)", r.Killed)
			}
			if !hasEvent(r, "white refused komi 5.5: no message") {
				t.Errorf("events %q, want white's komi refusal named", r.Events)
			}
			if r := recs[1]; r.Reason != "score" || r.Err {
				t.Errorf("game 1 after the restart: %s (%s) err %v: %s", r.Result, r.Reason, r.Err, r.Detail)
			}
		})
	}
}

// TestKilledBySignal: an engine killed by a signal in the middle of a game
// (SIGKILL, as the OOM killer or kill -9 send it) crashed: W+F, reason
// crash, ERR 1, the signal named in the record, the engine started again
// for the next game, which is played; no process is left (run checks).
func TestKilledBySignal(t *testing.T) {
	_, recs, err := run(t, fake("-random", "-fault", "kill", "-at", "3", "-once", once(t)), fake("-random"), 2)
	if err != nil {
		t.Fatal(err)
	}
	r := recs[0]
	want(t, r, "W+F", "crash", "B", "crashed on genmove")
	wantErr(t, r, true)
	if !strings.Contains(r.Detail, "signal: killed") || len(r.Crashed) != 1 || r.Crashed[0] != results.ProgBlack {
		t.Errorf("detail %q, crashed %q: want the signal named and black's crash", r.Detail, r.Crashed)
	}
	if r.Moves != 4 {
		t.Errorf("%d moves, want 4 (two each before black's third genmove)", r.Moves)
	}
	if r := recs[1]; r.Reason != "score" || r.Err {
		t.Errorf("game 1 after the restart: %s (%s) err %v: %s", r.Result, r.Reason, r.Err, r.Detail)
	}
}

// TestCanadianOvertime: Canadian overtime (RULES.md section 6; GTP's
// time_settings 0 2 2: no main time, 2 stones every 2 seconds). An engine
// that takes 0.7 s a move (0.6 s charged past the 0.1 s grace) plays its
// two stones in 1.2 s of the period, which then starts afresh: its four
// moves (2.4 s charged; White passes after each, 7 moves in all) would
// lose under an absolute 2 s, but here the
// game is counted. time_left gives the period's time and stones left: 2 s
// and 2 stones at first, 1 s (1.4 s) and 1 stone after the first move,
// 2 and 2 again after the second (GTP 2's time_left: the time and stones
// left in the byo-yomi period). An engine that takes 1.2 s a move has
// 0.9 s left (2 - 1.1) for its second stone and loses on time there (W+T,
// ERR 0: a result, not an engine error).
func TestCanadianOvertime(t *testing.T) {
	tc, err := clock.Parse("0+2s/2")
	if err != nil {
		t.Fatal(err)
	}
	timed := func(c *match.Config) { c.Time = tc; c.Grace = 100 * time.Millisecond }
	log := filepath.Join(t.TempDir(), "log")
	_, recs, err := run(t, fake("-script", "C3,D4,E5", "-delay", "700ms", "-log", log), fake(), 1, timed)
	if err != nil {
		t.Fatal(err)
	}
	if r := recs[0]; r.Reason != "score" || r.Charged != "" || r.Moves != 7 {
		t.Errorf("0.7 s a move: %s (%s) charged %q after %d moves: %s; want a count after 7 moves", r.Result, r.Reason, r.Charged, r.Moves, r.Detail)
	}
	data, err := os.ReadFile(log)
	if err != nil {
		t.Fatal(err)
	}
	// The seconds after a move may read 0 on a loaded machine (the 1.4 s
	// less a delay past 0.4 s); the stones and the fresh periods may not.
	text := string(data)
	var left []string
	for _, l := range strings.Split(text, "\n") {
		if strings.HasPrefix(l, "time_left ") {
			left = append(left, l)
		}
	}
	wantLeft := []string{"time_left black 2 2", "time_left black [01] 1", "time_left black 2 2", "time_left black [01] 1"}
	ok := strings.Contains(text, "time_settings 0 2 2\n") && len(left) == len(wantLeft)
	for i := 0; ok && i < len(left); i++ {
		ok = regexp.MustCompile("^" + wantLeft[i] + "$").MatchString(left[i])
	}
	if !ok {
		t.Errorf("clock commands: time_settings and %q; want time_settings 0 2 2 and %q; the engine got:\n%s", left, wantLeft, text)
	}

	_, recs, err = run(t, fake("-script", "C3,D4,E5", "-delay", "1200ms"), fake(), 1, timed)
	if err != nil {
		t.Fatal(err)
	}
	want(t, recs[0], "W+T", "time", "B", "no answer to genmove")
	wantErr(t, recs[0], false)
	if r := recs[0]; r.Moves != 2 {
		t.Errorf("1.2 s a move: lost after %d moves, want 2 (on the second stone of the period)", r.Moves)
	}
}

// TestBothPassAtOnce: two engines that pass from the first move end the
// game at once (two passes, RULES.md section 2) on the empty board, which
// neither colour reaches: an area of 0 to 0, so White wins by the komi,
// W+5.5, by hand. Each engine's final_score (its own count, W+5.5) is in
// RES_B and RES_W, the referee's in RES_R; two moves, ERR 0 (CLIENTS.md's
// results.dat row).
func TestBothPassAtOnce(t *testing.T) {
	dir := t.TempDir()
	_, recs, err := run(t, fake(), fake(), 1, func(c *match.Config) { c.Out = dir })
	if err != nil {
		t.Fatal(err)
	}
	r := recs[0]
	if r.Result != "W+5.5" || r.Reason != "score" || r.Moves != 2 || r.Err || r.Charged != "" {
		t.Errorf("%s (%s) after %d moves, err %v, charged %q: %s; want W+5.5 by count after 2 passes", r.Result, r.Reason, r.Moves, r.Err, r.Charged, r.Detail)
	}
	dat, err := os.ReadFile(filepath.Join(dir, match.DatFile))
	if err != nil {
		t.Fatal(err)
	}
	if row := "\n0\tW+5.5\tW+5.5\tW+5.5\t0\t-\t2\t"; !strings.Contains(string(dat), row) {
		t.Errorf("results.dat has no row starting %q:\n%s", row[1:], dat)
	}
}

// TestRefusedClearBoardRestarts: GTP 2 says clear_board (section 6.3.2,
// setup commands) never fails, so an engine that answers it with "?" has gone wrong, as
// one that answers genmove so (README's fault table: W+F, "the engine is
// restarted for the next game", since it may be in any state). It
// forfeited its game, W+F refused, ERR 1, but was kept: an engine whose
// state broke after its first game (here it refuses every clear_board
// from its second on) forfeited every later game until --crash-limit
// stopped the match, where a new process plays. Game 1 is the forfeit;
// game 2, with the engine started again, is counted. The same holds for
// the clear_board that resynchronises an engine after its void move under
// --illegal penalty (README): Black's second A1 is void, the clear_board
// that follows is refused, and the engine is killed, to be started again.
func TestRefusedClearBoardRestarts(t *testing.T) {
	refuse := []string{"-fault", "refuse", "-on", "clear_board", "-at", "2", "-every"}
	_, recs, err := run(t, fake(append([]string{"-random"}, refuse...)...), fake("-random"), 3)
	if err != nil {
		t.Fatal(err)
	}
	if r := recs[0]; r.Reason != "score" || r.Err {
		t.Errorf("game 0: %s (%s) err %v: %s", r.Result, r.Reason, r.Err, r.Detail)
	}
	r := recs[1]
	want(t, r, "W+F", "refused", "B", "refused clear_board: I refuse")
	wantErr(t, r, true)
	if len(r.Killed) != 1 || r.Killed[0] != results.ProgBlack {
		t.Errorf("game 1: killed %q, want the black program's engine", r.Killed)
	}
	if r := recs[2]; r.Reason != "score" || r.Err {
		t.Errorf("game 2, after the refusal: %s (%s) err %v: %s; want a new engine and a count", r.Result, r.Reason, r.Err, r.Detail)
	}

	_, recs, err = run(t, fake(append([]string{"-script", "A1,A1"}, refuse...)...), fake(), 1,
		func(c *match.Config) { c.Illegal = match.Penalty })
	if err != nil {
		t.Fatal(err)
	}
	r = recs[0]
	want(t, r, "W+F", "refused", "B", "refused clear_board: I refuse")
	if len(r.Killed) != 1 || r.Killed[0] != results.ProgBlack || !hasEvent(r, "illegal move B A1 (occupied): void") {
		t.Errorf("penalty: killed %q, events %q; want the void A1 and black's engine killed (started again for a next game)", r.Killed, r.Events)
	}
}

// TestRefusedClearBoardCrashLoop: an engine that refuses every clear_board,
// restarted after each refusal (TestRefusedClearBoardRestarts), is in a
// restart loop that --crash-limit stops (README: a '?' to clear_board
// counts as a crash does), where gogui-twogtp, which restarts nothing,
// would mark every game left an error: with the limit at 2 and 5 games,
// two games W+F (refused) and ErrCrashLoop.
func TestRefusedClearBoardCrashLoop(t *testing.T) {
	_, recs, err := run(t, fake("-random", "-fault", "refuse", "-on", "clear_board", "-at", "1", "-every"), fake("-random"), 5,
		func(c *match.Config) { c.CrashLimit = 2 })
	if !errors.Is(err, match.ErrCrashLoop) {
		t.Fatalf("error %v, want the crash loop", err)
	}
	if len(recs) != 2 {
		t.Fatalf("%d records, want 2", len(recs))
	}
	for g := range 2 {
		want(t, recs[g], "W+F", "refused", "B", "refused clear_board")
	}
}
