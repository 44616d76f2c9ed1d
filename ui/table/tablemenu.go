package table

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

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
	if h := t.host; h != nil {
		if guests := h.lan.Guests(); len(guests) > 0 {
			box.Add(widget.NewSeparator())
			for _, g := range guests {
				item(lang.L("Remove {{.Name}}", map[string]any{"Name": g.Name}), theme.ContentRemoveIcon(), func() {
					t.shell.ShowConfirm(lang.L("Remove {{.Name}}?", map[string]any{"Name": g.Name}),
						lang.L("A bot plays their seat for the rest of the game, and they cannot take it back."), func(ok bool) {
							if ok {
								h.removeGuest(g)
							}
						})
				})
			}
		}
	}
	box.Add(widget.NewSeparator())
	item(lang.L("Leave the table"), theme.LogoutIcon(), func() { t.shell.AskLeave(t.coach != nil) })
	d = t.shell.ShowCustom(lang.L("Menu"), lang.L("Close"), box, fyne.NewSize(360, 0), nil)
}
