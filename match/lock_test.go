//go:build unix

package match

import (
	"strings"
	"testing"
)

// TestOutLocked: a second match into an output directory that a running
// match holds is refused (Run takes the lock before it reads or writes
// anything there; two runs used to interleave their records, and stats
// then dropped games); once the first one is done, the directory can be
// resumed.
func TestOutLocked(t *testing.T) {
	dir := t.TempDir()
	release, err := lockOut(dir)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := lockOut(dir); err == nil || !strings.Contains(err.Error(), "used by another running match") {
		t.Errorf("second lock: %v, want it refused", err)
	}
	release()
	again, err := lockOut(dir)
	if err != nil {
		t.Fatalf("after release: %v", err)
	}
	again()
}
