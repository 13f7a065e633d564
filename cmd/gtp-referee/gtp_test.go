package main

import "testing"

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
