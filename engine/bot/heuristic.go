package bot

import (
	"github.com/trickparty/trickparty/engine"
	"github.com/trickparty/trickparty/engine/gudetama"
	"github.com/trickparty/trickparty/engine/gummi"
	"github.com/trickparty/trickparty/engine/trip"
)

// heuristicBot is the Easy and Normal player: fixed rules per game, read
// from the game's concrete observation type. It keeps no state, so it is
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
	var a engine.Action = engine.NoAction
	easy := b.level == Easy
	switch o := obs.(type) {
	case *gummi.Observation:
		a = gummiChoose(o, legal, easy, &local)
	case *gudetama.Observation:
		a = gudetamaChoose(o, legal, easy, &local)
	case *trip.Observation:
		a = tripChoose(o, legal, easy, &local)
	}
	for _, l := range legal {
		if l == a {
			return a
		}
	}
	return legal[local.IntN(len(legal))]
}

// argmax returns the action with the highest score, ties to the first.
func argmax(legal []engine.Action, score func(engine.Action) float64) engine.Action {
	best, bestV := legal[0], score(legal[0])
	for _, a := range legal[1:] {
		if v := score(a); v > bestV {
			best, bestV = a, v
		}
	}
	return best
}
