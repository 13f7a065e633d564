// Package standings ranks the players of a tournament by the competition
// rules of ../shared/RULES.md section 7 (the 1988 Chinese rules, Chapter
// IV): a game scores 2 points for a win, 1 for a draw and 0 for a loss.
//
// A round robin (RoundRobin) ranks by points, then by the tie-breaks in the
// rules' order: (a) the sum of the final scores of the opponents one beat
// plus half the scores of those one drew with, (b) fewer warnings; (c)
// players still equal share a rank, and (d) a playoff or lots, left to the
// organisers, may separate them: such players are reported as Tied.
//
// A Swiss tournament ("point scheduling") ranks by the total
//
//	points + (sum of opponents' points / (maximum points / 2) - rounds)
//
// where the maximum is what a player who won every round would have
// (WinPoints times the rounds), so that the bracket is the opponents'
// mean score less the mean score of the field, rounds: zero against
// average opposition (Swiss). Pair proposes the next round's pairings;
// PairAhead, told the rounds left, one after which they can all be paired;
// PairAheadAmong, the same without the players who withdrew.
//
// A player who withdraws (Withdraw) before half the rounds are played has
// all his results voided; after that, his remaining games are forfeits,
// lost by him.
//
// The package only computes: it reads and writes nothing.
package standings

import (
	"cmp"
	"errors"
	"fmt"
	"slices"
)

// Points a game gives each player (RULES.md section 7, "Scoring").
const (
	WinPoints  = 2
	DrawPoints = 1
	LossPoints = 0
)

// Result is the outcome of a game between players A and B.
type Result int

// The results of a game. Void is a game with no result (a move limit, a
// cycle, or one voided by a withdrawal): it counts for neither player.
const (
	Void Result = iota
	WinA
	WinB
	Draw
)

// Game is one game of a tournament.
type Game struct {
	A, B   string // the two players
	Round  int    // the round it belongs to, from 1 (0: unknown)
	Result Result
	// WarningsA and WarningsB are the penalty warnings the referee gave
	// each player in the game.
	WarningsA, WarningsB int
	// Forfeit marks a game not played, lost by a player who withdrew.
	Forfeit bool
}

// points returns what the game gives A and B.
func (g *Game) points() (a, b int) {
	switch g.Result {
	case WinA:
		return WinPoints, LossPoints
	case WinB:
		return LossPoints, WinPoints
	case Draw:
		return DrawPoints, DrawPoints
	}
	return 0, 0
}

// Standing is a player's line in a table.
type Standing struct {
	Player string
	// Rank is the place, from 1; players that no tie-break separates
	// share it (1, 2, 2, 4).
	Rank                int
	Points              int
	Wins, Draws, Losses int
	// Beaten2 is twice tie-break (a): twice the sum of the final points
	// of the opponents beaten plus the points of those drawn with, one
	// term per game (an opponent beaten twice in a double round robin
	// counts twice). Beaten gives it in points.
	Beaten2  int
	Warnings int // the penalty warnings of all the player's games
	// Tied is true when another player shares the rank: RULES.md section 7
	// leaves a playoff or lots to the organisers.
	Tied bool
}

// Beaten returns tie-break (a): the sum of the final points of the
// opponents beaten plus half the points of those drawn with.
func (s *Standing) Beaten() float64 { return float64(s.Beaten2) / 2 }

// Games returns the games counted: won, drawn or lost.
func (s *Standing) Games() int { return s.Wins + s.Draws + s.Losses }

// ErrUnknownPlayer is returned for a game with a player not listed.
var ErrUnknownPlayer = errors.New("a game's player is not in the list of players")

// tally counts points, results and warnings per player.
func tally(players []string, games []Game) ([]Standing, map[string]int, error) {
	table := make([]Standing, len(players))
	index := make(map[string]int, len(players))
	for i, p := range players {
		if _, dup := index[p]; dup {
			return nil, nil, fmt.Errorf("standings: player %q listed twice", p)
		}
		index[p] = i
		table[i].Player = p
	}
	for gi := range games {
		g := &games[gi]
		a, okA := index[g.A]
		b, okB := index[g.B]
		if g.Result == Void && (!okA || !okB) {
			continue // a withdrawn player's voided game
		}
		if !okA || !okB {
			return nil, nil, fmt.Errorf("standings: game %d (%s against %s): %w", gi+1, g.A, g.B, ErrUnknownPlayer)
		}
		if a == b {
			return nil, nil, fmt.Errorf("standings: game %d: %s against himself", gi+1, g.A)
		}
		table[a].Warnings += g.WarningsA
		table[b].Warnings += g.WarningsB
		pa, pb := g.points()
		table[a].Points += pa
		table[b].Points += pb
		switch g.Result {
		case WinA:
			table[a].Wins++
			table[b].Losses++
		case WinB:
			table[b].Wins++
			table[a].Losses++
		case Draw:
			table[a].Draws++
			table[b].Draws++
		}
	}
	return table, index, nil
}

