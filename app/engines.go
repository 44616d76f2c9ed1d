package app

import (
	"context"
	"errors"

	"github.com/trickparty/trickparty/engine"
	"github.com/trickparty/trickparty/engine/bot"
	"github.com/trickparty/trickparty/engine/games"
)

// hintSearch judges the observing seat's actions with the Hard bot's
// search within budget. bot.Judge runs within its own budget; ctx only
// lets a caller that gave up stop waiting.
func hintSearch(ctx context.Context, obs engine.Observation, budget bot.Budget, rng *engine.RNG) (bot.Judgement, error) {
	done := make(chan bot.Judgement, 1)
	go func() {
		j, _ := bot.Judge(obs, budget, rng)
		done <- j
	}()
	select {
	case j := <-done:
		return j, nil
	case <-ctx.Done():
		return bot.Judgement{}, ctx.Err()
	}
}

// newBot is a bot of a level at the default budget (TableOptions.NewBot's
// default).
func newBot(level bot.Level) (bot.Bot, error) { return bot.New(level, bot.BudgetFor(level)) }

// hintFrom asks hintSearch for the observing seat's best action and the
// runner-up, named with encode.
func hintFrom(ctx context.Context, obs engine.Observation, budget bot.Budget, rng *engine.RNG, encode func(engine.Action) engine.Move) (Hint, error) {
	j, err := hintSearch(ctx, obs, budget, rng)
	if err != nil {
		return Hint{}, err
	}
	if len(j.Options) == 0 {
		return Hint{}, errors.New("no move to suggest")
	}
	best := j.Best()
	h := Hint{Action: best.Action, Move: encode(best.Action), Measure: j.Measure, Value: best.Value}
	next, hasNext := j.RunnerUp()
	if hasNext {
		m := encode(next.Action)
		h.Next, h.NextValue = &m, next.Value
	}
	// What the moves do, played on from the same observation: the words
	// of the hint say it beside their values.
	explained := make(chan struct{})
	go func() {
		defer close(explained)
		if e, ok := bot.Explain(obs, best.Action, 0, rng); ok {
			h.Effect = &e
		}
		if hasNext {
			if e, ok := bot.Explain(obs, next.Action, 0, rng); ok {
				h.NextEffect = &e
			}
		}
	}()
	select {
	case <-explained:
		return h, nil
	case <-ctx.Done():
		return Hint{}, ctx.Err()
	}
}

// GameInfo is everything the app may know about a game: its descriptor in
// the registry (engine/games).
type GameInfo = *engine.Descriptor

// Games lists the games in menu order.
func Games() []GameInfo { return games.All() }

// GameIDs lists the games' ids for help texts: "gummi, gudetama or trip".
func GameIDs() string { return games.IDs() }

// GameOptionsHelp says every game's options and their ranges.
func GameOptionsHelp() string { return games.OptionsHelp() }

// LookupGame finds a game by id.
func LookupGame(id string) (GameInfo, bool) { return games.Lookup(id) }
