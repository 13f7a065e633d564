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
		// Wrappers that run the command after their options, each read
		// from its usage line. uv help run: options before the command,
		// "uv run file.py" is "uv run python file.py", -m a module;
		// poetry run COMMAND; conda run -n ENV COMMAND; sudo(8): -u USER
		// takes a value; chrt --help: "chrt [options] <priority>
		// <command>", -T NS a value (chrt -b 0 cat and chrt --idle 0 cat
		// run cat, /proc/self/comm); firejail(1): --name=value options;
		// npx --help: "npm exec -- <pkg>[@<version>] [args...]", -c
		// '<cmd>'. They were labelled uv, poetry, conda, sudo, chrt,
		// firejail, npx.
		{[]string{"uv", "run", "--with", "numpy", "-p", "3.12", "bots/random_bot.py"}, "random_bot.py"},
		{[]string{"uv", "--directory", "/opt/bot", "run", "--frozen", "python", "-m", "gobot.gtp"}, "gobot.gtp"},
		{[]string{"uv", "run", "-m", "gobot.gtp"}, "gobot.gtp"},
		{[]string{"poetry", "-C", "/opt/bot", "run", "python", "bot.py"}, "bot.py"},
		{[]string{"conda", "run", "-n", "go", "--no-capture-output", "python", "bot.py"}, "bot.py"},
		{[]string{"sudo", "-u", "engine", "-E", "/opt/bin/leelaz", "--gtp"}, "leelaz"},
		{[]string{"chrt", "-T", "1000", "-b", "0", "./bot"}, "bot"},
		{[]string{"firejail", "--noprofile", "--net=none", "./bot", "--gtp"}, "bot"},
		{[]string{"npx", "-y", "@sabaki/gtp-bot@1.2.0", "--level", "3"}, "gtp-bot"},
		{[]string{"npx", "-c", "cd bots && node bot.js"}, "bot.js"},
		// docker run --help: "docker run [OPTIONS] IMAGE [COMMAND]
		// [ARG...]"; -e, -v, -w, --gpus take a value, -i, -t, --rm
		// none. Without a command the image's entrypoint runs, named
		// by the image (its last path element, no tag). They were
		// labelled docker.
		{[]string{"docker", "run", "-i", "--rm", "--gpus", "all", "-v", "/m:/m", "me/katago:1.15", "katago", "gtp"}, "katago"},
		{[]string{"docker", "run", "-it", "-e", "A=1", "ghcr.io/me/leela-zero:0.17", "--gtp"}, "leela-zero"},
		// docker run --help: "--entrypoint string  Overwrite the
		// default ENTRYPOINT of the image"; the words after the image
		// are then its arguments (docker run --entrypoint /bin/ls
		// alpine -l runs ls -l). They were labelled gtp and
		// katago-img: the entrypoint's argument, the image.
		{[]string{"docker", "run", "-i", "--rm", "--entrypoint", "/opt/katago/katago", "me/katago-img", "gtp", "-config", "gtp.cfg"}, "katago"},
		{[]string{"podman", "run", "-i", "--entrypoint=leelaz", "leela-img"}, "leelaz"},
		// wine --help: "wine PROGRAM [ARGUMENTS...]  Run the specified
		// program"; --help and --version are its only options. They
		// were labelled wine.
		{[]string{"wine", `C:\Program Files\Leela Zero\leelaz.exe`, "--gtp", "-w", "best.gz"}, "leelaz.exe"},
		{[]string{"WINEPREFIX=/opt/w", "wine64", "katago.exe", "gtp"}, "katago.exe"},
		{[]string{"wine", "--version"}, "wine"},
		// Windows' cmd /? : "/C Carries out the command specified by
		// string"; its operators are &, &&, ||, | and the
		// redirections. PowerShell -? : -File runs a script, -Command a
		// command (& calls a quoted path); -ExecutionPolicy takes a
		// value. A Windows path read on Linux names its last element.
		// They were labelled cmd, powershell, and the whole path.
		{[]string{"cmd", "/c", `cd C:\bots && leela.exe --gtp 2>nul`}, "leela.exe"},
		{[]string{"cmd.exe", "/S", "/C", `C:\Program Files\Bot\bot.exe`, "--gtp"}, "bot.exe"},
		{[]string{"powershell", "-NoProfile", "-ExecutionPolicy", "Bypass", "-File", `C:\bots\bot.ps1`}, "bot.ps1"},
		{[]string{"pwsh", "-c", `Set-Location C:\bots; & 'C:\bots\leela zero.exe' --gtp`}, "leela zero.exe"},
		{[]string{`C:\bots\leela.exe`, "--gtp"}, "leela.exe"},
		// Words without a parameter before them: pwsh's -File
		// (about_Pwsh: the default parameter when values come without
		// one), but Windows PowerShell's -Command (powershell
		// Get-Date runs Get-Date; about_PowerShell_exe's -File
		// wants its parameter name). They were labelled
		// "leela.exe' --gtp" and "leela.exe --gtp", the string's tail
		// taken for a file path.
		{[]string{"powershell", `& 'C:\bots\leela.exe' --gtp`}, "leela.exe"},
		{[]string{"powershell.exe", "-NoProfile", `cd C:\bots; .\leela.exe --gtp`}, "leela.exe"},
		{[]string{"pwsh", "-NoProfile", `C:\bots\bot.ps1`}, "bot.ps1"},
		// node --help: -r MODULE preloads a module, -e and -p run code;
		// perlrun: -e code (perl -we 'print 1' runs its code). node
		// -r mod x.js was labelled mod, node -e and perl -we by their
		// code; the code names no program: the interpreter.
		{[]string{"node", "-r", "ts-node/register", "bot.js"}, "bot.js"},
		{[]string{"node", "-e", "require('./bot').main()"}, "node"},
		{[]string{"perl", "-Ilib", "-we", "use Bot; Bot::run()"}, "perl"},
		{[]string{"perl", "-Mstrict", "bot.pl"}, "bot.pl"},
		// perl -I lib bot.pl runs bot.pl with lib first in @INC (perl
		// 5 here: 'ran bot.pl', $INC[0] lib; -wI lib too), as
		// -Ilib does. It was labelled lib.
		{[]string{"perl", "-I", "lib", "bot.pl"}, "bot.pl"},
		{[]string{"perl", "-wI", "lib", "bot.pl"}, "bot.pl"},
		// TypeScript runners: ts-node --help "ts-node [script.ts]
		// [arguments]", tsx runs a file as node does, bun --help "bun
		// run ./my-script.ts" (or the file alone), deno run --help
		// "deno run [OPTIONS] [SCRIPT_ARG]...", -c FILE its config.
		// They were labelled tsx, ts-node (npx's package), bun, deno.
		{[]string{"npx", "tsx", "bot.ts"}, "bot.ts"},
		{[]string{"npx", "ts-node", "-r", "tsconfig-paths/register", "src/bot.ts", "--gtp"}, "bot.ts"},
		{[]string{"bun", "run", "--smol", "bot.ts"}, "bot.ts"},
		{[]string{"bun", "bot.ts"}, "bot.ts"},
		{[]string{"deno", "run", "-A", "-c", "deno.json", "bot.ts"}, "bot.ts"},
		{[]string{"deno", "task", "bot"}, "deno"},
		{[]string{"bun", "x", "cowsay"}, "bun"},
		// sh -c './bot; echo done': the list runs its commands in
		// turn (XCU 2.9.3), so bot reads the referee's commands and
		// echo runs once it has exited. It was labelled echo.
		{[]string{"sh", "-c", "./bot --gtp; echo done >&2"}, "bot"},
		{[]string{"sh", "-c", "./bot && echo ok || echo failed"}, "bot"},
		// Reserved words begin or end parts of compound commands
		// (XCU 2.4, 2.9.4): the command in them is the program. They
		// were labelled fi, done and done.
		{[]string{"sh", "-c", "if [ -x ./bot ]; then ./bot --gtp; fi"}, "bot"},
		{[]string{"bash", "-c", "while true; do ./bot; done"}, "bot"},
		{[]string{"sh", "-c", "for i in 1 2 3; do ./bot --seed $i; done"}, "bot"},
		// Wrappers and runtimes read from their usage texts. node
		// --help: --title=... and the other options shown with
		// "=..." take the next word; node 20.20.2 rejects V8's
		// "--max-old-space-size 4096" ("node: bad option", exit 9),
		// and the script meant is bot.js. dotnet --help: "dotnet
		// [host-options] [path-to-application]"; dotnet run --help:
		// "--project <PATH>" (dotnet run alone runs the current
		// directory's project: dotnet). mono(1): "mono [options] file
		// [arguments...]". xvfb-run --help: "xvfb-run [OPTION ...]
		// COMMAND", -a takes no value, -s ARGS one. valgrind --help:
		// "valgrind [options] prog-and-args", --tool=<name>. lua.c
		// runs -e's code and then the script (lua -e stat script).
		// They were labelled 4096, dotnet, dotnet, mono, xvfb-run,
		// valgrind and lua.
		{[]string{"node", "--max-old-space-size", "4096", "bot.js"}, "bot.js"},
		{[]string{"node", "--redirect-warnings", "warn.log", "bot.js"}, "bot.js"},
		{[]string{"dotnet", "Bot.dll", "--gtp"}, "Bot.dll"},
		{[]string{"dotnet", "--roll-forward", "Major", "bin/Bot.dll"}, "Bot.dll"},
		{[]string{"dotnet", "run", "-c", "Release", "--project", "bots/GoBot/GoBot.csproj", "--", "--gtp"}, "GoBot.csproj"},
		{[]string{"dotnet", "run"}, "dotnet"},
		{[]string{"dotnet", "run", "--project", "./"}, "dotnet"},
		{[]string{"mono", "--debug", "Bot.exe", "gtp"}, "Bot.exe"},
		{[]string{"xvfb-run", "-a", "./bot"}, "bot"},
		{[]string{"xvfb-run", "-s", "-screen 0 640x480x24", "./bot", "--gtp"}, "bot"},
		{[]string{"valgrind", "--tool=memcheck", "-q", "./bot"}, "bot"},
		{[]string{"lua", "-e", "DEBUG=true", "bot.lua"}, "bot.lua"},
		{[]string{"lua", "-e", "print(1)"}, "lua"},
		// Debian names lua's versions lua5.1 to lua5.4 (lua(1):
		// "lua [ options ] [ script [ args ] ]", -l NAME). It was
		// labelled lua5.4.
		{[]string{"lua5.4", "-l", "socket", "bot.lua"}, "bot.lua"},
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
