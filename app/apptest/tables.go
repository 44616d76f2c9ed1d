package apptest

import (
	"context"
	"testing"
	"time"

	"github.com/trickparty/trickparty/app"
	"github.com/trickparty/trickparty/engine"
	"github.com/trickparty/trickparty/engine/bot"
	"github.com/trickparty/trickparty/lan"
)

// Local starts cfg at a local table, seat 0 the human "Ann" and bots
// playing Pick in the others, and returns it with seat 0's first
// observation and its events from the start. The table closes when the
// test ends.
func Local(t *testing.T, cfg engine.Config) (*app.Table, engine.Observation, <-chan app.Event) {
	t.Helper()
	seats := []app.SeatSetup{{Kind: app.Human, Name: "Ann"}}
	for i := 1; i < cfg.Players; i++ {
		seats = append(seats, app.SeatSetup{Kind: app.Bot, Name: "Bot", Level: bot.Random})
	}
	tbl, err := app.NewTable(app.TableOptions{Config: cfg, Seats: seats, NewBot: pickBots(nil)})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { tbl.Close() })
	first, events := tbl.Subscribe()
	tbl.Start()
	return tbl, first, events
}

// Remote hosts cfg on loopback with bots playing Pick in every seat but
// one, joins that seat as "Ann", waits for the game to start and returns
// the session with its first observation and its events from there; the
// host's bots play only once the session has subscribed, so the events
// are the whole game. Host and session close when the test ends.
func Remote(t *testing.T, cfg engine.Config) (*app.RemoteSession, engine.Observation, <-chan app.Event) {
	t.Helper()
	gate := make(chan struct{})
	h, err := lan.NewHost(lan.HostConfig{Game: cfg, Name: "Test", Code: "ABCD23", Bots: cfg.Players - 1, BotLevel: bot.Random,
		Listen: "127.0.0.1:0", KeepAlive: 200 * time.Millisecond, NewBot: pickBots(gate)})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { h.Close() })
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	c, err := lan.Dial(ctx, h.Addr().String(), lan.ClientConfig{Code: "ABCD23", Name: "Ann", KeepAlive: 200 * time.Millisecond})
	if err != nil {
		t.Fatal(err)
	}
	r := app.NewRemote(c, app.RemoteOptions{})
	t.Cleanup(func() { r.Close() })
	for deadline := time.Now().Add(5 * time.Second); !r.Started(); {
		if time.Now().After(deadline) {
			t.Fatal("the LAN game did not start")
		}
		select {
		case <-r.Changed():
		case <-time.After(50 * time.Millisecond):
		}
	}
	first, events := r.Subscribe()
	close(gate)
	return r, first, events
}

// Play collects a session's events up to GameOver, its seat choosing with
// Pick whenever it is due; the test fails if the session ends or no game
// over comes within a minute.
func Play(t *testing.T, sess app.Session, events <-chan app.Event) []app.Event {
	t.Helper()
	var got []app.Event
	deadline := time.After(60 * time.Second)
	for {
		if obs := sess.Observation(); obs != nil && obs.ToMove().Has(sess.Seat()) {
			if err := sess.Submit(Pick(obs)); err != nil {
				t.Fatalf("submit: %v", err)
			}
		}
		select {
		case ev, ok := <-events:
			if !ok {
				var why error
				if e, ok := sess.(interface{ Err() error }); ok {
					why = e.Err() // a remote session says why it ended
				}
				t.Fatalf("the session ended after %d events: %v", len(got), why)
			}
			got = append(got, ev)
			if ev.Kind == app.GameOver {
				return got
			}
		case <-deadline:
			t.Fatalf("no game over after %d events", len(got))
		case <-time.After(20 * time.Millisecond):
		}
	}
}

// LANHost is a LAN table of cfg on loopback, "Kitchen" with the join code
// ABCD23, its empty seats but the first taken by bots bots (Random);
// closed after the test.
func LANHost(t testing.TB, cfg engine.Config, bots int) *lan.Host {
	t.Helper()
	h, err := lan.NewHost(lan.HostConfig{Game: cfg, Name: "Kitchen", Code: "ABCD23", Bots: bots, BotLevel: bot.Random, Listen: "127.0.0.1:0"})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { h.Close() })
	return h
}
