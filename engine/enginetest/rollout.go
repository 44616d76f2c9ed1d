// Package enginetest holds the checks every game's tests share: the
// conformance suite Run, which every registered game passes (engine/games
// runs it over games.All(); a game that lives only in tests calls it too),
// and smaller checks a game package calls for what is particular to it.
// Only tests import it.
package enginetest

import (
	"testing"

	"github.com/trickparty/trickparty/engine"
)

// Policy is a game's Descriptor.Rollout.
type Policy = func(g engine.Game, seat int, legal []engine.Action, rng *engine.RNG) engine.Action

// CheckRollout plays whole 4-player games of game with policy at seat 0
// and uniform play elsewhere: every choice must be legal and the policy
// must win at least minShare of the games (a fair share is a quarter).
// It then checks one choice in card play does not allocate.
func CheckRollout(t *testing.T, game string, newGame func(engine.Config) (engine.Game, error), policy Policy, minShare float64) {
	t.Helper()
	const games = 300
	won := 0.0
	var buf [engine.MaxActions]engine.Action
	for seed := uint64(1); seed <= games; seed++ {
		g, err := newGame(engine.Config{Game: game, Players: 4, Seed: seed})
		if err != nil {
			t.Fatal(err)
		}
		rng := engine.NewRNG(seed)
		for !g.Over() {
			seat := g.ToMove().First()
			legal := g.Legal(seat, buf[:0])
			a := legal[rng.IntN(len(legal))]
			if seat == 0 {
				a = policy(g, seat, legal, &rng)
			}
			if err := g.Apply(seat, a); err != nil {
				t.Fatalf("seed %d: the rollout chose %s: %v", seed, g.ActionString(a), err)
			}
		}
		if w := g.Winners(); w.Has(0) {
			won += 1 / float64(w.Count())
		}
	}
	rate := won / games
	t.Logf("the rollout policy won %.3f of %d games against uniform play", rate, games)
	if rate < minShare {
		t.Fatalf("the rollout policy won %.3f of %d games against uniform play, want at least %.2f", rate, games, minShare)
	}

	// The policy runs millions of times a search: past any draft (Trick
	// of Trip), one choice must not allocate.
	g, err := newGame(engine.Config{Game: game, Players: 4, Seed: 3})
	if err != nil {
		t.Fatal(err)
	}
	for i := 0; i < 12 && !g.Over(); i++ {
		seat := g.ToMove().First()
		_ = g.Apply(seat, g.Legal(seat, buf[:0])[0])
	}
	seat := g.ToMove().First()
	legal := g.Legal(seat, buf[:0])
	rng := engine.NewRNG(1)
	if allocs := testing.AllocsPerRun(200, func() { policy(g, seat, legal, &rng) }); allocs != 0 {
		t.Fatalf("%v allocations per rollout choice", allocs)
	}
}
