// Package results keeps the records of a match: one JSON line per finished
// game in results.jsonl (the authoritative record, appended and synced
// game by game), the results.dat table of gogui-twogtp derived from it, and
// the duplicate-game key used for the DUP column.
//
// A game is committed when its JSON line, ending in a newline, is on disk.
// Its SGF file is written and renamed into place before the line is
// appended, so a committed game always has its record. A line cut short by
// a crash is not a record: Load ignores it and Store.Open truncates it, and
// the game is played again.
package results

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"strconv"
	"strings"
	"sync"
	"unicode"

	"github.com/gtp-referee/gtp-referee/internal/tempfile"
)

// Program names in records: the program given with --black and the one
// given with --white (whatever colour each plays in a game).
const (
	ProgBlack = "black"
	ProgWhite = "white"
)

// Record is one finished game. Fields named B and W (ResultB, TimeB, ...)
// refer to the colours of this game; Alt tells whether the --black program
// played White.
type Record struct {
	Game   int    `json:"game"`             // game number, from 0
	Alt    bool   `json:"alt"`              // colours exchanged: the --black program played White
	Result string `json:"result"`           // SGF RE: B+R, W+F, B+T, B+3.5, 0 (draw), Void
	Reason string `json:"reason"`           // resign, score, forfeit, time, move limit, cycle, ...
	Detail string `json:"detail,omitempty"` // human-readable explanation
	// Charged is the colour (B or W) blamed for a forfeit or time loss;
	// ChargedProgram is that player's program (black or white).
	Charged        string `json:"charged,omitempty"`
	ChargedProgram string `json:"charged_program,omitempty"`
	// Crashed lists the programs (black, white) whose engine crashed or
	// failed to start in this game, charged or not. An engine that started
	// but hung or broke the protocol on its first commands is in Killed.
	Crashed []string `json:"crashed,omitempty"`
	// Killed lists the programs whose engine the referee killed in this
	// game after a fault (a crash, a hang past the command timeout, a
	// protocol error, an error or no move in reply to genmove), to be
	// restarted for the next game. A loss on time under a clock is not a
	// fault.
	Killed []string `json:"killed,omitempty"`
	// Unasked lists the programs (black, white) that were never sent a
	// genmove in this game (the other failed first, or the game ended
	// before their turn): a game that shows neither a failure of theirs
	// nor a recovery, for --crash-limit's count of consecutive failed
	// games. Records of older versions have none.
	Unasked []string `json:"unasked,omitempty"`
	// Winner is the program that won (black or white), "" for a draw or
	// no result.
	Winner string `json:"winner,omitempty"`
	Moves  int    `json:"moves"` // moves played, passes and void moves included
	// ScoreB and ScoreW are the final_score replies of the engines playing
	// Black and White ("?" when unknown, or when the game ended otherwise
	// than by a count, so that they were not asked; a resignation is
	// every program's result); ScoreR is the referee's result.
	ScoreB string  `json:"score_b"`
	ScoreW string  `json:"score_w"`
	ScoreR string  `json:"score_r"`
	TimeB  float64 `json:"time_b"` // wall seconds used by Black's engine
	TimeW  float64 `json:"time_w"`
	CPUB   float64 `json:"cpu_b"` // CPU seconds reported by cputime, 0 if not listed
	CPUW   float64 `json:"cpu_w"`
	NameB  string  `json:"name_b,omitempty"` // name and version, as in PB
	NameW  string  `json:"name_w,omitempty"`
	// VersionB and VersionW are the versions that end NameB and NameW
	// (names may hold spaces: "GNU Go" "3.8").
	VersionB string   `json:"version_b,omitempty"`
	VersionW string   `json:"version_w,omitempty"`
	Err      bool     `json:"err"`               // an engine failed in the game (ERR 1)
	ErrMsg   string   `json:"err_msg,omitempty"` // what failed (ERR_MSG)
	Events   []string `json:"events,omitempty"`  // referee events, in order
	// Warnings counts penalty warnings per colour.
	WarningsB int     `json:"warnings_b,omitempty"`
	WarningsW int     `json:"warnings_w,omitempty"`
	Handicap  int     `json:"handicap,omitempty"`
	Komi      float64 `json:"komi"`              // in points
	Opening   string  `json:"opening,omitempty"` // name of the opening played, if any
	SGF       string  `json:"sgf"`               // file name of the game record, in the output directory
	DupKey    string  `json:"dup_key,omitempty"` // DupKey of the game's placements
	// Placements is the game's setup stones and moves (EncodePlacements),
	// for NearDuplicateOf.
	Placements string `json:"placements,omitempty"`
	// NearDup is the number of the earlier game this one nearly repeats
	// (NearDuplicateOf, when it was recorded), if any.
	NearDup *int `json:"near_dup,omitempty"`
	// DatDup is the DUP cell of a results table's row that ReadDat read
	// ("-", "3", "3?"); records of results.jsonl have none (Duplicates
	// finds theirs from DupKey).
	DatDup  string  `json:"-"`
	Start   string  `json:"start"`   // start time, UTC, RFC 3339
	Seconds float64 `json:"seconds"` // wall seconds the game took
	// RefereeNs is the referee's own work during play (engines excluded),
	// in nanoseconds; RefereeMedianNs is its median per move.
	RefereeNs       int64 `json:"referee_ns"`
	RefereeMedianNs int64 `json:"referee_median_ns"`
}

