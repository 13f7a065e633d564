package main

import (
	"bytes"
	"cmp"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"

	"github.com/gtp-referee/gtp-referee/match"
	"github.com/gtp-referee/gtp-referee/match/results"
	"github.com/gtp-referee/gtp-referee/match/standings"
)

// tournamentFormats are the formats of tournament (RULES.md section 7).
var tournamentFormats = []string{"round-robin", "double-round-robin", "gauntlet", "swiss", "knockout", "double-elimination", "elimination", "team-round-robin"}

// defaultEngines are tournament's engines when none is given: the
// built-in engine at three strengths.
var defaultEngines = []string{
	"gtp-referee gtp --move-time 100ms",
	"gtp-referee gtp --move-time 20ms",
	"gtp-referee gtp --move-policy random",
}

// matchBoolFlags are match's flags that take no value (the others take
// the next argument, unless given as --flag=value).
var matchBoolFlags = map[string]bool{"alternate": true, "quiet": true, "force": true, "auto": true, "verbose": true, "debugtocomment": true, "free-handicap": true}

// matchValueFlags are match's flags that take a value (the next
// argument, unless given as --flag=value), those of tournamentOwn aside.
var matchValueFlags = map[string]bool{
	"games": true, "size": true, "komi": true, "rules": true, "handicap": true, "openings": true, "time": true,
	"grace": true, "max-moves": true, "maxmoves": true, "illegal": true, "scoring": true, "parallel": true,
	"threads": true, "sprt": true, "best-of": true, "timeout": true, "startup-timeout": true, "crash-limit": true,
	"referee": true, "observer": true,
}

// tournamentOwn are the flags tournament sets itself for each match.
var tournamentOwn = []string{"black", "white", "out", "sgffile", "shard"}

