// Package search is a Monte Carlo tree search: UCT with RAVE
// (all-moves-as-first) statistics, a few move priors (captures, escapes
// from atari, self-atari, the edge) and playouts that answer the last move
// (capture, escape from atari) and shun self-atari, in the spirit of
// Michi. It chooses the move of genmove and feeds the analysis
// streams (lz-analyze, kata-analyze): candidate moves with visits, win
// rate, prior, lower confidence bound and principal variation, the score
// and the ownership of every point.
//
// Playouts end after two passes and are counted as Tromp-Taylor counts
// (stones plus one-colour eyes) against the komi of a Counting, which also
// carries what area counting alone does not see: the preset's handicap
// compensation, the point territory counting charges for every stone, and
// the referee's count of the position where the root's pass ends the game.
// The tree follows
// the light legality of the board (simple ko, the preset's suicide rule);
// the root's moves are those legal under the preset, superko included,
// less a multi-stone suicide, which is never the player's move. Where
// the pass leads at the root, each of the other root moves gets one
// playout, so that an analysis, which lists no pass, has moves to show.
// Several trees search in parallel and are merged at the root. A Search
// is not safe for concurrent use.
package search

import (
	"context"
	"math"
	"sort"

	"github.com/gtp-referee/gtp-referee/areacount"
	"github.com/gtp-referee/gtp-referee/engine"
	"github.com/gtp-referee/gtp-referee/geom"
	"github.com/gtp-referee/gtp-referee/rules"
	"golang.org/x/sync/errgroup"
)

// Tuning of the tree policy.
const (
	// PriorVisits is the number of virtual visits a new node starts with;
	// its virtual wins are half of them, moved by the priors below.
	PriorVisits = 10
	// RAVEEquiv is the number of visits at which a node's own win rate and
	// its all-moves-as-first rate weigh the same.
	RAVEEquiv = 3500
	// ExpandVisits is the number of visits after which a leaf is expanded
	// in an empty tree; the threshold grows by as much for every eighth of
	// MaxNodes in use.
	ExpandVisits = 8
	// MaxNodes caps the tree (about 40 bytes a node); once it is reached,
	// leaves are no longer expanded and the search goes on with playouts.
	MaxNodes = 1 << 21
	// Exploration scales the UCB term of the selection.
	Exploration = 0.05
)

// node is a tree node: the move that led to it, made by the player who
// was to move at its parent, and the statistics of that move.
//
// Wins are counted in halves (a win 2, a draw 1), as integers: a float32
// sum stops growing at 2^24, which a root move of a long analysis reaches
// (lz-analyze runs as long as the user looks at the position), and its win
// rate then fell with every playout it won. The halves of uint32 hold as
// many wins as visits holds playouts. The counts saturate: once visits
// (or amafVisits) reaches maxVisits, some 2^31 playouts through the node
// in one tree (a day of analysis on a fast machine), the node's own (or
// all-moves-as-first) statistics stop there, their ratios kept, where they
// wrapped round to negative visits. The score is a sum in float64, exact
// for half points up to 2^52 of them: a float32 running mean stopped moving
// once the step (margin - mean) / visits fell under half its last bit,
// near 10^8 visits. The priors are whole numbers of virtual visits, in 16
// bits, which keeps the node at 40 bytes.
type node struct {
	scoreSum   float64 // Black's margins after komi, summed over the visits
	move       geom.Point
	priorN     uint16 // virtual visits
	priorW     uint16 // virtual wins
	visits     int32
	halfWins   uint32 // for the player who made move
	amafVisits int32
	amafHalves uint32
	first      int32 // index of the first child, -1 before expansion
	children   int32
}

// maxVisits is where a node's visit counts saturate (see node).
const maxVisits = math.MaxInt32

// Counting is how a search counts the end of a game.
type Counting struct {
	// Komi is what Black's area at the end of a playout (stones and
	// surrounded points, Black's less White's) is set against: the game's
	// komi, plus the preset's handicap compensation for White, plus,
	// under territory counting, Black's stones on the board less White's
	// minus Black's prisoners less White's at the root (the two counts
	// then differ by the stones played after it).
	Komi float64
	// Territory charges every stone played in the tree a point to its
	// player, as territory counting does: a move inside one's own
	// territory loses a point there, a pass does not. (Playout moves,
	// which alternate, are not charged.)
	Territory bool
	// PassEnds reports that the side to move at the root ends the game by
	// passing (the opponent has just passed); that pass then scores
	// PassMargin, Black's margin in the referee's count of the root
	// position (dead stones removed), instead of a count of the stones.
	PassEnds   bool
	PassMargin float64
}

