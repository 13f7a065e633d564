package gtpengine

import (
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
