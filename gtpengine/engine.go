// Package gtpengine is the command set of gtp-referee: it binds the
// protocol package gtp, which knows nothing of Go, to a game of package
// engine under a rule preset of package rules.
//
// An [Engine] holds one game (board, history, komi, handicap, clock
// settings) and registers its handlers on a [gtp.Server] with
// [Engine.Register]. It acts both as a player (genmove and the analysis
// streams lz-analyze, kata-analyze and *genmove_analyze run the Monte Carlo
// tree search of package search) and as an arbiter: play applies the preset's rules
// (occupied points, suicide, simple ko, positional or situational superko)
// and answers "? illegal move: <reason>" leaving the position unchanged.
//
// final_score, final_status_list, final_status, estimate_score,
// gogui-rules_final_result and the analyze commands use the dead-stone
// judgment of package judge (Benson's pass-alive test, then playouts), made
// once per position and deterministic; the count follows the preset (area,
// territory, or every stone alive under Tromp-Taylor).
package gtpengine

import (
	"context"
	"errors"
	"fmt"
	"io"
	"strconv"
	"sync"
	"time"

	"github.com/gtp-referee/gtp-referee/engine"
	"github.com/gtp-referee/gtp-referee/geom"
	"github.com/gtp-referee/gtp-referee/gtp"
	"github.com/gtp-referee/gtp-referee/judge"
	"github.com/gtp-referee/gtp-referee/rules"
	"github.com/gtp-referee/gtp-referee/search"
	"github.com/gtp-referee/gtp-referee/sgf"
)

// Name is the answer to the GTP name command, and the AP of the records
// printsgf writes (which the SGF reader knows as its own).
const Name = sgf.OwnApplication

// Version is the answer to the GTP version command, and the version in the
// AP of the records printsgf and the match runner write. It keeps the
// major.minor shape with a minor of 15 or more for Lizzie: its Leelaz.java
// splits the reply on "." and, unless name starts with "KataGo", shows a
// blocking dialog ("Lizzie requires version 0.15 or later of Leela Zero")
// when Integer.parseInt of the second field is below 15; a reply without a
// dot, or with a minor that is not an integer, makes it throw.
const Version = "0.54"

// Options configure an [Engine]. The zero value is ready to use: 19x19,
// the default preset (chinese-1988) with its komi, no diagnostics.
type Options struct {
	// Rules is the preset name; empty means rules.Default.
	Rules string
	// Komi overrides the preset's komi when KomiSet is true.
	Komi    float64
	KomiSet bool
	// Width and Height give the initial board size; zero means 19.
	Width, Height int
	// Seed seeds the move generator; zero means a seed from the clock.
	Seed uint64
	// Log receives diagnostics; nil discards them. Lines written here
	// never start with "=", "?", "info" or "play " nor contain " -> ".
	Log io.Writer
	// NoFiles makes loadsgf and printsgf FILE fail instead of touching
	// the file system (for fuzzing and sandboxed use).
	NoFiles bool
	// Playouts is the playout count of the dead-stone judgment; zero means
	// judge.DefaultPlayouts.
	Playouts int
	// MovePolicy chooses genmove's player: "search" (the default, a Monte
	// Carlo tree search of package search) or "random" (the light playout
	// policy: a uniformly random legal move that fills no own one-point
	// eye and is no suicide, not even where the preset allows it).
	MovePolicy string
	// MovePlayouts fixes genmove's search at that many new playouts (the
	// same move for the same seed and commands); zero means a time budget:
	// MoveTime, cut down by the clock (the last time_left, or without one
	// the engine's own account of the time_settings).
	MovePlayouts int
	// MoveTime is genmove's thinking time; zero means DefaultMoveTime.
	MoveTime time.Duration
}

// ErrBoardNotEmpty is the failure of the handicap commands on a board that
// holds stones.
var ErrBoardNotEmpty = errors.New("board not empty")

// ErrInvalidHandicap is the failure of the handicap commands for a bad
// number of stones or a bad vertex list.
var ErrInvalidHandicap = errors.New("invalid handicap")

// ErrInvalidSetup is the failure of gogui-setup for a stone on an occupied
// or repeated point, or a position with a chain without liberties.
var ErrInvalidSetup = errors.New("invalid setup")

