package bench

import (
	"context"
	"errors"
	"testing"

	"github.com/gtp-referee/gtp-referee/geom"
	"github.com/gtp-referee/gtp-referee/record"
	"github.com/gtp-referee/gtp-referee/rules"
	"github.com/gtp-referee/gtp-referee/sgf"
)

// records parses one record from each SGF text.
func records(t *testing.T, texts ...string) []*record.Record {
	t.Helper()
	var recs []*record.Record
	for _, s := range texts {
		c, err := sgf.Parse([]byte(s))
		if err != nil {
			t.Fatal(err)
		}
		r, err := record.FromSGF(c.Games[0])
		if err != nil {
			t.Fatal(err)
		}
		recs = append(recs, r)
	}
	return recs
}

func TestMedian(t *testing.T) {
	for _, c := range []struct {
		xs   []float64
		want float64
	}{
		{[]float64{3, 1, 2}, 2},
		{[]float64{4, 1, 3, 2}, 3}, // the upper of the two middle values
		{[]float64{7}, 7},
		{nil, -1}, // the default
	} {
		if got := Median(c.xs, -1); got != c.want {
			t.Errorf("Median(%v) = %v, want %v", c.xs, got, c.want)
		}
	}
}

func TestRound(t *testing.T) {
	for _, c := range []struct {
		x      float64
		digits int
		want   float64
	}{
		{1.25, 1, 1.3}, {-1.25, 1, -1.3}, {0.12345, 3, 0.123}, {1234.5, 0, 1235}, {-0.4, 0, 0},
	} {
		if got := Round(c.x, c.digits); got != c.want {
			t.Errorf("Round(%v, %d) = %v, want %v", c.x, c.digits, got, c.want)
		}
	}
}

// TestSummarize: five times by hand. Sorted 10, 20, 30, 40, 1000 ms; the
// median is the third, the 95th percentile by nearest rank the value at
// index round(0.95 x 4) = 4, the mean 1100/5 = 220.
func TestSummarize(t *testing.T) {
	got := Summarize([]float64{0.040, 1.0, 0.010, 0.030, 0.020})
	want := Times{Median: 30, Mean: 220, P95: 1000, Max: 1000}
	if got != want {
		t.Errorf("Summarize = %+v, want %+v", got, want)
	}
}

// TestTally: each count against a recorded margin, by hand.
func TestTally(t *testing.T) {
	var c Tally
	c.Add(2.5, 3.5)  // same winner, one point off
	c.Add(-0.5, 1.5) // other winner, two points off
	c.Add(0, 0)      // a draw matches a draw
	c.Add(0, 0.5)    // a draw is no win, half a point off
	if c != (Tally{N: 4, Winner: 2, WithinOne: 3}) {
		t.Errorf("after Add: %+v, want N 4, Winner 2, WithinOne 3", c)
	}
	want := "compare: 4 records with a counted result: winner agrees in 2 (50.0%), margin within one point in 3 (75.0%)"
	if c.String() != want {
		t.Errorf("String = %q, want %q", c.String(), want)
	}
	var r Tally
	r.AddWinner(3, geom.Black)
	r.AddWinner(-1, geom.Black)
	r.AddWinner(0, geom.White)
	if r.N != 3 || r.Winner != 1 {
		t.Errorf("after AddWinner: %+v, want N 3, Winner 1", r)
	}
	if (Tally{}).String() != "compare: no record with a counted result" {
		t.Errorf("empty tally: %q", Tally{}.String())
	}
}

