package bot

import (
	"slices"

	"github.com/trickparty/trickparty/engine"
	"github.com/trickparty/trickparty/engine/games"
)

// A judgement says how good a move is; a player also wants to know what
// it does. Explain plays the move on in games sampled from the seat's
// observation, every seat after it playing as the Normal bot from its own
// observation, and counts what happened: in the trick the move's card goes
// into, who won it and with what; for a move that arranges cards into
// sets, which set came back to the seat.

// ExplainSamples is how many sampled games Explain plays by default.
const ExplainSamples = 160

// Effect is what a move is expected to do, counted over sampled games.
type Effect struct {
	// Tricks counts the samples in which the trick the move's card went
	// into was seen to end (0: the move plays no card, or none was seen:
	// a round's last trick leaves the seat's view with its round).
	Tricks int
	// TrickWin is the chance the seat wins that trick.
	TrickWin float64
	// WinPoints is what winning the trick added to the seat's score, on
	// average over the samples it won it in, and WinPointsLow and
	// WinPointsHigh the fewest and the most: the score's change, not a
	// card's face value, so every card the trick gives counts as the game
	// scores it (Gummi's cards taken face-down at 1 point each, Trick of
	// Trip's suit worth more with each card won).
	WinPoints                   float64
	WinPointsLow, WinPointsHigh int
	// Beaten is, when some sample's trick was won by another seat, the
	// play that won it most often, and BeatenOnTable that the card was
	// already in the trick when the seat played (the move ducks under it);
	// its chance is BeatenShare.
	Beaten        *engine.PlayRecord
	BeatenOnTable bool
	BeatenShare   float64
	// Sets are an arrangement's sets (nil for any other move) and Keep,
	// for each, the chance that the seat has all its cards in hand once
	// the cards stop changing hands.
	Sets [][]string
	Keep []float64
	// To is the seat the arranged sets are handed to, -1 when none is.
	To int
	// Samples is how many games were played on.
	Samples int
}

// explainSteps bounds one sample's playing on: a whole trick, or a
// draft, takes far fewer moves.
const explainSteps = 200

