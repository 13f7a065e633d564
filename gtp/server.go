package gtp

import (
	"bufio"
	"context"
	"fmt"
	"io"
	"maps"
	"runtime/debug"
	"slices"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
)

// DefaultMaxLineLength is the longest command line, after cleaning, that a
// [Server] accepts by default. Longer lines are answered with
// "? syntax error: line too long" and otherwise ignored.
const DefaultMaxLineLength = 1 << 20

// Handler executes one command. It returns the response text (which may
// span several lines; empty lines inside are removed) or an error, which is
// sent as "? " followed by err.Error().
//
// ctx is cancelled when the server wants the handler to finish promptly:
// with cause [ErrInterrupted] on a "# interrupt" line, for streaming
// handlers with cause [ErrNewInput] or [ErrEndOfInput], and when the context
// given to [Server.Serve] ends. A handler that is interrupted should return
// its best answer quickly rather than an error. Read the cause with
// [context.Cause]. ctx is not necessarily cancelled when the handler
// returns (ordinary handlers share a context while no interrupt occurs),
// so it must not be used to bound work that outlives the handler.
type Handler func(ctx context.Context, req *Request) (string, error)

// Request is one parsed command line given to a [Handler]. A handler may
// keep the request and its fields after returning.
type Request struct {
	// ID is the command's numeric id exactly as sent (decimal digits), or
	// "" when the command had none. The server echoes it on the reply.
	ID string
	// Name is the command name, lower-cased.
	Name string
	// Args are the arguments as given (case preserved), split on spaces.
	Args []string

	sess *session
	seq  uint64
}

// Emit writes one line of a streamed response and flushes it. The first
// call opens the reply with "=id" on its own line; the handler's returned
// text, if any, is written after the emitted lines, then the reply is
// terminated by an empty line. Line breaks inside line start further lines;
// empty lines are dropped, since an empty line would end the reply.
//
// Once some line has been emitted the reply can no longer become a failure:
// an error returned by the handler afterwards is only logged. Validate the
// arguments before the first Emit. Emit is safe for concurrent use and
// returns [ErrStreamClosed] after the handler has returned.
func (r *Request) Emit(line string) error {
	if r.sess == nil {
		return ErrStreamClosed
	}
	return r.sess.emit(r, line)
}

// Open starts a streamed response without a line: it writes the "=id"
// line and flushes it, unless the reply is already open. A streamed reply
// opened this way ends like one opened by [Request.Emit]: the handler's
// returned text, if any, comes on lines of its own, then the empty line.
// Clients of analysis streams expect the "=id" line at once, and the final
// text on its own line even when nothing was emitted before. Open is safe
// for concurrent use and returns [ErrStreamClosed] after the handler has
// returned.
func (r *Request) Open() error {
	if r.sess == nil {
		return ErrStreamClosed
	}
	return r.sess.open(r)
}

// ServerOptions configure a [Server]. The zero value is ready to use.
type ServerOptions struct {
	// Log receives diagnostics (recovered panics, errors after a stream
	// started, read errors). Nil discards them. It is never the reply stream.
	Log io.Writer
	// MaxLineLength bounds a command line after cleaning; zero means
	// [DefaultMaxLineLength].
	MaxLineLength int
}

type entry struct {
	h         Handler
	streaming bool
}

// Server dispatches GTP commands to registered handlers. The built-in
// commands protocol_version, list_commands, known_command, quit and
// gogui-interrupt are registered by [NewServer]; name and version are left
// to the caller. A Server may be used by several Serve calls at once; its
// handlers then must be safe for concurrent use.
type Server struct {
	mu       sync.Mutex                       // serializes registrations
	handlers atomic.Pointer[map[string]entry] // copied on write
	logMu    sync.Mutex
	log      io.Writer
	maxLine  int
}

// NewServer returns a server with the built-in commands registered.
func NewServer(opts ServerOptions) *Server {
	s := &Server{log: opts.Log, maxLine: opts.MaxLineLength}
	s.handlers.Store(&map[string]entry{})
	if s.maxLine <= 0 {
		s.maxLine = DefaultMaxLineLength
	}
	s.Register("protocol_version", func(context.Context, *Request) (string, error) { return "2", nil })
	s.Register("quit", func(context.Context, *Request) (string, error) { return "", nil })
	s.Register("list_commands", s.listCommands)
	s.Register("known_command", s.knownCommand)
	// "# interrupt" lines are always honoured; listing this command tells
	// GoGui so.
	s.Register("gogui-interrupt", func(context.Context, *Request) (string, error) { return "", nil })
	return s
}

