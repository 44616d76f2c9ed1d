package ohhell

import (
	"testing"

	"github.com/trickparty/trickparty/engine"
)

// benchGame is a 4-player game of 7 cards a seat in the middle of its first
// round's play, for the hot paths.
func benchGame(b *testing.B) *Game {
	g := newGame(b, 4, nil)
	var buf [engine.MaxActions]engine.Action
	for g.Bidding() || g.nDone < 2 {
		_ = g.Apply(g.turn, g.Legal(g.turn, buf[:0])[0])
	}
	return g
}

func BenchmarkLegal(b *testing.B) {
	g := benchGame(b)
	var buf [engine.MaxActions]engine.Action
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		_ = g.Legal(g.turn, buf[:0])
	}
}

func BenchmarkCopyFrom(b *testing.B) {
	g := benchGame(b)
	c := g.Clone()
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		c.CopyFrom(g)
	}
}

// BenchmarkApply plays whole rounds of 7 cards (bids and tricks) on a
// copy, counting each action applied.
func BenchmarkApply(b *testing.B) {
	start := newGame(b, 4, nil)
	g := start.Clone().(*Game)
	var buf [engine.MaxActions]engine.Action
	rng := engine.NewRNG(1)
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		if g.Over() || g.round > 1 {
			g.CopyFrom(start)
		}
		legal := g.Legal(g.turn, buf[:0])
		_ = g.Apply(g.turn, legal[rng.IntN(len(legal))])
	}
}

// BenchmarkDeterminize samples the hidden hands of a mid-round observation.
func BenchmarkDeterminize(b *testing.B) {
	o := benchGame(b).observe(1)
	var dst engine.Game = new(Game)
	rng := engine.NewRNG(1)
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		dst = o.Determinize(&rng, dst)
	}
}
