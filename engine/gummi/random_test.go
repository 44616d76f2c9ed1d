package gummi

import (
	"encoding/json"
	"errors"
	"reflect"
	"testing"

	"github.com/trickparty/trickparty/engine"
)

// snapshot is a comparable copy of the state, without the log pointer.
func snapshot(g *Game) state { return g.state }

// pileScore is the rules' score formula over a seat's pile this round.
func pileScore(g *Game, s int) int {
	score := 0
	for m := g.pileUp[s]; m != 0; m &= m - 1 {
		score += lowest(m).Points()
	}
	return score + popcount(g.pileDown[s])
}

// playRandom plays g to the end choosing uniformly among legal actions,
// checking after every step that illegal ids are refused without change
// and that the card invariants hold.
func playRandom(t testing.TB, g *Game, rng *engine.RNG, probes int) int {
	t.Helper()
	buf := make([]engine.Action, 0, engine.MaxActions)
	steps := 0
	for !g.Over() {
		seat := g.ToMove().First()
		buf = g.Legal(seat, buf)
		if len(buf) == 0 {
			t.Fatalf("seat %d to move has no legal action", seat)
		}
		var legal [engine.MaxActions]bool
		for _, a := range buf {
			legal[a] = true
		}
		for i := 0; i < probes; i++ {
			a := engine.Action(rng.IntN(numActions + 4))
			s := seat
			if rng.IntN(4) == 0 {
				s = rng.IntN(g.players+1) - 0
			}
			if s == seat && int(a) < len(legal) && legal[a] {
				continue
			}
			before := snapshot(g)
			err := g.Apply(s, a)
			var re *engine.RuleError
			if !errors.As(err, &re) || re.Rule == "" || re.Message == "" {
				t.Fatalf("seat %d action %d (legal for seat %d: %v): got %v, want a RuleError", s, a, seat, buf, err)
			}
			if snapshot(g) != before {
				t.Fatalf("refused action %d changed the state", a)
			}
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
				g, err := New(engine.Config{Players: players, Options: engine.Options{Rounds: rounds}, Seed: rng.Uint64()})
				if err != nil {
					t.Fatal(err)
				}
				if err := g.CheckInvariants(); err != nil {
					t.Fatal(err)
				}
				probes := 0
				if i%10 == 0 {
					probes = 3
				}
				steps := playRandom(t, g, &rng, probes)
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

// A game's future depends only on its config and actions.
func TestDeterminism(t *testing.T) {
	for players := MinPlayers; players <= MaxPlayers; players++ {
		cfg := engine.Config{Players: players, Options: engine.Options{Rounds: 3}, Seed: uint64(players) * 1234567}
		play := func() ([]byte, []byte) {
			g, err := New(cfg)
			if err != nil {
				t.Fatal(err)
			}
			rng := engine.NewRNG(5)
			var obs []engine.Observation
			for !g.Over() {
				seat := g.ToMove().First()
				legal := g.Legal(seat, nil)
				if err := g.Apply(seat, legal[rng.IntN(len(legal))]); err != nil {
					t.Fatal(err)
				}
				obs = append(obs, g.Observe((seat+1)%players))
			}
			rep, _ := json.Marshal(g.Report())
			ob, _ := json.Marshal(obs)
			return rep, ob
		}
		r1, o1 := play()
		r2, o2 := play()
		if string(r1) != string(r2) || string(o1) != string(o2) {
			t.Fatalf("%d players: same config and actions gave different games", players)
		}
	}
	// Different seeds give different deals.
	a, _ := New(engine.Config{Players: 4, Seed: 1})
	b, _ := New(engine.Config{Players: 4, Seed: 2})
	if reflect.DeepEqual(a.Observe(0), b.Observe(0)) {
		t.Fatal("seeds 1 and 2 deal the same hand")
	}
}

// Clone and CopyFrom give independent copies that replay the same future.
func TestCloneAndCopyFrom(t *testing.T) {
	g, _ := New(engine.Config{Players: 3, Options: engine.Options{Rounds: 3}, Seed: 8})
	rng := engine.NewRNG(1)
	for i := 0; i < 30; i++ {
		l := g.Legal(g.ToMove().First(), nil)
		_ = g.Apply(g.ToMove().First(), l[rng.IntN(len(l))])
	}
	c := g.Clone().(*Game)
	var d Game
	d.CopyFrom(g)
	if c.log.Keeping() || d.log.Keeping() {
		t.Fatal("copies keep the trick log")
	}
	if snapshot(c) != snapshot(g) || snapshot(&d) != snapshot(g) {
		t.Fatal("copies differ from the original")
	}
	before := snapshot(g)
	r1, r2 := engine.NewRNG(3), engine.NewRNG(3)
	playRandom(t, c, &r1, 0)
	playRandom(t, &d, &r2, 0)
	if snapshot(g) != before {
		t.Fatal("playing a clone changed the original")
	}
	if snapshot(c) != snapshot(&d) {
		t.Fatal("clone and copy played the same actions to different ends")
	}
	if len(c.Report().Tricks) != 0 {
		t.Fatal("a clone reports tricks it does not log")
	}
}

func TestHotPathsDoNotAllocate(t *testing.T) {
	g, _ := New(engine.Config{Players: 4, Seed: 3})
	c := g.Clone().(*Game)
	buf := make([]engine.Action, 0, engine.MaxActions)
	rng := engine.NewRNG(4)
	allocs := testing.AllocsPerRun(200, func() {
		c.CopyFrom(g)
		for !c.Over() {
			seat := c.ToMove().First()
			buf = c.Legal(seat, buf)
			if err := c.Apply(seat, buf[rng.IntN(len(buf))]); err != nil {
				panic(err)
			}
		}
	})
	if allocs != 0 {
		t.Fatalf("CopyFrom/ToMove/Legal/Apply allocate %.1f times per game", allocs)
	}
}
