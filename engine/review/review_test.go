package review

import (
	"context"
	"errors"
	"reflect"
	"strings"
	"testing"

	"github.com/trickparty/trickparty/engine"
	"github.com/trickparty/trickparty/engine/bot"
	"github.com/trickparty/trickparty/engine/games"
)

// played plays a whole game with the given bot levels and returns its
// record.
func played(t testing.TB, cfg engine.Config, levels ...bot.Level) Record {
	t.Helper()
	g, err := games.New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	bots := make([]bot.Bot, len(levels))
	for i, l := range levels {
		if bots[i], err = bot.New(l, bot.Budget{Iterations: 200}); err != nil {
			t.Fatal(err)
		}
	}
	rng := engine.NewRNG(cfg.Seed)
	rec := Record{Config: cfg}
	for !g.Over() {
		seat := g.ToMove().First()
		a := bots[seat].Choose(g.Observe(seat), &rng)
		rec.Moves = append(rec.Moves, g.EncodeMove(seat, a))
		if err := g.Apply(seat, a); err != nil {
			t.Fatal(err)
		}
	}
	return rec
}

var fourNormal = []bot.Level{bot.Normal, bot.Normal, bot.Normal, bot.Normal}

func TestReviewJudgesEveryDecisionOfTheSeat(t *testing.T) {
	cases := []struct {
		cfg  engine.Config
		want bot.Measure
	}{
		{engine.Config{Game: "gummi", Players: 4, Seed: 3, Options: engine.Options{}.With("rounds", 1)}, bot.MeasureWin},
		{engine.Config{Game: "gudetama", Players: 4, Seed: 3}, bot.MeasurePoints},
		{engine.Config{Game: "trip", Players: 4, Seed: 3, Options: engine.Options{}.With("rounds", 2)}, bot.MeasurePoints},
	}
	for _, tc := range cases {
		rec := played(t, tc.cfg, fourNormal...)
		seat := 2
		r, err := Run(context.Background(), rec, seat, Options{Budget: bot.Budget{Iterations: 150}, Seed: 1})
		if err != nil {
			t.Fatalf("%s: %v", tc.cfg.Game, err)
		}
		if r.Measure != tc.want || r.Seat != seat {
			t.Fatalf("%s: measure %s seat %d, want %s seat %d", tc.cfg.Game, r.Measure, r.Seat, tc.want, seat)
		}
		var mine []int
		for i, m := range rec.Moves {
			if m.Seat == seat {
				mine = append(mine, i)
			}
		}
		if len(r.Decisions) != len(mine) {
			t.Fatalf("%s: %d decisions for %d actions of seat %d", tc.cfg.Game, len(r.Decisions), len(mine), seat)
		}
		lost := 0.0
		for k, d := range r.Decisions {
			if d.Index != mine[k] || !reflect.DeepEqual(d.Chosen, rec.Moves[d.Index]) {
				t.Fatalf("%s: decision %d is action %d %+v, want action %d %+v", tc.cfg.Game, k, d.Index, d.Chosen, mine[k], rec.Moves[mine[k]])
			}
			if !contains(d.Legal, d.Chosen) || !contains(d.Legal, d.Best) {
				t.Fatalf("%s: decision %d: chosen %+v or best %+v not among legal %+v", tc.cfg.Game, k, d.Chosen, d.Best, d.Legal)
			}
			if d.Loss < 0 || d.Loss != d.BestValue-d.ChosenValue {
				t.Fatalf("%s: decision %d: loss %v for best %v chosen %v", tc.cfg.Game, k, d.Loss, d.BestValue, d.ChosenValue)
			}
			if reflect.DeepEqual(d.Best, d.Chosen) && d.Loss != 0 {
				t.Fatalf("%s: decision %d chose the best yet lost %v", tc.cfg.Game, k, d.Loss)
			}
			if d.Round < 1 || (d.Trick < 1 && tc.cfg.Game != "trip") {
				t.Fatalf("%s: decision %d in round %d trick %d", tc.cfg.Game, k, d.Round, d.Trick)
			}
			if r.Measure == bot.MeasureWin && (d.ChosenValue < 0 || d.BestValue > 1) {
				t.Fatalf("%s: chances %v, %v out of [0,1]", tc.cfg.Game, d.ChosenValue, d.BestValue)
			}
			lost += d.Loss
		}
		if lost == 0 {
			t.Fatalf("%s: a Normal bot lost nothing in %d decisions: the review measures nothing", tc.cfg.Game, len(r.Decisions))
		}
		top := r.Costliest(3)
		if len(top) == 0 || len(top) > 3 {
			t.Fatalf("%s: %d costliest decisions", tc.cfg.Game, len(top))
		}
		for i, k := range top {
			if i > 0 && r.Decisions[k].Loss > r.Decisions[top[i-1]].Loss {
				t.Fatalf("%s: costliest not in order", tc.cfg.Game)
			}
			if r.Decisions[k].Loss < Noticeable(r.Measure) {
				t.Fatalf("%s: a loss of %v is marked costly", tc.cfg.Game, r.Decisions[k].Loss)
			}
		}
	}
}