// Register installs h for the command name (matched case-insensitively),
// replacing any previous handler, built-ins included. A successful "quit"
// handler always ends [Server.Serve] after its reply. Register panics if
// name is not a valid command name or h is nil.
func (s *Server) Register(name string, h Handler) { s.register(name, h, false) }

// RegisterStreaming installs h as a streaming handler for name: like
// [Server.Register], but h's context is also cancelled (cause
// [ErrNewInput]) as soon as another input line arrives (a command, or a
// line with none: empty, blank or only a comment), or (cause
// [ErrEndOfInput]) when the input ends. h streams its lines with
// [Request.Emit].
func (s *Server) RegisterStreaming(name string, h Handler) { s.register(name, h, true) }

func (s *Server) register(name string, h Handler, streaming bool) {
	if h == nil {
		panic("gtp: nil handler for " + strconv.Quote(name))
	}
	if !validName(name) {
		panic("gtp: invalid command name " + strconv.Quote(name))
	}
	s.mu.Lock()
	m := maps.Clone(*s.handlers.Load())
	m[lowerASCII(name)] = entry{h: h, streaming: streaming}
	s.handlers.Store(&m)
	s.mu.Unlock()
}

// Commands returns the registered command names, sorted.
func (s *Server) Commands() []string {
	return slices.Sorted(maps.Keys(*s.handlers.Load()))
}

func (s *Server) lookup(name string) (entry, bool) {
	e, ok := (*s.handlers.Load())[name]
	return e, ok
}

func (s *Server) listCommands(context.Context, *Request) (string, error) {
	return strings.Join(s.Commands(), "\n"), nil
}

// knownCommand answers whether the first argument names a command. It
// never fails, as the GTP 2 specification has it ("fails: never"): without
// an argument it answers false, and arguments after the first are
// ignored, as GNU Go 3.8 answers both.
func (s *Server) knownCommand(_ context.Context, req *Request) (string, error) {
	if len(req.Args) == 0 {
		return "false", nil
	}
	if _, ok := s.lookup(lowerASCII(req.Args[0])); ok {
		return "true", nil
	}
	return "false", nil
}

func (s *Server) logf(format string, args ...any) {
	if s.log == nil {
		return
	}
	b := LogLines("gtp: ", fmt.Sprintf(format, args...))
	s.logMu.Lock()
	s.log.Write(b)
	s.logMu.Unlock()
}

// validName reports whether name can be sent as a command: non-empty, no
// spaces, control characters or '#'.
func validName(name string) bool {
	if name == "" {
		return false
	}
	for i := 0; i < len(name); i++ {
		if c := name[i]; c <= ' ' || c == '#' || c == 127 {
			return false
		}
	}
	return true
}

// lowerASCII lower-cases ASCII letters only, without allocating when s is
// already lower case.
func lowerASCII(s string) string {
	for i := 0; i < len(s); i++ {
		if c := s[i]; 'A' <= c && c <= 'Z' {
			b := []byte(s)
			for j := i; j < len(b); j++ {
				if c := b[j]; 'A' <= c && c <= 'Z' {
					b[j] = c + 'a' - 'A'
				}
			}
			return string(b)
		}
	}
	return s
}

// Serve reads commands from r and writes replies to w until the input
// ends, a quit command is answered (both return nil), ctx ends (returns
// ctx.Err()), or writing fails. Replies are flushed one by one. Serve does
// not close r; if it returns before r reached its end, one goroutine stays
// blocked reading r until r returns.
func (s *Server) Serve(ctx context.Context, r io.Reader, w io.Writer) error {
	se := &session{
		srv:  s,
		bw:   bufio.NewWriterSize(w, 64<<10),
		out:  make(chan *batch, 8),
		free: make(chan *batch, 10),
		done: make(chan struct{}),
	}
	defer close(se.done)
	defer func() {
		if se.sharedCancel != nil {
			se.sharedCancel(nil)
		}
	}()
	go se.readLoop(r)
	return se.dispatchLoop(ctx)
}

// session is the state of one Serve call.
type session struct {
	srv  *Server
	out  chan *batch   // reader -> dispatcher
	free chan *batch   // dispatcher -> reader, for reuse
	done chan struct{} // closed when Serve returns

	readErr error // set by the reader before closing out

	ctl control

	// The context shared by ordinary handlers (dispatcher only).
	shared       context.Context
	sharedCancel context.CancelCauseFunc

	// active is the seq of the request allowed to Emit; it is set by the
	// dispatcher and cleared under wmu when the reply is complete.
	active atomic.Uint64

	// Output state, guarded by wmu.
	wmu    sync.Mutex
	bw     *bufio.Writer
	werr   error
	header bool // the active request's "=id" line has been written
}

