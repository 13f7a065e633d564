package record

import (
	"errors"
	"fmt"
	"reflect"
	"runtime"
	"slices"
	"strings"
	"testing"

	"github.com/gtp-referee/gtp-referee/engine"
	"github.com/gtp-referee/gtp-referee/geom"
	"github.com/gtp-referee/gtp-referee/rules"
	"github.com/gtp-referee/gtp-referee/sgf"
)

// replayAndWrite replays the record src under preset and writes the game
// back with ToSGF.
func replayAndWrite(t *testing.T, src, preset string) (*engine.Game, []byte) {
	t.Helper()
	r := parse(t, src)
	gm := engine.NewGame(r.Geometry, rules.MustLookup(preset))
	if ill := r.Replay(gm, -1); ill != nil {
		t.Fatal(ill)
	}
	root, _, err := ToSGF(gm)
	if err != nil {
		t.Fatal(err)
	}
	out, err := sgf.NewCollection(root).Marshal()
	if err != nil {
		t.Fatal(err)
	}
	return gm, out
}

func parse(t *testing.T, s string) *Record {
	t.Helper()
	col, err := sgf.Parse([]byte(s))
	if err != nil {
		t.Fatal(err)
	}
	r, err := FromSGF(col.Games[0])
	if err != nil {
		t.Fatal(err)
	}
	return r
}

func TestReplayHandicapRecord(t *testing.T) {
	// Two handicap stones at D4 and Q16 (SGF dp, pd), White first.
	r := parse(t, "(;GM[1]FF[4]SZ[19]HA[2]KM[0.5]AB[dp][pd];W[qp];B[dd];W[])")
	if r.Moves != 3 || r.Handicap != 2 || r.Komi != 0.5 {
		t.Fatalf("moves %d handicap %d komi %v", r.Moves, r.Handicap, r.Komi)
	}
	gm := engine.NewGame(geom.MustGet(19, 19), rules.MustLookup("chinese"))
	if ill := r.Replay(gm, 0); ill != nil {
		t.Fatal(ill)
	}
	g := gm.Geometry()
	d4, _ := g.ParseVertex("D4")
	q16, _ := g.ParseVertex("Q16")
	if gm.Board().At(d4) != geom.Black || gm.Board().At(q16) != geom.Black {
		t.Fatalf("handicap stones missing:\n%s", gm.Board())
	}
	if gm.ToMove() != geom.White {
		t.Fatalf("to move %v after the setup, want W (the record's first move)", gm.ToMove())
	}
	if ms := gm.Moves(); len(ms) != 2 || !ms[0].Setup || !ms[1].Setup {
		t.Fatalf("entries %v, want the two handicap stones as setup", ms)
	}
	if ill := r.Replay(gm, 2); ill != nil || gm.ToMove() != geom.White || len(gm.Moves()) != 4 {
		t.Fatalf("after 2 moves: %v, to move %v, %d entries", ill, gm.ToMove(), len(gm.Moves()))
	}
	if ill := r.Replay(gm, -1); ill != nil || gm.Komi() != 0.5 || gm.Handicap() != 2 {
		t.Fatalf("full replay: %v komi %v handicap %d", ill, gm.Komi(), gm.Handicap())
	}
	// Black area: D4, Q16, D16 and nothing else is enclosed; White has Q4.
	// Every empty point touches both colours' reach, so the area is
	// 3 black stones against 1 white stone: 3-1-0.5-2 (compensation) = -0.5.
	if res := gm.Score(nil).Result(); res != "W+0.5" {
		t.Fatalf("score %s, want W+0.5", res)
	}
}

// TestHandicapWithoutStones: HA[2] with no AB. When White moves first,
// GNU Go 3.8's loadsgf sets the fixed placement up (9x9: G7 and C3): on
// (;SZ[9]HA[2];W[ee];B[cc]) it lists Black C7 G7 C3 and White E5. When
// Black moves first the handicap is given as moves and nothing is added:
// on (;SZ[9]HA[2];B[dd];W[ee];B[ff]) it lists Black D6 F4 and White E5.
func TestHandicapWithoutStones(t *testing.T) {
	for _, tc := range []struct{ src, want string }{
		{"(;SZ[9]HA[2];W[ee];B[cc])", "C3 C7 G7 / E5"},
		{"(;SZ[9]HA[2];B[dd];W[ee];B[ff])", "F4 D6 / E5"},
		{"(;SZ[19]HA[2]KM[0.5];B[pd];B[dp];W[dd];B[pp])", "D4 Q4 Q16 / D16"},
	} {
		r := parse(t, tc.src)
		gm := engine.NewGame(r.Geometry, rules.MustLookup("chinese"))
		if ill := r.Replay(gm, -1); ill != nil {
			t.Errorf("%s: %v", tc.src, ill)
			continue
		}
		g := gm.Geometry()
		var black, white []string
		for _, p := range g.Points {
			switch gm.Board().At(p) {
			case geom.Black:
				black = append(black, g.Vertex(p))
			case geom.White:
				white = append(white, g.Vertex(p))
			}
		}
		if got := strings.Join(black, " ") + " / " + strings.Join(white, " "); got != tc.want {
			t.Errorf("%s: stones %s, want %s (board order)", tc.src, got, tc.want)
		}
	}
}

func TestIllegalMove(t *testing.T) {
	r := parse(t, "(;SZ[9];B[ee];W[ff];B[ee])")
	gm := engine.NewGame(geom.MustGet(9, 9), rules.MustLookup("chinese-1988"))
	ill := r.Replay(gm, -1)
	if ill == nil || ill.Error() != "illegal move 3 (B E5): occupied" {
		t.Fatalf("got %v", ill)
	}
	if len(gm.Moves()) != 2 {
		t.Fatalf("game should stop before the illegal move, has %d", len(gm.Moves()))
	}
}

func TestRoundTrip(t *testing.T) {
	src := "(;GM[1]FF[4]SZ[7:5]KM[6.5]AB[aa][bb]AW[cc]PL[W];W[dd];B[];W[ee]AE[aa];B[ab])"
	gm, out := replayAndWrite(t, src, "tromp-taylor")
	for _, want := range []string{"SZ[7:5]", "KM[6.5]", "AB[aa][bb]", "AW[cc]", ";W[dd]", ";B[]", "AE[aa]", ";B[ab]"} {
		if !strings.Contains(string(out), want) {
			t.Errorf("missing %s in %s", want, out)
		}
	}
	gm2, _ := replayAndWrite(t, string(out), "tromp-taylor")
	if gm.Board().Hash() != gm2.Board().Hash() || len(gm.Moves()) != len(gm2.Moves()) {
		t.Fatalf("round trip changed the game:\n%s\n%s", gm.Board(), gm2.Board())
	}
}

// TestFinalPosition: a record that repeats a position is replayed under
// simple ko to its end, with the superko move reported (on 2x2, B A1, W B2,
// B B1, W A2 takes two, B A1, W B1 takes one, B A1 takes three and
// recreates the position after the first move, leaving Black's A1 alone).
// A suicide is played, as GNU Go 3.8's loadsgf does (it takes the stone
// off and goes on); a move on an occupied point is skipped and the replay
// goes on, where GNU Go stops ("Move at E5 ignored, trying to proceed",
// and it shows the position before the move), since the moves after it
// are the record's too. Both are listed in order, and the turn of the
// skipped move passes to the other side: on 9x9, B E5, W E5 (occupied), B
// A2, W E6, B B1, W A1 (suicide) leave Black E5 A2 B1 and White E6, Black
// to move.
func TestFinalPosition(t *testing.T) {
	r := parse(t, "(;GM[1]FF[4]SZ[2];B[ab];W[ba];B[bb];W[aa];B[ab];W[bb];B[ab])")
	gm, repeated, ill := r.FinalPosition(rules.MustLookup("chinese-1988"))
	if ill != nil || len(repeated) != 1 || repeated[0].Number != 7 || repeated[0].Reason != engine.Superko {
		t.Fatalf("repeated %v, ill %v; want the superko at move 7 alone and no error", repeated, ill)
	}
	g := gm.Geometry()
	a1, _ := g.ParseVertex("A1")
	if bs, ws := gm.Board().Stones(geom.Black), gm.Board().Stones(geom.White); bs.Count() != 1 || !bs.Has(a1) || ws.Count() != 0 {
		t.Errorf("final position black %v white %v; want Black A1 alone", bs.Points(nil), ws.Points(nil))
	}
	r = parse(t, "(;GM[1]FF[4]SZ[9];B[ee];W[ee];B[ah];W[ed];B[bi];W[ai])")
	gm, broke, ill := r.FinalPosition(rules.MustLookup("chinese-1988"))
	if ill != nil || len(broke) != 2 {
		t.Fatalf("broke %v, ill %v; want two moves and no error", broke, ill)
	}
	for i, want := range []struct {
		number   int
		reason   engine.Reason
		handling string
	}{{2, engine.Occupied, "skipped"}, {6, engine.Suicide, "played as recorded"}} {
		if b := broke[i]; b.Number != want.number || b.Reason != want.reason || b.Handling() != want.handling {
			t.Errorf("broke[%d] = %v, %s; want move %d, %v, %s", i, b, b.Handling(), want.number, want.reason, want.handling)
		}
	}
	got := stoneList(gm)
	if want := []string{"B A2", "B B1", "B E5", "W E6"}; !slices.Equal(got, want) || gm.ToMove() != geom.Black {
		t.Errorf("final position %v, %v to move; want %v, Black to move", got, gm.ToMove(), want)
	}
}

// TestFinalPositionKoRecapture: a record whose ko recapture comes without
// the threats in between (a recording error) still has a final position,
// played as recorded. On 5x5: B B1, W C1, B A2, W D2, B B3, W C3, B C2, W B2
// takes C2 at a ko, B C2 takes B2 back at once (move 9, illegal under any
// ko rule), W E5. By hand: Black B1 A2 B3 C2, White C1 D2 C3 E5, B2 empty.
func TestFinalPositionKoRecapture(t *testing.T) {
	r := parse(t, "(;GM[1]FF[4]SZ[5];B[be];W[ce];B[ad];W[dd];B[bc];W[cc];B[cd];W[bd];B[cd];W[ea])")
	if _, err := replayStrict(r); err == nil || err.Reason != engine.Ko || err.Number != 9 {
		t.Fatalf("strict replay: %v, want the ko at move 9", err)
	}
	gm, broke, ill := r.FinalPosition(rules.MustLookup("chinese-1988"))
	if ill != nil || len(broke) != 1 || broke[0].Number != 9 || broke[0].Reason != engine.Ko {
		t.Fatalf("broke %v, ill %v; want the ko at move 9 and no error", broke, ill)
	}
	g := gm.Geometry()
	for _, tc := range []struct {
		v string
		c geom.Colour
	}{
		{"B1", geom.Black}, {"A2", geom.Black}, {"B3", geom.Black}, {"C2", geom.Black},
		{"C1", geom.White}, {"D2", geom.White}, {"C3", geom.White}, {"E5", geom.White},
		{"B2", geom.Empty},
	} {
		p, _ := g.ParseVertex(tc.v)
		if got := gm.Board().At(p); got != tc.c {
			t.Errorf("%s is %v, want %v", tc.v, got, tc.c)
		}
	}
	if n := len(gm.Moves()); n != 10 {
		t.Errorf("%d moves replayed, want 10", n)
	}
}

