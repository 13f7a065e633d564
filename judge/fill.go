package judge

import (
	"github.com/gtp-referee/gtp-referee/engine"
	"github.com/gtp-referee/gtp-referee/geom"
)

// fillDame fills the dame of position b as players do before a Chinese
// count, the dead stones (dead) still on the board, from first on, and
// returns the filled board. o is the ownership of the position without
// its dead stones. Each player in turn
//
//  1. saves a live chain of his that the opponent could capture (a
//     tactical reading, ladders included, see capturable): dead stones
//     take liberties until the count, so a filled dame can leave a chain
//     short of them, and its owner then spends a move inside his area (a
//     teire) while the opponent fills another dame; but a dame next to
//     one of its liberties that saves it as well goes first, as it also
//     gains a point (dameDefence). When no move saves
//     it, he plays towards capturing the dead opponent stones that keep
//     it short of liberties (dislodge): more teire. Where that move
//     leaves his chain capturable but taking a liberty of a live
//     opponent chain short of liberties beside it does not, he plays
//     there instead: the race it would lose becomes a seki or a win
//     (raceReduce). A chain whose
//     opponent neighbours are all dead is left alone: an atari by dead
//     stones forces nothing, as they come off at the count without a
//     move (under territory rules too: taking the chain would let its
//     owner play there a stone that cannot be captured, so it is alive,
//     Japanese 1989 rules, Article 7);
//     Next he defends against a double atari (doubleAtariAt): a point
//     where the opponent's stone would put two of his live chains in
//     atari at once: he plays there, or on the other liberty of one of
//     the chains, a dame first (doubleDefence); most often a teire.
//     Next he plays a teire where a live chain of his with three
//     liberties, between dead opponent stones and live ones, would lose
//     a capturing race to the dead stones once the opponent filled one
//     of its liberties (raceThreat, raceDefence), or with four where his
//     filling joins the dead stones and leaves them more liberties than
//     the chain, none shared (raceThreat4);
//     With the side to move known (r.next, fillShift) he next takes a
//     ko (koTake): a lone live opponent stone in atari whose capture
//     leaves his stone alone with one liberty. Its owner, had he moved
//     first, would have kept it by connecting (1); the taker connects
//     next, the threats being gone at the end.
//     With the side to move known, the first player, on his first move
//     only, next kills by a dame (killDame): a dame after which a live
//     opponent chain next to it, short of liberties, cannot be saved.
//     The stones count as his at the end, though the judgment left them
//     alive: their owner would have kept them by moving first, which is
//     why only the first move may kill (the side to move's order,
//     fillShift);
//  2. else blocks where an opponent stone (a filled gap in his wall) now
//     touches a point of his area and would break in (the block safe by
//     reading, or with two liberties or more in his area, libsInArea), or, the side to
//     move known, where his block gains more than its point (the
//     opponent's stone made the area behind it dame, and the block closes
//     it again, as White's A12 after Black's A11 in GNU Go game 317 cut by
//     four): a teire;
//     2a. else, where the ownership reads the two-point gaps of walls
//     (a finished position's count, newOwnersOn), pushes into one from
//     the opponent's side of it (gapPush): the opponent blocks (2), and
//     both points are his (in a straight gap the pushing stone is then
//     in atari and is connected behind it: push, block, connect);
//  3. else fills a dame (an empty point reached by the live stones of
//     both colours, outside the open regions) from his side (next to a
//     live stone of his, a dead stone of the opponent's, or a capture:
//     fromOwnSide) after which his chain there cannot be captured and
//     which joins no dead stone of his:
//     first one where the opponent's stone would gain more than the
//     point (it would open the way into his area: he blocks), then a
//     forcing one (after it an opponent chain could be captured, or two
//     put in atari at once, or his
//     next stone would break into the opponent's area, so the opponent
//     must answer inside his area and loses a dame), then one where the
//     opponent's stone would be forcing (forcesOn: a reverse sente,
//     unless the opponent keeps a forcing move on a liberty of the chain
//     it makes, forcedAgain, or is left as many forcing exchanges as
//     before, bestReverse; of several, the one that leaves him
//     fewest), then one that gains nothing but its own
//     point, then any; but the player who has the move (r.lead), where
//     the side to move is known, takes the one that gains him most: the
//     side to move when he fills first, on his first move and on each
//     later one while the opponent has only answered his forcing moves,
//     and the second player while every move of the first has saved a
//     chain (a teire in gote, as White's D8 in GNU Go game 55 cut by
//     three: he then fills first in effect);
//  4. else prepares a dame he cannot fill yet (his chain there could then
//     be captured) by a connection inside his own territory, after which
//     it is safe to fill (prepare);
//  5. else passes; two passes in a row end it.
//
// Live opponent chains that dead stones leave in atari are not captured:
// their owner saves them on his turn (1), and taking them would not change
// the area, as the capturing stones are dead in that area. A dame that
// gains only its own point goes before one that also cuts the opponent off
// from others: taking the one that gains most would count a position's
// leftover dame by who fills first, where the rules split them (RULES.md
// P6: a row of three dame that a stone at its mouth takes whole). Only the
// side to move, where he is known, first takes the dame worth most to
// him, as a player does: a region of two empty points that only one of
// them opens to the opponent goes whole to whoever fills that one (GNU Go
// game 55). The filling the other player starts keeps the rule (the mean
// of both orders counts it too): the count moves only where the side to
// move's first dame gains him more than its point, which in P6 with Black
// to move it does not. A forcing move the opponent answers leaves him the
// move, so the rule holds for his next one too: in GNU Go game 262 cut by
// three, Black's F5 forces White's F7, and Black then closes the mouth of
// a row of three at J6 (he filled J4 before, and White took J6). A teire
// that the side to move must play first (a chain of his the opponent could
// capture) hands the move to the other, who then takes the dame worth most
// to him: in GNU Go game 55 cut by three White saves E8-E9-F9 at D8 and
// Black's D4 takes D4 and D5. Among equal dame the choice is left to
// board order, which fillShift averages over the board's turns.
//
// With r.mouths set (fillShift's second try, when the plain filling
// captured a live chain in every turn of the board) a player first closes the mouth of a small eye
// space of his (mouthOf) and leaves the opponent's mouths to him: the
// opponent's stone there would shrink an eye space that the judgment
// counted as living, and the plain filling, which sees a dame there, fills
// it and kills the group.
//
// It also returns the live stones taken in a ko and those killed by a dame
// (1, the side to move known): the judgment left them alive, as their
// owner keeps them by moving first.
// A pass lifts a ko ban, as in play.
func fillDame(b *engine.Board, dead *geom.Bitboard, o *owners, first geom.Colour, r fillRules) (engine.Board, geom.Bitboard, geom.Bitboard) {
	g := b.Geometry()
	work := *b
	var taken, killed geom.Bitboard
	local := *dead
	c := first
	passes := 0
	lead := true       // every move of the second player so far saved a chain
	firstSaved := true // every move of the first player so far saved a chain
	if first != r.koBanned {
		r.koLost = geom.Pass
	}
	for i := 0; i < 2*len(g.Points) && passes < 2; i++ {
		rr := r
		rr.firstMove = i == 0
		rr.lead = c == first && lead && c == r.next || c != first && firstSaved
		if r.koKill && i == 1 {
			// The attacker resolves his ko kill (fillRules.koKill).
			c = c.Opp()
			continue
		}
		q, s, saved := dameMove(g, &work, &local, o, c, rr)
		if c != first && !saved {
			lead = false
		}
		if c == first && !saved {
			firstSaved = false
		}
		if q == geom.Pass {
			passes++
			work.SetKoPoint(c, geom.Pass)
		} else {
			passes = 0
			work.Apply(c, q)
			switch {
			case s == geom.Pass:
			case work.At(s) == c.Opp():
				// A kill: the chain cannot be saved.
				var buf [geom.MaxCells]geom.Point
				for _, p := range work.ChainStones(buf[:0], s) {
					local.Set(p)
					killed.Set(p)
				}
			default:
				taken.Set(s)
			}
		}
		c = c.Opp()
	}
	return work, taken, killed
}

