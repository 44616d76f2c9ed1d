package ui

import (
	"context"
	"errors"
	"fmt"
	"image/color"
	"io/fs"
	"net"
	"strconv"
	"strings"
	"syscall"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/trickparty/trickparty/app"
	"github.com/trickparty/trickparty/engine"
	"github.com/trickparty/trickparty/engine/bot"
	"github.com/trickparty/trickparty/lan"
)

// Where LAN play meets the machine; tests point these at loopback, keep
// mDNS quiet and run UI updates on the test goroutine.
var (
	// lanListen is where a hosted table listens: every interface, so
	// players on the network can reach it.
	lanListen = ":0"
	// lanAdvertise announces hosted tables with mDNS.
	lanAdvertise = true
	// lanBrowse searches the network for tables on the Join screen.
	lanBrowse = true
	// runOnUI runs a UI change from another goroutine.
	runOnUI = fyne.Do
)

// lanState is the LAN play in progress: the table this player hosts (if
// any), its announcement, the seat session, and the screens' goroutines.
type lanState struct {
	hosting bool
	host    *lan.Host
	adv     *lan.Advertiser
	remote  *app.RemoteSession
	ctx     context.Context
	cancel  context.CancelFunc
	// keepSeat keeps the rejoin record of a guest's seat when the session
	// ends without the player leaving it (the host went away mid-game).
	keepSeat bool
	// keeper keeps the hosted table in storage for a later resume.
	keeper *app.HostedKeeper
	// resumed is set for a table hosted again from its save.
	resumed bool

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

// closeLAN leaves the table and stops hosting and announcing. The network
// goodbyes run in the background so the window never waits on them.
func (u *UI) closeLAN() {
	l := u.lan
	if l == nil {
		return
	}
	u.lan = nil
	l.cancel()
	if l.remote != nil && !l.hosting && !l.keepSeat {
		// The player left the seat, or the game is over: nothing to
		// rejoin.
		app.ClearRejoin(u.prefs)
	}
	go func() {
		if l.remote != nil {
			l.remote.Close()
		}
		if l.adv != nil {
			l.adv.Shutdown()
		}
		if l.host != nil {
			l.host.Close()
		}
	}()
}

// lanAgain is "Play again" after a LAN game: back to the screen it came
// from. It reports false when the game was not a LAN game.
func (u *UI) lanAgain() bool {
	if u.lan == nil {
		return false
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
	head := canvas.NewText(title, color.NRGBA{0xff, 0xe0, 0x8a, 0xff})
	head.TextSize = 30
	head.TextStyle.Bold = true
	head.Alignment = fyne.TextAlignCenter
	bg := canvas.NewRectangle(theme_overlay())
	bg.CornerRadius = 16
	panel := container.NewStack(bg, container.NewPadded(container.NewPadded(body)))
	felt := newRasterImage(rasterOf(feltResource(), 480, 320))
	col := container.NewVBox(head, container.New(fixedWidth{width}, panel))
	return container.NewStack(felt, container.NewCenter(col))
}

// fixedWidth gives its objects a set width and as much height as they ask
// for at it, so the panel grows with wrapped text and added seat rows.
type fixedWidth struct{ w float32 }

func (l fixedWidth) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	for _, o := range objs {
		o.Move(fyne.NewPos(0, 0))
		o.Resize(size)
	}
}

func (l fixedWidth) MinSize(objs []fyne.CanvasObject) fyne.Size {
	h := float32(0)
	for _, o := range objs {
		h = max(h, o.MinSize().Height)
	}
	return fyne.NewSize(l.w, h)
}

// --- hosting ---

// ShowHostGame asks what to host: game, players, options, table name.
func (u *UI) ShowHostGame() {
	u.closeTable()
	name := widget.NewEntry()
	name.SetText(u.Settings.Name)
	table := widget.NewEntry()
	// The default name would make "You's table".
	table.SetPlaceHolder(lang.L("Trick Party table"))
	if u.Settings.Name != app.DefaultSettings.Name {
		table.SetPlaceHolder(lang.L("{{.N}}'s table", map[string]any{"N": u.Settings.Name}))
	}
	picker := newGamePicker(nil)
	levels := make([]string, len(bot.Levels))
	for i, l := range bot.Levels {
		levels[i] = string(l)
	}
	level := widget.NewSelect(levels, nil)
	level.SetSelected(string(bot.Normal))
	errText := widget.NewLabel("")
	errText.Importance = widget.DangerImportance
	errText.Wrapping = fyne.TextWrapWord
	errText.Hide()
	var timerNames []string
	for _, tt := range turnTimers {
		timerNames = append(timerNames, tt.label())
	}
	timer := widget.NewSelect(timerNames, nil)
	timer.SetSelectedIndex(defaultTurnTimer)
	var open *widget.Button
	open = widget.NewButtonWithIcon(lang.L("Open the table"), theme.MailForwardIcon(), func() {
		s := u.Settings
		s.Name = name.Text
		u.saveSettings(s)
		cfg := picker.config()
		cfg.Seed = uint64(timeSeed())
		tname := strings.TrimSpace(table.Text)
		if tname == "" {
			tname = table.PlaceHolder
		}
		open.Disable()
		u.hostTable(cfg, tname, bot.Level(level.Selected), turnTimers[timer.SelectedIndex()].d, func(err error) {
			open.Enable()
			errText.SetText(err.Error())
			errText.Show()
		})
	})
	open.Importance = widget.HighImportance
	back := widget.NewButtonWithIcon(lang.L("Back"), theme.NavigateBackIcon(), u.ShowHome)
	form := widget.NewForm(widget.NewFormItem(lang.L("Your name"), name), widget.NewFormItem(lang.L("Table name"), table))
	for _, item := range picker.formItems() {
		form.AppendItem(item)
	}
	form.Append(lang.L("Bots for empty seats"), level)
	form.Append(lang.L("Turn timer"), timer)
	hint := widget.NewLabel(lang.L("Players on your network join with the code shown next. Start whenever you like: bots take the seats nobody took."))
	hint.Wrapping = fyne.TextWrapWord
	kept := u.hostedBox(func(err error) {
		errText.SetText(err.Error())
		errText.Show()
	})
	u.Win.SetContent(u.lanPanel(lang.L("Host a game"), 560,
		container.NewVBox(kept, form, hint, errText, container.NewGridWithColumns(2, back, open))))
	// The wrapped hint knows its height only once laid out at the panel's
	// width: lay out again so the panel grows to show all of it.
	u.Win.Content().Refresh()
	u.Win.Canvas().Focus(name)
}

// hostedBox offers the table this app hosted when it stopped midway
// (app.Hosted): Resume hosts it again, Discard drops it. A kept table that
// cannot be read is moved aside and reported through failed.
func (u *UI) hostedBox(failed func(error)) *fyne.Container {
	box := container.NewVBox()
	hs, s, err := app.LoadHosted(u.store)
	if err != nil {
		if !errors.Is(err, fs.ErrNotExist) {
			msg := err.Error()
			if aside, qerr := app.Quarantine(u.store, app.HostedName, time.Now()); qerr == nil {
				msg += "\n" + lang.L("The file was kept as {{.F}}.", map[string]any{"F": aside})
			}
			failed(errors.New(msg))
		}
		return box
	}
	text := widget.NewLabel(lang.N("Your table “{{.T}}” ({{.G}}) stopped after {{.Count}} moves. Resume it and the players get their seats back when they rejoin.",
		len(s.Moves), map[string]any{"T": s.Name, "G": Describe(s.Config), "Count": len(s.Moves)}))
	text.Wrapping = fyne.TextWrapWord
	var resume *widget.Button
	resume = widget.NewButtonWithIcon(lang.L("Resume"), theme.MediaPlayIcon(), func() {
		resume.Disable()
		u.resumeHosted(hs, s, func(err error) {
			resume.Enable()
			failed(err)
		})
	})
	resume.Importance = widget.HighImportance
	discard := widget.NewButton(lang.L("Discard"), func() {
		if err := app.DiscardHosted(u.store); err != nil {
			failed(err)
			return
		}
		box.Hide()
	})
	box.Objects = []fyne.CanvasObject{text, container.NewGridWithColumns(2, discard, resume), widget.NewSeparator()}
	return box
}

// hostTable starts hosting cfg, seats this player over loopback and shows
// the waiting room; failed is called (on the UI goroutine) if it cannot.
func (u *UI) hostTable(cfg engine.Config, tableName string, level bot.Level, turnTimer time.Duration, failed func(error)) {
	l := u.newLAN(true)
	keep := app.NewHostedKeeper(u.store)
	h, err := lan.NewHost(lan.HostConfig{Game: cfg, Name: tableName, Listen: lanListen, BotLevel: level, SaveTo: keep.Save, TurnTimer: turnTimer})
	if err != nil {
		u.closeLAN()
		failed(err)
		return
	}
	u.sitAtOwnTable(l, h, keep, "", failed)
}

// resumeHosted hosts the kept table again, on its old port when that is
// free (the guests' kept address then still works), and seats this player
// at its own seat.
func (u *UI) resumeHosted(hs *app.Hosted, s *lan.Save, failed func(error)) {
	l := u.newLAN(true)
	l.resumed = true
	keep := app.NewHostedKeeper(u.store)
	cfg := lan.HostConfig{Listen: lanListen, SaveTo: keep.Save}
	var h *lan.Host
	var err error
	if host, _, serr := net.SplitHostPort(lanListen); serr == nil && hs.Port != 0 {
		cfg.Listen = net.JoinHostPort(host, strconv.Itoa(hs.Port))
		h, err = lan.Resume(s, cfg)
		cfg.Listen = lanListen
	}
	if h == nil {
		h, err = lan.Resume(s, cfg)
	}
	if err != nil {
		u.closeLAN()
		failed(fmt.Errorf("could not resume the table: %w", err))
		return
	}
	u.sitAtOwnTable(l, h, keep, hs.Token, failed)
}

// sitAtOwnTable seats this player at the table it hosts over loopback
// (token reclaims its seat at a resumed table), announces the table and
// shows the waiting room or the table.
func (u *UI) sitAtOwnTable(l *lanState, h *lan.Host, keep *app.HostedKeeper, token string, failed func(error)) {
	l.host, l.keeper = h, keep
	keep.OnError(func(err error) { runOnUI(func() { u.tellSaveFailed(err) }) })
	port := h.Addr().(*net.TCPAddr).Port
	me := u.Settings.Name
	go func() {
		ctx, cancel := context.WithTimeout(l.ctx, 5*time.Second)
		defer cancel()
		c, err := lan.Dial(ctx, net.JoinHostPort("127.0.0.1", strconv.Itoa(port)), lan.ClientConfig{Code: h.Code(), Name: me, Token: token})
		var adv *lan.Advertiser
		var advErr error
		if err == nil && lanAdvertise {
			adv, advErr = lan.Advertise(h.Info(), port, h.Free(), nil)
		}
		runOnUI(func() {
			if u.lan != l {
				// The player went elsewhere meanwhile.
				if c != nil {
					go c.Close()
				}
				if adv != nil {
					adv.Shutdown()
				}
				return
			}
			if err != nil {
				u.closeLAN()
				failed(fmt.Errorf("could not sit at your own table: %w", err))
				return
			}
			keep.SetSeat(c.Token(), port)
			l.adv = adv
			l.remote = app.NewRemote(c, app.RemoteOptions{})
			u.showRoom(l, advErr)
		})
	}()
}

// --- joining ---

// joinScreen is the Join screen's parts.
type joinScreen struct {
	name, addr, code *widget.Entry
	found            []lan.Found
	list             *widget.List
	status, errText  *widget.Label
	join             *widget.Button
	// rejoin takes back the seat this app held when it last closed, if
	// one is kept (app.Rejoin).
	rejoin *widget.Button
	kept   app.Rejoin
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
	js.status = widget.NewLabel("")
	js.status.Wrapping = fyne.TextWrapWord
	js.errText = widget.NewLabel("")
	js.errText.Importance = widget.DangerImportance
	js.errText.Wrapping = fyne.TextWrapWord
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
			info := Describe(engine.Config{Game: f.Game, Players: f.Players})
			switch {
			case !f.Compatible:
				info = lang.L("another version of Trick Party")
			case f.Free == 0:
				info += " · " + lang.L("full")
			default:
				info += " · " + lang.N("{{.Count}} seats free", f.Free, map[string]any{"Count": f.Free})
			}
			c.Objects[1].(*widget.Label).SetText(info)
		})
	js.list.OnSelected = func(i widget.ListItemID) {
		if i < len(js.found) {
			js.addr.SetText(js.found[i].Addr)
			u.Win.Canvas().Focus(js.code)
		}
	}
	if lanBrowse {
		js.status.SetText(lang.L("Looking for tables on your network…"))
		b := &lan.Browser{}
		go func() {
			err := b.Run(l.ctx, func(found []lan.Found) {
				runOnUI(func() {
					js.found = found
					js.list.UnselectAll()
					js.list.Refresh()
					if len(found) == 0 {
						js.status.SetText(lang.L("Looking for tables on your network…"))
					} else {
						js.status.SetText(lang.L("Pick a table, or type an address below."))
					}
				})
			})
			if err != nil {
				runOnUI(func() {
					js.status.SetText(err.Error() + "\n" + lang.L("Type the host's address below instead."))
				})
			}
		}()
	} else {
		js.status.SetText(lang.L("Type the host's address below."))
	}
	keptBox := u.keptSeatBox(l, js)
	js.join = widget.NewButtonWithIcon(lang.L("Join"), theme.LoginIcon(), func() { u.joinTable(l, js) })
	js.join.Importance = widget.HighImportance
	js.code.OnSubmitted = func(string) { u.joinTable(l, js) }
	back := widget.NewButtonWithIcon(lang.L("Back"), theme.NavigateBackIcon(), func() {
		u.closeLAN()
		u.ShowHome()
	})
	listBox := container.NewGridWrap(fyne.NewSize(600, 180), js.list)
	form := widget.NewForm(
		widget.NewFormItem(lang.L("Your name"), js.name),
		widget.NewFormItem(lang.L("Address"), js.addr),
		widget.NewFormItem(lang.L("Join code"), js.code),
	)
	heading := widget.NewLabelWithStyle(lang.L("Tables on your network"), fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	u.Win.SetContent(u.lanPanel(lang.L("Join a game"), 640,
		container.NewVBox(keptBox, heading, listBox, js.status, widget.NewSeparator(), form, js.errText,
			container.NewGridWithColumns(2, back, js.join))))
}

