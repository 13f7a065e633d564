package match

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"sync"
	"time"

	"golang.org/x/sync/errgroup"

	"github.com/gtp-referee/gtp-referee/match/clock"
	"github.com/gtp-referee/gtp-referee/match/results"
	"github.com/gtp-referee/gtp-referee/match/stats"
)

// File names in the output directory.
const (
	RecordsFile = "results.jsonl"
	DatFile     = "results.dat"
	StateFile   = "match.json"
	LockFile    = "match.lock" // held while a match runs (see lockOut)
)

// SGFName returns the file name of game n's record, as gogui-twogtp names
// them next to PREFIX.dat.
func SGFName(n int) string { return fmt.Sprintf("results-%d.sgf", n) }

// clearOut deletes the files an earlier match wrote in dir: match.json,
// results.jsonl, results.dat and the game records (results-N.sgf); the
// lock and any other file stay.
func clearOut(dir string) error {
	entries, err := os.ReadDir(dir)
	if err != nil {
		return fmt.Errorf("--force: %w", err)
	}
	for _, e := range entries {
		name := e.Name()
		var n int
		game := false
		if _, err := fmt.Sscanf(name, "results-%d.sgf", &n); err == nil && name == SGFName(n) {
			game = true
		}
		if e.Type().IsRegular() && (game || name == StateFile || name == RecordsFile || name == DatFile) {
			if err := os.Remove(filepath.Join(dir, name)); err != nil {
				return fmt.Errorf("--force: %w", err)
			}
		}
	}
	return nil
}

// removeTemporaries deletes the temporary files that a run killed while it
// wrote a record (match.json, results.dat, a game's SGF) left in dir: they
// are half-written copies, never records. The caller holds the lock, so no
// other run is writing them. It is best effort: a file it cannot delete
// stays, as it would without it.
func removeTemporaries(dir string) {
	entries, err := os.ReadDir(dir)
	if err != nil {
		return
	}
	for _, e := range entries {
		target, ok := results.TemporaryTarget(e.Name())
		if !ok || !e.Type().IsRegular() {
			continue
		}
		var n int
		game := false
		if _, err := fmt.Sscanf(target, "results-%d.sgf", &n); err == nil && target == SGFName(n) {
			game = true
		}
		if game || target == StateFile || target == RecordsFile || target == DatFile {
			os.Remove(filepath.Join(dir, e.Name()))
		}
	}
}

// ErrCrashLoop reports a program that failed in CrashLimit consecutive
// games (see Config.CrashLimit).
var ErrCrashLoop = errors.New("crash loop")

// ErrDifferentMatch reports an output directory whose match.json holds
// a match with other parameters than the one asked for: a resume with
// other flags, refused before anything is written.
var ErrDifferentMatch = errors.New("holds a different match")

// state is the match.json file: the parameters a resumed match must share
// with the interrupted one.
type state struct {
	Black, White string
	// Games is the number of games of the whole match (all shards), as
	// the last run was given it (a resumed match may change it); 0 in a
	// match.json written before it was kept, which any count matches.
	Games    int `json:",omitempty"`
	Size     int
	Komi     float64
	Rules    string
	Handicap int
	// FreeHandicap is --free-handicap (false in a match.json written
	// before it existed, which any match without it matches).
	FreeHandicap bool `json:",omitempty"`
	Alternate    bool
	Openings     string
	Time         string
	// Grace is the latency forgiven per move under a clock, which
	// decides losses on time ("" without a clock, and in a match.json
	// written before it was kept, which any grace matches).
	Grace    string `json:",omitempty"`
	MaxMoves int
	Illegal  string
	Scoring  string
	Shard    string
	Date     string
	Host     string
}