// Explain plays action a of obs's seat on in samples games sampled from
// obs (0: ExplainSamples) and says what it did; false when the seat may
// not make it, or the game has no heuristic or view to play on with.
func Explain(obs engine.Observation, a engine.Action, samples int, rng *engine.RNG) (Effect, bool) {
	if obs == nil || rng == nil {
		return Effect{}, false
	}
	d, ok := games.Lookup(obs.GameName())
	if !ok || d.Heuristic == nil || d.View == nil {
		return Effect{}, false
	}
	var buf [engine.MaxActions]engine.Action
	if !slices.Contains(obs.Legal(buf[:0]), a) {
		return Effect{}, false
	}
	v0, err := d.View(obs)
	if err != nil {
		return Effect{}, false
	}
	if samples <= 0 {
		samples = ExplainSamples
	}
	seat := obs.Seat()
	e := Effect{Samples: samples, To: -1}
	if v0.Passing != nil {
		e.To = v0.Passing.To(seat, obs.Players())
	}
	var sets [][]string
	beaten := map[engine.PlayRecord]int{}
	won, winPoints := 0, 0
	var g engine.Game
	for i := range samples {
		g = obs.Determinize(rng, g)
		startScore := g.Score(seat)
		if i == 0 {
			m := g.EncodeMove(seat, a)
			spec, declared := d.Decision(m.Kind())
			switch {
			case m.Kind() != engine.MovePlay && m.Decode(&sets) == nil && len(sets) > 1:
				e.Sets = sets
				e.Keep = make([]float64, len(sets))
			case m.Kind() != engine.MovePlay && !(declared && spec.PlaysACard):
				// A choice that puts no card on the trick (who leads, a
				// bid) does nothing to a trick of its own.
				return e, true
			}
		}
		if g.Apply(seat, a) != nil {
			return Effect{}, false
		}
		if e.Sets != nil {
			hand, ok := playUntil(d, g, seat, rng, func(v engine.View) bool {
				return v.Passing == nil && v.Arranging() == nil && v.Choosing() == nil
			})
			if ok {
				for k, set := range e.Sets {
					if allIn(set, hand.Hand) {
						e.Keep[k]++
					}
				}
			}
			continue
		}
		v, ok := playUntil(d, g, seat, rng, func(v engine.View) bool {
			return v.Round != v0.Round || v.LastTrick != nil && !sameTrick(v.LastTrick, v0.LastTrick)
		})
		if !ok || v.Round != v0.Round || v.LastTrick == nil {
			// The round moved on in the same move: its last trick is no
			// longer in view, so this sample says nothing of it.
			continue
		}
		e.Tricks++
		t := v.LastTrick
		if slices.Contains(t.Winners, seat) {
			// playUntil stops as the trick ends, so the score has
			// changed by this trick alone.
			p := g.Score(seat) - startScore
			if won == 0 || p < e.WinPointsLow {
				e.WinPointsLow = p
			}
			if won == 0 || p > e.WinPointsHigh {
				e.WinPointsHigh = p
			}
			won++
			winPoints += p
			continue
		}
		for _, w := range t.Winners {
			for _, p := range t.Plays {
				if p.Seat == w {
					beaten[p]++
				}
			}
		}
	}
	if e.Sets != nil {
		for k := range e.Keep {
			e.Keep[k] /= float64(samples)
		}
		return e, true
	}
	if e.Tricks > 0 {
		e.TrickWin = float64(won) / float64(e.Tricks)
		if won > 0 {
			e.WinPoints = float64(winPoints) / float64(won)
		}
		var most engine.PlayRecord
		n := 0
		for p, c := range beaten {
			// Ties broken by the card's name so the same samples say the
			// same thing.
			if c > n || c == n && p.Card < most.Card {
				most, n = p, c
			}
		}
		if n > 0 {
			e.Beaten = &most
			e.BeatenShare = float64(n) / float64(e.Tricks)
			e.BeatenOnTable = slices.ContainsFunc(v0.Trick, func(q engine.PlayRecord) bool { return q.Seat == most.Seat && q.Card == most.Card })
		}
	}
	return e, true
}

// playUntil plays g on, every seat due choosing as the Normal bot from its
// own observation, until done says so of seat's view; false when the game
// ends or refuses first, or it takes too long.
func playUntil(d *engine.Descriptor, g engine.Game, seat int, rng *engine.RNG, done func(engine.View) bool) (engine.View, bool) {
	var buf [engine.MaxActions]engine.Action
	for range explainSteps {
		v, err := d.View(g.Observe(seat))
		if err != nil {
			return engine.View{}, false
		}
		if done(v) {
			return v, true
		}
		if g.Over() {
			return engine.View{}, false
		}
		for _, s := range g.ToMove().Seats() {
			legal := g.Legal(s, buf[:0])
			if len(legal) == 0 {
				continue
			}
			a := d.Heuristic(g.Observe(s), legal, false, rng)
			if !slices.Contains(legal, a) {
				a = legal[0]
			}
			if g.Apply(s, a) != nil {
				return engine.View{}, false
			}
		}
	}
	return engine.View{}, false
}

// sameTrick reports whether a and b are the same completed trick.
func sameTrick(a, b *engine.TrickRecord) bool {
	if a == nil || b == nil {
		return a == b
	}
	return a.Round == b.Round && a.Leader == b.Leader && slices.Equal(a.Plays, b.Plays)
}

// allIn reports whether every card of set is in hand.
func allIn(set []string, hand []engine.CardView) bool {
	for _, c := range set {
		if !slices.ContainsFunc(hand, func(h engine.CardView) bool { return h.Name == c }) {
			return false
		}
	}
	return true
}
