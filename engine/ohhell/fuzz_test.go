package ohhell

import (
	"encoding/json"
	"testing"

	"github.com/trickparty/trickparty/engine"
)

// FuzzObservation: whatever JSON a peer or a save hands over as an Oh Hell
// observation, reading it, validating it, drawing it (when it validates),
// listing its legal actions and sampling a game from it never panic, and
// the sample holds the game's invariants; one that validates samples a
// game that shows it exactly.
func FuzzObservation(f *testing.F) {
	g := newGame(f, 4, map[string]int{"cards": 3})
	var buf [engine.MaxActions]engine.Action
	for step := 0; !g.Over(); step++ {
		if step%3 == 0 {
			b, _ := json.Marshal(g.observe(step % 4))
			f.Add(b)
		}
		legal := g.Legal(g.turn, buf[:0])
		_ = g.Apply(g.turn, legal[step%len(legal)])
	}
	b, _ := json.Marshal(g.observe(0))
	f.Add(b)
	f.Fuzz(func(t *testing.T, data []byte) {
		var o Observation
		if json.Unmarshal(data, &o) != nil {
			return
		}
		valid := o.Validate() == nil
		if v, err := Descriptor.View(&o); valid != (err == nil) {
			t.Fatalf("validates %v, drawn %v (%v)", valid, v.Game, err)
		}
		_ = o.ToMove()
		_ = o.Legal(buf[:0])
		rng := engine.NewRNG(1)
		s := o.Determinize(&rng, nil).(*Game)
		if err := s.CheckInvariants(); err != nil {
			t.Fatalf("the sample: %v", err)
		}
		if valid {
			want, _ := json.Marshal(&o)
			got, _ := json.Marshal(s.observe(o.Viewer))
			if string(got) != string(want) {
				t.Fatalf("the sample shows\n%s\nnot\n%s", got, want)
			}
		}
	})
}
