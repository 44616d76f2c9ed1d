package trip

import "github.com/trickparty/trickparty/engine"

var _ engine.RoundReplayer = (*Observation)(nil)

// ReplayRound implements engine.RoundReplayer for the round's tricks (the
// draft is not replayed: its choices are hidden): every card played this
// round goes back to its hand, the cards won this round leave the won
// piles, the discard empties and the first trick's leader is due.
func (o *Observation) ReplayRound(sample, dst engine.Game, moves []engine.SeatAction) (engine.Game, []engine.SeatAction, bool) {
	s, ok := sample.(*Game)
	if !ok || s == nil || s.players != o.NumPlayers || s.round != o.Round || s.phase != phasePlay ||
		s.nDone != len(o.Tricks) || o.Over || o.Round < 1 || o.Round > MaxRounds || (len(o.Tricks) == 0 && len(o.Trick) == 0) {
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
		if p.Seat < 0 || p.Seat >= g.players || p.Card >= NumCards {
			return false
		}
		g.hand[p.Seat] = g.hand[p.Seat].With(p.Card)
		moves = append(moves, engine.SeatAction{Seat: p.Seat, Action: PlayAction(p.Card)})
		return true
	}
	for _, t := range o.Tricks {
		for _, p := range t.Plays {
			if !undo(p) {
				return nil, moves, false
			}
		}
	}
	for _, p := range o.Trick {
		if !undo(p) {
			return nil, moves, false
		}
	}
	r := o.Round - 1
	for seat := 0; seat < g.players; seat++ {
		g.won[seat] &^= g.roundWon[r][seat]
		g.roundWon[r][seat] = 0
	}
	g.discard = 0
	g.done = [maxTricks]trickRec{}
	g.nDone = 0
	g.trick = [MaxPlayers]Card{}
	g.nTrick = 0
	g.leader, g.turn = first, first
	return g, moves, true
}
