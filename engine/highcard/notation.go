package highcard

import (
	"errors"

	"github.com/trickparty/trickparty/engine"
)

// EncodeMove is a in the scenario contract's notation: the card played.
func (g *Game) EncodeMove(seat int, a engine.Action) engine.Move {
	return engine.Move{Seat: seat, Play: ActionString(a)}
}

// DecodeMove reads a move back into its action.
func (g *Game) DecodeMove(m engine.Move) (engine.Action, error) {
	if m.Kind() != engine.MovePlay {
		return engine.NoAction, errors.New("a High Card move plays a card 1..10")
	}
	c, err := ParseCard(m.Play)
	if err != nil {
		return engine.NoAction, err
	}
	return PlayAction(c), nil
}

// ActionString names a for logs and tests (ActionString).
func (g *Game) ActionString(a engine.Action) string { return ActionString(a) }

// ActionString names an action: the card it plays.
func ActionString(a engine.Action) string { return Card(a).String() }
