package main

import (
	"fmt"
	"io"
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
// engines still in. points holds each pairing's points by directory
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
// more points: RULES.md section 7's winner stays on), then the engine that
// stays on once every challenger has played.
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
		case r+1 < len(tour.Gauntlet) && tour.Gauntlet[r+1] != "":
			holder = tour.Gauntlet[r+1] // as the tournament went on
		case played && p[1] > p[0] || !played && out:
			holder = c
		default:
			holder = h
		}
		fmt.Fprintf(w, "match %d: %s: %s against %s, %s: %s holds\n", r+1, dir, engineName(tour, numbers, h), engineName(tour, numbers, c), pairingResult(points, dir, h, c), engineName(tour, numbers, holder))
	}
	if len(tour.Gauntlet) == len(tour.Engines)-1 && holder != "" {
		fmt.Fprintf(w, "stays on: %s\n", engineName(tour, numbers, holder))
	}
}