// CountingOf returns the Counting of gm's preset and komi in its current
// position, without PassEnds (which needs the referee's count).
func CountingOf(gm *engine.Game) Counting {
	p := gm.Rules()
	cnt := Counting{Komi: gm.Komi() + p.Handicap.Points(gm.Handicap())}
	if p.Scoring == rules.Territory {
		cnt.Territory = true
		cnt.Komi += float64(gm.Board().PlacedLead())
	}
	return cnt
}

// tree is the search tree of one worker.
type tree struct {
	g            *geom.Geometry
	root         engine.Board
	toMove       geom.Colour
	count        Counting
	suicideLegal bool
	rootPasses   int
	rootMoves    []geom.Point
	// rootTried: every root move other than the pass has had a visit, or
	// needs none (selectChild).
	rootTried bool
	avoid     []Avoid
	nodes     []node
	rnd       engine.Rand

	playouts int
	ownSum   []int64 // per point: +1 Black, -1 White at the end of each playout
	scoreSum float64 // Black's margin after komi
	scoreSq  float64

	// Scratch of one iteration.
	path  []int32
	moves []geom.Point
	cols  []geom.Colour
	first []int32 // per point: index in moves of the first play there
	buf   []geom.Point
}

// newTree returns a tree of gm's current position with c to move (Empty:
// gm.ToMove()), counted by cnt, seeded with seed.
func newTree(gm *engine.Game, c geom.Colour, cnt Counting, seed uint64) *tree {
	g := gm.Geometry()
	s := &tree{
		g:            g,
		root:         *gm.Board(),
		toMove:       c,
		count:        cnt,
		suicideLegal: gm.Rules().SuicideLegal,
		rootPasses:   gm.Passes(),
		ownSum:       make([]int64, g.Cells),
		first:        make([]int32, g.Cells),
	}
	switch {
	case c == geom.Empty:
		s.toMove = gm.ToMove()
		if s.toMove != geom.White {
			s.toMove = geom.Black
		}
	case c != geom.White:
		s.toMove = geom.Black
	}
	s.rnd.Seed(seed)
	s.rootMoves = rootMoves(s.rootMoves, gm, s.toMove)
	s.nodes = append(s.nodes, node{move: geom.Pass, first: -1})
	return s
}

// rootMoves appends to dst the moves a search offers c in gm's current
// position: those legal under the preset (superko included) that neither
// fill one of c's own eyes nor kill c's own stones by a multi-stone
// suicide. A preset may allow the suicide (tromp-taylor, new-zealand), and
// the tree still considers it in its lines, but it is never the player's
// move: it only takes c's own stones off the board, and CGOS, which counts
// as Tromp-Taylor does, forbids it and scores it a loss.
func rootMoves(dst []geom.Point, gm *engine.Game, c geom.Colour) []geom.Point {
	b := gm.Board()
	for _, p := range gm.LegalMoves(nil, c) {
		if b.IsEyelike(c, p) {
			continue
		}
		if info, _ := b.Check(c, p, true); info.Suicide {
			continue
		}
		dst = append(dst, p)
	}
	return dst
}

// descend returns the node reached from the root by moves, -1 when the
// tree has not explored them.
func (s *tree) descend(moves []geom.Point) int32 {
	cur := int32(0)
	for _, m := range moves {
		n := &s.nodes[cur]
		next := int32(-1)
		for k := n.first; k >= 0 && k < n.first+n.children; k++ {
			if s.nodes[k].move == m {
				next = k
				break
			}
		}
		if next < 0 {
			return -1
		}
		cur = next
	}
	return cur
}

