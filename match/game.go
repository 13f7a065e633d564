package match

import (
	"context"
	"errors"
	"fmt"
	"math"
	"slices"
	"sort"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/gtp-referee/gtp-referee/areacount"
	"github.com/gtp-referee/gtp-referee/engine"
	"github.com/gtp-referee/gtp-referee/geom"
	"github.com/gtp-referee/gtp-referee/gtp"
	"github.com/gtp-referee/gtp-referee/match/clock"
	"github.com/gtp-referee/gtp-referee/match/results"
	"github.com/gtp-referee/gtp-referee/rules"
	"github.com/gtp-referee/gtp-referee/sgf"
)

// errAborted is returned by a game interrupted by the cancellation of the
// match: such a game is not recorded and is played again on resume.
var errAborted = errors.New("game aborted")

// ErrBoardSizeRefused reports that an engine refused the match's board
// size (GTP's boardsize answered with an error, "unacceptable size"): it
// cannot play any game of the match, so Run stops without recording the
// game, as gogui-twogtp stops, rather than charge the refusal to it game
// after game. The error names the engine and its reply.
var ErrBoardSizeRefused = errors.New("the board size is refused")

// ErrCannotRun reports that an engine's command exited with status 127
// (not found) or 126 (not executable) before writing anything on its
// standard output, as a wrapper (env, sh -c, nice, a shell script) does
// when it cannot run the program it names: a mistake in the command line,
// as a program that is not found, not a crash to charge as a forfeit, so
// Run stops without recording the game. The error names the engine and
// the end of what it wrote on its standard error.
var ErrCannotRun = errors.New("the engine's command cannot run its program")

// cannotRun reports whether err, an engine's failure to start, is its
// command's exit with status 126 or 127 before any output on stdout, and
// the description of it for ErrCannotRun's message.
func cannotRun(err error) (string, bool) {
	var ce *gtp.CrashError
	if !errors.As(err, &ce) || ce.Running || !ce.Silent || (ce.ExitCode != 126 && ce.ExitCode != 127) {
		return "", false
	}
	what := "127, command not found"
	if ce.ExitCode == 126 {
		what = "126, command not executable"
	}
	msg := fmt.Sprintf("exited with status %s, before any output", what)
	if tail := strings.TrimSpace(ce.Stderr); tail != "" {
		if i := strings.LastIndexByte(tail, '\n'); i >= 0 {
			tail = tail[i+1:]
		}
		msg += ": " + clip(tail)
	}
	return msg, true
}

// ending is how a game ended.
type ending struct {
	result  string      // SGF RE
	reason  string      // short reason
	detail  string      // explanation
	charged geom.Colour // the player blamed (Empty if none)
	crash   bool        // the charged player's engine crashed
	counted bool        // the result comes from counting the board
}

// gameRun is the state of one game being played.
type gameRun struct {
	cfg   *Config
	no    int
	alt   bool
	geo   *geom.Geometry
	game  *engine.Game
	seats [3]*seat // by colour
	eng   [3]Engine
	clk   [3]*clock.Clock
	wall  [3]time.Duration
	turn  [3]time.Time // when each player's current turn began (zero between turns)
	// kgsTime tells which engines were given the clock by
	// kgs-time_settings (else by time_settings, as Canadian overtime).
	kgsTime [3]bool
	// noTimeLeft tells which engines refused time_left: it is not sent
	// to them again in this game (the referee keeps the clock anyway).
	noTimeLeft [3]bool
	cpu0       [3]float64
	// cpuOK tells which engines gave a readable cputime at the start: only
	// their CPU time is asked at the end.
	cpuOK [3]bool

	root, node *sgf.Node
	rec        results.Record
	places     []results.Placement
	warnings   [3]int
	moves      int
	passes     int
	cleanup    bool
	// cleanupStones counts, per colour, the stones placed in the cleanup
	// phase: a territory count gives them back (see score).
	cleanupStones [3]int
	refNs         []int64
	refStart      time.Time
	crashed       [3]bool
	killed        [3]bool // killed after a fault: crashed, hung past the timeout, out of protocol
	drift         bool
	asked         [3]bool    // the colour's engine was sent a genmove
	errs          []string   // engine failures that did not decide the game (results.dat's ERR_MSG)
	sent          []sentMove // every play sent to both engines after the handicap
	handPts       []geom.Point
}

// sentMove is a move as the engines were told it.
type sentMove struct {
	c geom.Colour
	p geom.Point
}

func colourName(c geom.Colour) string {
	if c == geom.White {
		return "white"
	}
	return "black"
}

// who names colour c's player in a message that may end up in
// results.dat's ERR_MSG: its colour, which program plays it and that
// program's name, since under --alternate the --black program plays White
// in every other game ("white (--black program GNU Go) crashed ...").
func (r *gameRun) who(c geom.Colour) string {
	name, _ := r.seats[c].prog.info()
	if name == "" {
		name = r.seats[c].prog.fileName() // it never started
	}
	return fmt.Sprintf("%s (--%s program %s)", colourName(c), r.program(c), clip(name))
}

func letter(c geom.Colour) string {
	if c == geom.White {
		return "W"
	}
	return "B"
}

// playedGame is a finished game as playGame returns it.
type playedGame struct {
	rec *results.Record
	sgf []byte
}

// playGame plays game no with the two seats (indexed by program: 0 the
// --black program, 1 the --white one) and returns its record and SGF.
func playGame(ctx context.Context, cfg *Config, no int, progSeats [2]*seat) (*playedGame, error) {
	geo, err := geom.Get(cfg.Size, cfg.Size)
	if err != nil {
		return nil, fmt.Errorf("board: %w", err)
	}
	r := &gameRun{cfg: cfg, no: no, alt: cfg.Alternated(no), geo: geo}
	if r.alt {
		r.seats[geom.Black], r.seats[geom.White] = progSeats[1], progSeats[0]
	} else {
		r.seats[geom.Black], r.seats[geom.White] = progSeats[0], progSeats[1]
	}
	r.game = engine.NewGame(geo, cfg.Rules)
	r.game.SetKomi(cfg.Komi)
	for _, c := range []geom.Colour{geom.Black, geom.White} {
		r.clk[c] = clock.New(cfg.Time)
	}
	start := time.Now()
	r.rec = results.Record{Game: no, Alt: r.alt, Komi: cfg.Komi, Handicap: cfg.Handicap,
		Start: start.UTC().Format(time.RFC3339), ScoreB: "?", ScoreW: "?"}
	r.root, err = sgf.NewGame(cfg.Size, cfg.Size)
	if err != nil {
		return nil, fmt.Errorf("sgf: %w", err)
	}
	r.node = r.root

	// A game stopped by a decision of the SPRT (errStopped) is recorded
	// as far as it went: unfinished, or with its result if it had one.
	stopped := func() bool { return errors.Is(context.Cause(ctx), errStopped) }
	end, err := r.run(ctx)
	if err != nil {
		if !errors.Is(err, errAborted) || !stopped() {
			return nil, err
		}
		end = r.stoppedEnding()
	}
	r.finish(ctx, end)
	if ctx.Err() != nil && !stopped() {
		// Interrupted while asking for the final scores: the game is
		// played again on resume, as any game in progress.
		return nil, errAborted
	}
	r.rec.Seconds = time.Since(start).Seconds()
	data, err := r.sgfBytes(end)
	if err != nil {
		return nil, err
	}
	return &playedGame{rec: &r.rec, sgf: data}, nil
}

// reasonStopped is the reason of a game stopped unfinished when the SPRT
// decided (stoppedEnding).
const reasonStopped = "stopped"

// stoppedEnding is the end of a game stopped before its end because the
// SPRT decided on the games recorded: no result (SGF FF[4]'s RE[Void], "no
// result or suspended play"), charged to no one; the engines were
// interrupted, not at fault.
func (r *gameRun) stoppedEnding() *ending {
	return &ending{result: "Void", reason: reasonStopped,
		detail: fmt.Sprintf("no result: the game was stopped unfinished after %s, when the SPRT decided on the games recorded", count(r.moves, "move", "moves"))}
}

// comment adds text to the comment of node n, made valid UTF-8 (engines'
// messages end up here as they sent them; the record says CA[UTF-8]).
func comment(n *sgf.Node, text string) {
	text = strings.ToValidUTF8(text, "\uFFFD")
	if old, ok := n.Get("C"); ok && old != "" {
		text = old + "\n" + text
	}
	n.SetProperty("C", text)
}

