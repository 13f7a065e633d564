package main

import (
	"bytes"
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"github.com/gtp-referee/gtp-referee/match"
	"github.com/gtp-referee/gtp-referee/match/results"
	"github.com/gtp-referee/gtp-referee/match/stats"
)

func runStats(ctx context.Context, args []string, stdin io.Reader, stdout, stderr io.Writer) error {
	fs := flag.NewFlagSet("stats", flag.ContinueOnError)
	fs.SetOutput(stderr)
	sprtSpec := fs.String("sprt", "", "also evaluate an SPRT: ELO0,ELO1[,ALPHA,BETA]")
	fs.Usage = func() {
		fmt.Fprintln(stderr, "usage: gtp-referee stats [--sprt ELO0,ELO1[,ALPHA,BETA]] DIR|FILE|-...")
		fmt.Fprintln(stderr, "Wins, Wilson 95% interval, Elo and SPRT of a match's records: output directories")
		fmt.Fprintln(stderr, "(shards of one match), results.jsonl files or gogui-twogtp .dat tables;")
		fmt.Fprintln(stderr, "- reads a results.jsonl or a .dat table from standard input.")
		fmt.Fprintln(stderr, "Matches between more than two programs (a round robin run as pairwise matches):")
		fmt.Fprintln(stderr, "each pairing's statistics, the crosstable and the standings (RULES.md section 7).")
		fmt.Fprintln(stderr, "A tournament's --out is read as its pairings' directories, and its tournament.json")
		fmt.Fprintln(stderr, "tells a Swiss tournament (ranked by the Swiss total), the withdrawals of a round robin or a Swiss tournament (and the games of a pairing their forfeits count), and a team round robin.")
		fmt.Fprintln(stderr, "Exit status: 0 the statistics printed, 1 standings that the records read cannot make,")
		fmt.Fprintln(stderr, "2 a usage error or input it cannot read (a missing or unreadable file, a malformed line), as check and score.")
		fs.PrintDefaults()
	}
	given, err := parseFlags(fs, args)
	if err != nil {
		return flagError(err)
	}
	paths, tour, err := tournamentPaths(given)
	if err != nil {
		return &exitError{code: 2, err: fmt.Errorf("stats: %w", err)}
	}
	if len(paths) == 0 {
		return &exitError{code: 2, err: fmt.Errorf("stats: give match directories, results.jsonl files or gogui-twogtp .dat tables")}
	}
	var sprt *stats.SPRT
	if *sprtSpec != "" {
		t, err := stats.ParseSPRT(*sprtSpec)
		if err != nil {
			return &exitError{code: 2, err: fmt.Errorf("stats: --sprt: %w", err)}
		}
		sprt = &t
	}
	// "-" is standard input, once: a second would read it emptied.
	var named []string
	if i := slices.Index(paths, stdinName); i >= 0 {
		if slices.Contains(paths[i+1:], stdinName) {
			return &exitError{code: 2, err: fmt.Errorf("stats: %w", errStdinTwice)}
		}
		named = slices.Delete(slices.Clone(paths), i, i+1)
	} else {
		named = paths
	}
	if err := matchRecords(named); err != nil {
		return &exitError{code: 2, err: fmt.Errorf("stats: %w", err)}
	}
	// Each file is read once: a pipe (stats <(...), /dev/stdin, -)
	// cannot be read twice.
	files := make([]recordsFile, len(paths))
	for i, p := range paths {
		f, err := readRecordsFile(p, stdin)
		if err != nil {
			var ee *exitError
			if errors.As(err, &ee) {
				return ee
			}
			return &exitError{code: 2, err: fmt.Errorf("stats: %w", err)}
		}
		files[i] = f
	}
	// Games between more than two programs (a round robin run as
	// pairwise matches): each pairing's statistics, the crosstable and
	// the standings.
	// A tournament's table is printed for one pairing too (two
	// engines), as tournament prints it.
	if len(paths) > 1 || tour != nil {
		names, err := playerNames(files)
		if err != nil {
			return &exitError{code: 2, err: fmt.Errorf("stats: %w", err)}
		}
		if names != nil && (manyPrograms(names) || crossedPairings(names) || tour != nil) {
			return reportTournament("stats", files, names, sprt, true, tour, stdout, stderr)
		}
	}
	// Records are keyed by game number: those of two different matches
	// would silently replace each other. Several paths must be shards of
	// one match, as merge asks.
	if len(paths) > 1 {
		var dirs []string
		for _, p := range paths {
			if p == stdinName {
				continue // no directory, no match.json
			}
			d := p
			if st, err := os.Stat(p); err == nil && !st.IsDir() {
				d = filepath.Dir(p)
			}
			dirs = append(dirs, d)
		}
		if err := match.SameMatch(dirs); err != nil {
			return &exitError{code: 2, err: fmt.Errorf("stats: %w (games of different matches share their numbers)", err)}
		}
	}
	recs, err := loadDisjoint(files, stderr)
	if err != nil {
		var ee *exitError
		if errors.As(err, &ee) {
			return ee
		}
		return &exitError{code: 2, err: fmt.Errorf("stats: %w", err)}
	}
	match.Report(stdout, recs, programNames(recs), sprt)
	return nil
}

