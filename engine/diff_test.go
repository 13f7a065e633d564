package engine

// Differential test: the engine (Board, Game, ko.History, areacount) against
// a deliberately naive reference written here with plain slices, a BFS flood
// fill and a scan of the whole history for ko and superko.

import (
	"fmt"
	"math/rand/v2"
	"testing"

	"github.com/gtp-referee/gtp-referee/areacount"
	"github.com/gtp-referee/gtp-referee/geom"
	"github.com/gtp-referee/gtp-referee/rules"
)

// refState is one entry of the reference history: a board, the colour to
// move next, the mover of the move that produced it (0 for the start) and
// the stones captured so far by black and white.
type refState struct {
	cells  []int8
	toMove int8
	mover  int8
	pass   bool
	setup  bool // a setup stone, not a move
	hidden bool // a setup position followed by another setup stone, or the start before setup: not a position of the game
	capt   [3]int
}

// refGame is the naive reference: cells[y][x] flattened as y*w+x with
// 0 empty, 1 black, 2 white.
type refGame struct {
	w, h         int
	ko           rules.Ko
	suicideLegal bool
	hist         []refState // hist[0] is the start; the last is the current position
	noResultAt   int        // number of moves after which a simple-ko cycle ended the game, or -1
	// Scratch space of the flood fills.
	mark  []int
	stamp int
	queue []int
}

func newRefGame(w, h int, p rules.Preset) *refGame {
	r := &refGame{w: w, h: h, ko: p.Ko, suicideLegal: p.SuicideLegal, noResultAt: -1}
	r.hist = append(r.hist, refState{cells: make([]int8, w*h), toMove: 1})
	return r
}

func (r *refGame) cur() *refState { return &r.hist[len(r.hist)-1] }

// neighbours returns the on-board neighbours of i.
func (r *refGame) neighbours(i int) ([4]int, int) {
	x, y := i%r.w, i/r.w
	var out [4]int
	k := 0
	if x > 0 {
		out[k] = i - 1
		k++
	}
	if x < r.w-1 {
		out[k] = i + 1
		k++
	}
	if y > 0 {
		out[k] = i - r.w
		k++
	}
	if y < r.h-1 {
		out[k] = i + r.w
		k++
	}
	return out, k
}

// chain returns the stones connected to i (same colour) by BFS, and whether
// the chain has at least one liberty.
func (r *refGame) chain(cells []int8, i int) ([]int, bool) {
	if len(r.mark) != len(cells) {
		r.mark = make([]int, len(cells))
	}
	r.stamp++
	col := cells[i]
	r.mark[i] = r.stamp
	queue := append(r.queue[:0], i)
	hasLib := false
	for k := 0; k < len(queue); k++ {
		nb, m := r.neighbours(queue[k])
		for _, n := range nb[:m] {
			switch {
			case cells[n] == 0:
				hasLib = true
			case cells[n] == col && r.mark[n] != r.stamp:
				r.mark[n] = r.stamp
				queue = append(queue, n)
			}
		}
	}
	r.queue = queue
	return queue, hasLib
}

func sameCells(a, b []int8) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// result computes the board after colour c plays at i, or the reason the
// move is illegal.
func (r *refGame) result(c int8, i int) ([]int8, int, int, Reason) {
	cur := r.cur()
	if cur.cells[i] != 0 {
		return nil, 0, 0, Occupied
	}
	cells := append([]int8(nil), cur.cells...)
	cells[i] = c
	opp := 3 - c
	captures := 0
	nb, m := r.neighbours(i)
	for _, n := range nb[:m] {
		if cells[n] != opp {
			continue
		}
		stones, lib := r.chain(cells, n)
		if !lib {
			for _, s := range stones {
				cells[s] = 0
			}
			captures += len(stones)
		}
	}
	selfRemoved := 0
	if captures == 0 {
		stones, lib := r.chain(cells, i)
		if !lib {
			if len(stones) == 1 || !r.suicideLegal {
				return nil, 0, 0, Suicide
			}
			for _, s := range stones {
				cells[s] = 0
			}
			selfRemoved = len(stones)
		}
	}
	// Simple ko: the position before the opponent's last move.
	n := len(r.hist)
	if n >= 2 && cur.mover == opp && !cur.pass && sameCells(r.hist[n-2].cells, cells) {
		return nil, 0, 0, Ko
	}
	switch r.ko {
	case rules.KoPositional:
		for k := range r.hist {
			if !r.hist[k].hidden && sameCells(r.hist[k].cells, cells) {
				return nil, 0, 0, Superko
			}
		}
	case rules.KoSituational:
		for k := range r.hist {
			if !r.hist[k].hidden && r.hist[k].toMove == opp && sameCells(r.hist[k].cells, cells) {
				return nil, 0, 0, Superko
			}
		}
	}
	return cells, captures, selfRemoved, Legal
}

