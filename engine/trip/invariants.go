package trip

import "fmt"

// CheckInvariants verifies that every one of the 54 cards is in exactly one
// place - deck, a seat's drawn cards (split or not) during the draft, a
// hand, the current trick, the discards, a won pile - and that the counts
// agree with the phase. The game's tests and the conformance suite
// (enginetest.Invariants) call it after every action; play never does.
func (g *Game) CheckInvariants() error {
	var seen CardSet
	place := func(name string, s CardSet, args ...any) error {
		if x := seen & s; x != 0 {
			return fmt.Errorf("%s holds %s, which is also elsewhere", fmt.Sprintf(name, args...), x)
		}
		seen |= s
		return nil
	}
	if err := place("deck", g.deck); err != nil {
		return err
	}
	if err := place("discard", g.discard); err != nil {
		return err
	}
	for i := 0; i < g.nTrick; i++ {
		if err := place("trick", SetOf(g.trick[i])); err != nil {
			return err
		}
	}
	for s := 0; s < g.players; s++ {
		if err := place("seat %d's won pile", g.won[s], s); err != nil {
			return err
		}
		var union CardSet
		for q := 0; q < g.round; q++ {
			union |= g.roundWon[q][s]
		}
		if union != g.won[s] {
			return fmt.Errorf("seat %d: won by round %s != won %s", s, union, g.won[s])
		}
		switch g.phase {
		case phaseSplit, phasePick:
			if g.hand[s] != 0 {
				return fmt.Errorf("seat %d holds a hand during the draft", s)
			}
			if g.drawn[s].Count() != DrawSize {
				return fmt.Errorf("seat %d drew %d cards", s, g.drawn[s].Count())
			}
			if err := place("seat %d's drawn cards", g.drawn[s], s); err != nil {
				return err
			}
			if g.split.Has(s) {
				a, b := g.sets[s][0], g.sets[s][1]
				if a.Count() != SetSize || b.Count() != SetSize || a|b != g.drawn[s] {
					return fmt.Errorf("seat %d's split %s | %s does not split %s", s, a, b, g.drawn[s])
				}
			}
		default:
			if err := place("seat %d's hand", g.hand[s], s); err != nil {
				return err
			}
		}
	}
	if seen != allCards {
		return fmt.Errorf("cards nowhere: %s", allCards&^seen)
	}
	if g.phase == phasePlay {
		if g.nTrick >= g.players || g.turn != (g.leader+g.nTrick)%g.players {
			return fmt.Errorf("turn %d does not follow leader %d after %d plays", g.turn, g.leader, g.nTrick)
		}
		for i := 0; i < g.players; i++ {
			s := (g.leader + i) % g.players
			want := g.hand[g.turn].Count()
			if i < g.nTrick {
				want--
			}
			if g.hand[s].Count() != want {
				return fmt.Errorf("seat %d holds %d cards, want %d", s, g.hand[s].Count(), want)
			}
		}
		if g.hand[g.turn] == 0 {
			return fmt.Errorf("seat %d is to play with no cards", g.turn)
		}
	}
	if g.drafted && (g.phase == phasePlay || g.phase == phaseOver) {
		// The hands came from the draft: each seat held the set it picked
		// plus its own set its neighbour left, less what it has played.
		var playedBy [MaxPlayers]CardSet
		for i := 0; i < g.nDone; i++ {
			t := &g.done[i]
			for j := 0; j < g.players; j++ {
				s := (int(t.leader) + j) % g.players
				playedBy[s] = playedBy[s].With(t.cards[j])
			}
		}
		for j := 0; j < g.nTrick; j++ {
			s := (g.leader + j) % g.players
			playedBy[s] = playedBy[s].With(g.trick[j])
		}
		for s := 0; s < g.players; s++ {
			if g.picked[s] < 0 || g.picked[g.receiver(s)] < 0 {
				return fmt.Errorf("seat %d: draft picks missing", s)
			}
			start := g.sets[g.maker(s)][g.picked[s]] | g.sets[s][1-g.picked[g.receiver(s)]]
			if g.hand[s]|playedBy[s] != start || g.hand[s]&playedBy[s] != 0 {
				return fmt.Errorf("seat %d holds %s and played %s, but the draft gave it %s", s, g.hand[s], playedBy[s], start)
			}
			if g.sets[s][0]|g.sets[s][1] != g.drawn[s] || g.sets[s][0].Count() != SetSize || g.sets[s][1].Count() != SetSize {
				return fmt.Errorf("seat %d's split %v does not split %s", s, g.sets[s], g.drawn[s])
			}
		}
	}
	if g.phase == phaseOver && (!g.over || g.winners == 0) {
		return fmt.Errorf("over without winners")
	}
	return nil
}
