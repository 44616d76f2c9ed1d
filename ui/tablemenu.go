package ui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/trickparty/trickparty/app"
	"github.com/trickparty/trickparty/ui/internal/lang"
	"github.com/trickparty/trickparty/ui/internal/widgets"
)

// showMenu is the in-game menu: the rules of this game, the settings (a new
// card size or theme applies to the table at once), removing a guest when
// the player hosts a LAN table (a bot takes the seat for the rest of the
// game), and leaving.
func (t *TableScreen) showMenu() {
	u := t.u
	box := container.NewVBox()
	var d dialog.Dialog
	item := func(label string, icon fyne.Resource, do func()) {
		box.Add(widgets.NewKeyButtonWithIcon(label, icon, func() {
			d.Hide()
			do()
		}))
	}
	item(lang.L("Rules"), theme.HelpIcon(), func() { u.showRulesOf(t.felt.game) })
	item(lang.L("Settings"), theme.SettingsIcon(), u.ShowSettings)
	if l := u.lan; l != nil && l.table != nil {
		if guests := l.table.Guests(); len(guests) > 0 {
			box.Add(widget.NewSeparator())
			for _, g := range guests {
				item(lang.L("Remove {{.Name}}", map[string]any{"Name": g.Name}), theme.ContentRemoveIcon(), func() {
					u.showConfirm(lang.L("Remove {{.Name}}?", map[string]any{"Name": g.Name}),
						lang.L("A bot plays their seat for the rest of the game, and they cannot take it back."), func(ok bool) {
							if ok {
								u.removeGuest(l, g)
							}
						})
				})
			}
		}
	}
	box.Add(widget.NewSeparator())
	item(lang.L("Leave the table"), theme.LogoutIcon(), t.confirmLeave)
	d = u.showCustom(lang.L("Menu"), lang.L("Close"), box, fyne.NewSize(360, 0), nil)
}

// removeGuest asks the host to remove g off the UI goroutine (the host's
// loop answers) and tells the player the outcome.
func (u *UI) removeGuest(l *lanState, g app.RoomSeat) {
	go func() {
		err := l.table.Remove(g.Seat)
		runOnUI(func() {
			if ts := u.tableScreen(); ts != nil {
				if err != nil {
					ts.felt.flash(err.Error())
					return
				}
				msg := lang.L("{{.Name}} was removed; a bot plays their seat.", map[string]any{"Name": g.Name})
				ts.panel.side.addLog(msg)
				ts.felt.flash(msg)
			}
		})
	}()
}

// confirmLeave asks before leaving the table.
func (t *TableScreen) confirmLeave() {
	if t.u.askCloseHosted(t.u.leaveTable) {
		return
	}
	msg := lang.L("The game is saved; continue it later from the home screen.")
	switch {
	case t.u.lan != nil:
		msg = t.u.lanLeaveText()
	case t.coach != nil:
		msg = lang.L("A guided game is not saved: Learn by playing, on the home screen or in the Rules, starts it again.")
	}
	t.u.showConfirm(lang.L("Leave the table?"), msg, func(ok bool) {
		if ok {
			t.u.leaveTable()
		}
	})
}
