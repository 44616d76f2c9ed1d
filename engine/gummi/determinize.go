package gummi

import (
	"github.com/trickparty/trickparty/engine"
)

// free is the determinizer's container for every unseen card that is not in
// a hand: face-down rows (the observer's own too) and the set-aside cards.
const free = MaxPlayers

// determinizer deals the cards a seat cannot see into containers - the
// other seats' hands and the free slots - respecting each hand's known
// voids, without allocating.
type determinizer struct {
	pool  [DeckSize]Card
	nPool int
	// cnt is the number of undealt pool cards per colour.
	cnt [NumColours]int
	// capa is each container's number of empty slots; allow the colours it
	// may receive.
	capa  [MaxPlayers + 1]int
	allow [MaxPlayers + 1]uint8
	mask  uint8
	// constrained is set when some hand is void in a colour of the pool,
	// which makes the careful (feasibility-checked) deal necessary.
	constrained bool
	left        int // cards each seat held at the start of the current trick
}

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

// setup fills the pool with the unseen cards of the colours in mask and
// sizes the containers; it reports whether a deal respecting the voids
// exists.
func (d *determinizer) setup(o *Observation, mask uint8, seen uint64) bool {
	d.mask = mask
	d.nPool = 0
	d.cnt = [NumColours]int{}
	pool := colourCards(mask) &^ seen
	for m := pool; m != 0; m &= m - 1 {
		c := lowest(m)
		d.pool[d.nPool] = c
		d.nPool++
		d.cnt[c.Colour()]++
	}
	voids := o.voids()
	need := 0
	d.constrained = false
	for s := 0; s < MaxPlayers; s++ {
		d.capa[s], d.allow[s] = 0, 0
		if s >= o.NumPlayers || s == o.Viewer {
			continue
		}
		d.capa[s] = o.HandCounts[s]
		d.allow[s] = mask &^ voids[s]
		need += d.capa[s]
		if d.capa[s] > 0 && d.allow[s] != mask {
			d.constrained = true
		}
	}
	fd := 0
	for s := 0; s < o.NumPlayers; s++ {
		for _, in := range o.Facedown[s] {
			if in {
				fd++
			}
		}
	}
	d.capa[free], d.allow[free] = d.nPool-need, mask
	if d.capa[free] < fd {
		return false
	}
	return d.feasible()
}

// feasible checks Hall's condition: for every set of colours, the undealt
// cards of those colours fit in the containers that accept any of them.
// Total capacity equals the undealt cards, so this is exact.
func (d *determinizer) feasible() bool {
	for set := d.mask; set != 0; set = (set - 1) & d.mask {
		demand := 0
		for c := Colour(0); c < NumColours; c++ {
			if set&(1<<c) != 0 {
				demand += d.cnt[c]
			}
		}
		if demand == 0 {
			continue
		}
		supply := 0
		for k := range d.capa {
			if d.allow[k]&set != 0 {
				supply += d.capa[k]
			}
		}
		if demand > supply {
			return false
		}
	}
	return true
}

// deal shuffles the pool into g: the other seats' hands, then every
// remaining face-down position (in seat and position order, from a random
// card order) and the set-aside cards.
func (d *determinizer) deal(rng *engine.RNG, g *Game) {
	engine.Shuffle(rng, d.pool[:d.nPool])
	var freeCards [DeckSize]Card
	nFree := 0
	for i := 0; i < d.nPool; i++ {
		c := d.pool[i]
		k := d.place(rng, c)
		if k == free {
			freeCards[nFree] = c
			nFree++
		} else {
			g.hands[k] |= c.bit()
		}
	}
	j := 0
	for s := 0; s < g.players; s++ {
		for p := 0; p < int(g.fdLen[s]); p++ {
			if g.fdLeft[s]&(1<<p) != 0 && j < nFree {
				g.fdRow[s][p] = freeCards[j]
				j++
			}
		}
	}
	for ; j < nFree; j++ {
		g.setAside |= freeCards[j].bit()
	}
}

// place picks a container for c at random, weighted by empty slots, among
// those that accept c's colour and leave a deal of the rest possible.
func (d *determinizer) place(rng *engine.RNG, c Card) int {
	col := c.Colour()
	d.cnt[col]--
	var tried uint8
	for {
		total := 0
		for k := range d.capa {
			if d.capa[k] > 0 && d.allow[k]&(1<<col) != 0 && tried&(1<<k) == 0 {
				total += d.capa[k]
			}
		}
		if total == 0 {
			// Unreachable after a successful setup; kept so a bug cannot
			// loop forever.
			d.capa[free]--
			return free
		}
		r := rng.IntN(total)
		k := 0
		for ; k < len(d.capa); k++ {
			if d.capa[k] > 0 && d.allow[k]&(1<<col) != 0 && tried&(1<<k) == 0 {
				if r < d.capa[k] {
					break
				}
				r -= d.capa[k]
			}
		}
		d.capa[k]--
		if !d.constrained || d.feasible() {
			return k
		}
		d.capa[k]++
		tried |= 1 << k
	}
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
