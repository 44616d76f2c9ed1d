package bot

import (
	"math"

	"github.com/trickparty/trickparty/engine"
)

// Exact endgames: once few cards are left in the round, the Expert bot
// stops playing samples out at random and solves each sample exactly - a
// game tree over every remaining card of every seat to the end of the
// round, valued by the game's own scoring (the search's evaluate: the
// round's points compared seat against seat, and the win once the game
// is over; Gudetama's points come from its last trick only, as its rules
// score them). With more than two seats no seat's gain is simply another's
// loss, so each seat plays for its own value (max^n); at two seats that is
// minimax, and a seat that has found a move worth the most a game can be
// worth tries no other (the cut alpha-beta makes at the bound). The observer's root actions get the mean of
// their exact values over the samples (perfect-information Monte Carlo).

const (
	// maxEndDepth bounds the plays to the end of a round the solver
	// follows.
	maxEndDepth = 64
)

// endgameNodes caps the tree of one sample: a position whose first sample
// needs more is searched by ISMCTS instead.
var endgameNodes = 4000

// solver solves sampled games exactly; its buffers make a solve allocate
// nothing once warm.
type solver struct {
	s      *searcher // for actor, stop and evaluate
	stack  [maxEndDepth + 1]engine.Game
	legal  [maxEndDepth][engine.MaxActions]engine.Action
	nodes  int
	capped bool
	round  int
}

// solveRoot values each of the observer's root actions in sample g
// exactly, adding each value to sum[action]; it returns the nodes
// searched and false when the tree was larger than endgameNodes.
func (v *solver) solveRoot(g engine.Game, root []engine.Action, sum *[engine.MaxActions]float64) (int, bool) {
	v.nodes, v.capped = 0, false
	v.round = g.Round()
	me := v.s.observer
	var vals [engine.MaxActions]float64
	for i, a := range root {
		c := v.slot(1, g)
		if c.Apply(me, a) != nil {
			vals[i] = 0
			continue
		}
		r := v.solve(c, 1)
		if v.capped {
			return v.nodes, false
		}
		vals[i] = r[me]
	}
	for i, a := range root {
		sum[a] += vals[i]
	}
	return v.nodes, true
}

// slot is the game at depth d, made a copy of g.
func (v *solver) slot(d int, g engine.Game) engine.Game {
	c := v.stack[d]
	if c == nil || c.Name() != g.Name() {
		c = g.Clone()
		v.stack[d] = c
		return c
	}
	c.CopyFrom(g)
	return c
}

// solve is every seat's value of g when each seat plays for its own
// value to the end of the round.
func (v *solver) solve(g engine.Game, d int) [engine.MaxPlayers]float64 {
	v.nodes++
	if g.Over() || g.Round() != v.round || d >= maxEndDepth {
		v.s.evaluate(g)
		return v.s.rewards
	}
	if v.nodes > endgameNodes {
		v.capped = true
		return [engine.MaxPlayers]float64{}
	}
	seat := v.s.actor(g)
	legal := g.Legal(seat, v.legal[d][:0])
	if len(legal) == 0 {
		v.s.evaluate(g)
		return v.s.rewards
	}
	var best [engine.MaxPlayers]float64
	bestVal := math.Inf(-1)
	two := g.Players() == 2
	for _, a := range legal {
		c := v.slot(d+1, g)
		if c.Apply(seat, a) != nil {
			continue
		}
		r := v.solve(c, d+1)
		if v.capped {
			return best
		}
		if r[seat] > bestVal {
			best, bestVal = r, r[seat]
			if two && bestVal >= 1 {
				// Nothing beats the best possible value: cut.
				break
			}
		}
	}
	return best
}
