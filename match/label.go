package match

import (
	"path/filepath"
	"strings"
)

// ProgramLabel names the program that the argument vector argv runs, as
// the referee records an engine that does not answer name (or never
// started), so that stats can tell that name from the ones the engine
// gives: the file name of
// the program itself, looked for past the wrappers that only start it.
// Variable settings (NAME=value) are skipped; so are env, nice, nohup,
// timeout, stdbuf, exec, taskset, ionice and time with their options and
// operands, as their
// manuals describe them (env -S's string is read as words); a shell with
// -c is read as running its string's last command (after ';', '&&', '||'
// or a newline; operators end words as sh reads them, ./bot>log), that
// command's first stage of a pipe, redirections dropped; a
// shell, python, node, perl, ruby or lua with a script names the script
// (python -m the module; java -jar the jar, or the main class). What it
// cannot read (a shell string with an unterminated quote, python -c)
// names the last program found, the interpreter.
func ProgramLabel(argv []string) string {
	name := ""
	for depth := 0; len(argv) > 0 && depth < 8; depth++ {
		for len(argv) > 0 && isAssignment(argv[0]) {
			argv = argv[1:]
		}
		if len(argv) == 0 {
			break
		}
		base := baseName(argv[0])
		name = base
		key := strings.TrimSuffix(strings.ToLower(base), ".exe")
		rest := argv[1:]
		switch {
		case key == "env":
			argv = envCommand(rest)
		case key == "nice":
			argv = skipOptions(rest, "n", []string{"--adjustment"}, true)
		case key == "nohup":
			argv = skipOptions(rest, "", nil, false)
		case key == "exec":
			argv = skipOptions(rest, "a", nil, false) // bash's exec -a NAME
		case key == "stdbuf":
			argv = skipOptions(rest, "ioe", []string{"--input", "--output", "--error"}, false)
		case key == "taskset":
			argv = skipOptions(rest, "", nil, false)
			if len(argv) > 0 {
				argv = argv[1:] // the mask or CPU list
			}
		case key == "ionice":
			argv = skipOptions(rest, "cn", []string{"--class", "--classdata"}, false)
		case key == "time":
			argv = skipOptions(rest, "fo", []string{"--format", "--output"}, false)
		case key == "timeout":
			argv = skipOptions(rest, "sk", []string{"--signal", "--kill-after"}, false)
			if len(argv) > 0 {
				argv = argv[1:] // the duration
			}
		case isShell(key):
			script, words, ok := shellCommand(rest)
			if !ok {
				return name
			}
			if script {
				argv = words
			} else {
				return scriptName(words, name)
			}
		case isPython(key):
			return pythonMain(rest, name)
		case key == "java":
			return javaMain(rest, name)
		case key == "node" || key == "nodejs" || key == "perl" || key == "ruby" || key == "lua":
			return scriptName(skipOptions(rest, "", nil, false), name)
		default:
			return name
		}
	}
	return name
}

// baseName is the file name of a path, printable.
func baseName(path string) string { return printable(filepath.Base(path)) }

// scriptName is the file name of the first of words, or name when words is
// empty.
func scriptName(words []string, name string) string {
	if len(words) == 0 || words[0] == "-" {
		return name
	}
	return baseName(words[0])
}

// isAssignment reports whether w sets a variable (NAME=value), as a shell
// or env reads it: a name of letters, digits and underscores, not
// beginning with a digit, then '='.
func isAssignment(w string) bool {
	i := strings.IndexByte(w, '=')
	if i <= 0 {
		return false
	}
	for j, c := range w[:i] {
		switch {
		case c == '_', 'a' <= c && c <= 'z', 'A' <= c && c <= 'Z':
		case '0' <= c && c <= '9' && j > 0:
		default:
			return false
		}
	}
	return true
}

// skipOptions drops the options before the first operand of a command
// line (and a "--" that ends them). The short options in withArg take the
// next word as their argument unless it is attached (-n5); the long ones
// in longWithArg take it unless given with '=' (--signal=KILL). With
// numeric, "-5" is an option too (nice's old form).
func skipOptions(words []string, withArg string, longWithArg []string, numeric bool) []string {
	for len(words) > 0 {
		w := words[0]
		switch {
		case w == "--":
			return words[1:]
		case w == "-" || !strings.HasPrefix(w, "-"):
			return words
		case strings.HasPrefix(w, "--"):
			words = words[1:]
			for _, l := range longWithArg {
				if w == l && len(words) > 0 {
					words = words[1:]
				}
			}
		default:
			words = words[1:]
			if numeric && isDigits(w[1:]) {
				continue
			}
			// A cluster of flags: the first that takes an argument
			// ends it, and takes the next word when nothing follows.
			for i := 1; i < len(w); i++ {
				if strings.IndexByte(withArg, w[i]) >= 0 {
					if i == len(w)-1 && len(words) > 0 {
						words = words[1:]
					}
					break
				}
			}
		}
	}
	return words
}

