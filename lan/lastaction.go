package lan

import (
	"github.com/trickparty/trickparty/engine"
	"github.com/trickparty/trickparty/engine/games"
)

// LastAction is the public record of the action that brought the table to a
// view's Version, so a client can tell what happened between two views
// (animate a card, announce a finished trick or round) without guessing
// from snapshots. Everything in it is public: a Trick of Trip split or pick
// is stripped of its cards, as every other seat must not see them. A
// round's final action names all of its trick's cards although the next
// deal is already out: a card once played is public, and naming it says
// nothing about who holds it now.
type LastAction struct {
	// Seat acted.
	Seat int `json:"seat"`
	// Verb is the kind of action even when Move is stripped.
	Verb engine.MoveKind `json:"verb"`
	// Move is the action in the engine's notation, stripped of any hidden
	// cards.
	Move engine.Move `json:"move"`
	// Round is the round the action was taken in.
	Round int `json:"round"`
	// Trick is the trick this action completed, if it completed one.
	Trick *engine.TrickRecord `json:"trick,omitempty"`
	// RoundScores are the points of the round this action ended, if it
	// ended one.
	RoundScores []int `json:"round_scores,omitempty"`
	// TimedOut: the seat's turn timer ran out and its stand-in bot played
	// this action for the player.
	TimedOut bool `json:"timed_out,omitempty"`
	// StoodIn: a bot played this action for a person whose seat it holds
	// while they are away (their connection lost past its grace period),
	// so no log says the absent player chose it.
	StoodIn bool `json:"stood_in,omitempty"`
}

// lastTracker remembers the public record of the latest action; it is
// owned by the host's loop goroutine.
type lastTracker struct {
	last   *LastAction
	tricks int // completed tricks seen so far
	// log is every action's record, oldest first (history.go).
	log []*LastAction
}

// note records seat's move, just applied to g in round.
func (t *lastTracker) note(g engine.Game, seat int, mv engine.Move, round int) {
	pub := engine.Move{Seat: mv.Seat}
	if d, ok := games.Lookup(g.Name()); ok {
		pub = d.Public(mv)
	} else if mv.Kind() == engine.MovePlay {
		pub = mv
	}
	la := &LastAction{Seat: seat, Verb: mv.Kind(), Move: pub, Round: round}
	rep := g.Report()
	if n := len(rep.Tricks); n > t.tricks {
		tr := rep.Tricks[n-1]
		tr.Plays = append([]engine.PlayRecord(nil), tr.Plays...)
		tr.Winners = append([]int(nil), tr.Winners...)
		la.Trick = &tr
		t.tricks = n
	}
	if (g.Over() || g.Round() != round) && round >= 1 && round-1 < len(rep.RoundScores) {
		la.RoundScores = append([]int(nil), rep.RoundScores[round-1]...)
	}
	t.last = la
	t.keep(la)
}
