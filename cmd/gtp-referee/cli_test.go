package main

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"io"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"
)

// failingWriter refuses every write, as a full disk (/dev/full) does.
type failingWriter struct{ n int }

func (w *failingWriter) Write(p []byte) (int, error) {
	w.n++
	return 0, syscall.ENOSPC
}

// TestOutputWriteError: a report that cannot be written is an error, not a
// success. With standard output on a full disk, check, score and stats
// exited 0 and printed nothing, so that a script writing their report to a
// file took the empty or cut file for the complete one ("loses nothing";
// the bench commands and POSIX utilities such as cat and ls fail with a
// message when their output cannot be written). The exit status is 2, the
// status main gives any other failure, and stderr names the cause. The
// first failed write stops the run: no more records are read for a report
// that is lost.
func TestOutputWriteError(t *testing.T) {
	dir := t.TempDir()
	good := writeFile(t, dir, "good.sgf", "(;GM[1]SZ[9];B[ee])")
	shard := shardDir(t, dir, "shard", "0/1", 0, 1)
	for _, args := range [][]string{
		{"check", good},
		{"check", "--json", good},
		{"score", "--playouts", "64", good},
		{"score", "--json", "--playouts", "64", good},
		{"stats", shard},
		{"bench", "area", "--rounds", "1", good},
	} {
		var errb bytes.Buffer
		w := &failingWriter{}
		err := run(context.Background(), args, strings.NewReader(""), w, &errb)
		var ee *exitError
		if !errors.As(err, &ee) || ee.code != 2 || ee.err == nil || !errors.Is(err, syscall.ENOSPC) {
			t.Errorf("%v to a full disk: %v (%#v); want exit status 2 and the write error", args, err, ee)
		}
		if w.n == 0 {
			t.Errorf("%v: nothing written", args)
		}
	}
	// Three records: the first write fails, and the others are not
	// checked (their lines would be lost as well).
	var errb bytes.Buffer
	w := &failingWriter{}
	_ = run(context.Background(), []string{"check", good, good, good}, strings.NewReader(""), w, &errb)
	if w.n != 1 {
		t.Errorf("check of three records to a full disk: %d writes, want 1 (stop at the first failure)", w.n)
	}
}

// TestHelpExitsZero: -h and --help print the usage on stderr and exit 0 for
// every subcommand, as they do for check, score and gtp (and as Go's flag
// package exits for -h under ExitOnError); an unknown flag is a usage error,
// exit 2. stats, merge, match and the benchmarks exited 2 on -h, and
// "bench -h" said "unknown benchmark".
func TestHelpExitsZero(t *testing.T) {
	for _, cmd := range [][]string{
		{"stats"}, {"merge"}, {"match"}, {"bench"},
		{"bench", "playouts"}, {"bench", "replay"}, {"bench", "area"},
		{"bench", "score"}, {"bench", "gtp"}, {"bench", "search"},
	} {
		for _, h := range []string{"-h", "--help"} {
			args := append(append([]string(nil), cmd...), h)
			stdout, stderr, code := runMain(t, args...)
			if code != 0 || !strings.Contains(strings.ToLower(stderr), "usage") || stdout != "" {
				t.Errorf("%v: exit %d, stderr %q, stdout %q; want 0 and the usage on stderr", args, code, stderr, stdout)
			}
		}
		args := append(append([]string(nil), cmd...), "--no-such-flag")
		if _, _, code := runMain(t, args...); code != 2 {
			t.Errorf("%v: exit %d, want 2", args, code)
		}
	}
	// bench without a benchmark is a usage error that lists them.
	if _, stderr, code := runMain(t, "bench"); code != 2 || !strings.Contains(stderr, "playouts") {
		t.Errorf("bench: exit %d, %q; want 2 and the benchmarks", code, stderr)
	}
}

