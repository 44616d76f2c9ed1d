package trip

import (
	"math/bits"

	"github.com/trickparty/trickparty/engine"
)

// rollout is the Hard bot's rollout policy (Descriptor.Rollout). Uniform
// play wins tricks with whatever card happens to be thrown, so samples
// undervalue collecting a suit; this follows the shape of the Normal rule
// (win a trick with a card that adds to the pile and is not beaten by a
// seat still to play, else throw the card least worth keeping) on the
// sampled game's bitsets, without allocating. The draft stays uniform.
// It reads the sampled hands of the seats still to play, a cheap stand-in
// for Normal's probabilities: the sample is the search's guess.
func rollout(g engine.Game, seat int, legal []engine.Action, rng *engine.RNG) engine.Action {
	gg, ok := g.(*Game)
	if a, done := engine.RolloutUniform(legal, rng, !ok || gg.phase == phaseSplit); done {
		return a
	}
	if gg.phase == phasePick {
		return gg.rolloutPick(seat)
	}
	return gg.rolloutPlay(seat, legal)
}

// rolloutPick takes the set of the stand received whose cards are likelier
// to win tricks that add to the seat's pile (a cheap form of Normal's
// expected score).
func (g *Game) rolloutPick(seat int) engine.Action {
	stand := &g.sets[g.maker(seat)]
	var v [2]float64
	for k := range stand {
		for m := uint64(stand[k]); m != 0; m &= m - 1 {
			c := Card(bits.TrailingZeros64(m))
			gain := float64(tripScore(g.won[seat].With(c)) - tripScore(g.won[seat]))
			v[k] += tripStatic(c) * (1 + gain)
		}
	}
	if v[1] > v[0] {
		return PickAction(1)
	}
	return PickAction(0)
}

// sevens holds the four suits' 7s.
const sevens CardSet = 1<<6 | 1<<(SuitRanks+6) | 1<<(2*SuitRanks+6) | 1<<(3*SuitRanks+6)

func (g *Game) rolloutPlay(seat int, legal []engine.Action) engine.Action {
	var hi, n [tripSuits]int
	for m := uint64(g.won[seat]); m != 0; m &= m - 1 {
		c := Card(bits.TrailingZeros64(m))
		s := c.Suit()
		n[s]++
		hi[s] = max(hi[s], c.Rank())
	}
	k := g.nTrick
	nLater := g.players - 1 - k
	var later CardSet
	for i := 1; i <= nLater; i++ {
		later |= g.hand[(seat+i)%g.players]
	}
	var plays [MaxPlayers]Card
	copy(plays[:], g.trick[:k])
	trumpIn, sevenIn := false, false
	for _, p := range plays[:k] {
		trumpIn = trumpIn || p.IsTrump()
		sevenIn = sevenIn || (!p.IsTrump() && p.Rank() == 7)
	}
	last := g.hand[seat].Count() == 1
	best, bestVal := legal[0], -1e9
	for _, a := range legal {
		c := Card(a)
		s := c.Suit()
		gain := float64(max(hi[s], c.Rank())*(n[s]+1) - hi[s]*n[s])
		keep := 0.0
		if !last {
			keep = 0.6 * tripStatic(c) * gain
		}
		plays[k] = c
		v := -keep
		if trickWinner(plays[:k+1]) == k {
			ti := trumpIn || c.IsTrump()
			si := sevenIn || (!c.IsTrump() && c.Rank() == 7)
			var beat CardSet
			switch {
			case ti && si:
				// The first 7 decides the trick already.
			case ti:
				beat = sevens
				if c.IsTrump() {
					beat |= trumpCards & (1<<c - 1)
				}
			default:
				led := plays[0].Suit()
				beat = trumpCards | suitCards[led]&(1<<c-1)
			}
			p := 1.0
			if later&beat != 0 {
				p = 0.3
			}
			v = p*gain - keep
		}
		if v > bestVal {
			best, bestVal = a, v
		}
	}
	return best
}
