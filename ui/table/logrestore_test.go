package table

import (
	"testing"
	"time"

	"github.com/trickparty/trickparty/app"
	"github.com/trickparty/trickparty/app/apptest"
	"github.com/trickparty/trickparty/engine"
	"github.com/trickparty/trickparty/ui/internal/tablemodel"
)

// TestLiveEventsTheHistoryToldAreNotLoggedTwice: events a session sent
// before its history was taken (a host's bot acting while the screen
// opens) add no second line.
func TestLiveEventsTheHistoryToldAreNotLoggedTwice(t *testing.T) {
	u, _ := newTestUI(t)
	ts := startGame(t, u, engine.Config{Game: "gummi", Players: 3, Seed: 11})
	ts.restoreLog([]app.Event{{Kind: app.ActionApplied, Seat: 1, Card: "red3", Verb: "play"}}, 4)
	ts.logLive(app.Event{Kind: app.ActionApplied, Seq: 4, Seat: 1, Card: "red3", Verb: "play"})
	ts.logLive(app.Event{Kind: app.ActionApplied, Seq: 5, Seat: 2, Card: "red4", Verb: "play"})
	if got := Drive(ts).Shown().Log; len(got) != 2 || got[0] == got[1] {
		t.Fatalf("log %q, want one line per action", got)
	}
}

// TestRejoinedGuestKnowsTheTricks: a LAN guest's table opened mid-game has
// the tricks played so far (for History and the round's breakdown), not
// only those it watches from then on.
func TestRejoinedGuestKnowsTheTricks(t *testing.T) {
	u, _ := newTestUI(t)
	h := apptest.LANHost(t, engine.Config{Game: "gummi", Players: 2, Seed: 4}, 1)
	sess := joinLAN(t, u, h, "Zoe").Session()
	deadline := time.Now().Add(10 * time.Second)
	for {
		hist, _ := sess.History()
		if len(tablemodel.NewRecord(hist, 0).Tricks()) >= 2 {
			break
		}
		if time.Now().After(deadline) {
			t.Fatal("two tricks were not played")
		}
		if obs := sess.Observation(); obs != nil && obs.ToMove().Has(sess.Seat()) {
			sess.Submit(obs.Legal(nil)[0])
		}
		time.Sleep(5 * time.Millisecond)
	}
	again := New(u, sess, Options{Manual: true})
	defer again.Close()
	if len(again.record.Tricks()) < 2 {
		t.Fatalf("the guest's table opened mid-game knows %d tricks, want at least 2", len(again.record.Tricks()))
	}
}
