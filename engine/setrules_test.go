package engine

import (
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/gtp-referee/gtp-referee/geom"
	"github.com/gtp-referee/gtp-referee/rules"
)

// TestSetRulesKeepsTurn: changing the rules in the middle of a game
// (kgs-rules, kata-set-rules) keeps the colour to move that
// gogui-setup_player (SetToMove) declared. After B D4 and Black declared
// to move again, Black is to move under any preset the game switches to;
// on an empty board with White declared to move, White is. SetRules used
// to replay the moves alone, which gave White the move after B D4 and
// Black on the empty board.
func TestSetRulesKeepsTurn(t *testing.T) {
	g := geom.MustGet(9, 9)
	for _, from := range rules.Names() {
		for _, to := range rules.Names() {
			gm := NewGame(g, rules.MustLookup(from))
			gm.SetToMove(geom.White)
			gm.SetRules(rules.MustLookup(to))
			if gm.ToMove() != geom.White {
				t.Errorf("%s to %s, empty board, White declared: %s to move", from, to, gm.ToMove())
			}
			playAll(t, gm, rtMoves(t, g, "B D4"))
			gm.SetToMove(geom.Black)
			gm.SetRules(rules.MustLookup(to))
			if gm.ToMove() != geom.Black {
				t.Errorf("%s to %s, after B D4, Black declared: %s to move", from, to, gm.ToMove())
			}
		}
	}
}

// TestSetRulesAsIfFromStart: a game switched to a preset by SetRules is the
// game that the same calls (moves and passes, in turn or not, setup stones,
// SetToMove) make under that preset from the start: the same colour to
// move, end of play, no-result cycle, legal points for both colours and
// history keys (situational superko and the simple-ko cycle tell positions
// apart by the colour to move, which SetToMove and moves out of turn set),
// on random sequences on small boards, where repetitions are frequent,
// for every pair of presets.
func TestSetRulesAsIfFromStart(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	names := rules.Names()
	for it := 0; it < 3000; it++ {
		g := geom.MustGet(2+it%4, 2+it%4)
		from, to := rules.MustLookup(names[rng.IntN(len(names))]), rules.MustLookup(names[rng.IntN(len(names))])
		a, b := NewGame(g, from), NewGame(g, to)
		var calls []string
		for k, n := 0, rng.IntN(40); k < n; k++ {
			switch r := rng.IntN(20); {
			case r == 0:
				c := geom.Colour(1 + rng.IntN(2))
				a.SetToMove(c)
				b.SetToMove(c)
				calls = append(calls, c.String()+" to move")
			case r == 1 && k < 3:
				c := geom.Colour(1 + rng.IntN(2))
				if q := g.Points[rng.IntN(len(g.Points))]; a.Board().At(q) == geom.Empty {
					a.Setup(c, q)
					b.Setup(c, q)
					calls = append(calls, "setup "+c.String()+" "+g.Vertex(q))
				}
			default:
				c := a.ToMove()
				if rng.IntN(6) == 0 {
					c = c.Opp()
				}
				q := geom.Pass
				if legal := a.LegalMoves(nil, c); len(legal) > 0 && rng.IntN(8) != 0 {
					q = legal[rng.IntN(len(legal))]
				}
				if a.Check(c, q) == Legal && b.Check(c, q) == Legal {
					a.Play(c, q)
					b.Play(c, q)
					calls = append(calls, c.String()+" "+g.Vertex(q))
				}
			}
		}
		a.SetRules(to)
		var diff []string
		if a.ToMove() != b.ToMove() {
			diff = append(diff, "to move "+a.ToMove().String()+", want "+b.ToMove().String())
		}
		if a.Over() != b.Over() || a.NoResult() != b.NoResult() || a.CycleMove() != b.CycleMove() {
			diff = append(diff, "end of play")
		}
		for _, c := range []geom.Colour{geom.Black, geom.White} {
			if !slices.Equal(a.LegalMoves(nil, c), b.LegalMoves(nil, c)) {
				diff = append(diff, c.String()+"'s legal points")
			}
		}
		if a.hist.Len() != b.hist.Len() {
			diff = append(diff, "history length")
		} else {
			for i := 0; i < a.hist.Len(); i++ {
				if a.hist.At(i) != b.hist.At(i) {
					diff = append(diff, "history keys")
					break
				}
			}
		}
		if len(diff) > 0 {
			t.Fatalf("%s to %s on %dx%d after %s: %s", from.Name, to.Name, g.W, g.H, strings.Join(calls, ", "), strings.Join(diff, "; "))
		}
	}
}

