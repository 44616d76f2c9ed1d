package trip

import (
	"math/bits"

	"github.com/trickparty/trickparty/engine"
)

// fixedDeal is one round of engine.Config.Deals, parsed once in New and
// shared (read-only) by every copy of the game.
type fixedDeal struct {
	leader int  // -1 when the deal leaves it out
	draw   bool // the cards are drawn (the round opens with the draft); else they are the hands
	cards  [MaxPlayers]CardSet
	size   int // cards per seat
	all    CardSet
}

// parseDeals checks everything about the fixed deals that does not depend on
// play: names, duplicates, sizes, leaders, and that every round finds enough
// cards in the deck. Whether a card was already won is checked when its
// round starts.
func parseDeals(in []engine.Deal, players, rounds int) ([]fixedDeal, error) {
	if len(in) > rounds {
		return nil, engine.BadConfig("%d deals given for a game of %d rounds", len(in), rounds)
	}
	out := make([]fixedDeal, len(in))
	for i, d := range in {
		r := i + 1
		fd := &out[i]
		var err error
		if fd.leader, err = d.LeaderSeat(players, r); err != nil {
			return nil, err
		}
		if len(d.Facedown) > 0 {
			return nil, engine.BadConfig("round %d: Trick of Trip has no face-down cards", r)
		}
		lists := d.Hands
		fd.draw = len(d.Draw) > 0
		switch {
		case fd.draw && len(d.Hands) > 0:
			return nil, engine.BadConfig(`round %d: give either "draw" or "hands", not both`, r)
		case fd.draw:
			lists = d.Draw
		case len(d.Hands) == 0:
			return nil, engine.BadConfig(`round %d: the deal gives neither "draw" nor "hands"`, r)
		}
		if len(lists) != players {
			return nil, engine.BadConfig("round %d: %d seats dealt at a table of %d", r, len(lists), players)
		}
		for s, names := range lists {
			for _, name := range names {
				c, err := ParseCard(name)
				if err != nil {
					return nil, engine.BadConfig("round %d, seat %d: %v", r, s, err)
				}
				if fd.all.Has(c) {
					return nil, engine.BadConfig("round %d: %s is dealt twice", r, c)
				}
				fd.all = fd.all.With(c)
				fd.cards[s] = fd.cards[s].With(c)
			}
			size := fd.cards[s].Count()
			switch {
			case fd.draw && size != DrawSize:
				return nil, engine.BadConfig("round %d: seat %d draws %d cards; every player draws %d", r, s, size, DrawSize)
			case s > 0 && size != fd.size:
				return nil, engine.BadConfig("round %d: seat %d holds %d cards but seat 0 holds %d; every seat must hold the same number", r, s, size, fd.size)
			case size == 0:
				return nil, engine.BadConfig("round %d: the hands are empty", r)
			}
			fd.size = size
		}
	}
	// Each trick leaves exactly one card out of later decks (the winner's),
	// so how many cards each round finds is known in advance.
	left := NumCards
	for r := 1; r <= rounds; r++ {
		size := DrawSize
		if r <= len(out) && !out[r-1].draw {
			size = out[r-1].size
		}
		if size*players > left {
			return nil, engine.BadConfig("round %d needs %d cards but only %d are left after the cards won in earlier rounds", r, size*players, left)
		}
		if size == DrawSize {
			left -= TricksPerRound
		} else {
			left -= size
		}
	}
	return out, nil
}

// startRound shuffles the cards nobody has won (the discards rejoin the
// deck) and deals round r: six drawn cards per seat, or the fixed deal.
func (g *Game) startRound(r, leader int) {
	g.round = r
	var won CardSet
	for s := 0; s < g.players; s++ {
		won |= g.won[s]
	}
	g.deck = allCards &^ won
	g.discard = 0
	g.drawn = [MaxPlayers]CardSet{}
	g.sets = [MaxPlayers][2]CardSet{}
	g.hand = [MaxPlayers]CardSet{}
	g.picked = [MaxPlayers]int8{-1, -1, -1, -1, -1}
	g.split, g.pickd = 0, 0
	g.leader, g.turn = leader, leader
	g.nTrick, g.nDone = 0, 0
	if r <= len(g.deals) {
		d := &g.deals[r-1]
		g.deck &^= d.all
		g.drafted = d.draw
		if d.draw {
			g.drawn = d.cards
			g.phase = phaseSplit
		} else {
			g.hand = d.cards
			g.phase = phasePlay
		}
		return
	}
	var cards [NumCards]Card
	k := 0
	for t := g.deck; t != 0; t &= t - 1 {
		cards[k] = Card(bits.TrailingZeros64(uint64(t)))
		k++
	}
	size := DrawSize
	if k < size*g.players {
		// Only a determinized copy of a game with large fixed hands can get
		// here (New checks the counts): deal what is left as hands.
		size = k / g.players
	}
	for i := 0; i < size*g.players; i++ {
		j := i + g.rng.IntN(k-i)
		cards[i], cards[j] = cards[j], cards[i]
		g.deck = g.deck.Without(cards[i])
	}
	g.drafted = size == DrawSize
	for s := 0; s < g.players; s++ {
		var set CardSet
		for _, c := range cards[s*size : (s+1)*size] {
			set |= 1 << c
		}
		if g.drafted {
			g.drawn[s] = set
		} else {
			g.hand[s] = set
		}
	}
	if g.drafted {
		g.phase = phaseSplit
	} else {
		g.phase = phasePlay
	}
}
