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
	"runtime"
	"slices"
	"strings"
	"sync"
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
//	go run ./scripts/gnugo-selfplay -sgf -level 1 -procs 1 -budget 100m -out DIR3 $(sed -n 204,278p late.list)
//	go run ./scripts/gnugo-selfplay -sgf -level 1 -procs 1 -budget 100m -out DIR4 $(sed -n 279,352p late.list)
//	cat DIR1/games.jsonl DIR2/games.jsonl DIR3/games.jsonl DIR4/games.jsonl > all.jsonl
//	go test ./judge -run 'TestProPlayoutCuts$' -pro.make all.jsonl
//
// where late.list names the 352 corpus records of at least 250 moves that
// end in a resignation (RE X+R), paths relative to the repository root
// (../shared/corpus/...); the second run's budget ended it after 53
// (records 151-203), and the last two runs played the rest. Records whose
// GNU Go move history is not the record's moves (one of 541 moves came
// back short) and records with setup stones are left out when the file is
// made: 350 of the 352 are kept.
const proFile = "testdata/pro/playouts.jsonl"

// proEstimateFile holds GNU Go 3.8's estimate_score of the last position of
// each record of late.list (level 1, komi 7.5, each record in a GNU Go of
// its own: in one process reading the records in turn, 107 of the 352
// answers differed), the reading of the position GNU Go had before playing
// it out; proExcluded compares the play-out's final count with it. Made
// with
//
//	go run ./scripts/gnugo-selfplay -sgf -estimate -level 1 -procs 1 -out DIR $(cat late.list)
//	cp DIR/estimates.jsonl judge/testdata/pro/estimates.jsonl
const proEstimateFile = "testdata/pro/estimates.jsonl"

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

// proEstimate is one line of proEstimateFile.
type proEstimate struct {
	Record   string  `json:"record"`
	Komi     float64 `json:"komi"`
	Level    int     `json:"level"`
	Estimate string  `json:"estimate"` // "W+74.9 (upper bound: 164.8, lower: -15.1)"
}

// bounds returns the least and the greatest margin for Black that the
// estimate allows: GNU Go's estimate_score gives its bounds as White's
// margins, the upper one with every critical dragon awarded to White, the
// lower one with every critical dragon awarded to Black.
func (e proEstimate) bounds() (lo, hi float64, err error) {
	_, rest, ok := strings.Cut(e.Estimate, " ")
	if !ok {
		return 0, 0, fmt.Errorf("%s: estimate %q has no bounds", e.Record, e.Estimate)
	}
	var upper, lower float64
	if _, err := fmt.Sscanf(rest, "(upper bound: %g, lower: %g)", &upper, &lower); err != nil {
		return 0, 0, fmt.Errorf("%s: estimate %q: %w", e.Record, e.Estimate, err)
	}
	return -upper, -lower, nil
}

