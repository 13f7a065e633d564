package main

import (
	"encoding/json"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"text/tabwriter"

	"github.com/gtp-referee/gtp-referee/match"
	"github.com/gtp-referee/gtp-referee/match/results"
	"github.com/gtp-referee/gtp-referee/match/standings"
	"github.com/gtp-referee/gtp-referee/match/stats"
)

// matchCommands returns the --black and --white command lines that the
// match.json in dir names, empty where there is none (a .dat table of
// gogui-twogtp's, standard input).
func matchCommands(f *recordsFile) [2]string {
	if f.path == stdinName {
		return [2]string{}
	}
	data, err := os.ReadFile(filepath.Join(f.dir, match.StateFile))
	if err != nil {
		return [2]string{}
	}
	var st struct{ Black, White string }
	if json.Unmarshal(data, &st) != nil {
		return [2]string{}
	}
	return [2]string{st.Black, st.White}
}

// pairing is the records of the matches between two programs, --black
// first: the files of one match's shards, joined.
type pairing struct {
	players [2]string // the --black and --white programs, as players
	meeting int       // the meeting of the two its directory names (pairingMeeting)
	files   []recordsFile
	recs    []results.Record
}

// pairingMeeting returns the meeting of its two engines that the
// directory of f names where it is a tournament's pairing's (eliminationDir):
// k for "A-B-k", the engines' numbers and k 2 or more (an elimination's
// engines meeting again), 1 for any other directory. Directories of
// different meetings hold different matches, not shards of one, when
// stats reads them without their tournament.json.
func pairingMeeting(f recordsFile) int {
	if f.path == stdinName {
		return 1
	}
	n := strings.Split(filepath.Base(f.dir), "-")
	if len(n) != 3 {
		return 1
	}
	for _, x := range n {
		if k, err := strconv.Atoi(x); err != nil || k < 1 || strconv.Itoa(k) != x {
			return 1
		}
	}
	k, _ := strconv.Atoi(n[2])
	return max(k, 1)
}

// playerNames tells the programs of each record apart as stats does for
// two (the name and version that records give, results.Record's NameB and
// NameW), and returns the players of each file's --black and --white
// programs. A program whose records carry no name is its match.json's
// command line; a name that two different command lines share (one program
// at two settings) is followed by the command line, in brackets. A file
// whose records name several pairs of programs takes its first record's.
// A program that never started in a game is named there by its file
// (match's fallback): where the records give one command line that name
// and one other, the other is its name in every file, so that a program
// that failed to start in a pairing's first game, or in all of them, is
// not taken for another player. Where a file's programs have no name at
// all, playerNames returns none: stats reads such files as one match's.
func playerNames(files []recordsFile) ([][2]string, error) {
	names := make([][2]string, len(files))
	cmds := make([][2]string, len(files))
	given := map[string]map[string]bool{} // command line -> the names its records give it
	// command line -> the names its records give it in games where its
	// engine neither crashed nor failed to start (results.Record's
	// Crashed): names it answered, or labels of a run in which it played
	played := map[string]map[string]bool{}
	for i := range files {
		recs, err := files[i].records()
		if err != nil {
			return nil, err
		}
		names[i] = programNames(recs)
		cmds[i] = matchCommands(&files[i])
		for _, r := range recs {
			byProg := [2]string{r.NameB, r.NameW}
			if r.Alt {
				byProg[0], byProg[1] = byProg[1], byProg[0]
			}
			for k, c := range cmds[i] {
				if c == "" || byProg[k] == "" {
					continue
				}
				if given[c] == nil {
					given[c] = map[string]bool{}
				}
				given[c][byProg[k]] = true
				if !slices.Contains(r.Crashed, [2]string{results.ProgBlack, results.ProgWhite}[k]) {
					if played[c] == nil {
						played[c] = map[string]bool{}
					}
					played[c][byProg[k]] = true
				}
			}
		}
	}
	for i := range files {
		for k, c := range cmds[i] {
			if n, ok := startedName(c, given[c], played[c]); ok {
				names[i][k] = n
			}
		}
	}
	seen := map[string]map[string]bool{} // name -> its command lines
	for i := range files {
		for k := range 2 {
			if names[i][k] == "" {
				names[i][k] = cmds[i][k]
			}
			if names[i][k] == "" {
				return nil, nil // unknown: taken for a match of two
			}
			if seen[names[i][k]] == nil {
				seen[names[i][k]] = map[string]bool{}
			}
			if cmds[i][k] != "" {
				seen[names[i][k]][cmds[i][k]] = true
			}
		}
	}
	for i := range files {
		for k := range 2 {
			if len(seen[names[i][k]]) > 1 && cmds[i][k] != "" {
				names[i][k] += " [" + cmds[i][k] + "]"
			}
		}
	}
	return names, nil
}

