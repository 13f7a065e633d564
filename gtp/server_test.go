package gtp

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"
)

// testServer returns a server with a few trivial handlers.
func testServer(t testing.TB) *Server {
	srv := NewServer(ServerOptions{Log: testLog{t}})
	srv.Register("name", func(context.Context, *Request) (string, error) { return "test engine", nil })
	srv.Register("version", func(context.Context, *Request) (string, error) { return "1.0", nil })
	srv.Register("echo", func(_ context.Context, r *Request) (string, error) {
		return strings.Join(r.Args, " "), nil
	})
	srv.Register("argv", func(_ context.Context, r *Request) (string, error) {
		return fmt.Sprintf("%d %q", len(r.Args), r.Args), nil
	})
	srv.Register("multi", func(_ context.Context, r *Request) (string, error) {
		return "line1\n\nline2\r\n  \n\tline3\n\n", nil
	})
	srv.Register("board", func(_ context.Context, r *Request) (string, error) {
		return "\n  A B\n2 . .\n1 . .\n", nil
	})
	srv.Register("fail", func(context.Context, *Request) (string, error) {
		return "", fmt.Errorf("%w: superko", ErrIllegalMove)
	})
	srv.Register("failmulti", func(context.Context, *Request) (string, error) {
		return "", errors.New("first\r\n\nsecond\x00")
	})
	srv.Register("boom", func(context.Context, *Request) (string, error) { panic("boom") })
	srv.Register("ctl", func(context.Context, *Request) (string, error) { return "a\x00b\x1bc\td", nil })
	return srv
}

// testLog sends server diagnostics to the test log.
type testLog struct{ t testing.TB }

func (l testLog) Write(p []byte) (int, error) {
	l.t.Logf("%s", strings.TrimRight(string(p), "\n"))
	return len(p), nil
}

func serveString(t testing.TB, srv *Server, in string) (string, error) {
	t.Helper()
	var out strings.Builder
	done := make(chan error, 1)
	go func() { done <- srv.Serve(context.Background(), strings.NewReader(in), &out) }()
	select {
	case err := <-done:
		return out.String(), err
	case <-time.After(10 * time.Second):
		t.Fatalf("Serve hung on input %q", in)
		return "", nil
	}
}

