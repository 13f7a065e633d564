package main

import (
	"bytes"
	"context"
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/gtp-referee/gtp-referee/match/clock"
)

// readmeSection returns the lines of README.md from the heading that
// starts with from up to the next heading of the same level.
func readmeSection(t *testing.T, readme, from string) string {
	t.Helper()
	i := strings.Index(readme, "\n"+from)
	if i < 0 {
		t.Fatalf("README.md has no heading %q", from)
	}
	rest := readme[i+1:]
	if j := strings.Index(rest[len(from):], "\n## "); j >= 0 {
		rest = rest[:len(from)+j]
	}
	return rest
}

// usageLines returns the lines of README.md's "Using it" block that show
// the command prefix, with the comment lines that continue them.
func usageLines(t *testing.T, readme, prefix string) string {
	t.Helper()
	var sb strings.Builder
	in := false
	for _, line := range strings.Split(readmeSection(t, readme, "## Using it"), "\n") {
		switch {
		case strings.HasPrefix(line, prefix+" ") || line == prefix:
			in = true
		case in && strings.HasPrefix(strings.TrimSpace(line), "#"):
		default:
			in = false
		}
		if in {
			sb.WriteString(line + "\n")
		}
	}
	if sb.Len() == 0 {
		t.Errorf("README.md's Using it block shows no %q", prefix)
	}
	return sb.String()
}

var helpFlag = regexp.MustCompile(`(?m)^  -([A-Za-z0-9-]+)`)

// TestREADMEDocumentsFlags: every flag that a subcommand or benchmark
// accepts (its -h output) is named in README.md where that command is
// described: the GTP engine's flags in its section, match's in the
// section on matches, the others on their lines of the "Using it" block.
// README named neither score's --playouts and --seed nor any flag of the
// bench subcommands but a few, and not bench gtp at all.
func TestREADMEDocumentsFlags(t *testing.T) {
	b, err := os.ReadFile("../../README.md")
	if err != nil {
		t.Fatal(err)
	}
	readme := string(b)
	for _, c := range []struct {
		args []string
		doc  string
	}{
		{[]string{"gtp"}, readmeSection(t, readme, "## As a GTP engine")},
		{[]string{"match"}, readmeSection(t, readme, "## Matches")},
		{[]string{"check"}, usageLines(t, readme, "./gtp-referee check")},
		{[]string{"score"}, usageLines(t, readme, "./gtp-referee score")},
		{[]string{"stats"}, usageLines(t, readme, "./gtp-referee stats")},
		{[]string{"merge"}, usageLines(t, readme, "./gtp-referee merge")},
		{[]string{"tournament"}, usageLines(t, readme, "./gtp-referee tournament")},
		{[]string{"bench", "playouts"}, usageLines(t, readme, "./gtp-referee bench playouts")},
		{[]string{"bench", "replay"}, usageLines(t, readme, "./gtp-referee bench replay")},
		{[]string{"bench", "area"}, usageLines(t, readme, "./gtp-referee bench area")},
		{[]string{"bench", "search"}, usageLines(t, readme, "./gtp-referee bench search")},
		{[]string{"bench", "gtp"}, usageLines(t, readme, "./gtp-referee bench gtp")},
		{[]string{"bench", "score"}, usageLines(t, readme, "./gtp-referee bench score")},
	} {
		var out, errb bytes.Buffer
		if err := run(context.Background(), append(c.args, "-h"), strings.NewReader(""), &out, &errb); err != nil {
			if ee, ok := err.(*exitError); !ok || ee.code != 0 {
				t.Fatalf("%v -h: %v", c.args, err)
			}
		}
		flags := helpFlag.FindAllStringSubmatch(errb.String(), -1)
		if len(flags) == 0 {
			t.Fatalf("%v -h lists no flags:\n%s", c.args, errb.String())
		}
		for _, f := range flags {
			named := regexp.MustCompile(`(^|[^A-Za-z0-9_-])--?` + regexp.QuoteMeta(f[1]) + `([^A-Za-z0-9_-]|$)`)
			if !named.MatchString(c.doc) {
				t.Errorf("gtp-referee %s: flag -%s is not in README.md where the command is described", strings.Join(c.args, " "), f[1])
			}
		}
	}
}

