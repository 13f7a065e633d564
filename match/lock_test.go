//go:build unix

package match

import (
	"os"
	"path/filepath"
	"strings"
	"syscall"
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

// TestLockFileUmask: the lock file is created as the match's other files,
// with open(2)'s 0666 less the umask (the mode touch(1) gives a new file).
// It was created 0644 whatever the umask, so that under umask 002 another
// member of the group sharing the output directory could not open it to
// take the lock, and could not resume the match.
func TestLockFileUmask(t *testing.T) {
	dir := t.TempDir()
	old := syscall.Umask(0o002)
	defer syscall.Umask(old)
	release, err := lockOut(dir)
	if err != nil {
		t.Fatal(err)
	}
	release()
	st, err := os.Stat(filepath.Join(dir, LockFile))
	if err != nil {
		t.Fatal(err)
	}
	if got := st.Mode().Perm(); got != 0o664 {
		t.Errorf("umask 002: mode %04o, want 0664", got)
	}
}
