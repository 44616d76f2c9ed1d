package ui

import (
	"context"
	"errors"
	"io/fs"
	"net"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"fyne.io/fyne/v2/test"

	"github.com/trickparty/trickparty/app"
	"github.com/trickparty/trickparty/app/apptest"
	"github.com/trickparty/trickparty/engine"
	"github.com/trickparty/trickparty/engine/bot"
	"github.com/trickparty/trickparty/lan"
	"github.com/trickparty/trickparty/ui/internal/uitest"
)

// uiQueue receives the UI changes LAN goroutines make during tests; the
// test goroutine runs them (runUI). It is set once for the test binary:
// a goroutine of an earlier test may still hand over a change, which then
// finds its screen gone and does nothing.
var (
	uiQueue     = make(chan func(), 1024)
	lanTestOnce sync.Once
)

// lanTestUI is the test UI with LAN play on loopback, no mDNS, and UI
// changes from other goroutines queued for the test goroutine.
func lanTestUI(t *testing.T) (*UI, chan func()) {
	t.Helper()
	u, _ := newTestUI(t)
	t.Cleanup(u.closeTable)
	return u, loopbackLAN()
}

// loopbackLAN keeps LAN play on loopback without mDNS and queues UI
// changes from other goroutines for the test goroutine (see runUI).
func loopbackLAN() chan func() {
	lanTestOnce.Do(func() {
		lanNetwork = app.Network{Listen: "127.0.0.1:0"}
		runOnUI = func(f func()) { uiQueue <- f }
	})
	return uiQueue
}

// runUI runs queued UI changes until cond holds.
func runUI(t *testing.T, queue chan func(), what string, cond func() bool) {
	t.Helper()
	deadline := time.After(10 * time.Second)
	for !cond() {
		select {
		case f := <-queue:
			f()
		case <-deadline:
			t.Fatalf("timed out waiting for %s", what)
		}
	}
}

// TestJoinByAddressReachesTable: typing a loopback host's address and its
// code (in lower case) reaches the table view, with the host's names.
func TestJoinByAddressReachesTable(t *testing.T) {
	u, q := lanTestUI(t)
	h := apptest.LANHost(t, engine.Config{Game: "gummi", Players: 3, Seed: 4}, 2)
	joinAs(t, u, q, h, "Zoe", "abcd23")
	ts := u.tableScreen()
	if ts.Session().Seat() != 0 || drive(ts).Shown().Names[0] != "Zoe" || drive(ts).Shown().Names[1] != "Aiko" || drive(ts).Shown().Seats[1].Kind != app.RemoteBot || !drive(ts).Shown().Seats[1].Connected {
		t.Fatalf("table seats %+v", drive(ts).Shown().Seats)
	}
	// Play the first card through the table like a local game.
	drain(t, ts, myTurn(ts))
	playLegal(t, ts)
	if !drive(ts).Shown().Busy {
		t.Fatalf("the card was not played: %q", drive(ts).Shown().Message)
	}
	drain(t, ts, func() bool { return strings.Contains(strings.Join(drive(ts).Shown().Log, "\n"), "Zoe played") })
}

// joinAs joins h from the Join screen as name, typing code, and waits for
// the table view.
func joinAs(t *testing.T, u *UI, q chan func(), h *lan.Host, name, code string) {
	t.Helper()
	u.ShowJoinGame()
	js := u.lan.join
	js.name.SetText(name)
	js.addr.SetText(h.Addr().String())
	test.Type(js.code, code)
	test.Tap(js.join)
	runUI(t, q, "the table view", func() bool { return u.tableScreen() != nil })
}

