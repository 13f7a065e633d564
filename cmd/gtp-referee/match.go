package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"math"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"
	"time"

	"golang.org/x/term"

	"github.com/gtp-referee/gtp-referee/engine"
	"github.com/gtp-referee/gtp-referee/geom"
	"github.com/gtp-referee/gtp-referee/gtp"
	"github.com/gtp-referee/gtp-referee/gtpengine"
	"github.com/gtp-referee/gtp-referee/judge"
	"github.com/gtp-referee/gtp-referee/match"
	"github.com/gtp-referee/gtp-referee/match/clock"
	"github.com/gtp-referee/gtp-referee/match/stats"
	"github.com/gtp-referee/gtp-referee/rules"
)

func runMatch(ctx context.Context, args []string, stdin io.Reader, stdout, stderr io.Writer) error {
	return runMatchWith(ctx, args, stdout, stderr, nil)
}

// runMatchWith runs match with args; resolve, where not nil, may replace
// the words of an engine's command line before it is run (tournament runs
// "gtp-referee ..." as this executable), the records naming the command
// line as given.
func runMatchWith(ctx context.Context, args []string, stdout, stderr io.Writer, resolve func(argv []string) []string) error {
	cfg, err := matchConfig(args, stderr, resolve)
	if err != nil {
		return err
	}
	// Ctrl-C stops the match and kills its engines; should main leave
	// the run before (a second Ctrl-C), it kills them itself.
	engines := &gtp.Engines{}
	atForcedExit(ctx, engines.KillAll)
	cfg.Start = match.GTPStarter(gtp.ClientOptions{Engines: engines}, cfg.StartupTimeout)
	sum, err := match.Run(ctx, cfg)
	if sum != nil && (err == nil || len(sum.Records) > 0) {
		printSummary(stdout, &cfg, sum)
	}
	if err != nil {
		if errors.Is(err, context.Canceled) {
			return &exitError{code: 130, err: err}
		}
		if errors.Is(err, match.ErrBoardSizeRefused) || errors.Is(err, match.ErrCannotRun) {
			// A match that cannot be played as given, or a wrapper
			// that cannot run its program: a mistake in the command
			// line.
			return &exitError{code: 2, err: err}
		}
		return &exitError{code: 1, err: err}
	}
	return nil
}

