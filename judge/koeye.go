package judge

import (
	"context"

	"github.com/gtp-referee/gtp-referee/engine"
	"github.com/gtp-referee/gtp-referee/geom"
	"github.com/gtp-referee/gtp-referee/rules"
)

// koEye is an eye point whose owner cannot keep it: one of the owner's
// stones around it is a lone stone in atari whose only liberty is the eye,
// so the opponent plays in the eye, takes the stone and leaves a ko that
// the owner can retake but never end (ending it means filling his own eye).
// The opponent starts the ko when he likes; once the ko threats are gone
// (under area scoring removing them costs nothing) he takes it and connects
// on the captured stone's point, and the eye is gone.
type koEye struct {
	eye, stone geom.Point
	owner      geom.Colour
}

// koEyes lists the ko eyes of position b: empty points whose on-board
// neighbours are all stones of one colour, exactly one of them a single
// stone with no other liberty, every other one a chain with another
// liberty (so that the opponent's stone in the eye captures that one stone
// and is left with one liberty: a ko).
func koEyes(b *engine.Board, suicideLegal bool) []koEye {
	g := b.Geometry()
	var out []koEye
	for _, e := range g.Points {
		if b.At(e) != geom.Empty {
			continue
		}
		var owner geom.Colour
		stone, ataris, others := geom.Point(0), 0, 0
		ok := true
		for _, d := range g.Dirs {
			n := e + d
			c := b.At(n)
			if c == geom.Border {
				continue
			}
			if c == geom.Empty || (owner != 0 && c != owner) {
				ok = false
				break
			}
			owner = c
			if b.InAtari(n) {
				if b.ChainSize(n) == 1 {
					stone = n
				}
				ataris++
			} else {
				others++
			}
		}
		if !ok || owner == 0 || ataris != 1 || stone == 0 || others == 0 {
			continue
		}
		if _, r := b.Check(owner.Opp(), e, suicideLegal); r != engine.Legal {
			continue
		}
		out = append(out, koEye{eye: e, stone: stone, owner: owner})
	}
	return out
}

// koEyeDeaths finds, in a finished position (FinishedOpenMax), the groups
// that have no eye but a ko eye. It judges once more the position where
// every ko eye of a group that j leaves alive has been taken and connected
// by the opponent (the ko won by the side that starts it, as it is once
// the threats are gone). When a group next to such an eye dies there, that
// judgment is taken for the whole board (mapped back onto j's position:
// the stone taken in the eye is dead when the opponent's stones put on its
// point live). Positions without a ko eye of a live group cost nothing.
func (j *Judgment) koEyeDeaths(ctx context.Context, p rules.Preset, opts Options) error {
	b, g := &j.board, j.g
	eyes := koEyes(b, p.SuicideLegal)
	if len(eyes) == 0 || !j.finished() {
		return nil
	}
	dead := j.Resolved()
	b2 := *b
	var taken []koEye
	for _, k := range eyes {
		if dead.Has(k.stone) && j.status[k.stone] == Dead || b2.At(k.stone) != k.owner || b2.At(k.eye) != geom.Empty {
			continue
		}
		// Only where taking the ko is no atari on the group: otherwise
		// the owner answers it first, which the position with both the
		// eye and the stone's point filled leaves out.
		alive, short := false, false
		for _, d := range g.Dirs {
			if n := k.eye + d; n != k.stone && b.At(n) == k.owner {
				alive = alive || !dead.Has(n)
				libs := b.Liberties(n)
				short = short || libs.Count() < 3
			}
		}
		if !alive || short {
			continue
		}
		att := k.owner.Opp()
		next := b2
		if next.Play(att, k.eye, p.SuicideLegal) != engine.Legal || next.Play(att, k.stone, p.SuicideLegal) != engine.Legal {
			continue
		}
		b2 = next
		taken = append(taken, k)
	}
	if len(taken) == 0 {
		return nil
	}
	// The ko stones taken are no answerable atari of the last move.
	opts.LastMove = geom.Pass
	j2, err := judgeBoard(ctx, &b2, p, opts)
	if err != nil {
		return err
	}
	dead2 := j2.Resolved()
	dies := false
	for _, k := range taken {
		for _, d := range g.Dirs {
			if n := k.eye + d; n != k.stone && b.At(n) == k.owner && !dead.Has(n) && dead2.Has(n) {
				dies = true
			}
		}
	}
	if !dies {
		return nil
	}
	j.adopt(j2, &b2, nil, func(q geom.Point) {
		if b.At(q) == geom.Empty {
			j.setStatus(q, None)
			return
		}
		// A taken stone: dead when the stones put in its place live.
		st := Dead
		if dead2.Has(q) {
			st = Alive
		}
		j.ChainOwnership[q] = -j2.ChainOwnership[q]
		j.setStatus(q, st)
	})
	return nil
}

// adopt takes the ownership of j2, the judgment of b2 (j's board with a
// few moves played on it), and its verdicts at every point where the two
// boards agree; differ sets the verdict of each point where they do not.
// With within not nil, only at its points.
func (j *Judgment) adopt(j2 *Judgment, b2 *engine.Board, within *geom.Bitboard, differ func(q geom.Point)) {
	for _, q := range j.g.Points {
		if within != nil && !within.Has(q) {
			continue
		}
		j.Ownership[q] = j2.Ownership[q]
		j.Neutral[q] = j2.Neutral[q]
		if j.board.At(q) != b2.At(q) {
			differ(q)
			continue
		}
		j.ChainOwnership[q] = j2.ChainOwnership[q]
		j.setStatus(q, j2.status[q])
	}
}
