package main

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// shardDir writes a match output directory by hand: match.json with the
// shard, and results.jsonl with the given games, each won by Black (the
// --black program, colours not exchanged).
func shardDir(t *testing.T, root, name, shard string, games ...int) string {
	t.Helper()
	dir := filepath.Join(root, name)
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	writeFile(t, dir, "match.json", fmt.Sprintf(`{"Black":"b","White":"w","Size":9,"Shard":%q}`, shard))
	var lines []string
	for _, g := range games {
		lines = append(lines, fmt.Sprintf(`{"game":%d,"result":"B+R","reason":"resign","winner":"black","moves":10,"score_b":"B+R","score_w":"B+R","score_r":"B+R"}`, g))
	}
	writeFile(t, dir, "results.jsonl", strings.Join(lines, "\n")+"\n")
	return dir
}

// TestStatsAndMergeArguments: flags may follow the directories; a path that
// is no match output, a directory given twice, shards of different splits
// or the same shard twice, and an --out that already holds results are
// refused (exit 2) instead of counting no games or dropping some.
func TestStatsAndMergeArguments(t *testing.T) {
	root := t.TempDir()
	s0 := shardDir(t, root, "s0", "0/2", 0, 2)
	s1 := shardDir(t, root, "s1", "1/2", 1, 3)
	whole := shardDir(t, root, "whole", "0/1", 0, 1, 2, 3)
	empty := filepath.Join(root, "empty")
	if err := os.Mkdir(empty, 0o755); err != nil {
		t.Fatal(err)
	}

	out, _, code := runMain(t, "stats", s0, "--sprt", "0,50")
	if code != 0 || !strings.Contains(out, "SPRT elo0=0 elo1=50") || !strings.Contains(out, "2 wins, 0 losses") {
		t.Errorf("stats DIR --sprt: exit %d\n%s", code, out)
	}
	if _, errOut, code := runMain(t, "stats", empty); code != 2 || !strings.Contains(errOut, "no results.jsonl") {
		t.Errorf("stats on an empty directory: exit %d, %q", code, errOut)
	}

	merged := filepath.Join(root, "merged")
	out, _, code = runMain(t, "merge", s1, s0, "--out", merged)
	if code != 0 || !strings.Contains(out, "merged 4 games into "+merged) {
		t.Errorf("merge s1 s0 --out: exit %d\n%s", code, out)
	}
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"--out", filepath.Join(root, "m1"), s0, filepath.Join(root, "missing")}, "no such file"},
		{[]string{"--out", filepath.Join(root, "m2"), s0, empty}, "no results.jsonl"},
		{[]string{"--out", filepath.Join(root, "m3"), s0, s0}, "given twice"},
		{[]string{"--out", filepath.Join(root, "m4"), s0, whole}, "shards of 2"},
		{[]string{"--out", merged, s0}, "already holds"},
	} {
		_, errOut, code := runMain(t, append([]string{"merge"}, tc.args...)...)
		if code != 2 || !strings.Contains(errOut, tc.want) {
			t.Errorf("merge %v: exit %d, %q; want 2 and %q", tc.args, code, errOut, tc.want)
		}
	}
	same := shardDir(t, root, "again", "0/2", 0, 2)
	if _, errOut, code := runMain(t, "merge", "--out", filepath.Join(root, "m5"), s0, same); code != 2 || !strings.Contains(errOut, "are both shard 0/2") {
		t.Errorf("merge of shard 0/2 twice: exit %d, %q", code, errOut)
	}
	// stats reads several directories only as shards of one match:
	// games of two matches share their numbers and would replace each
	// other (before, stats s0 whole counted 4 games of the 6: its 0 and 2 replaced).
	out, _, code = runMain(t, "stats", s1, s0)
	if code != 0 || !strings.Contains(out, "games: 4 ") {
		t.Errorf("stats of the two shards: exit %d\n%s", code, out)
	}
	for _, args := range [][]string{{s0, whole}, {s0, same}} {
		if _, errOut, code := runMain(t, append([]string{"stats"}, args...)...); code != 2 || !strings.Contains(errOut, "different matches") {
			t.Errorf("stats %v: exit %d, %q; want 2", args, code, errOut)
		}
	}
	// A merged directory is one unsharded match: refused beside one of
	// its shards or another whole match (before, it had no match.json
	// and was not checked: stats merged s0 counted the merge's 4 games,
	// s0's dropped). An --out among the shards is refused too (before,
	// shard 0's directory became a merge still marked shard 0/2).
	for _, args := range [][]string{{"stats", merged, s0}, {"stats", merged, whole}, {"merge", "--out", filepath.Join(root, "m6"), merged, s1}} {
		if _, errOut, code := runMain(t, args...); code != 2 {
			t.Errorf("%v: exit %d, %q; want 2", args, code, errOut)
		}
	}
	c0 := shardDir(t, root, "c0", "0/2", 0, 2)
	if _, errOut, code := runMain(t, "merge", "--out", c0, c0, s1); code != 2 || !strings.Contains(errOut, "already holds") {
		t.Errorf("merge --out c0 c0 s1: exit %d, %q; want 2", code, errOut)
	}
	// Shards of matches of different lengths are different matches.
	g4 := shardDir(t, root, "g4", "0/2", 0, 2)
	writeFile(t, g4, "match.json", `{"Black":"b","White":"w","Games":4,"Size":9,"Shard":"0/2"}`)
	g6 := shardDir(t, root, "g6", "1/2", 1, 3, 5)
	writeFile(t, g6, "match.json", `{"Black":"b","White":"w","Games":6,"Size":9,"Shard":"1/2"}`)
	if _, errOut, code := runMain(t, "merge", "--out", filepath.Join(root, "m7"), g4, g6); code != 2 || !strings.Contains(errOut, "games 4, now 6") {
		t.Errorf("merge of a 4-game and a 6-game match: exit %d, %q; want 2", code, errOut)
	}
	// A merge that fails (a shard's SGF missing) writes nothing; a
	// missing file is input merge cannot read, exit status 2 as for
	// stats (it was 1, the status of a failure while writing).
	nosgf := shardDir(t, root, "nosgf", "1/2", 1, 3)
	writeFile(t, nosgf, "results.jsonl", `{"game":1,"result":"B+R","reason":"resign","winner":"black","moves":10,"score_b":"B+R","score_w":"B+R","score_r":"B+R","sgf":"results-1.sgf"}`+"\n")
	ws0 := shardDir(t, root, "ws0", "0/2", 0, 2)
	var lines string
	for _, g := range []int{0, 2} {
		lines += fmt.Sprintf(`{"game":%d,"result":"B+R","reason":"resign","winner":"black","moves":10,"score_b":"B+R","score_w":"B+R","score_r":"B+R","sgf":"results-%d.sgf"}`+"\n", g, g)
		writeFile(t, ws0, fmt.Sprintf("results-%d.sgf", g), "(;GM[1]SZ[9];B[ee])")
	}
	writeFile(t, ws0, "results.jsonl", lines)
	m8 := filepath.Join(root, "m8")
	if _, _, code := runMain(t, "merge", "--out", m8, ws0, nosgf); code != 2 {
		t.Errorf("merge with a missing SGF: exit %d, want 2", code)
	}
	if _, err := os.Stat(m8); err == nil {
		t.Errorf("a failed merge left %s", m8)
	}
}

