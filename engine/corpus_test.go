package engine

// Replays every game of the shared corpus under positional superko. The SGF
// reading here is deliberately minimal (the sgf package is written
// separately): the main line (first variation) of the first game tree, with
// SZ, AB/AW/AE setup and B/W moves.

import (
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/gtp-referee/gtp-referee/geom"
	"github.com/gtp-referee/gtp-referee/rules"
)

const corpusDir = "../../shared/corpus"

// knownIllegal lists corpus records holding a move that is really illegal
// under positional superko: file name -> the first illegal move as
// replaySGF reports it. All three are UEC Cup 2019 games played on NNGS
// under Japanese rules (simple ko), where the move is legal: each is the
// third move of a "send two, return one" cycle that recreates the board of
// three moves before. Checked by hand for the first (after move 314 A19 O,
// A18 empty, A17 X, A16 empty; B A18 leaves A18-A17 with the one liberty
// A16; W A16 takes both; B A17 takes A16 back: the board after move 314
// again) and for all three with the naive reference of diff_test.go.
var knownIllegal = map[string]string{
	"20749e4d2547923d.sgf": "move 317 (node 317) B A17: illegal move: superko", // B A18, W A16, B A17
	"8ede16f8ba708483.sgf": "move 374 (node 374) W N1: illegal move: superko",  // W O1, B M1, W N1
	"cc0b543013c16fae.sgf": "move 308 (node 308) W P19: illegal move: superko", // W Q19, B O19, W P19
}

type sgfProp struct {
	id     string
	values []string
}

// sgfMainLine returns the nodes of the main line of the first game tree.
func sgfMainLine(data string) ([][]sgfProp, error) {
	p := &sgfParser{s: data}
	p.skipSpace()
	if p.i >= len(p.s) || p.s[p.i] != '(' {
		return nil, fmt.Errorf("no game tree")
	}
	var nodes [][]sgfProp
	err := p.tree(&nodes)
	return nodes, err
}

type sgfParser struct {
	s string
	i int
}

func (p *sgfParser) skipSpace() {
	for p.i < len(p.s) && strings.IndexByte(" \t\r\n", p.s[p.i]) >= 0 {
		p.i++
	}
}

// tree reads "(" sequence subtrees ")", appending the main line to nodes.
func (p *sgfParser) tree(nodes *[][]sgfProp) error {
	p.i++ // '('
	for {
		p.skipSpace()
		if p.i >= len(p.s) {
			return fmt.Errorf("unterminated game tree")
		}
		switch p.s[p.i] {
		case ';':
			p.i++
			node, err := p.node()
			if err != nil {
				return err
			}
			*nodes = append(*nodes, node)
		case '(':
			// The first variation continues the main line; the others are
			// skipped.
			if err := p.tree(nodes); err != nil {
				return err
			}
			for {
				p.skipSpace()
				if p.i < len(p.s) && p.s[p.i] == '(' {
					if err := p.skipTree(); err != nil {
						return err
					}
					continue
				}
				break
			}
		case ')':
			p.i++
			return nil
		default:
			return fmt.Errorf("unexpected %q at %d", p.s[p.i], p.i)
		}
	}
}

func (p *sgfParser) node() ([]sgfProp, error) {
	var props []sgfProp
	for {
		p.skipSpace()
		start := p.i
		var id []byte
		for p.i < len(p.s) && (p.s[p.i] >= 'A' && p.s[p.i] <= 'Z' || p.s[p.i] >= 'a' && p.s[p.i] <= 'z') {
			if c := p.s[p.i]; c >= 'A' && c <= 'Z' {
				id = append(id, c) // FF[3] long names: keep the capitals
			}
			p.i++
		}
		if p.i == start {
			return props, nil
		}
		prop := sgfProp{id: string(id)}
		for {
			p.skipSpace()
			if p.i >= len(p.s) || p.s[p.i] != '[' {
				break
			}
			v, err := p.value()
			if err != nil {
				return nil, err
			}
			prop.values = append(prop.values, v)
		}
		if len(prop.values) == 0 {
			return nil, fmt.Errorf("property %s without value", prop.id)
		}
		props = append(props, prop)
	}
}

func (p *sgfParser) value() (string, error) {
	p.i++ // '['
	var sb strings.Builder
	for p.i < len(p.s) {
		c := p.s[p.i]
		switch c {
		case '\\':
			p.i++
			if p.i < len(p.s) {
				sb.WriteByte(p.s[p.i])
			}
		case ']':
			p.i++
			return sb.String(), nil
		default:
			sb.WriteByte(c)
		}
		p.i++
	}
	return "", fmt.Errorf("unterminated value")
}

func (p *sgfParser) skipTree() error {
	var ignored [][]sgfProp
	return p.tree(&ignored)
}

// sgfPoint converts an SGF point ("pd") to a Point; pass for "" and, on
// boards up to 19x19, "tt".
func sgfPoint(g *geom.Geometry, v string) (geom.Point, error) {
	if v == "" || v == "tt" && g.W <= 19 && g.H <= 19 {
		return geom.Pass, nil
	}
	if len(v) != 2 {
		return geom.Pass, fmt.Errorf("bad point %q", v)
	}
	x, y := int(v[0]-'a'), int(v[1]-'a')
	if x < 0 || x >= g.W || y < 0 || y >= g.H {
		return geom.Pass, fmt.Errorf("point %q off the %dx%d board", v, g.W, g.H)
	}
	return g.Point(x, g.H-1-y), nil
}

