package engine

// An independent naive reference for move legality under every preset,
// written from RULES.md sections 3 to 5 alone: a plain [][]int board,
// captures by flood fill, and the positions of the game kept as strings in
// a slice, each with the player to move. It shares no code with Board,
// Game or package ko, and drives Game through everything a GTP client can
// do to a game: plays of either colour (colours may repeat, CLIENTS.md
// section 2), passes, undo, setup stones, a declared player to move, a
// change of rules, a new game.

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/gtp-referee/gtp-referee/geom"
	"github.com/gtp-referee/gtp-referee/rules"
)

// nrPos is one position of the reference's history.
type nrPos struct {
	board  string // row by row from the bottom: '.', 'X', 'O'
	toMove int    // 1 black, 2 white
	// byMove: the position was made by a move (not setup, not the start);
	// mover is its colour and pass whether it was a pass.
	byMove bool
	mover  int
	pass   bool
	setup  bool // made by a setup stone
	hidden bool // a setup position followed by another setup stone
	// prevTo is the colour to move that the position before had when
	// this one was made (undo puts it back).
	prevTo int
}

type nrGame struct {
	w, h    int
	ko      rules.Ko
	suicide bool // multi-stone suicide legal
	hist    []nrPos
	cycle   int // index in hist of the position whose move made a cycle, or -1
}

func newNR(w, h int, p rules.Preset) *nrGame {
	r := &nrGame{w: w, h: h, ko: p.Ko, suicide: p.SuicideLegal, cycle: -1}
	r.hist = []nrPos{{board: strings.Repeat(".", w*h), toMove: 1}}
	return r
}

func (r *nrGame) grid(s string) [][]int {
	g := make([][]int, r.h)
	for y := range g {
		g[y] = make([]int, r.w)
		for x := range g[y] {
			switch s[y*r.w+x] {
			case 'X':
				g[y][x] = 1
			case 'O':
				g[y][x] = 2
			}
		}
	}
	return g
}

func (r *nrGame) str(g [][]int) string {
	var sb strings.Builder
	for y := 0; y < r.h; y++ {
		for x := 0; x < r.w; x++ {
			sb.WriteByte(".XO"[g[y][x]])
		}
	}
	return sb.String()
}

// group returns the chain through (x, y) and whether it has a liberty.
func (r *nrGame) group(g [][]int, x, y int) ([][2]int, bool) {
	col := g[y][x]
	seen := map[[2]int]bool{{x, y}: true}
	stack := [][2]int{{x, y}}
	var out [][2]int
	lib := false
	for len(stack) > 0 {
		p := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		out = append(out, p)
		for _, d := range [][2]int{{1, 0}, {-1, 0}, {0, 1}, {0, -1}} {
			nx, ny := p[0]+d[0], p[1]+d[1]
			if nx < 0 || ny < 0 || nx >= r.w || ny >= r.h {
				continue
			}
			switch g[ny][nx] {
			case 0:
				lib = true
			case col:
				if !seen[[2]int{nx, ny}] {
					seen[[2]int{nx, ny}] = true
					stack = append(stack, [2]int{nx, ny})
				}
			}
		}
	}
	return out, lib
}

func (r *nrGame) cur() *nrPos { return &r.hist[len(r.hist)-1] }

// after returns the position after c plays at (x, y), or the reason the
// move is illegal.
func (r *nrGame) after(c, x, y int) (string, Reason) {
	cur := r.cur()
	g := r.grid(cur.board)
	if g[y][x] != 0 {
		return "", Occupied
	}
	g[y][x] = c
	captured := 0
	for yy := 0; yy < r.h; yy++ {
		for xx := 0; xx < r.w; xx++ {
			if g[yy][xx] == 3-c {
				if st, lib := r.group(g, xx, yy); !lib {
					for _, s := range st {
						g[s[1]][s[0]] = 0
					}
					captured += len(st)
				}
			}
		}
	}
	if st, lib := r.group(g, x, y); !lib {
		// Nothing captured (else the stone would have a liberty).
		if len(st) == 1 || !r.suicide {
			return "", Suicide
		}
		for _, s := range st {
			g[s[1]][s[0]] = 0
		}
	}
	next := r.str(g)
	// Simple ko: the position just before the opponent's last move.
	if n := len(r.hist); n >= 2 && cur.byMove && !cur.pass && cur.mover == 3-c && r.hist[n-2].board == next {
		return "", Ko
	}
	for _, h := range r.hist {
		if h.hidden || h.board != next {
			continue
		}
		if r.ko == rules.KoPositional || r.ko == rules.KoSituational && h.toMove == 3-c {
			return "", Superko
		}
	}
	return next, Legal
}

