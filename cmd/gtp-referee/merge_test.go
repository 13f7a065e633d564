package main

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/gtp-referee/gtp-referee/match/results"
)

// mergeShard writes a shard's output directory by hand: match.json and
// results.jsonl with recs (each won by Black, the --black program), and
// the SGF files named in sgfs.
func mergeShard(t *testing.T, dir, shard string, recs []results.Record, sgfs map[string]string) {
	t.Helper()
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	writeFile(t, dir, "match.json", `{"Black":"b","White":"w","Games":7,"Size":9,"Shard":"`+shard+`"}`)
	var b strings.Builder
	for _, r := range recs {
		r.Result, r.Reason, r.Winner, r.Moves = "B+R", "resign", results.ProgBlack, 10
		r.ScoreB, r.ScoreW, r.ScoreR = "B+R", "B+R", "B+R"
		line, err := json.Marshal(r)
		if err != nil {
			t.Fatal(err)
		}
		b.Write(line)
		b.WriteByte('\n')
	}
	writeFile(t, dir, "results.jsonl", b.String())
	for name, data := range sgfs {
		writeFile(t, dir, name, data)
	}
}

// datDup returns the DUP cell of each row of a results.dat, by GAME.
func datDup(t *testing.T, path string) map[string]string {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	out := map[string]string{}
	for _, line := range strings.Split(string(data), "\n") {
		if line == "" || line[0] == '#' {
			continue
		}
		f := strings.Split(line, "\t")
		out[f[0]] = f[5]
	}
	return out
}

// TestMergeDuplicatesAcrossShards: the DUP column of a merged results.dat
// names the earlier game, in the merged numbering, that a game repeats or
// nearly repeats, as one run of all the games in their order would: an
// earlier game of another shard counts. gogui-twogtp (its Compare) marks an
// identical game under the 8 symmetries with its number and otherwise the
// last earlier game with fewer differing placements, compared by move
// number, than a fifth of the game's, with a question mark.
//
// Shard 0/2 plays games 0, 2, 4, 6 and shard 1/2 games 1, 3, 5 of a
// 9x9 match without --alternate (the programs keep their colours). Every
// game has 10 placements: a near-duplicate differs in 1 (1 < 10/5). By
// hand, P being ten moves about the centre and Q ten along the top edge:
//
//	0 P                       -
//	1 P mirrored              0  (identical under a symmetry)
//	2 Q                       -
//	3 Q, move 10 elsewhere    2? (1 difference; shard 1 alone: -)
//	4 P, move 5 elsewhere     1? (1 from game 0, 1 from game 1 mirrored:
//	                              the last; shard 0 alone: 0?)
//	5 Q, move 1 elsewhere     2? (1 from game 2, 2 from game 3; its record,
//	                              from before records kept the moves, has
//	                              none: they are read from its SGF)
//	6 P, move 10 elsewhere    0? (recorded so by its shard; the record has
//	                              no moves and its SGF does not hold the
//	                              game its key names: not compared again,
//	                              and the merge says so)
//
// The merge took each shard's marks as they were: 3 and 5 were "-" and 4
// was "0?".
func TestMergeDuplicatesAcrossShards(t *testing.T) {
	pl := func(s string) []results.Placement { // "Bcc Wgc ...", 9x9
		var ps []results.Placement
		for _, f := range strings.Fields(s) {
			ps = append(ps, results.Placement{Colour: f[0], X: int(f[1] - 'a'), Y: int(f[2] - 'a')})
		}
		return ps
	}
	p := "Bcc Wgc Bgg Wcg Bee Wec Bce Weg Bge Wdd"
	games := []string{
		p,
		"Bgc Wcc Bcg Wgg Bee Wec Bge Weg Bce Wfd", // P with x -> 8-x
		"Baa Wba Bca Wda Bea Wfa Bga Wha Bia Wab",
		"Baa Wba Bca Wda Bea Wfa Bga Wha Bia Wbb",
		"Bcc Wgc Bgg Wcg Bef Wec Bce Weg Bge Wdd",
		"Bii Wba Bca Wda Bea Wfa Bga Wha Bia Wab",
		"Bcc Wgc Bgg Wcg Bee Wec Bce Weg Bge Whh",
	}
	var recs [2][]results.Record
	sgfs := [2]map[string]string{{}, {}}
	for g, s := range games {
		ps := pl(s)
		r := results.Record{Game: g, SGF: "results-" + string(rune('0'+g)) + ".sgf",
			DupKey: results.DupKey(9, 9, ps), Placements: results.EncodePlacements(9, 9, ps)}
		moves := ""
		for _, f := range strings.Fields(s) {
			moves += ";" + f[:1] + "[" + f[1:] + "]"
		}
		sgf := "(;GM[1]FF[4]SZ[9]" + moves + ")"
		switch g {
		case 4, 6:
			zero := 0
			r.NearDup = &zero // as shard 0 recorded them
		case 5:
			r.Placements = "" // a record of an older version
		}
		if g == 6 {
			r.Placements = ""
			sgf = "(;GM[1]FF[4]SZ[9];B[ee])"
		}
		recs[g%2] = append(recs[g%2], r)
		sgfs[g%2][r.SGF] = sgf
	}
	root := t.TempDir()
	s0, s1, all := filepath.Join(root, "s0"), filepath.Join(root, "s1"), filepath.Join(root, "all")
	mergeShard(t, s0, "0/2", recs[0], sgfs[0])
	mergeShard(t, s1, "1/2", recs[1], sgfs[1])
	out, errOut, code := runMain(t, "merge", "--out", all, s0, s1)
	if code != 0 {
		t.Fatalf("merge: exit %d, %q\n%s", code, errOut, out)
	}
	want := map[string]string{"0": "-", "1": "0", "2": "-", "3": "2?", "4": "1?", "5": "2?", "6": "0?"}
	got := datDup(t, filepath.Join(all, "results.dat"))
	for g, w := range want {
		if got[g] != w {
			t.Errorf("game %s: DUP %q, want %q", g, got[g], w)
		}
	}
	if !strings.Contains(errOut, "game 6") {
		t.Errorf("the merge does not name game 6, whose near-duplicates it could not check:\n%s", errOut)
	}
	// The merged records say the same, and game 5 has its moves now.
	for _, r := range jsonlRecords(t, filepath.Join(all, "results.jsonl")) {
		d := "-"
		if r.NearDup != nil {
			d = string(rune('0'+*r.NearDup)) + "?"
		}
		if w := want[string(rune('0'+r.Game))]; strings.HasSuffix(w, "?") && d != w || w == "-" && d != "-" {
			t.Errorf("game %d: near_dup %s, want %s", r.Game, d, w)
		}
		if r.Game == 5 && r.Placements == "" {
			t.Errorf("game 5: no placements in the merged record")
		}
	}
}

