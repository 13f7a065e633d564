package match

import (
	"fmt"
	"io"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"time"

	"github.com/gtp-referee/gtp-referee/engine"
	"github.com/gtp-referee/gtp-referee/geom"
	"github.com/gtp-referee/gtp-referee/match/clock"
	"github.com/gtp-referee/gtp-referee/match/stats"
	"github.com/gtp-referee/gtp-referee/record"
	"github.com/gtp-referee/gtp-referee/rules"
	"github.com/gtp-referee/gtp-referee/sgf"
)

// IllegalPolicy is what happens to an illegal move (RULES.md section 4).
type IllegalPolicy int

// The illegal-move policies.
const (
	Forfeit IllegalPolicy = iota // the offender loses: RE[W+F] / RE[B+F]
	Penalty                      // the move is void, a warning; the second warning loses
)

// ScoringMethod settles the status of stones after two passes.
type ScoringMethod int

// The scoring methods.
const (
	// Agreement asks both engines for their dead stones; if they disagree
	// or cannot answer, play resumes (cleanup) until two more passes and
	// every stone on the board then counts as alive.
	Agreement ScoringMethod = iota
	// Referee uses the referee's own judgment (Config.Judge).
	Referee
	// TrompTaylor counts at once with every stone alive.
	TrompTaylor
)

// ParseScoring reads agreement, referee or tromp-taylor.
func ParseScoring(s string) (ScoringMethod, error) {
	switch strings.ToLower(s) {
	case "agreement", "":
		return Agreement, nil
	case "referee":
		return Referee, nil
	case "tromp-taylor", "tromp_taylor", "tt":
		return TrompTaylor, nil
	}
	return 0, fmt.Errorf("scoring %q: want agreement, referee or tromp-taylor", s)
}

// String names the method.
func (m ScoringMethod) String() string {
	return [...]string{"agreement", "referee", "tromp-taylor"}[m]
}

// ParseIllegal reads forfeit or penalty.
func ParseIllegal(s string) (IllegalPolicy, error) {
	switch strings.ToLower(s) {
	case "forfeit", "":
		return Forfeit, nil
	case "penalty":
		return Penalty, nil
	}
	return 0, fmt.Errorf("illegal %q: want forfeit or penalty", s)
}

// String names the policy.
func (p IllegalPolicy) String() string { return [...]string{"forfeit", "penalty"}[p] }

// Opening is a game start read from an SGF file: setup stones then moves.
type Opening struct {
	Name       string // the file's base name, for the records
	SetupBlack []geom.Point
	SetupWhite []geom.Point
	Moves      []OpeningMove
	// ToMove is the colour that moves first after a setup-only
	// opening: the one its PL names, or White after handicap stones
	// (HA), as loadsgf reads the record; geom.Empty otherwise (Black).
	ToMove geom.Colour
	// Handicap is the number of black setup stones when the record has
	// HA of 2 or more and sets two black stones up or more (SetupBlack
	// are then the handicap stones, as record.Record.Replay reads them;
	// their number, not HA's, where the two differ), else 0. Its game is
	// a handicap game as one of --handicap is: White gets the preset's
	// compensation for Handicap stones, the engines get the stones as
	// handicap and the record says HA[Handicap].
	Handicap int
}

// OpeningMove is one move of an opening.
type OpeningMove struct {
	Colour geom.Colour
	Point  geom.Point
}

