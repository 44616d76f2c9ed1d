package trip

import (
	"math/bits"

	"github.com/trickparty/trickparty/engine"
)

// legalPlays is the part of hand a player may play to a trick whose first
// card is led (NoCard when the player leads): the led suit or a trump when
// the player holds the led suit; only trumps when a trump was led and the
// player holds one; anything otherwise.
func legalPlays(hand CardSet, led Card) CardSet {
	if led == NoCard {
		return hand
	}
	if led.IsTrump() {
		if t := hand & trumpCards; t != 0 {
			return t
		}
		return hand
	}
	if s := hand & suitCards[led.Suit()]; s != 0 {
		return s | hand&trumpCards
	}
	return hand
}

// trickWinner returns the index (in play order) of the card that wins a
// complete trick (judgeTrick).
func trickWinner(cards []Card) int {
	i, _ := judgeTrick(cards)
	return i
}

// judgeTrick returns the index (in play order) of the card that wins a
// complete trick and the rule that makes it win: the first 7 if a trump
// and a 7 are both present, else the lowest trump, else the lowest card of
// the led suit.
func judgeTrick(cards []Card) (int, reason) {
	first7, lowTrump := -1, -1
	for i, c := range cards {
		if c.IsTrump() {
			if lowTrump < 0 || c < cards[lowTrump] {
				lowTrump = i
			}
		} else if first7 < 0 && c.Rank() == SevenRank {
			first7 = i
		}
	}
	if lowTrump >= 0 {
		if first7 >= 0 {
			return first7, sevenBeatsTrumps
		}
		return lowTrump, lowestTrump
	}
	best := 0
	led := cards[0].Suit()
	for i, c := range cards {
		if c.Suit() == led && c < cards[best] {
			best = i
		}
	}
	return best, lowestOfLed
}

// refusePlay explains why a held card outside legalPlays may not be played
// to a trick led by led.
func refusePlay(led Card) error {
	if led.IsTrump() {
		return engine.Refuse("trip.trump", "must play a trump: a trump was led and you hold one")
	}
	su := led.Suit()
	return engine.Refuse("trip.follow", "must follow %s (or play a trump): you hold %s", engine.SuitArg(su.String()), engine.SuitArg(su.String()))
}

// Legal appends seat's legal actions to buf[:0]: the ten splits whose set 0
// holds the lowest drawn card (Apply also takes the other ten), both picks,
// or the cards it may play.
func (g *Game) Legal(seat int, buf []engine.Action) []engine.Action {
	buf = buf[:0]
	if !g.ToMove().Has(seat) {
		return buf
	}
	switch g.phase {
	case phaseSplit:
		return append(buf, legalSplits[:]...)
	case phasePick:
		return append(buf, FirstPick, FirstPick+1)
	}
	led := NoCard
	if g.nTrick > 0 {
		led = g.trick[0]
	}
	for t := legalPlays(g.hand[seat], led); t != 0; t &= t - 1 {
		buf = append(buf, engine.Action(bits.TrailingZeros64(uint64(t))))
	}
	return buf
}

// AllLegal appends to buf[:0] every action seat may take now: Legal's
// actions and, while seat still owes its split, the ten splits Legal leaves
// out (each listed split with its two sets swapped, in the same order).
// Apply accepts those too, and in the scenario notation they differ - the
// receiver's "pick 0" takes whichever set the maker wrote first - so the
// contract's "legal" lists all twenty. Search keeps to Legal: for play a
// swapped split is the same choice, and would only double the branching.
func (g *Game) AllLegal(seat int, buf []engine.Action) []engine.Action {
	buf = g.Legal(seat, buf)
	if g.phase != phaseSplit || len(buf) == 0 {
		return buf
	}
	for _, a := range legalSplits {
		buf = append(buf, FirstSplit+engine.Action(splitIndex[^splitMasks[a-FirstSplit]&(1<<DrawSize-1)]))
	}
	return buf
}

