package judge

import (
	"context"
	"runtime"
	"slices"

	"github.com/gtp-referee/gtp-referee/engine"
	"github.com/gtp-referee/gtp-referee/geom"
	"github.com/gtp-referee/gtp-referee/rules"
)

// Thresholds of the classification. A chain's ownership is the mean, over
// its stones, of the point ownership seen from the chain's own colour
// (+1: its colour owned the point at the end of every playout, -1: the
// opponent always did).
const (
	// DeadThreshold: a chain whose ownership is at or below -DeadThreshold
	// is Dead.
	DeadThreshold = 0.7
	// AliveThreshold: a chain whose ownership is at or above
	// AliveThreshold is Alive (unless it is in seki).
	AliveThreshold = 0.7
	// SekiNeutral: an empty point next to stones of both colours, in an
	// empty region of at most SekiEyeMax points, that is still empty and
	// neutral (see Judgment.Neutral) at the end of at least this fraction
	// of the playouts, and where either colour's move would capture nothing
	// and leave its own chain with one liberty, is a shared liberty of a
	// seki (a dame between live groups, left empty because the playouts
	// protect both, fails the last test). The chains around it whose
	// ownership is at least SekiAlive are in seki.
	SekiNeutral = 0.5
	// SekiAlive is the chain ownership a seki chain needs (seki chains
	// survive nearly every playout).
	SekiAlive = 0.5
	// ProtectMaybe: chains whose ownership in the first quarter of the
	// playouts is between ProtectMaybe and ProtectThreshold are protected
	// in a share (own-ProtectMaybe)/(ProtectThreshold-ProtectMaybe) of
	// the rest.
	ProtectMaybe = 0.3
	// ProtectThreshold: chains whose ownership in the first quarter of
	// the playouts is at least this are protected in the rest (see
	// JudgeBoard).
	ProtectThreshold = 0.7
	// ProtectRegionMin: chains around an empty region of at least this
	// many points bordered by their colour alone (a territory) are
	// protected in all playouts.
	ProtectRegionMin = 8
	// TerritoryThreshold: in the second phase of playouts a player does
	// not play, except to capture or to save a chain in atari, on a point
	// the first phase gave to the opponent with at least this ownership;
	// below it, such a move is refused with probability
	// ownership/TerritoryThreshold (a smooth rule, so that the result does
	// not jump with small changes of the first phase).
	TerritoryThreshold = 0.4
	// SekiEyeMax is the largest empty region, bordered by one colour and
	// touching a seki chain, that is reported as an eye in seki.
	SekiEyeMax = 6
	// ResolveAlive: Score must give one answer, so an unsettled chain
	// counts as alive when its ownership is at least this, and as dead
	// below it (0.1: it survives in fewer than 55% of the playouts).
	// Players stop when they agree, and in real finished games the chains
	// that random play kills only most of the time are more often alive
	// than dead: on 158 professional games counted at the end (not in the
	// repository), the dead stones equal GNU Go's in 137 games with -0.1
	// against 129 with 0.4, and the count is more than five points from
	// the recorded result in 8 games against 17. Between -0.1 and 0.1 the
	// real games do not tell (146 of those 158 and 220 of 241 counted
	// Chinese games with GNU Go's dead stones either way; winner and
	// within one point the same to a game over seeds 1-3), while GNU Go
	// self-play agreement (TestGnugoAgreement, its first 314 games) is
	// 305/314 at -0.1, 306 at 0 and 308 at 0.1.
	ResolveAlive = 0.1
	// NoEyeResolve: an unsettled chain below this ownership whose group
	// has no liberty free of opponent stones (no room for an eye, see
	// hasEyeSpace) counts as dead. At 0.3 it killed a 16-stone chain at
	// ownership 0.2 that lives; over four seeds on the 158 professional
	// games, 0.1 picks the winner in 140-141 games against 139 for 0.3.
	NoEyeResolve = 0.1
	// SplitOwn: two neighbouring unsettled chains of opposite colours, one
	// going and one staying, are a fight the playouts split near even when
	// the staying one's ownership is below SplitOwn; the one with more
	// liberties stays (see Resolved). unsettledPair: 0.44 against 0.45.
	SplitOwn = 0.5
	// NakadeMax is the largest chain a playout may put in self-atari when
	// the move fills the opponent's eye space (see selfAtari).
	NakadeMax = 5
	// OpenRegionMin is the size from which a region reached by both
	// colours is treated as open territory rather than dame (see Score).
	OpenRegionMin = 6
)

// DefaultPlayouts is the playout count used when Options.Playouts is 0.
// On the professional games of ResolveAlive, 2048 playouts judged no
// better than 1024 (over three seeds), in twice the time.
const DefaultPlayouts = 1024

// shards is the number of fixed slices the playouts are cut into. Each
// shard has its own seed, so the result does not depend on Options.Workers
// or on scheduling.
const shards = 16

// Options tunes Judge.
type Options struct {
	// Playouts is the number of random playouts; 0 means DefaultPlayouts.
	Playouts int
	// Seed makes the playouts reproducible: the same seed, position and
	// playout count give the same Judgment.
	Seed uint64
	// Workers is the number of goroutines running playouts; 0 means
	// runtime.GOMAXPROCS(0). It does not change the result.
	Workers int
	// ResolveAlive overrides the ResolveAlive threshold when nonzero
	// (for experiments).
	ResolveAlive float64
	// ToMove is the side to move in a game that is not over, geom.Empty
	// when there is none (Judge takes it from the game): a ko stone in
	// atari that its owner can connect lives when it is his move.
	ToMove geom.Colour
	// LastMove is the point of the last stone played in a game that is
	// not over, geom.Pass when there is none (Judge takes it from the
	// game, a pass or a setup stone giving none): a chain its stone put in
	// atari is answered before the count (rescued).
	LastMove geom.Point
	// first is who plays first in half the playouts when no side is to
	// move (ToMove is geom.Empty): Judge takes the player whose turn it
	// would be in a game both players passed, so that the judgment of a
	// record with its colours swapped is the swapped judgment.
	first geom.Colour
	// passedOut says that two passes ended the game (Judge takes it from
	// the game): the player whose turn it would be may resume play
	// (RULES.md Art. 7 and 21) and settles what is left open.
	passedOut bool
}

// Status is the judged state of a point.
type Status uint8

// The statuses. Stones are Alive, Dead, Seki or Unsettled; empty points are
// None, or Seki when they are a shared liberty or an eye of a seki.
const (
	None Status = iota
	Alive
	Dead
	Seki
	Unsettled
)

var statusNames = [...]string{"none", "alive", "dead", "seki", "unsettled"}

// String returns "alive", "dead", "seki", "unsettled" or "none".
func (s Status) String() string { return statusNames[s] }

