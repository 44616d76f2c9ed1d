package table

import (
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/trickparty/trickparty/app"
	"github.com/trickparty/trickparty/app/apptest"
	"github.com/trickparty/trickparty/engine"
	"github.com/trickparty/trickparty/ui/internal/tablemodel"
	"github.com/trickparty/trickparty/ui/internal/words"
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

// TestLogSaysTheFirstLeaderAndEachNewRound: a new game's log (and felt)
// says who leads first and that it was drawn at random; the log marks
// where each new round starts; and a log told again from the story
// (Continue) says both as the live one did.
func TestLogSaysTheFirstLeaderAndEachNewRound(t *testing.T) {
	for _, game := range []string{"gummi", "gudetama", "trip"} {
		t.Run(game, func(t *testing.T) {
			// The game's words, as the app loads them at its start.
			if err := words.Use("en"); err != nil {
				t.Fatal(err)
			}
			u, _ := newTestUI(t)
			cfg := engine.Config{Game: game, Players: 3, Seed: 7}
			if game == "gummi" {
				cfg.Options = engine.Options{}.With("rounds", 3)
			}
			ts := startGame(t, u, cfg)
			first := Drive(ts).Shown().Log
			if len(first) == 0 || !strings.Contains(first[0], "lead the first trick: chosen at random") && !strings.Contains(first[0], "leads the first trick: chosen at random") {
				t.Fatalf("a new game's log %q does not say who leads first", first)
			}
			playUntil(t, ts, func() bool {
				return ts.model.View().Round >= 2 && len(ts.record.Tricks()) > 0 && ts.record.Tricks()[len(ts.record.Tricks())-1].Round == 2
			})
			leader := ts.record.Tricks()[0].Leader
			if name := ts.felt.seatName(leader); leader != 0 && !strings.HasPrefix(first[0], name+" leads") {
				t.Errorf("%q, but %s led the first trick", first[0], name)
			}
			live := Drive(ts).Shown().Log
			if !slices.Contains(live, words.RoundName(2, ts.model.View().Rounds)+" begins.") {
				t.Errorf("the log does not mark round 2: %q", live)
			}
			hist, through := ts.sess.History()
			ts.restoreLog(hist, through)
			// The story may run ahead of what the table has shown.
			if told := Drive(ts).Shown().Log; len(told) < len(live) || !slices.Equal(told[:len(live)], live) {
				t.Errorf("the log told again from the story differs:\n%q\nlive:\n%q", told, live)
			}
		})
	}
}
