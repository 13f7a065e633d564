package gtpengine

import "testing"

// TestJudgmentKeyPrisoners: the cached judgment and its score belong to
// the whole position, prisoners included. On 5x5 under the japanese preset
// (territory plus prisoners, komi 6.5), B B1, W A1, B A2 (taking A1) and
// B B1, W pass, B A2 reach the same stones in as many moves with the same
// last move; only the prisoners differ. Hand count: Black's two stones
// surround the other 23 points, so Black has 23 territory, plus 1 prisoner
// after the capture: B+17.5 (23+1-6.5), and B+16.5 (23-6.5) without it.
// A GUI that undoes the capture and reaches the position again by the pass
// (GoGui syncs with undo) got the first count again, the cache keyed on
// the stones alone.
func TestJudgmentKeyPrisoners(t *testing.T) {
	s := startSession(t, Options{Rules: "japanese", Playouts: 200})
	s.ask(t, "boardsize 5")
	for _, m := range []string{"play b b1", "play w a1", "play b a2"} {
		s.ask(t, m)
	}
	if got := s.ask(t, "final_score"); got != "B+17.5" {
		t.Fatalf("after the capture: final_score %s, want B+17.5", got)
	}
	s.ask(t, "gg-undo 2")
	s.ask(t, "play w pass")
	s.ask(t, "play b a2")
	if got := s.ask(t, "captures black"); got != "0" {
		t.Fatalf("captures black %s, want 0", got)
	}
	for _, cmd := range []string{"final_score", "gogui-rules_final_result"} {
		if got := s.ask(t, cmd); got != "B+16.5" && got != "Black 23 territory + 0 prisoners, White 0 + 0, komi 6.5 (B+16.5)" {
			t.Errorf("without the capture: %s %q, want B+16.5", cmd, got)
		}
	}
}
