package gtpengine

import (
	"slices"
	"strings"
	"testing"
)

// TestCGOSNoSuicide replays what a CGOS client sends (CLIENTS.md section 5:
// positional superko, suicide illegal, an illegal move loses, time_left C
// T 0 before each genmove) to an engine started with --rules tromp-taylor,
// the preset whose count (every stone alive) is CGOS's. On 5x5 Black's one
// chain fills rows 2 and 4 and B3, D3, B5, D5, C1 and E1; White's lone
// stone A1 has the single liberty B1. White's only legal move besides the
// pass is B1, a suicide of two stones: the arbiter allows it under the
// presets that allow suicide (is_legal answers 1), but GNU Go 3.8, which
// like CGOS forbids suicide, refuses "play w b1" there as an illegal move,
// and CGOS would score it a loss. It takes nothing but White's own stone
// off, as Black's capture would; genmove must pass instead, with either
// move policy, and under new-zealand (suicide legal too) as well. It
// played B1.
func TestCGOSNoSuicide(t *testing.T) {
	setup := []string{"boardsize 5", "clear_board", "komi 7.5", "time_settings 300 0 0", "play w a1"}
	for _, v := range []string{"b5", "d5", "a4", "b4", "c4", "d4", "e4", "b3", "d3", "a2", "b2", "c2", "d2", "e2", "c1", "e1"} {
		setup = append(setup, "play b "+v)
	}
	for _, rules := range []string{"tromp-taylor", "new-zealand"} {
		for _, policy := range []string{"search", "random"} {
			s := startSession(t, Options{Seed: 1, Rules: rules, MovePolicy: policy, MovePlayouts: 500})
			for _, cmd := range setup {
				s.ask(t, cmd)
			}
			if got := s.ask(t, "is_legal w b1"); got != "1" {
				t.Fatalf("%s: is_legal w b1 = %s, want 1 (a multi-stone suicide the preset allows)", rules, got)
			}
			s.ask(t, "time_left w 300 0")
			if got := s.ask(t, "genmove w"); !strings.EqualFold(got, "pass") {
				t.Errorf("%s, %s: genmove w = %s, want pass (B1 is a suicide)", rules, policy, got)
			}
		}
	}
}

// TestCleanupAfterOpponentPass replays kgsGtp's cleanup phase (CLIENTS.md
// sections 2 and 5: kgs-genmove_cleanup "keeps playing until dead stones
// are captured", then final_status_list dead for the count). On 9x9 Black
// walls column E and White column F; White's A3 B3 B2 B1 sit in Black's
// area with a two-point eye in the corner (A1 A2), dead: after two passes
// final_status_list dead names them, as GNU Go 3.8's does for the same
// position, and GNU Go's own kgs-genmove_cleanup then captures all four.
// White passes throughout. Once Black has played a move and White passed,
// the position in play is judged otherwise (Black's open area leaves White
// room, so the group lives there), but Black's pass would end the game and
// its count takes the four stones off again: the cleanup may not pass
// while they are on the board. It passed after B4, leaving them. By hand
// Black needs A4, B4, C3, C2, C1 and a throw-in at A2 or A1, then the
// capture: 7 moves, 12 allowed. Under the japanese and chinese rules of
// kgs-rules alike.
func TestCleanupAfterOpponentPass(t *testing.T) {
	for _, kgs := range []string{"japanese", "chinese"} {
		s := startSession(t, Options{Seed: 1, MovePlayouts: 1500})
		cornerCleanup(t, s, kgs, []string{"komi 6.5", "kgs-rules " + kgs, "kgs-time_settings none"}, nil)
	}
}

// cornerDead are White's stones dead in Black's corner in cornerCleanup's
// position.
var cornerDead = []string{"A3", "B3", "B2", "B1"}

// cornerCleanup sets up, after the setup commands on a cleared 9x9 board,
// the position of TestCleanupAfterOpponentPass (walls on the E and F
// columns, White's cornerDead in Black's area, two passes), checks that
// final_status_list dead names cornerDead, then lets Black play up to 12
// kgs-genmove_cleanup moves, each after the commands of perMove, White
// passing: none may be a pass while a dead stone remains, and none may
// remain after them. label names the case in the messages.
func cornerCleanup(t *testing.T, s *session, label string, setup, perMove []string) {
	t.Helper()
	ask := func(cmd string) string { t.Helper(); return s.ask(t, cmd) }
	for _, cmd := range append([]string{"boardsize 9", "clear_board"}, setup...) {
		ask(cmd)
	}
	for y := 1; y <= 9; y++ {
		ask("play black e" + string(rune('0'+y)))
		ask("play white f" + string(rune('0'+y)))
	}
	for _, v := range cornerDead {
		ask("play white " + strings.ToLower(v))
	}
	ask("play black pass")
	ask("play white pass")
	if got, want := ask("final_status_list dead"), strings.Join(cornerDead, " "); got != want {
		t.Fatalf("%s: final_status_list dead = %q, want %q", label, got, want)
	}
	left := func() []string {
		var out []string
		for _, v := range strings.Fields(ask("list_stones white")) {
			if slices.Contains(cornerDead, v) {
				out = append(out, v)
			}
		}
		return out
	}
	for i := 0; i < 12 && len(left()) > 0; i++ {
		for _, cmd := range perMove {
			ask(cmd)
		}
		if mv := ask("kgs-genmove_cleanup black"); strings.EqualFold(mv, "pass") {
			t.Fatalf("%s: cleanup move %d is a pass while %v remain:\n%s", label, i+1, left(), ask("showboard"))
		}
		ask("play white pass")
	}
	if l := left(); len(l) > 0 {
		t.Errorf("%s: after 12 cleanup moves %v remain:\n%s", label, l, ask("showboard"))
	}
}

