package ohhell

import (
	"testing"

	"github.com/trickparty/trickparty/engine"
)

// TestViewAsksTheBid: the seat due to bid is asked every number from 0 to
// its cards, the dealer's hooked number shown but not legal; everyone
// sees the card turned up as a row and each bid made as a tag; after the
// bids the seat due plays a card.
func TestViewAsksTheBid(t *testing.T) {
	g := threeHands(t, nil)
	bid(t, g, 1, 0)
	v, err := Descriptor.View(g.Observe(2))
	if err != nil {
		t.Fatal(err)
	}
	p := v.Choosing()
	if v.Phase != engine.Decide || p == nil || p.Kind != MoveBid || len(p.Choices) != 3 {
		t.Fatalf("phase %v, prompt %+v", v.Phase, p)
	}
	for n, c := range p.Choices {
		if c.Action != BidAction(n) || c.Label != string(rune('0'+n)) || c.Legal != (n != 1) {
			t.Fatalf("choice %d: %+v", n, c)
		}
	}
	row, ok := v.Row(RowTrump)
	if !ok || len(row.Cards) != 1 || row.Cards[0].Name != "5H" || row.Choosable() {
		t.Fatalf("the trump row %+v", row)
	}
	if tags := v.Seats[0].Tags; len(tags) != 2 || tags[0] != (engine.Tag{ID: TagBid, N: 1}) || len(v.Seats[2].Tags) != 0 {
		t.Fatalf("tags %+v", v.Seats)
	}
	if w, _ := Descriptor.View(g.Observe(0)); w.Phase != engine.Waiting || w.Prompt != nil {
		t.Fatalf("a seat not due: phase %v prompt %+v", w.Phase, w.Prompt)
	}
	bid(t, g, 2)
	v, _ = Descriptor.View(g.Observe(0))
	if v.Phase != engine.PlayCard || v.Prompt != nil || len(v.Hand) != 2 || !v.Hand[0].Legal {
		t.Fatalf("after the bids: phase %v, hand %+v", v.Phase, v.Hand)
	}
	play(t, g, "AS", "KS", "QS")
	v, _ = Descriptor.View(g.Observe(1))
	if v.LastTrick == nil || len(v.LastTrick.Before) != 3 || v.LastTrick.Why[0].ID != ledWins.ID || v.Seats[0].Tags[1].N != 1 {
		t.Fatalf("the last trick %+v, seats %+v", v.LastTrick, v.Seats)
	}
	// a round without a card turned up says so
	g = newGame(t, 4, map[string]int{"cards": 13})
	v, _ = Descriptor.View(g.Observe(0))
	if _, ok := v.Row(RowNoTrump); !ok || len(v.Rows) != 1 {
		t.Fatalf("rows %+v", v.Rows)
	}
}

// TestExamplesTurnUpWhatTheySay: the examples' deals, played as the
// games' check plays them (seed 1), turn up the cards their comment and
// words name: the queen of hearts, then the 2 of spades.
func TestExamplesTurnUpWhatTheySay(t *testing.T) {
	for i, want := range []string{"QH", "2S"} {
		ex := examples[i]
		g, err := New(engine.Config{Game: Name, Players: ex.Players, Seed: 1, Deals: []engine.Deal{ex.Deal()}})
		if err != nil {
			t.Fatal(err)
		}
		if g.turnUp.String() != want {
			t.Errorf("example %d (%s) turns up %s, not %s", i, ex.Reason, g.turnUp, want)
		}
	}
}
