package trip

import (
	"reflect"
	"testing"

	"github.com/trickparty/trickparty/engine"
)

// TestObservationHidesOthers: nothing another seat holds or chose before it
// is revealed changes seat 0's observation.
func TestObservationHidesOthers(t *testing.T) {
	g := newGame(t, engine.Config{Game: Name, Players: 4, Seed: 4})
	buf := make([]engine.Action, 0, engine.MaxActions)
	before := g.observe(0)
	// Seats 1..3 split: seat 0 sees only that they no longer owe a split.
	for s := 1; s < 4; s++ {
		if err := g.Apply(s, g.Legal(s, buf)[s]); err != nil {
			t.Fatal(err)
		}
	}
	after := g.observe(0)
	before.Due = after.Due
	if !reflect.DeepEqual(before, after) {
		t.Fatalf("others' splits leaked:\n%+v\n%+v", before, after)
	}
	if err := g.Apply(0, g.Legal(0, buf)[0]); err != nil {
		t.Fatal(err)
	}
	if err := g.Apply(1, FirstPick+1); err != nil {
		t.Fatal(err)
	}
	o := g.observe(0)
	if o.Taken != -1 || o.Picked != -1 || o.Stand == [2]CardSet{} {
		t.Fatalf("pick phase: %+v", o)
	}
	for _, s := range []int{0, 2, 3} {
		if err := g.Apply(s, FirstPick); err != nil {
			t.Fatal(err)
		}
	}
	if o := g.observe(0); o.Taken != 1 || o.Picked != 0 {
		t.Fatalf("after picks: taken %d picked %d", o.Taken, o.Picked)
	}
}

// TestDeterminize: for random positions (draft included) and every seat,
// a determinized game plays on legally to its end and hidden cards vary
// between samples (the conformance suite checks that it looks to the seat
// as the observation does).
func TestDeterminize(t *testing.T) {
	rng := engine.NewRNG(99)
	positions := 400
	if testing.Short() {
		positions = 60
	}
	varied, compared := 0, 0
	for i := 0; i < positions; i++ {
		n := MinPlayers + i%3
		cfg := engine.Config{Game: Name, Players: n, Seed: uint64(i), Options: engine.Options{}.With("rounds", 1+i%MaxRounds)}
		g, _ := playRandom(t, cfg, uint64(i)*7, int(rng.Uint64()%uint64(30*n*(1+i%MaxRounds))))
		for s := 0; s < n; s++ {
			o := g.observe(s)
			d := o.Determinize(&rng, nil).(*Game)
			// The determinized game plays on legally to its end.
			if i%10 == 0 {
				c := d.Clone().(*Game)
				buf := make([]engine.Action, 0, engine.MaxActions)
				for !c.Over() {
					seat, a := randomAction(c, &rng, buf)
					if err := c.Apply(seat, a); err != nil {
						t.Fatal(err)
					}
					if err := c.CheckInvariants(); err != nil {
						t.Fatal(err)
					}
				}
			}
			if !o.Over {
				compared++
				if hiddenDiffers(g, d, s) {
					varied++
				}
			}
		}
	}
	if varied < compared/2 {
		t.Fatalf("hidden cards varied in only %d of %d determinizations", varied, compared)
	}
}

// hiddenDiffers reports whether d deals the other seats' cards differently
// from g.
func hiddenDiffers(g, d *Game, seat int) bool {
	for s := 0; s < g.players; s++ {
		if s != seat && (g.hand[s] != d.hand[s] || g.drawn[s] != d.drawn[s] || g.sets[s] != d.sets[s]) {
			return true
		}
	}
	return g.deck != d.deck
}

