package review

import (
	"fmt"

	"github.com/trickparty/trickparty/engine"
	"github.com/trickparty/trickparty/engine/games"
)

// Record is a game as a pure function of its configuration and actions.
type Record struct {
	Config engine.Config
	Moves  []engine.Move
}

// replay builds the record's game and calls before ahead of each move with
// the game as it stands and the move's action, and after (if set) once the
// move is applied; a move the rules refuse is an error naming it.
func (r Record) replay(before func(i int, g engine.Game, a engine.Action) error, after func(i int, g engine.Game)) (engine.Game, error) {
	g, err := games.New(r.Config)
	if err != nil {
		return nil, err
	}
	for i, m := range r.Moves {
		if g.Over() {
			return nil, fmt.Errorf("action %d: the game is already over", i+1)
		}
		if m.Seat < 0 || m.Seat >= g.Players() {
			return nil, fmt.Errorf("action %d: there is no seat %d at a table of %d", i+1, m.Seat, g.Players())
		}
		if !g.ToMove().Has(m.Seat) {
			return nil, fmt.Errorf("action %d: seat %d is not due to act", i+1, m.Seat)
		}
		a, err := g.DecodeMove(m)
		if err != nil {
			return nil, fmt.Errorf("action %d: %w", i+1, err)
		}
		if before != nil {
			if err := before(i, g, a); err != nil {
				return nil, err
			}
		}
		if err := g.Apply(m.Seat, a); err != nil {
			return nil, fmt.Errorf("action %d: %w", i+1, err)
		}
		if after != nil {
			after(i, g)
		}
	}
	return g, nil
}

// trickOf is the trick of the current round a decision belongs to, from 1;
// 0 before the round's first trick is led (Trick of Trip's draft).
func trickOf(g engine.Game, seat int) int {
	if d, ok := games.Lookup(g.Name()); ok {
		// A decision before any card of the round is played belongs to
		// none of its tricks (Trick of Trip's draft).
		if v, err := d.View(g.Observe(seat)); err == nil && v.Phase == engine.Decide && len(v.Trick) == 0 &&
			(v.LastTrick == nil || v.LastTrick.Round != v.Round) {
			return 0
		}
	}
	done := 0
	round := g.Round()
	for _, t := range g.Report().Tricks {
		if t.Round == round {
			done++
		}
	}
	return done + 1
}
