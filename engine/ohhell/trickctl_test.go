package ohhell_test

import (
	"math"
	"testing"

	"github.com/trickparty/trickparty/engine"
	"github.com/trickparty/trickparty/engine/bot"
	"github.com/trickparty/trickparty/engine/games"
	"github.com/trickparty/trickparty/engine/ohhell"
)

// TestArena: trickctl arena's tournament (bot.RunArena, fed games.New as
// trickctl feeds it) plays Oh Hell with every level at the table, each
// deal once per rotation of the seats, and accounts for every game's win.
// (trickctl scenario's runner is engine/scenario: TestScenarioRoundTrip;
// serve and join are a lan.Host and a lan.Client: TestPlaysOverLAN.)
func TestArena(t *testing.T) {
	var opts engine.Options
	opts.Set("cards", 3)
	res, err := bot.RunArena(bot.ArenaConfig{Game: ohhell.Name, Players: 4, Options: opts,
		Seats: []bot.Level{bot.Hard, bot.Normal, bot.Easy, bot.Random}, Games: 8, Seed: 2,
		Budget: bot.Budget{Iterations: 30}, Workers: 1, NewGame: games.New})
	if err != nil {
		t.Fatal(err)
	}
	if res.Games != 8 || res.Deals != 2 || len(res.Bots) != 4 {
		t.Fatalf("result %+v", res)
	}
	wins := 0.0
	for i, b := range res.Bots {
		if b.Name != string(bot.Levels[3-i]) || b.Games != 8 || b.Decisions == 0 || b.MeanScore <= 0 {
			t.Fatalf("bot %d: %+v", i, b)
		}
		wins += b.WinRate * float64(b.Games)
	}
	if math.Abs(wins-8) > 1e-9 {
		t.Fatalf("%.3f wins shared over 8 games: %+v", wins, res.Bots)
	}
}
