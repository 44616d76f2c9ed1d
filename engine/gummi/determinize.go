package gummi

import (
	"math/bits"

	"github.com/trickparty/trickparty/engine"
)

// How a determinization is dealt.
//
// The hidden cards go to containers: the other seats' hands (which must
// respect the voids their owners showed) and the free slots - every
// face-down position still in a row, the observer's own included, and the
// set-aside cards - which accept anything. A uniformly random consistent
// deal factorises: once the void-constrained hands are chosen, every way of
// dealing the rest into the unconstrained containers is equally likely
// and equally numerous, whatever the constrained hands hold. So only the
// constrained hands need care, and they must be a uniformly random tuple
// of disjoint sets h_i of the right sizes a_i within each seat's allowed
// cards A_i.
//
// deal draws that tuple by rejection sampling: seats are dealt in turn
// (least slack first), each hand uniform among the allowed cards the
// earlier hands left, and the draw is kept with probability
// prod_i C(n_i, a_i) / C(b_i, a_i), where n_i is how many allowed cards
// seat i found left and b_i >= n_i a bound fixed in advance. A tuple is
// proposed with probability prod_i 1/C(n_i, a_i), so every kept tuple is
// exactly uniform. The test is made seat by seat, so a doomed draw stops
// early. With one constrained seat nothing is ever rejected; b_i subtracts
// the cards earlier seats are forced to take from A_i (see forced), which
// keeps most multi-seat draws too: over mid-round positions with voids
// (random play) a call averages 1.2 (3 players), 1.6 (4) and 2.5 (5)
// tries. After maxTries
// rejections (about 1 call in 10^4 at 4 players, 10^3 at 5: several seats
// competing for few cards) a sequential deal with a Hall check per card
// finishes the job - always consistent, only approximately uniform. So the
// distance from uniform is at most (1-p)^maxTries for a position whose
// acceptance rate is p.

// maxTries bounds the rejection sampler before the fallback deal.
const maxTries = 64

// determinizer holds what validation learns about the unseen cards, ready
// to deal them without allocating. It is small and plain so a fresh one on
// the stack costs nothing.
type determinizer struct {
	// pool is every unseen card of the round's colours.
	pool uint64
	// allowed is, per seat, the pool cards its hand may hold (its voided
	// colours removed); capa is its hand size (0 for the observer and for
	// seats outside the table).
	allowed [MaxPlayers]uint64
	capa    [MaxPlayers]int
	// order lists the constrained seats (non-empty hand, some pool card
	// not allowed) in dealing order; bound[i] is C(b_i, a_i) for
	// order[i] (see above).
	order  [MaxPlayers - 1]int8
	nOrder int
	bound  [MaxPlayers - 1]uint64
	// constrained is set when some hand is void in a colour of the pool.
	constrained bool
	left        int // cards each seat held at the start of the current trick
}

// binom[n][k] is C(n, k) for the pool sizes and hand sizes that occur.
var binom = func() (t [DeckSize + 1][maxTricks + 1]uint64) {
	for n := range t {
		t[n][0] = 1
		for k := 1; k <= maxTricks && k <= n; k++ {
			t[n][k] = t[n-1][k-1]
			if k < n {
				t[n][k] += t[n-1][k]
			}
		}
	}
	return t
}()

// voids returns, per seat, the colours that seat showed it no longer holds
// in hand: a hand card played while an earlier colour of the trick was
// available to follow means the seat held none of the earlier colours, and
// hands only shrink during a round. Face-down plays reveal nothing.
func (o *Observation) voids() (v [MaxPlayers]uint8) {
	scan := func(plays []Play) {
		var t trick
		for _, p := range plays {
			col := p.Card.Colour()
			if !p.Facedown {
				for i := 0; i < int(t.nColours) && t.colours[i] != col; i++ {
					v[p.Seat] |= 1 << t.colours[i]
				}
			}
			t.addColour(col)
		}
	}
	for i := range o.Tricks {
		scan(o.Tricks[i].Plays)
	}
	scan(o.Trick)
	return v
}

// setup records the unseen cards of the colours in mask and what each hand
// may hold; it reports whether a deal respecting the counts and voids
// exists.
func (d *determinizer) setup(o *Observation, mask uint8, seen uint64) bool {
	d.pool = colourCards(mask) &^ seen
	voids := o.voids()
	need := 0
	d.nOrder = 0
	for s := 0; s < MaxPlayers; s++ {
		d.capa[s], d.allowed[s] = 0, 0
		if s >= o.NumPlayers || s == o.Viewer {
			continue
		}
		d.capa[s] = o.HandCounts[s]
		d.allowed[s] = d.pool &^ colourCards(voids[s])
		need += d.capa[s]
		if d.capa[s] > 0 && d.allowed[s] != d.pool {
			// Insertion by slack (allowed cards beyond the hand size):
			// dealing the tightest seat first makes the rejection bounds
			// exact for nested sets and, measured, rejects least.
			i := d.nOrder
			for ; i > 0 && d.slack(int(d.order[i-1])) > d.slack(s); i-- {
				d.order[i] = d.order[i-1]
			}
			d.order[i] = int8(s)
			d.nOrder++
		}
	}
	d.constrained = d.nOrder > 0
	fd := 0
	for s := 0; s < o.NumPlayers; s++ {
		for _, in := range o.Facedown[s] {
			if in {
				fd++
			}
		}
	}
	if popcount(d.pool)-need < fd {
		return false
	}
	var hand [MaxPlayers - 1]int
	for i := 0; i < d.nOrder; i++ {
		hand[i] = d.capa[d.order[i]]
	}
	if !d.fits(d.pool, &hand) {
		return false
	}
	for i := 0; i < d.nOrder; i++ {
		s := d.order[i]
		d.bound[i] = binom[popcount(d.allowed[s])-d.forced(i)][d.capa[s]]
	}
	return true
}