// firstFrom reports whether a move now is the first from the start or
// from a set-up position: it tells who was to move there.
func (r *nrGame) firstFrom() bool {
	cur := r.cur()
	return len(r.hist) == 1 || cur.setup
}

func (r *nrGame) play(c, x, y int) Reason {
	var next string
	pass := x < 0
	if pass {
		next = r.cur().board
	} else {
		var why Reason
		if next, why = r.after(c, x, y); why != Legal {
			return why
		}
	}
	prev := r.cur().toMove
	if r.firstFrom() {
		r.cur().toMove = c
	}
	r.hist = append(r.hist, nrPos{board: next, toMove: 3 - c, byMove: true, mover: c, pass: pass, prevTo: prev})
	if r.ko == rules.KoSimple && r.cycle < 0 && !pass {
		n := 0
		for _, h := range r.hist {
			if !h.hidden && h.board == next && h.toMove == 3-c {
				n++
			}
		}
		if n >= 3 {
			r.cycle = len(r.hist) - 1
		}
	}
	return Legal
}

// setup adds a setup stone of colour c at the empty (x, y), when no chain
// is left without a liberty.
func (r *nrGame) setup(c, x, y int) bool {
	cur := r.cur()
	g := r.grid(cur.board)
	if g[y][x] != 0 {
		return false
	}
	g[y][x] = c
	for yy := 0; yy < r.h; yy++ {
		for xx := 0; xx < r.w; xx++ {
			if g[yy][xx] != 0 {
				if _, lib := r.group(g, xx, yy); !lib {
					return false
				}
			}
		}
	}
	if cur.setup || len(r.hist) == 1 {
		// A partial setup position, or the empty start of a game that
		// begins with setup stones (it begins at the set-up position).
		cur.hidden = true
	}
	r.hist = append(r.hist, nrPos{board: r.str(g), toMove: cur.toMove, setup: true, prevTo: cur.toMove})
	return true
}

func (r *nrGame) undo() {
	last := r.hist[len(r.hist)-1]
	r.hist = r.hist[:len(r.hist)-1]
	cur := r.cur()
	cur.hidden = false
	cur.toMove = last.prevTo
	if r.cycle >= len(r.hist) {
		r.cycle = -1
	}
}

// setRules changes the rules as if the game had been played under them
// from the start (Game.SetRules): a cycle is looked for again.
func (r *nrGame) setRules(p rules.Preset) {
	r.ko, r.suicide = p.Ko, p.SuicideLegal
	r.cycle = -1
	if r.ko != rules.KoSimple {
		return
	}
	for k, pk := range r.hist {
		if !pk.byMove || pk.pass {
			continue
		}
		n := 0
		for j, h := range r.hist[:k+1] {
			to := h.toMove
			if j == k {
				to = 3 - pk.mover
			}
			if !h.hidden && h.board == pk.board && to == 3-pk.mover {
				n++
			}
		}
		if n >= 3 {
			r.cycle = k
			return
		}
	}
}

func (r *nrGame) passes() int {
	n := 0
	for k := len(r.hist) - 1; k > 0 && r.hist[k].byMove && r.hist[k].pass; k-- {
		if k < len(r.hist)-1 && r.hist[k].mover == r.hist[k+1].mover {
			break
		}
		n++
	}
	return n
}

// nrSizes are the boards of the test: tiny, square and rectangular, where
// captures, ko, cycles and suicide are frequent.
var nrSizes = [][2]int{{2, 2}, {3, 2}, {2, 3}, {3, 3}, {4, 2}, {5, 2}, {4, 3}, {4, 4}, {5, 3}, {5, 4}, {5, 5}, {2, 5}}

func TestNaiveReferenceLegality(t *testing.T) {
	games := 1500
	if testing.Short() {
		games = 300
	}
	rng := rand.New(rand.NewPCG(7, 2026))
	presets := rules.Names()
	var stats [6]int
	cycles := 0
	for gi := 0; gi < games; gi++ {
		sz := nrSizes[gi%len(nrSizes)]
		p := rules.MustLookup(presets[(gi/len(nrSizes))%len(presets)])
		cycles += nrGameRun(t, rng, sz[0], sz[1], p, &stats)
		if t.Failed() {
			return
		}
	}
	t.Logf("verdicts checked: %d legal, %d occupied, %d suicide, %d ko, %d superko; %d cycles",
		stats[Legal], stats[Occupied], stats[Suicide], stats[Ko], stats[Superko], cycles)
}