// runTournament plays a tournament between engines as a series of
// matches, one per pairing, each in its own subdirectory of --out (named
// by the engines' numbers in the order given: 1-2 is engine 1 with
// --black against engine 2), and prints the crosstable and standings.
// The other flags are match's, given to each match: a tournament is
// resumed as a match is, by running the same command again.
func runTournament(ctx context.Context, args []string, stdin io.Reader, stdout, stderr io.Writer) error {
	var engines, matchArgs, withdraw []string
	format, out, roundsFlag, bestOfFlag, livesFlag, teamFlag := "round-robin", "tournament-out", "", "", "", ""
	setSize, setGames, setAlternate := false, false, false
	for i := 0; i < len(args); i++ {
		a := args[i]
		name, value, hasValue := strings.Cut(strings.TrimLeft(a, "-"), "=")
		if !strings.HasPrefix(a, "-") || a == "-" || a == "--" {
			return &exitError{code: 2, err: fmt.Errorf("tournament: unexpected argument %q", a)}
		}
		switch name {
		case "h", "help":
			tournamentUsage(stderr)
			return &exitError{code: 0}
		case "engine", "format", "out", "rounds", "best-of", "withdraw", "lives", "team-size":
			if !hasValue {
				if i+1 >= len(args) {
					return &exitError{code: 2, err: fmt.Errorf("tournament: flag needs an argument: %s", a)}
				}
				i++
				value = args[i]
			}
			switch name {
			case "engine":
				if strings.TrimSpace(value) == "" {
					return &exitError{code: 2, err: errors.New("tournament: --engine: empty command")}
				}
				if slices.Contains(engines, value) {
					return &exitError{code: 2, err: fmt.Errorf("tournament: --engine %q given twice: a program would play itself", value)}
				}
				engines = append(engines, value)
			case "format":
				format = value
			case "out":
				out = value
			case "rounds":
				roundsFlag = value
			case "best-of":
				bestOfFlag = value
			case "withdraw":
				withdraw = append(withdraw, value)
			case "lives":
				livesFlag = value
			case "team-size":
				teamFlag = value
			}
			continue
		}
		if slices.Contains(tournamentOwn, name) {
			return &exitError{code: 2, err: fmt.Errorf("tournament: --%s is set for each match by the tournament", name)}
		}
		if !matchBoolFlags[name] && !matchValueFlags[name] {
			// Not match's either: taken for a flag with a value, it
			// would swallow the next argument (an --engine), and the
			// error would name that instead.
			return &exitError{code: 2, err: fmt.Errorf("tournament: flag provided but not defined: %s (gtp-referee tournament -h)", a)}
		}
		setSize = setSize || name == "size"
		setGames = setGames || name == "games"
		setAlternate = setAlternate || name == "alternate"
		matchArgs = append(matchArgs, a)
		if !hasValue && !matchBoolFlags[name] && i+1 < len(args) {
			i++
			matchArgs = append(matchArgs, args[i]) // its value
		}
	}
	if !slices.Contains(tournamentFormats, format) {
		return &exitError{code: 2, err: fmt.Errorf("tournament: --format %q: want %s", format, strings.Join(tournamentFormats, ", "))}
	}
	if out == "" {
		return &exitError{code: 2, err: fmt.Errorf("tournament: --out: %w", errEmptyOut)}
	}
	rounds := 0
	if (roundsFlag != "") != (format == "swiss") {
		return &exitError{code: 2, err: errors.New("tournament: --rounds is given with --format swiss, and only with it")}
	}
	if roundsFlag != "" {
		n, err := strconv.Atoi(roundsFlag)
		if err != nil || n < 1 {
			return &exitError{code: 2, err: fmt.Errorf("tournament: --rounds %q: want a number of rounds, 1 or more", roundsFlag)}
		}
		rounds = n
	}
	lives := 0
	switch {
	case format == "double-elimination" && livesFlag == "":
		lives = 2
	case format == "elimination" || format == "double-elimination":
		n, err := strconv.Atoi(livesFlag)
		if err != nil || n < 2 || format == "double-elimination" && n != 2 {
			return &exitError{code: 2, err: fmt.Errorf("tournament: --lives %q: want the losses that eliminate an engine, 2 or more (2 with double-elimination)", livesFlag)}
		}
		lives = n
	case livesFlag != "":
		return &exitError{code: 2, err: errors.New("tournament: --lives goes with --format elimination or double-elimination")}
	}
	bestOf := 0
	if bestOfFlag != "" {
		n, err := strconv.Atoi(bestOfFlag)
		switch {
		case err != nil || n < 1:
			return &exitError{code: 2, err: fmt.Errorf("tournament: --best-of %q: want a number of games, 1 or more", bestOfFlag)}
		case format != "knockout" && format != "gauntlet" && lives == 0:
			// Every game counts in a round robin's or a Swiss
			// table: a pairing cut short would count fewer.
			return &exitError{code: 2, err: fmt.Errorf("tournament: --best-of goes with --format knockout, gauntlet or an elimination, whose pairings have a winner, not %s", format)}
		case setGames:
			return &exitError{code: 2, err: fmt.Errorf("tournament: --best-of %d is the games of a pairing: leave --games out", n)}
		}
		bestOf = n
		setGames = true
	}
	if len(engines) == 0 {
		// As match's default: 2 games a pairing on 9x9.
		engines = defaultEngines
		if !setSize {
			matchArgs = append(matchArgs, "--size", "9")
		}
		if !setGames {
			matchArgs = append(matchArgs, "--games", "2")
		}
	}
	if len(engines) < 2 {
		return &exitError{code: 2, err: errors.New("tournament: give two --engine or more")}
	}
	if most := maxSwissRounds(len(engines)); rounds > most {
		// Past that, every pairing repeats a game (standings.Pair).
		return &exitError{code: 2, err: fmt.Errorf("tournament: --rounds %d: %d engines meet each other in %d Swiss rounds at most", rounds, len(engines), most)}
	}
	teamSize := 0
	if (teamFlag != "") != (format == "team-round-robin") {
		return &exitError{code: 2, err: errors.New("tournament: --team-size is given with --format team-round-robin, and only with it")}
	}
	if teamFlag != "" {
		n, err := strconv.Atoi(teamFlag)
		if err != nil || n < 1 || len(engines)%n != 0 || len(engines)/n < 2 {
			return &exitError{code: 2, err: fmt.Errorf("tournament: --team-size %q: want the engines of a team, which the %d --engine flags make two teams or more of", teamFlag, len(engines))}
		}
		teamSize = n
	}
	for i, w := range withdraw {
		if k := slices.Index(engines, w); k >= 0 {
			withdraw[i] = strconv.Itoa(k + 1) // an engine's command line, as given to --engine
		} else if n, err := strconv.Atoi(w); err != nil || n < 1 || n > len(engines) {
			return &exitError{code: 2, err: fmt.Errorf("tournament: --withdraw %q: want an engine's number, 1 to %d in --engine order, or its --engine command line", w, len(engines))}
		}
	}
	if !setAlternate {
		// Each program of a pairing plays both colours, unless
		// --alternate=false says otherwise: a pairing's games all
		// with engine A as Black would favour A.
		matchArgs = append(matchArgs, "--alternate")
	}
	st := &tournamentRecord{Format: format, Engines: engines, Rounds: rounds, BestOf: bestOf, Lives: lives, TeamSize: teamSize}
	if !slices.Contains(walkoverFormats, format) {
		st.Games = matchGames(matchArgs)
	}
	written, err := tournamentState(out, st)
	if err != nil {
		return err
	}
	self, err := os.Executable()
	if err != nil {
		return fmt.Errorf("tournament: finding the built-in engine: %w", err)
	}
	resolve := func(argv []string) []string {
		if argv[0] == "gtp-referee" {
			return append([]string{self}, argv[1:]...)
		}
		return argv
	}
	players := make([]string, len(engines))
	for i := range engines {
		players[i] = fmt.Sprint(i + 1)
	}
	// playIn plays the match of engines a (--black) and b in dir.
	playIn := func(dir, a, b string, extra ...string) (string, error) {
		ia, ib := slices.Index(players, a), slices.Index(players, b)
		fmt.Fprintf(stdout, "== %s: engine %s (%s) against engine %s (%s)\n", dir, a, engines[ia], b, engines[ib])
		margs := append([]string{"--black", engines[ia], "--white", engines[ib], "--out", dir}, matchArgs...)
		margs = append(margs, extra...)
		err := runMatchWith(ctx, margs, stdout, stderr, resolve)
		if !written {
			// tournament.json is written once a match has accepted
			// the flags (its match.json is there): a first pairing
			// refused as a usage error (a mistyped engine, a bad
			// flag value) leaves none, so that the corrected
			// command is not refused as another tournament.
			// Nor is it written where the first pairing's directory
			// holds another match (an --out whose tournament.json
			// was removed): it would name the refused engines.
			if _, serr := os.Stat(filepath.Join(dir, match.StateFile)); serr == nil && !errors.Is(err, match.ErrDifferentMatch) {
				if werr := writeTournament(out, st); werr != nil {
					return dir, werr
				}
				written = true
			}
		}
		return dir, err
	}
	play := func(a, b string, extra ...string) (string, error) {
		return playIn(filepath.Join(out, a+"-"+b), a, b, extra...)
	}
	games := matchGames(matchArgs)
	if len(withdraw) > 0 || len(st.Withdrawn) > 0 {
		// Where every pairing is a walkover (or not played) no match
		// starts to check the match flags, on the first run (whose
		// tournament.json is then written at the end, so that a rerun
		// without --withdraw keeps the withdrawals) or a rerun: checked
		// here, on the built-in engine, not on the engines, one of which
		// may be withdrawn because it cannot be run.
		check := append([]string{"--black", "gtp-referee gtp", "--white", "gtp-referee gtp", "--out", out}, matchArgs...)
		check = append(check, bestOfArgs(bestOf)...) // given to each match by the tournament
		if _, err := matchConfig(check, io.Discard, resolve); err != nil {
			return fmt.Errorf("tournament: %w", err)
		}
	}
	// The withdrawals of one command are made at the same time: each
	// engine's rounds played are counted with the withdrawals made
	// before this run only, so that the order of the --withdraw flags
	// does not matter (counted after an earlier flag's, a pairing that
	// engine left not played would count as a round played by the later
	// one, who would win forfeits against an engine withdrawn with him).
	before := *st
	before.Withdrawn = slices.Clone(st.Withdrawn)
	batch := nextBatch(st)
	for _, w := range withdraw {
		if _, ok := withdrawnAt(st, w); ok {
			continue // withdrawn before: kept as it was
		}
		if slices.Contains(walkoverFormats, format) {
			st.Withdrawn = append(st.Withdrawn, withdrawal{Engine: w, Reason: "--withdraw"})
			fmt.Fprintf(stdout, "engine %s (%s) withdraws: his pairings not decided are walkovers\n", w, engines[slices.Index(players, w)])
		} else {
			played := playedRounds(out, &before, w, games, stdin)
			st.Withdrawn = append(st.Withdrawn, withdrawal{Engine: w, Played: played, Reason: "--withdraw", Prior: st.prior, Batch: batch})
			_, rounds := tournamentSchedule(st)
			fmt.Fprintf(stdout, "engine %s (%s) withdraws after %d of %d rounds\n", w, engines[slices.Index(players, w)], played, rounds)
		}
		if written {
			if err := writeTournament(out, st); err != nil {
				return err
			}
		}
	}
	// withdrawForfeits withdraws an engine of the pairing a-b of round
	// round, in dir, that lost every game of it by a failure of his
	// (it crashed, could not start, ...): after the rounds before.
	withdrawForfeits := func(dir, a, b string, round int) error {
		recs, err := pairingRecords(dir, stdin)
		if err != nil {
			return &exitError{code: 1, err: fmt.Errorf("tournament: %w", err)}
		}
		for k, e := range []string{a, b} {
			prog := []string{results.ProgBlack, results.ProgWhite}[k]
			if _, ok := withdrawnAt(st, e); ok || !forfeitedAll(recs, prog) {
				continue
			}
			// He played on with this run's --games: the games of
			// his pairings were due before he withdrew, alone.
			st.Withdrawn = append(st.Withdrawn, withdrawal{Engine: e, Played: round - 1, Reason: fmt.Sprintf("lost every game of round %d by a failure of his engine", round),
				Prior: st.Games, Batch: nextBatch(st)})
			fmt.Fprintf(stdout, "round %d: engine %s (%s) withdraws: it lost every game of the round by a failure of its engine\n", round, e, engines[slices.Index(players, e)])
			if written {
				if err := writeTournament(out, st); err != nil {
					return err
				}
			}
		}
		return nil
	}
	// playUnlessWithdrawn plays the round robin's or Swiss pairing a-b of
	// round round, unless one of its engines has withdrawn: then the
	// games it recorded stand and no other is played, in a round he
	// played too (a resume with more --games would have him play on
	// after withdrawing).
	playUnlessWithdrawn := func(a, b string, round int) (string, error) {
		for _, e := range []string{a, b} {
			if _, ok := withdrawnAt(st, e); !ok {
				continue
			}
			dir := filepath.Join(out, a+"-"+b)
			if n, err := recordedGames(dir, stdin); err == nil && n < games {
				fmt.Fprintf(stdout, "round %d: %s-%s: %d of %s recorded, no more played: %s withdrew\n", round, a, b, n, gameCount(games), engineLabel(e, engines, players))
			}
			return dir, nil
		}
		return play(a, b)
	}
	var dirs []string
	var failed error
	switch format {
	case "round-robin", "double-round-robin", "team-round-robin":
		// A team round robin's boards are its pairings (teamSchedule):
		// each pair of teams once (the circle method on the teams), on
		// teamSize boards, the k-th engines of the two teams, the
		// first team's with --black on the odd boards (teams.go); a
		// withdrawal is an engine's, as in a round robin.
		schedule, _ := tournamentSchedule(st)
		for _, g := range schedule {
			if ea, eb, ok := boardEngines(g); ok && teamSize > 0 && (ea-1)%teamSize == 0 {
				fmt.Fprintf(stdout, "round %d: team %d against team %d\n", g.Round, teamOf(ea, teamSize), teamOf(eb, teamSize))
			}
			if skipped(st, g) {
				// A withdrawn engine's pairing: not played, a
				// forfeit or void in the table (applyWithdrawals).
				// The games it recorded before he withdrew (in
				// its middle) stand.
				fmt.Fprintf(stdout, "round %d: %s-%s not played: an engine withdrew\n", g.Round, g.A, g.B)
				dirs = append(dirs, filepath.Join(out, g.A+"-"+g.B))
				continue
			}
			dir, err := playUnlessWithdrawn(g.A, g.B, g.Round)
			if done, err := pairingDone(err, &failed); done {
				return err
			}
			dirs = append(dirs, dir)
			if err := withdrawForfeits(dir, g.A, g.B, g.Round); err != nil {
				return err
			}
		}
	case "gauntlet":
		// Winner stays on: the holder (engine 1 first) plays each next
		// engine in turn; the challenger takes his place only by
		// scoring more points in their match (win 2, draw 1).
		// A withdrawn engine's match not decided is a walkover
		// (withdrawalWinner); where the holder and the challenger have
		// both withdrawn, the next challenger holds without playing.
		perPairing := games
		if bestOf > 0 {
			perPairing = bestOf
		}
		// Each match's holder is kept in tournament.json before it is
		// played, so that a resume (with more --games, say) plays the
		// same pairings whatever the matches before then record.
		holder := players[0]
		walkover := false // the match before was a walkover, not decided by its games
		for r, c := range players[1:] {
			if r < len(st.Gauntlet) {
				if kept := st.Gauntlet[r]; kept != holder && kept != "" {
					fmt.Fprintf(stdout, "round %d: engine %s (%s) holds, as %s keeps it: %s\n",
						r+1, kept, engines[slices.Index(players, kept)], tournamentFile, nowGoesTo("the match before", holder, walkover, engines, players))
				}
				holder = st.Gauntlet[r]
			} else {
				st.Gauntlet = append(st.Gauntlet, holder)
				if written {
					if err := writeTournament(out, st); err != nil {
						return err
					}
				}
			}
			dir := filepath.Join(out, holder+"-"+c)
			if holder == "" {
				holder = c
				fmt.Fprintf(stdout, "round %d: engine %s (%s) holds: a walkover, the engines before withdrew\n", r+1, c, engines[slices.Index(players, c)])
				continue
			}
			dirs = append(dirs, dir)
			winner, byGames, ok, err := withdrawalWinner(st, dir, holder, c, perPairing, perPairing, stdin)
			if err != nil {
				return &exitError{code: 1, err: fmt.Errorf("tournament: %w", err)}
			}
			walkover = ok && !byGames
			if ok {
				fmt.Fprintf(stdout, "round %d: %s: %s\n", r+1, filepath.Base(dir), walkoverLine(st, winner, holder, c, byGames, engines, players))
				holder = winner
				continue
			}
			if _, err := play(holder, c, bestOfArgs(bestOf)...); err != nil {
				if done, err := pairingDone(err, &failed); done {
					return err
				}
			}
			gs, err := pairingGames(dir, [2]string{holder, c}, 0, stdin)
			if err != nil {
				return &exitError{code: 1, err: fmt.Errorf("tournament: %w", err)}
			}
			if err := withdrawForfeits(dir, holder, c, r+1); err != nil {
				return err
			}
			if ph, pc := pairingPoints(gs, holder, c); pc > ph {
				holder = c
			}
		}
		if st.Stays == nil || *st.Stays != holder {
			// Kept for stats: a walkover decided with this run's
			// --games is not in the records (writeGauntlet).
			st.Stays = &holder
			if written {
				if err := writeTournament(out, st); err != nil {
					return err
				}
			}
		}
		if holder == "" {
			fmt.Fprintln(stdout, "gauntlet: no engine stays on: the last ones withdrew")
		} else {
			fmt.Fprintf(stdout, "gauntlet: engine %s (%s) stays on\n", holder, engines[slices.Index(players, holder)])
		}
	case "swiss":
		// Each round is paired from the results of the rounds before
		// (standings.PairAhead, the engines seeded in --engine order,
		// the rounds after it still pairable) and
		// kept in tournament.json before it is played, so that a resume
		// plays the same pairings whatever its matches then record.
		perPairing := games
		var games []standings.Game
		var byes []string
	rounds:
		for r := range rounds {
			if r == len(st.Swiss) {
				// A withdrawn engine is paired no more; his
				// games count as the withdrawal leaves them.
				var present, absent []string
				for _, p := range players {
					if _, ok := withdrawnAt(st, p); ok {
						absent = append(absent, p)
					} else {
						present = append(present, p)
					}
				}
				wgames := withdrawnGames(st, games, perPairing, func(d string) (int, bool) { return matchJSONGames(filepath.Join(out, d)) })
				pairs, bye, err := standings.PairAheadAmong(present, absent, wgames, byes, rounds-r)
				if errors.Is(err, standings.ErrNoPairing) && rounds-r > 1 {
					// The rounds after this one cannot all be
					// paired (a withdrawal has thinned the
					// field): this one is played if it can be,
					// and the first that cannot stops the
					// tournament.
					pairs, bye, err = standings.PairAheadAmong(present, absent, wgames, byes, 1)
				}
				if err != nil {
					if failed == nil {
						failed = &exitError{code: 1, err: fmt.Errorf("tournament: round %d: %w", r+1, err)}
					}
					break rounds
				}
				rd := swissRound{Bye: bye}
				for _, p := range pairs {
					rd.Pairs = append(rd.Pairs, [2]string{p.A, p.B})
				}
				st.Swiss = append(st.Swiss, rd)
				if written {
					if err := writeTournament(out, st); err != nil {
						return err
					}
				}
			}
			rd := st.Swiss[r]
			fmt.Fprintf(stdout, "round %d of %d: %s\n", r+1, rounds, pairNames(rd.Pairs))
			if rd.Bye != "" {
				byes = append(byes, rd.Bye)
				fmt.Fprintf(stdout, "round %d: engine %s (%s) has the bye\n", r+1, rd.Bye, engines[slices.Index(players, rd.Bye)])
			}
			for _, p := range rd.Pairs {
				if skipped(st, standings.Game{A: p[0], B: p[1], Round: r + 1}) {
					fmt.Fprintf(stdout, "round %d: %s-%s not played: an engine withdrew\n", r+1, p[0], p[1])
					dir := filepath.Join(out, p[0]+"-"+p[1])
					dirs = append(dirs, dir) // its games recorded before stand
					gs, err := pairingGames(dir, p, r+1, stdin)
					if err != nil {
						return &exitError{code: 1, err: fmt.Errorf("tournament: %w", err)}
					}
					games = append(games, gs...)
					continue
				}
				dir, err := playUnlessWithdrawn(p[0], p[1], r+1)
				if done, err := pairingDone(err, &failed); done {
					return err
				}
				dirs = append(dirs, dir)
				gs, err := pairingGames(dir, p, r+1, stdin)
				if err != nil {
					return &exitError{code: 1, err: fmt.Errorf("tournament: %w", err)}
				}
				games = append(games, gs...)
				if err := withdrawForfeits(dir, p[0], p[1], r+1); err != nil {
					return err
				}
			}
		}
	case "elimination", "double-elimination":
		// Multiple elimination: an engine is out once it has lost
		// lives pairings (2: double elimination). Each round pairs the
		// engines left by their losses (pairElimination), kept in
		// tournament.json before it is played, as a Swiss round; a
		// pairing is decided as a knockout's (knockoutPairing).
		if bestOf > 0 {
			games = bestOf
		}
		losses := map[string]int{}   // engine -> pairings lost
		lastLoss := map[string]int{} // engine -> the round of its last loss, from 1
		meetings := map[string]int{} // pairKey -> pairings played
		for r := 0; ; r++ {
			if r == len(st.Elimination) {
				// A withdrawn engine is paired no more.
				left := maps.Clone(losses)
				for _, w := range st.Withdrawn {
					left[w.Engine] = lives
				}
				rd, ok := pairElimination(players, left, lastLoss, lives)
				if !ok {
					break
				}
				st.Elimination = append(st.Elimination, rd)
				if written {
					if err := writeTournament(out, st); err != nil {
						return err
					}
				}
			}
			rd := st.Elimination[r]
			// Named by their directories: a rematch's "A-B-2".
			names := make([]string, len(rd.Pairs))
			for k, p := range rd.Pairs {
				names[k] = eliminationDir(p, meetings[pairKey(p)])
			}
			fmt.Fprintf(stdout, "round %d: %s\n", r+1, strings.Join(names, ", "))
			for _, b := range rd.Byes {
				fmt.Fprintf(stdout, "round %d: engine %s (%s) has a bye\n", r+1, b, engines[slices.Index(players, b)])
			}
			// A round kept in tournament.json after this one was
			// paired from this one's winners as they were (Winners):
			// a resume (with more --games, say) that decides a
			// pairing otherwise keeps them, as a knockout's rounds.
			// The last round's winners pair nothing yet: recounted.
			kept := r+1 < len(st.Elimination)
			for k, p := range rd.Pairs {
				dir := filepath.Join(out, eliminationDir(p, meetings[pairKey(p)]))
				meetings[pairKey(p)]++
				dirs = append(dirs, dir)
				winner, byGames, walkover, err := withdrawalWinner(st, dir, p[0], p[1], games, 2*games, stdin)
				if err != nil {
					return &exitError{code: 1, err: fmt.Errorf("tournament: %w", err)}
				}
				if walkover {
					fmt.Fprintf(stdout, "round %d: %s: %s\n", r+1, filepath.Base(dir), walkoverLine(st, winner, p[0], p[1], byGames, engines, players))
				} else {
					winner, err = knockoutPairing(dir, p[0], p[1], games, bestOf > 0, func(a, b string, extra ...string) (string, error) {
						return playIn(dir, a, b, extra...)
					}, stdin, stdout, &failed)
					if err != nil {
						return err
					}
					if err := withdrawForfeits(dir, p[0], p[1], r+1); err != nil {
						return err
					}
				}
				if kept && k < len(rd.Winners) && rd.Winners[k] != winner {
					fmt.Fprintf(stdout, "round %d: %s: %s won it, as %s keeps it (round %d was paired from it): %s\n",
						r+1, filepath.Base(dir), cmp.Or(engineLabel(rd.Winners[k], engines, players), "no engine"), tournamentFile, r+2, nowGoesTo("it", winner, walkover && !byGames, engines, players))
					winner = rd.Winners[k]
				}
				if w := st.Elimination[r].Winners; k >= len(w) || w[k] != winner {
					st.Elimination[r].Winners = append(w[:min(k, len(w))], winner)
					if written {
						if err := writeTournament(out, st); err != nil {
							return err
						}
					}
				}
				for _, loser := range p {
					if loser == winner {
						continue
					}
					losses[loser]++
					lastLoss[loser] = r + 1
					if walkover {
						continue // said by walkoverLine
					}
					what := fmt.Sprintf("its loss %d of %d", losses[loser], lives)
					if losses[loser] >= lives {
						what = "eliminated"
					}
					fmt.Fprintf(stdout, "round %d: engine %s (%s) beats engine %s (%s): %s\n", r+1, winner, engines[slices.Index(players, winner)], loser, engines[slices.Index(players, loser)], what)
				}
			}
		}
		if w := eliminationWinner(st, players, losses); w == "" {
			fmt.Fprintf(stdout, "%s: no winner: the engines left withdrew\n", format)
		} else {
			fmt.Fprintf(stdout, "%s: engine %s (%s) wins\n", format, w, engines[slices.Index(players, w)])
		}
	case "knockout":
		// Single elimination: the engines seeded in --engine order in
		// a bracket of the next power of two (knockoutSlots), the top
		// seeds given the byes; the higher seed of a pairing has
		// --black. Each round's entrants are kept in tournament.json
		// before it is played, as a Swiss round's pairings are.
		if bestOf > 0 {
			games = bestOf
		}
		size := 1
		for size < len(players) {
			size *= 2
		}
		if len(st.Bracket) == 0 {
			entrants := make([]string, size)
			for i, seed := range knockoutSlots(size) {
				if seed <= len(players) {
					entrants[i] = players[seed-1]
				}
			}
			st.Bracket = [][]string{entrants}
		}
		seed := func(p string) int { return slices.Index(players, p) }
		for r := 0; ; r++ {
			if r == len(st.Bracket) {
				return &exitError{code: 1, err: fmt.Errorf("tournament: %s: round %d of the bracket is missing", filepath.Join(out, tournamentFile), r+1)}
			}
			entrants := st.Bracket[r]
			if len(entrants) == 1 {
				if entrants[0] == "" {
					fmt.Fprintln(stdout, "knockout: no winner: the engines left withdrew")
				} else {
					fmt.Fprintf(stdout, "knockout: engine %s (%s) wins\n", entrants[0], engines[seed(entrants[0])])
				}
				break
			}
			next := make([]string, len(entrants)/2)
			// A round kept in tournament.json was paired from the
			// winners as they were: a resume (with more --games,
			// say) that decides a pairing otherwise keeps them. The
			// winner alone, the final's, pairs nothing: recounted.
			kept := r+1 < len(st.Bracket) && (r+2 < len(st.Bracket) || len(st.Bracket[r+1]) > 1)
			keep := func(k int, winner, dir string, walkover bool) string {
				if !kept || st.Bracket[r+1][k] == winner {
					return winner
				}
				was := st.Bracket[r+1][k]
				fmt.Fprintf(stdout, "round %d: %s goes on, as %s keeps it: %s\n",
					r+1, cmp.Or(engineLabel(was, engines, players), "no engine"), tournamentFile, nowGoesTo(filepath.Base(dir), winner, walkover, engines, players))
				return was
			}
			for k := range next {
				a, b := entrants[2*k], entrants[2*k+1]
				switch {
				case a == "" || b == "":
					next[k] = a + b
					if next[k] != "" {
						fmt.Fprintf(stdout, "round %d: engine %s (%s) has a bye\n", r+1, next[k], engines[seed(next[k])])
					}
					continue
				case seed(b) < seed(a):
					a, b = b, a
				}
				dir := filepath.Join(out, a+"-"+b)
				dirs = append(dirs, dir)
				if winner, byGames, ok, err := withdrawalWinner(st, dir, a, b, games, 2*games, stdin); err != nil {
					return &exitError{code: 1, err: fmt.Errorf("tournament: %w", err)}
				} else if ok {
					fmt.Fprintf(stdout, "round %d: %s: %s\n", r+1, filepath.Base(dir), walkoverLine(st, winner, a, b, byGames, engines, players))
					next[k] = keep(k, winner, dir, !byGames)
					continue
				}
				winner, err := knockoutPairing(dir, a, b, games, bestOf > 0, play, stdin, stdout, &failed)
				if err != nil {
					return err
				}
				if err := withdrawForfeits(dir, a, b, r+1); err != nil {
					return err
				}
				next[k] = keep(k, winner, dir, false)
				fmt.Fprintf(stdout, "round %d: engine %s (%s) goes through\n", r+1, next[k], engines[seed(next[k])])
			}
			switch {
			case r+1 < len(st.Bracket) && !kept && !slices.Equal(st.Bracket[r+1], next):
				st.Bracket[r+1] = next // the final's winner, recounted
				if written {
					if err := writeTournament(out, st); err != nil {
						return err
					}
				}
			case r+1 == len(st.Bracket):
				st.Bracket = append(st.Bracket, next)
				if written {
					if err := writeTournament(out, st); err != nil {
						return err
					}
				}
			}
		}
	}
	if written && st.Games > 0 || !written && len(st.Withdrawn) > 0 {
		// No match started (every pairing a walkover, or not played
		// after a withdrawal), none wrote tournament.json: written now,
		// so that a rerun without --withdraw keeps the withdrawals
		// rather than play the pairings. Written again too where it
		// keeps Games, which this run may have raised without any
		// match writing it (every pairing left a withdrawn engine's),
		// so that stats counts the same forfeits.
		if err := writeTournament(out, st); err != nil {
			return err
		}
	}
	// The pairings in the order of their directories' names, as stats
	// reads DIR or DIR/*, so that it prints the same table: players
	// that no tie-break separates are listed in the order they first
	// appear, engine 1 first, not in the order the pairings were played.
	slices.Sort(dirs)
	var files []recordsFile
	for _, d := range dirs {
		if _, err := os.Stat(filepath.Join(d, match.RecordsFile)); err != nil {
			continue // a pairing that recorded no game
		}
		f, err := readRecordsFile(d, stdin)
		if err != nil {
			return &exitError{code: 1, err: fmt.Errorf("tournament: %w", err)}
		}
		files = append(files, f)
	}
	names, err := playerNames(files)
	if err != nil {
		return &exitError{code: 1, err: fmt.Errorf("tournament: %w", err)}
	}
	if len(files) > 0 && names != nil {
		if err := reportTournament("tournament", files, names, nil, false, st, stdout, stderr); err != nil {
			return err
		}
	}
	return failed
}

