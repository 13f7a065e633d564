//go:build unix

package results

import (
	"os"
	"path/filepath"
	"syscall"
	"testing"
)

// umaskModes creates a file named name with create under each umask of
// modes and checks the permissions it gets: modes maps a umask to the
// mode wanted.
func umaskModes(t *testing.T, name string, create func(path string) error, modes map[int]os.FileMode) {
	t.Helper()
	dir := t.TempDir()
	old := syscall.Umask(0o077)
	defer syscall.Umask(old)
	for umask, want := range modes {
		syscall.Umask(umask)
		path := filepath.Join(dir, name)
		os.Remove(path)
		if err := create(path); err != nil {
			t.Fatal(err)
		}
		st, err := os.Stat(path)
		if err != nil {
			t.Fatal(err)
		}
		if got := st.Mode().Perm(); got != want {
			t.Errorf("umask %03o: mode %04o, want %04o", umask, got, want)
		}
	}
}

// TestWriteFileAtomicUmask: a file the match writes gets the permissions
// of a new file created by open(2), 0666 less the umask, as GNU Go 3.8's
// printsgf gives its records: under umask 077 a user's results were
// written 0644, readable by all.
func TestWriteFileAtomicUmask(t *testing.T) {
	umaskModes(t, "results.dat", func(path string) error {
		return WriteFileAtomic(path, []byte("#\n"))
	}, map[int]os.FileMode{0o077: 0o600, 0o027: 0o640, 0o022: 0o644})
}

// TestOpenStoreUmask: results.jsonl is created as the match's other files
// are, with open(2)'s 0666 less the umask (the mode GNU Go 3.8's printsgf
// and touch(1) give a new file). It was created 0644 whatever the umask,
// so that under umask 002 (a group sharing the output directory)
// results.dat and the records were group-writable and results.jsonl was
// not: another member of the group could not resume the match.
func TestOpenStoreUmask(t *testing.T) {
	umaskModes(t, "results.jsonl", func(path string) error {
		s, _, err := OpenStore(path)
		if err != nil {
			return err
		}
		return s.Close()
	}, map[int]os.FileMode{0o002: 0o664, 0o022: 0o644, 0o077: 0o600})
}
