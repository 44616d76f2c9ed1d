package engine

import "math/bits"

// RNG is the single source of randomness of a game: SplitMix64, small enough
// to copy with the state it belongs to (so a cloned game replays the same
// future) and stable across Go releases (so saves replay identically).
type RNG struct {
	State uint64 `json:"state"`
}

// NewRNG returns a generator seeded with seed.
func NewRNG(seed uint64) RNG { return RNG{State: seed} }

// Uint64 returns the next 64 random bits.
func (r *RNG) Uint64() uint64 {
	r.State += 0x9e3779b97f4a7c15
	z := r.State
	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9
	z = (z ^ (z >> 27)) * 0x94d049bb133111eb
	return z ^ (z >> 31)
}

// IntN returns a uniform integer in [0, n). It panics if n <= 0, which is a
// programming error, never a consequence of input.
func (r *RNG) IntN(n int) int {
	if n <= 0 {
		panic("engine: RNG.IntN with n <= 0")
	}
	// Lemire's multiply-shift with rejection: unbiased, no division on the
	// common path.
	bound := uint64(n)
	hi, lo := bits.Mul64(r.Uint64(), bound)
	if lo < bound {
		threshold := -bound % bound
		for lo < threshold {
			hi, lo = bits.Mul64(r.Uint64(), bound)
		}
	}
	return int(hi)
}

// Float64 returns a uniform float in [0, 1).
func (r *RNG) Float64() float64 { return float64(r.Uint64()>>11) / (1 << 53) }

// Shuffle permutes s uniformly (Fisher-Yates) without allocating.
func Shuffle[T any](r *RNG, s []T) {
	for i := len(s) - 1; i > 0; i-- {
		j := r.IntN(i + 1)
		s[i], s[j] = s[j], s[i]
	}
}
