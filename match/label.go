package match

import (
	"path/filepath"
	"slices"
	"strings"
)

// ProgramLabel names the program that the argument vector argv runs, as
// the referee records an engine that does not answer name (or never
// started), so that stats can tell that name from the ones the engine
// gives: the file name of
// the program itself, looked for past the wrappers that only start it.
// Variable settings (NAME=value) are skipped; so are env, nice, nohup,
// timeout, stdbuf, exec, taskset, ionice, time, sudo, doas, chrt,
// firejail, valgrind, xvfb-run, wine, uv run (uvx), poetry run, conda run
// and npx (npm exec) with
// their options and operands, as their manuals describe them (env -S's
// string is read as words; npx names the package's command, npx -c its
// string as sh -c); docker run (podman run) names the command given after
// the image, else the image; a shell with -c is read as running its
// string's last command (after ';', '&&', '||' or a newline; operators
// end words as sh reads them, ./bot>log) that is not a utility that
// prepares or reports a run (cd, ulimit, echo...), that command's first
// stage of a pipe, redirections dropped; so are cmd /c's string and
// PowerShell's -Command (-File names its script); a shell, python, node
// (tsx, ts-node, bun, deno run), perl, ruby, lua or mono with a script
// names the script (python -m the module; java -jar the jar, or the main
// class; dotnet its .dll, dotnet run --project the project). A Windows path names its last
// element on any system. What it cannot read (a shell string with an
// unterminated quote, code given with python -c or node -e) names the
// last program found, the interpreter.
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
		case key == "sudo":
			argv = skipOptions(rest, "ugCDhprtUTR", []string{"--user", "--group", "--close-from",
				"--chdir", "--host", "--prompt", "--role", "--type", "--other-user",
				"--command-timeout", "--chroot"}, false)
		case key == "doas":
			argv = skipOptions(rest, "uC", nil, false)
		case key == "chrt":
			argv = skipOptions(rest, "TPD", []string{"--sched-runtime", "--sched-period", "--sched-deadline"}, false)
			if len(argv) > 0 && isDigits(argv[0]) {
				argv = argv[1:] // the priority
			}
		case key == "firejail":
			argv = skipOptions(rest, "", nil, false) // its options are --name=value
		case key == "uv":
			argv = uvCommand(rest)
		case key == "uvx":
			argv = uvRun(rest)
		case key == "poetry":
			argv = subcommand(skipOptions(rest, "CP", []string{"--directory", "--project"}, false), "run")
		case key == "conda" || key == "mamba" || key == "micromamba":
			argv = subcommand(rest, "run")
			if argv != nil {
				argv = skipOptions(argv, "np", []string{"--name", "--prefix", "--cwd"}, false)
			}
		case key == "docker" || key == "podman":
			words, image := containerCommand(rest)
			if len(words) == 0 {
				if image != "" {
					return image
				}
				return name
			}
			argv = words
		case key == "npx" || key == "npm" && len(rest) > 0 && (rest[0] == "exec" || rest[0] == "x"):
			if key == "npm" {
				rest = rest[1:]
			}
			words, ok := npxCommand(rest)
			if !ok {
				return name
			}
			argv = words
		case key == "valgrind":
			// valgrind --help: "usage: valgrind [options]
			// prog-and-args"; its options take their values after
			// '=' (--tool=memcheck).
			argv = skipOptions(rest, "", nil, false)
		case key == "xvfb-run":
			// xvfb-run --help: "xvfb-run [OPTION ...] COMMAND"; -e
			// FILE, -f FILE, -n NUM, -p PROTO, -s ARGS and -w DELAY
			// take a value (getopt: "+ae:f:hn:lp:s:w:").
			argv = skipOptions(rest, "efnpsw", []string{"--error-file", "--auth-file", "--server-num",
				"--xauth-protocol", "--server-args", "--wait"}, false)
		case key == "mono":
			// mono(1): "mono [options] file [arguments...]"; its
			// options take values after '=' or ':', but --config
			// FILE.
			return scriptName(skipOptions(rest, "", []string{"--config"}, false), name)
		case key == "dotnet":
			return dotnetMain(rest, name)
		case key == "wine" || key == "wine64":
			// wine --help: "wine PROGRAM [ARGUMENTS...]"; its only
			// options, --help and --version, run no program.
			if len(rest) == 0 || strings.HasPrefix(rest[0], "--") {
				return name
			}
			argv = rest
		case key == "cmd":
			argv = cmdCommand(rest)
		case key == "powershell" || key == "pwsh":
			words, ok := powershellCommand(rest, key == "pwsh")
			if !ok {
				return name
			}
			argv = words
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
			return scriptName(interpreterScript(key, rest), name)
		case strings.HasPrefix(key, "lua5."):
			// Debian's lua5.1 ... lua5.4: lua's versions, read as
			// lua (their lua.c read -e and -l alike).
			return scriptName(interpreterScript("lua", rest), name)
		case key == "tsx" || key == "ts-node":
			// TypeScript runners that take node's options (tsx --help,
			// ts-node --help: "ts-node [script.ts] [arguments]").
			return scriptName(interpreterScript("node", rest), name)
		case key == "bun" || key == "deno":
			// bun --help: "bun run ./my-script.ts", or the file alone
			// (another word is a subcommand: bun x, bun test); deno
			// run --help: "deno run [OPTIONS] [SCRIPT_ARG]...". The
			// options listed take the next word as their value.
			run := len(rest) > 0 && rest[0] == "run"
			if run {
				rest = rest[1:]
			}
			words := skipOptions(rest, "cr", []string{"--cwd", "--config", "--env-file",
				"--preload", "--import-map", "--lock", "--cert", "--location", "--seed"}, false)
			if !run && (key == "deno" || len(words) > 0 && !strings.ContainsAny(words[0], "./")) {
				return name
			}
			return scriptName(words, name)
		default:
			return name
		}
	}
	return name
}

