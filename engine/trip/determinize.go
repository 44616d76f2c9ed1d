package trip

import (
	"math/bits"

	"github.com/trickparty/trickparty/engine"
)

// Determinize samples a full game consistent with the observation: every
// card the viewer cannot see is dealt at random from the unseen pool,
// respecting what the viewer knows - the maker of the stand it received
// holds the set it did not pick, its neighbour holds the set it took from
// the viewer (less cards since played), seats that showed a void hold none
// of that suit, hand counts - and an unseen draft (others' draws, splits,
// picks) is made up at random. The new game's RNG is seeded from rng. dst
// is reused without allocating when it is a *Game. It keeps no trick log.
// A malformed observation yields a fresh game at the same table size.
func (o *Observation) Determinize(rng *engine.RNG, dst engine.Game) engine.Game {
	g, _ := dst.(*Game)
	if g == nil {
		g = new(Game)
	}
	*g = Game{}
	if !o.wellFormed() {
		n := min(max(o.NumPlayers, MinPlayers), MaxPlayers)
		g.players, g.rounds, g.rng = n, MaxRounds, engine.NewRNG(rng.Uint64())
		g.startRound(1, g.rng.IntN(n))
		return g
	}
	n, me := o.NumPlayers, o.Viewer
	g.players, g.rounds, g.round = n, o.Rounds, o.Round
	g.rng = engine.NewRNG(rng.Uint64())
	g.picked = [MaxPlayers]int8{-1, -1, -1, -1, -1}
	g.leader, g.turn = o.Leader, o.Leader
	g.over, g.winners = o.Over, o.Winners
	all := g.allSeats()

	var wonAll, played CardSet
	var playedBy [MaxPlayers]CardSet
	for s := 0; s < n; s++ {
		g.won[s] = o.Won[s]
		wonAll |= o.Won[s]
	}
	// This round's completed tricks: the winner's card is in its pile, the
	// others were discarded.
	cur := &g.roundWon[g.round-1]
	for i := range o.Tricks {
		t := &o.Tricks[i]
		rec := &g.done[i]
		rec.leader, rec.winner = int8(t.Leader), int8(t.Winner)
		for j, p := range t.Plays {
			rec.cards[j] = p.Card
			played = played.With(p.Card)
			playedBy[p.Seat] = playedBy[p.Seat].With(p.Card)
			if p.Seat == t.Winner {
				cur[p.Seat] = cur[p.Seat].With(p.Card)
			} else {
				g.discard = g.discard.With(p.Card)
			}
		}
	}
	g.nDone = len(o.Tricks)
	for i, p := range o.Trick {
		g.trick[i] = p.Card
		played = played.With(p.Card)
		playedBy[p.Seat] = playedBy[p.Seat].With(p.Card)
	}
	g.nTrick = len(o.Trick)
	// Which earlier round each won card came from is not in the
	// observation; they only feed round_scores, so round 1 holds them.
	for s := 0; s < n; s++ {
		g.roundWon[0][s] |= g.won[s] &^ cur[s]
	}
	pool := allCards &^ wonAll &^ played

	switch o.Phase {
	case PhaseSplit:
		g.phase, g.drafted = phaseSplit, true
		g.split = all &^ o.Due
		g.drawn[me] = o.Hand
		if g.split.Has(me) {
			g.sets[me] = o.Split
		}
		pool &^= o.Hand
		var need [MaxPlayers]int
		for s := 0; s < n; s++ {
			if s != me {
				need[s] = o.HandCounts[s]
			}
		}
		g.drawn = dealFree(rng, &pool, need, g.drawn)
		for s := 0; s < n; s++ {
			if s != me && g.split.Has(s) {
				set0 := splitSet0(g.drawn[s], splitMasks[rng.IntN(NumSplits)])
				g.sets[s] = [2]CardSet{set0, g.drawn[s] &^ set0}
			}
		}
	case PhasePick:
		g.phase, g.drafted = phasePick, true
		g.split, g.pickd = all, all&^o.Due
		m := g.maker(me)
		g.sets[me], g.sets[m] = o.Split, o.Stand
		g.drawn[me], g.drawn[m] = o.Split[0]|o.Split[1], o.Stand[0]|o.Stand[1]
		pool &^= g.drawn[me] | g.drawn[m]
		var need [MaxPlayers]int
		for s := 0; s < n; s++ {
			if s != me && s != m {
				need[s] = DrawSize
			}
		}
		g.drawn = dealFree(rng, &pool, need, g.drawn)
		for s := 0; s < n; s++ {
			if s != me && s != m {
				set0 := splitSet0(g.drawn[s], splitMasks[rng.IntN(NumSplits)])
				g.sets[s] = [2]CardSet{set0, g.drawn[s] &^ set0}
			}
			if g.pickd.Has(s) {
				if s == me {
					g.picked[s] = int8(o.Picked & 1)
				} else {
					g.picked[s] = int8(rng.IntN(2))
				}
			}
		}
	default:
		g.phase = phasePlay
		if o.Phase == PhaseOver {
			g.phase = phaseOver
		}
		g.drafted = o.Split[0] != 0
		g.hand[me] = o.Hand
		pool &^= o.Hand
		var known [MaxPlayers]CardSet
		pk, tk := o.Picked&1, o.Taken&1
		m, r := g.maker(me), g.receiver(me)
		if g.drafted {
			known[m] = o.Stand[1-pk] &^ played
			known[r] = o.Split[tk] &^ played
			pool &^= known[m] | known[r]
		}
		var need [MaxPlayers]int
		var allowed [MaxPlayers]uint8
		for s := 0; s < n; s++ {
			allowed[s] = allSuits
			if s != me {
				need[s] = max(o.HandCounts[s]-known[s].Count(), 0)
			}
		}
		for i := range o.Tricks {
			voids(o.Tricks[i].Plays, &allowed)
		}
		voids(o.Trick, &allowed)
		extra := dealAroundVoids(rng, &pool, need, allowed)
		for s := 0; s < n; s++ {
			if s != me {
				g.hand[s] = known[s] | extra[s]
			}
		}
		if g.drafted {
			g.rebuildDraft(rng, o, playedBy)
		}
		g.turn = (g.leader + g.nTrick) % n
		if g.phase == phaseOver {
			g.leader, g.turn = -1, -1
		}
	}
	g.deck = pool
	return g
}