// Config is the configuration of a match.
type Config struct {
	Black, White       []string      // argument vectors of the two programs
	BlackCmd, WhiteCmd string        // the command lines as given, for the records
	Games              int           // number of games (1 when zero)
	Size               int           // side of the square board (19 when zero)
	Komi               float64       // in points; the default preset's when Rules is unset
	Rules              rules.Preset  // rules.Default when unset
	Alternate          bool          // the programs exchange colours every game
	Handicap           int           // handicap stones, 0 for none
	FreeHandicap       bool          // Black's engine places them (place_free_handicap) where it lists that; else GTP's fixed points
	Openings           []Opening     // game n plays Openings[(n/2) % len]
	OpeningsDir        string        // where Openings came from, for the records
	Time               clock.Control // per player; Kind None for no clock
	Grace              time.Duration // latency forgiven per move: DefaultGrace when zero, none when negative
	MaxMoves           int           // DefaultMaxMoves(Size) when zero
	Illegal            IllegalPolicy // what an illegal move costs
	Scoring            ScoringMethod // how a game ended by two passes is counted
	Parallel           int           // games played at once (1 when zero)
	Out                string        // output directory ("." when empty)
	// Force starts the match anew: the records of an earlier match in
	// Out (its match.json, results.jsonl, results.dat and game records)
	// are deleted first, as gogui-twogtp's -force deletes its table.
	Force bool
	SPRT  *stats.SPRT // stops the match early when decided; nil for none (and with Shards > 1)
	// BestOf makes the match one of best of Games (RULES.md section 7's
	// best-of-N matches): it stops once one program leads by more points
	// (win 2, draw 1) than the games left could make up, the result over
	// Games being decided (without draws, once one has won a majority
	// of them). Not with Shards > 1 nor with SPRT.
	BestOf         bool
	Shard, Shards  int           // play games Shard, Shard+Shards, ...
	CommandTimeout time.Duration // for every command outside a clocked turn (the play that ends play too)
	// StartupTimeout bounds an engine's start: its answers to
	// list_commands, name and version, the first commands it gets, which
	// an engine loading a network answers only when it is ready. Zero
	// means [DefaultStartupTimeout]. The start is not charged to a clock.
	StartupTimeout time.Duration
	// CrashLimit is the number of consecutive games in which one program
	// fails (crashes, fails to start, hangs past CommandTimeout, breaks
	// the protocol, refuses a command or answers genmove with no move)
	// that stops the match with ErrCrashLoop. They are consecutive games
	// of the match: a resumed match goes on with the count its records
	// end with.
	CrashLimit int
	// Start starts the engines (required); Judge settles the dead stones
	// and seki of finished games (AllAlive when nil).
	Start Starter
	Judge Judge
	// Progress receives the progress display; ProgressTTY selects the bar.
	Progress    io.Writer
	ProgressTTY bool
	// Version is the referee's version, written in the SGF AP property.
	Version string
}

// DefaultStartupTimeout is how long an engine may take by default to
// answer its first commands: networks take seconds to load, tens of
// seconds on a slow disk or a first GPU initialisation.
const DefaultStartupTimeout = 2 * time.Minute

// DefaultGrace is the latency forgiven per move by default: the time a
// move takes beyond it is charged to the player's clock.
const DefaultGrace = 200 * time.Millisecond

// Defaults fills unset fields with their defaults.
func (c *Config) Defaults() {
	if c.Games <= 0 {
		c.Games = 1
	}
	if c.Size == 0 {
		c.Size = 19
	}
	if c.Rules.Name == "" {
		c.Rules = rules.MustLookup(rules.Default)
		c.Komi = c.Rules.Komi
	}
	if c.MaxMoves <= 0 {
		c.MaxMoves = DefaultMaxMoves(c.Size)
	}
	if c.Parallel <= 0 {
		c.Parallel = 1
	}
	if c.Shards <= 0 {
		c.Shards = 1
	}
	if c.CommandTimeout <= 0 {
		c.CommandTimeout = 60 * time.Second
	}
	if c.StartupTimeout <= 0 {
		c.StartupTimeout = DefaultStartupTimeout
	}
	switch {
	case c.Grace == 0:
		c.Grace = DefaultGrace
	case c.Grace < 0:
		c.Grace = 0 // no grace: the clock is charged to the millisecond
	}
	if c.CrashLimit <= 0 {
		c.CrashLimit = 3
	}
	if c.Judge == nil {
		c.Judge = AllAlive{}
	}
	if c.Out == "" {
		c.Out = "."
	}
}

