package app

import (
	"strings"
	"testing"

	"github.com/trickparty/trickparty/engine"
	"github.com/trickparty/trickparty/engine/bot"
)

// brokenBot fails at every decision: it panics, or finds no move.
type brokenBot struct{ panics bool }

func (brokenBot) Level() bot.Level { return bot.Normal }
func (b brokenBot) Choose(engine.Observation, *engine.RNG) engine.Action {
	if b.panics {
		panic("broken on purpose")
	}
	return engine.NoAction
}

// TestBrokenBotNeverStallsTheTable: a bot that panics or returns no move
// has its first legal move played for it; the game runs to the end, the
// error is kept (Err) and each failure is told to the player (BotFailed).
func TestBrokenBotNeverStallsTheTable(t *testing.T) {
	for _, panics := range []bool{true, false} {
		broken := func(bot.Level) (bot.Bot, error) { return brokenBot{panics: panics}, nil }
		tbl, err := NewTable(TableOptions{Config: engine.Config{Game: "fake", Players: 3, Seed: 5}, Seats: fakeSeats(3), NewBot: broken})
		if err != nil {
			t.Fatal(err)
		}
		ch := tbl.Events()
		tbl.Start()
		events := playUntil(t, tbl, ch, firstLegal, nil)
		if !tbl.Over() {
			t.Fatalf("panics=%v: the game stalled after %d moves", panics, len(tbl.Moves()))
		}
		botMoves := count(events, ActionApplied) - 6 // the human plays 6 of 18
		if n := count(events, BotFailed); n != botMoves || n == 0 {
			t.Errorf("panics=%v: %d BotFailed events for %d bot moves", panics, n, botMoves)
		}
		for _, e := range events {
			if e.Kind == BotFailed && (e.Seat == 0 || e.Err == nil) {
				t.Errorf("panics=%v: BotFailed event %+v", panics, e)
			}
		}
		want := "found no move"
		if panics {
			want = "broken on purpose"
		}
		if tbl.Err() == nil || !strings.Contains(tbl.Err().Error(), want) {
			t.Errorf("panics=%v: Err %v, want it to say %q", panics, tbl.Err(), want)
		}
		tbl.Close()
	}
}

// TestSaveFailureToldOnceAndPlayGoesOn: an autosave that cannot be written
// is told to the player once (SaveFailed), kept in Err, and the game plays
// on to the end.
func TestSaveFailureToldOnceAndPlayGoesOn(t *testing.T) {
	tbl, err := NewTable(TableOptions{Config: engine.Config{Game: "fake", Players: 3, Seed: 5}, Seats: fakeSeats(3),
		Store: &failingStore{}, SaveName: "autosave.json"})
	if err != nil {
		t.Fatal(err)
	}
	defer tbl.Close()
	ch := tbl.Events()
	tbl.Start()
	events := playUntil(t, tbl, ch, firstLegal, nil)
	if !tbl.Over() {
		t.Fatal("the game did not go on")
	}
	if n := count(events, SaveFailed); n != 1 {
		t.Fatalf("%d SaveFailed events, want 1", n)
	}
	for _, e := range events {
		if e.Kind == SaveFailed && (e.Err == nil || !strings.Contains(e.Err.Error(), "disk full")) {
			t.Errorf("SaveFailed event %+v", e)
		}
	}
	if tbl.Err() == nil || !strings.Contains(tbl.Err().Error(), "disk full") {
		t.Errorf("Err %v", tbl.Err())
	}
}
