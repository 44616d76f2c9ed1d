package bot

import (
	"fmt"
	"reflect"
	"testing"

	"github.com/trickparty/trickparty/engine"
	"github.com/trickparty/trickparty/engine/games"
	"github.com/trickparty/trickparty/engine/highcard"
)

// table is one game at one table size with its options.
type table struct {
	game    string
	players int
	options engine.Options
}

// High Card, the game a build adds with one line, is covered with the
// shipped games: every test here loops over games.All().
func init() { games.Register(&highcard.Descriptor) }

// tables are the tables the tests cover, two of every registered game:
// the usual table (seats) with the default options, and the other
// extreme of the seat count with each option at its other end (otherEnd:
// the advanced or the short game; a huge target stays the default).
func tables() []table {
	var out []table
	for _, d := range games.All() {
		n := seats(d)
		out = append(out, table{d.ID, n, engine.Options{}})
		other := d.MaxPlayers
		if other == n {
			other = d.MinPlayers
		}
		var opts engine.Options
		for _, o := range d.Options {
			if v, ok := otherEnd(o); ok {
				opts.Set(o.Name, v)
			}
		}
		out = append(out, table{d.ID, other, opts})
	}
	return out
}

// otherEnd is the value of o farthest from its default that a player can
// choose: among its menu's choices when it has a menu (High Card's quick
// game of 3 cards, not the 5 that hide nothing), else its maximum, or its
// minimum when the maximum is the default. A huge maximum (a target score)
// only makes games long: none.
func otherEnd(o engine.OptionSpec) (int, bool) {
	if len(o.Choices) > 0 {
		v := o.Default
		for _, c := range o.Choices {
			if abs(c.Value-o.Default) > abs(v-o.Default) {
				v = c.Value
			}
		}
		return v, v != o.Default
	}
	switch {
	case o.Max > 99:
		return 0, false
	case o.Max != o.Default:
		return o.Max, true
	}
	return o.Min, true
}

func abs(n int) int { return max(n, -n) }

// seats is the usual table of a game: four seats, or the nearest count it
// is played by.
func seats(d *engine.Descriptor) int { return min(max(4, d.MinPlayers), d.MaxPlayers) }

// randomPosition plays uniform random actions from a fresh game for a random
// number of steps and returns a position that is not over.
func randomPosition(t testing.TB, game string, players int, opts engine.Options, seed uint64) engine.Game {
	t.Helper()
	rng := engine.NewRNG(seed)
	for attempt := 0; ; attempt++ {
		g, err := games.New(engine.Config{Game: game, Players: players, Options: opts, Seed: seed + uint64(attempt)*7919})
		if err != nil {
			t.Fatalf("new %s: %v", game, err)
		}
		steps := rng.IntN(120)
		var buf [engine.MaxActions]engine.Action
		for i := 0; i < steps && !g.Over(); i++ {
			seat := g.ToMove().First()
			legal := g.Legal(seat, buf[:0])
			if len(legal) == 0 {
				t.Fatalf("%s: seat %d to move with no legal action", game, seat)
			}
			if err := g.Apply(seat, legal[rng.IntN(len(legal))]); err != nil {
				t.Fatalf("%s: legal action refused: %v", game, err)
			}
		}
		if !g.Over() {
			return g
		}
	}
}

func allBots(t testing.TB, iterations int) []Bot {
	t.Helper()
	var out []Bot
	for _, l := range append(Levels[:len(Levels):len(Levels)], Expert) {
		b, err := New(l, Budget{Iterations: iterations})
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, b)
	}
	return out
}

func isLegal(obs engine.Observation, a engine.Action) bool {
	var buf [engine.MaxActions]engine.Action
	for _, l := range obs.Legal(buf[:0]) {
		if l == a {
			return true
		}
	}
	return false
}

