package bench

import (
	"bufio"
	"context"
	"fmt"
	"io"
	"os/exec"
	"strings"
	"time"

	"github.com/gtp-referee/gtp-referee/geom"
)

// GnuGoPath is where Debian and Ubuntu install GNU Go, the program the
// benchmarks time beside ours.
const GnuGoPath = "/usr/games/gnugo"

// GTPReport is the result of GTP.
type GTPReport struct {
	Bench    string `json:"bench"` // "gtp"
	Commands int    `json:"commands"`
	// CommandsPerSec is the rate of replies to the stream of commands.
	CommandsPerSec float64 `json:"commands_per_sec"`
	// The same stream and starts of the second program, and the ratio
	// of our rate to its rate; nil when there was none.
	OtherCommandsPerSec *float64 `json:"gnugo_commands_per_sec,omitempty"`
	OtherStartupMs      *float64 `json:"gnugo_startup_ms,omitempty"`
	Ratio               *float64 `json:"ratio,omitempty"`
	// StartupMs is the median time from starting the program to its
	// reply to protocol_version.
	StartupMs float64 `json:"startup_ms"`
}

// GTP measures a GTP engine as a client sees it: a stream of pairs
// play+undo pairs on 19x19 written through a pipe to the program argv
// while its replies are read, and the median over starts starts of the
// time from starting it to its reply to protocol_version. When other is
// not empty, the same stream is sent to that program too (and at most
// five starts), and the report compares the two; its fields are named
// for GNU Go, the program `gtp-referee bench gtp --gnugo` gives it.
func GTP(ctx context.Context, argv []string, pairs, starts int, other []string) (GTPReport, error) {
	stream := playUndoStream(pairs)
	rate, err := streamRate(ctx, argv, stream, 2*pairs)
	if err != nil {
		return GTPReport{}, cancelled(ctx, err)
	}
	startup, err := startupMillis(ctx, argv, starts)
	if err != nil {
		return GTPReport{}, cancelled(ctx, err)
	}
	rep := GTPReport{
		Bench:          "gtp",
		Commands:       2 * pairs,
		CommandsPerSec: Round(rate, 0),
		StartupMs:      Round(startup, 2),
	}
	if len(other) > 0 {
		orate, err := streamRate(ctx, other, stream, 2*pairs)
		if err != nil {
			return GTPReport{}, cancelled(ctx, fmt.Errorf("%s: %w", other[0], err))
		}
		ostart, err := startupMillis(ctx, other, min(starts, 5))
		if err != nil {
			return GTPReport{}, cancelled(ctx, fmt.Errorf("%s: %w", other[0], err))
		}
		rep.OtherCommandsPerSec = ptr(Round(orate, 0))
		rep.OtherStartupMs = ptr(Round(ostart, 2))
		rep.Ratio = ptr(Round(rate/orate, 2))
	}
	return rep, nil
}

// cancelled returns the failure err of a benchmark run under ctx: once ctx
// has ended, its error, since ending it killed the program being timed and
// err is only what that did to the program's output (an end of file, a
// broken pipe); err otherwise.
func cancelled(ctx context.Context, err error) error {
	if cerr := ctx.Err(); cerr != nil {
		return fmt.Errorf("%w (%v)", cerr, err)
	}
	return err
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
	return Median(times, 0), nil
}
