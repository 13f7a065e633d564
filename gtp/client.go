package gtp

import (
	"bufio"
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"
)

const (
	// DefaultStderrBufferSize is how much of an engine's standard error a
	// [Client] keeps by default.
	DefaultStderrBufferSize = 64 << 10
	// DefaultQuitTimeout is how long [Client.Close] waits by default for
	// the engine to answer quit and exit.
	DefaultQuitTimeout = time.Second
	// DefaultMaxReplySize is the longest reply a [Client] accepts by
	// default.
	DefaultMaxReplySize = 1 << 20

	crashStderrTail = 4 << 10
	exitGrace       = time.Second
	// exitPrompt is how long a crash waits for the engine's exit before
	// it asks /proc whether the process runs on (crashError): an engine
	// that closes its output and then exits most often has not begun its
	// exit when the client reads the end of that output, and killing it
	// then would lose its exit status and the end of its stderr.
	exitPrompt = 100 * time.Millisecond
	// exitBusy bounds the wait for the exit of an engine that has closed
	// its output and runs (it uses processor time, or waits for one)
	// rather than waits for an event (crashError): time for the work of
	// its exit on a loaded machine.
	exitBusy    = 3 * time.Second
	stderrGrace = 500 * time.Millisecond
)

// ClientOptions configure [Start]. The zero value is ready to use.
type ClientOptions struct {
	// Dir is the engine's working directory; "" means the current one.
	Dir string
	// Env is the engine's environment; nil means the current one.
	Env []string
	// Stderr, if set, receives a copy of everything the engine writes to
	// its standard error. It is called from a separate goroutine and
	// should not block for long: the engine waits while it does.
	Stderr io.Writer
	// StderrLine, if set, is called with each line of standard error
	// (without the newline; very long lines arrive in pieces), from a
	// separate goroutine; it should not block for long.
	StderrLine func(line string)
	// StrayLine, if set, is called from the reading goroutine with each
	// line of standard output that precedes the first line of a reply
	// (one starting with '=' or '?') in the same block: a banner printed
	// before the first command, or debug output between replies. GTP
	// allows none; such lines are dropped and never taken for a reply.
	// A block that ends with an empty line and holds no reply start
	// goes to StrayLine too: a banner, or output written after a reply
	// in a write of its own, which may come before or after the next
	// command is written. If it ends once a command awaits a reply and
	// no reply follows by the command's deadline, it was that command's
	// malformed reply: the command fails with a [*ProtocolError] then.
	// Begun and ended while no command awaits a reply (the first byte of
	// its first line read before the next command was written), such a
	// block answers none. A line that begins with '=' or
	// '?' but is no reply start as GTP 2 writes one ("=== idle ===": no
	// white space or line end after the status and id) is such a line
	// where a reply start follows it in its block, or where it was begun
	// while no command awaited a reply; else it begins the reply
	// ("=D4"). There is no limit to such lines: once a block's lines
	// before a reply start pass MaxReplySize, they are handed to
	// StrayLine as they come, whatever the block turns out to be (a long
	// line too, up to MaxReplySize of it).
	StrayLine func(line string)
	// StderrBufferSize is how much of the end of standard error is kept
	// for [Client.Stderr] and [CrashError]; zero means
	// [DefaultStderrBufferSize].
	StderrBufferSize int
	// QuitTimeout bounds how long [Client.Close] waits for the engine to
	// answer quit and exit before killing it; zero means
	// [DefaultQuitTimeout].
	QuitTimeout time.Duration
	// MaxReplySize bounds a reply; a longer one is a [*ProtocolError].
	// Zero means [DefaultMaxReplySize].
	MaxReplySize int
	// ExtraReply, if set, is called from the reading goroutine with each
	// reply that answers no command: one begun while no command awaited
	// a reply (the first byte of its first line read before the next
	// command was written, whenever its end comes): a reply sent twice,
	// with or without its id; or one with the id of a command that was
	// handed a reply without an id (output that looked like a reply, a
	// banner "= ready", answered that command). GTP gives each command one
	// reply; such a reply is dropped, never taken for the next command's.
	// (Another reply with the id of an earlier command that begins while a
	// command awaits its reply is that command's [*ProtocolError], with
	// Earlier set.)
	ExtraReply func(ExtraReply)
	// NoIDs sends commands without numeric ids. Without it, a reply
	// without an id is still taken as the current command's (engines that
	// do not echo ids), unless an abandoned command's reply may still
	// come, or the engine has echoed the id of every command before: its
	// block that begins as a reply without id does is then lines outside
	// replies (StrayLine), and the command fails with a [*ProtocolError]
	// only if no reply follows by its deadline. Either way, id-less replies cannot be matched to commands, so
	// after a command times out the client refuses further commands.
	NoIDs bool
	// Engines, if set, holds the engine's process from its start until
	// the client is closed or killed (see [Engines.KillAll]).
	Engines *Engines
}

// ExtraReply describes a reply that answers no command (see
// ClientOptions.ExtraReply).
type ExtraReply struct {
	Line string // its first line, possibly truncated
	// Command is the command its id names, which had its reply already;
	// "" when it has no id or one that names no command sent.
	Command string
	// After is the last command sent before it began.
	After string
}

// Client drives one engine process over GTP. Its methods are safe for
// concurrent use; commands are sent one at a time.
type Client struct {
	name string
	opts ClientOptions
	cmd  *exec.Cmd
	pid  int
	// start is the engine's start time on Linux (see escapedDescendants),
	// 0 where unknown.
	start uint64

	stdin  *os.File
	stdout *os.File
	stderr *os.File

	sem     chan struct{}  // held while a command is outstanding
	nextID  int            // guarded by sem
	late    map[int]bool   // guarded by sem: ids of abandoned commands whose reply may still come
	broken  error          // guarded by sem: set when NoIDs lost sync
	idless  bool           // guarded by sem: the engine answered without the id sent
	banner  *ProtocolError // guarded by sem: a block without a reply start that a reply may follow (before any reply, or begun before the command)
	replies chan reply

	closing    chan struct{} // closed by Close/Kill: stop the reader
	readDone   chan struct{} // stdout reader finished (EOF or closing)
	stderrDone chan struct{}
	exited     chan struct{} // process waited for
	waitErr    error         // set before exited is closed
	state      *os.ProcessState

	ring   *ring
	closed atomic.Bool
	// begun holds the first line of a reply whose end (the empty line)
	// the reader is still waiting for, or nil.
	begun     atomic.Pointer[begunReply]
	closeOnce sync.Once
	closeErr  error

	// written counts the commands written (or being written) to the
	// engine; it is raised before each write.
	written atomic.Int64
	// Only the reading goroutine uses seen and delivered: written as it
	// was when the last read from stdout returned, and the replies handed
	// to commands. A reply whose end was read when as many replies had
	// been handed over as commands written was sent while no command
	// awaited one.
	seen, delivered int64
	// strayed counts the lines handed to StrayLine (reading goroutine
	// only).
	strayed int
	// wrote is set once a read from stdout returned a byte (reading
	// goroutine only; read by others after readDone is closed).
	wrote bool
	// answered holds, by id, the ids of the last replies handed over
	// (reading goroutine only).
	answered [16]int
	// idlessTo holds, by command, the commands (numbered as delivered
	// counts them) that were handed a reply without an id (reading
	// goroutine only).
	idlessTo [16]int64
	// openLine is what came of the first line of the reply in c.begun
	// while that line has not ended (each read extends it and c.begun),
	// else nil (reading goroutine only).
	openLine []byte

	rmu      sync.Mutex
	inRead   bool            // guarded by rmu: the reader waits for output
	readWait chan struct{}   // guarded by rmu: closed when the reader next waits
	recent   [16]sentCommand // guarded by rmu: the last commands written, by id
}

