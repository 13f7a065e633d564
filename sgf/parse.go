package sgf

import (
	"bytes"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"

	"golang.org/x/text/encoding"
	"golang.org/x/text/encoding/charmap"
	"golang.org/x/text/encoding/htmlindex"
	"golang.org/x/text/encoding/japanese"
	"golang.org/x/text/encoding/unicode"
)

// Parse reads an SGF collection: one or more game trees, optionally
// preceded by a UTF-8 byte-order mark and separated by white space. A file
// that starts with a UTF-16 byte-order mark (as some Windows editors save),
// or without one with an ASCII character in UTF-16 (a zero byte beside it),
// is read as UTF-16 and converted first, whatever charset its CA names
// (UTF-16, or the one its text was in before it was saved as UTF-16);
// lines and columns are then those of the converted text, which has the
// same lines. Text
// before the first game tree, between game trees and after the last one
// (anything up to a '(' followed by ';') is skipped, as SGFC does, except
// that an input that starts with a node (';' then a property and its
// value) followed by a ')' that closes nothing, or by no '(' at all, its
// game tree's '(' missing, is read as if the '(' were there, and one that
// starts with a '(' and a property, its root's ';' missing (a node after
// the root's properties, or, the input's only game tree, a root, setup or
// move property among them), as if the ';' were there, each with a
// warning, as Sabaki reads them; a header before the first game tree that
// holds a node with a move, or a '(' and a game's properties without the
// root's ';' ("(GM[1]SZ[9]PB[x])", which Sabaki reads as a game), is
// skipped with a warning, and so is such a '(' and a game's properties
// after a game tree; a file without a game tree is an error. A
// control character between a tree's tokens (NUL, ^Z, DEL: a damaged
// file) is skipped as white space with a warning. A game tree that the input ends in,
// after a node and outside a property value, is taken as if closed, with
// a warning (Collection.Warnings), as GoGui does; an input that ends
// inside a value is an error. Nodes after a variation, and properties
// there outside any node, which FF[4]'s grammar has no place for, are
// skipped with a warning, as Sabaki's reader skips them (the variations
// after them stay the node's before them), as are an empty variation "()"
// (a variation without nodes, as Sabaki reads it) and other text after a
// variation (a stray digit or dot, which Sabaki and GNU Go 3.8 read past);
// the first variation is the main line, as it is for GNU Go 3.8's loadsgf.
// Game trees in one pair of extra parentheses, "((;...)(;...))", are read
// as the collection's games, with a warning (Sabaki reads them as
// variations of a root without properties, GNU Go 3.8 the first).
// A word without a value just before a node's ';' (B[dd]x;W[pp], a bare
// C;) is skipped with a warning, as Sabaki skips it, but in a tree that
// breaks on its main line after it, which is read up to the word; any
// other word without a value is an error. So, with the same exception,
// a variation whose first node lacks its ';', "(B[cc];W[dd])", is read as
// if it were there, as Sabaki reads it (GNU Go 3.8 refuses the file),
// but not where text other than '(' or ')' follows such a variation (a
// comment's words after an unescaped ']', "C[a] (W[dd]) b]"); a
// property identifier split by a line break, "A\nB[cc]", is read as one
// (AB), as GNU Go 3.8 reads it; a ';' between an identifier and its
// value, "W;[ff]", is skipped, as Sabaki skips it; and a node's value
// without an identifier, ";[bb]W[cc]", is skipped: each with a warning.
//
// Property identifiers keep only their upper-case letters (the old FF[3]
// style `AddBlack[...]` reads as `AB`); an identifier without upper-case
// letters is an error. Text is decoded to UTF-8 according to the CA
// property of each game tree's root (see the charset notes in charset.go:
// GB2312/GBK/GB18030, Big5, Shift_JIS, EUC-JP, ISO-2022-JP, EUC-KR,
// ISO-8859-1 and Windows-1252 are recognised, a tree declared in a legacy
// charset whose bytes are UTF-8 is kept as UTF-8, a tree declaring none
// whose 7-bit bytes shift to kanji is read as ISO-2022-JP, a tree declaring
// none (or UTF-8, or ISO-2022-JP with 8-bit bytes) whose bytes are not
// UTF-8 is read as GB18030, EUC-KR, Shift_JIS, Big5 or Windows-1252 as
// guessCharset tells, and a decoded root's CA is rewritten to UTF-8);
// invalid byte sequences become U+FFFD, never an error.
//
// Every error returned is a [*SyntaxError]. On an error Parse returns no
// collection; [ParsePartial] returns the game trees read before it.
func Parse(data []byte) (*Collection, error) {
	c, err := ParsePartial(data)
	if err != nil {
		return nil, err
	}
	return c, nil
}

// ParsePartial is [Parse], except that on a syntax error in a game tree
// it also returns the collection of the game trees it could read (with
// their warnings), so that a collection whose last game is cut off inside
// a value, or one of whose games is malformed, still gives its other
// games. The error returned is the first syntax error; the collection's
// Skipped lists every game tree not read, with its error. A game tree
// whose error lies before the parenthesis that closes it (counted outside
// property values) is skipped, and the game trees after it are read; a
// tree right after it (or after another such) that has neither a root or
// game-info property (GM, SZ, PB, ...) nor a setup without a move (a
// problem's AB and AW), and that is followed, after its sibling trees,
// by a ')' that closes nothing, is taken for a variation of the broken
// tree, whose parentheses seemed to close it early (a stray ')'), and
// skipped with it. An error that the input ends in (a value or a tree not closed) ends
// the reading. The collection is nil when
// no game tree could be read.
func ParsePartial(data []byte) (*Collection, error) {
	c, err := ParseAll(data)
	if c != nil && len(c.Games) == 0 {
		return nil, err
	}
	return c, err
}

// ParseAll is [ParsePartial], except that where the input holds game
// trees but none could be read, it returns the collection too, without
// Games: its Skipped give each tree's error and its reading up to it
// (SkippedTree.Partial), as a reader of the first game that plays its
// moves up to its error wants them. The collection is nil only for an
// input without a game tree, too large to read, or in UTF-16 that cannot
// be converted.
func ParseAll(data []byte) (*Collection, error) {
	if len(data) > MaxInputSize {
		return nil, &SyntaxError{Line: 1, Col: 1, Msg: fmt.Sprintf("input of %d bytes exceeds the limit of %d bytes", len(data), MaxInputSize)}
	}
	enc := utf16Encoding(data)
	utf16 := enc != nil
	if utf16 {
		u, err := enc.NewDecoder().Bytes(data)
		if err != nil {
			return nil, &SyntaxError{Line: 1, Col: 1, Msg: fmt.Sprintf("UTF-16 input: %v", err)}
		}
		data = u
	}
	p := &parser{data: data, line: 1, breakAt: -1, rereadBudget: rereadLimit, utf16: utf16}
	if strings.HasPrefix(string(data[:min(len(data), 3)]), "\xef\xbb\xbf") {
		p.pos = 3
		p.lineStart = 3
	}
	c := &Collection{}
	if d, msg := repairStart(data, p.pos); d != nil {
		// The copy holds the missing byte: the first line's columns
		// are counted after it. The warning is at the node, or at the
		// '(' whose ';' is missing, after the white space before it.
		p.data = d
		p.lineStart = p.pos + 1
		s := p.save()
		p.advance()
		p.skipSpace()
		p.warnf(p.pos, "%s", msg)
		p.restore(s)
	}
	var first error                    // the first syntax error
	headerAt := -1                     // the warning of a header holding a move, in p.warnings
	headerNode := ""                   // that move's text, in the first tree's charset
	var headerText func(string) string // the warning's text, its quote given
	resynced := false                  // the game tree follows one skipped
	wrapEnd := -1                      // the ')' of extra parentheses around game trees
	for {
		p.skipSpace()
		if p.pos >= len(p.data) {
			break
		}
		if !p.atGameTree() {
			// Text that is not SGF (a header, a footer, a stray ')') is
			// skipped up to the next game tree.
			next := p.nextGameTree()
			if len(c.Games) > 0 || len(c.Skipped) > 0 {
				// After a game tree: text holding a node is most
				// likely the rest of the tree, whose ')' came
				// early, in a value that an unescaped ']' had ended
				// (C[a]) b];W[gg]). Sabaki and GNU Go 3.8 read the
				// tree up to that ')' too, silently; we say so.
				// So too after a tree skipped for a syntax error:
				// the text is skipped all the same, and the game
				// it may hold is not read. Its warning then goes
				// with the game tree read next (p.game is the
				// skipped tree's index, the next tree's), and is
				// dropped with that tree's warnings where that
				// tree is a variation of the skipped one.
				end := next
				if end < 0 {
					end = len(p.data)
				}
				if k, node := nodeIn(p.data[p.pos:end]); k >= 0 {
					p.warnTextAfterTree(k, node, "text after the game tree's ')' skipped, holding a node, %s, which is not read: the tree may have been closed early (by a ')' in a value that an unescaped ']' ended)")
				} else if k, node := headerTreeIn(p.data[p.pos:end], repairKinds(p.data)); k >= 0 {
					// "(GM[1]SZ[9]PB[x])" after a game tree: a game
					// tree without its root's ';', named as before
					// the first game tree (headerTreeText).
					p.warnTextAfterTree(k, node, "text after the game tree skipped, a game tree without the ';' before its root's properties, %s, which is not read (Sabaki reads it as a game of its own)")
				}
			}
			if len(c.Games) == 0 && len(c.Skipped) == 0 {
				// Before the first game tree: a header holding a
				// move (";GM[1]SZ[9];B[cc]" before "(;GM[1]...)"),
				// skipped as GNU Go 3.8 skips it, is named, since
				// Sabaki reads it as the game's start.
				end := next
				if end < 0 {
					end = len(p.data)
				}
				text := headerMoveText
				k, node := moveNodeIn(p.data[p.pos:end], repairKinds(p.data))
				if k < 0 {
					// "(GM[1]SZ[9]PB[x])": a game tree without its
					// root's ';', which Sabaki reads as a game.
					k, node = headerTreeIn(p.data[p.pos:end], repairKinds(p.data))
					text = headerTreeText
				}
				if k >= 0 {
					s := p.save()
					for target := p.pos + k; p.pos < target; {
						p.advance()
					}
					// Quoted in the charset of the tree after it
					// once that tree is read (headerText).
					headerAt, headerNode, headerText = len(p.warnings), node, text
					p.warnf(p.pos, "%s", text(strconv.Quote(node)))
					p.restore(s) // an input without a tree: the error at its start
				}
			}
			if next < 0 {
				if len(c.Games) == 0 && first == nil {
					return nil, p.noGameTree()
				}
				break
			}
			for p.pos < next {
				p.advance()
			}
		}
		p.game = len(c.Games)
		if wrappedTrees(p.data, p.pos, p.dbcs) {
			if end, ok := closedTreeEnd(p.data, p.pos, p.dbcs); ok {
				wrapEnd = end - 1
			}
			// "((;GM[1]...)(;GM[1]...))": game trees in one pair of
			// extra parentheses, which FF[4]'s collection does not
			// have. Its trees are read as the collection's games;
			// the ')' that closes the pair is skipped after them as
			// any text between game trees.
			p.warnf(p.pos, "game trees inside one pair of extra parentheses: read as the collection's games (Sabaki reads them as variations of a root without properties, GNU Go 3.8 loads the first)")
			p.advance()
			continue
		}
		start := p.pos
		p.partial, p.partialPastMain, p.partialWarnings = nil, false, nil
		root, err := p.parseGameTree()
		if headerAt >= 0 {
			// The header's move in the charset of the tree just
			// read, whole or not, as its own text is quoted.
			p.enc = p.treeEnc
			p.warnings[headerAt].Msg = headerText(p.quoteText([]byte(headerNode)))
			p.enc, headerAt = nil, -1
		}
		if err == nil && resynced && !gameRoot(root) && !setupRoot(root) && strayCloseAhead(p.data, p.pos, p.dbcs, wrapEnd) {
			// A variation of the skipped tree, not a game: its end
			// was not where its parentheses seemed to close it (a
			// stray ')' in it), and the ')' that closes it comes
			// after this tree and its siblings. It is part of that
			// tree, whose error stands for it; the game trees after
			// it are read.
			p.dropWarnings(len(c.Games))
			continue
		}
		if err != nil {
			var ws []Warning // the warnings of Partial's reading
			if p.partial != nil {
				ws = append(p.warningsFrom(len(c.Games)), p.partialWarnings...)
			}
			p.dropWarnings(len(c.Games))
			c.Skipped = append(c.Skipped, SkippedTree{Before: len(c.Games), Err: err, Partial: p.partial, PastMainLine: p.partialPastMain, Warnings: ws})
			if first == nil {
				first = err
			}
			// An error confined to the tree, before the parenthesis
			// that closes it, leaves the game trees after it readable:
			// go on after that parenthesis. Where the input ends
			// first (an unclosed value or tree), there is none.
			end, ok := closedTreeEnd(p.data, start, p.dbcs)
			if !ok || p.pos >= end {
				break
			}
			for p.pos < end {
				p.advance()
			}
			resynced = true
			continue
		}
		resynced = false
		c.Games = append(c.Games, root)
	}
	c.Warnings = p.warnings
	if len(c.Games) == 0 {
		if first != nil {
			return c, first
		}
		return nil, p.errorf(p.pos, "no game tree found")
	}
	return c, first
}

