//go:build unix

package results

import (
	"os"
	"path/filepath"
	"syscall"
	"testing"
)

// TestWriteFileAtomicUmask: a file the match writes gets the permissions
// of a new file created by open(2), 0666 less the umask, as GNU Go 3.8's
// printsgf gives its records: under umask 077 a user's results were
// written 0644, readable by all.
func TestWriteFileAtomicUmask(t *testing.T) {
	dir := t.TempDir()
	old := syscall.Umask(0o077)
	defer syscall.Umask(old)
	for _, tc := range []struct {
		umask int
		want  os.FileMode
	}{
		{0o077, 0o600},
		{0o027, 0o640},
		{0o022, 0o644},
	} {
		syscall.Umask(tc.umask)
		path := filepath.Join(dir, "results.dat")
		os.Remove(path)
		if err := WriteFileAtomic(path, []byte("#\n")); err != nil {
			t.Fatal(err)
		}
		st, err := os.Stat(path)
		if err != nil {
			t.Fatal(err)
		}
		if got := st.Mode().Perm(); got != tc.want {
			t.Errorf("umask %03o: mode %04o, want %04o", tc.umask, got, tc.want)
		}
	}
}
