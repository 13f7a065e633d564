package judge

import (
	"context"
	"testing"
)

// TestSekiLostToCapture is the dame cut of the play-out of corpus record
// 0f4348955212e2ce (TestProPlayoutCuts; White to move there), as setup stones
// (Black to move here: the corner dies whoever moves).
// Black's top-right chain (P17 Q16-Q19 R18 S18 T17-T19) has P19 and S19 for
// liberties and White's R19 in atari at S19; White's O19 chain (M13-M16
// N14 N16 N18 O15-O19 P16 P18) has P19 and its eye N15. Taken alone it
// is a seki: after B S19 takes R19, whoever fills P19 is captured first.
// But White's O19 chain also shuts in Black's dead centre chain (K17-N17
// K18 M18 M19 N19 L13-L16; K19 and L19 for liberties, White's L18 in
// atari at L19): White takes it (J19, K19, L18 after B L19 takes L18),
// and Black cannot stop him, for N15 is an eye and P19 his own atari.
// The O19 chain then fills P19 with liberties to spare and Black's chain,
// left with the one eye R19-S19, dies. The playouts never take the centre
// chain (J19 touches no black stone), so they call the corner a seki; the
// local reading kills the centre chain after them. GNU Go 3.8 agrees:
// `gnugo --mode gtp --chinese-rules` with `loadsgf` of this position
// (AB/AW, komi 7.5) then `final_score` gives W+10.5 and `final_status_list
// dead` lists Q19 T19 Q18 R18 S18 T18 P17 Q17 T17 Q16 (with the centre
// chain); at --level 10, on the record's position with Black to move,
// `owl_attack Q18` answers 1 K19 and `owl_defend Q18` 0.
func TestSekiLostToCapture(t *testing.T) {
	rows := []string{
		". . . X . . O O . . . X X O . X O . X",
		". X X O O X O . O X O X O O O X X X X",
		". O X O . O O . O X X X X O X X O O X",
		"X O O . . O O O . O X O O O O X O . O",
		"X O . O O . . . O O X O . O X O O O .",
		". O O O X O O . O O X O O X X X O O O",
		"O O X X X O O . O O X O X . X . X X O",
		"O X X O X X O O O . O X X X X X X X O",
		"X X X O O X X O O O O O O O X . . X X",
		"X O O . O O X O O O O O O X X X X X X",
		"X O . . O X X X X X X X O O O X O O O",
		"X O O . O O O O X . X X X O O X O O X",
		"X O O . O . O X O X X . X X O O O X X",
		"X X X O O O X X O . X . X X O X X X .",
		". X X X O X . X O X X . . . X X . X .",
		"X X X O X X X X O . O X X X . . X X .",
		"O X X O O X O O . O O O X . X X O X .",
		"O O O O X X X O . X X O X O . . . . .",
		"O O . O . X O O . . . X X . . . . . .",
	}
	for seed := uint64(1); seed <= 4; seed++ {
		gm := diagram(t, "chinese", 7.5, rows...)
		j, err := Judge(context.Background(), gm, Options{Seed: seed})
		if err != nil {
			t.Fatal(err)
		}
		g := gm.Board().Geometry()
		for _, c := range []struct {
			v  string
			st Status
		}{{"Q18", Dead}, {"T19", Dead}, {"O19", Alive}, {"M18", Dead}} {
			p, _ := g.ParseVertex(c.v)
			if got := j.Status(p); got != c.st {
				t.Errorf("seed %d: %s %v, want %v", seed, c.v, got, c.st)
			}
		}
		if got := Score(gm, j).String(); got != "W+10.5" {
			t.Errorf("seed %d: counted %s, want GNU Go's W+10.5", seed, got)
		}
	}
}

// TestSekiKeptEyeAgainstEye is the end of corpus record 0692c6cda1192cab
// (AlphaGo self-play, B+Resign). White's S10 S9 T9 S8 S7 R6 S6 T6 R5 S5 T5
// T4 and Black's R4 S4 Q3 R3 S3 R2 S2 T2 Q1 R1 share T3; White's eye T8
// holds Black's T7, Black's T1 White's S1. Once those two stones are taken
// each chain has a two-point eye and T3: whoever fills T3 has two
// liberties against the other's two, with the other to move, and loses the
// race. So nobody fills it: a seki, not a corner sekiLost may give away.
// GNU Go 3.8 (`gnugo --mode gtp --chinese-rules`, `loadsgf` the record,
// `final_status_list seki`) lists the White chain and T7; its
// final_score is B+0.5.
func TestSekiKeptEyeAgainstEye(t *testing.T) {
	gm := corpusFinal(t, "0692c6cda1192cab.sgf", "chinese")
	j, err := Judge(context.Background(), gm, Options{Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	g := gm.Board().Geometry()
	for _, v := range []string{"S10", "T4", "R4"} {
		p, _ := g.ParseVertex(v)
		if st := j.Status(p); st == Dead {
			t.Errorf("%s dead; GNU Go has it in seki", v)
		}
	}
}

// TestSekiKeptDeadStoneInEye is GNU Go self-play dame-cut position 256
// (13x13, Black to move). White's E13 G13 H13 D12-G12 G11 H11 J11 G10 E9
// F9 G9 F8 G8 G7 (the eye F13, and F11) and Black's C13 D13 A12 B12 C12
// C11 D11 E11 E10 F10 (A13, beside White's dead B13, and F11) share F11.
// Taking B13 costs Black A13, the liberty it gives back: Black then has the
// eye B13 and F11 against White's F13 and F11, and whoever fills F11 is
// taken first. A seki: GNU Go 3.8 (`gnugo --mode gtp --chinese-rules`,
// `final_status_list seki`) lists both chains and B13, final_score B+30.5.
func TestSekiKeptDeadStoneInEye(t *testing.T) {
	gm := diagram(t, "chinese", 7.5,
		". O X X O . O O X . . . .",
		"X X X O O O O X X X . . .",
		"O O X X X . O O O X . . .",
		". O O O X X O X X . . . .",
		". O X X O O O X O . X . .",
		". O X . X O O X . O . . .",
		". O X X . X O X . . . . .",
		". . O X . X X . . X X . .",
		". X O X X O X X . X O . .",
		". . . O O O O O X X O . .",
		". . . O . . O X . . X . .",
		". O . . . O O X . X . O .",
		". . . . . O X X . . . . .",
	)
	j, err := Judge(context.Background(), gm, Options{Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	g := gm.Board().Geometry()
	for _, v := range []string{"G9", "E11"} {
		p, _ := g.ParseVertex(v)
		if st := j.Status(p); st == Dead {
			t.Errorf("%s dead; GNU Go has it in seki", v)
		}
	}
}
