package gudetama

import (
	"github.com/trickparty/trickparty/engine"
)

// Determinize samples a full game consistent with the observation: every
// card the observer cannot see (other hands and the cards not dealt this
// round) is dealt at random from the unseen pool, respecting hand counts and
// what play revealed. A player who played a card lower than the highest rank
// already in its trick must have played their lowest card, so from then on
// they hold nothing lower than it; most samples also follow what the
// players' choices suggest about their hands (infer.go). The new game's RNG
// is seeded from rng, it has no fixed deals and no trick log, and it reuses
// dst when dst is a *Game (then nothing is allocated). An observation that no
// game could have produced yields a fresh game of its table instead of a
// panic.
func (o *Observation) Determinize(rng *engine.RNG, dst engine.Game) engine.Game {
	g, ok := dst.(*Game)
	if !ok || g == nil {
		g = new(Game)
	}
	// Two draws: one seeds the sampling of hidden cards, one the new game's
	// own RNG, so its future deals are independent of the sample.
	sampleSeed, seed := rng.Uint64(), rng.Uint64()
	if !o.fill(g, sampleSeed, seed) {
		players := min(max(o.NumPlayers, MinPlayers), MaxPlayers)
		target := o.Target
		if target <= 0 {
			target = DefaultTarget
		}
		*g = Game{state: state{players: players, target: target}}
		_ = g.Restart(seed) // no fixed deals: cannot fail
	}
	return g
}

