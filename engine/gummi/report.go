package gummi

import (
	"github.com/trickparty/trickparty/engine"
)

// trickRecord is the log's record of the complete trick t of the current
// round; next is the seat that leads next, -1 when the game is over.
func (g *Game) trickRecord(t *trick, next int) engine.TrickRecord {
	rec := engine.TrickRecord{Round: g.round, Leader: int(t.leader), Plays: make([]engine.PlayRecord, t.n), Winners: t.winnersInOrder(g.players)}
	for i := 0; i < int(t.n); i++ {
		rec.Plays[i] = engine.PlayRecord{Seat: t.seat(i, g.players), Card: t.plays[i].card.String(), Facedown: t.plays[i].facedown}
	}
	if next >= 0 {
		rec.NextLeader = engine.IntPtr(next)
	}
	rec.Why = t.why(g.players)
	return rec
}

// seat is who made the i-th play of t.
func (t *trick) seat(i, players int) int { return (int(t.leader) + i) % players }

// winnersInOrder lists t's winners in the order they played.
func (t *trick) winnersInOrder(players int) []int {
	out := make([]int, 0, t.winners.Count())
	for i := 0; i < int(t.n); i++ {
		if s := t.seat(i, players); t.winners.Has(s) {
			out = append(out, s)
		}
	}
	return out
}

// pileOrder calls add for each card of the complete trick t as it goes to a
// pile: for each winner in play order, the winning card face-up, then the
// other cards of its colour face-down in play order.
func (t *trick) pileOrder(players int, add func(seat int, c Card, faceup bool)) {
	for i := 0; i < int(t.n); i++ {
		s := t.seat(i, players)
		if !t.winners.Has(s) {
			continue
		}
		win := t.plays[i].card
		// A winner may have won with this play only if it is the highest of
		// its colour (a seat plays once per trick).
		add(s, win, true)
		for j := 0; j < int(t.n); j++ {
			if c := t.plays[j].card; j != i && c.Colour() == win.Colour() {
				add(s, c, false)
			}
		}
	}
}

// Pile is one seat's scoring pile in the current round, in the order the
// cards were added, as the scenario contract's "piles" shows it.
type Pile struct {
	Faceup   []string `json:"faceup"`
	Facedown []string `json:"facedown"`
}

// Report is the public record of the game: every completed trick (only for
// games made by New; clones list none), running scores, scores per round,
// each seat's pile in the current round, and the winners once over.
func (g *Game) Report() engine.Report {
	rep := engine.Report{
		Round:       g.round,
		Tricks:      []engine.TrickRecord{},
		Scores:      make([]int, g.players),
		RoundScores: make([][]int, g.round),
		Piles:       make([]any, g.players),
		Eliminated:  []int{},
		Winners:     []int{},
	}
	if g.log.Keeping() {
		rep.Tricks = append(rep.Tricks, g.log.Tricks()...)
	}
	for s := 0; s < g.players; s++ {
		rep.Scores[s] = g.Score(s)
	}
	for r := range rep.RoundScores {
		rep.RoundScores[r] = append([]int(nil), g.roundScores[r][:g.players]...)
	}
	piles := make([]Pile, g.players)
	for s := range piles {
		piles[s] = Pile{Faceup: []string{}, Facedown: []string{}}
	}
	for i := 0; i < g.nDone; i++ {
		g.done[i].pileOrder(g.players, func(s int, c Card, faceup bool) {
			if faceup {
				piles[s].Faceup = append(piles[s].Faceup, c.String())
			} else {
				piles[s].Facedown = append(piles[s].Facedown, c.String())
			}
		})
	}
	for s := range piles {
		rep.Piles[s] = piles[s]
	}
	if g.over {
		rep.Winners = g.winners.Seats()
	}
	return rep
}
