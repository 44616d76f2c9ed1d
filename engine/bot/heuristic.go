package bot

import (
	"github.com/trickparty/trickparty/engine"
	"github.com/trickparty/trickparty/engine/games"
)

// heuristicBot is the Easy and Normal player: fixed rules per game, each
// game's Descriptor.Heuristic. It keeps no state, so it is
// safe for concurrent use.
type heuristicBot struct {
	level Level
}

func (b *heuristicBot) Level() Level { return b.level }

func (b *heuristicBot) Choose(obs engine.Observation, rng *engine.RNG) engine.Action {
	var buf [engine.MaxActions]engine.Action
	legal := obs.Legal(buf[:0])
	if len(legal) == 0 {
		return engine.NoAction
	}
	// Draw once whatever happens, so every bot advances the caller's RNG
	// the same way; the heuristics use it only to break ties.
	local := engine.NewRNG(rng.Uint64())
	if len(legal) == 1 {
		return legal[0]
	}
	a := engine.NoAction
	if d, ok := games.Lookup(obs.GameName()); ok {
		a = d.Heuristic(obs, legal, b.level == Easy, &local)
	}
	for _, l := range legal {
		if l == a {
			return a
		}
	}
	return legal[local.IntN(len(legal))]
}
