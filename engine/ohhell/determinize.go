package ohhell

import (
	"errors"
	"fmt"

	"github.com/trickparty/trickparty/engine"
)

// Determinize samples a full game consistent with the observation: the
// cards the seat has not seen (the other hands and the rest of the deck)
// are dealt at random, every other hand its count, none holding a suit
// its seat showed it lacks by not following it this round; the card
// turned up stays where it is. The new game's RNG is seeded from rng, it
// has no fixed deals and no trick log, and it reuses dst when dst is a
// *Game (then nothing is allocated). An observation no game could show
// yields a fresh game of its table instead of a panic.
func (o *Observation) Determinize(rng *engine.RNG, dst engine.Game) engine.Game {
	g, ok := dst.(*Game)
	if !ok || g == nil {
		g = new(Game)
	}
	sampleSeed, seed := rng.Uint64(), rng.Uint64()
	if o.read(g) != nil || !g.dealHidden(o.Viewer, sampleSeed) {
		players := min(max(o.NumPlayers, MinPlayers), MaxPlayers)
		*g = Game{state: state{players: players, first: min(DefaultCards, Cards/players), rng: engine.NewRNG(seed)}}
		g.rounds, g.hook = g.first, true
		g.dealer = g.rng.IntN(players)
		g.beginRound(1)
		return g
	}
	g.rng = engine.NewRNG(seed)
	return g
}

// dealHidden deals the cards viewer has not seen to the other seats,
// each as many as it holds, none a card of a suit it has shown it lacks;
// false when no such deal exists.
func (g *Game) dealHidden(viewer int, seed uint64) bool {
	seen := g.hands[viewer] | g.played()
	if g.turnUp.Valid() {
		seen |= g.turnUp.bit()
	}
	voids := g.voids()
	var need [engine.MaxPlayers]int
	var allowed [engine.MaxPlayers]uint64
	for s := 0; s < g.players; s++ {
		if s == viewer {
			continue
		}
		need[s] = g.handCount(s)
		allowed[s] = uint64(allCards)
		for su := Suit(0); su < Suits; su++ {
			if voids[s]&(1<<su) != 0 {
				allowed[s] &^= uint64(suitMask(su))
			}
		}
	}
	var d engine.HiddenDeal
	if !d.Setup(uint64(allCards&^seen), need, allowed) {
		return false
	}
	rng := engine.NewRNG(seed)
	hands, _ := d.Deal(&rng)
	for s := 0; s < g.players; s++ {
		if s != viewer {
			g.hands[s] = Hand(hands[s])
		}
	}
	return true
}

// played is every card played this round, the trick in play's too.
func (g *Game) played() Hand {
	var h Hand
	for k := 0; k <= g.nDone && k < MaxHand; k++ {
		t := &g.tricks[k]
		for i := int8(0); i < t.n; i++ {
			h |= t.cards[i].bit()
		}
	}
	return h
}

// voids are the suits each seat has shown it lacks this round (bit s for
// suit s): it played another suit to a trick that led one.
func (g *Game) voids() [MaxPlayers]uint8 {
	var v [MaxPlayers]uint8
	for k := 0; k <= g.nDone && k < MaxHand; k++ {
		t := &g.tricks[k]
		for i := int8(1); i < t.n; i++ {
			if led := t.cards[0].Suit(); t.cards[i].Suit() != led {
				v[t.seat(int(i), g.players)] |= 1 << led
			}
		}
	}
	return v
}

// handCount is how many cards seat holds: the round's cards less those it
// played.
func (g *Game) handCount(s int) int {
	n := g.size - g.nDone
	if g.nDone < MaxHand {
		t := &g.tricks[g.nDone]
		for i := int8(0); i < t.n; i++ {
			if t.seat(int(i), g.players) == s {
				n--
			}
		}
	}
	return n
}