func jsonlRecords(t *testing.T, path string) []results.Record {
	t.Helper()
	recs, _, err := results.Load(path)
	if err != nil {
		t.Fatal(err)
	}
	return recs
}

// TestMergeSaysWhatIsMissing: --shard I/N plays games I, I+N, I+2N, ...
// of --games, so the shards of a 9-game match split into 3 hold, once
// played, games 0 3 6, 1 4 7 and 2 5 8. Merging shard 0/3 (complete) with
// shard 1/3 (games 1 and 4 played, 7 not yet) leaves out, by hand, shard
// 2/3 and games 2, 5, 7 and 8: the merge is made and says so. It said
// "merged 5 games" only, and its match.json, that of a whole match, hid
// the gap. The three shards complete: no warning.
func TestMergeSaysWhatIsMissing(t *testing.T) {
	root := t.TempDir()
	shard := func(name, spec string, games ...int) string {
		dir := shardDir(t, root, name, spec, games...)
		writeFile(t, dir, "match.json", `{"Black":"b","White":"w","Games":9,"Size":9,"Shard":"`+spec+`"}`)
		return dir
	}
	s0 := shard("s0", "0/3", 0, 3, 6)
	s1 := shard("s1", "1/3", 1, 4)
	out, errOut, code := runMain(t, "merge", "--out", filepath.Join(root, "m1"), s0, s1)
	if code != 0 || !strings.Contains(out, "merged 5 games") {
		t.Fatalf("merge: exit %d, %q\n%s", code, errOut, out)
	}
	for _, want := range []string{"shard 2/3 not given", "4 of its games have no record (2, 5, 7, 8)"} {
		if !strings.Contains(errOut, want) {
			t.Errorf("merge of shards 0/3 and 1/3: stderr %q lacks %q", errOut, want)
		}
	}
	s1 = shard("s1b", "1/3", 1, 4, 7)
	s2 := shard("s2", "2/3", 2, 5, 8)
	out, errOut, code = runMain(t, "merge", "--out", filepath.Join(root, "m2"), s0, s1, s2)
	if code != 0 || !strings.Contains(out, "merged 9 games") || strings.Contains(errOut, "warning") {
		t.Errorf("merge of the whole match: exit %d, %q\n%s", code, errOut, out)
	}
}

