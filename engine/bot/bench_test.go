package bot

import (
	"fmt"
	"testing"

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