func replayStrict(r *Record) (*engine.Game, *Illegal) {
	gm := engine.NewGame(r.Geometry, rules.MustLookup("chinese-1988"))
	return gm, r.Replay(gm, -1)
}

// TestKomiWithoutKM: a record without KM keeps the preset's komi, except an
// even game counted the Chinese way from 2002 on, when Chinese practice
// gave 3¾ stones (7.5 points) instead of the 1988 text's 2¾ (5.5).
func TestKomiWithoutKM(t *testing.T) {
	for _, tc := range []struct {
		sgf, preset string
		want        float64
	}{
		{"(;GM[1]FF[4]SZ[19]DT[2017-01-18];B[pd])", "chinese-1988", 7.5},
		{"(;GM[1]FF[4]SZ[19]DT[2002-05-01,02];B[pd])", "chinese-1988", 7.5},
		{"(;GM[1]FF[4]SZ[19]DT[1998-12-26];B[pd])", "chinese-1988", 5.5},
		{"(;GM[1]FF[4]SZ[19];B[pd])", "chinese-1988", 5.5},
		{"(;GM[1]FF[4]SZ[19]DT[2017-01-18]KM[6.5];B[pd])", "chinese-1988", 6.5},
		{"(;GM[1]FF[4]SZ[19]DT[2017-01-18];B[pd])", "japanese", 6.5},
		// A handicap game: half a point (rules.HandicapKomi), what GNU Go
		// 3.8's get_komi answers after loadsgf of this record; it was the
		// even game's 5.5, which with the compensation gave White 7.5.
		{"(;GM[1]FF[4]SZ[19]DT[2017-01-18]HA[2]AB[dp][pd];W[qp])", "chinese-1988", 0.5},
		{"(;GM[1]FF[4]SZ[19]HA[3]AB[dp][pd][dd];W[qp])", "japanese", 0.5},
		// HA[1], a game without komi (FF[4] gives HA 2 or more, but
		// records write HA[1] for Black's first move without komi): GNU
		// Go 3.8's get_komi gives 0.5 after loadsgf of these too. It was
		// the even game's komi.
		{"(;GM[1]FF[4]SZ[19]HA[1];B[pd])", "chinese-1988", 0.5},
		{"(;GM[1]FF[4]SZ[19]DT[2017-01-18]HA[1];B[pd])", "japanese", 0.5},
		// Dates not in the ISO order FF[4] asks for, as old records and
		// some sites write them: the year is still read.
		{"(;GM[1]FF[4]SZ[19]DT[18.01.2017];B[pd])", "chinese-1988", 7.5},
		{"(;GM[1]FF[4]SZ[19]DT[01/18/2017];B[pd])", "chinese-1988", 7.5},
		{"(;GM[1]FF[4]SZ[19]DT[2017年1月18日];B[pd])", "chinese-1988", 7.5},
		{"(;GM[1]FF[4]SZ[19]DT[26.12.1998];B[pd])", "chinese-1988", 5.5},
		// The compact date of some records, year, month and day without
		// separators: 2003-10-04 and 1998-12-26. Eight digits that are no
		// such date (month 13) give no year: the preset's komi.
		{"(;GM[1]FF[4]SZ[19]DT[20031004];B[pd])", "chinese-1988", 7.5},
		{"(;GM[1]FF[4]SZ[19]DT[19981226];B[pd])", "chinese-1988", 5.5},
		{"(;GM[1]FF[4]SZ[19]DT[20031304];B[pd])", "chinese-1988", 5.5},
		{"(;GM[1]FF[4]SZ[19]DT[2017-01-18]KM[];B[pd])", "chinese-1988", 7.5},
	} {
		r := parse(t, tc.sgf)
		gm := engine.NewGame(geom.MustGet(19, 19), rules.MustLookup(tc.preset))
		if ill := r.Replay(gm, -1); ill != nil {
			t.Fatal(ill)
		}
		if gm.Komi() != tc.want {
			t.Errorf("%s under %s: komi %v, want %v", tc.sgf, tc.preset, gm.Komi(), tc.want)
		}
	}
}

// TestKomiWithoutKMReused: a game replayed again for another record (as
// bench score and check reuse one) gets the second record's komi: a
// record without KM the preset's, not the KM of the record before it.
// RULES.md section 5 gives the preset's komi: 6.5 for japanese, 5.5 for
// chinese-1988 (an even game before 2002).
func TestKomiWithoutKMReused(t *testing.T) {
	for _, tc := range []struct {
		preset string
		want   float64
	}{{"japanese", 6.5}, {"chinese-1988", 5.5}} {
		gm := engine.NewGame(geom.MustGet(19, 19), rules.MustLookup(tc.preset))
		for _, src := range []string{
			"(;GM[1]FF[4]SZ[19]HA[2]KM[0.5]AB[dp][pd];W[qp])",
			"(;GM[1]FF[4]SZ[19]DT[1995-04-01];B[pd])",
		} {
			if ill := parse(t, src).Replay(gm, -1); ill != nil {
				t.Fatal(ill)
			}
		}
		if gm.Komi() != tc.want {
			t.Errorf("%s: komi %v after a record with KM[0.5], want the preset's %v", tc.preset, gm.Komi(), tc.want)
		}
	}
}

// TestReplayColourToMove: who is to move at the end of a record, where no
// move tells it. The answers are GNU Go 3.8's to loadsgf of each record:
// PL in the root; PL in a setup node after the moves (it is not undone by
// the moves before it); handicap stones set up with HA and no move (White,
// who moves after the handicap stones); setup stones without HA (Black);
// handicap stones played as moves (the opponent of the last mover); HA
// with neither stones nor moves (White, with the board left empty: GNU Go
// answers "= white" and lists no stones; Black was given the move), unless
// PL says Black.
func TestReplayColourToMove(t *testing.T) {
	for _, tc := range []struct {
		sgf  string
		want geom.Colour
	}{
		{"(;GM[1]FF[4]SZ[9]AB[dd][ee]AW[cc]PL[W])", geom.White},
		{"(;GM[1]FF[4]SZ[9];B[ff];W[gg];AB[aa]PL[W])", geom.White},
		{"(;GM[1]FF[4]SZ[9];B[ff];AB[aa]PL[B])", geom.Black},
		{"(;GM[1]FF[4]SZ[9];B[ff];PL[B])", geom.Black},
		{"(;GM[1]FF[4]SZ[9]HA[2]KM[0.5]AB[cc][gg])", geom.White},
		{"(;GM[1]FF[4]SZ[9]KM[0.5]AB[cc][gg])", geom.Black},
		{"(;GM[1]FF[4]SZ[9]HA[2];B[cc];B[gg])", geom.White},
		{"(;GM[1]FF[4]SZ[9]HA[2]AB[cc][gg];B[ee])", geom.White},
		{"(;GM[1]FF[4]SZ[9]HA[2])", geom.White},
		{"(;GM[1]FF[4]SZ[19]HA[2])", geom.White},
		{"(;GM[1]FF[4]SZ[9]HA[2]PL[B])", geom.Black},
	} {
		gm := replayed(t, tc.sgf)
		if gm.ToMove() != tc.want {
			t.Errorf("%s: %v to move, want %v", tc.sgf, gm.ToMove(), tc.want)
		}
		if bl := gm.Board().Stones(geom.Black); strings.Contains(tc.sgf, "HA[2])") && bl.Count() != 0 {
			t.Errorf("%s: %d black stones, want an empty board", tc.sgf, bl.Count())
		}
	}
}

// replayed returns the game of the record text src replayed under the
// default preset; an illegal move fails the test.
func replayed(t *testing.T, src string) *engine.Game {
	t.Helper()
	r := parse(t, src)
	gm := engine.NewGame(r.Geometry, rules.MustLookup(rules.Default))
	if ill := r.Replay(gm, -1); ill != nil {
		t.Fatalf("%s: %v", src, ill)
	}
	return gm
}

// TestReplayPLBesideMove: PL in a node that also holds a move (FF[4]
// forbids mixing them; some programs write B[ff]PL[B]) says who moves
// after that move, with setup stones beside it too. The answers are GNU
// Go 3.8's to loadsgf of each record, where the PL is written after the
// move: Black after B[ff]PL[B], White after W[gg]PL[W] that follows a
// black move. PL was counted before the node's move, which then decided:
// White, and Black. A later move still decides (the last case). GNU Go
// reads the properties in their written order, so that PL[B]B[ff] is
// White for it; FF[4] gives the order no meaning, and Replay reads it as
// B[ff]PL[B].
func TestReplayPLBesideMove(t *testing.T) {
	for _, tc := range []struct {
		sgf  string
		want geom.Colour
	}{
		{"(;FF[4]SZ[9];B[ff]PL[B])", geom.Black},
		{"(;FF[4]SZ[9];B[ff];W[gg]PL[W])", geom.White},
		{"(;FF[4]SZ[9];B[ff]AB[aa]PL[B])", geom.Black},
		{"(;FF[4]SZ[9];B[ff]AW[aa]PL[B])", geom.Black},
		{"(;FF[4]SZ[9];B[ff]PL[W])", geom.White},
		{"(;FF[4]SZ[9];B[ff]PL[B];W[gg])", geom.Black},
	} {
		gm := replayed(t, tc.sgf)
		if gm.ToMove() != tc.want {
			t.Errorf("%s: %v to move, want %v", tc.sgf, gm.ToMove(), tc.want)
		}
	}
}

