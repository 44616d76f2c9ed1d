package ohhell

import (
	"strconv"

	"github.com/trickparty/trickparty/engine"
)

// MoveBid is a bid: its value is the number of tricks ({"seat":1,"bid":2}).
const MoveBid engine.MoveKind = "bid"

// EncodeMove writes an action as {"seat":s,"play":"QH"} or
// {"seat":s,"bid":n}.
func (g *Game) EncodeMove(seat int, a engine.Action) engine.Move {
	switch {
	case IsPlay(a):
		return engine.PlayMove(seat, Card(a).String())
	case IsBid(a):
		return engine.ChoiceMove(seat, MoveBid, bidOf(a))
	}
	return engine.Move{Seat: seat}
}

// DecodeMove reads a move of that notation; legality is left to Apply.
func (g *Game) DecodeMove(m engine.Move) (engine.Action, error) {
	switch k := m.Kind(); {
	case m.Play != "" && m.Decision != "":
		return engine.NoAction, engine.Refuse("ohhell.notation.both", "a move either plays a card or bids, not both")
	case k == engine.MovePlay:
		c, err := ParseCard(m.Play)
		if err != nil {
			return engine.NoAction, engine.Refuse("ohhell.notation.card", "%v", err)
		}
		return PlayAction(c), nil
	case k == MoveBid:
		n, err := m.Int()
		if err != nil || n < 0 || n > MaxHand {
			return engine.NoAction, engine.Refuse("ohhell.notation.bid", "a bid is a number of tricks, 0 to %d", MaxHand)
		}
		return BidAction(n), nil
	case k != "":
		return engine.NoAction, engine.Refuse("ohhell.notation.other", "an Oh Hell move plays a card or bids; %q belongs to another game", string(k))
	}
	return engine.NoAction, engine.Refuse("ohhell.notation.none", "the move names neither a card to play nor a bid")
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
