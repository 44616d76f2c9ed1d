package ohhell

import (
	"math/bits"

	"github.com/trickparty/trickparty/engine"
)

// Legal lists seat's legal actions on its turn: while bidding, every bid
// from 0 to the cards in hand but the dealer's hooked one; then the cards
// of the suit led when it holds any, else every card.
func (g *Game) Legal(seat int, buf []engine.Action) []engine.Action {
	buf = buf[:0]
	if g.over || seat != g.turn {
		return buf
	}
	if g.nBids < g.players {
		for n := 0; n <= g.size; n++ {
			if !g.hooked(seat, n) {
				buf = append(buf, BidAction(n))
			}
		}
		return buf
	}
	for h := g.playable(seat); h != 0; h &= h - 1 {
		buf = append(buf, PlayAction(Card(bits.TrailingZeros64(uint64(h)))))
	}
	return buf
}

// playable is what seat may play to the trick in play: the suit led if
// it holds any, else anything.
func (g *Game) playable(seat int) Hand {
	t := &g.tricks[g.nDone]
	if t.n == 0 {
		return g.hands[seat]
	}
	if h := g.hands[seat].Of(t.cards[0].Suit()); h != 0 {
		return h
	}
	return g.hands[seat]
}

// hooked reports whether bid n is the one the hook forbids seat: the
// dealer's bid that makes the bids add up to the round's tricks.
func (g *Game) hooked(seat, n int) bool {
	if !g.hook || seat != g.dealer {
		return false
	}
	sum := n
	for s := 0; s < g.players; s++ {
		if s != seat && g.bids[s] > 0 {
			sum += int(g.bids[s])
		}
	}
	return sum == g.size
}

// Apply takes seat's bid or card, or refuses it with an *engine.RuleError
// and leaves the game as it was.
func (g *Game) Apply(seat int, a engine.Action) error {
	if err := engine.CheckTurn(Name, g.over, seat, g.players, g.turn); err != nil {
		return err
	}
	if g.nBids < g.players {
		return g.applyBid(seat, a)
	}
	return g.applyPlay(seat, a)
}

// applyBid records seat's bid; after the dealer's, the seat left of the
// dealer leads the first trick.
func (g *Game) applyBid(seat int, a engine.Action) error {
	if !IsBid(a) {
		return engine.Refuse("ohhell.bidfirst", "every player bids before the first card is played: bid 0 to %d tricks", g.size)
	}
	n := bidOf(a)
	if n > g.size {
		return engine.Refuse("ohhell.bidrange", "a bid is 0 to %d tricks, the cards in your hand", g.size)
	}
	if g.hooked(seat, n) {
		return engine.Refuse("ohhell.hook", "the dealer may not bid %d: the bids would add up to %d, the tricks of the round", n, g.size)
	}
	g.bids[seat] = int8(n)
	g.roundBids[g.round-1][seat] = int8(n)
	g.nBids++
	g.turn = (seat + 1) % g.players
	return nil
}

// applyPlay puts seat's card on the trick; the last card of a trick
// gives it to its winner, who leads the next.
func (g *Game) applyPlay(seat int, a engine.Action) error {
	if !IsPlay(a) {
		return engine.Refuse("ohhell.playnow", "the bidding is over: play a card")
	}
	c := Card(a)
	if !g.hands[seat].Has(c) {
		return engine.Refuse("ohhell.hold", "you do not hold %s", engine.CardArg(c.String()))
	}
	t := &g.tricks[g.nDone]
	if t.n > 0 {
		led := t.cards[0].Suit()
		if c.Suit() != led && g.hands[seat].Of(led) != 0 {
			return engine.Refuse("ohhell.follow", "you must follow suit: you hold %s", engine.SuitArg(led.String()))
		}
	}
	g.hands[seat] &^= c.bit()
	t.cards[t.n] = c
	t.n++
	if int(t.n) < g.players {
		g.turn = (seat + 1) % g.players
		return nil
	}
	i, _ := winnerOf(t.cards[:t.n], trumpOf(g.turnUp))
	w := t.seat(i, g.players)
	g.won[w]++
	g.roundWon[g.round-1][w]++
	g.winners[g.nDone] = int8(w)
	g.nDone++
	if g.log.Keeping() {
		g.log.Add(g.trickRecord(g.nDone - 1))
	}
	if g.nDone < g.size {
		g.tricks[g.nDone].lead = int8(w)
		g.turn = w
		return nil
	}
	g.endRound()
	return nil
}

// endRound scores the round: an exact bid is BonusPoints and a point a
// trick, any other nothing. Then the next round is dealt, or the game
// ends with the highest totals winning.
func (g *Game) endRound() {
	ri := g.round - 1
	for s := 0; s < g.players; s++ {
		pts := 0
		if g.bids[s] == g.won[s] {
			pts = BonusPoints + int(g.bids[s])
		}
		g.roundPts[ri][s] = int8(pts)
		g.scores[s] += pts
	}
	if g.round < g.rounds {
		g.beginRound(g.round + 1)
		if g.log.Keeping() {
			g.log.SetNextLeader(g.turn)
		}
		return
	}
	g.over, g.turn = true, -1
	best := g.scores[0]
	for s := 1; s < g.players; s++ {
		best = max(best, g.scores[s])
	}
	for s := 0; s < g.players; s++ {
		if g.scores[s] == best {
			g.winnerS = g.winnerS.With(s)
		}
	}
}
