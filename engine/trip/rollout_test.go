package trip

import (
	"testing"

	"github.com/trickparty/trickparty/engine"
)

// TestRolloutPlaysLegallyAndWell plays whole games with the rollout policy
// at seat 0 and uniform play elsewhere: every choice must be legal, and
// the policy, a cheap copy of the Normal rule, must win clearly more than
// its fair share of a quarter.
func TestRolloutPlaysLegallyAndWell(t *testing.T) {
	const games = 300
	won := 0.0
	var buf [engine.MaxActions]engine.Action
	for seed := uint64(1); seed <= games; seed++ {
		g, err := New(engine.Config{Game: Descriptor.ID, Players: 4, Seed: seed})
		if err != nil {
			t.Fatal(err)
		}
		rng := engine.NewRNG(seed)
		for !g.Over() {
			seat := g.ToMove().First()
			legal := g.Legal(seat, buf[:0])
			a := legal[rng.IntN(len(legal))]
			if seat == 0 {
				a = rollout(g, seat, legal, &rng)
			}
			if err := g.Apply(seat, a); err != nil {
				t.Fatalf("seed %d: the rollout chose %s: %v", seed, g.ActionString(a), err)
			}
		}
		if w := g.Winners(); w.Has(0) {
			won += 1 / float64(w.Count())
		}
	}
	if rate := won / games; rate < 0.4 {
		t.Fatalf("the rollout policy won %.3f of %d games against uniform play", rate, games)
	} else {
		t.Logf("the rollout policy won %.3f against uniform play", rate)
	}
}

// TestRolloutDoesNotAllocate: the policy runs millions of times a search.
func TestRolloutDoesNotAllocate(t *testing.T) {
	g, err := New(engine.Config{Game: Descriptor.ID, Players: 4, Seed: 3})
	if err != nil {
		t.Fatal(err)
	}
	rng := engine.NewRNG(1)
	var buf [engine.MaxActions]engine.Action
	// Skip a draft (Trick of Trip) so the policy meets card play too.
	for i := 0; i < 12 && !g.Over(); i++ {
		seat := g.ToMove().First()
		legal := g.Legal(seat, buf[:0])
		_ = g.Apply(seat, legal[0])
	}
	seat := g.ToMove().First()
	legal := g.Legal(seat, buf[:0])
	if allocs := testing.AllocsPerRun(200, func() { rollout(g, seat, legal, &rng) }); allocs != 0 {
		t.Fatalf("%v allocations per rollout choice", allocs)
	}
}