// Judgment is the outcome of Judge for one position.
type Judgment struct {
	g     *geom.Geometry
	board engine.Board
	// Ownership holds, for every point (indexed by geom.Point, length
	// g.Cells; off-board cells are 0), the mean owner over the playouts:
	// +1 Black, -1 White. Points of pass-alive areas are exactly +1 or -1.
	Ownership []float64
	// Neutral holds, per point, the fraction of playouts that ended with
	// the point empty and as near to Black's stones as to White's (a
	// shared liberty, a dame), or out of reach of both.
	Neutral []float64
	// ChainOwnership holds, per stone, the mean ownership of its chain
	// seen from the chain's colour.
	ChainOwnership  []float64
	status          []Status
	resolveAlive    float64
	toMove          geom.Colour   // Options.ToMove
	turn            geom.Colour   // Options.ToMove, else the player whose turn it would be after the passes (Options.first)
	passedOut       bool          // two passes ended the game (Options.passedOut)
	saved           geom.Bitboard // after two passes, the stones of the chains in atari their owners connect (passedOutAtaris)
	connectedOut    geom.Point    // the side to move's one chain in atari that ataried had him connect out (onlyConnectOut), geom.Pass if none
	territory       bool          // the preset counts territory (see vitalPointDead)
	lastMove        geom.Point    // Options.LastMove
	unsavable       geom.Bitboard // the side to move's unsettled chains that he cannot save (unsavableOwn), counted dead by resolved
	rescue          geom.Point    // the side to move's answer to an atari (rescued), his living move (bestLivingMove), his block of a hane (blockIntrusion) or his stone on the vital point of a nakade shape (vitalPointDead), geom.Pass if none
	liveMoves       []geom.Point  // the side to move's moves of which a group of his needs one to live (livingMoves)
	liveRegion      geom.Bitboard // the region of the search that found liveMoves
	liveTarget      geom.Point    // the chain that needs one of liveMoves
	livePocket      bool          // liveMoves come from a pocket region (pocketRegion)
	rescueLocal     bool          // rescue is a living move: judgeAnswered adopts the second judgment in liveRegion only
	rescue2         geom.Point    // the opponent's answer to an atari that rescue made, geom.Pass if none
	rescueBlock     bool          // rescue blocks the last move's intrusion (blockIntrusion): no second judgment
	rescueVital     bool          // rescue is the vital point of a nakade shape, whose stone kills the opponent's group or makes his own live (vitalPointDead): no second judgment
	rescueKo        bool          // rescue (rescueVital) starts the kill of a bent four in the corner with an outside liberty, by a ko that the attacker takes first: resolving it costs him a second move while the defender fills a dame (fillRules.koKill)
	rescueJoinsDead bool          // rescue joins the chain to none the judgment has alive: judgeAnswered drops it unless the chain then lives
	rescueOfAlive   bool          // rescue saves a chain the judgment has alive (in atari, its ownership low): judgeAnswered drops it unless a verdict elsewhere changes or it comes before a capture by reading (answerBeforeReading)
	// PassAlive is the union of both colours' pass-alive areas (Benson):
	// chains and the regions they own.
	PassAlive geom.Bitboard
	// Dead holds the stones judged dead.
	Dead geom.Bitboard
	// Seki holds the stones in seki and the empty points (shared liberties
	// and eyes) of the seki.
	Seki geom.Bitboard
	// Unsettled holds the stones neither clearly dead nor clearly alive.
	Unsettled geom.Bitboard
	// Playouts is the number of playouts run (both phases).
	Playouts int
	// sc is the working space of the judgment (see scratch).
	sc *scratch
}

// FinishedOpenMax is the largest number of open points (Judgment.Open) of
// a position taken as finished: a finished game has a few dame; a game
// stopped with whole areas open still has ko threats and room for new
// eyes (estimate_score has its own bound, EstimateOpenMin). It was 10:
// the final position of a professional game counted at the end
// (koConnect, Tono Hiroaki against Chen Zude, 1977) has 9 to 12 by seed,
// every one a dame, and where it passed 10 its ko was no longer left to
// the side to move (TestKoConnect failed at seed 4, and at every seed once
// the playouts stopped protecting a stone played on a taken protected
// stone's point).
const FinishedOpenMax = 12

// OpenBelow is the ownership below which (either way) an empty point is
// open for Judgment.Open.
const OpenBelow = 0.6

// Open counts the empty points that the playouts give to neither side
// with at least OpenBelow: a few dame in a finished game, whole areas in
// one still being played.
func (j *Judgment) Open() int {
	n := 0
	for _, q := range j.g.Points {
		if j.board.At(q) == geom.Empty && j.Ownership[q] < OpenBelow && j.Ownership[q] > -OpenBelow {
			n++
		}
	}
	return n
}

// FinishedDameRegion is the size, in points, of the largest empty region
// whose open points are dame for finished: a gap between two walls, the
// mouth of an eye space, a short row of dame (the regions the dame moves
// of TestGnugoDameCut fill).
const FinishedDameRegion = 3

// FinishedDameMax bounds the open points of a position that finished takes
// as finished by its dame alone (a bound chosen, not measured).
const FinishedDameMax = 40

// finished reports whether the position is taken as finished: at most
// FinishedOpenMax open points, or at most FinishedDameMax whose every one
// lies in an empty region of FinishedDameRegion points or fewer. A record
// that stops where the players stopped leaves the dame unfilled, often
// more than FinishedOpenMax of them, and every one is open to the
// playouts; a game still being played has open areas. In the position of
// corpus record 5100dfd3cb472a84 where GNU Go's play-out left only dame
// (TestFinishedWithManyDame), 14 dame in small regions had it taken as
// still being played: White, to move, did not connect out his one chain
// in atari (ataried), which was listed dead, four points off GNU Go's
// count of the play-out. On GNU Go's play-outs of late corpus
// resignations cut where only dame are left (TestProPlayoutCuts) it
// brought 161 of 182 within one point, against 159; GNU Go's self-play
// dame cuts (TestGnugoDameCut) and self-play agreement were unchanged, and
// of 1,000 corpus records one count moved, by a point (4ba19b200d9d84da:
// Black, to move, takes the ko at F14 in his filling order). It also takes some
// positions with a fight left as finished: the final position of record
// 5100dfd3cb472a84 itself (16 open points) is counted with Black's capture
// of M8 by reading (his M7, as GNU Go played), but in GNU Go's play-out
// White then took N3-O3-O4 (W O5, B P5, W P4, B F16 elsewhere, W O5):
// B+1.5 for its W+4.5, where the count (score's seed 1) had been W+4.5.
func (j *Judgment) finished() bool {
	n := j.Open()
	if n <= FinishedOpenMax {
		return true
	}
	if n > FinishedDameMax {
		return false
	}
	small := smallEmptyRegions(&j.board, FinishedDameRegion)
	for _, q := range j.g.Points {
		if j.board.At(q) == geom.Empty && j.Ownership[q] < OpenBelow && j.Ownership[q] > -OpenBelow && !small.Has(q) {
			return false
		}
	}
	return true
}

// ExpectedArea returns Black's expected area minus White's: the sum of the
// Ownership over the board, each point counted for the side that owns it
// at the end of the playouts. In a position still being played it is the
// playouts' estimate of the count (without komi), where Score, which
// settles every region, splits an open area by distance.
func (j *Judgment) ExpectedArea() float64 {
	sum := 0.0
	for _, p := range j.g.Points {
		sum += j.Ownership[p]
	}
	return sum
}

// Geometry returns the board geometry of the judged position.
func (j *Judgment) Geometry() *geom.Geometry { return j.g }

// Board returns the judged position. It must not be modified.
func (j *Judgment) Board() *engine.Board { return &j.board }

