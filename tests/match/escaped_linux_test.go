package match_test

import (
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/gtp-referee/gtp-referee/match"
)

// TestEngineChildInOwnSession: a shell-script engine that starts `setsid
// sleep 1000 &` (a helper in a session of its own, out of the engine's
// process group) and then runs the fake engine. The referee kills an
// engine's process group when it stops it, at the end of the match, after
// a crash or a hang; the sleep, out of the group, outlived every engine
// (and with it the match), one per engine started. Each is gone now, found
// through the engine while it runs or through the pipes it inherited once
// the engine has exited. Linux only: the processes are found in /proc.
func TestEngineChildInOwnSession(t *testing.T) {
	if _, err := exec.LookPath("setsid"); err != nil {
		t.Skip("no setsid command")
	}
	for _, c := range []struct {
		name, flags, reason string
		opt                 setup
	}{
		{"end of match", "-random", "score", nil},
		{"crash", "-random -fault crash -at 2", "crash", nil},
		{"hang", "-random -fault hang -at 2", "hang", func(c *match.Config) { c.CommandTimeout = time.Second }},
	} {
		t.Run(c.name, func(t *testing.T) {
			dir := t.TempDir()
			pids := filepath.Join(dir, "pids")
			script := filepath.Join(dir, "engine.sh")
			text := "#!/bin/sh\nsetsid sleep 1000 &\necho $! >> " + pids + "\nexec " + fakeBin + " " + c.flags + "\n"
			if err := os.WriteFile(script, []byte(text), 0o755); err != nil {
				t.Fatal(err)
			}
			opts := []setup{}
			if c.opt != nil {
				opts = append(opts, c.opt)
			}
			_, recs, err := run(t, []string{script}, fake("-random"), 2, opts...)
			if err != nil {
				t.Fatal(err)
			}
			if len(recs) != 2 {
				t.Fatalf("%d records", len(recs))
			}
			for _, r := range recs {
				if r.Reason != c.reason {
					t.Errorf("game %d: %s (%s), want reason %s", r.Game, r.Result, r.Detail, c.reason)
				}
			}
			data, err := os.ReadFile(pids)
			if err != nil {
				t.Fatal(err)
			}
			list := strings.Fields(string(data))
			if len(list) == 0 {
				t.Fatal("no engine started")
			}
			for _, f := range list {
				pid, err := strconv.Atoi(f)
				if err != nil {
					t.Fatalf("pid %q", f)
				}
				for deadline := time.Now().Add(5 * time.Second); sleepRunning(pid); time.Sleep(20 * time.Millisecond) {
					if time.Now().After(deadline) {
						if p, err := os.FindProcess(pid); err == nil {
							p.Kill() // leave nothing behind
						}
						t.Errorf("the engine's setsid sleep %d outlived the match", pid)
						break
					}
				}
			}
		})
	}
}

// sleepRunning reports whether pid is a running (not zombie) sleep.
func sleepRunning(pid int) bool {
	stat, err := os.ReadFile("/proc/" + strconv.Itoa(pid) + "/stat")
	if err != nil {
		return false
	}
	s := string(stat)
	i := strings.LastIndexByte(s, ')')
	if i < 0 || strings.HasPrefix(strings.TrimSpace(s[i+1:]), "Z") {
		return false
	}
	return strings.Contains(s[:i], "(sleep")
}
