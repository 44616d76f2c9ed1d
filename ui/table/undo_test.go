package table

import (
	"context"
	"encoding/json"
	"slices"
	"testing"
	"time"

	"fyne.io/fyne/v2/test"

	"github.com/trickparty/trickparty/app"
	"github.com/trickparty/trickparty/engine"
	"github.com/trickparty/trickparty/ui/internal/lang"
	"github.com/trickparty/trickparty/ui/internal/uitest"
)

// sameJSON reports whether a and b encode alike.
func sameJSON(t *testing.T, a, b any) bool {
	t.Helper()
	ja, err := json.Marshal(a)
	if err != nil {
		t.Fatal(err)
	}
	jb, err := json.Marshal(b)
	if err != nil {
		t.Fatal(err)
	}
	return string(ja) == string(jb)
}

// settle shows what the table still sends for a while, playing nothing.
func settle(ts *Screen, d time.Duration) {
	end := time.After(d)
	for {
		select {
		case f := <-uiQueue:
			f()
		case ev := <-ts.run.events:
			ts.handle(context.Background(), ev, false)
		case <-end:
			return
		}
	}
}

// TestUndoShowsTheGameWithoutTheMovesTakenBack: the Undo button takes the
// player's last move and the bots' after it back; the table then shows
// the same game as one that never made them (the same observation, the
// same cards to play), with nothing of the old line left on it, and the
// log says so. What the pump had not shown yet of the old line stays
// unshown.
func TestUndoShowsTheGameWithoutTheMovesTakenBack(t *testing.T) {
	for _, game := range []string{"gummi", "gudetama", "trip"} {
		t.Run(game, func(t *testing.T) {
			u, store := newTestUI(t)
			cfg := engine.Config{Game: game, Players: 3, Seed: 99}
			ts := startGame(t, u, cfg)
			b := ts.panel.side.undoBtn
			if b == nil {
				t.Fatal("a game against bots has no Undo button")
			}
			if !b.Disabled() {
				t.Fatal("Undo is offered before the player has moved")
			}
			// Well into the game: the player has moved four times and it is
			// their turn again, the bots' moves after theirs not all shown.
			playUntil(t, ts, func() bool { return len(humanMoves(u)) >= 4 })
			drain(t, ts, func() bool { return ts.sess.Observation().ToMove().Has(0) })
			ts.Render()
			if b.Disabled() {
				t.Fatal("Undo is not offered after the player's moves")
			}
			moves := u.localTable().Moves()
			k := -1
			for i, m := range moves {
				if m.Seat == 0 {
					k = i
				}
			}
			test.Tap(b)
			never, err := app.NewTable(app.TableOptions{Config: cfg, Seats: u.seats, Moves: moves[:k]})
			if err != nil {
				t.Fatal(err)
			}
			defer never.Close()
			check := func(when string) {
				t.Helper()
				want := never.Observation()
				if !sameJSON(t, ts.model.Observation(), want) {
					t.Fatalf("%s: the table shows another game than the one without the moves taken back", when)
				}
				wv, err := app.ViewOf(want)
				if err != nil {
					t.Fatal(err)
				}
				var legal []string
				for _, c := range wv.Hand {
					if c.Legal {
						legal = append(legal, c.Name)
					}
				}
				shown := Drive(ts).Shown()
				slices.Sort(legal)
				got := slices.Sorted(slices.Values(shown.Legal))
				if !slices.Equal(got, legal) {
					t.Fatalf("%s: cards to play %v, want %v", when, got, legal)
				}
				if shown.Holding || shown.DealHeld || shown.Busy || shown.Panel != nil {
					t.Fatalf("%s: the old line is still on the table: %+v", when, shown)
				}
				if !sameJSON(t, shown.Tricks, never.Tricks()) {
					t.Fatalf("%s: History keeps %d tricks, the game has %d", when, len(shown.Tricks), len(never.Tricks()))
				}
			}
			check("just after Undo")
			if log := Drive(ts).Shown().Log; len(log) == 0 || log[len(log)-1] != "You took back your move" {
				t.Fatalf("the log does not say the move was taken back: %q", log[max(0, len(log)-3):])
			}
			// The events of the line taken back, still queued, change nothing.
			settle(ts, 300*time.Millisecond)
			if game != "trip" {
				// (Trick of Trip's bots may split at once: their moves are
				// of the new line.)
				check("after the old line's events")
			}
			if s, err := app.DecodeSave(mustRead(t, store)); err != nil || s.Undos != 1 {
				t.Fatalf("the autosave: %v, %d undos", err, s.Undos)
			}
			// Play goes on to the end; the finished game keeps its undo.
			playUntil(t, ts, func() bool {
				if ts.model.DealHeld() {
					ts.closeSummary()
				}
				return ts.model.View().Phase == engine.Finished && ts.felt.panel.obj != nil
			})
			if !b.Disabled() {
				t.Fatal("Undo is offered once the game is over")
			}
			if u.localTable().Undos() != 1 {
				t.Fatalf("undos %d", u.localTable().Undos())
			}
		})
	}
}

