package games

import (
	"strings"
	"testing"

	"github.com/trickparty/trickparty/engine"
)

// TestCopyFromAnotherGamePanics: every game copies only a game of its own
// type and panics on another game's (engine.Game.CopyFrom; the conformance
// suite checks copies of the game's own type and nil).
func TestCopyFromAnotherGamePanics(t *testing.T) {
	all := All()
	for i, d := range all {
		dst, err := New(engine.Config{Game: d.ID, Players: d.MinPlayers, Seed: 9})
		if err != nil {
			t.Fatal(err)
		}
		o := all[(i+1)%len(all)]
		other, err := New(engine.Config{Game: o.ID, Players: o.MinPlayers, Seed: 3})
		if err != nil {
			t.Fatal(err)
		}
		func() {
			defer func() {
				if recover() == nil {
					t.Errorf("%s: CopyFrom of a %s game did not panic", d.ID, o.ID)
				}
			}()
			dst.CopyFrom(other)
		}()
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
