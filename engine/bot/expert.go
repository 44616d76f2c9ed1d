package bot

import (
	"runtime"
	"sync"
	"time"

	"github.com/trickparty/trickparty/engine"
)

// The Expert bot is the Hard bot's search made to read the table and use
// the whole machine: root-parallel ISMCTS (one tree per worker, each with
// its own RNG seeded from the caller's one draw, their root statistics
// added in tree order, so the choice does not depend on scheduling), each
// tree drawing its samples from a pool weighed by the opponents' plays so
// far (infer.go), and once few cards are left each sample solved exactly
// instead of played out (endgame.go).

// ExpertBudget is the Expert bot's default thinking time per decision.
var ExpertBudget = Budget{Time: 500 * time.Millisecond}

// The Expert's parts can be switched off one at a time, to measure what
// each is worth (package tests and experiments; the level uses them all).
var (
	expertInference = true
	expertEndgame   = true
	// expertTreesOverride, when positive, replaces GOMAXPROCS as the
	// default number of trees.
	expertTreesOverride = 0
)

// minEndgameSamples is how many samples a tree must be able to solve
// exactly within its budget for the exact endgame to replace its search.
const minEndgameSamples = 8

// maxExpertTime caps an Expert's time budget, so a player never waits
// more than about a second. An iteration budget without a time limit is
// not capped (arenas and tests that must not depend on the machine).
const maxExpertTime = time.Second

// expertBot is the Expert player.
type expertBot struct {
	budget Budget
	trees  []*expertTree
	stats  SearchStats
	// workers is the number of trees; 0 means runtime.GOMAXPROCS.
	workers int
}

// expertTree is one worker's search.
type expertTree struct {
	s      *searcher
	pool   dealPool
	solver solver
	// results of the last decision
	visits  [engine.MaxActions]float64
	reward  [engine.MaxActions]float64
	iters   int
	nodes   int
	endgame bool
}

func newExpert(budget Budget, workers int) *expertBot {
	return &expertBot{budget: budget, workers: workers}
}

func (b *expertBot) Level() Level { return Expert }

// Stats reports the last decision's iterations (over every tree; an exact
// endgame solve counts as many iterations as the playout steps it is
// worth) and nodes.
func (b *expertBot) Stats() SearchStats { return b.stats }

// treeCount is how many trees search a decision.
func (b *expertBot) treeCount() int {
	if b.workers > 0 {
		return b.workers
	}
	if expertTreesOverride > 0 {
		return expertTreesOverride
	}
	return max(1, runtime.GOMAXPROCS(0))
}

func (b *expertBot) Choose(obs engine.Observation, rng *engine.RNG) engine.Action {
	var buf [engine.MaxActions]engine.Action
	legal := obs.Legal(buf[:0])
	seed := rng.Uint64() // one draw per decision, as every bot
	b.stats = SearchStats{}
	if len(legal) == 0 {
		return engine.NoAction
	}
	if len(legal) == 1 {
		return legal[0]
	}
	n := b.treeCount()
	for len(b.trees) < n {
		b.trees = append(b.trees, &expertTree{s: newSearcher()})
	}
	// A time budget is capped at maxExpertTime; an iteration budget alone
	// has no clock, so its choice does not depend on the machine's speed.
	budget := b.budget
	if budget.Time > maxExpertTime {
		budget.Time = maxExpertTime
	}
	start := time.Now()
	var deadline, poolDeadline time.Time
	if budget.Time > 0 {
		deadline = start.Add(budget.Time)
		poolDeadline = start.Add(budget.Time / 2)
	}
	var wg sync.WaitGroup
	for t := 0; t < n; t++ {
		share := 0
		if budget.Iterations > 0 {
			share = budget.Iterations / n
			if t < budget.Iterations%n {
				share++
			}
			if share == 0 {
				share = 1
			}
		}
		wg.Add(1)
		go func(tr *expertTree, seed uint64) {
			defer wg.Done()
			tr.run(obs, legal, share, poolDeadline, deadline, seed)
		}(b.trees[t], mix(seed, uint64(t)+1))
	}
	wg.Wait()

	// Combine in tree order. In an endgame every tree solved its samples
	// for every root action: the best mean value wins. Otherwise the most
	// visited root action across the trees, then the best mean reward.
	var visits, reward [engine.MaxActions]float64
	endgame := true
	for _, tr := range b.trees[:n] {
		endgame = endgame && tr.endgame
		b.stats.Iterations += tr.iters
		b.stats.Nodes += tr.nodes
	}
	for _, tr := range b.trees[:n] {
		if tr.endgame != endgame {
			continue
		}
		for _, a := range legal {
			visits[a] += tr.visits[a]
			reward[a] += tr.reward[a]
		}
	}
	best := Ranked{Action: engine.NoAction, Estimate: -1, Visits: -1}
	for _, a := range legal {
		r := Ranked{Action: a}
		if visits[a] > 0 {
			r.Estimate = reward[a] / visits[a]
		}
		if endgame {
			if r.Estimate > best.Estimate || (r.Estimate == best.Estimate && a < best.Action) || best.Action == engine.NoAction {
				best = r
			}
			continue
		}
		r.Visits = int(visits[a])
		if ahead(r, best) {
			best = r
		}
	}
	if best.Action == engine.NoAction {
		return legal[0]
	}
	return best.Action
}

