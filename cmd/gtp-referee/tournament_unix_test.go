//go:build unix

package main

import (
	"errors"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// gtpScript is a GTP engine in sh: its name is $1, and it answers every
// genmove with $2 (pass or resign).
const gtpScript = `#!/bin/sh
while read -r line; do
	set -- $line
	id=""
	case "$1" in [0-9]*) id=$1; shift;; esac
	case "$1" in
	protocol_version) printf '=%s 2\n\n' "$id";;
	name) printf '=%s %s\n\n' "$id" "$NAME";;
	version) printf '=%s 1\n\n' "$id";;
	list_commands) printf '=%s protocol_version\nname\nversion\nlist_commands\nboardsize\nclear_board\nkomi\nplay\ngenmove\nfinal_status_list\nquit\n\n' "$id";;
	genmove) printf '=%s %s\n\n' "$id" "$MOVE";;
	boardsize|clear_board|komi|play|final_status_list) printf '=%s\n\n' "$id";;
	quit) printf '=%s\n\n' "$id"; exit 0;;
	*) printf '?%s unknown command\n\n' "$id";;
	esac
done
`

// TestTournament: three engines written as sh scripts, R (resigns at every
// genmove), P and S (pass at every genmove), 2 games a pairing on 9x9,
// colours alternating. By hand: R loses every game (it resigns at its
// first move, and P or S wins whether it moved first or not); P and S
// pass twice on the empty board, which an area count gives White by komi
// (RULES.md: no stones, no points, komi to White), so each wins its game
// as White: 1-1. Round robin (RULES.md section 7): P 2+2+2+0 = 6,
// S 6, R 0; tie-break (a): P beat R twice (0+0) and S once (6) = 6, S
// the same: P and S share 1st place, reported tied. Gauntlet (winner stays
// on): R against P, P stays; P against S 1-1, the holder P stays: P 6
// points, (a) 0+0+2 = 2 (S ends with 2); S 2, (a) 6; R 0.
// A double round robin plays every pairing twice, colours exchanged.
func TestTournament(t *testing.T) {
	root := t.TempDir()
	script := filepath.Join(root, "engine")
	if err := os.WriteFile(script, []byte(gtpScript), 0o755); err != nil {
		t.Fatal(err)
	}
	engine := func(name, move string) string {
		return "env NAME=" + name + " MOVE=" + move + " " + script
	}
	args := []string{"tournament", "--engine", engine("R", "resign"), "--engine", engine("P", "pass"), "--engine", engine("S", "pass"),
		"--games", "2", "--alternate", "--size=9", "--quiet"}
	out, errOut, code := runMain(t, append(args, "--out", filepath.Join(root, "rr"))...)
	if code != 0 {
		t.Fatalf("round robin: exit %d, %q\n%s", code, errOut, out)
	}
	checkLines(t, out, []string{
		"1= P 1 4 3-1-0 6 6 0",
		"1= S 1 4 3-1-0 6 6 0",
		"3 R 1 4 0-4-0 0 0 0",
		"tied (=): ",
	})
	for _, d := range []string{"1-2", "2-3", "3-1"} {
		if _, err := os.Stat(filepath.Join(root, "rr", d, "results.jsonl")); err != nil {
			t.Errorf("pairing %s: %v", d, err)
		}
	}
	// Without --alternate the colours alternate all the same (a pairing
	// whose engine A had Black in every game would favour A): the same
	// table. Before, P had Black in both games against S and lost both.
	noAlt := slices.DeleteFunc(slices.Clone(args), func(a string) bool { return a == "--alternate" })
	out, errOut, code = runMain(t, append(noAlt, "--out", filepath.Join(root, "rr-default"))...)
	if code != 0 {
		t.Fatalf("round robin without --alternate: exit %d, %q\n%s", code, errOut, out)
	}
	checkLines(t, out, []string{
		"1= P 1 4 3-1-0 6 6 0",
		"1= S 1 4 3-1-0 6 6 0",
	})
	// Resumed: every game is recorded, none is played again.
	out, _, code = runMain(t, append(args, "--out", filepath.Join(root, "rr"))...)
	if code != 0 || strings.Contains(out, "this run:") {
		t.Errorf("resumed: exit %d\n%s", code, out)
	}
	checkLines(t, out, []string{"1= P 1 4 3-1-0 6 6 0"})
	out, errOut, code = runMain(t, append(args, "--format", "gauntlet", "--out", filepath.Join(root, "g"))...)
	if code != 0 {
		t.Fatalf("gauntlet: exit %d, %q\n%s", code, errOut, out)
	}
	checkLines(t, out, []string{
		"gauntlet: engine 2 (" + engine("P", "pass") + ") stays on",
		"1 P 1 4 3-1-0 6 2 0",
		"2 S 1 2 1-1-0 2 6 0",
		"3 R 1 2 0-2-0 0 0 0",
	})
	// Double round robin: each pairing twice, colours exchanged (1-2 and
	// 2-1): every figure of the round robin doubled, (a) too (P beat S
	// twice, 12 points each time).
	out, errOut, code = runMain(t, append(args, "--format", "double-round-robin", "--out", filepath.Join(root, "drr"))...)
	if code != 0 {
		t.Fatalf("double round robin: exit %d, %q\n%s", code, errOut, out)
	}
	checkLines(t, out, []string{
		"1= P 1 8 6-2-0 12 24 0",
		"1= S 1 8 6-2-0 12 24 0",
		"3 R 1 8 0-8-0 0 0 0",
	})
	for _, d := range []string{"1-2", "2-1", "2-3", "3-2", "3-1", "1-3"} {
		if _, err := os.Stat(filepath.Join(root, "drr", d, "results.jsonl")); err != nil {
			t.Errorf("pairing %s: %v", d, err)
		}
	}
	// The same --out with the engines in another order, or another
	// format, is another tournament: refused (exit 2) before any match,
	// as each of its pairings' directories holds other engines' games.
	// It ran every match, each refused by match, and printed the
	// earlier tournament's standings with exit status 1.
	reordered := []string{"tournament", "--engine", engine("P", "pass"), "--engine", engine("R", "resign"), "--engine", engine("S", "pass"),
		"--games", "2", "--alternate", "--size=9", "--quiet", "--out", filepath.Join(root, "rr")}
	for _, a := range [][]string{reordered, append(args, "--format", "gauntlet", "--out", filepath.Join(root, "rr"))} {
		if out, errOut, code := runMain(t, a...); code != 2 || out != "" || !strings.Contains(errOut, "holds another tournament") {
			t.Errorf("%v: exit %d, %q\n%s; want 2", a, code, errOut, out)
		}
	}
	for _, bad := range [][]string{
		{"tournament", "--engine", "a"},
		{"tournament", "--engine", "a", "--engine", "a"},
		{"tournament", "--engine", "a", "--engine", "b", "--white", "c"},
		{"tournament", "--engine", "a", "--engine", "b", "--format", "swiss"},
	} {
		if _, _, code := runMain(t, bad...); code != 2 {
			t.Errorf("%v: exit %d, want 2", bad, code)
		}
	}
}

// TestTournamentResumeOtherFlags: a tournament resumed with other match
// flags (--komi 6.5 where it was played at 7.5) is a usage error, as one
// resumed with other engines is (README's Tournaments paragraph: "a run
// with others ... is refused, exit status 2"), and match refuses each
// pairing's directory ("holds a different match"). Before, the tournament
// went on to every other pairing, each refused the same way, printed the
// earlier run's standings and exited with status 1. A first pairing
// refused as a usage error (an engine that cannot be run) wrote
// tournament.json all the same, so that the corrected command was refused
// as another tournament (exit 2); it now plays: P and S, which pass at
// every genmove, each win their game as White by komi on the empty board
// (RULES.md: no stones, no points, komi to White), 1-1, 2 points each,
// tie-break (a) 2 each (the other's final score), tied.
func TestTournamentResumeOtherFlags(t *testing.T) {
	root := t.TempDir()
	script := filepath.Join(root, "engine")
	if err := os.WriteFile(script, []byte(gtpScript), 0o755); err != nil {
		t.Fatal(err)
	}
	engine := func(name, move string) string {
		return "env NAME=" + name + " MOVE=" + move + " " + script
	}
	args := []string{"tournament", "--engine", engine("R", "resign"), "--engine", engine("P", "pass"), "--engine", engine("S", "pass"),
		"--games", "2", "--size=9", "--quiet", "--out", filepath.Join(root, "rr")}
	if out, errOut, code := runMain(t, append(args, "--komi", "7.5")...); code != 0 {
		t.Fatalf("first run: exit %d, %q\n%s", code, errOut, out)
	}
	out, errOut, code := runMain(t, append(args, "--komi", "6.5")...)
	if code != 2 || strings.Contains(out, "standings") || strings.Count(out, "== ") != 1 || !strings.Contains(errOut, "holds a different match") {
		t.Errorf("resumed with --komi 6.5: exit %d, %q\n%s; want 2 after the first pairing, no standings", code, errOut, out)
	}
	// Without its tournament.json, the same --out run with the engines
	// in another order: the first pairing, 2-3, holds P against S, not
	// R against S; refused, and no tournament.json naming the refused
	// order is written (it was, so the first order was then refused).
	state := filepath.Join(root, "rr", "tournament.json")
	if err := os.Remove(state); err != nil {
		t.Fatal(err)
	}
	reordered := slices.Clone(args)
	reordered[2], reordered[4] = reordered[4], reordered[2]
	if out, errOut, code := runMain(t, append(reordered, "--komi", "7.5")...); code != 2 || !strings.Contains(errOut, "holds a different match") {
		t.Errorf("reordered without tournament.json: exit %d, %q\n%s; want 2", code, errOut, out)
	}
	if _, err := os.Stat(state); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("tournament.json written by a refused run: %v", err)
	}

	fixed := []string{"tournament", "--engine", engine("P", "pass"), "--engine", engine("S", "pass"),
		"--games", "2", "--size=9", "--quiet", "--out", filepath.Join(root, "typo")}
	typo := slices.Clone(fixed)
	typo[4] = filepath.Join(root, "no-such-engine")
	if out, errOut, code := runMain(t, typo...); code != 2 {
		t.Fatalf("an engine that cannot be run: exit %d, %q\n%s; want 2", code, errOut, out)
	}
	out, errOut, code = runMain(t, fixed...)
	if code != 0 {
		t.Fatalf("corrected: exit %d, %q\n%s", code, errOut, out)
	}
	checkLines(t, out, []string{"1= P 1 2 1-1-0 2 2 0", "1= S 1 2 1-1-0 2 2 0"})
}

