package engine

import "math/bits"

// MaxPlayers is the largest table any of the games supports (Gudetama: 7).
const MaxPlayers = 7

// SeatSet is a set of seats as a bitmask (bit i = seat i). It is a value type,
// so asking who is due to act never allocates.
type SeatSet uint8

// SeatsOf returns the set holding the given seats.
func SeatsOf(seats ...int) SeatSet {
	var s SeatSet
	for _, seat := range seats {
		s = s.With(seat)
	}
	return s
}

// Has reports whether seat is in the set.
func (s SeatSet) Has(seat int) bool { return seat >= 0 && seat < 8 && s&(1<<uint(seat)) != 0 }

// With returns the set with seat added.
func (s SeatSet) With(seat int) SeatSet { return s | 1<<uint(seat) }

// Without returns the set with seat removed.
func (s SeatSet) Without(seat int) SeatSet { return s &^ (1 << uint(seat)) }

// Count is the number of seats in the set.
func (s SeatSet) Count() int { return bits.OnesCount8(uint8(s)) }

// Empty reports whether the set has no seat.
func (s SeatSet) Empty() bool { return s == 0 }

// First returns the lowest seat in the set, or -1 when it is empty.
func (s SeatSet) First() int {
	if s == 0 {
		return -1
	}
	return bits.TrailingZeros8(uint8(s))
}

// Seats lists the seats in ascending order (allocates; not for hot paths).
func (s SeatSet) Seats() []int {
	out := make([]int, 0, s.Count())
	for t := s; t != 0; t &= t - 1 {
		out = append(out, bits.TrailingZeros8(uint8(t)))
	}
	return out
}
