package main

import (
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/gtp-referee/gtp-referee/match/standings"
)

// pairingDir writes a match output directory by hand: match.json naming
// the two command lines, and results.jsonl with one record per game,
// given as (alt, result, winner, warnings of Black, of White); the names
// are those of the programs on each colour, as the referee writes them.
func pairingDir(t *testing.T, root, dir, blackCmd, whiteCmd, blackName, whiteName string, games ...string) string {
	t.Helper()
	d := filepath.Join(root, dir)
	shardDir(t, root, dir, "0/1")
	writeFile(t, d, "match.json", fmt.Sprintf(`{"Black":%q,"White":%q,"Size":9,"Alternate":true,"Shard":"0/1"}`, blackCmd, whiteCmd))
	var lines []string
	for i, g := range games {
		var alt bool
		var result, winner string
		var wb, ww int
		if _, err := fmt.Sscanf(g, "%t %s %s %d %d", &alt, &result, &winner, &wb, &ww); err != nil {
			t.Fatal(err)
		}
		if winner == "-" {
			winner = ""
		}
		nb, nw := blackName, whiteName
		if alt {
			nb, nw = nw, nb
		}
		lines = append(lines, fmt.Sprintf(`{"game":%d,"alt":%t,"result":%q,"winner":%q,"moves":10,"name_b":%q,"name_w":%q,"warnings_b":%d,"warnings_w":%d,"score_b":"?","score_w":"?","score_r":%q}`,
			i, alt, result, winner, nb, nw, wb, ww, result))
	}
	writeFile(t, d, "results.jsonl", strings.Join(lines, "\n")+"\n")
	return d
}

// TestStatsRoundRobin: three programs, each pair in a 2-game match with
// colours alternating, read as a round robin: "A 1" and GNU Go 3.8 at two
// levels (one name for two command lines, told apart by the command).
// By hand (RULES.md section 7: win 2, draw 1, loss 0):
//
//	ab, A against L1: game 0 A (Black) wins B+R; game 1 (colours exchanged)
//	    a draw, A (White) given a warning     A 2+1, L1 0+1
//	bc, L1 against L10: game 0 a draw; game 1 (exchanged) L10, Black, wins
//	                                          L1 1+0, L10 1+2
//	ca, L10 against A: game 0 a draw; game 1 Void (no result)
//	                                          L10 1, A 1
//	points: A 4, L10 4, L1 2
//	(a): A: beat L1 (2) + half L1 (1) + half L10 (2) = 5
//	     L10: half L1 (1) + beat L1 (2) + half A (2) = 5
//	     L1: half A (2) + half L10 (2)               = 4
//	(b): A 1 warning, L10 none: L10 1st, A 2nd, L1 3rd.
//
// Without the warning A and L10 share 1st place, reported as tied.
func TestStatsRoundRobin(t *testing.T) {
	const (
		l1  = "GNU Go 3.8 [gnugo --mode gtp --level 1]"
		l10 = "GNU Go 3.8 [gnugo --mode gtp --level 10]"
	)
	root := t.TempDir()
	write := func(warning int) []string {
		return []string{
			pairingDir(t, root, "ab", "a", "gnugo --mode gtp --level 1", "A 1", "GNU Go 3.8",
				"false B+R black 0 0", fmt.Sprintf("true 0 - 0 %d", warning)),
			pairingDir(t, root, "bc", "gnugo --mode gtp --level 1", "gnugo --mode gtp --level 10", "GNU Go 3.8", "GNU Go 3.8",
				"false 0 - 0 0", "true B+R white 0 0"),
			pairingDir(t, root, "ca", "gnugo --mode gtp --level 10", "a", "GNU Go 3.8", "A 1",
				"false 0 - 0 0", "true Void - 0 0"),
		}
	}
	out, errOut, code := runMain(t, append([]string{"stats"}, write(1)...)...)
	if code != 0 {
		t.Fatalf("exit %d, %q\n%s", code, errOut, out)
	}
	// Each pairing's report, as for two programs.
	for _, want := range []string{
		"== A 1 against " + l1 + " (" + filepath.Join(root, "ab") + ")",
		"--black program A 1: 1 win, 0 losses, 1 draw; as Black 1-0-0; as White 0-0-1",
		"--white program " + l10 + ": 1 win, 0 losses, 1 draw",
		"games: 2 (1 no result",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("output lacks %q:\n%s", want, out)
		}
	}
	want := []string{
		"1 " + l10 + " - 0-0-1 1-0-1",
		"2 A 1 0-0-1 - 1-0-1",
		"3 " + l1 + " 0-1-1 0-1-1 -",
		"1 " + l10 + " 3 1-0-2 4 5 0",
		"2 A 1 3 1-0-2 4 5 1",
		"3 " + l1 + " 4 0-2-2 2 4 0",
	}
	checkLines(t, out, want)
	if strings.Contains(out, "tied") {
		t.Errorf("a tie reported where warnings decide:\n%s", out)
	}
	out, _, code = runMain(t, append([]string{"stats"}, write(0)...)...)
	if code != 0 {
		t.Fatalf("without the warning: exit %d\n%s", code, out)
	}
	checkLines(t, out, []string{
		"1= A 1 3 1-0-2 4 5 0",
		"1= " + l10 + " 3 1-0-2 4 5 0",
		"tied (=): A 1, " + l10 + ": a playoff or lots decide",
	})
}