// reroot makes node k the root, copying its subtree into a new node array
// (breadth first, each node's children kept together), for gm's position
// with c to move, counted by cnt.
func (s *tree) reroot(k int32, gm *engine.Game, c geom.Colour, cnt Counting) {
	old := s.nodes
	nodes := make([]node, 1, 1024)
	nodes[0] = old[k]
	for i := 0; i < len(nodes); i++ {
		f, n := nodes[i].first, nodes[i].children
		if f < 0 {
			continue
		}
		nodes[i].first = int32(len(nodes))
		nodes = append(nodes, old[f:f+n]...)
	}
	s.nodes = nodes
	s.root = *gm.Board()
	s.toMove = c
	s.count = cnt
	s.rootPasses = gm.Passes()
	s.avoid = nil // counted from the old root; the moved search has none
	s.rootTried = false
	s.rootMoves = rootMoves(s.rootMoves[:0], gm, c)
	// The root's children: only the moves the preset allows (the tree
	// follows simple ko only), and the pass.
	if r := &s.nodes[0]; r.first >= 0 {
		allowed := map[geom.Point]bool{geom.Pass: true}
		for _, p := range s.rootMoves {
			allowed[p] = true
		}
		kept := r.first
		for j := r.first; j < r.first+r.children; j++ {
			if allowed[s.nodes[j].move] {
				s.nodes[kept] = s.nodes[j]
				kept++
			}
		}
		r.children = kept - r.first
	}
	for i := range s.ownSum {
		s.ownSum[i] = 0
	}
	s.playouts, s.scoreSum, s.scoreSq = 0, 0, 0
	if r := &s.nodes[0]; cnt.PassEnds && r.first >= 0 {
		// The pass now ends the game and has a count of its own: what
		// the subtree learnt of it under another count goes.
		for j := r.first; j < r.first+r.children; j++ {
			if n := &s.nodes[j]; n.move == geom.Pass {
				n.visits, n.halfWins, n.scoreSum, n.first, n.children = 0, 0, 0, -1, 0
			}
		}
	}
}

// run runs n more playouts (n <= 0: until ctx is done) and returns how
// many it ran; it stops early, between playouts, when ctx is done.
func (s *tree) run(ctx context.Context, n int) int {
	done := 0
	for n <= 0 || done < n {
		if done%64 == 0 && ctx.Err() != nil {
			break
		}
		s.iterate()
		done++
	}
	return done
}

// iterate runs one descent, playout and update.
func (s *tree) iterate() {
	b := s.root
	c := s.toMove
	passes := s.rootPasses
	s.path = append(s.path[:0], 0)
	s.moves = s.moves[:0]
	s.cols = s.cols[:0]
	terminal := false
	charged := 0 // stones played in the tree, Black's less White's
	cur := int32(0)
	for {
		n := &s.nodes[cur]
		if n.first < 0 {
			// The threshold rises as the tree fills, so that a long
			// analysis keeps deepening its main lines within MaxNodes.
			need := int32(ExpandVisits * (1 + 8*len(s.nodes)/MaxNodes))
			if cur != 0 && (n.visits < need || len(s.nodes) >= MaxNodes) {
				break
			}
			s.expand(cur, &b, c, passes)
			n = &s.nodes[cur]
		}
		if n.children == 0 {
			break
		}
		child := s.selectChild(cur)
		q := s.nodes[child].move
		passes = play(&b, c, q, passes)
		switch {
		case q == geom.Pass:
		case c == geom.Black:
			charged++
		default:
			charged--
		}
		s.moves = append(s.moves, q)
		s.cols = append(s.cols, c)
		s.path = append(s.path, child)
		cur = child
		c = c.Opp()
		if passes >= 2 {
			terminal = true
			break
		}
	}
	if !terminal {
		s.playout(&b, c)
	}
	margin := s.margin(&b, terminal, len(s.path) == 2, charged)
	s.tally(&b, margin)
	s.update(margin)
}

// margin returns Black's margin after komi at the end of an iteration: b
// at the end of its playout, or passed out in the tree (terminal; by the
// root's pass when rootPass), after stones played in the tree numbering
// charged more for Black than for White.
func (s *tree) margin(b *engine.Board, terminal, rootPass bool, charged int) float64 {
	var m float64
	switch {
	case !terminal:
		black, white := b.StonesAndEyes()
		m = float64(black-white) - s.count.Komi
	case rootPass && s.count.PassEnds:
		// The pass that ends the game: the referee's count.
		return s.count.PassMargin
	default:
		// Passed out in the tree: territories are not filled, so the
		// count floods them (stones as they stand).
		bl, wh := b.Stones(geom.Black), b.Stones(geom.White)
		a := areacount.Count(s.g, &bl, &wh, nil)
		m = float64(a.Black-a.White) - s.count.Komi
	}
	if s.count.Territory {
		m -= float64(charged)
	}
	return m
}

