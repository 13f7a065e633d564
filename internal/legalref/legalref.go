// Package legalref is a deliberately naive reference of move legality, for
// the differential tests of packages engine and gtpengine only. It is
// written from RULES.md sections 3 to 5 alone and shares no code with the
// engine: a plain [][]int board, captures by flood fill, and the positions
// of the game kept as strings in a slice, each with its player to move. It
// is slow and allocates freely.
//
// Where the specification leaves a choice to the program, it makes the
// engine's documented one: a move tells who was to move in the position
// it is played from (the first move from the start or from a set-up
// position, and a move out of turn too, as GNU Go 3.8 keys situational
// superko); a declared player to move
// (SetToMove) replaces that of the current position; consecutive setup
// stones make one position, and the empty board under the setup stones a
// game begins with is no position of the game.
package legalref

import (
	"strings"

	"github.com/gtp-referee/gtp-referee/rules"
)

// The colours: Black and White, as the arguments of Play, Setup and
// SetToMove. 3-c is the opponent of c.
const (
	Black = 1
	White = 2
)

// pos is one position of the history.
type pos struct {
	board  string // row by row from the bottom: '.', 'X', 'O'
	toMove int
	// byMove: the position was made by a move (not setup, not the
	// start); mover is its colour and pass whether it was a pass.
	byMove bool
	mover  int
	pass   bool
	setup  bool // made by a setup stone
	hidden bool // a setup position followed by another setup stone, or the start under setup stones
	prevTo int  // the colour to move of the position before, when this one was made
}

// Game is a game of the reference: a board of W x H points and its
// history under a ko rule and a suicide rule.
type Game struct {
	w, h    int
	ko      rules.Ko
	suicide bool // multi-stone suicide legal
	hist    []pos
	cycle   int // index in hist of the position whose move made a cycle, or -1
}

// New returns an empty game on a w x h board under preset p, Black to
// move.
func New(w, h int, p rules.Preset) *Game {
	r := &Game{w: w, h: h, ko: p.Ko, suicide: p.SuicideLegal, cycle: -1}
	r.hist = []pos{{board: strings.Repeat(".", w*h), toMove: Black}}
	return r
}

func (r *Game) grid(s string) [][]int {
	g := make([][]int, r.h)
	for y := range g {
		g[y] = make([]int, r.w)
		for x := range g[y] {
			switch s[y*r.w+x] {
			case 'X':
				g[y][x] = Black
			case 'O':
				g[y][x] = White
			}
		}
	}
	return g
}

func (r *Game) str(g [][]int) string {
	var sb strings.Builder
	for y := 0; y < r.h; y++ {
		for x := 0; x < r.w; x++ {
			sb.WriteByte(".XO"[g[y][x]])
		}
	}
	return sb.String()
}

// group returns the chain through (x, y) and whether it has a liberty.
func (r *Game) group(g [][]int, x, y int) ([][2]int, bool) {
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

func (r *Game) cur() *pos { return &r.hist[len(r.hist)-1] }

// Board returns the current position row by row from the bottom, left to
// right: '.' empty, 'X' black, 'O' white.
func (r *Game) Board() string { return r.cur().board }

// ToMove returns the colour to move.
func (r *Game) ToMove() int { return r.cur().toMove }

// SetToMove declares c the colour to move in the current position.
func (r *Game) SetToMove(c int) { r.cur().toMove = c }

// Moves returns the number of moves and setup stones played.
func (r *Game) Moves() int { return len(r.hist) - 1 }

// Mover returns the colour of the i-th move (from 0) and true, or false
// when the i-th entry is a setup stone.
func (r *Game) Mover(i int) (int, bool) {
	h := r.hist[i+1]
	return h.mover, h.byMove
}

// Cycle reports whether a full-board cycle under simple ko ended the game:
// a move, not a pass, made the same position with the same player to move
// a third time.
func (r *Game) Cycle() bool { return r.cycle >= 0 }

// After returns the position after c plays at (x, y), or why the move is
// illegal: "occupied", "suicide", "ko" (the position just before the
// opponent's last move, which was not a pass) or "superko". The reason is
// "" for a legal move.
func (r *Game) After(c, x, y int) (string, string) {
	cur := r.cur()
	g := r.grid(cur.board)
	if g[y][x] != 0 {
		return "", "occupied"
	}
	g[y][x] = c
	for yy := 0; yy < r.h; yy++ {
		for xx := 0; xx < r.w; xx++ {
			if g[yy][xx] == 3-c {
				if st, lib := r.group(g, xx, yy); !lib {
					for _, s := range st {
						g[s[1]][s[0]] = 0
					}
				}
			}
		}
	}
	if st, lib := r.group(g, x, y); !lib {
		// Nothing was captured, or the stone would have a liberty.
		if len(st) == 1 || !r.suicide {
			return "", "suicide"
		}
		for _, s := range st {
			g[s[1]][s[0]] = 0
		}
	}
	next := r.str(g)
	if n := len(r.hist); n >= 2 && cur.byMove && !cur.pass && cur.mover == 3-c && r.hist[n-2].board == next {
		return "", "ko"
	}
	for _, h := range r.hist {
		if h.hidden || h.board != next {
			continue
		}
		if r.ko == rules.KoPositional || r.ko == rules.KoSituational && h.toMove == 3-c {
			return "", "superko"
		}
	}
	return next, ""
}

// Play plays colour c at (x, y), or passes when x < 0, if the rules allow
// it, and returns the reason of After ("" when played).
func (r *Game) Play(c, x, y int) string {
	var next string
	pass := x < 0
	if pass {
		next = r.cur().board
	} else {
		var why string
		if next, why = r.After(c, x, y); why != "" {
			return why
		}
	}
	prev := r.cur().toMove
	r.cur().toMove = c
	r.hist = append(r.hist, pos{board: next, toMove: 3 - c, byMove: true, mover: c, pass: pass, prevTo: prev})
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
	return ""
}

// Setup adds a setup stone of colour c at the empty (x, y) and reports
// true, or reports false and does nothing when the point is taken or a
// chain would be left without a liberty.
func (r *Game) Setup(c, x, y int) bool {
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
		cur.hidden = true
	}
	r.hist = append(r.hist, pos{board: r.str(g), toMove: cur.toMove, setup: true, prevTo: cur.toMove})
	return true
}

// Undo takes back the last move or setup stone; there must be one.
func (r *Game) Undo() {
	last := r.hist[len(r.hist)-1]
	r.hist = r.hist[:len(r.hist)-1]
	cur := r.cur()
	cur.hidden = false
	cur.toMove = last.prevTo
	if r.cycle >= len(r.hist) {
		r.cycle = -1
	}
}

// SetRules changes the rules as if the game had been played under them
// from the start: a cycle is looked for again.
func (r *Game) SetRules(p rules.Preset) {
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

// Passes returns the number of consecutive passes of both players that end
// the history (a second pass by the same player starts the run again).
func (r *Game) Passes() int {
	n := 0
	for k := len(r.hist) - 1; k > 0 && r.hist[k].byMove && r.hist[k].pass; k-- {
		if k < len(r.hist)-1 && r.hist[k].mover == r.hist[k+1].mover {
			break
		}
		n++
	}
	return n
}