// koTake returns c's move that takes a ko and the stone it takes, or
// geom.Pass twice: a live opponent stone in atari that its owner would
// keep by connecting on his turn, which the side that moves first takes
// instead (and connects next, 1: at the end of the game the threats are
// gone).
func koTake(g *geom.Geometry, b *engine.Board, dead *geom.Bitboard, c geom.Colour) (q, stone geom.Point) {
	for _, p := range g.Points {
		if b.At(p) != c.Opp() || b.ChainSize(p) != 1 || !b.InAtari(p) || dead.Has(p) {
			continue
		}
		if q := b.AtariLiberty(p); koCapture(g, b, dead, c, q) == p {
			return q, p
		}
	}
	return geom.Pass, geom.Pass
}

// koCapture returns the stone that c's move at q takes in a ko, or
// geom.Pass: the move takes one stone and leaves c's stone alone in atari
// (the board's ko point after it), and neither the stone taken nor the
// stones around the two points are dead (a capture among dead stones is
// no ko that counts).
func koCapture(g *geom.Geometry, b *engine.Board, dead *geom.Bitboard, c geom.Colour, q geom.Point) geom.Point {
	if _, r := b.Check(c, q, false); r != engine.Legal {
		return geom.Pass
	}
	child := *b
	child.Apply(c, q)
	s := child.KoPoint(c.Opp())
	if s == geom.Pass || dead.Has(s) {
		return geom.Pass
	}
	for _, p := range [2]geom.Point{q, s} {
		for _, d := range g.Dirs {
			if dead.Has(p + d) {
				return geom.Pass
			}
		}
	}
	return s
}

// fillRules are fillDame's optional rules.
type fillRules struct {
	mouths bool // close the mouths of small eye spaces first
	// next is the side to move where it is known (a finished position),
	// else geom.Empty. When it is known, either player takes a ko left
	// open and may kill by a dame on the filling's first move, and the
	// player who has the move (lead) takes the dame worth most to him.
	next      geom.Colour
	firstMove bool // set by fillDame on the filling's first move
	// lead is set by fillDame for the player who has the move: the
	// first player, when he is the side to move, on his first move and
	// on later ones while every move of the other has saved a chain
	// (answered a forcing move); the second player while every move of
	// the first has saved a chain (a teire in gote).
	lead bool
	// territory counts the filling by territory (fillTurns): every stone
	// it places costs its player a point, a teire as well as a dame, which
	// an area count charges only where the opponent fills a dame
	// meanwhile. It changes no move of the filling.
	territory bool
	// gaps reads the two-point gaps of walls (newOwnersOn): the count of
	// a finished position whose side to move is known.
	gaps bool
	// vital counts the side to move's order (fillShiftBy): score's count
	// after the side to move's stone on a nakade's vital point.
	vital bool
	// koLost is the point where koBanned may not take a ko in the whole
	// filling that he starts (geom.Pass for none; a point of the filled
	// board): the ko that the ko threats give to the other (koFight), who
	// connects it when his turn comes, whatever forcing moves come
	// first. In the filling the other starts the ban holds for his first
	// move only, as a ko ban does, so that the ko's owner, who moves
	// first there, does not fill a dame before he connects.
	koLost   geom.Point
	koBanned geom.Colour
	// koKill says that the second player's first move goes to a ko kill
	// (Judgment.rescueKo): the attacker, whose stone at the kill point
	// was played before the filling (the defender fills first), takes
	// the ko; the defender, with no threat, fills a dame, and the
	// attacker must resolve the ko (his stone again on the bent four's
	// vital point, after the defender has taken his three stones there)
	// before the defender can retake. The defender's answers inside cost
	// him no dame. So the attacker passes his first turn of the filling:
	// with two dame the defender takes both (TestCornerShapesAttacked).
	koKill bool
}

