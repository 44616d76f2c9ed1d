package bot

import (
	"fmt"
	"math"
	"testing"

	"github.com/trickparty/trickparty/engine"
)

// TestExpertDeterministic: with an iteration budget, an Expert's choice is
// a function of the observation, the seed and its number of trees, however
// the trees' goroutines are scheduled, and it draws once from the caller's
// RNG per decision.
func TestExpertDeterministic(t *testing.T) {
	for _, tc := range tables() {
		for p := 0; p < 4; p++ {
			g := randomPosition(t, tc.game, tc.players, tc.options, uint64(700+p))
			obs := g.Observe(g.ToMove().First())
			for _, trees := range []int{1, 3} {
				var first engine.Action
				var firstStats SearchStats
				for run := 0; run < 3; run++ {
					b, err := NewExpert(Budget{Iterations: 240}, trees)
					if err != nil {
						t.Fatal(err)
					}
					rng := engine.NewRNG(uint64(p) + 5)
					a := b.Choose(obs, &rng)
					want := engine.NewRNG(uint64(p) + 5)
					want.Uint64()
					if rng != want {
						t.Fatalf("%s%dp position %d: the expert drew more than once from the caller's RNG", tc.game, tc.players, p)
					}
					st, _ := StatsOf(b)
					if run == 0 {
						first, firstStats = a, st
					} else if a != first || st != firstStats {
						t.Fatalf("%s%dp position %d, %d trees: %s (%+v) then %s (%+v) with the same seed",
							tc.game, tc.players, p, trees, g.ActionString(first), firstStats, g.ActionString(a), st)
					}
				}
			}
		}
	}
}

// TestExpertEndgame: near the end of a round the Expert solves its
// samples exactly (every root action valued in every sample), its choice
// is legal, and the work it reports stays near the iteration budget.
func TestExpertEndgame(t *testing.T) {
	for _, tc := range tables() {
		t.Run(fmt.Sprintf("%s%dp", tc.game, tc.players), func(t *testing.T) {
			solved := 0
			for p := 0; p < 30; p++ {
				g := latePosition(t, tc, uint64(900+p))
				if g == nil {
					continue
				}
				seat := g.ToMove().First()
				obs := g.Observe(seat)
				var buf [engine.MaxActions]engine.Action
				if len(obs.Legal(buf[:0])) < 2 {
					continue
				}
				b := newExpert(Budget{Iterations: 300}, 1)
				rng := engine.NewRNG(uint64(p))
				a := b.Choose(obs, &rng)
				if !isLegal(obs, a) {
					t.Fatalf("position %d: illegal %s", p, g.ActionString(a))
				}
				tr := b.trees[0]
				if !tr.endgame {
					continue
				}
				solved++
				for _, l := range obs.Legal(buf[:0]) {
					if tr.visits[l] != float64(tr.nodes) || tr.reward[l] < 0 || tr.reward[l] > tr.visits[l] {
						t.Fatalf("position %d: %s valued in %v of %d samples, total %v", p, g.ActionString(l), tr.visits[l], tr.nodes, tr.reward[l])
					}
				}
				if st := b.Stats(); st.Iterations < 300 || st.Iterations > 300+endgameNodes {
					t.Fatalf("position %d: %d iterations charged for a budget of 300", p, st.Iterations)
				}
			}
			if solved == 0 {
				t.Fatalf("no late position was solved exactly")
			}
		})
	}
}

// latePosition plays uniform random moves until the seat to move has at
// most two legal actions' worth of round left: the round's last trick or
// two. nil when the game ended first.
func latePosition(t testing.TB, tc table, seed uint64) engine.Game {
	for steps := 0; steps < 400; steps++ {
		g := randomPosition(t, tc.game, tc.players, tc.options, seed)
		s := newSearcher()
		s.observer = g.ToMove().First()
		if playsLeft(g, s) <= 2*tc.players {
			return g
		}
		seed += 7777
	}
	return nil
}

// TestPoolWeights: the tempered weights keep the pool's effective sample
// size at least minESSShare of it, order the samples as their likelihoods
// do, and an impossible sample is never drawn.
func TestPoolWeights(t *testing.T) {
	var p dealPool
	p.n = 40
	p.logW = make([]float64, p.n)
	p.cum = make([]float64, p.n)
	for i := range p.logW {
		p.logW[i] = -3 * float64(i) // each sample 20 times likelier than the next
	}
	p.logW[p.n-1] = math.Inf(-1)
	if !p.normalise() {
		t.Fatal("a pool with possible samples refused")
	}
	s, s2, prev := 0.0, 0.0, 0.0
	var w []float64
	for i := 0; i < p.n; i++ {
		wi := p.cum[i] - prev
		prev = p.cum[i]
		w = append(w, wi)
		s += wi
		s2 += wi * wi
	}
	if ess := s * s / s2; ess < minESSShare*float64(p.n)-0.5 {
		t.Fatalf("effective sample size %.1f of %d", ess, p.n)
	}
	for i := 1; i < p.n; i++ {
		if w[i] > w[i-1] {
			t.Fatalf("sample %d weighs more than the likelier sample %d", i, i-1)
		}
	}
	if w[p.n-1] != 0 || math.Abs(p.cum[p.n-1]-1) > 1e-9 {
		t.Fatalf("impossible sample weighs %v; weights sum to %v", w[p.n-1], p.cum[p.n-1])
	}
	for i := range p.logW {
		p.logW[i] = math.Inf(-1)
	}
	if p.normalise() {
		t.Fatal("a pool of impossible samples accepted")
	}
}

// TestExpertParts: each of the Expert's parts can be switched off (to
// measure what it is worth) and the bot still plays a legal move, the same
// for the same seed.
func TestExpertParts(t *testing.T) {
	defer func() { expertInference, expertEndgame = true, true }()
	for _, parts := range [][2]bool{{false, true}, {true, false}, {false, false}} {
		expertInference, expertEndgame = parts[0], parts[1]
		for _, tc := range tables() {
			g := randomPosition(t, tc.game, tc.players, tc.options, 4242)
			obs := g.Observe(g.ToMove().First())
			var got [2]engine.Action
			for run := range got {
				b, _ := NewExpert(Budget{Iterations: 120}, 2)
				rng := engine.NewRNG(9)
				got[run] = b.Choose(obs, &rng)
				if !isLegal(obs, got[run]) {
					t.Fatalf("inference %v endgame %v, %s: illegal %s", parts[0], parts[1], tc.game, g.ActionString(got[run]))
				}
			}
			if got[0] != got[1] {
				t.Fatalf("inference %v endgame %v, %s: %s then %s", parts[0], parts[1], tc.game, g.ActionString(got[0]), g.ActionString(got[1]))
			}
		}
	}
}

// TestModelTrust: every game's opponent model is trusted somewhat but
// never fully, so a sample is weighed by the opponents' plays and never
// ruled out by one card the model did not predict.
func TestModelTrust(t *testing.T) {
	for _, tc := range tables() {
		if tr := modelTrust(tc.game); tr <= 0 || tr >= 1 {
			t.Errorf("%s: model trust %v, want within (0, 1)", tc.game, tr)
		}
	}
}
