package match

import "testing"

// TestProgramLabel: an engine that does not answer name is labelled (PB,
// PW, results.dat's Black and White) by the program its command runs, not
// by the command's first word, which named every engine started through
// env, a shell or an interpreter "env", "sh" or "python3". The expected
// names are read by hand from the wrappers' manuals: env(1) runs the
// first word after its options (-u NAME, -C DIR take one) and NAME=value
// settings, and splits -S's string into words; nice(1) takes -n N (or the
// old -N), timeout(1) -s SIG and -k DUR and then a duration, stdbuf(1)
// -o MODE (or -oL), env's lone '-' is -i, bash's exec -a takes a
// name; sh -c runs its string (POSIX XCU 2.9.3: the list's
// last command is the one left running, exec replaces the shell, a
// pipeline's first command is the engine that reads the referee's
// input, redirections are no words of the command); python(1) runs -m's
// module or the script after its options (-W ARG), java(1) -jar's file.
func TestProgramLabel(t *testing.T) {
	for _, c := range []struct {
		argv []string
		want string
	}{
		{[]string{"/usr/games/gnugo", "--mode", "gtp"}, "gnugo"},
		{[]string{"env", "OMP_NUM_THREADS=1", "./engines/leelaz", "--gtp"}, "leelaz"},
		{[]string{"/usr/bin/env", "-i", "-u", "HOME", "PATH=/bin", "/opt/gnugo", "--mode", "gtp"}, "gnugo"},
		{[]string{"env", "-S", "python3 -u bots/random_bot.py", "--level", "3"}, "random_bot.py"},
		{[]string{"sh", "-c", "cd /opt/kata && exec ./katago gtp -config x.cfg 2>/dev/null"}, "katago"},
		{[]string{"/bin/bash", "-lc", "FOO=1 nice -n 5 ./eng | tee log"}, "eng"},
		{[]string{"sh", "-c", "ulimit -v 1000000; ./pachi -t 5 2> err.log"}, "pachi"},
		{[]string{"sh", "-e", "engine.sh", "arg"}, "engine.sh"},
		{[]string{"bash", "--rcfile", "rc", "./run-engine"}, "run-engine"},
		{[]string{"python3", "-u", "-m", "mypkg.gtp"}, "mypkg.gtp"},
		{[]string{"python3.12", "-W", "ignore", "bots/random_bot.py", "--seed", "1"}, "random_bot.py"},
		{[]string{"nice", "-n", "10", "timeout", "-s", "KILL", "3600", "gnugo", "--mode", "gtp"}, "gnugo"},
		{[]string{"nice", "-5", "timeout", "--kill-after=5", "1h", "/usr/games/gnugo"}, "gnugo"},
		{[]string{"stdbuf", "-oL", "nohup", "./bot"}, "bot"},
		{[]string{"env", "-", "PATH=/bin", "./bot"}, "bot"},
		{[]string{"bash", "-c", "exec -a gtp-bot ./bot --gtp"}, "bot"},
		{[]string{"java", "-Xmx2g", "-jar", "/opt/foo/Foo.jar", "gtp"}, "Foo.jar"},
		{[]string{"node", "--max-old-space-size=4096", "engine.js"}, "engine.js"},
		// POSIX sh ends a word at an unquoted operator without a blank
		// (XCU 2.3): ./bot>log runs ./bot, ./bot|tee log is a pipeline
		// whose first command is ./bot, (...) a subshell; a newline
		// separates a list's commands as ';' does (XCU 2.9.3); '#' at a
		// word's start begins a comment. Checked by /proc/PID/comm of
		// bash -c "exec sh -c 'exec cat>/dev/null'" (and the newline,
		// '|' and '#' forms): cat. They were labelled bot>log, bot|tee,
		// bot), cd and '#'.
		{[]string{"sh", "-c", "exec ./bot>log"}, "bot"},
		{[]string{"sh", "-c", "./bot|tee log"}, "bot"},
		{[]string{"sh", "-c", "(cd /opt && ./bot)"}, "bot"},
		{[]string{"sh", "-c", "cd /opt\n./bot --gtp"}, "bot"},
		{[]string{"sh", "-c", "ulimit -t 60; exec ./bot # the engine"}, "bot"},
		{[]string{"sh", "-c", "exec ./bot 2>err.log"}, "bot"},
		// python(1): -c and -m may end a cluster of flags (-uc CODE,
		// -um MODULE); the code names no program. python3 -uc was
		// labelled by its code ('import bot' here).
		{[]string{"python3", "-uc", "import bot"}, "python3"},
		{[]string{"python3", "-Bum", "mypkg.gtp"}, "mypkg.gtp"},
		// env(1)'s short options cluster as getopt reads them: -iu
		// NAME, -iS STRING (env -iu HOME /bin/cat and env -iS
		// '/bin/cat -u' run cat, /proc/PID/comm). They were labelled
		// HOME and 'cat -u'.
		{[]string{"env", "-iu", "HOME", "./bot"}, "bot"},
		{[]string{"env", "-iS", "./bot --gtp"}, "bot"},
		// java --help-extra: --add-opens takes the next word. It was
		// the label (java.base/java.lang=ALL-UNNAMED).
		{[]string{"java", "--add-opens", "java.base/java.lang=ALL-UNNAMED", "-jar", "kata.jar"}, "kata.jar"},
		// Windows file names know no case: PYTHON.Exe is python.
		{[]string{"PYTHON.Exe", "bot.py"}, "bot.py"},
		// A background command's input is not the shell's (XCU 2.9.3.1).
		{[]string{"sh", "-c", "./bot&"}, "sh"},
		// taskset(1): options, then a mask or CPU list, then the
		// command; ionice(1): -c CLASS, -n LEVEL; time(1): -f FORMAT,
		// -o FILE. Their usage lines (taskset --help: "[options] [mask
		// | cpu-list] [pid|cmd [args...]]"; ionice --help, /usr/bin/time
		// --help); taskset -c 0 cat and ionice -c 2 -n 7 cat run cat
		// (/proc/PID/comm). They were labelled taskset, ionice, time.
		{[]string{"taskset", "-c", "0-3", "./katago", "gtp"}, "katago"},
		{[]string{"ionice", "-c", "2", "-n7", "nice", "-n", "19", "./bot"}, "bot"},
		{[]string{"/usr/bin/time", "-f", "%e %M", "-o", "mem.log", "./bot"}, "bot"},
		// What names no program of its own: the last program found.
		{[]string{"sh"}, "sh"},
		{[]string{"env", "A=1"}, "env"},
		{[]string{"python3", "-c", "import bot; bot.main()"}, "python3"},
		{[]string{"sh", "-c", "./open 'quote"}, "sh"},
	} {
		p := &program{argv: c.argv}
		if got := p.fileName(); got != c.want {
			t.Errorf("%q: labelled %q, want %q", c.argv, got, c.want)
		}
	}
}
