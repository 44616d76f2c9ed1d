package gudetama

import (
	"fmt"

	"github.com/trickparty/trickparty/engine"
)

// EncodeMove writes an action as {"seat":s,"play":"7"} or {"seat":s,"lead":t}.
func (g *Game) EncodeMove(seat int, a engine.Action) engine.Move {
	switch {
	case IsPlay(a):
		return engine.PlayMove(seat, Rank(a).String())
	case IsLead(a):
		return engine.ChoiceMove(seat, MoveLead, leadSeat(a))
	}
	return engine.Move{Seat: seat}
}

// DecodeMove reads a move of the scenario notation; legality is left to
// Apply.
func (g *Game) DecodeMove(m engine.Move) (engine.Action, error) {
	k := m.Kind()
	switch {
	case m.Play != "" && m.Decision != "":
		return engine.NoAction, engine.Refuse("gudetama.notation.both", "a move either plays a card or chooses a leader, not both")
	case k == engine.MovePlay:
		r, err := ParseRank(m.Play)
		if err != nil {
			return engine.NoAction, engine.Refuse("gudetama.notation.card", "%v", err)
		}
		return PlayAction(r), nil
	case k == MoveLead:
		t, err := m.Int()
		if err != nil {
			return engine.NoAction, engine.Refuse("gudetama.notation.lead", "a lead names a seat: %v", err)
		}
		if err := engine.CheckSeat(Name, false, t, g.players); err != nil {
			return engine.NoAction, err
		}
		return LeadAction(t), nil
	case k != "":
		return engine.NoAction, engine.Refuse("gudetama.notation.other-game", "Gudetama moves play a card or choose a leader; %q belongs to another game", k)
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