// TestBenchNoFiles: bench replay, area and score given no FILE or DIR
// refuse the command line as check and score refuse theirs ("check: no
// files given"): a usage error, exit 2, the usage printed on stderr and the
// missing argument named. They said "no readable records", as of a corpus
// whose files all failed to parse, and printed no usage.
func TestBenchNoFiles(t *testing.T) {
	for _, args := range [][]string{
		{"bench", "replay"}, {"bench", "area", "--rounds", "1"}, {"bench", "score", "--limit", "5"},
	} {
		name := strings.Join(args[:2], " ")
		out, stderr, code := runMain(t, args...)
		if code != 2 || out != "" || !strings.Contains(stderr, "usage: gtp-referee "+name) ||
			!strings.Contains(stderr, name+": no FILE or DIR given") {
			t.Errorf("%v: exit %d, stdout %q, stderr %q; want 2, the usage and the missing FILE or DIR named", args, code, out, stderr)
		}
	}
}

// TestBenchGTPArguments: bench gtp takes no file, like bench playouts and
// bench search: a stray argument is refused (exit 2, "unexpected
// argument") instead of being ignored while the benchmark runs. Each case
// also has a count of 0 before the stray argument, so that the old code
// refuses it too ("must be positive") rather than start the benchmark,
// which under "go test" would start the test binary itself.
func TestBenchGTPArguments(t *testing.T) {
	for _, args := range [][]string{
		{"bench", "gtp", "--pairs", "0", "extra"},
		{"bench", "gtp", "--starts", "0", "extra", "--pairs", "5"},
	} {
		if _, stderr, code := runMain(t, args...); code != 2 || !strings.Contains(stderr, "unexpected argument") {
			t.Errorf("%v: exit %d, %q; want 2 and the stray argument", args, code, stderr)
		}
	}
}

// TestScorePlayoutsFlag: --playouts below 1 is refused (exit 2), as bench
// score refuses it; score took -5 (and 0) silently as the default 1024.
func TestScorePlayoutsFlag(t *testing.T) {
	good := writeFile(t, t.TempDir(), "good.sgf", "(;GM[1]SZ[9];B[ee])")
	for _, n := range []string{"0", "-5"} {
		out, stderr, code := runMain(t, "score", "--playouts", n, good)
		if code != 2 || out != "" || !strings.Contains(stderr, "want 1 or more") {
			t.Errorf("score --playouts %s: exit %d, %q, %q; want 2 and no count", n, code, out, stderr)
		}
	}
}

// TestBenchScoreNegativeLimit: bench score's --limit is "at most this many
// records (0: all)", so a negative one is a usage error (exit 2, the flag
// named, nothing timed), as the other counts below their range are; -1
// counted every record, as 0 does.
func TestBenchScoreNegativeLimit(t *testing.T) {
	good := writeFile(t, t.TempDir(), "good.sgf", "(;GM[1]SZ[9];B[ee])")
	out, stderr, code := runMain(t, "bench", "score", "--limit", "-1", good)
	if code != 2 || out != "" || !strings.Contains(stderr, "bench score: --limit -1: want 0 (all) or more") {
		t.Errorf("bench score --limit -1: exit %d, %q, %q; want 2 and the flag refused", code, out, stderr)
	}
}

// TestBenchScoreNegativeFlags: bench score's --gnugo-timeout ("0: no
// limit") and --resigned-after ("0: not") have no meaning below 0, so a
// negative one is a usage error (exit 2, the flag named, nothing timed),
// as --limit -1 is; -1s was taken silently as no limit (gtp's
// SendTimeout reads any timeout below zero as none) and -1 as no tally.
func TestBenchScoreNegativeFlags(t *testing.T) {
	good := writeFile(t, t.TempDir(), "good.sgf", "(;GM[1]SZ[9];B[ee])")
	for _, c := range [][2]string{{"--gnugo-timeout", "-1s"}, {"--resigned-after", "-1"}} {
		out, stderr, code := runMain(t, "bench", "score", c[0], c[1], good)
		if code != 2 || out != "" || !strings.Contains(stderr, "bench score: "+c[0]+" "+c[1]+": want 0") {
			t.Errorf("bench score %s %s: exit %d, %q, %q; want 2 and the flag refused", c[0], c[1], code, out, stderr)
		}
	}
}

