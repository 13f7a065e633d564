package engine

import (
	"github.com/gtp-referee/gtp-referee/areacount"
	"github.com/gtp-referee/gtp-referee/geom"
	"github.com/gtp-referee/gtp-referee/ko"
	"github.com/gtp-referee/gtp-referee/rules"
	"github.com/gtp-referee/gtp-referee/zobrist"
)

// Move is a move or a setup stone of a game. Point is geom.Pass for a pass.
type Move struct {
	Colour geom.Colour
	Point  geom.Point
	// Setup marks a stone placed (or, with Colour Empty, a point cleared)
	// by setup rather than played: it captures nothing and is not a turn.
	Setup bool
}

// setupSentinel stands in the history for the position after a setup stone
// that is followed by another setup stone, and for the start of a game that
// begins with setup stones, so that it matches no position.
const setupSentinel = 0x5e7095e7095e7095

// checkpointEvery is the number of moves between two saved boards; Undo
// restores the nearest saved board and replays at most this many moves.
// Boards are saved from a game's first undo on; that undo replays the
// whole game once.
const checkpointEvery = 128

// Game is a board with its history under a rule preset: it applies the ko
// rule (through package ko), counts consecutive passes, detects full-board
// cycles under simple ko, and undoes moves.
type Game struct {
	preset   rules.Preset
	g        *geom.Geometry
	board    Board
	blank    Board          // an empty board of geometry blankFor
	blankFor *geom.Geometry // copied by Reset, cheaper than Board.Reset
	moves    []Move
	hist     ko.History    // keys per preset: see key
	saved    []Board       // saved[k]: the board before move k*checkpointEvery
	saving   bool          // whether record keeps saved (once undo is used)
	occupied geom.Bitboard // points that have held a stone in this game
	fresh    []bool        // fresh[i]: moves[i] put the first stone on its point
	// turns[i] is the colour to move in the position after the first i
	// entries of moves, as its history key was last made (see rekey),
	// whatever the ko rule, and before[i] the colour it had just before
	// moves[i] was recorded, which may re-key it: SetRules keys the
	// positions again with them, and Undo puts back the colour.
	turns    []geom.Colour
	before   []geom.Colour
	toMove   geom.Colour
	passes   int
	cycleAt  int // move count at which a cycle ended the game, or -1
	komi     float64
	handicap int
}

// NewGame returns an empty game on geometry g under preset p, with the
// preset's komi.
func NewGame(g *geom.Geometry, p rules.Preset) *Game {
	gm := &Game{preset: p, komi: p.Komi}
	gm.Reset(g)
	return gm
}

// Reset clears the board (giving it geometry g) and the history, keeping the
// preset and komi.
func (gm *Game) Reset(g *geom.Geometry) {
	gm.g = g
	if gm.blankFor != g {
		gm.blank.Reset(g)
		gm.blankFor = g
	}
	gm.board = gm.blank
	gm.moves = gm.moves[:0]
	gm.hist.Reset()
	gm.saved = gm.saved[:0]
	gm.saving = false
	gm.occupied = geom.Bitboard{}
	gm.fresh = gm.fresh[:0]
	gm.toMove = geom.Black
	gm.passes = 0
	gm.cycleAt = -1
	gm.handicap = 0
	gm.hist.Push(gm.key(gm.board.hash, geom.Black))
	gm.turns = append(gm.turns[:0], geom.Black)
	gm.before = gm.before[:0]
}

// Geometry returns the board geometry.
func (gm *Game) Geometry() *geom.Geometry { return gm.g }

// Board returns the current position. It must not be modified.
func (gm *Game) Board() *Board { return &gm.board }

// Rules returns the preset in force.
func (gm *Game) Rules() rules.Preset { return gm.preset }

// SetRules changes the preset, keeping the position, history, komi,
// handicap and the colour to move. The history is keyed again under the
// new ko rule with the colour to move that each position had, as SetToMove
// or a move out of turn left it, not only as the moves alone give it.
func (gm *Game) SetRules(p rules.Preset) {
	moves := append([]Move(nil), gm.moves...)
	before := append([]geom.Colour(nil), gm.before...)
	h, to := gm.handicap, gm.toMove
	gm.preset = p
	gm.Reset(gm.g)
	for i, m := range moves {
		gm.SetToMove(before[i])
		gm.record(m)
	}
	gm.SetToMove(to)
	gm.handicap = h
}