// startedName returns the name of the program that command runs, given
// the names its records give it: the one name left once the name that
// match records for a program that never started (match.ProgramLabel:
// the file name of the program the command runs, past env, sh -c and the
// like; the command's first word in records of earlier versions) is set
// aside. Where two names or more are left, records of versions whose
// ProgramLabel read the command otherwise (sh -c './bot; echo done' was
// "echo", sh -c './bot>log' "bot>log", node -r mod x.js "mod") may hold
// one of them: the file name of any word of the command, or of any part
// of a word between blanks, is set aside too, and the one name then left
// taken. Where every name is such a label or word (an engine that answers
// name with its file name and no version, "flaky", and an earlier
// version's label, "echo"), the one name among played, those of games in
// which the engine started and did not crash, is taken; with none or
// several there, the one name left besides the current labels. ok is
// false where no such single name is left.
func startedName(command string, names, played map[string]bool) (name string, ok bool) {
	if len(names) < 2 {
		return "", false
	}
	argv, err := match.SplitCommand(command)
	if err != nil || len(argv) == 0 {
		return "", false
	}
	files := []string{match.ProgramLabel(argv), filepath.Base(argv[0])}
	if argv[0] == "gtp-referee" {
		// tournament runs this executable for it.
		if self, err := os.Executable(); err == nil {
			files = append(files, filepath.Base(self))
		}
	}
	current, left := nameLeft(names, files)
	// Labels of earlier versions: the words of the command, and the
	// parts of its words (sh -c's string) between blanks, each a file
	// name, or whole (a Java main class).
	for _, w := range argv {
		files = append(files, w, filepath.Base(w))
		for _, f := range strings.Fields(w) {
			files = append(files, f, filepath.Base(f))
		}
	}
	name, n := nameLeft(names, files)
	switch {
	case n == 1:
		return name, true
	case n > 1:
		return "", false
	}
	// Every name is a label, or a word of the command: the engine's own
	// is the one it gave where it played.
	ran := 0
	for p := range played {
		if names[p] {
			name, ran = p, ran+1
		}
	}
	if ran == 1 {
		return name, true
	}
	return current, left == 1
}

// nameLeft returns how many of names are not among labels, and one of
// them.
func nameLeft(names map[string]bool, labels []string) (name string, left int) {
	for n := range names {
		if !slices.Contains(labels, n) {
			name, left = n, left+1
		}
	}
	return name, left
}

// manyPrograms tells whether the files' games involve more than two
// players.
func manyPrograms(names [][2]string) bool {
	set := map[string]bool{}
	for _, n := range names {
		set[n[0]], set[n[1]] = true, true
	}
	return len(set) > 2
}

// crossedPairings tells whether two of the files' pairings are the same
// two programs with --black and --white exchanged (a double round robin of
// two engines, 1-2 and 2-1): two matches, which cannot be the shards of
// one, since shards share their --black program.
func crossedPairings(names [][2]string) bool {
	for _, n := range names {
		if slices.Contains(names, [2]string{n[1], n[0]}) {
			return true
		}
	}
	return false
}

