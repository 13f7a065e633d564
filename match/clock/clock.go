// Package clock implements the game clocks of a match: parsing a time
// control from the command line, the Japanese byo-yomi, Canadian and
// absolute (sudden death) semantics of RULES.md section 6, the GTP commands
// that announce the settings, and the hard per-move deadline that the
// referee enforces.
//
// Forms accepted by Parse:
//
//	""         no clock
//	10m        absolute: 10 minutes for the whole game
//	1m30s, 90s, 90, 1h   absolute, other spellings of a duration
//	10m+30sx5  Japanese byo-yomi: 10 minutes, then 5 periods of 30 seconds
//	10m+30sx0  byo-yomi without a period: absolute, 10 minutes
//	10m+300s/25  Canadian: 10 minutes, then 25 stones every 300 seconds
//
// A bare number is seconds. Main time and periods are whole seconds, the
// unit of GTP's time_settings.
package clock

import (
	"fmt"
	"math"
	"strconv"
	"strings"
	"time"
)

// Kind is the kind of time control.
type Kind uint8

// The kinds of time control.
const (
	None     Kind = iota // no limit
	Absolute             // sudden death: main time only
	Byoyomi              // Japanese byo-yomi
	Canadian             // Canadian overtime
)

// String returns the name of the kind as kgs-time_settings spells it.
func (k Kind) String() string {
	switch k {
	case Absolute:
		return "absolute"
	case Byoyomi:
		return "byoyomi"
	case Canadian:
		return "canadian"
	}
	return "none"
}

// Control is a time control.
type Control struct {
	Kind    Kind
	Main    time.Duration // main time
	Period  time.Duration // byo-yomi period or Canadian period
	Periods int           // number of byo-yomi periods (Byoyomi; none: absolute time)
	Stones  int           // stones per Canadian period (Canadian; none: absolute time)
}

// Parse reads a time control in one of the forms of the package comment.
func Parse(s string) (Control, error) {
	s = strings.TrimSpace(s)
	if s == "" || s == "0" || strings.EqualFold(s, "none") {
		return Control{}, nil
	}
	c, err := parse(s)
	if err != nil {
		return Control{}, err
	}
	if c.Main%time.Second != 0 || c.Period%time.Second != 0 {
		// time_settings and kgs-time_settings carry whole seconds: 0.5s
		// would be announced as no time, 2s+0.5sx3 as no overtime.
		return Control{}, fmt.Errorf("time %q: GTP announces whole seconds; main time and periods must be whole seconds", s)
	}
	return c, nil
}

// parse is Parse without the whole-second check.
func parse(s string) (Control, error) {
	mainPart, over, hasOver := strings.Cut(s, "+")
	main, err := parseDuration(mainPart)
	if err != nil {
		return Control{}, fmt.Errorf("time %q: main time: %w", s, err)
	}
	if !hasOver {
		if main <= 0 || !fits(main, 0, 0) {
			return Control{}, fmt.Errorf("time %q: main time must be positive and below 146 years", s)
		}
		return Control{Kind: Absolute, Main: main}, nil
	}
	if p, n, ok := strings.Cut(over, "x"); ok {
		period, err := parseDuration(p)
		if err != nil {
			return Control{}, fmt.Errorf("time %q: byo-yomi period: %w", s, err)
		}
		k, err := strconv.Atoi(n)
		if err != nil || k < 0 || period <= 0 {
			return Control{}, fmt.Errorf("time %q: want PERIODxCOUNT with a positive period and a count of 0 or more", s)
		}
		if k == 0 {
			// The player loses when the last period is used up
			// (RULES.md section 6): with none, when the main time is.
			if main <= 0 || !fits(main, 0, 0) {
				return Control{}, fmt.Errorf("time %q: without byo-yomi periods the main time must be positive and below 146 years", s)
			}
			return Control{Kind: Absolute, Main: main}, nil
		}
		if !fits(main, period, k) {
			return Control{}, fmt.Errorf("time %q: main time and periods together past 146 years", s)
		}
		return Control{Kind: Byoyomi, Main: main, Period: period, Periods: k}, nil
	}
	if p, n, ok := strings.Cut(over, "/"); ok {
		period, err := parseDuration(p)
		if err != nil {
			return Control{}, fmt.Errorf("time %q: Canadian period: %w", s, err)
		}
		k, err := strconv.Atoi(n)
		if err != nil || k < 1 || period <= 0 {
			return Control{}, fmt.Errorf("time %q: want PERIOD/STONES with a positive period and stone count", s)
		}
		if !fits(main, period, 1) {
			return Control{}, fmt.Errorf("time %q: main time and period together past 146 years", s)
		}
		return Control{Kind: Canadian, Main: main, Period: period, Stones: k}, nil
	}
	return Control{}, fmt.Errorf("time %q: overtime must be PERIODxCOUNT (byo-yomi) or PERIOD/STONES (Canadian)", s)
}

