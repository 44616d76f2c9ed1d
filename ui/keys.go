package ui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"

	"github.com/trickparty/trickparty/ui/internal/lang"
	"github.com/trickparty/trickparty/ui/internal/widgets"
)

// Keyboard use. Fyne gives a key to the focused widget, or to the window's
// key handler only when nothing has the focus, so a focused button would
// swallow Escape, the arrows and Enter. Our buttons press on Enter as on
// Space and pass every other key on to the window's handler; each screen
// sets that handler (the table's typedKey, a dialog's Escape).

// keyDialog shows d with Escape closing it and keys (if not nil) handling
// the others, while it is open; the window's handler before it comes back
// when it closes. Enter closes it too when closeOnEnter is set (a notice
// with one button).
func (u *UI) keyDialog(d dialog.Dialog, closeOnEnter bool, keys func(*fyne.KeyEvent)) {
	c := u.Win.Canvas()
	before := c.OnTypedKey()
	c.SetOnTypedKey(func(ev *fyne.KeyEvent) {
		switch {
		case ev.Name == fyne.KeyEscape:
			d.Hide()
		case closeOnEnter && (ev.Name == fyne.KeyReturn || ev.Name == fyne.KeyEnter):
			d.Hide()
		case keys != nil:
			keys(ev)
		}
	})
	d.SetOnClosed(func() { c.SetOnTypedKey(before) })
	d.Show()
}

// showInfo, showError and showConfirm are Fyne's notice, error and
// question dialogs with keyboard use: Escape closes (answers no), Enter
// closes a notice.
func (u *UI) showInfo(title, msg string) {
	u.keyDialog(dialog.NewInformation(title, msg, u.Win), true, nil)
}

func (u *UI) showError(err error) {
	u.keyDialog(dialog.NewError(err, u.Win), true, nil)
}

func (u *UI) showConfirm(title, msg string, answer func(bool)) *dialog.ConfirmDialog {
	c := u.Win.Canvas()
	before := c.OnTypedKey()
	// The handler comes back before the answer runs: an answer may set
	// its own (leaving the table clears it).
	// Without Fyne's question mark, which stood behind a long message's
	// words, and with "Yes" and "No" in the player's language (Fyne's own
	// are not in every language it is shown in).
	d := dialog.NewCustomConfirm(title, lang.L("Yes"), lang.L("No"), widgets.SentenceLabel(msg), func(ok bool) {
		c.SetOnTypedKey(before)
		answer(ok)
	}, u.Win)
	u.sizeDialog(d, fyne.NewSize(460, 0))
	c.SetOnTypedKey(func(ev *fyne.KeyEvent) {
		if ev.Name == fyne.KeyEscape {
			d.Hide() // a hidden confirmation answers no
		}
	})
	d.Show()
	return d
}

// showCustom is a dialog with one closing button (a widgets.KeyButton, so Escape
// and the dialog's keys work while it has the focus).
func (u *UI) showCustom(title, dismiss string, content fyne.CanvasObject, size fyne.Size, keys func(*fyne.KeyEvent)) dialog.Dialog {
	d := dialog.NewCustomWithoutButtons(title, content, u.Win)
	d.SetButtons([]fyne.CanvasObject{widgets.NewKeyButton(dismiss, d.Hide)})
	if size.Width > 0 || size.Height > 0 {
		u.sizeDialog(d, size)
	}
	u.keyDialog(d, false, keys)
	return d
}

// sizeDialog gives an open dialog a size, at scale 1, that follows the
// window: at its scale, as the dialog's text is, and within it. It keeps
// that size while the dialog is open (fitDialogs).
func (u *UI) sizeDialog(d dialog.Dialog, base fyne.Size) {
	if u.sized == nil {
		u.sized = map[dialog.Dialog]*sizedDialog{}
	}
	s := &sizedDialog{base: base}
	u.sized[d] = s
	d.SetOnClosed(func() { delete(u.sized, d) })
	u.fitDialog(d, s)
}

// sizedDialog is a dialog's size at scale 1 and the size it was given;
// grow: it takes most of a larger window too (a long page to read).
type sizedDialog struct {
	base, given fyne.Size
	grow        bool
}

// growDialog makes an open dialog sized by sizeDialog take most of the
// window, however large, so a long text needs less scrolling.
func (u *UI) growDialog(d dialog.Dialog) {
	if s, ok := u.sized[d]; ok {
		s.grow = true
		u.fitDialog(d, s)
	}
}

// fitDialog resizes d when its size changed: a dialog's resize lays all
// of it out again.
func (u *UI) fitDialog(d dialog.Dialog, s *sizedDialog) {
	size := fyne.NewSize(s.base.Width*u.scale, s.base.Height*u.scale)
	if win := u.Win.Canvas().Size(); win.Width > 0 {
		if s.grow {
			size = size.Max(fyne.NewSize(win.Width*0.85, win.Height*0.9))
		}
		size = size.Min(fyne.NewSize(win.Width-40, win.Height-40))
	}
	if size != s.given {
		s.given = size
		d.Resize(size)
	}
}

// fitDialogs sizes the open dialogs again for a new window size or scale.
func (u *UI) fitDialogs() {
	for d, s := range u.sized {
		u.fitDialog(d, s)
	}
}
