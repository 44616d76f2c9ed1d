package trip

import (
	"fmt"
	"strings"

	"github.com/trickparty/trickparty/engine"
)

// EncodeMove writes seat's action in the scenario notation:
// {"play":"red7"}, {"split":[[...],[...]]} (names from seat's drawn cards)
// or {"pick":k}.
func (g *Game) EncodeMove(seat int, a engine.Action) engine.Move {
	switch {
	case IsPlay(a):
		return engine.PlayMove(seat, Card(a).String())
	case IsSplit(a):
		if seat >= 0 && seat < g.players {
			if s0, s1, ok := SplitSets(g.drawn[seat], a); ok {
				return engine.ChoiceMove(seat, MoveSplit, [][]string{s0.Names(), s1.Names()})
			}
		}
	case IsPick(a):
		return engine.ChoiceMove(seat, MovePick, int(a-FirstPick))
	}
	return engine.Move{Seat: seat}
}

// DecodeMove reads a move of the scenario notation. A split must name
// exactly the seat's six drawn cards as two sets of three, in any order.
func (g *Game) DecodeMove(m engine.Move) (engine.Action, error) {
	// The other games' moves, refused in words a Trip player understands.
	switch m.Kind() {
	case "facedown":
		return engine.NoAction, engine.Refuse("trip.notation.facedown", "Trick of Trip has no face-down cards")
	case "lead":
		return engine.NoAction, engine.Refuse("trip.notation.lead", "in Trick of Trip the trick's winner leads; nobody chooses")
	}
	if m.Play != "" && m.Decision != "" || m.Kind() != engine.MovePlay && m.Kind() != MoveSplit && m.Kind() != MovePick {
		return engine.NoAction, engine.Refuse("trip.notation.one", `a move is exactly one of "play", "split" or "pick"`)
	}
	switch m.Kind() {
	case engine.MovePlay:
		c, err := ParseCard(m.Play)
		if err != nil {
			return engine.NoAction, engine.Refuse("trip.notation.card", "%v", err)
		}
		return PlayAction(c), nil
	case MovePick:
		k, err := m.Int()
		if err != nil {
			return engine.NoAction, engine.Refuse("trip.notation.one", `a move is exactly one of "play", "split" or "pick"`)
		}
		if k != 0 && k != 1 {
			return engine.NoAction, engine.Refuse("trip.notation.pick", "pick set 0 or set 1, not %d", k)
		}
		return PickAction(k), nil
	}
	var split [][]string
	if err := m.Decode(&split); err != nil {
		return engine.NoAction, engine.Refuse("trip.split.shape", "a split is two sets of %d cards", SetSize)
	}
	if err := engine.CheckSeat(Name, false, m.Seat, g.players); err != nil {
		return engine.NoAction, err
	}
	drawn := g.drawn[m.Seat]
	if !g.drafted || drawn.Count() != DrawSize {
		return engine.NoAction, engine.Refuse("trip.phase.no-draft", "there is no draft this round: play a card")
	}
	if len(split) != 2 || len(split[0]) != SetSize || len(split[1]) != SetSize {
		return engine.NoAction, engine.Refuse("trip.split.shape", "a split is two sets of %d cards", SetSize)
	}
	var sets [2]CardSet
	for i, names := range split {
		for _, name := range names {
			c, err := ParseCard(name)
			if err != nil {
				return engine.NoAction, engine.Refuse("trip.notation.card", "%v", err)
			}
			if (sets[0] | sets[1]).Has(c) {
				return engine.NoAction, engine.Refuse("trip.split.twice", "%s is in the split twice", engine.CardArg(c.String()))
			}
			if !drawn.Has(c) {
				return engine.NoAction, engine.Refuse("trip.split.cards", "you did not draw %s; split the six cards you drew (%s)", engine.CardArg(c.String()), engine.CardsArg(drawn.Names()))
			}
			sets[i] = sets[i].With(c)
		}
	}
	a, err := splitActionOf(drawn, sets[0])
	if err != nil {
		return engine.NoAction, engine.Refuse("trip.split.invalid", "%v", err)
	}
	return a, nil
}

// ActionString is a short form of an action: "red7", "pick set 1", or for
// a split (whose cards depend on the seat) the positions of the drawn
// cards, lowest first: "split 1 2 4 | 3 5 6".
func (g *Game) ActionString(a engine.Action) string { return ActionString(a) }

// ActionString is Game.ActionString without a game, for code that holds
// only an observation.
func ActionString(a engine.Action) string {
	switch {
	case IsPlay(a):
		return Card(a).String()
	case IsPick(a):
		return fmt.Sprintf("pick set %d", a-FirstPick)
	case IsSplit(a):
		mask := splitMasks[a-FirstSplit]
		var s0, s1 []string
		for j := 0; j < DrawSize; j++ {
			if mask&(1<<j) != 0 {
				s0 = append(s0, fmt.Sprint(j+1))
			} else {
				s1 = append(s1, fmt.Sprint(j+1))
			}
		}
		return "split " + strings.Join(s0, " ") + " | " + strings.Join(s1, " ")
	}
	return fmt.Sprintf("action(%d)", a)
}
