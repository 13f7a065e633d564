package gtp

import (
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"
)

// escapee starts a shell-script engine that starts `setsid sleep 1000`
// in the background (in a session of its own, out of the engine's process
// group) with the redirections redir, writes its pid to a file, then runs
// rest. It returns the client and the pid of the sleep.
func escapee(t *testing.T, redir, rest string) (*Client, int) {
	t.Helper()
	if _, err := exec.LookPath("setsid"); err != nil {
		t.Skip("no setsid command")
	}
	file := filepath.Join(t.TempDir(), "pid")
	script := "setsid sleep 1000 " + redir + " & echo $! > " + file + "; " + rest
	c, err := Start(context.Background(), "/bin/sh", []string{"-c", script}, ClientOptions{QuitTimeout: 200 * time.Millisecond})
	if err != nil {
		t.Fatal(err)
	}
	for deadline := time.Now().Add(10 * time.Second); ; time.Sleep(20 * time.Millisecond) {
		data, err := os.ReadFile(file)
		if pid, perr := strconv.Atoi(strings.TrimSpace(string(data))); err == nil && perr == nil && pid > 0 {
			// The shell writes the file once setsid has started.
			for i := 0; i < 100 && !sleeping(pid); i++ {
				time.Sleep(20 * time.Millisecond)
			}
			if !sleeping(pid) {
				c.Kill()
				t.Fatalf("the sleep %d is not running", pid)
			}
			return c, pid
		}
		if time.Now().After(deadline) {
			c.Kill()
			t.Fatal("no pid written")
		}
	}
}

// sleeping reports whether pid is a live (not zombie) sleep process.
func sleeping(pid int) bool {
	st, ok := readStat(pid)
	if !ok || st.zombie {
		return false
	}
	cmd, _ := os.ReadFile("/proc/" + strconv.Itoa(pid) + "/comm")
	return strings.TrimSpace(string(cmd)) == "sleep"
}

// gone waits for pid to be gone (or a zombie that init has yet to reap).
func gone(t *testing.T, pid int) {
	t.Helper()
	for deadline := time.Now().Add(5 * time.Second); sleeping(pid); time.Sleep(20 * time.Millisecond) {
		if time.Now().After(deadline) {
			p, _ := os.FindProcess(pid)
			p.Kill() // no leftover from the test
			t.Fatalf("the engine's setsid child %d survived", pid)
		}
	}
}

// TestEscapedChildKilled: a process that an engine starts in a session of
// its own (setsid, as a wrapper script may start a helper) is out of the
// engine's process group, which Close and Kill kill: it survived the
// engine, holding its pipes when it had inherited them (sleep 1000 lived
// on). It is killed now, found through the engine while the engine runs
// (Close of an engine that does not answer quit, Kill of a hung one, its
// output sent elsewhere), or through the pipes it holds once the engine
// has exited and left it to init.
func TestEscapedChildKilled(t *testing.T) {
	t.Run("close", func(t *testing.T) {
		c, pid := escapee(t, "</dev/null >/dev/null 2>&1", "exec cat >/dev/null")
		c.Close()
		gone(t, pid)
	})
	t.Run("kill", func(t *testing.T) {
		c, pid := escapee(t, "</dev/null >/dev/null 2>&1", "exec cat >/dev/null")
		c.Kill()
		gone(t, pid)
	})
	t.Run("orphan holding the pipes", func(t *testing.T) {
		c, pid := escapee(t, "", "exit 0")
		for deadline := time.Now().Add(5 * time.Second); !c.Exited(); time.Sleep(10 * time.Millisecond) {
			if time.Now().After(deadline) {
				t.Fatal("the shell did not exit")
			}
		}
		if st, _ := readStat(pid); st.ppid == c.Pid() {
			t.Fatalf("the sleep %d is still the engine's child", pid)
		}
		c.Close()
		gone(t, pid)
	})
}

// TestEscapedDescendantsPidReused: once an engine has exited and been
// waited for, its pid is free and the kernel may give it to any new
// process (pid_max is 32768 on many systems, and every thread of every
// engine of a long match takes a number). Close, Kill and the context's
// cancel looked for "the engine's descendants out of its group" by that
// pid alone, after the engine was gone: the children of whatever process
// had the number then, which for a process that leads no group are all
// its children, were killed. Here the engine exits, and its client is
// pointed at another process of ours (standing for the process that got
// the reused pid), whose child sleep must outlive the client's Close.
func TestEscapedDescendantsPidReused(t *testing.T) {
	other := exec.Command("/bin/sh", "-c", "sleep 1000 & echo $!; wait")
	out, err := other.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := other.Start(); err != nil {
		t.Fatal(err)
	}
	defer other.Wait()
	defer other.Process.Kill()
	var line [32]byte
	n, _ := out.Read(line[:])
	child, err := strconv.Atoi(strings.TrimSpace(string(line[:n])))
	if err != nil {
		t.Fatalf("no pid from the shell: %q", line[:n])
	}
	defer func() {
		if p, err := os.FindProcess(child); err == nil {
			p.Kill()
		}
	}()
	for i := 0; i < 100 && !sleeping(child); i++ {
		time.Sleep(20 * time.Millisecond)
	}
	if !sleeping(child) {
		t.Fatalf("the sleep %d is not running", child)
	}
	// A process's start time (procStart) counts clock ticks, 10 ms
	// each: the engine must start in a later tick than the process that
	// is to get its pid, or the two are one to the pid-reuse check (a
	// process that gets a freed pid starts after its engine has exited,
	// so never before it). Started in the same tick, the shell's sleep
	// was killed as the engine's escaped child in about one run of 30.
	time.Sleep(30 * time.Millisecond)

	c, err := Start(context.Background(), "/bin/sh", []string{"-c", "exit 0"}, ClientOptions{QuitTimeout: 200 * time.Millisecond})
	if err != nil {
		t.Fatal(err)
	}
	for deadline := time.Now().Add(5 * time.Second); !c.Exited(); time.Sleep(10 * time.Millisecond) {
		if time.Now().After(deadline) {
			t.Fatal("the engine did not exit")
		}
	}
	c.pid = other.Process.Pid // the engine's pid, given to another process
	c.Close()
	time.Sleep(100 * time.Millisecond)
	if !sleeping(child) {
		t.Errorf("Close of an engine that had exited killed %d, a child of the process that got its pid", child)
	}
}

