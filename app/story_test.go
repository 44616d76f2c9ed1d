package app_test

import (
	"encoding/json"
	"fmt"
	"sort"
	"strings"
	"testing"

	"github.com/trickparty/trickparty/app"
	"github.com/trickparty/trickparty/app/apptest"
	"github.com/trickparty/trickparty/engine"
)

// storyLine is an event of a game's story in words a test compares: all
// it says, its observation as JSON.
func storyLine(t *testing.T, e app.Event) string {
	t.Helper()
	obs, err := json.Marshal(e.Obs)
	if err != nil {
		t.Fatal(err)
	}
	move, err := json.Marshal(e.Move)
	if err != nil {
		t.Fatal(err)
	}
	trick, err := json.Marshal(e.Trick)
	if err != nil {
		t.Fatal(err)
	}
	return fmt.Sprintf("kind %d seat %d move %s verb %q card %q round %d trick %s scores %v round scores %v winners %v obs %s",
		e.Kind, e.Seat, move, e.Verb, e.Card, e.Round, trick, e.Scores, e.RoundScores, e.Winners, obs)
}

// storyOf keeps the events of the game's story (not the seats' comings
// and goings) up to GameOver. The seats draft at once in Trip, in an order
// neither table decides: a run of draft actions is sorted, and told
// without its observations, which show who has drafted so far.
func storyOf(t *testing.T, events []app.Event) []string {
	t.Helper()
	var out []string
	var draft []string
	flush := func() {
		sort.Strings(draft)
		out = append(out, draft...)
		draft = nil
	}
	for _, e := range events {
		switch e.Kind {
		case app.ActionApplied, app.TrickCompleted, app.RoundOver, app.GameOver:
		default:
			continue
		}
		if e.Kind == app.ActionApplied && (string(e.Verb) == "split" || string(e.Verb) == "pick") {
			e.Obs = nil
			draft = append(draft, storyLine(t, e))
			continue
		}
		flush()
		out = append(out, storyLine(t, e))
	}
	flush()
	return out
}

// TestLocalAndRemoteTellTheSameStory plays the same seeded game at a
// local table and over a LAN host on loopback and compares seat 0's story
// event by event: the two sessions feed one story, so they cannot tell it
// differently.
func TestLocalAndRemoteTellTheSameStory(t *testing.T) {
	for _, cfg := range []engine.Config{
		{Game: "gummi", Players: 3, Seed: 8, Options: engine.Options{}.With("rounds", 3)},
		{Game: "gudetama", Players: 3, Seed: 4},
		{Game: "trip", Players: 3, Seed: 6},
	} {
		t.Run(cfg.Game, func(t *testing.T) {
			tbl, _, localEvents := apptest.Local(t, cfg)
			localLive := apptest.Play(t, tbl, localEvents)
			localHistory, _ := tbl.History()
			r, _, remoteEvents := apptest.Remote(t, cfg)
			remoteLive := apptest.Play(t, r, remoteEvents)
			remoteHistory, _ := r.History()

			local, remote := storyOf(t, localLive), storyOf(t, remoteLive)
			if count := strings.Count(strings.Join(local, "\n"), "kind 3 "); count == 0 {
				t.Fatalf("no round ended in %d events", len(local))
			}
			if err := apptest.FirstDifference(local, remote); err != nil {
				t.Fatalf("live: %v", err)
			}
			// A history knows no observations, and a remote one the totals
			// only at the end; a host keeps the latest actions only.
			local, remote = storyOf(t, bare(localHistory)), storyOf(t, bare(remoteHistory))
			if err := apptest.FirstDifference(storyOf(t, bare(localLive)), local); err != nil {
				t.Fatalf("local history: %v", err)
			}
			if len(remote) == 0 || len(remote) > len(local) {
				t.Fatalf("the remote history tells %d events, the local one %d", len(remote), len(local))
			}
			t.Logf("%d events live; the remote history tells the last %d of the %d the local one tells", len(localLive), len(remote), len(local))
			if err := apptest.FirstDifference(local[len(local)-len(remote):], remote); err != nil {
				t.Fatalf("history: %v", err)
			}
		})
	}
}

// bare is events without what a history may not know: observations and
// running totals.
func bare(events []app.Event) []app.Event {
	out := make([]app.Event, len(events))
	for i, e := range events {
		e.Obs, e.Scores = nil, nil
		out[i] = e
	}
	return out
}