// TestRoundTripColourToMove: a record that ends on setup stones keeps who
// is to move through ToSGF and back (FF[4] PL: "whose turn it is to play"),
// as GNU Go 3.8's loadsgf reads it (see TestReplayColourToMove): White
// after handicap stones or PL[W], Black after PL[B] that follows a black
// move, with or without setup stones beside it; White on the empty board
// of a handicap game without stones. The position must come back too
// (the written HA[2]PL[W] was read as White's first move on an empty
// board, so that the fixed handicap stones were assumed), also where the writer merges setup nodes that set one point
// twice (FF[4] allows one setup property per point and node).
func TestRoundTripColourToMove(t *testing.T) {
	for _, src := range []string{
		"(;GM[1]FF[4]SZ[9]AB[dd][ee]AW[cc]PL[W])",
		"(;GM[1]FF[4]SZ[9]HA[2]KM[0.5]AB[cc][gg])",
		"(;GM[1]FF[4]SZ[9];B[ff];W[gg];AB[aa]PL[W])",
		"(;GM[1]FF[4]SZ[9];B[ff];AB[aa]PL[B])",
		"(;GM[1]FF[4]SZ[9];B[ff];PL[B])",         // a PL alone after a move
		"(;GM[1]FF[4]SZ[9]AB[ee][cc];AE[ee])",    // setup nodes merged on writing: E5 stays empty
		"(;GM[1]FF[4]SZ[9];B[ff];AW[ee];AB[ee])", // and E5 stays black
		"(;GM[1]FF[4]SZ[9]AB[ee];AE[ee];B[ff])",  // a point set and cleared: nothing left to write
		"(;GM[1]FF[4]SZ[9];B[ff]PL[B])",          // PL beside a move
		"(;GM[1]FF[4]SZ[9]HA[2])",                // White to move on an empty board, no stone assumed
		"(;GM[1]FF[4]SZ[9]HA[2]PL[B])",
	} {
		gm, out := replayAndWrite(t, src, rules.Default)
		gm2, _ := replayAndWrite(t, string(out), rules.Default)
		if gm2.ToMove() != gm.ToMove() || gm2.Board().Hash() != gm.Board().Hash() {
			t.Errorf("%s: written as %s: %v to move, want %v", src, out, gm2.ToMove(), gm.ToMove())
		}
	}
}

// TestWarnings: a KM that is not a number and an HA that is not a whole
// number of stones, or is as many stones as the board has points or more
// (GNU Go 3.8 refuses HA[300] on 9x9 as unreasonable), are read as
// absent, and said so with the place of their node (its ';', counted by
// hand in each input); good values (Fox's KM[375] among them) give no
// warning.
func TestWarnings(t *testing.T) {
	for _, tc := range []struct {
		sgf  string
		want []string
	}{
		{"(;SZ[9]KM[abc];B[ee])", []string{`line 1, column 2: KM[abc]: not a komi; read as absent`}},
		{"(;SZ[9]KM[];B[ee])", []string{`line 1, column 2: KM[]: not a komi; read as absent`}},
		{"(;SZ[9]KM[1e2];B[ee])", []string{`line 1, column 2: KM[1e2]: not a komi; read as absent`}},
		{"\n  (;GM[1]\nSZ[9]HA[two]KM[0.5];B[ee])", []string{`line 2, column 4: HA[two]: not a number of stones; read as absent`}},
		{"(;SZ[9]HA[-1];B[ee])", []string{`line 1, column 2: HA[-1]: not a number of stones; read as absent`}},
		{"(;SZ[9]HA[300];B[ee])", []string{`line 1, column 2: HA[300]: more stones than a 9x9 board takes; read as absent`}},
		{"(;SZ[2]HA[4];B[aa])", []string{`line 1, column 2: HA[4]: more stones than a 2x2 board takes; read as absent`}},
		{"(;SZ[19]KM[375]HA[0];B[dd])", nil},
		{"(;SZ[3]HA[3]AB[aa][cc][ca];W[bb])", nil},
		{"(;SZ[9]KM[6.5]HA[2]AB[cc][gg];W[ee])", nil},
		// A whole number written as a Real is that many stones: GNU Go
		// 3.8's loadsgf of the first without its move answers "white",
		// the player after a handicap, as for HA[2], where without HA or
		// with HA[x] it answers "black" (its get_handicap is 0 after any
		// loadsgf) (before: HA[2.0] was read as absent); a fraction is
		// cut off, as GNU Go reads it (TestHandicapFraction).
		{"(;SZ[9]KM[0.5]HA[2.0]AB[cc][gg];W[ee])", nil},
		{"(;SZ[9]KM[0.5]HA[2.5]AB[cc][gg];W[ee])", []string{`line 1, column 2: HA[2.5]: not a whole number of stones; read as 2, as GNU Go 3.8 reads it`}},
	} {
		r := parse(t, tc.sgf)
		if !reflect.DeepEqual(r.Warnings, tc.want) {
			t.Errorf("%s: warnings %q, want %q", tc.sgf, r.Warnings, tc.want)
		}
	}
}

// TestNotGo: a record of another game (GM[3] is chess, GM[2] Othello in
// the SGF spec's list) is refused with the place of its root; GM[1], GM[]
// and no GM are Go, and so are GM[01] and GM[+1]: GM is an SGF Number
// (FF[4]: ["+"|"-"] Digit {Digit}), and GNU Go 3.8's loadsgf reads those
// records as Go. They were refused as "not a Go record". GM[1.0] is no
// Number.
func TestNotGo(t *testing.T) {
	for _, tc := range []struct{ sgf, err string }{
		{"(;FF[4]GM[3]SZ[8];B[ee])", "line 1, column 2: not a Go record: GM[3]"},
		{"\n (;GM[2]SZ[8])", "line 2, column 3: not a Go record: GM[2]"},
		{"(;FF[4]GM[1]SZ[9];B[ee])", ""},
		{"(;FF[4]GM[]SZ[9];B[ee])", ""},
		{"(;FF[4]SZ[9];B[ee])", ""},
		{"(;FF[4]GM[01]SZ[9];B[ee])", ""},
		{"(;FF[4]GM[+1]SZ[9];B[ee])", ""},
		{"(;FF[4]GM[1.0]SZ[9];B[ee])", "line 1, column 2: not a Go record: GM[1.0]"},
		{"(;FF[4]GM[11]SZ[9];B[ee])", "line 1, column 2: not a Go record: GM[11]"},
	} {
		col, err := sgf.Parse([]byte(tc.sgf))
		if err != nil {
			t.Fatal(err)
		}
		_, err = FromSGF(col.Games[0])
		if got := fmt.Sprint(err); tc.err == "" && err != nil || tc.err != "" && got != tc.err {
			t.Errorf("%s: %v, want %q", tc.sgf, err, tc.err)
		}
	}
}

// TestLenientWarnings: a 9x9 pass written W[jj] is replayed as a pass and
// AB[] skipped, each named with its node's place (counted by hand).
func TestLenientWarnings(t *testing.T) {
	r := parse(t, "(;SZ[9]AB[][cc];B[ee];W[jj];B[dd])")
	want := []string{
		"line 1, column 2: AB[]: no point; skipped",
		"line 1, column 22: W[jj]: non-standard pass move encoding; read as a pass",
	}
	if !reflect.DeepEqual(r.Warnings, want) {
		t.Errorf("warnings %q, want %q", r.Warnings, want)
	}
	gm := engine.NewGame(r.Geometry, rules.MustLookup("chinese"))
	if ill := r.Replay(gm, -1); ill != nil || r.Moves != 3 {
		t.Errorf("replay: %v, %d moves", ill, r.Moves)
	}
}

// TestAssumedHandicapWarning: HA without AB, White first, gets GTP's fixed
// placement (C3 and G7 on 9x9 for HA[2]), now said as a warning; a
// recorded move on one of those points names the assumption as the cause
// of "occupied". With the stones given (AB) or Black moving first, no
// warning.
func TestAssumedHandicapWarning(t *testing.T) {
	r := parse(t, "(;SZ[9]HA[2];W[ee];B[gc])")
	want := []string{"line 1, column 2: HA[2] without AB: fixed placement assumed"}
	if !reflect.DeepEqual(r.Warnings, want) {
		t.Errorf("warnings %q, want %q", r.Warnings, want)
	}
	gm := engine.NewGame(r.Geometry, rules.MustLookup("chinese"))
	ill := r.Replay(gm, -1)
	if ill == nil || ill.Reason != engine.Occupied || ill.Cause != "a handicap stone assumed from HA[2] without AB" {
		t.Fatalf("replay: %v", ill)
	}
	if got, want := ill.Error(), "illegal move 2 (B G7): occupied (a handicap stone assumed from HA[2] without AB)"; got != want {
		t.Errorf("error %q, want %q", got, want)
	}
	for _, src := range []string{"(;SZ[9]HA[2]AB[cg][gc];W[ee])", "(;SZ[9]HA[2];B[cc];B[gg];W[ee])"} {
		if r := parse(t, src); len(r.Warnings) != 0 {
			t.Errorf("%s: warnings %q", src, r.Warnings)
		}
	}
	// An occupied point that is no assumed stone names no cause.
	r = parse(t, "(;SZ[9]HA[2];W[ee];B[ee])")
	if ill := r.Replay(engine.NewGame(r.Geometry, rules.MustLookup("chinese")), -1); ill == nil || ill.Cause != "" {
		t.Errorf("occupied E5: %v", ill)
	}
}

// TestSetupWithoutLiberties: FF[4] setup captures nothing, so AB, AW and AE
// can leave a chain without liberties, a position no play reaches and that
// the rules cannot count. FromSGF refuses such a record with the line and
// column of the setup node (its ';', counted by hand) and the chain's
// colour and first point (row 1 first, left to right), as it refuses a
// setup point off the board. Before, the chain stayed on the board and
// counting the record failed. A setup on an occupied point still
// overwrites (FF[4]: "It doesn't matter what was there before"), a move
// may capture what setup surrounded, and a setup after a move that the
// count's replay skips (W on an occupied point) is checked in the position
// that replay reaches.
func TestSetupWithoutLiberties(t *testing.T) {
	for _, tc := range []struct{ sgf, want string }{
		// White A9 between black A8 and B9.
		{"(;GM[1]FF[4]SZ[9]AW[aa]AB[ab][ba])", "line 1, column 2: setup leaves a chain without liberties: white A9"},
		// The same in two nodes: the second completes it.
		{"(;GM[1]FF[4]SZ[9]AW[aa]AB[ab];AB[ba])", "line 1, column 30: setup leaves a chain without liberties: white A9"},
		// Moves put the stones, a setup node takes the last liberty.
		{"(;GM[1]FF[4]SZ[9];B[ab];W[aa];AB[ba])", "line 1, column 30: setup leaves a chain without liberties: white A9"},
		// Black A9 A8 against white B9 B8 A7: named at A8, on the lower row.
		{"(;GM[1]FF[4]SZ[9]AB[aa][ab]AW[ba][bb][ac])", "line 1, column 2: setup leaves a chain without liberties: black A8"},
		// A later node clears A8 as it fills B9: A9 keeps a liberty.
		{"(;GM[1]FF[4]SZ[9]AW[aa]AB[ab];AE[ab]AB[ba])", ""},
		{"(;GM[1]FF[4]SZ[9]AW[aa]AB[ab];B[ba])", ""},
		{"(;GM[1]FF[4]SZ[9];B[ee];AW[ee];AB[ee])", ""},
		// W A9 is skipped by the count's replay (an occupied point), so
		// the setup after it surrounds black A9 in the position the count
		// would reach; before, it was left to the replay, and the count
		// had a chain without liberties.
		{"(;GM[1]FF[4]SZ[9];B[aa];W[aa];AW[ab][ba])", "line 1, column 30: setup leaves a chain without liberties: black A9"},
		// The same after a move off the board, which the replay skips.
		{"(;GM[1]FF[4]SZ[9];B[aa];W[kk];AW[ab][ba])", "line 1, column 30: setup leaves a chain without liberties: black A9"},
		// A single-stone suicide comes off: W A9 after B A8 and B9 is
		// taken off at once, and White's A7 C9 setup leaves B A8 B9 with
		// liberties (B8).
		{"(;GM[1]FF[4]SZ[9];B[ab];W[dd];B[ba];W[aa];AW[ac][ca])", ""},
		// A move on an assumed handicap stone (HA without AB) stops the
		// count's replay: what follows is not checked.
		{"(;GM[1]FF[4]SZ[9]HA[2];W[cg];B[aa];W[ee];AW[ab][ba])", ""},
	} {
		col, err := sgf.Parse([]byte(tc.sgf))
		if err != nil {
			t.Fatal(err)
		}
		_, err = FromSGF(col.Games[0])
		switch {
		case tc.want == "" && err != nil:
			t.Errorf("%s: %v, want no error", tc.sgf, err)
		case tc.want != "" && (err == nil || err.Error() != tc.want || !errors.Is(err, ErrNoLiberties)):
			t.Errorf("%s: error %v, want %q wrapping ErrNoLiberties", tc.sgf, err, tc.want)
		}
	}
}

