package ui

import (
	"context"
	"errors"
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

// hostWithGuest opens a hosted two-seat table, seats an autoplaying guest
// and waits for the table screen.
func hostWithGuest(t *testing.T, u *UI, q chan func()) (*lanState, *lan.Client) {
	t.Helper()
	u.Settings.Name = "Hana"
	u.hostTable(engine.Config{Game: "gummi", Players: 2, Seed: 5}, "Kitchen", bot.Random, 0, func(err error) { t.Fatal(err) })
	runUI(t, q, "the waiting room", func() bool { return u.lan != nil && u.lan.table != nil })
	l := u.lan
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	guest := autoGuest(t, ctx, hostAddr(l), lan.ClientConfig{Code: l.table.Code(), Name: "Gus"})
	runUI(t, q, "the table", func() bool { return u.tableScreen() != nil && l.remote().Started() })
	return l, guest
}

// TestClosingTheHostsWindowAsksFirst: closing the window while hosting a
// game in progress asks before closing the table for everyone; Cancel
// keeps it open, Close table closes it (saved: the guest may come back).
func TestClosingTheHostsWindowAsksFirst(t *testing.T) {
	u, q := lanTestUI(t)
	l, guest := hostWithGuest(t, u, q)
	c := u.Win.Canvas()

	u.closeRequested() // what the window's close intercept runs
	d := c.Overlays().Top()
	if d == nil || !uitest.CanvasHasText(u.Win, "Close the table for everyone?") || !uitest.CanvasHasText(u.Win, "1 player is at it.") {
		t.Fatal("closing the host's window did not ask")
	}
	test.Tap(uitest.FindButton(d, "Cancel"))
	if u.lan != l || l.table.Ended() || c.Overlays().Top() != nil {
		t.Fatal("Cancel closed the table")
	}
	select {
	case <-guest.Done():
		t.Fatalf("the guest was sent away: %v", guest.Err())
	default:
	}

	// The table menu's Leave asks the same.
	drive(u.tableScreen()).AskLeave()
	d = c.Overlays().Top()
	if d == nil || uitest.FindButton(d, "Close table") == nil {
		t.Fatal("the host's Leave did not ask to close the table for everyone")
	}
	test.Tap(uitest.FindButton(d, "Cancel"))

	u.closeRequested()
	test.Tap(uitest.FindButton(c.Overlays().Top(), "Close table"))
	if u.lan != nil {
		t.Fatal("Close table left the table open")
	}
	select {
	case <-guest.Done():
	case <-time.After(5 * time.Second):
		t.Fatal("the guest was not told")
	}
	if !errors.Is(guest.Err(), lan.ErrHostPaused) {
		t.Fatalf("the guest was told %v, want a table that comes back", guest.Err())
	}
}

// TestClosingASoloGameDoesNotAsk: a solo game's window closes at once, as
// before (the game is saved).
func TestClosingASoloGameDoesNotAsk(t *testing.T) {
	u, _ := newTestUI(t)
	startGame(t, u, engine.Config{Game: "gummi", Players: 3, Seed: 11})
	u.closeRequested()
	if u.Win.Canvas().Overlays().Top() != nil || u.localTable() != nil {
		t.Fatal("closing a solo game's window asked, or left the table open")
	}
}

// TestClosingAGuestsWindowKeepsTheSeat: a guest's window closed in the
// middle of a game is the app going, not the player leaving: the seat is
// kept, and the next start offers Rejoin.
func TestClosingAGuestsWindowKeepsTheSeat(t *testing.T) {
	u, q := lanTestUI(t)
	h := apptest.LANHost(t, engine.Config{Game: "gummi", Players: 2, Seed: 4}, 1)
	joinAs(t, u, q, h, "Gus", "ABCD23")
	runUI(t, q, "the game under way", func() bool { return u.lan != nil && u.lan.remote().Started() })
	u.closeRequested()
	if u.Win.Canvas().Overlays().Top() != nil {
		t.Fatal("closing a guest's window asked")
	}
	kept, ok := app.LoadRejoin(u.prefs, time.Now())
	if !ok || kept.Table != "Kitchen" || kept.Token == "" {
		t.Fatalf("the seat was forgotten when the app closed: %+v (%v)", kept, ok)
	}
	deadline := time.Now().Add(5 * time.Second)
	for h.Seats()[0].Connected && time.Now().Before(deadline) {
		time.Sleep(10 * time.Millisecond)
	}
	if s := h.Seats()[0]; s.Connected || !s.Taken {
		t.Fatalf("the host's seat after the guest's app closed: %+v, want kept and away", s)
	}
}
