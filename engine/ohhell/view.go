package ohhell

import (
	"strconv"

	"github.com/trickparty/trickparty/engine"
)

// The ids of the view's rows and tags.
const (
	// RowTrump is the row of the card turned up for trump; RowNoTrump
	// stands for it, without a card, in a round whose hands took the deck.
	RowTrump   = "ohhell.trump"
	RowNoTrump = "ohhell.notrump"
	// TagBid is a seat's bid this round, TagWon the tricks it has won.
	TagBid = "ohhell.bid"
	TagWon = "ohhell.won"
)

// view draws an observation in the shape every game shares: the bid is a
// prompt of every number from 0 to the cards in hand (the one the hook
// forbids the dealer shown but not legal), the card turned up a row, each
// seat's bid and tricks won its tags.
func view(o *Observation) engine.View {
	legal := engine.LegalSet(o)
	v := o.Viewpoint.View(Name, o.ToMove(), o.Over)
	v.Rounds, v.Leader, v.RoundScores = o.Rounds, o.Leader, o.RoundScores
	if o.Over {
		v.Winners = o.Winners
	}
	for _, c := range o.Hand.Cards() {
		a := PlayAction(c)
		v.Hand = append(v.Hand, engine.CardView{Name: c.String(), Action: a, Legal: legal[a]})
	}
	if o.TurnUp.Valid() {
		v.Rows = []engine.CardRow{{ID: RowTrump, Label: "Turned up for trump: {{.Cards}}", Seat: -1,
			Cards: []engine.RowCard{{Name: o.TurnUp.String(), Action: engine.NoAction}}}}
	} else {
		v.Rows = []engine.CardRow{{ID: RowNoTrump, Label: "No trump this round: every card was dealt", Seat: -1}}
	}
	bids, won := o.Bids(), o.Won()
	v.Seats = make([]engine.SeatView, o.NumPlayers)
	for s := range v.Seats {
		sv := &v.Seats[s]
		sv.HandCount, sv.Score = o.HandCounts[s], o.Scores[s]
		if bids[s] >= 0 {
			sv.Tags = append(sv.Tags, engine.Tag{ID: TagBid, N: bids[s]}, engine.Tag{ID: TagWon, N: won[s]})
		}
	}
	if !o.Over && o.Bidding() && o.Turn == o.Viewer {
		v.Phase = engine.Decide
		p := &engine.Prompt{Kind: MoveBid, Say: "Bid the tricks you will take", Title: "Your bid",
			Ask: "How many tricks will you take?", Seat: -1}
		if o.Hook && o.Viewer == o.Dealer {
			p.Ask = "You deal, so your bid may not make the bids add up to the tricks. How many tricks will you take?"
		}
		for n := 0; n <= o.HandSize; n++ {
			a := BidAction(n)
			p.Choices = append(p.Choices, engine.PromptChoice{Action: a, Label: strconv.Itoa(n), Seat: -1, Legal: legal[a]})
		}
		v.Prompt = p
	}
	for _, p := range o.Trick {
		v.Trick = append(v.Trick, p.Record())
	}
	if k := len(o.Tricks); k > 0 {
		trump := o.Trump()
		last := o.Tricks[k-1].Record(o.Round, func(plays []Play) (int, string) {
			if len(plays) != o.NumPlayers {
				return -1, ""
			}
			var cards [MaxPlayers]Card
			for i, p := range plays {
				cards[i] = p.Card
			}
			return winnerOf(cards[:len(plays)], trump)
		})
		if k == 1 {
			b := make([]int8, o.NumPlayers)
			for s := range b {
				b[s] = int8(bids[s])
			}
			last.Before = bidMoves(o.NumPlayers, o.Dealer, b)
		}
		v.LastTrick = &last
	}
	return v
}
