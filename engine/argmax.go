package engine

// ArgMax returns the action of legal (not empty) with the highest score,
// ties to the first: the bots' heuristics pick their moves with it.
func ArgMax(legal []Action, score func(Action) float64) Action {
	best, bestV := legal[0], score(legal[0])
	for _, a := range legal[1:] {
		if v := score(a); v > bestV {
			best, bestV = a, v
		}
	}
	return best
}
