package gtpengine

import (
	"strings"
	"testing"
)

// TestEstimateScoreVoided: RULES.md P3 (eternal life, 8x5) under chinese
// (simple ko), played round its cycle as tests/gtp/ko-p3-chinese.tst plays
// it: the third occurrence of the position ends the game without result
// (RULES.md section 3), so there is no score, and final_score fails with
// GTP's "cannot score" (GTP 2 on final_score). estimate_score must say the
// same rather than give the count of the board as it stands (it answered
// "W+13.5 (upper bound: 13.5, lower: 13.5)", a result the game cannot
// have); gogui-rules_final_result names the game void. GoGui's analyze
// commands say so too: referee-count ("Chinese Count") ended with the
// board's count as a result, "Black 16 stones, loses by 6 3/4 stones
// (W+13.5)", and referee-area ("Area Map") drew "TEXT W+13.5"; their last
// line is now the game's result, void.
func TestEstimateScoreVoided(t *testing.T) {
	s := startSession(t, Options{Seed: 1})
	for _, cmd := range []string{
		"kata-set-rules chinese",
		"rectangular_boardsize 8 5",
		"gogui-setup w a4 w b4 w c4 w d4 w e4 w f4 b a3 b b3 b c3 b d3 b e3 w f3 b a2 w b2 w c2 w d2 b e2 b f2 w g2 w h2 w b1 b d1 w f1 b g1",
		"play b c1", "play w e1", "play b d1", "play w f1",
		"play b c1", "play w e1", "play b d1", "play w f1",
	} {
		s.ask(t, cmd)
	}
	if got := s.ask(t, "gogui-rules_final_result"); !strings.HasPrefix(got, "Void") {
		t.Fatalf("gogui-rules_final_result = %q, want a void game", got)
	}
	const want = "cannot score: no result: a full-board cycle under simple ko"
	for _, cmd := range []string{"final_score", "estimate_score"} {
		ok, got := s.reply(t, cmd)
		if ok || got != want {
			t.Errorf("%s: ok %v, %q; want the failure %q", cmd, ok, got, want)
		}
	}
	for cmd, last := range map[string]string{
		"referee-count": "Void: no result: a full-board cycle under simple ko",
		"referee-area":  "TEXT Void",
	} {
		lines := strings.Split(s.ask(t, cmd), "\n")
		if got := lines[len(lines)-1]; got != last {
			t.Errorf("%s: last line %q, want %q", cmd, got, last)
		}
	}
}
