package app

import (
	"errors"
	"fmt"
	"sync"

	"github.com/trickparty/trickparty/engine"
)

// View is one seat's observation in a shape common to all three games, so
// the table screen draws any of them the same way. It is derived only from
// the engine.Observation (see ViewOf): nothing in it is more than the seat
// may see.
type View struct {
	Game    string
	Seat    int
	Players int
	Round   int
	// Rounds is the number of rounds, 0 when the game ends on a score.
	Rounds int
	// Target is the score that ends a Gudetama game.
	Target int
	ToMove engine.SeatSet
	Phase  Phase
	// Hand is the seat's hand in the engine's order.
	Hand []CardView
	// Facedown is the seat's own Gummi face-down row, positions 0..2.
	Facedown []FacedownView
	// Seats holds every seat's public state.
	Seats []SeatView
	// Trick is the trick in progress, in play order.
	Trick  []engine.PlayRecord
	Leader int
	// RoundScores holds each finished or running round's points per seat,
	// where the game keeps them (Gummi, Gudetama).
	RoundScores [][]int
	// LastTrick is the last completed trick, for review.
	LastTrick *engine.TrickRecord
	// LeadChoices are the seats a Gudetama player may name after winning
	// with a 14 (Phase ChooseLead).
	LeadChoices []Choice
	// Draft is Trick of Trip's draft state.
	Draft *DraftView
	Over  bool
	// Winners of the game, once Over.
	Winners []int
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
	Action engine.Action
	Legal  bool
}

// FacedownView is one of the seat's own Gummi face-down cards; its face is
// unknown even to its owner.
type FacedownView struct {
	Pos    int
	Played bool
	Action engine.Action
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
}

// Choice is a choice the seat can make that is not a card.
type Choice struct {
	Seat   int
	Action engine.Action
}

// DraftView is the Trick of Trip draft as the seat sees it.
type DraftView struct {
	// Drawn are the six cards to split (Phase Split).
	Drawn []string
	// Offered are the two sets on the stand received (Phase Pick).
	Offered [][]string
	// PickActions[k] picks Offered[k].
	PickActions []engine.Action
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

// Viewer turns one game's concrete observation into a View.
type Viewer func(engine.Observation) (View, error)

var (
	viewersMu sync.RWMutex
	viewers   = map[string]Viewer{}
)

// RegisterViewer sets the Viewer of a game id.
func RegisterViewer(game string, v Viewer) {
	viewersMu.Lock()
	defer viewersMu.Unlock()
	viewers[game] = v
}

// ViewOf describes an observation for drawing.
func ViewOf(obs engine.Observation) (View, error) {
	if obs == nil {
		return View{}, errors.New("no observation")
	}
	viewersMu.RLock()
	v := viewers[obs.GameName()]
	viewersMu.RUnlock()
	if v == nil {
		return View{}, fmt.Errorf("no view for game %q", obs.GameName())
	}
	return v(obs)
}

// DecodeFor turns a move of the observing seat into its action. It asks a
// determinized copy of the game, which knows every game's notation and is
// consistent with the observation, so it works for a remote session too.
func DecodeFor(obs engine.Observation, m engine.Move) (engine.Action, error) {
	rng := engine.NewRNG(1)
	g := obs.Determinize(&rng, nil)
	if g == nil {
		return engine.NoAction, errors.New("cannot read moves of this game")
	}
	m.Seat = obs.Seat()
	return g.DecodeMove(m)
}

// EncodeFor writes an action of the observing seat in move notation.
func EncodeFor(obs engine.Observation, a engine.Action) engine.Move {
	rng := engine.NewRNG(1)
	g := obs.Determinize(&rng, nil)
	if g == nil {
		return engine.Move{Seat: obs.Seat()}
	}
	return g.EncodeMove(obs.Seat(), a)
}

// IsLegal reports whether a is among the observing seat's legal actions.
func IsLegal(obs engine.Observation, a engine.Action) bool {
	for _, l := range obs.Legal(nil) {
		if l == a {
			return true
		}
	}
	return false
}
