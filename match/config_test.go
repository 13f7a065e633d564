package match

import (
	"context"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
	"time"

	"github.com/gtp-referee/gtp-referee/geom"
	"github.com/gtp-referee/gtp-referee/match/stats"
	"github.com/gtp-referee/gtp-referee/rules"
)

// TestGraceDefaults: a zero Grace is the default 200 ms, a negative one
// none at all (the command line's --grace 0, for a strict CGOS-like
// clock); it used to become 200 ms as well.
func TestGraceDefaults(t *testing.T) {
	for _, tc := range []struct{ in, want time.Duration }{
		{0, DefaultGrace},
		{-1, 0},
		{50 * time.Millisecond, 50 * time.Millisecond},
	} {
		c := Config{Grace: tc.in}
		c.Defaults()
		if c.Grace != tc.want {
			t.Errorf("Grace %v: after Defaults %v, want %v", tc.in, c.Grace, tc.want)
		}
	}
}

// TestValidateHandicap: Validate refuses a handicap that GTP's fixed
// placement cannot give on the board, before Run creates anything; it let
// --size 9 --handicap 10 through to fail at the first game.
func TestValidateHandicap(t *testing.T) {
	for _, tc := range []struct {
		size, n int
		ok      bool
	}{
		{19, 0, true}, {19, 2, true}, {19, 9, true}, {19, 10, false}, {19, 1, false}, {19, -1, false},
		{9, 9, true}, {9, 10, false}, {7, 4, true}, {7, 5, false}, {10, 4, true}, {10, 5, false},
		{5, 2, false}, {5, 0, true},
	} {
		c := Config{Black: []string{"b"}, White: []string{"w"}, Size: tc.size, Handicap: tc.n,
			Start: func(context.Context, []string) (Engine, error) { return nil, nil }}
		c.Defaults()
		if err := c.Validate(); (err == nil) != tc.ok {
			t.Errorf("size %d handicap %d: %v, want ok %v", tc.size, tc.n, err, tc.ok)
		}
	}
}

// TestDefaultMaxMoves: gogui-twogtp's limit of 1000 moves, or twice the
// board's points where that is more (CLIENTS.md: users ask for a move
// limit that suits large boards): 23x23 has 529 points, 25x25 625.
func TestDefaultMaxMoves(t *testing.T) {
	for size, want := range map[int]int{9: 1000, 19: 1000, 22: 1000, 23: 1058, 25: 1250} {
		c := Config{Size: size}
		c.Defaults()
		if c.MaxMoves != want || DefaultMaxMoves(size) != want {
			t.Errorf("%dx%d: %d, want %d", size, size, c.MaxMoves, want)
		}
	}
	c := Config{Size: 25, MaxMoves: 300}
	c.Defaults()
	if c.MaxMoves != 300 {
		t.Errorf("a given limit became %d", c.MaxMoves)
	}
}

// TestOpeningSetupPlayable: the engines get an opening's setup stones as
// plays, the black ones then the white ones (setupOpening), so LoadOpenings
// refuses a setup that cannot be played so: a point set twice (GTP 2's
// play of an occupied vertex is an illegal move; FF[4] forbids AB[aa]AW[aa]
// in one node, and the overwriting of a later node cannot be sent as a
// play) and a chain without a liberty (its last stone's play would be a
// suicide the engines refuse, or a capture, where setup stones capture
// nothing, FF[4]). Each would part the engines' boards from the referee's
// in every game played from the opening. A setup whose every chain has a
// liberty is accepted, across nodes too.
func TestOpeningSetupPlayable(t *testing.T) {
	for _, tc := range []struct {
		sgf string
		ok  bool
	}{
		{"(;SZ[9]AB[ba][ab]AW[aa])", false},       // White A9 has no liberty
		{"(;SZ[9]AW[ba][ab]AB[aa];B[ee])", false}, // nor Black A9
		{"(;SZ[9]AB[aa]AW[aa])", false},
		{"(;SZ[9]AB[aa];AW[aa])", false},
		{"(;SZ[9]AB[aa];AB[aa])", false},
		{"(;SZ[9]AB[ba][ab]AW[bb];AW[cc];W[dd])", true},
		{"(;SZ[9]AB[ba][ab][bb]AW[ca][cb][bc][ac])", true}, // Black's A9 eye
	} {
		dir := t.TempDir()
		if err := os.WriteFile(filepath.Join(dir, "o.sgf"), []byte(tc.sgf), 0o644); err != nil {
			t.Fatal(err)
		}
		_, err := LoadOpenings(dir, 9, rules.MustLookup(rules.Default))
		if (err == nil) != tc.ok {
			t.Errorf("%s: %v, want accepted %v", tc.sgf, err, tc.ok)
		}
	}
}

