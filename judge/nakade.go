package judge

import (
	"slices"

	"github.com/gtp-referee/gtp-referee/engine"
	"github.com/gtp-referee/gtp-referee/geom"
)

// NakadeMaxStones is the largest set of dead stones that nakadeSeki
// considers: the killable eye shapes have at most six points.
const NakadeMaxStones = 6

// nakadeSeki finds the seki of dead-looking stones inside a group that has
// no other eye. Stones of one colour sit in the only eye of an opponent
// group, every empty point of that eye is one of their liberties, and the
// group has no room elsewhere: its other liberties are shared with live
// stones of the first colour. Capturing the stones would leave the group
// an eye of their shape; when that shape is killable (a nakade: up to
// three points, the square and the pyramid four, the bulky and the cross
// five, the rabbity six), the opponent plays its vital point and the group
// dies with its single eye. So neither side can approach: the stones, the
// group and the eye's empty points are in seki, where the playouts, which
// capture the stones, call them dead or unsettled. Unless the stones'
// owner can approach after all (approachable): then the group is dead and
// the stones alive.
//
// It returns the approaches it found: the stones made alive, each with the
// group they kill (see reapproach).
func (j *Judgment) nakadeSeki() []approach {
	b, g := &j.board, j.g
	var found []approach
	var done geom.Bitboard
	for _, p := range g.Points {
		if !j.Dead.Has(p) && !j.Unsettled.Has(p) || done.Has(p) || j.PassAlive.Has(p) {
			continue
		}
		c := b.At(p)
		o := c.Opp()
		// The eye: p's region of empty points and dead stones of c,
		// which must be bordered by o's stones only.
		var eyeBuf [2*NakadeMaxStones + 1]geom.Point
		eye, inEye, ok := j.deadRegion(p, c, eyeBuf[:])
		done = done.Or(inEye)
		if !ok {
			continue
		}
		var stones, empty, libs geom.Bitboard
		for _, q := range eye {
			if b.At(q) == c {
				stones.Set(q)
				libs = libs.Or(b.Liberties(q))
			} else {
				empty.Set(q)
			}
		}
		if rest := empty.AndNot(libs); stones.Count() > NakadeMaxStones || !rest.IsZero() || !killableShape(g, &stones) {
			continue
		}
		// The group: o's chains around the eye.
		var group geom.Bitboard
		for _, q := range eye {
			for _, d := range g.Dirs {
				if n := q + d; b.At(n) == o {
					group.Set(b.Chain(n))
				}
			}
		}
		if !j.onlyEye(&group, c, &inEye) {
			continue
		}
		buf := make([]geom.Point, 0, geom.MaxCells)
		if j.approachable(&group, c, &stones, &empty) {
			// c fills the group's outside liberties and throws in:
			// the group dies with a killable eye, the stones live.
			for r := range group.All() {
				for _, s := range b.ChainStones(buf[:0], r) {
					j.setStatus(s, Dead)
				}
			}
			for q := range stones.All() {
				j.setStatus(q, Alive)
			}
			found = append(found, approach{stones: stones, group: group})
			continue
		}
		if empty.Count() == 1 {
			// The stones are in atari: the group takes them with one
			// move and keeps every liberty it had, the opponent unable
			// to fill those outside the eye (not approachable). They are
			// dead, and the group lives with the eye: in seki with the
			// chains that share its outside liberties, where the
			// playouts left it dead or unsettled.
			for r := range group.All() {
				if j.status[r] == Alive {
					continue
				}
				for _, s := range b.ChainStones(buf[:0], r) {
					j.setStatus(s, Seki)
				}
			}
			continue
		}
		for r := range group.All() {
			for _, s := range b.ChainStones(buf[:0], r) {
				j.setStatus(s, Seki)
			}
		}
		for _, q := range eye {
			if b.At(q) == c {
				j.setStatus(q, Seki)
			} else {
				j.Seki.Set(q)
				j.status[q] = Seki
			}
		}
	}
	return found
}