// Komi returns the komi in points.
func (gm *Game) Komi() float64 { return gm.komi }

// SetKomi sets the komi in points.
func (gm *Game) SetKomi(k float64) { gm.komi = k + 0 } // -0 is 0

// Handicap returns the number of handicap stones recorded for scoring.
func (gm *Game) Handicap() int { return gm.handicap }

// SetHandicap records the number of handicap stones, for the preset's
// compensation.
func (gm *Game) SetHandicap(n int) { gm.handicap = n }

// Moves returns the moves and setup stones so far. It must not be modified.
func (gm *Game) Moves() []Move { return gm.moves }

// ToMove returns the colour expected to move next: the opponent of the last
// mover, Black at the start.
func (gm *Game) ToMove() geom.Colour { return gm.toMove }

// SetToMove sets the colour to move (SGF PL, gogui-setup_player). The
// current position is recorded again with c to move, for the ko rules that
// tell positions apart by the side to move.
func (gm *Game) SetToMove(c geom.Colour) {
	gm.rekey(c)
	gm.toMove = c
}

// rekey replaces the history key of the current position by its key with c
// to move, when it was recorded with the other colour to move: the side to
// move of a position is the colour that moves from it, which
// gogui-setup_player, SGF PL or simply the move says (a move out of turn
// too, as GNU Go 3.8 keys its situational superko). It also
// remembers c as the position's colour to move (turns). Under positional
// superko both keys are the same and the key does not change.
func (gm *Game) rekey(c geom.Colour) {
	top, ok := gm.hist.Top()
	if ok {
		gm.turns[len(gm.turns)-1] = c
	}
	want := gm.key(gm.board.hash, c)
	if !ok || top == want || top != gm.key(gm.board.hash, c.Opp()) {
		return
	}
	gm.hist.Pop()
	gm.hist.Push(want)
}

// Passes returns the number of consecutive passes that end the move list.
func (gm *Game) Passes() int { return gm.passes }

// Over reports whether play has ended: two consecutive passes, or a cycle
// under simple ko.
func (gm *Game) Over() bool { return gm.passes >= 2 || gm.cycleAt >= 0 }

// NoResult reports whether a full-board cycle under simple ko ended the
// game: the same position with the same player to move arose a third time,
// by a move other than a pass.
func (gm *Game) NoResult() bool { return gm.cycleAt >= 0 }

// CycleMove returns the number (from 1, setup stones not counted) of the
// move that ended the game by a full-board cycle under simple ko
// (NoResult), or 0.
func (gm *Game) CycleMove() int {
	k := 0
	for _, m := range gm.moves[:max(gm.cycleAt, 0)] {
		if !m.Setup {
			k++
		}
	}
	return k
}

// NoResultReason says why a game with NoResult has no result (RULES.md
// section 3: such a game ends with none, where a count would give one).
const NoResultReason = "no result: a full-board cycle under simple ko"

// key is the history key of a board hash with colour c to move: the bare
// hash under positional superko, the hash with the side to move otherwise
// (situational superko, and cycle detection under simple ko).
func (gm *Game) key(hash uint64, c geom.Colour) uint64 {
	if gm.preset.Ko == rules.KoPositional || c != geom.White {
		return hash
	}
	return hash ^ zobrist.WhiteToMove()
}

// Check tells whether colour c may play at p under the preset, without
// playing. A pass is always legal.
func (gm *Game) Check(c geom.Colour, p geom.Point) Reason {
	if p == geom.Pass {
		return Legal
	}
	if !gm.g.OnBoard(p) {
		return OffBoard
	}
	// Fast path: a point that has never held a stone and has an empty
	// neighbour takes any move. It is empty and not the ko point, the
	// empty neighbour rules out suicide, and no earlier position had a
	// stone there, so no superko can object.
	if !gm.occupied.Has(p) && gm.board.nbr[p]&15 != 0 {
		return Legal
	}
	info, r := gm.board.Check(c, p, gm.preset.SuicideLegal)
	if r != Legal || gm.preset.Ko == rules.KoSimple {
		return r
	}
	// Cheap path: a move that removes nothing on a point never occupied
	// before cannot recreate an earlier position.
	if info.Captures == 0 && !info.Suicide && !gm.occupied.Has(p) {
		return Legal
	}
	if key := gm.key(info.Hash, c.Opp()); gm.hist.Contains(key) {
		after := gm.board
		after.Apply(c, p)
		if gm.seen(key, &after, gm.hist.Len(), 1) > 0 {
			return Superko
		}
	}
	return Legal
}