func TestServeFraming(t *testing.T) {
	long := strings.Repeat("x", DefaultMaxLineLength+10)
	tests := []struct {
		name, in, want string
	}{
		{"id", "12 protocol_version\n", "=12 2\n\n"},
		{"no id", "protocol_version\n", "= 2\n\n"},
		{"leading zeros id kept", "007 echo x\n", "=007 x\n\n"},
		{"huge id", "123456789012345678901234567890 echo x\n", "=123456789012345678901234567890 x\n\n"},
		{"id on error", "7 nosuch\n", "?7 unknown command\n\n"},
		{"unknown no id", "nosuch a b\n", "? unknown command\n\n"},
		{"id glued to name", "5echo x\n", "? unknown command\n\n"},
		{"id only", "5\n", "?5 syntax error: missing command name\n\n"},
		{"crlf", "1 echo a\r\n2 echo b\r\n", "=1 a\n\n=2 b\n\n"},
		{"lone cr", "echo a\rb\n", "= ab\n\n"},
		{"tabs", "\t3\techo\ta\t\tb\t\n", "=3 a b\n\n"},
		{"spaces collapse", "   echo    a     b    \n", "= a b\n\n"},
		{"comment", "echo a # b c\n# whole line\n", "= a\n\n"},
		{"comment glued", "echo a#b\n", "= a\n\n"},
		{"only comment with id", "4 # nothing\n", "?4 syntax error: missing command name\n\n"},
		{"empty lines", "\n\n   \n\t\n\r\n\x01\n\necho x\n\n", "= x\n\n"},
		{"control chars", "ec\x01ho\x7f a\x00b\x1b\n", "= ab\n\n"},
		{"nul only", "\x00\x00\x00\n", ""},
		{"upper case name", "ECHO Foo BAR\nPROTOCOL_VERSION\nEcho x\n", "= Foo BAR\n\n= 2\n\n= x\n\n"},
		{"args case kept", "argv B d4 WHITE\n", "= 3 [\"B\" \"d4\" \"WHITE\"]\n\n"},
		{"no args", "argv\n", "= 0 []\n\n"},
		{"invalid utf8", "echo \xff\xfe\xc3\n", "= \xff\xfe\xc3\n\n"},
		{"unicode spaces are not separators", "argv a\u00a0b\n", "= 1 [\"a\\u00a0b\"]\n\n"},
		{"last line without newline", "echo a\necho b", "= a\n\n= b\n\n"},
		{"last line crlf without newline", "echo b\r", "= b\n\n"},
		{"empty input", "", ""},
		// Only at the start of the input: a file saved with one.
		{"byte-order mark", "\ufeff1 echo x\n\ufeffecho y\n", "=1 x\n\n? unknown command\n\n"},
		{"interrupt while idle is a comment", "# interrupt\necho x\n", "= x\n\n"},
		{"multi-line", "1 multi\n", "=1 line1\nline2\n\tline3\n\n"},
		{"leading newline", "board\n", "= \n  A B\n2 . .\n1 . .\n\n"},
		{"empty response", "9 gogui-interrupt\n", "=9 \n\n"},
		{"error with reason", "3 fail\n", "?3 illegal move: superko\n\n"},
		{"multi-line error", "failmulti\n", "? first\nsecond\n\n"},
		{"panic", "2 boom\n3 echo alive\n", "?2 internal error: boom\n\n=3 alive\n\n"},
		{"control chars in response", "ctl\n", "= abc\td\n\n"},
		{"name version", "name\nversion\n", "= test engine\n\n= 1.0\n\n"},
		{"known_command", "1 known_command echo\n2 known_command ECHO\n3 known_command nope\n4 known_command\n5 known_command quit\n",
			"=1 true\n\n=2 true\n\n=3 false\n\n=4 false\n\n=5 true\n\n"},
		// GTP 2 specification, known_command: "fails: never"; GNU Go 3.8
		// answers "= false" without an argument and reads only the first
		// of several.
		{"known_command never fails", "1 known_command\n2 known_command echo extra\n3 known_command nope quit\n",
			"=1 false\n\n=2 true\n\n=3 false\n\n"},
		{"quit", "1 echo a\n2 quit\n3 echo b\n", "=1 a\n\n=2 \n\n"},
		{"quit upper case", "QUIT\necho b\n", "= \n\n"},
		{"too long", "1 echo " + long + "\n2 echo ok\n", "?1 syntax error: line too long\n\n=2 ok\n\n"},
		{"too long no newline", "echo " + long, "? syntax error: line too long\n\n"},
		{"long comment is fine", "echo ok #" + long + "\n", "= ok\n\n"},
		{"long blank line is skipped", strings.Repeat(" \t\r", DefaultMaxLineLength) + "\necho ok\n", "= ok\n\n"},
		{"long control line is skipped", strings.Repeat("\x00", 2*DefaultMaxLineLength) + "\necho ok\n", "= ok\n\n"},
	}
	srv := testServer(t)
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got, err := serveString(t, srv, tc.in)
			if err != nil {
				t.Fatalf("Serve: %v", err)
			}
			if got != tc.want {
				t.Errorf("input %.200q\n got %.300q\nwant %.300q", tc.in, got, tc.want)
			}
			checkWellFormed(t, got)
		})
	}
}

