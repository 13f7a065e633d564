// Command fakeengine is a small GTP engine for the match referee's tests,
// which misbehaves in one chosen way.
//
// It keeps its own board (chinese-1988 rules) from play and genmove. At
// each genmove it plays the next move of -script for its colour, then
// random light-playout moves (-random) or passes. Faults (-fault) happen at
// its -at'th genmove; with -once FILE a fault happens only while FILE does
// not exist, and creates it, so that a restarted engine behaves.
//
// With -on CMD the fault happens at the -at'th CMD command instead (any
// command, genmove included; with -every, at each one from the -at'th on:
// a process that has gone wrong for good); the faults that do not depend on genmove
// work there: crash, exit0, hang, garbage, protocol, refuse, bigrefuse (a
// refusal of 900 KB of text), sayerr (the refusal "?" followed by
// -say, as written: "" for none), kill (SIGKILL to itself), slow, noterm
// (a reply without the empty line), multi (the reply twice; with -slow,
// the copy that much later), wrongid,
// closeout (stdout closed, the process stays alive), flood (megabytes on
// stdout without an empty line), runaway (a reply whose first line never
// ends: no newline after it), say (the reply -say instead) and
// replyexit (the reply -say, then exit 0).
//
// Other flags make a correct but unusual engine: a slow start (-startup,
// or -slow-start for each of its first commands),
// a banner on stdout (-banner; -banner-late: written once the first
// command is read, 200 ms before its reply), lines outside replies (-debug-before,
// -debug-after; -ponder: a block after each genmove reply, ended by an
// empty line later; -ponder-next: a block after each genmove reply, in a
// write of its own made once the next command is read), stderr output during genmove (-stderr-genmove), reply
// framing (-eol, -sep, -trail, -case, -split; \n, \r, \t and \0 in
// them are a newline, a CR, a tab and a NUL), commands it does not know
// (-unknown, -no-list), a slow or silent quit (-quit), a slow answer to
// the play of a pass (-slow-pass), replies without
// ids (-no-ids), a multi-line version
// (-version), and handicap commands and cputime (a count that grows with
// the moves) when listed (-list); place_free_handicap answers with GTP's
// fixed points, or with -free-at's words.
package main

import (
	"bufio"
	"flag"
	"fmt"
	"io"
	"os"
	"os/exec"
	"os/signal"
	"strconv"
	"strings"
	"syscall"
	"time"

	"github.com/gtp-referee/gtp-referee/engine"
	"github.com/gtp-referee/gtp-referee/geom"
	"github.com/gtp-referee/gtp-referee/rules"
)

