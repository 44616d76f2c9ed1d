package gudetama

import "github.com/trickparty/trickparty/engine"

// logTrick is one completed trick of the trick log behind Report.
type logTrick struct {
	round uint8
	t     trick
	next  int8 // who leads next; -1 while undecided or when the game is over
}

// Report is the public record of the game so far (see the scenario
// contract): Piles holds, per seat, the names of its scored cards in the
// order scored ([]string).
func (g *Game) Report() engine.Report {
	rep := engine.Report{
		Round:       g.round,
		Tricks:      make([]engine.TrickRecord, 0, len(g.log)),
		Scores:      make([]int, g.players),
		RoundScores: make([][]int, 0, g.round),
		Piles:       make([]any, g.players),
		Eliminated:  []int{},
		Winners:     []int{},
	}
	for _, lt := range g.log {
		rec := engine.TrickRecord{
			Round:   int(lt.round),
			Leader:  int(lt.t.leader),
			Plays:   make([]engine.PlayRecord, lt.t.n),
			Winners: []int{int(lt.t.winner)},
		}
		for i := range rec.Plays {
			p := lt.t.plays[i]
			rec.Plays[i] = engine.PlayRecord{Seat: int(p.seat), Card: p.rank.String()}
		}
		if lt.next >= 0 {
			rec.NextLeader = engine.IntPtr(int(lt.next))
		}
		rep.Tricks = append(rep.Tricks, rec)
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
