package bot

import (
	"reflect"
	"testing"

	"github.com/trickparty/trickparty/engine"
	"github.com/trickparty/trickparty/engine/games"
)

// TestJudgeMeasures checks a judgement speaks in the measure its samples
// allow: the chance to win when every sample ends the game (a one-round
// game), points when samples stop at the end of a round that is not the
// last, with points against the seat (Gudetama) counting as negative.
func TestJudgeMeasures(t *testing.T) {
	cases := []struct {
		game    string
		options engine.Options
		want    Measure
	}{
		{"gummi", engine.Options{}.With("rounds", 1), MeasureWin},
		{"trip", engine.Options{}.With("rounds", 1), MeasureWin},
		{"gummi", engine.Options{}.With("rounds", 3), MeasurePoints},
		{"trip", engine.Options{}.With("rounds", 4), MeasurePoints},
		{"gudetama", engine.Options{}, MeasurePoints},
	}
	for _, tc := range cases {
		g := freshGame(t, tc.game, 4, tc.options)
		obs := g.Observe(g.ToMove().First())
		rng := engine.NewRNG(3)
		j, ok := Judge(obs, Budget{Iterations: 600}, &rng)
		if !ok {
			t.Fatalf("%s: no judgement", tc.game)
		}
		if j.Measure != tc.want {
			t.Fatalf("%s %+v: measure %s, want %s", tc.game, tc.options, j.Measure, tc.want)
		}
		var buf [engine.MaxActions]engine.Action
		if len(j.Options) != len(obs.Legal(buf[:0])) {
			t.Fatalf("%s: %d options for %d legal actions", tc.game, len(j.Options), len(obs.Legal(buf[:0])))
		}
		for _, o := range j.Options {
			switch {
			case j.Measure == MeasureWin && (o.Value < 0 || o.Value > 1):
				t.Fatalf("%s: chance %v out of [0,1]", tc.game, o.Value)
			case tc.game == "gudetama" && o.Value > 0:
				t.Fatalf("gudetama: %s is worth %+.2f, but points there only count against a seat", g.ActionString(o.Action), o.Value)
			}
		}
		spread := j.Options[0].Value != j.Options[len(j.Options)-1].Value
		if !spread {
			t.Fatalf("%s: every option has the same value %v: the outcomes were not recorded", tc.game, j.Options[0].Value)
		}
	}
}

// TestJudgeBest checks Best is the highest value among the options tried
// often enough, and that the search's choice comes first.
func TestJudgeBest(t *testing.T) {
	for _, tc := range tables() {
		g := randomPosition(t, tc.game, tc.players, tc.options, 21)
		obs := g.Observe(g.ToMove().First())
		budget := Budget{Iterations: 500}
		r1, r2 := engine.NewRNG(4), engine.NewRNG(4)
		j, ok := Judge(obs, budget, &r1)
		if !ok {
			t.Fatalf("%s: no judgement", tc.game)
		}
		h, _ := New(Hard, budget)
		if a := h.Choose(obs, &r2); len(j.Options) > 1 && a != j.Options[0].Action {
			t.Fatalf("%s: judgement starts with %s, hard plays %s", tc.game, g.ActionString(j.Options[0].Action), g.ActionString(a))
		}
		best := j.Best()
		for _, o := range j.Options {
			if o.Visits >= j.Options[0].Visits/10 && o.Visits > 0 && o.Value > best.Value {
				t.Fatalf("%s: best %s (%v) but %s is worth %v with %d visits", tc.game,
					g.ActionString(best.Action), best.Value, g.ActionString(o.Action), o.Value, o.Visits)
			}
		}
	}
}

// TestJudgeIsFairAndReproducible: a judgement, like a bot's choice, depends
// only on the seat's observation (a re-deal the seat cannot tell apart
// gives the same judgement), and an iteration budget makes it repeatable.
func TestJudgeIsFairAndReproducible(t *testing.T) {
	for _, tc := range tables() {
		for p := 0; p < 6; p++ {
			g := randomPosition(t, tc.game, tc.players, tc.options, uint64(300+p))
			seat := g.ToMove().First()
			obs := g.Observe(seat)
			r := engine.NewRNG(uint64(p))
			redealt := obs.Determinize(&r, nil).Observe(seat)
			r1, r2, r3 := engine.NewRNG(9), engine.NewRNG(9), engine.NewRNG(9)
			j1, _ := Judge(obs, Budget{Iterations: 300}, &r1)
			j2, _ := Judge(redealt, Budget{Iterations: 300}, &r2)
			j3, _ := Judge(obs, Budget{Iterations: 300}, &r3)
			if !reflect.DeepEqual(j1, j2) {
				t.Fatalf("%s position %d: judgement differs in a re-deal:\n%+v\n%+v", tc.game, p, j1, j2)
			}
			if !reflect.DeepEqual(j1, j3) {
				t.Fatalf("%s position %d: same budget and seed, different judgements", tc.game, p)
			}
		}
	}
}

// TestJudgeForcedMove: a decision with one legal action is still searched,
// so the review has its value.
func TestJudgeForcedMove(t *testing.T) {
	for seed := uint64(1); seed < 400; seed++ {
		g := randomPosition(t, "gummi", 4, engine.Options{}.With("rounds", 1), seed)
		obs := g.Observe(g.ToMove().First())
		var buf [engine.MaxActions]engine.Action
		if len(obs.Legal(buf[:0])) != 1 {
			continue
		}
		rng := engine.NewRNG(1)
		j, ok := Judge(obs, Budget{Iterations: 200}, &rng)
		if !ok || len(j.Options) != 1 || j.Options[0].Visits != 200 {
			t.Fatalf("forced move judged as %+v, %v", j, ok)
		}
		return
	}
	t.Fatal("no forced decision found")
}

func freshGame(t testing.TB, game string, players int, opts engine.Options) engine.Game {
	t.Helper()
	g, err := games.New(engine.Config{Game: game, Players: players, Options: opts, Seed: 5})
	if err != nil {
		t.Fatal(err)
	}
	return g
}
