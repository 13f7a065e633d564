// Package record is the adapter between SGF game records (package sgf) and
// games (package engine): it reads a record's main line into moves and setup
// stones that a Game can replay, and writes a Game back as an SGF tree.
package record

import (
	"errors"
	"fmt"
	"io"
	"math"
	"slices"
	"strconv"
	"strings"

	"github.com/gtp-referee/gtp-referee/areacount"
	"github.com/gtp-referee/gtp-referee/engine"
	"github.com/gtp-referee/gtp-referee/geom"
	"github.com/gtp-referee/gtp-referee/rules"
	"github.com/gtp-referee/gtp-referee/sgf"
)

// Step is one entry of a record's main line: a move, or a setup stone (AB,
// AW, or AE when Colour is Empty).
type Step struct {
	engine.Move
	// Number is the move number (1 for the first move), 0 for setup.
	Number int
	// Line and Col locate the SGF node of the step.
	Line, Col int
	// KO is set for a move whose node has FF[4]'s KO property: "execute
	// a given move even it's illegal" (ReplayMarked).
	KO bool
	// offBoard is the SGF value of a move off the board ("kk" on 9x9):
	// an illegal move, which Replay stops at and ReplayLenient skips.
	offBoard string
	// node is the index of the step's node in the main line.
	node int
}

// ErrNoLiberties is wrapped by the error of FromSGF for a record whose
// setup (AB, AW, AE) leaves a chain without liberties: setup captures
// nothing, so FF[4] lets it build such a position, but no play reaches it
// and the rules cannot count it.
var ErrNoLiberties = errors.New("setup leaves a chain without liberties")

// MaxSetupPoints bounds the setup points (AB, AW and AE, compressed lists
// expanded) of a record's main line, summed over its nodes: far more than
// any real record holds (a full 25x25 board set up again in each of 1,600
// nodes), while the steps of a record at the limit take some 60 MB. The
// expansion of a compressed list is the one place where the size of a
// record's steps is not bounded by the limits of the parse: ten bytes of
// ";AB[aa:yy]" are 625 points, and a 5 MB record of such nodes would expand
// to more than 300 million.
const MaxSetupPoints = 1_000_000

// Record is a game record's main line ready for replay.
type Record struct {
	Geometry *geom.Geometry // the board of SZ
	Komi     float64        // points, with the SGF komi quirks normalised
	HasKomi  bool           // KM was given and read as a number
	Handicap int            // HA, 0 when absent
	// MoveHandicap is the number of handicap stones that a Fox record
	// (AP[foxwq], older AP[YuanYu]) with HA absent or 0 and a handicap
	// game's komi (KM[0], KM[50]) gives as Black's first moves, before
	// White's first (Fox's free placement, written so), 0 for any other
	// record. Replay compensates them as it does HA's stones.
	MoveHandicap int
	Result       string // RE as written
	Rules        string // RU as written
	Date         string // DT as written
	// Apps are the application names of the root's AP values (foxwq,
	// CGoban, ...): more than one when AP is repeated, as Fox's records
	// write AP[GNU Go:3.8] and later AP[foxwq].
	Apps []string
	// Own reports whether gtp-referee wrote the record (sgf.Node.Own):
	// its KM and RE are in points as written.
	Own bool
	// ToPlay is the colour PL names in the main line's last node with
	// PL (Empty if none), and ToPlayAt the number of moves played up to
	// that node, its own move included where it has one (FF[4] forbids
	// it, records write it): PL tells who moves after them.
	ToPlay   geom.Colour
	ToPlayAt int
	// Steps are the setup stones and moves of the main line, in order.
	Steps []Step
	Moves int // number of moves (setup excluded)
	// Warnings name the flaws of the record that the replay works around,
	// a KM that is not a number or an HA that is not a whole number of
	// stones, each read as if absent, and (from ReadFile) those of the
	// parse, such as an unknown charset, and the values of the main line
	// read leniently (sgf.Node.Warnings: a pass written "jj" on 9x9, an
	// empty setup point); like sgf.ValueError they give the line and
	// column of the node that holds the property.
	Warnings []string
	// Broken is the syntax error of a game tree that ParseGames read up
	// to it (sgf.SkippedTree.ReadPast), nil for a tree read whole: the
	// main line holds the moves before the error and may stop short of
	// the record's. It is nil too where the error lies past the main
	// line's end (sgf.SkippedTree.PastMainLine), in a later variation:
	// the main line is whole, and a warning names the error.
	Broken error
	// komiWarning is the warning of Warnings on how KM was read (a Fox
	// even game's KM[0], a KM that is not a number), nil if none.
	komiWarning *sgf.ValueError
}

// CheckGo refuses a game tree, given by its root, whose GM names another
// game than Go (GM present and neither empty nor the number 1, also written
// 01 or +1): "line 1, column 2: not a Go record: GM[3]". Its moves and
// setup are not Go's.
func CheckGo(root *sgf.Node) error {
	if gm, ok := root.Get("GM"); ok {
		// GM is an SGF Number: 1 may be written 01 or +1.
		if v := strings.TrimSpace(gm); v != "" {
			if n, err := strconv.Atoi(v); err != nil || n != 1 {
				return fmt.Errorf("line %d, column %d: not a Go record: GM[%s]", root.Line, root.Col, gm)
			}
		}
	}
	return nil
}

