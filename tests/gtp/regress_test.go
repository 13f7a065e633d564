// Package gtp_test runs the GTP regression suites of this directory against
// the gtp-referee binary, with the semantics of GoGui's gogui-regress.
//
// Each *.tst file gets a fresh engine, started in this directory (so that
// loadsgf can name files under testdata/). A line that starts with a
// number is a numbered test; other command lines are setup; lines starting
// with "#" are comments, except "#? [PATTERN]" which applies to the
// numbered command just before it: PATTERN is a regular expression
// matched against the whole response text (id and "=" stripped); a leading
// "!" inside the brackets negates it, and a trailing "*" after the
// brackets, blanks allowed between, marks an expected failure. A "?" reply
// fails a test.
//
// One stricter rule than gogui-regress: an expected failure must fail with
// a "?" reply whose text matches PATTERN, so that error texts are checked
// too (gogui-regress would merely count it as an expected failure).
// Commands are sent byte for byte as they appear in the file (carriage
// returns and tabs included), so a file with CRLF line ends tests them.
package gtp_test

import (
	"bufio"
	"bytes"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"sync"
	"testing"
	"time"
)

var (
	buildOnce sync.Once
	binPath   string
	buildErr  error
)

// binary builds gtp-referee once per test run.
func binary(t *testing.T) string {
	t.Helper()
	buildOnce.Do(func() {
		dir, err := os.MkdirTemp("", "gtp-referee-test")
		if err != nil {
			buildErr = err
			return
		}
		binPath = filepath.Join(dir, "gtp-referee")
		out, err := exec.Command("go", "build", "-o", binPath, "github.com/gtp-referee/gtp-referee/cmd/gtp-referee").CombinedOutput()
		if err != nil {
			buildErr = fmt.Errorf("go build: %v\n%s", err, out)
		}
	})
	if buildErr != nil {
		t.Fatal(buildErr)
	}
	return binPath
}

func TestMain(m *testing.M) {
	code := m.Run()
	if binPath != "" {
		os.RemoveAll(filepath.Dir(binPath))
	}
	os.Exit(code)
}

// engineProc is a running engine.
type engineProc struct {
	cmd    *exec.Cmd
	stdin  io.WriteCloser
	out    *bufio.Reader
	stderr lockedBuffer
}

// lockedBuffer collects an engine's stderr: os/exec's goroutine writes it
// while the engine runs, and the test reads it meanwhile.
type lockedBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (l *lockedBuffer) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.Write(p)
}

func (l *lockedBuffer) String() string {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.String()
}

func startEngine(t *testing.T, args ...string) *engineProc {
	t.Helper()
	return startProc(t, binary(t), append([]string{"gtp"}, args...)...)
}

// startProc starts any GTP engine.
func startProc(t *testing.T, path string, args ...string) *engineProc {
	t.Helper()
	cmd := exec.Command(path, args...)
	cmd.Dir = "."
	e := &engineProc{cmd: cmd}
	cmd.Stderr = &e.stderr
	var err error
	if e.stdin, err = cmd.StdinPipe(); err != nil {
		t.Fatal(err)
	}
	out, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	e.out = bufio.NewReader(out)
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		e.stdin.Close()
		done := make(chan struct{})
		go func() { cmd.Wait(); close(done) }()
		select {
		case <-done:
		case <-time.After(5 * time.Second):
			cmd.Process.Kill()
			<-done
		}
	})
	return e
}

// reply is one parsed GTP reply.
type reply struct {
	ok   bool   // "=" rather than "?"
	id   string // the echoed id
	text string // the response text, lines joined by "\n"
}

// send writes raw (a command line without its newline) and reads the
// reply.
func (e *engineProc) send(raw string) (reply, error) {
	if _, err := io.WriteString(e.stdin, raw+"\n"); err != nil {
		return reply{}, fmt.Errorf("writing %q: %w", raw, err)
	}
	return e.readReply()
}

func (e *engineProc) readReply() (reply, error) {
	type res struct {
		r   reply
		err error
	}
	ch := make(chan res, 1)
	go func() {
		var lines []string
		for {
			l, err := e.out.ReadString('\n')
			if err != nil {
				ch <- res{err: fmt.Errorf("reading reply: %w (stderr: %s)", err, e.stderr.String())}
				return
			}
			l = strings.TrimSuffix(l, "\n")
			if l == "" {
				break
			}
			lines = append(lines, l)
		}
		r, err := parseReply(lines)
		ch <- res{r, err}
	}()
	select {
	case x := <-ch:
		return x.r, x.err
	case <-time.After(10 * time.Second):
		return reply{}, fmt.Errorf("no reply within 10 s")
	}
}

// parseReply reads the lines of one reply, up to the empty line that ends
// it: "=" or "?", the id if any, a space before the text of the first line
// (GTP 2, section 2.6). No line at all (an empty line where a reply was
// due) is malformed.
func parseReply(lines []string) (reply, error) {
	if len(lines) == 0 {
		return reply{}, fmt.Errorf("malformed reply: an empty line")
	}
	first := lines[0]
	if first == "" || (first[0] != '=' && first[0] != '?') {
		return reply{}, fmt.Errorf("malformed reply %q", strings.Join(lines, "\n"))
	}
	r := reply{ok: first[0] == '='}
	i := 1
	for i < len(first) && first[i] >= '0' && first[i] <= '9' {
		i++
	}
	r.id = first[1:i]
	rest := first[i:]
	if rest != "" && rest[0] != ' ' {
		return reply{}, fmt.Errorf("malformed reply %q", first)
	}
	text := append([]string{strings.TrimPrefix(rest, " ")}, lines[1:]...)
	r.text = strings.Join(text, "\n")
	return r, nil
}