// fits reports whether main time plus n periods stays below the "no
// limit" of Remaining, so that the sum cannot overflow a time.Duration.
func fits(main, period time.Duration, n int) bool {
	return float64(main)+float64(period)*float64(n) < 1<<62
}

func parseDuration(s string) (time.Duration, error) {
	s = strings.TrimSpace(s)
	if s == "" {
		return 0, fmt.Errorf("empty duration")
	}
	if f, err := strconv.ParseFloat(s, 64); err == nil {
		if f < 0 || math.IsNaN(f) || f >= float64(math.MaxInt64)/float64(time.Second) {
			// Beyond about 292 years a time.Duration overflows.
			return 0, fmt.Errorf("invalid duration %q", s)
		}
		return time.Duration(f * float64(time.Second)), nil
	}
	d, err := time.ParseDuration(s)
	if err != nil {
		// time.ParseDuration's error names the text already.
		return 0, fmt.Errorf("neither seconds nor a duration such as 10m or 1h30m: %w", err)
	}
	if d < 0 {
		return 0, fmt.Errorf("negative duration %q", s)
	}
	return d, nil
}

func secs(d time.Duration) int { return int(d / time.Second) }

func fmtSecs(d time.Duration) string {
	return strconv.FormatFloat(d.Seconds(), 'f', -1, 64)
}

// normal returns the control as it is played: overtime with nothing in it
// (Japanese byo-yomi without a period or with periods of no length, a
// Canadian period of no length or without stones) is absolute time, since
// the player loses when the last period is used up (RULES.md section 6),
// which is then when the main time is; the clock, the GTP settings and the
// records all say so.
func (c Control) normal() Control {
	switch {
	case c.Kind == Byoyomi && (c.Periods <= 0 || c.Period <= 0),
		c.Kind == Canadian && (c.Stones <= 0 || c.Period <= 0):
		return Control{Kind: Absolute, Main: c.Main}
	}
	return c
}

// String returns the control in the form Parse reads ("" for no clock).
func (c Control) String() string {
	c = c.normal()
	switch c.Kind {
	case Absolute:
		return c.Main.String()
	case Byoyomi:
		return fmt.Sprintf("%s+%sx%d", c.Main, c.Period, c.Periods)
	case Canadian:
		return fmt.Sprintf("%s+%s/%d", c.Main, c.Period, c.Stones)
	}
	return ""
}

// SGF returns the values of the SGF properties TM (main time in seconds) and
// OT (overtime description, "" for none).
func (c Control) SGF() (tm, ot string) {
	c = c.normal()
	switch c.Kind {
	case Absolute:
		return fmtSecs(c.Main), ""
	case Byoyomi:
		return fmtSecs(c.Main), fmt.Sprintf("%dx%s byo-yomi", c.Periods, fmtSecs(c.Period))
	case Canadian:
		return fmtSecs(c.Main), fmt.Sprintf("%d/%s Canadian", c.Stones, fmtSecs(c.Period))
	}
	return "", ""
}

// TimeSettings returns the arguments of the standard GTP command
// time_settings (main, byo-yomi time, byo-yomi stones). GTP knows only
// Canadian overtime: Japanese byo-yomi is announced as Canadian with one
// stone per period, which is the same as a single byo-yomi period (engines
// that list kgs-time_settings are told the truth, see KGSTimeSettings).
// No clock is "0 1 0".
func (c Control) TimeSettings() []string {
	c = c.normal()
	switch c.Kind {
	case Absolute:
		return []string{strconv.Itoa(secs(c.Main)), "0", "0"}
	case Byoyomi:
		return []string{strconv.Itoa(secs(c.Main)), strconv.Itoa(secs(c.Period)), "1"}
	case Canadian:
		return []string{strconv.Itoa(secs(c.Main)), strconv.Itoa(secs(c.Period)), strconv.Itoa(c.Stones)}
	}
	return []string{"0", "1", "0"}
}