// joinTable dials the typed address off the UI goroutine.
func (u *UI) joinTable(l *lanState, js *joinScreen) {
	addr := strings.TrimSpace(js.addr.Text)
	code := lan.NormalizeCode(js.code.Text)
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
	u.dialTable(l, addr, code, u.Settings.Name, "", func(err error) { fail(joinError(err)) })
}

// dialTable joins the table at addr off the UI goroutine (token reclaims a
// kept seat), keeps the seat for a later rejoin, and shows the room or the
// table; fail gets the error on the UI goroutine.
func (u *UI) dialTable(l *lanState, addr, code, name, token string, fail func(error)) {
	go func() {
		ctx, cancel := context.WithTimeout(l.ctx, 6*time.Second)
		defer cancel()
		c, err := lan.Dial(ctx, addr, lan.ClientConfig{Code: code, Name: name, Token: token})
		runOnUI(func() {
			if u.lan != l {
				if c != nil {
					go c.Close()
				}
				return
			}
			if err != nil {
				fail(err)
				return
			}
			info := c.Table()
			app.SaveRejoin(u.prefs, app.Rejoin{Addr: addr, Table: info.Name, Game: info.Game, Players: info.Players,
				Seat: c.Seat(), Code: code, Token: c.Token(), Saved: time.Now()})
			l.remote = app.NewRemote(c, app.RemoteOptions{})
			u.showRoom(l, nil)
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
	msg := lang.L("Your seat at “{{.T}}” ({{.G}}) is waiting: a bot plays it until you are back.",
		map[string]any{"T": kept.Table, "G": Describe(engine.Config{Game: kept.Game, Players: kept.Players})})
	if u.keptWhy != "" {
		// Why the table just ended, said once, here; no bot plays a seat
		// at a table that is not open.
		msg = u.keptWhy + "\n" + lang.L("Your seat at “{{.T}}” ({{.G}}) is kept for you: Rejoin to take it back.",
			map[string]any{"T": kept.Table, "G": Describe(engine.Config{Game: kept.Game, Players: kept.Players})})
		u.keptWhy = ""
	}
	text := widget.NewLabel(msg)
	text.Wrapping = fyne.TextWrapWord
	js.rejoin = widget.NewButtonWithIcon(lang.L("Rejoin"), theme.LoginIcon(), func() { u.rejoinTable(l, js) })
	js.rejoin.Importance = widget.HighImportance
	forget := widget.NewButton(lang.L("Forget it"), func() {
		app.ClearRejoin(u.prefs)
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
		if f.Name == k.Table && f.Game == k.Game && f.Players == k.Players {
			addr = f.Addr
			break
		}
	}
	js.errText.Hide()
	js.rejoin.Disable()
	u.dialTable(l, addr, k.Code, u.Settings.Name, k.Token, func(err error) {
		js.rejoin.Enable()
		msg := joinError(err)
		var re *lan.RemoteError
		if errors.As(err, &re) && (re.Code == lan.CodeBadToken || re.Code == lan.CodeBadCode) {
			// The table is not the one that kept the seat any more.
			app.ClearRejoin(u.prefs)
			js.rejoin.Disable()
			msg = lang.L("“{{.T}}” no longer keeps your seat: that game has ended.", map[string]any{"T": k.Table})
		}
		js.errText.SetText(msg)
		js.errText.Show()
	})
}

// joinError says why joining failed, in a player's words.
func joinError(err error) string {
	var re *lan.RemoteError
	switch {
	case errors.As(err, &re) && re.Code == lan.CodeBadCode:
		return lang.L("Wrong join code: check it on the host's screen.")
	case errors.As(err, &re):
		return lang.L("The table said: {{.T}}", map[string]any{"T": re.Text})
	case errors.Is(err, context.DeadlineExceeded):
		return lang.L("No answer from that address.")
	case errors.Is(err, syscall.ECONNREFUSED):
		return lang.L("No table is open at that address: check it on the host's screen.")
	}
	return lang.L("Could not join: {{.E}}", map[string]any{"E": err.Error()})
}

// --- waiting room and table ---

// roomScreen is the waiting room's parts: the host sees the code, the
// seat list with Remove buttons and Start; a guest sees the seats.
type roomScreen struct {
	code  *canvas.Text
	seats *fyne.Container
	start *widget.Button
	note  *widget.Label
}

// showRoom shows the waiting room until the game starts, then the table.
func (u *UI) showRoom(l *lanState, advErr error) {
	r := l.remote
	if r.Started() {
		u.showRemoteTable(l)
		return
	}
	rs := &roomScreen{seats: container.NewVBox(), note: widget.NewLabel("")}
	l.room = rs
	rs.note.Wrapping = fyne.TextWrapWord
	info := r.Table()
	var body []fyne.CanvasObject
	leave := widget.NewButtonWithIcon(lang.L("Leave"), theme.NavigateBackIcon(), func() {
		u.closeLAN()
		if l.hosting {
			u.ShowHostGame()
		} else {
			u.ShowJoinGame()
		}
	})
	sub := widget.NewLabelWithStyle(Describe(engine.Config{Game: info.Game, Players: info.Players}), fyne.TextAlignCenter, fyne.TextStyle{})
	if l.hosting {
		leave.SetText(lang.L("Close the table"))
		caption := widget.NewLabelWithStyle(lang.L("Join code"), fyne.TextAlignCenter, fyne.TextStyle{Bold: true})
		rs.code = canvas.NewText(spacedCode(l.host.Code()), color.NRGBA{0xff, 0xe0, 0x8a, 0xff})
		rs.code.TextSize = 64
		rs.code.TextStyle = fyne.TextStyle{Bold: true, Monospace: true}
		rs.code.Alignment = fyne.TextAlignCenter
		port := l.host.Addr().(*net.TCPAddr).Port
		var addrs []string
		for _, ip := range lan.HostIPs() {
			addrs = append(addrs, net.JoinHostPort(ip.String(), strconv.Itoa(port)))
		}
		where := lang.L("Players choose this table under Join game, or type {{.A}}.", map[string]any{"A": strings.Join(addrs, lang.L(" or "))})
		if advErr != nil {
			where = lang.L("The table could not be announced on the network ({{.E}}); players type {{.A}}.", map[string]any{"E": advErr.Error(), "A": strings.Join(addrs, lang.L(" or "))})
		}
		addrText := widget.NewLabelWithStyle(where, fyne.TextAlignCenter, fyne.TextStyle{})
		addrText.Wrapping = fyne.TextWrapWord
		rs.start = widget.NewButtonWithIcon(lang.L("Start"), theme.MediaPlayIcon(), func() {
			if err := l.host.StartNow(); err != nil {
				dialog.ShowError(err, u.Win)
			}
		})
		rs.start.Importance = widget.HighImportance
		body = []fyne.CanvasObject{sub, caption, rs.code, addrText, widget.NewSeparator()}
		rs.note.Hide()
	} else {
		rs.note.SetText(lang.L("Waiting for the host to start the game…"))
		body = []fyne.CanvasObject{sub, widget.NewSeparator()}
	}
	body = append(body, widget.NewLabelWithStyle(lang.L("Seats"), fyne.TextAlignLeading, fyne.TextStyle{Bold: true}), rs.seats, rs.note)
	if rs.start != nil {
		body = append(body, container.NewGridWithColumns(2, leave, rs.start))
	} else {
		body = append(body, leave)
	}
	u.Win.SetContent(u.lanPanel(info.Name, 560, container.NewVBox(body...)))
	u.refreshRoom(l)
	go u.watchRoom(l)
}

// spacedCode splits a code in two halves so it is easy to read aloud.
func spacedCode(code string) string {
	if len(code) < 6 {
		return code
	}
	h := len(code) / 2
	return code[:h] + " " + code[h:]
}

// watchRoom refreshes the waiting room on every change until the game
// starts or the session ends.
func (u *UI) watchRoom(l *lanState) {
	for {
		var hostCh <-chan struct{}
		if l.host != nil {
			hostCh = l.host.Changed()
		}
		remCh := l.remote.Changed()
		started, ended := l.remote.Started(), isDone(l.remote.Done())
		runOnUI(func() {
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
		case <-hostCh:
		case <-remCh:
		case <-l.ctx.Done():
			return
		}
	}
}

func isDone(ch <-chan struct{}) bool {
	select {
	case <-ch:
		return true
	default:
		return false
	}
}

// refreshRoom redraws the seat list (and the announcement's free count).
func (u *UI) refreshRoom(l *lanState) {
	rs := l.room
	if rs == nil {
		return
	}
	rs.seats.Objects = nil
	if l.host != nil {
		seats := l.host.Seats()
		free := 0
		for _, s := range seats {
			var who string
			var kick fyne.CanvasObject = layout.NewSpacer()
			switch {
			case s.Seat == l.remote.Seat():
				who = lang.L("{{.N}} (you)", map[string]any{"N": s.Name})
			case s.Bot:
				who = s.Name + " · " + lang.L("bot")
			case s.Taken:
				who = s.Name
				if !s.Connected {
					who += " · " + lang.L("disconnected")
				}
				seat := s.Seat
				b := widget.NewButtonWithIcon(lang.L("Remove"), theme.CancelIcon(), func() {
					if err := l.host.Kick(seat); err != nil {
						dialog.ShowError(err, u.Win)
					}
				})
				b.Importance = widget.DangerImportance
				kick = b
			default:
				free++
				who = lang.L("waiting for a player…")
			}
			rs.seats.Add(seatRow(s.Seat, who, kick))
		}
		if l.adv != nil {
			l.adv.Update(free)
		}
		if free == 0 {
			rs.start.SetText(lang.L("Start"))
		} else {
			rs.start.SetText(lang.N("Start now: bots take {{.Count}} empty seats", free, map[string]any{"Count": free}))
		}
	} else {
		for _, s := range l.remote.Seats() {
			who := s.Name
			switch {
			case s.Seat == l.remote.Seat():
				who = lang.L("{{.N}} (you)", map[string]any{"N": s.Name})
			case who == "":
				who = lang.L("waiting for a player…")
			case !s.Connected:
				who += " · " + lang.L("disconnected")
			}
			rs.seats.Add(seatRow(s.Seat, who, layout.NewSpacer()))
		}
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
	if l.adv != nil && !l.resumed {
		// Nobody can join a started table: stop announcing it. A resumed
		// table stays announced (as full) so its players' Rejoin finds it
		// if it had to move to another port.
		l.adv.Shutdown()
		l.adv = nil
	}
	l.room = nil
	ts := NewTableScreen(u, l.remote, nil)
	u.screen = ts
	u.Win.SetContent(ts.Content())
	u.Win.Canvas().SetOnTypedKey(ts.typedKey)
	go u.watchTable(l, ts)
}

// watchTable tells the player when the link drops and comes back, and
// when the session ends.
func (u *UI) watchTable(l *lanState, ts *TableScreen) {
	up, cleared := true, false
	for {
		ch := l.remote.Changed()
		if isDone(l.remote.Done()) {
			runOnUI(func() {
				if u.lan == l {
					u.lanEnded(l)
				}
			})
			return
		}
		if !cleared && l.remote.Over() {
			// A finished game has no seat to come back to and no table
			// to resume.
			cleared = true
			if l.keeper != nil {
				l.keeper.Discard()
			}
			if !l.hosting {
				runOnUI(func() { app.ClearRejoin(u.prefs) })
			}
		}
		if now := l.remote.Connected(); now != up {
			up = now
			msg := lang.L("Connection lost: reconnecting…")
			if now {
				msg = lang.L("Reconnected")
			}
			runOnUI(func() {
				if u.screen == ts {
					ts.flash(msg)
				}
			})
		}
		select {
		case <-ch:
		case <-l.ctx.Done():
			return
		}
	}
}

// lanEnded handles the end of the session: after a finished game nothing
// needs saying; otherwise the reason is shown and the player goes back to
// the lobby.
func (u *UI) lanEnded(l *lanState) {
	err := l.remote.Err()
	if obs := l.remote.Observation(); obs != nil && obs.ToMove().Empty() && u.screen != nil {
		return
	}
	hosting := l.hosting
	// The link failed mid-game, or the host closed a table it saved: the
	// seat stays kept, and the Join screen says why in its Rejoin box, one
	// message. Otherwise the seat is gone and a dialog says why.
	l.keepSeat = l.remote.TableMayReturn()
	u.closeTable()
	if hosting {
		u.ShowHostGame()
	} else {
		if l.keepSeat && err != nil {
			u.keptWhy = err.Error()
		}
		u.ShowJoinGame()
	}
	if err != nil && (hosting || !l.keepSeat) {
		dialog.ShowInformation(lang.L("The game ended"), err.Error(), u.Win)
	}
}

// lanButtons are the home screen's way into LAN play.
func lanButtons(u *UI) fyne.CanvasObject {
	host := widget.NewButtonWithIcon(lang.L("Host game"), theme.ComputerIcon(), u.ShowHostGame)
	join := widget.NewButtonWithIcon(lang.L("Join game"), theme.LoginIcon(), u.ShowJoinGame)
	row := container.NewGridWithColumns(2, host, join)
	kept, ok := app.LoadRejoin(u.prefs, time.Now())
	if !ok {
		return row
	}
	rejoin := widget.NewButtonWithIcon(lang.L("Rejoin “{{.T}}”", map[string]any{"T": kept.Table}), theme.LoginIcon(), func() {
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
		return lang.L("You host this table: leaving stops the game for everyone until you resume it from Host game.")
	}
	return lang.L("A bot takes over your seat for the rest of the game.")
}