// TestJoinWrongCodeShowsError: a wrong code stays on the Join screen with
// the reason; a malformed address is refused before dialling.
func TestJoinWrongCodeShowsError(t *testing.T) {
	u, q := lanTestUI(t)
	h := apptest.LANHost(t, engine.Config{Game: "gummi", Players: 3, Seed: 4}, 2)
	u.ShowJoinGame()
	js := u.lan.join
	js.addr.SetText("no port here")
	js.code.SetText("ABCD23")
	test.Tap(js.join)
	if !js.errText.Visible() || !strings.Contains(js.errText.Text, "address") {
		t.Fatalf("bad address: error %q (visible %v)", js.errText.Text, js.errText.Visible())
	}
	js.addr.SetText(h.Addr().String())
	js.code.SetText("ZZZZ99")
	test.Tap(js.join)
	runUI(t, q, "the wrong-code message", func() bool { return js.errText.Visible() && js.errText.Text != "" })
	if !strings.Contains(js.errText.Text, "Wrong join code") || u.tableScreen() != nil || js.join.Disabled() {
		t.Fatalf("after a wrong code: %q, screen %v, join disabled %v", js.errText.Text, u.tableScreen() != nil, js.join.Disabled())
	}
	if h.Free() != 1 {
		t.Fatalf("a wrong code took a seat: %d free", h.Free())
	}
	// Nothing listening there: said in a player's words.
	js.errText.Hide()
	js.addr.SetText("127.0.0.1:1")
	test.Tap(js.join)
	runUI(t, q, "the refused message", func() bool { return js.errText.Visible() })
	if !strings.Contains(js.errText.Text, "No table is open at that address") {
		t.Fatalf("a refused connection says %q", js.errText.Text)
	}
}

// TestAHostCalledYouIsNotYouYou: a host who kept the default name is
// "You" in the waiting room, not "You (you)" (in Japanese あなた（あなた）).
func TestAHostCalledYouIsNotYouYou(t *testing.T) {
	u, q := lanTestUI(t)
	u.Settings.Name = "You"
	u.ShowHostGame()
	test.Tap(uitest.ButtonStarting(u.Win.Content(), "Open the table"))
	runUI(t, q, "the waiting room", func() bool { return u.lan != nil && u.lan.room != nil })
	if uitest.CanvasHasText(u.Win, "You (you)") || !uitest.CanvasHasText(u.Win, "You") {
		t.Fatal("the host called You is not shown as You alone")
	}
}

