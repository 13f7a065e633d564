package results

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
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
	s.Append(&Record{Game: 3})
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
	a := DupKey(9, 9, []Placement{{'B', 2, 2, false}, {'W', 6, 6, false}})
	b := DupKey(9, 9, []Placement{{'B', 6, 2, false}, {'W', 2, 6, false}}) // mirrored
	c := DupKey(9, 9, []Placement{{'B', 2, 2, false}, {'W', 6, 5, false}})
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
	k := DupKey(5, 5, []Placement{{'B', 0, 0, true}, {'W', 0, 0, true}})
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
