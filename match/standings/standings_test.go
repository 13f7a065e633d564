package standings

import (
	"errors"
	"fmt"
	"slices"
	"testing"
)

// line is a standing reduced to what the tests compare.
type line struct {
	player   string
	rank     int
	points   int
	beaten   float64
	warnings int
	tied     bool
}

func lines(t []Standing) []line {
	out := make([]line, len(t))
	for i, s := range t {
		out[i] = line{s.Player, s.Rank, s.Points, s.Beaten(), s.Warnings, s.Tied}
	}
	return out
}

func check(t *testing.T, name string, got, want []line) {
	t.Helper()
	if fmt.Sprint(got) != fmt.Sprint(want) {
		t.Errorf("%s:\n got %v\nwant %v", name, got, want)
	}
}

// TestRoundRobinPointsAndBeaten: points (RULES.md section 7: win 2, draw 1,
// loss 0), then tie-break (a), in which a draw counts half the opponent's
// score. Four players, single round robin, counted by hand:
//
//	A: beat B, beat C, lost to D    2+2+0 = 4
//	B: lost to A, beat C, drew D    0+2+1 = 3
//	C: lost to A, lost to B, beat D 0+0+2 = 2
//	D: beat A, drew B, lost to C    2+1+0 = 3
//
// B and D have 3 points; tie-break (a):
//
//	D: beat A (4) + half of B (3/2) = 5.5
//	B: beat C (2) + half of D (3/2) = 3.5
//	A: beat B (3) + beat C (2)      = 5
//	C: beat D (3)                   = 3
//
// so A 1st (4 points), D 2nd, B 3rd, C 4th; no tie.
func TestRoundRobinPointsAndBeaten(t *testing.T) {
	games := []Game{
		{A: "A", B: "B", Result: WinA},
		{A: "C", B: "A", Result: WinB},
		{A: "D", B: "A", Result: WinA},
		{A: "B", B: "C", Result: WinA},
		{A: "B", B: "D", Result: Draw},
		{A: "C", B: "D", Result: WinA},
	}
	got, err := RoundRobin([]string{"A", "B", "C", "D"}, games)
	if err != nil {
		t.Fatal(err)
	}
	check(t, "round robin", lines(got), []line{
		{"A", 1, 4, 5, 0, false},
		{"D", 2, 3, 5.5, 0, false},
		{"B", 3, 3, 3.5, 0, false},
		{"C", 4, 2, 3, 0, false},
	})
	if w, d, l := got[2].Wins, got[2].Draws, got[2].Losses; w != 1 || d != 1 || l != 1 {
		t.Errorf("B: %d-%d-%d, want 1 win, 1 draw, 1 loss", w, d, l)
	}
}

// TestRoundRobinWarningsAndTie: three players who beat each other in a
// cycle (A beat B, B beat C, C beat A) have 2 points each, and each beat
// an opponent of 2 points: tie-break (a) is 2 for all. Tie-break (b),
// fewer warnings: B had none, A one (in the game he won against B), C one
// (in his game against B): B 1st; A and C are still equal, so (c) they
// share 2nd place and (d) are reported tied for the organisers.
func TestRoundRobinWarningsAndTie(t *testing.T) {
	games := []Game{
		{A: "A", B: "B", Result: WinA, WarningsA: 1},
		{A: "B", B: "C", Result: WinA, WarningsB: 1},
		{A: "C", B: "A", Result: WinA},
	}
	got, err := RoundRobin([]string{"A", "B", "C"}, games)
	if err != nil {
		t.Fatal(err)
	}
	check(t, "warnings", lines(got), []line{
		{"B", 1, 2, 2, 0, false},
		{"A", 2, 2, 2, 1, true},
		{"C", 2, 2, 2, 1, true},
	})
	// With the warning taken off C, (b) separates all three: B and C
	// (0 warnings) are still equal and share 1st place, A is 3rd.
	games[1].WarningsB = 0
	got, err = RoundRobin([]string{"A", "B", "C"}, games)
	if err != nil {
		t.Fatal(err)
	}
	check(t, "warnings, one tie at the top", lines(got), []line{
		{"B", 1, 2, 2, 0, true},
		{"C", 1, 2, 2, 0, true},
		{"A", 3, 2, 2, 1, false},
	})
}

