package gtp

import (
	"bytes"
	"context"
	"strings"
	"sync/atomic"
	"testing"
	"time"
)

const fuzzMaxLine = 40

func fuzzServer(hung *atomic.Bool) *Server {
	srv := NewServer(ServerOptions{MaxLineLength: fuzzMaxLine})
	srv.Register("echo", func(_ context.Context, r *Request) (string, error) {
		return strings.Join(r.Args, "\n"), nil
	})
	srv.Register("fail", func(_ context.Context, r *Request) (string, error) {
		return "", &EngineError{Msg: strings.Join(r.Args, "\r\n\n")}
	})
	srv.Register("boom", func(context.Context, *Request) (string, error) { panic("boom\n\nboom") })
	srv.RegisterStreaming("analyze", func(ctx context.Context, r *Request) (string, error) {
		if len(r.Args) > 0 && r.Args[0] == "bad" {
			return "", ErrSyntax
		}
		for _, a := range r.Args {
			r.Emit(a)
		}
		select {
		case <-ctx.Done():
		case <-time.After(5 * time.Second):
			hung.Store(true) // the stream was never stopped
		}
		return strings.Join(r.Args, "\n"), nil
	})
	return srv
}

// expectedReplies models the framing rules independently of the server:
// the id expected on each reply, and whether the line is too long (its id
// may then be lost).
func expectedReplies(in []byte) (ids []string, tooLong []bool) {
	for _, line := range strings.Split(string(in), "\n") {
		if i := strings.IndexByte(line, '#'); i >= 0 {
			line = line[:i]
		}
		var b strings.Builder
		for i := 0; i < len(line); i++ {
			switch c := line[i]; {
			case c == '\t':
				b.WriteByte(' ')
			case c < ' ' || c == 127:
			default:
				b.WriteByte(c)
			}
		}
		var fields []string
		for _, f := range strings.Split(b.String(), " ") {
			if f != "" {
				fields = append(fields, f)
			}
		}
		if len(fields) == 0 {
			continue
		}
		long := len(strings.Join(fields, " ")) > fuzzMaxLine
		id := ""
		if strings.Trim(fields[0], "0123456789") == "" {
			id, fields = fields[0], fields[1:]
		}
		ids = append(ids, id)
		tooLong = append(tooLong, long)
		if !long && len(fields) > 0 && strings.ToLower(fields[0]) == "quit" {
			break
		}
	}
	return ids, tooLong
}

func FuzzServe(f *testing.F) {
	for _, seed := range []string{
		"1 protocol_version\n2 list_commands\n3 known_command echo\n",
		"echo a b\r\n\tECHO\tc # comment\n\n\x00\x01\x7f\n",
		"7 analyze x y\n8 echo z\n",
		"analyze bad\nanalyze q",
		"# interrupt\n12 fail a\n13 boom\n",
		"5\n5echo\n99999999999999999999999 echo\n",
		"echo " + strings.Repeat("x", 100) + "\n1 echo ok\n",
		"quit\necho after\n",
		"echo \xff\xfe\n\xc3\x28 echo\n",
	} {
		f.Add([]byte(seed))
	}
	f.Fuzz(func(t *testing.T, in []byte) {
		var hung atomic.Bool
		srv := fuzzServer(&hung)
		var out bytes.Buffer
		done := make(chan error, 1)
		go func() { done <- srv.Serve(context.Background(), bytes.NewReader(in), &out) }()
		select {
		case err := <-done:
			if err != nil {
				t.Fatalf("Serve = %v", err)
			}
		case <-time.After(20 * time.Second):
			t.Fatalf("Serve hung on %q", in)
		}
		if hung.Load() {
			t.Fatalf("streaming handler not stopped on %q", in)
		}
		got := checkWellFormed(t, out.String())
		want, long := expectedReplies(in)
		if len(got) != len(want) {
			t.Fatalf("%d replies, want %d\ninput %q\noutput %q", len(got), len(want), in, out.String())
		}
		for i := range got {
			if got[i] != want[i] && !(long[i] && got[i] == "") {
				t.Fatalf("reply %d has id %q, want %q\ninput %q\noutput %q", i, got[i], want[i], in, out.String())
			}
		}
	})
}
