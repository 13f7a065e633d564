package results

import (
	"os"
	"path/filepath"
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
