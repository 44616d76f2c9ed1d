package highcard_test

import (
	"context"
	"testing"

	"github.com/trickparty/trickparty/engine"
	"github.com/trickparty/trickparty/engine/bot"
	"github.com/trickparty/trickparty/engine/games"
	"github.com/trickparty/trickparty/engine/review"
)

// TestReviewJudgesAHighCardGame: the review of a finished High Card game
// (what the ui's review shows) judges each of a seat's choices with the
// Hard search, from the registry alone.
func TestReviewJudgesAHighCardGame(t *testing.T) {
	lost := 0.0
	for seed := uint64(1); seed <= 10 && lost == 0; seed++ {
		lost += reviewLowestCards(t, seed)
	}
	if lost == 0 {
		t.Error("always playing the lowest card lost nothing in 10 games, by the review")
	}
}

// reviewLowestCards reviews seat 0 of a game where both seats always play
// their lowest card, and returns what seat 0 lost by it.
func reviewLowestCards(t *testing.T, seed uint64) float64 {
	t.Helper()
	cfg := engine.Config{Game: id, Players: 2, Seed: seed}
	g, err := games.New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	var moves []engine.Move
	for !g.Over() {
		seat := g.ToMove().First()
		a := g.Legal(seat, nil)[0]
		moves = append(moves, g.EncodeMove(seat, a))
		if err := g.Apply(seat, a); err != nil {
			t.Fatal(err)
		}
	}
	r, err := review.Run(context.Background(), review.Record{Config: cfg, Moves: moves}, 0, review.Options{Budget: bot.Budget{Iterations: 300}})
	if err != nil {
		t.Fatal(err)
	}
	if len(r.Decisions) < hand-1 { // the last card is no choice
		t.Fatalf("%d decisions judged in a game of %d cards each", len(r.Decisions), hand)
	}
	lost := 0.0
	for _, d := range r.Decisions {
		if d.Chosen.Kind() != engine.MovePlay || d.Best.Kind() != engine.MovePlay || d.Loss < 0 {
			t.Fatalf("decision %+v", d)
		}
		lost += d.Loss
	}
	return lost
}
