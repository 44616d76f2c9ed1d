package ui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/trickparty/trickparty/app"
)

// showHostMenu is the in-game menu of the player who hosts the table: remove
// a guest (a bot takes the seat for the rest of the game), or leave.
func (u *UI) showHostMenu(l *lanState) {
	ts := u.screen
	box := container.NewVBox()
	var d dialog.Dialog
	for _, g := range l.table.Guests() {
		box.Add(widget.NewButtonWithIcon(lang.L("Remove {{.Name}}", map[string]any{"Name": g.Name}), theme.ContentRemoveIcon(), func() {
			d.Hide()
			dialog.ShowConfirm(lang.L("Remove {{.Name}}?", map[string]any{"Name": g.Name}),
				lang.L("A bot plays their seat for the rest of the game, and they cannot take it back."), func(ok bool) {
					if ok {
						u.removeGuest(l, g)
					}
				}, u.Win)
		}))
	}
	box.Add(widget.NewSeparator())
	box.Add(widget.NewButtonWithIcon(lang.L("Leave the table"), theme.LogoutIcon(), func() {
		d.Hide()
		ts.confirmLeave()
	}))
	d = dialog.NewCustom(lang.L("Menu"), lang.L("Close"), box, u.Win)
	d.Resize(fyne.NewSize(360, 0))
	d.Show()
}

// removeGuest asks the host to remove g off the UI goroutine (the host's
// loop answers) and tells the player the outcome.
func (u *UI) removeGuest(l *lanState, g app.RoomSeat) {
	go func() {
		err := l.table.Remove(g.Seat)
		runOnUI(func() {
			if ts := u.screen; ts != nil {
				if err != nil {
					ts.flash(err.Error())
					return
				}
				msg := lang.L("{{.Name}} was removed; a bot plays their seat.", map[string]any{"Name": g.Name})
				ts.addLog(msg)
				ts.flash(msg)
			}
		})
	}()
}