// TestPipeHoldersSparesOurChildren: between its fork and its exec, a
// process that the referee starts (another game's engine, started while
// this engine is stopped, in a match with --parallel, or a test running
// engines side by side) holds a copy of every descriptor of the referee,
// this engine's pipes among them, until the exec closes them (they are
// close-on-exec). pipeHolders, which looks for the processes that keep an
// engine's output open once it has exited, took that process for one and
// killed it: the other game's engine died at its start. An engine's
// escaped child is a child of the referee only where the referee takes
// orphans (TestPipeHoldersAsReaper), so the referee's own children are not
// holders, nor, where it does, those that still run its program. Here a
// child of ours that runs the referee's program (this test binary) holds
// the write end of a pipe, standing for the process caught in that window.
func TestPipeHoldersSparesOurChildren(t *testing.T) {
	r, w, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	defer r.Close()
	bin, err := os.Executable()
	if err != nil {
		t.Skipf("no test binary: %v", err)
	}
	cmd := exec.Command(bin)
	cmd.Env = append(os.Environ(), fakeEngineEnv+"=sleeper")
	cmd.ExtraFiles = []*os.File{w}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	w.Close()
	defer cmd.Wait()
	defer cmd.Process.Kill()
	for _, p := range pipeHolders(r) {
		if p.Pid == cmd.Process.Pid {
			t.Errorf("pipeHolders lists %d, a child of the referee", p.Pid)
		}
		p.Release()
	}
}

// reaperEnv marks the copy of the test binary that TestPipeHoldersAsReaper
// runs as a child subreaper.
const reaperEnv = "GTP_TEST_AS_REAPER"

// prSetChildSubreaper is Linux's PR_SET_CHILD_SUBREAPER option of prctl(2).
const prSetChildSubreaper = 36

// TestPipeHoldersAsReaper: where the referee takes orphans (the init of a
// container, pid 1, as when gtp-referee is a container's entry point, or a
// child subreaper), an engine's orphan that holds its pipes is the
// referee's child, and pipeHolders, which left every child of the referee
// out, let it live on: the setsid sleep survived Close (it is killed
// where the referee is no reaper, TestEscapedChildKilled). A child of the
// referee that runs the referee's own program, as one between its fork
// and its exec does (TestPipeHoldersSparesOurChildren), is still left out.
// The test runs itself again as a child subreaper (prctl(2)), which makes
// the orphans of its engines its children as pid 1 would.
func TestPipeHoldersAsReaper(t *testing.T) {
	if os.Getenv(reaperEnv) == "" {
		bin, err := os.Executable()
		if err != nil {
			t.Skipf("no test binary: %v", err)
		}
		cmd := exec.Command(bin, "-test.run=^TestPipeHoldersAsReaper$", "-test.v")
		cmd.Env = append(os.Environ(), reaperEnv+"=1")
		out, err := cmd.CombinedOutput()
		if err != nil {
			t.Errorf("as a subreaper: %v\n%s", err, out)
		} else if !strings.Contains(string(out), "--- PASS: TestPipeHoldersAsReaper") {
			t.Errorf("as a subreaper, the test did not run:\n%s", out)
		}
		return
	}
	if _, _, e := syscall.Syscall(syscall.SYS_PRCTL, prSetChildSubreaper, 1, 0); e != 0 {
		t.Skipf("PR_SET_CHILD_SUBREAPER: %v", e)
	}
	if !reaper() {
		t.Fatal("reaper() is false in a child subreaper")
	}
	c, pid := escapee(t, "", "exit 0")
	for deadline := time.Now().Add(5 * time.Second); !c.Exited(); time.Sleep(10 * time.Millisecond) {
		if time.Now().After(deadline) {
			t.Fatal("the shell did not exit")
		}
	}
	for deadline := time.Now().Add(5 * time.Second); ; time.Sleep(10 * time.Millisecond) {
		if st, _ := readStat(pid); st.ppid == os.Getpid() {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("the sleep %d was not given to this process", pid)
		}
	}
	c.Close()
	gone(t, pid)
	// A child that runs the referee's program is left out, as it is
	// where the referee is no reaper.
	TestPipeHoldersSparesOurChildren(t)
}