// rebuildDraft makes up a draft that leads to the hands dealt, agreeing with
// the viewer's split, the stand it received, its pick and which of its sets
// was taken. T[x] is the set seat x took, K[x] the own set it kept.
func (g *Game) rebuildDraft(rng *engine.RNG, o *Observation, playedBy [MaxPlayers]CardSet) {
	n, me := g.players, o.Viewer
	m, r := g.maker(me), g.receiver(me)
	pk, tk := o.Picked&1, o.Taken&1
	var T, K [MaxPlayers]CardSet
	var p [MaxPlayers]int // p[x]: index in sets[x] of the set x's receiver took
	for x := 0; x < n; x++ {
		start := g.hand[x] | playedBy[x]
		switch x {
		case me:
			T[x], K[x] = o.Stand[pk], o.Split[1-tk]
		case m:
			K[x] = o.Stand[1-pk]
			T[x] = start &^ K[x]
		case r:
			T[x] = o.Split[tk]
			K[x] = start &^ T[x]
		default:
			T[x] = splitSet0(start, splitMasks[rng.IntN(NumSplits)])
			K[x] = start &^ T[x]
		}
		p[x] = rng.IntN(2)
	}
	p[me], p[m] = tk, pk
	for x := 0; x < n; x++ {
		rx := g.receiver(x)
		g.sets[x][p[x]] = T[rx]
		g.sets[x][1-p[x]] = K[x]
		g.picked[rx] = int8(p[x])
		g.drawn[x] = T[rx] | K[x]
	}
	g.split, g.pickd = g.allSeats(), g.allSeats()
}

// voids narrows allowed[s] (a bitmask of suits, Trump included) by what the
// plays of one trick show: a seat that neither followed a led suit nor
// trumped holds none of that suit; a seat that did not answer a trump lead
// with a trump holds no trump.
func voids(plays []Play, allowed *[MaxPlayers]uint8) {
	if len(plays) == 0 {
		return
	}
	led := plays[0].Card
	for _, p := range plays[1:] {
		switch {
		case led.IsTrump() && !p.Card.IsTrump():
			allowed[p.Seat] &^= 1 << Trump
		case !led.IsTrump() && !p.Card.IsTrump() && p.Card.Suit() != led.Suit():
			allowed[p.Seat] &^= 1 << led.Suit()
		}
	}
}

// cardsOf lists the cards of s into an array (no allocation).
func cardsOf(s CardSet) (cards [NumCards]Card, k int) {
	for t := s; t != 0; t &= t - 1 {
		cards[k] = Card(bits.TrailingZeros64(uint64(t)))
		k++
	}
	return cards, k
}

