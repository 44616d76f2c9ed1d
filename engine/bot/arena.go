package bot

import (
	"errors"
	"fmt"
	"math"
	"runtime"
	"sync"
	"time"

	"github.com/trickparty/trickparty/engine"
)

// ArenaConfig describes a bot tournament: many games of one game between
// fixed levels, with duplicate deals - every deal is played once per
// rotation of the seat assignment, so each level meets the same cards from
// every seat and the luck of the deal cancels out.
type ArenaConfig struct {
	// Game, Players and Options are as in engine.Config.
	Game    string
	Players int
	Options engine.Options
	// Seats is the level at each seat in the first rotation; its length is
	// Players.
	Seats []Level
	// Games is the number of games; it is rounded up to a whole number of
	// deals (Players games per deal).
	Games int
	// Seed fixes the deals and every bot's randomness.
	Seed uint64
	// Budget is the Hard and Expert bots' budget (zero: DefaultBudget).
	Budget Budget
	// StrongBudget is the budget of seats at level Strong, a Hard bot with
	// a bigger budget, to measure what more search buys.
	StrongBudget Budget
	// Workers is the number of games played at once (zero: runtime.NumCPU()).
	Workers int
	// NewGame builds a game from a config (games.New in the app).
	NewGame func(engine.Config) (engine.Game, error)
	// Progress, if set, is called after each game with the games done so
	// far and the total, always from one goroutine.
	Progress func(done, total int)
}

// ArenaResult is a tournament's outcome.
type ArenaResult struct {
	// Games and Deals played (Games = Deals x Players).
	Games, Deals int
	// Bots has one entry per distinct level, in order of first seat.
	Bots []BotResult
}

// BotResult is one level's record. A level that sits at several seats is
// merged: Games counts seat-games, so with three Normal seats over 100
// games Normal has 300 games and a fair share of wins is 1/Players.
type BotResult struct {
	Name string `json:"name"`
	// Games is the number of seat-games played.
	Games int `json:"games"`
	// WinRate is the mean win share per seat-game (a win shared by k seats
	// counts 1/k).
	WinRate float64 `json:"win_rate"`
	// CI95 is the 95% confidence interval of WinRate, estimated from the
	// spread between deals (each deal with all its rotations is one sample,
	// which accounts for duplicate deals being correlated).
	CI95 [2]float64 `json:"ci95"`
	// MeanScore is the mean final score per seat-game.
	MeanScore float64 `json:"mean_score"`
	// Decisions is the number of choices the level made.
	Decisions int `json:"-"`
	// ThinkTime is the total time spent choosing.
	ThinkTime time.Duration `json:"-"`
	// Iterations is the total number of search iterations (Hard and Expert).
	Iterations int `json:"-"`
}

// Strong is an arena-only level: the Hard bot with ArenaConfig.StrongBudget.
const Strong Level = "strong"

// arenaBot is the bot of level l in an arena.
func arenaBot(l Level, cfg *ArenaConfig) (Bot, error) {
	if l == Strong {
		return New(Hard, cfg.StrongBudget)
	}
	return New(l, cfg.Budget)
}

// maxStepsPerGame guards against a game that never ends (an engine bug)
// turning an arena into an endless loop.
const maxStepsPerGame = 1 << 20

