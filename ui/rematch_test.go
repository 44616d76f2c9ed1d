package ui

import (
	"testing"
	"time"

	"fyne.io/fyne/v2/test"

	"github.com/trickparty/trickparty/app"
	"github.com/trickparty/trickparty/app/apptest"
	"github.com/trickparty/trickparty/engine"
	"github.com/trickparty/trickparty/engine/bot"
	"github.com/trickparty/trickparty/ui/internal/uitest"
)

// TestGuestFollowsTheHostsNewDeal: after a LAN game, a guest's Play again
// waits for the host; when the host deals again, the guest's window opens
// the new game at the same table by itself.
func TestGuestFollowsTheHostsNewDeal(t *testing.T) {
	u, q := lanTestUI(t)
	h := apptest.LANHost(t, engine.Config{Game: "gummi", Players: 2, Seed: 4}, 1)
	u.JoinAt(h.Addr().String(), "ABCD23")
	runUI(t, q, "the table view", func() bool { return u.tableScreen() != nil })
	first := u.tableScreen()
	sess := first.Session()
	deadline := time.Now().Add(20 * time.Second)
	for obs := sess.Observation(); !obs.ToMove().Empty(); obs = sess.Observation() {
		if time.Now().After(deadline) {
			t.Fatal("the game did not end")
		}
		if obs.ToMove().Has(sess.Seat()) {
			sess.Submit(obs.Legal(nil)[0])
		}
		time.Sleep(2 * time.Millisecond)
	}
	if !u.lanAgain() || u.tableScreen() != first || drive(first).Shown().Message != "Waiting for the host to deal again…" {
		t.Fatal("a guest's Play again does not wait for the host")
	}
	if err := h.Rematch(); err != nil {
		t.Fatal(err)
	}
	runUI(t, q, "the new deal's table", func() bool { return u.tableScreen() != nil && u.tableScreen() != first })
	if obs := u.tableScreen().Session().Observation(); obs == nil || obs.ToMove().Empty() {
		t.Fatal("the new table has no game in play")
	}
	if drive(u.tableScreen()).Shown().Message != "A new deal: same table, same players." {
		t.Fatal("the new deal is not said")
	}
}

// TestHostsPlayAgainDealsAtTheSameTable: the host's Play again after a LAN
// game deals a new game at the table it hosts, instead of closing it.
func TestHostsPlayAgainDealsAtTheSameTable(t *testing.T) {
	u, q := lanTestUI(t)
	u.Settings.Name = "Hana"
	u.ShowHostGame()
	test.Tap(uitest.ButtonStarting(u.Win.Content(), "Open the table"))
	runUI(t, q, "the waiting room", func() bool { return u.lan != nil && u.lan.room != nil })
	l := u.lan
	if err := l.table.Start(); err != nil {
		t.Fatal(err)
	}
	runUI(t, q, "the table view", func() bool { return u.tableScreen() != nil })
	first := u.tableScreen()
	sess := first.Session()
	deadline := time.Now().Add(30 * time.Second)
	for obs := sess.Observation(); obs == nil || !obs.ToMove().Empty(); obs = sess.Observation() {
		if time.Now().After(deadline) {
			t.Fatal("the game did not end")
		}
		if obs != nil && obs.ToMove().Has(sess.Seat()) {
			sess.Submit(obs.Legal(nil)[0])
		}
		time.Sleep(2 * time.Millisecond)
	}
	if !u.lanAgain() {
		t.Fatal("Play again at a hosted table was not the table's")
	}
	runUI(t, q, "the new deal's table", func() bool { return u.tableScreen() != nil && u.tableScreen() != first })
	if u.lan != l || l.table.Ended() {
		t.Fatal("the host's table was closed instead of dealt again")
	}
}

// TestHostScreenStartsFromTheLastTable: the Host screen opens on the game,
// players, bots and turn timer hosted last time (a newcomer found it back
// at 4 players every time).
func TestHostScreenStartsFromTheLastTable(t *testing.T) {
	u, q := lanTestUI(t)
	last := app.HomeChoice{Game: "trip", Players: 3, Levels: []bot.Level{bot.Hard}, TurnTimer: 30 * time.Second}
	app.SaveHostChoice(u.prefs, last)
	u.ShowHostGame()
	test.Tap(uitest.ButtonStarting(u.Win.Content(), "Open the table"))
	runUI(t, q, "the waiting room", func() bool { return u.lan != nil && u.lan.room != nil })
	if info := u.lan.table.Session().Table(); info.Game != "trip" || info.Players != 3 {
		t.Fatalf("opened %+v, want the last table's game and players", info)
	}
	if got := app.LoadHostChoice(u.prefs); got.Game != "trip" || got.Players != 3 || len(got.Levels) != 1 || got.Levels[0] != bot.Hard || got.TurnTimer != 30*time.Second {
		t.Fatalf("the Host screen kept %+v", got)
	}
}