// approachable reports whether c, whose stones sit in the only eye of the
// chains whose roots are in group (the eye's empty points are all their
// liberties), can fill the group's liberties outside the eye, each keeping
// its chain two liberties that are not the group's, and then make the
// group capture into a killable eye: at once when the eye has one empty
// point left (the stones' shape), or after a stone thrown into one of two
// (the stones' shape and that point). Where the group is short of
// liberties (RaceMaxLibs) but none of its chains has two or fewer, so
// that the fills force nothing, the approach is a race: each chain that
// fills must keep as many liberties as c has moves to make (one more
// when the group's owner is to move), unless two of them are points the
// owner cannot fill (unfillable). A GNU Go play-out of a corpus record:
// Black's chain beside White's group, with an eye and two liberties
// more, one of them the group's, cannot approach the stone in White's
// eye in three moves; it is a seki, where the approach counted without
// White's moves killed the group. A corpus record: White's P1-Q1 has two
// liberties, P2 and R1, beside Black's S1 in the eye R1-T1; Black's P2
// puts it in atari, and the group is dead to GNU Go and to the
// resignation, a seki to the race count.
func (j *Judgment) approachable(group *geom.Bitboard, c geom.Colour, stones, empty *geom.Bitboard) bool {
	b, g := &j.board, j.g
	var glibs geom.Bitboard
	short := false // a chain of the group with two liberties or fewer
	for r := range group.All() {
		l := b.Liberties(r)
		glibs = glibs.Or(l)
		short = short || l.Count() <= 2
	}
	outside := glibs.AndNot(*empty)
	// A group with more liberties (RaceMaxLibs) is in no race: its
	// liberties are filled at leisure. Nor is one with a chain of two
	// liberties or fewer: c's fills put it in atari, and its owner must
	// answer each rather than attack. c's moves in the race: the fills and
	// the capture, one more for a throw-in into an eye of two.
	race := glibs.Count() <= RaceMaxLibs && !short
	moves := outside.Count() + empty.Count()
	if j.toMove == c.Opp() {
		moves++
	}
	for q := range outside.All() {
		own := libsAfter(b, c, q).AndNot(glibs)
		if own.Count() < 2 || race && own.Count() < moves && unfillable(g, b, c, &own) < 2 {
			return false
		}
	}
	switch empty.Count() {
	case 1:
		return true
	case 2:
		for e := range empty.All() {
			shape := *stones
			shape.Set(e)
			if killableShape(g, &shape) {
				return true
			}
		}
	}
	return false
}

// onlyEye reports whether the eye (the points of eye) is the only room of
// the chains whose roots are in group: none is pass-alive or touches
// another dead stone of c (room for another eye), and each has at most
// four liberties outside the eye, all of them shared with live stones of c.
func (j *Judgment) onlyEye(group *geom.Bitboard, c geom.Colour, eye *geom.Bitboard) bool {
	b := &j.board
	for r := range group.All() {
		outside := b.Liberties(r).AndNot(*eye)
		if j.PassAlive.Has(r) || outside.Count() > 4 || j.touchesDead(r, c, eye) {
			return false
		}
		for l := range outside.All() {
			if !j.nextToLive(l, c) {
				return false
			}
		}
	}
	return true
}

// deadRegion returns the connected region of the empty points and the
// dead stones of colour c around the dead stone p, as a list (in buf's
// array while it has room) and a set, and whether it is bordered by the
// opponent's stones only (no live stone of c, no more than twice
// NakadeMaxStones points).
func (j *Judgment) deadRegion(p geom.Point, c geom.Colour, buf []geom.Point) ([]geom.Point, geom.Bitboard, bool) {
	b, g := &j.board, j.g
	var in geom.Bitboard
	region := append(buf[:0], p)
	in.Set(p)
	ok := true
	for i := 0; i < len(region); i++ {
		for _, d := range g.Dirs {
			n := region[i] + d
			if !g.Mask.Has(n) || in.Has(n) {
				continue
			}
			switch b.At(n) {
			case geom.Empty:
			case c:
				if !j.Dead.Has(n) && !j.Unsettled.Has(n) {
					ok = false
					continue
				}
			default:
				continue
			}
			in.Set(n)
			region = append(region, n)
			if len(region) > 2*NakadeMaxStones {
				return region, in, false
			}
		}
	}
	return region, in, ok
}

// touchesDead reports whether a dead or unsettled stone of colour c
// outside the points of skip is next to the chain at r: capturing it
// would give the chain room for another eye.
func (j *Judgment) touchesDead(r geom.Point, c geom.Colour, skip *geom.Bitboard) bool {
	b, g := &j.board, j.g
	var buf [geom.MaxCells]geom.Point
	for _, s := range b.ChainStones(buf[:0], r) {
		for _, d := range g.Dirs {
			if n := s + d; b.At(n) == c && (j.Dead.Has(n) || j.Unsettled.Has(n)) && !skip.Has(n) {
				return true
			}
		}
	}
	return false
}