// dealFree deals need[s] random cards of *pool to each seat on top of
// hands, removing them from the pool.
func dealFree(rng *engine.RNG, pool *CardSet, need [MaxPlayers]int, hands [MaxPlayers]CardSet) [MaxPlayers]CardSet {
	cards, k := cardsOf(*pool)
	i := 0
	for s := range need {
		for j := 0; j < need[s] && i < k; j++ {
			x := i + rng.IntN(k-i)
			cards[i], cards[x] = cards[x], cards[i]
			hands[s] = hands[s].With(cards[i])
			*pool = pool.Without(cards[i])
			i++
		}
	}
	return hands
}

// dealAroundVoids deals need[s] cards of *pool to each seat, each from the
// suits allowed[s] permits, exactly uniformly over every consistent deal
// (engine.HiddenDeal), removing them from the pool (the rest stays for the
// deck).
func dealAroundVoids(rng *engine.RNG, pool *CardSet, need [MaxPlayers]int, allowed [MaxPlayers]uint8) [MaxPlayers]CardSet {
	var d engine.HiddenDeal
	var n [engine.MaxPlayers]int
	var a [engine.MaxPlayers]uint64
	for s := range need {
		n[s], a[s] = need[s], uint64(suitSets(allowed[s]))
	}
	if !d.Setup(uint64(*pool), n, a) {
		// Only a malformed observation gets here: deal without the voids.
		return dealFree(rng, pool, need, [MaxPlayers]CardSet{})
	}
	h, rest := d.Deal(rng)
	*pool = CardSet(rest)
	var out [MaxPlayers]CardSet
	for s := range out {
		out[s] = CardSet(h[s])
	}
	return out
}

// suitSets is every card of the suits in mask (bit s: suit s, trumps
// included).
func suitSets(mask uint8) CardSet {
	var out CardSet
	for su := Suit(0); su <= Trump; su++ {
		if mask&(1<<su) != 0 {
			out |= cardsOfSuit[su]
		}
	}
	return out
}

// cardsOfSuit is every card of each suit.
var cardsOfSuit = func() (t [Trump + 1]CardSet) {
	for c := Card(0); c < NumCards; c++ {
		t[c.Suit()] = t[c.Suit()].With(c)
	}
	return t
}()

// allSuits is the suit mask allowing every suit and the trumps.
const allSuits = 1<<(Trump+1) - 1

// wellFormed reports whether the observation is one Observe could have
// made, as far as Determinize relies on it (sizes, seats, card ids).
func (o *Observation) wellFormed() bool {
	n := o.NumPlayers
	if n < MinPlayers || n > MaxPlayers || o.Viewer < 0 || o.Viewer >= n ||
		o.Rounds < 1 || o.Rounds > MaxRounds || o.Round < 1 || o.Round > o.Rounds ||
		len(o.HandCounts) != n || len(o.Won) != n || len(o.Trick) >= n || len(o.Tricks) > maxTricks ||
		o.Leader < -1 || o.Leader >= n {
		return false
	}
	switch o.Phase {
	case PhaseSplit, PhasePick, PhasePlay, PhaseOver:
	default:
		return false
	}
	if o.Leader < 0 && (o.Phase != PhaseOver || len(o.Trick) > 0) {
		return false
	}
	okPlays := func(plays []Play) bool {
		for _, p := range plays {
			if p.Seat < 0 || p.Seat >= n || !p.Card.Valid() {
				return false
			}
		}
		return true
	}
	for _, t := range o.Tricks {
		if len(t.Plays) != n || t.Leader < 0 || t.Leader >= n || t.Winner < 0 || t.Winner >= n || !okPlays(t.Plays) {
			return false
		}
	}
	if !okPlays(o.Trick) || !o.tricksAgreeWithPiles() || !o.draftAgrees() {
		return false
	}
	// Hand counts as Observe makes them: six drawn cards each during the
	// split, none during the picks, and during the tricks one card fewer
	// for the seats that already played to the current trick.
	me := o.Viewer
	switch o.Phase {
	case PhaseSplit, PhasePick:
		want := 0
		if o.Phase == PhaseSplit {
			want = DrawSize
		}
		for _, c := range o.HandCounts {
			if c != want {
				return false
			}
		}
		if o.Phase == PhasePick {
			// The seat split its six cards and holds the stand it received.
			return o.Split[0].Count() == SetSize && o.Split[1].Count() == SetSize && o.Split[0]&o.Split[1] == 0 &&
				o.Stand[0].Count() == SetSize && o.Stand[1].Count() == SetSize && o.Stand[0]&o.Stand[1] == 0
		}
		// A viewer that has split shows its two sets of the six cards;
		// one still due shows none.
		if o.Due.Has(me) {
			return o.Hand.Count() == DrawSize && o.Split == [2]CardSet{}
		}
		return o.Hand.Count() == DrawSize && o.Split[0].Count() == SetSize && o.Split[1].Count() == SetSize &&
			o.Split[0]&o.Split[1] == 0 && o.Split[0]|o.Split[1] == o.Hand
	case PhasePlay:
		if o.Leader < 0 {
			return false
		}
		c := o.HandCounts[(o.Leader+len(o.Trick))%n]
		if c < 1 || len(o.Tricks)+c > maxTricks {
			return false
		}
		for i := 0; i < n; i++ {
			want := c
			if i < len(o.Trick) {
				want = c - 1
			}
			if o.HandCounts[(o.Leader+i)%n] != want {
				return false
			}
		}
	case PhaseOver:
		for _, c := range o.HandCounts {
			if c != 0 {
				return false
			}
		}
	}
	return o.Hand.Count() == o.HandCounts[me]
}