// headerMoveText is the warning for a header holding a move before the
// first game tree, the move quoted as q.
func headerMoveText(q string) string {
	return "text before the first game tree skipped, holding a move, " + q + ", which is not read, as GNU Go 3.8 skips it (Sabaki reads it as the game's start)"
}

// headerTreeText is the warning for a header in parentheses before the
// first game tree that holds a game's properties without the ';' of its
// root (headerTreeIn), its start quoted as q.
func headerTreeText(q string) string {
	return "text before the first game tree skipped, a game tree without the ';' before its root's properties, " + q + ", which is not read, as GNU Go 3.8 skips it (Sabaki reads it as a game of its own)"
}

// headerTreeIn returns the offset in b of the first '(' that b holds
// outside values, read under each of kinds, followed by a property (a
// game tree without its root's ';'), where the properties before the
// first ';' or parenthesis after it include a game-info property, the
// board size or a setup or move (rootProps, gameOnly): "(GM[1]SZ[9]PB[x])"
// before the first game tree, which Sabaki reads as a game; and its text,
// up to the end of the last value that ends within its first 20 bytes
// (the first value's, at least). A header in parentheses holding other
// properties, "(FF[4]C[notes])", is none: -1 and "".
func headerTreeIn(b []byte, kinds []charsetKind) (int, string) {
	at := -1
	for _, kind := range kinds {
		k := -1
		for i := 0; i < len(b); i++ {
			if b[i] == '[' {
				i = valueEnd(b, i, kind) - 1
				continue
			}
			if b[i] == '(' && propertyAt(b, skipSpaceAt(b, i+1)) && rootProps(b, i, kind, true) {
				k = i
				break
			}
		}
		if k < 0 || at >= 0 && k != at {
			return -1, ""
		}
		at = k
	}
	if at < 0 {
		return -1, ""
	}
	// The properties' values from the '(', read as rootProps reads them.
	end := -1
props:
	for i := skipSpaceAt(b, at+1); i < len(b) && isLetter(b[i]); i = skipSpaceAt(b, i) {
		for i < len(b) && isLetter(b[i]) {
			i++
		}
		for i = skipSpaceAt(b, i); i < len(b) && b[i] == '['; i = skipSpaceAt(b, i) {
			if i = valueEnd(b, i, kinds[0]); end >= 0 && i > at+20 {
				break props
			}
			end = i
		}
	}
	return at, string(b[at:end])
}

// closedTreeEnd returns the offset just past the parenthesis that closes
// the game tree whose '(' is at data[pos], its parentheses counted outside
// property values, and whether there is one before the end of the input.
// Values are read as parseValue reads them under the lead/trail byte
// rules kind of the tree's reading: a backslash escapes the ASCII byte
// after it, a double-byte character whose second byte is ']' or '\'
// (Shift_JIS 表 is 95 5C, ゾ 83 5D) neither ends its value nor escapes
// the byte after it, and in ISO-2022-JP the escape sequences (the shift
// back to ASCII, ESC ( B, holds a '(') and the bytes between a shift to a
// double-byte set and the shift back (保 is ESC $ B 4A 5D ESC ( B) are
// text, ']' and '\' among them.
func closedTreeEnd(data []byte, pos int, kind charsetKind) (int, bool) {
	depth := 0
	for i := pos; i < len(data); i++ {
		switch data[i] {
		case '[':
			i = valueEnd(data, i, kind) - 1 // the loop's i++ passes the ']'
		case '(':
			depth++
		case ')':
			if depth--; depth == 0 {
				return i + 1, true
			}
		}
	}
	return 0, false
}

// repairStart returns a copy of data with the byte that its first game
// tree's start lacks, and a warning's text, where the input (from pos,
// after a byte-order mark) starts with a node, its game tree's '('
// missing (";GM[1]SZ[9];B[cc](;W[dd])(;W[ee]))", missingOpen), or with a
// '(' and a property, the root's ';' missing ("(GM[1]SZ[9];B[cc](;W[dd])
// (;W[ee]))", a node after the root's properties, nodeAfterRoot):
// @sabaki/sgf reads both whole, where GNU Go 3.8 skips to the
// next '(', reading a variation as the game. The copy has a '(' at pos,
// before the white space that precedes the node, and in the second case a
// ';' for the tree's '('; the lines after the first are unchanged. nil
// for any other input, and for one that reads so only under some of the
// lead/trail byte rules its bytes may be in (repairKinds): the charset is
// not known before the tree is read, and a header whose double-byte
// character ends in '\' (Shift_JIS 表, 95 5C) is no tree.
func repairStart(data []byte, pos int) ([]byte, string) {
	i := skipSpaceAt(data, pos)
	if i >= len(data) {
		return nil, ""
	}
	var msg string
	switch {
	case data[i] == ';':
		if k, _ := nodeIn(data[i:]); k != 0 {
			return nil, ""
		}
		for _, kind := range repairKinds(data) {
			if !missingOpen(data, i, kind) {
				return nil, ""
			}
		}
		msg = "the input starts with a node, without the '(' that opens its game tree: read as if it were there, as Sabaki reads it (GNU Go 3.8 skips to the first '(')"
	case data[i] == '(' && propertyAt(data, skipSpaceAt(data, i+1)):
		msg = "the input's first game tree has no ';' before its root's properties: read as if it were there, as Sabaki reads it (GNU Go 3.8 skips to the next '(')"
		for _, kind := range repairKinds(data) {
			if !nodeAfterRoot(data, i, kind) {
				msg = ""
				break
			}
		}
		if msg == "" {
			for _, kind := range repairKinds(data) {
				if !loneRoot(data, i, kind) {
					return nil, ""
				}
			}
			msg = "the input's only game tree has no ';' before its root's properties: read as if it were there, as Sabaki reads it (GNU Go 3.8 finds no game in it)"
		}
	default:
		return nil, ""
	}
	d := make([]byte, 0, len(data)+1)
	d = append(append(append(d, data[:pos]...), '('), data[pos:]...)
	if data[i] == '(' {
		d[i+1] = ';'
	}
	return d, msg
}

// repairKinds returns the lead/trail byte rules under which repairStart
// reads data: byte-wise for ASCII or UTF-8 text (whose multi-byte
// characters hold no ASCII byte), else each double-byte rule too, and
// ISO-2022-JP's where data holds an escape character.
func repairKinds(data []byte) []charsetKind {
	all := []charsetKind{singleByte, gbkBytes, big5Bytes, sjisBytes, jisBytes}
	if bytes.IndexByte(data, 0x1b) < 0 {
		all = all[:4]
		if utf8.Valid(data) {
			all = all[:1]
		}
	}
	return all
}

// valueEnd returns the offset just past the ']' that ends the property
// value whose '[' is at data[i], read under the lead/trail byte rules
// kind as closedTreeEnd reads values, or len(data) if the input ends
// first.
func valueEnd(data []byte, i int, kind charsetKind) int {
	shifted := false
	for i++; i < len(data); i++ {
		b := data[i]
		if kind == jisBytes {
			if n, sh := jisEscape(data[i:]); n > 0 {
				i += n - 1
				shifted = sh
				continue
			}
			if shifted && b > ' ' && b < 0x7f {
				continue
			}
		}
		switch {
		case b >= 0x80 && i+1 < len(data) && kind.lead(b) && kind.trail(data[i+1]):
			i++
		case b == '\\' && i+1 < len(data) && data[i+1] < 0x80:
			i++
		case b == ']':
			return i + 1
		}
	}
	return len(data)
}

// nodeAfterRoot reports whether the game tree whose '(' is at i holds a
// node (';', white space, a property identifier, white space and '[',
// outside values read under kind) after its first properties: a tree
// whose root's ';' is missing, not a header in parentheses ("(C[notes])",
// "(C[converted; AB[dd] is the handicap])") that a game tree follows.
func nodeAfterRoot(data []byte, i int, kind charsetKind) bool {
	end, ok := closedTreeEnd(data, i, kind)
	if !ok {
		end = len(data)
	}
	for i < end {
		switch data[i] {
		case '[':
			i = valueEnd(data, i, kind)
			continue
		case ';':
			if propertyAt(data, skipSpaceAt(data[:end], i+1)) {
				return true
			}
		}
		i++
	}
	return false
}

