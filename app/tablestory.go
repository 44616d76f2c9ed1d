package app

import (
	"github.com/trickparty/trickparty/engine"
	"github.com/trickparty/trickparty/engine/games"
)

// localStep applies seat's action to g and returns its notation and the
// step of the story it makes, as seat view learns it. tricks is the number
// of completed tricks before the action (updated). The table's live play
// and its History both go through it, so the story told later is the one
// told live.
func localStep(g engine.Game, seat int, a engine.Action, view int, tricks *int) (engine.Move, storyStep, error) {
	move := g.EncodeMove(seat, a)
	round := g.Round()
	if err := g.Apply(seat, a); err != nil {
		return move, storyStep{}, err
	}
	rep := g.Report()
	d, _ := games.Lookup(g.Name())
	step := storyStep{Game: g.Name(), Seat: seat, Move: public(d, move), Verb: move.Kind(), Round: round,
		NowRound: g.Round(), Over: g.Over(), Scores: rep.Scores, Obs: g.Observe(view)}
	if n := len(rep.Tricks); n > *tricks {
		step.Trick = &rep.Tricks[n-1]
		*tricks = n
	}
	if (step.Over || step.NowRound != round) && round >= 1 && round-1 < len(rep.RoundScores) {
		step.RoundScores = rep.RoundScores[round-1]
	}
	if step.Over {
		step.Winners = g.Winners().Seats()
	}
	return move, step, nil
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
	var told story
	tricks := 0
	for _, m := range t.moves {
		a, err := g.DecodeMove(m)
		if err != nil {
			break // every move was checked when it was applied
		}
		_, step, err := localStep(g, m.Seat, a, t.viewSeat(), &tricks)
		if err != nil {
			break
		}
		out = append(out, told.tell(step)...)
	}
	return out, t.audience.seq
}
