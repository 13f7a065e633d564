package judge

import (
	"context"
	"testing"
)

// judgeRows judges the diagram rows (chinese, komi 7.5) at seed 1,
// without the ko eyes' second judgment.
func judgeRows(t *testing.T, rows []string) *Judgment {
	t.Helper()
	gm := diagram(t, "chinese", 7.5, rows...)
	j, err := judgeBoard(context.Background(), gm.Board(), gm.Rules(), Options{Seed: 1}, nil)
	if err != nil {
		t.Fatal(err)
	}
	return j
}

// setChain gives the chain at vertex v status st.
func setChain(j *Judgment, v string, st Status) {
	p, _ := j.g.ParseVertex(v)
	for _, s := range j.board.ChainStones(nil, p) {
		j.setStatus(s, st)
	}
}

// racesGive runs the race reading on j and checks the status of the chain
// at each vertex of want.
func racesGive(t *testing.T, j *Judgment, want map[string]Status) {
	t.Helper()
	if err := j.races(context.Background(), 2, 1); err != nil {
		t.Fatal(err)
	}
	for v, st := range want {
		if p, _ := j.g.ParseVertex(v); j.Status(p) != st {
			t.Errorf("%s is %v, want %v", v, j.Status(p), st)
		}
	}
}

// TestRaceNearRegion checks the near race region on raceLarge (see
// TestLifeJudgment's "race of a long chain"): the full region of White's
// R2 runs along Black's chain of 45 stones past ReadMaxCells, the near one
// stays within its bounds and holds the race's liberties and Black's
// approach point T2.
func TestRaceNearRegion(t *testing.T) {
	j := judgeRows(t, raceLarge)
	g := j.g
	r2, _ := g.ParseVertex("R2")
	full, _ := j.raceRegion(j.board.Chain(r2), false, false)
	if len(full.cells) <= ReadMaxCells {
		t.Fatalf("the full region has %d points, want more than ReadMaxCells (%d)", len(full.cells), ReadMaxCells)
	}
	near, _ := j.raceRegion(j.board.Chain(r2), true, false)
	if len(near.cells) > RaceNearMaxCells {
		t.Fatalf("the near region has %d points, more than RaceNearMaxCells", len(near.cells))
	}
	for _, v := range []string{"Q1", "S1", "T2", "F1"} {
		if p, _ := g.ParseVertex(v); !near.in.Has(p) {
			t.Errorf("%s is not in the near region", v)
		}
	}
}

// TestRaceNearUnsettled checks that a race read in a near region makes
// the opponent's unsettled chains next to the loser alive, as it does his
// chains in seki: on raceLarge, with Black's long chain and White's R2
// chain both left unsettled, White's chain dies in the race and Black's
// chain lives.
func TestRaceNearUnsettled(t *testing.T) {
	j := judgeRows(t, raceLarge)
	setChain(j, "R2", Unsettled)
	setChain(j, "P2", Unsettled)
	racesGive(t, j, map[string]Status{"R2": Dead, "P2": Alive, "A1": Alive})
}

// TestRaceNearAtari checks that a chain in atari that dies in its near
// race makes no unsettled neighbour alive: on raceLarge with a White stone
// thrown into Black's eye (G1, in atari at F1) and Black's long chain left
// unsettled, G1 dies and Black's chain stays unsettled (its race with
// White's corner is another one; the corner is left alive here so that it
// is not read).
func TestRaceNearAtari(t *testing.T) {
	rows := append([]string(nil), raceLarge...)
	rows[18] = "X X X X X . O X X X X X X X X . O . X"
	j := judgeRows(t, rows)
	setChain(j, "G1", Unsettled)
	setChain(j, "P2", Unsettled)
	setChain(j, "R2", Alive)
	racesGive(t, j, map[string]Status{"G1": Dead, "P2": Unsettled, "A1": Unsettled})
}