// loneRoot reports whether the game tree whose '(' is at i, its values
// read under kind, is a root node without its ';' and the input's only
// game tree: "(GM[1]SZ[9]AB[cc]AW[dd])", a problem's setup. Its properties,
// up to the first ';' or parenthesis, include a game's root or game-info
// property (gameRootIdent's) or a setup or move (AB, AW, AE, B, W), and
// no game tree ('(' then ';') follows its end. A header in parentheses,
// "(C[notes])", has neither such a property nor the input to itself.
func loneRoot(data []byte, i int, kind charsetKind) bool {
	end, ok := closedTreeEnd(data, i, kind)
	if !ok {
		end = len(data)
	}
	for k := end; k < len(data); k++ {
		if treeAt(data, k) {
			return false
		}
	}
	return rootProps(data, i, kind, false)
}

// rootProps reports whether the properties after the '(' at i, read under
// kind up to the first ';' or parenthesis (or the end of the tree that
// the '(' opens), include a game's root or game-info property
// (gameRootIdent's) or a setup or move (AB, AW, AE, B, W); where
// gameOnly, not the root properties that a file's header may hold too
// (AP, CA, FF, GM, ST: "(FF[4]C[notes])" holds none).
func rootProps(data []byte, i int, kind charsetKind, gameOnly bool) bool {
	end, ok := closedTreeEnd(data, i, kind)
	if !ok {
		end = len(data)
	}
	for i = skipSpaceAt(data, i+1); i < end && isLetter(data[i]); i = skipSpaceAt(data, i) {
		k := i
		for k < end && isLetter(data[k]) {
			k++
		}
		switch id := string(data[i:k]); {
		case gameOnly && (id == "AP" || id == "CA" || id == "FF" || id == "GM" || id == "ST"):
		case gameRootIdent(id), id == "AB", id == "AW", id == "AE", id == "B", id == "W":
			return true
		}
		for i = skipSpaceAt(data, k); i < end && data[i] == '['; i = skipSpaceAt(data, i) {
			i = valueEnd(data, i, kind)
		}
	}
	return false
}

// propertyAt reports whether data holds a property at i: an identifier's
// letters, white space, then '['.
func propertyAt(data []byte, i int) bool {
	k := i
	for k < len(data) && isLetter(data[k]) {
		k++
	}
	if k == i {
		return false
	}
	k = skipSpaceAt(data, k)
	return k < len(data) && data[k] == '['
}

// missingOpen reports whether the text from i, a node that starts the
// input, lacks the '(' of its game tree, its values read under kind: a
// ')' closes nothing after it (counted outside values), or it has no '('
// at all. Text with neither, ";FF[4]" before "(;GM[1]...)", is a header,
// skipped; so is one before a first game tree (in extra parentheses or
// not) with a game's root properties (";FF[4]" before "(;GM[1]...))", a
// stray ')' after that tree), which is a game of its own, not a variation.
func missingOpen(data []byte, i int, kind charsetKind) bool {
	depth, opened, checked := 0, false, false
	for i < len(data) {
		switch data[i] {
		case '[':
			i = valueEnd(data, i, kind)
			continue
		case '(':
			if !checked && treeAt(data, i) {
				// The first game tree, maybe in extra parentheses.
				if rootAt(data, i, kind) {
					return false
				}
				checked = true
			}
			depth++
			opened = true
		case ')':
			if depth == 0 {
				return true
			}
			depth--
		}
		i++
	}
	return !opened
}

// rootAt reports whether the game tree whose '(' is at data[i] starts with
// a node that has one of a game's root or game-info properties (gameRoot's),
// its values read under kind.
func rootAt(data []byte, i int, kind charsetKind) bool {
	i = skipSpaceAt(data, i+1)
	if i >= len(data) || data[i] != ';' {
		return false
	}
	for i = skipSpaceAt(data, i+1); i < len(data) && isLetter(data[i]); i = skipSpaceAt(data, i) {
		k := i
		for k < len(data) && isLetter(data[k]) {
			k++
		}
		if gameRootIdent(string(data[i:k])) {
			return true
		}
		for i = skipSpaceAt(data, k); i < len(data) && data[i] == '['; i = skipSpaceAt(data, i) {
			i = valueEnd(data, i, kind)
		}
	}
	return false
}

// wrappedTrees reports whether data holds at pos a '(' before a game tree
// ('(' then ';') that is closed and followed by another game tree: two
// game trees or more in one pair of extra parentheses, "((;B[aa])(;B[bb]))".
// One game tree so wrapped, "((;B[aa]))", is read as a tree, as is an
// empty variation after one, "((;B[aa])())".
func wrappedTrees(data []byte, pos int, kind charsetKind) bool {
	i := skipSpaceAt(data, pos+1)
	if !treeAt(data, i) {
		return false
	}
	end, ok := closedTreeEnd(data, i, kind)
	return ok && treeAt(data, skipSpaceAt(data, end))
}

// skipSpaceAt returns the offset of the first byte at or after i that is
// not white space (len(data) if none).
func skipSpaceAt(data []byte, i int) int {
	for i < len(data) {
		n := spaceLen(data, i)
		if n == 0 {
			break
		}
		i += n
	}
	return i
}

// treeAt reports whether data holds a game tree's start at i: '(', white
// space, then ';'.
func treeAt(data []byte, i int) bool {
	if i >= len(data) || data[i] != '(' {
		return false
	}
	i = skipSpaceAt(data, i+1)
	return i < len(data) && data[i] == ';'
}

// strayCloseAhead reports whether, after white space and balanced
// parenthesised groups (sibling variations, their values read under the
// lead/trail byte rules kind, as closedTreeEnd reads them), the byte at
// or after pos is a ')' that closes nothing: the end of a broken tree
// whose variations a stray ')' cut off. A game tree after a broken one
// is followed by another game tree or the end of the input instead, or
// by the ')' at offset wrapEnd (-1 for none) that closes the extra
// parentheses around the game trees (wrappedTrees).
func strayCloseAhead(data []byte, pos int, kind charsetKind, wrapEnd int) bool {
	for pos < len(data) {
		if n := spaceLen(data, pos); n > 0 {
			pos += n
			continue
		}
		switch data[pos] {
		case ')':
			return pos != wrapEnd
		case '(':
			end, ok := closedTreeEnd(data, pos, kind)
			if !ok {
				return false
			}
			pos = end
		default:
			return false
		}
	}
	return false
}

// gameRoot reports whether n has one of FF[4]'s root or game-info
// properties: the root of a game, not of a variation.
func gameRoot(n *Node) bool {
	for _, p := range n.Props {
		if gameRootIdent(p.Ident) {
			return true
		}
	}
	return false
}

// gameRootIdent reports whether id is one of FF[4]'s root or game-info
// properties.
func gameRootIdent(id string) bool {
	switch id {
	case "AP", "CA", "FF", "GM", "ST", "SZ", "AN", "BR", "BT", "CP", "DT", "EV", "GN", "GC", "HA", "KM",
		"ON", "OT", "PB", "PC", "PW", "RE", "RO", "RU", "SO", "TM", "US", "WR", "WT":
		return true
	}
	return false
}

// setupRoot reports whether n, a game tree's root without game-info
// properties, sets up a position (AB, AW or AE) and plays no move: a
// problem of a collection, "(;AB[cc]AW[dd])", not a variation, which
// starts with a move.
func setupRoot(n *Node) bool {
	return (n.Has("AB") || n.Has("AW") || n.Has("AE")) && !n.Has("B") && !n.Has("W")
}

// utf16Encoding returns the UTF-16 encoding of data, nil for data that is
// not UTF-16. A byte-order mark tells the byte order (the decoder drops
// it). Without one, the first character tells: an SGF file starts with
// '(' or white space, ASCII, which UTF-16 writes as a zero byte beside
// the character's, and no text in a byte charset starts with a zero byte
// or has one second. (Sabaki's reader, whose charset detection names no
// charset for such a file, refuses it; we read what was written.)
func utf16Encoding(data []byte) encoding.Encoding {
	if len(data) < 2 {
		return nil
	}
	switch b0, b1 := data[0], data[1]; {
	case b0 == 0xff && b1 == 0xfe || b0 == 0xfe && b1 == 0xff:
		return unicode.UTF16(unicode.LittleEndian, unicode.ExpectBOM)
	case b0 != 0 && b0 < utf8.RuneSelf && b1 == 0:
		return unicode.UTF16(unicode.LittleEndian, unicode.IgnoreBOM)
	case b0 == 0 && b1 != 0 && b1 < utf8.RuneSelf:
		return unicode.UTF16(unicode.BigEndian, unicode.IgnoreBOM)
	}
	return nil
}

// utf16Label reports whether the CA label names UTF-16 (or UCS-2, which
// Windows calls "Unicode"), in either byte order.
func utf16Label(label string) bool {
	switch strings.ToLower(strings.TrimSpace(label)) {
	case "utf-16", "utf16", "utf-16le", "utf-16be", "ucs-2", "ucs2", "unicode":
		return true
	}
	return false
}

// warningsFrom returns a copy of the warnings of the game trees from the
// n-th on (a charset guessed for the tree being read), as dropWarnings
// finds them.
func (p *parser) warningsFrom(n int) []Warning {
	i := len(p.warnings)
	for i > 0 && p.warnings[i-1].Game >= n {
		i--
	}
	return slices.Clone(p.warnings[i:])
}

// dropWarnings drops the warnings of the game trees from the n-th on, a
// game tree not taken: they are the last ones, warnings being in input
// order, so the cost is theirs only.
func (p *parser) dropWarnings(n int) {
	i := len(p.warnings)
	for i > 0 && p.warnings[i-1].Game >= n {
		i--
	}
	p.warnings = p.warnings[:i]
}

// noGameTree returns the error for an input without a game tree, whose
// first token is at p.pos: after a '(', the ';' that must follow is named
// ("()" is an empty game tree).
func (p *parser) noGameTree() *SyntaxError {
	if p.data[p.pos] != '(' {
		return p.errorf(p.pos, "expected '(' to start a game tree, found %s", quoteByte(p.data[p.pos]))
	}
	p.advance()
	p.skipSpace()
	switch {
	case p.pos >= len(p.data):
		return p.errorf(p.pos, "unexpected end of input: expected ';' after '('")
	case p.data[p.pos] == ')':
		return p.errorf(p.pos, "empty game tree: expected ';' after '(', found ')'")
	}
	return p.errorf(p.pos, "expected ';' after '(', found %s", quoteByte(p.data[p.pos]))
}

// atGameTree reports whether a game tree starts at p.pos: '(' and, after
// white space, ';' or a further '('.
func (p *parser) atGameTree() bool {
	if p.pos >= len(p.data) || p.data[p.pos] != '(' {
		return false
	}
	for i := p.pos + 1; i < len(p.data); {
		if b := p.data[i]; b == ';' || b == '(' {
			return true
		}
		n := spaceLen(p.data, i)
		if n == 0 {
			return false
		}
		i += n
	}
	return false
}

