package trip

import (
	"encoding/json"
	"fmt"
	"math/bits"
	"strconv"
	"strings"

	"github.com/trickparty/trickparty/engine"
)

// Suit is one of the four suits or Trump.
type Suit uint8

// The suits, in card-id order.
const (
	Red Suit = iota
	Blue
	Green
	Yellow
	// Trump is the suit of the six trumps.
	Trump
)

// String is the suit's name ("red", ..., "trump").
func (s Suit) String() string {
	if int(s) < len(suitNames) {
		return suitNames[s]
	}
	return "suit(" + strconv.Itoa(int(s)) + ")"
}

// Card is one of the 54 cards: suit*12+rank-1 for the suits (0..47), then
// 48..53 for trump1..trump6. Ids double as play actions.
type Card uint8

// NoCard is not a card.
const NoCard Card = 0xff

// firstTrump is the id of trump1.
const firstTrump = NumSuits * SuitRanks

// NewCard returns the card of suit and rank, or false if there is none.
func NewCard(s Suit, rank int) (Card, bool) {
	switch {
	case s < Trump && rank >= 1 && rank <= SuitRanks:
		return Card(int(s)*SuitRanks + rank - 1), true
	case s == Trump && rank >= 1 && rank <= TrumpRanks:
		return Card(firstTrump + rank - 1), true
	}
	return NoCard, false
}

// Valid reports whether c is one of the 54 cards.
func (c Card) Valid() bool { return c < NumCards }

// Suit is the card's suit (Trump for trumps).
func (c Card) Suit() Suit {
	if c >= firstTrump {
		return Trump
	}
	return Suit(c / SuitRanks)
}

// Rank is the card's rank: 1..12 in a suit, 1..6 for trumps. Lower is
// stronger.
func (c Card) Rank() int {
	if c >= firstTrump {
		return int(c-firstTrump) + 1
	}
	return int(c%SuitRanks) + 1
}

// IsTrump reports whether c is a trump.
func (c Card) IsTrump() bool { return c >= firstTrump && c < NumCards }

// String is the card's name as the scenario contract writes it ("red7",
// "trump3").
func (c Card) String() string {
	if !c.Valid() {
		return "card(" + strconv.Itoa(int(c)) + ")"
	}
	return suitNames[c.Suit()] + strconv.Itoa(c.Rank())
}

// MarshalText writes the card's name, so cards appear by name in JSON.
func (c Card) MarshalText() ([]byte, error) {
	if !c.Valid() {
		return nil, fmt.Errorf("trip: %d is not a card", uint8(c))
	}
	return []byte(c.String()), nil
}

// UnmarshalText reads a card name.
func (c *Card) UnmarshalText(b []byte) error {
	card, err := ParseCard(string(b))
	if err != nil {
		return err
	}
	*c = card
	return nil
}

// ParseCard reads a card name such as "red7", "yellow12" or "trump3".
func ParseCard(name string) (Card, error) {
	for s := Red; s <= Trump; s++ {
		rest, ok := strings.CutPrefix(name, suitNames[s])
		if !ok {
			continue
		}
		rank, err := strconv.Atoi(rest)
		if err != nil || strconv.Itoa(rank) != rest {
			break
		}
		if c, ok := NewCard(s, rank); ok {
			return c, nil
		}
		break
	}
	return NoCard, fmt.Errorf("%q is not a Trick of Trip card (red, blue, green, yellow 1-12, trump1-trump6)", name)
}

// CardSet is a set of cards as a bitmask (bit i = card i): hands, piles and
// sets are values, so copying and comparing them never allocates. In JSON it
// is the list of card names in id order.
type CardSet uint64

// allCards holds every card.
const allCards CardSet = 1<<NumCards - 1

// trumpCards holds the six trumps.
const trumpCards CardSet = (1<<TrumpRanks - 1) << firstTrump

