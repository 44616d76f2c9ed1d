package bot

import (
	"github.com/trickparty/trickparty/engine"
	"github.com/trickparty/trickparty/engine/games"
)

// rolloutPolicy picks a sampled game's next action after the search leaves
// its tree. It sees the full sampled game (every hand), which is fine: the
// sample is the search's guess, not the real game. legal is non-empty.
type rolloutPolicy func(g engine.Game, seat int, legal []engine.Action, rng *engine.RNG) engine.Action

func uniformRollout(_ engine.Game, _ int, legal []engine.Action, rng *engine.RNG) engine.Action {
	return legal[rng.IntN(len(legal))]
}

// rolloutFor returns a game's rollout policy (Descriptor.Rollout), uniform
// play where the game has none.
func rolloutFor(game string) rolloutPolicy {
	if d, ok := games.Lookup(game); ok && d.Rollout != nil {
		return d.Rollout
	}
	return uniformRollout
}