// play plays colour c at i (or passes when i < 0) if legal.
func (r *refGame) play(c int8, i int) Reason {
	cur := r.cur()
	next := refState{toMove: 3 - c, mover: c, capt: cur.capt}
	if i < 0 {
		next.cells = cur.cells
		next.pass = true
	} else {
		cells, captures, self, reason := r.result(c, i)
		if reason != Legal {
			return reason
		}
		next.cells = cells
		next.capt[c] += captures
		next.capt[3-c] += self
	}
	r.hist = append(r.hist, next)
	if r.ko == rules.KoSimple && r.noResultAt < 0 {
		count := 0
		for k := range r.hist {
			if !r.hist[k].hidden && r.hist[k].toMove == next.toMove && sameCells(r.hist[k].cells, next.cells) {
				count++
			}
		}
		if count >= 3 {
			r.noResultAt = len(r.hist) - 1
		}
	}
	return Legal
}

// setup puts a setup stone of colour c at i: consecutive setup stones form
// one position. It reports false (doing nothing) when a chain would be left
// without a liberty.
func (r *refGame) setup(c int8, i int) bool {
	cur := r.cur()
	cells := append([]int8(nil), cur.cells...)
	cells[i] = c
	check := []int{i}
	nb, m := r.neighbours(i)
	check = append(check, nb[:m]...)
	for _, n := range check {
		if cells[n] != 0 {
			if _, lib := r.chain(cells, n); !lib {
				return false
			}
		}
	}
	if cur.setup || len(r.hist) == 1 {
		// A partial setup position, or the empty start of a game that
		// begins with setup stones: neither is a position of the game.
		cur.hidden = true
	}
	r.hist = append(r.hist, refState{cells: cells, toMove: cur.toMove, setup: true, capt: cur.capt})
	return true
}

func (r *refGame) undo() {
	r.hist = r.hist[:len(r.hist)-1]
	r.cur().hidden = false
	if r.noResultAt > len(r.hist)-1 {
		r.noResultAt = -1
	}
}

func (r *refGame) passes() int {
	n := 0
	for k := len(r.hist) - 1; k > 0 && r.hist[k].pass; k-- {
		if k < len(r.hist)-1 && r.hist[k].mover == r.hist[k+1].mover {
			break // the same player twice: no pass of both players
		}
		n++
	}
	return n
}

// area is a Tromp-Taylor count by BFS over empty regions.
func (r *refGame) area() (black, white, dame int) {
	cells := r.cur().cells
	seen := make([]bool, len(cells))
	for i, c := range cells {
		switch c {
		case 1:
			black++
			continue
		case 2:
			white++
			continue
		}
		if seen[i] {
			continue
		}
		seen[i] = true
		queue := []int{i}
		var touch [3]bool
		for k := 0; k < len(queue); k++ {
			nb, m := r.neighbours(queue[k])
			for _, n := range nb[:m] {
				if cells[n] == 0 {
					if !seen[n] {
						seen[n] = true
						queue = append(queue, n)
					}
				} else {
					touch[cells[n]] = true
				}
			}
		}
		switch {
		case touch[1] && !touch[2]:
			black += len(queue)
		case touch[2] && !touch[1]:
			white += len(queue)
		default:
			dame += len(queue)
		}
	}
	return
}

