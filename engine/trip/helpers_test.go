package trip

import (
	"testing"

	"github.com/trickparty/trickparty/engine"
)

// mustCard parses a card name or fails the test.
func mustCard(t testing.TB, name string) Card {
	t.Helper()
	c, err := ParseCard(name)
	if err != nil {
		t.Fatal(err)
	}
	return c
}

// cards parses card names.
func cards(t testing.TB, names ...string) []Card {
	t.Helper()
	out := make([]Card, len(names))
	for i, n := range names {
		out[i] = mustCard(t, n)
	}
	return out
}

// newGame builds a game or fails the test.
func newGame(t testing.TB, cfg engine.Config) *Game {
	t.Helper()
	cfg.Game = Name
	g, err := New(cfg)
	if err != nil {
		t.Fatalf("New: %v", err)
	}
	return g
}

// apply applies a move in notation or fails the test.
func apply(t testing.TB, g *Game, m engine.Move) {
	t.Helper()
	a, err := g.DecodeMove(m)
	if err != nil {
		t.Fatalf("decode %+v: %v", m, err)
	}
	if err := g.Apply(m.Seat, a); err != nil {
		t.Fatalf("apply %+v: %v", m, err)
	}
	if err := g.CheckInvariants(); err != nil {
		t.Fatalf("after %+v: %v", m, err)
	}
}

// play applies {"seat":s,"play":card}.
func play(t testing.TB, g *Game, seat int, card string) {
	t.Helper()
	apply(t, g, engine.Move{Seat: seat, Play: card})
}

// refused applies a move expecting a *engine.RuleError with rule, and checks
// that the state did not change.
func refused(t testing.TB, g *Game, m engine.Move, rule, message string) {
	t.Helper()
	before := g.state
	a, err := g.DecodeMove(m)
	if err == nil {
		err = g.Apply(m.Seat, a)
	}
	re, ok := err.(*engine.RuleError)
	if !ok {
		t.Fatalf("%+v: want a RuleError %s, got %v", m, rule, err)
	}
	if re.Rule != rule || (message != "" && re.Message != message) {
		t.Fatalf("%+v: got %s %q, want %s %q", m, re.Rule, re.Message, rule, message)
	}
	if before != g.state {
		t.Fatalf("%+v: refused action changed the state", m)
	}
}

// randomAction picks a uniformly random legal action of a random seat due
// to act; during the split phase any of the 20 split ids (Apply takes them
// all), so the swapped splits are exercised too.
func randomAction(g *Game, rng *engine.RNG, buf []engine.Action) (int, engine.Action) {
	due := g.ToMove()
	k := rng.IntN(due.Count())
	var seat int
	for t := due; ; t &= t - 1 {
		if k == 0 {
			seat = engine.SeatSet(t).First()
			break
		}
		k--
	}
	if g.phase == phaseSplit {
		return seat, FirstSplit + engine.Action(rng.IntN(NumSplits))
	}
	buf = g.Legal(seat, buf)
	return seat, buf[rng.IntN(len(buf))]
}
