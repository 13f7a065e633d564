package match

import (
	"bytes"
	"strings"
	"testing"

	"github.com/gtp-referee/gtp-referee/match/results"
)

// TestReportEvenScore: an even score is an Elo difference of exactly 0
// (400 log10(1) = 0), printed without a minus sign.
func TestReportEvenScore(t *testing.T) {
	recs := []results.Record{
		{Game: 0, Result: "B+R", Winner: results.ProgBlack},
		{Game: 1, Result: "W+R", Winner: results.ProgWhite},
	}
	var b bytes.Buffer
	Report(&b, recs, [2]string{"A", "B"}, nil)
	if !strings.Contains(b.String(), "Elo difference +0 (95%: ") {
		t.Errorf("report:\n%s", b.String())
	}
}
