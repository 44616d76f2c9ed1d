package table

import (
	"testing"

	"github.com/trickparty/trickparty/engine"
	"github.com/trickparty/trickparty/ui/internal/lang"
)

// TestPlayersPlateSaysTheDraft: in Trick of Trip's draft the player's
// plate, which shows no card count then, says the draft is on instead of
// leaving its second line empty beside the others' roles.
func TestPlayersPlateSaysTheDraft(t *testing.T) {
	for _, code := range []string{"en", "ja"} {
		t.Run(code, func(t *testing.T) {
			u := testUIIn(t, code)
			ts := startGame(t, u, engine.Config{Game: "trip", Players: 4, Seed: 3})
			if !drafting(ts.model.View()) {
				t.Fatal("a new Trick of Trip game does not open in the draft")
			}
			ts.Render()
			plates := Drive(ts).Shown().Plates
			if plates[0] != lang.L("in the draft") {
				t.Fatalf("in the draft the player's plate says %q (the others: %q)", plates[0], plates[1:])
			}
			if code == "ja" && plates[0] == "in the draft" {
				t.Fatal("the plate's word has no Japanese")
			}
		})
	}
}
