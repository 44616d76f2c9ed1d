package scenario

import (
	"fmt"
	"testing"

	"github.com/trickparty/trickparty/engine"
	"github.com/trickparty/trickparty/engine/games"
)

// TestApplyMoveRefusesASeatNotAtTheTable: a move of a seat not at the
// table is refused under the scenario's own rule id, before any game reads
// it.
func TestApplyMoveRefusesASeatNotAtTheTable(t *testing.T) {
	d := games.All()[0]
	g, err := games.New(engine.Config{Game: d.ID, Players: d.MinPlayers, Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	for _, seat := range []int{d.MinPlayers, -1} {
		err := ApplyMove(g, engine.Move{Seat: seat})
		want := fmt.Sprintf("there is no seat %d at this table of %d", seat, d.MinPlayers)
		if re, ok := err.(*engine.RuleError); !ok || re.Rule != "game.seat" || re.Message != want {
			t.Errorf("seat %d: %v, want game.seat: %s", seat, err, want)
		}
	}
}
