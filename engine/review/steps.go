package review

import (
	"github.com/trickparty/trickparty/engine"
	"github.com/trickparty/trickparty/engine/games"
)

// Step is one stretch of a game seen with every hand shown: a trick, or
// the draft before a round's first trick.
type Step struct {
	Round int
	// Trick is the trick of the round, from 1; 0 for the draft.
	Trick int
	// Hands are every seat's cards in hand when the step began; Rows its
	// rows of cards to play from then (Gummi's face-down row), so a move
	// from one is named as the player saw the row ("your left face-down
	// card").
	Hands [][]string
	Rows  [][]engine.CardRow
	// First is the record index of the step's first action; Moves are
	// the step's actions in order.
	First int
	Moves []engine.Move
	// Done is the trick the step completed (nil for the draft, or for a
	// trick the record stops in the middle of).
	Done *engine.TrickRecord
	// Scores are every seat's totals after the step.
	Scores []int
}

// Holds reports whether the record's action i is one of the step's.
func (s Step) Holds(i int) bool { return i >= s.First && i < s.First+len(s.Moves) }

// Steps replays rec into its steps. A record that does not replay is an
// error.
func Steps(rec Record) ([]Step, error) {
	var steps []Step
	d, _ := games.Lookup(rec.Config.Game)
	closed, tricks := false, 0
	_, err := rec.replay(func(i int, g engine.Game, _ engine.Action) error {
		trick := trickOf(g, rec.Moves[i].Seat)
		n := len(steps)
		if n == 0 || closed || (steps[n-1].Trick == 0 && trick != 0) {
			hs, rows := hands(d, g)
			steps = append(steps, Step{Round: g.Round(), Trick: trick, Hands: hs, Rows: rows, First: i})
			closed = false
		}
		last := &steps[len(steps)-1]
		last.Moves = append(last.Moves, rec.Moves[i])
		return nil
	}, func(_ int, g engine.Game) {
		last := &steps[len(steps)-1]
		rep := g.Report()
		last.Scores = rep.Scores
		if len(rep.Tricks) > tricks {
			tricks = len(rep.Tricks)
			t := rep.Tricks[tricks-1]
			last.Done = &t
			closed = true
		}
	})
	if err != nil {
		return nil, err
	}
	return steps, nil
}

// hands reads every seat's hand from its own observation.
func hands(d *engine.Descriptor, g engine.Game) ([][]string, [][]engine.CardRow) {
	out := make([][]string, g.Players())
	rows := make([][]engine.CardRow, g.Players())
	if d == nil {
		return out, rows
	}
	for s := range out {
		v, err := d.View(g.Observe(s))
		if err != nil {
			continue
		}
		for _, c := range v.Hand {
			out[s] = append(out[s], c.Name)
		}
		if a := v.Arranging(); a != nil {
			// Cards the seat is arranging (Trick of Trip's drawn cards)
			// are the seat's too until it has arranged them.
			out[s] = append(out[s], a.Cards...)
		}
		for _, r := range v.Rows {
			if r.Choosable() {
				rows[s] = append(rows[s], r)
			}
		}
	}
	return out, rows
}
