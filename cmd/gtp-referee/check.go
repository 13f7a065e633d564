package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strings"

	"github.com/gtp-referee/gtp-referee/engine"
	"github.com/gtp-referee/gtp-referee/geom"
	"github.com/gtp-referee/gtp-referee/record"
	"github.com/gtp-referee/gtp-referee/rules"
)

// sgfFile is one entry of the expanded arguments: a file to read, or an
// argument (or a part of a directory) that could not be read, with err set.
type sgfFile struct {
	path string
	err  error
	// stdin is set for the argument "-": the records are read from
	// standard input, as cat, grep and gofmt read "-".
	stdin bool
}

// stdinName is the argument that names standard input, and the name its
// records are reported under.
const stdinName = "-"

// readGames reads f's records (record.ReadGames), from stdin when f is
// the argument "-".
func (f sgfFile) readGames(stdin io.Reader) ([]*record.Record, []error, error) {
	if f.stdin {
		return record.ReadGamesFrom(stdin)
	}
	return record.ReadGames(f.path)
}

// errStdinTwice is the error of a second "-" among the arguments:
// standard input is read once, by the first, and a second read would find
// it empty.
var errStdinTwice = errors.New("standard input named twice; it is read once, for the first -")

// errNotRegular is the error of a directory entry named like a record that
// is not a file (a FIFO, socket or device).
var errNotRegular = errors.New("not a regular file")

// errNoRecords is the error of a directory argument that holds no .sgf
// file at any depth: most often a mistyped or wrong directory, which would
// otherwise pass with nothing checked or counted.
var errNoRecords = errors.New("no .sgf files in this directory")

// sgfFiles expands the arguments into SGF files, in the order of the
// arguments: a directory is walked, nested directories included, for files
// ending in .sgf (any case), sorted by path; a file is taken as given, and
// "-" is standard input (a file named "-" is "./-"; a second "-" is an
// entry with err set, errStdinTwice).
// Symbolic links to directories met in a walk are not followed (one named
// by an argument is walked); a FIFO, socket or device met in a directory
// (or linked from it) is an entry with err set, not read. Arguments and
// parts of a directory that cannot be read are entries with err set, in
// their place, and so is a directory argument without a single .sgf file
// (errNoRecords). A walk stops when ctx is cancelled, with ctx's error.
func sgfFiles(ctx context.Context, args []string) ([]sgfFile, error) {
	var out []sgfFile
	stdinSeen := false
	for _, a := range args {
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		if a == stdinName {
			if stdinSeen {
				out = append(out, sgfFile{path: a, err: errStdinTwice})
				continue
			}
			stdinSeen = true
			out = append(out, sgfFile{path: a, stdin: true})
			continue
		}
		st, err := os.Stat(a)
		if err != nil {
			out = append(out, sgfFile{path: a, err: err})
			continue
		}
		if !st.IsDir() {
			out = append(out, sgfFile{path: a})
			continue
		}
		root := a
		if lst, err := os.Lstat(a); err == nil && lst.Mode()&fs.ModeSymlink != 0 {
			// WalkDir does not follow a root that is a link; a
			// trailing separator makes it the directory.
			root = a + string(filepath.Separator)
		}
		var found []sgfFile
		err = filepath.WalkDir(root, func(p string, d fs.DirEntry, err error) error {
			if cerr := ctx.Err(); cerr != nil {
				return cerr
			}
			if err != nil {
				found = append(found, sgfFile{path: p, err: err})
				return nil
			}
			if d.IsDir() || !strings.EqualFold(filepath.Ext(p), ".sgf") {
				return nil
			}
			mode := d.Type()
			if mode&fs.ModeSymlink != 0 {
				if st, err := os.Stat(p); err == nil {
					mode = st.Mode().Type()
				}
				if mode.IsDir() {
					// A link to a directory, named like a record:
					// not followed, as no link to a directory is.
					return nil
				}
			}
			if mode&(fs.ModeNamedPipe|fs.ModeSocket|fs.ModeDevice|fs.ModeCharDevice) != 0 {
				// Reading it could block forever or never end.
				found = append(found, sgfFile{path: p, err: errNotRegular})
				return nil
			}
			found = append(found, sgfFile{path: p})
			return nil
		})
		if cerr := ctx.Err(); cerr != nil {
			return nil, cerr
		}
		if err != nil {
			found = append(found, sgfFile{path: a, err: err})
		}
		if len(found) == 0 {
			found = append(found, sgfFile{path: a, err: errNoRecords})
		}
		sort.SliceStable(found, func(i, j int) bool { return found[i].path < found[j].path })
		out = append(out, found...)
	}
	return out, nil
}

