package trip

import (
	"math/bits"

	"github.com/trickparty/trickparty/engine"
)

// Trick of Trip scores each suit as (highest rank won) x (cards won), and a
// trick's winner keeps only the card it played. So a seat wants to win
// tricks with cards of the suits it already collects, ideally high ranks -
// but low ranks and trumps are what win. The heuristics weigh each card by
// a rough chance to win a trick with it and by what it adds to the pile.

const tripSuits = NumSuits + 1 // four suits and the trumps

// tripScore is the score formula over a won pile.
func tripScore(won CardSet) int {
	var hi, n [tripSuits]int
	for m := uint64(won); m != 0; m &= m - 1 {
		c := Card(bits.TrailingZeros64(m))
		s := c.Suit()
		n[s]++
		hi[s] = max(hi[s], c.Rank())
	}
	t := 0
	for s := range hi {
		t += hi[s] * n[s]
	}
	return t
}

// tripStatic is a card's rough chance of winning a trick, from its rank
// alone: low trumps win almost always, 7s beat trumps, high suit ranks
// rarely win.
func tripStatic(c Card) float64 {
	r := c.Rank()
	if c.IsTrump() {
		return 0.95 - 0.1*float64(r-1)
	}
	if r == 7 {
		return 0.35
	}
	return max(0.03, 0.65-0.06*float64(r-1))
}

// tripExpected is the expected score of won plus a random subset of hand,
// each card won independently with its static chance scaled so the hand
// wins about its share of the round's tricks.
func tripExpected(won, hand CardSet, players int) float64 {
	cards := hand.Cards()
	sum := 0.0
	for _, c := range cards {
		sum += tripStatic(c)
	}
	scale := 1.0
	if share := float64(TricksPerRound) / float64(players) * float64(len(cards)) / float64(TricksPerRound); sum > share && sum > 0 {
		scale = share / sum
	}
	var p [DrawSize * 2]float64
	for i, c := range cards {
		p[i] = tripStatic(c) * scale
	}
	n := len(cards)
	exp := 0.0
	for mask := 0; mask < 1<<n; mask++ {
		prob := 1.0
		set := won
		for i := 0; i < n; i++ {
			if mask&(1<<i) != 0 {
				prob *= p[i]
				set = set.With(cards[i])
			} else {
				prob *= 1 - p[i]
			}
		}
		exp += prob * float64(tripScore(set))
	}
	return exp
}

func tripChoose(o *Observation, legal []engine.Action, easy bool, rng *engine.RNG) engine.Action {
	me := o.Viewer
	var won CardSet
	if me >= 0 && me < len(o.Won) {
		won = o.Won[me]
	}
	switch {
	case IsSplit(legal[0]):
		if easy {
			return legal[rng.IntN(len(legal))]
		}
		// The neighbour we pass to takes the set it likes better; we keep
		// the other. Choose the split whose kept set is best for us, a
		// little less so when it hands the neighbour a strong set.
		nb := ((me+o.Pass)%o.NumPlayers + o.NumPlayers) % o.NumPlayers
		nbWon := CardSet(0)
		if nb < len(o.Won) {
			nbWon = o.Won[nb]
		}
		nbBase := float64(tripScore(nbWon))
		myBase := float64(tripScore(won))
		return engine.ArgMax(legal, func(a engine.Action) float64 {
			s0, s1, ok := SplitSets(o.Hand, a)
			if !ok {
				return -1e9
			}
			v0 := tripExpected(nbWon, s0, o.NumPlayers) - nbBase
			v1 := tripExpected(nbWon, s1, o.NumPlayers) - nbBase
			kept, given, gv := s1, s0, v0
			if v1 > v0 {
				kept, given, gv = s0, s1, v1
			}
			_ = given
			return tripExpected(won, kept, o.NumPlayers) - myBase - 0.3*gv
		})
	case IsPick(legal[0]):
		if easy {
			return legal[rng.IntN(len(legal))]
		}
		return engine.ArgMax(legal, func(a engine.Action) float64 {
			k := int(a - FirstPick)
			set := o.Stand[k]
			return tripExpected(won, set|o.Split[0], o.NumPlayers) + tripExpected(won, set|o.Split[1], o.NumPlayers)
		})
	}
	return tripPlay(o, won, legal, easy)
}