var (
	numberedRe = regexp.MustCompile(`^(\d+)\s`)
	// expectRe reads "#? [PATTERN]": blanks optional after "#?", around
	// the "*" that may follow the brackets, and at the end.
	expectRe = regexp.MustCompile(`^#\?\s*\[(.*)\]\s*(\*?)\s*$`)
)

// regressStats counts the outcomes of one file.
type regressStats struct {
	numbered, passed, xfail int
}

// tstStep is one command line of a .tst file, with the expectation of a
// numbered test.
type tstStep struct {
	line       int    // 1-based line number
	raw        string // the line as written, sent byte for byte
	clean      string // without carriage returns and surrounding blanks
	id         string // the test number; "" for a setup command
	hasPattern bool   // a "#? [PATTERN]" line follows the test
	pattern    string // PATTERN, without the "!" that negates it
	negate     bool   // PATTERN began with "!"
	expectFail bool   // a "*" followed the brackets
}

// parseTst reads a .tst file: its command lines in order, the comment and
// empty lines skipped, each numbered test with the "#?" line just after
// it. A "#?" line after a numbered test that is not "#? [PATTERN]" with an
// optional "*" after the brackets (blanks allowed before the bracket and
// around the "*": "#?[P]*", "#? [P]*" and "#? [P] *" all expect a
// failure) is an error; other "#?" lines are comments.
func parseTst(data string) ([]tstStep, error) {
	lines := strings.Split(data, "\n")
	if n := len(lines); n > 0 && lines[n-1] == "" {
		lines = lines[:n-1]
	}
	var steps []tstStep
	for i := 0; i < len(lines); i++ {
		raw := lines[i]
		clean := strings.TrimSpace(strings.ReplaceAll(raw, "\r", ""))
		if clean == "" || strings.HasPrefix(clean, "#") {
			continue
		}
		st := tstStep{line: i + 1, raw: raw, clean: clean}
		m := numberedRe.FindStringSubmatch(clean + " ")
		if m != nil {
			st.id = m[1]
			// The expectation, if any, is on the next line.
			if i+1 < len(lines) {
				next := strings.TrimSpace(strings.ReplaceAll(lines[i+1], "\r", ""))
				if em := expectRe.FindStringSubmatch(next); em != nil {
					i++
					st.hasPattern = true
					st.pattern, st.expectFail = em[1], em[2] == "*"
					if strings.HasPrefix(st.pattern, "!") {
						st.negate, st.pattern = true, st.pattern[1:]
					}
				} else if strings.HasPrefix(next, "#?") {
					return nil, fmt.Errorf("line %d: malformed expectation %q", i+2, next)
				}
			}
		}
		steps = append(steps, st)
	}
	return steps, nil
}

func runTst(t *testing.T, path string) regressStats {
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	steps, err := parseTst(string(data))
	if err != nil {
		t.Fatalf("%s: %v", filepath.Base(path), err)
	}
	e := startEngine(t)
	var st regressStats
	for _, s := range steps {
		clean := s.clean
		loc := fmt.Sprintf("%s:%d", filepath.Base(path), s.line)
		r, err := e.send(s.raw)
		if err != nil {
			t.Fatalf("%s: %q: %v", loc, clean, err)
		}
		if s.id == "" {
			if !r.ok {
				t.Errorf("%s: setup command %q failed: ? %s", loc, clean, r.text)
			}
			continue
		}
		st.numbered++
		if r.id != s.id {
			t.Errorf("%s: test %s: reply id %q", loc, s.id, r.id)
		}
		pattern, expectFail := s.pattern, s.expectFail
		matched := true
		if s.hasPattern {
			re, err := regexp.Compile(`^(?:` + pattern + `)$`)
			if err != nil {
				t.Fatalf("%s: bad pattern: %v", loc, err)
			}
			matched = re.MatchString(r.text) != s.negate
		}
		passed := r.ok && matched
		switch {
		case expectFail && passed:
			t.Errorf("%s: test %s %q unexpectedly succeeded: = %s", loc, s.id, clean, r.text)
		case expectFail && r.ok:
			t.Errorf("%s: test %s %q: expected a failure reply, got = %s", loc, s.id, clean, r.text)
		case expectFail && !matched:
			t.Errorf("%s: test %s %q: failure text %q does not match [%s]", loc, s.id, clean, r.text, pattern)
		case expectFail:
			st.xfail++
		case !passed:
			status := "="
			if !r.ok {
				status = "?"
			}
			t.Errorf("%s: test %s %q: got %s %q, want [%s]", loc, s.id, clean, status, r.text, pattern)
		default:
			st.passed++
		}
	}
	if s := e.stderr.String(); s != "" {
		t.Errorf("%s: engine wrote to stderr without -v: %q", filepath.Base(path), s)
	}
	return st
}

// TestRegress runs every .tst file of this directory.
func TestRegress(t *testing.T) {
	files, err := filepath.Glob("*.tst")
	if err != nil {
		t.Fatal(err)
	}
	if len(files) == 0 {
		t.Fatal("no .tst files")
	}
	var total regressStats
	var mu sync.Mutex
	t.Run("files", func(t *testing.T) {
		for _, f := range files {
			t.Run(strings.TrimSuffix(f, ".tst"), func(t *testing.T) {
				st := runTst(t, f)
				mu.Lock()
				total.numbered += st.numbered
				total.passed += st.passed
				total.xfail += st.xfail
				mu.Unlock()
			})
		}
	})
	t.Logf("%d files, %d numbered tests: %d passed, %d expected failures with the expected text",
		len(files), total.numbered, total.passed, total.xfail)
	if total.numbered < 150 {
		t.Errorf("only %d numbered tests", total.numbered)
	}
}
