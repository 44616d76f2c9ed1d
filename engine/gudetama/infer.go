package gudetama

import (
	"math/bits"

	"github.com/trickparty/trickparty/engine"
)

// Soft inference about hidden hands. The rules alone say little (a seat
// under the trick played its lowest card), but a sensible player keeps its
// lowest card for the scoring trick and spends the smallest card that does
// the job, so its choices say much more: a leader of 9 holds one low card
// and nothing else below 9; a follower that beat a 5 with a 9 held nothing in
// 5..8 except its kept lowest card; a follower that gave up its lowest card
// could not beat the trick. People do not always play that way, so these
// constraints are applied to a share of the samples only
// (inferredSamplesPer4 in 4), and a sample they make impossible falls back to
// the rules' constraints.

// inferredSamplesPer4 is how many samples in 4 apply the soft constraints.
const inferredSamplesPer4 = 3

// rankSet is a set of ranks as a mask over a Hand's nibbles (0xf in rank
// r's nibble for rank r), so h&set is the part of h in the set.
type rankSet uint64

// allRanks is the set of every rank.
const allRanks rankSet = 1<<(4*(NumRanks+1)) - 1<<4

// ranksFrom is the set of ranks lo..NumRanks: Hand.AtLeast's mask.
func ranksFrom(lo Rank) rankSet { return rankSet(Hand(allRanks).AtLeast(lo)) }

// ranksBelow is the set of ranks 1..hi-1.
func ranksBelow(hi Rank) rankSet { return allRanks &^ ranksFrom(hi) }

// of is the part of h in the set.
func (s rankSet) of(h Hand) Hand { return h & Hand(s) }

// handModel is what play says about one seat's current hand.
type handModel struct {
	// floor (the rules): no card below it.
	floor Rank
	// none (inferred): no card of these ranks.
	none rankSet
	// noneAboveLowest (inferred): no card of these ranks other than copies
	// of the hand's lowest rank.
	noneAboveLowest rankSet
	// lowestAtMost (inferred): the hand's lowest rank is at most this.
	lowestAtMost Rank
}

// inferHands reads the round's plays, in order, into a model of each seat's
// hand. The observation must already be checked (seats and cards valid,
// hand counts consistent with the plays).
func (o *Observation) inferHands(floor *[MaxPlayers]Rank, models *[MaxPlayers]handModel) {
	var played [MaxPlayers]int // plays this round, then plays still to come
	for i := range o.Tricks {
		for _, p := range o.Tricks[i].Plays {
			played[p.Seat]++
		}
	}
	for _, p := range o.Trick {
		played[p.Seat]++
	}
	for s := 0; s < o.NumPlayers; s++ {
		models[s] = handModel{floor: floor[s], lowestAtMost: NumRanks}
	}
	see := func(ps []Play) {
		var best Rank
		for i, p := range ps {
			m := &models[p.Seat]
			held := o.HandCounts[p.Seat] + played[p.Seat] // before this play
			played[p.Seat]--
			c := p.Card
			switch {
			case i > 0 && c < best:
				// It gave up its lowest card: what was above its lowest
				// is now all of its hand; and it had nothing that could
				// beat the trick, or it would have kept the low card.
				m.none |= m.noneAboveLowest &^ ranksBelow(c+1)
				m.none |= ranksFrom(best)
				m.lowestAtMost = NumRanks
			case held == 2:
				// With two cards left one keeps the lower for the last
				// trick: what remains is not above the card played.
				m.none |= ranksFrom(c + 1)
			case held > 2 && i == 0:
				// A lead keeps the lowest card and spends the next one.
				m.noneAboveLowest |= ranksBelow(c)
				m.lowestAtMost = min(m.lowestAtMost, c)
			case held > 2:
				// Beating the trick with the smallest card that does.
				m.noneAboveLowest |= ranksBelow(c) &^ ranksBelow(best)
			}
			best = max(best, c)
		}
	}
	for i := range o.Tricks {
		see(o.Tricks[i].Plays)
	}
	see(o.Trick)
}

