package match

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"sync"
	"sync/atomic"
	"time"
	"unicode"

	"github.com/gtp-referee/gtp-referee/engine"
	"github.com/gtp-referee/gtp-referee/geom"
	"github.com/gtp-referee/gtp-referee/gtp"
)

// Engine is a running GTP engine as the referee drives it. Its errors are
// those of package gtp: *gtp.EngineError for a "?" reply, gtp.ErrTimeout
// when no reply came within the timeout (the engine is then considered
// hung), *gtp.CrashError when the process exited, *gtp.ProtocolError for a
// malformed reply.
type Engine interface {
	// Send sends one command and waits at most timeout for its reply.
	Send(ctx context.Context, timeout time.Duration, cmd string, args ...string) (string, error)
	// Known reports whether the engine listed cmd in list_commands.
	Known(cmd string) bool
	// Close asks the engine to quit, waits a little, then kills it; it
	// returns when the process is gone.
	Close() error
	// Kill kills the engine's process group at once and waits for it.
	Kill() error
}

// strayer is implemented by engines that report what they wrote on stdout
// outside their replies to commands (ignored, as GTP allows none).
type strayer interface {
	// Stray returns what came since the last call.
	Stray() strayOutput
}

// strayOutput is what an engine wrote on stdout outside its replies to
// commands: lines outside any reply, and replies that answered no command
// (a reply sent twice).
type strayOutput struct {
	lines     int
	firstLine string
	replies   int
	// firstReply is the first such reply's first line; of is the command
	// its id names, whose reply came before, or after, for a reply without
	// that id, the last command sent before it.
	firstReply, of, after string
}

// Starter starts an engine from its argument vector. The workers of a
// parallel match share one, so it must be safe for concurrent use.
type Starter func(ctx context.Context, argv []string) (Engine, error)

// Judge settles the end of a game for the referee: which stones are dead
// (--scoring referee) and which empty points are eyes of seki groups (no
// territory under the presets that say so, whatever the scoring).
type Judge interface {
	// Settle judges the final position of g, after two passes.
	Settle(ctx context.Context, g *engine.Game) (Settlement, error)
}

// Settlement is a Judge's verdict on a final position.
type Settlement struct {
	Dead     geom.Bitboard // stones removed before counting
	SekiEyes geom.Bitboard // empty points inside seki groups
}

// AllAlive is the Judge that declares every stone alive and sees no seki.
type AllAlive struct{}

// Settle returns no dead stones and no seki.
func (AllAlive) Settle(context.Context, *engine.Game) (Settlement, error) {
	return Settlement{}, nil
}

// program is one of the two programs of a match (given by --black or
// --white), shared by all the workers that run it.
type program struct {
	key     string // results.ProgBlack or results.ProgWhite
	argv    []string
	command string

	mu            sync.Mutex
	name, version string
	known         bool

	crashStreak atomic.Int32 // consecutive games that ended with a crash of this program
}

func (p *program) info() (name, version string) {
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.name, p.version
}

// fileName is the name of a program that gives none (or never started):
// the file name of the program its command runs, past env, shells,
// interpreters and the like (ProgramLabel).
func (p *program) fileName() string { return ProgramLabel(p.argv) }

func (p *program) setInfo(name, version string) {
	p.mu.Lock()
	defer p.mu.Unlock()
	if !p.known {
		p.name, p.version, p.known = name, version, true
	}
}

// seat is one worker's process of one program; it is started on demand and
// restarted after a crash, a hang or a protocol error.
type seat struct {
	prog    *program
	start   Starter
	timeout time.Duration // the deadline of a start: list_commands, name and version
	eng     Engine
}

// errStart wraps a failure to start an engine.
type errStart struct{ err error }

func (e *errStart) Error() string { return "engine failed to start: " + e.err.Error() }
func (e *errStart) Unwrap() error { return e.err }

// exiter is implemented by engines that can tell whether their process
// has exited on its own.
type exiter interface {
	// Exited describes how the process ended, or returns "" while it runs.
	Exited() string
}