// diffSizes lists the board sizes of the differential test with their
// weights (number of games in every cycle of sizes).
var diffSizes = []struct{ w, h, weight int }{
	{2, 2, 6}, {3, 3, 6}, {4, 4, 5}, {5, 5, 4}, {6, 6, 3}, {7, 7, 3}, {8, 8, 2},
	{9, 9, 3}, {10, 10, 1}, {11, 11, 1}, {12, 12, 1}, {13, 13, 1}, {14, 14, 1},
	{15, 15, 1}, {16, 16, 1}, {17, 17, 1}, {18, 18, 1}, {19, 19, 2}, {25, 25, 1},
	{5, 3, 2}, {3, 5, 1}, {19, 13, 1}, {2, 25, 1}, {25, 2, 1}, {7, 4, 2}, {2, 3, 2},
}

type diffChecker struct {
	t         *testing.T
	rng       *rand.Rand
	posToHash map[string]uint64
	hashToPos map[sizedHash]string
	attempts  int
	legal     int
	byReason  [6]int
	undos     int
	setups    int
	legalSets int
	noResults int
}

// sizedHash is a board hash with its board size: hashes are only
// comparable between boards of one geometry.
type sizedHash struct {
	w, h int
	hash uint64
}

// engineSnap is what an undo must restore.
type engineSnap struct {
	hash       uint64
	capB, capW int
	koB, koW   geom.Point
	toMove     geom.Colour
	passes     int
}

func snapOf(gm *Game) engineSnap {
	b := gm.Board()
	return engineSnap{b.Hash(), b.Captured(geom.Black), b.Captured(geom.White),
		b.KoPoint(geom.Black), b.KoPoint(geom.White), gm.ToMove(), gm.Passes()}
}

func TestDifferential(t *testing.T) {
	total := 1_000_000
	if testing.Short() {
		total = 60_000
	}
	d := &diffChecker{
		t:         t,
		rng:       rand.New(rand.NewPCG(20240601, 7)),
		posToHash: map[string]uint64{},
		hashToPos: map[sizedHash]string{},
	}
	presets := rules.Names()
	games := 0
	for d.attempts < total {
		for _, sz := range diffSizes {
			for k := 0; k < sz.weight && d.attempts < total; k++ {
				p := rules.MustLookup(presets[games%len(presets)])
				d.game(sz.w, sz.h, p)
				games++
				if t.Failed() {
					return
				}
			}
		}
	}
	t.Logf("differential: %d move attempts checked (%d legal, %d occupied, %d suicide, %d ko, %d superko, %d off board) in %d games; %d setup stones, %d undos, %d legal-move sets, %d no-result cycles, %d distinct positions hashed at the end",
		d.attempts, d.legal, d.byReason[Occupied], d.byReason[Suicide], d.byReason[Ko], d.byReason[Superko], d.byReason[OffBoard],
		games, d.setups, d.undos, d.legalSets, d.noResults, len(d.posToHash))
}