func TestListCommands(t *testing.T) {
	srv := testServer(t)
	got, err := serveString(t, srv, "5 list_commands\n")
	if err != nil {
		t.Fatal(err)
	}
	want := "=5 " + strings.Join([]string{"argv", "board", "boom", "ctl", "echo", "fail", "failmulti",
		"gogui-interrupt", "known_command", "list_commands", "multi", "name", "protocol_version",
		"quit", "version"}, "\n") + "\n\n"
	if got != want {
		t.Errorf("got %q\nwant %q", got, want)
	}
	srv.Register("Kata-Analyze", func(context.Context, *Request) (string, error) { return "", nil })
	if cmds := srv.Commands(); !contains(cmds, "kata-analyze") {
		t.Errorf("Commands() = %v, want kata-analyze listed in lower case", cmds)
	}
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

func TestRegisterPanics(t *testing.T) {
	srv := NewServer(ServerOptions{})
	for _, name := range []string{"", "a b", "a#b", "a\nb", "a\x00"} {
		func() {
			defer func() {
				if recover() == nil {
					t.Errorf("Register(%q) did not panic", name)
				}
			}()
			srv.Register(name, func(context.Context, *Request) (string, error) { return "", nil })
		}()
	}
	defer func() {
		if recover() == nil {
			t.Error("Register with nil handler did not panic")
		}
	}()
	srv.Register("x", nil)
}

func TestOverrideQuit(t *testing.T) {
	srv := NewServer(ServerOptions{})
	calls := 0
	srv.Register("quit", func(context.Context, *Request) (string, error) {
		calls++
		if calls == 1 {
			return "", errors.New("not yet")
		}
		return "bye", nil
	})
	got, err := serveString(t, srv, "quit\nquit\nquit\n")
	if err != nil {
		t.Fatal(err)
	}
	if want := "? not yet\n\n= bye\n\n"; got != want {
		t.Errorf("got %q, want %q", got, want)
	}
}

func TestServePipelinedOrder(t *testing.T) {
	srv := testServer(t)
	var in, want strings.Builder
	for i := 1; i <= 20000; i++ {
		fmt.Fprintf(&in, "%d echo %d\n", i, i*7)
		fmt.Fprintf(&want, "=%d %d\n\n", i, i*7)
	}
	got, err := serveString(t, srv, in.String())
	if err != nil {
		t.Fatal(err)
	}
	if got != want.String() {
		t.Error("pipelined replies out of order or malformed")
	}
}

func TestArgsMayBeRetained(t *testing.T) {
	srv := NewServer(ServerOptions{})
	var kept [][]string
	srv.Register("keep", func(_ context.Context, r *Request) (string, error) {
		kept = append(kept, r.Args)
		r.Args = append(r.Args, "clobber") // must not overwrite the next command's args
		return "", nil
	})
	var in strings.Builder
	for i := 0; i < 5000; i++ {
		fmt.Fprintf(&in, "keep %d x%d\n", i, i)
	}
	if _, err := serveString(t, srv, in.String()); err != nil {
		t.Fatal(err)
	}
	for i, a := range kept {
		if len(a) != 2 || a[0] != strconv.Itoa(i) || a[1] != "x"+strconv.Itoa(i) {
			t.Fatalf("args of command %d changed to %q", i, a)
		}
	}
}

func TestServeContextCancel(t *testing.T) {
	srv := testServer(t)
	ctx, cancel := context.WithCancel(context.Background())
	pr, pw := io.Pipe()
	defer pw.Close()
	done := make(chan error, 1)
	go func() { done <- srv.Serve(ctx, pr, io.Discard) }()
	cancel()
	select {
	case err := <-done:
		if !errors.Is(err, context.Canceled) {
			t.Errorf("Serve = %v, want context.Canceled", err)
		}
	case <-time.After(5 * time.Second):
		t.Fatal("Serve did not return after cancel")
	}
}

type failWriter struct{}

func (failWriter) Write([]byte) (int, error) { return 0, errors.New("broken pipe") }

func TestServeWriteError(t *testing.T) {
	srv := testServer(t)
	err := srv.Serve(context.Background(), strings.NewReader("echo a\necho b\n"), failWriter{})
	if err == nil || !strings.Contains(err.Error(), "broken pipe") {
		t.Errorf("Serve = %v, want write error", err)
	}
}

type errReader struct{ data io.Reader }

func (r *errReader) Read(p []byte) (int, error) {
	n, err := r.data.Read(p)
	if err == io.EOF {
		return n, errors.New("disk on fire")
	}
	return n, err
}

func TestServeReadError(t *testing.T) {
	srv := testServer(t)
	var out strings.Builder
	err := srv.Serve(context.Background(), &errReader{strings.NewReader("echo a\necho b")}, &out)
	if err == nil || !strings.Contains(err.Error(), "disk on fire") {
		t.Errorf("Serve = %v, want read error", err)
	}
	if got, want := out.String(), "= a\n\n= b\n\n"; got != want {
		t.Errorf("got %q, want %q", got, want)
	}
}

// session drives a Serve call through pipes, like a GUI.
type pipeSession struct {
	t    *testing.T
	in   *io.PipeWriter
	out  *bufio.Reader
	done chan error
}

func startSession(t *testing.T, srv *Server) *pipeSession {
	inR, inW := io.Pipe()
	outR, outW := io.Pipe()
	s := &pipeSession{t: t, in: inW, out: bufio.NewReader(outR), done: make(chan error, 1)}
	go func() {
		err := srv.Serve(context.Background(), inR, outW)
		outW.CloseWithError(fmt.Errorf("serve returned: %v", err))
		s.done <- err
	}()
	t.Cleanup(func() {
		inW.Close()
		outR.Close()
	})
	return s
}

func (s *pipeSession) send(line string) {
	s.t.Helper()
	if _, err := io.WriteString(s.in, line); err != nil {
		s.t.Fatalf("write %q: %v", line, err)
	}
}

// readLine reads one output line (without '\n'), failing after a timeout.
func (s *pipeSession) readLine() string {
	s.t.Helper()
	type res struct {
		l   string
		err error
	}
	ch := make(chan res, 1)
	go func() {
		l, err := s.out.ReadString('\n')
		ch <- res{l, err}
	}()
	select {
	case r := <-ch:
		if r.err != nil {
			s.t.Fatalf("read: %v (partial %q)", r.err, r.l)
		}
		return strings.TrimSuffix(r.l, "\n")
	case <-time.After(10 * time.Second):
		s.t.Fatal("timed out waiting for output")
		return ""
	}
}

func (s *pipeSession) expect(lines ...string) {
	s.t.Helper()
	for _, want := range lines {
		if got := s.readLine(); got != want {
			s.t.Fatalf("got line %q, want %q", got, want)
		}
	}
}

func (s *pipeSession) finish() {
	s.t.Helper()
	s.in.Close()
	select {
	case err := <-s.done:
		if err != nil {
			s.t.Errorf("Serve = %v, want nil at end of input", err)
		}
	case <-time.After(10 * time.Second):
		s.t.Fatal("Serve did not return at end of input")
	}
}

// analyzer is a streaming handler emitting an info line every millisecond
// until stopped; it records why it stopped.
type analyzer struct {
	mu     sync.Mutex
	causes []error
}

func (a *analyzer) handle(ctx context.Context, r *Request) (string, error) {
	if len(r.Args) > 0 && r.Args[0] == "bad" {
		return "", fmt.Errorf("%w: bad interval", ErrSyntax)
	}
	for i := 0; ; i++ {
		if err := r.Emit(fmt.Sprintf("info move D4 visits %d winrate 5000 pv D4", i)); err != nil {
			return "", err
		}
		if i == 0 {
			r.Emit("") // blank lines are never written
		}
		select {
		case <-ctx.Done():
			a.mu.Lock()
			a.causes = append(a.causes, context.Cause(ctx))
			a.mu.Unlock()
			if r.Name == "genmove_analyze" {
				return "play D4", nil
			}
			return "", nil
		case <-time.After(time.Millisecond):
		}
	}
}

func (a *analyzer) lastCause() error {
	a.mu.Lock()
	defer a.mu.Unlock()
	if len(a.causes) == 0 {
		return nil
	}
	return a.causes[len(a.causes)-1]
}

func TestStreamingStoppedByNewInput(t *testing.T) {
	srv := testServer(t)
	a := &analyzer{}
	srv.RegisterStreaming("lz-analyze", a.handle)
	srv.RegisterStreaming("genmove_analyze", a.handle)
	s := startSession(t, srv)

	s.send("10 lz-analyze B 10\n")
	s.expect("=10")
	for i := 0; i < 3; i++ {
		if l := s.readLine(); !strings.HasPrefix(l, "info move D4 visits ") {
			t.Fatalf("got %q, want an info line", l)
		}
	}
	s.send("11 protocol_version\n")
	for {
		l := s.readLine()
		if l == "" {
			break
		}
		if !strings.HasPrefix(l, "info ") {
			t.Fatalf("got %q inside the stream", l)
		}
	}
	s.expect("=11 2", "")
	if c := a.lastCause(); !errors.Is(c, ErrNewInput) {
		t.Errorf("cause = %v, want ErrNewInput", c)
	}

	// A streaming command with a final text, stopped by a command.
	s.send("12 genmove_analyze b\n")
	s.expect("=12", "info move D4 visits 0 winrate 5000 pv D4")
	s.send("13 echo x\n")
	var last string
	for {
		l := s.readLine()
		if l == "" {
			break
		}
		last = l
	}
	if last != "play D4" {
		t.Errorf("last streamed line %q, want play D4", last)
	}
	s.expect("=13 x", "")

	// Syntax errors before the first line are ordinary failures.
	s.send("14 lz-analyze bad\n")
	s.expect("?14 syntax error: bad interval", "")

	// Pipelined: the stream is stopped at once but still well-formed.
	s.send("15 lz-analyze\n16 echo y\n")
	s.expect("=15", "info move D4 visits 0 winrate 5000 pv D4", "", "=16 y", "")
	s.finish()
}

// TestStreamingStoppedByBlankLine follows CLIENTS.md section 3 ("one line
// per interval until any new input arrives") as KataGo reads it: any input
// line at all, an empty one or one holding only a comment, ends the stream
// with its empty line, and is otherwise skipped without a reply.
func TestStreamingStoppedByBlankLine(t *testing.T) {
	srv := testServer(t)
	a := &analyzer{}
	srv.RegisterStreaming("lz-analyze", a.handle)
	s := startSession(t, srv)

	drain := func() {
		t.Helper()
		for n := 0; ; n++ {
			if n > 2000 {
				t.Fatal("the stream goes on after the blank line")
			}
			l := s.readLine()
			if l == "" {
				return
			}
			if !strings.HasPrefix(l, "info ") {
				t.Fatalf("got %q inside the stream", l)
			}
		}
	}
	for i, blank := range []string{"\n", "   \r\n", "# just a comment\n"} {
		id := strconv.Itoa(20 + 2*i)
		s.send(id + " lz-analyze 10\n")
		s.expect("=" + id)
		if l := s.readLine(); !strings.HasPrefix(l, "info move D4 visits ") {
			t.Fatalf("got %q, want an info line", l)
		}
		s.send(blank)
		drain()
		if c := a.lastCause(); !errors.Is(c, ErrNewInput) {
			t.Errorf("%q: cause = %v, want ErrNewInput", blank, c)
		}
		// The blank line gets no reply: the next output is the next
		// command's.
		next := strconv.Itoa(21 + 2*i)
		s.send(next + " echo x\n")
		s.expect("="+next+" x", "")
	}

	// Pipelined: a blank line right behind the command stops the stream
	// before it has run, the reply still well-formed.
	s.send("30 lz-analyze 10\n\n31 echo y\n")
	s.expect("=30", "info move D4 visits 0 winrate 5000 pv D4", "", "=31 y", "")
	s.finish()
}

func TestStreamingStoppedByEndOfInput(t *testing.T) {
	srv := testServer(t)
	a := &analyzer{}
	srv.RegisterStreaming("lz-analyze", a.handle)
	got, err := serveString(t, srv, "3 lz-analyze 10")
	if err != nil {
		t.Fatal(err)
	}
	if want := "=3\ninfo move D4 visits 0 winrate 5000 pv D4\n\n"; got != want {
		t.Errorf("got %q, want %q", got, want)
	}
	if c := a.lastCause(); !errors.Is(c, ErrEndOfInput) {
		t.Errorf("cause = %v, want ErrEndOfInput", c)
	}
}

func TestStreamErrorAfterEmit(t *testing.T) {
	srv := testServer(t)
	srv.Register("half", func(_ context.Context, r *Request) (string, error) {
		r.Emit("partial\n\nresult")
		return "", errors.New("failed late")
	})
	var stale *Request
	srv.Register("keep", func(_ context.Context, r *Request) (string, error) {
		stale = r
		return "", nil
	})
	got, err := serveString(t, srv, "1 half\n2 keep\n")
	if err != nil {
		t.Fatal(err)
	}
	if want := "=1\npartial\nresult\n\n=2 \n\n"; got != want {
		t.Errorf("got %q, want %q", got, want)
	}
	if err := stale.Emit("late"); !errors.Is(err, ErrStreamClosed) {
		t.Errorf("Emit after return = %v, want ErrStreamClosed", err)
	}
}

func TestInterrupt(t *testing.T) {
	srv := testServer(t)
	started := make(chan struct{}, 4)
	causes := make(chan error, 4)
	srv.Register("genmove", func(ctx context.Context, r *Request) (string, error) {
		started <- struct{}{}
		select {
		case <-ctx.Done():
			causes <- context.Cause(ctx)
			return "D4", nil
		case <-time.After(300 * time.Millisecond):
			causes <- nil
			return "Q16", nil
		}
	})
	srv.Register("ctxok", func(ctx context.Context, r *Request) (string, error) {
		if err := ctx.Err(); err != nil {
			return "", err
		}
		return "ok", nil
	})
	s := startSession(t, srv)

	s.send("1 genmove b\n")
	<-started
	s.send("# interrupt\n")
	s.expect("=1 D4", "")
	if c := <-causes; !errors.Is(c, ErrInterrupted) {
		t.Errorf("cause = %v, want ErrInterrupted", c)
	}
	// Later commands get a fresh, live context.
	s.send("2 ctxok\n")
	s.expect("=2 ok", "")

	// CRLF and surrounding blanks; interrupt read before the command
	// starts still applies to it, but not to the command after it.
	s.send("3 genmove w\r\n  # interrupt \r\n4 genmove b\n")
	s.expect("=3 D4", "", "=4 Q16", "")
	<-started
	<-started
	if c := <-causes; !errors.Is(c, ErrInterrupted) {
		t.Errorf("cause = %v, want ErrInterrupted", c)
	}
	if c := <-causes; c != nil {
		t.Errorf("command after the interrupt was cancelled: %v", c)
	}
	s.send("5 quit\n")
	s.expect("=5 ", "")
	select {
	case err := <-s.done:
		if err != nil {
			t.Errorf("Serve after quit = %v", err)
		}
	case <-time.After(5 * time.Second):
		t.Fatal("Serve did not return after quit")
	}
}

// checkWellFormed verifies that out is a sequence of GTP replies: each
// starts with '=' or '?', optional id digits, then a space or end of line,
// has no empty line inside, and ends with exactly one empty line.
func checkWellFormed(t testing.TB, out string) []string {
	t.Helper()
	var ids []string
	for out != "" {
		end := strings.Index(out, "\n\n")
		if end < 0 {
			t.Fatalf("reply not terminated by an empty line: %q", out)
		}
		reply := out[:end]
		out = out[end+2:]
		if reply == "" || (reply[0] != '=' && reply[0] != '?') {
			t.Fatalf("reply does not start with = or ?: %q", reply)
		}
		i := 1
		for i < len(reply) && '0' <= reply[i] && reply[i] <= '9' {
			i++
		}
		if i < len(reply) && reply[i] != ' ' && reply[i] != '\n' {
			t.Fatalf("bad reply header: %q", reply)
		}
		if strings.ContainsAny(reply, "\r\x00") {
			t.Fatalf("control character in reply: %q", reply)
		}
		ids = append(ids, reply[1:i])
	}
	return ids
}

// TestOpen: a streamed reply opened with Open has "=id" on its own line
// even when no line follows (CLIENTS.md section 3: the reply opens with
// "=id" on its own line), and its final text comes on a line of its own
// ("play D4", as Lizzie and Sabaki read the end of *genmove_analyze).
func TestOpen(t *testing.T) {
	srv := testServer(t)
	srv.Register("genmove_analyze", func(_ context.Context, r *Request) (string, error) {
		if err := r.Open(); err != nil {
			return "", err
		}
		if err := r.Open(); err != nil { // a second Open writes nothing
			return "", err
		}
		return "play D4", nil
	})
	srv.RegisterStreaming("lz-analyze", func(ctx context.Context, r *Request) (string, error) {
		if len(r.Args) > 0 && r.Args[0] == "bad" {
			return "", fmt.Errorf("%w: bad interval", ErrSyntax)
		}
		if err := r.Open(); err != nil {
			return "", err
		}
		<-ctx.Done()
		return "", nil
	})
	got, err := serveString(t, srv, "1 genmove_analyze b\ngenmove_analyze w\n2 lz-analyze bad\n3 lz-analyze 10\n4 name\n5 lz-analyze 10")
	if err != nil {
		t.Fatal(err)
	}
	want := "=1\nplay D4\n\n=\nplay D4\n\n?2 syntax error: bad interval\n\n=3\n\n=4 test engine\n\n=5\n\n"
	if got != want {
		t.Errorf("got %q, want %q", got, want)
	}
}