// dameMove chooses c's move in fillDame, and the live stone it takes in a
// ko (koTake) or a stone of the chain it kills by a dame (killDame), if it
// does: fillDame tells them apart by whether the stone is still on the
// board after the move. saved reports a move that saves a chain of c's
// (1): the answer to a forcing move.
func dameMove(g *geom.Geometry, b *engine.Board, dead *geom.Bitboard, o *owners, c geom.Colour, r fillRules) (q, stone geom.Point, saved bool) {
	legal := func(q geom.Point) bool {
		_, r := b.Check(c, q, false)
		return r == engine.Legal
	}
	// 1. Save an own live chain.
	for _, p := range g.Points {
		if b.At(p) != c || b.Chain(p) != p || dead.Has(p) {
			continue
		}
		if l := b.Liberties(p); l.Count() > 2 || onlyDeadAround(g, b, dead, p) || !capturable(g, b, p) {
			continue
		}
		if q := dameDefence(g, b, dead, o, p); q != geom.Pass {
			return raceSafeSave(g, b, dead, p, q), geom.Pass, true
		}
		if q := defence(g, b, p); q != geom.Pass {
			return raceSafeSave(g, b, dead, p, q), geom.Pass, true
		}
		d := dislodge(g, b, dead, p)
		if d != geom.Pass {
			if _, ok := savingPlay(g, b, c, d, p); ok {
				return d, geom.Pass, true
			}
		}
		if q := raceReduce(g, b, dead, o, p); q != geom.Pass {
			return q, geom.Pass, true
		}
		if d != geom.Pass {
			return d, geom.Pass, true
		}
	}
	// 1a. Defend against a double atari (doubleAtariAt).
	if m := doubleAtariAt(g, b, dead, c.Opp(), geom.Pass); m != geom.Pass {
		if q := doubleDefence(g, b, dead, o, c, m); q != geom.Pass {
			return q, geom.Pass, true
		}
	}
	// 1d. Play a teire against a race that dead stones would win
	// (raceThreat).
	for _, p := range g.Points {
		if b.At(p) != c || b.Chain(p) != p || dead.Has(p) {
			continue
		}
		if m := raceThreat(g, b, dead, c.Opp(), p); m != geom.Pass {
			if q := raceDefence(g, b, dead, o, p, m); q != geom.Pass {
				return q, geom.Pass, true
			}
		}
	}
	// 1 (the side to move known). Take a ko.
	if r.next != geom.Empty {
		if q, stone := koTake(g, b, dead, c); q != geom.Pass && (q != r.koLost || c != r.koBanned) {
			return q, stone, false
		}
	}
	// 1c. Kill an opponent chain by a dame (the first move only).
	if r.next != geom.Empty && r.firstMove {
		if q, n := killDame(g, b, dead, o, c); q != geom.Pass {
			return q, n, false
		}
	}
	// 1b. Close the mouth of an own small eye space (second try only).
	theirs := func(q geom.Point) bool { return r.mouths && mouthOf(g, b, dead, q) == c.Opp() }
	if r.mouths {
		for _, q := range g.Points {
			if b.At(q) != geom.Empty || mouthOf(g, b, dead, q) != c || joinsDead(g, b, dead, c, q) {
				continue
			}
			if _, ok := safePlay(g, b, c, q); ok {
				return q, geom.Pass, false
			}
		}
	}
	var before int
	beforeDone := false
	// 2. A point of c's area that an opponent stone now touches: c
	// blocks there if the opponent would break in, or (the side to move
	// known) if the block closes an area the opponent's stone opened (a
	// teire).
	for _, q := range g.Points {
		if b.At(q) != geom.Empty || o.of(q, false) != c || !legal(q) || joinsDead(g, b, dead, c, q) {
			continue
		}
		if !besideLive(g, b, dead, c.Opp(), q) {
			continue
		}
		child := *b
		child.Apply(c, q)
		if (!capturable(g, &child, q) || libsInArea(&child, o, q)) && (breaks(g, b, dead, o, c.Opp(), q, &before, &beforeDone) || r.next != geom.Empty && gainOf(g, b, &child, dead, o, c, &before, &beforeDone) >= 2) {
			return q, geom.Pass, false
		}
	}
	// 3. Fill a dame: first one where the opponent would break into
	// c's area (a block), then a forcing one, then one where the
	// opponent's stone would be forcing and no other replaces it (a
	// reverse sente), then one that
	// gains only its point (the side to move, on the first move or with
	// the lead kept: the one that gains most), then any.
	now, dame := dameNow(g, b, dead, o)
	// 2a. Push into a two-point gap of the opponent's wall (owners.gaps).
	if q := gapPush(g, b, dead, &now, &dame, c); q != geom.Pass {
		return q, geom.Pass, false
	}
	terr := now.rb.Or(now.rw).AndNot(now.rb.And(now.rw)).AndNot(now.black.Or(now.white))
	first, forcing, neutral := geom.Pass, geom.Pass, geom.Pass
	var revs [8]geom.Point
	nrev := 0
	best, bestGain := geom.Pass, -1000
	var dbuf [geom.MaxSize * geom.MaxSize]geom.Point
	for _, q := range dame.Points(dbuf[:0]) {
		if b.At(q) != geom.Empty || !legal(q) || joinsDead(g, b, dead, c, q) || !fromOwnSide(g, b, dead, c, q) || theirs(q) {
			continue
		}
		child := *b
		child.Apply(c, q)
		if capturable(g, &child, q) {
			continue
		}
		if nextTo(g, b, &terr, q) && breaks(g, b, dead, o, c.Opp(), q, &before, &beforeDone) {
			return q, geom.Pass, false
		}
		if forcing == geom.Pass && threatensNext(g, &child, dead, q) {
			forcing = q
		}
		if forcing == geom.Pass && opensWay(g, &child, dead, o, c, q) {
			forcing = q
		}
		if forcing == geom.Pass && nrev < len(revs) && forcesOn(g, b, dead, c.Opp(), q) && !forcedAgain(g, &child, dead, c.Opp(), q) {
			revs[nrev] = q
			nrev++
		}
		if first == geom.Pass {
			first = q
		}
		most := r.lead && r.next != geom.Empty
		if forcing == geom.Pass && (most || neutral == geom.Pass) {
			gn := gainOf(g, b, &child, dead, o, c, &before, &beforeDone)
			if most && gn > bestGain {
				best, bestGain = q, gn
			}
			if neutral == geom.Pass && gn <= 1 {
				neutral = q
			}
		}
	}
	if forcing != geom.Pass {
		return forcing, geom.Pass, false
	}
	if nrev > 0 {
		if q := bestReverse(g, b, dead, &dame, c, revs[:nrev]); q != geom.Pass {
			return q, geom.Pass, false
		}
	}
	if best != geom.Pass {
		return best, geom.Pass, false
	}
	if neutral != geom.Pass {
		return neutral, geom.Pass, false
	}
	if first != geom.Pass {
		return first, geom.Pass, false
	}
	return prepare(g, b, dead, &dame, &terr, c, theirs), geom.Pass, false
}