// TestMarginOwnRecord: the RE of a record gtp-referee wrote (AP names it,
// as printsgf and match write it) is a margin in points, W+7.25 under
// komi 7.25; in any other record a quarter is Fox's Chinese margin in
// stones and doubled (RE[W+3.25] is 6.5 points), as before.
func TestMarginOwnRecord(t *testing.T) {
	for _, tc := range []struct {
		sgf  string
		want float64
	}{
		{"(;FF[4]GM[1]SZ[9]KM[7.25]AP[gtp-referee:0.1]RE[W+7.25])", -7.25},
		{"(;FF[4]GM[1]SZ[9]AP[gtp-referee]RE[B+0.75])", 0.75},
		{"(;FF[4]GM[1]SZ[9]AP[GNU Go:3.8]AP[ gtp-referee :0.1]RE[B+1.5])", 1.5},
		{"(;FF[4]GM[1]SZ[9]AP[foxwq]RE[W+3.25])", -6.5},
		{"(;FF[4]GM[1]SZ[9]RE[W+7.25])", -14.5},
		{"(;FF[4]GM[1]SZ[9]RE[B+2.5])", 2.5},
	} {
		r := parse(t, tc.sgf)
		if got, ok := r.Margin(); !ok || got != tc.want {
			t.Errorf("%s: margin %v, %v; want %v", tc.sgf, got, ok, tc.want)
		}
	}
	if m, ok := parse(t, "(;FF[4]GM[1]SZ[9]AP[gtp-referee]RE[W+R])").Margin(); ok {
		t.Errorf("RE[W+R]: margin %v, want none", m)
	}
}

// TestMarginDrawWords: a draw written 和局 (Chinese, "drawn game", beside
// 和棋 and 平局) or ジゴ (the katakana of jigo, 持碁's reading, as Japanese
// text often writes it) is a count of 0, as 持碁 and 和棋 are
// (TestMarginWrittenForms); they were no count. KM[0], since a half-point
// komi allows no draw and such a draw is no count.
func TestMarginDrawWords(t *testing.T) {
	for _, re := range []string{"和局", "ジゴ", " ジゴ "} {
		if m, ok := parse(t, "(;FF[4]GM[1]SZ[19]KM[0]RE["+re+"])").Margin(); !ok || m != 0 {
			t.Errorf("RE[%s]: margin %v, %v; want 0", re, m, ok)
		}
	}
}

// TestFinalPositionOffBoardMove: a move off the board in the middle of a
// record is skipped by the count's replay, which plays the moves after it
// (README: "A move on an occupied point (or off the board) is skipped and
// the replay goes on"). On 9x9: B C7 (cc), W kk (off the board), B G3 (gg),
// W G7 (gc), B C3 (cg); by hand the final position is Black C7 G3 C3 and
// White G7, with White to move, and the record has five moves.
func TestFinalPositionOffBoardMove(t *testing.T) {
	r := parse(t, "(;GM[1]FF[4]SZ[9];B[cc];W[kk];B[gg];W[gc];B[cg])")
	if r.Moves != 5 {
		t.Errorf("%d moves read, want 5", r.Moves)
	}
	if _, ill := replayStrict(r); ill == nil || ill.Reason != engine.OffBoard || ill.Number != 2 {
		t.Fatalf("strict replay: %v, want move 2 off board", ill)
	}
	gm, broke, ill := r.FinalPosition(rules.MustLookup("chinese-1988"))
	if ill != nil || len(broke) != 1 || broke[0].Number != 2 || broke[0].Reason != engine.OffBoard || broke[0].Handling() != "skipped" {
		t.Fatalf("broke %v, ill %v; want move 2 off board, skipped, and no error", broke, ill)
	}
	got := stoneList(gm)
	if want := []string{"B C3", "B C7", "B G3", "W G7"}; !slices.Equal(got, want) || gm.ToMove() != geom.White {
		t.Errorf("final position %v, %v to move; want %v, White to move", got, gm.ToMove(), want)
	}
}

// TestMarginWrittenForms: RE values that other programs and the Chinese,
// Japanese and Korean databases write. The margins are worked out by hand:
// a half written as a fraction or as 半/반 is half a point of a margin in
// points (目, 点, 집 are points, "moku" and "jip"), a margin in stones (子,
// or a quarter, RULES.md section 2) is two points a stone, so 3又1/4子 is
// 3¼ stones, 6.5 points; a win by resignation (中盘, 中押し, 불계) or
// without a margin is no count.
func TestMarginWrittenForms(t *testing.T) {
	for _, tc := range []struct {
		re   string
		want float64
	}{
		{"B+3 1/2", 3.5},
		{"W+1/2", -0.5},
		{"B+2½", 2.5},
		{"W+3 1/4", -6.5},
		{"黑胜3又1/4子", 6.5},
		{"白胜1/4子", -0.5},
		{"黑勝1又3/4子", 3.5},
		{"黑胜3.75子", 7.5},
		{"黑胜半子", 1},
		{"白胜2子半", -5},
		{"白胜2目半", -2.5},
		{"黑胜半目", 0.5},
		{"白胜三目半", -3.5},
		{"黑胜四分之三子", 1.5},
		{"白胜 7.5 目", -7.5},
		{"黒3目半勝", 3.5},
		{"白の5目半勝ち", -5.5},
		{"黑棋胜1/4子", 0.5},
		{"白方胜2又3/4子", -5.5},
		{"黒番3目半勝", 3.5},
		{"백 2집반승", -2.5},
		{"흑 반집승", 0.5},
		{"和棋", 0},
		{"持碁", 0},
		{"Draw", 0},
		{"B+2.5", 2.5},
		// Blanks around the sign, and a blank where 又 stands: 3 3/4
		// stones are 7.5 points, 2 1/4 stones 4.5.
		{"B + 3.5", 3.5},
		{"W+ 0.5", -0.5},
		{"黑胜3 3/4子", 7.5},
		{"白胜 2 1/4 子", -4.5},
		// FF[4]'s winner and sign before a margin with its unit: 5
		// points, 3 stones (6 points), 2½ points, 3¼ stones (6.5
		// points). They were no count.
		{"B+5目", 5},
		{"W+3子", -6},
		{"B+2目半", 2.5},
		{"W+3又1/4子", -6.5},
		{"b+ 1 目", 1},
		{"W+2집반", -2.5},
	} {
		r := parse(t, "(;FF[4]GM[1]SZ[19]RE["+tc.re+"])")
		if got, ok := r.Margin(); !ok || got != tc.want {
			t.Errorf("RE[%s]: margin %v, %v; want %v", tc.re, got, ok, tc.want)
		}
	}
	for _, re := range []string{"黑胜", "白中盘胜", "黒中押し勝ち", "흑 불계승", "白超时胜", "B+R", "W+T", "Void", "?", "B+", "B+3 1/3", "黑胜3又子", "白胜1/3子", "黑胜33/4子", "B + R", "B+目", "B+5目5", "W+R目", "B+胜5目", ""} {
		if m, ok := parse(t, "(;FF[4]GM[1]SZ[19]RE["+re+"])").Margin(); ok {
			t.Errorf("RE[%s]: margin %v, want none", re, m)
		}
	}
}

// stoneList lists gm's stones as "B A2", "W E6", sorted.
func stoneList(gm *engine.Game) []string {
	g := gm.Geometry()
	var got []string
	for _, c := range []geom.Colour{geom.Black, geom.White} {
		stones := gm.Board().Stones(c)
		for _, p := range stones.Points(nil) {
			got = append(got, c.String()[:1]+" "+g.Vertex(p))
		}
	}
	slices.Sort(got)
	return got
}

// TestResultRemark: a remark in parentheses after a result does not hide
// it: "W+0.5 (Chinese)" is White by half a point (FF[4]'s RE: "W+0.5"; the
// remark only names the rules), and "B+R (time)" and "W+Resign (Chinese)"
// are resignations. A margin was no count, and such a resignation none,
// with the remark there. A value all in parentheses is no result, and a
// remark that says the resignation (白胜（中盘）: White won, 中盘 in the
// middle game) still says it.
func TestResultRemark(t *testing.T) {
	for _, tc := range []struct {
		re   string
		want float64
		ok   bool
	}{
		{"W+0.5 (Chinese)", -0.5, true},
		{"B+3.5 (Japanese rules)", 3.5, true},
		{"B+3 1/2 (AGA)", 3.5, true},
		{"W+12.5 points (counted)", -12.5, true},
		{"黑胜1又1/4子（中国规则）", 2.5, true},
		{"Jigo (komi 6)", 0, true},
		{"(B+2.5)", 0, false},
		{"B+R (time)", 0, false},
	} {
		r := parse(t, "(;FF[4]GM[1]SZ[19]KM[6]RE["+tc.re+"])")
		if got, ok := r.Margin(); ok != tc.ok || got != tc.want {
			t.Errorf("RE[%s]: margin %v, %v; want %v, %v", tc.re, got, ok, tc.want, tc.ok)
		}
	}
	for _, tc := range []struct {
		re   string
		want geom.Colour
	}{{"B+R (time)", geom.Black}, {"W+Resign (Chinese)", geom.White}, {"白中押し勝ち（日本ルール）", geom.White}, {"白胜（中盘）", geom.White}} {
		r := parse(t, "(;FF[4]GM[1]SZ[19]RE["+tc.re+"])")
		if got, ok := r.Resigned(); !ok || got != tc.want {
			t.Errorf("RE[%s]: resigned %v %v, want %v", tc.re, got, ok, tc.want)
		}
	}
}

