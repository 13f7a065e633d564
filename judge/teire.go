package judge

import (
	"github.com/gtp-referee/gtp-referee/engine"
	"github.com/gtp-referee/gtp-referee/geom"
)

// Races that dead stones win. Dead stones inside a player's area come off
// at the count without a move, but only while he keeps them short of
// liberties: a live chain of his with three liberties that stands between
// them and the opponent's live stones loses a capturing race to them once
// the opponent fills one of its liberties, and the dead stones live (or
// keeps only a seki with them, deadLiveOn, which loses the points too). Its
// owner spends a move inside his area first (a teire), as a player does
// before he counts, and the opponent fills a dame meanwhile. The
// tactical reading knows no races, so a threat counts only where no move
// of the owner saves the chain (defend), no opponent chain next to it
// short of liberties can be captured first, and no approach shuts the
// dead stones in (approaches): there the owner answers when the threat
// is played, and needs no teire before.

// raceThreat returns the point where x's stone leaves the chain at p (its
// opponent's, live) unable to be saved with its owner to move, or
// geom.Pass: the chain has three liberties, touches a dead stone of x's
// and a live one, and the point is one of its liberties; a chain with four
// is read by raceThreat4.
func raceThreat(g *geom.Geometry, b *engine.Board, dead *geom.Bitboard, x geom.Colour, p geom.Point) geom.Point {
	libs := b.Liberties(p)
	if libs.Count() == 4 {
		return raceThreat4(g, b, dead, x, p)
	}
	if libs.Count() != 3 || !touchesDead(g, b, dead, p) || onlyDeadAround(g, b, dead, p) {
		return geom.Pass
	}
	var lbuf [3]geom.Point
	for _, q := range libs.Points(lbuf[:0]) {
		if loses(g, b, dead, x, p, q, true) {
			return q
		}
	}
	return geom.Pass
}

// raceThreat4 is raceThreat for a chain at p with four liberties: x's
// stone on one of them that joins his dead stones (joinsDead) leaves the
// chain three liberties and a race threat (raceThreat), and the dead
// stones more than three, none shared: a race that the chain loses even
// with its owner to move. In a professional ending (TestProPlayoutCuts,
// ff2d018b) White's A13-B17 on the left edge has the liberties A15, A16,
// A17 and B18 beside Black's dead C15-C18; Black's B18 gives those five
// and White's chain is lost, so White plays B18 first (TestRaceTeireFour).
func raceThreat4(g *geom.Geometry, b *engine.Board, dead *geom.Bitboard, x geom.Colour, p geom.Point) geom.Point {
	if !touchesDead(g, b, dead, p) || onlyDeadAround(g, b, dead, p) {
		return geom.Pass
	}
	libs := b.Liberties(p)
	var lbuf [4]geom.Point
	for _, q := range libs.Points(lbuf[:0]) {
		if !joinsDead(g, b, dead, x, q) {
			continue
		}
		if _, why := b.Check(x, q, false); why != engine.Legal {
			continue
		}
		child := *b
		child.Apply(x, q)
		if child.At(p) != x.Opp() || libCount(&child, p) != 3 {
			continue
		}
		own, theirs := child.Liberties(p), child.Liberties(q)
		if shared := own.And(theirs); theirs.Count() <= 3 || shared.Count() != 0 {
			continue
		}
		if raceThreat(g, &child, dead, x, p) != geom.Pass {
			return q
		}
	}
	return geom.Pass
}

// loses reports whether x's stone at q (legal) leaves the chain at p,
// its owner to move, captured or unable to be saved: no move saves it
// (tactics.defend) or it is saved only in a seki with the dead stones
// (deadLiveOn), no opponent chain next to it with two liberties or
// fewer can be captured (capturable) first, and no move on a liberty of
// a dead one or of the one q joins keeps it (approaches, with approach
// set). A move against a live chain elsewhere is left out: it may be an
// atari that the opponent answers before he goes on.
func loses(g *geom.Geometry, b *engine.Board, dead *geom.Bitboard, x geom.Colour, p, q geom.Point, approach bool) bool {
	if _, why := b.Check(x, q, false); why != engine.Legal {
		return false
	}
	child := *b
	child.Apply(x, q)
	if child.At(p) != x.Opp() {
		return true
	}
	if libCount(&child, p) >= 3 {
		return false
	}
	t := tactics{g: g}
	if t.defend(&child, p, tacticDepth) && !deadLiveOn(g, &child, dead, p, q) {
		return false
	}
	var nbuf [32]geom.Point
	for _, n := range opponentChains(g, &child, p, nbuf[:0]) {
		if libCount(&child, n) <= 2 && capturable(g, &child, n) {
			return false
		}
		if approach && (dead.Has(n) || child.Chain(n) == child.Chain(q)) && approaches(g, &child, dead, p, q, n) {
			return false
		}
	}
	return true
}

