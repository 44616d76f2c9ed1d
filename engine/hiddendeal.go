package engine

import "math/bits"

// HiddenDeal deals the cards a player cannot see into the other hands,
// where some hands may not hold some cards (a player who did not follow a
// suit has none of it left). Cards are bits 0..63 of a uint64. The deal is
// exactly uniform over every consistent tuple of hands, which a search that
// samples hidden information needs: a biased deal makes the bot believe
// things nobody showed it. Both trick games with voids deal through it.
//
// Only the constrained hands (some pool card not allowed) need care: given
// them, the free hands are a uniform split of what is left, since every
// constrained tuple leaves the same number of completions. The constrained
// hands are drawn by rejection sampling: seats in turn (least slack first),
// each hand uniform among the allowed cards the earlier hands left, and the
// draw kept with probability prod_i C(n_i, a_i) / C(b_i, a_i), where n_i
// is how many allowed cards seat i found left and b_i >= n_i is a bound
// fixed in advance. A tuple is proposed with probability prod_i
// 1/C(n_i, a_i), so every kept tuple is exactly uniform. The test is made
// seat by seat, so a doomed draw stops early; b_i subtracts the cards
// earlier seats are forced to take (see forced), which keeps most draws:
// in Gummi Trick mid-round positions with voids a call averages 1.2 (3
// players), 1.6 (4) and 2.5 (5) tries. After maxDealTries rejections
// (about 1 call in 10^4 at 4 players: several seats competing for few
// cards) a sequential deal with a Hall check per card finishes the job:
// always consistent, only approximately uniform, so the distance from
// uniform is at most (1-p)^maxDealTries for a position whose acceptance
// rate is p.
//
// The zero value is ready for Setup; it is small and plain, so one on the
// stack costs nothing and dealing never allocates.
type HiddenDeal struct {
	pool    uint64
	allowed [MaxPlayers]uint64
	need    [MaxPlayers]int
	// order lists the constrained seats in dealing order; bound[i] is
	// C(b_i, a_i) for order[i].
	order  [MaxPlayers]int8
	nOrder int
	bound  [MaxPlayers]uint64
}

// maxDealTries bounds the rejection sampler before the sequential deal.
const maxDealTries = 64

// binom[n][k] is C(n, k) for every pool and hand size (n, k <= 64); the
// largest, C(64, 32), fits in a uint64.
var binom = func() (t [65][65]uint64) {
	for n := range t {
		t[n][0] = 1
		for k := 1; k <= n; k++ {
			t[n][k] = t[n-1][k-1]
			if k < n {
				t[n][k] += t[n-1][k]
			}
		}
	}
	return t
}()

