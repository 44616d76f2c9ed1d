package enginetest

import (
	"testing"

	"github.com/trickparty/trickparty/engine"
)

// PlayRandomly plays g to its end, each action a legal one of the first
// seat to move chosen at random by seed, and calls after (when not nil)
// with that seat after each action. An action g refuses fails the test.
func PlayRandomly(t testing.TB, g engine.Game, seed uint64, after func(seat int)) {
	t.Helper()
	rng := engine.NewRNG(seed)
	var buf [engine.MaxActions]engine.Action
	for !g.Over() {
		seat := g.ToMove().First()
		legal := g.Legal(seat, buf[:0])
		if err := g.Apply(seat, legal[rng.IntN(len(legal))]); err != nil {
			t.Fatalf("seed %d: %s: %v", seed, g.ActionString(legal[0]), err)
		}
		if after != nil {
			after(seat)
		}
	}
}
