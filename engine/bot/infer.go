package bot

import (
	"math"
	"sort"
	"time"

	"github.com/trickparty/trickparty/engine"
	"github.com/trickparty/trickparty/engine/games"
)

// Inference: the Expert bot does not take every deal of the hidden cards
// as equally likely. It deals a pool of samples from the observation, as
// the Hard bot does, replays each sample's round so far
// (engine.RoundReplayer) and asks the opponent model - the Normal
// heuristic, seeing only that opponent's observation at that moment -
// what each opponent would have played holding the cards the sample gives
// it. A sample in which the opponents played as the model would have is
// likelier; the search then draws its samples from the pool in proportion
// to those likelihoods. Everything it reads is the observer's observation
// and samples dealt from it.

const (
	// defaultModelTrust is modelTrust for a game that does not say its
	// own (Descriptor.ModelTrust).
	defaultModelTrust = 0.25
	// defaultPoolSize is how many samples each search tree weighs per
	// decision.
	defaultPoolSize = 96
	// minESSShare: the weights are tempered (raised to a power below 1)
	// until the pool's effective sample size is at least this share of it,
	// so a few samples that fit the model very well do not take over.
	minESSShare = 0.25
)

// poolSize is how many samples each search tree weighs per decision.
var poolSize = defaultPoolSize

// modelTrust is the share t of an opponent's choices the game's model is
// trusted to predict (Descriptor.ModelTrust): an opponent plays the
// model's card with probability t + (1-t)/legal moves and each other legal
// card with (1-t)/legal moves, so no sample is ruled out by one surprising
// card. How often the Normal rules choose the card a Hard bot played (4
// players, 1,000 iterations, three games each) sets it per game
// (docs/BOTS.md).
func modelTrust(game string) float64 {
	if d, ok := games.Lookup(game); ok && d.ModelTrust > 0 && d.ModelTrust < 1 {
		return d.ModelTrust
	}
	return defaultModelTrust
}

// dealPool is a set of weighted samples of the hidden cards.
type dealPool struct {
	games   []engine.Game
	logW    []float64
	cum     []float64 // cumulative weights, normalised to end at 1
	n       int
	replay  engine.Game
	moves   []engine.SeatAction
	buf     [engine.MaxActions]engine.Action
	decided int // opponent decisions read per sample (the last sample's)
}

// fill deals size samples from obs and weighs them (fewer if the clock
// passes deadline first); it returns false when
// there is nothing to weigh (no opponent has chosen anything this round,
// or the game cannot replay its round), and the search should deal its
// samples directly instead.
func (p *dealPool) fill(obs engine.Observation, size int, rng *engine.RNG, deadline time.Time) bool {
	rr, ok := obs.(engine.RoundReplayer)
	if !ok {
		return false
	}
	d, ok := games.Lookup(obs.GameName())
	if !ok || d.Heuristic == nil {
		return false
	}
	for len(p.games) < size {
		p.games = append(p.games, nil)
	}
	if cap(p.logW) < size {
		p.logW, p.cum = make([]float64, size), make([]float64, size)
	}
	p.logW, p.cum = p.logW[:size], p.cum[:size]
	p.n = size
	me := obs.Seat()
	trust := modelTrust(obs.GameName())
	informative := false
	for i := 0; i < size; i++ {
		if i >= 8 && i%8 == 0 && !deadline.IsZero() && time.Now().After(deadline) {
			p.n = i
			break
		}
		p.games[i] = obs.Determinize(rng, p.games[i])
		start, moves, ok := rr.ReplayRound(p.games[i], p.replay, p.moves[:0])
		p.moves = moves
		if !ok {
			return false
		}
		p.replay = start
		lw, decided := 0.0, 0
		for _, m := range moves {
			if m.Seat != me {
				legal := start.Legal(m.Seat, p.buf[:0])
				if len(legal) > 1 {
					pred := d.Heuristic(start.Observe(m.Seat), legal, false, rng)
					pr := (1 - trust) / float64(len(legal))
					if pred == m.Action {
						pr += trust
					}
					lw += math.Log(pr)
					decided++
				}
			}
			if start.Apply(m.Seat, m.Action) != nil {
				// The sample cannot have been played this way (a model
				// of the rules the replay got wrong): never draw it.
				lw = math.Inf(-1)
				break
			}
		}
		p.logW[i] = lw
		p.decided = decided
		informative = informative || decided > 0
	}
	if !informative {
		return false
	}
	return p.normalise()
}

// normalise turns the log-likelihoods into cumulative draw weights,
// tempered so the effective sample size is at least minESSShare of the
// pool; false when every sample is impossible.
func (p *dealPool) normalise() bool {
	top := math.Inf(-1)
	for _, lw := range p.logW[:p.n] {
		top = max(top, lw)
	}
	if math.IsInf(top, -1) {
		return false
	}
	ess := func(beta float64) float64 {
		s, s2 := 0.0, 0.0
		for _, lw := range p.logW[:p.n] {
			w := math.Exp(beta * (lw - top))
			s += w
			s2 += w * w
		}
		return s * s / s2
	}
	beta := 1.0
	if ess(1) < minESSShare*float64(p.n) {
		lo, hi := 0.0, 1.0
		for k := 0; k < 20; k++ {
			mid := (lo + hi) / 2
			if ess(mid) >= minESSShare*float64(p.n) {
				lo = mid
			} else {
				hi = mid
			}
		}
		beta = lo
	}
	sum := 0.0
	for i, lw := range p.logW[:p.n] {
		sum += math.Exp(beta * (lw - top))
		p.cum[i] = sum
	}
	for i := range p.cum[:p.n] {
		p.cum[i] /= sum
	}
	return true
}

// draw copies a sample drawn by weight into dst (reused when it is a game
// of the sample's type) and returns it.
func (p *dealPool) draw(rng *engine.RNG, dst engine.Game) engine.Game {
	u := rng.Float64()
	i := sort.SearchFloat64s(p.cum[:p.n], u)
	if i >= p.n {
		i = p.n - 1
	}
	src := p.games[i]
	if dst == nil || dst.Name() != src.Name() {
		return src.Clone()
	}
	dst.CopyFrom(src)
	return dst
}
