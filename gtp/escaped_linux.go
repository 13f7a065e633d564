package gtp

import (
	"bytes"
	"os"
	"strconv"
	"syscall"
	"unsafe"
)

// An engine may start a process that leaves its process group (setpgid)
// or its session (setsid, "setsid helper &" in a wrapper script): the kill
// of the group does not reach it, and it lives on after the engine, holding
// the engine's pipes if it inherited them. Linux names the processes in
// /proc: escapedDescendants finds such a process through its parent while
// the engine runs, pipeHolders through the pipes it holds once the engine
// is gone (its orphans are reparented to init, out of reach of the tree).
// A handle is opened on each (a pidfd: a pid reused since cannot be
// killed by mistake) and checked against the process's start time.
//
// The referee does not make itself a child subreaper
// (PR_SET_CHILD_SUBREAPER) instead: that is an attribute of the whole
// process, whose orphans it would then have to reap with wait calls that
// race os/exec's own, and an orphan reparented so could not be told from
// those of another engine running in a parallel game.

// procStat is what /proc/PID/stat says of a process.
type procStat struct {
	ppid, pgrp int
	start      uint64 // start time after boot, in clock ticks
	zombie     bool
	exiting    bool // dead (X) or past the start of its exit (PF_EXITING)
	// asleep: its (main thread's) state is an interruptible sleep (S) or
	// a stop (T, t), waiting for an event rather than running, runnable
	// or in uninterruptible I/O (R, D).
	asleep bool
	cpu    uint64 // user and system time of all its threads, in clock ticks
}

// readStat reads /proc/PID/stat.
func readStat(pid int) (procStat, bool) {
	data, err := os.ReadFile("/proc/" + strconv.Itoa(pid) + "/stat")
	if err != nil {
		return procStat{}, false
	}
	// The command name, in parentheses, may hold spaces and ')'.
	i := bytes.LastIndexByte(data, ')')
	if i < 0 {
		return procStat{}, false
	}
	f := bytes.Fields(data[i+1:])
	if len(f) < 20 {
		return procStat{}, false
	}
	ppid, err1 := strconv.Atoi(string(f[1]))
	pgrp, err2 := strconv.Atoi(string(f[2]))
	start, err3 := strconv.ParseUint(string(f[19]), 10, 64)
	flags, err4 := strconv.ParseUint(string(f[6]), 10, 64)
	utime, err5 := strconv.ParseUint(string(f[11]), 10, 64)
	stime, err6 := strconv.ParseUint(string(f[12]), 10, 64)
	if err1 != nil || err2 != nil || err3 != nil || err4 != nil || err5 != nil || err6 != nil {
		return procStat{}, false
	}
	const pfExiting = 0x4 // include/linux/sched.h: set as do_exit begins
	state := string(f[0])
	return procStat{ppid: ppid, pgrp: pgrp, start: start, zombie: state == "Z",
		exiting: state == "X" || flags&pfExiting != 0,
		asleep:  state == "S" || state == "T" || state == "t", cpu: utime + stime}, true
}

// activity tells what process pid, which started at start, is doing: cpu
// is the processor time all its threads have used (clock ticks), asleep
// whether it waits for an event (proc(5)'s state S, T or t) rather than
// runs. ok is false where /proc does not tell, or the process is gone.
func activity(pid int, start uint64) (cpu uint64, asleep, ok bool) {
	st, found := readStat(pid)
	if !found || start == 0 || st.start != start {
		return 0, false, false
	}
	return st.cpu, st.asleep, true
}

// runsOn reports whether process pid, which started at start, is alive
// and not exiting: not a zombie, and its exit not begun (the kernel marks
// a process exiting, PF_EXITING, before it closes its files, so a process
// whose pipe was closed by its exit is already marked when the other end
// sees it closed). known is false where /proc does not tell.
func runsOn(pid int, start uint64) (running, known bool) {
	if start == 0 {
		return false, false
	}
	st, ok := readStat(pid)
	if !ok {
		if _, err := os.Stat("/proc/self/stat"); err != nil {
			return false, false
		}
		return false, true // gone
	}
	if st.start != start {
		return false, true // gone, its pid reused
	}
	return !st.zombie && !st.exiting, true
}

// processIDs lists the processes in /proc.
func processIDs() []int {
	ents, err := os.ReadDir("/proc")
	if err != nil {
		return nil
	}
	pids := make([]int, 0, len(ents))
	for _, e := range ents {
		if pid, err := strconv.Atoi(e.Name()); err == nil && pid > 0 {
			pids = append(pids, pid)
		}
	}
	return pids
}