// mouthOf returns the colour whose small eye space the empty point q is
// the mouth of, or geom.Empty: q's empty region has 2 to OpenRegionMin-1
// points, q touches a live stone of each colour, and every other point of
// the region touches live stones of that colour only (at least one does).
// An opponent stone at the mouth is a dame fill from his side, but the
// space behind it, still reached by his stone, then shrinks point by point
// (a row of five that he enters at one end keeps no two eyes).
func mouthOf(g *geom.Geometry, b *engine.Board, dead *geom.Bitboard, q geom.Point) geom.Colour {
	if b.At(q) != geom.Empty {
		return geom.Empty
	}
	touch := func(p geom.Point) (black, white bool) {
		for _, d := range g.Dirs {
			n := p + d
			if dead.Has(n) {
				continue
			}
			switch b.At(n) {
			case geom.Black:
				black = true
			case geom.White:
				white = true
			}
		}
		return
	}
	if qb, qw := touch(q); !qb || !qw {
		return geom.Empty
	}
	var region [OpenRegionMin]geom.Point
	var seen geom.Bitboard
	region[0] = q
	seen.Set(q)
	n := 1
	owner := geom.Empty
	for i := 0; i < n; i++ {
		for _, d := range g.Dirs {
			p := region[i] + d
			if b.At(p) != geom.Empty || seen.Has(p) {
				continue
			}
			if n == len(region)-1 {
				return geom.Empty
			}
			seen.Set(p)
			region[n] = p
			n++
			tb, tw := touch(p)
			var x geom.Colour
			switch {
			case tb && tw:
				return geom.Empty
			case tb:
				x = geom.Black
			case tw:
				x = geom.White
			default:
				continue
			}
			if owner != geom.Empty && owner != x {
				return geom.Empty
			}
			owner = x
		}
	}
	return owner
}

// prepare returns a move of c inside his own territory (terr, the points
// reached by one colour only) after which a dame he cannot fill yet, as his
// chain there could then be captured, becomes safe to fill: a connection
// that costs a move but no point (fillDame, 4), the one that leaves the
// filled chain most liberties. geom.Pass when there is none.
func prepare(g *geom.Geometry, b *engine.Board, dead, dame, terr *geom.Bitboard, c geom.Colour, skip func(geom.Point) bool) geom.Point {
	best, most := geom.Pass, 0
	var dbuf [geom.MaxSize * geom.MaxSize]geom.Point
	var lbuf [4]geom.Point
	for _, q := range dame.Points(dbuf[:0]) {
		if _, r := b.Check(c, q, false); r != engine.Legal || joinsDead(g, b, dead, c, q) || skip(q) {
			continue
		}
		child := *b
		child.Apply(c, q)
		libs := child.Liberties(q)
		for _, p := range libs.Points(lbuf[:0]) {
			if !terr.Has(p) || joinsDead(g, b, dead, c, p) {
				continue
			}
			prep, ok := safePlay(g, b, c, p)
			if !ok {
				continue
			}
			after, ok := safePlay(g, &prep, c, q)
			if !ok {
				continue
			}
			if l := after.Liberties(q); l.Count() > most {
				best, most = p, l.Count()
			}
		}
	}
	return best
}

// opensWay reports whether c's stone at q on board b (played) opens the
// way into the opponent's area: c's next stone next to it would break in
// (see breaks), so the opponent must block inside his area.
func opensWay(g *geom.Geometry, b *engine.Board, dead *geom.Bitboard, o *owners, c geom.Colour, q geom.Point) bool {
	var before int
	done := false
	for _, d := range g.Dirs {
		if n := q + d; b.At(n) == geom.Empty && o.of(n, false) == c.Opp() && breaks(g, b, dead, o, c, n, &before, &done) {
			return true
		}
	}
	return false
}

// nextTo reports whether an empty point of set is next to q.
func nextTo(g *geom.Geometry, b *engine.Board, set *geom.Bitboard, q geom.Point) bool {
	for _, d := range g.Dirs {
		if n := q + d; b.At(n) == geom.Empty && set.Has(n) {
			return true
		}
	}
	return false
}

// breaks reports whether colour x playing at q would gain more than the
// point itself (it opens the way into the opponent's area), safely. before
// caches the count of b, computed once (done).
func breaks(g *geom.Geometry, b *engine.Board, dead *geom.Bitboard, o *owners, x geom.Colour, q geom.Point, before *int, done *bool) bool {
	if joinsDead(g, b, dead, x, q) {
		return false
	}
	child, ok := safePlay(g, b, x, q)
	if !ok {
		return false
	}
	return gainOf(g, b, &child, dead, o, x, before, done) >= 2
}

// gainOf returns what x's move from b to child gains in liveSplit's count,
// for x. before caches the count of b, computed once (done).
func gainOf(g *geom.Geometry, b, child *engine.Board, dead *geom.Bitboard, o *owners, x geom.Colour, before *int, done *bool) int {
	if !*done {
		*before = liveSplit(g, b, dead, o)
		*done = true
	}
	gain := liveSplit(g, child, dead, o) - *before
	if x == geom.White {
		gain = -gain
	}
	return gain
}

