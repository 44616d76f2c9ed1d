package ui

import (
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"

	"github.com/trickparty/trickparty/app"
	"github.com/trickparty/trickparty/ui/internal/uitest"
)

// offeredEveryTutorial is a player who was offered every guided game.
func offeredEveryTutorial(p app.Prefs) {
	for _, g := range app.Games() {
		app.MarkTutorialOffered(p, g.ID)
	}
}

func TestTutorialIsOfferedTheFirstTimeAGameIsPlayed(t *testing.T) {
	u, _ := newTestUI(t)
	u.ShowHome()
	if app.TutorialOffered(u.prefs, "gummi") {
		t.Fatal("offered before the home screen asked")
	}
	play := uitest.FindButton(u.Win.Content(), "Play")
	test.Tap(play)
	if u.tableScreen() != nil {
		t.Fatal("the first Play of a game started it without offering its guided game")
	}
	if !app.TutorialOffered(u.prefs, "gummi") {
		t.Fatal("the offer was not remembered")
	}
	// The offer says what the game is to someone who never heard of it.
	if blurb := gameBlurb("gummi"); blurb == "" || !slices.ContainsFunc(uitest.TextsIn(u.Win.Canvas().Overlays().Top()), func(s string) bool { return strings.Contains(s, blurb) }) {
		t.Fatalf("the offer does not say what Gummi Trick is (%q)", blurb)
	}
	now := uitest.FindButton(u.Win.Canvas().Overlays().Top(), "Play now")
	test.Tap(now)
	if u.tableScreen() == nil || u.guided() != nil {
		t.Fatal("Play now did not start a real game")
	}
	// A move made, the game is saved when left: Play asks before a new
	// one replaces it, and then does not offer the guided game again.
	playUntil(t, u.tableScreen(), u.HasSave)
	u.leaveTable()
	test.Tap(uitest.FindButton(u.Win.Content(), "Play"))
	test.Tap(uitest.FindButton(u.Win.Canvas().Overlays().Top(), "Yes"))
	if u.tableScreen() == nil {
		t.Fatal("the second Play asked again")
	}
}

// TestEveryGameSaysWhatItIs: every game has its sentence or two for a
// player choosing it, in every language.
func TestEveryGameSaysWhatItIs(t *testing.T) {
	newTestUI(t)
	for _, code := range app.Languages {
		SetLanguage(code)
		for _, g := range app.Games() {
			if b := gameBlurb(g.ID); len([]rune(b)) < 30 {
				t.Errorf("%s: %s says %q of itself", code, g.ID, b)
			}
		}
	}
	SetLanguage("en")
}