// TestRoundRobinVoidAndUnknown: a Void game counts for neither player,
// and a game of a player not listed is an error.
func TestRoundRobinVoidAndUnknown(t *testing.T) {
	got, err := RoundRobin([]string{"A", "B"}, []Game{{A: "A", B: "B", Result: Void}, {A: "B", B: "A", Result: WinA}})
	if err != nil {
		t.Fatal(err)
	}
	// B beat A once (2 points, tie-break (a): A's 0); the void game
	// adds nothing.
	check(t, "void", lines(got), []line{{"B", 1, 2, 0, 0, false}, {"A", 2, 0, 0, 0, false}})
	if _, err := RoundRobin([]string{"A"}, []Game{{A: "A", B: "X", Result: WinA}}); !errors.Is(err, ErrUnknownPlayer) {
		t.Errorf("unknown player: %v, want ErrUnknownPlayer", err)
	}
}

// schedule4 is a single round robin of four players in three rounds,
// written out by hand.
var schedule4 = []Game{
	{A: "A", B: "D", Round: 1}, {A: "B", B: "C", Round: 1},
	{A: "A", B: "C", Round: 2}, {A: "D", B: "B", Round: 2},
	{A: "A", B: "B", Round: 3}, {A: "C", B: "D", Round: 3},
}

// TestWithdrawBeforeHalf: D withdraws after round 1 of 3; 2*1 < 3, so
// before half the rounds are played: all his results are void (RULES.md
// section 7), his win over A too. Left, with D out of the table:
//
//	A: beat C (round 2), beat B (round 3) 4 points, (a) = C 0 + B 2 = 2
//	B: beat C (round 1), lost to A        2 points, (a) = C 0
//	C: lost both                          0 points
func TestWithdrawBeforeHalf(t *testing.T) {
	played := []Game{
		{A: "A", B: "D", Round: 1, Result: WinB},
		{A: "B", B: "C", Round: 1, Result: WinA},
	}
	games, voided := Withdraw(played, schedule4, 3, "D", 1, nil)
	if !voided {
		t.Fatal("D's results not voided after 1 round of 3")
	}
	if games[0].Result != Void || games[1].Result != WinA {
		t.Errorf("after the withdrawal: %+v", games)
	}
	games = append(games,
		Game{A: "A", B: "C", Round: 2, Result: WinA},
		Game{A: "A", B: "B", Round: 3, Result: WinA})
	got, err := RoundRobin([]string{"A", "B", "C"}, games)
	if err != nil {
		t.Fatal(err)
	}
	check(t, "withdrawal before half", lines(got), []line{
		{"A", 1, 4, 2, 0, false},
		{"B", 2, 2, 0, 0, false},
		{"C", 3, 0, 0, 0, false},
	})
}

// TestWithdrawAfterHalf: D withdraws after round 2 of 3 (2*2 >= 3): his
// games stand and his round-3 game against C is a forfeit won by C.
//
//	A: lost to D, beat C, beat B   4 points, (a) = C 2 + B 2 = 4
//	B: beat C, lost to D, lost to A 2 points, (a) = C 2     = 2
//	C: lost to B, lost to A, beat D (forfeit) 2, (a) = D 4  = 4
//	D: beat A, beat B, lost to C   4 points, (a) = A 4 + B 2 = 6
//
// D 1st (4 points, 6), A 2nd (4 points, 4), C 3rd (2 points, 4), B 4th.
func TestWithdrawAfterHalf(t *testing.T) {
	played := []Game{
		{A: "A", B: "D", Round: 1, Result: WinB},
		{A: "B", B: "C", Round: 1, Result: WinA},
		{A: "A", B: "C", Round: 2, Result: WinA},
		{A: "D", B: "B", Round: 2, Result: WinA},
		{A: "A", B: "B", Round: 3, Result: WinA},
	}
	games, voided := Withdraw(played, schedule4, 3, "D", 2, nil)
	if voided {
		t.Fatal("D's results voided after 2 rounds of 3")
	}
	if len(games) != 6 || games[5] != (Game{A: "C", B: "D", Round: 3, Result: WinA, Forfeit: true}) {
		t.Fatalf("after the withdrawal: %+v", games)
	}
	got, err := RoundRobin([]string{"A", "B", "C", "D"}, games)
	if err != nil {
		t.Fatal(err)
	}
	check(t, "withdrawal after half", lines(got), []line{
		{"D", 1, 4, 6, 0, false},
		{"A", 2, 4, 4, 0, false},
		{"C", 3, 2, 4, 0, false},
		{"B", 4, 2, 2, 0, false},
	})
}