func mustRead(t *testing.T, store *app.MemStorage) []byte {
	t.Helper()
	data, err := store.Read(app.AutosaveName)
	if err != nil {
		t.Fatal(err)
	}
	return data
}

// TestNoUndoInAGuidedGame: a guided game offers no undo.
func TestNoUndoInAGuidedGame(t *testing.T) {
	u, _ := newTestUI(t)
	if err := u.StartTutorial("gummi"); err != nil {
		t.Fatal(err)
	}
	if u.ts.panel.side.undoBtn != nil || (takeBack{u.ts}).possible() {
		t.Fatal("a guided game offers Undo")
	}
}

// TestSameDealAgainDealsTheSameCards: the game-over panel's "Same deal
// again" opens a new game whose first observation is the finished game's
// first one.
func TestSameDealAgainDealsTheSameCards(t *testing.T) {
	u, _ := newTestUI(t)
	cfg := engine.Config{Game: "gummi", Players: 3, Seed: 5}
	ts := startGame(t, u, cfg)
	first := ts.model.Observation()
	seats := append([]app.SeatSetup(nil), u.seats...)
	playUntil(t, ts, func() bool {
		if ts.model.DealHeld() {
			ts.closeSummary()
		}
		return ts.model.View().Phase == engine.Finished && ts.felt.panel.obj != nil
	})
	b := uitest.FindButton(ts.felt.panel.obj, "Same deal again")
	if b == nil {
		t.Fatal("the game-over panel has no Same deal again")
	}
	test.Tap(b)
	if u.sameDeal != 1 || u.ts == ts {
		t.Fatal("no new game was opened")
	}
	if !sameJSON(t, u.ts.model.Observation(), first) {
		t.Fatal("the deal played again is not the first deal")
	}
	if !sameJSON(t, u.localTable().Save().Seats, seats) || u.localTable().Save().Config.Seed != cfg.Seed {
		t.Fatal("the deal played again has other seats or another seed")
	}
}

// TestUndoKeepsTheLogsOpeningLines: taking back the player's first move
// tells the log again from the start, who leads the first trick and why
// included, in English and in Japanese.
func TestUndoKeepsTheLogsOpeningLines(t *testing.T) {
	for _, code := range []string{"en", "ja"} {
		for _, game := range []string{"gummi", "gudetama", "trip"} {
			t.Run(code+"/"+game, func(t *testing.T) {
				var u *testWindow
				if code == "ja" {
					u = japaneseUI(t)
				} else {
					setLanguage("en") // the games' words, as the app loads them
					u, _ = newTestUI(t)
				}
				ts := startGame(t, u, engine.Config{Game: game, Players: 3, Seed: 99})
				opening := Drive(ts).Shown().Log
				if len(opening) == 0 {
					t.Fatal("a new game's log says nothing of who leads first")
				}
				playUntil(t, ts, func() bool { return len(humanMoves(u)) >= 1 })
				ts.Render()
				if ts.panel.side.undoBtn.Disabled() {
					t.Fatal("Undo is not offered after the player's first move")
				}
				test.Tap(ts.panel.side.undoBtn)
				log := Drive(ts).Shown().Log
				if len(humanMoves(u)) != 0 || log[len(log)-1] != lang.L("You took back your move") {
					t.Fatalf("Undo did not take the first move back: %d moves, log %q", len(humanMoves(u)), log)
				}
				if len(log) < len(opening) || !slices.Equal(log[:len(opening)], opening) {
					t.Fatalf("after Undo the log begins %q, want the game's opening lines %q", log, opening)
				}
			})
		}
	}
}
