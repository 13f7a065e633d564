package judge

import (
	"context"
	"path/filepath"
	"slices"
	"testing"

	"github.com/gtp-referee/gtp-referee/engine"
	"github.com/gtp-referee/gtp-referee/geom"
)

// approachAnswer is the position one move before the end of a game GNU Go
// 3.8 played on from a corpus record (White to move; GNU Go's count W+4.5,
// komi 7.5). White's chain from J6 to Q5 has three liberties, M5 and M7
// beside Black's dead K6, L5, M6 and L7-L8 inside it, and the eye S3.
// Black's M5 leaves it two, and no extension or capture gives it more,
// but White's K7 then makes each of Black's fillings a self-atari: GNU Go,
// playing on after White's H9 and Black's M5, answers K7 and counts W+4.5
// as in the game. No teire is needed.
var approachAnswer = []string{
	"X O O O O . O O O O O X X X O . X O .", // 19
	"X X O . . O O O X X X X O O . O O . O", // 18
	"X O O O O X O X X O O X X O O O O O O", // 17
	"X X X X X X X X X O . O O X X X X X O", // 16
	"X X O O O X X X O O O O X X X . . . X", // 15
	"X O O X O X O O O . O O O X O O . X .", // 14
	"X X O X O X X O O O X O X X X O . . .", // 13
	"X . X X O X O X X O X O O O O X X . .", // 12
	"X . X X O X O O X X X X X X X X . . .", // 11
	". X . X O O O X X X X X X O X O X . .", // 10
	". . . X X O O . X O O X O O O O X . .", // 9
	". . . X O X O O O O X O O X X X O . .", // 8
	". . . . O X X O O . X . O X O X X X .", // 7
	"X X X X X X X X O X . X O O O O X . .", // 6
	"O X O O X X O O O O X . O O O O X X X", // 5
	"O X X O O X O . O . O O X O X O O O O", // 4
	"O X O . O O . . O . O X X X X X O . O", // 3
	"O O O O . . . . O O X X X . X . X O O", // 2
	". . . . . . . . . O O X . O X X X X O", // 1
}

// TestRaceThreat: raceThreat finds the race that dead stones win in
// raceTeire (TestLifeJudgment) and no race where an approach answers it
// (approachAnswer); raceDefence's teire is one GNU Go plays (L3, playing
// on from raceTeire) or counts as enough (L1: W+0.5 as in the game) and
// leaves no threat. Dead stones are GNU Go's (final_status_list dead).
func TestRaceThreat(t *testing.T) {
	cases := []struct {
		name   string
		rows   []string
		dead   []string
		chain  string
		x      geom.Colour
		threat []string // the points that may be named; none when no race
		teire  []string // the teire that GNU Go plays or counts as enough
	}{
		{"race that dead stones win", raceTeire, []string{"C12", "L12", "L2", "L4", "L7", "L8", "M12", "M13", "M3", "N3", "O12", "O4", "R3", "R4", "S5"}, "K1", geom.White, []string{"L1", "L3"}, []string{"L1", "L3"}},
		{"answered by an approach", approachAnswer, []string{"E7", "E8", "K6", "L5", "L7", "L8", "M6", "O1", "P14", "Q13", "Q14", "R19", "R8"}, "Q5", geom.Black, nil, nil},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			gm := diagram(t, "chinese", 7.5, tc.rows...)
			g := gm.Geometry()
			b := gm.Board()
			at := vertexAt(t, g)
			var dead geom.Bitboard
			for _, v := range tc.dead {
				if b.At(at(v)) == geom.Empty {
					t.Fatalf("%s is no stone of the diagram", v)
				}
				dead.Set(at(v))
			}
			p := at(tc.chain)
			if libCount(b, p) != 3 {
				t.Fatalf("%s has %d liberties, want 3: the case would check nothing", tc.chain, libCount(b, p))
			}
			q := raceThreat(g, b, &dead, tc.x, p)
			if tc.threat == nil {
				if q != geom.Pass {
					t.Fatalf("threat at %s, want none", g.Vertex(q))
				}
				return
			}
			ok := false
			for _, v := range tc.threat {
				ok = ok || q == at(v)
			}
			if !ok {
				t.Fatalf("threat at %s, want one of %v", g.Vertex(q), tc.threat)
			}
			var o owners
			s := raceDefence(g, b, &dead, &o, p, q)
			if s == geom.Pass {
				t.Fatal("no teire")
			}
			if !slices.Contains(tc.teire, g.Vertex(s)) {
				t.Errorf("teire at %s, want one of %v", g.Vertex(s), tc.teire)
			}
			after := *b
			after.Apply(tc.x.Opp(), s)
			if m := raceThreat(g, &after, &dead, tc.x, after.Chain(p)); m != geom.Pass {
				t.Errorf("after the teire at %s, a threat at %s", g.Vertex(s), g.Vertex(m))
			}
		})
	}
}