func (c *Config) state() state {
	st := state{Black: c.BlackCmd, White: c.WhiteCmd, Games: c.Games, Size: c.Size, Komi: c.Komi, Rules: c.Rules.Name,
		Handicap: c.Handicap, FreeHandicap: c.FreeHandicap, Alternate: c.Alternate, Openings: c.OpeningsDir, Time: c.Time.String(),
		MaxMoves: c.MaxMoves, Illegal: c.Illegal.String(), Scoring: c.Scoring.String(),
		Shard: fmt.Sprintf("%d/%d", c.Shard, c.Shards)}
	if c.Time.Kind != clock.None {
		st.Grace = c.Grace.String() // after Defaults: "0s" for none
	}
	return st
}

// Summary is the outcome of Run.
type Summary struct {
	Records     []results.Record // every complete record of the match, by game number
	Played      int              // games played by this run
	Elapsed     time.Duration    // wall time of this run
	GamesPerSec float64          // games played by this run per second
	// RefereeCPUPerMove is this process's CPU time (user+system, all of the
	// referee's work including GTP I/O, engines excluded) per move played.
	RefereeCPUPerMove time.Duration
	// RefereeMedianPerMove is the median of the per-game medians of the
	// referee's own work per move (wall time between an engine's reply and
	// the next command, engines excluded).
	RefereeMedianPerMove time.Duration
	Decision             stats.Decision // the SPRT's verdict on Records, if any
	// Decided is true when a best-of match (Config.BestOf) is decided
	// on Records.
	Decided bool
	Stopped string // why the match stopped early (games left unplayed or unfinished), if it did
}