// matchConfig reads match's flags args into the match's configuration,
// checked as match.Run would check it (a usage error, exit status 2, for
// a bad flag, a program that cannot be run, flags that cannot go
// together), without starting an engine or writing anything; its notes
// on flags it ignores go to stderr, as does the progress display unless
// --quiet. resolve is runMatchWith's. Start is left to the caller.
func matchConfig(args []string, stderr io.Writer, resolve func(argv []string) []string) (match.Config, error) {
	fs := flag.NewFlagSet("match", flag.ContinueOnError)
	fs.SetOutput(stderr)
	black := fs.String("black", "", "command line of the black program (default: the built-in engine, 100 ms a move)")
	white := fs.String("white", "", "command line of the white program (default: the built-in engine, 100 ms a move)")
	games := fs.Int("games", 1, "number of games (2 when no engine is given)")
	bestOf := fs.Int("best-of", 0, "a best-of-N match: N games at most, stopped once one program leads by more points (win 2, draw 1) than the games left can make up")
	size := fs.Int("size", 19, "board size (9 when no engine is given)")
	komi := fs.String("komi", "", "komi in points, a whole or half number below 100 (default: the preset's; 0.5 with --handicap)")
	rulesName := fs.String("rules", rules.Default, "rule preset: "+strings.Join(rules.Names(), ", "))
	alternate := fs.Bool("alternate", false, "exchange colours in every other game")
	handicap := fs.Int("handicap", 0, "handicap stones (fixed placement; compensation per preset)")
	freeHandicap := fs.Bool("free-handicap", false, "with --handicap: Black's engine places the stones (place_free_handicap; the fixed points if it lacks it)")
	openings := fs.String("openings", "", "directory of SGF openings; each is played with both colour assignments")
	timeSpec := fs.String("time", "", "clock: 10m (absolute), 10m+30sx5 (byo-yomi), 10m+300s/25 (Canadian); none or 0, as when not given: no clock (time_settings 0 1 0, GTP's no time limit; no time_left; each genmove bounded by --timeout)")
	grace := fs.Duration("grace", match.DefaultGrace, "latency forgiven per move (0: none)")
	maxMoves := fs.Int("max-moves", 0, "moves after which the game ends with no result (RE[Void]) (default 1000, or twice the board's points above 22x22)")
	illegal := fs.String("illegal", "forfeit", "illegal moves: forfeit or penalty")
	scoring := fs.String("scoring", "agreement", "end of game: agreement, referee or tromp-taylor")
	parallel := fs.Int("parallel", 1, "games played at once, each with its own engine processes")
	out := fs.String("out", "match-out", "output directory (SGF files, results.jsonl, results.dat)")
	sprtSpec := fs.String("sprt", "", "stop when the SPRT decides: ELO0,ELO1[,ALPHA,BETA]")
	shard := fs.String("shard", "", "I/N: play games I, I+N, I+2N, ... (I from 0)")
	timeout := fs.Duration("timeout", 60*time.Second, "deadline of every command but those of a clocked player's turn (its play, time_left and genmove, on its clock) and of the engine's start (--startup-timeout); the play of the move that ends play starts no turn and has this deadline")
	startup := fs.Duration("startup-timeout", match.DefaultStartupTimeout,
		"deadline of an engine's start (loading included): its answers to list_commands, name and version; not charged to its clock")
	crashLimit := fs.Int("crash-limit", 3, "consecutive games in which one program crashes, hangs or breaks the protocol that stop the match")
	quiet := fs.Bool("quiet", false, "no progress display")
	force := fs.Bool("force", false, "start anew: delete the records of an earlier match in --out (gogui-twogtp's -force)")
	// gogui-twogtp's names, so that its command lines run unchanged.
	fs.IntVar(maxMoves, "maxmoves", 0, "gogui-twogtp's name for --max-moves")
	fs.IntVar(parallel, "threads", 1, "gogui-twogtp's name for --parallel")
	fs.StringVar(out, "sgffile", "match-out", "gogui-twogtp's name for --out (a directory here: records PREFIX/results-N.sgf)")
	fs.Bool("auto", false, "gogui-twogtp's; ignored (a match always runs unattended)")
	fs.Bool("verbose", false, "gogui-twogtp's; ignored (the referee's events are in results.jsonl and the SGF comments)")
	debugToComment := fs.Bool("debugtocomment", false, "gogui-twogtp's (the programs' stderr in SGF comments); ignored: stderr is not recorded")
	referee := fs.String("referee", "", "gogui-twogtp's referee program; not run: the referee is built in (--scoring referee)")
	observer := fs.String("observer", "", "gogui-twogtp's observer program (shown the moves); not run")
	setUsage(fs, stderr, "match [--black CMD] [--white CMD] [flags]",
		"Plays and referees games between two GTP engines (the built-in engine, 100 ms a",
		"move, for one not given: 2 games on 9x9 when neither is) and records them in --out.")
	if err := fs.Parse(args); err != nil {
		return match.Config{}, flagError(err)
	}
	if fs.NArg() > 0 {
		return match.Config{}, &exitError{code: 2, err: fmt.Errorf("match: unexpected argument %q", fs.Arg(0))}
	}
	set := map[string]bool{}
	fs.Visit(func(f *flag.Flag) { set[f.Name] = true })
	for _, f := range []struct {
		name string
		v    int
	}{{"games", *games}, {"best-of", *bestOf}, {"max-moves", *maxMoves}, {"parallel", *parallel}, {"crash-limit", *crashLimit}} {
		if f.name == "best-of" && !set["best-of"] {
			continue // none
		}
		if f.name == "max-moves" && !set["max-moves"] && !set["maxmoves"] {
			continue // its default depends on --size
		}
		if f.name == "games" && f.v == 0 {
			return match.Config{}, &exitError{code: 2, err: fmt.Errorf("match: --games 0: want 1 or more (gogui-twogtp's 0, no limit, is not supported: give the number of games)")}
		}
		// Zero or negative would silently become the default.
		if err := positive(fs, f.name, f.v); err != nil {
			return match.Config{}, err
		}
	}
	for _, f := range []struct {
		name string
		v    time.Duration
	}{{"timeout", *timeout}, {"startup-timeout", *startup}} {
		// Zero or negative would silently become the default.
		if f.v <= 0 {
			return match.Config{}, &exitError{code: 2, err: fmt.Errorf("match: --%s %v: want a positive duration", f.name, f.v)}
		}
	}
	if _, err := geom.Get(*size, *size); err != nil {
		return match.Config{}, &exitError{code: 2, err: fmt.Errorf("match: --size: %w", err)}
	}
	if *out == "" {
		return match.Config{}, &exitError{code: 2, err: fmt.Errorf("match: --out: %w", errEmptyOut)}
	}
	if *black == "" && *white == "" && !set["size"] {
		*size = 9 // the built-in engines' default board
	}
	if err := match.CheckHandicap(*size, *handicap); err != nil {
		// Before anything is written, as the other flags.
		return match.Config{}, &exitError{code: 2, err: fmt.Errorf("match: --handicap: %w", err)}
	}
	cfg := match.Config{Games: *games, Size: *size, Alternate: *alternate, Handicap: *handicap, FreeHandicap: *freeHandicap,
		Grace: *grace, MaxMoves: *maxMoves, Parallel: *parallel, Out: *out, Force: *force, CommandTimeout: *timeout,
		StartupTimeout: *startup, CrashLimit: *crashLimit, OpeningsDir: *openings, Version: gtpengine.Version}
	if *grace < 0 {
		return match.Config{}, &exitError{code: 2, err: fmt.Errorf("match: --grace must not be negative")}
	}
	if *grace == 0 {
		cfg.Grace = -1 // none (a zero Config.Grace is the default)
	}
	if *black == "" && *white == "" {
		if !set["games"] {
			cfg.Games = 2
		}
	}
	if set["best-of"] {
		if set["games"] && *games != *bestOf {
			return match.Config{}, &exitError{code: 2, err: fmt.Errorf("match: --best-of %d plays %d games at most: leave --games %d out", *bestOf, *bestOf, *games)}
		}
		cfg.Games, cfg.BestOf = *bestOf, true
	}
	self, err := os.Executable()
	if err != nil {
		return match.Config{}, fmt.Errorf("match: finding the built-in engine: %w", err)
	}
	// The built-in player thinks 100 ms a move, so that the default match
	// (two 9x9 games) takes seconds, not minutes.
	builtin := quoteArg(self) + " gtp --move-time 100ms"
	const builtinLabel = "gtp-referee gtp --move-time 100ms (built in)"
	for _, p := range []struct {
		flag string
		cmd  *string
		argv *[]string
		line *string
	}{{"black", black, &cfg.Black, &cfg.BlackCmd}, {"white", white, &cfg.White, &cfg.WhiteCmd}} {
		line, label := *p.cmd, *p.cmd
		if line == "" && set[p.flag] {
			// Given empty (an unset variable in --black "$ENGINE"):
			// refused as a command of blanks is, not replaced by the
			// built-in engine, which would play in the user's
			// engine's place.
			return match.Config{}, &exitError{code: 2, err: fmt.Errorf("match: --%s: empty command (leave the flag out for the built-in engine)", p.flag)}
		}
		if line == "" {
			// The records (match.json, results.dat) name the built-in
			// engine, not the path of this executable, which go run
			// changes from one run to the next: the same command then
			// resumes the match.
			line, label = builtin, builtinLabel
		}
		argv, err := match.SplitCommand(line)
		if err != nil {
			return match.Config{}, &exitError{code: 2, err: fmt.Errorf("match: --%s: %w", p.flag, err)}
		}
		if resolve != nil {
			argv = resolve(argv)
		}
		// A program that cannot be run at all is a mistake in the
		// command line, not a forfeit in a game.
		if err := runnable(argv[0]); err != nil {
			return match.Config{}, &exitError{code: 2, err: fmt.Errorf("match: --%s: cannot run the program: %w", p.flag, err)}
		}
		*p.argv, *p.line = argv, label
	}
	if cfg.Rules, err = rules.Lookup(*rulesName); err != nil {
		return match.Config{}, &exitError{code: 2, err: fmt.Errorf("match: --rules: %w", err)}
	}
	cfg.Komi = cfg.Rules.Komi
	if *handicap >= 2 {
		cfg.Komi = rules.HandicapKomi
	}
	if set["komi"] {
		// In points, a whole or half number, as score's --komi: the
		// records' KM is read back so (sgf.NormalizeKomi reads a
		// quarter as stones, and 100 or more as Fox's hundredths).
		k, err := parseKomi(*komi)
		if err == nil && math.Abs(k) >= 100 {
			err = fmt.Errorf("invalid komi %s: a record's KM of 100 or more reads as hundredths (Fox)", strconv.FormatFloat(k, 'f', -1, 64))
		}
		if err != nil {
			return match.Config{}, &exitError{code: 2, err: fmt.Errorf("match: --komi: %w", err)}
		}
		cfg.Komi = k + 0 // -0 is 0
	}
	if cfg.Time, err = clock.Parse(*timeSpec); err != nil {
		return match.Config{}, &exitError{code: 2, err: fmt.Errorf("match: --time: %w", err)}
	}
	if cfg.Illegal, err = match.ParseIllegal(*illegal); err != nil {
		return match.Config{}, &exitError{code: 2, err: fmt.Errorf("match: --illegal: %w", err)}
	}
	if *referee != "" {
		if set["scoring"] && *scoring != "referee" {
			return match.Config{}, &exitError{code: 2, err: fmt.Errorf("match: --referee goes with --scoring referee, not %s", *scoring)}
		}
		*scoring = "referee"
		fmt.Fprintf(stderr, "match: --referee %q is not run: the built-in referee counts the games (--scoring referee)\n", *referee)
	}
	if *debugToComment {
		fmt.Fprintln(stderr, "match: --debugtocomment is ignored: the programs' standard error is not recorded")
	}
	if *observer != "" {
		fmt.Fprintf(stderr, "match: --observer %q is not run: follow the games in the records (results-N.sgf, written after each game)\n", *observer)
	}
	if t := strings.TrimSpace(*timeSpec); cfg.Time.Kind != clock.None {
		if m, ok := inMinutes(t); ok {
			fmt.Fprintf(stderr, "match: --time %s counts bare numbers as seconds (gogui-twogtp's -time counts minutes: write %s for that)\n", t, m)
		}
	}
	if cfg.Scoring, err = match.ParseScoring(*scoring); err != nil {
		return match.Config{}, &exitError{code: 2, err: fmt.Errorf("match: --scoring: %w", err)}
	}
	if *sprtSpec != "" {
		t, err := stats.ParseSPRT(*sprtSpec)
		if err != nil {
			return match.Config{}, &exitError{code: 2, err: fmt.Errorf("match: --sprt: %w", err)}
		}
		cfg.SPRT = &t
	}
	if *shard != "" {
		i, n, ok := strings.Cut(*shard, "/")
		a, err1 := strconv.Atoi(i)
		b, err2 := strconv.Atoi(n)
		if !ok || err1 != nil || err2 != nil || b < 1 || a < 0 || a >= b {
			return match.Config{}, &exitError{code: 2, err: fmt.Errorf("match: --shard %q: want I/N with 0 <= I < N", *shard)}
		}
		cfg.Shard, cfg.Shards = a, b
	}
	if *openings != "" {
		if cfg.Openings, err = match.LoadOpenings(*openings, cfg.Size, cfg.Rules); err != nil {
			return match.Config{}, &exitError{code: 2, err: fmt.Errorf("match: %w", err)}
		}
	}
	cfg.Judge = refereeJudge()
	// Flags that cannot go together (--handicap with --openings, --sprt
	// with --shard) are a usage error, refused before anything is
	// written, as a bad flag value is.
	check := cfg
	check.Start = match.GTPStarter(gtp.ClientOptions{}, cfg.StartupTimeout) // the caller's, which starts nothing yet
	check.Defaults()
	if err := check.Validate(); err != nil {
		return match.Config{}, &exitError{code: 2, err: fmt.Errorf("match: %w", err)}
	}
	if !*quiet {
		cfg.Progress = stderr
		if f, ok := stderr.(*os.File); ok && term.IsTerminal(int(f.Fd())) {
			cfg.ProgressTTY = true
		}
	}
	return cfg, nil
}

