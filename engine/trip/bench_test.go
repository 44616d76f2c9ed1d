package trip

import (
	"testing"

	"github.com/trickparty/trickparty/engine"
)

// BenchmarkRandomRound4p: each iteration deals a fresh 4-player round with
// the game's own dealing code (a new seed each time), drafts with random
// splits and picks, and plays its six tricks choosing uniformly among the
// legal actions.
func BenchmarkRandomRound4p(b *testing.B) {
	// One round: the last trick ends the game instead of dealing round 2.
	g, err := New(engine.Config{Game: Name, Players: 4, Seed: 1, Options: engine.Options{}.With("rounds", 1)})
	if err != nil {
		b.Fatal(err)
	}
	var base Game
	base.CopyFrom(g) // no trick log, as in search
	var w Game
	rng := engine.NewRNG(42)
	buf := make([]engine.Action, 0, engine.MaxActions)
	b.ReportAllocs()
	for i := 0; b.Loop(); i++ {
		w.CopyFrom(&base)
		w.rng = engine.NewRNG(uint64(i))
		w.startRound(1, int(w.rng.IntN(4)))
		for s := 0; s < 4; s++ {
			_ = w.Apply(s, FirstSplit+engine.Action(rng.IntN(NumSplits)))
		}
		for s := 0; s < 4; s++ {
			_ = w.Apply(s, FirstPick+engine.Action(rng.IntN(2)))
		}
		for !w.over {
			seat := w.ToMove().First()
			buf = w.Legal(seat, buf)
			if err := w.Apply(seat, buf[rng.IntN(len(buf))]); err != nil {
				b.Fatal(err)
			}
		}
	}
}

// benchPosition is a 4-player game in the middle of round 2's tricks.
func benchPosition(b *testing.B) *Game {
	g, err := New(engine.Config{Game: Name, Players: 4, Seed: 5})
	if err != nil {
		b.Fatal(err)
	}
	rng := engine.NewRNG(6)
	buf := make([]engine.Action, 0, engine.MaxActions)
	for g.round < 2 || g.phase != phasePlay || g.nDone < 2 || g.nTrick < 2 {
		seat, a := randomAction(g, &rng, buf)
		if err := g.Apply(seat, a); err != nil {
			b.Fatal(err)
		}
	}
	return g
}

// BenchmarkLegal lists the legal actions of the seat to play.
func BenchmarkLegal(b *testing.B) {
	g := benchPosition(b)
	seat := g.ToMove().First()
	buf := make([]engine.Action, 0, engine.MaxActions)
	b.ReportAllocs()
	for b.Loop() {
		buf = g.Legal(seat, buf)
	}
	if len(buf) == 0 {
		b.Fatal("no legal action")
	}
}

// BenchmarkDeterminize samples a full game from a mid-round observation
// into a reused game.
func BenchmarkDeterminize(b *testing.B) {
	g := benchPosition(b)
	o := g.observe(g.ToMove().First())
	rng := engine.NewRNG(1)
	var dst engine.Game = new(Game)
	b.ReportAllocs()
	for b.Loop() {
		dst = o.Determinize(&rng, dst)
	}
}

// BenchmarkDeterminizeDraft samples from an observation during the split.
func BenchmarkDeterminizeDraft(b *testing.B) {
	g, _ := New(engine.Config{Game: Name, Players: 4, Seed: 5})
	o := g.observe(0)
	rng := engine.NewRNG(1)
	var dst engine.Game = new(Game)
	b.ReportAllocs()
	for b.Loop() {
		dst = o.Determinize(&rng, dst)
	}
}