// tournamentFile is the file in a tournament's --out that names its
// format and engines, so that a resume with others is refused.
const tournamentFile = "tournament.json"

// tournamentRecord is tournament.json: the tournament's format and
// engines, and what a resume must replay as it was.
type tournamentRecord struct {
	Format  string
	Engines []string
	// Rounds is --rounds of a Swiss tournament (0 for the others).
	Rounds int `json:",omitempty"`
	// BestOf is --best-of of a knockout, a gauntlet or an elimination:
	// each pairing a best-of-N match (0 for none, and in a file written
	// before it).
	BestOf int `json:",omitempty"`
	// Swiss holds each Swiss round's pairings, as decided before the
	// round was played.
	Swiss []swissRound `json:",omitempty"`
	// TeamSize is the engines of a team in a team round robin (0 for
	// the other formats): teams of that many --engine flags, in order.
	TeamSize int `json:",omitempty"`
	// Lives is the number of lost pairings that eliminate an engine in
	// an elimination (2: double elimination; 0 for the other formats).
	Lives int `json:",omitempty"`
	// Elimination holds each elimination round's pairings, as decided
	// before the round was played.
	Elimination []eliminationRound `json:",omitempty"`
	// Games is the games of a pairing of a round robin, a team round
	// robin or a Swiss tournament: the largest --games of the runs (0
	// for the other formats, and in a file written before it was kept).
	// A withdrawn engine's remaining games are counted against it
	// (applyWithdrawals: --games forfeits a pairing not played, and the
	// games a resume with more --games adds to his pairings played),
	// where a resume whose every pairing is a withdrawn engine's leaves
	// the pairings' match.json files as they were.
	Games int `json:",omitempty"`
	// prior is the Games that tournament.json held before this run
	// (0 for a new tournament): the games of a pairing that were due
	// before its --withdraw flags (withdrawal.Prior).
	prior int
	// Withdrawn holds the withdrawals of the engines, in the order they
	// were made (none in a file written before they were kept); in a
	// knockout, a gauntlet or an elimination, Played is not used.
	Withdrawn []withdrawal `json:",omitempty"`
	// Gauntlet holds the holder of each gauntlet match, the engine's
	// number ("" where none is left), as decided before the match was
	// played: Gauntlet[i] meets engine i+2.
	Gauntlet []string `json:",omitempty"`
	// Stays is the engine that stays on after a gauntlet's last match,
	// as the tournament decided it ("" where the last engines withdrew;
	// nil before the last match, and in a file written before it was
	// kept).
	Stays *string `json:",omitempty"`
	// Bracket holds each knockout round's entrants, as decided before
	// the round was played: in bracket order, the engines' numbers, ""
	// for a bye; neighbours (the first and second, the third and
	// fourth, ...) meet. The last holds the winner alone.
	Bracket [][]string `json:",omitempty"`
}

