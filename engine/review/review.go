package review

import (
	"context"
	"fmt"
	"runtime"
	"sort"
	"sync"

	"github.com/trickparty/trickparty/engine"
	"github.com/trickparty/trickparty/engine/bot"
)

// Decision is one action of the reviewed seat with the Hard bot's
// judgement of it.
type Decision struct {
	// Index is the action's position in the record, from 0.
	Index int `json:"index"`
	// Round is the round, from 1; Trick the trick of that round, from 1
	// (0 for Trick of Trip's draft).
	Round int `json:"round"`
	Trick int `json:"trick"`
	// Chosen is what the seat did, Best what the search rates highest,
	// both in the scenario contract's notation.
	Chosen engine.Move `json:"chosen"`
	Best   engine.Move `json:"best"`
	// ChosenValue and BestValue are the two actions' values in the
	// review's Measure; Loss is BestValue - ChosenValue, never negative.
	ChosenValue float64 `json:"chosen_value"`
	BestValue   float64 `json:"best_value"`
	Loss        float64 `json:"loss"`
	// Legal lists every action the seat could take.
	Legal []engine.Move `json:"legal"`
}

// Review is one seat's decisions over a game.
type Review struct {
	Seat int `json:"seat"`
	// Measure is bot.MeasureWin when every judgement could say the chance
	// to win the game, else bot.MeasurePoints for all of them.
	Measure   bot.Measure `json:"measure"`
	Decisions []Decision  `json:"decisions"`
}

// Options tune a review.
type Options struct {
	// Budget is each decision's search (zero: bot.DefaultBudget); with an
	// iteration budget the review is reproducible.
	Budget bot.Budget
	// Seed seeds the searches (each decision its own stream from it).
	Seed uint64
	// Workers is how many decisions are judged at once (zero: the number
	// of CPUs).
	Workers int
	// Progress, if set, is called from one goroutine after each judged
	// decision with the count done and the total.
	Progress func(done, total int)
}

// job is one decision waiting for its judgement; actions[k] is
// d.Legal[k] as an action.
type job struct {
	d       Decision
	obs     engine.Observation
	chosen  engine.Action
	actions []engine.Action
}

// move is a of the job's legal actions in notation.
func (jb job) move(a engine.Action) engine.Move {
	for k, x := range jb.actions {
		if x == a {
			return jb.d.Legal[k]
		}
	}
	return jb.d.Chosen
}

// Run reviews seat's decisions in rec. It stops early with ctx's error
// when ctx ends. A record that does not replay, or a seat the game does
// not have, is an error.
func Run(ctx context.Context, rec Record, seat int, opts Options) (*Review, error) {
	if rec.Config.Players > 0 && (seat < 0 || seat >= rec.Config.Players) {
		return nil, fmt.Errorf("there is no seat %d at a table of %d (seats are 0 to %d)", seat, rec.Config.Players, rec.Config.Players-1)
	}
	var jobs []job
	_, err := rec.replay(func(i int, g engine.Game, a engine.Action) error {
		if rec.Moves[i].Seat != seat {
			return nil
		}
		legal := g.Legal(seat, nil)
		moves := make([]engine.Move, len(legal))
		for k, l := range legal {
			moves[k] = g.EncodeMove(seat, l)
		}
		jobs = append(jobs, job{
			d:       Decision{Index: i, Round: g.Round(), Trick: trickOf(g, seat), Chosen: g.EncodeMove(seat, a), Legal: moves},
			obs:     g.Observe(seat),
			chosen:  a,
			actions: legal,
		})
		return nil
	}, nil)
	if err != nil {
		return nil, err
	}
	judged, err := judgeAll(ctx, jobs, opts)
	if err != nil {
		return nil, err
	}
	return assemble(seat, jobs, judged), nil
}

// judgeAll runs the searches, several at once; the result is the same
// whatever the number of workers, since each decision has its own seed.
func judgeAll(ctx context.Context, jobs []job, opts Options) ([]bot.Judgement, error) {
	budget := opts.Budget
	if budget == (bot.Budget{}) {
		budget = bot.DefaultBudget
	}
	workers := opts.Workers
	if workers <= 0 {
		workers = runtime.NumCPU()
	}
	out := make([]bot.Judgement, len(jobs))
	next := make(chan int)
	finished := make(chan int)
	var wg sync.WaitGroup
	for w := 0; w < workers; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for k := range next {
				rng := engine.NewRNG(opts.Seed ^ uint64(jobs[k].d.Index+1)*0x9e3779b97f4a7c15)
				out[k], _ = bot.Judge(jobs[k].obs, budget, &rng)
				finished <- k
			}
		}()
	}
	go func() {
		defer close(next)
		for k := range jobs {
			select {
			case next <- k:
			case <-ctx.Done():
				return
			}
		}
	}()
	go func() { wg.Wait(); close(finished) }()
	done := 0
	for range finished {
		done++
		if opts.Progress != nil {
			opts.Progress(done, len(jobs))
		}
	}
	if err := ctx.Err(); err != nil && done < len(jobs) {
		return nil, err
	}
	return out, nil
}

// assemble turns judgements into decisions in one measure.
func assemble(seat int, jobs []job, judged []bot.Judgement) *Review {
	r := &Review{Seat: seat, Measure: bot.MeasureWin, Decisions: make([]Decision, 0, len(jobs))}
	for _, j := range judged {
		if j.Measure != bot.MeasureWin {
			r.Measure = bot.MeasurePoints
		}
	}
	for k, jb := range jobs {
		j := judged[k]
		if r.Measure == bot.MeasurePoints {
			// A last-round decision judged in chances joins the others'
			// unit.
			j = j.InPoints()
		}
		d := jb.d
		d.Best, d.BestValue, d.ChosenValue = d.Chosen, 0, 0
		if chosen, ok := j.Value(jb.chosen); ok {
			best := j.Best()
			if best.Value < chosen.Value {
				best = chosen
			}
			d.Best, d.BestValue, d.ChosenValue = jb.move(best.Action), best.Value, chosen.Value
			d.Loss = best.Value - chosen.Value
		}
		r.Decisions = append(r.Decisions, d)
	}
	return r
}

// Noticeable is the smallest loss worth pointing out in a measure: one
// percent of a chance to win, or a twentieth of a point (what a player
// reads as no difference at all is not a mistake to show them).
func Noticeable(m bot.Measure) float64 {
	if m == bot.MeasureWin {
		return 0.01
	}
	return 0.05
}

// Costliest returns the positions in r.Decisions of up to n decisions
// that lost the most, costliest first; a decision that lost less than
// Noticeable is never among them.
func (r *Review) Costliest(n int) []int {
	var idx []int
	for i, d := range r.Decisions {
		if d.Loss >= Noticeable(r.Measure) {
			idx = append(idx, i)
		}
	}
	sort.SliceStable(idx, func(a, b int) bool { return r.Decisions[idx[a]].Loss > r.Decisions[idx[b]].Loss })
	if len(idx) > n {
		idx = idx[:n]
	}
	return idx
}
