package app

import (
	"context"
	"errors"

	"github.com/trickparty/trickparty/engine"
	"github.com/trickparty/trickparty/engine/bot"
)

// Factories connect the table to the engine's game and bot packages. They
// are variables so tests can seat a stand-in game; engines.go sets them to
// engine/games and engine/bot.
var (
	// NewGame builds a game from its configuration.
	NewGame = func(cfg engine.Config) (engine.Game, error) {
		return nil, errors.New("no games are built into this program")
	}
	// NewBot builds a computer player of a level.
	NewBot = func(level bot.Level) (bot.Bot, error) { return randomBot{level: level}, nil }
	// HintSearch ranks the observing seat's actions with the Hard bot's
	// search within budget; the best comes first.
	HintSearch = func(ctx context.Context, obs engine.Observation, budget bot.Budget, rng *engine.RNG) ([]bot.Ranked, error) {
		b, err := NewBot(bot.Hard)
		if err != nil {
			return nil, err
		}
		return []bot.Ranked{{Action: b.Choose(obs, rng), Estimate: 0.5}}, nil
	}
)

// randomBot plays a uniformly random legal action; it stands in where the
// real bots are not linked (and is the Random level's behaviour anyway).
type randomBot struct{ level bot.Level }

func (b randomBot) Level() bot.Level { return b.level }

func (b randomBot) Choose(obs engine.Observation, rng *engine.RNG) engine.Action {
	legal := obs.Legal(nil)
	if len(legal) == 0 {
		return engine.NoAction
	}
	return legal[rng.IntN(len(legal))]
}