// Validate checks the configuration.
func (c *Config) Validate() error {
	if len(c.Black) == 0 || len(c.White) == 0 {
		return fmt.Errorf("both engines must be given")
	}
	if c.Start == nil {
		return fmt.Errorf("no engine starter")
	}
	if _, err := geom.Get(c.Size, c.Size); err != nil {
		return fmt.Errorf("size: %w", err)
	}
	if c.Shard < 0 || c.Shard >= c.Shards {
		return fmt.Errorf("shard %d/%d: want 0 <= I < N", c.Shard, c.Shards)
	}
	if err := CheckHandicap(c.Size, c.Handicap); err != nil {
		return err
	}
	if c.Handicap > 0 && len(c.Openings) > 0 {
		return fmt.Errorf("--handicap and --openings cannot be combined")
	}
	if c.FreeHandicap && c.Handicap == 0 {
		return fmt.Errorf("--free-handicap needs --handicap N")
	}
	if c.BestOf && c.Shards > 1 {
		return fmt.Errorf("--best-of cannot be combined with --shard: a shard sees only its own games, and the match is decided on all of them")
	}
	if c.BestOf && c.SPRT != nil {
		return fmt.Errorf("--best-of cannot be combined with --sprt: each would stop the match by its own rule")
	}
	return checkSPRTShards(c.SPRT, c.Shards)
}

// checkSPRTShards refuses an SPRT (sprt not nil) in a match split into
// shards > 1: a shard sees only its own games, so its test would stop it on
// part of the match, and the shards would decide each its own way, none
// with the test's error rates for the match; with --alternate or openings
// and an even number of shards, every game of a shard even has the same
// colours. The SPRT is for the merged records (stats --sprt).
func checkSPRTShards(sprt *stats.SPRT, shards int) error {
	if sprt != nil && shards > 1 {
		return fmt.Errorf("--sprt cannot be combined with --shard: a shard sees only its own games (with --alternate and an even number of shards, all with the same colours), so its test would stop it on part of the match; play the shards without --sprt and test their records together with gtp-referee stats --sprt ELO0,ELO1")
	}
	return nil
}

// CheckHandicap reports why n handicap stones cannot be played on a size x
// size board: the stones are placed as GTP's fixed_handicap table places
// them (engine.FixedHandicap), which has 2 to 4 stones on 7x7 and even
// sizes, 2 to 9 on larger odd sizes, and none below 7x7.
func CheckHandicap(size, n int) error {
	if n == 0 {
		return nil
	}
	if n < 0 || n == 1 {
		return fmt.Errorf("handicap %d: want 0 or 2 and more", n)
	}
	g, err := geom.Get(size, size)
	if err != nil {
		return fmt.Errorf("size: %w", err)
	}
	if _, err := engine.FixedHandicap(g, n); err != nil {
		return fmt.Errorf("handicap %d: %w", n, err)
	}
	return nil
}

// Alternated reports whether the --black program plays White in game n.
func (c *Config) Alternated(n int) bool {
	return (c.Alternate || len(c.Openings) > 0) && n%2 == 1
}

// OpeningFor returns the opening of game n, or nil.
func (c *Config) OpeningFor(n int) *Opening {
	if len(c.Openings) == 0 {
		return nil
	}
	return &c.Openings[(n/2)%len(c.Openings)]
}