// deadLiveOn reports whether x's stone at q on b (played) joined dead
// stones of his into a chain of two liberties that their opponent, the
// owner of the chain at p, to move, cannot capture (capturable), while no
// move of his on a liberty of p gives p three liberties or more: the
// tactical reading saves p (tactics.defend), but only in a seki at best,
// where the dead stones live and the points around them are lost. In a
// professional ending (a late corpus resignation, 3394b415, played out
// by GNU Go 3.8) White's T6 connects the ko stone at T5 that Black's
// corner Q2-R1-R4-S5 could capture for a liberty; White's S1 would then
// join his dead S2 into a chain with liberties T1 and S3 that Black cannot
// take, and Black's T3 keeps only a seki: Black's S1 goes first
// (TestRaceSekiTeire). A chain that extends to safety is no seki.
func deadLiveOn(g *geom.Geometry, b *engine.Board, dead *geom.Bitboard, p, q geom.Point) bool {
	if libCount(b, q) != 2 {
		return false
	}
	var buf [geom.MaxSize * geom.MaxSize]geom.Point
	joined := false
	for _, s := range b.ChainStones(buf[:0], q) {
		if dead.Has(s) {
			joined = true
			break
		}
	}
	if !joined || capturable(g, b, q) {
		return false
	}
	c := b.At(p)
	libs := b.Liberties(p)
	var lbuf [geom.MaxSize * geom.MaxSize]geom.Point
	for _, l := range libs.Points(lbuf[:0]) {
		if _, why := b.Check(c, l, false); why != engine.Legal {
			continue
		}
		child := *b
		child.Apply(c, l)
		if libCount(&child, p) >= 3 && !capturable(g, &child, p) {
			return false
		}
	}
	return true
}

// approaches reports whether a move of the owner of the chain at p (after
// the opponent's stone at q) on a liberty of the opponent chain at n
// leaves the chain at p, the opponent to move, safe from capture
// (capturable) and from every filling of its liberties (loses, without
// approaches), and the opponent's chains in the race shut in (shutIn):
// an approach that makes the opponent's next filling a self-atari, as
// White's K7 against dead black stones inside his eye space that Black's
// M5 joined (approachAnswer). An approach that the opponent's chains run
// away from does not count: in GNU Go game 58 of the 19x19 set Black's
// C11 puts White's dead C12-C13 in atari, and White's D12 and E13 run out
// into Black's area and win the race.
func approaches(g *geom.Geometry, b *engine.Board, dead *geom.Bitboard, p, q, n geom.Point) bool {
	c := b.At(p)
	libs := b.Liberties(n)
	var lbuf [geom.MaxSize * geom.MaxSize]geom.Point
	for _, m := range libs.Points(lbuf[:0]) {
		if _, why := b.Check(c, m, false); why != engine.Legal {
			continue
		}
		child := *b
		child.Apply(c, m)
		if capturable(g, &child, p) || !shutIn(g, &child, dead, p, q) {
			continue
		}
		held := true
		if l := child.Liberties(p); l.Count() <= 3 {
			var qbuf [3]geom.Point
			for _, r := range l.Points(qbuf[:0]) {
				if loses(g, &child, dead, c.Opp(), p, r, false) {
					held = false
					break
				}
			}
		}
		if held {
			return true
		}
	}
	return false
}

// raceDefence returns c's teire against the race threat at q on the chain
// at p (raceThreat): among q, the chain's other liberties and those of the
// opponent chains next to it, a dame first (it gains a point as well),
// then in that order, the first after which c's stone and the chain
// cannot be captured and the chain has no race threat left. It returns
// geom.Pass when none does.
func raceDefence(g *geom.Geometry, b *engine.Board, dead *geom.Bitboard, o *owners, p, q geom.Point) geom.Point {
	c := b.At(p)
	cand := b.Liberties(p)
	var nbuf [32]geom.Point
	for _, n := range opponentChains(g, b, p, nbuf[:0]) {
		cand = cand.Or(b.Liberties(n))
	}
	// q first, then the others in board order.
	cand.Clear(q)
	var obuf [geom.MaxSize * geom.MaxSize]geom.Point
	order := cand.Points(append(obuf[:0], q))
	return dameFirst(o, order, func(s geom.Point) bool {
		if joinsDead(g, b, dead, c, s) {
			return false
		}
		child, ok := savingPlay(g, b, c, s, p)
		return ok && raceThreat(g, &child, dead, c.Opp(), child.Chain(p)) == geom.Pass
	})
}

