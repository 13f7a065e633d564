package match_test

import (
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/gtp-referee/gtp-referee/sgf"
)

const gnugo = "/usr/games/gnugo"

// TestGnuGoVersusBuiltin plays 4 full 9x9 games between GNU Go (level 1)
// and the built-in engine's random player (--move-policy random) with a
// clock, then reads the SGFs back with our
// parser and with Sabaki's @sabaki/sgf. GNU Go beats a random player by
// far, so every game must end with a real result won by GNU Go (by count
// or resignation), never a void game.
func TestGnuGoVersusBuiltin(t *testing.T) {
	if _, err := os.Stat(gnugo); err != nil {
		t.Skip("GNU Go is not installed at " + gnugo + "; skipping the real-engine match")
	}
	if testing.Short() {
		t.Skip("short mode")
	}
	dir := t.TempDir()
	out, err := cliTimeout(t, 5*time.Minute, "--black", gnugo+" --mode gtp --level 1", "--white", refereeBin+" gtp --move-policy random",
		"--games", "4", "--size", "9", "--alternate", "--time", "3m+5sx3", "--max-moves", "300", "--parallel", "2", "--out", dir)
	if err != nil {
		t.Fatalf("%v\n%s", err, out)
	}
	t.Log(out)
	recs := jsonlLines(t, filepath.Join(dir, "results.jsonl"))
	if len(recs) != 4 {
		t.Fatalf("%d records, want 4", len(recs))
	}
	for _, r := range recs {
		if r.Err {
			t.Errorf("game %d: engine error: %s", r.Game, r.ErrMsg)
		}
		data, err := os.ReadFile(filepath.Join(dir, r.SGF))
		if err != nil {
			t.Fatal(err)
		}
		col, err := sgf.Parse(data)
		if err != nil {
			t.Fatalf("game %d: %v", r.Game, err)
		}
		root := col.Games[0]
		if root.Result() != r.Result {
			t.Errorf("game %d: RE %q, record %q", r.Game, root.Result(), r.Result)
		}
		gnugoColour := "B"
		if !strings.Contains(root.PlayerBlack(), "GNU Go") {
			gnugoColour = "W"
		}
		if !strings.HasPrefix(r.Result, gnugoColour+"+") {
			t.Errorf("game %d: result %q, but GNU Go (%s) should beat a random player", r.Game, r.Result, gnugoColour)
		}
		if !strings.HasPrefix(root.PlayerBlack()+root.PlayerWhite(), "GNU Go") && !strings.Contains(root.PlayerBlack()+root.PlayerWhite(), "GNU Go") {
			t.Errorf("game %d: PB %q PW %q", r.Game, root.PlayerBlack(), root.PlayerWhite())
		}
		if !root.Has("TM") || !root.Has("OT") {
			t.Errorf("game %d: no TM/OT", r.Game)
		}
		if !strings.Contains(string(data), "BL[") || !strings.Contains(string(data), "WL[") {
			t.Errorf("game %d: no time left recorded", r.Game)
		}
		moves, err := root.MainLine()
		if err != nil || len(moves) == 0 {
			t.Errorf("game %d: main line %d moves, %v", r.Game, len(moves), err)
		}
	}
	// Sabaki's parser.
	clients, _ := filepath.Abs("../clients")
	if _, err := os.Stat(filepath.Join(clients, "node_modules", "@sabaki", "sgf")); err != nil {
		t.Log("tests/clients/node_modules/@sabaki/sgf is absent (run npm ci in tests/clients); skipping the Sabaki parser check")
		return
	}
	node, err := exec.LookPath("node")
	if err != nil {
		t.Log("node is not installed; skipping the Sabaki parser check")
		return
	}
	res, err := exec.Command(node, filepath.Join(clients, "parse-sgf-dir.js"), dir).CombinedOutput()
	if err != nil {
		t.Fatalf("@sabaki/sgf: %v\n%s", err, res)
	}
	lines := strings.Split(strings.TrimSpace(string(res)), "\n")
	if len(lines) != 4 {
		t.Fatalf("@sabaki/sgf read %d files:\n%s", len(lines), res)
	}
	for _, l := range lines {
		var v struct {
			File, Result string
			Moves        int
		}
		if err := json.Unmarshal([]byte(l), &v); err != nil || v.Moves == 0 {
			t.Errorf("@sabaki/sgf: %q", l)
		}
	}
}