// TestWithdrawBoth: C withdraws after round 2 of 3, then D after round 2
// too: their round-3 game was played by neither, so it is Void, not a
// forfeit won by whoever withdrew first.
func TestWithdrawBoth(t *testing.T) {
	games, _ := Withdraw(nil, schedule4, 3, "C", 2, nil)
	// C: round 3 against D, lost by C.
	if len(games) != 1 || games[0] != (Game{A: "C", B: "D", Round: 3, Result: WinB, Forfeit: true}) {
		t.Fatalf("after C: %+v", games)
	}
	games, _ = Withdraw(games, schedule4, 3, "D", 2, nil)
	if len(games) != 1 || games[0] != (Game{A: "C", B: "D", Round: 3, Result: Void, Forfeit: true}) {
		t.Fatalf("after C and D: %+v", games)
	}
}

// TestWithdrawMidPairing: two games a pairing (schedule4's entries each
// twice), D withdraws after round 2 of 3 in the middle of his round-3
// pairing with C, whose first game he won (colours exchanged: C's Black,
// the game's A, lost). RULES.md section 7: his remaining games are
// forfeits, so that game stands and the second is a forfeit lost by D:
// C and D 1-1 in round 3. Before, the game played was dropped and both
// were forfeits (C 2-0).
func TestWithdrawMidPairing(t *testing.T) {
	var schedule []Game
	for _, g := range schedule4 {
		schedule = append(schedule, g, g)
	}
	played := []Game{{A: "D", B: "C", Round: 3, Result: WinA}}
	games, voided := Withdraw(played, schedule, 3, "D", 2, nil)
	want := []Game{played[0], {A: "C", B: "D", Round: 3, Result: WinA, Forfeit: true}}
	if voided || !slices.Equal(games, want) {
		t.Errorf("got %+v, %v; want %+v", games, voided, want)
	}
	// C withdraws too, after the same 2 rounds, having played that one
	// game: it stands, and the second, played by neither, is Void.
	games, _ = Withdraw(games, schedule, 3, "C", 2, nil)
	want[1].Result = Void
	if !slices.Equal(games, want) {
		t.Errorf("C too: got %+v; want %+v", games, want)
	}
}

// TestWithdrawHeldGames: four games a pairing now (schedule4's entries
// each four times), D withdraws after round 2 of 3 (after half). Round 1's
// A-D was a match of 2 games (held 2), both played (A won one, D one): a
// tournament resumed with 4 games a pairing adds 2 that D will not play,
// remaining games (RULES.md section 7), forfeits won by A. Round 2's D-B
// was a match of 4 (held 4) that a crash limit stopped after D's one win:
// the 3 games it left are no forfeits. Round 3's C-D, after his
// withdrawal: 4 forfeits won by C. By hand, A against D: 1 win, 1 loss, 2
// forfeit wins (3-1); D against B 1-0; C against D 4-0. Before, held was
// not given and A-D stayed 1-1. With B's forfeit in round 2 (B withdrew
// before, his pairing with D a forfeit lost by him), D's pairing there
// gets no forfeit of his.
func TestWithdrawHeldGames(t *testing.T) {
	var schedule []Game
	for _, g := range schedule4 {
		schedule = append(schedule, g, g, g, g)
	}
	played := []Game{
		{A: "A", B: "D", Round: 1, Result: WinA},
		{A: "A", B: "D", Round: 1, Result: WinB},
		{A: "D", B: "B", Round: 2, Result: WinA},
	}
	held := map[Pairing]int{{1, "A", "D"}: 2, {2, "D", "B"}: 4}
	games, voided := Withdraw(played, schedule, 3, "D", 2, held)
	want := slices.Clone(played)
	for range 2 {
		want = append(want, Game{A: "A", B: "D", Round: 1, Result: WinA, Forfeit: true})
	}
	for range 4 {
		want = append(want, Game{A: "C", B: "D", Round: 3, Result: WinA, Forfeit: true})
	}
	if voided || !slices.Equal(games, want) {
		t.Errorf("got %+v, %v; want %+v", games, voided, want)
	}
	covered := []Game{{A: "D", B: "B", Round: 2, Result: WinA, Forfeit: true}}
	games, _ = Withdraw(covered, schedule, 3, "D", 2, map[Pairing]int{{2, "D", "B"}: 1})
	want = slices.Clone(covered)
	for range 4 {
		want = append(want, Game{A: "C", B: "D", Round: 3, Result: WinA, Forfeit: true})
	}
	if !slices.Equal(games, want) {
		t.Errorf("B's forfeit in round 2: got %+v; want %+v", games, want)
	}
}

