package bot

import (
	"testing"

	"github.com/trickparty/trickparty/engine/games"
)

// TestNormalBeatsRandom plays one Normal bot against three Random ones over
// duplicate deals: Normal's whole 95% interval must lie above the fair
// share of 1/4 and the Random seats' below it. The margins seen in release
// arenas are wide (Normal wins 0.39-0.77 of games), so this is reliable.
func TestNormalBeatsRandom(t *testing.T) {
	deals := 200
	if testing.Short() {
		deals = 60
	}
	for _, game := range []string{"gummi", "gudetama", "trip"} {
		t.Run(game, func(t *testing.T) {
			res, err := RunArena(ArenaConfig{
				Game: game, Players: 4, Seats: []Level{Normal, Random, Random, Random},
				Games: 4 * deals, Seed: 11, NewGame: games.New,
			})
			if err != nil {
				t.Fatal(err)
			}
			n, r := res.Bots[0], res.Bots[1]
			if n.Name != "normal" || r.Name != "random" || n.Games != 4*deals || r.Games != 12*deals {
				t.Fatalf("unexpected arena entries %+v", res.Bots)
			}
			t.Logf("normal %.3f %v, random %.3f %v", n.WinRate, n.CI95, r.WinRate, r.CI95)
			if n.CI95[0] <= 0.25 || r.CI95[1] >= 0.25 {
				t.Fatalf("normal %.3f %v does not clearly beat random %.3f %v", n.WinRate, n.CI95, r.WinRate, r.CI95)
			}
		})
	}
}

// TestHardBeatsRandom is a smaller check that the search, even with a tiny
// iteration budget, plays far better than chance.
func TestHardBeatsRandom(t *testing.T) {
	for _, game := range []string{"gummi", "gudetama", "trip"} {
		t.Run(game, func(t *testing.T) {
			res, err := RunArena(ArenaConfig{
				Game: game, Players: 4, Seats: []Level{Hard, Random, Random, Random},
				Games: 4 * 12, Seed: 12, Budget: Budget{Iterations: 100}, NewGame: games.New,
			})
			if err != nil {
				t.Fatal(err)
			}
			h := res.Bots[0]
			t.Logf("hard %.3f %v", h.WinRate, h.CI95)
			if h.CI95[0] <= 0.25 {
				t.Fatalf("hard %.3f %v does not clearly beat random", h.WinRate, h.CI95)
			}
		})
	}
}