// checkLines checks that each of want is a line of out, or begins one,
// runs of spaces taken as one.
func checkLines(t *testing.T, out string, want []string) {
	t.Helper()
	var got []string
	for _, l := range strings.Split(out, "\n") {
		got = append(got, strings.Join(strings.Fields(l), " "))
	}
	for _, w := range want {
		found := false
		for _, g := range got {
			if strings.HasPrefix(g, w) {
				found = true
			}
		}
		if !found {
			t.Errorf("output lacks the line %q:\n%s", w, out)
		}
	}
}

// TestStatsRoundRobinTable: a gogui-twogtp table has no match.json, so no
// command line: its GNU Go 3.8 stays "GNU Go 3.8" beside two directories
// where that name stands for two command lines (it was "GNU Go 3.8 []").
// By hand: the levels beat each other once as Black (2 points each,
// tie-break (a) the other's 2: tied); the table's one game, GNU Go
// (Black) beat F, gives it 2 points, (a) F's 0: 3rd.
func TestStatsRoundRobinTable(t *testing.T) {
	root := t.TempDir()
	a := pairingDir(t, root, "a", "gnugo --level 1", "gnugo --level 2", "GNU Go 3.8", "GNU Go 3.8", "false B+R black 0 0")
	b := pairingDir(t, root, "b", "gnugo --level 2", "gnugo --level 1", "GNU Go 3.8", "GNU Go 3.8", "false B+R black 0 0")
	dat := writeFile(t, t.TempDir(), "t.dat", "# Black: GNU Go\n# BlackVersion: 3.8\n# Referee: -\n# White: F\n#\n"+
		"#GAME\tRES_B\tRES_W\tRES_R\tALT\tDUP\tLEN\tTIME_B\tTIME_W\tCPU_B\tCPU_W\tERR\tERR_MSG\n"+
		"0\tB+R\tB+R\t?\t0\t-\t50\t1\t1\t1\t1\t0\t\n")
	out, errOut, code := runMain(t, "stats", a, b, dat)
	if code != 0 {
		t.Fatalf("exit %d, %q\n%s", code, errOut, out)
	}
	checkLines(t, out, []string{
		"1= GNU Go 3.8 [gnugo --level 1] 2 1-1-0 2",
		"1= GNU Go 3.8 [gnugo --level 2] 2 1-1-0 2",
		"3 GNU Go 3.8 1 1-0-0 2 0 0",
		"4 F 1 0-1-0 0 0 0",
	})
}

