package match

import (
	"fmt"
	"io"
	"math"
	"strconv"

	"github.com/gtp-referee/gtp-referee/match/results"
	"github.com/gtp-referee/gtp-referee/match/stats"
)

// Stats are the statistics of a set of records.
type Stats struct {
	Games  int // number of records
	Voids  int // no result: move limit or cycle
	Errors int // games with ERR 1
	Dups   int // games repeating an earlier one under the 8 symmetries
	// Program is the tally of the --black program (index 0) and the
	// --white program (index 1); AsBlack and AsWhite split it by colour.
	Program, AsBlack, AsWhite [2]stats.WDL
	// ByColour is the tally of the Black colour against White.
	ByColour stats.WDL
	// Charged counts the faults charged to each program.
	Charged [2]int
	Moves   int // moves played in all the games
	// RefereeNs is the referee's total own work during play; Medians
	// holds each game's median of that work per move (RefereeMedianNs).
	RefereeNs int64
	Medians   []int64
}

// outcome is r's game for the --black program: a win, a loss, a draw, or
// none at all (no result).
func outcome(r *results.Record) stats.WDL {
	switch {
	case r.Won() == results.ProgBlack:
		return stats.WDL{Wins: 1}
	case r.Won() == results.ProgWhite:
		return stats.WDL{Losses: 1}
	case r.Drawn():
		return stats.WDL{Draws: 1}
	}
	return stats.WDL{}
}

// Compute gathers the statistics of records.
func Compute(recs []results.Record) Stats {
	recs = results.Unique(recs)
	var s Stats
	s.Dups = len(results.Duplicates(recs))
	for _, r := range recs {
		s.Games++
		s.Moves += r.Moves
		s.RefereeNs += r.RefereeNs
		if r.RefereeMedianNs > 0 {
			s.Medians = append(s.Medians, r.RefereeMedianNs)
		}
		if r.Err {
			s.Errors++
		}
		switch r.ChargedProgram {
		case results.ProgBlack:
			s.Charged[0]++
		case results.ProgWhite:
			s.Charged[1]++
		}
		o := outcome(&r)
		if o.Games() == 0 {
			s.Voids++
			continue
		}
		s.Program[0] = s.Program[0].Add(o)
		s.Program[1] = s.Program[1].Add(o.Flip())
		if r.Alt { // the --black program played White
			s.AsWhite[0] = s.AsWhite[0].Add(o)
			s.AsBlack[1] = s.AsBlack[1].Add(o.Flip())
			s.ByColour = s.ByColour.Add(o.Flip())
		} else {
			s.AsBlack[0] = s.AsBlack[0].Add(o)
			s.AsWhite[1] = s.AsWhite[1].Add(o.Flip())
			s.ByColour = s.ByColour.Add(o)
		}
	}
	return s
}

func fmtElo(v float64) string {
	switch {
	case math.IsInf(v, 1):
		return "+inf"
	case math.IsInf(v, -1):
		return "-inf"
	case math.IsNaN(v):
		return "?"
	}
	r := math.Round(v)
	if r == 0 {
		r = 0 // no "-0" for a difference that rounds to zero
	}
	return fmt.Sprintf("%+.0f", r)
}

// count writes n and the noun that goes with it: one for 1, else many
// ("1 stone", "0 stones", "2 stones").
func count(n int, one, many string) string {
	if n == 1 {
		return "1 " + one
	}
	return strconv.Itoa(n) + " " + many
}

func wdl(t stats.WDL) string {
	return count(t.Wins, "win", "wins") + ", " + count(t.Losses, "loss", "losses") + ", " + count(t.Draws, "draw", "draws")
}

// Report writes the statistics of records in text; names are the labels
// of the --black and --white programs; sprt may be nil.
func Report(w io.Writer, recs []results.Record, names [2]string, sprt *stats.SPRT) {
	s := Compute(recs)
	fmt.Fprintf(w, "games: %d (%d no result, %d with an engine error, %s)\n", s.Games, s.Voids, s.Errors, count(s.Dups, "duplicate", "duplicates"))
	for i, key := range []string{"black", "white"} {
		n := names[i]
		if n == "" {
			n = key
		}
		fmt.Fprintf(w, "--%s program %s: %s; as Black %s; as White %s; faults charged %d\n",
			key, n, wdl(s.Program[i]), short(s.AsBlack[i]), short(s.AsWhite[i]), s.Charged[i])
	}
	// Black's score with its interval, the figure gogui-twogtp -analyze
	// gives first ("Black wins", with its error): whether the komi is
	// fair, or the first move worth more than it, is read from it.
	fmt.Fprintf(w, "by colour: Black %s", wdl(s.ByColour))
	if b := s.ByColour; b.Games() > 0 {
		lo, hi := stats.Wilson(b, stats.Z95)
		fmt.Fprintf(w, "; Black's score %.1f%% (Wilson 95%%: %.1f%% .. %.1f%%)", 100*b.Rate(), 100*lo, 100*hi)
	}
	fmt.Fprintln(w)
	t := s.Program[0]
	if t.Games() > 0 {
		lo, hi := stats.Wilson(t, stats.Z95)
		elo, elo0, elo1 := stats.Elo(t)
		fmt.Fprintf(w, "--black program score: %.1f%% (Wilson 95%%: %.1f%% .. %.1f%%); Elo difference %s (95%%: %s .. %s)\n",
			100*t.Rate(), 100*lo, 100*hi, fmtElo(elo), fmtElo(elo0), fmtElo(elo1))
	}
	if sprt != nil {
		llr, d := sprt.Decide(t)
		lo, hi := sprt.Bounds()
		fmt.Fprintf(w, "SPRT elo0=%g elo1=%g alpha=%g beta=%g: LLR %.3f, bounds [%.3f, %.3f]: %s\n",
			sprt.Elo0, sprt.Elo1, sprt.Alpha, sprt.Beta, llr, lo, hi, d)
	}
}

func short(t stats.WDL) string { return fmt.Sprintf("%d-%d-%d", t.Wins, t.Losses, t.Draws) }
