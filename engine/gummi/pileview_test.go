package gummi

import (
	"testing"

	"github.com/trickparty/trickparty/engine"
	"github.com/trickparty/trickparty/engine/enginetest"
)

// TestViewSaysWhatEachPileIsWorth: throughout random games of one and
// three rounds, every seat's view says what each pile is worth - its
// face-up cards' points and 1 for each face-down card - which is that
// seat's score for the round so far (a table shows it beside the pile,
// where "+1" once read as points).
func TestViewSaysWhatEachPileIsWorth(t *testing.T) {
	checked := 0
	for _, rounds := range []int{1, advancedRounds} {
		for seed := uint64(1); seed <= 6; seed++ {
			g, err := New(engine.Config{Game: Name, Players: 2 + int(seed)%4, Seed: seed, Options: engine.Options{}.With("rounds", rounds)})
			if err != nil {
				t.Fatal(err)
			}
			enginetest.PlayRandomly(t, g, seed, func(seat int) {
				rep := g.Report()
				round := rep.RoundScores[len(rep.RoundScores)-1]
				v := view(g.Observe(seat).(*Observation))
				for s, sv := range v.Seats {
					if sv.WonPoints != round[s] {
						t.Fatalf("seed %d round %d seat %d: the view says its pile (%v + %d face-down) is worth %d, its round score is %d",
							seed, rep.Round, s, sv.Won, sv.WonHidden, sv.WonPoints, round[s])
					}
					if sv.WonPoints > 0 {
						checked++
					}
				}
			})
		}
	}
	if checked == 0 {
		t.Fatal("no pile was worth anything")
	}
}
