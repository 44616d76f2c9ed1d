package ohhell

import "fmt"

// CheckInvariants verifies the game's own bookkeeping: every card of the
// round in one place at most (a hand, a trick, turned up), hands as large
// as the round's cards less those played, bids made in turn and within
// the hook, tricks led by the last one's winner and won as the rules say,
// and totals that add up the rounds' points. The conformance suite
// (enginetest.Invariants) and the tests call it after every action; play
// never does.
func (g *Game) CheckInvariants() error {
	n := g.players
	if n < MinPlayers || n > MaxPlayers || g.round < 1 || g.round > g.rounds || g.rounds > maxRounds {
		return fmt.Errorf("%d players, round %d of %d", n, g.round, g.rounds)
	}
	if g.size < 1 || g.size*n > Cards || g.nDone > g.size || g.dealer < 0 || g.dealer >= n {
		return fmt.Errorf("%d cards each, %d tricks done, dealer %d", g.size, g.nDone, g.dealer)
	}
	var seen Hand
	place := func(h Hand, where string) error {
		if seen&h != 0 || h&^allCards != 0 {
			return fmt.Errorf("%s holds cards %v that are elsewhere too", where, (seen & h).Cards())
		}
		seen |= h
		return nil
	}
	for s := 0; s < MaxPlayers; s++ {
		if s >= n && g.hands[s] != 0 {
			return fmt.Errorf("seat %d is not at the table but holds cards", s)
		}
		if err := place(g.hands[s], fmt.Sprintf("seat %d's hand", s)); err != nil {
			return err
		}
		if s < n && g.hands[s].Len() != g.handCount(s) {
			return fmt.Errorf("seat %d holds %d cards, not %d", s, g.hands[s].Len(), g.handCount(s))
		}
	}
	if err := place(g.played(), "the tricks"); err != nil {
		return err
	}
	if seen.Len() != g.size*n {
		return fmt.Errorf("%d cards in the round, not %d", seen.Len(), g.size*n)
	}
	if g.turnUp.Valid() != (g.size*n < Cards) || g.turnUp.Valid() && seen.Has(g.turnUp) {
		return fmt.Errorf("card turned up %v with %d cards each", g.turnUp, g.size)
	}
	voids := g.voids()
	for s := 0; s < n; s++ {
		for su := Suit(0); su < Suits; su++ {
			if voids[s]&(1<<su) != 0 && g.hands[s].Of(su) != 0 {
				return fmt.Errorf("seat %d did not follow %s but holds it", s, su)
			}
		}
	}
	// bids
	sum := 0
	for k := 0; k < n; k++ {
		s := (g.dealer + 1 + k) % n
		b := int(g.bids[s])
		if (k < g.nBids) != (b >= 0) || b > g.size || b != int(g.roundBids[g.round-1][s]) {
			return fmt.Errorf("seat %d bids %d, %d bids made", s, b, g.nBids)
		}
		sum += max(b, 0)
	}
	if g.hook && g.nBids == n && sum == g.size {
		return fmt.Errorf("the bids add up to the %d tricks despite the hook", g.size)
	}
	if g.nBids < n && (g.nDone > 0 || g.tricks[0].n > 0) {
		return fmt.Errorf("cards played before every bid")
	}
	// tricks
	var won [MaxPlayers]int8
	lead := (g.dealer + 1) % n
	for k := 0; k < g.nDone; k++ {
		t := &g.tricks[k]
		i, _ := winnerOf(t.cards[:t.n], trumpOf(g.turnUp))
		if int(t.lead) != lead || int(t.n) != n || int(g.winners[k]) != t.seat(i, n) {
			return fmt.Errorf("trick %d led by %d, %d cards, won by %d", k+1, t.lead, t.n, g.winners[k])
		}
		lead = int(g.winners[k])
		won[lead]++
	}
	if won != g.won || won != g.roundWon[g.round-1] {
		return fmt.Errorf("tricks won %v, counted %v and %v", won, g.won, g.roundWon[g.round-1])
	}
	// turn and end
	switch {
	case g.over:
		if g.turn != -1 || g.nDone != g.size || g.round != g.rounds || g.winnerS.Empty() {
			return fmt.Errorf("over with turn %d after %d of %d tricks of round %d of %d", g.turn, g.nDone, g.size, g.round, g.rounds)
		}
	case g.nBids < n:
		if g.turn != (g.dealer+1+g.nBids)%n {
			return fmt.Errorf("seat %d's turn to bid after %d bids", g.turn, g.nBids)
		}
	default:
		t := &g.tricks[g.nDone]
		if g.nDone >= g.size || int(t.lead) != lead || int(t.n) >= n || g.turn != t.seat(int(t.n), n) {
			return fmt.Errorf("seat %d's turn in trick %d led by %d", g.turn, g.nDone+1, t.lead)
		}
	}
	// scores
	for s := 0; s < n; s++ {
		total := 0
		for r := 0; r < g.round; r++ {
			want := 0
			if b := g.roundBids[r][s]; b == g.roundWon[r][s] && (r < g.round-1 || g.over) {
				want = BonusPoints + int(b)
			}
			if int(g.roundPts[r][s]) != want {
				return fmt.Errorf("round %d seat %d scored %d, not %d", r+1, s, g.roundPts[r][s], want)
			}
			total += want
		}
		if total != g.scores[s] {
			return fmt.Errorf("seat %d's total %d, its rounds %d", s, g.scores[s], total)
		}
	}
	return nil
}