// playout plays from b, c to move, recording the moves, until two passes
// in a row or a move limit. Each move answers the last one first (see
// reply); otherwise it is a light random move, drawn again once when it
// would put a chain of two or more stones in atari.
func (s *tree) playout(b *engine.Board, c geom.Colour) {
	limit := 3 * s.g.Size()
	passes := 0
	last := geom.Pass
	if n := len(s.moves); n > 0 {
		last = s.moves[n-1]
	}
	for m := 0; m < limit && passes < 2; m++ {
		q := geom.Pass
		if last != geom.Pass {
			q = s.reply(b, c, last)
		}
		if q == geom.Pass {
			q = b.RandomMove(c, &s.rnd) // never suicide
			if q != geom.Pass && selfAtari(b, c, q) {
				q = b.RandomMove(c, &s.rnd)
			}
		}
		passes = play(b, c, q, passes)
		if q != geom.Pass {
			s.moves = append(s.moves, q)
			s.cols = append(s.cols, c)
		}
		last = q
		c = c.Opp()
	}
}

// play plays c's move q on b, a pass included, and returns the count of
// passes in a row after it, passes before.
func play(b *engine.Board, c geom.Colour, q geom.Point, passes int) int {
	if q == geom.Pass {
		b.Play(c, geom.Pass, false)
		return passes + 1
	}
	b.Apply(c, q)
	return 0
}

// reply returns c's answer to the opponent's move at last, Pass if none:
// capture the stone just played or a neighbouring opponent chain in
// atari, else save a neighbouring own chain in atari by extending when
// that gives it two liberties or more.
func (s *tree) reply(b *engine.Board, c geom.Colour, last geom.Point) geom.Point {
	save := geom.Pass
	try := func(n geom.Point) geom.Point {
		switch b.At(n) {
		case c.Opp():
			if b.InAtari(n) {
				if q := b.AtariLiberty(n); s.legal(b, c, q) {
					return q
				}
			}
		case c:
			if save == geom.Pass && b.InAtari(n) {
				if q := b.AtariLiberty(n); b.LibertiesAfter(c, q, 3) >= 2 && s.legal(b, c, q) {
					save = q
				}
			}
		}
		return geom.Pass
	}
	if q := try(last); q != geom.Pass {
		return q
	}
	for _, d := range s.g.Dirs {
		if q := try(last + d); q != geom.Pass {
			return q
		}
	}
	return save
}

func (s *tree) legal(b *engine.Board, c geom.Colour, q geom.Point) bool {
	_, r := b.Check(c, q, s.suicideLegal)
	return r == engine.Legal
}

// bigChain is the size from which selfAtari does not count a chain's
// liberties.
const bigChain = 6

// selfAtari reports whether c playing at empty q leaves a chain of two or
// more stones in atari without capturing anything.
func selfAtari(b *engine.Board, c geom.Colour, q geom.Point) bool {
	own, empty := false, 0
	for _, d := range b.Geometry().Dirs {
		n := q + d
		switch b.At(n) {
		case geom.Empty:
			empty++
		case c:
			if !b.InAtari(n) && b.ChainSize(n) > bigChain {
				// A large chain with two liberties or more is taken to
				// keep one (counting them walks the chain).
				return false
			}
			own = true
		case c.Opp():
			if b.InAtari(n) {
				return false
			}
		}
	}
	// Two empty neighbours are two liberties; the full count is needed
	// only in the crowded case.
	return own && empty < 2 && b.LibertiesAfter(c, q, 3) <= 1
}

// tally adds the end of a playout to the ownership and score sums.
func (s *tree) tally(b *engine.Board, margin float64) {
	s.playouts++
	s.scoreSum += margin
	s.scoreSq += margin * margin
	for _, p := range s.g.Points {
		switch b.At(p) {
		case geom.Black:
			s.ownSum[p]++
		case geom.White:
			s.ownSum[p]--
		default:
			var bl, wh bool
			for _, d := range s.g.Dirs {
				switch b.At(p + d) {
				case geom.Black:
					bl = true
				case geom.White:
					wh = true
				}
			}
			switch {
			case bl && !wh:
				s.ownSum[p]++
			case wh && !bl:
				s.ownSum[p]--
			}
		}
	}
}