// TestMergeFailureLeavesNoResults: a merge that fails while writing its
// output leaves no results.jsonl in --out, so that the same merge can be
// run again once the cause is removed. merge refuses an --out that holds a
// results.jsonl (README: "an --out that already holds results"); the old
// code wrote results.jsonl before results.dat and match.json, so that a
// failure on either (here: results.dat is a directory) left a merge with
// neither, which every later merge into it refused.
func TestMergeFailureLeavesNoResults(t *testing.T) {
	root := t.TempDir()
	s0 := shardDir(t, root, "s0", "0/2", 0, 2)
	s1 := shardDir(t, root, "s1", "1/2", 1, 3)
	out := filepath.Join(root, "merged")
	block := filepath.Join(out, "results.dat")
	if err := os.MkdirAll(block, 0o755); err != nil {
		t.Fatal(err)
	}
	if _, _, code := runMain(t, "merge", "--out", out, s0, s1); code == 0 {
		t.Fatal("merge with results.dat a directory: exit 0")
	}
	if _, err := os.Stat(filepath.Join(out, "results.jsonl")); err == nil {
		t.Error("a failed merge left results.jsonl")
	}
	if err := os.Remove(block); err != nil {
		t.Fatal(err)
	}
	stdout, stderr, code := runMain(t, "merge", "--out", out, s0, s1)
	if code != 0 || !strings.Contains(stdout, "merged 4 games") {
		t.Errorf("merge again: exit %d, %q, %q; want 0 and 4 games", code, stdout, stderr)
	}
}

// TestHelpSubcommand: "help SUBCOMMAND" gives that subcommand's usage (exit
// 0), as "go help build" does; the package comment said that "gtp-referee
// help" gives the details of each subcommand, but "help check" printed the
// list of subcommands only. The usage asked for is the command's output: on
// stdout, as "help" prints the list of subcommands and "go help build" its
// text (it came on stderr, the flag package's place for "SUBCOMMAND -h",
// which keeps it), and checked as a report is (to a full disk: exit 2, as
// "ls --help >/dev/full" fails). An unknown name is a usage error (exit 2),
// its message and the list on stderr, nothing on stdout.
func TestHelpSubcommand(t *testing.T) {
	for _, args := range [][]string{
		{"check"}, {"score"}, {"stats"}, {"merge"}, {"match"}, {"tournament"}, {"bench"}, {"gtp"},
		{"bench", "replay"}, {"bench", "score"},
	} {
		name := strings.Join(args, " ")
		if args[0] == "gtp" {
			name = "[gtp]"
		}
		out, stderr, code := runMain(t, append([]string{"help"}, args...)...)
		if code != 0 || !strings.HasPrefix(out, "usage: gtp-referee "+name) || stderr != "" {
			t.Errorf("help %v: exit %d, stdout %q, stderr %q; want 0 and its usage on stdout only", args, code, out, stderr)
		}
		var errb bytes.Buffer
		err := run(context.Background(), append([]string{"help"}, args...), strings.NewReader(""), &failingWriter{}, &errb)
		var ee *exitError
		if !errors.As(err, &ee) || ee.code != 2 || !errors.Is(err, syscall.ENOSPC) {
			t.Errorf("help %v to a full disk: %v; want exit status 2 and the write error", args, err)
		}
	}
	for _, args := range [][]string{{"nosuch"}, {"bench", "nosuch"}} {
		out, stderr, code := runMain(t, append([]string{"help"}, args...)...)
		if code != 2 || out != "" || !strings.Contains(stderr, "unknown") {
			t.Errorf("help %v: exit %d, stdout %q, stderr %q; want 2, the error on stderr only", args, code, out, stderr)
		}
	}
	if out, _, code := runMain(t, "help"); code != 0 || !strings.Contains(out, "Subcommands:") {
		t.Errorf("help: exit %d, %q", code, out)
	}
}

