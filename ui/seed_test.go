package ui

import (
	"testing"
	"time"

	"fyne.io/fyne/v2/test"

	"github.com/trickparty/trickparty/app"
	"github.com/trickparty/trickparty/ui/internal/uitest"
)

// TestGamesAreNotSeededFromTheClock: the games the home screen's Play,
// "Play again" and the guided game's real game after it deal are not
// seeded with the clock's nanoseconds when they were started, which
// whoever saw a hand could search for.
func TestGamesAreNotSeededFromTheClock(t *testing.T) {
	prefs := &app.MemPrefs{}
	offeredEveryTutorial(prefs)
	u, _ := newTestUIPrefs(t, prefs)
	u.ShowHome()
	notTheClock := func(what string, start func()) {
		t.Helper()
		before := uint64(time.Now().UnixNano())
		start()
		after := uint64(time.Now().UnixNano())
		if s := u.lastCfg.Seed; s >= before && s <= after {
			t.Errorf("%s: seed %d, set between %d and %d ns, is the clock", what, s, before, after)
		}
	}
	notTheClock("Play", func() { test.Tap(uitest.FindButton(u.Win.Content(), "Play")) })
	if u.localTable() == nil {
		t.Fatal("Play started no game")
	}
	notTheClock("Play again", u.playAgain)
	u.leaveTable()
	notTheClock("Learn by playing", func() { test.Tap(uitest.FindButton(u.Win.Content(), "Learn by playing")) })
	if u.guided() == nil {
		t.Fatal("no guided game")
	}
}
