package ohhell

import "github.com/trickparty/trickparty/engine"

// fixedDeal is one parsed entry of cfg.Deals.
type fixedDeal struct {
	leader   int  // -1: not given
	hasHands bool // false: the round is dealt from the seed
	size     int
	hands    [MaxPlayers]Hand
	// turnUp is the card the deal turns up (its "draw": [[card]]);
	// NoCard when it leaves that to the seed or no card is left.
	turnUp Card
}

// parseDeals reads and checks cfg.Deals whole: every round deals from a
// full deck, so each can be checked before play. A deal's hands are each
// seat's cards, all of one size, the round's tricks; its draw, when
// given, is one list of the one card turned up for trump.
func (g *Game) parseDeals(deals []engine.Deal) ([]fixedDeal, error) {
	if len(deals) > g.rounds {
		return nil, engine.BadConfig("%d fixed deals for a game of %d rounds", len(deals), g.rounds)
	}
	out := make([]fixedDeal, len(deals))
	for i, d := range deals {
		r, fd := i+1, &out[i]
		fd.turnUp = NoCard
		var err error
		if fd.leader, err = d.LeaderSeat(g.players, r); err != nil {
			return nil, err
		}
		if len(d.Facedown) > 0 {
			return nil, engine.BadConfig("round %d: Oh Hell has no face-down cards", r)
		}
		if d.Hands == nil {
			if len(d.Draw) > 0 {
				return nil, engine.BadConfig("round %d: a card turned up needs the hands it was dealt after", r)
			}
			continue
		}
		if len(d.Hands) != g.players {
			return nil, engine.BadConfig("round %d: %d hands for %d players", r, len(d.Hands), g.players)
		}
		fd.hasHands, fd.size = true, len(d.Hands[0])
		if fd.size < 1 || fd.size*g.players > Cards {
			return nil, engine.BadConfig("round %d: %d cards each, not 1 to %d", r, fd.size, Cards/g.players)
		}
		var dealt Hand
		for s, names := range d.Hands {
			if len(names) != fd.size {
				return nil, engine.BadConfig("round %d: every seat is dealt the same number of cards (seat 0 %d, seat %d %d)", r, fd.size, s, len(names))
			}
			for _, name := range names {
				c, err := ParseCard(name)
				if err != nil {
					return nil, engine.BadConfig("round %d, seat %d: %v", r, s, err)
				}
				if dealt.Has(c) {
					return nil, engine.BadConfig("round %d: %s is dealt twice", r, name)
				}
				dealt |= c.bit()
				fd.hands[s] |= c.bit()
			}
		}
		switch {
		case len(d.Draw) == 0:
		case len(d.Draw) != 1 || len(d.Draw[0]) != 1:
			return nil, engine.BadConfig("round %d: the draw is one card, the one turned up for trump", r)
		case fd.size*g.players == Cards:
			return nil, engine.BadConfig("round %d: the hands take the whole deck, so no card is turned up", r)
		default:
			c, err := ParseCard(d.Draw[0][0])
			if err != nil {
				return nil, engine.BadConfig("round %d, the card turned up: %v", r, err)
			}
			if dealt.Has(c) {
				return nil, engine.BadConfig("round %d: %s is dealt and turned up", r, c)
			}
			fd.turnUp = c
		}
	}
	return out, nil
}

// beginRound deals round r (its fixed deal when given, else from the
// seed): the dealer is the seat after the last round's (round 1's is set
// by New), the card after the hands is turned up for trump unless the
// deck ran out, and the seat left of the dealer bids first.
func (g *Game) beginRound(r int) {
	if r > 1 {
		g.dealer = (g.dealer + 1) % g.players
	}
	g.round = r
	g.hands = [MaxPlayers]Hand{}
	g.tricks, g.winners, g.nDone = [MaxHand]trick{}, [MaxHand]int8{}, 0
	g.bids, g.won, g.nBids = [MaxPlayers]int8{-1, -1, -1, -1, -1, -1, -1}, [MaxPlayers]int8{}, 0
	g.turnUp = NoCard
	if r-1 < len(g.deals) && g.deals[r-1].hasHands {
		fd := &g.deals[r-1]
		g.size = fd.size
		copy(g.hands[:], fd.hands[:g.players])
		g.turnUp = fd.turnUp
		if g.turnUp == NoCard && g.size*g.players < Cards {
			var rest [Cards]Card
			n, dealt := 0, g.dealt()
			for c := Card(0); c < Cards; c++ {
				if !dealt.Has(c) {
					rest[n] = c
					n++
				}
			}
			g.turnUp = rest[g.rng.IntN(n)]
		}
	} else {
		g.size = g.handSize(r)
		deck := [Cards]Card{}
		for c := range deck {
			deck[c] = Card(c)
		}
		engine.Shuffle(&g.rng, deck[:])
		for i, c := range deck[:g.size*g.players] {
			s := (g.dealer + 1 + i) % g.players
			g.hands[s] |= c.bit()
		}
		if k := g.size * g.players; k < Cards {
			g.turnUp = deck[k]
		}
	}
	g.turn = (g.dealer + 1) % g.players
	g.tricks[0].lead = int8(g.turn)
	for s := 0; s < g.players; s++ {
		g.roundBids[r-1][s] = -1
	}
}

// dealt is every card in a hand.
func (g *Game) dealt() Hand {
	var h Hand
	for s := 0; s < g.players; s++ {
		h |= g.hands[s]
	}
	return h
}
