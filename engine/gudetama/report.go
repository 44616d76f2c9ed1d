package gudetama

import "github.com/trickparty/trickparty/engine"

// trickRecord is the log's record of the complete trick t; who leads next
// is added when decided (setLogNext). Its Why takes a winning 14 to hand
// the lead on; applyFinalPlay corrects that when the trick ends the game.
func (g *Game) trickRecord(t *trick) engine.TrickRecord {
	rec := engine.TrickRecord{Round: g.round, Leader: int(t.leader), Plays: make([]engine.PlayRecord, t.n), Winners: []int{int(t.winner)},
		Why: t.whyRecord(true, g.nTricks == g.tricksPerRound)}
	for i := range rec.Plays {
		p := t.plays[i]
		rec.Plays[i] = engine.PlayRecord{Seat: int(p.seat), Card: p.rank.String()}
	}
	return rec
}

// Report is the public record of the game so far (see the scenario
// contract): Piles holds, per seat, the names of its scored cards in the
// order scored ([]string).
func (g *Game) Report() engine.Report {
	rep := engine.Report{
		Round:       g.round,
		Tricks:      g.log.Tricks(),
		Scores:      make([]int, g.players),
		RoundScores: make([][]int, 0, g.round),
		Piles:       make([]any, g.players),
		Eliminated:  []int{},
		Winners:     []int{},
	}
	copy(rep.Scores, g.scores[:g.players])
	for r := 0; r < g.round; r++ {
		row := make([]int, g.players)
		for s := range row {
			row[s] = int(g.roundPts[r][s])
		}
		rep.RoundScores = append(rep.RoundScores, row)
	}
	for s := 0; s < g.players; s++ {
		pile := []string{}
		for _, r := range g.pile(s) {
			pile = append(pile, r.String())
		}
		rep.Piles[s] = pile
	}
	for s := 0; s < g.players; s++ {
		if !g.active.Has(s) {
			rep.Eliminated = append(rep.Eliminated, s)
		}
	}
	if g.over {
		rep.Winners = g.winners.Seats()
	}
	return rep
}

// pile lists the cards seat has scored, in the order scored (allocates).
func (g *Game) pile(seat int) []Rank {
	out := []Rank{}
	for r := 0; r < g.round; r++ {
		if c := g.roundPts[r][seat]; c != 0 {
			out = append(out, c)
		}
	}
	return out
}
