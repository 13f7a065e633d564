package main

import (
	"fmt"
	"io"
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
// won 2, drawn 1) are listed beside them.

// teamOf returns the team (from 1) of engine number e, teams of size.
func teamOf(e, size int) int { return (e-1)/size + 1 }

// boardResult is a board of a team match: its engines' numbers, --black
// first, the points each scored over its games, and their warnings.
type boardResult struct {
	a, b                 int
	pointsA, pointsB     int
	warningsA, warningsB int
}

// teamBoard reads a pairing's games as a board: dir is its directory's
// name ("A-B"), games its games with the --black engine as A. ok is false
// for a directory not so named.
func teamBoard(dir string, games []standings.Game) (boardResult, bool) {
	x, y, found := strings.Cut(dir, "-")
	a, errA := strconv.Atoi(x)
	b, errB := strconv.Atoi(y)
	if !found || errA != nil || errB != nil {
		return boardResult{}, false
	}
	r := boardResult{a: a, b: b}
	for _, g := range games {
		switch g.Result {
		case standings.WinA:
			r.pointsA += standings.WinPoints
		case standings.WinB:
			r.pointsB += standings.WinPoints
		case standings.Draw:
			r.pointsA += standings.DrawPoints
			r.pointsB += standings.DrawPoints
		}
		r.warningsA += g.WarningsA
		r.warningsB += g.WarningsB
	}
	return r, true
}

// writeTeamStandings prints the team matches and the team table of a
// team round robin of teams of size engines, from its boards; names
// gives the engines' players by number, for the teams' lines.
func writeTeamStandings(w io.Writer, size, engines int, boards []boardResult, names map[string]string) error {
	teams := engines / size
	label := func(t int) string {
		var members []string
		for e := (t-1)*size + 1; e <= t*size; e++ {
			n := names[strconv.Itoa(e)]
			if n == "" {
				n = "engine " + strconv.Itoa(e)
			}
			members = append(members, n)
		}
		return fmt.Sprintf("team %d (%s)", t, strings.Join(members, ", "))
	}
	type tally struct{ boardsA, boardsB, boardPointsA, boardPointsB, warningsA, warningsB int }
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
	players := make([]string, teams)
	for t := range teams {
		players[t] = label(t + 1)
	}
	boardPoints := map[string]int{}
	var games []standings.Game
	fmt.Fprintln(w, "team matches (boards won):")
	for _, k := range order {
		m := matches[k]
		g := standings.Game{A: players[k[0]-1], B: players[k[1]-1], WarningsA: m.warningsA, WarningsB: m.warningsB}
		switch {
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