// TestCheckLinkToDirectory: a symbolic link to a directory named on the
// command line is walked as the directory, as ls, grep -r and find -H take
// a link given as an argument (links met inside the walk are still not
// followed). The walk started from the link itself, which filepath.WalkDir
// does not follow: check printed nothing and exited 0, as for an empty
// directory.
func TestCheckLinkToDirectory(t *testing.T) {
	root := t.TempDir()
	dir := filepath.Join(root, "records")
	if err := os.Mkdir(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	writeFile(t, dir, "a.sgf", "(;GM[1]SZ[9];B[ee])")
	link := filepath.Join(root, "link")
	if err := os.Symlink(dir, link); err != nil {
		t.Fatal(err)
	}
	out, _, code := runMain(t, "check", link)
	if want := filepath.Join(link, "a.sgf") + ": ok, 1 moves, area B+75.5\n"; code != 0 || out != want {
		t.Errorf("check LINK: exit %d, %q; want 0, %q", code, out, want)
	}
}

// TestInterrupted: check, score and the benchmarks stopped by Ctrl-C (the
// context main cancels on SIGINT or SIGTERM) exit with status 130 and say
// "interrupted", as match does and as a shell reports a command killed by
// SIGINT (128 + 2). They exited 2, which check and score document as
// unreadable input, with "context canceled".
func TestInterrupted(t *testing.T) {
	good := writeFile(t, t.TempDir(), "good.sgf", "(;GM[1]SZ[9];B[ee])")
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	for _, args := range [][]string{
		{"check", good},
		{"score", good},
		{"bench", "replay", "--rounds", "1", good},
	} {
		var out, errb bytes.Buffer
		err := run(ctx, args, strings.NewReader(""), &out, &errb)
		var ee *exitError
		if !errors.As(err, &ee) || ee.code != 130 || ee.err == nil || ee.err.Error() != "interrupted" {
			t.Errorf("%v interrupted: %v (%#v); want exit status 130, interrupted", args, err, ee)
		}
	}
	// Not interrupted: the usual statuses.
	if _, _, code := runMain(t, "check", good); code != 0 {
		t.Errorf("check: exit %d", code)
	}
}

// TestGTPInterrupted: the GTP engine (the default subcommand, or gtp)
// stopped by SIGINT or SIGTERM, which make main cancel the run, exits with
// status 130, the status the package comment gives an interrupted run (and
// a shell a command killed by SIGINT), and writes nothing on stderr, which
// stays quiet by default (CLIENTS.md section 1). GNU Go 3.8 dies of either
// signal, no success either. It exited 0, the status of quit or of the end
// of the input, so a script or supervisor could not tell it was stopped.
func TestGTPInterrupted(t *testing.T) {
	for _, args := range [][]string{nil, {"gtp"}, {"--size", "9"}} {
		in, w := io.Pipe() // a GUI that sends nothing more
		sigs := make(chan os.Signal, 1)
		sigs <- os.Interrupt
		var out, errb bytes.Buffer
		code := runSignalled(args, in, &out, &errb, sigs, time.Minute)
		w.Close()
		if code != 130 || out.Len() != 0 || errb.Len() != 0 {
			t.Errorf("%q interrupted: exit status %d, stdout %q, stderr %q; want 130 and nothing written", args, code, out.String(), errb.String())
		}
	}
}

// TestOneLinePerRecord: check and score print one line per record (README),
// also when a value the record holds has a line break and a warning quotes
// it: the break is written as \n. A KM of "ab", a line break and "cd" (not
// a komi, read as absent) made the line of check and score two lines, the
// second starting "cd]:", which a script reading a line per record takes
// for a record of its own.
func TestOneLinePerRecord(t *testing.T) {
	f := writeFile(t, t.TempDir(), "nl.sgf", "(;GM[1]SZ[9]KM[ab\ncd];B[ee])")
	for _, args := range [][]string{{"check", f}, {"score", "--playouts", "64", f}} {
		out, _, code := runMain(t, args...)
		if code != 0 || strings.Count(out, "\n") != 1 || !strings.HasPrefix(out, f+": ") || !strings.Contains(out, `KM[ab\ncd]`) {
			t.Errorf("%v: exit %d, %q; want one line quoting KM[ab\\ncd]", args, code, out)
		}
	}
	// The JSON form is one line, and its warning quotes the value as the
	// line does (sgf quotes a value holding a control character as Go
	// quotes a string, since 016ed8a), with no break of its own.
	out, _, _ := runMain(t, "check", "--json", f)
	var r struct{ Warnings []string }
	if err := json.Unmarshal([]byte(out), &r); err != nil || strings.Count(out, "\n") != 1 ||
		len(r.Warnings) != 1 || !strings.Contains(r.Warnings[0], `KM[ab\ncd]`) || strings.Contains(r.Warnings[0], "\n") {
		t.Errorf("check --json: %q (%v)", out, err)
	}
}

// TestStatsNotResults: stats refuses a file that is no results file (exit
// 2, naming it), as it refuses a directory without results.jsonl, instead
// of counting a match of no games. A one-line SGF record given by mistake
// gave "games: 0" and exit 0: the reader of results.jsonl drops a last
// line that does not parse, as one cut short by a kill. An empty
// results.jsonl (no game finished yet) and one whose last line is cut
// short are still read.
func TestStatsNotResults(t *testing.T) {
	dir := t.TempDir()
	sgfFile := writeFile(t, dir, "game.sgf", "(;GM[1]SZ[9];B[ee])\n")
	if _, stderr, code := runMain(t, "stats", sgfFile); code != 2 || !strings.Contains(stderr, sgfFile) {
		t.Errorf("stats game.sgf: exit %d, %q; want 2 naming the file", code, stderr)
	}
	empty := writeFile(t, dir, "empty.jsonl", "")
	if out, _, code := runMain(t, "stats", empty); code != 0 || !strings.Contains(out, "games: 0 ") {
		t.Errorf("stats of an empty results file: exit %d, %q", code, out)
	}
	cut := writeFile(t, dir, "cut.jsonl", `{"game":0,"result":"B+R","reason":"resign","winner":"black","moves":10}`+"\n"+`{"game":1,"res`)
	if out, _, code := runMain(t, "stats", cut); code != 0 || !strings.Contains(out, "games: 1 ") {
		t.Errorf("stats of a results file cut short: exit %d, %q", code, out)
	}
}

// TestDirectoryWithoutRecords: a directory argument holding no .sgf file
// (empty, or other files only) is reported by name and makes check and
// score exit 2, as an unreadable argument does, while the records of the
// other arguments are still checked: a mistyped or wrong directory passed
// silently with exit 0 and nothing checked.
func TestDirectoryWithoutRecords(t *testing.T) {
	root := t.TempDir()
	empty := filepath.Join(root, "empty")
	other := filepath.Join(root, "other")
	for _, d := range []string{empty, other} {
		if err := os.Mkdir(d, 0o755); err != nil {
			t.Fatal(err)
		}
	}
	writeFile(t, other, "notes.txt", "(;GM[1]SZ[9];B[ee])")
	good := writeFile(t, root, "good.sgf", "(;GM[1]SZ[9];B[ee])")
	for _, cmd := range []string{"check", "score"} {
		out, _, code := runMain(t, cmd, empty, good, other)
		if code != 2 {
			t.Errorf("%s: exit %d, want 2", cmd, code)
		}
		lines := strings.Split(strings.TrimSuffix(out, "\n"), "\n")
		if len(lines) != 3 || !strings.HasPrefix(lines[0], empty+": error: no .sgf files") ||
			!strings.HasPrefix(lines[1], good+": ") || strings.Contains(lines[1], "error") ||
			!strings.HasPrefix(lines[2], other+": error: no .sgf files") {
			t.Errorf("%s: %q; want the two directories reported, good.sgf between them", cmd, out)
		}
	}
}

// TestMatchTimeoutFlags: a --timeout or --startup-timeout of zero or less
// is refused before anything runs (exit 2, nothing written), as the other
// counts are; it silently became the default (60 s, 2 min), so that a user
// who meant "no limit" or a typo got a limit he did not ask for.
func TestMatchTimeoutFlags(t *testing.T) {
	for _, args := range [][]string{
		{"--timeout", "0"}, {"--timeout", "-1s"}, {"--startup-timeout", "0s"}, {"--startup-timeout", "-5m"},
	} {
		out := filepath.Join(t.TempDir(), "out")
		_, stderr, code := runMain(t, append([]string{"match", "--quiet", "--out", out}, args...)...)
		if code != 2 || !strings.Contains(stderr, "want a positive duration") {
			t.Errorf("match %v: exit %d, %q; want 2 and the flag refused", args, code, stderr)
		}
		if _, err := os.Stat(out); err == nil {
			t.Errorf("match %v: %s was written", args, out)
		}
	}
}

// TestHelpWriteError: the list of subcommands that "help", -h and --help
// print on standard output is checked as the reports of check and score
// are: written to a full disk it is exit status 2 with the write error,
// as GNU ls and cat fail ("ls --help >/dev/full": "write error: No space
// left on device", exit 2). It exited 0 with nothing written.
func TestHelpWriteError(t *testing.T) {
	for _, args := range [][]string{{"help"}, {"-h"}, {"--help"}} {
		var errb bytes.Buffer
		w := &failingWriter{}
		err := run(context.Background(), args, strings.NewReader(""), w, &errb)
		var ee *exitError
		if !errors.As(err, &ee) || ee.code != 2 || !errors.Is(err, syscall.ENOSPC) {
			t.Errorf("%v to a full disk: %v; want exit status 2 and the write error", args, err)
		}
	}
}

// TestSingleDashTopFlags: "gtp-referee -version" and "-help" are
// "--version" and "--help", as Go's flag package, which reads every
// subcommand's flags, takes -x and --x alike ("check -json", "match -black"
// of a gogui-twogtp command line), and as bench takes "bench -help" for
// "bench --help". "-version" was handed to the GTP engine as a flag of its
// own: "flag provided but not defined: -version", exit status 2; "-help"
// printed the GTP engine's flags instead of the list of subcommands.
func TestSingleDashTopFlags(t *testing.T) {
	for _, p := range [][2]string{{"-version", "--version"}, {"-help", "--help"}} {
		out, errs, code := runMain(t, p[0])
		wantOut, wantErr, wantCode := runMain(t, p[1])
		if code != wantCode || out != wantOut || errs != wantErr {
			t.Errorf("%s: exit %d, stdout %q, stderr %q; want what %s gives: exit %d, stdout %q, stderr %q",
				p[0], code, out, errs, p[1], wantCode, wantOut, wantErr)
		}
	}
}

// TestBadFlagValueNamed: a flag value refused is reported with the
// subcommand and the flag, as match reports its own ("match: --rules:
// ...") and as Go's flag package and GNU getopt programs name the option
// whose value they refuse ("invalid value ... for flag -komi", "invalid
// argument 'x' for '--color'"); the valid presets are still listed. gtp
// said "gtpengine: board size 26 out of range 2..25", the name of a
// package and not of the flag, and check, score and the benchmarks gave
// the error alone ("unknown rules ...", "invalid komi ...",
// "board size 30 out of range 2..25"), naming neither.
func TestBadFlagValueNamed(t *testing.T) {
	good := writeFile(t, t.TempDir(), "good.sgf", "(;GM[1]SZ[9];B[ee])")
	presets := "(known: chinese-1988, chinese, chinese-kgs, chinese-ogs, tromp-taylor, japanese, korean, aga, new-zealand)"
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"gtp", "--size", "26"}, "gtp: --size: board size 26 out of range 2..25"},
		{[]string{"gtp", "--size", "1"}, "gtp: --size: board size 1 out of range 2..25"},
		{[]string{"gtp", "--size", "7x30"}, "gtp: --size: board size 7x30 out of range 2..25"},
		{[]string{"gtp", "--rules", "bogus"}, `gtp: --rules: unknown rules "bogus" ` + presets},
		{[]string{"gtp", "--move-policy", "greedy"}, `gtp: --move-policy: unknown move policy "greedy" (search or random)`},
		{[]string{"check", "--rules", "bogus", good}, `check: --rules: unknown rules "bogus" ` + presets},
		{[]string{"score", "--rules", "bogus", good}, `score: --rules: unknown rules "bogus" ` + presets},
		{[]string{"score", "--komi", "7,5", good}, `score: --komi: invalid komi "7,5"`},
		{[]string{"bench", "replay", "--rules", "bogus", good}, `bench replay: --rules: unknown rules "bogus" ` + presets},
		{[]string{"bench", "score", "--rules", "bogus", good}, `bench score: --rules: unknown rules "bogus" ` + presets},
		{[]string{"bench", "playouts", "--size", "30"}, "bench playouts: --size: board size 30 out of range 2..25"},
		{[]string{"bench", "search", "--size", "1"}, "bench search: --size: board size 1 out of range 2..25"},
	} {
		out, stderr, code := runMain(t, tc.args...)
		if code != 2 || out != "" || !strings.Contains(stderr, "gtp-referee: "+tc.want) {
			t.Errorf("%v: exit %d, stdout %q, stderr %q; want 2 and %q", tc.args, code, out, stderr, tc.want)
		}
	}
}