// update adds the playout's result to the nodes of the path and the
// all-moves-as-first statistics of their children.
func (s *tree) update(margin float64) {
	winner := geom.Empty
	switch {
	case margin > 0:
		winner = geom.Black
	case margin < 0:
		winner = geom.White
	}
	// result is c's result in halves of a win.
	result := func(c geom.Colour) uint32 {
		switch winner {
		case c:
			return 2
		case geom.Empty:
			return 1
		}
		return 0
	}
	// first[p]: index in s.moves of the first play at p, -1 if none.
	for _, p := range s.g.Points {
		s.first[p] = -1
	}
	for i := len(s.moves) - 1; i >= 0; i-- {
		if q := s.moves[i]; q != geom.Pass {
			s.first[q] = int32(i)
		}
	}
	c := s.toMove
	for depth, idx := range s.path {
		n := &s.nodes[idx]
		if n.visits < maxVisits {
			n.visits++
			n.scoreSum += margin
			if depth > 0 {
				n.halfWins += result(c.Opp())
			}
		}
		// Children of this node are moves by c, played at depth (index
		// depth in s.moves is the move leaving this node).
		for k := n.first; k >= 0 && k < n.first+n.children; k++ {
			ch := &s.nodes[k]
			if ch.move == geom.Pass {
				continue
			}
			i := s.first[ch.move]
			if i >= int32(depth) && s.cols[i] == c && ch.amafVisits < maxVisits {
				ch.amafVisits++
				ch.amafHalves += result(c)
			}
		}
		c = c.Opp()
	}
}

// value is the selection value of node n for the player who made its
// move, its parent having parentVisits visits.
func (n *node) value(logParent float64) float64 {
	v := float64(n.visits) + float64(n.priorN)
	q := (float64(n.halfWins)/2 + float64(n.priorW)) / v
	if n.amafVisits > 0 {
		beta := math.Sqrt(RAVEEquiv / (3*v + RAVEEquiv))
		aq := float64(n.amafHalves) / 2 / float64(n.amafVisits)
		q = (1-beta)*q + beta*aq
	}
	return q + Exploration*math.Sqrt(logParent/(v+1))
}

// selectChild returns the child of node parent with the best selection
// value; at the root, once the pass has had PriorVisits visits and is
// still the choice, a root move never visited goes first (see untried).
func (s *tree) selectChild(parent int32) int32 {
	p := &s.nodes[parent]
	logParent := math.Log(float64(p.visits) + 1)
	best, bestV := p.first, math.Inf(-1)
	for k := p.first; k < p.first+p.children; k++ {
		if v := s.nodes[k].value(logParent); v > bestV {
			best, bestV = k, v
		}
	}
	if parent == 0 && !s.rootTried && s.nodes[best].move == geom.Pass && s.nodes[best].visits >= PriorVisits {
		if k := s.untried(logParent); k >= 0 {
			return k
		}
		s.rootTried = true
	}
	return best
}

// untried returns the root's child other than the pass that has no visit
// and the best selection value, -1 if there is none. Where the pass leads
// (a finished position, in which every other move fills the player's own
// area or is thrown away in the opponent's), the priors alone could keep
// every other move unvisited; the analysis streams, which may not show a
// pass (CLIENTS.md section 3), would then have no candidate to show at
// all. One playout each gives them real statistics.
func (s *tree) untried(logParent float64) int32 {
	r := &s.nodes[0]
	best, bestV := int32(-1), math.Inf(-1)
	for k := r.first; k < r.first+r.children; k++ {
		if n := &s.nodes[k]; n.move != geom.Pass && n.visits == 0 {
			if v := n.value(logParent); v > bestV {
				best, bestV = k, v
			}
		}
	}
	return best
}

// expand creates the children of node idx, whose position is b with c to
// move after passes passes in a row.
func (s *tree) expand(idx int32, b *engine.Board, c geom.Colour, passes int) {
	var moves []geom.Point
	if idx == 0 {
		moves = s.rootMoves
	} else {
		s.buf = s.buf[:0]
		for _, p := range s.g.Points {
			if b.At(p) != geom.Empty || b.IsEyelike(c, p) {
				continue
			}
			if _, r := b.Check(c, p, s.suicideLegal); r == engine.Legal && !s.avoided(c, p, len(s.moves)) {
				s.buf = append(s.buf, p)
			}
		}
		moves = s.buf
	}
	last := geom.Pass
	if len(s.moves) > 0 {
		last = s.moves[len(s.moves)-1]
	}
	first := int32(len(s.nodes))
	for _, p := range moves {
		pn, pw := s.prior(b, c, p, last)
		s.nodes = append(s.nodes, node{move: p, first: -1, priorN: pn, priorW: pw})
	}
	// Passing: neutral once the opponent has passed (the count decides),
	// unattractive before, but always possible.
	pw := uint16(0)
	if passes > 0 || len(moves) == 0 {
		pw = PriorVisits / 2
	}
	s.nodes = append(s.nodes, node{move: geom.Pass, first: -1, priorN: PriorVisits, priorW: pw})
	s.nodes[idx].first = first
	s.nodes[idx].children = int32(len(s.nodes)) - first
}

