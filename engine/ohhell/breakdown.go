package ohhell

import "github.com/trickparty/trickparty/engine"

// The ids of the score lines: a bid made (of 1 or more, of 0), a bid
// missed (with a trick taken or none), and what a seat with no line
// scored.
const (
	scoreExact      = "ohhell.score.exact"
	scoreZero       = "ohhell.score.zero"
	scoreMissed     = "ohhell.score.missed.took"
	scoreMissedNone = "ohhell.score.missed.none"
	scoreNothing    = "ohhell.score.missed"
)

// breakdown explains a round's points from its tricks: each seat's bid
// is in the bids the round's first trick was played under (its Before),
// its tricks are those it won. Every seat has one line that says its bid
// and what it took:
//   - an exact bid counts the cards that won its tricks (as many as the
//     bid) and scores 10 and a point a trick, its one factor;
//   - a bid of 0 made counts the cards it played, none of which won,
//     and scores 10;
//   - a missed bid counts the cards that won its tricks, or the cards it
//     played where it took none, and scores its bid times nothing: its
//     factors are the bid (what the words say it bid) and 0.
//
// The factors keep a table from putting the line's points under each
// card, as if every card had scored them. A round whose first trick is
// not in the record (a guest who joined late) explains nothing.
func breakdown(tricks []engine.TrickRecord, players, round int) engine.ScoreBreakdown {
	b := engine.ScoreBreakdown{Seats: make([][]engine.ScoreLine, players), NoPoints: scoreNothing}
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
		var l engine.ScoreLine
		switch took := len(won[s]); {
		case took == bids[s] && took == 0:
			l = engine.ScoreLine{ID: scoreZero, Reason: "Bid 0 and took no trick", Cards: played[s], Factors: []int{BonusPoints}, Points: BonusPoints}
		case took == bids[s]:
			l = engine.ScoreLine{ID: scoreExact, Reason: "Exact bid", Cards: won[s], Factors: []int{BonusPoints + took}, Points: BonusPoints + took}
		case took == 0:
			l = engine.ScoreLine{ID: scoreMissedNone, Reason: "Missed the bid", Cards: played[s], Factors: []int{bids[s], 0}}
		default:
			l = engine.ScoreLine{ID: scoreMissed, Reason: "Missed the bid", Cards: won[s], Factors: []int{bids[s], 0}}
		}
		if len(l.Cards) > 0 {
			b.Seats[s] = []engine.ScoreLine{l}
		}
	}
	return b
}
