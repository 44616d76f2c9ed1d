package engine

// Action is a compact, game-specific action id. Each game documents its own
// encoding; ids are small so legal-action lists fit in fixed buffers and
// search trees can index children by id.
type Action uint16

// NoAction is never a legal action of any game.
const NoAction Action = 0xffff

// MaxActions bounds every game's action ids (ids are < MaxActions), so
// callers can size lookup tables.
const MaxActions = 128

// Move is the notation of an action, as the scenario contract, saves and the
// network protocol write it: the acting seat plus exactly one of the fields.
type Move struct {
	Seat int `json:"seat"`
	// Play names a card played from the hand ("red9", "14", "trump3").
	Play string `json:"play,omitempty"`
	// Facedown is a Gummi face-down position (0..2 as dealt).
	Facedown *int `json:"facedown,omitempty"`
	// Lead is the seat a Gudetama player chooses to lead after winning with a 14.
	Lead *int `json:"lead,omitempty"`
	// Split is a Trick of Trip draft split: two sets of three cards.
	Split [][]string `json:"split,omitempty"`
	// Pick is the set (0 or 1) a Trick of Trip player takes from the stand received.
	Pick *int `json:"pick,omitempty"`
}

// MoveKind is a kind of move: which field of Move it fills. The engine,
// the app, the LAN and the interface switch on these constants, never on
// bare words; a game declares the kinds it makes (Descriptor.Moves).
type MoveKind string

// The kinds of move. Their values are the words of the LAN protocol and
// saved histories ("verb").
const (
	// MovePlay plays a card from the hand (Move.Play).
	MovePlay MoveKind = "play"
	// MoveFacedown plays a face-down card of the seat's row (Move.Facedown).
	MoveFacedown MoveKind = "facedown"
	// MoveLead names the next leader (Move.Lead).
	MoveLead MoveKind = "lead"
	// MoveSplit splits drawn cards into two sets (Move.Split).
	MoveSplit MoveKind = "split"
	// MovePick picks a set from a stand (Move.Pick).
	MovePick MoveKind = "pick"
)

// MoveKinds are every kind of move the engine knows, in Move's field order.
var MoveKinds = []MoveKind{MovePlay, MoveFacedown, MoveLead, MoveSplit, MovePick}

// Known is true for a kind of move the engine knows.
func (k MoveKind) Known() bool {
	for _, m := range MoveKinds {
		if k == m {
			return true
		}
	}
	return false
}

// PlaysACard is true for the kinds that put a card on the trick (a card
// from the hand or a face-down one).
func (k MoveKind) PlaysACard() bool { return k == MovePlay || k == MoveFacedown }

// Kind is the kind of move m is; "" for a move that says nothing.
func (m Move) Kind() MoveKind {
	switch {
	case m.Play != "":
		return MovePlay
	case m.Facedown != nil:
		return MoveFacedown
	case m.Lead != nil:
		return MoveLead
	case m.Split != nil:
		return MoveSplit
	case m.Pick != nil:
		return MovePick
	}
	return ""
}

// Public is the move as the other seats may see it: a Trick of Trip split
// (the cards of both sets) and the set picked are private to the drafter.
func (m Move) Public() Move {
	m.Split = nil
	m.Pick = nil
	return m
}

// IntPtr is a helper for building Moves.
func IntPtr(i int) *int { return &i }