// KGSTimeSettings returns the arguments of kgs-time_settings.
func (c Control) KGSTimeSettings() []string {
	c = c.normal()
	switch c.Kind {
	case Absolute:
		return []string{"absolute", strconv.Itoa(secs(c.Main))}
	case Byoyomi:
		return []string{"byoyomi", strconv.Itoa(secs(c.Main)), strconv.Itoa(secs(c.Period)), strconv.Itoa(c.Periods)}
	case Canadian:
		return []string{"canadian", strconv.Itoa(secs(c.Main)), strconv.Itoa(secs(c.Period)), strconv.Itoa(c.Stones)}
	}
	return []string{"none"}
}

// Clock is one player's clock under a Control. The zero Clock has no limit.
type Clock struct {
	ctl         Control
	main        time.Duration // main time left
	periods     int           // byo-yomi periods left
	periodLeft  time.Duration // Canadian: time left in the current period
	stonesLeft  int           // Canadian: stones still to play in the period
	inOvertime  bool
	used        time.Duration // total time charged
	flagged     bool
	lastCharged time.Duration
}

// New returns a full clock for control c (byo-yomi without a period is
// absolute time).
func New(c Control) *Clock {
	c = c.normal()
	// Canadian overtime without main time starts at once.
	return &Clock{ctl: c, main: c.Main, periods: c.Periods, periodLeft: c.Period, stonesLeft: c.Stones,
		inOvertime: c.Kind == Canadian && c.Main <= 0}
}

// Control returns the clock's time control.
func (k *Clock) Control() Control { return k.ctl }

// Limited reports whether the clock has a limit.
func (k *Clock) Limited() bool { return k.ctl.Kind != None }

// Remaining returns the time the next move may take (before any grace),
// or a very long duration without a limit. A move that takes longer loses
// on time; under absolute and Canadian time a move of exactly Remaining
// does not, while under byo-yomi it uses up the last period, and a player
// whose last period is used up loses (RULES.md; TestByoyomi).
func (k *Clock) Remaining() time.Duration {
	switch k.ctl.Kind {
	case Absolute:
		return k.main
	case Byoyomi:
		return k.main + time.Duration(k.periods)*k.ctl.Period
	case Canadian:
		if !k.inOvertime {
			return k.main + k.ctl.Period
		}
		return k.periodLeft
	}
	return 1<<62 - 1
}

// Used returns the total time charged to the clock.
func (k *Clock) Used() time.Duration { return k.used }

// Flagged reports whether the player has lost on time.
func (k *Clock) Flagged() bool { return k.flagged }

// Charge charges a move that took d and reports whether the player lost on
// time with it. Japanese byo-yomi: main time first; then a move made within
// a period does not use the period up, each period fully used is deducted,
// and using the last one up loses. Canadian: once main time is gone, the
// stones of a period must be played within it; the period starts afresh
// after its last stone. Absolute: main time only.
func (k *Clock) Charge(d time.Duration) (lost bool) {
	if d < 0 {
		d = 0
	}
	k.used += d
	k.lastCharged = d
	switch k.ctl.Kind {
	case None:
		return false
	case Absolute:
		k.main -= d
		if k.main < 0 {
			k.main = 0
			k.flagged = true
		}
	case Byoyomi:
		if k.main >= d {
			k.main -= d
			return false
		}
		d -= k.main
		k.main = 0
		k.inOvertime = true
		used := int(d / k.ctl.Period) // periods fully used
		if used >= k.periods {
			k.periods = 0
			k.flagged = true
		} else {
			k.periods -= used
		}
	case Canadian:
		if !k.inOvertime {
			if k.main >= d {
				// A move made in main time; if it used the main time
				// up exactly, the next move starts the overtime.
				k.main -= d
				k.inOvertime = k.main == 0
				return false
			}
			d -= k.main
			k.main = 0
			k.inOvertime = true
		}
		k.periodLeft -= d
		if k.periodLeft < 0 {
			k.periodLeft = 0
			k.flagged = true
			return true
		}
		k.stonesLeft--
		if k.stonesLeft <= 0 {
			k.periodLeft = k.ctl.Period
			k.stonesLeft = k.ctl.Stones
		}
	}
	return k.flagged
}