// Run plays the match of cfg, resuming it from the records in cfg.Out.
// It returns when every game of the shard has a record, when the SPRT has
// decided on the games recorded (the record that crosses a bound stops the
// games in progress, which are recorded unfinished with no result, and no
// other is begun; a game that had ended before the stop reached it is
// recorded with its result, and should that take the test back within its
// bounds, the match goes on), or on an error; cancelling ctx stops it
// cleanly (the games in progress are discarded and played again on
// resume).
func Run(ctx context.Context, cfg Config) (*Summary, error) {
	cfg.Defaults()
	if err := cfg.Validate(); err != nil {
		return nil, err
	}
	// 0777 less the umask, as mkdir(1) creates a directory: the match's
	// files get open(2)'s 0666 less the umask, and a group that shares
	// the output (umask 002) must be able to create them to resume it.
	if err := os.MkdirAll(cfg.Out, 0o777); err != nil {
		return nil, fmt.Errorf("output directory: %w", err)
	}
	release, err := lockOut(cfg.Out)
	if err != nil {
		return nil, err
	}
	defer release()
	removeTemporaries(cfg.Out)
	if cfg.Force {
		if err := clearOut(cfg.Out); err != nil {
			return nil, err
		}
	}
	// Everything is checked before anything is written: a refused run
	// (another match's directory, damaged records) leaves match.json as
	// it was.
	st, stWrite, err := checkState(&cfg)
	if err != nil {
		return nil, err
	}
	store, recs, err := results.OpenStore(filepath.Join(cfg.Out, RecordsFile))
	if err != nil {
		return nil, err
	}
	defer store.Close()
	if err := checkGames(cfg.Out, cfg.Games, recs); err != nil {
		return nil, err
	}
	if stWrite {
		if err := writeState(filepath.Join(cfg.Out, StateFile), st); err != nil {
			return nil, err
		}
	}
	progs := [2]*program{
		{key: results.ProgBlack, argv: cfg.Black, command: cfg.BlackCmd},
		{key: results.ProgWhite, argv: cfg.White, command: cfg.WhiteCmd},
	}
	// --crash-limit counts consecutive games of the match, not of this
	// run: the runs of failures that end the records go on, in the order
	// the games were recorded. A resumed run that reaches the limit stops
	// at its first failed game; one that begins with a good game starts
	// afresh.
	counted := make(map[int]bool, len(recs))
	for i := range recs {
		if !counted[recs[i].Game] {
			counted[recs[i].Game] = true
			for _, p := range progs {
				p.streak(&recs[i])
			}
		}
	}
	recs = results.Unique(recs)
	// The records of an older version are compared with the games played
	// now by the key they would be given now (a handicap game's marks its
	// stones as set up); a record whose file does not give it keeps its.
	UpdateKeys(cfg.Out, recs, cfg.Openings)
	done := make(map[int]bool, len(recs))
	for _, r := range recs {
		done[r.Game] = true
	}
	var todo []int
	for g := cfg.Shard; g < cfg.Games; g += cfg.Shards {
		if !done[g] {
			todo = append(todo, g)
		}
	}
	m := &matchRun{cfg: &cfg, st: st, store: store, recs: recs, progs: progs, todo: todo}
	m.wake = sync.NewCond(&m.mu)
	total := len(recs) + len(todo)
	m.prog = newProgress(cfg.Progress, cfg.ProgressTTY, total, len(recs))
	m.writeDat()
	sum := &Summary{}
	if cfg.SPRT != nil {
		// A resumed match that its records decide plays no game.
		_, m.decision = cfg.SPRT.Decide(tally(recs))
	}
	if cfg.BestOf {
		// Nor one that its records decide.
		m.decided = bestOfDecided(recs, cfg.Games)
	}
	t0, cpu0 := time.Now(), cpuTime()
	eg, egCtx := errgroup.WithContext(ctx)
	m.base = egCtx
	m.games, m.stop = context.WithCancelCause(egCtx)
	defer func() { m.stop(nil) }()
	// Workers waiting for the games in progress (next) wake up when
	// the match is cancelled or a worker fails.
	stopWake := context.AfterFunc(egCtx, func() {
		m.mu.Lock()
		defer m.mu.Unlock()
		m.wake.Broadcast()
	})
	defer stopWake()
	workers := min(cfg.Parallel, max(len(todo), 1))
	for w := 0; w < workers; w++ {
		eg.Go(func() error { return m.worker(egCtx) })
	}
	err = eg.Wait()
	m.prog.finish()
	m.writeDat()
	sum.Records = results.Unique(m.recs)
	sum.Played = m.played
	sum.Elapsed = time.Since(t0)
	if sum.Elapsed > 0 {
		sum.GamesPerSec = float64(m.played) / sum.Elapsed.Seconds()
	}
	if m.moves > 0 {
		sum.RefereeCPUPerMove = (cpuTime() - cpu0) / time.Duration(m.moves)
	}
	sum.RefereeMedianPerMove = medianOfMedians(m.medians)
	sum.Decision = m.decision
	if m.decision != stats.Continue && (len(m.todo) > 0 || m.stopped > 0) {
		// Games were left unplayed or unfinished: the match stopped
		// early.
		sum.Stopped = fmt.Sprintf("SPRT: %s; %d of %s not played", m.decision, len(m.todo), count(total, "game", "games"))
		if m.stopped > 0 {
			sum.Stopped += fmt.Sprintf(", %d stopped unfinished (no result)", m.stopped)
		}
	}
	sum.Decided = m.decided
	if left := total - len(sum.Records); m.decided && left > 0 {
		t := tally(sum.Records)
		sum.Stopped = fmt.Sprintf("best of %d: decided after %s, %d-%d points; %d of %s not played",
			cfg.Games, count(len(sum.Records), "game", "games"), 2*t.Wins+t.Draws, 2*t.Losses+t.Draws, left, count(total, "game", "games"))
	}
	if err != nil {
		if (errors.Is(err, ErrBoardSizeRefused) || errors.Is(err, ErrCannotRun)) && len(sum.Records) == 0 {
			// No game can be played: the run leaves no match behind,
			// so that the same directory takes the corrected command.
			store.Close()
			for _, f := range []string{StateFile, RecordsFile, DatFile} {
				os.Remove(filepath.Join(cfg.Out, f))
			}
		}
		return sum, err
	}
	if ctx.Err() != nil {
		return sum, fmt.Errorf("match interrupted after %d of %d games; run the same command again to resume: %w",
			len(sum.Records), total, context.Cause(ctx))
	}
	return sum, nil
}