// TestSwissTotal: four players, two rounds (RULES.md section 7's total,
// the maximum points being 2 rounds x 2 = 4, half of it 2):
//
//	round 1: A beat B, C drew D; round 2: A beat C, B beat D
//	points: A 4, B 2, C 1, D 1
//	A: 4 + ((B 2 + C 1)/2 - 2) = 4 + (1.5 - 2) = 3.5
//	B: 2 + ((A 4 + D 1)/2 - 2) = 2 + (2.5 - 2) = 2.5
//	C: 1 + ((D 1 + A 4)/2 - 2) = 1 + (2.5 - 2) = 1.5
//	D: 1 + ((C 1 + B 2)/2 - 2) = 1 + (1.5 - 2) = 0.5
//
// C and D, equal on points, are separated by their opponents.
func TestSwissTotal(t *testing.T) {
	games := []Game{
		{A: "A", B: "B", Round: 1, Result: WinA},
		{A: "C", B: "D", Round: 1, Result: Draw},
		{A: "C", B: "A", Round: 2, Result: WinB},
		{A: "B", B: "D", Round: 2, Result: WinA},
	}
	got, err := Swiss([]string{"D", "C", "B", "A"}, games, 2)
	if err != nil {
		t.Fatal(err)
	}
	want := []struct {
		player    string
		points    int
		opponents int
		total     float64
	}{{"A", 4, 3, 3.5}, {"B", 2, 5, 2.5}, {"C", 1, 5, 1.5}, {"D", 1, 3, 0.5}}
	for i, w := range want {
		g := got[i]
		if g.Player != w.player || g.Points != w.points || g.Opponents != w.opponents || g.Total != w.total || g.Rank != i+1 || g.Tied {
			t.Errorf("place %d: %+v, want %+v", i+1, g, w)
		}
	}
	// Equal totals share a rank: B and C, had C beaten D in round 1
	// (C 2 points, D 0): B 2 + ((4+0)/2 - 2) = 2; C 2 + ((0+4)/2 - 2) = 2.
	games[1].Result = WinA
	got, err = Swiss([]string{"A", "B", "C", "D"}, games, 2)
	if err != nil {
		t.Fatal(err)
	}
	if got[1].Player != "B" || got[2].Player != "C" || got[1].Total != 2 || got[2].Total != 2 ||
		got[1].Rank != 2 || got[2].Rank != 2 || !got[1].Tied || !got[2].Tied {
		t.Errorf("tied totals: %+v", got)
	}
}

// TestSwissTotalExactTie: totals equal in exact arithmetic share a rank
// whatever floating point makes of them. After 3 rounds (half the maximum
// 3): Y drew Z (Y 1 point), W beat X and Z (W 4). By hand: X 0 points,
// opponents W's 4: 0 + 4/3 - 3 = -5/3; Y 1 point, opponents Z's 1: 1 +
// 1/3 - 3 = -5/3; W 4 + (0+1)/3 - 3 = 4/3; Z 1 + (1+4)/3 - 3 = -1/3. X
// and Y share rank 3, X listed first as the players are; in float64,
// 4.0/3 - 3 and 1 + (1.0/3 - 3) differ in the last bit, which ranked Y
// 3rd and X 4th.
func TestSwissTotalExactTie(t *testing.T) {
	games := []Game{
		{A: "Y", B: "Z", Round: 1, Result: Draw},
		{A: "W", B: "X", Round: 1, Result: WinA},
		{A: "W", B: "Z", Round: 2, Result: WinA},
	}
	got, err := Swiss([]string{"W", "X", "Y", "Z"}, games, 3)
	if err != nil {
		t.Fatal(err)
	}
	want := []struct {
		player string
		rank   int
		tied   bool
	}{{"W", 1, false}, {"Z", 2, false}, {"X", 3, true}, {"Y", 3, true}}
	for i, w := range want {
		if g := got[i]; g.Player != w.player || g.Rank != w.rank || g.Tied != w.tied {
			t.Errorf("place %d: %s rank %d tied %v total %v, want %s rank %d tied %v", i+1, g.Player, g.Rank, g.Tied, g.Total, w.player, w.rank, w.tied)
		}
	}
	if got[2].Total != got[3].Total {
		t.Errorf("X's total %v, Y's %v: want the same", got[2].Total, got[3].Total)
	}
}