// dotnetMain is what dotnet runs (dotnet --help: "dotnet [host-options]
// [path-to-application]", dotnet exec's too): the application, a .dll or
// .exe, its host options that take a value skipped; dotnet run's
// --project (-p) names the project run. Another command (dotnet run in
// the current directory, dotnet build) names dotnet (name).
func dotnetMain(words []string, name string) string {
	host := []string{"--additionalprobingpath", "--additional-deps", "--depsfile", "--runtimeconfig",
		"--fx-version", "--roll-forward"}
	words = skipOptions(words, "", host, false)
	if len(words) > 0 && words[0] == "exec" {
		return scriptName(skipOptions(words[1:], "", host, false), name)
	}
	if len(words) > 0 && words[0] == "run" {
		for i := 1; i < len(words); i++ {
			switch w := words[i]; {
			case w == "--":
				return name // the application's arguments
			case (w == "--project" || w == "-p") && i+1 < len(words):
				return projectName(words[i+1], name)
			case strings.HasPrefix(w, "--project="):
				return projectName(strings.TrimPrefix(w, "--project="), name)
			}
		}
		return name
	}
	if len(words) > 0 {
		lower := strings.ToLower(words[0])
		if strings.HasSuffix(lower, ".dll") || strings.HasSuffix(lower, ".exe") {
			return baseName(words[0])
		}
	}
	return name
}

// projectName is the file name of dotnet run's project path, or name
// where the path names the current or parent directory (., ..), which is
// no program's name.
func projectName(path, name string) string {
	if b := baseName(path); b != "." && b != ".." && b != "" {
		return b
	}
	return name
}

