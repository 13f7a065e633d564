package stats

import (
	"fmt"
	"math"
	"math/rand/v2"
	"strings"
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

// TestWilsonEndpoints: with no point scored the Wilson interval starts at
// exactly 0, and with every point scored it ends at exactly 1: at p = 0 its
// centre (z²/2n)/(1+z²/n) and its half-width z·sqrt(z²/4n²)/(1+z²/n) are the
// same number, and at p = 1 likewise from the other end. Floating-point
// rounding left 5.6e-17 after 3 straight losses and 0.9999999999999999
// after 10 straight wins, which the report printed as Elo bounds of -6502
// and +6261 instead of -inf and +inf.
func TestWilsonEndpoints(t *testing.T) {
	for n := 1; n <= 200; n++ {
		if lo, _ := Wilson(WDL{Losses: n}, Z95); lo != 0 {
			t.Errorf("%d losses: lower bound %v, want 0", n, lo)
		}
		if _, hi := Wilson(WDL{Wins: n}, Z95); hi != 1 {
			t.Errorf("%d wins: upper bound %v, want 1", n, hi)
		}
		if _, lo, _ := Elo(WDL{Losses: n}); !math.IsInf(lo, -1) {
			t.Errorf("%d losses: Elo lower bound %v, want -inf", n, lo)
		}
		if _, _, hi := Elo(WDL{Wins: n}); !math.IsInf(hi, 1) {
			t.Errorf("%d wins: Elo upper bound %v, want +inf", n, hi)
		}
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

// TestSPRTHypothesesInOrder: H0 is "elo <= ELO0" (the change failed) and
// H1 "elo >= ELO1" (it passed), as the Decision constants say and as Wald's
// one-sided test is set up, so ELO0 must be below ELO1. ParseSPRT took
// "10,0" (and "5,-5"), and such a test accepted H0, the failure, after a
// hundred straight wins.
func TestSPRTHypothesesInOrder(t *testing.T) {
	for _, bad := range []string{"10,0", "5,-5", "0,-0.5,0.05,0.05"} {
		p, err := ParseSPRT(bad)
		if err == nil {
			_, d := p.Decide(WDL{Wins: 100})
			t.Errorf("ParseSPRT(%q) accepted (100 wins decide %v)", bad, d)
		} else if !strings.Contains(err.Error(), "ELO0 must be below ELO1") {
			t.Errorf("ParseSPRT(%q): %v", bad, err)
		}
	}
	if _, err := ParseSPRT("-5,5"); err != nil {
		t.Errorf("ParseSPRT(\"-5,5\"): %v", err)
	}
}

// FuzzParseSPRT: whatever the text, ParseSPRT either refuses it or gives a
// test with finite hypotheses, ELO0 below ELO1, error rates in (0, 0.5), bounds on
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
		if p.Elo0 >= p.Elo1 || !(p.Alpha > 0 && p.Alpha < 0.5 && p.Beta > 0 && p.Beta < 0.5) {
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

// TestSPRTShortRuns: a short run of equal results does not decide. Wald's
// test on single games, with Elo0 = 0 and Elo1 = 100 (scores 0.5 and
// 0.640), gains log(0.640/0.5) = 0.247 per win and needs 12 straight wins
// to pass log(0.95/0.05) = 2.944, and loses log(0.360/0.5) = -0.329 per
// loss, 9 straight losses to pass -2.944; the normal approximation may
// decide sooner, but not after five wins or draws, or four losses.
func TestSPRTShortRuns(t *testing.T) {
	p, err := ParseSPRT("0,100")
	if err != nil {
		t.Fatal(err)
	}
	for n := 1; n <= 5; n++ {
		runs := []WDL{{Wins: n}, {Draws: n}}
		if n <= 4 {
			runs = append(runs, WDL{Losses: n})
		}
		for _, r := range runs {
			if llr, d := p.Decide(r); d != Continue {
				t.Errorf("%+v: LLR %.3f, %v; want continue", r, llr, d)
			}
		}
	}
	// A long sweep decides.
	if _, d := p.Decide(WDL{Wins: 30}); d != AcceptH1 {
		t.Errorf("30 wins: %v", d)
	}
	if _, d := p.Decide(WDL{Losses: 30}); d != AcceptH0 {
		t.Errorf("30 losses: %v", d)
	}
}

// TestSPRTErrorRates simulates matches (a fixed seed, so the figures are
// the same on every run) between programs whose true strength difference is
// one of the two hypotheses, and checks how often the test accepts the
// wrong one against its nominal rate (alpha = beta = 0.05): at most 0.065
// (the nominal rate plus four standard errors of 4,000 matches) for
// hypotheses 30 Elo apart, with or without draws, and below 0.10 for
// hypotheses 100 Elo apart, where few games decide and the normal
// approximation is coarse (a floor under a zero variance gave 0.13).
func TestSPRTErrorRates(t *testing.T) {
	const matches = 4000
	rng := rand.New(rand.NewPCG(1, 2))
	for _, tc := range []struct {
		sprt  string
		draws float64
		max   float64
	}{
		{"0,30", 0, 0.065},
		{"0,30", 0.3, 0.065},
		{"0,100", 0, 0.10},
	} {
		p, err := ParseSPRT(tc.sprt)
		if err != nil {
			t.Fatal(err)
		}
		for _, elo := range []float64{p.Elo0, p.Elo1} {
			wrong := AcceptH1
			if elo == p.Elo1 {
				wrong = AcceptH0
			}
			pw := ScoreFromElo(elo) - tc.draws/2
			errs := 0
			for range matches {
				var r WDL
				for d := Continue; d == Continue; {
					switch u := rng.Float64(); {
					case u < pw:
						r.Wins++
					case u < pw+tc.draws:
						r.Draws++
					default:
						r.Losses++
					}
					_, d = p.Decide(r)
					if d == wrong {
						errs++
					}
				}
			}
			if rate := float64(errs) / matches; rate > tc.max {
				t.Errorf("SPRT %s, draws %.1f, true Elo %v: wrong decision in %.3f of %d matches, want at most %.2f", tc.sprt, tc.draws, elo, rate, matches, tc.max)
			} else {
				t.Logf("SPRT %s, draws %.1f, true Elo %v: wrong decision in %.3f", tc.sprt, tc.draws, elo, rate)
			}
		}
	}
}
