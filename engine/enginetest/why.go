package enginetest

import (
	"fmt"
	"strings"
	"testing"

	"github.com/trickparty/trickparty/engine"
)

// NewGame is a game package's New adapted to engine.Game.
type NewGame = func(engine.Config) (engine.Game, error)

// CheckWhy checks the Why of every trick of rep against the scenario
// contract: one entry per seat in Winners, in the same order, each naming
// the card that seat played in the trick, with an id the game lists in
// reasons (which start with game+".trick."). It adds the ids met to seen.
func CheckWhy(rep engine.Report, game string, reasons []engine.TrickReason, seen map[string]int) error {
	known := map[string]bool{}
	for _, r := range reasons {
		known[r.ID] = true
	}
	for k, tr := range rep.Tricks {
		if len(tr.Why) != len(tr.Winners) {
			return fmt.Errorf("trick %d (round %d): %d winners %v but %d whys %+v", k, tr.Round, len(tr.Winners), tr.Winners, len(tr.Why), tr.Why)
		}
		for i, w := range tr.Why {
			if w.Seat != tr.Winners[i] {
				return fmt.Errorf("trick %d: why %d names seat %d, winner %d is seat %d", k, i, w.Seat, i, tr.Winners[i])
			}
			played := ""
			for _, p := range tr.Plays {
				if p.Seat == w.Seat {
					if played != "" {
						return fmt.Errorf("trick %d: seat %d played twice", k, w.Seat)
					}
					played = p.Card
				}
			}
			if played == "" || played != w.Card {
				return fmt.Errorf("trick %d: seat %d played %q but its why names %q", k, w.Seat, played, w.Card)
			}
			if !strings.HasPrefix(w.ID, game+".trick.") || !known[w.ID] {
				return fmt.Errorf("trick %d: id %q is not one of %s's trick reasons", k, w.ID, game)
			}
			if w.Take != "" && !strings.HasPrefix(w.Take, game+".take.") {
				return fmt.Errorf("trick %d: what seat %d took, %q, is not one of %s's ids", k, w.Seat, w.Take, game)
			}
			if seen != nil {
				seen[w.ID]++
			}
		}
	}
	return nil
}

// RandomGames plays whole games of every player count in players from
// seeds 1..seeds, uniformly among legal actions, and calls done with each
// finished game.
func RandomGames(t *testing.T, newGame NewGame, game string, players []int, opts engine.Options, seeds int, done func(g engine.Game)) {
	t.Helper()
	var buf [engine.MaxActions]engine.Action
	for _, n := range players {
		for seed := uint64(1); seed <= uint64(seeds); seed++ {
			g, err := newGame(engine.Config{Game: game, Players: n, Options: opts, Seed: seed})
			if err != nil {
				t.Fatal(err)
			}
			rng := engine.NewRNG(seed*31 + uint64(n))
			for steps := 0; !g.Over(); steps++ {
				if steps > 100000 {
					t.Fatalf("%d players seed %d: the game does not end", n, seed)
				}
				seat := g.ToMove().First()
				legal := g.Legal(seat, buf[:0])
				if err := g.Apply(seat, legal[rng.IntN(len(legal))]); err != nil {
					t.Fatalf("%d players seed %d: %v", n, seed, err)
				}
			}
			done(g)
		}
	}
}

// Replay builds a game from cfg and applies moves (in notation), failing
// the test on any refusal.
func Replay(t *testing.T, newGame NewGame, cfg engine.Config, moves ...engine.Move) engine.Game {
	t.Helper()
	g, err := newGame(cfg)
	if err != nil {
		t.Fatal(err)
	}
	for i, m := range moves {
		a, err := g.DecodeMove(m)
		if err == nil {
			err = g.Apply(m.Seat, a)
		}
		if err != nil {
			t.Fatalf("move %d %+v: %v", i, m, err)
		}
	}
	return g
}

// CheckEveryReason fails unless every reason the game lists was met.
func CheckEveryReason(t *testing.T, reasons []engine.TrickReason, seen map[string]int) {
	t.Helper()
	for _, r := range reasons {
		if seen[r.ID] == 0 {
			t.Errorf("the trick reason %s never arises", r.ID)
		}
	}
}