// suitCards[s] holds every card of suit s (Trump included).
var suitCards = [NumSuits + 1]CardSet{
	(1<<SuitRanks - 1) << (0 * SuitRanks),
	(1<<SuitRanks - 1) << (1 * SuitRanks),
	(1<<SuitRanks - 1) << (2 * SuitRanks),
	(1<<SuitRanks - 1) << (3 * SuitRanks),
	trumpCards,
}

// suitBase[s] is the id of rank 1 of suit s.
var suitBase = [NumSuits + 1]int{0, SuitRanks, 2 * SuitRanks, 3 * SuitRanks, firstTrump}

// SetOf returns the set holding the given cards.
func SetOf(cards ...Card) CardSet {
	var s CardSet
	for _, c := range cards {
		s = s.With(c)
	}
	return s
}

// Has reports whether c is in the set.
func (s CardSet) Has(c Card) bool { return c < NumCards && s&(1<<c) != 0 }

// With returns the set with c added.
func (s CardSet) With(c Card) CardSet {
	if c >= NumCards {
		return s
	}
	return s | 1<<c
}

// Without returns the set with c removed.
func (s CardSet) Without(c Card) CardSet { return s &^ (1 << (c & 63)) }

// Count is the number of cards in the set.
func (s CardSet) Count() int { return bits.OnesCount64(uint64(s)) }

// Empty reports whether the set holds no card.
func (s CardSet) Empty() bool { return s == 0 }

// Lowest is the card with the smallest id, or NoCard.
func (s CardSet) Lowest() Card {
	if s == 0 {
		return NoCard
	}
	return Card(bits.TrailingZeros64(uint64(s)))
}

// Suit returns the cards of suit su in the set.
func (s CardSet) Suit(su Suit) CardSet {
	if su > Trump {
		return 0
	}
	return s & suitCards[su]
}

// Cards lists the cards in id order (allocates; not for hot paths).
func (s CardSet) Cards() []Card {
	out := make([]Card, 0, s.Count())
	for t := s; t != 0; t &= t - 1 {
		out = append(out, Card(bits.TrailingZeros64(uint64(t))))
	}
	return out
}

// Names lists the card names in id order.
func (s CardSet) Names() []string {
	out := make([]string, 0, s.Count())
	for t := s; t != 0; t &= t - 1 {
		out = append(out, Card(bits.TrailingZeros64(uint64(t))).String())
	}
	return out
}

// String is the card names separated by spaces.
func (s CardSet) String() string { return strings.Join(s.Names(), " ") }

// MarshalJSON writes the set as a list of card names.
func (s CardSet) MarshalJSON() ([]byte, error) { return json.Marshal(s.Names()) }

// UnmarshalJSON reads a list of card names.
func (s *CardSet) UnmarshalJSON(b []byte) error {
	var names []string
	if err := json.Unmarshal(b, &names); err != nil {
		return err
	}
	var out CardSet
	for _, n := range names {
		c, err := ParseCard(n)
		if err != nil {
			return err
		}
		out = out.With(c)
	}
	*s = out
	return nil
}

// score is the score formula over a pile of won cards: for each suit
// (trumps included) the highest rank won times the number won.
func score(won CardSet) int {
	total := 0
	for su := Red; su <= Trump; su++ {
		total += suitScore(won, su)
	}
	return total
}

// suitScore is what a pile's cards of suit su score: the highest rank won
// times the number won (0 for none).
func suitScore(won CardSet, su Suit) int {
	m := uint64(won & suitCards[su])
	if m == 0 {
		return 0
	}
	highest := 63 - bits.LeadingZeros64(m) - suitBase[su] + 1
	return highest * bits.OnesCount64(m)
}

// Face is how the card is drawn: a suit and rank, or a trump's rank.
func (c Card) Face() engine.CardFace {
	if c.IsTrump() {
		return engine.CardFace{Trump: true, Rank: c.Rank(), SuitName: "trump"}
	}
	return engine.CardFace{Suit: int(c.Suit()), Rank: c.Rank(), SuitName: c.Suit().String()}
}
