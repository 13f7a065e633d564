// Command gtp-referee plays and referees the game of Go.
//
// With no subcommand, or with "gtp", it speaks GTP on standard input and
// output so that a GUI (Sabaki, GoGui, Lizzie, ...) or a match runner can
// use it as an engine and as an arbiter. The subcommands are:
//
//	gtp-referee [gtp] [--rules PRESET] [--komi K] [--size N] [--move-policy P] [--move-playouts N] [--move-time D] [-v]
//	gtp-referee check [--rules PRESET] [--json] FILE|DIR|-...
//	gtp-referee score [--rules PRESET] [--komi K] [--json] [--compare] [--playouts N] [--seed S] FILE|DIR|-...
//	gtp-referee match [--black CMD --white CMD] [flags]
//	gtp-referee stats [--sprt ELO0,ELO1[,ALPHA,BETA]] DIR|FILE|-...
//	gtp-referee tournament [--engine CMD --engine CMD...] [--format round-robin|double-round-robin|gauntlet] [match flags] [--out DIR]
//	gtp-referee merge [--out DIR] DIR...
//	gtp-referee bench playouts|replay|area|gtp|score|search ...
//
// Flags may come before or after the files and directories. Exit status 2
// is a usage error (and, for check, score and stats, unreadable input), 130 an
// interrupted run (SIGINT, SIGTERM or SIGHUP where not ignored: a run still blocked 3 s after it, on
// an input that never comes, is left then, and a second signal leaves at
// once); -h prints a subcommand's usage on stderr and exits 0, as Go's
// flag package does, and "gtp-referee --version" the version.
//
// Run "gtp-referee help SUBCOMMAND" (its usage on stdout, the output asked
// for, as "go help build" prints it) or "gtp-referee SUBCOMMAND -h" (on
// stderr) for the flags of each.
package main

import (
	"bytes"
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"os/signal"
	"sync"
	"syscall"
	"time"

	"github.com/gtp-referee/gtp-referee/gtpengine"
)

// exitError carries a process exit status out of a subcommand.
type exitError struct {
	code int
	err  error
}

func (e *exitError) Error() string {
	if e.err == nil {
		return fmt.Sprintf("exit status %d", e.code)
	}
	return e.err.Error()
}

func (e *exitError) Unwrap() error { return e.err }

// command is one subcommand.
type command struct {
	name  string
	usage string
	run   func(ctx context.Context, args []string, stdin io.Reader, stdout, stderr io.Writer) error
}

func commands() []command {
	return []command{
		{"gtp", "speak GTP on stdin/stdout (the default)", runGTP},
		{"check", "replay game records and report illegal moves", runCheck},
		{"score", "score the final positions of game records (dead stones judged)", runScore},
		{"bench", "measure the core: playouts, replay, area, gtp, score, search", runBench},
		{"match", "play and referee a match between two GTP engines", runMatch},
		{"stats", "statistics of match records (wins, Wilson, Elo, SPRT)", runStats},
		{"tournament", "play a round robin or gauntlet of GTP engines, one match per pairing", runTournament},
		{"merge", "join the records of match shards", runMerge},
	}
}

// stopGrace is how long main waits, after the first SIGINT, SIGTERM or SIGHUP, for
// the run it cancelled to end before it exits all the same.
const stopGrace = 3 * time.Second

// errInterrupted is the error of a run stopped by SIGINT, SIGTERM or SIGHUP.
var errInterrupted = errors.New("interrupted")

func main() {
	sigs := make(chan os.Signal, 2)
	signal.Notify(sigs, os.Interrupt, syscall.SIGTERM)
	// The hangup of the terminal or ssh session a match runs in stops it
	// as SIGTERM does, its engines killed: its default action left them
	// running, in process groups of their own that the hangup does not
	// reach. Under nohup (SIGHUP ignored) it is still ignored.
	if !signal.Ignored(syscall.SIGHUP) {
		signal.Notify(sigs, syscall.SIGHUP)
	}
	os.Exit(runSignalled(os.Args[1:], os.Stdin, os.Stdout, os.Stderr, sigs, stopGrace))
}

// runSignalled runs the command line args, prints its error on stderr and
// returns the exit status. The first signal received on sigs cancels the
// run; a run that has not ended within grace of it, or a second signal,
// gives exit status 130 at once: a run can be blocked where no
// cancellation reaches it (the open of a FIFO that no process writes, the
// read of a terminal or of a pipe that stays silent), and Ctrl-C or kill
// must still stop it, as they stop cat.
func runSignalled(args []string, stdin io.Reader, stdout, stderr io.Writer, sigs <-chan os.Signal, grace time.Duration) int {
	fe := &forcedExit{}
	ctx, cancel := context.WithCancel(context.WithValue(context.Background(), forcedExitKey{}, fe))
	defer cancel()
	done := make(chan error, 1)
	go func() { done <- run(ctx, args, stdin, stdout, stderr) }()
	var err error
	select {
	case err = <-done:
	case <-sigs:
		cancel()
		timer := time.NewTimer(grace)
		defer timer.Stop()
		select {
		case err = <-done:
		case <-sigs:
			fe.run()
			err = &exitError{code: 130, err: errInterrupted}
		case <-timer.C:
			fe.run()
			err = &exitError{code: 130, err: errInterrupted}
		}
	}
	if err == nil {
		return 0
	}
	var ee *exitError
	if errors.As(err, &ee) {
		if ee.err != nil {
			fmt.Fprintln(stderr, "gtp-referee:", ee.err)
		}
		return ee.code
	}
	fmt.Fprintln(stderr, "gtp-referee:", err)
	return 2
}

