package gtp_test

import (
	"fmt"
	"os"
	"regexp"
	"strconv"
	"strings"
	"testing"
)

// The servers' bridges drive a whole game each, against GNU Go 3.8 as the
// opponent and the judge of legality (it refuses suicide and an occupied
// point, as CGOS, KGS and OGS do). Every reply of gtp-referee is checked:
// empty "=" replies to the setup, clock and play commands, a vertex, pass
// or resign from genmove (GNU Go must accept it), and the end-of-game
// commands in GNU Go's formats.

var (
	moveRe  = regexp.MustCompile(`^(?i:[a-hj-t](1[0-9]|[1-9])|pass|resign)$`)
	chainRe = regexp.MustCompile(`^[A-HJ-T](1[0-9]|[1-9])( [A-HJ-T](1[0-9]|[1-9]))*$`)
	scoreRe = regexp.MustCompile(`^([BW]\+\d+(\.5)?|0)$`)
)

// bridgeGame plays ours (colour oursColour) against GNU Go on 9x9 through
// the command lines a bridge sends: setup, then before each of our
// genmoves the clock's time_left line. eol is the line end the bridge
// writes ("\r" before the newline for gtp2ogs); first is the colour that
// moves first (White after a handicap). It returns the moves, and whether
// the game ended by two passes.
func bridgeGame(t *testing.T, ours, gg *engineProc, oursColour, first, eol string, setup []string, timeLeft func(colour string) string) (moves []string, passedOut bool) {
	t.Helper()
	ask := func(cmd string) string {
		t.Helper()
		return mustSend(t, ours, "gtp-referee", cmd+eol)
	}
	for _, cmd := range setup {
		if got := ask(cmd); got != "" {
			t.Fatalf("%s: reply %q, want an empty one", cmd, got)
		}
	}
	colour, passes := first, 0
	for len(moves) < 200 && passes < 2 {
		var mv string
		if colour == oursColour {
			if tl := timeLeft(colour); tl != "" {
				if got := ask(tl); got != "" {
					t.Fatalf("%s: reply %q, want an empty one", tl, got)
				}
			}
			mv = ask("genmove " + colour)
			if !moveRe.MatchString(mv) {
				t.Fatalf("genmove %s = %q: no vertex, pass or resign", colour, mv)
			}
			if strings.EqualFold(mv, "resign") {
				return moves, false
			}
			if r, err := gg.send("play " + colour + " " + mv); err != nil || !r.ok {
				t.Fatalf("after %v: GNU Go refuses our genmove %s = %s: %v %q", moves, colour, mv, err, r.text)
			}
		} else {
			mv = mustSend(t, gg, "gnugo", "genmove "+colour)
			if strings.EqualFold(mv, "resign") {
				return moves, false
			}
			if got := ask("play " + colour + " " + strings.ToLower(mv)); got != "" {
				t.Fatalf("play %s %s: reply %q", colour, mv, got)
			}
		}
		moves = append(moves, colour[:1]+" "+mv)
		if strings.EqualFold(mv, "pass") {
			passes++
		} else {
			passes = 0
		}
		colour = map[string]string{"black": "white", "white": "black"}[colour]
	}
	return moves, passes >= 2
}

// ttCount is the Tromp-Taylor count of the position GNU Go's list_stones
// gives, worked out here by flood fill, with komi: every stone alive, an
// empty region counted for the one colour it reaches.
func ttCount(t *testing.T, gg *engineProc, size int, komi float64) string {
	t.Helper()
	at := map[string]byte{}
	for _, c := range []string{"black", "white"} {
		for _, v := range strings.Fields(mustSend(t, gg, "gnugo", "list_stones "+c)) {
			at[strings.ToUpper(v)] = c[0]
		}
	}
	name := func(x, y int) string { return fmt.Sprintf("%c%d", "ABCDEFGHJKLMNOPQRST"[x], y+1) }
	area := map[byte]int{}
	seen := map[string]bool{}
	for x := 0; x < size; x++ {
		for y := 0; y < size; y++ {
			if c, ok := at[name(x, y)]; ok {
				area[c]++
				continue
			}
			if seen[name(x, y)] {
				continue
			}
			region, reach := [][2]int{{x, y}}, map[byte]bool{}
			seen[name(x, y)] = true
			for i := 0; i < len(region); i++ {
				p := region[i]
				for _, d := range [][2]int{{1, 0}, {-1, 0}, {0, 1}, {0, -1}} {
					q := [2]int{p[0] + d[0], p[1] + d[1]}
					if q[0] < 0 || q[1] < 0 || q[0] >= size || q[1] >= size {
						continue
					}
					if c, ok := at[name(q[0], q[1])]; ok {
						reach[c] = true
					} else if !seen[name(q[0], q[1])] {
						seen[name(q[0], q[1])] = true
						region = append(region, q)
					}
				}
			}
			if len(reach) == 1 {
				for c := range reach {
					area[c] += len(region)
				}
			}
		}
	}
	m := float64(area['b']-area['w']) - komi
	switch {
	case m > 0:
		return "B+" + strconv.FormatFloat(m, 'f', -1, 64)
	case m < 0:
		return "W+" + strconv.FormatFloat(-m, 'f', -1, 64)
	}
	return "0"
}