func medianOfMedians(v []int64) time.Duration {
	if len(v) == 0 {
		return 0
	}
	s := append([]int64(nil), v...)
	for i := 1; i < len(s); i++ {
		for j := i; j > 0 && s[j] < s[j-1]; j-- {
			s[j], s[j-1] = s[j-1], s[j]
		}
	}
	return time.Duration(s[len(s)/2])
}

// checkState checks that a resumed match has the parameters in
// match.json and returns the state to keep there; write tells whether
// match.json must be written (on the first run, or with a new game count),
// which the caller does once the records are read.
func checkState(cfg *Config) (st state, write bool, err error) {
	path := filepath.Join(cfg.Out, StateFile)
	want := cfg.state()
	// Compare with what match.json can keep of it: JSON turns bytes that
	// are not UTF-8 (in a command line, say) into U+FFFD.
	if b, err := json.Marshal(want); err == nil {
		var kept state
		if json.Unmarshal(b, &kept) == nil {
			want = kept
		}
	}
	data, err := os.ReadFile(path)
	if err == nil {
		var have state
		if err := json.Unmarshal(data, &have); err != nil {
			return state{}, false, fmt.Errorf("%s: %w", path, err)
		}
		cmp := have
		cmp.Date, cmp.Host = "", ""
		cmp.Games = want.Games // a resumed match may be made longer or shorter
		if cmp.Grace == "" {
			cmp.Grace = want.Grace // kept from now on
		}
		if cmp != want {
			return state{}, false, fmt.Errorf("%s %w (%s); use another --out or the same flags",
				cfg.Out, ErrDifferentMatch, stateDiff(have, want))
		}
		if have.Games != want.Games || have.Grace != want.Grace {
			// The new length, which merge and stats compare across
			// shards; the grace, if the file did not keep it.
			have.Games, have.Grace = want.Games, want.Grace
			return have, true, nil
		}
		return have, false, nil
	}
	if !errors.Is(err, os.ErrNotExist) {
		return state{}, false, fmt.Errorf("reading %s: %w", path, err)
	}
	want.Date = time.Now().Format("2006-01-02")
	want.Host, _ = os.Hostname()
	return want, true, nil
}

// checkGames refuses to resume, with games games, the match whose records
// recs in dir hold a game beyond them (numbered games or more): the
// records would count games that the match, as match.json would then say,
// does not have (stats, merge), as gogui-twogtp refuses a results table
// that already contains more games than its -games.
func checkGames(dir string, games int, recs []results.Record) error {
	recs = results.Unique(recs)
	last := -1
	for _, r := range recs {
		last = max(last, r.Game)
	}
	if last < games {
		return nil
	}
	return fmt.Errorf("%s already holds %s, up to game %d, more than --games %d: give --games %d or more to resume the match, or --force to start anew",
		dir, count(len(recs), "game", "games"), last, games, last+1)
}

// writeState writes st as the match.json at path, indented, through a
// temporary file.
func writeState(path string, st state) error {
	data, err := json.MarshalIndent(st, "", "  ")
	if err != nil {
		return fmt.Errorf("encoding state: %w", err)
	}
	return results.WriteFileAtomic(path, append(data, '\n'))
}

// readState reads the match.json of the output directory d; ok is false
// when it has none (a merge by an older version).
func readState(d string) (st state, ok bool, err error) {
	path := filepath.Join(d, StateFile)
	data, err := os.ReadFile(path)
	if errors.Is(err, os.ErrNotExist) {
		return state{}, false, nil
	}
	if err != nil {
		return state{}, false, fmt.Errorf("reading %s: %w", path, err)
	}
	if err := json.Unmarshal(data, &st); err != nil {
		return state{}, false, fmt.Errorf("%s: %w", path, err)
	}
	return st, true, nil
}

// shardOf returns the shard I/N a match.json names, 0/1 for an unsharded
// match (or a Shard it cannot read).
func (st state) shardOf() (i, n int) {
	if _, err := fmt.Sscanf(st.Shard, "%d/%d", &i, &n); err != nil || n < 1 {
		return 0, 1
	}
	return i, n
}

