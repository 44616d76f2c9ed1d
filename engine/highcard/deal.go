package highcard

import "github.com/trickparty/trickparty/engine"

// deal gives each seat hand cards of a shuffled deck; seat 0 leads.
func (g *Game) deal(rng *engine.RNG, hand int) {
	deck := [Cards]Card{1, 2, 3, 4, 5, 6, 7, 8, 9, 10}
	engine.Shuffle(rng, deck[:])
	for i, c := range deck[:hand*Players] {
		g.hands[i%Players] |= c.bit()
	}
}

// dealFixed deals the hands d names, as many cards each, and its leader.
func (g *Game) dealFixed(d engine.Deal) error {
	if len(d.Hands) != Players || len(d.Facedown) != 0 || len(d.Draw) != 0 {
		return engine.BadConfig("a High Card deal is %d hands and nothing else", Players)
	}
	for s, hand := range d.Hands {
		if len(hand) != len(d.Hands[0]) || len(hand) == 0 || len(hand) > MaxHand {
			return engine.BadConfig("a High Card deal gives both seats the same 1..%d cards", MaxHand)
		}
		for _, name := range hand {
			c, err := ParseCard(name)
			if err != nil {
				return engine.BadConfig("seat %d: %v", s, err)
			}
			if (g.hands[0]|g.hands[1])&c.bit() != 0 {
				return engine.BadConfig("%s is dealt twice", name)
			}
			g.hands[s] |= c.bit()
		}
	}
	leader, err := d.LeaderSeat(Players, 1)
	if err != nil {
		return err
	}
	if leader >= 0 {
		g.lead, g.turn = leader, leader
	}
	return nil
}