func needGNUGo(t *testing.T) {
	t.Helper()
	if _, err := os.Stat(gnugo); err != nil {
		t.Skip("GNU Go not installed at " + gnugo)
	}
	if testing.Short() {
		t.Skip("whole games against GNU Go")
	}
}

// TestCGOSGame: a CGOS client's game (CLIENTS.md section 5: time_left C T
// 0 before each genmove in sudden death, suicide illegal, an illegal move
// loses, Tromp-Taylor count after two passes with every stone alive)
// against an engine started with --rules tromp-taylor, as Black and as
// White. GNU Go must accept every move (no suicide: it played one), and
// final_score after two passes is the Tromp-Taylor count of the stones
// on the board, worked out here from GNU Go's list_stones.
func TestCGOSGame(t *testing.T) {
	needGNUGo(t)
	for _, oursColour := range []string{"black", "white"} {
		ours := startEngine(t, "--rules", "tromp-taylor", "--move-playouts", "400")
		gg := startProc(t, gnugo, "--mode", "gtp", "--level", "0", "--chinese-rules")
		for _, cmd := range []string{"boardsize 9", "clear_board", "komi 7.5"} {
			mustSend(t, gg, "gnugo", cmd)
		}
		left := 300
		moves, over := bridgeGame(t, ours, gg, oursColour, "black", "",
			[]string{"boardsize 9", "clear_board", "komi 7.5", "time_settings 300 0 0"},
			func(c string) string { left -= 2; return fmt.Sprintf("time_left %s %d 0", c, left) })
		t.Logf("ours %s, %d moves: %v", oursColour, len(moves), moves)
		if !over {
			t.Logf("ours %s: no count (resigned after %d moves)", oursColour, len(moves))
			continue
		}
		got := mustSend(t, ours, "gtp-referee", "final_score")
		if want := ttCount(t, gg, 9, 7.5); got != want {
			t.Errorf("ours %s after %v: final_score %s, want the Tromp-Taylor count %s", oursColour, moves, got, want)
		}
		if dead := mustSend(t, ours, "gtp-referee", "final_status_list dead"); dead != "" {
			t.Errorf("ours %s: final_status_list dead = %q under tromp-taylor, where every stone is alive", oursColour, dead)
		}
	}
}

// TestGTP2OGSGame: gtp2ogs's game (CLIENTS.md section 5: CRLF line ends,
// black and white spelled out, lower-case vertices, kgs-time_settings,
// time_left, place_free_handicap): ours takes Black with two handicap
// stones of its own choice, which GNU Go (White) gets by
// set_free_handicap; Japanese byo-yomi of 30 s in 5 periods after 600 s,
// time_left with the periods in the stones field once in byo-yomi, as KGS
// gives them. At the end final_score and each line of
// final_status_list dead are in GNU Go's formats.
func TestGTP2OGSGame(t *testing.T) {
	needGNUGo(t)
	ours := startEngine(t, "--move-playouts", "400")
	gg := startProc(t, gnugo, "--mode", "gtp", "--level", "0", "--chinese-rules")
	for _, cmd := range []string{"boardsize 9", "clear_board", "komi 0.5"} {
		mustSend(t, gg, "gnugo", cmd)
	}
	for _, cmd := range []string{"boardsize 9", "clear_board", "komi 0.5", "kgs-time_settings byoyomi 600 30 5"} {
		if got := mustSend(t, ours, "gtp-referee", cmd+"\r"); got != "" {
			t.Fatalf("%s: reply %q, want an empty one", cmd, got)
		}
	}
	stones := mustSend(t, ours, "gtp-referee", "place_free_handicap 2\r")
	vs := strings.Fields(stones)
	if len(vs) != 2 || vs[0] == vs[1] || !chainRe.MatchString(stones) {
		t.Fatalf("place_free_handicap 2 = %q: want two distinct vertices", stones)
	}
	mustSend(t, gg, "gnugo", "set_free_handicap "+stones)
	n := 0
	moves, over := bridgeGame(t, ours, gg, "black", "white", "\r", nil, func(c string) string {
		n++
		if n < 10 {
			return fmt.Sprintf("time_left %s %d 0", c, 600-60*n)
		}
		return fmt.Sprintf("time_left %s 30 %d", c, max(5-(n-10)/8, 1))
	})
	t.Logf("%d moves: %v", len(moves), moves)
	if !over {
		t.Logf("no count (resigned after %d moves)", len(moves))
		return
	}
	if got := mustSend(t, ours, "gtp-referee", "final_score\r"); !scoreRe.MatchString(got) {
		t.Errorf("final_score = %q", got)
	}
	if dead := mustSend(t, ours, "gtp-referee", "final_status_list dead\r"); dead != "" {
		for _, l := range strings.Split(dead, "\n") {
			if !chainRe.MatchString(l) {
				t.Errorf("final_status_list dead line %q is not a chain's vertices", l)
			}
		}
	}
}