// nextToLive reports whether a stone of colour c that is alive or in seki
// is next to point q.
func (j *Judgment) nextToLive(q geom.Point, c geom.Colour) bool {
	for _, d := range j.g.Dirs {
		if n := q + d; j.board.At(n) == c && (j.status[n] == Alive || j.status[n] == Seki) {
			return true
		}
	}
	return false
}

// KillableShape reports whether the points of set, as an eye space, are a
// nakade shape (see killableShape): an eye its owner cannot make two of
// once the opponent has played its vital point.
func KillableShape(g *geom.Geometry, set *geom.Bitboard) bool { return killableShape(g, set) }

// killableShape reports whether the points of set, as an eye space, are a
// nakade shape: connected, of one to three points, or the square or the
// pyramid four, the bulky or the cross five, or the rabbity six; or the
// bent four in the corner (bentInCorner), which is a ko that only the
// attacker can start, so that he wins it once he has removed the ko
// threats, at no cost under area scoring: dead, as the Japanese rules also
// rule it.
func killableShape(g *geom.Geometry, set *geom.Bitboard) bool {
	n := set.Count()
	if n == 0 || n > 6 {
		return false
	}
	edges, maxDeg := shapeEdges(g, set)
	if edges < n-1 {
		// Not connected (a connected set of n points has n-1 edges at least).
		return false
	}
	switch n {
	case 1, 2, 3:
		return true
	case 4:
		return edges == 4 || maxDeg == 3 || edges == 3 && bentInCorner(g, set)
	case 5:
		return edges == 5 || maxDeg == 4
	default:
		return edges == 6 && maxDeg == 4
	}
}

// bentInCorner reports whether the four points of set, a chain of three
// edges, bend at a corner of the board: the corner point, one point along
// one edge and two along the other. When the attacker plays next to the
// corner on the long side, the defender's answer at the corner point is a
// stone that touches no wall (the corner's two neighbours are the eye
// space), so the best he has is a ko. On a board four lines wide or
// less the set may hold two corners (on 3x2, A1-B1-C1-A2 holds A1 and
// A2): the one where it bends decides, whichever comes first.
func bentInCorner(g *geom.Geometry, set *geom.Bitboard) bool {
	for q := range set.All() {
		x, y := g.XY(q)
		if (x != 0 && x != g.W-1) || (y != 0 && y != g.H-1) {
			continue
		}
		deg := 0
		for _, d := range g.Dirs {
			if set.Has(q + d) {
				deg++
			}
		}
		if deg == 2 {
			return true
		}
	}
	return false
}

// bentFourDead marks dead the chains whose only liberties are the points
// of an empty bent four in the corner (bentInCorner) that they alone
// surround, when the opponent's chains around them are alive and not in
// atari (else the defender takes one and lives): the attacker
// plays next to the corner on the long side and the defender's best is a
// ko that only the attacker can start, so he removes the ko threats first
// (at no cost under area scoring) and wins it. The Japanese rules rule the
// shape dead in the same way. The playouts and the local search, which
// stop at the ko, keep the group alive.
//
// In a game that is not over, with the defender to move, the group lives:
// his stone next to the corner on the long side leaves an eye of two
// points and one of one.
func (j *Judgment) bentFourDead() {
	j.shutInDead(func(set geom.Bitboard, c geom.Colour) bool {
		return set.Count() == 4 && bentInCorner(j.g, &set) && j.toMove != c
	})
}