// event records a referee event on the current node and in the record.
func (r *gameRun) event(format string, args ...any) {
	msg := fmt.Sprintf(format, args...)
	r.rec.Events = append(r.rec.Events, msg)
	comment(r.node, "referee: "+msg)
}

func (r *gameRun) win(c geom.Colour, how string) string { return letter(c) + "+" + how }

// fault turns an engine failure of colour c into the ending it causes, or
// nil if the failure is only an event (a refused command that does not
// matter). The engine is killed if it is hung, crashed or out of protocol.
func (r *gameRun) fault(ctx context.Context, c geom.Colour, what string, err error) (*ending, error) {
	kind := classify(ctx, err)
	opp := c.Opp()
	switch kind {
	case faultAborted:
		return nil, errAborted
	case faultTimeout:
		// A loss on time is only a clock's running out (RULES.md art.
		// 23.5), which timeLoss records; a command that gets no answer
		// within --timeout, outside a clocked turn or without a clock,
		// is a fault of the engine.
		r.drop(c)
		how := "hung on " + what
		var te *gtp.TimeoutError
		if errors.As(err, &te) && te.Begun != "" {
			how = "did not end its reply on " + what + " with an empty line in time"
		}
		return &ending{result: r.win(opp, "F"), reason: "hang", charged: c,
			detail: fmt.Sprintf("%s %s and was killed: %s", r.who(c), how, shortErr(err))}, nil
	case faultCrash:
		r.drop(c)
		r.crashed[c] = true
		return &ending{result: r.win(opp, "F"), reason: "crash", charged: c, crash: true,
			detail: fmt.Sprintf("%s crashed on %s: %s", r.who(c), what, shortErr(err))}, nil
	case faultProtocol:
		r.drop(c)
		return &ending{result: r.win(opp, "F"), reason: "protocol", charged: c,
			detail: fmt.Sprintf("%s broke the protocol on %s: %s", r.who(c), what, shortErr(err))}, nil
	case faultRefused:
		return &ending{result: r.win(opp, "F"), reason: "refused", charged: c,
			detail: fmt.Sprintf("%s refused %s: %s", r.who(c), what, refusal(err))}, nil
	}
	return nil, nil
}

func shortErr(err error) string {
	s := err.Error()
	if i := strings.Index(s, "; stderr tail:"); i >= 0 {
		s = s[:i]
	}
	if len(s) > 300 {
		s = s[:300] + "..."
	}
	return s
}

// refusal returns the text of a "?" reply, or the error text, clipped as
// any engine text that goes into a record (an engine may refuse with
// megabytes). A "?" without text is "no message", so that no record ends
// with the colon that introduces it.
func refusal(err error) string {
	var ee *gtp.EngineError
	if errors.As(err, &ee) {
		if strings.TrimSpace(ee.Msg) == "" {
			return "no message"
		}
		return clip(ee.Msg)
	}
	return shortErr(err)
}

// send sends a command to colour c's engine with the command timeout.
func (r *gameRun) send(ctx context.Context, c geom.Colour, cmd string, args ...string) (string, error) {
	return r.eng[c].Send(ctx, r.cfg.CommandTimeout, cmd, args...)
}

// mustSendTimeout is mustSend with a deadline of its own.
func (r *gameRun) mustSendTimeout(ctx context.Context, c geom.Colour, timeout time.Duration, tolerate bool, cmd string, args ...string) (string, *ending, error) {
	reply, err := r.eng[c].Send(ctx, timeout, cmd, args...)
	if err == nil {
		return reply, nil, nil
	}
	if tolerate && classify(ctx, err) == faultRefused {
		r.event("%s refused %s: %s", colourName(c), strings.Join(append([]string{cmd}, args...), " "), refusal(err))
		return "", nil, nil
	}
	e, aerr := r.fault(ctx, c, strings.Join(append([]string{cmd}, args...), " "), err)
	return "", e, aerr
}

// firstCommand sends the game's first command to colour c's engine, as
// mustSend does. An engine kept from the last game may have exited just
// after its last reply, before the referee could see it go (ensure looks
// only at processes already reaped), or may send a second reply to one of
// its last game's commands that comes only once this command is sent (the
// gtp client reports a copy that comes earlier, while no command awaits a
// reply, and noteStray records it in that game). Neither is this game's
// fault: such an engine is started again, with an event, and the command
// is sent once more; a second failure is charged as usual.
func (r *gameRun) firstCommand(ctx context.Context, c geom.Colour, kept bool, cmd string, args ...string) (*ending, error) {
	if kept {
		_, err := r.send(ctx, c, cmd, args...)
		if err == nil {
			return nil, nil
		}
		var pe *gtp.ProtocolError
		var note string
		switch {
		case classify(ctx, err) == faultCrash:
			note = fmt.Sprintf("the engine had exited after its last game (%s) and was restarted", shortErr(err))
		case errors.As(err, &pe) && pe.Earlier != "":
			note = fmt.Sprintf("the engine sent a second reply to %q of its last game once this game had begun (%q); it was restarted",
				clip(pe.Earlier), clip(pe.Line))
		default:
			return r.fault(ctx, c, strings.Join(append([]string{cmd}, args...), " "), err)
		}
		r.seats[c].kill()
		e, lerr := r.seats[c].launch(ctx)
		if lerr != nil {
			return r.fault(ctx, c, "restart", lerr)
		}
		r.eng[c] = e
		r.event("%s: %s", colourName(c), note)
	}
	_, e, err := r.mustSend(ctx, c, false, cmd, args...)
	return e, err
}

// mustSend sends a command whose failure (other than a refusal, which is
// tolerated when tolerate is true) ends the game against c.
func (r *gameRun) mustSend(ctx context.Context, c geom.Colour, tolerate bool, cmd string, args ...string) (string, *ending, error) {
	return r.mustSendTimeout(ctx, c, r.cfg.CommandTimeout, tolerate, cmd, args...)
}

