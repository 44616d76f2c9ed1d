package bot

import (
	"fmt"
	"testing"
	"time"

	"github.com/trickparty/trickparty/engine"
	"github.com/trickparty/trickparty/engine/games"
)

// benchSearch measures the Hard bot's iterations per second at a fixed
// iteration budget, from the first decision of a fresh deal (the largest
// tree and the longest samples of a round).
func benchSearch(b *testing.B, game string, players int) {
	g := freshPosition(b, game, players)
	obs := g.Observe(g.ToMove().First())
	bot, _ := New(Hard, Budget{Iterations: 5000})
	rng := engine.NewRNG(1)
	b.ReportAllocs()
	b.ResetTimer()
	iters := 0
	for i := 0; i < b.N; i++ {
		bot.Choose(obs, &rng)
		st, _ := StatsOf(bot)
		iters += st.Iterations
	}
	b.ReportMetric(float64(iters)/b.Elapsed().Seconds(), "iterations/s")
}

func freshPosition(b testing.TB, game string, players int) engine.Game {
	g, err := games.New(engine.Config{Game: game, Players: players, Seed: 1})
	if err != nil {
		b.Fatal(err)
	}
	return g
}

// BenchmarkISMCTS is benchSearch at every registered game's usual table
// (BenchmarkISMCTS/gummi4p).
func BenchmarkISMCTS(b *testing.B) {
	for _, d := range games.All() {
		b.Run(fmt.Sprintf("%s%dp", d.ID, seats(d)), func(b *testing.B) { benchSearch(b, d.ID, seats(d)) })
	}
}

// benchNormal measures one Normal decision over a spread of positions.
func benchNormal(b *testing.B, game string, players int) {
	var obs []engine.Observation
	for p := 0; p < 64; p++ {
		g := randomPosition(b, game, players, engine.Options{}, uint64(p))
		obs = append(obs, g.Observe(g.ToMove().First()))
	}
	bot, _ := New(Normal, Budget{})
	rng := engine.NewRNG(1)
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		bot.Choose(obs[i%len(obs)], &rng)
	}
}

// BenchmarkNormal is benchNormal at every registered game's usual table.
func BenchmarkNormal(b *testing.B) {
	for _, d := range games.All() {
		b.Run(fmt.Sprintf("%s%dp", d.ID, seats(d)), func(b *testing.B) { benchNormal(b, d.ID, seats(d)) })
	}
}

// benchExpert measures the Expert bot at a fixed iteration budget from a
// position with the round under way (so the inference has plays to read),
// with trees root-parallel trees.
func benchExpert(b *testing.B, game string, players, trees int) {
	g := midPosition(b, game, players)
	obs := g.Observe(g.ToMove().First())
	bot, _ := NewExpert(Budget{Iterations: 5000}, trees)
	rng := engine.NewRNG(1)
	b.ReportAllocs()
	b.ResetTimer()
	iters := 0
	for i := 0; i < b.N; i++ {
		bot.Choose(obs, &rng)
		st, _ := StatsOf(bot)
		iters += st.Iterations
	}
	b.ReportMetric(float64(iters)/b.Elapsed().Seconds(), "iterations/s")
	b.ReportMetric(float64(iters)/float64(b.N), "iterations/op")
}

// midPosition is a game of the usual table played by Normal bots until a
// third of the first round's plays are made, at a seat with a choice.
func midPosition(b testing.TB, game string, players int) engine.Game {
	g := freshPosition(b, game, players)
	normal, _ := New(Normal, Budget{})
	rng := engine.NewRNG(3)
	var buf [engine.MaxActions]engine.Action
	s := newSearcher()
	total := playsLeft(g, s)
	for step := 0; step < total/3 || len(g.Legal(g.ToMove().First(), buf[:0])) < 2; step++ {
		seat := g.ToMove().First()
		if err := g.Apply(seat, normal.Choose(g.Observe(seat), &rng)); err != nil {
			b.Fatal(err)
		}
	}
	return g
}

// BenchmarkExpert is benchExpert at every registered game's usual table,
// with one tree and with one per GOMAXPROCS (BenchmarkExpert/gummi4p/trees1).
func BenchmarkExpert(b *testing.B) {
	for _, d := range games.All() {
		for _, trees := range []int{1, 0} {
			name := "treesmax"
			if trees > 0 {
				name = fmt.Sprintf("trees%d", trees)
			}
			b.Run(fmt.Sprintf("%s%dp/%s", d.ID, seats(d), name), func(b *testing.B) { benchExpert(b, d.ID, seats(d), trees) })
		}
	}
}

// BenchmarkHardMid is benchSearch's Hard bot at benchExpert's position,
// for comparing the two at the same place.
func BenchmarkHardMid(b *testing.B) {
	for _, d := range games.All() {
		b.Run(fmt.Sprintf("%s%dp", d.ID, seats(d)), func(b *testing.B) {
			g := midPosition(b, d.ID, seats(d))
			obs := g.Observe(g.ToMove().First())
			bot, _ := New(Hard, Budget{Iterations: 5000})
			rng := engine.NewRNG(1)
			b.ReportAllocs()
			b.ResetTimer()
			iters := 0
			for i := 0; i < b.N; i++ {
				bot.Choose(obs, &rng)
				st, _ := StatsOf(bot)
				iters += st.Iterations
			}
			b.ReportMetric(float64(iters)/b.Elapsed().Seconds(), "iterations/s")
		})
	}
}

// BenchmarkInference measures weighing one pool of samples (dealing
// poolSize samples, replaying each one's round and asking the Normal
// heuristic at every opponent's choice): the inference's cost per tree
// and decision.
func BenchmarkInference(b *testing.B) {
	for _, d := range games.All() {
		b.Run(fmt.Sprintf("%s%dp", d.ID, seats(d)), func(b *testing.B) {
			g := midPosition(b, d.ID, seats(d))
			obs := g.Observe(g.ToMove().First())
			var p dealPool
			rng := engine.NewRNG(1)
			b.ReportAllocs()
			b.ResetTimer()
			for i := 0; i < b.N; i++ {
				p.fill(obs, poolSize, &rng, time.Time{})
			}
			b.ReportMetric(float64(p.decided), "opponent-choices/sample")
		})
	}
}