// TestSchedule: a round robin's schedule meets every pair once per cycle,
// each player at most once a round, in n-1 rounds per cycle (n rounded up
// to even), and a double round robin gives every pair each colour once.
func TestSchedule(t *testing.T) {
	for _, players := range [][]string{{"A", "B"}, {"A", "B", "C"}, {"A", "B", "C", "D"}, {"A", "B", "C", "D", "E", "F", "G"}} {
		n := len(players)
		rounds := n - 1 + n%2
		for cycles := 1; cycles <= 2; cycles++ {
			games := Schedule(players, cycles)
			if want := cycles * n * (n - 1) / 2; len(games) != want {
				t.Errorf("%d players, %d cycles: %d games, want %d", n, cycles, len(games), want)
			}
			asBlack := map[[2]string]int{}
			busy := map[string]bool{}
			for _, g := range games {
				if g.Round < 1 || g.Round > cycles*rounds {
					t.Errorf("%d players: round %d", n, g.Round)
				}
				for _, p := range []string{g.A, g.B} {
					k := fmt.Sprint(g.Round, p)
					if busy[k] {
						t.Errorf("%d players: %s plays twice in round %d", n, p, g.Round)
					}
					busy[k] = true
				}
				asBlack[[2]string{g.A, g.B}]++
			}
			for i, a := range players {
				for _, b := range players[i+1:] {
					ab, ba := asBlack[[2]string{a, b}], asBlack[[2]string{b, a}]
					if ab+ba != cycles || (cycles == 2 && ab != 1) {
						t.Errorf("%d players, %d cycles: %s-%s %d times, %s-%s %d", n, cycles, a, b, ab, b, a, ba)
					}
				}
			}
		}
	}
}

// TestPair: Swiss pairing, by hand. Four players seeded A, B, C, D.
// Round 1 (no points yet): A-B, C-D in seeding order, the higher placed
// with Black. After A beat B and C beat D: A 2, C 2, B 0, D 0, so A-C and
// B-D; A and C both had Black (balance +1 each): A, higher placed, takes
// it; B and D both had White: B takes it. After A beat C and B beat D:
// A 4, B 2, C 2, D 0 (B before C by seeding). A has met B and C, so A-D
// (no repeat, though D's score is the farthest), and B-C; D (two Whites,
// balance -2) takes Black against A (+2); B and C are even (one of
// each): B, higher placed, takes Black. Round 4 cannot be paired without
// a repeat.
func TestPair(t *testing.T) {
	players := []string{"A", "B", "C", "D"}
	var games []Game
	for round, want := range []string{
		"[{A B 0 0 0 0 false} {C D 0 0 0 0 false}]",
		"[{A C 0 0 0 0 false} {B D 0 0 0 0 false}]",
		"[{D A 0 0 0 0 false} {B C 0 0 0 0 false}]",
	} {
		pairs, bye, err := Pair(players, games, nil)
		if err != nil || bye != "" || fmt.Sprint(pairs) != want {
			t.Fatalf("round %d: %v, bye %q, %v; want %s", round+1, pairs, bye, err, want)
		}
		for _, p := range pairs {
			p.Round, p.Result = round+1, WinA
			games = append(games, p)
		}
		// Round 1: A and C win; round 2: A and B (as Black) win.
	}
	// Had D beaten C in round 1 (A 2, D 2, B 0, C 0), round 2 would pair
	// the winners, A-D, and the losers, B-C, not the seeds' A-C, B-D;
	// D and B, who had White (balance -1), take Black against A and C
	// (+1).
	round1 := []Game{{A: "A", B: "B", Round: 1, Result: WinA}, {A: "C", B: "D", Round: 1, Result: WinB}}
	if pairs, _, err := Pair(players, round1, nil); err != nil || fmt.Sprint(pairs) != "[{D A 0 0 0 0 false} {B C 0 0 0 0 false}]" {
		t.Errorf("round 2 after A and D won: %v, %v; want D-A, B-C", pairs, err)
	}
	// Round 4: every pair has met.
	games = append(games[:4], Game{A: "D", B: "A", Result: WinB}, Game{A: "B", B: "C", Result: WinA})
	if _, _, err := Pair(players, games, nil); !errors.Is(err, ErrNoPairing) {
		t.Errorf("round 4 of 4 players: %v, want ErrNoPairing", err)
	}
}

