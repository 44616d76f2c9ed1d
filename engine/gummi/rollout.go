package gummi

import (
	"math/bits"

	"github.com/trickparty/trickparty/engine"
)

// rollout is the Hard bot's rollout policy (Descriptor.Rollout). Uniform
// play throws high cards and face-down cards away at random, so a sample
// says little about how a line of play fares against sensible opponents;
// this follows the Normal rule's shape (win a colour when the card is not
// beaten, else shed the card least worth keeping; a face-down card when
// every hand card is bad) on bitsets of the sampled game, so it costs tens
// of nanoseconds and does not allocate. It reads the sampled hands of the
// seats still to play, a cheap stand-in for Normal's probabilities; the
// sample is the search's guess, not the real game.
func rollout(g engine.Game, seat int, legal []engine.Action, rng *engine.RNG) engine.Action {
	if len(legal) == 1 {
		return legal[0]
	}
	gg, ok := g.(*Game)
	if !ok || rng.IntN(rolloutNoise) == 0 {
		return legal[rng.IntN(len(legal))]
	}
	return gg.rolloutChoice(seat, legal)
}

// rolloutNoise: one decision in rolloutNoise is uniform, so the samples
// still cover the plays the rule would never make.
const rolloutNoise = 8

func (g *Game) rolloutChoice(seat int, legal []engine.Action) engine.Action {
	t := &g.cur
	n := g.players
	var high [NumColours]int
	var inTrick [NumColours]int
	for i := 0; i < int(t.n); i++ {
		c := t.plays[i].card
		col := c.Colour()
		inTrick[col]++
		high[col] = max(high[col], c.Value())
	}
	var later uint64
	nLater := n - 1 - int(t.n)
	for i := 1; i <= nLater; i++ {
		later |= g.hands[(seat+i)%n]
	}
	// out is every card still to be played that the seat does not hold.
	out := g.setAside
	for s := 0; s < n; s++ {
		if s != seat {
			out |= g.hands[s]
		}
		for p := 0; p < int(g.fdLen[s]); p++ {
			if g.fdLeft[s]&(1<<p) != 0 {
				out |= g.fdRow[s][p].bit()
			}
		}
	}
	// followers[col] is how many later seats can follow col.
	followers := func(col Colour) float64 {
		f := 0.0
		for i := 1; i <= nLater; i++ {
			if g.hands[(seat+i)%n]&col.mask() != 0 {
				f += 0.8
			}
		}
		return f
	}
	best, bestVal := legal[0], -1e9
	for _, a := range legal {
		var v float64
		if a >= FirstFacedown {
			v = g.rolloutFacedown(out, later, &high, &inTrick) - 0.25
		} else {
			c := Card(a)
			col := c.Colour()
			above := col.mask() &^ (c.bit()<<1 - 1)
			if c.Value() > high[col] && later&above == 0 {
				v = float64(c.Points()+inTrick[col]) + followers(col)
			} else {
				v = -0.6
			}
			// What the card would be worth kept (Normal's keep).
			if colOut := bits.OnesCount64(out & col.mask()); colOut == 0 {
				v -= 0.5
			} else {
				s := 1 - float64(bits.OnesCount64(out&above))/float64(colOut)
				v -= 1.5 * s * s
			}
		}
		if v > bestVal {
			best, bestVal = a, v
		}
	}
	return best
}

// rolloutFacedown is the expected immediate value of an unknown card, one
// colour at a time: a card of col wins when above the trick's and the later
// hands' best of col.
func (g *Game) rolloutFacedown(out, later uint64, high, inTrick *[NumColours]int) float64 {
	nOut := bits.OnesCount64(out)
	if nOut == 0 {
		return 0
	}
	sum := 0.0
	for cm := g.colours; cm != 0; cm &= cm - 1 {
		col := Colour(bits.TrailingZeros8(cm))
		m := out & col.mask()
		k := bits.OnesCount64(m)
		if k == 0 {
			continue
		}
		floor := high[col]
		if l := later & col.mask(); l != 0 {
			floor = max(floor, Card(63-bits.LeadingZeros64(l)).Value())
		}
		// Cards of col above floor: values floor+1..10 in this colour.
		wins := bits.OnesCount64(m >> (uint(col)*MaxValue + uint(floor)))
		sum += float64(wins)*(2.5+float64(inTrick[col])) - float64(k-wins)*0.6
	}
	return sum / float64(nOut)
}