func isDigits(s string) bool {
	if s == "" {
		return false
	}
	for _, c := range s {
		if c < '0' || c > '9' {
			return false
		}
	}
	return true
}

// envCommand is the command that env runs: its options (-u NAME, -C DIR,
// -a NAME, -P PATH, -S STRING split into words; short ones clustered as
// getopt reads them, -iu NAME, -iS STRING) and NAME=value settings
// skipped.
func envCommand(words []string) []string {
	for len(words) > 0 {
		w := words[0]
		switch {
		case w == "--":
			return words[1:]
		case isAssignment(w) || w == "-": // "-": -i's old form
			words = words[1:]
		case w == "--split-string":
			if len(words) < 2 {
				return nil
			}
			return splitThen(words[1], words[2:])
		case strings.HasPrefix(w, "--split-string="):
			return splitThen(strings.TrimPrefix(w, "--split-string="), words[1:])
		case w == "--unset" || w == "--chdir" || w == "--argv0":
			words = words[min(2, len(words)):]
		case strings.HasPrefix(w, "--"):
			words = words[1:]
		case strings.HasPrefix(w, "-"):
			words = words[1:]
			// A cluster of flags: the first that takes an argument
			// takes the rest of the word, or the next word.
			for j := 1; j < len(w); j++ {
				c := w[j]
				if strings.IndexByte("uCaPS", c) < 0 {
					continue
				}
				arg := w[j+1:]
				if arg == "" {
					if len(words) == 0 {
						return nil
					}
					arg, words = words[0], words[1:]
				}
				if c == 'S' {
					return splitThen(arg, words)
				}
				break
			}
		default:
			return words
		}
	}
	return nil
}

// splitThen is env -S's string split into words, then the words after it
// (nil when the string cannot be split).
func splitThen(s string, after []string) []string {
	split, err := splitCommand(s, false)
	if err != nil {
		return nil
	}
	return append(split, after...)
}

// pythonMain is what python runs: -m's module, or the script after its
// options (-W, -X and --check-hash-based-pycs take an argument, attached
// or the next word; short ones may be clustered, -um, -uc); -c's string
// is no program, and names the interpreter (name).
func pythonMain(words []string, name string) string {
	for i := 0; i < len(words); i++ {
		w := words[i]
		switch {
		case w == "--":
			return scriptName(words[i+1:], name)
		case w == "-" || !strings.HasPrefix(w, "-"):
			return scriptName(words[i:], name)
		case w == "--check-hash-based-pycs":
			i++
			continue
		case strings.HasPrefix(w, "--"):
			continue
		}
		for j := 1; j < len(w); j++ {
			switch w[j] {
			case 'c':
				return name
			case 'm':
				if j+1 < len(w) {
					return printable(w[j+1:])
				}
				if i+1 < len(words) {
					return printable(words[i+1])
				}
				return name
			case 'W', 'X', 'Q':
				if j+1 == len(w) {
					i++ // its argument
				}
				j = len(w)
			}
		}
	}
	return name
}

func isShell(key string) bool {
	switch key {
	case "sh", "bash", "dash", "zsh", "ksh", "mksh", "ash":
		return true
	}
	return false
}

func isPython(key string) bool {
	return key == "python" || key == "pypy" || strings.HasPrefix(key, "python2") ||
		strings.HasPrefix(key, "python3") || strings.HasPrefix(key, "pypy3")
}

// shellCommand reads a shell's arguments: with -c (alone or among other
// flags), script is true and words is the command its string runs last
// (its last list element, the first command of that pipeline,
// redirections dropped); else words are the script file and its
// arguments. ok is false for a string that cannot be split.
func shellCommand(words []string) (script bool, out []string, ok bool) {
	for len(words) > 0 {
		w := words[0]
		if w == "--" {
			return false, words[1:], true
		}
		if w == "-" || !(strings.HasPrefix(w, "-") || strings.HasPrefix(w, "+")) {
			return false, words, true
		}
		words = words[1:]
		if strings.HasPrefix(w, "--") {
			if (w == "--rcfile" || w == "--init-file") && len(words) > 0 {
				words = words[1:] // its file
			}
			continue
		}
		if (w == "-o" || w == "+o" || w == "-O" || w == "+O") && len(words) > 0 {
			words = words[1:] // an option name
			continue
		}
		if w[0] == '-' && strings.IndexByte(w[1:], 'c') >= 0 {
			if len(words) == 0 {
				return false, nil, false
			}
			split, err := splitCommand(operatorsApart(words[0]), false)
			if err != nil {
				return false, nil, false
			}
			return true, lastCommand(split), true
		}
	}
	return false, nil, true
}

