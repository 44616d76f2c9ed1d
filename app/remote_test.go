package app

import (
	"context"
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/trickparty/trickparty/engine"
	"github.com/trickparty/trickparty/engine/bot"
	"github.com/trickparty/trickparty/engine/games"
	"github.com/trickparty/trickparty/lan"
)

// lanHost starts a real host on loopback with Random bots in the last seats.
func lanHost(t *testing.T, cfg engine.Config, bots int) *lan.Host {
	t.Helper()
	h, err := lan.NewHost(lan.HostConfig{Game: cfg, Name: "Test table", Code: "ABCD23", Bots: bots, BotLevel: bot.Random, Listen: "127.0.0.1:0", KeepAlive: 200 * time.Millisecond})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { h.Close() })
	return h
}

func dialRemote(t *testing.T, h *lan.Host, name string) *RemoteSession {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	c, err := lan.Dial(ctx, h.Addr().String(), lan.ClientConfig{Code: "ABCD23", Name: name, KeepAlive: 200 * time.Millisecond})
	if err != nil {
		t.Fatal(err)
	}
	r := NewRemote(c, RemoteOptions{HintBudget: bot.Budget{Iterations: 40}})
	t.Cleanup(func() { r.Close() })
	return r
}

func waitStarted(t *testing.T, r *RemoteSession) {
	t.Helper()
	deadline := time.After(5 * time.Second)
	for {
		ch := r.Changed()
		if r.Started() {
			return
		}
		select {
		case <-ch:
		case <-deadline:
			t.Fatal("the game did not start")
		}
	}
}

// playRemote plays r's seat with the first legal action whenever it is due
// and returns every event until the channel closes or the game is over.
func playRemote(t *testing.T, r *RemoteSession, events <-chan Event) []Event {
	t.Helper()
	var got []Event
	var buf []engine.Action
	deadline := time.After(30 * time.Second)
	try := func() {
		obs := r.Observation()
		if obs == nil || !obs.ToMove().Has(r.Seat()) {
			return
		}
		buf = obs.Legal(buf)
		if err := r.Submit(buf[len(buf)-1]); err != nil {
			t.Fatalf("legal action refused: %v", err)
		}
	}
	try()
	for {
		select {
		case ev, ok := <-events:
			if !ok {
				return got
			}
			got = append(got, ev)
			if ev.Kind == GameOver {
				return got
			}
			try()
		case <-deadline:
			t.Fatalf("game not over after %d events", len(got))
		}
	}
}

