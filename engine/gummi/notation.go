package gummi

import (
	"errors"
	"fmt"
	"strconv"

	"github.com/trickparty/trickparty/engine"
)

// EncodeMove writes a in the scenario contract's notation:
// {"seat":s,"play":"red9"} or {"seat":s,"facedown":i}. An id that is no
// Gummi action is written as a play of its number, which DecodeMove refuses.
func (g *Game) EncodeMove(seat int, a engine.Action) engine.Move {
	switch {
	case IsPlay(a):
		return engine.PlayMove(seat, Card(a).String())
	case IsFacedown(a):
		return engine.ChoiceMove(seat, MoveFacedown, int(a-FirstFacedown))
	}
	return engine.PlayMove(seat, strconv.Itoa(int(a)))
}

// DecodeMove reads a move of the contract's notation; legality is Apply's
// business.
func (g *Game) DecodeMove(m engine.Move) (engine.Action, error) {
	switch k := m.Kind(); {
	case m.Play != "" && m.Decision != "":
		return engine.NoAction, errors.New("a move plays either a hand card or a face-down card, not both")
	case k == engine.MovePlay:
		c, err := ParseCard(m.Play)
		if err != nil {
			return engine.NoAction, err
		}
		return PlayAction(c), nil
	case k == MoveFacedown:
		p, err := m.Int()
		if err != nil {
			return engine.NoAction, err
		}
		if p < 0 || p >= FacedownSize {
			return engine.NoAction, fmt.Errorf("face-down positions are 0 to %d, not %d", FacedownSize-1, p)
		}
		return FacedownAction(p), nil
	case k != "":
		return engine.NoAction, fmt.Errorf("moves of Gummi Trick play a card or a face-down card; there is no %s", k)
	}
	return engine.NoAction, errors.New(`the move names no card: give "play" or "facedown"`)
}

// ActionString is "red9" for a hand card and "face-down 1" for a face-down
// position.
func (g *Game) ActionString(a engine.Action) string { return ActionString(a) }

// ActionString is Game.ActionString without a game, for code that holds
// only an observation.
func ActionString(a engine.Action) string {
	switch {
	case IsPlay(a):
		return Card(a).String()
	case IsFacedown(a):
		return "face-down " + strconv.Itoa(int(a-FirstFacedown))
	}
	return "action " + strconv.Itoa(int(a))
}