// nextGameTree returns the offset of the next '(' after p.pos that starts a
// game tree (followed, after white space, by ';'), or -1.
func (p *parser) nextGameTree() int {
	for i := p.pos + 1; i < len(p.data); i++ {
		if p.data[i] != '(' {
			continue
		}
		j := i + 1
		for j < len(p.data) {
			n := spaceLen(p.data, j)
			if n == 0 {
				break
			}
			j += n
		}
		if j < len(p.data) && p.data[j] == ';' {
			return i
		}
		i = j - 1
	}
	return -1
}

// moveNodeIn returns the offset in b of the first move (a B or W property
// with its value, in a node: after a ';') that b holds, outside values read
// under each of kinds (a move found so only by a value's bytes in one
// charset is none), and its text (its first 20 bytes); -1 and "" if none.
func moveNodeIn(b []byte, kinds []charsetKind) (int, string) {
	at := -1
	for _, kind := range kinds {
		k := moveNodeAt(b, kind)
		if k < 0 || at >= 0 && k != at {
			return -1, ""
		}
		at = k
	}
	if at < 0 {
		return -1, ""
	}
	end := valueEnd(b, skipSpaceAt(b, at+1), kinds[0])
	return at, string(b[at:min(end, at+20)])
}

// moveNodeAt is moveNodeIn's reading of b under the lead/trail byte rules
// kind: the offset of the first move's identifier, -1 if none.
func moveNodeAt(b []byte, kind charsetKind) int {
	inNode := false // after a ';', before a parenthesis
	for i := 0; i < len(b); {
		switch c := b[i]; {
		case c == '[':
			i = valueEnd(b, i, kind)
			continue
		case c == ';':
			inNode = true
		case c == '(' || c == ')':
			inNode = false
		case isLetter(c):
			k := i
			for k < len(b) && isLetter(b[k]) {
				k++
			}
			if inNode && k-i == 1 && (c == 'B' || c == 'W') && propertyAt(b, i) {
				return i
			}
			i = k
			continue
		}
		i++
	}
	return -1
}

// nodeIn returns the offset in b of the first node that b holds, a ';'
// followed by a property identifier and a value ("; W [gg]", white space
// between), and its text up to the value's end (its first 20 bytes), -1
// and "" if none.
func nodeIn(b []byte) (int, string) {
	for i := range b {
		if b[i] != ';' {
			continue
		}
		j := i + 1
		for j < len(b) && (b[j] == ' ' || b[j] == '\t' || b[j] == '\r' || b[j] == '\n') {
			j++
		}
		k := j
		for k < len(b) && isLetter(b[k]) {
			k++
		}
		if k == j {
			continue
		}
		for k < len(b) && (b[k] == ' ' || b[k] == '\t' || b[k] == '\r' || b[k] == '\n') {
			k++
		}
		if k < len(b) && b[k] == '[' {
			e := bytes.IndexByte(b[k:], ']')
			if e < 0 {
				e = len(b) - k - 1
			}
			return i, string(b[i:min(k+e+1, i+20)])
		}
	}
	return -1, ""
}

// rereadLimit is the initial parser.rereadBudget: far more than the root
// nodes of a large real collection.
const rereadLimit = 4 << 20

// parser holds the state of one Parse call.
type parser struct {
	data      []byte
	pos       int
	line      int // line of data[pos]
	lineStart int // offset of the first byte of the current line
	// breakAt is the offset of the byte that began the last line break,
	// -1 once a second byte completed it (CR LF or LF CR): a line break
	// is CR LF, LF CR, or a lone LF or CR, taken greedily.
	breakAt int
	// column cache: colOff is an offset on the line starting at colLine
	// whose column is colN (0-based).
	colLine, colOff, colN int

	nodes, values int
	game          int         // index of the game tree being parsed
	warnings      []Warning   // see Collection.Warnings
	dbcs          charsetKind // lead/trail byte rules for the current tree
	unclosed      *Warning    // set by parseTree for a tree the input ends in
	// partial is the game tree that parseGameTree could not read, as
	// read up to its error (SkippedTree.Partial), nil if none, and
	// partialPastMain its SkippedTree.PastMainLine, partialWarnings
	// the warnings of its reading (part of SkippedTree.Warnings).
	partial         *Node
	partialPastMain bool
	partialWarnings []Warning
	// pastMain is set by parseTree on an error that lies past the end of
	// the tree's main line (SkippedTree.PastMainLine).
	pastMain bool
	// strayed is set by parseTree for a reading that skipped a word
	// without a value before a ';'; noStray makes such a word an error,
	// for the reading again of a tree that breaks on its main line
	// after one.
	strayed, noStray bool
	// varRepaired is set by parseTree for a reading that read a
	// variation without its first node's ';' as if it were there; such
	// a reading breaks at any text after a variation but '(' and ')',
	// and sets varBroke, for the reading again without the repair.
	varRepaired, varBroke bool
	// lenient is set by parseTree for a reading that skipped a ']'
	// after a variation: a reading under the wrong lead/trail byte
	// rules, whose value ended early at a double-byte character's ']',
	// leaves the rest of the value after it, up to its own ']', so that
	// parseGameTree tries the other rules as for an error. An empty
	// variation or other text skipped there alone does not: a record
	// in a single-byte charset whose comment ends in "é]" (E9 5D, a Big5
	// character) read under Big5 rules swallows the variations after
	// it into that comment.
	lenient bool
	// treeWarnings are the other warnings of the game tree being read
	// (nodes skipped after a variation), kept apart until its reading is
	// taken, as a retry of the reading replaces them.
	treeWarnings []Warning
	fixUTF8      bool // replace invalid UTF-8 while parsing
	utf16        bool // the input was UTF-16, converted to UTF-8
	// ctlSeen: skipSpace skipped a control character (controlByte)
	// since the game tree being read began.
	ctlSeen bool
	buf     []byte // scratch for value unescaping
	// enc is the charset of the game tree being read (nil: UTF-8), in
	// which skipSpace reads the characters between its tokens; lastEnc
	// that of the last game tree read whole.
	enc, lastEnc encoding.Encoding
	// treeEnc is the charset of the last game tree read, whole or not.
	treeEnc encoding.Encoding
	// rereadBudget bounds the bytes read in vain over the whole input: by
	// peekCA's double-byte readings and by failed first readings of
	// a game tree that parseGameTree retries (a double-byte reading that
	// swallows ']' can run to the end of the input, once per game tree).
	// Once it is spent, no more readings are retried.
	rereadBudget int

	// Slabs: nodes, properties, values and child links are carved out of
	// larger arrays to save allocations. Carved slices have their capacity
	// capped, so appending to them later copies instead of overwriting.
	nodeSlab  []Node
	propSlab  []Property
	valSlab   []string
	childSlab []*Node
	props     []Property // properties of the node being parsed
	vals      []string   // values of the property being parsed
}

const slabSize = 128

func (p *parser) newNode() *Node {
	if len(p.nodeSlab) == 0 {
		p.nodeSlab = make([]Node, slabSize)
	}
	n := &p.nodeSlab[0]
	p.nodeSlab = p.nodeSlab[1:]
	return n
}

// addChild appends c to n.Children, carving the first link from a slab.
func (p *parser) addChild(n, c *Node) {
	if n.Children != nil {
		n.Children = append(n.Children, c)
		return
	}
	if len(p.childSlab) == 0 {
		p.childSlab = make([]*Node, slabSize)
	}
	p.childSlab[0] = c
	n.Children = p.childSlab[0:1:1]
	p.childSlab = p.childSlab[1:]
}

func (p *parser) carveStrings(v []string) []string {
	if len(v) > cap(p.valSlab)-len(p.valSlab) {
		p.valSlab = make([]string, 0, max(4*slabSize, len(v)))
	}
	i := len(p.valSlab)
	p.valSlab = append(p.valSlab, v...)
	return p.valSlab[i : i+len(v) : i+len(v)]
}

func (p *parser) carveProps(v []Property) []Property {
	if len(v) == 0 {
		return nil
	}
	if len(v) > cap(p.propSlab)-len(p.propSlab) {
		p.propSlab = make([]Property, 0, max(slabSize, len(v)))
	}
	i := len(p.propSlab)
	p.propSlab = append(p.propSlab, v...)
	return p.propSlab[i : i+len(v) : i+len(v)]
}

// looksUTF8 reports whether the game tree at p.pos (at most sniffLimit of
// its bytes) looks like UTF-8. Each tree is judged on its own bytes, so
// that the trees of a collection may use different charsets; each byte is
// read a bounded number of times more, so collections of many small trees
// stay linear.
func (p *parser) looksUTF8() bool {
	return utf8Like(p.data[p.pos:treeEnd(p.data, p.pos, sniffLimit)])
}

// overridesDeclared reports whether the game tree at p.pos, whose bytes
// look like UTF-8, is read as UTF-8 rather than in its declared charset
// enc. A single-byte charset (ISO-8859-1, Windows-1252, ...) is overridden:
// UTF-8 accented letters are two bytes that such a charset reads as two
// odd characters. A double-byte charset (GBK, Big5, Shift_JIS, EUC-KR, ...)
// is overridden only when the bytes hold a UTF-8 sequence of three bytes or
// more (CJK text in UTF-8), or when they do not decode in enc: two
// GB2312 characters often make a valid two-byte UTF-8 sequence (时 is CA B1,
// UTF-8 for ʱ).
func (p *parser) overridesDeclared(enc encoding.Encoding) bool {
	if _, single := enc.(*charmap.Charmap); single {
		return true
	}
	b := p.data[p.pos:treeEnd(p.data, p.pos, sniffLimit)]
	for i := 0; i < len(b); {
		if b[i] < utf8.RuneSelf {
			i++
			continue
		}
		r, size := utf8.DecodeRune(b[i:])
		if r != utf8.RuneError && size >= 3 {
			return true
		}
		i += size
	}
	return !decodesCleanly(b, enc)
}

// treeEnd returns the offset just past the game tree starting at the '(' at
// data[pos] (the parenthesis that closes it, outside property values), or
// the end of the input, looking at no more than limit bytes. It only
// bounds the bytes the charset guesses examine: a double-byte character
// whose second byte is ']' or '\\' may end a value early or hide its end
// here, which only changes the sample (the tree may then seem to end
// sooner or later).
func treeEnd(data []byte, pos, limit int) int {
	end := min(len(data), pos+limit)
	depth, inValue := 0, false
	for i := pos; i < end; i++ {
		switch b := data[i]; {
		case inValue && b == '\\':
			i++
		case inValue:
			inValue = b != ']'
		case b == '[':
			inValue = true
		case b == '(':
			depth++
		case b == ')':
			if depth--; depth <= 0 {
				return i + 1
			}
		}
	}
	return end
}

// state is a saved parser position for re-parsing a game tree.
type state struct {
	pos, line, lineStart, breakAt, nodes, values int
}

func (p *parser) save() state {
	return state{p.pos, p.line, p.lineStart, p.breakAt, p.nodes, p.values}
}