// Apply takes seat's action or refuses it with a *engine.RuleError (or an
// *engine.ConfigError when a fixed deal of the round it would start cannot
// be played), leaving the state unchanged on any error.
func (g *Game) Apply(seat int, a engine.Action) error {
	if err := engine.CheckSeat(Name, g.phase == phaseOver, seat, g.players); err != nil {
		return err
	}
	switch {
	case IsPlay(a):
		return g.applyPlay(seat, Card(a))
	case IsSplit(a):
		return g.applySplit(seat, a)
	case IsPick(a):
		return g.applyPick(seat, int(a-FirstPick))
	}
	return engine.Refuse("trip.action", "%d is not a Trick of Trip action", a)
}

// refuseDraftOver explains that a split or pick came during the tricks.
func (g *Game) refuseDraftOver() error {
	if !g.drafted {
		return engine.Refuse("trip.phase.no-draft", "there is no draft this round: play a card")
	}
	return engine.Refuse("trip.phase.draft-over", "the draft is over: play a card")
}

func (g *Game) applySplit(seat int, a engine.Action) error {
	switch {
	case g.phase == phasePlay:
		return g.refuseDraftOver()
	case g.phase == phasePick || g.split.Has(seat):
		return engine.Refuse("trip.split.done", "you have already split")
	}
	set0 := splitSet0(g.drawn[seat], splitMasks[a-FirstSplit])
	g.sets[seat] = [2]CardSet{set0, g.drawn[seat] &^ set0}
	g.split = g.split.With(seat)
	if g.split == g.allSeats() {
		g.phase = phasePick
	}
	return nil
}

func (g *Game) applyPick(seat, k int) error {
	switch {
	case g.phase == phasePlay:
		return g.refuseDraftOver()
	case g.phase == phaseSplit:
		return engine.Refuse("trip.pick.early", "wait: every player must split before anyone picks")
	case g.pickd.Has(seat):
		return engine.Refuse("trip.pick.done", "you have already picked")
	}
	g.picked[seat] = int8(k)
	g.pickd = g.pickd.With(seat)
	if g.pickd != g.allSeats() {
		return nil
	}
	// Every stand is settled: the picked set joins the unpicked own set.
	for s := 0; s < g.players; s++ {
		taken := g.picked[g.receiver(s)]
		g.hand[s] = g.sets[g.maker(s)][g.picked[s]] | g.sets[s][1-taken]
	}
	g.phase = phasePlay
	g.turn = g.leader
	return nil
}

func (g *Game) applyPlay(seat int, c Card) error {
	switch g.phase {
	case phaseSplit:
		return engine.Refuse("trip.phase.split-first", "wait: the draft comes first; split your six cards into two sets of three")
	case phasePick:
		return engine.Refuse("trip.phase.pick-first", "wait: every player must pick a set before the first trick")
	}
	if seat != g.turn {
		return engine.Refuse("trip.turn", "it is seat %d's turn, not seat %d's", g.turn, seat)
	}
	hand := g.hand[seat]
	if !hand.Has(c) {
		return engine.Refuse("trip.hold", "you do not hold %s", engine.CardArg(c.String()))
	}
	led := NoCard
	if g.nTrick > 0 {
		led = g.trick[0]
	}
	if !legalPlays(hand, led).Has(c) {
		return refusePlay(led)
	}
	if g.nTrick+1 < g.players {
		g.trick[g.nTrick] = c
		g.nTrick++
		g.hand[seat] = hand.Without(c)
		g.turn = (g.turn + 1) % g.players
		return nil
	}

	// The trick is complete: settle it, checking first that a fixed deal of
	// the round it may start can be played, so a refusal changes nothing.
	cards := g.trick
	cards[g.nTrick] = c
	wi, why := judgeTrick(cards[:g.players])
	w := (g.leader + wi) % g.players
	kept := cards[wi]
	// Every hand is the same size after a trick. The bound on tricks only
	// matters for a game determinized from a malformed observation.
	roundEnds := hand.Without(c) == 0 || g.nDone+1 == maxTricks
	var tied engine.SeatSet
	if roundEnds && g.round < g.rounds {
		after := g.won
		after[w] = after[w].With(kept)
		tied = g.lowestScores(&after)
		if err := g.checkDeal(g.round+1, &after, tied); err != nil {
			return err
		}
	}

	g.hand[seat] = hand.Without(c)
	g.won[w] = g.won[w].With(kept)
	g.roundWon[g.round-1][w] = g.roundWon[g.round-1][w].With(kept)
	for _, x := range cards[:g.players] {
		if x != kept {
			g.discard = g.discard.With(x)
		}
	}
	g.done[g.nDone] = trickRec{leader: int8(g.leader), winner: int8(w), why: why, cards: cards}
	g.nDone++
	g.nTrick = 0

	switch {
	case !roundEnds:
		g.leader, g.turn = w, w
		g.record(w)
	case g.round == g.rounds:
		g.phase = phaseOver
		g.over = true
		g.leader, g.turn = -1, -1
		g.winners = g.finalWinners()
		g.record(-1)
	default:
		next := g.chooseLeader(g.round+1, tied)
		g.record(next)
		g.startRound(g.round+1, next)
	}
	return nil
}

