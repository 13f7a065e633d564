package engine

// Game against package legalref, an independent naive reference for move
// legality under every preset written from RULES.md sections 3 to 5
// alone, through everything a GTP client can do to a game: plays of either
// colour (colours may repeat, CLIENTS.md section 2), passes, undo, setup
// stones, a declared player to move, a change of rules.

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/gtp-referee/gtp-referee/geom"
	"github.com/gtp-referee/gtp-referee/internal/legalref"
	"github.com/gtp-referee/gtp-referee/rules"
)

// nrSizes are the boards of the test: tiny, square and rectangular, where
// captures, ko, cycles and suicide are frequent.
var nrSizes = [][2]int{{2, 2}, {3, 2}, {2, 3}, {3, 3}, {4, 2}, {5, 2}, {4, 3}, {4, 4}, {5, 3}, {5, 4}, {5, 5}, {2, 5}}

func TestNaiveReferenceLegality(t *testing.T) {
	games := 1500
	if testing.Short() {
		games = 300
	}
	rng := rand.New(rand.NewPCG(7, 2026))
	presets := rules.Names()
	stats := map[string]int{}
	cycles := 0
	for gi := 0; gi < games; gi++ {
		sz := nrSizes[gi%len(nrSizes)]
		p := rules.MustLookup(presets[(gi/len(nrSizes))%len(presets)])
		cycles += nrGameRun(t, rng, sz[0], sz[1], p, stats)
		if t.Failed() {
			return
		}
	}
	t.Logf("verdicts checked: %d legal, %d occupied, %d suicide, %d ko, %d superko; %d games with a cycle",
		stats[""], stats["occupied"], stats["suicide"], stats["ko"], stats["superko"], cycles)
}

// nrGameRun plays one random game on Game and the reference, comparing
// after every step the verdict of both colours at every point; it returns
// 1 if the game had a simple-ko cycle.
func nrGameRun(t *testing.T, rng *rand.Rand, w, h int, p rules.Preset, stats map[string]int) int {
	g := geom.MustGet(w, h)
	gm := NewGame(g, p)
	ref := legalref.New(w, h, p)
	var log []string
	fail := func(format string, args ...any) {
		t.Helper()
		t.Fatalf("%dx%d %s after %s:\n%s\n%s", w, h, gm.Rules().Name, strings.Join(log, ", "), fmt.Sprintf(format, args...), gm.Board())
	}
	check := func() {
		t.Helper()
		if got := nrBoard(gm, w, h); got != ref.Board() {
			fail("board %s, reference %s", got, ref.Board())
		}
		for y := 0; y < h; y++ {
			for x := 0; x < w; x++ {
				for c := legalref.Black; c <= legalref.White; c++ {
					_, want := ref.After(c, x, y)
					got := gm.Check(geom.Colour(c), g.Point(x, y))
					stats[want]++
					if got.String() != want {
						fail("Check(%s %s) = %q, reference %q", geom.Colour(c), g.Vertex(g.Point(x, y)), got, want)
					}
				}
			}
		}
		if gm.Passes() != ref.Passes() {
			fail("passes %d, reference %d", gm.Passes(), ref.Passes())
		}
		if gm.NoResult() != ref.Cycle() {
			fail("NoResult %v, reference %v", gm.NoResult(), ref.Cycle())
		}
		if int(gm.ToMove()) != ref.ToMove() {
			fail("to move %s, reference %d", gm.ToMove(), ref.ToMove())
		}
	}
	cycle := 0
	var recent []int // points emptied by the last capture
	steps := 20 + rng.IntN(12*w*h)
	for s := 0; s < steps; s++ {
		roll := rng.IntN(100)
		c := int(gm.ToMove())
		if rng.IntN(10) == 0 {
			c = 3 - c // out of turn: colours may repeat
		}
		switch {
		case roll < 6 && ref.Moves() > 0:
			if !gm.Undo() {
				fail("Undo false")
			}
			ref.Undo()
			log = append(log, "undo")
		case roll < 10:
			x, y := rng.IntN(w), rng.IntN(h)
			sc := 1 + rng.IntN(2)
			if ref.Setup(sc, x, y) {
				gm.Setup(geom.Colour(sc), g.Point(x, y))
				log = append(log, fmt.Sprintf("setup %s %s", geom.Colour(sc), g.Vertex(g.Point(x, y))))
			}
		case roll < 12:
			gm.SetToMove(geom.Colour(c))
			ref.SetToMove(c)
			log = append(log, fmt.Sprintf("to-move %s", geom.Colour(c)))
		case roll < 13:
			np := rules.MustLookup(rules.Names()[rng.IntN(len(rules.Names()))])
			gm.SetRules(np)
			ref.SetRules(np)
			log = append(log, "rules "+np.Name)
		case roll < 22:
			want := ref.Play(c, -1, -1)
			if got := gm.Play(geom.Colour(c), geom.Pass); got.String() != want {
				fail("pass %q, reference %q", got, want)
			}
			log = append(log, fmt.Sprintf("%s pass", geom.Colour(c)))
		default:
			x, y := rng.IntN(w), rng.IntN(h)
			if len(recent) > 0 && rng.IntN(3) > 0 {
				// A point a capture just emptied: a retake, a ko, a cycle.
				k := recent[rng.IntN(len(recent))]
				x, y = k%w, k/w
			} else if rng.IntN(4) > 0 {
				// An empty point, most often.
				for k := 0; k < 8 && ref.Board()[y*w+x] != '.'; k++ {
					x, y = rng.IntN(w), rng.IntN(h)
				}
			}
			before := ref.Board()
			want := ref.Play(c, x, y)
			if want == "" {
				recent = recent[:0]
				for i := range before {
					if before[i] != '.' && ref.Board()[i] == '.' {
						recent = append(recent, i)
					}
				}
			}
			got := gm.Play(geom.Colour(c), g.Point(x, y))
			if got.String() != want {
				fail("Play(%s %s) = %q, reference %q", geom.Colour(c), g.Vertex(g.Point(x, y)), got, want)
			}
			if got == Legal {
				log = append(log, fmt.Sprintf("%s %s", geom.Colour(c), g.Vertex(g.Point(x, y))))
			}
		}
		check()
		if ref.Cycle() {
			cycle = 1
			if rng.IntN(3) == 0 {
				return cycle
			}
		}
	}
	return cycle
}

// nrBoard writes gm's board as legalref does: row by row from the bottom.
func nrBoard(gm *Game, w, h int) string {
	g := gm.Geometry()
	var sb strings.Builder
	for y := 0; y < h; y++ {
		for x := 0; x < w; x++ {
			sb.WriteByte(".XO"[gm.Board().At(g.Point(x, y))])
		}
	}
	return sb.String()
}