// ensure returns the running engine, starting it (and asking its name and
// version) if needed. An engine whose process exited since its last game
// is started again; note then says so, for the game's events.
func (s *seat) ensure(ctx context.Context) (e Engine, note string, err error) {
	if s.eng != nil {
		x, ok := s.eng.(exiter)
		if !ok {
			return s.eng, "", nil
		}
		how := x.Exited()
		if how == "" {
			return s.eng, "", nil
		}
		s.kill()
		note = "the engine had exited after its last game (" + how + ") and was restarted"
	}
	e, err = s.launch(ctx)
	return e, note, err
}

// launch starts the engine and asks its name and version, all within
// s.timeout: the deadline of the start (the Starter bounds its own first
// command by the same timeout, and name and version get what is left).
func (s *seat) launch(ctx context.Context) (Engine, error) {
	deadline := time.Now().Add(s.timeout)
	left := func() time.Duration { return max(time.Until(deadline), time.Millisecond) }
	e, err := s.start(ctx, s.prog.argv)
	if err != nil {
		return nil, &errStart{err}
	}
	name, err := e.Send(ctx, left(), "name")
	if err != nil && !isEngineError(err) {
		e.Kill()
		return nil, &errStart{fmt.Errorf("name: %w", err)}
	}
	version, err := e.Send(ctx, left(), "version")
	if err != nil && !isEngineError(err) {
		e.Kill()
		return nil, &errStart{fmt.Errorf("version: %w", err)}
	}
	name = clip(printable(oneLine(name)))
	if name == "" {
		name = s.prog.fileName()
	}
	s.prog.setInfo(name, clip(printable(oneLine(version))))
	s.eng = e
	return e, nil
}

// kill kills the engine (if running) so that the next game restarts it.
func (s *seat) kill() {
	if s.eng != nil {
		s.eng.Kill()
		s.eng = nil
	}
}

// close quits the engine politely.
func (s *seat) close() {
	if s.eng != nil {
		s.eng.Close()
		s.eng = nil
	}
}

func oneLine(s string) string {
	s = strings.TrimSpace(s)
	if i := strings.IndexAny(s, "\r\n"); i >= 0 {
		s = s[:i]
	}
	return s
}

// printable makes an engine's self-description fit for the SGF (declared
// UTF-8) and results.dat: bytes that are not UTF-8 become U+FFFD, a tab is
// a space (GTP's white space is SPACE and HT: "My<HT>Engine" is two
// words), other control characters (a terminal's colour codes) are
// dropped.
func printable(s string) string {
	s = strings.ToValidUTF8(s, "\uFFFD")
	return strings.TrimSpace(strings.Map(func(r rune) rune {
		switch {
		case r == '\t':
			return ' '
		case unicode.IsControl(r):
			return -1
		}
		return r
	}, s))
}

func isEngineError(err error) bool {
	var ee *gtp.EngineError
	return errors.As(err, &ee)
}

// faultKind classifies an engine failure.
type faultKind int

const (
	faultNone     faultKind = iota
	faultRefused            // "?" reply
	faultTimeout            // no reply in time: hung
	faultCrash              // process exited or failed to start (a hang at startup is faultTimeout, a broken protocol faultProtocol)
	faultProtocol           // malformed reply, at startup too
	faultAborted            // the match was interrupted
)

func classify(ctx context.Context, err error) faultKind {
	var ee *gtp.EngineError
	var ce *gtp.CrashError
	var pe *gtp.ProtocolError
	var se *errStart
	switch {
	case err == nil:
		return faultNone
	case ctx.Err() != nil:
		return faultAborted
	case errors.As(err, &se):
		var pe *gtp.ProtocolError
		switch {
		case errors.Is(err, gtp.ErrTimeout) || errors.Is(err, context.DeadlineExceeded):
			return faultTimeout // no answer to its first commands: a hang at startup
		case errors.As(err, &pe):
			// It started and answered, out of protocol: the referee
			// kills it, as after a protocol error in play.
			return faultProtocol
		}
		return faultCrash
	case errors.As(err, &ee):
		return faultRefused
	case errors.Is(err, gtp.ErrTimeout), errors.Is(err, context.DeadlineExceeded):
		return faultTimeout
	case errors.As(err, &ce), errors.Is(err, gtp.ErrClosed):
		return faultCrash
	case errors.As(err, &pe):
		return faultProtocol
	}
	return faultCrash
}
