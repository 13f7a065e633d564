package main

import (
	"context"
	"flag"
	"fmt"
	"io"

	"github.com/gtp-referee/gtp-referee/match"
	"github.com/gtp-referee/gtp-referee/match/results"
	"github.com/gtp-referee/gtp-referee/match/stats"
)

func runStats(ctx context.Context, args []string, stdin io.Reader, stdout, stderr io.Writer) error {
	fs := flag.NewFlagSet("stats", flag.ContinueOnError)
	fs.SetOutput(stderr)
	sprtSpec := fs.String("sprt", "", "also evaluate an SPRT: ELO0,ELO1[,ALPHA,BETA]")
	if err := fs.Parse(args); err != nil {
		return &exitError{code: 2}
	}
	if fs.NArg() == 0 {
		return &exitError{code: 2, err: fmt.Errorf("stats: give match directories or results.jsonl files")}
	}
	var sprt *stats.SPRT
	if *sprtSpec != "" {
		t, err := stats.ParseSPRT(*sprtSpec)
		if err != nil {
			return &exitError{code: 2, err: fmt.Errorf("stats: %w", err)}
		}
		sprt = &t
	}
	recs, err := results.LoadFiles(fs.Args())
	if err != nil {
		return &exitError{code: 1, err: fmt.Errorf("stats: %w", err)}
	}
	match.Report(stdout, recs, programNames(recs), sprt)
	return nil
}

// programNames returns the names of the --black and --white programs as
// the records give them.
func programNames(recs []results.Record) [2]string {
	for _, r := range recs {
		if r.NameB != "" || r.NameW != "" {
			if r.Alt {
				return [2]string{r.NameW, r.NameB}
			}
			return [2]string{r.NameB, r.NameW}
		}
	}
	return [2]string{}
}
