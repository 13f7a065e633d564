package match

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/gtp-referee/gtp-referee/match/results"
	"github.com/gtp-referee/gtp-referee/match/stats"
)

// TestReportEvenScore: an even score is an Elo difference of exactly 0
// (400 log10(1) = 0), printed without a minus sign.
func TestReportEvenScore(t *testing.T) {
	recs := []results.Record{
		{Game: 0, Result: "B+R", Winner: results.ProgBlack},
		{Game: 1, Result: "W+R", Winner: results.ProgWhite},
	}
	var b bytes.Buffer
	Report(&b, recs, [2]string{"A", "B"}, nil)
	if !strings.Contains(b.String(), "Elo difference +0 (95%: ") {
		t.Errorf("report:\n%s", b.String())
	}
}

// TestComputeFromResults: a record's outcome is its result, the game's SGF
// RE in its colours, with Alt telling which program had Black: records
// written by hand or by another tool (one JSON object per game with
// "game", "alt" and "result", as results.jsonl is described) carry no
// "winner", and every game counted as one with no result. By hand, from
// the --black program's side: game 0 (Black won, it was Black) a win, game
// 1 (Black won, it was White) a loss, game 2 (White won, it was White) a
// win, game 3 a draw (RE "0"), game 4 a draw (RE "Draw"), game 5 void:
// 2 wins, 1 loss, 2 draws, 1 no result; by colour, Black won games 0 and
// 1 and lost game 2. The tally that drives the SPRT counts the same.
func TestComputeFromResults(t *testing.T) {
	data := `{"game":0,"alt":false,"result":"B+3.5"}
{"game":1,"alt":true,"result":"B+R"}
{"game":2,"alt":true,"result":"W+T"}
{"game":3,"alt":false,"result":"0"}
{"game":4,"alt":true,"result":"Draw"}
{"game":5,"alt":false,"result":"Void"}
`
	path := filepath.Join(t.TempDir(), "results.jsonl")
	if err := os.WriteFile(path, []byte(data), 0o644); err != nil {
		t.Fatal(err)
	}
	recs, _, err := results.Load(path)
	if err != nil || len(recs) != 6 {
		t.Fatalf("Load: %v, %d records", err, len(recs))
	}
	s := Compute(recs)
	want := stats.WDL{Wins: 2, Draws: 2, Losses: 1}
	if s.Program[0] != want || s.Voids != 1 || s.ByColour != (stats.WDL{Wins: 2, Draws: 2, Losses: 1}) ||
		s.AsBlack[0] != (stats.WDL{Wins: 1, Draws: 1}) || s.AsWhite[0] != (stats.WDL{Wins: 1, Draws: 1, Losses: 1}) {
		t.Errorf("Compute: program %+v, voids %d, by colour %+v, as Black %+v, as White %+v; want %+v and 1 void",
			s.Program[0], s.Voids, s.ByColour, s.AsBlack[0], s.AsWhite[0], want)
	}
	if got := tally(recs); got != want {
		t.Errorf("tally %+v, want %+v", got, want)
	}
}

// TestReportBlackScore: the by-colour line gives Black's score with its
// Wilson interval, as gogui-twogtp -analyze gives "Black wins" with its
// error; it gave only the wins, losses and draws. Black wins 3 games of 4
// (RE B+ on games 0, 1, 3 whatever the programs' colours; W+ on game 2).
// By hand, z = 1.96, n = 4, p = 0.75: centre (p + z²/2n) / (1 + z²/n) =
// 1.2302 / 1.9604 = 0.6275, half width z √(p(1-p)/n + z²/4n²) / (1 + z²/n)
// = 1.96 × 0.32696 / 1.9604 = 0.3269: 30.1% .. 95.4%. One loss is "1 loss",
// in the singular (it said "1 losses").
func TestReportBlackScore(t *testing.T) {
	recs := []results.Record{
		{Game: 0, Result: "B+3.5", Winner: results.ProgBlack},
		{Game: 1, Alt: true, Result: "B+R", Winner: results.ProgWhite},
		{Game: 2, Result: "W+0.5", Winner: results.ProgWhite},
		{Game: 3, Alt: true, Result: "B+1.5", Winner: results.ProgWhite},
	}
	var b strings.Builder
	Report(&b, recs, [2]string{"A", "B"}, nil)
	want := "by colour: Black 3 wins, 1 loss, 0 draws; Black's score 75.0% (Wilson 95%: 30.1% .. 95.4%)\n"
	if !strings.Contains(b.String(), want) {
		t.Errorf("report:\n%s\nwant the line %q", b.String(), want)
	}
}
