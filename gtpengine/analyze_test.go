package gtpengine

import (
	"bufio"
	"context"
	"fmt"
	"io"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/gtp-referee/gtp-referee/engine"
	"github.com/gtp-referee/gtp-referee/geom"
	"github.com/gtp-referee/gtp-referee/gtp"
	"github.com/gtp-referee/gtp-referee/search"
)

// session runs an engine's server on pipes: send writes a line, next reads
// one line of output.
type session struct {
	in   *io.PipeWriter
	out  *bufio.Reader
	done chan error
}

func startSession(t *testing.T, opts Options) *session {
	t.Helper()
	e, err := New(opts)
	if err != nil {
		t.Fatal(err)
	}
	inR, inW := io.Pipe()
	outR, outW := io.Pipe()
	s := &session{in: inW, out: bufio.NewReader(outR), done: make(chan error, 1)}
	go func() {
		err := e.NewServer(gtp.ServerOptions{}).Serve(context.Background(), inR, outW)
		outW.Close()
		s.done <- err
	}()
	t.Cleanup(func() { inW.Close() })
	return s
}

func (s *session) send(t *testing.T, line string) {
	t.Helper()
	if _, err := io.WriteString(s.in, line+"\n"); err != nil {
		t.Fatal(err)
	}
}

func (s *session) next(t *testing.T) string {
	t.Helper()
	l, err := s.out.ReadString('\n')
	if err != nil {
		t.Fatalf("reading: %v", err)
	}
	return strings.TrimSuffix(l, "\n")
}

// endStream reads the rest of an analysis stream that a line sent has
// ended: info lines up to the empty line that closes it; any other line
// fails the test (name says which stream).
func (s *session) endStream(t *testing.T, name string) {
	t.Helper()
	for {
		l := s.next(t)
		if l == "" {
			return
		}
		if !strings.HasPrefix(l, "info ") {
			t.Fatalf("%s: %q inside the stream", name, l)
		}
	}
}

// ask sends cmd and returns its successful reply's text (lines joined,
// "=" and spaces trimmed, as reply gives it); an error reply fails the
// test.
func (s *session) ask(t *testing.T, cmd string) string {
	t.Helper()
	ok, r := s.reply(t, cmd)
	if !ok {
		t.Fatalf("%s: ? %s", cmd, r)
	}
	return r
}

var (
	lzBlock   = regexp.MustCompile(`^info move [A-HJ][1-9] visits \d+ winrate \d+ prior \d+ lcb \d+ order (\d+) pv( [A-HJ][1-9]| pass)+$`)
	kataBlock = regexp.MustCompile(`^info move [A-HJ][1-9] visits \d+ winrate [01]\.\d{4} scoreMean -?\d+\.\d\d scoreStdev \d+\.\d\d scoreLead -?\d+\.\d\d prior [01]\.\d{4} lcb [01]\.\d{4} order (\d+) pv( [A-HJ][1-9]| pass)+$`)
)

// blocks splits an analysis line before every "info".
func blocks(line string) []string {
	var out []string
	for _, b := range strings.Split(line, " info ") {
		if !strings.HasPrefix(b, "info ") {
			b = "info " + b
		}
		out = append(out, b)
	}
	return out
}

// TestAnalyzeStream follows CLIENTS.md section 3: the reply opens with
// "=id" on its own line, info lines follow (candidates in order 0, 1, ...,
// no pass entry, pv last), and the next command ends the stream with an
// empty line before its own reply; the position does not change.
func TestAnalyzeStream(t *testing.T) {
	s := startSession(t, Options{Seed: 1, Width: 9})
	s.send(t, "1 play b e5")
	if l := s.next(t); l != "=1 " {
		t.Fatalf("play: %q", l)
	}
	s.next(t)
	for _, tc := range []struct {
		cmd  string
		re   *regexp.Regexp
		own  bool
		name string
	}{
		{"2 lz-analyze 5", lzBlock, false, "lz-analyze"},
		{"3 kata-analyze w 5 ownership true", kataBlock, true, "kata-analyze"},
		{"4 analyze W 5", lzBlock, false, "analyze"},
	} {
		s.send(t, tc.cmd)
		id := strings.Fields(tc.cmd)[0]
		if l := s.next(t); l != "="+id {
			t.Fatalf("%s: header %q, want %q", tc.name, l, "="+id)
		}
		for i := 0; i < 3; i++ {
			line := s.next(t)
			if tc.own {
				k := strings.Index(line, " ownership ")
				if k < 0 {
					t.Fatalf("%s: no ownership in %q", tc.name, line)
				}
				vals := strings.Fields(line[k+len(" ownership "):])
				if len(vals) != 81 {
					t.Errorf("%s: %d ownership values, want 81", tc.name, len(vals))
				}
				line = line[:k]
			}
			for j, b := range blocks(line) {
				m := tc.re.FindStringSubmatch(b)
				if m == nil {
					t.Fatalf("%s: malformed info block %q", tc.name, b)
				}
				if m[1] != strconv.Itoa(j) {
					t.Errorf("%s: order %s at position %d", tc.name, m[1], j)
				}
				if strings.HasPrefix(b, "info move E5 ") {
					t.Errorf("%s: the occupied point E5 is a candidate", tc.name)
				}
			}
		}
		// Any input ends the stream.
		s.send(t, "name")
		s.endStream(t, tc.name)
		if l := s.next(t); l != "= gtp-referee" {
			t.Fatalf("%s: after the stream %q", tc.name, l)
		}
		s.next(t)
	}
	s.send(t, "list_stones black")
	if l := s.next(t); l != "= E5" {
		t.Errorf("the analysis changed the position: %q", l)
	}
}

