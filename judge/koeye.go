package judge

import (
	"context"

	"github.com/gtp-referee/gtp-referee/engine"
	"github.com/gtp-referee/gtp-referee/geom"
	"github.com/gtp-referee/gtp-referee/rules"
)

// koEye is an eye point whose owner cannot keep it: one of the owner's
// stones around it is a lone stone in atari whose only liberty is the eye,
// so the opponent plays in the eye, takes the stone and leaves a ko that
// the owner can retake but never end (ending it means filling his own eye).
// The opponent starts the ko when he likes; once the ko threats are gone
// (under area scoring removing them costs nothing) he takes it and connects
// on the captured stone's point, and the eye is gone.
//
// An approach ko eye is the same thing one move removed: a lone opponent
// stone in atari inside the owner's wall, whose capture would leave an eye
// where it stood, but whose liberty (eye here) is such that the capturing
// stone is left with two liberties, the new eye and one more, where the
// opponent can atari it: the capture starts a ko all the same. The
// opponent, who may instead connect his stone out at that liberty, does
// so at the end.
type koEye struct {
	eye, stone geom.Point
	owner      geom.Colour
	approach   bool
	banned     bool // the board's ko ban forbids the opponent's capture now
}

// koEyes lists the ko eyes of position b: empty points whose on-board
// neighbours are all stones of one colour, exactly one of them a single
// stone with no other liberty, every other one a chain with another
// liberty (so that the opponent's stone in the eye captures that one stone
// and is left with one liberty: a ko). An eye where the board's simple-ko
// ban forbids that capture (the last move took the ko) is one too, marked
// banned: the ban holds for one move, during which the owner can connect.
func koEyes(b *engine.Board, suicideLegal bool) []koEye {
	g := b.Geometry()
	var out []koEye
	for _, e := range g.Points {
		if b.At(e) != geom.Empty {
			continue
		}
		var owner geom.Colour
		stone, ataris, others := geom.Point(0), 0, 0
		ok := true
		for _, d := range g.Dirs {
			n := e + d
			c := b.At(n)
			if c == geom.Border {
				continue
			}
			if c == geom.Empty || (owner != 0 && c != owner) {
				ok = false
				break
			}
			owner = c
			if b.InAtari(n) {
				if b.ChainSize(n) == 1 {
					stone = n
				}
				ataris++
			} else {
				others++
			}
		}
		if !ok || owner == 0 || ataris != 1 || stone == 0 || others == 0 {
			continue
		}
		_, r := b.Check(owner.Opp(), e, suicideLegal)
		if r != engine.Legal && r != engine.Ko {
			continue
		}
		out = append(out, koEye{eye: e, stone: stone, owner: owner, banned: r == engine.Ko})
	}
	for _, x := range g.Points {
		if k, ok := approachKoEye(b, x, suicideLegal); ok {
			out = append(out, k)
		}
	}
	return out
}

// approachKoEye reports whether the stone at x is the opponent's stone of
// an approach ko eye (see koEye): a lone stone in atari whose other
// neighbours are all the owner's stones, where the owner's capture at its
// liberty leaves his capturing chain with two liberties, the opponent's
// atari on the one that is not the stone's point being legal and no
// self-atari, and where the opponent's own stone on that liberty
// (connecting out) has two liberties or more.
func approachKoEye(b *engine.Board, x geom.Point, suicideLegal bool) (koEye, bool) {
	g := b.Geometry()
	att := b.At(x)
	if (att != geom.Black && att != geom.White) || b.ChainSize(x) != 1 || !b.InAtari(x) {
		return koEye{}, false
	}
	owner := att.Opp()
	l := b.AtariLiberty(x)
	for _, d := range g.Dirs {
		if n := x + d; n != l && b.At(n) != owner && b.At(n) != geom.Border {
			return koEye{}, false
		}
	}
	// The opponent connects out. The moves are played, not read with
	// LibertiesAfter, which counts any capture as two liberties: a
	// connection that captures may still have one.
	out := *b
	if out.Play(att, l, suicideLegal) != engine.Legal || libCount(&out, l) < 2 {
		return koEye{}, false
	}
	// The owner's capture starts a ko after the opponent's atari.
	taken := *b
	if taken.Play(owner, l, suicideLegal) != engine.Legal || taken.At(x) != geom.Empty {
		return koEye{}, false
	}
	// With one liberty left, the liberty was the opponent's ko eye
	// (koEyes' first kind, seen from his side); with three or more, the
	// capture makes a safe eye.
	libs := taken.Liberties(l)
	if libs.Count() != 2 {
		return koEye{}, false
	}
	libs.Clear(x)
	m := libs.Points(nil)[0]
	if atari := taken; atari.Play(att, m, suicideLegal) != engine.Legal || libCount(&atari, m) < 2 {
		return koEye{}, false
	}
	return koEye{eye: l, stone: x, owner: owner, approach: true}, true
}

