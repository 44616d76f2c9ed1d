package table

import (
	"errors"
	"strings"
	"testing"

	"github.com/trickparty/trickparty/app"
	"github.com/trickparty/trickparty/engine"
)

// fullDisk refuses every write, like a full disk.
type fullDisk struct{ app.MemStorage }

func (*fullDisk) Write(string, []byte) error { return errors.New("disk full") }

// TestSaveFailureGoesToTheWindow: when the autosave cannot be written
// the table tells its window (which tells the player once a game: ui's
// TestSaveFailureToldOnce) and the game goes on.
func TestSaveFailureGoesToTheWindow(t *testing.T) {
	u := newTestUIWith(t, &fullDisk{})
	ts := startGame(t, u, engine.Config{Game: "gudetama", Players: 3, Seed: 2})
	for i := 0; i < 3; i++ {
		drain(t, ts, myTurn(ts))
		dragTo(u, handCard(ts, true), tableCenter(ts))
		drain(t, ts, func() bool { return !ts.model.Busy() })
	}
	if len(u.saveFailed) == 0 || !strings.Contains(u.saveFailed[0].Error(), "disk full") {
		t.Fatalf("the window was told %v", u.saveFailed)
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