// FromSGF reads the main line of a game tree given by its root. A root
// whose GM names another game than Go (GM present and neither empty nor
// the number 1, also written 01 or +1) is refused: "line 1, column 2: not
// a Go record: GM[3]". So is a record whose setup leaves a chain without liberties (ErrNoLiberties),
// and one whose main line sets up more than MaxSetupPoints points; setup
// on an occupied point overwrites it, as FF[4] says.
func FromSGF(root *sgf.Node) (*Record, error) {
	if err := CheckGo(root); err != nil {
		return nil, err
	}
	w, h, err := root.Size()
	if err != nil {
		return nil, fmt.Errorf("line %d, column %d: %w", root.Line, root.Col, err)
	}
	g, err := geom.Get(w, h)
	if err != nil {
		return nil, err
	}
	r := &Record{Geometry: g, Handicap: root.Handicap(), Result: root.Result(), Rules: root.Rules(), Date: root.Date()}
	kn, recovered := komiNode(root)
	r.Komi, r.HasKomi = kn.Komi()
	r.Own = root.Own()
	if recovered != nil {
		r.Warnings = append(r.Warnings, recovered.Error())
	}
	if kn.FoxKomiZero() {
		r.komiWarning = &sgf.ValueError{Line: root.Line, Col: root.Col, Ident: "KM", Value: "0", Msg: fmt.Sprintf("a Fox record's even game; read as Fox's komi %s", sgf.FormatKomi(r.Komi))}
		r.Warnings = append(r.Warnings, r.komiWarning.Error())
	}
	if v, ok := kn.Get("KM"); ok && r.HasKomi && r.komiWarning == nil && sgf.HandWrittenKomi(v) {
		// Read, though FF[4]'s KM is a Real: say how.
		msg := "not an SGF Real; read as " + sgf.FormatKomi(r.Komi)
		if stones, ok := sgf.KomiInStones(v); ok && !r.Own {
			// KM[3.75 points]: a quarter is no komi in points.
			msg = fmt.Sprintf("not an SGF Real; a quarter under 5 is a komi in stones, as Chinese records write it (RULES.md section 1): read as %s stones, %s points", sgf.FormatKomi(stones), sgf.FormatKomi(r.Komi))
		}
		r.komiWarning = &sgf.ValueError{Line: root.Line, Col: root.Col, Ident: "KM", Value: v, Msg: msg}
		r.Warnings = append(r.Warnings, r.komiWarning.Error())
	}
	if v, ok := kn.Get("KM"); ok && !r.HasKomi {
		r.komiWarning = &sgf.ValueError{Line: root.Line, Col: root.Col, Ident: "KM", Value: v, Msg: "not a komi; read as absent"}
		r.Warnings = append(r.Warnings, r.komiWarning.Error())
	}
	if recovered != nil && r.komiWarning == nil {
		// The note that --komi's count rewrites.
		r.komiWarning = recovered
	}
	if v, ok := root.Get("HA"); ok {
		if _, valid := sgf.ParseHandicap(v); !valid {
			msg := "not a number of stones; read as absent"
			if h, ok := sgf.TruncatedHandicap(v); ok {
				msg = fmt.Sprintf("not a whole number of stones; read as %d, as GNU Go 3.8 reads it", h)
			}
			e := sgf.ValueError{Line: root.Line, Col: root.Col, Ident: "HA", Value: v, Msg: msg}
			r.Warnings = append(r.Warnings, e.Error())
		}
		if r.Handicap >= g.Size() {
			// More handicap stones than the board has points (GNU Go 3.8
			// refuses such a record: "Handicap HA[300] is unreasonable"):
			// counted, it would give White hundreds of points of
			// compensation.
			e := sgf.ValueError{Line: root.Line, Col: root.Col, Ident: "HA", Value: v, Msg: fmt.Sprintf("more stones than a %dx%d board takes; read as absent", w, h)}
			r.Warnings = append(r.Warnings, e.Error())
			r.Handicap = 0
		}
	}
	for _, v := range root.Values("AP") {
		name, _, _ := strings.Cut(v, ":")
		r.Apps = append(r.Apps, name)
	}
	pt := func(p sgf.Point) geom.Point { return g.Point(p.X, h-1-p.Y) }
	setupPoints := 0
	for i, n := range root.MainLineNodes() {
		for _, e := range n.Warnings(w, h) {
			r.Warnings = append(r.Warnings, e.Error())
		}
		nodePL := sgf.None
		if n.HasSetup() {
			black, white, empty, toPlay, err := n.Setup(w, h)
			if err != nil {
				return nil, err
			}
			if setupPoints += len(black) + len(white) + len(empty); setupPoints > MaxSetupPoints {
				return nil, fmt.Errorf("line %d, column %d: the setup of the main line exceeds the limit of %d points", n.Line, n.Col, MaxSetupPoints)
			}
			if c := setupConflict(n, w, h, black, white, empty, func(p sgf.Point) string { return g.Vertex(pt(p)) }); c != "" {
				r.Warnings = append(r.Warnings, c)
			}
			for _, list := range []struct {
				c   geom.Colour
				pts []sgf.Point
			}{{geom.Empty, empty}, {geom.Black, black}, {geom.White, white}} {
				for _, p := range list.pts {
					r.Steps = append(r.Steps, Step{Move: engine.Move{Colour: list.c, Point: pt(p), Setup: true}, Line: n.Line, Col: n.Col, node: i})
				}
			}
			nodePL = toPlay
		}
		if err := r.addMove(n, w, h, pt); err != nil {
			return nil, err
		}
		// PL says whose turn it is in the node's position, the one after
		// its move where it has one (FF[4] forbids a move beside PL, but
		// records write B[ff]PL[B]; the order of a node's properties
		// means nothing): it counts from the moves played so far, this
		// node's included.
		switch nodePL {
		case sgf.Black:
			r.ToPlay, r.ToPlayAt = geom.Black, r.Moves
		case sgf.White:
			r.ToPlay, r.ToPlayAt = geom.White, r.Moves
		}
	}
	if len(r.assumedStones()) > 0 {
		r.Warnings = append(r.Warnings, fmt.Sprintf("line %d, column %d: HA[%d] without AB: fixed placement assumed", root.Line, root.Col, r.Handicap))
	}
	if n := r.handicapStones(); r.handicapSetup() && n != r.Handicap {
		r.Warnings = append(r.Warnings, fmt.Sprintf("line %d, column %d: HA[%d], but %d black stones set up before the first move (FF[4]: HA is the number of handicap stones, set up with AB); rules that compensate handicap stones compensate %d, as HA says", root.Line, root.Col, r.Handicap, n, r.Handicap))
	}
	if r.MoveHandicap = r.foxMoveHandicap(); r.MoveHandicap > 0 {
		ha := "no HA"
		if v, ok := root.Get("HA"); ok {
			ha = "HA[" + v + "]"
		}
		r.Warnings = append(r.Warnings, fmt.Sprintf("line %d, column %d: %s, but Black's first %d moves come before White's first: a Fox handicap game, its stones written as moves (komi %s); rules that compensate handicap stones compensate %d", root.Line, root.Col, ha, r.MoveHandicap, sgf.FormatKomi(r.Komi), r.MoveHandicap))
	}
	replaced, err := r.checkLiberties()
	if err != nil {
		return nil, err
	}
	if replaced != "" {
		r.Warnings = append(r.Warnings, replaced)
	}
	return r, nil
}

