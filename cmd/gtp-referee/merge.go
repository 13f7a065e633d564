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
	"strconv"
	"strings"

	"github.com/gtp-referee/gtp-referee/match"
	"github.com/gtp-referee/gtp-referee/match/results"
)

// errEmptyOut refuses an empty --out: no directory, as an empty path names
// no file for open(2) and mkdir(2) (ENOENT), although os.MkdirAll takes it
// for the current directory; most often an unset variable in a script.
var errEmptyOut = errors.New("an empty name is no directory (an unset variable?): give the output directory")

func runMerge(ctx context.Context, args []string, stdin io.Reader, stdout, stderr io.Writer) error {
	fs := flag.NewFlagSet("merge", flag.ContinueOnError)
	fs.SetOutput(stderr)
	out := fs.String("out", "merged", "directory for the merged results.jsonl, results.dat and SGF files")
	fs.Usage = func() {
		fmt.Fprintln(stderr, "usage: gtp-referee merge [--out DIR] DIR...")
		fmt.Fprintln(stderr, "Joins the output directories of a match's shards into one.")
		fs.PrintDefaults()
	}
	dirs, err := parseFlags(fs, args)
	if err != nil {
		return flagError(err)
	}
	if len(dirs) == 0 {
		return &exitError{code: 2, err: fmt.Errorf("merge: give the shards' output directories")}
	}
	if *out == "" {
		return &exitError{code: 2, err: fmt.Errorf("merge: --out: %w", errEmptyOut)}
	}
	if err := checkMerge(*out, dirs); err != nil {
		return &exitError{code: 2, err: fmt.Errorf("merge: %w", err)}
	}
	unchecked, err := mergeDirs(*out, dirs, stderr)
	if err != nil {
		code := 1
		if ee := (*exitError)(nil); errors.As(err, &ee) {
			code = ee.code
		}
		return &exitError{code: code, err: fmt.Errorf("merge: %w", err)}
	}
	for _, g := range unchecked {
		fmt.Fprintf(stderr, "merge: warning: game %d: its record is an older version's, without its moves or with a duplicate key of another form, and its SGF file does not hold the game that key names: it is not compared with the other shards' games for near-duplicates (DUP keeps its shard's mark)\n", g)
	}
	recs, err := results.LoadFiles([]string{*out})
	if err != nil {
		return &exitError{code: 1, err: fmt.Errorf("merge: %w", err)}
	}
	shards, missing, err := match.Missing(dirs, recs)
	if err != nil {
		return &exitError{code: 1, err: fmt.Errorf("merge: %w", err)}
	}
	if len(shards) > 0 || len(missing) > 0 {
		fmt.Fprintf(stderr, "merge: warning: the merge is not the whole match: %s\n", missingText(shards, missing))
	}
	match.Report(stdout, recs, programNames(recs), nil)
	fmt.Fprintf(stdout, "merged %d games into %s\n", len(recs), *out)
	return nil
}

// missingText describes what a merge lacks (match.Missing): the shards
// not given and the games without a record, the first ten of them by
// number.
func missingText(shards []string, games []int) string {
	var parts []string
	if len(shards) > 0 {
		parts = append(parts, "shard "+strings.Join(shards, ", ")+" not given")
	}
	if len(games) > 0 {
		nums := make([]string, 0, 10)
		for _, g := range games[:min(len(games), 10)] {
			nums = append(nums, strconv.Itoa(g))
		}
		list := strings.Join(nums, ", ")
		if len(games) > 10 {
			list += ", ..."
		}
		parts = append(parts, fmt.Sprintf("%d of its games have no record (%s)", len(games), list))
	}
	return strings.Join(parts, "; ")
}