func nrGameRun(t *testing.T, rng *rand.Rand, w, h int, p rules.Preset, stats *[6]int) int {
	g := geom.MustGet(w, h)
	gm := NewGame(g, p)
	ref := newNR(w, h, p)
	var log []string
	fail := func(format string, args ...any) {
		t.Helper()
		t.Fatalf("%dx%d %s after %s:\n%s%s", w, h, gm.Rules().Name, strings.Join(log, ", "), fmt.Sprintf(format, args...), "\n"+gm.Board().String())
	}
	// The whole verdict table: every point, both colours.
	check := func() {
		t.Helper()
		if got, want := gm.Board().String(), ref.cur().board; nrBoard(gm, w, h) != want {
			fail("board\n%s, reference %s", got, want)
		}
		for y := 0; y < h; y++ {
			for x := 0; x < w; x++ {
				for c := 1; c <= 2; c++ {
					_, want := ref.after(c, x, y)
					got := gm.Check(geom.Colour(c), g.Point(x, y))
					stats[want]++
					if got != want {
						fail("Check(%s %s) = %q, reference %q", geom.Colour(c), g.Vertex(g.Point(x, y)), got, want)
					}
				}
			}
		}
		if gm.Passes() != ref.passes() {
			fail("passes %d, reference %d", gm.Passes(), ref.passes())
		}
		if gm.NoResult() != (ref.cycle >= 0) {
			fail("NoResult %v, reference cycle at %d", gm.NoResult(), ref.cycle)
		}
		if int(gm.ToMove()) != ref.cur().toMove {
			fail("to move %s, reference %d", gm.ToMove(), ref.cur().toMove)
		}
	}
	cycle := 0
	var recent []int // points emptied by the last capture
	steps := 20 + rng.IntN(12*w*h)
	for s := 0; s < steps; s++ {
		roll := rng.IntN(100)
		c := int(gm.ToMove())
		if rng.IntN(10) == 0 {
			c = 3 - c // out of turn: colours may repeat
		}
		switch {
		case roll < 6 && len(ref.hist) > 1:
			if !gm.Undo() {
				fail("Undo false")
			}
			ref.undo()
			log = append(log, "undo")
		case roll < 10:
			x, y := rng.IntN(w), rng.IntN(h)
			sc := 1 + rng.IntN(2)
			if ref.setup(sc, x, y) {
				gm.Setup(geom.Colour(sc), g.Point(x, y))
				log = append(log, fmt.Sprintf("setup %s %s", geom.Colour(sc), g.Vertex(g.Point(x, y))))
			}
		case roll < 12:
			gm.SetToMove(geom.Colour(c))
			ref.cur().toMove = c
			log = append(log, fmt.Sprintf("to-move %s", geom.Colour(c)))
		case roll < 13:
			np := rules.MustLookup(rules.Names()[rng.IntN(len(rules.Names()))])
			gm.SetRules(np)
			ref.setRules(np)
			log = append(log, "rules "+np.Name)
		case roll < 22:
			want := ref.play(c, -1, -1)
			if got := gm.Play(geom.Colour(c), geom.Pass); got != want {
				fail("pass %q, reference %q", got, want)
			}
			log = append(log, fmt.Sprintf("%s pass", geom.Colour(c)))
		default:
			x, y := rng.IntN(w), rng.IntN(h)
			if len(recent) > 0 && rng.IntN(3) > 0 {
				// A point a capture just emptied: a retake, a ko, a cycle.
				k := recent[rng.IntN(len(recent))]
				x, y = k%w, k/w
			} else if rng.IntN(4) > 0 {
				// An empty point.
				for k := 0; k < 8 && ref.cur().board[y*w+x] != '.'; k++ {
					x, y = rng.IntN(w), rng.IntN(h)
				}
			}
			before := ref.cur().board
			want := ref.play(c, x, y)
			if want == Legal {
				recent = recent[:0]
				for i := range before {
					if before[i] != '.' && ref.cur().board[i] == '.' {
						recent = append(recent, i)
					}
				}
			}
			got := gm.Play(geom.Colour(c), g.Point(x, y))
			if got != want {
				fail("Play(%s %s) = %q, reference %q", geom.Colour(c), g.Vertex(g.Point(x, y)), got, want)
			}
			if got == Legal {
				log = append(log, fmt.Sprintf("%s %s", geom.Colour(c), g.Vertex(g.Point(x, y))))
			}
		}
		check()
		if ref.cycle >= 0 {
			cycle = 1
			if rng.IntN(3) == 0 {
				return cycle
			}
		}
	}
	return cycle
}

func nrBoard(gm *Game, w, h int) string {
	g := gm.Geometry()
	var sb strings.Builder
	for y := 0; y < h; y++ {
		for x := 0; x < w; x++ {
			sb.WriteByte(".XO"[gm.Board().At(g.Point(x, y))])
		}
	}
	return sb.String()
}
