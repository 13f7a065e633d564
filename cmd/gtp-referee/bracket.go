package main

import (
	"fmt"
	"io"
	"maps"
	"slices"
	"strconv"
)

// engineName names engine n (its number) of tour for the format tables:
// "engine 2 (P 1)", by its player's name in the records (numbers), else
// by its command line.
func engineName(tour *tournamentRecord, numbers map[string]string, n string) string {
	if p, ok := numbers[n]; ok {
		return "engine " + n + " (" + p + ")"
	}
	if i, err := strconv.Atoi(n); err == nil && i >= 1 && i <= len(tour.Engines) {
		return "engine " + n + " (" + tour.Engines[i-1] + ")"
	}
	return "engine " + n
}

// pairingResult says how the pairing in directory dir (its name "A-B")
// between engines a and b went, from points, the points each scored in
// its games (by directory name, for its engines A and B in that order):
// "4-0 points", or "no game played" where it recorded none (a walkover).
func pairingResult(points map[string][2]int, dir, a, b string) string {
	p, ok := points[dir]
	if !ok {
		return "no game played"
	}
	if dir != a+"-"+b {
		p[0], p[1] = p[1], p[0]
	}
	return fmt.Sprintf("%d-%d points", p[0], p[1])
}

// writeBracket prints a knockout's bracket as tour.Bracket keeps it, a
// line a round (each pairing's winner, the points of its games, the
// byes), then, once the knockout has a winner, the places that
// single elimination gives (RULES.md section 7): 1 the winner, 2 the
// final's loser, and the losers of a round share the place after the
// engines still in (1 + the engines ranked above), so that where no one
// won (the engines left withdrew) the last ones in share place 1, which a
// line says is no win. points holds each pairing's points by directory
// name (pairingResult).
func writeBracket(w io.Writer, tour *tournamentRecord, numbers map[string]string, points map[string][2]int) {
	if len(tour.Bracket) == 0 {
		return
	}
	seed := func(p string) int { n, _ := strconv.Atoi(p); return n }
	fmt.Fprintln(w, "knockout bracket (the ranking of a knockout; the table above counts its games as a round robin's):")
	place := map[string]int{}
	for r := 0; r+1 < len(tour.Bracket); r++ {
		entrants, next := tour.Bracket[r], tour.Bracket[r+1]
		left := 0 // the engines still in after the round
		for _, e := range next {
			if e != "" {
				left++
			}
		}
		for k := 0; 2*k+1 < len(entrants) && k < len(next); k++ {
			a, b := entrants[2*k], entrants[2*k+1]
			if a == "" || b == "" {
				if a+b != "" {
					fmt.Fprintf(w, "round %d: %s has a bye\n", r+1, engineName(tour, numbers, a+b))
				}
				continue
			}
			if seed(b) < seed(a) {
				a, b = b, a
			}
			winner := next[k]
			dir := a + "-" + b
			switch winner {
			case a, b:
				loser := a
				if winner == a {
					loser = b
				}
				place[loser] = left + 1
				fmt.Fprintf(w, "round %d: %s: %s goes through against %s, %s\n", r+1, dir, engineName(tour, numbers, winner), engineName(tour, numbers, loser), pairingResult(points, dir, winner, loser))
			default:
				place[a], place[b] = left+1, left+1
				fmt.Fprintf(w, "round %d: %s: neither goes through (both withdrew)\n", r+1, dir)
			}
		}
	}
	last := tour.Bracket[len(tour.Bracket)-1]
	if len(last) != 1 {
		return // not finished
	}
	if last[0] != "" {
		place[last[0]] = 1
	} else {
		// Places are 1 + the engines ranked above: none ranks above
		// the last ones in, who share place 1 without winning it.
		fmt.Fprintln(w, "no winner: the engines left withdrew; the last ones in share place 1, no engine ranking above them")
	}
	var ranked []string
	for p := range place {
		ranked = append(ranked, p)
	}
	slices.SortFunc(ranked, func(x, y string) int {
		if place[x] != place[y] {
			return place[x] - place[y]
		}
		return seed(x) - seed(y)
	})
	for i, p := range ranked {
		tied := ""
		if i > 0 && place[ranked[i-1]] == place[p] || i+1 < len(ranked) && place[ranked[i+1]] == place[p] {
			tied = "="
		}
		fmt.Fprintf(w, "place %d%s: %s\n", place[p], tied, engineName(tour, numbers, p))
	}
}

// writeGauntlet prints a gauntlet's matches as tour.Gauntlet keeps their
// holders: each match's holder against its challenger, the points of its
// games (pairingResult) and who holds after it (the challenger only by
// more points: RULES.md section 7's winner stays on; a walkover as the
// tournament decided it, tour.Stays for the last match), then the engine
// that stays on once every challenger has played.
func writeGauntlet(w io.Writer, tour *tournamentRecord, numbers map[string]string, points map[string][2]int) {
	if len(tour.Gauntlet) == 0 {
		return
	}
	fmt.Fprintln(w, "gauntlet (winner stays on; the table above counts its games as a round robin's):")
	holder := ""
	for r, h := range tour.Gauntlet {
		c := strconv.Itoa(r + 2)
		if h == "" {
			holder = c
			fmt.Fprintf(w, "match %d: %s holds without playing (the engines before withdrew)\n", r+1, engineName(tour, numbers, c))
			continue
		}
		dir := h + "-" + c
		p, played := points[dir]
		_, out := withdrawnAt(tour, h)
		switch {
		case r+1 < len(tour.Gauntlet):
			holder = tour.Gauntlet[r+1] // as the tournament went on ("": both withdrew)
		case r+1 == len(tour.Engines)-1 && tour.Stays != nil:
			holder = *tour.Stays // as the tournament decided, a walkover with its --games too
		case played && p[1] > p[0] || !played && out:
			holder = c
		default:
			holder = h
		}
		holds := engineName(tour, numbers, holder) + " holds"
		if holder == "" {
			holds = "neither holds (both withdrew)"
		}
		fmt.Fprintf(w, "match %d: %s: %s against %s, %s: %s\n", r+1, dir, engineName(tour, numbers, h), engineName(tour, numbers, c), pairingResult(points, dir, h, c), holds)
	}
	switch {
	case len(tour.Gauntlet) < len(tour.Engines)-1:
	case holder != "":
		fmt.Fprintf(w, "stays on: %s\n", engineName(tour, numbers, holder))
	case tour.Stays != nil:
		fmt.Fprintln(w, "stays on: no engine (the last ones withdrew)")
	}
}