// vitalPointDead marks dead the chains whose only liberties are an empty
// nakade shape with a vital point (the straight or bent three, the pyramid
// four, the bulky or the cross five, the rabbity six: killableShape of
// three points or more, the square four left out, the bent four in the
// corner only with outside liberties, where it is a ko the attacker takes
// first; and the rectangular six in the corner with no outside liberty,
// rectInCorner) that they alone surround, or that shape and liberties
// outside it that only delay the capture (shutInOutside), when the
// attacker moves first (at killPoint): in a game that is not over with the attacker to move, and in a
// finished game under territory counting, whose rules (Japanese 1989,
// article 7) call dead the stones that the opponent captures when he
// plays first. The attacker's stone on the vital point leaves one eye.
// The defender to move lives there, and the playouts, which play the
// point as often for one side as for the other, keep the group alive
// whoever moves. The walls around must be alive and not in atari, as for
// bentFourDead.
//
// The attacker to move has one move: of several such groups he kills the
// largest (the most stones and eye points, which his kill turns over,
// not stones alone: a smaller group with a larger eye space can be
// worth more; the first in board order of equals), and the
// defender then plays the vital point of the others. That move is his
// first (rescueVital, unless he has another to play already, rescued or
// bestLivingMove; the attacker's kill of a group worth more than the
// chains his answer to an atari saves comes before that answer): Score plays it before the dame, which the defender
// then fills first. Likewise the defender to move, where no group of the
// opponent's dies so, plays the vital point of his own largest such
// group, which lives by it, before the dame; the attacker then kills the
// largest of his others (not left to the playouts, which keep it alive).
// Either way the reply at the next largest group's vital point is played
// as well (rescue2), so that the side to move fills the dame first. A finished game under
// territory counting needs no move: each group is dead by the rule.
func (j *Judgment) vitalPointDead() {
	if j.toMove == geom.Empty && !j.territory {
		return
	}
	shape := func(set geom.Bitboard, c geom.Colour) bool {
		n := set.Count()
		if n < 3 || !killableShape(j.g, &set) {
			// The rectangular six in the corner with no outside
			// liberty: the attacker's stone at its vital point kills;
			// with one, his stone on the edge makes a ko that he takes
			// first (killPoint), as the bent four's.
			return n == 6 && rectInCorner(j.g, &set) && j.outsideLibs(&set, c) <= 1
		}
		if n != 4 {
			return true
		}
		// Of the killable fours, the square (four edges) has no vital
		// point, and the bent four in the corner with no outside
		// liberty is bentFourDead's; with one, the attacker's stone
		// makes the ko that he takes first.
		edges, _ := shapeEdges(j.g, &set)
		return edges != 4 && (!bentInCorner(j.g, &set) || j.outsideLibs(&set, c) > 0)
	}
	dies := func(set geom.Bitboard, c geom.Colour) bool { return j.toMove != c && shape(set, c) }
	// In a finished game under territory counting each group is dead by
	// the rule; the attacker to move kills one, with his next move.
	set, ok := j.shutInKill(dies, true, j.toMove == geom.Empty, true)
	if ok && j.toMove != geom.Empty && j.rescue != geom.Pass && !j.rescueLocal && !j.rescueBlock &&
		j.worth(&set) > j.answerSaves(j.rescue) {
		// The kill is worth more than the chain that his answer to the
		// last move's atari saves: he kills, and the opponent takes the
		// chain (the first judgment, where the playouts took it as
		// often as not, stands for it).
		j.rescue, j.rescueJoinsDead, j.rescueOfAlive = geom.Pass, false, false
	}
	if j.toMove == geom.Empty || j.rescue != geom.Pass {
		return
	}
	owner, defends := j.toMove.Opp(), false // the groups' colour; whether the side to move owns them
	if !ok {
		owner, defends = j.toMove, true
		// The defender to move: his group lives by his stone there.
		lives := func(set geom.Bitboard, c geom.Colour) bool { return j.toMove == c && shape(set, c) }
		set, ok = j.shutInKill(lives, true, false, false)
	}
	if !ok {
		return
	}
	if c := j.connectedOut; c != geom.Pass && j.board.At(c) == j.toMove && j.status[c] == Alive && j.worth(&set) > j.board.ChainSize(c) {
		// His move goes to the vital point, not to the connection of
		// his chain in atari (ataried, onlyConnectOut), worth less:
		// the opponent takes it.
		j.killChains([]geom.Point{c})
	}
	if defends {
		j.rescue = vitalPoint(j.g, &set)
	} else {
		ko := j.outsideLibs(&set, owner) > 0
		j.rescue = killPoint(j.g, &set, ko)
		// The bent four in the corner with an outside liberty dies by
		// a ko that costs the attacker a second move (koKill). The
		// rectangular six's ko (one outside liberty) takes him more
		// moves still; it is left to the plain count.
		j.rescueKo = ko && set.Count() == 4 && bentInCorner(j.g, &set)
	}
	j.rescueVital = true
	// The reply at the vital point of the largest other such group of
	// the same colour: the defender saves it after the attacker's kill,
	// the attacker kills it after the defender's save; either spends
	// the move, and the side to move fills the dame first.
	first := set
	others := func(s geom.Bitboard, c geom.Colour) bool { return owner == c && s != first && shape(s, c) }
	if next, found := j.shutInKill(others, true, false, defends); found {
		if defends {
			j.rescue2 = killPoint(j.g, &next, j.outsideLibs(&next, owner) > 0)
		} else {
			j.rescue2 = vitalPoint(j.g, &next)
		}
	}
}