// checkStory checks a game's events: numbered without holes, every
// trick made of the cards the ActionApplied events put down, rounds and the
// game closed in order, and the end agreeing with the host.
func checkStory(t *testing.T, h *lan.Host, r *RemoteSession, snapshot engine.Observation, evs []Event, rounds int) {
	t.Helper()
	// The host's bots may have played before the subscription: the
	// snapshot's trick holds their cards.
	sv, err := ViewOf(snapshot)
	if err != nil {
		t.Fatal(err)
	}
	var pending []engine.PlayRecord
	for _, p := range sv.Trick {
		pending = append(pending, engine.PlayRecord{Seat: p.Seat, Card: p.Card})
	}
	roundsSeen, tricks := 0, 0
	for i, ev := range evs {
		if ev.Seq != evs[0].Seq+i {
			t.Fatalf("event %d has Seq %d after %d", i, ev.Seq, evs[0].Seq)
		}
		if ev.Obs == nil && ev.Kind != SeatsChanged {
			t.Fatalf("event %d (%v) without observation", i, ev.Kind)
		}
		switch ev.Kind {
		case ActionApplied:
			if ev.Verb != "play" && ev.Verb != "facedown" {
				t.Fatalf("Gummi action with verb %q", ev.Verb)
			}
			if ev.Card == "" {
				t.Fatalf("action %d (seat %d, %+v) without its card", i, ev.Seat, ev.Move)
			}
			pending = append(pending, engine.PlayRecord{Seat: ev.Seat, Card: ev.Card})
		case TrickCompleted:
			tricks++
			// Every card of the trick is named, the round's last one too
			// (a card played is public even once the next deal holds it).
			want := pending
			var got []engine.PlayRecord
			for _, p := range ev.Trick.Plays {
				got = append(got, engine.PlayRecord{Seat: p.Seat, Card: p.Card})
			}
			if len(got) != len(want) {
				t.Fatalf("trick %d: plays %v, actions %v", tricks, got, want)
			}
			for k := range got {
				if got[k] != want[k] {
					t.Fatalf("trick %d: plays %v, actions %v", tricks, got, want)
				}
			}
			if len(pending) != r.Config().Players || len(ev.Trick.Winners) == 0 {
				t.Fatalf("trick %d after %d actions, winners %v", tricks, len(pending), ev.Trick.Winners)
			}
			pending = nil
		case RoundOver:
			roundsSeen++
			if ev.Round != roundsSeen || len(ev.RoundScores) != r.Config().Players {
				t.Fatalf("RoundOver %d: round %d, round scores %v", roundsSeen, ev.Round, ev.RoundScores)
			}
			if evs[i-1].Kind != TrickCompleted {
				t.Fatalf("round %d ended after %v, not a trick", ev.Round, evs[i-1].Kind)
			}
		case GameOver:
			if i != len(evs)-1 {
				t.Fatal("events after GameOver")
			}
			scores, winners, ok := h.Result()
			if !ok || !equalInts(ev.Scores, scores) || !equalInts(ev.Winners, winners) {
				t.Fatalf("GameOver %v %v, host says %v %v (%v)", ev.Scores, ev.Winners, scores, winners, ok)
			}
		}
	}
	if roundsSeen != rounds || evs[len(evs)-1].Kind != GameOver {
		t.Fatalf("%d rounds seen, want %d; last event %v", roundsSeen, rounds, evs[len(evs)-1].Kind)
	}
}

func equalInts(a, b []int) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// TestRemoteFullGame plays whole games through the remote session against
// host bots: one round, and the three-round game whose rounds' final
// tricks arrive after the next deal.
func TestRemoteFullGame(t *testing.T) {
	for _, tc := range []struct {
		rounds int
		seed   uint64
	}{{1, 3}, {3, 8}} {
		h := lanHost(t, engine.Config{Game: "gummi", Players: 3, Seed: tc.seed, Options: engine.Options{}.With("rounds", tc.rounds)}, 2)
		r := dialRemote(t, h, "Ann")
		waitStarted(t, r)
		if r.Seat() != 0 || r.Config().Game != "gummi" || r.Config().Seed != 0 {
			t.Fatalf("seat %d, config %+v", r.Seat(), r.Config())
		}
		seats := r.Seats()
		if len(seats) != 3 || seats[0].Kind != Human || seats[0].Name != "Ann" || seats[1].Kind != RemoteBot || seats[1].Level != bot.Random || seats[2].Name != "Bruno" || !seats[1].Connected {
			t.Fatalf("seats %+v", seats)
		}
		obs, events := r.Subscribe()
		if obs == nil {
			t.Fatal("no snapshot after start")
		}
		evs := playRemote(t, r, events)
		checkStory(t, h, r, obs, evs, tc.rounds)
	}
}