// control coordinates the reader goroutine with the running handler.
type control struct {
	sync.Mutex
	lastSeq uint64 // highest seq published to the dispatcher
	// blankAfter is the seq of the last command read before the last
	// blank line: streams of commands up to it are to stop.
	blankAfter uint64
	interrupt  uint64 // commands with seq <= interrupt are interrupted
	eof        bool
	running    uint64 // seq of the running handler, 0 if none
	streaming  bool   // whether the running handler streams
	cancel     context.CancelCauseFunc
	cancelled  bool // cancel has been called for the running handler
}

func (se *session) dispatchLoop(ctx context.Context) error {
	done := ctx.Done()
	for {
		var b *batch
		select {
		case b = <-se.out:
		case <-ctx.Done():
			return ctx.Err()
		}
		if b == nil {
			if se.readErr != nil {
				return fmt.Errorf("gtp: reading commands: %w", se.readErr)
			}
			return nil
		}
		for i := range b.lines {
			select {
			case <-done:
				return ctx.Err()
			default:
			}
			quit, err := se.dispatch(ctx, b, i)
			if err != nil {
				return err
			}
			if quit {
				return nil
			}
		}
		b.reset()
		select {
		case se.free <- b:
		default:
		}
	}
}

// dispatch runs the command b.lines[i]. It reports whether the command was
// a successful quit, and any write error.
func (se *session) dispatch(ctx context.Context, b *batch, i int) (quit bool, err error) {
	rec := b.lines[i]
	line := b.str[rec.start:rec.end]
	id, rest := splitID(line)
	if rec.tooLong {
		if rest == "" {
			id = "" // the prefix kept may have cut the id short
		}
		return false, se.reply(id, "", fmt.Errorf("%w: line too long", ErrSyntax))
	}
	name, argstr, _ := strings.Cut(rest, " ")
	if name == "" {
		// Only an id ("12", or "12 # note" once the comment is
		// gone): no command, and not the empty line GTP 2 lets an
		// engine pass over. Answered, deliberately, so that a
		// controller waiting for reply 12 gets one; GNU Go 3.8
		// skips the line without a reply.
		return false, se.reply(id, "", fmt.Errorf("%w: missing command name", ErrSyntax))
	}
	name = lowerASCII(name)
	e, ok := se.srv.lookup(name)
	if !ok {
		return false, se.reply(id, "", ErrUnknownCommand)
	}
	req := &b.reqs[i]
	*req = Request{ID: id, Name: name, Args: b.splitArgs(argstr), sess: se, seq: rec.seq}

	hctx, cancel := se.startHandler(ctx, rec.seq, e.streaming)
	se.active.Store(rec.seq)
	resp, herr := se.call(hctx, e.h, req)
	se.endHandler(cancel, e.streaming)

	if err := se.reply(id, resp, herr); err != nil {
		return false, err
	}
	return name == "quit" && herr == nil, nil
}

// startHandler returns the context for the handler of command seq and
// registers it as running. Ordinary handlers share one context until it is
// cancelled (by an interrupt), which saves an allocation per command;
// streaming handlers, which are stopped by any new input, get their own.
func (se *session) startHandler(ctx context.Context, seq uint64, streaming bool) (context.Context, context.CancelCauseFunc) {
	var (
		hctx   context.Context
		cancel context.CancelCauseFunc
	)
	if streaming {
		hctx, cancel = context.WithCancelCause(ctx)
	} else {
		if se.shared == nil {
			se.shared, se.sharedCancel = context.WithCancelCause(ctx)
		}
		hctx, cancel = se.shared, se.sharedCancel
	}
	c := &se.ctl
	c.Lock()
	c.running, c.streaming, c.cancel, c.cancelled = seq, streaming, cancel, false
	switch {
	case seq <= c.interrupt:
		c.cancelLocked(ErrInterrupted)
	case streaming && (c.lastSeq > seq || c.blankAfter >= seq):
		c.cancelLocked(ErrNewInput)
	case streaming && c.eof:
		c.cancelLocked(ErrEndOfInput)
	}
	c.Unlock()
	return hctx, cancel
}

// endHandler unregisters the running handler and releases its context if
// it is no longer usable.
func (se *session) endHandler(cancel context.CancelCauseFunc, streaming bool) {
	c := &se.ctl
	c.Lock()
	cancelled := c.cancelled
	c.running, c.cancel, c.cancelled = 0, nil, false
	c.Unlock()
	if streaming {
		cancel(nil)
	} else if cancelled {
		cancel(nil)
		se.shared, se.sharedCancel = nil, nil
	}
}

