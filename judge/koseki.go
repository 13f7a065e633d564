package judge

import "github.com/gtp-referee/gtp-referee/geom"

// doubleKoSeki finds the double-ko seki: two chains of opposite colours,
// each with two liberties, a one-point eye and a ko point; at each ko point
// the other colour takes a single stone in atari (a ko capture) that
// touches the other chain. Whoever takes one ko puts his own chain's
// opponent in atari, which answers by taking the other ko: the captures
// go round and neither side can win, so both chains and both ko stones
// live in seki. The playouts end with both kos taken, and the stones in
// them were dead. Under area counting the count is the same either way
// (each side loses a stone and the point its own stones surround); the
// statuses, which GTP's final_status_list gives, are not.
func (j *Judgment) doubleKoSeki() {
	b, g := &j.board, j.g
	var none geom.Bitboard
	// koStone returns, for a chain at r of colour c with two liberties,
	// one of them an eye, the stone of c's that the opponent takes in a
	// ko at the other, and that other liberty.
	koStone := func(r geom.Point) (stone, ko geom.Point) {
		c := b.At(r)
		ko = geom.Pass
		libs := b.Liberties(r)
		if libs.Count() != 2 || b.ChainSize(r) < 2 {
			return geom.Pass, geom.Pass
		}
		eyes := 0
		for _, l := range libs.Points(nil) {
			if ownEye(g, b, c, l) && adjacent(g, b, l, b.Chain(r)) {
				eyes++
			} else {
				ko = l
			}
		}
		if eyes != 1 || ko == geom.Pass {
			return geom.Pass, geom.Pass
		}
		for _, d := range g.Dirs {
			if s := ko + d; b.At(s) == c && b.Chain(s) != b.Chain(r) && b.ChainSize(s) == 1 &&
				koCapture(g, b, &none, c.Opp(), ko) == s {
				return s, ko
			}
		}
		return geom.Pass, geom.Pass
	}
	for _, r := range g.Points {
		if b.At(r) != geom.Black || b.Chain(r) != r || j.PassAlive.Has(r) {
			continue
		}
		x, kx := koStone(r) // Black's stone at White's ko point
		if x == geom.Pass {
			continue
		}
		// White's chain is next to x; its ko stone must touch Black's
		// chain at r.
		for _, d := range g.Dirs {
			w := x + d
			if b.At(w) != geom.White || j.PassAlive.Has(w) {
				continue
			}
			y, ky := koStone(b.Chain(w))
			if y == geom.Pass || !adjacent(g, b, y, b.Chain(r)) {
				continue
			}
			for _, root := range [2]geom.Point{r, b.Chain(w)} {
				for _, s := range b.ChainStones(nil, root) {
					j.setStatus(s, Seki)
				}
				libs := b.Liberties(root)
				for _, l := range libs.Points(nil) {
					j.Seki.Set(l)
					j.status[l] = Seki
				}
			}
			j.setStatus(x, Seki)
			j.setStatus(y, Seki)
			j.Seki.Set(kx)
			j.Seki.Set(ky)
			break
		}
	}
}