// RoundRobin returns the standings of a round robin (single or double) in
// rank order: points, then tie-break (a), then fewer warnings; players
// equal on all three share a rank and are marked Tied, in the order of
// players among themselves. Void games count for no one; a player listed
// with no game counted is ranked with 0 points. A game with a result of a
// player not listed is an error (ErrUnknownPlayer); a Void one (that of a
// player whose results a withdrawal voided) is passed over.
func RoundRobin(players []string, games []Game) ([]Standing, error) {
	table, index, err := tally(players, games)
	if err != nil {
		return nil, err
	}
	for gi := range games {
		g := &games[gi]
		a, b := index[g.A], index[g.B]
		switch g.Result {
		case WinA:
			table[a].Beaten2 += 2 * table[b].Points
		case WinB:
			table[b].Beaten2 += 2 * table[a].Points
		case Draw:
			table[a].Beaten2 += table[b].Points
			table[b].Beaten2 += table[a].Points
		}
	}
	slices.SortStableFunc(table, compareRoundRobin)
	rank(table, func(x, y *Standing) bool { return compareRoundRobin(*x, *y) == 0 })
	return table, nil
}

// compareRoundRobin orders standings by points, tie-break (a), then
// fewer warnings: negative when x ranks above y.
func compareRoundRobin(x, y Standing) int {
	return cmp.Or(
		cmp.Compare(y.Points, x.Points),
		cmp.Compare(y.Beaten2, x.Beaten2),
		cmp.Compare(x.Warnings, y.Warnings),
	)
}

// rank numbers sorted standings, equal ones sharing a rank and marked
// Tied.
func rank(table []Standing, equal func(x, y *Standing) bool) {
	for i := range table {
		table[i].Rank = i + 1
		if i > 0 && equal(&table[i-1], &table[i]) {
			table[i].Rank = table[i-1].Rank
			table[i].Tied = true
			table[i-1].Tied = true
		}
	}
}

// SwissStanding is a player's line in a Swiss table.
type SwissStanding struct {
	Standing
	// Opponents is the sum of the final points of the player's opponents,
	// one term per game with a result.
	Opponents int
	// Total is points + (Opponents / (maximum points / 2) - rounds),
	// the maximum points being WinPoints times the rounds.
	Total float64
}

// Swiss returns the standings of a Swiss tournament after rounds rounds,
// in order of Total (RULES.md section 7); players with equal totals share
// a rank and are marked Tied. Void games count for no one, and their
// opponents' points are not summed.
func Swiss(players []string, games []Game, rounds int) ([]SwissStanding, error) {
	if rounds <= 0 {
		return nil, fmt.Errorf("standings: Swiss total after %d rounds", rounds)
	}
	base, index, err := tally(players, games)
	if err != nil {
		return nil, err
	}
	table := make([]SwissStanding, len(base))
	for i := range base {
		table[i].Standing = base[i]
	}
	for gi := range games {
		g := &games[gi]
		if g.Result == Void {
			continue
		}
		a, b := index[g.A], index[g.B]
		table[a].Opponents += base[b].Points
		table[b].Opponents += base[a].Points
	}
	// The total times the maximum points (WinPoints*rounds), an integer:
	// totals are compared exactly, as floating point would tell apart
	// equal ones (4/3 - 3 and 1 + 1/3 - 3 differ in the last bit), and
	// equal ones give the same Total.
	scaled := func(s *SwissStanding) int {
		return s.Points*WinPoints*rounds + 2*s.Opponents - WinPoints*rounds*rounds
	}
	for i := range table {
		t := &table[i]
		t.Total = float64(scaled(t)) / float64(WinPoints*rounds)
	}
	slices.SortStableFunc(table, func(x, y SwissStanding) int { return cmp.Compare(scaled(&y), scaled(&x)) })
	for i := range table {
		table[i].Rank = i + 1
		if i > 0 && scaled(&table[i-1]) == scaled(&table[i]) {
			table[i].Rank = table[i-1].Rank
			table[i].Tied = true
			table[i-1].Tied = true
		}
	}
	return table, nil
}