// koEyeDeaths finds, in a finished position (FinishedOpenMax), the groups
// that have no eye but a ko eye. It judges once more the position where
// every ko eye of a group that j leaves alive has been taken and connected
// by the opponent (the ko won by the side that starts it, as it is once
// the threats are gone), and where the opponent's stone of every approach
// ko eye has been connected out; a stone in the eye that j has dead is
// taken like any other (its removal gives the group no eye back: the
// emptied points touch the opponent's stones). Where the board's ko ban
// forbids the opponent's capture (banned), the owner connects at the eye
// instead, as he can before the ban is lifted: the eye is filled all the
// same, and the opponent, who played elsewhere meanwhile, is to move
// again. When a group next to such an eye dies there (not a chain with a
// liberty next to a chain of its owner's that lives there: he joins it,
// joinsLiveBy), that judgment is
// taken for the whole board (mapped back onto j's position: the stone
// taken in the eye is dead when the opponent's stones put on its point
// live), but for the approach stones whose own group lived, which keep
// j's verdicts. Positions without a ko eye of a live group cost nothing.
func (j *Judgment) koEyeDeaths(ctx context.Context, p rules.Preset, opts Options) error {
	b, g := &j.board, j.g
	eyes := koEyes(b, p.SuicideLegal)
	if len(eyes) == 0 || !j.finished() {
		return nil
	}
	dead := j.Resolved()
	b2 := *b
	var taken []koEye
	for _, k := range eyes {
		if k.approach {
			if next, ok := j.connectOut(&b2, &dead, k, p.SuicideLegal); ok {
				b2 = next
				taken = append(taken, k)
			}
			continue
		}
		if b2.At(k.stone) != k.owner || b2.At(k.eye) != geom.Empty {
			continue
		}
		// Only where taking the ko is no atari on the group: otherwise
		// the owner answers it first, which the position with both the
		// eye and the stone's point filled leaves out.
		alive, short := false, false
		for _, d := range g.Dirs {
			if n := k.eye + d; n != k.stone && b.At(n) == k.owner {
				alive = alive || !dead.Has(n)
				libs := b.Liberties(n)
				short = short || libs.Count() < 3
			}
		}
		if !alive || short {
			continue
		}
		att := k.owner.Opp()
		next := b2
		if k.banned {
			if next.Play(k.owner, k.eye, p.SuicideLegal) != engine.Legal {
				continue
			}
		} else if next.Play(att, k.eye, p.SuicideLegal) != engine.Legal || next.Play(att, k.stone, p.SuicideLegal) != engine.Legal {
			continue
		}
		b2 = next
		taken = append(taken, k)
	}
	if len(taken) == 0 {
		return nil
	}
	// The ko stones taken are no answerable atari of the last move.
	opts.LastMove = geom.Pass
	j2, err := judgeBoard(ctx, &b2, p, opts, j.scratch())
	if err != nil {
		return err
	}
	dead2 := j2.Resolved()
	dies := false
	var keep []verdict // approach stones whose group lives: their first verdicts
	for _, k := range taken {
		around := k.eye // the eye's owner stones, or the approach stone's
		if k.approach {
			around = k.stone
		}
		died := false
		for _, d := range g.Dirs {
			if n := around + d; n != k.stone && b.At(n) == k.owner && !dead.Has(n) && dead2.Has(n) && !joinsLiveBy(&b2, &dead2, n) {
				died = true
			}
		}
		dies = dies || died
		if k.approach && !died {
			// Connecting out was a move of the filling, not of
			// the kill: the stone and its liberty stay as judged.
			keep = append(keep, j.verdictAt(k.stone), j.verdictAt(k.eye))
		}
	}
	if !dies {
		return nil
	}
	j.adopt(j2, &b2, nil, func(q geom.Point) {
		if b.At(q) == geom.Empty {
			j.setStatus(q, None)
			return
		}
		// A taken stone: dead when the stones put in its place live.
		st := Dead
		if dead2.Has(q) {
			st = Alive
		}
		j.ChainOwnership[q] = -j2.ChainOwnership[q]
		j.setStatus(q, st)
	})
	for _, v := range keep {
		j.restore(v)
	}
	if j2.rescueVital && j.rescue == geom.Pass && b.At(j2.rescue) == geom.Empty {
		// The side to move's stone on a vital point (vitalPointDead),
		// which the death needs: his first move, played before the
		// dame.
		j.rescue, j.rescueVital, j.rescueKo = j2.rescue, true, j2.rescueKo
	}
	return nil
}

