package app

import (
	"github.com/trickparty/trickparty/engine"
	"github.com/trickparty/trickparty/lan"
)

// actionEvents are the events of one public action record, as a remote
// session tells them live and in its history: scores are the totals after
// the action (nil when not known), roundEnded whether it ended its round,
// obs the observation after it, which names a face-down card played into
// the trick still in progress. later is the trick the action was played
// into when a later action finished it (history only), which names the
// card instead.
func actionEvents(la *lan.LastAction, scores []int, roundEnded bool, obs engine.Observation, later *engine.TrickRecord) []Event {
	scores = append([]int(nil), scores...)
	trick := publicTrick(la.Trick)
	card := la.Move.Play
	if card == "" && la.Verb.PlaysACard() {
		var done []engine.TrickRecord
		switch {
		case trick != nil:
			done = []engine.TrickRecord{*trick}
		case later != nil && later.Round == la.Round:
			done, obs = []engine.TrickRecord{*publicTrick(later)}, nil
		}
		card = revealedCard(obs, done, la.Seat)
	}
	evs := []Event{{Kind: ActionApplied, Seat: la.Seat, Move: la.Move, Verb: la.Verb, Card: card, Round: la.Round, Scores: scores, Obs: obs}}
	if trick != nil {
		evs = append(evs, Event{Kind: TrickCompleted, Seat: -1, Round: trick.Round, Trick: trick, Scores: scores, Obs: obs})
	}
	if roundEnded {
		evs = append(evs, Event{Kind: RoundOver, Seat: -1, Round: la.Round, Scores: scores, RoundScores: append([]int(nil), la.RoundScores...), Obs: obs})
	}
	return evs
}

// publicTrick copies a trick from the host, leaving out blank cards: a
// forged or older host's blank never reaches the screen.
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
	for i := range acts {
		la := &acts[i]
		last := i == len(acts)-1
		var scores []int
		var ended bool
		if last {
			ended = r.view.Over || r.view.Round != la.Round
			if r.view.Over {
				scores = r.view.Scores
			}
		} else {
			ended = acts[i+1].Round != la.Round
		}
		var later *engine.TrickRecord
		for j := i + 1; j < len(acts) && la.Trick == nil; j++ {
			if acts[j].Trick != nil {
				later = acts[j].Trick
				break
			}
		}
		var obs engine.Observation
		if later == nil {
			obs = r.obs
		}
		evs := actionEvents(la, scores, ended, obs, later)
		for k := range evs {
			evs[k].Obs = nil
		}
		out = append(out, evs...)
	}
	if len(acts) > 0 && r.view.Over {
		out = append(out, Event{Kind: GameOver, Seat: -1, Round: r.view.Round, Scores: append([]int(nil), r.view.Scores...), Winners: append([]int(nil), r.view.Winners...)})
	}
	return out, r.audience.seq
}
