package gtp

import (
	"fmt"
	"io"
	"strings"
	"sync"
	"sync/atomic"
	"time"
)

// logQueue is the number of writes a [LogWriter] holds for its writer.
const logQueue = 1024

// logCloseWait bounds how long [LogWriter.Close] waits for the queued writes
// to go out.
const logCloseWait = time.Second

// LogWriter passes an engine's diagnostics on to a writer (its standard
// error) without ever making the caller wait for it. A GTP client may leave
// an engine's standard error unread, or read it only now and then: a write to
// a pipe whose buffer is full then blocks, and an engine that writes its
// diagnostics there itself stops answering (CLIENTS.md section 1: never block
// on stderr). Each Write is queued whole, so a write should be one or more
// whole lines, and written in order by a goroutine of its own; while the
// queue is full, writes are dropped, and a line saying how many were dropped
// takes their place, in front of the next write queued (or last, at Close).
// A LogWriter is safe for concurrent use. Close it when done.
type LogWriter struct {
	w       io.Writer
	queue   chan []byte
	done    chan struct{}
	dropped atomic.Int64
	mu      sync.RWMutex // guards closed against a Write racing Close
	closed  bool
}

// NewLogWriter returns a LogWriter writing to w.
func NewLogWriter(w io.Writer) *LogWriter {
	l := &LogWriter{w: w, queue: make(chan []byte, logQueue), done: make(chan struct{})}
	go l.run()
	return l
}

func (l *LogWriter) run() {
	defer close(l.done)
	for p := range l.queue {
		l.w.Write(p) // a diagnostic that cannot be written is lost
	}
	if n := l.dropped.Swap(0); n > 0 {
		l.w.Write(droppedNote(n))
	}
}

// droppedNote is the line that stands for n dropped writes.
func droppedNote(n int64) []byte {
	return fmt.Appendf(nil, "gtp: %d diagnostic writes dropped: standard error was not read\n", n)
}

// Write queues a copy of p and returns at once with len(p); it never fails.
// p is dropped when the queue is full or the LogWriter closed.
func (l *LogWriter) Write(p []byte) (int, error) {
	l.mu.RLock()
	defer l.mu.RUnlock()
	if l.closed {
		return len(p), nil
	}
	// The writes dropped before this one are counted in front of it, so
	// that the note stands where they were.
	n := l.dropped.Swap(0)
	var b []byte
	if n > 0 {
		b = droppedNote(n)
	}
	select {
	case l.queue <- append(b, p...):
	default:
		l.dropped.Add(n + 1)
	}
	return len(p), nil
}

// Close stops taking writes and waits until the queued ones are written, for
// at most a second: a writer that does not take them by then (nobody reads
// the pipe) keeps what is left. It returns nil.
func (l *LogWriter) Close() error {
	if l.queue == nil {
		return nil // a zero LogWriter, never started
	}
	l.mu.Lock()
	if !l.closed {
		l.closed = true
		close(l.queue)
	}
	l.mu.Unlock()
	t := time.NewTimer(logCloseWait)
	defer t.Stop()
	select {
	case <-l.done:
	case <-t.C:
	}
	return nil
}

// LogLines returns msg as diagnostic lines for an engine's standard error,
// each starting with prefix and ending with a newline, that no client
// reading stderr with stdout (Lizzie) takes for a reply or an analysis
// line (CLIENTS.md section 1): a CR or CRLF ends a line as LF does, so
// every line starts with prefix, and " -> " becomes " to " until none is
// left (replacing one in " -> -> " makes another). A newline that ends
// msg ends its last line; it starts no empty one.
func LogLines(prefix, msg string) []byte {
	msg = strings.NewReplacer("\r\n", "\n", "\r", "\n").Replace(msg)
	msg = strings.TrimSuffix(msg, "\n") // a message's own last newline
	var b []byte
	for _, l := range strings.Split(msg, "\n") {
		l = prefix + l
		for strings.Contains(l, " -> ") {
			l = strings.ReplaceAll(l, " -> ", " to ")
		}
		b = append(append(b, l...), '\n')
	}
	return b
}
