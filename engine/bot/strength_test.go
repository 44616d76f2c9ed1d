package bot

import (
	"testing"

	"github.com/trickparty/trickparty/engine/games"
)

// TestNormalBeatsRandom plays one Normal bot against three Random ones over
// duplicate deals at every registered game's usual table: Normal's whole
// 95% interval must lie above the fair share (1/4 at four seats) and the Random seats' below it. The margins seen in release
// arenas are wide (Normal wins 0.39-0.77 of games), so this is reliable.
func TestNormalBeatsRandom(t *testing.T) {
	deals := 200
	if testing.Short() {
		deals = 60
	}
	for _, d := range games.All() {
		t.Run(d.ID, func(t *testing.T) {
			players := seats(d)
			res, err := RunArena(ArenaConfig{
				Game: d.ID, Players: players, Seats: oneAgainstRandom(Normal, players),
				Games: players * deals, Seed: 11, NewGame: games.New,
			})
			if err != nil {
				t.Fatal(err)
			}
			n, r := res.Bots[0], res.Bots[1]
			if n.Name != "normal" || r.Name != "random" || n.Games != players*deals || r.Games != players*(players-1)*deals {
				t.Fatalf("unexpected arena entries %+v", res.Bots)
			}
			fair := 1 / float64(players)
			t.Logf("normal %.3f %v, random %.3f %v", n.WinRate, n.CI95, r.WinRate, r.CI95)
			if n.CI95[0] <= fair || r.CI95[1] >= fair {
				t.Fatalf("normal %.3f %v does not clearly beat random %.3f %v", n.WinRate, n.CI95, r.WinRate, r.CI95)
			}
		})
	}
}

// TestHardBeatsRandom is a smaller check that the search, even with a tiny
// iteration budget, plays far better than chance.
func TestHardBeatsRandom(t *testing.T) {
	for _, d := range games.All() {
		t.Run(d.ID, func(t *testing.T) {
			players := seats(d)
			res, err := RunArena(ArenaConfig{
				Game: d.ID, Players: players, Seats: oneAgainstRandom(Hard, players),
				Games: players * 12, Seed: 12, Budget: Budget{Iterations: 100}, NewGame: games.New,
			})
			if err != nil {
				t.Fatal(err)
			}
			h := res.Bots[0]
			t.Logf("hard %.3f %v", h.WinRate, h.CI95)
			if h.CI95[0] <= 1/float64(players) {
				t.Fatalf("hard %.3f %v does not clearly beat random", h.WinRate, h.CI95)
			}
		})
	}
}

// oneAgainstRandom seats level at seat 0 and Random bots at the others.
func oneAgainstRandom(level Level, players int) []Level {
	out := []Level{level}
	for len(out) < players {
		out = append(out, Random)
	}
	return out
}