func (d *diffChecker) game(w, h int, p rules.Preset) {
	t := d.t
	g := geom.MustGet(w, h)
	gm := NewGame(g, p)
	ref := newRefGame(w, h, p)
	snaps := []engineSnap{snapOf(gm)}
	n := w * h
	maxAttempts := 3*n + 20 + d.rng.IntN(4*n+20)
	if n > 200 {
		maxAttempts = 2*n + d.rng.IntN(n)
	}
	var recent []int // points emptied by recent captures, to provoke kos
	for a := 0; a < maxAttempts; a++ {
		c := gm.ToMove()
		rc := int8(c)
		if int8(ref.cur().toMove) != rc {
			t.Fatalf("%dx%d %s: to move engine %v, reference %d", w, h, p.Name, c, ref.cur().toMove)
		}
		var pt geom.Point
		idx := -1
		off := false
		roll := d.rng.IntN(1000)
		switch {
		case roll < 15: // undo one or a few moves
			k := 1 + d.rng.IntN(3)
			for ; k > 0 && len(ref.hist) > 1; k-- {
				if !gm.Undo() {
					t.Fatalf("%dx%d %s: Undo returned false with %d moves", w, h, p.Name, len(ref.hist)-1)
				}
				ref.undo()
				snaps = snaps[:len(snaps)-1]
				d.undos++
				if got, want := snapOf(gm), snaps[len(snaps)-1]; got != want {
					t.Fatalf("%dx%d %s: undo restored %+v, want %+v", w, h, p.Name, got, want)
				}
			}
			if len(ref.hist) == 1 && gm.Undo() {
				t.Fatalf("Undo on an empty game returned true")
			}
			d.compare(gm, ref, "after undo")
			continue
		case roll < 25: // a setup stone (or a few)
			for k := 1 + d.rng.IntN(3); k > 0; k-- {
				i := d.rng.IntN(n)
				sc := int8(1 + d.rng.IntN(2))
				if ref.cur().cells[i] != 0 || !ref.setup(sc, i) {
					continue
				}
				gm.Setup(geom.Colour(sc), g.Point(i%w, i/w))
				snaps = append(snaps, snapOf(gm))
				d.setups++
				d.compare(gm, ref, "after setup")
			}
			continue
		case roll < 45:
			pt = geom.Pass
		case roll < 55: // off board
			off = true
			switch d.rng.IntN(3) {
			case 0:
				pt = g.Point(w, d.rng.IntN(h)) // sentinel column
			case 1:
				pt = geom.Point(g.Cells + d.rng.IntN(10))
			default:
				pt = -geom.Point(1 + d.rng.IntN(5))
			}
		case roll < 90: // any point, often occupied
			idx = d.rng.IntN(n)
		case roll < 190 && len(recent) > 0:
			idx = recent[d.rng.IntN(len(recent))]
		default: // a random empty point
			cells := ref.cur().cells
			empties := 0
			for _, v := range cells {
				if v == 0 {
					empties++
				}
			}
			if empties == 0 {
				pt = geom.Pass
				break
			}
			k := d.rng.IntN(empties)
			for i, v := range cells {
				if v == 0 {
					if k == 0 {
						idx = i
						break
					}
					k--
				}
			}
		}
		var want Reason
		if idx >= 0 {
			pt = g.Point(idx%w, idx/w)
			before := ref.cur().cells
			want = ref.play(rc, idx)
			if want == Legal {
				recent = recent[:0]
				after := ref.cur().cells
				for i := range before {
					if before[i] != 0 && after[i] == 0 {
						recent = append(recent, i)
					}
				}
			}
		} else if off {
			want = OffBoard
		} else {
			want = ref.play(rc, -1)
		}
		gotCheck := gm.Check(c, pt)
		got := gm.Play(c, pt)
		d.attempts++
		if got != want || gotCheck != got {
			t.Fatalf("%dx%d %s move %d: %s %s: engine Check %q Play %q, reference %q\n%s",
				w, h, p.Name, len(ref.hist)-1, c, vtx(g, pt), gotCheck, got, want, gm.Board())
		}
		if got == Legal {
			d.legal++
			snaps = append(snaps, snapOf(gm))
		} else {
			d.byReason[got]++
		}
		wasNoResult := gm.NoResult()
		d.compare(gm, ref, fmt.Sprintf("after %s %s", c, vtx(g, pt)))
		if gm.NoResult() && got == Legal && ref.noResultAt == len(ref.hist)-1 {
			d.noResults++
		}
		if wasNoResult && d.rng.IntN(4) == 0 {
			return
		}
		if gm.Over() && d.rng.IntN(3) == 0 {
			return
		}
		// Now and then compare the whole set of legal moves of both colours.
		if n <= 49 && d.rng.IntN(40) == 0 || d.rng.IntN(400) == 0 {
			d.compareLegalSets(gm, ref)
		}
	}
}

