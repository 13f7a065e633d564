package sgf

import (
	"bufio"
	"bytes"
	"fmt"
	"io"
)

// Write serialises the collection in FF[4] syntax, one node per line: each
// node starts a line with ';', each variation starts a line with "(;".
// Values are written with `]` and `\` escaped and their line breaks as LF
// (a CR LF pair or a lone CR becomes one LF), otherwise unchanged, so
// Parse(Write(c)) reproduces c (positions aside; Parse reads every line
// break as LF too) and Sabaki's reader sees the same text: @sabaki/sgf
// drops a lone CR where FF[4] counts it a line break. A property without values
// is written with one empty value. Write fails on an invalid property
// identifier or on a write error.
func (c *Collection) Write(w io.Writer) error {
	return c.write(w, false)
}

// WriteCompact is like Write but puts the whole collection on one line
// (plus a final newline).
func (c *Collection) WriteCompact(w io.Writer) error {
	return c.write(w, true)
}

// Marshal returns the collection as written by [Collection.Write].
func (c *Collection) Marshal() ([]byte, error) {
	var b bytes.Buffer
	if err := c.Write(&b); err != nil {
		return nil, err
	}
	return b.Bytes(), nil
}

// writeFrame is a game tree being written: the last node of its sequence
// and the index of the next variation to write.
type writeFrame struct {
	last *Node
	next int
}

func (c *Collection) write(w io.Writer, compact bool) error {
	bw := bufio.NewWriter(w)
	first := true
	var stack []writeFrame
	// openTree writes "(" and the sequence starting at n, then pushes the
	// frame for its variations.
	openTree := func(n *Node) error {
		if !first && !compact {
			bw.WriteByte('\n')
		}
		first = false
		bw.WriteByte('(')
		for {
			if err := writeNode(bw, n); err != nil {
				return err
			}
			if len(n.Children) != 1 {
				break
			}
			n = n.Children[0]
			if !compact {
				bw.WriteByte('\n')
			}
		}
		stack = append(stack, writeFrame{last: n})
		return nil
	}
	for _, root := range c.Games {
		if root == nil {
			return fmt.Errorf("sgf: nil game tree")
		}
		if err := openTree(root); err != nil {
			return err
		}
		for len(stack) > 0 {
			f := &stack[len(stack)-1]
			if f.next < len(f.last.Children) {
				child := f.last.Children[f.next]
				f.next++
				if child == nil {
					return fmt.Errorf("sgf: nil child node")
				}
				if err := openTree(child); err != nil {
					return err
				}
				continue
			}
			bw.WriteByte(')')
			stack = stack[:len(stack)-1]
		}
	}
	bw.WriteByte('\n')
	return bw.Flush()
}

// writeNode writes ';' and the node's properties.
func writeNode(bw *bufio.Writer, n *Node) error {
	bw.WriteByte(';')
	for _, p := range n.Props {
		if !validIdent(p.Ident) {
			return fmt.Errorf("sgf: invalid property identifier %q", p.Ident)
		}
		bw.WriteString(p.Ident)
		if len(p.Values) == 0 {
			bw.WriteString("[]")
		}
		for _, v := range p.Values {
			bw.WriteByte('[')
			writeEscaped(bw, v)
			bw.WriteByte(']')
		}
	}
	return nil
}

// writeEscaped writes v with `]` and `\` escaped and each line break (CR
// LF, LF CR, a lone LF or CR, taken greedily as Parse reads them) written
// as one LF.
func writeEscaped(bw *bufio.Writer, v string) {
	start := 0
	for i := 0; i < len(v); i++ {
		switch c := v[i]; c {
		case ']', '\\':
			bw.WriteString(v[start:i])
			bw.WriteByte('\\')
			start = i
		case '\n', '\r':
			bw.WriteString(v[start:i])
			bw.WriteByte('\n')
			if i+1 < len(v) && (v[i+1] == '\n' || v[i+1] == '\r') && v[i+1] != c {
				i++
			}
			start = i + 1
		}
	}
	bw.WriteString(v[start:])
}
