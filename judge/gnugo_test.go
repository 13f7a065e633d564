package judge

import (
	"bufio"
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"math"
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
	// Record names the corpus record a gnugo-selfplay -sgf game was
	// played on from, empty for self-play.
	Record string `json:"record,omitempty"`
}

// played returns the game's moves without the passes that ended it.
func (gg gnugoGame) played() []string {
	mv := gg.Moves
	for len(mv) > 0 && strings.HasSuffix(mv[len(mv)-1], "pass") {
		mv = mv[:len(mv)-1]
	}
	return mv
}

// deadSet returns GNU Go's final dead stones (gg.Dead) as points of g.
func (gg gnugoGame) deadSet(g *geom.Geometry) geom.Bitboard {
	var dead geom.Bitboard
	for _, v := range gg.Dead {
		if p, err := g.ParseVertex(v); err == nil {
			dead.Set(p)
		}
	}
	return dead
}

// cutGame returns game n of the committed GNU Go self-play games
// (defaultGnugoFile, whatever -gnugo.file says: the tests name its games)
// and its position k moves before its final passes, skipping the test
// when there is no such game.
// The moves cut are returned too, so that a test can check it has the
// game it is about.
func cutGame(t *testing.T, n, k int) (gnugoGame, []string, *engine.Game) {
	t.Helper()
	return cutGameIn(t, defaultGnugoFile, n, k)
}

// cutGameIn is cutGame for the games in file.
func cutGameIn(t *testing.T, file string, n, k int) (gnugoGame, []string, *engine.Game) {
	t.Helper()
	games := loadGnugoFile(t, file)
	if len(games) <= n {
		t.Skipf("%s has no game %d", file, n)
	}
	gg := games[n]
	mv := gg.played()
	if len(mv) < k {
		t.Fatalf("game %d has fewer than %d moves", n, k)
	}
	cut := gg
	cut.Moves = mv[:len(mv)-k]
	gm, err := replay(cut)
	if err != nil {
		t.Fatalf("game %d: %v", n, err)
	}
	return gg, mv[len(mv)-k:], gm
}

// gameAbout returns game n of the GNU Go games in file cut k moves before
// its end, and fails the test unless the first move cut is move and GNU
// Go's count of the whole game is final: the two facts that make sure it
// is the game the test is about.
func gameAbout(t *testing.T, file string, n, k int, move, final string) *engine.Game {
	t.Helper()
	gg, cut, gm := cutGameIn(t, file, n, k)
	if cut[0] != move || gg.FinalScore != final {
		t.Fatalf("game %d cut by %d starts %q, %s: not the game this test is about", n, k, cut[0], gg.FinalScore)
	}
	return gm
}

// cutCountsAsGnugo checks that game n of the GNU Go games, cut k moves
// before its end (the first move cut is move, which with GNU Go's count
// final makes sure it is the game meant), counts as GNU Go counted the
// whole game, at seeds 1 to 3.
func cutCountsAsGnugo(t *testing.T, n, k int, move, final string) {
	t.Helper()
	cutCountsAsGnugoIn(t, defaultGnugoFile, n, k, move, final)
}

// cutCountsAsGnugoIn is cutCountsAsGnugo for the games in file.
func cutCountsAsGnugoIn(t *testing.T, file string, n, k int, move, final string) {
	t.Helper()
	gm := gameAbout(t, file, n, k, move, final)
	want, ok := areacount.ParseResult(final)
	if !ok {
		t.Fatalf("game %d: bad result %q", n, final)
	}
	countsAtSeeds(t, gm, want, fmt.Sprintf("game %d", n), 3)
}

// countsAtSeeds checks that gm counts want (Black's margin) at seeds 1 to
// seeds; what names the position in the errors.
func countsAtSeeds(t *testing.T, gm *engine.Game, want float64, what string, seeds uint64) {
	t.Helper()
	for seed := uint64(1); seed <= seeds; seed++ {
		res, _, err := EstimateScore(context.Background(), gm, Options{Seed: seed})
		if err != nil {
			t.Fatal(err)
		}
		if res.Margin != want {
			t.Errorf("%s seed %d: %s, want %s", what, seed, res, areacount.ResultString(want))
		}
	}
}

const defaultGnugoFile = "testdata/gnugo/games.jsonl"

