package gudetama

import (
	"fmt"
	"math/bits"
	"strconv"

	"github.com/trickparty/trickparty/engine"
)

// Rank is a card: Gudetama cards have only a rank, 1..NumRanks.
type Rank uint8

// String is the card's name in the scenario contract ("7", "14").
func (r Rank) String() string { return strconv.Itoa(int(r)) }

// Valid reports whether r is a rank of the deck.
func (r Rank) Valid() bool { return r >= 1 && r <= NumRanks }

// ParseRank reads a card name ("1".."14").
func ParseRank(s string) (Rank, error) {
	n, err := strconv.Atoi(s)
	if err != nil || n < 1 || n > NumRanks || strconv.Itoa(n) != s {
		return 0, fmt.Errorf("unknown card %q: Gudetama cards are 1 to %d", s, NumRanks)
	}
	return Rank(n), nil
}

// MarshalText writes the card name, so ranks appear as "7" in JSON (and a
// []Rank is a list of names rather than base64 bytes).
func (r Rank) MarshalText() ([]byte, error) {
	if !r.Valid() {
		return nil, fmt.Errorf("gudetama: no card of rank %d", r)
	}
	return []byte(r.String()), nil
}

// UnmarshalText reads a card name.
func (r *Rank) UnmarshalText(b []byte) error {
	v, err := ParseRank(string(b))
	if err != nil {
		return err
	}
	*r = v
	return nil
}

// Hand is a multiset of cards packed as 4-bit counts per rank (rank r in bits
// 4r..4r+3; nibble 0 unused), so copying, adding and removing cards never
// allocates. The deck holds at most 15 copies of a rank, and every Hand of a
// game is a disjoint part of the deck, so sums of them never carry between
// ranks.
type Hand uint64

// nibbleLow has the lowest bit of every rank's nibble set.
const nibbleLow = 0x1111111111111110

// Count is how many cards of rank r the hand holds.
func (h Hand) Count(r Rank) int { return int(h>>(4*uint(r))) & 0xf }

// Has reports whether the hand holds a card of rank r.
func (h Hand) Has(r Rank) bool { return r.Valid() && h.Count(r) > 0 }

// Add returns the hand with one more card of rank r.
func (h Hand) Add(r Rank) Hand { return h + 1<<(4*uint(r)) }

// Remove returns the hand with one card of rank r fewer; r must be held.
func (h Hand) Remove(r Rank) Hand { return h - 1<<(4*uint(r)) }

// Len is the number of cards in the hand.
func (h Hand) Len() int {
	// Sum the nibbles pairwise into bytes, then the bytes by multiplication:
	// no byte can exceed 255 because a hand is part of a 63-card deck.
	x := uint64(h&0x0f0f0f0f0f0f0f0f) + uint64(h>>4&0x0f0f0f0f0f0f0f0f)
	return int(x * 0x0101010101010101 >> 56)
}

// present has the lowest bit of the nibble of every held rank set.
func (h Hand) present() uint64 {
	x := uint64(h)
	return (x | x>>1 | x>>2 | x>>3) & nibbleLow
}

// Lowest is the lowest rank held, or 0 for an empty hand.
func (h Hand) Lowest() Rank {
	if h == 0 {
		return 0
	}
	return Rank(bits.TrailingZeros64(h.present()) / 4)
}

// Highest is the highest rank held, or 0 for an empty hand.
func (h Hand) Highest() Rank {
	if h == 0 {
		return 0
	}
	return Rank((63 - bits.LeadingZeros64(h.present())) / 4)
}

// AtLeast is the part of the hand of rank r or higher.
func (h Hand) AtLeast(r Rank) Hand {
	if r <= 1 {
		return h
	}
	if r > NumRanks {
		return 0
	}
	return h &^ (1<<(4*uint(r)) - 1)
}

// Ranks appends the hand's cards in ascending order to buf[:0].
func (h Hand) Ranks(buf []Rank) []Rank {
	buf = buf[:0]
	for r := Rank(1); r <= NumRanks; r++ {
		for n := h.Count(r); n > 0; n-- {
			buf = append(buf, r)
		}
	}
	return buf
}

// Names lists the hand's cards by name in ascending order (allocates).
func (h Hand) Names() []string {
	out := make([]string, 0, h.Len())
	for _, r := range h.Ranks(make([]Rank, 0, h.Len())) {
		out = append(out, r.String())
	}
	return out
}

// Contains reports whether every card of sub is in h.
func (h Hand) Contains(sub Hand) bool {
	for r := Rank(1); r <= NumRanks; r++ {
		if sub.Count(r) > h.Count(r) {
			return false
		}
	}
	return true
}

// String lists the cards, as "[3 7 7 14]".
func (h Hand) String() string { return fmt.Sprint(h.Ranks(nil)) }

// Face is how the card is drawn: a rank and no suit.
func (r Rank) Face() engine.CardFace { return engine.CardFace{Rank: int(r)} }
