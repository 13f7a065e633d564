//go:build unix

package gtp_test

import (
	"bufio"
	"os"
	"os/exec"
	"strings"
	"testing"
	"time"
)

// TestLoadSGFOwnStdin: loadsgf of the engine's own standard input
// (/dev/stdin, or its /proc/self/fd/0 link, with a GUI's pipe behind it)
// is refused at once, and the commands after it are answered. It opened
// the pipe again and read it to its end, taking the GUI's next commands
// as the record's bytes while the GUI waited for the reply: both waited
// for good (GNU Go 3.8 does the same).
func TestLoadSGFOwnStdin(t *testing.T) {
	if _, err := os.Stat("/dev/stdin"); err != nil {
		t.Skip("no /dev/stdin here")
	}
	got := loadOwnStream(t, "/dev/stdin")
	want := []string{"=1 ", "?2 cannot load file: /dev/stdin: the engine's standard input, where its commands come from", "=3 black E5"}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("replies %q, want %q", got, want)
	}
}

// TestLoadSGFOwnOutput: loadsgf of the engine's own standard output or
// standard error (/dev/stdout, /dev/stderr, with a GUI's pipes behind
// them) is refused at once, and the commands after it are answered, as
// the GTP specification wants every command answered (loadsgf fails with
// "cannot load file" when the file cannot be read). Opened for reading,
// such a pipe has a writer, the engine itself, which writes nothing while
// it waits in the read: the engine hung for good (SIGTERM did not end it
// either).
func TestLoadSGFOwnOutput(t *testing.T) {
	for _, path := range []string{"/dev/stdout", "/dev/stderr"} {
		if _, err := os.Stat(path); err != nil {
			t.Skipf("no %s here", path)
		}
		got := loadOwnStream(t, path)
		if len(got) == 3 && (!strings.HasPrefix(got[1], "?2 cannot load file: "+path+": the engine's standard") || got[2] != "=3 black E5") {
			t.Errorf("loadsgf %s: replies %q, want it refused and move_history answered", path, got)
		}
	}
}

// loadOwnStream starts the engine with pipes for its standard streams (as
// a GUI starts it), sends "1 play b e5", "2 loadsgf PATH" and "3
// move_history", and returns the non-empty reply lines read within 5 s
// (three when every command was answered). An engine that answers no more
// in time fails the test and is killed, which releases the old code.
func loadOwnStream(t *testing.T, path string) []string {
	t.Helper()
	cmd := exec.Command(binary(t))
	var diag strings.Builder
	cmd.Stderr = &diag // a pipe, copied by os/exec
	in, err := cmd.StdinPipe()
	if err != nil {
		t.Fatal(err)
	}
	outPipe, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	lines := make(chan string)
	go func() {
		sc := bufio.NewScanner(outPipe)
		for sc.Scan() {
			if sc.Text() != "" {
				lines <- sc.Text()
			}
		}
		close(lines)
	}()
	if _, err := in.Write([]byte("1 play b e5\n2 loadsgf " + path + "\n3 move_history\n")); err != nil {
		t.Fatal(err)
	}
	var got []string
	timeout := time.After(5 * time.Second)
read:
	for len(got) < 3 {
		select {
		case l, ok := <-lines:
			if !ok {
				t.Errorf("loadsgf %s: the engine stopped after %q", path, got)
				break read
			}
			got = append(got, l)
		case <-timeout:
			cmd.Process.Kill()
			t.Errorf("loadsgf %s: no answer in 5 s after %q", path, got)
			break read
		}
	}
	in.Close()
	for range lines {
	}
	cmd.Wait()
	return got
}
