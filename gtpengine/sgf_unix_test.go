//go:build unix

package gtpengine

import (
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
)

// TestPrintSGFNotRegular: printsgf to a path that is not a regular file (a
// FIFO here; /dev/null the same, a directory too) answers "? cannot write
// file" naming it, and leaves it as it was. The temporary file was renamed
// over it, which replaced the FIFO (or, for a user allowed to write in
// /dev, the device node /dev/null) with a regular file holding the record.
func TestPrintSGFNotRegular(t *testing.T) {
	dir := t.TempDir()
	fifo := filepath.Join(dir, "fifo.sgf")
	if err := syscall.Mkfifo(fifo, 0o600); err != nil {
		t.Skipf("mkfifo: %v", err)
	}
	s := startSession(t, Options{Width: 9})
	s.ask(t, "play b e5")
	for _, path := range []string{fifo, dir} {
		s.send(t, "printsgf "+path)
		got := s.next(t)
		s.next(t)
		if want := "? cannot write file: " + path + ": not a regular file"; got != want {
			t.Errorf("printsgf %s: %q, want %q", path, got, want)
		}
	}
	if st, err := os.Lstat(fifo); err != nil || st.Mode()&os.ModeNamedPipe == 0 {
		t.Errorf("after printsgf FIFO: %v %v, want the FIFO", st.Mode(), err)
	}
	entries, _ := os.ReadDir(dir)
	for _, e := range entries {
		if strings.Contains(e.Name(), ".tmp") {
			t.Errorf("a temporary is left: %s", e.Name())
		}
	}
	if got := s.ask(t, "move_history"); got != "black E5" {
		t.Errorf("move_history after the refused printsgf: %q, want black E5", got)
	}
}