// run plays the game to its end.
func (r *gameRun) run(ctx context.Context) (*ending, error) {
	// Start the engines, both even if the first fails: when neither
	// can start, neither wins.
	var failed []string
	var failedC geom.Colour
	var kinds []string // the reason of each failure: crash, hang or protocol
	var kept [3]bool   // the engine is the one that played the last game
	var unrunnable []string
	for _, c := range []geom.Colour{geom.Black, geom.White} {
		kept[c] = r.seats[c].eng != nil
		e, note, err := r.seats[c].ensure(ctx)
		if note != "" {
			kept[c] = false
			r.event("%s: %s", colourName(c), note)
		}
		if err != nil {
			if ctx.Err() != nil {
				return nil, errAborted
			}
			if msg, ok := cannotRun(err); ok {
				r.seats[c].kill()
				unrunnable = append(unrunnable, fmt.Sprintf("%s: %s", r.who(c), msg))
				continue
			}
			var se *errStart
			isStart := errors.As(err, &se)
			switch kind := classify(ctx, err); {
			case isStart && kind == faultTimeout:
				// Started, but no answer to list_commands, name or
				// version within --startup-timeout: a hang, not a
				// crash; it was killed.
				r.killed[c] = true
				kinds = append(kinds, "hang")
				failed = append(failed, fmt.Sprintf("%s hung at startup and was killed: %s", r.who(c), shortErr(se.err)))
			case isStart && kind == faultProtocol:
				// Started, but answered one of those commands out of
				// protocol (a wrong id, a block that is no reply): it
				// did not crash; the referee killed it
				// (results.Record's Killed).
				r.killed[c] = true
				kinds = append(kinds, "protocol")
				failed = append(failed, fmt.Sprintf("%s broke the protocol at startup and was killed: %s", r.who(c), shortErr(se.err)))
			default:
				r.crashed[c] = true
				kinds = append(kinds, "crash")
				failed = append(failed, fmt.Sprintf("%s: %s", r.who(c), shortErr(err)))
			}
			failedC = c
			continue
		}
		r.eng[c] = e
	}
	if len(unrunnable) > 0 {
		return nil, fmt.Errorf("%w: %s", ErrCannotRun, strings.Join(unrunnable, "; "))
	}
	// The names go in the record whether or not both engines started.
	for _, c := range []geom.Colour{geom.Black, geom.White} {
		name, version := r.seats[c].prog.info()
		if name == "" {
			name = r.seats[c].prog.fileName() // it never started
		}
		if c == geom.Black {
			r.rec.NameB, r.rec.VersionB = strings.TrimSpace(name+" "+version), version
		} else {
			r.rec.NameW, r.rec.VersionW = strings.TrimSpace(name+" "+version), version
		}
	}
	switch len(failed) {
	case 1:
		return &ending{result: r.win(failedC.Opp(), "F"), reason: kinds[0], charged: failedC, crash: kinds[0] == "crash",
			detail: failed[0]}, nil
	case 2:
		reason := kinds[0]
		switch {
		case kinds[1] == reason:
		case slices.Contains(kinds, "crash"):
			reason = "crash" // as before the hang and protocol kinds
		default:
			reason = "protocol" // one hung, the other broke the protocol
		}
		return &ending{result: "Void", reason: reason, crash: true,
			detail: "no result: neither engine could start; " + strings.Join(failed, "; ")}, nil
	}
	// The board size first, to both engines. An engine that refuses it
	// cannot play any game of the match: the match stops (gogui-twogtp
	// stops at once too, CLIENTS.md section 5), without a record of a
	// game never played, rather than charge the refusal to that engine
	// game after game until --crash-limit. Both are asked, so that the
	// message names every engine that refuses.
	var refused []string
	var other *ending // another fault on boardsize
	for _, c := range []geom.Colour{geom.Black, geom.White} {
		e, err := r.firstCommand(ctx, c, kept[c], "boardsize", strconv.Itoa(r.cfg.Size))
		switch {
		case err != nil:
			return nil, err
		case e == nil:
		case e.reason == "refused":
			refused = append(refused, e.detail)
		case other == nil:
			other = e
		}
	}
	if len(refused) > 0 {
		return nil, fmt.Errorf("%w: %s", ErrBoardSizeRefused, strings.Join(refused, "; "))
	}
	if other != nil {
		return other, nil
	}
	for _, c := range []geom.Colour{geom.Black, geom.White} {
		if e, err := r.clearBoard(ctx, c); e != nil || err != nil {
			return e, err
		}
		// The rules, before the komi (some engines reset the komi with
		// the rules): KataGo's JSON form, else the closest KGS name.
		switch {
		case r.eng[c].Known("kata-set-rules"):
			if _, e, err := r.mustSend(ctx, c, true, "kata-set-rules", r.cfg.Rules.KataGo()); e != nil || err != nil {
				return e, err
			}
		case r.eng[c].Known("kgs-rules"):
			if _, e, err := r.mustSend(ctx, c, true, "kgs-rules", r.cfg.Rules.KGS()); e != nil || err != nil {
				return e, err
			}
		}
		if _, e, err := r.mustSend(ctx, c, true, "komi", strconv.FormatFloat(r.cfg.Komi, 'f', -1, 64)); e != nil || err != nil {
			return e, err
		}
		if r.eng[c].Known("cputime") {
			// A setup command as the others: a hang, a crash or a broken
			// protocol here is charged to this command, not to the next
			// one; a refusal or an unreadable count only costs the game's
			// CPU time.
			s, err := r.send(ctx, c, "cputime")
			switch {
			case err == nil:
				if v, ok := r.cpuSeconds(c, "at the start", s); ok {
					r.cpu0[c], r.cpuOK[c] = v, true
				}
			case classify(ctx, err) == faultRefused:
				r.event("%s refused cputime: %s; CPU time recorded as 0", colourName(c), refusal(err))
			default:
				return r.fault(ctx, c, "cputime", err)
			}
		}
	}
	if e, err := r.setupHandicap(ctx); e != nil || err != nil {
		return e, err
	}
	if e, err := r.setupOpening(ctx); e != nil || err != nil {
		return e, err
	}
	for _, c := range []geom.Colour{geom.Black, geom.White} {
		if r.cfg.Time.Kind != clock.None && r.eng[c].Known("kgs-time_settings") {
			args := r.cfg.Time.KGSTimeSettings()
			_, err := r.send(ctx, c, "kgs-time_settings", args...)
			if err == nil {
				r.kgsTime[c] = true
				continue
			}
			line := strings.Join(append([]string{"kgs-time_settings"}, args...), " ")
			if classify(ctx, err) != faultRefused {
				return r.fault(ctx, c, line, err)
			}
			// KGS: a refusal means settings the engine cannot play
			// with. GTP's own time_settings follows, so that the
			// engine does not go on as if without a clock, and its
			// time_left is GTP's (stones in a period, not periods).
			r.event("%s refused %s: %s; time_settings sent instead", colourName(c), line, refusal(err))
		}
		if _, e, err := r.mustSend(ctx, c, true, "time_settings", r.cfg.Time.TimeSettings()...); e != nil || err != nil {
			return e, err
		}
	}
	return r.loop(ctx)
}

func (r *gameRun) vertices(ps []geom.Point) []string {
	out := make([]string, len(ps))
	for i, p := range ps {
		out[i] = r.geo.Vertex(p)
	}
	return out
}

func (r *gameRun) sgfPoint(p geom.Point) string {
	x, y := r.geo.XY(p)
	s, _ := sgf.PointString(sgf.Point{X: x, Y: r.geo.H - 1 - y})
	return s
}

// place records colour c's stone (or pass) at p for the duplicate key;
// setup tells a stone set up (a handicap stone, an opening's AB or AW)
// from a move.
func (r *gameRun) place(c geom.Colour, p geom.Point, setup bool) {
	if r.cleanup && p != geom.Pass {
		r.cleanupStones[c]++
	}
	pl := results.Placement{Colour: letter(c)[0], Pass: p == geom.Pass, Setup: setup}
	if p != geom.Pass {
		x, y := r.geo.XY(p)
		pl.X, pl.Y = x, r.geo.H-1-y
	}
	r.places = append(r.places, pl)
}

// setupHandicap places the handicap stones of --handicap (an opening's
// are placed by setupOpening): with --free-handicap where Black's engine
// lists place_free_handicap, where it places them (freeHandicap), else at
// GTP's fixed points. sendHandicap says how the engines get them.
func (r *gameRun) setupHandicap(ctx context.Context) (*ending, error) {
	n := r.cfg.Handicap
	if n == 0 {
		return nil, nil
	}
	var pts []geom.Point
	free := false
	if r.cfg.FreeHandicap {
		if r.eng[geom.Black].Known("place_free_handicap") {
			var e *ending
			var err error
			if pts, e, err = r.freeHandicap(ctx, n); e != nil || err != nil {
				return e, err
			}
			free = true
		} else {
			r.event("black does not list place_free_handicap; the handicap stones stand on GTP's fixed points")
		}
	}
	if !free {
		var err error
		if pts, err = engine.FixedHandicap(r.geo, n); err != nil {
			return nil, fmt.Errorf("handicap: %w", err)
		}
	}
	// Compensation and HA for the stones placed: an engine's free
	// placement may have fewer (freeHandicap).
	r.game.SetHandicap(len(pts))
	r.rec.Handicap = len(pts)
	var ab []string
	for _, p := range pts {
		r.game.Setup(geom.Black, p)
		ab = append(ab, r.sgfPoint(p))
		r.place(geom.Black, p, true)
	}
	r.game.SetToMove(geom.White)
	r.root.SetProperty("AB", ab...)
	r.root.SetProperty("PL", "W")
	r.handPts = pts
	for _, c := range []geom.Colour{geom.Black, geom.White} {
		if free && c == geom.Black {
			continue // its engine placed them
		}
		if e, err := r.sendHandicap(ctx, c); e != nil || err != nil {
			return e, err
		}
	}
	return nil, nil
}