// run is one tree's search of a decision: iterations is its share of the
// budget (0: until the deadline); the inference stops weighing samples at
// poolDeadline. A zero time is no limit.
func (tr *expertTree) run(obs engine.Observation, legal []engine.Action, iterations int, poolDeadline, deadline time.Time, seed uint64) {
	tr.visits, tr.reward = [engine.MaxActions]float64{}, [engine.MaxActions]float64{}
	tr.iters, tr.nodes, tr.endgame = 0, 0, false
	rng := engine.NewRNG(seed)
	s := tr.s
	s.pool = nil
	// The inference may take half the time; the search needs the rest.
	if expertInference && tr.pool.fill(obs, poolSize, &rng, poolDeadline) {
		s.pool = &tr.pool
	}
	s.observer = obs.Seat()
	s.params = paramsFor(obs.GameName())
	tr.solver.s = s
	if expertEndgame && tr.solveEndgame(obs, legal, iterations, deadline, &rng) {
		return
	}
	var left time.Duration
	if !deadline.IsZero() {
		left = max(time.Until(deadline), time.Millisecond)
	}
	s.search(obs, Budget{Iterations: iterations, Time: left}, &rng)
	s.pool = nil
	for r := range s.rootChoices() {
		tr.visits[r.Action] = float64(r.Visits)
		tr.reward[r.Action] = r.Estimate * float64(r.Visits)
	}
	tr.iters, tr.nodes = s.stats.Iterations, s.stats.Nodes
}

// solveEndgame solves samples exactly while the budget lasts, if the first
// sample's tree is small enough; false (nothing done) otherwise. Each
// solve is charged as many iterations as its nodes are worth in playout
// steps (a playout of this position takes about as many steps as there are
// plays left), so an iteration cap means about the same work as for the
// Hard bot.
func (tr *expertTree) solveEndgame(obs engine.Observation, legal []engine.Action, iterations int, deadline time.Time, rng *engine.RNG) bool {
	s := tr.s
	draw := func() engine.Game {
		var g engine.Game
		if s.pool != nil {
			g = s.pool.draw(rng, s.scratch)
		} else {
			g = obs.Determinize(rng, s.scratch)
		}
		s.scratch = g
		return g
	}
	var sum [engine.MaxActions]float64
	g := draw()
	steps := playsLeft(g, s)
	began := time.Now()
	nodes, ok := tr.solver.solveRoot(g, legal, &sum)
	if !ok {
		return false
	}
	spent := max(1, nodes/max(1, steps))
	// A handful of exact samples says less than many played out: solve
	// only when the budget affords minEndgameSamples of them.
	if iterations > 0 && spent*minEndgameSamples > iterations ||
		!deadline.IsZero() && time.Since(began)*minEndgameSamples > time.Until(deadline) {
		return false
	}
	tr.endgame = true
	samples := 1
	for (iterations == 0 || spent < iterations) && (deadline.IsZero() || time.Now().Before(deadline)) {
		g = draw()
		nodes, ok = tr.solver.solveRoot(g, legal, &sum)
		spent += max(1, nodes/max(1, steps))
		if ok {
			samples++
		}
	}
	for _, a := range legal {
		tr.visits[a] = float64(samples)
		tr.reward[a] = sum[a]
	}
	tr.iters = spent
	tr.nodes = samples
	return true
}

// playsLeft is how many actions take g to the end of its round when every
// seat plays its first legal action: a playout's length.
func playsLeft(g engine.Game, s *searcher) int {
	c := g.Clone()
	round := c.Round()
	var buf [engine.MaxActions]engine.Action
	n := 0
	for !c.Over() && c.Round() == round && n < maxEndDepth {
		seat := s.actor(c)
		legal := c.Legal(seat, buf[:0])
		if len(legal) == 0 || c.Apply(seat, legal[0]) != nil {
			break
		}
		n++
	}
	return n
}