// TestStatsProgramThatNeverStarted: a program that never started in a
// game is recorded there under its file's name (match's fallback: "flaky"
// for /opt/flaky --level 2), and under the name it gives elsewhere ("B 1");
// it is one program, by its command line in match.json, not two.
//
// Round robin, one game a pairing: ab, A against B, B never started: A
// wins (B+F); bc, B against C, C wins (W+R); ca, C against A, C wins
// (B+R). By hand (RULES.md section 7: win 2, loss 0): C 4 points, A 2,
// B 0; (a): C beat A (2) and B (0) = 2, A beat B (0) = 0, B 0. Three
// players; before, "flaky" was a fourth, 0 points, tied with B for 3rd.
//
// Two shards of one match, A against B (README: several paths are the
// shards of one match): shard 0's game, B never started, names it
// "flaky", shard 1's "B 1". Before, stats took them for a round robin
// of three programs (A, "B 1" and "flaky", a crosstable and standings);
// it is one match's report, as before round robins were read (daac4c8^).
func TestStatsProgramThatNeverStarted(t *testing.T) {
	root := t.TempDir()
	dir := func(name, black, white, shard, records string) string {
		d := filepath.Join(root, name)
		if err := os.MkdirAll(d, 0o755); err != nil {
			t.Fatal(err)
		}
		writeFile(t, d, "match.json", fmt.Sprintf(`{"Black":%q,"White":%q,"Games":2,"Size":9,"Alternate":true,"Shard":%q}`, black, white, shard))
		writeFile(t, d, "results.jsonl", records)
		return d
	}
	const (
		a = "/opt/a"
		b = "/opt/flaky --level 2"
		c = "/opt/c"
	)
	rec := func(game int, alt bool, result, winner, nb, nw string) string {
		return fmt.Sprintf(`{"game":%d,"alt":%t,"result":%q,"winner":%q,"moves":10,"name_b":%q,"name_w":%q,"score_b":"?","score_w":"?","score_r":%q}`+"\n",
			game, alt, result, winner, nb, nw, result)
	}
	out, errOut, code := runMain(t, "stats",
		dir("ab", a, b, "0/1", rec(0, false, "B+F", "black", "A 1", "flaky")),
		dir("bc", b, c, "0/1", rec(0, false, "W+R", "white", "B 1", "C 1")),
		dir("ca", c, a, "0/1", rec(0, false, "B+R", "black", "C 1", "A 1")))
	if code != 0 {
		t.Fatalf("round robin: exit %d, %q\n%s", code, errOut, out)
	}
	checkLines(t, out, []string{
		"1 C 1 2 2-0-0 4 2 0",
		"2 A 1 2 1-1-0 2 0 0",
		"3 B 1 2 0-2-0 0 0 0",
	})
	if strings.Contains(out, "flaky") {
		t.Errorf("the program that never started is a player of its own:\n%s", out)
	}

	out, errOut, code = runMain(t, "stats",
		dir("s0", a, b, "0/2", rec(0, false, "B+F", "black", "A 1", "flaky")),
		dir("s1", a, b, "1/2", rec(1, true, "W+R", "white", "B 1", "A 1")))
	if code != 0 {
		t.Fatalf("shards: exit %d, %q\n%s", code, errOut, out)
	}
	if strings.Contains(out, "crosstable") || !strings.Contains(out, "--black program A 1: 2 wins, 0 losses, 0 draws") {
		t.Errorf("shards of one match not reported as one match:\n%s", out)
	}
}

// TestStatsWrappedProgramThatNeverStarted: TestStatsProgramThatNeverStarted's
// round robin with B started through env (env OMP_NUM_THREADS=1
// /opt/flaky --level 2): match records a program that never started under
// the name of the program its command runs (match.ProgramLabel: "flaky",
// not "env"), so stats sets that name aside, not the command's first
// word; else "flaky" and "B 1" were two names besides "env" and the
// program that never started a fourth player. Same games, same hand count:
// C 4 points, A 2, B 0.
func TestStatsWrappedProgramThatNeverStarted(t *testing.T) {
	out := neverStartedRoundRobin(t, "env OMP_NUM_THREADS=1 /opt/flaky --level 2", "flaky", "B 1", "")
	checkLines(t, out, []string{
		"1 C 1 2 2-0-0 4 2 0",
		"2 A 1 2 1-1-0 2 0 0",
		"3 B 1 2 0-2-0 0 0 0",
	})
	if strings.Contains(out, "flaky") {
		t.Errorf("the program that never started is a player of its own:\n%s", out)
	}
}

