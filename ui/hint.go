package ui

import (
	"context"
	"slices"
	"time"

	"github.com/trickparty/trickparty/app"
	"github.com/trickparty/trickparty/engine"
	"github.com/trickparty/trickparty/ui/internal/lang"
	"github.com/trickparty/trickparty/ui/internal/tablemodel"
	"github.com/trickparty/trickparty/ui/internal/words"
)

// askHint runs the Hard bot's search off the UI goroutine; leaving the
// table stops it.
func (t *TableScreen) askHint() {
	b := t.panel.side.hintBtn
	b.Disable()
	b.SetText(lang.L("Thinking…"))
	go func() {
		ctx, cancel := context.WithTimeout(t.run.ctx, 5*time.Second)
		defer cancel()
		h, err := t.sess.Hint(ctx)
		t.onUI(func() {
			b.SetText(lang.L("Hint"))
			b.Enable()
			if err != nil {
				t.felt.flash(err.Error())
				return
			}
			t.input.hinted = h.Action
			t.input.hintMove = &h.Move
			t.felt.flashAboutMove(hintWords(t.felt.game, h, t.felt.seatName, playRowCards(t.model.View())))
			t.render()
		})
	}()
}

// forgetHint: the player acted, so the hint's move is made or passed up.
func (in *tableInput) forgetHint() {
	in.hinted = engine.NoAction
	in.hintMove = nil
}

// hintSplits reports whether the hint's arrangement puts card name into
// its first slot (the hand row and the stand mark those cards).
func (in *tableInput) hintSplits(name string) bool {
	m := in.hintMove
	if m == nil || in.model.View().Arranging() == nil {
		return false
	}
	sets, ok := moveSets(*m)
	return ok && len(sets) > 1 && slices.Contains(sets[0], name)
}

// hintPicks reports whether the hint makes choice k of the prompt with
// cards (the set k of the stand received).
func (in *tableInput) hintPicks(k int) bool {
	p := in.model.View().Choosing()
	return in.hintMove != nil && p != nil && k >= 0 && k < len(p.Choices) && in.hinted == p.Choices[k].Action
}

// moveSets are the card sets of an arrangement's move; false for any
// other move.
func moveSets(m engine.Move) ([][]string, bool) {
	var sets [][]string
	if m.Kind() == "" || m.Kind() == engine.MovePlay || m.Decode(&sets) != nil {
		return nil, false
	}
	return sets, true
}

// decisionOf is game's declaration of the decision m makes; false for a
// play or a kind the game does not declare.
func decisionOf(game string, m engine.Move) (engine.DecisionSpec, bool) {
	d, ok := app.LookupGame(game)
	if !ok || m.Play != "" {
		return engine.DecisionSpec{}, false
	}
	return d.Decision(m.Kind())
}

// playRowCards are the cards of v's row to play from (the face-down row),
// nil for none.
func playRowCards(v engine.View) []engine.RowCard {
	r, _ := tablemodel.PlayRow(v)
	return r.Cards
}

// describeMove is a move in words, in the game's words for its decisions
// (DecisionSpec.Hint); row is the player's row to play from as the table
// shows it (nil: not shown, as in the review).
func describeMove(game string, m engine.Move, name func(int) string, row []engine.RowCard) string {
	if m.Play != "" {
		return lang.L("play {{.C}}", map[string]any{"C": words.Card(game, m.Play)})
	}
	spec, ok := decisionOf(game, m)
	if !ok {
		return "?"
	}
	switch spec.Value {
	case engine.ValueSets:
		if sets, ok := moveSets(m); ok && len(sets) == 2 {
			return lang.L(spec.Hint, map[string]any{"A": words.Cards(game, sets[0]), "B": words.Cards(game, sets[1])})
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
