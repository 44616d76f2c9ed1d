package ui

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"

	"github.com/trickparty/trickparty/app"
	"github.com/trickparty/trickparty/engine"
)

// TestHomeResumesTheHostedTable: a host who left mid-game finds the home
// screen's Continue button enabled, reading Resume hosted table; it
// resumes the table with its log told so far. With a solo save too, both
// are offered.
func TestHomeResumesTheHostedTable(t *testing.T) {
	u, q := lanTestUI(t)
	l, _ := hostWithGuest(t, u, q)
	playHost(t, q, l.remote(), func() bool {
		_, s, err := app.LoadHosted(u.store)
		return err == nil && len(s.Moves) >= 4
	})
	// The host leaves: the table is kept for resuming.
	u.closeLAN()

	u2 := newTestUIWith(t, u.store, u.prefs)
	u2.ShowHome()
	if b := buttonStarting(u2.Win.Content(), "Continue saved game"); b != nil {
		t.Fatal("the home screen offers a solo save there is none of")
	}
	resume := buttonStarting(u2.Win.Content(), "Resume hosted table")
	if resume == nil || resume.Disabled() {
		t.Fatal("the home screen does not offer the hosted table")
	}
	test.Tap(resume)
	runUI(t, q, "the resumed table", func() bool { return u2.screen != nil })
	if u2.lan == nil || !u2.lan.hosting || u2.screen.seatName(1) != "Gus" {
		t.Fatal("Resume did not host the kept table again")
	}
	if lines := u2.screen.side.logLines; len(lines) < 4 || !strings.Contains(strings.Join(lines, "\n"), "Gus played") {
		t.Fatalf("the resumed table's log tells %q", lines)
	}
	u2.closeLAN()

	// A solo save as well: both are offered, each under its own name.
	save, err := (&app.Save{Format: app.SaveFormat, Config: engine.Config{Game: "gummi", Players: 3, Seed: 2},
		Seats: []app.SeatSetup{{Kind: app.Human, Name: "Hana"}, {Kind: app.Bot, Name: "Aiko", Level: "random"}, {Kind: app.Bot, Name: "Bruno", Level: "random"}}}).Encode()
	if err != nil {
		t.Fatal(err)
	}
	u.store.Write(app.AutosaveName, save)
	u2.ShowHome()
	cont := buttonStarting(u2.Win.Content(), "Continue saved game")
	resume = buttonStarting(u2.Win.Content(), "Resume hosted table")
	if cont == nil || cont.Disabled() || resume == nil || resume.Disabled() {
		t.Fatal("with a solo save and a hosted table the home screen does not offer both")
	}
	test.Tap(cont)
	if u2.table == nil || u2.lan != nil {
		t.Fatal("Continue saved game did not continue the solo game")
	}
}