// TestEmptyOut: an empty --out (an unset variable in "--out $DIR") is
// refused by match and merge with exit status 2 before anything is
// written, as open(2) and mkdir(2) refuse an empty path (ENOENT, as
// mkdir of an empty name fails). os.MkdirAll takes "" for the current directory: match
// wrote match.json, match.lock, results.jsonl, results.dat and the SGF
// records there ("records: " and nothing after it), and merge its merged
// results.
func TestEmptyOut(t *testing.T) {
	root := t.TempDir()
	s0 := shardDir(t, root, "s0", "0/1", 0, 1)
	cwd := filepath.Join(root, "cwd")
	if err := os.Mkdir(cwd, 0o755); err != nil {
		t.Fatal(err)
	}
	t.Chdir(cwd)
	for _, args := range [][]string{
		// A program that exits at once: the old code played (and
		// recorded) a game in which neither engine starts.
		{"match", "--quiet", "--games", "1", "--size", "9", "--black", "/bin/false", "--white", "/bin/false", "--out", ""},
		{"match", "--quiet", "--games", "1", "--size", "9", "--black", "/bin/false", "--white", "/bin/false", "-sgffile", ""},
		{"merge", "--out", "", s0},
	} {
		_, stderr, code := runMain(t, args...)
		if code != 2 || !strings.Contains(stderr, "--out: an empty name is no directory") {
			t.Errorf("%v: exit %d, %q; want 2 and the empty --out refused", args, code, stderr)
		}
		if entries, _ := os.ReadDir(cwd); len(entries) > 0 {
			t.Errorf("%v wrote %d files in the current directory (%s, ...)", args, len(entries), entries[0].Name())
			for _, e := range entries {
				os.RemoveAll(filepath.Join(cwd, e.Name()))
			}
		}
	}
}