// freeHandicap asks Black's engine to place n handicap stones
// (place_free_handicap, GTP 2 section 6.3.2) and returns the points it
// names, in its order. GTP 2 section 4.1.2 lets an engine place fewer
// stones than asked (when it believes fewer cannot lose): from 2 stones
// (set_free_handicap's least, the least number asked) such a reply is
// taken, with an event, and the game is one of that handicap. A refusal
// or another failure of the command is charged as any setup command's; a
// reply that is not 2 to n vertices (unreadable words, a pass, one stone
// or more than n) forfeits as a reply to genmove that is no move does
// ("malformed"), one that names a point off the board or a point twice
// (all points are empty before the handicap) forfeits as an illegal move
// does.
func (r *gameRun) freeHandicap(ctx context.Context, n int) ([]geom.Point, *ending, error) {
	cmd := "place_free_handicap " + strconv.Itoa(n)
	reply, e, err := r.mustSend(ctx, geom.Black, false, "place_free_handicap", strconv.Itoa(n))
	if e != nil || err != nil {
		return nil, e, err
	}
	words := strings.Fields(reply)
	malformed := func(why string) *ending {
		r.restart(geom.Black)
		return &ending{result: r.win(geom.White, "F"), reason: "malformed", charged: geom.Black,
			detail: fmt.Sprintf("%s answered %s with %q, %s", r.who(geom.Black), cmd, clip(reply), why)}
	}
	illegal := func(why string) *ending {
		return &ending{result: r.win(geom.White, "F"), reason: "illegal", charged: geom.Black,
			detail: fmt.Sprintf("%s answered %s with %q: %s, and forfeits", r.who(geom.Black), cmd, clip(reply), why)}
	}
	pts := make([]geom.Point, 0, n)
	var have geom.Bitboard
	for _, w := range words {
		p, perr := r.geo.ParseVertex(w)
		switch {
		case errors.Is(perr, geom.ErrOffBoard):
			return nil, illegal(fmt.Sprintf("%s is off the board", clip(strings.ToUpper(w)))), nil
		case perr != nil:
			return nil, malformed(fmt.Sprintf("in which %q is not a vertex", clip(w))), nil
		case p == geom.Pass:
			return nil, malformed("in which a pass is no stone"), nil
		case have.Has(p):
			return nil, illegal(fmt.Sprintf("%s is named twice (occupied)", strings.ToUpper(w))), nil
		}
		have.Set(p)
		pts = append(pts, p)
	}
	if len(pts) < 2 || len(pts) > n {
		return nil, malformed(fmt.Sprintf("%s, not 2 to %d", count(len(pts), "stone", "stones"), n)), nil
	}
	if len(pts) < n {
		r.event("black placed %d handicap stones of the %d asked (GTP 2 section 4.1.2 allows fewer); the game is one of %d",
			len(pts), n, len(pts))
	}
	return pts, nil, nil
}

// sendHandicap gives colour c's engine the handicap stones, as handicap
// (CLIENTS.md section 6): set_free_handicap where listed, else
// fixed_handicap where they are GTP's fixed placement, else plays.
func (r *gameRun) sendHandicap(ctx context.Context, c geom.Colour) (*ending, error) {
	pts := r.handPts
	if len(pts) == 0 {
		return nil, nil
	}
	var e *ending
	var err error
	switch {
	case len(pts) >= 2 && r.eng[c].Known("set_free_handicap"):
		// GTP's set_free_handicap takes 2 stones or more.
		_, e, err = r.mustSend(ctx, c, false, "set_free_handicap", r.vertices(pts)...)
	case r.eng[c].Known("fixed_handicap") && r.fixedPlacement(pts):
		var reply string
		reply, e, err = r.mustSend(ctx, c, false, "fixed_handicap", strconv.Itoa(len(pts)))
		if e != nil || err != nil {
			return e, err
		}
		// GTP's reply lists the stones placed: they must be the table's
		// (an empty reply cannot be checked).
		if got, ok := r.sameStones(reply, pts); !ok {
			r.event("%s's fixed_handicap placed %s, not GTP's %s; it is given the referee's stones with clear_board and plays",
				colourName(c), got, strings.Join(r.vertices(pts), " "))
			if _, e, err = r.mustSend(ctx, c, false, "clear_board"); e != nil || err != nil {
				return e, err
			}
			e, err = r.playStones(ctx, c, pts)
		}
	default:
		e, err = r.playStones(ctx, c, pts)
	}
	return e, err
}

// fixedPlacement reports whether the points pts are GTP's fixed handicap
// placement of as many stones (those of --handicap always are; an
// opening's handicap stones may stand anywhere), in any order.
func (r *gameRun) fixedPlacement(pts []geom.Point) bool {
	fixed, err := engine.FixedHandicap(r.geo, len(pts))
	if err != nil || len(fixed) != len(pts) {
		return false
	}
	var want, have geom.Bitboard
	for _, p := range fixed {
		want.Set(p)
	}
	for _, p := range pts {
		have.Set(p)
	}
	return have == want
}

// playStones sends the black stones pts to colour c's engine as plays.
func (r *gameRun) playStones(ctx context.Context, c geom.Colour, pts []geom.Point) (*ending, error) {
	for _, p := range pts {
		if e, err := r.setupPlay(ctx, c, sentMove{geom.Black, p}); e != nil || err != nil {
			return e, err
		}
	}
	return nil, nil
}

// setupPlay tells colour c's engine move m outside the play loop: a
// handicap stone, an opening's stone or move, a move given again to
// resynchronise the engine. The referee has accepted m, so a refusal is a
// position drift, as in play (tellMove): the engine's board is no longer
// the referee's. Other failures are charged as usual.
func (r *gameRun) setupPlay(ctx context.Context, c geom.Colour, m sentMove) (*ending, error) {
	v := r.geo.Vertex(m.p)
	_, err := r.send(ctx, c, "play", colourName(m.c), v)
	if err == nil {
		return nil, nil
	}
	if classify(ctx, err) != faultRefused {
		return r.fault(ctx, c, "play "+colourName(m.c)+" "+v, err)
	}
	r.drift = true
	r.event("position drift: %s rejected play %s %s, which the referee accepted: %s",
		r.who(c), letter(m.c), strings.ToUpper(v), refusal(err))
	return nil, nil
}

// sameStones reports whether a fixed_handicap reply lists the points pts
// (in any order, in any case); an empty reply passes. got is the reply's
// vertices, cleaned for a message.
func (r *gameRun) sameStones(reply string, pts []geom.Point) (got string, ok bool) {
	f := strings.Fields(reply)
	if len(f) == 0 {
		return "", true
	}
	got = clip(strings.ToUpper(strings.Join(f, " ")))
	if len(f) != len(pts) {
		return got, false
	}
	var want, have geom.Bitboard
	for _, p := range pts {
		want.Set(p)
	}
	for _, v := range f {
		p, err := r.geo.ParseVertex(v)
		if err != nil || p == geom.Pass || !r.geo.OnBoard(p) {
			return got, false
		}
		have.Set(p)
	}
	return got, have == want
}

// clearBoard sends clear_board to colour c's engine, whose failure ends
// the game against c. GTP 2 says clear_board never fails: an engine that
// refuses it may be in any state, as one that refuses genmove, so a new
// one plays the next game.
func (r *gameRun) clearBoard(ctx context.Context, c geom.Colour) (*ending, error) {
	_, e, err := r.mustSend(ctx, c, false, "clear_board")
	if e != nil && e.reason == "refused" {
		r.restart(c)
	}
	return e, err
}

// resync brings colour c's engine back to the referee's position after a
// void move: clear_board, the handicap, then every move again.
func (r *gameRun) resync(ctx context.Context, c geom.Colour) (*ending, error) {
	if e, err := r.clearBoard(ctx, c); e != nil || err != nil {
		return e, err
	}
	if e, err := r.sendHandicap(ctx, c); e != nil || err != nil {
		return e, err
	}
	for _, m := range r.sent {
		if e, err := r.setupPlay(ctx, c, m); e != nil || err != nil {
			return e, err
		}
	}
	return nil, nil
}

// setupOpening plays the opening of the game on the referee's board and
// sends it to both engines.
func (r *gameRun) setupOpening(ctx context.Context) (*ending, error) {
	op := r.cfg.OpeningFor(r.no)
	if op == nil {
		return nil, nil
	}
	r.rec.Opening = op.Name
	var ab, aw []string
	for _, p := range op.SetupBlack {
		r.game.Setup(geom.Black, p)
		ab = append(ab, r.sgfPoint(p))
		r.place(geom.Black, p, true)
	}
	for _, p := range op.SetupWhite {
		r.game.Setup(geom.White, p)
		aw = append(aw, r.sgfPoint(p))
		r.place(geom.White, p, true)
	}
	if len(ab) > 0 {
		r.root.SetProperty("AB", ab...)
	}
	if len(aw) > 0 {
		r.root.SetProperty("AW", aw...)
	}
	comment(r.root, "opening: "+op.Name)
	var all []sentMove
	if op.Handicap >= 2 {
		// A handicap game, as one of --handicap: the compensation in
		// the count, HA in the record, and the black stones sent to the
		// engines as handicap (before the other stones and the moves),
		// also when a void move has them sent again (resync).
		r.game.SetHandicap(op.Handicap)
		r.rec.Handicap = op.Handicap
		r.handPts = op.SetupBlack
		for _, c := range []geom.Colour{geom.Black, geom.White} {
			if e, err := r.sendHandicap(ctx, c); e != nil || err != nil {
				return e, err
			}
		}
	} else {
		for _, p := range op.SetupBlack {
			all = append(all, sentMove{geom.Black, p})
		}
	}
	for _, p := range op.SetupWhite {
		all = append(all, sentMove{geom.White, p})
	}
	for _, m := range op.Moves {
		if reason := r.game.Play(m.Colour, m.Point); reason != engine.Legal {
			return nil, fmt.Errorf("opening %s: illegal move %s %s (%s)", op.Name, letter(m.Colour), r.geo.Vertex(m.Point), reason.String())
		}
		if err := r.addMoveNode(m.Colour, m.Point); err != nil {
			return nil, err
		}
		r.place(m.Colour, m.Point, false)
		r.moves++
		all = append(all, sentMove{m.Colour, m.Point})
	}
	// A pass that ends the opening is the first of the two that end
	// play (RULES.md, Art. 7): the opponent's pass after it ends the game.
	r.passes = r.game.Passes()
	switch {
	case len(op.Moves) > 0:
		r.game.SetToMove(op.Moves[len(op.Moves)-1].Colour.Opp())
	case op.ToMove != geom.Empty:
		// A setup-only opening's PL: that colour moves first.
		r.game.SetToMove(op.ToMove)
		r.root.SetProperty("PL", letter(op.ToMove))
	}
	r.sent = append(r.sent, all...)
	for _, c := range []geom.Colour{geom.Black, geom.White} {
		for _, m := range all {
			if e, err := r.setupPlay(ctx, c, m); e != nil || err != nil {
				return e, err
			}
		}
	}
	return nil, nil
}