// TestStatsOfTournamentOut: stats reads a tournament's --out, given as the
// directory or as its entries (stats tournament-out/*, tournament.json
// among them), as the tournament's pairings, and prints the tournament's
// table. R resigns at every genmove, P and S pass (counted by hand in
// TestTournament's comment): P and S 6 points, (a) 6, tied; R 0. Before,
// the directory was refused (exit 2: "no results.jsonl: not a match
// output directory") and tournament.json read as a results.jsonl (exit 1:
// "unexpected end of JSON input").
func TestStatsOfTournamentOut(t *testing.T) {
	root := t.TempDir()
	script := filepath.Join(root, "engine")
	if err := os.WriteFile(script, []byte(gtpScript), 0o755); err != nil {
		t.Fatal(err)
	}
	engine := func(name, move string) string {
		return "env NAME=" + name + " MOVE=" + move + " " + script
	}
	dir := filepath.Join(root, "rr")
	if out, errOut, code := runMain(t, "tournament", "--engine", engine("R", "resign"), "--engine", engine("P", "pass"), "--engine", engine("S", "pass"),
		"--games", "2", "--size=9", "--quiet", "--out", dir); code != 0 {
		t.Fatalf("tournament: exit %d, %q\n%s", code, errOut, out)
	}
	entries, err := filepath.Glob(filepath.Join(dir, "*"))
	if err != nil || !slices.Contains(entries, filepath.Join(dir, "tournament.json")) {
		t.Fatalf("%s: %v, %v", dir, entries, err)
	}
	for _, args := range [][]string{{"stats", dir}, append([]string{"stats"}, entries...)} {
		out, errOut, code := runMain(t, args...)
		if code != 0 {
			t.Errorf("%v: exit %d, %q", args, code, errOut)
			continue
		}
		checkLines(t, out, []string{
			"1= P 1 4 3-1-0 6 6 0",
			"1= S 1 4 3-1-0 6 6 0",
			"3 R 1 4 0-4-0 0 0 0",
		})
	}
}

