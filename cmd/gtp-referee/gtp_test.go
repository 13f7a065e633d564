package main

import (
	"bytes"
	"context"
	"fmt"
	"io"
	"regexp"
	"strings"
	"testing"
	"time"
)

// TestGTPKomiFlag: gtp's --komi takes what the komi command takes, so NaN
// (which strconv.ParseFloat reads) and Go's underscores are refused with
// exit status 2 rather than starting an engine whose komi is NaN or 1000.
func TestGTPKomiFlag(t *testing.T) {
	for _, komi := range []string{"NaN", "1_000", "0x1p-2"} {
		_, errOut, code := runMain(t, "gtp", "--komi", komi)
		if want := `gtp-referee: gtp: --komi "` + komi + `" is not a number` + "\n"; code != 2 || errOut != want {
			t.Errorf("--komi %s: exit %d, stderr %q; want 2, %q", komi, code, errOut, want)
		}
	}
	if out, errOut, code := runMain(t, "gtp", "--komi", "6.5"); code != 0 {
		t.Errorf("--komi 6.5: exit %d, %q %q", code, out, errOut)
	}
}

// TestGTPVerboseStderrUnread follows CLIENTS.md section 1: an engine's
// stderr is quiet by default, with a verbosity flag, and the engine must
// "never block on it". Under -v, with a stderr that nobody reads (a pipe
// whose every write waits for a reader), each loadsgf of a record whose KM
// is no number logs a warning: the engine stopped at the first one and
// answered nothing more. All 300 commands must be answered.
func TestGTPVerboseStderrUnread(t *testing.T) {
	dir := t.TempDir()
	rec := writeFile(t, dir, "km.sgf", "(;GM[1]FF[4]SZ[9]KM[abc];B[ee])")
	const n = 300
	var in strings.Builder
	for i := 1; i <= n; i++ {
		fmt.Fprintf(&in, "%d loadsgf %s\n", i, rec)
	}
	errR, errW := io.Pipe() // never read until the end
	defer errR.Close()
	var out bytes.Buffer
	done := make(chan error, 1)
	go func() {
		done <- runGTP(context.Background(), []string{"-v"}, strings.NewReader(in.String()), &out, errW)
	}()
	select {
	case err := <-done:
		if err != nil {
			t.Fatal(err)
		}
	case <-time.After(10 * time.Second):
		errR.Close() // lets a blocked write fail, so the engine can end
		<-done
		t.Fatal("the engine stopped on its unread stderr: no end of the session in 10 s")
	}
	if got := len(regexp.MustCompile(`(?m)^=\d+ white\n\n`).FindAllString(out.String(), -1)); got != n {
		t.Errorf("%d of %d loadsgf answered", got, n)
	}
}

// TestGTPGNUGoFlags: GUIs configured for GNU Go start their engine as
// "gnugo --mode gtp" (GoGui's and Sabaki's documented command, often with
// "--level 10"), and users copy that line with our program's name. GNU Go
// 3.8 itself (/usr/games/gnugo --mode gtp --level 10) then speaks GTP; ours
// refused the line ("flag provided but not defined: -mode", exit status 2).
// It must answer GTP, with one note on stderr naming the flags; a mode that
// is not GTP (GNU Go's ascii) or a level that is not a number is refused.
func TestGTPGNUGoFlags(t *testing.T) {
	for _, args := range [][]string{
		{"--mode", "gtp"},
		{"gtp", "--mode=gtp", "--level", "10"},
		{"--level", "10", "--mode", "gtp", "--size", "9"},
	} {
		var out, errb bytes.Buffer
		err := run(context.Background(), args, strings.NewReader("1 name\n2 query_boardsize\n"), &out, &errb)
		if err != nil {
			t.Errorf("%q: %v (stderr %q)", args, err, errb.String())
			continue
		}
		if !strings.HasPrefix(out.String(), "=1 gtp-referee\n\n=2 ") {
			t.Errorf("%q: stdout %q", args, out.String())
		}
		note := errb.String()
		if !strings.HasPrefix(note, "gtp-referee: note: ") || strings.Count(note, "\n") != 1 || !strings.Contains(note, "--mode gtp") {
			t.Errorf("%q: stderr %q; want one note naming --mode gtp", args, note)
		}
	}
	for _, args := range [][]string{{"--mode", "ascii"}, {"--level", "ten"}} {
		if _, errOut, code := runMain(t, args...); code != 2 || !strings.Contains(errOut, "--"+strings.TrimPrefix(args[0], "--")) {
			t.Errorf("%q: exit %d, stderr %q; want 2 and the flag named", args, code, errOut)
		}
	}
}