// gnugo19File holds 60 GNU Go self-play games on 19x19 at levels 6 to 10,
// stronger and closer to the endings of real games than the 19x19 games
// of defaultGnugoFile (levels 1-3). Made with
//
//	go run ./scripts/gnugo-selfplay -out judge/testdata/gnugo19 -n9 0 -n13 0 -n19 60 -min19 6 -max19 10 -procs 1 -seed 43
//
// and measured like the others with -gnugo.file testdata/gnugo19/games.jsonl.
const gnugo19File = "testdata/gnugo19/games.jsonl"

var (
	gnugoVerbose  = flag.Bool("gnugo.v", false, "print every GNU Go disagreement with the board")
	gnugoPlayouts = flag.Int("gnugo.playouts", 0, "playouts per judgment in TestGnugoAgreement (0: default)")
	gnugoBias     = flag.Float64("gnugo.bias", ResolveAlive, "experiment: ResolveAlive")
	gnugoFile     = flag.String("gnugo.file", defaultGnugoFile, "games for TestGnugoAgreement")
	gnugoSeed     = flag.Uint64("gnugo.seed", 0, "added to the per-game seed in TestGnugoAgreement")
)

func loadGnugo(t testing.TB) []gnugoGame {
	return loadGnugoFile(t, *gnugoFile)
}

