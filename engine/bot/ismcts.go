package bot

import (
	"iter"
	"math"
	"sort"
	"time"

	"github.com/trickparty/trickparty/engine"
)

// This file is the Hard bot: single-observer Information Set MCTS (Cowling,
// Powley & Whitehouse, "Information Set Monte Carlo Tree Search", 2012).
// Every iteration samples a full game consistent with the observer's
// information (Observation.Determinize), walks one shared tree restricted to
// the actions legal in that sample, choosing children by UCB1 with
// availability counts, adds one node, finishes the sample with a cheap
// policy and credits every node with the reward of the seat that acted
// there. The tree's nodes live in one slice reused across decisions, and the
// sampled game is one scratch Game re-dealt in place, so an iteration does
// not allocate.

const (
	// noNode marks an absent parent, child or sibling.
	noNode = -1
	// maxNodes caps the tree; beyond it iterations still run but stop
	// growing the tree (a time budget on a fast machine could otherwise grow
	// it without bound).
	maxNodes = 1 << 21
	// initialNodes is the arena's starting size: enough for a 250 ms search.
	initialNodes = 1 << 16
	// timeCheckEvery is how many iterations run between clock reads.
	timeCheckEvery = 32
)

// node is one action in the observer's tree. Children of a node are linked
// through sibling; seat is who took action, and reward sums that seat's
// rewards over the iterations through this node.
type node struct {
	parent, firstChild, sibling int32
	visits, avail               int32
	action                      engine.Action
	seat                        int8
	reward                      float64
}

// searcher holds everything a search reuses from one decision to the next.
type searcher struct {
	nodes   []node
	scratch engine.Game
	params  searchParams
	rollout rolloutPolicy
	stats   SearchStats

	// root's observer and the legal actions at the root, for ranking.
	observer int
	rootAct  [engine.MaxActions]engine.Action
	nRoot    int

	legal   [engine.MaxActions]engine.Action
	childOf [engine.MaxActions]int32
	stamp   [engine.MaxActions]uint32
	gen     uint32
	rewards [engine.MaxPlayers]float64
	scores  [engine.MaxPlayers]float64

	// outcomes are the observer's results per root action, in a player's
	// terms (see judge.go).
	outcomes [engine.MaxActions]outcome
	// searchForced searches even a decision with one legal action, whose
	// value a judgement still wants.
	searchForced bool
	// pool, when set, is where samples come from instead of
	// Observation.Determinize: the Expert bot's weighed deals.
	pool *dealPool
}

func newSearcher() *searcher {
	return &searcher{nodes: make([]node, 0, initialNodes)}
}

// searchParams are the knobs of the search, chosen per game (see eval.go).
type searchParams struct {
	// c is the UCB exploration constant.
	c float64
	// roundHorizon stops a sample at the end of the current round and scores
	// it there instead of playing the whole game out.
	roundHorizon bool
	// lowWins: the lowest score wins (Gudetama).
	lowWins bool
	// temp scales score differences into the smooth part of the reward.
	temp float64
	// winWeight is the weight of the win share in the reward of a finished
	// game; the rest is the smooth score comparison.
	winWeight float64
	// modelOpponents: the other seats choose by the rollout policy in the
	// tree as well (SearchTuning.ModelOpponents).
	modelOpponents bool
	// versusBest: the smooth reward compares with the best other score
	// only (SearchTuning.VersusBest).
	versusBest bool
}

// search runs one decision's search from obs. It returns false when the
// observer has no legal action.
func (s *searcher) search(obs engine.Observation, budget Budget, rng *engine.RNG) bool {
	legal := obs.Legal(s.rootAct[:0])
	s.nRoot = len(legal)
	s.stats = SearchStats{}
	if len(legal) == 0 {
		return false
	}
	s.observer = obs.Seat()
	s.params = paramsFor(obs.GameName())
	s.rollout = rolloutFor(obs.GameName())
	s.nodes = s.nodes[:0]
	s.nodes = append(s.nodes, node{parent: noNode, firstChild: noNode, sibling: noNode, seat: -1})
	s.outcomes = [engine.MaxActions]outcome{}
	if len(legal) == 1 && !s.searchForced {
		// Nothing to think about; still make the one child so ranked and
		// best answer consistently.
		s.addChild(0, int8(s.observer), legal[0])
		s.nodes[1].visits, s.nodes[1].avail = 1, 1
		s.stats = SearchStats{Iterations: 0, Nodes: len(s.nodes)}
		return true
	}

	// The search's randomness is its own stream seeded from the caller's,
	// so the caller's RNG advances by exactly one draw per decision.
	local := engine.NewRNG(rng.Uint64())
	var deadline time.Time
	if budget.Time > 0 {
		deadline = time.Now().Add(budget.Time)
	}
	it := 0
	for {
		if budget.Iterations > 0 && it >= budget.Iterations {
			break
		}
		if budget.Time > 0 && it%timeCheckEvery == 0 && it > 0 && !time.Now().Before(deadline) {
			break
		}
		s.iterate(obs, &local)
		it++
	}
	s.stats = SearchStats{Iterations: it, Nodes: len(s.nodes)}
	return true
}