// komiNode returns the node whose KM the record's komi is read from: the
// root, or, for a root without KM that writes its komi elsewhere, a copy of
// it with that value as KM, and a warning at the root saying where it was
// found (nil for the root itself). Two forms are read, each found in the
// corpus: a KM that a value hides (sgf.Node.MisreadValue: UTF-8 text read
// as GBK, a ']' taken into a character; three Fox records of 2017, whose
// BR or PW holds "KM[0"), and a KO with a value in a root without a move,
// which FF[4] makes a move property without a value ("a KO property without a
// black or white move within the same node is illegal"): the komi of old
// Fox records (KO[7.5] in the three AlphaGo-Fan Hui games of October 2015,
// played under Chinese rules with 7.5 komi, which have no KM, no DT and an
// RD with the date). GNU Go 3.8's loadsgf reads neither (get_komi 5.5, its
// own), nor does @sabaki/sgf, which reads the values as they stand.
func komiNode(root *sgf.Node) (*sgf.Node, *sgf.ValueError) {
	if root.Has("KM") {
		return root, nil
	}
	v, holder, ok := root.MisreadValue("KM")
	msg := fmt.Sprintf("holds KM[%s], text read as GBK that was UTF-8 (a ']' taken into a character): that KM read", v)
	if !ok {
		ko, has := root.Get("KO")
		if !has || root.Has("B") || root.Has("W") {
			return root, nil
		}
		if _, isKomi := sgf.NormalizeKomi(ko); !isKomi {
			return root, nil
		}
		v, holder, msg = ko, "KO", "in a root without a move (FF[4]'s KO is a move property without a value) and no KM: a komi, read as KM"
	}
	holderValue, _ := root.Get(holder)
	c := *root
	c.Props = slices.Clone(root.Props)
	if err := c.SetProperty("KM", v); err != nil {
		return root, nil
	}
	return &c, &sgf.ValueError{Line: root.Line, Col: root.Col, Ident: holder, Value: holderValue, Msg: msg}
}