// swissRound is a Swiss round's pairings, each the engines' numbers with
// --black first, and the engine that had the bye ("" with an even
// number of engines).
type swissRound struct {
	Pairs [][2]string
	Bye   string `json:",omitempty"`
}

// maxSwissRounds is the number of Swiss rounds that n players can play
// without meeting twice: n-1, and n with an odd number, each player
// having the bye once.
func maxSwissRounds(n int) int {
	if n%2 == 1 {
		return n
	}
	return n - 1
}

// tournamentState refuses (exit status 2) a tournament that would resume
// another, as out/tournament.json names it: its pairings' directories,
// named by the engines' places, would hold other engines' matches, each
// refused by match, and the standings printed would be the earlier
// tournament's. Where out/tournament.json is this tournament's, it fills
// st's Swiss rounds from it and reports it written; else the caller
// writes it (writeTournament) once the first pairing's match has started.
func tournamentState(out string, st *tournamentRecord) (written bool, _ error) {
	path := filepath.Join(out, tournamentFile)
	old, err := os.ReadFile(path)
	switch {
	case err == nil:
		var have tournamentRecord
		if json.Unmarshal(old, &have) != nil || have.Format != st.Format || !slices.Equal(have.Engines, st.Engines) || have.Rounds != st.Rounds || have.BestOf != st.BestOf || have.Lives != st.Lives || have.TeamSize != st.TeamSize {
			return false, &exitError{code: 2, err: fmt.Errorf("tournament: %s holds another tournament (%s): use another --out, or the same --format, --rounds, --best-of and --engine flags in the same order",
				out, bytes.Join(bytes.Fields(old), []byte(" ")))}
		}
		st.Swiss, st.Bracket, st.Withdrawn, st.Elimination, st.Gauntlet, st.Stays = have.Swiss, have.Bracket, have.Withdrawn, have.Elimination, have.Gauntlet, have.Stays
		if st.Games > 0 {
			st.prior = have.Games
			st.Games = max(st.Games, have.Games)
		}
		return true, nil
	case !errors.Is(err, os.ErrNotExist):
		return false, &exitError{code: 1, err: fmt.Errorf("tournament: %w", err)}
	}
	return false, nil
}

