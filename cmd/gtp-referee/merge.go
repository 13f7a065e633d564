package main

import (
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strconv"
	"strings"

	"github.com/gtp-referee/gtp-referee/match"
	"github.com/gtp-referee/gtp-referee/match/results"
)

func runMerge(ctx context.Context, args []string, stdin io.Reader, stdout, stderr io.Writer) error {
	fs := flag.NewFlagSet("merge", flag.ContinueOnError)
	fs.SetOutput(stderr)
	out := fs.String("out", "merged", "directory for the merged results.jsonl, results.dat and SGF files")
	dirs, err := parseFlags(fs, args)
	if err != nil {
		return &exitError{code: 2}
	}
	if len(dirs) == 0 {
		return &exitError{code: 2, err: fmt.Errorf("merge: give the shards' output directories")}
	}
	if err := checkShards(*out, dirs); err != nil {
		return &exitError{code: 2, err: fmt.Errorf("merge: %w", err)}
	}
	if err := mergeDirs(*out, dirs); err != nil {
		return &exitError{code: 1, err: fmt.Errorf("merge: %w", err)}
	}
	recs, err := results.LoadFiles([]string{*out})
	if err != nil {
		return &exitError{code: 1, err: fmt.Errorf("merge: %w", err)}
	}
	match.Report(stdout, recs, programNames(recs), nil)
	fmt.Fprintf(stdout, "merged %d games into %s\n", len(recs), *out)
	return nil
}

// mergeDirs joins the records of dirs into out: one results.jsonl (a game
// number once), the SGF files, and results.dat with the first shard's
// header.
func mergeDirs(out string, dirs []string) error {
	if err := match.SameMatch(dirs); err != nil {
		return err
	}
	var all []results.Record
	seen := map[int]string{} // game number -> directory of its record
	for _, d := range dirs {
		recs, _, err := results.Load(filepath.Join(d, match.RecordsFile))
		if err != nil {
			return err
		}
		for _, r := range recs {
			if _, dup := seen[r.Game]; dup {
				continue // the first record of a game is kept, with its SGF
			}
			seen[r.Game] = d
			if r.SGF != "" && filepath.Clean(d) != filepath.Clean(out) {
				data, err := os.ReadFile(filepath.Join(d, r.SGF))
				if err != nil {
					return fmt.Errorf("game %d: %w", r.Game, err)
				}
				if err := os.MkdirAll(out, 0o755); err != nil {
					return err
				}
				if err := results.WriteFileAtomic(filepath.Join(out, r.SGF), data); err != nil {
					return err
				}
			}
			all = append(all, r)
		}
	}
	all = results.Unique(all)
	if err := os.MkdirAll(out, 0o755); err != nil {
		return fmt.Errorf("output directory: %w", err)
	}
	var buf []byte
	for i := range all {
		b, err := results.MarshalLine(&all[i])
		if err != nil {
			return err
		}
		buf = append(buf, b...)
	}
	if err := results.WriteFileAtomic(filepath.Join(out, match.RecordsFile), buf); err != nil {
		return err
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
			Komi: kv["Komi"], Referee: kv["Referee"], Size: kv["Size"]}
		break
	}
	return results.WriteFileAtomic(filepath.Join(out, match.DatFile), results.Dat(h, all))
}

// checkShards checks what mergeDirs cannot see: every directory is a match
// output, none is given twice, the shards (from each match.json) are of one
// split into N and none repeats, and out does not already hold results of
// its own that the merge would replace while leaving their SGF files.
func checkShards(out string, dirs []string) error {
	if err := matchRecords(dirs); err != nil {
		return err
	}
	seen := map[string]string{} // clean path or shard -> directory
	total := 0
	for _, d := range dirs {
		clean := filepath.Clean(d)
		if prev, dup := seen[clean]; dup {
			return fmt.Errorf("%s is given twice", prev)
		}
		seen[clean] = d
		data, err := os.ReadFile(filepath.Join(d, match.StateFile))
		if errors.Is(err, os.ErrNotExist) {
			continue // a merged directory: no shard to check
		}
		if err != nil {
			return err
		}
		var st struct{ Shard string }
		if err := json.Unmarshal(data, &st); err != nil {
			return fmt.Errorf("%s: %w", filepath.Join(d, match.StateFile), err)
		}
		i, n := 0, 1
		if a, b, ok := strings.Cut(st.Shard, "/"); ok {
			i, _ = strconv.Atoi(a)
			if n, _ = strconv.Atoi(b); n < 1 {
				n = 1
			}
		}
		if total == 0 {
			total = n
		} else if n != total {
			return fmt.Errorf("%s is shard %d/%d, other directories shards of %d", d, i, n, total)
		}
		key := fmt.Sprintf("shard %d/%d", i, n)
		if prev, dup := seen[key]; dup {
			return fmt.Errorf("%s and %s are both %s", prev, d, key)
		}
		seen[key] = d
	}
	if _, err := os.Stat(filepath.Join(out, match.RecordsFile)); err == nil {
		if _, in := seen[filepath.Clean(out)]; !in {
			return fmt.Errorf("%s already holds a %s: give a new --out", out, match.RecordsFile)
		}
	}
	return nil
}
