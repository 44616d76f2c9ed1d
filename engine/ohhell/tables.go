package ohhell

// The rules' numbers, kept together so that a correction is made in one
// place (rules.en.md says them to the players).
const (
	// MinPlayers and MaxPlayers bound the table.
	MinPlayers = 3
	MaxPlayers = 7
	// Suits and Ranks make the standard deck of Cards cards.
	Suits = 4
	Ranks = 13
	Cards = Suits * Ranks
	// MaxHand is the most cards a hand is ever dealt: three players share
	// the deck with one card left to turn up.
	MaxHand = Cards / MinPlayers
	// maxRounds is the longest game: down from MaxHand to 1 and back up.
	maxRounds = 2*MaxHand - 1
	// DefaultCards is the first round's hand (option "cards"), cut to what
	// the deck gives every seat at a larger table.
	DefaultCards = 7
	// BonusPoints are what an exact bid scores besides one point a trick.
	BonusPoints = 10
)

// The values of the options "updown" and "hook" (0 is the default, the
// first of each).
const (
	// DownOnly deals one card fewer each round, down to one card.
	DownOnly = 1
	// DownAndUp then deals one card more each round, back to the first size.
	DownAndUp = 2
	// HookOn forbids the dealer a bid that makes the bids add up to the
	// round's tricks; HookOff allows every bid.
	HookOn  = 1
	HookOff = 2
)
