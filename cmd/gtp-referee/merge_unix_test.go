//go:build unix

package main

import (
	"os"
	"path/filepath"
	"syscall"
	"testing"
)

// TestMergeOutUmask: merge creates its --out as mkdir(1) creates a
// directory, 0777 less the umask, as a match creates its output and as
// the files in it are created (open(2)'s 0666 less the umask). It was
// 0755 whatever the umask: under umask 002 the merged match, whose files
// were group-writable, sat in a directory its group could not write in.
func TestMergeOutUmask(t *testing.T) {
	root := t.TempDir()
	s0 := shardDir(t, root, "s0", "0/2", 0)
	s1 := shardDir(t, root, "s1", "1/2", 1)
	old := syscall.Umask(0o002)
	defer syscall.Umask(old)
	out := filepath.Join(root, "m")
	if stdout, errOut, code := runMain(t, "merge", "--out", out, s0, s1); code != 0 {
		t.Fatalf("merge: exit %d, %q\n%s", code, errOut, stdout)
	}
	st, err := os.Stat(out)
	if err != nil {
		t.Fatal(err)
	}
	if got := st.Mode().Perm(); got != 0o775 {
		t.Errorf("umask 002: mode %04o, want 0775", got)
	}
}
