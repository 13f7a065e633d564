//go:build unix

package gtpengine

import (
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"
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

// TestLoadSGFFIFONoWriter: loadsgf of a FIFO that nobody writes to answers
// at once: no writer, no content, so "? cannot load file", and the game
// goes on unchanged. The open of the FIFO waited for a writer, and the
// engine, which answers nothing else meanwhile, hung for good (GNU Go
// 3.8 hangs the same way). The FIFO is given a writer after a few seconds
// to release the old code.
func TestLoadSGFFIFONoWriter(t *testing.T) {
	fifo := filepath.Join(t.TempDir(), "nobody.sgf")
	if err := syscall.Mkfifo(fifo, 0o600); err != nil {
		t.Skipf("mkfifo: %v", err)
	}
	s := startSession(t, Options{Width: 9})
	s.ask(t, "play b e5")
	s.send(t, "loadsgf "+fifo)
	got := make(chan string, 1)
	go func() {
		l, _ := s.out.ReadString('\n')
		s.out.ReadString('\n') // the empty line that ends the reply
		got <- strings.TrimSuffix(l, "\n")
	}()
	var reply string
	select {
	case reply = <-got:
	case <-time.After(5 * time.Second):
		t.Error("loadsgf of a FIFO without a writer: no answer in 5 s")
		for reply == "" {
			if f, err := os.OpenFile(fifo, os.O_WRONLY|syscall.O_NONBLOCK, 0); err == nil {
				f.Close()
			}
			select {
			case reply = <-got:
			case <-time.After(20 * time.Millisecond):
			}
		}
	}
	if !strings.HasPrefix(reply, "? cannot load file: ") {
		t.Errorf("loadsgf FIFO: %q, want ? cannot load file", reply)
	}
	if got := s.ask(t, "move_history"); got != "black E5" {
		t.Errorf("move_history after the refused loadsgf: %q, want black E5", got)
	}
}