// TestMatchEmptyEngine: --black "" or --white "" (an unset variable in
// --black "$ENGINE") is refused, exit 2, as a command of blanks already was
// ("empty command"); it was taken for the flag left out, and the built-in
// engine played in the place of the user's. A --time the old code refuses
// before it starts any engine keeps it from starting this test binary as
// one; the refusal wanted is the engine's, which comes first.
func TestMatchEmptyEngine(t *testing.T) {
	for _, args := range [][]string{
		{"--black", "", "--white", "/bin/false"},
		{"--black", "/bin/false", "--white", ""},
		{"--black", "", "--white", ""},
		{"--black", "  ", "--white", "/bin/false"},
	} {
		out := filepath.Join(t.TempDir(), "out")
		all := append([]string{"match", "--quiet", "--games", "1", "--out", out, "--time", "bogus"}, args...)
		_, stderr, code := runMain(t, all...)
		if code != 2 || !strings.Contains(stderr, "empty command") {
			t.Errorf("%v: exit %d, %q; want 2 and the empty command refused", all, code, stderr)
		}
		if _, err := os.Stat(out); err == nil {
			t.Errorf("%v: %s was written", all, out)
		}
	}
}

// TestVersionFlag: "gtp-referee --version" prints the name and version on
// standard output and exits 0, as the GNU coding standards ask of every
// program ("--version" and "--help") and as GNU Go 3.8 does ("gnugo
// --version": "GNU Go 3.8"); the version is the one GTP's version command
// answers. It was taken for a flag of the GTP engine: "flag provided but
// not defined: -version", the engine's usage, exit status 2.
func TestVersionFlag(t *testing.T) {
	out, stderr, code := runMain(t, "--version")
	var gtpOut bytes.Buffer
	if err := run(context.Background(), []string{"gtp"}, strings.NewReader("name\nversion\n"), &gtpOut, io.Discard); err != nil {
		t.Fatal(err)
	}
	replies := strings.Split(strings.TrimSpace(gtpOut.String()), "\n\n")
	if len(replies) != 2 {
		t.Fatalf("name, version: %q", gtpOut.String())
	}
	want := strings.TrimPrefix(replies[0], "= ") + " " + strings.TrimPrefix(replies[1], "= ") + "\n"
	if code != 0 || out != want || stderr != "" {
		t.Errorf("--version: exit %d, stdout %q, stderr %q; want 0 and %q", code, out, stderr, want)
	}
}

