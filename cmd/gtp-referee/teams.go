package main

import (
	"fmt"
	"io"
	"slices"
	"strconv"
	"strings"
	"text/tabwriter"

	"github.com/gtp-referee/gtp-referee/match/standings"
)

// A team round robin (RULES.md section 7) is played by teams of
// tournamentRecord.TeamSize engines, the --engine flags taken in order
// (team 1 the first TeamSize, team 2 the next, ...). Each pair of teams
// meets once, on TeamSize boards: on board k the k-th engines of the two
// teams play a match of --games games (in the pairing's directory "A-B",
// by the engines' numbers), the first team's engine with --black on the
// odd boards, the second team's on the even ones. A board is won by the
// engine with more points over its games (win 2, draw 1), drawn on equal
// points; the team with more boards won wins the team match, 2 points,
// equal boards a draw, 1 point each. The teams are ranked by those match
// points and then by the round robin's tie-breaks (standings.RoundRobin:
// (a) the match points of the teams beaten plus half of those drawn
// with, (b) fewer warnings of their engines); the board points (a board
// won 2, drawn 1) are listed beside them. A withdrawal (--withdraw, or
// an engine that loses a whole board by failures) is an engine's, as in a
// round robin, the rounds those of the team matches: before half his
// boards are void and count for neither team, after, his boards not
// played are forfeits lost by him (standings.Withdraw).

// teamOf returns the team (from 1) of engine number e, teams of size.
func teamOf(e, size int) int { return (e-1)/size + 1 }

// teamSchedule returns the boards of a team round robin of players (the
// engines' numbers, in --engine order) in teams of size: for each team
// match of the circle method on the teams, in its round, the k-th
// engines of the two teams, the first team's with --black (A) on the odd
// boards (k even from 0), the second team's on the even ones.
func teamSchedule(players []string, size int) []standings.Game {
	var teams []string
	for t := range len(players) / size {
		teams = append(teams, strconv.Itoa(t+1))
	}
	var boards []standings.Game
	for _, g := range standings.Schedule(teams, 1) {
		ta, _ := strconv.Atoi(g.A)
		tb, _ := strconv.Atoi(g.B)
		for k := range size {
			a, b := players[(ta-1)*size+k], players[(tb-1)*size+k]
			if k%2 == 1 {
				a, b = b, a
			}
			boards = append(boards, standings.Game{A: a, B: b, Round: g.Round})
		}
	}
	return boards
}

// boardEngines returns the engines' numbers of pairing g, ok false where
// they are not numbers.
func boardEngines(g standings.Game) (a, b int, ok bool) {
	a, errA := strconv.Atoi(g.A)
	b, errB := strconv.Atoi(g.B)
	return a, b, errA == nil && errB == nil
}

// boardResult is a board of a team match: its engines' numbers, --black
// first, the points each scored over its games, and their warnings; void
// where a withdrawal voided the results of one of its engines (RULES.md
// section 7: before half the rounds), or where none of its games has a
// result, which then count for neither team. withdrawn tells a void
// board that withdrawals voided (an engine's results void, or a forfeit
// of his among its games) from one whose games were played and ended
// without a result (a move limit, a cycle).
type boardResult struct {
	a, b                 int
	pointsA, pointsB     int
	warningsA, warningsB int
	void, withdrawn      bool
}

// teamBoards reads a team round robin's games (as withdrawals leave them:
// forfeits added, a voided engine's games void) as its boards: the games
// of two engines, which meet once, are a board. engine gives a player's
// engine number; voided holds the players whose results are void. A board
// none of whose games has a result (each void: not played by either engine,
// both having withdrawn before it, or without a result) is void too: its
// games count for neither engine, so it counts for neither team, where
// 0-0 points would make it a drawn board.
func teamBoards(games []standings.Game, engine map[string]int, voided []string) []boardResult {
	var boards []boardResult
	at := map[[2]int]int{}    // the engines' numbers, lower first -> index in boards
	counted := map[int]bool{} // the boards with a game that has a result
	for _, g := range games {
		a, okA := engine[g.A]
		b, okB := engine[g.B]
		if !okA || !okB {
			continue
		}
		k := [2]int{min(a, b), max(a, b)}
		i, seen := at[k]
		if !seen {
			i = len(boards)
			at[k] = i
			v := slices.Contains(voided, g.A) || slices.Contains(voided, g.B)
			boards = append(boards, boardResult{a: a, b: b, void: v, withdrawn: v})
		}
		bd := &boards[i]
		bd.withdrawn = bd.withdrawn || g.Forfeit
		counted[i] = counted[i] || g.Result != standings.Void
		pa, pb, wa, wb := 0, 0, g.WarningsA, g.WarningsB
		switch g.Result {
		case standings.WinA:
			pa = standings.WinPoints
		case standings.WinB:
			pb = standings.WinPoints
		case standings.Draw:
			pa, pb = standings.DrawPoints, standings.DrawPoints
		}
		if a != bd.a {
			pa, pb, wa, wb = pb, pa, wb, wa
		}
		bd.pointsA += pa
		bd.pointsB += pb
		bd.warningsA += wa
		bd.warningsB += wb
	}
	for i := range boards {
		boards[i].void = boards[i].void || !counted[i]
	}
	return boards
}

