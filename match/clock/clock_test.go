package clock

import (
	"strings"
	"testing"
	"time"
)

func TestParse(t *testing.T) {
	for in, want := range map[string]Control{
		"":            {},
		"10m":         {Kind: Absolute, Main: 10 * time.Minute},
		"30s":         {Kind: Absolute, Main: 30 * time.Second},
		"1m30s":       {Kind: Absolute, Main: 90 * time.Second},
		"90":          {Kind: Absolute, Main: 90 * time.Second},
		"10m+30sx5":   {Kind: Byoyomi, Main: 10 * time.Minute, Period: 30 * time.Second, Periods: 5},
		"10m+300s/25": {Kind: Canadian, Main: 10 * time.Minute, Period: 300 * time.Second, Stones: 25},
		// No byo-yomi period: the player loses when the main time is
		// used up (RULES.md section 6), absolute time.
		"10m+30sx0": {Kind: Absolute, Main: 10 * time.Minute},
	} {
		got, err := Parse(in)
		if err != nil || got != want {
			t.Errorf("Parse(%q) = %+v, %v; want %+v", in, got, err, want)
		}
	}
	for _, bad := range []string{"x", "10m+", "10m+30s", "0+30sx0", "10m+30sx-1", "10m+0sx0", "10m+0s/5", "-5s",
		"1e10+1s/1", "1e300+1sx1", "1+9e9x2", "9e9+9e9/1", "1+1sx9999999999999", "1281027h",
		// GTP's time_settings takes whole seconds (GTP 2, section 6.3.5).
		"500ms", "1.9s", "2s+0.5sx3", "0+1.5s/5", "1.5+1sx3"} {
		if _, err := Parse(bad); err == nil {
			t.Errorf("Parse(%q) accepted", bad)
		}
	}
}

func TestByoyomi(t *testing.T) {
	c, _ := Parse("10s+5sx3")
	k := New(c)
	if k.Charge(8 * time.Second) {
		t.Fatal("lost in main time")
	}
	// 2s of main left; a 6s move uses main, then 4s of a period: no period used up.
	if k.Charge(6*time.Second) || k.periods != 3 {
		t.Fatalf("periods %d", k.periods)
	}
	if s, n := k.TimeLeft(); s != 5 || n != 3 {
		t.Errorf("time_left %d %d", s, n)
	}
	// A 5.5s move uses one period fully.
	if k.Charge(5500*time.Millisecond) || k.periods != 2 {
		t.Fatalf("periods %d", k.periods)
	}
	// A 4.9s move uses none.
	if k.Charge(4900*time.Millisecond) || k.periods != 2 {
		t.Fatalf("periods %d", k.periods)
	}
	if k.Remaining() != 10*time.Second {
		t.Errorf("remaining %v", k.Remaining())
	}
	// Using both remaining periods loses.
	if !k.Charge(10 * time.Second) {
		t.Fatal("not lost")
	}
}

func TestCanadian(t *testing.T) {
	c, _ := Parse("1s+10s/2")
	k := New(c)
	if k.Charge(2 * time.Second) { // 1s of main, 1s of the first period
		t.Fatal("lost")
	}
	if s, n := k.TimeLeft(); s != 9 || n != 1 {
		t.Errorf("time_left %d %d", s, n)
	}
	if k.Charge(8 * time.Second) { // last stone of the period, 1s to spare
		t.Fatal("lost")
	}
	if s, n := k.TimeLeft(); s != 10 || n != 2 {
		t.Errorf("new period: time_left %d %d", s, n)
	}
	if k.Charge(6*time.Second) || !k.Charge(5*time.Second) {
		t.Error("11s for two stones of a 10s period must lose")
	}
}

func TestAbsolute(t *testing.T) {
	c, _ := Parse("3s")
	k := New(c)
	if k.Charge(2*time.Second) || !k.Charge(2*time.Second) {
		t.Error("4s of 3s must lose")
	}
	if a := (Control{}).TimeSettings(); a[0] != "0" || a[1] != "1" || a[2] != "0" {
		t.Errorf("no clock: %v", a)
	}
}