// reportTournament writes the statistics of each pairing (what stats
// prints for one match) where pairings is set, then the crosstable and the
// standings of RULES.md section 7 (match/standings): the round robin's, or
// for a Swiss tournament (tour, its tournament.json, nil where there is
// none) the Swiss total's after its rounds (swissRoundsOf); the
// withdrawals tour keeps are applied (applyWithdrawals) and listed.
// Files whose --black and --white
// programs are the same are one match's shards: they are checked as stats
// checks several paths (one match, games not shared) and joined.
// Its errors name cmd, the command that prints the table ("stats" or
// "tournament").
func reportTournament(cmd string, files []recordsFile, names [][2]string, sprt *stats.SPRT, pairings bool, tour *tournamentRecord, stdout, warn io.Writer) error {
	swissRounds := swissRoundsOf(tour, files)
	var pairs []*pairing
	for i, f := range files {
		if names[i][0] == names[i][1] {
			return &exitError{code: 2, err: fmt.Errorf("%s: %s: %s plays itself: no standing to count", cmd, f.path, names[i][0])}
		}
		meeting := pairingMeeting(f)
		j := slices.IndexFunc(pairs, func(p *pairing) bool { return p.players == names[i] && p.meeting == meeting })
		if tour != nil && tour.Lives > 0 {
			j = -1 // an elimination's pairings: two engines may meet twice, in two directories
		}
		if j < 0 {
			pairs = append(pairs, &pairing{players: names[i], meeting: meeting})
			j = len(pairs) - 1
		}
		pairs[j].files = append(pairs[j].files, f)
	}
	var players []string
	var games []standings.Game
	var gameFiles []string         // each game's pairing's directory name
	numbers := map[string]string{} // engine number -> player, in a tournament's pairings "A-B"
	points := map[string][2]int{}  // a pairing's directory name "A-B" -> the points of A and B
	for _, p := range pairs {
		var dirs []string
		for _, f := range p.files {
			if f.path != stdinName {
				dirs = append(dirs, f.dir)
			}
		}
		if len(dirs) > 1 {
			if err := match.SameMatch(dirs); err != nil {
				return &exitError{code: 2, err: fmt.Errorf("%s: %s against %s: %w (games of different matches share their numbers)", cmd,
					p.players[0], p.players[1], err)}
			}
		}
		recs, err := loadDisjoint(p.files, warn)
		if err != nil {
			return err
		}
		p.recs = recs
		for _, n := range p.players {
			if !slices.Contains(players, n) {
				players = append(players, n)
			}
		}
		base := ""
		if len(p.files) > 0 && p.files[0].path != stdinName {
			base = filepath.Base(p.files[0].dir)
			if n := strings.Split(base, "-"); len(n) >= 2 {
				numbers[n[0]], numbers[n[1]] = p.players[0], p.players[1] // "A-B", or an elimination's "A-B-2"
			}
		}
		var pg []standings.Game
		for i := range recs {
			pg = append(pg, standingsGame(&recs[i], p.players))
			gameFiles = append(gameFiles, base)
		}
		if base != "" && len(pg) > 0 {
			pa, pb := pairingPoints(pg, p.players[0], p.players[1])
			points[base] = [2]int{pa, pb}
		}
		games = append(games, pg...)
	}
	for _, p := range pairs {
		if !pairings {
			break
		}
		var paths []string
		for _, f := range p.files {
			paths = append(paths, f.path)
		}
		fmt.Fprintf(stdout, "== %s against %s (%s)\n", p.players[0], p.players[1], strings.Join(paths, ", "))
		match.Report(stdout, p.recs, p.players, sprt)
	}
	var voided []string
	if tour != nil && len(tour.Withdrawn) > 0 {
		byDir := matchGamesByDir(files)
		held := func(d string) (int, bool) { n, ok := byDir[d]; return n, ok }
		// A pairing's games: tournament.json's Games, the largest
		// --games of the runs, where it keeps them; else (a file
		// written before) the largest --games of the pairings' matches.
		games, voided = applyWithdrawals(tour, games, gameFiles, numbers, max(tour.Games, pairingGamesOf(files)), held)
		players = slices.DeleteFunc(players, func(p string) bool { return slices.Contains(voided, p) })
		for _, g := range games {
			// A forfeit's opponent who recorded no game (all his
			// pairings not played) is a player too.
			for _, p := range []string{g.A, g.B} {
				if g.Result != standings.Void && !slices.Contains(players, p) && !slices.Contains(voided, p) {
					players = append(players, p)
				}
			}
		}
		defer writeWithdrawals(stdout, tour, numbers)
	}
	if tour != nil {
		// An engine of the tournament who recorded no game (the
		// bye of a one-round Swiss tournament, say) is ranked too,
		// with none, by his command line.
		for i, e := range tour.Engines {
			p, ok := numbers[strconv.Itoa(i+1)]
			if !ok {
				p = e
			}
			if !slices.Contains(players, p) && !slices.Contains(voided, p) {
				players = append(players, p)
			}
		}
	}
	if swissRounds > 0 {
		table, err := standings.Swiss(players, games, swissRounds)
		if err != nil {
			return &exitError{code: 1, err: fmt.Errorf("%s: %w", cmd, err)}
		}
		writeSwissStandings(stdout, table, games, swissRounds)
		return nil
	}
	table, err := standings.RoundRobin(players, games)
	if err != nil {
		return &exitError{code: 1, err: fmt.Errorf("%s: %w", cmd, err)}
	}
	writeStandings(stdout, table, games)
	if tour != nil && tour.Format == "knockout" {
		writeBracket(stdout, tour, numbers, points)
	}
	if tour != nil && tour.Lives > 0 {
		writeElimination(stdout, tour, numbers, points)
	}
	if tour != nil && tour.Format == "gauntlet" {
		writeGauntlet(stdout, tour, numbers, points)
	}
	if tour != nil && tour.TeamSize > 0 {
		// The boards as the withdrawals leave them: a player's engine
		// number from the pairings' directories, or, with no game
		// recorded, from his command line (applyWithdrawals' name).
		engine := map[string]int{}
		for i, e := range tour.Engines {
			if p, ok := numbers[strconv.Itoa(i+1)]; ok {
				engine[p] = i + 1
			} else {
				engine[e] = i + 1
			}
		}
		boards := teamBoards(games, engine, voided)
		if err := writeTeamStandings(stdout, tour.TeamSize, tour.Engines, boards, numbers, voided); err != nil {
			return &exitError{code: 1, err: fmt.Errorf("%s: %w", cmd, err)}
		}
	}
	return nil
}

