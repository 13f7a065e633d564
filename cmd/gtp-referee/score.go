package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"math"
	"sort"
	"strconv"
	"strings"
	"time"

	"github.com/gtp-referee/gtp-referee/bench"
	"github.com/gtp-referee/gtp-referee/engine"
	"github.com/gtp-referee/gtp-referee/geom"
	"github.com/gtp-referee/gtp-referee/gtpengine"
	"github.com/gtp-referee/gtp-referee/judge"
	"github.com/gtp-referee/gtp-referee/record"
	"github.com/gtp-referee/gtp-referee/rules"
	"github.com/gtp-referee/gtp-referee/sgf"
)

// scoreResult is the JSON form of one scored record.
type scoreResult struct {
	File      string   `json:"file"`
	Result    string   `json:"result,omitempty"`
	Chinese   string   `json:"chinese,omitempty"`
	Margin    float64  `json:"margin"`
	Rules     string   `json:"rules,omitempty"`
	Komi      float64  `json:"komi"`
	Moves     int      `json:"moves"`
	BlackArea int      `json:"black_area"`
	WhiteArea int      `json:"white_area"`
	Dame      int      `json:"dame"`
	Dead      []string `json:"dead"`
	// Lost are the stones of Dead that are not dead as they stand but
	// that the count takes as captured in the play it anticipates: a ko
	// the side to move takes, a chain his first dame kills (judge.Result.Lost).
	Lost      []string `json:"lost,omitempty"`
	Seki      []string `json:"seki"`
	Unsettled []string `json:"unsettled"`
	// Territory is the count's breakdown under a territory preset
	// (japanese, korean): nil under area scoring, whose breakdown is
	// BlackArea, WhiteArea and Dame.
	Territory *territoryCount `json:"territory,omitempty"`
	// Width and Height give the board, for reading Ownership: one value
	// per point, top row first, left to right, +1 Black and -1 White (the
	// playouts' mean where the count agrees, else the count's owner, 0
	// for a dame: judge.Result.Ownership).
	Width     int       `json:"width"`
	Height    int       `json:"height"`
	Ownership []float64 `json:"ownership,omitempty"`
	Recorded  string    `json:"recorded_result,omitempty"`
	Note      string    `json:"note,omitempty"`
	// Difference is our margin minus the recorded one (--compare, records
	// with a counted result).
	Difference *float64 `json:"difference,omitempty"`
	// Truncated is the syntax error that the record's game tree breaks
	// at after its root node: the position counted is the one after the
	// Moves read before it (record.Record.Broken), not the game's end.
	Truncated string `json:"truncated,omitempty"`
	Error     string `json:"error,omitempty"`
}

// territoryCount is a territory count's breakdown (judge.Result's
// territories and prisoners): the margin is Black's territory and
// prisoners less White's, less komi.
type territoryCount struct {
	BlackTerritory int `json:"black_territory"`
	BlackPrisoners int `json:"black_prisoners"`
	WhiteTerritory int `json:"white_territory"`
	WhitePrisoners int `json:"white_prisoners"`
}

// String gives the breakdown as the text line and GoGui's
// gogui-rules_final_result word it.
func (t territoryCount) String() string {
	return fmt.Sprintf("Black %d territory + %d prisoners, White %d + %d", t.BlackTerritory, t.BlackPrisoners, t.WhiteTerritory, t.WhitePrisoners)
}

// scoreError is the JSON form of a file that could not be scored.
type scoreError struct {
	File  string `json:"file"`
	Error string `json:"error"`
}

type scoreFlags struct {
	rules    string
	komi     string
	asJSON   bool
	compare  bool
	playouts int
	seed     uint64
}