// writeTournament writes st as out/tournament.json.
func writeTournament(out string, st *tournamentRecord) error {
	data, err := json.MarshalIndent(st, "", "  ")
	if err != nil {
		return &exitError{code: 1, err: fmt.Errorf("tournament: %w", err)}
	}
	data = append(data, '\n')
	if err := os.MkdirAll(out, 0o755); err != nil {
		return &exitError{code: 1, err: fmt.Errorf("tournament: %w", err)}
	}
	if err := results.WriteFileAtomic(filepath.Join(out, tournamentFile), data); err != nil {
		return &exitError{code: 1, err: fmt.Errorf("tournament: %w", err)}
	}
	return nil
}

// readTournament reads the tournament.json at path.
func readTournament(path string) (*tournamentRecord, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	var st tournamentRecord
	if err := json.Unmarshal(data, &st); err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	return &st, nil
}

// pairingGames returns the games that the match in dir between engines
// p[0] (--black) and p[1] recorded, as games of round round with the
// player who had Black as A, for standings.Pair's colour balance; none
// where the match recorded none.
func pairingGames(dir string, p [2]string, round int, stdin io.Reader) ([]standings.Game, error) {
	recs, err := pairingRecords(dir, stdin)
	if err != nil {
		return nil, err
	}
	games := make([]standings.Game, len(recs))
	for i := range recs {
		g := standingsGame(&recs[i], p)
		if recs[i].Alt {
			g.A, g.B = g.B, g.A
			g.WarningsA, g.WarningsB = g.WarningsB, g.WarningsA
			switch g.Result {
			case standings.WinA:
				g.Result = standings.WinB
			case standings.WinB:
				g.Result = standings.WinA
			}
		}
		g.Round = round
		games[i] = g
	}
	return games, nil
}