// mergeDirs joins the records of dirs into out: one results.jsonl (a game
// number once), the SGF files, and results.dat with the first shard's
// header; checkMerge has checked dirs and out. Each shard compared its
// games for near-duplicates only with its own: they are compared again
// with every lower-numbered game of all the shards (results.NearDuplicates;
// identical games are found anew from their keys whenever results.dat is
// written). A record of an older version (from before records kept the
// moves, or before they marked handicap and opening stones as set up) has
// its moves and key read anew from its SGF file (match.UpdateRecord);
// unchecked lists the games for which that failed, which keep their
// shard's mark (a record of an opening game that only may be an older
// version's, the openings being unknown here, keeps what it has
// without being listed). Two directories that hold one game number are
// refused (an exitError of status 2) before anything is written, as is a
// shard it cannot read (a malformed record, an SGF file a record names
// that is not there): input it cannot read, as for stats. A shard's
// last line that is no complete record (cut short by a kill), which the
// reader drops as stats does, is named on warn with its line number.
// results.jsonl is written last, each file through a temporary renamed
// into place.
func mergeDirs(out string, dirs []string, warn io.Writer) (unchecked []int, err error) {
	var all []results.Record
	seen := map[int]string{} // game number -> directory of its record
	type sgfFile struct {
		name string
		data []byte
	}
	var sgfs []sgfFile // read before anything is written
	for _, d := range dirs {
		path := filepath.Join(d, match.RecordsFile)
		data, err := os.ReadFile(path)
		if err != nil && !errors.Is(err, os.ErrNotExist) {
			return nil, &exitError{code: 2, err: fmt.Errorf("reading records: %w (nothing written)", err)}
		}
		recs, good, err := results.ParseRecords(data, path)
		if err != nil {
			return nil, &exitError{code: 2, err: fmt.Errorf("%w (nothing written)", err)}
		}
		if len(bytes.TrimSpace(data[good:])) > 0 {
			fmt.Fprintf(warn, "merge: warning: %s:%d: the last line is not a complete record (cut short, or edited): not merged\n",
				path, bytes.Count(data[:good], []byte("\n"))+1)
		}
		for _, r := range recs {
			if prev, dup := seen[r.Game]; dup {
				// Shards split a match's games (and results.Load
				// refuses a game twice in one file): two that hold
				// one game number are not shards of one match (one
				// copied or edited), and keeping one of the two
				// games would drop the other unseen.
				return nil, &exitError{code: 2, err: fmt.Errorf("%s and %s both hold a game %d: not shards of one match (nothing written)", prev, d, r.Game)}
			}
			seen[r.Game] = d
			if r.SGF != "" {
				data, err := os.ReadFile(filepath.Join(d, r.SGF))
				if err != nil {
					return nil, &exitError{code: 2, err: fmt.Errorf("game %d: %w (nothing written)", r.Game, err)}
				}
				sgfs = append(sgfs, sgfFile{r.SGF, data})
				// Without the match's openings, a record of a game
				// from an opening of moves looks like an older
				// version's from one that sets stones up; its file
				// may not give its key (a void move is a pass there),
				// and it is this version's, compared as it is. Only
				// a record certainly an older version's is reported:
				// one without placements, or a handicap game's whose
				// placements mark no stone as set up.
				certain := r.Placements == "" || r.Handicap > 0
				if r.DupKey != "" && (r.Placements == "" || match.OutdatedKey(&r, nil)) && !match.UpdateRecord(&r, data) && certain {
					unchecked = append(unchecked, r.Game)
				}
			}
			all = append(all, r)
		}
	}
	all = results.Unique(all)
	results.NearDuplicates(all)
	slices.Sort(unchecked)
	// 0777 less the umask, as mkdir(1) and a match create a directory.
	if err := os.MkdirAll(out, 0o777); err != nil {
		return nil, fmt.Errorf("output directory: %w", err)
	}
	for _, f := range sgfs {
		if err := results.WriteFileAtomic(filepath.Join(out, f.name), f.data); err != nil {
			return nil, err
		}
	}
	var buf []byte
	for i := range all {
		b, err := results.MarshalLine(&all[i])
		if err != nil {
			return nil, err
		}
		buf = append(buf, b...)
	}
	var h results.Header
	for _, d := range dirs {
		kv, err := results.ReadDatHeader(filepath.Join(d, match.DatFile))
		if err != nil {
			continue
		}
		h = results.Header{Black: kv["Black"], BlackCommand: kv["BlackCommand"], BlackLabel: kv["BlackLabel"],
			BlackVersion: kv["BlackVersion"], White: kv["White"], WhiteCommand: kv["WhiteCommand"],
			WhiteLabel: kv["WhiteLabel"], WhiteVersion: kv["WhiteVersion"], Date: kv["Date"], Host: kv["Host"],
			Komi: kv["Komi"], Referee: kv["Referee"], Size: kv["Size"], Openings: kv["Openings"]}
		break
	}
	if err := results.WriteFileAtomic(filepath.Join(out, match.DatFile), results.Dat(h, all)); err != nil {
		return nil, err
	}
	if err := match.WriteMergedState(out, dirs); err != nil {
		return nil, err
	}
	// results.jsonl last: checkMerge refuses an out that holds one, so
	// that a merge that failed before it can be run again.
	if err := results.WriteFileAtomic(filepath.Join(out, match.RecordsFile), buf); err != nil {
		return nil, err
	}
	return unchecked, nil
}

// checkMerge refuses what mergeDirs would get wrong: a path that is no
// match output, a directory given twice, shards of different matches or
// splits or the same shard twice (match.SameMatch), and an out that
// already holds results of its own, which the merge would replace while
// leaving their SGF files.
func checkMerge(out string, dirs []string) error {
	if err := matchRecords(dirs); err != nil {
		return err
	}
	given := map[string]bool{}
	for _, d := range dirs {
		if given[filepath.Clean(d)] {
			return fmt.Errorf("%s is given twice", d)
		}
		given[filepath.Clean(d)] = true
	}
	if err := match.SameMatch(dirs); err != nil {
		return err
	}
	if _, err := os.Stat(filepath.Join(out, match.RecordsFile)); err == nil {
		return fmt.Errorf("%s already holds a %s: give a new --out", out, match.RecordsFile)
	}
	return nil
}