// forcedExit holds what a run asks main to do if main leaves it before it
// has ended (a second signal, or a run still going stopGrace after the
// first): the cleanup the run would have done itself on its way out, such
// as killing the engines it started, which would otherwise outlive the
// process (an engine busy thinking does not read the end of its input).
type forcedExit struct {
	mu  sync.Mutex
	fns []func()
}

// forcedExitKey is the context key of the run's *forcedExit.
type forcedExitKey struct{}

// atForcedExit registers fn to be called should main leave the run of ctx
// before it has ended; a run that main does not watch for signals (a
// test's) has no such exit, and fn is dropped.
func atForcedExit(ctx context.Context, fn func()) {
	if fe, ok := ctx.Value(forcedExitKey{}).(*forcedExit); ok {
		fe.mu.Lock()
		defer fe.mu.Unlock()
		fe.fns = append(fe.fns, fn)
	}
}

// run calls the functions registered, in order.
func (fe *forcedExit) run() {
	fe.mu.Lock()
	defer fe.mu.Unlock()
	for _, fn := range fe.fns {
		fn()
	}
}

func run(ctx context.Context, args []string, stdin io.Reader, stdout, stderr io.Writer) error {
	if len(args) > 0 {
		// One dash or two, as the flag package reads every
		// subcommand's flags.
		switch args[0] {
		case "-version":
			args = append([]string{"--version"}, args[1:]...)
		case "-help":
			args = append([]string{"--help"}, args[1:]...)
		}
	}
	if len(args) == 0 || (len(args[0]) > 0 && args[0][0] == '-' && args[0] != "-h" && args[0] != "--help" && args[0] != "--version") {
		return runGTP(ctx, args, stdin, stdout, stderr)
	}
	name := args[0]
	if name == "help" && len(args) >= 2 && args[1] != "help" {
		// "help SUBCOMMAND [BENCHMARK]" is "SUBCOMMAND [BENCHMARK] -h",
		// its usage on stdout: asked for, it is the command's output,
		// as "go help build" prints it (and "help" the list of
		// subcommands).
		return helpSubcommand(ctx, append(append([]string(nil), args[1:]...), "-h"), stdin, stdout, stderr)
	}
	if name == "--version" {
		// The GNU convention (GNU Go 3.8's --version too): the name and
		// version on stdout, exit status 0; the version GTP's version
		// command answers and the records name.
		out := &reportWriter{w: stdout, failed: func() {}}
		fmt.Fprintf(out, "%s %s\n", gtpengine.Name, gtpengine.Version)
		return out.check(nil)
	}
	if name == "help" || name == "-h" || name == "--help" {
		// Asked for on stdout, so checked as a report is: a list of
		// subcommands lost to a full disk is no success.
		out := &reportWriter{w: stdout, failed: func() {}}
		usage(out)
		return out.check(nil)
	}
	for _, c := range commands() {
		if c.name == name {
			if c.name == "gtp" {
				// The GTP server reports its own write errors.
				return c.run(ctx, args[1:], stdin, stdout, stderr)
			}
			runCtx, cancel := context.WithCancel(ctx)
			defer cancel()
			out := &reportWriter{w: stdout, failed: cancel}
			return interrupted(ctx, out.check(c.run(runCtx, args[1:], stdin, out, stderr)))
		}
	}
	usage(stderr)
	return &exitError{code: 2, err: fmt.Errorf("unknown subcommand %q", name)}
}

// helpSubcommand runs args, a subcommand's command line ending in -h, for
// "gtp-referee help SUBCOMMAND": the usage it prints is written to stdout
// (checked as a report is: a usage lost to a full disk is no success) when
// the run succeeds, and to stderr with the run's error otherwise (an
// unknown subcommand or benchmark, a flag that is not defined), so that
// stdout carries only what was asked for. "SUBCOMMAND -h" keeps the flag
// package's convention: the usage on stderr, exit status 0.
func helpSubcommand(ctx context.Context, args []string, stdin io.Reader, stdout, stderr io.Writer) error {
	var usage bytes.Buffer
	err := run(ctx, args, stdin, stdout, &usage)
	var ee *exitError
	if err != nil && (!errors.As(err, &ee) || ee.code != 0 || ee.err != nil) {
		if _, werr := stderr.Write(usage.Bytes()); werr != nil {
			return errors.Join(err, fmt.Errorf("writing the usage: %w", werr))
		}
		return err
	}
	out := &reportWriter{w: stdout, failed: func() {}}
	_, _ = out.Write(usage.Bytes())
	return out.check(nil)
}

