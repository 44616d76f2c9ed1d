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
// set-aside cards - which accept anything. engine.HiddenDeal deals the
// hands exactly uniformly over every consistent deal; what it leaves is
// shuffled into the free slots, which is uniform too, since every choice
// of hands leaves the same number of ways to fill them.

// determinizer holds what validation learns about the unseen cards, ready
// to deal them without allocating. It is small and plain so a fresh one on
// the stack costs nothing.
type determinizer struct {
	hands engine.HiddenDeal
	left  int // cards each seat held at the start of the current trick
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

// setup records the unseen cards of the colours in mask and what each hand
// may hold; it reports whether a deal respecting the counts and voids
// exists, with a card for every face-down position left.
func (d *determinizer) setup(o *Observation, mask uint8, seen uint64) bool {
	pool := colourCards(mask) &^ seen
	voids := o.voids()
	var need [engine.MaxPlayers]int
	var allowed [engine.MaxPlayers]uint64
	hands := 0
	for s := 0; s < o.NumPlayers; s++ {
		if s == o.Viewer {
			continue
		}
		need[s] = o.HandCounts[s]
		allowed[s] = pool &^ colourCards(voids[s])
		hands += need[s]
	}
	fd := 0
	for s := 0; s < o.NumPlayers; s++ {
		for _, in := range o.Facedown[s] {
			if in {
				fd++
			}
		}
	}
	if popcount(pool)-hands < fd {
		return false
	}
	return d.hands.Setup(pool, need, allowed)
}

// deal puts the pool into g: the hands, then the rest, shuffled, into
// every remaining face-down position (seat and position order) and the
// set-aside cards.
func (d *determinizer) deal(rng *engine.RNG, g *Game) {
	hands, rest := d.hands.Deal(rng)
	for s := 0; s < g.players; s++ {
		g.hands[s] |= hands[s]
	}
	var cards [DeckSize]Card
	n := 0
	for m := rest; m != 0; m &= m - 1 {
		cards[n] = lowest(m)
		n++
	}
	// Only the face-down slots need a random card each; what is left is
	// the set-aside (a set), so a partial Fisher-Yates suffices.
	slots := 0
	for s := 0; s < g.players; s++ {
		slots += bits.OnesCount8(g.fdLeft[s])
	}
	slots = min(slots, n)
	for i := 0; i < slots; i++ {
		j := i + rng.IntN(n-i)
		cards[i], cards[j] = cards[j], cards[i]
	}
	k := 0
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
