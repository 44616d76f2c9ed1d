package ohhell_test

import (
	"context"
	"reflect"
	"testing"

	"github.com/trickparty/trickparty/engine"
	"github.com/trickparty/trickparty/engine/bot"
	"github.com/trickparty/trickparty/engine/games"
	"github.com/trickparty/trickparty/engine/ohhell"
	"github.com/trickparty/trickparty/engine/review"
)

// TestReviewJudgesBids: the review of a finished Oh Hell game (what the
// ui's Review shows and trickctl review prints) steps through each
// round's bidding and then its tricks, with every hand, and judges every
// one of a seat's decisions, its bids among them, and the Hard search judges
// each bid against the others the seat could make. A seat that always
// bids every card in its hand loses by it.
func TestReviewJudgesBids(t *testing.T) {
	const rounds = 4
	cfg := engine.Config{Game: ohhell.Name, Players: 3, Seed: 21}
	cfg.Options.Set("cards", rounds)
	g, err := games.New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	normal, err := bot.New(bot.Normal, bot.Budget{})
	if err != nil {
		t.Fatal(err)
	}
	rng := engine.NewRNG(cfg.Seed)
	var moves []engine.Move
	mine := 0
	for !g.Over() {
		seat := g.ToMove().First()
		var a engine.Action
		if seat == 0 {
			legal := g.Legal(seat, nil)
			a = legal[len(legal)-1] // the highest bid, or the highest card
			mine++
		} else {
			a = normal.Choose(g.Observe(seat), &rng)
		}
		moves = append(moves, g.EncodeMove(seat, a))
		if err := g.Apply(seat, a); err != nil {
			t.Fatal(err)
		}
	}
	// The steps: each round's bidding, every seat's bid, then its tricks.
	steps, err := review.Steps(review.Record{Config: cfg, Moves: moves})
	if err != nil {
		t.Fatal(err)
	}
	k := 0
	for round := 1; round <= rounds; round++ {
		for trick := 0; trick <= rounds+1-round; trick++ {
			if k >= len(steps) {
				t.Fatalf("%d steps end before round %d trick %d", len(steps), round, trick)
			}
			st := steps[k]
			if st.Round != round || st.Trick != trick || len(st.Moves) != 3 || len(st.Hands) != 3 || len(st.Hands[0]) != rounds+1-round-max(trick-1, 0) {
				t.Fatalf("step %d: %+v, want round %d trick %d", k, st, round, trick)
			}
			for _, m := range st.Moves {
				if bidding := m.Kind() == ohhell.MoveBid; bidding != (trick == 0) || (trick == 0) != (st.Done == nil) {
					t.Fatalf("step %d (round %d trick %d) holds %v, done %v", k, round, trick, m, st.Done)
				}
			}
			k++
		}
	}
	if k != len(steps) {
		t.Fatalf("%d steps, %d expected", len(steps), k)
	}
	r, err := review.Run(context.Background(), review.Record{Config: cfg, Moves: moves}, 0, review.Options{Budget: bot.Budget{Iterations: 300}, Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	if len(r.Decisions) != mine {
		t.Fatalf("%d decisions reviewed of the seat's %d", len(r.Decisions), mine)
	}
	bids, lost := 0, 0.0
	for _, d := range r.Decisions {
		if d.Chosen.Kind() != ohhell.MoveBid {
			if d.Chosen.Kind() != engine.MovePlay || d.Best.Kind() != engine.MovePlay {
				t.Fatalf("a card's decision %+v", d)
			}
			continue
		}
		bids++
		if d.Best.Kind() != ohhell.MoveBid || !hasMove(d.Legal, d.Best) || !hasMove(d.Legal, d.Chosen) || d.Loss < 0 {
			t.Fatalf("round %d's bid judged %+v", d.Round, d)
		}
		for _, m := range d.Legal {
			if m.Kind() != ohhell.MoveBid {
				t.Fatalf("round %d's bid could have been %v", d.Round, m)
			}
		}
		if d.Trick != 0 { // before any of the round's tricks
			t.Fatalf("round %d's bid is placed at trick %d", d.Round, d.Trick)
		}
		lost += d.Loss
	}
	if bids != rounds {
		t.Fatalf("%d bids reviewed in %d rounds", bids, rounds)
	}
	if lost <= review.Noticeable(r.Measure) {
		t.Fatalf("bidding every card lost %.3f (%s) by the review: %+v", lost, r.Measure, r.Decisions)
	}
	t.Logf("bids lost %.3f %s", lost, r.Measure)
}

// hasMove reports whether moves holds m.
func hasMove(moves []engine.Move, m engine.Move) bool {
	for _, x := range moves {
		if reflect.DeepEqual(x, m) {
			return true
		}
	}
	return false
}
