package judge

import (
	"bufio"
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io/fs"
	"math"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/gtp-referee/gtp-referee/areacount"
	"github.com/gtp-referee/gtp-referee/engine"
	"github.com/gtp-referee/gtp-referee/geom"
	"github.com/gtp-referee/gtp-referee/record"
)

// proFile holds GNU Go 3.8's play-outs of late corpus resignations: per
// record (named by its file name in the corpus, whose moves are not
// copied here), the moves GNU Go played on from the record's last move to
// two passes (Chinese rules, komi 7.5, at its level), its final_score and
// its final dead stones. Made with
//
//	go run ./scripts/gnugo-selfplay -sgf -level 1 -procs 1 -budget 30m -out DIR1 $(head -150 late.list)
//	go run ./scripts/gnugo-selfplay -sgf -level 1 -procs 1 -budget 18m -out DIR2 $(sed -n 151,260p late.list)
//	cat DIR1/games.jsonl DIR2/games.jsonl > all.jsonl
//	go test ./judge -run 'TestProPlayoutCuts$' -pro.make all.jsonl
//
// where late.list names the 352 corpus records of at least 250 moves that
// end in a resignation (RE X+R), paths relative to the repository root
// (../shared/corpus/...); the second run's budget ended it after 53.
// Records whose GNU Go move history is not the record's moves (one of 541
// moves came back short) and records with setup stones are left out when
// the file is made.
const proFile = "testdata/pro/playouts.jsonl"

var (
	proCorpus = flag.String("pro.corpus", "../../shared/corpus", "TestProPlayoutCuts: the corpus the play-outs start from")
	proMake   = flag.String("pro.make", "", "TestProPlayoutCuts: first write "+proFile+" from this gnugo-selfplay -sgf games.jsonl")
	proSGF    = flag.String("pro.sgf", "", "TestProPlayoutCuts: also write each dame cut and record end as an SGF record (RE: GNU Go's final count) into DIR/cut and DIR/end")
)

// proPlayout is one line of proFile.
type proPlayout struct {
	Record     string   `json:"record"`
	Komi       float64  `json:"komi"`
	Level      int      `json:"level"`
	Moves      []string `json:"moves"` // GNU Go's, after the record's last move
	FinalScore string   `json:"final_score"`
	Dead       []string `json:"dead"`
}

// recordMoves returns the moves of corpus record path as gnugoGame moves
// ("B Q16", "W pass"), or an error for a record with setup stones.
func recordMoves(path string) ([]string, string, error) {
	recs, err := record.ReadFile(path)
	if err != nil {
		return nil, "", fmt.Errorf("read %s: %w", path, err)
	}
	if len(recs) != 1 {
		return nil, "", fmt.Errorf("%s: %d games", path, len(recs))
	}
	r := recs[0]
	var mv []string
	for _, s := range r.Steps {
		if s.Setup {
			return nil, "", fmt.Errorf("%s: setup stones", path)
		}
		v := "pass"
		if s.Point != geom.Pass {
			v = r.Geometry.Vertex(s.Point)
		}
		mv = append(mv, s.Colour.String()+" "+v)
	}
	return mv, r.Result, nil
}

// proResignedWinner returns +1 where RE names Black the winner, -1 White.
func proResignedWinner(re string) int {
	switch {
	case strings.HasPrefix(re, "B+"):
		return 1
	case strings.HasPrefix(re, "W+"):
		return -1
	}
	return 0
}

// proBroken reports whether GNU Go's play-out turned the record's result
// round by more than ten points: the side that won by resignation loses by
// more than ten at its count, which a record of at least 250 moves resigned
// by a professional cannot be but through blunders of GNU Go's low level
// (a live group left to die, a dead one revived).
func proBroken(re string, want float64) bool {
	return float64(proResignedWinner(re))*want < -10
}