// TestKGSGame: kgsGtp's game (CLIENTS.md sections 2 and 5: kgs-rules,
// kgs-time_settings, time_left, final_status_list dead for the count,
// kgs-genmove_cleanup in the cleanup phase) under each of the four
// kgs-rules, komi sent after the rules and kept by them (get_komi), a
// Canadian clock of 10 stones in 30 s after 300 s. After the two passes
// both players go on with kgs-genmove_cleanup (GNU Go's own for its
// turns) until two passes again (or 60 moves). GNU Go must accept every
// move; where our pass ends the cleanup, no stone of GNU Go's that our
// final_status_list dead then names is left on the board.
func TestKGSGame(t *testing.T) {
	needGNUGo(t)
	for i, kgs := range []string{"japanese", "chinese", "aga", "new_zealand"} {
		oursColour, theirs := "black", "white"
		if i%2 == 1 {
			oursColour, theirs = "white", "black"
		}
		ours := startEngine(t, "--move-playouts", "400")
		gg := startProc(t, gnugo, "--mode", "gtp", "--level", "0")
		for _, cmd := range []string{"boardsize 9", "clear_board", "komi 6.5"} {
			mustSend(t, gg, "gnugo", cmd)
		}
		clock := func(c string) string { return "time_left " + c + " 200 0" }
		moves, over := bridgeGame(t, ours, gg, oursColour, "black", "",
			[]string{"boardsize 9", "clear_board", "kgs-rules " + kgs, "komi 6.5", "kgs-time_settings canadian 300 30 10"}, clock)
		if got := mustSend(t, ours, "gtp-referee", "get_komi"); got != "6.5" {
			t.Errorf("%s: get_komi = %s after kgs-rules then komi 6.5", kgs, got)
		}
		t.Logf("%s, ours %s, %d moves: %v", kgs, oursColour, len(moves), moves)
		if !over {
			continue
		}
		mustSend(t, ours, "gtp-referee", "final_status_list dead")
		// The cleanup phase, Black first after the two passes.
		colour, passes, lastPass := "black", 0, ""
		var cleanup []string
		for n := 0; n < 60 && passes < 2; n++ {
			var mv string
			if colour == oursColour {
				mustSend(t, ours, "gtp-referee", clock(colour))
				mv = mustSend(t, ours, "gtp-referee", "kgs-genmove_cleanup "+colour)
				if !moveRe.MatchString(mv) || strings.EqualFold(mv, "resign") {
					t.Fatalf("%s: kgs-genmove_cleanup %s = %q", kgs, colour, mv)
				}
				if r, err := gg.send("play " + colour + " " + mv); err != nil || !r.ok {
					t.Fatalf("%s: GNU Go refuses our cleanup move %s %s: %v %q", kgs, colour, mv, err, r.text)
				}
			} else {
				mv = mustSend(t, gg, "gnugo", "kgs-genmove_cleanup "+colour)
				mustSend(t, ours, "gtp-referee", "play "+colour+" "+mv)
			}
			cleanup = append(cleanup, colour[:1]+" "+mv)
			if strings.EqualFold(mv, "pass") {
				passes++
				lastPass = colour
			} else {
				passes = 0
			}
			colour = map[string]string{"black": "white", "white": "black"}[colour]
		}
		if passes < 2 {
			// GNU Go's cleanup may go on killing a weak position move
			// after move; what was played is checked, not its length.
			t.Logf("%s: the cleanup phase did not end in 60 moves: %v", kgs, cleanup)
			continue
		}
		if got := mustSend(t, ours, "gtp-referee", "final_score"); !scoreRe.MatchString(got) {
			t.Errorf("%s: final_score = %q", kgs, got)
		}
		dead := mustSend(t, ours, "gtp-referee", "final_status_list dead")
		if dead == "" {
			continue
		}
		theirStones := " " + mustSend(t, ours, "gtp-referee", "list_stones "+theirs) + " "
		for _, l := range strings.Split(dead, "\n") {
			if !chainRe.MatchString(l) {
				t.Errorf("%s: final_status_list dead line %q is not a chain's vertices", kgs, l)
			}
			if v := strings.Fields(l)[0]; lastPass == oursColour && strings.Contains(theirStones, " "+v+" ") {
				t.Errorf("%s: our pass ended the cleanup with GNU Go's %s listed dead", kgs, l)
			}
		}
	}
}
