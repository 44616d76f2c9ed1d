package gudetama

import "github.com/trickparty/trickparty/engine"

var _ engine.RoundReplayer = (*Observation)(nil)

// ReplayRound implements engine.RoundReplayer: every card played this
// round goes back to its hand, the discard empties and the first trick's
// leader is due; the moves are the plays and, after a trick won with a 14,
// the winner's choice of the next leader.
func (o *Observation) ReplayRound(sample, dst engine.Game, moves []engine.SeatAction) (engine.Game, []engine.SeatAction, bool) {
	s, ok := sample.(*Game)
	if !ok || s == nil || s.players != o.NumPlayers || s.round != o.Round || s.nTricks != len(o.Tricks) || o.Over ||
		(len(o.Tricks) == 0 && len(o.Trick) == 0) {
		return nil, moves, false
	}
	g, ok := dst.(*Game)
	if !ok || g == nil {
		g = new(Game)
	}
	g.CopyFrom(s)
	first := o.Leader
	if len(o.Tricks) > 0 {
		first = o.Tricks[0].Leader
	}
	if first < 0 || first >= g.players {
		return nil, moves, false
	}
	undo := func(p Play) bool {
		if p.Seat < 0 || p.Seat >= g.players || p.Card < 1 || p.Card > NumRanks {
			return false
		}
		g.hands[p.Seat] = g.hands[p.Seat].Add(p.Card)
		moves = append(moves, engine.SeatAction{Seat: p.Seat, Action: PlayAction(p.Card)})
		return true
	}
	for i, t := range o.Tricks {
		for _, p := range t.Plays {
			if !undo(p) {
				return nil, moves, false
			}
		}
		next := o.Leader
		if i+1 < len(o.Tricks) {
			next = o.Tricks[i+1].Leader
		}
		if best := bestRank(t.Plays); best == NumRanks && next >= 0 && next != t.Winner {
			moves = append(moves, engine.SeatAction{Seat: t.Winner, Action: LeadAction(next)})
		}
	}
	for _, p := range o.Trick {
		if !undo(p) {
			return nil, moves, false
		}
	}
	g.discard = 0
	g.nTricks = 0
	g.tricks = [HandSize]trick{}
	g.choosing = false
	g.startTrick(first)
	return g, moves, true
}

// bestRank is the highest rank among plays.
func bestRank(plays []Play) Rank {
	var best Rank
	for _, p := range plays {
		best = max(best, p.Card)
	}
	return best
}
