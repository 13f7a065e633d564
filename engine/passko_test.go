package engine

import (
	"testing"

	"github.com/gtp-referee/gtp-referee/geom"
	"github.com/gtp-referee/gtp-referee/rules"
)

// TestPassThenKoRetake: the retake of a ko after both players passed.
// Black takes the ko at F5 (White's E5 in Black's D5 E4 E6, Black's F5
// in White's F4 F6 G5), White passes, Black passes, and White retakes at
// E5. RULES.md section 3: under simple ko "a move may not recreate the
// position just before the opponent's last move", a pass, so the retake
// is legal; it recreates the board before Black's F5, with Black to move
// as then, so positional and situational superko forbid it ("A pass never
// violates superko", but the retake is no pass). After White's pass and
// Black's A1 the board is new and the retake is legal under every rule.
// GNU Go 3.8 agrees for each ko rule:
//
//	printf 'boardsize 9\nplay b d5\nplay w e5\nplay b e4\nplay w f4\nplay b e6\nplay w f6\nplay b pass\nplay w g5\nplay b f5\nplay w pass\nplay b pass\nis_legal w e5\nplay w pass\nplay b a1\nis_legal w e5\n' |
//	  /usr/games/gnugo --mode gtp --simple-ko            # = 1 ... = 1
//	  /usr/games/gnugo --mode gtp --positional-superko   # = 0 ... = 1
//	  /usr/games/gnugo --mode gtp --situational-superko  # = 0 ... = 1
func TestPassThenKoRetake(t *testing.T) {
	g := geom.MustGet(9, 9)
	for _, n := range rules.Names() {
		p := rules.MustLookup(n)
		gm := NewGame(g, p)
		playAll(t, gm, rtMoves(t, g, "B D5, W E5, B E4, W F4, B E6, W F6, B pass, W G5, B F5"))
		wantReason(t, gm, geom.White, "E5", Ko) // the immediate retake
		playAll(t, gm, rtMoves(t, g, "W pass, B pass"))
		want := Legal
		if p.Ko != rules.KoSimple {
			want = Superko
		}
		wantReason(t, gm, geom.White, "E5", want)
		playAll(t, gm, rtMoves(t, g, "W pass, B A1"))
		wantReason(t, gm, geom.White, "E5", Legal)
	}
}