// LoadOpenings reads every .sgf file of dir (sorted by name) as an
// opening on a size x size board: setup stones of the root, then the main
// line's moves, which must be legal under the preset and leave play open (not
// end it with two passes). After setup stones without moves the player to
// move is PL's, else the one loadsgf gives the record (White after the
// stones of a handicap, HA), else Black. A record with HA of 2 or more
// and two black setup stones or more opens a handicap game
// (Opening.Handicap): its black stones are the handicap stones, however
// many HA says. The engines get handicap stones
// as a game of --handicap gives them (set_free_handicap where listed),
// and the other setup stones as plays, the black ones then the white
// ones, so no point may be set twice and no chain of the setup may be without a liberty:
// such a play would be refused (GTP's play of an occupied point or a
// suicide) or capture, where the referee's setup captures nothing. An
// opening that breaks that is refused here, before any game, rather than
// when its game comes up. Files that are not regular (a FIFO named *.sgf)
// are passed over, and a file is read up to sgf.MaxInputSize.
func LoadOpenings(dir string, size int, preset rules.Preset) ([]Opening, error) {
	ents, err := os.ReadDir(dir)
	if err != nil {
		return nil, fmt.Errorf("openings: %w", err)
	}
	var names []string
	for _, e := range ents {
		if !strings.EqualFold(filepath.Ext(e.Name()), ".sgf") {
			continue
		}
		// Only regular files (or links to them) are openings: a FIFO
		// or a device named *.sgf would block the read or never end.
		st, err := os.Stat(filepath.Join(dir, e.Name()))
		if err != nil {
			return nil, fmt.Errorf("openings: %w", err)
		}
		if st.Mode().IsRegular() {
			names = append(names, e.Name())
		}
	}
	sort.Strings(names)
	if len(names) == 0 {
		return nil, fmt.Errorf("openings: no .sgf file in %s", dir)
	}
	g, err := geom.Get(size, size)
	if err != nil {
		return nil, fmt.Errorf("openings: %w", err)
	}
	var out []Opening
	for _, n := range names {
		data, err := sgf.ReadFile(filepath.Join(dir, n))
		if err != nil {
			return nil, fmt.Errorf("openings: %w", err)
		}
		col, err := sgf.Parse(data)
		if err != nil {
			return nil, fmt.Errorf("openings: %s: %w", n, err)
		}
		if len(col.Games) == 0 {
			return nil, fmt.Errorf("openings: %s: no game", n)
		}
		root := col.Games[0]
		if err := record.CheckGo(root); err != nil {
			return nil, fmt.Errorf("openings: %s: %w", n, err)
		}
		w, h, err := root.Size()
		if err != nil {
			return nil, fmt.Errorf("openings: %s: %w", n, err)
		}
		if w != size || h != size {
			return nil, fmt.Errorf("openings: %s: board %dx%d, the match is %dx%d", n, w, h, size, size)
		}
		op := Opening{Name: n}
		conv := func(p sgf.Point) geom.Point { return g.Point(p.X, h-1-p.Y) }
		// set holds the points set up so far: a point set again is
		// refused at once (checkOpening says why), so that a long main
		// line of setup nodes cannot grow the lists past the board.
		var set geom.Bitboard
		add := func(list []geom.Point, p sgf.Point) ([]geom.Point, error) {
			pt := conv(p)
			if set.Has(pt) {
				return nil, fmt.Errorf("openings: %s: setup: %s is set twice", n, g.Vertex(pt))
			}
			set.Set(pt)
			return append(list, pt), nil
		}
		for _, node := range root.MainLineNodes() {
			ab, aw, ae, pl, err := node.Setup(w, h)
			if err != nil {
				return nil, fmt.Errorf("openings: %s: %w", n, err)
			}
			if len(op.Moves) > 0 && (len(ab) > 0 || len(aw) > 0 || len(ae) > 0 || pl != sgf.None) {
				// The engines hear an opening as set-up stones, then
				// moves: later setup or a PL could not be sent as played.
				return nil, fmt.Errorf("openings: %s: line %d, column %d: setup or PL after the moves is not supported", n, node.Line, node.Col)
			}
			if len(ae) > 0 {
				return nil, fmt.Errorf("openings: %s: line %d, column %d: AE is not supported", n, node.Line, node.Col)
			}
			switch pl {
			case sgf.Black:
				op.ToMove = geom.Black
			case sgf.White:
				op.ToMove = geom.White
			}
			for _, p := range ab {
				if op.SetupBlack, err = add(op.SetupBlack, p); err != nil {
					return nil, err
				}
			}
			for _, p := range aw {
				if op.SetupWhite, err = add(op.SetupWhite, p); err != nil {
					return nil, err
				}
			}
			m, ok, err := node.Move(w, h)
			if err != nil {
				return nil, fmt.Errorf("openings: %s: %w", n, err)
			}
			if ok {
				c := geom.Black
				if m.Colour == sgf.White {
					c = geom.White
				}
				p := geom.Pass
				if !m.Pass {
					p = conv(sgf.Point{X: m.X, Y: m.Y})
				}
				op.Moves = append(op.Moves, OpeningMove{c, p})
			}
		}
		if len(op.Moves) == 0 && op.ToMove == geom.Empty {
			op.ToMove = setupToMove(root, g, preset)
		}
		op.Handicap = openingHandicap(root, len(op.SetupBlack))
		if err := checkOpening(g, preset, &op); err != nil {
			return nil, fmt.Errorf("openings: %s: %w", n, err)
		}
		out = append(out, op)
	}
	return out, nil
}

