package highcard

import "github.com/trickparty/trickparty/engine"

// Legal lists the cards seat may play: any card in hand, on its turn.
func (g *Game) Legal(seat int, buf []engine.Action) []engine.Action {
	buf = buf[:0]
	if g.Over() || seat != g.turn {
		return buf
	}
	for c := Card(1); c <= Cards; c++ {
		if g.hands[seat]&c.bit() != 0 {
			buf = append(buf, PlayAction(c))
		}
	}
	return buf
}

// Apply plays a card: the leader's waits for the other's, and the higher
// card wins the trick, a point and the next lead.
func (g *Game) Apply(seat int, a engine.Action) error {
	if g.Over() || seat != g.turn {
		return engine.Refuse("highcard.turn", "it is not your turn")
	}
	c := Card(a)
	if !IsPlay(a) || g.hands[seat]&c.bit() == 0 {
		return engine.Refuse("highcard.hold", "you do not hold that card")
	}
	g.hands[seat] &^= c.bit()
	if g.played == 0 {
		g.played, g.turn = c, 1-seat
		return nil
	}
	winner := g.lead
	if c > g.played {
		winner = seat
	}
	g.points[winner]++
	g.out |= g.played.bit() | c.bit()
	g.last, g.lastLead = [2]Card{g.played, c}, g.lead
	if g.log.Keeping() {
		g.log.Add(trickRecord(g.lead, g.last))
	}
	g.played, g.lead, g.turn = 0, winner, winner
	return nil
}
