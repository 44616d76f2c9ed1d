package table

import (
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/trickparty/trickparty/engine"
	"github.com/trickparty/trickparty/ui/internal/lang"
	"github.com/trickparty/trickparty/ui/internal/widgets"
	"github.com/trickparty/trickparty/ui/internal/words"
)

// historyView steps through every trick of the game so far, round by
// round: the cards with their players' names, the winners in gold.
type historyView struct {
	// words name the players and say why each trick was won; card is the
	// size of a card shown.
	words  words.Trick
	card   fyne.Size
	tricks []engine.TrickRecord
	at     int

	where *widget.Label
	row   *fyne.Container
	// won says why each winner won and what it took, wrapped to the
	// dialog's width (Japanese by package linebreak): a reason that says what
	// was taken is longer than the dialog at 800x600.
	won *widgets.JapaneseText
	// twoLineNames: some card of the game came from the face-down row, so
	// every name under a card keeps room for the line that says so.
	twoLineNames bool
	round        *widget.Select
	prev         *widgets.KeyButton
	next         *widgets.KeyButton
	rounds       []int
}

func newHistoryView(tw words.Trick, card fyne.Size, tricks []engine.TrickRecord) *historyView {
	h := &historyView{words: tw, card: card, tricks: append([]engine.TrickRecord(nil), tricks...), at: len(tricks) - 1}
	h.where = widget.NewLabelWithStyle("", fyne.TextAlignCenter, fyne.TextStyle{Bold: true})
	h.row = container.NewHBox()
	h.won = widgets.NewJapaneseText(widget.NewLabelWithStyle("", fyne.TextAlignCenter, fyne.TextStyle{}))
	h.won.WrapAll = true
	for i := range h.tricks {
		h.won.Reserve = append(h.won.Reserve, h.whyWon(i))
		for _, p := range h.tricks[i].Plays {
			h.twoLineNames = h.twoLineNames || p.Facedown
		}
	}
	var labels []string
	for _, tr := range h.tricks {
		if n := len(h.rounds); n == 0 || h.rounds[n-1] != tr.Round {
			h.rounds = append(h.rounds, tr.Round)
			labels = append(labels, roundLabel(tr.Round))
		}
	}
	h.round = widget.NewSelect(labels, func(s string) {
		for i, tr := range h.tricks {
			if roundLabel(tr.Round) == s {
				if h.tricks[h.at].Round != tr.Round {
					h.at = i
					h.show()
				}
				return
			}
		}
	})
	h.prev = widgets.NewKeyButtonWithIcon("", theme.NavigateBackIcon(), func() { h.step(-1) })
	h.next = widgets.NewKeyButtonWithIcon("", theme.NavigateNextIcon(), func() { h.step(1) })
	h.show()
	return h
}

// roundLabel names a round in History's list, as every screen does.
func roundLabel(r int) string { return words.RoundName(r, 0) }

func (h *historyView) content() fyne.CanvasObject {
	nav := container.NewHBox(h.prev, layout.NewSpacer(), h.where, layout.NewSpacer(), h.next)
	return container.NewVBox(h.round, nav, container.NewCenter(h.row), h.won.Box)
}

// keys steps through the tricks with the arrows.
func (h *historyView) keys(ev *fyne.KeyEvent) {
	switch ev.Name {
	case fyne.KeyLeft, fyne.KeyUp:
		h.step(-1)
	case fyne.KeyRight, fyne.KeyDown:
		h.step(1)
	}
}

func (h *historyView) step(d int) {
	if n := h.at + d; n >= 0 && n < len(h.tricks) {
		h.at = n
		h.show()
	}
}

// show draws the trick at h.at.
func (h *historyView) show() {
	tr := h.tricks[h.at]
	k, n := 0, 0
	for i, o := range h.tricks {
		if o.Round == tr.Round {
			n++
			if i <= h.at {
				k++
			}
		}
	}
	h.where.SetText(lang.L("Trick {{.K}} of {{.N}}", map[string]any{"K": k, "N": n}))
	h.round.SetSelected(roundLabel(tr.Round))
	h.row.Objects = nil
	size := h.card.Max(fyne.NewSize(60, 84))
	for _, p := range tr.Plays {
		c := newCard(h.words.Game, p.Card, true)
		for _, w := range tr.Winners {
			if w == p.Seat {
				c.highlight = gold
			}
		}
		who := h.words.Name(p.Seat)
		switch {
		case p.Facedown:
			// As on the table: the card came from the face-down row.
			who += "\n" + lang.L("from the row")
		case h.twoLineNames:
			who += "\n "
		}
		name := widget.NewLabelWithStyle(who, fyne.TextAlignCenter, fyne.TextStyle{})
		h.row.Add(container.NewVBox(container.NewCenter(container.NewGridWrap(size, c)), name))
	}
	// Columns of one width, the widest name's: "from the row" under one
	// card had spaced the cards unevenly.
	h.row.Layout = layout.NewGridLayoutWithColumns(max(len(tr.Plays), 1))
	h.row.Refresh()
	h.won.SetText(h.whyWon(h.at))
	h.prev.Disable()
	h.next.Disable()
	if h.at > 0 {
		h.prev.Enable()
	}
	if h.at < len(h.tricks)-1 {
		h.next.Enable()
	}
}

// whyWon says why trick i's winners won, a line each.
func (h *historyView) whyWon(i int) string {
	return strings.Join(h.words.Lines(&h.tricks[i]), "\n")
}