// standingsGame is a record as a game of the --black program (A) against
// the --white program (B), with the warnings each was given.
func standingsGame(r *results.Record, players [2]string) standings.Game {
	g := standings.Game{A: players[0], B: players[1], WarningsA: r.WarningsB, WarningsB: r.WarningsW}
	if r.Alt { // the --black program played White
		g.WarningsA, g.WarningsB = r.WarningsW, r.WarningsB
	}
	switch {
	case r.Won() == results.ProgBlack:
		g.Result = standings.WinA
	case r.Won() == results.ProgWhite:
		g.Result = standings.WinB
	case r.Drawn():
		g.Result = standings.Draw
	}
	return g
}

// writeStandings prints the crosstable (each program's wins, losses and
// draws against each other, in rank order) and the standings.
func writeStandings(w io.Writer, table []standings.Standing, games []standings.Game) {
	writeTable(w, table, games,
		"standings (RULES.md section 7: win 2, draw 1, loss 0; ties: (a) points of the opponents beaten + half of those drawn, (b) fewer warnings):",
		"(a)", func(i int) string { return fmt.Sprintf("%g", table[i].Beaten()) })
}

// writeSwissStandings prints the crosstable and the standings of a Swiss
// tournament, by the total after rounds rounds (standings.Swiss).
func writeSwissStandings(w io.Writer, table []standings.SwissStanding, games []standings.Game, rounds int) {
	base := make([]standings.Standing, len(table))
	for i, s := range table {
		base[i] = s.Standing
	}
	title := fmt.Sprintf("standings (RULES.md section 7, Swiss: win 2, draw 1, loss 0; total = points + (opponents' points / (maximum points / 2) - rounds), each game a round: %d rounds, maximum %d):",
		rounds, standings.WinPoints*rounds)
	writeTable(w, base, games, title, "opponents\ttotal", func(i int) string {
		return fmt.Sprintf("%d\t%.2f", table[i].Opponents, table[i].Total)
	})
}

