package ui

import (
	"slices"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"github.com/trickparty/trickparty/app"
	"github.com/trickparty/trickparty/engine/bot"
	"github.com/trickparty/trickparty/ui/internal/uitest"
)

// homeWidgets lists the radio groups and selects on the home screen.
func homeWidgets(o fyne.CanvasObject) (radios []*widget.RadioGroup, selects []*widget.Select) {
	var walk func(o fyne.CanvasObject)
	walk = func(o fyne.CanvasObject) {
		switch v := o.(type) {
		case *widget.RadioGroup:
			radios = append(radios, v)
		case *widget.Select:
			selects = append(selects, v)
		case *fyne.Container:
			for _, c := range v.Objects {
				walk(c)
			}
		case fyne.Widget:
			for _, c := range test.WidgetRenderer(v).Objects() {
				walk(c)
			}
		}
	}
	walk(o)
	return radios, selects
}

// TestHomeRemembersTheLastChoice: the game, player count, option and bot
// levels chosen when the player pressed Play are chosen again on the next
// start of the app.
func TestHomeRemembersTheLastChoice(t *testing.T) {
	prefs := &app.MemPrefs{}
	offeredEveryTutorial(prefs) // Play plays
	u, _ := newTestUIPrefs(t, prefs)
	u.ShowHome()
	radios, _ := homeWidgets(u.Win.Content())
	radios[0].SetSelected("Trick of Trip") // not the first game, the default
	_, selects := homeWidgets(u.Win.Content())
	selects[0].SetSelected("5") // players
	setEachBot(t, u, bot.Normal, bot.Hard, bot.Normal, bot.Normal)
	test.Tap(uitest.FindButton(u.Win.Content(), "Play"))
	if u.tableScreen() == nil {
		t.Fatal("Play did not start a game")
	}
	u.closeTable()

	u2, _ := newTestUIPrefs(t, prefs)
	u2.ShowHome()
	radios, selects = homeWidgets(u2.Win.Content())
	if radios[0].Selected != "Trick of Trip" || selects[0].Selected != "5" {
		t.Errorf("home shows %q, %q players", radios[0].Selected, selects[0].Selected)
	}
	if got := app.LoadHomeChoice(prefs).Levels; !slices.Equal(got, []bot.Level{bot.Normal, bot.Hard, bot.Normal, bot.Normal}) {
		t.Errorf("bot levels remembered as %v", got)
	}
	if len(selects) != 2 || selects[1].Selected != "" {
		t.Errorf("the bots of different levels are not shown as such: %d selects", len(selects))
	}
	// An option: Gummi's three rounds.
	radios[0].SetSelected("Gummi Trick")
	radios, _ = homeWidgets(u2.Win.Content())
	radios[1].SetSelected("3 rounds (advanced)")
	test.Tap(uitest.FindButton(u2.Win.Content(), "Play"))
	u2.closeTable()
	u3, _ := newTestUIPrefs(t, prefs)
	u3.ShowHome()
	radios, _ = homeWidgets(u3.Win.Content())
	if radios[0].Selected != "Gummi Trick" || radios[1].Selected != "3 rounds (advanced)" {
		t.Errorf("home shows %q, %q", radios[0].Selected, radios[1].Selected)
	}
}

// TestTheHomeChoiceCarriesOver: the game chosen on the home screen, and
// its table, are what the guided game's "Play a real game" and the Host
// screen start from, without pressing Play first: Trick of Trip for 4,
// chosen and then learnt in the guided game, is the real game offered
// next, not a game of 3, nor Gummi Trick on the Host screen and at home.
func TestTheHomeChoiceCarriesOver(t *testing.T) {
	prefs := &app.MemPrefs{}
	u, _ := newTestUIPrefs(t, prefs)
	u.ShowHome()
	radios, _ := homeWidgets(u.Win.Content())
	radios[0].SetSelected("Trick of Trip")
	_, selects := homeWidgets(u.Win.Content())
	selects[0].SetSelected("5")
	if c := app.LoadHomeChoice(prefs); c.Game != "trip" || c.Players != 5 {
		t.Fatalf("the home screen keeps %+v", c)
	}
	test.Tap(uitest.FindButton(u.Win.Content(), "Learn by playing"))
	if u.guided() == nil {
		t.Fatal("no guided game")
	}
	if u.lastCfg.Game != "trip" || u.lastCfg.Players != 5 || len(u.lastSet) != 5 {
		t.Fatalf("the real game after the guided one is %+v with %d seats", u.lastCfg, len(u.lastSet))
	}
	u.leaveTable()
	radios, _ = homeWidgets(u.Win.Content())
	if radios[0].Selected != "Trick of Trip" {
		t.Fatalf("back home the game is %q", radios[0].Selected)
	}
	u.ShowHostGame()
	radios, _ = homeWidgets(u.Win.Content())
	if len(radios) == 0 || radios[0].Selected != "Trick of Trip" {
		t.Fatalf("the Host screen opens on %q", radios[0].Selected)
	}
}

// TestTheNameTypedAtHomeIsTheTablesName: a name typed on the home screen
// is the one the Join and Host screens offer, without a Play between.
func TestTheNameTypedAtHomeIsTheTablesName(t *testing.T) {
	u, _ := lanTestUI(t)
	u.ShowHome()
	var name *widget.Entry
	for _, o := range test.LaidOutObjects(u.Win.Content()) {
		if e, ok := o.(*widget.Entry); ok && name == nil {
			name = e
		}
	}
	if name == nil {
		t.Fatal("no name on the home screen")
	}
	name.SetText("")
	test.Type(name, "Ben")
	u.ShowJoinGame()
	if got := u.lan.join.name.Text; got != "Ben" {
		t.Errorf("the Join screen offers %q", got)
	}
	if u.Settings.Name != "Ben" {
		t.Errorf("the settings keep %q", u.Settings.Name)
	}
}

// TestEachGameKeepsItsOptions: the options chosen for a game stay chosen
// after another game is played, and on the next start of the app (only
// the last game's were kept: Gummi Trick's three rounds were one again).
func TestEachGameKeepsItsOptions(t *testing.T) {
	prefs := &app.MemPrefs{}
	u, _ := newTestUIPrefs(t, prefs)
	u.ShowHome()
	pick := func(u *UI, choice string) {
		t.Helper()
		radios, _ := homeWidgets(u.Win.Content())
		for _, r := range radios {
			if slices.Contains(r.Options, choice) {
				r.SetSelected(choice)
				return
			}
		}
		t.Fatalf("no choice %q on the home screen", choice)
	}
	chosen := func(u *UI, choice string) bool {
		radios, _ := homeWidgets(u.Win.Content())
		for _, r := range radios {
			if r.Selected == choice {
				return true
			}
		}
		return false
	}
	pick(u, "Gummi Trick")
	pick(u, "3 rounds (advanced)")
	pick(u, "Trick of Trip")
	pick(u, "2 rounds (short)")

	u2, _ := newTestUIPrefs(t, prefs)
	u2.ShowHome()
	if !chosen(u2, "Trick of Trip") || !chosen(u2, "2 rounds (short)") {
		t.Fatal("the last game and its option are not chosen again")
	}
	pick(u2, "Gummi Trick")
	if !chosen(u2, "3 rounds (advanced)") {
		t.Error("Gummi Trick's three rounds were not kept while Trick of Trip was chosen")
	}
	u2.ShowHostGame()
	pick(u2, "Trick of Trip")
	if !chosen(u2, "2 rounds (short)") {
		t.Error("the Host screen does not start from Trick of Trip's short game")
	}
}