// neverStartedRoundRobin runs stats on the round robin of
// TestStatsProgramThatNeverStarted, B started by the command b: A-B, a
// forfeit won by A as Black where B never started (B recorded as never,
// crashed naming the colours the record lists as crashed, a JSON list's
// items, or none), B-C won by C as White (B recorded as played), C-A
// won by C as Black. It returns stats' output.
func neverStartedRoundRobin(t *testing.T, b, never, played, crashed string) string {
	t.Helper()
	root := t.TempDir()
	dir := func(name, black, white, records string) string {
		d := filepath.Join(root, name)
		if err := os.MkdirAll(d, 0o755); err != nil {
			t.Fatal(err)
		}
		writeFile(t, d, "match.json", fmt.Sprintf(`{"Black":%q,"White":%q,"Games":2,"Size":9,"Alternate":true,"Shard":"0/1"}`, black, white))
		writeFile(t, d, "results.jsonl", records)
		return d
	}
	const (
		a = "/opt/a"
		c = "/opt/c"
	)
	rec := func(result, winner, nb, nw, crashed string) string {
		tail := ""
		if crashed != "" {
			tail = fmt.Sprintf(`,"crashed":[%s]`, crashed)
		}
		return fmt.Sprintf(`{"game":0,"alt":false,"result":%q,"winner":%q,"moves":10,"name_b":%q,"name_w":%q,"score_b":"?","score_w":"?","score_r":%q%s}`+"\n",
			result, winner, nb, nw, result, tail)
	}
	out, errOut, code := runMain(t, "stats",
		dir("ab", a, b, rec("B+F", "black", "A 1", never, crashed)),
		dir("bc", b, c, rec("W+R", "white", played, "C 1", "")),
		dir("ca", c, a, rec("B+R", "black", "C 1", "A 1", "")))
	if code != 0 {
		t.Fatalf("exit %d, %q\n%s", code, errOut, out)
	}
	return out
}

// TestStatsOldLabelOfProgramThatNeverStarted: TestStatsProgramThatNeverStarted's
// round robin with B started as sh -c '/opt/flaky --level 2; echo done',
// whose game against A, B never started, was recorded by a version whose
// match.ProgramLabel took the list's last command: "echo" (now "flaky").
// Neither the label of this version nor the command's first word ("sh")
// names it, so "echo" was a fourth player (0-1-0, tied with "B 1" for
// 3rd); it is a word of the command, set aside where "B 1" and it are
// the names left. Same games, same hand count: C 4 points, A 2, B 0.
func TestStatsOldLabelOfProgramThatNeverStarted(t *testing.T) {
	out := neverStartedRoundRobin(t, "sh -c '/opt/flaky --level 2; echo done'", "echo", "B 1", "")
	checkLines(t, out, []string{
		"1 C 1 2 2-0-0 4 2 0",
		"2 A 1 2 1-1-0 2 0 0",
		"3 B 1 2 0-2-0 0 0 0",
	})
	if strings.Contains(out, "echo") {
		t.Errorf("the program that never started is a player of its own:\n%s", out)
	}
}

// TestStatsTwoProgramsBothWays: two matches between the same two
// programs, A with --black in ab and B with --black in ba (a double round
// robin of two engines: tournament's 1-2 and 2-1), colours alternating in
// each. ab: game 0 A (Black) wins; game 1 A (White) wins. ba: game 0 B
// (Black) wins; game 1 A (Black) wins. By hand (RULES.md section 7): A
// 3-1-0, 6 points, (a) B's 2 points three times = 6; B 1-3-0, 2 points,
// (a) A's 6 once = 6. Before, stats refused them (exit 2: "ab and ba are
// both shard 0/1"), so that stats could not read such a tournament's
// directories.
func TestStatsTwoProgramsBothWays(t *testing.T) {
	root := t.TempDir()
	ab := pairingDir(t, root, "ab", "a", "b", "A 1", "B 1", "false B+R black 0 0", "true W+R white 0 0")
	ba := pairingDir(t, root, "ba", "b", "a", "B 1", "A 1", "false B+R black 0 0", "true B+R black 0 0")
	out, errOut, code := runMain(t, "stats", ab, ba)
	if code != 0 {
		t.Fatalf("exit %d, %q\n%s", code, errOut, out)
	}
	checkLines(t, out, []string{
		"1 A 1 - 3-1-0",
		"2 B 1 1-3-0 -",
		"1 A 1 4 3-1-0 6 6 0",
		"2 B 1 4 1-3-0 2 6 0",
	})
}

// TestReportTournamentNamesItsCommand: the table's errors name the
// command that prints it, so that tournament's do not read "stats:". A
// pairing whose two programs are one player (A against A) has no
// standing to count (RULES.md section 7 scores a game between two
// players).
func TestReportTournamentNamesItsCommand(t *testing.T) {
	for _, cmd := range []string{"stats", "tournament"} {
		err := reportTournament(cmd, []recordsFile{{path: "1-2"}}, [][2]string{{"A", "A"}}, nil, false, nil, io.Discard, io.Discard)
		if want := cmd + ": 1-2: A plays itself"; err == nil || !strings.HasPrefix(err.Error(), want) {
			t.Errorf("%s: error %v, want %q...", cmd, err, want)
		}
	}
}

