package trip

import (
	"testing"

	"github.com/trickparty/trickparty/engine"
)

// TestAllLegalIsWhatApplyAccepts checks that AllLegal lists exactly the
// actions Apply takes from each seat, through every phase of seeded games:
// the scenario contract's "legal" is built from it.
func TestAllLegalIsWhatApplyAccepts(t *testing.T) {
	buf := make([]engine.Action, 0, engine.MaxActions)
	legal := make([]engine.Action, 0, engine.MaxActions)
	for n := MinPlayers; n <= MaxPlayers; n++ {
		rng := engine.NewRNG(uint64(n) * 77)
		for i := 0; i < 8; i++ {
			g := newGame(t, engine.Config{Players: n, Seed: rng.Uint64(), Options: engine.Options{}.With("rounds", 1+i%MaxRounds)})
			for !g.Over() {
				for seat := 0; seat < n; seat++ {
					all := map[engine.Action]bool{}
					for _, a := range g.AllLegal(seat, buf) {
						if all[a] {
							t.Fatalf("AllLegal lists %s twice", g.ActionString(a))
						}
						all[a] = true
					}
					legal = g.Legal(seat, legal)
					for _, a := range legal {
						if !all[a] {
							t.Fatalf("AllLegal leaves out Legal's %s", g.ActionString(a))
						}
					}
					if g.phase == phaseSplit && g.ToMove().Has(seat) && len(all) != NumSplits {
						t.Fatalf("seat %d owes a split but AllLegal lists %d actions, not %d", seat, len(all), NumSplits)
					}
					if g.phase != phaseSplit && len(all) != len(legal) {
						t.Fatalf("outside the split phase AllLegal (%d) differs from Legal (%d)", len(all), len(legal))
					}
					for a := engine.Action(0); a < engine.MaxActions; a++ {
						c := *g
						c.log = engine.TrickLog{}
						if err := c.Apply(seat, a); (err == nil) != all[a] {
							t.Fatalf("seat %d action %s: Apply error %v, but listed by AllLegal = %v", seat, g.ActionString(a), err, all[a])
						}
					}
				}
				seat, a := randomAction(g, &rng, buf)
				if err := g.Apply(seat, a); err != nil {
					t.Fatal(err)
				}
			}
		}
	}
}

// TestAllLegalSwappedSplits pins the order of the split phase: Legal's ten
// splits (lowest drawn card in set 0), then the same ten with the sets
// swapped.
func TestAllLegalSwappedSplits(t *testing.T) {
	g := newGame(t, engine.Config{Players: 3, Seed: 5})
	list := g.AllLegal(0, nil)
	if len(list) != NumSplits {
		t.Fatalf("%d splits listed, want %d", len(list), NumSplits)
	}
	for i := 0; i < NumSplits/2; i++ {
		a0, a1, _ := SplitSets(g.drawn[0], list[i])
		b0, b1, _ := SplitSets(g.drawn[0], list[i+NumSplits/2])
		if a0 != b1 || a1 != b0 {
			t.Fatalf("split %d is %s | %s, its swap %s | %s", i, a0, a1, b0, b1)
		}
	}
}
