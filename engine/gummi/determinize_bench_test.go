package gummi

import (
	"testing"

	"github.com/trickparty/trickparty/engine"
)

// voidPositions plays random games of the given size and keeps up to want
// mid-round observations (seat to move) in which some other seat has shown
// a void in a colour that still has unseen cards: the positions where
// Determinize must respect voids.
func voidPositions(tb testing.TB, players, want int, seed uint64) []*Observation {
	tb.Helper()
	rng := engine.NewRNG(seed)
	var out []*Observation
	for len(out) < want {
		g := mustNew(tb, engine.Config{Players: players, Seed: rng.Uint64()})
		stop := players*3 + rng.IntN(players*7) // from the 4th trick on
		for i := 0; i < stop && !g.over; i++ {
			l := g.Legal(g.turn, nil)
			if err := g.Apply(g.turn, l[rng.IntN(len(l))]); err != nil {
				tb.Fatal(err)
			}
		}
		if g.over {
			continue
		}
		o := g.observe(g.turn)
		var d determinizer
		if err := o.validate(&d); err != nil {
			tb.Fatal(err)
		}
		if d.hands.Constrained() > 0 {
			out = append(out, o)
		}
	}
	return out
}

// BenchmarkDeterminizeVoids samples hidden deals from 64 mid-round
// observations (4 players) in which voids constrain the deal.
func BenchmarkDeterminizeVoids(b *testing.B) {
	obs := voidPositions(b, 4, 64, 7)
	rng := engine.NewRNG(1)
	var dst engine.Game = new(Game)
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		dst = obs[i%len(obs)].Determinize(&rng, dst)
	}
}

// BenchmarkDeterminizeVoids5p is BenchmarkDeterminizeVoids at a table of 5.
func BenchmarkDeterminizeVoids5p(b *testing.B) {
	obs := voidPositions(b, 5, 64, 8)
	rng := engine.NewRNG(1)
	var dst engine.Game = new(Game)
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		dst = obs[i%len(obs)].Determinize(&rng, dst)
	}
}
