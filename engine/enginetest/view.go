package enginetest

import (
	"fmt"
	"slices"

	"github.com/trickparty/trickparty/engine"
)

// ViewAgrees checks that seat's view of its observation (d.View) says
// what the game says: the seat, the round, who is due, every score,
// whether the game is over and, once it is, who won. A table draws only
// the view, and names the game's winner from it.
func ViewAgrees(d *engine.Descriptor, g engine.Game, seat int) error {
	v, err := d.View(g.Observe(seat))
	if err != nil {
		return fmt.Errorf("seat %d's observation has no view: %w", seat, err)
	}
	if v.Game != d.ID || v.Seat != seat || v.Players != g.Players() {
		return fmt.Errorf("seat %d's view is of %q seat %d, %d players", seat, v.Game, v.Seat, v.Players)
	}
	if v.Round != g.Round() || v.ToMove != g.ToMove() || v.Over != g.Over() {
		return fmt.Errorf("seat %d's view: round %d, to move %v, over %v; the game: round %d, to move %v, over %v",
			seat, v.Round, v.ToMove.Seats(), v.Over, g.Round(), g.ToMove().Seats(), g.Over())
	}
	if len(v.Seats) != g.Players() {
		return fmt.Errorf("seat %d's view has %d seats for %d players", seat, len(v.Seats), g.Players())
	}
	for s, sv := range v.Seats {
		if sv.Score != g.Score(s) {
			return fmt.Errorf("seat %d's view gives seat %d a score of %d; the game %d", seat, s, sv.Score, g.Score(s))
		}
	}
	var winners []int
	if g.Over() {
		winners = g.Winners().Seats()
	}
	if !slices.Equal(v.Winners, winners) {
		return fmt.Errorf("seat %d's view names winners %v; the game %v", seat, v.Winners, winners)
	}
	return nil
}
