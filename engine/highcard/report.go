package highcard

import "github.com/trickparty/trickparty/engine"

// Report is the public record of the game: every trick (only for games
// made by New; copies list none), the scores and the winners once over.
func (g *Game) Report() engine.Report {
	scores := []int{g.points[0], g.points[1]}
	rep := engine.Report{Round: 1, Tricks: []engine.TrickRecord{}, Scores: scores, RoundScores: [][]int{scores}, Winners: g.Winners().Seats()}
	if g.log.Keeping() {
		rep.Tricks = append(rep.Tricks, g.log.Tricks()...)
	}
	return rep
}
