package main

import (
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"runtime"
	"runtime/pprof"

	"github.com/gtp-referee/gtp-referee/bench"
	"github.com/gtp-referee/gtp-referee/geom"
	"github.com/gtp-referee/gtp-referee/record"
	"github.com/gtp-referee/gtp-referee/rules"
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
		return benchReplay(ctx, args[1:], stdin, stdout, stderr)
	case "gtp":
		return benchGTP(ctx, args[1:], stdout, stderr)
	case "score":
		return benchScore(ctx, args[1:], stdin, stdout, stderr)
	case "area":
		return benchArea(ctx, args[1:], stdin, stdout, stderr)
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

// needPaths refuses, as a usage error (the usage printed, exit status 2,
// as check and score refuse it), the command line of a benchmark of
// records that names no FILE or DIR; it read as a corpus with no record:
// "no readable records".
func needPaths(fs *flag.FlagSet, paths []string) error {
	if len(paths) == 0 {
		fs.Usage()
		return &exitError{code: 2, err: fmt.Errorf("%s: no FILE or DIR given", fs.Name())}
	}
	return nil
}

// loadCorpus parses every record named by args (files or directories) and
// returns those that parse, each game of a collection on its own as score
// reads them (record.ReadGames): a game that cannot be read does not take
// the other games of its file with it. Broken files, those unreadable and
// those with a game that cannot be read, are counted, not fatal. It stops
// with ctx's error when ctx is cancelled.
func loadCorpus(ctx context.Context, args []string, stdin io.Reader, stderr io.Writer) (recs []*record.Record, broken int, err error) {
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
		rs, errs, err := f.readGames(stdin)
		if err != nil {
			broken++
			fmt.Fprintf(stderr, "%s: %v\n", f.path, err)
			continue
		}
		bad := false
		for i, r := range rs {
			if errs[i] != nil {
				bad = true
				name := f.path
				if len(rs) > 1 {
					name = fmt.Sprintf("%s[%d]", f.path, i+1)
				}
				fmt.Fprintf(stderr, "%s: %v\n", name, errs[i])
				continue
			}
			recs = append(recs, r)
		}
		if bad {
			broken++
		}
	}
	return recs, broken, nil
}

func benchPlayouts(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	fs := flag.NewFlagSet("bench playouts", flag.ContinueOnError)
	fs.SetOutput(stderr)
	size := fs.Int("size", 9, "board size")
	n := fs.Int("playouts", 200000, "number of playouts")
	seed := fs.Uint64("seed", 1, "random seed")
	setUsage(fs, stderr, "bench playouts [flags]", "Light playouts from the empty board; prints one JSON line.")
	if err := parseNoArgs(fs, args); err != nil {
		return err
	}
	if err := positive(fs, "playouts", *n); err != nil {
		return err
	}
	g, err := geom.Get(*size, *size)
	if err != nil {
		return &exitError{code: 2, err: fmt.Errorf("%s: --size: %w", fs.Name(), err)}
	}
	rep, err := bench.Playouts(ctx, g, *n, *seed)
	if err != nil {
		return err
	}
	return printJSON(stdout, rep)
}

func benchReplay(ctx context.Context, args []string, stdin io.Reader, stdout, stderr io.Writer) error {
	fs := flag.NewFlagSet("bench replay", flag.ContinueOnError)
	fs.SetOutput(stderr)
	rulesName := fs.String("rules", "chinese-kgs", "rule preset (positional superko by default)")
	rounds := fs.Int("rounds", 10, "times to replay the whole set")
	setUsage(fs, stderr, "bench replay [flags] FILE|DIR...", "Replays the main line of every record; prints one JSON line.")
	paths, err := parseFlags(fs, args)
	if err != nil {
		return flagError(err)
	}
	if err := positive(fs, "rounds", *rounds); err != nil {
		return err
	}
	preset, err := rules.Lookup(*rulesName)
	if err != nil {
		return &exitError{code: 2, err: fmt.Errorf("bench replay: --rules: %w", err)}
	}
	if err := needPaths(fs, paths); err != nil {
		return err
	}
	recs, broken, err := loadCorpus(ctx, paths, stdin, stderr)
	if err != nil {
		return err
	}
	rep, err := bench.Replay(ctx, recs, preset, *rounds)
	if err != nil {
		return benchError("bench replay", err)
	}
	rep.BrokenFiles = broken
	return printJSON(stdout, rep)
}

func benchArea(ctx context.Context, args []string, stdin io.Reader, stdout, stderr io.Writer) error {
	fs := flag.NewFlagSet("bench area", flag.ContinueOnError)
	fs.SetOutput(stderr)
	rounds := fs.Int("rounds", 200, "times to count every position")
	setUsage(fs, stderr, "bench area [flags] FILE|DIR...", "Counts the final position of every record, every stone alive; prints one JSON line.")
	paths, err := parseFlags(fs, args)
	if err != nil {
		return flagError(err)
	}
	if err := positive(fs, "rounds", *rounds); err != nil {
		return err
	}
	if err := needPaths(fs, paths); err != nil {
		return err
	}
	recs, broken, err := loadCorpus(ctx, paths, stdin, stderr)
	if err != nil {
		return err
	}
	rep, err := bench.Area(ctx, recs, *rounds)
	if err != nil {
		return benchError("bench area", err)
	}
	rep.BrokenFiles = broken
	return printJSON(stdout, rep)
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
	setUsage(fs, stderr, "bench search [flags]", "genmove's search from the empty board; prints one JSON line.")
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
		return &exitError{code: 2, err: fmt.Errorf("%s: --size: %w", fs.Name(), err)}
	}
	rep, err := bench.Search(ctx, g, *n, *workers, *seed)
	if err != nil {
		return err
	}
	return printJSON(stdout, rep)
}

// benchError is the error of a benchmark named name: exit status 2 when
// it had nothing to measure (no readable record, none that reaches its
// final position), the error wrapped otherwise.
func benchError(name string, err error) error {
	if errors.Is(err, bench.ErrNoRecords) || errors.Is(err, bench.ErrNoFinalPosition) {
		return &exitError{code: 2, err: fmt.Errorf("%s: %w", name, err)}
	}
	if errors.Is(err, context.Canceled) || errors.Is(err, context.DeadlineExceeded) {
		return err
	}
	return fmt.Errorf("%s: %w", name, err)
}