// outsideLibs counts the liberties outside set of the chains of colour c
// next to the points of set.
func (j *Judgment) outsideLibs(set *geom.Bitboard, c geom.Colour) int {
	b := &j.board
	var out geom.Bitboard
	for q := range set.All() {
		for _, d := range j.g.Dirs {
			if n := q + d; b.At(n) == c {
				libs := b.Liberties(n)
				out = out.Or(libs.AndNot(*set))
			}
		}
	}
	return out.Count()
}

// rectInCorner reports whether the points of set are a rectangle of two
// by three points in a corner of the board: the rectangular six in the
// corner, which the attacker to move kills at its vital point
// (killPoint) where the group has no outside liberty (with one it is a
// ko that he takes first, with two it lives).
func rectInCorner(g *geom.Geometry, set *geom.Bitboard) bool {
	if set.Count() != 6 {
		return false
	}
	x0, y0, x1, y1 := g.W, g.H, -1, -1
	for q := range set.All() {
		x, y := g.XY(q)
		x0, y0, x1, y1 = min(x0, x), min(y0, y), max(x1, x), max(y1, y)
	}
	w, h := x1-x0+1, y1-y0+1
	return (w == 2 && h == 3 || w == 3 && h == 2) && (x0 == 0 || x1 == g.W-1) && (y0 == 0 || y1 == g.H-1)
}

// killPoint returns the point where the attacker's stone kills the group
// around the eye space set: for the bent four in the corner, the point
// next to the corner on the long side (the ko he takes first; his stone
// at the corner lets the defender live); for the rectangular six in the
// corner, the middle point of the long side away from the edge (the one
// on the edge makes a ko), or where the group has an outside liberty (ko)
// the one on the edge (the ko he takes first: GNU Go 3.8's owl_attack
// answers 2, KO_A, at that point; his stone away from the edge lets the
// defender live); else the vital point (vitalPoint).
func killPoint(g *geom.Geometry, set *geom.Bitboard, ko bool) geom.Point {
	deg := func(q geom.Point) int {
		n := 0
		for _, d := range g.Dirs {
			if set.Has(q + d) {
				n++
			}
		}
		return n
	}
	switch {
	case set.Count() == 4 && bentInCorner(g, set):
		for q := range set.All() {
			x, y := g.XY(q)
			if (x != 0 && x != g.W-1) || (y != 0 && y != g.H-1) || deg(q) != 2 {
				continue
			}
			for _, d := range g.Dirs {
				if n := q + d; set.Has(n) && deg(n) == 2 {
					return n
				}
			}
		}
	case rectInCorner(g, set):
		for q := range set.All() {
			if deg(q) != 3 {
				continue
			}
			inner := true
			for _, d := range g.Dirs {
				inner = inner && g.Mask.Has(q+d)
			}
			if inner != ko {
				return q
			}
		}
	}
	return vitalPoint(g, set)
}

// worth returns the points that change hands with the group around the
// eye space set: its stones and the eye space.
func (j *Judgment) worth(set *geom.Bitboard) int {
	b := &j.board
	var seen geom.Bitboard
	n := set.Count()
	for q := range set.All() {
		for _, d := range j.g.Dirs {
			if r := q + d; (b.At(r) == geom.Black || b.At(r) == geom.White) && !seen.Has(b.Chain(r)) {
				seen.Set(b.Chain(r))
				n += b.ChainSize(r)
			}
		}
	}
	return n
}

// answerSaves returns the stones of the side to move's chains in atari
// next to at, which his stone there saves.
func (j *Judgment) answerSaves(at geom.Point) int {
	b := &j.board
	var seen geom.Bitboard
	n := 0
	for _, d := range j.g.Dirs {
		if r := at + d; b.At(r) == j.toMove && b.InAtari(r) && !seen.Has(b.Chain(r)) {
			seen.Set(b.Chain(r))
			n += b.ChainSize(r)
		}
	}
	return n
}