// begunReply is a reply that the reader has begun and not ended: its
// first line (what came of it) and the reader's seen when the line's first
// byte was read. A reply begun before a command was written is no reply to
// it.
type begunReply struct {
	line string
	seen int64
}

// sentCommand is a command written to the engine.
type sentCommand struct {
	id   int
	line string
}

// reply is one reply read from the engine, or a framing problem.
type reply struct {
	ok    bool
	hasID bool
	id    string
	text  string
	perr  *ProtocolError
	// unread: the reply is given before its end (too long to wait for:
	// the engine may never end it); the reader skips the rest of the
	// block after handing it over. cut: the last line read was cut
	// (readLine's long), and that skip starts with the rest of it.
	unread bool
	cut    bool
	// noStart marks a block without a reply start (perr set); stray
	// holds those of its lines not handed to StrayLine yet (all of them
	// but in a block longer than MaxReplySize); banner marks such a block
	// read before any reply.
	noStart bool
	stray   [][]byte
	banner  bool
	// late is, in a block without a reply start begun while no command
	// awaited a reply, the first of its lines begun once one did ("" if
	// none): such a block may be that command's malformed reply.
	late string
	// seen is the reader's seen when the first byte of the reply's
	// first line (its '=' or '?') was read, or of the block's first line
	// in a block without a reply start: a reply or block begun while no
	// command awaited a reply was written before the next command, so it
	// answers none.
	seen int64
}

// Start starts the engine name with args in its own process group and
// returns a client for it. The process is killed, with its group, when ctx
// ends; otherwise call [Client.Close] (or [Client.Kill]) when done.
// Outside Unix (Windows) there is no process group: the engine's own
// process is killed, not the children it started.
func Start(ctx context.Context, name string, args []string, opts ClientOptions) (*Client, error) {
	if opts.StderrBufferSize <= 0 {
		opts.StderrBufferSize = DefaultStderrBufferSize
	}
	if opts.QuitTimeout <= 0 {
		opts.QuitTimeout = DefaultQuitTimeout
	}
	if opts.MaxReplySize <= 0 {
		opts.MaxReplySize = DefaultMaxReplySize
	}
	var files []*os.File
	closeAll := func() {
		for _, f := range files {
			f.Close()
		}
	}
	pipe := func() (r, w *os.File, err error) {
		r, w, err = os.Pipe()
		if err == nil {
			files = append(files, r, w)
		}
		return r, w, err
	}
	inR, inW, err := pipe()
	if err != nil {
		return nil, fmt.Errorf("gtp: starting %s: %w", name, err)
	}
	outR, outW, err := pipe()
	if err != nil {
		closeAll()
		return nil, fmt.Errorf("gtp: starting %s: %w", name, err)
	}
	errR, errW, err := pipe()
	if err != nil {
		closeAll()
		return nil, fmt.Errorf("gtp: starting %s: %w", name, err)
	}

	cmd := exec.CommandContext(ctx, name, args...)
	cmd.Dir, cmd.Env = opts.Dir, opts.Env
	cmd.Stdin, cmd.Stdout, cmd.Stderr = inR, outW, errW
	cmd.SysProcAttr = engineProcAttr()
	// The engine's start time, once known, tells its pid from the same
	// number given to another process after the engine is gone.
	var started atomic.Uint64
	cmd.Cancel = func() error {
		err := killTree(cmd.Process.Pid, started.Load())
		cmd.Process.Kill() // should it have left its group (killProcesses)
		return err
	}
	if err := cmd.Start(); err != nil {
		closeAll()
		return nil, fmt.Errorf("gtp: starting %s: %w", name, err)
	}
	start, _ := procStart(cmd.Process.Pid)
	started.Store(start)
	// The child has its own copies of these ends.
	inR.Close()
	outW.Close()
	errW.Close()

	c := &Client{
		name:       name,
		opts:       opts,
		cmd:        cmd,
		pid:        cmd.Process.Pid,
		start:      start,
		stdin:      inW,
		stdout:     outR,
		stderr:     errR,
		sem:        make(chan struct{}, 1),
		replies:    make(chan reply, 16),
		closing:    make(chan struct{}),
		readDone:   make(chan struct{}),
		stderrDone: make(chan struct{}),
		exited:     make(chan struct{}),
		ring:       newRing(opts.StderrBufferSize),
	}
	if opts.Engines != nil {
		opts.Engines.add(c)
	}
	go c.wait()
	go c.readLoop()
	go c.drainStderr()
	return c, nil
}

func (c *Client) wait() {
	err := c.cmd.Wait()
	c.waitErr, c.state = err, c.cmd.ProcessState
	close(c.exited)
}

// Pid returns the engine's process id, which is also its process group id.
func (c *Client) Pid() int { return c.pid }

// Exited reports whether the engine process has exited (and been waited
// for).
func (c *Client) Exited() bool {
	select {
	case <-c.exited:
		return true
	default:
		return false
	}
}

// ProcessState returns the engine's exit state, or nil while it runs.
func (c *Client) ProcessState() *os.ProcessState {
	if !c.Exited() {
		return nil
	}
	return c.state
}

// Stderr returns the end of what the engine wrote to standard error, up
// to StderrBufferSize bytes.
func (c *Client) Stderr() string { return string(c.ring.Bytes()) }

