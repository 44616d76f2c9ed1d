package games

import (
	"bytes"
	"encoding/json"
	"strings"
	"testing"

	"github.com/trickparty/trickparty/engine"
)

// TestCopyFromContract: every game copies a game of its own type (the
// copy plays on as the original would) and panics on any other source,
// nil included: one contract for all (engine.Game.CopyFrom).
func TestCopyFromContract(t *testing.T) {
	all := All()
	for i, d := range all {
		src, err := New(engine.Config{Game: d.ID, Players: d.MinPlayers, Seed: 3})
		if err != nil {
			t.Fatal(err)
		}
		var buf []engine.Action
		for k := 0; k < 5 && !src.Over(); k++ {
			seat := src.ToMove().First()
			buf = src.Legal(seat, buf)
			if err := src.Apply(seat, buf[0]); err != nil {
				t.Fatal(err)
			}
		}
		dst, _ := New(engine.Config{Game: d.ID, Players: d.MinPlayers, Seed: 9})
		dst.CopyFrom(src)
		dst.CopyFrom(dst) // a copy onto itself changes nothing
		for s := 0; s < d.MinPlayers; s++ {
			a, _ := json.Marshal(src.Observe(s))
			b, _ := json.Marshal(dst.Observe(s))
			if !bytes.Equal(a, b) {
				t.Fatalf("%s: seat %d sees another game in the copy", d.ID, s)
			}
		}
		other, _ := New(engine.Config{Game: all[(i+1)%len(all)].ID, Players: all[(i+1)%len(all)].MinPlayers, Seed: 3})
		for name, bad := range map[string]engine.Game{"another game": other, "nil": nil} {
			func() {
				defer func() {
					if recover() == nil {
						t.Errorf("%s: CopyFrom of %s did not panic", d.ID, name)
					}
				}()
				dst.CopyFrom(bad)
			}()
		}
	}
}

// TestViewRefusesAnotherGamesObservation: a game draws only its own
// observations and says so for any other.
func TestViewRefusesAnotherGamesObservation(t *testing.T) {
	all := All()
	for i, d := range all {
		o := all[(i+1)%len(all)]
		g, err := New(engine.Config{Game: o.ID, Players: o.MinPlayers, Seed: 1})
		if err != nil {
			t.Fatal(err)
		}
		if _, err := d.View(g.Observe(0)); err == nil || !strings.Contains(err.Error(), d.ID+" view of a") {
			t.Errorf("%s drew a %s observation: %v", d.ID, o.ID, err)
		}
		own, _ := New(engine.Config{Game: d.ID, Players: d.MinPlayers, Seed: 1})
		if v, err := d.View(own.Observe(0)); err != nil || v.Game != d.ID {
			t.Errorf("%s view of its own observation: %+v, %v", d.ID, v.Game, err)
		}
	}
}