// SameMatch checks that the output directories dirs hold shards of one
// match: their match.json files agree on everything but the shard, date
// and host, and their shards are of one split into N, none twice (a
// merged directory's match.json is that of an unsharded match). A
// directory without match.json (a merge by an older version) is not
// checked.
func SameMatch(dirs []string) error {
	var first state
	firstDir := ""
	total := 0
	shards := map[string]string{} // shard -> directory
	for _, d := range dirs {
		st, ok, err := readState(d)
		if err != nil {
			return err
		}
		if !ok {
			continue
		}
		i, n := st.shardOf()
		if total == 0 {
			total = n
		} else if n != total {
			return fmt.Errorf("%s is shard %d/%d, other directories shards of %d", d, i, n, total)
		}
		key := fmt.Sprintf("shard %d/%d", i, n)
		if prev, dup := shards[key]; dup {
			return fmt.Errorf("%s and %s are both %s", prev, d, key)
		}
		shards[key] = d
		st.Shard, st.Date, st.Host = "", "", ""
		if firstDir == "" {
			first, firstDir = st, d
			continue
		}
		cmp := st
		if cmp.Games == 0 || first.Games == 0 {
			cmp.Games = first.Games // one from before Games was kept
		}
		if cmp.Grace == "" || first.Grace == "" {
			cmp.Grace = first.Grace // one from before Grace was kept
		}
		if cmp != first {
			return fmt.Errorf("%s and %s hold different matches (%s)", firstDir, d, stateDiff(first, st))
		}
	}
	return nil
}

// Missing tells what the output directories dirs, shards of one match
// (checked by SameMatch), leave out of it: the shards of its split that
// none of them is ("2/3"; only when every directory has a match.json),
// and, when a match.json gives the match's number of games, the numbers
// of the games, in order, that have no record among recs (those of a
// shard not given, not yet played, or not played because the SPRT
// stopped the match).
func Missing(dirs []string, recs []results.Record) (shards []string, games []int, err error) {
	n, total := 0, 0
	given := map[int]bool{}
	all := true
	for _, d := range dirs {
		st, ok, err := readState(d)
		if err != nil {
			return nil, nil, err
		}
		if !ok {
			all = false
			continue
		}
		i, k := st.shardOf()
		n, given[i] = k, true
		total = max(total, st.Games)
	}
	if all && n > 0 {
		for i := range n {
			if !given[i] {
				shards = append(shards, fmt.Sprintf("%d/%d", i, n))
			}
		}
	}
	have := make(map[int]bool, len(recs))
	for _, r := range recs {
		have[r.Game] = true
	}
	for g := range total {
		if !have[g] {
			games = append(games, g)
		}
	}
	return shards, games, nil
}

// WriteMergedState writes into out the match.json of the merge of the
// shards in dirs (checked by SameMatch): their parameters as those of an
// unsharded match, so that the merged directory is refused beside one of
// its shards or another match. It writes nothing when no shard has one.
func WriteMergedState(out string, dirs []string) error {
	for _, d := range dirs {
		data, err := os.ReadFile(filepath.Join(d, StateFile))
		if err != nil {
			continue
		}
		var st state
		if err := json.Unmarshal(data, &st); err != nil {
			return fmt.Errorf("%s: %w", filepath.Join(d, StateFile), err)
		}
		st.Shard = "0/1" // as an unsharded match writes it
		return writeState(filepath.Join(out, StateFile), st)
	}
	return nil
}

func stateDiff(a, b state) string {
	var d []string
	add := func(name string, x, y any) {
		if fmt.Sprint(x) != fmt.Sprint(y) {
			d = append(d, fmt.Sprintf("%s %v, now %v", name, x, y))
		}
	}
	add("black", a.Black, b.Black)
	add("white", a.White, b.White)
	add("games", a.Games, b.Games)
	add("size", a.Size, b.Size)
	add("komi", a.Komi, b.Komi)
	add("rules", a.Rules, b.Rules)
	add("handicap", a.Handicap, b.Handicap)
	add("free-handicap", a.FreeHandicap, b.FreeHandicap)
	add("alternate", a.Alternate, b.Alternate)
	add("openings", a.Openings, b.Openings)
	add("time", a.Time, b.Time)
	add("grace", a.Grace, b.Grace)
	add("max-moves", a.MaxMoves, b.MaxMoves)
	add("illegal", a.Illegal, b.Illegal)
	add("scoring", a.Scoring, b.Scoring)
	add("shard", a.Shard, b.Shard)
	return strings.Join(d, "; ")
}