// writeTeamStandings prints the team matches and the team table of a
// team round robin of teams of size engines (engines, their command
// lines), from its boards; names gives the engines' players by number,
// for the teams' lines (an engine without one by its command line). A
// void board counts for neither team; a team match of void boards only is
// void, and a team whose engines' results are all void (voided: their
// players) leaves the team table.
func writeTeamStandings(w io.Writer, size int, engines []string, boards []boardResult, names map[string]string, voided []string) error {
	teams := len(engines) / size
	label := func(t int) string {
		var members []string
		for e := (t-1)*size + 1; e <= t*size; e++ {
			n, ok := names[strconv.Itoa(e)]
			if !ok {
				n = engines[e-1] // no game recorded: his command line
			}
			members = append(members, n)
		}
		return fmt.Sprintf("team %d (%s)", t, strings.Join(members, ", "))
	}
	type tally struct {
		boards, boardsA, boardsB, boardPointsA, boardPointsB, warningsA, warningsB int
		withdrawn, noResult                                                        int // the void boards, by why
	}
	matches := map[[2]int]*tally{} // by (lower team, higher team)
	var order [][2]int
	for _, bd := range boards {
		ta, tb := teamOf(bd.a, size), teamOf(bd.b, size)
		pa, pb, wa, wb := bd.pointsA, bd.pointsB, bd.warningsA, bd.warningsB
		if ta > tb {
			ta, tb, pa, pb, wa, wb = tb, ta, pb, pa, wb, wa
		}
		k := [2]int{ta, tb}
		m := matches[k]
		if m == nil {
			m = &tally{}
			matches[k] = m
			order = append(order, k)
		}
		if bd.void {
			if bd.withdrawn {
				m.withdrawn++
			} else {
				m.noResult++
			}
			continue
		}
		m.boards++
		m.warningsA += wa
		m.warningsB += wb
		switch {
		case pa > pb:
			m.boardsA++
			m.boardPointsA += standings.WinPoints
		case pb > pa:
			m.boardsB++
			m.boardPointsB += standings.WinPoints
		default:
			m.boardPointsA += standings.DrawPoints
			m.boardPointsB += standings.DrawPoints
		}
	}
	all := make([]string, teams)
	var players []string // the teams in the table
	for t := range teams {
		all[t] = label(t + 1)
		for e := t*size + 1; e <= (t+1)*size; e++ {
			n, ok := names[strconv.Itoa(e)]
			if !ok {
				n = engines[e-1]
			}
			if !slices.Contains(voided, n) {
				players = append(players, all[t])
				break
			}
		}
	}
	boardPoints := map[string]int{}
	var games []standings.Game
	fmt.Fprintln(w, "team matches (boards won):")
	for _, k := range order {
		m := matches[k]
		g := standings.Game{A: all[k[0]-1], B: all[k[1]-1], WarningsA: m.warningsA, WarningsB: m.warningsB}
		switch {
		case m.boards == 0:
			g.Result = standings.Void
			games = append(games, g)
			why := "withdrawals voided its boards"
			switch {
			case m.withdrawn == 0:
				why = "no game of its boards has a result"
			case m.noResult > 0:
				why = "withdrawals voided some of its boards, and no game of the others has a result"
			}
			fmt.Fprintf(w, "team %d against team %d: void (%s)\n", k[0], k[1], why)
			continue
		case m.boardsA > m.boardsB:
			g.Result = standings.WinA
		case m.boardsB > m.boardsA:
			g.Result = standings.WinB
		default:
			g.Result = standings.Draw
		}
		games = append(games, g)
		boardPoints[g.A] += m.boardPointsA
		boardPoints[g.B] += m.boardPointsB
		fmt.Fprintf(w, "team %d against team %d: %d-%d\n", k[0], k[1], m.boardsA, m.boardsB)
	}
	table, err := standings.RoundRobin(players, games)
	if err != nil {
		return fmt.Errorf("teams: %w", err)
	}
	fmt.Fprintln(w, "team standings (RULES.md section 7, team round robin: a team match won by more boards won, 2 points, drawn 1, lost 0; ties: (a) points of the teams beaten + half of those drawn, (b) fewer warnings):")
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	fmt.Fprintln(tw, "rank\tteam\tmatches\twins-losses-draws\tpoints\tboard points\t(a)\twarnings")
	for _, s := range table {
		r := strconv.Itoa(s.Rank)
		if s.Tied {
			r += "="
		}
		fmt.Fprintf(tw, "%s\t%s\t%d\t%d-%d-%d\t%d\t%d\t%g\t%d\n", r, s.Player, s.Games(), s.Wins, s.Losses, s.Draws, s.Points, boardPoints[s.Player], s.Beaten(), s.Warnings)
	}
	return tw.Flush()
}
