package app

import (
	"errors"
	"fmt"
	"slices"
	"sync"

	"github.com/trickparty/trickparty/engine"
	"github.com/trickparty/trickparty/engine/bot"
	"github.com/trickparty/trickparty/engine/games"
	"github.com/trickparty/trickparty/engine/tutorial"
)

// Tutorial is a guided first game: a local table dealt and played as its
// script says, the other seats playing the script's moves, paced by the
// coach's steps. The learner may make only the move the current step asks
// for; anything else is answered (CoachRefusal) and changes nothing.
type Tutorial struct {
	*Table
	script *tutorial.Script
	// actions are the script's actions decoded, in order; whyNot[i] the
	// actions step i answers in their own words, decoded.
	actions []engine.Action
	whyNot  map[int][]engine.Action

	mu sync.Mutex
	// done is how many steps are finished; played how many of the
	// script's actions the table has applied.
	done, played int
	stopped      bool
	wake         *sync.Cond
	changes      chan struct{}
}

// CoachRefusal answers a learner's move that the current step does not
// ask for; Say is the coach's reason, in every language.
type CoachRefusal struct {
	Say tutorial.Text
}

func (e *CoachRefusal) Error() string { return e.Say.EN }

// ErrReadFirst refuses a move while the coach waits for Next.
var ErrReadFirst = errors.New("read the coach's note first, then press Next")

// CoachStep is where the tutorial stands, for the coach panel.
type CoachStep struct {
	// Index counts from 0 of Of steps; Index == Of once every step is done.
	Index, Of int
	tutorial.Step
	// Move: the step waits for the learner's action Expected; otherwise
	// it waits for Next.
	Move     bool
	Expected engine.Action
	// Notation is the expected action in the scenario's notation (which
	// cards a split puts together, which set a pick takes).
	Notation engine.Move
	// At is how many of the game's actions come before the step: it
	// belongs on screen once the table shows that many.
	At int
}

// NewTutorial seats the learner (named name) and the script's players
// around the script's game. Start it like a Table.
func NewTutorial(s *tutorial.Script, name string) (*Tutorial, error) {
	tut := &Tutorial{script: s, changes: make(chan struct{}, 1), whyNot: map[int][]engine.Action{}}
	tut.wake = sync.NewCond(&tut.mu)
	g, err := games.New(s.Scenario.Config())
	if err != nil {
		return nil, err
	}
	for i, m := range s.Scenario.Actions {
		for k, st := range s.Steps {
			for _, other := range st.WhyNot {
				if st.At != i {
					continue
				}
				a, err := g.DecodeMove(other.Move)
				if err != nil {
					return nil, fmt.Errorf("tutorial step %d: %w", k, err)
				}
				tut.whyNot[k] = append(tut.whyNot[k], a)
			}
		}
		a, err := g.DecodeMove(m)
		if err == nil {
			err = g.Apply(m.Seat, a)
		}
		if err != nil {
			return nil, fmt.Errorf("tutorial action %d: %w", i, err)
		}
		tut.actions = append(tut.actions, a)
	}
	seats := make([]SeatSetup, s.Scenario.Players)
	for i := range seats {
		seats[i] = SeatSetup{Kind: Bot, Name: s.Names[i], Level: bot.Normal}
	}
	seats[s.Learner] = SeatSetup{Kind: Human, Name: name}
	next := 0
	t, err := NewTable(TableOptions{
		Config: s.Scenario.Config(),
		Seats:  seats,
		NewBot: func(bot.Level) (bot.Bot, error) {
			// Seats are built in order; each scripted one gets its own.
			for next == s.Learner {
				next++
			}
			next++
			return &scriptedPlayer{tut: tut, seat: next - 1}, nil
		},
	})
	if err != nil {
		return nil, err
	}
	tut.Table = t
	t.applied = tut.follow
	return tut, nil
}

// follow hears the number of actions the table has applied (under the
// table's lock, which is always taken before the tutorial's).
func (tut *Tutorial) follow(moves int) {
	tut.mu.Lock()
	tut.played = moves
	tut.finishMovesLocked()
	tut.mu.Unlock()
	tut.changed()
}

// finishMovesLocked ends the move step whose action was just played.
func (tut *Tutorial) finishMovesLocked() {
	for tut.done < len(tut.script.Steps) && tut.script.MoveStep(tut.done) && tut.script.Steps[tut.done].At < tut.played {
		tut.done++
	}
	tut.wake.Broadcast()
}

// Changes receives a signal (coalesced) whenever the step or the game
// moved on.
func (tut *Tutorial) Changes() <-chan struct{} { return tut.changes }

func (tut *Tutorial) changed() {
	select {
	case tut.changes <- struct{}{}:
	default:
	}
}

// Seats implements Session. A scripted seat is never "thinking": it waits
// for the coach, and then plays at once.
func (tut *Tutorial) Seats() []SeatInfo {
	seats := tut.Table.Seats()
	for i := range seats {
		seats[i].Thinking = false
	}
	return seats
}

