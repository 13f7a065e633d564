package gtp_test

import (
	"bytes"
	"os/exec"
	"strings"
	"testing"
)

// runRaw pipes input into a fresh engine and returns its stdout and stderr.
func runRaw(t *testing.T, input string, args ...string) (stdout, stderr string) {
	t.Helper()
	cmd := exec.Command(binary(t), args...)
	cmd.Stdin = strings.NewReader(input)
	var out, errb bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errb
	if err := cmd.Run(); err != nil {
		t.Fatalf("engine exited with %v; stderr: %s", err, errb.String())
	}
	return out.String(), errb.String()
}

// TestRawBytes checks exact output bytes for what the .tst format cannot
// express: ids, CRLF, tabs, control characters, empty and comment lines,
// pipelining, and quit.
func TestRawBytes(t *testing.T) {
	cases := []struct{ name, in, want string }{
		{"id", "1 name\n", "=1 gtp-referee\n\n"},
		{"no id", "name\n", "= gtp-referee\n\n"},
		{"CRLF", "7 protocol_version\r\n", "=7 2\n\n"},
		{"tabs", "2\tknown_command\tplay\n", "=2 true\n\n"},
		{"control characters", "3 na\x01me\x7f\n", "=3 gtp-referee\n\n"},
		{"empty and comment lines", "\n\r\n   \n# comment\n\t# indented comment\n4 protocol_version\n", "=4 2\n\n"},
		{"comment after command", "5 name # what is your name\n", "=5 gtp-referee\n\n"},
		{"unknown command with id", "6 frobnicate\n", "?6 unknown command\n\n"},
		{"illegal move with id", "8 play b d4\n9 play w D4\n", "=8 \n\n?9 illegal move: occupied\n\n"},
		{"off board", "10 play b z1\n", "?10 illegal move: off board\n\n"},
		{"syntax error", "11 play b\n", "?11 syntax error: usage: play COLOR VERTEX\n\n"},
		{"cannot undo", "12 undo\n", "?12 cannot undo\n\n"},
		{"unacceptable size", "13 boardsize 26\n", "?13 unacceptable size: board size 26 out of range 2..25\n\n"},
		{"no newline at the end", "14 name", "=14 gtp-referee\n\n"},
		{"pipelined burst", "1 boardsize 9\n2 play b e5\n3 play w e5\n4 undo\n5 undo\n",
			"=1 \n\n=2 \n\n?3 illegal move: occupied\n\n=4 \n\n?5 cannot undo\n\n"},
		{"quit ends the session", "20 quit\n21 name\n", "=20 \n\n"},
		{"multi-line response", "boardsize 2\nplay b a1\n30 list_stones b\n31 final_status_list alive\n",
			"= \n\n= \n\n=30 A1\n\n=31 A1\n\n"},
		{"showboard keeps its first empty line", "boardsize 2\n32 showboard\n",
			"= \n\n=32 \n   A B\n 2 . . 2     WHITE (O) has captured 0 stones\n 1 . . 1     BLACK (X) has captured 0 stones\n   A B\n\n"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			out, errOut := runRaw(t, c.in)
			if out != c.want {
				t.Errorf("input %q:\n got %q\nwant %q", c.in, out, c.want)
			}
			if errOut != "" {
				t.Errorf("stderr not quiet: %q", errOut)
			}
		})
	}
}

// TestFlags checks the command-line flags of the gtp mode.
func TestFlags(t *testing.T) {
	out, _ := runRaw(t, "get_komi\ngogui-rules_board_size\nkata-get-rules\n", "gtp", "--rules", "japanese", "--komi", "0.5", "--size", "9")
	want := "= 0.5\n\n= 9\n\n= {\"friendlyPassOk\":false,\"hasButton\":false,\"ko\":\"SIMPLE\",\"scoring\":\"TERRITORY\",\"suicide\":false,\"tax\":\"SEKI\",\"whiteHandicapBonus\":\"0\"}\n\n"
	if out != want {
		t.Errorf("got %q, want %q", out, want)
	}
	out, _ = runRaw(t, "get_komi\n")
	if out != "= 5.5\n\n" {
		t.Errorf("default komi: got %q", out)
	}
	for _, args := range [][]string{
		{"gtp", "--rules", "no-such-rules"},
		// A zero side is no size (it used to become the default 19).
		{"gtp", "--size", "0"},
		{"gtp", "--size", "0x5"},
		{"gtp", "--size", "5x0"},
	} {
		cmd := exec.Command(binary(t), args...)
		cmd.Stdin = strings.NewReader("")
		if err := cmd.Run(); err == nil {
			t.Errorf("%q accepted", args)
		} else if ee, ok := err.(*exec.ExitError); !ok || ee.ExitCode() != 2 {
			t.Errorf("%q: %v, want exit status 2", args, err)
		}
	}
}

// TestGenmoveAfterVoid checks that genmove passes once a full-board cycle
// under simple ko has voided the game: the rules program lists no legal
// move, and a runner that waits for two passes (gogui-twogtp) would
// otherwise see the cycle replayed up to its move limit. On 2x2 the 13
// moves below bring a position back for the third time (RULES.md section
// 3: under simple ko that ends the game with no result).
func TestGenmoveAfterVoid(t *testing.T) {
	in := "boardsize 2\n"
	for i, m := range strings.Fields("a1 b2 b1 a2 a1 b1 a1 b2 b1 a2 a1 b1 a1") {
		in += "play " + "bw"[i%2:i%2+1] + " " + m + "\n"
	}
	in += "1 gogui-rules_legal_moves\n2 genmove w\n3 genmove b\n"
	out, _ := runRaw(t, in, "gtp", "--rules", "chinese")
	if !strings.HasSuffix(out, "=1 \n\n=2 PASS\n\n=3 PASS\n\n") {
		t.Errorf("got %q, want an empty legal list and two passes", out)
	}
}

// TestVerboseStderr checks that -v diagnostics cannot be mistaken for
// replies or analysis lines by clients that merge stderr into stdout.
func TestVerboseStderr(t *testing.T) {
	in := "boardsize 9\ngenmove b\ngenmove w\nplay b pass\nplay w pass\nfinal_score\nfrobnicate\n"
	_, errOut := runRaw(t, in, "-v")
	for _, l := range strings.Split(strings.TrimRight(errOut, "\n"), "\n") {
		if l == "" {
			continue
		}
		for _, bad := range []string{"=", "?", "info", "play "} {
			if strings.HasPrefix(l, bad) {
				t.Errorf("stderr line starts with %q: %q", bad, l)
			}
		}
		if strings.Contains(l, " -> ") {
			t.Errorf("stderr line contains \" -> \": %q", l)
		}
	}
}
