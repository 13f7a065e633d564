package main

import (
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"os"
	"runtime"
	"runtime/pprof"
	"slices"
	"time"

	"github.com/gtp-referee/gtp-referee/areacount"
	"github.com/gtp-referee/gtp-referee/engine"
	"github.com/gtp-referee/gtp-referee/geom"
	"github.com/gtp-referee/gtp-referee/record"
	"github.com/gtp-referee/gtp-referee/rules"
	"github.com/gtp-referee/gtp-referee/search"
)

func runBench(ctx context.Context, args []string, stdin io.Reader, stdout, stderr io.Writer) error {
	usage := func() {
		fmt.Fprintln(stderr, "usage: gtp-referee bench playouts|replay|area|gtp|score|search [flags] [FILE|DIR...]")
		fmt.Fprintln(stderr, "Prints one JSON line; run 'gtp-referee bench NAME -h' for a benchmark's flags.")
	}
	if len(args) == 0 {
		usage()
		return &exitError{code: 2, err: fmt.Errorf("bench: which benchmark? playouts, replay, area, gtp, score or search")}
	}
	if args[0] == "-h" || args[0] == "--help" || args[0] == "-help" || args[0] == "help" {
		usage()
		return nil
	}
	if prof := os.Getenv("GTPREF_CPUPROFILE"); prof != "" {
		f, err := os.Create(prof)
		if err != nil {
			return fmt.Errorf("cpu profile: %w", err)
		}
		defer f.Close()
		if err := pprof.StartCPUProfile(f); err != nil {
			return fmt.Errorf("cpu profile: %w", err)
		}
		defer pprof.StopCPUProfile()
	}
	switch args[0] {
	case "playouts":
		return benchPlayouts(ctx, args[1:], stdout, stderr)
	case "replay":
		return benchReplay(ctx, args[1:], stdout, stderr)
	case "gtp":
		return benchGTP(ctx, args[1:], stdout, stderr)
	case "score":
		return benchScore(ctx, args[1:], stdout, stderr)
	case "area":
		return benchArea(ctx, args[1:], stdout, stderr)
	case "search":
		return benchSearch(ctx, args[1:], stdout, stderr)
	}
	return &exitError{code: 2, err: fmt.Errorf("bench: unknown benchmark %q", args[0])}
}

func printJSON(w io.Writer, v any) error {
	b, err := json.Marshal(v)
	if err != nil {
		return fmt.Errorf("encoding result: %w", err)
	}
	_, err = fmt.Fprintf(w, "%s\n", b)
	return err
}

func benchPlayouts(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	fs := flag.NewFlagSet("bench playouts", flag.ContinueOnError)
	fs.SetOutput(stderr)
	size := fs.Int("size", 9, "board size")
	n := fs.Int("playouts", 200000, "number of playouts")
	seed := fs.Uint64("seed", 1, "random seed")
	if err := parseNoArgs(fs, args); err != nil {
		return err
	}
	if err := positive(fs, "playouts", *n); err != nil {
		return err
	}
	g, err := geom.Get(*size, *size)
	if err != nil {
		return &exitError{code: 2, err: err}
	}
	start := engine.NewBoard(g)
	var work engine.Board
	r := engine.NewRand(*seed)
	maxMoves := 3 * g.Size()
	moves := 0
	var blackWins int
	// The playouts run in ten parts, each timed on its own; the rate is
	// the median part's, so that a burst of other work on the machine
	// spoils a part, not the figure (the overall rate is printed too).
	const parts = 10
	rates := make([]float64, 0, parts)
	t0 := time.Now()
	for k := 0; k < parts; k++ {
		lo, hi := *n*k/parts, *n*(k+1)/parts
		t := time.Now()
		for i := lo; i < hi; i++ {
			if i&1023 == 0 && ctx.Err() != nil {
				return ctx.Err()
			}
			work = *start
			moves += work.Playout(geom.Black, r, maxMoves)
			b, w := work.StonesAndEyes()
			if float64(b-w) > 7.5 {
				blackWins++
			}
		}
		if hi > lo {
			rates = append(rates, float64(hi-lo)/time.Since(t).Seconds())
		}
	}
	el := time.Since(t0).Seconds()
	rate := median(rates, float64(*n)/el)
	return printJSON(stdout, map[string]any{
		"bench":                 "playouts",
		"size":                  *size,
		"playouts":              *n,
		"seconds":               round(el, 3),
		"playouts_per_sec":      round(rate, 0),
		"playouts_per_sec_mean": round(float64(*n)/el, 0),
		"moves_per_playout":     round(float64(moves)/float64(*n), 1),
		"black_win_rate":        round(float64(blackWins)/float64(*n), 4),
	})
}

