package gtpengine

import (
	"bytes"
	"context"
	"math"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/gtp-referee/gtp-referee/gtp"
)

// checkReplies verifies that out is a sequence of well-formed GTP replies:
// each starts with "=" or "?", an optional numeric id and a space or line
// end, has no empty line inside, and ends with an empty line.
func checkReplies(t *testing.T, in, out string) int {
	t.Helper()
	if out == "" {
		return 0
	}
	if !strings.HasSuffix(out, "\n\n") {
		t.Fatalf("output does not end with an empty line: %q (input %q)", out, in)
	}
	n := 0
	for _, block := range strings.Split(strings.TrimSuffix(out, "\n\n"), "\n\n") {
		n++
		if block == "" || (block[0] != '=' && block[0] != '?') {
			t.Fatalf("reply %d malformed: %q (input %q)", n, block, in)
		}
		i := 1
		for i < len(block) && block[i] >= '0' && block[i] <= '9' {
			i++
		}
		if i < len(block) && block[i] != ' ' && block[i] != '\n' {
			t.Fatalf("reply %d has a bad header: %q (input %q)", n, block, in)
		}
		if strings.Contains(block, "internal error") {
			t.Fatalf("a handler panicked: %q (input %q)", block, in)
		}
		for _, l := range strings.Split(block, "\n")[1:] {
			if strings.TrimSpace(l) == "" {
				t.Fatalf("reply %d has a blank line: %q (input %q)", n, block, in)
			}
		}
	}
	return n
}

// FuzzEngine feeds random command lines to the dispatcher with the
// engine's command set attached: it must never panic, hang, or print a
// malformed reply.
func FuzzEngine(f *testing.F) {
	seeds := []string{
		"boardsize 9\nplay b e5\nplay w e5\nundo\nundo\n",
		"1 boardsize 2\n2 play b a1\n3 play w b2\n4 genmove b\n5 showboard\n",
		"fixed_handicap 9\nplace_free_handicap 3\nset_free_handicap a1 a1\n",
		"kata-set-rules {\"ko\":\"SITUATIONAL\",\"komi\":3}\nkata-get-rules\n",
		"gogui-play_sequence b a1 w a2 b b2\ngogui-setup b c3 w d4\ngogui-setup_player w\n",
		"rectangular_boardsize 25 2\nall_legal b\nfinal_status_list alive\nreferee-count\n",
		"boardsize 3\ngenmove b\ngenmove w\ngenmove b\ngenmove w\ngg-undo 3\nmove_history\n",
		"time_settings 0 1 0\nkgs-time_settings byoyomi 1 2 3\ntime_left b 1 0\n",
		"loadsgf x.sgf\nprintsgf\nprintsgf out.sgf\nestimate_score\ntop_moves\n",
		"gogui-rules_legal_moves\ngogui-rules_board\ngogui-rules_final_result\nreferee-area\n",
		"komi -1e308\nkomi 1e400\nboardsize 99999999999999999999\ncountlib a1\n",
		"1 lz-analyze 1\n2 name\n3 kata-analyze w 1 ownership true maxmoves 2\n",
		"boardsize 2\nanalyze b\nkata-genmove_analyze b 1\nlz-genmove_analyze\ngenmove_analyze w x\n",
		"lz-analyze b 10 avoid b d4,q16 1 allow\nkata-analyze interval\nlz-analyze -5\n",
	}
	for _, s := range seeds {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, in string) {
		e, err := New(Options{Seed: 1, NoFiles: true, Width: 9, MovePlayouts: 64})
		if err != nil {
			t.Fatal(err)
		}
		var logBuf bytes.Buffer
		srv := e.NewServer(gtp.ServerOptions{Log: &logBuf})
		var out bytes.Buffer
		ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
		defer cancel()
		if err := srv.Serve(ctx, strings.NewReader(in), &out); err != nil {
			t.Fatalf("Serve: %v (input %q)", err, in)
		}
		checkReplies(t, in, out.String())
		if strings.Contains(logBuf.String(), "panic") {
			t.Fatalf("panic logged: %s (input %q)", logBuf.String(), in)
		}
	})
}

// plainDecimalRe is the komi syntax ParseKomi documents, written as a
// regular expression: an optional sign, digits with an optional decimal
// point and a digit on at least one side of it, an optional exponent.
var plainDecimalRe = regexp.MustCompile(`^[+-]?([0-9]+\.?[0-9]*|\.[0-9]+)([eE][+-]?[0-9]+)?$`)

// FuzzParseKomi reads arbitrary text as a komi (the komi command) and as
// a time setting number (time_settings, time_left): both accept exactly
// the plain decimal numbers of plainDecimalRe, independently written; a
// komi accepted is the value strconv.ParseFloat reads and finite, and one
// beyond the float range is refused; a number of seconds is the value
// truncated toward zero, capped at 32 bits.
func FuzzParseKomi(f *testing.F) {
	for _, s := range []string{"7.5", "-3", ".5", "6.", "1e9", "1e400", "1_000", "0x1p-2", "Inf", "NaN", "+0", "-.5e-3", ".", "e5", "5e", ""} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		plain := plainDecimalRe.MatchString(s)
		want, perr := strconv.ParseFloat(s, 64)
		k, err := ParseKomi(s)
		switch {
		case !plain || math.IsInf(want, 0):
			if err == nil {
				t.Fatalf("ParseKomi(%q) = %v, want an error", s, k)
			}
		case err != nil || perr != nil || k != want:
			t.Fatalf("ParseKomi(%q) = %v, %v; want %v", s, k, err, want)
		}
		n, err := parseNumber(s, "time")
		if (err == nil) != plain {
			t.Fatalf("parseNumber(%q) = %v, %v; plain decimal %v", s, n, err, plain)
		}
		switch {
		case err != nil:
		case math.Abs(want) < 1<<31:
			if float64(n) != math.Trunc(want) {
				t.Fatalf("parseNumber(%q) = %d, want %v truncated", s, n, want)
			}
		case want > 0 && n != math.MaxInt32, want < 0 && n != math.MinInt32:
			t.Fatalf("parseNumber(%q) = %d, want %v capped at 32 bits", s, n, want)
		}
	})
}
