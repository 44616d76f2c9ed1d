package gudetama

import "github.com/trickparty/trickparty/engine"

// The reasons of Gudetama's score lines (translation keys).
const (
	reasonFinalTrick = "Won the final trick with"
	reasonOnePlayed  = "A 1 in the final trick: everyone scores their card"
)

// breakdown explains round r's points (Descriptor.Breakdown): only the
// final trick scores, its winner's card, or every card in it when a 1 was
// played.
func breakdown(tricks []engine.TrickRecord, players, r int) engine.ScoreBreakdown {
	b := engine.ScoreBreakdown{Seats: make([][]engine.ScoreLine, players)}
	round := engine.RoundTricks(tricks, r)
	if len(round) == 0 {
		return b
	}
	final := round[len(round)-1]
	one := false
	for _, p := range final.Plays {
		one = one || p.Card == Rank(1).String()
	}
	for _, p := range final.Plays {
		rank, err := ParseRank(p.Card)
		if err != nil || p.Seat < 0 || p.Seat >= players {
			continue
		}
		line := engine.ScoreLine{Reason: reasonOnePlayed, Cards: []string{p.Card}, Points: int(rank)}
		if !one {
			if len(final.Winners) == 0 || final.Winners[0] != p.Seat {
				continue
			}
			line.Reason = reasonFinalTrick
		}
		b.Seats[p.Seat] = append(b.Seats[p.Seat], line)
	}
	return b
}
