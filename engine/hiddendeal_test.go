package engine

import (
	"math"
	"math/bits"
	"testing"
)

// suitCards is the cards of suit su in a deck of four-card suits.
func suitCards(su int) uint64 { return 0xf << (4 * su) }

// enumerateHands lists every tuple of disjoint hands, hand s of need[s]
// cards within allowed[s] and pool.
func enumerateHands(pool uint64, need [MaxPlayers]int, allowed [MaxPlayers]uint64) [][MaxPlayers]uint64 {
	var out [][MaxPlayers]uint64
	var cur [MaxPlayers]uint64
	var rec func(s int, left uint64)
	rec = func(s int, left uint64) {
		if s == MaxPlayers {
			out = append(out, cur)
			return
		}
		var choose func(from uint64, k int, h uint64)
		choose = func(from uint64, k int, h uint64) {
			if k == 0 {
				cur[s] = h
				rec(s+1, left&^h)
				return
			}
			for m := from; m != 0; m &= m - 1 {
				c := m & -m
				choose(m&^c, k-1, h|c)
			}
		}
		choose(left&allowed[s], need[s], 0)
	}
	rec(0, pool)
	return out
}

// chiSquare deals samples times and measures the counts of each tuple
// against a uniform spread.
func chiSquare(t *testing.T, tuples [][MaxPlayers]uint64, samples int, deal func(rng *RNG) [MaxPlayers]uint64) float64 {
	t.Helper()
	index := map[[MaxPlayers]uint64]int{}
	for i, h := range tuples {
		index[h] = i
	}
	rng := NewRNG(42)
	counts := make([]int, len(tuples))
	for i := 0; i < samples; i++ {
		h := deal(&rng)
		j, ok := index[h]
		if !ok {
			t.Fatalf("inconsistent hands %x", h)
		}
		counts[j]++
	}
	e := float64(samples) / float64(len(tuples))
	x := 0.0
	for _, c := range counts {
		x += (float64(c) - e) * (float64(c) - e) / e
	}
	return x
}

// TestHiddenDealUniform: three seats whose voids compete for the same
// cards and one free seat are dealt uniformly over every consistent tuple
// (chi-square against a brute-force enumeration); the sequential fallback
// alone, only approximately uniform, fails the same test, which shows the
// test can tell.
func TestHiddenDealUniform(t *testing.T) {
	pool := suitCards(0) | suitCards(1) | suitCards(2)&^(1<<8) // 11 cards
	need := [MaxPlayers]int{1: 3, 2: 3, 3: 2, 4: 2}
	allowed := [MaxPlayers]uint64{
		1: suitCards(0) | 1<<4,                 // nearly void in suit 1, void in suit 2
		2: suitCards(0) | suitCards(1)&^(3<<4), // void in suit 2
		3: suitCards(1) | suitCards(2),         // void in suit 0
		4: pool,                                // free
	}
	var d HiddenDeal
	if !d.Setup(pool, need, allowed) {
		t.Fatal("a dealable position refused")
	}
	if d.Constrained() != 3 {
		t.Fatalf("%d constrained seats, want 3", d.Constrained())
	}
	tuples := enumerateHands(pool, need, allowed)
	k := len(tuples)
	samples := 200 * k
	got := chiSquare(t, tuples, samples, func(rng *RNG) [MaxPlayers]uint64 {
		h, rest := d.Deal(rng)
		var all uint64
		for _, x := range h {
			all |= x
		}
		if all|rest != pool || all&rest != 0 {
			t.Fatalf("hands %x and rest %x do not split the pool", h, rest)
		}
		return h
	})
	seq := chiSquare(t, tuples, samples, func(rng *RNG) [MaxPlayers]uint64 {
		var h [MaxPlayers]uint64
		taken := d.dealSequential(rng, &h)
		h[4] = PickSubset(rng, pool&^taken, need[4])
		return h
	})
	// Chi-square with k-1 degrees of freedom: mean k-1, sd sqrt(2(k-1)).
	limit := float64(k-1) + 5*math.Sqrt(2*float64(k-1))
	t.Logf("%d consistent deals: chi2 %.0f (sequential fallback alone %.0f), limit %.0f", k, got, seq, limit)
	if got > limit {
		t.Fatalf("HiddenDeal is not uniform over the %d consistent deals: chi2 %.0f > %.0f", k, got, limit)
	}
	if seq <= limit {
		t.Fatalf("the test cannot tell a biased deal here: the sequential fallback passes too (chi2 %.0f)", seq)
	}
}

// TestHiddenDealRefusesImpossible: more cards needed than the pool holds,
// or voids that leave two seats fewer cards than they need together, are
// refused rather than dealt wrong.
func TestHiddenDealRefusesImpossible(t *testing.T) {
	var d HiddenDeal
	pool := suitCards(0) | suitCards(1)
	if d.Setup(pool, [MaxPlayers]int{1: 5, 2: 4}, [MaxPlayers]uint64{1: pool, 2: pool}) {
		t.Fatal("9 cards dealt from 8")
	}
	// Seats 1 and 2 both hold only suit 0 (4 cards) but need 5 together.
	if d.Setup(pool, [MaxPlayers]int{1: 3, 2: 2, 3: 1}, [MaxPlayers]uint64{1: suitCards(0), 2: suitCards(0), 3: pool}) {
		t.Fatal("two seats given 5 cards of a 4-card suit")
	}
	if d.Setup(pool, [MaxPlayers]int{1: -1}, [MaxPlayers]uint64{1: pool}) {
		t.Fatal("a negative hand size accepted")
	}
}

// TestPickSubsetAndUniformBelow: subsets have the size asked for, within
// the set, and small ranges come out evenly.
func TestPickSubsetAndUniformBelow(t *testing.T) {
	rng := NewRNG(7)
	set := uint64(0xf0f0_1234)
	for k := 0; k <= bits.OnesCount64(set)+1; k++ {
		h := PickSubset(&rng, set, k)
		if h&^set != 0 || bits.OnesCount64(h) != min(k, bits.OnesCount64(set)) {
			t.Fatalf("PickSubset(%x, %d) = %x", set, k, h)
		}
	}
	var counts [3]int
	for i := 0; i < 30000; i++ {
		counts[UniformBelow(&rng, 3)]++
	}
	for v, c := range counts {
		if c < 9500 || c > 10500 {
			t.Fatalf("UniformBelow(3) gave %d %d times in 30000", v, c)
		}
	}
}

// TestHiddenDealDoesNotAllocate: a search deals thousands of times a move.
func TestHiddenDealDoesNotAllocate(t *testing.T) {
	pool := suitCards(0) | suitCards(1) | suitCards(2)
	need := [MaxPlayers]int{1: 3, 2: 3, 3: 3}
	allowed := [MaxPlayers]uint64{1: suitCards(0) | suitCards(1), 2: suitCards(1) | suitCards(2), 3: pool}
	rng := NewRNG(1)
	allocs := testing.AllocsPerRun(100, func() {
		var d HiddenDeal
		if d.Setup(pool, need, allowed) {
			d.Deal(&rng)
		}
	})
	if allocs != 0 {
		t.Fatalf("%.1f allocations a deal", allocs)
	}
}