// TestBenchArguments: counts below 1 and stray arguments are refused with
// exit 2 (before, --rounds -1 panicked, --playouts 0 printed garbage and
// bench search with fewer playouts than parts never ended), and bench score
// on records that all stop before their final position says so instead of
// panicking.
func TestBenchArguments(t *testing.T) {
	dir := t.TempDir()
	ill := writeFile(t, dir, "ill.sgf", "(;SZ[9];B[ee];W[ee])")
	for _, args := range [][]string{
		{"bench", "playouts", "--playouts", "0"},
		{"bench", "playouts", "extra"},
		{"bench", "search", "--workers", "0"},
		{"bench", "search", "--playouts", "-1"},
		{"bench", "replay", "--rounds", "-1", ill},
		{"bench", "area", "--rounds", "0", ill},
		{"bench", "score", "--playouts", "0", ill},
	} {
		if _, errOut, code := runMain(t, args...); code != 2 || !strings.Contains(errOut, "want 1 or more") && !strings.Contains(errOut, "unexpected argument") {
			t.Errorf("%v: exit %d, %q", args, code, errOut)
		}
	}
	// A move on an occupied point is skipped for a count, as score
	// skips it; a move on a handicap stone assumed from HA without AB
	// (G7 of GTP's fixed placement on 9x9) leaves no final position.
	if _, errOut, code := runMain(t, "bench", "score", ill); code != 0 {
		t.Errorf("bench score on a record with a move on an occupied point: exit %d, %q", code, errOut)
	}
	assumed := writeFile(t, dir, "assumed.sgf", "(;SZ[9]HA[2];W[gc])")
	if _, errOut, code := runMain(t, "bench", "score", assumed); code != 2 || !strings.Contains(errOut, "no record reaches its final position") {
		t.Errorf("bench score on a record without a final position: exit %d, %q", code, errOut)
	}
	out, _, code := runMain(t, "bench", "search", "--size", "9", "--playouts", "5", "--workers", "1")
	if code != 0 || !strings.Contains(out, `"playouts":5`) {
		t.Errorf("bench search --playouts 5: exit %d, %q", code, out)
	}
}

