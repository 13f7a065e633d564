package gtp

import (
	"bytes"
	"context"
	"fmt"
	"strings"
	"sync"
	"testing"
	"time"
)

// syncBuffer is a bytes.Buffer safe for the LogWriter's goroutine and the
// test.
type syncBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (s *syncBuffer) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.Write(p)
}

func (s *syncBuffer) String() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.String()
}

// TestLogWriterPassesLines: with a writer that takes everything, every line
// goes out, in order, by the time Close returns.
func TestLogWriterPassesLines(t *testing.T) {
	var buf syncBuffer
	l := NewLogWriter(&buf)
	var want strings.Builder
	for i := 0; i < 100; i++ {
		fmt.Fprintf(l, "line %d\n", i)
		fmt.Fprintf(&want, "line %d\n", i)
	}
	l.Close()
	if got := buf.String(); got != want.String() {
		t.Errorf("got %q, want %q", got, want.String())
	}
	if n, err := l.Write([]byte("late\n")); n != 5 || err != nil {
		t.Errorf("Write after Close = %d, %v; want 5, nil", n, err)
	}
}

// gate is a writer whose writes wait until open is closed, as a write to a
// full pipe waits for its reader; entered is closed by the first write.
type gate struct {
	entered, open chan struct{}
	once          sync.Once
	out           syncBuffer
}

func (g *gate) Write(p []byte) (int, error) {
	g.once.Do(func() { close(g.entered) })
	<-g.open
	return g.out.Write(p)
}

// TestLogWriterNeverBlocks follows CLIENTS.md section 1 (never block on
// stderr): while the writer does not take a line (nobody reads the pipe),
// writes return at once; those beyond the queue are dropped, and once the
// writer takes lines again the queued ones come out in order, then a line
// counting the dropped writes in their place, then the later writes.
func TestLogWriterNeverBlocks(t *testing.T) {
	g := &gate{entered: make(chan struct{}), open: make(chan struct{})}
	l := NewLogWriter(g)
	fmt.Fprintf(l, "line 0\n")
	<-g.entered // line 0 is held in the writer; the queue is empty
	const dropped = 500
	start := time.Now()
	for i := 1; i <= logQueue+dropped; i++ {
		fmt.Fprintf(l, "line %d\n", i)
	}
	if d := time.Since(start); d > 5*time.Second {
		t.Fatalf("%d writes took %v", logQueue+dropped, d)
	}
	close(g.open)
	// Let the queue drain, then write once more: the note goes in front.
	for len(l.queue) > 0 {
		time.Sleep(time.Millisecond)
	}
	fmt.Fprintf(l, "after\n")
	fmt.Fprintf(l, "more\n")
	l.Close()
	var want strings.Builder
	for i := 0; i <= logQueue; i++ {
		fmt.Fprintf(&want, "line %d\n", i)
	}
	fmt.Fprintf(&want, "gtp: %d diagnostic writes dropped: standard error was not read\nafter\nmore\n", dropped)
	if got := g.out.String(); got != want.String() {
		t.Errorf("got the lines %q...%q, want %q...%q", head(got), tail(got), head(want.String()), tail(want.String()))
	}
}

// TestLogWriterDroppedAtClose: writes dropped after the last queued one are
// counted at Close.
func TestLogWriterDroppedAtClose(t *testing.T) {
	g := &gate{entered: make(chan struct{}), open: make(chan struct{})}
	l := NewLogWriter(g)
	fmt.Fprintf(l, "line 0\n")
	<-g.entered
	for i := 1; i <= logQueue+3; i++ {
		fmt.Fprintf(l, "line %d\n", i)
	}
	close(g.open)
	l.Close()
	got := g.out.String()
	if want := fmt.Sprintf("line %d\ngtp: 3 diagnostic writes dropped: standard error was not read\n", logQueue); !strings.HasSuffix(got, want) {
		t.Errorf("output ends %q, want %q", tail(got), want)
	}
}

func head(s string) string { return s[:min(len(s), 40)] }
func tail(s string) string { return s[max(len(s)-120, 0):] }

// TestLogWriterZero: a zero LogWriter (never made by NewLogWriter) neither
// blocks nor panics: Write takes the bytes and drops them, and Close
// returns. Close used to close its nil queue, a panic.
func TestLogWriterZero(t *testing.T) {
	var l LogWriter
	if n, err := l.Write([]byte("lost\n")); n != 5 || err != nil {
		t.Errorf("Write: %d, %v; want 5, nil", n, err)
	}
	if err := l.Close(); err != nil {
		t.Errorf("Close: %v", err)
	}
}

// The server's own diagnostics (a handler's panic, with its value and the
// stack) keep to CLIENTS.md section 1 as the engine's do: every line
// starts with the prefix (a CR in the value ends a line too) and none
// holds " -> ", which Lizzie reads as an analysis line.
func TestServerLogLines(t *testing.T) {
	var log bytes.Buffer
	srv := NewServer(ServerOptions{Log: &log})
	srv.Register("boom", func(context.Context, *Request) (string, error) {
		panic("a -> b\r= 1 -> -> 2\n-> c")
	})
	out, err := serveString(t, srv, "1 boom\n2 boom\n")
	if err != nil || !strings.HasPrefix(out, "?1 internal error") {
		t.Fatalf("replies %q, %v", out, err)
	}
	text := log.String()
	if !strings.HasSuffix(text, "\n") {
		t.Errorf("log does not end with a newline: %q", text)
	}
	for _, l := range strings.Split(strings.TrimSuffix(text, "\n"), "\n") {
		if !strings.HasPrefix(l, "gtp: ") || strings.Contains(l, " -> ") || strings.Contains(l, "\r") {
			t.Errorf("log line %q: want the prefix, no ' -> ' and no CR", l)
		}
	}
}

func TestLogLines(t *testing.T) {
	got := string(LogLines("p: ", "x -> y\r\nz\r-> w -> -> v\n"))
	// By hand: three lines (CRLF and CR end lines; the final LF ends
	// the last), each prefixed; "p: -> w" holds " -> " once the
	// prefix stands before it.
	want := "p: x to y\np: z\np: to w to to v\n"
	if got != want {
		t.Errorf("LogLines = %q, want %q", got, want)
	}
}
