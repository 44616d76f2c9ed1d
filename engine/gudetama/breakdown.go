package gudetama

import "github.com/trickparty/trickparty/engine"

// The rules of Gudetama's score lines (engine.ScoreLine): their ids and a
// few English words for an interface that does not know an id.
const (
	// scoreFinalTrick: the winner of the round's final trick scores the
	// card it won with.
	scoreFinalTrick  = "gudetama.score.final_trick"
	reasonFinalTrick = "Won the final trick with"
	// scoreOnePlayed: a 1 in the final trick makes every player score the
	// card they played in it.
	scoreOnePlayed  = "gudetama.score.one_played"
	reasonOnePlayed = "A 1 in the final trick: everyone scores their card"
	// scoreNone: a seat that played the round but did not win its final
	// trick (with no 1 in it) scores nothing.
	scoreNone = "gudetama.score.none"
)

// breakdown explains round r's points (Descriptor.Breakdown): only the
// final trick scores, its winner's card, or every card in it when a 1 was
// played.
func breakdown(tricks []engine.TrickRecord, players, r int) engine.ScoreBreakdown {
	b := engine.ScoreBreakdown{Seats: make([][]engine.ScoreLine, players), NoPoints: scoreNone}
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
		line := engine.ScoreLine{ID: scoreOnePlayed, Reason: reasonOnePlayed, Cards: []string{p.Card}, Points: int(rank)}
		if !one {
			if len(final.Winners) == 0 || final.Winners[0] != p.Seat {
				continue
			}
			line.ID, line.Reason = scoreFinalTrick, reasonFinalTrick
		}
		b.Seats[p.Seat] = append(b.Seats[p.Seat], line)
	}
	return b
}
