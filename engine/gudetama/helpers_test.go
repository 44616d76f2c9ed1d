package gudetama

import (
	"testing"

	"github.com/trickparty/trickparty/engine"
)

// mustNew builds a game or fails the test.
func mustNew(t testing.TB, cfg engine.Config) *Game {
	t.Helper()
	if cfg.Game == "" {
		cfg.Game = Name
	}
	g, err := New(cfg)
	if err != nil {
		t.Fatalf("New: %v", err)
	}
	return g
}

// hands builds the fixed deal of one round from card names.
func deal(leader int, hands ...[]string) engine.Deal {
	d := engine.Deal{Hands: hands}
	if leader >= 0 {
		d.Leader = engine.IntPtr(leader)
	}
	return d
}

// cards lists card names.
func cards(names ...string) []string { return names }

// apply applies moves in notation, failing the test on any refusal.
func apply(t testing.TB, g *Game, moves ...engine.Move) {
	t.Helper()
	for i, m := range moves {
		a, err := g.DecodeMove(m)
		if err != nil {
			t.Fatalf("move %d %+v: %v", i, m, err)
		}
		if err := g.Apply(m.Seat, a); err != nil {
			t.Fatalf("move %d %+v: %v", i, m, err)
		}
		if err := g.CheckInvariants(); err != nil {
			t.Fatalf("after move %d %+v: %v", i, m, err)
		}
	}
}

func p(seat int, card string) engine.Move { return engine.Move{Seat: seat, Play: card} }
func lead(seat, t int) engine.Move        { return engine.ChoiceMove(seat, MoveLead, t) }

// playRandom plays random legal actions until the game is over, failing the
// test if that takes more than max actions; it reports the number of actions.
func playRandom(t testing.TB, g *Game, rng *engine.RNG, max int, each func()) int {
	t.Helper()
	n := playN(t, g, rng, max, each)
	if !g.Over() {
		t.Fatalf("game not over after %d actions", max)
	}
	return n
}

// playN plays up to max random legal actions, fewer if the game ends.
func playN(t testing.TB, g *Game, rng *engine.RNG, max int, each func()) int {
	t.Helper()
	buf := make([]engine.Action, 0, engine.MaxActions)
	for n := 0; n < max; n++ {
		if g.Over() {
			return n
		}
		seat := g.ToMove().First()
		buf = g.Legal(seat, buf)
		if len(buf) == 0 {
			t.Fatalf("seat %d to move has no legal action", seat)
		}
		if err := g.Apply(seat, buf[rng.IntN(len(buf))]); err != nil {
			t.Fatalf("legal action refused: %v", err)
		}
		if each != nil {
			each()
		}
	}
	return max
}

// sameState reports whether two games are in the same state (the trick log
// by length, since a copy of a game shares its records; the shared fixed
// deals by identity).
func sameState(a, b *Game) bool {
	if a.log.Len() != b.log.Len() || len(a.deals) != len(b.deals) || (len(a.deals) > 0 && &a.deals[0] != &b.deals[0]) {
		return false
	}
	if a.log.Keeping() != b.log.Keeping() {
		return false
	}
	return a.state == b.state
}