// slack is how many allowed cards seat s has beyond its hand size.
func (d *determinizer) slack(s int) int { return popcount(d.allowed[s]) - d.capa[s] }

// forced is a lower bound on how many of order[i]'s allowed cards the
// earlier seats' hands must hold, whatever they are: a group P of earlier
// seats holds at most |union of their allowed sets outside A_i| cards
// outside A_i, so the rest of their hands lies inside it; the seats not
// in P are counted alone. The best split P is kept.
func (d *determinizer) forced(i int) int {
	ai := d.allowed[d.order[i]]
	best := 0
	for set := 0; set < 1<<i; set++ {
		var out uint64
		group, alone := 0, 0
		for j := 0; j < i; j++ {
			t := d.order[j]
			if set&(1<<j) != 0 {
				out |= d.allowed[t] &^ ai
				group += d.capa[t]
			} else if f := d.capa[t] - popcount(d.allowed[t]&^ai); f > 0 {
				alone += f
			}
		}
		best = max(best, max(0, group-popcount(out))+alone)
	}
	return best
}

// fits reports whether the constrained seats (order[i] still needing
// need[i] cards) can be dealt disjoint hands from avail. It is Hall's
// condition over sets of those seats; the other containers accept any
// card and their slots plus these equal the cards in avail, so it is
// exact.
func (d *determinizer) fits(avail uint64, need *[MaxPlayers - 1]int) bool {
	for set := 1; set < 1<<d.nOrder; set++ {
		var union uint64
		sum := 0
		for i := 0; i < d.nOrder; i++ {
			if set&(1<<i) != 0 {
				union |= d.allowed[d.order[i]]
				sum += need[i]
			}
		}
		if sum > popcount(union&avail) {
			return false
		}
	}
	return true
}

// deal puts the pool into g: the constrained hands first (see the top of
// this file), then the rest, shuffled, into the other hands, every
// remaining face-down position (seat and position order) and the
// set-aside cards.
func (d *determinizer) deal(rng *engine.RNG, g *Game) {
	var hands [MaxPlayers]uint64
	taken := d.dealConstrained(rng, &hands)
	var cards [DeckSize]Card
	n := 0
	for m := d.pool &^ taken; m != 0; m &= m - 1 {
		cards[n] = lowest(m)
		n++
	}
	// Only the ordered slots need a random card each; what is left is the
	// set-aside (a set), so a partial Fisher-Yates suffices.
	slots := 0
	var cons uint8
	for i := 0; i < d.nOrder; i++ {
		cons |= 1 << d.order[i]
	}
	for s := 0; s < g.players; s++ {
		if cons&(1<<s) == 0 {
			slots += d.capa[s]
		}
		slots += bits.OnesCount8(g.fdLeft[s])
	}
	slots = min(slots, n)
	for i := 0; i < slots; i++ {
		j := i + rng.IntN(n-i)
		cards[i], cards[j] = cards[j], cards[i]
	}
	k := 0
	for s := 0; s < g.players; s++ {
		if cons&(1<<s) != 0 {
			g.hands[s] |= hands[s]
			continue
		}
		for x := 0; x < d.capa[s] && k < n; x++ {
			g.hands[s] |= cards[k].bit()
			k++
		}
	}
	for s := 0; s < g.players; s++ {
		for p := 0; p < int(g.fdLen[s]); p++ {
			if g.fdLeft[s]&(1<<p) != 0 && k < n {
				g.fdRow[s][p] = cards[k]
				k++
			}
		}
	}
	for ; k < n; k++ {
		g.setAside |= cards[k].bit()
	}
}

// dealConstrained fills hands for the constrained seats with a uniformly
// random consistent tuple (rejection sampling, see the top of this file)
// and returns the cards it used.
func (d *determinizer) dealConstrained(rng *engine.RNG, hands *[MaxPlayers]uint64) uint64 {
tries:
	for try := 0; try < maxTries; try++ {
		var taken uint64
		for i := 0; i < d.nOrder; i++ {
			s := d.order[i]
			avail := d.allowed[s] &^ taken
			a := d.capa[s]
			n := popcount(avail)
			if n < a {
				continue tries
			}
			if w := binom[n][a]; w != d.bound[i] && uniformBelow(rng, d.bound[i]) >= w {
				continue tries
			}
			h := pickSubset(rng, avail, n, a)
			hands[s] = h
			taken |= h
		}
		return taken
	}
	return d.dealSequential(rng, hands)
}

