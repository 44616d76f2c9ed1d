package gudetama

import "github.com/trickparty/trickparty/engine"

// rollout is the Hard bot's rollout policy (Descriptor.Rollout). Uniform
// play throws low cards away so often that every final trick looks like a
// lottery and the search cannot see the value of keeping a low card, so it
// follows the core of the Normal rule, with some noise: keep the lowest
// card and play the smallest other card allowed (legal plays come in
// ascending rank order).
func rollout(g engine.Game, seat int, legal []engine.Action, rng *engine.RNG) engine.Action {
	if len(legal) == 1 {
		return legal[0]
	}
	gg, ok := g.(*Game)
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
