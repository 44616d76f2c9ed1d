package gummi

import (
	"reflect"
	"testing"

	"github.com/trickparty/trickparty/engine"
)

// pileScore is the rules' score formula over a seat's pile this round.
func pileScore(g *Game, s int) int {
	score := 0
	for m := g.pileUp[s]; m != 0; m &= m - 1 {
		score += lowest(m).Points()
	}
	return score + popcount(g.pileDown[s])
}

// playRandom plays g to the end choosing uniformly among legal actions,
// checking the card invariants and the pile formula after every step (the
// conformance suite probes refusals); it returns the number of plays.
func playRandom(t testing.TB, g *Game, rng *engine.RNG) int {
	t.Helper()
	buf := make([]engine.Action, 0, engine.MaxActions)
	steps := 0
	for !g.Over() {
		seat := g.ToMove().First()
		buf = g.Legal(seat, buf)
		if len(buf) == 0 {
			t.Fatalf("seat %d to move has no legal action", seat)
		}
		a := buf[rng.IntN(len(buf))]
		round := g.Round()
		if err := g.Apply(seat, a); err != nil {
			t.Fatalf("legal action %s refused: %v", g.ActionString(a), err)
		}
		steps++
		if err := g.CheckInvariants(); err != nil {
			t.Fatalf("after %d steps: %v", steps, err)
		}
		if g.Round() == round || g.Over() {
			for s := 0; s < g.players; s++ {
				if pileScore(g, s) != g.RoundScore(s, g.Round()) {
					t.Fatalf("seat %d round score %d, pile formula %d", s, g.RoundScore(s, g.Round()), pileScore(g, s))
				}
			}
		}
		if steps > 2000 {
			t.Fatal("game does not end")
		}
	}
	return steps
}

func TestRandomGames(t *testing.T) {
	games := 2000
	if testing.Short() {
		games = 100
	}
	rng := engine.NewRNG(99)
	for players := MinPlayers; players <= MaxPlayers; players++ {
		for _, rounds := range []int{1, 3} {
			for i := 0; i < games; i++ {
				g, err := New(engine.Config{Players: players, Options: engine.Options{}.With("rounds", rounds), Seed: rng.Uint64()})
				if err != nil {
					t.Fatal(err)
				}
				if err := g.CheckInvariants(); err != nil {
					t.Fatal(err)
				}
				steps := playRandom(t, g, &rng)
				if want := rounds * players * (HandSize + FacedownSize); steps != want {
					t.Fatalf("%dp %d rounds: %d plays, want %d", players, rounds, steps, want)
				}
				if g.Round() != rounds || g.Winners().Empty() || !g.ToMove().Empty() {
					t.Fatalf("end state: round %d winners %v to move %v", g.Round(), g.Winners(), g.ToMove())
				}
				rep := g.Report()
				if len(rep.Tricks) != rounds*(HandSize+FacedownSize) || rep.Tricks[len(rep.Tricks)-1].NextLeader != nil {
					t.Fatalf("report has %d tricks", len(rep.Tricks))
				}
				total := 0
				for s := 0; s < players; s++ {
					sum := 0
					for r := 1; r <= rounds; r++ {
						sum += g.RoundScore(s, r)
					}
					if sum != g.Score(s) || rep.Scores[s] != sum {
						t.Fatalf("seat %d total %d, rounds sum %d", s, g.Score(s), sum)
					}
					total += g.RoundScore(s, rounds)
				}
				// Every card dealt to a hand or row is scored: face-up
				// once per colour per trick, the rest 1 point each.
				if total <= 0 {
					t.Fatalf("last round scored %d in all", total)
				}
			}
		}
	}
}

// Different seeds give different deals (the same seed, the same game: the
// conformance suite replays records).
func TestSeedsDealDifferently(t *testing.T) {
	a, _ := New(engine.Config{Players: 4, Seed: 1})
	b, _ := New(engine.Config{Players: 4, Seed: 2})
	if reflect.DeepEqual(a.Observe(0), b.Observe(0)) {
		t.Fatal("seeds 1 and 2 deal the same hand")
	}
}
