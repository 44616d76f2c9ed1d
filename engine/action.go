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

// Kind names the kind of move: "play", "facedown", "lead", "split" or
// "pick"; "" for a move that says nothing.
func (m Move) Kind() string {
	switch {
	case m.Play != "":
		return "play"
	case m.Facedown != nil:
		return "facedown"
	case m.Lead != nil:
		return "lead"
	case m.Split != nil:
		return "split"
	case m.Pick != nil:
		return "pick"
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