// read rebuilds into g the game the observation shows - everything but
// the hidden hands, which it leaves empty - or says why no game could
// show it. It never panics, whatever the observation holds.
func (o *Observation) read(g *Game) error {
	n := o.NumPlayers
	*g = Game{}
	if err := o.CheckShape(MinPlayers, MaxPlayers, len(o.HandCounts), len(o.Scores)); err != nil {
		return err
	}
	if o.First < 1 || o.First > MaxHand || o.First*n > Cards || (o.Rounds != o.First && o.Rounds != 2*o.First-1) {
		return fmt.Errorf("observation: %d rounds from %d cards", o.Rounds, o.First)
	}
	if o.Round < 1 || o.Round > o.Rounds || len(o.RoundBids) != o.Round || len(o.RoundWon) != o.Round || len(o.RoundScores) != o.Round {
		return fmt.Errorf("observation: round %d of %d, with %d rows of bids", o.Round, o.Rounds, len(o.RoundBids))
	}
	if o.HandSize < 1 || o.HandSize*n > Cards || o.Dealer < 0 || o.Dealer >= n {
		return fmt.Errorf("observation: %d cards each, dealer %d", o.HandSize, o.Dealer)
	}
	if o.TurnUp.Valid() != (o.HandSize*n < Cards) {
		return fmt.Errorf("observation: card turned up %q with %d cards each", o.TurnUp, o.HandSize)
	}
	if len(o.Tricks) > o.HandSize || o.Hand&^allCards != 0 {
		return errors.New("observation: more tricks than cards, or no hand")
	}
	if o.Trick == nil || o.Tricks == nil || o.Winners == nil {
		return errors.New("observation: a list is missing (trick, tricks or winners)")
	}
	g.players, g.first, g.rounds, g.hook = n, o.First, o.Rounds, o.Hook
	g.round, g.size, g.dealer, g.turnUp, g.over = o.Round, o.HandSize, o.Dealer, o.TurnUp, o.Over
	// the rounds' bids, tricks and points, and the totals they make
	for r := 0; r < o.Round; r++ {
		if len(o.RoundBids[r]) != n || len(o.RoundWon[r]) != n || len(o.RoundScores[r]) != n {
			return fmt.Errorf("observation: round %d's rows are not one a seat", r+1)
		}
		for s := 0; s < n; s++ {
			b, w, p := o.RoundBids[r][s], o.RoundWon[r][s], o.RoundScores[r][s]
			if b < -1 || b > MaxHand || w < 0 || w > MaxHand || r < o.Round-1 && b < 0 {
				return fmt.Errorf("observation: round %d seat %d bid %d won %d", r+1, s, b, w)
			}
			want := 0
			if b == w && (r < o.Round-1 || o.Over) {
				want = BonusPoints + b
			}
			if p != want {
				return fmt.Errorf("observation: round %d seat %d scored %d for bid %d won %d", r+1, s, p, b, w)
			}
			g.roundBids[r][s], g.roundWon[r][s], g.roundPts[r][s] = int8(b), int8(w), int8(p)
			g.scores[s] += p
		}
	}
	for s := 0; s < n; s++ {
		if o.Scores[s] != g.scores[s] {
			return fmt.Errorf("observation: seat %d's total %d is not its rounds' %d", s, o.Scores[s], g.scores[s])
		}
		g.bids[s], g.won[s] = g.roundBids[o.Round-1][s], 0
	}
	for s := n; s < MaxPlayers; s++ {
		g.bids[s] = -1
	}
	// this round's bids, made in turn from the dealer's left
	for g.nBids < n && g.bids[(o.Dealer+1+g.nBids)%n] >= 0 {
		g.nBids++
	}
	sum := 0
	for s := 0; s < n; s++ {
		if b := int(g.bids[s]); b > o.HandSize || b >= 0 && (s-o.Dealer-1+n)%n >= g.nBids {
			return fmt.Errorf("observation: seat %d bids %d out of turn or beyond %d", s, b, o.HandSize)
		} else if b > 0 {
			sum += b
		}
	}
	if o.Hook && g.nBids == n && sum == o.HandSize {
		return errors.New("observation: the dealer's bid made the bids add up to the tricks")
	}
	// the tricks, each led by the last one's winner, won as the rules say
	seen := o.Hand
	if o.TurnUp.Valid() {
		if seen.Has(o.TurnUp) {
			return fmt.Errorf("observation: the card turned up, %s, is in the hand", o.TurnUp)
		}
		seen |= o.TurnUp.bit()
	}
	lead := (o.Dealer + 1) % n
	if (g.nBids < n) && (len(o.Tricks) > 0 || len(o.Trick) > 0) {
		return errors.New("observation: cards played before every bid")
	}
	for k := range o.Tricks {
		tv := &o.Tricks[k]
		if tv.Leader != lead || len(tv.Plays) != n {
			return fmt.Errorf("observation: trick %d led by %d with %d cards", k+1, tv.Leader, len(tv.Plays))
		}
		if err := readTrick(&g.tricks[k], lead, tv.Plays, n, &seen); err != nil {
			return err
		}
		i, _ := winnerOf(g.tricks[k].cards[:n], trumpOf(o.TurnUp))
		if w := g.tricks[k].seat(i, n); w != tv.Winner {
			return fmt.Errorf("observation: trick %d won by %d, not %d", k+1, tv.Winner, w)
		}
		g.winners[k] = int8(tv.Winner)
		g.won[tv.Winner]++
		lead = tv.Winner
	}
	g.nDone = len(o.Tricks)
	for s := 0; s < n; s++ {
		if g.won[s] != g.roundWon[o.Round-1][s] {
			return fmt.Errorf("observation: seat %d won %d tricks, not %d", s, g.won[s], g.roundWon[o.Round-1][s])
		}
	}
	if o.Over != (g.nDone == o.HandSize) || o.Over && o.Round != o.Rounds {
		return fmt.Errorf("observation: over %v after %d of %d tricks of round %d", o.Over, g.nDone, o.HandSize, o.Round)
	}
	if o.Over {
		if o.Leader != -1 || o.Turn != -1 || len(o.Trick) != 0 {
			return errors.New("observation: a trick in play after the game")
		}
		best := o.Scores[0]
		for _, sc := range o.Scores {
			best = max(best, sc)
		}
		for s := 0; s < n; s++ {
			if o.Scores[s] == best {
				g.winnerS = g.winnerS.With(s)
			}
		}
		if fmt.Sprint(g.winnerS.Seats()) != fmt.Sprint(o.Winners) {
			return fmt.Errorf("observation: winners %v, not %v", o.Winners, g.winnerS.Seats())
		}
		g.turn = -1
	} else {
		if o.Leader != lead || len(o.Trick) >= n || len(o.Winners) != 0 {
			return fmt.Errorf("observation: trick in play led by %d with %d cards", o.Leader, len(o.Trick))
		}
		if err := readTrick(&g.tricks[g.nDone], lead, o.Trick, n, &seen); err != nil {
			return err
		}
		g.turn = (lead + len(o.Trick)) % n
		if g.nBids < n {
			g.turn = (o.Dealer + 1 + g.nBids) % n
		}
		if o.Turn != g.turn {
			return fmt.Errorf("observation: seat %d's turn, not %d's", o.Turn, g.turn)
		}
	}
	for s := 0; s < n; s++ {
		if o.HandCounts[s] != g.handCount(s) {
			return fmt.Errorf("observation: seat %d holds %d cards, not %d", s, o.HandCounts[s], g.handCount(s))
		}
	}
	if o.Hand.Len() != o.HandCounts[o.Viewer] {
		return fmt.Errorf("observation: %d cards in hand, %d counted", o.Hand.Len(), o.HandCounts[o.Viewer])
	}
	if v := g.voids()[o.Viewer]; v != 0 {
		for su := Suit(0); su < Suits; su++ {
			if v&(1<<su) != 0 && o.Hand.Of(su) != 0 {
				return fmt.Errorf("observation: seat %d holds %s it did not follow", o.Viewer, su)
			}
		}
	}
	g.hands[o.Viewer] = o.Hand
	return nil
}

// readTrick rebuilds a trick led by lead from its plays, adding its cards
// to seen; an error for plays out of turn or cards seen twice.
func readTrick(t *trick, lead int, ps []Play, n int, seen *Hand) error {
	*t = trick{lead: int8(lead)}
	for i, p := range ps {
		if p.Seat != (lead+i)%n || !p.Card.Valid() || seen.Has(p.Card) {
			return fmt.Errorf("observation: seat %d plays %q out of turn or twice", p.Seat, p.Card)
		}
		*seen |= p.Card.bit()
		t.cards[i] = p.Card
		t.n++
	}
	return nil
}
