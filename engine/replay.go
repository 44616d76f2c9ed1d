package engine

// SeatAction is one seat's action, as a round's record of moves lists it.
type SeatAction struct {
	Seat   int
	Action Action
}

// RoundReplayer is implemented by an observation whose current round can
// be played again from its start in a game sampled from it (Determinize).
// The Expert bot replays a sample's round to ask, at each card an opponent
// played, whether that opponent would have played it holding the cards the
// sample gives it: samples that make the opponents' play look sensible are
// the likelier ones.
type RoundReplayer interface {
	// ReplayRound sets dst (reused when it is a game of sample's type) to
	// sample as it stood before the first card of the current round was
	// played, holding the cards sample deals, and appends to moves every
	// action taken since, in order: applying them to the result gives
	// sample's position again. sample must be a game this observation's
	// Determinize dealt. ok is false when the round cannot be replayed
	// (nothing is played yet, or sample is not such a game).
	ReplayRound(sample, dst Game, moves []SeatAction) (start Game, out []SeatAction, ok bool)
}
