package judge

import (
	"context"

	"github.com/gtp-referee/gtp-referee/areacount"
	"github.com/gtp-referee/gtp-referee/engine"
	"github.com/gtp-referee/gtp-referee/geom"
	"github.com/gtp-referee/gtp-referee/rules"
)

// Result is a scored position.
type Result struct {
	// Scoring is the preset's scoring method.
	Scoring rules.Scoring
	// Area is the area count (stones plus surrounded points, dame split
	// in the Chinese wording) after removing the stones in Removed. For
	// territory presets it is informative only.
	Area areacount.Score
	// Territory and prisoners, filled for territory presets: empty points
	// (including the points of removed dead stones) surrounded by one
	// colour, without eyes in seki when the preset says so, and the stones
	// each colour took during the game plus the dead stones of the other
	// colour.
	BlackTerritory, WhiteTerritory int
	BlackPrisoners, WhitePrisoners int
	// Removed holds the stones taken off before counting.
	Removed geom.Bitboard
	// Margin is Black's margin in points after komi and compensation;
	// positive means Black wins.
	Margin float64
}

// String returns the GTP result: "B+1.5", "W+0.5" or "0".
func (r Result) String() string { return areacount.ResultString(r.Margin) }

// Chinese returns the result in the 1988 rules' wording ("Black 185 stones,
// wins by 3/4 stone (B+1.5)") for area presets, and String otherwise.
func (r Result) Chinese() string {
	if r.Scoring != rules.Area {
		return r.String()
	}
	return r.Area.Chinese()
}

// Score scores gm's current position with judgment j (from Judge on the
// same position) under gm's preset, komi and handicap compensation.
//
// Dead stones are j.Resolved(): the dead stones plus the unsettled ones
// whose chain ownership is below ResolveAlive (a final position was passed
// by both players, so a group that random play kills in most playouts, but
// not nearly all, is taken as dead). Seki stones are alive. Under AllAlive presets
// (Tromp-Taylor) nothing is removed and the count is literal. Otherwise
// the points of a large region (OpenRegionMin points or more, counting the
// removed stones) reached by both colours, which is a territory with an
// open boundary rather than dame, go to the colour whose live stones are
// nearer (through empty points; equally near points are dame and block the
// way, so a one-point gap in a wall is dame and the territory behind it is
// the wall's). Smaller regions reached by both colours are dame, and
// points reached by one colour only are that colour's, as in the literal
// count.
//
// Area presets: area = stones + surrounded points. Territory presets
// (japanese, korean): territory + prisoners, where removed dead stones count
// as prisoners and, with SekiEyesUncounted, eyes of seki groups are not
// territory.
func Score(gm *engine.Game, j *Judgment) Result {
	p := gm.Rules()
	return score(j, p, gm.Komi(), p.Handicap.Points(gm.Handicap()))
}

// ScoreWith scores judgment j under preset p with the given komi and
// handicap compensation (in points, for White), for callers without an
// engine.Game.
func ScoreWith(j *Judgment, p rules.Preset, komi, compensation float64) Result {
	return score(j, p, komi, compensation)
}

// EstimateScore judges gm's position and scores it: usable at any point of
// a game. Unsettled groups are resolved as in Score; in an unfinished game
// the playouts leave open areas empty, and those are counted as in Score.
func EstimateScore(ctx context.Context, gm *engine.Game, opts Options) (Result, *Judgment, error) {
	j, err := Judge(ctx, gm, opts)
	if err != nil {
		return Result{}, nil, err
	}
	return Score(gm, j), j, nil
}

func score(j *Judgment, p rules.Preset, komi, comp float64) Result {
	g, b := j.g, &j.board
	res := Result{Scoring: p.Scoring}
	if !p.AllAlive {
		res.Removed = j.Resolved()
	}
	black := b.Stones(geom.Black).AndNot(res.Removed)
	white := b.Stones(geom.White).AndNot(res.Removed)
	rb, rw := areacount.Reach(g, &black, &white)
	open := openRegions(g, &black, &white, &rb, &rw)
	nb, nw := nearest(g, &black, &white)
	var area areacount.Area
	area.Points = g.Size()
	for _, q := range g.Points {
		var owner geom.Colour
		switch {
		case black.Has(q):
			area.Black++
			continue
		case white.Has(q):
			area.White++
			continue
		case rb.Has(q) && !rw.Has(q):
			owner = geom.Black
		case rw.Has(q) && !rb.Has(q):
			owner = geom.White
		case open.Has(q) && !p.AllAlive:
			// A large region reached by both: an open boundary.
			switch {
			case nb.Has(q):
				owner = geom.Black
			case nw.Has(q):
				owner = geom.White
			}
		}
		switch owner {
		case geom.Black:
			area.Black++
			if !(p.SekiEyesUncounted && j.Seki.Has(q)) {
				res.BlackTerritory++
			}
		case geom.White:
			area.White++
			if !(p.SekiEyesUncounted && j.Seki.Has(q)) {
				res.WhiteTerritory++
			}
		}
	}
	area.Dame = area.Points - area.Black - area.White
	res.Area = areacount.Score{Area: area, Komi: komi, Compensation: comp}
	if p.Scoring == rules.Territory {
		deadB := b.Stones(geom.Black).And(res.Removed)
		deadW := b.Stones(geom.White).And(res.Removed)
		res.BlackPrisoners = b.Captured(geom.Black) + deadW.Count()
		res.WhitePrisoners = b.Captured(geom.White) + deadB.Count()
		res.Margin = float64(res.BlackTerritory+res.BlackPrisoners-res.WhiteTerritory-res.WhitePrisoners) - komi - comp
	} else {
		res.Margin = res.Area.Margin()
	}
	return res
}

// openRegions returns the points of the regions (connected sets of points
// without live stones) of at least OpenRegionMin points that are reached by
// both colours.
func openRegions(g *geom.Geometry, black, white, rb, rw *geom.Bitboard) geom.Bitboard {
	var out geom.Bitboard
	free := g.Mask.AndNot(black.Or(*white))
	eachRegion(g, &free, func(region []geom.Point) {
		// Reach is the same all over a region.
		if len(region) >= OpenRegionMin && rb.Has(region[0]) && rw.Has(region[0]) {
			for _, q := range region {
				out.Set(q)
			}
		}
	})
	return out
}
