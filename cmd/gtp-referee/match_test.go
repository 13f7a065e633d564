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

// TestTimeInMinutes: gogui-twogtp's -time is "min[+min/moves]"; bare
// numbers in our --time are seconds, and the note names the spec in
// minutes for each of them.
func TestTimeInMinutes(t *testing.T) {
	for spec, want := range map[string]string{"5": "5m", "5+1/10": "5m+1m/10", "10m+30x5": "10m+30mx5", "1.5+2": "1.5m+2m"} {
		if got, ok := inMinutes(spec); !ok || got != want {
			t.Errorf("%q: %q %v, want %q", spec, got, ok, want)
		}
	}
	for _, spec := range []string{"5m", "10m+30sx5", "10m+5m/25"} {
		if got, ok := inMinutes(spec); ok {
			t.Errorf("%q: a note (%q) for a spec with units", spec, got)
		}
	}
}