// loadGnugoFile reads the GNU Go games of file (gnugo-selfplay's
// games.jsonl). A committed set that cannot be opened fails the test;
// another file (-gnugo.file) skips it.
func loadGnugoFile(t testing.TB, file string) []gnugoGame {
	f, err := os.Open(file)
	if err != nil {
		if file == defaultGnugoFile || file == gnugo19File {
			t.Fatal("committed GNU Go games missing:", err)
		}
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
	gnugoAgreement(t, games, *gnugoFile == defaultGnugoFile)
}

// TestGnugo19Agreement is TestGnugoAgreement on the stronger 19x19 games
// of gnugo19File (59 of 60 when they were made).
func TestGnugo19Agreement(t *testing.T) {
	gnugoAgreement(t, loadGnugoFile(t, gnugo19File), true)
}

// gnugoAgreement counts games whose final count equals GNU Go's and fails
// below 97%. A game that does not replay fails the test where strict, and
// is skipped otherwise (records finished from other sources).
func gnugoAgreement(t *testing.T, games []gnugoGame, strict bool) {
	t.Helper()
	ctx := context.Background()
	agree, skipped := 0, 0
	bySize := map[int][2]int{}
	for i, gg := range games {
		gm, err := replay(gg)
		if err != nil {
			if !strict {
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

var gnugoCut = flag.Int("gnugo.cut", 0, "TestGnugoCut: cut each game by 1 to this many moves (0: skip the test)")

// TestGnugoCut measures the count of records that stop before the end:
// each GNU Go self-play game is cut by 1 to -gnugo.cut moves (its final
// passes aside) and the count of the cut position, not passed out, is
// compared with GNU Go's final_score of the whole game. Where the moves
// cut were dame and teire the count should come within one point; where
// they were real endgame moves of the weak levels it cannot, so the
// figure is a measure, and the test fails only when fewer than 85% of
// the games cut by one or two moves come within one point (864 of 928,
// 93.1%, when it was written). It is skipped unless -gnugo.cut is given:
//
//	go test ./judge -run TestGnugoCut -v -gnugo.cut 2
func TestGnugoCut(t *testing.T) {
	if *gnugoCut <= 0 {
		t.Skip("no -gnugo.cut given")
	}
	games := loadGnugo(t)
	ctx := context.Background()
	type tally struct{ n, exact, within, winner int }
	by := make([]tally, *gnugoCut+1)
	for i, gg := range games {
		want, ok := areacount.ParseResult(gg.FinalScore)
		if !ok {
			t.Fatalf("game %d: bad result %q", i, gg.FinalScore)
		}
		mv := gg.played()
		for k := 1; k <= *gnugoCut && k < len(mv); k++ {
			cut := gg
			cut.Moves = mv[:len(mv)-k]
			gm, err := replay(cut)
			if err != nil {
				if *gnugoFile != defaultGnugoFile {
					// Records finished from other sources may not replay.
					t.Logf("game %d skipped: %v", i, err)
					break
				}
				t.Fatalf("game %d: %v", i, err)
			}
			res, _, err := EstimateScore(ctx, gm, Options{Seed: uint64(i) + 1})
			if err != nil {
				t.Fatal(err)
			}
			s := &by[k]
			s.n++
			d := math.Abs(res.Margin - want)
			if d == 0 {
				s.exact++
			}
			if d <= 1 {
				s.within++
			} else if *gnugoVerbose {
				t.Logf("game %d cut by %d: %s, GNU Go's final count %s", i, k, res, gg.FinalScore)
			}
			if (res.Margin > 0) == (want > 0) && (res.Margin < 0) == (want < 0) {
				s.winner++
			}
		}
	}
	n, within := 0, 0
	for k := 1; k <= *gnugoCut; k++ {
		s := by[k]
		t.Logf("cut by %d: %d games, exact %d, within one point %d (%.1f%%), winner %d", k, s.n, s.exact, s.within, 100*float64(s.within)/float64(max(s.n, 1)), s.winner)
		if k <= 2 {
			n += s.n
			within += s.within
		}
	}
	if within < n*85/100 {
		t.Errorf("cut by one or two moves: %d of %d within one point, below 85%%", within, n)
	}
}

var (
	gnugoDame    = flag.Bool("gnugo.dame", false, "TestGnugoDameCut: run it")
	gnugoSettled = flag.Bool("gnugo.settled", false, "TestGnugoDameCut: only games whose whole count agrees with GNU Go's, whose cut has no unsettled chain and whose cut's dead stones are GNU Go's final ones")
)

// dameCut returns GNU Go game gg cut where only dame and teire are left,
// and how many moves were cut: the most moves (up to 40) such that every
// move cut fills a point that, in the cut position with GNU Go's final dead
// stones off, the mover's live stones reach (a teire, or a capture of dead
// stones inside his area) and, where the opponent's reach it too (a dame),
// lies in an empty region of at most three points; a pass among them (a
// tempo given away) ends the cut. It returns 0 and nil when not even the
// last move qualifies.
func dameCut(gg gnugoGame) (int, *engine.Game) {
	mv := gg.played()
	g := geom.MustGet(gg.Size, gg.Size)
	dead := gg.deadSet(g)
	best := 0
	var bestGm *engine.Game
	for k := 1; k <= 40 && k < len(mv); k++ {
		cut := gg
		cut.Moves = mv[:len(mv)-k]
		gm, err := replay(cut)
		if err != nil {
			break
		}
		b := gm.Board()
		black := b.Stones(geom.Black).AndNot(dead)
		white := b.Stones(geom.White).AndNot(dead)
		rb, rw := areacount.Reach(g, &black, &white)
		small := smallEmptyRegions(b, 3) // empty regions of at most three points
		for _, m := range mv[len(mv)-k:] {
			f := strings.Fields(m)
			c, _ := geom.ParseColour(f[0])
			q, _ := g.ParseVertex(f[1])
			own, opp := rb.Has(q), rw.Has(q)
			if c == geom.White {
				own, opp = opp, own
			}
			if q == geom.Pass || b.At(q) != geom.Empty || !own || opp && !small.Has(q) {
				return best, bestGm
			}
		}
		best, bestGm = k, gm
	}
	return best, bestGm
}

// TestGnugoDameCut measures the count where a record stops with only dame
// and teire left (dameCut), the position the records of counted games
// leave, with many more neutral points open than TestGnugoCut's cuts of
// one to four moves: the count of each such cut is compared with GNU Go's
// count of the whole game. GNU Go's own play of the dame is the reference,
// wasted moves and all, so the figure is a measure; the test fails only
// when fewer than 80% come within one point (370 of 425 self-play games,
// 87.1%, when it was written). Skipped unless -gnugo.dame is given:
//
//	go test ./judge -run TestGnugoDameCut -v -gnugo.dame
//
// With -gnugo.settled it counts only the games whose final position we
// count as GNU Go did, whose cut position the judgment leaves no chain
// unsettled, and whose cut position's dead stones (Result.Dead) are GNU
// Go's final dead stones still on its board: the error of the dame
// filling alone, as in the records of counted games, where life and death
// is clear. Without the last condition (before session 24) it kept cuts
// whose moves still decided life and death, such as game 15 cut by one
// (Black's L13 kills White's corner, which the judgment, playing out from
// the position, took as alive), and counted 359 of 394 self-play games
// within one point; with it, 341 of 360 (the 19 others two or three points
// off), and 315 of 335 of 631 GNU Go level-10 play-outs of corpus records
// of 225 moves or more (none more than four points off; with the old
// condition 433 of 502, 19 of them ten points or more off, every one a
// fight the moves cut were still playing).
func TestGnugoDameCut(t *testing.T) {
	if !*gnugoDame {
		t.Skip("no -gnugo.dame given")
	}
	games := loadGnugo(t)
	ctx := context.Background()
	n, exact, within, winner := 0, 0, 0, 0
	var kt koTally
	var st sekiTally
	var sekiOf map[int][]string
	if *gnugoSeki && *gnugoFile == defaultGnugoFile {
		sekiOf = loadSeki(t, gnugoSekiFile)
	}
	for i, gg := range games {
		want, ok := areacount.ParseResult(gg.FinalScore)
		if !ok {
			t.Fatalf("game %d: bad result %q", i, gg.FinalScore)
		}
		k, gm := dameCut(gg)
		if k == 0 {
			continue
		}
		res, j, err := EstimateScore(ctx, gm, Options{Seed: uint64(i) + 1})
		if err != nil {
			t.Fatal(err)
		}
		if *gnugoSettled && (!j.Unsettled.IsZero() || !sameDead(gm, &res, gg) || !countsAsGnugo(t, i, gg, want)) {
			continue
		}
		n++
		if *gnugoKo {
			dead := gg.deadSet(gm.Geometry())
			kos, ok := kt.add(gm.Board(), &res.Removed, &dead, res.Margin, want)
			if !ok && len(kos) > 0 {
				t.Logf("game %d cut by %d, ko open at %v, %s to move: %s, GNU Go's final count %s; dead ours %v, GNU Go %v\n%s", i, k, vertices(gm.Geometry(), pointSet(kos)), gm.ToMove(), res, gg.FinalScore, vertices(gm.Geometry(), &res.Removed), gg.Dead, gm.Board())
			}
		}
		if sekiOf != nil {
			g := gm.Geometry()
			theirs, ours, any, ok := st.add(gm.Board(), &j.Seki, sekiOf[i], res.Margin, want)
			if any && (!ok || theirs != ours) {
				t.Logf("game %d cut by %d, seki GNU Go %v, ours %v, %s to move: %s, GNU Go's final count %s; dead ours %v, GNU Go %v\n%s", i, k, vertices(g, &theirs), vertices(g, &ours), gm.ToMove(), res, gg.FinalScore, vertices(g, &res.Removed), gg.Dead, gm.Board())
			}
		}
		d := math.Abs(res.Margin - want)
		if d == 0 {
			exact++
		}
		if d <= 1 {
			within++
		} else if *gnugoVerbose {
			t.Logf("game %d cut by %d: %s, GNU Go's final count %s", i, k, res, gg.FinalScore)
		}
		if (res.Margin > 0) == (want > 0) && (res.Margin < 0) == (want < 0) {
			winner++
		}
	}
	what := "cut where only dame and teire are left"
	if *gnugoSettled {
		what += ", settled"
	}
	t.Logf("%s: %d games, exact %d, within one point %d (%.1f%%), winner %d", what, n, exact, within, 100*float64(within)/float64(max(n, 1)), winner)
	if *gnugoKo {
		t.Logf("%s", kt)
	}
	if sekiOf != nil {
		t.Logf("%s", st)
	}
	if within < n*80/100 {
		t.Errorf("%d of %d within one point, below 80%%", within, n)
	}
}

// sameDead reports whether the stones the count of position gm takes as
// dead (res) are those of GNU Go's final dead list still on gm's board:
// the moves cut changed no life and death.
func sameDead(gm *engine.Game, res *Result, gg gnugoGame) bool {
	b := gm.Board()
	theirs := gg.deadSet(gm.Geometry()).And(b.Stones(geom.Black).Or(b.Stones(geom.White)))
	return res.Dead() == theirs
}

// countsAsGnugo reports whether game i of the GNU Go games, played to its
// end, counts as GNU Go counted it (want).
func countsAsGnugo(t *testing.T, i int, gg gnugoGame, want float64) bool {
	t.Helper()
	gm, err := replay(gg)
	if err != nil {
		t.Fatalf("game %d: %v", i, err)
	}
	res, _, err := EstimateScore(context.Background(), gm, Options{Seed: uint64(i) + 1})
	if err != nil {
		t.Fatal(err)
	}
	return res.Margin == want
}
