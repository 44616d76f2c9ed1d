package bot

import (
	"testing"

	"github.com/trickparty/trickparty/engine"
)

// scoredGame is a game at a search's horizon: only its scores matter.
type scoredGame struct {
	engine.Game
	scores []int
}

func (g scoredGame) Players() int       { return len(g.scores) }
func (g scoredGame) Score(seat int) int { return g.scores[seat] }
func (g scoredGame) Over() bool         { return false }

// TestRewardVersusBest: in Gudetama (lowest total wins) 10 points against
// 5, 20 and 20 is a losing position: one seat is ahead, and being ahead of
// the other two wins nothing. Averaging over every other seat calls it good.
func TestRewardVersusBest(t *testing.T) {
	g := scoredGame{scores: []int{10, 5, 20, 20}}
	s := newSearcher()
	s.params = paramsFor("gudetama")
	s.evaluate(g)
	if s.rewards[0] >= 0.5 || s.rewards[1] <= s.rewards[0] || s.rewards[2] >= s.rewards[0] {
		t.Errorf("rewards %v: want seat 0 below 1/2, seat 1 above it, seats 2-3 below it", s.rewards[:4])
	}
	s.params.versusBest = false
	s.evaluate(g)
	if s.rewards[0] <= 0.5 {
		t.Errorf("pairwise rewards %v: seat 0 was expected to look good", s.rewards[:4])
	}
}
