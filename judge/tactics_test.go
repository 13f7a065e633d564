package judge

import (
	"testing"
)

// TestCapturable reads small positions whose answers are plain by hand.
func TestCapturable(t *testing.T) {
	cases := []struct {
		name    string
		rows    []string
		chain   string
		capture bool
		defence string // the saving move, "" when capture is false or none exists
	}{
		{
			// D4 is in atari; extending at D5 gives three liberties.
			name: "atari, escape by extending",
			rows: []string{
				". . . . . . .",
				". . . . . . .",
				". . . . . . .",
				". . O X O . .",
				". . . O . . .",
				". . . . . . .",
				". . . . . . .",
			},
			chain: "D4", capture: true, defence: "D5",
		},
		{
			// Two liberties, and either atari is answered by an
			// extension to three.
			name: "two liberties in the open",
			rows: []string{
				". . . . . . .",
				". . . . . . .",
				". . . . . . .",
				". . O X . . .",
				". . . O . . .",
				". . . . . . .",
				". . . . . . .",
			},
			chain: "D4", capture: false,
		},
		{
			// B1-C1 under a white wall: White D1 leaves A1, where
			// Black's move would be suicide, and neither liberty saves
			// it (D1 leaves A1 and E1, and White E1 again).
			name: "first line under a wall",
			rows: []string{
				". . . . .",
				". . . . .",
				". . . . .",
				"O O O O .",
				". X X . .",
			},
			chain: "B1", capture: true, defence: "pass",
		},
		{
			// C3 in atari next to a white stone in atari: extending
			// at B3 gives three liberties (capturing D3 at E3 would
			// save it too, with two).
			name: "atari next to an opponent chain in atari",
			rows: []string{
				". . . . . . .",
				". . . . . . .",
				". . . . . . .",
				". . O X . . .",
				". . X O . . .",
				". . O X . . .",
				". . . . . . .",
			},
			chain: "C3", capture: true, defence: "B3",
		},
		{
			// D4 in atari; Black D3 takes it, but D3-D2 are then in
			// atari and White takes both back at D4: a snapback, not
			// a capture.
			name: "snapback",
			rows: []string{
				". . . . . . .",
				". . . . . . .",
				". . . X . . .",
				". . X O X . .",
				". . O . O . .",
				". . O X O . .",
				". . . O . . .",
			},
			chain: "D4", capture: false,
		},
		{
			// The same without D2: Black D3 takes D4 and keeps two
			// liberties; White saves D4 by connecting at D3.
			name: "capture, no snapback",
			rows: []string{
				". . . . . . .",
				". . . . . . .",
				". . . X . . .",
				". . X O X . .",
				". . O . O . .",
				". . O . O . .",
				". . . O . . .",
			},
			chain: "D4", capture: true, defence: "D3",
		},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			gm := diagram(t, "chinese", 7.5, tc.rows...)
			g := gm.Geometry()
			p, err := g.ParseVertex(tc.chain)
			if err != nil {
				t.Fatal(err)
			}
			if got := capturable(g, gm.Board(), p); got != tc.capture {
				t.Fatalf("capturable(%s) = %v, want %v", tc.chain, got, tc.capture)
			}
			if tc.defence == "" {
				return
			}
			q := defence(g, gm.Board(), p)
			if got := g.Vertex(q); got != tc.defence {
				t.Fatalf("defence(%s) = %s, want %s", tc.chain, got, tc.defence)
			}
			if tc.defence == "pass" {
				return
			}
			after := *gm.Board()
			after.Apply(gm.Board().At(p), q)
			if capturable(g, &after, p) {
				t.Errorf("after %s, %s is still capturable", tc.defence, tc.chain)
			}
		})
	}
}