func (p *parser) restore(s state) {
	p.pos, p.line, p.lineStart, p.breakAt, p.nodes, p.values = s.pos, s.line, s.lineStart, s.breakAt, s.nodes, s.values
}

// col returns the 1-based column of offset off, which must be on the
// current line.
// The cache makes the cost proportional to the distance from the previous
// call, also backwards (after a re-scan), so very long lines stay linear;
// off must then be at an ASCII byte, as token positions are.
func (p *parser) col(off int) int {
	if off > len(p.data) {
		off = len(p.data)
	}
	if p.colLine != p.lineStart || p.colOff < p.lineStart || off < p.lineStart {
		p.colLine, p.colOff, p.colN = p.lineStart, p.lineStart, 0
	}
	if off >= p.colOff {
		p.colN += utf8.RuneCount(p.data[p.colOff:off])
	} else {
		p.colN -= utf8.RuneCount(p.data[off:p.colOff])
	}
	p.colOff = off
	return p.colN + 1
}

// errorf returns a SyntaxError located at offset off of the current line.
// The column is counted from the start of the line, as off may be inside
// a multi-byte sequence.
//
// Where the column cache is on the current line at or before off, the
// count starts there, at a token's ASCII byte (and so at a character's
// start), without moving the cache: a collection written on one line
// with a broken tree every other tree, each skipped (ParsePartial), has
// an error per tree, and counting each from the start of the line made
// the parse quadratic in the line's length.
func (p *parser) errorf(off int, format string, args ...any) *SyntaxError {
	off = min(max(off, p.lineStart), len(p.data))
	from, n := p.lineStart, 0
	if p.colLine == p.lineStart && p.colOff >= p.lineStart && p.colOff <= off {
		from, n = p.colOff, p.colN
	}
	col := n + utf8.RuneCount(p.data[from:off]) + 1
	return &SyntaxError{Line: p.line, Col: col, Msg: fmt.Sprintf(format, args...)}
}

// warnf records a warning located at offset off of the current line, for
// the game tree being parsed.
func (p *parser) warnf(off int, format string, args ...any) {
	p.warnings = append(p.warnings, p.warning(off, format, args...))
}

// warning returns a warning located at offset off of the current line, an
// ASCII byte or the end of the input, for the game tree being parsed. Its
// column comes from the column cache, not from a count from the start of
// the line, as an error's does: a collection written on one line has a
// warning per game tree (an unknown charset), and counting each from the
// start of the line made the parse quadratic in the line's length.
func (p *parser) warning(off int, format string, args ...any) Warning {
	off = min(max(off, p.lineStart), len(p.data))
	return Warning{Line: p.line, Col: p.col(off), Game: p.game, Msg: fmt.Sprintf(format, args...)}
}

// advance moves past one byte, tracking lines. A line break is CR LF, LF
// CR (the four forms FF[4] names), or a lone LF or CR (old Mac files),
// read greedily: the byte after one that began a break completes it when
// it is the other of the two, so "\n\r" is one break, as Sabaki counts
// it, and "\r\n\r\n" two.
func (p *parser) advance() {
	b := p.data[p.pos]
	p.pos++
	if b != '\n' && b != '\r' {
		return
	}
	at := p.pos - 1
	if at > 0 && p.breakAt == at-1 && p.data[at-1] != b {
		// The second byte of CR LF or LF CR: the same break.
		p.breakAt = -1
		p.lineStart = p.pos
		return
	}
	p.line++
	p.lineStart = p.pos
	p.breakAt = at
}

// skipSpace skips white space between tokens: spaceLen's characters, read
// in the charset of the game tree being read (p.enc), as Sabaki reads them
// once it has decoded the file (an ideographic space is A1 A1 in GBK and
// EUC-KR, 81 40 in Shift_JIS, A1 40 in Big5; a no-break space A0 in
// Latin-1), so that bytes that are a space only in UTF-8 are none in a
// tree in another charset.
func (p *parser) skipSpace() {
	for p.pos < len(p.data) {
		b := p.data[p.pos]
		if b <= ' ' || b == 0x7f {
			if controlByte(b) {
				p.ctlSeen = true
			}
			p.advance()
			continue
		}
		var n int
		if p.enc == nil || b < utf8.RuneSelf {
			n = spaceLen(p.data, p.pos)
		} else {
			n = charsetSpaceLen(p.data[p.pos:min(len(p.data), p.pos+4)], p.enc)
		}
		if n == 0 {
			return
		}
		p.pos += n // no line break
	}
}

// charsetSpaceLen returns the length in bytes of the character that b
// starts with in the charset enc (one to four bytes) if it is one of
// spaceLen's Unicode spaces, else 0.
func charsetSpaceLen(b []byte, enc encoding.Encoding) int {
	if r, n := charsetRune(b, enc); n > 0 && unicodeSpace(r) {
		return n
	}
	return 0
}

// charsetRune returns the character that b starts with in the charset enc
// and its length in bytes (one to len(b)), or 0 where b starts with no
// character of enc.
func charsetRune(b []byte, enc encoding.Encoding) (rune, int) {
	dec := enc.NewDecoder()
	var out [8]byte
	for n := 1; n <= len(b); n++ {
		// A lead byte alone decodes as U+FFFD: try one byte more.
		nDst, nSrc, err := dec.Transform(out[:], b[:n], true)
		dec.Reset()
		r, size := utf8.DecodeRune(out[:nDst])
		if err != nil || nSrc != n || r == utf8.RuneError || size != nDst {
			continue
		}
		return r, n
	}
	return 0, 0
}

// spaceLen returns the length in bytes of the white space character at
// data[i], 0 if there is none: an ASCII space or control character, or a
// Unicode space written in UTF-8 (a no-break space, the ideographic space
// of CJK input methods, the other spaces and separators of Unicode's
// category Z, and a zero-width no-break space, which is also the
// byte-order mark of a file joined to another): the characters of
// JavaScript's \s, which Sabaki's reader skips between tokens. FF[4]
// allows white space between its tokens without listing the characters.
func spaceLen(data []byte, i int) int {
	b := data[i]
	if b <= ' ' || b == 0x7f {
		return 1
	}
	if b < utf8.RuneSelf {
		return 0
	}
	if r, n := utf8.DecodeRune(data[i:]); unicodeSpace(r) {
		return n
	}
	return 0
}

// unicodeSpace reports whether r is one of spaceLen's Unicode spaces
// outside ASCII.
func unicodeSpace(r rune) bool {
	switch r {
	case 0xa0, 0x1680, 0x2028, 0x2029, 0x202f, 0x205f, 0x3000, 0xfeff:
		return true
	}
	return r >= 0x2000 && r <= 0x200a
}

func quoteByte(b byte) string {
	if b >= ' ' && b < 0x7f {
		return fmt.Sprintf("%q", rune(b))
	}
	return fmt.Sprintf("byte 0x%02x", b)
}

// quoteChar quotes the character at p.pos for a message: quoteByte's
// form, or, in a tree read as UTF-8, the character that a valid UTF-8
// sequence there encodes ('。', E3 80 82, not "byte 0xe3"), and in a tree
// read in a legacy charset, the character that its bytes there encode in
// it ('中', GBK D6 D0, not "byte 0xd6").
func (p *parser) quoteChar() string {
	b := p.data[p.pos]
	if b >= utf8.RuneSelf {
		var r rune
		var n int
		if p.enc == nil {
			r, n = utf8.DecodeRune(p.data[p.pos:])
		} else {
			r, n = charsetRune(p.data[p.pos:min(len(p.data), p.pos+4)], p.enc)
		}
		if n > 0 && r >= utf8.RuneSelf && r != utf8.RuneError && strconv.IsPrint(r) {
			return fmt.Sprintf("%q", r)
		}
	}
	return quoteByte(b)
}