// baseName is the file name of a path, printable: what follows its last
// '/' or, whatever the system the label is read on, '\' (a Windows path,
// C:\bots\leela.exe, names leela.exe on Linux too) or a drive's ':'
// (C:leela.exe).
func baseName(path string) string {
	if t := strings.TrimRight(path, `/\`); t != "" {
		path = t
	} else {
		return printable(filepath.Base(path)) // "", or the root
	}
	if i := strings.LastIndexAny(path, `/\`); i >= 0 {
		path = path[i+1:]
	} else if len(path) > 2 && path[1] == ':' && isLetter(path[0]) {
		path = path[2:]
	}
	return printable(path)
}

func isLetter(c byte) bool { return 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' }

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
// leave reading the shell's input: the last command of its list (after
// ';', '&&' or '||'; one run in the background with '&', whose input is
// not the shell's, is none) that is not one of the utilities that prepare
// or report an engine's run (cd, ulimit, echo...: sh -c './bot; echo
// done' runs bot, which reads the referee's commands, and echo once bot
// has exited), or the last command where all are such; of that command's
// pipeline, the first command; redirections, parentheses, braces and the
// reserved words of if, while, until and for dropped (sh -c 'while true;
// do ./bot; done' runs bot).
func lastCommand(words []string) []string {
	var cmd, last, chosen []string
	end := func() {
		if len(cmd) > 0 {
			last = cmd
			if !preparesRun(cmd) {
				chosen = cmd
			}
		}
		cmd = nil
	}
	for i := 0; i < len(words); i++ {
		w := words[i]
		switch w {
		case ";", "&&", "||", ";;":
			end()
			continue
		case "&":
			cmd = nil
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
		if len(cmd) == 0 {
			// Reserved words, recognised as the first word of a
			// command (XCU 2.4): those that begin or end a compound
			// command's part are no command; a for loop's head (for
			// NAME in WORDS) runs none.
			switch w {
			case "if", "then", "else", "elif", "fi", "while", "until", "do", "done":
				continue
			case "for":
				for i+1 < len(words) && !isListOperator(words[i+1]) {
					i++
				}
				continue
			}
		}
		if n := redirection(w); n > 0 {
			if n == 2 {
				i++ // its target
			}
			continue
		}
		cmd = append(cmd, w)
	}
	end()
	if chosen != nil {
		return chosen
	}
	return last
}

// preparesRun reports whether cmd, a command of a shell's list, runs one
// of the shell's builtins or utilities that set up or report a run rather
// than play (POSIX XCU 2.14's special builtins, cd, ulimit, umask, echo,
// printf, sleep, true, false, test and the like): none reads GTP.
func preparesRun(cmd []string) bool {
	for len(cmd) > 0 && isAssignment(cmd[0]) {
		cmd = cmd[1:]
	}
	if len(cmd) == 0 {
		return true // assignments only
	}
	switch cmd[0] {
	case "cd", "pushd", "popd", "ulimit", "umask", "export", "set", "unset", "readonly", "local",
		"declare", "typeset", "alias", "unalias", "shift", "trap", "source", ".", ":", "true", "false",
		"echo", "printf", "sleep", "wait", "test", "[", "[[", "mkdir", "rm", "touch", "date", "logger",
		"hash", "type", "shopt", "setopt", "exit", "return":
		return true
	}
	return cmd[0] == "exec" && len(cmd) == 1 // exec's redirections alone
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

// subcommand is the words after a command's subcommand name (poetry run,
// conda run), or nil when the first word is another one.
func subcommand(words []string, name string) []string {
	if len(words) == 0 || words[0] != name {
		return nil
	}
	return words[1:]
}

// uvLong are the long options of uv and of uv run that take the next
// word as their value (uv help run).
var uvLong = []string{"--directory", "--project", "--config-file", "--cache-dir", "--color",
	"--python", "--with", "--with-editable", "--with-requirements", "--env-file", "--package",
	"--extra", "--no-extra", "--group", "--no-group", "--only-group", "--index", "--default-index",
	"--index-url", "--extra-index-url", "--find-links", "--index-strategy", "--keyring-provider",
	"--resolution", "--prerelease", "--fork-strategy", "--exclude-newer", "--link-mode",
	"--reinstall-package", "--refresh-package", "--upgrade-package", "--no-binary-package",
	"--no-build-package", "--config-setting", "--python-preference", "--python-platform",
	"--allow-insecure-host", "--from"}

// uvCommand is the command that uv runs: uv run's (or uv tool run's),
// after uv's own options; nil for another subcommand.
func uvCommand(words []string) []string {
	words = skipOptions(words, "pC", uvLong, false)
	if len(words) > 1 && words[0] == "tool" {
		words = words[1:]
	}
	if words = subcommand(words, "run"); words == nil {
		return nil
	}
	return uvRun(words)
}

// uvRun is the command after uv run's options (uvx's too); -m's module
// is run as python -m runs it. uv run runs FILE.py as python FILE.py,
// which the script's own name labels.
func uvRun(words []string) []string {
	for i := 0; i < len(words); i++ {
		w := words[i]
		switch {
		case w == "--":
			return words[i+1:]
		case w == "-m" || w == "--module":
			return append([]string{"python", "-m"}, words[i+1:]...)
		case w == "-" || !strings.HasPrefix(w, "-"):
			return words[i:]
		case slices.Contains(uvLong, w), len(w) == 2 && strings.IndexByte("pwiPfC", w[1]) >= 0:
			i++ // its value
		}
	}
	return nil
}

// containerCommand reads docker run's (or podman run's) arguments: the
// command run in the image when one is given after it (docker run
// [OPTIONS] IMAGE [COMMAND] [ARG...]), else the image's name (its last
// path element, tag and digest dropped), which names the program that its
// entrypoint runs. --entrypoint names the program run itself, the words
// after the image its arguments (docker run -i --entrypoint katago
// IMAGE gtp runs katago gtp). Options take the next word as their value unless they
// are among the flags, or given with '='.
func containerCommand(words []string) (command []string, image string) {
	// The client's own options, then run or container run.
	for len(words) > 0 && strings.HasPrefix(words[0], "-") {
		w := words[0]
		words = words[1:]
		if (w == "-H" || w == "--host" || w == "-c" || w == "--context" || w == "--config" ||
			w == "-l" || w == "--log-level" || w == "--tlscacert" || w == "--tlscert" ||
			w == "--tlskey" || w == "--url" || w == "--connection") && len(words) > 0 {
			words = words[1:]
		}
	}
	if len(words) > 0 && words[0] == "container" {
		words = words[1:]
	}
	if words = subcommand(words, "run"); words == nil {
		return nil, ""
	}
	entrypoint := "" // --entrypoint's program: it runs the words after the image
	for len(words) > 0 {
		w := words[0]
		words = words[1:]
		switch {
		case w == "--":
			continue
		case !strings.HasPrefix(w, "-"):
			if entrypoint != "" {
				return append([]string{entrypoint}, words...), ""
			}
			if len(words) > 0 && !strings.HasPrefix(words[0], "-") {
				return words, ""
			}
			return nil, imageName(w)
		case strings.HasPrefix(w, "--entrypoint="):
			entrypoint = strings.TrimPrefix(w, "--entrypoint=")
		case w == "--entrypoint":
			if len(words) > 0 {
				entrypoint, words = words[0], words[1:]
			}
		case strings.HasPrefix(w, "--"):
			if !strings.Contains(w, "=") && !containerFlag(w) && len(words) > 0 {
				words = words[1:]
			}
		default:
			// A cluster of flags (-it); one that takes a value ends it.
			for j := 1; j < len(w); j++ {
				if strings.IndexByte("dtiPq", w[j]) < 0 {
					if j == len(w)-1 && len(words) > 0 {
						words = words[1:]
					}
					break
				}
			}
		}
	}
	return nil, ""
}

// containerFlag reports whether docker run's (podman run's) long option
// o takes no value (docker run --help's options without a type).
func containerFlag(o string) bool {
	switch o {
	case "--rm", "--init", "--interactive", "--tty", "--detach", "--privileged", "--read-only",
		"--publish-all", "--no-healthcheck", "--oom-kill-disable", "--help", "--quiet",
		"--sig-proxy", "--disable-content-trust", "--use-api-socket", "--replace", "--rmi",
		"--no-hosts", "--http-proxy", "--env-host", "--read-only-tmpfs", "--tls-verify":
		return true
	}
	return false
}

// imageName is the program a container image names: the last element of
// its repository path, without tag or digest (ghcr.io/me/katago:1.15 is
// katago).
func imageName(ref string) string {
	if i := strings.IndexByte(ref, '@'); i >= 0 {
		ref = ref[:i]
	}
	if i := strings.LastIndexByte(ref, '/'); i >= 0 {
		ref = ref[i+1:]
	}
	if i := strings.IndexByte(ref, ':'); i >= 0 {
		ref = ref[:i]
	}
	return printable(ref)
}

// npxCommand is the command that npx runs: the string of -c (--call), read
// as sh -c reads it, or the package's command, named by the package (its
// scope and version dropped: npx @scope/bot@1.2 runs bot) when --package
// (-p) does not name the package apart. ok is false where nothing can be
// read.
func npxCommand(words []string) (out []string, ok bool) {
	for len(words) > 0 {
		w := words[0]
		words = words[1:]
		switch {
		case w == "--":
			continue
		case w == "-c" || w == "--call":
			if len(words) == 0 {
				return nil, false
			}
			_, out, ok = shellCommand([]string{"-c", words[0]})
			return out, ok
		case strings.HasPrefix(w, "--call="):
			_, out, ok = shellCommand([]string{"-c", strings.TrimPrefix(w, "--call=")})
			return out, ok
		case w == "-p" || w == "--package" || w == "-w" || w == "--workspace" || w == "--allow-scripts":
			if len(words) > 0 {
				words = words[1:]
			}
		case strings.HasPrefix(w, "-"):
		default:
			return append([]string{packageBin(w)}, words...), true
		}
	}
	return nil, false
}

// packageBin is the command an npm package spec names: @scope/name@1.2 is
// name.
func packageBin(spec string) string {
	if i := strings.LastIndexByte(spec, '/'); i >= 0 && strings.HasPrefix(spec, "@") {
		spec = spec[i+1:]
	}
	if i := strings.IndexByte(spec, '@'); i > 0 {
		spec = spec[:i]
	}
	return spec
}

// cmdCommand is the command that Windows' cmd /c (or /k) runs: its
// string's last command, as the shell's (lastCommand), with cmd's
// operators (&, &&, ||, |, redirections) and double quotes. An argument
// holding a blank is such a string unless, without operators, it names a
// program (leela.exe, .bat, .cmd, .com) whose path holds the blank. nil
// without /c or /k.
func cmdCommand(words []string) []string {
	for len(words) > 0 {
		w := strings.ToLower(words[0])
		words = words[1:]
		if w == "/c" || w == "/k" || w == "/r" {
			break
		}
		if !strings.HasPrefix(w, "/") {
			return nil
		}
		if len(words) == 0 {
			return nil
		}
	}
	var split []string
	for _, w := range words {
		ops := strings.ContainsAny(w, "&|<>")
		lower := strings.ToLower(strings.TrimSpace(w))
		if !strings.ContainsAny(w, " \t") && !ops || !ops && (strings.HasSuffix(lower, ".exe") ||
			strings.HasSuffix(lower, ".bat") || strings.HasSuffix(lower, ".cmd") || strings.HasSuffix(lower, ".com")) {
			split = append(split, w)
			continue
		}
		parts, err := splitCommand(operatorsApart(strings.ReplaceAll(w, `\`, `\\`)), false)
		if err != nil {
			return nil
		}
		split = append(split, parts...)
	}
	return lastCommand(split)
}

// powershellCommand is the script of PowerShell's -File, or the command
// of -Command (its last statement, the call operator & dropped, quoted
// words as PowerShell quotes them); parameters matched without case, by
// their names' prefixes as PowerShell matches them. ok is false for
// -EncodedCommand and a command it cannot read. Words without a
// parameter before them are -File's for pwsh, -Command's for Windows
// PowerShell (powershell.exe), as each one's -? says.
func powershellCommand(words []string, pwsh bool) (out []string, ok bool) {
	for len(words) > 0 {
		w := words[0]
		if !strings.HasPrefix(w, "-") || w == "-" {
			if pwsh {
				return words, true
			}
			return psCommand(strings.Join(words, " "))
		}
		words = words[1:]
		p := strings.ToLower(strings.TrimLeft(w, "-"))
		switch {
		case p == "f" || psParam(p, "file"):
			return words, true
		case p == "c" || psParam(p, "command"):
			if len(words) == 1 && words[0] == "-" {
				return nil, false // standard input
			}
			return psCommand(strings.Join(words, " "))
		case p == "e" || p == "ec" || psParam(p, "encodedcommand"):
			return nil, false
		case p == "ep" || p == "ex" || p == "w" || p == "v" || p == "wd" || p == "if" || p == "o" || p == "of" ||
			psParam(p, "executionpolicy") || psParam(p, "windowstyle") || psParam(p, "version") ||
			psParam(p, "workingdirectory") || psParam(p, "inputformat") || psParam(p, "outputformat") ||
			psParam(p, "configurationname") || psParam(p, "settingsfile") || psParam(p, "custompipename") ||
			psParam(p, "psconsolefile"):
			if len(words) > 0 {
				words = words[1:]
			}
		}
	}
	return nil, true
}

// psParam reports whether p abbreviates PowerShell's parameter name (at
// least three letters of it).
func psParam(p, name string) bool { return len(p) >= 3 && strings.HasPrefix(name, p) }

// psCommand reads a PowerShell command string: its last statement (after
// ';') that is not Set-Location or cd, the call operator (&) dropped, the
// words split at blanks, '...' and "..." quoting.
func psCommand(s string) ([]string, bool) {
	var stmts [][]string
	var cur []string
	var b strings.Builder
	inWord := false
	var quote byte
	flush := func() {
		if inWord {
			cur = append(cur, b.String())
		}
		b.Reset()
		inWord = false
	}
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case quote != 0:
			if c == quote {
				quote = 0
			} else {
				b.WriteByte(c)
			}
		case c == '\'' || c == '"':
			quote, inWord = c, true
		case c == '`' && i+1 < len(s):
			i++
			b.WriteByte(s[i])
			inWord = true
		case c == ' ' || c == '\t':
			flush()
		case c == ';' || c == '\n':
			flush()
			stmts, cur = append(stmts, cur), nil
		default:
			b.WriteByte(c)
			inWord = true
		}
	}
	if quote != 0 {
		return nil, false
	}
	flush()
	stmts = append(stmts, cur)
	for i := len(stmts) - 1; i >= 0; i-- {
		st := stmts[i]
		if len(st) > 0 && (st[0] == "&" || st[0] == ".") {
			st = st[1:]
		} else if len(st) > 0 && strings.HasPrefix(st[0], "&") {
			st = append([]string{st[0][1:]}, st[1:]...) // &'C:\bots\leela.exe'
		}
		if len(st) == 0 {
			continue
		}
		switch strings.ToLower(st[0]) {
		case "cd", "set-location", "sl", "chdir", "push-location", "pushd":
			continue
		}
		if strings.HasPrefix(st[0], "$") {
			continue // an assignment
		}
		return st, true
	}
	return nil, true
}

