package ohhell

import (
	"testing"

	"github.com/trickparty/trickparty/engine"
)

// newGame is a game of cfg (its Game and Players filled in when empty);
// the test fails when New refuses it.
func newGame(t testing.TB, players int, opts map[string]int, deals ...engine.Deal) *Game {
	t.Helper()
	cfg := engine.Config{Game: Name, Players: players, Seed: 1, Deals: deals}
	for k, v := range opts {
		cfg.Options.Set(k, v)
	}
	g, err := New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// apply applies seat's actions in order, failing the test on a refusal
// or a broken invariant.
func apply(t testing.TB, g *Game, seat int, actions ...engine.Action) {
	t.Helper()
	for _, a := range actions {
		if err := g.Apply(seat, a); err != nil {
			t.Fatalf("seat %d %s: %v", seat, ActionString(a), err)
		}
		if err := g.CheckInvariants(); err != nil {
			t.Fatalf("after seat %d %s: %v", seat, ActionString(a), err)
		}
	}
}

// card is the card named name; the test fails on a bad name.
func card(t testing.TB, name string) Card {
	t.Helper()
	c, err := ParseCard(name)
	if err != nil {
		t.Fatal(err)
	}
	return c
}

// play plays the named cards, seat after seat from the one due.
func play(t testing.TB, g *Game, names ...string) {
	t.Helper()
	for _, n := range names {
		apply(t, g, g.turn, PlayAction(card(t, n)))
	}
}

// bid makes the bids, seat after seat from the one due.
func bid(t testing.TB, g *Game, bids ...int) {
	t.Helper()
	for _, b := range bids {
		apply(t, g, g.turn, BidAction(b))
	}
}

// deal is a fixed deal: hands by seat, the first bidder and leader, and
// the card turned up ("" for none given).
func deal(leader int, turnUp string, hands ...[]string) engine.Deal {
	d := engine.Deal{Leader: engine.IntPtr(leader), Hands: hands}
	if turnUp != "" {
		d.Draw = [][]string{{turnUp}}
	}
	return d
}