// TestGnuGoHandicapOpening: two GNU Go 3.8 engines (--chinese-rules) play
// an opening record with HA[2] and its two stones on points that are not
// GTP's fixed ones. GNU Go is given them as handicap (set_free_handicap)
// and its own final_score, which gives White a point per handicap stone
// under Chinese rules, is the oracle: the referee's count (RES_R, with the
// preset's compensation, RULES.md section 5) equals both engines'. The
// referee counted such a game as an even one.
func TestGnuGoHandicapOpening(t *testing.T) {
	if _, err := os.Stat(gnugo); err != nil {
		t.Skip("GNU Go is not installed at " + gnugo)
	}
	if testing.Short() {
		t.Skip("short mode")
	}
	// The second opening's HA says 2 but it sets three stones up: the
	// engines get three as handicap, and GNU Go counts three.
	for _, tc := range []struct {
		sgf      string
		handicap int
	}{
		{"(;GM[1]FF[4]SZ[9]HA[2]AB[cc][gg])", 2},
		{"(;GM[1]FF[4]SZ[9]HA[2]AB[cc][gg][ee])", 3},
	} {
		dir := t.TempDir()
		ops := openingsDir(t, dir, map[string]string{"h.sgf": tc.sgf})
		out := filepath.Join(dir, "out")
		// --never-resign: White, three stones down at komi 0.5, resigned
		// one game in a CI run, and a resignation has no count to compare.
		g := gnugo + " --mode gtp --level 1 --chinese-rules --never-resign"
		res, err := cliTimeout(t, 3*time.Minute, "--black", g, "--white", g, "--games", "2", "--size", "9",
			"--komi", "0.5", "--openings", ops, "--out", out)
		if err != nil {
			t.Fatalf("%v\n%s", err, res)
		}
		recs := jsonlLines(t, filepath.Join(out, "results.jsonl"))
		if len(recs) != 2 {
			t.Fatalf("%d records, want 2", len(recs))
		}
		for _, r := range recs {
			if r.Reason != "score" || r.Handicap != tc.handicap || r.ScoreB != r.Result || r.ScoreW != r.Result {
				t.Errorf("%s game %d: %s (%s), handicap %d; GNU Go's final_score %s and %s: %s", tc.sgf, r.Game, r.Result, r.Reason, r.Handicap, r.ScoreB, r.ScoreW, r.Detail)
			}
		}
	}
}

// TestGnuGoFreeHandicap: GNU Go 3.8 (--chinese-rules, level 1, --seed 1:
// without a seed its free placement changes from run to run) against
// itself with --handicap 3 --free-handicap on 9x9. Black's GNU Go places
// the stones itself: `printf 'boardsize 9\nclear_board\nkomi
// 0.5\nplace_free_handicap 3\n' | gnugo --mode gtp --level 1
// --chinese-rules --never-resign --seed 1` answers "= G7 C5 D3" (not
// GTP's fixed C7 G7 C3), which SGF FF[4] writes gc ce dg on 9x9 (row
// 9-7 = 2 is c, 9-5 = 4 is e, 9-3 = 6 is g). White's GNU Go gets them
// with set_free_handicap, so both engines' final_score, which gives White
// a point per handicap stone under Chinese rules, are oracles of the
// count: the referee's (with chinese-1988's compensation of N) equals
// both. Before, the stones stood on the fixed points (AB[cc][gc][cg]).
func TestGnuGoFreeHandicap(t *testing.T) {
	if _, err := os.Stat(gnugo); err != nil {
		t.Skip("GNU Go is not installed at " + gnugo)
	}
	if testing.Short() {
		t.Skip("short mode")
	}
	out := filepath.Join(t.TempDir(), "out")
	g := gnugo + " --mode gtp --level 1 --chinese-rules --never-resign --seed 1"
	res, err := cliTimeout(t, 3*time.Minute, "--black", g, "--white", g, "--size", "9", "--handicap", "3",
		"--free-handicap", "--komi", "0.5", "--out", out)
	if err != nil {
		t.Fatalf("%v\n%s", err, res)
	}
	recs := jsonlLines(t, filepath.Join(out, "results.jsonl"))
	if len(recs) != 1 {
		t.Fatalf("%d records, want 1", len(recs))
	}
	r := recs[0]
	if r.Reason != "score" || r.Handicap != 3 || r.Err || r.ScoreB != r.Result || r.ScoreW != r.Result {
		t.Errorf("%s (%s), handicap %d, err %v; GNU Go's final_score %s and %s: %s", r.Result, r.Reason, r.Handicap, r.Err, r.ScoreB, r.ScoreW, r.Detail)
	}
	data, err := os.ReadFile(filepath.Join(out, r.SGF))
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range []string{"HA[3]", "AB[gc][ce][dg]", "PL[W]"} {
		if !strings.Contains(string(data), s) {
			t.Errorf("SGF without %s:\n%s", s, data)
		}
	}
}
