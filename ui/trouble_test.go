package ui

import (
	"errors"
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"

	"github.com/trickparty/trickparty/app"
	"github.com/trickparty/trickparty/engine"
)

// fullDisk refuses every write, like a full disk.
type fullDisk struct{ app.MemStorage }

func (*fullDisk) Write(string, []byte) error { return errors.New("disk full") }

// TestSaveFailureToldOnce: when the autosave cannot be written the player
// is told once, in plain words, and the game goes on.
func TestSaveFailureToldOnce(t *testing.T) {
	u := newTestUIWith(t, &fullDisk{}, &app.MemPrefs{})
	ts := startGame(t, u, engine.Config{Game: "gudetama", Players: 3, Seed: 2})
	overlays := u.Win.Canvas().Overlays()
	for i := 0; i < 3; i++ {
		drain(t, ts, myTurn(ts))
		if i == 0 {
			if n := len(overlays.List()); n != 1 || !canvasHasText(u, "could not save this game (autosave: disk full)") {
				t.Fatalf("%d dialogs; want one that says the game could not be saved", n)
			}
			test.Tap(findButton(overlays.Top(), "OK"))
		}
		dragTo(u, handCard(ts, true), tableCenter(ts))
		drain(t, ts, func() bool { return !ts.model.Busy() })
		if n := len(overlays.List()); n != 0 {
			t.Fatalf("move %d: %d dialogs; the player is told only once", i, n)
		}
	}
	if n := len(humanMoves(u)); n != 3 {
		t.Fatalf("the game did not go on: %d moves", n)
	}
}

// TestBotFailureToldInTheLog: a BotFailed event puts a plain line in the log
// naming the bot.
func TestBotFailureToldInTheLog(t *testing.T) {
	u, _ := newTestUI(t)
	ts := startGame(t, u, engine.Config{Game: "gummi", Players: 3, Seed: 2})
	ts.handle(t.Context(), app.Event{Kind: app.BotFailed, Seat: 1, Err: errors.New("boom")}, false)
	if log := strings.Join(ts.panel.side.logLines, "\n"); !strings.Contains(log, ts.felt.seatName(1)+" could not decide") {
		t.Fatalf("log %q", log)
	}
}