// parseGameTree parses the game tree starting at the '(' at p.pos, choosing
// the charset from its root node.
func (p *parser) parseGameTree() (*Node, error) {
	start := p.save()
	enc, kind, label := p.peekCA()
	// The text of a UTF-16 file is UTF-8 once ParsePartial converted it,
	// whatever its CA names: UTF-16, or the charset the text was in
	// before an editor saved it as UTF-16 (a GB2312 record that Notepad
	// saves as "Unicode" keeps its CA[GB2312]), which would read the
	// converted text a second time. Read as UTF-8, the CA rewritten
	// below.
	converted := p.utf16 && (enc != nil || utf16Label(label))
	unknown := kind == unknownCharset && !converted
	if kind == unknownCharset || p.utf16 {
		enc, kind = nil, singleByte
	}
	declared := enc != nil || converted
	guessed := false
	switch {
	case p.utf16:
		// Converted: UTF-8.
	case enc != nil && p.looksUTF8() && p.overridesDeclared(enc):
		// Declared a legacy charset, but the bytes are UTF-8: keep UTF-8.
		enc, kind = nil, singleByte
	case kind == jisBytes && hasHighByte(p.data[p.pos:treeEnd(p.data, p.pos, sniffLimit)]):
		// Declared ISO-2022-JP, a 7-bit charset (RFC 1468), but the
		// bytes are not 7-bit (a Shift_JIS record labelled CA[JIS]):
		// the label is wrong, and the tree's own bytes tell which.
		enc, kind = guessCharset(p.data[p.pos:treeEnd(p.data, p.pos, sniffLimit)])
		guessed = true
		as, _ := htmlindex.Name(enc)
		p.warnf(p.pos, "CA[%s] names ISO-2022-JP, whose bytes are 7-bit, but the game tree holds 8-bit bytes; read as %s", label, as)
	case enc == nil && label == "" && jisText(p.data[p.pos:treeEnd(p.data, p.pos, sniffLimit)]):
		// No charset declared, and the ASCII bytes hold shifts to
		// kanji: ISO-2022-JP.
		enc, kind = japanese.ISO2022JP, jisBytes
		guessed = true
	case enc == nil && !p.looksUTF8():
		// No legacy charset declared, but the bytes are not UTF-8: the
		// tree's own bytes tell which.
		enc, kind = guessCharset(p.data[p.pos:treeEnd(p.data, p.pos, sniffLimit)])
		guessed = true
	}
	if unknown {
		as := "UTF-8"
		if enc != nil {
			as, _ = htmlindex.Name(enc)
		}
		p.warnf(p.pos, "unknown charset CA[%s]; read as %s", label, as)
	}
	p.fixUTF8 = enc == nil
	p.dbcs = kind
	p.enc = enc
	defer func() { p.treeEnc, p.enc = enc, nil }()
	p.unclosed, p.treeWarnings, p.ctlSeen = nil, p.treeWarnings[:0], false
	root, err := p.parseTree()
	if err != nil || p.unclosed != nil || p.lenient {
		// The lead/trail byte rules may have swallowed a delimiter, or,
		// read byte-wise, a double-byte character may have ended a value
		// early: retry with the other rules before giving up, or before
		// taking a tree the input ends in (a swallowed ']' can hide the
		// closing ')' in a value), or one that skipped a ']' after a
		// variation (lenient). A retry that also leaves the tree unclosed, or
		// skips such text, only replaces an error, and one that closes
		// the tree earlier only an error or an unclosed tree.
		retries := []charsetKind{singleByte}
		if guessed && kind == singleByte {
			retries = []charsetKind{big5Bytes, sjisBytes}
		}
		end, unclosed, lenient, treeWarnings, pastMain, strayed, varBroke := p.save(), p.unclosed, p.lenient, slices.Clone(p.treeWarnings), p.pastMain, p.strayed, p.varBroke
		p.rereadBudget -= end.pos - start.pos
		retried := false
		for _, k := range retries {
			if k == kind || p.rereadBudget <= 0 {
				continue
			}
			p.restore(start)
			p.dbcs = k
			if guessed {
				p.enc = kindEncoding(k)
			}
			p.unclosed, p.treeWarnings = nil, p.treeWarnings[:0]
			root2, err2 := p.parseTree()
			// Over a closed first reading that only skipped text, the
			// retry is taken where it does not close the tree before
			// the first reading's ')': one that ends it earlier leaves
			// that ')' a stray one, and has read the nodes before it
			// into a value (a Shift_JIS 表, 95 5C, read byte-wise
			// escapes its value's ']').
			if err2 == nil && (err != nil || p.unclosed == nil && !p.lenient && (unclosed != nil || p.pos >= end.pos)) {
				root, err, retried = root2, nil, true
				if guessed {
					enc = kindEncoding(k)
				}
				break
			}
		}
		p.enc = enc
		if !retried {
			// The first reading stands, under its rules (which
			// ParsePartial's closedTreeEnd reads the tree by).
			p.restore(end)
			p.dbcs = kind
			p.unclosed, p.lenient, p.treeWarnings = unclosed, lenient, treeWarnings
			if err != nil && strayed && (!pastMain || varBroke) && p.rereadBudget > 0 {
				// The tree breaks on its main line after a word
				// skipped before a ';': that word was no slip but
				// the text of a value an unescaped ']' ended early
				// (C[try [dd] first; W[ee] next]), whose ';' began
				// a node of the comment's words, W[ee]. Read again
				// with such words errors, the reading stops at the
				// first, as GNU Go 3.8's loadsgf stops there
				// (@sabaki/sgf 3.4.7 refuses the tree): no move of
				// a comment is read. The first reading's end stays
				// where the game trees after it are looked for.
				p.rereadBudget -= end.pos - start.pos
				p.restore(start)
				p.noStray, p.treeWarnings = true, nil
				root2, err2 := p.parseTree()
				p.noStray = false
				if err2 != nil {
					root, err, pastMain, treeWarnings = root2, err2, p.pastMain, p.treeWarnings
				}
				p.restore(end)
				p.unclosed, p.lenient, p.treeWarnings = unclosed, lenient, treeWarnings
			}
			if err != nil {
				if root != nil {
					if enc != nil {
						decodeTree(root, enc)
					}
					if declared || guessed {
						root.setCharsetUTF8()
					}
					p.partial, p.partialPastMain, p.partialWarnings = root, pastMain, treeWarnings
				}
				return nil, err
			}
		}
	}
	if p.ctlSeen {
		p.controlWarning(start)
	}
	p.warnings = append(p.warnings, p.treeWarnings...)
	if p.unclosed != nil {
		p.warnings = append(p.warnings, *p.unclosed)
	}
	p.lastEnc = enc
	if enc != nil {
		decodeTree(root, enc)
	}
	if declared || guessed {
		root.setCharsetUTF8()
	}
	return root, nil
}

// controlByte reports whether b is an ASCII control character other than
// the white space of text files (tab, LF, VT, FF, CR) and the escape
// that starts ISO-2022-JP's shifts: NUL, the ^Z that ends old DOS
// files, DEL and the others.
func controlByte(b byte) bool {
	return b < '\t' || b > '\r' && b < ' ' && b != 0x1b || b == 0x7f
}

// controlWarning adds to p.treeWarnings, in input order, a warning for
// the control characters (controlByte) between the tokens of the game
// tree read from start to p.pos (outside its values, read under p.dbcs),
// which skipSpace skipped as white space: at the first, naming it and how
// many there are. They are no text an SGF writer puts there, and mark a
// damaged file (a crash leaves a file's blocks filled with NULs): GNU Go
// 3.8's loadsgf stops reading at one (its reading of the tree ends
// there, silently) and @sabaki/sgf 3.4.7 refuses the file ("Unexpected
// token"); the tree is read on, and the warning says so.
func (p *parser) controlWarning(start state) {
	first, n := -1, 0
	for i := start.pos; i < p.pos; i++ {
		switch b := p.data[i]; {
		case b == '[':
			i = valueEnd(p.data, i, p.dbcs) - 1
		case controlByte(b):
			if first < 0 {
				first = i
			}
			n++
		}
	}
	if first < 0 {
		return
	}
	end := p.save()
	p.restore(start)
	for p.pos < first {
		p.advance()
	}
	more := ""
	if n > 1 {
		more = fmt.Sprintf(" (%d in this game tree)", n)
	}
	w := p.warning(first, "%s between tokens skipped as white space%s: the file may be damaged (GNU Go 3.8 stops reading there, Sabaki refuses the file)", quoteByte(p.data[first]), more)
	p.restore(end)
	i := slices.IndexFunc(p.treeWarnings, func(x Warning) bool { return x.Line > w.Line || x.Line == w.Line && x.Col > w.Col })
	if i < 0 {
		i = len(p.treeWarnings)
	}
	p.treeWarnings = slices.Insert(p.treeWarnings, i, w)
}

// peekCA reads the CA property of the root node of the game tree at
// p.pos without consuming input. Unknown or absent charsets mean UTF-8
// (nil encoding).
//
// CA may follow text written in its charset, and a double-byte character
// of GBK, Big5, Shift_JIS or ISO-2022-JP may end in ']' or '\', which read
// byte-wise ends the value early or escapes its end, so that CA is never
// seen. If the root node read byte-wise has no CA but holds non-ASCII bytes,
// it is read again with each double-byte rule in turn (and with
// ISO-2022-JP's where it holds an escape character, which shifts that
// charset out of ASCII), and the first reading that finds CA is taken, as
// long as the input's rereadBudget lasts.
//
// It also returns the CA label found ("" if none), and unknownCharset as
// the kind of a label lookupCharset does not know.
func (p *parser) peekCA() (encoding.Encoding, charsetKind, string) {
	s := p.save()
	defer func() {
		p.restore(s)
		p.enc = nil
	}()
	p.fixUTF8 = false
	var high, esc bool // what the byte-wise reading of the root holds
	for _, kind := range []charsetKind{singleByte, gbkBytes, big5Bytes, sjisBytes, jisBytes} {
		if kind != singleByte && !(kind == jisBytes && esc || kind != jisBytes && high) {
			continue // no character of this rule can hide CA
		}
		p.restore(s)
		p.dbcs = kind
		p.enc = nil
		if kind != singleByte {
			p.enc = kindEncoding(kind) // its spaces between the tokens
		}
		p.advance() // '('
		p.skipSpace()
		if p.pos >= len(p.data) || p.data[p.pos] != ';' {
			return nil, singleByte, ""
		}
		p.advance()
		start := p.pos
		if kind != singleByte && p.rereadBudget <= 0 {
			return nil, singleByte, ""
		}
		n := &Node{}
		_ = p.parseProps(n) // a partial reading may still hold CA
		if kind != singleByte {
			p.rereadBudget -= p.pos - start
		}
		if ca, ok := n.Get("CA"); ok {
			enc, k := lookupCharset(ca)
			return enc, k, ca
		}
		if kind == singleByte {
			b := p.data[start:min(p.pos+1, len(p.data))]
			high, esc = hasHighByte(b), bytes.IndexByte(b, 0x1b) >= 0
		}
	}
	return nil, singleByte, ""
}

// hasHighByte reports whether b holds a byte outside ASCII.
func hasHighByte(b []byte) bool {
	for _, c := range b {
		if c >= utf8.RuneSelf {
			return true
		}
	}
	return false
}

