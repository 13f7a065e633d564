package judge

import (
	"github.com/gtp-referee/gtp-referee/engine"
	"github.com/gtp-referee/gtp-referee/geom"
)

// sacrificeSeki undoes the false seki of shared liberties. A chain X whose
// liberties are all shared with one small opponent chain Y, which has no
// other liberty and touches nothing but X and those points, looks like a
// seki: whoever fills a shared liberty shortens both. But Y's owner can
// fill all the shared liberties but one, each stone joining Y, until X is in
// atari and must take Y; the eye X gets is Y's stones and the filled points,
// and when that shape is killable (a nakade, see killableShape), Y's owner
// plays its vital point and X dies with one eye. So X is dead and Y alive.
// The playouts, which seldom fill their own liberties, see a seki or two
// live chains. X may have other liberties if Y's owner can fill each of
// them first, next to his live stones, keeping two liberties of his own
// (fillable): they are no eye, and X, with no other eye space, dies all
// the same.
//
// X must have no other way out while the liberties are filled: every other
// opponent chain next to it has two liberties or more and is neither dead
// nor unsettled (X could capture it to escape). And when X has no other
// liberty, X must not be small enough for the same sacrifice against Y:
// then whoever fills first wins, and the playouts' verdict stands.
//
// A dead X frees the opponent chains around it: a chain in seki next to X
// gains X's points as liberties, and its seki partners of X's colour whose
// liberties are all shared with it lose the race and are dead too
// (collapseSeki).
func (j *Judgment) sacrificeSeki() {
	b, g := &j.board, j.g
	buf := make([]geom.Point, 0, geom.MaxCells)
	var freedBuf [geom.MaxCells]geom.Point
	freed := freedBuf[:0] // roots of Y's colour's chains next to a new dead X
	for _, y := range g.Points {
		c := b.At(y)
		if (c != geom.Black && c != geom.White) || b.Chain(y) != y || j.PassAlive.Has(y) ||
			j.status[y] == Dead || b.ChainSize(y) > NakadeMaxStones {
			continue
		}
		libs := b.Liberties(y)
		k := libs.Count()
		if k < 2 || k > NakadeMaxStones {
			continue
		}
		x, ok := j.soleNeighbour(y, &libs)
		if !ok || j.PassAlive.Has(x) || j.status[x] == Dead {
			continue
		}
		xl := b.Liberties(x)
		extra := xl.AndNot(libs)
		if xl.And(libs) != libs || !j.fillable(c, x, &extra, &xl) {
			continue
		}
		// Without other liberties, X must not have the same sacrifice
		// against Y: then the first to fill wins, which is not a final
		// status.
		if !j.sacrificeKills(y, &libs) || extra.IsZero() && j.sacrificeKills(x, &libs) || !j.noEscape(x, y) {
			continue
		}
		buf = b.ChainStones(buf[:0], x)
		for _, s := range buf {
			j.setStatus(s, Dead)
		}
		for _, s := range b.ChainStones(buf[:0], y) {
			j.setStatus(s, Alive)
		}
		freed = j.opponentChains(x, freed)
	}
	j.collapseSeki(freed)
}

// sacrificeKills reports whether the chain at y, with liberties libs, is
// small enough that filling all of them but one and being captured leaves
// a killable eye (its stones and the filled points).
func (j *Judgment) sacrificeKills(y geom.Point, libs *geom.Bitboard) bool {
	b, g := &j.board, j.g
	if b.ChainSize(y) > NakadeMaxStones {
		return false
	}
	var shape geom.Bitboard
	var buf [geom.MaxCells]geom.Point
	for _, s := range b.ChainStones(buf[:0], y) {
		shape.Set(s)
	}
	shape = shape.Or(*libs)
	for l := range libs.All() {
		s := shape
		s.Clear(l)
		if killableShape(g, &s) {
			return true
		}
	}
	return false
}

// fillable reports whether c can fill each point of extra, liberties of
// the chain at x whose liberties are xlibs, keeping two liberties that are
// not the chain's, and whether each such point touches nothing but that
// chain, its liberties and live stones of c: the chain's other liberties
// are then no eyes, lead nowhere and cost c nothing to fill.
func (j *Judgment) fillable(c geom.Colour, x geom.Point, extra, xlibs *geom.Bitboard) bool {
	b, g := &j.board, j.g
	for q := range extra.All() {
		if own := libsAfter(b, c, q).AndNot(*xlibs); own.Count() < 2 {
			return false
		}
		for _, d := range g.Dirs {
			n := q + d
			switch col := b.At(n); {
			case !g.Mask.Has(n):
			case col == geom.Empty:
				if !xlibs.Has(n) {
					return false
				}
			case col == c:
				if j.status[n] != Alive && !j.PassAlive.Has(n) {
					return false
				}
			case b.Chain(n) != x:
				return false
			}
		}
	}
	return true
}

