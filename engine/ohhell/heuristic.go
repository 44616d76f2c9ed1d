package ohhell

import "github.com/trickparty/trickparty/engine"

// choose is the Easy and Normal players' choice. Bidding, they count the
// tricks their hand is likely to take (Normal weighs every high card and
// trump, Easy counts aces and high trumps) and bid the nearest number
// the hook allows. Playing, they try to make the bid exactly: short of
// it they win the trick if they can, else they throw their lowest card;
// once it is made they duck under the best card so far, or, made to win,
// win with their highest. Easy does not look at the trick: it plays its
// highest card while short and its lowest once made.
func choose(o *Observation, legal []engine.Action, easy bool, _ *engine.RNG) engine.Action {
	if IsBid(legal[0]) {
		return chooseBid(o, legal, easy)
	}
	trump := o.Trump()
	need := 0
	if bids, won := o.Bids(), o.Won(); o.Viewer < len(bids) && o.Viewer < len(won) {
		need = bids[o.Viewer] - won[o.Viewer]
	}
	strength := func(a engine.Action) float64 { return float64(power(Card(a), trump)) }
	weakness := func(a engine.Action) float64 { return -strength(a) }
	if easy {
		if need > 0 {
			return engine.ArgMax(legal, strength)
		}
		return engine.ArgMax(legal, weakness)
	}
	if len(o.Trick) == 0 {
		if need > 0 {
			return engine.ArgMax(legal, strength)
		}
		return engine.ArgMax(legal, weakness)
	}
	var winning, losing []engine.Action
	var buf [MaxPlayers]Card
	for _, a := range legal {
		if wins(o.Trick, Card(a), trump, &buf) {
			winning = append(winning, a)
		} else {
			losing = append(losing, a)
		}
	}
	last := len(o.Trick) == o.NumPlayers-1
	switch {
	case need > 0 && len(winning) > 0 && last:
		return engine.ArgMax(winning, weakness) // just enough to take it
	case need > 0 && len(winning) > 0:
		return engine.ArgMax(winning, strength) // hard for the rest to beat
	case need > 0:
		return engine.ArgMax(losing, weakness)
	case len(losing) > 0:
		return engine.ArgMax(losing, strength) // shed the highest card that stays under
	}
	return engine.ArgMax(winning, strength)
}

// power orders cards for the bots: trumps above every other card, then by
// rank.
func power(c Card, trump Suit) int {
	if c.Suit() == trump {
		return 100 + c.Rank()
	}
	return c.Rank()
}

// wins reports whether c, played now, would be the best card of the
// trick so far.
func wins(trick []Play, c Card, trump Suit, buf *[MaxPlayers]Card) bool {
	cards := buf[:0]
	for _, p := range trick {
		cards = append(cards, p.Card)
	}
	cards = append(cards, c)
	i, _ := winnerOf(cards, trump)
	return i == len(cards)-1
}

// chooseBid bids the tricks the hand is likely to take, or the nearest
// bid the hook allows (the lower one on a tie).
func chooseBid(o *Observation, legal []engine.Action, easy bool) engine.Action {
	trump := o.Trump()
	expect := 0.0
	for _, c := range o.Hand.Cards() {
		r := c.Rank()
		switch {
		case easy && (r == 14 || c.Suit() == trump && r >= 12):
			expect++
		case easy:
		case c.Suit() == trump:
			expect += [...]float64{0.3, 0.3, 0.3, 0.35, 0.35, 0.4, 0.45, 0.5, 0.55, 0.65, 0.8, 0.9, 1}[r-2]
		case r == 14:
			expect += 0.85
		case r == 13 && o.Hand.Of(c.Suit()).Len() <= 3:
			expect += 0.5
		case r == 12 && o.Hand.Of(c.Suit()).Len() <= 2 && o.NumPlayers <= 4:
			expect += 0.25
		}
	}
	want := int(expect + 0.5)
	return engine.ArgMax(legal, func(a engine.Action) float64 {
		d := float64(bidOf(a) - want)
		if d > 0 {
			return -d - 0.1 // the lower bid wins a tie
		}
		return d
	})
}