// Pairing names a pairing of a round: its round and its two players, A
// first as a schedule gives them.
type Pairing struct {
	Round int
	A, B  string
}

// Withdraw applies the withdrawal of player after he played played rounds
// of a tournament of rounds rounds (RULES.md section 7). Before half the
// rounds are played (2*played < rounds) all his games become Void, those
// played included. Otherwise each game of schedule (the tournament's
// pairings, with their rounds, a game an entry) in a round after played
// that involves him is added as a forfeit lost by him, but for the games
// of that pairing that games holds played (a round he withdrew in the
// middle of: those played stand, only the remaining are forfeits); where
// games holds that pairing already as a forfeit lost by his opponent (who
// withdrew before), neither player came and the game is Void, and such
// forfeits of his opponent's are dropped.
//
// held gives, for a pairing of his in a round up to played, the games it
// was to have when he withdrew (its match's number of games): where
// schedule gives it more (a tournament resumed with more games a
// pairing), those past held, and past the games he played in it, are
// remaining games too, forfeits lost by him; the games up to held that he
// did not play (a match stopped short, by a crash limit say, that the
// tournament went past) are not. A pairing that held does not list, or
// that games holds as forfeits lost by his opponent, gets none.
//
// Withdrawals are applied one at a time: those after half in any order,
// then those before half, which void the forfeits that the others gave
// their players (applied first, such a player's pairing with one who
// withdrew later would be a forfeit won by a player whose results are
// void). The games are returned in a new slice; voided tells whether his
// results were voided, so that the caller may leave him out of the table.
func Withdraw(games, schedule []Game, rounds int, player string, played int, held map[Pairing]int) (out []Game, voided bool) {
	out = make([]Game, 0, len(games)+len(schedule))
	if 2*played < rounds {
		for _, g := range games {
			if g.A == player || g.B == player {
				g.Result = Void
				g.WarningsA, g.WarningsB = 0, 0
			}
			out = append(out, g)
		}
		return out, true
	}
	type pairing struct {
		round int
		a, b  string
	}
	absent := map[pairing]bool{}  // forfeits already lost by his opponent, after played
	covered := map[pairing]bool{} // the same, in a round up to played, by the players in order
	stand := map[pairing]int{}    // games he played, by the pairing's players in order
	for _, g := range games {
		if g.A != player && g.B != player {
			out = append(out, g)
			continue
		}
		k := pairing{g.Round, min(g.A, g.B), max(g.A, g.B)}
		switch {
		case !g.Forfeit:
			stand[k]++
		case g.Round <= played:
			covered[k] = true
		case g.Result != Void:
			absent[pairing{g.Round, g.A, g.B}] = true
			continue
		default:
			continue
		}
		out = append(out, g)
	}
	left := map[pairing]int{} // the games of a pairing up to played not yet remaining
	for _, g := range schedule {
		if g.A != player && g.B != player {
			continue
		}
		k := pairing{g.Round, min(g.A, g.B), max(g.A, g.B)}
		if g.Round <= played {
			h, ok := held[Pairing{g.Round, g.A, g.B}]
			if !ok || covered[k] {
				continue
			}
			if _, seen := left[k]; !seen {
				left[k] = max(h, stand[k])
			}
			if left[k] > 0 {
				left[k]--
				continue
			}
		} else if stand[k] > 0 {
			stand[k]-- // played before he withdrew: not remaining
			continue
		}
		f := Game{A: g.A, B: g.B, Round: g.Round, Forfeit: true}
		switch {
		case absent[pairing{g.Round, g.A, g.B}]:
			f.Result = Void
		case g.A == player:
			f.Result = WinB
		default:
			f.Result = WinA
		}
		out = append(out, f)
	}
	return out, false
}