// Script is the tutorial's script.
func (tut *Tutorial) Script() *tutorial.Script { return tut.script }

// Step is the current step.
func (tut *Tutorial) Step() CoachStep {
	tut.mu.Lock()
	defer tut.mu.Unlock()
	return tut.stepLocked()
}

func (tut *Tutorial) stepLocked() CoachStep {
	steps := tut.script.Steps
	c := CoachStep{Index: tut.done, Of: len(steps), Expected: engine.NoAction}
	if tut.done < len(steps) {
		c.Step = steps[tut.done]
		c.At = c.Step.At
		c.Move = tut.script.MoveStep(tut.done)
		if c.Move {
			c.Expected = tut.actions[c.Step.At]
			c.Notation = tut.script.Scenario.Actions[c.Step.At]
		}
	}
	return c
}

// Next finishes the current step if it waits for Next.
func (tut *Tutorial) Next() {
	tut.mu.Lock()
	if tut.done < len(tut.script.Steps) && !tut.script.MoveStep(tut.done) && tut.script.Steps[tut.done].At <= tut.played {
		tut.done++
		tut.wake.Broadcast()
	}
	tut.mu.Unlock()
	tut.changed()
}

// Finished reports whether every step is done.
func (tut *Tutorial) Finished() bool {
	tut.mu.Lock()
	defer tut.mu.Unlock()
	return tut.done == len(tut.script.Steps)
}

// Submit plays the learner's move if it is the one the current step asks
// for; another legal move gets the step's reason, an illegal one the
// engine's refusal.
func (tut *Tutorial) Submit(a engine.Action) error {
	tut.mu.Lock()
	c := tut.stepLocked()
	played := tut.played
	tut.mu.Unlock()
	if !c.Move || c.At != played {
		if c.Index < c.Of && !c.Move {
			return ErrReadFirst
		}
		return &engine.RuleError{Rule: "turn", Message: "it is not your turn"}
	}
	if a == c.Expected || tut.sameChoice(a, c.Expected) {
		return tut.Table.Submit(c.Expected)
	}
	if err := tut.Table.check(a); err != nil {
		return err
	}
	for k, other := range tut.whyNot[c.Index] {
		if other == a {
			return &CoachRefusal{Say: c.WhyNot[k].Say}
		}
	}
	return &CoachRefusal{Say: c.Wrong}
}

// Send implements Session: a local tutorial answers at once.
func (tut *Tutorial) Send(a engine.Action) error { return tut.Submit(a) }

// sameChoice reports whether a is the expected action in another order
// (an arrangement whose sets, or their cards, are in another order, as a
// Trick of Trip split: the same split to a player).
func (tut *Tutorial) sameChoice(a, expected engine.Action) bool {
	ma, me := tut.Table.encode(a), tut.Table.encode(expected)
	d, ok := games.Lookup(tut.Table.cfg.Game)
	if !ok || ma.Kind() != me.Kind() {
		return false
	}
	if spec, ok := d.Decision(ma.Kind()); !ok || spec.Value != engine.ValueSets {
		return false
	}
	var sa, se [][]string
	if ma.Decode(&sa) != nil || me.Decode(&se) != nil || len(sa) == 0 || len(sa) != len(se) {
		return false
	}
	key := func(split [][]string) []string {
		var sets []string
		for _, set := range split {
			s := slices.Clone(set)
			slices.Sort(s)
			sets = append(sets, fmt.Sprint(s))
		}
		slices.Sort(sets)
		return sets
	}
	return slices.Equal(key(sa), key(se))
}

// Close stops the tutorial: the scripted players waiting for the coach
// give up without a move, and the table closes.
func (tut *Tutorial) Close() error {
	first := tut.Table.stop()
	tut.mu.Lock()
	tut.stopped = true
	tut.wake.Broadcast()
	tut.mu.Unlock()
	if first {
		tut.Table.wg.Wait()
	}
	return nil
}

// scriptedPlayer plays one seat's actions of the script, each once the
// script's earlier actions are played and the coach has said everything
// that comes before it.
type scriptedPlayer struct {
	tut  *Tutorial
	seat int
}

func (p *scriptedPlayer) Level() bot.Level { return bot.Normal }

func (p *scriptedPlayer) Choose(engine.Observation, *engine.RNG) engine.Action {
	tut := p.tut
	tut.mu.Lock()
	defer tut.mu.Unlock()
	for {
		if tut.stopped {
			return engine.NoAction
		}
		k := tut.played
		if k < len(tut.actions) && tut.script.Scenario.Actions[k].Seat == p.seat && tut.releasedLocked(k) {
			return tut.actions[k]
		}
		tut.wake.Wait()
	}
}

// releasedLocked reports whether action k may be played: no step before
// it is still unfinished.
func (tut *Tutorial) releasedLocked(k int) bool {
	return tut.done == len(tut.script.Steps) || tut.script.Steps[tut.done].At > k
}
