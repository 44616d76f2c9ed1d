package bot

import (
	"fmt"
	"sync"

	"github.com/trickparty/trickparty/engine"
)

// New returns a bot of the given level. The budget only matters for Hard,
// which needs at least one limit set (see Budget), and Expert, for which a
// zero budget means ExpertBudget. Expert searches with one tree per
// runtime.GOMAXPROCS; NewExpert sets the number of trees.
//
// A Bot keeps scratch state between decisions (the Hard bot's search tree
// and determinization buffers), so one Bot must not be used by several
// goroutines at once; give each goroutine its own. Decisions are a pure
// function of the observation and the RNG passed to Choose, except when the
// budget has a time limit (then the number of search iterations varies).
func New(level Level, budget Budget) (Bot, error) {
	switch level {
	case Random:
		return randomBot{}, nil
	case Easy:
		return &heuristicBot{level: Easy}, nil
	case Normal:
		return &heuristicBot{level: Normal}, nil
	case Hard:
		if err := budget.check(); err != nil {
			return nil, err
		}
		return &hardBot{budget: budget, s: newSearcher()}, nil
	case Expert:
		return NewExpert(budget, 0)
	}
	return nil, fmt.Errorf("unknown bot level %q (want random, easy, normal, hard or expert)", level)
}

// ParseLevel reads a level name as the command line and settings write it.
func ParseLevel(name string) (Level, error) {
	for _, l := range append(Levels[:len(Levels):len(Levels)], Expert) {
		if string(l) == name {
			return l, nil
		}
	}
	return "", fmt.Errorf("unknown bot level %q (want random, easy, normal, hard or expert)", name)
}

// NewExpert returns an Expert bot searching with trees root-parallel
// trees, one goroutine each (0: runtime.GOMAXPROCS). For an iteration
// budget its choice is a pure function of the observation, the RNG and the
// number of trees, however the trees are scheduled.
func NewExpert(budget Budget, trees int) (Bot, error) {
	if budget == (Budget{}) {
		budget = ExpertBudget
	}
	if err := budget.check(); err != nil {
		return nil, err
	}
	if trees < 0 {
		return nil, fmt.Errorf("an expert bot needs at least one tree, not %d", trees)
	}
	return newExpert(budget, trees), nil
}

func (b Budget) check() error {
	if b.Iterations < 0 || b.Time < 0 {
		return fmt.Errorf("bot budget must not be negative (iterations %d, time %v)", b.Iterations, b.Time)
	}
	if b.Iterations == 0 && b.Time == 0 {
		return fmt.Errorf("the hard bot needs a budget: iterations or time")
	}
	return nil
}

// judgePool recycles searchers between judgements (hints, reviews) so a
// hint button does not rebuild the node arena every time.
var judgePool = sync.Pool{New: func() any { return newSearcher() }}

// hardBot is the Information Set MCTS player.
type hardBot struct {
	budget Budget
	s      *searcher
}

func (b *hardBot) Level() Level { return Hard }

func (b *hardBot) Choose(obs engine.Observation, rng *engine.RNG) engine.Action {
	if !b.s.search(obs, b.budget, rng) {
		return fallback(obs, rng)
	}
	return b.s.best()
}

// Stats reports the last search's iteration count and tree size, for
// benchmarks and the arena.
func (b *hardBot) Stats() SearchStats { return b.s.stats }

// SearchStats describes one search.
type SearchStats struct {
	// Iterations is the number of determinize-select-rollout cycles run.
	Iterations int
	// Nodes is the number of tree nodes used.
	Nodes int
}

// StatsOf returns the last search's statistics of a Hard or Expert bot
// made by New, and false for any other bot.
func StatsOf(b Bot) (SearchStats, bool) {
	switch h := b.(type) {
	case *hardBot:
		return h.Stats(), true
	case *expertBot:
		return h.Stats(), true
	}
	return SearchStats{}, false
}

// fallback is a uniform legal action, used when a heuristic has nothing to
// say (an unknown observation type) so a bot never returns an illegal move.
func fallback(obs engine.Observation, rng *engine.RNG) engine.Action {
	var buf [engine.MaxActions]engine.Action
	legal := obs.Legal(buf[:0])
	if len(legal) == 0 {
		return engine.NoAction
	}
	return legal[rng.IntN(len(legal))]
}

// randomBot plays a uniform legal action.
type randomBot struct{}

func (randomBot) Level() Level { return Random }

func (randomBot) Choose(obs engine.Observation, rng *engine.RNG) engine.Action {
	return fallback(obs, rng)
}