// TestWriteEliminationPlaces: writeElimination's places where engines
// share one. Double elimination of four, engines 3 and 4 withdrawn
// before round 1 (never paired: out in round 0); round 1, 1-2 (4-0
// points) won by 1, engine 2's loss 1 of 2; round 2, the final again
// (no group of two), in 1-2-2, no game played, won by 1: engine 2 out.
// By hand: place 1 engine 1, place 2 engine 2, 3 and 4 share place 3.
func TestWriteEliminationPlaces(t *testing.T) {
	tour := &tournamentRecord{Format: "double-elimination", Engines: []string{"a", "b", "c", "d"}, Lives: 2,
		Withdrawn: []withdrawal{{Engine: "3"}, {Engine: "4"}},
		Elimination: []eliminationRound{
			{Pairs: [][2]string{{"1", "2"}}, Winners: []string{"1"}},
			{Pairs: [][2]string{{"1", "2"}}, Winners: []string{"1"}},
		}}
	var b strings.Builder
	writeElimination(&b, tour, map[string]string{"1": "A", "2": "B"}, map[string][2]int{"1-2": {4, 0}})
	want := "double-elimination rounds (out at lost pairing 2; the table above counts its games as a round robin's):\n" +
		"round 1: 1-2 (4-0 points): engine 1 (A) beats engine 2 (B): its loss 1 of 2\n" +
		"round 2: 1-2-2 (no game played): engine 1 (A) beats engine 2 (B): out\n" +
		"place 1: engine 1 (A)\n" +
		"place 2: engine 2 (B)\n" +
		"place 3=: engine 3 (c)\n" +
		"place 3=: engine 4 (d)\n"
	if b.String() != want {
		t.Errorf("got\n%s\nwant\n%s", b.String(), want)
	}
	// The final's winner not kept yet: no places.
	tour.Elimination[1].Winners = nil
	b.Reset()
	writeElimination(&b, tour, nil, nil)
	if strings.Contains(b.String(), "place") || !strings.Contains(b.String(), "round 2: 1-2-2 (no game played): engine 1 (a) against engine 2 (b): not decided") {
		t.Errorf("undecided final:\n%s", b.String())
	}
}

// TestWriteWithdrawalsWithoutGames: an engine withdrawn before he recorded
// a game has no name in the records, so the withdrawal line named him by
// his number alone ("withdrawn: engine 3 after 0 of 3 rounds"), where the
// table ranks him by his command line. Four engines in a round robin play
// 3 rounds (n-1 for an even n); 0 of 3 is before half, so his results
// are void; a walkover format says its own effect.
func TestWriteWithdrawalsWithoutGames(t *testing.T) {
	st := &tournamentRecord{Format: "round-robin", Engines: []string{"p", "q", "r --level 3", "s"},
		Withdrawn: []withdrawal{{Engine: "3", Reason: "--withdraw"}}}
	var b strings.Builder
	writeWithdrawals(&b, st, map[string]string{"1": "P 1", "2": "Q 1", "4": "S 1"})
	want := "withdrawn: engine 3 (r --level 3) after 0 of 3 rounds (--withdraw): before half the rounds: all his results are void (RULES.md section 7)\n"
	if b.String() != want {
		t.Errorf("got %q, want %q", b.String(), want)
	}
	st.Format = "knockout"
	b.Reset()
	writeWithdrawals(&b, st, map[string]string{"3": "R 1"})
	if want := "withdrawn: engine 3 (R 1) (--withdraw): "; !strings.HasPrefix(b.String(), want) {
		t.Errorf("knockout: got %q, want it to begin %q", b.String(), want)
	}
}

