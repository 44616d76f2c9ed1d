package main

import (
	"fmt"
	"io"
	"strings"
	"time"

	"github.com/trickparty/trickparty/engine"
	"github.com/trickparty/trickparty/engine/games"
)

// runBench plays random games through the common engine API for a fixed
// time per game and reports throughput. It measures the API as the app, the
// arena and the network host use it (interface calls included); the
// per-package Go benchmarks measure the bare rules.
func runBench(args []string, _ io.Reader, stdout, stderr io.Writer) int {
	fs := newFlags("bench", stderr)
	var all []string
	for _, d := range games.All() {
		all = append(all, d.ID)
	}
	gameList := fs.String("game", strings.Join(all, ","), "games to measure, comma-separated, of "+games.IDs())
	players := fs.Int("players", 0, "seats per game (default 4, or the game's own range's nearest)")
	duration := fs.Duration("time", 2*time.Second, "time per game")
	seed := fs.Uint64("seed", 1, "first seed")
	if err := fs.Parse(args); err != nil {
		return 2
	}
	fmt.Fprintf(stdout, "%-9s %10s %12s %12s %12s\n", "game", "games/s", "rounds/s", "actions/s", "ns/action")
	for _, id := range strings.Split(*gameList, ",") {
		n := *players
		if d, ok := games.Lookup(id); ok && n == 0 {
			n = max(d.MinPlayers, min(4, d.MaxPlayers))
		}
		r, err := benchGame(id, n, *seed, *duration)
		if err != nil {
			fmt.Fprintf(stderr, "trickctl bench: %v\n", err)
			return 1
		}
		secs := r.elapsed.Seconds()
		fmt.Fprintf(stdout, "%-9s %10.0f %12.0f %12.0f %12.1f\n", id,
			float64(r.games)/secs, float64(r.rounds)/secs, float64(r.actions)/secs,
			float64(r.elapsed.Nanoseconds())/float64(r.actions))
	}
	return 0
}

type benchResult struct {
	games, rounds, actions int
	elapsed                time.Duration
}

func benchGame(id string, players int, seed uint64, d time.Duration) (benchResult, error) {
	var r benchResult
	rng := engine.NewRNG(seed)
	buf := make([]engine.Action, 0, engine.MaxActions)
	start := time.Now()
	for time.Since(start) < d {
		g, err := games.New(engine.Config{Game: id, Players: players, Seed: rng.Uint64()})
		if err != nil {
			return r, err
		}
		for !g.Over() {
			seat := g.ToMove().First()
			buf = g.Legal(seat, buf)
			if err := g.Apply(seat, buf[rng.IntN(len(buf))]); err != nil {
				return r, fmt.Errorf("%s: legal action refused: %v", id, err)
			}
			r.actions++
		}
		r.games++
		r.rounds += g.Round()
	}
	r.elapsed = time.Since(start)
	return r, nil
}