// TestPlayoutsSeeded: the playouts are the same for a seed, and their
// length is that of a game on 9x9 (more than the 81 points are filled and
// emptied again, fewer than the cap of three times the points).
func TestPlayoutsSeeded(t *testing.T) {
	g := geom.MustGet(9, 9)
	a, err := Playouts(context.Background(), g, 500, 7)
	if err != nil {
		t.Fatal(err)
	}
	b, err := Playouts(context.Background(), g, 500, 7)
	if err != nil {
		t.Fatal(err)
	}
	if a.MovesPerPlayout != b.MovesPerPlayout || a.BlackWinRate != b.BlackWinRate {
		t.Errorf("seed 7 twice: %+v and %+v", a, b)
	}
	if a.MovesPerPlayout <= 81 || a.MovesPerPlayout >= 243 || a.Playouts != 500 || a.Size != 9 || a.Bench != "playouts" {
		t.Errorf("report %+v", a)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := Playouts(ctx, g, 500, 7); !errors.Is(err, context.Canceled) {
		t.Errorf("cancelled: %v", err)
	}
}

// TestReplayCounts: a legal record of five moves and one whose second move
// is on an occupied point (replayed up to it: one move), twice.
func TestReplayCounts(t *testing.T) {
	recs := records(t,
		"(;GM[1]FF[4]SZ[9];B[ee];W[cc];B[gg];W[cg];B[gc])",
		"(;GM[1]FF[4]SZ[9];B[aa];W[aa];B[bb])")
	rep, err := Replay(context.Background(), recs, rules.MustLookup("chinese-kgs"), 2)
	if err != nil {
		t.Fatal(err)
	}
	if rep.Games != 2 || rep.IllegalGames != 1 || rep.Moves != 2*(5+1) || rep.Rounds != 2 || rep.Rules != "chinese-kgs" {
		t.Errorf("report %+v, want 2 games, 1 illegal, 12 moves, 2 rounds", rep)
	}
	if _, err := Replay(context.Background(), nil, rules.MustLookup("chinese-kgs"), 1); !errors.Is(err, ErrNoRecords) {
		t.Errorf("no records: %v", err)
	}
}

// TestAreaChecksum: a lone Black stone on 9x9 reaches every point (Black
// 81, White 0); one stone of each colour leaves every empty point reached
// by both (1 each). Three rounds: 3 x (81 + 0).
func TestAreaChecksum(t *testing.T) {
	recs := records(t, "(;GM[1]FF[4]SZ[9];B[ee])", "(;GM[1]FF[4]SZ[9];B[aa];W[bb])")
	rep, err := Area(context.Background(), recs, 3)
	if err != nil {
		t.Fatal(err)
	}
	if rep.Checksum != 243 || rep.Positions != 2 || rep.Counts != 6 {
		t.Errorf("report %+v, want checksum 243, 2 positions, 6 counts", rep)
	}
}

// TestScoreTallies: a 9x9 board split by a Black wall on column E and a
// White wall on column F, two passes, komi 0.5: Black 45, White 36, so
// B+8.5 by hand. One record says so, one says W+3.5 (neither winner nor
// within one), one was resigned.
func TestScoreTallies(t *testing.T) {
	const walls = "SZ[9]KM[0.5]AB[ea][eb][ec][ed][ee][ef][eg][eh][ei]AW[fa][fb][fc][fd][fe][ff][fg][fh][fi]"
	recs := records(t,
		"(;GM[1]FF[4]"+walls+"RE[B+8.5];B[];W[])",
		"(;GM[1]FF[4]"+walls+"RE[W+3.5];B[];W[])",
		"(;GM[1]FF[4]"+walls+"RE[W+R];B[];W[])")
	opts := ScoreOptions{
		Preset:        func(*record.Record) rules.Preset { return rules.MustLookup(rules.Default) },
		Playouts:      64,
		Seed:          1,
		ResignedAfter: 1,
	}
	rep, err := Score(context.Background(), recs, opts)
	if err != nil {
		t.Fatal(err)
	}
	if rep.Positions != 3 || rep.Counted != 2 || rep.Winner != 1 || rep.WithinOne != 1 {
		t.Errorf("report %+v, want 3 positions, 2 counted, winner 1, within one 1", rep)
	}
	// The resigned record is tallied only with ResignedAfter: White did
	// not resign, Black did, and our count names Black.
	if rep.Resigned == nil || *rep.Resigned != 1 || *rep.ResignedWinner != 0 {
		t.Errorf("resigned tally %v %v, want 1 record, 0 winners", rep.Resigned, rep.ResignedWinner)
	}
	if rep.GnugoPositions != nil || rep.RatioMedian != nil {
		t.Errorf("GNU Go fields without GNU Go: %+v", rep)
	}
}

// A record whose replay reaches no final position (White moves first
// after HA[2] without AB, so the fixed placement is assumed, GTP 2
// section 4.1.1: D4 and Q16 on 19x19; then Black plays D4) is counted
// as unreached, apart
// from the positions and the tallies, so that a run over a directory says
// how many of its records it left out.
func TestScoreUnreached(t *testing.T) {
	const walls = "SZ[9]KM[0.5]AB[ea][eb][ec][ed][ee][ef][eg][eh][ei]AW[fa][fb][fc][fd][fe][ff][fg][fh][fi]"
	recs := records(t,
		"(;GM[1]FF[4]"+walls+"RE[B+8.5];B[];W[])",
		"(;GM[1]FF[4]SZ[19]HA[2]KM[0.5]RE[B+2.5];W[dd];B[dp])")
	opts := ScoreOptions{
		Preset:   func(*record.Record) rules.Preset { return rules.MustLookup(rules.Default) },
		Playouts: 64,
		Seed:     1,
	}
	rep, err := Score(context.Background(), recs, opts)
	if err != nil {
		t.Fatal(err)
	}
	if rep.Positions != 1 || rep.Unreached != 1 || rep.Counted != 1 {
		t.Errorf("report %+v, want 1 position, 1 unreached, 1 counted", rep)
	}
}