// liveSplit returns Black's area minus White's on b without the stones in
// dead (see owners.split), the points of the open regions of the position
// before the filling (o.open) counted as they were then: filling the dame
// does not move the boundary of an open territory, which is split by
// distance only for want of a better rule.
func liveSplit(g *geom.Geometry, b *engine.Board, dead *geom.Bitboard, o *owners) int {
	black := b.Stones(geom.Black).AndNot(*dead)
	white := b.Stones(geom.White).AndNot(*dead)
	all := b.Stones(geom.Black).Or(b.Stones(geom.White))
	var onBoard *geom.Bitboard
	if o.gapped {
		// The start's ownership read the walls' two-point gaps: so
		// does this one.
		onBoard = &all
	}
	now := newOwnersOn(g, &black, &white, onBoard)
	d := 0
	for _, q := range g.Points {
		owner := now.of(q, false)
		if o.open.Has(q) && b.At(q) == geom.Empty {
			owner = o.of(q, false)
		}
		switch owner {
		case geom.Black:
			d++
		case geom.White:
			d--
		}
	}
	return d
}

// joinsDead reports whether c playing at q would touch a dead stone of
// c's, which would join it to a live chain.
func joinsDead(g *geom.Geometry, b *engine.Board, dead *geom.Bitboard, c geom.Colour, q geom.Point) bool {
	for _, d := range g.Dirs {
		if n := q + d; b.At(n) == c && dead.Has(n) {
			return true
		}
	}
	return false
}

// onlyDeadAround reports whether every opponent stone next to the chain at
// p is dead: an atari by dead stones forces nothing (see fillDame).
func onlyDeadAround(g *geom.Geometry, b *engine.Board, dead *geom.Bitboard, p geom.Point) bool {
	opp := b.At(p).Opp()
	var sbuf [geom.MaxSize * geom.MaxSize]geom.Point
	for _, s := range b.ChainStones(sbuf[:0], p) {
		for _, d := range g.Dirs {
			if n := s + d; b.At(n) == opp && !dead.Has(n) {
				return false
			}
		}
	}
	return true
}

// dislodge returns a move inside c's area towards capturing the dead
// opponent stones that keep the chain at p (of colour c) short of
// liberties, when defence finds no direct save: a liberty of the dead
// opponent chain with the fewest liberties next to the chain, or next to
// an own chain it would join by extending. geom.Pass when there is none.
func dislodge(g *geom.Geometry, b *engine.Board, dead *geom.Bitboard, p geom.Point) geom.Point {
	c := b.At(p)
	var buf [geom.MaxCells]geom.Point
	own := b.ChainStones(buf[:0], p)
	// Own chains that an extension on a liberty of p joins.
	libs := b.Liberties(p)
	for l := range libs.All() {
		for _, d := range g.Dirs {
			if n := l + d; b.At(n) == c && !dead.Has(n) && b.Chain(n) != b.Chain(p) {
				own = b.ChainStones(own, n)
			}
		}
	}
	best, fewest := geom.Pass, 0
	var seen geom.Bitboard
	for _, s := range own {
		for _, d := range g.Dirs {
			n := s + d
			if b.At(n) != c.Opp() || !dead.Has(n) || seen.Has(b.Chain(n)) {
				continue
			}
			seen.Set(b.Chain(n))
			dl := b.Liberties(n)
			k := dl.Count()
			if best != geom.Pass && k >= fewest {
				continue
			}
			for q := range dl.All() {
				if _, r := b.Check(c, q, false); r != engine.Legal || joinsDead(g, b, dead, c, q) {
					continue
				}
				if k > 1 && b.LibertiesAfter(c, q, 2) < 2 {
					continue
				}
				best, fewest = q, k
				break
			}
		}
	}
	return best
}

// fromOwnSide reports whether c's stone at q would stand next to a live
// stone of his, a dead opponent stone (his area once it is off), or an
// opponent chain it captures (a ko): a player fills a dame from his side,
// never by a stone standing alone.
func fromOwnSide(g *geom.Geometry, b *engine.Board, dead *geom.Bitboard, c geom.Colour, q geom.Point) bool {
	for _, d := range g.Dirs {
		switch n := q + d; b.At(n) {
		case c:
			if !dead.Has(n) {
				return true
			}
		case c.Opp():
			if dead.Has(n) || b.InAtari(n) {
				return true
			}
		}
	}
	return false
}

// killDame returns c's move on a dame (from his side, joining no dead
// stone, safe) after which a live opponent chain next to it, with one or
// two liberties, can be captured and no move of its owner saves it
// (capturable, defence), and that chain; geom.Pass twice when there is
// none. The tactical reading knows neither eyes nor races, so a chain with
// a liberty in its owner's area (libertyInArea) or next to a chain of c's
// short of liberties of its own (racesNone) is left to the judgment. The
// dame are those of the position as it is (o: the ownership the filling
// started from, whose open regions stay open).
func killDame(g *geom.Geometry, b *engine.Board, dead *geom.Bitboard, o *owners, c geom.Colour) (geom.Point, geom.Point) {
	_, dame := dameNow(g, b, dead, o)
	var dbuf [geom.MaxSize * geom.MaxSize]geom.Point
	for _, q := range dame.Points(dbuf[:0]) {
		if b.At(q) != geom.Empty || joinsDead(g, b, dead, c, q) || !fromOwnSide(g, b, dead, c, q) {
			continue
		}
		if !besideLive(g, b, dead, c.Opp(), q) {
			continue
		}
		child, ok := safePlay(g, b, c, q)
		if !ok {
			continue
		}
		for _, d := range g.Dirs {
			n := q + d
			if child.At(n) != c.Opp() || dead.Has(n) {
				continue
			}
			if l := child.Liberties(n); l.Count() > 2 || onlyDeadAround(g, &child, dead, n) {
				continue
			}
			if !racesNone(g, &child, dead, n) || libertyInArea(&child, o, n) {
				continue
			}
			if capturable(g, &child, n) && defence(g, &child, n) == geom.Pass {
				return q, child.Chain(n)
			}
		}
	}
	return geom.Pass, geom.Pass
}