// vitalPoint returns the vital point of nakade shape set: its point with
// the most neighbours in it (the middle of a three, the centre of a
// pyramid four or a cross five, the square's point beside the fifth of a
// bulky five, the rabbity six's point of four), the first in board order
// of equals.
func vitalPoint(g *geom.Geometry, set *geom.Bitboard) geom.Point {
	at, most := geom.Pass, -1
	for q := range set.All() {
		deg := 0
		for _, d := range g.Dirs {
			if set.Has(q + d) {
				deg++
			}
		}
		if deg > most {
			at, most = q, deg
		}
	}
	return at
}

// shapeEdges returns the number of pairs of neighbouring points in set and
// the largest number of neighbours one point has in it.
func shapeEdges(g *geom.Geometry, set *geom.Bitboard) (edges, maxDeg int) {
	for q := range set.All() {
		deg := 0
		for _, d := range g.Dirs {
			if set.Has(q + d) {
				deg++
			}
		}
		edges += deg
		maxDeg = max(maxDeg, deg)
	}
	return edges / 2, maxDeg
}

// shutInDead marks dead the chains of colour c whose only liberties are an
// empty region that they alone surround and that dies says is killed, when
// the opponent's chains around them, of which there must be one, are alive
// (or pass-alive) and not in atari (else the defender takes one and
// lives); chains already dead or pass-alive are left alone.
func (j *Judgment) shutInDead(dies func(set geom.Bitboard, c geom.Colour) bool) {
	j.shutInKill(dies, false, true, true)
}

// shutInKill marks dead the chains of the groups that shutInDead would
// (with outside set, those too that shutInOutside finds shut in): every
// such group where all is set, else the largest only (the most stones
// and eye-space points, the first in board order of equals), whose eye space it returns, and
// whether it found one. With mark unset it marks none.
func (j *Judgment) shutInKill(dies func(set geom.Bitboard, c geom.Colour) bool, outside, all, mark bool) (geom.Bitboard, bool) {
	b, g := &j.board, j.g
	empty := emptyPoints(b)
	var rootBuf, bestRoots [geom.MaxCells]geom.Point
	var best geom.Bitboard
	nb, most := 0, 0
	it := regions{g: g, set: &empty}
	for it.next() {
		region := it.points()
		if len(region) > 6 {
			continue
		}
		var set geom.Bitboard
		for _, q := range region {
			set.Set(q)
		}
		cols, roots := border(b, region, rootBuf[:0])
		if cols != geom.Black && cols != geom.White || !dies(set, cols) {
			continue
		}
		if shut := j.shutIn(roots, &set) || outside && j.shutInOutside(roots, &set); !shut {
			continue
		}
		if all {
			if mark {
				j.killChains(roots)
			}
			continue
		}
		// The points that change hands with the group: its stones and
		// its eye space.
		size := set.Count()
		for _, r := range roots {
			size += b.ChainSize(r)
		}
		if size > most {
			best, most, nb = set, size, copy(bestRoots[:], roots)
		}
	}
	if most > 0 && mark {
		j.killChains(bestRoots[:nb])
	}
	return best, most > 0
}

// killChains marks dead the chains with the given roots.
func (j *Judgment) killChains(roots []geom.Point) {
	var buf [geom.MaxCells]geom.Point
	for _, r := range roots {
		for _, s := range j.board.ChainStones(buf[:0], r) {
			j.setStatus(s, Dead)
		}
	}
}

// shutIn reports whether the chains (by their roots) whose only liberties
// are the points of set are shut in for shutInDead: none is pass-alive or
// dead, and the opponent's chains around them, of which there must be
// one, are alive (or pass-alive) and not in atari.
func (j *Judgment) shutIn(roots []geom.Point, set *geom.Bitboard) bool {
	b := &j.board
	walls := 0
	for _, r := range roots {
		libs := b.Liberties(r)
		if out := libs.AndNot(*set); j.PassAlive.Has(r) || j.status[r] == Dead || !out.IsZero() {
			return false
		}
		var buf [geom.MaxCells]geom.Point
		for _, o := range j.opponentChains(r, buf[:0]) {
			ol := b.Liberties(o)
			if j.status[o] != Alive && !j.PassAlive.Has(o) || ol.Count() < 2 {
				return false
			}
			walls++
		}
	}
	// With no opponent stone around, the group and its eye space are the
	// whole board (a lone stone on 2x2): no one to die to.
	return walls > 0
}

