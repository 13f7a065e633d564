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
	Error      string   `json:"error,omitempty"`
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
	fset.StringVar(&f.komi, "komi", "", "komi in points (default: the record's KM; without it 7.5 for an even game dated 2002 or later under a Chinese preset, else the preset's)")
	fset.BoolVar(&f.asJSON, "json", false, "print one JSON object per record, with the ownership map")
	fset.BoolVar(&f.compare, "compare", false, "compare each count with the record's result (RE) and print the agreement at the end")
	fset.IntVar(&f.playouts, "playouts", judge.DefaultPlayouts, "playouts of the dead-stone judgment")
	fset.Uint64Var(&f.seed, "seed", 1, "seed of the playouts (the result is deterministic for a seed)")
	fset.Usage = func() {
		fmt.Fprintln(stderr, "usage: gtp-referee score [--rules PRESET] [--komi K] [--json] [--compare] FILE|DIR...")
		fmt.Fprintln(stderr, "Scores the final position of each record's main line: dead stones are judged")
		fmt.Fprintln(stderr, "(Benson's pass-alive test, then playouts), removed, and the board is counted.")
		fmt.Fprintln(stderr, "Exit status: 0 every record scored, 2 some file unreadable or malformed (reported and skipped).")
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
			return &exitError{code: 2, err: err}
		}
		fixed = &p
	}
	var komi *float64
	if f.komi != "" {
		k, err := parseKomi(f.komi)
		if err != nil {
			return &exitError{code: 2, err: err}
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
		if r.Chinese == r.Result {
			line = fmt.Sprintf("%s: %s", r.File, r.Result)
		}
		line += " dead: " + listOrNone(r.Dead)
		if len(r.Seki) > 0 {
			line += " seki: " + strings.Join(r.Seki, " ")
		}
		if len(r.Unsettled) > 0 {
			line += " unsettled: " + strings.Join(r.Unsettled, " ")
		}
		if r.Note != "" {
			line += " (" + r.Note + ")"
		}
		if r.Difference != nil {
			line += fmt.Sprintf(" [recorded %s, difference %+g]", r.Recorded, *r.Difference)
		}
		fmt.Fprintln(stdout, oneLine(line))
	}
	bad := func(path string, err error) {
		status = 2
		emit(scoreResult{File: path, Error: err.Error()})
	}
	opts := judge.Options{Playouts: f.playouts, Seed: f.seed}
	var judgeErr error
	var cmp comparison
	err = eachRecord(ctx, paths, bad, func(name string, rec *record.Record) {
		if judgeErr != nil {
			return
		}
		gm, broke, ill := rec.FinalPosition(scorePreset(rec, fixed))
		if ill != nil {
			bad(name, ill)
			return
		}
		notes := append([]string(nil), rec.Warnings...)
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
		if gm.NoResult() {
			// Void: the count of the last position is only shown.
			r.Chinese = fmt.Sprintf("%s; the last position counts %s", engine.NoResultReason, r.Result)
			r.Result = "Void"
		}
		if f.compare && !gm.NoResult() {
			if m, ok := rec.Margin(); ok {
				d := r.Margin - m
				r.Difference = &d
				cmp.add(r.Margin, m)
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
	if ownership {
		// The playouts' ownership as far as the count agrees with it,
		// so that a dead stone is not shown as its owner's.
		own := res.Ownership(j, gm.Board())
		for y := g.H - 1; y >= 0; y-- {
			for x := 0; x < g.W; x++ {
				r.Ownership = append(r.Ownership, round(own[g.Point(x, y)], 3))
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

func benchScore(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	fs := flag.NewFlagSet("bench score", flag.ContinueOnError)
	fs.SetOutput(stderr)
	rulesName := fs.String("rules", "", "rule preset (default: the record's RU when it names one, else "+rules.Default+", as score counts)")
	playouts := fs.Int("playouts", judge.DefaultPlayouts, "playouts per judgment")
	seed := fs.Uint64("seed", 1, "seed of the playouts, the same for every record (as score uses it)")
	limit := fs.Int("limit", 300, "score at most this many records (0: all)")
	gnugo := fs.Bool("gnugo", false, "also time the final_score of "+gnugoPath+" on each position (--chinese-rules, or its Japanese rules where the count is by territory)")
	gnugoTimeout := fs.Duration("gnugo-timeout", time.Minute, "with --gnugo: the longest one GNU Go final_score may take (on a position still being fought it plays the game out first); a position past it is counted in gnugo_timed_out, not timed (0: no limit)")
	resignedAfter := fs.Int("resigned-after", 0, "also tally how often the count names the winner of the records resigned after at least this many moves (0: not)")
	paths, err := parseFlags(fs, args)
	if err != nil {
		return flagError(err)
	}
	if err := positive(fs, "playouts", *playouts); err != nil {
		return err
	}
	var fixed *rules.Preset
	if *rulesName != "" {
		p, err := rules.Lookup(*rulesName)
		if err != nil {
			return &exitError{code: 2, err: err}
		}
		fixed = &p
	}
	recs, broken, err := loadCorpus(ctx, paths, stderr)
	if err != nil {
		return err
	}
	if *limit > 0 && len(recs) > *limit {
		recs = recs[:*limit]
	}
	if len(recs) == 0 {
		return &exitError{code: 2, err: fmt.Errorf("bench score: no readable records")}
	}
	var gg *gnugoScorer
	if *gnugo {
		if gg, err = startGnugoScorer(ctx, *gnugoTimeout); err != nil {
			return fmt.Errorf("bench score: %w", err)
		}
		defer gg.close()
	}
	var times, paired []float64
	// Against the records' counted results (RE): ours on every record
	// that has one, GNU Go's on those of them it scored, and ours on the
	// same ones.
	var cmp, gnugoCmp, pairedCmp comparison
	// Against the winners of the records resigned late (B+R after
	// --resigned-after moves): the same three tallies, winners only.
	var resg, gnugoRes, pairedRes comparison
	for i, r := range recs {
		// Each record is counted as score counts it: under the rules
		// its RU names (a territory count for RU[Japanese], whose RE is
		// one), with its own komi and handicap, from the final position
		// that a lenient replay reaches (a recording error worked
		// round).
		gm, _, ill := r.FinalPosition(scorePreset(r, fixed))
		if ill != nil {
			continue
		}
		t0 := time.Now()
		// The seed is score's for every record, so each count timed
		// here is the one score prints for the file.
		j, err := judge.Judge(ctx, gm, judge.Options{Playouts: *playouts, Seed: *seed})
		if err != nil {
			return err
		}
		res := judge.Score(gm, j)
		el := time.Since(t0).Seconds()
		times = append(times, el)
		recorded, counted := r.Margin()
		if counted {
			cmp.add(res.Margin, recorded)
		}
		winner, resigned := r.Resigned()
		resigned = resigned && *resignedAfter > 0 && r.Moves >= *resignedAfter
		if resigned {
			resg.addWinner(res.Margin, winner)
		}
		if gg != nil {
			n := len(gg.times)
			theirs, ok, err := gg.score(ctx, gm, res.Margin)
			if err != nil {
				return fmt.Errorf("bench score: record %d: %w", i+1, err)
			}
			if len(gg.times) > n {
				paired = append(paired, el)
			}
			if ok && counted {
				gnugoCmp.add(theirs, recorded)
				pairedCmp.add(res.Margin, recorded)
			}
			if ok && resigned {
				gnugoRes.addWinner(theirs, winner)
				pairedRes.addWinner(res.Margin, winner)
			}
		}
	}
	if len(times) == 0 {
		return &exitError{code: 2, err: fmt.Errorf("bench score: no record reaches its final position (a move on a handicap stone assumed from HA without AB)")}
	}
	ours := summarize(times)
	out := map[string]any{
		"bench":        "score",
		"positions":    len(times),
		"broken_files": broken,
		"playouts":     *playouts,
		"median_ms":    ours.median,
		"mean_ms":      ours.mean,
		"p95_ms":       ours.p95,
		"max_ms":       ours.max,
		// The records with a counted result (RE[W+2.5], not B+R), and
		// how often our count names their winner and comes within one
		// point of their margin.
		"counted":    cmp.n,
		"winner":     cmp.winner,
		"within_one": cmp.within1,
	}
	if *resignedAfter > 0 {
		// The records resigned after --resigned-after moves, and how
		// often our count names the player who did not resign.
		out["resigned"] = resg.n
		out["resigned_winner"] = resg.winner
		if gg != nil {
			out["gnugo_resigned"] = gnugoRes.n
			out["gnugo_resigned_winner"] = gnugoRes.winner
			out["paired_resigned_winner"] = pairedRes.winner
		}
	}
	if gg != nil {
		out["gnugo_positions"] = len(gg.times)
		out["gnugo_skipped"] = gg.skipped
		out["gnugo_timed_out"] = gg.timedOut
		// The same against the counted results of the records GNU Go
		// scored, for GNU Go and for us.
		out["gnugo_counted"] = gnugoCmp.n
		out["gnugo_winner"] = gnugoCmp.winner
		out["gnugo_within_one"] = gnugoCmp.within1
		out["paired_winner"] = pairedCmp.winner
		out["paired_within_one"] = pairedCmp.within1
	}
	if gg != nil && len(gg.times) > 0 {
		theirs, same := summarize(gg.times), summarize(paired)
		out["gnugo_median_ms"] = theirs.median
		out["gnugo_mean_ms"] = theirs.mean
		out["gnugo_p95_ms"] = theirs.p95
		out["gnugo_max_ms"] = theirs.max
		out["gnugo_same_winner"] = gg.sameWinner
		// GNU Go's median over ours, on the positions both scored.
		out["ratio_median"] = round(theirs.median/same.median, 2)
		out["ratio_mean"] = round(theirs.mean/same.mean, 2)
	}
	return printJSON(stdout, out)
}

// timeSummary is the distribution of a benchmark's times, in milliseconds
// rounded to hundredths.
type timeSummary struct {
	median, mean, p95, max float64
}

// summarize returns the median, mean, 95th percentile (nearest rank) and
// maximum of times, given in seconds; times must not be empty. It sorts
// times.
func summarize(times []float64) timeSummary {
	sort.Float64s(times)
	pct := func(q float64) float64 { return times[int(q*float64(len(times)-1)+0.5)] }
	total := 0.0
	for _, t := range times {
		total += t
	}
	ms := func(s float64) float64 { return round(s*1000, 2) }
	return timeSummary{
		median: ms(pct(0.5)),
		mean:   ms(total / float64(len(times))),
		p95:    ms(pct(0.95)),
		max:    ms(times[len(times)-1]),
	}
}

// sameWinner reports whether Black's margins a and b name the same winner,
// a draw (0) only matching a draw.
func sameWinner(a, b float64) bool {
	return (a > 0) == (b > 0) && (a < 0) == (b < 0)
}

// comparison tallies how our counts agree with recorded counted results.
type comparison struct {
	n, winner, within1 int
}

func (c *comparison) add(ours, recorded float64) {
	c.n++
	if sameWinner(ours, recorded) {
		c.winner++
	}
	if math.Abs(ours-recorded) <= 1 {
		c.within1++
	}
}

// addWinner tallies a count (Black's margin) against the winner of a
// record without a counted margin, a resigned game: winner only.
func (c *comparison) addWinner(margin float64, winner geom.Colour) {
	c.n++
	if margin > 0 && winner == geom.Black || margin < 0 && winner == geom.White {
		c.winner++
	}
}

func (c comparison) String() string {
	if c.n == 0 {
		return "compare: no record with a counted result"
	}
	pct := func(k int) float64 { return 100 * float64(k) / float64(c.n) }
	return fmt.Sprintf("compare: %d records with a counted result: winner agrees in %d (%.1f%%), margin within one point in %d (%.1f%%)",
		c.n, c.winner, pct(c.winner), c.within1, pct(c.within1))
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