// Schedule returns the pairings of a round robin of players played cycles
// times (1: single, 2: double), round by round by the circle method: the
// first player stays, the others turn one place each round, and with an
// odd number of players the one paired with the empty place rests. A is
// the player who takes Black: the first player's colours alternate, and
// the second cycle repeats the first with colours exchanged, so that in a
// double round robin every pair plays once with each colour. Results are
// Void (not played).
func Schedule(players []string, cycles int) []Game {
	ring := slices.Clone(players)
	if len(ring)%2 == 1 {
		ring = append(ring, "") // the rest
	}
	n := len(ring)
	var games []Game
	for c := range cycles {
		for r := range n - 1 {
			round := c*(n-1) + r + 1
			for i := range n / 2 {
				a, b := ring[i], ring[n-1-i]
				if a == "" || b == "" {
					continue
				}
				if (i == 0 && r%2 == 1) != (c%2 == 1) {
					a, b = b, a
				}
				games = append(games, Game{A: a, B: b, Round: round})
			}
			// Turn every place but the first one step.
			last := ring[n-1]
			copy(ring[2:], ring[1:n-1])
			ring[1] = last
		}
		ring = slices.Clone(players)
		if len(ring)%2 == 1 {
			ring = append(ring, "")
		}
	}
	return games
}

// ErrNoPairing is returned by Pair when every pairing of the next round
// would repeat a game already played.
var ErrNoPairing = errors.New("standings: no pairing of the next round avoids a repeated game")

// Pair returns the pairings of the next round of a Swiss tournament
// (RULES.md section 7's "point scheduling": players with equal or close
// scores meet), given the games played so far. Players are taken in order
// of points, then in the order of players (the seeding); the first is
// paired with the next who has not met him, and so on down the list,
// going back to the last choice where the rest cannot be paired without
// a repeat. With an odd number of players the lowest placed who has not
// had one (hadBye) gets the bye, which is no game: what it scores is the
// organisers' choice, recorded as they record it. A in each pairing takes
// Black: the one who has had Black less often than White by more, and on
// equal balances the higher placed. A repeat that no pairing avoids is
// ErrNoPairing.
func Pair(players []string, games []Game, hadBye []string) (pairs []Game, bye string, err error) {
	return PairAhead(players, games, hadBye, 1)
}

// aheadBudget bounds the search of PairAhead for the rounds after the
// next: past that many steps, the pairing in hand is taken.
const aheadBudget = 200_000

// PairAhead is Pair for a tournament with left rounds still to play, the
// next included: of the pairings Pair would consider, in its order, it
// returns the first after which the other left-1 rounds can still be
// paired without a repeat (the bye going to a player who has had none
// while there is one), so that a tournament does not stop short. Six
// players whose first three rounds leave two triangles of players who
// have met none of the others cannot play a fourth and fifth: Pair alone
// can lead there, PairAhead goes back to another third round. The look
// ahead gives up, and takes the pairing in hand, after aheadBudget steps.
func PairAhead(players []string, games []Game, hadBye []string, left int) (pairs []Game, bye string, err error) {
	return PairAheadAmong(players, nil, games, hadBye, left)
}

