package app

import (
	"context"
	"encoding/json"
	"fmt"
	"sort"
	"strings"
	"testing"
	"time"

	"github.com/trickparty/trickparty/engine"
	"github.com/trickparty/trickparty/engine/bot"
	"github.com/trickparty/trickparty/lan"
)

// storyPick is the one choice every seat makes in the story tests, a
// function of the observation only, so a local table and a LAN table deal
// and play the very same game.
func storyPick(obs engine.Observation) engine.Action {
	legal := obs.Legal(nil)
	return legal[(obs.Seat()*7+len(legal)*3)%len(legal)]
}

// storyBot plays storyPick; it waits for gate (when set), so a LAN
// host's bots play nothing before the test's seat has subscribed.
type storyBot struct{ gate <-chan struct{} }

func (b storyBot) Level() bot.Level { return bot.Random }
func (b storyBot) Choose(obs engine.Observation, _ *engine.RNG) engine.Action {
	if b.gate != nil {
		<-b.gate
	}
	return storyPick(obs)
}

// storyLine is an event of a game's story in words a test compares: all
// it says, its observation as JSON.
func storyLine(t *testing.T, e Event) string {
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
func storyOf(t *testing.T, events []Event) []string {
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
		case ActionApplied, TrickCompleted, RoundOver, GameOver:
		default:
			continue
		}
		if e.Kind == ActionApplied && (string(e.Verb) == "split" || string(e.Verb) == "pick") {
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

// localStory plays cfg at a local table, seat 0 human, every seat
// choosing with storyPick, and returns seat 0's events and the table's
// History at the end.
func localStory(t *testing.T, cfg engine.Config) (live, history []Event) {
	t.Helper()
	seats := fakeSeats(cfg.Players)
	tbl, err := NewTable(TableOptions{Config: cfg, Seats: seats, NewBot: func(bot.Level) (bot.Bot, error) { return storyBot{}, nil }})
	if err != nil {
		t.Fatal(err)
	}
	defer tbl.Close()
	ch := tbl.Events()
	tbl.Start()
	live = playUntil(t, tbl, ch, storyPick, nil)
	history, _ = tbl.History()
	return live, history
}

// remoteStory plays cfg at a LAN host on loopback, seat 0 a remote
// session, the host's bots in the other seats, every seat choosing with
// storyPick, and returns seat 0's events and the session's History at the
// end.
func remoteStory(t *testing.T, cfg engine.Config) (live, history []Event) {
	t.Helper()
	gate := make(chan struct{})
	h, err := lan.NewHost(lan.HostConfig{Game: cfg, Name: "Story", Code: "ABCD23", Bots: cfg.Players - 1, BotLevel: bot.Random,
		Listen: "127.0.0.1:0", KeepAlive: 200 * time.Millisecond, NewBot: func(bot.Level) (bot.Bot, error) { return storyBot{gate: gate}, nil }})
	if err != nil {
		t.Fatal(err)
	}
	defer h.Close()
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	c, err := lan.Dial(ctx, h.Addr().String(), lan.ClientConfig{Code: "ABCD23", Name: "Ann", KeepAlive: 200 * time.Millisecond})
	if err != nil {
		t.Fatal(err)
	}
	r := NewRemote(c, RemoteOptions{})
	defer r.Close()
	waitStarted(t, r)
	_, events := r.Subscribe()
	close(gate)
	deadline := time.After(60 * time.Second)
	for {
		if obs := r.Observation(); obs.ToMove().Has(r.Seat()) {
			if err := r.Submit(storyPick(obs)); err != nil {
				t.Fatalf("submit: %v", err)
			}
		}
		select {
		case e, ok := <-events:
			if !ok {
				t.Fatalf("the session ended before the game: %v", r.Err())
			}
			live = append(live, e)
			if e.Kind == GameOver {
				history, _ = r.History()
				return live, history
			}
		case <-deadline:
			t.Fatalf("game did not finish; %d events", len(live))
		case <-time.After(20 * time.Millisecond):
		}
	}
}

// TestLocalAndRemoteTellTheSameStory plays the same seeded game at a
// local table and over a LAN host on loopback and compares seat 0's story
// event by event: the two sessions feed one story, so they cannot tell it
// differently.
func TestLocalAndRemoteTellTheSameStory(t *testing.T) {
	for _, cfg := range []engine.Config{
		{Game: "gummi", Players: 3, Seed: 8, Options: engine.Options{Rounds: 3}},
		{Game: "gudetama", Players: 3, Seed: 4},
		{Game: "trip", Players: 3, Seed: 6},
	} {
		t.Run(cfg.Game, func(t *testing.T) {
			localLive, localHistory := localStory(t, cfg)
			remoteLive, remoteHistory := remoteStory(t, cfg)
			local, remote := storyOf(t, localLive), storyOf(t, remoteLive)
			if count := strings.Count(strings.Join(local, "\n"), "kind 3 "); count == 0 {
				t.Fatalf("no round ended in %d events", len(local))
			}
			sameStory(t, "live", local, remote)
			// A history knows no observations, and a remote one the totals
			// only at the end; a host keeps the latest actions only.
			local, remote = storyOf(t, bare(localHistory)), storyOf(t, bare(remoteHistory))
			sameStory(t, "local history", storyOf(t, bare(localLive)), local)
			if len(remote) == 0 || len(remote) > len(local) {
				t.Fatalf("the remote history tells %d events, the local one %d", len(remote), len(local))
			}
			t.Logf("%d events live; the remote history tells the last %d of the %d the local one tells", len(localLive), len(remote), len(local))
			sameStory(t, "history", local[len(local)-len(remote):], remote)
		})
	}
}

// sameStory fails at the first event two stories tell differently.
func sameStory(t *testing.T, what string, local, remote []string) {
	t.Helper()
	for i := 0; i < max(len(local), len(remote)); i++ {
		var l, r string
		if i < len(local) {
			l = local[i]
		}
		if i < len(remote) {
			r = remote[i]
		}
		if l != r {
			t.Fatalf("%s: event %d of %d/%d differs:\nlocal  %s\nremote %s", what, i, len(local), len(remote), l, r)
		}
	}
}

// bare is events without what a history may not know: observations and
// running totals.
func bare(events []Event) []Event {
	out := make([]Event, len(events))
	for i, e := range events {
		e.Obs, e.Scores = nil, nil
		out[i] = e
	}
	return out
}
