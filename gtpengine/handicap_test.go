package gtpengine

import (
	"strings"
	"testing"

	"github.com/gtp-referee/gtp-referee/engine"
	"github.com/gtp-referee/gtp-referee/geom"
)

// TestFreePlacement: place_free_handicap gives n distinct points, GTP's
// fixed placement where there is one, and nothing on the first two lines
// of a board of 7x7 or more while the lines inside have room. Before, the
// fifth stone on every even board from 8x8 to 20x20 went to the top edge
// (B10 on 10x10), and the tenth on 19x19 to B18.
func TestFreePlacement(t *testing.T) {
	sizes := [][2]int{{9, 9}, {13, 13}, {19, 19}, {7, 9}, {10, 13}, {25, 25}}
	for n := 7; n <= 20; n++ {
		sizes = append(sizes, [2]int{n, n})
	}
	for _, sz := range sizes {
		g := geom.MustGet(sz[0], sz[1])
		inner := (g.W - 4) * (g.H - 4)
		for n := 2; n <= 40 && n < g.Size(); n++ {
			pts := freePlacement(g, n)
			if len(pts) != n {
				t.Fatalf("%dx%d, %d stones: %d points", g.W, g.H, n, len(pts))
			}
			var seen geom.Bitboard
			edge := 0
			for _, p := range pts {
				if seen.Has(p) {
					t.Fatalf("%dx%d, %d stones: %s twice", g.W, g.H, n, g.Vertex(p))
				}
				seen.Set(p)
				if x, y := g.XY(p); min(x, y, g.W-1-x, g.H-1-y) < 2 {
					edge++
				}
			}
			if want := max(n-inner, 0); edge != want {
				t.Errorf("%dx%d, %d stones: %d on the first two lines, want %d: %v", g.W, g.H, n, edge, want, vertices(g, pts))
			}
			if f, err := engine.FixedHandicap(g, n); err == nil && vertices(g, f) != vertices(g, pts) {
				t.Errorf("%dx%d, %d stones: %v, want the fixed placement %v", g.W, g.H, n, vertices(g, pts), vertices(g, f))
			}
		}
	}
}

func vertices(g *geom.Geometry, pts []geom.Point) string {
	s := ""
	for _, p := range pts {
		s += " " + g.Vertex(p)
	}
	return s
}

// TestHandicapAfterPass: a handicap placed on an empty board after passes
// starts the game there, as GNU Go 3.8 does: after "play b pass" (or
// white's, or both) then fixed_handicap 2, place_free_handicap 2 or
// set_free_handicap, GNU Go's move_history is empty, undo answers "cannot
// undo" and printsgf holds the handicap stones and no move. White moves
// next (the GTP specification: handicap stones are setup, not in the
// move history). The pass used to stay in the history: move_history
// listed it, and printsgf wrote B[] (two passes: a finished game) before
// the handicap stones.
func TestHandicapAfterPass(t *testing.T) {
	for _, passes := range [][]string{{"play b pass"}, {"play w pass"}, {"play b pass", "play w pass"}} {
		for _, hc := range []string{"fixed_handicap 2", "place_free_handicap 2", "set_free_handicap D4 Q16"} {
			s := startSession(t, Options{})
			s.ask(t, "boardsize 19")
			s.ask(t, "clear_board")
			for _, p := range passes {
				s.ask(t, p)
			}
			s.ask(t, hc)
			name := strings.Join(passes, ", ") + ", " + hc
			if got := s.ask(t, "move_history"); got != "" {
				t.Errorf("%s: move_history %q, want empty", name, got)
			}
			if got := s.ask(t, "gogui-rules_side_to_move"); got != "white" {
				t.Errorf("%s: side to move %q, want white", name, got)
			}
			sgf := s.ask(t, "printsgf")
			if strings.Contains(sgf, ";B[") || strings.Contains(sgf, ";W[") {
				t.Errorf("%s: printsgf has a move: %s", name, sgf)
			}
			if !strings.Contains(sgf, "AB[") || !strings.Contains(sgf, "[dp]") || !strings.Contains(sgf, "[pd]") || !strings.Contains(sgf, "HA[2]") {
				t.Errorf("%s: printsgf lacks the handicap: %s", name, sgf)
			}
			if got := s.ask(t, "get_handicap"); got != "2" {
				t.Errorf("%s: get_handicap %q, want 2", name, got)
			}
			s.send(t, "undo")
			if got := s.next(t); got != "? cannot undo" {
				t.Errorf("%s: undo %q, want \"? cannot undo\"", name, got)
			}
			s.next(t)
		}
	}
}