// Clock holds the time settings received by time_settings,
// kgs-time_settings and time_left. genmove's search shortens its thinking
// time to fit the last time_left, or without one its own account of the
// time spent (see Options.MovePlayouts).
type Clock struct {
	// System is "none", "absolute", "byoyomi" or "canadian", or "" before
	// any time_settings or kgs-time_settings: then a time_left is taken
	// at its word (its stones field 0: the time left for the game, else
	// for that many stones), as from a server that sends only time_left.
	System   string
	MainTime int // seconds
	ByoTime  int // seconds per period (byoyomi) or per block (canadian)
	Periods  int // byo-yomi periods
	Stones   int // stones per Canadian block
	// Left holds the last time_left per colour (index colour-1).
	Left [2]TimeLeft
}

// TimeLeft is one time_left report.
type TimeLeft struct {
	Seconds int  // time left, in seconds
	Stones  int  // stones to play in it; 0 in main time or sudden death
	Set     bool // a time_left was received for the colour
	// The colour's thinking time and generated moves when it came: a
	// time_left that is not sent again before the next genmove ages by
	// what the engine spent since.
	spentAt time.Duration
	movesAt int
}

// Engine is the state behind the GTP command set: one game and its
// settings. Its handlers serialize on an internal mutex, so one Engine may
// serve several connections, though they share the game.
type Engine struct {
	mu       sync.Mutex
	log      io.Writer
	noFiles  bool
	game     *engine.Game
	rnd      *engine.Rand
	base     int         // history entries (handicap, setup) undo may not remove
	baseMove geom.Colour // colour to move once the history is back at base
	clock    Clock
	lastGen  geom.Point // last generated move, for top_moves
	hasGen   bool
	started  time.Time
	scratch  []geom.Point
	playouts int // of the dead-stone judgment
	// Move generation (see Options).
	randomPolicy bool
	movePlayouts int
	moveTime     time.Duration
	lastSearch   *search.Search // of the last generated move, for top_moves
	// spent is each colour's thinking time since the last time settings or
	// new game: the clock's account when no time_left comes.
	spent [2]time.Duration
	moved [2]int // moves generated in the same span
	// The judgments of the last two positions scored, newest first: a
	// genmove after a pass judges the position after its own pass too,
	// and the cleanup phase needs the current one as well.
	judged [2]judgedPosition
	// cleanupDead holds the opponent stones the last kgs-genmove_cleanup
	// judged dead, for a cleanup move whose own judgment the clock cuts
	// short; a new game (clear, loadsgf, a handicap), an undo and a
	// setup empty it.
	cleanupDead geom.Bitboard
}

// judgedPosition is a cached judgment, its score, and what it was made for.
type judgedPosition struct {
	key judgeKey
	j   *judge.Judgment
	res judge.Result
}

// New returns an engine with the given options. It fails on an unknown
// preset or an unacceptable board size.
func New(opts Options) (*Engine, error) {
	name := opts.Rules
	if name == "" {
		name = rules.Default
	}
	preset, err := rules.Lookup(name)
	if err != nil {
		return nil, fmt.Errorf("gtpengine: %w", err)
	}
	w, h := opts.Width, opts.Height
	if w == 0 {
		w = 19
	}
	if h == 0 {
		h = w
	}
	g, err := geom.Get(w, h)
	if err != nil {
		return nil, fmt.Errorf("gtpengine: %w", err)
	}
	switch opts.MovePolicy {
	case "", "search", "random":
	default:
		return nil, fmt.Errorf("gtpengine: unknown move policy %q (search or random)", opts.MovePolicy)
	}
	seed := opts.Seed
	if seed == 0 {
		seed = uint64(time.Now().UnixNano())
	}
	e := &Engine{
		log:      opts.Log,
		noFiles:  opts.NoFiles,
		game:     engine.NewGame(g, preset),
		rnd:      engine.NewRand(seed),
		baseMove: geom.Black,
		started:  time.Now(),
		playouts: opts.Playouts,

		randomPolicy: opts.MovePolicy == "random",
		movePlayouts: opts.MovePlayouts,
		moveTime:     opts.MoveTime,
	}
	if opts.KomiSet {
		e.game.SetKomi(opts.Komi)
	}
	return e, nil
}

// Game returns the engine's game. It must not be used while the engine
// serves commands.
func (e *Engine) Game() *engine.Game { return e.game }

// Clock returns the stored time settings.
func (e *Engine) Clock() Clock {
	e.mu.Lock()
	defer e.mu.Unlock()
	return e.clock
}

func (e *Engine) logf(format string, args ...any) {
	if e.log == nil {
		return
	}
	// Keep diagnostics from looking like GTP replies or analysis lines to
	// clients that merge stderr into stdout (Lizzie).
	e.log.Write(gtp.LogLines("gtp-referee: ", fmt.Sprintf(format, args...)))
}

// handler is an engine command implementation, called with the engine
// locked.
type handler func(ctx context.Context, args []string) (string, error)

