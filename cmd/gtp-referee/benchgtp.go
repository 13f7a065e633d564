package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"

	"github.com/gtp-referee/gtp-referee/bench"
)

// benchGTP measures the GTP front end as a client sees it (bench.GTP): a
// stream of play+undo pairs on 19x19 written through a pipe to the real
// binary, and the time from process start to the reply to
// protocol_version (median of several starts). With --gnugo the same
// stream is sent to GNU Go too.
func benchGTP(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	fs := flag.NewFlagSet("bench gtp", flag.ContinueOnError)
	fs.SetOutput(stderr)
	pairs := fs.Int("pairs", 100000, "number of play+undo pairs")
	starts := fs.Int("starts", 21, "number of starts for the startup time")
	gnugo := fs.Bool("gnugo", false, "also run the stream against "+bench.GnuGoPath)
	setUsage(fs, stderr, "bench gtp [flags]", "play+undo pairs through a pipe and the time to protocol_version's reply; prints one JSON line.")
	if err := parseNoArgs(fs, args); err != nil {
		return err
	}
	if *pairs < 1 || *starts < 1 {
		return &exitError{code: 2, err: errors.New("bench gtp: --pairs and --starts must be positive")}
	}
	exe, err := os.Executable()
	if err != nil {
		return fmt.Errorf("bench gtp: %w", err)
	}
	var other []string
	if *gnugo {
		other = []string{bench.GnuGoPath, "--mode", "gtp"}
	}
	rep, err := bench.GTP(ctx, []string{exe, "gtp"}, *pairs, *starts, other)
	if err != nil {
		return fmt.Errorf("bench gtp: %w", err)
	}
	return printJSON(stdout, rep)
}
