package gudetama

import (
	"fmt"
	"strings"

	"github.com/trickparty/trickparty/engine"
)

// fixedDeal is one parsed entry of cfg.Deals.
type fixedDeal struct {
	leader   int  // -1: not given
	hasHands bool // false: the round is dealt from the seed
	hands    [MaxPlayers]Hand
}

// parseDeals checks what can be checked of the fixed deals before play:
// card names, seat counts, hand sizes, copies against the full deck. Round 1
// is checked completely by its deal in New; later rounds are checked against
// the cards left and the eliminated seats when they start.
func parseDeals(cfg engine.Config) ([]fixedDeal, error) {
	if len(cfg.Deals) == 0 {
		return nil, nil
	}
	if len(cfg.Deals) > maxRounds {
		return nil, engine.BadConfig("%d fixed deals, but a game has at most %d rounds", len(cfg.Deals), maxRounds)
	}
	out := make([]fixedDeal, len(cfg.Deals))
	for i, d := range cfg.Deals {
		round := i + 1
		fd := &out[i]
		var err error
		if fd.leader, err = d.LeaderSeat(cfg.Players, round); err != nil {
			return nil, err
		}
		if len(d.Facedown) > 0 || len(d.Draw) > 0 {
			return nil, engine.BadConfig("round %d: Gudetama has no face-down or drawn cards, only hands", round)
		}
		if d.Hands == nil {
			continue
		}
		if len(d.Hands) != cfg.Players {
			return nil, engine.BadConfig("round %d: %d hands given for %d players", round, len(d.Hands), cfg.Players)
		}
		fd.hasHands = true
		var total Hand
		for s, names := range d.Hands {
			if len(names) > HandSize {
				return nil, engine.BadConfig("round %d: seat %d is dealt %d cards, more than the %d of a round", round, s, len(names), HandSize)
			}
			for _, name := range names {
				r, err := ParseRank(name)
				if err != nil {
					return nil, engine.BadConfig("round %d, seat %d: %v", round, s, err)
				}
				if total.Count(r) >= Copies[r] {
					return nil, engine.BadConfig("round %d deals more than the %d cards of rank %d in the deck", round, Copies[r], r)
				}
				total = total.Add(r)
				fd.hands[s] = fd.hands[s].Add(r)
			}
		}
	}
	return out, nil
}

// checkDeal checks a fixed deal against the cards left in the game and the
// active seats, and returns the number of cards per hand.
func (g *Game) checkDeal(fd *fixedDeal, round int) (int, error) {
	k, unequal := -1, false
	var total Hand
	for s := 0; s < g.players; s++ {
		n := fd.hands[s].Len()
		if !g.active.Has(s) {
			if n > 0 {
				return 0, engine.BadConfig("round %d: seat %d is eliminated and cannot be dealt cards", round, s)
			}
			continue
		}
		if k < 0 {
			k = n
		} else if n != k {
			unequal = true
		}
		total += fd.hands[s]
	}
	if unequal {
		var counts []string
		for s := 0; s < g.players; s++ {
			if g.active.Has(s) {
				counts = append(counts, fmt.Sprintf("seat %d holds %d", s, fd.hands[s].Len()))
			}
		}
		return 0, engine.BadConfig("round %d: every seat must be dealt the same number of cards (%s)", round, strings.Join(counts, ", "))
	}
	if k <= 0 {
		return 0, engine.BadConfig("round %d: the deal gives no cards", round)
	}
	for r := Rank(1); r <= NumRanks; r++ {
		if total.Count(r) > g.left.Count(r) {
			return 0, engine.BadConfig("round %d deals %d cards of rank %d, but only %d are left in the game", round, total.Count(r), r, g.left.Count(r))
		}
	}
	return k, nil
}

// beginRound deals the next round and opens its first trick, led by leader
// (-1: the fixed deal's leader or a random one, round 1 only). It checks the
// round's fixed deal before changing anything, so on error the state is as
// before. If no round can be dealt the game ends instead.
func (g *Game) beginRound(leader int) error {
	round := g.round + 1
	if !g.canDeal() {
		g.finishLowest()
		return nil
	}
	var fd *fixedDeal
	if round-1 < len(g.deals) {
		fd = &g.deals[round-1]
	}
	k := 0
	if fd != nil && fd.hasHands {
		var err error
		if k, err = g.checkDeal(fd, round); err != nil {
			return err
		}
	}
	if fd != nil && fd.leader >= 0 {
		switch {
		case leader < 0:
			leader = fd.leader
		case leader != fd.leader:
			return engine.BadConfig("round %d: the deal names seat %d to lead, but the rules give the lead to seat %d", round, fd.leader, leader)
		}
	}

	g.round = round
	g.nTricks = 0
	g.tricks = [HandSize]trick{}
	g.discard = 0
	g.choosing = false
	dealt := Hand(0)
	if fd != nil && fd.hasHands {
		for s := 0; s < g.players; s++ {
			g.hands[s] = fd.hands[s]
			dealt += fd.hands[s]
		}
	} else {
		k = g.dealRandom()
		for s := 0; s < g.players; s++ {
			dealt += g.hands[s]
		}
	}
	g.undealt = g.left - dealt
	g.tricksPerRound = k
	if leader < 0 {
		leader = g.randomActive()
	}
	g.startTrick(leader)
	return nil
}

// dealRandom deals the largest equal number of cards, at most HandSize, to
// every active seat from the shuffled cards left in the game; it returns the
// number dealt to each.
func (g *Game) dealRandom() int {
	var cards [DeckSize]Rank
	n := 0
	for r := Rank(1); r <= NumRanks; r++ {
		for c := g.left.Count(r); c > 0; c-- {
			cards[n] = r
			n++
		}
	}
	m := g.active.Count()
	k := min(HandSize, n/m)
	need := k * m
	// A partial Fisher-Yates shuffle: the first need cards are a uniform
	// random draw, which is all the deal uses.
	for i := 0; i < need; i++ {
		j := i + g.rng.IntN(n-i)
		cards[i], cards[j] = cards[j], cards[i]
	}
	i := 0
	for s := 0; s < g.players; s++ {
		g.hands[s] = 0
		if !g.active.Has(s) {
			continue
		}
		var h Hand
		for c := 0; c < k; c++ {
			h = h.Add(cards[i])
			i++
		}
		g.hands[s] = h
	}
	return k
}

// randomActive draws an active seat from the game RNG.
func (g *Game) randomActive() int {
	n := g.rng.IntN(g.active.Count())
	for s := 0; s < g.players; s++ {
		if g.active.Has(s) {
			if n == 0 {
				return s
			}
			n--
		}
	}
	return g.active.First()
}
