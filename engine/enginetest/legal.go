package enginetest

import (
	"errors"
	"fmt"
	"testing"

	"github.com/trickparty/trickparty/engine"
)

// checkLegalApply: Legal agrees with Apply at every step (Run).
func checkLegalApply(t *testing.T, d *engine.Descriptor, tables []engine.Config) {
	rng := engine.NewRNG(11)
	eachGame(t, d, tables, seeds(4), func(cfg engine.Config, p Position) {
		if err := LegalAgreesWithApply(p.Game, &rng); err != nil {
			t.Fatalf("%+v step %d: %v", cfg, p.Step, err)
		}
	}, nil)
}

// LegalAgreesWithApply checks g as it stands: each seat due to act has a
// legal action and no other seat has one; each seat's observation says
// who it is, who is due and what it may do as the game does; every action the seat may take applies (to a copy) and leaves the
// game's invariants holding; and a sample of the rest - other ids, seats
// not due, seats off the table - is refused with an *engine.RuleError
// without changing g.
func LegalAgreesWithApply(g engine.Game, rng *engine.RNG) error {
	if err := checkInvariants(g); err != nil {
		return fmt.Errorf("invariants: %v", err)
	}
	var buf, obuf, abuf [engine.MaxActions]engine.Action
	to := g.ToMove()
	for s := 0; s < g.Players(); s++ {
		legal := g.Legal(s, buf[:0])
		if to.Has(s) == (len(legal) == 0) {
			return fmt.Errorf("seat %d: due to act %v, %d legal actions", s, to.Has(s), len(legal))
		}
		obs := g.Observe(s)
		if ol := obs.Legal(obuf[:0]); fmt.Sprint(ol) != fmt.Sprint(legal) {
			return fmt.Errorf("seat %d: the observation's legal actions %v, the game's %v", s, ol, legal)
		}
		if obs.ToMove() != to || obs.Seat() != s || obs.Players() != g.Players() || obs.GameName() != g.Name() {
			return fmt.Errorf("seat %d's observation says seat %d of %d of %s, %v due; the game %d of %s, %v due",
				s, obs.Seat(), obs.Players(), obs.GameName(), obs.ToMove(), g.Players(), g.Name(), to)
		}
		all := accepted(g, s, abuf[:0])
		for _, a := range legal {
			if !contains(all, a) {
				return fmt.Errorf("seat %d: legal %s is not among the actions taken", s, g.ActionString(a))
			}
		}
		for _, a := range all {
			c := g.Clone()
			if err := c.Apply(s, a); err != nil {
				return fmt.Errorf("seat %d: legal %s refused: %v", s, g.ActionString(a), err)
			}
			if err := checkInvariants(c); err != nil {
				return fmt.Errorf("seat %d after %s: %v", s, g.ActionString(a), err)
			}
		}
		// A sample of what is not legal: a few ids, NoAction, every id
		// when the seat is not due.
		for k := 0; k < 6; k++ {
			a := engine.Action(rng.IntN(engine.MaxActions))
			if k == 0 {
				a = engine.NoAction
			}
			if !contains(all, a) {
				if err := refused(g, s, a); err != nil {
					return err
				}
			}
		}
	}
	for _, s := range []int{-1, g.Players(), engine.MaxPlayers} {
		for _, a := range []engine.Action{0, 1, engine.Action(rng.IntN(engine.MaxActions))} {
			if err := refused(g, s, a); err != nil {
				return err
			}
		}
	}
	return nil
}

// refused checks Apply refuses seat's a with a RuleError, changing nothing.
func refused(g engine.Game, seat int, a engine.Action) error {
	snap := Take(g)
	err := g.Apply(seat, a)
	var re *engine.RuleError
	switch {
	case err == nil:
		return fmt.Errorf("seat %d: Apply took %s (id %d), which is not legal", seat, g.ActionString(a), a)
	case !errors.As(err, &re):
		return fmt.Errorf("seat %d: %s refused with a %T, not a *engine.RuleError: %v", seat, g.ActionString(a), err, err)
	case re.Rule == "" || re.Message == "":
		return fmt.Errorf("seat %d: %s refused without a rule id or message: %+v", seat, g.ActionString(a), re)
	case snap.Changed():
		return fmt.Errorf("seat %d: the refused %s changed the game", seat, g.ActionString(a))
	}
	return nil
}