// Send sends one command and returns the reply text (without "=", id and
// leading spaces; lines joined with '\n'). It fails with an
// [*EngineError] on a "?" reply, a [*TimeoutError] (which is [ErrTimeout])
// when ctx's deadline passes, a [*CrashError] when the engine exits, a
// [*ProtocolError] on a malformed reply, or ctx's error when ctx is
// cancelled. Arguments must be non-empty
// and must not contain control characters or '#' ([ErrInvalidCommand]).
func (c *Client) Send(ctx context.Context, cmd string, args ...string) (string, error) {
	return c.send(ctx, 0, cmd, args)
}

// SendTimeout is [Client.Send] with a deadline of timeout for this command
// (in addition to ctx's); zero or less means none. When it passes, Send
// returns a [*TimeoutError], which is [ErrTimeout]: the engine is
// considered hung, and the caller may [Client.Kill] it. Should the late reply still arrive,
// the next command discards it.
func (c *Client) SendTimeout(ctx context.Context, timeout time.Duration, cmd string, args ...string) (string, error) {
	return c.send(ctx, timeout, cmd, args)
}

// KnownCommands asks the engine for list_commands and returns the set of
// names listed.
func (c *Client) KnownCommands(ctx context.Context) (map[string]bool, error) {
	text, err := c.Send(ctx, "list_commands")
	if err != nil {
		return nil, err
	}
	// One name a line; some engines put several on a line, and names
	// hold no white space, so every field is one.
	set := make(map[string]bool)
	for _, f := range strings.Fields(text) {
		set[f] = true
	}
	return set, nil
}

// formatCommand validates a command and joins it into one line.
func formatCommand(cmd string, args []string) (string, error) {
	if !validName(cmd) {
		return "", fmt.Errorf("%w: command name %q", ErrInvalidCommand, cmd)
	}
	var b strings.Builder
	b.WriteString(cmd)
	for _, a := range args {
		if a == "" || strings.IndexFunc(a, func(r rune) bool { return r < ' ' || r == '#' || r == 127 }) >= 0 {
			return "", fmt.Errorf("%w: argument %q of %s", ErrInvalidCommand, a, cmd)
		}
		b.WriteByte(' ')
		b.WriteString(a)
	}
	return b.String(), nil
}

func (c *Client) send(ctx context.Context, timeout time.Duration, cmd string, args []string) (string, error) {
	line, err := formatCommand(cmd, args)
	if err != nil {
		return "", err
	}
	select {
	case c.sem <- struct{}{}:
	case <-ctx.Done():
		return "", c.ctxError(ctx, line)
	}
	defer func() { <-c.sem }()
	if c.closed.Load() {
		return "", ErrClosed
	}
	if c.broken != nil {
		return "", c.broken
	}

	var deadline time.Time
	if timeout > 0 {
		deadline = time.Now().Add(timeout)
	}
	if d, ok := ctx.Deadline(); ok && (deadline.IsZero() || d.Before(deadline)) {
		deadline = d
		timeout = 0 // ctx's deadline comes first
	}

	c.nextID++
	id := strconv.Itoa(c.nextID)
	c.rmu.Lock()
	c.recent[c.nextID%len(c.recent)] = sentCommand{c.nextID, line}
	c.rmu.Unlock()
	// Before the write: output read from now on may be this command's
	// reply; what was read before cannot be.
	c.written.Add(1)
	wire := line + "\n"
	if !c.opts.NoIDs {
		wire = id + " " + wire
	}
	if err := c.write(ctx, deadline, wire); err != nil {
		if !errors.Is(err, os.ErrDeadlineExceeded) {
			return "", c.crashError(ctx, line, err)
		}
		// The engine does not read its input. Part of the line may have
		// been written, so the connection cannot be used any more.
		err = c.abandon(ctx, c.nextID, line, timeout)
		c.broken = fmt.Errorf("%w: an earlier command could not be written", err)
		return "", err
	}

	var timerC <-chan time.Time
	if !deadline.IsZero() {
		t := time.NewTimer(time.Until(deadline))
		defer t.Stop()
		timerC = t.C
	}
	exited := c.exited
	var grace <-chan time.Time
	for {
		select {
		case r := <-c.replies:
			text, err, stale := c.match(r, id, line)
			if stale {
				continue
			}
			return text, err
		case <-c.readDone:
			// Replies read before the end are still in the channel.
			select {
			case r := <-c.replies:
				text, err, stale := c.match(r, id, line)
				if stale {
					continue
				}
				return text, err
			default:
			}
			return "", c.crashError(ctx, line, nil)
		case <-exited:
			// Give the reader a moment for output written before the exit
			// (or held open by a child).
			exited = nil
			grace = time.After(200 * time.Millisecond)
		case <-grace:
			return "", c.crashError(ctx, line, nil)
		case <-timerC:
			return "", c.giveUp(ctx, line, timeout)
		case <-ctx.Done():
			return "", c.giveUp(ctx, line, timeout)
		}
	}
}

// write writes wire to the engine's stdin, bounded by deadline and ctx.
func (c *Client) write(ctx context.Context, deadline time.Time, wire string) error {
	if err := c.stdin.SetWriteDeadline(deadline); err != nil {
		if errors.Is(err, os.ErrNoDeadline) {
			return c.writeUnpolled(ctx, deadline, wire)
		}
		return err
	}
	fired := make(chan struct{})
	stop := context.AfterFunc(ctx, func() {
		c.stdin.SetWriteDeadline(time.Unix(1, 0))
		close(fired)
	})
	_, err := io.WriteString(c.stdin, wire)
	if !stop() {
		<-fired // so that it cannot touch the next command's deadline
	}
	return err
}

// writeUnpolled is write for a pipe that takes no deadline: os.Pipe's
// ends on Windows, which the runtime poller does not handle. The write
// runs in a goroutine of its own, waited for until deadline or ctx ends;
// then os.ErrDeadlineExceeded is returned, as from a pipe with a deadline,
// and the goroutine is left blocked until the engine's end of the pipe
// closes (the engine is killed once it is found hung).
func (c *Client) writeUnpolled(ctx context.Context, deadline time.Time, wire string) error {
	done := make(chan error, 1)
	go func() {
		_, err := io.WriteString(c.stdin, wire)
		done <- err
	}()
	var timerC <-chan time.Time
	if !deadline.IsZero() {
		t := time.NewTimer(time.Until(deadline))
		defer t.Stop()
		timerC = t.C
	}
	select {
	case err := <-done:
		return err
	case <-timerC:
	case <-ctx.Done():
	}
	select {
	case err := <-done: // written after all
		return err
	default:
		return os.ErrDeadlineExceeded
	}
}

