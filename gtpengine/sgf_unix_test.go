//go:build unix

package gtpengine

import (
	"errors"
	"os"
	"os/exec"
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
	reply := loadWithin(t, s, fifo, func() {
		if f, err := os.OpenFile(fifo, os.O_WRONLY|syscall.O_NONBLOCK, 0); err == nil {
			f.Close()
		}
	})
	if !strings.HasPrefix(reply, "? cannot load file: ") {
		t.Errorf("loadsgf FIFO: %q, want ? cannot load file", reply)
	}
	if got := s.ask(t, "move_history"); got != "black E5" {
		t.Errorf("move_history after the refused loadsgf: %q, want black E5", got)
	}
}

// loadWithin sends loadsgf path and returns its reply line, failing the
// test when none comes within 5 s; release (called again every 20 ms from
// then on) must end the read that blocks the engine, so that the reply
// still comes and the session can be checked.
func loadWithin(t *testing.T, s *session, path string, release func()) string {
	t.Helper()
	s.send(t, "loadsgf "+path)
	got := make(chan string, 1)
	go func() {
		l, _ := s.out.ReadString('\n')
		s.out.ReadString('\n') // the empty line that ends the reply
		got <- strings.TrimSuffix(l, "\n")
	}()
	select {
	case reply := <-got:
		return reply
	case <-time.After(5 * time.Second):
		t.Errorf("loadsgf %s: no answer in 5 s", path)
	}
	for {
		release()
		select {
		case reply := <-got:
			return reply
		case <-time.After(20 * time.Millisecond):
		}
	}
}

// TestLoadSGFSilentWriter: loadsgf of a FIFO whose writer holds it open
// without writing answers within seconds, "? cannot load file: ...", and
// the game goes on unchanged. The FIFO was opened without waiting for a
// writer, but the read then waited for the writer's data or its close, and
// the engine, which answers nothing else meanwhile, hung for as long as
// the writer lived (CLIENTS.md section 1: an engine that does not answer
// hangs the GUI or the match). The writer is closed after 5 s to release
// the old code.
func TestLoadSGFSilentWriter(t *testing.T) {
	fifo := filepath.Join(t.TempDir(), "silent.sgf")
	if err := syscall.Mkfifo(fifo, 0o600); err != nil {
		t.Skipf("mkfifo: %v", err)
	}
	// O_RDWR opens a FIFO at once (on Linux; POSIX leaves it open) and
	// holds a writer end that never writes.
	w, err := os.OpenFile(fifo, os.O_RDWR, 0)
	if err != nil {
		t.Skipf("opening the FIFO as its writer: %v", err)
	}
	defer w.Close()
	s := startSession(t, Options{Width: 9})
	s.ask(t, "play b e5")
	reply := loadWithin(t, s, fifo, func() { w.Close() })
	if !strings.HasPrefix(reply, "? cannot load file: ") {
		t.Errorf("loadsgf of a FIFO with a silent writer: %q, want ? cannot load file", reply)
	}
	if got := s.ask(t, "move_history"); got != "black E5" {
		t.Errorf("move_history after the refused loadsgf: %q, want black E5", got)
	}
}

// TestLoadSGFDevices: loadsgf of character devices answers at once:
// /dev/null is empty, so "? cannot load file" (no game in it), and a
// terminal nobody types in (a pseudo-terminal here, as /dev/tty is where
// a user runs the engine by hand) is refused once the engine has waited a
// few seconds for it, the game unchanged each time. The terminal's read
// had no deadline and hung the engine until the terminal was closed (a
// terminal has no end of input: a typed line does not end the read);
// closing the master after 5 s releases the old code.
func TestLoadSGFDevices(t *testing.T) {
	s := startSession(t, Options{Width: 9})
	s.ask(t, "play b e5")
	if _, err := os.Stat("/dev/null"); err == nil {
		reply := loadWithin(t, s, "/dev/null", func() {})
		if !strings.HasPrefix(reply, "? cannot load file: ") {
			t.Errorf("loadsgf /dev/null: %q, want ? cannot load file", reply)
		}
	}
	master, tty, err := openPTY()
	if err != nil {
		t.Logf("no pseudo-terminal: %v", err)
	} else {
		defer master.Close()
		reply := loadWithin(t, s, tty, func() { master.Close() })
		if !strings.HasPrefix(reply, "? cannot load file: ") {
			t.Errorf("loadsgf of a terminal: %q, want ? cannot load file", reply)
		}
	}
	if got := s.ask(t, "move_history"); got != "black E5" {
		t.Errorf("move_history after the refused loadsgf: %q, want black E5", got)
	}
}

