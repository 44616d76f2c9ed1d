package ui

import (
	"errors"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"github.com/trickparty/trickparty/engine"
	"github.com/trickparty/trickparty/ui/internal/uitest"
)

// TestSaveFailureToldOnce: when the autosave cannot be written the player
// is told once a game, in plain words; a new table may tell again.
func TestSaveFailureToldOnce(t *testing.T) {
	u, _ := newTestUI(t)
	startGame(t, u, engine.Config{Game: "gudetama", Players: 3, Seed: 2})
	overlays := u.Win.Canvas().Overlays()
	sh := shell{u}
	sh.SaveFailed(errors.New("autosave: disk full"))
	if n := len(overlays.List()); n != 1 || !uitest.CanvasHasText(u.Win, "could not save this game (autosave: disk full)") {
		t.Fatalf("%d dialogs; want one that says the game could not be saved", n)
	}
	test.Tap(uitest.FindButton(overlays.Top(), "OK"))
	sh.SaveFailed(errors.New("autosave: disk full"))
	if n := len(overlays.List()); n != 0 {
		t.Fatalf("%d dialogs; the player is told only once", n)
	}
	startGame(t, u, engine.Config{Game: "gudetama", Players: 3, Seed: 3})
	sh.SaveFailed(errors.New("autosave: disk full"))
	if n := len(overlays.List()); n != 1 {
		t.Fatalf("a new game's failure: %d dialogs, want 1", n)
	}
}

// TestTheTablesMenuOpensTheRulesAndSettingsOfTheWindow: the table's menu
// opens this game's rules at its tab, and the settings, where a new card
// size applies to the table at once.
func TestTheTablesMenuOpensTheRulesAndSettingsOfTheWindow(t *testing.T) {
	u, _ := newTestUI(t)
	ts := startGame(t, u, engine.Config{Game: "trip", Players: 4, Seed: 2})
	drive(ts).OpenMenu()
	test.Tap(uitest.FindButton(u.Win.Canvas().Overlays().Top(), "Rules"))
	tabs := uitest.FindFirst(u.Win.Canvas().Overlays().Top(), func(*container.AppTabs) bool { return true })
	if tabs == nil || tabs.Selected() == nil || tabs.Selected().Text != "Trick of Trip" {
		t.Fatalf("the rules did not open at this game's tab: %+v", tabs)
	}
	u.Win.Canvas().Overlays().Remove(u.Win.Canvas().Overlays().Top())

	before := largestPicture(u.Win.Content())
	drive(ts).OpenMenu()
	test.Tap(uitest.FindButton(u.Win.Canvas().Overlays().Top(), "Settings"))
	form := u.Win.Canvas().Overlays().Top()
	sel := uitest.FindFirst(form, func(s *widget.Select) bool { return s.Selected == u.Settings.CardSize })
	if sel == nil {
		t.Fatal("no card size choice in the settings")
	}
	sel.SetSelected("large")
	test.Tap(uitest.FindButton(form, "Save"))
	if after := largestPicture(u.Win.Content()); after.Height <= before.Height {
		t.Errorf("card size large did not grow the table's cards: %v -> %v", before, after)
	}
}

// largestPicture is the size of the tallest card-sized picture shown
// under o (not the felt under everything).
func largestPicture(o fyne.CanvasObject) fyne.Size {
	var big fyne.Size
	uitest.WalkShown(o, func(o fyne.CanvasObject) bool {
		if img, ok := o.(*canvas.Image); ok && img.Size().Width < 400 && img.Size().Height > big.Height {
			big = img.Size()
		}
		return true
	})
	return big
}
