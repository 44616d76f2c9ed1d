package ui

import (
	"fyne.io/fyne/v2/widget"

	"github.com/trickparty/trickparty/ui/internal/lang"
)

// Closing the window, or leaving, while hosting a LAN game closes the table
// for every player at once: the host is asked first. A solo game or a
// guest's seat closes as before (each is saved or kept).

// closeRequested is the window's close intercept.
func (u *UI) closeRequested() {
	if !u.askCloseHosted(u.Win.Close) {
		u.Win.Close()
	}
}

// guestsAtHostedGame is how many other people sit at the game this player
// hosts, while it is in progress; 0 otherwise.
func (u *UI) guestsAtHostedGame() int {
	l := u.lan
	if l == nil || l.table == nil || !l.table.Hosting() || l.table.Ended() {
		return 0
	}
	if r := l.table.Session(); !r.Started() || r.Over() {
		return 0
	}
	return len(l.table.Guests())
}

// askCloseHosted asks whether to close the hosted table for everyone and
// runs close only on yes. It asks nothing and reports false when nobody
// else is at a game this player hosts.
func (u *UI) askCloseHosted(close func()) bool {
	n := u.guestsAtHostedGame()
	if n == 0 {
		return false
	}
	d := u.showConfirm(lang.L("Close the table for everyone?"),
		lang.N("{{.Count}} players are at it. It is saved: you can resume it from the home screen, and they can rejoin.", n, map[string]any{"Count": n}),
		func(ok bool) {
			if ok {
				close()
			}
		})
	d.SetConfirmText(lang.L("Close table"))
	d.SetConfirmImportance(widget.DangerImportance)
	d.SetDismissText(lang.L("Cancel"))
	return true
}