// TestUndoKeepsTurn: undo brings back the colour to move that the
// position had. After B D4 with Black declared to move again
// (gogui-setup_player), B E5 then undo leave Black to move; after a set-up
// position with White declared to move (a handicap), W C3 then undo leave
// White to move. Undo used to give the move to the opponent of the last
// mover (White after B D4), and Black before any move.
func TestUndoKeepsTurn(t *testing.T) {
	g := geom.MustGet(9, 9)
	for _, name := range rules.Names() {
		gm := NewGame(g, rules.MustLookup(name))
		playAll(t, gm, rtMoves(t, g, "B D4"))
		gm.SetToMove(geom.Black)
		playAll(t, gm, rtMoves(t, g, "B E5"))
		gm.Undo()
		if gm.ToMove() != geom.Black {
			t.Errorf("%s: B D4, Black declared, B E5, undo: %s to move", name, gm.ToMove())
		}
		gm.Reset(g)
		gm.Setup(geom.Black, mustPt(t, g, "G7"))
		gm.Setup(geom.Black, mustPt(t, g, "C3"))
		gm.SetToMove(geom.White)
		playAll(t, gm, rtMoves(t, g, "W C7"))
		gm.Undo()
		if gm.ToMove() != geom.White {
			t.Errorf("%s: handicap, White declared, W C7, undo: %s to move", name, gm.ToMove())
		}
	}
}

// gameState is what a game tells about its position and history.
type gameState struct {
	toMove           geom.Colour
	passes, cycle    int
	over, noResult   bool
	hash             uint64
	keys             []uint64
	legalB, legalW   []geom.Point
	handicap, nMoves int
}

func stateOf(gm *Game) gameState {
	s := gameState{toMove: gm.ToMove(), passes: gm.Passes(), cycle: gm.CycleMove(), over: gm.Over(), noResult: gm.NoResult(),
		hash: gm.Board().Hash(), legalB: gm.LegalMoves(nil, geom.Black), legalW: gm.LegalMoves(nil, geom.White),
		handicap: gm.Handicap(), nMoves: len(gm.Moves())}
	for i := 0; i < gm.hist.Len(); i++ {
		s.keys = append(s.keys, gm.hist.At(i))
	}
	return s
}

func (s gameState) equal(o gameState) bool {
	return s.toMove == o.toMove && s.passes == o.passes && s.cycle == o.cycle && s.over == o.over &&
		s.noResult == o.noResult && s.hash == o.hash && slices.Equal(s.keys, o.keys) &&
		slices.Equal(s.legalB, o.legalB) && slices.Equal(s.legalW, o.legalW) && s.handicap == o.handicap && s.nMoves == o.nMoves
}

// TestUndoUndoes: a move, a pass or a setup stone followed by Undo leaves
// the game as it was: colour to move, passes, end of play, position and
// history keys, legal points. Random sequences of moves in and out of
// turn, setup stones and SetToMove on small boards under every preset,
// with a move tried and undone at each step. In particular the first move
// from a set-up position, which re-keys that position with the mover's
// colour (under situational superko and for the simple-ko cycle), is
// undone with its re-key: a White move tried and taken back where Black
// was declared to move (an analysis of White's moves) left the position
// keyed and to move for White.
func TestUndoUndoes(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 6))
	names := rules.Names()
	for it := 0; it < 1500; it++ {
		g := geom.MustGet(2+it%4, 2+it%4)
		p := rules.MustLookup(names[it%len(names)])
		gm := NewGame(g, p)
		var calls []string
		for k, n := 0, rng.IntN(30); k < n; k++ {
			// Try a step and take it back.
			before := stateOf(gm)
			c := geom.Colour(1 + rng.IntN(2))
			q := geom.Pass
			if legal := gm.LegalMoves(nil, c); len(legal) > 0 && rng.IntN(6) != 0 {
				q = legal[rng.IntN(len(legal))]
			}
			tried := c.String() + " " + g.Vertex(q)
			if q != geom.Pass && rng.IntN(8) == 0 {
				gm.Setup(c, q)
				tried = "setup " + tried
			} else if gm.Play(c, q) != Legal {
				t.Fatalf("%s: %s illegal", p.Name, tried)
			}
			gm.Undo()
			if after := stateOf(gm); !after.equal(before) {
				t.Fatalf("%s on %dx%d after %s: %s then undo changed the game\nbefore %+v\nafter  %+v",
					p.Name, g.W, g.H, strings.Join(calls, ", "), tried, before, after)
			}
			// Then a step that stays.
			switch r := rng.IntN(12); {
			case r == 0:
				gm.SetToMove(c)
				calls = append(calls, c.String()+" to move")
			case r == 1 && k < 3:
				if q != geom.Pass {
					gm.Setup(c, q)
					calls = append(calls, "setup "+c.String()+" "+g.Vertex(q))
				}
			default:
				gm.Play(c, q)
				calls = append(calls, c.String()+" "+g.Vertex(q))
			}
		}
	}
}
