package table

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
func (t *Screen) showMenu() {
	box := container.NewVBox()
	var d dialog.Dialog
	item := func(label string, icon fyne.Resource, do func()) {
		box.Add(widgets.NewKeyButtonWithIcon(label, icon, func() {
			d.Hide()
			do()
		}))
	}
	item(lang.L("Rules"), theme.HelpIcon(), func() { t.shell.ShowRules(t.felt.game) })
	item(lang.L("Settings"), theme.SettingsIcon(), t.shell.ShowSettings)
	if l := t.lan; l != nil {
		if guests := l.Guests(); len(guests) > 0 {
			box.Add(widget.NewSeparator())
			for _, g := range guests {
				item(lang.L("Remove {{.Name}}", map[string]any{"Name": g.Name}), theme.ContentRemoveIcon(), func() {
					t.shell.ShowConfirm(lang.L("Remove {{.Name}}?", map[string]any{"Name": g.Name}),
						lang.L("A bot plays their seat for the rest of the game, and they cannot take it back."), func(ok bool) {
							if ok {
								t.removeGuest(g)
							}
						})
				})
			}
		}
	}
	box.Add(widget.NewSeparator())
	item(lang.L("Leave the table"), theme.LogoutIcon(), t.confirmLeave)
	d = t.shell.ShowCustom(lang.L("Menu"), lang.L("Close"), box, fyne.NewSize(360, 0), nil)
}

// removeGuest asks the host to remove g off the UI goroutine (the host's
// loop answers) and tells the player the outcome.
func (t *Screen) removeGuest(g app.RoomSeat) {
	go func() {
		err := t.lan.Remove(g.Seat)
		t.onUI(func() {
			if err != nil {
				t.felt.flash(err.Error())
				return
			}
			msg := lang.L("{{.Name}} was removed; a bot plays their seat.", map[string]any{"Name": g.Name})
			t.panel.side.addLog(msg)
			t.felt.flash(msg)
		})
	}()
}

// confirmLeave asks before leaving the table.
func (t *Screen) confirmLeave() { t.shell.AskLeave(t.coach != nil) }
