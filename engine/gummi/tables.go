package gummi

// The numbers of Gummi Trick in one place. The rulebook confirms only some of
// the points (3 = 4, 9 = 2, 10 = 1); the rest are marked [assumed] in
// shared/spec/rules.md and live here so they can be corrected in one edit.

// pointsByValue is a face-up card's points, indexed by value-1. [assumed]
var pointsByValue = [MaxValue]int{4, 4, 4, 3, 3, 3, 2, 2, 2, 1}

// FacedownPilePoints is what each card lying face-down in a scoring pile
// is worth.
const FacedownPilePoints = 1

// coloursByPlayers is how many colours a fresh deal uses, indexed by the
// player count; a fresh deal takes the first ones in rules order.
var coloursByPlayers = [MaxPlayers + 1]int{2: 3, 3: 4, 4: 5, 5: 6}

// HandSize is how many cards a fresh deal gives each hand.
const HandSize = 9

// FacedownSize is the length of a face-down row in a fresh deal, and the
// longest row a fixed deal may give.
const FacedownSize = 3

// MinPlayers and MaxPlayers bound the table.
const (
	MinPlayers = 2
	MaxPlayers = 5
)

// MaxValue is the highest card value; values run 1..MaxValue.
const MaxValue = 10

// NumColours is the size of the full deck's colour set.
const NumColours = 6

// DeckSize is the number of cards in the full deck.
const DeckSize = NumColours * MaxValue

// maxTricks bounds the tricks in one round: a fixed deal may hand out every
// card of its colours, and the longest round is two players sharing three
// colours (30 cards, 15 each).
const maxTricks = 15

// advancedRounds is the round count of the advanced game.
const advancedRounds = 3