// prior returns the virtual visits and wins of c's move at p.
func (s *tree) prior(b *engine.Board, c geom.Colour, p, last geom.Point) (uint16, uint16) {
	g := s.g
	n, w := uint16(PriorVisits), uint16(PriorVisits)/2
	captures, escapes := false, false
	for _, d := range g.Dirs {
		q := p + d
		if col := b.At(q); (col == c || col == c.Opp()) && b.InAtari(q) {
			captures = captures || col == c.Opp()
			escapes = escapes || col == c
		}
	}
	libs := b.LibertiesAfter(c, p, 3)
	switch {
	case captures:
		n, w = n+10, w+10
	case libs <= 1:
		// Self-atari.
		n += 10
	case escapes && libs >= 3:
		n, w = n+10, w+10
	}
	x, y := g.XY(p)
	edge := min(x, y, g.W-1-x, g.H-1-y)
	if g.W >= 9 && g.H >= 9 && emptyAround(b, p, 2) {
		switch edge {
		case 0:
			n += 10 // the first and second lines in an empty area
		case 1:
			n += 6
		case 2, 3:
			n, w = n+6, w+6
		}
	}
	if last != geom.Pass {
		lx, ly := g.XY(last)
		if abs(lx-x)+abs(ly-y) <= 2 {
			n, w = n+4, w+4
		}
	}
	return n, w
}