// match interprets reply r to the command with the given id; stale reports
// a late reply to an earlier, abandoned command, to be skipped. A reply
// with the id of an earlier command that was answered is a protocol error.
func (c *Client) match(r reply, id, line string) (text string, err error, stale bool) {
	if r.banner {
		c.banner = r.perr
		return "", nil, true
	}
	c.banner = nil
	if r.perr != nil {
		r.perr.Command = line
		return "", r.perr, false
	}
	if !c.opts.NoIDs {
		if !r.hasID {
			// Many engines never echo ids (GTP requires it; tools that
			// send none, such as gogui-twogtp, never notice). Such a
			// reply is the current command's as long as no abandoned
			// command's reply may still come.
			if len(c.late) > 0 {
				return "", &ProtocolError{Command: line, Msg: "reply without id, expected " + id + ", while the reply to an abandoned command may still come", Line: firstLine(r)}, false
			}
			c.idless = true
		} else if n, err := strconv.Atoi(r.id); err != nil || strconv.Itoa(n) != id {
			// The id is a number: "=007" answers command 7.
			if err == nil && c.late[n] {
				delete(c.late, n)
				return "", nil, true
			}
			if earlier := c.sentLine(n); err == nil && n < c.nextID && earlier != "" {
				// The reply of a command answered before: a reply
				// sent twice that came late, or this reply with a
				// stale id. Either way it is not this command's,
				// whose reply, should it come, is skipped.
				if c.late == nil {
					c.late = make(map[int]bool)
				}
				c.late[c.nextID] = true
				return "", &ProtocolError{Command: line, Msg: fmt.Sprintf("reply with the id of the earlier command %d (%q), expected %s", n, earlier, id),
					Line: firstLine(r), Earlier: earlier}, false
			}
			return "", &ProtocolError{Command: line, Msg: "reply with wrong id, expected " + id, Line: firstLine(r)}, false
		}
	}
	if !r.ok {
		return "", &EngineError{Command: line, Msg: r.text}, false
	}
	return r.text, nil, false
}

// sentLine returns the command written with id n, or "" if it is not
// among the last ones.
func (c *Client) sentLine(n int) string {
	if n <= 0 {
		return ""
	}
	c.rmu.Lock()
	defer c.rmu.Unlock()
	if sc := c.recent[n%len(c.recent)]; sc.id == n {
		return sc.line
	}
	return ""
}

// Settle waits until the client has sorted all the output it has read
// from the engine, so that a reply sent twice in the same write as the
// last reply has been reported to ExtraReply (and stray lines to
// StrayLine). It returns nil at once when the output has ended, and ctx's
// error if ctx ends first.
func (c *Client) Settle(ctx context.Context) error {
	c.rmu.Lock()
	if c.inRead {
		c.rmu.Unlock()
		return nil
	}
	if c.readWait == nil {
		c.readWait = make(chan struct{})
	}
	ch := c.readWait
	c.rmu.Unlock()
	select {
	case <-ch:
		return nil
	case <-c.readDone:
		return nil
	case <-ctx.Done():
		return fmt.Errorf("gtp: settling %s: %w", c.name, ctx.Err())
	}
}

// stdoutReader is the engine's standard output as the reading goroutine
// reads it: it notes how many commands were written when each read
// returned, and when the goroutine waits for output (Settle).
type stdoutReader struct{ c *Client }

// Read reads from the engine's standard output.
func (w stdoutReader) Read(p []byte) (int, error) {
	c := w.c
	c.rmu.Lock()
	c.inRead = true
	if c.readWait != nil {
		close(c.readWait)
		c.readWait = nil
	}
	c.rmu.Unlock()
	n, err := c.stdout.Read(p)
	c.rmu.Lock()
	c.inRead = false
	c.rmu.Unlock()
	c.seen = c.written.Load() // after the read: those bytes were written before any later command
	if n > 0 {
		c.wrote = true
	}
	if c.openLine != nil && n > 0 {
		c.extendBegun(p[:n])
	}
	return n, err
}

// extendBegun adds to the first line of the reply begun the bytes of it
// that a read brought (p, up to its newline), so that c.begun is what came
// of it however many writes the engine took.
func (c *Client) extendBegun(p []byte) {
	ended := false
	if i := bytes.IndexByte(p, '\n'); i >= 0 {
		p, ended = p[:i], true
	}
	c.openLine = appendText(c.openLine, p)
	if b := c.begun.Load(); b != nil {
		c.begun.Store(&begunReply{truncate(string(c.openLine), 80), b.seen})
	}
	if ended || len(c.openLine) > 80 {
		c.openLine = nil // the line is whole, or as long as Begun keeps
	}
}

// replyID returns the id of reply r as a number, if it has one and ids
// are in use.
func (c *Client) replyID(r reply) (int, bool) {
	if !r.hasID || c.opts.NoIDs {
		return 0, false
	}
	n, err := strconv.Atoi(r.id)
	return n, err == nil && n > 0
}

// extra reports reply r, which answers no command, to ExtraReply.
func (c *Client) extra(r reply) {
	if c.opts.ExtraReply == nil {
		return
	}
	e := ExtraReply{Line: firstLine(r), After: c.sentLine(int(r.seen))}
	if n, ok := c.replyID(r); ok {
		e.Command = c.sentLine(n)
	}
	c.opts.ExtraReply(e)
}

// replyLines is reply r's lines as the engine wrote them, its first with
// its status and id.
func replyLines(r reply) [][]byte {
	status := "="
	if !r.ok {
		status = "?"
	}
	lines := bytes.Split([]byte(r.text), []byte{'\n'})
	lines[0] = append([]byte(status+r.id+" "), lines[0]...)
	return lines
}

func firstLine(r reply) string {
	status := "="
	if !r.ok {
		status = "?"
	}
	l, _, _ := strings.Cut(r.text, "\n")
	return truncate(status+r.id+" "+l, 200)
}

func truncate(s string, n int) string {
	if len(s) > n {
		return s[:n] + "..."
	}
	return s
}

