package main

import "testing"

// TestMatchKomiHundredths: match refuses a komi of 100 or more (a record's
// KM that large reads as Fox's hundredths) and names it in fixed point;
// %g wrote 2e+06.
func TestMatchKomiHundredths(t *testing.T) {
	_, errOut, code := runMain(t, "match", "--komi", "2000000")
	want := "gtp-referee: match: --komi: invalid komi 2000000: a record's KM of 100 or more reads as hundredths (Fox)\n"
	if code != 2 || errOut != want {
		t.Errorf("exit %d, stderr %q; want 2, %q", code, errOut, want)
	}
}