// loadDisjoint joins the records of the files read. Games are
// numbered per match: two paths that both hold a game number belong to two
// matches (gogui-twogtp tables have no match.json for match.SameMatch to
// compare), and joining them would keep one of the two games and drop the
// other unseen. That is refused with exit status 2. A results.jsonl whose
// last line is no record (cut short by a kill, or edited into something
// else), which the reader drops, is named on warn with that line's number.
func loadDisjoint(files []recordsFile, warn io.Writer) ([]results.Record, error) {
	var all []results.Record
	from := map[int]string{} // game number -> the path that holds it
	var dirs []string        // per record of all: the directory of its SGF file
	for _, f := range files {
		recs, err := f.records()
		if err != nil {
			return nil, err
		}
		if line := f.droppedLine(); line > 0 {
			fmt.Fprintf(warn, "stats: warning: %s:%d: the last line is not a complete record (cut short, or edited): not counted\n",
				f.name, line)
		}
		for _, r := range recs {
			if q, dup := from[r.Game]; dup {
				return nil, &exitError{code: 2, err: fmt.Errorf("stats: %s and %s both hold a game %d: games of different matches share their numbers",
					q, f.path, r.Game)}
			}
			from[r.Game] = f.path
			dirs = append(dirs, f.dir)
		}
		all = append(all, recs...)
	}
	// Where the records of an older version sit beside those of a
	// version that marks set-up stones (a match resumed after an update,
	// or shards of both), the older ones are counted for duplicates with
	// the keys their games have now, read from their SGF files. Records
	// all of one kind agree with each other as they are.
	if slices.ContainsFunc(all, func(r results.Record) bool { return results.MarksSetup(r.Placements) }) {
		for i := range all {
			match.UpdateKeys(dirs[i], all[i:i+1], nil)
		}
	}
	return results.Unique(all), nil
}

// recordsFile is a results file of stats, read once: a results.jsonl (a
// directory's, or named) or a gogui-twogtp .dat table.
type recordsFile struct {
	path string // as given
	name string // the file: a directory's results.jsonl, else path
	dir  string // the directory of its games' SGF files
	dat  bool   // a results table, read as gogui-twogtp's
	data []byte
	// good is the length of the prefix of a results.jsonl that its
	// complete records fill, once records has read them.
	good int64
}

// readRecordsFile reads the results file that path names: a directory's
// results.jsonl, else path itself, or stdin for the argument "-" (as check
// and score read it), a .dat table (named so, or whose text starts with
// its "#" lines: a pipe's) or a results.jsonl. The SGF files of the
// records read from stdin are looked for in the working directory. A file
// named for stats that cannot be a results.jsonl, whose text does not
// start with a JSON object, is refused with exit status 2: the reader of
// results.jsonl takes a last line that does not parse for one cut short by
// a kill and drops it, so that any one-line file (an SGF record given by
// mistake) read as a match of no games. An empty file is a match with no
// game finished.
func readRecordsFile(path string, stdin io.Reader) (recordsFile, error) {
	f := recordsFile{path: path, name: path, dir: path}
	if path == stdinName {
		f.dir = "."
		var err error
		if f.data, err = io.ReadAll(stdin); err != nil {
			return f, fmt.Errorf("reading records from standard input: %w", err)
		}
		return f, f.sniff()
	}
	st, err := os.Stat(path)
	if err != nil {
		return f, fmt.Errorf("reading records: %w", err)
	}
	if st.IsDir() {
		f.name = filepath.Join(path, match.RecordsFile)
	} else {
		f.dir = filepath.Dir(path)
	}
	f.dat = strings.HasSuffix(f.name, ".dat")
	if f.data, err = os.ReadFile(f.name); err != nil {
		return f, fmt.Errorf("reading records: %w", err)
	}
	if !st.IsDir() && !f.dat {
		return f, f.sniff()
	}
	return f, nil
}