// TestReviewIsReproducible: an iteration budget gives the same review
// whatever the number of workers.
func TestReviewIsReproducible(t *testing.T) {
	rec := played(t, engine.Config{Game: "trip", Players: 3, Seed: 8, Options: engine.Options{}.With("rounds", 1)}, bot.Normal, bot.Easy, bot.Normal)
	var reports []int
	a, err := Run(context.Background(), rec, 1, Options{Budget: bot.Budget{Iterations: 100}, Seed: 5, Workers: 1,
		Progress: func(done, total int) { reports = append(reports, done) }})
	if err != nil {
		t.Fatal(err)
	}
	b, err := Run(context.Background(), rec, 1, Options{Budget: bot.Budget{Iterations: 100}, Seed: 5, Workers: 3})
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(a, b) {
		t.Fatal("one worker and three workers reviewed differently")
	}
	if len(reports) != len(a.Decisions) || reports[len(reports)-1] != len(a.Decisions) {
		t.Fatalf("progress %v for %d decisions", reports, len(a.Decisions))
	}
}

// TestRandomPlayLosesMore: the review tells a random player from a
// thoughtful one - summed over a few games, the random seat loses more.
func TestRandomPlayLosesMore(t *testing.T) {
	var random, normal float64
	for seed := uint64(1); seed <= 3; seed++ {
		rec := played(t, engine.Config{Game: "gummi", Players: 4, Seed: seed, Options: engine.Options{}.With("rounds", 1)},
			bot.Random, bot.Normal, bot.Normal, bot.Normal)
		for seat, sum := range []*float64{&random, &normal} {
			r, err := Run(context.Background(), rec, seat, Options{Budget: bot.Budget{Iterations: 400}, Seed: seed})
			if err != nil {
				t.Fatal(err)
			}
			for _, d := range r.Decisions {
				*sum += d.Loss
			}
		}
	}
	t.Logf("chance lost: random %.2f, normal %.2f", random, normal)
	if random <= normal {
		t.Fatalf("random play lost %.2f, normal play %.2f", random, normal)
	}
}

func TestReviewRefusesBadInput(t *testing.T) {
	rec := played(t, engine.Config{Game: "gudetama", Players: 3, Seed: 2}, bot.Normal, bot.Normal, bot.Normal)
	if _, err := Run(context.Background(), rec, 3, Options{Budget: bot.Budget{Iterations: 10}}); err == nil || !strings.Contains(err.Error(), "no seat 3") {
		t.Fatalf("seat out of range: %v", err)
	}
	broken := Record{Config: rec.Config, Moves: append([]engine.Move(nil), rec.Moves...)}
	broken.Moves[4] = broken.Moves[3]
	if _, err := Run(context.Background(), broken, 0, Options{Budget: bot.Budget{Iterations: 10}}); err == nil || !strings.Contains(err.Error(), "action 5") {
		t.Fatalf("illegal action: %v", err)
	}
	if _, err := Steps(broken); err == nil {
		t.Fatal("steps of a broken record")
	}
	if _, err := Run(context.Background(), Record{Config: engine.Config{Game: "chess", Players: 2}}, 0, Options{}); err == nil {
		t.Fatal("unknown game reviewed")
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := Run(ctx, rec, 0, Options{Budget: bot.Budget{Iterations: 10}}); !errors.Is(err, context.Canceled) {
		t.Fatalf("cancelled review: %v", err)
	}
}

func contains(ms []engine.Move, m engine.Move) bool {
	for _, x := range ms {
		if reflect.DeepEqual(x, m) {
			return true
		}
	}
	return false
}
