package trip

import (
	"github.com/trickparty/trickparty/engine"
)

// Report is the public record of the game: every trick of every round (for
// games made by New), scores by the score formula over the cards won so far,
// one round_scores entry per finished or running round (the formula over
// that round's won cards), and each seat's won cards by name in card order.
func (g *Game) Report() engine.Report {
	r := engine.Report{
		Round:      g.round,
		Tricks:     g.log.Tricks(),
		Scores:     make([]int, g.players),
		Piles:      make([]any, g.players),
		Eliminated: []int{},
		Winners:    []int{},
	}
	for s := 0; s < g.players; s++ {
		r.Scores[s] = score(g.won[s])
		r.Piles[s] = g.won[s].Names()
	}
	for q := 0; q < g.round; q++ {
		row := make([]int, g.players)
		for s := range row {
			row[s] = score(g.roundWon[q][s])
		}
		r.RoundScores = append(r.RoundScores, row)
	}
	if g.over {
		r.Winners = g.winners.Seats()
	}
	return r
}

// record appends the trick just completed to the log of a game made by New;
// next is who leads next (-1: nobody, the game is over).
func (g *Game) record(next int) {
	if !g.log.Keeping() {
		return
	}
	t := &g.done[g.nDone-1]
	rec := engine.TrickRecord{Round: g.round, Leader: int(t.leader), Winners: []int{int(t.winner)}}
	rec.Plays = make([]engine.PlayRecord, g.players)
	for i := range rec.Plays {
		rec.Plays[i] = engine.PlayRecord{Seat: (int(t.leader) + i) % g.players, Card: t.cards[i].String()}
	}
	if next >= 0 {
		rec.NextLeader = engine.IntPtr(next)
	}
	wi := (int(t.winner) - int(t.leader) + g.players) % g.players
	rec.Why = engine.OneWhy(int(t.winner), t.cards[wi].String(), t.why.id())
	keepsOwn(rec.Why, g.players, g.won[t.winner])
	g.log.Add(rec)
}
