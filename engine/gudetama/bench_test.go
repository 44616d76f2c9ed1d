package gudetama

import (
	"testing"

	"github.com/trickparty/trickparty/engine"
)

// BenchmarkRandomRound5p deals a fresh random 5-player round per iteration
// (through Restart, the game's own dealing code, with a new seed) and plays
// it out choosing uniformly among the legal actions.
func BenchmarkRandomRound5p(b *testing.B) {
	g := mustNew(b, engine.Config{Players: 5, Seed: 1}).Clone().(*Game)
	rng := engine.NewRNG(7)
	buf := make([]engine.Action, 0, engine.MaxActions)
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if err := g.Restart(uint64(i)); err != nil {
			b.Fatal(err)
		}
		for g.round == 1 && !g.over {
			seat := g.ToMove().First()
			buf = g.Legal(seat, buf)
			if err := g.Apply(seat, buf[rng.IntN(len(buf))]); err != nil {
				b.Fatal(err)
			}
		}
	}
}

// BenchmarkLegal lists the legal actions of the seat to move in a mid-trick
// position.
func BenchmarkLegal(b *testing.B) {
	g := mustNew(b, engine.Config{Players: 5, Seed: 3})
	rng := engine.NewRNG(1)
	playN(b, g, &rng, 7, nil)
	seat := g.ToMove().First()
	buf := make([]engine.Action, 0, engine.MaxActions)
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		buf = g.Legal(seat, buf)
	}
	if len(buf) == 0 {
		b.Fatal("no legal action")
	}
}

// BenchmarkDeterminize samples a full game from a mid-round 5-player
// observation into a reused game.
func BenchmarkDeterminize(b *testing.B) {
	g := mustNew(b, engine.Config{Players: 5, Seed: 3})
	rng := engine.NewRNG(1)
	playN(b, g, &rng, 12, nil)
	obs := g.Observe(g.ToMove().First())
	dst := obs.Determinize(&rng, nil)
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		dst = obs.Determinize(&rng, dst)
	}
}