// TestGTPWriteErrorMessage: the GTP engine whose replies cannot be written
// (stdout a full disk or a closed pipe) fails with one error that says so
// once, "gtp-referee: gtp: writing reply: ...", and a non-zero status. The
// subcommand's prefix was added to the server's own: "gtp: gtp: writing
// reply: write /dev/stdout: no space left on device".
func TestGTPWriteErrorMessage(t *testing.T) {
	var errb bytes.Buffer
	err := run(context.Background(), []string{"gtp"}, strings.NewReader("name\n"), &failingWriter{}, &errb)
	if err == nil || !errors.Is(err, syscall.ENOSPC) || !strings.HasPrefix(err.Error(), "gtp: writing reply: ") {
		t.Errorf("gtp to a full disk: %v; want the write error, \"gtp: writing reply: ...\" once", err)
	}
}

// TestCheckLinkToDirectoryNamedSGF: a link met in a walk that leads to a
// directory is not followed (sgfFiles' contract, find's default), also
// where its name ends in .sgf. Such a link was read as a record: "x.sgf:
// error: read x.sgf: is a directory", exit status 2, while a link to a
// directory named otherwise was passed over.
func TestCheckLinkToDirectoryNamedSGF(t *testing.T) {
	root := t.TempDir()
	sub := filepath.Join(root, "games")
	if err := os.Mkdir(sub, 0o755); err != nil {
		t.Fatal(err)
	}
	writeFile(t, sub, "a.sgf", "(;GM[1]SZ[9];B[ee])")
	if err := os.Symlink(sub, filepath.Join(root, "x.sgf")); err != nil {
		t.Skip(err)
	}
	out, _, code := runMain(t, "check", root)
	// One stone on 9x9 reaches all 81 points; the default preset's komi
	// is 5.5.
	if want := filepath.Join(sub, "a.sgf") + ": ok, 1 moves, area B+75.5\n"; code != 0 || out != want {
		t.Errorf("exit %d, %q; want 0, %q", code, out, want)
	}
}
