package judge

import (
	"bufio"
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"sort"
	"strings"
	"testing"

	"github.com/gtp-referee/gtp-referee/areacount"
	"github.com/gtp-referee/gtp-referee/engine"
	"github.com/gtp-referee/gtp-referee/geom"
	"github.com/gtp-referee/gtp-referee/rules"
)

// gnugoGame is one line of testdata/gnugo/games.jsonl, written by
// scripts/gnugo-selfplay: a GNU Go 3.8 self-play game ended by two passes
// with GNU Go's own final_score and final_status_list dead (Chinese rules).
type gnugoGame struct {
	Size       int      `json:"size"`
	Komi       float64  `json:"komi"`
	Level      int      `json:"level"`
	Moves      []string `json:"moves"`
	FinalScore string   `json:"final_score"`
	Dead       []string `json:"dead"`
}

const defaultGnugoFile = "testdata/gnugo/games.jsonl"

var (
	gnugoVerbose  = flag.Bool("gnugo.v", false, "print every GNU Go disagreement with the board")
	gnugoPlayouts = flag.Int("gnugo.playouts", 0, "playouts per judgment in TestGnugoAgreement (0: default)")
	gnugoBias     = flag.Float64("gnugo.bias", ResolveAlive, "experiment: ResolveAlive")
	gnugoFile     = flag.String("gnugo.file", defaultGnugoFile, "games for TestGnugoAgreement")
	gnugoSeed     = flag.Uint64("gnugo.seed", 0, "added to the per-game seed in TestGnugoAgreement")
)

func loadGnugo(t testing.TB) []gnugoGame {
	f, err := os.Open(*gnugoFile)
	if err != nil {
		t.Skip("no GNU Go games:", err)
	}
	defer f.Close()
	var games []gnugoGame
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	for sc.Scan() {
		var gm gnugoGame
		if err := json.Unmarshal(sc.Bytes(), &gm); err != nil {
			t.Fatal(err)
		}
		games = append(games, gm)
	}
	return games
}

// replay plays a recorded game under the chinese preset (simple ko, as GNU
// Go plays).
func replay(gg gnugoGame) (*engine.Game, error) {
	g := geom.MustGet(gg.Size, gg.Size)
	gm := engine.NewGame(g, rules.MustLookup("chinese"))
	gm.SetKomi(gg.Komi)
	for _, m := range gg.Moves {
		f := strings.Fields(m)
		c, err := geom.ParseColour(f[0])
		if err != nil {
			return nil, err
		}
		p, err := g.ParseVertex(f[1])
		if err != nil {
			return nil, err
		}
		if r := gm.Play(c, p); r != engine.Legal {
			return nil, fmt.Errorf("%s: %v", m, r)
		}
	}
	return gm, nil
}

// TestGnugoAgreement replays the GNU Go self-play games and compares our
// Chinese final score with GNU Go's final_score: the margins must be equal
// in at least 97% of the games. Disagreements are listed with both dead
// lists.
func TestGnugoAgreement(t *testing.T) {
	games := loadGnugo(t)
	if testing.Short() && len(games) > 60 {
		games = games[:60]
	}
	ctx := context.Background()
	agree, skipped := 0, 0
	bySize := map[int][2]int{}
	for i, gg := range games {
		gm, err := replay(gg)
		if err != nil {
			if *gnugoFile != defaultGnugoFile {
				// Records finished from other sources may not replay.
				t.Logf("game %d skipped: %v", i, err)
				skipped++
				continue
			}
			t.Fatalf("game %d: %v", i, err)
		}
		want, ok := areacount.ParseResult(gg.FinalScore)
		if !ok {
			t.Fatalf("game %d: bad result %q", i, gg.FinalScore)
		}
		res, j, err := EstimateScore(ctx, gm, Options{Seed: uint64(i) + 1 + *gnugoSeed, Playouts: *gnugoPlayouts, ResolveAlive: *gnugoBias})
		if err != nil {
			t.Fatal(err)
		}
		s := bySize[gg.Size]
		s[1]++
		if res.Margin == want {
			agree++
			s[0]++
		} else {
			g := gm.Geometry()
			ours := vertices(g, &res.Removed)
			theirs := append([]string(nil), gg.Dead...)
			sort.Strings(theirs)
			t.Logf("game %d (%dx%d level %d): ours %s, GNU Go %s; dead ours %v, GNU Go %v; unsettled %v seki %v",
				i, gg.Size, gg.Size, gg.Level, res.String(), gg.FinalScore, ours, theirs,
				vertices(g, &j.Unsettled), vertices(g, &j.Seki))
			if *gnugoVerbose {
				t.Logf("\n%s", gm.Board().String())
			}
		}
		bySize[gg.Size] = s
	}
	n := len(games) - skipped
	rate := float64(agree) / float64(n)
	t.Logf("agreement with GNU Go: %d/%d = %.1f%% (by size: %v; %d skipped)", agree, n, 100*rate, bySize, skipped)
	if rate < 0.97 {
		t.Errorf("agreement %.1f%% below 97%%", 100*rate)
	}
}
