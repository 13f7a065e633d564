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
// for good (GNU Go 3.8 does the same). The pipe is closed after a few
// seconds to release the old code.
func TestLoadSGFOwnStdin(t *testing.T) {
	if _, err := os.Stat("/dev/stdin"); err != nil {
		t.Skip("no /dev/stdin here")
	}
	cmd := exec.Command(binary(t))
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
	defer cmd.Wait()
	defer in.Close()
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
	if _, err := in.Write([]byte("1 play b e5\n2 loadsgf /dev/stdin\n3 move_history\n")); err != nil {
		t.Fatal(err)
	}
	want := []string{"=1 ", "?2 cannot load file: /dev/stdin: the engine's standard input, where its commands come from", "=3 black E5"}
	var got []string
	timeout := time.After(5 * time.Second)
	for len(got) < len(want) {
		select {
		case l, ok := <-lines:
			if !ok {
				t.Fatalf("the engine stopped after %q", got)
			}
			got = append(got, l)
		case <-timeout:
			t.Errorf("loadsgf /dev/stdin: no answer in 5 s after %q", got)
			in.Close()
			timeout = nil
		}
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("replies %q, want %q", got, want)
	}
}
