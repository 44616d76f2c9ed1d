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
	"github.com/trickparty/trickparty/ui/internal/uitest"
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
	test.Tap(uitest.ButtonStarting(u2.Win.Content(), "Resume"))
	runUI(t, q, "the resumed table", func() bool { return u2.tableScreen() != nil })
	l2, ts := u2.lan, u2.tableScreen()
	gus := 1 - ts.Session().Seat()
	startWithout := uitest.FindButton(u2.Win.Content(), "Start without Gus")
	runUI(t, q, "the host told whom the table waits for", func() bool {
		select {
		case ev := <-drive(ts).Events():
			drive(ts).Show(ev)
		default:
		}
		startWithout = uitest.FindButton(u2.Win.Content(), "Start without Gus")
		return startWithout != nil && startWithout.Visible() && drive(ts).Shown().Waiting != ""
	})
	// The host is told the code and address to give Gus again.
	where := "They rejoin with the join code " + words.SpacedCode(l2.table.Code()) + " at " + strings.Join(l2.table.Addresses(), " or ") + "."
	if got := drive(ts).Shown().Waiting; got != "The table waits for Gus to come back. "+where {
		t.Errorf("the host reads %q", got)
	}
	if si := l2.table.Seats()[gus]; !si.Awaited || si.Bot {
		t.Fatalf("Gus's seat before the host goes on: %+v", si)
	}
	test.Tap(startWithout)
	test.Tap(startWithout) // a second press while the first is under way
	said := "Bots play for Gus until they come back."
	runUI(t, q, "the host's word that a bot plays for Gus", func() bool { return slices.Contains(drive(ts).Shown().Log, said) })
	if si := l2.table.Seats()[gus]; si.Awaited || si.Level == "" {
		t.Fatalf("Gus's seat after the host went on: %+v", si)
	}
	// The note and its button go with the wait, before anyone plays.
	runUI(t, q, "the wait note gone", func() bool {
		select {
		case ev := <-drive(ts).Events():
			drive(ts).Show(ev)
		default:
		}
		return drive(ts).Shown().Waiting == "" && !startWithout.Visible()
	})
	if n := len(slices.DeleteFunc(slices.Clone(drive(ts).Shown().Log), func(l string) bool { return l != said })); n != 1 {
		t.Errorf("the log says %q %d times", said, n)
	}
	playHost(t, q, l2.remote(), l2.remote().Over)
}