// TestTournamentTieOrder: P (engine 1) and S (engine 2) pass at every
// genmove, R (engine 3) resigns: P and S 6 points, (a) 6, no warning
// (TestTournament's hand count), tied. Players equal on everything are
// listed in their order among the players (standings.RoundRobin), here
// the --engine order: P, then S. The round robin plays 2-3 first, and
// the table listed S first, where stats, reading the directories 1-2,
// 2-3, 3-1, lists P first: stats on the tournament's directories now
// prints the tournament's table, line for line.
func TestTournamentTieOrder(t *testing.T) {
	root := t.TempDir()
	script := filepath.Join(root, "engine")
	if err := os.WriteFile(script, []byte(gtpScript), 0o755); err != nil {
		t.Fatal(err)
	}
	engine := func(name, move string) string {
		return "env NAME=" + name + " MOVE=" + move + " " + script
	}
	dir := filepath.Join(root, "rr")
	out, errOut, code := runMain(t, "tournament", "--engine", engine("P", "pass"), "--engine", engine("S", "pass"), "--engine", engine("R", "resign"),
		"--games", "2", "--size=9", "--quiet", "--out", dir)
	if code != 0 {
		t.Fatalf("tournament: exit %d, %q\n%s", code, errOut, out)
	}
	table := out[strings.Index(out, "crosstable"):]
	p, s := strings.Index(table, "1=    P 1"), strings.Index(table, "1=    S 1")
	if p < 0 || s < 0 || p > s || !strings.Contains(table, "tied (=): P 1, S 1:") {
		t.Errorf("tied players not in --engine order (P, then S):\n%s", table)
	}
	stats, errOut, code := runMain(t, "stats", filepath.Join(dir, "1-2"), filepath.Join(dir, "2-3"), filepath.Join(dir, "3-1"))
	if code != 0 {
		t.Fatalf("stats: exit %d, %q", code, errOut)
	}
	if got := stats[strings.Index(stats, "crosstable"):]; got != table {
		t.Errorf("stats on the pairings:\n%s\ntournament:\n%s", got, table)
	}
}