// TestStatsGoguiDat: stats reads a gogui-twogtp results table (ours, or
// gogui-twogtp's own PREFIX.dat), as gogui-twogtp -analyze takes it: the
// referee's result (RES_R) where there is one, else RES_B when RES_W
// agrees, else no result; results from the first program's side, ALT 1
// rows with the colours exchanged. By hand: game 0 the first program wins
// as Black; game 1 (ALT) the second wins as Black; game 2 the referee gives
// it to the first, as Black; game 3 the programs disagree: no result. It
// used to stop on the table's first '#'.
func TestStatsGoguiDat(t *testing.T) {
	dir := t.TempDir()
	path := writeFile(t, dir, "twogtp.dat", "# Black: GNU Go\n# BlackCommand: gnugo --mode gtp\n# Referee: -\n# White: Fuego\n#\n"+
		"#GAME\tRES_B\tRES_W\tRES_R\tALT\tDUP\tLEN\tTIME_B\tTIME_W\tCPU_B\tCPU_W\tERR\tERR_MSG\n"+
		"0\tB+R\tB+R\t?\t0\t-\t101\t1.2\t1.3\t1\t1\t0\t\n"+
		"1\tW+3.5\tW+3.5\t?\t1\t-\t90\t1\t1\t1\t1\t0\t\n"+
		"2\t?\t?\tB+2\t0\t-\t80\t1\t1\t1\t1\t0\t\n"+
		"3\tB+1\tW+1\t?\t1\t-\t70\t1\t1\t1\t1\t0\t\n")
	out, _, code := runMain(t, "stats", path)
	for _, want := range []string{
		"games: 4 (1 no result",
		"--black program GNU Go: 2 wins, 1 loss, 0 draws; as Black 2-0-0; as White 0-1-0",
		"--white program Fuego: 1 win, 2 losses, 0 draws; as Black 1-0-0; as White 0-2-0",
		"by colour: Black 3 wins, 0 losses",
	} {
		if code != 0 || !strings.Contains(out, want) {
			t.Errorf("exit %d, output lacks %q:\n%s", code, want, out)
		}
	}
}

// TestStatsTablesOfTwoMatches: games are numbered per match, so two
// results tables that both hold a game 0 are tables of two matches (two
// runs of gogui-twogtp, whose PREFIX.dat has no match.json beside it to
// tell). stats counted the first table's games and dropped the second's
// that shared a number, silently: two 2-game tables gave "games: 2".
// They are refused (exit 2) as two matches' directories are; tables
// whose games do not overlap (the shards of one match) are still joined.
func TestStatsTablesOfTwoMatches(t *testing.T) {
	head := "# Black: A\n# Referee: -\n# White: B\n#\n#GAME\tRES_B\tRES_W\tRES_R\tALT\tDUP\tLEN\tTIME_B\tTIME_W\tCPU_B\tCPU_W\tERR\tERR_MSG\n"
	row := func(g int, res string) string {
		return fmt.Sprintf("%d\t%s\t%s\t?\t0\t-\t50\t1\t1\t1\t1\t0\t\n", g, res, res)
	}
	dir := t.TempDir()
	a := writeFile(t, dir, "a.dat", head+row(0, "B+R")+row(1, "B+R"))
	b := writeFile(t, dir, "b.dat", head+row(0, "W+R")+row(1, "W+R"))
	other := filepath.Join(t.TempDir(), "c.dat")
	writeFile(t, filepath.Dir(other), "c.dat", head+row(1, "W+R")+row(2, "W+R"))
	for _, args := range [][]string{{a, b}, {a, other}} {
		out, errOut, code := runMain(t, append([]string{"stats"}, args...)...)
		if code != 2 || !strings.Contains(errOut, "game 0") && !strings.Contains(errOut, "game 1") {
			t.Errorf("stats %v: exit %d, %q\n%s; want exit 2 naming the game both hold", args, code, errOut, out)
		}
	}
	// Disjoint games: one match's tables, 2 + 2 games.
	even := writeFile(t, dir, "even.dat", head+row(0, "B+R")+row(2, "B+R"))
	odd := writeFile(t, dir, "odd.dat", head+row(1, "W+R")+row(3, "W+R"))
	if out, errOut, code := runMain(t, "stats", even, odd); code != 0 || !strings.Contains(out, "games: 4 ") ||
		!strings.Contains(out, "2 wins, 2 losses") {
		t.Errorf("stats of two disjoint tables: exit %d, %q\n%s", code, errOut, out)
	}
}