// actor is the seat that acts next in a sampled game. In a simultaneous
// phase the observer goes first, so its choice never depends on a hidden
// choice of another seat; the others follow in seat order.
func (s *searcher) actor(g engine.Game) int {
	to := g.ToMove()
	if to.Count() > 1 && to.Has(s.observer) {
		return s.observer
	}
	return to.First()
}

func (s *searcher) addChild(parent int32, seat int8, a engine.Action) int32 {
	idx := int32(len(s.nodes))
	s.nodes = append(s.nodes, node{
		parent: parent, firstChild: noNode, sibling: s.nodes[parent].firstChild,
		action: a, seat: seat,
	})
	s.nodes[parent].firstChild = idx
	return idx
}

// iterate runs one ISMCTS iteration.
func (s *searcher) iterate(obs engine.Observation, rng *engine.RNG) {
	var g engine.Game
	if s.pool != nil {
		g = s.pool.draw(rng, s.scratch)
	} else {
		g = obs.Determinize(rng, s.scratch)
	}
	s.scratch = g
	round := g.Round()
	startScore := g.Score(s.observer)
	cur := int32(0)

	// Selection and expansion.
	for !s.stop(g, round) {
		seat := s.actor(g)
		legal := g.Legal(seat, s.legal[:0])
		if len(legal) == 0 {
			// A seat in ToMove with nothing legal would be an engine bug;
			// end the sample rather than loop.
			break
		}
		if s.params.modelOpponents && seat != s.observer {
			// The opponent plays as the rollout policy predicts; its
			// choice still gets a node, so the observer's later decisions
			// are told apart by what it saw.
			a := s.rollout(g, seat, legal, rng)
			c := s.nodes[cur].firstChild
			for ; c != noNode; c = s.nodes[c].sibling {
				if int(s.nodes[c].seat) == seat && s.nodes[c].action == a {
					break
				}
			}
			if c == noNode {
				if len(s.nodes) >= maxNodes {
					break
				}
				c = s.addChild(cur, int8(seat), a)
			}
			s.nodes[c].avail++
			_ = g.Apply(seat, a)
			cur = c
			continue
		}
		s.gen++
		if s.gen == 0 {
			s.stamp = [engine.MaxActions]uint32{}
			s.gen = 1
		}
		for c := s.nodes[cur].firstChild; c != noNode; c = s.nodes[c].sibling {
			n := &s.nodes[c]
			if int(n.seat) == seat {
				s.stamp[n.action] = s.gen
				s.childOf[n.action] = c
			}
		}
		untried := 0
		for _, a := range legal {
			if s.stamp[a] != s.gen {
				untried++
			}
		}
		if untried > 0 && len(s.nodes) < maxNodes {
			k := rng.IntN(untried)
			var pick engine.Action
			for _, a := range legal {
				if s.stamp[a] != s.gen {
					if k == 0 {
						pick = a
						break
					}
					k--
				}
			}
			// The other available children count this visit too.
			for _, a := range legal {
				if s.stamp[a] == s.gen {
					s.nodes[s.childOf[a]].avail++
				}
			}
			child := s.addChild(cur, int8(seat), pick)
			s.nodes[child].avail = 1
			_ = g.Apply(seat, pick)
			cur = child
			break
		}
		if untried > 0 {
			// Tree is full: leave the tree and roll out from here.
			break
		}
		best, bestVal := int32(noNode), math.Inf(-1)
		for _, a := range legal {
			c := s.childOf[a]
			n := &s.nodes[c]
			n.avail++
			v := n.reward/float64(n.visits) + s.params.c*math.Sqrt(math.Log(float64(n.avail))/float64(n.visits))
			if v > bestVal {
				best, bestVal = c, v
			}
		}
		_ = g.Apply(seat, s.nodes[best].action)
		cur = best
	}

	// Rollout: the game's cheap policy until the horizon.
	for !s.stop(g, round) {
		seat := s.actor(g)
		legal := g.Legal(seat, s.legal[:0])
		if len(legal) == 0 {
			break
		}
		_ = g.Apply(seat, s.rollout(g, seat, legal, rng))
	}

	s.evaluate(g)
	first := int32(noNode)
	for n := cur; n != noNode; n = s.nodes[n].parent {
		nd := &s.nodes[n]
		nd.visits++
		if nd.seat >= 0 {
			nd.reward += s.rewards[nd.seat]
		}
		if nd.parent == 0 {
			first = n
		}
	}
	s.record(g, first, startScore)
}

