package app

import (
	"context"
	"errors"
	"fmt"
	"testing"
	"time"

	"github.com/trickparty/trickparty/engine"
	"github.com/trickparty/trickparty/engine/bot"
	"github.com/trickparty/trickparty/lan"
)

// TestRemoteSeatsSayWhoPlaysThem: at a LAN table every seat says who plays
// it - you, a person, a bot of the host's and its level, a bot that joined
// over the network, and a Normal bot standing in for a person who left.
func TestRemoteSeatsSayWhoPlaysThem(t *testing.T) {
	h, err := lan.NewHost(lan.HostConfig{Game: engine.Config{Game: "gummi", Players: 4, Seed: 4}, Name: "T", Code: "ABCD23", Bots: 1, BotLevel: bot.Easy,
		Listen: "127.0.0.1:0", KeepAlive: 100 * time.Millisecond, Grace: 100 * time.Millisecond})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { h.Close() })
	r := dialRemote(t, h, "Ann")
	ben := dialRemote(t, h, "Ben")
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	robo, err := lan.Dial(ctx, h.Addr().String(), lan.ClientConfig{Code: "ABCD23", Name: "Robo", Bot: bot.Hard})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { robo.Close() })
	waitStarted(t, r)
	who := func(s SeatInfo) string {
		return fmt.Sprintf("%s/%s/%s/%v/%v", s.Kind, s.Level, s.StandIn, s.Joined, s.Connected)
	}
	want := map[int]string{
		r.Seat():    "human///false/true",
		ben.Seat():  "remote///false/true",
		robo.Seat(): "remote-bot/hard//true/true",
		3:           "remote-bot/easy//false/true",
	}
	waitSeats := func(what string, want map[int]string) {
		t.Helper()
		deadline := time.After(5 * time.Second)
		for {
			ch := r.Changed()
			ok := true
			seats := r.Seats()
			for s, w := range want {
				ok = ok && s < len(seats) && who(seats[s]) == w
			}
			if ok {
				return
			}
			select {
			case <-ch:
			case <-deadline:
				got := map[int]string{}
				for _, s := range seats {
					got[s.Seat] = who(s)
				}
				t.Fatalf("%s: seats %v, want %v", what, got, want)
			}
		}
	}
	waitSeats("at the start", want)
	ben.Close()
	waitSeats("after Ben left", map[int]string{1: "remote//normal/false/false"})
}

// TestRemoteSeatCountdownStopsWhileTheLinkIsDown: the host's clock is not
// known while the link is down, so no countdown runs out on the screen.
func TestRemoteSeatCountdownStopsWhileTheLinkIsDown(t *testing.T) {
	r := &RemoteSession{seat: 0, connected: true}
	seats := []lan.SeatInfo{{Seat: 0, Name: "me", Connected: true}, {Seat: 1, Name: "Ben", Connected: true, TurnLeftMs: 20000}}
	r.refreshSeatsLocked(seats)
	if r.seats[1].TurnEnds.IsZero() {
		t.Fatal("no countdown while connected")
	}
	r.connected = false
	r.refreshSeatsLocked(seats)
	if !r.seats[1].TurnEnds.IsZero() || r.seats[0].Connected {
		t.Fatalf("while the link is down: %+v", r.seats)
	}
}

// TestRemoteSeatClockStandsWhileTheHostHoldsATrick: a seat's time left
// with a part the host holds (the finished trick every table reads first)
// has its clock start once that part has passed, on this computer's
// clock, with the timer alone left then; a view of the same turn again
// keeps both steady; a held part longer than the time left is taken as
// none held beyond it.
func TestRemoteSeatClockStandsWhileTheHostHoldsATrick(t *testing.T) {
	r := &RemoteSession{seat: 0, connected: true}
	seats := []lan.SeatInfo{{Seat: 0, Name: "me", Connected: true, TurnLeftMs: 70000, TurnHeldMs: 10000}}
	before := time.Now()
	r.refreshSeatsLocked(seats)
	s := r.seats[0]
	if s.TurnRuns.Before(before.Add(10*time.Second)) || s.TurnRuns.After(time.Now().Add(10*time.Second)) {
		t.Fatalf("the clock runs from %v, want 10 s from now", s.TurnRuns.Sub(before))
	}
	if got := s.TurnEnds.Sub(s.TurnRuns); got != 60*time.Second {
		t.Fatalf("%v left once the clock runs, want the 60 s timer", got)
	}
	seats[0].TurnLeftMs, seats[0].TurnHeldMs = 69800, 9800
	r.refreshSeatsLocked(seats)
	if r.seats[0] != s {
		t.Fatalf("the same turn seen again moved: %+v → %+v", s, r.seats[0])
	}
	r.seats = nil
	seats[0].TurnLeftMs, seats[0].TurnHeldMs = 5000, 9000
	r.refreshSeatsLocked(seats)
	if s := r.seats[0]; s.TurnRuns.After(s.TurnEnds) {
		t.Fatalf("the clock starts %v after it runs out", s.TurnRuns.Sub(s.TurnEnds))
	}
}

// TestRemoteEndsWhenTheHostIsLost: a host that could not be reached for a
// minute is said in a player's words, and the seat is worth keeping.
func TestRemoteEndsWhenTheHostIsLost(t *testing.T) {
	err := endError(fmt.Errorf("%w at 10.0.0.2:4000 for 1m0s: connection refused", lan.ErrHostLost))
	if !errors.Is(err, lan.ErrHostLost) || err.Error() != "The host could not be reached for a minute. Your seat is kept: Rejoin once the host is back." {
		t.Fatalf("got %q", err)
	}
	r := &RemoteSession{err: err}
	if !r.TableMayReturn() {
		t.Fatal("a lost host's table may come back: the seat should be kept")
	}
}
