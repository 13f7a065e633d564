// Package ko remembers the positions of a game as 64-bit Zobrist keys and
// answers the superko question "has this key occurred before?" in constant
// time, with undo. It knows nothing of boards: the caller decides what a key
// means (the board hash for positional superko, the board hash combined with
// the side to move for situational superko and for cycle detection under
// simple ko).
//
// Keys live in an open-addressing table with linear probing (and
// backward-shift deletion when a count falls to zero) and an
// occurrence count per key, plus a stack of the keys in the order they were
// pushed, so Pop undoes Push exactly.
package ko

// History is the set of keys of a game's positions, with multiplicity. The
// zero History is ready to use.
type History struct {
	slots []slot
	used  int // slots holding a key
	stack []uint64
	gen   uint32 // slots of other generations are empty (see Reset)
}

// A slot holds a key while it occurs (count > 0) in the History's current
// generation; Pop empties a slot whose count falls to zero.
type slot struct {
	key   uint64
	count int32 // 0 for an empty slot
	gen   uint32
}

// holds reports whether s holds a key of the current generation.
func (h *History) holds(s *slot) bool { return s.count > 0 && s.gen == h.gen }

// Len returns the number of keys pushed and not popped.
func (h *History) Len() int { return len(h.stack) }

// Reset forgets every key, keeping the memory. It starts a new generation
// instead of clearing the table (a replay resets once per game); the table
// is cleared only when the generation counter wraps.
func (h *History) Reset() {
	h.gen++
	if h.gen == 0 {
		clear(h.slots)
	}
	h.used = 0
	h.stack = h.stack[:0]
}

// Push records one more occurrence of key and returns how many times it has
// now occurred.
func (h *History) Push(key uint64) int {
	if 2*(h.used+1) > len(h.slots) {
		h.grow()
	}
	h.stack = append(h.stack, key)
	s := &h.slots[h.find(key)]
	if !h.holds(s) {
		*s = slot{key: key, gen: h.gen}
		h.used++
	}
	s.count++
	return int(s.count)
}

// Pop removes the most recent key. It does nothing on an empty History.
func (h *History) Pop() {
	n := len(h.stack)
	if n == 0 {
		return
	}
	key := h.stack[n-1]
	h.stack = h.stack[:n-1]
	i := h.find(key)
	if h.slots[i].count--; h.slots[i].count == 0 {
		h.delete(i)
	}
}

// delete empties slot i and moves later keys of its probe run back so that
// every key stays reachable from its home slot (backward-shift deletion).
func (h *History) delete(i int) {
	mask := len(h.slots) - 1
	j := i
	for {
		j = (j + 1) & mask
		t := &h.slots[j]
		if !h.holds(t) {
			break
		}
		home := h.home(t.key)
		// Move t into the hole at i if its home is not in (i, j].
		if (j > i && (home <= i || home > j)) || (j < i && home <= i && home > j) {
			h.slots[i] = *t
			i = j
		}
	}
	h.slots[i] = slot{}
	h.used--
}

func (h *History) home(key uint64) int {
	return int((key * 0x9E3779B97F4A7C15) >> 32 & uint64(len(h.slots)-1))
}

// Count returns how many times key occurs.
func (h *History) Count(key uint64) int {
	if len(h.slots) == 0 {
		return 0
	}
	if s := &h.slots[h.find(key)]; h.holds(s) {
		return int(s.count)
	}
	return 0
}

// Contains reports whether key occurs.
func (h *History) Contains(key uint64) bool { return h.Count(key) > 0 }

// Top returns the most recent key and true, or false when empty.
func (h *History) Top() (uint64, bool) {
	if len(h.stack) == 0 {
		return 0, false
	}
	return h.stack[len(h.stack)-1], true
}

// At returns the i-th key pushed (0 is the first).
func (h *History) At(i int) uint64 { return h.stack[i] }

// find returns the index of the slot holding key or of the empty slot
// where it belongs. The table is never full (load is kept at most one
// half).
func (h *History) find(key uint64) int {
	mask := len(h.slots) - 1
	i := h.home(key)
	for {
		s := &h.slots[i]
		if !h.holds(s) || s.key == key {
			return i
		}
		i = (i + 1) & mask
	}
}

// grow doubles the table, dropping keys whose count fell to zero.
func (h *History) grow() {
	old := h.slots
	n := 64
	for 2*(h.live()+1) > n/2 {
		n *= 2
	}
	h.slots = make([]slot, n)
	h.used = 0
	for _, s := range old {
		if h.holds(&s) {
			h.slots[h.find(s.key)] = s
			h.used++
		}
	}
}

func (h *History) live() int {
	n := 0
	for i := range h.slots {
		if h.holds(&h.slots[i]) {
			n++
		}
	}
	return n
}
