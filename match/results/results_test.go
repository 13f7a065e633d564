package results

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"
)

func TestStoreDropsPartialLine(t *testing.T) {
	path := filepath.Join(t.TempDir(), "results.jsonl")
	s, recs, err := OpenStore(path)
	if err != nil || len(recs) != 0 {
		t.Fatal(err, recs)
	}
	for g := range 3 {
		if err := s.Append(&Record{Game: g, Result: "B+R"}); err != nil {
			t.Fatal(err)
		}
	}
	s.Close()
	f, _ := os.OpenFile(path, os.O_APPEND|os.O_WRONLY, 0)
	f.WriteString(`{"game":3,"resu`)
	f.Close()
	s, recs, err = OpenStore(path)
	if err != nil || len(recs) != 3 {
		t.Fatalf("%v, %d records", err, len(recs))
	}
	s.Append(&Record{Game: 3, Result: "W+R"})
	s.Close()
	recs, _, err = Load(path)
	if err != nil || len(recs) != 4 || recs[3].Game != 3 {
		t.Fatalf("%v %+v", err, recs)
	}
}

func TestProgramScoreAndDup(t *testing.T) {
	r := Record{Alt: true, ScoreB: "B+3.5", ScoreW: "W+1.5"}
	// The --black program played White: its score is ScoreW, written from its side.
	if got := r.ProgramScore(ProgBlack); got != "B+1.5" {
		t.Errorf("black program: %q", got)
	}
	if got := r.ProgramScore(ProgWhite); got != "W+3.5" {
		t.Errorf("white program: %q", got)
	}
	a := DupKey(9, 9, []Placement{{'B', 2, 2, false, false}, {'W', 6, 6, false, false}})
	b := DupKey(9, 9, []Placement{{'B', 6, 2, false, false}, {'W', 2, 6, false, false}}) // mirrored
	c := DupKey(9, 9, []Placement{{'B', 2, 2, false, false}, {'W', 6, 5, false, false}})
	if a != b || a == c {
		t.Errorf("dup keys %s %s %s", a, b, c)
	}
	d := Duplicates([]Record{{Game: 0, DupKey: a}, {Game: 1, DupKey: c}, {Game: 2, DupKey: a}})
	if len(d) != 1 || d[2] != 0 {
		t.Errorf("duplicates %v", d)
	}
}

// datRow parses results.dat the way gogui's table reader does (lines
// trimmed, "# Key: value" header lines up to a line "#", then the column
// titles, then tab-separated rows) and returns the row of game g by column
// title.
func datRow(t *testing.T, dat []byte, g string) map[string]string {
	t.Helper()
	var cols []string
	headerDone := false
	for _, line := range strings.Split(string(dat), "\n") {
		line = strings.TrimSpace(line)
		if line == "" {
			continue
		}
		if strings.HasPrefix(line, "#") {
			c := strings.TrimSpace(line[1:])
			if headerDone {
				cols = strings.Split(c, "\t")
			} else if c == "" {
				headerDone = true
			}
			continue
		}
		f := strings.Split(line, "\t")
		if f[0] != g {
			continue
		}
		row := map[string]string{}
		for i, c := range cols {
			if i < len(f) {
				row[c] = f[i]
			}
		}
		return row
	}
	t.Fatalf("no row for game %s in\n%s", g, dat)
	return nil
}

// TestDatNumberFormat: gogui-twogtp writes TIME_B, TIME_W, CPU_B and CPU_W
// with at most one decimal and no trailing zero decimal (an English number
// format with one maximum fraction digit: 0 for no time, 12 for 12.0
// seconds, 3.1 for 3.14), half to even on the exact value.
func TestDatNumberFormat(t *testing.T) {
	recs := []Record{{Game: 0, TimeB: 12.04, TimeW: 0, CPUB: 3.14, CPUW: 0.96, ScoreR: "B+R"}}
	row := datRow(t, Dat(Header{}, recs), "0")
	for col, want := range map[string]string{"TIME_B": "12", "TIME_W": "0", "CPU_B": "3.1", "CPU_W": "1"} {
		if row[col] != want {
			t.Errorf("%s = %q, want %q", col, row[col], want)
		}
	}
}

// TestDupSameColours: with alternating colours gogui-twogtp compares a
// game only with earlier games in which each program had the same colour;
// the same moves with the programs exchanged are a different pairing, not
// a duplicate.
func TestDupSameColours(t *testing.T) {
	k := DupKey(5, 5, []Placement{{'B', 0, 0, true, false}, {'W', 0, 0, true, false}})
	recs := []Record{{Game: 0, DupKey: k}, {Game: 1, Alt: true, DupKey: k}, {Game: 2, DupKey: k}, {Game: 3, Alt: true, DupKey: k}}
	d := Duplicates(recs)
	if len(d) != 2 || d[2] != 0 || d[3] != 1 {
		t.Errorf("duplicates %v, want map[2:0 3:1]", d)
	}
	dat := Dat(Header{}, recs)
	for g, want := range map[string]string{"0": "-", "1": "-", "2": "0", "3": "1"} {
		if got := datRow(t, dat, g)["DUP"]; got != want {
			t.Errorf("game %s: DUP %q, want %q", g, got, want)
		}
	}
}

