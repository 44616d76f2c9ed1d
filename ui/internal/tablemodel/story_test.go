package tablemodel

import (
	"context"
	"fmt"
	"testing"
	"time"

	"github.com/trickparty/trickparty/app"
	"github.com/trickparty/trickparty/engine"
	"github.com/trickparty/trickparty/engine/bot"
	"github.com/trickparty/trickparty/lan"
)

// pick is every seat's choice in these tests, a function of the
// observation only, so a local table and a LAN table play the same game.
func pick(obs engine.Observation) engine.Action {
	legal := obs.Legal(nil)
	return legal[(obs.Seat()*7+len(legal)*3)%len(legal)]
}

// pickBot plays pick; it waits for gate (when set), so a LAN host's bots
// play nothing before the test's seat has subscribed.
type pickBot struct{ gate <-chan struct{} }

func (b pickBot) Level() bot.Level { return bot.Random }
func (b pickBot) Choose(obs engine.Observation, _ *engine.RNG) engine.Action {
	if b.gate != nil {
		<-b.gate
	}
	return pick(obs)
}

// play collects a session's events up to GameOver, seat 0 choosing with
// pick once the session is at its turn.
func play(t *testing.T, sess app.Session, events <-chan app.Event) []app.Event {
	t.Helper()
	var got []app.Event
	deadline := time.After(60 * time.Second)
	for {
		if obs := sess.Observation(); obs != nil && obs.ToMove().Has(sess.Seat()) {
			if err := sess.Submit(pick(obs)); err != nil {
				t.Fatalf("submit: %v", err)
			}
		}
		select {
		case ev, ok := <-events:
			if !ok {
				t.Fatalf("the session ended after %d events", len(got))
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
		{Game: "gummi", Players: 3, Seed: 8, Options: engine.Options{Rounds: 3}},
		{Game: "gudetama", Players: 3, Seed: 4},
	} {
		t.Run(cfg.Game, func(t *testing.T) {
			seats := []app.SeatSetup{{Kind: app.Human, Name: "Ann"}}
			for i := 1; i < cfg.Players; i++ {
				seats = append(seats, app.SeatSetup{Kind: app.Bot, Name: "Bot", Level: bot.Random})
			}
			tbl, err := app.NewTable(app.TableOptions{Config: cfg, Seats: seats, NewBot: func(bot.Level) (bot.Bot, error) { return pickBot{}, nil }})
			if err != nil {
				t.Fatal(err)
			}
			defer tbl.Close()
			localFirst, localEvents := tbl.Subscribe()
			tbl.Start()
			local := shows(t, localFirst, play(t, tbl, localEvents))

			gate := make(chan struct{})
			h, err := lan.NewHost(lan.HostConfig{Game: cfg, Name: "Model", Code: "ABCD23", Bots: cfg.Players - 1, BotLevel: bot.Random,
				Listen: "127.0.0.1:0", KeepAlive: 200 * time.Millisecond, NewBot: func(bot.Level) (bot.Bot, error) { return pickBot{gate: gate}, nil }})
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
			r := app.NewRemote(c, app.RemoteOptions{})
			defer r.Close()
			for deadline := time.Now().Add(5 * time.Second); !r.Started(); {
				if time.Now().After(deadline) {
					t.Fatal("the LAN game did not start")
				}
				select {
				case <-r.Changed():
				case <-time.After(50 * time.Millisecond):
				}
			}
			remoteFirst, remoteEvents := r.Subscribe()
			close(gate)
			remote := shows(t, remoteFirst, play(t, r, remoteEvents))

			if len(local) < 20 {
				t.Fatalf("only %d steps shown", len(local))
			}
			t.Logf("%d steps shown", len(local))
			for i := range max(len(local), len(remote)) {
				var l, rm string
				if i < len(local) {
					l = local[i]
				}
				if i < len(remote) {
					rm = remote[i]
				}
				if l != rm {
					t.Fatalf("step %d of %d/%d differs:\nlocal  %s\nremote %s", i, len(local), len(remote), l, rm)
				}
			}
		})
	}
}
