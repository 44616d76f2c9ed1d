package ohhell

import "github.com/trickparty/trickparty/engine"

// breakdown explains a round's points from its tricks: each seat's bid
// is in the bids the round's first trick was played under (its Before),
// its tricks are those it won. An exact bid is one line of 10 and a point
// a trick, naming the cards that won its tricks; a bid of 0 made is a
// line of 10 naming the cards it played, none of which won; a missed bid
// has no line ("ohhell.score.missed"). A round whose
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
	won, played := make([][]string, players), make([][]string, players)
	for _, t := range rt {
		for _, w := range t.Why {
			if w.Seat >= 0 && w.Seat < players {
				won[w.Seat] = append(won[w.Seat], w.Card)
			}
		}
		for _, p := range t.Plays {
			if p.Seat >= 0 && p.Seat < players {
				played[p.Seat] = append(played[p.Seat], p.Card)
			}
		}
	}
	for s := range players {
		switch {
		case len(won[s]) != bids[s]:
		case bids[s] == 0:
			b.Seats[s] = []engine.ScoreLine{{ID: "ohhell.score.zero", Reason: "Bid 0 and took no trick", Cards: played[s], Points: BonusPoints}}
		default:
			b.Seats[s] = []engine.ScoreLine{{ID: "ohhell.score.exact", Reason: "Exact bid", Cards: won[s], Points: BonusPoints + bids[s]}}
		}
	}
	return b
}