// soleNeighbour returns the root of the one opponent chain next to the
// chain at y, and whether y touches nothing else but its liberties libs,
// each of which touches only y, that chain and other points of libs.
func (j *Judgment) soleNeighbour(y geom.Point, libs *geom.Bitboard) (geom.Point, bool) {
	b, g := &j.board, j.g
	var buf [geom.MaxCells]geom.Point
	around := j.opponentChains(y, buf[:0])
	if len(around) != 1 {
		return 0, false
	}
	x := around[0]
	for l := range libs.All() {
		for _, d := range g.Dirs {
			n := l + d
			if !g.Mask.Has(n) || libs.Has(n) {
				continue
			}
			if b.At(n) == geom.Empty || b.Chain(n) != x && b.Chain(n) != y {
				return 0, false
			}
		}
	}
	return x, true
}

// noEscape reports whether every chain of the opponent of x next to the
// chain at x, other than the chain at y, has two liberties or more and is
// neither dead nor unsettled.
func (j *Judgment) noEscape(x, y geom.Point) bool {
	b := &j.board
	var buf [geom.MaxCells]geom.Point
	for _, r := range j.opponentChains(x, buf[:0]) {
		if r == y {
			continue
		}
		libs := b.Liberties(r)
		if st := j.status[r]; st == Dead || st == Unsettled || libs.Count() < 2 {
			return false
		}
	}
	return true
}

// opponentChains appends to roots the roots of the opponent chains next to
// the chain at x, each once (border's, less the chain itself).
func (j *Judgment) opponentChains(x geom.Point, roots []geom.Point) []geom.Point {
	b := &j.board
	var stoneBuf, aroundBuf [geom.MaxCells]geom.Point
	_, around := border(b, b.ChainStones(stoneBuf[:0], x), aroundBuf[:0])
	for _, r := range around {
		if b.At(r) != b.At(x) {
			roots = append(roots, r)
		}
	}
	return roots
}

// collapseSeki settles the seki of the chains in freed, which gained the
// points of a dead neighbour as liberties: each of their seki partners
// (an opponent chain in seki whose liberties are all liberties of the
// freed chain, so that it has no eye and no liberty of its own) now loses
// the race and is dead; the freed chain lives when no partner is left in
// seki. The dead partners free chains in turn.
func (j *Judgment) collapseSeki(freed []geom.Point) {
	b := &j.board
	buf := make([]geom.Point, 0, geom.MaxCells)
	var wbuf [geom.MaxCells]geom.Point
	for len(freed) > 0 {
		z := freed[len(freed)-1]
		freed = freed[:len(freed)-1]
		if j.status[z] != Seki {
			continue
		}
		zl := b.Liberties(z)
		partners := 0
		for _, w := range j.opponentChains(z, wbuf[:0]) {
			if j.status[w] != Seki {
				continue
			}
			if own := b.Liberties(w).AndNot(zl); !own.IsZero() {
				partners++
				continue
			}
			for _, s := range b.ChainStones(buf[:0], w) {
				j.setStatus(s, Dead)
			}
			freed = j.opponentChains(w, freed)
		}
		if partners == 0 {
			for _, s := range b.ChainStones(buf[:0], z) {
				j.setStatus(s, Alive)
			}
		}
	}
}

// connectThenFill kills a chain X of two liberties, next to nothing but X
// and opponent stones, which the playouts leave alive or in seki, when the
// opponent can fill one of them without self-atari and X, in atari with
// no extension or capture to escape by, is taken (fillTakes): at once
// (only where X is in seki, below), or once he has joined the chain beside
// the liberty to another: that chain
// S has the liberty and one more, f, a point with no empty neighbour that
// no stone of X's colour touches (a false eye between two of the
// opponent's chains, which X's owner cannot play: it would be suicide).
// The opponent plays f, then the liberty, which is no longer a
// self-atari. The playouts, which play no move without contact, never
// played f and counted X alive, its neighbour of two liberties in seki
// (TestLifeJudgment's falseEyeShared). The fill at once kills a false
// seki: the playouts may leave X in seki around one liberty, a self-atari
// for both, where the opponent fills the other safely (the dame cut of
// corpus record ebf8fb44572078a8: White's corner Q2-R2-R3-S3-R1 in seki
// with Black's S2 and T1 around S1, whose other liberty Q1 Black fills,
// TestFalseSekiFilled). Not where X's stones are a nakade shape
// (killableShape): their capture may leave the capturer that eye alone, a
// true seki (TestFalseSekiNakade). The seki points that only X touched
// leave the seki with it.
func (j *Judgment) connectThenFill() {
	b, g := &j.board, j.g
	var freedBuf, libBuf, buf [geom.MaxCells]geom.Point
	freed := freedBuf[:0]
	// The reading takes the dead stones off first: the opponent takes
	// them at leisure, and their liberties count for his chains.
	clear := *b
	clear.SetStones(b.Stones(geom.Black).AndNot(j.Dead), b.Stones(geom.White).AndNot(j.Dead))
	for _, x := range g.Points {
		c := b.At(x)
		if (c != geom.Black && c != geom.White) || b.Chain(x) != x || j.status[x] == Dead || j.PassAlive.Has(x) {
			continue
		}
		libs := clear.Liberties(x)
		if libs.Count() != 2 || !closed(g, &clear, &libs, x) {
			continue
		}
		// The fill at once only for a seki (see above), and not of stones
		// whose capture leaves a nakade shape: there the capturer's group
		// would have only that eye (nakadeSeki's seki). It is read with the
		// dead stones on the board: the move that takes one fills a
		// liberty of the taker's chain, and the point it empties may be
		// the only one he has left after the fill (TestFalseSekiDeadStone).
		direct := j.status[x] == Seki && b.Liberties(x) == libs
		if direct {
			var stones geom.Bitboard
			for _, s := range b.ChainStones(buf[:0], x) {
				stones.Set(s)
			}
			direct = !killableShape(g, &stones)
		}
		for _, l := range libs.Points(libBuf[:0]) {
			if direct && fillTakes(g, b, x, l) || j.fillsAfterJoin(&clear, x, l) {
				for _, s := range b.ChainStones(buf[:0], x) {
					j.setStatus(s, Dead)
				}
				freed = j.opponentChains(x, freed)
				break
			}
		}
	}
	killed := len(freed) > 0
	j.collapseSeki(freed)
	if killed {
		// The seki points that only the dead chain touched.
		j.dropLoneSekiPoints()
	}
}

