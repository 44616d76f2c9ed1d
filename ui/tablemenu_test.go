package ui

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"github.com/trickparty/trickparty/engine"
)

// findTabs finds the first AppTabs under o.
func findTabs(o fyne.CanvasObject) *container.AppTabs {
	switch v := o.(type) {
	case *container.AppTabs:
		return v
	case *fyne.Container:
		for _, c := range v.Objects {
			if tabs := findTabs(c); tabs != nil {
				return tabs
			}
		}
	case fyne.Widget:
		for _, c := range test.WidgetRenderer(v).Objects() {
			if tabs := findTabs(c); tabs != nil {
				return tabs
			}
		}
	}
	return nil
}

// TestTableMenuOffersRulesSettingsAndLeave: the in-game menu opens this
// game's rules, the settings (a new card size applies to the table at
// once) and leaving.
func TestTableMenuOffersRulesSettingsAndLeave(t *testing.T) {
	u, _ := newTestUI(t)
	ts := startGame(t, u, engine.Config{Game: "trip", Players: 4, Seed: 2})
	menu := func() fyne.CanvasObject {
		ts.showMenu()
		return u.Win.Canvas().Overlays().Top()
	}
	for _, label := range []string{"Rules", "Settings", "Leave the table"} {
		if findButton(menu(), label) == nil {
			t.Fatalf("the menu has no %q", label)
		}
		u.Win.Canvas().Overlays().Remove(u.Win.Canvas().Overlays().Top())
	}

	test.Tap(findButton(menu(), "Rules"))
	tabs := findTabs(u.Win.Canvas().Overlays().Top())
	if tabs == nil || tabs.Selected() == nil || tabs.Selected().Text != "Trick of Trip" {
		t.Fatalf("the rules did not open at this game's tab: %+v", tabs)
	}
	u.Win.Canvas().Overlays().Remove(u.Win.Canvas().Overlays().Top())

	before := ts.cardSize()
	test.Tap(findButton(menu(), "Settings"))
	form := u.Win.Canvas().Overlays().Top()
	sel := findSelect(form, u.Settings.CardSize)
	if sel == nil {
		t.Fatal("no card size choice in the settings")
	}
	sel.SetSelected("large")
	test.Tap(findButton(form, "Save"))
	if after := ts.cardSize(); after.Height <= before.Height {
		t.Errorf("card size large did not grow the table's cards: %v -> %v", before, after)
	}
	if ts.handW[0].Size().Height != ts.cardSize().Height {
		t.Errorf("the hand was not laid out again: card %v, size %v", ts.handW[0].Size(), ts.cardSize())
	}
}

// findSelect finds a Select showing selected under o.
func findSelect(o fyne.CanvasObject, selected string) *widget.Select {
	switch v := o.(type) {
	case *widget.Select:
		if v.Selected == selected {
			return v
		}
	case *fyne.Container:
		for _, c := range v.Objects {
			if s := findSelect(c, selected); s != nil {
				return s
			}
		}
	case fyne.Widget:
		for _, c := range test.WidgetRenderer(v).Objects() {
			if s := findSelect(c, selected); s != nil {
				return s
			}
		}
	}
	return nil
}