// cancelLocked cancels the running handler's context; c must be locked and
// a handler running.
func (c *control) cancelLocked(cause error) {
	c.cancel(cause)
	c.cancelled = true
}

// call runs h, turning a panic into an error reply.
func (se *session) call(ctx context.Context, h Handler, req *Request) (resp string, err error) {
	defer func() {
		if p := recover(); p != nil {
			se.srv.logf("panic in handler %q: %v\n%s", req.Name, p, debug.Stack())
			resp, err = "", fmt.Errorf("internal error: %v", p)
		}
	}()
	return h(ctx, req)
}

// reply completes the active command's response and flushes it.
func (se *session) reply(id, resp string, herr error) error {
	se.wmu.Lock()
	defer se.wmu.Unlock()
	if se.werr != nil {
		return se.werr
	}
	bw := se.bw
	switch {
	case se.header:
		// The stream is open: the reply is a success whatever happened.
		if herr != nil {
			se.srv.logf("command %s failed after streaming: %v", id, herr)
		} else {
			writeLines(bw, resp, false)
		}
		bw.WriteByte('\n')
	case herr != nil:
		bw.WriteByte('?')
		bw.WriteString(id)
		bw.WriteByte(' ')
		writeLines(bw, herr.Error(), true)
		bw.WriteString("\n\n")
	default:
		bw.WriteByte('=')
		bw.WriteString(id)
		bw.WriteByte(' ')
		writeLines(bw, resp, true)
		bw.WriteString("\n\n")
	}
	se.active.Store(0)
	se.header = false
	return se.flushLocked()
}

func (se *session) emit(req *Request, line string) error {
	se.wmu.Lock()
	defer se.wmu.Unlock()
	if err := se.openLocked(req); err != nil {
		return err
	}
	writeLines(se.bw, line, false)
	return se.flushLocked()
}

func (se *session) open(req *Request) error {
	se.wmu.Lock()
	defer se.wmu.Unlock()
	if err := se.openLocked(req); err != nil {
		return err
	}
	return se.flushLocked()
}

// openLocked writes the active request's "=id" line unless it has been
// written; se.wmu must be held.
func (se *session) openLocked(req *Request) error {
	if se.werr != nil {
		return se.werr
	}
	if req.seq != se.active.Load() {
		return ErrStreamClosed
	}
	if !se.header {
		se.header = true
		se.bw.WriteByte('=')
		se.bw.WriteString(req.ID)
		se.bw.WriteByte('\n')
	}
	return nil
}

func (se *session) flushLocked() error {
	if err := se.bw.Flush(); err != nil {
		se.werr = fmt.Errorf("gtp: writing reply: %w", err)
		return se.werr
	}
	return nil
}

// writeLines writes text without ever producing an empty line: carriage
// returns and other control characters (tab excepted) are dropped and
// blank lines removed. With first set, text continues a line that already
// holds "=id ", so its first line may be empty, and no final newline is
// written; otherwise every line written ends with a newline.
func writeLines(bw *bufio.Writer, text string, first bool) {
	if clean(text) {
		if first {
			bw.WriteString(text)
		} else if strings.TrimLeft(text, " \t") != "" {
			bw.WriteString(text)
			bw.WriteByte('\n')
		}
		return
	}
	started := false // whether a line has been written (first mode)
	for text != "" || first {
		var l string
		l, text, _ = strings.Cut(text, "\n")
		l = dropControl(l)
		switch {
		case first:
			bw.WriteString(l)
			first, started = false, true
		case strings.TrimLeft(l, " \t") == "":
			// Skip blank lines.
		case started:
			bw.WriteByte('\n')
			bw.WriteString(l)
		default:
			bw.WriteString(l)
			bw.WriteByte('\n')
		}
	}
}

// clean reports whether s has no control characters other than tab.
func clean(s string) bool {
	for i := 0; i < len(s); i++ {
		if c := s[i]; (c < ' ' && c != '\t') || c == 127 {
			return false
		}
	}
	return true
}

func dropControl(s string) string {
	if clean(s) {
		return s
	}
	b := make([]byte, 0, len(s))
	for i := 0; i < len(s); i++ {
		if c := s[i]; (c >= ' ' || c == '\t') && c != 127 {
			b = append(b, c)
		}
	}
	return string(b)
}

// splitID splits an optional leading numeric id from a cleaned line.
func splitID(line string) (id, rest string) {
	i := 0
	for i < len(line) && '0' <= line[i] && line[i] <= '9' {
		i++
	}
	switch {
	case i == 0:
		return "", line
	case i == len(line):
		return line, ""
	case line[i] == ' ':
		return line[:i], line[i+1:]
	}
	return "", line
}
