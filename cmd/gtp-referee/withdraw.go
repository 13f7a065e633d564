package main

import (
	"cmp"
	"fmt"
	"io"
	"slices"
	"strconv"
	"strings"

	"github.com/gtp-referee/gtp-referee/match"
	"github.com/gtp-referee/gtp-referee/match/results"
	"github.com/gtp-referee/gtp-referee/match/standings"
)

// withdrawal is a withdrawal kept in tournament.json (RULES.md section
// 7): engine Engine (its number) withdrew after Played rounds of the
// tournament; before half its rounds all his results are void, after,
// his remaining games are forfeits.
type withdrawal struct {
	Engine string
	Played int
	// Reason says why: "--withdraw", or the round whose every game he
	// lost by a failure of his engine.
	Reason string `json:",omitempty"`
	// Prior is the games of a pairing (tournamentRecord.Games) that were
	// due before he withdrew: those of the runs before the command of
	// his --withdraw flag, or of the run in which he failed. A game past
	// it, added by a resume with more --games, came due once he had
	// gone (settleTogether).
	Prior int `json:",omitempty"`
	// Batch numbers the withdrawals made together (one command's
	// --withdraw flags; each withdrawal for failures has its own), from
	// 1 in the order made; 0 in a file written before it was kept.
	Batch int `json:",omitempty"`
}

// nextBatch returns the Batch of the next withdrawals made together in
// st: one more than the last.
func nextBatch(st *tournamentRecord) int {
	n := 0
	for _, w := range st.Withdrawn {
		n = max(n, w.Batch)
	}
	return n + 1
}

// walkoverFormats are the formats whose pairings have a winner: there a
// withdrawn engine's pairings not decided by the games he played are
// walkovers (withdrawalWinner): his remaining games forfeits (RULES.md
// section 7), which lose him the pairing. Half the rounds do not apply:
// the results he played decided who went on, and voiding them would not
// bring back the engines he put out; they stand.
var walkoverFormats = []string{"knockout", "gauntlet", "elimination", "double-elimination"}

// withdrawalWinner returns the winner of the pairing of engines a (the
// higher seed, or the gauntlet's holder) and b in dir, where st holds the
// withdrawal of one or both: the games recorded count, the games not
// played of games (the pairing's --games or --best-of) are forfeits, and
// so are the playoff games up to most (a knockout's 2 x games, a
// gauntlet's games: none); a tie after most games goes to a (the higher
// seed goes through, the holder stays on). A withdrawn engine that the
// games recorded already make the winner, whatever the rest, wins. The
// winner is "" where both have withdrawn and the games recorded do not
// decide; byGames tells whether the games recorded decided it, whatever
// the rest. ok is false where neither has withdrawn: the pairing is
// played.
func withdrawalWinner(st *tournamentRecord, dir, a, b string, games, most int, stdin io.Reader) (winner string, byGames, ok bool, _ error) {
	_, wa := withdrawnAt(st, a)
	_, wb := withdrawnAt(st, b)
	if !wa && !wb {
		return "", false, false, nil
	}
	gs, err := pairingGames(dir, [2]string{a, b}, 0, stdin)
	if err != nil {
		return "", false, false, err
	}
	pa, pb := pairingPoints(gs, a, b)
	left := standings.WinPoints * max(0, games-len(gs)) // the points of the games not played
	switch {
	case pa-pb > left || len(gs) >= most && pa == pb:
		return a, true, true, nil
	case pb-pa > left:
		return b, true, true, nil
	case wa && wb:
		return "", false, true, nil
	case wa:
		return b, false, true, nil
	}
	return a, false, true, nil
}

// walkoverLine says who won a pairing of a and b that withdrawalWinner
// decided (winner, "" for none; byGames where the games played decided
// it), st holding the withdrawals.
func walkoverLine(st *tournamentRecord, winner, a, b string, byGames bool, engines, players []string) string {
	name := func(p string) string { return "engine " + p + " (" + engines[slices.Index(players, p)] + ")" }
	if winner == "" {
		return "both engines withdrew: neither goes on"
	}
	loser := a
	if winner == a {
		loser = b
	}
	_, wl := withdrawnAt(st, loser)
	switch {
	case byGames && wl:
		return name(winner) + " won on the games played before " + name(loser) + " withdrew"
	case byGames || !wl:
		return name(winner) + " won on the games played before he withdrew"
	}
	return name(winner) + " wins by a walkover: " + name(loser) + " withdrew"
}

// tournamentSchedule returns the pairings of a round robin of st (the
// engines' numbers, --black first, with their rounds; a team round
// robin's boards, with the rounds of their team matches) and its number
// of rounds; of a Swiss tournament, the rounds paired so far and --rounds;
// none for the other formats.
func tournamentSchedule(st *tournamentRecord) (schedule []standings.Game, rounds int) {
	cycles := 0
	switch st.Format {
	case "swiss":
		for r, rd := range st.Swiss {
			for _, p := range rd.Pairs {
				schedule = append(schedule, standings.Game{A: p[0], B: p[1], Round: r + 1})
			}
		}
		return schedule, st.Rounds
	case "round-robin":
		cycles = 1
	case "double-round-robin":
		cycles = 2
	case "team-round-robin":
	default:
		return nil, 0
	}
	players := make([]string, len(st.Engines))
	for i := range players {
		players[i] = fmt.Sprint(i + 1)
	}
	if st.TeamSize > 0 {
		schedule = teamSchedule(players, st.TeamSize)
	} else {
		schedule = standings.Schedule(players, cycles)
	}
	for _, g := range schedule {
		rounds = max(rounds, g.Round)
	}
	return schedule, rounds
}

