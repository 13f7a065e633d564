package main

import (
	"bytes"
	"context"
	"errors"
	"strings"
	"testing"
)

// TestCorpusWalkCancelled: a run whose context is already cancelled (Ctrl-C
// while check, score or bench was starting) reads no record: the walk of
// the directories and the loading of a bench corpus stop at once, so no
// file is reported broken, and the run ends as interrupted, exit status
// 130 (the status of interrupted, the one a shell gives a command killed
// by SIGINT: 128 + 2), not as a run over unreadable input (2).
func TestCorpusWalkCancelled(t *testing.T) {
	dir := t.TempDir()
	writeFile(t, dir, "broken.sgf", "(;SZ[19]B[")
	writeFile(t, dir, "good.sgf", "(;SZ[19]KM[7.5];B[pd];W[dd])")
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	for _, args := range [][]string{
		{"check", dir},
		{"score", dir},
		{"bench", "replay", "--rounds", "1", dir},
		{"bench", "area", "--rounds", "1", dir},
		{"bench", "score", dir},
	} {
		var out, errb bytes.Buffer
		err := run(ctx, args, strings.NewReader(""), &out, &errb)
		var ee *exitError
		if !errors.As(err, &ee) || ee.code != 130 {
			t.Errorf("%v: %v, want exit status 130", args, err)
		}
		if strings.Contains(out.String()+errb.String(), "broken.sgf") {
			t.Errorf("%v: a file was read after the cancellation:\nstdout %q\nstderr %q", args, out.String(), errb.String())
		}
	}
}