// median returns the median of xs (sorting them), or def when xs is empty:
// the figure of the benches, each part of a run timed on its own.
func median(xs []float64, def float64) float64 {
	if len(xs) == 0 {
		return def
	}
	slices.Sort(xs)
	return xs[len(xs)/2]
}

func round(x float64, digits int) float64 {
	p := 1.0
	for i := 0; i < digits; i++ {
		p *= 10
	}
	if x < 0 {
		return -float64(int64(-x*p+0.5)) / p
	}
	return float64(int64(x*p+0.5)) / p
}

// loadCorpus parses every record named by args (files or directories) and
// returns those that parse; broken files are counted, not fatal. It stops
// with ctx's error when ctx is cancelled.
func loadCorpus(ctx context.Context, args []string, stderr io.Writer) (recs []*record.Record, broken int, err error) {
	files, err := sgfFiles(ctx, args)
	if err != nil {
		return nil, 0, err
	}
	for _, f := range files {
		if err := ctx.Err(); err != nil {
			return nil, 0, err
		}
		if f.err != nil {
			broken++
			fmt.Fprintf(stderr, "%s: %v\n", f.path, f.err)
			continue
		}
		rs, err := record.ReadFile(f.path)
		if err != nil {
			broken++
			fmt.Fprintf(stderr, "%s: %v\n", f.path, err)
			continue
		}
		recs = append(recs, rs...)
	}
	return recs, broken, nil
}

func benchReplay(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	fs := flag.NewFlagSet("bench replay", flag.ContinueOnError)
	fs.SetOutput(stderr)
	rulesName := fs.String("rules", "chinese-kgs", "rule preset (positional superko by default)")
	rounds := fs.Int("rounds", 10, "times to replay the whole set")
	paths, err := parseFlags(fs, args)
	if err != nil {
		return flagError(err)
	}
	if err := positive(fs, "rounds", *rounds); err != nil {
		return err
	}
	preset, err := rules.Lookup(*rulesName)
	if err != nil {
		return &exitError{code: 2, err: err}
	}
	recs, broken, err := loadCorpus(ctx, paths, stderr)
	if err != nil {
		return err
	}
	if len(recs) == 0 {
		return &exitError{code: 2, err: fmt.Errorf("bench replay: no readable records")}
	}
	gm := engine.NewGame(geom.MustGet(19, 19), preset)
	moves, illegal := 0, 0
	// Each round is timed on its own and the figure is the median round's
	// (see benchArea); the overall rate is printed too.
	rates := make([]float64, 0, *rounds)
	t0 := time.Now()
	for round := 0; round < *rounds; round++ {
		if ctx.Err() != nil {
			return ctx.Err()
		}
		t, m := time.Now(), 0
		for _, r := range recs {
			if ill := r.Replay(gm, -1); ill != nil {
				illegal++
				m += ill.Number - 1
			} else {
				m += r.Moves
			}
		}
		rates = append(rates, float64(m)/time.Since(t).Seconds())
		moves += m
	}
	el := time.Since(t0).Seconds()
	rate := median(rates, float64(moves)/el)
	return printJSON(stdout, map[string]any{
		"bench":              "replay",
		"rules":              preset.Name,
		"games":              len(recs),
		"broken_files":       broken,
		"rounds":             *rounds,
		"moves":              moves,
		"illegal_games":      illegal / max(*rounds, 1),
		"seconds":            round(el, 3),
		"moves_per_sec":      round(rate, 0),
		"moves_per_sec_mean": round(float64(moves)/el, 0),
		"ns_per_move":        round(1e9/rate, 1),
	})
}

