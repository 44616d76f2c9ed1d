package app

import (
	"context"
	"errors"

	"github.com/trickparty/trickparty/engine"
	"github.com/trickparty/trickparty/engine/bot"
	"github.com/trickparty/trickparty/engine/games"
)

// hintSearch ranks the observing seat's actions with the Hard bot's search
// within budget, best first. bot.Hint runs within its own budget; ctx only
// lets a caller that gave up stop waiting.
func hintSearch(ctx context.Context, obs engine.Observation, budget bot.Budget, rng *engine.RNG) ([]bot.Ranked, error) {
	done := make(chan []bot.Ranked, 1)
	go func() { done <- bot.Hint(obs, budget, rng) }()
	select {
	case r := <-done:
		return r, nil
	case <-ctx.Done():
		return nil, ctx.Err()
	}
}

// newBot is a bot of a level at the default budget (TableOptions.NewBot's
// default).
func newBot(level bot.Level) (bot.Bot, error) { return bot.New(level, bot.DefaultBudget) }

// hintFrom asks hintSearch for the observing seat's best action and names
// it with encode.
func hintFrom(ctx context.Context, obs engine.Observation, budget bot.Budget, rng *engine.RNG, encode func(engine.Action) engine.Move) (Hint, error) {
	ranked, err := hintSearch(ctx, obs, budget, rng)
	if err != nil {
		return Hint{}, err
	}
	if len(ranked) == 0 {
		return Hint{}, errors.New("no move to suggest")
	}
	best := ranked[0]
	return Hint{Action: best.Action, Move: encode(best.Action), Estimate: best.Estimate}, nil
}

// GameInfo is everything the app may know about a game: its descriptor in
// the registry (engine/games).
type GameInfo = *engine.Descriptor

// Games lists the games in menu order.
func Games() []GameInfo { return games.All() }

// LookupGame finds a game by id.
func LookupGame(id string) (GameInfo, bool) { return games.Lookup(id) }