// TestRaceRunOut: GNU Go game 58 of the 19x19 set (testdata/gnugo19),
// nine moves before its end, after the filling's first six moves (Black's
// O10, White's O11, Black's N13, White's K15, Black's H17, White's A19).
// Black's chain on the left edge (B13-B14) has three liberties, A12, A13
// and B11, beside White's dead C12-C13. White's B11 leaves it two, and
// Black's C11, which puts C12-C13 in atari, does not answer it: White's
// D12 runs out into Black's area (GNU Go, playing on after a Black pass
// and White's B11, answers C11 and counts W+40.5). GNU Go, playing on from the cut with
// Black's teire left out, wins the race that way (W+38.5 for its count of
// the game W+28.5); its own Black spends a move on E13 (in the replay,
// D12). Dead stones are GNU Go's.
func TestRaceRunOut(t *testing.T) {
	gg := loadGnugoFile(t, filepath.Join("testdata", "gnugo19", "games.jsonl"))[58]
	mv := gg.played()
	gg.Moves = mv[:len(mv)-9]
	gm, err := replay(gg)
	if err != nil {
		t.Fatal(err)
	}
	g := gm.Geometry()
	at := vertexAt(t, g)
	b := *gm.Board()
	dead := gg.deadSet(g)
	for i, v := range []string{"O10", "O11", "N13", "K15", "H17", "A19"} {
		c := geom.Black
		if i%2 == 1 {
			c = geom.White
		}
		if _, why := b.Check(c, at(v), false); why != engine.Legal {
			t.Fatalf("%v %s: %v", c, v, why)
		}
		b.Apply(c, at(v))
	}
	p := at("B14")
	if l := b.Liberties(p); l.Count() != 3 || !l.Has(at("B11")) || !dead.Has(at("C13")) {
		t.Fatalf("B14's liberties %v, C13 dead %v: not the position described", vertices(g, &l), dead.Has(at("C13")))
	}
	if q := raceThreat(g, &b, &dead, geom.White, p); q != at("B11") {
		t.Errorf("threat at %s, want B11", g.Vertex(q))
	}
}

// saveAndRace is GNU Go's play-out of a corpus record (139 of a set of
// 239; komi 7.5, GNU Go's count W+2.5) thirteen moves before its end,
// after White's A1 (a dame) put Black's A2-B2 in atari. Black's C5-B4
// has three liberties, A5, B3 and B6, beside White's dead A4. GNU Go's
// Black answers A5, which saves A2-B2 (White's A3 would be taken at B3)
// and takes a liberty from A4.
var saveAndRace = []string{
	". . . . O X X . . . X . X . X . . . .", // 19
	". . . . O O X . . X . X O X X . . . .", // 18
	". . . . O X X . . . X O O O X . O X .", // 17
	". O . O . O X . X O X X O O X X . X .", // 16
	". O X O O O . X O X X X O . O . X . X", // 15
	"O O O X X O O X O O . X O O O X X . X", // 14
	"O X X X X O X . . O . X X O . O O X X", // 13
	"X O . . . X X X O O O O O O . X O X O", // 12
	"X X X . . . O X O X O O . O O O O O O", // 11
	"X X O X X X X . X X X X O O X . . O .", // 10
	". O O O X O X O . X X X X X X X X X X", // 9
	"O O O O X O O X X X X O O X X O X O X", // 8
	"X X O . O O X X X O O X O O O O O O O", // 7
	". . X O O O X O O . O X X X X . O . .", // 6
	". X X O . . O . O O O X . X O O . . .", // 5
	"O X X O . . . O . O X . X . X O O . .", // 4
	". . X O . X . O O X . X . X X X O . .", // 3
	"X X O O . . . . O X X . . . X O O . .", // 2
	"O O O . . . . O X X . . . X O O . . .", // 1
}

