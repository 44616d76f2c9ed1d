package highcard

import "github.com/trickparty/trickparty/engine"

// choose leads the highest card; following, it takes the trick with the
// lowest card that does, or throws its lowest. Easy always plays its
// highest.
func choose(o *Observation, legal []engine.Action, easy bool, _ *engine.RNG) engine.Action {
	highest := engine.ArgMax(legal, func(a engine.Action) float64 { return float64(a) })
	if easy || o.Played == 0 {
		return highest
	}
	lowest := engine.ArgMax(legal, func(a engine.Action) float64 { return -float64(a) })
	best := engine.NoAction
	for _, a := range legal {
		if Card(a) > o.Played && (best == engine.NoAction || a < best) {
			best = a
		}
	}
	if best == engine.NoAction {
		return lowest
	}
	return best
}