// eachRecord calls fn for every game record in the SGF files named by args
// (files, or directories walked for .sgf files, or "-" for standard input),
// in the order of sgfFiles. A record is named after its file, with "[i]"
// added when the file holds several games. Unreadable or malformed files are reported
// through bad, in their place, and skipped; so is a game of a collection
// that cannot be replayed (a bad SZ), under its "[i]" name, the others
// being processed. A game tree with a syntax error after its root node
// and a move before it is passed to fn as read up to the error, its
// Broken set (record.ReadGames), for fn to say so.
func eachRecord(ctx context.Context, args []string, stdin io.Reader, bad func(string, error), fn func(name string, rec *record.Record)) error {
	files, err := sgfFiles(ctx, args)
	if err != nil {
		return err
	}
	for _, f := range files {
		if ctx.Err() != nil {
			return ctx.Err()
		}
		if f.err != nil {
			bad(f.path, f.err)
			continue
		}
		recs, errs, err := f.readGames(stdin)
		if err != nil {
			bad(f.path, err)
			continue
		}
		for i, rec := range recs {
			name := f.path
			if len(recs) > 1 {
				name = fmt.Sprintf("%s[%d]", f.path, i+1)
			}
			if errs[i] != nil && rec == nil {
				bad(name, errs[i])
				continue
			}
			fn(name, rec)
		}
	}
	return nil
}

type checkIllegal struct {
	Number int    `json:"number"`
	Colour string `json:"colour"`
	Vertex string `json:"vertex"`
	Reason string `json:"reason"`
	// Cause is record.Illegal.Cause: an assumption of the replay that
	// makes the move illegal.
	Cause string `json:"cause,omitempty"`
}

// newCheckIllegal is the report of an illegal move of a replay.
func newCheckIllegal(ill *record.Illegal) checkIllegal {
	return checkIllegal{Number: ill.Number, Colour: ill.Colour.String(), Vertex: ill.Vertex(), Reason: ill.Reason.String(), Cause: ill.Cause}
}

// String is the move as the text report gives it: "illegal move 57 (W
// C3): ko", with its Cause in parentheses if any.
func (im checkIllegal) String() string {
	s := fmt.Sprintf("illegal move %d (%s %s): %s", im.Number, im.Colour, im.Vertex, im.Reason)
	if im.Cause != "" {
		s += " (" + im.Cause + ")"
	}
	return s
}

type checkResult struct {
	File  string `json:"file"`
	OK    bool   `json:"ok"`
	Moves int    `json:"moves"`
	// Rules is the preset the record was replayed under: --rules, else
	// the one its RU names (as score counts it), else the default.
	Rules string `json:"rules"`
	// Executed are the illegal moves that the record marks KO[] (FF[4]:
	// "execute a given move even it's illegal"), played as it says before
	// the replay went on (record.Record.ReplayMarked).
	Executed    []checkIllegal `json:"executed,omitempty"`
	IllegalMove *checkIllegal  `json:"illegal_move,omitempty"`
	Area        string         `json:"area,omitempty"`
	// NoResult says that a full-board cycle under simple ko ended the
	// game, and at which move; Area is then "Void".
	NoResult string `json:"no_result,omitempty"`
	// Truncated is the syntax error that the record's game tree breaks
	// at after its root node: its main line is checked up to there
	// (record.Record.Broken), Moves being the moves read before it, and
	// OK is false.
	Truncated string `json:"truncated,omitempty"`
	Error     string `json:"error,omitempty"`
	// Warnings are the record's flaws that the replay works around
	// (record.Record.Warnings).
	Warnings []string `json:"warnings,omitempty"`
}