// Status returns the status of point p.
func (j *Judgment) Status(p geom.Point) Status { return j.status[p] }

// DeadChains returns the dead chains, each as its stones, in board order of
// their first stone.
func (j *Judgment) DeadChains() [][]geom.Point { return j.chains(&j.Dead) }

// SekiChains returns the chains in seki like DeadChains.
func (j *Judgment) SekiChains() [][]geom.Point {
	stones := j.board.Stones(geom.Black).Or(j.board.Stones(geom.White))
	seki := j.Seki.And(stones)
	return j.chains(&seki)
}

// List returns the points with status st in board order (g.Points): for
// GTP final_status_list, List(Dead), List(Alive), List(Seki).
func (j *Judgment) List(st Status) []geom.Point {
	var out []geom.Point
	for _, p := range j.g.Points {
		if j.status[p] == st {
			out = append(out, p)
		}
	}
	return out
}

// UnsettledChains returns the unsettled chains like DeadChains.
func (j *Judgment) UnsettledChains() [][]geom.Point { return j.chains(&j.Unsettled) }

func (j *Judgment) chains(set *geom.Bitboard) [][]geom.Point {
	var out [][]geom.Point
	var seen geom.Bitboard
	for _, p := range j.g.Points {
		if set.Has(p) && !seen.Has(p) {
			c := j.board.ChainStones(nil, p)
			for _, s := range c {
				seen.Set(s)
			}
			out = append(out, c)
		}
	}
	return out
}

// Resolved returns the stones to remove before counting: the dead stones
// plus the unsettled stones whose chain ownership is below ResolveAlive.
// Of two unsettled chains of opposite colours next to each other and to no
// other unsettled chain, one going and one staying at an ownership below
// SplitOwn, the one with more liberties stays and the other goes; of two
// that would both go, the one with more liberties stays (on
// equal liberties, the one with the higher ownership).
// In a finished position, an unsettled lone stone that the last move took
// a ko with stays where the ko ban forbids the side to move to take it
// back and he has no more ko threats than its owner (koBanKept): its
// owner connects first.
// Last, an unsettled chain that stays but that the side to move
// (Options.ToMove) captures by reading (capturable: one or two
// liberties, ladders included), other than by taking a ko, goes: the
// playouts, which start with either side, leave a race near even that the
// side to move wins (GNU Go game 7 cut by three, a chain of 25 stones);
// not where his move answers the atari of the last move (rescued). It
// comes after the rules above, so that the capture leaves the verdicts
// on the chain's neighbours as they were: placed before them, it took a
// lone stone in atari whose neighbour the pair rule then kept alive, and a
// corpus record's count swung by 29 points. In a finished position
// (FinishedOpenMax) the same goes for an Alive chain of two liberties or
// fewer, not pass-alive, whose neighbours of the other colour are all
// Alive: the playouts, busy elsewhere, let its owner save it first (GNU Go
// game 70 cut by three: White's B5-B6, which Black captures by A5 and A6
// in GNU Go's game, had an ownership of 0.995). Not in a position still
// being played, where he has one move for many such chains: on 1,600
// resigned corpus records the rule without that gate changed 182 counts,
// 165 of them away from the recorded winner.
func (j *Judgment) Resolved() geom.Bitboard { return j.resolved(j.rescue == geom.Pass) }

// resolved is Resolved, with the side to move's captures by reading (the
// last rule) taken only where reading is set: not where he has an answer
// to play instead.
func (j *Judgment) resolved(reading bool) geom.Bitboard {
	d := j.Dead
	b := &j.board
	buf := make([]geom.Point, 0, geom.MaxCells)
	for p := range j.Unsettled.All() {
		// One decision per chain, at its root.
		if b.Chain(p) != p {
			continue
		}
		own := j.ChainOwnership[p]
		if own < j.resolveAlive || (own < NoEyeResolve && !j.hasEyeSpace(p)) {
			buf = b.ChainStones(buf[:0], p)
			for _, s := range buf {
				d.Set(s)
			}
		}
	}
	// Of two unsettled chains of opposite colours next to each other and
	// to no other unsettled chain, that the playouts split near even (the
	// staying one below SplitOwn), one going and one staying, the one with
	// more liberties wins the fight between them: it stays and the other
	// goes.
	only := func(p geom.Point) geom.Point { // p's one unsettled rival, or Pass
		r, k := geom.Pass, 0
		j.rivals(p, func(n geom.Point) {
			if n != r {
				r = n
				k++
			}
		})
		if k != 1 {
			return geom.Pass
		}
		return r
	}
	var swapIn, swapOut geom.Bitboard
	for p := range j.Unsettled.All() {
		if b.Chain(p) != p || !d.Has(p) {
			continue
		}
		n := only(p)
		if n == geom.Pass || d.Has(n) || only(n) != p || j.ChainOwnership[n] >= SplitOwn {
			continue
		}
		if lp, ln := b.Liberties(p), b.Liberties(n); lp.Count() > ln.Count() {
			swapIn.Set(p)
			swapOut.Set(n)
		}
	}
	for p := range swapIn.All() {
		for _, s := range b.ChainStones(buf[:0], p) {
			d.Clear(s)
		}
	}
	for p := range swapOut.All() {
		for _, s := range b.ChainStones(buf[:0], p) {
			d.Set(s)
		}
	}
	// Two unsettled chains of opposite colours next to each other cannot
	// both die: the one with more liberties wins the fight between them
	// (on equal liberties, the one the playouts favour; where they favour
	// neither, as in a race of equal outside liberties that the local
	// search leaves at even, the side to move wins it, and with no side
	// to move both stay).
	var keep geom.Bitboard
	for p := range j.Unsettled.All() {
		if b.Chain(p) != p || !d.Has(p) {
			continue
		}
		lp := b.Liberties(p)
		j.rivals(p, func(n geom.Point) {
			ln := b.Liberties(n)
			op, on := j.ChainOwnership[p], j.ChainOwnership[n]
			if d.Has(n) && (lp.Count() > ln.Count() || lp.Count() == ln.Count() && (on < op || on == op && j.toMove != b.At(p).Opp())) {
				keep.Set(p)
			}
		})
	}
	for p := range keep.All() {
		buf = b.ChainStones(buf[:0], p)
		for _, s := range buf {
			d.Clear(s)
		}
	}
	// In a finished position, the lone stone that the last move took a
	// ko with stays where the ko ban forbids the side to move to take it
	// back, he has no more ko threats than its owner, and its owner's
	// connection at the ko point leaves two liberties or more: he
	// connects next (koBanKept).
	if k := j.koBanKept(&d); k != geom.Pass {
		d.Clear(k)
	}
	// A race the side to move wins by reading; not where his move is the
	// answer to the last move's atari (rescued), which Score plays first,
	// nor a chain in atari he leaves to save one of his own (savesFirst).
	// In a finished position an unsettled chain of three liberties is
	// read too, and its dead unsettled rivals then live (capturableThree:
	// corpus record a12d1b6f1000876d before White's last move, Black's
	// group of 18 stones with the liberties P18, P19 and Q19 against
	// White's corner with one eye, which White to move kills, GNU Go 3.8's
	// owl_attack at level 10 too; TestCapturableThreeLiberties).
	cands := j.Unsettled
	if reading && (j.toMove == geom.Black || j.toMove == geom.White) && j.finished() {
		opp := b.Stones(j.toMove.Opp())
		for p := range opp.All() {
			if b.Chain(p) == p && j.status[p] == Alive && !j.PassAlive.Has(p) && libsAtMost(b, p, 2) && j.besiegedByLive(p) {
				cands.Set(p)
			}
		}
	}
	var revive geom.Bitboard
	for p := range cands.All() {
		c := b.At(p)
		if b.Chain(p) != p || d.Has(p) || j.toMove != c.Opp() || !reading {
			continue
		}
		three := false
		if !capturable(j.g, b, p) {
			if three = j.Unsettled.Has(p) && j.finished() && capturableThree(j.g, b, p); !three {
				continue
			}
		}
		if (b.InAtari(p) && isKoTake(b, c.Opp(), b.AtariLiberty(p))) || j.savesFirst(p) {
			continue
		}
		buf = b.ChainStones(buf[:0], p)
		for _, s := range buf {
			d.Set(s)
		}
		if three {
			// Its unsettled rivals that went with it live: the
			// capture frees them (two rivals cannot both die).
			for _, s := range buf {
				for _, dir := range j.g.Dirs {
					if n := s + dir; b.At(n) == c.Opp() && j.Unsettled.Has(n) && d.Has(n) {
						revive.Set(b.Chain(n))
					}
				}
			}
		}
	}
	for n := range revive.All() {
		buf = b.ChainStones(buf[:0], n)
		for _, s := range buf {
			d.Clear(s)
		}
	}
	// The side to move's own chains that he cannot save (unsavableOwn),
	// but not one whose capturers (the opponent's chains next to it or to
	// its liberties) all go: their capture leaves it the eye space they
	// shut (capturersDead).
	for p := range j.unsavable.And(j.Unsettled).All() {
		if b.Chain(p) != p || j.capturersDead(p, &d) {
			continue
		}
		for _, s := range b.ChainStones(buf[:0], p) {
			d.Set(s)
		}
	}
	return d
}

