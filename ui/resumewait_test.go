package ui

import (
	"context"
	"errors"
	"slices"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2/test"

	"github.com/trickparty/trickparty/app"
	"github.com/trickparty/trickparty/engine"
	"github.com/trickparty/trickparty/engine/bot"
	"github.com/trickparty/trickparty/lan"
	"github.com/trickparty/trickparty/ui/internal/tablemodel"
	"github.com/trickparty/trickparty/ui/internal/words"
)

// TestHostStartsAResumedTableWithoutAGuest: Hana resumes her table, and
// Gus is not back. Her table says it waits for him and offers "Start
// without Gus"; pressing it hands his seat to a bot (the log says so) and
// the game is played to its end.
func TestHostStartsAResumedTableWithoutAGuest(t *testing.T) {
	u, q := lanTestUI(t)
	u.Settings.Name = "Hana"
	u.hostTable(engine.Config{Game: "gummi", Players: 2, Seed: 5}, "Kitchen", bot.Random, 0, func(err error) { t.Fatal(err) })
	runUI(t, q, "the waiting room", func() bool { return u.lan != nil && u.lan.table != nil })
	l := u.lan
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	guest := autoGuest(t, ctx, hostAddr(l), lan.ClientConfig{Code: l.table.Code(), Name: "Gus"})
	runUI(t, q, "the table", func() bool { return u.tableScreen() != nil })
	playHost(t, q, l.remote(), func() bool {
		_, s, err := app.LoadHosted(u.store)
		return err == nil && len(s.Moves) >= 3
	})
	// The app quits: the table goes with it, and Gus with it.
	u.lan = nil
	l.cancel()
	l.table.Close()
	<-l.remote().Done()
	<-guest.Done()
	if !errors.Is(guest.Err(), lan.ErrHostQuit) {
		t.Fatalf("the guest was told %v", guest.Err())
	}
	guest.Close()

	u2 := newTestUIWith(t, u.store, u.prefs)
	u2.ShowHostGame()
	test.Tap(buttonStarting(u2.Win.Content(), "Resume"))
	runUI(t, q, "the resumed table", func() bool { return u2.tableScreen() != nil })
	l2, ts := u2.lan, u2.tableScreen()
	gus := 1 - ts.model.Human()
	startWithout := findButton(u2.Win.Content(), "Start without Gus")
	runUI(t, q, "the host told whom the table waits for", func() bool {
		select {
		case ev := <-ts.run.events:
			ts.handle(context.Background(), ev, false)
		default:
		}
		startWithout = findButton(u2.Win.Content(), "Start without Gus")
		return startWithout != nil && startWithout.Visible() && ts.panel.side.wait.text.Visible()
	})
	// The host is told the code and address to give Gus again.
	where := "They rejoin with the join code " + words.SpacedCode(l2.table.Code()) + " at " + strings.Join(l2.table.Addresses(), " or ") + "."
	if got := ts.panel.side.wait.text.Text(); got != "The table waits for Gus to come back. "+where {
		t.Errorf("the host reads %q", got)
	}
	if si := l2.table.Seats()[gus]; !si.Awaited || si.Bot {
		t.Fatalf("Gus's seat before the host goes on: %+v", si)
	}
	test.Tap(startWithout)
	test.Tap(startWithout) // a second press while the first is under way
	said := "Bots play for Gus until they come back."
	runUI(t, q, "the host's word that a bot plays for Gus", func() bool { return slices.Contains(ts.panel.side.logLines, said) })
	if si := l2.table.Seats()[gus]; si.Awaited || si.Level == "" {
		t.Fatalf("Gus's seat after the host went on: %+v", si)
	}
	// The note and its button go with the wait, before anyone plays.
	runUI(t, q, "the wait note gone", func() bool {
		select {
		case ev := <-ts.run.events:
			ts.handle(context.Background(), ev, false)
		default:
		}
		return !ts.panel.side.wait.text.Visible() && !startWithout.Visible()
	})
	if n := len(slices.DeleteFunc(slices.Clone(ts.panel.side.logLines), func(l string) bool { return l != said })); n != 1 {
		t.Errorf("the log says %q %d times", said, n)
	}
	playHost(t, q, l2.remote(), l2.remote().Over)
}

// TestAGuestIsToldWhomTheTableWaitsFor: a guest's sidebar says whom a
// resumed table waits for and that the host may go on without them, with
// no button of its own; once nobody is awaited it says nothing.
func TestAGuestIsToldWhomTheTableWaitsFor(t *testing.T) {
	newTestUI(t)
	seats := []app.SeatInfo{
		{SeatSetup: app.SeatSetup{Kind: app.Human, Name: "Ann"}, Seat: 0, Connected: true},
		{SeatSetup: app.SeatSetup{Kind: app.Remote, Name: "Bo"}, Seat: 1, Awaited: true},
		{SeatSetup: app.SeatSetup{Kind: app.Remote, Name: "Cy"}, Seat: 2, Awaited: true, Host: true},
	}
	m := tablemodel.New(0, cardLess("gummi"))
	tbl, err := app.NewTable(app.TableOptions{Config: engine.Config{Game: "gummi", Players: 3, Seed: 3}, Seats: []app.SeatSetup{
		{Kind: app.Human, Name: "Ann"}, {Kind: app.Bot, Name: "Bo", Level: bot.Random}, {Kind: app.Bot, Name: "Cy", Level: bot.Random}}})
	if err != nil {
		t.Fatal(err)
	}
	defer tbl.Close()
	if err := m.Observe(tbl.Observation()); err != nil {
		t.Fatal(err)
	}
	sb := newSidebar("Gummi Trick", "gummi", m, func() []app.SeatInfo { return seats }, func(s int) string { return seats[s].Name }, nil,
		sidebarWays{hint: func() {}, history: func() {}, menu: func() {}})
	sb.render()
	got := sb.wait.text.Text()
	if !sb.wait.text.Visible() || !strings.Contains(got, "The table waits for Bo and Cy to come back.") || !strings.Contains(got, "The host may go on without them.") {
		t.Errorf("the guest reads %q (shown %v)", got, sb.wait.text.Visible())
	}
	if sb.wait.start != nil || findButton(sb.root, "Start without Bo and Cy") != nil {
		t.Error("a guest has a button to go on without them")
	}
	seats[1].Awaited, seats[2].Awaited = false, false
	sb.render()
	if sb.wait.text.Visible() {
		t.Errorf("with everybody back the sidebar still reads %q", sb.wait.text.Text())
	}
}