// racesNone reports whether every live opponent chain next to the chain at
// p has three liberties or more that the chain at p does not share: no race
// that a capture could turn.
func racesNone(g *geom.Geometry, b *engine.Board, dead *geom.Bitboard, p geom.Point) bool {
	opp := b.At(p).Opp()
	lp := b.Liberties(p)
	var sbuf [geom.MaxSize * geom.MaxSize]geom.Point
	for _, s := range b.ChainStones(sbuf[:0], p) {
		for _, d := range g.Dirs {
			n := s + d
			if b.At(n) != opp || dead.Has(n) {
				continue
			}
			ln := b.Liberties(n)
			if own := ln.AndNot(lp); own.Count() < 3 {
				return false
			}
		}
	}
	return true
}

// libertyInArea reports whether a liberty of the chain at p is a point of
// its owner's area (o): its life is then a matter of eyes, not of dame.
func libertyInArea(b *engine.Board, o *owners, p geom.Point) bool {
	in, _ := libsInOwnArea(b, o, p)
	return in > 0
}

// libsInOwnArea returns how many liberties the chain at p has in its
// owner's area (o), and how many it has.
func libsInOwnArea(b *engine.Board, o *owners, p geom.Point) (in, all int) {
	libs := b.Liberties(p)
	var lbuf [16]geom.Point
	for _, l := range libs.Points(lbuf[:0]) {
		if o.of(l, false) == b.At(p) {
			in++
		}
		all++
	}
	return in, all
}

// dameDefence returns a dame next to a liberty of the chain at p (of
// colour c, capturable) that its owner may fill from his side and after
// which the chain cannot be captured, or geom.Pass: the dame both gains a
// point and saves the teire inside his area that defence would play.
func dameDefence(g *geom.Geometry, b *engine.Board, dead *geom.Bitboard, o *owners, p geom.Point) geom.Point {
	c := b.At(p)
	_, dame := dameNow(g, b, dead, o)
	libs := b.Liberties(p)
	var lbuf [16]geom.Point
	for _, l := range libs.Points(lbuf[:0]) {
		for _, d := range g.Dirs {
			q := l + d
			if b.At(q) != geom.Empty || !dame.Has(q) || libs.Has(q) || joinsDead(g, b, dead, c, q) || !fromOwnSide(g, b, dead, c, q) {
				continue
			}
			if _, ok := savingPlay(g, b, c, q, p); ok {
				return q
			}
		}
	}
	return geom.Pass
}

// dameNow returns the ownership of b's live stones (those not in dead) as
// they stand, and its dame: empty points reached by both colours outside
// the open regions, those of now and those the filling started from (o).
// A filled gap in a wall makes the point behind it a new one; open
// regions stay as they were.
func dameNow(g *geom.Geometry, b *engine.Board, dead *geom.Bitboard, o *owners) (owners, geom.Bitboard) {
	black := b.Stones(geom.Black).AndNot(*dead)
	white := b.Stones(geom.White).AndNot(*dead)
	all := b.Stones(geom.Black).Or(b.Stones(geom.White))
	var onBoard *geom.Bitboard
	if o.gapped {
		// The start's ownership read the walls' two-point gaps: so
		// does this one.
		onBoard = &all
	}
	now := newOwnersOn(g, &black, &white, onBoard)
	dame := now.rb.And(now.rw).AndNot(now.black.Or(now.white)).AndNot(now.open).AndNot(o.open)
	return now, dame
}

// besideLive reports whether the point q is next to a live stone (one
// not in dead) of colour x.
func besideLive(g *geom.Geometry, b *engine.Board, dead *geom.Bitboard, x geom.Colour, q geom.Point) bool {
	for _, d := range g.Dirs {
		if n := q + d; b.At(n) == x && !dead.Has(n) {
			return true
		}
	}
	return false
}

// forcesOn reports whether x's stone on the dame q (from his side, safe,
// joining no dead stone of his) would force the opponent to answer: a
// live opponent chain next to it, with two liberties or fewer, could then
// be captured. Taking such a dame first denies x the forcing move (a
// reverse sente).
func forcesOn(g *geom.Geometry, b *engine.Board, dead *geom.Bitboard, x geom.Colour, q geom.Point) bool {
	child, ok := forcingPlay(g, b, dead, x, q)
	return ok && threatensNext(g, &child, dead, q)
}

// forcingPlay plays x's stone on the dame q on a copy of b where it may
// force (forcesOn): from his side, joining no dead stone of his, and safe
// (safePlay); the copy is meaningful only where it reports true.
func forcingPlay(g *geom.Geometry, b *engine.Board, dead *geom.Bitboard, x geom.Colour, q geom.Point) (engine.Board, bool) {
	if joinsDead(g, b, dead, x, q) || !fromOwnSide(g, b, dead, x, q) {
		return engine.Board{}, false
	}
	return safePlay(g, b, x, q)
}

// threatensNext reports whether a live chain next to the stone just
// played at q on b, of the other colour, has two liberties or fewer and
// could be captured, or the stone's owner now has a double atari on such a
// chain and another (doubleAtariAt): the stone forces its owner to answer.
func threatensNext(g *geom.Geometry, b *engine.Board, dead *geom.Bitboard, q geom.Point) bool {
	return threatenedBy(g, b, dead, q) != geom.Pass || doubleAtariAt(g, b, dead, b.At(q), q) != geom.Pass
}

// threatenedBy returns the live chain next to the stone just played at q
// on b, of the other colour, that has two liberties or fewer and could be
// captured, the one with the fewest where there are several, or
// geom.Pass.
func threatenedBy(g *geom.Geometry, b *engine.Board, dead *geom.Bitboard, q geom.Point) geom.Point {
	opp := b.At(q).Opp()
	threatened, fewest := geom.Pass, 3
	for _, d := range g.Dirs {
		n := q + d
		if b.At(n) != opp || dead.Has(n) {
			continue
		}
		if l := libCount(b, n); l < fewest && capturable(g, b, n) {
			threatened, fewest = n, l
		}
	}
	return threatened
}

