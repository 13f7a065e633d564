// Package sgf reads and writes Smart Game Format (SGF, FF[4]) records of the
// game of Go.
//
// A [Collection] holds one or more game trees; each game tree is represented
// by its root [Node]. Nodes keep their properties in source order, each
// property being an identifier with a list of values. Values are stored
// unescaped (`\]` becomes `]`, `\\` becomes `\`, a backslash followed by a
// line break is removed; a CR LF, LF CR or lone CR line break becomes LF) and
// decoded to UTF-8 according to the root's CA property, but otherwise raw:
// composed values such as `aa:cc` or `19:13` are kept as one string and
// split by the typed helpers.
//
// Parsing never panics, never recurses (deeply nested variations are handled
// with an explicit stack) and bounds the work done: see [MaxInputSize],
// [MaxNodes], [MaxTreeNodes], [MaxValues] and [MaxLeadingParens]. Syntax
// errors are reported as [*SyntaxError] with a 1-based line and column.
//
// Game-information helpers ([Node.Size], [Node.Komi], [Node.Handicap], ...)
// read the root node of a game tree; [Node.MainLine] and
// [Node.MainLineNodes] give the main line for replaying a game, and
// [NewGame], [Node.AddMove] and [Node.SetProperty] build new records that
// [Collection.Write] serialises.
package sgf

import (
	"cmp"
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"unicode"
)

// Limits applied by [Parse]; inputs exceeding them are rejected with a
// [*SyntaxError] instead of consuming unbounded memory.
const (
	// MaxInputSize is the largest input, in bytes, that Parse accepts.
	MaxInputSize = 32 << 20
	// MaxNodes is the largest number of nodes in a collection: enough for
	// any collection of real games that fits in MaxInputSize, even one
	// written compactly (about 1.2 MB per thousand games, each move node
	// ";B[pd]" six bytes: MaxInputSize/6 is 5.6 million nodes), while a
	// file of empty nodes stays within about three quarters of a gigabyte
	// of memory.
	MaxNodes = 6_000_000
	// MaxTreeNodes is the largest number of nodes in one game tree (a real
	// game, with its variations, has a few thousand at most).
	MaxTreeNodes = 500_000
	// MaxValues is the largest number of property values in a collection.
	MaxValues = 8_000_000
	// MaxLeadingParens is the largest number of '(' that open a game tree
	// before its first node: FF[4] has one, and some files wrap a tree in
	// another pair, but each costs a level of the parser's stack, which no
	// node limit bounds there.
	MaxLeadingParens = 1000
)

// Collection is the content of an SGF file: one or more game trees, each
// given by its root node.
type Collection struct {
	// Games holds the root node of every game tree, in file order.
	Games []*Node
	// Warnings are the flaws of the input that Parse worked around (an
	// unknown charset, a game tree not closed), in input order (and so in
	// the order of their Game), which GameWarnings relies on.
	Warnings []Warning
	// Skipped are the game trees that ParsePartial could not read, in
	// input order; Parse returns no collection then.
	Skipped []SkippedTree
}

// SkippedTree is a game tree of the input that [ParsePartial] could not
// read: where it was among the game trees read, and its syntax error.
type SkippedTree struct {
	// Before is the number of game trees of Collection.Games that come
	// before it in the input.
	Before int
	// Err is its syntax error, a [*SyntaxError].
	Err error
	// Partial is the game tree as read up to the error, nil if the error
	// came before its first node: its nodes and, in the node where the
	// error lies, the properties before it, as GNU Go 3.8's loadsgf plays
	// a record's moves up to its syntax error. Its main line may stop
	// short of the record's.
	Partial *Node
	// PastMainLine reports that the error lies past the end of Partial's
	// main line, in a variation after its first (or after the
	// variations of a node, where FF[4] has only the tree's end):
	// Partial's main line is the tree's whole, only later variations
	// are lost.
	PastMainLine bool
	// Warnings are the flaws of the input that the reading of Partial
	// worked around before the error (a word without a value skipped, a
	// node after a variation, a guessed charset), as Collection.Warnings
	// gives a game tree's; nil where Partial is.
	Warnings []Warning
}

