// Package bot holds Trick Party's computer players. A bot sees only its
// seat's engine.Observation - the type it is given has no way to reach
// another seat's hand or a face-down card - plus a budget and an RNG.
package bot

import (
	"time"

	"github.com/trickparty/trickparty/engine"
)

// Level is a bot's strength.
type Level string

// The levels, weakest first.
const (
	Random Level = "random"
	Easy   Level = "easy"
	Normal Level = "normal"
	Hard   Level = "hard"
	Expert Level = "expert"
)

// Levels lists the levels a player chooses among, weakest first. Expert
// is not among them yet: until it beats Hard (docs/BOTS.md) it plays in
// the arena and trickctl's tables only, where ParseLevel takes it.
var Levels = []Level{Random, Easy, Normal, Hard}

// Budget bounds the Hard and Expert bots' search: whichever limit is
// reached first. Zero fields are unlimited, but at least one must be set
// for Hard; Expert's time limit is at most a second.
type Budget struct {
	Iterations int
	Time       time.Duration
}

// DefaultBudget is the Hard bot's thinking time per decision.
var DefaultBudget = Budget{Time: 250 * time.Millisecond}

// BudgetFor is a level's default budget at a table: ExpertBudget for
// Expert, DefaultBudget for the others.
func BudgetFor(l Level) Budget {
	if l == Expert {
		return ExpertBudget
	}
	return DefaultBudget
}

// Bot chooses an action for the observing seat.
type Bot interface {
	// Level is the bot's strength.
	Level() Level
	// Choose returns a legal action of obs.Seat(). It must only be called
	// when that seat is due to act.
	Choose(obs engine.Observation, rng *engine.RNG) engine.Action
}

// Ranked is one candidate action with the search's estimate of it.
type Ranked struct {
	Action engine.Action
	// Estimate is the expected outcome for the seat in [0, 1] (a win counts
	// 1, a shared win a fraction).
	Estimate float64
	// Visits is how often the search tried the action.
	Visits int
}