// TestFairness checks that a bot decides from its observation only: a game
// re-dealt from seat s's observation looks the same to s, so every bot must
// make the same decision in both.
func TestFairness(t *testing.T) {
	for _, tc := range tables() {
		t.Run(fmt.Sprintf("%s%dp", tc.game, tc.players), func(t *testing.T) {
			bots := allBots(t, 150)
			differs := 0
			const positions = 40
			for p := 0; p < positions; p++ {
				g := randomPosition(t, tc.game, tc.players, tc.options, uint64(1000+p))
				seat := g.ToMove().First()
				obs := g.Observe(seat)
				rng := engine.NewRNG(uint64(p) * 31)
				d := obs.Determinize(&rng, nil)
				obs2 := d.Observe(seat)
				if !reflect.DeepEqual(obs, obs2) {
					t.Fatalf("position %d: observation of seat %d changed by Determinize:\n%+v\n%+v", p, seat, obs, obs2)
				}
				for other := 0; other < tc.players; other++ {
					if other != seat && !reflect.DeepEqual(g.Observe(other), d.Observe(other)) {
						differs++
						break
					}
				}
				for _, b := range bots {
					r1, r2 := engine.NewRNG(uint64(p)), engine.NewRNG(uint64(p))
					a1 := b.Choose(obs, &r1)
					a2 := b.Choose(obs2, &r2)
					if a1 != a2 {
						t.Fatalf("position %d: %s bot chose %s in the real game but %s in a re-deal the seat cannot tell apart",
							p, b.Level(), g.ActionString(a1), g.ActionString(a2))
					}
					if r1 != r2 {
						t.Fatalf("position %d: %s bot advanced the RNG differently", p, b.Level())
					}
				}
			}
			// The property is only meaningful if re-deals really differ.
			if differs < positions/2 {
				t.Fatalf("only %d of %d re-deals differ from the real game for another seat", differs, positions)
			}
		})
	}
}

// TestAlwaysLegal runs every bot in many random positions.
func TestAlwaysLegal(t *testing.T) {
	positions := 1500
	if testing.Short() {
		positions = 200
	}
	for _, tc := range tables() {
		t.Run(fmt.Sprintf("%s%dp", tc.game, tc.players), func(t *testing.T) {
			bots := allBots(t, 20)
			rng := engine.NewRNG(5)
			for p := 0; p < positions; p++ {
				g := randomPosition(t, tc.game, tc.players, tc.options, uint64(p)*13+7)
				for to := g.ToMove(); to != 0; to &= to - 1 {
					seat := to.First()
					obs := g.Observe(seat)
					for _, b := range bots {
						if (b.Level() == Hard || b.Level() == Expert) && p%5 != 0 {
							continue // the searching bots are slower; every fifth position
						}
						a := b.Choose(obs, &rng)
						if !isLegal(obs, a) {
							t.Fatalf("position %d seat %d: %s bot chose illegal %s", p, seat, b.Level(), g.ActionString(a))
						}
						c := g.Clone()
						if err := c.Apply(seat, a); err != nil {
							t.Fatalf("position %d seat %d: %s bot's %s refused: %v", p, seat, b.Level(), g.ActionString(a), err)
						}
					}
				}
			}
		})
	}
}

// TestDeterministic replays decisions and a small arena with the same seeds.
func TestDeterministic(t *testing.T) {
	for _, tc := range tables() {
		g := randomPosition(t, tc.game, tc.players, tc.options, 99)
		obs := g.Observe(g.ToMove().First())
		for _, l := range append(Levels[:len(Levels):len(Levels)], Expert) {
			var first []engine.Action
			for run := 0; run < 2; run++ {
				b, _ := New(l, Budget{Iterations: 300})
				rng := engine.NewRNG(42)
				var got []engine.Action
				for i := 0; i < 5; i++ {
					got = append(got, b.Choose(obs, &rng))
				}
				if run == 0 {
					first = got
				} else if !reflect.DeepEqual(first, got) {
					t.Fatalf("%s %s: decisions %v then %v with the same seed", tc.game, l, first, got)
				}
			}
		}
	}
	cfg := ArenaConfig{Game: "gudetama", Players: 3, Seats: []Level{Hard, Normal, Random}, Games: 6, Seed: 3,
		Budget: Budget{Iterations: 60}, NewGame: games.New, Workers: 1}
	a, err := RunArena(cfg)
	if err != nil {
		t.Fatal(err)
	}
	cfg.Workers = 3
	b, err := RunArena(cfg)
	if err != nil {
		t.Fatal(err)
	}
	strip := func(r *ArenaResult) {
		for i := range r.Bots {
			r.Bots[i].ThinkTime = 0
		}
	}
	strip(a)
	strip(b)
	if !reflect.DeepEqual(a, b) {
		t.Fatalf("arena differs between 1 and 3 workers:\n%+v\n%+v", a, b)
	}
}

