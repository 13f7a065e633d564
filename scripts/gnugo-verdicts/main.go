// Command gnugo-verdicts asks GNU Go for its verdict on the final position
// of game records: final_score and final_status_list dead under Chinese
// rules (or its territory count with -japanese), with the time each took.
// The output, one JSON object per line, is what package judge's
// TestRealGames compares our judgment with, beside the records' own
// results.
//
// Usage:
//
//	go run ./scripts/gnugo-verdicts [-komi K] [-japanese] -out verdicts.jsonl DIR|FILE...
//
// -komi sets the komi after loading each record, for records whose KM
// GNU Go reads wrongly (Fox writes 7.5 points as KM[750] or KM[375]).
// -japanese leaves out --chinese-rules, so that GNU Go counts territory
// (its default), for records played under Japanese rules.
//
// Records already in the output file are skipped, so an interrupted run
// can be resumed. Do not commit verdicts or records you may not copy.
package main

import (
	"bufio"
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"io/fs"
	"log"
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/gtp-referee/gtp-referee/gtp"
)

// Verdict is one line of the output.
type Verdict struct {
	File       string   `json:"file"` // base name of the record
	FinalScore string   `json:"final_score"`
	Dead       []string `json:"dead"`
	Seconds    float64  `json:"seconds"`
	// Rules is "japanese" for a territory count (-japanese), empty for
	// --chinese-rules (as in the files written before the flag).
	Rules string `json:"rules,omitempty"`
}

func main() {
	out := flag.String("out", "verdicts.jsonl", "output file (JSON lines, appended to)")
	bin := flag.String("gnugo", "/usr/games/gnugo", "GNU Go binary")
	timeout := flag.Duration("timeout", 5*time.Minute, "time allowed per record")
	komi := flag.String("komi", "", "komi to set after loading each record (default: the record's)")
	japanese := flag.Bool("japanese", false, "count territory (GNU Go's default) instead of --chinese-rules")
	flag.Parse()
	if flag.NArg() == 0 {
		log.Fatal("usage: gnugo-verdicts [-komi K] [-japanese] [-out FILE] DIR|FILE...")
	}
	done := map[string]bool{}
	if f, err := os.Open(*out); err == nil {
		sc := bufio.NewScanner(f)
		for sc.Scan() {
			var v Verdict
			if json.Unmarshal(sc.Bytes(), &v) == nil {
				done[v.File] = true
			}
		}
		f.Close()
	}
	var paths []string
	for _, arg := range flag.Args() {
		err := filepath.WalkDir(arg, func(p string, d fs.DirEntry, err error) error {
			if err != nil {
				return err
			}
			if !d.IsDir() && strings.HasSuffix(strings.ToLower(p), ".sgf") {
				paths = append(paths, p)
			}
			return nil
		})
		if err != nil {
			log.Fatal(err)
		}
	}
	f, err := os.OpenFile(*out, os.O_CREATE|os.O_APPEND|os.O_WRONLY, 0o644)
	if err != nil {
		log.Fatal(err)
	}
	defer f.Close()
	for _, p := range paths {
		if done[filepath.Base(p)] {
			continue
		}
		v, err := verdict(*bin, p, *komi, *japanese, *timeout)
		if err != nil {
			log.Printf("%s: %v", p, err)
			continue
		}
		line, _ := json.Marshal(v)
		if _, err := fmt.Fprintf(f, "%s\n", line); err != nil {
			log.Fatal(err)
		}
	}
}

// verdict runs one GNU Go on one record, with komi when it is not empty.
func verdict(bin, path, komi string, japanese bool, timeout time.Duration) (Verdict, error) {
	ctx, cancel := context.WithTimeout(context.Background(), timeout)
	defer cancel()
	abs, err := filepath.Abs(path)
	if err != nil {
		return Verdict{}, err
	}
	t0 := time.Now()
	args := []string{"--mode", "gtp", "--chinese-rules"}
	if japanese {
		args = args[:2]
	}
	c, err := gtp.Start(ctx, bin, args, gtp.ClientOptions{})
	if err != nil {
		return Verdict{}, err
	}
	defer c.Close()
	if _, err := c.Send(ctx, "loadsgf", abs); err != nil {
		return Verdict{}, fmt.Errorf("loadsgf: %w", err)
	}
	if komi != "" {
		if _, err := c.Send(ctx, "komi", komi); err != nil {
			return Verdict{}, fmt.Errorf("komi: %w", err)
		}
	}
	score, err := c.Send(ctx, "final_score")
	if err != nil {
		return Verdict{}, fmt.Errorf("final_score: %w", err)
	}
	dead, err := c.Send(ctx, "final_status_list", "dead")
	if err != nil {
		return Verdict{}, fmt.Errorf("final_status_list: %w", err)
	}
	v := Verdict{
		File:       filepath.Base(path),
		FinalScore: strings.TrimSpace(score),
		Dead:       strings.Fields(dead),
		Seconds:    time.Since(t0).Seconds(),
	}
	if japanese {
		v.Rules = "japanese"
	}
	return v, nil
}