// RunArena plays the tournament. It is deterministic for a fixed config
// when the budget has no time limit, whatever the number of workers.
func RunArena(cfg ArenaConfig) (*ArenaResult, error) {
	if cfg.NewGame == nil {
		return nil, errors.New("arena: no game constructor")
	}
	if cfg.Players < 1 || cfg.Players > engine.MaxPlayers {
		return nil, fmt.Errorf("arena: %d players is not a table size", cfg.Players)
	}
	if len(cfg.Seats) != cfg.Players {
		return nil, fmt.Errorf("arena: %d seat levels for %d players", len(cfg.Seats), cfg.Players)
	}
	if cfg.Games < 1 {
		return nil, fmt.Errorf("arena: games must be at least 1, not %d", cfg.Games)
	}
	if cfg.Budget == (Budget{}) {
		cfg.Budget = DefaultBudget
	}
	if err := cfg.Budget.check(); err != nil {
		return nil, fmt.Errorf("arena: %v", err)
	}
	var names []Level
	index := map[Level]int{}
	for _, l := range cfg.Seats {
		if _, err := arenaBot(l, &cfg); err != nil {
			return nil, fmt.Errorf("arena: %v", err)
		}
		if _, ok := index[l]; !ok {
			index[l] = len(names)
			names = append(names, l)
		}
	}
	// Check the config once up front so a bad option is one clear error.
	if _, err := cfg.NewGame(engine.Config{Game: cfg.Game, Players: cfg.Players, Options: cfg.Options, Seed: cfg.Seed}); err != nil {
		return nil, err
	}
	workers := cfg.Workers
	if workers <= 0 {
		workers = runtime.NumCPU()
	}
	deals := (cfg.Games + cfg.Players - 1) / cfg.Players
	total := deals * cfg.Players

	type job struct{ deal, rot int }
	type outcome struct {
		scores  [engine.MaxPlayers]int
		winners engine.SeatSet
		think   [engine.MaxPlayers]time.Duration
		calls   [engine.MaxPlayers]int
		iters   [engine.MaxPlayers]int
		err     error
	}
	results := make([]outcome, total)
	jobs := make(chan job)
	done := make(chan struct{}, total)
	var wg sync.WaitGroup
	for w := 0; w < workers; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			// One bot per level per worker: a bot may be reused by one
			// goroutine, one decision at a time.
			bots := map[Level]Bot{}
			for _, l := range names {
				bots[l], _ = arenaBot(l, &cfg)
			}
			for j := range jobs {
				o := &results[j.deal*cfg.Players+j.rot]
				seed := mix(cfg.Seed, uint64(j.deal))
				seats := make([]Bot, cfg.Players)
				for i := range seats {
					seats[i] = bots[cfg.Seats[(i+j.rot)%cfg.Players]]
				}
				o.err = playOne(cfg, seed, j.rot, seats, o.scores[:], &o.winners, o.think[:], o.calls[:], o.iters[:])
				done <- struct{}{}
			}
		}()
	}
	go func() {
		for d := 0; d < deals; d++ {
			for r := 0; r < cfg.Players; r++ {
				jobs <- job{d, r}
			}
		}
		close(jobs)
	}()
	for i := 1; i <= total; i++ {
		<-done
		if cfg.Progress != nil {
			cfg.Progress(i, total)
		}
	}
	wg.Wait()

	res := &ArenaResult{Games: total, Deals: deals, Bots: make([]BotResult, len(names))}
	perDeal := make([][]float64, len(names)) // win share per seat-game of each deal
	for k := range names {
		res.Bots[k].Name = string(names[k])
		perDeal[k] = make([]float64, deals)
	}
	for d := 0; d < deals; d++ {
		count := make([]int, len(names))
		for r := 0; r < cfg.Players; r++ {
			o := &results[d*cfg.Players+r]
			if o.err != nil {
				return nil, fmt.Errorf("arena: deal %d rotation %d: %w", d, r, o.err)
			}
			k := float64(o.winners.Count())
			for seat := 0; seat < cfg.Players; seat++ {
				b := index[cfg.Seats[(seat+r)%cfg.Players]]
				br := &res.Bots[b]
				br.Games++
				count[b]++
				br.MeanScore += float64(o.scores[seat])
				br.Decisions += o.calls[seat]
				br.ThinkTime += o.think[seat]
				br.Iterations += o.iters[seat]
				if o.winners.Has(seat) {
					share := 1 / k
					br.WinRate += share
					perDeal[b][d] += share
				}
			}
		}
		for b := range names {
			perDeal[b][d] /= float64(count[b])
		}
	}
	for b := range res.Bots {
		br := &res.Bots[b]
		br.WinRate /= float64(br.Games)
		br.MeanScore /= float64(br.Games)
		br.CI95 = clusteredCI(perDeal[b], br.WinRate, br.Games)
	}
	return res, nil
}

// clusteredCI is a normal-approximation 95% interval of a mean of per-deal
// samples, clipped to [0, 1]. With a single deal it falls back to the
// binomial variance over the seat-games.
func clusteredCI(samples []float64, mean float64, seatGames int) [2]float64 {
	var se float64
	if n := len(samples); n >= 2 {
		ss := 0.0
		for _, x := range samples {
			ss += (x - mean) * (x - mean)
		}
		se = math.Sqrt(ss / float64(n-1) / float64(n))
	} else {
		se = math.Sqrt(mean * (1 - mean) / float64(seatGames))
	}
	return [2]float64{math.Max(0, mean-1.96*se), math.Min(1, mean+1.96*se)}
}

// playOne plays one game to the end. Seats due to act together (Trick of
// Trip's draft) all choose from observations taken before any of them acts.
func playOne(cfg ArenaConfig, seed uint64, rot int, seats []Bot, scores []int, winners *engine.SeatSet, think []time.Duration, calls, iters []int) error {
	g, err := cfg.NewGame(engine.Config{Game: cfg.Game, Players: cfg.Players, Options: cfg.Options, Seed: seed})
	if err != nil {
		return err
	}
	var rngs [engine.MaxPlayers]engine.RNG
	for i := range seats {
		rngs[i] = engine.NewRNG(mix(mix(seed, uint64(rot)+1), uint64(i)+100))
	}
	var acts [engine.MaxPlayers]engine.Action
	for step := 0; !g.Over(); step++ {
		if step > maxStepsPerGame {
			return errors.New("game did not end")
		}
		to := g.ToMove()
		if to.Empty() {
			return errors.New("game not over but nobody to move")
		}
		for t := to; t != 0; t &= t - 1 {
			seat := engine.SeatSet(t).First()
			obs := g.Observe(seat)
			start := time.Now()
			acts[seat] = seats[seat].Choose(obs, &rngs[seat])
			think[seat] += time.Since(start)
			calls[seat]++
			if st, ok := StatsOf(seats[seat]); ok {
				iters[seat] += st.Iterations
			}
		}
		for t := to; t != 0; t &= t - 1 {
			seat := engine.SeatSet(t).First()
			if err := g.Apply(seat, acts[seat]); err != nil {
				return fmt.Errorf("%s bot at seat %d chose %s: %v", seats[seat].Level(), seat, g.ActionString(acts[seat]), err)
			}
		}
	}
	for i := range seats {
		scores[i] = g.Score(i)
	}
	*winners = g.Winners()
	return nil
}

// mix derives independent seeds (SplitMix64's finalizer over a sum).
func mix(a, b uint64) uint64 {
	r := engine.NewRNG(a ^ (b * 0x9e3779b97f4a7c15))
	return r.Uint64()
}