// TestDatOpeningsKey: with openings, gogui-twogtp's header has the key
// Openings, "DIR (N files)", in its alphabetical place (between Komi and
// Referee); without, no such key.
func TestDatOpeningsKey(t *testing.T) {
	h := Header{Komi: "7.5", Referee: "r", Openings: "op (12 files)"}
	lines := strings.Split(string(Dat(h, nil)), "\n")
	want := []string{"# Komi: 7.5", "# Openings: op (12 files)", "# Referee: r"}
	if i := slices.Index(lines, want[0]); i < 0 || !slices.Equal(lines[i:i+3], want) {
		t.Errorf("header:\n%s", strings.Join(lines, "\n"))
	}
	h.Openings = ""
	if strings.Contains(string(Dat(h, nil)), "Openings") {
		t.Errorf("an Openings key without openings")
	}
}

// TestNearDuplicates: gogui-twogtp's DUP column names an earlier game
// that the game nearly repeats with a question mark ("0?"): fewer
// differing placements, compared by move number under one of the 8
// symmetries, than a fifth of the game's; each placement past the shorter
// game's end differs. The cases are counted by hand from that rule.
func TestNearDuplicates(t *testing.T) {
	base := []Placement{{'B', 3, 3, false, false}, {'W', 15, 3, false, false}, {'B', 15, 15, false, false}, {'W', 3, 15, false, false},
		{'B', 2, 5, false, false}, {'W', 5, 2, false, false}, {'B', 9, 9, false, false}, {'W', 9, 3, false, false}, {'B', 0, 0, true, false}, {'W', 0, 0, true, false}}
	with := func(ps []Placement, i int, p Placement) []Placement {
		out := append([]Placement(nil), ps...)
		out[i] = p
		return out
	}
	mirror := func(ps []Placement) []Placement {
		out := append([]Placement(nil), ps...)
		for i := range out {
			if !out[i].Pass {
				out[i].X = 18 - out[i].X
			}
		}
		return out
	}
	games := []struct {
		ps  []Placement
		alt bool
		dup string
	}{
		{base, false, "-"},
		{with(base, 6, Placement{'B', 10, 10, false, false}), false, "0?"},                                             // 1 of 10 differs: 1 < 2
		{with(with(base, 6, Placement{'B', 10, 10, false, false}), 7, Placement{'W', 0, 0, true, false}), false, "1?"}, // 1 from game 1, 2 from game 0
		{with(with(base, 4, Placement{'B', 2, 6, false, false}), 7, Placement{'W', 0, 0, true, false}), false, "-"},    // 2 from game 0: not < 2
		{with(mirror(base), 5, Placement{'W', 1, 1, false, false}), false, "0?"},                                       // mirrored, 1 differs
		{with(base, 6, Placement{'B', 10, 10, false, false}), false, "1"},                                              // identical to game 1
		{append(append([]Placement(nil), base...), Placement{'B', 0, 0, true, false}), false, "0?"},                    // 11 placements: 1 beyond, 1 < 2
		{with(base, 6, Placement{'B', 10, 10, false, false}), true, "-"},                                               // programs exchanged: no earlier game
		{base[:4], false, "-"}, // 4 placements: a fifth is 0
	}
	var recs []Record
	for i, g := range games {
		// As the match records them: each compared with those before.
		r := Record{Game: i, Alt: g.alt, DupKey: DupKey(19, 19, g.ps), Placements: EncodePlacements(19, 19, g.ps)}
		if d, ok := NearDuplicateOf(recs, &r); ok {
			r.NearDup = &d
		}
		recs = append(recs, r)
	}
	dat := Dat(Header{}, recs)
	for i, g := range games {
		if got := datRow(t, dat, fmt.Sprint(i))["DUP"]; got != g.dup {
			t.Errorf("game %d: DUP %q, want %q", i, got, g.dup)
		}
	}
	// The encoding reads back.
	if g, ok := decodePlacements(EncodePlacements(19, 19, base)); !ok || g.w != 19 || len(g.ps) != len(base) || g.ps[8] != base[8] || g.ps[1] != base[1] {
		t.Errorf("decoded %+v %v", g, ok)
	}
}

