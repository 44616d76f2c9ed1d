package ui

import (
	"reflect"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"github.com/trickparty/trickparty/engine"
)

// findFirst finds the first object of type T under o that match accepts,
// looking into containers and widgets' renderers.
func findFirst[T fyne.CanvasObject](o fyne.CanvasObject, match func(T) bool) (found T) {
	if v, ok := o.(T); ok && match(v) {
		return v
	}
	var children []fyne.CanvasObject
	switch v := o.(type) {
	case *fyne.Container:
		children = v.Objects
	case fyne.Widget:
		children = test.WidgetRenderer(v).Objects()
	}
	for _, c := range children {
		if f := findFirst(c, match); any(f) != nil && !reflect.ValueOf(f).IsNil() {
			return f
		}
	}
	return found
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
	tabs := findFirst(u.Win.Canvas().Overlays().Top(), func(*container.AppTabs) bool { return true })
	if tabs == nil || tabs.Selected() == nil || tabs.Selected().Text != "Trick of Trip" {
		t.Fatalf("the rules did not open at this game's tab: %+v", tabs)
	}
	u.Win.Canvas().Overlays().Remove(u.Win.Canvas().Overlays().Top())

	before := ts.felt.cardSize()
	test.Tap(findButton(menu(), "Settings"))
	form := u.Win.Canvas().Overlays().Top()
	sel := findFirst(form, func(s *widget.Select) bool { return s.Selected == u.Settings.CardSize })
	if sel == nil {
		t.Fatal("no card size choice in the settings")
	}
	sel.SetSelected("large")
	test.Tap(findButton(form, "Save"))
	if after := ts.felt.cardSize(); after.Height <= before.Height {
		t.Errorf("card size large did not grow the table's cards: %v -> %v", before, after)
	}
	if ts.felt.handW[0].Size().Height != ts.felt.cardSize().Height {
		t.Errorf("the hand was not laid out again: card %v, size %v", ts.felt.handW[0].Size(), ts.felt.cardSize())
	}
}