// ReadPast returns Partial where the error lies after the tree's root node
// (Partial's root has a child node: the ';' or '(' that ended the root's
// properties was read), nil otherwise. A root that the error cuts may have
// lost the properties written after it, the board size, komi, handicap
// or setup (SZ[9] after the error leaves a 19x19 board), so that no
// position of such a reading is the record's.
func (s SkippedTree) ReadPast() *Node {
	if s.Partial == nil || len(s.Partial.Children) == 0 {
		return nil
	}
	return s.Partial
}

// Warning is a flaw of the input that [Parse] worked around, with the
// 1-based line and column where it was found.
type Warning struct {
	Line, Col int
	// Game is the index in Collection.Games of the game tree concerned.
	Game int
	Msg  string
}

// String returns the message prefixed by the position, as
// [SyntaxError.Error] does.
func (w Warning) String() string {
	return fmt.Sprintf("line %d, column %d: %s", w.Line, w.Col, w.Msg)
}

// GameWarnings returns the warnings of the game tree Games[i], as strings.
// Warnings being in input order, as Parse gives them, those of a game tree
// are found by binary search: a reader that asks for each game's of a
// collection of many game trees, each with a warning, does not read all
// the warnings for each.
func (c *Collection) GameWarnings(i int) []string {
	var out []string
	j, _ := slices.BinarySearchFunc(c.Warnings, i, func(w Warning, g int) int { return cmp.Compare(w.Game, g) })
	for ; j < len(c.Warnings) && c.Warnings[j].Game == i; j++ {
		out = append(out, c.Warnings[j].String())
	}
	return out
}

// NewCollection returns a collection holding the given game-tree roots.
func NewCollection(roots ...*Node) *Collection {
	return &Collection{Games: roots}
}

// Property is one property of a node: an identifier made of upper-case
// letters and its values (at least one; a value may be empty, as in `B[]`).
type Property struct {
	// Ident is the property identifier, e.g. "B", "AB", "KM".
	Ident string
	// Values are the unescaped, UTF-8 decoded values in source order.
	Values []string
}

// Node is one node of a game tree.
type Node struct {
	// Props are the node's properties in source order. A property
	// identifier occurs at most once per node: repeated identifiers in the
	// input are merged into one property.
	Props []Property
	// Children are the node's successors; Children[0] continues the main
	// line, the others are variations.
	Children []*Node
	// Parent is the node's predecessor, nil for a root.
	Parent *Node
	// Line and Col give the 1-based position of the node's ';' in the
	// parsed input; both are 0 for nodes built in memory.
	Line, Col int
	// moveOrder is, for a node read from a record that writes a move
	// identifier again after the other's (B[ee]W[gg]B[cc]), the colour
	// of each of its B and W values in the order written ("BWB"), which
	// the merged properties lose; "" otherwise (see Node.MovesWritten).
	moveOrder string
}

// SyntaxError reports malformed SGF input, with the 1-based line and
// column where the problem was detected. Columns count characters: a valid
// UTF-8 sequence counts as one column, any other byte (including a tab) as
// one column.
type SyntaxError struct {
	Line, Col int
	Msg       string
}

// Error returns the message prefixed by the position, e.g.
// "line 3, column 17: unexpected end of input inside property value".
func (e *SyntaxError) Error() string {
	return fmt.Sprintf("line %d, column %d: %s", e.Line, e.Col, e.Msg)
}

// ValueError reports a property value that is syntactically valid SGF but
// meaningless, such as a move off the board. Line and Col locate the node
// holding the property (0 for nodes built in memory).
type ValueError struct {
	Line, Col int
	// Ident and Value are the offending property and value.
	Ident, Value string
	Msg          string
	err          error // ErrOffBoard, or nil
}

