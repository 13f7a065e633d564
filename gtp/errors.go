package gtp

import (
	"context"
	"errors"
	"fmt"
	"time"
)

// Standard GTP failure messages. A handler may return one of these errors,
// or wrap one to add a reason after a colon:
//
//	return "", fmt.Errorf("%w: superko", gtp.ErrIllegalMove) // "? illegal move: superko"
var (
	// ErrUnknownCommand is the reply to a command that has no handler.
	ErrUnknownCommand = errors.New("unknown command")
	// ErrSyntax is the reply to malformed arguments.
	ErrSyntax = errors.New("syntax error")
	// ErrIllegalMove is the standard failure text for a rejected move.
	ErrIllegalMove = errors.New("illegal move")
	// ErrCannotUndo is the standard failure text when undo is impossible.
	ErrCannotUndo = errors.New("cannot undo")
	// ErrUnacceptableSize is the standard failure text for a rejected board size.
	ErrUnacceptableSize = errors.New("unacceptable size")
	// ErrNonStandardHandicap is the standard failure text for a rejected handicap.
	ErrNonStandardHandicap = errors.New("non-standard handicap")
	// ErrCannotScore is the standard failure text of final_score when the
	// engine cannot determine the score.
	ErrCannotScore = errors.New("cannot score")
)

// Causes with which a handler's context is cancelled; read them with
// [context.Cause].
var (
	// ErrInterrupted is the cause when the client asked to stop thinking
	// ("# interrupt" line, GoGui's interrupt protocol).
	ErrInterrupted = errors.New("gtp: interrupted")
	// ErrNewInput is the cause when a streaming handler must stop because
	// the next command has arrived.
	ErrNewInput = errors.New("gtp: new input arrived")
	// ErrEndOfInput is the cause when a streaming handler must stop because
	// the input has ended.
	ErrEndOfInput = errors.New("gtp: end of input")
)

// ErrStreamClosed is returned by [Request.Emit] once the command's reply has
// been completed, i.e. after the handler returned.
var ErrStreamClosed = errors.New("gtp: response already complete")

// Client errors.
var (
	// ErrTimeout reports that a command's deadline passed without a reply.
	// The engine is considered hung; the caller may [Client.Kill] it.
	ErrTimeout = errors.New("gtp: engine timed out")
	// ErrClosed reports use of a client after Close or Kill.
	ErrClosed = errors.New("gtp: client closed")
	// ErrInvalidCommand reports a command or argument that cannot be sent
	// on one GTP line (empty, or containing control characters or '#').
	ErrInvalidCommand = errors.New("gtp: invalid command")
)

// EngineError is a failure reply ("? message") from an engine.
type EngineError struct {
	Command string // the command sent, without id
	Msg     string // the reply text after "? "
}

// Error implements error.
func (e *EngineError) Error() string {
	return fmt.Sprintf("gtp: engine refused %q: %s", e.Command, e.Msg)
}

// ProtocolError reports a reply that does not follow GTP: a line that does
// not start with '=' or '?', a wrong id (or a missing one where an
// abandoned command's reply may still come), or a reply that is too long.
type ProtocolError struct {
	Command string // the command sent, without id
	Msg     string // what was wrong
	Line    string // the offending line, possibly truncated
	// Earlier is set for a reply that carried the id of an earlier
	// command, which had its reply: that command, without id.
	Earlier string
	// Lines is, for a block without a reply start that was set aside as
	// lines outside replies (handed to ClientOptions.StrayLine) and is
	// the command's malformed reply since no reply followed it by the
	// deadline, the number of its lines that StrayLine was given.
	Lines int
}

// Error implements error.
func (e *ProtocolError) Error() string {
	if e.Line == "" {
		return fmt.Sprintf("gtp: protocol error after %q: %s", e.Command, e.Msg)
	}
	return fmt.Sprintf("gtp: protocol error after %q: %s: %q", e.Command, e.Msg, e.Line)
}

// TimeoutError reports a command whose reply did not come whole before its
// deadline: nothing came, or a reply began and was not ended by its empty
// line. It matches [ErrTimeout] with errors.Is, and
// [context.DeadlineExceeded] too when the deadline was the context's.
type TimeoutError struct {
	Command string // the command sent, without id
	// Begun is the first line of the reply that began and was not ended
	// (possibly truncated; what came of it, where the line itself did not
	// end), or "" when no reply began.
	Begun string
	// Timeout is the command's own timeout, or 0 when the deadline was
	// the context's.
	Timeout time.Duration
}

// Error implements error.
func (e *TimeoutError) Error() string {
	what := "no reply to " + fmt.Sprintf("%q", e.Command)
	if e.Begun != "" {
		what = fmt.Sprintf("the reply to %q (%q) not ended by an empty line", e.Command, e.Begun)
	}
	if e.Timeout == 0 {
		return fmt.Sprintf("%v: %s: %v", ErrTimeout, what, context.DeadlineExceeded)
	}
	return fmt.Sprintf("%v: %s within %v", ErrTimeout, what, e.Timeout)
}

// Is reports whether target is [ErrTimeout], or [context.DeadlineExceeded]
// for a deadline that was the context's.
func (e *TimeoutError) Is(target error) bool {
	return target == ErrTimeout || (e.Timeout == 0 && target == context.DeadlineExceeded)
}

// CrashError reports that the engine process exited (or closed its input
// or output) while a command was outstanding or before it was sent.
type CrashError struct {
	Command  string // the command outstanding, without id
	ExitCode int    // exit status, or -1 if unknown or killed by a signal
	State    string // the process state, e.g. "exit status 3" or "signal: killed"
	Stderr   string // the last few KiB of the engine's standard error
	Err      error  // the underlying error from waiting or writing, if any
	// Running is set when the process had not exited: it closed its
	// input or its output, which State says. On Linux a process found
	// running so, its exit not begun, is then killed ("; killed" in
	// State), since it can answer nothing more.
	Running bool
	// Silent is set when the process exited having written nothing on
	// its standard output, which was read to its end: a wrapper (env,
	// sh -c, nice) that could not run the engine (exit status 127, not
	// found; 126, not executable) exits so.
	Silent bool
}

// Error implements error.
func (e *CrashError) Error() string {
	what := "exited"
	if e.Running {
		what = "failed"
	}
	s := fmt.Sprintf("gtp: engine %s during %q (%s)", what, e.Command, e.State)
	if e.Stderr != "" {
		s += "; stderr tail:\n" + e.Stderr
	}
	return s
}

// Unwrap returns the underlying wait error.
func (e *CrashError) Unwrap() error { return e.Err }