// TestDeterminizeRespectsKnowledge checks the constraints directly on a
// position after tricks: voids, known sets, counts.
func TestDeterminizeRespectsKnowledge(t *testing.T) {
	rng := engine.NewRNG(5)
	for i := 0; i < 300; i++ {
		n := MinPlayers + i%3
		g, _ := playRandom(t, engine.Config{Game: Name, Players: n, Seed: uint64(i)}, uint64(i), 2*n+1+i%(4*n))
		if g.phase != phasePlay {
			continue
		}
		for s := 0; s < n; s++ {
			o := g.observe(s)
			var allowed [MaxPlayers]uint8
			for x := range allowed {
				allowed[x] = 1<<(Trump+1) - 1
			}
			for _, tr := range o.Tricks {
				voids(tr.Plays, &allowed)
			}
			voids(o.Trick, &allowed)
			for k := 0; k < 5; k++ {
				d := o.Determinize(&rng, nil).(*Game)
				for x := 0; x < n; x++ {
					for su := Red; su <= Trump; su++ {
						if allowed[x]&(1<<su) == 0 && d.hand[x].Suit(su) != 0 {
							t.Fatalf("seat %d shown void in %s holds %s", x, su, d.hand[x].Suit(su))
						}
					}
				}
				m, r := g.maker(s), g.receiver(s)
				if x := g.hand[m] & o.Stand[1-o.Picked]; d.hand[m]&x != x {
					t.Fatalf("maker %d lost its unpicked set", m)
				}
				if x := g.hand[r] & o.Split[o.Taken]; d.hand[r]&x != x {
					t.Fatalf("receiver %d lost the set it took", r)
				}
			}
		}
	}
}

// TestDeterminizeRefusesAnImpossibleSplit: during the split, a viewer that
// no longer owes its split must show two sets of its six cards (the fuzzer
// found one showing none), and one that still owes it shows none. The
// sample of such an observation is a fresh, sound game.
func TestDeterminizeRefusesAnImpossibleSplit(t *testing.T) {
	g := newGame(t, engine.Config{Game: Name, Players: 3, Seed: 5})
	buf := make([]engine.Action, 0, engine.MaxActions)
	due := g.observe(0)
	if err := g.Apply(0, g.Legal(0, buf)[2]); err != nil {
		t.Fatal(err)
	}
	split := g.observe(0)
	if !due.wellFormed() || !split.wellFormed() {
		t.Fatal("a real observation refused")
	}
	noSets := *split
	noSets.Split = [2]CardSet{}
	setsWhileDue := *due
	setsWhileDue.Split = split.Split
	halves := *split
	halves.Split[0], halves.Split[1] = split.Split[0], split.Split[0]
	rng := engine.NewRNG(1)
	for name, o := range map[string]*Observation{"split but no sets": &noSets, "due but sets": &setsWhileDue, "one set twice": &halves} {
		if o.wellFormed() {
			t.Errorf("%s: accepted", name)
		}
		if err := o.Determinize(&rng, nil).(*Game).CheckInvariants(); err != nil {
			t.Errorf("%s: the sample breaks the rules: %v", name, err)
		}
	}
}

// TestDeterminizeRefusesACardInTwoPlaces: a card both in the viewer's hand
// and in a won pile (the fuzzer found one), or in two piles, is refused.
func TestDeterminizeRefusesACardInTwoPlaces(t *testing.T) {
	g := newGame(t, engine.Config{Game: Name, Players: 3, Seed: 8})
	buf := make([]engine.Action, 0, engine.MaxActions)
	for g.phase != phasePlay || g.nDone < 2 {
		s := g.ToMove().First()
		if err := g.Apply(s, g.Legal(s, buf)[0]); err != nil {
			t.Fatal(err)
		}
	}
	real := g.observe(0)
	if !real.wellFormed() {
		t.Fatal("a real observation refused")
	}
	winner := real.Tricks[0].Winner
	inHand := *real
	inHand.Won = append([]CardSet(nil), real.Won...)
	inHand.Won[winner] |= SetOf(real.Hand.Lowest())
	twoPiles := *real
	twoPiles.Won = append([]CardSet(nil), real.Won...)
	twoPiles.Won[(winner+1)%3] |= real.Won[winner]
	rng := engine.NewRNG(1)
	for name, o := range map[string]*Observation{"a hand card also won": &inHand, "a card in two piles": &twoPiles} {
		if o.wellFormed() {
			t.Errorf("%s: accepted", name)
		}
		if err := o.Determinize(&rng, nil).(*Game).CheckInvariants(); err != nil {
			t.Errorf("%s: the sample breaks the rules: %v", name, err)
		}
	}
}
