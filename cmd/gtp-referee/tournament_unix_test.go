//go:build unix

package main

import (
	"encoding/json"
	"errors"
	"fmt"
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

// scriptEngine writes gtpScript into dir and returns the command line of
// an engine it runs: named name, answering every genmove with move.
func scriptEngine(t *testing.T, dir string) func(name, move string) string {
	t.Helper()
	script := filepath.Join(dir, "engine")
	if err := os.WriteFile(script, []byte(gtpScript), 0o755); err != nil {
		t.Fatal(err)
	}
	return func(name, move string) string {
		return "env NAME=" + name + " MOVE=" + move + " " + script
	}
}

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
	engine := scriptEngine(t, root)
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
		// The gauntlet's own table after the round robin's: R
		// scores nothing against P (two wins, 4 points); P and S
		// 1-1, 2 points each, the holder stays.
		"match 1: 1-2: engine 1 (R 1) against engine 2 (P 1), 0-4 points: engine 2 (P 1) holds",
		"match 2: 2-3: engine 2 (P 1) against engine 3 (S 1), 2-2 points: engine 2 (P 1) holds",
		"stays on: engine 2 (P 1)",
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
	engine := scriptEngine(t, root)
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
	engine := scriptEngine(t, root)
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
	engine := scriptEngine(t, root)
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

// TestTournamentSwiss: a Swiss tournament of 3 rounds, 2 games a pairing
// on 9x9, colours alternating, between 1 R1 and 3 R2, which resign at
// every genmove, and 2 P and 4 S, which pass. By hand: a resigner loses
// every game to a passer; two passers, or two resigners, each win their
// game as White (the passers by komi on the empty board, RULES.md: no
// stones, no points, komi to White; a resigner as Black resigns first),
// 1-1. standings.Pair, engines seeded 1 to 4:
// round 1, all on 0 points: 1-2 (P 4, R1 0) and 3-4 (S 4, R2 0);
// round 2, order P S R1 R2 (4 4 0 0): 2-4 (1-1: P 6, S 6) and 1-3 (1-1:
// R1 2, R2 2), the higher placed with Black, both having had Black as
// often as White;
// round 3, order P S R1 R2 (6 6 2 2): P has met R1 and S, so 2-3 (P 10,
// R2 2), and S has met R2 and P, so 4-1 (S 10, R1 2).
// The Swiss total (RULES.md section 7), each game a round: 6 rounds,
// maximum 12, half 6. P: 5-1-0, 10 points, opponents R1, S and R2 twice
// each: 2*2+2*10+2*2 = 28, total 10 + 28/6 - 6 = 8.67; S the same; R1:
// 1-5-0, 2 points, opponents P, R2, S: 2*10+2*2+2*10 = 44, total
// 2 + 44/6 - 6 = 3.33; R2 the same. P and S tied first, R1 and R2 third,
// each pair in --engine order.
func TestTournamentSwiss(t *testing.T) {
	root := t.TempDir()
	engine := scriptEngine(t, root)
	dir := filepath.Join(root, "swiss")
	args := []string{"tournament", "--engine", engine("R1", "resign"), "--engine", engine("P", "pass"), "--engine", engine("R2", "resign"), "--engine", engine("S", "pass"),
		"--format", "swiss", "--rounds", "3", "--games", "2", "--size=9", "--quiet", "--out", dir}
	out, errOut, code := runMain(t, args...)
	if code != 0 {
		t.Fatalf("swiss: exit %d, %q\n%s", code, errOut, out)
	}
	want := []string{
		"1= P 1 6 5-1-0 10 28 8.67 0",
		"1= S 1 6 5-1-0 10 28 8.67 0",
		"3= R1 1 6 1-5-0 2 44 3.33 0",
		"3= R2 1 6 1-5-0 2 44 3.33 0",
	}
	checkLines(t, out, append([]string{"round 1 of 3: 1-2, 3-4", "round 2 of 3: 2-4, 1-3", "round 3 of 3: 2-3, 4-1"}, want...))
	var played []string
	for _, l := range strings.Split(out, "\n") {
		if d, ok := strings.CutPrefix(l, "== "+dir+string(filepath.Separator)); ok {
			played = append(played, strings.Fields(d)[0])
		}
	}
	if wantPlayed := []string{"1-2:", "3-4:", "2-4:", "1-3:", "2-3:", "4-1:"}; !slices.Equal(played, wantPlayed) {
		t.Errorf("pairings played %v, want %v", played, wantPlayed)
	}
	table := out[strings.Index(out, "crosstable"):]
	// stats on the --out, or on its entries, prints the same table.
	entries, err := filepath.Glob(filepath.Join(dir, "*"))
	if err != nil {
		t.Fatal(err)
	}
	for _, a := range [][]string{{"stats", dir}, append([]string{"stats"}, entries...)} {
		got, errOut, code := runMain(t, a...)
		if code != 0 {
			t.Fatalf("%v: exit %d, %q", a, code, errOut)
		}
		if i := strings.Index(got, "crosstable"); i < 0 || got[i:] != table {
			t.Errorf("%v:\n%s\ntournament:\n%s", a, got, table)
		}
	}
	// Resumed: the rounds are read from tournament.json, no game is
	// played again, the same table.
	out, errOut, code = runMain(t, args...)
	if code != 0 || strings.Contains(out, "this run:") || !strings.Contains(out, table) {
		t.Errorf("resumed: exit %d, %q\n%s", code, errOut, out)
	}
	// A round kept in tournament.json is played as kept, not paired
	// again: round 1 written by hand as 1-4 and 2-3 (Pair makes 1-2 and
	// 3-4). By hand, as above: S and P win 2-0 (4 points each); round 2,
	// order P S R1 R2: 2-4 and 1-3; round 3: P has met R2 and S, so 2-1,
	// S has met R1 and P, so 4-3. The table is the same as above: each
	// engine met the same opponents with the same results.
	kept := filepath.Join(root, "kept")
	if err := os.MkdirAll(kept, 0o755); err != nil {
		t.Fatal(err)
	}
	engs, err := json.Marshal(slices.Collect(func(yield func(string) bool) {
		for i, a := range args {
			if a == "--engine" && !yield(args[i+1]) {
				return
			}
		}
	}))
	if err != nil {
		t.Fatal(err)
	}
	state := `{"Format": "swiss", "Engines": ` + string(engs) + `, "Rounds": 3, "Swiss": [{"Pairs": [["1", "4"], ["2", "3"]]}]}`
	if err := os.WriteFile(filepath.Join(kept, "tournament.json"), []byte(state), 0o644); err != nil {
		t.Fatal(err)
	}
	keptArgs := slices.Clone(args)
	keptArgs[len(keptArgs)-1] = kept
	out, errOut, code = runMain(t, keptArgs...)
	if code != 0 {
		t.Fatalf("kept round 1: exit %d, %q\n%s", code, errOut, out)
	}
	checkLines(t, out, want)
	played = nil
	for _, l := range strings.Split(out, "\n") {
		if d, ok := strings.CutPrefix(l, "== "+kept+string(filepath.Separator)); ok {
			played = append(played, strings.Fields(d)[0])
		}
	}
	if wantPlayed := []string{"1-4:", "2-3:", "2-4:", "1-3:", "2-1:", "4-3:"}; !slices.Equal(played, wantPlayed) {
		t.Errorf("pairings played after a kept round 1: %v, want %v", played, wantPlayed)
	}
	// Six engines, five rounds, one game a pairing: a round robin, each
	// of the 15 pairs once (TestPairAhead: one round at a time, the
	// third round left no fourth, and the tournament stopped there,
	// exit 1).
	six := []string{"tournament", "--format", "swiss", "--rounds", "5", "--games", "1", "--size=9", "--quiet", "--out", filepath.Join(root, "six")}
	for i := 1; i <= 6; i++ {
		move := "pass"
		if i%2 == 1 {
			move = "resign"
		}
		six = append(six, "--engine", engine(fmt.Sprint("X", i), move))
	}
	out, errOut, code = runMain(t, six...)
	pairs := map[string]bool{}
	for _, l := range strings.Split(out, "\n") {
		if d, ok := strings.CutPrefix(l, "== "+filepath.Join(root, "six")+string(filepath.Separator)); ok {
			a, b, _ := strings.Cut(strings.TrimSuffix(strings.Fields(d)[0], ":"), "-")
			pairs[min(a, b)+"-"+max(a, b)] = true
		}
	}
	if code != 0 || len(pairs) != 15 {
		t.Errorf("six engines, five rounds: exit %d, %q, %d pairs met, want 15\n%s", code, errOut, len(pairs), out)
	}
	// Another --rounds is another tournament; --rounds without swiss,
	// swiss without --rounds, and more rounds than 4 engines can play
	// without a repeat (3) are usage errors.
	other := slices.Clone(args)
	other[slices.Index(other, "--rounds")+1] = "2"
	if _, errOut, code := runMain(t, other...); code != 2 || !strings.Contains(errOut, "holds another tournament") {
		t.Errorf("--rounds 2 on a 3-round --out: exit %d, %q", code, errOut)
	}
	for _, bad := range [][]string{
		{"tournament", "--engine", "a", "--engine", "b", "--rounds", "1"},
		{"tournament", "--engine", "a", "--engine", "b", "--format", "swiss"},
		{"tournament", "--engine", "a", "--engine", "b", "--format", "swiss", "--rounds", "0"},
		{"tournament", "--engine", "a", "--engine", "b", "--engine", "c", "--engine", "d", "--format", "swiss", "--rounds", "4"},
	} {
		if _, _, code := runMain(t, append(bad, "--out", filepath.Join(root, "bad"))...); code != 2 {
			t.Errorf("%v: exit %d, want 2", bad, code)
		}
	}
}

// TestTournamentSwissBye: three engines, 3 Swiss rounds, 2 games a
// pairing: R resigns at every genmove, P and S pass (TestTournament's
// hand count: R loses every game, P and S split theirs 1-1). The bye,
// which scores nothing (README), goes to the lowest placed who has not had
// one (standings.Pair): round 1, all on 0: S (engine 3) has the bye, 1-2
// (P 4); round 2, order P R S (4 0 0): R has the bye, 2-3 (P 6, S 2);
// round 3, order P S R (6 2 0): P has the bye, 3-1 (S 6, R 0). Total,
// each game a round: 6 rounds, half the maximum 6. P: 3-1-0, 6 points,
// opponents R and S twice each, 0+0+6+6 = 12, total 6 + 12/6 - 6 = 2;
// S: 3-1-0, 6, opponents P and R, 12, total 2; R: 0-4-0, 0, opponents P
// and S, 24, total 0 + 24/6 - 6 = -2.
func TestTournamentSwissBye(t *testing.T) {
	root := t.TempDir()
	engine := scriptEngine(t, root)
	dir := filepath.Join(root, "swiss")
	out, errOut, code := runMain(t, "tournament", "--engine", engine("R", "resign"), "--engine", engine("P", "pass"), "--engine", engine("S", "pass"),
		"--format", "swiss", "--rounds", "3", "--games", "2", "--size=9", "--quiet", "--out", dir)
	if code != 0 {
		t.Fatalf("swiss: exit %d, %q\n%s", code, errOut, out)
	}
	checkLines(t, out, []string{
		"round 1: engine 3 (" + engine("S", "pass") + ") has the bye",
		"round 2: engine 1 (" + engine("R", "resign") + ") has the bye",
		"round 3: engine 2 (" + engine("P", "pass") + ") has the bye",
		"1= P 1 4 3-1-0 6 12 2.00 0",
		"1= S 1 4 3-1-0 6 12 2.00 0",
		"3 R 1 4 0-4-0 0 24 -2.00 0",
	})
	st, err := readTournament(filepath.Join(dir, "tournament.json"))
	if err != nil {
		t.Fatal(err)
	}
	want := []swissRound{{Pairs: [][2]string{{"1", "2"}}, Bye: "3"}, {Pairs: [][2]string{{"2", "3"}}, Bye: "1"}, {Pairs: [][2]string{{"3", "1"}}, Bye: "2"}}
	if !slices.EqualFunc(st.Swiss, want, func(x, y swissRound) bool { return x.Bye == y.Bye && slices.Equal(x.Pairs, y.Pairs) }) {
		t.Errorf("tournament.json's rounds %+v, want %+v", st.Swiss, want)
	}
}

// TestTournamentKnockout: single elimination, 2 games a pairing on 9x9,
// colours alternating; R1, R2 and R resign at every genmove, P and S
// pass (TestTournament's hand count: a resigner loses every game to a
// passer; two passers split their games 1-1, each winning as White by
// komi). The bracket of four seeds is 1-4 and 2-3, the winners meeting
// (the top two seeds only in the final), the higher seed with --black.
//
// Four engines R1 P R2 S: 1-4, S 2-0; 2-3, P 2-0; the final 2-4, 1-1,
// tied on points: a playoff game, game 3, P Black as in game 1, S wins
// as White: S 2-1, the winner. Round-robin table of the games played
// (RULES.md section 7): S 5 games 4-1-0, 8 points, (a) P's 6 twice = 12;
// P 5, 3-2-0, 6, (a) S's 8 once; R1 and R2 2, 0-2-0, 0, tied.
//
// Three engines R P S: engine 1 (R) has the bye (seed 4 absent); 2-3,
// P against S, 1-1 then S wins the playoff game, 2-1; the final 1-3, S
// 2-0. S 5 games 4-1-0, 8 points, (a) P's 2 twice + R's 0 twice = 4; P
// 3, 1-2-0, 2, (a) S's 8; R 2, 0-2-0, 0.
//
// Two engines P and S at komi 0: every game is drawn (no stones, no
// points, no komi: jigo), 2 games, then 2 playoff games (the most, as
// many as --games), all drawn: P, the higher seed, goes through; 4
// games 0-0-4 each, 4 points, (a) half the other's 4 points for each of
// the 4 draws, 8; tied. With one game a pairing (--games 1 after the
// loop's 2: the last flag counts), one draw, one playoff game, drawn:
// 2 games 0-0-2, 2 points, (a) half of 2 twice, 2; the lines say "1
// game" (they said "after 1 games").
func TestTournamentKnockout(t *testing.T) {
	root := t.TempDir()
	engine := scriptEngine(t, root)
	for _, c := range []struct {
		name    string
		engines []string
		extra   []string
		dirs    []string
		want    []string
	}{
		{"four", []string{engine("R1", "resign"), engine("P", "pass"), engine("R2", "resign"), engine("S", "pass")}, nil,
			[]string{"1-4", "2-3", "2-4"},
			[]string{
				"round 1: engine 4 (" + engine("S", "pass") + ") goes through",
				"round 1: engine 2 (" + engine("P", "pass") + ") goes through",
				"2-4: 2-2 points after 2 games: a playoff game",
				"round 2: engine 4 (" + engine("S", "pass") + ") goes through",
				"knockout: engine 4 (" + engine("S", "pass") + ") wins",
				"1 S 1 5 4-1-0 8 12 0",
				"2 P 1 5 3-2-0 6 8 0",
				"3= R1 1 2 0-2-0 0 0 0",
				"3= R2 1 2 0-2-0 0 0 0",
				// The bracket: S and P win their first
				// pairings 2-0 (4-0 points), S the final
				// 1-1 then game 3 (4-2); places 1 S, 2 P,
				// the semi-finals' losers 3=.
				"round 1: 1-4: engine 4 (S 1) goes through against engine 1 (R1 1), 4-0 points",
				"round 1: 2-3: engine 2 (P 1) goes through against engine 3 (R2 1), 4-0 points",
				"round 2: 2-4: engine 4 (S 1) goes through against engine 2 (P 1), 4-2 points",
				"place 1: engine 4 (S 1)",
				"place 2: engine 2 (P 1)",
				"place 3=: engine 1 (R1 1)",
				"place 3=: engine 3 (R2 1)",
			}},
		{"three", []string{engine("R", "resign"), engine("P", "pass"), engine("S", "pass")}, nil,
			[]string{"2-3", "1-3"},
			[]string{
				"round 1: engine 1 (" + engine("R", "resign") + ") has a bye",
				"2-3: 2-2 points after 2 games: a playoff game",
				"round 1: engine 3 (" + engine("S", "pass") + ") goes through",
				"knockout: engine 3 (" + engine("S", "pass") + ") wins",
				"1 S 1 5 4-1-0 8 4 0",
				"2 P 1 3 1-2-0 2 8 0",
				"3 R 1 2 0-2-0 0 0 0",
				// The bracket ranks otherwise than the
				// round robin's count: R lost the final
				// (place 2), P the first round (place 3,
				// after the two engines still in).
				"round 1: engine 1 (R 1) has a bye",
				"round 1: 2-3: engine 3 (S 1) goes through against engine 2 (P 1), 4-2 points",
				"round 2: 1-3: engine 3 (S 1) goes through against engine 1 (R 1), 4-0 points",
				"place 1: engine 3 (S 1)",
				"place 2: engine 1 (R 1)",
				"place 3: engine 2 (P 1)",
			}},
		{"draws", []string{engine("P", "pass"), engine("S", "pass")}, []string{"--komi", "0"},
			[]string{"1-2"},
			[]string{
				"knockout: engine 1 (" + engine("P", "pass") + ") wins",
				"1-2: 4-4 points after 4 games, the playoff's 2 games done: engine 1, the higher seed, goes through",
				"1= P 1 4 0-0-4 4 8 0",
				"1= S 1 4 0-0-4 4 8 0",
			}},
		{"one draw", []string{engine("P", "pass"), engine("S", "pass")}, []string{"--komi", "0", "--games", "1"},
			[]string{"1-2"},
			[]string{
				"1-2: 1-1 points after 1 game: a playoff game",
				"1-2: 2-2 points after 2 games, the playoff's 1 game done: engine 1, the higher seed, goes through",
				"knockout: engine 1 (" + engine("P", "pass") + ") wins",
				"1= P 1 2 0-0-2 2 2 0",
				"1= S 1 2 0-0-2 2 2 0",
			}},
	} {
		dir := filepath.Join(root, c.name)
		args := []string{"tournament", "--format", "knockout", "--games", "2", "--size=9", "--quiet", "--out", dir}
		for _, e := range c.engines {
			args = append(args, "--engine", e)
		}
		args = append(args, c.extra...)
		out, errOut, code := runMain(t, args...)
		if code != 0 {
			t.Fatalf("%s: exit %d, %q\n%s", c.name, code, errOut, out)
		}
		checkLines(t, out, c.want)
		var played []string
		for _, l := range strings.Split(out, "\n") {
			if d, ok := strings.CutPrefix(l, "== "+dir+string(filepath.Separator)); ok {
				if p := strings.TrimSuffix(strings.Fields(d)[0], ":"); !slices.Contains(played, p) {
					played = append(played, p)
				}
			}
		}
		if !slices.Equal(played, c.dirs) {
			t.Errorf("%s: pairings played %v, want %v", c.name, played, c.dirs)
		}
		table := out[strings.Index(out, "crosstable"):]
		got, errOut, code := runMain(t, "stats", dir)
		if code != 0 {
			t.Fatalf("%s: stats: exit %d, %q", c.name, code, errOut)
		}
		if i := strings.Index(got, "crosstable"); i < 0 || got[i:] != table {
			t.Errorf("%s: stats:\n%s\ntournament:\n%s", c.name, got, table)
		}
		// Resumed: nothing is played again, the same winner (the
		// playoff starts from the games recorded: no playoff line).
		again, errOut, code := runMain(t, args...)
		if code != 0 || strings.Contains(again, "this run:") {
			t.Errorf("%s: resumed: exit %d, %q\n%s", c.name, code, errOut, again)
		}
		checkLines(t, again, slices.DeleteFunc(slices.Clone(c.want), func(l string) bool { return strings.Contains(l, "playoff game") }))
	}
}

// TestKnockoutSlots: a seeded bracket meets the two conditions of
// seeding: in the first round the seeds of each pairing add up to the
// bracket's size plus one (1 against the last, 2 against the one before,
// ...), and for each power of two k up to the size the top k seeds lie in
// different blocks of size/k places, so that they can meet only once the
// field is down to k. For eight: 1-8, 4-5, 2-7, 3-6.
func TestKnockoutSlots(t *testing.T) {
	if got := knockoutSlots(8); !slices.Equal(got, []int{1, 8, 4, 5, 2, 7, 3, 6}) {
		t.Errorf("knockoutSlots(8) = %v, want 1 8 4 5 2 7 3 6", got)
	}
	for size := 1; size <= 64; size *= 2 {
		slots := knockoutSlots(size)
		sorted := slices.Sorted(slices.Values(slots))
		for i, s := range sorted {
			if s != i+1 {
				t.Fatalf("size %d: %v is not the seeds 1 to %d", size, slots, size)
			}
		}
		for i := 0; i+1 < size; i += 2 {
			if slots[i]+slots[i+1] != size+1 {
				t.Errorf("size %d: first-round pairing %d-%d", size, slots[i], slots[i+1])
			}
		}
		for k := 2; k <= size; k *= 2 {
			block := map[int]bool{}
			for i, s := range slots {
				if s <= k {
					if block[i/(size/k)] {
						t.Errorf("size %d: two of the top %d seeds in block %d: %v", size, k, i/(size/k), slots)
					}
					block[i/(size/k)] = true
				}
			}
		}
	}
}

// TestTournamentBestOf: --best-of 3 makes each pairing of a knockout or
// a gauntlet a best-of-3 match (RULES.md section 7: best-of-N matches),
// which stops once one engine leads by more points (win 2, draw 1) than
// the games left can make up: 2-0 in games is 4-0 in points, with one
// game (2 points) left. R1, R2 and R resign at every genmove, P and S
// pass: a resigner loses every game to a passer; two passers each win as
// White by komi on the empty board (RULES.md: no stones, no points, komi
// to White), colours alternating, the higher seed (or the holder)
// Black in game 1.
//
// Knockout R1 P R2 S: 1-4, S 2-0 after 2 games, the third not played;
// 2-3, P 2-0, the same; the final 2-4: S (game 1, White), P (game 2),
// 2-2 with one game left, S (game 3, White): S 4-2, the winner after 3
// games. Table: S 5 games 4-1-0, 8 points, (a) P's 6 twice = 12; P 5,
// 3-2-0, 6, (a) S's 8; R1 and R2 2 games each (not 3), 0-2-0.
//
// Gauntlet R P S: R-P (1-2), P 2-0 after 2; P-S (2-3): S, P, S, 4-2:
// S stays on. P 5 games 3-2-0, 6 points, (a) R's 0 twice + S's 4 = 4;
// S 3 games 2-1-0, 4, (a) P's 6 twice = 12; R 2 games 0-2-0.
func TestTournamentBestOf(t *testing.T) {
	root := t.TempDir()
	engine := scriptEngine(t, root)
	for _, c := range []struct {
		format  string
		engines []string
		games   map[string]int // games played per pairing
		want    []string
	}{
		{"knockout", []string{engine("R1", "resign"), engine("P", "pass"), engine("R2", "resign"), engine("S", "pass")},
			map[string]int{"1-4": 2, "2-3": 2, "2-4": 3},
			[]string{
				"stopped early: best of 3: decided after 2 games, 4-0 points; 1 of 3 games not played",
				"knockout: engine 4 (" + engine("S", "pass") + ") wins",
				"1 S 1 5 4-1-0 8 12 0",
				"2 P 1 5 3-2-0 6 8 0",
				"3= R1 1 2 0-2-0 0 0 0",
				"3= R2 1 2 0-2-0 0 0 0",
				// The bracket: S and P win their first
				// pairings 2-0 (4-0 points), S the final
				// 1-1 then game 3 (4-2); places 1 S, 2 P,
				// the semi-finals' losers 3=.
				"round 1: 1-4: engine 4 (S 1) goes through against engine 1 (R1 1), 4-0 points",
				"round 1: 2-3: engine 2 (P 1) goes through against engine 3 (R2 1), 4-0 points",
				"round 2: 2-4: engine 4 (S 1) goes through against engine 2 (P 1), 4-2 points",
				"place 1: engine 4 (S 1)",
				"place 2: engine 2 (P 1)",
				"place 3=: engine 1 (R1 1)",
				"place 3=: engine 3 (R2 1)",
			}},
		{"gauntlet", []string{engine("R", "resign"), engine("P", "pass"), engine("S", "pass")},
			map[string]int{"1-2": 2, "2-3": 3},
			[]string{
				"gauntlet: engine 3 (" + engine("S", "pass") + ") stays on",
				"1 P 1 5 3-2-0 6 4 0",
				"2 S 1 3 2-1-0 4 12 0",
				"3 R 1 2 0-2-0 0 0 0",
			}},
	} {
		dir := filepath.Join(root, c.format)
		args := []string{"tournament", "--format", c.format, "--best-of", "3", "--size=9", "--quiet", "--out", dir}
		for _, e := range c.engines {
			args = append(args, "--engine", e)
		}
		out, errOut, code := runMain(t, args...)
		if code != 0 {
			t.Fatalf("%s: exit %d, %q\n%s", c.format, code, errOut, out)
		}
		checkLines(t, out, c.want)
		for p, n := range c.games {
			if got, err := recordedGames(filepath.Join(dir, p), nil); err != nil || got != n {
				t.Errorf("%s: pairing %s: %d games (%v), want %d", c.format, p, got, err, n)
			}
		}
		// Resumed: nothing played again, the same table.
		again, errOut, code := runMain(t, args...)
		if code != 0 || strings.Contains(again, "this run:") {
			t.Errorf("%s: resumed: exit %d, %q\n%s", c.format, code, errOut, again)
		}
		checkLines(t, again, c.want[1:])
		// Another --best-of is another tournament.
		other := slices.Clone(args)
		other[slices.Index(other, "--best-of")+1] = "5"
		if _, errOut, code := runMain(t, other...); code != 2 || !strings.Contains(errOut, "holds another tournament") {
			t.Errorf("%s: --best-of 5 on a best-of-3 --out: exit %d, %q", c.format, code, errOut)
		}
	}
	for _, bad := range [][]string{
		{"--format", "round-robin", "--best-of", "3"},
		{"--format", "swiss", "--rounds", "1", "--best-of", "3"},
		{"--format", "knockout", "--best-of", "3", "--games", "3"},
		{"--format", "knockout", "--best-of", "0"},
	} {
		a := append([]string{"tournament", "--engine", engine("P", "pass"), "--engine", engine("S", "pass"), "--out", filepath.Join(root, "bad")}, bad...)
		if _, errOut, code := runMain(t, a...); code != 2 {
			t.Errorf("%v: exit %d, %q; want 2", bad, code, errOut)
		}
	}
	if _, errOut, code := runMain(t, "match", "--best-of", "3", "--games", "5", "--out", filepath.Join(root, "m")); code != 2 || !strings.Contains(errOut, "--best-of 3") {
		t.Errorf("match --best-of 3 --games 5: exit %d, %q; want 2", code, errOut)
	}
	// A shard sees only its own games, and the SPRT would stop the
	// match by another rule: both refused with --best-of, nothing
	// written.
	for _, f := range [][]string{{"--shard", "0/2"}, {"--sprt", "0,10"}} {
		m := filepath.Join(root, "m"+f[0])
		a := append([]string{"match", "--best-of", "3", "--black", engine("P", "pass"), "--white", engine("S", "pass"), "--out", m}, f...)
		_, errOut, code := runMain(t, a...)
		if _, err := os.Stat(m); code != 2 || !strings.Contains(errOut, "--best-of cannot be combined with "+f[0]) || err == nil {
			t.Errorf("match --best-of 3 %s: exit %d, %q, %s written: %v; want 2, nothing written", f[0], code, errOut, m, err)
		}
	}
}

// TestTournamentWithdraw: withdrawals in a round robin (RULES.md section
// 7: "before half the rounds are played, all results are void; after,
// remaining games are forfeits"). Four engines, 2 games a pairing, three
// rounds by the circle method (standings.Schedule): round 1 1-4, 2-3;
// round 2 3-1, 4-2; round 3 1-2, 3-4. P (1) and S (2) pass at every
// genmove, R1 (3) and R2 (4) resign: a passer wins both games against a
// resigner; two passers, or two resigners, split theirs 1-1 (each wins
// as White: by komi on the empty board, or by the Black resigner's
// resignation). Each case plays the whole tournament, removes the
// pairings of the rounds it then resumes (as a run interrupted there
// leaves them), and resumes.
//
// After half: rounds 1 and 2 kept, --withdraw with R1's command line
// (engine 3) on resume: R1 has
// played 2 of 3 rounds, 2*2 >= 3, so his round-3 games against R2 are
// forfeits, 2 won by R2, and are not played; 1-2 is played (1-1). P: R2
// 2-0, R1 2-0, S 1-1, 5-1-0, 10 points, (a) R2's 4 twice + R1's 0 twice +
// S's 10 = 18; S the same, tied with P; R2 2-4-0, 4, (a) R1's 0 twice;
// R1 0-6-0.
//
// Before half: round 1 kept, --withdraw 3: 1 of 3 rounds played, 2*1 <
// 3: R1's results are void (his 2-3 games against S) and he leaves the
// table; 3-1 and 3-4 are not played. P: R2 2-0, S 1-1, 3-1-0, 6 points,
// (a) 0+0+6 = 6; S the same; R2 0-4-0.
//
// An engine that fails to start: F (3) in R1's place exits at once once
// a marker file exists, created before the resume after round 1: it
// loses both games of round 2 (3-1, played) by that failure, so it
// withdraws after round 1, before half: the table of the case before.
// Before, its failed games were losses: F 0-6-0 in the table, R2 2-4-0.
func TestTournamentWithdraw(t *testing.T) {
	root := t.TempDir()
	engine := scriptEngine(t, root)
	failing := filepath.Join(root, "failing")
	if err := os.WriteFile(failing, []byte("#!/bin/sh\n[ -e \"$STOP\" ] && exit 1\nexec \"$(dirname \"$0\")/engine\"\n"), 0o755); err != nil {
		t.Fatal(err)
	}
	stop := filepath.Join(root, "stop")
	f := "env NAME=F MOVE=resign STOP=" + stop + " " + failing
	afterHalf := []string{
		"round 3: 3-4 not played: an engine withdrew",
		"1= P 1 6 5-1-0 10 18 0",
		"1= S 1 6 5-1-0 10 18 0",
		"3 R2 1 6 2-4-0 4 0 0",
		"4 R1 1 6 0-6-0 0 0 0",
		"withdrawn: engine 3 (R1 1) after 2 of 3 rounds (--withdraw): his remaining games are forfeits (RULES.md section 7)",
	}
	beforeHalf := []string{
		"round 2: 3-1 not played: an engine withdrew",
		"round 3: 3-4 not played: an engine withdrew",
		"1= P 1 4 3-1-0 6 6 0",
		"1= S 1 4 3-1-0 6 6 0",
		"3 R2 1 4 0-4-0 0 0 0",
	}
	for _, c := range []struct {
		name   string
		third  string
		remove []string
		extra  []string
		want   []string
		absent string // a player left out of the table
	}{
		{"after-half", engine("R1", "resign"), []string{"1-2", "3-4"}, []string{"--withdraw", engine("R1", "resign")}, afterHalf, ""},
		{"before-half", engine("R1", "resign"), []string{"3-1", "4-2", "1-2", "3-4"}, []string{"--withdraw", "3"},
			append(slices.Clone(beforeHalf), "withdrawn: engine 3 (R1 1) after 1 of 3 rounds (--withdraw): before half the rounds: all his results are void (RULES.md section 7)"), "R1 1"},
		{"fails-to-start", f, []string{"3-1", "4-2", "1-2", "3-4"}, nil,
			append(slices.Clone(beforeHalf[1:]), "round 2: engine 3 ("+f+") withdraws: it lost every game of the round by a failure of its engine",
				"withdrawn: engine 3 (F 1) after 1 of 3 rounds (lost every game of round 2 by a failure of his engine): before half the rounds: all his results are void (RULES.md section 7)"), "F 1"},
	} {
		dir := filepath.Join(root, c.name)
		args := []string{"tournament", "--engine", engine("P", "pass"), "--engine", engine("S", "pass"), "--engine", c.third, "--engine", engine("R2", "resign"),
			"--games", "2", "--size=9", "--quiet", "--out", dir}
		if out, errOut, code := runMain(t, args...); code != 0 {
			t.Fatalf("%s: first run: exit %d, %q\n%s", c.name, code, errOut, out)
		}
		for _, p := range c.remove {
			if err := os.RemoveAll(filepath.Join(dir, p)); err != nil {
				t.Fatal(err)
			}
		}
		if c.name == "fails-to-start" {
			if err := os.WriteFile(stop, nil, 0o644); err != nil {
				t.Fatal(err)
			}
		}
		out, errOut, code := runMain(t, append(args, c.extra...)...)
		if code != 0 {
			t.Fatalf("%s: resumed: exit %d, %q\n%s", c.name, code, errOut, out)
		}
		checkLines(t, out, c.want)
		table := out[strings.Index(out, "crosstable"):]
		if c.absent != "" && strings.Contains(table, c.absent+" ") {
			t.Errorf("%s: %s, whose results are void, is in the table:\n%s", c.name, c.absent, table)
		}
		// stats on the --out prints the same table; a resume without
		// --withdraw keeps the withdrawal and plays nothing.
		got, errOut, code := runMain(t, "stats", dir)
		if i := strings.Index(got, "crosstable"); code != 0 || i < 0 || got[i:] != table {
			t.Errorf("%s: stats: exit %d, %q\n%s\ntournament:\n%s", c.name, code, errOut, got, table)
		}
		again, errOut, code := runMain(t, args...)
		if code != 0 || strings.Contains(again, "this run:") || !strings.Contains(again, table) {
			t.Errorf("%s: resumed again: exit %d, %q\n%s", c.name, code, errOut, again)
		}
	}
	for _, bad := range [][]string{
		{"--withdraw", "5"},
		{"--withdraw", "x"},
	} {
		a := append([]string{"tournament", "--engine", engine("P", "pass"), "--engine", engine("S", "pass"), "--out", filepath.Join(root, "bad")}, bad...)
		if _, errOut, code := runMain(t, a...); code != 2 {
			t.Errorf("%v: exit %d, %q; want 2", bad, code, errOut)
		}
	}
}

// TestTournamentDoubleElimination: a double elimination (RULES.md section
// 7: knockout, double elimination), 2 games a pairing on 9x9, colours
// alternating, the higher seed Black in game 1: an engine is out at its
// second lost pairing. R1 (1) and R2 (3) resign at every genmove, P (2)
// and S (4) pass: a resigner loses both games to a passer; two passers,
// or two resigners, split their games 1-1 (each wins as White), and the
// playoff game 3, the higher seed Black again, goes to the lower seed.
// By hand, pairElimination's groups by losses:
// round 1, none lost: 1-4, S 2-0; 2-3, P 2-0;
// round 2, none lost {P, S}: 2-4, 1-1, S wins game 3 (P's first loss);
// one lost {R1, R2}: 1-3, R2 wins game 3: R1 eliminated;
// round 3, none lost {S}: a bye; one lost {P, R2}: 2-3 again (2-3-2),
// P 2-0: R2 eliminated;
// round 4: one engine in each group: the final, 2-4 again (2-4-2), S
// wins game 3: P eliminated, S wins with no loss (no final repeated).
// Table (round robin's of the games played): S 8 games 6-2-0, 12 points,
// (a) R1's 2 twice + P's 12 four times = 52; P 10, 6-4-0, 12, (a) R2's 4
// four times + S's 12 twice = 40; R2 7, 2-5-0, 4, (a) R1's 2 twice; R1
// 5, 1-4-0, 2, (a) R2's 4.
func TestTournamentDoubleElimination(t *testing.T) {
	root := t.TempDir()
	engine := scriptEngine(t, root)
	dir := filepath.Join(root, "de")
	args := []string{"tournament", "--format", "double-elimination", "--games", "2", "--size=9", "--quiet", "--out", dir,
		"--engine", engine("R1", "resign"), "--engine", engine("P", "pass"), "--engine", engine("R2", "resign"), "--engine", engine("S", "pass")}
	out, errOut, code := runMain(t, args...)
	if code != 0 {
		t.Fatalf("exit %d, %q\n%s", code, errOut, out)
	}
	want := []string{
		"round 1: 1-4, 2-3",
		"round 2: 2-4, 1-3",
		"round 3: 2-3",
		"round 3: engine 4 (" + engine("S", "pass") + ") has a bye",
		"round 4: 2-4",
		"round 4: engine 4 (" + engine("S", "pass") + ") beats engine 2 (" + engine("P", "pass") + "): eliminated",
		"double-elimination: engine 4 (" + engine("S", "pass") + ") wins",
		"1 S 1 8 6-2-0 12 52 0",
		"2 P 1 10 6-4-0 12 40 0",
		"3 R2 1 7 2-5-0 4 4 0",
		"4 R1 1 5 1-4-0 2 4 0",
		// The rounds and places (writeElimination), by hand: 1-4
		// S 4-0; 2-3 P 4-0; 2-4 2-2, S wins the playoff game as
		// White (P's loss 1); 1-3 2-2, R2 wins the playoff game as
		// White (R1's loss 2: out in round 2); 2-3-2 P 4-0 (R2 out
		// in round 3); the final 2-4-2 as 2-4 (P out in round 4).
		// Places by the round of going out, later first: S, P, R2, R1.
		"double-elimination rounds (out at lost pairing 2;",
		"round 1: 1-4 (0-4 points): engine 4 (S 1) beats engine 1 (R1 1): its loss 1 of 2",
		"round 2: 2-4 (2-4 points): engine 4 (S 1) beats engine 2 (P 1): its loss 1 of 2",
		"round 2: 1-3 (2-4 points): engine 3 (R2 1) beats engine 1 (R1 1): out",
		"round 3: 2-3-2 (4-0 points): engine 2 (P 1) beats engine 3 (R2 1): out",
		"round 3: engine 4 (S 1) has a bye",
		"round 4: 2-4-2 (2-4 points): engine 4 (S 1) beats engine 2 (P 1): out",
		"place 1: engine 4 (S 1)",
		"place 2: engine 2 (P 1)",
		"place 3: engine 3 (R2 1)",
		"place 4: engine 1 (R1 1)",
	}
	checkLines(t, out, want)
	for p, n := range map[string]int{"1-4": 2, "2-3": 2, "2-4": 3, "1-3": 3, "2-3-2": 2, "2-4-2": 3} {
		if got, err := recordedGames(filepath.Join(dir, p), nil); err != nil || got != n {
			t.Errorf("pairing %s: %d games (%v), want %d", p, got, err, n)
		}
	}
	statsPrintsSameTable(t, out, dir)
	table := out[strings.Index(out, "crosstable"):]
	// The pairings' directories without tournament.json: 2-4 and
	// 2-4-2 (the final, P and S meeting again) are two pairings, not
	// shards of one match (both unsharded); the
	// same table (every engine recorded games, and none withdrew),
	// without the rounds that tournament.json keeps.
	paths := []string{"1-3", "1-4", "2-3", "2-3-2", "2-4", "2-4-2"}
	for i := range paths {
		paths[i] = filepath.Join(dir, paths[i])
	}
	got, errOut, code := runMain(t, append([]string{"stats"}, paths...)...)
	if j := strings.Index(table, "double-elimination rounds"); j >= 0 {
		table = table[:j]
	}
	if i := strings.Index(got, "crosstable"); code != 0 || i < 0 || got[i:] != table {
		t.Errorf("stats %v: exit %d, %q\n%s\ntournament:\n%s", paths, code, errOut, got, table)
	}
	again, errOut, code := runMain(t, args...)
	if code != 0 || strings.Contains(again, "this run:") || !strings.Contains(again, table) {
		t.Errorf("resumed: exit %d, %q\n%s", code, errOut, again)
	}
	for _, bad := range [][]string{
		{"--format", "double-elimination", "--lives", "3"},
		{"--format", "elimination"},
		{"--format", "elimination", "--lives", "1"},
		{"--format", "knockout", "--lives", "2"},
	} {
		a := append([]string{"tournament", "--engine", engine("P", "pass"), "--engine", engine("S", "pass"), "--out", filepath.Join(root, "bad")}, bad...)
		if _, errOut, code := runMain(t, a...); code != 2 {
			t.Errorf("%v: exit %d, %q; want 2", bad, code, errOut)
		}
	}
}

// TestPairElimination: the pairings of an elimination by the engines'
// losses (pairElimination), by hand. Double elimination of four: the
// final between the engine with no loss (1) and the one with one (2);
// should 2 win it, both have one loss and meet again (the final
// repeated, in 1-2-2), after which one engine is left. Triple
// elimination (lives 3) of five, losses 0 0 1 1 2 (engine 5 lost last,
// in round 2; engines 3 and 4 in round 1): 1-2; 3-4; 5 alone in its
// group, a bye. With one loss each, three engines, 3 lost in round 2,
// 1 and 4 in round 1: 3 has the bye (its loss the most recent), 1-4.
func TestPairElimination(t *testing.T) {
	players := []string{"1", "2", "3", "4", "5"}
	for _, c := range []struct {
		players  []string
		losses   map[string]int
		lastLoss map[string]int
		lives    int
		want     eliminationRound
		ok       bool
	}{
		{players[:4], map[string]int{"2": 1, "3": 2, "4": 2}, map[string]int{"2": 2, "3": 3, "4": 2}, 2,
			eliminationRound{Pairs: [][2]string{{"1", "2"}}}, true},
		{players[:4], map[string]int{"1": 1, "2": 1, "3": 2, "4": 2}, map[string]int{"1": 4, "2": 2, "3": 3, "4": 2}, 2,
			eliminationRound{Pairs: [][2]string{{"1", "2"}}}, true},
		{players[:4], map[string]int{"1": 2, "2": 1, "3": 2, "4": 2}, nil, 2, eliminationRound{}, false},
		{players, map[string]int{"3": 1, "4": 1, "5": 2}, map[string]int{"3": 1, "4": 1, "5": 2}, 3,
			eliminationRound{Pairs: [][2]string{{"1", "2"}, {"3", "4"}}, Byes: []string{"5"}}, true},
		{players, map[string]int{"1": 1, "3": 1, "4": 1, "2": 3, "5": 3}, map[string]int{"1": 1, "3": 2, "4": 1}, 3,
			eliminationRound{Pairs: [][2]string{{"1", "4"}}, Byes: []string{"3"}}, true},
	} {
		got, ok := pairElimination(c.players, c.losses, c.lastLoss, c.lives)
		if ok != c.ok || !slices.Equal(got.Pairs, c.want.Pairs) || !slices.Equal(got.Byes, c.want.Byes) {
			t.Errorf("losses %v: %+v %t, want %+v %t", c.losses, got, ok, c.want, c.ok)
		}
	}
	if got := eliminationDir([2]string{"1", "2"}, 1); got != "1-2-2" {
		t.Errorf("the second meeting of 1 and 2 in %s, want 1-2-2", got)
	}
}

// TestTournamentTeams: a team round robin (RULES.md section 7) of three
// teams of two, --engine order: team 1 P1 (1) R1 (2), team 2 P2 (3) P3
// (4), team 3 R2 (5) R3 (6); 2 games a board on 9x9, colours alternating.
// P engines pass at every genmove, R engines resign: a resigner loses both
// games to a passer; two passers, or two resigners, split them 1-1 (each
// wins as White), a drawn board (2-2 points). The teams meet by the
// circle method (standings.Schedule on 3): round 1 2-3, round 2 3-1,
// round 3 1-2; on board 1 the first team's engine has --black, on board 2
// the second team's. By hand:
// round 1, team 2 against team 3: 3-5, P2 2-0; 6-4, P3 2-0: 2-0 boards;
// round 2, team 3 against team 1: 5-1, P1 2-0; 2-6, R1 and R3 1-1, drawn:
// team 1 1-0;
// round 3, team 1 against team 2: 1-3, P1 and P2 1-1, drawn; 4-2, P3 2-0:
// team 2 1-0.
// Team table (win 2, draw 1): team 2 2-0-0, 4 points, board points 2+2+1+2
// = 7, (a) team 1's 2 + team 3's 0 = 2; team 1 1-1-0, 2, boards 2+1+1 =
// 4, (a) 0; team 3 0-2-0, 0, boards 1.
func TestTournamentTeams(t *testing.T) {
	root := t.TempDir()
	engine := scriptEngine(t, root)
	dir := filepath.Join(root, "teams")
	args := []string{"tournament", "--format", "team-round-robin", "--team-size", "2", "--games", "2", "--size=9", "--quiet", "--out", dir}
	for _, e := range [][2]string{{"P1", "pass"}, {"R1", "resign"}, {"P2", "pass"}, {"P3", "pass"}, {"R2", "resign"}, {"R3", "resign"}} {
		args = append(args, "--engine", engine(e[0], e[1]))
	}
	out, errOut, code := runMain(t, args...)
	if code != 0 {
		t.Fatalf("exit %d, %q\n%s", code, errOut, out)
	}
	checkLines(t, out, []string{
		"round 1: team 2 against team 3",
		"team 1 against team 2: 0-1",
		"team 1 against team 3: 1-0",
		"team 2 against team 3: 2-0",
		"1 team 2 (P2 1, P3 1) 2 2-0-0 4 7 2 0",
		"2 team 1 (P1 1, R1 1) 2 1-1-0 2 4 0 0",
		"3 team 3 (R2 1, R3 1) 2 0-2-0 0 1 0 0",
	})
	for _, d := range []string{"3-5", "6-4", "5-1", "2-6", "1-3", "4-2"} {
		if _, err := os.Stat(filepath.Join(dir, d, "results.jsonl")); err != nil {
			t.Errorf("board %s: %v", d, err)
		}
	}
	statsPrintsSameTable(t, out, dir)
	table := out[strings.Index(out, "crosstable"):]
	again, errOut, code := runMain(t, args...)
	if code != 0 || strings.Contains(again, "this run:") || !strings.Contains(again, table) {
		t.Errorf("resumed: exit %d, %q\n%s", code, errOut, again)
	}
	other := slices.Clone(args)
	other[slices.Index(other, "--team-size")+1] = "3"
	if _, errOut, code := runMain(t, other...); code != 2 || !strings.Contains(errOut, "holds another tournament") {
		t.Errorf("--team-size 3 on a --team-size 2 --out: exit %d, %q", code, errOut)
	}
	four := []string{"tournament", "--engine", engine("P", "pass"), "--engine", engine("S", "pass"), "--engine", engine("R", "resign"), "--engine", engine("Q", "pass"), "--out", filepath.Join(root, "bad")}
	for _, bad := range [][]string{
		{"--format", "team-round-robin"},
		{"--format", "team-round-robin", "--team-size", "3"},
		{"--format", "team-round-robin", "--team-size", "4"},
		{"--format", "round-robin", "--team-size", "2"},
	} {
		if _, errOut, code := runMain(t, append(slices.Clone(four), bad...)...); code != 2 {
			t.Errorf("%v: exit %d, %q; want 2", bad, code, errOut)
		}
	}
}

// TestTournamentSwissWithdraw: withdrawals in a Swiss tournament (RULES.md
// section 7), TestTournamentSwiss's: R1 (1) and R2 (3) resign at every
// genmove, P (2) and S (4) pass, 3 rounds of 2 games a pairing: round 1
// 1-2, 3-4; round 2 2-4, 1-3; round 3 2-3, 4-1. Each case plays it whole,
// removes what a run interrupted there would not have, and resumes with
// --withdraw 4 (S). The total (standings.Swiss), each game a round: 6
// rounds, half the maximum 6.
//
// After half: rounds 1 and 2 kept (round 3 paired, not played): S played
// 2 of 3, so his round-3 games against R1 are forfeits, won by R1. P
// 5-1-0, 10 points, opponents R1 6, S 6, R2 2, twice each: 28, total 10
// + 28/6 - 6 = 8.67; S 3-3-0, 6, opponents R2, P, R1: 36, total 6; R1
// 3-3-0, 6, opponents P, R2, S: 36, total 6; R2 1-5-0, 2, opponents S,
// R1, P: 44, total 2 + 44/6 - 6 = 3.33.
//
// Before half: round 1 kept, rounds 2 and 3 not yet paired: S played 1
// of 3, his results are void (3-4) and he leaves the table; P 4, R1 0,
// R2 0 (standings.PairAheadAmong, S absent). Round 2: the bye to R2,
// the lowest placed, leaves P and R1, who have met; so to R1, and P
// (higher placed, colours even) against R2: 2-3, P 2-0. Round 3, P 8:
// the bye to R2 leaves P and R1 again; to P (R1 has had one): 1-3, R1
// Black (equal balance, higher placed), 1-1. P 4-0-0, 8 points,
// opponents R1 2, R2 2, twice each: 8, total 8 + 8/6 - 6 = 3.33; R1 and
// R2 1-3-0, 2, opponents P twice and each other twice: 20, total -0.67.
func TestTournamentSwissWithdraw(t *testing.T) {
	root := t.TempDir()
	engine := scriptEngine(t, root)
	for _, c := range []struct {
		name   string
		rounds int // rounds kept in tournament.json
		remove []string
		want   []string
	}{
		{"after-half", 3, []string{"2-3", "4-1"}, []string{
			"round 3: 4-1 not played: an engine withdrew",
			"1 P 1 6 5-1-0 10 28 8.67 0",
			"2= R1 1 6 3-3-0 6 36 6.00 0",
			"2= S 1 6 3-3-0 6 36 6.00 0",
			"4 R2 1 6 1-5-0 2 44 3.33 0",
			"withdrawn: engine 4 (S 1) after 2 of 3 rounds (--withdraw): his remaining games are forfeits (RULES.md section 7)",
		}},
		{"before-half", 1, []string{"2-4", "1-3", "2-3", "4-1"}, []string{
			"round 2 of 3: 2-3",
			"round 2: engine 1 (" + engine("R1", "resign") + ") has the bye",
			"round 3 of 3: 1-3",
			"round 3: engine 2 (" + engine("P", "pass") + ") has the bye",
			"1 P 1 4 4-0-0 8 8 3.33 0",
			"2= R1 1 4 1-3-0 2 20 -0.67 0",
			"2= R2 1 4 1-3-0 2 20 -0.67 0",
			"withdrawn: engine 4 (S 1) after 1 of 3 rounds (--withdraw): before half the rounds: all his results are void (RULES.md section 7)",
		}},
	} {
		dir := filepath.Join(root, c.name)
		args := []string{"tournament", "--engine", engine("R1", "resign"), "--engine", engine("P", "pass"), "--engine", engine("R2", "resign"), "--engine", engine("S", "pass"),
			"--format", "swiss", "--rounds", "3", "--games", "2", "--size=9", "--quiet", "--out", dir}
		if out, errOut, code := runMain(t, args...); code != 0 {
			t.Fatalf("%s: first run: exit %d, %q\n%s", c.name, code, errOut, out)
		}
		for _, p := range c.remove {
			if err := os.RemoveAll(filepath.Join(dir, p)); err != nil {
				t.Fatal(err)
			}
		}
		st, err := readTournament(filepath.Join(dir, "tournament.json"))
		if err != nil {
			t.Fatal(err)
		}
		st.Swiss = st.Swiss[:c.rounds]
		if err := writeTournament(dir, st); err != nil {
			t.Fatal(err)
		}
		out, errOut, code := runMain(t, append(args, "--withdraw", "4")...)
		if code != 0 {
			t.Fatalf("%s: resumed: exit %d, %q\n%s", c.name, code, errOut, out)
		}
		checkLines(t, out, c.want)
		table := out[strings.Index(out, "crosstable"):]
		if c.name == "before-half" && strings.Contains(table, "S 1 ") {
			t.Errorf("%s: S, whose results are void, is in the table:\n%s", c.name, table)
		}
		got, errOut, code := runMain(t, "stats", dir)
		if i := strings.Index(got, "crosstable"); code != 0 || i < 0 || got[i:] != table {
			t.Errorf("%s: stats: exit %d, %q\n%s\ntournament:\n%s", c.name, code, errOut, got, table)
		}
	}
}

// TestTournamentWithdrawOpponentWithoutGames: a forfeit's winner who
// recorded no game is in the table. Three engines, A (1) and B (2) pass,
// C (3) resigns, 2 games a pairing, rounds by the circle method: round 1
// 2-3 (A rests), round 2 3-1 (B rests), round 3 1-2 (C rests). Played
// whole, then 3-1 and 1-2 removed, C withdrawn as a run with --withdraw
// 3 interrupted before 1-2 leaves it (tournament.json written with his
// withdrawal before any pairing is played), and resumed with --withdraw
// 2: C played 1 of 3 rounds, before half, his results void (2-3); B
// played 2 (round 1, and round 2 his rest, past: its pairing 3-1 not
// played, C having withdrawn before), after half, his round-3 games
// forfeits, won by A, who played none: A 2-0-0, 4 points; B 0-2-0.
// Before, A (named in the forfeits by his command line, no record naming
// him) was an unknown player: exit 1, "a game's player is not in the list
// of players". (Both withdrawn in one command, B's round 2 is not past:
// TestTournamentWithdrawTogether.)
func TestTournamentWithdrawOpponentWithoutGames(t *testing.T) {
	root := t.TempDir()
	engine := scriptEngine(t, root)
	dir := filepath.Join(root, "t")
	args := []string{"tournament", "--engine", engine("A", "pass"), "--engine", engine("B", "pass"), "--engine", engine("C", "resign"),
		"--games", "2", "--size=9", "--quiet", "--out", dir}
	if out, errOut, code := runMain(t, args...); code != 0 {
		t.Fatalf("first run: exit %d, %q\n%s", code, errOut, out)
	}
	for _, p := range []string{"3-1", "1-2"} {
		if err := os.RemoveAll(filepath.Join(dir, p)); err != nil {
			t.Fatal(err)
		}
	}
	st, err := readTournament(filepath.Join(dir, tournamentFile))
	if err != nil {
		t.Fatal(err)
	}
	st.Withdrawn = []withdrawal{{Engine: "3", Played: 1, Reason: "--withdraw"}}
	if err := writeTournament(dir, st); err != nil {
		t.Fatal(err)
	}
	out, errOut, code := runMain(t, append(args, "--withdraw", "2")...)
	if code != 0 {
		t.Fatalf("resumed: exit %d, %q\n%s", code, errOut, out)
	}
	checkLines(t, out, []string{
		"engine 2 (" + engine("B", "pass") + ") withdraws after 2 of 3 rounds",
		"1 " + engine("A", "pass") + " 2 2-0-0 4 0 0",
		"2 B 1 2 0-2-0 0 0 0",
	})
}

// TestTournamentWithdrawAfterSkippedPairing: the rounds a withdrawing
// engine has played count the round whose pairing was not played because
// his opponent withdrew before it: he was there. Five engines, A (1), B
// (2) and F (5) pass at every genmove, C (3) and D (4) resign; 2 games a
// pairing, colours alternating (two passers, or two resigners, split
// their games 1-1, each winning as White; a passer wins both against a
// resigner). standings.Schedule's circle method on five, by hand: round 1
// 2-5, 3-4 (1 rests); round 2 5-1, 2-3 (4 rests); round 3 1-4, 5-3 (2
// rests); round 4 3-1, 4-2 (5 rests); round 5 1-2, 4-5 (3 rests).
// D withdraws after round 1 (his rest in round 2 not reached: none of
// its pairings played): 1 of 5 rounds, before half, his results (3-4)
// void; 1-4, 4-2 and 4-5 are not played.
// A then withdraws after round 4: his rest, 5-1, 1-4 (not played: D had
// withdrawn), 3-1: 4 of 5 rounds, after half (RULES.md section 7), so
// his round-5 games against B are forfeits won by B, and his games
// played stay. A 3-3-0 (F 1-1, C 2-0, B 0-2), 6 points, (a) F's 8 once
// = 8; B 5-1-0 (F 1-1, C 2-0, A 2-0 by forfeit), 10 points, (a) F's 8 +
// A's 6 twice = 20; F 4-2-0 (B 1-1, A 1-1, C 2-0), 8, (a) B's 10 + A's
// 6 = 16; C 0-6-0. Before, A's round 3 (1-4 not played) ended his
// rounds: withdrawn "after 2 of 5 rounds", before half, his results
// void and his round-4 pairing 3-1 not played: B and F 3-1-0, 6 points.
func TestTournamentWithdrawAfterSkippedPairing(t *testing.T) {
	root := t.TempDir()
	engine := scriptEngine(t, root)
	dir := filepath.Join(root, "t")
	args := []string{"tournament", "--engine", engine("A", "pass"), "--engine", engine("B", "pass"), "--engine", engine("C", "resign"),
		"--engine", engine("D", "resign"), "--engine", engine("F", "pass"), "--games", "2", "--size=9", "--quiet", "--out", dir}
	if out, errOut, code := runMain(t, args...); code != 0 {
		t.Fatalf("first run: exit %d, %q\n%s", code, errOut, out)
	}
	// As a run interrupted after round 1 leaves it.
	for _, p := range []string{"5-1", "2-3", "1-4", "5-3", "3-1", "4-2", "1-2", "4-5"} {
		if err := os.RemoveAll(filepath.Join(dir, p)); err != nil {
			t.Fatal(err)
		}
	}
	if out, errOut, code := runMain(t, append(args, "--withdraw", "4")...); code != 0 || !strings.Contains(out, "engine 4 ("+engine("D", "resign")+") withdraws after 1 of 5 rounds") {
		t.Fatalf("D withdraws: exit %d, %q\n%s", code, errOut, out)
	}
	// As a run interrupted after round 4 leaves it.
	if err := os.RemoveAll(filepath.Join(dir, "1-2")); err != nil {
		t.Fatal(err)
	}
	out, errOut, code := runMain(t, append(args, "--withdraw", "1")...)
	if code != 0 {
		t.Fatalf("A withdraws: exit %d, %q\n%s", code, errOut, out)
	}
	checkLines(t, out, []string{
		"engine 1 (" + engine("A", "pass") + ") withdraws after 4 of 5 rounds",
		"round 5: 1-2 not played: an engine withdrew",
		"1 B 1 6 5-1-0 10 20 0",
		"2 F 1 6 4-2-0 8 16 0",
		"3 A 1 6 3-3-0 6 8 0",
		"4 C 1 6 0-6-0 0 0 0",
		"withdrawn: engine 1 (A 1) after 4 of 5 rounds (--withdraw): his remaining games are forfeits (RULES.md section 7)",
	})
	if strings.Contains(out, "round 4: 3-1 not played") {
		t.Errorf("A's round-4 pairing, played before he withdrew, is dropped:\n%s", out)
	}
	table := out[strings.Index(out, "crosstable"):]
	if got, errOut, code := runMain(t, "stats", dir); code != 0 || !strings.HasSuffix(got, table) {
		t.Errorf("stats: exit %d, %q\n%s\ntournament:\n%s", code, errOut, got, table)
	}
}

// TestTournamentSwissWithdrawThinsTheField: a Swiss round that can be
// paired is played even where a withdrawal leaves too few engines for
// the rounds after it; the first round that cannot be paired stops the
// tournament (README: after the rounds before, exit status 1). Three
// engines, A (1) and B (2) pass at every genmove, C (3) resigns; 3
// rounds of 2 games. Round 1 by hand: all on 0 points, the bye to the
// lowest placed, C; A-B (1-2). A withdraws after round 1: 1 of 3 rounds,
// before half, his results void (RULES.md section 7). Round 2: B and C
// left, both on 0, who have not met: B (higher placed, colours even)
// Black, 2-3, B wins both games (C resigns). Round 3: B and C have met:
// no pairing, exit 1. Swiss total after 2 rounds of 2 games (4 rounds,
// half the maximum 4; the opponents' points summed once a game, as the
// README says): B 2-0-0, 4 points, opponents C's 0 twice: 4 + 0/4 - 4 =
// 0.00; C 0-2-0, 0, opponents B's 4 twice, 8: 0 + 8/4 - 4 = -2.00. Before, the
// look-ahead over rounds 2 and 3 found no pairing and round 2 was not
// played: exit 1 with B alone in the table, 0 games.
func TestTournamentSwissWithdrawThinsTheField(t *testing.T) {
	root := t.TempDir()
	engine := scriptEngine(t, root)
	dir := filepath.Join(root, "t")
	args := []string{"tournament", "--format", "swiss", "--rounds", "3", "--games", "2", "--size=9", "--quiet", "--out", dir,
		"--engine", engine("A", "pass"), "--engine", engine("B", "pass"), "--engine", engine("C", "resign")}
	if out, errOut, code := runMain(t, args...); code != 0 {
		t.Fatalf("first run: exit %d, %q\n%s", code, errOut, out)
	}
	// As a run interrupted after round 1 leaves it.
	st, err := readTournament(filepath.Join(dir, "tournament.json"))
	if err != nil {
		t.Fatal(err)
	}
	if want := (swissRound{Pairs: [][2]string{{"1", "2"}}, Bye: "3"}); len(st.Swiss) != 3 || !slices.Equal(st.Swiss[0].Pairs, want.Pairs) || st.Swiss[0].Bye != want.Bye {
		t.Fatalf("rounds %+v, want round 1 %+v", st.Swiss, want)
	}
	for _, rd := range st.Swiss[1:] {
		for _, p := range rd.Pairs {
			if err := os.RemoveAll(filepath.Join(dir, p[0]+"-"+p[1])); err != nil {
				t.Fatal(err)
			}
		}
	}
	st.Swiss = st.Swiss[:1]
	if err := writeTournament(dir, st); err != nil {
		t.Fatal(err)
	}
	out, errOut, code := runMain(t, append(args, "--withdraw", "1")...)
	if code != 1 || !strings.Contains(errOut, "round 3: standings: no pairing") {
		t.Errorf("resumed: exit %d, %q; want 1, round 3 not paired", code, errOut)
	}
	checkLines(t, out, []string{
		"round 2 of 3: 2-3",
		"1 B 1 2 2-0-0 4 0 0.00 0",
		"2 C 1 2 0-2-0 0 8 -2.00 0",
		"withdrawn: engine 1 (A 1) after 1 of 3 rounds (--withdraw): before half the rounds: all his results are void (RULES.md section 7)",
	})
}

// TestTournamentWithdrawBeforeHisRest: a round in which a withdrawing
// engine rests counts as played only once the tournament is past it. The
// five engines and rounds of TestTournamentWithdrawAfterSkippedPairing;
// B (2) rests in round 3. Rounds 1 and 2 played, then B withdraws: 2 of
// 5 rounds, before half (RULES.md section 7), his results (2-5, 2-3)
// void, 4-2 and 1-2 not played. By hand, the others' games: C D 1-1, F
// A 1-1, A D 2-0, F C 2-0, A C 2-0, F D 2-0: A 5-1-0, 10 points, (a) F's
// 10 + D's 2 twice + C's 2 twice = 18; F the same, tied; C and D 1-5-0,
// 2, (a) the other's 2, tied. Before, his rest in round 3, not yet
// played, counted: "after 3 of 5 rounds", after half, and his pairings
// 4-2 and 1-2 were forfeits won by D and A.
func TestTournamentWithdrawBeforeHisRest(t *testing.T) {
	root := t.TempDir()
	engine := scriptEngine(t, root)
	dir := filepath.Join(root, "t")
	args := []string{"tournament", "--engine", engine("A", "pass"), "--engine", engine("B", "pass"), "--engine", engine("C", "resign"),
		"--engine", engine("D", "resign"), "--engine", engine("F", "pass"), "--games", "2", "--size=9", "--quiet", "--out", dir}
	if out, errOut, code := runMain(t, args...); code != 0 {
		t.Fatalf("first run: exit %d, %q\n%s", code, errOut, out)
	}
	// As a run interrupted after round 2 leaves it.
	for _, p := range []string{"1-4", "5-3", "3-1", "4-2", "1-2", "4-5"} {
		if err := os.RemoveAll(filepath.Join(dir, p)); err != nil {
			t.Fatal(err)
		}
	}
	out, errOut, code := runMain(t, append(args, "--withdraw", "2")...)
	if code != 0 {
		t.Fatalf("B withdraws: exit %d, %q\n%s", code, errOut, out)
	}
	checkLines(t, out, []string{
		"engine 2 (" + engine("B", "pass") + ") withdraws after 2 of 5 rounds",
		"round 4: 4-2 not played: an engine withdrew",
		"round 5: 1-2 not played: an engine withdrew",
		"1= A 1 6 5-1-0 10 18 0",
		"1= F 1 6 5-1-0 10 18 0",
		"3= C 1 6 1-5-0 2 2 0",
		"3= D 1 6 1-5-0 2 2 0",
		"withdrawn: engine 2 (B 1) after 2 of 5 rounds (--withdraw): before half the rounds: all his results are void (RULES.md section 7)",
	})
}

// TestTournamentWithdrawAgainstVoided: an engine whose results a
// withdrawal before half voided wins no forfeit from a later withdrawal
// after half (RULES.md section 7: all his results are void). The five
// engines and rounds of TestTournamentWithdrawAfterSkippedPairing: D
// withdraws after 1 of 5 rounds, void; F (5) then withdraws after round
// 4 (2-5, 5-1, 5-3 played, his rest in round 4): 4 of 5, after half
// (his pairing of round 5, 4-5, is not played, but round 5 is not
// reached: its 1-2 not played), and that remaining pairing, against D,
// is void: neither came. Round 5's 1-2 is played. By hand: A F 1-1, C 2-0, B 1-1: 4-2-0,
// 8 points, (a) F's 8 + B's 8 = 16; B and F the same (B: F, C, A; F: B,
// A, C), tied; C 0-6-0. Before, the forfeit 4-5 was won by D, whom the
// table leaves out: exit 1, "a game's player is not in the list of
// players", and no table.
func TestTournamentWithdrawAgainstVoided(t *testing.T) {
	root := t.TempDir()
	engine := scriptEngine(t, root)
	dir := filepath.Join(root, "t")
	args := []string{"tournament", "--engine", engine("A", "pass"), "--engine", engine("B", "pass"), "--engine", engine("C", "resign"),
		"--engine", engine("D", "resign"), "--engine", engine("F", "pass"), "--games", "2", "--size=9", "--quiet", "--out", dir}
	if out, errOut, code := runMain(t, args...); code != 0 {
		t.Fatalf("first run: exit %d, %q\n%s", code, errOut, out)
	}
	for _, p := range []string{"5-1", "2-3", "1-4", "5-3", "3-1", "4-2", "1-2", "4-5"} {
		if err := os.RemoveAll(filepath.Join(dir, p)); err != nil {
			t.Fatal(err)
		}
	}
	if out, errOut, code := runMain(t, append(args, "--withdraw", "4")...); code != 0 {
		t.Fatalf("D withdraws: exit %d, %q\n%s", code, errOut, out)
	}
	if err := os.RemoveAll(filepath.Join(dir, "1-2")); err != nil {
		t.Fatal(err)
	}
	out, errOut, code := runMain(t, append(args, "--withdraw", "5")...)
	if code != 0 {
		t.Fatalf("F withdraws: exit %d, %q\n%s", code, errOut, out)
	}
	checkLines(t, out, []string{
		"engine 5 (" + engine("F", "pass") + ") withdraws after 4 of 5 rounds",
		"round 5: 4-5 not played: an engine withdrew",
		"1= A 1 6 4-2-0 8 16 0",
		"1= B 1 6 4-2-0 8 16 0",
		"1= F 1 6 4-2-0 8 16 0",
		"4 C 1 6 0-6-0 0 0 0",
	})
	table := out[strings.Index(out, "crosstable"):]
	if strings.Contains(table, "D 1") && !strings.Contains(table, "withdrawn: engine 4 (D 1)") {
		t.Errorf("D, whose results are void, is in the table:\n%s", table)
	}
	if got, errOut, code := runMain(t, "stats", dir); code != 0 || !strings.HasSuffix(got, table) {
		t.Errorf("stats: exit %d, %q\n%s\ntournament:\n%s", code, errOut, got, table)
	}
}

// TestTournamentSwissByeWithoutGames: an engine who has recorded no game
// (the bye of a one-round Swiss tournament) is in the table, with none.
// Three engines, A (1) passes at every genmove, B (2) resigns, C (3)
// passes; one Swiss round of 2 games. By hand: all on 0 points, the bye
// to the lowest placed, C; A-B, A wins both (B resigns). Swiss total,
// each game a round (2 rounds, half the maximum 2): A 4 points,
// opponents B's 0 twice: 4 + 0/2 - 2 = 2.00; B 0, opponents A's 4
// twice: 0 + 8/2 - 2 = 2.00, tied; C 0 games, 0 + 0/2 - 2 = -2.00,
// named by his command line (no record names him). Before, C was not in
// the table, nor in stats'.
func TestTournamentSwissByeWithoutGames(t *testing.T) {
	root := t.TempDir()
	engine := scriptEngine(t, root)
	dir := filepath.Join(root, "t")
	args := []string{"tournament", "--format", "swiss", "--rounds", "1", "--games", "2", "--size=9", "--quiet", "--out", dir,
		"--engine", engine("A", "pass"), "--engine", engine("B", "resign"), "--engine", engine("C", "pass")}
	out, errOut, code := runMain(t, args...)
	if code != 0 {
		t.Fatalf("exit %d, %q\n%s", code, errOut, out)
	}
	checkLines(t, out, []string{
		"round 1: engine 3 (" + engine("C", "pass") + ") has the bye",
		"1= A 1 2 2-0-0 4 0 2.00 0",
		"1= B 1 2 0-2-0 0 8 2.00 0",
		"3 " + engine("C", "pass") + " 0 0-0-0 0 0 -2.00 0",
	})
	table := out[strings.Index(out, "crosstable"):]
	if got, errOut, code := runMain(t, "stats", dir); code != 0 || !strings.HasSuffix(got, table) {
		t.Errorf("stats: exit %d, %q\n%s\ntournament:\n%s", code, errOut, got, table)
	}
}

// TestTournamentWithdrawMidRound: a round whose pairing of his is played
// counts as played for a withdrawing engine, whether or not the round's
// other pairings are. The five engines and rounds of
// TestTournamentWithdrawAfterSkippedPairing; the run stopped in round 3
// after A's 1-4, before 5-3; A withdraws: 3 of 5 rounds (his rest, 5-1,
// 1-4), after half (RULES.md section 7), his pairings 3-1 and 1-2
// forfeits won by C and B. By hand: B F 1-1, C 2-0, D 2-0, A 2-0 (by
// forfeit): 7-1-0, 14 points, (a) F's 12 + C's 6 twice + D's 2 twice +
// A's 6 twice = 40; F B 1-1, A 1-1, C 2-0, D 2-0: 6-2-0, 12, (a) 14 + 6
// + 12 + 4 = 36; A F 1-1, D 2-0, C 0-2, B 0-2: 3-5-0, 6, (a) 12 + 4 =
// 16; C D 1-1, B 0-2, F 0-2, A 2-0: 3-5-0, 6, (a) D's 2 + A's 6 twice =
// 14; D C 1-1 and 0-2 against A, B and F: 1-7-0, 2, (a) C's 6. (The
// change before this test counted A's round 3 only once 5-3 was played:
// 2 of 5, before half, his results void.)
func TestTournamentWithdrawMidRound(t *testing.T) {
	root := t.TempDir()
	engine := scriptEngine(t, root)
	dir := filepath.Join(root, "t")
	args := []string{"tournament", "--engine", engine("A", "pass"), "--engine", engine("B", "pass"), "--engine", engine("C", "resign"),
		"--engine", engine("D", "resign"), "--engine", engine("F", "pass"), "--games", "2", "--size=9", "--quiet", "--out", dir}
	if out, errOut, code := runMain(t, args...); code != 0 {
		t.Fatalf("first run: exit %d, %q\n%s", code, errOut, out)
	}
	for _, p := range []string{"5-3", "3-1", "4-2", "1-2", "4-5"} {
		if err := os.RemoveAll(filepath.Join(dir, p)); err != nil {
			t.Fatal(err)
		}
	}
	out, errOut, code := runMain(t, append(args, "--withdraw", "1")...)
	if code != 0 {
		t.Fatalf("A withdraws: exit %d, %q\n%s", code, errOut, out)
	}
	checkLines(t, out, []string{
		"engine 1 (" + engine("A", "pass") + ") withdraws after 3 of 5 rounds",
		"round 4: 3-1 not played: an engine withdrew",
		"round 5: 1-2 not played: an engine withdrew",
		"1 B 1 8 7-1-0 14 40 0",
		"2 F 1 8 6-2-0 12 36 0",
		"3 A 1 8 3-5-0 6 16 0",
		"4 C 1 8 3-5-0 6 14 0",
		"5 D 1 8 1-7-0 2 6 0",
		"withdrawn: engine 1 (A 1) after 3 of 5 rounds (--withdraw): his remaining games are forfeits (RULES.md section 7)",
	})
}

// TestTournamentWithdrawWalkover: a withdrawal in the formats whose
// pairings have a winner (RULES.md section 7: after a withdrawal "remaining
// games are forfeits"): his pairings not decided by the games he played
// are walkovers, lost by him; the games he played stand. 2 games a
// pairing on 9x9, colours alternating; R1, R2, R resign at every genmove
// (a passer or a resigner's opponent wins both games), P and S pass (each
// wins its game as White by komi: 1-1, and a knockout's playoff game 3,
// the higher seed Black again, goes to the lower seed).
//
//   - knockout, R1 P R2 S, --withdraw 4 from the start: round 1, 1-4 a
//     walkover for R1, 2-3 P 2-0; round 2, 1-2 P 2-0; P wins. Table by
//     hand: P 4 games 4-0-0, 8 points, (a) R2's 0 + R1's 0 = 0; R1 and
//     R2 2 games 0-2-0, 0 points: 2=.
//   - knockout, the same after round 1 played (the final 2-4 not yet):
//     --withdraw 4 leaves S's round-1 win over R1 standing, and P wins the
//     final by a walkover. Table: P and S 2 games 2-0-0, 4 points, (a) 0:
//     1=; R1, R2 0.
//   - gauntlet, P R S, --withdraw 1 from the start: 1-2 a walkover, R
//     holds; 2-3 S 2-0, S stays on. Table: S 2 games 2-0-0 4 points.
//   - double elimination, R1 P F S, F failing at every start: round 1,
//     1-4 S 2-0, 2-3 P 2-0 by F's failures, F withdraws (and is paired
//     no more: before, round 2 paired him with R1); round 2, none lost
//     {P, S}: 2-4 1-1, S wins game 3; one lost {R1} a bye; round 3, {S}
//     a bye, {R1, P}: 1-2 P 2-0, R1 eliminated; round 4, the final 2-4-2,
//     S wins game 3. Table: S 8 games 6-2-0, 12 points, (a) R1's 0
//     twice plus P's 12 four times = 48; P 10 games 6-4-0, 12, (a) F's 0
//     twice plus R1's 0 twice plus S's 12 twice = 24.
func TestTournamentWithdrawWalkover(t *testing.T) {
	root := t.TempDir()
	engine := scriptEngine(t, root)
	failing := filepath.Join(root, "failing")
	if err := os.WriteFile(failing, []byte("#!/bin/sh\n[ -e \"$STOP\" ] && exit 1\nexec \"$(dirname \"$0\")/engine\"\n"), 0o755); err != nil {
		t.Fatal(err)
	}
	f := "env NAME=F MOVE=resign STOP=" + failing + " " + failing // always there: F always fails
	for _, c := range []struct {
		name    string
		format  []string
		engines []string
		first   bool     // a first run, with no withdrawal, stopped after round 1
		extra   []string // the (resumed) run's
		want    []string
		dirs    []string // the pairings played, in order
	}{
		{"knockout", []string{"knockout"}, []string{engine("R1", "resign"), engine("P", "pass"), engine("R2", "resign"), engine("S", "pass")}, false,
			[]string{"--withdraw", "4"},
			[]string{
				"engine 4 (" + engine("S", "pass") + ") withdraws: his pairings not decided are walkovers",
				"round 1: 1-4: engine 1 (" + engine("R1", "resign") + ") wins by a walkover: engine 4 (" + engine("S", "pass") + ") withdrew",
				"round 1: engine 2 (" + engine("P", "pass") + ") goes through",
				"round 2: engine 2 (" + engine("P", "pass") + ") goes through",
				"knockout: engine 2 (" + engine("P", "pass") + ") wins",
				"1 P 1 4 4-0-0 8 0 0",
				"2= R1 1 2 0-2-0 0 0 0",
				"2= R2 1 2 0-2-0 0 0 0",
				// S recorded no game: named by his command line.
				"withdrawn: engine 4 (" + engine("S", "pass") + ") (--withdraw): his remaining games are forfeits, his pairings not decided walkovers; the games he played stand (RULES.md section 7)",
			},
			[]string{"2-3", "1-2"}},
		{"knockout-after-round-1", []string{"knockout"}, []string{engine("R1", "resign"), engine("P", "pass"), engine("R2", "resign"), engine("S", "pass")}, true,
			[]string{"--withdraw", engine("S", "pass")},
			[]string{
				"round 1: 1-4: engine 4 (" + engine("S", "pass") + ") won on the games played before he withdrew",
				"round 2: 2-4: engine 2 (" + engine("P", "pass") + ") wins by a walkover: engine 4 (" + engine("S", "pass") + ") withdrew",
				"knockout: engine 2 (" + engine("P", "pass") + ") wins",
				"1= S 1 2 2-0-0 4 0 0",
				"1= P 1 2 2-0-0 4 0 0",
			},
			[]string{"2-3"}}, // resumed, no game played (1-4 not even resumed: S withdrew)
		{"gauntlet", []string{"gauntlet"}, []string{engine("P", "pass"), engine("R", "resign"), engine("S", "pass")}, false,
			[]string{"--withdraw", "1"},
			[]string{
				"round 1: 1-2: engine 2 (" + engine("R", "resign") + ") wins by a walkover: engine 1 (" + engine("P", "pass") + ") withdrew",
				"gauntlet: engine 3 (" + engine("S", "pass") + ") stays on",
				"1 S 1 2 2-0-0 4 0 0",
			},
			[]string{"2-3"}},
		{"double-elimination", []string{"double-elimination"}, []string{engine("R1", "resign"), engine("P", "pass"), f, engine("S", "pass")}, false,
			nil,
			[]string{
				"round 1: engine 3 (" + f + ") withdraws: it lost every game of the round by a failure of its engine",
				"round 2: 2-4",
				"round 3: 1-2",
				"round 3: engine 2 (" + engine("P", "pass") + ") beats engine 1 (" + engine("R1", "resign") + "): eliminated",
				"round 4: 2-4",
				"double-elimination: engine 4 (" + engine("S", "pass") + ") wins",
				"1 S 1 8 6-2-0 12 48 0",
				"2 P 1 10 6-4-0 12 24 0",
				// Places: S won; P out in round 4, R1 in
				// round 3 (lost 1-4 and 1-2); F, withdrawn,
				// last paired in round 1.
				"round 1: 2-3 (4-0 points): engine 2 (P 1) beats engine 3 (failing): its loss 1 of 2", // F never started: recorded by the program its command runs (match.ProgramLabel), failing
				"round 2: engine 1 (R1 1) has a bye",
				"place 1: engine 4 (S 1)",
				"place 2: engine 2 (P 1)",
				"place 3: engine 1 (R1 1)",
				"place 4: engine 3 (failing)",
			},
			[]string{"1-4", "2-3", "2-4", "1-2", "2-4-2"}},
	} {
		dir := filepath.Join(root, c.name)
		args := []string{"tournament", "--format"}
		args = append(args, c.format...)
		args = append(args, "--games", "2", "--size=9", "--quiet", "--out", dir)
		for _, e := range c.engines {
			args = append(args, "--engine", e)
		}
		if c.first {
			if out, errOut, code := runMain(t, args...); code != 0 {
				t.Fatalf("%s: first run: exit %d, %q\n%s", c.name, code, errOut, out)
			}
			// Back to the tournament stopped after round 1: the
			// final's match and its bracket round removed.
			st, err := readTournament(filepath.Join(dir, tournamentFile))
			if err != nil {
				t.Fatal(err)
			}
			st.Bracket = st.Bracket[:2]
			if err := writeTournament(dir, st); err != nil {
				t.Fatal(err)
			}
			if err := os.RemoveAll(filepath.Join(dir, "2-4")); err != nil {
				t.Fatal(err)
			}
		}
		out, errOut, code := runMain(t, append(args, c.extra...)...)
		if code != 0 {
			t.Fatalf("%s: exit %d, %q\n%s", c.name, code, errOut, out)
		}
		checkLines(t, out, c.want)
		var played []string
		for _, l := range strings.Split(out, "\n") {
			if d, ok := strings.CutPrefix(l, "== "+dir+string(filepath.Separator)); ok {
				if p := strings.TrimSuffix(strings.Fields(d)[0], ":"); !slices.Contains(played, p) {
					played = append(played, p)
				}
			}
		}
		if !slices.Equal(played, c.dirs) {
			t.Errorf("%s: pairings played %v, want %v", c.name, played, c.dirs)
		}
		// A resume without --withdraw keeps the withdrawal, plays
		// nothing and prints the same table; so does stats.
		table := out[strings.Index(out, "crosstable"):]
		again, errOut, code := runMain(t, args...)
		if code != 0 || strings.Contains(again, "this run:") || !strings.Contains(again, table) {
			t.Errorf("%s: resumed: exit %d, %q\n%s", c.name, code, errOut, again)
		}
		got, errOut, code := runMain(t, "stats", dir)
		if i := strings.Index(got, "crosstable"); code != 0 || i < 0 || got[i:] != table {
			t.Errorf("%s: stats: exit %d, %q\n%s\ntournament:\n%s", c.name, code, errOut, got, table)
		}
	}
}

// TestTournamentWithdrawAfterCrashLimit: a pairing that --crash-limit
// stopped short of --games, the tournament gone past it, counts as played
// for a withdrawal of its engines. Round robin of P, S (pass), F and R2
// (resign), --games 4 --crash-limit 2, colours alternating; F resigns at
// its first genmove ever and crashes at every later one. By hand, the
// schedule 1-4 2-3 | 3-1 4-2 | 1-2 3-4: round 1, 1-4 P 4-0; 2-3, S wins
// game 1 (F resigns), F crashes in games 2 and 3: the match stops, 3 of 4
// games. Round 2, 3-1: F crashes twice, stopped, every game lost by his
// failure: F withdraws after 1 of 3 rounds (before half: void); 4-2 S 4-0.
// Round 3, 1-2: P and S each win as White, 2-2; 3-4 not played. Exit
// status 1 (a match stopped). Then --withdraw 2: S played his 3 rounds
// (before, round 1's stopped pairing made it 0 of 3 and voided all his
// results). Table, F void: P 8 games 6-2-0, 12 points, (a) R2's 0 four
// times plus S's 12 twice = 24; S the same; R2 8 games 0-8-0.
func TestTournamentWithdrawAfterCrashLimit(t *testing.T) {
	root := t.TempDir()
	engine := scriptEngine(t, root)
	crashy := filepath.Join(root, "crashy")
	script := strings.Replace(gtpScript, `genmove) printf '=%s %s\n\n' "$id" "$MOVE";;`,
		`genmove) [ -e "$MARK" ] && exit 1; : > "$MARK"; printf '=%s resign\n\n' "$id";;`, 1)
	if script == gtpScript {
		t.Fatal("gtpScript's genmove line not found")
	}
	if err := os.WriteFile(crashy, []byte(script), 0o755); err != nil {
		t.Fatal(err)
	}
	f := "env NAME=F MARK=" + filepath.Join(root, "mark") + " " + crashy
	dir := filepath.Join(root, "out")
	args := []string{"tournament", "--engine", engine("P", "pass"), "--engine", engine("S", "pass"), "--engine", f, "--engine", engine("R2", "resign"),
		"--games", "4", "--crash-limit", "2", "--size=9", "--quiet", "--out", dir}
	out, errOut, code := runMain(t, args...)
	if code != 1 {
		t.Fatalf("first run: exit %d, %q, want 1\n%s", code, errOut, out)
	}
	checkLines(t, out, []string{"round 2: engine 3 (" + f + ") withdraws: it lost every game of the round by a failure of its engine"})
	out, errOut, _ = runMain(t, append(args, "--withdraw", "2")...)
	checkLines(t, out, []string{
		"engine 2 (" + engine("S", "pass") + ") withdraws after 3 of 3 rounds",
		"1= P 1 8 6-2-0 12 24 0",
		"1= S 1 8 6-2-0 12 24 0",
		"3 R2 1 8 0-8-0 0 0 0",
		"withdrawn: engine 2 (S 1) after 3 of 3 rounds (--withdraw): his remaining games are forfeits (RULES.md section 7)",
	})
	if t.Failed() {
		t.Logf("stderr: %s", errOut)
	}
}

// TestTournamentGauntletResumedWithMoreGames: a gauntlet's holders are
// kept in tournament.json as each match is decided, so that a resume with
// more --games extends the same pairings and leaves no directory of a
// pairing that is no longer the gauntlet's. P (1) and S (2) pass, R (3)
// resigns, colours alternating, P Black in game 1 of 1-2. By hand: with
// --games 2, 1-2 is 1-1 (each wins as White by komi), P stays on and
// beats R 2-0 in 1-3. Resumed with --games 3: game 3 of 1-2, P Black,
// goes to S (2-1), but P went on before; 1-3 gets its game 3 (P 3-0) and
// no 2-3 is played (before, S took over, 2-3 was played and 1-3 was left
// in --out, which stats then counted). Table: P 6 games 4-2-0, 8 points,
// (a) S's 4 once + R's 0 three times = 4; S 3 games 2-1-0, 4, (a) P's 8
// twice = 16; R 3 games 0-3-0, 0.
func TestTournamentGauntletResumedWithMoreGames(t *testing.T) {
	root := t.TempDir()
	engine := scriptEngine(t, root)
	dir := filepath.Join(root, "out")
	args := []string{"tournament", "--format", "gauntlet", "--engine", engine("P", "pass"), "--engine", engine("S", "pass"), "--engine", engine("R", "resign"),
		"--size=9", "--quiet", "--out", dir}
	if out, errOut, code := runMain(t, append(args, "--games", "2")...); code != 0 {
		t.Fatalf("first run: exit %d, %q\n%s", code, errOut, out)
	}
	out, errOut, code := runMain(t, append(args, "--games", "3")...)
	if code != 0 {
		t.Fatalf("resumed: exit %d, %q\n%s", code, errOut, out)
	}
	checkLines(t, out, []string{
		"round 2: engine 1 (" + engine("P", "pass") + ") holds, as tournament.json keeps it: the games of the match before now favour engine 2",
		"gauntlet: engine 1 (" + engine("P", "pass") + ") stays on",
		"1 P 1 6 4-2-0 8 4 0",
		"2 S 1 3 2-1-0 4 16 0",
		"3 R 1 3 0-3-0 0 0 0",
	})
	if _, err := os.Stat(filepath.Join(dir, "2-3")); err == nil {
		t.Errorf("2-3 played: the holder changed after 1-3 was played")
	}
	statsPrintsSameTable(t, out, dir)
}

// TestTournamentKnockoutResumedWithMoreGames: a knockout round kept in
// tournament.json stands when a resume with more --games decides a
// pairing before it otherwise (as a Swiss round and a gauntlet's holders
// do), and says so; the final's winner, which pairs nothing, is recounted.
// Komi 0.5, colours alternating, the higher seed Black in game 1. R (1)
// resigns at every genmove, P (2) passes, Q (3) passes at its first
// genmove ever and resigns at every later one. By hand, --games 1: round
// 1, R a bye; 2-3, P passes, Q passes: White Q wins by komi, Q goes
// through; round 2, 1-3, R resigns: Q wins. Resumed with --games 3: 2-3
// games 2 and 3 go to P (Q resigns), P 4-2, but round 2 was paired with
// Q; 1-3 game 2, Q Black resigns (R wins), game 3, R Black resigns: Q
// 4-2 and wins. Before, the resume printed 'round 1: engine 2 (...) goes
// through' and then played Q's final all the same.
func TestTournamentKnockoutResumedWithMoreGames(t *testing.T) {
	root := t.TempDir()
	engine := scriptEngine(t, root)
	q := passOnceEngine(t, root, "Q", "mark")
	dir := filepath.Join(root, "out")
	args := []string{"tournament", "--format", "knockout", "--engine", engine("R", "resign"), "--engine", engine("P", "pass"), "--engine", q,
		"--komi", "0.5", "--size=9", "--quiet", "--out", dir}
	out, errOut, code := runMain(t, append(args, "--games", "1")...)
	if code != 0 {
		t.Fatalf("first run: exit %d, %q\n%s", code, errOut, out)
	}
	checkLines(t, out, []string{"round 1: engine 3 (" + q + ") goes through", "knockout: engine 3 (" + q + ") wins"})
	out, errOut, code = runMain(t, append(args, "--games", "3")...)
	if code != 0 {
		t.Fatalf("resumed: exit %d, %q\n%s", code, errOut, out)
	}
	checkLines(t, out, []string{
		"round 1: engine 3 (" + q + ") goes on, as tournament.json keeps it: the games of 2-3 now favour engine 2 (" + engine("P", "pass") + ")",
		"round 1: engine 3 (" + q + ") goes through",
		"knockout: engine 3 (" + q + ") wins",
	})
	if strings.Contains(out, "round 1: engine 2 (") {
		t.Errorf("engine 2 said to go through:\n%s", out)
	}
	// Two engines, P (1) and Q (a new one, its first genmove to come):
	// --games 1, Q wins as White (both pass); resumed with --games 3,
	// Q resigns games 2 and 3, P 4-2 wins the final, the winner kept in
	// tournament.json recounted (before: 'knockout: engine 2 (...) wins').
	q2 := passOnceEngine(t, root, "Q", "mark2")
	args = []string{"tournament", "--format", "knockout", "--engine", engine("P", "pass"), "--engine", q2,
		"--komi", "0.5", "--size=9", "--quiet", "--out", filepath.Join(root, "two")}
	out, errOut, code = runMain(t, append(args, "--games", "1")...)
	if code != 0 {
		t.Fatalf("two, first run: exit %d, %q\n%s", code, errOut, out)
	}
	checkLines(t, out, []string{"knockout: engine 2 (" + q2 + ") wins"})
	out, errOut, code = runMain(t, append(args, "--games", "3")...)
	if code != 0 {
		t.Fatalf("two, resumed: exit %d, %q\n%s", code, errOut, out)
	}
	checkLines(t, out, []string{"round 1: engine 1 (" + engine("P", "pass") + ") goes through", "knockout: engine 1 (" + engine("P", "pass") + ") wins"})
}

// TestTournamentEliminationResumedWithMoreGames: an elimination round kept
// in tournament.json stands when a resume with more --games decides a
// pairing of the round before it otherwise, as a knockout's does: the
// pairing's winner is kept with the round ("Winners"). Double elimination
// of P (1, passes) and Q (2, passes at its first genmove ever, resigns at
// every later one), komi 0.5, colours alternating, P Black in each
// pairing's game 1. By hand, --games 1: round 1, 1-2: both pass, White Q
// wins by komi (P's loss 1 of 2); round 2, the final (no group holds two
// engines), 1-2-2: P passes, Q resigns (Q's loss 1 of 2); round 3, both
// with one loss, 1-2-3: P wins again, Q out. Resumed with --games 3: 1-2's
// games 2 and 3 go to P (Q resigns as Black, and after P's pass as White):
// P 4-2, but round 2 was paired from Q's win, which stands; 1-2-2 and
// 1-2-3 go 6-0 to P: Q's loss 1, then out, once. Before, the resume gave
// round 1 to P and printed Q eliminated in round 2 and again in round 3.
// The elimination's rounds follow the table: points in the directory's
// order, places P 1, Q 2 (the only engines). A round's progress line
// names its pairing by its directory, 1-2-2 for the second meeting.
func TestTournamentEliminationResumedWithMoreGames(t *testing.T) {
	root := t.TempDir()
	engine := scriptEngine(t, root)
	p, q := engine("P", "pass"), passOnceEngine(t, root, "Q", "mark")
	dir := filepath.Join(root, "out")
	args := []string{"tournament", "--format", "double-elimination", "--engine", p, "--engine", q, "--komi", "0.5", "--size=9", "--quiet", "--out", dir}
	out, errOut, code := runMain(t, append(args, "--games", "1")...)
	if code != 0 {
		t.Fatalf("first run: exit %d, %q\n%s", code, errOut, out)
	}
	checkLines(t, out, []string{
		"round 1: engine 2 (" + q + ") beats engine 1 (" + p + "): its loss 1 of 2",
		"round 3: engine 1 (" + p + ") beats engine 2 (" + q + "): eliminated",
		"round 1: 1-2 (0-2 points): engine 2 (Q 1) beats engine 1 (P 1): its loss 1 of 2",
		"round 2: 1-2-2 (2-0 points): engine 1 (P 1) beats engine 2 (Q 1): its loss 1 of 2",
		"round 3: 1-2-3 (2-0 points): engine 1 (P 1) beats engine 2 (Q 1): out",
		"place 1: engine 1 (P 1)",
		"place 2: engine 2 (Q 1)",
	})
	// Each round's progress line names its pairing by its directory:
	// the rematches' were "round 2: 1-2" and "round 3: 1-2".
	for _, l := range []string{"round 1: 1-2", "round 2: 1-2-2", "round 3: 1-2-3"} {
		if !slices.Contains(strings.Split(out, "\n"), l) {
			t.Errorf("output lacks the progress line %q:\n%s", l, out)
		}
	}
	out, errOut, code = runMain(t, append(args, "--games", "3")...)
	if code != 0 {
		t.Fatalf("resumed: exit %d, %q\n%s", code, errOut, out)
	}
	checkLines(t, out, []string{
		"round 1: 1-2: engine 2 (" + q + ") won it, as tournament.json keeps it (round 2 was paired from it): its games now favour engine 1 (" + p + ")",
		"round 1: engine 2 (" + q + ") beats engine 1 (" + p + "): its loss 1 of 2",
		"round 2: engine 1 (" + p + ") beats engine 2 (" + q + "): its loss 1 of 2",
		"round 3: engine 1 (" + p + ") beats engine 2 (" + q + "): eliminated",
		"double-elimination: engine 1 (" + p + ") wins",
		"round 1: 1-2 (4-2 points): engine 2 (Q 1) beats engine 1 (P 1): its loss 1 of 2; kept as the next round was paired",
		"round 2: 1-2-2 (6-0 points): engine 1 (P 1) beats engine 2 (Q 1): its loss 1 of 2",
		"round 3: 1-2-3 (6-0 points): engine 1 (P 1) beats engine 2 (Q 1): out",
		"place 1: engine 1 (P 1)",
		"place 2: engine 2 (Q 1)",
	})
	if n := strings.Count(out, "): eliminated"); n != 1 {
		t.Errorf("an engine eliminated %d times:\n%s", n, out)
	}
	statsPrintsSameTable(t, out, dir)
}

// TestTournamentGauntletLastMatchWalkover: the gauntlet's table names the
// engine that stays on as the tournament decided it where the last match
// is a walkover that its games alone do not give. P (1) and S (2) pass,
// --games 1: P Black, S wins as White by komi (0-2 points), S stays on.
// Resumed with --games 2 and --withdraw 2: S's game 2 is a forfeit, 2-2
// points over the two games, a tie after the match's games, which the
// holder P keeps (withdrawalWinner): 'engine 1 (P) wins by a walkover'
// and P stays on. Before, the table (and stats') read the recorded 0-2
// and said 'stays on: engine 2 (S 1)'.
func TestTournamentGauntletLastMatchWalkover(t *testing.T) {
	root := t.TempDir()
	engine := scriptEngine(t, root)
	dir := filepath.Join(root, "out")
	args := []string{"tournament", "--format", "gauntlet", "--engine", engine("P", "pass"), "--engine", engine("S", "pass"), "--size=9", "--quiet", "--out", dir}
	out, errOut, code := runMain(t, append(args, "--games", "1")...)
	if code != 0 {
		t.Fatalf("first run: exit %d, %q\n%s", code, errOut, out)
	}
	checkLines(t, out, []string{"match 1: 1-2: engine 1 (P 1) against engine 2 (S 1), 0-2 points: engine 2 (S 1) holds", "stays on: engine 2 (S 1)"})
	out, errOut, code = runMain(t, append(args, "--games", "2", "--withdraw", "2")...)
	if code != 0 {
		t.Fatalf("resumed: exit %d, %q\n%s", code, errOut, out)
	}
	want := []string{
		"round 1: 1-2: engine 1 (" + engine("P", "pass") + ") wins by a walkover: engine 2 (" + engine("S", "pass") + ") withdrew",
		"gauntlet: engine 1 (" + engine("P", "pass") + ") stays on",
		"match 1: 1-2: engine 1 (P 1) against engine 2 (S 1), 0-2 points: engine 1 (P 1) holds",
		"stays on: engine 1 (P 1)",
	}
	checkLines(t, out, want)
	got, errOut, code := runMain(t, "stats", dir)
	if code != 0 {
		t.Fatalf("stats: exit %d, %q\n%s", code, errOut, got)
	}
	checkLines(t, got, want[2:])
}

// TestTournamentWithdrawnPlaysNoMore: an engine that withdraws plays no
// game after it, in the rounds he played too. Round robin of P, S (pass),
// R1 and R2 (resign), --games 2 to the end (schedule 1-4 2-3 | 3-1 4-2 |
// 1-2 3-4), then resumed with --games 4 --withdraw 2: every pairing holds
// 2 of 4 games. S's pairings 2-3 and 4-2 (rounds 1 and 2) keep their 2
// games; 1-2 (round 3) is not played; the others get games 3 and 4.
// Before, S withdrew 'after 2 of 3 rounds' and then played 2-3 and 4-2 to
// 4 games. The lines that say so name S by his command line (they read
// 'engine 2 withdrew'). The table: 1-2's 2 games played before the withdrawal stand
// (P and S each won as White by komi: 1-1), its remaining 2 are forfeits
// lost by S (RULES.md section 7): P 3-1 (before the change to
// standings.Withdraw the games played were dropped: 4-0). So are the
// games 3 and 4 of 2-3 and 4-2, which the resume added to matches of 2
// (their match.json) and S will not play: R1 and R2 each 2-2 against S
// (before, those games were not counted: S 2-0 against each, R1 and R2
// 10 games 2-8-0, 4 points). P beat R1 and R2 4-0 each: 12 games
// 11-1-0, 22 points; S 12 games 5-7-0, 10; R1 and R2 2-2 between them,
// 12 games 4-8-0, 8 each. (a), the beaten opponents' points a win: P
// 4x8 + 4x8 + 3x10 = 94; S 2x8 + 2x8 + 22 = 54; R1 and R2 2x10 + 2x8 =
// 36 (tied, listed in the order they first appear).
func TestTournamentWithdrawnPlaysNoMore(t *testing.T) {
	root := t.TempDir()
	engine := scriptEngine(t, root)
	dir := filepath.Join(root, "out")
	args := []string{"tournament", "--engine", engine("P", "pass"), "--engine", engine("S", "pass"), "--engine", engine("R1", "resign"), "--engine", engine("R2", "resign"),
		"--size=9", "--quiet", "--out", dir}
	if out, errOut, code := runMain(t, append(args, "--games", "2")...); code != 0 {
		t.Fatalf("first run: exit %d, %q\n%s", code, errOut, out)
	}
	out, errOut, code := runMain(t, append(args, "--games", "4", "--withdraw", "2")...)
	if code != 0 {
		t.Fatalf("resumed: exit %d, %q\n%s", code, errOut, out)
	}
	checkLines(t, out, []string{
		"round 1: 2-3: 2 of 4 games recorded, no more played: engine 2 (" + engine("S", "pass") + ") withdrew",
		"round 2: 4-2: 2 of 4 games recorded, no more played: engine 2 (" + engine("S", "pass") + ") withdrew",
		"round 3: 1-2 not played: an engine withdrew",
		"1 P 1 12 11-1-0 22 94 0",
		"2 S 1 12 5-7-0 10 54 0",
		"3= R2 1 12 4-8-0 8 36 0",
		"3= R1 1 12 4-8-0 8 36 0",
	})
	for p, n := range map[string]int{"1-4": 4, "2-3": 2, "3-1": 4, "4-2": 2, "1-2": 2, "3-4": 4} {
		if got, err := recordedGames(filepath.Join(dir, p), nil); err != nil || got != n {
			t.Errorf("pairing %s: %d games (%v), want %d", p, got, err, n)
		}
	}
	statsPrintsSameTable(t, out, dir)
}

// TestTournamentEliminationWinnerWithdrawsAfter: an elimination's winner
// that withdraws once every pairing is decided still wins, as a
// knockout's final winner does. Double elimination of P (1, passes) and Q
// (2, passes at its first genmove ever, resigns at every later one),
// komi 0.5, --games 1, by hand as TestTournamentEliminationResumedWithMoreGames:
// Q wins 1-2, P wins 1-2-2 and 1-2-3, Q out at his second loss, P with one
// loss the only engine left. Resumed with --withdraw 1: every pairing was
// decided by its game, none is left to forfeit; P wins, places P 1, Q 2.
// Before, 'double-elimination: no winner: the engines left withdrew' and
// the places 1= for both.
func TestTournamentEliminationWinnerWithdrawsAfter(t *testing.T) {
	root := t.TempDir()
	engine := scriptEngine(t, root)
	p, q := engine("P", "pass"), passOnceEngine(t, root, "Q", "mark")
	dir := filepath.Join(root, "out")
	args := []string{"tournament", "--format", "double-elimination", "--engine", p, "--engine", q, "--komi", "0.5", "--games", "1", "--size=9", "--quiet", "--out", dir}
	if out, errOut, code := runMain(t, args...); code != 0 {
		t.Fatalf("first run: exit %d, %q\n%s", code, errOut, out)
	}
	out, errOut, code := runMain(t, append(args, "--withdraw", "1")...)
	if code != 0 {
		t.Fatalf("resumed: exit %d, %q\n%s", code, errOut, out)
	}
	want := []string{"place 1: engine 1 (P 1)", "place 2: engine 2 (Q 1)"}
	checkLines(t, out, append([]string{
		// 1-2's one game decided it: no walkover (before: 'engine 2
		// (...) wins by a walkover: engine 1 (...) withdrew').
		"round 1: 1-2: engine 2 (" + q + ") won on the games played before engine 1 (" + p + ") withdrew",
		"round 2: 1-2-2: engine 1 (" + p + ") won on the games played before he withdrew",
		"double-elimination: engine 1 (" + p + ") wins",
	}, want...))
	got, errOut, code := runMain(t, "stats", dir)
	if code != 0 {
		t.Fatalf("stats: exit %d, %q\n%s", code, errOut, got)
	}
	checkLines(t, got, want)
}

// TestTournamentSwissWithdrawnPlaysNoMore: TestTournamentWithdrawnPlaysNoMore
// in a Swiss tournament: P, S (pass), R1, R2 (resign), --rounds 3 --games 2
// to the end, then --games 4 --withdraw 2: each pairing of S's, in every
// round, keeps the 2 games of the first run (before, those of the rounds
// counted as played went on to 4); the others get 4. The table is the
// same under stats.
func TestTournamentSwissWithdrawnPlaysNoMore(t *testing.T) {
	root := t.TempDir()
	engine := scriptEngine(t, root)
	dir := filepath.Join(root, "out")
	args := []string{"tournament", "--format", "swiss", "--rounds", "3", "--engine", engine("P", "pass"), "--engine", engine("S", "pass"),
		"--engine", engine("R1", "resign"), "--engine", engine("R2", "resign"), "--size=9", "--quiet", "--out", dir}
	if out, errOut, code := runMain(t, append(args, "--games", "2")...); code != 0 {
		t.Fatalf("first run: exit %d, %q\n%s", code, errOut, out)
	}
	out, errOut, code := runMain(t, append(args, "--games", "4", "--withdraw", "2")...)
	if code != 0 {
		t.Fatalf("resumed: exit %d, %q\n%s", code, errOut, out)
	}
	st, err := readTournament(filepath.Join(dir, tournamentFile))
	if err != nil {
		t.Fatal(err)
	}
	if len(st.Swiss) != 3 {
		t.Fatalf("%d rounds kept, want 3", len(st.Swiss))
	}
	for _, rd := range st.Swiss {
		for _, p := range rd.Pairs {
			want := 4
			if p[0] == "2" || p[1] == "2" {
				want = 2
			}
			if got, err := recordedGames(filepath.Join(dir, p[0]+"-"+p[1]), nil); err != nil || got != want {
				t.Errorf("pairing %s-%s: %d games (%v), want %d", p[0], p[1], got, err, want)
			}
		}
	}
	statsPrintsSameTable(t, out, dir)
}

// passOnceEngine writes the script engine passOnce in root and returns the
// command line of an engine named name that runs it: it passes at its
// first genmove ever (the file mark in root remembers it across restarts
// and games; engines with another mark count apart) and resigns at every
// later one.
func passOnceEngine(t *testing.T, root, name, mark string) string {
	t.Helper()
	flaky := filepath.Join(root, "passOnce")
	script := strings.Replace(gtpScript, `genmove) printf '=%s %s\n\n' "$id" "$MOVE";;`,
		`genmove) if [ -e "$MARK" ]; then printf '=%s resign\n\n' "$id"; else : > "$MARK"; printf '=%s pass\n\n' "$id"; fi;;`, 1)
	if script == gtpScript {
		t.Fatal("gtpScript's genmove line not found")
	}
	if err := os.WriteFile(flaky, []byte(script), 0o755); err != nil {
		t.Fatal(err)
	}
	return "env NAME=" + name + " MARK=" + filepath.Join(root, mark) + " " + flaky
}

// statsPrintsSameTable checks that stats on a tournament's --out dir
// prints the table (from its crosstable on) that the tournament printed
// in out.
func statsPrintsSameTable(t *testing.T, out, dir string) {
	t.Helper()
	table := out[strings.Index(out, "crosstable"):]
	got, errOut, code := runMain(t, "stats", dir)
	if i := strings.Index(got, "crosstable"); code != 0 || i < 0 || got[i:] != table {
		t.Errorf("stats: exit %d, %q\n%s\ntournament:\n%s", code, errOut, got, table)
	}
}

// TestTournamentKeptWalkover: where a resume with more --games and a
// withdrawal turns a pairing that tournament.json keeps as decided into a
// walkover for the other engine, the line that keeps it says so; it said
// that the pairing's games now favour that engine, which they do not (the
// games recorded favour the engine kept). Engines P and S pass, R1, R2
// and R resign; komi 7.5 by default, so two passes give White the game.
// By hand, each case first with --games 1, then resumed with --games 3
// --withdraw of the winner of the pairing kept; his 1 game won (2 points)
// against the 4 points of the 2 games not played, forfeits: not decided
// by the games, a walkover (withdrawalWinner).
//   - knockout R1 (1), P (2), R2 (3), S (4): 1-4, R1 Black resigns, S goes
//     through; 2-3, P; final 2-4, P Black, both pass, S wins. Resumed,
//     --withdraw 4: 1-4 is a walkover for R1, but round 2 was paired with
//     S, who goes on as kept (and loses 2-4 by a walkover).
//   - gauntlet P (1), S (2), R (3): 1-2, both pass, S (White) takes over;
//     2-3, R resigns, S stays on. Resumed, --withdraw 2: 1-2 is a walkover
//     for P, but match 2's holder S was kept; 2-3 a walkover for R.
//   - double elimination P (1), S (2): 1-2 and the final 1-2-2, P Black,
//     both pass, S wins both. Resumed, --withdraw 2: 1-2 is a walkover for
//     P, but round 2 was paired from S's win, kept.
func TestTournamentKeptWalkover(t *testing.T) {
	root := t.TempDir()
	engine := scriptEngine(t, root)
	p, s := engine("P", "pass"), engine("S", "pass")
	r1, r2, r := engine("R1", "resign"), engine("R2", "resign"), engine("R", "resign")
	for _, c := range []struct {
		format   []string
		engines  []string
		withdraw string
		want     string
	}{
		{[]string{"knockout"}, []string{r1, p, r2, s}, "4",
			"round 1: engine 4 (" + s + ") goes on, as tournament.json keeps it: 1-4 is now a walkover for engine 1 (" + r1 + ")"},
		{[]string{"gauntlet"}, []string{p, s, r}, "2",
			"round 2: engine 2 (" + s + ") holds, as tournament.json keeps it: the match before is now a walkover for engine 1 (" + p + ")"},
		{[]string{"double-elimination"}, []string{p, s}, "2",
			"round 1: 1-2: engine 2 (" + s + ") won it, as tournament.json keeps it (round 2 was paired from it): it is now a walkover for engine 1 (" + p + ")"},
	} {
		dir := filepath.Join(root, c.format[0])
		args := append([]string{"tournament", "--format"}, c.format...)
		for _, e := range c.engines {
			args = append(args, "--engine", e)
		}
		args = append(args, "--size=9", "--quiet", "--out", dir)
		if out, errOut, code := runMain(t, append(args, "--games", "1")...); code != 0 {
			t.Fatalf("%s: first run: exit %d, %q\n%s", c.format[0], code, errOut, out)
		}
		out, errOut, code := runMain(t, append(args, "--games", "3", "--withdraw", c.withdraw)...)
		if code != 0 {
			t.Fatalf("%s: resumed: exit %d, %q\n%s", c.format[0], code, errOut, out)
		}
		checkLines(t, out, []string{c.want})
		if strings.Contains(out, "now favour") {
			t.Errorf("%s: a walkover said to be the games':\n%s", c.format[0], out)
		}
	}
}

// TestTournamentAllWalkovers: a first run whose every pairing is a
// walkover or not played starts no match, and no match wrote
// tournament.json: a rerun without --withdraw forgot the withdrawal and
// played the pairing. P (1) and S (2) pass. Knockout, --withdraw 2: 1-2
// is a walkover for P (no game recorded, none to play), P wins; the rerun
// without --withdraw plays nothing and says the same. Round robin,
// --withdraw 2 after 0 of 1 rounds: before half, his results void, 1-2
// not played; the rerun plays nothing either. The match flags, which no
// match checks there, are checked first: --komi abc is a usage error
// (exit status 2; before, exit 0 and P won the walkover) and leaves no
// tournament.json.
func TestTournamentAllWalkovers(t *testing.T) {
	root := t.TempDir()
	engine := scriptEngine(t, root)
	p, s := engine("P", "pass"), engine("S", "pass")
	for _, c := range []struct {
		format string
		want   []string
	}{
		{"knockout", []string{
			"round 1: 1-2: engine 1 (" + p + ") wins by a walkover: engine 2 (" + s + ") withdrew",
			"knockout: engine 1 (" + p + ") wins",
		}},
		{"round-robin", []string{"round 1: 1-2 not played: an engine withdrew"}},
	} {
		dir := filepath.Join(root, c.format)
		args := []string{"tournament", "--format", c.format, "--engine", p, "--engine", s, "--games", "1", "--size=9", "--quiet", "--out", dir}
		out, errOut, code := runMain(t, append(args, "--withdraw", "2")...)
		if code != 0 {
			t.Fatalf("%s: exit %d, %q\n%s", c.format, code, errOut, out)
		}
		checkLines(t, out, c.want)
		again, errOut, code := runMain(t, args...)
		if code != 0 || strings.Contains(again, "== ") {
			t.Errorf("%s: rerun without --withdraw: exit %d, %q, a match played:\n%s", c.format, code, errOut, again)
		}
		checkLines(t, again, c.want)
		bad := filepath.Join(root, c.format+"-bad")
		args = []string{"tournament", "--format", c.format, "--engine", p, "--engine", s, "--komi", "abc", "--size=9", "--quiet", "--out", bad, "--withdraw", "2"}
		if out, errOut, code := runMain(t, args...); code != 2 || !strings.Contains(errOut, "--komi") {
			t.Errorf("%s: --komi abc: exit %d, %q, want 2\n%s", c.format, code, errOut, out)
		}
		if _, err := os.Stat(filepath.Join(bad, tournamentFile)); !errors.Is(err, os.ErrNotExist) {
			t.Errorf("%s: --komi abc: tournament.json written (%v)", c.format, err)
		}
	}
}

// TestTournamentTeamsWithdraw: withdrawals in a team round robin (it
// refused --withdraw, exit status 2). A withdrawal is an engine's, as in a
// round robin (RULES.md section 7: a player's results void before half
// the rounds, his remaining games forfeits after), the rounds those of the
// team matches; his boards count as the withdrawal leaves them. The teams
// and games of TestTournamentTeams (by hand there): team 1 P1 (1) R1 (2),
// team 2 P2 (3) P3 (4), team 3 R2 (5) R3 (6), 3 rounds: 1, team 2
// against team 3 (3-5, 6-4); 2, team 3 against team 1 (5-1, 2-6); 3,
// team 1 against team 2 (1-3, 4-2).
//
// Before half: --withdraw 4 (P3) on the first run, after 0 of 3 rounds:
// his boards 6-4 and 4-2 are not played and void, for neither team.
// Round 1, team 2 1-0 (3-5, P2 2-0); round 2, team 1 1-0 (5-1, P1 2-0;
// 2-6 drawn); round 3, 1-3 drawn (P1 and P2 each win as White): 0-0, a
// drawn team match. Team 1 1-0-1, 3 points, board points 2+1+1 = 4, (a)
// team 3's 0 + half team 2's 3 = 1.5; team 2 1-0-1, 3, board points 2+1
// = 3, (a) 0 + 1.5 = 1.5: tied, listed in team order; team 3 0-2-0, 0,
// board points 1 (2-6). P3, who recorded no game, is named in his
// team by his command line.
//
// After half: the whole tournament played, then round 3's boards removed
// (a tournament stopped after round 2), resumed with --withdraw 4: he
// played 2 of 3 rounds (round 2, his team's rest, past), so 4-2's 2
// games are forfeits won by R1: team 1 1-0 in round 3 (1-3 drawn).
// Team 1 2-0-0, 4 points, board points 2+1+1+2 = 6, (a) team 3's 0 +
// team 2's 2 = 2; team 2 1-1-0, 2, 2+2+1 = 5, (a) 0; team 3 0-2-0, 0, 1.
func TestTournamentTeamsWithdraw(t *testing.T) {
	root := t.TempDir()
	engine := scriptEngine(t, root)
	p3 := engine("P3", "pass")
	base := []string{"tournament", "--format", "team-round-robin", "--team-size", "2", "--games", "2", "--size=9", "--quiet"}
	for _, e := range []string{engine("P1", "pass"), engine("R1", "resign"), engine("P2", "pass"), p3, engine("R2", "resign"), engine("R3", "resign")} {
		base = append(base, "--engine", e)
	}
	before := filepath.Join(root, "before")
	out, errOut, code := runMain(t, append(slices.Clone(base), "--out", before, "--withdraw", "4")...)
	if code != 0 {
		t.Fatalf("before half: exit %d, %q\n%s", code, errOut, out)
	}
	checkLines(t, out, []string{
		"engine 4 (" + p3 + ") withdraws after 0 of 3 rounds",
		"round 1: 6-4 not played: an engine withdrew",
		"round 3: 4-2 not played: an engine withdrew",
		"team 1 against team 2: 0-0",
		"1= team 1 (P1 1, R1 1) 2 1-0-1 3 4 1.5 0",
		"1= team 2 (P2 1, " + p3 + ") 2 1-0-1 3 3 1.5 0",
		"3 team 3 (R2 1, R3 1) 2 0-2-0 0 1 0 0",
		"withdrawn: engine 4 (" + p3 + ") after 0 of 3 rounds (--withdraw): before half the rounds: all his results are void",
	})
	statsPrintsSameTable(t, out, before)

	after := filepath.Join(root, "after")
	args := append(slices.Clone(base), "--out", after)
	if out, errOut, code := runMain(t, args...); code != 0 {
		t.Fatalf("after half, first run: exit %d, %q\n%s", code, errOut, out)
	}
	for _, d := range []string{"1-3", "4-2"} {
		if err := os.RemoveAll(filepath.Join(after, d)); err != nil {
			t.Fatal(err)
		}
	}
	out, errOut, code = runMain(t, append(args, "--withdraw", "4")...)
	if code != 0 {
		t.Fatalf("after half: exit %d, %q\n%s", code, errOut, out)
	}
	checkLines(t, out, []string{
		"engine 4 (" + p3 + ") withdraws after 2 of 3 rounds",
		"round 3: 4-2 not played: an engine withdrew",
		"team 1 against team 2: 1-0",
		"1 team 1 (P1 1, R1 1) 2 2-0-0 4 6 2 0",
		"2 team 2 (P2 1, P3 1) 2 1-1-0 2 5 0 0",
		"3 team 3 (R2 1, R3 1) 2 0-2-0 0 1 0 0",
		"withdrawn: engine 4 (P3 1) after 2 of 3 rounds (--withdraw): his remaining games are forfeits",
	})
	if _, err := os.Stat(filepath.Join(after, "4-2")); err == nil {
		t.Errorf("4-2 played after P3 withdrew")
	}
	statsPrintsSameTable(t, out, after)
}

// TestTournamentWithdrawCrashLeftover: the games of a withdrawn engine's
// pairing in a round he played that its match did not play (a match that
// --crash-limit stopped, the tournament gone past it) are not forfeits;
// those that a resume with more --games adds past the match's --games
// are (standings.Withdraw's held, from the pairing's match.json). The
// round robin of TestTournamentWithdrawnPlaysNoMore (P, S pass, R1, R2
// resign; 1-4 2-3 | 3-1 4-2 | 1-2 3-4), --games 2 to the end, then 2-3's
// second game removed, as a crash-limit stop after game 1 leaves it (S
// Black passed, R1 resigned: S won), and resumed with --games 4
// --withdraw 2 (after 2 of 3 rounds: 2-3 short, but S played on). By
// hand: 2-3 keeps S's win; its game 2, of the match's 2, is no forfeit;
// games 3 and 4 are, won by R1: S 1-2 against R1. 4-2: S 2-0, then 2
// forfeits: 2-2. 1-2: 1-1, then 2 forfeits: P 3-1. P beats R1 and R2
// 4-0; R1 and R2 2-2. P 12 games 11-1-0, 22 points; S 11 games 4-7-0, 8;
// R1 11 games 4-7-0, 8; R2 12 games 4-8-0, 8. (a): P 4x8 + 4x8 + 3x8 =
// 88; S 8 + 2x8 + 22 = 46; R1 2x8 + 2x8 = 32; R2 2x8 + 2x8 = 32. Counting
// the game the stop left as a forfeit too would give R1 3 wins over S
// (12 games 5-7-0, 10 points); before held, R1 and S 1-0 and 2-0 only.
func TestTournamentWithdrawCrashLeftover(t *testing.T) {
	root := t.TempDir()
	engine := scriptEngine(t, root)
	dir := filepath.Join(root, "out")
	args := []string{"tournament", "--engine", engine("P", "pass"), "--engine", engine("S", "pass"), "--engine", engine("R1", "resign"), "--engine", engine("R2", "resign"),
		"--size=9", "--quiet", "--out", dir}
	if out, errOut, code := runMain(t, append(args, "--games", "2")...); code != 0 {
		t.Fatalf("first run: exit %d, %q\n%s", code, errOut, out)
	}
	jsonl := filepath.Join(dir, "2-3", "results.jsonl")
	data, err := os.ReadFile(jsonl)
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.SplitAfter(strings.TrimSuffix(string(data), "\n"), "\n")
	if len(lines) != 2 || !strings.Contains(lines[0], `"game":0,`) {
		t.Fatalf("2-3's records: %q", data)
	}
	if err := os.WriteFile(jsonl, []byte(lines[0]), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.Remove(filepath.Join(dir, "2-3", "results-1.sgf")); err != nil {
		t.Fatal(err)
	}
	out, errOut, code := runMain(t, append(args, "--games", "4", "--withdraw", "2")...)
	if code != 0 {
		t.Fatalf("resumed: exit %d, %q\n%s", code, errOut, out)
	}
	checkLines(t, out, []string{
		"engine 2 (" + engine("S", "pass") + ") withdraws after 2 of 3 rounds",
		"1 P 1 12 11-1-0 22 88 0",
		"2 S 1 11 4-7-0 8 46 0",
		"3= R1 1 11 4-7-0 8 32 0",
		"3= R2 1 12 4-8-0 8 32 0",
	})
	statsPrintsSameTable(t, out, dir)
}

// TestTournamentWithdrawTogether: withdrawals given in one command are
// made at the same time, whatever the order of their --withdraw flags.
// Each engine's rounds played were counted with the flags before his
// already applied: a pairing that an earlier flag's engine left not played
// counted as a round played by the later one, as if his opponent had
// withdrawn before it, and a round all of whose pairings the earlier flags
// emptied counted as played, so that the later engine won forfeits
// against engines that withdrew with him. The round robin of
// TestTournamentWithdrawnPlaysNoMore (P 1 and S 2 pass, R1 3 and R2 4
// resign; 1-4 2-3 | 3-1 4-2 | 1-2 3-4), --games 2, round 3's pairings
// removed (a tournament stopped after round 2), resumed with --withdraw
// 1 --withdraw 3 --withdraw 2: each after 2 of 3 rounds. By hand: 1-2
// played by neither, void; 3-4 2 forfeits won by R2. P beat R2 and R1
// twice each: 4 games 4-0-0, 8 points, (a) R2's 4 twice = 8; S the same
// (beat R1 and R2 twice each); R2 6 games 2-4-0, 4, (a) R1's 0; R1 6
// games 0-6-0. Before: S withdrew after 3 of 3 rounds (round 3 emptied
// by 1's and 3's withdrawals) and won 1-2's 2 games by forfeit: S 6 games
// 6-0-0, 12 points; P 6 games 4-2-0, 8.
func TestTournamentWithdrawTogether(t *testing.T) {
	root := t.TempDir()
	engine := scriptEngine(t, root)
	dir := filepath.Join(root, "out")
	args := []string{"tournament", "--engine", engine("P", "pass"), "--engine", engine("S", "pass"), "--engine", engine("R1", "resign"), "--engine", engine("R2", "resign"),
		"--games", "2", "--size=9", "--quiet", "--out", dir}
	if out, errOut, code := runMain(t, args...); code != 0 {
		t.Fatalf("first run: exit %d, %q\n%s", code, errOut, out)
	}
	for _, d := range []string{"1-2", "3-4"} {
		if err := os.RemoveAll(filepath.Join(dir, d)); err != nil {
			t.Fatal(err)
		}
	}
	out, errOut, code := runMain(t, append(args, "--withdraw", "1", "--withdraw", "3", "--withdraw", "2")...)
	if code != 0 {
		t.Fatalf("resumed: exit %d, %q\n%s", code, errOut, out)
	}
	checkLines(t, out, []string{
		"engine 1 (" + engine("P", "pass") + ") withdraws after 2 of 3 rounds",
		"engine 3 (" + engine("R1", "resign") + ") withdraws after 2 of 3 rounds",
		"engine 2 (" + engine("S", "pass") + ") withdraws after 2 of 3 rounds",
		"1= P 1 4 4-0-0 8 8 0",
		"1= S 1 4 4-0-0 8 8 0",
		"3 R2 1 6 2-4-0 4 0 0",
		"4 R1 1 6 0-6-0 0 0 0",
	})
	statsPrintsSameTable(t, out, dir)
}

// TestTournamentTeamsDoubleForfeit: a board whose two engines both
// withdrew before it (after half the rounds) is a double forfeit, played
// by neither: standings.Withdraw makes its games Void, and the engines'
// table counts none of them; the team table counted the board drawn (0-0
// points, equal), a board point each and, where every board of a team
// match was such, a drawn team match, 1 point each, that no engine played.
// The teams and games of TestTournamentTeams (by hand there): team 1 P1
// (1) R1 (2), team 2 P2 (3) P3 (4), team 3 R2 (5) R3 (6); round 1 team 2
// against team 3 (3-5 P2 2-0, 6-4 P3 2-0), round 2 team 3 against team 1
// (5-1 P1 2-0, 2-6 R1 and R3 1-1, drawn), round 3 team 1 against team 2
// (1-3, 4-2). The whole tournament played, round 3's boards removed (a
// tournament stopped after round 2), then resumed with withdrawals, each
// after 2 of 3 rounds (round 1 or 2 his team's rest, past):
//   - --withdraw 1 --withdraw 3: 1-3 is void, 4-2 played, P3 2-0: team 2
//     wins 1-0. Team 2 2-0-0, 4 points, board points 2+2+2 = 6, (a) team
//     3's 0 + team 1's 2 = 2; team 1 1-1-0, 2, board points 2+1 = 3, (a)
//     0; team 3 0-2-0, 0, board points 1 (2-6). Before: 1-3 a drawn board,
//     team 2 7 board points, team 1 4.
//   - --withdraw of all four engines of teams 1 and 2: both boards of round
//     3 void, the team match void. Team 1 1-0-0, 2 points, board points 3,
//     (a) 0; team 2 1-0-0, 2, board points 4, (a) 0: tied, listed in team
//     order; team 3 0-2-0, 0, 1. Before: '0-0', a drawn team match, teams
//     1 and 2 1-0-1, 3 points each.
func TestTournamentTeamsDoubleForfeit(t *testing.T) {
	root := t.TempDir()
	engine := scriptEngine(t, root)
	base := []string{"tournament", "--format", "team-round-robin", "--team-size", "2", "--games", "2", "--size=9", "--quiet"}
	for _, e := range []string{engine("P1", "pass"), engine("R1", "resign"), engine("P2", "pass"), engine("P3", "pass"), engine("R2", "resign"), engine("R3", "resign")} {
		base = append(base, "--engine", e)
	}
	for _, c := range []struct {
		name     string
		withdraw []string
		want     []string
	}{
		{"two", []string{"1", "3"}, []string{
			"round 3: 1-3 not played: an engine withdrew",
			"team 1 against team 2: 0-1",
			"1 team 2 (P2 1, P3 1) 2 2-0-0 4 6 2 0",
			"2 team 1 (P1 1, R1 1) 2 1-1-0 2 3 0 0",
			"3 team 3 (R2 1, R3 1) 2 0-2-0 0 1 0 0",
		}},
		{"four", []string{"1", "2", "3", "4"}, []string{
			"round 3: 1-3 not played: an engine withdrew",
			"round 3: 4-2 not played: an engine withdrew",
			"team 1 against team 2: void (withdrawals voided its boards)",
			"1= team 1 (P1 1, R1 1) 1 1-0-0 2 3 0 0",
			"1= team 2 (P2 1, P3 1) 1 1-0-0 2 4 0 0",
			"3 team 3 (R2 1, R3 1) 2 0-2-0 0 1 0 0",
		}},
	} {
		dir := filepath.Join(root, c.name)
		args := append(slices.Clone(base), "--out", dir)
		if out, errOut, code := runMain(t, args...); code != 0 {
			t.Fatalf("%s: first run: exit %d, %q\n%s", c.name, code, errOut, out)
		}
		for _, d := range []string{"1-3", "4-2"} {
			if err := os.RemoveAll(filepath.Join(dir, d)); err != nil {
				t.Fatal(err)
			}
		}
		for _, w := range c.withdraw {
			args = append(args, "--withdraw", w)
		}
		out, errOut, code := runMain(t, args...)
		if code != 0 {
			t.Fatalf("%s: resumed: exit %d, %q\n%s", c.name, code, errOut, out)
		}
		for _, w := range c.withdraw {
			if !strings.Contains(out, "engine "+w+" (") || !strings.Contains(out, ") withdraws after 2 of 3 rounds") {
				t.Errorf("%s: engine %s's withdrawal line:\n%s", c.name, w, out)
			}
		}
		checkLines(t, out, c.want)
		if strings.Contains(out, "team 1 against team 2: 0-0") {
			t.Errorf("%s: a team match of double forfeits drawn:\n%s", c.name, out)
		}
		statsPrintsSameTable(t, out, dir)
	}
}

// TestTournamentWalkoverRerunFlags: a rerun of a tournament whose every
// pairing is a walkover or not played after a withdrawal starts no match
// either, and no match checked its flags: --komi abc was taken, exit 0,
// where a rerun of a tournament with a match refuses it (exit status 2,
// as match does). TestTournamentAllWalkovers' first runs (P 1 and S 2
// pass, --withdraw 2: a knockout's 1-2 a walkover for P; a round robin's
// 1-2 not played, S's results void), then rerun without --withdraw (kept
// in tournament.json) and with --komi abc: refused, tournament.json as it
// was.
func TestTournamentWalkoverRerunFlags(t *testing.T) {
	root := t.TempDir()
	engine := scriptEngine(t, root)
	p, s := engine("P", "pass"), engine("S", "pass")
	for _, format := range []string{"knockout", "round-robin"} {
		dir := filepath.Join(root, format)
		args := []string{"tournament", "--format", format, "--engine", p, "--engine", s, "--games", "1", "--size=9", "--quiet", "--out", dir}
		if out, errOut, code := runMain(t, append(slices.Clone(args), "--withdraw", "2")...); code != 0 {
			t.Fatalf("%s: exit %d, %q\n%s", format, code, errOut, out)
		}
		kept, err := os.ReadFile(filepath.Join(dir, tournamentFile))
		if err != nil {
			t.Fatal(err)
		}
		if out, errOut, code := runMain(t, append(slices.Clone(args), "--komi", "abc")...); code != 2 || !strings.Contains(errOut, "--komi") {
			t.Errorf("%s: rerun with --komi abc: exit %d, %q, want 2\n%s", format, code, errOut, out)
		}
		if again, err := os.ReadFile(filepath.Join(dir, tournamentFile)); err != nil || string(again) != string(kept) {
			t.Errorf("%s: tournament.json changed (%v):\n%s", format, err, again)
		}
	}
}

// TestTournamentWalkoverBestOfSPRT: the match flags checked where every
// pairing may be a walkover include --best-of, which the tournament gives
// each match itself: --best-of 3 --sprt 0,10, which match refuses (each
// would stop the match by its own rule), was taken, exit 0, by a knockout
// of P and S with --withdraw 2 (1-2 a walkover, no match started). Now
// exit status 2, as where the pairing is played, and no tournament.json.
func TestTournamentWalkoverBestOfSPRT(t *testing.T) {
	root := t.TempDir()
	engine := scriptEngine(t, root)
	dir := filepath.Join(root, "out")
	args := []string{"tournament", "--format", "knockout", "--engine", engine("P", "pass"), "--engine", engine("S", "pass"),
		"--best-of", "3", "--sprt", "0,10", "--size=9", "--quiet", "--out", dir, "--withdraw", "2"}
	if out, errOut, code := runMain(t, args...); code != 2 || !strings.Contains(errOut, "--sprt") {
		t.Errorf("exit %d, %q, want 2\n%s", code, errOut, out)
	}
	if _, err := os.Stat(filepath.Join(dir, tournamentFile)); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("tournament.json written (%v)", err)
	}
}

// TestTournamentTeamsFailingEngine: in a team round robin an engine that
// loses a whole board by failures of his engine withdraws, as in a round
// robin (RULES.md section 7; teams.go). TestTournamentTeams' six engines,
// teams P1 R1 / P2 F / R2 R3, F (engine 4) a command that exits at once:
// round 1 (team 2 against team 3) plays 3-5 and 6-4, F losing both games
// of 6-4 by failing to start, so he withdraws after 0 of 3 rounds, before
// half: all his results void, 6-4 a void board, and round 3's 4-2 is not
// played. By hand (each game of two passers or two resigners is won by
// White, so such a board of 2 games is 1-1, drawn; a passer beats a
// resigner 2-0): round 1, 3-5 P2 over R2, team 2 1-0; round 2 (team 3
// against team 1), 5-1 P1 over R2, 2-6 R1 and R3 drawn: team 1 1-0; round
// 3 (team 1 against team 2), 1-3 P1 and P2 drawn, 4-2 void: 0-0, a drawn
// team match. Team 1 1-0-1, 3 points, board points 2+1+1 = 4, (a) team
// 3's 0 + half of team 2's 3 = 1.5; team 2 1-0-1, 3, board points 2+1 =
// 3, (a) 1.5: tied; team 3 0-2-0, 0, board points 1.
func TestTournamentTeamsFailingEngine(t *testing.T) {
	root := t.TempDir()
	engine := scriptEngine(t, root)
	failing := filepath.Join(root, "failing")
	if err := os.WriteFile(failing, []byte("#!/bin/sh\nexit 1\n"), 0o755); err != nil {
		t.Fatal(err)
	}
	dir := filepath.Join(root, "teams")
	args := []string{"tournament", "--format", "team-round-robin", "--team-size", "2", "--games", "2", "--size=9", "--quiet", "--out", dir}
	for _, e := range []string{engine("P1", "pass"), engine("R1", "resign"), engine("P2", "pass"), failing, engine("R2", "resign"), engine("R3", "resign")} {
		args = append(args, "--engine", e)
	}
	out, errOut, code := runMain(t, args...)
	if code != 0 {
		t.Fatalf("exit %d, %q\n%s", code, errOut, out)
	}
	checkLines(t, out, []string{
		"round 1: engine 4 (" + failing + ") withdraws: it lost every game of the round by a failure of its engine",
		"round 3: 4-2 not played: an engine withdrew",
		"team 2 against team 3: 1-0",
		"team 1 against team 3: 1-0",
		"team 1 against team 2: 0-0",
		"1= team 1 (P1 1, R1 1) 2 1-0-1 3 4 1.5 0",
		// F, who never started, is named by the program his command
		// runs (match.ProgramLabel).
		"1= team 2 (P2 1, failing) 2 1-0-1 3 3 1.5 0",
		"3 team 3 (R2 1, R3 1) 2 0-2-0 0 1 0 0",
		"withdrawn: engine 4 (failing) after 0 of 3 rounds (lost every game of round 1 by a failure of his engine): before half the rounds: all his results are void (RULES.md section 7)",
	})
	if _, err := os.Stat(filepath.Join(dir, "4-2")); err == nil {
		t.Errorf("4-2 played after engine 4 withdrew")
	}
	statsPrintsSameTable(t, out, dir)
}

// TestTournamentWithdrawResumeExtendsNoPairing: the forfeits of a
// withdrawal made on a resume with more --games count the games a pairing
// has now (RULES.md section 7: his remaining games are forfeits), also
// where that resume extends no pairing: the table took a pairing's games
// from the largest --games among the pairings' match.json files, which a
// resume whose every pairing is a withdrawn engine's leaves as they were.
// Double round robin of P (1) and S (2), both passing (two passes on the
// empty board: White wins by komi), --games 2: 1-2 and 2-1 each 1-1.
// Resumed with --games 4 --withdraw 2: S played round 1 (a game of his in
// round 2 is recorded), not round 2 (2 of 4 games, none later): after 1
// of 2 rounds, after half. By hand: 1-2 kept 2 games as its match.json
// says, its games 3 and 4 forfeits lost by S; 2-1's 2 games stand and
// its 2 remaining are forfeits. P 1-1 + 2 + 1-1 + 2: 8 games 6-2-0, 12
// points, (a) S's 4 six times = 24; S 2-6-0, 4, (a) P's 12 twice = 24.
// The same forfeits as where another pairing is extended
// (TestTournamentWithdrawnPlaysNoMore); before, none: 2-2-0 each.
func TestTournamentWithdrawResumeExtendsNoPairing(t *testing.T) {
	root := t.TempDir()
	engine := scriptEngine(t, root)
	dir := filepath.Join(root, "t")
	args := []string{"tournament", "--format", "double-round-robin", "--engine", engine("P", "pass"), "--engine", engine("S", "pass"), "--size=9", "--quiet", "--out", dir}
	if out, errOut, code := runMain(t, append(slices.Clone(args), "--games", "2")...); code != 0 {
		t.Fatalf("first run: exit %d, %q\n%s", code, errOut, out)
	}
	out, errOut, code := runMain(t, append(slices.Clone(args), "--games", "4", "--withdraw", "2")...)
	if code != 0 {
		t.Fatalf("resumed: exit %d, %q\n%s", code, errOut, out)
	}
	checkLines(t, out, []string{
		"engine 2 (" + engine("S", "pass") + ") withdraws after 1 of 2 rounds",
		"1 P 1 8 6-2-0 12 24 0",
		"2 S 1 8 2-6-0 4 24 0",
		"withdrawn: engine 2 (S 1) after 1 of 2 rounds (--withdraw): his remaining games are forfeits (RULES.md section 7)",
	})
	statsPrintsSameTable(t, out, dir)
	// A rerun without --games (1) plays nothing and keeps the table.
	table := out[strings.Index(out, "crosstable"):]
	again, errOut, code := runMain(t, args...)
	if code != 0 || !strings.Contains(again, table) {
		t.Errorf("rerun: exit %d, %q\n%s", code, errOut, again)
	}
}

// TestTournamentWithdrawTogetherExtraGames: two engines who withdraw
// together on a resume with more --games, both after half, give no one
// the games that resume adds to their own pairing in a round both played:
// neither came (RULES.md section 7: a withdrawn player's remaining games
// are forfeits; a game neither would play is no one's win). They went to
// the engine whose withdrawal was applied second, so that the table
// depended on the order of the --withdraw flags. Round robin P (1), S
// (2) passing, R1 (3), R2 (4) resigning, rounds 1-4 2-3 | 3-1 4-2 | 1-2
// 3-4, --games 2, then --games 4 with --withdraw 1 --withdraw 4, and
// with --withdraw 4 --withdraw 1: each after 2 of 3 rounds (round 3's
// pairing 2 of 4 games, none later). By hand (a passer beats a resigner;
// two passers, or two resigners, each win as White: 1-1):
// 1-4 (round 1): P 2-0, games 3-4 void; 2-3: S 4-0 (played on).
// 3-1 (round 2): P 2-0, then 2 forfeits lost by P: 2-2. 4-2: S 2-0, then
// 2 forfeits lost by R2: S 4-0. 1-2 (round 3): 1-1, then 2 forfeits lost
// by P: S 3-1. 3-4: 1-1, then 2 forfeits lost by R2: R1 3-1.
// S 12 games 11-1-0, 22 points; P 10 games 5-5-0, 10; R1 12 games
// 5-7-0, 10; R2 10 games 1-9-0, 2. (a): S P's 10 x 3 + R1's 10 x 4 +
// R2's 2 x 4 = 78; P S's 22 + R1's 10 x 2 + R2's 2 x 2 = 46; R1 P's 10 x
// 2 + R2's 2 x 3 = 26; R2 R1's 10. Before: P 10 points, R2 6 with the
// first order, P 14, R2 2 with the second.
func TestTournamentWithdrawTogetherExtraGames(t *testing.T) {
	root := t.TempDir()
	engine := scriptEngine(t, root)
	want := []string{
		"1 S 1 12 11-1-0 22 78 0",
		"2 P 1 10 5-5-0 10 46 0",
		"3 R1 1 12 5-7-0 10 26 0",
		"4 R2 1 10 1-9-0 2 10 0",
	}
	for i, order := range [][2]string{{"1", "4"}, {"4", "1"}} {
		dir := filepath.Join(root, fmt.Sprint(i))
		args := []string{"tournament", "--engine", engine("P", "pass"), "--engine", engine("S", "pass"), "--engine", engine("R1", "resign"), "--engine", engine("R2", "resign"),
			"--size=9", "--quiet", "--out", dir}
		if out, errOut, code := runMain(t, append(slices.Clone(args), "--games", "2")...); code != 0 {
			t.Fatalf("first run: exit %d, %q\n%s", code, errOut, out)
		}
		out, errOut, code := runMain(t, append(slices.Clone(args), "--games", "4", "--withdraw", order[0], "--withdraw", order[1])...)
		if code != 0 {
			t.Fatalf("--withdraw %s --withdraw %s: exit %d, %q\n%s", order[0], order[1], code, errOut, out)
		}
		checkLines(t, out, want)
		statsPrintsSameTable(t, out, dir)
	}
}

// TestTournamentSwissRoundsOfGames: a Swiss total counts each game of a
// pairing as a round, the pairing's games those the table's forfeits
// count (tournament.json's Games), also where a resume with more --games
// extended no match. P (1) and S (2) pass, R (3) resigns, --rounds 3,
// --games 2: round 1 1-2 (1-1, White wins two passes), R the bye; round
// 2 P and S 2 points, the bye to S (the lower seed of the two without
// one), 1-3; round 3 the bye to P, 2-3. Resumed with --games 4
// --withdraw 1 --withdraw 2: P after 1 of 3 rounds (1-3 short, no game
// later), before half, all his results void; S after 2 (his bye counts,
// 2-3 short), after half: 2-3's 2 games stand (S wins both), its games 3
// and 4 forfeits lost by S. Every pairing is a withdrawn engine's, none
// extended. By hand: S and R 4 games 2-2-0, 4 points, opponents 4 x 4 =
// 16; 3 rounds of 4 games: 12 rounds, the maximum 24, total 4 + 16/12 -
// 12 = -6.67 each. Before, 6 rounds (the matches' --games 2): 0.67.
func TestTournamentSwissRoundsOfGames(t *testing.T) {
	root := t.TempDir()
	engine := scriptEngine(t, root)
	dir := filepath.Join(root, "t")
	args := []string{"tournament", "--format", "swiss", "--rounds", "3", "--engine", engine("P", "pass"), "--engine", engine("S", "pass"), "--engine", engine("R", "resign"), "--size=9", "--quiet", "--out", dir}
	if out, errOut, code := runMain(t, append(slices.Clone(args), "--games", "2")...); code != 0 {
		t.Fatalf("first run: exit %d, %q\n%s", code, errOut, out)
	}
	out, errOut, code := runMain(t, append(slices.Clone(args), "--games", "4", "--withdraw", "1", "--withdraw", "2")...)
	if code != 0 {
		t.Fatalf("resumed: exit %d, %q\n%s", code, errOut, out)
	}
	checkLines(t, out, []string{
		"round 2: 1-3 not played: an engine withdrew",
		"round 3: 2-3 not played: an engine withdrew",
		"standings (RULES.md section 7, Swiss: win 2, draw 1, loss 0; total = points + (opponents' points / (maximum points / 2) - rounds), each game a round: 12 rounds, maximum 24):",
		"1= S 1 4 2-2-0 4 16 -6.67 0",
		"1= R 1 4 2-2-0 4 16 -6.67 0",
		"withdrawn: engine 1 (P 1) after 1 of 3 rounds (--withdraw): before half the rounds: all his results are void",
		"withdrawn: engine 2 (S 1) after 2 of 3 rounds (--withdraw): his remaining games are forfeits",
	})
	statsPrintsSameTable(t, out, dir)
}
