package games

import (
	"strings"
	"testing"

	"github.com/trickparty/trickparty/engine"
)

// TestBreakdownAddsUpToTheScores: over random games of every game and
// player count, each seat's breakdown lines add up to what the rules
// scored: the round's points, or the total so far when the game scores
// its piles as a whole (WholeGame) the total when the round ended. A line's factors multiply to its
// points, it names the cards it counts, and it and a seat without lines
// carry ids of the game's rules (the interface words them by id).
func TestBreakdownAddsUpToTheScores(t *testing.T) {
	games := 40
	if testing.Short() {
		games = 8
	}
	for _, d := range All() {
		if d.Breakdown == nil {
			t.Errorf("%s has no score breakdown", d.ID)
			continue
		}
		rounds := 0
		for players := d.MinPlayers; players <= d.MaxPlayers; players++ {
			for seed := uint64(1); seed <= uint64(games); seed++ {
				cfg := engine.Config{Game: d.ID, Players: players, Seed: seed}
				for _, o := range d.Options {
					if o.Name == "rounds" && seed%2 == 0 {
						cfg.Options.Set(o.Name, o.Max) // the longest game too
					}
				}
				rounds += checkBreakdowns(t, d, cfg)
			}
		}
		if rounds == 0 {
			t.Errorf("%s: no round was checked", d.ID)
		}
	}
}

// checkBreakdowns plays cfg at random and checks every finished round's
// breakdown; it returns how many rounds it checked.
func checkBreakdowns(t *testing.T, d *engine.Descriptor, cfg engine.Config) int {
	t.Helper()
	g, err := New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	rng := engine.NewRNG(cfg.Seed)
	var buf []engine.Action
	var totals [][]int // every seat's total when each round ended
	for !g.Over() {
		seat, round := g.ToMove().First(), g.Round()
		buf = g.Legal(seat, buf)
		if err := g.Apply(seat, buf[rng.IntN(len(buf))]); err != nil {
			t.Fatal(err)
		}
		if g.Round() != round || g.Over() {
			row := make([]int, cfg.Players)
			for s := range row {
				row[s] = g.Score(s)
			}
			totals = append(totals, row)
		}
	}
	rep := g.Report()
	for r := 1; r <= len(rep.RoundScores); r++ {
		b := d.Breakdown(rep.Tricks, cfg.Players, r)
		if !strings.HasPrefix(b.NoPoints, d.ID+".score.") {
			t.Fatalf("%s: no id of the game's says why a seat scored nothing: %q", d.ID, b.NoPoints)
		}
		if len(b.Seats) != cfg.Players {
			t.Fatalf("%s %+v round %d: %d seats in the breakdown", d.ID, cfg, r, len(b.Seats))
		}
		for s, lines := range b.Seats {
			want := rep.RoundScores[r-1][s]
			if b.WholeGame {
				want = totals[r-1][s]
			}
			if got := engine.Total(lines); got != want {
				t.Fatalf("%s %+v round %d seat %d: lines %+v add up to %d, the rules scored %d", d.ID, cfg, r, s, lines, got, want)
			}
			for _, l := range lines {
				product := 1
				for _, f := range l.Factors {
					product *= f
				}
				if len(l.Cards) == 0 || l.Reason == "" || len(l.Factors) > 0 && product != l.Points {
					t.Fatalf("%s round %d seat %d: line %+v", d.ID, r, s, l)
				}
				if !strings.HasPrefix(l.ID, d.ID+".score.") {
					t.Fatalf("%s round %d seat %d: line %+v has no id of the game's", d.ID, r, s, l)
				}
			}
		}
	}
	return len(rep.RoundScores)
}