// capturersDead reports whether every opponent stone next to the chain at
// p or to one of its liberties is in dead, and there is one: then the
// chain's capture, which unsavableOwn foresees, is made by stones that are
// removed themselves. Corpus record 968a50d18bfa3f4f (Black to move):
// Black's lone T19, with the liberties S19 and T18, which White's R19-S18
// and S17-T17 surround, counted dead as unsavable though those White
// stones are dead too (GNU Go 3.8: final_status_list dead lists them and
// not T19; owl_defend S18 "0"), TestUnsavableCapturersDead.
func (j *Judgment) capturersDead(p geom.Point, dead *geom.Bitboard) bool {
	b := &j.board
	opp := b.At(p).Opp()
	var stones [geom.MaxCells]geom.Point
	seen := false
	for _, s := range b.ChainStones(stones[:0], p) {
		for _, dir := range j.g.Dirs {
			n := s + dir
			switch b.At(n) {
			case opp:
				if !dead.Has(n) {
					return false
				}
				seen = true
			case geom.Empty:
				for _, dir2 := range j.g.Dirs {
					if x := n + dir2; b.At(x) == opp {
						if !dead.Has(x) {
							return false
						}
						seen = true
					}
				}
			}
		}
	}
	return seen
}

// koBanKept returns the unsettled lone stone that the last move took a ko
// with, in a finished position, where the board's ko ban forbids the side
// to move to take it back and its owner's stone at the ko point (the
// connection) leaves the two with two liberties or more, and joins it to
// no chain of his that dead (the stones going so far) holds: a dead chain
// does not save it (TestKoBanKeepsNoDeadGroup); else geom.Pass.
// Where the side to move has no more ko threats than the owner
// (koThreats) he cannot retake after a move elsewhere: the owner connects
// first. Where he has more, he plays one, the owner answers, he retakes,
// and the owner runs out of threats first: the stone is not kept, and the
// filling, whose ko ban koFight lifts, takes it (GNU Go game 202 cut by
// five, the threat C3: W+13.5 with H9 kept, W+9.5 after, GNU Go's count;
// TestKoBanThreatRetakes). The playouts, which leave
// the connection to chance, can lose it (GNU Go game 36 cut by five:
// White's F1, ownership 0.06, whose loss counted W+52 against GNU Go's
// W+54; kept, W+55). Not where the owner's connection would leave the
// two in atari: there the other rules decide.
func (j *Judgment) koBanKept(dead *geom.Bitboard) geom.Point {
	b := &j.board
	if (j.toMove != geom.Black && j.toMove != geom.White) || !j.finished() {
		return geom.Pass
	}
	k := b.KoPoint(j.toMove)
	if k == geom.Pass {
		return geom.Pass
	}
	c := j.toMove.Opp()
	for _, d := range j.g.Dirs {
		p := k + d
		if b.At(p) != c || !j.Unsettled.Has(p) || b.ChainSize(p) != 1 || !b.InAtari(p) || b.AtariLiberty(p) != k {
			continue
		}
		if _, r := b.Check(c, k, false); r != engine.Legal {
			return geom.Pass
		}
		if koThreats(j.g, b, dead, j.toMove) > koThreats(j.g, b, dead, c) {
			return geom.Pass
		}
		for _, e := range j.g.Dirs {
			if q := k + e; q != p && b.At(q) == c && dead.Has(q) {
				return geom.Pass
			}
		}
		child := *b
		child.Apply(c, k)
		if l := child.Liberties(k); l.Count() >= 2 {
			return p
		}
	}
	return geom.Pass
}

// besiegedByLive reports whether every chain of the other colour next to
// the chain at p is Alive.
func (j *Judgment) besiegedByLive(p geom.Point) bool {
	b := &j.board
	c := b.At(p)
	var buf [geom.MaxCells]geom.Point
	for _, s := range b.ChainStones(buf[:0], p) {
		for _, d := range j.g.Dirs {
			if n := s + d; b.At(n) == c.Opp() && j.status[n] != Alive {
				return false
			}
		}
	}
	return true
}

// rivals calls fn with the root of each unsettled chain of the other
// colour next to the chain at root p (once for each stone of p's chain
// that touches it).
func (j *Judgment) rivals(p geom.Point, fn func(n geom.Point)) {
	b := &j.board
	var buf [geom.MaxCells]geom.Point
	for _, s := range b.ChainStones(buf[:0], p) {
		for _, dir := range j.g.Dirs {
			if n := s + dir; b.At(n) == b.At(p).Opp() && j.Unsettled.Has(n) {
				fn(b.Chain(n))
			}
		}
	}
}

// hasEyeSpace reports whether the group of the chain through p (its chain
// and the chains of its colour that share a liberty with it, transitively)
// has a liberty with no opponent stone next to it: a point where an eye
// could be made.
func (j *Judgment) hasEyeSpace(p geom.Point) bool {
	found := false
	var buf [geom.MaxCells]geom.Point
	j.walkGroup(j.board.Chain(p), func(geom.Point) bool { return true }, func(_ geom.Point, private bool) bool {
		found = private
		return !found
	}, buf[:0])
	return found
}

