package ohhell

import (
	"reflect"
	"testing"

	"github.com/trickparty/trickparty/engine"
)

// TestRandomGames plays many random games of every table size and option
// and checks after every action the invariants, that every seat's
// observation validates and samples a game that looks the same to it, and
// at the end that the totals are the rounds' exact bids and the highest
// total wins.
func TestRandomGames(t *testing.T) {
	seeds := 12
	if testing.Short() {
		seeds = 3
	}
	var buf [engine.MaxActions]engine.Action
	for players := MinPlayers; players <= MaxPlayers; players++ {
		for _, opts := range []map[string]int{nil, {"cards": 1}, {"cards": MaxHand, "updown": DownAndUp}, {"cards": 3, "hook": HookOff, "updown": DownAndUp}} {
			for seed := uint64(1); seed <= uint64(seeds); seed++ {
				cfg := engine.Config{Game: Name, Players: players, Seed: seed}
				for k, v := range opts {
					cfg.Options.Set(k, v)
				}
				g, err := New(cfg)
				if err != nil {
					t.Fatal(err)
				}
				rng := engine.NewRNG(seed)
				sample := engine.NewRNG(seed + 100)
				var reuse engine.Game
				for steps := 0; !g.Over(); steps++ {
					if err := g.CheckInvariants(); err != nil {
						t.Fatalf("%+v step %d: %v", cfg, steps, err)
					}
					for s := 0; s < players; s++ {
						o := g.observe(s)
						if err := o.Validate(); err != nil {
							t.Fatalf("%+v step %d seat %d: %v", cfg, steps, s, err)
						}
						reuse = o.Determinize(&sample, reuse)
						if err := reuse.(*Game).CheckInvariants(); err != nil {
							t.Fatalf("%+v step %d seat %d's sample: %v", cfg, steps, s, err)
						}
						if got := reuse.Observe(s); !reflect.DeepEqual(got, o) {
							t.Fatalf("%+v step %d seat %d's sample looks otherwise:\n%+v\n%+v", cfg, steps, s, got, o)
						}
					}
					seat := g.ToMove().First()
					legal := g.Legal(seat, buf[:0])
					if err := g.Apply(seat, legal[rng.IntN(len(legal))]); err != nil {
						t.Fatal(err)
					}
				}
				if err := g.CheckInvariants(); err != nil {
					t.Fatalf("%+v at the end: %v", cfg, err)
				}
				rep := g.Report()
				best := 0
				for s := 0; s < players; s++ {
					total := 0
					p := rep.Piles[s].(Pile)
					for r := range rep.RoundScores {
						want := 0
						if p.Bids[r] == p.Won[r] {
							want = BonusPoints + p.Bids[r]
						}
						if rep.RoundScores[r][s] != want {
							t.Fatalf("%+v round %d seat %d: bid %d won %d scored %d", cfg, r+1, s, p.Bids[r], p.Won[r], rep.RoundScores[r][s])
						}
						total += want
					}
					if total != g.Score(s) {
						t.Fatalf("%+v seat %d: total %d, rounds %d", cfg, s, g.Score(s), total)
					}
					best = max(best, total)
				}
				for s := 0; s < players; s++ {
					if g.Winners().Has(s) != (g.Score(s) == best) {
						t.Fatalf("%+v: winners %v with scores %v", cfg, g.Winners().Seats(), rep.Scores)
					}
				}
				if len(rep.RoundScores) != g.Rounds() {
					t.Fatalf("%+v: %d rounds played of %d", cfg, len(rep.RoundScores), g.Rounds())
				}
			}
		}
	}
}