// TestTournamentFlagNames: a flag that neither tournament nor match knows
// is refused by its name (exit 2, as the flag package refuses one: "flag
// provided but not defined"); it was taken for a flag with a value, which
// swallowed the next --engine: "unexpected argument" named the engine's
// command instead. Tournament's lists of match's flags are match's own:
// each flag of match -h is in them, a bool one (printed without a type)
// among the bool ones, and no other.
func TestTournamentFlagNames(t *testing.T) {
	out, errOut, code := runMain(t, "tournament", "--bogus", "--engine", "a", "--engine", "b", "--out", filepath.Join(t.TempDir(), "t"))
	if code != 2 || !strings.Contains(errOut, "flag provided but not defined: --bogus") {
		t.Errorf("--bogus: exit %d, %q\n%s; want 2", code, errOut, out)
	}
	_, usage, _ := runMain(t, "match", "-h")
	seen := map[string]bool{}
	for _, l := range strings.Split(usage, "\n") {
		f := strings.Fields(l)
		if !strings.HasPrefix(l, "  -") || len(f) == 0 {
			continue
		}
		name := strings.TrimPrefix(f[0], "-")
		seen[name] = true
		switch {
		case slices.Contains(tournamentOwn, name):
		case len(f) == 1 && !matchBoolFlags[name]:
			t.Errorf("match's bool flag -%s is not in matchBoolFlags", name)
		case len(f) == 2 && !matchValueFlags[name]:
			t.Errorf("match's flag -%s %s is not in matchValueFlags", name, f[1])
		}
	}
	for _, list := range []map[string]bool{matchBoolFlags, matchValueFlags} {
		for name := range list {
			if !seen[name] {
				t.Errorf("-%s is no flag of match", name)
			}
		}
	}
	if len(seen) < 30 {
		t.Errorf("match -h lists %d flags:\n%s", len(seen), usage)
	}
}

// TestTournamentUsageRefusedFlags: tournament -h names the match flags it
// refuses (tournamentOwn, which each pairing's match is given by the
// tournament), --out aside, which is the tournament's own. It named --out
// among the refused and left --sgffile out (README: "--black, --white,
// --shard and --sgffile are refused").
func TestTournamentUsageRefusedFlags(t *testing.T) {
	_, usage, code := runMain(t, "tournament", "-h")
	if code != 0 {
		t.Fatalf("exit %d", code)
	}
	i := strings.Index(usage, "not --")
	if i < 0 {
		t.Fatalf("usage names no refused flag:\n%s", usage)
	}
	refused := usage[i:]
	for _, f := range tournamentOwn {
		if named := strings.Contains(refused, "--"+f); named != (f != "out") {
			t.Errorf("--%s named among the refused flags: %t\n%s", f, named, refused)
		}
	}
}