// walkGroup walks the group of the chain at root p: the chains of its
// colour that share a liberty with it, transitively, those that join
// allows (it is asked once of each chain found next to a liberty). It calls
// lib once for each liberty of the group, with whether no opponent stone
// is next to it (private); lib returning false stops the walk. It returns
// the roots of the chains walked, appended to members.
func (j *Judgment) walkGroup(p geom.Point, join func(root geom.Point) bool, lib func(l geom.Point, private bool) bool, members []geom.Point) []geom.Point {
	b, g := &j.board, j.g
	c := b.At(p)
	var asked, seen geom.Bitboard
	asked.Set(p)
	members = append(members, p)
	buf := make([]geom.Point, 0, geom.MaxCells)
	for i := 0; i < len(members); i++ {
		buf = b.ChainStones(buf[:0], members[i])
		for _, s := range buf {
			for _, d := range g.Dirs {
				l := s + d
				if b.At(l) != geom.Empty || seen.Has(l) {
					continue
				}
				seen.Set(l)
				private := true
				for _, d2 := range g.Dirs {
					switch n := l + d2; b.At(n) {
					case c.Opp():
						private = false
					case c:
						if r := b.Chain(n); !asked.Has(r) {
							asked.Set(r)
							if join(r) {
								members = append(members, r)
							}
						}
					}
				}
				if !lib(l, private) {
					return members
				}
			}
		}
	}
	return members
}

// Judge judges the current position of gm under its preset (the suicide
// rule matters to Benson's algorithm and to nothing else).
func Judge(ctx context.Context, gm *engine.Game, opts Options) (*Judgment, error) {
	if opts.ToMove == geom.Empty && !gm.Over() {
		opts.ToMove = gm.ToMove()
	}
	if opts.first == geom.Empty {
		opts.first = gm.ToMove()
	}
	opts.passedOut = gm.Passes() >= 2
	if ms := gm.Moves(); opts.LastMove == geom.Pass && !gm.Over() && len(ms) > 0 && !ms[len(ms)-1].Setup {
		opts.LastMove = ms[len(ms)-1].Point
	}
	return JudgeBoard(ctx, gm.Board(), gm.Rules(), opts)
}

// JudgeBoard judges position b under preset p.
func JudgeBoard(ctx context.Context, b *engine.Board, p rules.Preset, opts Options) (*Judgment, error) {
	j, err := judgeBoard(ctx, b, p, opts, nil)
	if err != nil {
		return nil, err
	}
	if err := j.judgeAnswered(ctx, p, opts); err != nil {
		return nil, err
	}
	if err := j.koEyeDeaths(ctx, p, opts); err != nil {
		return nil, err
	}
	j.sc = nil // the working space goes with the judging
	return j, nil
}

// judgeBoard is JudgeBoard without its second judgments (the answer to
// the last move's atari, the ko eyes), working in sc (nil: a new one).
func judgeBoard(ctx context.Context, b *engine.Board, p rules.Preset, opts Options, sc *scratch) (*Judgment, error) {
	g := b.Geometry()
	j := &Judgment{g: g, board: *b, resolveAlive: ResolveAlive, toMove: opts.ToMove, turn: opts.ToMove, lastMove: opts.LastMove,
		passedOut: opts.passedOut, territory: p.Scoring == rules.Territory, sc: sc}
	if opts.ResolveAlive != 0 {
		j.resolveAlive = opts.ResolveAlive
	}
	// Play never leaves a chain without liberty, but setup stones can
	// (gogui-setup, an SGF's AB and AW): such chains are taken off before
	// judging, one at a time as captures would take them, so that the
	// judgment and the count see a position the rules allow.
	for q := j.board.Libertyless(); q != geom.Pass; q = j.board.Libertyless() {
		black, white := j.board.Stones(geom.Black), j.board.Stones(geom.White)
		var buf [geom.MaxCells]geom.Point
		for _, s := range j.board.ChainStones(buf[:0], q) {
			black.Clear(s)
			white.Clear(s)
		}
		j.board.SetStones(black, white)
	}
	n := opts.Playouts
	if n <= 0 {
		n = DefaultPlayouts
	}
	workers := opts.Workers
	if workers <= 0 {
		workers = runtime.GOMAXPROCS(0)
	}

	// Benson first: pass-alive chains and areas are certain.
	areaB, areaW, static := firstProtection(b, p.SuicideLegal)
	j.PassAlive = areaB.Or(areaW)

	// Phase 1: a quarter of the playouts, with static protection: the
	// pass-alive chains and the chains around a large territory of their
	// own (ProtectRegionMin) may not be reduced below two liberties.
	// Phase 2: the rest, protecting also the chains phase 1 found alive
	// (ProtectThreshold), and keeping each player out of the territory
	// phase 1 gave to the opponent (TerritoryThreshold). Light playouts
	// kill living walls now and then and let intruders live by random
	// invasions; the two phases remove that noise so that the fights that
	// remain are about the stones in doubt. Phase 2 alone gives the
	// Ownership.
	n1 := n / 4
	if n1 < shards {
		n1 = shards
	}
	n2 := n - n1
	if n2 < shards {
		n2 = shards
	}
	j.Playouts = n1 + n2
	// Half the playouts start with the side to move, half with his
	// opponent; the same seeds go to the same halves whatever the colour
	// to move, so that the judgment does not favour a colour.
	first := opts.ToMove
	if first == geom.Empty {
		first = opts.first
	}
	j.turn = first
	own1, _, err := runPlayouts(ctx, b, n1, mix(opts.Seed, 1000), workers, &policy{prot: &static, first: first})
	if err != nil {
		return nil, err
	}
	prot := static
	var maybe []maybeProt
	buf := make([]geom.Point, 0, geom.MaxCells)
	for _, q := range g.Points {
		c := b.At(q)
		if (c != geom.Black && c != geom.White) || b.Chain(q) != q || prot.Has(q) {
			continue
		}
		buf = b.ChainStones(buf[:0], q)
		sum := 0.0
		for _, s := range buf {
			sum += own1[s]
		}
		if c == geom.White {
			sum = -sum
		}
		own := sum / float64(len(buf))
		switch {
		case own >= ProtectThreshold:
			for _, s := range buf {
				prot.Set(s)
			}
		case own >= ProtectMaybe:
			// Protected in a share of the playouts growing with the
			// ownership, so that the result does not jump at a threshold.
			m := maybeProt{share: int(1024 * (own - ProtectMaybe) / (ProtectThreshold - ProtectMaybe))}
			for _, s := range buf {
				m.stones.Set(s)
			}
			maybe = append(maybe, m)
		}
	}
	extendProtection(b, &prot)
	j.Ownership, j.Neutral, err = runPlayouts(ctx, b, n2, opts.Seed, workers, &policy{prot: &prot, own: own1, maybe: maybe, first: first})
	if err != nil {
		return nil, err
	}
	for _, q := range g.Points {
		switch {
		case areaB.Has(q):
			j.Ownership[q] = 1
		case areaW.Has(q):
			j.Ownership[q] = -1
		}
	}
	j.classify()
	if err := j.readLocal(ctx, workers, opts.Seed); err != nil {
		return nil, err
	}
	if err := j.races(ctx, workers, opts.Seed); err != nil {
		return nil, err
	}
	found := j.nakadeSeki()
	j.ataried()
	j.rescued()
	if j.rescue == geom.Pass && (!j.livePocket || j.status[j.liveTarget] == Dead || j.status[j.liveTarget] == Unsettled) {
		// No atari to answer: the side to move plays the move a group of
		// his needs to live, which Score plays before the dame as well;
		// from a pocket region only while no other rule has settled the
		// chain (a race the chain wins anyway, say).
		j.rescue = j.bestLivingMove()
		j.rescueLocal = j.rescue != geom.Pass
	}
	if j.rescue == geom.Pass {
		j.rescue = j.blockIntrusion()
		j.rescueBlock = j.rescue != geom.Pass
	}
	j.bentFourDead()
	j.vitalPointDead()
	j.sacrificeSeki()
	j.doubleKoSeki()
	j.koSeki()
	j.connectSafe()
	j.reapproach(found)
	j.stranded()
	j.unsavableOwn()
	j.connectThenFill()
	j.sekiLost()
	return j, nil
}