// abandon gives up waiting for the current command, whose id is id, and
// returns the error to report: a timeout if a deadline passed, else ctx's
// error. timeout is the per-command timeout, or 0 if the deadline was
// ctx's. A reply with that id that comes later is skipped.
func (c *Client) abandon(ctx context.Context, id int, line string, timeout time.Duration) error {
	if c.late == nil {
		c.late = make(map[int]bool)
	}
	c.late[id] = true
	var err error
	if ctx.Err() != nil && !errors.Is(ctx.Err(), context.DeadlineExceeded) {
		err = c.ctxError(ctx, line) // cancelled: no timeout
	} else {
		// A deadline passed (ours, or ctx's, which timeout 0 marks):
		// nothing came, or the engine began a reply and did not end it.
		// A reply begun before this command was written (a copy of
		// an earlier reply, say) is not its reply.
		te := &TimeoutError{Command: line, Timeout: timeout}
		if b := c.begun.Load(); b != nil && b.seen >= int64(id) {
			te.Begun = b.line
		}
		if ctx.Err() != nil {
			te.Timeout = 0
		}
		err = te
	}
	if c.opts.NoIDs || c.idless {
		c.broken = fmt.Errorf("%w: an earlier command is unanswered and replies carry no ids", err)
	}
	return err
}

// giveUp abandons the current command (abandon); if the only output
// since it was sent is a block without a reply start that ended once the
// command was sent (or before any reply), that block was the engine's
// malformed reply, and its protocol error is returned rather than the
// timeout.
func (c *Client) giveUp(ctx context.Context, line string, timeout time.Duration) error {
	err := c.abandon(ctx, c.nextID, line, timeout)
	if pe := c.banner; pe != nil {
		c.banner = nil
		pe.Command = line
		pe.Msg += " (taken for lines outside replies; no reply followed)"
		return pe
	}
	return err
}

// ctxError describes why ctx ended: a timeout if its deadline passed.
func (c *Client) ctxError(ctx context.Context, line string) error {
	switch err := ctx.Err(); {
	case errors.Is(err, context.DeadlineExceeded):
		return fmt.Errorf("%w: no reply to %q: %w", ErrTimeout, line, err)
	default:
		return fmt.Errorf("gtp: %q: %w", line, err)
	}
}

// crashError waits briefly for the process to exit and its standard error
// to drain, then describes the crash. A process known to run on, its exit
// not begun (runsOn: Linux), that waits for an event and used no processor
// time in the last tenth of a second (exitPrompt) is killed then rather
// than waited for: it closed its input or output itself, so that it can
// answer nothing more, and its stderr ends with it; one that runs is
// waited for up to exitBusy, then killed.
func (c *Client) crashError(ctx context.Context, line string, cause error) error {
	// A command that could not be written met an input that the engine
	// closed; else its output ended.
	e := &CrashError{Command: line, ExitCode: -1, State: "output closed, process still running", Err: cause, Running: true}
	if cause != nil {
		e.State = "input closed, process still running"
	}
	cpu, _, _ := activity(c.pid, c.start)
	limit := time.Now().Add(exitBusy)
wait:
	for {
		select {
		case <-c.exited:
			break wait
		case <-time.After(exitPrompt):
		}
		if running, known := runsOn(c.pid, c.start); !running || !known {
			break // exiting, or /proc does not tell: waited for below
		}
		// Its exit not begun. One that waits for an event and has used
		// no processor time since the last look waits for nothing that
		// will come (a command, most often): it is killed. One that
		// runs (its exit's work: freeing, flushing, writing its last
		// words, on a loaded machine waiting for a processor) is given
		// until exitBusy has passed.
		// A cancelled command waits no longer (its caller stops).
		now, asleep, ok := activity(c.pid, c.start)
		if ok && !(asleep && now == cpu) && time.Now().Before(limit) && ctx.Err() == nil {
			cpu = now
			continue
		}
		if running, known := runsOn(c.pid, c.start); running && known {
			c.killProcesses()
			e.State += "; killed"
			if ctx.Err() != nil {
				e.State += " (command cancelled)"
			}
			select {
			case <-c.exited:
			case <-time.After(exitGrace):
			}
			c.stderrAfterCrash()
			return c.withStderr(e)
		}
		break
	}
	select {
	case <-c.exited:
		e.Running = false
		e.State = c.state.String()
		e.ExitCode = c.state.ExitCode()
		if c.waitErr != nil {
			e.Err = c.waitErr
		}
		// Its output ends with it unless a child holds it: only an
		// output read to its end tells that nothing was written.
		select {
		case <-c.readDone:
			e.Silent = !c.wrote
		case <-time.After(exitGrace):
		}
	case <-time.After(exitGrace):
	}
	c.stderrAfterCrash()
	return c.withStderr(e)
}

// stderrAfterCrash waits a little (stderrGrace) for the engine's standard
// error to end, as it does with the engine unless a child holds it.
func (c *Client) stderrAfterCrash() {
	select {
	case <-c.stderrDone:
	case <-time.After(stderrGrace):
	}
}

// withStderr adds the end of the engine's standard error to e.
func (c *Client) withStderr(e *CrashError) error {
	tail := c.ring.Bytes()
	if len(tail) > crashStderrTail {
		tail = tail[len(tail)-crashStderrTail:]
	}
	e.Stderr = string(tail)
	return e
}

// Close asks the engine to quit (waiting at most QuitTimeout for its
// answer and exit), then kills its whole process group and waits for it.
// On Linux the processes the engine started that left its group (their
// own session, say) are killed too: those it had when it was asked to
// quit, and those that still hold its standard output or error.
// Close is idempotent; later commands fail with [ErrClosed].
func (c *Client) Close() error {
	c.closeOnce.Do(func() {
		if !c.Exited() {
			// Found now, through the engine: once it has quit, they
			// are orphans of no one in particular.
			defer killAll(escapedDescendants(c.pid, c.start))
			ctx, cancel := context.WithTimeout(context.Background(), c.opts.QuitTimeout)
			if _, err := c.Send(ctx, "quit"); err == nil {
				select {
				case <-c.exited:
				case <-ctx.Done():
				}
			}
			cancel()
		}
		c.closeErr = c.shutdown()
	})
	return c.closeErr
}

// Kill kills the engine's process group at once (on Linux, with the
// processes the engine started that left the group, as Close does) and
// waits for the engine to exit. Later commands fail with [ErrClosed].
func (c *Client) Kill() error {
	err := c.killProcesses() // at once, even while Close waits for quit
	c.closeOnce.Do(func() { c.closeErr = c.shutdown() })
	<-c.exited
	if err != nil {
		return fmt.Errorf("gtp: killing %s: %w", c.name, err)
	}
	return nil
}

