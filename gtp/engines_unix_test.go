//go:build unix

package gtp

import (
	"context"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"
)

// TestEnginesKillAll: KillAll kills, without closing their clients, the
// process groups of the engines started with the set (here a child of the
// engine that reads nothing, as a wrapper script's engine busy thinking),
// those closed since excepted, and an engine started after it as soon as it
// starts: what a program does before it exits without closing its clients.
func TestEnginesKillAll(t *testing.T) {
	if _, err := os.Stat("/proc/self/stat"); err != nil {
		t.Skip("no /proc to see the processes")
	}
	dir := t.TempDir()
	var engines Engines
	start := func(name string) (*Client, int) {
		t.Helper()
		pidFile := filepath.Join(dir, name)
		// The engine starts a child in its group that reads nothing and
		// writes its pid, then waits for it.
		c, err := Start(context.Background(), "/bin/sh", []string{"-c", "sleep 300 & echo $! > " + pidFile + "; wait"}, ClientOptions{Engines: &engines})
		if err != nil {
			t.Fatal(err)
		}
		for deadline := time.Now().Add(5 * time.Second); time.Now().Before(deadline); time.Sleep(10 * time.Millisecond) {
			if data, err := os.ReadFile(pidFile); err == nil && strings.HasSuffix(string(data), "\n") {
				pid, _ := strconv.Atoi(strings.TrimSpace(string(data)))
				return c, pid
			}
		}
		c.Kill()
		t.Fatalf("%s: the engine's child never started", name)
		return nil, 0
	}
	gone := func(pid int) bool {
		for deadline := time.Now().Add(3 * time.Second); time.Now().Before(deadline); time.Sleep(10 * time.Millisecond) {
			if !alive(pid) {
				return true
			}
		}
		return false
	}
	a, pidA := start("a")
	b, pidB := start("b")
	b.Close()
	if len(engines.clients) != 1 {
		t.Errorf("%d engines in the set after one of two was closed, want 1", len(engines.clients))
	}
	engines.KillAll()
	if !gone(pidA) {
		syscall.Kill(pidA, syscall.SIGKILL)
		t.Errorf("the running engine's child survived KillAll")
	}
	select {
	case <-a.exited:
	case <-time.After(3 * time.Second):
		t.Errorf("the running engine survived KillAll")
	}
	a.Kill()
	if !gone(pidB) {
		t.Errorf("the closed engine's child is still running")
	}
	// Killed as it starts, perhaps before it has started its child.
	c, err := Start(context.Background(), "/bin/sh", []string{"-c", "sleep 300"}, ClientOptions{Engines: &engines})
	if err != nil {
		t.Fatal(err)
	}
	defer c.Kill()
	select {
	case <-c.exited:
	case <-time.After(3 * time.Second):
		t.Errorf("an engine started after KillAll was not killed")
	}
	if len(engines.clients) != 1 {
		t.Errorf("%d engines in the set, want the one not closed", len(engines.clients))
	}
}