func runScore(ctx context.Context, args []string, stdin io.Reader, stdout, stderr io.Writer) error {
	fset := flag.NewFlagSet("score", flag.ContinueOnError)
	fset.SetOutput(stderr)
	var f scoreFlags
	fset.StringVar(&f.rules, "rules", "", "rule preset: "+strings.Join(rules.Names(), ", ")+" (default: the record's RU when it names one, else "+rules.Default+")")
	fset.StringVar(&f.komi, "komi", "", "komi in points (default: the record's KM; without it 0.5 with a handicap, HA[1] included, 7.5 for an even game dated 2002 or later under a Chinese preset, else the preset's)")
	fset.BoolVar(&f.asJSON, "json", false, "print one JSON object per record, with the ownership map")
	fset.BoolVar(&f.compare, "compare", false, "compare each count with the record's result (RE) and print the agreement at the end")
	fset.IntVar(&f.playouts, "playouts", judge.DefaultPlayouts, "playouts of the dead-stone judgment")
	fset.Uint64Var(&f.seed, "seed", 1, "seed of the playouts (the result is deterministic for a seed)")
	fset.Usage = func() {
		fmt.Fprintln(stderr, "usage: gtp-referee score [--rules PRESET] [--komi K] [--json] [--compare] [--playouts N] [--seed S] FILE|DIR|-...")
		fmt.Fprintln(stderr, "Scores the final position of each record's main line: dead stones are judged")
		fmt.Fprintln(stderr, "(Benson's pass-alive test, then playouts), removed, and the board is counted.")
		fmt.Fprintln(stderr, "A directory is searched for .sgf files; - reads a record (or a collection) from standard input.")
		fmt.Fprintln(stderr, "Exit status: 0 every record scored, 2 some file unreadable or malformed (reported and skipped; a game tree")
		fmt.Fprintln(stderr, "broken after its root node is counted after the moves read before the error, marked truncated).")
		fset.PrintDefaults()
	}
	paths, err := parseFlags(fset, args)
	if errors.Is(err, flag.ErrHelp) {
		return nil // the usage, asked for
	}
	if err != nil {
		return &exitError{code: 2}
	}
	if err := positive(fset, "playouts", f.playouts); err != nil {
		return err
	}
	var fixed *rules.Preset
	if f.rules != "" {
		p, err := rules.Lookup(f.rules)
		if err != nil {
			return &exitError{code: 2, err: fmt.Errorf("score: --rules: %w", err)}
		}
		fixed = &p
	}
	var komi *float64
	if f.komi != "" {
		k, err := parseKomi(f.komi)
		if err != nil {
			return &exitError{code: 2, err: fmt.Errorf("score: --komi: %w", err)}
		}
		komi = &k
	}
	if len(paths) == 0 {
		fset.Usage()
		return &exitError{code: 2, err: fmt.Errorf("score: no files given")}
	}
	status := 0
	emit := func(r scoreResult) {
		if f.asJSON {
			if r.Error != "" {
				// A broken file is skipped: no count, whose zeros
				// would read as a draw.
				_ = printJSON(stdout, scoreError{File: r.File, Error: r.Error})
				return
			}
			_ = printJSON(stdout, r)
			return
		}
		if r.Error != "" {
			fmt.Fprintln(stdout, oneLine(fmt.Sprintf("%s: error: %s", r.File, r.Error)))
			return
		}
		line := fmt.Sprintf("%s: %s (%s)", r.File, r.Result, r.Chinese)
		switch {
		case r.Territory != nil:
			line = fmt.Sprintf("%s: %s (%v, komi %s)", r.File, r.Result, *r.Territory, strconv.FormatFloat(r.Komi, 'f', -1, 64))
		case r.Chinese == r.Result:
			line = fmt.Sprintf("%s: %s", r.File, r.Result)
		}
		line += " dead: " + listOrNone(r.Dead)
		if len(r.Seki) > 0 {
			line += " seki: " + strings.Join(r.Seki, " ")
		}
		if len(r.Unsettled) > 0 {
			line += " unsettled: " + strings.Join(r.Unsettled, " ")
		}
		if r.Truncated != "" {
			line += fmt.Sprintf(" (truncated: %s: the game tree breaks there; the position after the %d moves before it counted)", r.Truncated, r.Moves)
		}
		if r.Note != "" {
			line += " (" + r.Note + ")"
		}
		if r.Difference != nil {
			line += fmt.Sprintf(" [recorded %s, difference %+g]", r.Recorded, *r.Difference)
		} else if f.compare && r.Truncated != "" && r.Recorded != "" {
			line += fmt.Sprintf(" [recorded %s, not compared: truncated]", r.Recorded)
		}
		fmt.Fprintln(stdout, oneLine(line))
	}
	bad := func(path string, err error) {
		status = 2
		emit(scoreResult{File: path, Error: err.Error()})
	}
	opts := judge.Options{Playouts: f.playouts, Seed: f.seed}
	var judgeErr error
	var cmp bench.Tally
	err = eachRecord(ctx, paths, stdin, bad, func(name string, rec *record.Record) {
		if judgeErr != nil {
			return
		}
		gm, broke, ill := rec.FinalPosition(scorePreset(rec, fixed))
		if ill != nil {
			bad(name, ill)
			return
		}
		notes := append([]string(nil), rec.Warnings...)
		if komi != nil {
			// The note on the record's KM would name a komi the
			// count does not use.
			notes = rec.WarningsUnderKomi(*komi)
		}
		for i, b := range broke {
			if i == 0 && (b.Reason == engine.Superko || b.Reason == engine.Ko) {
				notes = append(notes, fmt.Sprintf("%v; counted as recorded, under simple ko", b))
				continue
			}
			notes = append(notes, fmt.Sprintf("%v; %s", b, b.Handling()))
		}
		note := strings.Join(notes, "; ")
		if komi != nil {
			gm.SetKomi(*komi)
		}
		r, err := scoreGame(ctx, gm, opts, f.asJSON)
		if err != nil {
			judgeErr = err
			return
		}
		r.File, r.Moves, r.Recorded, r.Note = name, rec.Moves, rec.Result, note
		if rec.Broken != nil {
			// Malformed: counted as far as it was read, saying so,
			// and the exit status says so too.
			r.Truncated, status = rec.Broken.Error(), 2
		}
		if gm.NoResult() {
			// Void: the count of the last position is only shown.
			r.Chinese = fmt.Sprintf("%s; the last position counts %s", engine.NoResultReason, r.Result)
			r.Result = "Void"
		}
		if f.compare && !gm.NoResult() && rec.Broken == nil {
			// A truncated record's position is not its game's end,
			// which RE counts: it is not compared.
			if m, ok := rec.Margin(); ok {
				d := r.Margin - m
				r.Difference = &d
				cmp.Add(r.Margin, m)
			}
		}
		emit(r)
	})
	if f.compare {
		fmt.Fprintln(stderr, cmp.String())
	}
	if err != nil {
		return err
	}
	if judgeErr != nil {
		return judgeErr
	}
	if status != 0 {
		return &exitError{code: status}
	}
	return nil
}

