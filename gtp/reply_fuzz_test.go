package gtp

import (
	"bufio"
	"bytes"
	"strings"
	"testing"
)

// modelReply is what a reader of GTP replies should make of one block of
// engine output.
type modelReply struct {
	malformed bool // no line of the block starts with '=' or '?'
	ok        bool
	id        string
	text      string
}

// modelReplies splits engine output into replies by the framing rules
// readReply documents, written apart from its code: the control characters
// other than HT and LF are dropped first, CR included (GTP 2, sections 2.2
// and 3.1); lines end with LF; blank lines (spaces and tabs only: the
// client's lenient reading of GTP's empty line) between replies are
// skipped; a reply is a block of non-blank lines ended by a blank one; the
// first line of the block that starts a reply as GTP 2 writes one ('=' or
// '?', digits, then white space or the line's end), else its first line
// that starts with '=' or '?', starts the reply (lines before it are stray
// output, dropped), and a block without one is malformed. The reply's id is the digits right after '=' or '?', its text
// the rest of that line without leading spaces and tabs, then the block's
// later lines. Output after the last complete block is not a reply yet.
func modelReplies(out string) []modelReply {
	var kept []byte
	for _, ch := range []byte(out) {
		if (ch >= ' ' && ch != 127) || ch == '\t' || ch == '\n' {
			kept = append(kept, ch)
		}
	}
	out = string(kept)
	lines := strings.Split(out, "\n")
	lines = lines[:len(lines)-1] // the text after the last LF is no line yet
	isBlank := func(l string) bool { return strings.Trim(l, " \t") == "" }
	var replies []modelReply
	i := 0
	for {
		for i < len(lines) && isBlank(lines[i]) {
			i++
		}
		j := i
		for j < len(lines) && !isBlank(lines[j]) {
			j++
		}
		if j == len(lines) {
			return replies // no blank line ends this block yet
		}
		block := lines[i:j]
		i = j + 1
		// GTP 2 (section 2.6) writes a reply's first line as '=' or
		// '?', the id's digits if any, then white space or the line's
		// end; the first such line starts the reply. Where the block
		// has none, its first line that begins with '=' or '?' does.
		start, loose := -1, -1
		for k, l := range block {
			if l[0] != '=' && l[0] != '?' {
				continue
			}
			if loose < 0 {
				loose = k
			}
			rest := strings.TrimLeft(l[1:], "0123456789")
			if rest == "" || rest[0] == ' ' || rest[0] == '\t' {
				start = k
				break
			}
		}
		if start < 0 {
			start = loose
		}
		if start < 0 {
			replies = append(replies, modelReply{malformed: true})
			continue
		}
		head := block[start]
		digits := 1
		for digits < len(head) && head[digits] >= '0' && head[digits] <= '9' {
			digits++
		}
		// Joined at once: adding the lines one by one copied the text
		// so far for each, and a block of 40,000 short lines took
		// seconds, past the fuzzing engine's 10 s for one input.
		text := strings.Join(append([]string{strings.TrimLeft(head[digits:], " \t")}, block[start+1:]...), "\n")
		replies = append(replies, modelReply{ok: head[0] == '=', id: head[1:digits], text: text})
	}
}

// FuzzReadReply feeds arbitrary engine output to the client's reply reader
// and checks what it reads (checkReadReply).
func FuzzReadReply(f *testing.F) {
	for _, seed := range []string{
		"= \n\n",
		"=1 D4\n\n?2 illegal move\n\n",
		"\n\n= a\nb\r\n\r\n",
		"GNU Go banner\n= ok\n\n",
		"garbage\n\n=3\n\n",
		"=\t  spaced\n  second\n\n= unterminated",
		"?x\n \t\n",
		"=12345678901234567890 long id\n\n",
		"info move D4 visits 10\ninfo move Q16\n\n",
		"=1 \x00D4\x7f\n\n\x00=2 \x1b[0mok\n\x00\n",
		"=1 o\rk\n\r\n\r=2 x\r\r\n\r\n=3 cr only\r\r",
		"=A\n=\n\n=== idle ===\n=5\tD4\n\n=D4\n==\n\n",
	} {
		f.Add([]byte(seed))
	}
	f.Fuzz(checkReadReply)
}