// TestHostLobby: the host's waiting room shows the code and players as
// they join, removes one, and Start fills the rest with bots.
func TestHostLobby(t *testing.T) {
	u, q := lanTestUI(t)
	u.Settings.Name = "Hana"
	u.ShowHostGame()
	open := uitest.ButtonStarting(u.Win.Content(), "Open the table")
	if open == nil {
		t.Fatal("no Open button")
	}
	test.Tap(open)
	runUI(t, q, "the waiting room", func() bool { return u.lan != nil && u.lan.room != nil })
	l := u.lan
	code := l.table.Code()
	if strings.ReplaceAll(l.room.code.Text, " ", "") != code || !uitest.CanvasHasText(u.Win, "Hana (you)") {
		t.Fatalf("room shows code %q (host %q)", l.room.code.Text, code)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	guest, err := lan.Dial(ctx, hostAddr(l), lan.ClientConfig{Code: code, Name: "Gus"})
	if err != nil {
		t.Fatal(err)
	}
	defer guest.Close()
	runUI(t, q, "Gus in the seat list", func() bool { return uitest.CanvasHasText(u.Win, "Gus") })
	remove := uitest.ButtonStarting(u.Win.Content(), "Remove")
	if remove == nil {
		t.Fatal("no Remove button for the guest")
	}
	test.Tap(remove)
	<-guest.Done()
	var re *lan.RemoteError
	if !errors.As(guest.Err(), &re) || re.Code != lan.CodeKicked {
		t.Fatalf("removed guest ended with %v", guest.Err())
	}
	runUI(t, q, "Gus gone", func() bool { return !uitest.CanvasHasText(u.Win, "Gus") })
	if !uitest.CanvasHasText(u.Win, "bots take 3 empty seats") {
		t.Fatal("Start does not say bots take the 3 empty seats")
	}
	start := uitest.ButtonStarting(u.Win.Content(), "Start now")
	if start == nil {
		t.Fatal("no Start button")
	}
	test.Tap(start)
	runUI(t, q, "the table", func() bool { return u.tableScreen() != nil })
	ts := u.tableScreen()
	if drive(ts).Shown().Names[0] != "Hana" || drive(ts).Shown().Names[3] != "Chloé" || len(drive(ts).Shown().Seats) != 4 {
		t.Fatalf("table seats %+v", drive(ts).Shown().Seats)
	}
	drain(t, ts, myTurn(ts))
}

// TestHostQuitBackToJoin: when the host closes a table it does not keep,
// the guest is told so in one dialog, is back on the Join screen, and no
// seat is offered back: that table cannot return.
func TestHostQuitBackToJoin(t *testing.T) {
	u, q := lanTestUI(t)
	h := apptest.LANHost(t, engine.Config{Game: "gummi", Players: 2, Seed: 4}, 1)
	joinAs(t, u, q, h, "Zoe", "ABCD23")
	h.Close()
	runUI(t, q, "the Join screen", func() bool { return u.tableScreen() == nil && u.lan != nil && u.lan.join != nil })
	if !uitest.CanvasHasText(u.Win, "The host closed the table.") || len(u.Win.Canvas().Overlays().List()) != 1 {
		t.Fatal("the guest is not told, in one dialog, that the host closed the table")
	}
	if _, ok := app.LoadRejoin(u.prefs, time.Now()); ok || u.lan.join.rejoin != nil || uitest.CanvasHasText(u.Win, "is open again") {
		t.Fatal("a seat is offered at a table that cannot come back")
	}
}

// TestHostPauseKeepsSeat: when the host closes a table it has saved, the
// guest sees one message - why, inside the box that offers the kept seat
// back - and no dialog on top of it.
func TestHostPauseKeepsSeat(t *testing.T) {
	u, q := lanTestUI(t)
	h, err := lan.NewHost(lan.HostConfig{Game: engine.Config{Game: "gummi", Players: 2, Seed: 4}, Name: "Kitchen", Code: "ABCD23",
		Bots: 1, BotLevel: bot.Random, Listen: "127.0.0.1:0", SaveTo: func([]byte) error { return nil }})
	if err != nil {
		t.Fatal(err)
	}
	joinAs(t, u, q, h, "Zoe", "ABCD23")
	h.Close()
	runUI(t, q, "the Join screen", func() bool { return u.tableScreen() == nil && u.lan != nil && u.lan.join != nil })
	if n := len(u.Win.Canvas().Overlays().List()); n != 0 {
		t.Fatalf("%d dialogs over the Join screen", n)
	}
	if !uitest.CanvasHasText(u.Win, "The host closed the table for now") || !uitest.CanvasHasText(u.Win, "is kept for you") {
		t.Fatal("the Join screen does not say why the seat is kept")
	}
	if _, ok := app.LoadRejoin(u.prefs, time.Now()); !ok || u.lan.join.rejoin == nil {
		t.Fatal("the seat of a saved table is not kept")
	}
}

// TestHomeOpensLANScreens: the home screen's buttons lead to both screens.
func TestHomeOpensLANScreens(t *testing.T) {
	u, _ := lanTestUI(t)
	u.ShowHome()
	test.Tap(uitest.ButtonStarting(u.Win.Content(), "Join game"))
	if u.lan == nil || u.lan.join == nil {
		t.Fatal("Join game did not open the Join screen")
	}
	test.Tap(uitest.ButtonStarting(u.Win.Content(), "Back"))
	if u.lan != nil {
		t.Fatal("Back left LAN play running")
	}
	test.Tap(uitest.ButtonStarting(u.Win.Content(), "Host game"))
	if uitest.ButtonStarting(u.Win.Content(), "Open the table") == nil {
		t.Fatal("Host game did not open the Host screen")
	}
}

// TestRejoinAfterRestart: a guest whose app closes mid-game finds the seat
// offered on the home screen of the next start, takes it back with the
// kept token, and the kept seat is forgotten once the player leaves.
func TestRejoinAfterRestart(t *testing.T) {
	u, q := lanTestUI(t)
	h := apptest.LANHost(t, engine.Config{Game: "gummi", Players: 3, Seed: 4}, 2)
	joinAs(t, u, q, h, "Zoe", "ABCD23")
	kept, ok := app.LoadRejoin(u.prefs, time.Now())
	if !ok || kept.Seat != 0 || kept.Table != "Kitchen" || kept.Addr != h.Addr().String() || kept.Token == "" || kept.Code != "ABCD23" {
		t.Fatalf("kept seat %+v (%v)", kept, ok)
	}
	// The app closes: the process ends, nothing on screen leaves the seat.
	l := u.lan
	u.lan = nil
	l.cancel()
	l.remote().Close()
	waitSeat(t, h, 0, false)

	u2, _ := newTestUIPrefs(t, u.prefs)
	u2.ShowHome()
	rejoin := uitest.ButtonStarting(u2.Win.Content(), "Rejoin")
	if rejoin == nil || !strings.Contains(rejoin.Text, "Kitchen") {
		t.Fatal("the home screen does not offer the kept seat")
	}
	test.Tap(rejoin)
	runUI(t, q, "the table again", func() bool { return u2.tableScreen() != nil })
	if u2.tableScreen().Session().Seat() != 0 || drive(u2.tableScreen()).Shown().Names[0] != "Zoe" {
		t.Fatalf("back at seat %d as %q", u2.tableScreen().Session().Seat(), drive(u2.tableScreen()).Shown().Names[0])
	}
	waitSeat(t, h, 0, true)
	u2.leaveTable()
	if k, ok := app.LoadRejoin(u2.prefs, time.Now()); ok {
		t.Fatalf("leaving the table kept the seat %+v", k)
	}
}

// TestRejoinForgottenSeat: a kept seat the table no longer knows is
// refused with the reason, forgotten, and takes no free seat.
func TestRejoinForgottenSeat(t *testing.T) {
	u, q := lanTestUI(t)
	h := apptest.LANHost(t, engine.Config{Game: "gummi", Players: 3, Seed: 4}, 1)
	app.SaveRejoin(u.prefs, app.Rejoin{Addr: h.Addr().String(), Table: "Kitchen", Game: "gummi", Players: 3, Seat: 1, Code: "ABCD23", Token: "not-a-token", Saved: time.Now()})
	u.ShowJoinGame()
	js := u.lan.join
	if js.rejoin == nil || !uitest.CanvasHasText(u.Win, "Your seat at “Kitchen”") {
		t.Fatal("the Join screen does not offer the kept seat")
	}
	test.Tap(js.rejoin)
	runUI(t, q, "the refusal", func() bool { return js.errText.Visible() })
	if !strings.Contains(js.errText.Text, "no longer keeps your seat") || !js.rejoin.Disabled() || u.tableScreen() != nil {
		t.Fatalf("refused rejoin: %q, rejoin disabled %v", js.errText.Text, js.rejoin.Disabled())
	}
	if _, ok := app.LoadRejoin(u.prefs, time.Now()); ok {
		t.Fatal("a seat the table refused is still kept")
	}
	if h.Free() != 2 {
		t.Fatalf("the refused rejoin took a seat: %d free", h.Free())
	}
}

// waitSeat waits until the host reports seat's player connected or not.
func waitSeat(t *testing.T, h *lan.Host, seat int, connected bool) {
	t.Helper()
	deadline := time.Now().Add(10 * time.Second)
	for h.Seats()[seat].Connected != connected {
		if time.Now().After(deadline) {
			t.Fatalf("seat %d connected %v, want %v: %+v", seat, !connected, connected, h.Seats()[seat])
		}
		time.Sleep(5 * time.Millisecond)
	}
}

// waitRoomSeat waits until the table reports seat's player connected or
// not.
func waitRoomSeat(t *testing.T, tb *app.LANTable, seat int, connected bool) {
	t.Helper()
	deadline := time.Now().Add(10 * time.Second)
	for tb.Seats()[seat].Connected != connected {
		if time.Now().After(deadline) {
			t.Fatalf("seat %d connected %v, want %v: %+v", seat, !connected, connected, tb.Seats()[seat])
		}
		time.Sleep(5 * time.Millisecond)
	}
}

// remote is the seat's session, nil before the player sits.
func (l *lanState) remote() *app.RemoteSession {
	if l.table == nil {
		return nil
	}
	return l.table.Session()
}

// hostAddr is the loopback address of the table l hosts.
func hostAddr(l *lanState) string { return net.JoinHostPort("127.0.0.1", strconv.Itoa(l.table.Port())) }

// TestHostResumesTable: the host quits in the middle of a game; on the
// next start the Host screen offers the table, Resume hosts it again on
// the same port, the guest's client finds its seat again by itself, and
// the kept table is gone once the game is over.
func TestHostResumesTable(t *testing.T) {
	u, q := lanTestUI(t)
	u.Settings.Name = "Hana"
	u.hostTable(engine.Config{Game: "gummi", Players: 2, Seed: 5}, "Kitchen", bot.Random, 0, func(err error) { t.Fatal(err) })
	runUI(t, q, "the waiting room", func() bool { return u.lan != nil && u.lan.table != nil })
	l := u.lan
	port := l.table.Port()
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	guest := autoGuest(t, ctx, hostAddr(l), lan.ClientConfig{Code: l.table.Code(), Name: "Gus"})
	runUI(t, q, "the table", func() bool { return u.tableScreen() != nil })
	playHost(t, q, l.remote(), func() bool {
		_, s, err := app.LoadHosted(u.store)
		return err == nil && len(s.Moves) >= 3
	})
	// The app quits: the table goes with it.
	u.lan = nil
	l.cancel()
	l.table.Close()
	<-l.remote().Done()
	<-guest.Done()
	if !errors.Is(guest.Err(), lan.ErrHostQuit) {
		t.Fatalf("the guest was told %v", guest.Err())
	}

	u2 := newTestUIWith(t, u.store, u.prefs)
	u2.ShowHostGame()
	resume := uitest.ButtonStarting(u2.Win.Content(), "Resume")
	if resume == nil || !uitest.CanvasHasText(u2.Win, "Your table “Kitchen”") {
		t.Fatal("the Host screen does not offer the stopped table")
	}
	test.Tap(resume)
	runUI(t, q, "the resumed table", func() bool { return u2.tableScreen() != nil })
	l2 := u2.lan
	if got := l2.table.Port(); got != port {
		t.Errorf("resumed on port %d, the guests know %d", got, port)
	}
	if u2.tableScreen().Session().Seat() != 0 || drive(u2.tableScreen()).Shown().Names[1] != "Gus" {
		t.Fatalf("resumed as seat %d with %q opposite", u2.tableScreen().Session().Seat(), drive(u2.tableScreen()).Shown().Names[1])
	}
	// The guest rejoins as the Join screen's Rejoin does: same address,
	// code and token.
	autoGuest(t, ctx, net.JoinHostPort("127.0.0.1", strconv.Itoa(port)), lan.ClientConfig{Code: l.table.Code(), Name: "Gus", Token: guest.Token()})
	waitRoomSeat(t, l2.table, 1, true)
	playHost(t, q, l2.remote(), l2.remote().Over)
	deadline := time.Now().Add(5 * time.Second)
	for {
		if _, err := u.store.Read(app.HostedName); errors.Is(err, fs.ErrNotExist) {
			break
		}
		if time.Now().After(deadline) {
			t.Fatal("the finished table is still kept for resuming")
		}
		time.Sleep(5 * time.Millisecond)
	}
}

// TestHostedTableDamaged: a kept table that cannot be read is reported on
// the Host screen and moved aside, never offered.
func TestHostedTableDamaged(t *testing.T) {
	u, _ := lanTestUI(t)
	u.store.Write(app.HostedName, []byte(`{"token":"x","port":1,"table":{"format":1}}`))
	u.ShowHostGame()
	if uitest.ButtonStarting(u.Win.Content(), "Resume") != nil || !uitest.CanvasHasText(u.Win, "cannot be loaded") {
		t.Fatal("a damaged kept table is offered, or not reported")
	}
	if _, err := u.store.Read(app.HostedName); !errors.Is(err, fs.ErrNotExist) {
		t.Fatalf("the damaged table was not moved aside: %v", err)
	}
}

// autoGuest joins addr as a guest that always plays its first legal action.
func autoGuest(t *testing.T, ctx context.Context, addr string, cfg lan.ClientConfig) *lan.Client {
	t.Helper()
	c, err := lan.Dial(ctx, addr, cfg)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { c.Close() })
	go func() {
		for range c.Events() {
			if o := c.Observation(); o != nil && o.ToMove().Has(c.Seat()) {
				c.Submit(o.Legal(nil)[0])
			}
		}
	}()
	return c
}

