package main

import (
	"bufio"
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"os/exec"
	"slices"
	"strings"
	"time"

	"github.com/gtp-referee/gtp-referee/geom"
)

// gnugoPath is where Debian and Ubuntu install GNU Go.
const gnugoPath = "/usr/games/gnugo"

// benchGTP measures the GTP front end as a client sees it: a stream of
// play+undo pairs on 19x19 written through a pipe to the real binary, and
// the time from process start to the reply to protocol_version (median of
// several starts). With --gnugo the same stream is sent to GNU Go too.
func benchGTP(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	fs := flag.NewFlagSet("bench gtp", flag.ContinueOnError)
	fs.SetOutput(stderr)
	pairs := fs.Int("pairs", 100000, "number of play+undo pairs")
	starts := fs.Int("starts", 21, "number of starts for the startup time")
	gnugo := fs.Bool("gnugo", false, "also run the stream against "+gnugoPath)
	if err := parseNoArgs(fs, args); err != nil {
		return err
	}
	if *pairs < 1 || *starts < 1 {
		return &exitError{code: 2, err: errors.New("bench gtp: --pairs and --starts must be positive")}
	}
	exe, err := os.Executable()
	if err != nil {
		return fmt.Errorf("bench gtp: %w", err)
	}
	stream := playUndoStream(*pairs)
	ours := []string{exe, "gtp"}
	rate, err := streamRate(ctx, ours, stream, 2**pairs)
	if err != nil {
		return fmt.Errorf("bench gtp: %w", err)
	}
	startup, err := startupMillis(ctx, ours, *starts)
	if err != nil {
		return fmt.Errorf("bench gtp: %w", err)
	}
	out := map[string]any{
		"bench":            "gtp",
		"commands":         2 * *pairs,
		"commands_per_sec": round(rate, 0),
		"startup_ms":       round(startup, 2),
	}
	if *gnugo {
		gg := []string{gnugoPath, "--mode", "gtp"}
		grate, err := streamRate(ctx, gg, stream, 2**pairs)
		if err != nil {
			return fmt.Errorf("bench gtp: gnugo: %w", err)
		}
		gstart, err := startupMillis(ctx, gg, min(*starts, 5))
		if err != nil {
			return fmt.Errorf("bench gtp: gnugo: %w", err)
		}
		out["gnugo_commands_per_sec"] = round(grate, 0)
		out["gnugo_startup_ms"] = round(gstart, 2)
		out["ratio"] = round(rate/grate, 2)
	}
	return printJSON(stdout, out)
}

// playUndoStream returns n "play C V" + "undo" pairs cycling over the
// points of a 19x19 board and both colours.
func playUndoStream(n int) []byte {
	g := geom.MustGet(19, 19)
	var sb strings.Builder
	for i := 0; i < n; i++ {
		c := "b"
		if i&1 == 1 {
			c = "w"
		}
		fmt.Fprintf(&sb, "play %s %s\nundo\n", c, g.Vertex(g.Points[i%len(g.Points)]))
	}
	return []byte(sb.String())
}

// streamRate starts argv, writes stream while reading the replies, and
// returns the number of replies per second from the first write to the
// last reply. Any failure reply is an error.
func streamRate(ctx context.Context, argv []string, stream []byte, replies int) (float64, error) {
	// Warm up: start the process and wait for its first reply before
	// timing, so that the startup is not counted.
	cmd := exec.CommandContext(ctx, argv[0], argv[1:]...)
	stdin, err := cmd.StdinPipe()
	if err != nil {
		return 0, err
	}
	out, err := cmd.StdoutPipe()
	if err != nil {
		return 0, err
	}
	if err := cmd.Start(); err != nil {
		return 0, fmt.Errorf("starting %s: %w", argv[0], err)
	}
	defer func() {
		stdin.Close()
		_ = cmd.Wait()
	}()
	r := bufio.NewReaderSize(out, 1<<16)
	if _, err := io.WriteString(stdin, "protocol_version\n"); err != nil {
		return 0, err
	}
	if _, err := readReply(r); err != nil {
		return 0, err
	}
	werr := make(chan error, 1)
	t0 := time.Now()
	go func() {
		_, err := stdin.Write(stream)
		werr <- err
	}()
	for i := 0; i < replies; i++ {
		rep, err := readReply(r)
		if err != nil {
			return 0, fmt.Errorf("reply %d: %w", i+1, err)
		}
		if strings.HasPrefix(rep, "?") {
			return 0, fmt.Errorf("reply %d: engine refused: %s", i+1, rep)
		}
	}
	el := time.Since(t0).Seconds()
	if err := <-werr; err != nil {
		return 0, fmt.Errorf("writing commands: %w", err)
	}
	_, _ = io.WriteString(stdin, "quit\n")
	return float64(replies) / el, nil
}

// readReply reads one GTP reply (up to its empty line) and returns its
// first line.
func readReply(r *bufio.Reader) (string, error) {
	first := ""
	for {
		line, err := r.ReadString('\n')
		if err != nil {
			return "", fmt.Errorf("reading reply: %w", err)
		}
		line = strings.TrimRight(line, "\r\n")
		if line == "" {
			if first == "" {
				continue
			}
			return first, nil
		}
		if first == "" {
			first = line
		}
	}
}

// startupMillis returns the median time, over n starts, from starting
// argv to reading its reply to protocol_version.
func startupMillis(ctx context.Context, argv []string, n int) (float64, error) {
	times := make([]float64, 0, n)
	for i := 0; i < n; i++ {
		cmd := exec.CommandContext(ctx, argv[0], argv[1:]...)
		cmd.Stdin = strings.NewReader("protocol_version\nquit\n")
		out, err := cmd.StdoutPipe()
		if err != nil {
			return 0, err
		}
		t0 := time.Now()
		if err := cmd.Start(); err != nil {
			return 0, fmt.Errorf("starting %s: %w", argv[0], err)
		}
		rep, err := readReply(bufio.NewReader(out))
		el := time.Since(t0)
		_, _ = io.Copy(io.Discard, out)
		_ = cmd.Wait()
		if err != nil {
			return 0, err
		}
		if rep != "= 2" {
			return 0, fmt.Errorf("protocol_version answered %q", rep)
		}
		times = append(times, float64(el.Microseconds())/1000)
	}
	slices.Sort(times)
	return times[len(times)/2], nil
}
