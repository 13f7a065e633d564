package ko

import (
	"math/rand/v2"
	"testing"
)

func TestZeroHistory(t *testing.T) {
	var h History
	if h.Len() != 0 || h.Contains(0) || h.Count(42) != 0 {
		t.Fatal("zero History is not empty")
	}
	if _, ok := h.Top(); ok {
		t.Fatal("Top on an empty History reported a key")
	}
	h.Pop() // must not panic
	if h.Len() != 0 {
		t.Fatal("Pop on an empty History changed its length")
	}
}

func TestKeyZero(t *testing.T) {
	var h History
	if got := h.Push(0); got != 1 {
		t.Fatalf("Push(0) = %d, want 1", got)
	}
	if !h.Contains(0) || h.Count(0) != 1 {
		t.Fatal("key 0 not found after Push")
	}
	if h.Contains(1) {
		t.Fatal("key 1 found")
	}
	if got := h.Push(0); got != 2 {
		t.Fatalf("second Push(0) = %d, want 2", got)
	}
	h.Pop()
	h.Pop()
	if h.Contains(0) || h.Count(0) != 0 {
		t.Fatal("key 0 still present after popping it")
	}
	if got := h.Push(0); got != 1 {
		t.Fatalf("Push(0) after popping = %d, want 1", got)
	}
}

func TestPushPopCounts(t *testing.T) {
	var h History
	keys := []uint64{7, 9, 7, 7, 1 << 63, 9, ^uint64(0)}
	want := []int{1, 1, 2, 3, 1, 2, 1}
	for i, k := range keys {
		if got := h.Push(k); got != want[i] {
			t.Fatalf("Push #%d (%x) = %d, want %d", i, k, got, want[i])
		}
		if top, ok := h.Top(); !ok || top != k {
			t.Fatalf("Top = %x %v, want %x", top, ok, k)
		}
	}
	if h.Len() != len(keys) {
		t.Fatalf("Len = %d", h.Len())
	}
	for i, k := range keys {
		if h.At(i) != k {
			t.Fatalf("At(%d) = %x, want %x", i, h.At(i), k)
		}
	}
	if h.Count(7) != 3 || h.Count(9) != 2 || h.Count(1<<63) != 1 || h.Count(^uint64(0)) != 1 || h.Count(8) != 0 {
		t.Fatal("wrong counts")
	}
	h.Pop() // ^0
	h.Pop() // 9
	if h.Count(9) != 1 || h.Contains(^uint64(0)) {
		t.Fatal("Pop did not undo the last pushes")
	}
	h.Reset()
	if h.Len() != 0 || h.Contains(7) || h.Contains(9) {
		t.Fatal("Reset kept keys")
	}
	if got := h.Push(7); got != 1 {
		t.Fatalf("Push after Reset = %d", got)
	}
}

// TestRandomAgainstMap pushes and pops many keys, through several table
// growths, and compares every answer with a map and a slice.
func TestRandomAgainstMap(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	var h History
	ref := map[uint64]int{}
	var stack []uint64
	// Keys from a small pool collide often; keys sharing the bits that pick
	// a slot exercise linear probing.
	pool := make([]uint64, 3000)
	for i := range pool {
		switch i % 3 {
		case 0:
			pool[i] = rng.Uint64()
		case 1:
			pool[i] = uint64(i) // small keys, 0 included
		default:
			pool[i] = uint64(i) << 40
		}
	}
	steps := 400_000
	if testing.Short() {
		steps = 50_000
	}
	for s := 0; s < steps; s++ {
		phase := (s / 20000) % 2 // grow, then shrink, and again
		if len(stack) > 0 && rng.IntN(10) < 3+4*phase {
			k := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			ref[k]--
			h.Pop()
		} else {
			k := pool[rng.IntN(len(pool))]
			if rng.IntN(50) == 0 {
				k = rng.Uint64() // a fresh key
			}
			stack = append(stack, k)
			ref[k]++
			if got := h.Push(k); got != ref[k] {
				t.Fatalf("step %d: Push(%x) = %d, want %d", s, k, got, ref[k])
			}
		}
		if h.Len() != len(stack) {
			t.Fatalf("step %d: Len %d, want %d", s, h.Len(), len(stack))
		}
		q := pool[rng.IntN(len(pool))]
		if got := h.Count(q); got != ref[q] {
			t.Fatalf("step %d: Count(%x) = %d, want %d", s, q, got, ref[q])
		}
		if h.Contains(q) != (ref[q] > 0) {
			t.Fatalf("step %d: Contains(%x) wrong", s, q)
		}
	}
	for k, n := range ref {
		if h.Count(k) != n {
			t.Fatalf("final Count(%x) = %d, want %d", k, h.Count(k), n)
		}
	}
	for i, k := range stack {
		if h.At(i) != k {
			t.Fatalf("At(%d) = %x, want %x", i, h.At(i), k)
		}
	}
}

// TestManyDistinctKeys grows the table well past its first size.
func TestManyDistinctKeys(t *testing.T) {
	var h History
	n := uint64(100_000)
	for i := uint64(0); i < n; i++ {
		if h.Push(i*0x9E3779B97F4A7C15) != 1 {
			t.Fatalf("key %d counted twice", i)
		}
	}
	for i := uint64(0); i < n; i++ {
		if !h.Contains(i * 0x9E3779B97F4A7C15) {
			t.Fatalf("key %d lost", i)
		}
	}
	for i := n - 1; i >= n/2; i-- {
		h.Pop()
		if h.Contains(i * 0x9E3779B97F4A7C15) {
			t.Fatalf("key %d still present after Pop", i)
		}
	}
	if !h.Contains((n/2 - 1) * 0x9E3779B97F4A7C15) {
		t.Fatal("a remaining key was lost")
	}
	// Pushing the popped keys again after a shrink.
	for i := n / 2; i < n; i++ {
		if h.Push(i*0x9E3779B97F4A7C15) != 1 {
			t.Fatalf("re-pushed key %d counted twice", i)
		}
	}
}

func BenchmarkPushPop(b *testing.B) {
	var h History
	for i := 0; i < 1000; i++ {
		h.Push(uint64(i) * 0x9E3779B97F4A7C15)
	}
	b.ReportAllocs()
	for i := 0; b.Loop(); i++ {
		h.Push(uint64(i) ^ 0xABCDEF)
		h.Contains(uint64(i))
		h.Pop()
	}
}

// TestResetGenerations: after Reset no earlier key occurs, whether the table
// is reused by generation or cleared when the generation counter wraps, and
// keys pushed afterwards count from one.
func TestResetGenerations(t *testing.T) {
	var h History
	for round := 0; round < 3; round++ {
		if round == 2 {
			h.gen = ^uint32(0) // the next Reset wraps and clears
		}
		for k := uint64(1); k <= 100; k++ {
			if n := h.Push(k * 7919); n != 1 {
				t.Fatalf("round %d: key %d pushed, count %d, want 1", round, k, n)
			}
		}
		if n := h.Push(7919); n != 2 {
			t.Fatalf("round %d: repeated key count %d, want 2", round, n)
		}
		h.Reset()
		for k := uint64(1); k <= 100; k++ {
			if h.Contains(k * 7919) {
				t.Fatalf("round %d: key %d survives Reset", round, k)
			}
		}
		if h.Len() != 0 {
			t.Fatalf("round %d: Len %d after Reset", round, h.Len())
		}
	}
}
