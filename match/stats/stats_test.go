package stats

import (
	"fmt"
	"math"
	"testing"
)

func near(a, b, eps float64) bool { return math.Abs(a-b) <= eps }

func TestWilson(t *testing.T) {
	lo, hi := Wilson(WDL{Wins: 7, Losses: 3}, Z95)
	// 7/10: Wilson 95% interval 0.3968 .. 0.8922.
	if !near(lo, 0.3968, 1e-3) || !near(hi, 0.8922, 1e-3) {
		t.Errorf("wilson %v %v", lo, hi)
	}
	lo, hi = Wilson(WDL{Draws: 10}, Z95)
	if lo >= 0.5 || hi <= 0.5 {
		t.Errorf("all draws: %v %v", lo, hi)
	}
}

func TestElo(t *testing.T) {
	if e := EloFromScore(0.75); !near(e, 190.85, 0.01) {
		t.Errorf("elo(0.75) = %v", e)
	}
	if s := ScoreFromElo(EloFromScore(0.3)); !near(s, 0.3, 1e-12) {
		t.Errorf("round trip %v", s)
	}
	e, lo, hi := Elo(WDL{Wins: 60, Losses: 40})
	if !(lo < e && e < hi) {
		t.Errorf("elo %v not in [%v, %v]", e, lo, hi)
	}
}

func TestSPRT(t *testing.T) {
	s, err := ParseSPRT("0,10")
	if err != nil {
		t.Fatal(err)
	}
	lo, hi := s.Bounds()
	if !near(lo, -2.944, 1e-3) || !near(hi, 2.944, 1e-3) {
		t.Errorf("bounds %v %v", lo, hi)
	}
	if _, d := s.Decide(WDL{Wins: 600, Losses: 400}); d != AcceptH1 {
		t.Errorf("a clear winner: %v", d)
	}
	if _, d := s.Decide(WDL{Wins: 400, Losses: 600}); d != AcceptH0 {
		t.Errorf("a clear loser: %v", d)
	}
	if _, d := s.Decide(WDL{Wins: 5, Losses: 5}); d != Continue {
		t.Errorf("10 games: %v", d)
	}
	for _, bad := range []string{"", "5", "5,5", "0,5,0.6,0.05", "a,b",
		"NaN,5", "0,Inf", "-Inf,0", "0,5,NaN,0.05", "0,5x", "0,5,0.05,0.05x", "0,5,0.05", "1e400,0", "20000,30000"} {
		if _, err := ParseSPRT(bad); err == nil {
			t.Errorf("ParseSPRT(%q) accepted", bad)
		}
	}
}

// FuzzParseSPRT: whatever the text, ParseSPRT either refuses it or gives a
// test with finite, distinct hypotheses, error rates in (0, 0.5), bounds on
// either side of zero, an LLR that a sweep moves, and the same test again
// from its own numbers.
func FuzzParseSPRT(f *testing.F) {
	for _, s := range []string{"0,10", "-5,5,0.1,0.2", " 0 , 10 ", "NaN,1", "0,5,0.05,0.05x", "1e400,0", "20000,30000"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		p, err := ParseSPRT(s)
		if err != nil {
			return
		}
		for _, x := range []float64{p.Elo0, p.Elo1, p.Alpha, p.Beta} {
			if math.IsNaN(x) || math.IsInf(x, 0) {
				t.Fatalf("ParseSPRT(%q) = %+v: not finite", s, p)
			}
		}
		if p.Elo0 == p.Elo1 || !(p.Alpha > 0 && p.Alpha < 0.5 && p.Beta > 0 && p.Beta < 0.5) {
			t.Fatalf("ParseSPRT(%q) = %+v", s, p)
		}
		if lo, hi := p.Bounds(); !(lo < 0 && 0 < hi) {
			t.Fatalf("ParseSPRT(%q): bounds %v %v", s, lo, hi)
		}
		// The test can move: a clean sweep either way gives different,
		// finite LLRs.
		up, down := p.LLR(WDL{Wins: 100}), p.LLR(WDL{Losses: 100})
		if up == down || math.IsNaN(up) || math.IsInf(up, 0) || math.IsNaN(down) || math.IsInf(down, 0) {
			t.Fatalf("ParseSPRT(%q) = %+v: LLR %v after 100 wins, %v after 100 losses", s, p, up, down)
		}
		again, err := ParseSPRT(fmt.Sprintf("%v,%v,%v,%v", p.Elo0, p.Elo1, p.Alpha, p.Beta))
		if err != nil || again != p {
			t.Fatalf("ParseSPRT(%q) = %+v, reparsed %+v, %v", s, p, again, err)
		}
	})
}
