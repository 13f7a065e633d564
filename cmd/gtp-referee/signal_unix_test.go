//go:build unix

package main

import (
	"bytes"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"os/signal"
	"path/filepath"
	"strconv"
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
		cmd, stderr := startMain(t, args)
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

// TestSecondSignalKillsEngines: a second Ctrl-C makes main leave a match at
// once, before the match has stopped its engines; main then kills them
// itself. The engines here are shell scripts that, asked for a move,
// think in a child (sleep) and read nothing meanwhile, as an engine started
// by a wrapper script does: Linux's parent-death signal reaches the script,
// not its child. Main left them running (cancelling the match set their
// kill going, which lost the race with the exit), for ever where they hang,
// and a resume of the match started new ones beside them.
func TestSecondSignalKillsEngines(t *testing.T) {
	if testing.Short() {
		t.Skip("starts the test binary as the program")
	}
	if _, err := os.Stat("/proc/self/stat"); err != nil {
		t.Skip("no /proc to see the processes")
	}
	dir := t.TempDir()
	line, pids := thinkingEngine(t, dir)
	for round := range 6 {
		os.Remove(pids)
		args := []string{"match", "--black", line, "--white", line, "--alternate", "--games", "4", "--parallel", "2",
			"--size", "9", "--timeout", "10m", "--quiet", "--out", filepath.Join(dir, "out")}
		cmd, stderr := startMain(t, args)
		// Both games think (each has sent a genmove).
		thinking := waitThinking(pids, 2)
		if len(thinking) < 2 {
			_ = cmd.Process.Kill()
			_ = cmd.Wait()
			t.Fatalf("round %d: the engines never thought (%v); stderr %q", round, thinking, stderr.String())
		}
		// Two Ctrl-C at once: the second one leaves at once.
		_ = cmd.Process.Signal(os.Interrupt)
		_ = cmd.Process.Signal(os.Interrupt)
		err := cmd.Wait()
		var ee *exec.ExitError
		if !errors.As(err, &ee) || ee.ExitCode() != 130 || !strings.Contains(stderr.String(), "gtp-referee: interrupted") {
			t.Errorf("round %d: %v, stderr %q; want exit status 130, interrupted", round, err, stderr.String())
		}
		checkGone(t, thinking, fmt.Sprintf("round %d: ", round))
	}
}

// TestHangupKillsEngines: the hangup of the terminal or ssh session a
// match runs in (SIGHUP) stops it as SIGTERM does: exit status 130,
// "interrupted", its engines killed. It killed the program by its default
// action, and the engines, in process groups of their own that the hangup
// does not reach, ran on: an engine script's thinking child (sleep 300)
// was left running, its parent init, after kill -HUP of gtp-referee match.
func TestHangupKillsEngines(t *testing.T) {
	if testing.Short() {
		t.Skip("starts the test binary as the program")
	}
	if _, err := os.Stat("/proc/self/stat"); err != nil {
		t.Skip("no /proc to see the processes")
	}
	if signal.Ignored(syscall.SIGHUP) {
		t.Skip("SIGHUP is ignored here (nohup), and so by the program")
	}
	dir := t.TempDir()
	line, pids := thinkingEngine(t, dir)
	args := []string{"match", "--black", line, "--white", line, "--size", "9", "--timeout", "10m", "--quiet",
		"--out", filepath.Join(dir, "out")}
	cmd, stderr := startMain(t, args)
	thinking := waitThinking(pids, 1)
	if len(thinking) < 1 {
		_ = cmd.Process.Kill()
		_ = cmd.Wait()
		t.Fatalf("the engine never thought; stderr %q", stderr.String())
	}
	_ = cmd.Process.Signal(syscall.SIGHUP)
	err := cmd.Wait()
	var ee *exec.ExitError
	if !errors.As(err, &ee) || ee.ExitCode() != 130 || !strings.Contains(stderr.String(), "gtp-referee: interrupted") {
		t.Errorf("%v, stderr %q; want exit status 130, interrupted", err, stderr.String())
	}
	checkGone(t, thinking, "")
}

// thinkingEngine writes to dir an engine script that, asked for a move,
// thinks in a child (sleep 300) whose pid it appends to the file pids, and
// reads nothing meanwhile, as an engine started by a wrapper script does;
// it returns the engine's command line and the pids file.
func thinkingEngine(t *testing.T, dir string) (line, pids string) {
	t.Helper()
	pids = filepath.Join(dir, "pids")
	engine := writeFile(t, dir, "engine.sh", `#!/bin/sh
pids=$1
while read -r id cmd rest; do
	case $cmd in
	genmove) sleep 300 & echo $! >> "$pids"; wait; printf '=%s pass\n\n' "$id" ;;
	name) printf '=%s sh\n\n' "$id" ;;
	quit) printf '=%s\n\n' "$id"; exit 0 ;;
	*) printf '=%s\n\n' "$id" ;;
	esac
done
`)
	if err := os.Chmod(engine, 0o755); err != nil {
		t.Fatal(err)
	}
	return engine + " " + pids, pids
}

// waitThinking returns the pids of the thinking children listed in the
// file pids once there are n of them, or those listed after 30 s.
func waitThinking(pids string, n int) []int {
	var thinking []int
	for deadline := time.Now().Add(30 * time.Second); len(thinking) < n && time.Now().Before(deadline); time.Sleep(10 * time.Millisecond) {
		data, _ := os.ReadFile(pids)
		thinking = thinking[:0]
		for _, f := range strings.Fields(string(data)) {
			if pid, err := strconv.Atoi(f); err == nil {
				thinking = append(thinking, pid)
			}
		}
	}
	return thinking
}

// checkGone fails t for each of the thinking children that still runs 3 s
// after the program's exit, and kills it; prefix begins each message.
func checkGone(t *testing.T, thinking []int, prefix string) {
	t.Helper()
	for _, pid := range thinking {
		left := true
		for deadline := time.Now().Add(3 * time.Second); left && time.Now().Before(deadline); time.Sleep(10 * time.Millisecond) {
			left = running(pid)
		}
		if left {
			_ = syscall.Kill(pid, syscall.SIGKILL)
			t.Errorf("%san engine (its thinking child %d) outlived the program", prefix, pid)
		}
	}
}

// running reports whether process pid exists and is no zombie (a killed
// process whose parent is gone may stay a zombie where nothing reaps it).
func running(pid int) bool {
	data, err := os.ReadFile("/proc/" + strconv.Itoa(pid) + "/stat")
	if err != nil {
		return false
	}
	s := string(data)
	i := strings.LastIndexByte(s, ')')
	return i < 0 || i+2 >= len(s) || (s[i+2] != 'Z' && s[i+2] != 'X')
}

// startMain starts the test binary as gtp-referee with the command line
// args (TestMainAsProcess), its standard error kept in the buffer
// returned.
func startMain(t *testing.T, args []string) (*exec.Cmd, *bytes.Buffer) {
	t.Helper()
	cmd := exec.Command(os.Args[0], "-test.run=^TestMainAsProcess$")
	cmd.Env = append(os.Environ(), "GTPREF_TEST_MAIN_ARGS="+strings.Join(args, "\n"))
	stderr := new(bytes.Buffer)
	cmd.Stderr = stderr
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	return cmd, stderr
}