// runPlayouts runs n playouts from b in fixed shards and returns the mean
// ownership and the neutral fraction per point.
func runPlayouts(ctx context.Context, b *engine.Board, n int, seed uint64, workers int, pol *policy) (own, neutral []float64, err error) {
	g := b.Geometry()
	// Each shard counts into its own thirds of one slice: one allocation
	// for all the shards.
	counts := make([]int32, 3*shards*g.Cells)
	err = parallel(workers, shards, func(_, s int) error {
		// Shard s plays playouts first to first+cnt-1 of the n.
		cnt, first := n/shards, s*(n/shards)+min(s, n%shards)
		if s < n%shards {
			cnt++
		}
		t := counts[3*s*g.Cells : 3*(s+1)*g.Cells]
		tb, tw, tn := t[:g.Cells], t[g.Cells:2*g.Cells], t[2*g.Cells:]
		var r engine.Rand
		r.Seed(mix(seed, uint64(s)))
		// The start's sets, per shard: shared, they would escape.
		var atari geom.Bitboard
		for _, q := range g.Points {
			if c := b.At(q); (c == geom.Black || c == geom.White) && b.Chain(q) == q && b.InAtari(q) {
				atari.Set(q)
			}
		}
		black, white := b.Stones(geom.Black), b.Stones(geom.White)
		pl := *pol
		pl.atari = &atari
		pl.black, pl.white = &black, &white
		var cur geom.Bitboard
		pl.g = g
		var buf [geom.MaxSize * geom.MaxSize]geom.Point
		pl.buf = buf[:0]
		var work engine.Board
		pace := newPacer(ctx)
		for i := 0; i < cnt; i++ {
			// A look before every playout (up to half a millisecond on
			// 19x19 with the policy's checks, against some tens of
			// nanoseconds for the look).
			if err := pace.check(); err != nil {
				return err
			}
			work = *b
			if len(pl.maybe) > 0 {
				cur = *pol.prot
				for _, m := range pl.maybe {
					if r.Intn(1024) < m.share {
						cur = cur.Or(m.stones)
					}
				}
				pl.prot = &cur
			}
			c := geom.Black
			if pol.first == geom.White {
				c = geom.White
			}
			if (first+i)%2 == 1 {
				c = c.Opp()
			}
			playout(&work, c, &r, 3*g.Size(), &pl)
			tallyBoard(&work, g, tb, tw, tn)
		}
		return nil
	})
	if err != nil {
		return nil, nil, err
	}
	own = make([]float64, g.Cells)
	neutral = make([]float64, g.Cells)
	for _, q := range g.Points {
		var sumB, sumW, sumN int32
		for s := 0; s < shards; s++ {
			t := counts[3*s*g.Cells:]
			sumB += t[q]
			sumW += t[g.Cells+int(q)]
			sumN += t[2*g.Cells+int(q)]
		}
		own[q] = float64(sumB-sumW) / float64(n)
		neutral[q] = float64(sumN) / float64(n)
	}
	return own, neutral, nil
}

// mix derives a shard seed (splitmix64 finaliser).
func mix(seed, s uint64) uint64 {
	z := seed + (s+1)*0x9E3779B97F4A7C15
	z = (z ^ z>>30) * 0xBF58476D1CE4E5B9
	z = (z ^ z>>27) * 0x94D049BB133111EB
	return z ^ z>>31
}

// classify sets the chain ownership and the statuses.
func (j *Judgment) classify() {
	g, b := j.g, &j.board
	j.ChainOwnership = make([]float64, g.Cells)
	j.status = make([]Status, g.Cells)
	buf := make([]geom.Point, 0, geom.MaxCells)
	// Chain ownership.
	for _, p := range g.Points {
		c := b.At(p)
		if (c != geom.Black && c != geom.White) || b.Chain(p) != p {
			continue
		}
		buf = b.ChainStones(buf[:0], p)
		sum := 0.0
		for _, s := range buf {
			sum += j.Ownership[s]
		}
		own := sum / float64(len(buf))
		if c == geom.White {
			own = -own
		}
		for _, s := range buf {
			j.ChainOwnership[s] = own
		}
	}
	// Seki: shared liberties that stay neutral, with live-ish chains of
	// both colours around them.
	var sekiChains geom.Bitboard
	small := smallEmptyRegions(b, SekiEyeMax)
	for _, p := range g.Points {
		if !small.Has(p) || j.Neutral[p] < SekiNeutral || j.PassAlive.Has(p) {
			continue
		}
		var roots [4]geom.Point
		var cols geom.Colour
		nr := 0
		for _, d := range g.Dirs {
			n := p + d
			if c := b.At(n); (c == geom.Black || c == geom.White) && !j.PassAlive.Has(n) && j.ChainOwnership[n] >= SekiAlive {
				roots[nr] = b.Chain(n)
				nr++
				cols |= c
			}
		}
		if cols != geom.Black|geom.White {
			continue
		}
		if (!fillsOwnLiberty(b, geom.Black, p) || !fillsOwnLiberty(b, geom.White, p)) && !sharesAllLiberties(b, roots[:nr]) {
			continue
		}
		j.Seki.Set(p)
		for _, r := range roots[:nr] {
			sekiChains.Set(r)
		}
	}
	for _, p := range g.Points {
		c := b.At(p)
		if c != geom.Black && c != geom.White {
			continue
		}
		own := j.ChainOwnership[p]
		var st Status
		switch {
		case j.PassAlive.Has(p):
			// In a pass-alive area: alive if it is the area's colour,
			// otherwise dead.
			if (c == geom.Black) == (j.Ownership[p] > 0) {
				st = Alive
			} else {
				st = Dead
			}
		case sekiChains.Has(b.Chain(p)):
			st = Seki
		case own <= -DeadThreshold:
			st = Dead
		case own >= AliveThreshold:
			st = Alive
		default:
			st = Unsettled
		}
		j.setStatus(p, st)
	}
	// Eyes of seki chains: small empty regions bordered by one colour only
	// and touching a seki chain.
	var seen geom.Bitboard
	var regionBuf [geom.MaxCells]geom.Point
	for _, p := range g.Points {
		if b.At(p) != geom.Empty || seen.Has(p) {
			continue
		}
		region := append(regionBuf[:0], p)
		seen.Set(p)
		var cols geom.Colour
		touchesSeki := false
		for i := 0; i < len(region); i++ {
			q := region[i]
			for _, d := range g.Dirs {
				n := q + d
				switch c := b.At(n); c {
				case geom.Empty:
					if !seen.Has(n) {
						seen.Set(n)
						region = append(region, n)
					}
				case geom.Black, geom.White:
					cols |= c
					if j.status[n] == Seki {
						touchesSeki = true
					}
				}
			}
		}
		if touchesSeki && (cols == geom.Black || cols == geom.White) && len(region) <= SekiEyeMax {
			for _, q := range region {
				j.Seki.Set(q)
			}
		}
	}
	for _, p := range g.Points {
		if b.At(p) == geom.Empty && j.Seki.Has(p) {
			j.status[p] = Seki
		}
	}
}

