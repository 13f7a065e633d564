package judge

import (
	"context"
	"reflect"
	"strings"
	"testing"

	"github.com/gtp-referee/gtp-referee/engine"
	"github.com/gtp-referee/gtp-referee/geom"
	"github.com/gtp-referee/gtp-referee/rules"
)

var p6 = []string{
	". X . X O . O . X",
	". . . X O O O X .",
	". X X X X X X O O",
	"X O O O O O X O .",
	"X O . O . O X O O",
	"X O O O O O X X X",
	"X X X O . . . O O",
	". X X X O O O O .",
	". X . X O . O . O",
}

// TestP6 checks RULES.md P6 against the hand count given there: area W+4.5
// (Black 27 + 9, White 33 + 7), the seki stones and its eyes and dame.
// Territory: B+1.5 without a seki rule (Black 9, White 7 with the seki eyes
// F9 and J6, komi 0.5, no prisoners). With the seki rule the two White eyes
// F9 and J6 are not counted, so the hand count is Black 9, White 5:
// B+3.5.
//
// RULES.md writes W+0.5 for that last count, and it cannot be: the seki's
// only eyes, F9 (beside E9, G9, F8) and J6 (beside J7, J5, H6), touch
// White stones only, so not counting them can only take points from
// White's 7, never from Black's 9, and from the text's own B+1.5 the
// margin can only move toward Black. Recounted by hand: Black A9 C9 A8
// B8 C8 A7 and A2 A1 C1 (9); White C5 E5 and F1 H1 J2 (5); no one's: the
// seki's eyes F9 J6, its shared liberties H9 J8, and E3 F3 G3, which
// both colours reach (G4 is Black's): 9 - 5 - 0.5 = B+3.5. W+0.5 is the
// B+1.5 count with the two points taken from Black (7 against 7): the
// eyes given to the wrong side. GNU Go 3.8 (`gnugo --mode gtp
// --japanese-rules`, the stones played, `komi 0.5`) lists the same seki
// stones and the same territory but for E3, which it gives White, and
// says B+2.5: its final_score fills the dame itself (after `play B G3`,
// `play W F3` it says B+2.5 too; after B F3, W E3, B G3, B+3.5). P6 was
// ended by two passes, so E3 F3 G3 stay dame, as the text's B+1.5 has it.
func TestP6(t *testing.T) {
	ctx := context.Background()
	gm := diagram(t, "chinese", 0.5, p6...)
	g := gm.Geometry()
	res, j, err := EstimateScore(ctx, gm, Options{Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	if got := res.String(); got != "W+4.5" {
		t.Errorf("area: %s, want W+4.5", got)
	}
	if res.Area.Black != 36 || res.Area.White != 40 {
		t.Errorf("area: black %d white %d, want 36 40", res.Area.Black, res.Area.White)
	}
	if !j.Dead.IsZero() || !j.Unsettled.IsZero() {
		t.Errorf("dead %v unsettled %v, want none", vertices(g, &j.Dead), vertices(g, &j.Unsettled))
	}
	wantSeki := sorted("E9 G9 E8 F8 G8 H8 J9 H7 J7 H6 H5 J5 H9 J8 F9 J6")
	if got := vertices(g, &j.Seki); !reflect.DeepEqual(got, wantSeki) {
		t.Errorf("seki %v, want %v", got, wantSeki)
	}
	if n := len(j.SekiChains()); n != 4 {
		t.Errorf("%d seki chains, want 4", n)
	}
	if got := len(j.List(Seki)); got != 16 {
		t.Errorf("List(Seki) has %d points, want 16", got)
	}
	for _, v := range []string{"H8", "G9", "J5"} {
		p, _ := g.ParseVertex(v)
		if st := j.Status(p); st != Seki {
			t.Errorf("status %s = %v, want seki", v, st)
		}
	}

	jp := rules.MustLookup("japanese")
	r := score(j, jp, 0.5, 0, geom.Empty, false)
	if got := r.String(); got != "B+3.5" {
		t.Errorf("territory, seki eyes uncounted: %s, want B+3.5", got)
	}
	if r.BlackTerritory != 9 || r.WhiteTerritory != 5 || r.BlackPrisoners != 0 || r.WhitePrisoners != 0 {
		t.Errorf("seki eyes uncounted: territory %d %d, prisoners %d %d, want 9 5 and none",
			r.BlackTerritory, r.WhiteTerritory, r.BlackPrisoners, r.WhitePrisoners)
	}
	for _, v := range []string{"F9", "J6", "H9", "J8", "E3"} {
		p, _ := g.ParseVertex(v)
		if c := r.Owner(gm.Board(), p); c != geom.Empty {
			t.Errorf("seki eyes uncounted: %s counted for %v, want no one", v, c)
		}
	}
	jp.SekiEyesUncounted = false
	r = score(j, jp, 0.5, 0, geom.Empty, false)
	if got := r.String(); got != "B+1.5" {
		t.Errorf("territory, seki eyes counted: %s, want B+1.5", got)
	}
	if r.BlackTerritory != 9 || r.WhiteTerritory != 7 {
		t.Errorf("territory %d %d, want 9 7", r.BlackTerritory, r.WhiteTerritory)
	}
}

// TestP8Score checks RULES.md P8's scores: with suicide illegal White's A3
// A2 B2 are dead and Black owns all 20 points (B+12.5 at komi 7.5); under
// Tromp-Taylor (suicide legal, all stones alive) the literal count is Black
// 9 + 7, White 3, A1 dame: B+5.5.
func TestP8Score(t *testing.T) {
	ctx := context.Background()
	gm := diagram(t, "chinese", 7.5, p8...)
	g := gm.Geometry()
	res, j, err := EstimateScore(ctx, gm, Options{Seed: 3})
	if err != nil {
		t.Fatal(err)
	}
	if got, want := vertices(g, &j.Dead), sorted("A3 A2 B2"); !reflect.DeepEqual(got, want) {
		t.Errorf("dead %v, want %v", got, want)
	}
	if got := res.String(); got != "B+12.5" || res.Area.Black != 20 {
		t.Errorf("chinese: %s (black area %d), want B+12.5 (20)", got, res.Area.Black)
	}
	if got, want := res.Chinese(), "Black 20 stones, wins by 6 1/4 stones (B+12.5)"; got != want {
		t.Errorf("chinese wording %q, want %q", got, want)
	}

	tt := diagram(t, "tromp-taylor", 7.5, p8...)
	res, j, err = EstimateScore(ctx, tt, Options{Seed: 3})
	if err != nil {
		t.Fatal(err)
	}
	if got := res.String(); got != "B+5.5" || res.Area.Black != 16 || res.Area.White != 3 || res.Area.Dame != 1 {
		t.Errorf("tromp-taylor: %s %+v, want B+5.5 with 16/3/1", got, res.Area)
	}
	black := tt.Board().Stones(geom.Black)
	if pa := j.PassAlive.And(black); !pa.IsZero() {
		t.Errorf("tromp-taylor: pass-alive black stones %v, want none", vertices(g, &pa))
	}
}

// TestObviousDead: walls on columns E (Black) and F (White); a lone White
// stone at B5 in Black's four columns and a Black pair at H5 H6 in White's
// three columns are dead. Hand count: Black 45 (columns A-E), White 36
// (columns F-J): B+1.5 at komi 7.5.
func TestObviousDead(t *testing.T) {
	gm := diagram(t, "chinese", 7.5,
		". . . . X O . . .",
		". . . . X O . . .",
		". . . . X O . . .",
		". . . . X O . X .",
		". O . . X O . X .",
		". . . . X O . . .",
		". . . . X O . . .",
		". . . . X O . . .",
		". . . . X O . . .",
	)
	g := gm.Geometry()
	res, j, err := EstimateScore(context.Background(), gm, Options{Seed: 9})
	if err != nil {
		t.Fatal(err)
	}
	if got, want := vertices(g, &j.Dead), sorted("B5 H5 H6"); !reflect.DeepEqual(got, want) {
		t.Errorf("dead %v, want %v", got, want)
	}
	if len(j.DeadChains()) != 2 {
		t.Errorf("dead chains %v, want 2", j.DeadChains())
	}
	if got := res.String(); got != "B+1.5" || res.Area.Black != 45 || res.Area.White != 36 {
		t.Errorf("score %s %+v, want B+1.5 (45, 36)", got, res.Area)
	}
	// Japanese: Black territory 36 (columns A-D, B5 included) + 1
	// prisoner, White 27 (columns G-J) + 2 prisoners: B+1.5 at komi 6.5
	// (hand count).
	r := score(j, rules.MustLookup("japanese"), 6.5, 0, geom.Empty, false)
	if got := r.String(); got != "B+1.5" || r.BlackTerritory != 36 || r.WhiteTerritory != 27 || r.BlackPrisoners != 1 || r.WhitePrisoners != 2 {
		t.Errorf("territory %s (%+v), want B+1.5 (36+1, 27+2)", got, r)
	}
}

// TestDeterminism: the same seed gives the same ownership whatever the
// number of workers; another seed gives different numbers.
func TestDeterminism(t *testing.T) {
	ctx := context.Background()
	gm := diagram(t, "chinese", 7.5, p7...)
	a, err := Judge(ctx, gm, Options{Seed: 42, Playouts: 300, Workers: 1})
	if err != nil {
		t.Fatal(err)
	}
	b, err := Judge(ctx, gm, Options{Seed: 42, Playouts: 300, Workers: 4})
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(a.Ownership, b.Ownership) || a.Dead != b.Dead || a.Unsettled != b.Unsettled {
		t.Error("same seed, different workers: different judgments")
	}
	c, _ := Judge(ctx, gm, Options{Seed: 43, Playouts: 300})
	if reflect.DeepEqual(a.Ownership, c.Ownership) {
		t.Error("different seeds gave identical ownership")
	}
}

// TestWorkersSameJudgment: the judgment of a 19x19 position with many
// local searches does not depend on the number of workers, which share
// the searches' working space (searcher) among the regions differently:
// GNU Go's 19x19 game with the most dead stones, and games 13 and 2 of
// the 19x19 set cut where only dame are left (a side to move, second
// judgments).
func TestWorkersSameJudgment(t *testing.T) {
	if testing.Short() {
		t.Skip("nine 19x19 judgments")
	}
	ctx := context.Background()
	games := []*engine.Game{mostDead19(t)}
	sets := loadGnugoFile(t, gnugo19File)
	for _, i := range []int{13, 2} {
		if i < len(sets) {
			if _, gm := dameCut(sets[i]); gm != nil {
				games = append(games, gm)
			}
		}
	}
	for k, gm := range games {
		var first *Judgment
		for _, w := range []int{1, 2, 5} {
			j, err := Judge(ctx, gm, Options{Seed: 7, Workers: w})
			if err != nil {
				t.Fatal(err)
			}
			if first == nil {
				first = j
				continue
			}
			if !reflect.DeepEqual(j.Ownership, first.Ownership) || !reflect.DeepEqual(j.status, first.status) ||
				j.Dead != first.Dead || j.Seki != first.Seki || j.Unsettled != first.Unsettled ||
				j.Resolved() != first.Resolved() || j.rescue != first.rescue {
				t.Errorf("position %d: %d workers judge otherwise than one", k, w)
			}
		}
	}
}

// TestCancel: a cancelled context stops Judge with its error.
func TestCancel(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	gm := diagram(t, "chinese", 7.5, p7...)
	if _, err := Judge(ctx, gm, Options{}); err == nil {
		t.Error("no error from a cancelled context")
	}
}

// TestFewPlayouts: a tiny playout count still gives finite ownership and
// Benson's certain answers.
func TestFewPlayouts(t *testing.T) {
	gm := diagram(t, "chinese", 7.5, p7...)
	j, err := Judge(context.Background(), gm, Options{Playouts: 1, Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	g := gm.Geometry()
	for _, p := range g.Points {
		if o := j.Ownership[p]; o != o || o < -1 || o > 1 {
			t.Fatalf("ownership %s = %v", g.Vertex(p), o)
		}
	}
	h8, _ := g.ParseVertex("H8")
	if j.Ownership[h8] != 1 || j.Status(g.Point(6, 8)) != Alive {
		t.Errorf("pass-alive H8/G9: ownership %v status %v", j.Ownership[h8], j.Status(g.Point(6, 8)))
	}
}

// TestOpenBoundary: Black's wall on column D has a gap at D5 next to
// White's wall, so a literal count makes Black's whole area dame. By hand:
// Black's area is columns A-C (27) plus 8 stones, D5 is the one point in
// doubt, White has 9 stones and 36 points: W+17.5 with D5 neutral or
// W+16.5 if it is Black's (komi 7.5); the literal count would be W+44.5.
func TestOpenBoundary(t *testing.T) {
	gm := diagram(t, "chinese", 7.5, openBoundaryPosition...)
	res, _, err := EstimateScore(context.Background(), gm, Options{Seed: 5})
	if err != nil {
		t.Fatal(err)
	}
	if got := res.String(); got != "W+17.5" && got != "W+16.5" {
		t.Errorf("score %s (%+v), want W+17.5 or W+16.5", got, res.Area)
	}
}

// openBoundaryPosition is TestOpenBoundary's position.
var openBoundaryPosition = []string{
	". . . X O . . . .",
	". . . X O . . . .",
	". . . X O . . . .",
	". . . X O . . . .",
	". . . . O . . . .",
	". . . X O . . . .",
	". . . X O . . . .",
	". . . X O . . . .",
	". . . X O . . . .",
}

// TestGapFill follows the dame filling of TestOpenBoundary's position by
// hand. D5, the gap in Black's wall, is the one dame. Black first: B D5
// closes the wall (Black 36, White 45). White first: W D5, and Black must
// block at C5 inside his area (a teire), else White walks in along row 5
// (Black 35, White 46). The mean of the two, -10, is the count with D5
// neutral: W+17.5.
func TestGapFill(t *testing.T) {
	checkFilling(t, diagram(t, "chinese", 7.5, openBoundaryPosition...), 17, []fillCase{
		{geom.Black, []string{"D5"}, nil, -9},
		{geom.White, []string{"C5"}, []string{"D5"}, -11},
	})
}

// TestTeire: territory counting leaves out a point the owner will have to
// fill. Hand counts, both confirmed by GNU Go 3.8 (Japanese rules), komi
// 0.5, White's territory D1-G7 28 points:
//   - Black's lone A7 has the liberties A6 (Black's) and B7 (dame); Black
//     can fill B7 himself, joining B6, so A1-A6 are all territory: 28-6,
//     W+22.5.
//   - Black's lone A6 has the liberties A5 (Black's) and A7, a dame that
//     White can fill after B7; Black cannot fill A7 safely (A6-A7 would
//     keep one liberty in his territory), so he must connect at A5: 28-4,
//     W+24.5.
func TestTeire(t *testing.T) {
	for _, tc := range []struct {
		rows []string
		want string
	}{
		{[]string{
			"X . O . . . .",
			". X O . . . .",
			". X O . . . .",
			". X O . . . .",
			". X O . . . .",
			". X O . . . .",
			". X O . . . .",
		}, "W+22.5"},
		{teirePosition, "W+24.5"},
	} {
		gm := diagram(t, "japanese", 0.5, tc.rows...)
		res, _, err := EstimateScore(context.Background(), gm, Options{Seed: 1})
		if err != nil {
			t.Fatal(err)
		}
		if got := res.String(); got != tc.want {
			t.Errorf("%s: got %s, want %s", tc.rows[0], got, tc.want)
		}
	}
}

// teirePosition is the second position of TestTeire: A5 is a teire (its
// A6 stone falls into atari once White fills B7 and A7).
var teirePosition = []string{
	". . O . . . .",
	"X O O . . . .",
	". X O . . . .",
	". X O . . . .",
	". X O . . . .",
	". X O . . . .",
	". X O . . . .",
}

// TestAreaTeire: under area scoring a teire costs a point while dame are
// left. The second position of TestTeire (komi 0.5): Black has A6 and B1-B5
// (6 stones) and A1-A5; White has B6 and column C (8 stones) and 28 points;
// A7 and B7 are dame. Plain split: 12 - 37 - 0.5 = W+25.5. But A5 is a
// teire: with White to move, W B7 and then W A7 (atari on A6) take both
// dame while Black fills A5: 11 - 38 - 0.5 = W+27.5; with Black to move,
// B A7, W B7 (atari), B A5: 12 - 37 - 0.5 = W+25.5. The count takes the
// middle, A5 counted as dame: 11.5 - 37.5 - 0.5 = W+26.5.
func TestAreaTeire(t *testing.T) {
	gm := diagram(t, "chinese", 0.5, teirePosition...)
	res, _, err := EstimateScore(context.Background(), gm, Options{Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	if got := res.String(); got != "W+26.5" {
		t.Errorf("got %s, want W+26.5", got)
	}
}

// TestFillDame follows the filling of TestAreaTeire's position by hand.
// White first: W B7 (no atari), Black cannot fill A7 (his chain would keep
// one liberty) and passes, W A7 ataris A6, B A5 connects. Black first: B A7,
// W B7 ataris A6-A7, B A5 connects.
func TestFillDame(t *testing.T) {
	// The counts are those of TestAreaTeire: 11 - 38 with White first,
	// 12 - 37 with Black first.
	checkFilling(t, diagram(t, "chinese", 0.5, teirePosition...), 14, []fillCase{
		{geom.White, []string{"A5"}, []string{"A7", "B7"}, 11 - 38},
		{geom.Black, []string{"A5", "A7"}, []string{"B7"}, 12 - 37},
	})
}

// fillCase is a filling followed by hand: the points each colour fills
// with first to move, and Black's area minus White's after it (without
// the dead stones, none in these positions).
type fillCase struct {
	first        geom.Colour
	black, white []string
	split        int
}

// checkFilling fills gm's position (stones stones on the board) for each
// case and checks the filled points, that nothing else was played, and
// the count.
func checkFilling(t *testing.T, gm *engine.Game, stones int, cases []fillCase) {
	t.Helper()
	g := gm.Geometry()
	var none geom.Bitboard
	black, white := gm.Board().Stones(geom.Black), gm.Board().Stones(geom.White)
	o := newOwners(g, &black, &white)
	for _, tc := range cases {
		f, _, _ := fillDame(gm.Board(), &none, &o, tc.first, fillRules{})
		for _, v := range tc.black {
			if p, _ := g.ParseVertex(v); f.At(p) != geom.Black {
				t.Errorf("%v first: %s is %v, want black", tc.first, v, f.At(p))
			}
		}
		for _, v := range tc.white {
			if p, _ := g.ParseVertex(v); f.At(p) != geom.White {
				t.Errorf("%v first: %s is %v, want white", tc.first, v, f.At(p))
			}
		}
		all := f.Stones(geom.Black).Or(f.Stones(geom.White))
		if got, want := all.Count(), stones+len(tc.black)+len(tc.white); got != want {
			t.Errorf("%v first: %d stones after filling, want %d", tc.first, got, want)
		}
		if got := liveSplit(g, &f, &none, &o); got != tc.split {
			t.Errorf("%v first: Black's area minus White's %d, want %d", tc.first, got, tc.split)
		}
	}
}

// TestAtariByDeadStones: Black's B7 is held in atari by the dead white
// stones A7 and C7 only; the dame are E1-E3 and E5-E7. Under area scoring
// the atari forces nothing (the dead stones come off without a move), so
// Black does not spend B6 and the six dame are split: Black 9 stones + 20
// points (A1-C6 and the points of the two dead stones) + 3, White 14 + 3,
// B+14.5 with komi 0.5. (Were B6 a teire, White moving first would take
// four dame to Black's two: B+12.5, and the count would take the middle,
// B+13.5.) Under territory scoring B6 is no teire either: B7 is alive
// without it, since White's taking it at B6 would let Black play there a
// stone White could not capture (Japanese 1989 rules, Article 7: his
// capturing stones are dead), so Black 20 points + 2 prisoners, White 7:
// B+14.5.
func TestAtariByDeadStones(t *testing.T) {
	rows := []string{
		"O X O X . O .",
		". . . X . O .",
		". . . X . O .",
		". . . X X O .",
		". . . X . O .",
		". . . X . O .",
		". . . X . O .",
	}
	for _, tc := range []struct{ preset, want string }{{"chinese", "B+14.5"}, {"japanese", "B+14.5"}} {
		gm := diagram(t, tc.preset, 0.5, rows...)
		res, j, err := EstimateScore(context.Background(), gm, Options{Seed: 1})
		if err != nil {
			t.Fatal(err)
		}
		g := gm.Geometry()
		if removed := j.Resolved(); !reflect.DeepEqual(vertices(g, &removed), []string{"A7", "C7"}) {
			t.Errorf("%s: dead %v, want [A7 C7]", tc.preset, vertices(g, &removed))
		}
		if got := res.String(); got != tc.want {
			t.Errorf("%s: %s, want %s", tc.preset, got, tc.want)
		}
	}
}

// dislodgePosition is the final position of a professional game (1st Xinao
// Cup, Lin Jiehan - Chen Feng, komi 7.5, W+0.5 by count). GNU Go 3.8 calls
// the same stones dead (final_status_list dead): P10 N11 O11 P11 S12 T13
// P16 P17. The dead white stones in Black's centre and on the right take
// the liberties of Black's chains there: once White fills O19 and the dame
// around L12, Black's N19 and O18 cannot be saved by connecting at N18 (the
// chain they join is itself short of liberties), and Black must first take
// the dead stones off with moves inside his area (S11, P9, Q10: teire).
// GNU Go's aftermath (Black first) does so, ends with Black's area 7
// points above White's, and scores W+0.5, the recorded result.
var dislodgePosition = []string{
	". . O X X X X X O . O O X . O . . . .", // 19
	"O . O O X O X X O . O X . X O O . O O", // 18
	". . O X X O O O O O X X X O X O . O X", // 17
	"O O O X X X . O X X X O X O X . O X X", // 16
	"X X X X O O O O . O O O X O O O X X .", // 15
	"X . X . X O X O . O X X . X O . X X .", // 14
	"X X O X X O X O X X X . X X O O O X O", // 13
	"O O O O X X X O O O . X X X X O X O .", // 12
	". . O X . . X X O . O X O O O X X . .", // 11
	". . O X . X X X O O O O X X O . X . .", // 10
	". . O O X . X O O X O O X X . . . . .", // 9
	". . . O X . X X O X X O O X X . X . X", // 8
	"O O . O X X O X O O X X X X O X . X O", // 7
	"O X O O O X O X O X X X O O O . X X O", // 6
	"X X O X O X O O O X O O O X X X X O O", // 5
	"X . X X O X X . O X X . O O . O O . O", // 4
	". X X . X X O O O O . X X O O . O O .", // 3
	". . . X . X O . X O X X O . O . . . .", // 2
	". . . . X O O . . X X . O O . . . . .", // 1
}

// TestDislodge checks that the dame filling spends teire to capture dead
// stones that leave a live chain short of liberties (dislodge): with Black
// first it reproduces GNU Go's aftermath count (Black's area minus White's
// 7, the record's count too), and the result is within one point of the
// recorded W+0.5 with White winning. Without the teire the filling left
// N19 and O18 in atari and counted B+2.5.
func TestDislodge(t *testing.T) {
	gm := diagram(t, "chinese", 7.5, dislodgePosition...)
	g := gm.Geometry()
	j, filled, removed, o := judgedFill(t, gm, geom.Black)
	if got, want := vertices(g, &removed), sorted("P10 N11 O11 P11 S12 T13 P16 P17"); !reflect.DeepEqual(got, want) {
		t.Fatalf("dead %v, want %v", got, want)
	}
	if got := liveSplit(g, &filled, &removed, &o); got != 7 {
		t.Errorf("Black first: Black's area minus White's %d after the filling, want 7", got)
	}
	res := Score(gm, j)
	if res.Margin >= 0 || res.Margin < -1.5 {
		t.Errorf("result %s, want White by 0.5 or 1.5 (recorded W+0.5)", res)
	}
}

// TestForcingGap: a dame whose occupation opens the way into the
// opponent's area is forcing. Black's wall on column D has a gap at D5;
// E1 is a second dame. Followed by hand: White first, W D5 threatens W C5
// into Black's area, so Black blocks at C5 inside it (a teire) and White
// then takes E1: Black 35 (A-C 27, D 8), White 46 (44 and both dame).
// Black first: B D5 closes the wall, W E1: Black 36, White 45.
func TestForcingGap(t *testing.T) {
	// TestOpenBoundary's position with White's E1 moved to F1.
	rows := append(append([]string(nil), openBoundaryPosition[:8]...), ". . . X . O . . .")
	gm := diagram(t, "chinese", 7.5, rows...)
	checkFilling(t, gm, 17, []fillCase{
		{geom.Black, []string{"D5"}, []string{"E1"}, -9},
		{geom.White, []string{"C5"}, []string{"D5", "E1"}, -11},
	})
}

// TestTerritoryAreaIdentity: a territory count differs from an area count
// of the same end of game only by the stones each side placed (prisoners
// are the stones the opponent placed and lost): territory minus area is
// White's stones placed minus Black's. A diagram has no captures, so the
// japanese margin must be the chinese one plus White's stones on the board
// minus Black's, in positions without seki (whose eyes territory leaves
// out).
func TestTerritoryAreaIdentity(t *testing.T) {
	for name, rows := range map[string][]string{
		"dislodge": dislodgePosition, "edge": lifeEdge, "attacker first": lifeAttFirst,
		"approach": lifeApproach, "alive": lifeAlive, "dead": lifeDead, "lg28": lg28,
	} {
		gm := diagram(t, "chinese", 7.5, rows...)
		j, err := Judge(context.Background(), gm, Options{Seed: 1})
		if err != nil {
			t.Fatal(err)
		}
		if j.Seki.Count() > 0 {
			t.Fatalf("%s: seki %v", name, vertices(gm.Geometry(), &j.Seki))
		}
		area := Score(gm, j).Margin
		terr := ScoreWith(j, rules.MustLookup("japanese"), 7.5, 0).Margin
		b := gm.Board()
		bs, ws := b.Stones(geom.Black), b.Stones(geom.White)
		if want := area + float64(ws.Count()-bs.Count()); terr != want {
			t.Errorf("%s: territory margin %+.1f, area %+.1f: want %+.1f", name, terr, area, want)
		}
	}
}

// TestOddDame: the 1988 rules split the dame, but players fill them before
// the count, so when the half of an odd dame decides the game, the side to
// move takes it. Hand count, 5x5, komi 0.5: Black has column B and A (10),
// White column D and E (10), column C is 5 dame. Split: 12.5 - 12.5 - 0.5 =
// W+0.5. Filled alternately, the side to move takes three of the five: Black
// first 13 - 12 - 0.5 = B+0.5, White first 12 - 13 - 0.5 = W+1.5. A game
// passed out keeps the split, and so does an empty board (RULES.md section
// 2's count: 12.5 each, a draw at komi 0), where there are no stones
// between which dame could be filled.
func TestOddDame(t *testing.T) {
	rows := []string{
		". X . O .",
		". X . O .",
		". X . O .",
		". X . O .",
		". X . O .",
	}
	empty := []string{". . . . .", ". . . . .", ". . . . .", ". . . . .", ". . . . ."}
	for _, tc := range []struct {
		rows   []string
		komi   float64
		next   geom.Colour
		passed bool
		want   string
	}{
		{rows, 0.5, geom.Black, false, "B+0.5"},
		{rows, 0.5, geom.White, false, "W+1.5"},
		{rows, 0.5, geom.Black, true, "W+0.5"},
		{empty, 0, geom.Black, false, "0"},
	} {
		gm := diagram(t, "chinese", tc.komi, tc.rows...)
		if tc.passed {
			gm.SetToMove(tc.next.Opp())
			for range 2 {
				if r := gm.Play(gm.ToMove(), geom.Pass); r != engine.Legal {
					t.Fatal(r)
				}
			}
		}
		gm.SetToMove(tc.next)
		res, _, err := EstimateScore(context.Background(), gm, Options{Seed: 1})
		if err != nil {
			t.Fatal(err)
		}
		if got := res.String(); got != tc.want {
			t.Errorf("%v to move, passed out %v: got %s, want %s", tc.next, tc.passed, got, tc.want)
		}
	}
}

// prepareFinal is the position where the record of the 3rd Chunlan Cup
// final, first game (Yoo Changhyuk - O Rissei, 2001), stops, White to move;
// recorded W+6.5 with komi 5.5.
var prepareFinal = []string{
	". . O . O O X X . . . . . . . O . X .", // 19
	". . O . O O O X . O X . O . O X X X O", // 18
	". . . O X O X . X X O . X O X O O O X", // 17
	". . O . X X X O X . X . X O X X . . .", // 16
	". . O X X . X X O O O X . O . . X X X", // 15
	". O . O O O O X O X . X X X X . X X X", // 14
	". O O X X X X O X X X X O X X X O X O", // 13
	". O X X . X X O O O X O O O X O O O O", // 12
	". O O X X . . X O . O . . O O X . . .", // 11
	". . X O X X X X O . O O O X O O O . .", // 10
	". . O O X X X O O O X O X X X X O . .", // 9
	". . O X X O O O O X X O O X O O O O .", // 8
	". . O O X X X O X . X X O X O X O O .", // 7
	". . O O O O X O O X X X X X O X X O .", // 6
	". X O X X X X X O O O X X O O X O . .", // 5
	". . X O O O X O O O O X . X X X O . .", // 4
	". X X O . O O X X O X . . . . X O . .", // 3
	". O O . X O X X . X X . . X X O O . .", // 2
	". . . O O X X . X . . . . X O O . . .", // 1
}

// TestPrepare: a dame neither side can fill at once (prepare). In
// prepareFinal White's D14-G14 has two liberties, C14 inside White's
// area and the dame F15, and Black's chain on the other side of F15 is
// short of liberties while White's dead H16 and J14-L15 stand inside
// Black's area: whoever fills F15 first puts his own chain in atari.
// White connects at C14 (no point lost) and then fills F15; GNU Go's
// aftermath gives White D16 and F15 too, and counts W+6.5, the record's
// result. Without the connection F15 stayed a dame: W+4.5.
func TestPrepare(t *testing.T) {
	gm := diagram(t, "chinese", 5.5, prepareFinal...)
	gm.SetToMove(geom.White)
	g := gm.Geometry()
	j, filled, _, _ := judgedFill(t, gm, geom.White)
	for _, v := range []string{"C14", "D16", "F15"} {
		if p, _ := g.ParseVertex(v); filled.At(p) != geom.White {
			t.Errorf("White first: %s is %v after the filling, want white", v, filled.At(p))
		}
	}
	if res := Score(gm, j); res.Margin > -5.5 || res.Margin < -7.5 {
		t.Errorf("result %s, want W+5.5 to W+7.5 (recorded W+6.5)", res)
	}
}

// judgedFill judges gm (seed 1) and fills its dame with first to move
// (fillDame), the judged dead stones still on the board. It returns the
// judgment, the filled board, the dead stones and the ownership of the
// position without them.
func judgedFill(t *testing.T, gm *engine.Game, first geom.Colour) (*Judgment, engine.Board, geom.Bitboard, owners) {
	t.Helper()
	j, err := Judge(context.Background(), gm, Options{Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	removed := j.Resolved()
	clean := *gm.Board()
	for _, q := range removed.Points(nil) {
		clean.Setup(geom.Empty, q)
	}
	black, white := clean.Stones(geom.Black), clean.Stones(geom.White)
	o := newOwners(clean.Geometry(), &black, &white)
	filled, _, _ := fillDame(gm.Board(), &removed, &o, first, fillRules{})
	return j, filled, removed, o
}

// fillSidePosition is the final position of the 11th Japan-China Go
// Exchange (Yamashiro Hiroshi - Jiang Zhujiu, 1983; komi 5.5, W+6.5 by
// count, GNU Go's count too), Black to move.
var fillSidePosition = []string{
	". . . O . . . . . . . . . . . . . . .", // 19
	". . O X X X . O O O X . . . . . . . .", // 18
	". O O X O X X O . . O X . O O O O O .", // 17
	"O X O O O O O . . O . O O X X X X O O", // 16
	". X X O . X O O O . O X X O . . . X O", // 15
	"X X O O X X O O . O . O X X . . . X O", // 14
	"X O O O X O O . O O O O O X . . . X O", // 13
	"X O X X X O . O X O X X X . . . X O O", // 12
	"X X X O X X O O X O X X X . . . X O X", // 11
	"O X O O O X X X X X . X . X X X X X X", // 10
	"O O O O O O X O X . . . . . . . X . .", // 9
	". . . . O . O O O X X . X . X . . X X", // 8
	". O O O . . . . O X X X O X X . X . X", // 7
	". . O X O O O . O O X X O . X . . X X", // 6
	". O O X X X O . O X O X X . . X X . .", // 5
	"O . O O X X O X . X . X . X X X X X .", // 4
	"O X O X O X X X X . . . X O O O O O X", // 3
	"O O X X O O O X . . . . X O . O . O X", // 2
	". X . . X . X . . . . . X X O . . . .", // 1
}

// TestFillFromOwnSide: in the lower right of fillSidePosition, White's
// group on the edge has the eye P2 and the space Q1-T1 and R2, which
// touches Black's T2-T3 at T1 only. A player fills a dame from his own
// side (fromOwnSide): Black may take T1 next to T2, and White's S1 then
// forces Black's T4, but a black stone at R1, standing alone in White's
// eye space, is no dame filled. With R1 and S1 counted Black's, the
// count was W+3.5.
func TestFillFromOwnSide(t *testing.T) {
	gm := diagram(t, "chinese", 5.5, fillSidePosition...)
	g := gm.Geometry()
	var j *Judgment
	for _, first := range []geom.Colour{geom.Black, geom.White} {
		var filled engine.Board
		j, filled, _, _ = judgedFill(t, gm, first)
		for _, v := range []string{"Q1", "R1", "S1", "R2"} {
			if p, _ := g.ParseVertex(v); filled.At(p) == geom.Black {
				t.Errorf("%v first: %s is black after the filling", first, v)
			}
		}
	}
	if got := Score(gm, j).String(); got != "W+6.5" {
		t.Errorf("result %s, want W+6.5 (recorded, and GNU Go's count)", got)
	}
}

// prepareEdge is the final position of the 19th Japan-China Go Exchange,
// game 6 (Kang Zhanbin - Ryu Shikun, 1991; komi 5.5, W+2.5 by count, GNU
// Go's count too), Black to move.
var prepareEdge = []string{
	". O . . . . . . O X X X O O . O O X .", // 19
	"X X O O . . . . O O X . X O . O X X .", // 18
	". . X O . . . . O O X X X X O O O X .", // 17
	". . X X O O O X X O X . O . O . X . .", // 16
	". . X X X O . O O X X . . O . X . . .", // 15
	". X O O O . . . O X X O O X X X O X .", // 14
	". X X X O . O O X . O X O X O O X X .", // 13
	". X O O O O X X X X X X O . . X O O X", // 12
	"X X O . O X X X O X O X O O X . O X .", // 11
	"O X O O O O . X O O O O X O O O O . .", // 10
	". O O X X X X X X . O X X X O . O O .", // 9
	"O X X . . X . . X O O X . X X O O X X", // 8
	"O O X X O O X X O . O O X X O O X . .", // 7
	"O X X . O . O O O O O X X X X X X X X", // 6
	"O O O O O O . . X X O . O X O O O O X", // 5
	"O X X X O X X X . O . O O O X X . O X", // 4
	"X X . X X . . . X X O . X . X O O . O", // 3
	". . . . . . . . . X X O O X O O . O .", // 2
	". . . . . . . . . . X O . . . . . . .", // 1
}

// TestPrepareBestConnection: in the upper left of prepareEdge, Black's
// A18-B18 would be left with A17 and B17 after filling the dame A19, and
// White's B17 would capture it. Black prepares by connecting at B17 to
// C17, after which A19 is safe (GNU Go's aftermath plays B16 and A19);
// connecting at A17 instead (the first liberty in board order) leaves it
// short again, and White fills A19 first: W+4.5. Either side first,
// Black connects at B17. (Who then fills A19 depends on the order of the
// other dame, which changes no count: with Black first, White now takes
// it while Black fills a dame that gains nothing but its point.)
func TestPrepareBestConnection(t *testing.T) {
	gm := diagram(t, "chinese", 5.5, prepareEdge...)
	g := gm.Geometry()
	var j *Judgment
	for _, first := range []geom.Colour{geom.Black, geom.White} {
		var filled engine.Board
		j, filled, _, _ = judgedFill(t, gm, first)
		if p, _ := g.ParseVertex("B17"); filled.At(p) != geom.Black {
			t.Errorf("%v first: B17 is %v after the filling, want black", first, filled.At(p))
		}
	}
	if got := Score(gm, j).String(); got != "W+2.5" {
		t.Errorf("result %s, want W+2.5 (recorded, and GNU Go's count)", got)
	}
}

// sekiThree is a seki of three shared liberties, made for the test: Black's
// A8-G9 chain and White's B9-E9 have the same liberties, A9, C8 and F9, and
// no other. A fill by either side leaves both with two, the next one puts
// the filler in atari; and White cannot sacrifice his stones into a
// killable eye (taking them leaves Black a straight six or five in a row
// with C8, see sacrificeSeki). Hand count: Black's ten stones, the three
// dame, White's 68 points: W+65.5 at komi 7.5. GNU Go 3.8 agrees
// (final_score W+65.5, both chains in final_status_list seki).
var sekiThree = []string{
	". O O O O . X O .",
	"X X . X X X X O .",
	"O X X X O O O O .",
	"O O O O O . O . .",
	". . . . . . . . .",
	". . . . . . . . .",
	". . . . . . . . .",
	". . . . . . . . .",
	". . . . . . . . .",
}

// TestSekiSharedLiberties checks that chains whose liberties are all
// shared, three of them, are found in seki (sharesAllLiberties), not merely
// alive, and counted as the hand count says.
func TestSekiSharedLiberties(t *testing.T) {
	gm := diagram(t, "chinese", 7.5, sekiThree...)
	g := gm.Geometry()
	res, j, err := EstimateScore(context.Background(), gm, Options{Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	for _, v := range []string{"B9", "E9", "A8", "G9", "C7", "A9", "C8", "F9"} {
		p, _ := g.ParseVertex(v)
		if st := j.Status(p); st != Seki {
			t.Errorf("%s is %v, want seki", v, st)
		}
	}
	if got := res.String(); got != "W+65.5" || res.Area.Dame != 3 {
		t.Errorf("count %s (%+v), want W+65.5 with 3 dame", got, res.Area)
	}
}

// TestMarginEstimate: the estimate is the count while at most
// EstimateOpenMin empty points are open (ownership below OpenBelow either
// way), the playouts' expected margin from one more. The ownership is set
// by hand so that the two differ: on 9x9 with one black stone the count
// gives Black the board, the set ownership gives White every point not
// left open.
func TestMarginEstimate(t *testing.T) {
	rows := []string{
		". . . . . . . . .", ". . . . . . . . .", ". . . . . . . . .",
		". . . . . . . . .", ". . . . X . . . .", ". . . . . . . . .",
		". . . . . . . . .", ". . . . . . . . .", ". . . . . . . . .",
	}
	gm := diagram(t, "chinese", 0.5, rows...)
	res, j, err := EstimateScore(context.Background(), gm, Options{Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	for _, open := range []int{EstimateOpenMin, EstimateOpenMin + 1} {
		k := 0
		for _, q := range j.g.Points {
			switch {
			case gm.Board().At(q) != geom.Empty:
				j.Ownership[q] = 1
			case k < open:
				j.Ownership[q] = 0
				k++
			default:
				j.Ownership[q] = -1
			}
		}
		if j.Open() != open {
			t.Fatalf("%d open points set, Open() = %d", open, j.Open())
		}
		count, expected := res.Margin, ExpectedMargin(gm, j)
		if count == expected {
			t.Fatalf("count and expected margin both %v: the test cannot tell them apart", count)
		}
		want := count
		if open > EstimateOpenMin {
			want = expected
		}
		if got := MarginEstimate(gm, j, res); got != want {
			t.Errorf("%d open points: estimate %v, want %v (count %v, expected %v)", open, got, want, count, expected)
		}
	}
}

// TestExpectedMarginTerritory: under territory scoring the playouts'
// expected margin is a territory count, not an area count. 9x9, komi 0.5,
// four black handicap stones (C3 G7 C7 G3) set up, then W A1, B A2, W G5,
// B B1, which takes A1. The ownership is set by hand to Black's on every
// point, as if Black kept the whole board. Hand count of that end: by area
// Black has the 81 points, 81 - 0.5 = B+80.5 under an area preset without
// compensation (new-zealand); by territory (japanese) Black has 81 - 6
// stones = 75 points (G5's among them) and two prisoners (A1, and G5 taken
// off dead), White nothing: 77 - 0.5 = B+76.5, four points less: the six
// stones Black put on the board less White's two.
func TestExpectedMarginTerritory(t *testing.T) {
	g := geom.MustGet(9, 9)
	for _, c := range []struct {
		preset string
		want   float64
	}{{"new-zealand", 80.5}, {"japanese", 76.5}, {"korean", 76.5}} {
		gm := engine.NewGame(g, rules.MustLookup(c.preset))
		gm.SetKomi(0.5)
		for _, v := range []string{"C3", "G7", "C7", "G3"} {
			p, _ := g.ParseVertex(v)
			gm.Setup(geom.Black, p)
		}
		gm.SetHandicap(4)
		gm.SetToMove(geom.White)
		for i, v := range []string{"A1", "A2", "G5", "B1"} {
			p, _ := g.ParseVertex(v)
			colour := geom.White
			if i%2 == 1 {
				colour = geom.Black
			}
			if r := gm.Play(colour, p); r != engine.Legal {
				t.Fatalf("%s: %v %s: %v", c.preset, colour, v, r)
			}
		}
		if gm.Board().Captured(geom.Black) != 1 {
			t.Fatalf("%s: Black took %d stones, want 1", c.preset, gm.Board().Captured(geom.Black))
		}
		j, err := Judge(context.Background(), gm, Options{Seed: 1})
		if err != nil {
			t.Fatal(err)
		}
		for _, q := range g.Points {
			j.Ownership[q] = 1
		}
		if got := ExpectedMargin(gm, j); got != c.want {
			t.Errorf("%s: expected margin %v, want %v", c.preset, got, c.want)
		}
	}
}

// TestResolvedSplitPair checks Resolved's rule for a fight the playouts
// split: of two neighbouring unsettled chains, one going (ownership below
// ResolveAlive) and one staying below SplitOwn, the one with more
// liberties stays, as a capturing race goes, but only when the two touch
// no other unsettled chain. Black's B4 has three liberties (A4, B5, C4),
// White's B3-C3 two (A3, C4); Black's B2-C2 below them (one liberty, D2)
// is alive or a second unsettled rival of White's chain. Statuses set by
// hand.
func TestResolvedSplitPair(t *testing.T) {
	cases := []struct {
		name      string
		pairOwn   float64 // White's B3-C3
		lowStatus Status  // Black's B2-C2
		removed   string
	}{
		{"a pair split near even", 0.2, Alive, "B3 C3"},
		{"a clear verdict", 0.6, Alive, "B4"},
		{"a chain between two rivals", 0.2, Unsettled, "B2 B4 C2"},
	}
	for _, tc := range cases {
		gm := diagram(t, "chinese", 7.5,
			". . . . .",
			". X . . .",
			". O O X .",
			"O X X . .",
			". O O . .",
		)
		g := gm.Geometry()
		j := byHand(gm)
		set := func(st Status, own float64, vs ...string) {
			for _, v := range vs {
				p, _ := g.ParseVertex(v)
				j.setStatus(p, st)
				j.ChainOwnership[p] = own
			}
		}
		set(Alive, 0.9, "D3", "A2", "B1", "C1")
		set(Unsettled, 0.05, "B4")
		set(Unsettled, tc.pairOwn, "B3", "C3")
		set(tc.lowStatus, 0.05, "B2", "C2")
		if tc.lowStatus == Alive {
			set(Alive, 0.9, "B2", "C2")
		}
		d := j.Resolved()
		if got := strings.Join(vertices(g, &d), " "); got != tc.removed {
			t.Errorf("%s: removed %q, want %q", tc.name, got, tc.removed)
		}
	}
}

// TestStranded checks the step that kills an unsettled chain left without
// hope: Black's C3 inside White's ring has one liberty, D3, shared with
// Black's E3 and next to White stones (no room for an eye). By hand it is
// dead when E3 is dead and White's ring lives; it keeps its status when E3
// lives (a friend to join), when E3 is unsettled too (no dead friend: the
// playouts' verdict stands), or when the ring is unsettled (a fight it may
// win). Statuses set by hand.
func TestStranded(t *testing.T) {
	cases := []struct {
		name       string
		friend     Status // E3
		ring       Status // White's ring
		wantStatus Status // C3 after the step
	}{
		{"only a dead friend", Dead, Alive, Dead},
		{"a live friend", Alive, Alive, Unsettled},
		{"no dead friend", Unsettled, Alive, Unsettled},
		{"a weak opponent", Dead, Unsettled, Unsettled},
	}
	for _, tc := range cases {
		gm := diagram(t, "chinese", 7.5,
			". . . . . . .",
			". O O O O O .",
			". O X . X O .",
			". O O O O O .",
			". . . . . . .",
		)
		g := gm.Geometry()
		b := gm.Board()
		j := byHand(gm)
		c3, _ := g.ParseVertex("C3")
		e3, _ := g.ParseVertex("E3")
		j.setStatus(c3, Unsettled)
		j.setStatus(e3, tc.friend)
		ring, _ := g.ParseVertex("B2")
		for _, s := range b.ChainStones(nil, ring) {
			j.setStatus(s, tc.ring)
		}
		j.stranded()
		if got := j.Status(c3); got != tc.wantStatus {
			t.Errorf("%s: C3 is %v, want %v", tc.name, got, tc.wantStatus)
		}
	}
}

// byHand returns a judgment of gm's position with no status and no
// ownership yet, for tests that set them by hand.
func byHand(gm *engine.Game) *Judgment {
	g := gm.Geometry()
	return &Judgment{g: g, board: *gm.Board(), resolveAlive: ResolveAlive,
		ChainOwnership: make([]float64, g.Cells), status: make([]Status, g.Cells)}
}

// sekiEyeEach is a seki of two inside groups with one eye each and one
// shared liberty, made for the test: Black's A2-E2, B1-D1 (eye A1) and
// White's F2-J2, F1-H1 (eye J1) share E1, each shut in by the other
// colour's wall (White A3-E3 and column E above, Black F3-J3 and column F).
// Neither side can fill E1 (the filler is taken at once) nor play in the
// other's eye (suicide).
var sekiEyeEach = []string{
	". . . . O X . . .",
	". . . . O X . . .",
	". . . . O X . . .",
	". . . . O X . . .",
	". . . . O X . . .",
	". . . . O X . . .",
	"O O O O O X X X X",
	"X X X X X O O O O",
	". X X X . O O O .",
}

// TestSekiEyeEach: both inside groups are in seki, with either side to
// move. Hand count by area: White 11 wall stones, 24 territory, 7 seki
// stones and the eye J1 (43); Black 10, 18, 8 and A1 (37); E1 dame; W+6,
// komi 7.5: W+13.5. By territory with the seki eyes uncounted: White 24,
// Black 18, komi 6.5: W+12.5. GNU Go 3.8 (final_score, --chinese-rules and
// --japanese-rules) gives the same two results and lists the same fifteen
// stones in seki.
func TestSekiEyeEach(t *testing.T) {
	ctx := context.Background()
	wantSeki := sorted("A2 B2 C2 D2 E2 B1 C1 D1 F2 G2 H2 J2 F1 G1 H1")
	for _, toMove := range []geom.Colour{geom.Black, geom.White} {
		gm := diagram(t, "chinese", 7.5, sekiEyeEach...)
		if toMove == geom.White {
			gm.Play(geom.Black, geom.Pass)
		}
		g := gm.Geometry()
		res, j, err := EstimateScore(ctx, gm, Options{Seed: 1})
		if err != nil {
			t.Fatal(err)
		}
		if got := res.String(); got != "W+13.5" {
			t.Errorf("%v to move: area %s, want W+13.5", toMove, got)
		}
		var stones geom.Bitboard
		for _, p := range j.List(Seki) {
			if gm.Board().At(p) != geom.Empty {
				stones.Set(p)
			}
		}
		if got := vertices(g, &stones); !reflect.DeepEqual(got, wantSeki) {
			t.Errorf("%v to move: seki stones %v, want %v", toMove, got, wantSeki)
		}
		if !j.Dead.IsZero() {
			t.Errorf("%v to move: dead %v, want none", toMove, vertices(g, &j.Dead))
		}
		jp := rules.MustLookup("japanese")
		if got := score(j, jp, 6.5, 0, geom.Empty, false).String(); got != "W+12.5" {
			t.Errorf("%v to move: territory %s, want W+12.5", toMove, got)
		}
	}
}