// TestHelpUsageLine: -h of every subcommand and benchmark starts with its
// synopsis, "usage: gtp-referee ...", as the top-level usage and the
// gtp, check, score, stats and merge subcommands print it; match and the
// benchmarks printed only the flag package's "Usage of match:".
func TestHelpUsageLine(t *testing.T) {
	for _, args := range [][]string{
		{"gtp"}, {"check"}, {"score"}, {"match"}, {"stats"}, {"merge"}, {"tournament"},
		{"bench", "playouts"}, {"bench", "replay"}, {"bench", "area"},
		{"bench", "search"}, {"bench", "gtp"}, {"bench", "score"},
	} {
		var out, errb bytes.Buffer
		_ = run(context.Background(), append(args, "-h"), strings.NewReader(""), &out, &errb)
		want := "usage: gtp-referee " + strings.Join(args, " ")
		if args[0] == "gtp" {
			want = "usage: gtp-referee [gtp]"
		}
		if !strings.HasPrefix(errb.String(), want) {
			first, _, _ := strings.Cut(errb.String(), "\n")
			t.Errorf("%v -h begins %q, want %q", args, first, want)
		}
	}
}

// TestREADMEListsCommands: every command that list_commands shows is
// named in README.md's section on the GTP engine (gogui-rules_* names
// GoGui's rules program commands), and known_command answers true for each
// (GTP 2: list_commands and known_command agree). README named neither
// gogui-title nor four of the analyze commands (referee-atari,
// referee-area, referee-area_board, referee-count) it lists in
// gogui-analyze_commands.
func TestREADMEListsCommands(t *testing.T) {
	b, err := os.ReadFile("../../README.md")
	if err != nil {
		t.Fatal(err)
	}
	sec := readmeSection(t, string(b), "## As a GTP engine")
	var out, errb bytes.Buffer
	if err := run(context.Background(), []string{"gtp"}, strings.NewReader("list_commands\n"), &out, &errb); err != nil {
		t.Fatal(err)
	}
	list := strings.TrimSpace(strings.TrimPrefix(out.String(), "="))
	cmds := strings.Fields(list)
	if len(cmds) < 50 {
		t.Fatalf("list_commands: %q", out.String())
	}
	var ask strings.Builder
	for _, c := range cmds {
		ask.WriteString("known_command " + c + "\n")
		if strings.HasPrefix(c, "gogui-rules_") && strings.Contains(sec, "`gogui-rules_*`") {
			continue
		}
		named := regexp.MustCompile("`" + regexp.QuoteMeta(c) + "[` ]|[`/ ]" + regexp.QuoteMeta(c) + "`")
		if !named.MatchString(sec) {
			t.Errorf("list_commands shows %s; README.md's GTP section does not name it", c)
		}
	}
	out.Reset()
	if err := run(context.Background(), []string{"gtp"}, strings.NewReader(ask.String()), &out, &errb); err != nil {
		t.Fatal(err)
	}
	replies := strings.Split(strings.TrimSpace(out.String()), "\n\n")
	if len(replies) != len(cmds) {
		t.Fatalf("%d replies to %d known_command", len(replies), len(cmds))
	}
	for i, r := range replies {
		if r != "= true" {
			t.Errorf("known_command %s: %q, want \"= true\"", cmds[i], r)
		}
	}
}

// TestScoreKomiHelp: score -h gives --komi's default as README does and as
// score counts: a record with HA and no KM is counted with half a point
// (GNU Go 3.8's loadsgf sets 0.5 with a handicap); the help said "else the
// preset's" for it. HA[1] is a handicap too: GNU Go 3.8's get_komi after
// loadsgf of (;GM[1]FF[4]SZ[9]HA[1]) answers 0.5, README says "HA of 1 or
// more", and score counts it so; the help said "a handicap of 2 or more".
// The check is on the facts (the threshold the help names, the komi score
// uses), not on the help's wording.
func TestScoreKomiHelp(t *testing.T) {
	var out, errb bytes.Buffer
	komi := flagHelp(t, "score", "komi")
	for _, want := range []string{"KM", "0.5", "7.5", "2002", "preset's"} {
		if !strings.Contains(komi, want) {
			t.Errorf("score -h, --komi: %q lacks %q", komi, want)
		}
	}
	if m := regexp.MustCompile(`(?i)handicap of ([0-9]+) or more|HA of ([0-9]+) or more|HA\[([0-9]+)\] or more`).FindStringSubmatch(komi); m != nil && m[1]+m[2]+m[3] != "1" {
		t.Errorf("score -h, --komi: %q names %s as the least handicap with half a point; HA[1] gets it too", komi, m[0])
	}
	path := filepath.Join(t.TempDir(), "ha1.sgf")
	if err := os.WriteFile(path, []byte("(;GM[1]FF[4]SZ[9]HA[1];B[ee];W[cc])"), 0o644); err != nil {
		t.Fatal(err)
	}
	out.Reset()
	if err := run(context.Background(), []string{"score", "--json", path}, strings.NewReader(""), &out, &errb); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(out.String(), `"komi":0.5,`) {
		t.Errorf("score --json of an HA[1] record without KM: %s, want komi 0.5", out.String())
	}
}