func (r *gameRun) addMoveNode(c geom.Colour, p geom.Point) error {
	m := sgf.Move{Colour: sgf.Black, Pass: p == geom.Pass}
	if c == geom.White {
		m.Colour = sgf.White
	}
	if p != geom.Pass {
		x, y := r.geo.XY(p)
		m.X, m.Y = x, r.geo.H-1-y
	}
	n, err := r.node.AddMove(m)
	if err != nil {
		return fmt.Errorf("sgf: %w", err)
	}
	r.node = n
	return nil
}

// clockProps writes the time left of colour c on the current node.
func (r *gameRun) clockProps(c geom.Colour) {
	if !r.clk[c].Limited() {
		return
	}
	left, ot := r.clk[c].SGF()
	if c == geom.Black {
		r.node.SetProperty("BL", left)
		if ot != "" {
			r.node.SetProperty("OB", ot)
		}
	} else {
		r.node.SetProperty("WL", left)
		if ot != "" {
			r.node.SetProperty("OW", ot)
		}
	}
}

func (r *gameRun) refMark() { r.refStart = time.Now() }

func (r *gameRun) refAdd(acc *time.Duration) { *acc += time.Since(r.refStart) }

// loop is the play loop: genmove to the side to move, checks, play to the
// other side, until the game ends.
func (r *gameRun) loop(ctx context.Context) (*ending, error) {
	toMove := r.game.ToMove()
	for {
		var ref time.Duration
		r.refMark()
		if r.moves >= r.cfg.MaxMoves {
			return &ending{result: "Void", reason: "move limit",
				detail: fmt.Sprintf("no result: the move limit of %d was reached", r.cfg.MaxMoves)}, nil
		}
		c := toMove
		opp := c.Opp()
		clk := r.clk[c]
		// The player's turn began when the referee passed it the
		// opponent's move (or now, for the first move): its clock runs
		// through play, time_left and genmove alike.
		if r.turn[c].IsZero() {
			r.turn[c] = time.Now()
		}
		limit := clk.Remaining()
		timeout := r.cfg.CommandTimeout
		if clk.Limited() && !r.noTimeLeft[c] {
			// The clock as it stands now: the turn may have begun
			// with a slow play, whose time past the grace the
			// clock will be charged with this move.
			secs, stones := clk.TimeLeftAt(time.Since(r.turn[c]) - r.cfg.Grace)
			if stones > 0 && clk.Control().Kind == clock.Byoyomi && !r.kgsTime[c] {
				// The engine was told Canadian overtime of one stone
				// per period: one stone is left in the period.
				stones = 1
			}
			r.refAdd(&ref)
			_, err := r.eng[c].Send(ctx, r.turnBudget(c), "time_left", colourName(c), strconv.Itoa(secs), strconv.Itoa(stones))
			r.refMark()
			if err != nil {
				switch classify(ctx, err) {
				case faultRefused:
					r.noTimeLeft[c] = true
					r.event("%s refused time_left: %s; not sent again in this game", colourName(c), refusal(err))
				case faultTimeout:
					return r.timeLoss(c, limit, "time_left", err), nil
				default:
					return r.fault(ctx, c, "time_left", err)
				}
			}
		}
		if clk.Limited() {
			timeout = r.turnBudget(c)
		}
		cmd := "genmove"
		if r.cleanup && r.eng[c].Known("kgs-genmove_cleanup") {
			cmd = "kgs-genmove_cleanup"
		}
		r.refAdd(&ref)
		r.asked[c] = true
		reply, err := r.eng[c].Send(ctx, timeout, cmd, colourName(c))
		el := time.Since(r.turn[c])
		r.refMark()
		if err != nil {
			if classify(ctx, err) == faultTimeout && clk.Limited() {
				return r.timeLoss(c, limit, cmd, err), nil
			}
			r.wall[c] += el
			e, aerr := r.fault(ctx, c, cmd, err)
			if aerr != nil {
				return nil, aerr
			}
			if e != nil && e.reason == "refused" {
				e.detail = fmt.Sprintf("%s answered %s with an error: %s", r.who(c), cmd, refusal(err))
				r.restart(c)
			}
			return e, nil
		}
		r.wall[c] += el
		r.turn[c] = time.Time{}
		charge := el - r.cfg.Grace
		if lost := clk.Charge(max(charge, 0)); lost {
			return &ending{result: r.win(opp, "T"), reason: "time", charged: c,
				detail: fmt.Sprintf("%s lost on time: the move took %.2fs", r.who(c), el.Seconds())}, nil
		}
		// GTP's words in ASCII case only: a look-alike (RESİGN) is no word.
		word := geom.LowerASCII(strings.TrimSpace(reply))
		if word == "resign" {
			r.addResignNode(c)
			return &ending{result: r.win(opp, "R"), reason: "resign",
				detail: colourName(c) + " resigned"}, nil
		}
		p, perr := r.geo.ParseVertex(word)
		offBoard := errors.Is(perr, geom.ErrOffBoard)
		if (perr != nil && !offBoard) || strings.ContainsAny(word, " \t\n") {
			r.restart(c)
			return &ending{result: r.win(opp, "F"), reason: "malformed", charged: c,
				detail: fmt.Sprintf("%s answered %s with %q, which is not a move", r.who(c), cmd, clip(reply))}, nil
		}
		var reason engine.Reason
		if offBoard || (p != geom.Pass && !r.geo.OnBoard(p)) {
			reason = engine.OffBoard
		} else {
			reason = r.game.Play(c, p)
		}
		if reason != engine.Legal {
			desc := fmt.Sprintf("illegal move %s %s (%s)", letter(c), strings.ToUpper(word), reason.String())
			// A move that forfeits the game is not recorded as a
			// node: the SGF would show a pass the player never made
			// (and a move more than the record's count). The comment
			// on the last node names it.
			if r.cfg.Illegal == Forfeit {
				return &ending{result: r.win(opp, "F"), reason: "illegal", charged: c,
					detail: fmt.Sprintf("%s played an %s and forfeits", r.who(c), desc)}, nil
			}
			r.warnings[c]++
			if r.warnings[c] >= 2 {
				return &ending{result: r.win(opp, "F"), reason: "illegal", charged: c,
					detail: fmt.Sprintf("%s played an %s: second warning, the game is lost", r.who(c), desc)}, nil
			}
			// Void: recorded as a pass that does not count toward the end
			// (r.passes; the game's own count of passes is not asked
			// before two of r.passes). The referee's game records the
			// pass too: the position it leaves, with the opponent to
			// move, is one of the game's for situational superko and
			// for the cycles of simple ko, as the record's W[] says.
			r.game.Play(c, geom.Pass)
			r.addVoidNode(c)
			r.clockProps(c)
			r.event("%s: void, %s loses the turn (warning %d)", desc, colourName(c), r.warnings[c])
			r.moves++
			r.passes = 0
			r.refAdd(&ref)
			r.sent = append(r.sent, sentMove{c, geom.Pass})
			// The offender's engine may or may not have kept its move:
			// replay the game to it; the other engine sees a pass.
			if e, err := r.resync(ctx, c); e != nil || err != nil {
				return e, err
			}
			r.turn[opp] = time.Now()
			if e, err := r.tellMove(ctx, opp, c, geom.Pass); e != nil || err != nil {
				return e, err
			}
			r.refNs = append(r.refNs, int64(ref))
			toMove = opp
			continue
		}
		if err := r.addMoveNode(c, p); err != nil {
			return nil, err
		}
		r.clockProps(c)
		r.place(c, p, false)
		r.moves++
		if p == geom.Pass {
			r.passes++
		} else {
			r.passes = 0
		}
		r.sent = append(r.sent, sentMove{c, p})
		r.refAdd(&ref)
		if r.passes >= 2 || r.game.NoResult() {
			// The move ended play (two passes, or a cycle): the
			// opponent is told it, but it starts no turn of his.
			if e, err := r.tellLastMove(ctx, opp, c, p); e != nil || err != nil {
				return e, err
			}
		} else {
			r.turn[opp] = time.Now()
			if e, err := r.tellMove(ctx, opp, c, p); e != nil || err != nil {
				return e, err
			}
		}
		r.refMark()
		if r.game.NoResult() {
			return &ending{result: "Void", reason: "cycle",
				detail: engine.NoResultReason}, nil
		}
		if r.passes >= 2 {
			e, err := r.score(ctx)
			if e != nil || err != nil {
				return e, err
			}
			// Disagreement: play resumes in cleanup mode; the
			// opponent's turn begins now.
			r.turn[opp] = time.Now()
			r.refMark()
		}
		r.refAdd(&ref)
		r.refNs = append(r.refNs, int64(ref))
		toMove = opp
	}
}