// asNobodyEnv marks the copy of the test binary that TestPrintSGFReadOnly
// runs as the user nobody.
const asNobodyEnv = "GTP_REFEREE_TEST_AS_NOBODY"

// TestPrintSGFReadOnly: printsgf to an existing file that the user may not
// write (mode 0444, in a directory he may write) answers "? cannot write
// file: ... permission denied" and leaves the file as it was, contents and
// mode, with no temporary beside it. The temporary was renamed over the
// file, which needs only the directory's permission, so the read-only file
// was replaced. GNU Go 3.8 run as nobody leaves such a file untouched too
// (it says "Can not open" on stderr). Root may write any file whatever its
// mode bits, so when the test runs as root it runs itself again, as the
// user nobody, in a copy of the test binary that nobody may execute; as
// root it proves nothing else (root's printsgf replaces the file, as GNU
// Go's does).
func TestPrintSGFReadOnly(t *testing.T) {
	if os.Geteuid() == 0 && os.Getenv(asNobodyEnv) == "" {
		runAsNobody(t, "TestPrintSGFReadOnly")
		return
	}
	if os.Geteuid() == 0 {
		t.Fatal("still root")
	}
	dir := t.TempDir()
	path := filepath.Join(dir, "game.sgf")
	const old = "(;FF[4]SZ[9];B[cc])\n"
	if err := os.WriteFile(path, []byte(old), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.Chmod(path, 0o444); err != nil {
		t.Fatal(err)
	}
	s := startSession(t, Options{Width: 9})
	s.ask(t, "play b e5")
	s.send(t, "printsgf "+path)
	got := s.next(t)
	s.next(t)
	if !strings.HasPrefix(got, "? cannot write file: ") || !strings.HasSuffix(got, "permission denied") {
		t.Errorf("printsgf of a read-only file: %q, want ? cannot write file: ... permission denied", got)
	}
	if data, err := os.ReadFile(path); err != nil || string(data) != old {
		t.Errorf("the read-only file now holds %q (%v), want %q", data, err, old)
	}
	if st, err := os.Stat(path); err != nil || st.Mode().Perm() != 0o444 {
		t.Errorf("the read-only file's mode: %v (%v), want 0444", st.Mode(), err)
	}
	entries, _ := os.ReadDir(dir)
	for _, e := range entries {
		if strings.Contains(e.Name(), ".tmp") {
			t.Errorf("a temporary is left: %s", e.Name())
		}
	}
}

// runAsNobody runs the test named test again, as the user nobody (uid and
// gid 65534), from a copy of the test binary in a directory nobody may
// read, and fails with its output when it fails (or does not run). The
// copy and the temporary directory of the run as nobody are made under
// /tmp, which every user may reach, rather than under TMPDIR, which may be
// root's own (a 0700 directory): there nobody could not execute the copy.
// Where the system does not let the test start a process as nobody (no
// CAP_SETUID, a user namespace that maps no such user), it is skipped.
func runAsNobody(t *testing.T, test string) {
	t.Helper()
	bin, err := os.Executable()
	if err != nil {
		t.Skipf("no test binary: %v", err)
	}
	base := ""
	if st, err := os.Stat("/tmp"); err == nil && st.IsDir() && st.Mode().Perm()&0o001 != 0 {
		base = "/tmp"
	}
	dir, err := os.MkdirTemp(base, "as-nobody")
	if err != nil {
		t.Fatal(err)
	}
	defer os.RemoveAll(dir)
	data, err := os.ReadFile(bin)
	if err != nil {
		t.Fatal(err)
	}
	cp := filepath.Join(dir, "test")
	if err := os.WriteFile(cp, data, 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.Chmod(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	tmp := filepath.Join(dir, "tmp")
	if err := os.Mkdir(tmp, 0o700); err != nil {
		t.Fatal(err)
	}
	if err := os.Chown(tmp, 65534, 65534); err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(cp, "-test.run=^"+test+"$", "-test.v")
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), asNobodyEnv+"=1", "TMPDIR="+tmp, "HOME=/")
	cmd.SysProcAttr = &syscall.SysProcAttr{Credential: &syscall.Credential{Uid: 65534, Gid: 65534}}
	out, err := cmd.CombinedOutput()
	var exit *exec.ExitError
	switch {
	case err != nil && !errors.As(err, &exit):
		t.Skipf("cannot run %s as nobody: %v", test, err)
	case err != nil:
		t.Errorf("%s as nobody: %v\n%s", test, err, out)
	case !strings.Contains(string(out), "--- PASS: "+test):
		t.Errorf("%s as nobody did not run:\n%s", test, out)
	}
}

// TestPrintSGFUmask: printsgf to a new file creates it with the
// permissions 0666 less the umask, as open(2) does (POSIX) and as GNU Go
// 3.8's printsgf, which opens it with fopen, creates it: 0600 under
// umask 077, 0640 under umask 027. The temporary renamed into place was
// given 0644 whatever the umask, so that a user's umask 077 left his
// records readable by all. An existing file keeps its own mode (0604
// here, whatever the umask).
func TestPrintSGFUmask(t *testing.T) {
	dir := t.TempDir()
	old := syscall.Umask(0o077)
	defer syscall.Umask(old)
	s := startSession(t, Options{Width: 9})
	s.ask(t, "play b e5")
	existing := filepath.Join(dir, "existing.sgf")
	if err := os.WriteFile(existing, nil, 0o600); err != nil {
		t.Fatal(err)
	}
	if err := os.Chmod(existing, 0o604); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		umask int
		name  string
		want  os.FileMode
	}{
		{0o077, "a.sgf", 0o600},
		{0o027, "b.sgf", 0o640},
		{0o077, "existing.sgf", 0o604},
	} {
		syscall.Umask(tc.umask)
		path := filepath.Join(dir, tc.name)
		s.ask(t, "printsgf "+path)
		st, err := os.Stat(path)
		if err != nil {
			t.Fatal(err)
		}
		if got := st.Mode().Perm(); got != tc.want {
			t.Errorf("printsgf %s under umask %03o: mode %04o, want %04o", tc.name, tc.umask, got, tc.want)
		}
	}
}

