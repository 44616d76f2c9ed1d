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
			t.felt.flashAboutMove(hintWords(t.felt.game, h, t.felt.seatName, t.model.View().Facedown))
			t.render()
		})
	}()
}

// forgetHint: the player acted, so the hint's move is made or passed up.
func (in *tableInput) forgetHint() {
	in.hinted = engine.NoAction
	in.hintMove = nil
}

// hintSplits reports whether the hint splits the drawn card name into the
// first set (the draft's hand row and stand mark those three).
func (in *tableInput) hintSplits(name string) bool {
	m := in.hintMove
	return m != nil && in.model.View().Phase == engine.Split && len(m.Split) == 2 && slices.Contains(m.Split[0], name)
}

// hintPicks reports whether the hint takes set k of the stand received.
func (in *tableInput) hintPicks(k int) bool {
	m := in.hintMove
	return m != nil && in.model.View().Phase == engine.Pick && m.Pick != nil && *m.Pick == k
}

// describeMove is a move in words; row is the player's face-down row as
// the table shows it (nil: not shown, as in the review).
func describeMove(game string, m engine.Move, name func(int) string, row []engine.FacedownView) string {
	switch {
	case m.Play != "":
		return lang.L("play {{.C}}", map[string]any{"C": cardWords(game, m.Play)})
	case m.Facedown != nil:
		return facedownWords(*m.Facedown, row)
	case m.Lead != nil:
		return lang.L("let {{.N}} lead", map[string]any{"N": name(*m.Lead)})
	case m.Split != nil:
		return lang.L("split {{.A}} / {{.B}}", map[string]any{"A": cardsWords(game, m.Split[0]), "B": cardsWords(game, m.Split[1])})
	case m.Pick != nil:
		return lang.L("pick set {{.K}}", map[string]any{"K": *m.Pick + 1})
	}
	return "?"
}

// facedownWords says which face-down card to play as the player sees the
// row: the cards left close up, so "face-down card 3" with two left named
// a card that was not there (a stranger's finding). Without the row, by
// its position in the row as dealt.
func facedownWords(pos int, row []engine.FacedownView) string {
	var left []int
	for _, fd := range row {
		if !fd.Played {
			left = append(left, fd.Pos)
		}
	}
	k := slices.Index(left, pos)
	switch {
	case k < 0:
		return lang.L("play face-down card {{.P}}", map[string]any{"P": pos + 1})
	case len(left) == 1:
		return lang.L("play your face-down card")
	case k == 0:
		return lang.L("play your left face-down card")
	case k == len(left)-1:
		return lang.L("play your right face-down card")
	}
	return lang.L("play your middle face-down card")
}