// TestRaceSafeSave: saveAndRace, turned each of the eight ways, after
// Black's B6, A9 and G15 and White's D7 and Q15 (a filling of ours). The
// reading still finds A2-B2 capturable. In two of the turns the first
// save found is B3, which joins it to C5-B4 with three liberties that
// White's A5 would leave in a race with A4 lost: a second move. Black's
// move must be A5, GNU Go's answer, which saves and settles the race at
// once: GNU Go, playing on from this position after a White pass, counts
// W+2.5 after Black's A5 and W+34.5 after his B3 (White's A5 wins the
// race). Dead stones are GNU Go's.
func TestRaceSafeSave(t *testing.T) {
	moves := []string{"B B6", "B A9", "B G15", "W D7", "W Q15"}
	deadV := []string{"A4", "B12", "C15", "F3", "G11", "H9", "K16", "Q12", "R17"}
	for s := 0; s < geom.Symmetries; s++ {
		f := newTurnedFill(t, saveAndRace, s, moves, deadV)
		q, _, saved := dameMove(f.g, &f.b, &f.dead, &f.o, geom.Black, fillRules{})
		if !saved || q != f.turn("A5") {
			t.Errorf("turn %d: Black's move %s (a save: %v), want %s", s, f.g.Vertex(q), saved, f.g.Vertex(f.turn("A5")))
		}
	}
}

// turnedFill is a position for one move of the dame filling: a diagram
// turned by a symmetry with moves played on it, the dead stones, and the
// owners of the board without them.
type turnedFill struct {
	g    *geom.Geometry
	b    engine.Board
	dead geom.Bitboard
	o    owners
	turn func(v string) geom.Point // a vertex of the unturned diagram, turned
}

// newTurnedFill sets up rows turned by symmetry s, plays moves ("B B6",
// vertices of the unturned diagram) and takes the stones at deadV as dead.
func newTurnedFill(t *testing.T, rows []string, s int, moves, deadV []string) turnedFill {
	t.Helper()
	bg := diagram(t, "chinese", 7.5, rows...).Geometry()
	gm := diagram(t, "chinese", 7.5, turnRows(rows, s)...)
	f := turnedFill{g: gm.Geometry(), b: *gm.Board()}
	f.turn = func(v string) geom.Point {
		p, err := bg.ParseVertex(v)
		if err != nil {
			t.Fatal(err)
		}
		return bg.Turn(p, s)
	}
	for _, m := range moves {
		c := geom.Black
		if m[0] == 'W' {
			c = geom.White
		}
		if r := f.b.Play(c, f.turn(m[2:]), false); r != engine.Legal {
			t.Fatalf("turn %d: %s: %v", s, m, r)
		}
	}
	for _, v := range deadV {
		f.dead.Set(f.turn(v))
	}
	clean := f.b
	for _, q := range f.dead.Points(nil) {
		clean.Setup(geom.Empty, q)
	}
	black, white := clean.Stones(geom.Black), clean.Stones(geom.White)
	f.o = newOwners(f.g, &black, &white)
	return f
}

// TestRaceReduce: eyeStoneSeki after Black's N6, White's L5 and Black's
// D3 (the game's moves), White to move, turned each of the eight ways.
// White's group has two liberties, B7 (Black's A7 in atari) and D7, and
// Black's chain beside it three, A10 (an eye), C11 and D7. White's
// filling must answer at C11, GNU Go's move, which makes the seki. GNU
// Go, playing on from here after White's C11, counts B+6.5; after White's
// B7, which takes A7 but leaves Black's D7 to put the group in atari with
// the chain still holding A10 and C11, it plays D7 and counts B+35.5. The dead stones are GNU Go's, with and without A7 (in atari, in
// seki to GNU Go, dead to the count).
func TestRaceReduce(t *testing.T) {
	moves := []string{"B N6", "W L5", "B D3"}
	deadV := []string{"D18", "E18", "F18", "G18", "E17", "R18", "L17", "L16", "K15", "K13", "N10", "R8", "S8", "Q5", "Q4", "F2"}
	for s := 0; s < geom.Symmetries; s++ {
		for _, withA7 := range []bool{false, true} {
			dv := deadV
			if withA7 {
				dv = append(slices.Clone(deadV), "A7")
			}
			f := newTurnedFill(t, eyeStoneSeki, s, moves, dv)
			q, _, saved := dameMove(f.g, &f.b, &f.dead, &f.o, geom.White, fillRules{})
			if !saved || q != f.turn("C11") {
				t.Errorf("turn %d, A7 dead %v: White's move %s (a save: %v), want %s", s, withA7, f.g.Vertex(q), saved, f.g.Vertex(f.turn("C11")))
			}
		}
	}
}