// restart kills colour c's engine after it answered genmove with an error
// or with something that is no move, or refused clear_board (which GTP
// says never fails): a failure like a crash, after which the engine may be
// in any state, so the next game starts a new one.
func (r *gameRun) restart(c geom.Colour) {
	r.drop(c)
}

// drop kills colour c's engine after a fault, to be started again for the
// next game, and lists it in the game's Killed.
func (r *gameRun) drop(c geom.Colour) {
	r.noteStray(c) // before the engine is gone, as finish would
	r.seats[c].kill()
	r.eng[c] = nil
	r.killed[c] = true
}

// noteStray records as events the lines colour c's engine wrote on stdout
// outside its replies and the replies it sent that answered no command (a
// reply sent twice), if it did.
func (r *gameRun) noteStray(c geom.Colour) {
	s, ok := r.eng[c].(strayer)
	if !ok {
		return
	}
	out := s.Stray()
	if out.lines > 0 {
		r.rec.Events = append(r.rec.Events, fmt.Sprintf("%s wrote %d line(s) on stdout outside its replies, ignored (GTP allows none); the first: %q",
			colourName(c), out.lines, clip(out.firstLine)))
	}
	if out.replies > 0 {
		which := "after " + strconv.Quote(out.after)
		if out.of != "" {
			which = "a second reply to " + strconv.Quote(out.of)
		}
		r.rec.Events = append(r.rec.Events, fmt.Sprintf("%s sent %d reply(ies) that answered no command, ignored (GTP gives a command one reply); the first: %q, %s",
			colourName(c), out.replies, clip(out.firstReply), which))
	}
}

// tellMove sends colour opp's engine colour c's move p (a pass for a void
// move), which starts opp's turn: a timeout under a clock is a loss on time
// as on genmove, other faults are charged as usual, and a refusal leaves
// the referee's verdict standing, a position drift.
func (r *gameRun) tellMove(ctx context.Context, opp, c geom.Colour, p geom.Point) (*ending, error) {
	v := r.geo.Vertex(p)
	_, err := r.eng[opp].Send(ctx, r.playTimeout(opp), "play", colourName(c), v)
	if err == nil {
		return nil, nil
	}
	if classify(ctx, err) == faultTimeout && r.clk[opp].Limited() {
		return r.timeLoss(opp, r.clk[opp].Remaining(), "play", err), nil
	}
	e, aerr := r.fault(ctx, opp, "play", err)
	if aerr != nil || e.reason != "refused" {
		return e, aerr
	}
	r.drift = true
	r.event("position drift: %s rejected play %s %s, which the referee accepted: %s",
		r.who(opp), letter(c), strings.ToUpper(v), refusal(err))
	return nil, nil
}

// tellLastMove sends colour opp's engine colour c's move p that ended play
// (the second pass, or the move that completed a cycle). Two passes end
// play (RULES.md, Art. 7 and 21), so the play starts no turn of opp's: it
// is not on opp's clock but bounded by the command timeout, and a hang, a
// crash or a broken protocol there costs no game (as on final_status_list:
// the engine is killed, the game marked as an engine error, and the count
// made without it). A refusal is a position drift, as in play.
func (r *gameRun) tellLastMove(ctx context.Context, opp, c geom.Colour, p geom.Point) (*ending, error) {
	v := r.geo.Vertex(p)
	cmd := "play " + colourName(c) + " " + v
	_, err := r.send(ctx, opp, "play", colourName(c), v)
	switch classify(ctx, err) {
	case faultNone:
	case faultAborted:
		return nil, errAborted
	case faultRefused:
		r.drift = true
		r.event("position drift: %s rejected play %s %s, which the referee accepted: %s",
			r.who(opp), letter(c), strings.ToUpper(v), refusal(err))
	default:
		r.lateFault(ctx, opp, cmd, err, "play was over, so it costs no game")
	}
	return nil, nil
}

// turnBudget returns how long colour c's engine may still take in this
// turn before losing on time: the clock's remaining time plus the grace,
// less what the turn has used. It is never zero or less, which would mean
// no deadline to the client.
func (r *gameRun) turnBudget(c geom.Colour) time.Duration {
	b := r.clk[c].Remaining() + r.cfg.Grace + 50*time.Millisecond - time.Since(r.turn[c])
	return max(b, time.Millisecond)
}

// playTimeout is the deadline of a play sent to colour c: the play starts
// c's turn, so with a clock it is the turn's budget (as for time_left and
// genmove), without one the command timeout.
func (r *gameRun) playTimeout(c geom.Colour) time.Duration {
	if !r.clk[c].Limited() {
		return r.cfg.CommandTimeout
	}
	return r.turnBudget(c)
}

// timeLoss ends the game against colour c, whose engine gave no complete
// answer to cmd (err, the timeout) before its clock (limit at the start of
// the turn, plus the grace) ran out; the engine is killed.
func (r *gameRun) timeLoss(c geom.Colour, limit time.Duration, cmd string, err error) *ending {
	el := time.Since(r.turn[c])
	r.wall[c] += el
	r.clk[c].Charge(el)
	r.noteStray(c) // before the engine is gone, as finish would
	r.seats[c].kill()
	r.eng[c] = nil
	what := "no answer to " + cmd
	var te *gtp.TimeoutError
	if errors.As(err, &te) && te.Begun != "" {
		// The reply began but its empty line never came: no complete
		// answer, though not silence either.
		what = fmt.Sprintf("its reply to %s (%q) was not ended by an empty line", cmd, clip(te.Begun))
	}
	return &ending{result: r.win(c.Opp(), "T"), reason: "time", charged: c,
		detail: fmt.Sprintf("%s lost on time: %s after %.1fs of its turn (limit %.1fs plus %.1fs grace); the engine was killed",
			r.who(c), what, el.Seconds(), limit.Seconds(), r.cfg.Grace.Seconds())}
}

func clip(s string) string {
	if len(s) > 80 {
		i := 80
		for i > 0 && !utf8.RuneStart(s[i]) {
			i-- // not inside a character
		}
		return s[:i] + "..."
	}
	return s
}

func (r *gameRun) addVoidNode(c geom.Colour) {
	r.addMoveNode(c, geom.Pass)
}

func (r *gameRun) addResignNode(c geom.Colour) {
	comment(r.node, colourName(c)+" resigns")
}

