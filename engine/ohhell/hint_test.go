package ohhell_test

import (
	"context"
	"testing"
	"time"

	"github.com/trickparty/trickparty/app"
	"github.com/trickparty/trickparty/engine"
	"github.com/trickparty/trickparty/engine/bot"
	"github.com/trickparty/trickparty/engine/ohhell"
)

// TestHintSuggestsALegalBid: the table's Hint (the Hard search the ui's
// Hint button runs) answers every bid prompt of a game with one of the
// prompt's legal bids - never the dealer's hooked one - in the bid's
// notation, and every card with a legal card.
func TestHintSuggestsALegalBid(t *testing.T) {
	const rounds = 3
	cfg := engine.Config{Game: ohhell.Name, Players: 3, Seed: 4}
	cfg.Options.Set("cards", rounds)
	tbl, err := app.NewTable(app.TableOptions{Config: cfg, NewBot: testBot, HintBudget: bot.Budget{Iterations: 150},
		Seats: []app.SeatSetup{{Kind: app.Human, Name: "Ann"}, {Kind: app.Bot, Name: "Bo", Level: bot.Normal}, {Kind: app.Bot, Name: "Cy", Level: bot.Normal}}})
	if err != nil {
		t.Fatal(err)
	}
	defer tbl.Close()
	events := tbl.Events()
	tbl.Start()
	bids, hooked := 0, 0
	deadline := time.After(60 * time.Second)
	for !tbl.Over() {
		obs := tbl.Observation()
		if !obs.ToMove().Has(0) {
			select {
			case <-events:
			case <-deadline:
				t.Fatalf("the game stalled after %d moves", len(tbl.Moves()))
			}
			continue
		}
		v, err := app.ViewOf(obs)
		if err != nil {
			t.Fatal(err)
		}
		h, err := tbl.Hint(context.Background())
		if err != nil {
			t.Fatal(err)
		}
		legal := false
		if v.Phase == engine.Decide {
			bids++
			for _, c := range v.Prompt.Choices {
				if c.Action == h.Action {
					legal = c.Legal
				}
				if !c.Legal {
					hooked++
				}
			}
			n, err := h.Move.Int()
			if err != nil || h.Move.Kind() != ohhell.MoveBid || h.Move.Seat != 0 || ohhell.BidAction(n) != h.Action {
				t.Fatalf("the hint's move %v (%v) for the action %d", h.Move, err, h.Action)
			}
		} else {
			for _, c := range v.Hand {
				if c.Action == h.Action {
					legal = c.Legal
				}
			}
		}
		if !legal {
			t.Fatalf("the hint %v is not a legal choice of the view %+v", h.Move, v)
		}
		if err := tbl.Submit(h.Action); err != nil {
			t.Fatal(err)
		}
	}
	if bids != rounds || hooked == 0 {
		t.Fatalf("%d bid prompts hinted (%d with a hooked choice) in %d rounds", bids, hooked, rounds)
	}
}
