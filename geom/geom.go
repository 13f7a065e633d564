// Package geom holds board geometry shared by the board and the area
// counter: points as mailbox indices, colours, vertices in GTP notation and
// fixed-size bitboards with one bit per mailbox cell.
//
// A board of W x H points (2..25 each) is laid out row by row with a stride
// of W+1 cells: the extra cell of every row, plus one full row below and one
// above the board, are off-board sentinels. The bit of a cell in a Bitboard
// is its mailbox index, so shifting a bitboard by 1 moves every stone one
// column and shifting by the stride moves it one row; the sentinels are
// cleared by masking with Geometry.Mask.
package geom

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
)

// MaxSize is the largest board side (GTP's limit); MinSize the smallest.
const (
	MaxSize = 25
	MinSize = 2
)

// MaxCells is the number of mailbox cells of the largest board.
const MaxCells = (MaxSize + 2) * (MaxSize + 1)

// Words is the number of 64-bit words of a Bitboard.
const Words = (MaxCells + 63) / 64

// Point is a mailbox index. The zero Point is a sentinel cell and stands for
// a pass.
type Point int16

// Pass is the Point used for a pass move.
const Pass Point = 0

// Colour is the content of a cell.
type Colour uint8

// The cell contents. Black and White are 1 and 2 so that c^3 is the
// opponent of c.
const (
	Empty  Colour = 0
	Black  Colour = 1
	White  Colour = 2
	Border Colour = 3
)

// Opp returns the opponent of Black or White.
func (c Colour) Opp() Colour { return c ^ 3 }

// String returns "B", "W", "empty" or "border".
func (c Colour) String() string {
	switch c {
	case Black:
		return "B"
	case White:
		return "W"
	case Empty:
		return "empty"
	}
	return "border"
}

// Name returns "black" or "white".
func (c Colour) Name() string {
	if c == Black {
		return "black"
	}
	return "white"
}

// LowerASCII returns s with the ASCII capitals A to Z lowered and every
// other byte kept. GTP is ASCII: strings.ToLower would also lower
// look-alikes such as the Kelvin sign (U+212A, to "k") or the capital I
// with a dot (U+0130, to "i"), so that "blacK" with a Kelvin sign read as
// "black". It allocates only when s has a capital.
func LowerASCII(s string) string {
	i := 0
	for i < len(s) && (s[i] < 'A' || s[i] > 'Z') {
		i++
	}
	if i == len(s) {
		return s
	}
	b := []byte(s)
	for ; i < len(b); i++ {
		if c := b[i]; c >= 'A' && c <= 'Z' {
			b[i] = c + 'a' - 'A'
		}
	}
	return string(b)
}

// EqualFoldASCII reports whether s and t are equal when the ASCII letters
// are compared without regard to case, and every other byte exactly (not
// strings.EqualFold's Unicode folding, under which the Kelvin sign matches
// "k" and the long s (U+017F) "s").
func EqualFoldASCII(s, t string) bool {
	if len(s) != len(t) {
		return false
	}
	for i := 0; i < len(s); i++ {
		a, b := s[i], t[i]
		if a >= 'A' && a <= 'Z' {
			a += 'a' - 'A'
		}
		if b >= 'A' && b <= 'Z' {
			b += 'a' - 'A'
		}
		if a != b {
			return false
		}
	}
	return true
}

// ParseColour reads a GTP colour: b, w, black, white in any case (ASCII
// case: a look-alike letter is refused).
func ParseColour(s string) (Colour, error) {
	switch LowerASCII(s) {
	case "b", "black":
		return Black, nil
	case "w", "white":
		return White, nil
	}
	return Empty, fmt.Errorf("invalid color %q", s)
}

// Geometry describes one board size. Geometries are immutable and shared:
// obtain them with Get.
type Geometry struct {
	W, H   int      // width and height in points
	Stride int      // cells per row, W+1
	Cells  int      // mailbox cells, (H+2)*Stride
	NW     int      // bitboard words in use
	Mask   Bitboard // on-board cells
	Points []Point  // on-board points, row 1 first, left to right
	Dirs   [4]Point // neighbour offsets: -1, +1, -Stride, +Stride
	Diags  [4]Point // diagonal offsets
	cols   [MaxSize]string
}

var geometries = func() (t [MaxSize + 1][MaxSize + 1]*Geometry) {
	for w := MinSize; w <= MaxSize; w++ {
		for h := MinSize; h <= MaxSize; h++ {
			t[w][h] = build(w, h)
		}
	}
	return t
}()

// Get returns the geometry of a w x h board, or an error when a side is
// outside 2..25.
func Get(w, h int) (*Geometry, error) {
	if w < MinSize || w > MaxSize || h < MinSize || h > MaxSize {
		if w == h {
			return nil, fmt.Errorf("board size %d out of range %d..%d", w, MinSize, MaxSize)
		}
		return nil, fmt.Errorf("board size %dx%d out of range %d..%d", w, h, MinSize, MaxSize)
	}
	return geometries[w][h], nil
}

// MustGet is Get for sizes known to be valid; it panics otherwise.
func MustGet(w, h int) *Geometry {
	g, err := Get(w, h)
	if err != nil {
		panic(err)
	}
	return g
}

const columnLetters = "ABCDEFGHJKLMNOPQRSTUVWXYZ"