// parseKomi reads a komi in points: a finite whole or half number (7.5, 7,
// -3), since a result in points is always whole or half
// (areacount.ParseResult reads a quarter as stones). A komi given in stones
// (3.75) is refused with the value in points to give instead.
func parseKomi(s string) (float64, error) {
	k, err := gtpengine.ParseKomi(s)
	if err != nil {
		return 0, fmt.Errorf("invalid komi %q: want a number of points such as 7.5", s)
	}
	if 2*k != math.Trunc(2*k) {
		if 4*k == math.Trunc(4*k) {
			return 0, fmt.Errorf("invalid komi %q: komi is in points, a whole or half number (%s stones is --komi %s)", s, strconv.FormatFloat(k, 'f', -1, 64), strconv.FormatFloat(2*k, 'f', -1, 64))
		}
		return 0, fmt.Errorf("invalid komi %q: komi is in points, a whole or half number", s)
	}
	return k, nil
}

// scoreGame judges and counts gm's current position.
func scoreGame(ctx context.Context, gm *engine.Game, opts judge.Options, ownership bool) (scoreResult, error) {
	j, err := judge.Judge(ctx, gm, opts)
	if err != nil {
		return scoreResult{}, fmt.Errorf("judging: %w", err)
	}
	res := judge.Score(gm, j)
	g := gm.Geometry()
	dead := res.Dead()
	r := scoreResult{
		Result:    res.String(),
		Chinese:   res.Chinese(),
		Margin:    res.Margin,
		Rules:     gm.Rules().Name,
		Komi:      gm.Komi(),
		BlackArea: res.Area.Black,
		WhiteArea: res.Area.White,
		Dame:      res.Area.Dame,
		Dead:      vertices(g, dead.Points(nil)),
		Lost:      vertices(g, res.Lost.Points(nil)),
		Seki:      vertices(g, stonesIn(gm.Board(), res.Seki)),
		Unsettled: vertices(g, j.Unsettled.Points(nil)),
		Width:     g.W,
		Height:    g.H,
	}
	if res.Scoring == rules.Territory {
		r.Territory = &territoryCount{
			BlackTerritory: res.BlackTerritory, BlackPrisoners: res.BlackPrisoners,
			WhiteTerritory: res.WhiteTerritory, WhitePrisoners: res.WhitePrisoners,
		}
	}
	if ownership {
		// The playouts' ownership as far as the count agrees with it,
		// so that a dead stone is not shown as its owner's.
		own := res.Ownership(j, gm.Board())
		for y := g.H - 1; y >= 0; y-- {
			for x := 0; x < g.W; x++ {
				r.Ownership = append(r.Ownership, bench.Round(own[g.Point(x, y)], 3))
			}
		}
	}
	return r, nil
}