// score settles the end of play after two passes. It returns nil (and no
// error) when play must resume in cleanup mode.
func (r *gameRun) score(ctx context.Context) (*ending, error) {
	var settled *Settlement // the referee's judgment, once asked
	settle := func() (*Settlement, error) {
		if settled == nil {
			s, err := r.cfg.Judge.Settle(ctx, r.game)
			if err != nil {
				if ctx.Err() != nil {
					return nil, errAborted
				}
				return nil, fmt.Errorf("referee judgment: %w", err)
			}
			settled = &s
		}
		return settled, nil
	}
	counted := func(dead *geom.Bitboard, how string) (*ending, error) {
		s := r.game.Score(dead)
		res := s.Result()
		d := fmt.Sprintf("counted (%s): %s", how, res)
		switch {
		case r.cfg.Rules.Scoring == rules.Territory:
			// Territory and prisoners: the area less the live stones,
			// plus the stones captured and the opponent's dead stones;
			// without the eyes of seki groups where the preset says so
			// (RULES.md section 5); the stones placed in a cleanup phase
			// given back, since it only settles what is dead (as the
			// confirmation play of the Japanese rules, which changes no
			// count).
			b := r.game.Board()
			var none geom.Bitboard
			if dead == nil {
				dead = &none
			}
			liveB, liveW := b.Stones(geom.Black).AndNot(*dead), b.Stones(geom.White).AndNot(*dead)
			deadB, deadW := b.Stones(geom.Black).And(*dead), b.Stones(geom.White).And(*dead)
			tb := s.Black - liveB.Count() + b.Captured(geom.Black) + deadW.Count() + r.cleanupStones[geom.Black]
			tw := s.White - liveW.Count() + b.Captured(geom.White) + deadB.Count() + r.cleanupStones[geom.White]
			if r.cfg.Rules.SekiEyesUncounted {
				st, err := settle()
				if err != nil {
					return nil, err
				}
				rb, rw := areacount.Reach(r.geo, &liveB, &liveW)
				eb, ew := st.SekiEyes.And(rb).AndNot(rw), st.SekiEyes.And(rw).AndNot(rb)
				tb, tw = tb-eb.Count(), tw-ew.Count()
			}
			res = areacount.ResultString(float64(tb-tw) - s.Komi - s.Compensation)
			d = fmt.Sprintf("counted by territory (%s): Black %d, White %d with prisoners: %s", how, tb, tw, res)
		case r.cfg.Rules.ChineseCount:
			d = fmt.Sprintf("counted (%s): %s", how, s.Chinese())
		}
		return &ending{result: res, reason: "score", detail: d, counted: true}, nil
	}
	if r.cleanup || r.cfg.Scoring == TrompTaylor || r.cfg.Rules.AllAlive {
		how := "all stones alive"
		if r.cleanup {
			how = "after cleanup, all stones alive"
		}
		return counted(nil, how)
	}
	if r.cfg.Scoring == Referee {
		st, err := settle()
		if err != nil {
			return nil, err
		}
		return counted(&st.Dead, fmt.Sprintf("referee's judgment, %s", r.deadStones(st.Dead)))
	}
	var lists [3]geom.Bitboard
	ok := true
	var texts [3]string
	for _, c := range []geom.Colour{geom.Black, geom.White} {
		if r.eng[c] == nil {
			// The engine failed after the end of play (on the play of
			// the last pass) and was killed: there is no agreement to
			// ask for, and no cleanup to play.
			st, err := settle()
			if err != nil {
				return nil, err
			}
			return counted(&st.Dead, fmt.Sprintf("referee's judgment, as %s's engine failed after the end of play, %s",
				colourName(c), r.deadStones(st.Dead)))
		}
	}
	for _, c := range []geom.Colour{geom.Black, geom.White} {
		reply, err := r.send(ctx, c, "final_status_list", "dead")
		if err != nil {
			switch classify(ctx, err) {
			case faultRefused:
				ok = false
				texts[c] = "cannot answer (" + refusal(err) + ")"
				continue
			case faultAborted:
				return nil, errAborted
			}
			// Play is over: the failure costs no game (as on
			// final_score), but the engine is gone, so there is no
			// agreement to wait for and no cleanup to play. The
			// referee counts with its own judgment.
			r.lateFault(ctx, c, "final_status_list dead", err, "the result is the referee's count")
			st, serr := settle()
			if serr != nil {
				return nil, serr
			}
			return counted(&st.Dead, fmt.Sprintf("referee's judgment, as %s failed on final_status_list, %s",
				colourName(c), r.deadStones(st.Dead)))
		}
		bb, err := r.parseList(reply)
		if err != nil {
			ok = false
			texts[c] = "unreadable answer: " + err.Error()
			continue
		}
		lists[c] = bb
		texts[c] = strings.Join(r.vertices(bb.Points(nil)), " ")
		if texts[c] == "" {
			texts[c] = "none"
		}
	}
	if ok && lists[geom.Black] == lists[geom.White] {
		d := lists[geom.Black]
		return counted(&d, fmt.Sprintf("agreed dead stones: %s", texts[geom.Black]))
	}
	r.event("dead stones not agreed (black: %s; white: %s): play resumes until two more passes, then every stone counts as alive",
		texts[geom.Black], texts[geom.White])
	r.cleanup = true
	r.passes = 0
	return nil, nil
}

// deadStones names the stones of dead that a count takes off, for the
// record's detail and the SGF comment, as the agreed ones are named: "1
// dead: B5", "0 dead".
func (r *gameRun) deadStones(dead geom.Bitboard) string {
	n := dead.Count()
	if n == 0 {
		return "0 dead"
	}
	return fmt.Sprintf("%d dead: %s", n, strings.Join(r.vertices(dead.Points(nil)), " "))
}

// lateFault records a failure (a hang, a crash, a broken protocol) of
// colour c's engine on cmd after play is over, which does not change the
// result: the engine is killed, to be started again for the next game, the
// event is noted (with note, which says what the result is) and the game is
// marked as an engine error (ERR); it counts toward --crash-limit as any
// such failure.
func (r *gameRun) lateFault(ctx context.Context, c geom.Colour, cmd string, err error, note string) {
	var msg string
	switch classify(ctx, err) {
	case faultTimeout:
		msg = fmt.Sprintf("%s hung on %s after the end of play and was killed: %s", r.who(c), cmd, shortErr(err))
	case faultProtocol:
		msg = fmt.Sprintf("%s broke the protocol on %s after the end of play and was killed: %s", r.who(c), cmd, shortErr(err))
	default:
		msg = fmt.Sprintf("%s crashed on %s after the end of play: %s", r.who(c), cmd, shortErr(err))
		r.crashed[c] = true
	}
	r.drop(c)
	r.event("%s; %s", msg, note)
	r.errs = append(r.errs, msg)
}

// parseList reads a final_status_list reply: vertices separated by blanks
// and line breaks. Only stones on the board are kept, each with its whole
// chain: a chain is captured as one (RULES.md, Art. 3-4), so a stone that
// cannot escape capture (Art. 8) takes the stones joined to it along.
func (r *gameRun) parseList(reply string) (geom.Bitboard, error) {
	var bb geom.Bitboard
	b := r.game.Board()
	var chain []geom.Point
	for _, f := range strings.Fields(reply) {
		p, err := r.geo.ParseVertex(f)
		if err != nil || p == geom.Pass || !r.geo.OnBoard(p) {
			return bb, fmt.Errorf("bad vertex %q", clip(f))
		}
		if (b.At(p) == geom.Black || b.At(p) == geom.White) && !bb.Has(p) {
			chain = b.ChainStones(chain[:0], p)
			for _, q := range chain {
				bb.Set(q)
			}
		}
	}
	return bb, nil
}

