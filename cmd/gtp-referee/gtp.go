package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/gtp-referee/gtp-referee/geom"
	"github.com/gtp-referee/gtp-referee/gtp"
	"github.com/gtp-referee/gtp-referee/gtpengine"
	"github.com/gtp-referee/gtp-referee/rules"
)

// runGTP speaks GTP on stdin/stdout with the engine's command set until
// the input ends or quit is received.
func runGTP(ctx context.Context, args []string, stdin io.Reader, stdout, stderr io.Writer) error {
	fs := flag.NewFlagSet("gtp", flag.ContinueOnError)
	fs.SetOutput(stderr)
	preset := fs.String("rules", rules.Default, "rule preset: "+strings.Join(rules.Names(), ", "))
	komi := fs.String("komi", "", "komi in points (default: the preset's)")
	size := fs.String("size", "19", "board size N, or WxH")
	verbose := fs.Bool("v", false, "write diagnostics to stderr")
	policy := fs.String("move-policy", "search", "genmove's player: search (Monte Carlo tree search) or random (the light playout policy)")
	movePlayouts := fs.Int("move-playouts", 0, "playouts per genmove (0: a time budget, --move-time cut down by the clock)")
	moveTime := fs.Duration("move-time", gtpengine.DefaultMoveTime, "genmove's thinking time when --move-playouts is 0")
	// GNU Go's flags that GUI configurations written for it copy onto
	// our command line ("gnugo --mode gtp --level 10" in GoGui's, Sabaki's
	// and Lizzie's examples): harmless here, so accepted with a note.
	mode := fs.String("mode", "gtp", "GNU Go's --mode, accepted as GUIs configured for GNU Go pass it: gtp only (GTP is the default)")
	level := fs.String("level", "", "GNU Go's --level, accepted and ignored (--move-time sets the strength)")
	fs.Usage = func() {
		fmt.Fprintln(stderr, "usage: gtp-referee [gtp] [--rules PRESET] [--komi K] [--size N] [--move-policy P] [--move-playouts N] [--move-time D] [-v] [--mode gtp] [--level N]")
		fmt.Fprintln(stderr, "Speaks GTP version 2 on standard input and output, as an engine and as an")
		fmt.Fprintln(stderr, "arbiter: play answers \"? illegal move: REASON\" under the preset's rules.")
		fmt.Fprintln(stderr, "genmove runs a Monte Carlo tree search (UCT with RAVE, tactical playouts);")
		fmt.Fprintln(stderr, "it resigns below a 2% win rate once its search has run 2,000 playouts and a")
		fmt.Fprintln(stderr, "quarter of the board's points have been played. lz-analyze, kata-analyze,")
		fmt.Fprintln(stderr, "analyze and the *genmove_analyze commands stream the same search for Sabaki,")
		fmt.Fprintln(stderr, "Lizzie and q5Go.")
		fmt.Fprintln(stderr, "With --move-policy random, genmove plays a uniformly random legal move that")
		fmt.Fprintln(stderr, "fills no own one-point eye and is no suicide, where the preset allows one (pass")
		fmt.Fprintln(stderr, "when there is none), and never resigns.")
		fmt.Fprintln(stderr, "final_score, final_status_list and estimate_score judge the dead stones")
		fmt.Fprintln(stderr, "(Benson's pass-alive test, then playouts) and count by the preset.")
		fmt.Fprintln(stderr, "")
		fs.PrintDefaults()
	}
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return nil
		}
		return &exitError{code: 2}
	}
	if fs.NArg() > 0 {
		return &exitError{code: 2, err: fmt.Errorf("gtp: unexpected argument %q", fs.Arg(0))}
	}
	var gnugoFlags []string
	fs.Visit(func(f *flag.Flag) {
		if f.Name == "mode" || f.Name == "level" {
			gnugoFlags = append(gnugoFlags, "--"+f.Name+" "+f.Value.String())
		}
	})
	if *mode != "gtp" {
		return &exitError{code: 2, err: fmt.Errorf("gtp: --mode %q: only GNU Go's --mode gtp is accepted; this program speaks GTP only", *mode)}
	}
	if *level != "" {
		if n, err := strconv.Atoi(*level); err != nil || n < 0 {
			return &exitError{code: 2, err: fmt.Errorf("gtp: --level %q: GNU Go's level is a whole number from 0", *level)}
		}
	}
	if *movePlayouts < 0 || *moveTime < 0 {
		return &exitError{code: 2, err: fmt.Errorf("gtp: --move-playouts and --move-time must not be negative")}
	}
	// The values gtpengine.New would refuse, refused here by the flag's
	// name.
	if _, err := rules.Lookup(*preset); err != nil {
		return &exitError{code: 2, err: fmt.Errorf("gtp: --rules: %w", err)}
	}
	if *policy != "search" && *policy != "random" {
		return &exitError{code: 2, err: fmt.Errorf("gtp: --move-policy: unknown move policy %q (search or random)", *policy)}
	}
	opts := gtpengine.Options{Rules: *preset, MovePolicy: *policy, MovePlayouts: *movePlayouts, MoveTime: *moveTime}
	if *komi != "" {
		k, err := gtpengine.ParseKomi(*komi)
		if err != nil {
			return &exitError{code: 2, err: fmt.Errorf("gtp: --komi %q is not a number", *komi)}
		}
		opts.Komi, opts.KomiSet = k, true
	}
	w, h, err := parseSize(*size)
	if err == nil {
		_, err = geom.Get(w, h)
	}
	if err != nil {
		return &exitError{code: 2, err: fmt.Errorf("gtp: --size: %w", err)}
	}
	opts.Width, opts.Height = w, h
	var log io.Writer
	if *verbose || len(gnugoFlags) > 0 {
		// Diagnostics never hold up a reply: a client may leave our
		// stderr unread (CLIENTS.md section 1).
		lw := gtp.NewLogWriter(stderr)
		defer lw.Close()
		if len(gnugoFlags) > 0 {
			// One line, starting with none of the prefixes Lizzie takes
			// from a merged stderr for replies (CLIENTS.md section 1).
			plural := ""
			if len(gnugoFlags) > 1 {
				plural = "s"
			}
			fmt.Fprintf(lw, "gtp-referee: note: %s: GNU Go's flag%s, accepted and ignored (this program speaks GTP on stdin/stdout by default; --move-time sets its thinking time)\n",
				strings.Join(gnugoFlags, " "), plural)
		}
		if *verbose {
			log = lw
			opts.Log = lw
		}
	}
	eng, err := gtpengine.New(opts)
	if err != nil {
		return &exitError{code: 2, err: err}
	}
	srv := eng.NewServer(gtp.ServerOptions{Log: log})
	if err := srv.Serve(ctx, stdin, stdout); err != nil {
		if errors.Is(err, context.Canceled) {
			// Stopped by SIGINT, SIGTERM or SIGHUP (main cancels ctx): an
			// interrupted run, exit status 130 as for the other
			// subcommands, without a word on stderr, which stays
			// quiet by default (CLIENTS.md section 1).
			return &exitError{code: 130}
		}
		// The server's errors name the protocol ("gtp: writing reply:
		// ..."), which is the subcommand's name too.
		return err
	}
	return nil
}

// parseSize reads "19" or "19x13".
func parseSize(s string) (w, h int, err error) {
	ws, hs, found := strings.Cut(strings.ToLower(s), "x")
	if !found {
		hs = ws
	}
	if w, err = strconv.Atoi(ws); err != nil {
		return 0, 0, fmt.Errorf("invalid size %q", s)
	}
	if h, err = strconv.Atoi(hs); err != nil {
		return 0, 0, fmt.Errorf("invalid size %q", s)
	}
	// A zero side would read as "the default" in gtpengine.Options.
	if w < 1 || h < 1 {
		return 0, 0, fmt.Errorf("invalid size %q: a side below 1", s)
	}
	return w, h, nil
}