// joinsLiveBy reports whether the chain at n on b has a liberty next to
// another chain of its colour that dead leaves alive: its owner joins it
// there, so its death in a judgment (dead has it) is no kill by the ko
// but the playouts' capture of a chain they leave unconnected (Black's
// H5-J5 in TestKoEyesApart, two liberties inside Black's wall once White
// has taken the ko beside it and connected).
func joinsLiveBy(b *engine.Board, dead *geom.Bitboard, n geom.Point) bool {
	g := b.Geometry()
	c := b.At(n)
	libs := b.Liberties(n)
	for l := range libs.All() {
		for _, d := range g.Dirs {
			if m := l + d; b.At(m) == c && b.Chain(m) != b.Chain(n) && !dead.Has(m) {
				return true
			}
		}
	}
	return false
}

// connectOut plays on b2 the opponent's connection of approach ko eye k,
// where the judgment j takes his stone for dead next to a group of the
// owner's that it leaves alive, unless the move puts a chain of the
// owner's in atari (he answers that first). It returns the board after
// the move.
func (j *Judgment) connectOut(b2 *engine.Board, dead *geom.Bitboard, k koEye, suicideLegal bool) (engine.Board, bool) {
	b, g := &j.board, j.g
	att := k.owner.Opp()
	if !dead.Has(k.stone) || b2.At(k.stone) != att || b2.At(k.eye) != geom.Empty {
		return engine.Board{}, false
	}
	alive := false
	for _, d := range g.Dirs {
		if n := k.stone + d; b.At(n) == k.owner && !dead.Has(n) {
			alive = true
		}
	}
	next := *b2
	if !alive || next.Play(att, k.eye, suicideLegal) != engine.Legal {
		return engine.Board{}, false
	}
	for _, d := range g.Dirs {
		if n := k.eye + d; next.At(n) == k.owner && next.InAtari(n) {
			return engine.Board{}, false
		}
	}
	return next, true
}

// verdict is what a judgment says of one point.
type verdict struct {
	at                     geom.Point
	status                 Status
	own, chainOwn, neutral float64
}

// verdictAt returns j's verdict at q.
func (j *Judgment) verdictAt(q geom.Point) verdict {
	return verdict{at: q, status: j.status[q], own: j.Ownership[q], chainOwn: j.ChainOwnership[q], neutral: j.Neutral[q]}
}

// restore puts back verdict v.
func (j *Judgment) restore(v verdict) {
	j.Ownership[v.at], j.ChainOwnership[v.at], j.Neutral[v.at] = v.own, v.chainOwn, v.neutral
	j.setStatus(v.at, v.status)
}

// adopt takes the ownership of j2, the judgment of b2 (j's board with a
// few moves played on it), and its verdicts at every point where the two
// boards agree; differ sets the verdict of each point where they do not.
// With within not nil, only at its points.
func (j *Judgment) adopt(j2 *Judgment, b2 *engine.Board, within *geom.Bitboard, differ func(q geom.Point)) {
	for _, q := range j.g.Points {
		if within != nil && !within.Has(q) {
			continue
		}
		j.Ownership[q] = j2.Ownership[q]
		j.Neutral[q] = j2.Neutral[q]
		if j.board.At(q) != b2.At(q) {
			differ(q)
			continue
		}
		j.ChainOwnership[q] = j2.ChainOwnership[q]
		j.setStatus(q, j2.status[q])
		if j2.unsavable.Has(q) {
			j.unsavable.Set(q)
		} else {
			j.unsavable.Clear(q)
		}
	}
}
