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
// timeout, stdbuf and exec with their options and operands, as their
// manuals describe them (env -S's string is read as words); a shell with
// -c is read as running its string's last command (after ';', '&&' or
// '||'), that command's first stage of a pipe, redirections dropped; a
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
		key := strings.ToLower(strings.TrimSuffix(strings.TrimSuffix(base, ".exe"), ".EXE"))
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
			words := skipOptions(rest, "WXQ", nil, false)
			for i, w := range rest[:len(rest)-len(words)] {
				switch {
				case w == "-m" && i+1 < len(rest):
					return printable(rest[i+1])
				case strings.HasPrefix(w, "-m") && len(w) > 2:
					return printable(w[2:])
				case w == "-c" || strings.HasPrefix(w, "-c"):
					return name
				}
			}
			return scriptName(words, name)
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
// -S STRING split into words) and NAME=value settings skipped.
func envCommand(words []string) []string {
	for len(words) > 0 {
		w := words[0]
		switch {
		case w == "--":
			return words[1:]
		case isAssignment(w) || w == "-": // "-": -i's old form
			words = words[1:]
		case w == "-S" || w == "--split-string":
			if len(words) < 2 {
				return nil
			}
			split, err := splitCommand(words[1], false)
			if err != nil {
				return nil
			}
			return append(split, words[2:]...)
		case strings.HasPrefix(w, "--split-string="):
			split, err := splitCommand(strings.TrimPrefix(w, "--split-string="), false)
			if err != nil {
				return nil
			}
			return append(split, words[1:]...)
		case strings.HasPrefix(w, "-S"):
			split, err := splitCommand(w[2:], false)
			if err != nil {
				return nil
			}
			return append(split, words[1:]...)
		case w == "-u" || w == "-C" || w == "--unset" || w == "--chdir":
			words = words[min(2, len(words)):]
		case w != "-" && strings.HasPrefix(w, "-"):
			words = words[1:]
		default:
			return words
		}
	}
	return nil
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
			split, err := splitCommand(words[0], false)
			if err != nil {
				return false, nil, false
			}
			return true, lastCommand(split), true
		}
	}
	return false, nil, true
}

// lastCommand is the command a shell string's words run last: after the
// last ';', '&&', '||' or '&' (words may end with ';'), the first command
// of its pipeline, redirections dropped.
func lastCommand(words []string) []string {
	var cmd []string
	start := true
	for i := 0; i < len(words); i++ {
		w := words[i]
		if start {
			cmd = cmd[:0]
			start = false
		}
		switch w {
		case ";", "&&", "||", "&", "\n":
			start = true
			continue
		case "|", "|&":
			// The rest of the pipeline: the engine is its first command.
			for i+1 < len(words) && !isListOperator(words[i+1]) {
				i++
			}
			continue
		}
		if strings.HasSuffix(w, ";") && !strings.HasSuffix(w, `\;`) {
			if t := strings.TrimSuffix(w, ";"); t != "" {
				cmd = append(cmd, t)
			}
			start = true
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
	if start {
		return nil
	}
	return cmd
}

func isListOperator(w string) bool {
	return w == ";" || w == "&&" || w == "||" || w == "&"
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
// and -cp's class path skipped.
func javaMain(words []string, name string) string {
	for i := 0; i < len(words); i++ {
		switch w := words[i]; {
		case w == "-jar" && i+1 < len(words):
			return baseName(words[i+1])
		case w == "-cp" || w == "-classpath" || w == "--class-path" || w == "-p" || w == "--module-path":
			i++
		case strings.HasPrefix(w, "-"):
		default:
			return printable(w)
		}
	}
	return name
}
