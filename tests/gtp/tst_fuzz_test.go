package gtp_test

import (
	"regexp"
	"strings"
	"testing"
)

// replyHeadRe is a reply's first line as GTP 2 (section 2.6) writes it:
// "=" or "?", the id if any (digits), then a space before the text, or
// nothing.
var replyHeadRe = regexp.MustCompile(`^[=?][0-9]*( |$)`)

// FuzzParseReply splits arbitrary text at line feeds as the lines of one
// reply (before its empty line): no panic, even for no line at all; a
// reply is read exactly when its first line has GTP's header; its status
// is the first byte, its id the digits after it, and its text ends the
// lines as received.
func FuzzParseReply(f *testing.F) {
	for _, s := range []string{"= ok", "=12 D4", "?3 illegal move", "=", "=7", "= a\nb\nc", "x", "=x", "", "\n= late"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		var lines []string
		if s != "" {
			lines = strings.Split(s, "\n")
		}
		r, err := parseReply(lines)
		if (err == nil) != (len(lines) > 0 && replyHeadRe.MatchString(lines[0])) {
			t.Fatalf("%q: %+v, %v", lines, r, err)
		}
		if err != nil {
			return
		}
		if r.ok != (s[0] == '=') || !strings.HasPrefix(s[1:], r.id) || strings.Trim(r.id, "0123456789") != "" {
			t.Fatalf("%q: %+v", lines, r)
		}
		if !strings.HasSuffix(s, r.text) || len(s)-len(r.text) > 2+len(r.id) {
			t.Fatalf("%q: text %q", lines, r.text)
		}
	})
}

// FuzzParseTst reads arbitrary text as a .tst file (gogui-regress's
// format): no panic; one step per line that is neither blank nor a
// comment, in order, with its line number; a step is a numbered test
// exactly when it begins with a number and a blank (or is one); a test
// with an expectation has a "#? [PATTERN]" line just after it, and the
// file is refused exactly when a test is followed by a "#?" line of
// another form.
func FuzzParseTst(f *testing.F) {
	for _, s := range []string{
		"boardsize 9\n10 genmove b\n#? [D4|pass]\n# comment\n",
		"1 name\n#? [!GNU.*]*\r\n2 version\n#? bad\n",
		"3 x\n\n#? [a]\n",
		"#? [x]\n4\n#?[y] *\n",
		"12\tplay b a1\n#?  [] \n",
	} {
		f.Add(s)
	}
	digitsRe := regexp.MustCompile(`^[0-9]+(\s|$)`)
	f.Fuzz(func(t *testing.T, s string) {
		steps, err := parseTst(s)
		lines := strings.Split(s, "\n")
		clean := func(i int) string { return strings.TrimSpace(strings.ReplaceAll(lines[i], "\r", "")) }
		var want []int // 0-based indices of command lines
		bad := false
		for i := range lines {
			c := clean(i)
			if c == "" || c[0] == '#' {
				continue
			}
			want = append(want, i)
			if digitsRe.MatchString(c) && i+1 < len(lines) {
				n := clean(i + 1)
				bad = bad || strings.HasPrefix(n, "#?") && !expectRe.MatchString(n)
			}
		}
		if (err != nil) != bad {
			t.Fatalf("%q: %v; malformed expectation %v", s, err, bad)
		}
		if err != nil {
			return
		}
		if len(steps) != len(want) {
			t.Fatalf("%q: %d steps, want %d", s, len(steps), len(want))
		}
		for k, st := range steps {
			i := want[k]
			if st.line != i+1 || st.raw != lines[i] || st.clean != clean(i) {
				t.Fatalf("%q: step %d is %+v, want line %d", s, k, st, i+1)
			}
			if (st.id != "") != digitsRe.MatchString(st.clean) || st.id != "" && !strings.HasPrefix(st.clean, st.id) {
				t.Fatalf("%q: step %+v", s, st)
			}
			has := st.id != "" && i+1 < len(lines) && expectRe.MatchString(clean(i+1))
			if st.hasPattern != has {
				t.Fatalf("%q: step %+v, expectation %v", s, st, has)
			}
			if has {
				m := expectRe.FindStringSubmatch(clean(i + 1))
				if st.negate && "!"+st.pattern != m[1] || !st.negate && st.pattern != m[1] || st.expectFail != (m[2] == "*") {
					t.Fatalf("%q: step %+v, expectation %q", s, st, m)
				}
			}
		}
	})
}

// TestParseTstExpectation reads the forms of an expectation line that
// gogui-regress takes (CLIENTS.md section 5: "#? [PATTERN]", a trailing
// "*" marking an expected failure, a leading "!" negating): gogui-regress
// trims the line and the text after "#?", so that blanks before the
// bracket and at the end do not matter, and takes a "*" at the end as the
// expected-failure mark. "#? [P] *" ends with that "*" too, and is read
// as the expected failure it says (gogui-regress, after taking off the
// last character, wants the closing bracket at the very end and reads the
// line as no expectation at all); it was refused as a malformed
// expectation, failing the whole file.
func TestParseTstExpectation(t *testing.T) {
	for _, tc := range []struct {
		line, pattern string
		negate, xfail bool
	}{
		{"#? [GNU.*]", "GNU.*", false, false},
		{"#?[GNU.*]", "GNU.*", false, false},
		{"#? [GNU.*]*", "GNU.*", false, true},
		{"#?[GNU.*]*", "GNU.*", false, true},
		{"#? [GNU.*] *", "GNU.*", false, true},
		{"#?  [!GNU.*]  *  ", "GNU.*", true, true},
		{"#?\t[a]|[b]\t*\r", "a]|[b", false, true},
	} {
		steps, err := parseTst("1 name\n" + tc.line + "\n2 version\n")
		if err != nil {
			t.Errorf("%q: %v", tc.line, err)
			continue
		}
		if len(steps) != 2 {
			t.Fatalf("%q: %d steps, want 2", tc.line, len(steps))
		}
		st := steps[0]
		if !st.hasPattern || st.pattern != tc.pattern || st.negate != tc.negate || st.expectFail != tc.xfail {
			t.Errorf("%q: pattern %v %q, negate %v, expected failure %v; want %q, %v, %v",
				tc.line, st.hasPattern, st.pattern, st.negate, st.expectFail, tc.pattern, tc.negate, tc.xfail)
		}
	}
	// Still refused: no brackets, or a second "*".
	for _, line := range []string{"#? GNU", "#? [GNU]**", "#? [GNU] x"} {
		if _, err := parseTst("1 name\n" + line + "\n"); err == nil {
			t.Errorf("%q: accepted", line)
		}
	}
}