// forcedAgain reports whether x, after the opponent's stone at q (on b),
// still has a forcing move on a liberty of the chain at q (forcesOn): then
// that stone took no forcing move away.
func forcedAgain(g *geom.Geometry, b *engine.Board, dead *geom.Bitboard, x geom.Colour, q geom.Point) bool {
	libs := b.Liberties(q)
	if libs.Count() > 2 {
		return false
	}
	var lbuf [16]geom.Point
	for _, l := range libs.Points(lbuf[:0]) {
		if forcesOn(g, b, dead, x, l) {
			return true
		}
	}
	return false
}

// bestReverse returns the reverse sente among revs (c's dames where the
// opponent's stone would be forcing, in board order) that leaves the
// opponent the fewest forcing exchanges (forcingExchanges), or geom.Pass
// where none leaves fewer than he has now: the dame then took away a
// forcing move that another, answered at the same point, replaces. In GNU
// Go game 22 of the 19x19 set cut where only dame are left, Black to move,
// White's L7 and N7 both cut into Black's M7, L8 and N8-O8-O7 around M8.
// Black's L7 denies White the first, but White's N7 then captures N8-O8-O7
// outright; GNU Go's Black left both, and its count of the game, B+26, is
// two points below the count where Black takes L7 first.
func bestReverse(g *geom.Geometry, b *engine.Board, dead, dame *geom.Bitboard, c geom.Colour, revs []geom.Point) geom.Point {
	fewest := forcingExchanges(g, b, dead, dame, c.Opp())
	best := geom.Pass
	for _, q := range revs {
		child := *b
		child.Apply(c, q)
		if n := forcingExchanges(g, &child, dead, dame, c.Opp()); n < fewest {
			best, fewest = q, n
		}
	}
	return best
}

// forcingExchanges counts x's forcing exchanges on b among the empty points
// of dame: his forcing dames (forcedAnswer), those whose stone or answer
// is the stone or the answer of one counted before left out, as one
// exchange spends both points.
func forcingExchanges(g *geom.Geometry, b *engine.Board, dead, dame *geom.Bitboard, x geom.Colour) int {
	var used geom.Bitboard
	var dbuf [geom.MaxSize * geom.MaxSize]geom.Point
	n := 0
	for _, d := range dame.Points(dbuf[:0]) {
		if b.At(d) != geom.Empty || used.Has(d) {
			continue
		}
		a := forcedAnswer(g, b, dead, x, d)
		if a == geom.Pass || used.Has(a) {
			continue
		}
		used.Set(d)
		used.Set(a)
		n++
	}
	return n
}

// forcedAnswer returns where the opponent must answer x's stone on the dame
// q, or geom.Pass where it forces nothing (forcesOn): the defence of the
// live opponent chain next to q it leaves shortest of liberties (two or
// fewer, and capturable), or q itself where that chain has no defence or
// the stone threatens a double atari.
func forcedAnswer(g *geom.Geometry, b *engine.Board, dead *geom.Bitboard, x geom.Colour, q geom.Point) geom.Point {
	child, ok := forcingPlay(g, b, dead, x, q)
	if !ok {
		return geom.Pass
	}
	if threatened := threatenedBy(g, &child, dead, q); threatened != geom.Pass {
		if a := defence(g, &child, threatened); a != geom.Pass {
			return a
		}
		return q
	}
	if doubleAtariAt(g, &child, dead, x, q) != geom.Pass {
		return q
	}
	return geom.Pass
}

// libsInArea reports whether the chain at p on b has two liberties or more,
// all in its colour's area (o): the reading that finds it capturable
// pushes it along with stones inside that area, which its owner takes (a
// block on the first line, chased along the edge by a ladder of stones
// cut off inside his territory).
func libsInArea(b *engine.Board, o *owners, p geom.Point) bool {
	in, all := libsInOwnArea(b, o, p)
	return all >= 2 && in == all
}

// doubleAtariAt returns x's move on b that puts two live opponent chains in
// atari at once where one opponent move cannot save both, or geom.Pass:
// the point is a liberty shared by two chains of two liberties each (with
// near given, one of them next to near), x's stone there keeps two
// liberties and captures nothing, no opponent move (savesBoth: on the
// remaining liberty of either chain, or capturing an attacking chain next
// to either) leaves both with two liberties or more, and
// neither the point nor the two chains touch a dead stone: where dead
// stones take the liberties, the defender's answer captures them or the
// attacker's captures leave his stones short inside the defender's area,
// which the count of the position does not read (GNU Go game 4 of the
// same set, cut by five: White's G9 between F9 and K10, next to the dead
// J9, is answered by H9 and gains nothing). A dame
// that leaves two of the opponent's chains so short of liberties forces
// him to spend a move inside his area (GNU Go game 13 of the 19x19 set cut
// where only dame are left: White's Q10 leaves R10-S10 and T11 two
// liberties each, S11 between them, and Black answers with S12).
func doubleAtariAt(g *geom.Geometry, b *engine.Board, dead *geom.Bitboard, x geom.Colour, near geom.Point) geom.Point {
	c := x.Opp()
	// With near given, the point must be a liberty of a two-liberty
	// chain next to near: most dames have none, and the board is not
	// scanned.
	var nearLibs geom.Bitboard
	if near != geom.Pass {
		for _, d := range g.Dirs {
			if n := near + d; b.At(n) == c && !dead.Has(n) {
				if libs := b.Liberties(n); libs.Count() == 2 {
					nearLibs = nearLibs.Or(libs)
				}
			}
		}
		if nearLibs.IsZero() {
			return geom.Pass
		}
	}
	var once, twice geom.Bitboard // liberties of one, of two or more two-liberty chains
	var heads [64]geom.Point
	n := 0
	for _, p := range g.Points {
		if b.At(p) != c || b.Chain(p) != p || dead.Has(p) {
			continue
		}
		libs := b.Liberties(p)
		if libs.Count() != 2 {
			continue
		}
		twice = twice.Or(once.And(libs))
		once = once.Or(libs)
		if n < len(heads) {
			heads[n] = p
			n++
		}
	}
	if near != geom.Pass {
		twice = twice.And(nearLibs)
	}
	if twice.IsZero() {
		return geom.Pass
	}
	var buf [geom.MaxSize * geom.MaxSize]geom.Point
	for _, m := range twice.Points(buf[:0]) {
		if _, why := b.Check(x, m, false); why != engine.Legal {
			continue
		}
		// The two chains that m is a liberty of.
		var pair [2]geom.Point
		k := 0
		for _, h := range heads[:n] {
			if l := b.Liberties(h); l.Has(m) && k < 2 {
				pair[k] = h
				k++
			}
		}
		if k < 2 || near != geom.Pass && !adjacent(g, b, near, pair[0]) && !adjacent(g, b, near, pair[1]) {
			continue
		}
		if touchesDead(g, b, dead, m) || touchesDead(g, b, dead, pair[0]) || touchesDead(g, b, dead, pair[1]) {
			continue
		}
		child := *b
		child.Apply(x, m)
		if child.Captured(x) != b.Captured(x) || libCount(&child, m) < 2 || !child.InAtari(pair[0]) || !child.InAtari(pair[1]) {
			continue
		}
		if !savesBoth(g, &child, c, pair) {
			return m
		}
	}
	return geom.Pass
}

