package judge

import (
	"context"

	"github.com/gtp-referee/gtp-referee/geom"
)

// Capturing races. Random playouts fill liberties in no order, and when
// two short chains share liberties they often leave both standing and call
// it a seki, where a player sees at once that one side wins the race by
// protecting a weak point first. A race is decided by the liberties of the
// chains in it, so the local Monte Carlo search (lifeValue) confined to
// those points settles it, whatever the size of the groups around.
const (
	// RaceMaxLibs is the most liberties a chain may have to take part in
	// a race; chains with more are walls.
	RaceMaxLibs = 3
	// RaceMaxEmpty is the largest number of empty points in a race region.
	RaceMaxEmpty = 10
	// RaceNearMaxCells is the largest number of points in a near race
	// region (see raceRegion).
	RaceNearMaxCells = 120
)

// raceRegion returns the region of the capturing race of the chain at y:
// the fight chains (y, every chain with at most RaceMaxLibs liberties,
// not pass-alive, next to a fight chain or to a liberty of one), their
// liberties, and the empty points next to those liberties. The attacker
// (y's opponent) may not play next to an empty point outside the region
// (closed): he would gain liberties the defender could not fill in the
// search, and win races he loses (the defender's outside liberties only
// err toward life). It reports false when the region grows past
// RaceMaxEmpty empty points or ReadMaxCells points, holds no opponent
// chain of y's that the playouts left in seki or unsettled (no race in
// dispute), or holds every stone of the opponent's (a race on a small
// board with nothing else on it: see the end of the function).
//
// With near set, only the chains next to y or to its liberties become
// fight chains, and the region may hold RaceNearMaxCells points. At the
// end of a game, with the dame filled, a large chain in the race touches
// many short chains of the opponent's far from it, and the full region
// grows past its bound; the near one still reads the race (GNU Go's
// play-out of a resigned corpus record: a White chain of five with two
// liberties against a Black chain of fifty with an eye, a seki to the
// playouts). Races only reads the near region of a chain that the
// playouts left in seki or unsettled: the near region cuts more of the
// board off, and read for a chain they found alive it killed a group that
// lived (the same play-outs, cut by four moves: W+74.5 for GNU Go's
// W+10.5).
//
// With inside set (see insideDead), the opponent chains that the playouts
// left dead dispute the race as well.
func (j *Judgment) raceRegion(y geom.Point, near, inside bool) (region, bool) {
	b, g := &j.board, j.g
	def := b.At(y)
	rb := &j.scratch().region
	var chainBuf [geom.MaxCells]geom.Point
	r := region{def: def, target: b.Chain(y), closed: true, cells: rb.cells[:0], walls: rb.walls[:0]}
	var fight, walls geom.Bitboard
	chains := chainBuf[:0]
	var nearY geom.Bitboard // y's stones and liberties
	maxCells := ReadMaxCells
	buf := make([]geom.Point, 0, geom.MaxCells)
	if near {
		nearY = b.Liberties(y)
		for _, s := range b.ChainStones(chainBuf[:0], y) {
			nearY.Set(s)
		}
		maxCells = RaceNearMaxCells
	}
	empty := 0
	disputed := false
	addCell := func(q geom.Point) {
		if !r.in.Has(q) {
			r.in.Set(q)
			r.cells = append(r.cells, q)
			if b.At(q) == geom.Empty {
				empty++
			}
		}
	}
	// consider classifies the chain at q, next to point from.
	consider := func(q, from geom.Point) {
		root := b.Chain(q)
		if fight.Has(root) || walls.Has(root) {
			return
		}
		if libs := b.Liberties(root); !j.PassAlive.Has(root) && libs.Count() <= RaceMaxLibs {
			if near && root != b.Chain(y) && !nearY.Has(from) {
				return
			}
			fight.Set(root)
			chains = append(chains, root)
			return
		}
		walls.Set(root)
		if b.At(root) != def {
			r.walls = append(r.walls, root)
		}
	}
	consider(y, y)
	for i := 0; i < len(chains); i++ {
		z := chains[i]
		if b.At(z) != def && (j.status[z] == Seki || j.status[z] == Unsettled || inside && j.status[z] == Dead) {
			disputed = true
		}
		buf = b.ChainStones(buf[:0], z)
		for _, s := range buf {
			addCell(s)
			for _, d := range g.Dirs {
				if n := s + d; b.At(n) == def.Opp() || b.At(n) == def {
					consider(n, s)
				}
			}
		}
		libs := b.Liberties(z)
		for e := range libs.All() {
			addCell(e)
			for _, d := range g.Dirs {
				n := e + d
				switch b.At(n) {
				case geom.Black, geom.White:
					consider(n, e)
				case geom.Empty:
					addCell(n)
				}
			}
		}
		if empty > RaceMaxEmpty || len(r.cells) > maxCells {
			return j.settle(r), false
		}
	}
	// Where every stone of the attacker's is in the race (no wall, no
	// group elsewhere), the capture of y ends nothing: the attacker's
	// chains that take it are short of liberties themselves, with nothing
	// to join, and the defender attacks them in turn on the points the
	// capture freed. The search, which stops at the capture, would read a
	// seki as a lost race (a 2x2 board, Black A1 and White B2: White fills
	// A2, Black takes two stones, White throws in at A2 and takes three;
	// A1 was dead where GNU Go has the seki).
	if out := b.Stones(def.Opp()).AndNot(r.in); out.IsZero() {
		return j.settle(r), false
	}
	return j.settle(r), disputed
}