func main() {
	name := flag.String("name", "Fake", "engine name")
	fault := flag.String("fault", "none", "crash, hang, garbage, protocol, refuse, occupied, slow, exit-at-start, reject-play, hang-final-score")
	at := flag.Int("at", 1, "the genmove (1-based, of this process) at which the fault happens")
	every := flag.Bool("every", false, "with -on: the fault happens at the -at'th CMD and at every later one")
	once := flag.String("once", "", "file marking that the fault already happened")
	script := flag.String("script", "", "comma-separated moves to play at genmove, in order")
	random := flag.Bool("random", false, "play random moves after the script instead of passing")
	resign := flag.Int("resign-at", 0, "resign at this genmove")
	slow := flag.Duration("slow", 0, "time per genmove for -fault slow")
	dead := flag.String("dead", "", "reply to final_status_list dead")
	noFinal := flag.Bool("no-final-score", false, "refuse final_score")
	flood := flag.Int("stderr-flood", 0, "bytes written to stderr at start")
	extra := flag.String("list", "", "extra comma-separated commands to list")
	seed := flag.Uint64("seed", 1, "random seed")
	delay := flag.Duration("delay", 0, "time taken by every genmove")
	on := flag.String("on", "", "the command whose -at'th occurrence has the fault (default genmove)")
	say := flag.String("say", "", "reply text for -fault say")
	ignoreTerm := flag.Bool("ignore-sigterm", false, "ignore SIGTERM and SIGINT")
	child := flag.Bool("child", false, "start a child in its own session that keeps stdout and stderr open")
	stdoutFlood := flag.Int("stdout-flood", 0, "bytes of non-GTP text written to stdout at start")
	logFile := flag.String("log", "", "append every command received to this file")
	startup := flag.Duration("startup", 0, "time before the engine reads its first command")
	banner := flag.String("banner", "", "text written to stdout at start (\\n for a newline)")
	debugBefore := flag.String("debug-before", "", "a non-GTP line written to stdout before each genmove reply")
	debugAfter := flag.String("debug-after", "", "a non-GTP line written to stdout after each reply (\\n for a newline)")
	stderrGenmove := flag.Int("stderr-genmove", 0, "bytes written to stderr during each genmove")
	eol := flag.String("eol", "\n", "line end of replies (\\r\\n for CRLF; \\0 for a NUL)")
	sep := flag.String("sep", " ", "text between '=id' and the reply")
	trail := flag.String("trail", "", "text after each reply's text (\\t for a tab)")
	moveCase := flag.String("case", "", "lower or upper: the case of genmove replies")
	split := flag.Duration("split", 0, "write each reply in two parts, this long apart")
	unknown := flag.String("unknown", "", "comma-separated commands answered with '? unknown command'")
	noList := flag.Bool("no-list", false, "answer list_commands with '? unknown command'")
	quit := flag.String("quit", "", "noreply: exit without answering quit; slow: answer, then exit after -quit-delay")
	quitDelay := flag.Duration("quit-delay", 3*time.Second, "delay of -quit slow")
	fixedAt := flag.String("fixed-at", "", "comma-separated vertices fixed_handicap places instead of GTP's table")
	freeAt := flag.String("free-at", "", "comma-separated words place_free_handicap answers with (GTP's fixed points when empty); the vertices among them are set up")
	preset := flag.String("rules", "chinese-1988", "the rule preset of the engine's own board")
	version := flag.String("version", "1.0", "reply to version (\\n for a newline)")
	exitAfter := flag.Duration("exit-after", 0, "with -fault replyexit: time between the reply and the exit")
	noIDs := flag.Bool("no-ids", false, "reply without the command's id")
	slowPass := flag.Duration("slow-pass", 0, "time taken to acknowledge a pass sent with play")
	slowStart := flag.Duration("slow-start", 0, "time taken to answer each of list_commands, name and version")
	ponder := flag.Duration("ponder", 0, "after each genmove reply, a block of lines ended by an empty line: its first line with the reply, the rest this long after")
	bannerLate := flag.String("banner-late", "", "text written to stdout once the first command is read, 200 ms before its reply (\\n for a newline)")
	ponderNext := flag.Bool("ponder-next", false, "after each genmove reply, a block of lines ended by an empty line, written in a write of its own once the next command is read")
	flag.Parse()
	unescape := func(s string) string {
		return strings.NewReplacer(`\n`, "\n", `\r`, "\r", `\t`, "\t", `\0`, "\x00").Replace(s)
	}
	*eol, *sep, *trail = unescape(*eol), unescape(*sep), unescape(*trail)
	*version, *banner, *debugAfter = unescape(*version), unescape(*banner), unescape(*debugAfter)
	*bannerLate = unescape(*bannerLate)
	unknownSet := map[string]bool{}
	for _, c := range strings.Split(*unknown, ",") {
		if c != "" {
			unknownSet[c] = true
		}
	}
	if *noList {
		unknownSet["list_commands"] = true
	}
	if *banner != "" {
		os.Stdout.WriteString(*banner)
	}
	if *startup > 0 {
		time.Sleep(*startup)
	}

	if *ignoreTerm {
		signal.Ignore(syscall.SIGTERM, syscall.SIGINT)
	}
	if *child {
		c := exec.Command("sleep", "300")
		c.Stdout, c.Stderr = os.Stdout, os.Stderr
		c.SysProcAttr = ownSession()
		if err := c.Start(); err == nil {
			fmt.Fprintf(os.Stderr, "fakeengine: child %d\n", c.Process.Pid)
		}
	}
	if *stdoutFlood > 0 {
		w := bufio.NewWriterSize(os.Stdout, 1<<16)
		filler(w, 'y', 1024, *stdoutFlood)
		w.Flush()
	}

	if *fault == "exit-at-start" {
		fmt.Fprintln(os.Stderr, "fakeengine: exiting at start")
		os.Exit(4)
	}
	if *flood > 0 {
		w := bufio.NewWriterSize(os.Stderr, 1<<16)
		filler(w, 'x', 1024, *flood)
		w.Flush()
	}
	armed := func() bool {
		if *once == "" {
			return true
		}
		// Created here or not at all: of engines that get there at
		// once (a parallel match), only one has the fault.
		f, err := os.OpenFile(*once, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o644)
		if err != nil {
			return false
		}
		f.WriteString("done\n")
		f.Close()
		return true
	}
	moves := []string{}
	if *script != "" {
		moves = strings.Split(*script, ",")
	}
	g := geom.MustGet(19, 19)
	game := engine.NewGame(g, rules.MustLookup(*preset))
	rnd := engine.NewRand(*seed)
	genmoves := 0
	seen := map[string]int{}
	cmds := []string{"protocol_version", "name", "version", "list_commands", "known_command", "quit",
		"boardsize", "clear_board", "komi", "play", "genmove", "undo", "final_score",
		"final_status_list", "time_settings", "time_left"}
	if *extra != "" {
		cmds = append(cmds, strings.Split(*extra, ",")...)
	}
	var listed []string
	for _, c := range cmds {
		if !unknownSet[c] {
			listed = append(listed, c)
		}
	}
	in := bufio.NewScanner(os.Stdin)
	in.Buffer(make([]byte, 1<<20), 1<<20)
	out := bufio.NewWriter(os.Stdout)
	afterReply := "" // written with the next reply, after it
	beforeNext := "" // written once the next command is read (-ponder-next)
	write := func(status, id, text string) {
		if *noIDs {
			id = ""
		}
		msg := status + id + *sep + strings.ReplaceAll(text, "\n", *eol) + *trail + *eol + *eol
		if *split > 0 && len(msg) > 2 {
			half := len(msg) / 2
			out.WriteString(msg[:half])
			out.Flush()
			time.Sleep(*split)
			msg = msg[half:]
		}
		out.WriteString(msg)
		if *debugAfter != "" {
			out.WriteString(*debugAfter + "\n")
		}
		out.WriteString(afterReply)
		afterReply = ""
		out.Flush()
	}
	reply := func(id, text string) { write("=", id, text) }
	fail := func(id, text string) { write("?", id, text) }
	moveReply := func(id, v string) {
		if *stderrGenmove > 0 {
			filler(os.Stderr, 'e', 100, *stderrGenmove)
		}
		if *debugBefore != "" {
			out.WriteString(*debugBefore + "\n")
		}
		switch *moveCase {
		case "lower":
			v = strings.ToLower(v)
		case "upper":
			v = strings.ToUpper(v)
		}
		if *ponderNext {
			beforeNext = "ponder: thinking\nponder: done\n\n"
		}
		if *ponder <= 0 {
			reply(id, v)
			return
		}
		// Output while the opponent thinks (GTP allows none): its first
		// line in the reply's write, the rest of the block later, so
		// that the referee may send the next command meanwhile.
		afterReply = "ponder: thinking\n"
		reply(id, v)
		time.Sleep(*ponder)
		out.WriteString("ponder: done\n\n")
		out.Flush()
	}
	for in.Scan() {
		line := strings.TrimSpace(in.Text())
		if line == "" || line[0] == '#' {
			continue
		}
		if *bannerLate != "" {
			out.WriteString(*bannerLate)
			out.Flush()
			*bannerLate = ""
			time.Sleep(200 * time.Millisecond)
		}
		if beforeNext != "" {
			out.WriteString(beforeNext)
			out.Flush()
			beforeNext = ""
		}
		f := strings.Fields(line)
		id := ""
		if _, err := strconv.Atoi(f[0]); err == nil {
			id, f = f[0], f[1:]
		}
		if len(f) == 0 {
			continue
		}
		seen[f[0]]++
		if *logFile != "" {
			if lf, err := os.OpenFile(*logFile, os.O_APPEND|os.O_CREATE|os.O_WRONLY, 0o644); err == nil {
				fmt.Fprintln(lf, strings.Join(f, " "))
				lf.Close()
			}
		}
		if unknownSet[f[0]] {
			fail(id, "unknown command")
			continue
		}
		faultID := id // the id a fault's reply carries
		if *noIDs {
			faultID = ""
		}
		if *on != "" && f[0] == *on && (seen[f[0]] == *at || *every && seen[f[0]] > *at) && *fault != "none" && armed() {
			if genericFault(*fault, faultID, *say, *slow, *exitAfter, out) {
				continue
			}
		}
		switch f[0] {
		case "list_commands", "name", "version":
			time.Sleep(*slowStart)
		}
		switch f[0] {
		case "protocol_version":
			reply(id, "2")
		case "name":
			reply(id, *name)
		case "version":
			reply(id, *version)
		case "list_commands":
			reply(id, strings.Join(listed, "\n"))
		case "known_command":
			reply(id, "false")
		case "quit":
			switch *quit {
			case "noreply":
				os.Exit(0)
			case "slow":
				reply(id, "")
				time.Sleep(*quitDelay)
			default:
				reply(id, "")
			}
			return
		case "set_free_handicap", "fixed_handicap", "place_free_handicap":
			if !contains(listed, f[0]) {
				fail(id, "unknown command")
				continue
			}
			var pts []geom.Point
			if f[0] == "place_free_handicap" && *freeAt != "" {
				words := strings.Split(*freeAt, ",")
				for _, v := range words {
					if p, err := g.ParseVertex(v); err == nil && p != geom.Pass {
						game.Setup(geom.Black, p)
						pts = append(pts, p)
					}
				}
				game.SetHandicap(len(pts))
				game.SetToMove(geom.White)
				reply(id, strings.Join(words, " "))
				continue
			}
			if f[0] != "set_free_handicap" {
				n, _ := strconv.Atoi(f[1])
				var err error
				if pts, err = engine.FixedHandicap(g, n); err != nil {
					fail(id, "invalid handicap")
					continue
				}
				if *fixedAt != "" {
					pts = pts[:0]
					for _, v := range strings.Split(*fixedAt, ",") {
						p, _ := g.ParseVertex(v)
						pts = append(pts, p)
					}
				}
			} else {
				for _, v := range f[1:] {
					p, err := g.ParseVertex(v)
					if err != nil {
						fail(id, "syntax error")
						continue
					}
					pts = append(pts, p)
				}
			}
			var vs []string
			for _, p := range pts {
				game.Setup(geom.Black, p)
				vs = append(vs, g.Vertex(p))
			}
			game.SetHandicap(len(pts))
			game.SetToMove(geom.White)
			if f[0] != "set_free_handicap" {
				reply(id, strings.Join(vs, " "))
			} else {
				reply(id, "")
			}
		case "boardsize":
			n, _ := strconv.Atoi(f[1])
			g = geom.MustGet(n, n)
			game.Reset(g)
			reply(id, "")
		case "clear_board":
			game.Reset(g)
			reply(id, "")
		case "komi":
			k, _ := strconv.ParseFloat(f[1], 64)
			game.SetKomi(k)
			reply(id, "")
		case "time_settings", "time_left", "kgs-time_settings":
			reply(id, "")
		case "play":
			if *fault == "reject-play" && armed() {
				fail(id, "illegal move")
				continue
			}
			c, _ := geom.ParseColour(f[1])
			p, err := g.ParseVertex(f[2])
			if err != nil {
				fail(id, "syntax error")
				continue
			}
			if p == geom.Pass && *slowPass > 0 {
				time.Sleep(*slowPass)
			}
			if r := game.Play(c, p); r != engine.Legal {
				fail(id, "illegal move: "+r.String())
				continue
			}
			reply(id, "")
		case "undo":
			if game.Undo() {
				reply(id, "")
			} else {
				fail(id, "cannot undo")
			}
		case "genmove", "kgs-genmove_cleanup":
			c, _ := geom.ParseColour(f[1])
			genmoves++
			if *delay > 0 {
				time.Sleep(*delay)
			}
			if *resign > 0 && genmoves == *resign {
				moveReply(id, "resign")
				continue
			}
			if *on == "" && genmoves == *at && *fault != "none" && *fault != "reject-play" && *fault != "hang-final-score" && armed() {
				if *fault != "slow" && *fault != "occupied" && genericFault(*fault, faultID, *say, *slow, *exitAfter, out) {
					continue
				}
				switch *fault {
				case "crash":
					fmt.Fprintln(os.Stderr, "fakeengine: crashing on purpose")
					os.Exit(3)
				case "hang":
					hang()
				case "garbage":
					reply(id, "@@ not a move @@")
					continue
				case "protocol":
					fmt.Fprintf(out, "this is not GTP\n\n")
					out.Flush()
					continue
				case "refuse":
					fail(id, "I refuse")
					continue
				case "slow":
					time.Sleep(*slow)
				case "occupied":
					b := game.Board()
					for _, p := range g.Points {
						if b.At(p) != geom.Empty {
							reply(id, g.Vertex(p))
							break
						}
					}
					continue
				}
			}
			var p geom.Point = geom.Pass
			if len(moves) > 0 {
				v := moves[0]
				moves = moves[1:]
				p, _ = g.ParseVertex(v)
				game.Play(c, p) // may be illegal on purpose: the referee must see it
				moveReply(id, v)
				continue
			}
			if *random {
				p = game.Board().RandomMove(c, rnd)
			}
			game.Play(c, p)
			moveReply(id, g.Vertex(p))
		case "final_score":
			if *noFinal {
				fail(id, "unknown command")
				continue
			}
			if *fault == "hang-final-score" {
				hang()
			}
			reply(id, game.Score(nil).Result())
		case "final_status_list":
			reply(id, *dead)
		case "cputime":
			if !contains(listed, f[0]) {
				fail(id, "unknown command")
				continue
			}
			// A count that grows with the moves made, as a real one.
			reply(id, fmt.Sprintf("%.2f", 0.5+0.01*float64(genmoves)))
		default:
			if contains(cmds, f[0]) {
				reply(id, "")
				continue
			}
			fail(id, "unknown command")
		}
	}
}