// cornerRaceSeki is the position where GNU Go 3.8 stopped playing on from a late
// corpus resignation (3394b415e9939d27, the game and GNU Go's moves to
// here; Black to move; dead: White's S2, J1-K1-L1, J17 and Black's A4, as
// GNU Go's final_status_list dead gives them). Black's corner Q2-R1-R4-S5
// holds White's dead S2 with the liberties S1, S3 and T3; White's T5
// beside it is a ko stone that Black could take at T6 for a liberty:
// White's last move there took Black's T6 (so the diagram has T6 Black
// and T5 empty, and the test plays White's T5), and Black may not retake
// at once.
var cornerRaceSeki = []string{
	". . . . X O . . . O O X . . . . . . .", // 19
	". . . . X O O . . O X X X . . . . . .", // 18
	". . . . X X O . X O O X . X . . X . .", // 17
	"X X X X X O O O O O O O X X . X . X .", // 16
	"O O X O O O O X X X X O O X X . X . X", // 15
	"O X X X O X X X X O X X X O X X . . X", // 14
	"O O X X O . X O X O X . X O O O X X X", // 13
	"O . O O O O X O O O X X X O O . O X O", // 12
	"O O O O X O X X O . O O O O X O . O O", // 11
	"X X O X X X X O O O X X O X X O O . .", // 10
	"X . X X X X X X O . O X X X X O . O .", // 9
	"X X X O O O X X O . O O X X O O . O .", // 8
	"O X X X O O O O . O . . O X . O . . O", // 7
	"O O X O O X O O . O O . O X X O . O X", // 6
	". O X X X X X O O . O . O O X O O X .", // 5
	"X O X O O O X O X O O O X X X O X X X", // 4
	"O . O O X X X X X X X X X O O O X . .", // 3
	". O . O O O O X . X . X O O O X X O X", // 2
	"O . O . O X X X O O O X X O O O X . .", // 1
}