// TestByoyomiWithoutPeriods: Japanese byo-yomi with no period is absolute
// time: the player loses when the last period is used up (RULES.md section
// 6), so with none when the main time is, and a move past it loses however
// long a period would have been. The engines must hear the same: GTP's
// time_settings with byo_stones 0 (absolute, RULES.md section 6), not a
// Canadian period of one stone that the player does not have;
// kgs-time_settings absolute, not a byoyomi that an engine may read as
// overtime to think in; no OT in the record; time_left with no stones, not
// "0 1" (one stone to play in no time). A control given with 0 periods
// (the API does not go through Parse) announced 10 5 1 and byoyomi 10 5 0;
// one with periods of no length divided by zero. Canadian overtime with no
// stones or of no length is the same absolute time.
func TestByoyomiWithoutPeriods(t *testing.T) {
	for _, c := range []Control{
		{Kind: Byoyomi, Main: 10 * time.Second, Period: 5 * time.Second, Periods: 0},
		{Kind: Byoyomi, Main: 10 * time.Second, Period: 0, Periods: 3},
		// Canadian overtime without stones or of no length, the same.
		{Kind: Canadian, Main: 10 * time.Second, Period: 5 * time.Second, Stones: 0},
		{Kind: Canadian, Main: 10 * time.Second, Period: 0, Stones: 5},
	} {
		if got := c.TimeSettings(); strings.Join(got, " ") != "10 0 0" {
			t.Errorf("%+v: time_settings %v, want 10 0 0", c, got)
		}
		if got := c.KGSTimeSettings(); strings.Join(got, " ") != "absolute 10" {
			t.Errorf("%+v: kgs-time_settings %v, want absolute 10", c, got)
		}
		if tm, ot := c.SGF(); tm != "10" || ot != "" {
			t.Errorf("%+v: TM %q OT %q, want 10 and none", c, tm, ot)
		}
		if c.String() != "10s" {
			t.Errorf("%+v: String %q, want 10s", c, c.String())
		}
		k := New(c)
		if k.Remaining() != 10*time.Second {
			t.Errorf("%+v: remaining %v, want 10s", c, k.Remaining())
		}
		if s, n := k.TimeLeftAt(10 * time.Second); s != 0 || n != 0 {
			t.Errorf("%+v: time_left at the end of the main time %d %d, want 0 0", c, s, n)
		}
		if k.Charge(9 * time.Second) {
			t.Fatalf("%+v: lost within the main time", c)
		}
		if !k.Charge(1500 * time.Millisecond) {
			t.Errorf("%+v: 10.5 s of 10 s without a period must lose", c)
		}
	}
}

// TestCanadianWithoutMainTime: with no main time (or once it is used up
// exactly) the player is in overtime, so time_left gives the period's time
// and stones; "0 0" would announce no time at all (stones 0 means main
// time, RULES.md section 6), and every move, however quick, counts as one
// of the period's stones.
func TestCanadianWithoutMainTime(t *testing.T) {
	c, _ := Parse("0+10s/2")
	k := New(c)
	if s, n := k.TimeLeft(); s != 10 || n != 2 {
		t.Errorf("start: time_left %d %d, want 10 2", s, n)
	}
	if left, ot := k.SGF(); left != "10.0" || ot != "2" {
		t.Errorf("start: SGF %q %q, want 10.0 2", left, ot)
	}
	if k.Charge(0) {
		t.Fatal("lost")
	}
	if s, n := k.TimeLeft(); s != 10 || n != 1 {
		t.Errorf("after a quick move: time_left %d %d, want 10 1", s, n)
	}
	if k.Charge(0) {
		t.Fatal("lost")
	}
	if s, n := k.TimeLeft(); s != 10 || n != 2 {
		t.Errorf("after the period's last stone: time_left %d %d, want 10 2", s, n)
	}
	if k.Charge(6*time.Second) || !k.Charge(5*time.Second) {
		t.Error("11s for the two stones of a 10s period must lose")
	}

	c, _ = Parse("5s+10s/2")
	k = New(c)
	if k.Charge(5 * time.Second) {
		t.Fatal("lost in main time")
	}
	if s, n := k.TimeLeft(); s != 10 || n != 2 {
		t.Errorf("main time used up exactly: time_left %d %d, want 10 2", s, n)
	}
}

// FuzzParse: a time control Parse accepts is well formed (a known kind,
// no negative time, a positive period and count where the kind has them),
// gives a full clock a positive time below the no-limit value, and reads
// back the same from its String form.
func FuzzParse(f *testing.F) {
	for _, s := range []string{"10m", "90", "10m+30sx5", "10m+300s/25", "0+1s/1", "1e300", "2562048h", "1.5+0.5x3", "none", "1e10+1s/1", "1+9e9x2", "9e9+9e9/1"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		c, err := Parse(s)
		if err != nil {
			return
		}
		if c.Main < 0 || c.Period < 0 || c.Periods < 0 || c.Stones < 0 {
			t.Fatalf("Parse(%q) = %+v: negative", s, c)
		}
		switch c.Kind {
		case None:
			if c != (Control{}) {
				t.Fatalf("Parse(%q) = %+v: no clock with times", s, c)
			}
		case Absolute:
			if c.Main <= 0 || c.Period != 0 || c.Periods != 0 || c.Stones != 0 {
				t.Fatalf("Parse(%q) = %+v", s, c)
			}
		case Byoyomi:
			if c.Period <= 0 || c.Periods < 1 || c.Stones != 0 {
				t.Fatalf("Parse(%q) = %+v", s, c)
			}
		case Canadian:
			if c.Period <= 0 || c.Stones < 1 || c.Periods != 0 {
				t.Fatalf("Parse(%q) = %+v", s, c)
			}
		default:
			t.Fatalf("Parse(%q): kind %d", s, c.Kind)
		}
		if c.Kind != None {
			if r := New(c).Remaining(); r <= 0 || r >= 1<<62 {
				t.Fatalf("Parse(%q) = %+v: a full clock has %v", s, c, r)
			}
		}
		again, err := Parse(c.String())
		if err != nil || again != c {
			t.Fatalf("Parse(%q) = %+v; its String %q reads %+v, %v", s, c, c.String(), again, err)
		}
	})
}

