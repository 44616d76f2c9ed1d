package ui

import (
	"context"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/trickparty/trickparty/app"
	"github.com/trickparty/trickparty/ui/internal/art"
	"github.com/trickparty/trickparty/ui/internal/lang"
	"github.com/trickparty/trickparty/ui/internal/widgets"
)

// Where LAN play meets the machine; tests point it at loopback, keep mDNS
// quiet and run UI updates on the test goroutine.
var (
	lanNetwork = app.LocalNetwork
	// joinRetryFor is how long a guest tries to reach a lost host again
	// (0: the app's default, a minute; tests shorten it).
	joinRetryFor time.Duration
	// runOnUI runs a UI change from another goroutine (UI.onUI: not once
	// the window's UI goroutine is gone).
	runOnUI = fyne.Do
)

// lanState is the LAN screens in progress: the table this player sits at
// (hosted or joined; app.LANTable keeps it), and the screens' parts. ctx
// ends when the player leaves, stopping the screens' goroutines.
type lanState struct {
	hosting bool
	table   *app.LANTable
	ctx     context.Context
	cancel  context.CancelFunc

	// The screens' parts, kept for tests and for refreshing.
	join *joinScreen
	room *roomScreen
}

// newLAN replaces any LAN play in progress with a fresh state.
func (u *UI) newLAN(hosting bool) *lanState {
	u.closeTable()
	ctx, cancel := context.WithCancel(context.Background())
	u.lan = &lanState{hosting: hosting, ctx: ctx, cancel: cancel}
	return u.lan
}

// seated gives l the table the player now sits at, unless the player went
// elsewhere meanwhile (then the table is closed); it runs on the UI
// goroutine and reports whether l is still current.
func (u *UI) seated(l *lanState, t *app.LANTable) bool {
	if u.lan != l {
		t.Close()
		return false
	}
	l.table = t
	return true
}

// closeLAN leaves the table (app.LANTable.Close says what is kept) and
// stops the screens' goroutines.
func (u *UI) closeLAN() {
	l := u.lan
	if l == nil {
		return
	}
	u.lan = nil
	l.cancel()
	switch {
	case l.table == nil:
	case u.windowClosed:
		// The app is closing, not the player leaving: a guest's seat
		// stays kept for Rejoin.
		l.table.CloseKeepingSeat()
	default:
		l.table.Close()
	}
}

// lanAgain is "Play again" after a LAN game: back to the screen it came
// from. It reports false when the game was not a LAN game.
func (u *UI) lanAgain() bool {
	if u.lan == nil {
		return false
	}
	if l := u.lan; l.table != nil && !l.table.Ended() {
		// The table is still open: the host deals again for everyone,
		// a guest waits for that.
		if !l.hosting {
			u.tableScreen().Flash(lang.L("Waiting for the host to deal again…"))
			return true
		}
		go func() {
			if err := l.table.Rematch(); err != nil {
				runOnUI(func() { u.showError(err) })
			}
		}()
		return true
	}
	hosting := u.lan.hosting
	u.closeTable()
	if hosting {
		u.ShowHostGame()
	} else {
		u.ShowJoinGame()
	}
	return true
}

// lanPanel is a screen's centred panel on the felt, like the home screen.
func (u *UI) lanPanel(title string, width float32, body fyne.CanvasObject) fyne.CanvasObject {
	head := widgets.NewThemedText(title, widgets.WarmText, 30, fyne.TextStyle{Bold: true})
	bg := widgets.NewThemedRect(theme.ColorNameOverlayBackground, 16)
	panel := container.NewStack(bg, container.NewPadded(container.NewPadded(body)))
	felt := art.NewRasterImage(art.RasterOf(art.Felt(), 480, 320))
	col := container.NewVBox(head, container.New(widgets.FixedWidth{W: width}, panel))
	return container.NewStack(felt, container.NewCenter(col))
}

// lanButtons are the home screen's way into LAN play.
func lanButtons(u *UI) fyne.CanvasObject {
	host := widgets.NewKeyButtonWithIcon(lang.L("Host game"), theme.ComputerIcon(), u.ShowHostGame)
	join := widgets.NewKeyButtonWithIcon(lang.L("Join game"), theme.LoginIcon(), u.ShowJoinGame)
	row := container.NewGridWithColumns(2, host, join)
	kept, ok := app.LoadRejoin(u.prefs, time.Now())
	if !ok {
		return row
	}
	rejoin := widgets.NewKeyButtonWithIcon(lang.L("Rejoin “{{.T}}”", map[string]any{"T": kept.Table}), theme.LoginIcon(), func() {
		u.ShowJoinGame()
		if l := u.lan; l != nil && l.join != nil && l.join.rejoin != nil {
			u.rejoinTable(l, l.join)
		}
	})
	rejoin.Importance = widget.HighImportance
	return container.NewVBox(rejoin, row)
}

// lanLeaveText is what leaving a LAN table means, for the Leave question.
func (u *UI) lanLeaveText() string {
	if u.lan != nil && u.lan.hosting {
		return lang.L("You host this table: leaving stops the game for everyone until you resume it with Resume hosted table on the home screen.")
	}
	return lang.L("A bot takes over your seat for the rest of the game.")
}