// TestMergeRefusesOverlap: shards split a match's games (--shard I/N
// plays I, I+N, ...), so two directories that both hold a game number are
// not the shards of one match: one was copied or edited. stats refuses
// them (exit 2, naming the game); merge kept the first directory's game
// and dropped the other's unseen ("merged 3 games" from shards holding
// 0 2 and 1 2, whose two games 2 may have different results). It is
// refused with exit status 2, naming game 2, and nothing is written.
func TestMergeRefusesOverlap(t *testing.T) {
	root := t.TempDir()
	s0 := shardDir(t, root, "s0", "0/2", 0, 2)
	s1 := shardDir(t, root, "s1", "1/2", 1, 2)
	if _, errOut, code := runMain(t, "stats", s0, s1); code != 2 || !strings.Contains(errOut, "game 2") {
		t.Errorf("stats of the overlapping shards: exit %d, %q; want 2 naming game 2", code, errOut)
	}
	out := filepath.Join(root, "m")
	stdout, errOut, code := runMain(t, "merge", "--out", out, s0, s1)
	if code != 2 || !strings.Contains(errOut, "game 2") {
		t.Errorf("merge of the overlapping shards: exit %d, %q\n%s; want 2 naming game 2", code, errOut, stdout)
	}
	if _, err := os.Stat(out); !os.IsNotExist(err) {
		t.Errorf("merge refused, yet %s was made (%v)", out, err)
	}
}

// TestMergeUnreadableShard: a shard whose results.jsonl holds a malformed
// line is input merge cannot read (a missing SGF file too:
// TestStatsAndMergeArguments). stats exits 2 on such input (README: "Exit status 2
// on a usage error or input it cannot read"); merge exited 1, the status
// of a failure while writing. It is refused with exit status 2, naming
// the shard's file, and nothing is written. A last line cut short
// (a match killed while writing) is dropped with a warning naming its
// line by stats; merge dropped it without a word, and the merged
// results.jsonl no longer shows it: it now warns as stats does.
func TestMergeUnreadableShard(t *testing.T) {
	root := t.TempDir()
	rec := func(g int) string {
		return fmt.Sprintf(`{"game":%d,"result":"B+R","reason":"resign","winner":"black","moves":10,"score_b":"B+R","score_w":"B+R","score_r":"B+R"}`, g)
	}
	s0 := shardDir(t, root, "s0", "0/2", 0, 2)
	s1 := shardDir(t, root, "s1", "1/2", 1, 3)
	writeFile(t, s1, "results.jsonl", rec(1)+"\n{\"game\":3,\"result\n"+rec(5)+"\n")
	if _, errOut, code := runMain(t, "stats", s0, s1); code != 2 {
		t.Errorf("stats of a shard with a malformed line: exit %d, %q; want 2", code, errOut)
	}
	out := filepath.Join(root, "m")
	stdout, errOut, code := runMain(t, "merge", "--out", out, s0, s1)
	if code != 2 || !strings.Contains(errOut, "results.jsonl") {
		t.Errorf("merge of a shard with a malformed line: exit %d, %q\n%s; want 2 naming results.jsonl", code, errOut, stdout)
	}
	if _, err := os.Stat(filepath.Join(out, "results.jsonl")); !os.IsNotExist(err) {
		t.Errorf("merge refused, yet it wrote %s/results.jsonl (%v)", out, err)
	}

	s3 := shardDir(t, root, "s3", "1/2")
	writeFile(t, s3, "results.jsonl", rec(1)+"\n"+rec(3)+"\n{\"game\":5,\"res")
	out = filepath.Join(root, "m3")
	stdout, errOut, code = runMain(t, "merge", "--out", out, s0, s3)
	want := filepath.Join(s3, "results.jsonl") + ":3: the last line is not a complete record"
	if code != 0 || !strings.Contains(stdout, "merged 4 games") || !strings.Contains(errOut, want) {
		t.Errorf("merge of a shard whose last line is cut short: exit %d, %q\n%s; want 0, 4 games merged and a warning %q", code, errOut, stdout, want)
	}
}
