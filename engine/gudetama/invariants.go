package gudetama

import "fmt"

// CheckInvariants verifies that every card of the deck is in exactly one
// place - undealt, a hand, the current trick, the discard, a score pile -
// and that the bookkeeping agrees with itself: scores with the piles, hand
// sizes with the tricks still to play. The game's tests and the
// conformance suite (enginetest.Invariants) call it after every action;
// play never does.
func (g *Game) CheckInvariants() error {
	var piles Hand
	if g.roundPts[min(g.round, maxRounds-1)] != [MaxPlayers]Rank{} && g.round < maxRounds {
		return fmt.Errorf("score recorded for round %d, which has not started", g.round+1)
	}
	for r := 0; r < g.round; r++ {
		for s := 0; s < MaxPlayers; s++ {
			if c := g.roundPts[r][s]; c != 0 {
				if s >= g.players {
					return fmt.Errorf("score recorded for round %d seat %d outside the game", r+1, s)
				}
				piles = piles.Add(c)
			}
		}
	}
	var hands Hand
	for s := 0; s < MaxPlayers; s++ {
		if s >= g.players || !g.active.Has(s) {
			if g.hands[s] != 0 {
				return fmt.Errorf("seat %d is not playing but holds %v", s, g.hands[s])
			}
		}
		hands += g.hands[s]
	}
	var cur Hand
	if g.nTricks < g.tricksPerRound && !g.choosing && !g.over {
		t := &g.tricks[g.nTricks]
		for i := uint8(0); i < t.n; i++ {
			cur = cur.Add(t.plays[i].rank)
		}
	}
	// Recount the discard from the completed tricks.
	var played Hand
	for i := 0; i < g.nTricks; i++ {
		t := &g.tricks[i]
		for j := uint8(0); j < t.n; j++ {
			played = played.Add(t.plays[j].rank)
		}
	}
	if played-g.roundCards() != g.discard {
		return fmt.Errorf("discard %v, but completed tricks minus scored cards are %v", g.discard, played-g.roundCards())
	}
	places := []Hand{g.undealt, hands, cur, g.discard, piles}
	for r := Rank(1); r <= NumRanks; r++ {
		n := 0
		for _, p := range places {
			n += p.Count(r)
		}
		if n != Copies[r] {
			return fmt.Errorf("rank %d: %d cards in undealt+hands+trick+discard+piles, want %d (undealt %v hands %v trick %v discard %v piles %v)",
				r, n, Copies[r], g.undealt, hands, cur, g.discard, piles)
		}
		if g.left.Count(r)+piles.Count(r) != Copies[r] {
			return fmt.Errorf("rank %d: left %d + scored %d != %d", r, g.left.Count(r), piles.Count(r), Copies[r])
		}
	}
	total := 0
	for s := 0; s < g.players; s++ {
		sum := 0
		for r := 0; r < g.round; r++ {
			sum += int(g.roundPts[r][s])
		}
		if sum != g.scores[s] {
			return fmt.Errorf("seat %d: score %d, piles add to %d", s, g.scores[s], sum)
		}
		total += sum
	}
	if !g.over {
		// Only an eliminated 14-winner choosing the next round's leader acts
		// from outside the game.
		if !g.active.Has(g.turn) && !(g.choosing && g.nTricks == g.tricksPerRound) {
			return fmt.Errorf("seat %d to move is not active", g.turn)
		}
		if g.active.Count() < 2 {
			return fmt.Errorf("game goes on with %d players", g.active.Count())
		}
		// Every active seat holds the cards of the tricks it has still to play.
		for s := 0; s < g.players; s++ {
			if !g.active.Has(s) {
				continue
			}
			want := g.tricksPerRound - g.nTricks
			if !g.choosing && g.nTricks < g.tricksPerRound {
				t := &g.tricks[g.nTricks]
				for i := uint8(0); i < t.n; i++ {
					if int(t.plays[i].seat) == s {
						want--
					}
				}
			}
			if g.hands[s].Len() != want {
				return fmt.Errorf("seat %d holds %d cards, want %d", s, g.hands[s].Len(), want)
			}
		}
	} else if g.winners.Empty() {
		return fmt.Errorf("game over without winners")
	}
	return nil
}