// playHost plays the host's seat (first legal action) until done holds.
func playHost(t *testing.T, q chan func(), r *app.RemoteSession, done func() bool) {
	t.Helper()
	deadline := time.Now().Add(20 * time.Second)
	for !done() {
		if time.Now().After(deadline) {
			t.Fatal("the game did not get there")
		}
		select {
		case f := <-q:
			f()
		default:
		}
		if o := r.Observation(); o != nil && o.ToMove().Has(r.Seat()) {
			r.Submit(o.Legal(nil)[0])
		} else {
			time.Sleep(2 * time.Millisecond)
		}
	}
}

// TestRejoinFindsMovedTable: when the kept address no longer answers but a
// table of the same name, game and size is announced elsewhere (a host
// that resumed on another port), Rejoin goes there.
func TestRejoinFindsMovedTable(t *testing.T) {
	u, q := lanTestUI(t)
	h := apptest.LANHost(t, engine.Config{Game: "gummi", Players: 3, Seed: 4}, 2) // Zoe fills the table: the game starts
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	first, err := lan.Dial(ctx, h.Addr().String(), lan.ClientConfig{Code: "ABCD23", Name: "Zoe"})
	if err != nil {
		t.Fatal(err)
	}
	seat, token := first.Seat(), first.Token()
	first.Close()
	app.SaveRejoin(u.prefs, app.Rejoin{Addr: "127.0.0.1:1", Table: "Kitchen", Game: "gummi", Players: 3, Seat: seat, Code: "ABCD23", Token: token, Saved: time.Now()})
	u.ShowJoinGame()
	js := u.lan.join
	js.found = []lan.Found{
		{Name: "Kitchen", Game: "trip", Players: 3, Addr: "127.0.0.1:2", Proto: lan.ProtocolVersion, Compatible: true},
		{Name: "Kitchen", Game: "gummi", Players: 3, Addr: h.Addr().String(), Proto: lan.ProtocolVersion, Compatible: true},
	}
	test.Tap(js.rejoin)
	runUI(t, q, "the seat taken back", func() bool { return u.lan.table != nil || js.errText.Visible() })
	if js.errText.Visible() {
		t.Fatalf("rejoin failed: %s", js.errText.Text)
	}
	if u.lan.remote().Seat() != seat {
		t.Fatalf("rejoined at seat %d, held %d", u.lan.remote().Seat(), seat)
	}
	if k, _ := app.LoadRejoin(u.prefs, time.Now()); k.Addr != h.Addr().String() {
		t.Fatalf("the kept seat still points at %s", k.Addr)
	}
}