// TestResultRemarkMargin: parentheses that hold the margin, or the end of
// it, are part of the result, not a remark after it: "B+3 (1/2)" is
// Black by 3 1/2 points, "白胜（3又1/4子）" White by 3 1/4 stones, 6.5
// points (stones count two points), "黑胜(2目半)" Black by 2 1/2 points,
// "W+ (0.5)" White by half a point (hand counts of each). The first was
// read as B+3, the parenthesised half dropped as a remark, and the others
// as no count. A remark that is no margin is still dropped.
func TestResultRemarkMargin(t *testing.T) {
	for _, tc := range []struct {
		re   string
		want float64
	}{
		{"B+3 (1/2)", 3.5},
		{"白胜（3又1/4子）", -6.5},
		{"黑胜(2目半)", 2.5},
		{"W+ (0.5)", -0.5},
		{"W+0.5 (Chinese)", -0.5},
		{"W+1 (2.5)", -1},
	} {
		r := parse(t, "(;FF[4]GM[1]SZ[19]KM[6]RE["+tc.re+"])")
		if got, ok := r.Margin(); !ok || got != tc.want {
			t.Errorf("RE[%s]: margin %v, %v; want %v", tc.re, got, ok, tc.want)
		}
	}
}

// TestMarginDecimalComma: a margin written with a decimal comma, as a
// program writes it where the locale does (the same programs write
// KM[6,5], which sgf reads as 6.5), is that margin: RE[W+0,5] is White by
// half a point, RE[B+12,5 points] Black by 12.5. It was no count. A comma
// that is no decimal point stays none. So does one that reads as a
// thousands separator too, RE[B+1,000] (it was B+1, as 1.000): by hand,
// a margin of 1000 is more than the 625 points of the largest board
// (25x25) and any komi give, and no program writes a margin to three
// decimal places; W+0,500, which no thousands separator writes, is 0.5.
func TestMarginDecimalComma(t *testing.T) {
	for _, tc := range []struct {
		re   string
		want float64
		ok   bool
	}{
		{"W+0,5", -0.5, true},
		{"B+3,5", 3.5, true},
		{"B + 12,5 points", 12.5, true},
		{"W+3,25", -6.5, true}, // a quarter: stones, as W+3.25
		{"B+1,000,5", 0, false},
		{"B+1,000", 0, false},
		{"B+12,500 points", 0, false},
		{"W+0,500", -0.5, true},
		{"B+,5", 0, false},
		{"B+3,", 0, false},
		{"B+3.5,5", 0, false},
	} {
		r := parse(t, "(;FF[4]GM[1]SZ[19]KM[6,5]RE["+tc.re+"])")
		if got, ok := r.Margin(); ok != tc.ok || got != tc.want {
			t.Errorf("RE[%s]: margin %v, %v; want %v, %v", tc.re, got, ok, tc.want, tc.ok)
		}
	}
}

// TestResigned: the winner of a game ended by resignation, in the forms of
// the corpus (B+R, W+Resign: 5,404 of its 5,508 records) and the wordings
// of Chinese, Japanese and Korean records; a count, a win on time or by
// forfeit, a draw and no RE are not resignations.
func TestResigned(t *testing.T) {
	for _, tc := range []struct {
		re   string
		want geom.Colour
		ok   bool
	}{
		{"B+R", geom.Black, true},
		{"W+R", geom.White, true},
		{"B+Resign", geom.Black, true},
		{"W+resign", geom.White, true},
		{" w+R ", geom.White, true},
		{"黑中盘胜", geom.Black, true},
		{"白中盤勝", geom.White, true},
		{"白中押し勝ち", geom.White, true},
		{"흑 불계승", geom.Black, true},
		{"B+2.5", geom.Empty, false},
		{"W+T", geom.Empty, false},
		{"B+F", geom.Empty, false},
		{"B+Time", geom.Empty, false},
		{"0", geom.Empty, false},
		{"黑胜3又1/4子", geom.Empty, false},
		{"", geom.Empty, false},
	} {
		r := parse(t, "(;GM[1]FF[4]SZ[9]RE["+tc.re+"];B[ee])")
		if got, ok := r.Resigned(); got != tc.want || ok != tc.ok {
			t.Errorf("RE[%s]: %v %v, want %v %v", tc.re, got, ok, tc.want, tc.ok)
		}
	}
}

// TestResignedLoss: a Chinese, Japanese or Korean result may name the loser
// instead of the winner: 负 (Chinese, "lose"; 败 too), 負け (Japanese), 패
// (Korean) after 中盘, 中押し or 불계 say that the player named lost by
// resignation, so the other won. 白中盘负 is a win for Black.
func TestResignedLoss(t *testing.T) {
	for _, tc := range []struct {
		re   string
		want geom.Colour
	}{
		{"白中盘负", geom.Black},
		{"黑中盘负", geom.White},
		{"白中盘败", geom.Black},
		{"黒中押し負け", geom.White},
		{"백 불계패", geom.Black},
		{"白中盘胜", geom.White},
	} {
		r := parse(t, "(;GM[1]FF[4]SZ[9]RE["+tc.re+"];B[ee])")
		if got, ok := r.Resigned(); got != tc.want || !ok {
			t.Errorf("RE[%s]: %v %v, want %v true", tc.re, got, ok, tc.want)
		}
	}
}

// TestSetupPointsBounded: a record whose main line sets up more points
// than MaxSetupPoints is refused, naming the node that passes the limit,
// before its setup is expanded further. Ten bytes of ";AB[aa:yx]" set up
// all but the last row of a 25x25 board, 600 points; a 200 KB record of
// 20,000 such nodes expanded to 12 million steps (more than a gigabyte
// allocated) before anything was replayed. By hand: the root "(;SZ[25]"
// takes columns 1 to 8, so the k-th setup node starts at column
// 9 + 10(k-1); 1,666 nodes are 999,600 points, and node 1,667, at column
// 16669, passes the limit of a million.
func TestSetupPointsBounded(t *testing.T) {
	const nodes = 20_000
	src := "(;SZ[25]" + strings.Repeat(";AB[aa:yx]", nodes) + ")"
	c, err := sgf.Parse([]byte(src))
	if err != nil {
		t.Fatal(err)
	}
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	_, err = FromSGF(c.Games[0])
	runtime.ReadMemStats(&after)
	const want = "line 1, column 16669: the setup of the main line exceeds the limit of 1000000 points"
	if err == nil || err.Error() != want {
		t.Errorf("%d x ;AB[aa:yx]: %v, want %q", nodes, err, want)
	}
	if alloc := after.TotalAlloc - before.TotalAlloc; alloc > 512<<20 {
		t.Errorf("%d x ;AB[aa:yx]: FromSGF allocated %d MB, want under 512 MB", nodes, alloc>>20)
	}
	// A record within the limit is read as before.
	src = "(;SZ[25]" + strings.Repeat(";AB[aa:yx]", 3) + ";B[my])"
	c, err = sgf.Parse([]byte(src))
	if err != nil {
		t.Fatal(err)
	}
	rec, err := FromSGF(c.Games[0])
	if err != nil {
		t.Fatalf("3 x ;AB[aa:yx] then B[my]: %v", err)
	}
	if len(rec.Steps) != 3*600+1 || rec.Moves != 1 {
		t.Errorf("3 x ;AB[aa:yx] then B[my]: %d steps, %d moves; want 1801, 1", len(rec.Steps), rec.Moves)
	}
}

// TestMarginDrawUnderHalfKomi: a draw in a record whose KM has a half
// point is no counted result. Counted by hand: under area counting each
// point is Black's, White's or a dame split in halves between them, so
// Black's area less White's is a whole number (on 19x19, 361 less twice
// White's share); under territory counting, territory and prisoners are
// whole numbers too; less a komi of 7.5 the margin is never 0. Fox writes
// RE[draw] under KM[750] (7.5) for a draw that no count made (ten records
// of the corpus): score --compare and bench score tallied them as counts
// of 0, which no count under that komi can agree with. A draw under a
// whole komi (KM[7], KM[0]) or without KM is still a count of 0 (SGF FF[4]:
// RE[0] and RE[Draw] are a jigo).
func TestMarginDrawUnderHalfKomi(t *testing.T) {
	for _, sgf := range []string{
		"(;FF[4]GM[1]SZ[19]AP[foxwq]KM[750]RE[draw])",
		"(;FF[4]GM[1]SZ[19]KM[6.5]RE[Draw])",
		"(;FF[4]GM[1]SZ[19]KM[7.5]RE[0])",
		"(;FF[4]GM[1]SZ[19]KM[5.5]RE[和棋])",
		"(;FF[4]GM[1]SZ[9]AP[gtp-referee]KM[7.5]RE[0])",
	} {
		if m, ok := parse(t, sgf).Margin(); ok {
			t.Errorf("%s: margin %v, want no count", sgf, m)
		}
	}
	for _, sgf := range []string{
		"(;FF[4]GM[1]SZ[19]KM[7]RE[Draw])",
		"(;FF[4]GM[1]SZ[19]KM[0]RE[0])",
		"(;FF[4]GM[1]SZ[19]RE[Draw])",
		"(;FF[4]GM[1]SZ[19]KM[6.5]RE[W+0.5])",
	} {
		if _, ok := parse(t, sgf).Margin(); !ok {
			t.Errorf("%s: no count, want one", sgf)
		}
	}
}

// TestMarginPointsUnit: a margin followed by a word that says it is in
// points ("B+3.5pts", "W+12.5 points", "B+3.5 pts."): the number is the
// margin in points, as the word says, signed for the winner FF[4]'s
// "B+"/"W+" names. A quarter with such a word is neither points (whole or
// half) nor stones, and other words or trailing text are no count. Before,
// every such RE was no count, and score --compare left the record out.
func TestMarginPointsUnit(t *testing.T) {
	for _, tc := range []struct {
		re   string
		want float64
	}{
		{"B+3.5pts", 3.5},
		{"W+12.5 points", -12.5},
		{"B+3.5 pts.", 3.5},
		{"W+0.5 Point", -0.5},
		{"B+1pt", 1},
		{"W + 2.5 PTS", -2.5},
	} {
		r := parse(t, "(;FF[4]GM[1]SZ[19]RE["+tc.re+"])")
		if got, ok := r.Margin(); !ok || got != tc.want {
			t.Errorf("RE[%s]: margin %v, %v; want %v", tc.re, got, ok, tc.want)
		}
	}
	for _, re := range []string{"B+pts", "B+3.5 pointsx", "W+3.25 points", "B+3.5..pts", "B+3.5.", "B+3.5 pts pts", "W+2.5 stones", "B+R pts", "B+-3 points", "B+1e3 points", "points"} {
		if m, ok := parse(t, "(;FF[4]GM[1]SZ[19]RE["+re+"])").Margin(); ok {
			t.Errorf("RE[%s]: margin %v, want none", re, m)
		}
	}
}

