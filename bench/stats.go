package bench

import (
	"fmt"
	"math"
	"slices"

	"github.com/gtp-referee/gtp-referee/geom"
)

// Median returns the median of xs (the upper one of an even count),
// sorting xs, or def when xs is empty.
func Median(xs []float64, def float64) float64 {
	if len(xs) == 0 {
		return def
	}
	slices.Sort(xs)
	return xs[len(xs)/2]
}

// Round rounds x to the given number of decimals, halves away from zero.
func Round(x float64, digits int) float64 {
	p := math.Pow10(digits)
	if x < 0 {
		return -float64(int64(-x*p+0.5)) / p
	}
	return float64(int64(x*p+0.5)) / p
}

// Times is the distribution of a benchmark's times, in milliseconds
// rounded to hundredths.
type Times struct {
	Median, Mean, P95, Max float64
}

// Summarize returns the median, mean, 95th percentile (nearest rank) and
// maximum of times, given in seconds; times must not be empty. It sorts
// times.
func Summarize(times []float64) Times {
	slices.Sort(times)
	pct := func(q float64) float64 { return times[int(q*float64(len(times)-1)+0.5)] }
	total := 0.0
	for _, t := range times {
		total += t
	}
	ms := func(s float64) float64 { return Round(s*1000, 2) }
	return Times{
		Median: ms(pct(0.5)),
		Mean:   ms(total / float64(len(times))),
		P95:    ms(pct(0.95)),
		Max:    ms(times[len(times)-1]),
	}
}

// SameWinner reports whether Black's margins a and b name the same winner,
// a draw (0) only matching a draw.
func SameWinner(a, b float64) bool {
	return (a > 0) == (b > 0) && (a < 0) == (b < 0)
}

// Tally counts how counts (Black's margins in points) agree with the
// results recorded for the same games.
type Tally struct {
	// N is the number of games tallied; Winner how many counts name the
	// recorded winner; WithinOne how many come within one point of the
	// recorded margin (games tallied with Add only).
	N, Winner, WithinOne int
}

// Add tallies a count against a recorded counted margin.
func (c *Tally) Add(ours, recorded float64) {
	c.N++
	if SameWinner(ours, recorded) {
		c.Winner++
	}
	if math.Abs(ours-recorded) <= 1 {
		c.WithinOne++
	}
}

// AddWinner tallies a count against the winner of a game without a counted
// margin, a resigned one: the winner only.
func (c *Tally) AddWinner(margin float64, winner geom.Colour) {
	c.N++
	if margin > 0 && winner == geom.Black || margin < 0 && winner == geom.White {
		c.Winner++
	}
}

// String gives the tally as the line `score --compare` ends with.
func (c Tally) String() string {
	if c.N == 0 {
		return "compare: no record with a counted result"
	}
	pct := func(k int) float64 { return 100 * float64(k) / float64(c.N) }
	return fmt.Sprintf("compare: %d records with a counted result: winner agrees in %d (%.1f%%), margin within one point in %d (%.1f%%)",
		c.N, c.Winner, pct(c.Winner), c.WithinOne, pct(c.WithinOne))
}

// ptr returns a pointer to a copy of v: the optional fields of a report,
// left out of its JSON form when nil.
func ptr[T any](v T) *T { return &v }
