package main

import (
	"flag"
	"fmt"
	"io"
	"math"
	"regexp"
	"strings"
	"testing"

	"github.com/gtp-referee/gtp-referee/gtpengine"
)

// sizeRe is the --size syntax parseSize documents ("19" or "19x13"),
// written as a regular expression, with the optional sign strconv.Atoi
// takes.
var sizeRe = regexp.MustCompile(`^[+-]?[0-9]+([xX][+-]?[0-9]+)?$`)

// FuzzParseSize reads arbitrary text as --size: it accepts only what
// sizeRe matches, with both sides at least 1 (a side beyond int refused),
// a square size for one number, and the size written back as WxH reads
// the same.
func FuzzParseSize(f *testing.F) {
	for _, s := range []string{"19", "19x13", "9X9", "0", "-1", "19x", "x19", "+5", "019", "99999999999999999999", "1x1", " 19", "19 x 13"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		w, h, err := parseSize(s)
		if err != nil {
			return
		}
		if !sizeRe.MatchString(s) || w < 1 || h < 1 {
			t.Fatalf("parseSize(%q) = %d, %d", s, w, h)
		}
		if !strings.ContainsAny(s, "xX") && w != h {
			t.Fatalf("parseSize(%q) = %d, %d: not square", s, w, h)
		}
		if w2, h2, err := parseSize(fmt.Sprintf("%dx%d", w, h)); err != nil || w2 != w || h2 != h {
			t.Fatalf("parseSize(%q) = %d, %d, which reads back as %d, %d, %v", s, w, h, w2, h2, err)
		}
	})
}

// FuzzParseKomiFlag reads arbitrary text as the --komi of score and
// match: it accepts exactly the komi GTP's komi command accepts
// (gtpengine.ParseKomi) that are whole or half points, since a result in
// points is always one (RULES.md section 2: one stone is two points, so a
// quarter stone is half a point).
func FuzzParseKomiFlag(f *testing.F) {
	for _, s := range []string{"7.5", "7", "-3", "3.75", "0.25", "1e1", "6.4", "x", "", "1e400", "-0"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		k, err := parseKomi(s)
		g, gerr := gtpengine.ParseKomi(s)
		half := gerr == nil && math.Mod(g, 0.5) == 0
		if (err == nil) != half || err == nil && k != g {
			t.Fatalf("parseKomi(%q) = %v, %v; the komi command reads %v, %v", s, k, err, g, gerr)
		}
	})
}

// FuzzParseFlags splits arbitrary text at NUL bytes into an argument list
// and parses it with a flag set like the subcommands' (a boolean, a string
// and an integer flag): flags stand anywhere among the arguments, so of
// what parseFlags returns, the arguments before the first "--" hold no
// flag of the set; what it returns is the arguments in their order, less
// the flags and their values, the first "--" and what follows it
// verbatim.
func FuzzParseFlags(f *testing.F) {
	for _, s := range []string{"a\x00-v\x00b", "DIR\x00--sprt\x000,50", "--\x00-v", "-n\x003\x00x\x00--\x00--\x00-o", "-o\x00--", "-v=false\x00-\x00-n=2", "-h", "-x"} {
		f.Add(s)
	}
	flagRe := regexp.MustCompile(`^--?(v|o|n)(=.*)?$`)
	f.Fuzz(func(t *testing.T, s string) {
		args := strings.Split(s, "\x00")
		fs := flag.NewFlagSet("fuzz", flag.ContinueOnError)
		fs.SetOutput(io.Discard)
		fs.Bool("v", false, "")
		fs.String("o", "", "")
		fs.Int("n", 0, "")
		rest, err := parseFlags(fs, args)
		if err != nil {
			return
		}
		head, tail := args, []string(nil)
		for i, a := range args {
			if a == "--" {
				head, tail = args[:i], args[i+1:]
				break
			}
		}
		if len(rest) < len(tail) || strings.Join(rest[len(rest)-len(tail):], "\x00") != strings.Join(tail, "\x00") {
			t.Fatalf("%q: returned %q, which does not end with %q", args, rest, tail)
		}
		// The others: a subsequence of head, without a flag of the set.
		j := 0
		for _, r := range rest[:len(rest)-len(tail)] {
			if flagRe.MatchString(r) {
				t.Fatalf("%q: returned %q, which holds the flag %q", args, rest, r)
			}
			for j < len(head) && head[j] != r {
				j++
			}
			if j == len(head) {
				t.Fatalf("%q: returned %q, not a subsequence of the arguments", args, rest)
			}
			j++
		}
		// Each argument of head is either returned, a flag, or the
		// value of a string or integer flag before it.
		kept := len(rest) - len(tail)
		dropped := 0
		for i := 0; i < len(head); i++ {
			a := head[i]
			if m := flagRe.FindStringSubmatch(a); m != nil {
				dropped++
				if m[1] != "v" && m[2] == "" {
					i++
					dropped++
				}
			}
		}
		if kept+dropped != len(head) {
			t.Fatalf("%q: returned %q: %d kept and %d flags and values of %d arguments", args, rest, kept, dropped, len(head))
		}
	})
}
