package highcard

import "github.com/trickparty/trickparty/engine"

// Action ids of High Card: 1..Cards play that card (the id is the card's
// number); there is no other kind of move.

// PlayAction is the action that plays c.
func PlayAction(c Card) engine.Action { return engine.Action(c) }

// IsPlay reports whether a plays a card.
func IsPlay(a engine.Action) bool { return a >= 1 && a <= Cards }