// sgfPoints expands a list of points and "aa:cc" rectangles.
func sgfPoints(g *geom.Geometry, values []string) ([]geom.Point, error) {
	var out []geom.Point
	for _, v := range values {
		a, b, rect := strings.Cut(v, ":")
		if !rect {
			p, err := sgfPoint(g, v)
			if err != nil || p == geom.Pass {
				return nil, fmt.Errorf("bad setup point %q", v)
			}
			out = append(out, p)
			continue
		}
		if len(a) != 2 || len(b) != 2 {
			return nil, fmt.Errorf("bad rectangle %q", v)
		}
		for x := a[0]; x <= b[0]; x++ {
			for y := a[1]; y <= b[1]; y++ {
				p, err := sgfPoint(g, string([]byte{x, y}))
				if err != nil {
					return nil, err
				}
				out = append(out, p)
			}
		}
	}
	return out, nil
}

// replaySGF replays one record; it returns the number of moves played and
// the first illegal move, if any.
func replaySGF(data string, p rules.Preset) (moves int, illegal string, err error) {
	nodes, err := sgfMainLine(data)
	if err != nil {
		return 0, "", err
	}
	if len(nodes) == 0 {
		return 0, "", fmt.Errorf("empty game")
	}
	w, h := 19, 19
	for _, pr := range nodes[0] {
		if pr.id == "SZ" {
			a, b, rect := strings.Cut(strings.TrimSpace(pr.values[0]), ":")
			if w, err = strconv.Atoi(a); err != nil {
				return 0, "", fmt.Errorf("bad SZ %q", pr.values[0])
			}
			h = w
			if rect {
				if h, err = strconv.Atoi(b); err != nil {
					return 0, "", fmt.Errorf("bad SZ %q", pr.values[0])
				}
			}
		}
	}
	g, err := geom.Get(w, h)
	if err != nil {
		return 0, "", err
	}
	gm := NewGame(g, p)
	for k, node := range nodes {
		for _, pr := range node {
			var setup geom.Colour
			switch pr.id {
			case "AB":
				setup = geom.Black
			case "AW":
				setup = geom.White
			case "AE":
				setup = geom.Empty
			case "B", "W":
				c := geom.Black
				if pr.id == "W" {
					c = geom.White
				}
				pt, err := sgfPoint(g, pr.values[0])
				if err != nil {
					return moves, "", fmt.Errorf("node %d: %v", k, err)
				}
				if r := gm.Play(c, pt); r != Legal {
					return moves, fmt.Sprintf("move %d (node %d) %s %s: %s", moves+1, k, c, g.Vertex(pt), r), nil
				}
				moves++
				continue
			default:
				continue
			}
			pts, err := sgfPoints(g, pr.values)
			if err != nil {
				return moves, "", fmt.Errorf("node %d: %v", k, err)
			}
			for _, q := range pts {
				gm.Setup(setup, q)
			}
		}
	}
	return moves, "", nil
}

func TestCorpusReplay(t *testing.T) {
	files, _ := filepath.Glob(filepath.Join(corpusDir, "*.sgf"))
	if len(files) == 0 {
		t.Skip("../shared/corpus not present")
	}
	start := time.Now()
	p := rules.MustLookup("chinese-1988") // positional superko, suicide illegal
	games, moves, setupGames, knownSeen := 0, 0, 0, 0
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		n, illegal, err := replaySGF(string(data), p)
		if err != nil {
			t.Errorf("%s: %v", filepath.Base(f), err)
			continue
		}
		name := filepath.Base(f)
		if want := knownIllegal[name]; illegal != want {
			t.Errorf("%s: first illegal move %q, want %q", name, illegal, want)
		}
		if illegal != "" {
			knownSeen++
			// Under the simple ko rule the games were played with, the
			// whole record replays.
			if _, ill, err := replaySGF(string(data), rules.MustLookup("japanese")); ill != "" || err != nil {
				t.Errorf("%s under simple ko: %s %v", name, ill, err)
			}
		}
		games++
		moves += n
		if strings.Contains(string(data), "AB[") {
			setupGames++
		}
	}
	t.Logf("corpus: %d games (%d with setup stones), %d moves replayed under positional superko in %v; %d known superko violations",
		games, setupGames, moves, time.Since(start).Round(time.Millisecond), knownSeen)
}

func TestSGFMainLine(t *testing.T) {
	nodes, err := sgfMainLine(`(;GM[1]SZ[9]C[a \] b (;x)]AB[aa][bb:cc]
;B[ee](;W[ff];B[gg])(;W[hh]))`)
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, n := range nodes {
		for _, p := range n {
			got = append(got, p.id+"="+strings.Join(p.values, ","))
		}
	}
	want := "GM=1 SZ=9 C=a ] b (;x) AB=aa,bb:cc B=ee W=ff B=gg"
	if strings.Join(got, " ") != want {
		t.Errorf("main line %q, want %q", strings.Join(got, " "), want)
	}
	g := geom.MustGet(9, 9)
	pts, err := sgfPoints(g, []string{"aa", "bb:cc"})
	if err != nil || len(pts) != 5 || pts[0] != mustPt(t, g, "A9") {
		t.Errorf("points %v %v", pts, err)
	}
}
