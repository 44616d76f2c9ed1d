package ui

import (
	"slices"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"github.com/trickparty/trickparty/app"
	"github.com/trickparty/trickparty/engine/bot"
	"github.com/trickparty/trickparty/ui/internal/lang"
)

// setEachBot opens the home screen's "Each bot…" dialog, chooses these
// levels (seat 2 first) and saves.
func setEachBot(t *testing.T, u *UI, levels ...bot.Level) {
	t.Helper()
	test.Tap(findButton(u.Win.Content(), "Each bot…"))
	d := u.Win.Canvas().Overlays().Top()
	if d == nil {
		t.Fatal("Each bot… opened nothing")
	}
	_, selects := homeWidgets(d)
	if len(selects) != len(levels) {
		t.Fatalf("the dialog has %d levels to choose, want %d", len(selects), len(levels))
	}
	for i, l := range levels {
		selects[i].SetSelected(lang.L(string(l)))
	}
	test.Tap(findButton(d, "Save"))
}

// TestHomeButtonsStayPutAsThePlayerCountChanges: choosing another player
// count, or another game, leaves Play where it was. The bots' levels were a grid of one
// choice a bot, a row taller or shorter with every other count, and Play
// moved away from the pointer (a stranger's click landed beside it).
func TestHomeButtonsStayPutAsThePlayerCountChanges(t *testing.T) {
	u, _ := newTestUI(t)
	u.Win.Resize(fyne.NewSize(800, 600))
	u.ShowHome()
	radios, _ := homeWidgets(u.Win.Content())
	driver := fyne.CurrentApp().Driver()
	var at fyne.Position
	was := ""
	for _, game := range radios[0].Options {
		radios[0].SetSelected(game)
		_, selects := homeWidgets(u.Win.Content())
		players := selects[0]
		for _, n := range players.Options {
			players.SetSelected(n)
			relayout(u.Win)
			play := findFirst(u.Win.Content(), func(b *keyButton) bool { return b.Text == "Play" })
			pos := driver.AbsolutePositionForObject(play)
			now := game + " with " + n + " players"
			if was != "" && pos != at {
				t.Errorf("%s, Play is at %v; %s, at %v", was, at, now, pos)
			}
			at, was = pos, now
		}
	}
}

// relayout lays w's content out again, as the app's canvas does when a
// minimum size changes; the test canvas does it only on a resize.
func relayout(w fyne.Window) {
	size := w.Canvas().Size()
	w.Resize(size.AddWidthHeight(1, 1))
	w.Resize(size)
}

// TestBotLevels: one level for all the bots, each bot's own by the
// dialog, a placeholder when they differ, and a bot the player count
// takes away and gives back keeps its level.
func TestBotLevels(t *testing.T) {
	u, _ := newTestUI(t)
	b := newBotLevels(u, []bot.Level{bot.Hard, bot.Easy})
	changes := 0
	b.onChange = func() { changes++ }
	// "random" alone read as a random level, not random moves.
	if !slices.Contains(b.all.Options, "random moves") {
		t.Errorf("the levels offered are %q", b.all.Options)
	}
	b.setBots(3)
	if want := []bot.Level{bot.Hard, bot.Easy, bot.Normal}; !slices.Equal(b.levels, want) {
		t.Fatalf("three bots after a last choice of two: %v, want %v", b.levels, want)
	}
	if b.all.Selected != "" {
		t.Errorf("bots of different levels show %q, want the placeholder", b.all.Selected)
	}
	b.all.SetSelected("easy")
	if want := []bot.Level{bot.Easy, bot.Easy, bot.Easy}; !slices.Equal(b.levels, want) || changes != 1 {
		t.Fatalf("after easy for all: %v (%d changes)", b.levels, changes)
	}
	b.setBots(5)
	if want := slices.Repeat([]bot.Level{bot.Easy}, 5); !slices.Equal(b.levels, want) || b.all.Selected != "easy" {
		t.Fatalf("two more bots join the easy ones as %v, shown %q", b.levels, b.all.Selected)
	}
	b.setEach([]bot.Level{bot.Random, bot.Easy, bot.Easy, bot.Easy, bot.Hard})
	if b.all.Selected != "" {
		t.Errorf("after setting each, the select shows %q", b.all.Selected)
	}
	b.setBots(2)
	b.setBots(5)
	if want := []bot.Level{bot.Random, bot.Easy, bot.Easy, bot.Easy, bot.Hard}; !slices.Equal(b.levels, want) {
		t.Fatalf("bots taken away and given back: %v, want %v", b.levels, want)
	}
}

// TestPlayGivesEachBotItsLevel: the levels set for each bot are the
// game's, and the home screen shows them again next time.
func TestPlayGivesEachBotItsLevel(t *testing.T) {
	prefs := &app.MemPrefs{}
	offeredEveryTutorial(prefs)
	u, _ := newTestUIPrefs(t, prefs)
	u.ShowHome()
	_, selects := homeWidgets(u.Win.Content())
	selects[0].SetSelected("4")
	setEachBot(t, u, bot.Hard, bot.Random, bot.Easy)
	test.Tap(findButton(u.Win.Content(), "Play"))
	if u.tableScreen() == nil {
		t.Fatal("Play did not start a game")
	}
	var got []bot.Level
	for _, s := range u.lastSet[1:] {
		got = append(got, s.Level)
	}
	if want := []bot.Level{bot.Hard, bot.Random, bot.Easy}; !slices.Equal(got, want) {
		t.Fatalf("the game's bots are %v, want %v", got, want)
	}
	u.closeTable()
	u2, _ := newTestUIPrefs(t, prefs)
	u2.ShowHome()
	_, selects = homeWidgets(u2.Win.Content())
	if selects[1].Selected != "" || selects[1].PlaceHolder != "mixed" {
		t.Errorf("bots of three levels show %q (placeholder %q)", selects[1].Selected, selects[1].PlaceHolder)
	}
	setEachBot(t, u2, bot.Normal, bot.Normal, bot.Normal)
	if _, selects = homeWidgets(u2.Win.Content()); selects[1].Selected != "normal" {
		t.Errorf("three normal bots show %q", selects[1].Selected)
	}
}
