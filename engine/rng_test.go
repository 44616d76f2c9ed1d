package engine

import "testing"

func TestRNGDeterministic(t *testing.T) {
	a, b := NewRNG(7), NewRNG(7)
	for i := 0; i < 1000; i++ {
		if a.Uint64() != b.Uint64() {
			t.Fatal("same seed, different streams")
		}
	}
	c := NewRNG(8)
	same := 0
	for i := 0; i < 100; i++ {
		if a.Uint64() == c.Uint64() {
			same++
		}
	}
	if same > 0 {
		t.Errorf("seeds 7 and 8 share %d of 100 outputs", same)
	}
}

// TestRNGStable pins the stream: saves replay only if it never changes.
func TestRNGStable(t *testing.T) {
	r := NewRNG(1)
	want := []uint64{0x910a2dec89025cc1, 0xbeeb8da1658eec67, 0xf893a2eefb32555e}
	for i, w := range want {
		if got := r.Uint64(); got != w {
			t.Fatalf("output %d of seed 1 = %#x, want %#x", i, got, w)
		}
	}
}

func TestIntNUniform(t *testing.T) {
	r := NewRNG(3)
	const n, draws = 7, 70000
	var counts [n]int
	for i := 0; i < draws; i++ {
		v := r.IntN(n)
		if v < 0 || v >= n {
			t.Fatalf("IntN(%d) = %d", n, v)
		}
		counts[v]++
	}
	for v, c := range counts {
		// Expected 10000 each; 5 standard deviations is about 460.
		if c < 9500 || c > 10500 {
			t.Errorf("value %d drawn %d times of %d", v, c, draws)
		}
	}
}

func TestShufflePermutes(t *testing.T) {
	r := NewRNG(5)
	s := []int{0, 1, 2, 3, 4, 5, 6, 7, 8, 9}
	moved := false
	for round := 0; round < 20; round++ {
		Shuffle(&r, s)
		seen := map[int]bool{}
		for i, v := range s {
			seen[v] = true
			if v != i {
				moved = true
			}
		}
		if len(seen) != len(s) {
			t.Fatalf("shuffle lost elements: %v", s)
		}
	}
	if !moved {
		t.Error("shuffle never moved anything")
	}
	if n := testing.AllocsPerRun(100, func() { Shuffle(&r, s) }); n != 0 {
		t.Errorf("Shuffle allocates %.0f times", n)
	}
}

func TestIntNPanicsOnlyOnProgrammingError(t *testing.T) {
	defer func() {
		if recover() == nil {
			t.Error("IntN(0) did not panic")
		}
	}()
	r := NewRNG(1)
	r.IntN(0)
}