// seen returns how many of the first n positions of the history have key
// and the stones of b, counting no further than enough. A key match alone
// does not make a repetition: the stones are compared too (RULES.md
// section 3), so that positions whose 64-bit keys collide are never taken
// for one another. Only a key match pays for this, a replay of the game.
func (gm *Game) seen(key uint64, b *Board, n, enough int) int {
	count := 0
	pos := gm.blank
	for i := 0; i < n && count < enough; i++ {
		if i > 0 {
			applyMove(&pos, gm.moves[i-1])
		}
		if gm.hist.At(i) == key && pos.stones == b.stones {
			count++
		}
	}
	return count
}

// Play plays colour c at p (or passes) if the preset allows it; otherwise it
// returns the reason and leaves the game unchanged. Colours need not
// alternate.
func (gm *Game) Play(c geom.Colour, p geom.Point) Reason {
	if r := gm.Check(c, p); r != Legal {
		return r
	}
	gm.record(Move{Colour: c, Point: p})
	return Legal
}

// Force plays colour c at p even when a ko rule or the suicide rule
// forbids it: for replaying a record whose moves the rules would refuse, a
// recording error such as a ko recapture without the pair of threats
// between, or a suicide. Captures follow the board as for Play, and a
// suicide removes the mover's chain as under a preset that allows it. It
// refuses, returning the reason and leaving the game unchanged, a move
// that cannot be played at all: an occupied or off-board point.
func (gm *Game) Force(c geom.Colour, p geom.Point) Reason {
	switch r := gm.Check(c, p); r {
	case Legal, Ko, Superko, Suicide:
		gm.record(Move{Colour: c, Point: p})
		return Legal
	default:
		return r
	}
}

// Setup places a setup stone of colour c at p, or clears p when c is Empty.
// Setup stones capture nothing and are not turns; Undo removes them like
// moves.
func (gm *Game) Setup(c geom.Colour, p geom.Point) {
	gm.record(Move{Colour: c, Point: p, Setup: true})
}

// record applies a move known to be legal and updates the history.
func (gm *Game) record(m Move) {
	n := len(gm.moves)
	gm.before = append(gm.before, gm.turns[n])
	if gm.saving && n%checkpointEvery == 0 {
		switch k := n / checkpointEvery; {
		case k < len(gm.saved):
			gm.saved[k] = gm.board
		case k == len(gm.saved):
			gm.saved = append(gm.saved, gm.board)
		}
	}
	if !m.Setup && m.Colour != geom.Empty {
		// The colour that moves from a position is the one to move
		// there: the first move from a set-up position (or the empty
		// board), and a move out of turn (setup stones sent as plays),
		// key it again with the mover to move.
		gm.rekey(m.Colour)
	}
	gm.moves = append(gm.moves, m)
	gm.apply(m)
	fresh := m.Point != geom.Pass && m.Colour != geom.Empty && !gm.occupied.Has(m.Point)
	if fresh {
		gm.occupied.Set(m.Point)
	}
	gm.fresh = append(gm.fresh, fresh)
	if m.Setup {
		gm.passes = 0
	} else {
		gm.toMove = m.Colour.Opp()
		switch {
		case m.Point != geom.Pass:
			gm.passes = 0
		case gm.passes > 0 && gm.moves[n-1].Colour == m.Colour:
			// A second pass by the same player is no pass of both
			// (RULES.md section 1, article 7): the run starts again.
			gm.passes = 1
		default:
			gm.passes++
		}
	}
	if m.Setup && (n == 0 || gm.moves[n-1].Setup) {
		// Consecutive setup stones form one position (an SGF node): the
		// partial position before this stone was never a position of the
		// game, so superko must not see it. Nor was the empty board under
		// the setup stones a game begins with (a handicap, a record's
		// AB/AW, gogui-setup on a cleared board): the game begins at the
		// set-up position.
		gm.hist.Pop()
		gm.hist.Push(setupSentinel)
	}
	count := gm.hist.Push(gm.key(gm.board.hash, gm.toMove))
	gm.turns = append(gm.turns, gm.toMove)
	// A pass that brings a position back is not part of a cycle of play:
	// passes alone repeat the board, and two of them end play anyway.
	if count >= 3 && gm.preset.Ko == rules.KoSimple && gm.cycleAt < 0 && !m.Setup && m.Point != geom.Pass &&
		gm.seen(gm.key(gm.board.hash, gm.toMove), &gm.board, gm.hist.Len(), 3) >= 3 {
		gm.cycleAt = n + 1
	}
}