// swissRoundsOf returns the rounds of a Swiss tournament's total
// (standings.Swiss): each game of a round's match counts as a round, so
// that the maximum is 2 points a game scheduled, the Swiss rounds paired
// so far times a pairing's games: tournament.json's Games, the largest
// --games of the runs, where it keeps them (a resume whose every pairing
// is a withdrawn engine's raises it without extending any match), else
// the largest --games of the files' match.json. It returns 0 for the
// other formats, or without st.
func swissRoundsOf(st *tournamentRecord, files []recordsFile) int {
	if st == nil || st.Format != "swiss" || len(st.Swiss) == 0 {
		return 0
	}
	return len(st.Swiss) * max(st.Games, pairingGamesOf(files))
}

// pairingGamesOf returns the games of a tournament's pairing: the largest
// --games of the files' match.json, 1 where none gives it.
func pairingGamesOf(files []recordsFile) int {
	games := 1
	for _, n := range matchGamesByDir(files) {
		games = max(games, n)
	}
	return games
}

// matchGamesByDir returns the --games of each file's match.json, by the
// name of its directory (a tournament's pairing "A-B"), the largest where
// several share it; files without one (standard input, a .dat table of
// gogui-twogtp's) are left out.
func matchGamesByDir(files []recordsFile) map[string]int {
	games := map[string]int{}
	for i := range files {
		if files[i].path == stdinName {
			continue
		}
		if n, ok := matchJSONGames(files[i].dir); ok {
			base := filepath.Base(files[i].dir)
			games[base] = max(games[base], n)
		}
	}
	return games
}

// matchJSONGames returns the --games that the match.json in dir gives;
// ok is false where there is none (no match started there) or it does
// not give it.
func matchJSONGames(dir string) (games int, ok bool) {
	data, err := os.ReadFile(filepath.Join(dir, match.StateFile))
	if err != nil {
		return 0, false
	}
	var ms struct{ Games int }
	if json.Unmarshal(data, &ms) != nil || ms.Games < 1 {
		return 0, false
	}
	return ms.Games, true
}

// eliminationWinner returns the winner of a finished elimination of
// players, losses giving each engine's lost pairings: the engine left with
// fewer than st.Lives, withdrawn or not, where it is the only one (its
// pairings decided every other's, none remains to be forfeited, as a
// knockout's final won before a withdrawal); else the only one of them
// that has not withdrawn, the others' pairings walkovers; else, all of
// them withdrawn, the one that a round after the others' last paired or
// gave a bye (the others out before it, he had every pairing of his
// decided, as the only one left); "" for none.
func eliminationWinner(st *tournamentRecord, players []string, losses map[string]int) string {
	var left, present []string
	for _, p := range players {
		if losses[p] >= st.Lives {
			continue
		}
		left = append(left, p)
		if _, out := withdrawnAt(st, p); !out {
			present = append(present, p)
		}
	}
	switch {
	case len(left) == 1:
		return left[0]
	case len(present) == 1:
		return present[0]
	case len(present) > 1:
		return ""
	}
	last := map[string]int{} // engine -> the last round that paired him or gave him a bye
	for r, rd := range st.Elimination {
		for _, p := range rd.Pairs {
			last[p[0]], last[p[1]] = r+1, r+1
		}
		for _, b := range rd.Byes {
			last[b] = r + 1
		}
	}
	winner, shared := "", false
	for _, p := range left {
		switch {
		case winner == "" || last[p] > last[winner]:
			winner, shared = p, false
		case last[p] == last[winner]:
			shared = true
		}
	}
	if shared {
		return "" // two or more in to the end, all withdrawn: no one won
	}
	return winner
}

// eliminationRound is an elimination round's pairings, each the engines'
// numbers with --black (the higher seed) first, and the engines left that
// had a bye.
type eliminationRound struct {
	Pairs [][2]string
	Byes  []string `json:",omitempty"`
	// Winners holds the winner of each pairing of Pairs decided so
	// far, in order ("" where both engines withdrew; none in a file
	// written before they were kept): the next round is paired from
	// them, and a resume keeps them once it is.
	Winners []string `json:",omitempty"`
}

// pairKey names the pairing p whatever its order.
func pairKey(p [2]string) string {
	return min(p[0], p[1]) + " " + max(p[0], p[1])
}

// eliminationDir is the directory name of the pairing p, its engines'
// numbers, --black first, after met earlier pairings of the two: "A-B"
// for the first, "A-B-2" for the second (a double elimination's final
// repeated), and so on.
func eliminationDir(p [2]string, met int) string {
	if met == 0 {
		return p[0] + "-" + p[1]
	}
	return fmt.Sprintf("%s-%s-%d", p[0], p[1], met+1)
}

