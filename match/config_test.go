package match

import (
	"testing"
	"time"
)

// TestGraceDefaults: a zero Grace is the default 200 ms, a negative one
// none at all (the command line's --grace 0, for a strict CGOS-like
// clock); it used to become 200 ms as well.
func TestGraceDefaults(t *testing.T) {
	for _, tc := range []struct{ in, want time.Duration }{
		{0, DefaultGrace},
		{-1, 0},
		{50 * time.Millisecond, 50 * time.Millisecond},
	} {
		c := Config{Grace: tc.in}
		c.Defaults()
		if c.Grace != tc.want {
			t.Errorf("Grace %v: after Defaults %v, want %v", tc.in, c.Grace, tc.want)
		}
	}
}