// TestLoadSGFStreamWithoutPoller: a FIFO that Go's poller does not take
// (on macOS none is taken: os.newFile leaves FIFOs out of kqueue, which
// misses a writer's close) has no read deadline, and, opened without
// blocking, its read answers EAGAIN while the writer has not written yet.
// The writer that loadsgf of a FIFO is for (cat game.sgf > fifo, waiting
// for a reader) writes only once the engine's open has let it through, so
// the first read came before the data and loadsgf failed at once with
// "resource temporarily unavailable"; readRecord's documentation promises
// the stream read until its end for up to streamWait, as Linux's poller
// gives it. The FIFO here is made such a file on Linux too (noPoller).
// A writer that writes the record after 200 ms and closes: the record is
// read. A writer that never writes: refused once streamWait has passed,
// not waited for without end.
func TestLoadSGFStreamWithoutPoller(t *testing.T) {
	const rec = "(;GM[1]FF[4]SZ[9];B[ee];W[cc])"
	f, w := noPoller(t)
	go func(w *os.File) {
		time.Sleep(200 * time.Millisecond)
		w.WriteString(rec)
		w.Close()
	}(w)
	data, err := readOpened(f, f.Name())
	if err != nil || string(data) != rec {
		t.Errorf("readOpened of a FIFO without poller, written after 200 ms: %q, %v; want %q", data, err, rec)
	}

	f, w = noPoller(t)
	defer w.Close()
	start := time.Now()
	data, err = readOpened(f, f.Name())
	if err == nil || !strings.Contains(err.Error(), "did not end within") {
		t.Errorf("readOpened of a FIFO without poller whose writer is silent: %q, %v; want a stream that did not end", data, err)
	}
	if d := time.Since(start); d < streamWait {
		t.Errorf("readOpened gave up on the silent writer after %v, before streamWait", d)
	}
}

// noPoller returns the reading end of a new FIFO, opened without blocking
// as openStream opens it but left out of Go's poller, as macOS leaves a
// FIFO out (its descriptor is blocking when os.NewFile takes it, then made
// non-blocking), and its writing end; it skips the test where the poller
// takes the FIFO all the same.
func noPoller(t *testing.T) (r, w *os.File) {
	t.Helper()
	fifo := filepath.Join(t.TempDir(), "late.sgf")
	if err := syscall.Mkfifo(fifo, 0o600); err != nil {
		t.Skipf("mkfifo: %v", err)
	}
	fd, err := syscall.Open(fifo, syscall.O_RDONLY|syscall.O_NONBLOCK|syscall.O_CLOEXEC, 0)
	if err != nil {
		t.Fatal(err)
	}
	if err := syscall.SetNonblock(fd, false); err != nil {
		syscall.Close(fd)
		t.Fatal(err)
	}
	r = os.NewFile(uintptr(fd), fifo)
	t.Cleanup(func() { r.Close() })
	if err := syscall.SetNonblock(fd, true); err != nil {
		t.Fatal(err)
	}
	if err := r.SetReadDeadline(time.Now().Add(time.Second)); err == nil {
		t.Skip("the poller took the FIFO: no file without a deadline to test")
	}
	if w, err = os.OpenFile(fifo, os.O_WRONLY, 0); err != nil {
		t.Fatal(err)
	}
	return r, w
}