// PairAheadAmong is PairAhead where the players absent (withdrawn, RULES.md
// section 7) are paired no more: their games count for their opponents'
// points (a game Withdraw voided counts for no one), and only players
// are paired, the bye going to one of them where they are odd in number.
func PairAheadAmong(players, absent []string, games []Game, hadBye []string, left int) (pairs []Game, bye string, err error) {
	all := append(slices.Clone(players), absent...)
	base, index, err := tally(all, games)
	if err != nil {
		return nil, "", err
	}
	points := make([]int, len(all))
	for _, s := range base {
		points[index[s.Player]] = s.Points
	}
	order := make([]int, len(players)) // player indices, highest placed first
	for i := range order {
		order[i] = i
	}
	slices.SortStableFunc(order, func(x, y int) int { return cmp.Compare(points[y], points[x]) })
	met := map[[2]int]bool{}
	balance := make([]int, len(players)) // games with Black less games with White
	for _, g := range games {
		a, okA := index[g.A]
		b, okB := index[g.B]
		if !okA || !okB || a >= len(players) || b >= len(players) || g.Result == Void && g.Forfeit {
			continue // neither came, or one is absent: no pairing to avoid
		}
		met[[2]int{a, b}], met[[2]int{b, a}] = true, true
		if !g.Forfeit { // a forfeit was paired, but no colour was played
			balance[a]++
			balance[b]--
		}
	}
	place := make([]int, len(players)) // player index -> place in order
	for p, i := range order {
		place[i] = p
	}
	byeDone := map[string]bool{}
	for _, p := range hadBye {
		byeDone[p] = true
	}
	// Candidates for the bye, lowest placed first.
	var byes []int
	if len(players)%2 == 1 {
		for p := len(order) - 1; p >= 0; p-- {
			if !byeDone[players[order[p]]] {
				byes = append(byes, order[p])
			}
		}
		if len(byes) == 0 {
			for p := len(order) - 1; p >= 0; p-- {
				byes = append(byes, order[p]) // everyone has had one
			}
		}
	} else {
		byes = []int{-1}
	}
	n := len(players)
	steps := 0
	// ahead tells whether k more rounds can be paired after those in
	// met and byeDone, trying each bye and each pairing in turn.
	var ahead func(k int) bool
	ahead = func(k int) bool {
		if k == 0 || steps > aheadBudget {
			return true
		}
		cands := []int{-1}
		if n%2 == 1 {
			cands = cands[:0]
			for i := range players {
				if !byeDone[players[i]] {
					cands = append(cands, i)
				}
			}
			if len(cands) == 0 {
				for i := range players {
					cands = append(cands, i)
				}
			}
		}
		busy := make([]bool, n)
		var fill func() bool
		fill = func() bool {
			steps++
			if steps > aheadBudget {
				return true
			}
			first := slices.Index(busy, false)
			if first < 0 {
				return ahead(k - 1)
			}
			busy[first] = true
			for j := first + 1; j < n; j++ {
				if busy[j] || met[[2]int{first, j}] {
					continue
				}
				busy[j] = true
				met[[2]int{first, j}], met[[2]int{j, first}] = true, true
				ok := fill()
				delete(met, [2]int{first, j})
				delete(met, [2]int{j, first})
				busy[j] = false
				if ok {
					busy[first] = false
					return true
				}
			}
			busy[first] = false
			return false
		}
		for _, b := range cands {
			clear(busy)
			had := false
			if b >= 0 {
				busy[b] = true
				had = byeDone[players[b]]
				byeDone[players[b]] = true
			}
			ok := fill()
			if b >= 0 {
				byeDone[players[b]] = had
			}
			if ok {
				return true
			}
		}
		return false
	}
	paired := make([]bool, len(players))
	var chosen [][2]int
	byeNow := -1
	// later tells whether the rounds after this one can be paired once
	// chosen and byeNow are played.
	later := func() bool {
		if left <= 1 {
			return true
		}
		var added [][2]int
		for _, c := range chosen {
			if !met[c] {
				added = append(added, c, [2]int{c[1], c[0]})
			}
		}
		for _, c := range added {
			met[c] = true
		}
		had := false
		if byeNow >= 0 {
			had = byeDone[players[byeNow]]
			byeDone[players[byeNow]] = true
		}
		ok := ahead(left - 1)
		if byeNow >= 0 {
			byeDone[players[byeNow]] = had
		}
		for _, c := range added {
			delete(met, c)
		}
		return ok
	}
	var solve func() bool
	solve = func() bool {
		first := -1
		for _, i := range order {
			if !paired[i] {
				first = i
				break
			}
		}
		if first < 0 {
			return later()
		}
		paired[first] = true
		for _, j := range order {
			if paired[j] || met[[2]int{first, j}] {
				continue
			}
			paired[j] = true
			chosen = append(chosen, [2]int{first, j})
			if solve() {
				return true
			}
			chosen = chosen[:len(chosen)-1]
			paired[j] = false
		}
		paired[first] = false
		return false
	}
	for _, b := range byes {
		clear(paired)
		chosen = chosen[:0]
		byeNow = b
		if b >= 0 {
			paired[b] = true
		}
		if !solve() {
			continue
		}
		for _, c := range chosen {
			x, y := c[0], c[1]
			if balance[y] < balance[x] || balance[y] == balance[x] && place[y] < place[x] {
				x, y = y, x
			}
			pairs = append(pairs, Game{A: players[x], B: players[y]})
		}
		if b >= 0 {
			bye = players[b]
		}
		return pairs, bye, nil
	}
	return nil, "", ErrNoPairing
}
