package gummi

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/trickparty/trickparty/engine"
)

// Colour is one of the deck's six colours, in rules order.
type Colour uint8

// The colours in rules order; a fresh deal for n players uses the first
// coloursByPlayers[n] of them.
const (
	Red Colour = iota
	Blue
	Yellow
	Green
	Brown
	Purple
)

var colourNames = [NumColours]string{"red", "blue", "yellow", "green", "brown", "purple"}

// String is the colour's name as card names use it ("red").
func (c Colour) String() string {
	if int(c) < NumColours {
		return colourNames[c]
	}
	return "colour(" + strconv.Itoa(int(c)) + ")"
}

// MarshalText writes the colour's name, so JSON shows "red" rather than 0.
func (c Colour) MarshalText() ([]byte, error) {
	if int(c) >= NumColours {
		return nil, fmt.Errorf("gummi: no colour %d", int(c))
	}
	return []byte(colourNames[c]), nil
}

// UnmarshalText reads a colour's name.
func (c *Colour) UnmarshalText(b []byte) error {
	for i, name := range colourNames {
		if string(b) == name {
			*c = Colour(i)
			return nil
		}
	}
	return fmt.Errorf("gummi: unknown colour %q (want red, blue, yellow, green, brown or purple)", b)
}

// mask is the bitset of the colour's ten cards.
func (c Colour) mask() uint64 { return colourMasks[c%NumColours] }

var colourMasks = func() (m [NumColours]uint64) {
	for c := range m {
		m[c] = uint64(1<<MaxValue-1) << (uint(c) * MaxValue)
	}
	return m
}()

// Card is one card of the deck: id = colour*10 + value-1, so 0..59. It is
// also the card's bit in the uint64 bitsets that hold hands and piles.
type Card uint8

// NoCard marks an empty slot (a played face-down position).
const NoCard Card = 0xff

// NewCard returns the card of colour c and value v (1..10).
func NewCard(c Colour, v int) Card { return Card(int(c)*MaxValue + v - 1) }

// Colour is the card's colour.
func (c Card) Colour() Colour { return Colour(c / MaxValue) }

// Value is the card's value, 1..10 (10 is highest).
func (c Card) Value() int { return int(c%MaxValue) + 1 }

// Points is what the card scores face-up in a pile.
func (c Card) Points() int { return pointsByValue[c%MaxValue] }

// Valid reports whether c is a card of the deck.
func (c Card) Valid() bool { return c < DeckSize }

// String is the card's name as in the scenario contract: "red9", "purple10".
func (c Card) String() string {
	if !c.Valid() {
		return "card(" + strconv.Itoa(int(c)) + ")"
	}
	return cardNames[c]
}

// cardNames are precomputed so String never allocates.
var cardNames = func() (n [DeckSize]string) {
	for i := range n {
		c := Card(i)
		n[i] = colourNames[c.Colour()] + strconv.Itoa(c.Value())
	}
	return n
}()

// ParseCard reads a card name such as "red9" or "purple10".
func ParseCard(s string) (Card, error) {
	for ci, name := range colourNames {
		rest, ok := strings.CutPrefix(s, name)
		if !ok {
			continue
		}
		v, err := strconv.Atoi(rest)
		if err != nil || v < 1 || v > MaxValue || rest[0] == '+' || rest[0] == '0' {
			break
		}
		return NewCard(Colour(ci), v), nil
	}
	return 0, fmt.Errorf("%q is not a Gummi Trick card (want a colour - red, blue, yellow, green, brown or purple - and a value 1 to 10, like red9)", s)
}

// MarshalText writes the card's name, so JSON shows "red9".
func (c Card) MarshalText() ([]byte, error) {
	if !c.Valid() {
		return nil, fmt.Errorf("gummi: no card %d", int(c))
	}
	return []byte(cardNames[c]), nil
}

// UnmarshalText reads a card's name.
func (c *Card) UnmarshalText(b []byte) error {
	card, err := ParseCard(string(b))
	if err != nil {
		return err
	}
	*c = card
	return nil
}

// bit is the card's bit in a card bitset.
func (c Card) bit() uint64 { return 1 << c }

// cardsOf lists the cards of a bitset in id order (allocates; not for hot
// paths).
func cardsOf(set uint64) []Card {
	out := make([]Card, 0, popcount(set))
	for ; set != 0; set &= set - 1 {
		out = append(out, lowest(set))
	}
	return out
}

// Face is how the card is drawn: its colour as the suit and its value.
func (c Card) Face() engine.CardFace {
	return engine.CardFace{Suit: int(c.Colour()), Rank: c.Value(), SuitName: c.Colour().String()}
}