// runnable reports why the program at path cannot be run at all: not
// found, not executable, a script whose interpreter (its "#!" line, or
// the program that "#!/usr/bin/env" names) is missing or not executable,
// or, outside Windows, a text file without a "#!" line, which exec only
// finds when it starts it. A file it cannot read (an
// execute-only binary) is left to exec.
func runnable(path string) error {
	full, err := exec.LookPath(path)
	if err != nil {
		return err
	}
	f, err := os.Open(full)
	if err != nil {
		return nil
	}
	defer f.Close()
	head := make([]byte, 256)
	n, _ := io.ReadFull(f, head)
	line, _, _ := strings.Cut(string(head[:n]), "\n")
	if !strings.HasPrefix(line, "#!") {
		if runtime.GOOS != "windows" && isText(head[:n]) {
			// execve(2) runs a binary format or a "#!" script; text
			// without "#!" (a shell script that lacks the line,
			// which a shell would run with sh) fails with ENOEXEC.
			return fmt.Errorf("%s: a text file without a #! line is no executable (exec format error); begin it with one, such as #!/bin/sh", full)
		}
		return nil
	}
	fields := strings.Fields(strings.TrimSuffix(line[2:], "\r"))
	if len(fields) == 0 {
		return fmt.Errorf("%s: empty #! line", full)
	}
	st, err := os.Stat(fields[0])
	if err != nil {
		return fmt.Errorf("%s: interpreter %w", full, err)
	}
	if st.IsDir() || st.Mode()&0o111 == 0 {
		return fmt.Errorf("%s: interpreter %s is not executable", full, fields[0])
	}
	if filepath.Base(fields[0]) == "env" {
		for _, a := range fields[1:] {
			if strings.HasPrefix(a, "-") || strings.Contains(a, "=") {
				continue // env's options and variable settings
			}
			if _, err := exec.LookPath(a); err != nil {
				return fmt.Errorf("%s: interpreter: %w", full, err)
			}
			break
		}
	}
	return nil
}

