package highcard

import "github.com/trickparty/trickparty/engine"

// Determinize deals the other seat as many of the cards the seat has not
// seen as it holds, into dst when it is a *Game (then nothing is
// allocated). An observation no game could show yields a fresh game
// instead of a panic.
func (o *Observation) Determinize(rng *engine.RNG, dst engine.Game) engine.Game {
	g, ok := dst.(*Game)
	if !ok || g == nil {
		g = new(Game)
	}
	*g = Game{}
	if o.Validate() != nil {
		g.deal(rng, DefaultHand)
		return g
	}
	var unseen [Cards]Card
	n := 0
	for c := Card(1); c <= Cards; c++ {
		if (o.Hand|o.Out)&c.bit() == 0 && c != o.Played {
			unseen[n] = c
			n++
		}
	}
	engine.Shuffle(rng, unseen[:n])
	g.state = state{turn: max(o.Turn, 0), lead: o.Lead, played: o.Played, points: o.Points, out: o.Out, last: o.Last, lastLead: o.LastLead}
	g.hands[o.Viewer] = o.Hand
	for _, c := range unseen[:o.Other] {
		g.hands[1-o.Viewer] |= c.bit()
	}
	return g
}