// setupConflict returns the warning for a point that the node n's setup
// lists give two colours, "" if none: FF[4] forbids a point in two of AB,
// AW and AE in one node. The replay applies AE, then AB, then AW, so that
// the stone kept is AW's over AB's, where GNU Go 3.8's loadsgf keeps the
// stone written first ("Illegal SGF! attempt to add a stone at occupied
// point"), and AB's or AW's over AE's, as GNU Go 3.8 keeps it. Only the
// first such point in AB, AW, AE order is named, vertex giving its name,
// with their count. The points are on a board of w x h (Setup skips
// the others).
func setupConflict(n *sgf.Node, w, h int, black, white, empty []sgf.Point, vertex func(sgf.Point) string) string {
	var seen [sgf.MaxBoardSize * sgf.MaxBoardSize]uint8 // bits: 1 AB, 2 AW, 4 AE
	lists := [...][]sgf.Point{black, white, empty}
	for i, pts := range lists {
		for _, p := range pts {
			if p.X >= 0 && p.X < w && p.Y >= 0 && p.Y < h {
				seen[p.Y*w+p.X] |= 1 << i
			}
		}
	}
	first, count := "", 0
	for i, pts := range lists {
		for _, p := range pts {
			if p.X < 0 || p.X >= w || p.Y < 0 || p.Y >= h {
				continue
			}
			m := seen[p.Y*w+p.X]
			if m&(m-1) == 0 || m&(1<<i) == 0 {
				continue // one list, or counted already
			}
			seen[p.Y*w+p.X] = 0
			count++
			if first != "" {
				continue
			}
			switch {
			case m&3 == 3:
				first = fmt.Sprintf("%s in both AB and AW, which FF[4] forbids in one node; read as AW's white stone (GNU Go 3.8 keeps the one written first)", vertex(p))
			case m&1 != 0:
				first = fmt.Sprintf("%s in both AB and AE, which FF[4] forbids in one node; read as AB's black stone, as GNU Go 3.8 reads it", vertex(p))
			default:
				first = fmt.Sprintf("%s in both AW and AE, which FF[4] forbids in one node; read as AW's white stone, as GNU Go 3.8 reads it", vertex(p))
			}
		}
	}
	if first == "" {
		return ""
	}
	if count > 1 {
		first += fmt.Sprintf(" (%d such points in the node)", count)
	}
	return fmt.Sprintf("line %d, column %d: %s", n.Line, n.Col, first)
}

// WarningsUnderKomi returns Warnings as they read when the game is counted
// under komi k given from elsewhere (a command line's --komi) rather than
// the record's: the warning that says how the record's KM was read (Fox's
// KM[0] read as Fox's komi, a KM read as absent) says instead that KM is
// not used and k is, so that no note names a komi the count did not use.
func (r *Record) WarningsUnderKomi(k float64) []string {
	ws := slices.Clone(r.Warnings)
	if r.komiWarning == nil {
		return ws
	}
	old := r.komiWarning.Error()
	e := *r.komiWarning
	e.Msg = "not used; counted with komi " + sgf.FormatKomi(k)
	for i, w := range ws {
		if w == old {
			ws[i] = e.Error()
			break
		}
	}
	return ws
}

// addMove adds the moves of node n, if any, to the steps of r: one, or
// those of a node that writes several (B[ee]W[gg], B[dd][pp]), in the
// order written (sgf.Node.MovesWritten), as sgf.Node.Moves reads them.
func (r *Record) addMove(n *sgf.Node, w, h int, pt func(sgf.Point) geom.Point) error {
	for ident, v := range n.MovesWritten() {
		c := geom.Black
		if ident == "W" {
			c = geom.White
		}
		m, err := n.ParseMove(ident, v, w, h)
		if errors.Is(err, sgf.ErrOffBoard) {
			// A move off the board is an illegal move (RULES.md
			// section 4), not a malformed record: Replay stops
			// there, and ReplayLenient skips it and plays the
			// moves after it, which are the record's too.
			r.Moves++
			r.Steps = append(r.Steps, Step{Move: engine.Move{Colour: c, Point: geom.Pass}, Number: r.Moves,
				Line: n.Line, Col: n.Col, offBoard: v})
			continue
		}
		if err != nil {
			return err
		}
		p := geom.Pass
		if !m.Pass {
			p = pt(sgf.Point{X: m.X, Y: m.Y})
		}
		r.Moves++
		r.Steps = append(r.Steps, Step{Move: engine.Move{Colour: c, Point: p}, Number: r.Moves, Line: n.Line, Col: n.Col, KO: n.Has("KO")})
	}
	return nil
}

// checkLiberties follows the main line on a board of its own, as
// ReplayLenient plays it for a count, and returns an error wrapping
// ErrNoLiberties, with the line and column of the node, for the first
// setup node after which a chain has no liberties, naming the chain's
// colour and first point ("line 1, column 2: setup leaves a chain without
// liberties: white A9"). A move on an occupied point or off the board is
// skipped, a move that a ko rule or a rule against suicide forbids is
// played (a suicide's stones come off), and it stops at a move on an
// assumed handicap stone, where ReplayLenient stops: a setup node after a
// move that Replay stops at is checked too, since the count's replay
// reaches it. On the way it returns the warning for setup stones (AB, AW)
// put on a stone of the other colour that an earlier node placed (a hand
// edit of a game's position), "" if none: FF[4]'s setup overwrites the
// point, as the replay does, where GNU Go 3.8's loadsgf keeps the stone
// ("Illegal SGF! attempt to add a stone at occupied point"). The first is
// named, with a count of the others; a point given two colours in one
// node is setupConflict's.
func (r *Record) checkLiberties() (replaced string, err error) {
	b := engine.NewBoard(r.Geometry)
	assumed := r.assumedStones()
	for _, p := range assumed {
		b.Setup(geom.Black, p)
	}
	count := 0
	for i, s := range r.Steps {
		switch {
		case s.Setup:
			if was := b.At(s.Point); s.Colour != geom.Empty && was == s.Colour.Opp() && !r.setInNode(i) {
				if count++; count == 1 {
					replaced = fmt.Sprintf("line %d, column %d: A%s puts a %s stone on the %s one at %s that an earlier node placed: it replaces it, as FF[4]'s setup overwrites a point (GNU Go 3.8's loadsgf keeps the %s stone)", s.Line, s.Col, s.Colour, s.Colour.Name(), was.Name(), r.Geometry.Vertex(s.Point), was.Name())
				}
			}
			b.Setup(s.Colour, s.Point)
			if i+1 < len(r.Steps) && r.Steps[i+1].Setup && r.Steps[i+1].node == s.node {
				continue // the node's position is not complete yet
			}
			if p := b.Libertyless(); p != geom.Pass {
				return "", fmt.Errorf("line %d, column %d: %w: %s %s", s.Line, s.Col, ErrNoLiberties, b.At(p).Name(), r.Geometry.Vertex(p))
			}
		case s.offBoard != "":
			// Skipped.
		case s.Point == geom.Pass:
			b.Play(s.Colour, s.Point, true)
		default:
			if _, reason := b.Check(s.Colour, s.Point, true); reason == engine.Occupied {
				if slices.Contains(assumed, s.Point) {
					return withCount(replaced, count), nil
				}
				continue
			}
			b.Apply(s.Colour, s.Point)
		}
	}
	return withCount(replaced, count), nil
}