// setupToMove returns who moves first after the setup of an opening
// without moves or PL, as loadsgf reads the record (record.Record.Replay):
// White after handicap stones (HA of 2 or more), as GNU Go 3.8's loadsgf
// answers for (;SZ[9]HA[2]AB[cc][gg]); Empty for Black, who moves first
// otherwise, or where the record does not replay.
func setupToMove(root *sgf.Node, g *geom.Geometry, preset rules.Preset) geom.Colour {
	rec, err := record.FromSGF(root)
	if err != nil {
		return geom.Empty
	}
	gm := engine.NewGame(g, preset)
	if rec.Replay(gm, -1) != nil || gm.ToMove() != geom.White {
		return geom.Empty
	}
	return geom.White
}

// openingHandicap returns the number of handicap stones of a record that
// sets black stones up before its moves: a record with HA of 2 or
// more (as package record reads it: a value that is no number, or more
// stones than the board has points, is absent) and two black setup stones
// or more is a handicap game of those stones, however many its HA says:
// they are what the engines get as handicap (set_free_handicap), and GNU
// Go 3.8, given three stones so, counts White three points of
// compensation under Chinese rules whatever the record's HA was. Else 0.
func openingHandicap(root *sgf.Node, stones int) int {
	rec, err := record.FromSGF(root)
	if err != nil || rec.Handicap < 2 || stones < 2 {
		return 0
	}
	return stones
}

// checkOpening plays op on a board of geometry g as a game plays it (the
// black setup stones, the white ones, then the moves) and reports a setup
// stone the engines could not be sent as a play (a point set twice, a chain
// without a liberty), its first move that preset p forbids, or moves that
// end play (two passes).
func checkOpening(g *geom.Geometry, p rules.Preset, op *Opening) error {
	game := engine.NewGame(g, p)
	var set geom.Bitboard
	for i, pts := range [][]geom.Point{op.SetupBlack, op.SetupWhite} {
		c := geom.Black + geom.Colour(i)
		for _, pt := range pts {
			if set.Has(pt) {
				return fmt.Errorf("setup: %s is set twice", g.Vertex(pt))
			}
			set.Set(pt)
			game.Setup(c, pt)
		}
	}
	if pt := game.Board().Libertyless(); pt != geom.Pass {
		return fmt.Errorf("setup: the chain of %s %s has no liberty", letter(game.Board().At(pt)), g.Vertex(pt))
	}
	for i, m := range op.Moves {
		if reason := game.Play(m.Colour, m.Point); reason != engine.Legal {
			return fmt.Errorf("move %d (%s %s) is illegal under %s: %s", i+1, letter(m.Colour), g.Vertex(m.Point), p.Name, reason.String())
		}
	}
	if game.Over() {
		// Every game would be over before its first move.
		return fmt.Errorf("its moves end play (two passes or a cycle): no game is left to play after it")
	}
	return nil
}

// DefaultMaxMoves is the move limit of a match on a size x size board:
// gogui-twogtp's 1000, or twice the board's points where that is more
// (above 22x22), so that games on large boards are not cut short.
func DefaultMaxMoves(size int) int {
	return max(1000, 2*size*size)
}
