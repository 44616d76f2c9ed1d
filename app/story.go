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

// tableStep applies seat's action to g and returns its notation and the
// events a local table emits for it, in order. The table's live play and
// its History both go through it, so the story told later is the one told
// live. human is the seat whose own moves are shown whole, view the seat
// whose observation the events carry, and tricks the completed tricks
// before the action (updated).
func tableStep(g engine.Game, seat int, a engine.Action, human, view int, tricks *int) (engine.Move, []Event, error) {
	move := g.EncodeMove(seat, a)
	round := g.Round()
	if err := g.Apply(seat, a); err != nil {
		return move, nil, err
	}
	rep := g.Report()
	obs := g.Observe(view)
	public := move
	if seat != human {
		public = move.Public()
	}
	card := move.Play
	var newTricks []engine.TrickRecord
	if len(rep.Tricks) > *tricks {
		newTricks = rep.Tricks[*tricks:]
		*tricks = len(rep.Tricks)
	}
	if card == "" && move.Facedown != nil {
		card = revealedCard(obs, newTricks, seat)
	}
	scores := append([]int(nil), rep.Scores...)
	evs := []Event{{Kind: ActionApplied, Seat: seat, Move: public, Verb: move.Kind(), Card: card, Round: round, Scores: scores, Obs: obs}}
	for i := range newTricks {
		tr := newTricks[i]
		evs = append(evs, Event{Kind: TrickCompleted, Seat: -1, Round: tr.Round, Trick: &tr, Scores: scores, Obs: obs})
	}
	if g.Over() || g.Round() != round {
		var rs []int
		if round-1 < len(rep.RoundScores) {
			rs = append([]int(nil), rep.RoundScores[round-1]...)
		}
		evs = append(evs, Event{Kind: RoundOver, Seat: -1, Round: round, Scores: scores, RoundScores: rs, Obs: obs})
	}
	if g.Over() {
		evs = append(evs, Event{Kind: GameOver, Seat: -1, Round: round, Scores: scores, Winners: g.Winners().Seats(), Obs: obs})
	}
	return move, evs, nil
}

// History implements Storyteller: the table's moves replayed through a
// fresh game, told as they were told live.
func (t *Table) History() ([]Event, int) {
	t.mu.Lock()
	defer t.mu.Unlock()
	g, err := games.New(t.cfg)
	if err != nil {
		return nil, t.audience.seq // NewTable built this very game
	}
	var out []Event
	tricks := 0
	for _, m := range t.moves {
		a, err := g.DecodeMove(m)
		if err != nil {
			break // every move was checked when it was applied
		}
		_, evs, err := tableStep(g, m.Seat, a, t.human, t.viewSeat(), &tricks)
		if err != nil {
			break
		}
		out = append(out, evs...)
	}
	return out, t.audience.seq
}