func stonesIn(b *engine.Board, set geom.Bitboard) []geom.Point {
	stones := b.Stones(geom.Black).Or(b.Stones(geom.White))
	s := set.And(stones)
	return s.Points(nil)
}

// vertices returns the points in GTP notation as a board is read: top row
// first, left to right (the order of the ownership map, of GNU Go's vertex
// lists and of final_status_list).
func vertices(g *geom.Geometry, pts []geom.Point) []string {
	pts = append([]geom.Point(nil), pts...)
	sort.Slice(pts, func(i, j int) bool {
		xi, yi := g.XY(pts[i])
		xj, yj := g.XY(pts[j])
		if yi != yj {
			return yi > yj
		}
		return xi < xj
	})
	out := make([]string, 0, len(pts))
	for _, p := range pts {
		out = append(out, g.Vertex(p))
	}
	return out
}

func listOrNone(v []string) string {
	if len(v) == 0 {
		return "none"
	}
	return strings.Join(v, " ")
}

// benchScoreLimit is the number of records bench score counts by default:
// a directory of counted games such as issue 4's 605 held-out records
// whole, and the first thousand of the 5,508 corpus records (about two
// minutes here) rather than all of them (about nine).
const benchScoreLimit = 1000

func benchScore(ctx context.Context, args []string, stdin io.Reader, stdout, stderr io.Writer) error {
	fs := flag.NewFlagSet("bench score", flag.ContinueOnError)
	fs.SetOutput(stderr)
	rulesName := fs.String("rules", "", "rule preset (default: the record's RU when it names one, else "+rules.Default+", as score counts)")
	playouts := fs.Int("playouts", judge.DefaultPlayouts, "playouts per judgment")
	seed := fs.Uint64("seed", 1, "seed of the playouts, the same for every record (as score uses it)")
	limit := fs.Int("limit", benchScoreLimit, "score at most this many records (0: all)")
	gnugo := fs.Bool("gnugo", false, "also time the final_score of "+bench.GnuGoPath+" on each position (--chinese-rules, or its Japanese rules where the count is by territory)")
	gnugoTimeout := fs.Duration("gnugo-timeout", time.Minute, "with --gnugo: the longest one GNU Go final_score may take (on a position still being fought it plays the game out first); a position past it is counted in gnugo_timed_out, not timed (0: no limit)")
	resignedAfter := fs.Int("resigned-after", 0, "also tally how often the count names the winner of the records resigned after at least this many moves (0: not)")
	setUsage(fs, stderr, "bench score [flags] FILE|DIR...", "Times the judgment and count of the final position of each record; prints one JSON line.")
	paths, err := parseFlags(fs, args)
	if err != nil {
		return flagError(err)
	}
	if err := positive(fs, "playouts", *playouts); err != nil {
		return err
	}
	if *limit < 0 {
		return &exitError{code: 2, err: fmt.Errorf("%s: --limit %d: want 0 (all) or more", fs.Name(), *limit)}
	}
	if *gnugoTimeout < 0 {
		return &exitError{code: 2, err: fmt.Errorf("%s: --gnugo-timeout %v: want 0 (no limit) or more", fs.Name(), *gnugoTimeout)}
	}
	if *resignedAfter < 0 {
		return &exitError{code: 2, err: fmt.Errorf("%s: --resigned-after %d: want 0 (no tally) or more", fs.Name(), *resignedAfter)}
	}
	var fixed *rules.Preset
	if *rulesName != "" {
		p, err := rules.Lookup(*rulesName)
		if err != nil {
			return &exitError{code: 2, err: fmt.Errorf("bench score: --rules: %w", err)}
		}
		fixed = &p
	}
	if err := needPaths(fs, paths); err != nil {
		return err
	}
	recs, broken, err := loadCorpus(ctx, paths, stdin, stderr)
	if err != nil {
		return err
	}
	if *limit > 0 && len(recs) > *limit {
		recs = recs[:*limit]
	}
	if len(recs) == 0 {
		return &exitError{code: 2, err: fmt.Errorf("bench score: %w", bench.ErrNoRecords)}
	}
	opts := bench.ScoreOptions{
		// Each record is counted as score counts it: under the rules its
		// RU names (a territory count for RU[Japanese], whose RE is one),
		// and with score's seed, so each count timed is the one score
		// prints for the file.
		Preset:        func(r *record.Record) rules.Preset { return scorePreset(r, fixed) },
		Playouts:      *playouts,
		Seed:          *seed,
		ResignedAfter: *resignedAfter,
	}
	if *gnugo {
		gg, err := bench.StartGnuGo(ctx, bench.GnuGoPath, *gnugoTimeout)
		if err != nil {
			return fmt.Errorf("bench score: %w", err)
		}
		defer gg.Close()
		opts.GnuGo = gg
	}
	rep, err := bench.Score(ctx, recs, opts)
	if err != nil {
		return benchError("bench score", err)
	}
	rep.BrokenFiles = broken
	return printJSON(stdout, rep)
}

// scorePreset returns the preset a record is counted under: fixed when
// --rules gave one, else the preset its RU names (recordRules), else
// rules.Default.
func scorePreset(rec *record.Record, fixed *rules.Preset) rules.Preset {
	if fixed != nil {
		return *fixed
	}
	if p, ok := recordRules(rec); ok {
		return p
	}
	return rules.MustLookup(rules.Default)
}

// recordRules returns the preset a record's RU names, except that Fox
// records (AP[foxwq], older AP[YuanYu]) often say RU[Japanese] although the
// server counts by area (RULES.md section 2): for them a territory preset is
// not taken.
func recordRules(rec *record.Record) (rules.Preset, bool) {
	p, ok := rules.FromSGF(rec.Rules)
	if !ok {
		return p, false
	}
	for _, a := range rec.Apps {
		if p.Scoring == rules.Territory && sgf.FoxApp(a) {
			return p, false
		}
	}
	return p, true
}