// TestResignedAbbreviated: KGS's CGoban writes a resignation "B+Res." and
// other programs "W+Resigned"; FF[4]'s RE names "B+R" and "B+Resign", of
// which these are the same word. Before, they were no resignation, and
// bench score --resigned-after left such records out.
func TestResignedAbbreviated(t *testing.T) {
	for _, tc := range []struct {
		re   string
		want geom.Colour
	}{
		{"B+Res.", geom.Black},
		{"W+Res.", geom.White},
		{"W+res", geom.White},
		{"B+Resigned", geom.Black},
		{"W+R.", geom.White},
	} {
		r := parse(t, "(;GM[1]FF[4]SZ[9]RE["+tc.re+"];B[ee])")
		if got, ok := r.Resigned(); got != tc.want || !ok {
			t.Errorf("RE[%s]: %v %v, want %v true", tc.re, got, ok, tc.want)
		}
	}
	for _, re := range []string{"B+Re", "W+Res..", "B+Resigns", "B+T.", "W+Resign 3"} {
		if got, ok := parse(t, "(;GM[1]FF[4]SZ[9]RE["+re+"];B[ee])").Resigned(); ok {
			t.Errorf("RE[%s]: %v, want no resignation", re, got)
		}
	}
}

// TestReplayMarked: FF[4]'s KO property says to execute the move "even it's
// illegal". RULES.md P2 (3x3): Black at A2 and B1, White's A1 is a
// single-stone suicide (White C1 beside it), illegal under every preset;
// marked KO[] it is played (its stone comes off, as a suicide's do) and the
// replay goes on to White's C3, so the board holds B A2, B B1, W C1, W C3
// with Black to move.
// Replay still stops at it, and a marked move on an occupied point stops
// ReplayMarked too.
func TestReplayMarked(t *testing.T) {
	r := parse(t, "(;GM[1]FF[4]SZ[3];B[ab];W[cc];B[bc];W[ac]KO[];B[];W[ca])")
	gm := engine.NewGame(r.Geometry, rules.MustLookup("chinese"))
	ill, executed := r.ReplayMarked(gm, -1)
	if ill != nil || len(executed) != 1 || executed[0].Number != 4 || executed[0].Reason != engine.Suicide || !executed[0].KO {
		t.Fatalf("ill %v, executed %v; want move 4 executed", ill, executed)
	}
	if got, want := stoneList(gm), []string{"B A2", "B B1", "W C1", "W C3"}; !slices.Equal(got, want) || gm.ToMove() != geom.Black {
		t.Errorf("final position %v, %v to move; want %v, Black to move", got, gm.ToMove(), want)
	}
	if ill := r.Replay(gm, -1); ill == nil || ill.Number != 4 {
		t.Errorf("Replay: %v, want move 4", ill)
	}
	r = parse(t, "(;GM[1]FF[4]SZ[9];B[ee];W[ee]KO[];B[cc])")
	if ill, executed := r.ReplayMarked(gm, -1); ill == nil || ill.Reason != engine.Occupied || len(executed) != 0 {
		t.Errorf("marked move on an occupied point: %v, %v; want it illegal, not executed", ill, executed)
	}
}

// TestReplaySeveralMovesInNode: the moves of a node that writes several
// (FF[4] forbids it) are all replayed, in the order written, with a
// warning, as GNU Go 3.8's loadsgf plays them: `loadsgf` of the first
// record then `showboard` gives Black C7 D6 E5, White G3, and White to
// move; of the second, Black C7 E5 F4, White D6 G3, and Black to move.
// FromSGF refused both ("node has both B and W", "a move has exactly one
// value").
func TestReplaySeveralMovesInNode(t *testing.T) {
	for _, tc := range []struct {
		src    string
		stones []string
		toMove geom.Colour
	}{
		{"(;FF[4]GM[1]SZ[9];B[cc];B[ee]W[gg];B[dd])", []string{"B C7", "B D6", "B E5", "W G3"}, geom.White},
		{"(;FF[4]GM[1]SZ[9];B[cc];W[gg];B[ee][ff];W[dd])", []string{"B C7", "B E5", "B F4", "W D6", "W G3"}, geom.Black},
	} {
		r := parse(t, tc.src)
		if len(r.Warnings) != 1 {
			t.Errorf("%s: warnings %q, want one", tc.src, r.Warnings)
		}
		gm := replayed(t, tc.src)
		if got := stoneList(gm); !reflect.DeepEqual(got, tc.stones) || gm.ToMove() != tc.toMove {
			t.Errorf("%s: stones %v, %v to move; want %v, %v", tc.src, got, gm.ToMove(), tc.stones, tc.toMove)
		}
	}
}

// TestReplayMovesInterleavedInNode: a node that writes B, then W, then B
// again (B[ee]W[gg]B[cc]) is replayed in that order, as GNU Go 3.8's
// loadsgf plays it: `loadsgf` of (;GM[1]SZ[9];B[ee]W[gg]B[cc]) answers
// "= white" and `showboard` has Black C7 E5, White G3. The parser merges
// the two B into B[ee][cc], and the replay played B E5, B C7, W G3, Black
// to move; with B[gg] for the last, GNU Go ignores Black's G3 ("Move at
// G3 ignored") and keeps White's, where the replay played Black's G3 and
// refused White's as occupied.
func TestReplayMovesInterleavedInNode(t *testing.T) {
	const src = "(;GM[1]SZ[9];B[ee]W[gg]B[cc])"
	gm := replayed(t, src)
	want := []string{"B C7", "B E5", "W G3"}
	if got := stoneList(gm); !reflect.DeepEqual(got, want) || gm.ToMove() != geom.White {
		t.Errorf("%s: stones %v, %v to move; want %v, White", src, got, gm.ToMove(), want)
	}
}

// TestHandicapFraction: HA[2.5] is 2 stones, with a warning, as GNU Go
// 3.8's loadsgf reads it: of (;SZ[9]HA[2.5]) it answers "= white" to
// loadsgf and 0.5 to get_komi, as for HA[2], where HA[x] gives "= black"
// and 5.5; of (;SZ[9]HA[2.5];W[cc];B[gg]) its showboard has Black's
// fixed handicap stones C3 and G7 beside White's C7 and Black's G3, and
// get_handicap answers 2. HA[2.5] was read as absent: Black to move at
// the preset's komi, and no handicap stones.
func TestHandicapFraction(t *testing.T) {
	r := parse(t, "(;SZ[9]HA[2.5])")
	gm := replayed(t, "(;SZ[9]HA[2.5])")
	if r.Handicap != 2 || gm.ToMove() != geom.White || gm.Komi() != 0.5 {
		t.Errorf("HA[2.5]: handicap %d, %v to move, komi %v; want 2, white, 0.5", r.Handicap, gm.ToMove(), gm.Komi())
	}
	want := []string{"line 1, column 2: HA[2.5]: not a whole number of stones; read as 2, as GNU Go 3.8 reads it"}
	if !reflect.DeepEqual(r.Warnings, want) {
		t.Errorf("warnings %q, want %q", r.Warnings, want)
	}
	gm = replayed(t, "(;SZ[9]HA[2.5];W[cc];B[gg])")
	if got, want := stoneList(gm), []string{"B C3", "B G3", "B G7", "W C7"}; !reflect.DeepEqual(got, want) {
		t.Errorf("stones %v, want %v", got, want)
	}
}

// TestKomiInJapanese: KM[6目半] (目, points; 半, a half) is 6.5, as
// record/result.go reads RE[白胜2目半] as 2.5 points, and KM[6집반], its
// Korean, too; each with a warning, FF[4]'s KM being a Real. GNU Go 3.8's
// get_komi answers 6.0 after loadsgf of the first (its reading stops at
// the 目), Sabaki 3.4.7 keeps the text. KM[3又3/4子], MultiGo 4.4.4's
// Chinese komi of 3 and 3/4 stones, is 7.5 points (RULES.md article 11);
// GNU Go 3.8 answers 3.0. Each was read as absent (the
// preset's 5.5 under chinese-1988 for a record without DT).
func TestKomiInJapanese(t *testing.T) {
	for _, tc := range []struct {
		km   string
		komi float64
	}{{"6目半", 6.5}, {"6집반", 6.5}, {"7目", 7}, {"-3目半", -3.5}} {
		src := "(;SZ[9]KM[" + tc.km + "];B[ee])"
		r := parse(t, src)
		want := []string{"line 1, column 2: KM[" + tc.km + "]: not an SGF Real; read as " + sgf.FormatKomi(tc.komi)}
		if !r.HasKomi || r.Komi != tc.komi || !reflect.DeepEqual(r.Warnings, want) {
			t.Errorf("%s: komi %v %v, warnings %q; want %v, %q", src, r.Komi, r.HasKomi, r.Warnings, tc.komi, want)
		}
	}
	src := "(;SZ[9]KM[3又3/4子];B[ee])"
	want := []string{"line 1, column 2: KM[3又3/4子]: not an SGF Real; a quarter under 5 is a komi in stones, as Chinese records write it (RULES.md section 1): read as 3.75 stones, 7.5 points"}
	if r := parse(t, src); !r.HasKomi || r.Komi != 7.5 || !reflect.DeepEqual(r.Warnings, want) {
		t.Errorf("%s: komi %v %v, warnings %q; want 7.5, %q", src, r.Komi, r.HasKomi, r.Warnings, want)
	}
	// A half after a fraction is no komi.
	if r := parse(t, "(;SZ[9]KM[6.5目半];B[ee])"); r.HasKomi {
		t.Errorf("KM[6.5目半] read as %v", r.Komi)
	}
}

// TestKomiQuarterInPoints: KM[3.75 points] is read as KM[3.75] is, a
// Chinese komi of 3¾ stones, 7.5 points (RULES.md section 1, article 11:
// "3¾ stones = 7.5 points"; a komi in points is whole or half), and the
// warning says so: it said "read as 7.5", which the word "points" made
// read as a komi of 3.75 points doubled for no reason given. KM[3¾] and
// KM[2 3/4] name their stones alike (2¾ stones, 5.5 points); KM[7.5
// points] and KM[6.75 pts], read as points, keep the short warning.
func TestKomiQuarterInPoints(t *testing.T) {
	for _, tc := range []struct {
		km, msg string
		komi    float64
	}{
		{"3.75 points", "3.75 stones, 7.5 points", 7.5},
		{"3¾", "3.75 stones, 7.5 points", 7.5},
		{"2 3/4", "2.75 stones, 5.5 points", 5.5},
		{"7.5 points", "not an SGF Real; read as 7.5", 7.5},
		{"6.75 pts", "not an SGF Real; read as 6.75", 6.75},
	} {
		r := parse(t, "(;SZ[9]KM["+tc.km+"];B[ee])")
		if !r.HasKomi || r.Komi != tc.komi || len(r.Warnings) != 1 || !strings.HasSuffix(r.Warnings[0], tc.msg) {
			t.Errorf("KM[%s]: komi %v %v, warnings %q; want %v, one ending %q", tc.km, r.Komi, r.HasKomi, r.Warnings, tc.komi, tc.msg)
		}
	}
}