// Setup records the pool of unseen cards, how many cards each seat's hand
// takes (0: none, such as the viewer's own seat) and which pool cards each
// may hold (allowed is intersected with the pool). It reports whether a
// consistent deal exists; the cards no hand takes are Deal's rest.
func (d *HiddenDeal) Setup(pool uint64, need [MaxPlayers]int, allowed [MaxPlayers]uint64) bool {
	*d = HiddenDeal{pool: pool, need: need}
	total := 0
	for s := range need {
		if need[s] < 0 {
			return false
		}
		if need[s] == 0 {
			continue
		}
		total += need[s]
		d.allowed[s] = allowed[s] & pool
		if d.allowed[s] != pool {
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
	if total > bits.OnesCount64(pool) {
		return false
	}
	var want [MaxPlayers]int
	for i := 0; i < d.nOrder; i++ {
		want[i] = d.need[d.order[i]]
	}
	if !d.fits(pool, &want) {
		return false
	}
	for i := 0; i < d.nOrder; i++ {
		s := d.order[i]
		d.bound[i] = binom[bits.OnesCount64(d.allowed[s])-d.forced(i)][d.need[s]]
	}
	return true
}

// Constrained is how many hands may not hold some card of the pool.
func (d *HiddenDeal) Constrained() int { return d.nOrder }

// Pool is the unseen cards given to Setup.
func (d *HiddenDeal) Pool() uint64 { return d.pool }

// Deal draws the hands (zero for seats that take none) and returns them
// with the pool cards no hand took. Setup must have reported true.
func (d *HiddenDeal) Deal(rng *RNG) (hands [MaxPlayers]uint64, rest uint64) {
	taken := d.dealConstrained(rng, &hands)
	rest = d.pool &^ taken
	var cons uint8
	for i := 0; i < d.nOrder; i++ {
		cons |= 1 << d.order[i]
	}
	for s := range d.need {
		if d.need[s] > 0 && cons&(1<<s) == 0 {
			hands[s] = PickSubset(rng, rest, d.need[s])
			rest &^= hands[s]
		}
	}
	return hands, rest
}

// slack is how many allowed cards seat s has beyond its hand size.
func (d *HiddenDeal) slack(s int) int { return bits.OnesCount64(d.allowed[s]) - d.need[s] }

// forced is a lower bound on how many of order[i]'s allowed cards the
// earlier seats' hands must hold, whatever they are: a group P of earlier
// seats holds at most |union of their allowed sets outside A_i| cards
// outside A_i, so the rest of their hands lies inside it; the seats not
// in P are counted alone. The best split P is kept.
func (d *HiddenDeal) forced(i int) int {
	ai := d.allowed[d.order[i]]
	best := 0
	for set := 0; set < 1<<i; set++ {
		var out uint64
		group, alone := 0, 0
		for j := 0; j < i; j++ {
			t := d.order[j]
			if set&(1<<j) != 0 {
				out |= d.allowed[t] &^ ai
				group += d.need[t]
			} else if f := d.need[t] - bits.OnesCount64(d.allowed[t]&^ai); f > 0 {
				alone += f
			}
		}
		best = max(best, max(0, group-bits.OnesCount64(out))+alone)
	}
	return best
}

// fits reports whether the constrained seats (order[i] still needing
// need[i] cards) can be dealt disjoint hands from avail. It is Hall's
// condition over sets of those seats; the free hands accept any card and
// Setup checked the total, so it is exact.
func (d *HiddenDeal) fits(avail uint64, need *[MaxPlayers]int) bool {
	for set := 1; set < 1<<d.nOrder; set++ {
		var union uint64
		sum := 0
		for i := 0; i < d.nOrder; i++ {
			if set&(1<<i) != 0 {
				union |= d.allowed[d.order[i]]
				sum += need[i]
			}
		}
		if sum > bits.OnesCount64(union&avail) {
			return false
		}
	}
	return true
}

// dealConstrained fills the constrained hands with a uniformly random
// consistent tuple and returns the cards it used.
func (d *HiddenDeal) dealConstrained(rng *RNG, hands *[MaxPlayers]uint64) uint64 {
tries:
	for try := 0; try < maxDealTries; try++ {
		var taken uint64
		for i := 0; i < d.nOrder; i++ {
			s := d.order[i]
			avail := d.allowed[s] &^ taken
			a := d.need[s]
			n := bits.OnesCount64(avail)
			if n < a {
				continue tries
			}
			if w := binom[n][a]; w != d.bound[i] && UniformBelow(rng, d.bound[i]) >= w {
				continue tries
			}
			h := PickSubset(rng, avail, a)
			hands[s] = h
			taken |= h
		}
		return taken
	}
	return d.dealSequential(rng, hands)
}

// dealSequential is the fallback of dealConstrained: each constrained hand
// is filled card by card, each card uniform among those that still leave a
// consistent deal of the rest.
func (d *HiddenDeal) dealSequential(rng *RNG, hands *[MaxPlayers]uint64) uint64 {
	var need [MaxPlayers]int
	for i := 0; i < d.nOrder; i++ {
		need[i] = d.need[d.order[i]]
		hands[d.order[i]] = 0
	}
	var taken uint64
	for i := 0; i < d.nOrder; i++ {
		s := d.order[i]
		for need[i] > 0 {
			cand := d.allowed[s] &^ taken
			for cand != 0 {
				c := PickSubset(rng, cand, 1)
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
				// Unreachable after a successful Setup (Hall's condition
				// held); stop rather than loop.
				return taken
			}
		}
	}
	return taken
}

// PickSubset returns a uniformly random k-card subset of set.
func PickSubset(rng *RNG, set uint64, k int) uint64 {
	n := bits.OnesCount64(set)
	if k >= n {
		return set
	}
	// Choose the smaller side: k cards to take or n-k to leave.
	take := k <= n-k
	if !take {
		k = n - k
	}
	var cards [64]uint8
	i := 0
	for m := set; m != 0; m &= m - 1 {
		cards[i] = uint8(bits.TrailingZeros64(m))
		i++
	}
	var h uint64
	for i := 0; i < k; i++ {
		j := i + rng.IntN(n-i)
		cards[i], cards[j] = cards[j], cards[i]
		h |= 1 << cards[i]
	}
	if take {
		return h
	}
	return set &^ h
}

// UniformBelow returns a uniform integer in [0, n), n > 0, exactly
// (Lemire's multiply-shift with rejection, in 64 bits on every platform).
func UniformBelow(rng *RNG, n uint64) uint64 {
	hi, lo := bits.Mul64(rng.Uint64(), n)
	if lo < n {
		threshold := -n % n
		for lo < threshold {
			hi, lo = bits.Mul64(rng.Uint64(), n)
		}
	}
	return hi
}