// flagHelp returns the text that `gtp-referee CMD -h` gives for flag
// --name, its white space folded.
func flagHelp(t *testing.T, cmd, name string) string {
	t.Helper()
	var out, errb bytes.Buffer
	_ = run(context.Background(), []string{cmd, "-h"}, strings.NewReader(""), &out, &errb)
	_, text, _ := strings.Cut(errb.String(), "  -"+name)
	text, _, _ = strings.Cut(text, "\n  -")
	return strings.Join(strings.Fields(text), " ")
}

// TestMatchKomiHelp: match -h gives --komi's default as README does and
// as the match sets it: half a point with --handicap ("komi half a point
// unless --komi says otherwise"); the help said only "the preset's".
func TestMatchKomiHelp(t *testing.T) {
	komi := flagHelp(t, "match", "komi")
	for _, want := range []string{"preset's", "0.5", "handicap"} {
		if !strings.Contains(komi, want) {
			t.Errorf("match -h, --komi: %q lacks %q", komi, want)
		}
	}
}

// TestGTPHelpRandomPolicy: gtp -h describes --move-policy random as README
// does and as gtpengine plays it: a random legal move that fills no own
// eye and is no suicide (gtpengine's generate skips a multi-stone
// suicide, which tromp-taylor and new-zealand allow and CGOS forbids).
// The help left the suicide out. The sentence that names the random
// policy must name both facts, in whatever words.
func TestGTPHelpRandomPolicy(t *testing.T) {
	var out, errb bytes.Buffer
	_ = run(context.Background(), []string{"gtp", "-h"}, strings.NewReader(""), &out, &errb)
	help := strings.Join(strings.Fields(errb.String()), " ")
	i := strings.Index(help, "--move-policy random")
	if i < 0 {
		t.Fatalf("gtp -h does not describe --move-policy random:\n%s", errb.String())
	}
	sentence, _, _ := strings.Cut(help[i:], ". ")
	for _, want := range []string{"eye", "suicide"} {
		if !strings.Contains(sentence, want) {
			t.Errorf("gtp -h on --move-policy random (%q) does not name the %s it never plays", sentence, want)
		}
	}
}

var getenv = regexp.MustCompile(`os\.(?:Getenv|LookupEnv)\("([^"]+)"\)`)

