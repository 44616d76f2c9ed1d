package app

import (
	"context"
	"slices"
	"testing"

	"github.com/trickparty/trickparty/engine"
	"github.com/trickparty/trickparty/engine/bot"
)

// TestHintCarriesWhatTheMoveDoes: in every game, a hint on playing a card
// says what the card is expected to do in its trick (seen in the sampled
// games, with a chance), and a hint on arranging cards says the move's
// sets, the seat they go to and the chance each comes back; the
// runner-up, where there is one, is explained too.
func TestHintCarriesWhatTheMoveDoes(t *testing.T) {
	for _, d := range Games() {
		if d.ID == "fake" {
			// fake_test.go's game is a stand-in for the table's plumbing:
			// it samples no hidden cards for a search.
			continue
		}
		t.Run(d.ID, func(t *testing.T) {
			n := d.MinPlayers
			tbl, err := NewTable(TableOptions{Config: engine.Config{Game: d.ID, Players: n, Seed: 21}, Seats: fakeSeats(n),
				HintBudget: bot.Budget{Iterations: 150}})
			if err != nil {
				t.Fatal(err)
			}
			defer tbl.Close()
			ch := tbl.Events()
			tbl.Start()
			plays, trickSeen := 0, false
			hint := func(obs engine.Observation) engine.Action {
				h, err := tbl.Hint(context.Background())
				if err != nil {
					t.Fatal(err)
				}
				if h.Effect == nil || (h.Next != nil) != (h.NextEffect != nil) {
					t.Fatalf("hint %v (next %v) without what it does: %+v", h.Move, h.Next, h)
				}
				var sets [][]string
				switch {
				case h.Move.Play != "":
					plays++
					if h.Effect.Tricks > 0 {
						trickSeen = true
					}
					if h.Effect.TrickWin < 0 || h.Effect.TrickWin > 1 {
						t.Fatalf("%v: a chance of %v to win the trick", h.Move, h.Effect.TrickWin)
					}
				case h.Move.Decode(&sets) == nil && len(sets) > 1:
					if !slices.EqualFunc(sets, h.Effect.Sets, slices.Equal) || h.Effect.To < 0 || h.Effect.To == tbl.Seat() {
						t.Fatalf("%v: the effect names sets %v handed to seat %d", h.Move, h.Effect.Sets, h.Effect.To)
					}
				}
				return h.Action
			}
			playUntil(t, tbl, ch, hint, func([]Event) bool { return plays >= 3 })
			if !trickSeen {
				t.Fatalf("%d card hints, none saw its trick end", plays)
			}
		})
	}
}