// makeProFile writes proFile from gnugo-selfplay -sgf output in, keeping
// of each game only GNU Go's moves after the record's.
func makeProFile(t *testing.T, in string) {
	games := loadGnugoFile(t, in)
	var lines []byte
	for i, gg := range games {
		name := gg.Record
		if name == "" {
			t.Fatalf("%s game %d names no record", in, i)
		}
		mv, _, err := recordMoves(filepath.Join(*proCorpus, name))
		if err != nil {
			t.Logf("%s skipped: %v", name, err)
			continue
		}
		if len(gg.Moves) < len(mv) || !slices.EqualFunc(gg.Moves[:len(mv)], mv, strings.EqualFold) {
			t.Logf("%s skipped: GNU Go's history is not the record's moves", name)
			continue
		}
		line, err := json.Marshal(proPlayout{Record: name, Komi: gg.Komi, Level: gg.Level, Moves: gg.Moves[len(mv):], FinalScore: gg.FinalScore, Dead: gg.Dead})
		if err != nil {
			t.Fatal(err)
		}
		lines = append(append(lines, line...), '\n')
	}
	if err := os.MkdirAll(filepath.Dir(proFile), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(proFile, lines, 0o644); err != nil {
		t.Fatal(err)
	}
}

// proTally counts positions against GNU Go's final count.
type proTally struct{ n, exact, within, winner int }

func (s *proTally) add(ours, want float64) bool {
	s.n++
	d := math.Abs(ours - want)
	if d == 0 {
		s.exact++
	}
	if d <= 1 {
		s.within++
	}
	if (ours > 0) == (want > 0) && (ours < 0) == (want < 0) {
		s.winner++
	}
	return d <= 1
}

func (s proTally) String() string {
	return fmt.Sprintf("%d positions, exact %d, within one point %d (%.1f%%), winner %d", s.n, s.exact, s.within, 100*float64(s.within)/float64(max(s.n, 1)), s.winner)
}

// TestProPlayoutCuts is the proxy of issue 4's held-out records (real
// professional games counted where the players stopped) on professional
// shapes: the late corpus resignations that GNU Go played out to two
// passes (proFile). Each is counted at its dame cut (dameCut: where only
// dame and teire are left of GNU Go's play-out) and at the record's own
// last move, and compared with GNU Go's final count of the played-out
// game: exact, within one point, winner. Play-outs that turn the record's
// result round (proBroken) are left out and counted. It reads the corpus
// records from -pro.corpus and is skipped where they are absent (a
// user's machine; CI has them) and under -short (it judges some 370
// positions, about a minute of one core):
//
//	go test ./judge -run 'TestProPlayoutCuts$' -v [-gnugo.v]
//
// It fails when fewer than 85% of the dame cuts come within one point (159
// of 182, 87.4%, when it was written: a drop of five positions fails it).
func TestProPlayoutCuts(t *testing.T) {
	if testing.Short() {
		t.Skip("short mode: it judges some 370 positions")
	}
	if _, err := os.Stat(*proCorpus); errors.Is(err, fs.ErrNotExist) {
		t.Skipf("no corpus at %s (-pro.corpus): the play-outs start from its records", *proCorpus)
	}
	if *proMake != "" {
		makeProFile(t, *proMake)
	}
	f, err := os.Open(proFile)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var pos []proPlayout
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	for sc.Scan() {
		var p proPlayout
		if err := json.Unmarshal(sc.Bytes(), &p); err != nil {
			t.Fatal(err)
		}
		pos = append(pos, p)
	}
	ctx := context.Background()
	var cuts, ends proTally
	broken, noCut := 0, 0
	for i, p := range pos {
		mv, re, err := recordMoves(filepath.Join(*proCorpus, p.Record))
		if err != nil {
			t.Fatal(err)
		}
		want, ok := areacount.ParseResult(p.FinalScore)
		if !ok {
			t.Fatalf("%s: bad result %q", p.Record, p.FinalScore)
		}
		if proBroken(re, want) {
			broken++
			if *gnugoVerbose {
				t.Logf("%s excluded: %s resigned, GNU Go's play-out counts %s", p.Record, re, p.FinalScore)
			}
			continue
		}
		gg := gnugoGame{Size: 19, Komi: p.Komi, Level: p.Level, Moves: append(slices.Clip(mv), p.Moves...), FinalScore: p.FinalScore, Dead: p.Dead}
		end := gg
		end.Moves = mv
		egm, err := replay(end)
		if err != nil {
			t.Fatalf("%s: %v", p.Record, err)
		}
		res, _, err := EstimateScore(ctx, egm, Options{Seed: uint64(i) + 1})
		if err != nil {
			t.Fatal(err)
		}
		if !ends.add(res.Margin, want) && *gnugoVerbose {
			t.Logf("%s end (%d moves to GNU Go's end): %s, GNU Go's final count %s", p.Record, len(p.Moves), res, p.FinalScore)
		}
		writeProSGF(t, "end", p.Record, egm, p.FinalScore)
		k, gm := dameCut(gg)
		if k == 0 {
			noCut++
			continue
		}
		res, j, err := EstimateScore(ctx, gm, Options{Seed: uint64(i) + 1})
		if err != nil {
			t.Fatal(err)
		}
		if !cuts.add(res.Margin, want) && *gnugoVerbose {
			g := gm.Geometry()
			played := gg.played()
			t.Logf("%s cut by %d (%d moves after the record's: %v): %s, GNU Go's final count %s; same dead stones %v; dead ours %v, GNU Go %v; unsettled %v\n%s",
				p.Record, k, len(played)-k-len(mv), played[len(played)-k:], res, p.FinalScore, sameDead(gm, &res, gg), vertices(g, &res.Removed), p.Dead, vertices(g, &j.Unsettled), gm.Board())
		}
		writeProSGF(t, "cut", p.Record, gm, p.FinalScore)
	}
	t.Logf("%d play-outs, %d excluded (the record's winner loses by more than ten points), %d without a dame cut", len(pos), broken, noCut)
	t.Logf("dame cuts: %s", cuts)
	t.Logf("record ends: %s", ends)
	if cuts.within*100 < cuts.n*85 {
		t.Errorf("%d of %d dame cuts within one point, below 85%%", cuts.within, cuts.n)
	}
}

// writeProSGF writes gm as DIR/kind/name (-pro.sgf DIR) with RE result, for
// bench score (and its --gnugo) to count.
func writeProSGF(t *testing.T, kind, name string, gm *engine.Game, result string) {
	if *proSGF == "" {
		return
	}
	dir := filepath.Join(*proSGF, kind)
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	g := gm.Geometry()
	var sb strings.Builder
	fmt.Fprintf(&sb, "(;GM[1]FF[4]SZ[%d]KM[%g]RU[Chinese]RE[%s]", g.W, gm.Komi(), result)
	for _, m := range gm.Moves() {
		v := ""
		if m.Point != geom.Pass {
			x, y := g.XY(m.Point)
			v = string(rune('a'+x)) + string(rune('a'+g.H-1-y))
		}
		fmt.Fprintf(&sb, ";%s[%s]", m.Colour.String(), v)
	}
	sb.WriteString(")\n")
	if err := os.WriteFile(filepath.Join(dir, name), []byte(sb.String()), 0o644); err != nil {
		t.Fatal(err)
	}
}