// TestWritePlacesWithoutWinner: a knockout of four whose two finalists
// both withdrew. Places are 1 + the engines ranked above (the losers of
// a round share the place after the engines still in): no engine ranks
// above the finalists, so they share place 1 (review-tourney-66 rejected
// "place 2=", which no engine above them would explain), and the semi-
// final losers, two engines above them, share place 3. But place 1 is
// no win here: a line says that no engine won, which the places alone
// (1= twice) did not (session 66's item). Bracket by hand: round 1, 1-4
// won by 1 (4-0 points), 2-3 by 2 (4-0); round 2, 1-2, both withdrew.
// A double elimination of two whose final both withdrew from is the
// same: both share place 1, no winner.
func TestWritePlacesWithoutWinner(t *testing.T) {
	tour := &tournamentRecord{Format: "knockout", Engines: []string{"a", "b", "c", "d"},
		Withdrawn: []withdrawal{{Engine: "1"}, {Engine: "2"}},
		Bracket:   [][]string{{"1", "4", "2", "3"}, {"1", "2"}, {""}}}
	var b strings.Builder
	writeBracket(&b, tour, map[string]string{"1": "A", "2": "B", "3": "C", "4": "D"}, map[string][2]int{"1-4": {4, 0}, "2-3": {4, 0}})
	want := "knockout bracket (the ranking of a knockout; the table above counts its games as a round robin's):\n" +
		"round 1: 1-4: engine 1 (A) goes through against engine 4 (D), 4-0 points\n" +
		"round 1: 2-3: engine 2 (B) goes through against engine 3 (C), 4-0 points\n" +
		"round 2: 1-2: neither goes through (both withdrew)\n" +
		"no winner: the engines left withdrew; the last ones in share place 1, no engine ranking above them\n" +
		"place 1=: engine 1 (A)\n" +
		"place 1=: engine 2 (B)\n" +
		"place 3=: engine 3 (C)\n" +
		"place 3=: engine 4 (D)\n"
	if b.String() != want {
		t.Errorf("knockout: got\n%s\nwant\n%s", b.String(), want)
	}
	elim := &tournamentRecord{Format: "double-elimination", Engines: []string{"a", "b"}, Lives: 2,
		Withdrawn:   []withdrawal{{Engine: "1"}, {Engine: "2"}},
		Elimination: []eliminationRound{{Pairs: [][2]string{{"1", "2"}}, Winners: []string{""}}}}
	b.Reset()
	writeElimination(&b, elim, nil, nil)
	want = "double-elimination rounds (out at lost pairing 2; the table above counts its games as a round robin's):\n" +
		"round 1: 1-2 (no game played): engine 1 (a) against engine 2 (b): neither wins (both withdrew)\n" +
		"no winner: the engines left withdrew; the last ones in share place 1, no engine ranking above them\n" +
		"place 1=: engine 1 (a)\n" +
		"place 1=: engine 2 (b)\n"
	if b.String() != want {
		t.Errorf("double elimination: got\n%s\nwant\n%s", b.String(), want)
	}
}

// TestWriteTeamStandingsVoid: a team match whose every board a withdrawal
// voided is void, and a team whose engines' results are all void leaves
// the team table (RULES.md section 7, a player's results void before half
// the rounds). Three teams of one: engine 3 (c) voided; 1-2 won by 1
// (4-0 points), 2-3 void, 3-1 void. By hand: team 1 1-0-0, 2 points,
// board points 2, (a) team 2's 0; team 2 0-1-0, 0; team 3 not ranked.
func TestWriteTeamStandingsVoid(t *testing.T) {
	boards := []boardResult{{a: 1, b: 2, pointsA: 4}, {a: 2, b: 3, void: true, withdrawn: true}, {a: 3, b: 1, void: true, withdrawn: true}}
	var b strings.Builder
	if err := writeTeamStandings(&b, 1, []string{"a", "b", "c"}, boards, map[string]string{"1": "A", "2": "B"}, []string{"c"}); err != nil {
		t.Fatal(err)
	}
	checkLines(t, b.String(), []string{
		"team 1 against team 2: 1-0",
		"team 2 against team 3: void (withdrawals voided its boards)",
		"team 1 against team 3: void (withdrawals voided its boards)",
		"1 team 1 (A) 1 1-0-0 2 2 0 0",
		"2 team 2 (B) 1 0-1-0 0 0 0 0",
	})
	if strings.Contains(b.String(), "team 3 (c) ") {
		t.Errorf("team 3, all void, ranked:\n%s", b.String())
	}
}

