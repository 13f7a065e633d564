package judge

import (
	"bufio"
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"io/fs"
	"math"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"strings"
	"testing"
	"time"

	"github.com/gtp-referee/gtp-referee/areacount"
	"github.com/gtp-referee/gtp-referee/record"
	"github.com/gtp-referee/gtp-referee/rules"
)

var (
	realDir      = flag.String("real.dir", "", "TestRealGames: a directory of game records decided by counting")
	realVerdicts = flag.String("real.verdicts", "", "TestRealGames: GNU Go's verdicts on them (scripts/gnugo-verdicts)")
	realMin      = flag.Float64("real.min", 98.5, "TestRealGames: the winner agreement (percent) below which it fails")
	realEach     = flag.Bool("real.each", false, "TestRealGames: log every game's counts")
	realSeed     = flag.Uint64("real.seed", 1, "TestRealGames: the judgment's seed")
)

// TestRealGames measures the judgment on real games decided by counting
// (issue 4): how often the count under the default preset and under the
// japanese preset picks the recorded winner and comes within one point of
// the recorded margin, how often it is more than five points away, and how
// long a judgment takes. With -real.verdicts it also compares the dead
// stones and the time with GNU Go's, and GNU Go's count with the records.
// It runs only when -real.dir names the records, which are not in the
// repository:
//
//	go test ./judge -run TestRealGames -v -real.dir DIR [-real.verdicts FILE]
//
// It fails when the winner agrees in less than -real.min percent of the
// games (the 98.5 by default).
func TestRealGames(t *testing.T) {
	if *realDir == "" {
		t.Skip("no -real.dir given")
	}
	verdicts := map[string]gnugoVerdict{}
	if *realVerdicts != "" {
		f, err := os.Open(*realVerdicts)
		if err != nil {
			t.Fatal(err)
		}
		sc := bufio.NewScanner(f)
		for sc.Scan() {
			var v gnugoVerdict
			if err := json.Unmarshal(sc.Bytes(), &v); err != nil {
				t.Fatal(err)
			}
			verdicts[v.File] = v
		}
		f.Close()
	}
	var paths []string
	err := filepath.WalkDir(*realDir, func(p string, d fs.DirEntry, err error) error {
		if err == nil && !d.IsDir() && strings.HasSuffix(strings.ToLower(p), ".sgf") {
			paths = append(paths, p)
		}
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	sort.Strings(paths)
	ctx := context.Background()
	area := rules.MustLookup(rules.Default)
	jp := rules.MustLookup("japanese")
	var ours, ourJP, theirs tally
	var times, gnugoTimes []float64
	sameDead, compared := 0, 0
	for _, p := range paths {
		recs, err := record.ReadFile(p)
		if err != nil || len(recs) == 0 {
			t.Logf("%s: %v", p, err)
			continue
		}
		rec := recs[0]
		want, ok := areacount.ParseResult(rec.Result)
		if !ok {
			continue
		}
		gm, _, ill := rec.FinalPosition(area)
		if ill != nil {
			t.Logf("%s: %v", p, ill)
			continue
		}
		t0 := time.Now()
		res, j, err := EstimateScore(ctx, gm, Options{Seed: *realSeed})
		if err != nil {
			t.Fatal(err)
		}
		times = append(times, time.Since(t0).Seconds())
		ours.add(res.Margin, want)
		jpMargin := ScoreWith(j, jp, gm.Komi(), 0).Margin
		ourJP.add(jpMargin, want)
		line := fmt.Sprintf("%s: recorded %s, area %s, japanese %s", filepath.Base(p), rec.Result, res, areacount.ResultString(jpMargin))
		if v, ok := verdicts[filepath.Base(p)]; ok {
			compared++
			g := gm.Geometry()
			dead := vertices(g, &res.Removed)
			theirDead := slices.Clone(v.Dead)
			sort.Strings(theirDead)
			same := slices.Equal(dead, theirDead)
			if same {
				sameDead++
			}
			line += fmt.Sprintf(", GNU Go %s, same dead %v", v.FinalScore, same)
			if m, ok := areacount.ParseResult(v.FinalScore); ok {
				theirs.add(m, want)
			}
			gnugoTimes = append(gnugoTimes, v.Seconds)
		}
		if *realEach {
			t.Log(line)
		}
	}
	if ours.n == 0 {
		t.Fatal("no record with a counted result")
	}
	t.Logf("default preset (%s): %s", area.Name, ours)
	t.Logf("japanese preset: %s", ourJP)
	t.Logf("judgment time: median %.0f ms, p95 %.0f ms", 1000*quantile(times, 0.5), 1000*quantile(times, 0.95))
	if compared > 0 {
		var countedBy [2]int // verdicts by --chinese-rules, by territory count
		for _, v := range verdicts {
			if v.Rules == "japanese" {
				countedBy[1]++
			} else {
				countedBy[0]++
			}
		}
		gnugoRules := "--chinese-rules"
		switch {
		case countedBy[0] > 0 && countedBy[1] > 0:
			gnugoRules = fmt.Sprintf("mixed: %d --chinese-rules, %d territory counts", countedBy[0], countedBy[1])
		case countedBy[1] > 0:
			gnugoRules = "territory count"
		}
		t.Logf("GNU Go (%s): %s", gnugoRules, theirs)
		t.Logf("dead stones equal to GNU Go's in %d of %d games", sameDead, compared)
		t.Logf("GNU Go time: median %.2f s, p95 %.2f s", quantile(gnugoTimes, 0.5), quantile(gnugoTimes, 0.95))
	}
	if rate := 100 * float64(ours.winner) / float64(ours.n); rate < *realMin {
		t.Errorf("winner agrees in %.1f%% of the games, below %.1f%%", rate, *realMin)
	}
}

// gnugoVerdict is one line of scripts/gnugo-verdicts' output.
type gnugoVerdict struct {
	File       string   `json:"file"`
	FinalScore string   `json:"final_score"`
	Dead       []string `json:"dead"`
	Seconds    float64  `json:"seconds"`
	Rules      string   `json:"rules"` // "japanese" for a territory count, else Chinese
}

// tally counts agreements of margins with recorded ones.
type tally struct{ n, winner, within1, over5 int }

func (t *tally) add(m, want float64) {
	t.n++
	if (m > 0) == (want > 0) && (m < 0) == (want < 0) {
		t.winner++
	}
	d := math.Abs(m - want)
	if d <= 1 {
		t.within1++
	}
	if d > 5 {
		t.over5++
	}
}

func (t tally) String() string {
	pct := func(k int) float64 { return 100 * float64(k) / float64(t.n) }
	return fmt.Sprintf("%d games, winner %d (%.1f%%), within one point %d (%.1f%%), more than five points off %d",
		t.n, t.winner, pct(t.winner), t.within1, pct(t.within1), t.over5)
}

// quantile returns the q-quantile of xs (sorted in place).
func quantile(xs []float64, q float64) float64 {
	if len(xs) == 0 {
		return 0
	}
	sort.Float64s(xs)
	return xs[int(q*float64(len(xs)-1))]
}
