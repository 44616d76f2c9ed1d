package tablemodel

import (
	"fmt"
	"testing"

	"github.com/trickparty/trickparty/app"
	"github.com/trickparty/trickparty/app/apptest"
	"github.com/trickparty/trickparty/engine"
)

// shows feeds a model the events as the screen's pump does and says what
// it shows after each: the table as a player sees it.
func shows(t *testing.T, first engine.Observation, events []app.Event) []string {
	t.Helper()
	m := New(0, nil)
	if err := m.Observe(first); err != nil {
		t.Fatal(err)
	}
	var out []string
	say := func(what string) {
		v := m.View()
		h, held := m.Held()
		leader := "-"
		if h.Leader != nil {
			leader = fmt.Sprint(*h.Leader)
		}
		out = append(out, fmt.Sprintf("%s: round %d phase %v turn %v hand %v shown %v held %v winners %v why %v leader %s deal held %v allowed %v",
			what, v.Round, v.Phase, m.Turn(), m.Order(), m.Shown(), held, h.Winners, h.Why, leader, m.DealHeld(), m.Allowed()))
	}
	for _, ev := range events {
		switch ev.Kind {
		case app.ActionApplied:
			if err := m.Applied(ev); err != nil {
				t.Fatal(err)
			}
			say("applied")
		case app.TrickCompleted:
			m.TrickDone(*ev.Trick)
			say("held")
			m.Release()
			say("taken in")
		case app.RoundOver:
			m.ScoreRound(ev)
			say("round over")
			if _, err := m.Deal(); err != nil {
				t.Fatal(err)
			}
			say("dealt")
		case app.GameOver:
			if err := m.GameOver(ev.Obs); err != nil {
				t.Fatal(err)
			}
			say("game over")
		}
	}
	return out
}

// TestLocalAndRemoteTablesShowTheSame plays one seeded game at a local
// table and over a LAN host on loopback and feeds each session's events to
// a model: the paced table shows the same at every step, whichever kind of
// session told the story.
func TestLocalAndRemoteTablesShowTheSame(t *testing.T) {
	for _, cfg := range []engine.Config{
		{Game: "gummi", Players: 3, Seed: 8, Options: engine.Options{}.With("rounds", 3)},
		{Game: "gudetama", Players: 3, Seed: 4},
	} {
		t.Run(cfg.Game, func(t *testing.T) {
			tbl, localFirst, localEvents := apptest.Local(t, cfg)
			local := shows(t, localFirst, apptest.Play(t, tbl, localEvents))
			r, remoteFirst, remoteEvents := apptest.Remote(t, cfg)
			remote := shows(t, remoteFirst, apptest.Play(t, r, remoteEvents))
			if len(local) < 20 {
				t.Fatalf("only %d steps shown", len(local))
			}
			t.Logf("%d steps shown", len(local))
			if err := apptest.FirstDifference(local, remote); err != nil {
				t.Fatalf("what the tables show: %v", err)
			}
		})
	}
}
