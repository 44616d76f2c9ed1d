package trip

import (
	"encoding/json"
	"fmt"
	"testing"

	"github.com/trickparty/trickparty/engine"
)

// TestRandomGames plays thousands of random games per table size (the
// conformance suite probes refusals on fewer): every card is always in
// exactly one place, every game ends with its rounds' tricks reported.
func TestRandomGames(t *testing.T) {
	games := 2000
	if testing.Short() {
		games = 300
	}
	buf := make([]engine.Action, 0, engine.MaxActions)
	for n := MinPlayers; n <= MaxPlayers; n++ {
		rng := engine.NewRNG(uint64(n) * 1000)
		for i := 0; i < games; i++ {
			g := newGame(t, engine.Config{Players: n, Seed: rng.Uint64(), Options: engine.Options{}.With("rounds", 1+i%MaxRounds)})
			if err := g.CheckInvariants(); err != nil {
				t.Fatal(err)
			}
			for steps := 0; !g.Over(); steps++ {
				if steps > 1000 {
					t.Fatalf("%d players game %d does not end", n, i)
				}
				seat, a := randomAction(g, &rng, buf)
				if err := g.Apply(seat, a); err != nil {
					t.Fatalf("legal action %s of seat %d refused: %v", g.ActionString(a), seat, err)
				}
				if err := g.CheckInvariants(); err != nil {
					t.Fatalf("%d players game %d after %s: %v", n, i, g.ActionString(a), err)
				}
			}
			if g.ToMove() != 0 || g.Winners() == 0 || len(g.Legal(0, buf)) != 0 {
				t.Fatal("finished game still has moves or no winner")
			}
			rep := g.Report()
			want := g.rounds * TricksPerRound
			if len(rep.Tricks) != want || len(rep.RoundScores) != g.rounds {
				t.Fatalf("report has %d tricks, %d round scores; want %d, %d", len(rep.Tricks), len(rep.RoundScores), want, g.rounds)
			}
		}
	}
}

// playRandom plays a game of cfg to its end (or for steps actions) and
// returns the actions taken.
func playRandom(t *testing.T, cfg engine.Config, seed uint64, steps int) (*Game, []engine.Move) {
	t.Helper()
	g := newGame(t, cfg)
	rng := engine.NewRNG(seed)
	buf := make([]engine.Action, 0, engine.MaxActions)
	var moves []engine.Move
	for i := 0; !g.Over() && (steps < 0 || i < steps); i++ {
		seat, a := randomAction(g, &rng, buf)
		moves = append(moves, g.EncodeMove(seat, a))
		if err := g.Apply(seat, a); err != nil {
			t.Fatal(err)
		}
	}
	return g, moves
}

func TestReportShape(t *testing.T) {
	g, _ := playRandom(t, engine.Config{Game: Name, Players: 3, Seed: 2}, 2, 0)
	data, _ := json.Marshal(g.Report())
	want := `{"round":1,"tricks":[],"scores":[0,0,0],"round_scores":[[0,0,0]],"piles":[[],[],[]],"eliminated":[],"winners":[]}`
	if string(data) != want {
		t.Fatalf("fresh report\n%s\nwant\n%s", data, want)
	}
	g, _ = playRandom(t, engine.Config{Game: Name, Players: 3, Seed: 2}, 2, -1)
	rep := g.Report()
	total := 0
	for s, p := range rep.Piles {
		names := p.([]string)
		total += len(names)
		if rep.Scores[s] != score(SetOf(cards(t, names...)...)) {
			t.Fatalf("seat %d score %d does not match pile %v", s, rep.Scores[s], names)
		}
	}
	if total != MaxRounds*TricksPerRound || len(rep.Winners) == 0 {
		t.Fatalf("%d cards won, winners %v", total, rep.Winners)
	}
	for i, tr := range rep.Tricks {
		if len(tr.Winners) != 1 || tr.Round != i/TricksPerRound+1 {
			t.Fatalf("trick %d: %+v", i, tr)
		}
		last := i == len(rep.Tricks)-1
		if last != (tr.NextLeader == nil) {
			t.Fatalf("trick %d next leader %v", i, tr.NextLeader)
		}
		if !last && (i+1)%TricksPerRound != 0 && *tr.NextLeader != tr.Winners[0] {
			t.Fatalf("trick %d: winner %d does not lead next", i, tr.Winners[0])
		}
		if !last && *tr.NextLeader != rep.Tricks[i+1].Leader {
			t.Fatalf("trick %d: next leader %d, but %d led", i, *tr.NextLeader, rep.Tricks[i+1].Leader)
		}
	}
	_ = fmt.Sprint()
}
