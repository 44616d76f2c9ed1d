package ohhell

import (
	"strconv"

	"github.com/trickparty/trickparty/engine"
)

// EncodeMove writes an action as {"seat":s,"play":"QH"} or
// {"seat":s,"bid":n}.
func (g *Game) EncodeMove(seat int, a engine.Action) engine.Move {
	// PRE-MODEL placeholder: the bid needs the generic Move (model branch).
	return engine.Move{Seat: seat, Play: ActionString(a)}
}

// DecodeMove reads a move of that notation; legality is left to Apply.
func (g *Game) DecodeMove(m engine.Move) (engine.Action, error) {
	c, err := ParseCard(m.Play)
	if err != nil {
		return engine.NoAction, engine.Refuse("ohhell.notation", "%v", err)
	}
	return PlayAction(c), nil
}

// ActionString names a for logs and tests (ActionString).
func (g *Game) ActionString(a engine.Action) string { return ActionString(a) }

// ActionString names an action without a game: the card played ("QH"),
// or "bid 2".
func ActionString(a engine.Action) string {
	switch {
	case IsPlay(a):
		return Card(a).String()
	case IsBid(a):
		return "bid " + strconv.Itoa(bidOf(a))
	}
	return "action " + strconv.Itoa(int(a))
}
