package match

import (
	"fmt"
	"runtime"
	"strings"
)

// SplitCommand splits a shell-like command line into arguments: words are
// separated by unquoted blanks; single quotes keep everything literally;
// double quotes keep everything but allow \" and \\ inside; a backslash
// outside quotes escapes the next character. No variables, globs or
// redirections are interpreted. On Windows, where the backslash separates
// the parts of a path (C:\engines\gnugo.exe), backslashes are read as
// Windows programs read their command line, in or out of double quotes: a
// run of them is kept as it is unless a double quote follows it; then
// 2n backslashes are n and the quote opens or closes a quoted part, and
// 2n+1 are n and a literal double quote ("C:\dir\\" is C:\dir\, a\\\"b
// is a\"b); inside a quoted part, "" is a literal double quote and the
// part goes on ("say ""hi""" is say "hi"). Windows programs know no single
// quotes, so there a single quote is an ordinary character ('a b' is two
// words, 'a and b'), and a double quote left open at the end of the line
// runs to it: what was read is the last word ("C:\my dir is C:\my dir).
// Elsewhere, a backslash followed by a newline outside single quotes is a
// line continuation, removed as POSIX sh removes it (a\<newline>b is ab),
// and a line that ends in a backslash outside quotes (it escapes nothing)
// is refused, as is an unterminated quote. A line with no word is refused
// everywhere.
func SplitCommand(s string) ([]string, error) {
	return splitCommand(s, runtime.GOOS == "windows")
}

// splitCommand is SplitCommand, with backslashes read the Windows way
// when windows is true.
func splitCommand(s string, windows bool) ([]string, error) {
	var args []string
	var cur strings.Builder
	inWord := false
	const (
		plain = iota
		single
		double
	)
	state := plain
	for i := 0; i < len(s); i++ {
		c := s[i]
		if windows && c == '\\' && state != single {
			// A run of backslashes, read as Windows programs read
			// their command line: before a double quote, n of them
			// are n/2, and the quote is a literal one when n is odd,
			// else it opens or closes a quoted part; before anything
			// else they are kept as they are (a path's separators).
			j := i
			for j < len(s) && s[j] == '\\' {
				j++
			}
			n := j - i
			inWord = true
			switch {
			case j < len(s) && s[j] == '"' && n%2 == 1:
				cur.WriteString(s[i : i+n/2])
				cur.WriteByte('"')
				i = j
			case j < len(s) && s[j] == '"':
				cur.WriteString(s[i : i+n/2])
				i = j - 1 // the quote is read next
			default:
				cur.WriteString(s[i:j])
				i = j - 1
			}
			continue
		}
		switch state {
		case single:
			if c == '\'' {
				state = plain
			} else {
				cur.WriteByte(c)
			}
		case double:
			switch {
			case windows && c == '"' && i+1 < len(s) && s[i+1] == '"':
				// Inside a quoted part, a pair of double quotes is
				// one literal double quote, and the part goes on.
				i++
				cur.WriteByte('"')
			case c == '"':
				state = plain
			case windows:
				cur.WriteByte(c)
			case c == '\\' && i+1 < len(s) && s[i+1] == '\n':
				i++ // a line continuation: both removed
			case c == '\\' && i+1 < len(s) && (s[i+1] == '"' || s[i+1] == '\\' || s[i+1] == '$' || s[i+1] == '`'):
				i++
				cur.WriteByte(s[i])
			default:
				cur.WriteByte(c)
			}
		default:
			switch c {
			case ' ', '\t', '\n', '\r':
				if inWord {
					args = append(args, cur.String())
					cur.Reset()
					inWord = false
				}
			case '\'':
				inWord = true
				if windows {
					cur.WriteByte(c) // no quoting character there
				} else {
					state = single
				}
			case '"':
				state, inWord = double, true
			case '\\':
				switch {
				case i+1 == len(s):
					// It escapes nothing: a shell reading the line
					// would wait for the next (sh -c keeps it, Python's
					// shlex refuses it); dropped, it changed the
					// command silently.
					return nil, fmt.Errorf("command %q: a backslash ends it, escaping nothing", s)
				case s[i+1] == '\n':
					i++ // a line continuation: both removed, the word goes on
				default:
					inWord = true
					i++
					cur.WriteByte(s[i])
				}
			default:
				inWord = true
				cur.WriteByte(c)
			}
		}
	}
	if state != plain && !windows {
		// Windows programs take a double quote left open as running to
		// the end of the line (the last word is what was read), and
		// there is no single-quote state there.
		return nil, fmt.Errorf("command %q: unterminated quote", s)
	}
	if inWord {
		args = append(args, cur.String())
	}
	if len(args) == 0 {
		return nil, fmt.Errorf("empty command")
	}
	return args, nil
}