// command describes one command of the set.
type command struct {
	name string
	fn   func(e *Engine) handler
}

// NewServer returns a GTP server with the engine's commands registered.
func (e *Engine) NewServer(opts gtp.ServerOptions) *gtp.Server {
	s := gtp.NewServer(opts)
	e.Register(s)
	return s
}

// Register installs the engine's command set on s, replacing any handler
// of the same name.
func (e *Engine) Register(s *gtp.Server) {
	for _, c := range e.commands() {
		h := c.fn(e)
		s.Register(c.name, func(ctx context.Context, req *gtp.Request) (string, error) {
			e.mu.Lock()
			defer e.mu.Unlock()
			return h(ctx, req.Args)
		})
	}
	for _, c := range e.streams() {
		h := c.h
		wrapped := func(ctx context.Context, req *gtp.Request) (string, error) {
			e.mu.Lock()
			defer e.mu.Unlock()
			return h(ctx, req)
		}
		if c.untilInput {
			s.RegisterStreaming(c.name, wrapped)
		} else {
			s.Register(c.name, wrapped)
		}
	}
}

// stream is a command that writes lines as it goes (CLIENTS.md section
// 3): the analysis commands, which run until new input arrives
// (untilInput), and the *genmove_analyze commands, which run for genmove's
// budget and end with the move.
type stream struct {
	name       string
	h          func(ctx context.Context, req *gtp.Request) (string, error)
	untilInput bool
}

func (e *Engine) streams() []stream {
	lz := func(ctx context.Context, req *gtp.Request) (string, error) { return e.analyze(ctx, req, false) }
	kata := func(ctx context.Context, req *gtp.Request) (string, error) { return e.analyze(ctx, req, true) }
	lzGen := func(ctx context.Context, req *gtp.Request) (string, error) { return e.genmoveAnalyze(ctx, req, false) }
	kataGen := func(ctx context.Context, req *gtp.Request) (string, error) { return e.genmoveAnalyze(ctx, req, true) }
	return []stream{
		{"analyze", lz, true},
		{"lz-analyze", lz, true},
		{"kata-analyze", kata, true},
		{"genmove_analyze", lzGen, false},
		{"lz-genmove_analyze", lzGen, false},
		{"kata-genmove_analyze", kataGen, false},
	}
}

// CommandNames returns the names of the commands Register installs, in
// registration order (the gtp built-ins excepted), the streaming ones last.
func (e *Engine) CommandNames() []string {
	var out []string
	for _, c := range e.commands() {
		out = append(out, c.name)
	}
	for _, c := range e.streams() {
		out = append(out, c.name)
	}
	return out
}

func fixed(s string) func(*Engine) handler {
	return func(*Engine) handler {
		return func(context.Context, []string) (string, error) { return s, nil }
	}
}

