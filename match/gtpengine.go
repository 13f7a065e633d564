package match

import (
	"context"
	"errors"
	"fmt"
	"sync"
	"time"

	"github.com/gtp-referee/gtp-referee/gtp"
)

// gtpEngine is an Engine run by package gtp's client.
type gtpEngine struct {
	c     *gtp.Client
	known map[string]bool
	stray *strayLog
}

// strayLog counts the lines an engine wrote on stdout outside its replies
// and the replies it sent that answered no command.
type strayLog struct {
	mu  sync.Mutex
	out strayOutput
}

func (l *strayLog) add(line string) {
	l.mu.Lock()
	defer l.mu.Unlock()
	if l.out.lines == 0 {
		l.out.firstLine = line
	}
	l.out.lines++
}

// remove takes back the last n lines added: a block set aside as lines
// outside replies that was a command's malformed reply.
func (l *strayLog) remove(n int) {
	l.mu.Lock()
	defer l.mu.Unlock()
	l.out.lines = max(l.out.lines-n, 0)
	if l.out.lines == 0 {
		l.out.firstLine = ""
	}
}

func (l *strayLog) addReply(e gtp.ExtraReply) {
	l.mu.Lock()
	defer l.mu.Unlock()
	if l.out.replies == 0 {
		l.out.firstReply, l.out.of, l.out.after = e.Line, e.Command, e.After
	}
	l.out.replies++
}

// take returns what was logged since the last call.
func (l *strayLog) take() strayOutput {
	l.mu.Lock()
	defer l.mu.Unlock()
	out := l.out
	l.out = strayOutput{}
	return out
}

// settleTimeout bounds the wait for the client to sort the output it has
// read (normally a matter of microseconds).
const settleTimeout = time.Second

// GTPStarter returns a Starter that starts engines with the gtp client and
// asks them for list_commands, the first command, within timeout (zero
// means [DefaultStartupTimeout]), which includes the engine's loading time.
// The Starter is safe for concurrent use (the workers of a match share it).
func GTPStarter(opts gtp.ClientOptions, timeout time.Duration) Starter {
	if timeout <= 0 {
		timeout = DefaultStartupTimeout // once, not in the closure its callers share
	}
	return func(ctx context.Context, argv []string) (Engine, error) {
		if len(argv) == 0 {
			return nil, fmt.Errorf("empty engine command")
		}
		stray := &strayLog{}
		o := opts
		o.StrayLine = func(line string) {
			if opts.StrayLine != nil {
				opts.StrayLine(line)
			}
			stray.add(line)
		}
		o.ExtraReply = func(e gtp.ExtraReply) {
			if opts.ExtraReply != nil {
				opts.ExtraReply(e)
			}
			stray.addReply(e)
		}
		c, err := gtp.Start(ctx, argv[0], argv[1:], o)
		if err != nil {
			return nil, err
		}
		lctx, cancel := context.WithTimeout(ctx, timeout)
		known, err := c.KnownCommands(lctx)
		cancel()
		if err != nil {
			if !isEngineError(err) {
				c.Kill()
				return nil, fmt.Errorf("list_commands: %w", err)
			}
			known = map[string]bool{}
		}
		return &gtpEngine{c: c, known: known, stray: stray}, nil
	}
}

func (e *gtpEngine) Send(ctx context.Context, timeout time.Duration, cmd string, args ...string) (string, error) {
	s, err := e.c.SendTimeout(ctx, timeout, cmd, args...)
	var pe *gtp.ProtocolError
	if errors.As(err, &pe) && pe.Lines > 0 {
		// The block the client set aside as lines outside replies is
		// this command's malformed reply, which the error reports.
		e.stray.remove(pe.Lines)
	}
	return s, err
}

func (e *gtpEngine) Known(cmd string) bool { return e.known[cmd] }

// Stray returns what the engine wrote on stdout outside its replies to
// commands since the last call. It first lets the client sort the output
// already read, so that a reply sent twice with the last one is counted
// with the game in which it was sent.
func (e *gtpEngine) Stray() strayOutput {
	ctx, cancel := context.WithTimeout(context.Background(), settleTimeout)
	e.c.Settle(ctx) // a timeout only leaves a late copy for the next look
	cancel()
	return e.stray.take()
}

// Exited describes how the engine's process ended, or returns "" while it
// runs.
func (e *gtpEngine) Exited() string {
	if st := e.c.ProcessState(); st != nil {
		return st.String()
	}
	return ""
}
func (e *gtpEngine) Close() error { return e.c.Close() }
func (e *gtpEngine) Kill() error  { return e.c.Kill() }
