package gudetama

import (
	"github.com/trickparty/trickparty/engine"
)

// Gudetama's only scoring is the final trick, where nobody has a choice left:
// each seat plays the one card it kept. So the game is keeping a low card
// (ideally a 1) to the end, while being able to beat earlier tricks - a seat
// that cannot reach the trick's rank must give up its lowest card.
func gudetamaChoose(o *Observation, legal []engine.Action, easy bool, rng *engine.RNG) engine.Action {
	if o.LeadChoice == o.Viewer {
		return gudetamaLead(o, legal)
	}
	if easy {
		// A beginner plays its highest card: it sheds high cards but gives
		// up its low ones whenever it cannot beat the trick.
		return engine.ArgMax(legal, func(a engine.Action) float64 { return float64(a) + rng.Float64()*0.1 })
	}
	hand := o.Hand // ascending
	if len(hand) == 0 {
		return legal[0]
	}
	lowest := hand[0]
	best := Rank(0)
	for _, p := range o.Trick {
		best = max(best, p.Card)
	}
	if len(hand) == 2 {
		// The next trick is the last: keep the lower card by playing the
		// higher one if allowed.
		return engine.ArgMax(legal, func(a engine.Action) float64 { return float64(a) })
	}
	// Keep the lowest card; among the others play the smallest that is
	// allowed (saving high cards to beat later tricks), but as leader shed
	// a card that will not be needed to beat: the lowest above the kept one.
	return engine.ArgMax(legal, func(a engine.Action) float64 {
		r := Rank(a)
		if r == lowest {
			// Giving up the kept card is the last resort, unless another
			// copy of it remains in the hand.
			if len(hand) > 1 && hand[1] == lowest {
				return 50 - float64(r)
			}
			return -100
		}
		if len(o.Trick) > 0 && r == 14 && best < 14 {
			// A 14 is worth keeping to beat a high trick later; spend
			// it only when nothing else will do.
			return 40 - float64(r)
		}
		return 60 - float64(r)
	})
}

// gudetamaLead picks who leads after our 14: the seat with the highest
// score, so a rival close to winning does not get to set the next trick.
func gudetamaLead(o *Observation, legal []engine.Action) engine.Action {
	return engine.ArgMax(legal, func(a engine.Action) float64 {
		t := leadSeat(a)
		if t < 0 || t >= len(o.Scores) {
			return -1
		}
		return float64(o.Scores[t]) - 0.01*float64((t-o.Viewer+o.NumPlayers)%o.NumPlayers)
	})
}
