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
	if !ok || rng.IntN(8) == 0 {
		return legal[rng.IntN(len(legal))]
	}
	if gg.Choosing() {
		// As Normal: the seat with the highest score leads, so a rival
		// close to the target does not set the next trick.
		best := legal[0]
		for _, a := range legal[1:] {
			if gg.Score(leadSeat(a)) > gg.Score(leadSeat(best)) {
				best = a
			}
		}
		return best
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
