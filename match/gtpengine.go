package match

import (
	"context"
	"fmt"
	"time"

	"github.com/gtp-referee/gtp-referee/gtp"
)

// gtpEngine is an Engine run by package gtp's client.
type gtpEngine struct {
	c     *gtp.Client
	known map[string]bool
}

// GTPStarter returns a Starter that starts engines with the gtp client and
// asks them for list_commands (within timeout).
func GTPStarter(opts gtp.ClientOptions, timeout time.Duration) Starter {
	return func(ctx context.Context, argv []string) (Engine, error) {
		if len(argv) == 0 {
			return nil, fmt.Errorf("empty engine command")
		}
		c, err := gtp.Start(ctx, argv[0], argv[1:], opts)
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
		return &gtpEngine{c: c, known: known}, nil
	}
}

func (e *gtpEngine) Send(ctx context.Context, timeout time.Duration, cmd string, args ...string) (string, error) {
	return e.c.SendTimeout(ctx, timeout, cmd, args...)
}

func (e *gtpEngine) Known(cmd string) bool { return e.known[cmd] }

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
