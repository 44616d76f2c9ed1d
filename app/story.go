package app

import (
	"github.com/trickparty/trickparty/engine"
	"github.com/trickparty/trickparty/engine/games"
)

// Storyteller is a session that can tell the story so far: the events
// of every action since the game began, as the session would have sent
// them live, so a table screen opened mid-game (Continue, Resume,
// Rejoin) fills its log with the same words as when the game was played.
type Storyteller interface {
	// History returns the story up to now (its events have Seq 0) and
	// through, the Seq of the session's latest event when it was taken: a
	// subscriber's live events numbered up to through are already told by
	// it, so a screen that subscribes and then asks tells none twice.
	History() (events []Event, through int)
}

// storyStep is one applied action as a seat learns it: the action's
// public record and the table just after it. A local table reads it off
// its game (localStep), a remote session off the host's view (remoteStep);
// both hand it to a story, which alone decides the events it makes.
type storyStep struct {
	// Game is the game's id; Seat acted, Move is its public notation
	// (engine.Descriptor.Public), Verb its kind, Round the round it was
	// taken in.
	Game  string
	Seat  int
	Move  engine.Move
	Verb  engine.MoveKind
	Round int
	// Trick is the trick the action completed, if any; RoundScores the
	// points of the round it ended, if it ended one.
	Trick       *engine.TrickRecord
	RoundScores []int
	// NowRound is the table's round after the action, Over whether the
	// game is over, Winners the winners then.
	NowRound int
	Over     bool
	Winners  []int
	// Scores are the totals after the action (nil: not known, in a
	// remote history).
	Scores []int
	// Obs is the seat's observation after the action (nil: not known).
	Obs engine.Observation
	// Later is the trick a later action completed with this action's card
	// in it (a history only): it names a face-down card Obs cannot.
	Later *engine.TrickRecord
	// TimedOut: a stand-in bot took the action, the seat's time having
	// run out (a LAN table).
	TimedOut bool
	// StoodIn: a bot took the action for a person who is away.
	StoodIn bool
}

// story turns the applied actions of one game, as one seat learns them,
// into the events a session tells, in order: ActionApplied, then
// TrickCompleted for the trick it completed, RoundOver for the round it
// ended, GameOver once for the game's end. The local Table and the
// RemoteSession both tell their live events and their History through it,
// so the two cannot tell the same game differently.
type story struct {
	overTold bool
}

// tell returns the events of step.
func (s *story) tell(step storyStep) []Event {
	scores := append([]int(nil), step.Scores...)
	trick := publicTrick(step.Trick)
	card := step.Move.Play
	d, known := games.Lookup(step.Game)
	if card == "" && known && d.PlaysACard(step.Move.Kind()) {
		// A face-down card is named as it is revealed: in the trick it
		// completed, in a later one, or in the trick still in progress.
		var done []engine.TrickRecord
		obs := step.Obs
		switch {
		case trick != nil:
			done = []engine.TrickRecord{*trick}
		case step.Later != nil && step.Later.Round == step.Round:
			done, obs = []engine.TrickRecord{*publicTrick(step.Later)}, nil
		}
		card = revealedCard(obs, done, step.Seat)
	}
	evs := []Event{{Kind: ActionApplied, Seat: step.Seat, Move: public(d, step.Move), Verb: step.Verb, Card: card, Round: step.Round, Scores: scores, Obs: step.Obs, TimedOut: step.TimedOut, StoodIn: step.StoodIn}}
	if trick != nil {
		evs = append(evs, Event{Kind: TrickCompleted, Seat: -1, Round: trick.Round, Trick: trick, Scores: scores, Obs: step.Obs})
	}
	if step.Over || step.NowRound != step.Round {
		evs = append(evs, Event{Kind: RoundOver, Seat: -1, Round: step.Round, Scores: scores, RoundScores: append([]int(nil), step.RoundScores...), Obs: step.Obs})
	}
	if step.Over {
		evs = append(evs, s.over(step.Round, scores, step.Winners, step.Obs)...)
	}
	return evs
}

// over returns the GameOver event the first time the game is seen over,
// nothing after: a remote session may see the end again without an
// action (a view repeated after a reconnect).
func (s *story) over(round int, scores, winners []int, obs engine.Observation) []Event {
	if s.overTold {
		return nil
	}
	s.overTold = true
	return []Event{{Kind: GameOver, Seat: -1, Round: round, Scores: append([]int(nil), scores...), Winners: append([]int(nil), winners...), Obs: obs}}
}

// seen marks the game as already over when a session first sees it so
// (a snapshot of a finished game tells no GameOver).
func (s *story) seen(over bool) { s.overTold = over }

// revealedCard finds the card seat just played face-down: in the trick it
// completed, or in the observation's trick in progress.
func revealedCard(obs engine.Observation, done []engine.TrickRecord, seat int) string {
	if n := len(done); n > 0 {
		plays := done[n-1].Plays
		for i := len(plays) - 1; i >= 0; i-- {
			if plays[i].Seat == seat {
				return plays[i].Card
			}
		}
	}
	if obs == nil {
		return ""
	}
	if v, err := ViewOf(obs); err == nil {
		for i := len(v.Trick) - 1; i >= 0; i-- {
			if v.Trick[i].Seat == seat {
				return v.Trick[i].Card
			}
		}
	}
	return ""
}

// publicTrick copies a trick, leaving out blank cards: a forged or older
// host's blank never reaches the screen.
func publicTrick(t *engine.TrickRecord) *engine.TrickRecord {
	if t == nil {
		return nil
	}
	tr := *t
	tr.Winners = append([]int(nil), t.Winners...)
	tr.Plays = nil
	for _, p := range t.Plays {
		if p.Card != "" {
			tr.Plays = append(tr.Plays, p)
		}
	}
	return &tr
}

// public is m as every seat may see it: the game's public form (d nil: a
// game this version does not know, whose moves other than plays name only
// their seat).
func public(d *engine.Descriptor, m engine.Move) engine.Move {
	switch {
	case d != nil:
		return d.Public(m)
	case m.Kind() == engine.MovePlay:
		return m
	}
	return engine.Move{Seat: m.Seat}
}
