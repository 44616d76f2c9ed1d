package engine

// RolloutNoise: one decision in RolloutNoise of a game's rollout rule
// (Descriptor.Rollout) is uniform, so the samples still cover the plays the
// rule would never make.
const RolloutNoise = 8

// RolloutUniform is the part of a rollout rule that does not read the game:
// the only legal action when there is one, else a uniform pick when uniform
// is true (the rule cannot judge this position) or on one call in
// RolloutNoise. ok is false when the game's rule is to choose; the RNG is
// drawn from only as the pick needs, so a rule keeps its sequence of draws.
func RolloutUniform(legal []Action, rng *RNG, uniform bool) (a Action, ok bool) {
	if len(legal) == 1 {
		return legal[0], true
	}
	if uniform || rng.IntN(RolloutNoise) == 0 {
		return legal[rng.IntN(len(legal))], true
	}
	return NoAction, false
}