// nodeLong are node's long options that take a value, the next word
// unless given with '=' (node --help: those shown with "=...").
var nodeLong = []string{"--allow-fs-read", "--allow-fs-write", "--build-snapshot-config", "--conditions",
	"--cpu-prof-dir", "--cpu-prof-interval", "--cpu-prof-name", "--diagnostic-dir", "--disable-proto",
	"--disable-warning", "--dns-result-order", "--env-file", "--env-file-if-exists",
	"--experimental-default-type", "--experimental-policy", "--experimental-sea-config", "--heap-prof-dir",
	"--heap-prof-interval", "--heap-prof-name", "--heapsnapshot-near-heap-limit", "--heapsnapshot-signal",
	"--icu-data-dir", "--import", "--input-type", "--inspect-port", "--inspect-publish-uid", "--loader",
	"--experimental-loader", "--max-http-header-size", "--network-family-autoselection-attempt-timeout",
	"--openssl-config", "--policy-integrity", "--redirect-warnings", "--report-filename", "--report-signal",
	"--require", "--secure-heap", "--secure-heap-min", "--snapshot-blob", "--test-concurrency",
	"--test-name-pattern", "--test-reporter", "--test-reporter-destination", "--test-shard", "--test-timeout",
	"--title", "--tls-cipher-list", "--tls-keylog", "--trace-event-categories", "--trace-event-file-pattern",
	"--trace-require-module", "--unhandled-rejections", "--use-largepages", "--v8-pool-size", "--watch-path"}

