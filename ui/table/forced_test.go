package table

import (
	"context"
	"testing"
	"time"

	"github.com/trickparty/trickparty/app"
	"github.com/trickparty/trickparty/engine"
)

// playUnforced shows the table's events and plays the first legal card
// whenever the player has more than one, never a forced one; it returns
// once cond holds, or fails after limit.
func playUnforced(t *testing.T, ts *Screen, limit time.Duration, cond func() bool) {
	t.Helper()
	deadline := time.After(limit)
	for !cond() {
		select {
		case f := <-uiQueue:
			f()
		case ev, ok := <-ts.run.events:
			if !ok {
				t.Fatal("event channel closed")
			}
			ts.handle(context.Background(), ev, false)
		case <-time.After(20 * time.Millisecond):
			if ts.model.DealHeld() {
				ts.closeSummary()
			}
			if ts.model.Holding() {
				ts.releaseTrick()
			}
			o := ts.sess.Observation()
			if o.ToMove().Has(0) && len(o.Legal(nil)) > 1 && !ts.model.Busy() {
				_ = ts.sess.Submit(o.Legal(nil)[0])
			}
		case <-deadline:
			t.Fatalf("timed out; phase %v", ts.model.View().Phase)
		}
	}
}

// forcedTurn reports whether the table shows the player a turn with one
// card to play.
func forcedTurn(ts *Screen) bool {
	return ts.model.MayPlay() && !ts.model.Busy() && len(ts.model.Allowed()) == 1
}

// TestAForcedCardIsPlayedAfterAPause: with the setting on, a turn with a
// single card to play is played by the table, through its input, once the
// pause has passed and not before; the card is the one allowed.
func TestAForcedCardIsPlayedAfterAPause(t *testing.T) {
	u, _ := newTestUI(t)
	u.prefs.ForcedPlay = true
	pause := u.prefs.ForcedPause()
	ts := startGame(t, u, engine.Config{Game: "gudetama", Players: 3, Seed: 1})
	for played := 0; played < 2; played++ {
		playUnforced(t, ts, time.Minute, func() bool { return forcedTurn(ts) })
		g, err := app.Replay(u.cfg, u.localTable().Moves())
		if err != nil {
			t.Fatal(err)
		}
		want := g.EncodeMove(0, ts.model.Allowed()[0])
		before := len(humanMoves(u))
		seen := time.Now()
		if Drive(ts).Shown().Message == "" {
			t.Fatal("the table does not say it plays the forced card")
		}
		playUnforced(t, ts, 10*time.Second, func() bool { return len(humanMoves(u)) > before })
		if waited := time.Since(seen); waited < pause*9/10 {
			t.Fatalf("the forced card was played after %v; the pause is %v", waited, pause)
		}
		if got := humanMoves(u)[before]; !sameJSON(t, got, want) {
			t.Fatalf("the table played %v, the one card allowed was %v", got, want)
		}
	}
}

// TestNoForcedPlayByDefault: with the setting off (the default) the table
// waits on a forced card for the player.
func TestNoForcedPlayByDefault(t *testing.T) {
	u, _ := newTestUI(t)
	if u.prefs.ForcedPlay {
		t.Fatal("forced play is on by default")
	}
	ts := startGame(t, u, engine.Config{Game: "gudetama", Players: 3, Seed: 1})
	playUnforced(t, ts, time.Minute, func() bool { return forcedTurn(ts) })
	before := len(humanMoves(u))
	wait := time.Now().Add(u.prefs.ForcedPause() + 500*time.Millisecond)
	playUnforced(t, ts, time.Minute, func() bool { return time.Now().After(wait) })
	if len(humanMoves(u)) != before {
		t.Fatal("a forced card was played with the setting off")
	}
}