// isText reports whether the start of a file is text (empty, or without
// control characters but white space), which no binary executable format
// is: they begin with a magic number of control bytes (ELF's 7F, Mach-O's
// FE ED FA CE and CF FA ED FE) or hold a NUL in their first bytes (PE's
// "MZ" header).
func isText(b []byte) bool {
	for _, c := range b {
		if (c < ' ' && c != '\t' && c != '\n' && c != '\r' && c != '\f') || c == 0x7f {
			return false
		}
	}
	return true
}

// quoteArg quotes a path for SplitCommand if it needs it: in double
// quotes on Windows, where a path holds no double quote and its
// backslashes are kept as they are, else in single quotes.
func quoteArg(s string) string {
	if runtime.GOOS == "windows" && !strings.Contains(s, `"`) {
		if strings.ContainsAny(s, " \t'") {
			return `"` + s + `"`
		}
		return s
	}
	if strings.ContainsAny(s, " \t'\"\\") {
		return "'" + strings.ReplaceAll(s, "'", `'\''`) + "'"
	}
	return s
}

func printSummary(w io.Writer, cfg *match.Config, sum *match.Summary) {
	names := [2]string{}
	for _, r := range sum.Records {
		if names[0] == "" {
			if r.Alt {
				names[0], names[1] = r.NameW, r.NameB
			} else {
				names[0], names[1] = r.NameB, r.NameW
			}
		}
	}
	match.Report(w, sum.Records, names, cfg.SPRT)
	if sum.Stopped != "" {
		fmt.Fprintf(w, "stopped early: %s\n", sum.Stopped)
	}
	if sum.Played > 0 {
		fmt.Fprintf(w, "this run: %d games in %.1fs, %.1f games/s; referee CPU per move: %.1f µs (process CPU / moves), median own work per move %.1f µs\n",
			sum.Played, sum.Elapsed.Seconds(), sum.GamesPerSec,
			float64(sum.RefereeCPUPerMove.Nanoseconds())/1e3, float64(sum.RefereeMedianPerMove.Nanoseconds())/1e3)
	}
	fmt.Fprintf(w, "records: %s\n", cfg.Out)
}