// TestSizeWithTimes: SZ[9x9] is a 9x9 board, with a warning (FF[4]
// writes 9 or 9:9), as GNU Go 3.8 reads it: its query_boardsize answers
// 9 after loadsgf of (;SZ[9x9];B[cc];W[gg]), and its showboard has
// Black's C7 and White's G3. (Sabaki 3.4.7 reads no size there, 19x19,
// and GNU Go SZ[19x13] as 19.) FromSGF refused it: "invalid board size
// SZ[9x9]".
func TestSizeWithTimes(t *testing.T) {
	src := "(;SZ[9x9];B[cc];W[gg])"
	r := parse(t, src)
	if r.Geometry.W != 9 || r.Geometry.H != 9 {
		t.Fatalf("size %dx%d", r.Geometry.W, r.Geometry.H)
	}
	want := []string{"line 1, column 2: SZ[9x9]: FF[4] writes a size as W or W:H; read as 9x9"}
	if !reflect.DeepEqual(r.Warnings, want) {
		t.Errorf("warnings %q, want %q", r.Warnings, want)
	}
	if got, want := stoneList(replayed(t, src)), []string{"B C7", "W G3"}; !reflect.DeepEqual(got, want) {
		t.Errorf("stones %v, want %v", got, want)
	}
	if r := parse(t, "(;SZ[19 X 13];B[am])"); r.Geometry.W != 19 || r.Geometry.H != 13 {
		t.Errorf("SZ[19 X 13]: %dx%d", r.Geometry.W, r.Geometry.H)
	}
}

// TestParseGamesReadPast: a game tree whose syntax error lies after its
// root node is given by ParseGames as read up to the error, Broken set
// and the error still in errs (ReadFile still fails on it): a last node
// whose comment holds an unescaped ']' followed by a word breaks at the
// word (column 66, counted by hand) after all three moves, which GNU Go
// 3.8's loadsgf plays (it answers "= white"; showboard: Black E5 G3,
// White C7). A tree broken inside its root node, before its SZ[9] (GNU
// Go's loadsgf then sets up a 19x19 board), or before its first move, is
// not read: errs only, and the file fails as a whole where no other tree
// is read.
func TestParseGamesReadPast(t *testing.T) {
	src := "(;GM[1]SZ[9]KM[7];B[ee];W[cc];B[gg]C[Black wins [by resignation] thanks])"
	const msg = `line 1, column 66: bad property ident "thanks": no upper-case letter`
	recs, errs, err := ParseGames([]byte(src))
	if err != nil || len(recs) != 1 || recs[0] == nil || errs[0] == nil || errs[0].Error() != msg {
		t.Fatalf("ParseGames: %v, %v, %v; want the reading and the error %q", recs, errs, err, msg)
	}
	r := recs[0]
	if r.Broken == nil || r.Broken.Error() != msg || r.Moves != 3 {
		t.Errorf("Broken %v, %d moves; want %q, 3", r.Broken, r.Moves, msg)
	}
	gm := engine.NewGame(r.Geometry, rules.MustLookup(rules.Default))
	if ill := r.Replay(gm, -1); ill != nil {
		t.Fatal(ill)
	}
	if got, want := stoneList(gm), []string{"B E5", "B G3", "W C7"}; !reflect.DeepEqual(got, want) || gm.ToMove() != geom.White {
		t.Errorf("stones %v, %v to move; want %v, white", got, gm.ToMove(), want)
	}
	for _, broken := range []string{
		"(;GM[1]x[1]SZ[9];B[cc];W[gg])",
		"(;GM[1]SZ[9]AB[cc]x[1]AW[gg];B[ee])",
		"(;GM[1]SZ[9];C[a]x[1]B[cc];W[gg])",
	} {
		recs, errs, err := ParseGames([]byte(broken))
		if err == nil || recs != nil || errs != nil {
			t.Errorf("%s: %v, %v, %v; want the file's error alone", broken, recs, errs, err)
		}
		recs, errs, err = ParseGames([]byte(broken + "(;GM[1]SZ[9];B[ee])"))
		if err != nil || len(recs) != 2 || recs[0] != nil || errs[0] == nil || recs[1] == nil {
			t.Errorf("%s in a collection: %v, %v, %v; want its error and the next game", broken, recs, errs, err)
		}
	}
}

// TestUnknownPL: a PL that names no colour (PL[x]) is read as absent, with
// a warning, where FromSGF refused the record ("PL[x]: invalid colour").
// GNU Go 3.8's loadsgf reads such a PL as Black: "= black" for the first
// two records, which is the colour to move without PL too (setup alone,
// and after White's move). For the last two it answers "= black" as well,
// but without the PL "= white" (after Black's C7, and after two handicap
// stones), which absent gives: an unreadable PL does not make Black move
// twice.
func TestUnknownPL(t *testing.T) {
	for _, tc := range []struct {
		sgf  string
		want geom.Colour
	}{
		{"(;GM[1]SZ[9]PL[x]AB[cc]AW[gg])", geom.Black},
		{"(;GM[1]SZ[9]PL[x];B[cc];W[gg])", geom.Black},
		{"(;GM[1]SZ[9];B[cc];PL[x])", geom.White},
		{"(;GM[1]SZ[9]HA[2]PL[x]AB[cc][gg])", geom.White},
	} {
		r := parse(t, tc.sgf)
		if !slices.ContainsFunc(r.Warnings, func(w string) bool { return strings.HasSuffix(w, "PL[x]: not a colour; read as absent") }) {
			t.Errorf("%s: warnings %q, want PL[x]'s", tc.sgf, r.Warnings)
		}
		if gm := replayed(t, tc.sgf); gm.ToMove() != tc.want {
			t.Errorf("%s: %v to move, want %v", tc.sgf, gm.ToMove(), tc.want)
		}
	}
}

// TestSetupConflictWarning: a point in two of AB, AW and AE of one node,
// which FF[4] forbids ("AB, AW and AE must have unique points, i.e. it is
// illegal to place different colors on the same point within one node"),
// is named in a warning at the node (";AB[cc]AW[cc]" after
// "(;GM[1]SZ[9];B[gg];W[aa]", 24 bytes: column 25; cc is C7 on 9x9), the
// reading unchanged: AW's stone over AB's, where GNU Go 3.8's loadsgf
// keeps the stone written first ("Illegal SGF! attempt to add a stone at
// occupied point C7"; list_stones black "= C7 E5 G3" for AB[cc]AW[cc],
// white "= A9 C7" for AW[cc]AB[cc]), and AB's over AE's either way, as
// GNU Go reads it (black "= C7 E5 G3"). It was read without a warning. A
// setup without such a point, or a point set up again in a later node
// (FF[4]'s overwriting), has none.
func TestSetupConflictWarning(t *testing.T) {
	for _, tc := range []struct {
		setup, want string
		stones      []string
	}{
		{"AB[cc]AW[cc]", "line 1, column 25: C7 in both AB and AW, which FF[4] forbids in one node; read as AW's white stone (GNU Go 3.8 keeps the one written first)", []string{"B E5", "B G3", "W A9", "W C7"}},
		{"AW[cc]AB[cc]", "line 1, column 25: C7 in both AB and AW, which FF[4] forbids in one node; read as AW's white stone (GNU Go 3.8 keeps the one written first)", []string{"B E5", "B G3", "W A9", "W C7"}},
		{"AB[cc]AE[cc]", "line 1, column 25: C7 in both AB and AE, which FF[4] forbids in one node; read as AB's black stone, as GNU Go 3.8 reads it", []string{"B C7", "B E5", "B G3", "W A9"}},
		{"AE[cc]AW[cc]", "line 1, column 25: C7 in both AW and AE, which FF[4] forbids in one node; read as AW's white stone, as GNU Go 3.8 reads it", []string{"B E5", "B G3", "W A9", "W C7"}},
		{"AB[cc][dd]AW[dd][cc]AE[ff]AW[ff]", "line 1, column 25: C7 in both AB and AW, which FF[4] forbids in one node; read as AW's white stone (GNU Go 3.8 keeps the one written first) (3 such points in the node)", []string{"B E5", "B G3", "W A9", "W C7", "W D6", "W F4"}},
		{"AB[cc]AW[dd];AW[cc]", "", []string{"B E5", "B G3", "W A9", "W C7", "W D6"}},
	} {
		src := "(;GM[1]SZ[9];B[gg];W[aa];" + tc.setup + ";B[ee])"
		r := parse(t, src)
		var got string
		for _, w := range r.Warnings {
			if strings.Contains(w, "FF[4] forbids in one node") {
				got = w
			}
		}
		if got != tc.want {
			t.Errorf("%s: warning %q, want %q", src, got, tc.want)
		}
		if stones := stoneList(replayed(t, src)); !slices.Equal(stones, tc.stones) {
			t.Errorf("%s: stones %v, want %v", src, stones, tc.stones)
		}
	}
}

// TestHandicapCountWarning: HA names the number of handicap stones, which
// FF[4] has set up with AB ("HA: Defines the number of handicap stones
// (>=2). If there is a handicap, the position should be set up with AB
// within the same node"); a record whose black setup before the first move
// holds another number (HA[3] with two, HA[2] with three in the node after
// the root, as Fox writes its handicap stones) is named in a warning at the
// root (line 1, column 2), the compensation following HA as before. It was
// read without one. As many stones as HA says, HA without AB (the fixed
// placement's own warning) and a setup with White's first move before
// any black stone have none.
func TestHandicapCountWarning(t *testing.T) {
	for _, tc := range []struct{ src, want string }{
		{"(;GM[1]FF[4]SZ[19]HA[3]KM[0.5]AB[pd][dp];W[dd];B[pp])", "line 1, column 2: HA[3], but 2 black stones set up before the first move"},
		{"(;GM[1]FF[4]SZ[19]HA[2];AB[pd][dp][pp];W[dd])", "line 1, column 2: HA[2], but 3 black stones set up before the first move"},
		{"(;GM[1]FF[4]SZ[19]HA[2]AB[pd][dp][pp]AW[pp];W[dd])", ""},
		{"(;GM[1]FF[4]SZ[19]HA[2]AB[pd][dp];W[dd];B[pp])", ""},
		{"(;GM[1]FF[4]SZ[19]HA[2];W[dd];B[pp])", ""},
		{"(;GM[1]FF[4]SZ[19]HA[2];W[dd];AB[pd][dp][pp];B[qq])", ""},
	} {
		var got string
		for _, w := range parse(t, tc.src).Warnings {
			if strings.Contains(w, "black stones set up before the first move") {
				got = w
			}
		}
		if tc.want == "" && got != "" || !strings.HasPrefix(got, tc.want) {
			t.Errorf("%s: warning %q, want %q...", tc.src, got, tc.want)
		}
	}
}

