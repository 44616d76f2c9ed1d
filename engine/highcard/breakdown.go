package highcard

import "github.com/trickparty/trickparty/engine"

// breakdown: a point for each trick won, named by the winning card.
func breakdown(tricks []engine.TrickRecord, players, round int) engine.ScoreBreakdown {
	b := engine.ScoreBreakdown{Seats: make([][]engine.ScoreLine, players), NoPoints: "highcard.score.none"}
	for _, t := range engine.RoundTricks(tricks, round) {
		for _, w := range t.Why {
			if w.Seat >= 0 && w.Seat < players {
				b.Seats[w.Seat] = append(b.Seats[w.Seat], engine.ScoreLine{ID: "highcard.score.trick", Reason: "Tricks won", Cards: []string{w.Card}, Points: 1})
			}
		}
	}
	return b
}
