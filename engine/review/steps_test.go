package review

import (
	"reflect"
	"testing"

	"github.com/trickparty/trickparty/engine"
	"github.com/trickparty/trickparty/engine/bot"
)

// TestStepsCoverTheGame: steps partition the record, each completed trick
// is the plays of its step, and hands only shrink by what was played.
func TestStepsCoverTheGame(t *testing.T) {
	for _, cfg := range []engine.Config{
		{Game: "gummi", Players: 4, Seed: 4, Options: engine.Options{}.With("rounds", 3)},
		{Game: "gudetama", Players: 5, Seed: 4},
		{Game: "trip", Players: 4, Seed: 4, Options: engine.Options{}.With("rounds", 2)},
	} {
		levels := make([]bot.Level, cfg.Players)
		for i := range levels {
			levels[i] = bot.Normal
		}
		rec := played(t, cfg, levels...)
		steps, err := Steps(rec)
		if err != nil {
			t.Fatal(err)
		}
		next, draft := 0, 0
		for k, s := range steps {
			if s.First != next {
				t.Fatalf("%s: step %d starts at action %d, want %d", cfg.Game, k, s.First, next)
			}
			if !reflect.DeepEqual(s.Moves, rec.Moves[s.First:s.First+len(s.Moves)]) {
				t.Fatalf("%s: step %d moves differ from the record", cfg.Game, k)
			}
			next += len(s.Moves)
			if len(s.Hands) != cfg.Players || len(s.Scores) != cfg.Players {
				t.Fatalf("%s: step %d has %d hands, %d scores", cfg.Game, k, len(s.Hands), len(s.Scores))
			}
			if s.Trick == 0 {
				draft++
				continue
			}
			if s.Done == nil {
				t.Fatalf("%s: step %d (round %d trick %d) completed no trick", cfg.Game, k, s.Round, s.Trick)
			}
			for _, p := range s.Done.Plays {
				if !p.Facedown && !has(s.Hands[p.Seat], p.Card) {
					t.Fatalf("%s: step %d: seat %d played %s, not in its hand %v", cfg.Game, k, p.Seat, p.Card, s.Hands[p.Seat])
				}
			}
		}
		if next != len(rec.Moves) {
			t.Fatalf("%s: steps hold %d of %d actions", cfg.Game, next, len(rec.Moves))
		}
		if (cfg.Game == "trip") != (draft > 0) {
			t.Fatalf("%s: %d draft steps", cfg.Game, draft)
		}
		if len(steps[0].Hands[0]) == 0 {
			t.Fatalf("%s: the first step shows an empty hand", cfg.Game)
		}
	}
}

func has(cards []string, c string) bool {
	for _, x := range cards {
		if x == c {
			return true
		}
	}
	return false
}