// fillsOwnLiberty reports whether c playing at empty p would capture
// nothing and leave its chain with at most one liberty (or be suicide): on a
// shared liberty of a seki that holds for both colours, while a dame between
// two live groups can be filled by either.
func fillsOwnLiberty(b *engine.Board, c geom.Colour, p geom.Point) bool {
	return b.LibertiesAfter(c, p, 2) < 2
}

// sharesAllLiberties reports whether two of the chains (given by their
// roots), one of each colour, have the same liberties: a race of shared
// liberties only, which neither side can start without putting itself in
// atari first (with two, the first fill; with three, the second), so a seki
// however many there are.
func sharesAllLiberties(b *engine.Board, roots []geom.Point) bool {
	for i, r := range roots {
		for _, s := range roots[i+1:] {
			if b.At(r) != b.At(s) && b.Liberties(r) == b.Liberties(s) {
				return true
			}
		}
	}
	return false
}

// regions walks the connected regions (through the four directions) of a
// set of points, in board order of their first point, without allocating
// where the caller holds it: after each next that returns true, points
// returns the region's points (in its own buffer, overwritten by the
// following call).
type regions struct {
	g    *geom.Geometry
	set  *geom.Bitboard
	seen geom.Bitboard
	i    int // index in g.Points of the next point to look at
	n    int // points in the current region
	buf  [geom.MaxSize * geom.MaxSize]geom.Point
}

// next moves to the next region and reports whether there is one.
func (it *regions) next() bool {
	g := it.g
	for ; it.i < len(g.Points); it.i++ {
		p := g.Points[it.i]
		if !it.set.Has(p) || it.seen.Has(p) {
			continue
		}
		it.buf[0], it.n = p, 1
		it.seen.Set(p)
		for k := 0; k < it.n; k++ {
			for _, d := range g.Dirs {
				if n := it.buf[k] + d; it.set.Has(n) && !it.seen.Has(n) {
					it.seen.Set(n)
					it.buf[it.n] = n
					it.n++
				}
			}
		}
		it.i++
		return true
	}
	return false
}

// points returns the current region's points.
func (it *regions) points() []geom.Point { return it.buf[:it.n] }

// emptyPoints returns the empty points of b.
func emptyPoints(b *engine.Board) geom.Bitboard {
	return b.Geometry().Mask.AndNot(b.Stones(geom.Black).Or(b.Stones(geom.White)))
}

// border returns the colours of the stones next to region and the roots
// of their chains (each once), appended to roots.
func border(b *engine.Board, region []geom.Point, roots []geom.Point) (geom.Colour, []geom.Point) {
	var cols geom.Colour
	dirs := b.Geometry().Dirs
	for _, p := range region {
		for _, d := range dirs {
			n := p + d
			c := b.At(n)
			if c != geom.Black && c != geom.White {
				continue
			}
			cols |= c
			if r := b.Chain(n); !slices.Contains(roots, r) {
				roots = append(roots, r)
			}
		}
	}
	return cols, roots
}

// smallEmptyRegions returns the empty points of b whose connected empty
// region has at most max points.
func smallEmptyRegions(b *engine.Board, max int) geom.Bitboard {
	var out geom.Bitboard
	empty := emptyPoints(b)
	it := regions{g: b.Geometry(), set: &empty}
	for it.next() {
		if region := it.points(); len(region) <= max {
			for _, q := range region {
				out.Set(q)
			}
		}
	}
	return out
}

// firstProtection returns each colour's pass-alive area (PassAlive, with
// suicide legal or not) and the first phase's protection: both areas and
// the chains staticProtection adds.
func firstProtection(b *engine.Board, suicide bool) (areaB, areaW, static geom.Bitboard) {
	_, areaB = PassAlive(b, geom.Black, suicide)
	_, areaW = PassAlive(b, geom.White, suicide)
	static = areaB.Or(areaW)
	staticProtection(b, &static)
	return areaB, areaW, static
}

// staticProtection adds to prot the chains that border an empty region of
// at least ProtectRegionMin points bordered by their colour only (a large
// territory or eye space), then extends it with extendProtection.
func staticProtection(b *engine.Board, prot *geom.Bitboard) {
	var rootBuf, buf [geom.MaxCells]geom.Point
	empty := emptyPoints(b)
	it := regions{g: b.Geometry(), set: &empty}
	for it.next() {
		region := it.points()
		cols, roots := border(b, region, rootBuf[:0])
		if (cols == geom.Black || cols == geom.White) && len(region) >= ProtectRegionMin {
			for _, r := range roots {
				if !prot.Has(r) {
					for _, s := range b.ChainStones(buf[:0], r) {
						prot.Set(s)
					}
				}
			}
		}
	}
	extendProtection(b, prot)
}

// extendProtection adds to prot every chain that borders an empty region
// bordered by one colour only, when another chain around that region is
// protected: chains sharing their own territory stand or fall together
// (one living group with a large eye space often consists of several
// chains).
func extendProtection(b *engine.Board, prot *geom.Bitboard) {
	// The chain roots around each region, one region after the other in
	// around, each region's ending at its entry of ends. A region's chains
	// touch it: at most four roots per empty point.
	var aroundBuf [4 * geom.MaxCells]geom.Point
	var endBuf [geom.MaxCells]int
	around, ends := aroundBuf[:0], endBuf[:0]
	var rootBuf, buf [geom.MaxCells]geom.Point
	empty := emptyPoints(b)
	it := regions{g: b.Geometry(), set: &empty}
	for it.next() {
		cols, roots := border(b, it.points(), rootBuf[:0])
		if (cols == geom.Black || cols == geom.White) && len(roots) > 1 {
			around = append(around, roots...)
			ends = append(ends, len(around))
		}
	}
	for changed := true; changed; {
		changed = false
		start := 0
		for _, end := range ends {
			roots := around[start:end]
			start = end
			any, all := false, true
			for _, root := range roots {
				if prot.Has(root) {
					any = true
				} else {
					all = false
				}
			}
			if !any || all {
				continue
			}
			for _, root := range roots {
				if !prot.Has(root) {
					for _, s := range b.ChainStones(buf[:0], root) {
						prot.Set(s)
					}
				}
			}
			changed = true
		}
	}
}

