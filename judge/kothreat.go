package judge

import (
	"github.com/gtp-referee/gtp-referee/engine"
	"github.com/gtp-referee/gtp-referee/geom"
)

// koThreats counts c's ko threats on b: the opponent's chains, none of
// them dead, with two liberties and safe from capture with c to move
// (capturable), that c's legal stone on one of their liberties puts in
// atari while his own chain there keeps two liberties or more; one threat
// a point (Black's stone that puts White's L3 and K4-K5 in atari, their
// common liberty K3 saving both, is one). The opponent must answer each
// (he loses the chain otherwise), and under area counting the exchange
// changes no count, so that each is one more retake in a ko fight left
// at the end of a game.
func koThreats(g *geom.Geometry, b *engine.Board, dead *geom.Bitboard, c geom.Colour) int {
	var at geom.Bitboard
	var libs [3]geom.Point
	for _, p := range g.Points {
		if b.At(p) != c.Opp() || b.Chain(p) != p || dead.Has(p) {
			continue
		}
		if b.LibertiesUpTo(p, geom.Pass, libs[:], 0, 3) != 2 || capturable(g, b, p) {
			continue
		}
		for _, q := range libs[:2] {
			if _, r := b.Check(c, q, false); r != engine.Legal {
				continue
			}
			child := *b
			child.Apply(c, q)
			if child.InAtari(p) && !child.LibertiesAtMost(q, 1) {
				at.Set(q)
				break
			}
		}
	}
	return at.Count()
}

// koFight returns the ko ban that the filling of a finished position
// starts with, given the board's (banned may not play at ban; geom.Pass
// for none), next being the side to move: the ko left open goes to the
// side with more ko threats (koThreats). Where the last move took a ko,
// next, banned at the ko point, retakes after a threat the opponent
// answers, and wins the ko where he has more threats than the opponent:
// the ban is lifted. Where next may take a ko at once, the opponent retakes
// after a threat of his, and wins the ko where he has more threats: next
// is banned from the take, and the opponent connects. Not where the
// opponent may take a ko too: each then takes one, whatever the threats.
func koFight(g *geom.Geometry, b *engine.Board, dead *geom.Bitboard, next, banned geom.Colour, ban geom.Point) (geom.Colour, geom.Point) {
	if next != geom.Black && next != geom.White {
		return banned, ban
	}
	if ban != geom.Pass {
		if banned == next && koThreats(g, b, dead, next) > koThreats(g, b, dead, next.Opp()) {
			return geom.Empty, geom.Pass
		}
		return banned, ban
	}
	if q, _ := koTake(g, b, dead, next); q != geom.Pass && !hasKoTake(g, b, dead, next.Opp()) && koThreats(g, b, dead, next.Opp()) > koThreats(g, b, dead, next) {
		return next, q
	}
	return banned, ban
}

// hasKoTake reports whether c may take a ko on b (koTake).
func hasKoTake(g *geom.Geometry, b *engine.Board, dead *geom.Bitboard, c geom.Colour) bool {
	q, _ := koTake(g, b, dead, c)
	return q != geom.Pass
}