// TestHostTimerAndRemoveGuest: at a table hosted with a turn timer, the
// seat to act shows its seconds left (and the host's own status line on
// its turn); the host's in-game menu removes a guest mid-game, and a bot
// takes the seat.
func TestHostTimerAndRemoveGuest(t *testing.T) {
	u, q := lanTestUI(t)
	u.Settings.Name = "Hana"
	u.hostTable(engine.Config{Game: "gummi", Players: 2, Seed: 5}, "Kitchen", bot.Random, 30*time.Second, func(err error) { t.Fatal(err) })
	runUI(t, q, "the waiting room", func() bool { return u.lan != nil && u.lan.table != nil })
	l := u.lan
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	guest, err := lan.Dial(ctx, hostAddr(l), lan.ClientConfig{Code: l.table.Code(), Name: "Gus"})
	if err != nil {
		t.Fatal(err)
	}
	defer guest.Close()
	runUI(t, q, "the table", func() bool { return u.tableScreen() != nil })
	ts := u.tableScreen()
	due := func() int {
		if o := l.remote().Observation(); o != nil && !o.ToMove().Empty() {
			return o.ToMove().Seats()[0]
		}
		return -1
	}
	runUI(t, q, "the countdown of the seat to act", func() bool {
		select {
		case ev := <-drive(ts).Events():
			drive(ts).Show(ev)
		default:
		}
		ts.ShowCountdowns()
		s := due()
		return s >= 0 && strings.Contains(drive(ts).Shown().Plates[s], " s left") &&
			(s != ts.Session().Seat() || strings.Contains(drive(ts).Shown().Status, " s left"))
	})
	drive(ts).OpenMenu()
	remove := uitest.FindButton(u.Win.Canvas().Overlays().Top(), "Remove Gus")
	if remove == nil {
		t.Fatal("the host's menu offers no Remove for the guest")
	}
	test.Tap(remove)
	test.Tap(uitest.FindButton(u.Win.Canvas().Overlays().Top(), "Yes"))
	runUI(t, q, "a bot in the guest's seat", func() bool { return l.table.Seats()[1].Bot })
	select {
	case <-guest.Done():
	case <-time.After(5 * time.Second):
		t.Fatal("the removed guest was not told")
	}
	var re *lan.RemoteError
	if !errors.As(guest.Err(), &re) || re.Code != lan.CodeKicked {
		t.Fatalf("the guest was told %v", guest.Err())
	}
}