// fillsAfterJoin reports whether X's opponent, by joining a chain of his
// next to liberty l of X at a false eye f (see connectThenFill), can then
// fill l and leave X in atari with no escape, on board b (the position
// without its dead stones).
func (j *Judgment) fillsAfterJoin(b *engine.Board, x, l geom.Point) bool {
	g := j.g
	c := b.At(x)
	o := c.Opp()
	for _, d := range g.Dirs {
		s := l + d
		if b.At(s) != o {
			continue
		}
		var sl [3]geom.Point
		if b.LibertiesUpTo(s, geom.Pass, sl[:], 0, 3) != 2 {
			continue
		}
		f := sl[0]
		if f == l {
			f = sl[1]
		}
		if !surroundedBy(g, b, o, f) {
			continue
		}
		after := *b
		if _, why := after.Check(o, f, false); why != engine.Legal {
			continue
		}
		after.Apply(o, f)
		if fillTakes(g, &after, x, l) {
			return true
		}
	}
	return false
}

// fillTakes reports whether X's opponent, filling X's liberty l on b
// (legally, his chain there keeping two liberties: no self-atari), leaves
// X in atari with no escape: no extension at its last liberty gives it
// two, and no chain of his next to X or to that liberty is in atari.
func fillTakes(g *geom.Geometry, b *engine.Board, x, l geom.Point) bool {
	c := b.At(x)
	o := c.Opp()
	if _, why := b.Check(o, l, false); why != engine.Legal || b.LibertiesAfter(o, l, 2) < 2 {
		return false
	}
	after := *b
	after.Apply(o, l)
	if after.At(x) != c || !after.InAtari(x) {
		return false
	}
	last := after.AtariLiberty(x)
	// X's owner escapes by extending at its last liberty, or by
	// taking a chain next to X or to that liberty.
	if after.LibertiesAfter(c, last, 2) >= 2 {
		return false
	}
	var stoneBuf, aroundBuf [geom.MaxCells]geom.Point
	_, around := border(&after, after.ChainStones(stoneBuf[:0], x), aroundBuf[:0])
	for _, r := range around {
		if after.At(r) == o && after.InAtari(r) {
			return false
		}
	}
	for _, d := range g.Dirs {
		if after.At(last+d) == o && after.InAtari(last+d) {
			return false
		}
	}
	return true
}

// closed reports whether every neighbour of the points of libs is a stone
// of chain x, an opponent stone or the edge: a move there by x's owner
// gains no liberty and joins no other chain, but by a capture.
func closed(g *geom.Geometry, b *engine.Board, libs *geom.Bitboard, x geom.Point) bool {
	c := b.At(x)
	for l := range libs.All() {
		for _, d := range g.Dirs {
			n := l + d
			if g.OnBoard(n) && b.At(n) != c.Opp() && (b.At(n) != c || b.Chain(n) != b.Chain(x)) {
				return false
			}
		}
	}
	return true
}

// surroundedBy reports whether the empty point f has only stones of colour o
// (or the edge) around it, and so is a point the other colour cannot play
// without capturing.
func surroundedBy(g *geom.Geometry, b *engine.Board, o geom.Colour, f geom.Point) bool {
	if b.At(f) != geom.Empty {
		return false
	}
	for _, d := range g.Dirs {
		if n := f + d; g.OnBoard(n) && b.At(n) != o {
			return false
		}
	}
	return true
}