// TestWriteEliminationLastLeftWins: an elimination whose engines left all
// withdrew has a winner where one of them outlasted the others: he won
// every pairing he played after they went out, and none is left to
// forfeit, as TestTournamentEliminationWinnerWithdrawsAfter's winner. A
// double elimination of P (1), S (2), R (3), by hand (pairElimination):
// round 1 2-3 won by S, 1 the bye; round 2 1-2 won by S, 3 the bye; P
// withdraws (1 loss), so round 3 pairs the two left, S (no loss) and R
// (1): the final 2-3-2, won by S, R out at his second loss; S then
// withdraws too. S, the only engine in round 3 not out, wins: place 1; R,
// out in round 3, place 2; P, withdrawn after round 2, place 3. Before:
// 'no winner', S and R (both last in round 3) 'place 1=', R eliminated.
func TestWriteEliminationLastLeftWins(t *testing.T) {
	tour := &tournamentRecord{Format: "double-elimination", Engines: []string{"p", "s", "r"}, Lives: 2,
		Withdrawn: []withdrawal{{Engine: "1"}, {Engine: "2"}},
		Elimination: []eliminationRound{
			{Pairs: [][2]string{{"2", "3"}}, Byes: []string{"1"}, Winners: []string{"2"}},
			{Pairs: [][2]string{{"1", "2"}}, Byes: []string{"3"}, Winners: []string{"2"}},
			{Pairs: [][2]string{{"2", "3"}}, Winners: []string{"2"}},
		}}
	var b strings.Builder
	writeElimination(&b, tour, map[string]string{"1": "P", "2": "S", "3": "R"}, map[string][2]int{"2-3": {2, 0}, "1-2": {0, 2}, "2-3-2": {2, 0}})
	want := "double-elimination rounds (out at lost pairing 2; the table above counts its games as a round robin's):\n" +
		"round 1: 2-3 (2-0 points): engine 2 (S) beats engine 3 (R): its loss 1 of 2\n" +
		"round 1: engine 1 (P) has a bye\n" +
		"round 2: 1-2 (0-2 points): engine 2 (S) beats engine 1 (P): its loss 1 of 2\n" +
		"round 2: engine 3 (R) has a bye\n" +
		"round 3: 2-3-2 (2-0 points): engine 2 (S) beats engine 3 (R): out\n" +
		"place 1: engine 2 (S)\n" +
		"place 2: engine 3 (R)\n" +
		"place 3: engine 1 (P)\n"
	if b.String() != want {
		t.Errorf("got\n%s\nwant\n%s", b.String(), want)
	}
	if w := eliminationWinner(tour, []string{"1", "2", "3"}, map[string]int{"1": 1, "3": 2}); w != "2" {
		t.Errorf("eliminationWinner: %q, want 2", w)
	}
}

// TestStatsOldLabelEqualsNameOfProgram: TestStatsOldLabelOfProgramThatNeverStarted's
// three matches, B's engine answering name with its file name and no
// version ("flaky", as ./flaky with no version command records itself):
// its records give it "flaky" where it played and "echo", an earlier
// version's label, where it never started. By hand as there: C 2-0-0 4
// points, A 1-1-0 2, flaky 0-2-0 0, and no player "echo".
func TestStatsOldLabelEqualsNameOfProgram(t *testing.T) {
	out := neverStartedRoundRobin(t, "sh -c '/opt/flaky --level 2; echo done'", "echo", "flaky", `"white"`)
	checkLines(t, out, []string{
		"1 C 1 2 2-0-0 4 2 0",
		"2 A 1 2 1-1-0 2 0 0",
		"3 flaky 2 0-2-0 0 0 0",
	})
	if strings.Contains(out, "echo") {
		t.Errorf("the program is named by an earlier version's label:\n%s", out)
	}
}