// shutIn reports whether every opponent chain next to the chain at p that
// is dead or holds the stone at q has two liberties or fewer and no move
// on one of them that gives it more (nor captures).
func shutIn(g *geom.Geometry, b *engine.Board, dead *geom.Bitboard, p, q geom.Point) bool {
	x := b.At(p).Opp()
	var nbuf [32]geom.Point
	for _, n := range opponentChains(g, b, p, nbuf[:0]) {
		if !dead.Has(n) && (b.At(q) != x || b.Chain(n) != b.Chain(q)) {
			continue
		}
		libs := b.Liberties(n)
		k := libs.Count()
		if k > 2 {
			return false
		}
		var lbuf [2]geom.Point
		for _, l := range libs.Points(lbuf[:0]) {
			if _, why := b.Check(x, l, false); why != engine.Legal {
				continue
			}
			child := *b
			child.Apply(x, l)
			if child.Captured(x) != b.Captured(x) || libCount(&child, n) > k {
				return false
			}
		}
	}
	return true
}

// raceSafeSave returns c's move that saves his chain at p (dameMove's
// first step), given q, the one found first: q, unless it leaves a race
// threat (raceThreat) on a chain of c's; then the first move among p's
// liberties and those of the threatened chains, the threat points
// included, that saves p as well and leaves no race threat anywhere, or
// q where none does. One move often does both: in GNU Go's play-out of a
// corpus record (139 of a set of 239) White's A1 puts Black's A2-B2 in
// atari; Black's B3 saves it but joins it to C5-B4 with three liberties,
// and White's A5 then wins a race with the dead A4, where Black's A5
// saves A2-B2 (White's A3 is taken at B3) and takes A4's liberty
// (TestRaceSafeSave).
func raceSafeSave(g *geom.Geometry, b *engine.Board, dead *geom.Bitboard, p, q geom.Point) geom.Point {
	c := b.At(p)
	child := *b
	child.Apply(c, q)
	var cand geom.Bitboard
	if !raceThreats(g, &child, dead, c, &cand) {
		return q
	}
	cand = cand.Or(b.Liberties(p))
	var cbuf [geom.MaxSize * geom.MaxSize]geom.Point
	for _, s := range cand.Points(cbuf[:0]) {
		if s == q || b.At(s) != geom.Empty || joinsDead(g, b, dead, c, s) {
			continue
		}
		if after, ok := savingPlay(g, b, c, s, p); ok && !raceThreats(g, &after, dead, c, nil) {
			return s
		}
	}
	return q
}

// raceThreats reports whether a live chain of c's on b has a race threat
// (raceThreat), and adds to cand, where it is not nil, the liberties of
// each such chain.
func raceThreats(g *geom.Geometry, b *engine.Board, dead *geom.Bitboard, c geom.Colour, cand *geom.Bitboard) bool {
	found := false
	for _, r := range g.Points {
		if b.At(r) != c || b.Chain(r) != r || dead.Has(r) {
			continue
		}
		if raceThreat(g, b, dead, c.Opp(), r) == geom.Pass {
			continue
		}
		found = true
		if cand == nil {
			return true
		}
		*cand = cand.Or(b.Liberties(r))
	}
	return found
}

// opponentChains appends to dst a stone of each opponent chain next to the
// chain at p on b, the first of it found next to one of p's stones, and
// returns the extended slice.
func opponentChains(g *geom.Geometry, b *engine.Board, p geom.Point, dst []geom.Point) []geom.Point {
	x := b.At(p).Opp()
	var seen geom.Bitboard
	var sbuf [geom.MaxSize * geom.MaxSize]geom.Point
	for _, s := range b.ChainStones(sbuf[:0], p) {
		for _, d := range g.Dirs {
			n := s + d
			if b.At(n) != x || seen.Has(b.Chain(n)) {
				continue
			}
			seen.Set(b.Chain(n))
			dst = append(dst, n)
		}
	}
	return dst
}

// raceReduce returns a move of c's, the owner of the chain at p, on a
// liberty of a live opponent chain next to p that is itself short of
// liberties (RaceMaxLibs), after which p can no longer be captured, a dame
// first (dameFirst); geom.Pass when there is none. It answers an attack
// that neither an extension nor a capture answers (defence): a race the
// chain loses unless it takes the attacker's outside liberty first, and
// which the move turns into a seki or a win. (A GNU Go play-out of a
// corpus record: Black's D3 leaves White's group two liberties, beside a
// Black chain with an eye and two more; capturing the dead stone in
// White's eye loses the race, and White's C11 on Black's outside liberty
// makes the seki GNU Go plays.)
func raceReduce(g *geom.Geometry, b *engine.Board, dead *geom.Bitboard, o *owners, p geom.Point) geom.Point {
	c := b.At(p)
	own := b.Liberties(p)
	var cbuf [geom.MaxCells]geom.Point
	cand := cbuf[:0]
	var nbuf [16]geom.Point
	for _, n := range opponentChains(g, b, p, nbuf[:0]) {
		libs := b.Liberties(n)
		if dead.Has(n) || libs.Count() > RaceMaxLibs {
			continue
		}
		out := libs.AndNot(own)
		cand = out.Points(cand)
	}
	return dameFirst(o, cand, func(q geom.Point) bool {
		_, ok := savingPlay(g, b, c, q, p)
		return ok
	})
}
