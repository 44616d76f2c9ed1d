package engine

// This file is the shape common to every game's observation that a table
// screen draws: each game's Descriptor.View fills it from that game's own
// observation, and nothing in it is more than the seat may see.

// View is one seat's observation in a shape common to every game, so the
// table screen draws any of them the same way.
type View struct {
	Game    string
	Seat    int
	Players int
	Round   int
	// Rounds is the number of rounds, 0 when the game ends on a score.
	Rounds int
	// Target is the score that ends a Gudetama game.
	Target int
	ToMove SeatSet
	Phase  Phase
	// Hand is the seat's hand in the engine's order.
	Hand []CardView
	// Facedown is the seat's own Gummi face-down row, positions 0..2.
	Facedown []FacedownView
	// Seats holds every seat's public state.
	Seats []SeatView
	// Trick is the trick in progress, in play order.
	Trick  []PlayRecord
	Leader int
	// RoundScores holds each finished or running round's points per seat,
	// where the game keeps them (Gummi, Gudetama).
	RoundScores [][]int
	// LastTrick is the last completed trick, for review.
	LastTrick *TrickRecord
	// LeadChoices are the seats a Gudetama player may name after winning
	// with a 14 (Phase ChooseLead).
	LeadChoices []Choice
	// Draft is Trick of Trip's draft state.
	Draft *DraftView
	Over  bool
	// Winners of the game, once Over.
	Winners []int
	// Note is the id of a rule of the game's that applies to the trick in
	// play, to be said while it is played (Gudetama: a 1 is in the round's
	// last trick, so every card played in it scores); interfaces put it in
	// words by the id, as a trick's reason. Empty: nothing to say.
	Note string
}

// Phase is what the observing seat is asked to do.
type Phase int

// The phases.
const (
	// Waiting: another seat is to act.
	Waiting Phase = iota
	// PlayCard: play a card to the trick.
	PlayCard
	// ChooseLead: Gudetama, name the next leader.
	ChooseLead
	// Split: Trick of Trip, split the six drawn cards into two sets.
	Split
	// Pick: Trick of Trip, pick a set from the stand received.
	Pick
	// Finished: the game is over.
	Finished
)

// CardView is a card in the seat's hand.
type CardView struct {
	Name string
	// Action plays it (legal or not: an illegal one is refused with the
	// rule's message).
	Action Action
	Legal  bool
}

// FacedownView is one of the seat's own Gummi face-down cards; its face is
// unknown even to its owner.
type FacedownView struct {
	Pos    int
	Played bool
	Action Action
	Legal  bool
}

// SeatView is what everyone sees of a seat.
type SeatView struct {
	HandCount    int
	FacedownLeft int
	Score        int
	Eliminated   bool
	// Won lists face-up won cards; WonHidden counts face-down ones.
	Won       []string
	WonHidden int
	// WonPoints is what Won and WonHidden are worth together, for a game
	// whose pile keeps cards face-down (Descriptor.HiddenPile: Gummi,
	// this round's pile), so a table can say it beside the cards it
	// shows; 0 where the game does not say.
	WonPoints int
}

// Choice is a choice the seat can make that is not a card.
type Choice struct {
	Seat   int
	Action Action
}

// DraftView is the Trick of Trip draft as the seat sees it.
type DraftView struct {
	// Drawn are the six cards to split (Phase Split).
	Drawn []string
	// Offered are the two sets on the stand received (Phase Pick).
	Offered [][]string
	// PickActions[k] picks Offered[k].
	PickActions []Action
	// Own are the seat's own two sets once split.
	Own [][]string
	// Passed is the set of the seat's own the neighbour took, once known.
	Passed []string
	// To and From are the neighbours the seat's stand goes to and comes from.
	To, From int
	// Splitting and Picking tell the draft's stage for every seat: while
	// Splitting, View.ToMove holds the seats still filling their stands;
	// while Picking (every stand passed on), those still to pick a set.
	Splitting, Picking bool
}

// LegalSet collects an observation's legal actions for lookups.
func LegalSet(obs Observation) map[Action]bool {
	m := map[Action]bool{}
	var buf [MaxActions]Action
	for _, a := range obs.Legal(buf[:0]) {
		m[a] = true
	}
	return m
}

// PhaseOf is the phase of a seat that is not asked anything game-specific:
// Finished, PlayCard when due to act, else Waiting.
func PhaseOf(over bool, toMove SeatSet, seat int) Phase {
	switch {
	case over:
		return Finished
	case toMove.Has(seat):
		return PlayCard
	}
	return Waiting
}
