package enginetest

import (
	"fmt"
	"reflect"
	"testing"

	"github.com/trickparty/trickparty/engine"
)

// checkDeterminize: a sampled game agrees with every observation (Run).
func checkDeterminize(t *testing.T, d *engine.Descriptor, tables []engine.Config) {
	rng := engine.NewRNG(5)
	var reuse engine.Game
	eachGame(t, d, tables, seeds(4), func(cfg engine.Config, p Position) {
		for s := 0; s < p.Game.Players(); s++ {
			var err error
			if reuse, err = DeterminizeAgrees(p.Game.Observe(s), &rng, reuse); err != nil {
				t.Fatalf("%+v step %d seat %d: %v", cfg, p.Step, s, err)
			}
		}
	}, nil)
}

// DeterminizeAgrees samples a game from obs twice, fresh and into dst
// (a game to reuse, may be nil), and checks each looks to the observing
// seat exactly like obs and holds the game's invariants. It returns the
// reused game.
func DeterminizeAgrees(obs engine.Observation, rng *engine.RNG, dst engine.Game) (engine.Game, error) {
	for _, into := range []engine.Game{nil, dst} {
		g := obs.Determinize(rng, into)
		if g == nil {
			return nil, fmt.Errorf("the observation sampled no game")
		}
		if into != nil && g != into {
			return nil, fmt.Errorf("the sample did not reuse the %T it was given", into)
		}
		if got := g.Observe(obs.Seat()); !reflect.DeepEqual(got, obs) {
			return nil, fmt.Errorf("the sampled game looks otherwise to seat %d:\n%+v\nwant\n%+v", obs.Seat(), got, obs)
		}
		if err := checkInvariants(g); err != nil {
			return nil, fmt.Errorf("the sampled game: %v", err)
		}
		dst = g
	}
	return dst, nil
}