// operatorsApart is a shell's command string with its unquoted operators
// set apart by blanks, for splitCommand to read them as words of their
// own: POSIX sh ends a word at an unquoted ';', '&', '|', '(', ')', '<',
// '>' or newline with no blank before it (XCU 2.3, token recognition:
// ./bot>log runs ./bot, ./bot|tee log is a pipeline). A newline becomes
// ';' (both separate a list's commands, XCU 2.9.3); a redirection keeps
// its io number (digits alone before it, as in 2>log) and its '&' (>&,
// &>) and its target becomes the next word; a '#' beginning a word begins
// a comment, dropped to the line's end.
func operatorsApart(s string) string {
	var b strings.Builder
	const (
		plain = iota
		single
		double
	)
	state := plain
	n, digits := 0, true // the current word's length, and whether it is digits only
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch state {
		case single:
			b.WriteByte(c)
			if c == '\'' {
				state = plain
			}
			continue
		case double:
			b.WriteByte(c)
			if c == '\\' && i+1 < len(s) {
				i++
				b.WriteByte(s[i])
			} else if c == '"' {
				state = plain
			}
			continue
		}
		switch {
		case c == '\'' || c == '"':
			state = double
			if c == '\'' {
				state = single
			}
			b.WriteByte(c)
			n, digits = n+1, false
		case c == '\\':
			b.WriteByte(c)
			if i+1 < len(s) {
				i++
				b.WriteByte(s[i])
			}
			n, digits = n+1, false
		case c == ' ' || c == '\t' || c == '\r':
			b.WriteByte(c)
			n, digits = 0, true
		case c == '#' && n == 0:
			for i+1 < len(s) && s[i+1] != '\n' {
				i++
			}
		case c == '<' || c == '>' || (c == '&' && i+1 < len(s) && s[i+1] == '>'):
			if n == 0 || !digits {
				b.WriteByte(' ') // no io number before it
			}
			b.WriteByte(c)
			for i+1 < len(s) && strings.IndexByte("<>&|", s[i+1]) >= 0 {
				i++
				b.WriteByte(s[i])
			}
			b.WriteByte(' ')
			n, digits = 0, true
		case c == '\n':
			b.WriteString(" ; ")
			n, digits = 0, true
		case strings.IndexByte(";&|()", c) >= 0:
			b.WriteByte(' ')
			b.WriteByte(c)
			if i+1 < len(s) && (s[i+1] == c && c != '(' && c != ')' || c == '|' && s[i+1] == '&') {
				i++ // &&, ||, ;;, |&
				b.WriteByte(s[i])
			}
			b.WriteByte(' ')
			n, digits = 0, true
		default:
			b.WriteByte(c)
			n, digits = n+1, digits && '0' <= c && c <= '9'
		}
	}
	return b.String()
}

// lastCommand is the command a shell string's words (operatorsApart's)
// run last: the last command of its list (after the last ';', '&&' or
// '||'; one run in the background with '&', whose input is not the
// shell's, is none), the first command of its pipeline, redirections,
// parentheses and braces dropped.
func lastCommand(words []string) []string {
	var cmd, last []string
	for i := 0; i < len(words); i++ {
		w := words[i]
		switch w {
		case ";", "&&", "||", ";;":
			if len(cmd) > 0 {
				last = cmd
			}
			cmd = nil
			continue
		case "&":
			cmd, last = nil, nil
			continue
		case "|", "|&":
			// The rest of the pipeline: the engine is its first command.
			for i+1 < len(words) && !isListOperator(words[i+1]) {
				i++
			}
			continue
		case "(", ")", "{", "}", "!":
			continue
		}
		if n := redirection(w); n > 0 {
			if n == 2 {
				i++ // its target
			}
			continue
		}
		cmd = append(cmd, w)
	}
	if len(cmd) > 0 {
		return cmd
	}
	return last
}

func isListOperator(w string) bool {
	return w == ";" || w == "&&" || w == "||" || w == "&" || w == ";;"
}

// redirection reports whether w is a redirection: 1 with its target
// attached (2>/dev/null, >log, 2>&1), 2 when its target is the next word
// (2> log), 0 for none.
func redirection(w string) int {
	i := 0
	for i < len(w) && '0' <= w[i] && w[i] <= '9' {
		i++
	}
	if i < len(w) && w[i] == '&' && i == 0 {
		i++ // &>file
	}
	if i == len(w) || (w[i] != '>' && w[i] != '<') {
		return 0
	}
	op := w[i:]
	op = strings.TrimLeft(op, "<>|&")
	if op == "" {
		return 2
	}
	return 1
}

// javaMain is what java runs: -jar's file, or the main class, options
// skipped, and the argument of those that take one as the next word
// (java(1): -cp's class path, --add-opens's module/package=target).
func javaMain(words []string, name string) string {
	for i := 0; i < len(words); i++ {
		switch w := words[i]; {
		case w == "-jar" && i+1 < len(words):
			return baseName(words[i+1])
		case w == "-cp" || w == "-classpath" || w == "--class-path" || w == "-p" || w == "--module-path" ||
			w == "--add-opens" || w == "--add-exports" || w == "--add-modules" || w == "--add-reads" ||
			w == "--patch-module" || w == "--limit-modules" || w == "--upgrade-module-path" ||
			w == "--enable-native-access":
			i++
		case strings.HasPrefix(w, "-"):
		default:
			return printable(w)
		}
	}
	return name
}
