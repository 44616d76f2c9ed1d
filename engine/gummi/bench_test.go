package gummi

import (
	"testing"

	"github.com/trickparty/trickparty/engine"
)

// BenchmarkRandomRound4p deals a fresh 4-player round per iteration through
// the game's own dealing code (seed varies) and plays it out choosing
// uniformly among the legal actions.
func BenchmarkRandomRound4p(b *testing.B) {
	g := mustNew(b, engine.Config{Players: 4})
	rng := engine.NewRNG(1)
	var buf [engine.MaxActions]engine.Action
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		g.restart(uint64(i))
		for !g.over {
			seat := g.turn
			legal := g.Legal(seat, buf[:0])
			if err := g.Apply(seat, legal[rng.IntN(len(legal))]); err != nil {
				b.Fatal(err)
			}
		}
	}
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "rounds/s")
}

// BenchmarkLegal lists the legal actions of the seat to move at positions
// spread over a round.
func BenchmarkLegal(b *testing.B) {
	var positions []*Game
	rng := engine.NewRNG(2)
	g := mustNew(b, engine.Config{Players: 4, Seed: 5})
	for !g.Over() {
		positions = append(positions, g.Clone().(*Game))
		l := g.Legal(g.turn, nil)
		_ = g.Apply(g.turn, l[rng.IntN(len(l))])
	}
	var buf [engine.MaxActions]engine.Action
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		p := positions[i%len(positions)]
		_ = p.Legal(p.turn, buf[:0])
	}
}

// BenchmarkDeterminize samples a hidden deal from a mid-round observation
// (with voids) into a reused game.
func BenchmarkDeterminize(b *testing.B) {
	g := mustNew(b, engine.Config{Players: 4, Seed: 9})
	rng := engine.NewRNG(1)
	for i := 0; i < 22; i++ {
		l := g.Legal(g.turn, nil)
		_ = g.Apply(g.turn, l[rng.IntN(len(l))])
	}
	obs := g.Observe(g.turn)
	var dst engine.Game = new(Game)
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		dst = obs.Determinize(&rng, dst)
	}
}
