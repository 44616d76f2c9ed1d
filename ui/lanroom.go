package ui

import (
	"strconv"
	"strings"
	"sync/atomic"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/trickparty/trickparty/app"
	"github.com/trickparty/trickparty/engine"
	"github.com/trickparty/trickparty/ui/internal/lang"
	"github.com/trickparty/trickparty/ui/internal/widgets"
	"github.com/trickparty/trickparty/ui/internal/words"
	"github.com/trickparty/trickparty/ui/table"
)

// roomScreen is the waiting room's parts: the host sees the code, the
// seat list with Remove buttons and Start; a guest sees the seats.
type roomScreen struct {
	code  *widgets.ThemedText
	seats *fyne.Container
	start *widgets.KeyButton
	note  *widget.Label
}

// showRoom shows the waiting room until the game starts, then the table.
func (u *UI) showRoom(l *lanState) {
	t := l.table
	r := t.Session()
	if r.Started() {
		u.showRemoteTable(l)
		return
	}
	rs := &roomScreen{seats: container.NewVBox(), note: widgets.Wrapped(widget.NewLabel(""))}
	l.room = rs
	info := r.Table()
	var body []fyne.CanvasObject
	leave := widgets.NewKeyButtonWithIcon(lang.L("Leave"), theme.NavigateBackIcon(), func() {
		u.closeLAN()
		if l.hosting {
			u.ShowHostGame()
		} else {
			u.ShowJoinGame()
		}
	})
	sub := widget.NewLabelWithStyle(roomTerms(info.Game, info.Players, info.Options, time.Duration(info.TurnTimerMs)*time.Millisecond), fyne.TextAlignCenter, fyne.TextStyle{})
	if t.Hosting() {
		leave.SetText(lang.L("Close the table"))
		caption := widget.NewLabelWithStyle(lang.L("Join code"), fyne.TextAlignCenter, fyne.TextStyle{Bold: true})
		rs.code = widgets.NewThemedText(words.SpacedCode(t.Code()), nil, 64, fyne.TextStyle{Bold: true, Monospace: true})
		rs.code.ColorName = widgets.ColorNameCode
		addrs := strings.Join(t.Addresses(), lang.L(" or "))
		where := lang.L("Players choose this table under Join game, or type {{.A}}.", map[string]any{"A": addrs})
		if err := t.AnnounceErr(); err != nil {
			where = lang.L("The table could not be announced on the network ({{.E}}); players type {{.A}}.", map[string]any{"E": err.Error(), "A": addrs})
		}
		addrText := widgets.Ruled(widget.NewLabelWithStyle("", fyne.TextAlignCenter, fyne.TextStyle{}), where)
		rs.start = widgets.NewKeyButtonWithIcon(lang.L("Start"), theme.MediaPlayIcon(), func() {
			if err := t.Start(); err != nil {
				u.showError(err)
			}
		})
		rs.start.Importance = widget.HighImportance
		body = []fyne.CanvasObject{sub, caption, rs.code, addrText, widget.NewSeparator()}
		rs.note.Hide()
	} else {
		body = []fyne.CanvasObject{sub, widget.NewSeparator()}
	}
	body = append(body, widget.NewLabelWithStyle(lang.L("Seats"), fyne.TextAlignLeading, fyne.TextStyle{Bold: true}), rs.seats, rs.note)
	if rs.start != nil {
		// Start takes the room Leave does not need: its label names the
		// empty seats and is long in some languages.
		body = append(body, container.NewBorder(nil, nil, leave, nil, rs.start))
	} else {
		body = append(body, leave)
	}
	u.setContent(u.lanPanel(info.Name, 560, container.NewVBox(body...)))
	u.refreshRoom(l)
	go u.watchRoom(l)
}

// guestWaitText says what a guest waits for: the host's Start at a table a
// person hosts, or the last players at one that starts when it is full
// (trickctl serve).
func guestWaitText(hostStarts bool, free int) string {
	switch {
	case hostStarts && free > 0:
		return lang.N("Waiting for the host to start the game, or for {{.Count}} more players…", free, map[string]any{"Count": free})
	case hostStarts:
		return lang.L("Waiting for the host to start the game…")
	case free > 0:
		return lang.N("The game starts when every seat is taken: waiting for {{.Count}} more players…", free, map[string]any{"Count": free})
	}
	return lang.L("Every seat is taken: the game is starting…")
}