// withCount returns the warning w of checkLiberties, with the number of
// such points where there are more than one.
func withCount(w string, count int) string {
	if count > 1 {
		w += fmt.Sprintf(" (%d such points)", count)
	}
	return w
}

// setInNode reports whether the i-th step's point is set up by an earlier
// step of its node (a point in two of AB, AW and AE: setupConflict).
func (r *Record) setInNode(i int) bool {
	s := r.Steps[i]
	for j := i - 1; j >= 0 && r.Steps[j].Setup && r.Steps[j].node == s.node; j-- {
		if r.Steps[j].Point == s.Point {
			return true
		}
	}
	return false
}

// Margin returns Black's margin in points from the record's RE, and false
// when RE is no count (B+R, Void, none): areacount.ParseResult, which reads
// a quarter as a Chinese margin in stones (Fox's RE[W+3.25] is 6.5
// points), and the other forms of real records ("B+3 1/2", "黑胜3又1/4子",
// "白胜2目半", "백 2집반승": see parseResult), or for a record gtp-referee
// wrote areacount.ParsePointsResult, since its RE is final_score's margin
// in points, W+7.25 under komi 7.25. A draw is no count either when the
// record's KM has a fraction (7.5, Fox's KM[750]): every count under it,
// area or territory, is a whole number of points less the komi, which
// never makes 0, so the draw was agreed or decided otherwise (Fox writes
// RE[draw] so).
func (r *Record) Margin() (float64, bool) {
	var m float64
	var ok bool
	if r.Own {
		m, ok = areacount.ParsePointsResult(r.Result)
	} else {
		m, ok = parseResult(r.Result)
	}
	if ok && m == 0 && r.HasKomi && r.Komi != math.Trunc(r.Komi) {
		return 0, false
	}
	return m, ok
}

// assumedStones returns the handicap stones Replay sets up on the fixed
// points for a record with HA of 2 or more and no handicap stones of its
// own (an empty board, White to move first), nil for any other record or
// a board without fixed points.
func (r *Record) assumedStones() []geom.Point {
	if r.Handicap < 2 || r.handicapSetup() || !r.whiteStartsEmpty() {
		return nil
	}
	pts, err := engine.FixedHandicap(r.Geometry, r.Handicap)
	if err != nil {
		return nil
	}
	return pts
}

// Illegal describes the first illegal move met in a replay.
type Illegal struct {
	Step
	Reason engine.Reason
	// Cause names what the record did not say but the replay assumed
	// that makes the move illegal, "" if nothing: a move on a point of
	// the fixed handicap placement that an HA without AB made Replay
	// assume.
	Cause  string
	vertex string
}

// Handling tells what ReplayLenient did with the move: "played as
// recorded" (a ko recapture, a superko repetition, a suicide) or "skipped"
// (an occupied point, a point off the board).
func (e *Illegal) Handling() string {
	if e.skipped() {
		return "skipped"
	}
	return "played as recorded"
}

// skipped reports whether the move cannot be played at all.
func (e *Illegal) skipped() bool {
	return e.Reason == engine.Occupied || e.Reason == engine.OffBoard
}

// Vertex returns the move's point in GTP notation, or for a move off the
// board its SGF value ("kk").
func (e *Illegal) Vertex() string { return e.vertex }

// Error describes the move: "illegal move 57 (W C3): superko", with its
// Cause in parentheses if any.
func (e *Illegal) Error() string {
	s := fmt.Sprintf("illegal move %d (%s %s): %s", e.Number, e.Colour, e.vertex, e.Reason.String())
	if e.Cause != "" {
		s += " (" + e.Cause + ")"
	}
	return s
}

// handicapSetup reports whether the record gives handicap stones as setup:
// HA of 2 or more and a black setup stone before the first move.
func (r *Record) handicapSetup() bool {
	if r.Handicap < 2 {
		return false
	}
	for _, s := range r.Steps {
		if !s.Setup {
			return false
		}
		if s.Colour == geom.Black {
			return true
		}
	}
	return false
}

