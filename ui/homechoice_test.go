package ui

import (
	"slices"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"github.com/trickparty/trickparty/app"
	"github.com/trickparty/trickparty/engine"
	"github.com/trickparty/trickparty/engine/bot"
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
	test.Tap(findButton(u.Win.Content(), "Play"))
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
	test.Tap(findButton(u2.Win.Content(), "Play"))
	u2.closeTable()
	u3, _ := newTestUIPrefs(t, prefs)
	u3.ShowHome()
	radios, _ = homeWidgets(u3.Win.Content())
	if radios[0].Selected != "Gummi Trick" || radios[1].Selected != "3 rounds (advanced)" {
		t.Errorf("home shows %q, %q", radios[0].Selected, radios[1].Selected)
	}
}

// TestAClickOnTheChosenGameKeepsIt: clicking the game already chosen
// cleared the choice (no game chosen, its options still shown).
func TestAClickOnTheChosenGameKeepsIt(t *testing.T) {
	newTestUI(t)
	p := newGamePicker(nil)
	w := test.NewWindow(p.game)
	defer w.Close()
	chosen := p.game.Selected
	tapped := false
	for _, o := range test.LaidOutObjects(p.game) {
		if tp, ok := o.(fyne.Tappable); ok && o != fyne.CanvasObject(p.game) && !tapped {
			tp.Tapped(&fyne.PointEvent{})
			tapped = true
		}
	}
	if !tapped {
		t.Fatal("no choice to click")
	}
	if p.game.Selected != chosen || chosen == "" {
		t.Fatalf("after a click on %q the game chosen is %q", chosen, p.game.Selected)
	}
}

// TestTheHomeChoiceCarriesOver: the game chosen on the home screen, and
// its table, are what the guided game's "Play a real game" and the Host
// screen start from, without pressing Play first (a stranger chose Trick
// of Trip and 4 players, learnt it by playing, and got a real game of 3,
// then Gummi Trick on the Host screen and at home).
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
	test.Tap(findButton(u.Win.Content(), "Learn by playing"))
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

// TestEveryGamesLengthIsChosenOnTheHomeScreen: each choice a game offers
// for an option (Gummi's rounds, Gudetama's end score, Trick of Trip's
// rounds) is on the home screen and goes into the game's config; Trick of
// Trip and Gudetama said "This game has no options" though the command
// line took a shorter game.
func TestEveryGamesLengthIsChosenOnTheHomeScreen(t *testing.T) {
	newTestUI(t)
	for _, id := range []string{"gummi", "gudetama", "trip"} {
		d, _ := app.LookupGame(id)
		if len(d.Options) == 0 || len(d.Options[0].Choices) < 2 {
			t.Errorf("%s offers no choice of its length", id)
		}
	}
	p := newGamePicker(nil)
	for i, g := range p.games {
		p.game.SetSelected(p.game.Options[i])
		offered := slices.DeleteFunc(slices.Clone(g.Options), func(o engine.OptionSpec) bool { return len(o.Choices) == 0 })
		if len(p.choices[i]) != len(offered) {
			t.Fatalf("%s: %d choices on the home screen for %d options offered", g.ID, len(p.choices[i]), len(offered))
		}
		for k, o := range offered {
			r := p.choices[i][k]
			for j, c := range o.Choices {
				r.SetSelected(r.Options[j])
				got := p.config().Options.Get(o.Name)
				if got == 0 {
					got = o.Default
				}
				if got != c.Value {
					t.Errorf("%s: choosing %q gives %s %d", g.ID, r.Options[j], o.Name, got)
				}
			}
		}
	}
}

// TestAnotherGameKeepsThePlayerCount: the number of players chosen stays
// when another game is chosen that seats that many (a stranger's 3 went
// back to 4), and becomes one the game seats when it does not.
func TestAnotherGameKeepsThePlayerCount(t *testing.T) {
	newTestUI(t)
	p := newGamePicker(nil)
	p.game.SetSelected("Gummi Trick")
	p.players.SetSelected("3")
	p.game.SetSelected("Trick of Trip")
	if p.players.Selected != "3" {
		t.Errorf("Trick of Trip for 3 after Gummi Trick for 3: %s players", p.players.Selected)
	}
	for i, g := range p.games {
		p.players.Options = append(p.players.Options, "2")
		p.players.SetSelected("2")
		p.game.SetSelected(p.game.Options[i])
		if n := p.config().Players; n < g.MinPlayers || n > g.MaxPlayers {
			t.Errorf("%s for %d players", g.ID, n)
		}
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