// TestPairBye: three players; the lowest placed without a bye gets it.
// Round 1: C (last seed) has the bye, A-B. After A beat B: A 2, B 0,
// C 0 (B before C by seeding): C had the bye, so B gets it, and A
// (balance +1) meets C (0), who takes Black.
func TestPairBye(t *testing.T) {
	players := []string{"A", "B", "C"}
	pairs, bye, err := Pair(players, nil, nil)
	if err != nil || bye != "C" || fmt.Sprint(pairs) != "[{A B 0 0 0 0 false}]" {
		t.Fatalf("round 1: %v, bye %q, %v", pairs, bye, err)
	}
	pairs, bye, err = Pair(players, []Game{{A: "A", B: "B", Round: 1, Result: WinA}}, []string{"C"})
	if err != nil || bye != "B" || fmt.Sprint(pairs) != "[{C A 0 0 0 0 false}]" {
		t.Errorf("round 2: %v, bye %q, %v; want C-A, bye B", pairs, bye, err)
	}
}

// TestPairAhead: six players, 1 to 6, five rounds, every game won by B
// (White) unless exactly one of the two players is odd, who then loses
// (the games of TestTournamentSwiss's engines at one game a pairing: the
// odd ones resign, the even ones pass). Five rounds of six players with no
// repeat are a round robin: each of the 15 pairs meets exactly once, so
// every round must leave the rounds after it pairable. Pair, one round at
// a time, pairs 1-2 3-4 5-6, 2-4 6-1 3-5, then 4-6 2-5 1-3, after which
// the pairs not yet met are the triangles 1-4-5 and 2-3-6: no fourth round
// (ErrNoPairing). PairAhead, told the rounds left, plays all five.
func TestPairAhead(t *testing.T) {
	players := []string{"1", "2", "3", "4", "5", "6"}
	odd := func(p string) bool { return (p[0]-'0')%2 == 1 }
	play := func(pairs []Game, round int, games []Game) []Game {
		for _, g := range pairs {
			g.Round, g.Result = round, WinB
			if odd(g.A) != odd(g.B) && !odd(g.A) {
				g.Result = WinA
			}
			games = append(games, g)
		}
		return games
	}
	var games []Game
	for r := 1; r <= 3; r++ {
		pairs, _, err := Pair(players, games, nil)
		if err != nil {
			t.Fatalf("Pair, round %d: %v", r, err)
		}
		games = play(pairs, r, games)
	}
	if _, _, err := Pair(players, games, nil); !errors.Is(err, ErrNoPairing) {
		t.Errorf("Pair, round 4: %v, want ErrNoPairing (the round-3 choice left two triangles)", err)
	}
	games = nil
	for r := 1; r <= 5; r++ {
		pairs, bye, err := PairAhead(players, games, nil, 6-r)
		if err != nil || bye != "" || len(pairs) != 3 {
			t.Fatalf("PairAhead, round %d: %v, bye %q, %v", r, pairs, bye, err)
		}
		games = play(pairs, r, games)
	}
	met := map[[2]string]int{}
	for _, g := range games {
		met[[2]string{min(g.A, g.B), max(g.A, g.B)}]++
	}
	if len(met) != 15 {
		t.Errorf("%d pairs met in 5 rounds, want 15 (each once): %v", len(met), met)
	}
}

// TestPairAheadAmong: a withdrawn player (X, absent) is paired no more, but
// his game counts for his opponent. A beat X, B beat C (B Black), D drew
// with E (D Black): points A 2, B 2, D 1, E 1, C 0. By hand (Pair's
// rules): five players, the bye to the lowest placed, C; A with the next
// he has not met, B, leaves D and E, who have met: back, A with D, then B
// with E. Black: A (balance 0, X's game unplayed by the field) against D
// (+1); E (-1) against B (+1). Had X's game been dropped, A would have 0
// points, the order B D E A C, and the pairings B-D and E-A.
func TestPairAheadAmong(t *testing.T) {
	games := []Game{
		{A: "A", B: "X", Round: 1, Result: WinA},
		{A: "B", B: "C", Round: 1, Result: WinA},
		{A: "D", B: "E", Round: 1, Result: Draw},
	}
	pairs, bye, err := PairAheadAmong([]string{"A", "B", "C", "D", "E"}, []string{"X"}, games, nil, 1)
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, p := range pairs {
		got = append(got, p.A+"-"+p.B)
	}
	if want := []string{"A-D", "E-B"}; !slices.Equal(got, want) || bye != "C" {
		t.Errorf("pairs %v, bye %q; want %v, bye C", got, bye, want)
	}
	// Without X among the absent, his game names a player not listed.
	if _, _, err := PairAhead([]string{"A", "B", "C", "D", "E"}, games, nil, 1); !errors.Is(err, ErrUnknownPlayer) {
		t.Errorf("PairAhead with X's game: %v, want ErrUnknownPlayer", err)
	}
}