// shutInOutside is shutIn for a group that may have liberties outside set
// as well: each of them has no empty neighbour, touches an opponent
// stone and no other chain of the group's colour, or only chains of his
// in atari there that touch nothing else but the opponent's stones
// (deadEnd: the opponent's stone captures them), so that neither
// player's stone there makes room for an eye or a way out (the
// opponent's joins his wall), and the opponent's chains next to the
// group or to those liberties are alive (or pass-alive) with two
// liberties or more away from set and from those liberties, so that the
// group can fill none of them into atari. Such liberties only delay the
// capture once the opponent holds the vital point.
func (j *Judgment) shutInOutside(roots []geom.Point, set *geom.Bitboard) bool {
	b, g := &j.board, j.g
	var out geom.Bitboard // the liberties outside set
	for _, r := range roots {
		if j.PassAlive.Has(r) || j.status[r] == Dead {
			return false
		}
		libs := b.Liberties(r)
		out = out.Or(libs.AndNot(*set))
	}
	def := b.At(roots[0])
	var wallBuf [geom.MaxCells]geom.Point
	walls := wallBuf[:0]
	for _, r := range roots {
		walls = j.opponentChains(r, walls)
	}
	for o := range out.All() {
		touches := false
		for _, d := range g.Dirs {
			switch n := o + d; b.At(n) {
			case geom.Empty:
				return false
			case def.Opp():
				touches = true
				if w := b.Chain(n); !slices.Contains(walls, w) {
					walls = append(walls, w)
				}
			case def:
				if r := b.Chain(n); slices.Contains(roots, r) {
					break
				} else if !j.deadEnd(r, o, &walls) {
					return false // a way out to another chain of his
				}
				touches = true // the opponent's stone there captures
			}
		}
		if !touches {
			return false
		}
	}
	inside := set.Or(out)
	for _, w := range walls {
		libs := b.Liberties(w)
		free := libs.AndNot(inside)
		if j.status[w] != Alive && !j.PassAlive.Has(w) || free.Count() < 2 {
			return false
		}
	}
	return len(walls) > 0
}

// deadEnd reports whether the chain at r, of the defender's colour beside
// the outside liberty o of his group (shutInOutside), is in atari there
// and touches nothing but o and the opponent's stones, whose chains it
// adds to walls: his stone at o joins it to the group with no liberty
// gained, and the opponent's capture there (a ko whose retake only
// restores o) gains him nothing either, so o still only delays the
// capture. Its chain dies with the group.
func (j *Judgment) deadEnd(r, o geom.Point, walls *[]geom.Point) bool {
	b, g := &j.board, j.g
	if libs := b.Liberties(r); libs.Count() != 1 || !libs.Has(o) {
		return false
	}
	opp := b.At(r).Opp()
	var buf [geom.MaxCells]geom.Point
	for _, s := range b.ChainStones(buf[:0], r) {
		for _, d := range g.Dirs {
			switch n := s + d; b.At(n) {
			case opp:
				if w := b.Chain(n); !slices.Contains(*walls, w) {
					*walls = append(*walls, w)
				}
			case geom.Empty:
				// o, its one liberty.
			default:
				if g.Mask.Has(n) && b.Chain(n) != r {
					return false
				}
			}
		}
	}
	return true
}

// approach is an approach found by nakadeSeki: the stones in the only eye
// of a group, made alive, and the roots of the group's chains, made dead.
type approach struct {
	stones, group geom.Bitboard
}

// reapproach undoes the approaches whose group a later step found alive
// after all (connectSafe: a chain of the group joined to a live chain
// elsewhere has more than the one eye): the stones in its eye are dead.
func (j *Judgment) reapproach(found []approach) {
	for _, a := range found {
		for r := range a.group.All() {
			if j.status[r] == Alive {
				for q := range a.stones.All() {
					j.setStatus(q, Dead)
				}
				break
			}
		}
	}
}

// unfillable counts the points of libs where a stone of c's opponent
// would be illegal or capturable at once (safePlay): liberties he cannot
// take away while c's stones stand, an eye or a point beside one.
func unfillable(g *geom.Geometry, b *engine.Board, c geom.Colour, libs *geom.Bitboard) int {
	n := 0
	for l := range libs.All() {
		if _, ok := safePlay(g, b, c.Opp(), l); !ok {
			n++
		}
	}
	return n
}
