package zobrist

import "testing"

// TestSplitmixVector checks the generator against the published first
// output of splitmix64 started from state 0 (Vigna's reference code).
func TestSplitmixVector(t *testing.T) {
	var s uint64
	if got := splitmix(&s); got != 0xE220A8397B1DCDAF {
		t.Fatalf("splitmix64 from 0 gave %#x, want 0xe220a8397b1dcdaf", got)
	}
}

func TestKeysDistinct(t *testing.T) {
	seen := map[uint64]bool{WhiteToMove(): true}
	for c := uint8(1); c <= 2; c++ {
		for p := 0; p < Cells; p++ {
			k := Stone(c, p)
			if k == 0 || seen[k] {
				t.Fatalf("key for colour %d cell %d is zero or repeated", c, p)
			}
			seen[k] = true
		}
	}
}
