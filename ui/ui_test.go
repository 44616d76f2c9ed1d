package ui

import (
	"image"
	"slices"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"github.com/trickparty/trickparty/app"
	"github.com/trickparty/trickparty/engine"
	"github.com/trickparty/trickparty/engine/bot"
	"github.com/trickparty/trickparty/ui/internal/art"
	"github.com/trickparty/trickparty/ui/table"
)

// newTestUI is the interface on Fyne's test driver, with the table's
// events left for the test to drain and animations off.
func newTestUI(t testing.TB) (*UI, *app.MemStorage) {
	t.Helper()
	return newTestUIPrefs(t, &app.MemPrefs{})
}

// newTestUIPrefs is newTestUI on the given preferences: the app started
// again on what an earlier run stored.
func newTestUIPrefs(t testing.TB, prefs app.Prefs) (*UI, *app.MemStorage) {
	t.Helper()
	store := &app.MemStorage{}
	return newTestUIWith(t, store, prefs), store
}

// newTestUIWith is newTestUI on the given storage and preferences.
func newTestUIWith(t testing.TB, store app.Storage, prefs app.Prefs) *UI {
	t.Helper()
	art.Rasterize = func(_ []byte, w, h int) image.Image { return image.NewNRGBA(image.Rect(0, 0, w, h)) }
	// UI changes from other goroutines (a flashed message clearing itself)
	// wait in a queue the test goroutine runs (follow, runUI): the test
	// driver's fyne.Do would run them at once, racing the test.
	loopbackLAN()
	art.AsyncRasters = false
	a := test.NewTempApp(t)
	u := New(a, Options{Storage: store, Prefs: prefs})
	u.manualEvents = true
	u.reviewBudget = bot.Budget{Iterations: 60}
	u.Settings.Speed = app.Instant
	u.Win.Resize(fyne.NewSize(1280, 800))
	t.Cleanup(u.closeTable)
	return u
}

// drive is the driver of a table screen (its Manual events, what it
// shows, the player's moves).
func drive(ts *table.Screen) table.Driver { return table.Drive(ts) }

func startGame(t testing.TB, u *UI, cfg engine.Config) *table.Screen {
	t.Helper()
	return startGameAs(t, u, cfg, "You")
}

// startGameAs is startGame with the player's name.
func startGameAs(t testing.TB, u *UI, cfg engine.Config, name string) *table.Screen {
	t.Helper()
	seats := []app.SeatSetup{{Kind: app.Human, Name: name}}
	for i := 1; i < cfg.Players; i++ {
		seats = append(seats, app.SeatSetup{Kind: app.Bot, Name: bot.Name(i), Level: bot.Random})
	}
	if err := u.StartGame(cfg, seats); err != nil {
		t.Fatal(err)
	}
	u.Win.Resize(fyne.NewSize(1280, 800))
	return u.tableScreen()
}

// drain shows the table's events until cond holds.
func drain(t testing.TB, ts *table.Screen, cond func() bool) {
	t.Helper()
	follow(t, ts, cond, false)
}

// playUntil shows the table's events and, once the table has shown all
// there is and the player is to act, plays the first legal action, until
// cond holds.
func playUntil(t testing.TB, ts *table.Screen, cond func() bool) {
	t.Helper()
	follow(t, ts, cond, true)
}

func follow(t testing.TB, ts *table.Screen, cond func() bool, play bool) {
	t.Helper()
	// A guard against a table that never gets there, not a measure: a
	// whole game under -race on a loaded machine takes half a minute.
	deadline := time.After(2 * time.Minute)
	sess := ts.Session()
	for !cond() {
		var quiet <-chan time.Time
		if play {
			quiet = time.After(20 * time.Millisecond)
		}
		select {
		case f := <-uiQueue:
			f()
		case ev, ok := <-drive(ts).Events():
			if !ok {
				t.Fatal("event channel closed")
			}
			drive(ts).Show(ev)
		case <-quiet:
			if o := sess.Observation(); o != nil && o.ToMove().Has(sess.Seat()) {
				_ = sess.Submit(o.Legal(nil)[0]) // refused if already played
			}
		case <-deadline:
			t.Fatalf("timed out waiting; phase %v", drive(ts).Shown().View.Phase)
		}
	}
}

// myTurn reports whether the table asks the player for a card.
func myTurn(ts *table.Screen) func() bool {
	return func() bool { s := drive(ts).Shown(); return s.View.Phase == engine.PlayCard && !s.Holding }
}

// playRefused tries a card the rules do not allow now, which the table
// refuses with the rule; false when every card is legal.
func playRefused(ts *table.Screen) bool {
	s := drive(ts).Shown()
	for _, c := range s.Hand {
		if !slices.Contains(s.Legal, c) {
			return drive(ts).Play(c)
		}
	}
	return false
}

// playLegal plays the first card the table shows as legal.
func playLegal(t testing.TB, ts *table.Screen) string {
	t.Helper()
	s := drive(ts).Shown()
	if len(s.Legal) == 0 || !drive(ts).Play(s.Legal[0]) {
		t.Fatalf("no legal card to play in %q", s.Hand)
	}
	return s.Legal[0]
}

func TestCorruptSaveKeptAside(t *testing.T) {
	u, store := newTestUI(t)
	if err := store.Write(app.AutosaveName, []byte(`{"format":1,"config":{"game":"gummi","players":9}}`)); err != nil {
		t.Fatal(err)
	}
	u.Continue()
	if u.localTable() != nil {
		t.Fatal("a corrupt save was resumed")
	}
	if u.HasSave() {
		t.Fatal("corrupt save left in place")
	}
	aside := false
	for _, n := range store.Names() {
		aside = aside || strings.HasPrefix(n, app.AutosaveName+".corrupt-")
	}
	if !aside {
		t.Fatalf("corrupt save not kept aside: %v", store.Names())
	}
}

func TestContinueResumesSameHand(t *testing.T) {
	u, _ := newTestUI(t)
	ts := startGame(t, u, engine.Config{Game: "gummi", Players: 3, Seed: 11})
	drain(t, ts, myTurn(ts))
	playLegal(t, ts)
	drain(t, ts, func() bool { return !drive(ts).Shown().Busy })
	want := strings.Join(drive(ts).Shown().Hand, " ")
	moves := len(u.localTable().Moves())
	u.leaveTable()
	u.Continue()
	if u.localTable() == nil {
		t.Fatal("no table after Continue")
	}
	if got := len(u.localTable().Moves()); got < moves {
		t.Fatalf("resumed with %d moves, want at least %d", got, moves)
	}
	// Bots may have moved on since; the human's hand is only theirs to change.
	names := map[string]bool{}
	for _, n := range drive(u.tableScreen()).Shown().Hand {
		names[n] = true
	}
	for _, n := range strings.Fields(want) {
		if !names[n] {
			t.Fatalf("card %s lost on resume: %v vs %s", n, drive(u.tableScreen()).Shown().Hand, want)
		}
	}
}

func TestAboutShowsVersion(t *testing.T) {
	u, _ := newTestUI(t)
	old := app.Version
	app.Version = "9.8.7"
	t.Cleanup(func() { app.Version = old })
	u.ShowHome()
	u.ShowAbout()
	found := false
	for _, o := range test.LaidOutObjects(u.Win.Canvas().Overlays().Top()) {
		if l, ok := o.(*widget.Label); ok && strings.Contains(l.Text, "Trick Party 9.8.7") {
			found = true
		}
	}
	if !found {
		t.Fatal("About box does not show the version")
	}
}