// handicapStones returns the number of black stones that the record's
// setup places before its first move (on distinct points), its handicap
// stones where handicapSetup says so.
func (r *Record) handicapStones() int {
	var seen [sgf.MaxBoardSize * sgf.MaxBoardSize]bool
	n := 0
	for _, s := range r.Steps {
		if !s.Setup {
			break
		}
		if !r.Geometry.OnBoard(s.Point) {
			continue
		}
		x, y := r.Geometry.XY(s.Point)
		switch i := y*r.Geometry.W + x; {
		case s.Colour == geom.Black && !seen[i]:
			seen[i] = true
			n++
		case s.Colour != geom.Black && seen[i]:
			seen[i] = false // cleared or replaced by a later step
			n--
		}
	}
	return n
}

// foxMoveHandicap returns the number of Black's moves before White's
// first, not passes, where they are a Fox handicap game's stones: the
// record is Fox's, its HA absent or 0, its komi a handicap game's (0, or
// KM[50], 0.5), nothing set up before its first move, and Black has two
// moves or more before White's first. Fox writes its handicap games so,
// with HA[0] (corpus records 88eac4d997327c1c and nine more: two Black
// moves off the fixed points, then White's, KM[0]), as well as with HA and
// AB; 0 for any other record.
func (r *Record) foxMoveHandicap() int {
	if r.Own || r.Handicap != 0 || !r.HasKomi || r.Komi != 0 && r.Komi != rules.HandicapKomi || !slices.ContainsFunc(r.Apps, sgf.FoxApp) {
		return 0
	}
	n := 0
	for _, s := range r.Steps {
		if s.Setup || s.Colour != geom.Black || s.Point == geom.Pass || s.offBoard != "" {
			break
		}
		n++
	}
	if n < 2 || n >= r.Geometry.Size() {
		return 0
	}
	return n
}

// compensated returns the number of handicap stones the rules'
// compensation counts: HA's, or those of MoveHandicap.
func (r *Record) compensated() int {
	return max(r.Handicap, r.MoveHandicap)
}

// whiteStartsEmpty reports whether the record starts on an empty board
// with White to move: its first step is a White move, or, without moves,
// PL names White before any setup stone.
func (r *Record) whiteStartsEmpty() bool {
	if len(r.Steps) == 0 {
		return r.ToPlay == geom.White && r.ToPlayAt == 0
	}
	s := r.Steps[0]
	return !s.Setup && s.Colour == geom.White
}

// ChineseKomiChange is the year from which Chinese practice gives 3¾ stones
// (7.5 points) of komi instead of the 2¾ of the 1988 rules text.
const ChineseKomiChange = 2002

// year returns the year of the record's DT, 0 if none: the first run of
// exactly four digits, so that "2017-01-18" (FF[4]'s ISO order) and the
// "18.01.2017" or "01/18/2017" of some records give 2017, or of eight
// digits that read as a year, a month and a day, the compact date some
// records write ("20031004" is 2003).
func (r *Record) year() int {
	d := r.Date
	for i := 0; i < len(d); {
		j := i
		for j < len(d) && d[j] >= '0' && d[j] <= '9' {
			j++
		}
		switch j - i {
		case 4:
			y, _ := strconv.Atoi(d[i:j])
			return y
		case 8:
			y, _ := strconv.Atoi(d[i : i+4])
			m, _ := strconv.Atoi(d[i+4 : i+6])
			day, _ := strconv.Atoi(d[i+6 : j])
			if m >= 1 && m <= 12 && day >= 1 && day <= 31 {
				return y
			}
		}
		i = max(j, i+1)
	}
	return 0
}

// Replay resets gm to the record's geometry and plays its steps, stopping
// after limit moves (limit < 0 means all). Handicap and komi are taken from
// the record when it gives them (a record without KM but with HA, HA[1]
// too, gets half a point); an even game without KM under a preset
// that counts the Chinese way gets 7.5 when its DT is from
// ChineseKomiChange on, else the preset's komi (never the komi gm had,
// which Reset keeps). The colour to move is, in order of preference, the colour of the record's next move, PL (where it stands:
// a PL after some moves tells who moves after them), the opponent of the
// last mover, and before any move White when HA is 2 or more (handicap
// stones or not: GNU Go 3.8's loadsgf gives White the move on the empty
// board of (;SZ[9]HA[2])), else Black. A record with HA of 2 or more on an empty board whose first move
// is White's (or whose PL names White) gets the fixed handicap placement
// (GTP's table) set up, where the board has one, as GNU Go 3.8's loadsgf
// does (though GNU Go uses the fourth line on 12x12 already); handicap
// stones given as Black moves stay moves. It returns the first illegal
// move, if any, leaving gm at the position before it.
func (r *Record) Replay(gm *engine.Game, limit int) *Illegal {
	ill, _ := r.replay(gm, limit, modeStrict)
	return ill
}