// matchRun is the shared state of a running match.
type matchRun struct {
	cfg   *Config
	st    state
	store *results.Store
	progs [2]*program

	mu   sync.Mutex
	wake *sync.Cond // on mu: a game in progress ended, or the match stops
	// todo holds the games not begun yet, in order; running counts those
	// in progress.
	todo    []int
	running int
	recs    []results.Record
	played  int
	moves   int
	medians []int64
	// decision is the SPRT's verdict on the games recorded (recs).
	decision stats.Decision
	// games is the context of the games begun since the SPRT last
	// decided (a child of base, the workers' context); stop ends them
	// with errStopped when it decides.
	base    context.Context
	games   context.Context
	stop    context.CancelCauseFunc
	stopped int // games stopped unfinished by a decision
	// decided is true once a best-of match (Config.BestOf) is decided
	// on the games recorded: no game begins after, and those in
	// progress are dropped (errDecided), as an interrupted game is.
	decided bool
	prog    *progress
}

// errDecided is the cause of the end of the games in progress when a
// best-of match is decided: they are not recorded.
var errDecided = errors.New("the best-of match is decided")

// bestOfDecided tells whether the records recs of a best-of match of
// games games decide it: one program leads the other by more points
// (win 2, draw 1) than the games without a record could make up, 2 a
// game, so that neither the lead nor a tie can change. Without draws nor
// games without a result, that is one program having won a majority of
// the games.
func bestOfDecided(recs []results.Record, games int) bool {
	recs = results.Unique(recs)
	t := tally(recs)
	lead := 2*t.Wins + t.Draws - (2*t.Losses + t.Draws)
	return max(lead, -lead) > 2*(games-len(recs))
}

// errStopped is the cause of the end of the games in progress when the
// SPRT decides: they are recorded unfinished, with no result (stoppedEnding).
var errStopped = errors.New("the SPRT decided")

// next takes the next game to play and counts it in progress; ctx is
// the context to play it in, which a decision of the SPRT ends (record).
// While the SPRT has decided on the games recorded it begins none: it
// returns false once no game is in progress either, and waits while one
// is, since a game that ended before the decision could stop it may take
// the test back within its bounds with its record, and then the match
// goes on. It returns false too when no game is left or the workers'
// context wctx is done.
func (m *matchRun) next(wctx context.Context) (g int, ctx context.Context, ok bool) {
	m.mu.Lock()
	defer m.mu.Unlock()
	for wctx.Err() == nil && len(m.todo) > 0 {
		if m.decided {
			break // final: more games cannot undo it
		}
		if m.decision == stats.Continue {
			g := m.todo[0]
			m.todo = m.todo[1:]
			m.running++
			return g, m.games, true
		}
		if m.running == 0 {
			break
		}
		m.wake.Wait()
	}
	return 0, nil, false
}

// ended counts a game that next gave out as no longer in progress (its
// record, if any, is taken) and wakes the workers waiting in next.
func (m *matchRun) ended() {
	m.mu.Lock()
	defer m.mu.Unlock()
	m.running--
	m.wake.Broadcast()
}

