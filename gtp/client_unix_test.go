//go:build unix

package gtp

import (
	"context"
	"errors"
	"os"
	"strings"
	"syscall"
	"testing"
	"time"
)

// TestClientWriteWithoutDeadlines: the pipes of os.Pipe take no deadline
// where the runtime poller does not handle them (on Windows, os.Pipe's
// handles are created blocking: os/file_windows.go), and SetWriteDeadline
// then fails with os.ErrNoDeadline. The client returned that error from
// every write, which Send reported as a crash of the engine: no command
// could ever be sent there. A pipe opened in blocking mode here is the
// same kind of file: commands are written to it, and a write that cannot
// complete still ends at its deadline or when ctx ends, with
// os.ErrDeadlineExceeded, as on a pipe that takes deadlines.
func TestClientWriteWithoutDeadlines(t *testing.T) {
	var fds [2]int
	if err := syscall.Pipe(fds[:]); err != nil {
		t.Fatal(err)
	}
	r, w := os.NewFile(uintptr(fds[0]), "engine stdin"), os.NewFile(uintptr(fds[1]), "referee end")
	defer r.Close()
	defer w.Close()
	if err := w.SetWriteDeadline(time.Now().Add(time.Second)); !errors.Is(err, os.ErrNoDeadline) {
		t.Skipf("a blocking pipe takes deadlines here (%v): nothing to test", err)
	}
	c := &Client{stdin: w}
	ctx := context.Background()
	if err := c.write(ctx, time.Now().Add(time.Second), "1 name\n"); err != nil {
		t.Fatalf("write: %v", err)
	}
	if err := c.write(ctx, time.Time{}, "2 version\n"); err != nil {
		t.Fatalf("write without a deadline: %v", err)
	}
	buf := make([]byte, 64)
	n, _ := r.Read(buf)
	if got := string(buf[:n]); got != "1 name\n2 version\n" {
		t.Fatalf("the engine read %q", got)
	}
	// Nobody reads: 1 MB does not fit in the pipe.
	big := strings.Repeat("x", 1<<20) + "\n"
	start := time.Now()
	if err := c.write(ctx, time.Now().Add(200*time.Millisecond), big); !errors.Is(err, os.ErrDeadlineExceeded) {
		t.Errorf("write past its deadline: %v, want os.ErrDeadlineExceeded", err)
	}
	cctx, cancel := context.WithCancel(ctx)
	time.AfterFunc(100*time.Millisecond, cancel)
	if err := c.write(cctx, time.Time{}, big); !errors.Is(err, os.ErrDeadlineExceeded) {
		t.Errorf("write when ctx ends: %v, want os.ErrDeadlineExceeded", err)
	}
	if el := time.Since(start); el > 2*time.Second {
		t.Errorf("the blocked writes returned after %v", el)
	}
	// The engine's end closing (the deferred r.Close) releases the
	// writes left blocked.
}

// leaveGroup moves the calling process (a fake engine) from the process
// group the client made for it into its parent's group, and reports
// whether it could.
func leaveGroup() bool {
	pgid, err := syscall.Getpgid(os.Getppid())
	return err == nil && syscall.Setpgid(0, pgid) == nil
}

// TestClientLeaderLeftItsGroup: an engine that moved itself out of the
// process group the client made for it (setpgid(2) into another group of
// its session) and does not exit when told to quit is still killed by
// Close, and by a crash found with the process running. Close killed the
// group it had left (an empty one: kill(2) fails with ESRCH, which
// killGroup reads as the group being gone), never the engine, and then
// waited for the engine's exit for ever; the crash said "killed" of a
// process left running; Engines.KillAll and the end of Start's context
// left it running. Each client's
// end is awaited as an event, bounded only to fail instead of hanging the
// test binary.
func TestClientLeaderLeftItsGroup(t *testing.T) {
	t.Run("KillAll", func(t *testing.T) {
		exe, err := os.Executable()
		if err != nil {
			t.Fatal(err)
		}
		var engines Engines
		c, err := Start(context.Background(), exe, nil, ClientOptions{Env: fakeEnv("leavegroup"), Engines: &engines})
		if err != nil {
			t.Fatalf("Start: %v", err)
		}
		defer syscall.Kill(c.Pid(), syscall.SIGKILL)
		// Its reply: it has left its group by now.
		if _, err := c.SendTimeout(context.Background(), 10*time.Second, "name"); err != nil {
			t.Fatalf("name: %v", err)
		}
		engines.KillAll()
		select {
		case <-c.exited:
		case <-time.After(20 * time.Second):
			t.Fatal("the engine, out of its group, runs on after KillAll")
		}
		c.Close()
	})
	t.Run("context", func(t *testing.T) {
		exe, err := os.Executable()
		if err != nil {
			t.Fatal(err)
		}
		ctx, cancel := context.WithCancel(context.Background())
		defer cancel()
		c, err := Start(ctx, exe, nil, ClientOptions{Env: fakeEnv("leavegroup")})
		if err != nil {
			t.Fatalf("Start: %v", err)
		}
		defer syscall.Kill(c.Pid(), syscall.SIGKILL)
		if _, err := c.SendTimeout(context.Background(), 10*time.Second, "name"); err != nil {
			t.Fatalf("name: %v", err)
		}
		cancel() // exec.CommandContext's Cancel
		select {
		case <-c.exited:
		case <-time.After(20 * time.Second):
			t.Fatal("the engine, out of its group, runs on after its context ended")
		}
		c.Close()
	})
	for _, mode := range []string{"leavegroup", "leavegroupcloseout"} {
		t.Run(mode, func(t *testing.T) {
			exe, err := os.Executable()
			if err != nil {
				t.Fatal(err)
			}
			c, err := Start(context.Background(), exe, nil, ClientOptions{Env: fakeEnv(mode), QuitTimeout: 100 * time.Millisecond})
			if err != nil {
				t.Fatalf("Start: %v", err)
			}
			// Should the test fail, the engine, now in the test's own
			// group, is killed by its pid.
			defer syscall.Kill(c.Pid(), syscall.SIGKILL)
			_, err = c.SendTimeout(context.Background(), 10*time.Second, "name")
			if mode == "leavegroupcloseout" {
				var ce *CrashError
				if !errors.As(err, &ce) {
					t.Fatalf("name: %v, want a CrashError", err)
				}
				if !c.Exited() {
					t.Errorf("%v: the process runs on after the crash was reported as killed", ce)
				}
			} else if err != nil {
				t.Fatalf("name: %v", err)
			}
			closed := make(chan struct{})
			go func() { c.Close(); close(closed) }()
			select {
			case <-closed:
			case <-time.After(20 * time.Second):
				t.Fatal("Close did not return: the engine, out of its group, was never killed")
			}
			if !c.Exited() {
				t.Error("the engine runs on after Close")
			}
		})
	}
}

// cpuTime is the processor time the process has used (user and system).
func cpuTime() time.Duration {
	var ru syscall.Rusage
	if syscall.Getrusage(syscall.RUSAGE_SELF, &ru) != nil {
		return time.Hour
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}
