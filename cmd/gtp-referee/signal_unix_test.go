//go:build unix

package main

import (
	"bytes"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"
)

// TestMainAsProcess is not a test: run by TestInterruptBlockedRead as a
// child process, it is the program, main with the arguments of
// GTPREF_TEST_MAIN_ARGS (one a line).
func TestMainAsProcess(t *testing.T) {
	args, ok := os.LookupEnv("GTPREF_TEST_MAIN_ARGS")
	if !ok {
		t.Skip("run as the program by TestInterruptBlockedRead")
	}
	os.Args = append([]string{"gtp-referee"}, strings.Split(args, "\n")...)
	main()
}

// TestInterruptBlockedRead: Ctrl-C (SIGINT) stops check and score (and
// bench, which reads its records alike) while they wait for an input that
// never comes, a FIFO named as an argument whose writer never writes (or
// a terminal, or a silent pipe given as /dev/stdin): exit status 130 and "interrupted", as for any
// interrupted run (README, package comment), within the few seconds main
// waits for the cancelled run. The signal only cancelled the run's
// context, which a blocked read never looks at, and main kept the signal
// from its default action: the process ignored SIGINT and SIGTERM alike and
// only kill -9 ended it (cat, GNU Go and every program that keeps the
// default action die at once).
func TestInterruptBlockedRead(t *testing.T) {
	if testing.Short() {
		t.Skip("starts the test binary as the program")
	}
	const patience = 15 * time.Second // well past main's stopGrace
	dir := t.TempDir()
	fifo := filepath.Join(dir, "game.sgf")
	if err := syscall.Mkfifo(fifo, 0o600); err != nil {
		t.Skipf("mkfifo: %v", err)
	}
	for _, args := range [][]string{
		{"check", fifo},
		{"score", "--json", fifo},
	} {
		cmd := exec.Command(os.Args[0], "-test.run=^TestMainAsProcess$")
		cmd.Env = append(os.Environ(), "GTPREF_TEST_MAIN_ARGS="+strings.Join(args, "\n"))
		var stderr bytes.Buffer
		cmd.Stderr = &stderr
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		// Open the FIFO for writing once the program has it open for
		// reading (its signal handling set up by then), and never
		// write: the program waits in its read.
		var w *os.File
		for deadline := time.Now().Add(30 * time.Second); w == nil && time.Now().Before(deadline); {
			f, err := os.OpenFile(fifo, os.O_WRONLY|syscall.O_NONBLOCK, 0)
			if err == nil {
				w = f
				break
			}
			time.Sleep(10 * time.Millisecond)
		}
		if w == nil {
			_ = cmd.Process.Kill()
			_ = cmd.Wait()
			t.Fatalf("%v: the program never opened the FIFO", args)
		}
		time.Sleep(100 * time.Millisecond)
		if err := cmd.Process.Signal(os.Interrupt); err != nil {
			t.Fatal(err)
		}
		done := make(chan error, 1)
		go func() { done <- cmd.Wait() }()
		var err error
		select {
		case err = <-done:
		case <-time.After(patience):
			_ = cmd.Process.Kill()
			<-done
			w.Close()
			t.Errorf("%v blocked on a FIFO: still running %v after SIGINT", args, patience)
			continue
		}
		w.Close()
		var ee *exec.ExitError
		if !errors.As(err, &ee) || ee.ExitCode() != 130 || !strings.Contains(stderr.String(), "gtp-referee: interrupted") {
			t.Errorf("%v blocked on a FIFO, SIGINT: %v, stderr %q; want exit status 130, interrupted", args, err, stderr.String())
		}
	}
}
