package ohhell

import (
	"encoding/json"
	"errors"
	"math/bits"
	"strconv"
	"strings"

	"github.com/trickparty/trickparty/engine"
)

// Suit is one of the four suits, in bridge order: clubs, diamonds,
// hearts, spades. NoSuit is none (a round without trump).
type Suit int8

// The suits.
const (
	Clubs Suit = iota
	Diamonds
	Hearts
	Spades
	NoSuit Suit = -1
)

// suitNames are the suits' names, also their translation keys; suitLetters
// end a card's name.
var (
	suitNames   = [Suits]string{"clubs", "diamonds", "hearts", "spades"}
	suitLetters = [Suits]string{"C", "D", "H", "S"}
	rankNames   = [Ranks]string{"2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A"}
)

// String is the suit's name ("hearts"), "none" for NoSuit.
func (s Suit) String() string {
	if s >= 0 && s < Suits {
		return suitNames[s]
	}
	return "none"
}

// Card is one of the 52 cards, suit*13 + rank-2 (0..51); its id is also
// the action that plays it. NoCard is no card.
type Card uint8

// NoCard is not a card: no card turned up, no card led.
const NoCard Card = 0xff

// NewCard is the card of suit s and rank r (2..14, the ace 14).
func NewCard(s Suit, r int) Card { return Card(int(s)*Ranks + r - 2) }

// Valid reports whether c is a card of the deck.
func (c Card) Valid() bool { return c < Cards }

// Suit is the card's suit.
func (c Card) Suit() Suit { return Suit(c / Ranks) }

// Rank is the card's rank, 2..14 (jack 11, queen 12, king 13, ace 14).
func (c Card) Rank() int { return int(c%Ranks) + 2 }

// String is the card's name: its rank ("2".."10", "J", "Q", "K", "A")
// then its suit's letter: "QH", "10S", "2C".
func (c Card) String() string {
	if !c.Valid() {
		return ""
	}
	return rankNames[c%Ranks] + suitLetters[c.Suit()]
}

// ParseCard reads a card name ("QH", "10S"; upper case).
func ParseCard(name string) (Card, error) {
	for s := range suitLetters {
		rank, ok := strings.CutSuffix(name, suitLetters[s])
		if !ok {
			continue
		}
		for r, n := range rankNames {
			if n == rank {
				return Card(s*Ranks + r), nil
			}
		}
	}
	return NoCard, errors.New("no Oh Hell card is named " + strconv.Quote(name) + " (a rank 2-10, J, Q, K, A and a suit C, D, H, S: \"QH\")")
}

// MarshalText writes the card's name; NoCard is "".
func (c Card) MarshalText() ([]byte, error) { return []byte(c.String()), nil }

// UnmarshalText reads a card's name; "" is NoCard.
func (c *Card) UnmarshalText(b []byte) error {
	if len(b) == 0 {
		*c = NoCard
		return nil
	}
	card, err := ParseCard(string(b))
	if err != nil {
		return err
	}
	*c = card
	return nil
}

// face is the card as the art and the interface read it.
func face(c Card) engine.CardFace {
	f := engine.CardFace{Suit: int(c.Suit()), Rank: c.Rank(), SuitName: suitNames[c.Suit()]}
	if f.Rank > 10 {
		f.RankName = rankNames[c%Ranks]
	}
	return f
}

// readCard is Descriptor.Card.
var readCard = engine.ReadFace(ParseCard, face)

// deck names every card, clubs 2 first, spades ace last.
func deck() []string {
	names := make([]string, Cards)
	for c := Card(0); c < Cards; c++ {
		names[c] = c.String()
	}
	return names
}

// Hand is a set of cards, bit c for card c.
type Hand uint64

// allCards is every card of the deck.
const allCards Hand = 1<<Cards - 1

// suitMask is every card of a suit.
func suitMask(s Suit) Hand { return (1<<Ranks - 1) << (uint(s) * Ranks) }

// bit is c as a set.
func (c Card) bit() Hand { return 1 << c }

// Has reports whether c is in h.
func (h Hand) Has(c Card) bool { return c.Valid() && h&c.bit() != 0 }

// Len is the number of cards in h.
func (h Hand) Len() int { return bits.OnesCount64(uint64(h)) }

// Of is the cards of h in suit s.
func (h Hand) Of(s Suit) Hand { return h & suitMask(s) }

// Cards lists the cards of h, lowest id first (allocates).
func (h Hand) Cards() []Card {
	out := make([]Card, 0, h.Len())
	for ; h != 0; h &= h - 1 {
		out = append(out, Card(bits.TrailingZeros64(uint64(h))))
	}
	return out
}

// MarshalJSON writes the set as its cards' names.
func (h Hand) MarshalJSON() ([]byte, error) {
	var b strings.Builder
	b.WriteByte('[')
	for i, c := range h.Cards() {
		if i > 0 {
			b.WriteByte(',')
		}
		b.WriteString(strconv.Quote(c.String()))
	}
	b.WriteByte(']')
	return []byte(b.String()), nil
}

// UnmarshalJSON reads a list of card names; a card named twice is an error.
func (h *Hand) UnmarshalJSON(b []byte) error {
	var names []string
	if err := json.Unmarshal(b, &names); err != nil {
		return err
	}
	var set Hand
	for _, n := range names {
		c, err := ParseCard(n)
		if err != nil {
			return err
		}
		if set.Has(c) {
			return errors.New("card " + n + " named twice")
		}
		set |= c.bit()
	}
	*h = set
	return nil
}