// TestOpeningSetupBounded: an opening whose main line sets the same points
// up again node after node is refused at the first point set twice, before
// the rest is expanded. Ten bytes of ";AB[aa:ss]" are the 361 points of the
// 19x19 board; an opening of 100,000 such nodes (1 MB) was expanded whole,
// 36 million points, before the check that refuses it ran. By hand: the
// second node sets A19, the first point of its rectangle, again.
func TestOpeningSetupBounded(t *testing.T) {
	dir := t.TempDir()
	src := "(;SZ[19]" + strings.Repeat(";AB[aa:ss]", 100_000) + ";B[])"
	if err := os.WriteFile(filepath.Join(dir, "o.sgf"), []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	_, err := LoadOpenings(dir, 19, rules.MustLookup(rules.Default))
	runtime.ReadMemStats(&after)
	if want := "openings: o.sgf: setup: A19 is set twice"; err == nil || err.Error() != want {
		t.Errorf("LoadOpenings: %v, want %q", err, want)
	}
	// The parse of the megabyte takes some tens of megabytes; the 36
	// million points took hundreds more.
	if alloc := after.TotalAlloc - before.TotalAlloc; alloc > 128<<20 {
		t.Errorf("LoadOpenings allocated %d MB, want under 128 MB", alloc>>20)
	}
}

// TestOpeningHandicapToMove: a setup-only opening of handicap stones
// (HA[2] and AB, no PL) is White's to move, as loadsgf reads the same
// record and as GNU Go 3.8's loadsgf answers for it ("= white"). The
// match gave the move to Black, who then played a third stone in a row.
// PL still decides where it is given, and without HA Black moves first.
func TestOpeningHandicapToMove(t *testing.T) {
	for _, tc := range []struct {
		sgf  string
		want geom.Colour
	}{
		{"(;FF[4]SZ[9]HA[2]AB[cc][gg])", geom.White},
		{"(;FF[4]SZ[9]HA[2]AB[cc][gg]PL[B])", geom.Black},
		{"(;FF[4]SZ[9]AB[cc][gg])", geom.Empty},
		{"(;FF[4]SZ[9]HA[2]AB[cc][gg];B[ee])", geom.Empty}, // the moves tell
	} {
		if got := loadOneOpening(t, tc.sgf).ToMove; got != tc.want {
			t.Errorf("%s: to move %v, want %v", tc.sgf, got, tc.want)
		}
	}
}

// loadOneOpening loads the opening of a directory that holds one record,
// text, on 9x9 under the default preset.
func loadOneOpening(t *testing.T, text string) Opening {
	t.Helper()
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "o.sgf"), []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	ops, err := LoadOpenings(dir, 9, rules.MustLookup(rules.Default))
	if err != nil {
		t.Fatalf("%s: %v", text, err)
	}
	return ops[0]
}

// TestOpeningHandicap: an opening is a handicap game where its record has
// HA of 2 or more and sets two black stones up or more, as package record
// reads such a record (White to move); HA without black setup stones, HA[1],
// an HA that is no number, AB without HA and a single AB stone make none.
// Its handicap is the number of black stones, which the engines get as
// handicap, where HA says another: GNU Go 3.8 given set_free_handicap C7 G3
// E5 on an otherwise empty 9x9 board answers final_score B+77.5 under
// --chinese-rules with komi 0.5 (81 - 0.5 - 3: three points of
// compensation), whatever HA the record had.
func TestOpeningHandicap(t *testing.T) {
	for _, tc := range []struct {
		sgf  string
		want int
	}{
		{"(;FF[4]SZ[9]HA[2]AB[cc][gg])", 2},
		{"(;FF[4]SZ[9]HA[3]AB[cc][gg][ee]AW[ec];W[gc])", 3},
		{"(;FF[4]SZ[9]HA[2]AB[cc][gg];W[ee];B[ge])", 2},
		{"(;FF[4]SZ[9]AB[cc][gg])", 0},
		{"(;FF[4]SZ[9]HA[1]AB[cc])", 0},
		{"(;FF[4]SZ[9]HA[two]AB[cc][gg])", 0},
		{"(;FF[4]SZ[9]HA[2];W[ee])", 0},
		{"(;FF[4]SZ[9]HA[2]AB[cc][gg][ee])", 3},
		{"(;FF[4]SZ[9]HA[4]AB[cc][gg]AW[ee])", 2},
		{"(;FF[4]SZ[9]HA[2]AB[cc])", 0},
	} {
		if got := loadOneOpening(t, tc.sgf).Handicap; got != tc.want {
			t.Errorf("%s: handicap %d, want %d", tc.sgf, got, tc.want)
		}
	}
}

// TestValidateSPRTShards: Validate refuses an SPRT in a match split into
// shards (a shard sees only its own games), not in an unsharded one.
func TestValidateSPRTShards(t *testing.T) {
	sprt := &stats.SPRT{Elo0: 0, Elo1: 50, Alpha: 0.05, Beta: 0.05}
	for _, tc := range []struct {
		shards int
		ok     bool
	}{{1, true}, {2, false}} {
		c := Config{Black: []string{"b"}, White: []string{"w"}, Start: func(context.Context, []string) (Engine, error) { return nil, nil },
			SPRT: sprt, Shards: tc.shards}
		c.Defaults()
		if err := c.Validate(); (err == nil) != tc.ok {
			t.Errorf("%d shards: %v", tc.shards, err)
		}
	}
}