// refereeJudge returns the dead-stone judgment used by --scoring referee:
// package judge (Benson's pass-alive test, then playouts), deterministic
// for a position.
func refereeJudge() match.Judge { return judgeAdapter{} }

// judgeAdapter gives match the stones that package judge removes before
// counting (dead, and unsettled resolved as dead) and the empty points of
// its seki.
type judgeAdapter struct{}

// Settle judges g's position.
func (judgeAdapter) Settle(ctx context.Context, g *engine.Game) (match.Settlement, error) {
	j, err := judge.Judge(ctx, g, judge.Options{Seed: 1})
	if err != nil {
		return match.Settlement{}, fmt.Errorf("judging dead stones: %w", err)
	}
	b := g.Board()
	stones := b.Stones(geom.Black).Or(b.Stones(geom.White))
	res := judge.Score(g, j)
	return match.Settlement{Dead: res.Removed, SekiEyes: res.Seki.AndNot(stones)}, nil
}

// inMinutes reports whether a --time spec has a bare number for its main
// time or its overtime period (seconds here, minutes in gogui-twogtp's
// "min[+min/moves]"), and returns the spec with those numbers in minutes:
// "5+1/10" gives "5m+1m/10".
func inMinutes(spec string) (string, bool) {
	bare := false
	unit := func(s string) string {
		if _, err := strconv.ParseFloat(s, 64); err == nil {
			bare = true
			return s + "m"
		}
		return s
	}
	mainPart, over, hasOver := strings.Cut(spec, "+")
	out := unit(mainPart)
	if hasOver {
		sep := "x"
		if !strings.Contains(over, sep) {
			sep = "/"
		}
		period, rest, hasRest := strings.Cut(over, sep)
		out += "+" + unit(period)
		if hasRest {
			out += sep + rest
		}
	}
	return out, bare
}
