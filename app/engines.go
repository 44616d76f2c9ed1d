package app

import (
	"context"
	"errors"
	"slices"

	"github.com/trickparty/trickparty/engine"
	"github.com/trickparty/trickparty/engine/bot"
	"github.com/trickparty/trickparty/engine/games"
	"github.com/trickparty/trickparty/engine/review"
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
	for _, o := range sameAs(obs, j, best, encode) {
		h.SameActions = append(h.SameActions, o.Action)
		h.Same = append(h.Same, encode(o.Action))
	}
	next, hasNext := nextBest(j, best, h.SameActions)
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

// sameAs are the options a hint counts as good as best, by rules a
// player can check: every other card of the face-down row when best plays
// one (nobody knows those cards, so nothing tells them apart), and any
// option the search tried enough whose value is less than a noticeable
// difference below best's. Naming one of them alone would look arbitrary.
func sameAs(obs engine.Observation, j bot.Judgement, best bot.Option, encode func(engine.Action) engine.Move) []bot.Option {
	d, _ := games.Lookup(obs.GameName())
	rowKind := func(m engine.Move) bool {
		if d == nil || m.Play != "" {
			return false
		}
		spec, ok := d.Decision(m.Kind())
		return ok && spec.Value == engine.ValueRow
	}
	bestMove := encode(best.Action)
	facedown := rowKind(bestMove)
	floor := trustedVisits(j)
	var out []bot.Option
	for _, o := range j.Options {
		if o.Action == best.Action {
			continue
		}
		m := encode(o.Action)
		switch {
		case facedown && m.Kind() == bestMove.Kind():
			out = append(out, o)
		case o.Visits >= floor && best.Value-o.Value < review.Noticeable(j.Measure):
			out = append(out, o)
		}
	}
	return out
}

// nextBest is the best trusted option that is neither best nor one of
// same; false when there is none.
func nextBest(j bot.Judgement, best bot.Option, same []engine.Action) (bot.Option, bool) {
	floor := trustedVisits(j)
	var next bot.Option
	found := false
	for _, o := range j.Options {
		if o.Action == best.Action || slices.Contains(same, o.Action) || o.Visits < floor {
			continue
		}
		if !found || o.Value > next.Value {
			next, found = o, true
		}
	}
	if !found {
		// Nothing else was tried enough: the search's next favourite, as
		// bot.Judgement.RunnerUp says it.
		for _, o := range j.Options {
			if o.Action != best.Action && !slices.Contains(same, o.Action) {
				return o, true
			}
		}
	}
	return next, found
}

// trustedVisits is how often the search must have tried an option for
// its value to count, as bot.Judgement.Best counts it.
func trustedVisits(j bot.Judgement) int {
	if len(j.Options) == 0 {
		return 1
	}
	return max(j.Options[0].Visits/10, 1)
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
