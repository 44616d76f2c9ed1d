package highcard

import "fmt"

// CheckInvariants verifies that every card is in one place at most - a
// hand, the trick, the cards out - that both hands hold as many cards but
// for the leader's card on the table, that the points count the finished
// tricks, that the winner of the last trick leads, and that the turn is the leader's or the follower's as the trick
// says. The conformance suite (enginetest.Invariants) and the fuzz targets
// call it after every action; play never does.
func (g *Game) CheckInvariants() error {
	h0, h1 := g.hands[0], g.hands[1]
	if (h0|h1|g.out)&^allCards != 0 || h0&h1 != 0 || (h0|h1)&g.out != 0 {
		return fmt.Errorf("cards in two places or no cards: hands %b %b, out %b", h0, h1, g.out)
	}
	if g.played != 0 && (!g.played.Valid() || (h0|h1|g.out)&g.played.bit() != 0) {
		return fmt.Errorf("card %d led is also elsewhere", g.played)
	}
	if g.lead < 0 || g.lead >= Players || g.turn < 0 || g.turn >= Players {
		return fmt.Errorf("lead %d, turn %d", g.lead, g.turn)
	}
	if err := checkLast(g.last, g.lastLead, g.lead, g.out); err != nil {
		return err
	}
	n := [Players]int{count(h0), count(h1)}
	want := g.lead
	if g.played != 0 {
		n[g.lead]++
		want = 1 - g.lead
	}
	if n[0] != n[1] || !g.Over() && g.turn != want {
		return fmt.Errorf("hands of %d and %d cards, turn %d, lead %d, card led %d", count(h0), count(h1), g.turn, g.lead, g.played)
	}
	if count(g.out)%2 != 0 || g.points[0] < 0 || g.points[1] < 0 || g.points[0]+g.points[1] != count(g.out)/2 {
		return fmt.Errorf("points %v for %d cards out", g.points, count(g.out))
	}
	return nil
}
