package ui

import (
	"context"
	"slices"
	"time"

	"github.com/trickparty/trickparty/ui/internal/lang"

	"github.com/trickparty/trickparty/engine"
)

// askHint runs the Hard bot's search off the UI goroutine; leaving the
// table stops it.
func (t *TableScreen) askHint() {
	b := t.side.hintBtn
	b.Disable()
	b.SetText(lang.L("Thinking…"))
	go func() {
		ctx, cancel := context.WithTimeout(t.ctx, 5*time.Second)
		defer cancel()
		h, err := t.sess.Hint(ctx)
		t.onUI(func() {
			b.SetText(lang.L("Hint"))
			b.Enable()
			if err != nil {
				t.flash(err.Error())
				return
			}
			t.hinted = h.Action
			t.hintMove = &h.Move
			t.flashAboutMove(hintWords(t.game, h, t.seatName))
			t.render()
		})
	}()
}

// forgetHint: the player acted, so the hint's move is made or passed up.
func (t *TableScreen) forgetHint() {
	t.hinted = engine.NoAction
	t.hintMove = nil
}

// hintSplits reports whether the hint splits the drawn card name into the
// first set (the draft's hand row and stand mark those three).
func (t *TableScreen) hintSplits(name string) bool {
	m := t.hintMove
	return m != nil && t.model.View().Phase == engine.Split && len(m.Split) == 2 && slices.Contains(m.Split[0], name)
}

// hintPicks reports whether the hint takes set k of the stand received.
func (t *TableScreen) hintPicks(k int) bool {
	m := t.hintMove
	return m != nil && t.model.View().Phase == engine.Pick && m.Pick != nil && *m.Pick == k
}

// describeMove is a move in words.
func describeMove(game string, m engine.Move, name func(int) string) string {
	switch {
	case m.Play != "":
		return lang.L("play {{.C}}", map[string]any{"C": cardWords(game, m.Play)})
	case m.Facedown != nil:
		return lang.L("play face-down card {{.P}}", map[string]any{"P": *m.Facedown + 1})
	case m.Lead != nil:
		return lang.L("let {{.N}} lead", map[string]any{"N": name(*m.Lead)})
	case m.Split != nil:
		return lang.L("split {{.A}} / {{.B}}", map[string]any{"A": cardsWords(game, m.Split[0]), "B": cardsWords(game, m.Split[1])})
	case m.Pick != nil:
		return lang.L("pick set {{.K}}", map[string]any{"K": *m.Pick + 1})
	}
	return "?"
}
