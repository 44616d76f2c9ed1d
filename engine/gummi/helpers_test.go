package gummi

import (
	"errors"
	"testing"

	"github.com/trickparty/trickparty/engine"
)

func card(t testing.TB, name string) Card {
	t.Helper()
	c, err := ParseCard(name)
	if err != nil {
		t.Fatal(err)
	}
	return c
}

func mustNew(t testing.TB, cfg engine.Config) *Game {
	t.Helper()
	g, err := New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

func playCard(t testing.TB, g *Game, seat int, name string) {
	t.Helper()
	if err := g.Apply(seat, engine.Action(card(t, name))); err != nil {
		t.Fatalf("seat %d %s: %v", seat, name, err)
	}
}

// refused checks that an action fails with the given rule and leaves the
// state unchanged.
func refused(t testing.TB, g *Game, seat int, a engine.Action, rule, msg string) {
	t.Helper()
	before := snapshot(g)
	err := g.Apply(seat, a)
	var re *engine.RuleError
	if !errors.As(err, &re) {
		t.Fatalf("seat %d %s: got %v, want a RuleError", seat, g.ActionString(a), err)
	}
	if re.Rule != rule || re.Message != msg {
		t.Fatalf("got %s %q, want %s %q", re.Rule, re.Message, rule, msg)
	}
	if snapshot(g) != before {
		t.Fatal("refused action changed the state")
	}
}

// snapshot is a comparable copy of the state, without the log pointer.
func snapshot(g *Game) state { return g.state }
