package gudetama

import (
	"fmt"

	"github.com/trickparty/trickparty/engine"
)

// EncodeMove writes an action as {"seat":s,"play":"7"} or {"seat":s,"lead":t}.
func (g *Game) EncodeMove(seat int, a engine.Action) engine.Move {
	m := engine.Move{Seat: seat}
	switch {
	case IsPlay(a):
		m.Play = Rank(a).String()
	case IsLead(a):
		m.Lead = engine.IntPtr(leadSeat(a))
	}
	return m
}

// DecodeMove reads a move of the scenario notation; legality is left to
// Apply.
func (g *Game) DecodeMove(m engine.Move) (engine.Action, error) {
	if m.Facedown != nil || m.Split != nil || m.Pick != nil {
		return engine.NoAction, engine.Refuse("gudetama.notation.other-game", "Gudetama moves play a card or choose a leader; face-down cards, splits and picks belong to other games")
	}
	switch {
	case m.Play != "" && m.Lead != nil:
		return engine.NoAction, engine.Refuse("gudetama.notation.both", "a move either plays a card or chooses a leader, not both")
	case m.Play != "":
		r, err := ParseRank(m.Play)
		if err != nil {
			return engine.NoAction, engine.Refuse("gudetama.notation.card", "%v", err)
		}
		return PlayAction(r), nil
	case m.Lead != nil:
		t := *m.Lead
		if err := engine.CheckSeat(Name, false, t, g.players); err != nil {
			return engine.NoAction, err
		}
		return LeadAction(t), nil
	}
	return engine.NoAction, engine.Refuse("gudetama.notation.neither", "the move names neither a card to play nor a seat to lead")
}

// ActionString is "7" for a play and "lead: seat 2" for a lead choice.
func (g *Game) ActionString(a engine.Action) string { return ActionString(a) }

// ActionString is Game.ActionString without a game, for code that holds
// only an observation.
func ActionString(a engine.Action) string {
	switch {
	case IsPlay(a):
		return Rank(a).String()
	case IsLead(a):
		return fmt.Sprintf("lead: seat %d", leadSeat(a))
	}
	return fmt.Sprintf("unknown action %d", a)
}