// TestCleanupUnderClock is TestCleanupAfterOpponentPass's cleanup on a
// kgsGtp clock: Canadian overtime of 10 stones in 10 s, kgsGtp sending
// time_left black 1 10 before each move (1 s left for the 10 stones of the
// block, so a move may take a share of 80 ms; CLIENTS.md section 2 and
// RULES.md section 6). The judgment of this open 9x9 position takes some
// 250 ms here, so the clock cuts it short; the cleanup must still take
// off the four stones final_status_list dead names (GNU Go 3.8 names the
// same), never passing while they remain. It passed after three moves,
// having judged every stone alive (a fallback judgment that alone took up
// to half a second of the 1 s).
func TestCleanupUnderClock(t *testing.T) {
	s := startSession(t, Options{Seed: 1})
	cornerCleanup(t, s, "under a clock", []string{"komi 7.5", "kgs-rules chinese", "kgs-time_settings canadian 0 10 10"},
		[]string{"time_left black 1 10"})
}

// TestKGSGameOver follows kgsGtp, which sends kgs-game_over at the end of
// a game to an engine that lists it (CLIENTS.md sections 1, 2 and 5:
// list_commands and known_command complete and accurate): the command is
// listed, known_command answers "true", and it is acknowledged with an
// empty success that changes nothing (the stones, the moves, the komi and
// the rules stay) and does not end the session, which answers the next
// command. It was an unknown command.
func TestKGSGameOver(t *testing.T) {
	s := startSession(t, Options{Seed: 1, Width: 9})
	s.checkListed(t, "kgs-game_over")
	for _, cmd := range []string{"komi 6.5", "kgs-rules japanese", "play b d4", "play w f6", "play b pass", "play w pass"} {
		s.ask(t, cmd)
	}
	state := func() string {
		return s.ask(t, "showboard") + "\n" + s.ask(t, "move_history") + "\n" + s.ask(t, "get_komi") + "\n" + s.ask(t, "kata-get-rules")
	}
	before := state()
	s.send(t, "7 kgs-game_over")
	if l := s.next(t); l != "=7 " {
		t.Fatalf("kgs-game_over: %q, want %q", l, "=7 ")
	}
	if l := s.next(t); l != "" {
		t.Fatalf("kgs-game_over: %q after the reply, want the empty line", l)
	}
	if after := state(); after != before {
		t.Errorf("kgs-game_over changed the game:\n%s\nwas\n%s", after, before)
	}
	if got := s.ask(t, "protocol_version"); got != "2" {
		t.Errorf("protocol_version after kgs-game_over = %q", got)
	}
}

// TestStop follows KataGo's GTP extensions, whose stop halts any ongoing
// analysis: a client written for KataGo ends a kata-analyze stream with
// it. stop is listed and known; sent during a stream it ends the stream
// (its empty line) and is answered with an empty success; sent with no
// analysis running it is an empty success too, and it changes nothing. It
// was an unknown command ("? unknown command" after the stream).
func TestStop(t *testing.T) {
	s := startSession(t, Options{Seed: 1, Width: 9})
	s.checkListed(t, "stop")
	s.ask(t, "play b e5")
	s.send(t, "3 kata-analyze w 5")
	if l := s.next(t); l != "=3" {
		t.Fatalf("kata-analyze: header %q", l)
	}
	if l := s.next(t); !strings.HasPrefix(l, "info ") {
		t.Fatalf("kata-analyze: %q, want an info line", l)
	}
	s.send(t, "4 stop")
	s.endStream(t, "kata-analyze")
	if l := s.next(t); l != "=4 " {
		t.Fatalf("stop after a stream: %q, want %q", l, "=4 ")
	}
	if l := s.next(t); l != "" {
		t.Fatalf("stop: %q after the reply, want the empty line", l)
	}
	s.send(t, "5 stop")
	if l := s.next(t); l != "=5 " {
		t.Fatalf("stop with nothing running: %q, want %q", l, "=5 ")
	}
	s.next(t)
	if got := s.ask(t, "list_stones black") + "/" + s.ask(t, "list_stones white"); got != "E5/" {
		t.Errorf("stones after stop: %q, want E5 and no White stone", got)
	}
}

// checkListed fails the test unless list_commands lists name and
// known_command answers "true" for it (CLIENTS.md sections 1, 2 and 5).
func (s *session) checkListed(t *testing.T, name string) {
	t.Helper()
	if !slices.Contains(strings.Split(s.ask(t, "list_commands"), "\n"), name) {
		t.Errorf("list_commands does not list %s", name)
	}
	if got := s.ask(t, "known_command "+name); got != "true" {
		t.Errorf("known_command %s = %q, want true", name, got)
	}
}