// ProgramScore returns the final_score of the --black (prog ProgBlack) or
// --white program written from the --black program's side, as results.dat
// wants it: with B and W exchanged on games where colours were exchanged.
func (r *Record) ProgramScore(prog string) string {
	s := r.ScoreB
	if (prog == ProgBlack) == r.Alt {
		s = r.ScoreW
	}
	if r.Alt {
		return SwapColours(s)
	}
	return s
}

// Won returns the program (ProgBlack or ProgWhite) that won the game, as
// Result (the game's SGF RE, in its colours) and Alt give it: "B+..." is a
// win of the program that played Black. Winner says the same in every
// record this referee writes; a record written by hand or by another tool
// may have only the result. A result without a winner (a draw, "Void",
// "?") gives Winner.
func (r *Record) Won() string {
	black, white := ProgBlack, ProgWhite
	if r.Alt {
		black, white = white, black
	}
	switch {
	case strings.HasPrefix(r.Result, "B+"):
		return black
	case strings.HasPrefix(r.Result, "W+"):
		return white
	}
	return r.Winner
}

// Drawn reports whether the game is a draw: an SGF RE of "0" or "Draw".
func (r *Record) Drawn() bool {
	return r.Won() == "" && (r.Result == "0" || strings.EqualFold(r.Result, "Draw"))
}

// SwapColours exchanges a leading B+ and W+ in a result string.
func SwapColours(s string) string {
	switch {
	case strings.HasPrefix(s, "B+"):
		return "W+" + s[2:]
	case strings.HasPrefix(s, "W+"):
		return "B+" + s[2:]
	}
	return s
}

// Load reads the complete records of a results.jsonl file, in file order,
// and the length of the prefix of the file that they occupy. A trailing
// line that is cut short, not valid JSON or without a result is ignored (a
// crash while it was being written); such a line in the middle is an
// error. So is a second record of a game number, which a match never
// writes (records of two matches joined into one file, whose games would
// hide each other). A missing file gives no records.
func Load(path string) (recs []Record, good int64, err error) {
	data, err := os.ReadFile(path)
	if errors.Is(err, os.ErrNotExist) {
		return nil, 0, nil
	}
	if err != nil {
		return nil, 0, fmt.Errorf("reading records: %w", err)
	}
	return ParseRecords(data, path)
}

// ParseRecords reads the records of data, the text of a results.jsonl file
// that path names (in errors), as Load does: for a caller that has read
// the file already, and must not read it again (a pipe, /dev/stdin).
func ParseRecords(data []byte, path string) (recs []Record, good int64, err error) {
	off := 0
	line := 0
	lines := map[int]int{} // game number -> the line of its record
	for off < len(data) {
		nl := bytes.IndexByte(data[off:], '\n')
		if nl < 0 {
			break // cut short
		}
		line++
		b := bytes.TrimSpace(data[off : off+nl])
		if len(b) > 0 {
			var r Record
			err := json.Unmarshal(b, &r)
			if err == nil && r.Result == "" {
				// Every game the runner records has a result: `{}`
				// would read as game 0 and hide the real one.
				err = errors.New("a record without a result")
			}
			if err == nil && !localName(r.SGF) {
				// The runner names a game's file in the output
				// directory (SGFName); merge and stats read it from
				// there and merge writes it into --out, so a path
				// would read and write files outside both.
				err = fmt.Errorf("sgf %q is not a file name in the output directory", r.SGF)
			}
			if err != nil {
				if off+nl+1 >= len(data) {
					break // last line damaged
				}
				return nil, 0, fmt.Errorf("%s:%d: %w", path, line, err)
			}
			if first, dup := lines[r.Game]; dup {
				return nil, 0, fmt.Errorf("%s:%d: a second record of game %d (the first on line %d)", path, line, r.Game, first)
			}
			lines[r.Game] = line
			recs = append(recs, r)
		}
		off += nl + 1
	}
	return recs, int64(off), nil
}