// TestRemoteIllegalSubmit: the host refuses an illegal card in the rule's
// words (the same as the engine's), nothing happens, and a submit out of
// turn is refused without asking.
func TestRemoteIllegalSubmit(t *testing.T) {
	h := lanHost(t, engine.Config{Game: "gummi", Players: 3, Seed: 5}, 2)
	r := dialRemote(t, h, "Ann")
	waitStarted(t, r)
	_, events := r.Subscribe()
	rng := engine.NewRNG(1)
	for turn := 0; ; turn++ {
		// Wait for this seat's turn.
		deadline := time.After(10 * time.Second)
		for obs := r.Observation(); !obs.ToMove().Has(0); obs = r.Observation() {
			if err := r.Submit(0); err == nil || !strings.Contains(err.Error(), "not your turn") {
				t.Fatalf("submit out of turn: %v", err)
			}
			select {
			case <-events:
			case <-deadline:
				t.Fatal("turn never came")
			}
		}
		obs := r.Observation()
		legal := obs.Legal(nil)
		var bad engine.Action = engine.NoAction
		for a := engine.Action(0); a < 64 && bad == engine.NoAction; a++ {
			if !contains(legal, a) {
				bad = a
			}
		}
		// What the engine itself says about it, judged on a game
		// consistent with this seat's view.
		want := obs.Determinize(&rng, nil).Apply(0, bad)
		if want == nil {
			t.Fatalf("the engine accepts action %d, which is not legal", bad)
		}
		err := r.Submit(bad)
		var re *engine.RuleError
		if !errors.As(err, &re) || re.Message != want.Error() {
			t.Fatalf("illegal submit: %v, want the rule %q", err, want)
		}
		if got := r.Observation(); !got.ToMove().Has(0) {
			t.Fatal("the refused action changed the game")
		}
		if err := r.Submit(legal[0]); err != nil {
			t.Fatalf("legal action after a refusal: %v", err)
		}
		if turn == 2 {
			return
		}
	}
}

func contains(s []engine.Action, a engine.Action) bool {
	for _, x := range s {
		if x == a {
			return true
		}
	}
	return false
}

// TestRemoteSeatsAndHint: another player's leaving shows as not connected
// with a SeatsChanged event; a hint is a legal action of this seat.
func TestRemoteSeatsAndHint(t *testing.T) {
	h := lanHost(t, engine.Config{Game: "gummi", Players: 3, Seed: 11}, 1)
	r := dialRemote(t, h, "Ann")
	other := dialRemote(t, h, "Ben")
	waitStarted(t, r)
	_, events := r.Subscribe()
	if s := r.Seats(); s[1].Name != "Ben" || !s[1].Connected || s[1].Kind != Remote {
		t.Fatalf("seats %+v", s)
	}
	other.Close()
	deadline := time.After(5 * time.Second)
	for r.Seats()[1].Connected {
		select {
		case ev := <-events:
			_ = ev
		case <-deadline:
			t.Fatal("the departed player still shows as connected")
		}
	}
	// Seat 0 leads the first trick of a Gummi round.
	for obs := r.Observation(); !obs.ToMove().Has(0); obs = r.Observation() {
		select {
		case <-events:
		case <-deadline:
			t.Fatal("turn never came")
		}
	}
	hint, err := r.Hint(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	if !contains(r.Observation().Legal(nil), hint.Action) || hint.Move.Seat != 0 || hint.Move.Kind() == "" || !descriptorOf(t, r.Config().Game).Makes(hint.Move.Kind()) {
		t.Fatalf("hint %+v is not a legal move of seat 0", hint)
	}
}

// TestRemoteHostQuits: the host closing ends the session with an error a
// player understands, closes the event channel and refuses further play.
func TestRemoteHostQuits(t *testing.T) {
	h := lanHost(t, engine.Config{Game: "gummi", Players: 2, Seed: 2}, 1)
	r := dialRemote(t, h, "Ann")
	waitStarted(t, r)
	_, events := r.Subscribe()
	h.Close()
	timeout := time.After(5 * time.Second)
	for open := true; open; {
		select {
		case _, open = <-events:
		case <-timeout:
			t.Fatal("event channel still open after the host quit")
		}
	}
	<-r.Done()
	err := r.Err()
	if !errors.Is(err, lan.ErrHostQuit) || err.Error() != "The host closed the table." {
		t.Fatalf("session ended with %v", err)
	}
	if err := r.Submit(0); !errors.Is(err, ErrLeftTable) {
		t.Fatalf("submit after the end: %v, want ErrLeftTable", err)
	}
	if _, ch := r.Subscribe(); ch != nil {
		if _, ok := <-ch; ok {
			t.Fatal("subscription after the end delivers events")
		}
	}
}

// descriptorOf is the registered game id.
func descriptorOf(t *testing.T, id string) *engine.Descriptor {
	t.Helper()
	d, ok := games.Lookup(id)
	if !ok {
		t.Fatalf("no game %q", id)
	}
	return d
}
