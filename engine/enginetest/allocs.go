package enginetest

import (
	"testing"

	"github.com/trickparty/trickparty/engine"
)

// checkAllocs: the hot paths of a search allocate nothing (Run).
func checkAllocs(t *testing.T, d *engine.Descriptor, tables []engine.Config) {
	eachNewGame(t, d, tables, 3, func(cfg engine.Config, g engine.Game) {
		if allocs := HotPathAllocs(g, 20); allocs != 0 {
			t.Errorf("%+v: CopyFrom, ToMove, Legal and Apply allocate %.1f times per game", cfg, allocs)
		}
	})
}

// HotPathAllocs is how many times per game a copy of g (Clone, which keeps
// no trick log) allocates while it is reset with CopyFrom and played to
// the end through ToMove, Legal and Apply, averaged over runs games.
func HotPathAllocs(g engine.Game, runs int) float64 {
	c := g.Clone()
	var buf [engine.MaxActions]engine.Action
	rng := engine.NewRNG(4)
	return testing.AllocsPerRun(runs, func() {
		c.CopyFrom(g)
		for !c.Over() {
			to := c.ToMove()
			seat := to.First()
			legal := c.Legal(seat, buf[:0])
			if err := c.Apply(seat, legal[rng.IntN(len(legal))]); err != nil {
				panic(err)
			}
		}
	})
}
