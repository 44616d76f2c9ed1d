package gudetama

import (
	"testing"

	"github.com/trickparty/trickparty/engine"
)

// TestRandomGames plays many random games at every table size (the
// conformance suite probes refusals on fewer): the cards are all accounted
// for after every action, every game ends with one winner, the lowest
// total, and play reaches new rounds, eliminations and lead choices.
func TestRandomGames(t *testing.T) {
	games := 3000
	if raceEnabled {
		games = 1000
	}
	if testing.Short() {
		games = 200
	}
	buf := make([]engine.Action, 0, engine.MaxActions)
	for players := MinPlayers; players <= MaxPlayers; players++ {
		rounds, eliminations, choices := 0, 0, 0
		for i := 0; i < games; i++ {
			rng := engine.NewRNG(uint64(players*1000003 + i))
			g := mustNew(t, engine.Config{Players: players, Seed: uint64(i)})
			if err := g.CheckInvariants(); err != nil {
				t.Fatalf("%dp game %d at start: %v", players, i, err)
			}
			const maxActions = 20000
			n := 0
			for ; n < maxActions && !g.Over(); n++ {
				seat := g.ToMove().First()
				buf = g.Legal(seat, buf)
				if len(buf) == 0 {
					t.Fatalf("%dp game %d: seat %d to move has no legal action", players, i, seat)
				}
				if g.choosing {
					choices++
				}
				round := g.Round()
				if err := g.Apply(seat, buf[rng.IntN(len(buf))]); err != nil {
					t.Fatalf("%dp game %d: legal action refused: %v", players, i, err)
				}
				if g.Round() != round {
					rounds++
				}
				if err := g.CheckInvariants(); err != nil {
					t.Fatalf("%dp game %d after %d actions: %v", players, i, n+1, err)
				}
			}
			if !g.Over() {
				t.Fatalf("%dp game %d: not over after %d actions", players, i, maxActions)
			}
			if g.Winners().Count() != 1 {
				t.Errorf("%dp game %d: %d winners", players, i, g.Winners().Count())
			}
			if g.active.Count() < players {
				eliminations++
			}
			// The winner has the lowest total of all.
			w := g.Winners().First()
			for s := 0; s < players; s++ {
				if g.Score(s) < g.Score(w) {
					t.Errorf("%dp game %d: winner %d scored %d, seat %d only %d", players, i, w, g.Score(w), s, g.Score(s))
				}
			}
			if g.Legal(w, buf) != nil && len(g.Legal(w, buf)) != 0 {
				t.Errorf("legal actions after the game is over")
			}
		}
		if rounds == 0 || eliminations == 0 || choices == 0 {
			t.Errorf("%dp: random play never reached some situations (rounds %d, eliminations %d, lead choices %d)", players, rounds, eliminations, choices)
		}
	}
}