func (d *diffChecker) compare(gm *Game, ref *refGame, when string) {
	t := d.t
	g := gm.Geometry()
	b := gm.Board()
	cur := ref.cur()
	for i, v := range cur.cells {
		p := g.Point(i%ref.w, i/ref.w)
		if got := b.At(p); int8(got) != v {
			t.Fatalf("%dx%d %s: %s: %s is %v, reference %d\n%s", ref.w, ref.h, gm.Rules().Name, when, g.Vertex(p), got, v, b)
		}
	}
	bs, ws := b.Stones(geom.Black), b.Stones(geom.White)
	nb, nw := 0, 0
	for _, v := range cur.cells {
		switch v {
		case 1:
			nb++
		case 2:
			nw++
		}
	}
	if bs.Count() != nb || ws.Count() != nw {
		t.Fatalf("%s: stone bitboards count %d/%d, reference %d/%d", when, bs.Count(), ws.Count(), nb, nw)
	}
	if b.Captured(geom.Black) != cur.capt[1] || b.Captured(geom.White) != cur.capt[2] {
		t.Fatalf("%dx%d %s: %s: captured %d/%d, reference %d/%d", ref.w, ref.h, gm.Rules().Name, when,
			b.Captured(geom.Black), b.Captured(geom.White), cur.capt[1], cur.capt[2])
	}
	// Hash equality exactly where positions are equal.
	key := fmt.Sprintf("%dx%d:%s", ref.w, ref.h, string(int8sToBytes(cur.cells)))
	h := b.Hash()
	if old, ok := d.posToHash[key]; ok && old != h {
		t.Fatalf("%s: same position, hashes %x and %x\n%s", when, old, h, b)
	}
	sh := sizedHash{ref.w, ref.h, h}
	if old, ok := d.hashToPos[sh]; ok && old != key {
		t.Fatalf("%s: hash %x shared by two different positions", when, h)
	}
	if len(d.posToHash) > 400_000 {
		clear(d.posToHash)
		clear(d.hashToPos)
	}
	d.posToHash[key] = h
	d.hashToPos[sh] = key
	// Area count.
	var none geom.Bitboard
	a := areacount.Count(g, &bs, &ws, &none)
	rb, rw, rd := ref.area()
	if a.Black != rb || a.White != rw || a.Dame != rd || a.Points != ref.w*ref.h {
		t.Fatalf("%dx%d: %s: area %+v, reference B %d W %d dame %d\n%s", ref.w, ref.h, when, a, rb, rw, rd, b)
	}
	// End of play.
	if got, want := gm.Passes(), ref.passes(); got != want {
		t.Fatalf("%s: passes %d, reference %d", when, got, want)
	}
	wantNoResult := ref.noResultAt >= 0
	if gm.NoResult() != wantNoResult {
		t.Fatalf("%dx%d %s: %s (move %d): NoResult %v, reference %v (at %d)\n%s", ref.w, ref.h, gm.Rules().Name, when,
			len(ref.hist)-1, gm.NoResult(), wantNoResult, ref.noResultAt, b)
	}
	if gm.Over() != (wantNoResult || ref.passes() >= 2) {
		t.Fatalf("%s: Over %v, reference passes %d no result %v", when, gm.Over(), ref.passes(), wantNoResult)
	}
	if len(gm.Moves()) != len(ref.hist)-1 {
		t.Fatalf("%s: %d moves, reference %d", when, len(gm.Moves()), len(ref.hist)-1)
	}
}

// vtx writes p as GTP does, or "off(p)" for a point off the board.
func vtx(g *geom.Geometry, p geom.Point) string {
	if p != geom.Pass && !g.OnBoard(p) {
		return fmt.Sprintf("off(%d)", p)
	}
	return g.Vertex(p)
}

func int8sToBytes(s []int8) []byte {
	out := make([]byte, len(s))
	for i, v := range s {
		out[i] = byte('0' + v)
	}
	return out
}

// compareLegalSets compares Game.LegalMoves and Game.Check for both colours
// with the reference at every empty point.
func (d *diffChecker) compareLegalSets(gm *Game, ref *refGame) {
	g := gm.Geometry()
	for _, c := range []geom.Colour{geom.Black, geom.White} {
		legal := map[geom.Point]bool{}
		for _, p := range gm.LegalMoves(nil, c) {
			legal[p] = true
		}
		for i := range ref.cur().cells {
			p := g.Point(i%ref.w, i/ref.w)
			_, _, _, want := ref.result(int8(c), i)
			if got := gm.Check(c, p); got != want {
				d.t.Fatalf("%dx%d %s: Check(%s, %s) = %q, reference %q\n%s", ref.w, ref.h, gm.Rules().Name, c, g.Vertex(p), got, want, gm.Board())
			}
			if legal[p] != (want == Legal) {
				d.t.Fatalf("%dx%d %s: LegalMoves(%s) has %s = %v, reference %q", ref.w, ref.h, gm.Rules().Name, c, g.Vertex(p), legal[p], want)
			}
		}
	}
	d.legalSets++
}
