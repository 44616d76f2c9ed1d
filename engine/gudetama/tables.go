package gudetama

// The numbers of rules.md section 2 that could not be confirmed from a
// rulebook ([assumed]) or that size the game, kept together so that a
// correction is made in one place.

// NumRanks is the number of ranks; cards are ranked 1..NumRanks (14 is highest).
const NumRanks = 14

// Copies is how many cards of each rank the deck holds, indexed by rank
// (index 0 unused). [assumed]: the rulebook prints a frequency on each card,
// but no source available to us lists them; the total must stay DeckSize.
var Copies = [NumRanks + 1]int{0, 4, 5, 5, 5, 5, 5, 5, 5, 5, 5, 4, 4, 4, 2}

// DeckSize is the number of cards in a full deck (the sum of Copies).
const DeckSize = 63

// HandSize is how many cards each active player is dealt per round, and so
// the number of tricks in a round when the deck is large enough.
const HandSize = 7

// DefaultTarget is the score that ends the game after the round in which a
// player reaches it (the option "target" unset or 0 means this).
const DefaultTarget = 21

// MinPlayers and MaxPlayers bound the table.
const (
	MinPlayers = 2
	MaxPlayers = 7
)

// maxRounds bounds the rounds of any game: every round scores (and so takes
// out of the game) at least one card, so there can be no more rounds than
// cards. It sizes the fixed per-round score table.
const maxRounds = DeckSize

// fullDeck is the deck composition packed as a Hand, built from Copies.
var fullDeck = func() Hand {
	var h Hand
	total := 0
	for r := 1; r <= NumRanks; r++ {
		if Copies[r] < 0 || Copies[r] > 15 {
			panic("gudetama: a rank's copies must fit a hand's 4-bit count")
		}
		h += Hand(Copies[r]) << (4 * r)
		total += Copies[r]
	}
	if total != DeckSize {
		panic("gudetama: Copies does not add up to DeckSize")
	}
	return h
}()