// TestTimeLeftAt: time_left reports the clock as it stands when it is sent,
// once the turn in progress has used some of it (a slow play of the
// opponent's move; RULES.md section 6, the turn runs from that play). The
// values are counted by hand from each control.
func TestTimeLeftAt(t *testing.T) {
	for _, c := range []struct {
		spec   string
		before []time.Duration // moves charged first
		used   time.Duration   // the turn in progress so far
		secs   int
		stones int
	}{
		// 10 s of sudden death, 1.5 s gone: 8.5 s left, 8 whole seconds.
		{"10s", nil, 1500 * time.Millisecond, 8, 0},
		{"10s", []time.Duration{4 * time.Second}, 7 * time.Second, 0, 0},
		// Byo-yomi 2 s + 3 x 5 s. 1 s into the turn: 1 s of main time left.
		{"2s+5sx3", nil, time.Second, 1, 0},
		// 8 s into the turn: main time gone (2 s), 6 s of overtime: the
		// first period fully used, 1 s into the second: 4 s left of it,
		// and 2 periods left, the current one included.
		{"2s+5sx3", nil, 8 * time.Second, 4, 2},
		// In overtime already (a 4 s move took the main time and 2 s of a
		// period, which it kept): 3 s into the turn, 2 s of the period left.
		{"2s+5sx3", []time.Duration{4 * time.Second}, 3 * time.Second, 2, 3},
		// Canadian 2 s + 10 s / 4 stones: 5 s into the turn, 3 s of the
		// first period are used, 7 s left for its 4 stones.
		{"2s+10s/4", nil, 5 * time.Second, 7, 4},
		// After a 4 s move (2 s of main, 2 s of the period, 3 stones
		// left): 1.5 s more leaves 6.5 s, 6 whole seconds, for 3 stones.
		{"2s+10s/4", []time.Duration{4 * time.Second}, 1500 * time.Millisecond, 6, 3},
		// Under a second of main time before an overtime: GTP 2's
		// "time_left c 0 0" (section 6.3: stones 0 while main time
		// counts) would tell an engine it has no time; it has at least
		// the period for this move. Byo-yomi 2 s + 3 x 1 s, 1.3 s into
		// the turn: 0.7 s of main time, then the 1 s period, 3 of them.
		{"2s+1sx3", nil, 1300 * time.Millisecond, 1, 3},
		// Canadian 2 s + 10 s / 4 stones, 1.5 s into the turn: 0.5 s of
		// main time, then 10 s for 4 stones.
		{"2s+10s/4", nil, 1500 * time.Millisecond, 10, 4},
		// Sudden death has nothing after it: 0.5 s left is 0 0.
		{"2s", nil, 1500 * time.Millisecond, 0, 0},
		// Byo-yomi periods of 1 s: a 3 s move used the 2 s of main time
		// and one period (3 left, 2 after it). 10 ms into the next turn
		// 0.99 s of the period is left: told 1 s (nearest), not 0 s,
		// which says no time at all; 600 ms in, 0.4 s is told 0 s.
		{"2s+1sx3", []time.Duration{3 * time.Second}, 10 * time.Millisecond, 1, 2},
		{"2s+1sx3", []time.Duration{3 * time.Second}, 600 * time.Millisecond, 0, 2},
		// A 30 s period 1.2 s in: 28.8 s, told 29.
		{"0s+30sx2", nil, 1200 * time.Millisecond, 29, 2},
		{"2s", nil, 1500 * time.Millisecond, 0, 0},
	} {
		ctl, err := Parse(c.spec)
		if err != nil {
			t.Fatal(err)
		}
		k := New(ctl)
		for _, d := range c.before {
			if k.Charge(d) {
				t.Fatalf("%s: lost on %v", c.spec, d)
			}
		}
		if s, n := k.TimeLeftAt(c.used); s != c.secs || n != c.stones {
			t.Errorf("%s after %v, %v into the turn: time_left %d %d, want %d %d", c.spec, c.before, c.used, s, n, c.secs, c.stones)
		}
		// Nothing used yet: what TimeLeft says.
		s0, n0 := k.TimeLeft()
		if s, n := k.TimeLeftAt(0); s != s0 || n != n0 {
			t.Errorf("%s: TimeLeftAt(0) %d %d, TimeLeft %d %d", c.spec, s, n, s0, n0)
		}
	}
}

// A time that is not one names the text once, with the forms it may take.
func TestParseErrorText(t *testing.T) {
	_, err := Parse("bogus")
	if err == nil || strings.Count(err.Error(), `"bogus"`) != 2 || !strings.Contains(err.Error(), "10m") {
		// Once for the control ('time "bogus"'), once in
		// time.ParseDuration's own error.
		t.Errorf("Parse(bogus): %v; want the text named twice in all (the control and the duration) and the forms", err)
	}
}