// finish fills the record from the ending: final scores, CPU times, the
// charged player and the winner.
func (r *gameRun) finish(ctx context.Context, e *ending) {
	rec := &r.rec
	rec.Result, rec.Reason, rec.Detail = e.result, e.reason, e.detail
	rec.Moves = r.moves
	rec.ScoreR = e.result
	if e.counted {
		for _, c := range []geom.Colour{geom.Black, geom.White} {
			s := "?"
			if r.eng[c] != nil && ctx.Err() == nil {
				reply, err := r.send(ctx, c, "final_score")
				if err == nil {
					s = finalScore(reply)
				} else {
					switch classify(ctx, err) {
					case faultRefused:
						r.rec.Events = append(r.rec.Events, colourName(c)+" has no final_score: "+refusal(err))
					case faultAborted:
					default:
						// A hang past --timeout, a crash, a broken
						// protocol: a failure as on final_status_list,
						// though the count is made.
						r.lateFault(ctx, c, "final_score", err, "the result stands")
					}
				}
			}
			if c == geom.Black {
				rec.ScoreB = s
			} else {
				rec.ScoreW = s
			}
		}
	} else if e.reason == "resign" {
		// As gogui-twogtp: a resignation is every program's result.
		rec.ScoreB, rec.ScoreW = e.result, e.result
	}
	// Otherwise the programs were not asked: their scores stay "?".
	for _, c := range []geom.Colour{geom.Black, geom.White} {
		cpu := 0.0
		if r.eng[c] != nil && r.cpuOK[c] && ctx.Err() == nil {
			s, err := r.send(ctx, c, "cputime")
			switch k := classify(ctx, err); {
			case err == nil:
				if v, ok := r.cpuSeconds(c, "at the end", s); ok {
					if d := v - r.cpu0[c]; d >= 0 {
						cpu = d
					} else {
						r.rec.Events = append(r.rec.Events, fmt.Sprintf("%s's cputime went back from %g to %g s: CPU time recorded as 0",
							colourName(c), r.cpu0[c], v))
					}
				}
			case k != faultRefused && k != faultAborted:
				// The game is over: the failure costs no result,
				// but it is a failure as on final_score.
				r.lateFault(ctx, c, "cputime", err, "the result stands")
			}
		}
		if c == geom.Black {
			rec.CPUB, rec.TimeB = cpu, r.wall[c].Seconds()
		} else {
			rec.CPUW, rec.TimeW = cpu, r.wall[c].Seconds()
		}
	}
	// After the engines' last commands of the game: what they wrote
	// outside their replies, a copy of their last reply included, is
	// this game's.
	for _, c := range []geom.Colour{geom.Black, geom.White} {
		r.noteStray(c)
	}
	rec.WarningsB, rec.WarningsW = r.warnings[geom.Black], r.warnings[geom.White]
	for _, c := range []geom.Colour{geom.Black, geom.White} {
		if r.crashed[c] {
			rec.Crashed = append(rec.Crashed, r.program(c))
		}
		if r.killed[c] {
			rec.Killed = append(rec.Killed, r.program(c))
		}
		if !r.asked[c] {
			rec.Unasked = append(rec.Unasked, r.program(c))
		}
	}
	if e.charged == geom.Empty && e.crash {
		rec.Err = true
		rec.ErrMsg = e.detail
	}
	if e.charged != geom.Empty {
		rec.Charged = letter(e.charged)
		rec.ChargedProgram = r.program(e.charged)
		// A loss on time under a clock or by an illegal move is a
		// result under the rules, which gogui-twogtp -analyze must
		// count (it leaves out the games marked ERR); a failure that
		// counts toward --crash-limit (a crash, a hang past --timeout,
		// a broken protocol) is an error. The message says what
		// happened either way.
		rec.Err = failed(rec, rec.ChargedProgram)
		rec.ErrMsg = e.detail
		if r.drift {
			// The engines' boards parted during the game: an engine
			// error whatever ended it, as for a game without a
			// charged player below.
			rec.Err = true
			rec.ErrMsg += "; position drift (see events)"
		}
		if len(r.errs) > 0 {
			// A failure after the end of play (cputime) costs no
			// result but is an engine error, as below.
			rec.Err = true
			rec.ErrMsg += "; " + strings.Join(r.errs, "; ")
		}
	} else if r.drift || len(r.errs) > 0 {
		msgs := r.errs
		if r.drift {
			msgs = append(msgs, "position drift (see events)")
		}
		rec.Err = true
		rec.ErrMsg = strings.Join(msgs, "; ")
	}
	switch {
	case strings.HasPrefix(e.result, "B+"):
		rec.Winner = r.program(geom.Black)
	case strings.HasPrefix(e.result, "W+"):
		rec.Winner = r.program(geom.White)
	}
	if rec.Moves > 0 || rec.Reason == "resign" {
		// A game that a fault ended before its first move (a failed
		// start, a refused setup command, a hang, a crash or an
		// unreadable reply on the first genmove) repeats nothing: it
		// has no key. (A resignation at move 1 is a game, and may
		// repeat another.)
		rec.DupKey = results.DupKey(r.geo.W, r.geo.H, r.places)
		rec.Placements = results.EncodePlacements(r.geo.W, r.geo.H, r.places)
	}
	var total int64
	for _, v := range r.refNs {
		total += v
	}
	rec.RefereeNs = total
	if len(r.refNs) > 0 {
		s := append([]int64(nil), r.refNs...)
		sort.Slice(s, func(i, j int) bool { return s[i] < s[j] })
		rec.RefereeMedianNs = s[len(s)/2]
	}
}

// cpuSeconds reads colour c's reply s to cputime (when tells which one):
// a finite number of seconds, not negative. Anything else (text, NaN,
// infinities, which strconv.ParseFloat accepts but no record can hold) is
// noted as an event, and the game's CPU time is recorded as 0.
func (r *gameRun) cpuSeconds(c geom.Colour, when, s string) (float64, bool) {
	s = strings.TrimSpace(s)
	v, err := strconv.ParseFloat(s, 64)
	if err == nil && !math.IsNaN(v) && !math.IsInf(v, 0) && v >= 0 {
		return v, true
	}
	r.rec.Events = append(r.rec.Events, fmt.Sprintf("%s answered cputime %s with %q, not a number of seconds: CPU time recorded as 0",
		colourName(c), when, clip(s)))
	return 0, false
}

// finalScore reads an engine's final_score reply for the record: a result
// (a count as areacount.ParseResult reads it, or B+R, W+T, B+F and their
// long forms) in upper case, "?" for an empty reply, and anything else as
// the engine wrote it, trimmed and clipped: junk is shown as junk, not
// upper-cased into something that looks like a result.
func finalScore(reply string) string {
	s := strings.TrimSpace(reply)
	if s == "" {
		return "?"
	}
	if _, ok := areacount.ParseResult(s); ok {
		return strings.ToUpper(s)
	}
	if len(s) > 2 && s[1] == '+' && strings.ContainsRune("BbWw", rune(s[0])) {
		switch geom.LowerASCII(s[2:]) {
		case "r", "resign", "t", "time", "f", "forfeit":
			return strings.ToUpper(s)
		}
	}
	return clip(s)
}

// program returns which program (black or white) plays colour c.
func (r *gameRun) program(c geom.Colour) string {
	if (c == geom.Black) != r.alt {
		return results.ProgBlack
	}
	return results.ProgWhite
}

// sgfBytes completes the game information and serialises the record.
func (r *gameRun) sgfBytes(e *ending) ([]byte, error) {
	root := r.root
	set := func(k string, v ...string) {
		if err := root.SetProperty(k, v...); err != nil {
			panic(err) // identifiers are constants
		}
	}
	ap := sgf.OwnApplication
	if r.cfg.Version != "" {
		ap += ":" + r.cfg.Version
	}
	set("AP", ap)
	set("RU", r.cfg.Rules.SGFName())
	set("KM", sgf.FormatKomi(r.cfg.Komi))
	// HA where handicap stones stand in AB (--handicap's, or the
	// opening's): not for a game that ended before they were placed (a
	// free placement that forfeits, an engine that failed to start),
	// which a reader would take for a handicap game on an empty board.
	if n := r.game.Handicap(); n > 0 {
		set("HA", strconv.Itoa(n))
	}
	set("PB", r.rec.NameB)
	set("PW", r.rec.NameW)
	set("DT", r.rec.Start[:10])
	set("GN", fmt.Sprintf("game %d", r.no))
	if tm, ot := r.cfg.Time.SGF(); tm != "" {
		set("TM", tm)
		if ot != "" {
			set("OT", ot)
		}
	}
	set("RE", e.result)
	summary := fmt.Sprintf("result %s: %s", e.result, e.detail)
	if e.charged != geom.Empty {
		summary += fmt.Sprintf(" (charged to %s)", colourName(e.charged))
	}
	if r.node != root {
		// A game with no move node has the summary on the root below.
		comment(r.node, "referee: "+summary)
	}
	if len(r.rec.Events) > 0 {
		comment(root, "referee events:\n"+strings.Join(r.rec.Events, "\n"))
	}
	// Which program played which colour, by the command that started it:
	// two configurations of one engine have the same PB and PW.
	cmd := func(c geom.Colour) string {
		if r.program(c) == results.ProgBlack {
			return r.cfg.BlackCmd
		}
		return r.cfg.WhiteCmd
	}
	comment(root, fmt.Sprintf("referee: Black is the --%s program: %s\nreferee: White is the --%s program: %s",
		r.program(geom.Black), cmd(geom.Black), r.program(geom.White), cmd(geom.White)))
	if e.counted {
		// Each engine's own count, as gogui-twogtp's root comment gives
		// its programs' results ("Result[Black]: ..."): set beside the
		// referee's, a count that parts from it shows in the record.
		comment(root, fmt.Sprintf("referee: final_score of Black's engine: %s; of White's engine: %s",
			r.rec.ScoreB, r.rec.ScoreW))
	}
	comment(root, "referee: "+summary)
	data, err := sgf.NewCollection(root).Marshal()
	if err != nil {
		return nil, fmt.Errorf("sgf: %w", err)
	}
	return data, nil
}