// pairElimination pairs the next round of an elimination of players
// (seeded in their order) after the pairings played: losses gives each
// engine's lost pairings, lastLoss the round of its last. The engines
// left (fewer than lives losses) are grouped by their losses, and each
// group paired within itself, seeds in order, the first against the last,
// the second against the one before, and so on (the higher seed with
// --black); in a group of an odd number, the engine whose last loss is
// the most recent (on equal, the higher seed: in the group without a
// loss, the top seed) has a bye, so that an engine just fallen from a
// group waits for the survivors of the one it falls into, as in a double
// elimination's losers' bracket. Where no group holds two engines but two
// or more are left, the two with the fewest losses meet: a double
// elimination's final, played again if the engine with one loss wins it.
// ok is false once one engine is left: the winner.
func pairElimination(players []string, losses, lastLoss map[string]int, lives int) (rd eliminationRound, ok bool) {
	groups := make([][]string, lives)
	left := 0
	for _, p := range players {
		if losses[p] < lives {
			groups[losses[p]] = append(groups[losses[p]], p)
			left++
		}
	}
	if left < 2 {
		return rd, false
	}
	seed := func(p string) int { return slices.Index(players, p) }
	paired := false
	for _, g := range groups {
		if len(g) >= 2 {
			paired = true
		}
	}
	if !paired {
		var two []string
		for _, g := range groups {
			two = append(two, g...)
		}
		a, b := two[0], two[1]
		if seed(b) < seed(a) {
			a, b = b, a
		}
		rd.Pairs = [][2]string{{a, b}}
		rd.Byes = append(rd.Byes, two[2:]...)
		return rd, true
	}
	for _, g := range groups {
		if len(g)%2 == 1 {
			bye := g[0]
			for _, p := range g[1:] {
				if lastLoss[p] > lastLoss[bye] {
					bye = p
				}
			}
			rd.Byes = append(rd.Byes, bye)
			g = slices.DeleteFunc(slices.Clone(g), func(p string) bool { return p == bye })
		}
		for i := 0; i < len(g)/2; i++ {
			rd.Pairs = append(rd.Pairs, [2]string{g[i], g[len(g)-1-i]})
		}
	}
	return rd, true
}

// knockoutSlots returns the seeds of a knockout bracket of size places
// (a power of two), in bracket order: seed 1 meets seed size in the first
// round, and the two top seeds can meet only in the final, the four top
// ones only from the semi-finals on, and so on (1 8 4 5 2 7 3 6 for
// eight). A seed above the number of players is a bye.
func knockoutSlots(size int) []int {
	slots := []int{1}
	for n := 2; n <= size; n *= 2 {
		next := make([]int, 0, n)
		for _, s := range slots {
			next = append(next, s, n+1-s)
		}
		slots = next
	}
	return slots
}

// knockoutPairing plays the knockout pairing of engines a (--black, the
// higher seed) and b, games games, and returns its directory and its
// winner: the engine with more points over the pairing's games (win 2,
// draw 1); with bestOf, a best-of-games match (match --best-of), which
// stops once decided. On equal points a playoff follows, one game more at
// a time in the same match (its --games, or --best-of, raised by one),
// up to games more; still
// equal, the higher seed, a, goes through (in place of lots, RULES.md
// section 7 (d)). A resumed pairing starts from the games its directory
// holds. Errors are sorted by pairingDone.
func knockoutPairing(dir, a, b string, games int, bestOf bool, play func(a, b string, extra ...string) (string, error), stdin io.Reader, stdout io.Writer, failed *error) (winner string, _ error) {
	n := games
	if have, err := recordedGames(dir, stdin); err != nil {
		return "", &exitError{code: 1, err: fmt.Errorf("tournament: %w", err)}
	} else if have > n {
		n = have
	}
	for {
		extra := []string{"--games=" + strconv.Itoa(n)}
		if bestOf {
			extra = bestOfArgs(n)
		}
		_, err := play(a, b, extra...)
		if done, err := pairingDone(err, failed); done {
			return "", err
		}
		gs, err := pairingGames(dir, [2]string{a, b}, 0, stdin)
		if err != nil {
			return "", &exitError{code: 1, err: fmt.Errorf("tournament: %w", err)}
		}
		pa, pb := pairingPoints(gs, a, b)
		switch {
		case pa > pb:
			return a, nil
		case pb > pa:
			return b, nil
		case n >= 2*games:
			fmt.Fprintf(stdout, "%s: %d-%d points after %s, the playoff's %s done: engine %s, the higher seed, goes through\n", filepath.Base(dir), pa, pb, gameCount(n), gameCount(games), a)
			return a, nil
		}
		fmt.Fprintf(stdout, "%s: %d-%d points after %s: a playoff game\n", filepath.Base(dir), pa, pb, gameCount(n))
		n++
	}
}

// nowGoesTo says how a pairing (what, "1-4" or "the match before") that
// tournament.json keeps as decided otherwise now goes, its winner winner
// ("" for none): by its games ("the games of 1-4 now favour engine 1
// (...)"; "its games" for what "it"), or, walkover, by a walkover that a withdrawal gave ("1-4 is
// now a walkover for engine 1 (...)"; with no winner, "1-4 now has no
// winner: both engines withdrew").
func nowGoesTo(what, winner string, walkover bool, engines, players []string) string {
	switch {
	case walkover && winner == "":
		return what + " now has no winner: both engines withdrew"
	case walkover:
		return what + " is now a walkover for " + engineLabel(winner, engines, players)
	}
	games := "the games of " + what
	if what == "it" {
		games = "its games"
	}
	return games + " now favour " + cmp.Or(engineLabel(winner, engines, players), "no engine")
}

// engineLabel names engine p (its number) with its command line, as the
// progress lines do: "engine 2 (gtp-referee gtp)"; "" for none.
func engineLabel(p string, engines, players []string) string {
	i := slices.Index(players, p)
	if i < 0 {
		return ""
	}
	return "engine " + p + " (" + engines[i] + ")"
}

// pairingPoints returns the points (RULES.md section 7: win 2, draw 1)
// that engines a and b scored in gs, the games of their pairing.
func pairingPoints(gs []standings.Game, a, b string) (pa, pb int) {
	points := map[string]int{}
	for _, g := range gs {
		switch g.Result {
		case standings.WinA:
			points[g.A] += standings.WinPoints
		case standings.WinB:
			points[g.B] += standings.WinPoints
		case standings.Draw:
			points[g.A] += standings.DrawPoints
			points[g.B] += standings.DrawPoints
		}
	}
	return points[a], points[b]
}

// bestOfArgs returns the match flag of a best-of-n match (--best-of=n),
// none where n is 0.
func bestOfArgs(n int) []string {
	if n == 0 {
		return nil
	}
	return []string{"--best-of=" + strconv.Itoa(n)}
}

// pairingRecords returns the records of the match in dir, one per game
// (results.Unique), none where it has recorded none.
func pairingRecords(dir string, stdin io.Reader) ([]results.Record, error) {
	if _, err := os.Stat(filepath.Join(dir, match.RecordsFile)); err != nil {
		return nil, nil
	}
	f, err := readRecordsFile(dir, stdin)
	if err != nil {
		return nil, err
	}
	recs, err := f.records()
	if err != nil {
		return nil, err
	}
	return results.Unique(recs), nil
}

