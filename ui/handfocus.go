package ui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"
)

// handStop is the hand's place in the Tab order: an invisible focusable
// widget on the felt. While it has the focus the arrows move the lifted,
// outlined card and Enter plays it (typedKey); Tab goes on to the buttons.
type handStop struct {
	widget.BaseWidget
	t       *TableScreen
	focused bool
}

func newHandStop(t *TableScreen) *handStop {
	h := &handStop{t: t}
	h.ExtendBaseWidget(h)
	return h
}

// CreateRenderer implements fyne.Widget; the focus shows on the cards.
func (h *handStop) CreateRenderer() fyne.WidgetRenderer {
	return widget.NewSimpleRenderer(&fyne.Container{})
}

// FocusGained implements fyne.Focusable: a card is picked out at once.
func (h *handStop) FocusGained() {
	h.focused = true
	if t := h.t; t.selected < 0 && len(t.allPlayable()) > 0 {
		t.selected = 0
		t.render()
	}
}

// FocusLost implements fyne.Focusable.
func (h *handStop) FocusLost() { h.focused = false }

// TypedRune implements fyne.Focusable.
func (h *handStop) TypedRune(rune) {}

// TypedKey implements fyne.Focusable: the table's keys.
func (h *handStop) TypedKey(ev *fyne.KeyEvent) { h.t.typedKey(ev) }