// emptyAround reports whether every point within distance r (Chebyshev)
// of p on the board is empty.
func emptyAround(b *engine.Board, p geom.Point, r int) bool {
	g := b.Geometry()
	x, y := g.XY(p)
	for dy := -r; dy <= r; dy++ {
		for dx := -r; dx <= r; dx++ {
			xx, yy := x+dx, y+dy
			if xx < 0 || yy < 0 || xx >= g.W || yy >= g.H {
				continue
			}
			if b.At(g.Point(xx, yy)) != geom.Empty {
				return false
			}
		}
	}
	return true
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// Candidate is one root move with its statistics.
type Candidate struct {
	// Move is the point, or geom.Pass.
	Move geom.Point
	// Visits is the number of playouts through the move.
	Visits int
	// Winrate is the share of those playouts won by the side to move
	// (draws count half), in [0, 1].
	Winrate float64
	// Prior is the move's share of the root's prior weight, in [0, 1].
	Prior float64
	// LCB is a lower confidence bound of Winrate.
	LCB float64
	// PV is the principal variation from the move on: the most visited
	// child at every level.
	PV []geom.Point
	// ScoreMean is Black's mean margin, after komi, at the end of the
	// playouts through the move (those kept by Reuse included).
	ScoreMean float64
}

// rootStats adds the statistics of the root's children to acc, keyed by
// move.
func (s *tree) rootStats(acc map[geom.Point]*rootStat) {
	root := &s.nodes[0]
	if root.first < 0 {
		return
	}
	var total float64
	for k := root.first; k < root.first+root.children; k++ {
		n := &s.nodes[k]
		total += float64(n.priorW) / float64(n.priorN)
	}
	for k := root.first; k < root.first+root.children; k++ {
		n := &s.nodes[k]
		a := acc[n.move]
		if a == nil {
			a = &rootStat{prior: float64(n.priorW) / float64(n.priorN) / total}
			acc[n.move] = a
		}
		a.visits += int(n.visits)
		a.wins += float64(n.halfWins) / 2
		a.score += n.scoreSum
		if int(n.visits) > a.pvVisits {
			a.pvVisits = int(n.visits)
			a.pv = s.pv(k)
		}
	}
}

// rootStat is a root move's statistics summed over the trees.
type rootStat struct {
	visits, pvVisits   int
	wins, prior, score float64 // score: Black's margins summed over the visits
	pv                 []geom.Point
}

// pv follows the most visited children from node k.
func (s *tree) pv(k int32) []geom.Point {
	var out []geom.Point
	for len(out) < 30 {
		n := &s.nodes[k]
		out = append(out, n.move)
		if n.first < 0 || n.children == 0 {
			break
		}
		best, bestV := int32(-1), int32(0)
		for c := n.first; c < n.first+n.children; c++ {
			if v := s.nodes[c].visits; v > bestV {
				best, bestV = c, v
			}
		}
		if best < 0 || bestV < 2 {
			break
		}
		k = best
	}
	return out
}

// Search is a search of one position by several trees, one per worker,
// run in parallel and merged at the root (root parallelization): the same
// seed, workers and number of playouts give the same result whatever the
// scheduling.
type Search struct {
	g      *geom.Geometry
	toMove geom.Colour
	trees  []*tree
	// The game's history length and position at the root, for Reuse.
	rootLen  int
	rootHash uint64
}

// New returns a search of gm's current position with c to move (Empty:
// gm.ToMove()), counted by cnt, by workers trees (at least one), seeded
// with seed. The position is copied: the search never changes gm.
func New(gm *engine.Game, c geom.Colour, cnt Counting, seed uint64, workers int) *Search {
	s := &Search{g: gm.Geometry()}
	var r engine.Rand
	r.Seed(seed)
	for i := 0; i < max(workers, 1); i++ {
		s.trees = append(s.trees, newTree(gm, c, cnt, r.Uint64()))
	}
	s.toMove = s.trees[0].toMove
	s.rootLen, s.rootHash = len(gm.Moves()), gm.Board().Hash()
	return s
}

// Avoid keeps a search from Colour's moves at Points in the first Depth
// plies from the root (KataGo's analysis key "avoid COLOUR VERTICES
// DEPTH"; its "allow" is an Avoid of every other point).
type Avoid struct {
	Colour geom.Colour
	Points geom.Bitboard
	Depth  int
}

// SetAvoid sets the moves a new search may not explore (nil: none). Call it
// before the first Run: the root's moves are filtered here, the tree's
// nodes as they are made.
func (s *Search) SetAvoid(av []Avoid) {
	for _, t := range s.trees {
		t.avoid = av
		moves := t.rootMoves[:0]
		for _, p := range t.rootMoves {
			if !t.avoided(t.toMove, p, 0) {
				moves = append(moves, p)
			}
		}
		t.rootMoves = moves
	}
}

// avoided reports whether c's move at p, depth plies from the root, is one
// the search may not explore.
func (s *tree) avoided(c geom.Colour, p geom.Point, depth int) bool {
	return Avoided(s.avoid, c, p, depth)
}

// Avoided reports whether av keeps c's move at p, depth plies from the
// root, out of a search: the root's move is at depth 0, so a move chosen
// in its place (a genmove's) is avoided where Avoided(av, c, p, 0) holds.
func Avoided(av []Avoid, c geom.Colour, p geom.Point, depth int) bool {
	for _, a := range av {
		if a.Colour == c && depth < a.Depth && a.Points.Has(p) {
			return true
		}
	}
	return false
}

// Reuse moves the search to gm's current position, c to move, counted by
// cnt, when that position follows the search's root by moves (no setup
// stones) that the trees have explored: each tree keeps the subtree of
// those moves, with its statistics, and drops the root moves the preset
// forbids there (superko). The ownership and score sums and the playout
// count start again. It reports false, leaving s unchanged, when gm is not
// such a continuation (a game on another board never is), its suicide rule
// changed, cnt does not count as the search did (another komi, less the
// points a territory count charged for the moves in between), or s was
// given moves to avoid (SetAvoid: its nodes were made without them, and a
// moved search would never try them); then start a new search.
func (s *Search) Reuse(gm *engine.Game, c geom.Colour, cnt Counting) bool {
	hist := gm.Moves()
	t0 := s.trees[0]
	if len(t0.avoid) > 0 {
		return false
	}
	// A game on another board is no continuation, even where its moves
	// give the root's hash: the Zobrist keys follow the cell index.
	if gm.Geometry() != s.g || len(hist) <= s.rootLen || len(hist) > s.rootLen+8 || c == geom.Empty ||
		cnt.Territory != t0.count.Territory || gm.Rules().SuicideLegal != t0.suicideLegal {
		return false
	}
	var moves []geom.Point
	col := s.toMove
	b := s.trees[0].root
	komi := t0.count.Komi
	for _, m := range hist[s.rootLen:] {
		if m.Setup || m.Colour != col {
			return false
		}
		// The game's moves after the root's length need not be moves
		// of the root's position (another game, or another variation,
		// replayed after clear_board): one not legal there (an occupied
		// point, which Board.Apply does not check) ends the walk.
		if m.Point != geom.Pass {
			if _, r := b.Check(col, m.Point, t0.suicideLegal); r != engine.Legal {
				return false
			}
		}
		play(&b, col, m.Point, 0)
		moves = append(moves, m.Point)
		if cnt.Territory && m.Point != geom.Pass {
			if col == geom.Black {
				komi++
			} else {
				komi--
			}
		}
		col = col.Opp()
	}
	if col != c || b.Hash() != gm.Board().Hash() || cnt.Komi != komi {
		return false
	}
	idx := make([]int32, len(s.trees))
	for i, t := range s.trees {
		k := t.descend(moves)
		if k < 0 {
			return false
		}
		idx[i] = k
	}
	for i, t := range s.trees {
		t.reroot(idx[i], gm, c, cnt)
	}
	s.toMove = c
	s.rootLen, s.rootHash = len(hist), gm.Board().Hash()
	return true
}

// ToMove returns the colour to move at the root.
func (s *Search) ToMove() geom.Colour { return s.toMove }

// Playouts returns the number of playouts run so far.
func (s *Search) Playouts() int {
	n := 0
	for _, t := range s.trees {
		n += t.playouts
	}
	return n
}

// Run runs about n more playouts, shared among the trees (n <= 0: until
// ctx is done), and returns how many it ran; it stops early, between
// playouts, when ctx is done.
func (s *Search) Run(ctx context.Context, n int) int {
	k := len(s.trees)
	if k == 1 {
		return s.trees[0].run(ctx, n)
	}
	done := make([]int, k)
	var eg errgroup.Group
	for i, t := range s.trees {
		share := 0
		if n > 0 {
			share = n / k
			if i < n%k {
				share++
			}
			if share == 0 {
				continue
			}
		}
		eg.Go(func() error {
			done[i] = t.run(ctx, share)
			return nil
		})
	}
	eg.Wait()
	total := 0
	for _, d := range done {
		total += d
	}
	return total
}

// Candidates returns the root moves that have been visited, most visited
// first (ties by win rate, then board order).
func (s *Search) Candidates() []Candidate {
	acc := map[geom.Point]*rootStat{}
	for _, t := range s.trees {
		t.rootStats(acc)
	}
	var out []Candidate
	moves := make([]geom.Point, 0, len(s.g.Points)+1)
	moves = append(append(moves, s.g.Points...), geom.Pass)
	for _, p := range moves {
		a := acc[p]
		if a == nil || a.visits == 0 {
			continue
		}
		wr := a.wins / float64(a.visits)
		lcb := wr - 1.96*math.Sqrt(max(wr*(1-wr), 0.0025)/float64(a.visits))
		mean := a.score / float64(a.visits)
		out = append(out, Candidate{
			Move:      p,
			Visits:    a.visits,
			Winrate:   wr,
			Prior:     a.prior,
			LCB:       max(lcb, 0),
			PV:        a.pv,
			ScoreMean: mean,
		})
	}
	sort.SliceStable(out, func(i, j int) bool {
		if out[i].Visits != out[j].Visits {
			return out[i].Visits > out[j].Visits
		}
		return out[i].Winrate > out[j].Winrate
	})
	return out
}

// Ownership returns, per point (indexed by geom.Point, length g.Cells),
// the mean owner at the end of the playouts: +1 Black, -1 White.
func (s *Search) Ownership() []float64 {
	out := make([]float64, s.g.Cells)
	n := s.Playouts()
	if n == 0 {
		return out
	}
	for _, t := range s.trees {
		for _, p := range s.g.Points {
			out[p] += float64(t.ownSum[p])
		}
	}
	for _, p := range s.g.Points {
		out[p] /= float64(n)
	}
	return out
}

// Score returns the mean and standard deviation of Black's margin (after
// komi) at the end of the playouts.
func (s *Search) Score() (mean, stdev float64) {
	n := float64(s.Playouts())
	if n == 0 {
		return 0, 0
	}
	var sum, sq float64
	for _, t := range s.trees {
		sum += t.scoreSum
		sq += t.scoreSq
	}
	mean = sum / n
	return mean, math.Sqrt(max(sq/n-mean*mean, 0))
}

// Best returns the most visited root move and its win rate; geom.Pass
// when no move was searched.
func (s *Search) Best() (geom.Point, float64) {
	c := s.Candidates()
	if len(c) == 0 {
		return geom.Pass, 0.5
	}
	return c[0].Move, c[0].Winrate
}