// tricksAgreeWithPiles: this round's tricks are as Observe shows them -
// each seat once, in turn from the leader, every card once - no card is
// in two piles or both in the viewer's hand and played or won, and a
// completed trick's winning seat's card is in its won pile, the others'
// cards in no pile (they were discarded), as Determinize deals them.
func (o *Observation) tricksAgreeWithPiles() bool {
	n := o.NumPlayers
	var seen, wonAll CardSet
	for _, w := range o.Won {
		if wonAll&w != 0 {
			return false // a card in two piles
		}
		wonAll |= w
	}
	fresh := func(c Card) bool {
		if seen.Has(c) {
			return false
		}
		seen = seen.With(c)
		return true
	}
	for _, t := range o.Tricks {
		for j, p := range t.Plays {
			won := p.Seat == t.Winner
			if p.Seat != (t.Leader+j)%n || !fresh(p.Card) || won != o.Won[t.Winner].Has(p.Card) || !won && wonAll.Has(p.Card) {
				return false
			}
		}
	}
	for j, p := range o.Trick {
		if p.Seat != (o.Leader+j)%n || !fresh(p.Card) || wonAll.Has(p.Card) {
			return false
		}
	}
	// The viewer's own cards are in no pile and were not played.
	return o.Hand&(seen|wonAll) == 0
}

// draftAgrees: during the tricks of a drafted round, the viewer's sets and
// the stand it received are four sets of SetSize distinct cards; what it
// took and kept are its hand and the cards it played this round; the
// cards its maker kept and its receiver took are theirs (played by them or
// still unplayed, in nobody's pile) and no more than they hold - as
// Determinize deals them.
func (o *Observation) draftAgrees() bool {
	if (o.Phase != PhasePlay && o.Phase != PhaseOver) || o.Split[0] == 0 {
		return true
	}
	var all CardSet
	for _, set := range [4]CardSet{o.Split[0], o.Split[1], o.Stand[0], o.Stand[1]} {
		if set.Count() != SetSize || all&set != 0 {
			return false
		}
		all |= set
	}
	n, me := o.NumPlayers, o.Viewer
	g := Game{state: state{players: n, round: o.Round}}
	m, r := g.maker(me), g.receiver(me)
	pk, tk := o.Picked&1, o.Taken&1
	var played, wonAll CardSet
	var playedBy [MaxPlayers]CardSet
	for _, t := range o.Tricks {
		for _, p := range t.Plays {
			played, playedBy[p.Seat] = played.With(p.Card), playedBy[p.Seat].With(p.Card)
		}
	}
	for _, p := range o.Trick {
		played, playedBy[p.Seat] = played.With(p.Card), playedBy[p.Seat].With(p.Card)
	}
	for _, w := range o.Won {
		wonAll |= w
	}
	kept, took := o.Stand[1-pk], o.Split[tk]
	switch {
	case o.Hand|playedBy[me] != o.Stand[pk]|o.Split[1-tk] || o.Hand&playedBy[me] != 0:
		return false
	case kept&played&^playedBy[m] != 0 || took&played&^playedBy[r] != 0 || (kept|took)&^played&wonAll != 0:
		return false
	}
	return (kept&^played).Count() <= o.HandCounts[m] && (took&^played).Count() <= o.HandCounts[r]
}