// ErrOffBoard is wrapped by the ValueError of a well-formed point outside
// the board: for a move, an illegal move rather than a malformed record.
var ErrOffBoard = errors.New("point outside the board")

// Unwrap returns ErrOffBoard for a point outside the board, else nil.
func (e *ValueError) Unwrap() error { return e.err }

// Error describes the value and where its node is, on one line: a
// property whose value holds a line break or another control character
// is quoted as Go quotes a string ("B[c\nc]"), so that the message does
// not run over lines (a GTP failure reply, a log line).
func (e *ValueError) Error() string {
	prop := e.Ident + "[" + e.Value + "]"
	if strings.ContainsFunc(e.Value, unicode.IsControl) {
		prop = strconv.Quote(prop)
	}
	if e.Line == 0 {
		return prop + ": " + e.Msg
	}
	return fmt.Sprintf("line %d, column %d: %s: %s", e.Line, e.Col, prop, e.Msg)
}

// Get returns the first value of the property ident and whether the node
// has that property.
func (n *Node) Get(ident string) (string, bool) {
	for i := range n.Props {
		if n.Props[i].Ident == ident {
			if len(n.Props[i].Values) == 0 {
				return "", true
			}
			return n.Props[i].Values[0], true
		}
	}
	return "", false
}

// Values returns all values of the property ident, or nil if the node does
// not have it. The returned slice is the node's own storage.
func (n *Node) Values(ident string) []string {
	for i := range n.Props {
		if n.Props[i].Ident == ident {
			return n.Props[i].Values
		}
	}
	return nil
}

// Has reports whether the node has the property ident.
func (n *Node) Has(ident string) bool {
	_, ok := n.Get(ident)
	return ok
}

// SetProperty sets the values of the property ident, replacing any earlier
// values but keeping the property's place in the node; a new property is
// appended. Called with no values, it removes the property. The identifier
// must consist of upper-case ASCII letters. Values are stored as given;
// the writer escapes them.
func (n *Node) SetProperty(ident string, values ...string) error {
	if !validIdent(ident) {
		return fmt.Errorf("sgf: invalid property identifier %q (want upper-case letters)", ident)
	}
	for i := range n.Props {
		if n.Props[i].Ident == ident {
			if len(values) == 0 {
				n.Props = append(n.Props[:i], n.Props[i+1:]...)
			} else {
				n.Props[i].Values = append([]string(nil), values...)
			}
			return nil
		}
	}
	if len(values) > 0 {
		n.Props = append(n.Props, Property{Ident: ident, Values: append([]string(nil), values...)})
	}
	return nil
}

// AddChild appends a new empty child node (a new variation if the node
// already has children) and returns it.
func (n *Node) AddChild() *Node {
	c := &Node{Parent: n}
	n.Children = append(n.Children, c)
	return c
}

// Root returns the root of the game tree holding n, following Parent links.
func (n *Node) Root() *Node {
	for n.Parent != nil {
		n = n.Parent
	}
	return n
}

// MainLineNodes returns n followed by its first child, that child's first
// child, and so on: the main line from n to the end of the game. Called on
// a root, a replayer applies each node's [Node.Setup] and [Node.Move] in
// this order.
func (n *Node) MainLineNodes() []*Node {
	var out []*Node
	for c := n; c != nil; {
		out = append(out, c)
		if len(c.Children) == 0 {
			break
		}
		c = c.Children[0]
	}
	return out
}

// validIdent reports whether s is a non-empty string of upper-case ASCII
// letters.
func validIdent(s string) bool {
	if s == "" {
		return false
	}
	for i := 0; i < len(s); i++ {
		if s[i] < 'A' || s[i] > 'Z' {
			return false
		}
	}
	return true
}

// trimSpace trims ASCII white space, as used around numbers and points.
func trimSpace(s string) string {
	return strings.TrimSpace(s)
}