// FuzzDat: whatever the engines replied and the records hold, results.dat
// keeps gogui-twogtp's layout: valid UTF-8, the header lines, a line "#",
// the column titles, then one row per game with exactly one cell per column;
// ReadDatHeader and ReadDat read the header and the rows back.
func FuzzDat(f *testing.F) {
	f.Add("B+3.5", "W+R", "B+3.5", "engine\tcrashed", "GNU Go", 12.25, false)
	f.Add("B+3.5\r", "?\x0b", "W+F", "line1\nline2", "name\x00", -0.04, true)
	f.Add("B+1\x1b[0m", "W+2\u0085", "0", "\u2028", "x", 1e9, false)
	f.Fuzz(func(t *testing.T, scoreB, scoreW, scoreR, errMsg, name string, secs float64, alt bool) {
		recs := []Record{
			{Game: 0, Alt: alt, ScoreB: scoreB, ScoreW: scoreW, ScoreR: scoreR, ErrMsg: errMsg, Err: errMsg != "", TimeB: secs, CPUW: secs},
			{Game: 1, Alt: !alt, ScoreB: scoreW, ScoreW: scoreB, ScoreR: scoreR, Moves: 3},
		}
		out := Dat(Header{Black: name, White: errMsg, BlackCommand: scoreB}, recs)
		if !utf8.Valid(out) {
			t.Fatalf("invalid UTF-8: %q", out)
		}
		lines := strings.Split(strings.TrimSuffix(string(out), "\n"), "\n")
		i := 0
		for i < len(lines) && strings.HasPrefix(lines[i], "# ") {
			i++
		}
		if i != 14 || i+2 > len(lines) || lines[i] != "#" || !strings.HasPrefix(lines[i+1], "#GAME\t") {
			t.Fatalf("header broken:\n%s", out)
		}
		titles := strings.Split(lines[i+1], "\t")
		rows := lines[i+2:]
		if len(rows) != len(recs) {
			t.Fatalf("%d rows for %d games:\n%s", len(rows), len(recs), out)
		}
		for k, row := range rows {
			cells := strings.Split(row, "\t")
			if len(cells) != len(titles) || cells[0] != fmt.Sprint(k) {
				t.Fatalf("row %d has %d cells for %d columns: %q", k, len(cells), len(titles), row)
			}
			for _, c := range cells {
				if strings.IndexFunc(c, unicode.IsControl) >= 0 {
					t.Fatalf("row %d: control character in %q", k, c)
				}
			}
		}
		// ReadDatHeader (merge) reads the header's values back, each
		// written on one line and read trimmed.
		path := writeTemp(t, out)
		head, err := ReadDatHeader(path)
		if err != nil || len(head) != 14 {
			t.Fatalf("ReadDatHeader: %d keys, %v; want 14", len(head), err)
		}
		for k, v := range map[string]string{"Black": name, "White": errMsg, "BlackCommand": scoreB, "Xml": "0"} {
			if want := strings.TrimSpace(clean(v)); head[k] != want {
				t.Fatalf("ReadDatHeader: %s %q, want %q", k, head[k], want)
			}
		}
		// ReadDat (stats on a .dat) reads the rows back.
		back, _, err := ReadDat(path)
		if err != nil || len(back) != len(recs) {
			t.Fatalf("ReadDat: %d records, %v; want %d", len(back), err, len(recs))
		}
		for k, r := range back {
			if r.Game != recs[k].Game || r.Alt != recs[k].Alt || r.Moves != recs[k].Moves || r.Err != recs[k].Err {
				t.Fatalf("row %d read back as %+v", k, r)
			}
		}
	})
}

// FuzzReadDat: any file given to stats as a .dat table is read or refused
// with an error, never a panic, and every record read has a result.
func FuzzReadDat(f *testing.F) {
	f.Add([]byte("#\n#GAME\tRES_B\tRES_W\tRES_R\tALT\n0\tB+R\tB+R\t?\t1\n"))
	f.Add([]byte("# Black: x\n#GAME\tRES_R\n0\t?\n"))
	f.Add([]byte("0\tB+1\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		recs, _, err := ReadDat(writeTemp(t, data))
		if err != nil {
			return
		}
		for _, r := range recs {
			if r.Result == "" {
				t.Fatalf("record without a result: %+v", r)
			}
		}
	})
}

// FuzzLoad: Load reads any results.jsonl, damaged or not, without losing
// what a resumed match relies on: the records it returns occupy exactly the
// prefix it reports, whole lines, and after OpenStore (which drops the rest)
// a record appended with Store.Append reads back after them.
func FuzzLoad(f *testing.F) {
	f.Add([]byte("{\"game\":0,\"result\":\"B+R\"}\n{\"game\":1,\"resu"))
	f.Add([]byte("\n  \n{\"game\":2}\r\n{bad}\n"))
	f.Add([]byte("{bad}\n{\"game\":0}\n"))
	f.Add([]byte("{}\n{\"game\":0,\"result\":\"B+R\"}\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		path := writeTemp(t, data)
		recs, good, err := Load(path)
		if err != nil {
			return
		}
		if good < 0 || good > int64(len(data)) || (good > 0 && data[good-1] != '\n') {
			t.Fatalf("prefix %d of %d bytes does not end a line", good, len(data))
		}
		again, good2, err := Load(writeTemp(t, data[:good]))
		if err != nil || good2 != good || len(again) != len(recs) {
			t.Fatalf("the prefix alone reads %d records, %d bytes, %v; the file %d, %d", len(again), good2, err, len(recs), good)
		}
		s, opened, err := OpenStore(path)
		if err != nil || len(opened) != len(recs) {
			t.Fatalf("OpenStore: %d records, %v; Load %d", len(opened), err, len(recs))
		}
		extra := Record{Game: 1 << 20, Result: "W+R"}
		if err := s.Append(&extra); err != nil {
			t.Fatal(err)
		}
		if err := s.Close(); err != nil {
			t.Fatal(err)
		}
		more, _, err := Load(path)
		if err != nil || len(more) != len(recs)+1 || more[len(recs)].Game != extra.Game {
			t.Fatalf("appended record lost: %d records then %d, %v", len(recs), len(more), err)
		}
	})
}

