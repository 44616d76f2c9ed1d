package bot

import "github.com/trickparty/trickparty/engine/games"

// paramsFor returns the search settings of a game, from its descriptor
// (engine.SearchTuning; the values come from arena runs, see the package
// tests and `trickctl arena`). Every game re-deals the hidden cards on
// every iteration: Determinize costs a few microseconds at most, well
// under the rest of an iteration.
func paramsFor(game string) searchParams {
	d, ok := games.Lookup(game)
	if !ok {
		return searchParams{c: 0.7, temp: 5, winWeight: 0.8}
	}
	t := d.Search
	return searchParams{c: t.Explore, roundHorizon: t.RoundHorizon, lowWins: d.LowScoreWins, temp: t.Temp, winWeight: t.WinWeight, modelOpponents: t.ModelOpponents, versusBest: t.VersusBest}
}
