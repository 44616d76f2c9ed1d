package highcard

const (
	// Players is the seat count: High Card is a duel.
	Players = 2
	// Cards is the size of the deck, cards 1..Cards.
	Cards = 10
	// MaxHand is the most cards a hand is dealt: the whole deck, so
	// nothing is hidden. DefaultHand leaves two cards unseen.
	MaxHand     = Cards / Players
	DefaultHand = 4
)
