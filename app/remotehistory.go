package app

import (
	"github.com/trickparty/trickparty/engine"
	"github.com/trickparty/trickparty/lan"
)

// remoteStep is the step of the story the host's view v tells: the
// public record of the action that made it (la, v.Last or one of the
// history's) and, when la is v's own action, the table after it (the
// caller sets NowRound and the rest otherwise). obs is the seat's
// observation after the action, when known; game is the table's game.
func remoteStep(game string, la *lan.LastAction, v *lan.View, obs engine.Observation) storyStep {
	step := storyStep{Game: game, Seat: la.Seat, Move: la.Move, Verb: la.Verb, Round: la.Round, Trick: la.Trick, RoundScores: la.RoundScores, NowRound: la.Round, Obs: obs, TimedOut: la.TimedOut, StoodIn: la.StoodIn}
	if v != nil {
		step.NowRound, step.Over, step.Winners, step.Scores = v.Round, v.Over, v.Winners, v.Scores
	}
	return step
}

// History implements Storyteller from the public record the host sent
// (lan.Client.History), up to the observation this session shows. Only
// the seat's present observation is known here, so the events' Obs is
// nil and their Scores are known only for the game's end; a host keeps
// the latest actions only, as many as fit one frame.
func (r *RemoteSession) History() ([]Event, int) {
	r.mu.Lock()
	defer r.mu.Unlock()
	if r.obs == nil || r.view == nil {
		return nil, r.audience.seq
	}
	h := r.c.History()
	acts := h.Actions
	if n := r.version - h.First() + 1; n < len(acts) {
		// Views this session has not shown yet will tell the rest.
		acts = acts[:max(n, 0)]
	}
	var out []Event
	var told story
	for i := range acts {
		la := &acts[i]
		var step storyStep
		if i == len(acts)-1 {
			step = remoteStep(r.table.Game, la, r.view, nil)
			if !r.view.Over {
				step.Scores = nil // the totals then are not known
			}
		} else {
			step = remoteStep(r.table.Game, la, nil, nil)
			step.NowRound = acts[i+1].Round
		}
		for j := i + 1; j < len(acts) && la.Trick == nil; j++ {
			if acts[j].Trick != nil {
				step.Later = acts[j].Trick
				break
			}
		}
		if step.Later == nil {
			step.Obs = r.obs // names a face-down card in the trick in progress
		}
		evs := told.tell(step)
		for k := range evs {
			evs[k].Obs = nil
		}
		out = append(out, evs...)
	}
	return out, r.audience.seq
}
