package bot

import (
	"fmt"
	"reflect"
	"testing"

	"github.com/trickparty/trickparty/engine"
)

// TestReplayRound checks each game's engine.RoundReplayer: a sample's
// round replayed from the start it gives, with the moves it lists, ends in
// the sample's own position as every seat sees it, and every move is legal
// on the way (the inference reads each opponent's choice among them).
func TestReplayRound(t *testing.T) {
	replayers := map[string]bool{}
	for _, tc := range tables() {
		t.Run(fmt.Sprintf("%s%dp", tc.game, tc.players), func(t *testing.T) {
			replayed := 0
			for p := 0; p < 60; p++ {
				g := randomPosition(t, tc.game, tc.players, tc.options, uint64(300+p))
				seat := g.ToMove().First()
				obs := g.Observe(seat)
				rr, ok := obs.(engine.RoundReplayer)
				if !ok {
					return
				}
				replayers[tc.game] = true
				rng := engine.NewRNG(uint64(p))
				sample := obs.Determinize(&rng, nil)
				start, moves, ok := rr.ReplayRound(sample, nil, nil)
				if !ok {
					continue
				}
				replayed++
				var buf [engine.MaxActions]engine.Action
				for i, m := range moves {
					legal := start.Legal(m.Seat, buf[:0])
					found := false
					for _, a := range legal {
						found = found || a == m.Action
					}
					if !found {
						t.Fatalf("position %d move %d: seat %d's %s is not legal in the replay", p, i, m.Seat, start.ActionString(m.Action))
					}
					if err := start.Apply(m.Seat, m.Action); err != nil {
						t.Fatalf("position %d move %d: %v", p, i, err)
					}
				}
				for s := 0; s < tc.players; s++ {
					if a, b := sample.Observe(s), start.Observe(s); !reflect.DeepEqual(a, b) {
						t.Fatalf("position %d: seat %d sees the replayed round differently:\n%+v\n%+v", p, s, a, b)
					}
				}
			}
			if replayed < 20 {
				t.Fatalf("only %d of 60 positions replayed", replayed)
			}
		})
	}
	if len(replayers) < 3 {
		t.Fatalf("only %d games replay their rounds", len(replayers))
	}
}
