package ui

import (
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2/test"

	"github.com/trickparty/trickparty/app"
	"github.com/trickparty/trickparty/app/apptest"
	"github.com/trickparty/trickparty/engine"
	"github.com/trickparty/trickparty/engine/bot"
	"github.com/trickparty/trickparty/lan"
	"github.com/trickparty/trickparty/lan/lantest"
	"github.com/trickparty/trickparty/ui/internal/uitest"
)

// TestLostHostDimsTheTableAndLeaveKeepsTheSeat: the host's program dies
// mid-game (its connections close, nothing answers): the guest's table is
// dimmed at once with what happened and for how long it has tried, no card
// can be played meanwhile, and Leave goes home, where Rejoin takes the
// kept seat back.
func TestLostHostDimsTheTableAndLeaveKeepsTheSeat(t *testing.T) {
	u, q := lanTestUI(t)
	h := apptest.LANHost(t, engine.Config{Game: "gummi", Players: 3, Seed: 4}, 2)
	p := lantest.NewProxy(t, h.Addr().String())
	u.ShowJoinGame()
	js := u.lan.join
	js.name.SetText("Zoe")
	js.addr.SetText(p.Addr())
	test.Type(js.code, "ABCD23")
	test.Tap(js.join)
	runUI(t, q, "the table view", func() bool { return u.tableScreen() != nil })
	ts := u.tableScreen()
	if ts.Link().Visible() {
		t.Fatal("the table is dimmed while the host is there")
	}
	p.Cut()
	runUI(t, q, "the lost host to be said", func() bool { return ts.Link().Visible() })
	title, body, action := ts.Link().Says()
	if title != "Connection to the host lost" || !strings.HasPrefix(body, "Trying to reach the host again: ") ||
		!strings.Contains(body, "Your seat is kept") {
		t.Fatalf("the dimmed table says %q / %q", title, body)
	}
	if action != "Leave (keep my seat)" {
		t.Fatalf("no Leave on the dimmed table: %q", action)
	}
	ts.Link().Act()
	if u.tableScreen() != nil || u.lan != nil {
		t.Fatal("Leave did not go home")
	}
	if !uitest.CanvasHasText(u.Win, "Rejoin “Kitchen”") {
		t.Fatal("the home screen does not offer the kept seat")
	}
}

// TestHostLostForGoodGoesHomeWithRejoin: the host does not come back in
// time: the table says so and the player is home, where Rejoin waits.
func TestHostLostForGoodGoesHomeWithRejoin(t *testing.T) {
	u, q := lanTestUI(t)
	joinRetryFor = 300 * time.Millisecond
	t.Cleanup(func() { joinRetryFor = 0 })
	h := apptest.LANHost(t, engine.Config{Game: "gummi", Players: 3, Seed: 4}, 2)
	p := lantest.NewProxy(t, h.Addr().String())
	u.JoinAt(p.Addr(), "ABCD23")
	runUI(t, q, "the table view", func() bool { return u.tableScreen() != nil })
	p.Cut()
	runUI(t, q, "the way home", func() bool { return u.tableScreen() == nil && u.lan == nil })
	if !uitest.CanvasHasText(u.Win, "The host could not be reached for a minute. Your seat is kept") || !uitest.CanvasHasText(u.Win, "Rejoin “Kitchen”") {
		t.Fatal("home does not say the host was lost, or does not offer Rejoin")
	}
}

// TestTableClosedBeforeItsGameIsNotAGameThatEnded: the host closes the
// table while its guests wait in the room: they are told the table
// closed, not that a game ended.
func TestTableClosedBeforeItsGameIsNotAGameThatEnded(t *testing.T) {
	u, q := lanTestUI(t)
	h := apptest.LANHost(t, engine.Config{Game: "gummi", Players: 3, Seed: 4}, 1)
	u.JoinAt(h.Addr().String(), "ABCD23")
	runUI(t, q, "the waiting room", func() bool { return u.lan != nil && u.lan.room != nil })
	h.Close()
	runUI(t, q, "the room to close", func() bool { return u.lan == nil || u.lan.room == nil })
	runUI(t, q, "the message", func() bool { return uitest.CanvasHasText(u.Win, "The host closed the table.") })
	if !uitest.CanvasHasText(u.Win, "The table closed") || uitest.CanvasHasText(u.Win, "The game ended") {
		t.Fatal("a table closed before its game started is told as a game that ended")
	}
}