// watchRoom refreshes the waiting room on every change until the game
// starts or the session ends.
func (u *UI) watchRoom(l *lanState) {
	for {
		ch := l.table.Changed()
		r := l.table.Session()
		started, ended := r.Started(), l.table.Ended()
		u.onUI(func() {
			if u.lan != l {
				return
			}
			switch {
			case ended:
				u.lanEnded(l)
			case started:
				u.showRemoteTable(l)
			default:
				u.refreshRoom(l)
			}
		})
		if started || ended {
			return
		}
		select {
		case <-ch:
		case <-l.ctx.Done():
			return
		}
	}
}

// refreshRoom redraws the seat list; the host's rows of guests have a
// Remove button.
func (u *UI) refreshRoom(l *lanState) {
	rs := l.room
	if rs == nil {
		return
	}
	rs.seats.Objects = nil
	free := 0
	rs.seats.Layout = layout.NewVBoxLayout()
	if len(l.table.Seats()) > 4 {
		// Five seats or more in two columns: a table of seven fits a
		// small window as one of four does (the Start button was below
		// the bottom of an 800x600 window).
		rs.seats.Layout = layout.NewGridLayoutWithColumns(2)
	}
	for _, s := range l.table.Seats() {
		var right fyne.CanvasObject = layout.NewSpacer()
		who := s.Name + " · " + words.RoomRole(s)
		switch {
		case s.You && words.RoleRepeatsName(s.Name, lang.L("you")):
			who = s.Name // "You", not "You (you)"
		case s.You:
			who = lang.L("{{.N}} (you)", map[string]any{"N": s.Name})
		}
		if s.Waiting() {
			free++
			who = lang.L("waiting for a player…")
		}
		if l.table.Hosting() && s.Taken && !s.You {
			seat := s.Seat
			b := widgets.NewKeyButtonWithIcon(lang.L("Remove"), theme.CancelIcon(), func() {
				if err := l.table.Remove(seat); err != nil {
					u.showError(err)
				}
			})
			b.Importance = widget.DangerImportance
			right = b
		}
		rs.seats.Add(seatRow(s.Seat, who, right))
	}
	switch {
	case rs.start == nil:
		rs.note.SetText(guestWaitText(l.table.Session().Table().HostStarts, free))
	case free == 0:
		rs.start.SetText(lang.L("Start"))
	default:
		rs.start.SetText(lang.N("Start now: bots take {{.Count}} empty seats", free, map[string]any{"Count": free}))
	}
	rs.seats.Refresh()
	// The panel's height follows the seat list.
	u.Win.Content().Refresh()
}

func seatRow(seat int, who string, right fyne.CanvasObject) fyne.CanvasObject {
	num := widget.NewLabelWithStyle(strconv.Itoa(seat+1), fyne.TextAlignTrailing, fyne.TextStyle{Monospace: true})
	name := widget.NewLabel(who)
	name.Truncation = fyne.TextTruncateEllipsis
	return container.NewBorder(nil, nil, num, right, name)
}

// showRemoteTable shows the same table screen as a local game, played
// through the remote session.
func (u *UI) showRemoteTable(l *lanState) {
	l.room = nil
	ts := u.newTableScreen(l.table.Session(), table.Options{})
	u.on = ts
	u.setContent(ts.Content())
	u.Win.Canvas().SetOnTypedKey(ts.TypedKey)
	go u.watchTable(l, ts)
}