// writeTemp writes data to a results.jsonl in a new temporary directory.
func writeTemp(t *testing.T, data []byte) string {
	path := filepath.Join(t.TempDir(), "results.jsonl")
	if err := os.WriteFile(path, data, 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

// TestLoadNeedsResults: a line without a result (`{}`) is no record: in the
// middle of the file it is an error naming its line, as the last line it
// is dropped like a line cut short; before, `{}` counted as game 0.
func TestLoadNeedsResults(t *testing.T) {
	dir := t.TempDir()
	mid := filepath.Join(dir, "mid.jsonl")
	os.WriteFile(mid, []byte("{}\n{\"game\":0,\"result\":\"B+R\"}\n"), 0o644)
	if _, _, err := Load(mid); err == nil || !strings.Contains(err.Error(), ":1: a record without a result") {
		t.Errorf("{} on line 1: %v", err)
	}
	end := filepath.Join(dir, "end.jsonl")
	os.WriteFile(end, []byte("{\"game\":0,\"result\":\"B+R\"}\n{}\n"), 0o644)
	recs, good, err := Load(end)
	if err != nil || len(recs) != 1 || recs[0].Result != "B+R" || good != int64(len("{\"game\":0,\"result\":\"B+R\"}\n")) {
		t.Errorf("{} last: %v records, %d bytes, %v", recs, good, err)
	}
}

// TestReadDatHeaderLongLine: a header value is read back whatever its
// length. gogui-twogtp's header lines are "# Key: value" (CLIENTS.md
// section 5) with no length limit, and BlackCommand holds the engine's
// command line as given, which a long list of options (or a configuration
// passed inline) makes longer than bufio.Scanner's 64 KiB token; merge
// reads the shards' headers with ReadDatHeader, and ReadDat reads the same
// file without a limit.
func TestReadDatHeaderLongLine(t *testing.T) {
	long := "engine" + strings.Repeat(" --override-config x=1", 4000) // 88,006 bytes
	path := writeTemp(t, Dat(Header{Black: "A", BlackCommand: long, White: "B"}, nil))
	head, err := ReadDatHeader(path)
	if err != nil {
		t.Fatalf("ReadDatHeader: %v", err)
	}
	if head["BlackCommand"] != long || head["Black"] != "A" || head["White"] != "B" || head["Xml"] != "0" {
		t.Errorf("ReadDatHeader: BlackCommand of %d bytes, Black %q, White %q, Xml %q; want %d bytes, A, B, 0",
			len(head["BlackCommand"]), head["Black"], head["White"], head["Xml"], len(long))
	}
}

// TestDupHandicapSymmetry: a game and its turn by one of the 8 symmetries
// are the same game (CLIENTS.md section 5: DUP is "an earlier identical
// game under the 8 symmetries"), handicap stones included. The handicap is
// placed from GTP's fixed table in the table's order (19x19, 4 stones: D4
// Q16 D16 Q4, engine.FixedHandicap); a turn of the board maps that set of
// points onto itself but lists it in another order, and the stones of one
// SGF node (AB) have no order. Counted by hand: a quarter turn (x, y) ->
// (18-y, x) takes D4 (3, 15) to Q4 (3, 3)... so the turned game has the
// same four stones; its key must be the game's, and a game that differs
// by one move must not share it.
func TestDupHandicapSymmetry(t *testing.T) {
	hand := []Placement{{Colour: 'B', X: 3, Y: 15, Setup: true}, {Colour: 'B', X: 15, Y: 3, Setup: true},
		{Colour: 'B', X: 3, Y: 3, Setup: true}, {Colour: 'B', X: 15, Y: 15, Setup: true}}
	moves := []Placement{{Colour: 'W', X: 2, Y: 13}, {Colour: 'B', X: 5, Y: 16}, {Colour: 'W', X: 9, Y: 2}, {Colour: 'B', Pass: true}, {Colour: 'W', X: 10, Y: 10}}
	turn := func(p Placement) Placement { // a quarter turn of the 19x19 board
		if !p.Pass {
			p.X, p.Y = 18-p.Y, p.X
		}
		return p
	}
	mirror := func(p Placement) Placement { // the anti-diagonal mirror
		if !p.Pass {
			p.X, p.Y = 18-p.Y, 18-p.X
		}
		return p
	}
	game := func(f func(Placement) Placement, last Placement) []Placement {
		ps := append([]Placement(nil), hand...) // the table's order, whatever the game
		for _, m := range moves {
			ps = append(ps, f(m))
		}
		return append(ps, f(last))
	}
	same := func(p Placement) Placement { return p }
	last := Placement{Colour: 'W', X: 16, Y: 10}
	a := game(same, last)
	recs := []Record{{Game: 0}, {Game: 1}, {Game: 2}, {Game: 3}}
	for i, ps := range [][]Placement{a, game(turn, last), game(mirror, last), game(turn, Placement{Colour: 'W', X: 16, Y: 11})} {
		recs[i].DupKey = DupKey(19, 19, ps)
		recs[i].Placements = EncodePlacements(19, 19, ps)
	}
	NearDuplicates(recs)
	dat := Dat(Header{}, recs)
	// Game 3 differs from the others by its last move: 1 of 10
	// placements, fewer than a fifth; game 2 is the highest such.
	for i, want := range []string{"-", "0", "0", "2?"} {
		if got := datRow(t, dat, fmt.Sprint(i))["DUP"]; got != want {
			t.Errorf("game %d: DUP %q, want %q", i, got, want)
		}
	}
	// A handicap stone is not a move at the same point (gogui-twogtp's
	// Compare tells setup from moves).
	played := append([]Placement(nil), a...)
	for i := range hand {
		played[i].Setup = false
	}
	if DupKey(19, 19, played) == recs[0].DupKey {
		t.Error("handicap stones as moves: the same key as set up")
	}
	if g, ok := decodePlacements(recs[1].Placements); !ok || !g.ps[0].Setup || g.ps[0].Colour != 'B' || g.ps[4].Setup {
		t.Errorf("setup stones do not read back: %+v %v", g, ok)
	}
}

// TestReadDatBrokenRows: a results table edited by hand or cut short is
// refused with the line of the broken row, as gogui-twogtp -analyze
// refuses it (its table reader throws "Invalid line N" for a row of more
// cells than column titles, and reading GAME, ALT, LEN or ERR as an
// integer fails on anything else: "Wrong file format"). stats read such a
// row as a game: a row cut after RES_B as a game with no result, an ALT
// cell "x" as colours not exchanged, a row with a cell too many as a win.
// A row whose empty ERR_MSG was dropped (gogui-twogtp's reader drops a
// row's trailing empty cells) still reads, and so does a second row of
// another game; a second row of game 0 would hide one of the two games.
func TestReadDatBrokenRows(t *testing.T) {
	// Lines 1 to 3 are the header, "#" and the column titles; the good
	// rows are lines 4 and 5, the broken one line 6.
	head := "# Black: A\n#\n#GAME\tRES_B\tRES_W\tRES_R\tALT\tDUP\tLEN\tTIME_B\tTIME_W\tCPU_B\tCPU_W\tERR\tERR_MSG\n" +
		"0\tB+R\tB+R\tB+R\t0\t-\t50\t1\t1\t1\t1\t0\t\n" +
		"1\tW+2.5\tW+2.5\tW+2.5\t1\t-\t60\t1\t1\t1\t1\t0\n"
	path := filepath.Join(t.TempDir(), "results.dat")
	write := func(s string) {
		if err := os.WriteFile(path, []byte(s), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	write(head)
	if recs, _, err := ReadDat(path); err != nil || len(recs) != 2 || !recs[1].Alt || recs[1].Moves != 60 {
		t.Fatalf("good table: %v, %+v", err, recs)
	}
	for _, row := range []string{
		"2\tB+R\n", // cut short after RES_B
		"2\tB+R\tB+R\tB+R\tx\t-\t50\t1\t1\t1\t1\t0\t\n",       // ALT x
		"2\tB+R\tB+R\tB+R\t0\t-\t\t1\t1\t1\t1\t0\t\n",         // LEN empty
		"2\tB+R\tB+R\tB+R\t0\t-\t50\t1\t1\t1\t1\tyes\t\n",     // ERR yes
		"2\tB+R\tB+R\tB+R\t0\t-\t50\t1\t1\t1\t1\t0\tmsg\tx\n", // 14 cells
		"-2\tB+R\tB+R\tB+R\t0\t-\t50\t1\t1\t1\t1\t0\t\n",      // a negative game
		"0\tW+R\tW+R\tW+R\t0\t-\t50\t1\t1\t1\t1\t0\t\n",       // game 0 again
	} {
		write(head + row)
		recs, _, err := ReadDat(path)
		if err == nil || !strings.Contains(err.Error(), path+":6:") {
			t.Errorf("row %q: %v, %d records; want an error naming line 6", row, err, len(recs))
		}
	}
}

// TestReadDatRoundTrip: a results table read back with ReadDat is written
// again by Dat as it was. The table's cells are the programs' (CLIENTS.md
// section 5: RES_B and TIME_B are the -black program's, results written so
// that B+ means the -black program won, B and W exchanged on ALT 1 rows);
// the record's are the colours' (ScoreB is the final_score of the engine
// that played Black). ReadDat kept the cells as the colours' and read no
// times: an ALT 1 row came back with RES_B and RES_W exchanged, B+ and W+
// exchanged in all three, the times 0 and a near-duplicate "0?" as "-".
// By hand, row 1 (ALT 1): the --black program played White and says
// "B+3.5" (it won), so in the game White won: the engine that played
// Black (the --white program) has ScoreB "W+4.5" (its "B+4.5", from the
// --black program's side, turned back), the referee W+3.5.
func TestReadDatRoundTrip(t *testing.T) {
	h := Header{Black: "A", BlackCommand: "a", BlackLabel: "A", BlackVersion: "1", Date: "2026-12-06", Host: "h",
		Komi: "7.5", Referee: "-", Size: "9", White: "B", WhiteCommand: "b", WhiteLabel: "B", WhiteVersion: "2"}
	table := string(Dat(h, nil)) +
		"0\tB+R\tB+R\tB+R\t0\t-\t50\t1.5\t2\t0.5\t1\t0\t\n" +
		"1\tB+3.5\tB+4.5\tB+3.5\t1\t-\t60\t12.3\t4\t3\t0.2\t0\t\n" +
		"2\tW+R\tW+R\tW+R\t0\t0?\t51\t1\t7\t0\t0\t1\tengine crashed\n"
	path := filepath.Join(t.TempDir(), "results.dat")
	if err := os.WriteFile(path, []byte(table), 0o644); err != nil {
		t.Fatal(err)
	}
	recs, _, err := ReadDat(path)
	if err != nil || len(recs) != 3 {
		t.Fatalf("ReadDat: %v, %d records", err, len(recs))
	}
	if r := recs[1]; r.ScoreB != "W+4.5" || r.ScoreW != "W+3.5" || r.ScoreR != "W+3.5" || r.Result != "W+3.5" ||
		r.Winner != ProgBlack || r.TimeB != 4 || r.TimeW != 12.3 || r.CPUB != 0.2 || r.CPUW != 3 {
		t.Errorf("ALT 1 row read as %+v", r)
	}
	if got := string(Dat(h, recs)); got != table {
		t.Errorf("written back:\n%s\nwant:\n%s", got, table)
	}
}

// TestLoadSecondRecordOfAGame: a match writes one record per game, so a
// results.jsonl holding a game number twice is two matches' records joined
// into one file (cat a/results.jsonl b/results.jsonl), or an edit. Load
// returned both and every reader kept the first (Unique): stats of the
// joined file of two 2-game matches counted 2 games, the second match's
// dropped unseen. It is an error naming the line of the second record
// (line 3, by hand: games 0, 1, then 0 again) and that of the first.
func TestLoadSecondRecordOfAGame(t *testing.T) {
	path := writeTemp(t, []byte(`{"game":0,"result":"B+R"}`+"\n"+`{"game":1,"result":"B+R"}`+"\n"+
		`{"game":0,"result":"W+R"}`+"\n"+`{"game":1,"result":"W+R"}`+"\n"))
	recs, _, err := Load(path)
	if err == nil || !strings.Contains(err.Error(), path+":3: a second record of game 0 (the first on line 1)") {
		t.Errorf("Load: %v, %d records; want an error naming lines 3 and 1", err, len(recs))
	}
}

// A record's sgf names a file in the output directory (SGFName): merge
// reads it from a shard and writes it into --out, stats and a resumed
// match read it, so a path that leaves the directory ("../x.sgf", an
// absolute path, a Windows path) makes the line a broken one (an error
// naming it in the middle of the file), and the game's own file names
// stay accepted.
func TestLoadSGFNameOutsideDir(t *testing.T) {
	for _, name := range []string{"../x.sgf", "/tmp/x.sgf", "sub/x.sgf", `..\x.sgf`, `C:\x.sgf`, "..", "."} {
		q, _ := json.Marshal(name)
		path := writeTemp(t, []byte(`{"game":0,"result":"B+R","sgf":`+string(q)+`}`+"\n"+`{"game":1,"result":"W+R"}`+"\n"))
		recs, _, err := Load(path)
		if err == nil || !strings.Contains(err.Error(), path+":1: sgf") {
			t.Errorf("sgf %q: Load gave %v, %d records; want an error naming line 1", name, err, len(recs))
		}
	}
	for _, name := range []string{"results-0.sgf", "game 1.sgf", "x..sgf"} {
		q, _ := json.Marshal(name)
		path := writeTemp(t, []byte(`{"game":0,"result":"B+R","sgf":`+string(q)+`}`+"\n"))
		if recs, _, err := Load(path); err != nil || len(recs) != 1 || recs[0].SGF != name {
			t.Errorf("sgf %q: Load gave %v, %d records; want the record", name, err, len(recs))
		}
	}
}

// memFile is a storeFile in memory whose next Write, when failAfter is
// not negative, writes only failAfter bytes and fails, as a write to a
// full disk does; truncErr makes Truncate fail.
type memFile struct {
	data      []byte
	off       int64
	failAfter int
	truncErr  error
}

func (m *memFile) Write(p []byte) (int, error) {
	n := len(p)
	var err error
	if m.failAfter >= 0 {
		n, err = min(m.failAfter, len(p)), errors.New("no space left on device")
		m.failAfter = -1
	}
	end := m.off + int64(n)
	for int64(len(m.data)) < end {
		m.data = append(m.data, 0)
	}
	copy(m.data[m.off:end], p[:n])
	m.off = end
	return n, err
}

func (m *memFile) Seek(off int64, whence int) (int64, error) {
	if whence != io.SeekStart {
		return 0, errors.New("memFile: only io.SeekStart")
	}
	m.off = off
	return off, nil
}

func (m *memFile) Truncate(size int64) error {
	if m.truncErr != nil {
		return m.truncErr
	}
	m.data = m.data[:size]
	return nil
}

func (m *memFile) Sync() error  { return nil }
func (m *memFile) Close() error { return nil }

// A record whose write fails part way (a full disk) is cut off the file,
// so that the next record starts a line of its own and the file holds
// complete records only: written after the partial line, a record of
// another game (--parallel) would leave a damaged line in the middle of
// the file, where Load refuses it (and with it the match's resume). When
// the cut fails too, no record is appended after the partial line.
func TestStoreCutsPartialWrite(t *testing.T) {
	m := &memFile{failAfter: -1}
	s := &Store{f: m}
	if err := s.Append(&Record{Game: 0, Result: "B+R"}); err != nil {
		t.Fatal(err)
	}
	m.failAfter = 10
	if err := s.Append(&Record{Game: 1, Result: "W+R"}); err == nil {
		t.Fatal("a failed write was not reported")
	}
	if err := s.Append(&Record{Game: 2, Result: "W+3.5"}); err != nil {
		t.Fatal(err)
	}
	path := writeTemp(t, m.data)
	recs, _, err := Load(path)
	if err != nil || len(recs) != 2 || recs[0].Game != 0 || recs[1].Game != 2 {
		t.Fatalf("file %q: Load gave %v, %+v; want games 0 and 2", m.data, err, recs)
	}

	m = &memFile{failAfter: 10, truncErr: errors.New("read-only file system")}
	s = &Store{f: m}
	if err := s.Append(&Record{Game: 0, Result: "B+R"}); err == nil {
		t.Fatal("a failed write was not reported")
	}
	if err := s.Append(&Record{Game: 1, Result: "W+R"}); err == nil {
		t.Errorf("a record was appended after a partial line that could not be cut: %q", m.data)
	}
}

// TestReadDatCharged: a results table's RES_R of a forfeit or a loss on
// time (README's fault table: RE[W+F] for the fault of Black, RE[W+T] for
// Black's flag fall) names the player charged: the loser. RES_R is written
// from the --black program's side (CLIENTS.md section 5), so on an ALT 1
// row "W+T" is the --black program's loss on time, in the game White's,
// and "B+Forfeit" (SGF's long form) the --white program's forfeit as Black.
// ReadDat left every row uncharged, so that stats on results.dat said
// "faults charged 0" for both programs where stats on the directory (its
// results.jsonl) counted the faults. A resignation, a count and an error
// row without such a result charge no one.
func TestReadDatCharged(t *testing.T) {
	table := string(Dat(Header{}, nil)) +
		"0\t?\t?\tW+F\t0\t-\t3\t1\t1\t0\t0\t1\tblack crashed\n" +
		"1\t?\t?\tW+T\t1\t-\t9\t1\t1\t0\t0\t0\twhite lost on time\n" +
		"2\t?\t?\tB+Forfeit\t1\t-\t9\t1\t1\t0\t0\t0\tblack played an illegal move\n" +
		"3\tB+R\tB+R\tB+R\t0\t-\t9\t1\t1\t0\t0\t0\t\n" +
		"4\tW+2.5\tW+2.5\tW+2.5\t1\t-\t9\t1\t1\t0\t0\t0\t\n" +
		"5\t?\t?\t?\t0\t-\t0\t0\t0\t0\t0\t1\tengine crashed\n"
	recs, _, err := ReadDat(writeTemp(t, []byte(table)))
	if err != nil || len(recs) != 6 {
		t.Fatalf("ReadDat: %v, %d records", err, len(recs))
	}
	want := []struct{ colour, prog string }{
		{"B", ProgBlack}, {"W", ProgBlack}, {"B", ProgWhite}, {"", ""}, {"", ""}, {"", ""},
	}
	for i, w := range want {
		if r := recs[i]; r.Charged != w.colour || r.ChargedProgram != w.prog {
			t.Errorf("game %d (%s, ALT %v): charged %q, program %q; want %q, %q", i, r.Result, r.Alt, r.Charged, r.ChargedProgram, w.colour, w.prog)
		}
	}
}

// TestReadDatNames: a record's NameB is the name and version of the
// engine that played Black, as in the SGF's PB (Record's doc; README:
// "PB/PW with versions"); a results table keeps them apart, in its
// header's Black and BlackVersion. ReadDat took the name alone, so that
// stats on results.dat labelled a program "GNU Go" where stats on the
// directory of the same match said "GNU Go 3.8".
func TestReadDatNames(t *testing.T) {
	h := Header{Black: "GNU Go", BlackVersion: "3.8", White: "Fake", WhiteVersion: ""}
	table := string(Dat(h, nil)) +
		"0\tB+R\tB+R\tB+R\t0\t-\t9\t1\t1\t0\t0\t0\t\n" +
		"1\tB+R\tB+R\tB+R\t1\t-\t9\t1\t1\t0\t0\t0\t\n"
	recs, _, err := ReadDat(writeTemp(t, []byte(table)))
	if err != nil || len(recs) != 2 {
		t.Fatalf("ReadDat: %v, %d records", err, len(recs))
	}
	if r := recs[0]; r.NameB != "GNU Go 3.8" || r.VersionB != "3.8" || r.NameW != "Fake" || r.VersionW != "" {
		t.Errorf("ALT 0: %q %q, %q %q; want GNU Go 3.8 (3.8), Fake", r.NameB, r.VersionB, r.NameW, r.VersionW)
	}
	if r := recs[1]; r.NameW != "GNU Go 3.8" || r.VersionW != "3.8" || r.NameB != "Fake" {
		t.Errorf("ALT 1: %q %q, %q; want Fake, GNU Go 3.8 (3.8)", r.NameB, r.NameW, r.VersionW)
	}
}

// TestReadDatChargedNeedsWinner: a forfeit or a loss on time charges its
// loser, so a row charges no one unless it has a winner. A results table
// is read as gogui-twogtp -analyze reads it (README), and that reads a
// result from "B+" or "W+" only, in upper case: "w+t" is an invalid
// result there, no game won. ReadDat charged it all the same, in ASCII
// case, and on an ALT 1 row, whose result it did not swap to the game's
// colours (as it does for "W+T"), it charged the program that the table
// says won: "w+t" on ALT 1 charged the --white program, which played
// Black.
func TestReadDatChargedNeedsWinner(t *testing.T) {
	table := string(Dat(Header{}, nil)) +
		"0\t?\t?\tw+t\t1\t-\t3\t1\t1\t0\t0\t0\tx\n" +
		"1\t?\t?\tb+f\t0\t-\t3\t1\t1\t0\t0\t0\tx\n" +
		"2\t?\t?\tW+t\t1\t-\t3\t1\t1\t0\t0\t0\tx\n"
	recs, _, err := ReadDat(writeTemp(t, []byte(table)))
	if err != nil || len(recs) != 3 {
		t.Fatalf("ReadDat: %v, %d records", err, len(recs))
	}
	for _, r := range recs[:2] {
		if r.Winner != "" || r.Charged != "" || r.ChargedProgram != "" {
			t.Errorf("game %d (%s, ALT %v): winner %q, charged %q, program %q; want no result, no one charged",
				r.Game, r.ScoreR, r.Alt, r.Winner, r.Charged, r.ChargedProgram)
		}
	}
	// "W+t": the --white program won (-analyze reads "W+"), the --black
	// program, White on this ALT 1 row, lost on time.
	if r := recs[2]; r.Winner != ProgWhite || r.Charged != "W" || r.ChargedProgram != ProgBlack {
		t.Errorf("game 2 (W+t, ALT 1): winner %q, charged %q, program %q; want white, W, black", r.Winner, r.Charged, r.ChargedProgram)
	}
}

// TestReadDatProgramsAgreeOnWinner: a gogui-twogtp table without a
// referee (RES_R "?") whose programs name the same winner by different
// margins. GNU Go 3.8 counts by territory unless given --chinese-rules, so
// in a match of the two forms their final_score replies differ by a point
// or so (one run here: W+5.0 beside W+6.0, B+3.0 beside B+4.0).
// gogui-twogtp -analyze (Analyze.parseResult) counts a result starting
// "B+" as a win of Black, "W+" of White, for each program: both count
// these games for the same program. ReadDat took the game's result only
// where the two replies were the same string, so stats counted such games
// as no result (2 of the 3 rows of that run). By hand: row 0 (ALT 0),
// both "B+": the --black program won, the game's RE "B+"; row 1 (ALT 1),
// both "W+": the --white program won, and it played Black, so the game's
// RE is "B+"; row 2, B+R beside W+2.5: no agreement, no result; row 3, the
// same reply: that reply; row 4, marked ERR (gogui-twogtp asks final_score
// after a failed game too, of a position cut short): no result.
func TestReadDatProgramsAgreeOnWinner(t *testing.T) {
	table := "# Referee: -\n#\n#GAME\tRES_B\tRES_W\tRES_R\tALT\tDUP\tLEN\tTIME_B\tTIME_W\tCPU_B\tCPU_W\tERR\tERR_MSG\n" +
		"0\tB+3.0\tB+4.0\t?\t0\t-\t27\t0.7\t0.9\t0.4\t0.5\t0\n" +
		"1\tW+5.0\tW+6.0\t?\t1\t-\t39\t6.9\t7.4\t4.7\t4.7\t0\n" +
		"2\tB+R\tW+2.5\t?\t0\t-\t40\t1\t1\t1\t1\t0\n" +
		"3\tW+1.5\tW+1.5\t?\t1\t-\t41\t1\t1\t1\t1\t0\n" +
		"4\tW+12.5\tW+3.5\t?\t0\t-\t20\t1\t1\t1\t1\t1\tB: illegal move\n"
	recs, _, err := ReadDat(writeTemp(t, []byte(table)))
	if err != nil || len(recs) != 5 {
		t.Fatalf("ReadDat: %v, %d records", err, len(recs))
	}
	want := []struct{ result, winner string }{
		{"B+", ProgBlack}, {"B+", ProgWhite}, {"?", ""}, {"B+1.5", ProgWhite}, {"?", ""},
	}
	for i, w := range want {
		if r := recs[i]; r.Result != w.result || r.Winner != w.winner || r.Won() != w.winner {
			t.Errorf("row %d: result %q winner %q (Won %q); want %q, %q", i, r.Result, r.Winner, r.Won(), w.result, w.winner)
		}
	}
}
