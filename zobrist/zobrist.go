// Package zobrist holds the fixed-seed Zobrist keys that hash Go positions:
// one 64-bit key per mailbox cell and colour for boards up to 25x25, and a
// side-to-move key for situational superko. The keys are generated once by
// a splitmix64 sequence from a fixed seed, so hashes are the same in every
// run and on every machine.
package zobrist

// Cells is the number of mailbox cells covered, enough for a 25x25 board
// laid out with a stride of 26 and one sentinel row above and below.
const Cells = 27 * 26

// Seed is the fixed seed of the key sequence.
const Seed = 0x9E3779B97F4A7C15

type table struct {
	stone  [2][Cells]uint64
	toMove uint64
}

var keys = func() (t table) {
	s := uint64(Seed)
	for c := range t.stone {
		for p := range t.stone[c] {
			t.stone[c][p] = splitmix(&s)
		}
	}
	t.toMove = splitmix(&s)
	return t
}()

func splitmix(s *uint64) uint64 {
	*s += 0x9E3779B97F4A7C15
	z := *s
	z = (z ^ z>>30) * 0xBF58476D1CE4E5B9
	z = (z ^ z>>27) * 0x94D049BB133111EB
	return z ^ z>>31
}

// Stone returns the key of a stone of colour c (1 black, 2 white) on the
// mailbox cell p.
func Stone(c uint8, p int) uint64 { return keys.stone[c-1][p] }

// WhiteToMove is the key xored into a position hash when White is to move,
// for situational superko.
func WhiteToMove() uint64 { return keys.toMove }