func runCheck(ctx context.Context, args []string, stdin io.Reader, stdout, stderr io.Writer) error {
	fset := flag.NewFlagSet("check", flag.ContinueOnError)
	fset.SetOutput(stderr)
	rulesName := fset.String("rules", "", "rule preset: "+strings.Join(rules.Names(), ", ")+" (default: the record's RU when it names one, else "+rules.Default+", as score reads it)")
	asJSON := fset.Bool("json", false, "print one JSON object per record")
	fset.Usage = func() {
		fmt.Fprintln(stderr, "usage: gtp-referee check [--rules PRESET] [--json] FILE|DIR|-...")
		fmt.Fprintln(stderr, "Replays each record's main line under the preset (--rules, else the record's RU when it names one,")
		fmt.Fprintln(stderr, "else "+rules.Default+"); prints one line per record.")
		fmt.Fprintln(stderr, "An illegal move stops the replay, except one its node marks KO[] (SGF: execute it even if illegal),")
		fmt.Fprintln(stderr, "which is reported and played.")
		fmt.Fprintln(stderr, "A directory is searched for .sgf files; - reads a record (or a collection) from standard input.")
		fmt.Fprintln(stderr, "Exit status: 0 all legal, 1 some record has an illegal move, 2 unreadable input (a game tree broken")
		fmt.Fprintln(stderr, "after its root node is checked up to the error, marked truncated).")
		fset.PrintDefaults()
	}
	paths, err := parseFlags(fset, args)
	if errors.Is(err, flag.ErrHelp) {
		return nil // the usage, asked for
	}
	if err != nil {
		return &exitError{code: 2}
	}
	var fixed *rules.Preset
	if *rulesName != "" {
		p, err := rules.Lookup(*rulesName)
		if err != nil {
			return &exitError{code: 2, err: fmt.Errorf("check: --rules: %w", err)}
		}
		fixed = &p
	}
	if len(paths) == 0 {
		fset.Usage()
		return &exitError{code: 2, err: fmt.Errorf("check: no files given")}
	}
	status := 0
	emit := func(r checkResult) {
		if *asJSON {
			_ = printJSON(stdout, r)
			return
		}
		var line string
		var executed string
		ok := "ok"
		if r.Truncated != "" {
			ok = "truncated" // legal as far as it was read
		}
		for _, im := range r.Executed {
			executed += im.String() + " (marked KO[]: executed); "
		}
		switch {
		case r.Error != "":
			line = fmt.Sprintf("%s: error: %s", r.File, r.Error)
		case r.IllegalMove != nil:
			line = fmt.Sprintf("%s: %s%s", r.File, executed, r.IllegalMove)
		case executed != "":
			// Not ok: the marked moves are illegal under the preset.
			// A truncated record says so first, as without them.
			if r.Truncated != "" {
				executed = ok + ", " + executed
			}
			line = fmt.Sprintf("%s: %s%d moves, area %s", r.File, executed, r.Moves, r.Area)
			if r.NoResult != "" {
				line = fmt.Sprintf("%s: %s%d moves, %s", r.File, executed, r.Moves, r.NoResult)
			}
		case r.NoResult != "":
			line = fmt.Sprintf("%s: %s, %d moves, %s", r.File, ok, r.Moves, r.NoResult)
		default:
			line = fmt.Sprintf("%s: %s, %d moves, area %s", r.File, ok, r.Moves, r.Area)
		}
		switch {
		case r.Truncated != "" && r.IllegalMove != nil:
			// The replay stopped at the illegal move, before the
			// last moves read.
			line += fmt.Sprintf(" (%s: the game tree breaks there, after %d moves)", r.Truncated, r.Moves)
		case r.Truncated != "":
			line += fmt.Sprintf(" (%s: the game tree breaks there; the %d moves before it checked)", r.Truncated, r.Moves)
		}
		if len(r.Warnings) > 0 {
			line += " (" + strings.Join(r.Warnings, "; ") + ")"
		}
		fmt.Fprintln(stdout, oneLine(line))
	}
	bad := func(path string, err error) {
		status = 2
		emit(checkResult{File: path, Error: err.Error()})
	}
	// One game per preset, reused from record to record.
	games := make(map[string]*engine.Game)
	err = eachRecord(ctx, paths, stdin, bad, func(name string, rec *record.Record) {
		preset := scorePreset(rec, fixed)
		gm := games[preset.Name]
		if gm == nil {
			gm = engine.NewGame(geom.MustGet(19, 19), preset)
			games[preset.Name] = gm
		}
		res := checkResult{File: name, OK: true, Moves: rec.Moves, Rules: preset.Name, Warnings: rec.Warnings}
		if rec.Broken != nil {
			// Malformed, though its moves up to the break are
			// checked: not ok, and the exit status says so.
			res.OK, res.Truncated, status = false, rec.Broken.Error(), 2
		}
		ill, executed := rec.ReplayMarked(gm, -1)
		for _, e := range executed {
			res.Executed = append(res.Executed, newCheckIllegal(e))
		}
		if len(executed) > 0 || ill != nil {
			res.OK = false
			if status == 0 {
				status = 1
			}
		}
		if ill != nil {
			im := newCheckIllegal(ill)
			res.IllegalMove = &im
		} else if k := gm.CycleMove(); k > 0 {
			res.Area = "Void"
			res.NoResult = fmt.Sprintf("%s at move %d", engine.NoResultReason, k)
			if after := rec.Moves - k; after > 0 {
				res.NoResult += fmt.Sprintf(" (%d moves recorded after it)", after)
			}
		} else {
			res.Area = tromptaylor(gm)
		}
		emit(res)
	})
	if err != nil {
		return err
	}
	if status != 0 {
		return &exitError{code: status}
	}
	return nil
}

// lineBreaks writes the line breaks of a text as escapes.
var lineBreaks = strings.NewReplacer("\n", `\n`, "\r", `\r`)

// oneLine returns a record's line of text output with its line breaks (in
// a value the record holds, quoted in a warning, or in a file name)
// written as \n and \r, so that each record stays one line.
func oneLine(s string) string {
	return lineBreaks.Replace(s)
}

// tromptaylor returns the Tromp-Taylor result of gm's position: every stone
// alive, area difference minus komi, no handicap compensation.
func tromptaylor(gm *engine.Game) string {
	s := gm.Score(nil)
	s.Compensation = 0
	return s.Result()
}