// handle opens a handle on process pid if it is still the process that
// started at start and is not a zombie; nil otherwise.
func handle(pid int, start uint64) *os.Process {
	p, err := os.FindProcess(pid)
	if err != nil {
		return nil
	}
	if st, ok := readStat(pid); !ok || st.start != start || st.zombie {
		p.Release()
		return nil
	}
	return p
}

// procStart returns the start time of process pid, in clock ticks after
// boot, and false when /proc does not tell it.
func procStart(pid int) (uint64, bool) {
	st, ok := readStat(pid)
	return st.start, ok
}

// escapedDescendants returns handles on the live descendants of process
// pid (an engine that leads its own process group) that are out of its
// process group, which a kill of the group does not reach. start is the
// engine's start time (procStart): once the engine has exited and been
// waited for, its pid is free, and the process that gets it next (with
// all its children out of the group pid, which it does not lead) is no
// engine's; then, or when start is unknown (0), there is nothing to find.
func escapedDescendants(pid int, start uint64) []*os.Process {
	if st, ok := readStat(pid); !ok || st.start != start || start == 0 {
		return nil // cheaply, before the walk of /proc
	}
	stats := map[int]procStat{}
	children := map[int][]int{}
	for _, p := range processIDs() {
		if st, ok := readStat(p); ok {
			stats[p] = st
			children[st.ppid] = append(children[st.ppid], p)
		}
	}
	if st, ok := stats[pid]; !ok || st.start != start {
		return nil
	}
	var out []*os.Process
	seen := map[int]bool{pid: true}
	queue := append([]int(nil), children[pid]...)
	for len(queue) > 0 {
		p := queue[0]
		queue = queue[1:]
		if seen[p] {
			continue
		}
		seen[p] = true
		queue = append(queue, children[p]...)
		if st := stats[p]; st.pgrp != pid && !st.zombie {
			if h := handle(p, st.start); h != nil {
				out = append(out, h)
			}
		}
	}
	return out
}

// pipeHolders returns handles on the processes other than this one that
// hold one of the pipes files open: an engine's standard output and error,
// which only the engine and the processes it started had. A process this
// one is starting (another game's engine) holds a copy of all its
// descriptors, these pipes too, between its fork and its exec: it is left
// out. It is a child of this process, running this program's executable
// still; an engine's orphan is a child of this process only where this
// process takes orphans (reaper: the init of a container, pid 1, or a
// child subreaper), and then only such a child is left out. (A child that
// has just exec'd another program may still hold the pipes for an instant,
// until the kernel closes them: only a reaper may take it for a holder.)
func pipeHolders(files ...*os.File) []*os.Process {
	targets := map[string]bool{}
	for _, f := range files {
		fi, err := f.Stat()
		if err != nil {
			continue
		}
		if st, ok := fi.Sys().(*syscall.Stat_t); ok {
			targets["pipe:["+strconv.FormatUint(st.Ino, 10)+"]"] = true
		}
	}
	if len(targets) == 0 {
		return nil
	}
	self := os.Getpid()
	// Where orphans come to this process, a child is spared only while
	// it runs this program (between its fork and its exec).
	// (Without the executable's identity, every child is spared.)
	var exe os.FileInfo
	if reaper() {
		exe, _ = os.Stat("/proc/self/exe")
	}
	var out []*os.Process
	for _, p := range processIDs() {
		if p == self {
			continue
		}
		st, ok := readStat(p)
		if !ok || st.zombie || st.ppid == self && (exe == nil || runs(p, exe)) {
			continue
		}
		dir := "/proc/" + strconv.Itoa(p) + "/fd/"
		fds, err := os.ReadDir(dir) // another user's: permission denied
		if err != nil {
			continue
		}
		for _, fd := range fds {
			if link, err := os.Readlink(dir + fd.Name()); err == nil && targets[link] {
				if h := handle(p, st.start); h != nil {
					out = append(out, h)
				}
				break
			}
		}
	}
	return out
}

// prGetChildSubreaper is Linux's PR_GET_CHILD_SUBREAPER option of prctl(2).
const prGetChildSubreaper = 37

// reaper reports whether the orphans of this process's descendants are
// given to it: it is the init of its pid namespace (pid 1, a container's
// entry point) or a child subreaper (PR_SET_CHILD_SUBREAPER, which exec
// keeps).
func reaper() bool {
	if os.Getpid() == 1 {
		return true
	}
	var v int32
	_, _, e := syscall.Syscall(syscall.SYS_PRCTL, prGetChildSubreaper, uintptr(unsafe.Pointer(&v)), 0)
	return e == 0 && v != 0
}

// runs reports whether process pid runs the executable exe.
func runs(pid int, exe os.FileInfo) bool {
	st, err := os.Stat("/proc/" + strconv.Itoa(pid) + "/exe")
	return err == nil && os.SameFile(st, exe)
}
