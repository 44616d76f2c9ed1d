package ui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
)

// What the screens in packages of their own need of the app, each asking
// for it by an interface of its own (home.Dialogs).

// Window is the app's one window.
func (u *UI) Window() fyne.Window { return u.Win }

// KeyDialog shows d with the keyboard's use (keyDialog).
func (u *UI) KeyDialog(d dialog.Dialog, closeOnEnter bool, keys func(*fyne.KeyEvent)) {
	u.keyDialog(d, closeOnEnter, keys)
}