// playedRounds returns the rounds of a round robin that engine has
// played: those before the first round in which his pairing (in out's
// "A-B") has fewer than games games recorded and no game of his in a
// later round is (a pairing that --crash-limit stopped, the tournament
// gone on, counts as played); all of them where none has (in a Swiss
// tournament, the rounds paired so far). A round in which he
// has no game to play (he rests, has the bye, or his opponent withdrew
// before it, so that the pairing is skipped) counts as played once the
// tournament is past it: every other pairing of that round played, or a
// game of a later round recorded.
func playedRounds(out string, st *tournamentRecord, engine string, games int, stdin io.Reader) int {
	schedule, rounds := tournamentSchedule(st)
	if st.Format == "swiss" {
		rounds = len(st.Swiss)
	}
	his := map[int]bool{}        // rounds with a pairing of his to play
	mine := map[int]bool{}       // those whose pairing is not complete
	incomplete := map[int]bool{} // rounds with a pairing to play not complete
	recorded := 0                // the last round with a game recorded
	hisLast := 0                 // the last round with a game of his recorded
	for _, g := range schedule {
		if skipped(st, g) {
			continue
		}
		recs, err := pairingRecords(filepath.Join(out, g.A+"-"+g.B), stdin)
		own := g.A == engine || g.B == engine
		if err == nil && len(recs) > 0 {
			recorded = max(recorded, g.Round)
			if own {
				hisLast = max(hisLast, g.Round)
			}
		}
		his[g.Round] = his[g.Round] || own
		if err != nil || len(recs) < games {
			incomplete[g.Round] = true
			mine[g.Round] = mine[g.Round] || own
		}
	}
	for r := 1; r <= rounds; r++ {
		// A pairing of his not complete before a round in which he
		// has played was stopped (--crash-limit) and passed: played.
		if mine[r] && hisLast <= r || !his[r] && incomplete[r] && recorded <= r {
			return r - 1
		}
	}
	return rounds
}

// recordedGames returns the number of games that the match in dir has
// numbered: its last record's game number plus one, 0 where it has
// recorded none.
func recordedGames(dir string, stdin io.Reader) (int, error) {
	if _, err := os.Stat(filepath.Join(dir, match.RecordsFile)); err != nil {
		return 0, nil
	}
	f, err := readRecordsFile(dir, stdin)
	if err != nil {
		return 0, err
	}
	recs, err := f.records()
	if err != nil {
		return 0, err
	}
	n := 0
	for _, r := range recs {
		n = max(n, r.Game+1)
	}
	return n, nil
}

// matchGames returns the --games of match flags args: the last given, 1
// (match's default) where none is.
func matchGames(args []string) int {
	games := 1
	for i, a := range args {
		name, value, hasValue := strings.Cut(strings.TrimLeft(a, "-"), "=")
		if name != "games" || !strings.HasPrefix(a, "-") {
			continue
		}
		if !hasValue {
			if i+1 >= len(args) {
				continue
			}
			value = args[i+1]
		}
		if n, err := strconv.Atoi(value); err == nil && n > 0 {
			games = n
		}
	}
	return games
}

// pairingDone sorts the error of a pairing's match: an interrupt, a
// usage error or a directory that holds a match with other flags (exit
// status 2) stops the tournament (done, with the error to return); any
// other failure (a match stopped by --crash-limit) is kept in failed, to
// be returned once the other pairings are played.
func pairingDone(err error, failed *error) (done bool, _ error) {
	if err == nil {
		return false, nil
	}
	var ee *exitError
	if errors.As(err, &ee) && ee.code != 1 {
		return true, fmt.Errorf("tournament: %w", err)
	}
	if errors.Is(err, match.ErrDifferentMatch) {
		// Resumed with other match flags (--komi, --size, ...): every
		// pairing's match would refuse its directory, and the standings
		// printed would be the earlier run's. A usage error.
		return true, &exitError{code: 2, err: fmt.Errorf("tournament: %w", err)}
	}
	if *failed == nil {
		*failed = &exitError{code: 1, err: fmt.Errorf("tournament: %w", err)}
	}
	return false, nil
}

// tournamentUsage prints tournament's usage.
func tournamentUsage(w io.Writer) {
	fmt.Fprintln(w, "usage: gtp-referee tournament --engine CMD --engine CMD [--engine CMD...] [--format round-robin|double-round-robin|gauntlet|knockout|double-elimination|elimination --lives L|team-round-robin --team-size K|swiss --rounds N] [--best-of N] [--withdraw E...] [match flags] [--out DIR]")
	fmt.Fprintln(w, "Plays a tournament between GTP engines, one match per pairing in DIR/A-B (engine A with --black),")
	fmt.Fprintln(w, "and prints the crosstable and standings (RULES.md section 7). A command whose program is")
	fmt.Fprintln(w, "gtp-referee runs this executable. Without --engine: the built-in engine at three strengths,")
	fmt.Fprintln(w, "2 games a pairing on 9x9. Run the same command again to resume.")
	fmt.Fprintln(w, "  -engine CMD   an engine's command line (twice or more)")
	fmt.Fprintln(w, "  -format F     round-robin (each pair once; default), double-round-robin (each pair twice, colours exchanged)")
	fmt.Fprintln(w, "                or gauntlet (winner stays on: engine 1 against engine 2, the winner against engine 3, ...)")
	fmt.Fprintln(w, "                or swiss (--rounds rounds, each paired by the points so far, ranked by the Swiss total)")
	fmt.Fprintln(w, "                or knockout (single elimination, seeded in --engine order; equal points: playoff games, then the higher seed)")
	fmt.Fprintln(w, "                or double-elimination (out at the second lost pairing; each round pairs the engines with equal losses)")
	fmt.Fprintln(w, "                or elimination --lives L (multiple elimination: out at the L-th lost pairing)")
	fmt.Fprintln(w, "                or team-round-robin --team-size K (teams of K engines in --engine order, each pair of teams once on K boards;")
	fmt.Fprintln(w, "                a team match won by more boards won)")
	fmt.Fprintln(w, "  -rounds N     a Swiss tournament's number of rounds (with --format swiss only)")
	fmt.Fprintln(w, "  -best-of N    each pairing a best-of-N match, stopped once decided (knockout, gauntlet, eliminations; not with --games)")
	fmt.Fprintln(w, "  -team-size K  the engines of a team (with --format team-round-robin only)")
	fmt.Fprintln(w, "  -lives L      the lost pairings that put an engine out of an elimination (2 or more; 2 for double-elimination)")
	fmt.Fprintln(w, "  -withdraw E   engine E (its number in --engine order, or its command line) withdraws now (RULES.md section 7: in a round robin or")
	fmt.Fprintln(w, "                Swiss, before half the rounds his results are void, after, his remaining games forfeits; in a knockout,")
	fmt.Fprintln(w, "                gauntlet or elimination, his pairings not decided are walkovers; in a team round robin, an engine's, his boards")
	fmt.Fprintln(w, "                counted as in a round robin); repeatable")
	fmt.Fprintln(w, "  -out DIR      output directory (default \"tournament-out\")")
	fmt.Fprintln(w, "The other flags are match's (gtp-referee match -h), given to every match; not --black, --white, --sgffile, --shard.")
}

// pairNames names a round's pairings for the progress lines: "1-4, 2-3".
func pairNames(pairs [][2]string) string {
	named := make([]string, len(pairs))
	for i, p := range pairs {
		named[i] = p[0] + "-" + p[1]
	}
	return strings.Join(named, ", ")
}

// gameCount is n games in words: "1 game", "2 games".
func gameCount(n int) string {
	if n == 1 {
		return "1 game"
	}
	return fmt.Sprintf("%d games", n)
}
