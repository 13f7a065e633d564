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
// the parts of a path (C:\engines\gnugo.exe), a backslash escapes only a
// double quote that follows it and is otherwise kept as it is, in or out
// of double quotes.
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
		switch state {
		case single:
			if c == '\'' {
				state = plain
			} else {
				cur.WriteByte(c)
			}
		case double:
			switch {
			case c == '"':
				state = plain
			case windows && c == '\\' && i+1 < len(s) && s[i+1] == '"':
				i++
				cur.WriteByte('"')
			case windows:
				cur.WriteByte(c)
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
				state, inWord = single, true
			case '"':
				state, inWord = double, true
			case '\\':
				inWord = true
				if windows && (i+1 == len(s) || s[i+1] != '"') {
					cur.WriteByte(c) // a path's separator
					continue
				}
				if i+1 < len(s) {
					i++
					cur.WriteByte(s[i])
				}
			default:
				inWord = true
				cur.WriteByte(c)
			}
		}
	}
	if state != plain {
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