// tripWinner returns the index in plays of the trick's winner by the rules.
func tripWinner(plays []Card) int {
	trump, seven := false, -1
	for i, c := range plays {
		if c.IsTrump() {
			trump = true
		} else if c.Rank() == 7 && seven < 0 {
			seven = i
		}
	}
	if trump && seven >= 0 {
		return seven
	}
	best := -1
	if trump {
		for i, c := range plays {
			if c.IsTrump() && (best < 0 || c.Rank() < plays[best].Rank()) {
				best = i
			}
		}
		return best
	}
	led := plays[0].Suit()
	for i, c := range plays {
		if c.Suit() == led && (best < 0 || c.Rank() < plays[best].Rank()) {
			best = i
		}
	}
	return best
}

func tripPlay(o *Observation, won CardSet, legal []engine.Action, easy bool) engine.Action {
	n := o.NumPlayers
	var plays [8]Card
	k := 0
	for _, p := range o.Trick {
		plays[k] = p.Card
		k++
	}
	later := n - 1 - k
	if easy {
		// A beginner wins when it can with its strongest card, otherwise
		// throws its highest rank.
		return engine.ArgMax(legal, func(a engine.Action) float64 {
			c := Card(a)
			plays[k] = c
			if tripWinner(plays[:k+1]) == k {
				return 100 - float64(c.Rank())
			}
			return float64(c.Rank())
		})
	}
	// Unseen: every card not in our hand, not in a won pile and not played
	// this round (earlier rounds' discards are back in the deck).
	seen := o.Hand
	for _, w := range o.Won {
		seen |= w
	}
	for _, t := range o.Tricks {
		for _, p := range t.Plays {
			seen = seen.With(p.Card)
		}
	}
	for _, p := range o.Trick {
		seen = seen.With(p.Card)
	}
	unseen := CardSet(1<<NumCards-1) &^ seen
	nUnseen := unseen.Count()
	later0 := (o.Leader + k + 1) % n
	holdProb := func(seat, kk int) float64 {
		if kk == 0 || nUnseen == 0 {
			return 0
		}
		h := o.HandCounts[seat]
		pNone := 1.0
		for i := 0; i < kk && i < nUnseen; i++ {
			pNone *= 1 - float64(h)/float64(nUnseen-i)
			if pNone <= 0 {
				return 1
			}
		}
		return 1 - pNone
	}
	base := float64(tripScore(won))
	remaining := o.HandCounts[o.Viewer]
	return engine.ArgMax(legal, func(a engine.Action) float64 {
		c := Card(a)
		gain := float64(tripScore(won.With(c))) - base
		keep := 0.0
		if remaining > 1 {
			keep = 0.6 * tripStatic(c) * gain
		}
		plays[k] = c
		if tripWinner(plays[:k+1]) != k {
			return -keep
		}
		// Cards a later seat could beat ours with.
		var beat int
		trumpIn, sevenIn := false, false
		for _, p := range plays[:k+1] {
			trumpIn = trumpIn || p.IsTrump()
			sevenIn = sevenIn || (!p.IsTrump() && p.Rank() == 7)
		}
		for m := uint64(unseen); m != 0; m &= m - 1 {
			u := Card(bits.TrailingZeros64(m))
			switch {
			case trumpIn && sevenIn:
				// The first 7 already decides the trick.
			case trumpIn:
				if (u.IsTrump() && u.Rank() < c.Rank() && c.IsTrump()) || (!u.IsTrump() && u.Rank() == 7) {
					beat++
				}
			default:
				if u.IsTrump() || (u.Suit() == plays[0].Suit() && u.Rank() < c.Rank()) {
					beat++
				}
			}
		}
		p := 1.0
		for j := 0; j < later; j++ {
			p *= 1 - 0.8*holdProb((later0+j)%n, beat)
		}
		return p*gain - keep
	})
}
