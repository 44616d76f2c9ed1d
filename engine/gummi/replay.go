package gummi

import "github.com/trickparty/trickparty/engine"

var _ engine.RoundReplayer = (*Observation)(nil)

// ReplayRound implements engine.RoundReplayer: every card played this
// round goes back where it came from (a hand, or a face-down position the
// seat has played, in the order played: which card lay where is unknown
// and changes nothing the seat knew), the piles and the round's score
// empty, and the first trick's leader is due.
func (o *Observation) ReplayRound(sample, dst engine.Game, moves []engine.SeatAction) (engine.Game, []engine.SeatAction, bool) {
	s, ok := sample.(*Game)
	if !ok || s == nil || s.players != o.NumPlayers || s.round != o.Round || s.nDone != len(o.Tricks) || o.Over ||
		o.Round < 1 || o.Round > advancedRounds || (len(o.Tricks) == 0 && len(o.Trick) == 0) {
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
	var used [MaxPlayers]uint8 // face-down positions given back
	undo := func(p Play) bool {
		if p.Seat < 0 || p.Seat >= g.players || !p.Card.Valid() {
			return false
		}
		if !p.Facedown {
			g.hands[p.Seat] |= p.Card.bit()
			moves = append(moves, engine.SeatAction{Seat: p.Seat, Action: PlayAction(p.Card)})
			return true
		}
		for pos := 0; pos < int(g.fdLen[p.Seat]); pos++ {
			bit := uint8(1) << pos
			if g.fdLeft[p.Seat]&bit == 0 && used[p.Seat]&bit == 0 {
				used[p.Seat] |= bit
				g.fdLeft[p.Seat] |= bit
				g.fdRow[p.Seat][pos] = p.Card
				moves = append(moves, engine.SeatAction{Seat: p.Seat, Action: FacedownAction(pos)})
				return true
			}
		}
		return false
	}
	for i := range o.Tricks {
		for _, p := range o.Tricks[i].Plays {
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
	g.pileUp = [MaxPlayers]uint64{}
	g.pileDown = [MaxPlayers]uint64{}
	g.roundScores[o.Round-1] = [MaxPlayers]int{}
	g.done = [maxTricks]trick{}
	g.nDone = 0
	g.cur = trick{leader: int8(first)}
	g.turn = first
	return g, moves, true
}
