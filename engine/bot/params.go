package bot

// paramsFor returns the search settings of a game. The values come from
// arena runs (see the package tests and `trickctl arena`); the reasoning:
//
//   - Gummi is one round by default, so a sample is played to the end of the
//     round and scored by the win; with three rounds the round horizon keeps
//     samples short and the score comparison carries the signal.
//   - Gudetama's games last many rounds whose deals the observer cannot
//     foresee, and only the last trick of a round scores, so a sample stops
//     at the end of the current round and is judged by the scores then.
//   - Trick of Trip's score formula rewards long-term collecting, but later
//     rounds' drafts are unknown; the round horizon with score comparison
//     trades a little foresight for many more samples.
//
// Every game re-deals the hidden cards on every iteration: Determinize
// costs a few microseconds at most, well under the rest of an iteration.
func paramsFor(game string) searchParams {
	switch game {
	case "gummi":
		return searchParams{c: 0.7, roundHorizon: true, temp: 4, winWeight: 0.8}
	case "gudetama":
		return searchParams{c: 0.7, roundHorizon: true, lowWins: true, temp: 3, winWeight: 0.8}
	case "trip":
		return searchParams{c: 0.7, roundHorizon: true, temp: 10, winWeight: 0.8}
	}
	return searchParams{c: 0.7, temp: 5, winWeight: 0.8}
}