// loadProEstimates reads proEstimateFile: each record's bounds by name.
func loadProEstimates(t *testing.T) map[string][2]float64 {
	data, err := os.ReadFile(proEstimateFile)
	if err != nil {
		t.Fatal(err)
	}
	est := map[string][2]float64{}
	for _, line := range strings.Split(strings.TrimSpace(string(data)), "\n") {
		var e proEstimate
		if err := json.Unmarshal([]byte(line), &e); err != nil {
			t.Fatal(err)
		}
		lo, hi, err := e.bounds()
		if err != nil {
			t.Fatal(err)
		}
		est[e.Record] = [2]float64{lo, hi}
	}
	return est
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

// proSlack is the part of a play-out's count, in points, that proExcluded
// puts down to GNU Go's level-1 play of the endgame and the dame rather
// than to a change of life and death.
const proSlack = 10

// proExcluded returns why a play-out with GNU Go's final count want (for
// Black) is no fair reference for the record with result re whose last
// position GNU Go's estimate_score bounded to [lo, hi], or "" where it is.
// A play-out stands for the record only where it keeps the game the
// record left: the count at the record's last move is the play-out's
// reference, and the dame cuts are to hold a professional's shapes, not
// those of a fight GNU Go's low level lost after the record's end. Two
// sources tell that, both independent of our judgment:
//
//   - the record's result: the side that won by resignation does not lose
//     by more than proSlack at GNU Go's count, which a record of at least
//     250 moves resigned by a professional cannot be but through blunders
//     of GNU Go's (a live group left to die, a dead one revived);
//   - GNU Go's own reading of the record's last position: its final count
//     lies within proSlack of the bounds of its estimate_score there,
//     which gives every dragon it reads as critical to either side. A
//     count beyond them, in either side's favour, means that its play-out
//     changed a dragon its reading held settled (8a0ebbd5: B+R,
//     estimated B+88.3 to B+90.6, counted B+27.5) or that its count of the
//     territory at the record's end was off by more than the slack.
//
// The second rule is symmetric: the first only catches the swings against
// the record's winner, while a swing in his favour (a group of the
// resigner's killed that was alive) takes the game as far from the record.
// A swing within the bounds is kept: the record's end left a fight open
// that GNU Go's reading could not settle, and its play-out settled it
// (53f7918c, W+R counted W+128.5, lies in its bounds W-15.1 to W+164.8).
func proExcluded(re string, want, lo, hi float64) string {
	if float64(proResignedWinner(re))*want < -proSlack {
		return "the record's winner loses by more than ten points"
	}
	if want < lo-proSlack || want > hi+proSlack {
		return fmt.Sprintf("more than ten points outside the bounds of GNU Go's estimate at the record's end (B%+.1f to B%+.1f)", lo, hi)
	}
	return ""
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
// game: exact, within one point, winner. Play-outs that are no fair
// reference for their record (proExcluded: the record's winner loses by
// more than ten points, or GNU Go's count ends more than ten points
// outside the bounds of its own estimate_score at the record's end,
// proEstimateFile) are left out and counted. It reads the corpus records
// from -pro.corpus and is skipped where they are absent (a user's machine;
// CI has them) and under -short (it judges some 610 positions, about 100 s
// of one core, the records shared among the cores):
//
//	go test ./judge -run 'TestProPlayoutCuts$' -v [-gnugo.v]
//
// It fails when fewer than 85% of the dame cuts come within one point: 263
// of 299 (88.0%) when the 350 play-outs were judged, a drop of nine
// positions failing it (159 of 182, 87.4%, with the first 201 play-outs and
// only the first exclusion). GNU Go 3.8's own final_score on the same 299
// cuts (written with -pro.sgf DIR, each DIR/cut record loaded into a GNU Go
// of its own, --chinese-rules, komi 7.5, at most a minute of CPU) came
// exact on 276, within one point on 276 (92.3%), and named the winner of
// 294: the count it is compared with is its own play-out's.
func TestProPlayoutCuts(t *testing.T) {
	if testing.Short() {
		t.Skip("short mode: it judges some 610 positions")
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
	// The play-outs are judged on every core, a record to a goroutine
	// (each judgment's seed is its record's index, so the figures do not
	// depend on the order), and tallied and logged in file order.
	est := loadProEstimates(t)
	outs := make([]proOutcome, len(pos))
	next := make(chan int)
	var wg sync.WaitGroup
	for range runtime.GOMAXPROCS(0) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range next {
				outs[i] = judgePlayout(i, pos[i], est)
			}
		}()
	}
	for i := range pos {
		next <- i
	}
	close(next)
	wg.Wait()
	var cuts, ends proTally
	var kt koTally
	var st sekiTally
	var sekiOf map[int][]string
	if *gnugoSeki {
		sekiOf = loadSeki(t, proSekiFile)
	}
	broken, outside, noCut := 0, 0, 0
	for i, o := range outs {
		p := pos[i]
		if o.err != nil {
			t.Fatalf("%s: %v", p.Record, o.err)
		}
		if o.why != "" {
			if o.broken {
				broken++
			} else {
				outside++
			}
			if *gnugoVerbose {
				t.Logf("%s excluded: %s", p.Record, o.why)
			}
			continue
		}
		if !ends.add(o.end, o.want) && *gnugoVerbose {
			t.Log(o.endLog)
		}
		writeProSGF(t, "end", p.Record, o.endGame, p.FinalScore)
		if o.cutGame == nil {
			noCut++
			continue
		}
		if !cuts.add(o.cut, o.want) && *gnugoVerbose {
			t.Log(o.cutLog)
		}
		if *gnugoKo {
			dead := gnugoGame{Dead: p.Dead}.deadSet(o.cutGame.Geometry())
			kos, ok := kt.add(o.cutGame.Board(), &o.cutRemoved, &dead, o.cut, o.want)
			if !ok && len(kos) > 0 {
				t.Logf("%s cut, ko open at %v, %s to move: ours %s, GNU Go's final count %s; dead ours %v, GNU Go %v\n%s", p.Record, vertices(o.cutGame.Geometry(), pointSet(kos)), o.cutGame.ToMove(), areacount.ResultString(o.cut), p.FinalScore, vertices(o.cutGame.Geometry(), &o.cutRemoved), p.Dead, o.cutGame.Board())
			}
		}
		if sekiOf != nil {
			g := o.cutGame.Geometry()
			theirs, ours, any, ok := st.add(o.cutGame.Board(), &o.cutSeki, sekiOf[i], o.cut, o.want)
			if any && (!ok || theirs != ours) {
				t.Logf("%s cut, seki GNU Go %v, ours %v, %s to move: ours %s, GNU Go's final count %s; dead ours %v, GNU Go %v\n%s", p.Record, vertices(g, &theirs), vertices(g, &ours), o.cutGame.ToMove(), areacount.ResultString(o.cut), p.FinalScore, vertices(g, &o.cutRemoved), p.Dead, o.cutGame.Board())
			}
		}
		writeProSGF(t, "cut", p.Record, o.cutGame, p.FinalScore)
	}
	t.Logf("%d play-outs, %d excluded (%d: the record's winner loses by more than ten points; %d: more than ten points outside GNU Go's estimate), %d without a dame cut", len(pos), broken+outside, broken, outside, noCut)
	t.Logf("dame cuts: %s", cuts)
	t.Logf("record ends: %s", ends)
	if *gnugoKo {
		t.Logf("dame cuts, %s", kt)
	}
	if sekiOf != nil {
		t.Logf("dame cuts, %s", st)
	}
	if cuts.within*100 < cuts.n*85 {
		t.Errorf("%d of %d dame cuts within one point, below 85%%", cuts.within, cuts.n)
	}
}

// proOutcome is the judgment of one play-out of TestProPlayoutCuts.
type proOutcome struct {
	err            error
	why            string  // proExcluded's reason, "" where kept
	broken         bool    // excluded for the record's winner losing
	want           float64 // GNU Go's final count
	end, cut       float64 // our counts at the record's end and at the dame cut
	endGame        *engine.Game
	cutGame        *engine.Game  // nil without a dame cut
	endLog, cutLog string        // what -gnugo.v prints of a miss
	cutRemoved     geom.Bitboard // our dead stones at the dame cut
	cutSeki        geom.Bitboard // our seki (Judgment.Seki) at the dame cut
}

// judgePlayout counts play-out p (the i-th of proFile) at the record's end
// and at its dame cut, unless proExcluded leaves it out.
func judgePlayout(i int, p proPlayout, est map[string][2]float64) (o proOutcome) {
	mv, re, err := recordMoves(filepath.Join(*proCorpus, p.Record))
	if err != nil {
		return proOutcome{err: err}
	}
	want, ok := areacount.ParseResult(p.FinalScore)
	if !ok {
		return proOutcome{err: fmt.Errorf("bad result %q", p.FinalScore)}
	}
	o.want = want
	bounds, ok := est[p.Record]
	if !ok {
		return proOutcome{err: fmt.Errorf("no estimate in %s", proEstimateFile)}
	}
	if why := proExcluded(re, want, bounds[0], bounds[1]); why != "" {
		o.why = fmt.Sprintf("%s resigned, GNU Go's play-out counts %s: %s", re, p.FinalScore, why)
		o.broken = float64(proResignedWinner(re))*want < -proSlack
		return o
	}
	ctx := context.Background()
	gg := gnugoGame{Size: 19, Komi: p.Komi, Level: p.Level, Moves: append(slices.Clip(mv), p.Moves...), FinalScore: p.FinalScore, Dead: p.Dead}
	end := gg
	end.Moves = mv
	if o.endGame, err = replay(end); err != nil {
		return proOutcome{err: err}
	}
	res, _, err := EstimateScore(ctx, o.endGame, Options{Seed: uint64(i) + 1})
	if err != nil {
		return proOutcome{err: err}
	}
	o.end = res.Margin
	o.endLog = fmt.Sprintf("%s end (%d moves to GNU Go's end): %s, GNU Go's final count %s", p.Record, len(p.Moves), res, p.FinalScore)
	k, gm := dameCut(gg)
	if k == 0 {
		return o
	}
	res, j, err := EstimateScore(ctx, gm, Options{Seed: uint64(i) + 1})
	if err != nil {
		return proOutcome{err: err}
	}
	o.cut, o.cutGame = res.Margin, gm
	o.cutRemoved = res.Removed
	o.cutSeki = j.Seki
	if *gnugoVerbose {
		g := gm.Geometry()
		played := gg.played()
		o.cutLog = fmt.Sprintf("%s cut by %d (%d moves after the record's: %v): %s, GNU Go's final count %s; same dead stones %v; dead ours %v, GNU Go %v; unsettled %v\n%s",
			p.Record, k, len(played)-k-len(mv), played[len(played)-k:], res, p.FinalScore, sameDead(gm, &res, gg), vertices(g, &res.Removed), p.Dead, vertices(g, &j.Unsettled), gm.Board())
	}
	return o
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

// TestProExcluded checks proExcluded and the reading of estimate_score's
// bounds on GNU Go 3.8's answers for three late resignations (each
// record's estimate_score at level 1, komi 7.5, in a GNU Go of its own,
// and its play-out's final_score). The bounds are White's margins, the
// upper one with the critical dragons given to White (GNU Go's
// gnugo_estimate_score), so Black's least margin is minus the upper bound.
func TestProExcluded(t *testing.T) {
	for _, c := range []struct {
		re, estimate string
		final        float64 // GNU Go's final count, for Black
		lo, hi       float64 // by hand: minus the upper bound, minus the lower
		excluded     bool
	}{
		// 53f7918c: W+R, counted W+128.5, inside -164.8..15.1: a fight
		// the estimate leaves open, settled as the record's result says.
		{"W+R", "W+74.9 (upper bound: 164.8, lower: -15.1)", -128.5, -164.8, 15.1, false},
		// 8a0ebbd5: B+R, counted B+27.5, 60.8 points below 88.3.
		{"B+R", "B+89.4 (upper bound: -88.3, lower: -90.6)", 27.5, 88.3, 90.6, true},
		// 0f434895: W+R, counted W+10.5, 25 points above -35.5, though
		// White still wins.
		{"W+R", "W+35.5 (upper bound: 35.5, lower: 35.5)", -10.5, -35.5, -35.5, true},
		// Ten points off the bounds is the slack: kept; 10.5 is not.
		{"B+R", "B+5.0 (upper bound: -3.0, lower: -7.0)", 17, 3, 7, false},
		{"B+R", "B+5.0 (upper bound: -3.0, lower: -7.0)", 17.5, 3, 7, true},
		// The resigner wins by 10 at most: kept; by 10.5: excluded, even
		// inside the bounds.
		{"B+R", "W+5.0 (upper bound: 30.0, lower: -20.0)", -10, -30, 20, false},
		{"B+R", "W+5.0 (upper bound: 30.0, lower: -20.0)", -10.5, -30, 20, true},
	} {
		lo, hi, err := proEstimate{Record: "r", Estimate: c.estimate}.bounds()
		if err != nil {
			t.Fatal(err)
		}
		if math.Abs(lo-c.lo) > 1e-9 || math.Abs(hi-c.hi) > 1e-9 {
			t.Errorf("%q: bounds %g..%g, want %g..%g", c.estimate, lo, hi, c.lo, c.hi)
		}
		if why := proExcluded(c.re, c.final, lo, hi); (why != "") != c.excluded {
			t.Errorf("%s, %q, final %g: excluded %q, want excluded %v", c.re, c.estimate, c.final, why, c.excluded)
		}
	}
	if _, _, err := (proEstimate{Record: "r", Estimate: "W+3.0"}).bounds(); err == nil {
		t.Error("an estimate without bounds read without error")
	}
}