// withdrawnAt returns engine's withdrawal in st, if any.
func withdrawnAt(st *tournamentRecord, engine string) (withdrawal, bool) {
	for _, w := range st.Withdrawn {
		if w.Engine == engine {
			return w, true
		}
	}
	return withdrawal{}, false
}

// withdrawnGames returns games (the tournament's games so far, by the
// engines' numbers, with their rounds) as st's withdrawals leave them
// (standings.Withdraw, perPairing forfeits a pairing not played; held
// gives the --games of a pairing's match by its directory name, "A-B":
// heldGames).
func withdrawnGames(st *tournamentRecord, games []standings.Game, perPairing int, held func(dir string) (int, bool)) []standings.Game {
	if len(st.Withdrawn) == 0 {
		return games
	}
	schedule, rounds := tournamentSchedule(st)
	var each []standings.Game
	for _, g := range schedule {
		for range perPairing {
			each = append(each, g)
		}
	}
	same := func(n string) string { return n }
	for _, w := range voidedLast(st.Withdrawn, rounds) {
		games, _ = standings.Withdraw(games, each, rounds, w.Engine, w.Played, heldGames(schedule, w, same, held))
	}
	settleTogether(st, games, schedule, rounds, same, held)
	return games
}

// settleTogether decides again the forfeits that standings.Withdraw
// gave, applied one withdrawal at a time, in a pairing of two withdrawn
// engines (both after half the rounds) in a round that one of them or
// both played: Withdraw charges its games not played to the one applied
// first, or voids them, whatever the order the withdrawals were made in.
// Game k of the pairing (games holds them in place, by the players'
// names, name giving a number's; the games played first, then, where
// both played the round, those up to the --games its match held, none
// of them forfeits: heldGames) was due while an engine was in where he
// played that round and k is at most his withdrawal's Prior (a game past
// it a resume with more --games added once he had gone). Where only one
// of them was in when it came due, the other forfeits it; where both
// were, the one who withdrew first (the earlier Batch) does; where
// neither was, or they withdrew together (one Batch), neither came: Void
// (RULES.md section 7: his remaining games are forfeits; a game that
// neither would play is no one's win). Pairings of a withdrawal before
// half the rounds (all his results void), or from a file without Batch,
// are left as Withdraw made them.
func settleTogether(st *tournamentRecord, games, schedule []standings.Game, rounds int, name func(string) string, held func(dir string) (int, bool)) {
	for _, g := range schedule {
		wa, okA := withdrawnAt(st, g.A)
		wb, okB := withdrawnAt(st, g.B)
		if !okA || !okB || wa.Batch == 0 || wb.Batch == 0 || g.Round > max(wa.Played, wb.Played) || 2*min(wa.Played, wb.Played) < rounds {
			continue
		}
		a, b := name(g.A), name(g.B)
		of := func(x *standings.Game) bool {
			return x.Round == g.Round && (x.A == a && x.B == b || x.A == b && x.B == a)
		}
		k := 0 // the games played come first
		for i := range games {
			if of(&games[i]) && !games[i].Forfeit {
				k++
			}
		}
		if h, ok := held(g.A + "-" + g.B); ok && g.Round <= min(wa.Played, wb.Played) {
			k = max(k, h)
		}
		for i := range games {
			x := &games[i]
			if !of(x) || !x.Forfeit {
				continue
			}
			k++
			inA := g.Round <= wa.Played && k <= wa.Prior
			inB := g.Round <= wb.Played && k <= wb.Prior
			loser := ""
			switch {
			case inA && inB && wa.Batch < wb.Batch, inB && !inA:
				loser = a
			case inA && inB && wb.Batch < wa.Batch, inA && !inB:
				loser = b
			}
			switch loser {
			case "":
				x.Result = standings.Void
			case x.A:
				x.Result = standings.WinB
			default:
				x.Result = standings.WinA
			}
		}
	}
}

// heldGames returns, for each pairing of schedule (by the engines'
// numbers) that engine w.Engine played in a round up to w.Played, the
// games its match was to have when he withdrew: the --games of its
// match.json (held, by the pairing's directory name "A-B"), which a
// pairing of a withdrawn engine, not played after, keeps; name gives the
// players of the pairing's engine numbers. A tournament resumed with more
// --games gives such a pairing games he will not play, forfeits; the
// games of its --games he did not play (a match that --crash-limit
// stopped) are not (standings.Withdraw). A pairing without a match.json
// is left out: no forfeit.
func heldGames(schedule []standings.Game, w withdrawal, name func(string) string, held func(dir string) (int, bool)) map[standings.Pairing]int {
	out := map[standings.Pairing]int{}
	for _, g := range schedule {
		if g.Round > w.Played || g.A != w.Engine && g.B != w.Engine {
			continue
		}
		if n, ok := held(g.A + "-" + g.B); ok {
			out[standings.Pairing{Round: g.Round, A: name(g.A), B: name(g.B)}] = n
		}
	}
	return out
}

