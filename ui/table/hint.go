package table

import (
	"context"
	"slices"
	"time"

	"github.com/trickparty/trickparty/engine"
	"github.com/trickparty/trickparty/ui/internal/lang"
	"github.com/trickparty/trickparty/ui/internal/tablemodel"
	"github.com/trickparty/trickparty/ui/internal/words"
)

// askHint runs the Hard bot's search off the UI goroutine; leaving the
// table stops it.
func (t *Screen) askHint() {
	b := t.panel.side.hintBtn
	t.panel.side.thinking = true
	b.Disable()
	b.SetText(lang.L("Thinking…"))
	go func() {
		ctx, cancel := context.WithTimeout(t.run.ctx, 5*time.Second)
		defer cancel()
		h, err := t.sess.Hint(ctx)
		t.onUI(func() {
			t.panel.side.thinking = false
			b.SetText(lang.L("Hint"))
			b.Enable()
			if err != nil {
				t.felt.flash(err.Error())
				return
			}
			t.input.hinted = h.Action
			t.input.hintSame = h.SameActions
			t.input.hintMove = &h.Move
			t.felt.showHint(words.HintWords(t.felt.game, h, t.felt.seatName, playRowCards(t.model.View())))
			t.Render()
		})
	}()
}

// hintShown is how long a hint stays on the felt unless the player acts
// first: it says a move, what it does and what the next best does, more
// than a refusal's few words.
const hintShown = 15 * time.Second

// showHint shows a hint, about the player's move, for long enough to
// read its reasons.
func (f *feltArea) showHint(msg string) { f.message.showFor(msg, true, hintShown) }

// forgetHint: the player acted, so the hint's move is made or passed up.
func (in *tableInput) forgetHint() {
	in.hinted = engine.NoAction
	in.hintSame = nil
	in.hintMove = nil
}

// hintMarks reports whether the hint marks action a: its move, or one it
// says is as good.
func (in *tableInput) hintMarks(a engine.Action) bool {
	return a != engine.NoAction && (a == in.hinted || in.hinted != engine.NoAction && slices.Contains(in.hintSame, a))
}

// hintSplits reports whether the hint's arrangement puts card name into
// its first slot (the hand row and the stand mark those cards).
func (in *tableInput) hintSplits(name string) bool {
	m := in.hintMove
	if m == nil || in.model.View().Arranging() == nil {
		return false
	}
	sets, ok := words.MoveSets(*m)
	return ok && len(sets) > 1 && slices.Contains(sets[0], name)
}

// hintPicks reports whether the hint makes choice k of the prompt with
// cards (the set k of the stand received).
func (in *tableInput) hintPicks(k int) bool {
	p := in.model.View().Choosing()
	return in.hintMove != nil && p != nil && k >= 0 && k < len(p.Choices) && in.hinted == p.Choices[k].Action
}

// playRowCards are the cards of v's row to play from (the face-down row),
// nil for none.
func playRowCards(v engine.View) []engine.RowCard {
	r, _ := tablemodel.PlayRow(v)
	return r.Cards
}