// genericFault acts out fault in reply to the command with the given id
// and reports whether the command is answered (or never will be).
func genericFault(fault, id, say string, slow, exitAfter time.Duration, out *bufio.Writer) bool {
	switch fault {
	case "crash":
		fmt.Fprintln(os.Stderr, "fakeengine: crashing on purpose")
		os.Exit(3)
	case "exit0":
		fmt.Fprintln(os.Stderr, "fakeengine: leaving quietly")
		os.Exit(0)
	case "hang":
		hang()
	case "garbage":
		fmt.Fprintf(out, "=%s @@ not a move @@\n\n", id)
	case "protocol":
		fmt.Fprintf(out, "this is not GTP\n\n")
	case "refuse":
		fmt.Fprintf(out, "?%s I refuse\n\n", id)
	case "bigrefuse":
		fmt.Fprintf(out, "?%s %s\n\n", id, strings.Repeat("E", 900_000))
	case "sayerr":
		fmt.Fprintf(out, "?%s%s\n\n", id, say)
	case "kill":
		out.Flush()
		fmt.Fprintln(os.Stderr, "fakeengine: killing itself")
		killSelf()
		hang()
	case "say":
		fmt.Fprintf(out, "=%s %s\n\n", id, say)
	case "replyexit":
		fmt.Fprintf(out, "=%s %s\n\n", id, say)
		out.Flush()
		time.Sleep(exitAfter)
		os.Exit(0)
	case "noterm":
		fmt.Fprintf(out, "=%s %s\n", id, say)
	case "multi":
		fmt.Fprintf(out, "=%s %s\n\n", id, say)
		if slow > 0 {
			// The copy comes later, in a write of its own.
			out.Flush()
			time.Sleep(slow)
		}
		fmt.Fprintf(out, "=%s %s\n\n", id, say)
	case "wrongid":
		fmt.Fprintf(out, "=%s9 %s\n\n", id, say)
	case "closeout":
		out.Flush()
		os.Stdout.Close()
		hang()
	case "flood":
		fmt.Fprintf(out, "=%s ", id)
		filler(out, 'z', 1024, 8<<20)
		out.Flush()
		hang()
	case "runaway":
		fmt.Fprintf(out, "=%s ", id)
		chunk := strings.Repeat("z", 4096)
		for {
			out.WriteString(chunk)
			if out.Flush() != nil {
				os.Exit(0)
			}
		}
	case "slow":
		time.Sleep(slow)
		return false
	default:
		return false
	}
	out.Flush()
	return true
}

func contains(s []string, x string) bool {
	for _, v := range s {
		if v == x {
			return true
		}
	}
	return false
}

// hang blocks forever (a plain select{} would be reported as a deadlock).
func hang() {
	for {
		time.Sleep(time.Hour)
	}
}

// filler writes lines of width bytes (the character c, then a newline) to
// w until at least total bytes are written: the floods of non-GTP text.
func filler(w io.Writer, c byte, width, total int) {
	line := strings.Repeat(string(c), width-1) + "\n"
	for n := 0; n < total; n += len(line) {
		io.WriteString(w, line)
	}
}