// RaceDies is the share of playouts below which a chain in a race (see
// raceRegion) is dead: the local Monte Carlo search of the race lives in
// less than this share of its playouts with its side moving first, and
// with the opponent first.
const RaceDies = 0.2

// races reads the capturing race of every chain that is not dead, not
// pass-alive and short of liberties (RaceMaxLibs), when the playouts left
// a chain of the opponent's in it in seki or unsettled. A chain that loses
// the race even when its side moves first is dead, and the opponent's
// chains next to it that were in seki are alive: the seki was the race.
// Unsettled ones stay unsettled, as the race says nothing of the walls
// around them (19th Japan-China Go Exchange, game 5: White's B1 loses its
// race to Black's invading stones, which still die in White's corner;
// made alive they counted B+18.5 where the record and GNU Go have B+1.5).
// A race read in a near region (see raceRegion) makes its unsettled
// neighbours alive too: the near region holds the chains of the race
// itself, and the playouts that left a chain unsettled there were
// reading the race. (A GNU Go play-out of a resigned corpus record, cut
// by one move: the race killed Black's stones inside White's group, which
// the count then took off as well, unsettled, and counted B+59.5 where
// GNU Go has W+10.5.) Not when the target was in atari: the search ends
// when it is taken, which says nothing of the races its neighbours are
// in (another play-out, cut by one move: a White stone in atari taken
// made Black's chain beside it alive, which then lost its race with
// White's large group: B+57.5 for GNU Go's W+2.5).
// The chains that the earlier reading found dead stay dead: the race
// region, made of liberties only, may lack the eye space that killed
// them. On 514 counted professional games (not in the repository) the
// races changed one judgment: 3rd Limin Cup, Xie Ke - Pan Yang, a race
// that Black wins in the upper left, taken for a seki (W+8.5 counted,
// B+1.5 recorded and by GNU Go).
func (j *Judgment) races(ctx context.Context, workers int, seed uint64) error {
	b, g := &j.board, j.g
	sc := j.scratch()
	regions := sc.newRound()
	defer func() { sc.regions = regions[:0] }() // for the next round
	var near, inside []bool
	for _, p := range g.Points {
		c := b.At(p)
		if (c != geom.Black && c != geom.White) || b.Chain(p) != p || j.PassAlive.Has(p) || j.status[p] == Dead {
			continue
		}
		if libs := b.Liberties(p); libs.Count() > RaceMaxLibs {
			continue
		}
		in := j.insideDead(p)
		if r, ok := j.raceRegion(p, false, in); ok {
			regions = append(regions, r)
			near = append(near, false)
			inside = append(inside, in)
		} else if j.status[p] != Alive {
			r, ok := j.raceRegion(p, true, false)
			if !ok {
				continue
			}
			regions = append(regions, r)
			near = append(near, true)
			inside = append(inside, false)
		}
	}
	verdicts, err := j.searchRegions(ctx, workers, regions, func(ctx context.Context, s *searcher, r *region) outcome {
		seed := mix(seed, uint64(r.target))
		if v, _ := s.lifeValue(ctx, g, b, r, r.def, seed, LifeIterations); v >= RaceDies {
			return unknown
		}
		if v, _ := s.lifeValue(ctx, g, b, r, r.def.Opp(), seed+1, LifeIterations); v < RaceDies {
			return dies
		}
		return unknown
	})
	if err != nil {
		return err
	}
	buf := make([]geom.Point, 0, geom.MaxCells)
	for i := range regions {
		r := &regions[i]
		if verdicts[i] != dies || j.status[r.target] == Dead {
			continue
		}
		stones := b.ChainStones(buf[:0], r.target)
		for _, s := range stones {
			j.setStatus(s, Dead)
		}
		j.liveAround(stones, r.def.Opp(), func(n geom.Point) bool {
			return j.status[n] == Seki || near[i] && j.status[n] == Unsettled && !b.InAtari(r.target) || inside[i] && j.status[n] == Dead
		})
	}
	return nil
}

// insideDead reports whether the chain at y, alive to the playouts, sits
// inside opponent stones that they left dead, unable to gain a liberty:
// every point next to its stones and to its liberties is one of them, one
// of its liberties, or a dead opponent stone. And whether its capture
// would leave the opponent an eye space he lives in: more than one stone,
// not a killable shape (killableShape; a nakade kills the group instead,
// see nakadeSeki). Such a chain loses a race with the group that the
// playouts, where the group's owner plays elsewhere while its liberties
// are filled, took for dead: once the race says so, the group lives.
// (A corpus record, Black resigned after 302 moves: White's group in the lower left
// holds Black's five stones B1-C1-C2-D2-C3 with two liberties inside it,
// which White takes in two moves, Black needing more to fill the group's
// outside liberties; the playouts killed the group, B+53.5 for GNU Go's
// W+2.5 and the resignation.)
func (j *Judgment) insideDead(y geom.Point) bool {
	b, g := &j.board, j.g
	if j.status[y] != Alive {
		return false
	}
	var stones geom.Bitboard
	var buf [geom.MaxCells]geom.Point
	for _, s := range b.ChainStones(buf[:0], y) {
		stones.Set(s)
	}
	if stones.Count() < 2 || killableShape(g, &stones) {
		return false
	}
	libs := b.Liberties(y)
	c := b.At(y)
	around := g.Dilate(&stones).Or(g.Dilate(&libs)).AndNot(stones).AndNot(libs)
	for n := range around.All() {
		if b.At(n) != c.Opp() || !j.Dead.Has(n) {
			return false
		}
	}
	return true
}