// savesBoth reports whether c, to move on b with the chains at pair[0] and
// pair[1] in atari, saves both by one move: on the liberty of either, or
// capturing an attacker's chain in atari next to either (counterCaptures).
func savesBoth(g *geom.Geometry, b *engine.Board, c geom.Colour, pair [2]geom.Point) bool {
	var cand geom.Bitboard
	t := tactics{g: g}
	var cbuf [16]geom.Point
	for _, h := range pair {
		cand = cand.Or(b.Liberties(h))
		for _, q := range t.counterCaptures(cbuf[:0], b, h) {
			cand.Set(q)
		}
	}
	var buf [geom.MaxSize * geom.MaxSize]geom.Point
	for _, s := range cand.Points(buf[:0]) {
		if _, why := b.Check(c, s, false); why != engine.Legal {
			continue
		}
		child := *b
		child.Apply(c, s)
		if libCount(&child, pair[0]) >= 2 && libCount(&child, pair[1]) >= 2 {
			return true
		}
	}
	return false
}

// touchesDead reports whether a stone of the chain at p on b, or the empty
// point p, has a dead stone (dead) next to it.
func touchesDead(g *geom.Geometry, b *engine.Board, dead *geom.Bitboard, p geom.Point) bool {
	var buf [geom.MaxSize * geom.MaxSize]geom.Point
	stones := buf[:0]
	if b.At(p) == geom.Empty {
		stones = append(stones, p)
	} else {
		stones = b.ChainStones(stones, p)
	}
	for _, s := range stones {
		for _, d := range g.Dirs {
			if n := s + d; dead.Has(n) && b.At(n) != geom.Empty {
				return true
			}
		}
	}
	return false
}

// doubleDefence returns c's move against the opponent's double atari at m
// (doubleAtariAt), among m itself and the other liberty of each chain m is
// a liberty of, a dame first (it gains a point as well), then in that
// order: the first after which c's stone cannot be captured and the
// opponent has no double atari left. It returns geom.Pass when none does.
func doubleDefence(g *geom.Geometry, b *engine.Board, dead *geom.Bitboard, o *owners, c geom.Colour, m geom.Point) geom.Point {
	var cand [9]geom.Point
	k := 0
	cand[k] = m
	k++
	for _, d := range g.Dirs {
		n := m + d
		if b.At(n) != c || dead.Has(n) {
			continue
		}
		libs := b.Liberties(n)
		if libs.Count() != 2 {
			continue
		}
		var buf [2]geom.Point
		for _, l := range libs.Points(buf[:0]) {
			if l != m && k < len(cand) {
				cand[k] = l
				k++
			}
		}
	}
	return dameFirst(o, cand[:k], func(s geom.Point) bool {
		child, ok := safePlay(g, b, c, s)
		return ok && doubleAtariAt(g, &child, dead, c.Opp(), geom.Pass) == geom.Pass
	})
}

// dameFirst returns the first of cand, in order, for which ok holds, the
// dame (points both colours reach, o) tried before the others: a dame
// gains a point as well. It returns geom.Pass when none does.
func dameFirst(o *owners, cand []geom.Point, ok func(geom.Point) bool) geom.Point {
	for _, dame := range [2]bool{true, false} {
		for _, s := range cand {
			if o.reachedByBoth(s) == dame && ok(s) {
				return s
			}
		}
	}
	return geom.Pass
}

// libCount returns the number of liberties of the chain at p on b.
func libCount(b *engine.Board, p geom.Point) int {
	l := b.Liberties(p)
	return l.Count()
}

// gapPush returns c's push into a two-point gap (owners.gaps of now, the
// ownership of b as it stands; dame its dame): his stone on the gap's point
// next to the opponent's stones, safe, its own side's point of the gap
// behind it. The opponent must block inside his area, and the gap's
// other point is then c's: the push takes both points (in a straight gap
// it is then in atari and c connects behind it), where the opponent's
// push would take both for him (his block of it, on the gap's other point,
// takes one). geom.Pass when there is none.
func gapPush(g *geom.Geometry, b *engine.Board, dead *geom.Bitboard, now *owners, dame *geom.Bitboard, c geom.Colour) geom.Point {
	if now.gaps.IsZero() {
		return geom.Pass
	}
	var buf [2 * 2 * gapPairsMax]geom.Point
	for _, q := range now.gaps.Points(buf[:0]) {
		if !dame.Has(q) || b.At(q) != geom.Empty || besideLive(g, b, dead, c, q) || joinsDead(g, b, dead, c, q) {
			continue
		}
		behind := false
		for _, d := range g.Dirs {
			if n := q + d; now.gaps.Has(n) && b.At(n) == geom.Empty && besideLive(g, b, dead, c, n) {
				behind = true
			}
		}
		if !behind {
			continue
		}
		if child, ok := safePlay(g, b, c, q); ok && !capturable(g, &child, q) {
			return q
		}
	}
	return geom.Pass
}