// TimeLeft returns the arguments of GTP time_left for this clock: seconds
// left and stones (0 while in main time or in sudden death; for byo-yomi in
// overtime, the time of one period and the periods left, as KGS does; for
// Canadian overtime, the time and stones left in the period).
func (k *Clock) TimeLeft() (seconds, stones int) { return k.TimeLeftAt(0) }

// TimeLeftAt returns the arguments of GTP time_left, as TimeLeft does, for
// the clock as it stands once the move in progress has used d of it (the
// part of the turn that Charge will count): what is left of the main time,
// else of the current byo-yomi period and the periods left (the current one
// included), else of the Canadian period and its stones. A turn that begins
// with a slow play of the opponent's move has less time left by the time
// time_left is sent than the clock had at its start. Seconds are whole
// seconds, rounded down (GTP 2 gives them as an integer), except that under
// one second of main time with an overtime to follow the overtime is told
// (a period, its periods or stones): by GTP 2, section 6.3, "0 0" is main
// time with 0 s left, and the engine has at least the period for this move; and
// what is left of a byo-yomi period is rounded to the nearest second.
func (k *Clock) TimeLeftAt(d time.Duration) (seconds, stones int) {
	d = max(d, 0)
	switch k.ctl.Kind {
	case Absolute:
		return secs(max(k.main-d, 0)), 0
	case Byoyomi:
		if k.main-d >= time.Second {
			return secs(k.main - d), 0
		}
		if k.main > d {
			// Under a second of main time: GTP 2's "time_left c 0 0"
			// would say no time at all. The overtime follows, so the
			// engine is told the first period and the periods, time it
			// has for this move whatever it does with the main time.
			return secs(k.ctl.Period), k.periods
		}
		over := d - k.main
		used := int(over / k.ctl.Period) // periods fully used by this move so far
		if used >= k.periods {
			return 0, 1 // the last period is gone: the move loses
		}
		// Rounded to the nearest second: a period of 1 s entered a few
		// milliseconds late is told as 1 s, not as 0 s, which leaves an
		// engine nothing to plan with; the engine is never told 0.5 s or
		// more that it does not have, and a period overrun by less than
		// that costs the period, not the game, while periods remain.
		return secs(k.ctl.Period - over%k.ctl.Period + time.Second/2), k.periods - used
	case Canadian:
		if !k.inOvertime {
			if k.main-d >= time.Second {
				return secs(k.main - d), 0
			}
			if k.main > d {
				// Under a second of main time: told the first period
				// and its stones, as for byo-yomi.
				return secs(k.ctl.Period), k.ctl.Stones
			}
			// The move goes on into the first period of the overtime.
			return secs(max(k.ctl.Period-(d-k.main), 0)), k.ctl.Stones
		}
		return secs(max(k.periodLeft-d, 0)), k.stonesLeft
	}
	return 0, 0
}

// SGF returns the values of the SGF properties BL/WL (time left in seconds)
// and OB/OW (periods or stones left in overtime, "" while in main time).
func (k *Clock) SGF() (left, overtime string) {
	switch k.ctl.Kind {
	case Absolute:
		return strconv.FormatFloat(k.main.Seconds(), 'f', 1, 64), ""
	case Byoyomi:
		if k.main > 0 {
			return strconv.FormatFloat(k.main.Seconds(), 'f', 1, 64), ""
		}
		return strconv.FormatFloat(k.ctl.Period.Seconds(), 'f', 1, 64), strconv.Itoa(k.periods)
	case Canadian:
		if !k.inOvertime {
			return strconv.FormatFloat(k.main.Seconds(), 'f', 1, 64), ""
		}
		return strconv.FormatFloat(k.periodLeft.Seconds(), 'f', 1, 64), strconv.Itoa(k.stonesLeft)
	}
	return "", ""
}