// shutdown kills the process group, waits for the process and releases
// the pipes and goroutines.
func (c *Client) shutdown() error {
	c.closed.Store(true)
	err := c.killProcesses()
	if err != nil {
		err = fmt.Errorf("gtp: killing %s: %w", c.name, err)
	}
	<-c.exited
	close(c.closing)
	c.stdin.Close()
	// Children that escaped the group may still hold the pipes: wait a
	// little for the streams to end by themselves, then kill whoever
	// holds them (Linux) and cut them.
	grace := time.NewTimer(stderrGrace)
	held := false
	for _, done := range []chan struct{}{c.stderrDone, c.readDone} {
		if held {
			break
		}
		select {
		case <-done:
		case <-grace.C:
			held = true
		}
	}
	grace.Stop()
	if held {
		killAll(pipeHolders(c.stdout, c.stderr))
	}
	c.stdout.Close()
	c.stderr.Close()
	<-c.readDone
	<-c.stderrDone
	if c.opts.Engines != nil {
		c.opts.Engines.remove(c)
	}
	return err
}

// killProcesses kills the engine's process group, on Linux the processes
// the engine started that left it (killTree), and the engine itself,
// which may have left it too: the group's kill does not reach it then,
// and does not fail where the group is left empty (ESRCH, read as the
// group gone). The engine's handle is its own until it is waited for, so
// its kill reaches no other process given its pid.
func (c *Client) killProcesses() error {
	err := killTree(c.pid, c.start)
	c.cmd.Process.Kill()
	return err
}

// killTree kills the process group led by pid and, on Linux, the
// descendants of pid that left it (escapedDescendants; start is the
// engine's start time), found before the group dies.
func killTree(pid int, start uint64) error {
	esc := escapedDescendants(pid, start)
	err := killGroup(pid)
	killAll(esc)
	return err
}

// killAll kills the processes ps and releases their handles.
func killAll(ps []*os.Process) {
	for _, p := range ps {
		p.Kill()
		p.Release()
	}
}

// readLoop reads replies from the engine's stdout.
func (c *Client) readLoop() {
	defer close(c.readDone)
	br := bufio.NewReaderSize(stdoutReader{c}, 64<<10)
	// A byte-order mark at the start of the output (engines built on
	// runtimes that write one) is not part of any line.
	if bom, err := br.Peek(3); err == nil && string(bom) == "\ufeff" {
		br.Discard(3)
	}
	replied := false // a reply was read: no block after it is a banner
	// echoes: every reply handed to a command so far carried the id sent
	// with it, and one did at least. Such an engine's reply start without
	// an id, begun once a command awaited a reply, is no reply but lines
	// outside replies (a debug block "= searching...", which would
	// otherwise be taken for a genmove's move): the command waits on for
	// its reply, and fails with this protocol error only if none follows
	// by its deadline, as after a banner.
	echoes, idless := false, false // idless: a reply without id was handed over
	for {
		strayed := c.strayed
		r, err := c.readReply(br)
		if err != nil {
			return
		}
		if !replied && r.noStart {
			// Blocks of text ended by empty lines before any reply: a
			// banner printed at startup (in one block or several), or
			// a first reply without its '='. Send skips them and waits
			// on; should no reply follow, the command fails with this
			// protocol error, not a timeout.
			c.strayLines(r.stray)
			r.banner = true
		} else {
			replied = true
		}
		// A reply is a command's only if that command was written before
		// the first byte of the reply's first line was read (or, in a
		// block without a reply start, of the block's first line): one
		// begun before is no reply to it (a response follows its
		// command), though the rest of it or its empty line came after.
		awaited := c.delivered < r.seen
		deliver := true
		switch {
		case r.banner:
		case awaited && r.noStart:
			// A block without a reply start begun once a command
			// awaited a reply: the command's malformed reply, or lines
			// outside replies that an engine wrote after its last reply
			// in a write of its own (output while it ponders), which
			// reached the pipe after the command had been written or
			// before, as the scheduler had it. Only a reply that
			// follows tells them apart: the block is set aside, as a
			// banner is, and the command fails with its protocol error
			// only if no reply follows by its deadline.
			c.strayLines(r.stray)
			r.banner = true
		case awaited && echoes && !r.hasID && !r.noStart && r.perr == nil:
			c.strayLines(replyLines(r))
			r.banner = true
			r.perr = &ProtocolError{Msg: "reply without id from an engine that echoes ids", Line: firstLine(r)}
		case awaited:
			n, byID := c.replyID(r)
			if byID && c.answered[n%len(c.answered)] == n {
				// The id of a command that had its reply: not the
				// reply a command awaits (Send says so).
				break
			}
			if byID && c.idlessTo[n%len(c.idlessTo)] == int64(n) {
				// Command n was handed a reply without an id, and
				// its reply with its id comes now: the id-less one
				// was output that only looked like a reply (a
				// banner "= ready" written before the first
				// command), and this one comes too late for n. It
				// answers no command awaiting a reply, as a reply
				// sent twice does, read before or after the next
				// command was written.
				c.idlessTo[n%len(c.idlessTo)] = 0
				c.answered[n%len(c.answered)] = n
				deliver = false
				c.extra(r)
				break
			}
			// The reply to the oldest command still unanswered (or
			// that command's malformed reply).
			c.delivered++
			if byID {
				c.answered[n%len(c.answered)] = n
			}
			switch {
			case r.noStart || r.perr != nil:
			case !r.hasID:
				echoes, idless = false, true
				c.idlessTo[c.delivered%int64(len(c.idlessTo))] = c.delivered
			case byID && int64(n) == c.delivered && !idless:
				echoes = true
			}
		case !r.noStart:
			// A reply begun while no command awaited one: it was
			// written before the next command was (a reply sent
			// twice). It answers none.
			deliver = false
			c.extra(r)
		case r.late != "":
			// A block without a reply start begun while no command
			// awaited a reply, ended by lines written once one did:
			// lines outside any reply (an engine's output while it
			// ponders) if the command's reply follows, else that
			// command's malformed reply, which Send returns should
			// its deadline pass with no reply (as a banner's).
			c.strayLines(r.stray)
			r.banner = true
			r.perr.Line = r.late
		default:
			// A block without a reply start begun while no command
			// awaited a reply, and ended before one did: it was
			// written before the next command was, so it is no
			// malformed reply to it but lines outside any reply.
			deliver = false
			c.strayLines(r.stray)
		}
		if r.banner && r.perr != nil {
			// Should no reply follow, the block is the command's
			// malformed reply: its lines were no lines outside replies.
			r.perr.Lines = c.strayed - strayed
		}
		if deliver {
			select {
			case c.replies <- r:
			case <-c.closing:
				return
			}
		}
		if r.cut && skipLine(br) != nil {
			return
		}
		for r.unread {
			l, long, err := readLine(br, c.opts.MaxReplySize)
			if err != nil || (long && skipLine(br) != nil) {
				return
			}
			r.unread = !blank(l) || long
		}
	}
}