func (e *Engine) commands() []command {
	m := func(f handler) func(*Engine) handler { return func(*Engine) handler { return f } }
	return []command{
		{"name", fixed(Name)},
		{"version", fixed(Version)},
		{"boardsize", m(e.cmdBoardsize)},
		{"rectangular_boardsize", m(e.cmdRectBoardsize)},
		{"clear_board", m(e.cmdClearBoard)},
		{"komi", m(e.cmdKomi)},
		{"get_komi", m(e.cmdGetKomi)},
		{"play", m(e.cmdPlay)},
		{"genmove", m(e.cmdGenmove)},
		{"kgs-genmove_cleanup", m(e.cmdGenmoveCleanup)},
		{"reg_genmove", m(e.cmdRegGenmove)},
		{"undo", m(e.cmdUndo)},
		{"gg-undo", m(e.cmdGGUndo)},
		{"fixed_handicap", m(e.cmdFixedHandicap)},
		{"place_free_handicap", m(e.cmdPlaceFreeHandicap)},
		{"set_free_handicap", m(e.cmdSetFreeHandicap)},
		{"time_settings", m(e.cmdTimeSettings)},
		{"time_left", m(e.cmdTimeLeft)},
		{"kgs-time_settings", m(e.cmdKGSTimeSettings)},
		{"loadsgf", m(e.cmdLoadSGF)},
		{"printsgf", m(e.cmdPrintSGF)},
		{"showboard", m(e.cmdShowboard)},
		{"is_legal", m(e.cmdIsLegal)},
		{"all_legal", m(e.cmdAllLegal)},
		{"captures", m(e.cmdCaptures)},
		{"countlib", m(e.cmdCountlib)},
		{"findlib", m(e.cmdFindlib)},
		{"query_boardsize", m(e.cmdQueryBoardsize)},
		{"get_handicap", m(e.cmdGetHandicap)},
		{"list_stones", m(e.cmdListStones)},
		{"move_history", m(e.cmdMoveHistory)},
		{"cputime", m(e.cmdCPUTime)},
		{"kata-set-rules", m(e.cmdKataSetRules)},
		{"kata-set-rule", m(e.cmdKataSetRule)},
		{"kata-get-rules", m(e.cmdKataGetRules)},
		{"kgs-rules", m(e.cmdKGSRules)},
		{"kgs-game_over", m(e.cmdKGSGameOver)},
		{"stop", m(e.cmdStop)},
		{"gogui-play_sequence", m(e.cmdPlaySequence)},
		{"gogui-setup", m(e.cmdSetup)},
		{"gogui-setup_player", m(e.cmdSetupPlayer)},
		{"gogui-title", m(e.cmdTitle)},
		{"estimate_score", m(e.cmdEstimateScore)},
		{"final_score", m(e.cmdFinalScore)},
		{"final_status_list", m(e.cmdFinalStatusList)},
		{"final_status", m(e.cmdFinalStatus)},
		{"top_moves", m(e.cmdTopMoves)},
		{"top_moves_black", m(e.cmdTopMovesColour(geom.Black))},
		{"top_moves_white", m(e.cmdTopMovesColour(geom.White))},
		{"gogui-rules_game_id", fixed("Go")},
		{"gogui-rules_board", m(e.cmdRulesBoard)},
		{"gogui-rules_board_size", m(e.cmdRulesBoardSize)},
		{"gogui-rules_legal_moves", m(e.cmdRulesLegalMoves)},
		{"gogui-rules_side_to_move", m(e.cmdRulesSideToMove)},
		{"gogui-rules_captured_count", m(e.cmdRulesCapturedCount)},
		{"gogui-rules_final_result", m(e.cmdRulesFinalResult)},
		{"gogui-analyze_commands", m(e.cmdAnalyzeCommands)},
		{"referee-atari", m(e.cmdAtari)},
		{"referee-area", m(e.cmdAreaGfx)},
		{"referee-area_board", m(e.cmdAreaBoard)},
		{"referee-count", m(e.cmdCount)},
		{"referee-ownership", m(e.cmdOwnership)},
		{"referee-unsettled", m(e.cmdUnsettled)},
		{"referee-candidates", m(e.cmdCandidates)},
	}
}

// Argument helpers.

func syntaxf(format string, args ...any) error {
	return fmt.Errorf("%w: "+format, append([]any{gtp.ErrSyntax}, args...)...)
}

func wantArgs(args []string, n int, usage string) error {
	if len(args) != n {
		return syntaxf("usage: %s", usage)
	}
	return nil
}

// colourArg reads the single colour argument of a command with the given
// usage.
func colourArg(args []string, usage string) (geom.Colour, error) {
	if err := wantArgs(args, 1, usage); err != nil {
		return geom.Empty, err
	}
	return parseColour(args[0])
}

func parseColour(s string) (geom.Colour, error) {
	c, err := geom.ParseColour(s)
	if err != nil {
		return c, fmt.Errorf("%w: %w", gtp.ErrSyntax, err)
	}
	return c, nil
}

// parseInt reads a decimal integer argument.
func parseInt(s, what string) (int, error) {
	n, err := strconv.Atoi(s)
	if err != nil {
		return 0, syntaxf("%s %q is not an integer", what, s)
	}
	return n, nil
}

// parseVertex reads a vertex on the current board. Malformed text is a
// syntax error; a well-formed vertex off the board is reported with
// offBoard set so that play can answer "illegal move: off board".
func (e *Engine) parseVertex(s string) (p geom.Point, offBoard bool, err error) {
	g := e.game.Geometry()
	p, err = g.ParseVertex(s)
	if err == nil {
		return p, false, nil
	}
	if errors.Is(err, geom.ErrOffBoard) {
		return geom.Pass, true, fmt.Errorf("%w: %w", gtp.ErrSyntax, err)
	}
	return geom.Pass, false, fmt.Errorf("%w: %w", gtp.ErrSyntax, err)
}

// point reads an on-board vertex (pass refused).
func (e *Engine) point(s string) (geom.Point, error) {
	p, _, err := e.parseVertex(s)
	if err != nil {
		return p, err
	}
	if p == geom.Pass {
		return p, syntaxf("vertex expected, got pass")
	}
	return p, nil
}

func (e *Engine) vertex(p geom.Point) string { return e.game.Geometry().Vertex(p) }

func formatFloat(f float64) string { return strconv.FormatFloat(f, 'f', -1, 64) }
