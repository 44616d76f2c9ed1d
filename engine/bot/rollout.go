package bot

import (
	"github.com/trickparty/trickparty/engine"
	"github.com/trickparty/trickparty/engine/gudetama"
)

// rolloutPolicy picks a sampled game's next action after the search leaves
// its tree. It sees the full sampled game (every hand), which is fine: the
// sample is the search's guess, not the real game. legal is non-empty.
type rolloutPolicy func(g engine.Game, seat int, legal []engine.Action, rng *engine.RNG) engine.Action

func uniformRollout(_ engine.Game, _ int, legal []engine.Action, rng *engine.RNG) engine.Action {
	return legal[rng.IntN(len(legal))]
}

// rolloutFor returns a game's rollout policy. Uniform play is right for
// Gummi (its samples already rank moves well); in Gudetama uniform play
// throws low cards away so often that every final trick looks like a
// lottery and the search cannot see the value of keeping a low card, so
// rollouts there follow the core of the Normal rule, with some noise.
func rolloutFor(game string) rolloutPolicy {
	if game == "gudetama" {
		return gudetamaRollout
	}
	return uniformRollout
}

// gudetamaRollout keeps the lowest card and plays the smallest other card
// allowed (legal plays come in ascending rank order).
func gudetamaRollout(g engine.Game, seat int, legal []engine.Action, rng *engine.RNG) engine.Action {
	if len(legal) == 1 {
		return legal[0]
	}
	gg, ok := g.(*gudetama.Game)
	if !ok || gg.Choosing() || rng.IntN(8) == 0 {
		return legal[rng.IntN(len(legal))]
	}
	h := gg.Hand(seat)
	if h.Len() == 2 {
		return legal[len(legal)-1]
	}
	low := engine.Action(h.Lowest())
	if legal[0] == low && h.Count(h.Lowest()) == 1 {
		return legal[1]
	}
	return legal[0]
}