// checkReadReply reads engine output out with the client's reply reader.
// With a size limit that no reply in out can pass (at least out's length),
// every reply must be the one the framing model gives, whether the reader
// takes the output in reads of up to 4096 bytes or of 16 (bufio's least),
// which split the lines of more than 16 bytes and take the reader through
// bufio.ErrBufferFull; with a small limit the reader must still end and
// keep every reply's text within the limit.
func checkReadReply(t *testing.T, out []byte) {
	want := modelReplies(string(out))
	for _, size := range []int{4096, 16} {
		// The output is read as written once a command awaited a
		// reply (seen past delivered): a line that begins with '='
		// but is no reply start is a reply's only then.
		c := &Client{opts: ClientOptions{MaxReplySize: max(1<<20, len(out))}, seen: 1}
		br := bufio.NewReaderSize(bytes.NewReader(out), size)
		for k := 0; ; k++ {
			r, err := c.readReply(br)
			if err != nil {
				if k != len(want) {
					t.Fatalf("read %d replies, the model %d (%v)", k, len(want), err)
				}
				break
			}
			if k >= len(want) {
				t.Fatalf("reply %d read, the model has only %d", k, len(want))
			}
			w := want[k]
			if (r.perr != nil) != w.malformed {
				t.Fatalf("reply %d: protocol error %v, model malformed %v", k, r.perr, w.malformed)
			}
			if w.malformed {
				continue
			}
			if r.ok != w.ok || r.id != w.id || r.hasID != (w.id != "") || r.text != w.text {
				t.Fatalf("reply %d: got ok=%v id=%q text=%q, model ok=%v id=%q text=%q",
					k, r.ok, r.id, r.text, w.ok, w.id, w.text)
			}
		}
	}

	const small = 16
	c := &Client{opts: ClientOptions{MaxReplySize: small}}
	br := bufio.NewReader(bytes.NewReader(out))
	for k := 0; k <= len(out); k++ {
		r, err := c.readReply(br)
		if err != nil {
			return
		}
		if len(r.text) > small {
			t.Fatalf("reply %d: %d bytes of text past the limit %d", k, len(r.text), small)
		}
	}
	t.Fatalf("more replies than bytes of output")
}

// TestReadReplyPastMiB checks a reply longer than the client's default
// limit against the model: one line of '=', a space and 1 MiB + 10 'a's,
// then the empty line, is one reply, ok, without id, its text the 'a's
// (GTP 2, section 2.6). checkReadReply read it with a 1 MiB limit, under
// which the reader rightly calls it too long, while the model, which has no
// limit, reads the reply: a false failure for any output past 1 MiB.
func TestReadReplyPastMiB(t *testing.T) {
	text := strings.Repeat("a", 1<<20+10)
	out := "= " + text + "\n\n"
	if got := modelReplies(out); len(got) != 1 || got[0].malformed || !got[0].ok || got[0].id != "" || got[0].text != text {
		t.Fatalf("model: %d replies, want one of %d 'a's", len(got), len(text))
	}
	checkReadReply(t, []byte(out))
}

// TestModelRepliesAllocs checks that the model builds a reply's text at
// once: adding a block's lines one by one allocated (and copied the text so
// far) for each line, quadratic in the block, and a block of 40,000 lines
// of "a" took the model seconds, past the 10 s that the fuzzing engine
// allows one input before it kills the worker as hung. A block of 20,000
// lines is read here with a bound of 100 allocations: the output's copy
// without control characters, its lines, the reply list and the text's
// parts, none of them per line.
func TestModelRepliesAllocs(t *testing.T) {
	out := "=\n" + strings.Repeat("a\n", 20000) + "\n"
	var got []modelReply
	allocs := testing.AllocsPerRun(1, func() { got = modelReplies(out) })
	// The text: the '=' line's empty rest, then 20,000 lines "a", each
	// after a newline: 40,000 bytes.
	if len(got) != 1 || got[0].text != strings.Repeat("\na", 20000) {
		t.Fatalf("model: %d replies, want one of an empty line and 20,000 lines \"a\"", len(got))
	}
	if allocs > 100 {
		t.Errorf("model: %.0f allocations for one block of 20,000 lines, want at most 100", allocs)
	}
}