// TestAnalyzeAvoid: KataGo's avoid and allow keys, as Lizzie sends them
// with lz-analyze ("avoid b D4,F4 1 avoid w ... 1"; "allow w A1 1"):
// avoided moves are never candidates, and with allow only the allowed
// ones are (KataGo's GTP extensions: allow is avoid on every other vertex),
// and genmove_analyze does not play an avoided move. Before, both keys
// were read and ignored: D4 came first among the candidates.
func TestAnalyzeAvoid(t *testing.T) {
	s := startSession(t, Options{Seed: 1, Width: 9, MovePlayouts: 200})
	s.send(t, "1 play b e5")
	s.next(t)
	s.next(t)
	ring := "D4,F4,D6,F6,E4,E6,D5,F5"
	for _, tc := range []struct {
		cmd  string
		ok   func(v string) bool
		want string
	}{
		{"2 lz-analyze 5 avoid b " + ring + " 1 avoid w " + ring + " 1",
			func(v string) bool { return !strings.Contains(","+ring+",", ","+v+",") }, "none of " + ring},
		{"3 kata-analyze w 5 allow w A1,J9 1",
			func(v string) bool { return v == "A1" || v == "J9" }, "A1 or J9"},
	} {
		s.send(t, tc.cmd)
		s.next(t) // =id
		seen := 0
		for i := 0; i < 3; i++ {
			for _, b := range blocks(s.next(t)) {
				f := strings.Fields(b)
				if len(f) < 3 || f[0] != "info" || f[1] != "move" {
					t.Fatalf("%s: malformed block %q", tc.cmd, b)
				}
				seen++
				if !tc.ok(f[2]) {
					t.Errorf("%s: candidate %s; want %s", tc.cmd, f[2], tc.want)
				}
			}
		}
		if seen == 0 {
			t.Errorf("%s: no candidate", tc.cmd)
		}
		s.send(t, "name")
		for s.next(t) != "" {
		}
		s.next(t)
		s.next(t)
	}
	// genmove_analyze plays no avoided move: with White allowed J9 only,
	// it plays J9 (or passes).
	s.send(t, "4 lz-genmove_analyze w 5 allow w J9 1")
	var last string
	for l := s.next(t); l != ""; l = s.next(t) {
		last = l
	}
	if last != "play J9" && last != "play pass" {
		t.Errorf("lz-genmove_analyze with allow w J9: %q, want play J9", last)
	}
}

// TestGenmoveAnalyze: the stream ends with "play MOVE", and the move is
// played.
func TestGenmoveAnalyze(t *testing.T) {
	s := startSession(t, Options{Seed: 1, Width: 9, MovePlayouts: 3000})
	s.send(t, "7 lz-genmove_analyze b 1")
	if l := s.next(t); l != "=7" {
		t.Fatalf("header %q", l)
	}
	var last string
	for {
		l := s.next(t)
		if l == "" {
			break
		}
		last = l
	}
	m := regexp.MustCompile(`^play ([A-HJ][1-9])$`).FindStringSubmatch(last)
	if m == nil {
		t.Fatalf("stream ends with %q, want play MOVE", last)
	}
	s.send(t, "list_stones b")
	if l := s.next(t); l != "= "+m[1] {
		t.Errorf("list_stones after genmove_analyze: %q, want %s", l, m[1])
	}
}

