package enginetest

import (
	"reflect"
	"testing"

	"github.com/trickparty/trickparty/engine"
)

// CheckViewWhy plays whole random games and, after every action that
// completes a trick, checks that each seat's view of the last trick (built
// from its observation by view) says why it was won as the game's report
// does. It fails if no view showed a trick at all.
func CheckViewWhy(t *testing.T, newGame NewGame, game string, players []int, seeds int, view func(engine.Observation) (engine.View, error)) {
	t.Helper()
	compared := 0
	for _, n := range players {
		for seed := uint64(1); seed <= uint64(seeds); seed++ {
			g, err := newGame(engine.Config{Game: game, Players: n, Seed: seed})
			if err != nil {
				t.Fatal(err)
			}
			tricks := 0
			PlayRandomly(t, g, seed, func(int) {
				rep := g.Report()
				if len(rep.Tricks) == tricks {
					return
				}
				tricks = len(rep.Tricks)
				last := rep.Tricks[tricks-1]
				for s := 0; s < n; s++ {
					v, err := view(g.Observe(s))
					if err != nil {
						t.Fatal(err)
					}
					if v.LastTrick == nil || !reflect.DeepEqual(v.LastTrick.Plays, last.Plays) {
						continue // a new round's view shows none of the last round's tricks
					}
					compared++
					if !reflect.DeepEqual(v.LastTrick.Why, last.Why) || !reflect.DeepEqual(v.LastTrick.Winners, last.Winners) {
						t.Fatalf("%d players seed %d, seat %d's view: winners %v why %+v; the report: winners %v why %+v",
							n, seed, s, v.LastTrick.Winners, v.LastTrick.Why, last.Winners, last.Why)
					}
				}
			})
		}
	}
	if compared == 0 {
		t.Fatal("no view showed the last trick")
	}
}