// TestJoinScreenKnowsTheKeptSeat: the table that keeps the player's seat
// is listed as keeping it, not as "full", and a Rejoin while it is not
// open says so instead of asking to check an address nobody typed.
func TestJoinScreenKnowsTheKeptSeat(t *testing.T) {
	kept := app.Rejoin{Addr: "127.0.0.1:1", Table: "Kitchen", Game: "gummi", Players: 3, Seat: 1, Code: "ABCD23", Token: "tok", Saved: time.Now()}
	found := app.FoundTable{Name: "Kitchen", Game: "gummi", Players: 3, Free: 0, Addr: "127.0.0.1:47000", Compatible: true}
	if got := foundInfo(found, kept); !strings.HasSuffix(got, "your seat is kept") {
		t.Errorf("the table keeping the seat reads %q", got)
	}
	if got := foundInfo(found, app.Rejoin{}); !strings.HasSuffix(got, "full") {
		t.Errorf("a full table reads %q", got)
	}
	u, q := lanTestUI(t)
	app.SaveRejoin(u.prefs, kept)
	u.ShowJoinGame()
	js := u.lan.join
	before := js.keptText.Text
	test.Tap(js.rejoin)
	// While it tries, the screen says so: a greyed Rejoin alone read as
	// broken.
	if js.rejoin.Text != "Rejoining…" || !js.rejoin.Disabled() || js.keptText.Text != "Taking back your seat at “Kitchen”…" {
		t.Errorf("while rejoining, the button reads %q (disabled %v) and the note %q", js.rejoin.Text, js.rejoin.Disabled(), js.keptText.Text)
	}
	runUI(t, q, "the answer", func() bool { return js.errText.Visible() })
	if want := "“Kitchen” is not open right now: Rejoin once its host has resumed it."; js.errText.Text != want {
		t.Fatalf("Rejoin while the table is closed says %q", js.errText.Text)
	}
	if js.rejoin.Text != "Rejoin" || js.rejoin.Disabled() || js.keptText.Text != before {
		t.Errorf("after the try, the button reads %q (disabled %v) and the note %q", js.rejoin.Text, js.rejoin.Disabled(), js.keptText.Text)
	}
}

// TestLostHostStopsTheCountdown: with a turn timer, the player's own
// countdown stops showing once the host is lost (its clock is unknown).
func TestLostHostStopsTheCountdown(t *testing.T) {
	u, q := lanTestUI(t)
	h, err := lan.NewHost(lan.HostConfig{Game: engine.Config{Game: "gudetama", Players: 3, Seed: 4}, Name: "Kitchen", Code: "ABCD23", Bots: 2, BotLevel: bot.Random,
		Listen: "127.0.0.1:0", TurnTimer: time.Minute})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { h.Close() })
	p := lantest.NewProxy(t, h.Addr().String())
	u.JoinAt(p.Addr(), "ABCD23")
	runUI(t, q, "the player's turn with its countdown", func() bool {
		if u.tableScreen() == nil {
			return false
		}
		u.tableScreen().ShowCountdowns()
		return strings.Contains(drive(u.tableScreen()).Shown().Status, " s left")
	})
	ts := u.tableScreen()
	p.Cut()
	runUI(t, q, "the lost host to be said", func() bool { return ts.Link().Visible() })
	if strings.Contains(drive(ts).Shown().Status, " s left") {
		t.Fatalf("the countdown still shows while the host is lost: %q", drive(ts).Shown().Status)
	}
}