// ReplayMarked is Replay, except that a move whose node has FF[4]'s KO
// property ("execute a given move even it's illegal") is played where
// only a ko rule or the rule against suicide forbids it
// (engine.Game.Force), as the record says, and the replay goes on:
// executed lists those moves in order. A move marked KO[] on an occupied
// point or off the board, which cannot be played, is still ill, where the
// replay stops.
func (r *Record) ReplayMarked(gm *engine.Game, limit int) (ill *Illegal, executed []*Illegal) {
	return r.replay(gm, limit, modeMarked)
}

// replayMode is how replay treats an illegal move.
type replayMode int

const (
	modeStrict  replayMode = iota // it stops there (Replay)
	modeMarked                    // a move marked KO[] is played (ReplayMarked)
	modeLenient                   // every move that can be is played or skipped (ReplayLenient)
)

// ReplayLenient is Replay, except that it works round the recording
// errors of real records, so that the record's final position, the one a
// count needs, is reached: a move only a ko rule forbids (a ko recapture
// with the threats missing from the record, a superko repetition) or a
// suicide is played as recorded (engine.Game.Force), as GNU Go 3.8's
// loadsgf plays them, and a move on an occupied point or off the board is
// skipped, where GNU Go stops the replay, since the moves after it are the
// record's too. broke lists those moves in order (Illegal.Handling tells
// which). ill is still a move on a point that the replay assumed taken (a
// handicap stone of HA without AB): the assumption, not the record, is
// wrong there, and the replay stops.
func (r *Record) ReplayLenient(gm *engine.Game, limit int) (ill *Illegal, broke []*Illegal) {
	return r.replay(gm, limit, modeLenient)
}

func (r *Record) replay(gm *engine.Game, limit int, mode replayMode) (ill *Illegal, broke []*Illegal) {
	gm.Reset(r.Geometry)
	switch {
	case r.HasKomi:
		gm.SetKomi(r.Komi)
	case r.Handicap >= 1:
		// A handicap game, HA[1] (no stones: Black moves first without
		// komi) too: half a point, what GNU Go 3.8's loadsgf sets for
		// both.
		gm.SetKomi(rules.HandicapKomi)
	case gm.Rules().ChineseCount && r.year() >= ChineseKomiChange:
		// A record without KM, of an even game counted the Chinese way,
		// played when Chinese practice gave 3¾ stones: count it with
		// that komi rather than the 1988 text's 2¾.
		gm.SetKomi(7.5)
	default:
		// The preset's, not the komi gm had (Reset keeps it): that of
		// the record replayed before, when gm is reused.
		gm.SetKomi(gm.Rules().Komi)
	}
	if h := r.compensated(); h >= 2 {
		gm.SetHandicap(h)
	}
	// HA without the stones, and White moves first: they stand on the
	// fixed points.
	assumed := r.assumedStones()
	switch {
	case r.handicapSetup():
		gm.SetToMove(geom.White)
	case len(assumed) > 0:
		for _, p := range assumed {
			gm.Setup(geom.Black, p)
		}
		gm.SetToMove(geom.White)
	}
	// PL counts where no move follows it (a move tells its colour, and the
	// first move after setup re-keys the position for the ko rules).
	pl := func(played int) {
		if r.ToPlay != geom.Empty && played == r.ToPlayAt {
			gm.SetToMove(r.ToPlay)
		}
	}
	pl(0)
	for _, s := range r.Steps {
		if s.Setup {
			gm.Setup(s.Colour, s.Point)
			continue
		}
		if limit >= 0 && s.Number > limit {
			gm.SetToMove(s.Colour)
			return nil, broke
		}
		reason, vertex := engine.OffBoard, s.offBoard
		if s.offBoard == "" {
			reason, vertex = gm.Play(s.Colour, s.Point), r.Geometry.Vertex(s.Point)
		}
		if reason == engine.Legal {
			continue
		}
		ill := &Illegal{Step: s, Reason: reason, vertex: vertex}
		if reason == engine.Occupied && slices.Contains(assumed, s.Point) {
			ill.Cause = fmt.Sprintf("a handicap stone assumed from HA[%d] without AB", r.Handicap)
		}
		played := mode == modeLenient || mode == modeMarked && s.KO && !ill.skipped()
		if !played || ill.Cause != "" {
			gm.SetToMove(s.Colour)
			return ill, broke
		}
		broke = append(broke, ill)
		if ill.skipped() {
			// The record gave the mover his turn.
			gm.SetToMove(s.Colour.Opp())
			continue
		}
		gm.Force(s.Colour, s.Point)
	}
	switch {
	case r.Moves > 0:
		pl(r.Moves)
	case r.Handicap >= 2 && r.ToPlay == geom.Empty:
		// A handicap game, White's turn before any move, also where the
		// record gives no handicap stones (FF[4]: HA places none): GNU
		// Go 3.8's loadsgf answers "white" for (;SZ[9]HA[2]) and leaves
		// the board empty.
		gm.SetToMove(geom.White)
	}
	return nil, broke
}

// ReadFile reads an SGF file into records, one per game tree. The
// warnings of the parse (sgf.Collection.Warnings) come first in each
// record's Warnings. The first game that FromSGF refuses fails the whole
// file; ReadGames reads the others still.
func ReadFile(path string) ([]*Record, error) {
	recs, errs, err := ReadGames(path)
	if err != nil {
		return nil, err
	}
	for _, err := range errs {
		if err != nil {
			return nil, err
		}
	}
	return recs, nil
}