// parseTree parses a game tree with its variations iteratively. On an
// error it also returns the tree as read up to it (nil before its first
// node): the nodes and properties before the error.
func (p *parser) parseTree() (root *Node, err error) {
	var (
		cur      *Node   // last node of the current sequence
		stack    []*Node // cur at each open '('
		opens    []int   // line of each open '(' (for messages)
		empty    bool    // current game tree has no node yet
		afterVar bool    // a variation of the current game tree was closed
		skipping bool    // the nodes after a variation are being skipped
		// skippedIdent is the identifier of the property being
		// skipped there, for the error of a value the input ends in.
		skippedIdent string
	)
	firstNode := p.nodes
	p.lenient, p.strayed, p.varRepaired, p.varBroke = false, false, false, false
	defer func() {
		// Where the reading stops: past the main line's end if the
		// node it was reading, or would have added a node to, is off
		// the main line, or if a variation of it was opened after its
		// first one (or closed), whose first node stands whole.
		p.pastMain = err != nil && cur != nil && (offMainLine(cur) || len(cur.Children) > 0 && (empty || afterVar))
	}()
	for {
		p.skipSpace()
		if p.pos >= len(p.data) {
			if root != nil && !empty {
				// The input ends outside a value, after a node: the
				// closing parentheses are missing, as in a truncated
				// file. GoGui reads such a tree; so do we, saying so.
				w := p.warning(p.pos, "game tree not closed: input ends without ')' (tree opened on line %d)", opens[0])
				p.unclosed = &w
				return root, nil
			}
			if len(opens) > 0 {
				return root, p.errorf(p.pos, "unexpected end of input: missing ')' to close the game tree opened on line %d", opens[len(opens)-1])
			}
			return root, p.errorf(p.pos, "unexpected end of input: missing ')'")
		}
		b := p.data[p.pos]
		switch {
		case b == '(':
			if root != nil && (empty || cur == nil && !p.emptyAhead()) {
				// A variation needs a node before it. Not an empty
				// one, "((;B[aa])())", which the ')' case skips:
				// after the first tree in a pair of extra
				// parentheses, where no node stands, Sabaki's reader
				// reads past it as after a node.
				return root, p.errorf(p.pos, "expected ';' before a variation, found '('")
			}
			if root == nil && len(stack) >= MaxLeadingParens {
				return root, p.errorf(p.pos, "too many '(' before the first node (limit %d)", MaxLeadingParens)
			}
			stack = append(stack, cur)
			opens = append(opens, p.line)
			empty, afterVar, skipping = true, false, false
			p.advance()
		case afterVar && p.varRepaired && !p.noStray && b != '(' && b != ')':
			// Text after a variation in a reading that read one
			// without its first node's ';': such a variation may be
			// a comment's words after an unescaped ']' ("C[I prefer]
			// (W[dd]) here];W[ee]"), whose skipped text after it
			// would take the main line's nodes with it. The tree is
			// read again without the repair (noStray), as one that
			// breaks on its main line after it.
			p.varBroke = true
			return root, p.errorf(p.pos, "unexpected %s after a variation read without its first node's ';'", p.quoteChar())
		case b == ';' && afterVar:
			// FF[4]'s grammar has no node after a variation
			// ("(;B[ee](;W[cc]);B[gg])"), but damaged records have
			// them. Sabaki's reader (@sabaki/sgf) skips such nodes,
			// taking the variations after them as the node's before
			// them, and GNU Go 3.8's loadsgf stops at them: both
			// read the first variation as the main line. So do we,
			// the nodes skipped with a warning. Their properties
			// are skipped by the case below, as Sabaki skips them,
			// identifiers without a capital or a value too.
			if !skipping {
				p.treeWarnings = append(p.treeWarnings, p.warning(p.pos, "node after a variation skipped: FF[4] puts a node's variations after its sequence"))
				skipping = true
			}
			p.nodes++
			if p.nodes > MaxNodes {
				return root, p.errorf(p.pos, "too many nodes (limit %d)", MaxNodes)
			}
			p.advance()
			skippedIdent = ""
		case afterVar && (isLetter(b) || b == '['):
			// Properties after a variation, outside any node
			// ("(;B[ee](;W[cc])C[end])"): Sabaki's reader skips them
			// as it skips nodes there, identifiers and values alike.
			if !skipping {
				p.treeWarnings = append(p.treeWarnings, p.warning(p.pos, "property after a variation skipped: FF[4] puts a node's properties before its variations"))
				skipping = true
			}
			if b != '[' {
				from := p.pos
				for p.pos < len(p.data) && isLetter(p.data[p.pos]) {
					p.advance()
				}
				skippedIdent = string(p.data[from:p.pos])
				continue
			}
			if _, err := p.parseValue(skippedIdent); err != nil {
				return root, err
			}
			if p.values++; p.values > MaxValues {
				return root, p.errorf(p.pos, "too many property values (limit %d)", MaxValues)
			}
		case b == ';' || empty && root != nil && !p.noStray && propertyAt(p.data, p.pos):
			if b != ';' {
				// A variation whose first node lacks its ';',
				// "(;B[aa](B[cc];W[dd])(;B[ee]))": read as if it
				// were there, as @sabaki/sgf reads it (GNU Go 3.8's
				// loadsgf refuses the file), with a warning. Such
				// text may also be a comment's, after an unescaped
				// ']' ("C[a] (B[cc]) b]"): a tree that breaks on its
				// main line after it is read again without the
				// repair (noStray), as after a stray word, and under
				// the other lead/trail byte rules (lenient).
				p.treeWarnings = append(p.treeWarnings, p.warning(p.pos, "variation without the ';' of its first node, before %s: read as if it were there, as Sabaki reads it (GNU Go 3.8 refuses the file)", p.propertyText(p.pos)))
				p.lenient, p.strayed, p.varRepaired = true, true, true
			}
			if len(stack) == 0 {
				return root, p.errorf(p.pos, "unexpected ';' outside a game tree")
			}
			p.nodes++
			if p.nodes > MaxNodes {
				return root, p.errorf(p.pos, "too many nodes (limit %d)", MaxNodes)
			}
			if p.nodes-firstNode > MaxTreeNodes {
				return root, p.errorf(p.pos, "too many nodes in one game tree (limit %d)", MaxTreeNodes)
			}
			n := p.newNode()
			n.Parent, n.Line, n.Col = cur, p.line, p.col(p.pos)
			if cur == nil {
				root = n
			} else {
				p.addChild(cur, n)
			}
			cur = n
			empty = false
			if b == ';' {
				p.advance()
			}
			if err := p.parseProps(n); err != nil {
				return root, err
			}
		case b == ')':
			if len(stack) == 0 {
				return root, p.errorf(p.pos, "unexpected ')'")
			}
			if empty && (len(stack) == 1 || root == nil) {
				return root, p.errorf(p.pos, "empty game tree: expected ';' before ')'")
			}
			if empty {
				// An empty variation, "(;B[cc]()(;W[gg]))", which
				// FF[4]'s grammar has no place for: Sabaki's reader
				// reads past it, a variation without nodes, so that
				// the variations after it stay the node's and the
				// nodes after it are skipped as after any variation
				// (GNU Go 3.8's loadsgf refuses the file). So do we.
				p.treeWarnings = append(p.treeWarnings, p.warning(p.pos, "empty variation skipped: FF[4] gives a variation a node"))
			}
			cur = stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			opens = opens[:len(opens)-1]
			p.advance()
			if len(stack) == 0 {
				return root, nil
			}
			afterVar, skipping, skippedIdent, empty = true, false, "", false
		case b == '[':
			if cur == nil || empty || p.noStray || len(cur.Props) > 0 {
				return root, p.errorf(p.pos, "property value without an identifier")
			}
			// A value without an identifier in a node (";B[aa];[bb]W[cc]",
			// an identifier deleted by a hand edit): skipped, with a
			// warning, and the node read on. GNU Go 3.8's loadsgf stops
			// there; @sabaki/sgf adds the value to the property read
			// before it, in the node before if need be (B[aa][bb]),
			// which plays a move the record does not write. As after a
			// stray word, a tree that breaks on its main line after it
			// is read again with the value an error (noStray), and
			// under the other lead/trail byte rules (lenient).
			at := p.save()
			var first string
			for n := 0; p.pos < len(p.data) && p.data[p.pos] == '['; n++ {
				v, err := p.parseValue("")
				if err != nil {
					return root, err
				}
				if p.values++; p.values > MaxValues {
					return root, p.errorf(p.pos, "too many property values (limit %d)", MaxValues)
				}
				if n == 0 {
					first = v
				}
				p.skipSpace()
			}
			end := p.save()
			p.restore(at) // the value's line, for the warning
			p.treeWarnings = append(p.treeWarnings, p.warning(p.pos, "value %s without a property identifier skipped (GNU Go 3.8 stops there; Sabaki adds it to the property before it)", p.quoteText([]byte("["+first+"]"))))
			p.restore(end)
			p.lenient, p.strayed = true, true
			if err := p.parseProps(cur); err != nil {
				return root, err
			}
		case afterVar:
			// Other text after a variation ("(;B[cc](;W[gg])1(;W[ff]))",
			// a stray digit or dot), where FF[4] has only variations or
			// the tree's end: Sabaki's reader and GNU Go 3.8's loadsgf
			// read past it to the main line. So do we, as after a
			// node there.
			if !skipping {
				p.treeWarnings = append(p.treeWarnings, p.warning(p.pos, "text after a variation skipped: %s where FF[4] has a variation or ')'", p.quoteChar()))
				skipping = true
			}
			if b == ']' {
				p.lenient = true
			}
			p.advance()
		default:
			if empty {
				return root, p.errorf(p.pos, "expected ';' to start a node, found %s", p.quoteChar())
			}
			return root, p.errorf(p.pos, "unexpected %s between nodes", p.quoteChar())
		}
	}
}

// emptyAhead reports whether the '(' at p.pos opens an empty variation,
// its ')' after white space alone.
func (p *parser) emptyAhead() bool {
	for i := p.pos + 1; i < len(p.data); {
		if p.data[i] == ')' {
			return true
		}
		n := spaceLen(p.data, i)
		if n == 0 {
			return false
		}
		i += n
	}
	return false
}

// offMainLine reports whether n is off its tree's main line: n or one of
// its ancestors is not its parent's first child.
func offMainLine(n *Node) bool {
	for ; n.Parent != nil; n = n.Parent {
		if n.Parent.Children[0] != n {
			return true
		}
	}
	return false
}

func isLetter(b byte) bool {
	return b >= 'A' && b <= 'Z' || b >= 'a' && b <= 'z'
}

// parseProps parses the properties of a node, after its ';'.
func (p *parser) parseProps(n *Node) error {
	props := p.props[:0]
	defer func() {
		n.Props = p.carveProps(props)
		clear(props)
		p.props = props[:0]
	}()
	var ident [8]byte
	var index map[string]int // props index, once a node has many properties
	// The colours of the node's move values in the order written, kept
	// (Node.moveOrder) where a move identifier comes again after the
	// other's (B[ee]W[gg]B[cc]), whose merged values lose that order.
	var orderBuf [8]byte
	order, interleaved, last := orderBuf[:0], false, ""
	defer func() {
		if interleaved {
			n.moveOrder = string(order)
		}
	}()
	for {
		p.skipSpace()
		if p.pos >= len(p.data) || !isLetter(p.data[p.pos]) {
			return nil
		}
		identOff := p.pos
		id := ident[:0]
		for p.pos < len(p.data) && isLetter(p.data[p.pos]) {
			if b := p.data[p.pos]; b >= 'A' && b <= 'Z' {
				id = append(id, b)
			}
			p.advance()
		}
		if len(id) > 0 && !p.noStray {
			id = p.joinIdent(id, identOff)
		}
		raw := string(p.data[identOff:p.pos])
		afterIdent := p.save()
		p.skipSpace()
		if p.pos < len(p.data) && p.data[p.pos] == ';' && !p.noStray && len(id) > 0 && p.valueAfterSemicolon() {
			// A ';' between an identifier and its value, W;[ff]:
			// skipped with a warning, the value the identifier's,
			// as @sabaki/sgf reads it (W[ff], an empty node after
			// it); a word and a value without an identifier, each
			// skipped, lost the move. GNU Go 3.8's loadsgf refuses
			// the file. Undone, as after a stray word, where the
			// tree then breaks on its main line. Kept where the
			// value is then no point (B;[gcC[]): it reads as B[gcC[]
			// does, an invalid point at the node, a clear error,
			// where the word and the value each skipped lost the
			// move behind two warnings (TestSemicolonBeforeBadValue).
			p.treeWarnings = append(p.treeWarnings, p.warning(p.pos, "';' between property identifier %s and its value skipped, as Sabaki reads it (GNU Go 3.8 refuses the file)", string(id)))
			p.advance()
			p.skipSpace()
			p.lenient, p.strayed = true, true
		}
		if p.pos < len(p.data) && p.data[p.pos] == ';' && !p.noStray {
			// A word without a value before the next node's ';',
			// B[dd]x;W[pp] or C;, a slip of a hand edit: skipped
			// with a warning, as Sabaki's reader skips it (GNU Go
			// 3.8's loadsgf stops there). Only there: the text of a
			// value that an unescaped ']' ended early runs on in
			// words followed by other words, values or parentheses,
			// and stays an error; a word skipped before a ')' would
			// close the tree inside that text (PB[a]b)c]...), and
			// the reading would go on after it as if between game
			// trees. The reading is retried under the other
			// lead/trail byte rules, as for a ']' skipped after a
			// variation: the rest of a value ended early at a
			// double-byte ']' could be such a word.
			p.restore(afterIdent) // the word's line, for the warning
			p.treeWarnings = append(p.treeWarnings, p.warning(identOff, "stray word %q skipped: a property identifier needs a value, and none follows before the next node's ';'", raw))
			p.skipSpace()
			p.lenient, p.strayed = true, true
			return nil
		}
		if len(id) == 0 {
			return p.errorf(identOff, "bad property ident %q: no upper-case letter", raw)
		}
		if p.pos >= len(p.data) {
			return p.errorf(p.pos, "unexpected end of input after property ident %s", raw)
		}
		if p.data[p.pos] != '[' {
			return p.errorf(p.pos, "bad property ident %s: expected '[' after it, found %s", raw, p.quoteChar())
		}
		values := p.vals[:0]
		for p.pos < len(p.data) && p.data[p.pos] == '[' {
			v, err := p.parseValue(raw)
			if err != nil {
				return err
			}
			p.values++
			if p.values > MaxValues {
				return p.errorf(p.pos, "too many property values (limit %d)", MaxValues)
			}
			values = append(values, v)
			p.skipSpace()
		}
		p.vals = values
		name := internIdent(id)
		i := -1
		if index != nil {
			if j, ok := index[name]; ok {
				i = j
			}
		} else {
			for j := range props {
				if props[j].Ident == name {
					i = j
					break
				}
			}
		}
		if name == "B" || name == "W" {
			if i >= 0 && last != name {
				interleaved = true
			}
			for range values {
				order = append(order, name[0])
			}
			last = name
		}
		if i >= 0 {
			props[i].Values = append(props[i].Values, values...)
			continue
		}
		props = append(props, Property{Ident: name, Values: p.carveStrings(values)})
		if index == nil && len(props) > 16 {
			// Many properties: index them so merging stays linear.
			index = make(map[string]int, 2*len(props))
			for j := range props {
				index[props[j].Ident] = j
			}
		} else if index != nil {
			index[name] = len(props) - 1
		}
	}
}