// readLine reads a line, keeping at most limit bytes of it. A longer line
// is returned as soon as it is known to be longer (an engine may never end
// it), cut at limit, with long set and the rest of it, through its
// newline, left unread: the caller skips that with skipLine. CR and the
// control characters that GTP does not use are no part of a line (see
// appendText).
func readLine(br *bufio.Reader, limit int) (line []byte, long bool, err error) {
	for {
		chunk, err := br.ReadSlice('\n')
		if err == nil {
			chunk = chunk[:len(chunk)-1]
		}
		line = appendText(line, chunk)
		if long = len(line) > limit; long {
			line = line[:limit]
		}
		switch {
		case err == nil && long:
			br.UnreadByte() // the newline, the rest of the line
			return line, true, nil
		case err == nil:
			return line, false, nil
		case errors.Is(err, bufio.ErrBufferFull):
			if long {
				return line, true, nil
			}
		default:
			return line, long, err
		}
	}
}

// skipLine reads the rest of a line that readLine returned cut (long),
// through its newline, and drops it.
func skipLine(br *bufio.Reader) error {
	for {
		if _, err := br.ReadSlice('\n'); !errors.Is(err, bufio.ErrBufferFull) {
			return err
		}
	}
}

// appendText appends to dst the bytes of p but the control characters
// other than HT (bytes below 32, and DEL; LF ends a line): GTP 2 (section
// 2.2, character set) uses only HT, CR and LF and has all other control
// characters discarded on input, and a controller removes every CR of a
// response too (section 3.1, preprocessing, its steps 1 and 3). So a NUL
// that an engine writes after a reply's text, or after the empty line
// that ends it (a C string's terminator), is no part of the move, and
// neither it nor the CR of lines ended by LF CR turns the next reply's
// first line into one that does not start with '='. A CR alone ends no
// line: a reply whose lines end so is never ended.
func appendText(dst, p []byte) []byte {
	start := 0
	for i, ch := range p {
		if discarded(ch) {
			dst = append(dst, p[start:i]...)
			start = i + 1
		}
	}
	return append(dst, p[start:]...)
}

// discarded reports whether ch is no part of any line of standard
// output: a control character other than HT and LF, CR included (see
// appendText).
func discarded(ch byte) bool { return (ch < ' ' && ch != '\t' && ch != '\n') || ch == 127 }

func blank(l []byte) bool {
	for _, ch := range l {
		if ch != ' ' && ch != '\t' && ch != '\r' {
			return false
		}
	}
	return true
}

// readReply reads one reply: optional blank lines, a line starting with
// '=' or '?', more lines, and a blank line (empty, or spaces, tabs and CRs
// only: engines that pad the terminating line are read as ending there).
func (c *Client) readReply(br *bufio.Reader) (reply, error) {
	limit := c.opts.MaxReplySize
	var (
		first   []byte
		tooLong bool
		seen    int64 // c.seen when first's first byte was read
	)
	for {
		seen = c.lineStartSeen(br)
		l, long, err := readLine(br, limit)
		if err != nil {
			return reply{}, err
		}
		if !blank(l) || long {
			first, tooLong = l, long
			break
		}
	}
	blockSeen := seen
	// Lines before a reply's first line, in the same block, are stray
	// output (a banner, a debug line): they are dropped. A block that ends
	// without a reply start was meant as a reply: a protocol error. They
	// are read on however many they are (an engine may log megabytes
	// before a reply; one that never stops keeps its command waiting until
	// its deadline, as silence would): the first limit bytes of them are
	// kept until the block shows what they are, and once they pass that,
	// they and every further line are handed to StrayLine as they come.
	var stray [][]byte
	var firstStray, late string
	straySize := 0
	flushed := false
	// loose is the index in stray of the block's first line that begins
	// with '=' or '?' but is no reply start ("=== idle ==="), begun once a
	// command awaited a reply, and looseSeen its seen: a debug line where
	// a reply start follows it in the block, else the reply, read as it
	// comes ("=D4"). Such a line begun while none awaited one answers no
	// command (a response follows its command): it is a line outside
	// replies, as a line without '=' would be.
	loose := -1
	var looseSeen int64
	for !replyStart(first) {
		if straySize == 0 {
			firstStray = truncate(string(first), 200)
		}
		if late == "" && seen > c.delivered {
			late = truncate(string(first), 200)
		}
		straySize += len(first) + 1
		if loose < 0 && (first[0] == '=' || first[0] == '?') && seen > c.delivered && straySize <= limit && !tooLong {
			loose, looseSeen = len(stray), seen
		}
		switch {
		case straySize <= limit && !tooLong:
			stray = append(stray, first)
		case !flushed:
			flushed = true
			c.strayLines(stray)
			stray = nil
			fallthrough
		default:
			c.strayLines([][]byte{first})
		}
		if tooLong {
			// The rest of a long line, which only its newline ends:
			// one that never comes leaves the command to its deadline.
			if err := skipLine(br); err != nil {
				return reply{}, err
			}
		}
		c.begun.Store(nil) // the line is ended, and no reply's start
		next := c.lineStartSeen(br)
		l, long, err := readLine(br, limit)
		if err != nil {
			return reply{}, err
		}
		if blank(l) && !long {
			if loose >= 0 && !flushed {
				c.strayLines(stray[:loose])
				return looseReply(stray[loose:], looseSeen), nil
			}
			return reply{perr: &ProtocolError{Msg: "reply does not start with '=' or '?'", Line: firstStray},
				stray: stray, noStart: true, seen: blockSeen, late: late}, nil
		}
		first, tooLong, seen = l, long, next
	}
	c.strayLines(stray)
	r := reply{seen: seen}
	var text strings.Builder
	size := len(first)
	r.ok = first[0] == '='
	i := 1
	for i < len(first) && '0' <= first[i] && first[i] <= '9' {
		i++
	}
	r.id, r.hasID = string(first[1:i]), i > 1
	text.Write(trimLeftSpace(first[i:]))
	// Once the reply is known to be too long it is answered at once
	// rather than after an end that may never come.
	r.unread, r.cut = tooLong, tooLong
	c.openLine = nil
	c.begun.Store(&begunReply{truncate(string(first), 80), seen})
	defer c.begun.Store(nil)
	for !r.unread {
		l, long, err := readLine(br, limit)
		if err != nil {
			return reply{}, err
		}
		if blank(l) && !long {
			break
		}
		size += len(l) + 1
		if long || size > limit {
			tooLong, r.unread, r.cut = true, true, long
			break
		}
		if r.perr == nil {
			text.WriteByte('\n')
			text.Write(l)
		}
	}
	if tooLong && r.perr == nil {
		r.perr = &ProtocolError{Msg: fmt.Sprintf("reply longer than %d bytes", limit), Line: truncate(string(first), 200)}
	}
	r.text = text.String()
	return r, nil
}