// TestJoinAtReachesTable: trickparty --join opens straight into the table
// at the address, as if the player had typed it and its code.
func TestJoinAtReachesTable(t *testing.T) {
	u, q := lanTestUI(t)
	h := apptest.LANHost(t, engine.Config{Game: "gummi", Players: 3, Seed: 4}, 2)
	u.Settings.Name = "Zoe"
	u.JoinAt(h.Addr().String(), "abcd-23")
	runUI(t, q, "the table view", func() bool { return u.tableScreen() != nil })
	if drive(u.tableScreen()).Shown().Names[0] != "Zoe" {
		t.Fatalf("seated as %q", drive(u.tableScreen()).Shown().Names[0])
	}
}

// TestAKeptSeatSaysWhetherItsTableIsOpen: a seat kept at a table whose
// host is gone is "kept for you", not played by a bot (nobody plays it),
// and Rejoin says the table is not open; once the table is seen on the
// network again, a bot plays the seat and "not open" goes. Giving up the
// seat takes "your seat is kept" off the list.
func TestAKeptSeatSaysWhetherItsTableIsOpen(t *testing.T) {
	u, q := lanTestUI(t)
	kept := app.Rejoin{Addr: "127.0.0.1:1", Table: "Kitchen", Game: "gummi", Players: 3, Seat: 1, Code: "ABCD23", Token: "kept", Saved: time.Now()}
	app.SaveRejoin(u.prefs, kept)
	u.ShowJoinGame()
	js := u.lan.join
	if text := js.keptText.Text; !strings.Contains(text, "is kept for you") || strings.Contains(text, "bot") {
		t.Fatalf("with the table not seen, the kept seat reads %q", text)
	}
	test.Tap(js.rejoin)
	runUI(t, q, "the closed table said", func() bool { return js.errText.Visible() && js.errText.Text != "" })
	if !strings.Contains(js.errText.Text, "is not open right now") {
		t.Fatalf("Rejoin at a closed table says %q", js.errText.Text)
	}
	open := app.FoundTable{Name: "Kitchen", Game: "gummi", Players: 3, Addr: "127.0.0.1:2", Compatible: true}
	js.showFound([]app.FoundTable{open})
	if text := js.keptText.Text; !strings.Contains(text, "is open again") {
		t.Errorf("with the table open again, the kept seat reads %q", text)
	}
	if js.errText.Visible() {
		t.Errorf("the table is open, and the screen still says %q", js.errText.Text)
	}
	if info := foundInfo(open, js.kept); !strings.Contains(info, "your seat is kept") {
		t.Errorf("the list says %q of the kept seat's table", info)
	}
	test.Tap(uitest.FindButton(u.Win.Content(), "Give up the seat"))
	if info := foundInfo(open, js.kept); strings.Contains(info, "your seat is kept") {
		t.Errorf("after giving the seat up, the list says %q", info)
	}
}