// v8Sizes are V8's numeric options that node passes on (node
// --v8-options), given their value after '='.
var v8Sizes = []string{"--max-old-space-size", "--max-semi-space-size", "--min-semi-space-size",
	"--initial-old-space-size", "--max-heap-size", "--initial-heap-size", "--stack-size", "--stack-trace-limit"}

// interpreterScript is the script that node, perl, ruby or lua runs: the
// first word after its options, the argument of the options that take one
// skipped (node -r MODULE, ruby -r LIBRARY, lua -l NAME); nil where the
// program is code on the command line (node -e or -p, perl -e or -E, ruby
// -e), which names no file. lua -e's code runs before lua's script.
func interpreterScript(key string, words []string) []string {
	for i := 0; i < len(words); i++ {
		w := words[i]
		switch {
		case w == "--":
			return words[i+1:]
		case w == "-" || !strings.HasPrefix(w, "-"):
			return words[i:]
		}
		if key == "node" || key == "nodejs" {
			switch w {
			case "-e", "--eval", "-p", "--print":
				return nil
			case "-r", "-C":
				i++
			default:
				// node --help's options shown with "=..." take
				// the next word too. V8's sizes written as V8
				// reads them, --max-old-space-size 4096, are
				// rejected by node 20 ("node: bad option",
				// exit 9: node hands V8 the option alone): the
				// engine never starts, and the label is the
				// script meant, after the number.
				if slices.Contains(nodeLong, w) || slices.Contains(v8Sizes, w) && i+1 < len(words) && isDigits(words[i+1]) {
					i++
				}
			}
			continue
		}
		if key == "lua" {
			// lua.c: -e CODE and -l NAME take the rest of their
			// word or the next word; -e's code runs before the
			// script, which runs too (lua -e 'x=1' bot.lua runs
			// bot.lua); no options cluster.
			if w == "-e" || w == "-l" {
				i++
			}
			continue
		}
		if strings.HasPrefix(w, "--") {
			continue
		}
		// A cluster of flags: code, or an option whose argument is the
		// rest of the word (perl -Ilib, -Mstrict) or the next word.
		for j := 1; j < len(w); j++ {
			c := w[j]
			if c == 'e' || c == 'E' && key == "perl" {
				return nil
			}
			var attached, next string
			switch key {
			case "perl":
				// -I takes the next word when nothing follows it
				// in its word (perl -I lib bot.pl runs bot.pl).
				attached, next = "MmixdD0lCV", "I"
			case "ruby":
				attached, next = "0FKTWx", "IrCE"
			case "lua":
				next = "l"
			}
			if strings.IndexByte(next, c) >= 0 {
				if j == len(w)-1 {
					i++
				}
				break
			}
			if strings.IndexByte(attached, c) >= 0 {
				break
			}
		}
	}
	return nil
}
