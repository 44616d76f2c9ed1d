package ui

import (
	"slices"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"github.com/trickparty/trickparty/app"
	"github.com/trickparty/trickparty/engine/bot"
	"github.com/trickparty/trickparty/ui/internal/lang"
	"github.com/trickparty/trickparty/ui/internal/uitest"
	"github.com/trickparty/trickparty/ui/internal/widgets"
)

// setEachBot opens the home screen's "Each bot…" dialog, chooses these
// levels (seat 2 first) and saves.
func setEachBot(t *testing.T, u *UI, levels ...bot.Level) {
	t.Helper()
	test.Tap(uitest.FindButton(u.Win.Content(), "Each bot…"))
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
	test.Tap(uitest.FindButton(d, "Save"))
}

// TestHomeButtonsStayPutAsThePlayerCountChanges: choosing another player
// count, or another game, leaves Play where it was. A grid of one level
// choice a bot would grow or shrink a row with every other count and move
// Play away from the pointer, so the next click lands beside it.
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
			uitest.Relayout(u.Win)
			play := uitest.FindFirst(u.Win.Content(), func(b *widgets.KeyButton) bool { return b.Text == "Play" })
			pos := driver.AbsolutePositionForObject(play)
			now := game + " with " + n + " players"
			if was != "" && pos != at {
				t.Errorf("%s, Play is at %v; %s, at %v", was, at, now, pos)
			}
			at, was = pos, now
		}
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
	test.Tap(uitest.FindButton(u.Win.Content(), "Play"))
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