// TestWriteTeamStandingsVoidWhy: a void team match says why its boards
// are void: a board none of whose games has a result (each ended by a
// move limit or a cycle: standings.Void, no forfeit, no withdrawal) is
// not one that withdrawals voided. By hand: teams of one, engines 1 and
// 2, board 1-2 of two games without a result: the team match is void
// and no withdrawal is named; both teams, none of whose results a
// withdrawal voided, stay in the team table with no match counted, 0
// points, tied (RULES.md section 7 (c)). Teams of two, 1 and 2 against
// 3 and 4: board 1-3 without a result, board 4-2 the void forfeits of
// two engines who withdrew before it (standings.Withdraw: neither came):
// one board of each kind.
func TestWriteTeamStandingsVoidWhy(t *testing.T) {
	engine := map[string]int{"A": 1, "B": 2, "C": 3, "D": 4}
	noResult := []standings.Game{{A: "A", B: "B"}, {A: "B", B: "A"}}
	var b strings.Builder
	if err := writeTeamStandings(&b, 1, []string{"a", "b"}, teamBoards(noResult, engine, nil), map[string]string{"1": "A", "2": "B"}, nil); err != nil {
		t.Fatal(err)
	}
	checkLines(t, b.String(), []string{
		"team 1 against team 2: void (no game of its boards has a result)",
		"1= team 1 (A) 0 0-0-0 0 0 0 0",
		"1= team 2 (B) 0 0-0-0 0 0 0 0",
	})
	mixed := []standings.Game{
		{A: "A", B: "C"}, {A: "C", B: "A"},
		{A: "D", B: "B", Forfeit: true}, {A: "D", B: "B", Forfeit: true},
	}
	b.Reset()
	names := map[string]string{"1": "A", "2": "B", "3": "C", "4": "D"}
	if err := writeTeamStandings(&b, 2, []string{"a", "b", "c", "d"}, teamBoards(mixed, engine, nil), names, nil); err != nil {
		t.Fatal(err)
	}
	checkLines(t, b.String(), []string{
		"team 1 against team 2: void (withdrawals voided some of its boards, and no game of the others has a result)",
	})
	b.Reset()
	if err := writeTeamStandings(&b, 2, []string{"a", "b", "c", "d"}, teamBoards(mixed[2:], engine, nil), names, nil); err != nil {
		t.Fatal(err)
	}
	checkLines(t, b.String(), []string{"team 1 against team 2: void (withdrawals voided its boards)"})
}

// TestSettleTogetherRoundOnePlayed: the games not played of a pairing of
// two withdrawn engines in a round that only one of them played (he has
// a game in a later round; the other's pairing there is short with none
// later) do not depend on the order of the withdrawals. A round robin of
// five (rounds 2-5 3-4 | 5-1 2-3 | 1-4 5-3 | 3-1 4-2 | 1-2 4-5), every
// pairing 2 games recorded (Black wins), then 4 a pairing: engine 3
// withdraws after 3 of 5 rounds, engine 1 after 4 (both after half). In
// 3-1 (round 4) 2 games stand; games 3 and 4 are engine 3's remaining
// games (a round after his), but where the resume that added them (its
// Prior 2) also withdrew engine 1, he was not there either: neither
// came, Void (RULES.md section 7). Applied 1 first they were Void, 3
// first lost by engine 3. Where a resume between the two commands raised
// the pairings to 4 games (engine 1's Prior 4, a later Batch), engine 1
// was in when they came due: engine 3's forfeits, won by engine 1.
func TestSettleTogetherRoundOnePlayed(t *testing.T) {
	run := func(withdrawn []withdrawal) []standings.Result {
		st := &tournamentRecord{Format: "round-robin", Engines: []string{"a", "b", "c", "d", "e"}, Games: 4, Withdrawn: withdrawn}
		schedule, _ := tournamentSchedule(st)
		var games []standings.Game
		var files []string
		for _, g := range schedule {
			for range 2 {
				games = append(games, standings.Game{A: g.A, B: g.B, Result: standings.WinA})
				files = append(files, g.A+"-"+g.B)
			}
		}
		numbers := map[string]string{"1": "1", "2": "2", "3": "3", "4": "4", "5": "5"}
		out, _ := applyWithdrawals(st, games, files, numbers, 4, func(string) (int, bool) { return 2, true })
		var got []standings.Result
		for _, g := range out {
			if g.Round == 4 && g.Forfeit && (g.A == "3" && g.B == "1" || g.A == "1" && g.B == "3") {
				if g.A != "3" {
					t.Fatalf("forfeit %+v: want 3-1 as scheduled", g)
				}
				got = append(got, g.Result)
			}
		}
		return got
	}
	one := withdrawal{Engine: "1", Played: 4, Prior: 2, Batch: 1}
	three := withdrawal{Engine: "3", Played: 3, Prior: 2, Batch: 1}
	void := []standings.Result{standings.Void, standings.Void}
	for _, order := range [][]withdrawal{{one, three}, {three, one}} {
		if got := run(order); !slices.Equal(got, void) {
			t.Errorf("together, engine %s first: %v, want %v", order[0].Engine, got, void)
		}
	}
	one.Prior, one.Batch = 4, 2
	won := []standings.Result{standings.WinB, standings.WinB} // 3-1: B is engine 1
	if got := run([]withdrawal{three, one}); !slices.Equal(got, won) {
		t.Errorf("engine 3, then engine 1 after a resume with 4 games: %v, want %v", got, won)
	}
}