// writeElimination prints an elimination's rounds as tour.Elimination
// keeps them: a line a pairing (its winner, the points of its games by
// its directory name, "A-B" or a rematch's "A-B-k", and what the loss
// makes of the loser) and a line a bye, then, once no two engines are
// left to pair, the places: 1 the winner (eliminationWinner), then the
// others by the round in which they went out, the later first, those out
// in the same round sharing a place (1 + the engines ranked above: where
// no one won, the last ones out share place 1, which a line says is no
// win). An engine goes out at its Lives-th lost pairing, or,
// withdrawn, in the last round that paired him or gave him a bye (RULES.md
// section 7: his pairings after it walkovers). A pairing whose winner
// tournament.json does not keep (a file written before it kept them, or a
// round being played) is printed without one, and no places follow.
func writeElimination(w io.Writer, tour *tournamentRecord, numbers map[string]string, points map[string][2]int) {
	if len(tour.Elimination) == 0 || tour.Lives < 2 {
		return
	}
	fmt.Fprintf(w, "%s rounds (out at lost pairing %d; the table above counts its games as a round robin's):\n", tour.Format, tour.Lives)
	players := make([]string, len(tour.Engines))
	for i := range players {
		players[i] = strconv.Itoa(i + 1)
	}
	losses := map[string]int{}
	lastLoss := map[string]int{}
	out := map[string]int{}  // engine -> the round he went out in
	last := map[string]int{} // engine -> the last round that paired him or gave him a bye
	meetings := map[string]int{}
	decided := true
	for r, rd := range tour.Elimination {
		for k, p := range rd.Pairs {
			dir := eliminationDir(p, meetings[pairKey(p)])
			meetings[pairKey(p)]++
			last[p[0]], last[p[1]] = r+1, r+1
			pts := "no game played"
			q, played := points[dir]
			if played {
				pts = fmt.Sprintf("%d-%d points", q[0], q[1])
			}
			if k >= len(rd.Winners) {
				decided = false
				fmt.Fprintf(w, "round %d: %s (%s): %s against %s: not decided\n", r+1, dir, pts, engineName(tour, numbers, p[0]), engineName(tour, numbers, p[1]))
				continue
			}
			winner := rd.Winners[k]
			var lost []string
			for _, e := range p {
				if e != winner {
					losses[e]++
					lastLoss[e] = r + 1
					lost = append(lost, e)
					if losses[e] == tour.Lives {
						out[e] = r + 1
					}
				}
			}
			if winner == "" {
				fmt.Fprintf(w, "round %d: %s (%s): %s against %s: neither wins (both withdrew)\n", r+1, dir, pts, engineName(tour, numbers, p[0]), engineName(tour, numbers, p[1]))
				continue
			}
			loser := lost[0]
			what := fmt.Sprintf("its loss %d of %d", losses[loser], tour.Lives)
			if losses[loser] >= tour.Lives {
				what = "out"
			}
			if winner == p[0] && q[1] > q[0] || winner == p[1] && q[0] > q[1] {
				what += "; kept as the next round was paired" // a resume's games favour the loser
			}
			fmt.Fprintf(w, "round %d: %s (%s): %s beats %s: %s\n", r+1, dir, pts, engineName(tour, numbers, winner), engineName(tour, numbers, loser), what)
		}
		for _, b := range rd.Byes {
			last[b] = r + 1
			fmt.Fprintf(w, "round %d: %s has a bye\n", r+1, engineName(tour, numbers, b))
		}
	}
	if !decided {
		return
	}
	left := maps.Clone(losses)
	for _, wd := range tour.Withdrawn {
		left[wd.Engine] = tour.Lives
		if _, ok := out[wd.Engine]; !ok {
			out[wd.Engine] = last[wd.Engine]
		}
	}
	if _, more := pairElimination(players, left, lastLoss, tour.Lives); more {
		return // not finished
	}
	if winner := eliminationWinner(tour, players, losses); winner != "" {
		out[winner] = len(tour.Elimination) + 1
	} else {
		fmt.Fprintln(w, "no winner: the engines left withdrew; the last ones in share place 1, no engine ranking above them")
	}
	ranked := slices.Clone(players)
	slices.SortStableFunc(ranked, func(x, y string) int { return out[y] - out[x] })
	for i, p := range ranked {
		place := 1 + slices.IndexFunc(ranked, func(q string) bool { return out[q] == out[p] })
		tied := ""
		if i > 0 && out[ranked[i-1]] == out[p] || i+1 < len(ranked) && out[ranked[i+1]] == out[p] {
			tied = "="
		}
		fmt.Fprintf(w, "place %d%s: %s\n", place, tied, engineName(tour, numbers, p))
	}
}
