package gummi

import "github.com/trickparty/trickparty/engine"

// Action ids of Gummi Trick:
//
//	0..DeckSize-1    play that card from the hand (the id is the Card)
//	FirstFacedown+p  play the card at face-down position p (0..2 as dealt)
const (
	// FirstFacedown is the action id of face-down position 0; positions 1
	// and 2 follow it.
	FirstFacedown engine.Action = DeckSize
	// numActions is one past the largest action id.
	numActions = int(FirstFacedown) + FacedownSize
)

// PlayAction is the action that plays c from the hand.
func PlayAction(c Card) engine.Action { return engine.Action(c) }

// FacedownAction is the action that plays the card at face-down position p.
func FacedownAction(p int) engine.Action { return FirstFacedown + engine.Action(p) }

// IsPlay reports whether a plays a card from the hand.
func IsPlay(a engine.Action) bool { return a < FirstFacedown }

// IsFacedown reports whether a plays a face-down card.
func IsFacedown(a engine.Action) bool { return a >= FirstFacedown && int(a) < numActions }