// TestREADMEDocumentsEnvironment: every environment variable that the
// program's code reads (os.Getenv, os.LookupEnv outside tests) is named in
// README.md; bench's GTPREF_CPUPROFILE, which makes a bench run write its
// CPU profile, was not.
func TestREADMEDocumentsEnvironment(t *testing.T) {
	b, err := os.ReadFile("../../README.md")
	if err != nil {
		t.Fatal(err)
	}
	readme := string(b)
	err = filepath.WalkDir("../..", func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() {
			if n := d.Name(); n == "node_modules" || n == "testdata" || n == "tests" || (n != ".." && strings.HasPrefix(n, ".")) {
				return filepath.SkipDir
			}
			return nil
		}
		if !strings.HasSuffix(p, ".go") || strings.HasSuffix(p, "_test.go") {
			return nil
		}
		src, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		for _, m := range getenv.FindAllStringSubmatch(string(src), -1) {
			if !strings.Contains(readme, m[1]) {
				t.Errorf("%s reads the environment variable %s; README.md does not name it", p, m[1])
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
}

// TestGTPHelpResign: gtp -h gives genmove's resignation as README does and
// as gtpengine plays it: below ResignRate only once the search has run
// 2,000 playouts and a quarter of the board's points have been played
// (README, "Playing and analysing"). The help said only "it resigns below
// a 2% win rate", which a user takes for a resignation in the opening or
// under --move-playouts 1000, where it never resigns.
func TestGTPHelpResign(t *testing.T) {
	var out, errb bytes.Buffer
	_ = run(context.Background(), []string{"gtp", "-h"}, strings.NewReader(""), &out, &errb)
	help := strings.Join(strings.Fields(errb.String()), " ")
	i := strings.Index(help, "resigns")
	if i < 0 {
		t.Fatalf("gtp -h does not say when genmove resigns:\n%s", errb.String())
	}
	sentence, _, _ := strings.Cut(help[i:], ". ")
	for _, want := range []string{"2%", "2,000 playouts", "quarter"} {
		if !strings.Contains(sentence, want) {
			t.Errorf("gtp -h on resigning (%q) lacks %q", sentence, want)
		}
	}
}

// TestMatchTimeoutHelp: match -h gives --timeout's reach as README does
// and as the referee sends the commands: the play of the move that ends
// play (the second pass) starts no turn, so it is bounded by --timeout
// even to a clocked player (match's tellLastMove). The help said "every
// command but play, time_left and genmove to a clocked player".
func TestMatchTimeoutHelp(t *testing.T) {
	h := flagHelp(t, "match", "timeout")
	if !strings.Contains(h, "ends play") {
		t.Errorf("match -h, --timeout: %q does not say that it bounds the play of the move that ends play", h)
	}
}

// TestMatchTimeNoneHelp: match -h and README say that --time none and
// --time 0 play without a clock, as clock.Parse reads them (checked here:
// no clock) and as a match without --time plays; neither said so, and
// --time's help listed only the three clocks.
func TestMatchTimeNoneHelp(t *testing.T) {
	for _, s := range []string{"none", "0"} {
		if c, err := clock.Parse(s); err != nil || c.Kind != clock.None {
			t.Fatalf("clock.Parse(%q) = %+v, %v; want no clock", s, c, err)
		}
	}
	help := flagHelp(t, "match", "time")
	for _, want := range []string{"none or 0", "no clock", "--timeout"} {
		if !strings.Contains(help, want) {
			t.Errorf("match -h, --time: %q lacks %q", help, want)
		}
	}
	readme, err := os.ReadFile("../../README.md")
	if err != nil {
		t.Fatal(err)
	}
	text := strings.Join(strings.Fields(string(readme)), " ")
	for _, want := range []string{"`--time none`", "`--time 0`"} {
		if !strings.Contains(text, want) {
			t.Errorf("README.md does not name %s", want)
		}
	}
}

// TestHelpNamesEveryFlag: the -h of every subcommand and benchmark names
// every flag that its command line accepts. The flags accepted are found
// by trying, not read from the usage: every string constant of this
// package's code that could be a flag's name is given as --NAME=x before
// -h, and a name not refused as undefined ("flag provided but not defined",
// the flag package's words, which tournament's own parser uses too) is
// one the command accepts. tournament passes the flags it does not know to
// each match, and its -h sends the reader to match -h for them: those may
// be named in either.
func TestHelpNamesEveryFlag(t *testing.T) {
	names := flagLikeConstants(t)
	if len(names) < 50 {
		t.Fatalf("only %d candidate names found in the package's code", len(names))
	}
	usageOf := func(args ...string) string {
		var out, errb bytes.Buffer
		_ = run(context.Background(), append(args, "-h"), strings.NewReader(""), &out, &errb)
		return errb.String()
	}
	matchUsage := usageOf("match")
	for _, args := range [][]string{
		{"gtp"}, {"check"}, {"score"}, {"match"}, {"stats"}, {"merge"}, {"tournament"},
		{"bench", "playouts"}, {"bench", "replay"}, {"bench", "area"},
		{"bench", "search"}, {"bench", "gtp"}, {"bench", "score"},
	} {
		usage := usageOf(args...)
		accepted := 0
		for _, name := range names {
			var out, errb bytes.Buffer
			err := run(context.Background(), append(append([]string(nil), args...), "--"+name+"=x", "-h"), strings.NewReader(""), &out, &errb)
			msg := errb.String()
			if err != nil {
				msg += err.Error()
			}
			if strings.Contains(msg, "provided but not defined") {
				continue
			}
			accepted++
			named := regexp.MustCompile(`(^|[^A-Za-z0-9_-])--?` + regexp.QuoteMeta(name) + `([^A-Za-z0-9_-]|$)`)
			if !named.MatchString(usage) && (args[0] != "tournament" || !named.MatchString(matchUsage)) {
				t.Errorf("gtp-referee %s accepts --%s, which its -h does not name", strings.Join(args, " "), name)
			}
		}
		if accepted == 0 {
			t.Errorf("gtp-referee %s: no flag accepted: the probe is broken", strings.Join(args, " "))
		}
	}
}

// flagLikeConstants returns the string constants of the package's non-test
// Go files that could be a flag's name (lower-case letters, digits and
// dashes, starting with a letter), "h" and "help" aside (the flag package's
// own), each once.
func flagLikeConstants(t *testing.T) []string {
	t.Helper()
	fset := token.NewFileSet()
	files, err := filepath.Glob("*.go")
	if err != nil {
		t.Fatal(err)
	}
	shape := regexp.MustCompile(`^[a-z][a-z0-9-]*$`)
	seen := map[string]bool{"h": true, "help": true}
	var names []string
	for _, f := range files {
		if strings.HasSuffix(f, "_test.go") {
			continue
		}
		file, err := parser.ParseFile(fset, f, nil, 0)
		if err != nil {
			t.Fatal(err)
		}
		ast.Inspect(file, func(n ast.Node) bool {
			lit, ok := n.(*ast.BasicLit)
			if !ok || lit.Kind != token.STRING {
				return true
			}
			s, err := strconv.Unquote(lit.Value)
			if err == nil && shape.MatchString(s) && !seen[s] {
				seen[s] = true
				names = append(names, s)
			}
			return true
		})
	}
	return names
}
