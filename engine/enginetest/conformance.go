package enginetest

import (
	"testing"

	"github.com/trickparty/trickparty/engine"
)

// Invariants is what a game's state implements (in its package's
// invariants.go) to let the suite check its own bookkeeping after every
// action: nil, or what is wrong (a card in two places, scores that do not
// match the piles).
type Invariants interface {
	CheckInvariants() error
}

// AllLegal is what a game implements when Apply takes more actions than
// Legal lists (Trick of Trip also takes a split with its sets swapped):
// every action seat may take now. Without it, Legal is that list.
type AllLegal interface {
	AllLegal(seat int, buf []engine.Action) []engine.Action
}

// Run is the conformance suite: what every game must do for the rest of
// Trick Party to play it, checked on seeded random games of every table
// size and option extreme (Tables). Each part is a subtest:
//
//   - JSON: every seat's observation, at every step, decodes from its JSON
//     into d.NewObservation() as it was; the game's record (config and
//     moves in notation) replays from its JSON to the same report; every
//     legal action's move reads back as the same action; d.View draws
//     every observation, saying what the game says of the round, who is
//     due, the scores and, at the end, who won (ViewAgrees).
//   - LegalApply: every action Legal lists (or AllLegal) is taken by Apply,
//     after which the game's invariants hold; other ids, other seats and
//     seats off the table are refused with an *engine.RuleError, and the
//     state is unchanged. An observation's Legal is the game's.
//   - Determinize: a game sampled from any seat's observation looks to that
//     seat exactly like the observation, into a fresh or a reused game,
//     and holds the game's invariants.
//   - Clone: Clone and CopyFrom copies play on as the original would, and
//     playing one changes nothing in the other; CopyFrom of nil panics.
//   - Allocs: CopyFrom, ToMove, Legal and Apply allocate nothing over a
//     whole game.
//   - TrickReasons: each reason has one example, which plays through the
//     rules as it shows; every trick of every game says why each winner
//     won, by a reason of the game's, and every reason arises; a seat's
//     view of the last trick says why as the game's report does.
func Run(t *testing.T, d *engine.Descriptor) {
	t.Helper()
	tables := Tables(d)
	t.Run("JSON", func(t *testing.T) { checkJSON(t, d, tables) })
	t.Run("LegalApply", func(t *testing.T) { checkLegalApply(t, d, tables) })
	t.Run("Determinize", func(t *testing.T) { checkDeterminize(t, d, tables) })
	t.Run("Clone", func(t *testing.T) { checkClone(t, d, tables) })
	t.Run("Allocs", func(t *testing.T) { checkAllocs(t, d, tables) })
	t.Run("TrickReasons", func(t *testing.T) { checkTrickReasons(t, d, tables) })
}

// Tables are the configurations the suite plays (seed left 0): every
// player count with the default options, and the smallest and the largest
// table with each option at its extremes.
func Tables(d *engine.Descriptor) []engine.Config {
	var out []engine.Config
	for n := d.MinPlayers; n <= d.MaxPlayers; n++ {
		out = append(out, engine.Config{Game: d.ID, Players: n})
	}
	for _, o := range d.Options {
		for _, v := range []int{o.Min, o.Max} {
			if v == o.Default || v > 99 {
				continue // the default is played above; a huge target only makes the game long
			}
			for _, n := range []int{d.MinPlayers, d.MaxPlayers} {
				cfg := engine.Config{Game: d.ID, Players: n}
				cfg.Options.Set(o.Name, v)
				out = append(out, cfg)
			}
		}
	}
	return out
}

// seeds is how many games each table plays per check; the race detector
// makes play about ten times slower.
func seeds(full int) int {
	if testing.Short() || raceEnabled {
		return max(1, full/4)
	}
	return full
}

// Position is one moment of a random game: the game before its step-th
// action, which seat takes, and the actions it may choose from.
type Position struct {
	Game engine.Game
	Step int
}

// Play plays cfg with Seed seed at random through d, calling visit before
// each action (a visit may not change the game), and returns the finished
// game with its moves in notation.
func Play(t testing.TB, d *engine.Descriptor, cfg engine.Config, visit func(Position)) (engine.Game, []engine.Move) {
	t.Helper()
	g := newGame(t, d, cfg)
	rng := engine.NewRNG(cfg.Seed*7919 + uint64(cfg.Players))
	var buf [engine.MaxActions]engine.Action
	var moves []engine.Move
	for step := 0; !g.Over(); step++ {
		if step > 100000 {
			t.Fatalf("%s %+v: the game does not end", d.ID, cfg)
		}
		if visit != nil {
			visit(Position{Game: g, Step: step})
		}
		to := g.ToMove()
		if to.Empty() {
			t.Fatalf("%s %+v step %d: nobody is due to act in a game not over", d.ID, cfg, step)
		}
		seat := to.Seats()[rng.IntN(to.Count())]
		legal := g.Legal(seat, buf[:0])
		if len(legal) == 0 {
			t.Fatalf("%s %+v step %d: seat %d is due to act with no legal action", d.ID, cfg, step, seat)
		}
		a := legal[rng.IntN(len(legal))]
		moves = append(moves, g.EncodeMove(seat, a))
		if err := g.Apply(seat, a); err != nil {
			t.Fatalf("%s %+v step %d: seat %d's legal %s refused: %v", d.ID, cfg, step, seat, g.ActionString(a), err)
		}
	}
	return g, moves
}

// newGame is a new game of cfg through d; t fails when d refuses cfg.
func newGame(t testing.TB, d *engine.Descriptor, cfg engine.Config) engine.Game {
	t.Helper()
	g, err := d.New(cfg)
	if err != nil {
		t.Fatalf("%s %+v: %v", d.ID, cfg, err)
	}
	return g
}

// eachNewGame calls check with a new game of every table, dealt with seed:
// for the checks that play a game of their own from its start.
func eachNewGame(t *testing.T, d *engine.Descriptor, tables []engine.Config, seed uint64, check func(cfg engine.Config, g engine.Game)) {
	t.Helper()
	for _, table := range tables {
		cfg := table
		cfg.Seed = seed
		check(cfg, newGame(t, d, cfg))
	}
}

// eachGame plays n seeded games of every table.
func eachGame(t *testing.T, d *engine.Descriptor, tables []engine.Config, n int, visit func(cfg engine.Config, p Position), done func(cfg engine.Config, g engine.Game, moves []engine.Move)) {
	t.Helper()
	for _, table := range tables {
		for seed := uint64(1); seed <= uint64(n); seed++ {
			cfg := table
			cfg.Seed = seed
			var v func(Position)
			if visit != nil {
				v = func(p Position) { visit(cfg, p) }
			}
			g, moves := Play(t, d, cfg, v)
			if done != nil {
				done(cfg, g, moves)
			}
		}
	}
}

// Advance plays up to steps random legal actions of g (fewer if it ends),
// choosing by seed.
func Advance(g engine.Game, steps int, seed uint64) {
	rng := engine.NewRNG(seed)
	var buf [engine.MaxActions]engine.Action
	for i := 0; i < steps && !g.Over(); i++ {
		to := g.ToMove()
		seat := to.Seats()[rng.IntN(to.Count())]
		legal := g.Legal(seat, buf[:0])
		_ = g.Apply(seat, legal[rng.IntN(len(legal))])
	}
}