func benchArea(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	fs := flag.NewFlagSet("bench area", flag.ContinueOnError)
	fs.SetOutput(stderr)
	rounds := fs.Int("rounds", 200, "times to count every position")
	paths, err := parseFlags(fs, args)
	if err != nil {
		return flagError(err)
	}
	if err := positive(fs, "rounds", *rounds); err != nil {
		return err
	}
	recs, broken, err := loadCorpus(ctx, paths, stderr)
	if err != nil {
		return err
	}
	type pos struct {
		g    *geom.Geometry
		b, w geom.Bitboard
	}
	var ps []pos
	gm := engine.NewGame(geom.MustGet(19, 19), rules.MustLookup("chinese-kgs"))
	for _, r := range recs {
		r.Replay(gm, -1)
		b := gm.Board()
		ps = append(ps, pos{gm.Geometry(), b.Stones(geom.Black), b.Stones(geom.White)})
	}
	if len(ps) == 0 {
		return &exitError{code: 2, err: fmt.Errorf("bench area: no readable records")}
	}
	sum := 0
	// Each round is timed on its own: a short burst of other work on the
	// machine then spoils a few rounds, not the figure, which is the
	// median round (the mean over all rounds is printed too).
	per := make([]float64, 0, *rounds)
	t0 := time.Now()
	for r := 0; r < *rounds; r++ {
		if ctx.Err() != nil {
			return ctx.Err()
		}
		t := time.Now()
		for i := range ps {
			a := areacount.Count(ps[i].g, &ps[i].b, &ps[i].w, nil)
			sum += a.Black - a.White
		}
		per = append(per, time.Since(t).Seconds()*1e6/float64(len(ps)))
	}
	el := time.Since(t0).Seconds()
	n := len(ps) * *rounds
	return printJSON(stdout, map[string]any{
		"bench":                "area",
		"positions":            len(ps),
		"broken_files":         broken,
		"rounds":               *rounds,
		"counts":               n,
		"seconds":              round(el, 3),
		"us_per_position":      round(median(per, el*1e6/float64(n)), 3),
		"us_per_position_mean": round(el*1e6/float64(n), 3),
		"checksum":             sum,
	})
}

// benchSearch measures genmove's search from the empty board: playouts per
// second through the trees, with one tree per worker.
func benchSearch(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	fs := flag.NewFlagSet("bench search", flag.ContinueOnError)
	fs.SetOutput(stderr)
	size := fs.Int("size", 19, "board size")
	n := fs.Int("playouts", 20000, "number of playouts")
	workers := fs.Int("workers", runtime.GOMAXPROCS(0), "trees searched in parallel")
	seed := fs.Uint64("seed", 1, "random seed")
	if err := parseNoArgs(fs, args); err != nil {
		return err
	}
	if err := positive(fs, "playouts", *n); err != nil {
		return err
	}
	if err := positive(fs, "workers", *workers); err != nil {
		return err
	}
	g, err := geom.Get(*size, *size)
	if err != nil {
		return &exitError{code: 2, err: err}
	}
	gm := engine.NewGame(g, rules.MustLookup(rules.Default))
	s := search.New(gm, geom.Black, search.CountingOf(gm), *seed, *workers)
	const parts = 10
	rates := make([]float64, 0, parts)
	t0 := time.Now()
	for k := 0; k < parts; k++ {
		lo, hi := *n*k/parts, *n*(k+1)/parts
		if hi == lo {
			continue // Run(0) would search until cancelled
		}
		t := time.Now()
		if done := s.Run(ctx, hi-lo); done < hi-lo {
			return ctx.Err()
		}
		if hi > lo {
			rates = append(rates, float64(hi-lo)/time.Since(t).Seconds())
		}
	}
	el := time.Since(t0).Seconds()
	best, wr := s.Best()
	return printJSON(stdout, map[string]any{
		"bench":                 "search",
		"size":                  *size,
		"workers":               *workers,
		"playouts":              s.Playouts(),
		"seconds":               round(el, 3),
		"playouts_per_sec":      round(median(rates, float64(*n)/el), 0),
		"playouts_per_sec_mean": round(float64(*n)/el, 0),
		"best":                  g.Vertex(best),
		"winrate":               round(wr, 4),
	})
}