// TestRaceSekiTeire: once White's T6 has connected the ko stone T5 in
// cornerRaceSeki, White's S1 would join the dead S2 into a chain with the
// liberties T1 and S3 that Black cannot take (his S3 leaves the corner in
// atari at T3, his T1 is taken at T3), and Black's best, T3, keeps the
// corner only in a seki that gives up its points (deadLiveOn): a race
// threat, which Black answers at S1 first. Before T6 there is none: Black
// answers S1 by taking the ko stone at T6. GNU Go 3.8 agrees, on the
// position written by TestProPlayoutCuts -pro.sgf DIR
// (DIR/cut/3394b415e9939d27.sgf):
//
//	gnugo --mode gtp --chinese-rules --level 10 --komi 7.5
//	loadsgf DIR/cut/3394b415e9939d27.sgf
//	play b F13; play w T6; play b P7; genmove w
//
// answers S1, and after Black's pass counts W+26.5 with the corner dead;
// from the position itself (Black to move) it plays S1, T6, F13, P7 and
// counts W+0.5. By hand: F13 and P7 are the two dame left, and the teire
// T6 and S1 cost a move each, so each side fills one (Black F13, White
// T6, Black S1, White P7): the count with the dame split, W+0.5. Black
// taking both dame (no S1) counted B+1.5.
func TestRaceSekiTeire(t *testing.T) {
	gm := diagram(t, "chinese", 7.5, cornerRaceSeki...)
	g := gm.Geometry()
	at := vertexAt(t, g)
	var dead geom.Bitboard
	for _, v := range []string{"S2", "J1", "K1", "L1", "J17", "A4"} {
		dead.Set(at(v))
	}
	gm.SetToMove(geom.White)
	if r := gm.Play(geom.White, at("T5")); r != engine.Legal {
		t.Fatalf("White's T5: %v", r)
	}
	b := *gm.Board()
	if q := raceThreat(g, &b, &dead, geom.White, at("Q2")); q != geom.Pass {
		t.Errorf("before T6: race threat at %s, want none (Black takes T5 at T6)", g.Vertex(q))
	}
	b.Apply(geom.White, at("T6"))
	if q := raceThreat(g, &b, &dead, geom.White, at("Q2")); q != at("S1") {
		t.Errorf("after T6: race threat at %s, want S1", g.Vertex(q))
	}
	res, _, err := EstimateScore(context.Background(), gm, Options{Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	if res.Margin != -0.5 {
		t.Errorf("count %s, want W+0.5", res)
	}
}

// edgeRaceFour is a professional game's position (ff2d018b334a9aa0 in
// TestProPlayoutCuts, written by -pro.sgf DIR to DIR/cut/), White to move.
var edgeRaceFour = []string{
	". . . . . . . . . . . O . . . . . . .", // 19
	". . X . . O . O O . O X O O O . O . O", // 18
	". O X . O . O X X O O X X X X O O O X", // 17
	". O X O O O X X . X X X . . . X X X X", // 16
	". O X O X O X X . X . O . X O X O O O", // 15
	"O O O X X X . . X X . . O X X X O . O", // 14
	"O X X . . . . O X . O O X . X O . X O", // 13
	"X X . X X X O X X X O X X X O . O O X", // 12
	"X O X X O X O X X O X X O X O O X X .", // 11
	"X O X O O X X O O O O O O X O O X . X", // 10
	"O O O O O O O O X . X . . X X O X X .", // 9
	"O X O O O X X X X . X O O O . O O X .", // 8
	"X X X X X X O . . O X X X O O O X X X", // 7
	". . X O O X O O O O X X O . . O X O X", // 6
	". . X . . . O X X O . O O O O . O O X", // 5
	". . X O O O O X O O O O X X O . O . O", // 4
	". X X X O X X X X O X X X O O . O . .", // 3
	". O X O X . . X . X X . X X X O . O .", // 2
	". . . . . . . . . . . . X O O O O . .", // 1
}

// TestRaceTeireFour: in edgeRaceFour White's A13-A14-C14-B17 chain has four
// liberties, A15, A16, A17 and B18, beside Black's dead C15-C18 (liberties
// B18, C19, D18, D17). Black's B18 gives the dead stones five (A18, B19,
// C19, D18, D17) against White's three inside A15-A17: White's chain dies
// (after White's A18, Black's A16 and A17 take it, as GNU Go plays), so
// White plays B18 before the count (a teire). GNU Go 3.8 reads it so:
//
//	gnugo --mode gtp --chinese-rules --level 10
//	loadsgf DIR/cut/ff2d018b334a9aa0.sgf; play w D5; genmove b
//
// answers B18 (White left it open) and, after Black's pass, final_score
// B+39.5 with A13-B17 in final_status_list dead. From the position itself
// GNU Go's play-out in TestProPlayoutCuts (which writes the cut position)
// counts B+3.5, where we counted B+1.5: White's teire at B18 takes no
// point, and the dame it costs goes to Black, a swing of two.
func TestRaceTeireFour(t *testing.T) {
	gm := diagram(t, "chinese", 7.5, edgeRaceFour...)
	g := gm.Geometry()
	at := vertexAt(t, g)
	var dead geom.Bitboard
	for _, v := range []string{"C18", "C17", "C16", "C15", "M15", "P15", "N14", "H13", "L13", "M13", "L12", "S13", "G12", "G11", "B2", "D2"} {
		dead.Set(at(v))
	}
	b := *gm.Board()
	if q := raceThreat(g, &b, &dead, geom.Black, at("A13")); q != at("B18") {
		t.Errorf("race threat at %s, want B18", g.Vertex(q))
	}
	gm.SetToMove(geom.White)
	res, _, err := EstimateScore(context.Background(), gm, Options{Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	if res.Margin != 3.5 {
		t.Errorf("count %s, want B+3.5", res)
	}
}