// TestRanked checks the search's ranking (what a judgement lists) covers
// the legal actions, best first, and that its top is what the Hard bot
// plays with the same seed and budget.
func TestRanked(t *testing.T) {
	for _, tc := range tables() {
		g := randomPosition(t, tc.game, tc.players, tc.options, 5)
		obs := g.Observe(g.ToMove().First())
		budget := Budget{Iterations: 400}
		r1 := engine.NewRNG(8)
		s := newSearcher()
		if !s.search(obs, budget, &r1) {
			t.Fatalf("%s: nothing searched", tc.game)
		}
		ranked := s.ranked()
		var buf [engine.MaxActions]engine.Action
		legal := obs.Legal(buf[:0])
		if len(ranked) != len(legal) {
			t.Fatalf("%s: %d ranked for %d legal", tc.game, len(ranked), len(legal))
		}
		seen := map[engine.Action]bool{}
		for i, r := range ranked {
			if !isLegal(obs, r.Action) || seen[r.Action] {
				t.Fatalf("%s: ranked action %d (%s) illegal or repeated", tc.game, i, g.ActionString(r.Action))
			}
			seen[r.Action] = true
			if r.Estimate < 0 || r.Estimate > 1 {
				t.Fatalf("%s: estimate %v out of [0,1]", tc.game, r.Estimate)
			}
			if i > 0 && r.Visits > ranked[i-1].Visits {
				t.Fatalf("%s: ranking not sorted by visits", tc.game)
			}
		}
		h, _ := New(Hard, budget)
		r2 := engine.NewRNG(8)
		if a := h.Choose(obs, &r2); a != ranked[0].Action {
			t.Fatalf("%s: hint top %s but hard plays %s", tc.game, g.ActionString(ranked[0].Action), g.ActionString(a))
		}
	}
}

func TestNewErrors(t *testing.T) {
	if _, err := New("grandmaster", DefaultBudget); err == nil {
		t.Fatal("unknown level accepted")
	}
	if _, err := New(Hard, Budget{}); err == nil {
		t.Fatal("hard bot without a budget accepted")
	}
	if _, err := New(Hard, Budget{Iterations: -1}); err == nil {
		t.Fatal("negative budget accepted")
	}
	if _, err := ParseLevel("hard"); err != nil {
		t.Fatal(err)
	}
	if _, err := ParseLevel("HARD!"); err == nil {
		t.Fatal("bad level name accepted")
	}
}

func TestArenaErrors(t *testing.T) {
	good := ArenaConfig{Game: "gummi", Players: 2, Seats: []Level{Random, Random}, Games: 2, NewGame: games.New}
	bad := []func(c *ArenaConfig){
		func(c *ArenaConfig) { c.Game = "poker" },
		func(c *ArenaConfig) { c.Players = 9 },
		func(c *ArenaConfig) { c.Seats = []Level{Random} },
		func(c *ArenaConfig) { c.Seats = []Level{Random, "grandmaster"} },
		func(c *ArenaConfig) { c.Games = 0 },
		func(c *ArenaConfig) { c.NewGame = nil },
		func(c *ArenaConfig) { c.Budget = Budget{Iterations: -3} },
		func(c *ArenaConfig) { c.Options.Set("rounds", 17) },
	}
	for i, f := range bad {
		c := good
		f(&c)
		if _, err := RunArena(c); err == nil {
			t.Errorf("bad arena config %d accepted", i)
		}
	}
	res, err := RunArena(good)
	if err != nil {
		t.Fatal(err)
	}
	if res.Games != 2 || len(res.Bots) != 1 || res.Bots[0].Games != 4 {
		t.Fatalf("unexpected arena result %+v", res)
	}
	// Two random seats share every win between them.
	if w := res.Bots[0].WinRate; w < 0.499 || w > 0.501 {
		t.Fatalf("two copies of one level should win half the seat-games, got %v", w)
	}
}

// TestTablesCoverEveryGame: the tests' tables come from the registry.
func TestTablesCoverEveryGame(t *testing.T) {
	covered := map[string]bool{}
	for _, tc := range tables() {
		covered[tc.game] = true
	}
	for _, d := range games.All() {
		if !covered[d.ID] {
			t.Errorf("%s is not covered", d.ID)
		}
	}
	if !covered[highcard.Name] || len(tables()) < 2*len(games.All()) {
		t.Errorf("tables %v", tables())
	}
}

// TestOtherEnd: an option's other end is one a player can choose, so the
// bots are tested where some cards stay hidden.
func TestOtherEnd(t *testing.T) {
	cards := highcard.Descriptor.Options[0]
	for _, tc := range []struct {
		o    engine.OptionSpec
		want int
		ok   bool
	}{
		{cards, 3, true},
		{engine.OptionSpec{Default: 1, Min: 1, Max: 3}, 3, true},
		{engine.OptionSpec{Default: 4, Min: 1, Max: 4}, 1, true},
		{engine.OptionSpec{Default: 200, Min: 1, Max: 9999}, 0, false},
		{engine.OptionSpec{Default: 2, Min: 1, Max: 3, Choices: []engine.OptionChoice{{Value: 2}}}, 2, false},
	} {
		if v, ok := otherEnd(tc.o); v != tc.want || ok != tc.ok {
			t.Errorf("otherEnd(%+v) = %d, %v; want %d, %v", tc.o, v, ok, tc.want, tc.ok)
		}
	}
}
