package ohhell

import "github.com/trickparty/trickparty/engine"

// Pile is a seat's record in a report's piles: its bid and the tricks it
// won in each round so far (a bid not yet made is -1).
type Pile struct {
	Bids []int `json:"bids"`
	Won  []int `json:"won"`
}

// Report is the public record of the game so far (see the scenario
// contract); Piles holds each seat's Pile.
func (g *Game) Report() engine.Report {
	rep := engine.Report{
		Round:       g.round,
		Tricks:      g.log.Tricks(),
		Scores:      make([]int, g.players),
		RoundScores: make([][]int, g.round),
		Piles:       make([]any, g.players),
		Eliminated:  []int{},
		Winners:     []int{},
	}
	copy(rep.Scores, g.scores[:g.players])
	for r := range rep.RoundScores {
		rep.RoundScores[r] = make([]int, g.players)
		for s := range rep.RoundScores[r] {
			rep.RoundScores[r][s] = int(g.roundPts[r][s])
		}
	}
	for s := 0; s < g.players; s++ {
		p := Pile{Bids: make([]int, g.round), Won: make([]int, g.round)}
		for r := 0; r < g.round; r++ {
			p.Bids[r], p.Won[r] = int(g.roundBids[r][s]), int(g.roundWon[r][s])
		}
		rep.Piles[s] = p
	}
	if g.over {
		rep.Winners = g.winnerS.Seats()
	}
	return rep
}