// voidedLast returns withdrawals in the order to apply them: those after
// half the rounds of rounds first, in their order, then those before
// half, whose player's results are all void (RULES.md section 7): the
// forfeits that a later withdrawal after half gives such a player, his
// pairings not played, are voided with the rest of his results, where
// applied in the order made they were won by a player out of the table.
func voidedLast(withdrawn []withdrawal, rounds int) []withdrawal {
	out := slices.Clone(withdrawn)
	slices.SortStableFunc(out, func(x, y withdrawal) int {
		return cmp.Compare(boolInt(2*x.Played < rounds), boolInt(2*y.Played < rounds))
	})
	return out
}

// boolInt is 1 for true, 0 for false.
func boolInt(b bool) int {
	if b {
		return 1
	}
	return 0
}

// skipped tells whether the pairing g of round g.Round is not played
// because one of its engines withdrew before that round.
func skipped(st *tournamentRecord, g standings.Game) bool {
	for _, e := range []string{g.A, g.B} {
		if w, ok := withdrawnAt(st, e); ok && g.Round > w.Played {
			return true
		}
	}
	return false
}

// forfeitedAll tells whether program prog (results.ProgBlack for the
// match's --black engine) lost every game of recs by a failure of its
// engine (match.Failed: it crashed, failed to start, hung, broke the
// protocol, refused a command or answered no move): a round that he
// forfeited whole, which withdraws him.
func forfeitedAll(recs []results.Record, prog string) bool {
	if len(recs) == 0 {
		return false
	}
	for i := range recs {
		if !match.Failed(&recs[i], prog) {
			return false
		}
	}
	return true
}

// applyWithdrawals applies st's withdrawals to games, the games of the
// pairings' files in order (gameFiles[i] is the directory name, "A-B",
// of games[i]'s pairing; by engine numbers). numbers maps an engine's
// number to its player's name; held gives the --games of a pairing's
// match by its directory name (heldGames). It returns the games (their rounds set,
// those of a withdrawn player voided or turned into forfeits, forfeits
// added for his pairings not played, games games each) and the players
// whose results were voided, to be left out of the table.
func applyWithdrawals(st *tournamentRecord, games []standings.Game, gameFiles []string, numbers map[string]string, perPairing int, held func(dir string) (int, bool)) ([]standings.Game, []string) {
	schedule, rounds := tournamentSchedule(st)
	if len(st.Withdrawn) == 0 || rounds == 0 {
		return games, nil
	}
	name := func(n string) string {
		if p, ok := numbers[n]; ok {
			return p
		}
		if i, err := strconv.Atoi(n); err == nil && i >= 1 && i <= len(st.Engines) {
			return st.Engines[i-1]
		}
		return n
	}
	round := map[string]int{}
	var named []standings.Game
	for _, g := range schedule {
		round[g.A+"-"+g.B] = g.Round
		for range perPairing {
			named = append(named, standings.Game{A: name(g.A), B: name(g.B), Round: g.Round})
		}
	}
	out := slices.Clone(games)
	for i := range out {
		out[i].Round = round[gameFiles[i]]
	}
	var voided []string
	for _, w := range voidedLast(st.Withdrawn, rounds) {
		var v bool
		out, v = standings.Withdraw(out, named, rounds, name(w.Engine), w.Played, heldGames(schedule, w, name, held))
		if v {
			voided = append(voided, name(w.Engine))
		}
	}
	settleTogether(st, out, schedule, rounds, name, held)
	return out, voided
}

// writeWithdrawals prints st's withdrawals, each with what it did to his
// results (RULES.md section 7).
func writeWithdrawals(w io.Writer, st *tournamentRecord, numbers map[string]string) {
	_, rounds := tournamentSchedule(st)
	for _, wd := range st.Withdrawn {
		who := wd.Engine
		if n, ok := numbers[wd.Engine]; ok {
			who += " (" + n + ")"
		} else if i, err := strconv.Atoi(wd.Engine); err == nil && i >= 1 && i <= len(st.Engines) {
			// No game of his recorded: named by his command line,
			// as the table ranks him.
			who += " (" + st.Engines[i-1] + ")"
		}
		if slices.Contains(walkoverFormats, st.Format) {
			fmt.Fprintf(w, "withdrawn: engine %s (%s): his remaining games are forfeits, his pairings not decided walkovers; the games he played stand (RULES.md section 7)\n",
				who, strings.TrimSpace(wd.Reason))
			continue
		}
		effect := "his remaining games are forfeits"
		if 2*wd.Played < rounds {
			effect = "before half the rounds: all his results are void"
		}
		fmt.Fprintf(w, "withdrawn: engine %s after %d of %d rounds (%s): %s (RULES.md section 7)\n",
			who, wd.Played, rounds, strings.TrimSpace(wd.Reason), effect)
	}
}
