package record

import (
	"slices"
	"strconv"

	"github.com/gtp-referee/gtp-referee/engine"
	"github.com/gtp-referee/gtp-referee/geom"
	"github.com/gtp-referee/gtp-referee/sgf"
)

// ToSGF writes the moves and setup stones of gm as a new SGF game tree and
// returns its root, with SZ, KM, RU (the preset's name) and HA when there is
// a handicap. Setup stones before the first move go into the root; later
// ones into a node of their own. When the record ends on setup stones, or
// has none and its first player is not the one Replay assumes, PL says who
// is to move. The last node is returned too, so a caller
// can add to it.
func ToSGF(gm *engine.Game) (root, last *sgf.Node, err error) {
	g := gm.Geometry()
	root, err = sgf.NewGame(g.W, g.H)
	if err != nil {
		return nil, nil, err
	}
	set := func(n *sgf.Node, id string, v ...string) {
		if err == nil {
			err = n.SetProperty(id, v...)
		}
	}
	set(root, "KM", sgf.FormatKomi(gm.Komi()))
	set(root, "RU", gm.Rules().SGFName())
	if gm.Handicap() >= 2 {
		set(root, "HA", strconv.Itoa(gm.Handicap()))
	}
	pt := func(p geom.Point) string {
		x, y := g.XY(p)
		s, _ := sgf.PointString(sgf.Point{X: x, Y: g.H - 1 - y})
		return s
	}
	last = root
	setup := map[string][]string{}
	var order []string
	flush := func() {
		order = slices.DeleteFunc(order, func(id string) bool { return len(setup[id]) == 0 })
		if len(order) == 0 {
			setup = map[string][]string{}
			return
		}
		n := last
		if n != root || len(root.Children) > 0 {
			n = last.AddChild()
			last = n
		}
		for _, id := range order {
			set(n, id, setup[id]...)
		}
		setup = map[string][]string{}
		order = nil
	}
	for _, m := range gm.Moves() {
		if m.Setup {
			id := map[geom.Colour]string{geom.Black: "AB", geom.White: "AW", geom.Empty: "AE"}[m.Colour]
			if _, ok := setup[id]; !ok {
				order = append(order, id)
			}
			// A point set again in the same node keeps its last setting
			// only: FF[4] allows one setup property per point and node,
			// and readers apply AE, AB and AW in no order of ours.
			v := pt(m.Point)
			for k, list := range setup {
				setup[k] = slices.DeleteFunc(list, func(s string) bool { return s == v })
			}
			setup[id] = append(setup[id], v)
			continue
		}
		flush()
		sm := sgf.Move{Colour: sgf.Black, Pass: m.Point == geom.Pass}
		if m.Colour == geom.White {
			sm.Colour = sgf.White
		}
		if !sm.Pass {
			x, y := g.XY(m.Point)
			sm.X, sm.Y = x, g.H-1-y
		}
		if last, err = last.AddMove(sm); err != nil {
			return nil, nil, err
		}
	}
	flush()
	// Who is to move where no move says it (FF[4] PL): after setup stones
	// that end the record, on an empty record with White to move, and
	// after a last move whose player is to move again (the side to move
	// set by hand, gogui-setup_player), in a node of its own: PL may not
	// stand beside a move. An empty record's first player is Black, or
	// White with HA (Replay): PL[W] beside HA without stones would say
	// White moves first on an empty board, which assumes the fixed
	// handicap stones (GNU Go 3.8's loadsgf places them too).
	moves := gm.Moves()
	pl := map[geom.Colour]string{geom.Black: "B", geom.White: "W"}[gm.ToMove()]
	first := geom.Black
	if gm.Handicap() >= 2 {
		first = geom.White
	}
	switch n := len(moves); {
	case (n > 0 && moves[n-1].Setup) || (n == 0 && gm.ToMove() != first):
		set(last, "PL", pl)
	case n > 0 && gm.ToMove() == moves[n-1].Colour:
		last = last.AddChild()
		set(last, "PL", pl)
	}
	return root, last, err
}
