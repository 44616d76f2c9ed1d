package ohhell

import "github.com/trickparty/trickparty/engine"

// examples show each trick reason at work, for the rules' pictures
// (Descriptor.TrickExamples); engine/games plays them through the game
// after their bids. Each is a round of one card a seat, seat 0 leading
// (seat 2 deals), dealt with seed 1, which turns up the queen of hearts
// for the first (hearts are trump) and the 2 of spades for the second
// (spades are trump, and none is played); the test of the examples says
// so.
var examples = []engine.TrickExample{
	withBids(engine.OneWinnerExample(trumpWins.ID, 2, "5S", "AS", "KH"), 0, 1, 1),
	withBids(engine.OneWinnerExample(ledWins.ID, 1, "KD", "AD", "2C"), 1, 1, 0),
}

// withBids is ex after seats 0, 1, 2... bid bids, in that order.
func withBids(ex engine.TrickExample, bids ...int) engine.TrickExample {
	for s, b := range bids {
		ex.Before = append(ex.Before, engine.ChoiceMove(s, MoveBid, b))
	}
	return ex
}