// dealSequential is the fallback of dealConstrained: each constrained
// hand is filled card by card, each card uniform among those that still
// leave a consistent deal of the rest.
func (d *determinizer) dealSequential(rng *engine.RNG, hands *[MaxPlayers]uint64) uint64 {
	var need [MaxPlayers - 1]int
	for i := 0; i < d.nOrder; i++ {
		need[i] = d.capa[d.order[i]]
		hands[d.order[i]] = 0
	}
	var taken uint64
	for i := 0; i < d.nOrder; i++ {
		s := d.order[i]
		for need[i] > 0 {
			cand := d.allowed[s] &^ taken
			for cand != 0 {
				c := pickSubset(rng, cand, popcount(cand), 1)
				need[i]--
				if d.fits(d.pool&^(taken|c), &need) {
					taken |= c
					hands[s] |= c
					break
				}
				need[i]++
				cand &^= c
			}
			if cand == 0 {
				// Unreachable after a successful setup (Hall's condition
				// held); stop rather than loop.
				return taken
			}
		}
	}
	return taken
}

// pickSubset returns a uniformly random k-card subset of set, which holds
// n cards.
func pickSubset(rng *engine.RNG, set uint64, n, k int) uint64 {
	if k == n {
		return set
	}
	// Choose the smaller side: k cards to take or n-k to leave.
	take := k <= n-k
	if !take {
		k = n - k
	}
	var cards [DeckSize]Card
	i := 0
	for m := set; m != 0; m &= m - 1 {
		cards[i] = lowest(m)
		i++
	}
	var h uint64
	for i := 0; i < k; i++ {
		j := i + rng.IntN(n-i)
		cards[i], cards[j] = cards[j], cards[i]
		h |= cards[i].bit()
	}
	if take {
		return h
	}
	return set &^ h
}

// uniformBelow returns a uniform integer in [0, n), n > 0, exactly
// (Lemire's multiply-shift with rejection, in 64 bits on every platform).
func uniformBelow(rng *engine.RNG, n uint64) uint64 {
	hi, lo := bits.Mul64(rng.Uint64(), n)
	if lo < n {
		threshold := -n % n
		for lo < threshold {
			hi, lo = bits.Mul64(rng.Uint64(), n)
		}
	}
	return hi
}

// Determinize deals every card the observer cannot see - the other hands,
// every face-down row (the observer's own included) and the set-aside
// cards - at random from the unseen cards of the round's colours,
// respecting the hand and row sizes and the voids shown by play, and seeds
// the new game's RNG from rng. dst is reused (without allocating) when it is
// a *Game. The result has no fixed deals for later rounds and no trick log.
// An observation that fails Validate yields a fresh game of the same table
// size instead.
func (o *Observation) Determinize(rng *engine.RNG, dst engine.Game) engine.Game {
	g, ok := dst.(*Game)
	if !ok || g == nil {
		g = new(Game)
	}
	var d determinizer
	if o.validate(&d) != nil {
		n := min(max(o.NumPlayers, MinPlayers), MaxPlayers)
		*g = Game{state: state{players: n, rounds: 1}}
		g.restart(rng.Uint64())
		return g
	}
	n := o.NumPlayers
	*g = Game{state: state{players: n, rounds: o.Rounds, round: o.Round, turn: o.Turn, over: o.Over}}
	for _, c := range o.Colours {
		g.colours |= 1 << c
	}
	for r, rs := range o.RoundScores {
		copy(g.roundScores[r][:], rs)
	}
	for _, c := range o.Hand {
		g.hands[o.Viewer] |= c.bit()
	}
	for s := 0; s < n; s++ {
		g.fdRow[s] = [FacedownSize]Card{NoCard, NoCard, NoCard}
		g.fdLen[s] = int8(len(o.Facedown[s]))
		for p, in := range o.Facedown[s] {
			if in {
				g.fdLeft[s] |= 1 << p
			}
		}
		for _, c := range o.PilesFaceup[s] {
			g.pileUp[s] |= c.bit()
		}
		for _, c := range o.PilesFacedown[s] {
			g.pileDown[s] |= c.bit()
		}
	}
	for i := range o.Tricks {
		t := &g.done[i]
		t.fill(o.Tricks[i].Leader, o.Tricks[i].Plays)
		for _, w := range o.Tricks[i].Winners {
			t.winners = t.winners.With(w)
		}
	}
	g.nDone = len(o.Tricks)
	g.cur.fill(o.Leader, o.Trick)
	g.nTricks = g.nDone + d.left
	if g.over {
		g.winners = g.finalWinners()
	}
	d.deal(rng, g)
	g.rng = engine.NewRNG(rng.Uint64())
	return g
}

// fill sets t to the plays of a trick led by leader.
func (t *trick) fill(leader int, plays []Play) {
	*t = trick{leader: int8(leader), n: int8(len(plays))}
	for i, p := range plays {
		t.plays[i] = play{card: p.Card, facedown: p.Facedown}
		t.addColour(p.Card.Colour())
	}
}
