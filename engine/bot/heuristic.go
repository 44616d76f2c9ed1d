package bot

import "github.com/trickparty/trickparty/engine"

// heuristicBot is the Easy and Normal player: fixed rules per game, read
// from the game's concrete observation type.
type heuristicBot struct {
	level Level
}

func (b *heuristicBot) Level() Level { return b.level }

func (b *heuristicBot) Choose(obs engine.Observation, rng *engine.RNG) engine.Action {
	return fallback(obs, rng)
}
