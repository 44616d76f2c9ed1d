package bot

import (
	"sort"

	"github.com/trickparty/trickparty/engine"
)

// The search's reward mixes the win with a smooth score comparison, which
// steers it well but means nothing to a player. A judgement says the same
// search's findings in a player's terms: the chance to win the game when
// every sample reached its end, otherwise the points expected by the end
// of the round.

// Measure is what a judgement's values are.
type Measure string

const (
	// MeasureWin values are the chance to win the game, in [0, 1] (a win
	// shared by k seats counts 1/k).
	MeasureWin Measure = "win"
	// MeasurePoints values are the points the seat expects to score from
	// now to the end of the round (not counting those it has), signed so
	// that more is better: in a game where the lowest score wins they are
	// minus the points expected.
	MeasurePoints Measure = "points"
)

// outcome sums the observer's results over the samples that started with
// one root action.
type outcome struct {
	samples  int32
	finished int32   // samples that reached the end of the game
	win      float64 // sum of win shares over finished samples
	points   float64 // sum of points scored from the root to the horizon
}

// record credits the sample that ended in g to first, the root's child
// the sample went through (noNode if none); startScore is the observer's
// score when the sample began.
func (s *searcher) record(g engine.Game, first int32, startScore int) {
	if first == noNode || int(s.nodes[first].seat) != s.observer {
		return
	}
	o := &s.outcomes[s.nodes[first].action]
	o.samples++
	o.points += float64(g.Score(s.observer) - startScore)
	if g.Over() {
		o.finished++
		if w := g.Winners(); w.Has(s.observer) {
			o.win += 1 / float64(w.Count())
		}
	}
}

// Option is one legal action with its value in a judgement's measure.
type Option struct {
	Action engine.Action
	// Value is the action's estimate in the judgement's Measure.
	Value float64
	// Points is the estimate in points (signed as MeasurePoints), known
	// whatever the measure, so judgements can be put in one unit.
	Points float64
	// Visits is how often the search tried the action; a value with few
	// visits is a rough one.
	Visits int
}

// Judgement is the Hard bot's view of every legal action of one decision.
type Judgement struct {
	Measure Measure
	// Options lists every legal action, the search's choice first, then
	// by value.
	Options []Option
}

// Value returns a's option, false when a is not one of them.
func (j Judgement) Value(a engine.Action) (Option, bool) {
	for _, o := range j.Options {
		if o.Action == a {
			return o, true
		}
	}
	return Option{}, false
}

// InPoints is the judgement with its values in points.
func (j Judgement) InPoints() Judgement {
	if j.Measure == MeasurePoints {
		return j
	}
	out := Judgement{Measure: MeasurePoints, Options: make([]Option, len(j.Options))}
	copy(out.Options, j.Options)
	for i := range out.Options {
		out.Options[i].Value = out.Options[i].Points
	}
	sortAfterFirst(out.Options)
	return out
}

// sortAfterFirst orders the options after the search's choice by value.
func sortAfterFirst(opts []Option) {
	if len(opts) > 1 {
		rest := opts[1:]
		sort.SliceStable(rest, func(a, b int) bool { return rest[a].Value > rest[b].Value })
	}
}

// Best is the option of highest value among those the search tried at
// least a tenth as often as its favourite (a rarely tried action's value
// is noise); the search's own choice when the values tie.
func (j Judgement) Best() Option {
	if len(j.Options) == 0 {
		return Option{Action: engine.NoAction}
	}
	return j.bestExcept(engine.NoAction)
}

// RunnerUp is the best option after Best, by the same rule; false when
// Best is the only one.
func (j Judgement) RunnerUp() (Option, bool) {
	if len(j.Options) < 2 {
		return Option{}, false
	}
	return j.bestExcept(j.Best().Action), true
}

// bestExcept is the trusted option of highest value other than skip.
func (j Judgement) bestExcept(skip engine.Action) Option {
	floor := max(j.Options[0].Visits/10, 1)
	best, found := Option{Action: engine.NoAction}, false
	for _, o := range j.Options {
		if o.Action != skip && o.Visits >= floor && (!found || o.Value > best.Value) {
			best, found = o, true
		}
	}
	if !found {
		// Nothing else was tried enough: the search's next favourite.
		for _, o := range j.Options {
			if o.Action != skip {
				return o
			}
		}
	}
	return best
}

// Judge runs the Hard bot's search from obs and returns its
// judgement of every legal action; false when the seat has nothing to
// decide or the budget is invalid (a zero Budget means DefaultBudget).
// It is safe for concurrent use and deterministic for an iteration budget.
func Judge(obs engine.Observation, budget Budget, rng *engine.RNG) (Judgement, bool) {
	if obs == nil || rng == nil {
		return Judgement{}, false
	}
	if budget == (Budget{}) {
		budget = DefaultBudget
	}
	if budget.check() != nil {
		return Judgement{}, false
	}
	s := judgePool.Get().(*searcher)
	defer judgePool.Put(s)
	s.searchForced = true
	defer func() { s.searchForced = false }()
	if !s.search(obs, budget, rng) {
		return Judgement{}, false
	}
	return s.judgement(), true
}

// judgement reads the last search's outcomes in a player's terms.
func (s *searcher) judgement() Judgement {
	ranked := s.ranked()
	measure := MeasureWin
	for _, r := range ranked {
		o := s.outcomes[r.Action]
		if o.finished < o.samples {
			measure = MeasurePoints
		}
	}
	j := Judgement{Measure: measure, Options: make([]Option, 0, len(ranked))}
	for _, r := range ranked {
		o := s.outcomes[r.Action]
		win, points := 0.0, 0.0
		if o.samples > 0 {
			win = o.win / float64(o.samples)
			points = o.points / float64(o.samples)
			if s.params.lowWins {
				points = -points
			}
		}
		v := points
		if measure == MeasureWin {
			v = win
		}
		j.Options = append(j.Options, Option{Action: r.Action, Value: v, Points: points, Visits: r.Visits})
	}
	sortAfterFirst(j.Options)
	return j
}