// reportWriter is the standard output of a subcommand that prints a
// report: it keeps the first write error and cancels the run with it, so
// that a report lost (a full disk, a closed file) is no success.
type reportWriter struct {
	w      io.Writer
	err    error
	failed context.CancelFunc
}

func (r *reportWriter) Write(p []byte) (int, error) {
	if r.err != nil {
		return 0, r.err
	}
	n, err := r.w.Write(p)
	if err != nil {
		r.err = err
		r.failed()
	}
	return n, err
}

// check returns the subcommand's result err, made a failure with exit
// status 2 (or err's, if higher) and the write error when the report could
// not be written; the cancellation that stopped the run is not reported.
func (r *reportWriter) check(err error) error {
	if r.err == nil {
		return err
	}
	code := 2
	var ee *exitError
	if errors.As(err, &ee) && ee.code > code {
		code = ee.code
	}
	return &exitError{code: code, err: fmt.Errorf("writing output: %w", r.err)}
}

// interrupted returns err, except that the failure of a run stopped by
// ctx (Ctrl-C or SIGTERM: main's context) is exit status 130, "interrupted",
// the status match gives it and a shell gives a command killed by SIGINT,
// rather than 2, which check and score give unreadable input.
func interrupted(ctx context.Context, err error) error {
	if err != nil && ctx.Err() != nil && errors.Is(err, context.Canceled) {
		return &exitError{code: 130, err: errInterrupted}
	}
	return err
}

func usage(w io.Writer) {
	fmt.Fprintln(w, "usage: gtp-referee [SUBCOMMAND] [flags]")
	fmt.Fprintln(w, "")
	fmt.Fprintln(w, "With no subcommand gtp-referee speaks GTP on stdin/stdout.")
	fmt.Fprintln(w, "Subcommands:")
	for _, c := range commands() {
		fmt.Fprintf(w, "  %-8s %s\n", c.name, c.usage)
	}
	fmt.Fprintln(w, "Run 'gtp-referee help SUBCOMMAND' or 'gtp-referee SUBCOMMAND -h' for its flags,")
	fmt.Fprintln(w, "'gtp-referee --version' for the version.")
}

// setUsage makes fs's usage (printed on -h and on a flag error) a
// synopsis, "usage: gtp-referee " and synopsis, the lines that describe the
// command, and the flags with their defaults.
func setUsage(fs *flag.FlagSet, w io.Writer, synopsis string, lines ...string) {
	fs.Usage = func() {
		fmt.Fprintln(w, "usage: gtp-referee "+synopsis)
		for _, l := range lines {
			fmt.Fprintln(w, l)
		}
		fs.PrintDefaults()
	}
}

// parseFlags parses fs's flags wherever they stand among args, so that
// `stats DIR --sprt 0,50` reads as `stats --sprt 0,50 DIR`, and returns the
// other arguments in their order; everything after "--" is an argument.
func parseFlags(fs *flag.FlagSet, args []string) ([]string, error) {
	var tail []string
	for i, a := range args {
		if a == "--" {
			args, tail = args[:i], args[i+1:]
			break
		}
	}
	var rest []string
	for {
		if err := fs.Parse(args); err != nil {
			return nil, err
		}
		args = fs.Args()
		if len(args) == 0 {
			return append(rest, tail...), nil
		}
		rest, args = append(rest, args[0]), args[1:]
	}
}

// parseNoArgs parses the flags of a subcommand that takes no other
// argument, and refuses any.
func parseNoArgs(fs *flag.FlagSet, args []string) error {
	rest, err := parseFlags(fs, args)
	if err != nil {
		return flagError(err)
	}
	if len(rest) > 0 {
		return &exitError{code: 2, err: fmt.Errorf("%s: unexpected argument %q", fs.Name(), rest[0])}
	}
	return nil
}

// flagError is what a subcommand returns when parsing its flags failed
// with err (the flag package has printed the usage): exit status 0 when
// the usage was asked for (-h, --help), as Go's flag package exits under
// ExitOnError, else a usage error, exit status 2.
func flagError(err error) error {
	if errors.Is(err, flag.ErrHelp) {
		return &exitError{code: 0}
	}
	return &exitError{code: 2}
}

// positive refuses a flag value below 1.
func positive(fs *flag.FlagSet, name string, v int) error {
	if v < 1 {
		return &exitError{code: 2, err: fmt.Errorf("%s: --%s %d: want 1 or more", fs.Name(), name, v)}
	}
	return nil
}