// ReadGames reads an SGF file into records, one per game tree, as ReadFile
// does, but one game that FromSGF refuses (a bad SZ, a malformed move)
// does not hide the others: recs and errs have one entry per game tree,
// and where errs[i] is not nil recs[i] is nil, but for a syntax error. A
// game tree with a syntax error has its entry in errs, in its place among
// the others: the game trees after it are read where the error is
// confined to it, and none where the input ends in it (a collection cut
// off inside its last game; sgf.ParsePartial). Where that error lies
// after the tree's root node and its main line holds a move before it,
// recs[i] is that reading, with Broken set to the error (or, where it
// lies past the main line's end, with a warning), for a caller
// that would rather count a game's moves up to a break near its end
// than lose it (ReadFile does not). err is the failure of the file as a
// whole: it cannot be read, or no game tree in it can.
func ReadGames(path string) (recs []*Record, errs []error, err error) {
	data, err := sgf.ReadFile(path)
	if err != nil {
		return nil, nil, err
	}
	return ParseGames(data)
}

// ReadGamesFrom reads r to its end (an input larger than sgf.MaxInputSize
// is refused, as sgf.ReadLimited refuses it) into records, one per game
// tree, as ReadGames reads a file: standard input, for a command line's
// "-".
func ReadGamesFrom(r io.Reader) (recs []*Record, errs []error, err error) {
	data, err := sgf.ReadLimited(r)
	if err != nil {
		return nil, nil, err
	}
	return ParseGames(data)
}

// ParseGames parses the SGF text data into records, one per game tree, as
// ReadGames does with the text of a file.
func ParseGames(data []byte) (recs []*Record, errs []error, err error) {
	col, perr := sgf.ParseAll(data)
	if col == nil {
		return nil, nil, perr
	}
	if len(col.Games) == 0 && !slices.ContainsFunc(col.Skipped, func(sk sgf.SkippedTree) bool { return readPast(sk) != nil }) {
		// Nothing read: the file fails as a whole, as before there
		// were partial readings.
		return nil, nil, perr
	}
	n := len(col.Games) + len(col.Skipped)
	recs, errs = make([]*Record, 0, n), make([]error, 0, n)
	skipped := col.Skipped
	for i, root := range col.Games {
		for ; len(skipped) > 0 && skipped[0].Before == i; skipped = skipped[1:] {
			recs, errs = append(recs, readPast(skipped[0])), append(errs, skipped[0].Err)
		}
		r, err := FromSGF(root)
		if err != nil {
			recs, errs = append(recs, nil), append(errs, err)
			continue
		}
		r.Warnings = append(col.GameWarnings(i), r.Warnings...)
		recs, errs = append(recs, r), append(errs, nil)
	}
	for _, sk := range skipped {
		recs, errs = append(recs, readPast(sk)), append(errs, sk.Err)
	}
	return recs, errs, nil
}

// readPast returns the record of a broken game tree's reading up to its
// error (sgf.SkippedTree.ReadPast), with Broken set, where the error lies
// after the root node and a move comes before it; nil otherwise. Its
// warnings are the reading's (sgf.SkippedTree.Warnings) and the record's.
// An error past the main line's end leaves the main line whole: Broken
// stays nil, and a warning names the error.
func readPast(sk sgf.SkippedTree) *Record {
	root := sk.ReadPast()
	if root == nil {
		return nil
	}
	r, err := FromSGF(root)
	if err != nil || r.Moves == 0 {
		return nil
	}
	// The reading's own warnings first, as ParseGames puts a game's.
	ws := make([]string, 0, len(sk.Warnings)+len(r.Warnings)+1)
	for _, w := range sk.Warnings {
		ws = append(ws, w.String())
	}
	r.Warnings = append(ws, r.Warnings...)
	if sk.PastMainLine {
		r.Warnings = append(r.Warnings, fmt.Sprintf("%v: the game tree breaks there, past its main line, which is read whole; the variations after the error are not", sk.Err))
		return r
	}
	r.Broken = sk.Err
	return r
}

// FinalPosition replays the main line into a new game under preset p, to
// count its final position. A record with an illegal move is replayed
// again with ReplayLenient, since the count needs the final position and
// the record shows it; when the first illegal move repeats a position or
// breaks a ko (legal under the rules the record was played with, or a
// recapture whose threats are missing), that replay is under simple ko.
// broke lists the moves the replay played or skipped against the rules,
// the first of the strict replay first; ill is a move even that replay
// cannot take (Illegal.Cause), which leaves no final position.
func (r *Record) FinalPosition(p rules.Preset) (gm *engine.Game, broke []*Illegal, ill *Illegal) {
	gm = engine.NewGame(r.Geometry, p)
	first := r.Replay(gm, -1)
	if first == nil || first.Cause != "" {
		return gm, nil, first
	}
	if first.Reason == engine.Superko || first.Reason == engine.Ko {
		p.Ko = rules.KoSimple
	}
	gm = engine.NewGame(r.Geometry, p)
	ill, broke = r.ReplayLenient(gm, -1)
	if len(broke) == 0 || broke[0].Number != first.Number {
		broke = append([]*Illegal{first}, broke...)
	}
	return gm, broke, ill
}
