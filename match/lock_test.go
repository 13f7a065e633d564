//go:build unix

package match

import (
	"context"
	"errors"
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

// TestOutDirUmask: the output directory a match creates gets the mode
// mkdir(2) and mkdir(1) give a new directory, 0777 less the umask, as the
// match's files get open(2)'s 0666 less the umask. It was created 0755
// whatever the umask, so that under umask 002 (a group sharing the
// output) the group-writable lock file and records sat in a directory the
// group could not write: another member could not resume the match, whose
// game records and results.dat are written through temporary files
// created beside them.
func TestOutDirUmask(t *testing.T) {
	old := syscall.Umask(0o077)
	defer syscall.Umask(old)
	for _, tc := range []struct {
		umask int
		want  os.FileMode
	}{
		{0o002, 0o775},
		{0o022, 0o755},
		{0o077, 0o700},
	} {
		syscall.Umask(tc.umask)
		out := filepath.Join(t.TempDir(), "out")
		// A cancelled match creates its directory and plays nothing.
		ctx, cancel := context.WithCancel(context.Background())
		cancel()
		Run(ctx, Config{Black: []string{"b"}, White: []string{"w"}, Size: 9, Out: out,
			Start: func(context.Context, []string) (Engine, error) { return nil, errors.New("no engine") }})
		st, err := os.Stat(out)
		if err != nil {
			t.Fatal(err)
		}
		if got := st.Mode().Perm(); got != tc.want {
			t.Errorf("umask %03o: mode %04o, want %04o", tc.umask, got, tc.want)
		}
	}
}