// worker plays the games that next gives it with its own engine processes.
func (m *matchRun) worker(ctx context.Context) error {
	seats := [2]*seat{
		{prog: m.progs[0], start: m.cfg.Start, timeout: m.cfg.StartupTimeout},
		{prog: m.progs[1], start: m.cfg.Start, timeout: m.cfg.StartupTimeout},
	}
	defer func() {
		for _, s := range seats {
			if ctx.Err() != nil {
				s.kill()
			} else {
				s.close()
			}
		}
	}()
	for {
		g, gctx, ok := m.next(ctx)
		if !ok {
			return nil
		}
		err := m.play(gctx, g, seats)
		if gctx.Err() != nil && ctx.Err() == nil {
			// Stopped by a decision: the engines may be in the
			// middle of a command. They quit (or are killed after
			// a moment), and a later game starts new ones.
			for _, s := range seats {
				s.close()
			}
		}
		m.ended()
		if err != nil {
			return err
		}
	}
}

// play plays game g with the worker's seats and records it; a game
// interrupted by the cancellation of the match is not recorded.
func (m *matchRun) play(ctx context.Context, g int, seats [2]*seat) error {
	pg, err := playGame(ctx, m.cfg, g, seats)
	if err != nil {
		if errors.Is(err, errAborted) || ctx.Err() != nil {
			return nil
		}
		return fmt.Errorf("game %d: %w", g, err)
	}
	rec := pg.rec
	rec.SGF = SGFName(g)
	m.mu.Lock()
	if d, ok := results.NearDuplicateOf(m.recs, rec); ok {
		rec.NearDup = &d
	}
	m.mu.Unlock()
	if err := results.WriteFileAtomic(filepath.Join(m.cfg.Out, rec.SGF), pg.sgf); err != nil {
		return err
	}
	return m.record(rec)
}

// record commits a game to results.jsonl and takes it into the tallies,
// the progress display, results.dat, the crash-loop check and the SPRT,
// under one lock: the order of the records in the file is the order the
// crash-loop streaks count them in, which a resume counts them in again.
func (m *matchRun) record(rec *results.Record) error {
	m.mu.Lock()
	defer m.mu.Unlock()
	if err := m.store.Append(rec); err != nil {
		return err
	}
	m.recs = append(m.recs, *rec)
	m.played++
	m.moves += rec.Moves
	if rec.RefereeMedianNs > 0 {
		m.medians = append(m.medians, rec.RefereeMedianNs)
	}
	m.writeDatLocked()
	t := tally(m.recs)
	m.prog.update(t, rec)
	for _, p := range m.progs {
		if n := p.streak(rec); failed(rec, p.key) && int(n) >= m.cfg.CrashLimit {
			return fmt.Errorf("%w: the %s program (%s) failed (crashed, hung, broke the protocol, refused a command or answered no move) in %s; stopping the match (last: %s)",
				ErrCrashLoop, p.key, p.command, count(int(n), "game", "consecutive games"), rec.Detail)
		}
	}
	if rec.Reason == reasonStopped {
		m.stopped++
	}
	if m.cfg.SPRT != nil {
		// The verdict of every game recorded, this one included.
		// Decided, it stops the games in progress, which are recorded
		// unfinished; one that had ended before the stop reached it is
		// recorded with its result, which may take the test back
		// within its bounds (next).
		if _, m.decision = m.cfg.SPRT.Decide(t); m.decision != stats.Continue {
			m.stop(errStopped)
			m.games, m.stop = context.WithCancelCause(m.base)
		}
	}
	if m.cfg.BestOf && !m.decided && bestOfDecided(m.recs, m.cfg.Games) {
		m.decided = true
		m.stop(errDecided)
		m.games, m.stop = context.WithCancelCause(m.base)
	}
	return nil
}

// streak counts game rec into program p's run of consecutive failed games
// (failed) and returns the run: a failure lengthens it, a game in which p
// was asked for a move and did not fail ends it, and a game in which p
// never had to move (the other failed first: rec.Unasked) proves nothing
// and leaves it, since both programs crashing on their first genmove with
// alternating colours would otherwise never reach the limit.
func (p *program) streak(rec *results.Record) int32 {
	switch {
	case failed(rec, p.key):
		return p.crashStreak.Add(1)
	case rec.Reason == reasonStopped:
		// Stopped unfinished by the SPRT: it proves nothing either.
	case !slices.Contains(rec.Unasked, p.key):
		p.crashStreak.Store(0)
	}
	return p.crashStreak.Load()
}