// lowestScores is the set of seats with the lowest score over won.
func (g *Game) lowestScores(won *[MaxPlayers]CardSet) engine.SeatSet {
	var set engine.SeatSet
	low := -1
	for s := 0; s < g.players; s++ {
		sc := score(won[s])
		switch {
		case low < 0 || sc < low:
			low, set = sc, engine.SeatSet(1)<<uint(s)
		case sc == low:
			set = set.With(s)
		}
	}
	return set
}

// chooseLeader picks round r's leader among the seats tied for the lowest
// score: the only one, the fixed deal's choice, or one at random.
func (g *Game) chooseLeader(r int, tied engine.SeatSet) int {
	if tied.Count() == 1 {
		return tied.First()
	}
	if r <= len(g.deals) && g.deals[r-1].leader >= 0 {
		return g.deals[r-1].leader
	}
	k := g.rng.IntN(tied.Count())
	for t := tied; ; t &= t - 1 {
		if k == 0 {
			return bits.TrailingZeros8(uint8(t))
		}
		k--
	}
}

// checkDeal reports why round r's fixed deal cannot start once won holds
// the won piles and tied the seats with the lowest score.
func (g *Game) checkDeal(r int, won *[MaxPlayers]CardSet, tied engine.SeatSet) error {
	if r > len(g.deals) {
		return nil
	}
	d := &g.deals[r-1]
	var all CardSet
	for s := 0; s < g.players; s++ {
		all |= won[s]
	}
	if x := d.all & all; x != 0 {
		return engine.BadConfig("round %d deals %s, which was won in an earlier round and is out of the deck", r, x.Lowest())
	}
	if d.leader < 0 || tied.Has(d.leader) {
		return nil
	}
	if tied.Count() == 1 {
		return engine.BadConfig("round %d: seat %d leads (lowest score), not seat %d", r, tied.First(), d.leader)
	}
	return engine.BadConfig("round %d: the leader must be one of seats %v (tied for the lowest score), not seat %d", r, tied.Seats(), d.leader)
}

// finalWinners: highest score, then most cards won; still tied, all share.
func (g *Game) finalWinners() engine.SeatSet {
	var set engine.SeatSet
	bestScore, bestCards := -1, -1
	for s := 0; s < g.players; s++ {
		sc, cards := score(g.won[s]), g.won[s].Count()
		switch {
		case sc > bestScore || sc == bestScore && cards > bestCards:
			bestScore, bestCards, set = sc, cards, engine.SeatSet(1)<<uint(s)
		case sc == bestScore && cards == bestCards:
			set = set.With(s)
		}
	}
	return set
}