// writeTable prints the crosstable of the players in table's order, then
// title and the standings: rank (with "=" where tied), program, games,
// results, points, the columns named by extra (tab-separated) whose values
// row gives for the i-th player, and warnings; and the tied players, for
// a playoff or lots.
func writeTable(w io.Writer, table []standings.Standing, games []standings.Game, title, extra string, row func(i int) string) {
	order := make([]string, len(table))
	for i, s := range table {
		order[i] = s.Player
	}
	writeCrosstable(w, order, games)
	fmt.Fprintln(w, title)
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	fmt.Fprintln(tw, "rank\tprogram\tgames\twins-losses-draws\tpoints\t"+extra+"\twarnings")
	var tied []string
	for i, s := range table {
		r := fmt.Sprint(s.Rank)
		if s.Tied {
			r += "="
			tied = append(tied, s.Player)
		}
		fmt.Fprintf(tw, "%s\t%s\t%d\t%d-%d-%d\t%d\t%s\t%d\n", r, s.Player, s.Games(), s.Wins, s.Losses, s.Draws, s.Points, row(i), s.Warnings)
	}
	tw.Flush()
	if len(tied) > 0 {
		fmt.Fprintf(w, "tied (=): %s: a playoff or lots decide, if the organisers want one (RULES.md section 7 (d))\n", strings.Join(tied, ", "))
	}
}

// writeCrosstable prints each program's wins, losses and draws against
// each other, the programs in order.
func writeCrosstable(w io.Writer, order []string, games []standings.Game) {
	n := len(order)
	at := map[string]int{}
	for i, p := range order {
		at[p] = i
	}
	cross := make([][]stats.WDL, n) // cross[i][j]: i's games against j
	for i := range cross {
		cross[i] = make([]stats.WDL, n)
	}
	for _, g := range games {
		a, b := at[g.A], at[g.B]
		var o stats.WDL
		switch g.Result {
		case standings.WinA:
			o.Wins = 1
		case standings.WinB:
			o.Losses = 1
		case standings.Draw:
			o.Draws = 1
		default:
			continue
		}
		cross[a][b] = cross[a][b].Add(o)
		cross[b][a] = cross[b][a].Add(o.Flip())
	}
	fmt.Fprintln(w, "crosstable (the row's wins-losses-draws against the column):")
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	fmt.Fprint(tw, "\t")
	for j := range n {
		fmt.Fprintf(tw, "\t%d", j+1)
	}
	fmt.Fprintln(tw)
	for i, p := range order {
		fmt.Fprintf(tw, "%d\t%s", i+1, p)
		for j := range n {
			switch {
			case i == j:
				fmt.Fprint(tw, "\t-")
			case cross[i][j].Games() == 0:
				fmt.Fprint(tw, "\t.")
			default:
				fmt.Fprintf(tw, "\t%s", short(cross[i][j]))
			}
		}
		fmt.Fprintln(tw)
	}
	tw.Flush()
}

// short is a tally as wins-losses-draws.
func short(t stats.WDL) string { return fmt.Sprintf("%d-%d-%d", t.Wins, t.Losses, t.Draws) }
