package words

import (
	"slices"

	"github.com/trickparty/trickparty/app"
	"github.com/trickparty/trickparty/engine"
	"github.com/trickparty/trickparty/ui/internal/lang"
)

// MoveSets are the card sets of an arrangement's move; false for any
// other move.
func MoveSets(m engine.Move) ([][]string, bool) {
	var sets [][]string
	if m.Kind() == "" || m.Kind() == engine.MovePlay || m.Decode(&sets) != nil {
		return nil, false
	}
	return sets, true
}

// DecisionOf is game's declaration of the decision m makes; false for a
// play or a kind the game does not declare.
func DecisionOf(game string, m engine.Move) (engine.DecisionSpec, bool) {
	d, ok := app.LookupGame(game)
	if !ok || m.Play != "" {
		return engine.DecisionSpec{}, false
	}
	return d.Decision(m.Kind())
}

// Move is a move in words, in the game's words for its decisions
// (DecisionSpec.Hint); row is the player's row to play from as the table
// shows it (nil: not shown, as in the review).
func Move(game string, m engine.Move, name func(int) string, row []engine.RowCard) string {
	if m.Play != "" {
		return lang.L("play {{.C}}", map[string]any{"C": Card(game, m.Play)})
	}
	spec, ok := DecisionOf(game, m)
	if !ok {
		return "?"
	}
	switch spec.Value {
	case engine.ValueSets:
		if sets, ok := MoveSets(m); ok && len(sets) == 2 {
			return lang.L(spec.Hint, map[string]any{"A": Cards(game, sets[0]), "B": Cards(game, sets[1])})
		}
		return "?"
	}
	n, err := m.Int()
	if err != nil {
		return "?"
	}
	switch spec.Value {
	case engine.ValueRow:
		return rowPlaceWords(spec, n, row)
	case engine.ValueSeat:
		return lang.L(spec.Hint, map[string]any{"N": name(n)})
	case engine.ValueIndex:
		return lang.L(spec.Hint, map[string]any{"K": n + 1})
	}
	return lang.L(spec.Hint, map[string]any{"K": n})
}

// rowPlaceWords says which card of the row to play as the player sees
// the row: the cards left close up, so "face-down card 3" with two left
// would name a card that is not there. Without the row, by its position
// in the row as dealt.
func rowPlaceWords(spec engine.DecisionSpec, pos int, row []engine.RowCard) string {
	var left []int
	for p, c := range row {
		if !c.Played {
			left = append(left, p)
		}
	}
	k := slices.Index(left, pos)
	switch {
	case k < 0:
		return lang.L(spec.Hint, map[string]any{"P": pos + 1})
	case len(left) == 1:
		return lang.L(spec.HintPlace[0])
	case k == 0:
		return lang.L(spec.HintPlace[1])
	case k == len(left)-1:
		return lang.L(spec.HintPlace[3])
	}
	return lang.L(spec.HintPlace[2])
}

// HintWords is a hint in words, its moves said as the table shows them:
// row is the player's face-down row shown (nil: not shown, as in the
// review).
func HintWords(game string, h app.Hint, name func(int) string, row []engine.RowCard) string {
	return Hint(game, h, func(m engine.Move) string { return Move(game, m, name, row) }, name)
}