// TestTheRoomSaysTheTablesTerms: a guest waiting in the room sees how
// long the game is and whether a turn timer runs, which it did not choose.
func TestTheRoomSaysTheTablesTerms(t *testing.T) {
	u, q := lanTestUI(t)
	cfg := engine.Config{Game: "gummi", Players: 3, Seed: 4}
	cfg.Options.Set("rounds", 1)
	h, err := lan.NewHost(lan.HostConfig{Game: cfg, Name: "Kitchen", Code: "ABCD23", Bots: 1, BotLevel: bot.Random,
		Listen: "127.0.0.1:0", TurnTimer: 30 * time.Second})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { h.Close() })
	u.JoinAt(h.Addr().String(), "ABCD23")
	runUI(t, q, "the waiting room", func() bool { return u.lan != nil && u.lan.room != nil })
	if want := "Gummi Trick, 3 players · 1 round · 30 s per turn"; !uitest.CanvasHasText(u.Win, want) {
		t.Errorf("the room does not say %q: %q", want, uitest.TextsIn(u.Win.Content()))
	}
	if got := roomTerms("trip", 4, engine.Options{}, 0); got != "Trick of Trip, 4 players · 4 rounds · no turn timer" {
		t.Errorf("a table of the defaults without a timer reads %q", got)
	}
}