// stop reports whether a sample has reached the search's horizon.
func (s *searcher) stop(g engine.Game, round int) bool {
	return g.Over() || (s.params.roundHorizon && g.Round() != round)
}

// evaluate fills s.rewards with every seat's reward in [0, 1] for a sample
// at its horizon: a finished game is mostly its win share (1/k for a win
// shared by k), the rest a smooth comparison of scores, with each other seat
// or with the best other (versusBest), that also ranks positions where the
// outcome is not yet decided.
func (s *searcher) evaluate(g engine.Game) {
	n := g.Players()
	p := &s.params
	for i := 0; i < n; i++ {
		v := float64(g.Score(i))
		if p.lowWins {
			v = -v
		}
		s.scores[i] = v
	}
	for i := 0; i < n; i++ {
		sum, best := 0.0, math.Inf(-1)
		for j := 0; j < n; j++ {
			if j != i {
				sum += sigmoid((s.scores[i] - s.scores[j]) / p.temp)
				best = max(best, s.scores[j])
			}
		}
		s.rewards[i] = sum / float64(n-1)
		if p.versusBest {
			s.rewards[i] = sigmoid((s.scores[i] - best) / p.temp)
		}
	}
	if g.Over() {
		w := g.Winners()
		k := float64(w.Count())
		for i := 0; i < n; i++ {
			share := 0.0
			if w.Has(i) {
				share = 1 / k
			}
			s.rewards[i] = p.winWeight*share + (1-p.winWeight)*s.rewards[i]
		}
	}
}

func sigmoid(x float64) float64 { return 1 / (1 + math.Exp(-x)) }

// mean is the node's average reward, 0 before its first visit.
func (n *node) mean() float64 {
	if n.visits == 0 {
		return 0
	}
	return n.reward / float64(n.visits)
}

// rootChoices are the observer's root actions the search has reached, as
// Ranked.
func (s *searcher) rootChoices() iter.Seq[Ranked] {
	return func(yield func(Ranked) bool) {
		for c := s.nodes[0].firstChild; c != noNode; c = s.nodes[c].sibling {
			n := &s.nodes[c]
			if int(n.seat) == s.observer && !yield(Ranked{Action: n.action, Estimate: n.mean(), Visits: int(n.visits)}) {
				return
			}
		}
	}
}

// ahead orders root actions: the one tried most often first (the robust
// child), then the higher mean reward, then the lower action.
func ahead(a, b Ranked) bool {
	if a.Visits != b.Visits {
		return a.Visits > b.Visits
	}
	if a.Estimate != b.Estimate {
		return a.Estimate > b.Estimate
	}
	return a.Action < b.Action
}

// best is the first root action in the order of ahead.
func (s *searcher) best() engine.Action {
	best := Ranked{Action: engine.NoAction, Estimate: -1, Visits: -1}
	for r := range s.rootChoices() {
		if ahead(r, best) {
			best = r
		}
	}
	if best.Action == engine.NoAction {
		return s.rootAct[0]
	}
	return best.Action
}

// ranked lists every root action, best first; actions the search never
// reached (possible with a tiny budget) come last with no visits.
func (s *searcher) ranked() []Ranked {
	out := make([]Ranked, 0, s.nRoot)
	seen := [engine.MaxActions]bool{}
	for r := range s.rootChoices() {
		out = append(out, r)
		seen[r.Action] = true
	}
	for _, a := range s.rootAct[:s.nRoot] {
		if !seen[a] {
			out = append(out, Ranked{Action: a})
		}
	}
	sort.SliceStable(out, func(i, j int) bool { return ahead(out[i], out[j]) })
	return out
}