// fill sets g to a sample of the observation, or reports false if the
// observation is inconsistent.
func (o *Observation) fill(g *Game, sampleSeed, seed uint64) bool {
	n := o.NumPlayers
	if n < MinPlayers || n > MaxPlayers || o.Viewer < 0 || o.Viewer >= n || o.Target <= 0 ||
		o.Round < 1 || o.Round > maxRounds || len(o.HandCounts) != n || len(o.Scores) != n ||
		len(o.Piles) != n || len(o.RoundScores) != o.Round || len(o.Tricks) > HandSize ||
		o.Turn < -1 || o.Turn >= n || o.LeadChoice < -1 || o.LeadChoice >= n {
		return false
	}
	*g = Game{state: state{players: n, target: o.Target, rng: engine.NewRNG(sampleSeed), round: o.Round, turn: o.Turn, over: o.Over}}
	g.active = o.active()
	for _, s := range o.Eliminated {
		if s < 0 || s >= n {
			return false
		}
	}
	for _, s := range o.Winners {
		if s < 0 || s >= n {
			return false
		}
		g.winners = g.winners.With(s)
	}
	g.choosing = o.LeadChoice >= 0
	if g.choosing && o.LeadChoice != o.Turn {
		return false
	}
	// Scores, and the piles they came from: a seat scores at most one card a
	// round, so the round scores are the ranks scored.
	scored := Hand(0)
	for r, row := range o.RoundScores {
		if len(row) != n {
			return false
		}
		for s, pts := range row {
			if pts < 0 || pts > NumRanks {
				return false
			}
			g.roundPts[r][s] = Rank(pts)
			if pts > 0 {
				if scored.Count(Rank(pts)) >= Copies[pts] {
					return false
				}
				scored = scored.Add(Rank(pts))
			}
		}
	}
	// A total is its rounds' points; a sample trusting a forged total
	// would hold a game whose scores contradict its piles.
	for s := 0; s < n; s++ {
		sum := 0
		for r := range o.RoundScores {
			sum += o.RoundScores[r][s]
		}
		if o.Scores[s] != sum {
			return false
		}
		g.scores[s] = sum
	}
	g.left = fullDeck - scored

	// This round's tricks, and the floor each seat's hand is known to be at
	// or above.
	var floor [MaxPlayers]Rank
	var inTricks Hand
	for i := range o.Tricks {
		tv := &o.Tricks[i]
		if !readTrick(&g.tricks[i], tv.Leader, tv.Plays, n, &floor, &inTricks) || int(g.tricks[i].winner) != tv.Winner {
			return false
		}
	}
	g.nTricks = len(o.Tricks)
	g.discard = inTricks - g.roundCards()
	if !inTricks.Contains(g.roundCards()) {
		return false
	}
	var cur Hand
	if o.Leader >= 0 || len(o.Trick) > 0 {
		if g.nTricks >= HandSize || !readTrick(&g.tricks[g.nTricks], o.Leader, o.Trick, n, &floor, &cur) {
			return false
		}
	} else if g.choosing && g.nTricks < HandSize {
		g.tricks[g.nTricks] = trick{leader: -1}
	}
	// Tricks this round: what any active seat has played plus what it holds.
	ref := o.Viewer
	if !g.active.Has(ref) {
		ref = g.active.First()
	}
	if ref < 0 {
		return false
	}
	g.tricksPerRound = g.nTricks + o.HandCounts[ref]
	for _, p := range o.Trick {
		if p.Seat == ref {
			g.tricksPerRound++
		}
	}
	if g.tricksPerRound > HandSize {
		return false
	}
	// The shape of the round must let play go on without surprises: an open
	// trick exactly when someone must play, and every active seat holding
	// what it has not yet played.
	open := o.Leader >= 0
	if open == (o.Over || g.choosing) || open && (g.nTricks >= g.tricksPerRound || len(o.Trick) >= g.active.Count()) {
		return false
	}
	// Only a 14's winner that the round just eliminated acts from outside
	// the game, and only to name the next round's leader.
	if !o.Over && !g.active.Has(o.Turn) && (!g.choosing || g.nTricks != g.tricksPerRound) {
		return false
	}
	for s := 0; s < n; s++ {
		want := 0
		if g.active.Has(s) {
			want = g.tricksPerRound - g.nTricks
			for _, p := range o.Trick {
				if p.Seat == s {
					want--
				}
			}
		}
		if o.HandCounts[s] != want {
			return false
		}
	}

	// The unseen pool: cards in the game minus everything the observer sees.
	own := o.OwnHand()
	if len(o.Hand) != own.Len() || own.Len() != o.HandCounts[o.Viewer] {
		return false
	}
	seen := g.discard + cur + own
	if !g.left.Contains(seen) {
		return false
	}
	pool := g.left - seen
	g.hands[o.Viewer] = own

	// What play says about the hidden hands: the rules' floors in every
	// sample, the inferred constraints in most (see infer.go).
	var models [MaxPlayers]handModel
	o.inferHands(&floor, &models)
	inferred := g.rng.IntN(4) < inferredSamplesPer4
	if !(inferred && g.dealHidden(o, pool, &models, true)) && !g.dealHidden(o, pool, &models, false) {
		return false
	}
	g.rng = engine.NewRNG(seed)
	return true
}

// roundCards is the cards scored this round (none before its final trick).
func (g *Game) roundCards() Hand {
	var h Hand
	if g.round < 1 {
		return 0
	}
	for s := 0; s < g.players; s++ {
		if r := g.roundPts[g.round-1][s]; r != 0 {
			h = h.Add(r)
		}
	}
	return h
}

// readTrick rebuilds a trick from its public plays, raising the floor of
// every seat that played below the trick's highest card and adding the cards
// to seen. It reports false for plays no game could have.
func readTrick(t *trick, leader int, ps []Play, n int, floor *[MaxPlayers]Rank, seen *Hand) bool {
	if leader < 0 || leader >= n || len(ps) > n {
		return false
	}
	*t = trick{leader: int8(leader), winner: int8(leader)}
	for i, p := range ps {
		if p.Seat < 0 || p.Seat >= n || !p.Card.Valid() || i == 0 && p.Seat != leader {
			return false
		}
		if t.n > 0 && p.Card < t.best {
			floor[p.Seat] = max(floor[p.Seat], p.Card)
		}
		t.add(p.Seat, p.Card)
		if seen.Count(p.Card) >= Copies[p.Card] {
			return false
		}
		*seen = seen.Add(p.Card)
	}
	return true
}
