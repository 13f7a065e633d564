package engine

import (
	"testing"

	"github.com/gtp-referee/gtp-referee/geom"
	"github.com/gtp-referee/gtp-referee/rules"
)

// TestSetupStartIsNoPosition: a game that begins with setup stones (a
// handicap, an SGF root's AB/AW, gogui-setup on a cleared board) begins
// at the set-up position; the empty board under the stones was never a
// position of that game, so superko must not forbid a move that makes it
// (RULES.md section 3: "any earlier board position of the game"). It was
// kept in the history, as the position before the first setup stone.
//
// Derived by hand, 2x2 board, Black stones A1 and B2 set up, White to
// move: W pass; B A2 (the black chain A1 A2 B2 has one liberty, B1); W B1
// takes the three; B pass; W A1; B pass; W A2 (the white chain's last
// liberty is B2); B pass; W B2 fills the board: a white chain of four
// without a liberty that captures nothing, a multi-stone suicide, legal
// under tromp-taylor and new-zealand (RULES.md section 5). It leaves the
// empty board, with Black to move, which no earlier position was.
func TestSetupStartIsNoPosition(t *testing.T) {
	g := geom.MustGet(2, 2)
	for _, name := range []string{"tromp-taylor", "new-zealand"} {
		gm := NewGame(g, rules.MustLookup(name))
		gm.Setup(geom.Black, mustPt(t, g, "A1"))
		gm.Setup(geom.Black, mustPt(t, g, "B2"))
		gm.SetToMove(geom.White)
		playAll(t, gm, rtMoves(t, g, "W pass, B A2, W B1, B pass, W A1, B pass, W A2, B pass"))
		wantReason(t, gm, geom.White, "B2", Legal)
		if gm.Play(geom.White, mustPt(t, g, "B2")) != Legal || gm.Board().EmptyCount() != 4 {
			t.Errorf("%s: W B2 did not leave the empty board\n%s", name, gm.Board())
		}
		// Undoing the setup stones gives back the empty start, a
		// position of a game that has not begun with setup.
		for len(gm.Moves()) > 0 {
			gm.Undo()
		}
		if top, _ := gm.hist.Top(); gm.hist.Len() != 1 || top != gm.key(0, gm.ToMove()) {
			t.Errorf("%s: after undoing everything the history is not the empty start", name)
		}
	}
}
