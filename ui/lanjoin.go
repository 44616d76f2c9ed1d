package ui

import (
	"net"
	"slices"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/trickparty/trickparty/app"
	"github.com/trickparty/trickparty/engine"
	"github.com/trickparty/trickparty/ui/internal/lang"
	"github.com/trickparty/trickparty/ui/internal/widgets"
)

// joinScreen is the Join screen's parts.
type joinScreen struct {
	name, addr, code *widget.Entry
	found            []app.FoundTable
	list             *widget.List
	status, errText  *widget.Label
	join             *widgets.KeyButton
	// rejoin takes back the seat this app held when it last closed, if
	// one is kept (app.Rejoin).
	rejoin *widgets.KeyButton
	kept   app.Rejoin
	// keptText says where the kept seat stands; keptClosed: Rejoin found
	// its table closed (errText says so until the table is seen open).
	keptText   *widget.Label
	keptClosed bool
	// refusal is why the table last picked from the list cannot be
	// joined, shown in errText until a table that can is picked.
	refusal string
}

// ShowJoinGame lists the tables found on the network and joins one by its
// code, or any address typed in.
func (u *UI) ShowJoinGame() {
	l := u.newLAN(false)
	js := &joinScreen{name: widget.NewEntry(), addr: widget.NewEntry(), code: widget.NewEntry()}
	l.join = js
	js.name.SetText(u.Settings.Name)
	js.addr.SetPlaceHolder("192.168.1.20:41234")
	js.code.SetPlaceHolder(lang.L("the code the host shows"))
	js.status = widgets.Wrapped(widget.NewLabel(""))
	js.errText = widgets.Wrapped(widget.NewLabel(""))
	js.errText.Importance = widget.DangerImportance
	js.errText.Hide()
	js.list = widget.NewList(func() int { return len(js.found) },
		func() fyne.CanvasObject {
			n := widget.NewLabelWithStyle("", fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
			n.Truncation = fyne.TextTruncateEllipsis
			return container.NewBorder(nil, nil, nil, widget.NewLabel(""), n)
		},
		func(i widget.ListItemID, o fyne.CanvasObject) {
			if i >= len(js.found) {
				return
			}
			f := js.found[i]
			c := o.(*fyne.Container)
			c.Objects[0].(*widget.Label).SetText(f.Name)
			c.Objects[1].(*widget.Label).SetText(foundInfo(f, js.kept))
		})
	js.list.OnSelected = func(i widget.ListItemID) {
		if i >= len(js.found) {
			return
		}
		f := js.found[i]
		if !f.Joinable() {
			// Its address in the form would only lead to a refusal.
			js.list.Unselect(i)
			js.refusal = notJoinable(f)
			js.errText.SetText(js.refusal)
			js.errText.Show()
			return
		}
		if js.refusal != "" && js.errText.Text == js.refusal {
			js.errText.Hide()
		}
		js.refusal = ""
		js.addr.SetText(f.Addr)
		u.Win.Canvas().Focus(js.code)
	}
	u.browse(l, js)
	keptBox := u.keptSeatBox(l, js)
	js.join = widgets.NewKeyButtonWithIcon(lang.L("Join"), theme.LoginIcon(), func() { u.joinTable(l, js) })
	js.join.Importance = widget.HighImportance
	js.code.OnSubmitted = func(string) { u.joinTable(l, js) }
	back := widgets.NewKeyButtonWithIcon(lang.L("Back"), theme.NavigateBackIcon(), func() {
		u.closeLAN()
		u.ShowHome()
	})
	// The list keeps room for four tables, or two beside a kept seat's
	// box: with it and an error under the form the screen was taller than
	// an 800x600 window (its buttons below the bottom).
	listH := float32(180)
	if js.rejoin != nil {
		listH = 90
	}
	listBox := widgets.WithMin(600, listH, js.list)
	form := widget.NewForm(
		widget.NewFormItem(lang.L("Your name"), js.name),
		widget.NewFormItem(lang.L("Address"), js.addr),
		widget.NewFormItem(lang.L("Join code"), js.code),
	)
	heading := widget.NewLabelWithStyle(lang.L("Tables on your network"), fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	u.setContent(u.lanPanel(lang.L("Join a game"), 640,
		container.NewVBox(keptBox, heading, listBox, js.status, widget.NewSeparator(), form, js.errText,
			container.NewGridWithColumns(2, back, js.join))))
}

// JoinAt opens the Join screen with addr and code filled in and joins that
// table straight away (trickparty --join); a failure stays on the screen
// with its reason, as if the player had typed them.
func (u *UI) JoinAt(addr, code string) {
	u.ShowJoinGame()
	l := u.lan
	js := l.join
	js.addr.SetText(addr)
	js.code.SetText(code)
	u.joinTable(l, js)
}

// foundInfo describes a table found on the network: its game and free
// seats, or why it cannot be joined; the table that keeps the player's
// seat (kept) says so rather than "full".
func foundInfo(f app.FoundTable, kept app.Rejoin) string {
	switch {
	case !f.Compatible:
		return lang.L("another version of Trick Party")
	case f.UnknownGame:
		return lang.L("unknown game “{{.G}}”", map[string]any{"G": f.Game})
	}
	info := Describe(engine.Config{Game: f.Game, Players: f.Players})
	switch {
	case keeps(f, kept):
		return info + " · " + lang.L("your seat is kept")
	case f.Free == 0:
		return info + " · " + lang.L("full")
	}
	return info + " · " + lang.N("{{.Count}} seats free", f.Free, map[string]any{"Count": f.Free})
}

// notJoinable says why the table f, picked from the list, cannot be
// joined from this version.
func notJoinable(f app.FoundTable) string {
	if !f.Compatible {
		return lang.L("“{{.T}}” runs another version of Trick Party, which this one cannot join.", map[string]any{"T": f.Name})
	}
	return lang.L("“{{.T}}” plays {{.G}}, a game this version of Trick Party does not have.", map[string]any{"T": f.Name, "G": f.Game})
}

// browse keeps the list of tables on the network current until the player
// leaves the screen.
func (u *UI) browse(l *lanState, js *joinScreen) {
	if !lanNetwork.Browse {
		js.status.SetText(lang.L("Type the host's address below."))
		return
	}
	js.status.SetText(lang.L("Looking for tables on your network…") + "\n" + lang.L("Type the host's address below."))
	go func() {
		trouble := false
		status := func() {
			switch {
			case trouble:
				js.status.SetText(lang.L("Cannot search your network for tables right now; still trying.") + "\n" + lang.L("Type the host's address below instead."))
			case len(js.found) == 0:
				// Each table is listed the moment it answers; until one
				// does, the address form below is the way in.
				js.status.SetText(lang.L("Looking for tables on your network…") + "\n" + lang.L("Type the host's address below."))
			default:
				js.status.SetText(lang.L("Pick a table, or type an address below."))
			}
		}
		app.Browse(l.ctx, lanNetwork, func(found []app.FoundTable) {
			runOnUI(func() {
				js.showFound(found)
				status()
			})
		}, func(err error) {
			runOnUI(func() { trouble = err != nil; status() })
		})
	}()
}

// showFound lists the tables found; the kept seat's table among them is
// open, so a bot plays the seat, and Rejoin's "not open" no longer holds.
func (js *joinScreen) showFound(found []app.FoundTable) {
	js.found = found
	js.list.UnselectAll()
	js.list.Refresh()
	if js.keptText == nil || !slices.ContainsFunc(found, func(f app.FoundTable) bool { return keeps(f, js.kept) }) {
		return
	}
	// Whether a bot plays the seat meanwhile depends on the table (a
	// resumed one waits, stopped at the seat's turn): the words say only
	// what is always so.
	js.keptText.SetText(lang.L("Your seat at “{{.T}}” ({{.G}}) is open again: Rejoin to take it back.", keptWords(js.kept)))
	if js.keptClosed {
		js.keptClosed = false
		js.errText.Hide()
	}
}

// keeps reports whether f is the table that keeps the seat kept
// (app.Rejoin.KeptAt: by the host's key). A table this version cannot
// join keeps no seat of ours, whatever it calls itself.
func keeps(f app.FoundTable, kept app.Rejoin) bool { return f.Joinable() && kept.KeptAt(f) }

// keptWords fill the sentences about a kept seat: its table's name (T)
// and what the table plays (G).
func keptWords(kept app.Rejoin) map[string]any {
	return map[string]any{"T": kept.Table, "G": Describe(engine.Config{Game: kept.Game, Players: kept.Players})}
}

// joinTable joins the typed address.
func (u *UI) joinTable(l *lanState, js *joinScreen) {
	addr := app.NormalizeAddress(js.addr.Text)
	code := app.NormalizeCode(js.code.Text)
	fail := func(msg string) {
		js.errText.SetText(msg)
		js.errText.Show()
		js.join.Enable()
	}
	if _, _, err := net.SplitHostPort(addr); err != nil || addr == "" {
		fail(lang.L("Type the host's address as shown on their screen, such as 192.168.1.20:41234."))
		return
	}
	if code == "" {
		fail(lang.L("Type the join code the host's screen shows."))
		return
	}
	js.errText.Hide()
	js.join.Disable()
	s := u.Settings
	s.Name = js.name.Text
	u.saveSettings(s)
	u.dialTable(l, app.JoinRequest{Addr: addr, Code: code, Player: u.Settings.Name, RetryFor: joinRetryFor}, func(err error) {
		fail(joinError(app.ExplainJoin(err, false), err))
	})
}

// dialTable joins a table off the UI goroutine and shows the room or the
// table; fail gets the error on the UI goroutine.
func (u *UI) dialTable(l *lanState, req app.JoinRequest, fail func(error)) {
	go func() {
		t, err := app.JoinTable(l.ctx, u.prefs, req)
		runOnUI(func() {
			if err != nil {
				if u.lan == l {
					fail(err)
				}
				return
			}
			if u.seated(l, t) {
				u.showRoom(l)
			}
		})
	}()
}

// keptSeatBox offers the seat this app held at a table when it last
// closed (app.Rejoin): Rejoin takes it back, Forget drops it. Without a
// kept seat it is an empty, invisible box.
func (u *UI) keptSeatBox(l *lanState, js *joinScreen) *fyne.Container {
	box := container.NewVBox()
	kept, ok := app.LoadRejoin(u.prefs, time.Now())
	if !ok {
		return box
	}
	js.kept = kept
	// That a bot plays the seat is said once its table is seen open
	// (showFound): with its host gone, nobody plays it, and the screen
	// said a bot did beside "not open right now".
	msg := lang.L("Your seat at “{{.T}}” ({{.G}}) is kept for you: Rejoin to take it back.", keptWords(kept))
	if u.keptWhy != "" {
		// Why the table just ended, said once, here.
		msg = u.keptWhy + "\n" + msg
		u.keptWhy = ""
	}
	text := widgets.Wrapped(widget.NewLabel(msg))
	js.keptText = text
	js.rejoin = widgets.NewKeyButtonWithIcon(lang.L("Rejoin"), theme.LoginIcon(), func() { u.rejoinTable(l, js) })
	js.rejoin.Importance = widget.HighImportance
	forget := widgets.NewKeyButton(lang.L("Give up the seat"), func() {
		app.ClearRejoin(u.prefs)
		js.kept, js.keptText = app.Rejoin{}, nil // the list no longer says the seat is kept
		js.list.Refresh()
		box.Hide()
	})
	box.Objects = []fyne.CanvasObject{text, container.NewGridWithColumns(2, forget, js.rejoin), widget.NewSeparator()}
	return box
}

// rejoinTable takes back the kept seat with its reconnect token.
func (u *UI) rejoinTable(l *lanState, js *joinScreen) {
	k := js.kept
	addr := k.Addr
	for _, f := range js.found {
		// A host that resumed the table from its save listens on a new
		// port; its announcement says where.
		if keeps(f, k) {
			addr = f.Addr
			break
		}
	}
	js.errText.Hide()
	// A rejoin may try for a while (a host just resumed, a network coming
	// back): a greyed "Rejoin" with nothing else said read as broken.
	said := ""
	if js.keptText != nil {
		said = js.keptText.Text
		js.keptText.SetText(lang.L("Taking back your seat at “{{.T}}”…", map[string]any{"T": k.Table}))
	}
	js.rejoin.SetText(lang.L("Rejoining…"))
	js.rejoin.Disable()
	u.dialTable(l, app.JoinRequest{Addr: addr, Code: k.Code, Player: u.Settings.Name, Token: k.Token, HostKey: k.HostKey, RetryFor: joinRetryFor}, func(err error) {
		js.rejoin.SetText(lang.L("Rejoin"))
		js.rejoin.Enable()
		if js.keptText != nil {
			js.keptText.SetText(said)
		}
		why := app.ExplainJoin(err, true)
		msg := joinError(why, err)
		if why.Problem == app.JoinSeatGone {
			// The table is not the one that kept the seat any more.
			app.ClearRejoin(u.prefs)
			js.rejoin.Disable()
			msg = lang.L("“{{.T}}” no longer keeps your seat: that game has ended.", map[string]any{"T": k.Table})
		}
		if why.Problem == app.JoinNoTable || why.Problem == app.JoinNoAnswer {
			// Not an address the player typed: the table is simply not
			// open right now.
			msg = lang.L("“{{.T}}” is not open right now: Rejoin once its host has resumed it.", map[string]any{"T": k.Table})
			js.keptClosed = true
		}
		js.errText.SetText(msg)
		js.errText.Show()
	})
}

// joinError says why joining failed, in a player's words.
func joinError(why app.JoinFailure, err error) string {
	switch why.Problem {
	case app.JoinWrongCode, app.JoinSeatGone:
		return lang.L("Wrong join code: check it on the host's screen.")
	case app.JoinRefusedByTable:
		return lang.L("The table said: {{.T}}", map[string]any{"T": why.Text})
	case app.JoinNoAnswer:
		return lang.L("No answer from that address.")
	case app.JoinNoTable:
		return lang.L("No table is open at that address: check it on the host's screen.")
	case app.JoinTableFull:
		return lang.L("This table is full: every seat is taken.")
	case app.JoinTooManyAttempts:
		return lang.L("Too many join attempts at this table: wait a minute, then try again.")
	case app.JoinNeedsUpdate:
		return lang.L("This table runs a newer Trick Party: update yours to join it.")
	case app.JoinTableOutdated:
		return lang.L("This table runs an older Trick Party: its host needs to update it.")
	case app.JoinOtherHost:
		return lang.L("This is not the table you left: it cannot prove it is the same host, so your seat's key was not sent to it.")
	}
	return lang.L("Could not join: {{.E}}", map[string]any{"E": err.Error()})
}