// sniff tells a results table from a results.jsonl in a file whose name
// does not, by its first bytes, and refuses a text that is neither.
func (f *recordsFile) sniff() error {
	head := f.data[:min(len(f.data), 512)]
	switch text := bytes.TrimLeft(head, " \t\r\n"); {
	case len(text) > 0 && text[0] == '#':
		// A results table under another name (a pipe, /dev/stdin):
		// its "# Key: value" lines, which no results.jsonl has.
		f.dat = true
	case len(text) > 0 && text[0] != '{':
		return &exitError{code: 2, err: fmt.Errorf("stats: %s: not a results.jsonl (one JSON object per game) nor a gogui-twogtp .dat table", f.path)}
	}
	return nil
}

// records parses the file's records.
func (f *recordsFile) records() ([]results.Record, error) {
	var recs []results.Record
	var err error
	if f.dat {
		recs, f.good, err = results.ParseDat(f.data, f.name)
	} else {
		recs, f.good, err = results.ParseRecords(f.data, f.name)
	}
	if err != nil {
		return nil, err
	}
	return results.Unique(recs), nil
}

// droppedLine returns, once records has read them, the number of the last
// line of a results.jsonl when the reader drops it (it reads the file up
// to the end of its last complete record), else 0; a .dat table has none.
func (f *recordsFile) droppedLine() int {
	if f.dat || f.good >= int64(len(f.data)) || len(bytes.TrimSpace(f.data[f.good:])) == 0 {
		return 0
	}
	return bytes.Count(f.data[:f.good], []byte("\n")) + 1 // what the reader drops is one line
}

// programNames returns the names of the --black and --white programs as
// the records give them.
func programNames(recs []results.Record) [2]string {
	for _, r := range recs {
		if r.NameB != "" || r.NameW != "" {
			if r.Alt {
				return [2]string{r.NameW, r.NameB}
			}
			return [2]string{r.NameB, r.NameW}
		}
	}
	return [2]string{}
}

// matchRecords checks that every path is a results file or a match output
// directory holding one: a mistyped directory would otherwise count as a
// match of no games.
func matchRecords(paths []string) error {
	for _, p := range paths {
		st, err := os.Stat(p)
		if err != nil {
			return err
		}
		if !st.IsDir() {
			continue
		}
		if _, err := os.Stat(filepath.Join(p, match.RecordsFile)); err != nil {
			if errors.Is(err, os.ErrNotExist) {
				return fmt.Errorf("%s: no %s: not a match output directory", p, match.RecordsFile)
			}
			return fmt.Errorf("%s: %w", p, err)
		}
	}
	return nil
}

// tournamentPaths reads a tournament's --out (a directory that holds
// tournament.json and no results.jsonl) as its pairings' directories,
// those that recorded games, in the order of their names, and passes over
// the tournament.json given as a path (stats tournament-out/*): it names
// the tournament's engines and holds no game. It returns the first
// tournament.json read that way, which tells a Swiss tournament's table.
func tournamentPaths(paths []string) (out []string, tour *tournamentRecord, _ error) {
	read := func(path string) error {
		if tour != nil {
			return nil
		}
		st, err := readTournament(path)
		tour = st
		return err
	}
	for _, p := range paths {
		if p == stdinName {
			out = append(out, p)
			continue
		}
		st, err := os.Stat(p)
		switch {
		case err != nil:
			// matchRecords names the error.
		case !st.IsDir() && filepath.Base(p) == tournamentFile:
			if err := read(p); err != nil {
				return nil, nil, err
			}
			continue
		case st.IsDir():
			if _, err := os.Stat(filepath.Join(p, tournamentFile)); err != nil {
				break
			}
			if _, err := os.Stat(filepath.Join(p, match.RecordsFile)); err == nil {
				break
			}
			if err := read(filepath.Join(p, tournamentFile)); err != nil {
				return nil, nil, err
			}
			entries, err := os.ReadDir(p)
			if err != nil {
				return nil, nil, err
			}
			n := len(out)
			for _, e := range entries {
				d := filepath.Join(p, e.Name())
				if _, err := os.Stat(filepath.Join(d, match.RecordsFile)); e.IsDir() && err == nil {
					out = append(out, d)
				}
			}
			if len(out) == n {
				return nil, nil, fmt.Errorf("%s: a tournament's directory with no pairing's %s", p, match.RecordsFile)
			}
			continue
		}
		out = append(out, p)
	}
	return out, tour, nil
}