// valueAfterSemicolon reports whether the ';' at p.pos is followed, after
// white space, by a value's '['.
func (p *parser) valueAfterSemicolon() bool {
	i := skipSpaceAt(p.data, p.pos+1)
	return i < len(p.data) && p.data[i] == '['
}

// joinIdent reads on the identifier id, whose letters end at p.pos, across
// a line break: "A\nB[cc]", a property identifier that a writer wrapping
// its lines at a width split, is AB[cc], as GNU Go 3.8's loadsgf reads it
// (@sabaki/sgf reads A without a value, then B[cc]: a move where the
// record sets up a stone). Only where white space with a line break, then
// letters and '[' follow, and the joined identifier has at most two
// upper-case letters: without the line break, or without the value, or
// "AB\nW[dd]" (GNU Go 3.8 keeps two letters, AB[dd]), the input stays
// an error. The warning is at the letters before the
// break, which start at offset at. The identifier is returned with the letters
// after the break (upper-case ones kept), the position past them, and a
// warning. As after a stray word, a tree that breaks on its main line
// after it is read again without the repair (noStray).
func (p *parser) joinIdent(id []byte, at int) []byte {
	for {
		s := p.save()
		p.skipSpace()
		if p.line == s.line || p.pos >= len(p.data) || !isLetter(p.data[p.pos]) || !propertyAt(p.data, p.pos) {
			p.restore(s)
			return id
		}
		joined := id
		from := p.pos
		for p.pos < len(p.data) && isLetter(p.data[p.pos]) {
			if b := p.data[p.pos]; b >= 'A' && b <= 'Z' {
				joined = append(joined, b)
			}
			p.advance()
		}
		if len(joined) > 2 {
			// No split two-letter identifier ("AB\nW[dd]"): GNU Go
			// 3.8 keeps the first two letters (AB[dd]), Sabaki
			// reads AB, then W[dd]; joined, ABW, it matched neither.
			p.restore(s)
			return id
		}
		end := p.save()
		p.restore(s)
		p.treeWarnings = append(p.treeWarnings, p.warning(at, "property identifier %s split across a line break before %q: read as %s, as GNU Go 3.8 reads it (Sabaki reads %s without a value, then %s)", string(id), string(p.data[from:end.pos]), string(joined), string(id), string(joined[len(id):])))
		p.restore(end)
		p.strayed = true
		id, at = joined, from
	}
}

// parseValue parses one bracketed value at p.pos, unescaping it.
func (p *parser) parseValue(ident string) (string, error) {
	openLine, openCol := p.line, p.col(p.pos)
	p.advance() // '['
	buf := p.buf[:0]
	ascii := true
	shifted := false // ISO-2022-JP: in a set other than ASCII
	for {
		if p.pos >= len(p.data) {
			p.buf = buf
			return "", p.errorf(p.pos, "unexpected end of input inside property value %s[ opened at line %d, column %d", ident, openLine, openCol)
		}
		b := p.data[p.pos]
		if p.dbcs == jisBytes {
			if n, sh := jisEscape(p.data[p.pos:]); n > 0 {
				buf = append(buf, p.data[p.pos:p.pos+n]...)
				p.pos += n // no line break
				shifted = sh
				continue
			}
			if shifted && b > ' ' && b < 0x7f {
				// A byte of a kanji or a katakana, ']' and '\' too.
				buf = append(buf, b)
				p.pos++
				continue
			}
		}
		if b >= 0x80 {
			ascii = false
			if p.dbcs != singleByte && p.pos+1 < len(p.data) && p.dbcs.lead(b) && p.dbcs.trail(p.data[p.pos+1]) {
				buf = append(buf, b, p.data[p.pos+1])
				p.pos += 2 // neither byte is a line break
				continue
			}
		}
		switch b {
		case ']':
			p.advance()
			p.buf = buf
			if !ascii && p.fixUTF8 && !utf8.Valid(buf) {
				return strings.ToValidUTF8(string(buf), "\uFFFD"), nil
			}
			return internValue(buf), nil
		case '\\':
			p.advance()
			if p.pos >= len(p.data) {
				continue // reported as end of input above
			}
			c := p.data[p.pos]
			if c == '\n' || c == '\r' {
				// Soft line break: removed.
				p.lineBreak()
				continue
			}
			if c >= 0x80 {
				continue // copied by the next iteration, with DBCS rules
			}
			buf = append(buf, c)
			p.advance()
		case '\n', '\r':
			// Line breaks are kept as LF: CR LF, LF CR and a lone CR
			// (old Mac files) become one LF, as Sabaki reads CR LF and
			// LF CR.
			p.lineBreak()
			buf = append(buf, '\n')
		default:
			buf = append(buf, b)
			p.advance()
		}
	}
}

// lineBreak moves past the line break at p.pos: one byte, or two for CR
// LF and LF CR, as advance counts them.
func (p *parser) lineBreak() {
	c := p.data[p.pos]
	p.advance()
	if p.pos < len(p.data) {
		if d := p.data[p.pos]; (d == '\n' || d == '\r') && d != c {
			p.advance()
		}
	}
}

// internIdent returns common identifiers without allocating.
func internIdent(b []byte) string {
	switch string(b) {
	case "B":
		return "B"
	case "W":
		return "W"
	case "C":
		return "C"
	case "BL":
		return "BL"
	case "WL":
		return "WL"
	case "OB":
		return "OB"
	case "OW":
		return "OW"
	case "AB":
		return "AB"
	case "AW":
		return "AW"
	}
	return string(b)
}

// internValue returns the value as a string, sharing storage for short
// ASCII values that occur in every record.
func internValue(b []byte) string {
	if len(b) == 0 {
		return ""
	}
	if len(b) == 2 && b[0] >= 'a' && b[0] <= 's' && b[1] >= 'a' && b[1] <= 's' {
		i := int(b[0]-'a')*19 + int(b[1]-'a')
		return pointNames[2*i : 2*i+2]
	}
	return string(b)
}

// pointNames holds "aaabac...ss": every 19x19 point name, for internValue.
const pointNames = "aaabacadaeafagahaiajakalamanaoapaqarasbabbbcbdbebfbgbhbibjbkblbmbnbobpbqbrbscacbcccdcecfcgchcicjckclcmcncocpcqcrcsdadbdcdddedfdgdhdidjdkdldmdndodpdqdrdseaebecedeeefegeheiejekelemeneoepeqeresfafbfcfdfefffgfhfifjfkflfmfnfofpfqfrfsgagbgcgdgegfggghgigjgkglgmgngogpgqgrgshahbhchdhehfhghhhihjhkhlhmhnhohphqhrhsiaibicidieifigihiiijikiliminioipiqirisjajbjcjdjejfjgjhjijjjkjljmjnjojpjqjrjskakbkckdkekfkgkhkikjkkklkmknkokpkqkrkslalblcldlelflglhliljlklllmlnlolplqlrlsmambmcmdmemfmgmhmimjmkmlmmmnmompmqmrmsnanbncndnenfngnhninjnknlnmnnnonpnqnrnsoaobocodoeofogohoiojokolomonooopoqorospapbpcpdpepfpgphpipjpkplpmpnpopppqprpsqaqbqcqdqeqfqgqhqiqjqkqlqmqnqoqpqqqrqsrarbrcrdrerfrgrhrirjrkrlrmrnrorprqrrrssasbscsdsesfsgshsisjskslsmsnsospsqsrss"

// warnTextAfterTree moves p k bytes on, to skipped text after a game
// tree that holds node, and warns there with format, whose one verb is
// node quoted in the charset of the tree before it, whose text it may be.
func (p *parser) warnTextAfterTree(k int, node, format string) {
	for target := p.pos + k; p.pos < target; {
		p.advance()
	}
	p.enc = p.lastEnc
	q := p.quoteText([]byte(node))
	p.enc = nil
	p.warnf(p.pos, format, q)
}

// quoteText quotes b, text of the game tree being read, for a message:
// decoded from the tree's charset (p.enc), where a legacy one is read, so
// that a GBK or Shift_JIS character shows as itself rather than as bytes,
// and cut after 20 characters.
func (p *parser) quoteText(b []byte) string {
	s := string(b)
	if p.enc != nil {
		if d, err := p.enc.NewDecoder().String(s); err == nil {
			s = d
		}
	}
	s = strings.ToValidUTF8(s, "\uFFFD")
	if utf8.RuneCountInString(s) > 20 {
		n := 0
		for i := range s {
			if n == 20 {
				s = s[:i] + "..."
				break
			}
			n++
		}
	}
	return strconv.Quote(s)
}

// propertyText quotes, as quoteText does, the property at data[i] (its
// identifier, then white space and its first value, read under the tree's
// lead/trail byte rules), for a warning that names it.
func (p *parser) propertyText(i int) string {
	k := skipSpaceAt(p.data, i)
	for k < len(p.data) && isLetter(p.data[k]) {
		k++
	}
	k = skipSpaceAt(p.data, k)
	end := k
	if k < len(p.data) && p.data[k] == '[' {
		end = valueEnd(p.data, k, p.dbcs)
	}
	return p.quoteText(p.data[i:end])
}