// unsavableOwn marks (Judgment.unsavable) the side to move's unsettled
// chains of two liberties or fewer that he cannot save (unsavable: no
// extension or capture of his leaves them safe, he captures no opponent
// chain next to them, and the opponent captures them if he plays
// elsewhere), where he has no answer to play first (rescue); resolved
// counts them dead after its other rules, which see them unsettled as
// before. The capture by reading in resolved is the opponent's, on his
// turn; this is the same capture one move later, with nothing the side to
// move can do about it (GNU Go 3.8's owl_defend "0" on such a chain). Not
// where the capture is a ko take. Marked rather than set Dead: as a
// status it hid the chain from resolved's rule that two unsettled rivals
// cannot both die, and in corpus record 3419b549c6a26af5 (White to move)
// White's C2-C3-D2 took Black's E2-F2 with it (GNU Go: owl_attack E2 "0",
// alive); setting the rivals Alive instead revived White's R17, S16 and
// Q15-R15 around Black's lone R16 in 142c7361a96085d7 (GNU Go: all dead).
func (j *Judgment) unsavableOwn() {
	b, c := &j.board, j.toMove
	if (c != geom.Black && c != geom.White) || j.rescue != geom.Pass {
		return
	}
	var buf [geom.MaxCells]geom.Point
	for p := range j.Unsettled.All() {
		if b.At(p) != c || b.Chain(p) != p || !unsavable(j.g, b, p) || b.InAtari(p) && isKoTake(b, c.Opp(), b.AtariLiberty(p)) {
			continue
		}
		for _, s := range b.ChainStones(buf[:0], p) {
			j.unsavable.Set(s)
		}
	}
}

// stranded kills the unsettled chains that a later step left without a
// hope: a chain with no room for an eye (every liberty of its group next
// to an opponent stone, see hasEyeSpace), whose group (the chains of its
// colour that share a liberty with it, transitively) holds no live or seki
// chain but a dead one, and whose opponent neighbours all live and are not
// in atari. It is meant for a chain next to a dragon that a local reading
// found dead: the playouts that left it unsettled let the dragon live and
// the chain with it; without the dragon it can neither connect out nor
// make an eye nor capture.
func (j *Judgment) stranded() {
	b, g := &j.board, j.g
	var buf, memberBuf [geom.MaxCells]geom.Point
	var done geom.Bitboard
	for p := range j.Unsettled.All() {
		if b.Chain(p) != p || done.Has(p) {
			continue
		}
		hope, deadFriend := false, false
		members := j.walkGroup(p, func(r geom.Point) bool {
			switch j.status[r] {
			case Dead:
				deadFriend = true
			case Unsettled:
				return true
			default:
				hope = true // a live or seki chain to join
			}
			return false
		}, func(_ geom.Point, private bool) bool {
			hope = hope || private
			return !hope
		}, memberBuf[:0])
		for _, r := range members {
			done.Set(r)
			for _, s := range b.ChainStones(buf[:0], r) {
				for _, d := range g.Dirs {
					if n := s + d; b.At(n) == b.At(p).Opp() && (j.status[n] != Alive || b.InAtari(n)) {
						hope = true // a fight it may win
					}
				}
			}
		}
		if hope || !deadFriend {
			continue
		}
		for _, r := range members {
			for _, s := range b.ChainStones(buf[:0], r) {
				j.setStatus(s, Dead)
			}
		}
	}
}

// sekiWithout returns j.Seki less what stops being seki once the stones in
// dead are off: a shared liberty that either player then fills without
// putting his chain in atari (the liberty of a race a chain wins when the
// dead stones racing it are taken: it gains their points), unless all the
// chains around it share all their liberties; the chains next to such a
// point that share no seki liberty left, which are alive; and the eyes of
// those chains. The seki that classify did not find by its test of shared
// liberties (nakadeSeki, sacrificeSeki) stay.
func (j *Judgment) sekiWithout(dead *geom.Bitboard) geom.Bitboard {
	seki := j.Seki
	if seki.IsZero() || dead.IsZero() {
		return seki
	}
	g := j.g
	b := j.board
	b.SetStones(b.Stones(geom.Black).AndNot(*dead), b.Stones(geom.White).AndNot(*dead))
	// The chains next to a shared liberty that stays, and to one that
	// goes (by their roots), and the stones in seki.
	var keep, near, stones geom.Bitboard
	dropped := false
	for _, p := range g.Points {
		if !seki.Has(p) {
			continue
		}
		if b.At(p) != geom.Empty {
			stones.Set(p)
			continue
		}
		if cols := stoneColours(g, &b, p); cols != geom.Black|geom.White {
			continue // an eye: it goes with its chains
		}
		if sharedLiberty(g, &b, p) || !sharedLiberty(g, &j.board, p) {
			// Still shared without the dead stones, or not found so by
			// classify's test (a seki of nakadeSeki's or
			// sacrificeSeki's): it stays.
			for _, d := range g.Dirs {
				if n := p + d; b.At(n) == geom.Black || b.At(n) == geom.White {
					keep.Set(b.Chain(n))
				}
			}
			continue
		}
		seki.Clear(p)
		dropped = true
		for _, d := range g.Dirs {
			if n := p + d; b.At(n) == geom.Black || b.At(n) == geom.White {
				near.Set(b.Chain(n))
			}
		}
	}
	if !dropped {
		return seki
	}
	for p := range stones.All() {
		if r := b.Chain(p); near.Has(r) && !keep.Has(r) {
			seki.Clear(p)
		}
	}
	// An eye stays while a stone around its region is in seki.
	free := g.Mask.AndNot(b.Stones(geom.Black).Or(b.Stones(geom.White)))
	it := regions{g: g, set: &free}
	for it.next() {
		if region := it.points(); !touchesSet(g, &b, region, &seki) {
			for _, q := range region {
				if stoneColours(g, &b, q) != geom.Black|geom.White {
					seki.Clear(q)
				}
			}
		}
	}
	return seki
}

// touchesSet reports whether a stone of set is next to a point of region.
func touchesSet(g *geom.Geometry, b *engine.Board, region []geom.Point, set *geom.Bitboard) bool {
	for _, q := range region {
		for _, d := range g.Dirs {
			if n := q + d; b.At(n) != geom.Empty && set.Has(n) {
				return true
			}
		}
	}
	return false
}

// stoneColours returns the colours of the stones next to p.
func stoneColours(g *geom.Geometry, b *engine.Board, p geom.Point) geom.Colour {
	var cols geom.Colour
	for _, d := range g.Dirs {
		if c := b.At(p + d); c == geom.Black || c == geom.White {
			cols |= c
		}
	}
	return cols
}

// sharedLiberty reports whether the empty point p is a shared liberty of a
// seki by classify's test: neither player fills it without putting his
// chain in atari, or the chains around it share all their liberties.
func sharedLiberty(g *geom.Geometry, b *engine.Board, p geom.Point) bool {
	if fillsOwnLiberty(b, geom.Black, p) && fillsOwnLiberty(b, geom.White, p) {
		return true
	}
	var roots [4]geom.Point
	nr := 0
	for _, d := range g.Dirs {
		if n := p + d; b.At(n) == geom.Black || b.At(n) == geom.White {
			roots[nr] = b.Chain(n)
			nr++
		}
	}
	return sharesAllLiberties(b, roots[:nr])
}
