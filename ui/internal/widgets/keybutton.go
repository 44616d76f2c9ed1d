package widgets

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"
)

// Keyboard use. Fyne gives a key to the focused widget, or to the window's
// key handler only when nothing has the focus, so a focused button would
// swallow Escape, the arrows and Enter. Our buttons press on Enter as on
// Space and pass every other key on to the window's handler; each screen
// sets that handler (the table's typedKey, a dialog's Escape).

// KeyButton is a button that Enter presses too and that hands other keys
// to the window's key handler.
type KeyButton struct{ widget.Button }

// NewKeyButton is a KeyButton labelled label.
func NewKeyButton(label string, tapped func()) *KeyButton {
	return NewKeyButtonWithIcon(label, nil, tapped)
}

// NewKeyButtonWithIcon is a KeyButton with an icon (nil: none).
func NewKeyButtonWithIcon(label string, icon fyne.Resource, tapped func()) *KeyButton {
	b := &KeyButton{}
	b.Text, b.Icon, b.OnTapped = label, icon, tapped
	b.ExtendBaseWidget(b)
	return b
}

// TypedKey implements fyne.Focusable.
func (b *KeyButton) TypedKey(ev *fyne.KeyEvent) {
	switch ev.Name {
	case fyne.KeySpace, fyne.KeyReturn, fyne.KeyEnter:
		if !b.Disabled() {
			b.Tapped(nil)
		}
	default:
		passKey(b, ev)
	}
}

// passKey gives a key a focused widget does not use to its window's key
// handler.
func passKey(o fyne.CanvasObject, ev *fyne.KeyEvent) {
	if c := fyne.CurrentApp().Driver().CanvasForObject(o); c != nil {
		if h := c.OnTypedKey(); h != nil {
			h(ev)
		}
	}
}
