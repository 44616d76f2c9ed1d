package ui

import (
	"reflect"
	"strings"
	"testing"
	"time"

	"github.com/trickparty/trickparty/app"
	"github.com/trickparty/trickparty/engine"
	"github.com/trickparty/trickparty/ui/internal/tablemodel"
)

// TestContinueRestoresTheLog: after Continue the log tells the game so far
// in the same lines as when it was played, and play goes on adding to it.
func TestContinueRestoresTheLog(t *testing.T) {
	u, _ := newTestUI(t)
	ts := startGame(t, u, engine.Config{Game: "gummi", Players: 3, Seed: 11})
	playUntil(t, ts, func() bool { return len(ts.record.Tricks()) >= 3 && myTurn(ts)() })
	want := append([]string(nil), ts.panel.side.logLines...)
	if len(want) < 9 {
		t.Fatalf("only %d log lines after three tricks", len(want))
	}
	u.leaveTable()
	u.Continue()
	again := u.tableScreen()
	if again == nil || again == ts {
		t.Fatal("no new table after Continue")
	}
	if got := again.panel.side.logLines; strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Fatalf("log after Continue:\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
	// The tricks so far come back too (History, the round's breakdown),
	// from the same story: for a LAN guest it is the only record.
	if !reflect.DeepEqual(again.record.Tricks(), ts.record.Tricks()) {
		t.Fatalf("tricks after Continue: %d, want the %d played", len(again.record.Tricks()), len(ts.record.Tricks()))
	}
	if n := again.panel.side.logList.Length(); n != len(want) {
		t.Fatalf("the log list shows %d lines, want %d", n, len(want))
	}
	playUntil(t, again, func() bool { return len(again.panel.side.logLines) > len(want)+2 })
	if got := again.panel.side.logLines; strings.Join(got[:len(want)], "\n") != strings.Join(want, "\n") {
		t.Fatalf("the log after playing on:\n%s", strings.Join(got, "\n"))
	}
}

// TestLiveEventsTheHistoryToldAreNotLoggedTwice: events a session sent
// before its history was taken (a host's bot acting while the screen
// opens) add no second line.
func TestLiveEventsTheHistoryToldAreNotLoggedTwice(t *testing.T) {
	u, _ := newTestUI(t)
	ts := startGame(t, u, engine.Config{Game: "gummi", Players: 3, Seed: 11})
	ts.restoreLog([]app.Event{{Kind: app.ActionApplied, Seat: 1, Card: "red3", Verb: "play"}}, 4)
	ts.logLive(app.Event{Kind: app.ActionApplied, Seq: 4, Seat: 1, Card: "red3", Verb: "play"})
	ts.logLive(app.Event{Kind: app.ActionApplied, Seq: 5, Seat: 2, Card: "red4", Verb: "play"})
	if got := ts.panel.side.logLines; len(got) != 2 || got[0] == got[1] {
		t.Fatalf("log %q, want one line per action", got)
	}
}

// TestRejoinedGuestKnowsTheTricks: a LAN guest's table opened mid-game has
// the tricks played so far (for History and the round's breakdown), not
// only those it watches from then on.
func TestRejoinedGuestKnowsTheTricks(t *testing.T) {
	u, q := lanTestUI(t)
	h := testHost(t, 2, 1)
	u.JoinAt(h.Addr().String(), "ABCD23")
	runUI(t, q, "the table view", func() bool { return u.tableScreen() != nil })
	sess := u.tableScreen().sess
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
	again := u.newTableScreen(sess, TableOptions{})
	defer again.Close()
	if len(again.record.Tricks()) < 2 {
		t.Fatalf("the guest's table opened mid-game knows %d tricks, want at least 2", len(again.record.Tricks()))
	}
}