// dealHidden deals every seat other than the viewer its hand from pool,
// following the models (the inferred parts only when inferred is set), and
// leaves the rest undealt. It reports false when it finds no deal.
func (g *Game) dealHidden(o *Observation, pool Hand, models *[MaxPlayers]handModel, inferred bool) bool {
	// Deal the seats with the fewest eligible cards first. Under the rules'
	// floors alone the eligible sets are nested, so this always succeeds
	// when the observation came from a real game.
	var order [MaxPlayers]int
	var eligible [MaxPlayers]int
	m := 0
	for s := 0; s < o.NumPlayers; s++ {
		if s == o.Viewer || o.HandCounts[s] == 0 {
			continue
		}
		if o.HandCounts[s] < 0 || o.HandCounts[s] > HandSize {
			return false
		}
		eligible[s] = models[s].allowed(inferred).of(pool).Len()
		i := m
		for i > 0 && eligible[order[i-1]] > eligible[s] {
			order[i] = order[i-1]
			i--
		}
		order[i] = s
		m++
	}
	for _, s := range order[:m] {
		h, ok := models[s].sample(pool, o.HandCounts[s], inferred, &g.rng)
		if !ok {
			return false
		}
		g.hands[s] = h
		pool -= h
	}
	g.undealt = pool
	return true
}

// allowed is the set of ranks the hand may hold at all.
func (m *handModel) allowed(inferred bool) rankSet {
	a := ranksFrom(m.floor)
	if inferred {
		a &^= m.none
	}
	return a
}

// binomial[n][k] is C(n, k) for the sizes a deal needs.
var binomial = func() (b [DeckSize + 1][HandSize + 1]uint64) {
	for n := 0; n <= DeckSize; n++ {
		b[n][0] = 1
		for k := 1; k <= min(n, HandSize); k++ {
			b[n][k] = b[n-1][k-1] + b[n-1][k]
		}
	}
	return b
}()

// sample draws a hand of need cards from pool, uniform over the hands the
// model allows: first its lowest rank, weighted by how many such hands
// there are, then how many copies of it likewise, then the other cards
// uniformly from the allowed ranks above it.
func (m *handModel) sample(pool Hand, need int, inferred bool, rng *engine.RNG) (Hand, bool) {
	if need < 1 || need > HandSize {
		return 0, false
	}
	all := m.allowed(inferred).of(pool)
	rest, lowestAtMost := all, Rank(NumRanks)
	if inferred {
		rest &^= Hand(m.noneAboveLowest)
		lowestAtMost = max(m.lowestAtMost, 1)
	}
	if all.Len() < need {
		return 0, false
	}
	if rest == all && lowestAtMost >= all.Highest() {
		// Nothing about the lowest card: a plain uniform draw.
		return drawFrom(all, need, 0, rng), true
	}
	// weight[k]: how many allowed hands have lowest rank k.
	var weight [NumRanks + 1]uint64
	var total uint64
	for present := ranksBelow(lowestAtMost + 1).of(all).present(); present != 0; {
		k := Rank((63 - bits.LeadingZeros64(present)) / 4)
		present &^= 1 << (4 * uint(k))
		weight[k] = lowestWays(all.Count(k), ranksFrom(k+1).of(rest).Len(), need)
		total += weight[k]
	}
	if total == 0 {
		return 0, false
	}
	x := uint64(rng.IntN(int(total)))
	k := Rank(1)
	for ; x >= weight[k]; k++ {
		x -= weight[k]
	}
	// The copies of k, weighted as above.
	n := all.Count(k)
	others := ranksFrom(k + 1).of(rest)
	above := others.Len()
	j := 1
	for ; j < min(n, need); j++ {
		w := binomial[n][j] * binomial[above][need-j]
		if x < w {
			break
		}
		x -= w
	}
	return drawFrom(others, need-j, Hand(j)<<(4*uint(k)), rng), true
}

// drawFrom adds n cards drawn uniformly from src, which holds at least n,
// to h.
func drawFrom(src Hand, n int, h Hand, rng *engine.RNG) Hand {
	for ; n > 0; n-- {
		r := pick(src, rng)
		h = h.Add(r)
		src = src.Remove(r)
	}
	return h
}

// lowestWays is how many hands of need cards take at least one of n cards
// of their lowest rank and the rest from above cards of higher ranks.
func lowestWays(n, above, need int) uint64 {
	var w uint64
	for j := 1; j <= min(n, need); j++ {
		if need-j <= above {
			w += binomial[n][j] * binomial[above][need-j]
		}
	}
	return w
}

// pick draws one card of the non-empty h uniformly.
func pick(h Hand, rng *engine.RNG) Rank {
	x := rng.IntN(h.Len())
	for r := h.Lowest(); ; r++ {
		if x < h.Count(r) {
			return r
		}
		x -= h.Count(r)
	}
}
