package trip

import "github.com/trickparty/trickparty/engine"

// The rules of Trick of Trip's score lines (engine.ScoreLine): their ids
// and a few English words for an interface that does not know an id.
const (
	// scoreSuit: each suit won, trumps included, scores its highest rank
	// won times the number of its cards won (Factors, in that order).
	scoreSuit  = "trip.score.suit"
	reasonSuit = "Highest number × cards won"
	// scoreNone: a seat that has won no card yet has no points.
	scoreNone = "trip.score.none"
)

// breakdown explains the scores after round r (Descriptor.Breakdown): the
// whole pile won so far scores again after every round, suit by suit, the
// highest rank won times the number of cards won.
func breakdown(tricks []engine.TrickRecord, players, r int) engine.ScoreBreakdown {
	won := make([]CardSet, players)
	for _, t := range tricks {
		if t.Round > r || len(t.Winners) == 0 {
			continue
		}
		w := t.Winners[0]
		for _, p := range t.Plays {
			if c, err := ParseCard(p.Card); err == nil && p.Seat == w && w >= 0 && w < players {
				won[w] = won[w].With(c)
			}
		}
	}
	b := engine.ScoreBreakdown{Seats: make([][]engine.ScoreLine, players), WholeGame: true, NoPoints: scoreNone}
	for s := range b.Seats {
		for su := Red; su <= Trump; su++ {
			pile := won[s] & suitCards[su]
			if pile.Empty() {
				continue
			}
			cards := pile.Cards()
			highest := cards[len(cards)-1].Rank()
			line := engine.ScoreLine{ID: scoreSuit, Reason: reasonSuit, Suit: su.String(), Cards: pile.Names(), Factors: []int{highest, len(cards)}, Points: highest * len(cards)}
			b.Seats[s] = append(b.Seats[s], line)
		}
	}
	return b
}
