package app

import (
	"errors"

	"github.com/trickparty/trickparty/engine"
	"github.com/trickparty/trickparty/engine/games"
)

// ViewOf describes an observation for drawing, through its game's
// descriptor.
func ViewOf(obs engine.Observation) (engine.View, error) { return games.View(obs) }

// DecodeFor turns a move of the observing seat into its action. It asks a
// determinized copy of the game, which knows every game's notation and is
// consistent with the observation, so it works for a remote session too.
func DecodeFor(obs engine.Observation, m engine.Move) (engine.Action, error) {
	rng := engine.NewRNG(1)
	g := obs.Determinize(&rng, nil)
	if g == nil {
		return engine.NoAction, errors.New("cannot read moves of this game")
	}
	m.Seat = obs.Seat()
	return g.DecodeMove(m)
}

// EncodeFor writes an action of the observing seat in move notation.
func EncodeFor(obs engine.Observation, a engine.Action) engine.Move {
	rng := engine.NewRNG(1)
	g := obs.Determinize(&rng, nil)
	if g == nil {
		return engine.Move{Seat: obs.Seat()}
	}
	return g.EncodeMove(obs.Seat(), a)
}

// IsLegal reports whether a is among the observing seat's legal actions.
func IsLegal(obs engine.Observation, a engine.Action) bool {
	for _, l := range obs.Legal(nil) {
		if l == a {
			return true
		}
	}
	return false
}
