package highcard

import (
	"errors"
	"math/bits"
	"strconv"

	"github.com/trickparty/trickparty/engine"
)

// Card is a card, its number 1..Cards; 0 is no card.
type Card int8

// ParseCard reads a card name, "1".."10".
func ParseCard(name string) (Card, error) {
	n, err := strconv.Atoi(name)
	if err != nil || n < 1 || n > Cards || strconv.Itoa(n) != name {
		return 0, errors.New("High Card's cards are 1 to 10, not " + strconv.Quote(name))
	}
	return Card(n), nil
}

// String is the card's name, its number.
func (c Card) String() string { return strconv.Itoa(int(c)) }

// Valid reports whether c is a card of the deck.
func (c Card) Valid() bool { return c >= 1 && c <= Cards }

// bit is c in a set of cards (a uint16, bit n for card n).
func (c Card) bit() uint16 { return 1 << c }

// allCards is the set of every card.
const allCards uint16 = 1<<(Cards+1) - 2

// count is the number of cards in a set.
func count(set uint16) int { return bits.OnesCount16(set) }

// readCard is a card's face: its number, no suit.
func readCard(name string) (engine.CardFace, bool) {
	c, err := ParseCard(name)
	return engine.CardFace{Rank: int(c)}, err == nil
}

// deck names every card, lowest first.
func deck() []string {
	names := make([]string, Cards)
	for i := range names {
		names[i] = Card(i + 1).String()
	}
	return names
}
