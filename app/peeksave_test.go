package app

import (
	"testing"

	"github.com/trickparty/trickparty/engine"
	"github.com/trickparty/trickparty/engine/games"
)

// TestPeekSaveSaysWhetherTheRoundHasBegun: a game left at a round's end is
// saved with the next round dealt and no move made in it, which PeekSave
// tells apart from a round under way (the home screen said "round 2 of 4"
// of a game whose first round had only just ended).
func TestPeekSaveSaysWhetherTheRoundHasBegun(t *testing.T) {
	cfg := engine.Config{Game: "gummi", Players: 3, Seed: 7}
	cfg.Options.Set("rounds", 3)
	g, err := games.New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	var moves []engine.Move
	peek := func() SavedGame {
		t.Helper()
		store := &MemStorage{}
		data, err := (&Save{Format: SaveFormat, Config: cfg, Seats: fakeSeats(3), Moves: moves}).Encode()
		if err != nil {
			t.Fatal(err)
		}
		if err := store.Write(AutosaveName, data); err != nil {
			t.Fatal(err)
		}
		s, err := PeekSave(store, AutosaveName)
		if err != nil {
			t.Fatal(err)
		}
		return s
	}
	if s := peek(); s.Round != 1 || s.Begun {
		t.Fatalf("a new game: round %d, begun %v", s.Round, s.Begun)
	}
	move := func() {
		seat := g.ToMove().Seats()[0]
		a := g.Legal(seat, nil)[0]
		moves = append(moves, g.EncodeMove(seat, a))
		if err := g.Apply(seat, a); err != nil {
			t.Fatal(err)
		}
	}
	move()
	if s := peek(); s.Round != 1 || !s.Begun {
		t.Fatalf("after one move: round %d, begun %v", s.Round, s.Begun)
	}
	for g.Round() == 1 {
		move()
	}
	if s := peek(); s.Round != 2 || s.Begun || s.Rounds != 3 {
		t.Fatalf("at the first round's end: %+v", s)
	}
	move()
	if s := peek(); s.Round != 2 || !s.Begun {
		t.Fatalf("after round 2's first move: round %d, begun %v", s.Round, s.Begun)
	}
}
