package ohhell

import "github.com/trickparty/trickparty/engine"

// breakdown explains a round's points from its tricks: each seat's bid
// is in the bids the round's first trick was played under (its Before),
// its tricks are those it won. An exact bid is one line of 10 and a point
// a trick, naming the cards that won the tricks (none for a bid of 0
// made); a missed bid has no line ("ohhell.score.missed"). A round whose
// first trick is not in the record (a guest who joined late) explains
// nothing.
func breakdown(tricks []engine.TrickRecord, players, round int) engine.ScoreBreakdown {
	b := engine.ScoreBreakdown{Seats: make([][]engine.ScoreLine, players), NoPoints: "ohhell.score.missed"}
	rt := engine.RoundTricks(tricks, round)
	if len(rt) == 0 || len(rt[0].Before) != players {
		return b
	}
	bids := make([]int, players)
	for _, m := range rt[0].Before {
		n, err := m.Int()
		if m.Kind() != MoveBid || err != nil || m.Seat < 0 || m.Seat >= players {
			return b
		}
		bids[m.Seat] = n
	}
	won := make([][]string, players)
	for _, t := range rt {
		for _, w := range t.Why {
			if w.Seat >= 0 && w.Seat < players {
				won[w.Seat] = append(won[w.Seat], w.Card)
			}
		}
	}
	for s := range players {
		if len(won[s]) == bids[s] {
			b.Seats[s] = []engine.ScoreLine{{ID: "ohhell.score.exact", Reason: "Exact bid", Cards: won[s], Points: BonusPoints + bids[s]}}
		}
	}
	return b
}