func build(w, h int) *Geometry {
	s := w + 1
	g := &Geometry{W: w, H: h, Stride: s, Cells: (h + 2) * s}
	g.NW = (g.Cells + 63) / 64
	g.Dirs = [4]Point{-1, 1, Point(-s), Point(s)}
	g.Diags = [4]Point{Point(-s - 1), Point(-s + 1), Point(s - 1), Point(s + 1)}
	for y := 0; y < h; y++ {
		for x := 0; x < w; x++ {
			p := g.Point(x, y)
			g.Points = append(g.Points, p)
			g.Mask.Set(p)
		}
	}
	for x := 0; x < w; x++ {
		g.cols[x] = columnLetters[x : x+1]
	}
	return g
}

// Point returns the point at column x (0 = A) and row y (0 = row 1, the
// bottom row in GTP notation).
func (g *Geometry) Point(x, y int) Point { return Point((y+1)*g.Stride + x + 1) }

// XY returns the column and row of an on-board point.
func (g *Geometry) XY(p Point) (x, y int) {
	return int(p)%g.Stride - 1, int(p)/g.Stride - 1
}

// OnBoard reports whether p is an on-board point.
func (g *Geometry) OnBoard(p Point) bool {
	return p > 0 && int(p) < g.Cells && g.Mask.Has(p)
}

// Size returns the number of on-board points.
func (g *Geometry) Size() int { return g.W * g.H }

// Vertex returns p in GTP notation ("D4"), or "pass".
func (g *Geometry) Vertex(p Point) string {
	if p == Pass {
		return "pass"
	}
	x, y := g.XY(p)
	return g.cols[x] + strconv.Itoa(y+1)
}

// ErrOffBoard is wrapped by ParseVertex's error for a well-formed vertex
// (a column letter and a row from 1) that lies outside the board, however
// far: a move there is illegal (off board), not unreadable.
var ErrOffBoard = errors.New("off board")

// ParseVertex reads a GTP vertex in any case ("d4", "Q16", "pass"). It
// returns an error for malformed text and for a vertex off this board.
func (g *Geometry) ParseVertex(s string) (Point, error) {
	if EqualFoldASCII(s, "pass") {
		return Pass, nil
	}
	if len(s) < 2 {
		return Pass, fmt.Errorf("invalid vertex %q", s)
	}
	col := s[0]
	if col >= 'a' && col <= 'z' {
		col -= 'a' - 'A'
	}
	x := strings.IndexByte(columnLetters, col)
	if x < 0 || strings.TrimLeft(s[1:], "0123456789") != "" {
		return Pass, fmt.Errorf("invalid vertex %q", s)
	}
	// The row is digits only: a row too long for an int (A99999999999999999999)
	// is off the board as A100 is.
	row, err := strconv.Atoi(s[1:])
	if err == nil && row < 1 {
		return Pass, fmt.Errorf("invalid vertex %q", s)
	}
	if err != nil || x >= g.W || row > g.H {
		return Pass, fmt.Errorf("vertex %s %w", strings.ToUpper(clipVertex(s)), ErrOffBoard)
	}
	return g.Point(x, row-1), nil
}

// clipVertex shortens a long vertex text for an error message.
func clipVertex(s string) string {
	if len(s) > 12 {
		return s[:12] + "..."
	}
	return s
}

// EdgeCount returns how many of p's four neighbours are off the board.
func (g *Geometry) EdgeCount(p Point) int {
	n := 0
	for _, d := range g.Dirs {
		if !g.Mask.Has(p + d) {
			n++
		}
	}
	return n
}

// Symmetries is the number of ways to turn a board onto itself or onto the
// board of the other orientation: the identity, the mirrors and the
// rotations.
const Symmetries = 8

// Turned returns the geometry of the board turned by symmetry s (0 to
// Symmetries-1): a W x H board for the symmetries that keep the axes,
// H x W for those that swap them (bit 2 of s).
func (g *Geometry) Turned(s int) *Geometry {
	if s&4 != 0 {
		return MustGet(g.H, g.W)
	}
	return g
}

// Turn returns the point of the board turned by symmetry s (see Turned)
// where on-board point p goes: bit 0 of s mirrors the columns, bit 1 the
// rows, and bit 2 then swaps columns and rows. Pass stays Pass.
func (g *Geometry) Turn(p Point, s int) Point {
	if p == Pass {
		return Pass
	}
	x, y := g.XY(p)
	if s&1 != 0 {
		x = g.W - 1 - x
	}
	if s&2 != 0 {
		y = g.H - 1 - y
	}
	if s&4 != 0 {
		x, y = y, x
	}
	return g.Turned(s).Point(x, y)
}

// TurnSet returns the on-board points of set turned by symmetry s (see
// Turn), as a set of the turned board.
func (g *Geometry) TurnSet(set *Bitboard, s int) Bitboard {
	var out Bitboard
	for _, p := range g.Points {
		if set.Has(p) {
			out.Set(g.Turn(p, s))
		}
	}
	return out
}

// UnturnSet undoes TurnSet: set holds points of the board turned by
// symmetry s, and it returns the points of g that turn onto them.
func (g *Geometry) UnturnSet(set *Bitboard, s int) Bitboard {
	var out Bitboard
	for _, p := range g.Points {
		if set.Has(g.Turn(p, s)) {
			out.Set(p)
		}
	}
	return out
}