// localName reports whether name, a record's SGF field, is empty or the
// name of a file in the directory that holds the records: no directory
// part on any system (neither '/' nor a backslash), not "." or "..", not a
// volume name.
func localName(name string) bool {
	return name == "" || (filepath.IsLocal(name) && !strings.ContainsAny(name, `/\`) && name != ".")
}

// Unique returns the records with one record per game number (the first),
// sorted by game number.
func Unique(recs []Record) []Record {
	seen := make(map[int]bool, len(recs))
	out := make([]Record, 0, len(recs))
	for _, r := range recs {
		if seen[r.Game] {
			continue
		}
		seen[r.Game] = true
		out = append(out, r)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Game < out[j].Game })
	return out
}

// Store appends records to a results.jsonl file, one synced line per game.
// It is safe for concurrent use.
type Store struct {
	mu sync.Mutex
	f  storeFile
	// end is the length of the file's complete records: a write that
	// fails part way (a full disk) is cut back to it, so that the next
	// record does not follow a partial line, which would then stand in
	// the middle of the file, where Load refuses it. broken holds the
	// error of a cut that failed: no record is appended after it.
	end    int64
	broken error
}

// storeFile is what a Store needs of its file (an *os.File).
type storeFile interface {
	io.WriteSeeker
	Truncate(size int64) error
	Sync() error
	Close() error
}

// OpenStore opens (creating it if needed, 0666 less the umask, as the
// match's other files) the records file, drops a trailing partial line,
// and returns the store with the complete records already present.
func OpenStore(path string) (*Store, []Record, error) {
	recs, good, err := Load(path)
	if err != nil {
		return nil, nil, err
	}
	f, err := os.OpenFile(path, os.O_RDWR|os.O_CREATE, 0o666)
	if err != nil {
		return nil, nil, fmt.Errorf("opening records: %w", err)
	}
	if err := f.Truncate(good); err != nil {
		f.Close()
		return nil, nil, fmt.Errorf("truncating a partial record: %w", err)
	}
	if _, err := f.Seek(good, io.SeekStart); err != nil {
		f.Close()
		return nil, nil, fmt.Errorf("seeking records: %w", err)
	}
	return &Store{f: f, end: good}, recs, nil
}

// Append writes one record as a line and syncs it to disk.
func (s *Store) Append(r *Record) error {
	b, err := json.Marshal(r)
	if err != nil {
		return fmt.Errorf("encoding record: %w", err)
	}
	b = append(b, '\n')
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.broken != nil {
		return fmt.Errorf("appending record: the records file ends in a partial line that could not be cut: %w", s.broken)
	}
	if n, err := s.f.Write(b); err != nil {
		if n > 0 {
			s.cut()
		}
		return fmt.Errorf("appending record: %w", err)
	}
	s.end += int64(len(b))
	if err := s.f.Sync(); err != nil {
		return fmt.Errorf("syncing records: %w", err)
	}
	return nil
}

// cut takes a partial line off the end of the file, back to its complete
// records, or records in broken why it could not.
func (s *Store) cut() {
	if err := s.f.Truncate(s.end); err != nil {
		s.broken = err
		return
	}
	if _, err := s.f.Seek(s.end, io.SeekStart); err != nil {
		s.broken = err
	}
}

// Close closes the file.
func (s *Store) Close() error { return s.f.Close() }

// WriteFileAtomic writes data to path through a temporary file in the same
// directory (named as TemporaryTarget reads it) that is synced and then
// renamed over path.
func WriteFileAtomic(path string, data []byte) error {
	dir := filepath.Dir(path)
	f, err := tempfile.Create(dir, "."+filepath.Base(path)+tmpSuffix)
	if err != nil {
		return fmt.Errorf("writing %s: %w", path, err)
	}
	tmp := f.Name()
	_, err = f.Write(data)
	if err == nil {
		err = f.Sync()
	}
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err == nil {
		err = os.Rename(tmp, path)
	}
	if err != nil {
		os.Remove(tmp)
		return fmt.Errorf("writing %s: %w", path, err)
	}
	return nil
}

// tmpSuffix ends the name of WriteFileAtomic's temporary file, before
// the random digits that os.CreateTemp adds.
const tmpSuffix = ".tmp"

// TemporaryTarget reports whether name is the name of a temporary file of
// WriteFileAtomic (".NAME.tmpDIGITS") and returns the file name it was to
// be renamed to. A process killed while it wrote leaves one behind.
func TemporaryTarget(name string) (target string, ok bool) {
	i := strings.LastIndex(name, tmpSuffix)
	if len(name) < 2 || name[0] != '.' || i < 2 {
		return "", false
	}
	digits := name[i+len(tmpSuffix):]
	if digits == "" || strings.Trim(digits, "0123456789") != "" {
		return "", false
	}
	return name[1:i], true
}

// Header is the information in the "# Key: value" lines of results.dat.
type Header struct {
	Black, BlackCommand, BlackLabel, BlackVersion string
	White, WhiteCommand, WhiteLabel, WhiteVersion string
	Date, Host, Komi, Referee, Size               string
	// Openings, when openings are played, names their directory and
	// number as gogui-twogtp does: "DIR (N files)"; empty, the key is
	// left out.
	Openings string
}

// columns are the columns of gogui-twogtp's results table.
var columns = [...]string{"GAME", "RES_B", "RES_W", "RES_R", "ALT", "DUP", "LEN",
	"TIME_B", "TIME_W", "CPU_B", "CPU_W", "ERR", "ERR_MSG"}

// clean makes s one line of valid UTF-8 without control characters.
func clean(s string) string {
	return strings.Map(func(r rune) rune {
		switch {
		case r == '\t' || r == '\n' || r == '\r':
			return ' '
		case unicode.IsControl(r):
			return -1
		}
		return r
	}, strings.ToValidUTF8(s, "\uFFFD"))
}

// Dat renders the results table in gogui-twogtp's format: the header keys
// in alphabetical order, a line "#", the column titles, then a
// tab-separated row per game, sorted by game number. Per-program columns
// (RES_B, TIME_B, CPU_B) belong to the --black program, with B and W in
// results exchanged on games with ALT 1 so that "B+" means the --black
// program won. RES_R is the referee's result, written the same way ("?"
// for a game without result, RE[Void]). Times have at most one decimal,
// as gogui-twogtp writes them (see formatSeconds).
func Dat(h Header, recs []Record) []byte {
	var b bytes.Buffer
	kv := [][2]string{
		{"Black", h.Black}, {"BlackCommand", h.BlackCommand}, {"BlackLabel", h.BlackLabel},
		{"BlackVersion", h.BlackVersion}, {"Date", h.Date}, {"Host", h.Host}, {"Komi", h.Komi},
		{"Referee", h.Referee}, {"Size", h.Size}, {"White", h.White}, {"WhiteCommand", h.WhiteCommand},
		{"WhiteLabel", h.WhiteLabel}, {"WhiteVersion", h.WhiteVersion}, {"Xml", "0"},
	}
	if h.Openings != "" {
		kv = slices.Insert(kv, slices.IndexFunc(kv, func(p [2]string) bool { return p[0] == "Referee" }),
			[2]string{"Openings", h.Openings})
	}
	for _, p := range kv {
		fmt.Fprintf(&b, "# %s: %s\n", p[0], clean(p[1]))
	}
	b.WriteString("#\n#")
	b.WriteString(strings.Join(columns[:], "\t"))
	b.WriteByte('\n')
	recs = Unique(recs)
	dups := Duplicates(recs)
	for i := range recs {
		r := &recs[i]
		tb, tw, cb, cw := r.TimeB, r.TimeW, r.CPUB, r.CPUW
		if r.Alt {
			tb, tw, cb, cw = tw, tb, cw, cb
		}
		res := r.ScoreR
		if res == "Void" {
			// No result is not a final_score reply: unknown.
			res = "?"
		}
		if r.Alt {
			res = SwapColours(res)
		}
		alt, e := "0", "0"
		if r.Alt {
			alt = "1"
		}
		if r.Err {
			e = "1"
		}
		dup := "-"
		if d, ok := dups[r.Game]; ok {
			dup = fmt.Sprint(d)
		} else if r.NearDup != nil {
			dup = fmt.Sprint(*r.NearDup) + "?"
		}
		row := []string{fmt.Sprint(r.Game), orQ(clean(r.ProgramScore(ProgBlack))), orQ(clean(r.ProgramScore(ProgWhite))),
			orQ(clean(res)), alt, dup, fmt.Sprint(r.Moves), formatSeconds(tb), formatSeconds(tw),
			formatSeconds(cb), formatSeconds(cw), e, clean(r.ErrMsg)}
		b.WriteString(strings.Join(row, "\t"))
		b.WriteByte('\n')
	}
	return b.Bytes()
}

// formatSeconds writes a time as gogui-twogtp does: rounded to one
// decimal (half to even on the exact value), without grouping, and without
// the decimal when it is zero ("0", "12", "3.1").
func formatSeconds(v float64) string {
	s := strconv.FormatFloat(v, 'f', 1, 64)
	s = strings.TrimSuffix(s, ".0")
	if s == "-0" {
		s = "0"
	}
	return s
}

func orQ(s string) string {
	if s == "" {
		return "?"
	}
	return s
}

// Duplicates maps the number of each game that repeats an earlier game
// (same DupKey) with the programs on the same colours (same Alt) to the
// number of the first such game. As in gogui-twogtp, the same moves with
// the programs exchanged are not a duplicate: they are the other pairing.
// A record read from a results table has no key: the game its DUP cell
// names (DatDup, a number without the question mark of a near-duplicate)
// is taken as the table gives it.
func Duplicates(recs []Record) map[int]int {
	type key struct {
		alt bool
		dup string
	}
	first := map[key]int{}
	out := map[int]int{}
	for _, r := range Unique(recs) {
		if g, err := strconv.Atoi(r.DatDup); err == nil {
			out[r.Game] = g
			continue
		}
		if r.DupKey == "" {
			continue
		}
		k := key{r.Alt, r.DupKey}
		if g, ok := first[k]; ok {
			out[r.Game] = g
			continue
		}
		first[k] = r.Game
	}
	return out
}

// LoadFiles reads records from files and directories (a directory's
// results.jsonl), joining them; records of the same game number from
// different files are kept once.
func LoadFiles(paths []string) ([]Record, error) {
	var all []Record
	for _, p := range paths {
		st, err := os.Stat(p)
		if err != nil {
			return nil, fmt.Errorf("reading records: %w", err)
		}
		if st.IsDir() {
			p = filepath.Join(p, "results.jsonl")
		}
		load := Load
		if strings.HasSuffix(p, ".dat") {
			load = ReadDat
		}
		recs, _, err := load(p)
		if err != nil {
			return nil, err
		}
		all = append(all, recs...)
	}
	return Unique(all), nil
}

// ReadDat reads the records a gogui-twogtp results table holds (ours or
// gogui-twogtp's own PREFIX.dat): game number, ALT, DUP, LEN, ERR and
// ERR_MSG (a near-duplicate's DUP as NearDup too), the three results, the
// times and the program names of the header, the per-colour fields of the record (ScoreB, TimeB, ...) taken
// from the program that had the colour, so that Dat writes the row back
// as it was. A game's result
// is RES_R when the referee gave one, else RES_B when RES_W says the same,
// else the winner both name (programsAgree), else none ("?"); the table writes
// results from the first program's side, so that on ALT 1 rows the colours
// of Result, the game's own, are exchanged. A forfeit or a loss on time (a
// result X+F or X+T, the referee's) charges its loser (Charged,
// ChargedProgram), as the match that wrote the table charged it. A row
// that gogui-twogtp
// -analyze cannot read is refused with its line number (more cells than
// columns; a GAME, ALT, LEN or ERR cell that is not a whole number, as in
// a row cut short), and so is a second row of a game number, which would
// hide one of the two games. good is the file's length.
func ReadDat(path string) (recs []Record, good int64, err error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, 0, fmt.Errorf("reading records: %w", err)
	}
	return ParseDat(data, path)
}

// ParseDat reads the records of data, the text of a results table that
// path names (in errors), as ReadDat does: for a caller that has read the
// file already.
func ParseDat(data []byte, path string) (recs []Record, good int64, err error) {
	head := map[string]string{} // the "# Key: value" lines, as ReadDatHeader reads them
	var cols map[string]int
	ncols := 0            // the number of column titles
	rows := map[int]int{} // game number -> the line of its row
	for i, line := range strings.Split(string(data), "\n") {
		line = strings.TrimRight(line, "\r")
		if cols == nil && strings.HasPrefix(line, "# ") {
			if k, v, ok := strings.Cut(line[2:], ":"); ok {
				head[strings.TrimSpace(k)] = strings.TrimSpace(v)
			}
			continue
		}
		if strings.HasPrefix(line, "#GAME") {
			cols = map[string]int{}
			titles := strings.Split(line[1:], "\t")
			for k, c := range titles {
				cols[c] = k
			}
			ncols = len(titles)
			for _, c := range []string{"GAME", "RES_B", "RES_W", "RES_R", "ALT"} {
				if _, ok := cols[c]; !ok {
					return nil, 0, fmt.Errorf("%s:%d: no %s column", path, i+1, c)
				}
			}
			continue
		}
		if line == "" || line[0] == '#' {
			continue
		}
		if cols == nil {
			return nil, 0, fmt.Errorf("%s:%d: a row before the #GAME line", path, i+1)
		}
		f := strings.Split(line, "\t")
		if len(f) > ncols {
			return nil, 0, fmt.Errorf("%s:%d: %d cells for the %d columns of the #GAME line", path, i+1, len(f), ncols)
		}
		get := func(c string) string {
			if k, ok := cols[c]; ok && k < len(f) {
				return strings.TrimSpace(f[k])
			}
			return ""
		}
		// The whole-number cells, as gogui-twogtp -analyze reads them
		// (a table it cannot read is refused, not counted in part): a
		// row cut short or a cell edited into something else is no
		// game. The string cells at its end may be missing, as
		// gogui-twogtp's reader drops a row's trailing empty cells.
		var num [4]int
		for k, c := range [...]string{"GAME", "ALT", "LEN", "ERR"} {
			if _, ok := cols[c]; !ok {
				continue // an older table without the column
			}
			n, err := strconv.Atoi(get(c))
			if err != nil || n < 0 {
				return nil, 0, fmt.Errorf("%s:%d: %s %q is not a whole number", path, i+1, c, get(c))
			}
			num[k] = n
		}
		if prev, dup := rows[num[0]]; dup {
			return nil, 0, fmt.Errorf("%s:%d: a second row of game %d (the first on line %d)", path, i+1, num[0], prev)
		}
		rows[num[0]] = i + 1
		var r Record
		r.Game, r.Alt, r.Moves, r.Err = num[0], num[1] != 0, num[2], num[3] != 0
		r.ErrMsg = get("ERR_MSG")
		r.DatDup = get("DUP")
		if n, err := strconv.Atoi(strings.TrimSuffix(r.DatDup, "?")); err == nil && strings.HasSuffix(r.DatDup, "?") {
			r.NearDup = &n // a near-duplicate, "3?"
		}
		// The table's cells are the programs' (RES_B, TIME_B: the
		// --black program's), its results written from the --black
		// program's side; the record's are the colours' of this game.
		resB, resW, resR := get("RES_B"), get("RES_W"), get("RES_R")
		r.ScoreB, r.ScoreW, r.ScoreR = resB, resW, resR
		r.TimeB, r.TimeW = seconds(get("TIME_B")), seconds(get("TIME_W"))
		r.CPUB, r.CPUW = seconds(get("CPU_B")), seconds(get("CPU_W"))
		if r.Alt {
			r.ScoreB, r.ScoreW, r.ScoreR = SwapColours(resW), SwapColours(resB), SwapColours(resR)
			r.TimeB, r.TimeW, r.CPUB, r.CPUW = r.TimeW, r.TimeB, r.CPUW, r.CPUB
		}
		res := resR
		if res == "" || res == "?" {
			res = programsAgree(resB, resW, r.Err)
		}
		switch {
		case strings.HasPrefix(res, "B+"):
			r.Winner = ProgBlack
		case strings.HasPrefix(res, "W+"):
			r.Winner = ProgWhite
		}
		// A record's names are the engines' names and versions, as in
		// PB and PW; the header keeps them apart.
		names := [2]string{strings.TrimSpace(head["Black"] + " " + head["BlackVersion"]),
			strings.TrimSpace(head["White"] + " " + head["WhiteVersion"])}
		versions := [2]string{head["BlackVersion"], head["WhiteVersion"]}
		if r.Alt {
			res = SwapColours(res)
			names[0], names[1], versions[0], versions[1] = names[1], names[0], versions[1], versions[0]
		}
		r.NameB, r.NameW, r.VersionB, r.VersionW = names[0], names[1], versions[0], versions[1]
		r.Result = res
		// A forfeit or a loss on time charges its loser (README's
		// fault table: RE[W+F], RE[W+T]), as the match charged it.
		if c, ok := chargedBy(res); ok {
			r.Charged = c
			r.ChargedProgram = ProgBlack
			if (c == "W") != r.Alt {
				r.ChargedProgram = ProgWhite
			}
		}
		recs = append(recs, r)
	}
	if cols == nil {
		return nil, 0, fmt.Errorf("%s: no #GAME line: not a gogui-twogtp results table", path)
	}
	return recs, int64(len(data)), nil
}

// programsAgree returns the result of a row without the referee's: the
// programs' own when they are the same, else the winner both name without
// a margin ("B+"), as an SGF RE may give it, when both name one (their
// counts differ by the points that area and territory scoring or the
// prisoners part, GNU Go's W+5.0 beside another program's W+6.0, where
// gogui-twogtp -analyze counts a win of White for each), else "?". Not in
// a row marked ERR (failed): gogui-twogtp asks final_score there too, of a
// game cut short, whose counts name no winner of it.
func programsAgree(resB, resW string, failed bool) string {
	switch {
	case resB == resW && resB != "":
		return resB
	case failed:
		return "?"
	case strings.HasPrefix(resB, "B+") && strings.HasPrefix(resW, "B+"):
		return "B+"
	case strings.HasPrefix(resB, "W+") && strings.HasPrefix(resW, "W+"):
		return "W+"
	}
	return "?"
}

// chargedBy returns the colour (B or W) of the player that result, an
// SGF RE, charges with a fault: the loser of a forfeit ("W+F", "W+Forfeit")
// or of a loss on time ("W+T", "W+Time"), its reason in ASCII case. The
// winner's colour is read in upper case only, as a winner is (ParseDat,
// SwapColours, gogui-twogtp -analyze): a result without a winner charges
// no loser.
func chargedBy(result string) (string, bool) {
	if len(result) < 3 || result[1] != '+' {
		return "", false
	}
	switch strings.ToLower(result[2:]) {
	case "f", "forfeit", "t", "time":
	default:
		return "", false
	}
	switch result[0] {
	case 'B':
		return "W", true
	case 'W':
		return "B", true
	}
	return "", false
}

// seconds reads a time cell of a results table: a number of seconds, or
// 0 for anything else (gogui-twogtp -analyze, which only averages them,
// is no stricter than the stats that do not use them).
func seconds(s string) float64 {
	v, err := strconv.ParseFloat(s, 64)
	if err != nil || math.IsNaN(v) || math.IsInf(v, 0) || v < 0 {
		return 0
	}
	return v
}

// ReadDatHeader reads the "# Key: value" lines at the top of a results.dat
// file, whatever their length (a command line given in full).
func ReadDatHeader(path string) (map[string]string, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, fmt.Errorf("reading header: %w", err)
	}
	defer f.Close()
	out := map[string]string{}
	br := bufio.NewReader(f)
	for {
		line, err := br.ReadString('\n')
		if err != nil && !errors.Is(err, io.EOF) {
			return nil, fmt.Errorf("reading header of %s: %w", path, err)
		}
		line = strings.TrimSuffix(strings.TrimSuffix(line, "\n"), "\r")
		if line == "#" || !strings.HasPrefix(line, "# ") {
			break
		}
		k, v, ok := strings.Cut(line[2:], ":")
		if ok {
			out[strings.TrimSpace(k)] = strings.TrimSpace(v)
		}
		if err != nil {
			break // the end of the file
		}
	}
	return out, nil
}

// MarshalLine returns a record as one JSON line.
func MarshalLine(r *Record) ([]byte, error) {
	b, err := json.Marshal(r)
	if err != nil {
		return nil, fmt.Errorf("encoding record: %w", err)
	}
	return append(b, '\n'), nil
}