// TestParseAnalyze checks the argument forms of Leela Zero and KataGo.
func TestParseAnalyze(t *testing.T) {
	e, err := New(Options{Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		args     string
		colour   geom.Colour
		interval time.Duration
		maxMoves int
		own      bool
		bad      bool
	}{
		{"", geom.Black, time.Second, maxInfo, false, false},
		{"10", geom.Black, 100 * time.Millisecond, maxInfo, false, false},
		{"W 50", geom.White, 500 * time.Millisecond, maxInfo, false, false},
		{"white interval 30 maxmoves 5 ownership true", geom.White, 300 * time.Millisecond, 5, true, false},
		{"b 10 avoid w d4,q16 5 minmoves 3 pvVisits true", geom.Black, 100 * time.Millisecond, maxInfo, false, false},
		{"b 0", geom.Black, 20 * time.Millisecond, maxInfo, false, false},
		// KataGo reads the interval as a float number of centiseconds,
		// in both places.
		{"b 12.5", geom.Black, 125 * time.Millisecond, maxInfo, false, false},
		{"interval 50.0 ownership true", geom.Black, 500 * time.Millisecond, maxInfo, true, false},
		{"b 1e400", 0, 0, 0, false, true},
		{"b NaN", 0, 0, 0, false, true},
		{"b 1_0", 0, 0, 0, false, true},
		{"b 0x10", 0, 0, 0, false, true},
		{"b interval inf", 0, 0, 0, false, true},
		{"b -5", 0, 0, 0, false, true},
		{"b 10 maxmoves", 0, 0, 0, false, true},
		{"b 10 avoid w d4", 0, 0, 0, false, true},
		{"b 10 avoid x d4 1", 0, 0, 0, false, true},
		{"b 10 avoid w d4,z9 1", 0, 0, 0, false, true},
		{"b 10 allow b D4,i5 1", 0, 0, 0, false, true},
		{"b 10 avoid b D4,,4 1", 0, 0, 0, false, true},
		{"b 10 allow w d4 -1", 0, 0, 0, false, true},
		{"b x", 0, 0, 0, false, true},
		// KataGo's keys it does not report are read and ignored, in
		// any case; a key KataGo does not know fails the command, as
		// KataGo's parseAnalyzeCommand sets parseFailed for it ("Could
		// not parse analyze arguments or arguments out of range"). It
		// was ignored, and the stream started.
		{"rootInfo true ownershipStdev true movesOwnership true movesOwnershipStdev true pvEdgeVisits true",
			geom.Black, time.Second, maxInfo, false, false},
		{"b 10 MINMOVES 2 PVVISITS true", geom.Black, 100 * time.Millisecond, maxInfo, false, false},
		{"b 10 foo 1", 0, 0, 0, false, true},
		{"w 50 maxmoves 5 bogus true", 0, 0, 0, false, true},
	} {
		a, err := e.parseAnalyze(strings.Fields(tc.args), true)
		if tc.bad {
			// CLIENTS.md section 1: the error text is the specification's
			// ("syntax error"), a more precise reason after a colon.
			if err == nil {
				t.Errorf("%q: no error", tc.args)
			} else if !strings.HasPrefix(err.Error(), "syntax error: ") {
				t.Errorf("%q: error %q, want \"syntax error: REASON\"", tc.args, err)
			}
			continue
		}
		if err != nil {
			t.Errorf("%q: %v", tc.args, err)
			continue
		}
		if a.colour != tc.colour || a.interval != tc.interval || a.maxMoves != tc.maxMoves || a.ownership != tc.own {
			t.Errorf("%q: got %+v", tc.args, a)
		}
	}
}

// TestParseAnalyzeRefused: the values KataGo's parseAnalyzeCommand (its
// GTP, cpp/command/gtp.cpp) fails the command on ("Could not parse analyze
// arguments or arguments out of range"), each read here as a syntax
// error: an avoid or allow depth below 1 ("untilDepth < 1"; Leela Zero's
// AnalyzeTags refuses "until_movenum < 1" too), a boolean key whose value
// Global::tryStringToBool does not read (only "true" and "false", in any
// case: not 0, 1 or yes), the boolean keys (ownership, pvVisits, ...) in
// the commands other than kata-analyze and kata-genmove_analyze ("isKata
// && key == ..."), a minmoves that is no count, an allow key beside
// another avoid or allow key of the same colour. Before, a depth of 0 was
// taken (a key that avoids nothing), any ownership value other than
// "true" was read as false, minmoves and the ignored keys took any value,
// and lz-analyze took the ownership key.
func TestParseAnalyzeRefused(t *testing.T) {
	s := startSession(t, Options{Seed: 1})
	// run sends the analysis command with id n and returns its first
	// line; a stream it opened is stopped by the next command and read
	// to its end.
	run := func(n int, cmd string) string {
		t.Helper()
		s.send(t, fmt.Sprintf("%d %s", n, cmd))
		first := s.next(t)
		if strings.HasPrefix(first, "=") {
			s.send(t, "protocol_version")
			for s.next(t) != "= 2" {
			}
		}
		for s.next(t) != "" {
		}
		return first
	}
	for n, cmd := range []string{
		"kata-analyze b 10 avoid b d4 0",
		"lz-analyze b 10 avoid b d4 0",
		"lz-analyze b 10 allow w q16 0",
		"kata-analyze b 10 ownership 0",
		"kata-analyze b 10 ownership 1",
		"kata-analyze b 10 ownership yes",
		"kata-analyze b 10 pvVisits 1",
		"kata-analyze b 10 ownershipStdev maybe",
		"lz-analyze b 10 ownership true",
		"analyze b 10 ownership true",
		"lz-analyze b 10 pvVisits true",
		"lz-analyze b 10 minmoves x",
		"kata-analyze b 10 minmoves -1",
		"kata-analyze b 10 maxmoves 1000000000",
		"kata-analyze b 10 allow b d4 1 avoid b q16 1",
		"kata-analyze b 10 avoid b d4 1 allow b q16 1",
		"lz-analyze b 10 allow w d4 1 allow w q16 1",
	} {
		// CLIENTS.md section 1: the specification's text, a reason after
		// a colon.
		if got, want := run(n+1, cmd), fmt.Sprintf("?%d syntax error: ", n+1); !strings.HasPrefix(got, want) {
			t.Errorf("%s: %q, want %q...", cmd, got, want)
		}
	}
	// What KataGo takes: the booleans in any case, minmoves and maxmoves
	// in every command, avoid keys of both colours, an allow of one
	// colour beside an avoid of the other.
	for n, cmd := range []string{
		"kata-analyze b 10 ownership TRUE",
		"kata-analyze b 10 ownership False pvVisits true",
		"lz-analyze b 10 minmoves 3 maxmoves 5",
		"lz-analyze b 10 avoid b d4 1 avoid b q16 2 allow w c3 1",
	} {
		if got, want := run(100+n, cmd), fmt.Sprintf("=%d", 100+n); got != want {
			t.Errorf("%s: %q, want %q", cmd, got, want)
		}
	}
}

// TestResign: on 9x9 White has walls on columns B, C, G and H, alive with
// columns A and J as eyes; Black has one stone at E5 between them. By
// hand Black gets at most the 27 points of columns D-F against White's 54,
// so genmove resigns (the game has gone past a quarter of the board in
// setup stones); kgs-genmove_cleanup, which goes on until the dead stones
// are captured, plays a move instead.
func TestResign(t *testing.T) {
	s := startSession(t, Options{Seed: 1, Width: 9, MovePlayouts: 4000})
	setup := "gogui-setup"
	for y := 1; y <= 9; y++ {
		for _, col := range []string{"b", "c", "g", "h"} {
			setup += " w " + col + strconv.Itoa(y)
		}
	}
	for _, cmd := range []string{"komi 7.5", setup, "play b e5"} {
		s.send(t, cmd)
		if l := s.next(t); !strings.HasPrefix(l, "=") {
			t.Fatalf("%s: %q", cmd, l)
		}
		s.next(t)
	}
	s.send(t, "kgs-genmove_cleanup b")
	if l := s.next(t); !regexp.MustCompile(`^= ([A-HJ][1-9]|pass)$`).MatchString(l) {
		t.Errorf("kgs-genmove_cleanup b in a lost position: %q, want a move (no resignation in cleanup)", l)
	}
	s.next(t)
	s.send(t, "undo")
	s.next(t)
	s.next(t)
	s.send(t, "genmove b")
	if l := s.next(t); l != "= resign" {
		t.Errorf("genmove b in a lost position: %q, want resign", l)
	}
}

// TestBudget: genmove's thinking time follows the clock. Without time
// settings it is MoveTime; with time_settings 60 0 0 (60 s absolute) on an
// empty 19x19 board it is nine tenths of 60 s (the own account keeps a
// tenth back) over 120 moves, 450 ms; the Canadian
// byo-yomi of time_settings 60 30 10 allows a stone's 3 s share of 30 s
// over 10 stones less the 1 s lag buffer, 2 s, at every move, in the main
// time too (spreading 60 s over 120 moves would give less); time_left
// overrides the account (300 s of main time: 2.5 s; 10 s for 5 stones: a
// 2 s share less 1 s, 1 s; 0 s of main time: the byo-yomi share). Japanese
// byo-yomi (kgs-time_settings byoyomi 0 10 5): time_left's stones are the
// periods left (kgsGtp), the period's time left less 1 s. No limit: a time_left changes nothing. In sudden death (60 s
// absolute) the floor is 2 ms, not 20: with the main time spent, 2 ms; with
// time_left 1 s, 1 s over 120 moves, 8.33 ms.
func TestBudget(t *testing.T) {
	e, err := New(Options{Seed: 1, MoveTime: 3 * time.Second})
	if err != nil {
		t.Fatal(err)
	}
	ctx := context.Background()
	check := func(what string, want time.Duration) {
		t.Helper()
		if n, d := e.budget(geom.Black); n != 0 || d != want {
			t.Errorf("%s: budget %d playouts, %v; want %v", what, n, d, want)
		}
	}
	// send runs a clock command, which must succeed.
	send := func(cmd func(context.Context, []string) (string, error), args ...string) {
		t.Helper()
		if _, err := cmd(ctx, args); err != nil {
			t.Fatal(err)
		}
	}
	check("no clock", 3*time.Second)
	send(e.cmdTimeSettings, "60", "0", "0")
	check("60 s absolute", 450*time.Millisecond)
	e.spent[0] = 61 * time.Second
	check("main time spent, sudden death", 2*time.Millisecond)
	send(e.cmdTimeSettings, "60", "30", "10")
	check("new settings reset the account; the byo-yomi share", 2*time.Second)
	e.spent[0] = 61 * time.Second
	check("Canadian byo-yomi", 2*time.Second)
	send(e.cmdTimeLeft, "b", "300", "0")
	check("time_left 300 s", 2500*time.Millisecond)
	send(e.cmdTimeLeft, "b", "10", "5")
	check("time_left 10 s for 5 stones", time.Second)
	send(e.cmdTimeLeft, "b", "0", "0")
	check("time_left 0 0 before the byo-yomi", 2*time.Second)
	send(e.cmdKGSTimeSettings, "byoyomi", "0", "10", "5")
	send(e.cmdTimeLeft, "b", "10", "5")
	check("Japanese byo-yomi, 10 s of the period and 5 periods left (9 s, MoveTime's 3 s; not 1 s)", 3*time.Second)
	send(e.cmdTimeSettings, "0", "1", "0")
	send(e.cmdTimeLeft, "b", "0", "0")
	check("no limit, time_left 0 0", 3*time.Second)
	send(e.cmdTimeSettings, "60", "0", "0")
	send(e.cmdTimeLeft, "b", "1", "0")
	check("1 s left, sudden death", time.Second/120)
	send(e.cmdClearBoard)
	check("a new game forgets the last time_left", 450*time.Millisecond)
	// Huge clocks (beyond 2^31 seconds) are the most time, not an
	// overflow into almost none (before, 10^10 s gave 20 ms).
	send(e.cmdTimeSettings, "9999999999", "0", "0")
	check("10^10 s absolute", 3*time.Second)
	send(e.cmdTimeLeft, "b", "10000000000", "0")
	check("time_left 10^10 s", 3*time.Second)
	send(e.cmdTimeLeft, "b", "10", "5")
	// The judgment genmove may make of its own pass (after the opponent's)
	// gets half the budget, not more: before, it ran unbounded before the
	// search's own deadline and made moves late on a short clock.
	if d, ok := e.judgeContext(ctx, geom.Black).Deadline(); !ok || time.Until(d) > 800*time.Millisecond {
		t.Errorf("judgment deadline in %v (set %v), want within half of 1.6 s", time.Until(d), ok)
	}
}

// TestStreamHeader: the streamed replies open with "=id" on a line of its
// own even when the search ends before its first interval (CLIENTS.md
// section 3), so that "play MOVE" is a line of its own, which Lizzie and
// Sabaki look for; an analysis stopped at once by pipelined input is "=id"
// and the empty line, and an empty input line stops a stream too.
func TestStreamHeader(t *testing.T) {
	s := startSession(t, Options{Seed: 1, Width: 9, MovePlayouts: 20})
	// Without arguments, the side to move (KataGo's GTP extensions: the
	// player is optional), here Black.
	s.send(t, "6 kata-genmove_analyze")
	if l := s.next(t); l != "=6" {
		t.Fatalf("kata-genmove_analyze header %q, want =6", l)
	}
	for l := s.next(t); l != ""; l = s.next(t) {
		if strings.HasPrefix(l, "play ") {
			continue
		}
		if !strings.HasPrefix(l, "info ") {
			t.Fatalf("kata-genmove_analyze: %q", l)
		}
	}
	s.send(t, "undo")
	s.next(t)
	s.next(t)
	s.send(t, "7 lz-genmove_analyze b 1000")
	if l := s.next(t); l != "=7" {
		t.Fatalf("lz-genmove_analyze header %q, want =7", l)
	}
	// The search's one report (TestGenmoveAnalyzeFinalInfo), then the
	// move on a line of its own.
	l := s.next(t)
	for strings.HasPrefix(l, "info move ") {
		l = s.next(t)
	}
	if !regexp.MustCompile(`^play ([A-HJ][1-9]|pass)$`).MatchString(l) {
		t.Fatalf("lz-genmove_analyze: %q, want play MOVE", l)
	}
	if l := s.next(t); l != "" {
		t.Fatalf("lz-genmove_analyze: %q, want the empty line", l)
	}
	s.send(t, "8 kata-analyze 1000\n9 name")
	for _, want := range []string{"=8", "", "=9 gtp-referee", ""} {
		if l := s.next(t); l != want {
			t.Fatalf("kata-analyze stopped at once: %q, want %q", l, want)
		}
	}
	// An empty line is input too (CLIENTS.md section 3; KataGo stops on
	// any line): it ends a running stream and gets no reply of its own.
	s.send(t, "10 lz-analyze 5")
	if l := s.next(t); l != "=10" {
		t.Fatalf("lz-analyze header %q, want =10", l)
	}
	if l := s.next(t); !strings.HasPrefix(l, "info move ") {
		t.Fatalf("lz-analyze: %q, want an info line", l)
	}
	s.send(t, "")
	for n := 0; ; n++ {
		l := s.next(t)
		if l == "" {
			break
		}
		if n > 100 {
			t.Fatal("the stream goes on after an empty line")
		}
	}
	s.send(t, "11 name")
	if l := s.next(t); l != "=11 gtp-referee" {
		t.Fatalf("after the stream: %q", l)
	}
}

// TestNoTimeLimit: the GTP specification defines time_settings with a
// positive byo-yomi time and no byo-yomi stones as no time limit, whatever
// the main time; q5Go sends "time_settings 1 1 0" for a game without
// clock. genmove then thinks MoveTime, not 1 s of main time over the moves
// left.
func TestNoTimeLimit(t *testing.T) {
	e, err := New(Options{Seed: 1, MoveTime: 3 * time.Second})
	if err != nil {
		t.Fatal(err)
	}
	for _, args := range [][]string{{"0", "1", "0"}, {"1", "1", "0"}, {"600", "30", "0"}} {
		if _, err := e.cmdTimeSettings(context.Background(), args); err != nil {
			t.Fatal(err)
		}
		if c := e.Clock(); c.System != "none" {
			t.Errorf("time_settings %v: system %q, want none", args, c.System)
		}
		if n, d := e.budget(geom.Black); n != 0 || d != 3*time.Second {
			t.Errorf("time_settings %v: budget %d playouts, %v; want 3s", args, n, d)
		}
	}
}

// TestAnalyzePVSuperko: the search's tree follows simple ko only, so on
// 2x2 its variations run round the board's cycles; the analysis line's PVs
// stop before a move positional superko forbids (chinese-1988), so that
// each can be played out with play (an audit found "pv A1 B2 B1 A2 A1 B1
// A1 ...", whose seventh move play refused as superko).
func TestAnalyzePVSuperko(t *testing.T) {
	e, err := New(Options{Seed: 1, Width: 2, Height: 2})
	if err != nil {
		t.Fatal(err)
	}
	s := search.New(e.game, geom.Black, search.CountingOf(e.game), 1, 1)
	s.Run(context.Background(), 2000)
	line := e.infoLine(s, analyzeArgs{colour: geom.Black, maxMoves: maxInfo}, true, geom.Pass)
	infos := strings.Split(line, "info move ")[1:]
	if len(infos) == 0 {
		t.Fatalf("no candidates in %q", line)
	}
	longest := 0
	for _, info := range infos {
		_, pv, ok := strings.Cut(info, " pv ")
		if !ok {
			t.Fatalf("no pv in %q", info)
		}
		moves := strings.Fields(pv)
		longest = max(longest, len(moves))
		c := geom.Black
		for i, v := range moves {
			p, err := e.game.Geometry().ParseVertex(v)
			if err != nil {
				t.Fatalf("pv %q: %v", pv, err)
			}
			if r := e.game.Play(c, p); r != engine.Legal {
				t.Errorf("pv %q: move %d (%s) is %v", pv, i+1, v, r)
				break
			}
			c = c.Opp()
		}
		for len(e.game.Moves()) > 0 {
			e.game.Undo()
		}
	}
	if longest < 2 {
		t.Errorf("longest pv has %d moves; the test needs longer ones", longest)
	}
}

// TestQueriesKeepSideToMove: the analysis streams, which try their
// variations on the game and take them back, and a gogui-play_sequence
// that fails part way, which takes back the moves it played, leave the
// colour to move as it was, also where no move says it: after a handicap
// White moves (the GTP specification's handicap commands), and after
// gogui-setup_player the colour it set. The analysis never changes the
// position (CLIENTS.md section 3), an error loses nothing, and Lizzie's
// "lz-analyze 10", which names no colour, must go on analysing White's
// moves. Before, taking the moves back gave the move to the colour after
// the last move played (Black, with only handicap stones on the board).
func TestQueriesKeepSideToMove(t *testing.T) {
	for _, tc := range []struct {
		name  string
		setup []string
		query string
		want  string
	}{
		{"handicap, lz-analyze", []string{"fixed_handicap 2"}, "lz-analyze 1", "white"},
		{"handicap, kata-analyze", []string{"set_free_handicap c3 g7"}, "kata-analyze 1", "white"},
		{"setup_player, lz-analyze", []string{"play b d4", "gogui-setup_player b"}, "lz-analyze 1", "black"},
		{"handicap, failed play_sequence", []string{"fixed_handicap 2"}, "gogui-play_sequence w e5 w e5", "white"},
		{"setup_player, failed play_sequence", []string{"play b d4", "gogui-setup_player b"}, "gogui-play_sequence b e5 w e5", "black"},
	} {
		s := startSession(t, Options{Seed: 1, Width: 9})
		for _, c := range tc.setup {
			s.ask(t, c)
		}
		stones := s.ask(t, "list_stones black")
		s.send(t, tc.query)
		if strings.Contains(tc.query, "analyze") {
			if l := s.next(t); l != "=" {
				t.Fatalf("%s: header %q", tc.name, l)
			}
			// Let a few lines come, so that variations have been tried.
			for range 3 {
				if l := s.next(t); !strings.HasPrefix(l, "info ") {
					t.Fatalf("%s: %q in the stream", tc.name, l)
				}
			}
			s.send(t, "name")
			for s.next(t) != "" {
			}
			s.next(t)
			s.next(t)
		} else {
			if l := s.next(t); !strings.HasPrefix(l, "? illegal move") {
				t.Fatalf("%s: %q, want an illegal move", tc.name, l)
			}
			s.next(t)
		}
		if got := s.ask(t, "gogui-rules_side_to_move"); got != tc.want {
			t.Errorf("%s: side to move %s, want %s", tc.name, got, tc.want)
		}
		if got := s.ask(t, "list_stones black"); got != stones {
			t.Errorf("%s: black stones %q, want %q", tc.name, got, stones)
		}
	}
}

// TestGenmoveAnalyzeFinalInfo: a genmove_analyze search that ends before
// its first interval still reports its analysis once, on an info line
// before "play MOVE": Leela Zero's search posts at least once ("Make sure
// to post at least once" after its search loop) and KataGo's calls its
// analysis callback when the move is chosen, so clients that send
// kata-genmove_analyze without an interval (one line at the end) read the
// analysis from it. The line follows the documented grammar, and its order
// 0 is the move played. Before, such a search gave "=id", "play MOVE" and
// no info line at all.
func TestGenmoveAnalyzeFinalInfo(t *testing.T) {
	s := startSession(t, Options{Seed: 1, Width: 9, MovePlayouts: 300})
	for _, tc := range []struct {
		cmd  string
		re   *regexp.Regexp
		most int
	}{
		{"1 lz-genmove_analyze b 1000", lzBlock, maxInfo},
		{"2 kata-genmove_analyze maxmoves 3", kataBlock, 3},
	} {
		s.send(t, tc.cmd)
		if l := s.next(t); l != "="+strings.Fields(tc.cmd)[0] {
			t.Fatalf("%s: header %q", tc.cmd, l)
		}
		var infos []string
		l := s.next(t)
		for ; strings.HasPrefix(l, "info "); l = s.next(t) {
			infos = append(infos, l)
		}
		m := regexp.MustCompile(`^play ([A-HJ][1-9])$`).FindStringSubmatch(l)
		if m == nil {
			t.Fatalf("%s: %q after %d info lines, want play MOVE", tc.cmd, l, len(infos))
		}
		if l := s.next(t); l != "" {
			t.Fatalf("%s: %q after the play line, want the empty line", tc.cmd, l)
		}
		if len(infos) == 0 {
			t.Errorf("%s: no info line before %q", tc.cmd, m[0])
			continue
		}
		bs := blocks(infos[len(infos)-1])
		if len(bs) > tc.most {
			t.Errorf("%s: %d candidates, want at most %d", tc.cmd, len(bs), tc.most)
		}
		for j, b := range bs {
			if mm := tc.re.FindStringSubmatch(b); mm == nil || mm[1] != strconv.Itoa(j) {
				t.Errorf("%s: block %d malformed: %q", tc.cmd, j, b)
			}
		}
		if !strings.HasPrefix(bs[0], "info move "+m[1]+" ") {
			t.Errorf("%s: played %s, but order 0 is %q", tc.cmd, m[1], bs[0])
		}
	}
}

// TestGenmoveAnalyzeSettledOrder: in a finished position the
// genmove_analyze forms play the dame rather than the search's favourite
// (settledMove), and the info line before "play MOVE" must then list that
// move first: CLIENTS.md section 3 has the best move first (order 0) and
// the stream end with the move played, as Leela Zero and KataGo play the
// move their last line lists first. The 9x9 position: Black holds columns
// A to E4 (stones on C, D and E1-E4, A and B empty), White E6 to J (stones
// on E6-E9, F and G, H and J empty); by hand each side's area is 40
// points (18 empty, 22 stones) and E5, reached by both, is the one dame;
// with komi -10.5 Black wins whatever he plays, so the search has no
// preference and its most visited move lay inside Black's own territory
// (A4), listed as order 0 before "play E5".
func TestGenmoveAnalyzeSettledOrder(t *testing.T) {
	for _, cmd := range []string{"1 lz-genmove_analyze b 100000", "2 kata-genmove_analyze b 100000"} {
		s := startSession(t, Options{Seed: 1, Width: 9, MovePlayouts: 500})
		var b, w []string
		for _, col := range "ABCDEFGHJ" {
			for row := 1; row <= 9; row++ {
				v := string(col) + strconv.Itoa(row)
				switch {
				case col <= 'B' || col >= 'H' || v == "E5":
				case col <= 'D' || col == 'E' && row < 5:
					b = append(b, "b "+v)
				default:
					w = append(w, "w "+v)
				}
			}
		}
		for _, c := range []string{"komi -10.5", "gogui-setup " + strings.Join(b, " "), "gogui-setup " + strings.Join(w, " ")} {
			s.ask(t, c)
		}
		s.send(t, cmd)
		var lines []string
		for l := s.next(t); l != ""; l = s.next(t) {
			lines = append(lines, l)
		}
		if len(lines) < 3 || !strings.HasPrefix(lines[len(lines)-1], "play ") || !strings.HasPrefix(lines[len(lines)-2], "info ") {
			t.Fatalf("%s: %q, want =, info lines, play MOVE", cmd, lines)
		}
		played := strings.TrimPrefix(lines[len(lines)-1], "play ")
		if played != "E5" {
			t.Fatalf("%s: played %s, want the dame E5 (set-up changed?)", cmd, played)
		}
		if bs := blocks(lines[len(lines)-2]); !strings.HasPrefix(bs[0], "info move E5 ") || !strings.Contains(bs[0], " order 0 ") {
			t.Errorf("%s: played E5, but the last line lists first %q", cmd, bs[0])
		}
	}
}

// TestAvoidNotKept: the avoid and allow keys bind the genmove_analyze that
// has them only (KataGo's GTP extensions: the moves are avoided in that
// search's first plies). After "allow b J9 10" Black's J9 and White's
// reply, Black's next genmove, which has no such key, must search the open
// 9x9 board again; before, it moved the last search to the new position,
// whose nodes had been made without Black's other moves, and passed.
func TestAvoidNotKept(t *testing.T) {
	s := startSession(t, Options{Seed: 1, Width: 9, MovePlayouts: 3000})
	s.send(t, "1 lz-genmove_analyze b 1000 allow b J9 10")
	var last string
	for l := s.next(t); l != ""; l = s.next(t) {
		last = l
	}
	if last != "play J9" {
		t.Fatalf("lz-genmove_analyze b allowed J9 only: %q", last)
	}
	s.ask(t, "genmove w")
	if got := s.ask(t, "genmove b"); got == "PASS" || got == "resign" {
		t.Errorf("genmove b on an open board after the allow key: %s", got)
	}
}

// finishedSetup sets up a finished 9x9 game under japanese rules, komi
// -0.5, White having just passed: Black holds columns A to E but for his
// eyes B8, B2 and D5, White columns F to J but for her eyes H8 and H2-H3
// (and H2 too when whiteH2). By hand: Black's territory is 3 points,
// White's 3 (2 with H2 filled), so Black's pass ends the game B+0.5 (or
// B+1.5). Black's only legal moves besides the pass are H2 and H3 (his own
// eyes he does not fill, H8 is a suicide), each a stone thrown into
// White's eye: White captures it, a prisoner and a point for her, so the
// game goes to White. With H2 filled Black has no legal move but the pass
// and his own eyes.
func finishedSetup(t *testing.T, s *session, whiteH2 bool) {
	t.Helper()
	var b, w []string
	for _, col := range "ABCDEFGHJ" {
		for row := 1; row <= 9; row++ {
			v := string(col) + strconv.Itoa(row)
			switch {
			case v == "B8" || v == "B2" || v == "D5" || v == "H8" || v == "H3" || v == "H2" && !whiteH2:
			case col <= 'E':
				b = append(b, "b "+v)
			default:
				w = append(w, "w "+v)
			}
		}
	}
	for _, cmd := range []string{"boardsize 9", "clear_board", "kata-set-rules japanese", "komi -0.5",
		"gogui-setup " + strings.Join(b, " "), "gogui-setup " + strings.Join(w, " "), "play w pass"} {
		s.ask(t, cmd)
	}
}

// TestAnalyzePassBest: where the pass is the side to move's best move (a
// finished game, finishedSetup), the analysis streams still write info
// lines (CLIENTS.md section 3: Lizzie shows "loading" until they come),
// with the moves other than the pass, best first from order 0, and never
// "move pass"; lz-genmove_analyze, whose pass needs no search there, shows
// them too before "play pass". No info line came: the search gave the pass
// every playout, and the pass is not to be listed. Where the only moves
// are the pass and the player's own eyes, nothing is written (as
// documented) and the stream still ends on input.
func TestAnalyzePassBest(t *testing.T) {
	s := startSession(t, Options{Seed: 1})
	finishedSetup(t, s, false)
	if got := s.ask(t, "final_score"); got != "B+0.5" {
		t.Fatalf("final_score = %s, want B+0.5 (set-up error)", got)
	}
	// stream runs cmd, ends it with protocol_version once an info line
	// has come or a second has passed (at once for a genmove form), and
	// returns its lines. The lines are read as they come: the server
	// waits for its reader.
	stream := func(cmd string, untilInput bool) []string {
		t.Helper()
		s.send(t, cmd)
		if l := s.next(t); l != "=" {
			t.Fatalf("%s: header %q", cmd, l)
		}
		got := make(chan string)
		go func() {
			defer close(got)
			for {
				l, err := s.out.ReadString('\n')
				if l = strings.TrimSuffix(l, "\n"); err != nil || l == "" {
					return
				}
				got <- l
			}
		}()
		var lines []string
		if untilInput {
			select {
			case l, ok := <-got:
				if ok {
					lines = append(lines, l)
				}
			case <-time.After(time.Second):
			}
			s.send(t, "protocol_version")
		}
		for l := range got {
			lines = append(lines, l)
		}
		if untilInput {
			if l := s.next(t); l != "= 2" {
				t.Fatalf("%s: %q after the stream, want protocol_version's reply", cmd, l)
			}
			s.next(t)
		}
		return lines
	}
	for _, tc := range []struct {
		cmd        string
		re         *regexp.Regexp
		untilInput bool
	}{
		{"lz-analyze b 5", lzBlock, true},
		{"kata-analyze b 5", kataBlock, true},
		{"analyze b 5", lzBlock, true},
		{"lz-genmove_analyze b 5", lzBlock, false},
	} {
		lines := stream(tc.cmd, tc.untilInput)
		if !tc.untilInput {
			if n := len(lines); n == 0 || lines[n-1] != "play pass" {
				t.Fatalf("%s: %q, want the stream to end with play pass", tc.cmd, lines)
			}
			lines = lines[:len(lines)-1]
			s.ask(t, "undo")
		}
		if len(lines) == 0 {
			t.Errorf("%s: no info line", tc.cmd)
		}
		for _, line := range lines {
			for j, bl := range blocks(line) {
				m := tc.re.FindStringSubmatch(bl)
				if m == nil {
					t.Fatalf("%s: malformed info block %q", tc.cmd, bl)
				}
				if m[1] != strconv.Itoa(j) {
					t.Errorf("%s: order %s at position %d", tc.cmd, m[1], j)
				}
				if !strings.HasPrefix(bl, "info move H2 ") && !strings.HasPrefix(bl, "info move H3 ") {
					t.Errorf("%s: %q is not one of Black's legal moves H2, H3", tc.cmd, bl)
				}
			}
		}
	}
	finishedSetup(t, s, true)
	if lines := stream("lz-analyze b 5", true); len(lines) != 0 {
		t.Errorf("no move but the pass and own eyes: %q, want no info line", lines)
	}
}

// TestGenmoveAnalyzeAvoidSettled: in a finished 9x9 position (Black holds
// columns A-D and E1-E4 with eyes B2-B3 and B7, White columns F-J and
// E6-E9 with eyes H2-H3 and H7; E5 is the only dame; komi -2, so by hand
// Black's 40 points against White's 40 win B+2 and he does not resign),
// genmove_analyze with "avoid b E5 1", or "allow b B2,B3,H2,H3 1", must not
// play E5: KataGo's GTP extensions keep the avoided moves out of the
// first untilDepth plies, and 1 is the move itself. Before, the search
// left E5 out, but the move chosen for a finished position (a dame rather
// than a stone inside an area) took the first dame, E5, without looking
// at the keys.
func TestGenmoveAnalyzeAvoidSettled(t *testing.T) {
	s := startSession(t, Options{Seed: 1, MovePlayouts: 2000})
	var b, w []string
	for _, col := range "ABCDEFGHJ" {
		for row := 1; row <= 9; row++ {
			v := string(col) + strconv.Itoa(row)
			switch {
			case v == "E5" || v == "B2" || v == "B3" || v == "B7" || v == "H2" || v == "H3" || v == "H7":
			case col < 'E' || col == 'E' && row < 5:
				b = append(b, "b "+v)
			default:
				w = append(w, "w "+v)
			}
		}
	}
	for _, cmd := range []string{"boardsize 9", "komi -2", "gogui-setup " + strings.Join(b, " "),
		"gogui-setup " + strings.Join(w, " "), "gogui-setup_player b"} {
		s.ask(t, cmd)
	}
	for _, cmd := range []string{
		"1 kata-genmove_analyze b 1000 avoid b E5 1",
		"2 lz-genmove_analyze b 1000 allow b B2,B3,H2,H3 1",
	} {
		s.send(t, cmd)
		var last string
		for l := s.next(t); l != ""; l = s.next(t) {
			last = l
		}
		if last == "play E5" || last == "play resign" || !strings.HasPrefix(last, "play ") {
			t.Errorf("%s: %q, want a move other than the avoided E5", cmd, last)
		}
		s.ask(t, "undo")
	}
}

// TestGenmoveAnalyzeAvoidRandom: the light policy (--move-policy random)
// keeps to the avoid and allow keys of genmove_analyze too. On an empty
// 9x9 board "allow b E5 1" leaves Black one move besides the pass (KataGo's
// GTP extensions: allow avoids every other vertex for the first ply), so
// the move is E5; "avoid b" every point but A1 leaves A1. Before, the light
// policy drew among all 81 points.
func TestGenmoveAnalyzeAvoidRandom(t *testing.T) {
	s := startSession(t, Options{Seed: 1, Width: 9, MovePolicy: "random"})
	var all []string
	for _, col := range "ABCDEFGHJ" {
		for row := 1; row <= 9; row++ {
			if v := string(col) + strconv.Itoa(row); v != "A1" {
				all = append(all, v)
			}
		}
	}
	for _, tc := range []struct{ cmd, want string }{
		{"1 lz-genmove_analyze b 10 allow b E5 1", "play E5"},
		{"2 kata-genmove_analyze b 10 avoid b " + strings.Join(all, ",") + " 1", "play A1"},
	} {
		s.send(t, tc.cmd)
		var last string
		for l := s.next(t); l != ""; l = s.next(t) {
			last = l
		}
		if last != tc.want {
			t.Errorf("%s: %q, want %q", tc.cmd, last, tc.want)
		}
		s.ask(t, "undo")
	}
}

// TestKataAnalyzeRootInfo: kata-analyze's rootInfo true (sent by Lizzie
// forks and KataGo front ends that read the position's own visits and win
// rate from it) was accepted and ignored. KataGo's GTP docs and output
// (its cpp/command/gtp.cpp) give, after the info blocks, "rootInfo visits
// N winrate W scoreMean S scoreStdev D scoreLead L ...", the root
// position's statistics from the side to move. The root's are its
// children's visits summed, and the visits-weighted means of their win
// rates and scores, pass included (which no info block lists), computed
// here from the search's candidates; with maxmoves 1 the line lists one
// move but the root counts them all. White to move after B E5 on 9x9, so
// the score is White's: minus Black's margin. rootInfo false, or no key,
// writes none.
func TestKataAnalyzeRootInfo(t *testing.T) {
	e, err := New(Options{Seed: 1, Width: 9, Height: 9})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := e.cmdPlay(context.Background(), []string{"b", "e5"}); err != nil {
		t.Fatal(err)
	}
	s := search.New(e.game, geom.White, search.CountingOf(e.game), 1, 1)
	s.Run(context.Background(), 3000)
	visits, wins, score := 0, 0.0, 0.0
	for _, c := range s.Candidates() {
		visits += c.Visits
		wins += c.Winrate * float64(c.Visits)
		score += c.ScoreMean * float64(c.Visits)
	}
	a, err := e.parseAnalyze([]string{"w", "maxmoves", "1", "rootInfo", "true"}, true)
	if err != nil {
		t.Fatal(err)
	}
	line := e.infoLine(s, a, true, geom.Pass)
	_, root, ok := strings.Cut(line, " rootInfo ")
	if !ok || strings.Count(line, "info move ") != 1 {
		t.Fatalf("no rootInfo after one info block: %q", line)
	}
	want := fmt.Sprintf("visits %d winrate %.4f scoreMean %.2f", visits, wins/float64(visits), -score/float64(visits)+0)
	if !strings.HasPrefix(root, want+" scoreStdev ") || !strings.Contains(root, fmt.Sprintf(" scoreLead %.2f", -score/float64(visits)+0)) {
		t.Errorf("rootInfo %q, want %q ... scoreLead as scoreMean", root, want)
	}
	for _, args := range [][]string{{"w", "rootInfo", "false"}, {"w"}} {
		a, err := e.parseAnalyze(args, true)
		if err != nil {
			t.Fatal(err)
		}
		if line := e.infoLine(s, a, true, geom.Pass); strings.Contains(line, "rootInfo") {
			t.Errorf("%q: %q", args, line)
		}
	}
}
