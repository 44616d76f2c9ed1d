package table

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"github.com/trickparty/trickparty/engine"
	"github.com/trickparty/trickparty/ui/internal/uitest"
)

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
		if uitest.FindButton(menu(), label) == nil {
			t.Fatalf("the menu has no %q", label)
		}
		u.Win.Canvas().Overlays().Remove(u.Win.Canvas().Overlays().Top())
	}

	test.Tap(uitest.FindButton(menu(), "Rules"))
	if len(u.rulesOf) != 1 || u.rulesOf[0] != "trip" {
		t.Fatalf("the menu asked for the rules of %q", u.rulesOf)
	}
	test.Tap(uitest.FindButton(menu(), "Settings"))
	if u.settings != 1 {
		t.Fatal("the menu did not open the settings")
	}
	test.Tap(uitest.FindButton(menu(), "Leave the table"))
	if len(u.asked) != 1 || u.asked[0] {
		t.Fatalf("leaving asked %v; want once, not as a guided game", u.asked)
	}

	before := ts.felt.cardSize()
	s := u.prefs
	s.CardSize = "large"
	u.applySettings(s)
	ts.Render()
	if after := ts.felt.cardSize(); after.Height <= before.Height {
		t.Errorf("card size large did not grow the table's cards: %v -> %v", before, after)
	}
	if ts.felt.handW[0].Size().Height != ts.felt.cardSize().Height {
		t.Errorf("the hand was not laid out again: card %v, size %v", ts.felt.handW[0].Size(), ts.felt.cardSize())
	}
}
