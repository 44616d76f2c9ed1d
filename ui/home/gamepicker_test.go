package home

import (
	"slices"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"github.com/trickparty/trickparty/app"
	"github.com/trickparty/trickparty/engine"
	"github.com/trickparty/trickparty/ui/internal/words"

	// As ui does: no error logged where the locale is C.UTF-8.
	_ "github.com/trickparty/trickparty/ui/internal/posixlocale"
)

// testApp is the app as the home screen's parts need it: a test app in
// English, its window the dialogs' (Dialogs).
type testApp struct{ win fyne.Window }

func (a testApp) Window() fyne.Window { return a.win }

func (a testApp) KeyDialog(d dialog.Dialog, _ bool, _ func(*fyne.KeyEvent)) { d.Show() }

// newTestApp starts a test app in English.
func newTestApp(t *testing.T) testApp {
	t.Helper()
	a := test.NewTempApp(t)
	if err := words.Use("en"); err != nil {
		t.Fatal(err)
	}
	w := a.NewWindow("home")
	t.Cleanup(w.Close)
	return testApp{w}
}

// TestAClickOnTheChosenGameKeepsIt: clicking the game already chosen
// cleared the choice (no game chosen, its options still shown).
func TestAClickOnTheChosenGameKeepsIt(t *testing.T) {
	newTestApp(t)
	p := NewGamePicker(nil)
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

// TestEveryGamesLengthIsChosenOnTheHomeScreen: each choice a game offers
// for an option (Gummi's rounds, Gudetama's end score, Trick of Trip's
// rounds) is on the home screen and goes into the game's config; Trick of
// Trip and Gudetama said "This game has no options" though the command
// line took a shorter game.
func TestEveryGamesLengthIsChosenOnTheHomeScreen(t *testing.T) {
	newTestApp(t)
	for _, id := range []string{"gummi", "gudetama", "trip"} {
		d, _ := app.LookupGame(id)
		if len(d.Options) == 0 || len(d.Options[0].Choices) < 2 {
			t.Errorf("%s offers no choice of its length", id)
		}
	}
	p := NewGamePicker(nil)
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
				got := p.Config().Options.Get(o.Name)
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
// when another game is chosen that seats that many (3 does not go back
// to 4), and becomes one the game seats when it does not.
func TestAnotherGameKeepsThePlayerCount(t *testing.T) {
	newTestApp(t)
	p := NewGamePicker(nil)
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
		if n := p.Config().Players; n < g.MinPlayers || n > g.MaxPlayers {
			t.Errorf("%s for %d players", g.ID, n)
		}
	}
}

// TestAGameOfSeveralOptionsNamesEach: among five games, one of three
// options shows each option's name beside its choices, and the player
// count beside the list of games; the form is no wider than an 800
// pixel window leaves it. A game of one option shows its choices alone.
func TestAGameOfSeveralOptionsNamesEach(t *testing.T) {
	a := newTestApp(t)
	list := app.Games()
	several := *list[0]
	several.ID, several.Title = "several", "Several"
	several.Options = []engine.OptionSpec{
		{Name: "a", Label: "Cards in the first round", Default: 7, Min: 1, Max: 10, Choices: []engine.OptionChoice{{Value: 7, Label: "7 cards"}, {Value: 5, Label: "5 cards (quick)"}, {Value: 10, Label: "10 cards (long)"}}},
		{Name: "b", Label: "After the round of one card", Default: 0, Min: 0, Max: 1, Choices: []engine.OptionChoice{{Value: 0, Label: "The game ends"}, {Value: 1, Label: "Deal back up"}}},
		{Name: "c", Label: "The dealer's bid", Default: 0, Min: 0, Max: 1, Choices: []engine.OptionChoice{{Value: 0, Label: "May not make bids = tricks"}, {Value: 1, Label: "Any bid"}}},
	}
	one := *list[0]
	one.ID, one.Title = "one", "One"
	p := newGamePicker(append(slices.Clone(list), &several, &one), nil)
	form := widget.NewForm(p.FormItems()...)
	a.win.SetContent(form)
	a.win.Resize(fyne.NewSize(800, 600))
	if len(p.games) != 5 || len(form.Items) != 2 || !slices.Contains(labelsIn(form), "Players") {
		t.Fatalf("%d games: %d rows, the player count not beside the games: %v", len(p.games), len(form.Items), labelsIn(form))
	}
	p.game.SetSelected("Several")
	form.Refresh()
	for _, o := range several.Options {
		if !slices.Contains(labelsIn(p.options), o.Label) {
			t.Errorf("the option %q is not named: %v", o.Label, labelsIn(p.options))
		}
	}
	// The panel and its padding take 40 on each side of the window.
	if w := form.MinSize().Width; w > 800-2*40 {
		t.Errorf("the form is %v wide, more than the home panel has at 800x600", w)
	}
	p.game.SetSelected("One")
	if got := labelsIn(p.options); len(got) != 0 {
		t.Errorf("a game of one option names it: %v", got)
	}
}

// labelsIn are the texts of the labels drawn in o.
func labelsIn(o fyne.CanvasObject) []string {
	var out []string
	for _, c := range test.LaidOutObjects(o) {
		if l, ok := c.(*widget.Label); ok && l.Visible() {
			out = append(out, l.Text)
		}
	}
	return out
}