func (gm *Game) apply(m Move) { applyMove(&gm.board, m) }

// applyMove applies a move or setup stone to b.
func applyMove(b *Board, m Move) {
	switch {
	case m.Setup:
		b.Setup(m.Colour, m.Point)
	case m.Point == geom.Pass:
		b.koPoint = geom.Pass
	default:
		b.Apply(m.Colour, m.Point)
	}
}

// Undo takes back the last move or setup stone. It returns false when there
// is nothing to undo.
func (gm *Game) Undo() bool {
	n := len(gm.moves)
	if n == 0 {
		return false
	}
	last := gm.moves[n-1]
	n--
	gm.moves = gm.moves[:n]
	gm.hist.Pop()
	gm.turns = gm.turns[:n+1]
	prev := gm.before[n]
	gm.before = gm.before[:n]
	if gm.fresh[n] {
		gm.occupied.Clear(last.Point)
	}
	gm.fresh = gm.fresh[:n]
	if gm.cycleAt > n {
		gm.cycleAt = -1
	}
	k := n / checkpointEvery
	if !gm.saving || k >= len(gm.saved) {
		// Boards are saved only once a game has used undo (a replay never
		// pays for them): rebuild them from the start.
		gm.saving = true
		gm.saved = gm.saved[:0]
		gm.board = gm.blank
		for i, m := range gm.moves {
			if i%checkpointEvery == 0 {
				gm.saved = append(gm.saved, gm.board)
			}
			gm.apply(m)
		}
		if n%checkpointEvery == 0 {
			gm.saved = append(gm.saved, gm.board)
		}
	} else {
		gm.board = gm.saved[k]
		gm.saved = gm.saved[:k+1]
		for _, m := range gm.moves[k*checkpointEvery:] {
			gm.apply(m)
		}
	}
	gm.passes = 0
	// The colour to move is the one the position had before the undone
	// move: the opponent of its last mover, or the colour SetToMove
	// declared there (a handicap or a set-up position, a player to move
	// again). The undone move re-keyed that position with the mover's
	// colour where he was not the one to move there (the first move
	// from a set-up position, a move out of turn): that is undone too.
	if last.Setup && (n == 0 || gm.moves[n-1].Setup) {
		// The setup stone before the undone one is again the last of its
		// node, or the undone stone was the first of the game: put back
		// the key of the position before it in place of the sentinel.
		gm.hist.Pop()
		gm.hist.Push(gm.key(gm.board.hash, prev))
		gm.turns[n] = prev
	} else {
		gm.rekey(prev)
	}
	gm.toMove = prev
	for i := n - 1; i >= 0 && !gm.moves[i].Setup && gm.moves[i].Point == geom.Pass; i-- {
		if i < n-1 && gm.moves[i].Colour == gm.moves[i+1].Colour {
			break
		}
		gm.passes++
	}
	return true
}

// LegalMoves appends to dst every point where colour c may play under the
// preset (passes excluded).
func (gm *Game) LegalMoves(dst []geom.Point, c geom.Colour) []geom.Point {
	for _, p := range gm.g.Points {
		if gm.board.colour[p] == geom.Empty && gm.Check(c, p) == Legal {
			dst = append(dst, p)
		}
	}
	return dst
}

// Score counts the position by area with the stones in dead removed (dead
// may be nil), with the game's komi and the preset's handicap compensation.
func (gm *Game) Score(dead *geom.Bitboard) areacount.Score {
	b, w := gm.board.stones[0], gm.board.stones[1]
	return areacount.Score{
		Area:         areacount.Count(gm.g, &b, &w, dead),
		Komi:         gm.komi,
		Compensation: gm.preset.Handicap.Points(gm.handicap),
	}
}
