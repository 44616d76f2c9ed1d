package gummi

import "fmt"

// CheckInvariants verifies that every card of the round's colours is in
// exactly one place - a hand, a face-down row, the set-aside cards, the
// current trick or a pile - that the piles hold exactly the completed
// tricks' cards and that the round scores match the piles. The game's
// tests and the conformance suite (enginetest.Invariants) call it after
// every action; play never does.
func (g *Game) CheckInvariants() error {
	var seen uint64
	place := func(set uint64, where string, seat int) error {
		if dup := seen & set; dup != 0 {
			return fmt.Errorf("%s also found in %s %d", lowest(dup), where, seat)
		}
		seen |= set
		return nil
	}
	var rows, trickCards, doneCards uint64
	remaining := -1
	for s := 0; s < g.players; s++ {
		if err := place(g.hands[s], "hand", s); err != nil {
			return err
		}
		var row uint64
		k := popcount(g.hands[s])
		for p := 0; p < int(g.fdLen[s]); p++ {
			if g.fdLeft[s]&(1<<p) != 0 {
				if !g.fdRow[s][p].Valid() {
					return fmt.Errorf("seat %d face-down %d holds no card", s, p)
				}
				row |= g.fdRow[s][p].bit()
				k++
			}
		}
		if rows&row != 0 {
			return fmt.Errorf("seat %d face-down row overlaps", s)
		}
		rows |= row
		if err := place(row, "face-down row", s); err != nil {
			return err
		}
		if i := (s - int(g.cur.leader) + g.players) % g.players; i < int(g.cur.n) {
			k++ // this seat already played to the current trick
		}
		if remaining >= 0 && k != remaining {
			return fmt.Errorf("seat %d holds %d cards, seat 0 %d", s, k, remaining)
		}
		remaining = k
	}
	if !g.over && g.nDone+remaining != g.nTricks {
		return fmt.Errorf("%d tricks done + %d to come != %d", g.nDone, remaining, g.nTricks)
	}
	for i := 0; i < int(g.cur.n); i++ {
		trickCards |= g.cur.plays[i].card.bit()
	}
	if err := place(trickCards, "the current trick", -1); err != nil {
		return err
	}
	if err := place(g.setAside, "the set-aside cards", -1); err != nil {
		return err
	}
	for i := 0; i < g.nDone; i++ {
		for j := 0; j < int(g.done[i].n); j++ {
			doneCards |= g.done[i].plays[j].card.bit()
		}
	}
	var piles uint64
	for s := 0; s < g.players; s++ {
		if err := place(g.pileUp[s]|g.pileDown[s], "pile", s); err != nil {
			return err
		}
		if g.pileUp[s]&g.pileDown[s] != 0 {
			return fmt.Errorf("pile %d holds a card both face-up and face-down", s)
		}
		piles |= g.pileUp[s] | g.pileDown[s]
		score := 0
		for m := g.pileUp[s]; m != 0; m &= m - 1 {
			score += lowest(m).Points()
		}
		score += popcount(g.pileDown[s]) * FacedownPilePoints
		if score != g.roundScores[g.round-1][s] {
			return fmt.Errorf("seat %d round score %d, piles worth %d", s, g.roundScores[g.round-1][s], score)
		}
	}
	if piles != doneCards {
		return fmt.Errorf("piles differ from the completed tricks' cards")
	}
	if want := colourCards(g.colours); seen != want {
		return fmt.Errorf("cards of the round unaccounted for: missing %x, extra %x", want&^seen, seen&^want)
	}
	return nil
}