// TestFoxHandicapAsMoves: Fox writes some of its handicap games with HA[0]
// and KM[0], the handicap stones as Black's first moves (corpus record
// 88eac4d997327c1c: B[nd];B[pn];W[dp], two 9-dan players, off the fixed
// points: a free placement), where others of its handicap games write HA[2]
// and AB. Those stones are compensated as HA's are: chinese-1988 gives
// White N points for N handicap stones, aga N-1 (RULES.md sections 2 and
// 5), with a warning at the root. Hand count of (B C7, B G3, W E5) on 9x9:
// three stones, every empty point reaching both colours, so Black's area is
// 2 and White's 1; komi 0 and a compensation of 2 give 2-1-0-2 = -1, W+1
// (it was B+1, no compensation); with KM[50] (0.5) W+1.5; under aga 2-1-1
// = 0, a draw. A record of another program with HA[0] (a missing White
// pass, for all it says), Fox's even game (Black then White) and a Fox
// record with an even game's komi (KM[650]) get none.
func TestFoxHandicapAsMoves(t *testing.T) {
	const moves = ";B[cc];B[gg];W[ee])"
	for _, tc := range []struct {
		root, preset, want string
		stones             int
	}{
		{"(;GM[1]FF[4]SZ[9]AP[foxwq]KM[0]HA[0]RU[Japanese]", "chinese-1988", "W+1", 2},
		{"(;GM[1]FF[4]SZ[9]AP[YuanYu]KM[0]", "chinese-1988", "W+1", 2},
		{"(;GM[1]FF[4]SZ[9]AP[foxwq]KM[50]HA[0]", "chinese-1988", "W+1.5", 2},
		{"(;GM[1]FF[4]SZ[9]AP[foxwq]KM[0]HA[0]", "aga", "0", 2},
		{"(;GM[1]FF[4]SZ[9]AP[CGoban:3]KM[0]HA[0]", "chinese-1988", "B+1", 0},
		{"(;GM[1]FF[4]SZ[9]AP[foxwq]KM[650]HA[0]", "chinese-1988", "W+5.5", 0},
	} {
		r := parse(t, tc.root+moves)
		gm := engine.NewGame(r.Geometry, rules.MustLookup(tc.preset))
		if ill := r.Replay(gm, -1); ill != nil {
			t.Fatal(ill)
		}
		warned := slices.ContainsFunc(r.Warnings, func(w string) bool {
			return strings.Contains(w, fmt.Sprintf("Black's first %d moves come before White's first", tc.stones))
		})
		if got := gm.Score(nil).Result(); got != tc.want || r.MoveHandicap != tc.stones || warned != (tc.stones > 0) {
			t.Errorf("%s under %s: %s, MoveHandicap %d, warned %v; want %s, %d, %v", tc.root, tc.preset, got, r.MoveHandicap, warned, tc.want, tc.stones, tc.stones > 0)
		}
	}
	// Three Black moves, a pass ending them, and Fox's even game.
	for _, tc := range []struct {
		src    string
		stones int
	}{
		{"(;GM[1]FF[4]SZ[9]AP[foxwq]KM[0]HA[0];B[cc];B[gg];B[cg];W[ee])", 3},
		{"(;GM[1]FF[4]SZ[9]AP[foxwq]KM[0]HA[0];B[cc];B[];B[gg];W[ee])", 0},
		{"(;GM[1]FF[4]SZ[9]AP[foxwq]KM[0]HA[0];B[cc];W[gg];B[ee])", 0},
	} {
		if r := parse(t, tc.src); r.MoveHandicap != tc.stones {
			t.Errorf("%s: MoveHandicap %d, want %d", tc.src, r.MoveHandicap, tc.stones)
		}
	}
}

// TestSetupReplacesStoneWarning: a setup stone (AB, AW) put on a stone of
// the other colour that an earlier node placed replaces it, as FF[4] says
// ("Adding is done by 'overwriting' the given point ... It doesn't matter
// what was there before"), and is now named in a warning at its node; it
// was silent. GNU Go 3.8's loadsgf keeps the stone there instead, saying
// "Illegal SGF! attempt to add a stone at occupied point E5" on
// (;SZ[9];B[cc];W[ee];AB[ee];W[gg]) and listing white "E5 G3". Column 30
// by hand: "(;GM[1]FF[4]SZ[9]" is 17 bytes, ";B[cc]" and ";W[ee]" 6 each,
// then the node's ';'. A stone on its own colour changes nothing, a point
// its stone was captured from is empty (GNU Go says nothing on B[ab],
// W[aa], B[ba], AB[aa]), and a point in two colours of one node is
// setupConflict's: none of them warned so. The root's AB[cc] under the
// next node's AW[cc] is replaced too; three such points are counted.
func TestSetupReplacesStoneWarning(t *testing.T) {
	const root = "(;GM[1]FF[4]SZ[9]"
	for _, tc := range []struct{ src, want string }{
		{root + ";B[cc];W[ee];AB[ee];W[gg])", "line 1, column 30: AB puts a black stone on the white one at E5 that an earlier node placed: it replaces it"},
		{root + ";B[cc];W[ee];AW[cc]AB[gc];B[gg])", "line 1, column 30: AW puts a white stone on the black one at C7 that an earlier node placed"},
		{root + "AB[cc];AW[cc];W[ee])", "line 1, column 24: AW puts a white stone on the black one at C7"},
		{root + ";B[cc];W[ee];B[gg];AW[cc][gg]AB[ee])", "line 1, column 36: AB puts a black stone on the white one at E5 that an earlier node placed: it replaces it, as FF[4]'s setup overwrites a point (GNU Go 3.8's loadsgf keeps the white stone) (3 such points)"},
		{root + ";B[cc];W[ee];AB[cc];W[gg])", ""},
		{root + ";B[ab];W[aa];B[ba];AB[aa];W[ee])", ""},
		{root + ";B[cc];W[ee];AB[gg]AW[gg];B[dd])", ""},
	} {
		var got []string
		for _, w := range parse(t, tc.src).Warnings {
			if strings.Contains(w, "that an earlier node placed") {
				got = append(got, w)
			}
		}
		if tc.want == "" && len(got) != 0 || tc.want != "" && (len(got) != 1 || !strings.HasPrefix(got[0], tc.want)) {
			t.Errorf("%s: warnings %q, want %q...", tc.src, got, tc.want)
		}
	}
	// The count replays the record as FF[4] says: E5 is Black's.
	r := parse(t, root+";B[cc];W[ee];AB[ee];W[gg])")
	gm := engine.NewGame(r.Geometry, rules.MustLookup("chinese"))
	if ill := r.Replay(gm, -1); ill != nil {
		t.Fatal(ill)
	}
	if e5, _ := gm.Geometry().ParseVertex("E5"); gm.Board().At(e5) != geom.Black {
		t.Errorf("E5 holds %v after AB[ee], want Black's stone", gm.Board().At(e5))
	}
}

// TestKomiFoundElsewhere: a root without KM that writes its komi elsewhere
// is read with that komi, with a note; it was read as without komi (7.5 for
// a Chinese count from 2002, else the preset's 5.5). Three Fox records of
// 2017 (corpus records 4eabc891a7b537dc, 53cbff32be1e451f; ba7fa1794021c0bd
// in PW) hold "BR[9娈礭\nWR\[9娈礭\nKM\[0]":
// "9娈礭" in GBK is the bytes 39 E6 AE B5 5D (Python's
// '9娈礭'.encode('gbk')), the UTF-8 of "9段]", so the text was BR[9段],
// WR[9段], KM[0], and a Fox even game's KM[0] is Fox's komi 6.5 (step 5 of
// sgf.Node.Komi). Three AlphaGo-Fan Hui records (corpus record
// af4eb227ebfa9857, AP[YuanYu], no KM, no DT) write KO[7.5]: the match was
// played under Chinese rules with 7.5 komi, and FF[4]'s KO is a move
// property without a value ("a KO property without a black or white move
// within the same node is illegal"). GNU Go 3.8's loadsgf reads neither
// (get_komi "5.5" on both corpus records). Not read so: "KM[" in a value
// that no ']' ends in GBK's bytes, in a comment, a KO beside KM (KM's
// komi), a KO without a number, and KO in a root with a move.
func TestKomiFoundElsewhere(t *testing.T) {
	const fox = "(;CA[UTF-8]AP[YuanYu]GM[1]FF[4]SZ[19]DT[2017-03-10]PB[x]"
	for _, tc := range []struct {
		src      string
		komi     float64
		has      bool
		note     string
		underTen string // the note under --komi 10
	}{
		{fox + "BR[9娈礭\nWR\\[9娈礭\nKM\\[0]PW[y]HA[0]RU[Japanese];B[pd];W[dd])", 6.5, true, "holds KM[0], text read as GBK that was UTF-8", ""},
		// Corpus record ba7fa1794021c0bd: PW holds BR, WR and KM, and a
		// character GBK has no bytes for (U+E521, private use).
		{fox + "PW[韥措\ue521氩刔\nBR\\[9娈礭\nWR\\[9娈礭\nKM\\[0]HA[0]RU[Japanese];B[pd];W[dd])", 6.5, true, "holds KM[0]", ""},
		{"(;GM[1]FF[4]SZ[19]PB[x]BR[9娈礭 KM\\[7.5];B[pd];W[dd])", 7.5, true, "holds KM[7.5]", "BR[9娈礭 KM[7.5]: not used; counted with komi 10"},
		{"(;CA[UTF-8]AP[YuanYu]GM[1]FF[4]SZ[19]PB[AlphaGo]PW[FanHui]RD[2015-10-08]KO[7.5]RE[B+R];B[pd];W[dd])", 7.5, true, "KO[7.5]: in a root without a move", "KO[7.5]: not used; counted with komi 10"},
		{"(;GM[1]FF[4]SZ[19]GN[see KM\\[7.5\\]];B[pd];W[dd])", 0, false, "", ""},
		{"(;GM[1]FF[4]SZ[19]C[BR\\[9段\\] KM\\[7.5\\]];B[pd];W[dd])", 0, false, "", ""},
		{"(;GM[1]FF[4]SZ[19]KO[7.5]KM[6.5];B[pd];W[dd])", 6.5, true, "", ""},
		{"(;GM[1]FF[4]SZ[19]KO[];B[pd];W[dd])", 0, false, "", ""},
		{"(;GM[1]FF[4]SZ[19]B[pd]KO[7.5];W[dd])", 0, false, "", ""},
	} {
		r := parse(t, tc.src)
		var note string
		for _, w := range r.Warnings {
			if strings.Contains(w, "KM[") || strings.Contains(w, "KO[") {
				note += w
			}
		}
		if r.Komi != tc.komi || r.HasKomi != tc.has || tc.note == "" && note != "" || !strings.Contains(note, tc.note) {
			t.Errorf("%q: komi %v (%v), notes %q; want %v (%v), a note with %q", tc.src, r.Komi, r.HasKomi, note, tc.komi, tc.has, tc.note)
		}
		if tc.underTen != "" && !slices.ContainsFunc(r.WarningsUnderKomi(10), func(w string) bool { return strings.Contains(w, tc.underTen) }) {
			t.Errorf("%q: notes under --komi 10 %q, want one with %q", tc.src, r.WarningsUnderKomi(10), tc.underTen)
		}
	}
}