// TestStatsDatDuplicates: a results table's DUP column names the earlier
// game each row repeats ("0"), or nearly repeats ("0?"), or is "-"; stats
// counts the repeats of a table as it counts those of results.jsonl (games
// identical to an earlier one). By hand: rows 2 ("0") and 3 ("1") repeat
// games; row 4 ("2?") only nearly: 2 duplicates. It read no DUP column and
// printed 0.
func TestStatsDatDuplicates(t *testing.T) {
	dir := t.TempDir()
	row := func(g int, alt, dup string) string {
		return fmt.Sprintf("%d\tB+R\tB+R\t?\t%s\t%s\t50\t1\t1\t1\t1\t0\t\n", g, alt, dup)
	}
	path := writeFile(t, dir, "dup.dat", "# Black: A\n# Referee: -\n# White: B\n#\n"+
		"#GAME\tRES_B\tRES_W\tRES_R\tALT\tDUP\tLEN\tTIME_B\tTIME_W\tCPU_B\tCPU_W\tERR\tERR_MSG\n"+
		row(0, "0", "-")+row(1, "1", "-")+row(2, "0", "0")+row(3, "1", "1")+row(4, "0", "2?"))
	out, _, code := runMain(t, "stats", path)
	if want := "games: 5 (0 no result, 0 with an engine error, 2 duplicates)"; code != 0 || !strings.Contains(out, want) {
		t.Errorf("exit %d, output lacks %q:\n%s", code, want, out)
	}
}

// TestStatsNamesDroppedLastLine: the reader of results.jsonl drops a last
// line that is no record (a line cut short by a kill while it was
// written, as documented; but also a complete line edited into something
// that does not parse), and stats counted the games before it without a
// word: a game could go missing from the statistics unseen. The games are
// counted as before and the dropped line is named with its number: by
// hand, line 3 of the file below (line 2 is blank), in a match directory
// and as a file.
func TestStatsNamesDroppedLastLine(t *testing.T) {
	dir := shardDir(t, t.TempDir(), "m", "0/1")
	path := writeFile(t, dir, "results.jsonl", `{"game":0,"result":"B+R","winner":"black","moves":10}`+"\n\n"+
		`{"game":1,"result":"W+R","winner":"white","moves":10,}`+"\n")
	for _, arg := range []string{dir, path} {
		out, errOut, code := runMain(t, "stats", arg)
		if code != 0 || !strings.Contains(out, "games: 1 ") || !strings.Contains(errOut, path+":3:") {
			t.Errorf("stats %s: exit %d, stderr %q\n%s; want 1 game and a warning naming %s:3", arg, code, errOut, out, path)
		}
	}
	writeFile(t, dir, "results.jsonl", `{"game":0,"result":"B+R","winner":"black","moves":10}`+"\n")
	if _, errOut, code := runMain(t, "stats", dir); code != 0 || errOut != "" {
		t.Errorf("stats of whole records: exit %d, stderr %q", code, errOut)
	}
}

// TestStatsExitStatus: input that stats cannot read is exit status 2, the
// status check and score give unreadable input (README, their usage: "2
// unreadable input", "2 some file unreadable or malformed") and stats
// gives a missing path or a file that is no results file. A results.jsonl
// with a line in the middle that is no record stopped it with exit 1, and
// so did a results.jsonl that cannot be read (here a directory so named,
// EISDIR), while a missing one was 2.
func TestStatsExitStatus(t *testing.T) {
	root := t.TempDir()
	bad := shardDir(t, root, "bad", "0/1", 0, 1)
	rec := `{"game":%d,"result":"B+R","reason":"resign","winner":"black","moves":10,"score_b":"B+R","score_w":"B+R","score_r":"B+R"}`
	writeFile(t, bad, "results.jsonl", fmt.Sprintf(rec, 0)+"\n{\"game\": oops}\n"+fmt.Sprintf(rec, 1)+"\n")
	unreadable := filepath.Join(root, "unreadable")
	if err := os.MkdirAll(filepath.Join(unreadable, "results.jsonl"), 0o755); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct{ path, want string }{
		{bad, "results.jsonl:2"},
		{unreadable, "results.jsonl"},
		{filepath.Join(root, "missing"), "missing"},
	} {
		out, stderr, code := runMain(t, "stats", c.path)
		if code != 2 || out != "" || !strings.Contains(stderr, c.want) {
			t.Errorf("stats %s: exit %d, stdout %q, stderr %q; want 2 and %q named", c.path, code, out, stderr, c.want)
		}
	}
	// The usage says so.
	if _, usage, _ := runMain(t, "stats", "-h"); !strings.Contains(usage, "Exit status") {
		t.Errorf("stats -h gives no exit status:\n%s", usage)
	}
}
