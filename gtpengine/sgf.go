package gtpengine

import (
	"context"
	"errors"
	"fmt"
	"os"
	"strings"

	"github.com/gtp-referee/gtp-referee/engine"
	"github.com/gtp-referee/gtp-referee/geom"
	"github.com/gtp-referee/gtp-referee/sgf"
)

// ErrCannotLoad is the failure of loadsgf (the GTP specification's text).
var ErrCannotLoad = errors.New("cannot load file")

// cmdLoadSGF loads the main line of the first game of an SGF file. With a
// move number N it stops before move N is played, as GNU Go does. The
// board size and komi come from the file; the rules stay those in force.
// The answer is the colour to move.
func (e *Engine) cmdLoadSGF(_ context.Context, args []string) (string, error) {
	if len(args) < 1 || len(args) > 2 {
		return "", syntaxf("usage: loadsgf FILE [MOVE_NUMBER]")
	}
	stop := -1
	if len(args) == 2 {
		n, err := parseInt(args[1], "move number")
		if err != nil {
			return "", err
		}
		if n < 1 {
			return "", syntaxf("move number %d must be at least 1", n)
		}
		stop = n - 1
	}
	if e.noFiles {
		return "", fmt.Errorf("%w: file access is disabled", ErrCannotLoad)
	}
	data, err := os.ReadFile(args[0])
	if err != nil {
		return "", fmt.Errorf("%w: %w", ErrCannotLoad, err)
	}
	coll, err := sgf.Parse(data)
	if err != nil {
		return "", fmt.Errorf("%w: %w", ErrCannotLoad, err)
	}
	if len(coll.Games) == 0 {
		return "", fmt.Errorf("%w: no game in the file", ErrCannotLoad)
	}
	root := coll.Games[0]
	w, h, err := root.Size()
	if err != nil {
		return "", fmt.Errorf("%w: %w", ErrCannotLoad, err)
	}
	g, err := geom.Get(w, h)
	if err != nil {
		return "", fmt.Errorf("%w: %w", ErrCannotLoad, err)
	}
	gm := engine.NewGame(g, e.game.Rules())
	gm.SetKomi(e.game.Komi())
	if k, ok := root.Komi(); ok {
		gm.SetKomi(k)
	}
	pt := func(p sgf.Point) geom.Point { return g.Point(p.X, h-1-p.Y) }
	col := func(c sgf.Colour) geom.Colour {
		if c == sgf.White {
			return geom.White
		}
		return geom.Black
	}
	base, baseMove := -1, geom.Black
	moves := 0
	for _, node := range root.MainLineNodes() {
		if moves == stop {
			break
		}
		black, white, empty, toPlay, err := node.Setup(w, h)
		if err != nil {
			return "", fmt.Errorf("%w: %w", ErrCannotLoad, err)
		}
		for _, p := range empty {
			gm.Setup(geom.Empty, pt(p))
		}
		for _, p := range black {
			gm.Setup(geom.Black, pt(p))
		}
		for _, p := range white {
			gm.Setup(geom.White, pt(p))
		}
		if toPlay != sgf.None {
			gm.SetToMove(col(toPlay))
		}
		m, ok, err := node.Move(w, h)
		if err != nil {
			return "", fmt.Errorf("%w: %w", ErrCannotLoad, err)
		}
		if !ok {
			continue
		}
		if base < 0 {
			base, baseMove = len(gm.Moves()), gm.ToMove()
		}
		p := geom.Pass
		if !m.Pass {
			p = pt(sgf.Point{X: m.X, Y: m.Y})
		}
		if r := gm.Play(col(m.Colour), p); r != engine.Legal {
			return "", fmt.Errorf("%w: move %d (%s %s) is illegal: %s", ErrCannotLoad, moves+1, col(m.Colour), g.Vertex(p), r.String())
		}
		moves++
	}
	if base < 0 {
		base, baseMove = len(gm.Moves()), gm.ToMove()
	}
	if n := root.Handicap(); n >= 2 {
		gm.SetHandicap(n)
	}
	e.game = gm
	e.base, e.baseMove = base, baseMove
	e.hasGen = false
	return gm.ToMove().Name(), nil
}

// record returns the game as an SGF collection.
func (e *Engine) record() (*sgf.Collection, error) {
	g := e.game.Geometry()
	root, err := sgf.NewGame(g.W, g.H)
	if err != nil {
		return nil, fmt.Errorf("writing SGF: %w", err)
	}
	props := [][2]string{
		{"AP", Name + ":" + Version},
		{"RU", e.game.Rules().Name},
		{"KM", sgf.FormatKomi(e.game.Komi())},
	}
	if n := e.game.Handicap(); n > 0 {
		props = append(props, [2]string{"HA", fmt.Sprint(n)})
	}
	if e.game.Over() {
		res := e.score().Result()
		if e.game.NoResult() {
			res = "Void"
		}
		props = append(props, [2]string{"RE", res})
	}
	for _, p := range props {
		if err := root.SetProperty(p[0], p[1]); err != nil {
			return nil, fmt.Errorf("writing SGF: %w", err)
		}
	}
	sp := func(p geom.Point) string {
		x, y := g.XY(p)
		s, _ := sgf.PointString(sgf.Point{X: x, Y: g.H - 1 - y})
		return s
	}
	node := root
	var setup map[string][]string // pending setup properties
	flush := func(n *sgf.Node) error {
		for _, id := range []string{"AB", "AW", "AE"} {
			if vs := setup[id]; len(vs) > 0 {
				if err := n.SetProperty(id, vs...); err != nil {
					return fmt.Errorf("writing SGF: %w", err)
				}
			}
		}
		setup = nil
		return nil
	}
	placeSetup := func() error {
		if setup == nil {
			return nil
		}
		target := root
		if node != root {
			// Setup after moves goes on a node of its own.
			target = node.AddChild()
			node = target
		}
		return flush(target)
	}
	for _, m := range e.game.Moves() {
		if m.Setup {
			if setup == nil {
				setup = map[string][]string{}
			}
			id := map[geom.Colour]string{geom.Black: "AB", geom.White: "AW", geom.Empty: "AE"}[m.Colour]
			setup[id] = append(setup[id], sp(m.Point))
			continue
		}
		if err := placeSetup(); err != nil {
			return nil, err
		}
		c := sgf.Black
		if m.Colour == geom.White {
			c = sgf.White
		}
		mv := sgf.Move{Colour: c, Pass: m.Point == geom.Pass}
		if !mv.Pass {
			x, y := g.XY(m.Point)
			mv.X, mv.Y = x, g.H-1-y
		}
		if node, err = node.AddMove(mv); err != nil {
			return nil, fmt.Errorf("writing SGF: %w", err)
		}
	}
	if err := placeSetup(); err != nil {
		return nil, err
	}
	return sgf.NewCollection(root), nil
}

// cmdPrintSGF answers the game as SGF, or writes it to FILE when given.
func (e *Engine) cmdPrintSGF(_ context.Context, args []string) (string, error) {
	if len(args) > 1 {
		return "", syntaxf("usage: printsgf [FILE]")
	}
	coll, err := e.record()
	if err != nil {
		return "", err
	}
	data, err := coll.Marshal()
	if err != nil {
		return "", fmt.Errorf("writing SGF: %w", err)
	}
	if len(args) == 1 {
		if e.noFiles {
			return "", errors.New("cannot write file: file access is disabled")
		}
		if err := os.WriteFile(args[0], data, 0o644); err != nil {
			return "", fmt.Errorf("cannot write file: %w", err)
		}
		return "", nil
	}
	return strings.TrimRight(string(data), "\n"), nil
}