// replyStart reports whether line l starts a reply as GTP 2 writes one
// (section 2.6, "=[id] result"): '=' or '?', the id's digits if any, then
// the line's end or white space before the text. A line that begins with
// '=' or '?' otherwise ("=== idle ===", "?? unsure") is taken for a reply
// only where no reply start follows it in its block (looseReply).
func replyStart(l []byte) bool {
	if len(l) == 0 || (l[0] != '=' && l[0] != '?') {
		return false
	}
	i := 1
	for i < len(l) && '0' <= l[i] && l[i] <= '9' {
		i++
	}
	return i == len(l) || l[i] == ' ' || l[i] == '\t'
}

// looseReply reads the lines of a block that holds no reply start as GTP
// 2 writes one, from its first line that begins with '=' or '?' on, as
// that reply ("=D4" answers D4), begun when that line was (seen).
func looseReply(lines [][]byte, seen int64) reply {
	first := lines[0]
	r := reply{seen: seen, ok: first[0] == '='}
	i := 1
	for i < len(first) && '0' <= first[i] && first[i] <= '9' {
		i++
	}
	r.id, r.hasID = string(first[1:i]), i > 1
	var text strings.Builder
	text.Write(trimLeftSpace(first[i:]))
	for _, l := range lines[1:] {
		text.WriteByte('\n')
		text.Write(l)
	}
	r.text = text.String()
	return r
}

// lineStartSeen waits for the first byte of the next line of standard
// output, dropping the control characters before it that are no part of
// any line (see appendText), and returns c.seen as the read that brought
// that byte left it: an engine wrote the line's start before any command
// written after that read, whenever the rest of the line comes. (At the
// start of a line the bytes that br holds came with its last read, whose
// data ended the line before.) On an error it returns c.seen at once;
// the next read reports the error. A line that starts a reply ('=' or
// '?') is begun from its first byte: until the line ends (it may never,
// in an engine whose lines end with a CR alone, which GTP removes), what
// came of it is c.begun, extended by each read that brings more of it
// (extendBegun), so that a timeout tells such a reply from silence.
func (c *Client) lineStartSeen(br *bufio.Reader) int64 {
	for {
		b, err := br.Peek(1)
		if err != nil {
			return c.seen
		}
		if discarded(b[0]) {
			br.Discard(1)
			continue
		}
		if b[0] == '=' || b[0] == '?' {
			n := br.Buffered()
			head, _ := br.Peek(min(n, 256))
			ended := false
			if i := bytes.IndexByte(head, '\n'); i >= 0 {
				head, ended = head[:i], true
			}
			text := appendText(nil, head)
			c.begun.Store(&begunReply{truncate(string(text), 80), c.seen})
			// The rest of the line comes with the next reads, which
			// extend it (extendBegun).
			c.openLine = nil
			if !ended && n <= 256 && len(text) <= 80 {
				c.openLine = text
			}
		}
		return c.seen
	}
}

// strayLines hands lines of standard output outside any reply to
// StrayLine, if set.
func (c *Client) strayLines(lines [][]byte) {
	if c.opts.StrayLine == nil {
		return
	}
	c.strayed += len(lines)
	for _, l := range lines {
		c.opts.StrayLine(string(l))
	}
}

func trimLeftSpace(b []byte) []byte {
	for len(b) > 0 && (b[0] == ' ' || b[0] == '\t') {
		b = b[1:]
	}
	return b
}

// drainStderr copies standard error into the ring buffer and the optional
// sinks until it ends.
func (c *Client) drainStderr() {
	defer close(c.stderrDone)
	buf := make([]byte, 32<<10)
	var partial []byte
	const maxLine = 4 << 10
	for {
		n, err := c.stderr.Read(buf)
		if n > 0 {
			chunk := buf[:n]
			c.ring.Write(chunk)
			if c.opts.Stderr != nil {
				c.opts.Stderr.Write(chunk)
			}
			if c.opts.StderrLine != nil {
				for len(chunk) > 0 {
					i := bytes.IndexByte(chunk, '\n')
					if i < 0 {
						partial = append(partial, chunk...)
						for len(partial) >= maxLine {
							c.opts.StderrLine(string(partial[:maxLine]))
							partial = append(partial[:0], partial[maxLine:]...)
						}
						break
					}
					partial = append(partial, chunk[:i]...)
					c.opts.StderrLine(strings.TrimSuffix(string(partial), "\r"))
					partial = partial[:0]
					chunk = chunk[i+1:]
				}
			}
		}
		if err != nil {
			if len(partial) > 0 {
				c.opts.StderrLine(string(partial))
			}
			return
		}
	}
}

// ring keeps the last bytes written to it.
type ring struct {
	mu   sync.Mutex
	buf  []byte
	pos  int // next write position
	full bool
}

func newRing(size int) *ring { return &ring{buf: make([]byte, size)} }

// Write implements io.Writer; it never fails.
func (r *ring) Write(p []byte) (int, error) {
	n := len(p)
	r.mu.Lock()
	defer r.mu.Unlock()
	if len(p) >= len(r.buf) {
		copy(r.buf, p[len(p)-len(r.buf):])
		r.pos, r.full = 0, true
		return n, nil
	}
	k := copy(r.buf[r.pos:], p)
	if k < len(p) {
		copy(r.buf, p[k:])
		r.full = true
	}
	r.pos = (r.pos + len(p)) % len(r.buf)
	if r.pos == 0 {
		r.full = true
	}
	return n, nil
}

// Bytes returns a copy of the bytes kept, oldest first.
func (r *ring) Bytes() []byte {
	r.mu.Lock()
	defer r.mu.Unlock()
	if !r.full {
		return append([]byte(nil), r.buf[:r.pos]...)
	}
	out := make([]byte, 0, len(r.buf))
	out = append(out, r.buf[r.pos:]...)
	return append(out, r.buf[:r.pos]...)
}