// failed reports whether program prog (black or white) failed in game rec
// in a way that counts toward Config.CrashLimit: its engine crashed,
// failed to start, hung past the command timeout or broke the protocol
// (Killed), or it forfeited by refusing a command or answering genmove
// with something that is no move. Illegal moves and losses on time under
// a clock are results, not failures.
func failed(rec *results.Record, prog string) bool {
	if slices.Contains(rec.Crashed, prog) || slices.Contains(rec.Killed, prog) {
		return true
	}
	return rec.ChargedProgram == prog && (rec.Reason == "refused" || rec.Reason == "malformed")
}

// Failed reports whether program prog (results.ProgBlack or ProgWhite)
// failed in game rec as --crash-limit counts it: its engine crashed,
// failed to start, hung or broke the protocol, or it forfeited by
// refusing a command or answering genmove with no move.
func Failed(rec *results.Record, prog string) bool { return failed(rec, prog) }

// tally counts the results from the --black program's side.
func tally(recs []results.Record) stats.WDL {
	var t stats.WDL
	for _, r := range results.Unique(recs) {
		t = t.Add(outcome(&r))
	}
	return t
}

func (m *matchRun) writeDat() {
	m.mu.Lock()
	defer m.mu.Unlock()
	m.writeDatLocked()
}

// writeDatLocked rewrites results.dat, after every game (CLIENTS.md: a
// tool may read it during the match); it is derived from the records and
// rebuilt on every resume.
func (m *matchRun) writeDatLocked() {
	h := m.header()
	if err := results.WriteFileAtomic(filepath.Join(m.cfg.Out, DatFile), results.Dat(h, m.recs)); err != nil {
		m.prog.message("warning: " + err.Error())
	}
}

// header builds results.dat's header from the programs' names (or, for a
// resumed match whose engines have not run yet, from the records).
func (m *matchRun) header() results.Header {
	names := [2][2]string{}
	for i, p := range m.progs {
		names[i][0], names[i][1] = p.info()
	}
	for _, r := range m.recs {
		for i := range 2 {
			if names[i][0] != "" {
				continue
			}
			nm, v := r.NameB, r.VersionB
			if (i == 0) == r.Alt {
				nm, v = r.NameW, r.VersionW
			}
			if v != "" && strings.HasSuffix(nm, " "+v) {
				nm = strings.TrimSuffix(nm, " "+v)
			}
			names[i][0], names[i][1] = nm, v
		}
	}
	for i, p := range m.progs {
		if names[i][0] == "" {
			names[i][0] = p.fileName() // it never started
		}
	}
	labels := [2]string{names[0][0], names[1][0]}
	if labels[0] == labels[1] {
		for i := range 2 {
			if names[i][1] != "" && len(names[i][1]) <= 40 && names[0][1] != names[1][1] {
				labels[i] = names[i][0] + ":" + names[i][1]
			} else {
				labels[i] = fmt.Sprintf("%s[%d]", names[i][0], i+1)
			}
		}
	}
	h := results.Header{
		Black: names[0][0], BlackCommand: m.cfg.BlackCmd, BlackLabel: labels[0], BlackVersion: names[0][1],
		White: names[1][0], WhiteCommand: m.cfg.WhiteCmd, WhiteLabel: labels[1], WhiteVersion: names[1][1],
		Date: m.st.Date, Host: m.st.Host, Komi: strconv.FormatFloat(m.cfg.Komi, 'f', -1, 64),
		Referee: "gtp-referee (rules " + m.cfg.Rules.Name + ", scoring " + m.cfg.Scoring.String() + ")",
		Size:    strconv.Itoa(m.cfg.Size),
	}
	if len(m.cfg.Openings) > 0 {
		h.Openings = fmt.Sprintf("%s (%s)", m.cfg.OpeningsDir, count(len(m.cfg.Openings), "file", "files"))
	}
	return h
}