// watchTable dims the table while the link to the host is down (saying
// for how long it has tried, with Leave), says when it is back, notices a
// host's own network going away, and ends the screen with the session.
func (u *UI) watchTable(l *lanState, ts *table.Screen) {
	r := l.table.Session()
	deal := r.Deal()
	tick := time.NewTicker(time.Second)
	defer tick.Stop()
	wasLost, wasGone := false, false
	// keepPlaying: the host dismissed "network gone" (set on the UI
	// goroutine, read here).
	var keepPlaying atomic.Bool
	shown := false
	for {
		ch := r.Changed()
		if l.table.Ended() {
			u.onUI(func() {
				if u.lan == l {
					u.lanEnded(l)
				}
			})
			return
		}
		if r.Deal() != deal {
			// The host dealt again: the new game gets a table of its own.
			u.onUI(func() {
				if u.lan == l && u.tableScreen() == ts {
					u.closeScreen()
					u.showRemoteTable(l)
					u.tableScreen().Flash(lang.L("A new deal: same table, same players."))
				}
			})
			return
		}
		since, giveUp, lost := r.Lost()
		gone := l.table.NetworkGone()
		if !gone {
			keepPlaying.Store(false)
		}
		back := wasLost && !lost
		regained := wasGone && !gone
		wasLost, wasGone = lost, gone
		showGone := gone && !keepPlaying.Load()
		// The UI is touched each second only while the seconds count.
		show := lost || showGone
		if show || shown || back || regained {
			shown = show
			u.onUI(func() {
				if u.tableScreen() != ts {
					return
				}
				if lost != ts.Link().Visible() || back {
					// The countdowns stop while the host's clock is
					// unknown, and run again once it is back.
					ts.ShowCountdowns()
				}
				switch {
				case lost:
					ts.Link().ShowLost(since, giveUp, time.Now(), func() { u.leaveKeepingSeat(l) })
				case showGone:
					ts.Link().ShowNetworkGone(func() {
						keepPlaying.Store(true)
						ts.Link().Hide()
					})
				default:
					ts.Link().Hide()
				}
				switch {
				case back:
					ts.Flash(lang.L("Reconnected"))
					ts.Log(lang.L("Reconnected to the host."))
				case regained:
					ts.Flash(lang.L("Your network is back: other players can rejoin."))
				}
			})
		}
		select {
		case <-ch:
		case <-tick.C:
			// The seconds on the dimmed table, and the host's network,
			// move on without any change of the session.
		case <-l.ctx.Done():
			return
		}
	}
}

// leaveKeepingSeat leaves a table whose host cannot be reached: the seat
// stays kept, and the home screen offers Rejoin.
func (u *UI) leaveKeepingSeat(l *lanState) {
	if u.lan != l {
		return
	}
	u.closeTable()
	u.ShowHome() // its Rejoin button takes the kept seat back
}

// lanEnded handles the end of the session: after a finished game nothing
// needs saying; otherwise the reason is shown and the player goes back to
// the lobby.
func (u *UI) lanEnded(l *lanState) {
	r := l.table.Session()
	err := r.Err()
	if obs := r.Observation(); obs != nil && obs.ToMove().Empty() && u.tableScreen() != nil {
		// After the game: the result stays, and says the table is gone.
		if err != nil && !l.hosting {
			u.tableScreen().Log(words.Remote(err))
			u.tableScreen().Flash(words.Remote(err))
		}
		return
	}
	hosting, started := l.hosting, r.Started()
	// The link failed mid-game, or the host closed a table it saved: the
	// seat stays kept, and the Join screen says why in its Rejoin box, one
	// message. Otherwise the seat is gone and a dialog says why.
	kept := l.table.SeatKept()
	u.closeTable()
	if kept && app.HostLost(err) {
		// A minute without the host: home, where Rejoin waits for it.
		u.ShowHome()
		u.showInfo(lang.L("Connection to the host lost"), lang.L("The host could not be reached for a minute. Your seat is kept: Rejoin once the host is back."))
		return
	}
	if hosting {
		u.ShowHostGame()
	} else {
		if kept && err != nil {
			u.keptWhy = words.Remote(err)
		}
		u.ShowJoinGame()
	}
	if err != nil && (hosting || !kept) {
		title := lang.L("The game ended")
		if !started {
			title = lang.L("The table closed")
		}
		u.showInfo(title, words.Remote(err))
	}
}

// roomTerms says what game a table plays, for everyone waiting in its
// room: the game and its players, each option the home screen offers a
// choice of ("1 round"), and the turn timer. A guest chose none of them
// and must know how long the game is and whether a clock runs.
func roomTerms(game string, players int, opts engine.Options, timer time.Duration) string {
	said := []string{Describe(engine.Config{Game: game, Players: players})}
	if g, ok := app.LookupGame(game); ok {
		said = append(said, words.ChosenOptions(g, opts)...)
	}
	if timer > 0 {
		said = append(said, turnTimer{timer}.label())
	} else {
		said = append(said, lang.L("no turn timer"))
	}
	return strings.Join(said, " · ")
}
