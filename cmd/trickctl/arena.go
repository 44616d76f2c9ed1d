package main

import (
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"os"
	"strings"
	"time"

	"github.com/trickparty/trickparty/engine/bot"
	"github.com/trickparty/trickparty/engine/games"
)

func runArena(args []string, _ io.Reader, stdout, stderr io.Writer) int {
	fs := newFlags("arena", stderr)
	game := gameFlag(fs)
	players := fs.Int("players", 4, "number of seats")
	seats := fs.String("seats", "", "comma-separated level per seat: random, easy, normal, hard, expert (default: hard then normal)")
	nGames := fs.Int("games", 400, "number of games (rounded up to whole deals: one game per seat rotation)")
	seed := fs.Uint64("seed", 1, "seed of the deals and the bots")
	think := fs.Duration("think", bot.DefaultBudget.Time, "time per decision of the searching bots, hard and expert (0: no time limit; expert never takes more than 1s)")
	iterations := fs.Int("iterations", 0, "iterations per decision of the searching bots, hard and expert (0: no limit); without an explicit --think this replaces the time limit, making the run reproducible")
	strong := fs.Int("strong-iterations", 0, "iterations per decision of seats named strong: a hard bot with its own budget (say 4x --iterations), to measure what more search buys")
	workers := fs.Int("workers", 0, "games played at once (0: number of CPUs)")
	asJSON := fs.Bool("json", false, "print one JSON object instead of a table")
	optFlags := addOptionFlags(fs)
	fs.Usage = func() {
		fmt.Fprintln(stderr, "usage: trickctl arena [flags]\n\nPlays bots against each other; every deal is played once per rotation of the seats.\n\nflags:")
		fs.PrintDefaults()
	}
	if err := fs.Parse(args); err != nil {
		if err == flag.ErrHelp {
			return 0
		}
		return 2
	}
	if fs.NArg() > 0 {
		fmt.Fprintf(stderr, "arena: unexpected argument %q\n", fs.Arg(0))
		return 2
	}
	opts, err := optFlags.options(*game)
	if err != nil {
		fmt.Fprintf(stderr, "arena: %v\n", err)
		return 2
	}
	thinkSet := false
	fs.Visit(func(f *flag.Flag) {
		if f.Name == "think" {
			thinkSet = true
		}
	})
	budget := bot.Budget{Time: *think, Iterations: *iterations}
	if *iterations > 0 && !thinkSet {
		budget.Time = 0
	}
	if budget.Iterations < 0 || budget.Time < 0 || (budget.Iterations == 0 && budget.Time == 0) {
		fmt.Fprintln(stderr, "arena: the searching bots need a positive --think or --iterations")
		return 2
	}

	var levels []bot.Level
	if *seats == "" {
		levels = append(levels, bot.Hard)
		for len(levels) < *players {
			levels = append(levels, bot.Normal)
		}
	} else {
		for _, name := range strings.Split(*seats, ",") {
			l, err := bot.ParseLevel(strings.TrimSpace(name))
			if strings.TrimSpace(name) == string(bot.Strong) {
				l, err = bot.Strong, nil
				if *strong <= 0 {
					err = fmt.Errorf("a strong seat needs --strong-iterations")
				}
			}
			if err != nil {
				fmt.Fprintf(stderr, "arena: %v\n", err)
				return 2
			}
			levels = append(levels, l)
		}
	}
	if len(levels) != *players {
		fmt.Fprintf(stderr, "arena: --seats names %d levels for --players %d\n", len(levels), *players)
		return 2
	}

	cfg := bot.ArenaConfig{
		Game: *game, Players: *players, Options: opts,
		Seats: levels, Games: *nGames, Seed: *seed, Budget: budget, Workers: *workers,
		StrongBudget: bot.Budget{Iterations: *strong},
		NewGame:      games.New,
	}
	if isTerminal(stderr) {
		cfg.Progress = progressBar(stderr, "games")
	}
	res, err := bot.RunArena(cfg)
	if err != nil {
		fmt.Fprintf(stderr, "arena: %v\n", err)
		return 1
	}
	if *asJSON {
		out := struct {
			Bots []bot.BotResult `json:"bots"`
		}{res.Bots}
		enc := json.NewEncoder(stdout)
		if err := enc.Encode(out); err != nil {
			fmt.Fprintf(stderr, "arena: %v\n", err)
			return 1
		}
		return 0
	}
	fmt.Fprintf(stdout, "%s, %d players, %d games (%d deals x %d seat rotations), seed %d",
		*game, *players, res.Games, res.Deals, *players, *seed)
	for _, l := range levels {
		if l == bot.Hard || l == bot.Expert {
			fmt.Fprintf(stdout, ", search budget %s", budgetString(budget))
			break
		}
	}
	for _, l := range levels {
		if l == bot.Strong {
			fmt.Fprintf(stdout, ", strong budget %s", budgetString(cfg.StrongBudget))
			break
		}
	}
	fmt.Fprintln(stdout)
	fmt.Fprintf(stdout, "%-8s %7s %9s %17s %11s %12s %12s\n", "bot", "games", "win_rate", "ci95", "mean_score", "ms/decision", "iter/decision")
	for _, b := range res.Bots {
		ms, it := 0.0, "-"
		if b.Decisions > 0 {
			ms = float64(b.ThinkTime) / float64(time.Millisecond) / float64(b.Decisions)
			if b.Name == string(bot.Hard) || b.Name == string(bot.Strong) || b.Name == string(bot.Expert) {
				it = fmt.Sprintf("%.0f", float64(b.Iterations)/float64(b.Decisions))
			}
		}
		fmt.Fprintf(stdout, "%-8s %7d %9.3f   [%5.3f, %5.3f] %11.2f %12.3f %12s\n", b.Name, b.Games, b.WinRate, b.CI95[0], b.CI95[1], b.MeanScore, ms, it)
	}
	return 0
}

func budgetString(b bot.Budget) string {
	var parts []string
	if b.Iterations > 0 {
		parts = append(parts, fmt.Sprintf("%d iterations", b.Iterations))
	}
	if b.Time > 0 {
		parts = append(parts, b.Time.String())
	}
	return strings.Join(parts, " or ")
}

// isTerminal reports whether w is a character device (a terminal), so the
// progress bar never ends up in a redirected log.
func isTerminal(w io.Writer) bool {
	f, ok := w.(*os.File)
	if !ok {
		return false
	}
	st, err := f.Stat()
	return err == nil && st.Mode()&os.ModeCharDevice != 0
}
