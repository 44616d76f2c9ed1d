package gummi

import (
	"math/bits"

	"github.com/trickparty/trickparty/engine"
)

// gummiView is what the Gummi heuristics derive from an observation: which
// cards are still unseen (opponents' hands, every face-down row, the
// set-aside cards), who is known to be out of a colour, and the trick so far.
type gummiView struct {
	o       *Observation
	n       int
	unseen  uint64 // bit per card id
	nUnseen int
	void    [engine.MaxPlayers]uint8 // bit per colour
	high    [NumColours]int          // highest value of each colour in the trick
	inTrick [NumColours]int          // cards of each colour in the trick
	later   []int                    // seats still to play after the observer
}

func cardBit(c Card) uint64 { return 1 << uint(c) }

func colourBits(col Colour) uint64 {
	return uint64(1<<MaxValue-1) << (uint(col) * MaxValue)
}

func newGummiView(o *Observation) *gummiView {
	v := &gummiView{o: o, n: o.NumPlayers}
	var all uint64
	for _, c := range o.Colours {
		all |= colourBits(c)
	}
	seen := uint64(0)
	for _, c := range o.Hand {
		seen |= cardBit(c)
	}
	noteVoids := func(plays []Play) {
		var order [NumColours]Colour
		k := 0
		for _, p := range plays {
			seen |= cardBit(p.Card)
			col := p.Card.Colour()
			if !p.Facedown {
				// A hand card of col means the seat held none of the
				// colours that came earlier in the priority order.
				for i := 0; i < k && order[i] != col; i++ {
					v.void[p.Seat] |= 1 << order[i]
				}
			}
			dup := false
			for i := 0; i < k; i++ {
				if order[i] == col {
					dup = true
				}
			}
			if !dup {
				order[k] = col
				k++
			}
		}
	}
	for _, t := range o.Tricks {
		noteVoids(t.Plays)
	}
	noteVoids(o.Trick)
	for _, p := range o.Trick {
		col := p.Card.Colour()
		v.inTrick[col]++
		if p.Card.Value() > v.high[col] {
			v.high[col] = p.Card.Value()
		}
	}
	v.unseen = all &^ seen
	v.nUnseen = bits.OnesCount64(v.unseen)
	for i := len(o.Trick) + 1; i < v.n; i++ {
		v.later = append(v.later, (o.Leader+i)%v.n)
	}
	return v
}

// higherUnseen counts unseen cards of c's colour above c.
func (v *gummiView) higherUnseen(c Card) int {
	col := c.Colour()
	above := colourBits(col) &^ (uint64(1)<<(uint(c)+1) - 1)
	return bits.OnesCount64(v.unseen & above)
}

// holdProb is the chance seat holds at least one of k particular unseen
// cards in its hand, treating its hand as a uniform draw from the unseen
// cards.
func (v *gummiView) holdProb(seat, k int) float64 {
	if k == 0 || v.nUnseen == 0 {
		return 0
	}
	h := v.o.HandCounts[seat]
	pNone := 1.0
	for i := 0; i < k; i++ {
		pNone *= 1 - float64(h)/float64(v.nUnseen-i)
		if pNone <= 0 {
			return 1
		}
	}
	return 1 - pNone
}

// winChance estimates that playing c now wins its colour in this trick.
func (v *gummiView) winChance(c Card) float64 {
	col := c.Colour()
	if c.Value() < v.high[col] {
		return 0
	}
	k := v.higherUnseen(c)
	p := 1.0
	for _, s := range v.later {
		if v.void[s]&(1<<col) != 0 {
			// Only a face-down card could still beat it.
			p *= 1 - 0.15*float64(k)/float64(max(1, v.nUnseen))
			continue
		}
		p *= 1 - v.holdProb(s, k)
	}
	return p
}

// immediate is the expected points of playing c now: its own points and
// the colour's other cards when it wins, a point handed to someone else
// when it loses.
func (v *gummiView) immediate(c Card) float64 {
	col := c.Colour()
	p := v.winChance(c)
	// Expected followers of the colour still to come.
	colUnseen := bits.OnesCount64(v.unseen & colourBits(col))
	follow := 0.0
	for _, s := range v.later {
		if v.void[s]&(1<<col) == 0 {
			follow += v.holdProb(s, colUnseen) * 0.8
		}
	}
	gain := float64(c.Points()) + float64(v.inTrick[col]) + follow
	return p*gain - (1-p)*0.6
}

// keep is what holding c for later is worth: a high card in a colour with
// few unseen higher cards wins a future trick.
func (v *gummiView) keep(c Card) float64 {
	k := v.higherUnseen(c)
	colUnseen := bits.OnesCount64(v.unseen & colourBits(c.Colour()))
	if colUnseen == 0 {
		return 0.5 // nobody can contest it: a sure but cheap win later
	}
	strength := 1 - float64(k)/float64(colUnseen)
	return 1.5 * strength * strength
}

func gummiChoose(o *Observation, legal []engine.Action, easy bool, rng *engine.RNG) engine.Action {
	v := newGummiView(o)
	if easy {
		// A beginner: win a colour with the highest card when it beats the
		// trick, otherwise throw the lowest card; face-down only when stuck.
		return engine.ArgMax(legal, func(a engine.Action) float64 {
			if a >= FirstFacedown {
				return -100 + rng.Float64()
			}
			c := Card(a)
			if c.Value() >= v.high[c.Colour()] && len(o.Trick) > 0 {
				return 10 + float64(c.Value())
			}
			return -float64(c.Value())
		})
	}
	// A face-down card is a uniform unseen card: its expected immediate
	// value, with no keep cost since it has no known future use.
	fd := 0.0
	if v.nUnseen > 0 {
		for m := v.unseen; m != 0; m &= m - 1 {
			c := Card(bits.TrailingZeros64(m))
			fd += v.immediate(c)
		}
		fd /= float64(v.nUnseen)
	}
	return engine.ArgMax(legal, func(a engine.Action) float64 {
		if a >= FirstFacedown {
			// A small premium on keeping the row: face-down cards are the
			// only escape from the priority rule, worth most when every
			// hand option is bad.
			return fd - 0.25
		}
		c := Card(a)
		return v.immediate(c) - v.keep(c)
	})
}
